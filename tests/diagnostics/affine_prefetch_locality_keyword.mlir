func.func @e(%m: memref<4x4xi32>, %i: index) {
  affine.prefetch %m[%i, %i], read, localit<1>, data : memref<4x4xi32>
  return
}
