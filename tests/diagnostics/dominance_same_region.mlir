func.func @f(%a: i64, %c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.addi %a, %a : i64
  cf.br ^bb3
^bb2:
  %y = arith.addi %x, %a : i64
  cf.br ^bb3
^bb3:
  return
}
