func.func @b(%N: index) {
  affine.for %i = 0 to affine_map<(d0) -> (d0)>()[%N] {
  }
  return
}
