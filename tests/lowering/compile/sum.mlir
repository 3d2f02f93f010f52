// RUN-DESCENT: compile
// Sums the integers 0..n with a counted loop in cf form.
func.func @sum(%n: i64) -> i64 {
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  cf.br ^loop(%zero, %zero : i64, i64)
^loop(%i: i64, %acc: i64):
  %done = arith.cmpi sge, %i, %n : i64
  cf.cond_br %done, ^exit, ^body
^body:
  %next_acc = arith.addi %acc, %i : i64
  %next_i = arith.addi %i, %one overflow<nsw> : i64
  cf.br ^loop(%next_i, %next_acc : i64, i64)
^exit:
  return %acc : i64
}

func.func @main() -> i64 {
  %c10 = arith.constant 10 : i64
  %r = call @sum(%c10) : (i64) -> i64
  return %r : i64
}
