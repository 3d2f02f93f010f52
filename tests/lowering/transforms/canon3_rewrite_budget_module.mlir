// RUN-DESCENT: opt "--canonicalize=max-num-rewrites=1 max-iterations=1"
// MLIR runs one greedy driver over the whole module: max-num-rewrites is one budget per
// round for all functions, spent in walk order, so with one round @second keeps its
// chain (the first rewrite of @first used the budget up).
func.func @first(%x: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %x, %c1 : i32
  %1 = arith.addi %0, %c2 : i32
  %2 = arith.subi %x, %c1 : i32
  %3 = arith.subi %2, %c2 : i32
  return %1, %3 : i32, i32
}
func.func @second(%x: i64) -> i64 {
  %c5 = arith.constant 5 : i64
  %c7 = arith.constant 7 : i64
  %0 = arith.addi %x, %c5 : i64
  %1 = arith.addi %0, %c7 : i64
  return %1 : i64
}
