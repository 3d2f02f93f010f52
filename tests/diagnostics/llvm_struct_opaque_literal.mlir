func.func private @u() -> !llvm.struct<opaque>
