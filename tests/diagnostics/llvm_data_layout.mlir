// A layout string LLVM rejects.
module attributes {llvm.data_layout = "e-i64:12"} {
  func.func private @f()
}
