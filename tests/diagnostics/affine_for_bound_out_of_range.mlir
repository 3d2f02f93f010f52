func.func @c(%N: index) {
  affine.for %i = 0 to 9223372036854775808 {
  }
  return
}
