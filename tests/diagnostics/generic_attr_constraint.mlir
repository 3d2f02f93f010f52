func.func @f(%a: i32) {
  %r = "arith.cmpi"(%a, %a) {predicate = 42} : (i32, i32) -> i1
  return
}
