// RUN-DESCENT: opt -convert-vector-to-llvm=vector-contract-lowering=outerproduct
// Contractions as vector.outerproduct steps: matmat layouts, matvec, transposed matvec,
// vec-mat, another kind and widened operands; a batch matmul unrolls first.
func.func @mv(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  %r = vector.contract {indexing_maps = [affine_map<(m, k) -> (m, k)>, affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (m)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  return %r : vector<2xf32>
}
func.func @tmv(%a: vector<3x2xi32>, %b: vector<3xi32>, %c: vector<2xi32>) -> vector<2xi32> {
  %r = vector.contract {indexing_maps = [affine_map<(k, m) -> (k, m)>, affine_map<(k, m) -> (k)>, affine_map<(k, m) -> (m)>], iterator_types = ["reduction", "parallel"], kind = #vector.kind<add>} %a, %b, %c : vector<3x2xi32>, vector<3xi32> into vector<2xi32>
  return %r : vector<2xi32>
}
func.func @vm(%a: vector<3xf32>, %b: vector<2x3xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  %r = vector.contract {indexing_maps = [affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (m, k)>, affine_map<(m, k) -> (m)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<3xf32>, vector<2x3xf32> into vector<2xf32>
  return %r : vector<2xf32>
}
func.func @mmt(%a: vector<2x3xf32>, %b: vector<4x3xf32>, %c: vector<4x2xf32>) -> vector<4x2xf32> {
  %r = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (n, m)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<4x3xf32> into vector<4x2xf32>
  return %r : vector<4x2xf32>
}
func.func @mmax(%a: vector<3x2xf32>, %b: vector<3x2xf32>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %r = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>} %a, %b, %c : vector<3x2xf32>, vector<3x2xf32> into vector<2x2xf32>
  return %r : vector<2x2xf32>
}
func.func @mixed(%a: vector<3x2xi8>, %b: vector<3x2xi8>, %c: vector<2x2xi32>) -> vector<2x2xi32> {
  %r = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<3x2xi8>, vector<3x2xi8> into vector<2x2xi32>
  return %r : vector<2x2xi32>
}
func.func @unitred2(%a: vector<1x4xi32>, %b: vector<1x4xi32>, %c: vector<4xi32>) -> vector<4xi32> {
  %r = vector.contract {indexing_maps = [affine_map<(n, k) -> (k, n)>, affine_map<(n, k) -> (k, n)>, affine_map<(n, k) -> (n)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<1x4xi32>, vector<1x4xi32> into vector<4xi32>
  return %r : vector<4xi32>
}
func.func @red2(%a: vector<2x3x4xf32>, %b: vector<3x2x4xf32>, %c: vector<4xf32>) -> vector<4xf32> {
  %r = vector.contract {indexing_maps = [affine_map<(i, j, n) -> (i, j, n)>, affine_map<(i, j, n) -> (j, i, n)>, affine_map<(i, j, n) -> (n)>], iterator_types = ["reduction", "reduction", "parallel"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3x4xf32>, vector<3x2x4xf32> into vector<4xf32>
  return %r : vector<4xf32>
}
func.func @mulkind(%a: vector<4xi32>, %b: vector<4xi32>, %c: i32) -> i32 {
  %r = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<mul>} %a, %b, %c : vector<4xi32>, vector<4xi32> into i32
  return %r : i32
}
func.func @batch(%a: vector<2x2x3xf32>, %b: vector<2x3x4xf32>, %c: vector<2x2x4xf32>) -> vector<2x2x4xf32> {
  %r = vector.contract {indexing_maps = [affine_map<(b, i, j, k) -> (b, i, k)>, affine_map<(b, i, j, k) -> (b, k, j)>, affine_map<(b, i, j, k) -> (b, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x2x3xf32>, vector<2x3x4xf32> into vector<2x2x4xf32>
  return %r : vector<2x2x4xf32>
}
