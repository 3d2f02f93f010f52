//! `descent opt`: the `mlir-opt` work-alike. Reads a file (or stdin), optionally splits it
//! into chunks, parses, verifies and prints each one, and with `--verify-diagnostics`
//! checks the diagnostics against `expected-*` comments instead of printing them.

use std::io::Write as _;

use crate::diag::Diagnostic;
use crate::ir::Context;
use crate::source::SourceMgr;
use crate::split::{join_outputs, split_input, Chunk};
use crate::verify::verify_quoting;
use crate::verify_diagnostics::Expectations;
use descent_text::parse::ops::parse_module;
use descent_text::print::ops::{print_module_chunks, PrintFlags};

/// Options of `descent opt`, as mlir-opt spells them.
#[derive(Clone, Debug, Default)]
pub struct OptOptions {
    /// Input file; empty or `-`: stdin.
    pub input: String,
    /// Output file; `None` or `-`: stdout.
    pub output: Option<String>,
    /// Process each `// -----` chunk on its own (`--split-input-file`).
    pub split_input_file: bool,
    /// Check diagnostics against `expected-*` comments instead of printing them
    /// (`--verify-diagnostics`).
    pub verify_diagnostics: bool,
    /// Accept ops of unregistered dialects (`--allow-unregistered-dialect`).
    pub allow_unregistered_dialect: bool,
    /// Print every op in generic form (`--mlir-print-op-generic`).
    pub print_op_generic: bool,
    /// Print locations (`--mlir-print-debuginfo`).
    pub print_debuginfo: bool,
    /// Print without aliases (`--mlir-print-local-scope`).
    pub print_local_scope: bool,
    /// Print locations in the pretty form (`--mlir-pretty-debuginfo`).
    pub pretty_debuginfo: bool,
    /// Elide elements attributes larger than this (`--mlir-elide-elementsattrs-if-larger`).
    pub elide_elements_larger: Option<u64>,
    /// The input's single top-level op is the top-level op (`--no-implicit-module`).
    pub no_implicit_module: bool,
    /// Whether verifier errors quote the op ("see current operation"), as with
    /// `--mlir-print-op-on-diagnostic` (MLIR's default); `--verify-diagnostics` never does.
    pub op_on_diagnostic: Option<bool>,
    /// Unique SSA numbers across regions (`--mlir-print-unique-ssa-ids`).
    pub unique_ssa_ids: bool,
    /// Regions printed as `{...}` (`--mlir-print-skip-regions`).
    pub skip_regions: bool,
    /// Passes to run, in order (names as given on the command line).
    pub passes: Vec<String>,
    /// Print which pattern rewrote which op (`--debug-patterns`).
    pub debug_patterns: bool,
    /// Parse the printed result back and check it prints the same (`--verify-roundtrip`;
    /// also on when the environment has `DESCENT_VERIFY_ROUNDTRIP=1`, which the test
    /// command sets for the conformance gate).
    pub verify_roundtrip: bool,
    /// Write LLVM IR instead of MLIR (`translate --mlir-to-llvmir`, `compile`).
    pub emit_llvm_ir: bool,
    /// Read LLVM IR instead of MLIR (`translate --import-llvm`).
    pub import_llvm: bool,
    /// `--import-structs-as-literals`: named LLVM structs are imported as literal ones.
    pub import_structs_as_literals: bool,
    /// `--prefer-unregistered-intrinsics`: intrinsic calls are imported as
    /// `llvm.call_intrinsic`.
    pub prefer_unregistered_intrinsics: bool,
    /// `--drop-di-composite-type-elements`: imported composite types lose their elements.
    pub drop_di_composite_type_elements: bool,
    /// `--emit-expensive-warnings`: the importer warns about what it drops.
    pub emit_expensive_warnings: bool,
}

impl OptOptions {
    /// Whether verifier errors carry the "see current operation" note.
    fn print_op_on_diagnostic(&self) -> bool {
        !self.verify_diagnostics && self.op_on_diagnostic.unwrap_or(true)
    }
}

/// What processing a chunk produced: its printed text, in pieces, and its diagnostics.
struct ChunkResult {
    output: Vec<String>,
    diags: Vec<Diagnostic>,
    /// Errors a pass reported without failing: shown (or matched) ahead of `diags`, but
    /// the run still succeeds, as with mlir-opt.
    reported: Vec<Diagnostic>,
}

/// What a run of `descent opt` produced.
pub struct OptResult {
    /// The exit code: 0 on success, 1 on failure.
    pub code: i32,
    /// The printed output, in pieces (written one after the other).
    pub stdout: Vec<String>,
    /// What goes to stderr: diagnostics as mlir-opt renders them (with
    /// `verify_diagnostics`, the failures: unexpected diagnostics and unmet expectations).
    pub stderr: String,
}

/// Runs `descent opt` with the built-in dialects; returns the process exit code.
pub fn run(opts: &OptOptions) -> i32 {
    run_in(&crate::dialects::context(), opts)
}

/// Runs `descent opt` in `ctx` (whose registered dialects are the ones it knows); returns
/// the process exit code.
pub fn run_in(ctx: &Context, opts: &OptOptions) -> i32 {
    let (name, text) = match read_input(&opts.input) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("{e}");
            return 1;
        }
    };
    let r = execute_in(ctx, opts, &name, text);
    eprint!("{}", r.stderr);
    if let Err(e) = write_output_chunks(opts.output.as_deref(), &r.stdout) {
        eprintln!("{e}");
        return 1;
    }
    r.code
}

/// `descent opt` with the built-in dialects on the text of a buffer named `name`, without
/// touching files or stdio.
pub fn execute(opts: &OptOptions, name: &str, text: String) -> OptResult {
    execute_in(&crate::dialects::context(), opts, name, text)
}

/// `descent opt` in `ctx` on the text of a buffer named `name`, without touching files or
/// stdio.
pub fn execute_in(ctx: &Context, opts: &OptOptions, name: &str, text: String) -> OptResult {
    let with_env;
    let opts = if !opts.verify_roundtrip && roundtrip_from_env() {
        with_env = OptOptions { verify_roundtrip: true, ..opts.clone() };
        &with_env
    } else {
        opts
    };
    let passes = match crate::passes::parse_passes(&opts.passes) {
        Ok(p) => p,
        Err(e) => return OptResult { code: 1, stdout: Vec::new(), stderr: format!("<unknown>:0: error: {e}\n") },
    };
    let sm = SourceMgr::new();
    let buffer = sm.add_buffer(name, text);
    let text = sm.buffer_text(buffer);
    let mut stderr = String::new();
    let chunks: Vec<Chunk<'_>> = if opts.split_input_file {
        let split = split_input(text);
        for w in split.near_miss_warnings(&sm, buffer) {
            stderr.push_str(&w);
        }
        split.chunks
    } else {
        vec![Chunk { text: text.into(), range: 0..text.len(), line_offset: 0, col_offset: 0 }]
    };
    let flags = PrintFlags {
        generic: opts.print_op_generic,
        debug_info: opts.print_debuginfo,
        local_scope: opts.print_local_scope,
        pretty_debug_info: opts.pretty_debuginfo,
        elide_elements_larger: opts.elide_elements_larger,
        unique_ssa_ids: opts.unique_ssa_ids,
        skip_regions: opts.skip_regions,
    };
    let mut outputs = Vec::new();
    let mut failed = false;
    // As mlir-opt: the whole buffer's expectations are scanned once, diagnostics of each
    // chunk are matched as they come, and unmatched expectations are reported at the end.
    let mut expectations = if opts.verify_diagnostics {
        let (exp, errs) = Expectations::scan(&sm, buffer);
        for e in errs {
            stderr.push_str(&e);
        }
        Some(exp)
    } else {
        None
    };
    for chunk in &chunks {
        let r = process_chunk(ctx, name, chunk, opts, &passes, flags);
        match expectations.as_mut() {
            Some(exp) => {
                for msg in exp.process(&r.reported, ctx, &sm).into_iter().chain(exp.process(&r.diags, ctx, &sm)) {
                    stderr.push_str(&msg);
                }
            }
            None => {
                for d in r.reported.iter().chain(&r.diags) {
                    stderr.push_str(&crate::diag::render(d, ctx, &sm));
                }
                if r.diags.iter().any(|d| d.severity == crate::diag::Severity::Error) {
                    failed = true;
                }
            }
        }
        outputs.push(r.output);
    }
    if let Some(exp) = expectations.as_mut() {
        for msg in exp.finish(&sm) {
            stderr.push_str(&msg);
        }
        failed = exp.failed();
    }
    let stdout: Vec<String> = if opts.split_input_file && opts.emit_llvm_ir {
        // mlir-translate joins the modules with a newline, a chunk that failed counting as
        // an empty module.
        let texts: Vec<String> = outputs.into_iter().map(|o| o.concat()).collect();
        vec![texts.join("\n")]
    } else if opts.split_input_file && opts.import_llvm {
        // mlir-translate joins the modules without a marker.
        let texts: Vec<String> = outputs.into_iter().map(|o| o.concat()).filter(|t| !t.is_empty()).collect();
        vec![texts.join("\n")]
    } else if opts.split_input_file {
        let texts: Vec<String> = outputs.into_iter().map(|o| o.concat()).collect();
        vec![join_outputs(&texts, "// -----")]
    } else {
        outputs.pop().unwrap_or_default()
    };
    OptResult { code: i32::from(failed), stdout, stderr }
}

fn process_chunk(
    ctx: &Context,
    name: &str,
    chunk: &Chunk<'_>,
    opts: &OptOptions,
    passes: &[crate::passes::Pass],
    flags: PrintFlags,
) -> ChunkResult {
    let timing = std::env::var_os("DESCENT_TIMING").is_some();
    let t0 = std::time::Instant::now();
    descent_text::print::resources::clear_file_resources(ctx);
    let mut imported_warnings = Vec::new();
    let parsed = if opts.import_llvm {
        // mlir-translate names a chunk's LLVM parse errors after the chunk's first line.
        let split = opts.split_input_file.then(|| format!("within split at {name}:{} offset ", chunk.line_offset + 1));
        let iopts = descent_import::Options {
            structs_as_literals: opts.import_structs_as_literals,
            prefer_unregistered_intrinsics: opts.prefer_unregistered_intrinsics,
            drop_di_composite_type_elements: opts.drop_di_composite_type_elements,
            expensive_warnings: opts.emit_expensive_warnings,
        };
        descent_import::import_llvm(ctx, &chunk.text, name, split.as_deref(), iopts).map(|(m, warnings)| {
            imported_warnings = warnings;
            m
        })
    } else {
        parse_module(ctx, &chunk.text, name, chunk.line_offset, opts.allow_unregistered_dialect).map_err(|d| {
            let mut diags = vec![*d];
            let translate = opts.emit_llvm_ir && opts.passes.is_empty();
            super::reference_note::as_reference_tool(ctx, &mut diags, translate);
            diags
        })
    };
    let mut module = match parsed {
        Ok(m) => m,
        Err(diags) => return ChunkResult { output: Vec::new(), diags, reported: Vec::new() },
    };
    // mlir-opt locates the implicit module of a later `--split-input-file` chunk where the
    // chunk starts (just past the marker), the first one at `file:0:0`.
    if module.implicit && chunk.range.start > 0 && !opts.import_llvm {
        module.body.op_mut(module.op).loc = ctx.file_loc(ctx.ident(name), chunk.line_offset + 1, chunk.col_offset + 1);
    }
    // `--no-implicit-module`: the source's one top-level op is the top-level op. Passes are
    // anchored on `builtin.module`, so (as with mlir-opt) they do not run on another op.
    let mut passes = passes;
    if opts.no_implicit_module && module.implicit {
        let n = module.top_level_ops().len();
        if n != 1 {
            let loc = module.body.op(module.op).loc;
            let msg = format!("source must contain a single top-level operation, found: {n}");
            return ChunkResult { output: Vec::new(), diags: vec![Diagnostic::error(loc, msg)], reported: Vec::new() };
        }
        passes = &[];
    }
    let t1 = std::time::Instant::now();
    let diags = verify_quoting(
        ctx,
        &module.body,
        module.op,
        opts.print_op_on_diagnostic(),
        (flags.debug_info, flags.pretty_debug_info),
    );
    let t2 = std::time::Instant::now();
    if diags.iter().any(|d| d.severity == crate::diag::Severity::Error) {
        return ChunkResult { output: Vec::new(), diags, reported: Vec::new() };
    }
    let roundtrip = !opts.emit_llvm_ir && opts.verify_roundtrip;
    // As mlir-opt, the input is round-tripped before the passes run; Descent checks the
    // pipeline's result too, which is what it prints.
    if roundtrip {
        if let Err(d) = super::roundtrip::verify(ctx, &module, name, opts.allow_unregistered_dialect, flags) {
            return ChunkResult { output: Vec::new(), diags: vec![*d], reported: Vec::new() };
        }
    }
    let mut t_passes = std::time::Duration::ZERO;
    let mut t_reverify = std::time::Duration::ZERO;
    // The importer's warnings are reported as a pass's would be: shown, not failing.
    let mut reported = imported_warnings;
    if opts.emit_llvm_ir && !passes.is_empty() && !opts.verify_diagnostics && !opts.debug_patterns {
        return compile_fused(ctx, module, passes, timing, [t1 - t0, t2 - t1]);
    }
    if !passes.is_empty() {
        let tp = std::time::Instant::now();
        let (report, failure) = match crate::passes::run(ctx, &mut module.body, module.op, passes, opts.debug_patterns)
        {
            Ok(r) => (r, None),
            Err((r, diags)) => (r, Some(diags)),
        };
        // The trace goes to stderr as notes would, ahead of the chunk's diagnostics.
        for line in report.trace {
            eprintln!("{line}");
        }
        reported = report.reported;
        if !opts.print_op_on_diagnostic() {
            // Errors a pass reports on an op quote it only as MLIR prints ops on diagnostics.
            for d in &mut reported {
                d.notes.retain(|n| !n.message.starts_with("see current operation"));
            }
        }
        if let Some(mut diags) = failure {
            if opts.verify_diagnostics {
                // Under -verify-diagnostics MLIR does not quote the op.
                for d in &mut diags {
                    d.notes.clear();
                }
            }
            return ChunkResult { output: Vec::new(), diags, reported };
        }
        t_passes = tp.elapsed();
        // As mlir-opt, the result of the pipeline is verified before it is printed.
        let tv = std::time::Instant::now();
        let diags = verify_quoting(
            ctx,
            &module.body,
            module.op,
            opts.print_op_on_diagnostic(),
            (flags.debug_info, flags.pretty_debug_info),
        );
        t_reverify = tv.elapsed();
        if diags.iter().any(|d| d.severity == crate::diag::Severity::Error) {
            return ChunkResult { output: Vec::new(), diags, reported };
        }
    }
    if roundtrip && !passes.is_empty() {
        if let Err(d) = super::roundtrip::verify(ctx, &module, name, opts.allow_unregistered_dialect, flags) {
            return ChunkResult { output: Vec::new(), diags: vec![*d], reported };
        }
    }
    let tprint = std::time::Instant::now();
    if opts.emit_llvm_ir {
        let r = crate::translate::translate_module(ctx, &module.body, module.op);
        std::mem::forget(module);
        if timing {
            eprintln!(
                "parse {:?}, verify {:?}, passes {:?}, verify again {:?}, translate {:?}",
                t1 - t0,
                t2 - t1,
                t_passes,
                t_reverify,
                tprint.elapsed()
            );
        }
        return match r {
            Ok((text, warnings)) => ChunkResult { output: vec![text], diags: warnings, reported },
            Err(diags) => ChunkResult { output: Vec::new(), diags, reported },
        };
    }
    let mut output = match module.top_level_ops().as_slice() {
        [op] if opts.no_implicit_module && module.implicit => print_module_chunks(ctx, module.inner(), *op, flags),
        _ => print_module_chunks(ctx, &module.body, module.op, flags),
    };
    // mlir-translate ends its output with the module's closing line, without the empty
    // line mlir-opt adds.
    if opts.import_llvm {
        if let Some(last) = output.iter_mut().rev().find(|p| !p.is_empty()) {
            if last.ends_with("\n\n") {
                last.pop();
            }
        }
    }
    // The process is about to exit: freeing a large IR op by op would only cost time.
    std::mem::forget(module);
    if timing {
        eprintln!(
            "parse {:?}, verify {:?}, passes {:?}, verify again {:?}, print {:?}",
            t1 - t0,
            t2 - t1,
            t_passes,
            t_reverify,
            tprint.elapsed()
        );
    }
    ChunkResult { output, diags, reported }
}

fn roundtrip_from_env() -> bool {
    std::env::var_os("DESCENT_VERIFY_ROUNDTRIP").is_some_and(|v| v == "1")
}

/// `descent compile`: each function goes through the passes and is translated (and its
/// IR freed) as soon as it is converted, so the converted IR of the whole module never
/// exists at once; then the module-level parts are translated around the function texts.
fn compile_fused(
    ctx: &Context,
    mut module: descent_text::parse::ops::Module,
    passes: &[crate::passes::Pass],
    timing: bool,
    before: [std::time::Duration; 2],
) -> ChunkResult {
    use crate::translate::{translate_function, translate_module_with, ModuleInfo};
    let tp = std::time::Instant::now();
    let base = ModuleInfo::of(ctx, &module.body, module.op);
    // Globals converted at module level (memref.global) are known once it is done.
    let prepare = |mbody: &crate::ir::Body, regions: &[crate::ir::RegionId]| {
        let mut info = ModuleInfo { dl: base.dl.clone(), globals: Default::default(), di_globals: Vec::new() };
        info.collect_globals(ctx, mbody, regions);
        info
    };
    // A function with a subprogram is translated with the module, which knows its
    // location (the early translation below sees only its body).
    let with_debug_info = {
        let mop = crate::ir::OpRef::new(ctx, &module.body, module.op);
        let mb = mop.regions_body();
        mop.regions().iter().flat_map(|r| mb.region(*r).blocks.iter()).any(|&b| {
            mb.block_ops(b).any(|o| {
                crate::translate::debuginfo::subprogram_of(ctx, crate::ir::OpRef::new(ctx, mb, o).loc()).is_some()
            })
        })
    };
    let finish = |info: &ModuleInfo, name: &str, regions: &[crate::ir::RegionId], body: &mut crate::ir::Body| {
        if name != "llvm.func" || with_debug_info {
            return None;
        }
        let r = translate_function(ctx, info, body, regions, None);
        // The text is all that is needed of the function now.
        *body = crate::ir::Body::new();
        Some(r)
    };
    let (done, reported) = match crate::passes::run_fused(ctx, &mut module.body, module.op, passes, &prepare, &finish) {
        Ok((d, r)) => (d, r),
        Err(diags) => return ChunkResult { output: Vec::new(), diags, reported: Vec::new() },
    };
    let tt = std::time::Instant::now();
    let done = done.into_iter().filter_map(|(op, r)| r.map(|r| (op, r))).collect();
    let r = translate_module_with(ctx, &module.body, module.op, done);
    std::mem::forget(module);
    if timing {
        eprintln!(
            "parse {:?}, verify {:?}, passes and function translation {:?}, module translation {:?}",
            before[0],
            before[1],
            tt - tp,
            tt.elapsed()
        );
    }
    match r {
        Ok((pieces, warnings)) => ChunkResult { output: pieces, diags: warnings, reported },
        Err(diags) => ChunkResult { output: Vec::new(), diags, reported },
    }
}

/// The input's name (as locations show it) and text; `-` or no path reads stdin.
pub fn read_input(path: &str) -> Result<(String, String), String> {
    if path.is_empty() || path == "-" {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut s)
            .map_err(|e| format!("error reading stdin: {e}"))?;
        return Ok(("<stdin>".to_string(), s));
    }
    let bytes = std::fs::read(path).map_err(|e| format!("could not open input file {path}: {e}"))?;
    // Valid UTF-8 (the normal case) is taken over without a copy.
    let text = String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned());
    Ok((path.to_string(), text))
}

/// Writes pieces of text one after the other.
pub fn write_output_chunks(path: Option<&str>, chunks: &[String]) -> Result<(), String> {
    let err = |e: std::io::Error| format!("error writing output: {e}");
    let mut w: Box<dyn std::io::Write> = match path {
        None | Some("-") => Box::new(std::io::BufWriter::new(std::io::stdout().lock())),
        Some(p) => Box::new(std::io::BufWriter::new(
            std::fs::File::create(p).map_err(|e| format!("could not write {p}: {e}"))?,
        )),
    };
    for c in chunks {
        w.write_all(c.as_bytes()).map_err(err)?;
    }
    w.flush().map_err(err)
}

/// Writes `text` to the file `path`, or to stdout for `None` or `-`.
pub fn write_output(path: Option<&str>, text: &str) -> Result<(), String> {
    match path {
        None | Some("-") => {
            let mut out = std::io::stdout().lock();
            out.write_all(text.as_bytes()).map_err(|e| format!("error writing output: {e}"))?;
            out.flush().map_err(|e| format!("error writing output: {e}"))
        }
        Some(p) => std::fs::write(p, text).map_err(|e| format!("could not write {p}: {e}")),
    }
}
