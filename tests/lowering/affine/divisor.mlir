// RUN-DESCENT: opt --lower-affine --verify-diagnostics
// A modulo or division by a non-positive constant cannot be expanded: MLIR reports it at the
// op, leaves the op, and the pass succeeds.
func.func @f(%n: index) -> index {
  // expected-error@+1 {{modulo by non-positive value is not supported}}
  %a = affine.apply affine_map<(d0) -> (d0 mod -2)>(%n)
  // expected-error@+1 {{division by non-positive value is not supported}}
  %b = affine.min affine_map<(d0) -> (d0 floordiv -3, d0 ceildiv 0)>(%n)
  %c = arith.addi %a, %b : index
  return %c : index
}
