// An unknown expression operation: errors of the element and of the expression.
llvm.func @f(%a: i32) {
  llvm.intr.dbg.value #llvm.di_local_variable<scope = #llvm.di_file<"a" in "b">> #llvm.di_expression<[DW_OP_foo]> = %a : i32
  llvm.return
}
