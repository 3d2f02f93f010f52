func.func @f() {
^bb0:
  cf.br ^bb1
^bb1:
  cf.br ^bb0
}
