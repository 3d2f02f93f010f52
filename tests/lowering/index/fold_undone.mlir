// RUN-DESCENT: opt --convert-index-to-llvm
// A fold that gives a constant the conversion cannot legalize is undone, together with
// the in-place folds that led to it: the arith ops here are not converted, so
// `or(-1, x)` keeps its operand order while `or(5, x)` has its constant moved right.
func.func @f(%x: i32, %a: index) -> (i32, i32, i32, index) {
  %m1 = arith.constant -1 : i32
  %c5 = arith.constant 5 : i32
  %0 = arith.ori %m1, %x : i32
  %1 = arith.ori %c5, %x : i32
  %2 = arith.andi %c5, %x : i32
  %c0 = index.constant 0
  %3 = index.mul %c0, %a
  return %0, %1, %2, %3 : i32, i32, i32, index
}
