// RUN-DESCENT: opt -convert-vector-to-llvm=vector-contract-lowering=parallelarith
// Contractions whose reduction dims have size 1 as elementwise ops (broadcast, transposed,
// extracted); others unroll.
func.func @mv(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  %r = vector.contract {indexing_maps = [affine_map<(m, k) -> (m, k)>, affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (m)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  return %r : vector<2xf32>
}
func.func @mixed(%a: vector<3x2xi8>, %b: vector<3x2xi8>, %c: vector<2x2xi32>) -> vector<2x2xi32> {
  %r = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<3x2xi8>, vector<3x2xi8> into vector<2x2xi32>
  return %r : vector<2x2xi32>
}
func.func @unitred(%a: vector<2x1xf32>, %b: vector<1x3xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  %r = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x1xf32>, vector<1x3xf32> into vector<2x3xf32>
  return %r : vector<2x3xf32>
}
func.func @unitred2(%a: vector<1x4xi32>, %b: vector<1x4xi32>, %c: vector<4xi32>) -> vector<4xi32> {
  %r = vector.contract {indexing_maps = [affine_map<(n, k) -> (k, n)>, affine_map<(n, k) -> (k, n)>, affine_map<(n, k) -> (n)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<1x4xi32>, vector<1x4xi32> into vector<4xi32>
  return %r : vector<4xi32>
}
