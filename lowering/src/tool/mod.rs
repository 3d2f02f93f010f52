//! The `descent` command-line tool as a library: `opt` (like mlir-opt), `translate` (like
//! mlir-translate), `compile` (the whole pipeline) and `list-ops`, with every flag. A crate
//! with dialects of its own gets the same tool for them, as MLIR's `MlirOptMain` gives (the
//! driver, `main_with` and `run_with`, needs the `tool` feature):
//!
//! ```no_run
//! // src/main.rs of a user crate (`MY_DIALECT` made with `descent_macros::dialect!`).
//! # static MY_DIALECT: descent::ir::DialectInfo = descent::ir::DialectInfo {
//! #     name: "mine", ops: &[], enums: &[], attr_defs: &[], type_defs: &[], on_register: None,
//! #     allow_unknown_ops: false, attributes: descent::ir::AttrSyntax::Open, verbatim_attrs: &[],
//! # };
//! # #[cfg(feature = "tool")]
//! fn main() {
//!     descent::tool::main_with(&[&MY_DIALECT])
//! }
//! # #[cfg(not(feature = "tool"))]
//! # fn main() {}
//! ```

#[cfg(feature = "tool")]
pub mod cli;
pub mod opt;
mod reference_note;
pub mod roundtrip;

use crate::ir::{Context, DialectInfo};

#[cfg(feature = "tool")]
/// What a run is about to do, for a binary that tunes its process first (allocator
/// settings, ...); see [`run_with`].
#[derive(Copy, Clone, Debug)]
pub struct RunInfo {
    /// Whether passes rewrite the IR (ops are freed and allocated all along).
    pub rewrites: bool,
}

#[cfg(feature = "tool")]
/// Runs the tool on the process's command line with the built-in dialects and `extra`
/// ones, and exits with its status.
pub fn main_with(extra: &[&'static DialectInfo]) -> ! {
    std::process::exit(run_with(std::env::args(), extra, |_| {}))
}

#[cfg(feature = "tool")]
/// Runs the tool on `args` (program name first) with the built-in dialects and `extra`
/// ones; `before` sees what the run will do before any work (or thread) starts. Returns
/// the exit status.
pub fn run_with(
    args: impl Iterator<Item = String>,
    extra: &[&'static DialectInfo],
    before: impl FnOnce(&RunInfo),
) -> i32 {
    let cli = match cli::parse(args) {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() { 1 } else { 0 };
        }
    };
    use cli::Cmd;
    before(&RunInfo { rewrites: matches!(&cli.cmd, Cmd::Opt(a) if !a.passes.is_empty() || a.pass_pipeline.is_some()) });
    if matches!(&cli.cmd, Cmd::Opt(a) if a.disable_threading) {
        // Before any parallel work: every rayon call then runs on this one worker.
        let _ = rayon::ThreadPoolBuilder::new().num_threads(1).build_global();
    }
    let ctx = context_with(extra);
    match cli.cmd {
        Cmd::Opt(a) => opt::run_in(&ctx, &a.into_options()),
        Cmd::Translate(a) => {
            if !a.mlir_to_llvmir && !a.import_llvm {
                eprintln!("<unknown>:0: error: no translation given (--mlir-to-llvmir or --import-llvm)");
                1
            } else {
                opt::run_in(&ctx, &a.into_options())
            }
        }
        Cmd::Compile(a) => opt::run_in(&ctx, &a.into_options()),
        Cmd::ListOps => {
            list_ops(&ctx);
            0
        }
    }
}

/// A context with the built-in dialects and `extra` registered.
pub fn context_with(extra: &[&'static DialectInfo]) -> Context {
    let ctx = crate::dialects::context();
    for d in extra {
        ctx.register_dialect(d);
    }
    ctx
}

/// `descent list-ops`: every op registered in `ctx` and where it is defined, one per line.
pub fn list_ops(ctx: &Context) {
    let mut lines = String::new();
    ctx.with_registry(|r| {
        for op in r.ops() {
            lines.push_str(&format!("{} {}\n", op.name, op.defined_at));
        }
    });
    let _ = opt::write_output(None, &lines);
}
