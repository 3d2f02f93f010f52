// RUN-DESCENT: opt --convert-to-llvm
// memref.cast between ranked types, to unranked and from unranked.
func.func @f(%m: memref<4xf32>, %u: memref<*xf32>) -> (memref<?xf32>, memref<*xf32>, memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %m : memref<4xf32> to memref<*xf32>
  %2 = memref.cast %u : memref<*xf32> to memref<4xf32>
  return %0, %1, %2 : memref<?xf32>, memref<*xf32>, memref<4xf32>
}
