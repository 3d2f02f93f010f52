// RUN-DESCENT: opt -convert-vector-to-scf
// 2-D transfers of memrefs go through a buffer (an alloca at the start of the nearest
// allocation scope: the function, or a loop body) and a loop of 1-D transfers, guarded
// by the memref's size where a dim may run out of bounds.

func.func @read_dynamic(%m: memref<?x?xi32>, %i: index, %j: index) -> vector<3x2xi32> {
  %pad = arith.constant -1 : i32
  %v = vector.transfer_read %m[%i, %j], %pad : memref<?x?xi32>, vector<3x2xi32>
  return %v : vector<3x2xi32>
}

func.func @read_static_in_bounds(%m: memref<6x8xf64>, %i: index) -> vector<2x8xf64> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.5 : f64
  %v = vector.transfer_read %m[%i, %c0], %pad {in_bounds = [true, true]} : memref<6x8xf64>, vector<2x8xf64>
  return %v : vector<2x8xf64>
}

func.func @write_in_loop(%m: memref<?x16xf32>, %n: index, %v: vector<4x4xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %n step %c4 {
    vector.transfer_write %v, %m[%i, %c4] : vector<4x4xf32>, memref<?x16xf32>
  }
  return
}

func.func @copy(%a: memref<8x8xf32>, %b: memref<8x8xf32>, %i: index) {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %a[%i, %i], %pad : memref<8x8xf32>, vector<2x2xf32>
  vector.transfer_write %v, %b[%i, %i] : vector<2x2xf32>, memref<8x8xf32>
  return
}
