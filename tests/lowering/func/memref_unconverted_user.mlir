// RUN-DESCENT: opt -convert-func-to-llvm -allow-unregistered-dialect
func.func @m(%a: memref<4x2xf32>, %b: memref<8xi32>) -> memref<4x2xf32> {
  %r = call @m(%a, %b) : (memref<4x2xf32>, memref<8xi32>) -> memref<4x2xf32>
  "foo.use"(%a) : (memref<4x2xf32>) -> ()
  return %r : memref<4x2xf32>
}
