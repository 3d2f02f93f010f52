// RUN-DESCENT: opt --lower-affine --allow-unregistered-dialect
// The affine.apply ops feeding loop bounds and affine.if sets are composed into them (and
// the result simplified) before the lowering, as MLIR folds them; the applies themselves
// are lowered where they stand.
func.func @f(%n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = max affine_map<(d0) -> (0, d0)>(%i) to min affine_map<(d0) -> (d0 + 5, 20)>(%i) {
      "test.use"(%j) : (index) -> ()
    }
  }
  %c = arith.constant 3 : index
  %a = affine.apply affine_map<(d0) -> (d0 * 2)>(%n)
  affine.for %k = 0 to affine_map<(d0) -> (d0 + 1)>(%a) {
  }
  affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%a) {
  }
  return
}
func.func @chain(%n: index, %m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?xf32>
  %a = affine.apply affine_map<(d0)[s0] -> (d0 * 4 + s0)>(%n)[%d]
  %b = affine.apply affine_map<(d0, d1) -> (d0 floordiv 2 - d1)>(%a, %n)
  %cst = arith.constant 0.0 : f32
  %r = affine.for %i = %b to affine_map<(d0)[s0] -> (d0 + s0 * 3)>(%a)[%d] step 4 iter_args(%acc = %cst) -> (f32) {
    %t = affine.if affine_set<(d0)[s0] : (d0 - s0 * 2 >= 0, d0 mod 3 == 0)>(%i)[%b] -> f32 {
      %v = affine.load %m[-%i + symbol(%d) - 1] : memref<?xf32>
      affine.yield %v : f32
    } else {
      %w = affine.if affine_set<(d0) : (-d0 + 5 >= 0)>(%i) -> f32 {
        affine.yield %acc : f32
      } else {
        %x = arith.addf %acc, %acc : f32
        affine.yield %x : f32
      }
      affine.yield %w : f32
    }
    %s = arith.addf %acc, %t : f32
    affine.store %s, %m[%i ceildiv 3 + %i mod 5] : memref<?xf32>
    affine.yield %s : f32
  }
  %q = affine.min affine_map<(d0, d1)[s0] -> (d0 - d1, s0 floordiv 3, -7)>(%b, %a)[%d]
  %p = affine.max affine_map<(d0) -> (d0 * -3, d0 * 5 - 1)>(%q)
  affine.store %r, %m[%p] : memref<?xf32>
  return %r : f32
}
