// RUN-DESCENT: opt -llvm-add-comdats
// The LLVM dialect's own passes: comdats for linkonce functions, distinct successors, C wrapper requests.
llvm.func linkonce @a() {
  llvm.return
}
llvm.func @b() {
  llvm.return
}
llvm.func linkonce_odr @c() {
  llvm.return
}
func.func private @foo()
func.func @g(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb1(%y : i32)
^bb1(%r: i32):
  cf.switch %x : i32, [
    default: ^bb2(%r : i32),
    1: ^bb2(%y : i32),
    2: ^bb3
  ]
^bb2(%z: i32):
  return %z : i32
^bb3:
  return %x : i32
}
