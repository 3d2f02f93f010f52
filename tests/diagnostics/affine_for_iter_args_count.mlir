func.func @p(%N: index) {
  affine.for %i = 0 to 10 iter_args(%a = %N) -> (index, index) {
  }
  return
}
