// RUN-DESCENT: opt
// MLIR 22's ModuleFlagAttr checks the `CG Profile` and `ProfileSummary` keys and that other keys have an integer or string value: these
// flags are valid and print back as written.
llvm.func @a()
llvm.func @b()
llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>,
                   #llvm.mlir.module_flag<append, "CG Profile", [#llvm.cgprofile_entry<from = @a, to = @b, count = 13>, #llvm.cgprofile_entry<from = @b, count = 7>]>,
                   #llvm.mlir.module_flag<append, "CG Profile", []>,
                   #llvm.mlir.module_flag<max, "other", -3 : i64>, #llvm.mlir.module_flag<warning, "s", "x:y">]
