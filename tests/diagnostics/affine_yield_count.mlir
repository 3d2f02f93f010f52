func.func @q(%N: index) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %N) -> (index) {
  }
  return
}
