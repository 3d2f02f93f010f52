#!/usr/bin/env bash
# Parse + verify + print of a large generated module, Descent beside mlir-opt-22 (no
# passes), on the same file in the same run. Prints wall time and peak memory of each.
#   bash bench/compare.sh [functions]      (20000 functions is about 25 MB)
set -euo pipefail
cd "$(dirname "$0")/.."
N="${1:-20000}"
FILE="${TMPDIR:-/tmp}/descent-bench-$N.mlir"
[[ -f "$FILE" ]] || python3 bench/gen_module.py --functions "$N" > "$FILE"
cargo build --profile dist -q -p descent-cli
echo "input: $FILE ($(du -h "$FILE" | cut -f1))"
for tool in "${CARGO_TARGET_DIR:-target}/dist/descent opt" "/usr/lib/llvm-22/bin/mlir-opt"; do
  /usr/bin/time -f "%e s, %M KiB peak: $tool" $tool "$FILE" -o /dev/null
done
