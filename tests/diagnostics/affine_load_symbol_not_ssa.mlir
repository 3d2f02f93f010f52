func.func @f(%N: index, %m: memref<4xindex>) {
  %x = affine.load %m[symbol(1)] : memref<4xindex>
  return
}
