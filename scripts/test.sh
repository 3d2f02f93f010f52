#!/usr/bin/env bash
# The test command: unit, golden and end-to-end tests, then the upstream conformance gate
# (every test listed in tests/conformance/passing.txt must still pass).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --workspace
cargo test --release --workspace
SHARED="${DESCENT_SHARED:-../shared}"
if [[ -x /usr/lib/llvm-22/bin/FileCheck && -x "$SHARED/conformance/run.sh" ]]; then
  "$SHARED/conformance/run.sh" --descent target/release/descent --expect tests/conformance/passing.txt
elif [[ "${DESCENT_REQUIRE_LLVM:-0}" == 1 ]]; then
  echo "error: LLVM/MLIR 22 tools or $SHARED/conformance are missing" >&2
  exit 1
else
  echo "note: skipping the conformance gate (LLVM/MLIR 22 tools or $SHARED/conformance missing)"
fi
