// RUN-DESCENT: opt -convert-vector-to-llvm=force-32bit-vector-indices=1
// The default (32-bit positions) spelled out, with a 0-D create_mask.
func.func @zero_d(%n: index) -> vector<i1> {
  %0 = vector.create_mask %n : vector<i1>
  return %0 : vector<i1>
}
func.func @fixed(%n: index) -> vector<3xi1> {
  %0 = vector.create_mask %n : vector<3xi1>
  return %0 : vector<3xi1>
}
