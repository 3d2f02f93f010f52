//! The LLVM dialect against MLIR 22's: every op `tests/llvm_dialect/mlir22_ops.txt`
//! lists is registered, except the ones `tests/llvm_dialect/missing.txt` names, and those
//! are really missing, so the list only shrinks.

fn names(file: &str) -> Vec<String> {
    let path = descent_tests::root().join("tests/llvm_dialect").join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')).map(String::from).collect()
}

#[test]
fn llvm_dialect_has_mlir_22_ops() {
    let ctx = descent::dialects::context();
    let registered: std::collections::HashSet<String> =
        ctx.with_registry(|r| r.ops().iter().map(|o| o.name.to_string()).collect());
    let all = names("mlir22_ops.txt");
    assert!(all.len() > 200, "expected MLIR 22's LLVM dialect ops");
    let missing = names("missing.txt");
    let lacking: Vec<&String> = all.iter().filter(|n| !registered.contains(*n) && !missing.contains(n)).collect();
    assert!(lacking.is_empty(), "ops of MLIR 22's LLVM dialect that Descent lacks: {lacking:?}");
    let defined: Vec<&String> = missing.iter().filter(|n| registered.contains(*n)).collect();
    assert!(defined.is_empty(), "defined now, remove from tests/llvm_dialect/missing.txt: {defined:?}");
}
