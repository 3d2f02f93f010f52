// RUN-DESCENT: translate --mlir-to-llvmir
llvm.func internal @internal_fn() {
  llvm.return
}
llvm.func private @private_fn() {
  llvm.return
}
llvm.func weak @weak_fn() {
  llvm.return
}
llvm.func linkonce_odr hidden @hidden_fn() attributes {dso_local} {
  llvm.return
}
llvm.func fastcc @fast_fn(%a: i32) -> i32 {
  llvm.return %a : i32
}
llvm.func @caller(%p: !llvm.ptr {llvm.byval = i64, llvm.align = 8 : i64}, %r: !llvm.ptr {llvm.nest}, %s: !llvm.ptr {llvm.noundef, llvm.dereferenceable = 16 : i64}, %t: i8 {llvm.zeroext, llvm.noundef}) -> (!llvm.ptr {llvm.noalias, llvm.nonnull}) attributes {section = ".text.hot", alignment = 16 : i64, garbageCollector = "shadow-stack"} {
  %c = llvm.mlir.constant(3 : i32) : i32
  %0 = llvm.call fastcc @fast_fn(%c) : (i32) -> i32
  %1 = llvm.call tail @fast_fn(%0) : (i32) -> i32
  llvm.call @vf(%0, %1) vararg(!llvm.func<void (i32, ...)>) : (i32, i32) -> ()
  %fp = llvm.mlir.addressof @fast_fn : !llvm.ptr
  %2 = llvm.call %fp(%1) : !llvm.ptr, (i32) -> i32
  llvm.return %p : !llvm.ptr
}
llvm.func @vf(i32, ...)
llvm.func @vdef(%a: i32, ...) {
  llvm.return
}
llvm.func @unreach() attributes {passthrough = ["noreturn", ["frame-pointer", "all"]]} {
  llvm.unreachable
}
llvm.func extern_weak @ew()
llvm.func @noinl() attributes {no_inline, will_return, no_unwind} {
  llvm.return
}
