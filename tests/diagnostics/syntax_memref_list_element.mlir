func.func private @f(memref<4xf32, >)
