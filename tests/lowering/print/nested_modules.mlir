// RUN-DESCENT: opt
module {
  module @a {
    func.func @f() { return }
    func.func @g() { return }
  }
  module @b {
    func.func @h() { return }
    func.func @i() { return }
  }
}
module @outer {
  func.func private @decl(i32) -> i32
  module @inner attributes {sym.note = "x"} {
    func.func @k(%x: i32) -> i32 {
      %c = arith.constant 3 : i32
      %y = arith.addi %x, %c : i32
      return %y : i32
    }
    llvm.func @l() {
      llvm.return
    }
  }
  func.func @m() { return }
}
