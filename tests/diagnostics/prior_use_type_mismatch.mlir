func.func @f(%a: i32) {
  %c = arith.constant 1 : i64
  %d = arith.addi %c, %c : i32
  %e = arith.addi %a, %a : i64
  return
}
