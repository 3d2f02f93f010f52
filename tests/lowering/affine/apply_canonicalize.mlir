// RUN-DESCENT: opt --allow-unregistered-dialect --canonicalize
// affine.apply, affine.min and affine.max composed with the affine.apply ops feeding them and
// canonicalized with their operands (MLIR's SimplifyAffineOp).
func.func @ap(%n: index, %m: index) -> (index, index, index) {
  %c2 = arith.constant 2 : index
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %b = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%a)[%c2]
    %c = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%b, %n)
    "test.use"(%c) : (index) -> ()
  }
  %x = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%n, %n)
  %y = affine.apply affine_map<()[s0] -> (s0 floordiv 2)>()[%x]
  %z = affine.min affine_map<(d0)[s0] -> (d0, s0 + 4)>(%y)[%m]
  return %x, %y, %z : index, index, index
}
