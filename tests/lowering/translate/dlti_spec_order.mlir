// RUN-DESCENT: translate --mlir-to-llvmir
module attributes {dlti.dl_spec = #dlti.dl_spec<
#dlti.dl_entry<index, 32>,
#dlti.dl_entry<i16, dense<16> : vector<2xi64>>,
#dlti.dl_entry<"dlti.stack_alignment", 64 : i64>>} {
  llvm.func @foo()
}
