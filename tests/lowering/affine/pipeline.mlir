// RUN-DESCENT: opt --pass-pipeline=builtin.module(func.func(lower-affine),convert-scf-to-cf)
// -lower-affine nested on functions in a pipeline, followed by the scf lowering.
func.func @f(%m: memref<8xi32>, %n: index) {
  affine.for %i = 0 to min affine_map<()[s0] -> (8, s0)>()[%n] step 3 {
    %v = affine.load %m[%i] : memref<8xi32>
    %w = arith.addi %v, %v : i32
    affine.store %w, %m[(%i + 1) mod 8] : memref<8xi32>
  }
  return
}
