// RUN-DESCENT: opt
// Metadata attributes print through aliases named after their mnemonic, nested option
// groups as aliases too; stripped and full spellings both parse.
#root = #llvm.tbaa_root
#desc = #llvm.tbaa_type_desc<id = "int\01\"x", members = {<#root, 0>}>
#tag = #llvm.tbaa_tag<base_type = #desc, access_type = #desc, offset = 0>
#ag = #llvm.access_group<id = distinct[0]<>>
#d = #llvm.alias_scope_domain<id = distinct[1]<>>
#s = #llvm.alias_scope<id = distinct[2]<>, domain = #d>
#la = #llvm.loop_annotation<unroll = <disable = false, full = true>, distribute = <disable = true>, unrollAndJam = <disable = false, count = 4 : i32>, mustProgress = false, isVectorized = false>
llvm.func @ext(i32)
llvm.func @f(%p: !llvm.ptr, %q: !llvm.ptr, %n: i64, %c: i1) {
  %0 = llvm.load %p {tbaa = [#tag], access_groups = [#ag]} : !llvm.ptr -> i32
  "llvm.intr.memcpy"(%p, %q, %n) <{isVolatile = false, tbaa = [#tag], access_groups = [#ag], alias_scopes = [#s]}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.call @ext(%0) {access_groups = [#ag], alias_scopes = [#s], tbaa = [#tag]} : (i32) -> ()
  llvm.intr.experimental.noalias.scope.decl #s
  llvm.cond_br %c, ^bb1, ^bb2 {loop_annotation = #la}
^bb1:
  llvm.br ^bb2 {loop_annotation = #la}
^bb2:
  llvm.return
}
#followup2 = #llvm.loop_annotation<disableNonforced = true>
#vectorize2 = #llvm.loop_vectorize<disable = false, predicateEnable = true, scalableEnable = false, width = 16 : i32, followupVectorized = #followup2, followupEpilogue = #followup2, followupAll = #followup2>
#unroll2 = #llvm.loop_unroll<disable = true, count = 32 : i32, runtimeDisable = true, full = false, followupUnrolled = #followup2, followupRemainder = #followup2, followupAll = #followup2>
#agx1 = #llvm.access_group<id = distinct[7]<>>
#agx2 = #llvm.access_group<id = distinct[8]<>>
#loopMD2 = #llvm.loop_annotation<disableNonforced = false, mustProgress = true, vectorize = #vectorize2, unroll = #unroll2, interleave = <count = 2>, licm = <disable = true, versioningDisable = true>, pipeline = <disable = false, initiationinterval = 2>, peeled = <count = 5>, unswitch = <partialDisable = true>, isVectorized = true, parallelAccesses = #agx1, #agx2>
llvm.func @g(%p: !llvm.ptr) {
  %0 = llvm.load %p {access_groups = [#agx1, #llvm.access_group<id = distinct[9]<>>]} : !llvm.ptr -> i32
  llvm.br ^bb1 {loop_annotation = #loopMD2}
^bb1:
  llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<licm = #llvm.loop_licm<disable = true>, peeled = <count = 1 : i32>>}
}
