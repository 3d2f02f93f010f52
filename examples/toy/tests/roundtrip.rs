//! The toy dialect end to end: parse a module using its ops (spec-defined and `#[op]`
//! ones, custom and generic form), verify, print, and parse the printout again; and the
//! verifier errors of each kind of op.

use descent::diag::{render, Diagnostic};
use descent::ir::Context;
use descent::parse::ops::parse_module;
use descent::print::ops::{print_module, PrintFlags};
use descent::source::SourceMgr;

const INPUT: &str = r#"module {
  func.func @f(%a: i32, %b: i32, %x: f32) -> i32 {
    %c = toy.constant 3 : i32
    %0 = toy.add %a, %b saturate : i32
    %1 = "toy.add"(%0, %c) : (i32, i32) -> i32
    %2 = toy.mul %1, %a {tag = "scaled"} : i32
    %3 = "toy.mul"(%x, %x) : (f32, f32) -> f32
    %4 = toy.shl %2 by 3 : i32
    %5 = "toy.shl"(%4) {amount = 1 : i64} : (i32) -> i32
    toy.print %5, %3 : i32, f32
    "toy.print"() : () -> ()
    return %5 : i32
  }
}
"#;

const EXPECTED: &str = r#"module {
  func.func @f(%arg0: i32, %arg1: i32, %arg2: f32) -> i32 {
    %0 = toy.constant 3 : i32
    %1 = toy.add %arg0, %arg1 saturate : i32
    %2 = toy.add %1, %0 : i32
    %3 = toy.mul %2, %arg0 {tag = "scaled"} : i32
    %4 = toy.mul %arg2, %arg2 : f32
    %5 = toy.shl %3 by 3 : i32
    %6 = toy.shl %5 by 1 : i32
    toy.print %6, %4 : i32, f32
    toy.print
    return %6 : i32
  }
}

"#;

fn context() -> Context {
    let ctx = descent::dialects::context();
    descent_toy::register(&ctx);
    ctx
}

/// Parses and verifies `text`; the printed module, or the rendered diagnostics.
fn round(ctx: &Context, text: &str) -> Result<String, String> {
    let sm = SourceMgr::new();
    sm.add_buffer("input.mlir", text);
    let rendered = |diags: &[Diagnostic]| diags.iter().map(|d| render(d, ctx, &sm)).collect::<String>();
    let module = parse_module(ctx, text, "input.mlir", 0, false).map_err(|d| rendered(&[*d]))?;
    // The messages alone: the note quoting the op is covered by tests/diagnostics.
    let diags = descent::verify::verify_with(ctx, &module.body, module.op, false);
    if !diags.is_empty() {
        return Err(rendered(&diags));
    }
    Ok(print_module(ctx, &module.body, module.op, PrintFlags::default()))
}

#[test]
fn custom_and_generic_forms_round_trip() {
    let ctx = context();
    let printed = round(&ctx, INPUT).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(printed, EXPECTED);
    let again = round(&ctx, &printed).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(again, printed);
}

/// The diagnostics of verifying a function body made of `ops` (`%a: i32`, `%x: f32`).
fn verify_errors(ops: &str) -> String {
    let text = format!("func.func @f(%a: i32, %x: f32, %p: i1) {{\n{ops}  return\n}}\n");
    match round(&context(), &text) {
        Ok(printed) => panic!("verified:\n{printed}"),
        Err(e) => e,
    }
}

#[test]
fn verifier_errors() {
    // One op of each origin: a spec op whose constraint has a Rust predicate, generated
    // checks of `#[op]` ops (trait, required attribute), an `#[op]` verifier function, and
    // a spec op's attribute constraint.
    let cases = [
        (
            "  %0 = toy.add %p, %p : i1\n",
            "input.mlir:2:8: error: 'toy.add' op operand #0 must be integer wider than 1 bit or \
             floating-point, but got 'i1'\n  %0 = toy.add %p, %p : i1\n       ^\n",
        ),
        (
            "  %0 = \"toy.mul\"(%a, %x) : (i32, f32) -> i32\n",
            "input.mlir:2:8: error: 'toy.mul' op requires the same type for all operands and \
             results\n  %0 = \"toy.mul\"(%a, %x) : (i32, f32) -> i32\n       ^\n",
        ),
        (
            "  %0 = \"toy.shl\"(%a) : (i32) -> i32\n",
            "input.mlir:2:8: error: 'toy.shl' op requires attribute 'amount'\n  \
             %0 = \"toy.shl\"(%a) : (i32) -> i32\n       ^\n",
        ),
        (
            "  %0 = toy.shl %a by 40 : i32\n",
            "input.mlir:2:8: error: 'toy.shl' op shift amount 40 is out of range for a 32-bit \
             integer\n  %0 = toy.shl %a by 40 : i32\n       ^\n",
        ),
        (
            "  %0 = \"toy.constant\"() {value = [3]} : () -> i32\n",
            "input.mlir:2:8: error: 'toy.constant' op attribute 'value' failed to satisfy \
             constraint: TypedAttr instance\n  \
             %0 = \"toy.constant\"() {value = [3]} : () -> i32\n       ^\n",
        ),
    ];
    for (ops, expected) in cases {
        assert_eq!(verify_errors(ops), expected, "for {ops}");
    }
}

#[test]
fn dialect_table_and_views() {
    let ops: Vec<&str> = descent_toy::DIALECT.ops.iter().map(|o| o.name).collect();
    assert_eq!(ops, ["toy.constant", "toy.add", "toy.print", "toy.and", "toy.not", "toy.mul", "toy.shl"]);
    assert_eq!(descent_toy::spec::ADD_OP_INFO.defined_at.to_string(), "spec/toy.td:23");
    // An `#[op]` op is defined at its struct.
    let line = include_str!("../src/lib.rs").lines().position(|l| l == "pub struct MulOp {").map(|i| i + 1);
    let at = descent_toy::MUL_OP_INFO.defined_at.to_string();
    assert_eq!(
        at.rsplit_once(':').map(|(f, l)| (f.ends_with("src/lib.rs"), l.parse().ok())),
        Some((true, line)),
        "{at}"
    );

    // The typed views work on parsed ops, whichever way the op was declared.
    let ctx = context();
    let text = "func.func @f(%a: i32) -> i32 {\n  %0 = toy.mul %a, %a {tag = \"t\"} : i32\n  \
                %1 = toy.shl %0 by 2 : i32\n  return %1 : i32\n}\n";
    let module = parse_module(&ctx, text, "views.mlir", 0, false).expect("parses");
    let inner = module.inner();
    let mut seen = Vec::new();
    for (body, op) in all_ops(inner) {
        let op = descent::ir::OpRef::new(&ctx, body, op);
        if let Some(mul) = descent_toy::MulOp::cast(op) {
            assert_eq!(mul.tag(), Some("t"));
            assert_eq!(mul.lhs(), mul.rhs());
            seen.push("mul");
        }
        if let Some(shl) = descent_toy::ShiftLeftOp::cast(op) {
            assert_eq!(shl.amount(), Some(2));
            seen.push("shl");
        }
        assert!(descent_toy::spec::AddOp::cast(op).is_none());
    }
    assert_eq!(seen, ["mul", "shl"]);
}

/// Every op of `body` and of the bodies of isolated ops in it, with the body holding it.
fn all_ops(body: &descent::ir::Body) -> Vec<(&descent::ir::Body, descent::ir::OpId)> {
    let mut out = Vec::new();
    let mut stack = vec![body];
    while let Some(b) = stack.pop() {
        for id in 0..b.num_ops() {
            let op = descent::ir::OpId(id as u32);
            out.push((b, op));
            if let Some(nested) = b.op(op).nested.as_deref() {
                stack.push(nested);
            }
        }
    }
    out
}
