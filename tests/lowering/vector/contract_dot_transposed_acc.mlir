// RUN-DESCENT: opt -convert-vector-to-llvm
// The dot form of a row-major matmul into a transposed accumulator: the lhs is the
// transposed rhs, the rhs the lhs (rows of the result are columns of the product).
func.func @mmtt(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<4x2xf32>) -> vector<4x2xf32> {
  %r = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (n, m)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<4x2xf32>
  return %r : vector<4x2xf32>
}
