//! What the runtime crates' build scripts do: compile the workspace's `spec/` and write the
//! generated Rust to `OUT_DIR`. The dialect crate takes the ops, enums, patterns and type
//! conversions; the translation crate takes the LLVM IR translations, so that an edit to
//! translation code does not recompile the generated dialect code.
//!
//! Spec errors are printed once, by the dialect crate, as a `compile_error!` holding the
//! rendered diagnostics: rustc shows them without the `cargo:` lines a failing build
//! script would have dumped around them. `DESCENT_DUMP_GENERATED=dir` also writes the
//! generated files to `dir`.

use std::path::{Path, PathBuf};

/// Which part of the generated code a crate compiles.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Part {
    /// Op views, syntax, verifiers, registries, patterns: `dialects.rs` and one file per spec.
    Dialects,
    /// LLVM IR translations: `translations.rs` and one file per spec that has some.
    Translations,
    /// The statics of the type definitions whose `staticsIn` is this runtime module
    /// (`llvm_types`): `type_defs.rs`. Such a crate sits below the dialects, so it is
    /// rebuilt (with everything above it) only when the spec files holding those
    /// definitions, or base.td, change.
    TypeDefs(&'static str),
}

/// Runs the spec compiler for a build script; `Err` only for I/O failures.
pub fn run(part: Part) -> Result<(), String> {
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").unwrap_or_default());
    let out = PathBuf::from(std::env::var_os("OUT_DIR").unwrap_or_default());
    // The workspace root is the nearest ancestor holding `spec/`.
    let root = manifest
        .ancestors()
        .find(|d| d.join("spec").is_dir())
        .ok_or_else(|| format!("no spec/ directory above {}", manifest.display()))?
        .to_path_buf();
    // Spec file names in diagnostics and generated comments read `spec/...`.
    std::env::set_current_dir(&root).map_err(|e| format!("cannot enter {}: {e}", root.display()))?;
    let files = crate::driver::spec_files(Path::new("spec"), Path::new(""));
    if !matches!(part, Part::TypeDefs(_)) {
        println!("cargo:rerun-if-changed={}", root.join("spec").display());
        for f in &files {
            println!("cargo:rerun-if-changed={}", root.join(f).display());
        }
    }
    println!("cargo:rerun-if-env-changed=DESCENT_DUMP_GENERATED");
    let parts = match part {
        Part::Dialects => crate::gen::Parts { code: true, translations: false },
        Part::Translations => crate::gen::Parts { code: false, translations: true },
        Part::TypeDefs(_) => crate::gen::Parts::NONE,
    };
    let dump = std::env::var_os("DESCENT_DUMP_GENERATED").map(PathBuf::from);
    let opts = crate::gen::GenOptions { parts, pretty: dump.is_some(), ..Default::default() };
    let write = |name: &str, text: &str| -> Result<(), String> {
        std::fs::write(out.join(name), text).map_err(|e| format!("writing {name}: {e}"))?;
        if let Some(d) = &dump {
            let _ = std::fs::create_dir_all(d);
            let _ = std::fs::write(d.join(name), text);
        }
        Ok(())
    };
    let output = match crate::driver::compile(&[PathBuf::from("spec")], &files, &opts) {
        Ok(o) => o,
        Err(rendered) => {
            return match part {
                Part::Dialects => {
                    // The message from a file, so rustc's snippet of the failing line is
                    // short: the diagnostics show once, in the message.
                    write("spec_errors.txt", &format!("spec errors:\n{}", rendered.trim_end()))?;
                    write(
                        "dialects.rs",
                        "compile_error!(include_str!(concat!(env!(\"OUT_DIR\"), \"/spec_errors.txt\")));\n",
                    )
                }
                // Reported by the dialect crate. Without the statics the crate does not
                // build either; rerun on any spec edit until the spec compiles again.
                Part::TypeDefs(_) => {
                    println!("cargo:rerun-if-changed={}", root.join("spec").display());
                    for f in &files {
                        println!("cargo:rerun-if-changed={}", root.join(f).display());
                    }
                    write("type_defs.rs", "")
                }
                // Reported by the dialect crate, which this one depends on.
                Part::Translations => write(
                    "translations.rs",
                    "pub static ALL_TRANSLATIONS: &[&[(&str, ::descent::translate::Translation)]] = &[];\n",
                ),
            };
        }
    };
    match part {
        Part::Dialects => {
            for f in &output.files {
                write(&format!("{}.rs", f.module), &f.code)?;
            }
            write("dialects.rs", &output.modules)
        }
        Part::Translations => {
            for f in &output.files {
                if let Some(t) = &f.translation {
                    write(&format!("{}.rs", f.module), t)?;
                }
            }
            write("translations.rs", &output.translation_modules)
        }
        Part::TypeDefs(module) => {
            // Only the files defining this module's types (and base.td, which says what a
            // TypeDef is) can change what is generated here.
            let mut watched: Vec<&str> =
                output.model.type_defs.iter().filter(|d| d.statics_in == module).map(|d| d.file.as_str()).collect();
            watched.push("spec/base.td");
            watched.sort_unstable();
            watched.dedup();
            for f in watched {
                println!("cargo:rerun-if-changed={}", root.join(f).display());
            }
            write("type_defs.rs", &crate::gen::type_def_statics_file(&output.model, module, &opts)?)
        }
    }
}
