// RUN-DESCENT: opt -finalize-memref-to-llvm=index-bitwidth=32
func.func @index32(%m: memref<?x4xf32>, %u: memref<*xf32>, %i: index, %n: index) -> (f32, index, memref<*xf32>) {
  %a = memref.alloc(%n) : memref<?x4xf32>
  memref.copy %m, %a : memref<?x4xf32> to memref<?x4xf32>
  %v = memref.load %m[%i, %i] : memref<?x4xf32>
  %d = memref.dim %u, %i : memref<*xf32>
  %c = memref.cast %m : memref<?x4xf32> to memref<*xf32>
  memref.copy %u, %c : memref<*xf32> to memref<*xf32>
  memref.dealloc %a : memref<?x4xf32>
  return %v, %d, %c : f32, index, memref<*xf32>
}
