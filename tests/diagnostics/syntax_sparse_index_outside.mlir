func.func private @f() attributes {a = sparse<[[0, 1], [3, 0]], [1, 2]> : tensor<3x2xi16>}
