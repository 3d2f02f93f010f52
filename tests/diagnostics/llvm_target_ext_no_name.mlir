func.func private @f() -> !llvm.target<i32, 42>
