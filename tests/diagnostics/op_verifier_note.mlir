func.func @f(%a: i64) {
  %c = "arith.constant"() {value = 1 : i32} : () -> i64
  return
}
