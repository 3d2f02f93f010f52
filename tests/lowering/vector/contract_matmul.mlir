// RUN-DESCENT: opt -convert-vector-to-llvm=vector-contract-lowering=llvmintr
// Matrix-matrix contractions as llvm.intr.matrix.multiply: row-major operands, transposed
// ones, a transposed accumulator, an integer one.
#mk = affine_map<(i, j, k) -> (i, k)>
#km = affine_map<(i, j, k) -> (k, i)>
#kn = affine_map<(i, j, k) -> (k, j)>
#nk = affine_map<(i, j, k) -> (j, k)>
#mn = affine_map<(i, j, k) -> (i, j)>
#nm = affine_map<(i, j, k) -> (j, i)>
func.func @c(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
func.func @t(%a: vector<3x2xi32>, %b: vector<4x3xi32>, %c: vector<4x2xi32>) -> vector<4x2xi32> {
  %0 = vector.contract {indexing_maps = [#km, #nk, #nm], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<3x2xi32>, vector<4x3xi32> into vector<4x2xi32>
  return %0 : vector<4x2xi32>
}
