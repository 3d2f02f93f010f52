func.func @f(%v: vector<4x8xf32>) -> f32 {
  %0 = vector.extract %v[1] : f32 from vector<4x8xf32>
  return %0 : f32
}
