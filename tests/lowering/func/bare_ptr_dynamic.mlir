// RUN-DESCENT: opt -convert-func-to-llvm=use-bare-ptr-memref-call-conv=1
func.func @m(%a: memref<?xf32>, %i: index) -> memref<?xf32> {
  %r = call @m(%a, %i) : (memref<?xf32>, index) -> memref<?xf32>
  return %r : memref<?xf32>
}
func.func private @ext(memref<4xf32>, memref<*xf32>) -> (memref<4xf32>, i32)
