//! Compiles the spec files under a directory and prints a summary or the diagnostics:
//! `cargo run -p descent-codegen --example specc -- spec [out-dir]`.

use std::path::{Path, PathBuf};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let dir = PathBuf::from(args.first().map(String::as_str).unwrap_or("spec"));
    let files = descent_codegen::driver::spec_files(&dir, Path::new(""));
    let opts = descent_codegen::gen::GenOptions::default();
    match descent_codegen::driver::compile(std::slice::from_ref(&dir), &files, &opts) {
        Ok(out) => {
            println!(
                "{} ops, {} enums, {} constraints",
                out.model.ops.len(),
                out.model.enums.len(),
                out.model.constraints.len()
            );
            if let Some(o) = args.get(1) {
                let _ = std::fs::create_dir_all(o);
                for f in &out.files {
                    let _ = std::fs::write(Path::new(o).join(format!("{}.rs", f.module)), &f.code);
                }
            }
        }
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    }
}
