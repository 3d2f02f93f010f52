// Contractions of every layout the lowerings distinguish, run through -test-lower-to-llvm
// and through each vector-contract-lowering: matmul with row- and column-major operands
// and a transposed accumulator, matvec, vec-mat, a batch matmul, a full reduction of two
// dims to a scalar, integer elements and a unit reduction dim.
func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %b = arith.constant dense<[[1.0, -1.0, 2.0, 0.5], [0.0, 3.0, 1.0, 2.0], [2.0, 1.0, -2.0, 1.0]]> : vector<3x4xf32>
  %bt = vector.transpose %b, [1, 0] : vector<3x4xf32> to vector<4x3xf32>
  %at = vector.transpose %a, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %acc = arith.constant dense<[[0.5, 0.5, 0.5, 0.5], [1.0, 1.0, 1.0, 1.0]]> : vector<2x4xf32>
  %acct = arith.constant dense<1.5> : vector<4x2xf32>
  %mm = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %acc : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  vector.print %mm : vector<2x4xf32>
  %mmt = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (n, m)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %acct : vector<2x3xf32>, vector<3x4xf32> into vector<4x2xf32>
  vector.print %mmt : vector<4x2xf32>
  %mm2 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} %at, %bt, %acc : vector<3x2xf32>, vector<4x3xf32> into vector<2x4xf32>
  vector.print %mm2 : vector<2x4xf32>
  %mm3 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (n, m)>], iterator_types = ["parallel", "parallel", "reduction"]} %at, %bt, %acct : vector<3x2xf32>, vector<4x3xf32> into vector<4x2xf32>
  vector.print %mm3 : vector<4x2xf32>
  %x = arith.constant dense<[1.0, 0.5, -1.0]> : vector<3xf32>
  %y = arith.constant dense<[2.0, 3.0]> : vector<2xf32>
  %mv = vector.contract {indexing_maps = [affine_map<(m, k) -> (m, k)>, affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (m)>], iterator_types = ["parallel", "reduction"]} %a, %x, %y : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  vector.print %mv : vector<2xf32>
  %vm = vector.contract {indexing_maps = [affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (k, m)>, affine_map<(m, k) -> (m)>], iterator_types = ["parallel", "reduction"]} %x, %at, %y : vector<3xf32>, vector<3x2xf32> into vector<2xf32>
  vector.print %vm : vector<2xf32>
  %tmv = vector.contract {indexing_maps = [affine_map<(k, m) -> (k, m)>, affine_map<(k, m) -> (k)>, affine_map<(k, m) -> (m)>], iterator_types = ["reduction", "parallel"]} %at, %x, %y : vector<3x2xf32>, vector<3xf32> into vector<2xf32>
  vector.print %tmv : vector<2xf32>
  %ba = vector.broadcast %a : vector<2x3xf32> to vector<2x2x3xf32>
  %bb = vector.broadcast %b : vector<3x4xf32> to vector<2x3x4xf32>
  %bacc = vector.broadcast %acc : vector<2x4xf32> to vector<2x2x4xf32>
  %bmm = vector.contract {indexing_maps = [affine_map<(b, i, j, k) -> (b, i, k)>, affine_map<(b, i, j, k) -> (b, k, j)>, affine_map<(b, i, j, k) -> (b, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} %ba, %bb, %bacc : vector<2x2x3xf32>, vector<2x3x4xf32> into vector<2x2x4xf32>
  vector.print %bmm : vector<2x2x4xf32>
  %s0 = arith.constant 0.25 : f32
  %full = vector.contract {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> ()>], iterator_types = ["reduction", "reduction"]} %a, %at, %s0 : vector<2x3xf32>, vector<3x2xf32> into f32
  vector.print %full : f32
  %ia = arith.constant dense<[[1, 2], [3, 4], [5, 6]]> : vector<3x2xi32>
  %ib = arith.constant dense<[[7, 8, 9], [10, 11, 12]]> : vector<2x3xi32>
  %iacc = arith.constant dense<1> : vector<3x3xi32>
  %imm = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} %ia, %ib, %iacc : vector<3x2xi32>, vector<2x3xi32> into vector<3x3xi32>
  vector.print %imm : vector<3x3xi32>
  %u = arith.constant dense<[[2.0], [3.0]]> : vector<2x1xf32>
  %v = arith.constant dense<[[1.0, 2.0, 4.0]]> : vector<1x3xf32>
  %uacc = arith.constant dense<0.5> : vector<2x3xf32>
  %unit = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} %u, %v, %uacc : vector<2x1xf32>, vector<1x3xf32> into vector<2x3xf32>
  vector.print %unit : vector<2x3xf32>
  vector.print str "done\n"
  return
}
