// RUN-DESCENT: opt -split-input-file -verify-diagnostics
// A transfer_write's first type (the vector) is checked first; a contract's accumulator
// and result have the shape its maps give.
func.func @w(%m: memref<vector<2xf32>>, %i: index) {
  // expected-error@+1 {{requires vector type}}
  vector.transfer_write %m, %m[%i] : memref<vector<2xf32>>, f32
}
// -----
func.func @r(%v: vector<2xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{requires memref or ranked tensor type}}
  %0 = vector.transfer_read %v[%i], %p : vector<2xf32>, f32
}
// -----
#m = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
func.func @c(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<4x2xf32>) -> vector<4x2xf32> {
  // expected-error@+1 {{'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<2x4xf32>'}}
  %0 = vector.contract {indexing_maps = #m, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<4x2xf32>
  return %0 : vector<4x2xf32>
}
// -----
#m = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>]
func.func @s(%a: vector<3xf32>, %b: vector<3xf32>, %c: vector<3xf32>) -> vector<3xf32> {
  // expected-error@+1 {{expected indexing map 0 to have 2 number of inputs}}
  %0 = vector.contract {indexing_maps = #m, iterator_types = ["reduction", "parallel"]} %a, %b, %c : vector<3xf32>, vector<3xf32> into vector<3xf32>
  return %0 : vector<3xf32>
}
// -----
#m = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>]
func.func @v(%a: vector<3xf32>, %b: vector<3xf32>, %c: vector<f32>) -> vector<f32> {
  // expected-error@+1 {{invalid accumulator/result vector shape}}
  %0 = vector.contract {indexing_maps = #m, iterator_types = ["reduction"]} %a, %b, %c : vector<3xf32>, vector<3xf32> into vector<f32>
  return %0 : vector<f32>
}
// -----
func.func @scan_rank(%a: vector<2x3xi32>, %b: vector<1x3xi32>) -> vector<1x3xi32> {
  // expected-error@+1 {{initial value rank 2 has to be equal to 1}}
  %0:2 = vector.scan <add>, %a, %b {inclusive = true, reduction_dim = 0} : vector<2x3xi32>, vector<1x3xi32>
  return %0#1 : vector<1x3xi32>
}
