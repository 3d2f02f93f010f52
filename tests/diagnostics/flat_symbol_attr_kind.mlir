func.func @f() {
  %0 = constant "" : index
  return
}
