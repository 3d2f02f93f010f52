module {
  llvm.module_flags [#llvm.mlir.module_flag<append,   "ProfileSummary", 3 : i64>]
}
