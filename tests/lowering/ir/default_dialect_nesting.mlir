// RUN-DESCENT: opt --split-input-file --verify-diagnostics
// A bare op name resolves only in the default dialect of the innermost op parsed in custom
// form: `func` inside `func.func`, none ("") inside `scf.if`, `affine.for` or `llvm.func`,
// `builtin` at the top level, with no fallback to `builtin`. Frontend output written for
// older MLIRs (a bare `call` inside an `scf.if`) is rejected as MLIR 22 rejects it.

func.func @callee() {
  return
}

func.func @caller(%c: i1) {
  scf.if %c {
    // expected-error @+2 {{Dialect `' not found for custom op 'call'  (tried '.call' as well)}}
    // expected-note @+1 {{for more info on dialect registration}}
    call @callee() : () -> ()
  }
  return
}

// -----

llvm.func @llvm_body() {
  // expected-error @+2 {{Dialect `' not found for custom op 'return'  (tried '.return' as well)}}
  // expected-note @+1 {{for more info on dialect registration}}
  return
}

// -----

func.func @no_builtin_fallback() {
  // expected-error @+1 {{custom op 'unrealized_conversion_cast' is unknown (tried 'func.unrealized_conversion_cast' as well)}}
  %0 = unrealized_conversion_cast to i32
  return
}

// -----

// The generic form keeps the enclosing default dialect: `func` here.
func.func @generic_region(%c: i1) {
  "scf.if"(%c) ({
    call @generic_region(%c) : (i1) -> ()
    scf.yield
  }, {
  }) : (i1) -> ()
  return
}
