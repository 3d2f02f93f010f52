// RUN-DESCENT: opt --allow-unregistered-dialect --canonicalize
// affine.parallel's fold: the bound maps composed with the affine.apply ops feeding them,
// dimensions that are valid symbols made symbols, constant symbols folded in.
func.func @fold(%N: index, %M: index) {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%N)
  %b = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%a)[%M]
  affine.parallel (%i, %j) = (%c0, %N) to (%c10, min(%N + %N, %M, %M)) {
    "test.foo"(%i, %j) : (index, index) -> ()
  }
  affine.parallel (%i) = (%a) to (min(%b, %c10)) {
    affine.parallel (%j) = (%i) to (%i + %b) {
      "test.foo"(%i, %j) : (index, index) -> ()
    }
  }
  return
}
