//! The command line: subcommands and options as clap sees them, after MLIR-style
//! single-dash long options are normalized. In the library so tests can run exactly what
//! a command line would.

use clap::{Args, Parser, Subcommand};

use super::opt::OptOptions;

/// The `descent` command line: one subcommand.
#[derive(Parser)]
#[command(name = "descent", version, about = "Lowers MLIR programs to the LLVM dialect and LLVM IR")]
pub struct Cli {
    /// The subcommand and its arguments.
    #[command(subcommand)]
    pub cmd: Cmd,
}

/// The subcommands.
#[derive(Subcommand)]
pub enum Cmd {
    /// Parse, verify, transform and print MLIR (like mlir-opt).
    Opt(OptArgs),
    /// Translate the LLVM dialect to LLVM IR (like mlir-translate).
    Translate(TranslateArgs),
    /// Lower a func/arith/cf/scf/memref/... program to LLVM IR in one process.
    Compile(CompileArgs),
    /// List every registered op with the spec location that defines it.
    ListOps,
}

/// The arguments of `descent opt`.
#[derive(Args)]
pub struct OptArgs {
    /// Input file (`-` or none: stdin).
    pub input: Option<String>,
    /// Output file.
    #[arg(short = 'o', default_value = "-")]
    pub output: String,
    /// Process each `// -----` chunk of the input on its own.
    #[arg(long = "split-input-file")]
    pub split_input_file: bool,
    /// Check diagnostics against `expected-*` comments in the input.
    #[arg(long = "verify-diagnostics")]
    pub verify_diagnostics: bool,
    /// Accept ops of dialects that are not registered.
    #[arg(long = "allow-unregistered-dialect")]
    pub allow_unregistered_dialect: bool,
    /// Print every op in generic form.
    #[arg(long = "mlir-print-op-generic")]
    pub print_op_generic: bool,
    /// Print locations.
    #[arg(long = "mlir-print-debuginfo")]
    pub print_debuginfo: bool,
    /// Descent has no bytecode format: writes the textual form with its locations (all
    /// that bytecode would keep), which `descent translate` reads back.
    #[arg(long = "emit-bytecode")]
    pub emit_bytecode: bool,
    /// Print attributes, types and locations where they are used, without aliases.
    #[arg(long = "mlir-print-local-scope")]
    pub print_local_scope: bool,
    /// Print locations in the pretty form (`file:line:col`, without `loc(...)`).
    #[arg(long = "mlir-pretty-debuginfo")]
    pub pretty_debuginfo: bool,
    /// Print non-splat elements attributes with more than this many elements as
    /// `dense_resource<__elided__>`.
    #[arg(long = "mlir-elide-elementsattrs-if-larger")]
    pub elide_elements_larger: Option<u64>,
    /// Quote the op in verifier errors ("see current operation"; on by default).
    #[arg(long = "mlir-print-op-on-diagnostic", num_args = 0..=1, require_equals = true, default_missing_value = "true", value_parser = clap::builder::BoolishValueParser::new())]
    pub op_on_diagnostic: Option<bool>,
    /// Number SSA values uniquely across sibling regions.
    #[arg(long = "mlir-print-unique-ssa-ids")]
    pub unique_ssa_ids: bool,
    /// Print regions as `{...}`.
    #[arg(long = "mlir-print-skip-regions")]
    pub skip_regions: bool,
    /// The input's single top-level op is the one the passes run on and that is printed,
    /// instead of a `builtin.module` wrapping the input.
    #[arg(long = "no-implicit-module")]
    pub no_implicit_module: bool,
    /// A pass pipeline: `builtin.module(...)`.
    #[arg(long = "pass-pipeline")]
    pub pass_pipeline: Option<String>,
    /// Print which spec pattern rewrote which op.
    #[arg(long = "debug-patterns")]
    pub debug_patterns: bool,
    /// Print the result, parse it back and print it again (generic and custom form): the
    /// two prints must be identical.
    #[arg(long = "verify-roundtrip")]
    pub verify_roundtrip: bool,
    /// Work on one thread (the output is the same either way).
    #[arg(long = "mlir-disable-threading")]
    pub disable_threading: bool,
    /// mlir-opt dumps the IR to stderr when a pass fails; accepted for RUN lines, and
    /// without effect when the passes succeed (Descent writes no such dump).
    #[arg(long = "mlir-print-ir-after-failure")]
    pub print_ir_after_failure: bool,
    /// mlir-opt verifies after each pass; Descent verifies the input and the pipeline's
    /// result, which reports the same errors for the passes it has (accepted for RUN lines).
    #[arg(long = "verify-each", num_args = 0..=1, require_equals = true, default_missing_value = "true", value_parser = clap::builder::BoolishValueParser::new())]
    pub verify_each: Option<bool>,
    /// Pass flags (`--convert-to-llvm`, ...), collected in order.
    #[arg(allow_hyphen_values = true, trailing_var_arg = false, hide = true, long = "pass", num_args = 1)]
    pub passes: Vec<String>,
}

/// The arguments of `descent translate`.
#[derive(Args)]
pub struct TranslateArgs {
    /// Input file (`-` or none: stdin).
    pub input: Option<String>,
    /// Output file.
    #[arg(short = 'o', default_value = "-")]
    pub output: String,
    /// Translate the LLVM dialect to LLVM IR.
    #[arg(long = "mlir-to-llvmir")]
    pub mlir_to_llvmir: bool,
    /// Import LLVM IR (`.ll` text) into the LLVM dialect.
    #[arg(long = "import-llvm")]
    pub import_llvm: bool,
    /// With `--import-llvm`: import named structs as literal structs.
    #[arg(long = "import-structs-as-literals")]
    pub import_structs_as_literals: bool,
    /// With `--import-llvm`: import every intrinsic call as `llvm.call_intrinsic`.
    #[arg(long = "prefer-unregistered-intrinsics")]
    pub prefer_unregistered_intrinsics: bool,
    /// With `--import-llvm`: debug-info composite types (other than vectors) are imported
    /// without their elements.
    #[arg(long = "drop-di-composite-type-elements")]
    pub drop_di_composite_type_elements: bool,
    /// With `--import-llvm`: accepted for RUN lines (debug records and debug intrinsic
    /// calls import the same way).
    #[arg(long = "convert-debug-rec-to-intrinsics")]
    pub convert_debug_rec_to_intrinsics: bool,
    /// With `--import-llvm`: warn about the debug records that are dropped.
    #[arg(long = "emit-expensive-warnings")]
    pub emit_expensive_warnings: bool,
    /// Print every op in generic form (with `--import-llvm`).
    #[arg(long = "mlir-print-op-generic")]
    pub print_op_generic: bool,
    /// Print locations (with `--import-llvm`).
    #[arg(long = "mlir-print-debuginfo")]
    pub print_debuginfo: bool,
    /// Process each `// -----` chunk of the input on its own.
    #[arg(long = "split-input-file")]
    pub split_input_file: bool,
    /// Check diagnostics against `expected-*` comments in the input.
    #[arg(long = "verify-diagnostics")]
    pub verify_diagnostics: bool,
    /// Accepted for RUN lines; no effect (the input is parsed as `opt` parses it).
    #[arg(long = "no-implicit-module")]
    pub no_implicit_module: bool,
}

/// The arguments of `descent compile`.
#[derive(Args)]
pub struct CompileArgs {
    /// Input file (`-` or none: stdin).
    pub input: Option<String>,
    /// Output file.
    #[arg(short = 'o', default_value = "-")]
    pub output: String,
    /// What to write: LLVM IR (`llvm-ir`, the default) or the LLVM dialect (`llvm-dialect`).
    #[arg(long = "emit", default_value = "llvm-ir", value_parser = ["llvm-ir", "llvm-dialect"])]
    pub emit: String,
    /// Width of `index` (0: from the module's data layout, else 64).
    #[arg(long = "index-bitwidth", default_value_t = 0)]
    pub index_bitwidth: u32,
    /// Pass memrefs of static shape as bare pointers.
    #[arg(long = "use-bare-ptr-memref-call-conv")]
    pub bare_ptr: bool,
    /// Allocate with `aligned_alloc`.
    #[arg(long = "use-aligned-alloc")]
    pub aligned_alloc: bool,
    /// Allocate through `_mlir_memref_to_llvm_alloc` and friends.
    #[arg(long = "use-generic-functions")]
    pub generic_functions: bool,
    /// Replace the default pipeline (`builtin.module(...)`).
    #[arg(long = "pass-pipeline")]
    pub pass_pipeline: Option<String>,
    /// Accept ops of dialects that are not registered.
    #[arg(long = "allow-unregistered-dialect")]
    pub allow_unregistered_dialect: bool,
}

impl CompileArgs {
    /// The options `descent compile` runs with: the default pipeline (scf to cf, everything
    /// to LLVM with the conversion options, casts reconciled), then translation.
    pub fn into_options(self) -> OptOptions {
        let passes = crate::CompileOptions {
            pipeline: self.pass_pipeline,
            index_bitwidth: self.index_bitwidth,
            bare_ptr_memref_call_conv: self.bare_ptr,
            aligned_alloc: self.aligned_alloc,
            generic_functions: self.generic_functions,
            ..Default::default()
        }
        .pass_flags();
        OptOptions {
            input: self.input.unwrap_or_default(),
            output: Some(self.output),
            allow_unregistered_dialect: self.allow_unregistered_dialect,
            passes,
            emit_llvm_ir: self.emit == "llvm-ir",
            ..Default::default()
        }
    }
}

impl TranslateArgs {
    /// `translate --mlir-to-llvmir` is `opt` with no passes that writes LLVM IR;
    /// `translate --import-llvm` is `opt` with no passes that reads LLVM IR.
    pub fn into_options(self) -> OptOptions {
        OptOptions {
            input: self.input.unwrap_or_default(),
            output: Some(self.output),
            split_input_file: self.split_input_file,
            verify_diagnostics: self.verify_diagnostics,
            emit_llvm_ir: !self.import_llvm,
            import_llvm: self.import_llvm,
            import_structs_as_literals: self.import_structs_as_literals,
            prefer_unregistered_intrinsics: self.prefer_unregistered_intrinsics,
            drop_di_composite_type_elements: self.drop_di_composite_type_elements,
            emit_expensive_warnings: self.emit_expensive_warnings,
            print_op_generic: self.print_op_generic,
            print_debuginfo: self.print_debuginfo,
            ..Default::default()
        }
    }
}

/// Options that name passes; they are moved into `--pass NAME` before parsing. Besides the
/// registered passes, names shaped like MLIR's pass names are taken as passes too, so a
/// pass Descent lacks is reported as one.
fn is_pass_flag(name: &str) -> bool {
    let base = name.split('=').next().unwrap_or(name);
    // An option of mlir-translate's importer, shaped like a pass name.
    if base == "convert-debug-rec-to-intrinsics" {
        return false;
    }
    crate::passes::is_registered(base)
        || base.starts_with("convert-")
        || base.starts_with("finalize-")
        || base.starts_with("reconcile-")
        || base.starts_with("expand-")
        || base.starts_with("test-")
        || base.starts_with("lower-")
        || base.starts_with("generate-")
        || base.ends_with("-expand")
        || base == "canonicalize"
        || base == "cse"
}

/// `-foo` -> `--foo` for long options; pass flags become `--pass=foo`.
pub fn normalize(args: impl Iterator<Item = String>) -> Vec<String> {
    let mut out = Vec::new();
    for (i, a) in args.enumerate() {
        if i == 0 {
            out.push(a);
            continue;
        }
        let long = if let Some(rest) = a.strip_prefix("--") {
            Some(rest.to_string())
        } else if a.len() > 2 && a.starts_with('-') && !a[1..].starts_with(|c: char| c.is_ascii_digit()) {
            Some(a[1..].to_string())
        } else {
            None
        };
        match long {
            Some(name) if is_pass_flag(&name) => out.push(format!("--pass={name}")),
            Some(name) => out.push(format!("--{name}")),
            None => out.push(a),
        }
    }
    out
}

/// Parses a command line (program name first).
pub fn parse(args: impl Iterator<Item = String>) -> Result<Cli, clap::Error> {
    Cli::try_parse_from(normalize(args))
}

impl OptArgs {
    /// The options `descent opt` runs with.
    pub fn into_options(self) -> OptOptions {
        let mut passes = self.passes;
        if let Some(p) = self.pass_pipeline {
            passes.insert(0, format!("pass-pipeline={p}"));
        }
        OptOptions {
            input: self.input.unwrap_or_default(),
            output: Some(self.output),
            split_input_file: self.split_input_file,
            verify_diagnostics: self.verify_diagnostics,
            allow_unregistered_dialect: self.allow_unregistered_dialect,
            print_op_generic: self.print_op_generic,
            print_debuginfo: self.print_debuginfo || self.emit_bytecode,
            print_local_scope: self.print_local_scope,
            pretty_debuginfo: self.pretty_debuginfo,
            elide_elements_larger: self.elide_elements_larger,
            no_implicit_module: self.no_implicit_module,
            op_on_diagnostic: self.op_on_diagnostic,
            unique_ssa_ids: self.unique_ssa_ids,
            skip_regions: self.skip_regions,
            passes,
            debug_patterns: self.debug_patterns,
            verify_roundtrip: self.verify_roundtrip,
            emit_llvm_ir: false,
            import_llvm: false,
            import_structs_as_literals: false,
            prefer_unregistered_intrinsics: false,
            drop_di_composite_type_elements: false,
            emit_expensive_warnings: false,
        }
    }
}
