module {
  llvm.module_flags [#llvm.mlir.module_flag<append, "CG Profile", [
    "yo"
  ]>]
}
