// memref.alloc/alloca/dealloc with static and dynamic shapes (1-D, 2-D, 3-D and rank 0),
// load/store of several element types (i1, i8, i32, i64, index, f32, f64), memref.dim on
// static and dynamic dimensions, and allocas inside loops (scoped by
// memref.alloca_scope).
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index

  // 2-D static alloc: m[i][j] = 10*i + j, then the sum of the anti-diagonals.
  %m = memref.alloc() : memref<4x5xi64>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %ii = arith.index_cast %i : index to i64
      %jj = arith.index_cast %j : index to i64
      %ten = arith.constant 10 : i64
      %t = arith.muli %ii, %ten : i64
      %v = arith.addi %t, %jj : i64
      memref.store %v, %m[%i, %j] : memref<4x5xi64>
    }
  }
  %z = arith.constant 0 : i64
  %diag = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %z) -> (i64) {
    %j = arith.subi %c4, %i : index
    %v = memref.load %m[%i, %j] : memref<4x5xi64>
    %a = arith.addi %acc, %v : i64
    scf.yield %a : i64
  }
  call @printI64(%diag) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %m : memref<4x5xi64>

  // Dynamic 2-D alloc with one static and one dynamic dimension; dim on both.
  %d = memref.alloc(%c7) : memref<3x?xf64>
  %d0 = memref.dim %d, %c0 : memref<3x?xf64>
  %d1 = memref.dim %d, %c1 : memref<3x?xf64>
  scf.for %i = %c0 to %d0 step %c1 {
    scf.for %j = %c0 to %d1 step %c1 {
      %ii = arith.index_cast %i : index to i64
      %jj = arith.index_cast %j : index to i64
      %fi = arith.sitofp %ii : i64 to f64
      %fj = arith.sitofp %jj : i64 to f64
      %half = arith.constant 0.5 : f64
      %p = arith.mulf %fj, %half : f64
      %v = arith.addf %fi, %p : f64
      memref.store %v, %d[%i, %j] : memref<3x?xf64>
    }
  }
  %fz = arith.constant 0.0 : f64
  %fs = scf.for %i = %c0 to %d0 step %c1 iter_args(%acc = %fz) -> (f64) {
    %r = scf.for %j = %c0 to %d1 step %c1 iter_args(%acc2 = %acc) -> (f64) {
      %v = memref.load %d[%i, %j] : memref<3x?xf64>
      %a = arith.addf %acc2, %v : f64
      scf.yield %a : f64
    }
    scf.yield %r : f64
  }
  %d0i = arith.index_cast %d0 : index to i64
  %d1i = arith.index_cast %d1 : index to i64
  call @printI64(%d0i) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%d1i) : (i64) -> ()
  call @printComma() : () -> ()
  call @printF64(%fs) : (f64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %d : memref<3x?xf64>

  // Fully dynamic 3-D alloca, filled in row-major order and read back column-major.
  %e = memref.alloca(%c2, %c3, %c4) : memref<?x?x?xi32>
  %cnt0 = arith.constant 0 : i32
  %one32 = arith.constant 1 : i32
  %last = scf.for %i = %c0 to %c2 step %c1 iter_args(%n = %cnt0) -> (i32) {
    %r1 = scf.for %j = %c0 to %c3 step %c1 iter_args(%n1 = %n) -> (i32) {
      %r2 = scf.for %k = %c0 to %c4 step %c1 iter_args(%n2 = %n1) -> (i32) {
        memref.store %n2, %e[%i, %j, %k] : memref<?x?x?xi32>
        %n3 = arith.addi %n2, %one32 : i32
        scf.yield %n3 : i32
      }
      scf.yield %r2 : i32
    }
    scf.yield %r1 : i32
  }
  %h = arith.constant 31 : i64
  %hash = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %z) -> (i64) {
    %r1 = scf.for %j = %c0 to %c3 step %c1 iter_args(%acc1 = %acc) -> (i64) {
      %r2 = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc2 = %acc1) -> (i64) {
        %v = memref.load %e[%i, %j, %k] : memref<?x?x?xi32>
        %vw = arith.extsi %v : i32 to i64
        %m1 = arith.muli %acc2, %h : i64
        %a = arith.addi %m1, %vw : i64
        scf.yield %a : i64
      }
      scf.yield %r2 : i64
    }
    scf.yield %r1 : i64
  }
  %lastw = arith.extsi %last : i32 to i64
  call @printI64(%lastw) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%hash) : (i64) -> ()
  call @printNewline() : () -> ()

  // Rank-0 memrefs as mutable cells.
  %cell = memref.alloca() : memref<i64>
  %cellf = memref.alloc() : memref<f32>
  %init = arith.constant 1 : i64
  memref.store %init, %cell[] : memref<i64>
  %finit = arith.constant 1.0 : f32
  memref.store %finit, %cellf[] : memref<f32>
  scf.for %i = %c0 to %c7 step %c1 {
    %v = memref.load %cell[] : memref<i64>
    %three = arith.constant 3 : i64
    %w = arith.muli %v, %three : i64
    memref.store %w, %cell[] : memref<i64>
    %fv = memref.load %cellf[] : memref<f32>
    %q = arith.constant 0.25 : f32
    %fw = arith.subf %fv, %q : f32
    memref.store %fw, %cellf[] : memref<f32>
  }
  %cv = memref.load %cell[] : memref<i64>
  %cf = memref.load %cellf[] : memref<f32>
  %cf64 = arith.extf %cf : f32 to f64
  call @printI64(%cv) : (i64) -> ()
  call @printComma() : () -> ()
  call @printF64(%cf64) : (f64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %cellf : memref<f32>

  // Small element types: i1 flags, i8 bytes and index values.
  %flags = memref.alloca() : memref<8xi1>
  %bytes = memref.alloca() : memref<8xi8>
  %idxs = memref.alloca() : memref<8xindex>
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %r = arith.remui %i, %c3 : index
    %f = arith.cmpi eq, %r, %c0 : index
    memref.store %f, %flags[%i] : memref<8xi1>
    %ii = arith.index_cast %i : index to i8
    %k = arith.constant 40 : i8
    %b = arith.muli %ii, %k : i8
    memref.store %b, %bytes[%i] : memref<8xi8>
    %sq = arith.muli %i, %i : index
    memref.store %sq, %idxs[%i] : memref<8xindex>
  }
  scf.for %i = %c0 to %c8 step %c1 {
    %f = memref.load %flags[%i] : memref<8xi1>
    %b = memref.load %bytes[%i] : memref<8xi8>
    %x = memref.load %idxs[%i] : memref<8xindex>
    %fw = arith.extui %f : i1 to i64
    %bw = arith.extsi %b : i8 to i64
    %xw = arith.index_cast %x : index to i64
    func.call @printI64(%fw) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%bw) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%xw) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }

  // An alloca per iteration, released at the end of each alloca_scope.
  %tot = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %z) -> (i64) {
    %r = memref.alloca_scope -> (i64) {
      // Straight-line body: the reference pipeline lowers scf first, and alloca_scope
      // must keep a single block.
      %buf = memref.alloca(%c4) : memref<?xi64>
      %iw = arith.index_cast %i : index to i64
      %three = arith.constant 3 : i64
      %i3 = arith.addi %iw, %three : i64
      memref.store %iw, %buf[%c0] : memref<?xi64>
      memref.store %i3, %buf[%c3] : memref<?xi64>
      %a = memref.load %buf[%c3] : memref<?xi64>
      %b = memref.load %buf[%c0] : memref<?xi64>
      %p = arith.muli %a, %b : i64
      memref.alloca_scope.return %p : i64
    }
    %acc1 = arith.addi %acc, %r : i64
    scf.yield %acc1 : i64
  }
  call @printI64(%tot) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
