func.func @f() {
  cf.br ^bb1
^bb1:
^bb2:
  return
}
