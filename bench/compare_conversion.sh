#!/usr/bin/env bash
# Conversion to the LLVM dialect of a large func/arith/cf module (gen_module.py
# --no-memref), Descent beside mlir-opt-22, same file, same run: parse, convert
# (--convert-to-llvm --reconcile-unrealized-casts), verify and print. Prints wall time and
# peak memory of each.
#   bash bench/compare_conversion.sh [functions]     (20000 functions is about 25 MB)
set -euo pipefail
cd "$(dirname "$0")/.."
N="${1:-20000}"
FILE="${TMPDIR:-/tmp}/descent-bench-scalar-$N.mlir"
[[ -f "$FILE" ]] || python3 bench/gen_module.py --no-memref --functions "$N" > "$FILE"
cargo build --profile dist -q -p descent-cli
echo "input: $FILE ($(du -h "$FILE" | cut -f1))"
for tool in "${CARGO_TARGET_DIR:-target}/dist/descent opt" "/usr/lib/llvm-22/bin/mlir-opt"; do
  /usr/bin/time -f "%e s, %M KiB peak: $tool" $tool "$FILE" --convert-to-llvm --reconcile-unrealized-casts -o /dev/null
done
