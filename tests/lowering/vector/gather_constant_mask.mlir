// RUN-DESCENT: opt -convert-vector-to-llvm
// n-D gathers under a constant n-D mask: the mask is lowered row by row and the gather's
// row extracts fold through it, so the row constant stays after the function's own
// constant (an all-false row takes the pass-through).
func.func @g2(%base: memref<?xf32>, %idx: vector<2x2xindex>, %pass: vector<2x2xf32>) -> vector<2x2xf32> {
  %c0 = arith.constant 0 : index
  %mask = vector.constant_mask [1, 1] : vector<2x2xi1>
  %0 = vector.gather %base[%c0][%idx], %mask, %pass : memref<?xf32>, vector<2x2xindex>, vector<2x2xi1>, vector<2x2xf32> into vector<2x2xf32>
  return %0 : vector<2x2xf32>
}
func.func @g3d(%base: memref<?xi64>, %idx: vector<2x2x2xindex>, %pass: vector<2x2x2xi64>) -> vector<2x2x2xi64> {
  %c0 = arith.constant 0 : index
  %mask = vector.constant_mask [1, 2, 1] : vector<2x2x2xi1>
  %0 = vector.gather %base[%c0][%idx], %mask, %pass : memref<?xi64>, vector<2x2x2xindex>, vector<2x2x2xi1>, vector<2x2x2xi64> into vector<2x2x2xi64>
  return %0 : vector<2x2x2xi64>
}
