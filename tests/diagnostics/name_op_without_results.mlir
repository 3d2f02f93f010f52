func.func @f(%m: memref<4xf32>, %v: f32, %i: index) {
  %4 = memref.store %v, %m[%i] : memref<4xf32>
  return
}
