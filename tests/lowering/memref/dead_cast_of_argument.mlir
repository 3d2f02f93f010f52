// RUN-DESCENT: opt --convert-to-llvm
// A memref argument's descriptor is rebuilt only if something still uses it when the conversion ends: a memref.cast that forwards it and has no users leaves none.
func.func @f2(%arg1: memref<6xf64>) -> i64 {
  %v3 = arith.constant 7 : i64
  %v10 = memref.cast %arg1 : memref<6xf64> to memref<?xf64>
  return %v3 : i64
}
func.func private @use(memref<?xf64>)
func.func @a(%arg1: memref<6xf64>) {
  %v10 = memref.cast %arg1 : memref<6xf64> to memref<?xf64>
  call @use(%v10) : (memref<?xf64>) -> ()
  return
}
func.func @b(%arg1: memref<6xf64>, %m: memref<?x?xf32>) -> index {
  %v10 = memref.cast %arg1 : memref<6xf64> to memref<*xf64>
  %c = memref.cast %m : memref<?x?xf32> to memref<4x?xf32>
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?x?xf32>
  return %d : index
}
func.func @c(%arg1: memref<6xf64>) attributes {llvm.emit_c_interface} {
  %v10 = memref.cast %arg1 : memref<6xf64> to memref<?xf64>
  %v11 = memref.cast %v10 : memref<?xf64> to memref<6xf64>
  return
}
