// RUN-DESCENT: opt --split-input-file --verify-diagnostics
// The checks MLIR 22 makes of a module's data layout entries, reported at the module with
// no op note. Older frontends (cgeist) wrote integer and float entries as i32 vectors;
// those modules are rejected, naming the first bad entry of the first kind of key.

// expected-error @below {{expected a dense i64 elements attribute in the data layout entry #dlti.dl_entry<f16, dense<16> : vector<2xi32>>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<f16, dense<16> : vector<2xi32>>, #dlti.dl_entry<i8, dense<8> : vector<2xi32>>, #dlti.dl_entry<"dlti.endianness", "little">>} {
  func.func @cgeist_style(%arg0: f32) -> f32 {
    return %arg0 : f32
  }
}

// -----

// The integer entries are one group, checked before the f64 one that follows the first.
// expected-error @below {{expected a dense i64 elements attribute in the data layout entry #dlti.dl_entry<i32, dense<32> : vector<2xi32>>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<i8 = dense<8> : vector<2xi64>, f64 = dense<64> : vector<2xi32>, i32 = dense<32> : vector<2xi32>>} {
}

// -----

// expected-error @below {{expected i64 parameters for '!llvm.ptr<271>'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<i8 = dense<8> : vector<2xi64>, !llvm.ptr<271> = dense<32> : vector<4xi32>>} {
}

// -----

// expected-error @below {{expected layout attribute for '!llvm.ptr' to be a dense integer elements attribute with 3 or 4 elements}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<2xi64>>} {
}

// -----

// expected-error @below {{preferred alignment is expected to be at least as large as ABI alignment}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<[64, 64, 32]> : vector<3xi64>>} {
}

// -----

// expected-error @below {{expected 1 or 2 elements in the data layout entry #dlti.dl_entry<i16, dense<16> : vector<3xi64>>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<i16 = dense<[16, 16, 16]> : vector<3xi64>>} {
}

// -----

// expected-error @below {{preferred alignment is expected to be greater than or equal to the abi alignment in data layout entry #dlti.dl_entry<f32, dense<[64, 32]> : vector<2xi64>>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<f32 = dense<[64, 32]> : vector<2xi64>>} {
}

// -----

// expected-error @below {{expected integer attribute in the data layout entry for 'index'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<index = "32">} {
}

// -----

// expected-error @below {{unexpected data layout for a built-in type}}
module attributes {dlti.dl_spec = #dlti.dl_spec<vector<4xi32> = 128 : i64>} {
}

// -----

// expected-error @below {{unexpected layout attribute for struct '!llvm.struct<(i32)>'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<(i32)> = dense<[32, 32]> : vector<2xi64>>} {
}

// -----

// Type entries are checked before identifier entries.
// expected-error @below {{'dlti.endianness' data layout entry is expected to be either 'big' or 'little'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "middle", i8 = dense<8> : vector<2xi64>>} {
}

// -----

// expected-error @below {{unknown data layout entry name: dlti.stack_align}}
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.stack_align" = 128 : i32>} {
}

// -----

// What MLIR 22 accepts: i64 entries, pointer entries of 3 or 4 i64s, the known keys.
module attributes {dlti.dl_spec = #dlti.dl_spec<i1 = dense<8> : vector<2xi64>, f80 = dense<128> : vector<2xi64>, !llvm.ptr<270> = dense<32> : vector<4xi64>, index = 64 : i64, "dlti.stack_alignment" = 128 : i64, "dlti.endianness" = "little", "unknown.key" = 1 : i64>} {
  func.func @ok() {
    return
  }
}
