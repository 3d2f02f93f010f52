// RUN-DESCENT: translate --mlir-to-llvmir
// A float value of an integer type of its width gives the integer its bits (small float formats, bf16 as i16, f32 as i32).
llvm.mlir.global internal @a(1.5 : f4E2M1FN) : i4
llvm.mlir.global internal @b(-2.0 : f8E4M3FN) : i8
llvm.mlir.global internal @c(1.5 : bf16) : i16
llvm.mlir.global internal @d(1.0 : f32) : i32
llvm.func @f() -> i8 {
  %0 = llvm.mlir.constant(0.5 : f8E5M2) : i8
  llvm.return %0 : i8
}
