// RUN-DESCENT: opt -convert-vector-to-scf=lower-tensors -split-input-file
// `lower-tensors`: transfers of tensors go through the buffer too, a write threading
// the tensor through its loop. Without the option they stay (see the last function).

func.func @read(%t: tensor<?x?xf32>, %i: index) -> vector<4x9xf32> {
  %p = arith.constant -42.0 : f32
  %f = vector.transfer_read %t[%i, %i], %p {in_bounds = [true, true]} : tensor<?x?xf32>, vector<4x9xf32>
  return %f : vector<4x9xf32>
}

// -----

func.func @write(%t: tensor<4x?xf32>, %v: vector<2x3xf32>, %i: index) -> tensor<4x?xf32> {
  %r = vector.transfer_write %v, %t[%i, %i] : vector<2x3xf32>, tensor<4x?xf32>
  return %r : tensor<4x?xf32>
}
