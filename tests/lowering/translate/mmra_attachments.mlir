// RUN-DESCENT: translate --mlir-to-llvmir
// The discardable `llvm.mmra` attribute becomes `!mmra`: one tag is its own node, a list
// of tags a node of them (in order, repeats kept), an empty list nothing; it follows the
// op's other attachments (LLVM's kind order). Escapes in the tag strings are LLVM's.
#t = #llvm.mmra_tag<"x":"y">
#alias_domain = #llvm.alias_scope_domain<id = distinct[0]<>>
#scope = #llvm.alias_scope<id = distinct[1]<>, domain = #alias_domain>
llvm.func @g()
llvm.func @f(%p: !llvm.ptr, %v: i32) -> i32 {
  %0 = llvm.load %p {llvm.mmra = [#t]} : !llvm.ptr -> i32
  llvm.store %v, %p {alias_scopes = [#scope], llvm.mmra = [#llvm.mmra_tag<"q\"uo\\te":"c">, #t, #t]} : i32, !llvm.ptr
  %1 = llvm.atomicrmw add %p, %v monotonic {llvm.mmra = #llvm.mmra_tag<"a":"b">} : !llvm.ptr, i32
  llvm.fence syncscope("agent") acquire {llvm.mmra = []}
  llvm.call @g() {llvm.mmra = #t} : () -> ()
  llvm.return %1 : i32
}
