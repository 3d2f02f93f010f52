// RUN-DESCENT: opt --convert-vector-to-llvm
// vector.contract as MLIR's default dot lowering: matrix-matrix in every operand layout,
// matrix-vector, vector-matrix and 1-D dot products.
#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#nk = affine_map<(m, n, k) -> (n, k)>
#km = affine_map<(m, n, k) -> (k, m)>
#mn = affine_map<(m, n, k) -> (m, n)>
#nm = affine_map<(m, n, k) -> (n, m)>
func.func @mm(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
func.func @mm_nk(%a: vector<2x3xi32>, %b: vector<4x3xi32>, %c: vector<2x4xi32>) -> vector<2x4xi32> {
  %0 = vector.contract {indexing_maps = [#mk, #nk, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xi32>, vector<4x3xi32> into vector<2x4xi32>
  return %0 : vector<2x4xi32>
}
func.func @mm_t(%a: vector<3x2xf32>, %b: vector<3x4xf32>, %c: vector<4x2xf32>) -> vector<4x2xf32> {
  %0 = vector.contract {indexing_maps = [#km, #kn, #nm], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<3x2xf32>, vector<3x4xf32> into vector<4x2xf32>
  return %0 : vector<4x2xf32>
}
func.func @mv(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n) -> (m, n)>, affine_map<(m, n) -> (n)>, affine_map<(m, n) -> (m)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  return %0 : vector<2xf32>
}
func.func @vm(%a: vector<3xf32>, %b: vector<3x2xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n) -> (n)>, affine_map<(m, n) -> (n, m)>, affine_map<(m, n) -> (m)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<3xf32>, vector<3x2xf32> into vector<2xf32>
  return %0 : vector<2xf32>
}
func.func @dot(%a: vector<4xi32>, %b: vector<4xi32>, %c: i32) -> i32 {
  %0 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4xi32>, vector<4xi32> into i32
  return %0 : i32
}
