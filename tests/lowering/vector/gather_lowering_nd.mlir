// RUN-DESCENT: opt -test-vector-gather-lowering
// n-D gathers are unrolled row by row before each row becomes conditional loads; the
// row extracts fold into the lane extracts (MLIR runs these patterns greedily).
func.func @g2d(%base: memref<?x?xf32>, %idx: vector<2x3xi32>, %mask: vector<2x3xi1>, %pass: vector<2x3xf32>) -> vector<2x3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = vector.gather %base[%c0, %c1][%idx], %mask, %pass : memref<?x?xf32>, vector<2x3xi32>, vector<2x3xi1>, vector<2x3xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
func.func @g3d(%base: memref<?xi64>, %idx: vector<2x2x2xindex>, %pass: vector<2x2x2xi64>) -> vector<2x2x2xi64> {
  %c0 = arith.constant 0 : index
  %mask = vector.constant_mask [1, 2, 1] : vector<2x2x2xi1>
  %0 = vector.gather %base[%c0][%idx], %mask, %pass : memref<?xi64>, vector<2x2x2xindex>, vector<2x2x2xi1>, vector<2x2x2xi64> into vector<2x2x2xi64>
  return %0 : vector<2x2x2xi64>
}
