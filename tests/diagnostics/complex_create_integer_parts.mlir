func.func @f(%a: i32) -> complex<i32> {
  %0 = complex.create %a, %a : complex<i32>
  return %0 : complex<i32>
}
