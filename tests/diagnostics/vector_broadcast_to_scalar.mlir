func.func @f(%x: f32) -> f32 {
  %0 = vector.broadcast %x : f32 to f32
  return %0 : f32
}
