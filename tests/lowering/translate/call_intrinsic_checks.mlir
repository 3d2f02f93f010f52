// RUN-DESCENT: translate --mlir-to-llvmir --split-input-file --verify-diagnostics
// mlir-translate's own checks of `llvm.call_intrinsic` against the intrinsic it names (made
// before LLVM's verifier runs; the same diagnostics as mlir-translate-22's, which also adds
// a "see current operation" note), and the name and declaration it gives the call: an
// overloaded intrinsic is named by the call's types.

llvm.func @too_few(%a: i32) -> i32 {
  // expected-error @below {{intrinsic call has 1 operands but "llvm.smax.i32" expects 2}}
  // expected-error @below {{LLVM Translation failed for operation: llvm.call_intrinsic}}
  %0 = llvm.call_intrinsic "llvm.smax.i32"(%a) : (i32) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @too_many(%a: i32) -> i32 {
  // expected-error @below {{call intrinsic signature i32 (i32, i32, i32) to overloaded intrinsic "llvm.smax" does not match any of the overloads}}
  // expected-error @below {{LLVM Translation failed for operation: llvm.call_intrinsic}}
  %0 = llvm.call_intrinsic "llvm.smax"(%a, %a, %a) : (i32, i32, i32) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @void_result(%p: !llvm.ptr) -> i32 {
  %n = llvm.mlir.constant(4 : i64) : i64
  %v = llvm.mlir.constant(false) : i1
  // expected-error @below {{call intrinsic signature i32 (ptr, ptr, i64, i1) to overloaded intrinsic "llvm.memcpy.p0.p0.i64" does not match any of the overloads}}
  // expected-error @below {{LLVM Translation failed for operation: llvm.call_intrinsic}}
  %0 = llvm.call_intrinsic "llvm.memcpy.p0.p0.i64"(%p, %p, %n, %v) : (!llvm.ptr, !llvm.ptr, i64, i1) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @non_overloaded_result() -> i32 {
  // expected-error @below {{intrinsic call returns i32 but "llvm.trap" actually returns void}}
  // expected-error @below {{LLVM Translation failed for operation: llvm.call_intrinsic}}
  %0 = llvm.call_intrinsic "llvm.trap"() : () -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @non_overloaded_count(%a: i32) {
  // expected-error @below {{intrinsic call has 1 operands but "llvm.trap" expects 0}}
  // expected-error @below {{LLVM Translation failed for operation: llvm.call_intrinsic}}
  llvm.call_intrinsic "llvm.trap"(%a) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @operand_type(%c: i1) -> !llvm.token {
  // expected-error @below {{intrinsic call operand #0 has type i1 but "llvm.coro.id" expects i32}}
  // expected-error @below {{LLVM Translation failed for operation: llvm.call_intrinsic}}
  %t = llvm.call_intrinsic "llvm.coro.id"(%c, %c, %c, %c) : (i1, i1, i1, i1) -> !llvm.token
  llvm.return %t : !llvm.token
}

// -----

// The names LLVM gives: by the call's types, whatever suffixes were written.
llvm.func @names(%a: i64, %p: !llvm.ptr) -> i64 {
  %0 = llvm.call_intrinsic "llvm.smax.i32"(%a, %a) : (i64, i64) -> i64
  %t = llvm.mlir.constant(true) : i1
  %1 = llvm.call_intrinsic "llvm.ctlz"(%0, %t) : (i64, i1) -> i64
  %v = llvm.mlir.constant(false) : i1
  llvm.call_intrinsic "llvm.memcpy.p0.p0.i64"(%p, %p, %1, %v) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
  llvm.call_intrinsic "llvm.trap"() : () -> ()
  llvm.return %1 : i64
}
