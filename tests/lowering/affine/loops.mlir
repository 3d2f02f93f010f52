// RUN-DESCENT: opt --lower-affine
// affine.for to scf.for: constant and map bounds (max / min of several results), steps,
// iter_args, loops folded away (zero trips, bodies that only yield), bounds folded from
// constant operands and repeated operands; affine.load / store through a memref.cast.
func.func @loops(%A: memref<100x100xf32>, %n: index, %x: f32) -> f32 {
  %c10 = arith.constant 10 : index
  %c4 = arith.constant 4 : index
  affine.for %i = 0 to 100 step 32 {
    affine.for %j = max affine_map<(d0) -> (0, d0 - 5)>(%i) to min affine_map<(d0)[s0] -> (d0 + 32, 100, s0)>(%i)[%n] {
      affine.for %k = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0) -> (d0 + 1)>(%c10) {
        %v = affine.load %A[%j, %k] : memref<100x100xf32>
        affine.store %v, %A[%k + 3, %j mod 4] : memref<100x100xf32>
      }
    }
  }
  %r0 = affine.for %i = 5 to 3 iter_args(%a = %x) -> (f32) {
    %b = arith.addf %a, %a : f32
    affine.yield %b : f32
  }
  %r1 = affine.for %i = 0 to %n iter_args(%a = %r0) -> (f32) {
    affine.yield %a : f32
  }
  %r2 = affine.for %i = affine_map<(d0, d1) -> (d0 - d1)>(%n, %n) to min affine_map<(d0, d1) -> (d0 + d1, d1 + d0, 7)>(%n, %c4) iter_args(%a = %r1) -> (f32) {
    %b = arith.mulf %a, %x : f32
    affine.yield %b : f32
  }
  return %r2 : f32
}
func.func @casts(%m: memref<4xf32>, %i: index) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %v = affine.load %c[%i] : memref<?xf32>
  affine.store %v, %c[%i + 1] : memref<?xf32>
  return
}
