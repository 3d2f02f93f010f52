// RUN-DESCENT: opt -convert-vector-to-llvm=vector-contract-lowering=outerproduct
// Masked outer products (row by row, each row selected against the accumulator's where
// the mask is off; the vector-times-scalar form too) and masked contractions under the
// outerproduct strategy (the mask transposed like the operands, one row per step).
func.func @mop(%a: vector<2xf32>, %b: vector<3xf32>, %c: vector<2x3xf32>, %m: vector<2x3xi1>) -> vector<2x3xf32> {
  %r = vector.mask %m { vector.outerproduct %a, %b, %c : vector<2xf32>, vector<3xf32> } : vector<2x3xi1> -> vector<2x3xf32>
  return %r : vector<2x3xf32>
}
func.func @mop_int(%a: vector<2xi32>, %b: vector<3xi32>, %c: vector<2x3xi32>, %m: vector<2x3xi1>) -> vector<2x3xi32> {
  %r = vector.mask %m { vector.outerproduct %a, %b, %c {kind = #vector.kind<maxsi>} : vector<2xi32>, vector<3xi32> } : vector<2x3xi1> -> vector<2x3xi32>
  return %r : vector<2x3xi32>
}
func.func @maxpy(%a: vector<4xf32>, %b: f32, %c: vector<4xf32>, %m: vector<4xi1>) -> vector<4xf32> {
  %r = vector.mask %m { vector.outerproduct %a, %b, %c : vector<4xf32>, f32 } : vector<4xi1> -> vector<4xf32>
  return %r : vector<4xf32>
}
func.func @mtmv(%a: vector<3x2xf32>, %b: vector<3xf32>, %c: vector<2xf32>, %m: vector<3x2xi1>) -> vector<2xf32> {
  %r = vector.mask %m { vector.contract {indexing_maps = [affine_map<(k, m) -> (k, m)>, affine_map<(k, m) -> (k)>, affine_map<(k, m) -> (m)>], iterator_types = ["reduction", "parallel"], kind = #vector.kind<add>} %a, %b, %c : vector<3x2xf32>, vector<3xf32> into vector<2xf32> } : vector<3x2xi1> -> vector<2xf32>
  return %r : vector<2xf32>
}
func.func @masked_mm(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>, %m: vector<2x4x3xi1>) -> vector<2x4xf32> {
  %r = vector.mask %m { vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32> } : vector<2x4x3xi1> -> vector<2x4xf32>
  return %r : vector<2x4xf32>
}
