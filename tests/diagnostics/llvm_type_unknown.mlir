func.func private @u() -> !llvm.foo
