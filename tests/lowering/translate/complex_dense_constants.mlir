// RUN-DESCENT: translate --mlir-to-llvmir
// Dense complex constants become arrays of { re, im } structs.
llvm.func @a() -> !llvm.array<2 x struct<(f32, f32)>> {
  %0 = llvm.mlir.constant(dense<[(1.5, -2.0), (0.0, 3.25)]> : tensor<2xcomplex<f32>>) : !llvm.array<2 x struct<(f32, f32)>>
  llvm.return %0 : !llvm.array<2 x struct<(f32, f32)>>
}
llvm.func @b() -> !llvm.array<3 x struct<(f64, f64)>> {
  %0 = llvm.mlir.constant(dense<(1.0, 2.0)> : tensor<3xcomplex<f64>>) : !llvm.array<3 x struct<(f64, f64)>>
  llvm.return %0 : !llvm.array<3 x struct<(f64, f64)>>
}
llvm.mlir.global internal constant @g(dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i16>>) : !llvm.array<2 x struct<(i16, i16)>>
