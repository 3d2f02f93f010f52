func.func @f(%v: vector<4xf32>, %m: vector<8xi1>) -> f32 {
  %0 = vector.mask %m { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<8xi1> -> f32
  return %0 : f32
}
