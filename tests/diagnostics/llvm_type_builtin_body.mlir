// MLIR's LLVM type parser reads a builtin type where it wants a keyword, then rejects it.
func.func private @u() -> !llvm.f32
