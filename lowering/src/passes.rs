//! Passes and pipelines with mlir-opt's names and option syntax: the flags
//! (`-convert-func-to-llvm='index-bitwidth=32'`) and `--pass-pipeline="builtin.module(...)"`
//! including `func.func(...)` nesting.

use crate::conversion::fold::cast_stays_legal;
use crate::conversion::{
    reconcile, Conversion, LlvmOptions, ModuleFunctions, PatternSet, PendingEntry, State, SymbolRequest, TypeConverter,
};
use crate::diag::Diagnostic;
use crate::ir::{Body, Context, OpId, RegionId};

/// What a pass does.
#[derive(Clone, Debug, PartialEq)]
pub enum PassKind {
    /// Apply the spec patterns of `dialects` (all dialects when `None`) that produce
    /// `target`.
    Convert {
        /// The dialect the patterns produce (`llvm`, `cf`).
        target: &'static str,
        /// The dialects whose patterns apply (`filter-dialects` sets them).
        dialects: Option<Vec<String>>,
    },
    /// `-reconcile-unrealized-casts`: folds chains of `builtin.unrealized_conversion_cast`
    /// that come back to the types they started from, then drops the casts no op needs.
    ReconcileUnrealizedCasts,
    /// `-expand-strided-metadata`: views become casts of their source's base buffer.
    ExpandStridedMetadata,
    /// `-cse`.
    Cse,
    /// `-canonicalize` with its options.
    Canonicalize(crate::transforms::CanonicalizeOptions),
    /// A pass written in Rust over the whole module (the LLVM dialect's own passes), by
    /// its name in `NATIVE_PASSES`.
    Native(&'static str),
    /// `-set-llvm-module-datalayout`: the module's `llvm.data_layout` becomes its
    /// `data-layout` option (empty by default).
    SetModuleDataLayout(String),
}

/// Spec rules of one target applied with the greedy driver at MLIR's default settings
/// (`applyPatternsGreedily`), as `-expand-strided-metadata` and the vector step of
/// `-convert-vector-to-llvm` run theirs: unlike `-canonicalize`, the worklist starts
/// bottom-up and region simplification is aggressive (identical blocks merged, redundant
/// arguments dropped).
fn apply_greedily(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    only: Option<&str>,
    patterns: &crate::transforms::GreedyPatterns<'_>,
) -> (bool, Vec<Diagnostic>) {
    let opts = crate::transforms::CanonicalizeOptions {
        top_down: false,
        region_simplify: crate::transforms::RegionSimplify::Aggressive,
        ..Default::default()
    };
    crate::transforms::apply_greedily(ctx, body, regions, &opts, only, patterns)
}

/// The rules of `-expand-strided-metadata`.
fn expand_strided_patterns(ctx: &Context) -> crate::transforms::GreedyPatterns<'_> {
    crate::transforms::GreedyPatterns::new(ctx, "expand-strided-metadata")
}

/// The passes written in Rust over the whole module, by name.
const NATIVE_PASSES: &[(&str, crate::dialects::native::llvm_passes::NativePassFn)] = {
    use crate::dialects::native::llvm::debuginfo as di;
    use crate::dialects::native::llvm_passes as lp;
    &[
        ("llvm-request-c-wrappers", lp::request_c_wrappers),
        ("llvm-add-comdats", lp::add_comdats),
        ("llvm-legalize-for-export", lp::legalize_for_export),
        ("convert-math-to-funcs", crate::dialects::native::math_to_funcs::convert_math_to_funcs),
        // Its `convert-ctlz` option (cannot be named directly).
        ("convert-math-to-funcs{ctlz}", crate::dialects::native::math_to_funcs::convert_math_to_funcs_ctlz),
        ("test-single-fold", crate::dialects::native::fold_single::test_single_fold),
        ("generate-runtime-verification", crate::dialects::native::runtime_verify::generate_runtime_verification),
        // `verbose-level=0` (cannot be named directly).
        (
            "generate-runtime-verification{0}",
            crate::dialects::native::runtime_verify::generate_runtime_verification_terse,
        ),
        ("ensure-debug-info-scope-on-llvm-func", di::ensure_scope_line_tables),
        // Its `emission-kind` option picks one of these (they cannot be named directly).
        ("ensure-debug-info-scope-on-llvm-func{None}", di::ensure_scope_none),
        ("ensure-debug-info-scope-on-llvm-func{Full}", di::ensure_scope_full),
        ("ensure-debug-info-scope-on-llvm-func{DebugDirectivesOnly}", di::ensure_scope_directives),
    ]
};

/// A pass as parsed from a flag or a pipeline, with its options.
#[derive(Clone, Debug)]
pub struct Pass {
    /// The pass's mlir-opt name (`convert-func-to-llvm`).
    pub name: String,
    /// What it does.
    pub kind: PassKind,
    /// The options of the type converter (`index-bitwidth`, `use-bare-ptr-memref-call-conv`,
    /// ...).
    pub llvm: LlvmOptions,
    /// Nested under `func.func(...)` (or another op's name): runs on those ops' bodies
    /// only.
    pub on_functions: bool,
    /// The op the pass is nested under (`func.func`, `llvm.func`); meaningful with
    /// `on_functions`.
    pub anchor: String,
    /// Ops the pass's conversion target marks illegal: any left is an error.
    pub illegal: &'static [&'static str],
    /// When the ops the pass has no pattern for are still folded (MLIR's partial
    /// conversions try to legalize every op their target does not declare legal), the
    /// target's legal dialects and ops, which are not.
    pub fold_unknown: Option<&'static [&'static str]>,
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
    ("convert-complex-to-standard", "arith", &["complex"]),
    ("convert-vector-to-llvm", "llvm", &["vector"]),
    ("finalize-memref-to-llvm", "llvm", &["memref"]),
    ("convert-scf-to-cf", "cf", &["scf"]),
    ("convert-vector-to-scf", "scf", &["vector"]),
    // MLIR's test pass that the runtime verification integration tests run: `cf.assert`
    // prints its message and does not abort (spec/conversion/cf_to_llvm.td).
    ("test-cf-assert", "cf-assert-no-abort", &["cf"]),
    ("arith-expand", "arith", &["arith"]),
    ("memref-expand", "memref", &["memref"]),
    // MLIR's AffineToStandard: the affine ops become scf, arith and memref ones. Affine ops
    // left (a division by a non-positive constant) are not an error, as in MLIR.
    ("lower-affine", "arith", &["affine"]),
    // MLIR's test pass that the MemRefToLLVM type-conversion tests run.
    ("test-llvm-legalize-patterns", "llvm", &["func", "arith", "cf", "test"]),
];

/// The ops `-convert-scf-to-cf` must remove (MLIR's `addIllegalOp` list).
const SCF_TO_CF_ILLEGAL: &[&str] =
    &["scf.forall", "scf.for", "scf.if", "scf.index_switch", "scf.parallel", "scf.while", "scf.execute_region"];

/// The ops `-arith-expand` must remove (without its bf16, f8E8M0 and f4E2M1 options).
const ARITH_EXPAND_ILLEGAL: &[&str] = &[
    "arith.ceildivsi",
    "arith.ceildivui",
    "arith.floordivsi",
    "arith.maximumf",
    "arith.minimumf",
    "arith.maxnumf",
    "arith.minnumf",
    "arith.maxsi",
    "arith.maxui",
    "arith.minsi",
    "arith.minui",
];

/// With `include-bf16` or `include-f8e8m0`, also the float casts those expand
/// (`cast_stays_legal` keeps the other casts legal, as MLIR's dynamic legality does).
const ARITH_EXPAND_CASTS_ILLEGAL: &[&str] = &[
    "arith.ceildivsi",
    "arith.ceildivui",
    "arith.floordivsi",
    "arith.maximumf",
    "arith.minimumf",
    "arith.maxnumf",
    "arith.minnumf",
    "arith.maxsi",
    "arith.maxui",
    "arith.minsi",
    "arith.minui",
    "arith.extf",
    "arith.truncf",
];

/// Pass pipelines registered under one name, as MLIR's `PassPipelineRegistration`s: the
/// name and the `builtin.module(...)` body they stand for.
const PIPELINES: &[(&str, &str)] = &[
    // MLIR's `-test-lower-to-llvm` (TestLowerToLLVM), which the integration tests run.
    // (Its linalg-to-loops step is left out: Descent has no linalg dialect.) The ub.poison
    // that convert-vector-to-llvm's vector-to-vector step starts from goes last.
    (
        "test-lower-to-llvm",
        "func.func(convert-vector-to-scf), lower-affine, convert-scf-to-cf, canonicalize, cse, \
         convert-vector-to-llvm, func.func(convert-math-to-llvm), expand-strided-metadata, lower-affine, \
         finalize-memref-to-llvm, convert-func-to-llvm, convert-arith-to-llvm, convert-cf-to-llvm, \
         convert-index-to-llvm, convert-ub-to-llvm, reconcile-unrealized-casts",
    ),
];

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
        if let Some((_, body)) = PIPELINES.iter().find(|p| p.0 == name) {
            if !opts.is_empty() {
                return Err(format!("<Pass-Options-Parser>: no such option {opts}"));
            }
            parse_list(body, None, &mut out)?;
            continue;
        }
        out.push(make_pass(name, opts, None)?);
    }
    Ok(out)
}

/// Whether `name` is a pass (or pipeline) Descent has.
pub fn is_registered(name: &str) -> bool {
    PIPELINES.iter().any(|p| p.0 == name) || make_pass(name, "", None).is_ok()
}

fn make_pass(name: &str, opts: &str, anchor: Option<&str>) -> Result<Pass, String> {
    let on_functions = anchor.is_some();
    let kind = if name == "reconcile-unrealized-casts" {
        PassKind::ReconcileUnrealizedCasts
    } else if name == "expand-strided-metadata" {
        PassKind::ExpandStridedMetadata
    } else if let Some(&(n, _)) = NATIVE_PASSES.iter().find(|p| p.0 == name) {
        PassKind::Native(n)
    } else if name == "set-llvm-module-datalayout" {
        PassKind::SetModuleDataLayout(String::new())
    } else if name == "cse" {
        PassKind::Cse
    } else if name == "canonicalize" {
        PassKind::Canonicalize(Default::default())
    } else if name == "affine-expand-index-ops" {
        // MLIR applies its patterns with the greedy driver (folding, constants hoisted),
        // as -canonicalize does its own.
        let patterns = "affine-expand-index-ops";
        PassKind::Canonicalize(crate::transforms::CanonicalizeOptions { patterns, ..Default::default() })
    } else if name == "test-vector-gather-lowering" {
        // MLIR's test pass that the gather integration test runs: its gather lowerings
        // (spec/conversion/vector_gather.td) with the greedy driver at its default
        // settings, so the extracts they build fold as they go.
        PassKind::Canonicalize(crate::transforms::CanonicalizeOptions {
            top_down: false,
            region_simplify: crate::transforms::RegionSimplify::Aggressive,
            patterns: "vector-gather",
            ..Default::default()
        })
    } else if name == "convert-to-llvm" {
        PassKind::Convert { target: "llvm", dialects: None }
    } else if let Some((_, target, ds)) = CONVERSIONS.iter().find(|c| c.0 == name) {
        PassKind::Convert { target, dialects: Some(ds.iter().map(|d| d.to_string()).collect()) }
    } else {
        return Err(format!("'{name}' does not refer to a registered pass or pass pipeline"));
    };
    let use_data_layout = matches!(name, "convert-func-to-llvm" | "finalize-memref-to-llvm");
    // The other passes convert partially: what no pattern handles stays, as in MLIR.
    let illegal: &'static [&'static str] = match name {
        "convert-scf-to-cf" => SCF_TO_CF_ILLEGAL,
        "arith-expand" => ARITH_EXPAND_ILLEGAL,
        "convert-complex-to-llvm" => crate::dialects::native::complex::TO_LLVM_ILLEGAL,
        _ => &[],
    };
    // What the pass's conversion target declares legal (dialects, or single ops), as
    // MLIR's passes do; every other op is folded when it can be (its constants must be
    // legal or convertible). `-convert-scf-to-cf` marks unknown ops legal,
    // `-convert-vector-to-scf` is no conversion.
    let fold_unknown: Option<&'static [&'static str]> = match name {
        "convert-cf-to-llvm" | "convert-scf-to-cf" | "convert-vector-to-scf" => None,
        "lower-affine" => Some(&["arith", "memref", "scf", "vector"]),
        "arith-expand" => Some(&["arith", "vector"]),
        "memref-expand" => Some(&["arith", "memref"]),
        "convert-complex-to-standard" => {
            Some(&["arith", "math", "complex.create", "complex.re", "complex.im", "complex.constant"])
        }
        // Their targets declare only the LLVM dialect legal, not `LLVMConversionTarget`'s
        // unrealized casts: a cast of a cast back to the original type folds away.
        "convert-index-to-llvm" | "convert-to-llvm" => Some(&["llvm"]),
        _ => Some(&["llvm", "builtin"]),
    };
    let mut llvm = LlvmOptions::default();
    if name == "convert-complex-to-standard" {
        llvm.complex_range = crate::conversion::ComplexRange::Improved;
    }
    let mut pass = Pass {
        name: name.to_string(),
        kind,
        llvm,
        on_functions,
        anchor: anchor.unwrap_or("func.func").to_string(),
        use_data_layout,
        illegal,
        fold_unknown,
    };
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
            "data-layout" if name == "set-llvm-module-datalayout" => {
                pass.kind = PassKind::SetModuleDataLayout(v.to_string());
            }
            "filter-dialects" => {
                if let PassKind::Convert { dialects, .. } = &mut pass.kind {
                    *dialects = Some(v.split(',').map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect());
                }
            }
            "dynamic" => pass.use_data_layout = parse_bool(v).ok_or_else(bad)?,
            "use-aligned-alloc" => pass.llvm.use_aligned_alloc = parse_bool(v).ok_or_else(bad)?,
            "use-generic-functions" => pass.llvm.use_generic_functions = parse_bool(v).ok_or_else(bad)?,
            "complex-range" if name.starts_with("convert-complex-to-") => {
                pass.llvm.complex_range = crate::conversion::ComplexRange::from_keyword(v).ok_or_else(bad)?;
            }
            "include-bf16" | "include-f8e8m0" if name == "arith-expand" => {
                let on = parse_bool(v).ok_or_else(bad)?;
                if k == "include-bf16" {
                    pass.llvm.arith_expand_bf16 = on;
                } else {
                    pass.llvm.arith_expand_f8e8m0 = on;
                }
                pass.illegal = if pass.llvm.arith_expand_bf16 || pass.llvm.arith_expand_f8e8m0 {
                    ARITH_EXPAND_CASTS_ILLEGAL
                } else {
                    ARITH_EXPAND_ILLEGAL
                };
            }
            // `-arith-expand`'s expansions of f4E2M1 casts are not written.
            "include-f4e2m1" if name == "arith-expand" => {
                if parse_bool(v).ok_or_else(bad)? {
                    return Err(format!("option '{k}' of pass '{name}' is not supported by Descent"));
                }
            }
            "top-down" | "region-simplify" | "max-iterations" | "max-num-rewrites" | "test-convergence"
            | "disable-patterns" | "enable-patterns"
                if name == "canonicalize" =>
            {
                let PassKind::Canonicalize(c) = &mut pass.kind else { unreachable!() };
                match k {
                    "top-down" => c.top_down = parse_bool(v).ok_or_else(bad)?,
                    "region-simplify" => {
                        use crate::transforms::RegionSimplify;
                        c.region_simplify = match v {
                            "disabled" => RegionSimplify::Disabled,
                            "normal" => RegionSimplify::Normal,
                            "aggressive" => RegionSimplify::Aggressive,
                            _ => return Err(bad()),
                        }
                    }
                    "max-iterations" => c.max_iterations = v.parse().map_err(|_| bad())?,
                    "max-num-rewrites" => c.max_num_rewrites = v.parse().map_err(|_| bad())?,
                    "test-convergence" => {
                        parse_bool(v).ok_or_else(bad)?;
                    }
                    // Pattern names: Descent's canonicalization patterns are not named
                    // as MLIR's, so a filter could not mean the same thing.
                    _ => {
                        if !v.is_empty() {
                            return Err(format!("option '{k}' of pass '{name}' is not supported by Descent"));
                        }
                    }
                }
            }
            "reassociate-fp-reductions" if name == "convert-vector-to-llvm" => {
                pass.llvm.reassociate_fp_reductions = parse_bool(v).ok_or_else(bad)?;
            }
            "force-32bit-vector-indices" if name == "convert-vector-to-llvm" => {
                pass.llvm.vector_indices_64bit = !parse_bool(v).ok_or_else(bad)?;
            }
            "use-vector-alignment" if name == "convert-vector-to-llvm" => {
                pass.llvm.use_vector_alignment = parse_bool(v).ok_or_else(bad)?;
            }
            // `-convert-vector-to-llvm`'s other options: target-specific dialects, which
            // Descent does not have; their defaults are accepted.
            "enable-amx" | "enable-arm-neon" | "enable-arm-sve" | "enable-arm-i8mm" | "enable-arm-bf16"
            | "enable-x86vector"
                if name == "convert-vector-to-llvm" =>
            {
                if parse_bool(v).ok_or_else(bad)? {
                    return Err(format!("option '{k}' of pass '{name}' is not supported by Descent"));
                }
            }
            "vector-transpose-lowering" if name == "convert-vector-to-llvm" => {
                pass.llvm.vector_transpose_lowering =
                    crate::conversion::TransposeLowering::from_keyword(v).ok_or_else(bad)?;
            }
            "vector-contract-lowering" if name == "convert-vector-to-llvm" => {
                pass.llvm.vector_contract_lowering =
                    crate::conversion::ContractLowering::from_keyword(v).ok_or_else(bad)?;
            }
            // They steer the transfer lowerings (transfer_to_scf.rs).
            "full-unroll" | "lower-tensors" | "lower-scalable" if name == "convert-vector-to-scf" => {
                let on = parse_bool(v).ok_or_else(bad)?;
                let o = &mut pass.llvm.vector_to_scf;
                *match k {
                    "full-unroll" => &mut o.full_unroll,
                    "lower-tensors" => &mut o.lower_tensors,
                    _ => &mut o.lower_scalable,
                } = on;
            }
            "target-rank" if name == "convert-vector-to-scf" => {
                pass.llvm.vector_to_scf.target_rank = v.parse::<u32>().map_err(|_| bad())?;
            }
            "allow-pattern-rollback" => {
                pass.llvm.no_rollback = !parse_bool(v).ok_or_else(bad)?;
            }
            // An option that changes how MLIR reaches its result, not the result.
            "use-opaque-pointers" => {
                parse_bool(v).ok_or_else(bad)?;
            }
            "verbose-level" if name == "generate-runtime-verification" => {
                pass.kind = match v.parse::<u32>().map_err(|_| bad())? {
                    0 => PassKind::Native("generate-runtime-verification{0}"),
                    1 => PassKind::Native("generate-runtime-verification"),
                    _ => return Err(format!("invalid verbose-level: {v} (expected 0 or 1)")),
                };
            }
            "convert-ctlz" if name == "convert-math-to-funcs" => {
                let on = parse_bool(v).ok_or_else(bad)?;
                pass.kind = PassKind::Native(if on { "convert-math-to-funcs{ctlz}" } else { "convert-math-to-funcs" });
            }
            "emission-kind" if name == "ensure-debug-info-scope-on-llvm-func" => {
                let key = format!("{name}{{{v}}}");
                pass.kind = match NATIVE_PASSES.iter().find(|p| p.0 == key) {
                    Some(&(n, _)) => PassKind::Native(n),
                    None if v == "LineTablesOnly" => PassKind::Native("ensure-debug-info-scope-on-llvm-func"),
                    None => return Err(bad()),
                };
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
pub(crate) fn parse_pipeline(text: &str, out: &mut Vec<Pass>) -> Result<(), String> {
    let t = text.trim();
    let inner = t
        .strip_prefix("builtin.module(")
        .and_then(|r| r.strip_suffix(')'))
        .ok_or_else(|| format!("invalid pass pipeline '{t}': expected 'builtin.module(...)'"))?;
    parse_list(inner, None, out)
}

fn parse_list(s: &str, anchor: Option<&str>, out: &mut Vec<Pass>) -> Result<(), String> {
    for item in split_top(s)? {
        let item = item.trim();
        if item.is_empty() {
            continue;
        }
        // `op.name(...)`: a nested pipeline on the ops of that name (a dialect op name has
        // a dot; pass options are in braces).
        let nested = item.split_once('(').filter(|(n, _)| n.contains('.') && !n.contains('{'));
        if let Some((op_name, rest)) = nested {
            let inner = rest.strip_suffix(')').ok_or_else(|| format!("unbalanced parentheses in '{item}'"))?;
            if anchor.is_some() {
                return Err(format!("unsupported pass pipeline anchor in '{item}': nested more than one level"));
            }
            parse_list(inner, Some(op_name.trim()), out)?;
        } else if let Some((name, rest)) = item.split_once('{') {
            let opts = rest.strip_suffix('}').ok_or_else(|| format!("unbalanced braces in '{item}'"))?;
            out.push(make_pass(name.trim(), opts, anchor)?);
        } else if item.contains('(') {
            return Err(format!("unsupported pass pipeline anchor in '{item}'"));
        } else if let Some((_, body)) = PIPELINES.iter().find(|p| p.0 == item).filter(|_| anchor.is_none()) {
            // A registered pipeline inside `builtin.module(...)` stands for its passes, as
            // on the command line (the pipelines here all run on the module).
            parse_list(body, None, out)?;
        } else {
            out.push(make_pass(item, "", anchor)?);
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

/// What running passes reports besides the IR it changed.
#[derive(Debug, Default)]
pub struct Report {
    /// The pattern trace (`--debug-patterns`).
    pub trace: Vec<String>,
    /// Errors passes reported without failing, as MLIR's passes do where a pattern
    /// declines after `emitError` (the run still succeeds).
    pub reported: Vec<Diagnostic>,
}

/// Runs passes over a module (the module op `module` in `body`). Returns what they
/// reported, with the diagnostics of the first pass that failed as the error (ops it had
/// to remove remain).
pub fn run(
    ctx: &Context,
    body: &mut Body,
    module: OpId,
    passes: &[Pass],
    trace: bool,
) -> Result<Report, (Report, Vec<Diagnostic>)> {
    let mut report = Report::default();
    for p in passes {
        let regions: smallvec::SmallVec<[RegionId; 1]> = body.op(module).regions.as_slice().into();
        match &p.kind {
            PassKind::ReconcileUnrealizedCasts => {
                if let Some(inner) = body.op_mut(module).nested.as_deref_mut() {
                    reconcile::reconcile(ctx, inner);
                }
            }
            PassKind::ExpandStridedMetadata => {
                if let Some(inner) = body.op_mut(module).nested.as_deref_mut() {
                    let patterns = expand_strided_patterns(ctx);
                    let only = p.on_functions.then_some(p.anchor.as_str());
                    let (_, invalid) = apply_greedily(ctx, inner, &regions, only, &patterns);
                    if !invalid.is_empty() {
                        return Err((report, invalid));
                    }
                }
            }
            PassKind::SetModuleDataLayout(layout) => {
                // MLIR parses the layout first and fails the pass on a bad one.
                if let Some(e) = crate::dialects::native::data_layout::data_layout_error(layout) {
                    let msg = format!("invalid data layout descriptor: {e}\n");
                    let loc = body.op(module).loc;
                    let text = descent_text::print::ops::print_op_for_diagnostic(ctx, body, module, body, module);
                    let text = if text.contains('\n') { format!("\n{text}") } else { text };
                    let d = Diagnostic::error(loc, msg).with_note(loc, format!("see current operation: {text}"));
                    return Err((report, vec![d]));
                }
                body.set_attr(module, ctx.ident("llvm.data_layout"), ctx.string_attr(layout));
            }
            PassKind::Native(name) => {
                let f = NATIVE_PASSES.iter().find(|q| q.0 == *name).map(|q| q.1);
                let loc = body.op(module).loc;
                if let (Some(f), Some(inner)) = (f, body.op_mut(module).nested.as_deref_mut()) {
                    f(ctx, inner, &regions, loc);
                }
            }
            PassKind::Cse => {
                let graph = true;
                let only = p.on_functions.then_some(p.anchor.as_str());
                if let Some(inner) = body.op_mut(module).nested.as_deref_mut() {
                    crate::transforms::cse(ctx, inner, &regions, graph, only);
                }
            }
            PassKind::Canonicalize(opts) => {
                let only = p.on_functions.then_some(p.anchor.as_str());
                if let Some(inner) = body.op_mut(module).nested.as_deref_mut() {
                    let (_, invalid) = crate::transforms::canonicalize(ctx, inner, &regions, opts, only);
                    if !invalid.is_empty() {
                        return Err((report, invalid));
                    }
                }
            }
            PassKind::Convert { .. } => {
                let layout_attr = body.attr(module, ctx.ident("dlti.dl_spec"));
                let Some((patterns, tc)) = conversion_parts(ctx, p, layout_attr) else { continue };
                let Some(inner) = body.op_mut(module).nested.as_deref_mut() else { continue };
                for step in greedy_steps(ctx, p) {
                    let only = p.on_functions.then_some(p.anchor.as_str());
                    let (_, invalid) = apply_greedily(ctx, inner, &regions, only, &step);
                    if !invalid.is_empty() {
                        return Err((report, invalid));
                    }
                }
                let fns = ModuleFunctions::of(ctx, inner, &regions);
                let conv = Conversion {
                    ctx,
                    tc: &tc,
                    patterns: &patterns,
                    trace,
                    fns: &fns,
                    fold_unknown: p.fold_unknown,
                    illegal: p.illegal,
                };
                let out = conv.run_with(inner, &regions, State::default(), !p.on_functions);
                report.trace.extend(out.trace);
                report.reported.extend(out.reported);
                if !out.invalid.is_empty() {
                    return Err((report, out.invalid));
                }
                conv.satisfy(inner, &regions, out.requests.into_iter().map(|q| (None, q)).collect());
                report.reported.extend(tc.memory_space_errors());
                if !p.illegal.is_empty() {
                    let diags = illegal_ops_left(ctx, body, module, p.illegal, &p.llvm);
                    if !diags.is_empty() {
                        return Err((report, diags));
                    }
                }
            }
        }
    }
    Ok(report)
}

/// The patterns and type converter of a conversion pass (`None` for other passes);
/// `layout` is the module's `dlti.dl_spec`, used when the pass reads the data layout.
fn conversion_parts<'c>(
    ctx: &'c Context,
    p: &Pass,
    layout: Option<crate::ir::Attribute>,
) -> Option<(PatternSet, TypeConverter<'c>)> {
    let PassKind::Convert { target, dialects } = &p.kind else { return None };
    let patterns = PatternSet::from_specs(ctx, target, |d| match dialects {
        Some(list) => list.iter().any(|x| x == d),
        // The test pass's patterns are its own.
        None => d != "test",
    });
    let layout = if p.use_data_layout { layout } else { None };
    let tc = if *target == "llvm" {
        TypeConverter::new(ctx, p.llvm.clone(), layout)
    } else {
        TypeConverter::identity(ctx, p.llvm.clone())
    };
    Some((patterns, tc))
}

/// The patterns a conversion pass applies with the greedy driver before converting:
/// MLIR's -convert-vector-to-llvm (not --convert-to-llvm) first rewrites vector ops into
/// vector ops it can lower, folding and simplifying as it goes; those rules target
/// `vector` (vector_to_llvm.td).
fn greedy_steps<'c>(ctx: &'c Context, p: &Pass) -> Vec<crate::transforms::GreedyPatterns<'c>> {
    greedy_targets(p).iter().map(|t| crate::transforms::GreedyPatterns::with_options(ctx, t, p.llvm.clone())).collect()
}

/// The targets of the rules of a conversion pass's greedy steps, applied in turn.
fn greedy_targets(p: &Pass) -> &'static [&'static str] {
    match p.name.as_str() {
        "convert-vector-to-llvm" => &["vector"],
        // MLIR's VectorToSCF applies its patterns with the greedy driver too, in two runs:
        // the permutation-map lowering first, then the transfer and print lowerings
        // (vector_to_scf.td, targets `vector-to-scf-permutation` and `vector-to-scf`).
        "convert-vector-to-scf" => &["vector-to-scf-permutation", "vector-to-scf"],
        _ => &[],
    }
}

/// For each op name that makes a conversion pass touch a function, the passes (bit `i` for
/// `passes[i]`) it makes work: their patterns' and greedy steps' roots, and the registered
/// ops they would fold without a pattern.
type PassRoots = rustc_hash::FxHashMap<crate::ir::Ident, u64>;

fn pass_roots(ctx: &Context, convs: &[Option<Conversion<'_>>], steps: &[Vec<PatternSet>]) -> PassRoots {
    let mut roots = PassRoots::default();
    for (i, (conv, steps)) in convs.iter().zip(steps).enumerate().take(64) {
        let Some(conv) = conv else { continue };
        let bit = 1u64 << i;
        for name in conv.patterns.roots().chain(steps.iter().flat_map(|s| s.roots())) {
            *roots.entry(name).or_default() |= bit;
        }
        if let Some(legal) = conv.fold_unknown {
            ctx.with_registry(|r| {
                for info in r.ops().iter().filter(|info| crate::conversion::fold::may_fold_unknown(info, legal)) {
                    *roots.entry(ctx.ident(info.name)).or_default() |= bit;
                }
            });
        }
    }
    roots
}

/// The passes the ops of `body` (and of the bodies nested in it) make work, as `pass_roots`
/// numbers them.
fn touching(body: &Body, roots: &PassRoots) -> u64 {
    let mut mask = 0;
    for o in (0..body.num_ops() as u32).map(OpId) {
        let d = body.op(o);
        if !d.erased {
            mask |= roots.get(&d.name.ident).copied().unwrap_or(0);
            if let Some(b) = d.nested.as_deref() {
                mask |= touching(b, roots);
            }
        }
    }
    mask
}

/// What `run_fused` returns: what `finish` made of each function (by op), and the errors
/// passes reported without failing.
pub type Fused<R> = (Vec<(OpId, Option<R>)>, Vec<Diagnostic>);

/// What `run_fused` does with each converted function: given what `prepare` made of the
/// converted module, the op's name, its regions and its body.
pub type FinishFn<'f, C, R> = dyn Fn(&C, &str, &[RegionId], &mut Body) -> Option<R> + Sync + 'f;

/// `run` for a whole-module pipeline whose result is consumed function by function: the
/// module-level part of every pass runs first, then each function (isolated child of the
/// module) goes through all passes and straight on to `finish`, in parallel. `finish` may
/// empty the body it is given, so the converted IR of all functions never exists at once.
/// Symbols the passes request are created afterwards, pass by pass, in function order, as
/// `run` creates them; then casts are reconciled at module level. `prepare` sees the module
/// body once its own ops are converted, before any function is finished. `finish` gets the op's
/// name and returns `None` for ops it leaves alone; a function whose requests name ops in
/// it (string globals get their unique names only then) is not given to `finish` at all.
pub fn run_fused<C: Sync, R: Send>(
    ctx: &Context,
    body: &mut Body,
    module: OpId,
    passes: &[Pass],
    prepare: &dyn Fn(&Body, &[RegionId]) -> C,
    finish: &FinishFn<'_, C, R>,
) -> Result<Fused<R>, Vec<Diagnostic>> {
    use rayon::prelude::*;
    use rustc_hash::FxHashMap;
    let regions: smallvec::SmallVec<[RegionId; 1]> = body.op(module).regions.as_slice().into();
    let layout_attr = body.attr(module, ctx.ident("dlti.dl_spec"));
    let sets: Vec<_> = passes.iter().map(|p| conversion_parts(ctx, p, layout_attr)).collect();
    let steps: Vec<_> = passes.iter().map(|p| greedy_steps(ctx, p)).collect();
    // The roots of each greedy step's rules, for telling which functions a pass leaves.
    let step_roots: Vec<Vec<PatternSet>> = passes
        .iter()
        .map(|p| greedy_targets(p).iter().map(|t| PatternSet::from_specs(ctx, t, |_| true)).collect())
        .collect();
    let Some(inner) = body.op_mut(module).nested.as_deref_mut() else { return Ok((Vec::new(), Vec::new())) };
    // The module's own functions as the first pass finds them.
    let fns = ModuleFunctions::of(ctx, inner, &regions);
    let strided = expand_strided_patterns(ctx);
    let convs: Vec<Option<Conversion<'_>>> = sets
        .iter()
        .zip(passes)
        .map(|(s, p)| {
            s.as_ref().map(|(patterns, tc)| Conversion {
                ctx,
                tc,
                patterns,
                trace: false,
                fns: &fns,
                fold_unknown: p.fold_unknown,
                illegal: p.illegal,
            })
        })
        .collect();
    let roots = pass_roots(ctx, &convs, &step_roots);
    let mut reported = Vec::new();
    // Module-level parts; the states they leave for function bodies are keyed by the body
    // (its address stays put while ops are replaced around it).
    let mut module_requests = Vec::with_capacity(passes.len());
    let mut states: Vec<FxHashMap<usize, PendingEntry>> = Vec::with_capacity(passes.len());
    // Converting the module's own ops replaces each (every func.func by an llvm.func):
    // room for the replacements up front keeps a module of many functions from doubling.
    if passes.iter().zip(&convs).any(|(p, c)| c.is_some() && !p.on_functions) {
        inner.reserve_ops(inner.num_ops());
    }
    for (p, conv) in passes.iter().zip(&convs) {
        let mut by_body = FxHashMap::default();
        let mut reqs = Vec::new();
        if let (Some(conv), false) = (conv, p.on_functions) {
            let mut nested = FxHashMap::default();
            let out = conv.convert_body(inner, &regions, State::default(), &mut nested);
            reqs = out.requests;
            reported.extend(out.reported);
            if !out.invalid.is_empty() {
                reported.extend(out.invalid);
                return Err(reported);
            }
            for (op, entry) in nested {
                if let Some(b) = inner.op(op).nested.as_deref() {
                    by_body.insert(b as *const Body as usize, entry);
                }
            }
        }
        module_requests.push(reqs);
        states.push(by_body);
    }
    let timing = std::env::var_os("DESCENT_TIMING").is_some();
    let t_module = std::time::Instant::now();
    let prepared = prepare(inner, &regions);
    // Functions, in block order, each through every pass and then `finish`.
    let mut position: FxHashMap<OpId, (usize, crate::ir::Ident)> = FxHashMap::default();
    for &r in &regions {
        for &b in &inner.region(r).blocks {
            for op in inner.block_ops(b) {
                let n = position.len();
                position.insert(op, (n, inner.op(op).name.ident));
            }
        }
    }
    /// A function with the entry conversions waiting for it, by pass index.
    type Child<'b> = (OpId, smallvec::SmallVec<[RegionId; 1]>, &'b mut Body, Vec<(usize, PendingEntry)>);
    let mut children: Vec<Child<'_>> = inner
        .isolated_children_mut()
        .into_iter()
        .map(|(op, rs, child)| {
            let key = &*child as *const Body as usize;
            let entries = states.iter_mut().enumerate().filter_map(|(i, m)| Some((i, m.remove(&key)?))).collect();
            (op, rs, child, entries)
        })
        .collect();
    children.sort_by_key(|c| position.get(&c.0).map(|p| p.0).unwrap_or(usize::MAX));
    /// A function's symbol requests per pass, the errors its patterns reported, and what
    /// `finish` made of it (or why a pass failed on it).
    type Finished<R> = (OpId, Vec<Vec<SymbolRequest>>, Vec<Diagnostic>, Result<Option<R>, Vec<Diagnostic>>);
    let results: Vec<Finished<R>> = children
        .into_par_iter()
        .map(|(op, rs, child, mut entries)| {
            let mut reqs = Vec::with_capacity(passes.len());
            let mut reported = Vec::new();
            // Which passes the function's ops make work; recomputed only after a pass ran.
            let mut touched: Option<u64> = None;
            for (i, (p, conv)) in passes.iter().zip(&convs).enumerate() {
                match conv {
                    Some(conv) => {
                        let entry = entries.iter().position(|e| e.0 == i).map(|k| entries.swap_remove(k).1);
                        // A pass that converts no types, folds nothing it has no pattern
                        // for and finds no op it has a pattern for changes nothing: most
                        // functions skip `-lower-affine` and `-convert-vector-to-scf`.
                        let inert = entry.is_none()
                            && p.illegal.is_empty()
                            && conv.tc.is_identity()
                            && i < 64
                            && *touched.get_or_insert_with(|| touching(child, &roots)) & (1 << i) == 0;
                        if inert {
                            reqs.push(Vec::new());
                            continue;
                        }
                        touched = None;
                        for step in &steps[i] {
                            let (_, invalid) = apply_greedily(ctx, child, &rs, None, step);
                            if !invalid.is_empty() {
                                return (op, reqs, reported, Err(invalid));
                            }
                        }
                        let out = conv.run(child, &rs, State::for_child(entry));
                        reqs.push(out.requests);
                        reported.extend(out.reported);
                        if !out.invalid.is_empty() {
                            return (op, reqs, reported, Err(out.invalid));
                        }
                        if !p.illegal.is_empty() {
                            let diags = illegal_ops_in(ctx, child, &rs, p.illegal, &p.llvm);
                            if !diags.is_empty() {
                                return (op, reqs, reported, Err(diags));
                            }
                        }
                    }
                    None => {
                        touched = None;
                        if p.kind == PassKind::ExpandStridedMetadata {
                            let (_, invalid) = apply_greedily(ctx, child, &rs, None, &strided);
                            if !invalid.is_empty() {
                                return (op, reqs, reported, Err(invalid));
                            }
                        } else {
                            reconcile::reconcile(ctx, child);
                        }
                        reqs.push(Vec::new());
                    }
                }
            }
            let later = reqs.iter().flatten().any(SymbolRequest::updates_requester);
            let name = position.get(&op).map(|p| ctx.ident_str(p.1)).unwrap_or("");
            let r = if later { None } else { finish(&prepared, name, &rs, child) };
            (op, reqs, reported, Ok(r))
        })
        .collect();
    if timing {
        eprintln!("  functions through the passes and finished: {:?}", t_module.elapsed());
    }
    for (_, tc) in sets.iter().flatten() {
        reported.extend(tc.memory_space_errors());
    }
    let mut diags = Vec::new();
    let mut per_pass: Vec<Vec<(Option<OpId>, SymbolRequest)>> = (0..passes.len()).map(|_| Vec::new()).collect();
    let mut out = Vec::with_capacity(results.len());
    for (op, reqs, rep, r) in results {
        for (i, rq) in reqs.into_iter().enumerate() {
            per_pass[i].extend(rq.into_iter().map(|q| (Some(op), q)));
        }
        reported.extend(rep);
        match r {
            Ok(r) => out.push((op, r)),
            Err(d) => diags.extend(d),
        }
    }
    if !diags.is_empty() {
        reported.extend(diags);
        return Err(reported);
    }
    for ((conv, child_reqs), own) in convs.iter().zip(per_pass).zip(module_requests) {
        if let Some(conv) = conv {
            conv.satisfy(inner, &regions, child_reqs);
            conv.satisfy(inner, &regions, own.into_iter().map(|q| (None, q)).collect());
        }
    }
    if passes.iter().any(|p| p.kind == PassKind::ReconcileUnrealizedCasts) {
        reconcile::reconcile(ctx, inner);
    }
    Ok((out, reported))
}

/// The ops named in `illegal` under `regions` of `body`, not descending into isolated ops.
fn illegal_ops(ctx: &Context, body: &Body, regions: &[RegionId], illegal: &[&str], opts: &LlvmOptions) -> Vec<OpId> {
    let names: Vec<crate::ir::Ident> = illegal.iter().map(|n| ctx.ident(n)).collect();
    let mut out = Vec::new();
    let mut stack: Vec<RegionId> = regions.to_vec();
    while let Some(region) = stack.pop() {
        for &b in &body.region(region).blocks {
            for op in body.block_ops(b) {
                let d = body.op(op);
                if names.contains(&d.name.ident) && !cast_stays_legal(ctx, body, op, opts) {
                    out.push(op);
                }
                if d.nested.is_none() {
                    stack.extend(d.regions.iter().copied());
                }
            }
        }
    }
    out
}

fn illegal_message(ctx: &Context, body: &Body, op: OpId) -> String {
    format!(
        "failed to legalize operation '{}' that was explicitly marked illegal",
        ctx.ident_str(body.op(op).name.ident)
    )
}

/// "failed to legalize operation" for the first op named in `illegal` left in one function
/// body (the fused pipeline's check, which cannot quote the op: the module is busy): MLIR's
/// conversion of the function stops at its first failure.
fn illegal_ops_in(
    ctx: &Context,
    body: &Body,
    regions: &[RegionId],
    illegal: &[&str],
    opts: &LlvmOptions,
) -> Vec<Diagnostic> {
    illegal_ops(ctx, body, regions, illegal, opts)
        .into_iter()
        .take(1)
        .map(|op| Diagnostic::error(body.op(op).loc, illegal_message(ctx, body, op)))
        .collect()
}

/// "failed to legalize operation" for the first op named in `illegal` still under
/// `module` (MLIR's conversion of the module stops at its first failure), quoted as MLIR
/// quotes the op (values named within its function).
fn illegal_ops_left(ctx: &Context, body: &Body, module: OpId, illegal: &[&str], opts: &LlvmOptions) -> Vec<Diagnostic> {
    let inner = body.regions_body(module);
    for &r in &body.op(module).regions {
        for &b in &inner.region(r).blocks {
            for scope in inner.block_ops(b) {
                let Some(fbody) = inner.op(scope).nested.as_deref() else { continue };
                if let Some(op) = illegal_ops(ctx, fbody, &inner.op(scope).regions, illegal, opts).into_iter().next() {
                    let loc = fbody.op(op).loc;
                    let text = descent_text::print::ops::print_op_for_diagnostic(ctx, inner, scope, fbody, op);
                    let text = if text.contains('\n') { format!("\n{text}") } else { text };
                    return vec![Diagnostic::error(loc, illegal_message(ctx, fbody, op))
                        .with_note(loc, format!("see current operation: {text}"))];
                }
            }
        }
    }
    Vec::new()
}
