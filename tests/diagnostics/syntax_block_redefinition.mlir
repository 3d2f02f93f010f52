func.func @f() {
^bb3:
  cf.br ^bb3
^bb3:
  return
}
