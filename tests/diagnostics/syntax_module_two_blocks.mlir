module {
^bb0:
  func.func private @f()
^bb1:
  func.func private @g()
}
