// RUN-DESCENT: opt --canonicalize=top-down=false
// An scf.for result that only ever holds the loop's initial value is replaced by it, and
// only its users are revisited (not the loop): the loop-carried value goes a round later.
func.func private @sink(i64)
func.func private @sinkf(f64)
func.func @f0(%arg0: i64, %arg1: memref<1xi64>) -> f32 {
  %v1 = arith.constant 5 : index
  %v2 = index.constant 7
  %v3 = index.constant 1
  %v4 = index.and %v1, %v2
  %v5 = index.add %v4, %v3
  %v6 = index.remu %v1, %v5
  %v7 = arith.constant 5 : i8
  %v8 = arith.subi %v7, %v7 : i8
  %v9 = arith.constant 0x7FF0000000000000 : f64
  %v10 = complex.create %v9, %v9 : complex<f64>
  %v11 = complex.abs %v10 : complex<f64>
  %v14 = arith.constant 6106 : i16
  %v15 = arith.extsi %v14 : i16 to i64
  func.call @sink(%v15) : (i64) -> ()
  %v16 = arith.constant 15 : index
  %v17 = arith.constant 0 : index
  %v18 = arith.constant 3 : index
  %v21 = scf.for %v19 = %v17 to %v16 step %v18 iter_args(%v20 = %v11) -> (f64) {
    %v22 = arith.constant 0x7FF8000000000000 : f64
    func.call @sinkf(%v22) : (f64) -> ()
    scf.yield %v11 : f64
  }
  %v30 = arith.constant 4 : i16
  %v31 = arith.remsi %v14, %v30 : i16
  cf.switch %v31 : i16, [
    default: ^bb33(%v14 : i16),
    1: ^bb34
  ]
^bb33(%v35: i16):
  %v36 = arith.cmpi eq, %v7, %v8 : i8
  %v37:2 = scf.if %v36 -> (index, i16) {
    scf.yield %v6, %v35 : index, i16
  } else {
    scf.yield %v6, %v35 : index, i16
  }
  %v44 = arith.constant 111.25 : f32
  cf.br ^bb32(%v21, %v44 : f64, f32)
^bb34:
  %v45 = arith.constant 107.25 : f32
  cf.br ^bb32(%v9, %v45 : f64, f32)
^bb32(%v46: f64, %v47: f32):
  return %v47 : f32
}
