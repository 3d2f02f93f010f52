// RUN-DESCENT: translate --mlir-to-llvmir
// Call-site parameter attributes of intrinsic ops (`arg_attrs`, one entry per argument that
// is not an immediate) and operand bundles on intrinsics, calls and invokes.
llvm.func @f(%p: !llvm.ptr, %q: !llvm.ptr, %n: i64, %v: i8) {
  "llvm.intr.memset"(%p, %v, %n) <{arg_attrs = [{llvm.align = 8 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  "llvm.intr.memcpy"(%p, %q, %n) <{arg_attrs = [{llvm.align = 4 : i64}, {llvm.align = 2 : i64}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memmove"(%p, %q, %n) <{arg_attrs = [{llvm.nonnull, llvm.align = 16 : i64, llvm.noalias}, {llvm.readonly}, {}], isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memset.inline"(%p, %v) <{arg_attrs = [{llvm.align = 4 : i64, llvm.dereferenceable = 8 : i64}, {}], isVolatile = false, len = 8 : i64}> : (!llvm.ptr, i8) -> ()
  %t = llvm.mlir.constant(true) : i1
  %a = llvm.mlir.constant(16 : i64) : i64
  llvm.intr.assume %t ["align"(%p, %a : !llvm.ptr, i64)] : i1
  llvm.call_intrinsic "llvm.assume"(%t) ["nonnull"(%q : !llvm.ptr)] : (i1) -> ()
  llvm.call @g(%v) ["deopt"(%n, %v : i64, i8), "empty"()] {no_unwind} : (i8) -> ()
  llvm.return
}
llvm.func @g(i8)
llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @h(%x: i8) attributes {personality = @__gxx_personality_v0} {
  llvm.invoke @g(%x) to ^bb1 unwind ^bb2 ["deopt"(%x : i8)] : (i8) -> ()
^bb1:
  llvm.return
^bb2:
  %l = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}
