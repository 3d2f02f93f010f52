// RUN-DESCENT: translate --mlir-to-llvmir
// Empty constant arrays (and empty ctor/dtor lists) are LLVM's zeroinitializer; an undef empty struct stays undef.
llvm.mlir.global_ctors ctors = [], priorities = [], data = []
llvm.mlir.global_dtors dtors = [], priorities = [], data = []
llvm.mlir.global internal @e() : !llvm.struct<()> {
  %0 = llvm.mlir.undef : !llvm.struct<()>
  llvm.return %0 : !llvm.struct<()>
}
llvm.mlir.global internal @a(dense<> : tensor<0xi32>) : !llvm.array<0 x i32>
llvm.mlir.global internal @s() : !llvm.struct<(i32, struct<()>)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, struct<()>)>
  %1 = llvm.mlir.constant(3 : i32) : i32
  %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, struct<()>)>
  llvm.return %2 : !llvm.struct<(i32, struct<()>)>
}
