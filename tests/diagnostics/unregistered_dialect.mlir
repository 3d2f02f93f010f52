func.func @f() {
  %0 = "some.op"() : () -> i32
  return
}
