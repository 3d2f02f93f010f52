// RUN-DESCENT: opt -convert-vector-to-scf
// vector.print of integer vectors of other than 8/16/32/64 bits, signed and unsigned: the
// vector is bitcast to signless, extended to a legal width (zero for i1 and unsigned) and
// bitcast back, then printed element by element; legal widths print as they are.
// One print per function: a bare `vector.print` followed by an op with results does not
// parse back in the custom form (MLIR's too), which this suite checks.
func.func @si1(%a: vector<4xsi1>) {
  vector.print %a : vector<4xsi1>
  return
}
func.func @ui1(%b: vector<4xui1>) {
  vector.print %b : vector<4xui1>
  return
}
func.func @si4(%c: vector<2x3xsi4>) {
  vector.print %c : vector<2x3xsi4>
  return
}
func.func @ui4(%d: vector<4xui4>) {
  vector.print %d : vector<4xui4>
  return
}
func.func @ui8(%e: vector<4xui8>) {
  vector.print %e : vector<4xui8>
  return
}
func.func @si8(%f: vector<2x2xsi8>) {
  vector.print %f : vector<2x2xsi8>
  return
}
func.func @i3(%g: vector<3xi3>) {
  vector.print %g : vector<3xi3>
  return
}
