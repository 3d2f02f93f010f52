func.func @f() {
  "func.foo_bar_op"() : () -> ()
  return
}
