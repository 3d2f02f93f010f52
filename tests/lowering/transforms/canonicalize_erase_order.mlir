// RUN-DESCENT: opt --canonicalize
// An op whose last other user sits in a region a pattern erases is revisited in the same round, as MLIR's listener hears each nested erasure: the constants below keep mlir-opt-22's order.
func.func @sink(%v: i64) {
  return
}
func.func @sinkf(%v: f64) {
  return
}
func.func @f3(%arg0: f64, %arg1: i32, %arg2: i64) -> (i32, i16, index) {
  %v1 = arith.constant 0 : i64
  %v2 = arith.constant -17554 : i16
  %v3 = arith.constant 3 : i64
  %v4 = arith.constant 1 : i64
  %v9:2 = scf.while (%v5 = %v1, %v6 = %v2) : (i64, i16) -> (i64, i16) {
    %v10 = arith.cmpi slt, %v5, %v3 : i64
    scf.condition(%v10) %v5, %v6 : i64, i16
  } do {
  ^bb11(%v7: i64, %v8: i16):
    %v14 = arith.addi %v7, %v4 : i64
    scf.yield %v14, %v2 : i64, i16
  }
  %v15 = arith.constant 9 : index
  %v16 = arith.constant 7 : index
  %v17 = arith.constant 1 : index
  %v18 = arith.andi %v15, %v16 : index
  %v19 = arith.addi %v18, %v17 : index
  %v20 = arith.remsi %v15, %v19 : index
  %v21 = arith.constant 0 : index
  %v22 = arith.constant 4 : index
  %v23 = arith.remui %v21, %v22 : index
  %v24 = scf.index_switch %v23 -> index
  case 3 {
    %v25 = arith.constant 0 : index
    %v26 = arith.constant 5 : index
    %v27 = arith.constant 1 : index
    %v30 = scf.while (%v28 = %v25) : (index) -> (index) {
      %v31 = arith.cmpi slt, %v28, %v26 : index
      scf.condition(%v31) %v28 : index
    } do {
    ^bb32(%v29: index):
      %v67 = arith.xori %arg2, %v9#0 : i64
      %v68 = arith.addi %v29, %v27 : index
      scf.yield %v68 : index
    }
    scf.yield %v21 : index
  }
  default {
    scf.yield %v20 : index
  }
  func.call @sinkf(%arg0) : (f64) -> ()
  %v70 = arith.index_cast %v24 : index to i64
  func.call @sink(%v70) : (i64) -> ()
  return %arg1, %v2, %v15 : i32, i16, index
}
func.func @f1(%arg0: f64, %arg1: i16, %arg2: i64) -> (i1, i32) {
  %v2 = memref.alloca() : memref<2x3xi32>
  %v3 = arith.constant 2 : i32
  %v4 = arith.constant 2 : index
  %v5 = arith.constant 3 : index
  %v6 = arith.constant 0 : index
  %v7 = arith.constant 1 : index
  scf.for %v8 = %v6 to %v4 step %v7 {
    scf.for %v9 = %v6 to %v5 step %v7 {
      %v10 = arith.constant 7 : index
      %v11 = arith.muli %v8, %v10 : index
      %v12 = arith.addi %v11, %v9 : index
      %v13 = arith.index_cast %v12 : index to i32
      %v14 = arith.xori %v13, %v3 : i32
      memref.store %v14, %v2[%v8, %v9] : memref<2x3xi32>
    }
  }
  %v16 = arith.constant -5534824953814395378 : index
  %v17 = arith.cmpi ne, %v16, %v16 : index
  %v28 = arith.xori %v17, %v17 : i1
  %v29 = arith.constant -9 : i8
  %v30 = arith.cmpi ugt, %v29, %v29 : i8
  %v31 = scf.if %v30 -> (f32) {
    %v32 = memref.alloca() : memref<2x3xi32>
    memref.copy %v2, %v32 : memref<2x3xi32> to memref<2x3xi32>
    %v45 = arith.constant 0x7FC00000 : f32
    scf.yield %v45 : f32
  } else {
    %v46 = arith.constant 0x7FC00000 : f32
    scf.yield %v46 : f32
  }
  return %v28, %v3 : i1, i32
}
