// RUN-DESCENT: opt
#map = affine_map<(d0)[s0] -> (d0 + s0, 100)>
func.func @f(%N: index, %M: index, %m: memref<10x20xf32>) -> f32 {
  %c0 = arith.constant 0.0 : f32
  affine.for %i = 0 to 10 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to %N step 2 {
      %a = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%N]
      %v = affine.load %m[%i + 3, symbol(%N) * 2] : memref<10x20xf32>
      affine.store %v, %m[%j, %i floordiv 2] : memref<10x20xf32>
    }
    affine.for %k = max #map(%i)[%N] to min affine_map<()[s0] -> (s0, 42)>()[%M] {
    }
  }
  %r = affine.for %i = 0 to 10 iter_args(%acc = %c0) -> (f32) {
    %s = arith.addf %acc, %acc : f32
    affine.yield %s : f32
  }
  affine.if affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 == 0)>(%N)[%M] {
  }
  %x = affine.if affine_set<(d0) : (d0 >= 0)>(%N) -> f32 {
    affine.yield %c0 : f32
  } else {
    affine.yield %r : f32
  }
  %mn = affine.min affine_map<(d0)[s0] -> (d0, s0)>(%N)[%M]
  %mx = affine.max affine_map<(d0) -> (d0, 3)>(%N)
  return %x : f32
}
