// RUN-DESCENT: opt --test-single-fold
// MLIR 22's affine.min/max fold leaves a single result that is an operand alone (canonicalization patterns rewrite it): only constant results fold.
func.func @f(%a: index, %b: index) -> (index, index, index) {
  %0 = affine.min affine_map<()[s0] -> (s0)>()[%a]
  %1 = affine.max affine_map<(d0) -> (d0)>(%a)
  %2 = affine.min affine_map<(d0)[s0] -> (s0)>(%a)[%b]
  return %0, %1, %2 : index, index, index
}
func.func @g(%a: index) -> (index, index) {
  %c3 = arith.constant 3 : index
  %0 = affine.min affine_map<(d0)[s0] -> (s0, d0 + 2)>(%c3)[%a]
  %1 = affine.max affine_map<(d0) -> (d0 * 2, 4)>(%c3)
  return %0, %1 : index, index
}
func.func @h(%a: index, %b: index) -> (index, index, index, index, index) {
  %0 = affine.min affine_map<(d0)[s0] -> (d0)>(%a)[%b]
  %1 = affine.min affine_map<(d0)[s0] -> (d0)>(%a)[%a]
  %2 = affine.min affine_map<(d0, d1) -> (d0)>(%a, %b)
  %3 = affine.max affine_map<(d0)[s0] -> (d0, s0)>(%a)[%a]
  %4 = affine.max affine_map<(d0)[s0] -> (s0 + 1)>(%a)[%b]
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}
