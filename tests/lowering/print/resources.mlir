// RUN-DESCENT: opt
// dense_resource attributes and the file metadata section: the blobs printed attributes
// name, in that order, uppercase hex; unused blobs dropped; external resources kept.
func.func @f() -> (tensor<2xi32>, tensor<1xi8>) {
  %0 = arith.constant dense_resource<"blob x"> : tensor<2xi32>
  %1 = arith.constant dense_resource<b2> : tensor<1xi8>
  return %0, %1 : tensor<2xi32>, tensor<1xi8>
}
{-#
  dialect_resources: {
    builtin: {
      b2: "0x01000000ab",
      "blob x": "0x08000000010000000200000a"
    }
  },
  external_resources: {
    other_group: {
      k: "v"
    }
  }
#-}
