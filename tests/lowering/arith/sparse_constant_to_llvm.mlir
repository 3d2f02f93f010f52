// RUN-DESCENT: opt --convert-to-llvm
// arith.constant sparse<...> lowers to llvm.mlir.constant of the same attribute, which the LLVM dialect accepts.
func.func @h() -> vector<4xf32> {
  %c = arith.constant sparse<[[2]], [1.5]> : vector<4xf32>
  return %c : vector<4xf32>
}
