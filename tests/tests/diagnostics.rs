//! Diagnostics against MLIR's, byte for byte: each `tests/diagnostics/NAME.mlir` is an
//! invalid input and `NAME.expected` is what `mlir-opt` 22 prints for it on stderr
//! (captured with `cd tests/diagnostics && mlir-opt NAME.mlir 2> NAME.expected`). These
//! cover what `-verify-diagnostics` tests cannot see: exact columns, full messages, and
//! the notes MLIR attaches (the quoted op, where a non-dominating operand is defined).

use descent::diag::render;
use descent::ir::Context;
use descent::parse::ops::parse_module;
use descent::source::SourceMgr;

/// What `descent opt FILE` reports for `text`: the parse error, else the verifier's.
fn diagnostics(ctx: &Context, name: &str, text: &str) -> String {
    let sm = SourceMgr::new();
    sm.add_buffer(name, text);
    let diags = match parse_module(ctx, text, name, 0, false) {
        Err(d) => vec![*d],
        Ok(m) => descent::verify::verify(ctx, &m.body, m.op),
    };
    diags.iter().map(|d| render(d, ctx, &sm)).collect()
}

#[test]
fn diagnostics_match_mlir_opt() {
    let dir = descent_tests::root().join("tests/diagnostics");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/diagnostics exists")
        .map(|e| e.expect("readable directory").path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    assert!(files.len() >= 10, "expected the diagnostic cases in {}", dir.display());
    let ctx = descent::dialects::context();
    let mut failures = Vec::new();
    for path in &files {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(path).unwrap();
        let expected = std::fs::read_to_string(path.with_extension("expected")).unwrap();
        let got = diagnostics(&ctx, &name, &text);
        if got != expected {
            failures.push(format!("{name}:\n--- mlir-opt\n{expected}--- descent\n{got}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
