// RUN-DESCENT: translate --mlir-to-llvmir --split-input-file --verify-diagnostics
// Data layout entries that pass the DLTI checks but have no LLVM layout spelling are
// reported at the module, without naming the op, as mlir-translate does.

// expected-error@below {{unsupported type in data layout: 'bf16'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<bf16 = dense<16> : vector<2xi64>>} {
  llvm.func @f()
}

// -----

// expected-error@below {{unsupported data layout for non-signless integer 'si32'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<si32 = dense<32> : vector<2xi64>>} {}

// -----

// expected-error@below {{unsupported type in data layout: '!llvm.array<2 x i8>'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.array<2 x i8> = dense<8> : vector<2xi64>>} {}

// -----

// expected-error@below {{unsupported data layout key "mine.key"}}
module attributes {dlti.dl_spec = #dlti.dl_spec<"mine.key" = 1>} {}

// -----

module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32, i16 = dense<[16, 32]> : vector<2xi64>, f80 = dense<128> : vector<2xi64>>} {
  llvm.func @g(%a: i16) -> i16 {
    llvm.return %a : i16
  }
}
