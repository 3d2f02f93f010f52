// RUN-DESCENT: opt --allow-unregistered-dialect
// Affine constants fold in wrapping int64 arithmetic where MLIR's simplifications do
// ((e * c1) * c2, c1 * e + c2 * e); results equal to i64::MIN are left out, as MLIR
// cannot read back what it prints for it.
#m = affine_map<(d0) -> (d0 * 9223372036854775807 * 2, d0 * 9223372036854775807 + d0 * 3)>
#s = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 * 2 == s0, d0 + 3 <= 7)>
"foo.op"() {m = #m, s = #s} : () -> ()
