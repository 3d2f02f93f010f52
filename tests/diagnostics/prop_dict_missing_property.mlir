llvm.func @f() {
  llvm.intr.ubsantrap <{x = 1}>
  llvm.return
}
