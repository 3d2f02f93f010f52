func.func @a(%N: index) {
  affine.for %i = 0 to affine_map<()[s0] -> (s0)>()[%N, %N] {
  }
  return
}
