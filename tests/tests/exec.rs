//! Execution tests with MLIR 22 as the oracle: every `tests/exec/*.mlir` program and the
//! random programs of seeds `0..30` (`descent_tests::randprog`) are lowered twice, by
//! the reference pipeline
//!
//! ```text
//! mlir-opt --expand-strided-metadata --lower-affine --convert-scf-to-cf --convert-to-llvm \
//!   --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir
//! ```
//!
//! and by `descent compile IN -o OUT`; our LLVM IR must pass `llvm-as`, and both modules run
//! under `lli` (with the MLIR C runner utils loaded) must print the same stdout and end
//! with the same status. Reference outputs are computed at test time, never stored.
//!
//! The programs define `func.func @main()` with no results, so `lli` would take the exit
//! status from whatever is left in the return register; a tiny extra module with an
//! `i32`-returning entry that calls `@main` makes the status meaningful (0, or the signal
//! of a failed `cf.assert` or a crash).
//!
//! A program whose first line is `// EXEC-CONVENTION: bare-ptr` is lowered with the
//! bare-pointer calling convention on both sides (`descent compile
//! --use-bare-ptr-memref-call-conv`; for MLIR the pipeline of its own bare-pointer runner
//! test, since `--convert-to-llvm` has no such option).
//!
//! A program whose first line is `// EXEC-PASSES: <flags>` is lowered by those passes on
//! both sides (`mlir-opt FLAGS | mlir-translate` beside `descent opt FLAGS | descent
//! translate`), for pipelines that `compile` does not run (runtime verification with
//! `-test-cf-assert`).
//!
//! Environment: `DESCENT_BIN` (the descent binary; default `$CARGO_TARGET_DIR/release/descent`
//! or `target/release/descent`), `DESCENT_EXEC_SEEDS` (number of random seeds, default 30),
//! `DESCENT_REQUIRE_LLVM=1` (fail instead of skipping when the LLVM 22 tools are missing).
//! Work files go to a temporary directory that is kept, and printed, when a case fails.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

const LLVM_BIN: &str = "/usr/lib/llvm-22/bin";
const RUNNER_UTILS: &str = "/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so.22.1";
const ENTRY: &str = "__descent_exec_entry";
const THREADS: usize = 4;
/// Generous: a miscompiled loop must not hang the test suite.
const TIMEOUT: Duration = Duration::from_secs(60);

fn tool(name: &str) -> PathBuf {
    Path::new(LLVM_BIN).join(name)
}

/// How a process ended and what it printed.
struct Run {
    status: String,
    success: bool,
    stdout: String,
    stderr: String,
}

/// Runs `prog args` with stdout/stderr going to files in `dir` (no pipes, so no deadlock
/// on large output), killing it after `TIMEOUT`.
fn run(dir: &Path, tag: &str, prog: &Path, args: &[&str]) -> Run {
    let out_path = dir.join(format!("{tag}.stdout"));
    let err_path = dir.join(format!("{tag}.stderr"));
    let failed = |msg: String| Run { status: msg.clone(), success: false, stdout: String::new(), stderr: msg };
    let (Ok(out), Ok(err)) = (std::fs::File::create(&out_path), std::fs::File::create(&err_path)) else {
        return failed(format!("cannot create output files in {}", dir.display()));
    };
    let mut child = match Command::new(prog).args(args).stdin(Stdio::null()).stdout(out).stderr(err).spawn() {
        Ok(c) => c,
        Err(e) => return failed(format!("cannot run {}: {e}", prog.display())),
    };
    let start = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(s)) => break Some(s),
            Ok(None) if start.elapsed() > TIMEOUT => {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(5)),
            Err(_) => break None,
        }
    };
    let stdout = std::fs::read_to_string(&out_path).unwrap_or_default();
    let stderr = std::fs::read_to_string(&err_path).unwrap_or_default();
    let (status, success) = match status {
        None => (format!("timed out after {}s", TIMEOUT.as_secs()), false),
        Some(s) => (describe(s), s.success()),
    };
    Run { status, success, stdout, stderr }
}

fn describe(s: std::process::ExitStatus) -> String {
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(sig) = s.signal() {
            return format!("killed by signal {sig}");
        }
    }
    match s.code() {
        Some(c) => format!("exit {c}"),
        None => "unknown status".to_string(),
    }
}

fn first_line(s: &str) -> &str {
    s.lines().find(|l| !l.trim().is_empty()).unwrap_or("(no output)")
}

fn lli(dir: &Path, tag: &str, module: &Path, entry: &Path) -> Run {
    let dl = format!("--dlopen={RUNNER_UTILS}");
    let ef = format!("--entry-function={ENTRY}");
    let em = format!("--extra-module={}", entry.display());
    let m = module.to_string_lossy();
    run(dir, tag, &tool("lli"), &[&dl, &ef, &em, &m])
}

/// Lowers, assembles and runs one program both ways; `Err` describes the first problem.
fn check_case(dir: &Path, text: &str, descent: &Path, entry: &Path) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let input = dir.join("in.mlir");
    std::fs::write(&input, text).map_err(|e| e.to_string())?;
    let p = |name: &str| dir.join(name).to_string_lossy().into_owned();
    let inp = input.to_string_lossy().into_owned();

    // `// EXEC-CONVENTION: bare-ptr` on the first line: memrefs of static shape cross calls
    // as bare pointers. MLIR's --convert-to-llvm has no such option, so the reference runs
    // the passes one by one, as MLIR's own bare-pointer runner test does.
    let bare = text.lines().next().is_some_and(|l| l.trim() == "// EXEC-CONVENTION: bare-ptr");
    // `// EXEC-PASSES: <mlir-opt flags>` on the first line: both sides run these passes
    // (`descent opt`, then `descent translate`), for pipelines `compile` does not run.
    let passes: Option<Vec<&str>> = text
        .lines()
        .next()
        .and_then(|l| l.trim().strip_prefix("// EXEC-PASSES:"))
        .map(|f| f.split_whitespace().collect());
    let out = p("ref.mlir");
    let args: Vec<&str> = if let Some(flags) = &passes {
        let mut a = vec![inp.as_str()];
        a.extend(flags.iter().copied());
        a.extend(["-o", &out]);
        a
    } else if bare {
        vec![
            &inp,
            "--pass-pipeline=builtin.module(expand-strided-metadata,lower-affine,func.func(convert-scf-to-cf,convert-arith-to-llvm),finalize-memref-to-llvm,convert-func-to-llvm{use-bare-ptr-memref-call-conv=1},convert-cf-to-llvm,reconcile-unrealized-casts)",
            "-o",
            &out,
        ]
    } else {
        vec![
            &inp,
            "--expand-strided-metadata",
            "--lower-affine",
            "--convert-vector-to-scf",
            "--convert-scf-to-cf",
            "--convert-to-llvm",
            "--reconcile-unrealized-casts",
            "-o",
            &out,
        ]
    };
    let opt = run(dir, "mlir-opt", &tool("mlir-opt"), &args);
    if !opt.success {
        return Err(format!("reference mlir-opt failed ({}): {}", opt.status, first_line(&opt.stderr)));
    }
    let tr =
        run(dir, "mlir-translate", &tool("mlir-translate"), &[&p("ref.mlir"), "--mlir-to-llvmir", "-o", &p("ref.ll")]);
    if !tr.success {
        return Err(format!("reference mlir-translate failed ({}): {}", tr.status, first_line(&tr.stderr)));
    }
    let ours_ll = p("ours.ll");
    if let Some(flags) = &passes {
        let ours_mlir = p("ours.mlir");
        let mut a = vec!["opt", inp.as_str()];
        a.extend(flags.iter().copied());
        a.extend(["-o", &ours_mlir]);
        let ours = run(dir, "descent-opt", descent, &a);
        if !ours.success {
            return Err(format!("descent opt failed ({}): {}", ours.status, first_line(&ours.stderr)));
        }
        let ours =
            run(dir, "descent-translate", descent, &["translate", "--mlir-to-llvmir", &ours_mlir, "-o", &ours_ll]);
        if !ours.success {
            return Err(format!("descent translate failed ({}): {}", ours.status, first_line(&ours.stderr)));
        }
    } else {
        let mut compile = vec!["compile", &inp, "-o", &ours_ll];
        if bare {
            compile.push("--use-bare-ptr-memref-call-conv");
        }
        let ours = run(dir, "descent", descent, &compile);
        if !ours.success {
            return Err(format!("descent compile failed ({}): {}", ours.status, first_line(&ours.stderr)));
        }
    }
    let asm = run(dir, "llvm-as", &tool("llvm-as"), &[&p("ours.ll"), "-o", "/dev/null"]);
    if !asm.success {
        return Err(format!("llvm-as rejects our LLVM IR ({}): {}", asm.status, first_line(&asm.stderr)));
    }
    let want = lli(dir, "lli-ref", &dir.join("ref.ll"), entry);
    if !want.success {
        return Err(format!(
            "the reference program itself failed ({}): {} (a bad test program?)",
            want.status,
            first_line(&want.stderr)
        ));
    }
    let got = lli(dir, "lli-ours", &dir.join("ours.ll"), entry);
    if got.stdout != want.stdout {
        let (mut w, mut g) = (want.stdout.lines(), got.stdout.lines());
        let mut n = 1;
        loop {
            match (w.next(), g.next()) {
                (Some(a), Some(b)) if a == b => n += 1,
                (a, b) => {
                    return Err(format!(
                        "stdout differs at line {n}: mlir-22 {:?}, descent {:?} (descent run: {}{})",
                        a.unwrap_or("<end of output>"),
                        b.unwrap_or("<end of output>"),
                        got.status,
                        if got.success { String::new() } else { format!(", {}", first_line(&got.stderr)) }
                    ));
                }
            }
        }
    }
    if got.status != want.status {
        return Err(format!(
            "same stdout but the run ended with {} (mlir-22: {}): {}",
            got.status,
            want.status,
            first_line(&got.stderr)
        ));
    }
    Ok(())
}

#[test]
fn programs_run_like_mlir_22() {
    let require = std::env::var_os("DESCENT_REQUIRE_LLVM").is_some_and(|v| v == "1");
    let tools = ["mlir-opt", "mlir-translate", "lli", "llvm-as"];
    let missing: Vec<&str> = tools.iter().copied().filter(|t| !tool(t).exists()).collect();
    if !missing.is_empty() || !Path::new(RUNNER_UTILS).exists() {
        assert!(!require, "LLVM/MLIR 22 tools missing ({missing:?} in {LLVM_BIN} or {RUNNER_UTILS})");
        eprintln!("note: skipped the execution tests (LLVM/MLIR 22 tools or runner utils missing)");
        return;
    }
    let descent = descent_tests::descent_bin();
    assert!(
        descent.exists(),
        "the descent binary {} does not exist: build it with `cargo build --release -p descent` \
         (honouring CARGO_TARGET_DIR) or point DESCENT_BIN at it",
        descent.display()
    );

    let seeds: u64 = match std::env::var("DESCENT_EXEC_SEEDS") {
        Ok(s) => s.parse().expect("DESCENT_EXEC_SEEDS must be a number"),
        Err(_) => 30,
    };
    let mut cases: Vec<(String, String)> = Vec::new();
    for f in descent_tests::mlir_files(&[descent_tests::root().join("tests/exec")]) {
        let name = f.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        let text = std::fs::read_to_string(&f).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        cases.push((name, text));
    }
    assert!(!cases.is_empty(), "no programs in tests/exec");
    for seed in 0..seeds {
        cases.push((format!("seed-{seed}"), descent_tests::randprog::generate(seed)));
    }

    let work = std::env::temp_dir().join(format!("descent-exec-{}", std::process::id()));
    std::fs::create_dir_all(&work).expect("temporary directory");
    let entry = work.join("entry.ll");
    let entry_text =
        format!("declare void @main()\n\ndefine i32 @{ENTRY}() {{\n  call void @main()\n  ret i32 0\n}}\n");
    std::fs::write(&entry, entry_text).expect("write entry.ll");

    let next = AtomicUsize::new(0);
    let failures = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..THREADS {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some((name, text)) = cases.get(i) else { break };
                let dir = work.join(name);
                match check_case(&dir, text, &descent, &entry) {
                    Ok(()) => {
                        let _ = std::fs::remove_dir_all(&dir);
                    }
                    Err(e) => failures.lock().unwrap().push(format!("{name}: {e}")),
                }
            });
        }
    });

    let mut failures = failures.into_inner().unwrap();
    if failures.is_empty() {
        let _ = std::fs::remove_dir_all(&work);
        eprintln!(
            "{} programs ran like MLIR 22 ({} from tests/exec, {seeds} random)",
            cases.len(),
            cases.len() - seeds as usize
        );
        return;
    }
    failures.sort();
    panic!(
        "{} of {} programs differ from MLIR 22 (work files kept in {}; `randprog SEED` prints a seed's program):\n  {}",
        failures.len(),
        cases.len(),
        work.display(),
        failures.join("\n  ")
    );
}

/// Vector programs through the passes of MLIR's vector integration tests, run by
/// `mlir-runner` with the C runner utils: their `vector.print` output must be MLIR 22's.
/// `tests/exec/vector_ops.mlir` prints scalars (`opt --convert-vector-to-llvm
/// --convert-to-llvm --reconcile-unrealized-casts`); `tests/runner/vector_print_vectors.mlir`
/// prints whole vectors, which `-convert-vector-to-scf` turns into loops first;
/// `tests/runner/vector_to_vector.mlir` goes through `-test-lower-to-llvm`;
/// `tests/runner/vector_contract.mlir` through it and the other contraction strategies.
#[test]
fn vector_programs_run_under_mlir_runner_like_mlir_22() {
    let require = std::env::var_os("DESCENT_REQUIRE_LLVM").is_some_and(|v| v == "1");
    if !tool("mlir-runner").exists() || !tool("mlir-opt").exists() || !Path::new(RUNNER_UTILS).exists() {
        assert!(!require, "mlir-runner, mlir-opt or {RUNNER_UTILS} missing");
        eprintln!("note: skipped the mlir-runner vector tests (LLVM/MLIR 22 tools missing)");
        return;
    }
    let root = descent_tests::root();
    let to_llvm = ["--convert-vector-to-llvm", "--convert-to-llvm", "--reconcile-unrealized-casts"];
    let through_scf = [
        "--convert-vector-to-scf",
        "--convert-scf-to-cf",
        "--convert-vector-to-llvm",
        "--convert-to-llvm",
        "--reconcile-unrealized-casts",
    ];
    let integration = ["-test-lower-to-llvm"];
    // The contraction strategies other than the default (`llvmintr` is left out: LLVM's JIT
    // does not lower llvm.matrix.multiply of these types).
    let strategy = |s: &'static str| {
        ["--convert-vector-to-scf", "--convert-scf-to-cf", s, "--convert-to-llvm", "--reconcile-unrealized-casts"]
    };
    let outer = strategy("--convert-vector-to-llvm=vector-contract-lowering=outerproduct");
    let parallel = strategy("--convert-vector-to-llvm=vector-contract-lowering=parallelarith");
    let cases: [(&str, &[&str]); 6] = [
        ("tests/exec/vector_ops.mlir", &to_llvm),
        ("tests/runner/vector_print_vectors.mlir", &through_scf),
        ("tests/runner/vector_to_vector.mlir", &integration),
        ("tests/runner/vector_contract.mlir", &integration),
        ("tests/runner/vector_contract.mlir", &outer),
        ("tests/runner/vector_contract.mlir", &parallel),
    ];
    let work = std::env::temp_dir().join(format!("descent-vector-runner-{}", std::process::id()));
    std::fs::create_dir_all(&work).expect("temporary directory");
    let shared = format!("-shared-libs={RUNNER_UTILS}");
    for (case, passes) in cases {
        let input = root.join(case);
        let input = input.to_string_lossy();
        let mut outputs = Vec::new();
        for (tag, lower) in [("ref", tool("mlir-opt")), ("ours", descent_tests::descent_bin())] {
            let lowered = work.join(format!("{tag}.mlir"));
            let lowered_s = lowered.to_string_lossy().into_owned();
            let mut args: Vec<&str> = if tag == "ours" { vec!["opt"] } else { Vec::new() };
            args.extend([&*input, "-o", &lowered_s]);
            args.extend(passes);
            let r = run(&work, &format!("{tag}-opt"), &lower, &args);
            assert!(r.success, "{case}: {tag} lowering failed ({}): {}", r.status, r.stderr);
            let r = run(
                &work,
                &format!("{tag}-run"),
                &tool("mlir-runner"),
                &[&lowered_s, "-e", "main", "-entry-point-result=void", &shared],
            );
            assert!(r.success, "{case}: {tag} run failed ({}): {}", r.status, r.stderr);
            outputs.push(r.stdout);
        }
        assert!(outputs[0].contains("done"), "{case}: MLIR's run printed: {}", outputs[0]);
        assert_eq!(
            outputs[1],
            outputs[0],
            "{case}: descent's lowering prints differently (work files in {})",
            work.display()
        );
    }
    let _ = std::fs::remove_dir_all(&work);
}
