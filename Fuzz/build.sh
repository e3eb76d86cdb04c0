#!/usr/bin/env bash
# Builds the libFuzzer target over the parser and the interpreter: every library module is
# compiled with `-sanitize=fuzzer,address` (coverage and AddressSanitizer) and linked with
# Fuzz/FuzzEntry.swift into .build-fuzz/containrepl-fuzz. The C modules the Swift ones import
# (a folder of Sources/ with an include/ folder and .c files, as SwiftPM lays them out) are
# compiled by clang with the same instrumentation and reached through a module map written
# here, as SwiftPM writes one. Run it from anywhere; it works on the repository that holds it.
# SWIFTC, CLANG and FUZZ_OPT (default -O) override the compilers and the optimisation level.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$root/.build-fuzz"
swiftc="${SWIFTC:-swiftc}"
clang="${CLANG:-$(dirname "$(command -v "$swiftc")")/clang}"
opt="${FUZZ_OPT:--O}"
modules=(Simulation UIKitSurface CommandLanguage Rendering LessonEngine Grading Shell)
flags=(-sanitize=fuzzer,address -swift-version 6 -package-name containrepl "$opt" -g
  -I "$out/modules")

mkdir -p "$out/modules" "$out/objects"
cd "$root"

objects=()
for include in Sources/*/include; do
  [ -d "$include" ] || continue
  module="$(basename "$(dirname "$include")")"
  c_sources=()
  while IFS= read -r -d '' file; do c_sources+=("$file"); done \
    < <(find "Sources/$module" -name '*.c' -print0 | sort -z)
  [ "${#c_sources[@]}" -gt 0 ] || continue
  echo "build.sh: compiling C module $module (${#c_sources[@]} files)"
  # Swift finds the module through the map in its own folder, which -I names.
  mkdir -p "$out/modules/$module"
  {
    echo "module $module {"
    for header in "$root/$include"/*.h; do echo "  header \"$header\""; done
    echo "  export *"
    echo "}"
  } > "$out/modules/$module/module.modulemap"
  flags+=(-I "$out/modules/$module")
  for file in "${c_sources[@]}"; do
    object="$out/objects/$module-$(basename "$file" .c).o"
    "$clang" -fsanitize=fuzzer-no-link,address -O2 -g -I "$include" -c "$file" -o "$object"
    objects+=("$object")
  done
done

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
