; RUN-DESCENT: translate --import-llvm
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @ctor, ptr null }]
@llvm.used = appending global [1 x ptr] [ptr @ctor], section "llvm.metadata"
@tl = thread_local global i32 0, align 4
@tl2 = internal thread_local(initialexec) global i32 1
@sec = global i32 2, section "foo", align 16
@ext = external global i32
@ei = externally_initialized global i32 0
@hid = hidden constant i8 1
@ba = global ptr blockaddress(@ctor, %bb)
@dsoeq = global ptr dso_local_equivalent @ctor
@al = internal alias i32, ptr @sec
@al2 = hidden alias i32, ptr getelementptr (i32, ptr @sec, i64 1)
define internal void @ctor() {
  br label %bb
bb:
  ret void
}
declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
define void @va(i32 %n, ...) {
  %ap = alloca ptr
  call void @llvm.va_start.p0(ptr %ap)
  call void @llvm.va_end.p0(ptr %ap)
  call void asm sideeffect "nop", "~{dirflag}"()
  %r = call i32 asm "mov $0, $1", "=r,r"(i32 %n)
  br i1 true, label %a, label %b, !prof !0
a:
  ret void
b:
  ret void
}
define void @entry() !prof !1 {
  ret void
}
!0 = !{!"branch_weights", i32 3, i32 5}
!1 = !{!"function_entry_count", i64 100}
