func.func @f(%v: vector<4xf32>, %w: vector<2xf32>) -> vector<3xf32> {
  %0 = vector.shuffle %v, %w [0, 6, -1] : vector<4xf32>, vector<2xf32>
  return %0 : vector<3xf32>
}
