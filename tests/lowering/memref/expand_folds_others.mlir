// RUN-DESCENT: opt --memref-expand
// Ops outside arith and memref are folded when their constants are legal.
func.func @f(%x: f32, %m: memref<4xf32>) -> (f32, index, f32, i32, f32, f32) {
  %c = arith.constant 2.5 : f32
  %a = math.floor %c : f32
  %i1 = index.constant 3
  %i2 = index.constant 4
  %i = index.add %i1, %i2
  %z = complex.create %x, %c : complex<f32>
  %r = complex.re %z : complex<f32>
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %v = vector.broadcast %c : f32 to vector<4xf32>
  %e = vector.extract %v[1] : f32 from vector<4xf32>
  %k = arith.constant 1 : index
  %l = memref.load %m[%k] : memref<4xf32>
  affine.for %q = 0 to 4 {
    %w = math.absf %c : f32
    affine.store %w, %m[%q] : memref<4xf32>
  }
  return %a, %i, %r, %s, %e, %l : f32, index, f32, i32, f32, f32
}
