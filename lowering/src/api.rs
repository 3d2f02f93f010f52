//! The library API: parse, run passes, print, translate, or compile in one call on the
//! fast streaming path. Everything takes a [`Context`]: [`dialects::context`] has the
//! built-in dialects, [`Context::with_dialects`] any set (a user dialect made with
//! `descent_macros::dialect!` brings its patterns along).
//!
//! [`dialects::context`]: crate::dialects::context

use std::fmt;

use crate::diag::{Diagnostic, Severity};
use crate::ir::{Context, DialectInfo};
use crate::source::SourceMgr;
use crate::tool::opt::{execute_in, OptOptions};
use descent_text::parse::ops::Module;
use descent_text::print::ops::{print_module, PrintFlags};

/// Diagnostics of a failed step, rendered as MLIR renders them (`file:line:col: error:
/// message`, the source line and a caret).
#[derive(Debug, Clone)]
pub struct Diagnostics {
    list: Vec<Diagnostic>,
    rendered: String,
}

impl Diagnostics {
    fn render(ctx: &Context, sm: &SourceMgr, list: Vec<Diagnostic>) -> Diagnostics {
        let rendered = list.iter().map(|d| crate::diag::render(d, ctx, sm)).collect();
        Diagnostics { list, rendered }
    }

    /// A failure reported without a location (a bad pass pipeline, ...).
    fn message(message: String) -> Diagnostics {
        Diagnostics { list: Vec::new(), rendered: format!("<unknown>:0: error: {message}\n") }
    }

    /// The diagnostics, when the step reported them one by one (`compile` reports only
    /// rendered text).
    pub fn list(&self) -> &[Diagnostic] {
        &self.list
    }

    /// The rendered text, as `Display` writes it.
    pub fn rendered(&self) -> &str {
        &self.rendered
    }
}

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.rendered.trim_end_matches('\n'))
    }
}

impl std::error::Error for Diagnostics {}

/// Parses and verifies a module written in MLIR's textual form; `name` is the file name
/// locations and diagnostics show.
///
/// ```
/// let ctx = descent::dialects::context();
/// let m = descent::parse(&ctx, "func.func @f() { return }", "f.mlir").unwrap();
/// assert!(descent::print(&ctx, &m).contains("func.func @f()"));
/// let Err(err) = descent::parse(&ctx, "func.func @f() { %x = }", "bad.mlir") else { panic!() };
/// assert!(err.to_string().starts_with("bad.mlir:1:22: error: expected operation name in quotes"));
/// ```
pub fn parse(ctx: &Context, source: &str, name: &str) -> Result<Module, Diagnostics> {
    let sm = SourceMgr::new();
    let buffer = sm.add_buffer(name, source.to_string());
    let text = sm.buffer_text(buffer);
    let module = descent_text::parse::ops::parse_module(ctx, text, name, 0, false)
        .map_err(|d| Diagnostics::render(ctx, &sm, vec![*d]))?;
    let diags = crate::verify::verify_with(ctx, &module.body, module.op, true);
    if diags.iter().any(|d| d.severity == Severity::Error) {
        return Err(Diagnostics::render(ctx, &sm, diags));
    }
    Ok(module)
}

/// Prints a module as `mlir-opt` prints it.
pub fn print(ctx: &Context, module: &Module) -> String {
    print_module(ctx, &module.body, module.op, PrintFlags::default())
}

/// Translates a module in the LLVM dialect to textual LLVM IR, as `mlir-translate
/// --mlir-to-llvmir` does.
pub fn translate_to_llvm_ir(ctx: &Context, module: &Module) -> Result<String, Diagnostics> {
    let sm = SourceMgr::new();
    match crate::translate::translate_module(ctx, &module.body, module.op) {
        Ok((text, _warnings)) => Ok(text),
        Err(diags) => Err(Diagnostics::render(ctx, &sm, diags)),
    }
}

/// Passes to run on a module, built from an MLIR pass pipeline.
///
/// ```
/// let ctx = descent::dialects::context();
/// let mut m = descent::parse(&ctx, "func.func @f(%a: i32) -> i32 { return %a : i32 }", "f.mlir").unwrap();
/// let pm = descent::PassManager::parse("builtin.module(convert-to-llvm)").unwrap();
/// pm.run(&ctx, &mut m).unwrap();
/// let ir = descent::translate_to_llvm_ir(&ctx, &m).unwrap();
/// assert!(ir.contains("define i32 @f(i32 %0)"));
/// ```
pub struct PassManager {
    passes: Vec<crate::passes::Pass>,
}

impl PassManager {
    /// `builtin.module(convert-scf-to-cf,convert-to-llvm{index-bitwidth=32})`, or the list
    /// inside the parentheses alone.
    pub fn parse(pipeline: &str) -> Result<PassManager, Diagnostics> {
        let p = pipeline.trim();
        let anchored;
        let p = if p.starts_with("builtin.module(") {
            p
        } else {
            anchored = format!("builtin.module({p})");
            &anchored
        };
        let mut passes = Vec::new();
        crate::passes::parse_pipeline(p, &mut passes).map_err(Diagnostics::message)?;
        Ok(PassManager { passes })
    }

    /// Runs the passes, then verifies the result as mlir-opt does.
    pub fn run(&self, ctx: &Context, module: &mut Module) -> Result<(), Diagnostics> {
        let sm = SourceMgr::new();
        if let Err((_, diags)) = crate::passes::run(ctx, &mut module.body, module.op, &self.passes, false) {
            return Err(Diagnostics::render(ctx, &sm, diags));
        }
        let diags = crate::verify::verify_with(ctx, &module.body, module.op, true);
        if diags.iter().any(|d| d.severity == Severity::Error) {
            return Err(Diagnostics::render(ctx, &sm, diags));
        }
        Ok(())
    }
}

/// Options of [`compile`], as `descent compile` takes them.
#[derive(Clone, Debug, Default)]
pub struct CompileOptions {
    /// The file name locations and diagnostics show (`<stdin>` when empty).
    pub file_name: String,
    /// Dialects registered beside the built-in ones.
    pub extra_dialects: Vec<&'static DialectInfo>,
    /// A pipeline replacing the default one (`builtin.module(...)`).
    pub pipeline: Option<String>,
    /// `convert-to-llvm`'s `index-bitwidth` (0: the data layout's).
    pub index_bitwidth: u32,
    /// `use-bare-ptr-memref-call-conv`.
    pub bare_ptr_memref_call_conv: bool,
    /// `use-aligned-alloc`.
    pub aligned_alloc: bool,
    /// `use-generic-functions`.
    pub generic_functions: bool,
    /// Accept ops of dialects that are not registered.
    pub allow_unregistered_dialect: bool,
}

impl CompileOptions {
    /// The pass flags of the default pipeline (or of `pipeline`).
    pub(crate) fn pass_flags(&self) -> Vec<String> {
        if let Some(p) = &self.pipeline {
            return vec![format!("pass-pipeline={p}")];
        }
        let mut o = Vec::new();
        if self.index_bitwidth != 0 {
            o.push(format!("index-bitwidth={}", self.index_bitwidth));
        }
        for (on, name) in [
            (self.bare_ptr_memref_call_conv, "use-bare-ptr-memref-call-conv"),
            (self.aligned_alloc, "use-aligned-alloc"),
            (self.generic_functions, "use-generic-functions"),
        ] {
            if on {
                o.push(format!("{name}=1"));
            }
        }
        let conv =
            if o.is_empty() { "convert-to-llvm".to_string() } else { format!("convert-to-llvm={}", o.join(" ")) };
        // Affine input (what C frontends emit) is lowered first, to scf, arith and memref;
        // printing a vector becomes a loop of scalar prints (`-convert-vector-to-scf`).
        [
            "lower-affine",
            "convert-vector-to-scf",
            "expand-strided-metadata",
            // The affine.apply ops expand-strided-metadata builds, as MLIR's
            // `-test-lower-to-llvm` pipeline lowers them.
            "lower-affine",
            "convert-scf-to-cf",
            &conv,
            "reconcile-unrealized-casts",
        ]
        .map(str::to_string)
        .to_vec()
    }
}

/// Lowers a program (func, arith, cf, scf, memref, ... in MLIR's textual form) to textual
/// LLVM IR in one call, as `descent compile` does: each function is converted and
/// translated as soon as it is parsed, so the converted IR of the whole module never
/// exists at once.
///
/// ```
/// let ir = descent::compile(
///     "func.func @add(%a: i64, %b: i64) -> i64 {\n  %s = arith.addi %a, %b : i64\n  return %s : i64\n}",
///     &descent::CompileOptions::default(),
/// )
/// .unwrap();
/// assert!(ir.contains("add i64 %0, %1"));
/// ```
pub fn compile(source: &str, opts: &CompileOptions) -> Result<String, Diagnostics> {
    let ctx = crate::tool::context_with(&opts.extra_dialects);
    let name = if opts.file_name.is_empty() { "<stdin>" } else { &opts.file_name };
    let options = OptOptions {
        allow_unregistered_dialect: opts.allow_unregistered_dialect,
        passes: opts.pass_flags(),
        emit_llvm_ir: true,
        ..Default::default()
    };
    let r = execute_in(&ctx, &options, name, source.to_string());
    if r.code != 0 {
        return Err(Diagnostics { list: Vec::new(), rendered: r.stderr });
    }
    Ok(r.stdout.concat())
}
