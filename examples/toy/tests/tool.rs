//! The toy dialect through Descent's library API and through its own `toy-opt` (built with
//! `descent::tool::main_with`), from the source text to LLVM IR.

use std::io::Write as _;
use std::process::{Command, Stdio};

const PROGRAM: &str = r#"func.func @f(%a: i32, %b: i32) -> i32 {
  %c = toy.constant 12 : i32
  %0 = toy.and %a, %c : i32
  %1 = toy.and %0, %b : i32
  return %1 : i32
}
"#;

/// Checked by reading: the toy constant is folded into the first `and` by LLVM-style
/// constant operands, the two `and`s are LLVM `and`s.
const EXPECTED_BODY: &str = "  %3 = and i32 %0, 12\n  %4 = and i32 %3, %1\n  ret i32 %4\n";

fn toy_opt(args: &[&str], stdin: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_toy-opt"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("toy-opt starts");
    child.stdin.take().expect("stdin").write_all(stdin.as_bytes()).expect("write stdin");
    let out = child.wait_with_output().expect("toy-opt runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn api_compiles_a_toy_program_to_llvm_ir() {
    let opts = descent::CompileOptions {
        file_name: "toy.mlir".into(),
        extra_dialects: vec![&descent_toy::DIALECT],
        ..Default::default()
    };
    let ir = descent::compile(PROGRAM, &opts).expect("compiles");
    assert!(ir.contains("define i32 @f(i32 %0, i32 %1)"), "{ir}");
    assert!(ir.contains(EXPECTED_BODY), "{ir}");
    // Without the dialect the same call fails with MLIR's diagnostic.
    let plain = descent::CompileOptions { file_name: "toy.mlir".into(), ..Default::default() };
    let Err(err) = descent::compile(PROGRAM, &plain) else { panic!("toy ops are unknown without the dialect") };
    assert!(err.to_string().starts_with("toy.mlir:2:8: error: Dialect `toy' not found"), "{err}");
}

#[test]
fn api_step_by_step_with_a_context_holding_toy() {
    let ctx = descent::Context::with_dialects(descent::dialects::ALL);
    ctx.register_dialect(&descent_toy::DIALECT);
    let mut m = descent::parse(&ctx, PROGRAM, "toy.mlir").expect("parses");
    let pm =
        descent::PassManager::parse("builtin.module(convert-to-llvm, reconcile-unrealized-casts)").expect("pipeline");
    pm.run(&ctx, &mut m).expect("lowers");
    let printed = descent::print(&ctx, &m);
    assert!(printed.contains("llvm.and"), "{printed}");
    let ir = descent::translate_to_llvm_ir(&ctx, &m).expect("translates");
    assert!(ir.contains(EXPECTED_BODY), "{ir}");
}

#[test]
fn toy_opt_lowers_translates_and_compiles() {
    let (code, out, err) = toy_opt(&["opt", "--convert-to-llvm", "--reconcile-unrealized-casts"], PROGRAM);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("llvm.and") && !out.contains("toy."), "{out}");
    let (code, ir, err) = toy_opt(&["translate", "--mlir-to-llvmir"], &out);
    assert_eq!(code, 0, "{err}");
    assert!(ir.contains(EXPECTED_BODY), "{ir}");
    let (code, compiled, err) = toy_opt(&["compile", "-"], PROGRAM);
    assert_eq!(code, 0, "{err}");
    assert!(compiled.contains(EXPECTED_BODY), "{compiled}");
}

#[test]
fn toy_opt_verifies_diagnostics_of_toy_ops() {
    let input = "// RUN: toy-opt opt %s --verify-diagnostics --split-input-file\n\
                 func.func @f(%a: i32) -> i32 {\n\
                 \x20 // expected-error @+1 {{shift amount 40 is out of range for a 32-bit integer}}\n\
                 \x20 %0 = toy.shl %a by 40 : i32\n\
                 \x20 return %0 : i32\n\
                 }\n\
                 // -----\n\
                 func.func @g(%a: i32) -> i32 {\n\
                 \x20 %0 = toy.mul %a, %a : i32\n\
                 \x20 return %0 : i32\n\
                 }\n";
    let (code, _out, err) = toy_opt(&["opt", "--verify-diagnostics", "--split-input-file", "-"], input);
    assert_eq!(code, 0, "{err}");
    let (code, _out, err) = toy_opt(&["list-ops"], "");
    assert_eq!(code, 0, "{err}");
}
