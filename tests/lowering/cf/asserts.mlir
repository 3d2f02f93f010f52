// RUN-DESCENT: opt -convert-cf-to-llvm
func.func @a(%c: i1, %d: i1) {
  cf.assert %c, "boom"
  cf.assert %d, "bang"
  cf.assert %d, "boom"
  return
}
func.func @b(%c: i1) {
  cf.assert %c, "x"
  return
}
