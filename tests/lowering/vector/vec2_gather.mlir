// RUN-DESCENT: opt --test-vector-gather-lowering
// MLIR's gather lowering test pass: one conditional one-element load per lane.
func.func @gather_8(%base: memref<?x?xf32>, %indices: vector<8xi32>,
              %mask: vector<8xi1>, %pass_thru: vector<8xf32>) -> vector<8xf32> {
  %c0 = arith.constant 0: index
  %g = vector.gather %base[%c0, %c0][%indices], %mask, %pass_thru
    : memref<?x?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return %g : vector<8xf32>
}
func.func @gather_at(%base: memref<?xf32>, %off: index, %indices: vector<3xindex>,
              %mask: vector<3xi1>, %pass_thru: vector<3xf32>) -> vector<3xf32> {
  %g = vector.gather %base[%off][%indices], %mask, %pass_thru
    : memref<?xf32>, vector<3xindex>, vector<3xi1>, vector<3xf32> into vector<3xf32>
  return %g : vector<3xf32>
}
