// RUN-DESCENT: opt --allow-unregistered-dialect --split-input-file
// Each --split-input-file chunk has its own resources (mlir-opt gives each a fresh
// context): a blob of one chunk is not printed with the next, and a blob no attribute
// uses is dropped.
"foo.op"() {a = dense_resource<blob1> : tensor<2xi32>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000",
      unused: "0x0400000001000000"
    }
  }
#-}
// -----
"foo.op"() {a = dense_resource<blob1> : tensor<2xi32>} : () -> ()
