// RUN-DESCENT: translate --mlir-to-llvmir
// The module's llvm.ident and llvm.commandline strings become the named metadata
// !llvm.ident and !llvm.commandline (in that order, after the compile units), with LLVM's
// string escapes.
module attributes {llvm.commandline = "descent-cc -O2 \"in file.c\" \\\\share", llvm.ident = "toolchain \"v1\"\tbuild"} {
  llvm.func @main() -> i32 {
    %0 = llvm.mlir.constant(0 : i32) : i32
    llvm.return %0 : i32
  }
}
