// memref.cast between static and dynamic shapes and between ranked and unranked memrefs,
// unranked memrefs as function arguments and results (the lowering copies returned
// unranked descriptors out of the callee's stack), memref.rank, memref.dim on unranked
// memrefs, memref.copy of contiguous memrefs (lowered to a memcpy) and of strided or
// unranked ones (lowered to a call of memrefCopy from the runner utils), and
// memref.reinterpret_cast to a strided view.
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()

// Rank and every size of an unranked memref.
func.func @describe(%u: memref<*xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.rank %u : memref<*xf32>
  %rw = arith.index_cast %r : index to i64
  call @printI64(%rw) : (i64) -> ()
  scf.for %i = %c0 to %r step %c1 {
    %d = memref.dim %u, %i : memref<*xf32>
    %dw = arith.index_cast %d : index to i64
    func.call @printComma() : () -> ()
    func.call @printI64(%dw) : (i64) -> ()
  }
  call @printNewline() : () -> ()
  return
}

// Casts an unranked memref back to rank 2 and sums it.
func.func @sum2(%u: memref<*xf32>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.cast %u : memref<*xf32> to memref<?x?xf32>
  %n0 = memref.dim %m, %c0 : memref<?x?xf32>
  %n1 = memref.dim %m, %c1 : memref<?x?xf32>
  %z = arith.constant 0.0 : f64
  %s = scf.for %i = %c0 to %n0 step %c1 iter_args(%a = %z) -> (f64) {
    %t = scf.for %j = %c0 to %n1 step %c1 iter_args(%b = %a) -> (f64) {
      %v = memref.load %m[%i, %j] : memref<?x?xf32>
      %w = arith.extf %v : f32 to f64
      %c = arith.addf %b, %w : f64
      scf.yield %c : f64
    }
    scf.yield %t : f64
  }
  return %s : f64
}

// Returns its argument as an unranked memref.
func.func @erase(%m: memref<2x3xf32>) -> memref<*xf32> {
  %u = memref.cast %m : memref<2x3xf32> to memref<*xf32>
  return %u : memref<*xf32>
}

func.func @print_row(%m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi32>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %m[%i] : memref<?xi32>
    %w = arith.extsi %v : i32 to i64
    func.call @printI64(%w) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m = memref.alloc() : memref<2x3xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %k = arith.muli %i, %c3 : index
      %l = arith.addi %k, %j : index
      %lw = arith.index_cast %l : index to i32
      %f = arith.sitofp %lw : i32 to f32
      %q = arith.constant 0.5 : f32
      %g = arith.addf %f, %q : f32
      memref.store %g, %m[%i, %j] : memref<2x3xf32>
    }
  }
  // static -> unranked (in the caller and in a callee's result) -> dynamic.
  %u = memref.cast %m : memref<2x3xf32> to memref<*xf32>
  call @describe(%u) : (memref<*xf32>) -> ()
  %s = call @sum2(%u) : (memref<*xf32>) -> f64
  call @printF64(%s) : (f64) -> ()
  call @printNewline() : () -> ()
  %u2 = call @erase(%m) : (memref<2x3xf32>) -> memref<*xf32>
  call @describe(%u2) : (memref<*xf32>) -> ()
  %s2 = call @sum2(%u2) : (memref<*xf32>) -> f64
  call @printF64(%s2) : (f64) -> ()
  call @printNewline() : () -> ()
  // static <-> dynamic casts read the same storage.
  %dm = memref.cast %m : memref<2x3xf32> to memref<?x3xf32>
  %sm = memref.cast %dm : memref<?x3xf32> to memref<2x3xf32>
  %x = memref.load %sm[%c1, %c2] : memref<2x3xf32>
  %xw = arith.extf %x : f32 to f64
  call @printF64(%xw) : (f64) -> ()
  call @printNewline() : () -> ()
  // Contiguous copy between static and dynamic shapes.
  %cp = memref.alloc(%c2) : memref<?x3xf32>
  memref.copy %m, %cp : memref<2x3xf32> to memref<?x3xf32>
  %cpu = memref.cast %cp : memref<?x3xf32> to memref<*xf32>
  %s3 = call @sum2(%cpu) : (memref<*xf32>) -> f64
  call @printF64(%s3) : (f64) -> ()
  call @printNewline() : () -> ()
  // Copy between unranked memrefs.
  %z = memref.alloca() : memref<2x3xf32>
  %zu = memref.cast %z : memref<2x3xf32> to memref<*xf32>
  memref.copy %u, %zu : memref<*xf32> to memref<*xf32>
  %s4 = call @sum2(%zu) : (memref<*xf32>) -> f64
  call @printF64(%s4) : (f64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %cp : memref<?x3xf32>
  memref.dealloc %m : memref<2x3xf32>

  // A strided view: every other element of a 1-D buffer, copied out to a dense one.
  %buf = memref.alloca() : memref<12xi32>
  %c12 = arith.constant 12 : index
  scf.for %i = %c0 to %c12 step %c1 {
    %iw = arith.index_cast %i : index to i32
    %sq = arith.muli %iw, %iw : i32
    memref.store %sq, %buf[%i] : memref<12xi32>
  }
  %view = memref.reinterpret_cast %buf to offset: [1], sizes: [5], strides: [2]
      : memref<12xi32> to memref<5xi32, strided<[2], offset: 1>>
  %dense = memref.alloca() : memref<5xi32>
  memref.copy %view, %dense : memref<5xi32, strided<[2], offset: 1>> to memref<5xi32>
  %dd = memref.cast %dense : memref<5xi32> to memref<?xi32>
  call @print_row(%dd) : (memref<?xi32>) -> ()
  // And back: write the dense values (negated) through the strided view.
  %c5 = arith.constant 5 : index
  scf.for %i = %c0 to %c5 step %c1 {
    %v = memref.load %dense[%i] : memref<5xi32>
    %zero = arith.constant 0 : i32
    %n = arith.subi %zero, %v : i32
    memref.store %n, %dense[%i] : memref<5xi32>
  }
  memref.copy %dense, %view : memref<5xi32> to memref<5xi32, strided<[2], offset: 1>>
  %bd = memref.cast %buf : memref<12xi32> to memref<?xi32>
  call @print_row(%bd) : (memref<?xi32>) -> ()
  %v2 = memref.load %view[%c2] : memref<5xi32, strided<[2], offset: 1>>
  %v2w = arith.extsi %v2 : i32 to i64
  call @printI64(%v2w) : (i64) -> ()
  call @printNewline() : () -> ()
  // A 2-D reinterpretation (3 x 4 row-major) of the same buffer, read column by column.
  %grid = memref.reinterpret_cast %buf to offset: [0], sizes: [3, 4], strides: [4, 1]
      : memref<12xi32> to memref<3x4xi32>
  %c4 = arith.constant 4 : index
  %zero64 = arith.constant 0 : i64
  %h = scf.for %j = %c0 to %c4 step %c1 iter_args(%a = %zero64) -> (i64) {
    %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%b = %a) -> (i64) {
      %v = memref.load %grid[%i, %j] : memref<3x4xi32>
      %vw = arith.extsi %v : i32 to i64
      %k = arith.constant 7 : i64
      %m7 = arith.muli %b, %k : i64
      %c = arith.addi %m7, %vw : i64
      scf.yield %c : i64
    }
    scf.yield %r : i64
  }
  call @printI64(%h) : (i64) -> ()
  call @printNewline() : () -> ()
  %six = memref.cast %grid : memref<3x4xi32> to memref<*xi32>
  %rk = memref.rank %six : memref<*xi32>
  %d1 = memref.dim %six, %c1 : memref<*xi32>
  %rkw = arith.index_cast %rk : index to i64
  %d1w = arith.index_cast %d1 : index to i64
  call @printI64(%rkw) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%d1w) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
