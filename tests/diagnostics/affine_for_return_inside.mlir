func.func @return_inside_loop() {
  affine.for %i = 1 to 100 {
    func.return
  }
  return
}
