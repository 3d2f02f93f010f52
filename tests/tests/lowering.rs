//! Golden lowering and translation tests: each `tests/lowering/**/NAME.mlir` starts with
//! a line `// RUN-DESCENT: opt <flags>` (or `translate --mlir-to-llvmir`, or `compile`) and
//! `NAME.expected` is what MLIR 22 printed for it (captured when the case was written):
//! `mlir-opt-22 <flags>`, `mlir-translate-22 --mlir-to-llvmir`, or for `compile`
//! `mlir-opt-22 --lower-affine --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts |
//! mlir-translate-22 --mlir-to-llvmir`. Descent must print exactly the same, what
//! `descent opt` prints must parse back and print identically (`--verify-roundtrip`), and
//! LLVM IR it prints must pass `llvm-as-22`.

use descent::tool::cli;
use descent::tool::opt::{self, OptOptions};

fn cases(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else { return };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            cases(&p, out);
        } else if p.extension().is_some_and(|x| x == "mlir") {
            out.push(p);
        }
    }
}

/// Splits a RUN line as a shell would for the simple cases it needs: words separated by
/// blanks, `'...'` and `"..."` quoting blanks.
fn shell_words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut cur = String::new();
    let mut quote: Option<char> = None;
    let mut in_word = false;
    for c in line.chars() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => cur.push(c),
            None if c == '\'' || c == '"' => {
                quote = Some(c);
                in_word = true;
            }
            None if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut cur));
                    in_word = false;
                }
            }
            None => {
                cur.push(c);
                in_word = true;
            }
        }
    }
    if in_word {
        words.push(cur);
    }
    words
}

const LLVM_AS: &str = "/usr/lib/llvm-22/bin/llvm-as";

/// Whether LLVM 22's assembler (and so its verifier) accepts this module. Without the tool
/// the check is skipped, unless `DESCENT_REQUIRE_LLVM=1`.
fn llvm_as_accepts(ll: &str) -> Result<(), String> {
    use std::io::Write;
    if !std::path::Path::new(LLVM_AS).exists() {
        if std::env::var_os("DESCENT_REQUIRE_LLVM").is_some() {
            return Err(format!("{LLVM_AS} is missing"));
        }
        return Ok(());
    }
    let mut child = std::process::Command::new(LLVM_AS)
        .args(["-", "-o", "/dev/null"])
        .stdin(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    child.stdin.take().map(|mut i| i.write_all(ll.as_bytes())).transpose().map_err(|e| e.to_string())?;
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).lines().next().unwrap_or("").to_string())
    }
}

#[test]
fn lowering_matches_mlir_opt() {
    let root = descent_tests::root().join("tests/lowering");
    let mut files = Vec::new();
    cases(&root, &mut files);
    files.sort();
    assert!(files.len() >= 10, "expected lowering cases under {}", root.display());
    let mut failures = Vec::new();
    for path in &files {
        let rel = path.strip_prefix(&root).unwrap().display().to_string();
        let text = std::fs::read_to_string(path).unwrap();
        let Some(args) = text.lines().next().and_then(|l| l.strip_prefix("// RUN-DESCENT:")) else {
            failures.push(format!("{rel}: first line must be `// RUN-DESCENT: opt <flags>`"));
            continue;
        };
        let argv = std::iter::once("descent".to_string()).chain(shell_words(args));
        let cmd = match cli::parse(argv) {
            Ok(c) => c,
            Err(e) => {
                failures.push(format!("{rel}: bad RUN-DESCENT line: {e}"));
                continue;
            }
        };
        let emits_llvm_ir = matches!(cmd.cmd, cli::Cmd::Translate(_) | cli::Cmd::Compile(_));
        let options = match cmd.cmd {
            // What `descent opt` prints must parse back and print the same.
            cli::Cmd::Opt(a) => OptOptions { verify_roundtrip: true, ..a.into_options() },
            cli::Cmd::Translate(a) => a.into_options(),
            cli::Cmd::Compile(a) => a.into_options(),
            cli::Cmd::ListOps => {
                failures.push(format!("{rel}: `list-ops` is not a lowering case"));
                continue;
            }
        };
        let expected = std::fs::read_to_string(path.with_extension("expected")).unwrap_or_default();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let r = opt::execute(&options, &name, text);
        let got = r.stdout.concat();
        if got != expected {
            let diff = similar::TextDiff::from_lines(&expected, &got)
                .unified_diff()
                .header("mlir-opt-22", "descent")
                .to_string();
            failures.push(format!("{rel}:\n{diff}{}", r.stderr));
        } else if emits_llvm_ir && !got.trim().is_empty() {
            if let Err(e) = llvm_as_accepts(&got) {
                failures.push(format!("{rel}: llvm-as-22 rejects the output: {e}"));
            }
        }
    }
    assert!(failures.is_empty(), "{} of {} cases differ:\n{}", failures.len(), files.len(), failures.join("\n"));
}

/// Intrinsics with a fixed LLVM signature (`llvmRetType`, `llvmParamTypes`): what
/// mlir-translate-22 rejects (LLVM's verifier fails on the module) is an error here too,
/// not LLVM IR that `llvm-as` would refuse.
#[test]
fn fixed_intrinsic_signatures_reject_what_llvm_rejects() {
    let translate = |text: &str| {
        let argv = ["descent", "translate", "--mlir-to-llvmir"].map(String::from);
        let cli::Cmd::Translate(a) = cli::parse(argv.into_iter()).unwrap().cmd else { unreachable!() };
        opt::execute(&a.into_options(), "in.mlir", text.to_string())
    };
    let cases = [
        (
            "llvm.func @f(%p : !llvm.ptr<1>) {\n  %0 = llvm.intr.coro.save %p : (!llvm.ptr<1>) -> !llvm.token\n  llvm.return\n}\n",
            "argument #0 of @llvm.coro.save must be ptr, not ptr addrspace(1)",
        ),
        (
            "llvm.func @f() {\n  %0 = llvm.intr.coro.size : f32\n  llvm.return\n}\n",
            "@llvm.coro.size.f32 must return an integer",
        ),
        (
            "llvm.func @f(%t : !llvm.token, %b : i1) -> i32 {\n  %0 = llvm.intr.coro.suspend %t, %b : i32\n  llvm.return %0 : i32\n}\n",
            "@llvm.coro.suspend returns i8, so its result of type i32 cannot be used",
        ),
        (
            "llvm.func @f(%p : !llvm.ptr, %t : !llvm.token, %b : i1) -> i1 {\n  %0 = llvm.intr.coro.end %p, %b, %t : (!llvm.ptr, i1, !llvm.token) -> i1\n  llvm.return %0 : i1\n}\n",
            "@llvm.coro.end returns void, so its result of type i1 cannot be used",
        ),
    ];
    for (text, message) in cases {
        let r = translate(text);
        assert_ne!(r.code, 0, "{text}");
        assert!(r.stdout.concat().is_empty(), "{text}");
        assert!(r.stderr.contains(message), "{text}: {}", r.stderr);
    }
}

/// Where mlir-translate writes IR that LLVM rejects (parameter alignments that are not
/// powers of two: mlir-translate-22 writes `ptr align 3`, which `llvm-as-22` refuses with
/// "alignment is not a power of two"), Descent reports LLVM's message at the function
/// instead (lowering/translate's llvm_rules).
#[test]
fn parameter_alignments_llvm_rejects_are_reported() {
    let cases = [
        "llvm.func @f(%p: !llvm.ptr {llvm.align = 3 : i64}) {\n  llvm.return\n}\n",
        "llvm.func @f(%p: !llvm.ptr {llvm.align = 0 : i64}) {\n  llvm.return\n}\n",
        "llvm.func @f(%p: !llvm.ptr {llvm.alignstack = 12 : i64}) {\n  llvm.return\n}\n",
        "llvm.func @g(!llvm.ptr)\nllvm.func @f(%p: !llvm.ptr) {\n  llvm.call @g(%p) {arg_attrs = [{llvm.align = 6 : i64}]} : (!llvm.ptr) -> ()\n  llvm.return\n}\n",
    ];
    for text in cases {
        let argv = ["descent", "translate", "--mlir-to-llvmir"].map(String::from);
        let cli::Cmd::Translate(a) = cli::parse(argv.into_iter()).unwrap().cmd else { unreachable!() };
        let r = opt::execute(&a.into_options(), "in.mlir", text.to_string());
        assert_ne!(r.code, 0, "{text}");
        assert!(r.stdout.concat().is_empty(), "{text}");
        assert!(r.stderr.contains(": error: alignment is not a power of two"), "{text}: {}", r.stderr);
    }
}

/// `descent compile` checks LLVM's rules as `translate` does, on the functions it
/// translates as soon as they are converted (mlir-opt-22 | mlir-translate-22 print the same
/// messages from LLVM's verifier).
#[test]
fn compile_checks_llvm_rules() {
    let cases = [
        (
            "func.func @f(%a: i32) -> i32 attributes {passthrough = [\"noinline\", \"alwaysinline\"]} {\n  return %a : i32\n}\n",
            "in.mlir:1:1: error: Attributes 'noinline and alwaysinline' are incompatible!",
        ),
        (
            "func.func private @g(i32 {llvm.signext, llvm.zeroext})\nfunc.func @f(%a: i32) {\n  call @g(%a) : (i32) -> ()\n  return\n}\n",
            "in.mlir:1:1: error: Attributes 'zeroext and signext' are incompatible!",
        ),
    ];
    for (text, message) in cases {
        let argv = ["descent", "compile"].map(String::from);
        let cli::Cmd::Compile(a) = cli::parse(argv.into_iter()).unwrap().cmd else { unreachable!() };
        let r = opt::execute(&a.into_options(), "in.mlir", text.to_string());
        assert_ne!(r.code, 0, "{text}");
        assert!(r.stdout.concat().is_empty(), "{text}");
        assert!(r.stderr.contains(message), "{text}: {}", r.stderr);
    }
}

/// An op a rule builds that fails its verifier is reported with the rule that built it,
/// by `descent opt` and by `descent compile`, instead of reaching the output. (MLIR 22
/// lowers `math.fpowi` with a vector exponent to an `llvm.intr.powi` its verifier then
/// rejects; Descent's rule does the same, and says so.)
#[test]
fn invalid_ops_built_by_rules_name_the_rule() {
    let text = "func.func @f(%x: vector<4xf32>, %n: vector<4xi32>) -> vector<4xf32> {\n  \
                %r = math.fpowi %x, %n : vector<4xf32>, vector<4xi32>\n  \
                return %r : vector<4xf32>\n}\n";
    for args in [&["descent", "opt", "--convert-to-llvm"][..], &["descent", "compile"][..]] {
        let options = match cli::parse(args.iter().map(|s| s.to_string())).unwrap().cmd {
            cli::Cmd::Opt(a) => a.into_options(),
            cli::Cmd::Compile(a) => a.into_options(),
            _ => unreachable!(),
        };
        let r = opt::execute(&options, "in.mlir", text.to_string());
        assert_ne!(r.code, 0, "{args:?}");
        assert!(r.stdout.concat().is_empty(), "{args:?}");
        assert!(
            r.stderr.contains("in.mlir:2:8: error: 'llvm.intr.powi' op operand #1 must be signless integer"),
            "{args:?}: {}",
            r.stderr
        );
        assert!(
            r.stderr.contains("note: built by the rule at spec/conversion/math_to_llvm.td:")
                && r.stderr.contains("(lower_math_fpowi) lowering 'math.fpowi'"),
            "{args:?}: {}",
            r.stderr
        );
    }
}

/// A global of struct type takes an array attribute of one element per field (or
/// `#llvm.zero`/`#llvm.undef`): anything else is reported with mlir-translate-22's message
/// instead of written as an initializer LLVM rejects (`{ i32, float } 1`).
#[test]
fn struct_global_initializers_are_checked() {
    let translate = |text: &str| {
        let argv = ["descent", "translate", "--mlir-to-llvmir"].map(String::from);
        let cli::Cmd::Translate(a) = cli::parse(argv.into_iter()).unwrap().cmd else { unreachable!() };
        opt::execute(&a.into_options(), "in.mlir", text.to_string())
    };
    let global = |init: &str| format!("llvm.mlir.global internal @p({init}) : !llvm.struct<(i32, f32)>\n");
    for (init, message) in [
        ("1 : i32", "in.mlir:1:1: error: expected an array attribute for a struct constant"),
        ("[1 : i32]", "in.mlir:1:1: error: unsupported constant value"),
    ] {
        let r = translate(&global(init));
        assert_ne!(r.code, 0, "{init}");
        assert!(r.stdout.concat().is_empty(), "{init}");
        assert!(r.stderr.contains(message), "{init}: {}", r.stderr);
    }
    for (init, written) in [
        ("#llvm.zero", "{ i32, float } zeroinitializer"),
        ("[1 : i32, 2.0 : f32]", "{ i32, float } { i32 1, float 2.000000e+00 }"),
    ] {
        let r = translate(&global(init));
        assert_eq!(r.code, 0, "{init}: {}", r.stderr);
        assert!(r.stdout.concat().contains(written), "{init}: {}", r.stdout.concat());
    }
}

/// `--mlir-print-op-on-diagnostic=false` drops the "see current operation" note from
/// verifier errors, as mlir-opt-22 does; it is on by default.
#[test]
fn op_on_diagnostic_flag() {
    let text = "func.func @f() {\n  %0 = arith.constant 1 : i64\n  %1 = \"arith.addi\"(%0, %0) : (i64, i64) -> i32\n  return\n}\n";
    let run = |flags: &[&str]| {
        let argv = ["descent", "opt"].iter().chain(flags).map(|s| s.to_string());
        let cli::Cmd::Opt(a) = cli::parse(argv).unwrap().cmd else { unreachable!() };
        opt::execute(&a.into_options(), "in.mlir", text.to_string())
    };
    let on = run(&[]);
    assert!(on
        .stderr
        .contains("in.mlir:3:8: error: 'arith.addi' op requires the same type for all operands and results"));
    assert!(on.stderr.contains("note: see current operation"), "{}", on.stderr);
    let off = run(&["--mlir-print-op-on-diagnostic=false"]);
    assert!(off.stderr.contains("requires the same type for all operands and results"), "{}", off.stderr);
    assert!(!off.stderr.contains("see current operation"), "{}", off.stderr);
}

/// With `-mlir-print-debuginfo` the op quoted in a diagnostic shows its location (pretty
/// with `-mlir-pretty-debuginfo`), as mlir-opt-22 prints it.
#[test]
fn quoted_op_shows_debuginfo() {
    let text = "func.func @f() {\n  %0 = arith.constant 1 : i64\n  %1 = \"arith.addi\"(%0, %0) : (i64, i64) -> i32\n  return\n}\n";
    let run = |flags: &[&str]| {
        let argv = ["descent", "opt"].iter().chain(flags).map(|s| s.to_string());
        let cli::Cmd::Opt(a) = cli::parse(argv).unwrap().cmd else { unreachable!() };
        opt::execute(&a.into_options(), "in.mlir", text.to_string())
    };
    let plain = run(&[]);
    assert!(plain.stderr.ends_with(": (i64, i64) -> i32\n"), "{}", plain.stderr);
    let debug = run(&["--mlir-print-debuginfo"]);
    assert!(debug.stderr.ends_with("(i64, i64) -> i32 loc(\"in.mlir\":3:8)\n"), "{}", debug.stderr);
    let pretty = run(&["--mlir-print-debuginfo", "--mlir-pretty-debuginfo"]);
    assert!(pretty.stderr.ends_with("(i64, i64) -> i32 in.mlir:3:8\n"), "{}", pretty.stderr);
}

/// A conversion whose target marks ops illegal stops at the first one it cannot
/// legalize, as MLIR's does: `-convert-complex-to-llvm` marks the whole complex dialect
/// illegal but lowers few of its ops, and mlir-opt-22 reports only `complex.exp` here.
#[test]
fn illegal_ops_report_the_first() {
    let text = "func.func @a(%x: complex<f32>) -> complex<f32> {\n  %0 = complex.exp %x : complex<f32>\n  return %0 : complex<f32>\n}\nfunc.func @b(%x: complex<f32>) -> complex<f32> {\n  %0 = complex.log %x : complex<f32>\n  return %0 : complex<f32>\n}\n";
    let argv = ["descent", "opt", "--convert-complex-to-llvm"].map(String::from);
    let cli::Cmd::Opt(a) = cli::parse(argv.into_iter()).unwrap().cmd else { unreachable!() };
    let r = opt::execute(&a.into_options(), "in.mlir", text.to_string());
    assert_ne!(r.code, 0);
    assert!(
        r.stderr.contains(
            "in.mlir:2:8: error: failed to legalize operation 'complex.exp' that was explicitly marked illegal"
        ),
        "{}",
        r.stderr
    );
    assert_eq!(r.stderr.matches("error:").count(), 1, "{}", r.stderr);
}

/// An error a conversion pattern emits on a module op (a runtime function declared with
/// another type) quotes that op in a "see current operation" note, as mlir-opt-22 prints
/// ops on diagnostics; `--mlir-print-op-on-diagnostic=false` drops the note
/// (tests/lowering/memref/reserved_function_clash_note.mlir has the same input).
#[test]
fn reserved_function_clash_quotes_the_declaration() {
    let text = "llvm.func @free(!llvm.ptr) -> i32\nfunc.func @release(%m: memref<8xi16>) {\n  memref.dealloc %m : memref<8xi16>\n  return\n}\n";
    let quoted = "in.mlir:1:1: note: see current operation: \n\"llvm.func\"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr)>, linkage = #llvm.linkage<external>, sym_name = \"free\", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({\n}) : () -> ()\n";
    for (flags, with_note) in [
        (&["--finalize-memref-to-llvm"][..], true),
        (&["--finalize-memref-to-llvm", "--mlir-print-op-on-diagnostic=false"][..], false),
    ] {
        let argv = ["descent", "opt"].into_iter().chain(flags.iter().copied()).map(String::from);
        let cli::Cmd::Opt(a) = cli::parse(argv).unwrap().cmd else { unreachable!() };
        let r = opt::execute(&a.into_options(), "in.mlir", text.to_string());
        assert!(r.stderr.contains("in.mlir:1:1: error: redefinition of reserved function 'free' of different type '!llvm.func<i32 (ptr)>' is prohibited"), "{}", r.stderr);
        assert_eq!(r.stderr.contains(quoted), with_note, "{}", r.stderr);
    }
}
