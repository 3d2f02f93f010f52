// RUN-DESCENT: compile
// Memrefs crossing function boundaries in the default calling convention (each descriptor
// expanded into allocated/aligned pointers, offset, sizes and strides): static and dynamic
// arguments, memref results (an allocation returned to the caller), several memref
// results, and functions marked llvm.emit_c_interface, which also get a _mlir_ciface_
// wrapper taking descriptors by pointer while direct calls keep using the expanded form.
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()

// Fills m[i] = start + i * step.
func.func @iota(%m: memref<?xi64>, %start: i64, %step: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i64
    %p = arith.muli %ii, %step : i64
    %v = arith.addi %start, %p : i64
    memref.store %v, %m[%i] : memref<?xi64>
  }
  return
}

func.func @sum(%m: memref<?xi64>) -> i64 attributes { llvm.emit_c_interface } {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi64>
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %v = memref.load %m[%i] : memref<?xi64>
    %a = arith.addi %acc, %v : i64
    scf.yield %a : i64
  }
  return %s : i64
}

// Allocates and returns a fresh n x n identity-plus-k matrix; the caller deallocates it.
func.func @make(%n: index, %k: f64) -> memref<?x?xf64> attributes { llvm.emit_c_interface } {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n, %n) : memref<?x?xf64>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %eq = arith.cmpi eq, %i, %j : index
      %one = arith.constant 1.0 : f64
      %zero = arith.constant 0.0 : f64
      %d = arith.select %eq, %one, %zero : f64
      %v = arith.addf %d, %k : f64
      memref.store %v, %m[%i, %j] : memref<?x?xf64>
    }
  }
  return %m : memref<?x?xf64>
}

// c = a * b for square matrices.
func.func @matmul(%a: memref<?x?xf64>, %b: memref<?x?xf64>, %c: memref<?x?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?x?xf64>
  %zero = arith.constant 0.0 : f64
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %s = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f64) {
        %x = memref.load %a[%i, %k] : memref<?x?xf64>
        %y = memref.load %b[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %x, %y : f64
        %q = arith.addf %acc, %p : f64
        scf.yield %q : f64
      }
      memref.store %s, %c[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

func.func @trace(%m: memref<?x?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c1 : memref<?x?xf64>
  %zero = arith.constant 0.0 : f64
  %t = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f64) {
    %v = memref.load %m[%i, %i] : memref<?x?xf64>
    %a = arith.addf %acc, %v : f64
    scf.yield %a : f64
  }
  return %t : f64
}

// Static-shape arguments and two memref results handed back in swapped order.
func.func @swap_static(%a: memref<4xi32>, %b: memref<4xi32>) -> (memref<4xi32>, memref<4xi32>, i32)
    attributes { llvm.emit_c_interface } {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %x = memref.load %a[%c0] : memref<4xi32>
  %y = memref.load %b[%c3] : memref<4xi32>
  %s = arith.subi %x, %y : i32
  return %b, %a, %s : memref<4xi32>, memref<4xi32>, i32
}

func.func @first_last(%m: memref<4xi32>) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %x = memref.load %m[%c0] : memref<4xi32>
  %y = memref.load %m[%c3] : memref<4xi32>
  %xw = arith.extsi %x : i32 to i64
  %yw = arith.extsi %y : i32 to i64
  return %xw, %yw : i64, i64
}

// Recursion over a memref: prefix sums, computed right to left.
func.func @prefix(%m: memref<?xi64>, %i: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi eq, %i, %c0 : index
  cf.cond_br %done, ^ret, ^rec
^rec:
  %j = arith.subi %i, %c1 : index
  func.call @prefix(%m, %j) : (memref<?xi64>, index) -> ()
  %a = memref.load %m[%j] : memref<?xi64>
  %b = memref.load %m[%i] : memref<?xi64>
  %s = arith.addi %a, %b : i64
  memref.store %s, %m[%i] : memref<?xi64>
  cf.br ^ret
^ret:
  return
}

func.func @main() attributes { llvm.emit_c_interface } {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %v = memref.alloc(%c10) : memref<?xi64>
  %start = arith.constant -5 : i64
  %step = arith.constant 3 : i64
  call @iota(%v, %start, %step) : (memref<?xi64>, i64, i64) -> ()
  %s = call @sum(%v) : (memref<?xi64>) -> i64
  call @printI64(%s) : (i64) -> ()
  call @printNewline() : () -> ()
  %c9 = arith.constant 9 : index
  call @prefix(%v, %c9) : (memref<?xi64>, index) -> ()
  %p = memref.load %v[%c9] : memref<?xi64>
  %p4 = memref.load %v[%c4] : memref<?xi64>
  call @printI64(%p) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%p4) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %v : memref<?xi64>

  %half = arith.constant 0.5 : f64
  %two = arith.constant 2.0 : f64
  %a = call @make(%c3, %half) : (index, f64) -> memref<?x?xf64>
  %b = call @make(%c3, %two) : (index, f64) -> memref<?x?xf64>
  %c = memref.alloc(%c3, %c3) : memref<?x?xf64>
  call @matmul(%a, %b, %c) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>) -> ()
  %t = call @trace(%c) : (memref<?x?xf64>) -> f64
  %c01 = memref.load %c[%c0, %c1] : memref<?x?xf64>
  call @printF64(%t) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%c01) : (f64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %a : memref<?x?xf64>
  memref.dealloc %b : memref<?x?xf64>
  memref.dealloc %c : memref<?x?xf64>

  %x = memref.alloca() : memref<4xi32>
  %y = memref.alloca() : memref<4xi32>
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %k = arith.constant 100 : i32
    %w = arith.addi %ii, %k : i32
    %n = arith.subi %ii, %k : i32
    memref.store %w, %x[%i] : memref<4xi32>
    memref.store %n, %y[%i] : memref<4xi32>
  }
  %r:3 = call @swap_static(%x, %y) : (memref<4xi32>, memref<4xi32>) -> (memref<4xi32>, memref<4xi32>, i32)
  %f0:2 = call @first_last(%r#0) : (memref<4xi32>) -> (i64, i64)
  %f1:2 = call @first_last(%r#1) : (memref<4xi32>) -> (i64, i64)
  %d = arith.extsi %r#2 : i32 to i64
  call @printI64(%f0#0) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%f0#1) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%f1#0) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%f1#1) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%d) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
