func.func @result_number() {
  affine.for %n0#0 = 0 to 7 {
  }
  return
}
