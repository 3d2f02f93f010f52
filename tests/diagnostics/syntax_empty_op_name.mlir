func.func @f() {
  ""() : () -> ()
  return
}
