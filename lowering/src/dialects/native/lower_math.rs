//! Native math -> llvm patterns: what MLIR's MathToLLVM lowers to several ops. Named from
//! `spec/conversion/math_to_llvm.td`.
