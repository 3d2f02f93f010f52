// RUN-DESCENT: opt -convert-vector-to-llvm
// Contractions outside the dot forms unroll one parallel or reduction dim at a time: a batch
// matmul, a full reduction to a scalar, two reduction dims, a unit reduction dim.
func.func @batch(%a: vector<2x2x3xf32>, %b: vector<2x3x4xf32>, %c: vector<2x2x4xf32>) -> vector<2x2x4xf32> {
  %r = vector.contract {indexing_maps = [affine_map<(b, i, j, k) -> (b, i, k)>, affine_map<(b, i, j, k) -> (b, k, j)>, affine_map<(b, i, j, k) -> (b, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x2x3xf32>, vector<2x3x4xf32> into vector<2x2x4xf32>
  return %r : vector<2x2x4xf32>
}
func.func @full(%a: vector<2x3xi32>, %b: vector<2x3xi32>, %c: i32) -> i32 {
  %r = vector.contract {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>], iterator_types = ["reduction", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xi32>, vector<2x3xi32> into i32
  return %r : i32
}
func.func @unitred2(%a: vector<1x4xi32>, %b: vector<1x4xi32>, %c: vector<4xi32>) -> vector<4xi32> {
  %r = vector.contract {indexing_maps = [affine_map<(n, k) -> (k, n)>, affine_map<(n, k) -> (k, n)>, affine_map<(n, k) -> (n)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<1x4xi32>, vector<1x4xi32> into vector<4xi32>
  return %r : vector<4xi32>
}
func.func @red2(%a: vector<2x3x4xf32>, %b: vector<3x2x4xf32>, %c: vector<4xf32>) -> vector<4xf32> {
  %r = vector.contract {indexing_maps = [affine_map<(i, j, n) -> (i, j, n)>, affine_map<(i, j, n) -> (j, i, n)>, affine_map<(i, j, n) -> (n)>], iterator_types = ["reduction", "reduction", "parallel"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3x4xf32>, vector<3x2x4xf32> into vector<4xf32>
  return %r : vector<4xf32>
}
