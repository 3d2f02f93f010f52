// RUN-DESCENT: opt --allow-unregistered-dialect
// sparse<indices, values>: a single index or value prints as a splat, lists print nested,
// an empty literal prints as sparse<>.
func.func private @f() attributes {
  a = sparse<[0], [-1]> : tensor<1xi64>,
  b = sparse<[[1, 1, 0], [0, 1, 0], [0, 0, 1]], [2, -1, 5]> : tensor<2x2x2xi16>,
  c = sparse<> : tensor<1x1xi32>,
  d = sparse<[[0]], [-1.5]> : vector<1xf64>,
  e = sparse<0, "s"> : tensor<1x1x!unknown<>>,
  f = sparse<[[0, 1], [2, 3]], [7, 7]> : tensor<3x4xi32>
}
