; RUN-DESCENT: translate --import-llvm
define void @ba(i1 %c) {
entry:
  br label %x
x:
  %a = select i1 %c, ptr blockaddress(@ba, %x), ptr blockaddress(@ba, %x)
  ret void
}
define void @bb() {
entry:
  br label %y
y:
  store ptr blockaddress(@bb, %y), ptr null
  ret void
}
