// RUN-DESCENT: opt -allow-unregistered-dialect -split-input-file -canonicalize
// memref canonicalization: constant operands of alloc, view, subview and
// reinterpret_cast become static (a memref.cast keeps the old type), casts that only
// erase static information are looked through, whole-source subviews, dead allocations,
// self copies, dim of reshape, chained reshapes and memory space casts.

func.func @allocs(%n: index) -> (memref<?x?xf32>, memref<?xi8>) {
  %c3 = arith.constant 3 : index
  %c64 = arith.constant 64 : index
  %a = memref.alloc(%c3, %n) {alignment = 64 : i64} : memref<?x?xf32>
  %b = memref.alloca(%c64) : memref<?xi8>
  %dead = memref.alloc(%n) : memref<?xf32>
  %v = "val.get"() : () -> f32
  memref.store %v, %dead[%c3] : memref<?xf32>
  memref.dealloc %dead : memref<?xf32>
  return %a, %b : memref<?x?xf32>, memref<?xi8>
}

// -----

func.func @views(%buf: memref<4096xi8>, %n: index) -> (f32, memref<?x?xf32, strided<[?, 1], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %v = memref.view %buf[%c16][%c8, %n] : memref<4096xi8> to memref<?x?xf32>
  %x = memref.load %v[%c0, %c0] : memref<?x?xf32>
  %s = memref.subview %v[%c2, %c0] [%c2, %n] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %x, %s : f32, memref<?x?xf32, strided<[?, 1], offset: ?>>
}

// -----

func.func @subviews(%m: memref<16x32xf32>, %i: index) -> (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<16x32xf32, strided<[32, 1]>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %d = memref.cast %m : memref<16x32xf32> to memref<?x?xf32>
  %s = memref.subview %d[%c4, %i] [%c4, %c4] [%c1, %c1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %w = memref.subview %m[0, 0] [16, 32] [1, 1] : memref<16x32xf32> to memref<16x32xf32, strided<[32, 1]>>
  %o = memref.subview %m[%c0, %c0] [%c4, %c4] [%c4, %c1] : memref<16x32xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  "use.view"(%o) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  return %s, %w : memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<16x32xf32, strided<[32, 1]>>
}

// -----

func.func @reinterprets(%m: memref<8x4xf32>, %x: memref<?xf32>, %y: memref<?xf32>) -> (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<8x4xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%off], sizes: [%sz#0, %sz#1], strides: [%st#0, %st#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %q = memref.reinterpret_cast %x to offset: [%c1], sizes: [%c4], strides: [%c1] : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  memref.copy %y, %y : memref<?xf32> to memref<?xf32>
  return %r, %q : memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>
}

// -----

func.func @reshapes(%m: memref<*xf32>, %shape: memref<?xi32>, %t: memref<2x3x4x5xf32>, %k: index) -> (index, memref<120xf32>, memref<?xf32, 2>) {
  %r = memref.reshape %m(%shape) : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
  %d = memref.dim %r, %k : memref<*xf32>
  %a = memref.collapse_shape %t [[0, 1], [2, 3]] : memref<2x3x4x5xf32> into memref<6x20xf32>
  %b = memref.collapse_shape %a [[0, 1]] : memref<6x20xf32> into memref<120xf32>
  %e = "mem.get"() : () -> memref<?xf32>
  %s1 = memref.memory_space_cast %e : memref<?xf32> to memref<?xf32, 1>
  %s2 = memref.memory_space_cast %s1 : memref<?xf32, 1> to memref<?xf32, 2>
  return %d, %b, %s2 : index, memref<120xf32>, memref<?xf32, 2>
}
