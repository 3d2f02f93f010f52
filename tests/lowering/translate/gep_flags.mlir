// RUN-DESCENT: translate --mlir-to-llvmir
llvm.func @f(%p: !llvm.ptr, %i: i64) -> !llvm.ptr {
  %0 = llvm.getelementptr inbounds|nuw %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %1 = llvm.getelementptr nuw|inbounds %0[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %2 = llvm.getelementptr nusw | nuw %1[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %3 = llvm.getelementptr nuw %2[1] : (!llvm.ptr) -> !llvm.ptr, f32
  %4 = llvm.getelementptr inbounds %3[1] : (!llvm.ptr) -> !llvm.ptr, f32
  llvm.return %4 : !llvm.ptr
}
