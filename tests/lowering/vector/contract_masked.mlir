// RUN-DESCENT: opt -convert-vector-to-llvm
// Masked contractions (vector.mask around vector.contract) unroll with the mask sliced
// along each unrolled iterator; the final reductions are masked (llvm.intr.vp.reduce).
func.func @masked_dot(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32, %m: vector<4xi1>) -> f32 {
  %r = vector.mask %m { vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4xf32>, vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %r : f32
}
func.func @masked_mm(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>, %m: vector<2x4x3xi1>) -> vector<2x4xf32> {
  %r = vector.mask %m { vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32> } : vector<2x4x3xi1> -> vector<2x4xf32>
  return %r : vector<2x4xf32>
}
func.func @masked_mv(%a: vector<2x3xi32>, %b: vector<3xi32>, %c: vector<2xi32>, %m: vector<2x3xi1>) -> vector<2xi32> {
  %r = vector.mask %m { vector.contract {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xi32>, vector<3xi32> into vector<2xi32> } : vector<2x3xi1> -> vector<2xi32>
  return %r : vector<2xi32>
}
func.func @masked_full(%a: vector<2x3xf32>, %b: vector<3x2xf32>, %c: f32, %m: vector<2x3xi1>) -> f32 {
  %r = vector.mask %m { vector.contract {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> ()>], iterator_types = ["reduction", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3x2xf32> into f32 } : vector<2x3xi1> -> f32
  return %r : f32
}
func.func @masked_batch(%a: vector<2x2x3xf32>, %b: vector<2x3x2xf32>, %c: vector<2x2x2xf32>, %m: vector<2x2x2x3xi1>) -> vector<2x2x2xf32> {
  %r = vector.mask %m { vector.contract {indexing_maps = [affine_map<(b, i, j, k) -> (b, i, k)>, affine_map<(b, i, j, k) -> (b, k, j)>, affine_map<(b, i, j, k) -> (b, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x2x3xf32>, vector<2x3x2xf32> into vector<2x2x2xf32> } : vector<2x2x2x3xi1> -> vector<2x2x2xf32>
  return %r : vector<2x2x2xf32>
}
