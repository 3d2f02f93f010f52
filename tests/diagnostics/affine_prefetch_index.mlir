func.func @g(%m: memref<4x4xi32>, %i: index) {
  affine.for %k = 0 to 4 {
    %y = arith.addi %k, %k : index
    affine.prefetch %m[%y, %i], read, locality<1>, data : memref<4x4xi32>
  }
  return
}
