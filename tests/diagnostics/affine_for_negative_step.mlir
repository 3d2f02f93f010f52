func.func @j(%N: index) {
  affine.for %i = 0 to 10 step -1 {
  }
  return
}
