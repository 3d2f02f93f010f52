func.func @f(%x: f32) -> vector<4xf32> {
  %0 = vector.from_elements %x, %x : vector<4xf32>
  return %0 : vector<4xf32>
}
