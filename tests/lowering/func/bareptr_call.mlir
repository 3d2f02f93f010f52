// RUN-DESCENT: opt -convert-func-to-llvm
// A call to a function with llvm.bareptr passes and receives its static memrefs as bare
// pointers, rebuilding the descriptor of the result.
func.func private @ext(memref<4xf32>) -> memref<4xf32> attributes { llvm.bareptr }
func.func @caller(%m: memref<4xf32>) -> memref<4xf32> {
  %r = call @ext(%m) : (memref<4xf32>) -> memref<4xf32>
  return %r : memref<4xf32>
}
