// RUN-DESCENT: opt "--canonicalize=max-num-rewrites=1 max-iterations=1 top-down=false"
// Bottom-up, MLIR's worklist is the module's post-order walk taken from the back: the
// shared rewrite budget of a round goes to the last function first.
func.func @first(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %x, %c1 : i32
  %1 = arith.addi %0, %c2 : i32
  return %1 : i32
}
func.func @second(%x: i64) -> (i64, i64) {
  %c5 = arith.constant 5 : i64
  %c7 = arith.constant 7 : i64
  %0 = arith.addi %x, %c5 : i64
  %1 = arith.addi %0, %c7 : i64
  %2 = arith.subi %x, %c5 : i64
  %3 = arith.subi %2, %c7 : i64
  return %1, %3 : i64, i64
}
