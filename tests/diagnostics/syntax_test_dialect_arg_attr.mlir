func.func @f(%a: i64 {test.invalid_attr}) {
  return
}
