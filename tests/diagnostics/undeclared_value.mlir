func.func @f() -> i32 {
  return %c : i32
}
