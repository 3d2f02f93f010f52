func.func @g(%N: index) {
  affine.if affine_set<(d0)[s0] : (d0 >= 0)>()[%N] {
  }
  return
}
