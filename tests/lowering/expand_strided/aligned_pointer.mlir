// RUN-DESCENT: opt -expand-strided-metadata
// extract_aligned_pointer_as_index reads through subviews, reinterpret_casts and
// extract_strided_metadata, not through casts, views or reshapes (as MLIR 22).
func.func @a(%m: memref<?x4xf32>) -> index {
  %c = memref.cast %m : memref<?x4xf32> to memref<?x?xf32>
  %p = memref.extract_aligned_pointer_as_index %c : memref<?x?xf32> -> index
  return %p : index
}
func.func @b(%m: memref<?x4xf32>) -> index {
  %c = memref.cast %m : memref<?x4xf32> to memref<?x?xf32>
  %s = memref.subview %c[1, 1][2, 2][1, 1] : memref<?x?xf32> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  %p = memref.extract_aligned_pointer_as_index %s : memref<2x2xf32, strided<[?, 1], offset: ?>> -> index
  return %p : index
}
func.func @c(%m: memref<?x4xf32>) -> index {
  %s = memref.subview %m[1, 1][2, 2][1, 1] : memref<?x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 5>>
  %t = memref.subview %s[1, 1][1, 1][1, 1] : memref<2x2xf32, strided<[4, 1], offset: 5>> to memref<1x1xf32, strided<[4, 1], offset: 10>>
  %p = memref.extract_aligned_pointer_as_index %t : memref<1x1xf32, strided<[4, 1], offset: 10>> -> index
  return %p : index
}
func.func @ms(%m: memref<?xf32, 1>) -> index {
  %c = memref.memory_space_cast %m : memref<?xf32, 1> to memref<?xf32>
  %p = memref.extract_aligned_pointer_as_index %c : memref<?xf32> -> index
  return %p : index
}
func.func @as(%m: memref<?xf32>) -> index {
  %c = memref.assume_alignment %m, 16 : memref<?xf32>
  %p = memref.extract_aligned_pointer_as_index %c : memref<?xf32> -> index
  return %p : index
}
func.func @rs(%m: memref<?xf32>, %s: memref<2xindex>) -> index {
  %c = memref.reshape %m(%s) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
  %p = memref.extract_aligned_pointer_as_index %c : memref<?x?xf32> -> index
  return %p : index
}
func.func @vw(%m: memref<64xi8>, %i: index) -> index {
  %c = memref.view %m[%i][] : memref<64xi8> to memref<4xf32>
  %p = memref.extract_aligned_pointer_as_index %c : memref<4xf32> -> index
  return %p : index
}
func.func @rc(%m: memref<?xf32>, %i: index) -> index {
  %c = memref.reinterpret_cast %m to offset: [%i], sizes: [4], strides: [1] : memref<?xf32> to memref<4xf32, strided<[1], offset: ?>>
  %p = memref.extract_aligned_pointer_as_index %c : memref<4xf32, strided<[1], offset: ?>> -> index
  return %p : index
}
func.func @tr(%m: memref<?x?xf32>) -> index {
  %c = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  %p = memref.extract_aligned_pointer_as_index %c : memref<?x?xf32, strided<[1, ?]>> -> index
  return %p : index
}
func.func @ucast(%m: memref<?xf32>) -> index {
  %c = memref.cast %m : memref<?xf32> to memref<*xf32>
  %p = memref.extract_aligned_pointer_as_index %c : memref<*xf32> -> index
  return %p : index
}
