func.func @f(%N: index, %m: memref<4xindex>) {
  %x = affine.load %m[%N] : i32
  return
}
