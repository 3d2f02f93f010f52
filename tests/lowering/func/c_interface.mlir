// RUN-DESCENT: opt -convert-func-to-llvm
func.func @foo(%a: memref<?xf32>, %i: index) -> (memref<?xf32>, i32) attributes {llvm.emit_c_interface} {
  %c = arith.constant 1 : i32
  return %a, %c : memref<?xf32>, i32
}
func.func @bar(%a: memref<*xf32>) -> f32 attributes {llvm.emit_c_interface} {
  %c = arith.constant 1.0 : f32
  return %c : f32
}
func.func private @qux(memref<4xf32>, i64) -> memref<4xf32> attributes {llvm.emit_c_interface}
