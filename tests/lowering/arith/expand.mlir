// RUN-DESCENT: opt --arith-expand
// -arith-expand: ceil/floor divisions (the rules convert-arith-to-llvm shares), the float
// maximum/minimum, on scalars, vectors and tensors; an op with constant operands folds.
func.func @f(%a: i32, %b: i32, %x: f32, %y: f32, %u: index, %v: index) -> (i32, i32, i32, f32, f32, f32, f32, index) {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.ceildivui %a, %b : i32
  %2 = arith.floordivsi %a, %b : i32
  %3 = arith.maximumf %x, %y : f32
  %4 = arith.minimumf %x, %y : f32
  %5 = arith.maxnumf %x, %y : f32
  %6 = arith.minnumf %x, %y : f32
  %7 = arith.ceildivsi %u, %v : index
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, f32, f32, f32, f32, index
}
func.func @g(%t: tensor<4xi32>, %u: tensor<4xi32>, %v: vector<2xindex>, %w: vector<2xindex>, %h: f16, %k: f16) -> (i32, tensor<4xi32>, vector<2xindex>, f16, i32) {
  %c7 = arith.constant 7 : i32
  %c2 = arith.constant -2 : i32
  %0 = arith.ceildivsi %c7, %c2 : i32
  %1 = arith.floordivsi %t, %u : tensor<4xi32>
  %2 = arith.ceildivui %v, %w : vector<2xindex>
  %3 = arith.maximumf %h, %k fastmath<fast> : f16
  %4 = arith.addi %c7, %c2 : i32
  return %0, %1, %2, %3, %4 : i32, tensor<4xi32>, vector<2xindex>, f16, i32
}
func.func @h(%x: vector<4xf32>, %y: vector<4xf32>) -> vector<4xf32> {
  %0 = arith.maximumf %x, %y fastmath<nnan> : vector<4xf32>
  return %0 : vector<4xf32>
}
