func.func @f(%a: i64, %c: i1) {
  cf.br ^bb2
^bb1(%z: i64):
  cf.br ^bb2
^bb2:
  %y = arith.addi %z, %a : i64
  return
}
