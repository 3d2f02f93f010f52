func.func @f() {
  reurn
}
