// RUN-DESCENT: translate --mlir-to-llvmir
// sparse<...> constants (globals, llvm.mlir.constant) are written out densely: values at their indices, zeros elsewhere; equal indices too.
llvm.mlir.global internal constant @a(sparse<[[1, 2], [0, 0]], [-3, 9]> : tensor<2x3xi8>) : !llvm.array<2 x array<3 x i8>>
llvm.mlir.global internal constant @b(sparse<1, 4> : tensor<3x3xi32>) : !llvm.array<3 x array<3 x i32>>
llvm.mlir.global internal constant @c(sparse<[[2]], [true]> : tensor<4xi1>) : !llvm.array<4 x i1>
llvm.mlir.global internal constant @d(sparse<[[0], [3]], [1.5, -2.0]> : tensor<4xf16>) : !llvm.array<4 x f16>
llvm.mlir.global internal constant @e(sparse<> : tensor<4xf64>) : !llvm.array<4 x f64>
llvm.func @f() -> !llvm.array<2 x vector<2xf32>> {
  %0 = llvm.mlir.constant(sparse<[[1, 1]], [6.0]> : vector<2x2xf32>) : !llvm.array<2 x vector<2xf32>>
  llvm.return %0 : !llvm.array<2 x vector<2xf32>>
}
llvm.mlir.global internal constant @g2(sparse<[[1, 0]], [3.5]> : tensor<2x2xf32>) : !llvm.array<2 x array<2 x f32>>
