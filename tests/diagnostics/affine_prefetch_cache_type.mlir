func.func @b(%m: memref<4x4xi32>, %i: index) {
  affine.prefetch %m[%i, %i], read, locality<3>, dat : memref<4x4xi32>
  return
}
