// RUN-DESCENT: translate --mlir-to-llvmir
// Global initializers fold with the module's data layout and globals: a constant offset
// inside another global is inbounds nuw there too, and an alias's aliasee alike.
module attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<[32, 64]> : vector<2xi64>>} {
  llvm.mlir.global internal @tab(dense<[1, 2, 3]> : tensor<3xi64>) : !llvm.array<3 x i64>
  llvm.mlir.global internal @second() : !llvm.ptr {
    %g = llvm.mlir.addressof @tab : !llvm.ptr
    %c = llvm.mlir.constant(1 : i64) : i64
    %p = llvm.getelementptr %g[%c] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.return %p : !llvm.ptr
  }
  llvm.mlir.global internal @past() : i64 {
    %g = llvm.mlir.addressof @tab : !llvm.ptr
    %c = llvm.mlir.constant(4 : i64) : i64
    %p = llvm.getelementptr %g[%c] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %i = llvm.ptrtoint %p : !llvm.ptr to i64
    llvm.return %i : i64
  }
  llvm.mlir.alias external @last : i64 {
    %g = llvm.mlir.addressof @tab : !llvm.ptr
    %p = llvm.getelementptr %g[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x i64>
    llvm.return %p : !llvm.ptr
  }
}
