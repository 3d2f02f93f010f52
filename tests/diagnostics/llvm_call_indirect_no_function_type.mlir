func.func @call_non_function_type(%callee : !llvm.ptr, %arg : i8) {
  llvm.call %callee(%arg) : !llvm.ptr, !llvm.func<i8 (i8)>
  llvm.return
}
