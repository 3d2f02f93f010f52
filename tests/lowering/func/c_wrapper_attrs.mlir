// RUN-DESCENT: opt -llvm-request-c-wrappers -convert-func-to-llvm
// The _mlir_ciface_ wrappers keep the argument and result attributes; when the result
// is returned through a leading pointer argument, that argument gets an empty
// dictionary and the result attributes are dropped.
func.func private @ext_value(%m: memref<4xf32> {test.a = 1}, %x: f64 {test.b}) -> (f32 {test.r})
func.func private @ext_struct(%m: memref<4xf32> {test.a = 1}, %i: i32 {test.c = 2}) -> (memref<2xf32> {test.r})
func.func @def_value(%m: memref<?xf32> {test.a}, %x: f32) -> (f32 {test.r = 3}) {
  return %x : f32
}
func.func @def_struct(%x: i64 {test.x}, %m: memref<?xf32> {test.a}) -> (memref<?xf32> {test.r}, i64) {
  return %m, %x : memref<?xf32>, i64
}
