func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32, %mk: vector<4x8xi1>) {
  %0 = "vector.transfer_read"(%m, %i, %i, %p, %mk) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<?x?xf32>, index, index, f32, vector<4x8xi1>) -> vector<4x8xf32>
  return
}
