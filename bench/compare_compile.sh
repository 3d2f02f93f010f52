#!/usr/bin/env bash
# The whole job on a large generated module (gen_module.py: thousands of functions with
# loops over memrefs): `descent compile` beside `mlir-opt-22 --convert-to-llvm
# --reconcile-unrealized-casts | mlir-translate-22 --mlir-to-llvmir`, same file, same run.
# Prints wall time and peak memory of each (for the pipe: the sum of both tools' times and
# the larger of their peaks, which run at once), and whether both outputs are valid LLVM IR.
#   bash bench/compare_compile.sh [functions]     (36000 functions is about 25 MB)
set -euo pipefail
cd "$(dirname "$0")/.."
N="${1:-36000}"
BIN=/usr/lib/llvm-22/bin
FILE="${TMPDIR:-/tmp}/descent-bench-$N.mlir"
[[ -f "$FILE" ]] || python3 bench/gen_module.py --functions "$N" > "$FILE"
cargo build --profile dist -q -p descent-cli
DESCENT="${CARGO_TARGET_DIR:-target}/dist/descent"
OUT="${TMPDIR:-/tmp}/descent-bench-$N"
echo "input: $FILE ($(du -h "$FILE" | cut -f1))"
/usr/bin/time -f "%e s, %M KiB peak: descent compile" "$DESCENT" compile "$FILE" -o "$OUT.descent.ll"
/usr/bin/time -f "%e s, %M KiB peak: mlir-opt" -o "$OUT.opt.time" \
  "$BIN/mlir-opt" "$FILE" --convert-to-llvm --reconcile-unrealized-casts -o "$OUT.llvm.mlir"
/usr/bin/time -f "%e s, %M KiB peak: mlir-translate" -o "$OUT.tr.time" \
  "$BIN/mlir-translate" --mlir-to-llvmir "$OUT.llvm.mlir" -o "$OUT.mlir.ll"
cat "$OUT.opt.time" "$OUT.tr.time"
"$BIN/llvm-as" "$OUT.descent.ll" -o /dev/null && echo "descent output: valid LLVM IR"
if cmp -s "$OUT.descent.ll" "$OUT.mlir.ll"; then echo "outputs identical"; else echo "outputs differ (diff $OUT.descent.ll $OUT.mlir.ll)"; fi
