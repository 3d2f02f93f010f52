//! The whole pipeline in one call: load spec files, build and check the model, generate
//! Rust. Used by the runtime's build script, the golden tests and the proc macros.

use std::path::{Path, PathBuf};

use crate::gen::{self, GenOptions, GeneratedFile};
use crate::model::{self, Model};

/// What a spec compilation produces.
pub struct Output {
    pub model: Model,
    /// One module per spec file, in load order.
    pub files: Vec<GeneratedFile>,
    /// The file declaring the modules and the dialect list.
    pub modules: String,
    /// The file declaring the translation modules (`GeneratedFile::translation`).
    pub translation_modules: String,
    /// Every spec file read (for `cargo:rerun-if-changed`).
    pub inputs: Vec<String>,
}

/// Compiles spec files. On failure returns every diagnostic, rendered.
pub fn compile(roots: &[PathBuf], files: &[PathBuf], opts: &GenOptions) -> Result<Output, String> {
    let loaded = crate::load_files(roots, files).map_err(|(sm, d)| crate::render_all(&d, &sm))?;
    finish(loaded, opts)
}

/// Compiles spec text held in memory (proc macros, tests).
pub fn compile_str(name: &str, text: &str, roots: &[PathBuf], opts: &GenOptions) -> Result<Output, String> {
    let loaded = crate::load_str(name, text, roots).map_err(|(sm, d)| crate::render_all(&d, &sm))?;
    finish(loaded, opts)
}

/// `compile_str` of several texts loaded as top-level files in order (see `load_strs`).
pub fn compile_strs(files: &[(String, String)], roots: &[PathBuf], opts: &GenOptions) -> Result<Output, String> {
    let loaded = crate::load_strs(files, roots).map_err(|(sm, d)| crate::render_all(&d, &sm))?;
    finish(loaded, opts)
}

fn finish(loaded: crate::Loaded, opts: &GenOptions) -> Result<Output, String> {
    let model = model::build::build(&loaded).map_err(|d| crate::render_all(&d, &loaded.sources))?;
    let files = gen::generate(&model, opts)?;
    let modules = gen::modules_file(&files, &model);
    let translation_modules = gen::translation_modules_file(&files);
    let inputs = loaded.sources.files().map(|f| loaded.sources.name(f).to_string()).collect();
    Ok(Output { model, files, modules, translation_modules, inputs })
}

/// Every `.td` file under `dir`, sorted, as paths relative to `base`.
pub fn spec_files(dir: &Path, base: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(rd) = std::fs::read_dir(&d) else { continue };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "td") {
                out.push(p.strip_prefix(base).map(Path::to_path_buf).unwrap_or(p));
            }
        }
    }
    out.sort();
    out
}
