func.func @f(%x: vector<4xf32>) {
  %0 = vector.outerproduct %x : vector<4xf32>, f32
  return
}
