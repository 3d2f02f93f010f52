func.func @f() {}
