#!/usr/bin/env bash
# Creates .build/peer-venv (from the repo root) with Scripts/peer/requirements.txt
# installed, for Scripts/peer/benchmark.py. Idempotent: does nothing when the
# pinned versions are already there. Never installs system-wide, never downloads
# a browser (the benchmark drives the system Chromium: apt-get install chromium).
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
venv="$repo/.build/peer-venv"
requirements="$repo/Scripts/peer/requirements.txt"
python="$venv/bin/python"

# Every "name==version" line of requirements.txt is installed at that version.
installed() {
    [ -x "$python" ] || return 1
    local name version
    while IFS='=' read -r name _ version; do
        [ -n "$name" ] || continue
        [ "$("$python" -m pip show "$name" 2>/dev/null | sed -n 's/^Version: //p')" = "$version" ] || return 1
    done < <(sed -e 's/#.*//' -e 's/[[:space:]]//g' "$requirements" | grep '==')
}

if installed; then
    echo "peer venv ready: $venv"
    exit 0
fi
if [ ! -x "$python" ]; then
    python3 -m venv "$venv" || { echo "setup.sh: python3 cannot make a virtual environment (on Debian: apt-get install python3-venv)" >&2; exit 1; }
fi
"$python" -m pip install --quiet --disable-pip-version-check -r "$requirements"
installed || { echo "setup.sh: $requirements did not install into $venv" >&2; exit 1; }
echo "peer venv ready: $venv"
