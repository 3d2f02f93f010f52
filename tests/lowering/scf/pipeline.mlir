// RUN-DESCENT: opt --pass-pipeline=builtin.module(func.func(convert-scf-to-cf),convert-to-llvm,reconcile-unrealized-casts)
// The pass nested under func.func, as upstream pipelines run it.
func.func @fill(%n: index, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%v) -> f32 {
    %f = arith.index_cast %i : index to i64
    %g = arith.sitofp %f : i64 to f32
    scf.reduce(%g : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
