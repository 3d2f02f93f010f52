func.func @f() {
  %0, = arith.constant 0 : i32
  return
}
