// RUN-DESCENT: opt -cse -allow-unregistered-dialect
// The test dialect's pure op with a region (two with the same inputs and the same
// region are one; different block arguments or bodies keep both) and its op whose
// memory effects an attribute lists (reads merge unless a write comes between; an op
// listing no effect is dead when unused).
func.func @regions(%a: tensor<4xf32>, %b: tensor<4xf32>, %s: f32) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = test.cse_of_single_block_op inputs(%a, %b) {
  ^bb0(%x: f32, %y: f32):
    %m = arith.mulf %x, %s : f32
    test.region_yield %m : f32
  } : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  %1 = test.cse_of_single_block_op inputs(%a, %b) {
  ^bb0(%x: f32, %y: f32):
    %m = arith.mulf %x, %s : f32
    test.region_yield %m : f32
  } : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  %2 = test.cse_of_single_block_op inputs(%a, %b) {
  ^bb0(%x: f32, %y: f32):
    %m = arith.mulf %y, %s : f32
    test.region_yield %m : f32
  } : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  %3 = test.cse_of_single_block_op inputs(%a) {
  ^bb0(%x: f32):
    test.region_yield %x : f32
  } : tensor<4xf32> -> tensor<4xf32>
  return %0, %1, %2, %3 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

func.func @effects() -> (i32, i32, i32) {
  %n = "test.side_effect_op"() : () -> i32
  %0 = "test.side_effect_op"() {effects = [{effect = "read"}]} : () -> i32
  %1 = "test.side_effect_op"() {effects = [{effect = "read"}]} : () -> i32
  %w = "test.side_effect_op"() {effects = [{effect = "read"}, {effect = "write"}]} : () -> i32
  %2 = "test.side_effect_op"() {effects = [{effect = "read"}]} : () -> i32
  return %0, %1, %2 : i32, i32, i32
}
