#d = #llvm.alias_scope_domain<id = distinct[4]<>>
#s = #llvm.alias_scope<id = distinct[5]<>, domain = #d>
llvm.func @f(%p: !llvm.ptr, %v: i32, %n: i64) {
  "llvm.intr.memset"(%p, %v, %n) <{isVolatile = false, noalias_scopes = [#s]}> : (!llvm.ptr, i32, i64) -> ()
  llvm.return
}
