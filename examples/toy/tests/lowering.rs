//! The toy dialect lowered to the LLVM dialect by the rules written in its spec file
//! (`spec/toy.td`; `toy.not`'s calls one Rust term), run by the same passes `descent opt` runs.
//! This is the test `docs/adding-a-lowering.md` walks through.

use descent::ir::Context;
use descent::parse::ops::parse_module;
use descent::print::ops::{print_module, PrintFlags};

const INPUT: &str = r#"func.func @f(%a: i32, %b: i32, %v: vector<2x4xi8>) -> (i32, vector<2x4xi8>) {
  %c = toy.constant 12 : i32
  %0 = toy.and %a, %c : i32
  %1 = toy.and %0, %b : i32
  %2 = toy.and %v, %v : vector<2x4xi8>
  return %1, %2 : i32, vector<2x4xi8>
}
"#;

/// Checked by reading: the constant and both `and`s become their LLVM twins, the n-D
/// vector `and` is unrolled over the array of 1-D vectors, and func lowers as always.
const EXPECTED: &str = r#"module {
  llvm.func @f(%arg0: i32, %arg1: i32, %arg2: !llvm.array<2 x vector<4xi8>>) -> !llvm.struct<(i32, array<2 x vector<4xi8>>)> {
    %0 = llvm.mlir.constant(12 : i32) : i32
    %1 = llvm.and %arg0, %0 : i32
    %2 = llvm.and %1, %arg1 : i32
    %3 = llvm.mlir.poison : !llvm.array<2 x vector<4xi8>>
    %4 = llvm.extractvalue %arg2[0] : !llvm.array<2 x vector<4xi8>> 
    %5 = llvm.extractvalue %arg2[0] : !llvm.array<2 x vector<4xi8>> 
    %6 = llvm.and %4, %5 : vector<4xi8>
    %7 = llvm.insertvalue %6, %3[0] : !llvm.array<2 x vector<4xi8>> 
    %8 = llvm.extractvalue %arg2[1] : !llvm.array<2 x vector<4xi8>> 
    %9 = llvm.extractvalue %arg2[1] : !llvm.array<2 x vector<4xi8>> 
    %10 = llvm.and %8, %9 : vector<4xi8>
    %11 = llvm.insertvalue %10, %7[1] : !llvm.array<2 x vector<4xi8>> 
    %12 = llvm.mlir.poison : !llvm.struct<(i32, array<2 x vector<4xi8>>)>
    %13 = llvm.insertvalue %2, %12[0] : !llvm.struct<(i32, array<2 x vector<4xi8>>)> 
    %14 = llvm.insertvalue %11, %13[1] : !llvm.struct<(i32, array<2 x vector<4xi8>>)> 
    llvm.return %14 : !llvm.struct<(i32, array<2 x vector<4xi8>>)>
  }
}

"#;

fn lower(ctx: &Context, pipeline: &[&str]) -> String {
    let mut m = parse_module(ctx, INPUT, "toy.mlir", 0, false).expect("input parses");
    assert!(descent::verify::verify(ctx, &m.body, m.op).is_empty(), "input verifies");
    let passes: Vec<String> = pipeline.iter().map(|s| s.to_string()).collect();
    let passes = descent::passes::parse_passes(&passes).expect("known passes");
    descent::passes::run(ctx, &mut m.body, m.op, &passes, false).expect("passes succeed");
    let diags = descent::verify::verify(ctx, &m.body, m.op);
    assert!(diags.is_empty(), "lowered IR does not verify: {diags:?}");
    print_module(ctx, &m.body, m.op, PrintFlags::default())
}

#[test]
fn toy_lowers_through_its_spec_patterns() {
    let ctx = descent::dialects::context();
    descent_toy::register(&ctx);
    assert_eq!(lower(&ctx, &["convert-to-llvm", "reconcile-unrealized-casts"]), EXPECTED);
}

#[test]
fn toy_patterns_are_selected_by_dialect() {
    let ctx = descent::dialects::context();
    descent_toy::register(&ctx);
    // Only func is converted: the toy ops stay and are bridged with casts.
    let out = lower(&ctx, &["convert-func-to-llvm"]);
    assert!(out.contains("toy.and"), "{out}");
    assert!(out.contains("llvm.func @f"), "{out}");
}

const NOT_INPUT: &str = r#"func.func @g(%a: i32, %v: vector<4xi8>, %w: vector<2x4xi8>) -> (i32, vector<4xi8>, vector<2x4xi8>) {
  %0 = toy.not %a : i32
  %1 = toy.not %v : vector<4xi8>
  %2 = toy.not %w : vector<2x4xi8>
  return %0, %1, %2 : i32, vector<4xi8>, vector<2x4xi8>
}
"#;

/// `toy.not`'s rule (spec/toy.td: a constant made by the crate's `AllOnes` term, then
/// `llvm.xor`, declined on n-D vectors by its constraint), lowered as
/// docs/adding-a-lowering.md describes it. Checked by reading: scalars and 1-D vectors
/// become a constant and an `xor`; the 2-D vector op stays, bridged by casts.
#[test]
fn toy_not_lowers_through_a_multi_op_rule() {
    let ctx = descent::dialects::context();
    descent_toy::register(&ctx);
    let mut m = parse_module(&ctx, NOT_INPUT, "toy.mlir", 0, false).expect("input parses");
    let passes = descent::passes::parse_passes(&["convert-to-llvm".to_string()]).expect("known passes");
    descent::passes::run(&ctx, &mut m.body, m.op, &passes, false).expect("passes succeed");
    let out = print_module(&ctx, &m.body, m.op, PrintFlags::default());
    assert!(out.contains("%1 = llvm.mlir.constant(-1 : i32) : i32\n    %2 = llvm.xor %arg0, %1 : i32\n"), "{out}");
    assert!(
        out.contains("%3 = llvm.mlir.constant(dense<-1> : vector<4xi8>) : vector<4xi8>\n    %4 = llvm.xor %arg1, %3 : vector<4xi8>\n"),
        "{out}"
    );
    assert!(out.contains("toy.not %") && out.contains(": vector<2x4xi8>"), "the n-D op stays: {out}");
}

/// The same rule end to end: compiled to LLVM IR and run by `lli-22` (skipped without it).
#[test]
fn toy_not_compiles_and_runs() {
    let program = "func.func @not(%x: i32) -> i32 {\n  %0 = toy.not %x : i32\n  return %0 : i32\n}\n\
                   func.func @main() -> i32 {\n  %c = toy.constant -43 : i32\n  \
                   %0 = func.call @not(%c) : (i32) -> i32\n  return %0 : i32\n}\n";
    let opts = descent::CompileOptions {
        file_name: "not.mlir".into(),
        extra_dialects: vec![&descent_toy::DIALECT],
        ..Default::default()
    };
    let ir = descent::compile(program, &opts).expect("compiles");
    assert!(ir.contains("%2 = xor i32 %0, -1"), "{ir}");
    let lli = "/usr/lib/llvm-22/bin/lli";
    if !std::path::Path::new(lli).exists() {
        return;
    }
    let path = std::env::temp_dir().join(format!("descent-toy-not-{}.ll", std::process::id()));
    std::fs::write(&path, &ir).expect("write the module");
    let status = std::process::Command::new(lli).arg(&path).status().expect("lli runs");
    let _ = std::fs::remove_file(&path);
    assert_eq!(status.code(), Some(42), "!(-43) is 42");
}

/// `toy.shl` is an `#[op]` struct (src/lib.rs); `dialect_spec!(..., rust_ops =
/// "src/lib.rs")` lets spec/toy.td's rule name it. Checked by reading: `llvm.shl` by the
/// amount as a constant of the value's type.
#[test]
fn toy_shl_an_op_struct_lowers_through_a_spec_rule() {
    let ctx = descent::dialects::context();
    descent_toy::register(&ctx);
    let input = "func.func @f(%a: i32) -> i32 {\n  %0 = toy.shl %a by 3 : i32\n  return %0 : i32\n}\n";
    let mut m = parse_module(&ctx, input, "shl.mlir", 0, false).expect("input parses");
    let passes = descent::passes::parse_passes(&["convert-to-llvm".to_string()]).expect("known passes");
    descent::passes::run(&ctx, &mut m.body, m.op, &passes, false).expect("passes succeed");
    let out = print_module(&ctx, &m.body, m.op, PrintFlags::default());
    assert!(out.contains("%0 = llvm.mlir.constant(3 : i32) : i32\n    %1 = llvm.shl %arg0, %0 : i32\n"), "{out}");
}
