//! Native memref -> llvm patterns (MLIR's MemRefToLLVM, `-finalize-memref-to-llvm`).
//! Named from `spec/conversion/memref_to_llvm.td`.
