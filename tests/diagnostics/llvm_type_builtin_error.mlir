func.func private @u() -> !llvm.vector
