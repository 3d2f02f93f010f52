//! Passes and pipelines with mlir-opt's names and option syntax: the flags
//! (`-convert-func-to-llvm='index-bitwidth=32'`) and `--pass-pipeline="builtin.module(...)"`
//! including `func.func(...)` nesting.

use crate::conversion::{reconcile, Conversion, LlvmOptions, PatternSet, State, TypeConverter};
use crate::diag::Diagnostic;
use crate::ir::{Body, Context, OpId, RegionId};

/// What a pass does.
#[derive(Clone, Debug, PartialEq)]
pub enum PassKind {
    /// Apply the spec patterns of `dialects` (all dialects when `None`) that produce
    /// `target`.
    Convert {
        target: &'static str,
        dialects: Option<Vec<String>>,
    },
    ReconcileUnrealizedCasts,
}

#[derive(Clone, Debug)]
pub struct Pass {
    pub name: String,
    pub kind: PassKind,
    pub llvm: LlvmOptions,
    /// Nested under `func.func(...)`: runs on function bodies only.
    pub on_functions: bool,
    /// Ops the pass's conversion target marks illegal: any left is an error.
    pub illegal: &'static [&'static str],
    /// Whether `index` takes its width from the module's data layout when
    /// `index-bitwidth` is not given: MLIR's func and memref lowerings and the dynamic
    /// `convert-to-llvm` consult it, the others assume 64 bits.
    pub use_data_layout: bool,
}

/// The conversion passes: name, produced dialect, dialects whose patterns they apply.
const CONVERSIONS: &[(&str, &str, &[&str])] = &[
    ("convert-arith-to-llvm", "llvm", &["arith"]),
    ("convert-func-to-llvm", "llvm", &["func"]),
    ("convert-cf-to-llvm", "llvm", &["cf"]),
    ("convert-index-to-llvm", "llvm", &["index"]),
    ("convert-math-to-llvm", "llvm", &["math"]),
    ("convert-ub-to-llvm", "llvm", &["ub"]),
    ("convert-complex-to-llvm", "llvm", &["complex"]),
    ("finalize-memref-to-llvm", "llvm", &["memref"]),
    ("convert-scf-to-cf", "cf", &["scf"]),
];

/// The ops `-convert-scf-to-cf` must remove (MLIR's `addIllegalOp` list).
const SCF_TO_CF_ILLEGAL: &[&str] =
    &["scf.forall", "scf.for", "scf.if", "scf.index_switch", "scf.parallel", "scf.while", "scf.execute_region"];

/// Parses pass flags as given on the command line (`name` or `name=options`), and
/// `pass-pipeline=...`.
pub fn parse_passes(flags: &[String]) -> Result<Vec<Pass>, String> {
    let mut out = Vec::new();
    for f in flags {
        if let Some(p) = f.strip_prefix("pass-pipeline=") {
            parse_pipeline(p, &mut out)?;
            continue;
        }
        let (name, opts) = match f.split_once('=') {
            Some((n, o)) => (n, o),
            None => (f.as_str(), ""),
        };
        out.push(make_pass(name, opts, false)?);
    }
    Ok(out)
}

fn make_pass(name: &str, opts: &str, on_functions: bool) -> Result<Pass, String> {
    let kind = if name == "reconcile-unrealized-casts" {
        PassKind::ReconcileUnrealizedCasts
    } else if name == "convert-to-llvm" {
        PassKind::Convert { target: "llvm", dialects: None }
    } else if let Some((_, target, ds)) = CONVERSIONS.iter().find(|c| c.0 == name) {
        PassKind::Convert { target, dialects: Some(ds.iter().map(|d| d.to_string()).collect()) }
    } else {
        return Err(format!("'{name}' does not refer to a registered pass or pass pipeline"));
    };
    let use_data_layout = matches!(name, "convert-func-to-llvm" | "finalize-memref-to-llvm");
    // The other passes convert partially: what no pattern handles stays, as in MLIR.
    let illegal: &'static [&'static str] = if name == "convert-scf-to-cf" { SCF_TO_CF_ILLEGAL } else { &[] };
    let mut pass =
        Pass { name: name.to_string(), kind, llvm: LlvmOptions::default(), on_functions, use_data_layout, illegal };
    for opt in split_options(opts) {
        let (k, v) = opt.split_once('=').unwrap_or((opt, "true"));
        let v = v.trim_matches(|c| c == '"' || c == '\'');
        let bad = || format!("invalid value '{v}' for option '{k}' of pass '{name}'");
        match k {
            "index-bitwidth" => {
                let n: u32 = v.parse().map_err(|_| bad())?;
                // 0 means "from the data layout" (64 bits without one).
                pass.llvm.index_bitwidth = n;
            }
            "use-bare-ptr-memref-call-conv" => pass.llvm.bare_ptr_memrefs = parse_bool(v).ok_or_else(bad)?,
            "filter-dialects" => {
                if let PassKind::Convert { dialects, .. } = &mut pass.kind {
                    *dialects = Some(v.split(',').map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect());
                }
            }
            "dynamic" => pass.use_data_layout = parse_bool(v).ok_or_else(bad)?,
            "use-aligned-alloc" => pass.llvm.use_aligned_alloc = parse_bool(v).ok_or_else(bad)?,
            "use-generic-functions" => pass.llvm.use_generic_functions = parse_bool(v).ok_or_else(bad)?,
            // Options that change how MLIR reaches its result, not the result.
            "allow-pattern-rollback" | "use-opaque-pointers" => {
                parse_bool(v).ok_or_else(bad)?;
            }
            _ => return Err(format!("<Pass-Options-Parser>: no such option {k}")),
        }
    }
    Ok(pass)
}

fn parse_bool(v: &str) -> Option<bool> {
    match v {
        "1" | "true" | "True" | "TRUE" => Some(true),
        "0" | "false" | "False" | "FALSE" => Some(false),
        _ => None,
    }
}

/// Options separated by spaces; quoted values may contain spaces.
fn split_options(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = None;
    let mut quote = None;
    for (i, c) in s.char_indices() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None if c == '"' || c == '\'' => {
                quote = Some(c);
                start.get_or_insert(i);
            }
            None if c.is_whitespace() => {
                if let Some(st) = start.take() {
                    out.push(&s[st..i]);
                }
            }
            None => {
                start.get_or_insert(i);
            }
        }
    }
    if let Some(st) = start {
        out.push(&s[st..]);
    }
    out
}

/// `builtin.module(a, b{opts}, func.func(c))`.
fn parse_pipeline(text: &str, out: &mut Vec<Pass>) -> Result<(), String> {
    let t = text.trim();
    let inner = t
        .strip_prefix("builtin.module(")
        .and_then(|r| r.strip_suffix(')'))
        .ok_or_else(|| format!("invalid pass pipeline '{t}': expected 'builtin.module(...)'"))?;
    parse_list(inner, false, out)
}

fn parse_list(s: &str, on_functions: bool, out: &mut Vec<Pass>) -> Result<(), String> {
    for item in split_top(s)? {
        let item = item.trim();
        if item.is_empty() {
            continue;
        }
        if let Some(rest) = item.strip_prefix("func.func(") {
            let inner = rest.strip_suffix(')').ok_or_else(|| format!("unbalanced parentheses in '{item}'"))?;
            parse_list(inner, true, out)?;
        } else if let Some((name, rest)) = item.split_once('{') {
            let opts = rest.strip_suffix('}').ok_or_else(|| format!("unbalanced braces in '{item}'"))?;
            out.push(make_pass(name.trim(), opts, on_functions)?);
        } else if item.contains('(') {
            return Err(format!("unsupported pass pipeline anchor in '{item}'"));
        } else {
            out.push(make_pass(item, "", on_functions)?);
        }
    }
    Ok(())
}

/// Splits at commas outside parentheses and braces.
fn split_top(s: &str) -> Result<Vec<&str>, String> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut start = 0;
    for (i, c) in s.char_indices() {
        match c {
            '(' | '{' => depth += 1,
            ')' | '}' => {
                depth -= 1;
                if depth < 0 {
                    return Err(format!("unbalanced pass pipeline '{s}'"));
                }
            }
            ',' if depth == 0 => {
                out.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    if depth != 0 {
        return Err(format!("unbalanced pass pipeline '{s}'"));
    }
    out.push(&s[start..]);
    Ok(out)
}

/// Runs passes over a module (the module op `module` in `body`). Returns the pattern
/// trace, or the diagnostics of the first pass that failed (ops it had to remove remain).
pub fn run(
    ctx: &Context,
    body: &mut Body,
    module: OpId,
    passes: &[Pass],
    trace: bool,
) -> Result<Vec<String>, (Vec<String>, Vec<Diagnostic>)> {
    let mut lines = Vec::new();
    for p in passes {
        let regions: smallvec::SmallVec<[RegionId; 1]> = body.op(module).regions.clone();
        match &p.kind {
            PassKind::ReconcileUnrealizedCasts => {
                if let Some(inner) = body.op_mut(module).nested.as_deref_mut() {
                    reconcile::reconcile(ctx, inner);
                }
            }
            PassKind::Convert { target, dialects } => {
                let patterns = PatternSet::from_specs(ctx, target, |d| match dialects {
                    Some(list) => list.iter().any(|x| x == d),
                    None => true,
                });
                let layout = if p.use_data_layout { body.attr(module, ctx.ident("dlti.dl_spec")) } else { None };
                let Some(inner) = body.op_mut(module).nested.as_deref_mut() else { continue };
                let tc = TypeConverter::new(ctx, p.llvm.clone(), layout);
                let conv = Conversion { ctx, tc: &tc, patterns: &patterns, trace };
                let out = conv.run_with(inner, &regions, State::default(), !p.on_functions);
                lines.extend(out.trace);
                conv.satisfy(inner, &regions, out.requests.into_iter().map(|q| (None, q)).collect());
                if !p.illegal.is_empty() {
                    let diags = illegal_ops_left(ctx, body, module, p.illegal);
                    if !diags.is_empty() {
                        return Err((lines, diags));
                    }
                }
            }
        }
    }
    Ok(lines)
}

/// "failed to legalize operation" for every op named in `illegal` still under `module`,
/// quoted as MLIR quotes the op (values named within its function).
fn illegal_ops_left(ctx: &Context, body: &Body, module: OpId, illegal: &[&str]) -> Vec<Diagnostic> {
    let names: Vec<crate::ir::Ident> = illegal.iter().map(|n| ctx.ident(n)).collect();
    let mut out = Vec::new();
    let inner = body.regions_body(module);
    for &r in &body.op(module).regions {
        for &b in &inner.region(r).blocks {
            for scope in inner.block_ops(b) {
                let Some(fbody) = inner.op(scope).nested.as_deref() else { continue };
                let mut stack: Vec<RegionId> = inner.op(scope).regions.to_vec();
                while let Some(region) = stack.pop() {
                    for &fb in &fbody.region(region).blocks {
                        for op in fbody.block_ops(fb) {
                            let d = fbody.op(op);
                            if names.contains(&d.name.ident) {
                                let msg = format!(
                                    "failed to legalize operation '{}' that was explicitly marked illegal",
                                    ctx.ident_str(d.name.ident)
                                );
                                let text = crate::print::ops::print_op_for_diagnostic(ctx, inner, scope, fbody, op);
                                let text = if text.contains('\n') { format!("\n{text}") } else { text };
                                out.push(
                                    Diagnostic::error(d.loc, msg)
                                        .with_note(d.loc, format!("see current operation: {text}")),
                                );
                            }
                            if d.nested.is_none() {
                                stack.extend(d.regions.iter().copied());
                            }
                        }
                    }
                }
            }
        }
    }
    out
}
