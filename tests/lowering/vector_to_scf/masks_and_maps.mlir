// RUN-DESCENT: opt -convert-vector-to-scf -split-input-file
// Masked transfers go through a mask buffer beside the data buffer; permutation maps
// are lowered first (transposes, leading broadcasts, skipped memref dims); 1-D transfers
// of other maps or strides become loops of scalar loads and stores.

func.func @masked_read(%m: memref<?x?xf32>, %i: index, %j: index, %mask: vector<3x4xi1>) -> vector<3x4xf32> {
  %pad = arith.constant 2.5 : f32
  %v = vector.transfer_read %m[%i, %j], %pad, %mask : memref<?x?xf32>, vector<3x4xf32>
  return %v : vector<3x4xf32>
}

// -----

func.func @masked_write_3d(%m: memref<8x?x?xi32>, %i: index, %v: vector<2x3x4xi32>, %mask: vector<2x3x4xi1>) {
  vector.transfer_write %v, %m[%i, %i, %i], %mask {in_bounds = [false, true, false]} : vector<2x3x4xi32>, memref<8x?x?xi32>
  return
}

// -----

func.func @transposed(%m: memref<?x?x?xf32>, %i: index, %v: vector<4x3xf32>, %mask: vector<3x4xi1>) -> vector<4x3xf32> {
  %pad = arith.constant 0.0 : f32
  %r = vector.transfer_read %m[%i, %i, %i], %pad, %mask {permutation_map = affine_map<(d0, d1, d2) -> (d2, d1)>} : memref<?x?x?xf32>, vector<4x3xf32>
  vector.transfer_write %v, %m[%i, %i, %i] {permutation_map = affine_map<(d0, d1, d2) -> (d2, d1)>, in_bounds = [true, false]} : vector<4x3xf32>, memref<?x?x?xf32>
  return %r : vector<4x3xf32>
}

// -----

func.func @broadcasts(%m: memref<?x?x?xf32>, %i: index) -> (vector<2x4x3xf32>, vector<4x3xf32>, vector<4x3xf32>) {
  %pad = arith.constant 0.0 : f32
  %a = vector.transfer_read %m[%i, %i, %i], %pad {permutation_map = affine_map<(d0, d1, d2) -> (0, d2, d1)>} : memref<?x?x?xf32>, vector<2x4x3xf32>
  %b = vector.transfer_read %m[%i, %i, %i], %pad {permutation_map = affine_map<(d0, d1, d2) -> (d1, 0)>} : memref<?x?x?xf32>, vector<4x3xf32>
  %c = vector.transfer_read %m[%i, %i, %i], %pad {permutation_map = affine_map<(d0, d1, d2) -> (0, 0)>} : memref<?x?x?xf32>, vector<4x3xf32>
  return %a, %b, %c : vector<2x4x3xf32>, vector<4x3xf32>, vector<4x3xf32>
}

// -----

func.func @skipped_dim(%m: memref<?x?x?xf32>, %i: index, %v: vector<4x3xf32>) {
  vector.transfer_write %v, %m[%i, %i, %i] {permutation_map = affine_map<(d0, d1, d2) -> (d0, d2)>, in_bounds = [true, false]} : vector<4x3xf32>, memref<?x?x?xf32>
  return
}

// -----

func.func @one_d(%m: memref<7x42xf32>, %s: memref<8x4xf32, strided<[1, 8]>>, %i: index, %v: vector<4xf32>, %mask: vector<4xi1>) -> (vector<4xf32>, vector<4xf32>) {
  %pad = arith.constant 0.0 : f32
  %a = vector.transfer_read %m[%i, %i], %pad, %mask {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<7x42xf32>, vector<4xf32>
  %b = vector.transfer_read %s[%i, %i], %pad : memref<8x4xf32, strided<[1, 8]>>, vector<4xf32>
  vector.transfer_write %v, %s[%i, %i], %mask {in_bounds = [true]} : vector<4xf32>, memref<8x4xf32, strided<[1, 8]>>
  return %a, %b : vector<4xf32>, vector<4xf32>
}

// -----

func.func @mask_of_broadcast(%m: memref<?x?xf32>, %i: index, %mask: vector<4xi1>) -> vector<3x4xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %i], %pad, %mask {permutation_map = affine_map<(d0, d1) -> (0, d1)>, in_bounds = [true, false]} : memref<?x?xf32>, vector<3x4xf32>
  return %v : vector<3x4xf32>
}

// -----

func.func @mask_1d_of_2d(%m: memref<?x?xf32>, %i: index, %mask: vector<4xi1>) -> vector<4x3xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %i], %pad, %mask {permutation_map = affine_map<(d0, d1) -> (d0, 0)>} : memref<?x?xf32>, vector<4x3xf32>
  return %v : vector<4x3xf32>
}

// -----

func.func @in_loop(%m: memref<?x?xf32>, %n: index, %mask: vector<2x2xi1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant 0.0 : f32
  scf.for %k = %c0 to %n step %c1 {
    %v = vector.transfer_read %m[%k, %c0], %pad, %mask {in_bounds = [true, true]} : memref<?x?xf32>, vector<2x2xf32>
    vector.transfer_write %v, %m[%c0, %k], %mask : vector<2x2xf32>, memref<?x?xf32>
  }
  return
}
