; RUN-DESCENT: translate --import-llvm
@gv = hidden unnamed_addr global i32 0, align 4
@gp = protected local_unnamed_addr constant i8 1
@we = extern_weak global i32
@cm = common global i32 0, align 4
@ap = appending global [1 x i32] [i32 1]
@lo = linkonce global i32 2
@wk = weak global i32 3
@ae = available_externally global i32 4
@de = dllexport global i32 5
define hidden void @h() unnamed_addr { ret void }
define protected void @p() local_unnamed_addr { ret void }
define weak_odr void @w() { ret void }
declare extern_weak void @ew()
define internal fastcc i32 @fc(i32 %x) { ret i32 %x }
define dllexport void @dx() { ret void }
define available_externally void @avx() { ret void }
define void @callfc() {
  %r = call fastcc i32 @fc(i32 1)
  call coldcc void @h()
  call cc 10 void @h()
  ret void
}
