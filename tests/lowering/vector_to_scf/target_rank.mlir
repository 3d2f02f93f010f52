// RUN-DESCENT: opt -convert-vector-to-scf=target-rank=2
// Transfers are unpacked down to `target-rank`; with a target other than 1 the 1-D
// transfers of other maps stay transfers.

func.func @rank3(%m: memref<?x?x?xf32>, %i: index, %v: vector<2x3x4xf32>) -> (vector<2x3x4xf32>, vector<3x4xf32>, vector<4xf32>) {
  %pad = arith.constant 0.0 : f32
  %a = vector.transfer_read %m[%i, %i, %i], %pad : memref<?x?x?xf32>, vector<2x3x4xf32>
  %b = vector.transfer_read %m[%i, %i, %i], %pad : memref<?x?x?xf32>, vector<3x4xf32>
  %c = vector.transfer_read %m[%i, %i, %i], %pad {permutation_map = affine_map<(d0, d1, d2) -> (d0)>} : memref<?x?x?xf32>, vector<4xf32>
  vector.transfer_write %v, %m[%i, %i, %i] {in_bounds = [true, true, true]} : vector<2x3x4xf32>, memref<?x?x?xf32>
  return %a, %b, %c : vector<2x3x4xf32>, vector<3x4xf32>, vector<4xf32>
}
