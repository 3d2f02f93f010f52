// RUN-DESCENT: opt --lower-affine
// Every kind of affine expression expanded into arith ops in MLIR 22 order: sums, products
// (nsw), negative constants, symbols, and floordiv / ceildiv / mod by constants and by
// symbols; affine.min / affine.max as minsi / maxsi chains; folds of constant operands.
func.func @f(%n: index, %m: index) -> index {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %a = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0 + d0 mod s0 + d0 ceildiv s0)>(%n)[%m]
  %b = affine.apply affine_map<(d0) -> (d0 + 2)>(%c3)
  %c = affine.apply affine_map<(d0) -> (d0)>(%n)
  %d = affine.min affine_map<(d0, d1) -> (d0 + 1, d1, 7)>(%c3, %n)
  %e = affine.max affine_map<(d0, d1) -> (d0 + 1, 7)>(%c3, %c5)
  %f = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%c3, %n)
  %g = affine.apply affine_map<(d0, d1) -> (d0 * 3 - d1 * 2 + 1)>(%n, %m)
  %h = affine.apply affine_map<()[s0] -> (s0)>()[%m]
  %i = affine.min affine_map<()[s0] -> (s0)>()[%m]
  %r1 = arith.addi %a, %b : index
  %r2 = arith.addi %r1, %c : index
  %r3 = arith.addi %r2, %d : index
  %r4 = arith.addi %r3, %e : index
  %r5 = arith.addi %r4, %f : index
  %r6 = arith.addi %r5, %g : index
  %r7 = arith.addi %r6, %h : index
  %r8 = arith.addi %r7, %i : index
  return %r8 : index
}
func.func @f2(%m: memref<?x?xf32>, %n: index, %k: index) -> f32 {
  %c0 = arith.constant 0.0 : f32
  %r = affine.for %i = max affine_map<(d0)[s0] -> (d0, s0 - 3)>(%k)[%n] to min affine_map<()[s0] -> (s0, 100)>()[%n] step 2 iter_args(%acc = %c0) -> (f32) {
    %a = affine.apply affine_map<(d0)[s0] -> (d0 floordiv 4 + s0 mod 3 - d0 ceildiv 8 * 2 - 7)>(%i)[%n]
    %v = affine.load %m[%i + 1, symbol(%n) * 3 - %i] : memref<?x?xf32>
    %s = arith.addf %acc, %v : f32
    affine.store %s, %m[%a, %i floordiv 2] : memref<?x?xf32>
    %mn = affine.min affine_map<(d0)[s0] -> (d0, s0, 5)>(%i)[%n]
    %mx = affine.max affine_map<(d0)[s0] -> (d0, s0)>(%i)[%n]
    affine.yield %s : f32
  }
  return %r : f32
}
