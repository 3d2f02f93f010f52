// RUN-DESCENT: opt --convert-vector-to-llvm
// Transfers of scalable vectors, index elements, other address spaces, constant masks, 0-D
// vectors and strided memrefs (which stay transfers: -convert-vector-to-scf lowers them).
func.func @rw_scalable(%A : memref<?xf32>, %base: index) -> vector<[17]xf32> {
  %f7 = arith.constant 7.0: f32
  %f = vector.transfer_read %A[%base], %f7 {permutation_map = affine_map<(d0) -> (d0)>} : memref<?xf32>, vector<[17]xf32>
  vector.transfer_write %f, %A[%base] {permutation_map = affine_map<(d0) -> (d0)>} : vector<[17]xf32>, memref<?xf32>
  return %f: vector<[17]xf32>
}
func.func @rw_index(%A : memref<?xindex>, %base: index) -> vector<17xindex> {
  %f7 = arith.constant 7: index
  %f = vector.transfer_read %A[%base], %f7 : memref<?xindex>, vector<17xindex>
  vector.transfer_write %f, %A[%base] : vector<17xindex>, memref<?xindex>
  return %f: vector<17xindex>
}
func.func @r2d1d(%A : memref<?x?xf32>, %base0: index, %base1: index) -> vector<[17]xf32> {
  %f7 = arith.constant 7.0: f32
  %f = vector.transfer_read %A[%base0, %base1], %f7 {permutation_map = affine_map<(d0, d1) -> (d1)>} : memref<?x?xf32>, vector<[17]xf32>
  return %f: vector<[17]xf32>
}
func.func @addrspace(%A : memref<?xf32, 3>, %base: index) -> vector<17xf32> {
  %f7 = arith.constant 7.0: f32
  %f = vector.transfer_read %A[%base], %f7 : memref<?xf32, 3>, vector<17xf32>
  vector.transfer_write %f, %A[%base] : vector<17xf32>, memref<?xf32, 3>
  return %f: vector<17xf32>
}
func.func @inb_scalable(%A : memref<?xf32>, %base: index) -> vector<[17]xf32> {
  %f7 = arith.constant 7.0: f32
  %f = vector.transfer_read %A[%base], %f7 {in_bounds = [true]} : memref<?xf32>, vector<[17]xf32>
  return %f: vector<[17]xf32>
}
func.func @mask_const(%A : memref<?xf32>, %base : index) -> vector<5xf32> {
  %m = arith.constant dense<[0, 0, 1, 0, 1]> : vector<5xi1>
  %f7 = arith.constant 7.0: f32
  %f = vector.transfer_read %A[%base], %f7, %m : memref<?xf32>, vector<5xf32>
  vector.transfer_write %f, %A[%base], %m : vector<5xf32>, memref<?xf32>
  return %f: vector<5xf32>
}
func.func @mask_scalable(%A : memref<?xf32>, %base : index, %m : vector<[5]xi1>) -> vector<[5]xf32> {
  %f7 = arith.constant 7.0: f32
  %f = vector.transfer_read %A[%base], %f7, %m : memref<?xf32>, vector<[5]xf32>
  vector.transfer_write %f, %A[%base], %m : vector<[5]xf32>, memref<?xf32>
  return %f: vector<[5]xf32>
}
func.func @zero_d(%A : memref<f32>, %B : memref<?xf32>, %i : index) -> vector<f32> {
  %f7 = arith.constant 7.0: f32
  %f = vector.transfer_read %A[], %f7 : memref<f32>, vector<f32>
  vector.transfer_write %f, %A[] : vector<f32>, memref<f32>
  %g = vector.transfer_read %B[%i], %f7 : memref<?xf32>, vector<f32>
  return %f: vector<f32>
}
func.func @strided(%A : memref<?xf32, strided<[2]>>, %i : index) -> vector<4xf32> {
  %f7 = arith.constant 7.0: f32
  %f = vector.transfer_read %A[%i], %f7 {in_bounds = [true]} : memref<?xf32, strided<[2]>>, vector<4xf32>
  return %f: vector<4xf32>
}
