// RUN-DESCENT: opt '-finalize-memref-to-llvm=use-generic-functions=1 use-aligned-alloc=1'
func.func @a(%n: index) {
  %0 = memref.alloc(%n) : memref<?xf32>
  %1 = memref.alloc() {alignment = 32} : memref<4x4xf64>
  memref.dealloc %0 : memref<?xf32>
  memref.dealloc %1 : memref<4x4xf64>
  return
}
