func.func @f(%a: i32) {
  func.call @f(%a, %a) : (i32) -> ()
  return
}
