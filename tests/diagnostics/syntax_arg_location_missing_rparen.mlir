func.func @f(%a: i32 loc("x" {
  return
}
