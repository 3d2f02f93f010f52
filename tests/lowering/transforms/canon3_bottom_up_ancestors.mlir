// RUN-DESCENT: opt "--canonicalize=top-down=false max-iterations=1"
// Bottom-up, MLIR enqueues each op with its ancestors as the walk meets it, so the loop
// is taken before the scf.if in its body, while that is still there: erasing the dead
// scf.if afterwards revisits nothing, and after one round the loop (now empty) stays.
func.func private @use(f64)
func.func @dead_if_in_loop(%c: i1, %n: index) -> f64 {
  %a = arith.constant 2.5 : f32
  %init = arith.constant -3.0 : f64
  %r = affine.for %i = 0 to 4 iter_args(%acc = %init) -> (f64) {
    %d = scf.if %c -> (i8) {
      %k = arith.constant 10 : i8
      %p = arith.cmpi sgt, %k, %k : i8
      %q = scf.if %p -> (index) {
        scf.yield %n : index
      } else {
        scf.yield %n : index
      }
      scf.yield %k : i8
    } else {
      %z = arith.constant 0 : i8
      scf.yield %z : i8
    }
    affine.yield %acc : f64
  }
  %e = arith.extf %a : f32 to f64
  func.call @use(%e) : (f64) -> ()
  return %r : f64
}
