// Memrefs that reach blocks as arguments: cf.br / cf.cond_br / cf.switch operands, scf.if
// results, scf.for iter_args, scf.while before/after arguments, arith.select between
// memrefs, memrefs passed to and returned from calls, and memref.cast of a block argument.
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

func.func @pick(%a: memref<?xf64>, %b: memref<?xf64>, %k: i32) -> memref<?xf64> {
  cf.switch %k : i32, [
    default: ^bb1(%a : memref<?xf64>),
    1: ^bb1(%b : memref<?xf64>),
    2: ^bb2(%a, %b : memref<?xf64>, memref<?xf64>)
  ]
^bb1(%m: memref<?xf64>):
  return %m : memref<?xf64>
^bb2(%x: memref<?xf64>, %y: memref<?xf64>):
  %c0 = arith.constant 0 : index
  %vx = memref.load %x[%c0] : memref<?xf64>
  %vy = memref.load %y[%c0] : memref<?xf64>
  %lt = arith.cmpf olt, %vx, %vy : f64
  cf.cond_br %lt, ^bb1(%x : memref<?xf64>), ^bb1(%y : memref<?xf64>)
}

func.func @sum(%m: memref<?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf64>
  %z = arith.constant 0.0 : f64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %v = memref.load %m[%i] : memref<?xf64>
    %t = arith.addf %acc, %v : f64
    scf.yield %t : f64
  }
  return %s : f64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc(%c4) : memref<?xf64>
  %b = memref.alloc(%c4) : memref<?xf64>
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f64
    %g = arith.mulf %f, %f : f64
    memref.store %f, %a[%i] : memref<?xf64>
    memref.store %g, %b[%i] : memref<?xf64>
  }
  %k0 = arith.constant 0 : i32
  %k1 = arith.constant 1 : i32
  %k2 = arith.constant 2 : i32
  %p0 = func.call @pick(%a, %b, %k0) : (memref<?xf64>, memref<?xf64>, i32) -> memref<?xf64>
  %p1 = func.call @pick(%a, %b, %k1) : (memref<?xf64>, memref<?xf64>, i32) -> memref<?xf64>
  %p2 = func.call @pick(%b, %a, %k2) : (memref<?xf64>, memref<?xf64>, i32) -> memref<?xf64>
  %s0 = func.call @sum(%p0) : (memref<?xf64>) -> f64
  %s1 = func.call @sum(%p1) : (memref<?xf64>) -> f64
  %s2 = func.call @sum(%p2) : (memref<?xf64>) -> f64
  func.call @printF64(%s0) : (f64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printF64(%s1) : (f64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printF64(%s2) : (f64) -> ()
  func.call @printNewline() : () -> ()
  // scf.if result, select, loop-carried memref swapped every iteration.
  %true = arith.cmpi eq, %k0, %k0 : i32
  %m = scf.if %true -> memref<?xf64> {
    scf.yield %b : memref<?xf64>
  } else {
    scf.yield %a : memref<?xf64>
  }
  %sel = arith.select %true, %a, %m : memref<?xf64>
  %r:3 = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %s0, %x = %sel, %y = %m)
      -> (f64, memref<?xf64>, memref<?xf64>) {
    %v = memref.load %x[%i] : memref<?xf64>
    %t = arith.addf %acc, %v : f64
    scf.yield %t, %y, %x : f64, memref<?xf64>, memref<?xf64>
  }
  func.call @printF64(%r#0) : (f64) -> ()
  func.call @printNewline() : () -> ()
  // scf.while carrying a memref and a count; the after region reads its dim.
  %w:2 = scf.while (%j = %c0, %wm = %r#2) : (index, memref<?xf64>) -> (index, memref<?xf64>) {
    %lt = arith.cmpi slt, %j, %c4 : index
    scf.condition(%lt) %j, %wm : index, memref<?xf64>
  } do {
  ^bb0(%j2: index, %wm2: memref<?xf64>):
    %v = memref.load %wm2[%j2] : memref<?xf64>
    %two = arith.constant 2.0 : f64
    %d = arith.mulf %v, %two : f64
    memref.store %d, %wm2[%j2] : memref<?xf64>
    %j3 = arith.addi %j2, %c1 : index
    scf.yield %j3, %wm2 : index, memref<?xf64>
  }
  %s3 = func.call @sum(%w#1) : (memref<?xf64>) -> f64
  func.call @printF64(%s3) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %cast = memref.cast %w#1 : memref<?xf64> to memref<4xf64>
  %e = memref.load %cast[%c1] : memref<4xf64>
  func.call @printF64(%e) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %n = memref.dim %w#1, %c0 : memref<?xf64>
  %ni = arith.index_cast %n : index to i64
  func.call @printI64(%ni) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %a : memref<?xf64>
  memref.dealloc %b : memref<?xf64>
  return
}
