// RUN-DESCENT: opt --lower-affine
// affine.if to scf.if: each constraint compared with zero (sge, eq for equalities), joined
// by andi; else regions and results; a set canonicalized with its repeated operands first.
func.func @g(%n: index, %x: f32) -> f32 {
  %r = affine.if affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 - d0 - 1 >= 0, d0 * 2 == 0)>(%n)[%n] -> f32 {
    affine.yield %x : f32
  } else {
    %y = arith.addf %x, %x : f32
    affine.yield %y : f32
  }
  affine.if affine_set<(d0) : (d0 >= 0)>(%n) {
    affine.for %j = 0 to 10 {
    }
  }
  return %r : f32
}
func.func @nested(%n: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %r = affine.if affine_set<()[s0] : (s0 - 4 >= 0, -s0 + 100 >= 0)>()[%n] -> f32 {
    %a = affine.if affine_set<(d0)[s0] : (d0 mod 2 == 0, s0 floordiv 3 - d0 >= 0)>(%n)[%n] -> f32 {
      %v = affine.load %m[%n floordiv 2] : memref<?xf32>
      affine.yield %v : f32
    } else {
      affine.yield %x : f32
    }
    affine.yield %a : f32
  } else {
    affine.store %x, %m[symbol(%n) - 1] : memref<?xf32>
    affine.yield %x : f32
  }
  return %r : f32
}
