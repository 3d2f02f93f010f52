llvm.func @foo()
llvm.module_flags [#llvm.mlir.module_flag<error, "yolo", @foo>]
