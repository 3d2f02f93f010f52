llvm.func @zero_weights(%c : i1) {
  llvm.cond_br %c weights([0, 0]), ^bb1, ^bb2
^bb1:
  llvm.return
^bb2:
  llvm.return
}
