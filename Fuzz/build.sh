#!/usr/bin/env bash
# Builds the libFuzzer target over the parser and the interpreter: every library module is
# compiled with `-sanitize=fuzzer,address` (coverage and AddressSanitizer) and linked with
# Fuzz/FuzzEntry.swift into .build-fuzz/containrepl-fuzz. Run it from anywhere; it works on
# the repository that holds it. SWIFTC and FUZZ_OPT (default -O) override the compiler and
# the optimisation level.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$root/.build-fuzz"
swiftc="${SWIFTC:-swiftc}"
opt="${FUZZ_OPT:--O}"
modules=(Simulation CommandLanguage Rendering LessonEngine Shell)
flags=(-sanitize=fuzzer,address -swift-version 6 -package-name containrepl "$opt" -g
  -I "$out/modules")

mkdir -p "$out/modules" "$out/objects"
cd "$root"

objects=()
for module in "${modules[@]}"; do
  sources=()
  while IFS= read -r -d '' file; do sources+=("$file"); done \
    < <(find "Sources/$module" -name '*.swift' -print0 | sort -z)
  if [ "${#sources[@]}" -eq 0 ]; then
    echo "build.sh: no sources in Sources/$module" >&2
    exit 1
  fi
  echo "build.sh: compiling $module (${#sources[@]} files)"
  "$swiftc" "${flags[@]}" -parse-as-library -whole-module-optimization -module-name "$module" \
    -emit-module -emit-module-path "$out/modules/$module.swiftmodule" \
    -emit-object -o "$out/objects/$module.o" "${sources[@]}"
  objects+=("$out/objects/$module.o")
done

echo "build.sh: linking $out/containrepl-fuzz"
"$swiftc" "${flags[@]}" -parse-as-library -module-name ContainreplFuzz \
  "$root/Fuzz/FuzzEntry.swift" "${objects[@]}" -lm -use-ld=lld -o "$out/containrepl-fuzz"
echo "build.sh: built $out/containrepl-fuzz"
