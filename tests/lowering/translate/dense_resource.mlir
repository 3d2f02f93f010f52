// RUN-DESCENT: translate --mlir-to-llvmir
// dense_resource constants take their elements from the blobs of the file metadata.
llvm.mlir.global internal constant @g(dense_resource<b> : tensor<3xi32>) : !llvm.array<3 x i32>
llvm.func @f() -> vector<2xf32> {
  %0 = llvm.mlir.constant(dense_resource<v> : vector<2xf32>) : vector<2xf32>
  llvm.return %0 : vector<2xf32>
}
{-#
  dialect_resources: {
    builtin: {
      b: "0x04000000010000000200000003000000",
      v: "0x040000000000803F00000040"
    }
  }
#-}
