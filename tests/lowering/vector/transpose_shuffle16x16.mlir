// RUN-DESCENT: opt -convert-vector-to-llvm=vector-transpose-lowering=shuffle16x16
// A 16x16 transpose (also of a 2-D slice of a 3-D vector) as the AVX-512 shuffle sequence;
// other 2-D slices as one shuffle.
func.func @tr(%a: vector<16x16xf32>) -> vector<16x16xf32> {
  %r = vector.transpose %a, [1, 0] : vector<16x16xf32> to vector<16x16xf32>
  return %r : vector<16x16xf32>
}
func.func @tr3(%a: vector<1x16x16xi32>) -> vector<16x1x16xi32> {
  %r = vector.transpose %a, [2, 0, 1] : vector<1x16x16xi32> to vector<16x1x16xi32>
  return %r : vector<16x1x16xi32>
}
func.func @small(%a: vector<4x8xf32>) -> vector<8x4xf32> {
  %r = vector.transpose %a, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
  return %r : vector<8x4xf32>
}
