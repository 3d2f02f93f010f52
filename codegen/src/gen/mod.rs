//! Rust generators: turn the checked model into one Rust module per spec file (op views,
//! accessors, builders, verifiers, custom-syntax parsers and printers, enums, constraint
//! predicates and the dialect registration table), pretty-printed with prettyplease.

mod asm;
mod defs;
mod enums;
mod lines;
mod names;
mod ops;
mod paths;
mod patterns;
mod preds;
mod spec_values;
mod translate;

use std::collections::BTreeMap;

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use crate::model::Model;

/// Where generated code finds things.
#[derive(Clone, Debug)]
pub struct GenOptions {
    /// Path of the Descent runtime crate as seen from the generated code (`::descent`).
    pub runtime: String,
    /// Path under which native functions named in the spec are found
    /// (`::descent::dialects::native`).
    pub native_root: String,
    /// Path of the module holding the generated modules of this run, so constraint
    /// functions defined in another spec file of the same run resolve
    /// (`::descent::dialects::gen`).
    pub gen_root: String,
    /// Which of a spec file's outputs to generate. A build script that needs only the
    /// translations (or only the model, for type statics) skips the rest: generating
    /// and formatting the dialect code is most of a spec compile.
    pub parts: Parts,
    /// Format the generated code (prettyplease, shortened paths) for people to read
    /// (goldens, `DESCENT_DUMP_GENERATED`); rustc does not need it, and formatting is a
    /// large part of the build script's time on every spec edit.
    pub pretty: bool,
    /// Positions point into one table of lines per generated module (see `lines`); off
    /// for derive macros, whose output is not a module of the run.
    pub line_table: bool,
}

/// The outputs of a spec file `generate` produces.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Parts {
    /// Ops, enums, attribute and type definitions, dialect tables, patterns
    /// (`GeneratedFile::code`; empty when off).
    pub code: bool,
    /// LLVM IR translations (`GeneratedFile::translation`; `None` when off).
    pub translations: bool,
}

impl Parts {
    /// Everything.
    pub const ALL: Parts = Parts { code: true, translations: true };
    /// Nothing but the checked model.
    pub const NONE: Parts = Parts { code: false, translations: false };
}

impl Default for GenOptions {
    fn default() -> Self {
        GenOptions {
            runtime: "::descent".into(),
            native_root: "::descent::dialects::native".into(),
            gen_root: "::descent::dialects::gen".into(),
            parts: Parts::ALL,
            pretty: true,
            line_table: true,
        }
    }
}

impl GenOptions {
    pub(crate) fn rt(&self) -> TokenStream {
        path(&self.runtime)
    }
    pub(crate) fn native(&self, name: &str) -> TokenStream {
        path(&format!("{}::{}", self.native_root, name))
    }
}

/// The functions of one generated module by what they do (their kind and body), so that
/// ops with identical verifiers, parsers or printers refer to one function.
#[derive(Default)]
pub(crate) struct SharedFns {
    by_body: std::collections::HashMap<String, proc_macro2::Ident>,
    /// Names taken, so that two bodies offered under one name get distinct functions.
    names: std::collections::HashSet<String>,
}

impl SharedFns {
    /// The function to use for `body`: `name`, with its item to emit, or the function
    /// already emitted with the same kind and body (and nothing to emit).
    pub(crate) fn share(
        &mut self,
        kind: &str,
        name: proc_macro2::Ident,
        body: &TokenStream,
        item: impl FnOnce(&proc_macro2::Ident) -> TokenStream,
    ) -> (TokenStream, proc_macro2::Ident) {
        let key = format!("{kind}\u{0}{body}");
        if let Some(existing) = self.by_body.get(&key) {
            return (quote!(), existing.clone());
        }
        let mut name = name;
        let base = name.to_string();
        let mut n = 1;
        while !self.names.insert(name.to_string()) {
            n += 1;
            name = quote::format_ident!("{base}_{n}");
        }
        self.by_body.insert(key, name.clone());
        (item(&name), name)
    }
}

/// Whether `tokens` mention the identifier `name` (at any depth): generated functions bind
/// `ctx` only when their body uses it, instead of silencing the unused binding.
pub(crate) fn uses_ident(tokens: &TokenStream, name: &str) -> bool {
    tokens.clone().into_iter().any(|t| match t {
        proc_macro2::TokenTree::Ident(i) => i == name,
        proc_macro2::TokenTree::Group(g) => uses_ident(&g.stream(), name),
        _ => false,
    })
}

/// `ctx` as a parameter name, or `_ctx` when `body` does not use it.
pub(crate) fn ctx_param(body: &TokenStream) -> proc_macro2::Ident {
    if uses_ident(body, "ctx") {
        format_ident!("ctx")
    } else {
        format_ident!("_ctx")
    }
}

/// `let ctx = <init>;` when `body` uses `ctx`, else nothing.
pub(crate) fn bind_ctx(init: TokenStream, body: &TokenStream) -> TokenStream {
    if uses_ident(body, "ctx") {
        quote!(let ctx = #init;)
    } else {
        quote!()
    }
}

/// Parses a Rust path written in the spec or options; a malformed one becomes an
/// identifier that fails to compile with a clear name rather than a panic here.
pub(crate) fn path(s: &str) -> TokenStream {
    match syn::parse_str::<syn::Path>(s) {
        Ok(p) => quote!(#p),
        Err(_) => {
            let id = format_ident!("invalid_path_in_spec");
            quote!(#id)
        }
    }
}

/// Whether `s` is a Rust keyword (strict or reserved, all editions), which spec names
/// such as an operand `$final` cannot be used as verbatim.
pub(crate) fn is_rust_keyword(s: &str) -> bool {
    const KEYWORDS: &[&str] = &[
        "abstract", "as", "async", "await", "become", "box", "break", "const", "continue", "crate", "do", "dyn",
        "else", "enum", "extern", "false", "final", "fn", "for", "gen", "if", "impl", "in", "let", "loop", "macro",
        "match", "mod", "move", "mut", "override", "priv", "pub", "ref", "return", "self", "static", "struct", "super",
        "trait", "true", "try", "type", "typeof", "unsafe", "unsized", "use", "virtual", "where", "while", "yield",
    ];
    KEYWORDS.contains(&s)
}

/// A generated module for one spec file.
pub struct GeneratedFile {
    /// The spec file it comes from, as loaded.
    pub spec: String,
    /// Module name (file stem, snake case).
    pub module: String,
    /// Pretty-printed Rust source.
    pub code: String,
    /// The file's LLVM IR translations (`TRANSLATIONS` and the functions it names), when it
    /// has some: compiled by the translation crate, apart from the dialect code.
    pub translation: Option<String>,
}

/// Generates one module per spec file that defines ops, enums or named constraints,
/// plus the module list `mod.rs` content (see `modules_file`).
pub fn generate(model: &Model, opts: &GenOptions) -> Result<Vec<GeneratedFile>, String> {
    let mut by_file: BTreeMap<String, Vec<TokenStream>> = BTreeMap::new();
    let mut order: Vec<String> = Vec::new();
    let mut touch = |f: &str, by_file: &mut BTreeMap<String, Vec<TokenStream>>| {
        if !by_file.contains_key(f) {
            order.push(f.to_string());
            by_file.insert(f.to_string(), Vec::new());
        }
    };
    for f in &model.files {
        touch(f, &mut by_file);
    }
    let code = opts.parts.code;
    let tables: BTreeMap<&str, lines::Lines> =
        model.files.iter().map(|f| (f.as_str(), lines::Lines::table(opts, &module_name(f)))).collect();
    let inline = lines::Lines::inline();
    let lines_of = |f: &str| -> &lines::Lines { tables.get(f).unwrap_or(&inline) };
    for c in model.constraints.iter().filter(|_| code) {
        touch(&c.file, &mut by_file);
        let ts = preds::constraint_fn(model, c, opts);
        if let Some(v) = by_file.get_mut(&c.file) {
            v.push(ts);
        }
    }
    for e in model.enums.iter().filter(|_| code) {
        touch(&e.file, &mut by_file);
        let ts = enums::enum_items(e, opts);
        if let Some(v) = by_file.get_mut(&e.file) {
            v.push(ts);
        }
    }
    for d in model.attr_defs.iter().filter(|_| code) {
        touch(&d.file, &mut by_file);
        let ts = defs::attr_def_items(model, d, opts, lines_of(&d.file));
        if let Some(v) = by_file.get_mut(&d.file) {
            v.push(ts);
        }
    }
    for d in model.type_defs.iter().filter(|_| code) {
        touch(&d.file, &mut by_file);
        let ts = defs::type_def_items(d, opts, lines_of(&d.file));
        if let Some(v) = by_file.get_mut(&d.file) {
            v.push(ts);
        }
    }
    // Ops of one file with the same checks or the same syntax share one function.
    let mut shared: BTreeMap<String, SharedFns> = BTreeMap::new();
    for op in model.ops.iter().filter(|o| code && o.external_view.is_none()) {
        touch(&op.file, &mut by_file);
        let ts = ops::op_items(model, op, opts, shared.entry(op.file.clone()).or_default(), lines_of(&op.file));
        if let Some(v) = by_file.get_mut(&op.file) {
            v.push(ts);
        }
    }
    let mut out = Vec::new();
    for f in order {
        let items = by_file.remove(&f).unwrap_or_default();
        let module = module_name(&f);
        let translation_items =
            if opts.parts.translations { translate::translation_items(model, &f, opts) } else { TokenStream::new() };
        let rt = opts.rt();
        let imports = quote! {
            #[allow(unused_imports)]
            use #rt::ir::{Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value};
            #[allow(unused_imports)]
            use #rt::ods;
        };
        let unparse = |tokens: TokenStream| -> Result<String, String> {
            let header = format!("// @generated from {f} by descent-codegen. Do not edit.\n\n");
            if !opts.pretty {
                return Ok(header + &tokens.to_string());
            }
            let mut file: syn::File =
                syn::parse2(tokens).map_err(|e| format!("generated code for {f} does not parse: {e}"))?;
            paths::shorten(&mut file, &opts.runtime);
            Ok(header + &prettyplease::unparse(&file))
        };
        let code = if code {
            let dialect_table = ops::dialect_table(model, &f, opts);
            let file_lines = lines_of(&f);
            let pattern_items = patterns::pattern_items(model, &f, opts, file_lines);
            let conversion_items = patterns::type_conversion_items(model, &f, opts, file_lines);
            let line_table = file_lines.module();
            unparse(quote! {
                #imports
                #(#items)*
                #dialect_table
                #pattern_items
                #conversion_items
                #line_table
            })?
        } else {
            String::new()
        };
        let translation = if translation_items.is_empty() {
            None
        } else {
            let root = path(&opts.gen_root);
            let m = format_ident!("{}", module);
            Some(unparse(quote! {
                #imports
                #[allow(unused_imports)]
                use #root::#m::*;
                #translation_items
            })?)
        };
        out.push(GeneratedFile { spec: f.clone(), module, code, translation });
    }
    Ok(out)
}

/// `pub mod <module> { include!(OUT_DIR/<module>.rs) }`, exempt from the lints generated
/// code does not follow.
fn push_module_decl(s: &mut String, module: &str) {
    s.push_str(&format!(
        "#[allow(clippy::all, unused, missing_docs, non_camel_case_types, non_upper_case_globals)]\npub mod {module} {{\n    include!(concat!(env!(\"OUT_DIR\"), \"/{module}.rs\"));\n}}\n"
    ));
}

/// Source of the file that declares the generated translation modules and the list of
/// their `TRANSLATIONS` tables (for the translation crate).
pub fn translation_modules_file(files: &[GeneratedFile]) -> String {
    let mut s = String::from("// @generated by descent-codegen. Do not edit.\n\n");
    let with: Vec<&GeneratedFile> = files.iter().filter(|f| f.translation.is_some()).collect();
    for f in &with {
        push_module_decl(&mut s, &f.module);
    }
    s.push_str("\n/// How the ops of every spec file that says so become LLVM IR.\npub static ALL_TRANSLATIONS: &[&[(&str, ::descent::translate::Translation)]] = &[\n");
    for f in &with {
        s.push_str(&format!("    {}::TRANSLATIONS,\n", f.module));
    }
    s.push_str("];\n");
    s
}

/// The Rust module name for a spec file: its stem in snake case.
pub fn module_name(spec: &str) -> String {
    let stem = std::path::Path::new(spec).file_stem().and_then(|s| s.to_str()).unwrap_or("spec");
    heck::ToSnakeCase::to_snake_case(stem)
}

/// Source of the file that declares the generated modules (`pub mod arith { include!(...) }`)
/// and the list of dialects to register.
/// The statics of the type definitions a runtime module owns (`staticsIn`), as a file.
pub fn type_def_statics_file(model: &Model, module: &str, opts: &GenOptions) -> Result<String, String> {
    let tokens = defs::type_def_statics(model, module, opts);
    let file: syn::File = syn::parse2(tokens).map_err(|e| format!("generated type definitions do not parse: {e}"))?;
    Ok(format!("// @generated from spec/ by descent-codegen. Do not edit.\n\n{}", prettyplease::unparse(&file)))
}

pub fn modules_file(files: &[GeneratedFile], model: &Model) -> String {
    let mut s = String::from("// @generated by descent-codegen. Do not edit.\n\n");
    for f in files {
        push_module_decl(&mut s, &f.module);
    }
    s.push_str("\n/// Every dialect defined in spec/.\npub static ALL_DIALECTS: &[&::descent::ir::DialectInfo] = &[\n");
    for f in files {
        let has = model.dialects.iter().any(|d| d.file == f.spec);
        if has {
            s.push_str(&format!("    &{}::DIALECT,\n", f.module));
        }
    }
    s.push_str("];\n");
    s.push_str("\n/// The rewrite patterns of every spec file that has some.\npub static ALL_PATTERNS: &[&[::descent::conversion::Pattern]] = &[\n");
    for f in files {
        if model.patterns.iter().any(|p| p.file == f.spec) {
            s.push_str(&format!("    {}::PATTERNS,\n", f.module));
        }
    }
    s.push_str("];\n");
    s.push_str("\n/// The type conversion rules of every spec file that has some.\npub static ALL_TYPE_CONVERSIONS: &[&[::descent::conversion::types::TypeConversionRule]] = &[\n");
    for f in files {
        if model.type_conversions.iter().any(|c| c.file == f.spec) {
            s.push_str(&format!("    {}::TYPE_CONVERSIONS,\n", f.module));
        }
    }
    s.push_str("];\n");
    s
}
