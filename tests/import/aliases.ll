; RUN-DESCENT: translate --import-llvm
@g = addrspace(1) global i32 0
@tg = thread_local global i32 0
@ag = alias i32, ptr addrspace(1) @g
@atl = thread_local alias i32, ptr @tg
@af = weak alias void (), ptr @f
@aa = private unnamed_addr alias void (), ptr @f
define void @f() {
  call void @af()
  %v = load i32, ptr addrspace(1) @ag
  ret void
}
