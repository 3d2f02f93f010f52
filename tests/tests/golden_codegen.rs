//! Golden tests of the code generated from each spec file: the pretty-printed Rust must
//! equal `tests/golden/codegen/<module>.rs`. Changing a spec line changes the output and
//! fails here until the diff is read and blessed with `DESCENT_BLESS=1`. Spec line numbers
//! in the generated code (`spec/x.td:12`) are masked (`spec/x.td:N`), so a comment line
//! added to a spec file does not churn the golden files of everything below it; so are the
//! numbers of the line table those positions point into (`__spec_lines::LINES`).

use std::path::{Path, PathBuf};

use descent_tests::{check_golden, root};

#[test]
fn generated_code_matches_golden_files() {
    let root = root();
    let spec = root.join("spec");
    let files = descent_codegen::driver::spec_files(&spec, &root);
    assert!(!files.is_empty(), "no spec files under {}", spec.display());
    // Load with workspace-relative names so the output does not depend on the machine.
    let cwd = std::env::current_dir().expect("cwd");
    std::env::set_current_dir(&root).expect("enter workspace root");
    let out = descent_codegen::driver::compile(&[PathBuf::from("spec")], &files, &Default::default());
    std::env::set_current_dir(cwd).expect("restore cwd");
    let out = out.unwrap_or_else(|e| panic!("spec errors:\n{e}"));
    let golden = root.join("tests/golden/codegen");
    let mut failures = Vec::new();
    let mut seen = Vec::new();
    for f in &out.files {
        seen.push(format!("{}.rs", f.module));
        if let Err(e) = check_golden(&golden.join(format!("{}.rs", f.module)), &mask_spec_lines(&f.code)) {
            failures.push(e);
        }
        if let Some(t) = &f.translation {
            seen.push(format!("{}.translation.rs", f.module));
            if let Err(e) = check_golden(&golden.join(format!("{}.translation.rs", f.module)), &mask_spec_lines(t)) {
                failures.push(e);
            }
        }
    }
    // The statics generated into a runtime crate (`staticsIn`, `build_script::Part::TypeDefs`):
    // the LLVM types' descriptions, which `descent-llvm-types` owns.
    seen.push("llvm_types.type_defs.rs".into());
    match descent_codegen::gen::type_def_statics_file(&out.model, "llvm_types", &Default::default()) {
        Ok(code) => {
            if let Err(e) = check_golden(&golden.join("llvm_types.type_defs.rs"), &mask_spec_lines(&code)) {
                failures.push(e);
            }
        }
        Err(e) => failures.push(e),
    }
    // Every spec file has a golden file, and no golden file is stale.
    for f in &files {
        let m = descent_codegen::gen::module_name(&f.to_string_lossy());
        assert!(seen.contains(&format!("{m}.rs")), "no generated module for {}", f.display());
    }
    if let Ok(rd) = std::fs::read_dir(&golden) {
        for e in rd.flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            if !seen.contains(&name) {
                failures.push(format!("stale golden file {} (its spec file is gone)", Path::new(&name).display()));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `x.td:12` and `x.td:12:5` become `x.td:N`.
fn mask_spec_lines(code: &str) -> String {
    let mut out = String::with_capacity(code.len());
    let mut rest = code;
    while let Some(i) = rest.find(".td:") {
        let (head, tail) = rest.split_at(i + 4);
        out.push_str(head);
        let digits = |s: &str| s.len() - s.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let n = digits(tail);
        if n == 0 {
            rest = tail;
            continue;
        }
        out.push('N');
        let mut after = &tail[n..];
        if let Some(col) = after.strip_prefix(':') {
            let m = digits(col);
            if m > 0 {
                after = &col[m..];
            }
        }
        rest = after;
    }
    out.push_str(rest);
    mask_line_table(&mask_inline_lines(&out))
}

/// Positions written inline (`line: &17u32`, the statics of `staticsIn` crates) become
/// `line: &Nu32`.
fn mask_inline_lines(code: &str) -> String {
    let mut out = String::with_capacity(code.len());
    let mut rest = code;
    while let Some(i) = rest.find("line: &") {
        let (head, tail) = rest.split_at(i + 7);
        out.push_str(head);
        let n = tail.len() - tail.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        if n > 0 && tail[n..].starts_with("u32") {
            out.push('N');
            rest = &tail[n..];
        } else {
            rest = tail;
        }
    }
    out.push_str(rest);
    out
}

/// The numbers in `pub static LINES: [u32; n] = [12u32, 14u32];` become `Nu32`.
fn mask_line_table(code: &str) -> String {
    let Some(start) = code.find("pub static LINES:").and_then(|i| code[i..].find("= [").map(|j| i + j + 3)) else {
        return code.to_string();
    };
    let end = code[start..].find(']').map_or(code.len(), |j| start + j);
    let table: Vec<String> = code[start..end]
        .split(',')
        .map(|item| {
            let t = item.trim_start();
            let lead = &item[..item.len() - t.len()];
            match t.strip_suffix("u32").or_else(|| t.trim_end().strip_suffix("u32")) {
                Some(n) if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) => {
                    format!("{lead}Nu32{}", &t[t.trim_end().len()..])
                }
                _ => item.to_string(),
            }
        })
        .collect();
    format!("{}{}{}", &code[..start], table.join(","), &code[end..])
}

#[test]
fn spec_lines_are_masked() {
    assert_eq!(mask_spec_lines("at spec/a.td:12:5: x, b.td:3, c.td:z"), "at spec/a.td:N: x, b.td:N, c.td:z");
    assert_eq!(
        mask_spec_lines("pub static LINES: [u32; 3usize] = [\n    88u32, 92u32,\n    96u32,\n];\nx = [1u32];"),
        "pub static LINES: [u32; 3usize] = [\n    Nu32, Nu32,\n    Nu32,\n];\nx = [1u32];"
    );
    assert_eq!(mask_spec_lines("line: &17u32, line: &x"), "line: &Nu32, line: &x");
}
