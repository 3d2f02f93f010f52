// RUN-DESCENT: opt "--canonicalize=top-down=false max-iterations=1"
// A single-iteration scf.for is inlined with its induction variable replaced by the
// lower bound: MLIR's rewriter reports each user of the replaced argument modified, so
// the cast inside the scf.if folds in the same round.
func.func private @use(i64)
func.func @single_iteration_iv_users(%c: i1) -> f32 {
  %lb = arith.constant -2 : index
  %ub = arith.constant 0 : index
  %step = arith.constant 2 : index
  %a = arith.constant 7 : i64
  %r = arith.constant 1.5 : f32
  %res = scf.for %i = %lb to %ub step %step iter_args(%acc = %a) -> (i64) {
    %k = arith.constant -3 : i16
    %e = arith.extsi %k : i16 to i64
    %t = scf.if %c -> (i1) {
      %x = arith.index_castui %i : index to i64
      func.call @use(%x) : (i64) -> ()
      %z = arith.constant 0.0 : f32
      %u = arith.cmpf uno, %z, %z : f32
      %w = scf.if %u -> (index) {
        %m = memref.alloc(%i) : memref<?xf32>
        scf.yield %i : index
      } else {
        scf.yield %i : index
      }
      scf.yield %u : i1
    } else {
      scf.yield %c : i1
    }
    scf.yield %e : i64
  }
  return %r : f32
}
