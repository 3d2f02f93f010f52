// RUN-DESCENT: opt "-convert-vector-to-scf=full-unroll=true target-rank=0"
// Unrolled down to 0-D transfers: scalars extracted and broadcast to vector<T>, or
// read as vector<T> and extracted before the vector.insert.

func.func @rank0(%m: memref<4xi32>, %v: vector<2xi32>, %i: index) -> vector<2xi32> {
  %pad = arith.constant 0 : i32
  vector.transfer_write %v, %m[%i] : vector<2xi32>, memref<4xi32>
  %r = vector.transfer_read %m[%i], %pad {in_bounds = [true]} : memref<4xi32>, vector<2xi32>
  return %r : vector<2xi32>
}
