// RUN-DESCENT: opt --convert-vector-to-llvm
// -convert-vector-to-llvm first runs MLIR's greedy driver over every function, also where
// there is no vector op: constants are uniqued and hoisted, dead ops erased, ops folded,
// identical blocks merged.
func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  %x = arith.constant 7 : i32
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%p: i32):
  %y = arith.constant 7 : i32
  %s = arith.addi %p, %y : i32
  return %s : i32
^bb2(%q: i32):
  %t = arith.addi %q, %x : i32
  return %t : i32
}
func.func @g(%a: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %dead = arith.muli %a, %a : index
  %s = arith.addi %a, %c0 : index
  %t = arith.muli %s, %c1 : index
  return %t : index
}
