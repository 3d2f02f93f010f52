// RUN-DESCENT: opt --convert-vector-to-llvm
// 1-D transfers as -convert-vector-to-llvm's greedy step lowers them: masks for the dims
// that may run out of bounds, in-bounds folding of static sizes and constant indices,
// loads/stores (masked, broadcast), and what stays a transfer.
func.func @static_in_bounds(%m: memref<8xf32>) -> vector<4xf32> {
  %c2 = arith.constant 2 : index
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c2], %p : memref<8xf32>, vector<4xf32>
  return %v : vector<4xf32>
}
func.func @static_out_of_bounds(%m: memref<8xf32>) -> vector<4xf32> {
  %c6 = arith.constant 6 : index
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c6], %p : memref<8xf32>, vector<4xf32>
  return %v : vector<4xf32>
}
func.func @masked(%m: memref<8xf32>, %i: index, %mask: vector<4xi1>, %p: f32) -> vector<4xf32> {
  %v = vector.transfer_read %m[%i], %p, %mask : memref<8xf32>, vector<4xf32>
  vector.transfer_write %v, %m[%i], %mask : vector<4xf32>, memref<8xf32>
  return %v : vector<4xf32>
}
func.func @masked_in_bounds(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %p: f32) {
  %v = vector.transfer_read %m[%i], %p, %mask {in_bounds = [true]} : memref<?xf32>, vector<4xf32>
  vector.transfer_write %v, %m[%i], %mask {in_bounds = [true]} : vector<4xf32>, memref<?xf32>
  return
}
func.func @two_d_stays(%m: memref<?x8xf32>, %i: index) -> vector<4x8xf32> {
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %i], %p : memref<?x8xf32>, vector<4x8xf32>
  return %v : vector<4x8xf32>
}
func.func @permuted_and_broadcast(%m: memref<?x?xf32>, %i: index) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  %w = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (0)>} : memref<?x?xf32>, vector<4xf32>
  %s = arith.addf %v, %w : vector<4xf32>
  return %s : vector<4xf32>
}
func.func @in_loop(%m: memref<?x?xf32>, %i: index, %j: index, %n: index) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = arith.constant 1.0 : f32
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %p) -> f32 {
    %c = arith.constant 0.0 : f32
    %v = vector.transfer_read %m[%i, %k], %c : memref<?x?xf32>, vector<4xf32>
    %w = vector.transfer_read %m[%k, %j], %c : memref<?x?xf32>, vector<4xf32>
    %s = arith.addf %v, %w : vector<4xf32>
    vector.transfer_write %s, %m[%i, %j] : vector<4xf32>, memref<?x?xf32>
    scf.yield %acc : f32
  }
  %v = vector.transfer_read %m[%i, %j], %p {in_bounds=[true]}: memref<?x?xf32>, vector<4xf32>
  return %v : vector<4xf32>
}
func.func @write_static(%m: memref<16xi32>, %v: vector<8xi32>) {
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  vector.transfer_write %v, %m[%c8] : vector<8xi32>, memref<16xi32>
  vector.transfer_write %v, %m[%c12] : vector<8xi32>, memref<16xi32>
  return
}
func.func @vector_elements(%m: memref<?xvector<4xf32>>, %i: index) -> vector<4xf32> {
  %p = arith.constant dense<0.0> : vector<4xf32>
  %v = vector.transfer_read %m[%i], %p {in_bounds = []} : memref<?xvector<4xf32>>, vector<4xf32>
  return %v : vector<4xf32>
}
func.func @create_masks(%n: index) -> (vector<4xi1>, vector<4xi1>, vector<4xi1>) {
  %c3 = arith.constant 3 : index
  %cm = arith.constant -1 : index
  %a = vector.create_mask %c3 : vector<4xi1>
  %b = vector.create_mask %cm : vector<4xi1>
  %c = vector.create_mask %n : vector<4xi1>
  return %a, %b, %c : vector<4xi1>, vector<4xi1>, vector<4xi1>
}
