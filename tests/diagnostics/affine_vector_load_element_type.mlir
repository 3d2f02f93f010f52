func.func @f(%m: memref<100xf32>, %i: index) {
  affine.for %k = 0 to 16 step 8 {
    %v = affine.vector_load %m[%k] : memref<100xf32>, vector<8xf64>
  }
  return
}
