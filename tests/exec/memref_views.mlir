// Views through -expand-strided-metadata: subviews with static and dynamic offsets, sizes
// and strides (rank-reducing too), a subview of a subview, expand_shape and collapse_shape
// of static and dynamic memrefs, passed to a function taking a strided layout.
func.func private @printI64(i64)
func.func private @printNewline()

// Sums a 2-D strided view, weighting each element by its position.
func.func @weighted(%v: memref<?x?xi64, strided<[?, ?], offset: ?>>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %v, %c0 : memref<?x?xi64, strided<[?, ?], offset: ?>>
  %m = memref.dim %v, %c1 : memref<?x?xi64, strided<[?, ?], offset: ?>>
  %zero = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
    %r2 = scf.for %j = %c0 to %m step %c1 iter_args(%a2 = %acc) -> (i64) {
      %x = memref.load %v[%i, %j] : memref<?x?xi64, strided<[?, ?], offset: ?>>
      %k = arith.muli %i, %m : index
      %k2 = arith.addi %k, %j : index
      %k3 = arith.addi %k2, %c1 : index
      %w = arith.index_cast %k3 : index to i64
      %p = arith.muli %x, %w : i64
      %s = arith.addi %a2, %p : i64
      scf.yield %s : i64
    }
    scf.yield %r2 : i64
  }
  return %r : i64
}

// Dynamic offsets, sizes and strides over a dynamic memref; a subview of a subview, then a
// rank-reducing one (one row of it). The sizes are arguments: MLIR 22's own pass crashes
// when they fold to constants.
func.func @dynamic_views(%dyn: memref<?x?xi64>, %o0: index, %o1: index, %n: index, %t0: index, %t1: index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %s2 = memref.subview %dyn[%o0, %o1] [%n, %n] [%t0, %t1] : memref<?x?xi64> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  %w2 = func.call @weighted(%s2) : (memref<?x?xi64, strided<[?, ?], offset: ?>>) -> i64
  func.call @printI64(%w2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %s3 = memref.subview %s2[1, 0] [2, 3] [1, 1] : memref<?x?xi64, strided<[?, ?], offset: ?>> to memref<2x3xi64, strided<[?, ?], offset: ?>>
  %row = memref.subview %s3[1, 0] [1, 3] [1, 1] : memref<2x3xi64, strided<[?, ?], offset: ?>> to memref<3xi64, strided<[?], offset: ?>>
  %r0 = memref.load %row[%c0] : memref<3xi64, strided<[?], offset: ?>>
  %r2 = memref.load %row[%c2] : memref<3xi64, strided<[?], offset: ?>>
  func.call @printI64(%r0) : (i64) -> ()
  func.call @printI64(%r2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// A dynamic expand_shape, one dynamic size per group (MLIR 22's own pass crashes on a
// group of two dynamic sizes).
func.func @expand_at(%flat: memref<?xi64>, %n: index, %i: index, %j: index) -> i64 {
  %e = memref.expand_shape %flat [[0, 1]] output_shape [%n, 8] : memref<?xi64> into memref<?x8xi64>
  %v = memref.load %e[%i, %j] : memref<?x8xi64>
  return %v : i64
}

func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %a = memref.alloc() : memref<8x8xi64>
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %k = arith.muli %i, %c8 : index
      %k2 = arith.addi %k, %j : index
      %v = arith.index_cast %k2 : index to i64
      memref.store %v, %a[%i, %j] : memref<8x8xi64>
    }
  }
  // Static window with a step: rows 1, 3, 5; columns 2..5.
  %s1 = memref.subview %a[1, 2] [3, 4] [2, 1] : memref<8x8xi64> to memref<3x4xi64, strided<[16, 1], offset: 10>>
  %d1 = memref.cast %s1 : memref<3x4xi64, strided<[16, 1], offset: 10>> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  %w1 = func.call @weighted(%d1) : (memref<?x?xi64, strided<[?, ?], offset: ?>>) -> i64
  func.call @printI64(%w1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %dyn = memref.cast %a : memref<8x8xi64> to memref<?x?xi64>
  func.call @dynamic_views(%dyn, %c2, %c1, %c3, %c2, %c3) : (memref<?x?xi64>, index, index, index, index, index) -> ()
  // Collapse all of it, then expand one row into 2x4.
  %flat = memref.collapse_shape %a [[0, 1]] : memref<8x8xi64> into memref<64xi64>
  %f = memref.load %flat[%c8] : memref<64xi64>
  func.call @printI64(%f) : (i64) -> ()
  %e = memref.expand_shape %flat [[0, 1, 2]] output_shape [8, 2, 4] : memref<64xi64> into memref<8x2x4xi64>
  %x = memref.load %e[%c3, %c1, %c2] : memref<8x2x4xi64>
  func.call @printI64(%x) : (i64) -> ()
  %dflat = memref.collapse_shape %dyn [[0, 1]] : memref<?x?xi64> into memref<?xi64>
  %y = memref.load %dflat[%c3] : memref<?xi64>
  func.call @printI64(%y) : (i64) -> ()
  %n64 = memref.dim %dflat, %c0 : memref<?xi64>
  %z = func.call @expand_at(%dflat, %c8, %c2, %c3) : (memref<?xi64>, index, index, index) -> i64
  func.call @printI64(%z) : (i64) -> ()
  %ni = arith.index_cast %n64 : index to i64
  func.call @printI64(%ni) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %a : memref<8x8xi64>
  %ret = arith.constant 0 : i32
  return %ret : i32
}
