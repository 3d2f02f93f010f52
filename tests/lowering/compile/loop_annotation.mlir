// RUN-DESCENT: compile
// A loop annotation on scf.for moves to the latch branch and becomes !llvm.loop metadata.
#unroll = #llvm.loop_unroll<disable = true>
#la = #llvm.loop_annotation<unroll = #unroll>
func.func @f(%n: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    memref.store %f, %m[%i] : memref<?xf32>
  } {llvm.loop_annotation = #la}
  return
}
