// RUN-DESCENT: opt --convert-complex-to-standard --allow-unregistered-dialect
// A partial conversion folds the ops it meets that are not legal, as MLIR's does; the fold
// of affine.min/affine.max replaces results that are constants (and folds the op when all
// are), and gives the first operand only for one symbol and the lone result d0 (MLIR's
// isSymbolIdentity test); other lone dimension or symbol results keep the op.
func.func @f(%a: index, %b: index) {
  %c = arith.constant 3 : index
  %0 = affine.max affine_map<(d0) -> (d0)>(%a)
  %1 = affine.min affine_map<()[s0] -> (s0)>()[%a]
  %2 = affine.min affine_map<(d0)[s0] -> (s0)>(%b)[%a]
  %3 = affine.min affine_map<(d0)[s0] -> (d0 + 2, s0)>(%c)[%a]
  %4 = affine.max affine_map<(d0)[s0] -> (d0 + 2)>(%c)[%a]
  %5 = affine.apply affine_map<()[s0] -> (s0)>()[%b]
  %6 = affine.min affine_map<(d0)[s0] -> (d0)>(%b)[%a]
  %7 = affine.max affine_map<(d0, d1)[s0] -> (d0)>(%a, %b)[%b]
  %8 = affine.max affine_map<(d0, d1)[s0] -> (d1)>(%a, %b)[%b]
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8) : (index, index, index, index, index, index, index, index, index) -> ()
  return
}
