//! Runs the spec compiler over `../spec` and writes the generated dialect modules to
//! OUT_DIR. Spec errors are printed as diagnostics and fail the build (no panic).
//! Set `DESCENT_DUMP_GENERATED=dir` to also write the generated files to `dir`.

use std::path::{Path, PathBuf};
use std::process::exit;

fn main() {
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").unwrap_or_default());
    let root = manifest.parent().map(Path::to_path_buf).unwrap_or_else(|| manifest.clone());
    let out = PathBuf::from(std::env::var_os("OUT_DIR").unwrap_or_default());
    // Spec file names in diagnostics and generated comments read `spec/...`.
    if std::env::set_current_dir(&root).is_err() {
        eprintln!("error: cannot enter {}", root.display());
        exit(1);
    }
    let files = descent_codegen::driver::spec_files(Path::new("spec"), Path::new(""));
    println!("cargo:rerun-if-changed={}", root.join("spec").display());
    for f in &files {
        println!("cargo:rerun-if-changed={}", root.join(f).display());
    }
    println!("cargo:rerun-if-env-changed=DESCENT_DUMP_GENERATED");
    let opts = descent_codegen::gen::GenOptions::default();
    let output = match descent_codegen::driver::compile(&[PathBuf::from("spec")], &files, &opts) {
        Ok(o) => o,
        Err(rendered) => {
            eprintln!("{rendered}");
            println!("cargo:warning=spec errors; see the build script's stderr");
            exit(1);
        }
    };
    let dump = std::env::var_os("DESCENT_DUMP_GENERATED").map(PathBuf::from);
    let write = |name: &str, text: &str| {
        if let Err(e) = std::fs::write(out.join(name), text) {
            eprintln!("error: writing {name}: {e}");
            exit(1);
        }
        if let Some(d) = &dump {
            let _ = std::fs::create_dir_all(d);
            let _ = std::fs::write(d.join(name), text);
        }
    };
    for f in &output.files {
        write(&format!("{}.rs", f.module), &f.code);
    }
    write("dialects.rs", &output.modules);
}
