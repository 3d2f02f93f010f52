func.func @f(%a: i64) {
  %x = arith.addi %a, %a : i64
  %y = arith.addi %x, %a : i64
}
