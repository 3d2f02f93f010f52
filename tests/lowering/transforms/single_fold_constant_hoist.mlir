// RUN-DESCENT: opt --test-single-fold
// A fold reusing a constant known under another dialect (memref.dim's 1 : index, an arith.constant already made) moves it to the front of the block it shares with the folded op.
func.func private @use(index)
func.func @f(%m: memref<1x3xi16>, %x: f32, %b: i1) -> (index, f32) {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<1x3xi16>
  %k = arith.constant 2.0 : f32
  %a = arith.addf %x, %k : f32
  scf.if %b {
    %c1 = arith.constant 1 : index
    func.call @use(%c1) : (index) -> ()
  }
  return %d, %a : index, f32
}
