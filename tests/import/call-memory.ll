; RUN-DESCENT: translate --import-llvm
define void @f(ptr %p, i32 %x) {
  call void @g(ptr %p) readonly
  call void @g(ptr %p) readnone
  call void @h() #0
  ret void
}
declare void @g(ptr) memory(argmem: read)
declare void @h() #1
attributes #0 = { memory(write) }
attributes #1 = { memory(argmem: readwrite) nounwind }
