func.func @gep_missing_input_type(%pos : i64, %base : !llvm.ptr) {
  llvm.getelementptr %base[%pos] : () -> (!llvm.ptr), i64
}
