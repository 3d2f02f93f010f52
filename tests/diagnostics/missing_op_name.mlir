func.func @f() {
  %0 = 3
}
