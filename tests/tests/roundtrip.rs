//! Round trips over real MLIR inputs (the bundled examples and, when present, the upstream
//! conformance inputs in ../shared): whatever Descent accepts must print stably
//! (print(parse(print(parse(x)))) == print(parse(x))), and nothing may panic.

use std::path::{Path, PathBuf};

use descent::ir::Context;
use descent::parse::ops::{parse_module, parse_module_in, ParseMode};
use descent::print::ops::{print_module, PrintFlags};
use descent::split::split_input;

fn inputs() -> Vec<PathBuf> {
    let root = descent_tests::root();
    descent_tests::mlir_files(&[root.join("examples"), root.join("../shared/conformance/upstream/mlir/test/Dialect")])
}

fn print_once(ctx: &Context, text: &str, file: &str, generic: bool) -> Option<String> {
    let m = parse_module(ctx, text, file, 0, true).ok()?;
    let d = descent::verify::verify(ctx, &m.body, m.op);
    if std::env::var_os("RT_DEBUG").is_some() && !d.is_empty() {
        eprintln!("{:?}", d[0].message);
    }
    if !d.is_empty() {
        return None;
    }
    Some(print_module(ctx, &m.body, m.op, PrintFlags { generic, ..PrintFlags::default() }))
}

fn check_file(path: &Path, failures: &mut Vec<String>) -> usize {
    let Ok(text) = std::fs::read_to_string(path) else { return 0 };
    let ctx = descent::dialects::context();
    let mut checked = 0;
    for chunk in split_input(&text).chunks {
        for generic in [false, true] {
            let Some(first) = print_once(&ctx, &chunk.text, "in.mlir", generic) else {
                if std::env::var_os("RT_DEBUG").is_some() {
                    eprintln!("skip {}", path.display());
                }
                continue;
            };
            match print_once(&ctx, &first, "out.mlir", generic) {
                Some(second) if second == first => checked += 1,
                Some(second) => failures.push(format!(
                    "{} (generic={generic}): printing is not stable\n--- first\n{first}--- second\n{second}",
                    path.display()
                )),
                None => failures.push(format!(
                    "{} (generic={generic}): our own output does not parse or verify:\n{first}",
                    path.display()
                )),
            }
        }
    }
    checked
}

#[test]
fn printing_is_stable_on_every_accepted_input() {
    let files = inputs();
    assert!(!files.is_empty());
    let mut failures = Vec::new();
    let mut checked = 0;
    for f in &files {
        checked += check_file(f, &mut failures);
    }
    assert!(checked > 0, "no input could be round-tripped");
    assert!(
        failures.is_empty(),
        "{} of {} round trips failed:\n{}",
        failures.len(),
        checked + failures.len(),
        failures.join("\n")
    );
}

/// The parallel parse of module-level bodies (used for big inputs) must build the same IR
/// as the sequential one: forced on every input chunk, both print the same text, and a
/// chunk one rejects the other rejects with the same first error.
#[test]
fn parallel_parse_matches_sequential_parse() {
    let files = inputs();
    let mut failures = Vec::new();
    let mut compared = 0;
    for path in &files {
        let Ok(text) = std::fs::read_to_string(path) else { continue };
        let ctx = descent::dialects::context();
        for chunk in split_input(&text).chunks {
            let print = |mode| match parse_module_in(&ctx, &chunk.text, "in.mlir", 0, true, mode) {
                Ok(m) => Ok(print_module(
                    &ctx,
                    &m.body,
                    m.op,
                    PrintFlags { generic: true, debug_info: true, ..PrintFlags::default() },
                )),
                Err(d) => Err(d.message.clone()),
            };
            let (seq, par) = (print(ParseMode::Sequential), print(ParseMode::Parallel));
            if seq != par {
                failures.push(format!("{}:\n--- sequential\n{seq:?}\n--- parallel\n{par:?}", path.display()));
            }
            compared += 1;
        }
    }
    assert!(compared > 100, "only {compared} chunks compared");
    assert!(failures.is_empty(), "{} of {compared} chunks differ:\n{}", failures.len(), failures.join("\n"));
}

/// Attributes Descent keeps verbatim (debug info here) may name aliases inside their
/// text; printed without those alias definitions, the names must have been replaced by
/// what they stand for, or the output would not parse.
#[test]
fn verbatim_attributes_do_not_keep_alias_names() {
    let text = r#"
#di_file = #llvm.di_file<"a.mlir" in "/">
#di_cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, isOptimized = false, emissionKind = None>
#sp = #llvm.di_subprogram<compileUnit = #di_cu, scope = #di_file, name = "f", file = #di_file, subprogramFlags = Definition>
#ty = !llvm.struct<"s", (i32)>
llvm.func @f() {
  llvm.return loc(fused<#sp>["a.mlir":1:2])
}
"#;
    let ctx = descent::dialects::context();
    let first = print_once(&ctx, text, "in.mlir", false).expect("the input is valid");
    assert!(!first.contains("#di_file") && !first.contains("#di_cu"), "alias names left in:\n{first}");
    let second = print_once(&descent::dialects::context(), &first, "out.mlir", false).expect("the output parses");
    assert_eq!(first, second);
}
