module {
  func.func private @f()
  func.func private @f()
}
