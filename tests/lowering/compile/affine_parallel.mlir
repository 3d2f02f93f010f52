// RUN-DESCENT: compile
// affine.parallel (with reductions, in an affine.for) and the index ops through the whole
// pipeline to LLVM IR: -lower-affine, scf.parallel to nested loops, then LLVM.
func.func @conv(%D : memref<100x100xf32>, %K : memref<3x3xf32>) -> (memref<98x98xf32>) {
  %O = memref.alloc() : memref<98x98xf32>
  affine.parallel (%x, %y) = (0, 0) to (98, 98) {
    %0 = affine.parallel (%kx, %ky) = (0, 0) to (2, 2) reduce ("addf") -> f32 {
      %1 = affine.load %D[%x + %kx, %y + %ky] : memref<100x100xf32>
      %2 = affine.load %K[%kx, %ky] : memref<3x3xf32>
      %3 = arith.mulf %1, %2 : f32
      affine.yield %3 : f32
    }
    affine.store %0, %O[%x, %y] : memref<98x98xf32>
  }
  return %O : memref<98x98xf32>
}
func.func @reductions(%N: index, %M: index) -> (f32, i32, f32, f32, i64, i64, i16, f64) {
  %r:8 = affine.parallel (%i) = (max(0, %N - 5, %M floordiv 2)) to (symbol(%M) * 2) step (3)
      reduce ("maximumf", "muli", "minimumf", "mulf", "addi", "andi", "ori", "addf")
      -> (f32, i32, f32, f32, i64, i64, i16, f64) {
    %a = arith.constant 1.0 : f32
    %b = arith.constant 2 : i32
    %c = arith.constant 3 : i64
    %d = arith.constant 4 : i16
    %e = arith.constant 5.0 : f64
    affine.yield %a, %b, %a, %a, %c, %c, %d, %e : f32, i32, f32, f32, i64, i64, i16, f64
  }
  return %r#0, %r#1, %r#2, %r#3, %r#4, %r#5, %r#6, %r#7 : f32, i32, f32, f32, i64, i64, i16, f64
}
func.func @nested_in_for(%A: memref<?xf32>, %n: index) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %k = 0 to 4 iter_args(%acc = %z) -> f32 {
    %s = affine.parallel (%i) = (%k * 8) to (%k * 8 + 8) reduce ("addf") -> f32 {
      %v = affine.load %A[%i] : memref<?xf32>
      affine.yield %v : f32
    }
    %t = arith.addf %acc, %s : f32
    affine.yield %t : f32
  }
  return %r : f32
}
func.func @lin(%idx: index, %b0: index, %b1: index, %i: index, %j: index, %k: index) -> (index, index, index, index, index, index, index) {
  %0:3 = affine.delinearize_index %idx into (%b0, 16, %b1) : index, index, index
  %1:2 = affine.delinearize_index %idx into (16, %b1) : index, index
  %2 = affine.linearize_index [%i, %j, %k] by (%b0, 16, %b1) : index
  %3 = affine.linearize_index disjoint [%i, %j] by (4, 8) : index
  %4 = affine.linearize_index [%i, %j, %k] by (16, %b1) : index
  return %0#0, %0#1, %0#2, %1#0, %2, %3, %4 : index, index, index, index, index, index, index
}
