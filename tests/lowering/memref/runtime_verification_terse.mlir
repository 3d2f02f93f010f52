// RUN-DESCENT: opt -generate-runtime-verification=verbose-level=0
func.func @lc(%m: memref<8xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %v = memref.load %m[%c1] : memref<8xf32>
  return %v : f32
}
func.func @dim(%m: memref<?x4xf32>, %i: index) {
  %d = memref.dim %m, %i : memref<?x4xf32>
  return
}
func.func @subview(%m: memref<?x4xf32>, %i: index, %j: index) {
  %sv = memref.subview %m[%i, 1] [%j, 2] [1, 1] : memref<?x4xf32> to memref<?x2xf32, strided<[4, 1], offset: ?>>
  return
}
func.func @nested(%m: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %m[%i] : memref<?xf32>
    %b = arith.cmpf oeq, %v, %v : f32
    cf.assert %b, "keep cf loaded"
  }
  return
}
