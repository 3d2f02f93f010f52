//! MLIR 22 as the oracle: every upstream conformance input (without expected errors) that
//! `mlir-opt-22` accepts and whose ops Descent knows must be accepted by `descent opt`, and
//! what Descent prints must be accepted by `mlir-opt-22` again. Inputs using dialects
//! Descent does not model in custom form are counted apart. Skips (with a note) when the
//! MLIR tools or ../shared are absent, unless DESCENT_REQUIRE_LLVM=1.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

const MLIR_OPT: &str = "/usr/lib/llvm-22/bin/mlir-opt";

fn run(cmd: &str, args: &[&str], stdin: Option<&str>) -> (bool, String, String) {
    let mut c = Command::new(cmd);
    c.args(args).stdin(if stdin.is_some() { Stdio::piped() } else { Stdio::null() });
    c.stdout(Stdio::piped()).stderr(Stdio::piped());
    let Ok(mut child) = c.spawn() else { return (false, String::new(), format!("cannot run {cmd}")) };
    if let (Some(text), Some(mut si)) = (stdin, child.stdin.take()) {
        let _ = si.write_all(text.as_bytes());
    }
    match child.wait_with_output() {
        Ok(o) => (
            o.status.success(),
            String::from_utf8_lossy(&o.stdout).into_owned(),
            String::from_utf8_lossy(&o.stderr).into_owned(),
        ),
        Err(e) => (false, String::new(), e.to_string()),
    }
}

/// `descent opt --allow-unregistered-dialect` in process: (accepted, output, first error).
fn descent_opt(text: &str) -> (bool, String, String) {
    use descent::print::ops::{print_module, PrintFlags};
    let ctx = descent::dialects::context();
    let m = match descent::parse::ops::parse_module(&ctx, text, "input.mlir", 0, true) {
        Ok(m) => m,
        Err(d) => return (false, String::new(), d.message.clone()),
    };
    if let Some(d) = descent::verify::verify(&ctx, &m.body, m.op).first() {
        return (false, String::new(), d.message.clone());
    }
    (true, print_module(&ctx, &m.body, m.op, PrintFlags::default()), String::new())
}

/// Whether an error is about a type of a dialect Descent does not model (`!ptr.ptr<...>`,
/// which MLIR's LLVM dialect accepts through the ptr dialect's type interfaces).
fn names_foreign_type(err: &str) -> bool {
    let ctx = descent::dialects::context();
    err.match_indices("'!").any(|(i, _)| {
        let rest = &err[i + 2..];
        let name: String = rest.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
        rest[name.len()..].starts_with('.') && ctx.with_registry(|r| r.dialect(&name).is_none())
    })
}

#[test]
fn descent_accepts_what_mlir_accepts_and_mlir_accepts_our_output() {
    let corpus = descent_tests::root().join("../shared/conformance/upstream/mlir/test");
    let require = std::env::var_os("DESCENT_REQUIRE_LLVM").is_some_and(|v| v == "1");
    if !Path::new(MLIR_OPT).exists() || !corpus.exists() {
        assert!(!require, "mlir-opt-22 or ../shared/conformance is missing");
        eprintln!("note: skipped (mlir-opt-22 or ../shared/conformance missing)");
        return;
    }
    let (mut ok, mut foreign) = (0, 0);
    let mut failures = Vec::new();
    for f in descent_tests::mlir_files(std::slice::from_ref(&corpus)) {
        let Ok(text) = std::fs::read_to_string(&f) else { continue };
        if text.contains("expected-error") {
            continue;
        }
        let path = f.to_string_lossy().into_owned();
        if !run(MLIR_OPT, &["--allow-unregistered-dialect", &path], None).0 {
            continue;
        }
        let (accepted, out, err) = descent_opt(&text);
        if !accepted {
            if err.contains("not found for custom op") || err.contains("is unknown") || names_foreign_type(&err) {
                foreign += 1;
            } else {
                failures.push(format!("{path}: descent rejects it: {}", err.lines().next().unwrap_or("")));
            }
            continue;
        }
        let (again, _, err) = run(MLIR_OPT, &["--allow-unregistered-dialect", "-"], Some(&out));
        if !again {
            failures.push(format!("{path}: mlir-opt-22 rejects our output: {}", err.lines().next().unwrap_or("")));
            continue;
        }
        ok += 1;
    }
    eprintln!("{ok} accepted both ways, {foreign} use dialects Descent does not model, {} failed", failures.len());
    assert!(ok > 50, "too few inputs checked: {ok}");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
