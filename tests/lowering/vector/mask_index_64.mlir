// RUN-DESCENT: opt -convert-vector-to-llvm=force-32bit-vector-indices=0
// Materialized masks compare 64-bit positions when the option is off: a fixed 1-D
// create_mask, a scalable one, a 0-D one, and the mask of a transfer that may run out.
func.func @fixed(%n: index) -> vector<6xi1> {
  %0 = vector.create_mask %n : vector<6xi1>
  return %0 : vector<6xi1>
}
func.func @scalable(%n: index) -> vector<[2]xi1> {
  %0 = vector.create_mask %n : vector<[2]xi1>
  return %0 : vector<[2]xi1>
}
func.func @zero_d(%n: index) -> vector<i1> {
  %0 = vector.create_mask %n : vector<i1>
  return %0 : vector<i1>
}
func.func @transfer(%m: memref<?xf64>, %i: index) -> vector<3xf64> {
  %p = arith.constant 1.5 : f64
  %0 = vector.transfer_read %m[%i], %p : memref<?xf64>, vector<3xf64>
  return %0 : vector<3xf64>
}
