// RUN-DESCENT: opt --convert-complex-to-standard --allow-unregistered-dialect
// A partial conversion folds the ops it meets that are not legal, as MLIR's does; the fold
// of affine.min/affine.max only replaces results that are constants (and folds the op when
// all are), so a lone dimension or symbol result keeps the op (canonicalization is what
// turns it into affine.apply and then into its operand).
func.func @f(%a: index, %b: index) {
  %c = arith.constant 3 : index
  %0 = affine.max affine_map<(d0) -> (d0)>(%a)
  %1 = affine.min affine_map<()[s0] -> (s0)>()[%a]
  %2 = affine.min affine_map<(d0)[s0] -> (s0)>(%b)[%a]
  %3 = affine.min affine_map<(d0)[s0] -> (d0 + 2, s0)>(%c)[%a]
  %4 = affine.max affine_map<(d0)[s0] -> (d0 + 2)>(%c)[%a]
  %5 = affine.apply affine_map<()[s0] -> (s0)>()[%b]
  "test.use"(%0, %1, %2, %3, %4, %5) : (index, index, index, index, index, index) -> ()
  return
}
