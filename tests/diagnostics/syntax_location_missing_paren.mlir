func.func @f() {
  return loc)
}
