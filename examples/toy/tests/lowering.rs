//! The toy dialect lowered to the LLVM dialect by the patterns written in its spec file
//! (`spec/toy.td`: two `Pat` records, no Rust), run by the same passes `descent opt` runs.
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
