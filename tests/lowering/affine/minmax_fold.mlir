// RUN-DESCENT: opt --lower-affine --allow-unregistered-dialect
// affine.min / affine.max whose map is a single dimension or symbol fold to that operand.
func.func @f(%a: index, %b: index, %c: index) {
  %0 = affine.min affine_map<(d0, d1) -> (d1)>(%a, %b)
  %1 = affine.max affine_map<(d0)[s0] -> (s0)>(%a)[%b]
  %2 = affine.min affine_map<(d0)[s0, s1] -> (s1)>(%a)[%b, %c]
  %3 = affine.min affine_map<()[s0] -> (s0)>()[%c]
  %4 = affine.min affine_map<(d0) -> (d0)>(%c)
  "test.use"(%0, %1, %2, %3, %4) : (index, index, index, index, index) -> ()
  return
}
