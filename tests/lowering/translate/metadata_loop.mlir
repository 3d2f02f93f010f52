// RUN-DESCENT: translate --mlir-to-llvmir
// Loop annotations on latch branches (every option group, follow-ups, parallel accesses)
// and access groups on memory accesses, calls and intrinsics.
#followup = #llvm.loop_annotation<disableNonforced = true>
#vectorize = #llvm.loop_vectorize<disable = false, predicateEnable = true, scalableEnable = false, width = 16 : i32, followupVectorized = #followup, followupEpilogue = #followup, followupAll = #followup>
#unroll = #llvm.loop_unroll<disable = true, count = 32 : i32, runtimeDisable = true, full = false, followupUnrolled = #followup, followupRemainder = #followup, followupAll = #followup>
#ag1 = #llvm.access_group<id = distinct[0]<>>
#ag2 = #llvm.access_group<id = distinct[1]<>>
#loopMD = #llvm.loop_annotation<disableNonforced = false, mustProgress = true, vectorize = #vectorize, unroll = #unroll, interleave = <count = 2>, licm = <disable = true, versioningDisable = true>, pipeline = <disable = false, initiationinterval = 2>, peeled = <count = 5>, unswitch = <partialDisable = true>, isVectorized = true, parallelAccesses = #ag1, #ag2>
llvm.func @ext()
llvm.func @loop(%n: i32, %p: !llvm.ptr) {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.br ^bb1(%0 : i32)
^bb1(%1: i32):
  %2 = llvm.icmp "slt" %1, %n : i32
  llvm.cond_br %2, ^bb2, ^bb3
^bb2:
  %3 = llvm.load %p {access_groups = [#ag1, #ag2]} : !llvm.ptr -> i32
  %4 = llvm.add %1, %3 : i32
  llvm.br ^bb1(%4 : i32) {loop_annotation = #loopMD}
^bb3:
  llvm.return
}
#fu2 = #llvm.loop_annotation<mustProgress = true>
#la2 = #llvm.loop_annotation<unroll = <disable = false, full = true, followupAll = #fu2>, unrollAndJam = <disable = true, count = 4 : i32, followupOuter = #fu2, followupInner = #fu2, followupRemainderOuter = #fu2, followupRemainderInner = #fu2, followupAll = #fu2>, distribute = <disable = false, followupCoincident = #fu2, followupSequential = #fu2, followupFallback = #fu2, followupAll = #fu2>, vectorize = <disable = true>, pipeline = <disable = true>, mustProgress = false, isVectorized = false, parallelAccesses = #ag1>
llvm.func @loop2(%c: i1, %p: !llvm.ptr, %n: i64) {
  llvm.br ^bb1
^bb1:
  %0 = llvm.load %p {access_groups = [#ag1]} : !llvm.ptr -> i8
  llvm.store %0, %p {access_groups = [#ag2, #ag1]} : i8, !llvm.ptr
  "llvm.intr.memmove"(%p, %p, %n) <{isVolatile = false, access_groups = [#ag2]}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.call @ext() {access_groups = [#ag1]} : () -> ()
  llvm.cond_br %c, ^bb1, ^bb2 {loop_annotation = #la2}
^bb2:
  llvm.cond_br %c weights([1, 2]), ^bb1, ^bb3 {loop_annotation = #loopMD}
^bb3:
  llvm.return
}
