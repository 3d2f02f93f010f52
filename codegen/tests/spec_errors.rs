//! Golden tests for diagnostics: every `tests/spec_errors/X.td` must fail to load with
//! exactly the diagnostics in `X.expected`. `DESCENT_BLESS=1` rewrites the expectations.

use std::path::{Path, PathBuf};

fn errors_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/spec_errors")
}

fn spec_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../spec")
}

/// Loads one bad spec and renders its diagnostics with machine-independent file names:
/// the spec itself by its file name, files from spec/ relative to tests/spec_errors.
fn render(td: &Path) -> String {
    let name = td.file_name().unwrap().to_string_lossy().into_owned();
    let text = std::fs::read_to_string(td).unwrap();
    let roots = [errors_dir(), spec_dir()];
    let rendered = match descent_codegen::load_str(&name, &text, &roots) {
        // Loaded: the checked model must report the mistakes.
        Ok(loaded) => match descent_codegen::model::build::build(&loaded) {
            Ok(_) => return format!("{name}: loaded without errors\n"),
            Err(diags) => descent_codegen::render_all(&diags, &loaded.sources),
        },
        Err((sources, diags)) => descent_codegen::render_all(&diags, &sources),
    };
    rendered
        .replace(&format!("{}/", spec_dir().display()), "../../spec/")
        .replace(&format!("{}/", errors_dir().display()), "")
}

#[test]
fn spec_errors_match_expected() {
    let bless = std::env::var_os("DESCENT_BLESS").is_some_and(|v| v == "1");
    let mut cases: Vec<PathBuf> = std::fs::read_dir(errors_dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "td"))
        .collect();
    cases.sort();
    assert!(cases.len() >= 10, "expected the bad specs in {:?}", errors_dir());
    let mut failures = Vec::new();
    for td in &cases {
        let actual = render(td);
        let expected_path = td.with_extension("expected");
        if bless {
            std::fs::write(&expected_path, &actual).unwrap();
            continue;
        }
        match std::fs::read_to_string(&expected_path) {
            Ok(expected) if expected == actual => {}
            Ok(expected) => failures.push(format!("{}:\n--- expected\n{expected}--- actual\n{actual}", td.display())),
            Err(_) => {
                failures.push(format!("{}: no .expected file (run with DESCENT_BLESS=1)\n{actual}", td.display()))
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} spec error files differ (DESCENT_BLESS=1 to update):\n\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

#[test]
fn every_expected_file_has_a_spec() {
    for entry in std::fs::read_dir(errors_dir()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "expected") {
            assert!(path.with_extension("td").is_file(), "{} has no .td", path.display());
        }
    }
}
