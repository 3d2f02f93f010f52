// RUN-DESCENT: opt -lower-affine
// affine.vector_load / affine.vector_store become vector.load / vector.store on the
// expanded subscripts.
func.func @v(%m: memref<100x100xf32>, %i: index, %j: index) {
  %v = affine.vector_load %m[%i + 3, %j * 2] : memref<100x100xf32>, vector<8xf32>
  affine.vector_store %v, %m[%i, symbol(%j) floordiv 4] : memref<100x100xf32>, vector<8xf32>
  affine.for %k = 0 to 64 step 8 {
    %w = affine.vector_load %m[%k, %k] : memref<100x100xf32>, vector<8xf32>
    affine.vector_store %w, %m[%k + 1, %k] : memref<100x100xf32>, vector<8xf32>
  }
  return
}
