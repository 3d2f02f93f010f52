func.func @f(%a: complex<i32>) -> complex<i32> {
  %0 = complex.add %a, %a : complex<i32>
  return %0 : complex<i32>
}
