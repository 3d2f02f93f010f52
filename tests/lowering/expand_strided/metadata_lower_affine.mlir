// RUN-DESCENT: opt -expand-strided-metadata -lower-affine
// metadata.mlir then -lower-affine: the affine.apply ops as arith (nsw products, MLIR's operand order).
// extract_strided_metadata of alloc, alloca, get_global, cast, reinterpret_cast (and
// reinterpret_cast of reinterpret_cast), view, assume_alignment, memory_space_cast; dead
// alloca + cast erased.
memref.global "private" constant @g : memref<4x8xf32> = dense<0.0>
func.func @alloc(%n: index) -> (memref<f32>, index, index, index, index, index) {
  %a = memref.alloc(%n) : memref<?x8xf32>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %a : memref<?x8xf32> -> memref<f32>, index, index, index, index, index
  return %b, %o, %s#0, %s#1, %t#0, %t#1 : memref<f32>, index, index, index, index, index
}
func.func @alloca3(%n: index, %k: index) -> (index, index, index) {
  %a = memref.alloca(%n, %k) : memref<2x?x?xf32>
  %b, %o, %s:3, %t:3 = memref.extract_strided_metadata %a : memref<2x?x?xf32> -> memref<f32>, index, index, index, index, index, index, index
  return %t#0, %t#1, %t#2 : index, index, index
}
func.func @global() -> (memref<f32>, index, index) {
  %a = memref.get_global @g : memref<4x8xf32>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %a : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  return %b, %s#0, %t#0 : memref<f32>, index, index
}
func.func @cast(%m: memref<?x8xf32>) -> (memref<f32>, index, index, index) {
  %a = memref.cast %m : memref<?x8xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %a : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %b, %o, %s#0, %t#0 : memref<f32>, index, index, index
}
func.func @rc(%m: memref<f32>, %x: index, %y: index) -> (memref<f32>, index, index, index) {
  %a = memref.reinterpret_cast %m to offset: [%x], sizes: [4, %y], strides: [%y, 1] : memref<f32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %a : memref<4x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %b, %o, %s#1, %t#0 : memref<f32>, index, index, index
}
func.func @rcrc(%m: memref<?xf32>, %x: index) -> memref<4xf32, strided<[1], offset: ?>> {
  %a = memref.reinterpret_cast %m to offset: [3], sizes: [8], strides: [1] : memref<?xf32> to memref<8xf32, strided<[1], offset: 3>>
  %c = memref.reinterpret_cast %a to offset: [%x], sizes: [4], strides: [1] : memref<8xf32, strided<[1], offset: 3>> to memref<4xf32, strided<[1], offset: ?>>
  return %c : memref<4xf32, strided<[1], offset: ?>>
}
func.func @aligned(%m: memref<8x16xf32>, %i: index) -> index {
  %0 = memref.subview %m[%i, 2][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %p = memref.extract_aligned_pointer_as_index %0 : memref<4x4xf32, strided<[16, 1], offset: ?>> -> index
  return %p : index
}
func.func @view(%m: memref<64xi8>, %i: index, %n: index) -> (memref<f32>, index, index) {
  %v = memref.view %m[%i][%n] : memref<64xi8> to memref<?x4xf32>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %v : memref<?x4xf32> -> memref<f32>, index, index, index, index, index
  return %b, %o, %s#0 : memref<f32>, index, index
}
func.func @assume(%m: memref<?xf32>) -> (memref<f32>, index) {
  %a = memref.assume_alignment %m, 16 : memref<?xf32>
  %b, %o, %s, %t = memref.extract_strided_metadata %a : memref<?xf32> -> memref<f32>, index, index, index
  return %b, %s : memref<f32>, index
}
func.func @dead(%n: index) {
  %a = memref.alloca() : memref<4xf32>
  %b = memref.cast %a : memref<4xf32> to memref<?xf32>
  return
}
func.func @space(%m: memref<?x4xf32, 1>) -> (memref<f32>, index, index) {
  %a = memref.memory_space_cast %m : memref<?x4xf32, 1> to memref<?x4xf32>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %a : memref<?x4xf32> -> memref<f32>, index, index, index, index, index
  return %b, %s#0, %t#0 : memref<f32>, index, index
}
func.func @space_nobase(%m: memref<?x4xf32, 1>) -> (index, index) {
  %a = memref.memory_space_cast %m : memref<?x4xf32, 1> to memref<?x4xf32>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %a : memref<?x4xf32> -> memref<f32>, index, index, index, index, index
  return %s#0, %t#0 : index, index
}
func.func @alloc_aligned(%n: index) -> index {
  %a = memref.alloc(%n) : memref<?x4xf32>
  %c = memref.cast %a : memref<?x4xf32> to memref<?x?xf32>
  %s = memref.subview %c[1, 1][2, 2][1, 1] : memref<?x?xf32> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  %p = memref.extract_aligned_pointer_as_index %s : memref<2x2xf32, strided<[?, 1], offset: ?>> -> index
  return %p : index
}
