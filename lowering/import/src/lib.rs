//! `descent translate --import-llvm`: textual LLVM IR -> the LLVM dialect, as MLIR 22's
//! `mlir-translate --import-llvm`. The `.ll` lexer and parser are Descent's own (no LLVM
//! library): [`lexer`] and [`parse`] build the model of [`ast`], [`import`] turns it into
//! ops built with the IR API, which Descent's printer prints.

pub mod ast;
mod call;
pub mod consts;
mod debug;
mod debug_state;
mod debug_text;
mod func;
pub mod import;
pub mod lexer;
mod metadata;
pub mod parse;
pub mod types;

use descent_ir::diag::Diagnostic;
use descent_ir::Context;

pub use import::Options;

/// Imports the LLVM IR `src` (a buffer or split chunk named `file`, whose first line is
/// errors come back as MLIR reports them: LLVM's parse errors as an error at an unknown
/// location whose message is `file:line:col: error: ...` with the source line and a caret,
/// MLIR's own (what it cannot import) as errors at an unknown location. `split` names the chunk as mlir-translate does ("within split
/// at FILE:LINE offset ").
pub fn import_llvm(
    ctx: &Context,
    src: &str,
    file: &str,
    split: Option<&str>,
    opts: Options,
) -> Result<(descent_text::parse::ops::Module, Vec<Diagnostic>), Vec<Diagnostic>> {
    let shown = split.map_or_else(|| file.to_string(), |s| s.to_string());
    let render = |pos: Option<lexer::Pos>, msg: &str, sev: &str| -> String {
        match pos {
            Some(p) => {
                let line = src.lines().nth(p.line as usize - 1).unwrap_or("");
                let caret = " ".repeat(p.col as usize - 1);
                format!("{shown}:{}:{}: {sev}: {msg}\n{line}\n{caret}^\n", p.line, p.col)
            }
            None => msg.to_string(),
        }
    };
    let unknown = ctx.common().unknown_loc;
    let m = match parse::parse_module(src) {
        Ok(m) => m,
        Err(e) => return Err(vec![Diagnostic::error(unknown, render(Some(e.pos), &e.msg, "error"))]),
    };
    let mut imp = import::Importer::new(ctx, &m, src, opts);
    match imp.run(&shown) {
        Ok(module) => {
            // Warnings about the module as a whole are at its location (`file:0:0`, the
            // module's source file name).
            let module_loc = ctx.file_loc(ctx.ident(m.source_filename.as_deref().unwrap_or(&shown)), 0, 0);
            let mut warnings: Vec<Diagnostic> = imp
                .warnings
                .iter()
                .map(|(p, w)| match p {
                    Some(_) => Diagnostic::warning(unknown, render(*p, w, "warning")),
                    None => Diagnostic::warning(module_loc, w.clone()),
                })
                .collect();
            warnings.extend(imp.mlir_warnings.iter().map(|w| Diagnostic::warning(unknown, w.clone())));
            warnings.extend(imp.loc_warnings.iter().map(|(l, w)| Diagnostic::warning(*l, w.clone())));
            Ok((module, warnings))
        }
        // MLIR's own errors (what it cannot import) are each at an unknown location.
        Err(e) if !e.mlir.is_empty() => Err(e.mlir.iter().map(|m| Diagnostic::error(unknown, m.clone())).collect()),
        Err(e) => Err(vec![Diagnostic::error(unknown, render(e.pos, &e.msg, "error"))]),
    }
}
