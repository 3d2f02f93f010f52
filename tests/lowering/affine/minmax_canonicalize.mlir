// RUN-DESCENT: opt --canonicalize
// affine.min / affine.max canonicalization, in MLIR's pattern order: a single result becomes
// an affine.apply, repeated results go, producers of the same kind are merged in, maps are
// simplified with their operands, linear results sorted by their coefficients.
func.func @mm3(%a: index, %b: index, %c: index) -> (index, index, index, index, index) {
  %0 = affine.min affine_map<()[s0] -> (s0 + 16, s0 * 8)> ()[%a]
  %1 = affine.min affine_map<(d0)[s0] -> (s0 + 4, d0)> (%0)[%b]
  %2 = affine.max affine_map<(d0, d1) -> (d1, d0 * 3, d0 - d1)>(%a, %b)
  %3 = affine.max affine_map<(d0) -> (d0, 7)>(%2)
  %4 = affine.min affine_map<(d0, d1) -> (d0 mod 4, d1)>(%a, %b)
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}
func.func @mm2(%n: index, %m: index) -> (index, index, index, index) {
  %c4 = arith.constant 4 : index
  %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%n)
  %0 = affine.min affine_map<(d0, d1) -> (d0, d1, d0)>(%a, %m)
  %1 = affine.max affine_map<(d0)[s0] -> (d0 * 2, s0)>(%a)[%c4]
  %2 = affine.min affine_map<(d0, d1) -> (d0 + 1, d1)>(%0, %m)
  %3 = affine.min affine_map<(d0) -> (d0, 10)>(%2)
  return %0, %1, %2, %3 : index, index, index, index
}
func.func @sr(%n: index, %m: index) -> (index, index, index) {
  %0 = affine.min affine_map<(d0) -> (d0 + 1)>(%n)
  %1 = affine.max affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%n)[%m]
  %2 = affine.min affine_map<(d0, d1) -> (d1 + 3, d0 + 1, d0 + 1, d1 + 3, d1 floordiv 2)>(%n, %m)
  return %0, %1, %2 : index, index, index
}
