#!/usr/bin/env bash
# Regenerates tests/llvm_dialect/mlir22_ops.txt: the op names of MLIR 22's LLVM dialect, as
# mlir-tblgen-22 documents them from the .td files of libmlir-22-dev (downloaded into a
# temporary directory; nothing of it is kept). A test oracle only: Descent's build does
# not use it.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && apt-get download libmlir-22-dev >/dev/null && dpkg -x ./*.deb x)
inc="$tmp/x/usr/lib/llvm-22/include"
{
  echo "# The ops of MLIR 22's LLVM dialect (LLVMOps.td and LLVMIntrinsicOps.td), one per line:"
  echo "# the names mlir-tblgen-22 -gen-op-doc lists for them (scripts/llvm_dialect_ops.sh)."
  for f in LLVMOps LLVMIntrinsicOps; do
    /usr/lib/llvm-22/bin/mlir-tblgen -gen-op-doc -I "$inc" "$inc/mlir/Dialect/LLVMIR/$f.td" |
      grep -oE '^### `[a-z_.0-9]+`' | sed 's/### `//; s/`//'
  done | sort -u
} > tests/llvm_dialect/mlir22_ops.txt
