func.func @gep_non_function_type(%pos : i64, %base : !llvm.ptr) {
  llvm.getelementptr %base[%pos] : !llvm.ptr
}
