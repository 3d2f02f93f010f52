func.func @f(%a: i32) {
  %c = "arith.addi"(%a, %a)[^bb1] : (i32, i32) -> i32
^bb1:
  return
}
