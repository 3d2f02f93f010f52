//! Random programs through MLIR's own passes, with MLIR 22 as the oracle: the programs of
//! `descent_tests::randprog` (the base flavor, and the flavor with `affine`, `vector` and
//! `complex` statements) go through `-canonicalize`, `-cse`, `-lower-affine`,
//! `-test-single-fold` and the lowerings to the LLVM dialect (with canonicalize and cse,
//! and `-test-lower-to-llvm`) with both `mlir-opt-22` and `descent opt`, and what they
//! print must be identical byte for byte. A program `mlir-opt-22` rejects for a pipeline
//! (one its conversion cannot finish, say) is not compared for it, and counted apart.
//!
//! Environment: `DESCENT_BIN` (default `$CARGO_TARGET_DIR/release/descent` or
//! `target/release/descent`), `DESCENT_RANDOM_SEEDS` (seeds per flavor, default 24),
//! `DESCENT_REQUIRE_LLVM=1` (fail instead of skipping when mlir-opt-22 is missing).

use std::path::Path;
use std::process::{Command, Stdio};

use descent_tests::randprog::{generate_with, Flavor};

const MLIR_OPT: &str = "/usr/lib/llvm-22/bin/mlir-opt";

/// The pipelines compared, as `mlir-opt` flags.
const PIPELINES: &[&[&str]] = &[
    &["--canonicalize"],
    &["--cse"],
    &["--lower-affine"],
    &["--canonicalize=region-simplify=aggressive"],
    &["--lower-affine", "--convert-scf-to-cf", "--convert-to-llvm", "--canonicalize", "--cse"],
    &["--test-lower-to-llvm"],
    &["--test-single-fold"],
];

/// Stdout of `prog args file` when it succeeds.
fn output(prog: &Path, args: &[&str], file: &Path) -> Option<String> {
    let out = Command::new(prog).args(args).arg(file).stdin(Stdio::null()).stderr(Stdio::null()).output().ok()?;
    out.status.success().then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

#[test]
fn random_programs_through_passes_print_like_mlir_22() {
    let require = std::env::var_os("DESCENT_REQUIRE_LLVM").is_some_and(|v| v == "1");
    if !Path::new(MLIR_OPT).exists() {
        assert!(!require, "{MLIR_OPT} is missing");
        eprintln!("note: skipped the random pipeline comparison ({MLIR_OPT} missing)");
        return;
    }
    let descent = descent_tests::descent_bin();
    assert!(descent.exists(), "the descent binary {} does not exist: build it first", descent.display());
    let seeds: u64 = match std::env::var("DESCENT_RANDOM_SEEDS") {
        Ok(s) => s.parse().expect("DESCENT_RANDOM_SEEDS must be a number"),
        Err(_) => 24,
    };
    let work = std::env::temp_dir().join(format!("descent-random-{}", std::process::id()));
    std::fs::create_dir_all(&work).expect("temporary directory");
    let flavors = [("base", Flavor::BASE), ("all", Flavor::ALL)];
    let mut compared = 0;
    let mut rejected = 0;
    let mut differ = Vec::new();
    for (fname, flavor) in flavors {
        for seed in 0..seeds {
            let file = work.join(format!("{fname}-{seed}.mlir"));
            std::fs::write(&file, generate_with(seed, flavor)).expect("write program");
            for flags in PIPELINES {
                let Some(want) = output(Path::new(MLIR_OPT), flags, &file) else {
                    rejected += 1;
                    continue;
                };
                compared += 1;
                let mut args = vec!["opt"];
                args.extend_from_slice(flags);
                if output(&descent, &args, &file).as_deref() != Some(want.as_str()) {
                    differ.push(format!("randprog {seed} --flavor={fname} | descent opt {}", flags.join(" ")));
                }
            }
        }
    }
    eprintln!("random pipelines: {compared} compared, {rejected} rejected by mlir-opt-22");
    assert!(compared > 0, "nothing was compared");
    assert!(
        differ.is_empty(),
        "{} of {compared} runs differ from mlir-opt-22 (programs kept in {}):\n  {}",
        differ.len(),
        work.display(),
        differ.join("\n  ")
    );
    let _ = std::fs::remove_dir_all(&work);
}
