// RUN-DESCENT: opt --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// Memrefs passed through block arguments (cf successors, scf results and iter_args once
// scf is lowered, select, calls): every block signature whose types convert is converted.
func.func private @use(memref<?xf32>) -> f32
func.func @branches(%a: memref<?xf32>, %b: memref<?xf32>, %c: i1, %i: index) -> f32 {
  cf.cond_br %c, ^bb1(%a : memref<?xf32>), ^bb1(%b : memref<?xf32>)
^bb1(%m: memref<?xf32>):
  %v = memref.load %m[%i] : memref<?xf32>
  %d = memref.dim %m, %i : memref<?xf32>
  cf.br ^bb2(%m, %d : memref<?xf32>, index)
^bb2(%m2: memref<?xf32>, %n: index):
  memref.store %v, %m2[%n] : memref<?xf32>
  %r = func.call @use(%m2) : (memref<?xf32>) -> f32
  return %r : f32
}
func.func @switch(%a: memref<4xi32>, %b: memref<4xi32>, %k: i32) -> i32 {
  cf.switch %k : i32, [
    default: ^bb1(%a : memref<4xi32>),
    1: ^bb1(%b : memref<4xi32>),
    2: ^bb2(%a : memref<4xi32>)
  ]
^bb1(%m: memref<4xi32>):
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xi32>
  return %v : i32
^bb2(%m2: memref<4xi32>):
  %c1 = arith.constant 1 : index
  %w = memref.load %m2[%c1] : memref<4xi32>
  return %w : i32
}
func.func @structured(%a: memref<?xf32>, %b: memref<?xf32>, %c: i1, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %s = arith.select %c, %a, %b : memref<?xf32>
  %m = scf.if %c -> memref<?xf32> {
    scf.yield %a : memref<?xf32>
  } else {
    scf.yield %s : memref<?xf32>
  }
  %r:2 = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %z, %mm = %m) -> (f32, memref<?xf32>) {
    %v = memref.load %mm[%k] : memref<?xf32>
    %t = arith.addf %acc, %v : f32
    %nx = arith.select %c, %mm, %b : memref<?xf32>
    scf.yield %t, %nx : f32, memref<?xf32>
  }
  %w:2 = scf.while (%i = %c0, %wm = %r#1) : (index, memref<?xf32>) -> (index, memref<?xf32>) {
    %lt = arith.cmpi slt, %i, %n : index
    scf.condition(%lt) %i, %wm : index, memref<?xf32>
  } do {
  ^bb0(%i2: index, %wm2: memref<?xf32>):
    %d = memref.dim %wm2, %c0 : memref<?xf32>
    %i3 = arith.addi %i2, %d : index
    scf.yield %i3, %wm2 : index, memref<?xf32>
  }
  %q = func.call @use(%w#1) : (memref<?xf32>) -> f32
  %cast = memref.cast %w#1 : memref<?xf32> to memref<4xf32>
  %e = memref.load %cast[%c1] : memref<4xf32>
  %t = arith.addf %q, %e : f32
  %u = arith.addf %t, %r#0 : f32
  return %u : f32
}
func.func @ret(%a: memref<2x?xf64>, %b: memref<2x?xf64>, %c: i1) -> memref<2x?xf64> {
  cf.cond_br %c, ^bb1(%a : memref<2x?xf64>), ^bb1(%b : memref<2x?xf64>)
^bb1(%m: memref<2x?xf64>):
  return %m : memref<2x?xf64>
}
