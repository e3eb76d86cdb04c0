#!/usr/bin/env bash
# Runs a freshly built containrepl before anything uses it (make install, release, run, bench):
# the version, a script whose log is known, a listing of the built-in lessons, the rule
# catalogue, and `dev check`, which replays every lesson and grades every exercise's answers —
# the paths where a binary built from stale objects has crashed. Exits 1 at the first failure.
set -euo pipefail

binary="${1:?usage: scripts/smoke-test.sh BINARY}"
fail() {
  echo "smoke test: $binary: $1" >&2
  echo "smoke test: refusing to use this binary; 'make clean' and build again" >&2
  exit 1
}

[ -x "$binary" ] || fail "not an executable file"
export LANG=C.UTF-8 LC_ALL=C.UTF-8 NO_COLOR=1
"$binary" --version | grep -q '^containrepl [0-9]' || fail "--version"

expected='container.addChild(a)
  a.willMove(toParent: container)
a.didMove(toParent: container)'
actual="$(printf 'let a = UIViewController()\ncontainer.addChild(a)\na.didMove(toParent: container)\n' \
  | "$binary" run -)" || fail "a two-line script exited with $?"
[ "$actual" = "$expected" ] || fail "a two-line script printed:
$actual"

"$binary" lessons | grep -q 'add-child' || fail "the built-in lessons are not listed"
"$binary" rules 1.1 | grep -q '^rule 1.1' || fail "rules 1.1"
"$binary" dev check >/dev/null || fail "dev check"
echo "smoke test: $binary passed"
