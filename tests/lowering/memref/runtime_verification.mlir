// RUN-DESCENT: opt -generate-runtime-verification
func.func @load0(%m: memref<f32>) {
  %z = memref.load %m[] : memref<f32>
  return
}
func.func @lc(%m: memref<8xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %v = memref.load %m[%c1] : memref<8xf32>
  return %v : f32
}
func.func @store(%m: memref<?x4xf32>, %i: index, %j: index, %f: f32) {
  memref.store %f, %m[%i, %j] : memref<?x4xf32>
  return
}
func.func @atomic(%m: memref<?x4xf32>, %i: index, %j: index, %f: f32) {
  %a = memref.atomic_rmw addf %f, %m[%i, %j] : (f32, memref<?x4xf32>) -> f32
  return
}
func.func @generic(%m: memref<?x4xf32>, %i: index, %j: index) {
  %g = memref.generic_atomic_rmw %m[%i, %j] : memref<?x4xf32> {
  ^bb0(%cur: f32):
    memref.atomic_yield %cur : f32
  }
  return
}
func.func @dim(%m: memref<?x4xf32>, %i: index) {
  %d = memref.dim %m, %i : memref<?x4xf32>
  return
}
func.func @cast(%m: memref<?x4xf32>) {
  %c = memref.cast %m : memref<?x4xf32> to memref<3x4xf32>
  return
}
func.func @cast2(%s: memref<?xf32, strided<[?], offset: ?>>) {
  %c2 = memref.cast %s : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
  return
}
func.func @cast3(%s: memref<*xf32>) {
  %c2 = memref.cast %s : memref<*xf32> to memref<?x3xf32>
  return
}
func.func @copy(%m: memref<?x4xf32>, %c: memref<3x4xf32>) {
  memref.copy %m, %c : memref<?x4xf32> to memref<3x4xf32>
  return
}
func.func @expand(%s: memref<?xf32>, %i: index) {
  %e = memref.expand_shape %s [[0, 1]] output_shape [%i, 4] : memref<?xf32> into memref<?x4xf32>
  return
}
func.func @align(%m: memref<?x4xf32>) {
  %al = memref.assume_alignment %m, 16 : memref<?x4xf32>
  return
}
func.func @alloc(%i: index) {
  %z = memref.alloc(%i) : memref<?xf32>
  return
}
func.func @collapse(%m: memref<?x4xf32>) {
  %z = memref.collapse_shape %m [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  return
}
func.func @subview(%m: memref<?x4xf32>, %i: index, %j: index) {
  %sv = memref.subview %m[%i, 1] [%j, 2] [1, 1] : memref<?x4xf32> to memref<?x2xf32, strided<[4, 1], offset: ?>>
  return
}
func.func @subview_static(%m: memref<?x4xf32>) {
  %s = memref.subview %m[0, 0] [2, 4] [1, 1] : memref<?x4xf32> to memref<2x4xf32, strided<[4, 1]>>
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
