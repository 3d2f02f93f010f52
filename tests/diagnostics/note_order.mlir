func.func private @g() -> (i32, f32)

func.func @f() {
  %0:2 = call @g() : () -> (f32, i32)
  return
}
