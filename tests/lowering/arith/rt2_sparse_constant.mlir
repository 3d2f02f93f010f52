// RUN-DESCENT: opt
// `sparse<...>` elements give arith.constant its type (and round-trip through aliases and
// memref.global), as dense ones do.
!t = tensor<3x4xi16>
memref.global "private" constant @g : memref<2xf64> = sparse<[[1]], [2.5]>
func.func @f() -> (!t, vector<8xf32>, tensor<2xi1>) {
  %0 = arith.constant sparse<[[0, 1], [2, 3]], [7, -7]> : !t
  %1 = arith.constant sparse<[[1], [6]], [0.5, 2.0]> : vector<8xf32>
  %2 = arith.constant sparse<> : tensor<2xi1>
  return %0, %1, %2 : !t, vector<8xf32>, tensor<2xi1>
}
