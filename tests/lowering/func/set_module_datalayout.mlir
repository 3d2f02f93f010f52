// RUN-DESCENT: opt -set-llvm-module-datalayout=data-layout=e-p:32:32-i64:64 -convert-func-to-llvm
// -set-llvm-module-datalayout sets (or replaces) the module's llvm.data_layout.
module attributes {llvm.data_layout = "e", test.keep} {
  func.func @f(%x: i32) -> i32 {
    return %x : i32
  }
}
