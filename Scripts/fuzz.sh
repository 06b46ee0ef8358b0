#!/usr/bin/env bash
# Runs the scene fuzzer (built by `make fuzz`) for SECONDS on every core but
# one-core machines' one, and fails on a crash, a leak, a timeout (> 3 s per
# input) or running out of memory (> 2 GB):
#   Scripts/fuzz.sh SECONDS
# Seeds: the scenes of Fixtures/scenes, the Interface Builder files of
# Fixtures/interface-builder (input starting with `<` is read as one), the bad-input corpus, the regression
# inputs of earlier finds, and the corpus earlier runs grew in .build-fuzz/.
# Prints the executions each worker ran and their sum. A crash is saved under
# .build-fuzz/artifacts/; minimize it, then keep it as a regression test:
#   .build-fuzz/release/mockup-fuzz -minimize_crash=1 -runs=100000 CRASH
#   cp minimized-from-... Fixtures/fuzz/regressions/NAME.yaml
set -uo pipefail
seconds="${1:?usage: $0 SECONDS}"
repo="$(cd "$(dirname "$0")/.." && pwd)"
cd "$repo"
fuzzer=.build-fuzz/release/mockup-fuzz
[ -x "$fuzzer" ] || { echo "error: $fuzzer is missing: run make fuzz" >&2; exit 2; }
work=.build-fuzz/run
mkdir -p .build-fuzz/corpus .build-fuzz/artifacts "$work"
rm -f "$work"/fuzz-*.log
workers="${FUZZ_WORKERS:-$(nproc)}"
# Each worker stops on its own after SECONDS; `-jobs` restarts none of them.
# Each worker fuzzes on its own (-reload=0): by default a worker reads the shared
# corpus folder every second and runs what the other wrote, which cost a third
# of the executions of a 60-second run (docs/performance.md); what each finds
# is still written there, and the next run starts from all of it.
# ASan keeps no allocation stacks and a small quarantine: 15% more executions
# a second, and leaks are still found. To see where a found leak was
# allocated, run the saved input again with the stacks back:
#   ASAN_OPTIONS=malloc_context_size=30 .build-fuzz/release/mockup-fuzz INPUT
ASAN_OPTIONS="malloc_context_size=0:max_malloc_fill_size=0:quarantine_size_mb=16:detect_leaks=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}" \
  "$fuzzer" .build-fuzz/corpus Fixtures/scenes Fixtures/interface-builder Fixtures/bad-input Fixtures/fuzz/regressions \
    -dict=Fixtures/fuzz/scene.dict -max_len=8192 -timeout=3 -rss_limit_mb=2048 -malloc_limit_mb=2048 \
    -max_total_time="$seconds" -reload=0 -jobs="$workers" -workers="$workers" \
    -artifact_prefix=.build-fuzz/artifacts/ -print_final_stats=1 -close_fd_mask=1 >"$work/driver.log" 2>&1 &
driver=$!
# NB: -jobs writes each worker's output to fuzz-N.log in the current folder.
wait "$driver"
status=$?
total=0
failed=0
for log in fuzz-*.log; do
  [ -f "$log" ] || continue
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -n 1)
  echo "$log: ${runs:-?} executions"
  total=$((total + ${runs:-0}))
  if grep -qE '^==[0-9]+==ERROR|^SUMMARY: (libFuzzer|AddressSanitizer|LeakSanitizer)|ERROR: libFuzzer' "$log"; then
    failed=1
    grep -E '==ERROR|SUMMARY|ERROR: libFuzzer|Test unit written' "$log" | head -n 20
  fi
  mv "$log" "$work/"
done
echo "fuzz: $total executions in $SECONDS s on $workers workers"
if [ "$status" -ne 0 ] || [ "$failed" -ne 0 ]; then
  echo "fuzz: FAILED (logs in $work/, inputs in .build-fuzz/artifacts/)" >&2
  exit 1
fi
