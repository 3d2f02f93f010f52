func.func @f(%m: memref<10xi32>, %i: index) -> i32 {
  %0 = memref.load %m[%i, %i] : memref<10xi32>
  return %0 : i32
}
