func.func @f() attributes {x = #llvm.nonexistent<1>} {
  return
}
