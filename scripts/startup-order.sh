#!/usr/bin/env bash
# Writes scripts/startup-order.txt: the symbols containrepl's start-up uses, which the release
# link on Linux places side by side (Package.swift explains why).
#
#   scripts/startup-order.sh BINARY [OUTPUT]
#
# BINARY is a release build of containrepl with its symbols (as `swift build -c release` leaves
# it); OUTPUT defaults to scripts/startup-order.txt. Needs Debian's valgrind. Lists, once each:
#  1. the functions of the binary that run under callgrind as the bench starts it (no arguments,
#     empty standard input), then the others that run for `--version` and for a two-line
#     script; in each of the two groups, those living in one shared section of a toolchain
#     library (most of the standard library is a single 1.6 MB section, which the linker moves
#     whole) come after the others, so that they do not split them;
#  2. the data the plain start-up reads or writes outside the code (metadata caches, type
#     metadata, witness tables), by the symbol each address falls in, as lackey traces it.
# Regenerate it after large changes to what runs at start-up, then link again (delete the binary:
# the build does not know the list); `make startup-order` does both. A stale list only costs speed: the linker skips names it
# does not find.
set -euo pipefail

binary="${1:?usage: scripts/startup-order.sh BINARY [OUTPUT]}"
output="${2:-$(dirname "$0")/startup-order.txt}"
command -v valgrind >/dev/null || { echo "startup-order: valgrind is not installed" >&2; exit 1; }
[ -x "$binary" ] || { echo "startup-order: $binary: not an executable file" >&2; exit 1; }
real="$(readlink -f "$binary")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/home" "$work/state"
: >"$work/empty"
printf 'let a = UIViewController()\ncontainer.addChild(a)\na.didMove(toParent: container)\n' \
  >"$work/script"

# Runs the binary under a valgrind tool with standard input from $2; valgrind's report (lackey's
# trace) goes to standard output. Arguments: tool options, input, then the binary's arguments.
trace() {
  local options="$1" input="$2"
  shift 2
  # shellcheck disable=SC2086 # the tool's options are words
  HOME="$work/home" XDG_STATE_HOME="$work/state" valgrind $options --log-fd=9 "$real" "$@" \
    9>&1 >/dev/null 2>/dev/null <"$input" || {
    echo "startup-order: $binary $* failed under valgrind" >&2
    exit 1
  }
}

# 1. Functions, without callgrind's recursion marks ('2) and what has no symbol (addresses,
# "(below main)").
functions() {
  trace "--tool=callgrind --demangle=no --compress-strings=no --compress-pos=no \
    --callgrind-out-file=$work/profile" "$@" >/dev/null
  awk -v binary="$real" '
    /^ob=/ { inside = (substr($0, 4) == binary) }
    /^fn=/ && inside {
      name = substr($0, 4)
      sub(/'"'"'[0-9]+$/, "", name)
      if (name !~ /^0x/ && name !~ /[ ()]/) print name
    }' "$work/profile"
}
functions "$work/empty" >"$work/functions.1"
{
  functions "$work/empty" --version
  functions "$work/script" run -
} >"$work/functions.2"

# The symbols defined in the plain `.text` section of the toolchain's static libraries.
swiftc="$(command -v swiftc || true)"
libraries="$(dirname "$(readlink -f "${swiftc:-/}")")/../lib/swift_static/linux"
for library in "$libraries"/lib*.a; do
  [ -f "$library" ] && objdump -t "$library" 2>/dev/null
done | awk -F '\t' 'NF >= 2 {
    count = split($1, left, " ")
    if (left[count] == ".text") { count = split($2, right, " "); print right[count] }
  }' | sort -u >"$work/shared"

# 2. Data: the addresses the start-up touches in the segments that are not code, each
# attributed to the symbol at or below it once both lists are merged in address order ("~" marks
# an address). Only a binary that is not position-independent (the release build) has these
# addresses fixed.
readelf -lW "$real" | awk '$1 == "LOAD" && $0 !~ / R E / { print $3, $6 }' \
  | while read -r start size; do printf '%08x %08x\n' $((start)) $((start + size)); done \
    >"$work/segments"
trace "--tool=lackey --trace-mem=yes" "$work/empty" \
  | awk -v segments="$(tr '\n' ' ' <"$work/segments")" '
    BEGIN { count = split(segments, bound, " ") }
    $1 ~ /^[LSM]$/ {
      split($2, access, ",")
      if (length(access[1]) != 8) next
      for (i = 1; i < count; i += 2)
        if (access[1] >= bound[i] && access[1] < bound[i + 1]) { print access[1] " ~"; next }
    }' | sort -u >"$work/touched"
nm -n --defined-only "$real" \
  | awk '$2 ~ /^[bBdDvVrR]$/ && substr($1, 1, 8) == "00000000" { print substr($1, 9) " " $3 }' \
    >"$work/data-symbols"
sort -s -k1,1 "$work/data-symbols" "$work/touched" \
  | awk '$2 != "~" { name = $2; next } name != "" && !seen[name]++ { print name }' \
    >"$work/data"

{
  echo "# The symbols containrepl's start-up uses, in the order the release link places them;"
  echo "# written by scripts/startup-order.sh. The linker skips names it does not find."
  # The entry point, which callgrind calls "(below main)".
  echo _start
  for run in 1 2; do
    grep -v -x -F -f "$work/shared" "$work/functions.$run" || true
    grep -x -F -f "$work/shared" "$work/functions.$run" || true
  done
  cat "$work/data"
} | awk '!seen[$0]++' >"$output"
echo "startup-order: $(($(wc -l <"$output") - 2)) symbols written to $output"
