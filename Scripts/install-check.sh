#!/usr/bin/env bash
# `make install` into a temporary prefix, then checks what it installed: a
# mockup that runs without the Swift toolchain's libraries (its runtime is
# inside it), renders a scene, and completion scripts that each shell accepts.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
prefix="$(mktemp -d)"
trap 'rm -rf "$prefix"' EXIT
make -C "$repo" --no-print-directory install PREFIX="$prefix" >/dev/null

mockup="$prefix/bin/mockup"
fail() { echo "install-check: $*" >&2; exit 1; }
[ -x "$mockup" ] || fail "no $mockup"
if ldd "$mockup" | grep -q libswiftCore; then fail "$mockup links the Swift runtime from outside itself"; fi
"$mockup" --version | head -1 | grep -Eq '^mockup [0-9]+\.[0-9]+\.[0-9]+$' || fail "--version: $("$mockup" --version | head -1)"
"$mockup" --version | grep -q '^cairo ' || fail "--version names no cairo"
"$mockup" render "$repo/Fixtures/scenes/accounts.yaml" -o "$prefix/out" >/dev/null
[ -s "$prefix/out/accounts/00.png" ] || fail "the installed mockup rendered nothing"

bash_completion="$prefix/share/bash-completion/completions/mockup"
zsh_completion="$prefix/share/zsh/site-functions/_mockup"
fish_completion="$prefix/share/fish/vendor_completions.d/mockup.fish"
for f in "$bash_completion" "$zsh_completion" "$fish_completion"; do [ -s "$f" ] || fail "no $f"; done
bash -c "source '$bash_completion' && complete -p mockup" | grep -q mockup || fail "bash does not take $bash_completion"
grep -q '^#compdef mockup' "$zsh_completion" || fail "$zsh_completion is not a zsh completion"
grep -q "^complete -c 'mockup'" "$fish_completion" || fail "$fish_completion is not a fish completion"
echo "install-check: $mockup and its bash, zsh and fish completions"
