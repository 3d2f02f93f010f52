// RUN-DESCENT: translate --mlir-to-llvmir -verify-diagnostics
// LLVM takes one TBAA tag per access: with several, none is attached and a warning says so.
#root = #llvm.tbaa_root<id = "r">
#desc = #llvm.tbaa_type_desc<id = "int", members = {<#root, 0>}>
#tag = #llvm.tbaa_tag<base_type = #desc, access_type = #desc, offset = 0>
#tag2 = #llvm.tbaa_tag<base_type = #desc, access_type = #desc, offset = 4>
llvm.func @f(%p: !llvm.ptr) {
  // expected-warning @+1 {{TBAA access tags were not translated, because LLVM IR only supports a single tag per instruction}}
  %0 = llvm.load %p {tbaa = [#tag, #tag2]} : !llvm.ptr -> i32
  llvm.return
}
