func.func private @f() attributes {a = sparse<[[0, 1]], [[1]]> : tensor<3x2xi16>}
