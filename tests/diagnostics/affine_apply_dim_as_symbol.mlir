func.func @m(%N: index) {
  affine.for %i = 0 to 10 {
    %x = affine.apply affine_map<()[s0] -> (s0)>()[%i]
  }
  return
}
