// RUN-DESCENT: translate --mlir-to-llvmir
// TBAA trees (named and anonymous roots, constant tags, escaped names), alias scopes with
// and without descriptions, noalias scope declarations, and metadata on calls and memory
// intrinsics; nodes shared across functions are one node, numbered depth-first.
#tbaa_root_0 = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#tbaa_type_desc_1 = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#tbaa_root_0, 0>}>
#tbaa_type_desc_2 = #llvm.tbaa_type_desc<id = "long long", members = {<#tbaa_type_desc_1, 0>}>
#tbaa_type_desc_3 = #llvm.tbaa_type_desc<id = "agg2_t", members = {<#tbaa_type_desc_2, 0>, <#tbaa_type_desc_2, 8>}>
#tbaa_tag_4 = #llvm.tbaa_tag<access_type = #tbaa_type_desc_2, base_type = #tbaa_type_desc_3, offset = 8>
#tbaa_type_desc_5 = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_type_desc_1, 0>}>
#tbaa_type_desc_6 = #llvm.tbaa_type_desc<id = "agg1_t", members = {<#tbaa_type_desc_5, 0>, <#tbaa_type_desc_5, 4>}>
#tbaa_tag_7 = #llvm.tbaa_tag<access_type = #tbaa_type_desc_5, base_type = #tbaa_type_desc_6, offset = 0, constant = true>
#tbaa_root_x = #llvm.tbaa_root
#tbaa_desc_x = #llvm.tbaa_type_desc<id = "x\01\"y", members = {<#tbaa_root_x, 0>}>
#tbaa_tag_x = #llvm.tbaa_tag<base_type = #tbaa_desc_x, access_type = #tbaa_desc_x, offset = 0>
#domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "The domain">
#scope1 = #llvm.alias_scope<id = distinct[1]<>, domain = #domain, description = "The first scope">
#scope2 = #llvm.alias_scope<id = distinct[2]<>, domain = #domain>
#scope3 = #llvm.alias_scope<id = distinct[3]<>, domain = #domain>
#domain2 = #llvm.alias_scope_domain<id = distinct[4]<>>
#scope4 = #llvm.alias_scope<id = distinct[5]<>, domain = #domain2>
llvm.func @ext(i32)
llvm.func @tbaa(%arg0: !llvm.ptr, %arg1: !llvm.ptr) {
  %0 = llvm.mlir.constant(0 : i32) : i32
  %2 = llvm.getelementptr inbounds %arg1[%0, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.agg2_t", (i64, i64)>
  %3 = llvm.load %2 {tbaa = [#tbaa_tag_4]} : !llvm.ptr -> i64
  %4 = llvm.trunc %3 : i64 to i32
  %5 = llvm.getelementptr inbounds %arg0[%0, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.agg1_t", (i32, i32)>
  llvm.store %4, %5 {tbaa = [#tbaa_tag_7]} : i32, !llvm.ptr
  llvm.store %4, %5 {tbaa = [#tbaa_tag_7, #tbaa_tag_4]} : i32, !llvm.ptr
  llvm.store %4, %5 {tbaa = []} : i32, !llvm.ptr
  %6 = llvm.load %arg0 {tbaa = [#tbaa_tag_x]} : !llvm.ptr -> i32
  llvm.return
}
llvm.func @scopes(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %n: i64) {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.intr.experimental.noalias.scope.decl #scope4
  llvm.store %0, %arg0 {alias_scopes = [#scope1], noalias_scopes = [#scope2, #scope3]} : i32, !llvm.ptr
  %1 = llvm.load %arg0 {alias_scopes = [#scope2], noalias_scopes = [#scope1, #scope3]} : !llvm.ptr -> i32
  %2 = llvm.atomicrmw add %arg0, %0 monotonic {alias_scopes = [#scope3], tbaa = [#tbaa_tag_x]} : !llvm.ptr, i32
  %3 = llvm.cmpxchg %arg0, %0, %1 acq_rel monotonic {noalias_scopes = [#scope3]} : !llvm.ptr, i32
  "llvm.intr.memcpy"(%arg0, %arg1, %n) <{isVolatile = false, alias_scopes = [#scope1], noalias_scopes = [#scope2], tbaa = [#tbaa_tag_7]}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %b = llvm.mlir.constant(7 : i8) : i8
  "llvm.intr.memset"(%arg0, %b, %n) <{isVolatile = false, noalias_scopes = [#scope4]}> : (!llvm.ptr, i8, i64) -> ()
  llvm.call @ext(%1) {alias_scopes = [#scope1, #scope4], tbaa = [#tbaa_tag_4]} : (i32) -> ()
  llvm.intr.experimental.noalias.scope.decl #scope1
  llvm.return
}
