// RUN-DESCENT: translate --mlir-to-llvmir
module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-linux-gnu", llvm.ident = "descent test"} {
  llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<max, "PIC Level", 2 : i32>]
  llvm.linker_options ["/DEFAULTLIB:", "libcmt"]
  llvm.mlir.global external @g(1 : i64) {addr_space = 1 : i32} : i64
  llvm.func @f(%p: !llvm.ptr {llvm.noalias, llvm.align = 16 : i64}, %q: !llvm.ptr {llvm.readonly, llvm.nonnull}, %x: i32 {llvm.signext}) -> (i32 {llvm.zeroext}) attributes {no_inline, passthrough = ["nounwind"]} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %a = llvm.alloca %c1 x i64 {alignment = 32 : i64} : (i32) -> !llvm.ptr
    %l = llvm.load %p {alignment = 1 : i64} : !llvm.ptr -> i128
    %t = llvm.trunc %l : i128 to i64
    llvm.store %t, %a : i64, !llvm.ptr
    %r = llvm.inline_asm has_side_effects "mov $0, $1", "=r,r" %x : (i32) -> i32
    %c = llvm.call @f(%p, %q, %r) {no_unwind} : (!llvm.ptr, !llvm.ptr, i32) -> i32
    %g = llvm.mlir.addressof @g : !llvm.ptr<1>
    %gv = llvm.load %g : !llvm.ptr<1> -> i64
    %cond = llvm.icmp "eq" %gv, %t : i64
    llvm.intr.assume %cond : i1
    %u = llvm.mlir.undef : vector<2xf64>
    %fa = llvm.intr.fabs(%u) : (vector<2xf64>) -> vector<2xf64>
    %m = llvm.intr.umax(%x, %c) : (i32, i32) -> i32
    %s = "llvm.intr.sadd.with.overflow"(%x, %m) : (i32, i32) -> !llvm.struct<(i32, i1)>
    %s0 = llvm.extractvalue %s[0] : !llvm.struct<(i32, i1)>
    llvm.return %s0 : i32
  }
}
