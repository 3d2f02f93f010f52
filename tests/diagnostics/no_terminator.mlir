func.func @f() {
  %0 = llvm.mlir.constant(1 : i64) : i64
}
