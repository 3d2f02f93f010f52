// RUN-DESCENT: opt --allow-unregistered-dialect
// A sparse constant of a 0-D type has indices without elements: MLIR prints `sparse<>`.
func.func @f() {
  %0 = arith.constant sparse<0, 5.0> : tensor<f32>
  %1 = arith.constant sparse<[[1], [0]], [5.0, -1.5]> : tensor<2xf32>
  %2 = arith.constant sparse<[[]], [7]> : tensor<i32>
  "test.use"(%0, %1, %2) : (tensor<f32>, tensor<2xf32>, tensor<i32>) -> ()
  return
}
