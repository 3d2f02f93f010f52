// RUN-DESCENT: opt -canonicalize
// Chains of integer additions, subtractions and products by constants; adding a product by -1.
func.func @f(%a: i32, %b: i32, %i: index) -> (i32, i32, i32, i32, index, i32) {
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %m1 = arith.constant -1 : i32
  %x = arith.addi %a, %c1 overflow<nsw> : i32
  %y = arith.addi %x, %c5 overflow<nsw, nuw> : i32
  %z = arith.subi %y, %c1 : i32
  %w = arith.subi %c5, %z : i32
  %v = arith.muli %a, %c5 : i32
  %u = arith.muli %v, %c5 : i32
  %n = arith.muli %b, %m1 : i32
  %s = arith.addi %a, %n : i32
  %c3 = arith.constant 3 : index
  %j = arith.addi %i, %c3 : index
  %k = arith.subi %j, %c3 : index
  %t = arith.subi %c1, %a : i32
  %r = arith.addi %t, %c5 : i32
  return %w, %u, %s, %y, %k, %r : i32, i32, i32, i32, index, i32
}
