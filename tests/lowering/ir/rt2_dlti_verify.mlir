// RUN-DESCENT: opt --split-input-file --verify-diagnostics
// DLTI: the data layout entries of a module are checked against their keys' types and
// DLTI's identifiers; nested layouts must agree on identifiers; parse-time checks.

// expected-error@below {{expected a dense i64 elements attribute in the data layout entry #dlti.dl_entry<i16, dense<16> : vector<2xi32>>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<i16 = dense<16> : vector<2xi32>>} {}

// -----

// expected-error@below {{expected i64 parameters for '!llvm.ptr<3>'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr<3>, dense<[16, 16, 16]> : vector<3xi16>>>} {}

// -----

// expected-error@below {{preferred alignment is expected to be greater than or equal to the abi alignment in data layout entry #dlti.dl_entry<f64, dense<[64, 8]> : vector<2xi64>>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<f64 = dense<[64, 8]> : vector<2xi64>>} {}

// -----

// expected-error@below {{expected 1 or 2 elements in the data layout entry}}
module attributes {dlti.dl_spec = #dlti.dl_spec<i8 = dense<8> : vector<3xi64>>} {}

// -----

// expected-error@below {{expected integer attribute in the data layout entry for 'index'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<index = "wide">} {}

// -----

// expected-error@below {{unexpected data layout for a built-in type}}
module attributes {dlti.dl_spec = #dlti.dl_spec<vector<2xf32> = 64>} {}

// -----

// expected-error@below {{expected layout attribute for '!llvm.ptr' to be a dense integer elements attribute with 3 or 4 elements}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<2xi64>>} {}

// -----

// expected-error@below {{preferred alignment is expected to be at least as large as ABI alignment}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<2> = dense<[32, 64, 16]> : vector<3xi64>>} {}

// -----

// expected-error@below {{unexpected layout attribute for struct '!llvm.struct<(f32)>'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<(f32)> = dense<[32, 32]> : vector<2xi64>>} {}

// -----

// expected-error@below {{data layout specified for a type that does not support it}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.token = dense<8> : vector<1xi64>>} {}

// -----

// expected-error@below {{unknown data layout entry name: dlti.no_such_key}}
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.stack_alignment" = 128, "dlti.no_such_key" = 1>} {}

// -----

// expected-error@below {{'dlti.endianness' data layout entry is expected to be either 'big' or 'little'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "middle">} {}

// -----

// expected-error@below {{the 'builtin' dialect does not support identifier data layout entries}}
module attributes {dlti.dl_spec = #dlti.dl_spec<"builtin.width" = 1>} {}

// -----

// expected-note@below {{enclosing op with data layout}}
module attributes {dlti.dl_spec = #dlti.dl_spec<"mine.flag" = 1>} {
  // expected-error@below {{data layout does not combine with layouts of enclosing ops}}
  module attributes {dlti.dl_spec = #dlti.dl_spec<"mine.flag" = 2>} {}
}

// -----

// Layouts on other ops are not checked; agreeing nested layouts combine.
module attributes {dlti.dl_spec = #dlti.dl_spec<"mine.flag" = 1, i32 = dense<32> : vector<2xi64>>} {
  module attributes {dlti.dl_spec = #dlti.dl_spec<"mine.flag" = 1>} {
    func.func private @f() attributes {dlti.dl_spec = #dlti.dl_spec<i16 = 3>}
  }
}

// -----

// expected-error@below {{repeated DLTI key: "k"}}
"test.user"() {a = #dlti.map<"k" = 1, #dlti.dl_entry<"k", 2>>} : () -> ()

// -----

// expected-error@below {{empty string as DLTI key is not allowed}}
"test.user"() {a = #dlti.dl_spec<"" = 1>} : () -> ()

// -----

// expected-error@below {{invalid kind of attribute specified}}
"test.user"() {a = #dlti.target_device_spec<f32 = 1>} : () -> ()

// -----

// expected-error@below {{no DLTI entries provided}}
"test.user"() {a = #dlti.target_system_spec<>} : () -> ()

// -----

// expected-error@below {{value associated with key "gpu" is not a DLTI device spec}}
"test.user"() {a = #dlti.target_system_spec<"gpu" = #dlti.map<"k" = 1>>} : () -> ()

// -----

// expected-error@below {{repeated device ID in dlti.target_system_spec: "cpu"}}
"test.user"() {a = #dlti.target_system_spec<"cpu" = #dlti.target_device_spec<"k" = 1>, "cpu" = #dlti.target_device_spec<"k" = 2>>} : () -> ()

// -----

// expected-error@below {{expected a type or a quoted string}}
"test.user"() {a = #dlti.dl_entry<7, 1>} : () -> ()

// -----

// expected-error@below {{unknown attribute `layout` in dialect `dlti`}}
"test.user"() {a = #dlti.layout<"k" = 1>} : () -> ()

// -----

// As for any dialect attribute, the body's brackets are matched first (`>=` closes the
// `<`), the error pointing at the last string literal before the mismatch.
// expected-error@below {{unbalanced '(' character in pretty dialect name}}
"test.user"() {a = #dlti.map<"k" = 1, "s" = affine_set<(i) : (i >= 0)>>} : () -> ()
