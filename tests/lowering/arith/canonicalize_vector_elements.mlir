// RUN-DESCENT: opt --canonicalize
// Folding an elementwise op over vector constants: an element whose scalar fold is an operand (x + 0 is x) takes that operand's element; wrapping sums fold.
func.func @f() -> (vector<4xi32>, vector<2xi32>, i32) {
  %a = arith.constant dense<[1563908231, 1, 1362716535, 1211272750]> : vector<4xi32>
  %b = arith.constant dense<[1315304415, -1084863285, 0, 1]> : vector<4xi32>
  %c = arith.addi %a, %b : vector<4xi32>
  %d = arith.constant dense<[1, 2]> : vector<2xi32>
  %e = arith.constant dense<[3, 4]> : vector<2xi32>
  %f = arith.addi %d, %e : vector<2xi32>
  %x = arith.constant 1563908231 : i32
  %y = arith.constant 1315304415 : i32
  %z = arith.addi %x, %y : i32
  return %c, %f, %z : vector<4xi32>, vector<2xi32>, i32
}
