func.func @a(%N: index, %m: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %j = arith.addi %i, %i : index
    %v = affine.load %m[%j] : memref<10xf32>
  }
  return
}
