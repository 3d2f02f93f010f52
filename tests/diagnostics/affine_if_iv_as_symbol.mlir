func.func @k(%N: index) {
  affine.for %i = 0 to 10 {
    affine.if affine_set<()[s0] : (s0 >= 0)>()[%i] {
    }
  }
  return
}
