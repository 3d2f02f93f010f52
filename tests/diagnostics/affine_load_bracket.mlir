func.func @c(%N: index, %m: memref<10xf32>) {
  %v = affine.load %m(%N) : memref<10xf32>
  return
}
