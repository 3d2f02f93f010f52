// RUN-DESCENT: opt --lower-affine --allow-unregistered-dialect
// Affine expressions as MLIR 22 builds them, seen through their lowering: dimension and
// symbol operands of a sum or product in position order, `(e1 + e2) + (e2 floordiv c) * -c`
// as `e1 + e2 mod c`, and results of loop bounds that a modulo makes redundant dropped.
func.func @exprs(%i: index, %j: index, %n: index, %m: index) -> (index, index, index, index, index, index) {
  %a = affine.apply affine_map<(d0, d1)[s0, s1] -> (d1 + d0 + s1 * s0)>(%i, %j)[%n, %m]
  // (`d0 floordiv 4 + s0 mod 3 - d0 floordiv 8 * 2` is rebuilt as `d0 floordiv 4 +
  // ((d0 floordiv 8) * -2 + s0 mod 3)` too, but that prints as text that parses back to
  // another expression, in MLIR as here, so a round-trip check cannot pass on it.)
  %b = affine.apply affine_map<(d0)[s0] -> (d0 floordiv 4 + s0 mod 3)>(%i)[%n]
  %c = affine.apply affine_map<(d0, d1) -> (d0 + d1 + (d1 floordiv 2) * -2)>(%i, %j)
  %d = affine.apply affine_map<(d0, d1) -> (d1 + d0 + (d1 floordiv 2) * -2)>(%i, %j)
  %e = affine.apply affine_map<(d0, d1)[s0] -> (d0 + s0 + (d1 floordiv s0) * 3)>(%i, %j)[%n]
  %f = affine.apply affine_map<(d0, d1) -> (d0 + d1 floordiv 4 + (d1 floordiv 4) * 2)>(%i, %j)
  return %a, %b, %c, %d, %e, %f : index, index, index, index, index, index
}
func.func @bounds(%n: index, %m: index) {
  affine.for %i = max affine_map<(d0)[s0] -> (d0 mod 8, -3, s0 floordiv 2, d0 mod 4 - 5)>(%n)[%m] to min affine_map<(d0)[s0] -> (d0 mod 16, 15, 20, s0, (d0 mod 16) floordiv 4)>(%n)[%m] {
    "test.use"(%i) : (index) -> ()
  }
  affine.for %i = max affine_map<(d0, d1) -> (d0 mod 4, d1 mod 4, 3, 3)>(%n, %m) to min affine_map<(d0, d1) -> (d0 mod 4, d1 mod 4, 0, 0)>(%n, %m) {
    "test.use"(%i) : (index) -> ()
  }
  affine.for %i = 0 to 100 step 32 {
    affine.for %j = max affine_map<(d0) -> (0, d0)>(%i) to min affine_map<(d0)[s0] -> (d0 mod 32, 100, s0)>(%i)[%n] {
      "test.use"(%j) : (index) -> ()
    }
  }
  return
}
