//! Native index -> llvm patterns: what MLIR's IndexToLLVM lowers to several ops. Named
//! from `spec/conversion/index_to_llvm.td`.
