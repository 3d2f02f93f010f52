func.func @invalid_call() {
  "llvm.call"() {op_bundle_sizes = array<i32>} : () -> ()
  llvm.return
}
