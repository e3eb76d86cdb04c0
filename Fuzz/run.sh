#!/usr/bin/env bash
# Runs the fuzzer built by Fuzz/build.sh for SECONDS (default 600): seeds from Fuzz/corpus/,
# Lessons/, Tests/ShellTests/Answers/ and Examples/,
# the words of Fuzz/containrepl.dict, new inputs into .build-fuzz/corpus/, crash reproducers
# into .build-fuzz/artifacts/. An input that runs longer than 10 seconds counts as a hang.
# CONTAINREPL_FUZZ_INVARIANTS=1 also stops at a world whose invariants are broken. Extra
# arguments go to libFuzzer:
#   Fuzz/run.sh 600 -jobs=2
#   Fuzz/run.sh 60 -only_ascii=1
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
seconds="${1:-600}"
shift || true
out="$root/.build-fuzz"
fuzzer="$out/containrepl-fuzz"

if [ ! -x "$fuzzer" ]; then
  echo "run.sh: $fuzzer is missing; run Fuzz/build.sh first" >&2
  exit 1
fi
mkdir -p "$out/corpus" "$out/artifacts"

# Leaks count as findings (the one found so far, Fuzz/crashes/leak-stored-closure, is fixed);
# ASAN_OPTIONS=detect_leaks=0 looks for crashes alone.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}"

echo "run.sh: fuzzing for ${seconds}s (crashes go to $out/artifacts/)"
# Seeds: the corpus of REPL inputs, the lesson and exercise files, the graded answers and the
# examples (libFuzzer reads the folders recursively; new inputs go to the first).
exec "$fuzzer" "$out/corpus" "$root/Fuzz/corpus" "$root/Lessons" "$root/Tests/ShellTests/Answers" \
  "$root/Examples" \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=16384 \
  -dict="$root/Fuzz/containrepl.dict" -artifact_prefix="$out/artifacts/" -print_final_stats=1 "$@"
