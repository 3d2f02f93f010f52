func.func @h(%N: index) {
  affine.for %i = affine_map<(d0) -> (d0, 1)>(%N) to 10 {
  }
  return
}
