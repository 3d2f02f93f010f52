; RUN-DESCENT: translate --import-llvm
target triple = "aarch64-unknown-linux"
module asm "foo"
module asm "bar"
@tx = global target("spirv.DeviceEvent") zeroinitializer
declare void @callee()
declare target("spirv.Image", i32, 0) @img()
define void @calls(ptr %p) {
  call void @callee() #0
  call void @callee() noinline
  call void @callee() memory(none)
  call void @callee() convergent
  %t = call target("spirv.Image", i32, 0) @img()
  call void %p() nounwind
  call fastcc void @callee()
  notail call void @callee()
  ret void
}
define void @sw(i32 %x) {
  switch i32 %x, label %a [ i32 1, label %b ], !prof !0
a:
  call void @callee(), !prof !1
  ret void
b:
  ret void
}
define void @ba(i1 %c) {
entry:
  br i1 %c, label %x, label %y
x:
  %a = select i1 %c, ptr blockaddress(@ba, %x), ptr blockaddress(@ba, %y)
  indirectbr ptr %a, [label %x, label %y]
y:
  ret void
}
attributes #0 = { nounwind willreturn "foo"="bar" }
!0 = !{!"branch_weights", i32 5, i32 7}
!1 = !{!"branch_weights", i32 9}
