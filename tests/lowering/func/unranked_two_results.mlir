// RUN-DESCENT: opt -finalize-memref-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts
// Unranked memref results are copied one after the other (size, then copy), both when
// returned (to the heap) and when received by a caller (to the stack).
func.func @two(%arg0: memref<4x3xf32>, %arg1: memref<2xi8>) -> (memref<*xf32>, memref<*xi8>) {
  %0 = memref.cast %arg0 : memref<4x3xf32> to memref<*xf32>
  %1 = memref.cast %arg1 : memref<2xi8> to memref<*xi8>
  return %0, %1 : memref<*xf32>, memref<*xi8>
}
func.func @caller(%arg0: memref<4x3xf32>, %arg1: memref<2xi8>) {
  %0:2 = call @two(%arg0, %arg1) : (memref<4x3xf32>, memref<2xi8>) -> (memref<*xf32>, memref<*xi8>)
  return
}
