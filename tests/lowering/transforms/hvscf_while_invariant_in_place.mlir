// RUN-DESCENT: opt --canonicalize=top-down=false
// A loop-invariant scf.while argument is forwarded, then dropped in place by MLIR 22's
// region-branch patterns (no new loop whose moved ops are revisited): the scf.for inside
// only goes in the next round, so the f64 constant it exposes ends above the i64 one.
func.func private @sink(i64)
func.func private @sinkf(f64)
func.func @f1(%arg0: index, %arg1: memref<?xf32>, %arg2: index, %arg3: i1) -> index {
  %v3 = arith.minui %arg0, %arg0 : index
  %v4 = arith.constant -5 : i32
  %v6 = arith.constant 0 : i8
  %v7 = arith.constant 100.0 : f32
  %v8 = arith.constant 0 : i8
  %v9 = arith.constant 1 : i8
  %v16:3 = scf.while (%v10 = %v6, %v11 = %v7, %v12 = %arg0) : (i8, f32, index) -> (i8, f32, index) {
    %v17 = arith.cmpi slt, %v10, %v8 : i8
    scf.condition(%v17) %v10, %v11, %v12 : i8, f32, index
  } do {
  ^bb18(%v13: i8, %v14: f32, %v15: index):
    %v19 = arith.constant 0 : index
    %v20 = memref.dim %arg1, %v19 : memref<?xf32>
    %v21 = arith.remui %v3, %v20 : index
    %v22 = memref.load %arg1[%v21] : memref<?xf32>
    %v24 = arith.constant 5 : index
    %v25 = arith.constant -1 : index
    %v26 = arith.constant 1 : index
    %v29 = scf.for %v27 = %v25 to %v24 step %v26 iter_args(%v28 = %v22) -> (f32) {
      %v30 = arith.cmpi sge, %v13, %v13 : i8
      scf.yield %v14 : f32
    }
    %v33 = arith.constant 7049986407547063782 : index
    %v34 = arith.constant 4 : index
    %v35 = arith.remui %v33, %v34 : index
    %v36:2 = scf.index_switch %v35 -> i32, i16
    case 0 {
      %v40 = arith.constant 0 : i32
      %v41 = arith.constant -1290 : i16
      scf.yield %v40, %v41 : i32, i16
    }
    default {
      %v42 = arith.constant -59 : i8
      %v43 = arith.cmpi slt, %v42, %v13 : i8
      %v44 = arith.constant 2 : i32
      %v45 = arith.select %v43, %v44, %v44 : i32
      %v46 = arith.constant -32768 : i16
      scf.yield %v45, %v46 : i32, i16
    }
    %v47 = arith.addi %v13, %v9 : i8
    scf.yield %v47, %v29, %v15 : i8, f32, index
  }
  %v48 = arith.extsi %v4 : i32 to i64
  func.call @sink(%v48) : (i64) -> ()
  %v57 = arith.extf %v16#1 : f32 to f64
  func.call @sinkf(%v57) : (f64) -> ()
  %v59 = arith.constant 2 : index
  return %v59 : index
}
