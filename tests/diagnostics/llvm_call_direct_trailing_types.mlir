func.func private @standard_func_callee()

func.func @call_missing_ptr_type(%arg : i8) {
  llvm.call @standard_func_callee(%arg) : !llvm.ptr, (i8) -> (i8)
  llvm.return
}
