func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = "memref.subview"(%m, %i) <{operandSegmentSizes = array<i32: 1, -1, 1, 1>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<4xf32>, index) -> memref<1xf32, strided<[1], offset: ?>>
  return
}
