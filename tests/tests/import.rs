//! `descent translate --import-llvm` against MLIR 22: each `tests/import/NAME.ll` (LLVM IR
//! written the way clang emits it, first line `; RUN-DESCENT: translate --import-llvm
//! [flags]`) must import to exactly `NAME.expected`, which is what `mlir-translate-22
//! --import-llvm` printed for it. The imported module must then translate back
//! (`translate --mlir-to-llvmir`) to LLVM IR that `llvm-as-22` accepts; that last check
//! is skipped, saying so, when the tool is absent (and fails when `DESCENT_REQUIRE_LLVM=1`).
//! Where `NAME.roundtrip` exists, the LLVM IR must be exactly that file: what
//! `mlir-translate-22 --mlir-to-llvmir` gives for `NAME.expected`.

use descent::tool::cli;
use descent::tool::opt;

const LLVM_AS: &str = "/usr/lib/llvm-22/bin/llvm-as";

fn run(args: &[&str], name: &str, text: String) -> opt::OptResult {
    let argv = std::iter::once("descent").chain(args.iter().copied()).map(String::from);
    let cli::Cmd::Translate(a) = cli::parse(argv).expect("command line").cmd else { panic!("not translate") };
    opt::execute(&a.into_options(), name, text)
}

/// `Ok(false)` when the assembler is missing (the check is skipped).
fn llvm_as_accepts(ll: &str) -> Result<bool, String> {
    use std::io::Write;
    if !std::path::Path::new(LLVM_AS).exists() {
        if std::env::var_os("DESCENT_REQUIRE_LLVM").is_some() {
            return Err(format!("{LLVM_AS} is missing"));
        }
        return Ok(false);
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
        Ok(true)
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

#[test]
fn import_matches_mlir_translate_and_round_trips() {
    let root = descent_tests::root().join("tests/import");
    let mut files: Vec<_> = std::fs::read_dir(&root)
        .expect("tests/import")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    assert!(files.len() >= 5, "expected import cases under {}", root.display());
    let mut failures = Vec::new();
    let mut skipped_as = false;
    for path in &files {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(path).unwrap();
        let Some(args) = text.lines().next().and_then(|l| l.strip_prefix("; RUN-DESCENT:")) else {
            failures.push(format!("{name}: first line must be `; RUN-DESCENT: translate --import-llvm`"));
            continue;
        };
        let args: Vec<&str> = args.split_whitespace().collect();
        let expected = std::fs::read_to_string(path.with_extension("expected")).unwrap_or_default();
        let r = run(&args, &name, text.clone());
        let got = r.stdout.concat();
        if got != expected || r.code != 0 {
            let diff = similar::TextDiff::from_lines(&expected, &got)
                .unified_diff()
                .header("mlir-translate-22", "descent")
                .to_string();
            failures.push(format!("{name}:\n{diff}{}", r.stderr));
            continue;
        }
        // Back to LLVM IR, which LLVM must accept (each module: not for split inputs,
        // whose output is several modules).
        if args.contains(&"--split-input-file") {
            continue;
        }
        let back = run(&["translate", "--mlir-to-llvmir"], &name, got);
        if back.code != 0 {
            failures.push(format!("{name}: the imported module does not translate back:\n{}", back.stderr));
            continue;
        }
        if let Ok(want) = std::fs::read_to_string(path.with_extension("roundtrip")) {
            let ll = back.stdout.concat();
            if ll != want {
                let diff = similar::TextDiff::from_lines(&want, &ll)
                    .unified_diff()
                    .header("mlir-translate-22 --mlir-to-llvmir", "descent")
                    .to_string();
                failures.push(format!("{name}: the round trip differs:\n{diff}"));
                continue;
            }
        }
        match llvm_as_accepts(&back.stdout.concat()) {
            Ok(true) => {}
            Ok(false) => skipped_as = true,
            Err(e) => failures.push(format!("{name}: llvm-as-22 rejects the round trip: {e}")),
        }
    }
    if skipped_as {
        println!("note: {LLVM_AS} is missing: the round-trip outputs were not checked with llvm-as");
    }
    assert!(failures.is_empty(), "{} of {} cases fail:\n{}", failures.len(), files.len(), failures.join("\n"));
}

/// Malformed LLVM IR is a diagnostic at its position, as mlir-translate reports LLVM's
/// parse errors, never a panic.
#[test]
fn malformed_input_is_a_diagnostic() {
    let cases = [
        ("define void @f() {\n  %1 = add i32 1, \n  ret void\n}\n", "in.ll:3:3: error: expected value token"),
        ("define void @f() {\n  %x = foo i32 1, 2\n  ret void\n}\n", "in.ll:2:8: error: expected instruction opcode"),
        ("@g = global i32\n", "error:"),
        ("define void @f() {\n  ret i32 %x\n}\n", "in.ll:2:7: error: value doesn't match function result type 'void'"),
        ("define i32 @f() {\n  ret i32 %x\n}\n", "in.ll:2:11: error: use of undefined value '%x'"),
        ("define i32 @f() {\n  br label %nowhere\n}\n", "in.ll:2:12: error: use of undefined value '%nowhere'"),
        ("%s = type { i32\n", "error:"),
        (
            "define void @f() {\n  store i32 1, ptr @missing\n  ret void\n}\n",
            "in.ll:2:20: error: use of undefined value '@missing'",
        ),
        ("define void @f() {\n  %x = add i32 1, 2\n  %x = add i32 1, 2\n  ret void\n}\n", "error:"),
        ("@s = global [2 x i8] c\"abc\"\n", "error:"),
        ("define void @f() \"unterminated\n", "error:"),
        // Debug records and debug intrinsic calls do not mix.
        (
            "define void @f(ptr %p) {\n  call void @llvm.dbg.value(metadata ptr %p, metadata !1, metadata !DIExpression())\n    #dbg_value(ptr %p, !1, !DIExpression(), !2)\n  ret void\n}\n",
            "in.ll:3:5: error: debug record should not appear in a module containing debug info intrinsics",
        ),
        (
            "define void @f(ptr %p) {\n    #dbg_value(ptr %p, !1, !DIExpression(), !2)\n  call void @llvm.dbg.value(metadata ptr %p, metadata !1, metadata !DIExpression())\n  ret void\n}\n",
            "in.ll:3:8: error: llvm.dbg intrinsic should not appear in a module using non-intrinsic debug info",
        ),
        // A subprogram that is a definition must be distinct.
        (
            "!0 = !DISubprogram(name: \"f\", spFlags: DISPFlagDefinition)\n",
            "in.ll:1:6: error: missing 'distinct', required for !DISubprogram that is a Definition",
        ),
        // A described value must be defined.
        (
            "define void @f() {\n    #dbg_value(i32 %nope, !1, !DIExpression(), !2)\n  ret void\n}\n",
            "in.ll:2:20: error: use of undefined value '%nope'",
        ),
        // Unterminated debug record.
        ("define void @f() {\n    #dbg_value(i32 0, !1\n", "error:"),
    ];
    for (text, message) in cases {
        let r = run(&["translate", "--import-llvm"], "in.ll", text.to_string());
        assert_ne!(r.code, 0, "{text}");
        assert!(r.stderr.contains(message), "{text}: expected `{message}` in:\n{}", r.stderr);
        assert!(r.stderr.starts_with("<unknown>:0: error: "), "{text}: {}", r.stderr);
    }
}

/// `--split-input-file` splits `.ll` inputs at `; // -----` and names a chunk's errors as
/// mlir-translate does.
#[test]
fn split_input_file_chunks() {
    let text = "define void @a() {\n  ret void\n}\n; // -----\ndefine void @b() {\n  ret i32 %x\n}\n";
    let r = run(&["translate", "--import-llvm", "--split-input-file"], "sp.ll", text.to_string());
    assert_ne!(r.code, 0);
    assert!(r.stdout.concat().contains("llvm.func @a()"), "{}", r.stdout.concat());
    assert!(r.stderr.contains("within split at sp.ll:4 offset :3:7: error:"), "{}", r.stderr);
}

/// With `--emit-expensive-warnings`, each debug record MLIR drops is a warning at the
/// record's location that quotes it as LLVM prints it (metadata renumbered by LLVM's slot
/// tracker); without the flag there is none.
#[test]
fn dropped_debug_records_warn() {
    let text = "define void @f(i32 %a, i32 %b) !dbg !3 {\n    #dbg_value(!DIArgList(i32 %a, i32 %b), !9, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !8)\n  ret void\n}\n!llvm.dbg.cu = !{!1}\n!llvm.module.flags = !{!0}\n!0 = !{i32 2, !\"Debug Info Version\", i32 3}\n!1 = distinct !DICompileUnit(language: DW_LANG_C, file: !2)\n!2 = !DIFile(filename: \"w.c\", directory: \"/\")\n!3 = distinct !DISubprogram(name: \"f\", scope: !2, file: !2, spFlags: DISPFlagDefinition, unit: !1)\n!8 = !DILocation(line: 4, column: 7, scope: !3)\n!9 = !DILocalVariable(name: \"s\", scope: !3)\n";
    let r = run(&["translate", "--import-llvm", "--emit-expensive-warnings"], "w.ll", text.to_string());
    assert_eq!(r.code, 0, "{}", r.stderr);
    let want = "w.c:4:7: warning: unhandled debug variable record #dbg_value(!DIArgList(i32 %a, i32 %b), !4, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !5)";
    assert!(r.stderr.contains(want), "expected `{want}` in:\n{}", r.stderr);
    let quiet = run(&["translate", "--import-llvm"], "w.ll", text.to_string());
    assert!(!quiet.stderr.contains("warning"), "{}", quiet.stderr);
}
