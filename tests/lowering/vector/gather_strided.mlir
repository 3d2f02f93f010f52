// RUN-DESCENT: opt -convert-vector-to-llvm
// Gathers and scatters are lowered only on memrefs whose innermost stride is 1.
func.func @strided(%m: memref<?xf32, strided<[2]>>, %i: vector<3xi32>, %k: vector<3xi1>, %p: vector<3xf32>) -> vector<3xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.gather %m[%c0][%i], %k, %p : memref<?xf32, strided<[2]>>, vector<3xi32>, vector<3xi1>, vector<3xf32> into vector<3xf32>
  vector.scatter %m[%c0][%i], %k, %0 : memref<?xf32, strided<[2]>>, vector<3xi32>, vector<3xi1>, vector<3xf32>
  return %0 : vector<3xf32>
}
func.func @unit(%m: memref<4x?xf32, strided<[?, 1], offset: ?>>, %i: vector<3xi32>, %k: vector<3xi1>, %p: vector<3xf32>) -> vector<3xf32> {
  %c1 = arith.constant 1 : index
  %0 = vector.gather %m[%c1, %c1][%i], %k, %p : memref<4x?xf32, strided<[?, 1], offset: ?>>, vector<3xi32>, vector<3xi1>, vector<3xf32> into vector<3xf32>
  vector.scatter %m[%c1, %c1][%i], %k, %0 : memref<4x?xf32, strided<[?, 1], offset: ?>>, vector<3xi32>, vector<3xi1>, vector<3xf32>
  return %0 : vector<3xf32>
}
