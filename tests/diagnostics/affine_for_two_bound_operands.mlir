func.func @n(%N: index) {
  affine.for %i = 0 to %N, %N {
  }
  return
}
