// RUN-DESCENT: opt --mlir-elide-elementsattrs-if-larger=4
// Non-splat elements attributes larger than the limit are elided; splats and small ones are not.
func.func @f() -> (tensor<5xi32>, tensor<4xi32>, tensor<18xi32>, vector<2x3xf32>) {
  %a = arith.constant dense<[1, 2, 3, 4, 5]> : tensor<5xi32>
  %b = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %c = arith.constant dense<7> : tensor<18xi32>
  %d = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  return %a, %b, %c, %d : tensor<5xi32>, tensor<4xi32>, tensor<18xi32>, vector<2x3xf32>
}
