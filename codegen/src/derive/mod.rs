//! The logic behind `descent-macros`, kept here so it is a plain library that unit tests
//! can drive without compiling a proc macro (the macro crate is a thin shell around it).
//!
//! Three front ends share one pipeline, the same one `lowering/build.rs` runs: spec text ->
//! records -> checked model -> generated Rust.
//!
//! - [`dialect_spec`]: `dialect_spec!(pub mod toy = "spec/toy.td")` compiles a spec file of
//!   the invoking crate (`spec_file.rs`);
//! - [`op`]: `#[op(name = "toy.mul", ...)] struct MulOp { ... }` turns an annotated struct
//!   into a `def` record and compiles that (`op.rs`);
//! - [`dialect`]: `dialect! { pub static DIALECT = "toy" { ... } }` collects ops into one
//!   registration table (`dialect.rs`).
//!
//! Each expansion nests the generated modules in a container module so that the
//! generator's `gen_root` is simply `super`: every generated module finds its siblings
//! as `super::<module>`. Modules of Descent's own spec files (`base.td`,
//! `constraints.td`, `dialects/*.td`) are not generated again; the container re-exports
//! them from the runtime crate (`::descent::dialects::gen::<module>`).

mod dialect;
mod op;
mod spec_file;
mod text;

use std::path::{Path, PathBuf};

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote};

use crate::gen::{GenOptions, GeneratedFile};

/// Expands `dialect_spec!(...)`; see `spec_file.rs`.
pub fn dialect_spec(input: TokenStream) -> TokenStream {
    guard("dialect_spec!", || spec_file::dialect_spec(input))
}

/// Expands `#[op(args)] item`; see `op.rs`.
pub fn op(args: TokenStream, item: TokenStream) -> TokenStream {
    guard("#[op]", || op::op(args, item))
}

/// Expands `dialect! { ... }`; see `dialect.rs`.
pub fn dialect(input: TokenStream) -> TokenStream {
    guard("dialect!", || dialect::dialect(input))
}

/// Runs an expansion; a panic (a bug here) becomes a `compile_error!` instead of
/// aborting the macro.
fn guard(what: &str, f: impl FnOnce() -> TokenStream) -> TokenStream {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)) {
        Ok(tokens) => tokens,
        Err(panic) => {
            let msg = panic
                .downcast_ref::<String>()
                .map(String::as_str)
                .or_else(|| panic.downcast_ref::<&str>().copied())
                .unwrap_or("(no message)");
            compile_error(Span::call_site(), &format!("internal error in {what} (a bug in descent-codegen): {msg}"))
        }
    }
}

/// Descent's own spec directory (`base.td`, `constraints.td`, `dialects/`), as laid out
/// next to this crate's sources when it was compiled. Includes in user specs fall back to
/// it, and the files in it are re-exported from the runtime rather than generated again.
pub const DESCENT_SPEC_DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../spec");

/// [`DESCENT_SPEC_DIR`] without the `..`, when it exists.
pub fn descent_spec_dir() -> PathBuf {
    let dir = PathBuf::from(DESCENT_SPEC_DIR);
    std::fs::canonicalize(&dir).unwrap_or(dir)
}

/// The directory that spec paths given to the macros are relative to: the invoking
/// crate's `CARGO_MANIFEST_DIR`. `CARGO_MANIFEST_DIR_OVERRIDE` takes precedence when set,
/// because trybuild compiles UI tests in a generated crate of its own (dtolnay/trybuild#202).
pub fn manifest_dir() -> Option<PathBuf> {
    std::env::var_os("CARGO_MANIFEST_DIR_OVERRIDE")
        .or_else(|| std::env::var_os("CARGO_MANIFEST_DIR"))
        .map(PathBuf::from)
}

/// Whether the spec file `name` (as loaded) lives in Descent's spec directory.
fn is_descent_file(name: &str, descent_dir: &Path) -> bool {
    let path = Path::new(name);
    path.is_absolute() && std::fs::canonicalize(path).is_ok_and(|p| p.starts_with(descent_dir))
}

/// Generator paths for an expansion whose generated modules sit in one container module
/// `depth` module levels below the invocation site.
fn gen_options(runtime: &str, native_root: &str) -> GenOptions {
    GenOptions {
        runtime: runtime.to_string(),
        native_root: native_root.to_string(),
        gen_root: "super".to_string(),
        parts: crate::gen::Parts::ALL,
        pretty: true,
        line_table: false,
    }
}

/// A path written at the macro invocation site, rewritten so it means the same thing
/// from a module `depth` levels below that site. `crate::` and `::` paths are absolute
/// and stay as they are; `self::x` and `super::x` and bare `x::y` are relative to the
/// invocation site (a bare path is taken as an item of that module, not a crate name:
/// write `::krate::f` for another crate).
pub(crate) fn path_from_below(path: &syn::Path, depth: usize) -> String {
    let segs: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
    if path.leading_colon.is_some() {
        return format!("::{}", segs.join("::"));
    }
    let ups = vec!["super"; depth];
    let mut out: Vec<&str> = Vec::new();
    match segs.first().map(String::as_str) {
        Some("crate") => {}
        Some("self") => {
            out.extend(&ups);
            out.extend(segs[1..].iter().map(String::as_str));
            return if out.is_empty() { "self".to_string() } else { out.join("::") };
        }
        _ => out.extend(&ups),
    }
    out.extend(segs.iter().map(String::as_str));
    out.join("::")
}

/// The generated modules of one compilation as items of the container module: Descent's
/// own modules re-exported from the runtime, the others inline. `rename` may rewrite the
/// code of a generated module before it is placed (the `#[op]` front end uses it).
fn container_items(
    files: &[GeneratedFile],
    runtime: &TokenStream,
    mut rewrite: impl FnMut(&GeneratedFile, syn::File) -> syn::File,
) -> Result<Vec<TokenStream>, String> {
    let descent_dir = descent_spec_dir();
    let mut seen: Vec<(&str, &str)> = Vec::new();
    let mut items = Vec::new();
    for f in files {
        if let Some((_, other)) = seen.iter().find(|(m, _)| *m == f.module) {
            return Err(format!(
                "spec files '{}' and '{}' would both become module `{}`; rename one",
                other, f.spec, f.module
            ));
        }
        seen.push((&f.module, &f.spec));
        let m = syn::parse_str::<syn::Ident>(&f.module).map_err(|_| {
            format!("spec file '{}' gives the module name `{}`, which is not a Rust identifier", f.spec, f.module)
        })?;
        if is_descent_file(&f.spec, &descent_dir) {
            items.push(quote!(pub use #runtime::dialects::gen::#m;));
            continue;
        }
        let file = syn::parse_str::<syn::File>(&f.code)
            .map_err(|e| format!("generated code for '{}' does not parse: {e}", f.spec))?;
        let file = rewrite(f, file);
        items.push(quote!(pub mod #m { #file }));
    }
    Ok(items)
}

/// The lints generated code is exempt from (the runtime puts the same list on its
/// generated modules).
fn allow_lints() -> TokenStream {
    quote!(#[allow(
        clippy::all,
        unused,
        non_camel_case_types,
        non_upper_case_globals,
        missing_docs
    )])
}

/// `compile_error!(msg)` at `span`.
fn compile_error(span: Span, msg: &str) -> TokenStream {
    syn::Error::new(span, msg).to_compile_error()
}

/// The name of the hidden container module of an expansion.
fn container_ident(prefix: &str, name: &str) -> syn::Ident {
    format_ident!("__descent_{}_{}", prefix, heck::ToSnakeCase::to_snake_case(name))
}

/// Parses `runtime = path` style values: a path given by the user, or the default.
fn runtime_path(given: Option<&syn::Path>, depth: usize) -> String {
    match given {
        Some(p) => path_from_below(p, depth),
        None => "::descent".to_string(),
    }
}

/// Edit distance, for "did you mean" hints.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = if ca.eq_ignore_ascii_case(cb) { prev } else { 1 + prev.min(cur).min(row[j]) };
            prev = cur;
        }
    }
    row[b.len()]
}

/// The closest of `candidates` to `name`, if it is close enough to be a likely typo.
fn did_you_mean<'c>(name: &str, candidates: impl IntoIterator<Item = &'c str>) -> Option<&'c str> {
    candidates
        .into_iter()
        .map(|c| (edit_distance(name, c), c))
        .filter(|(d, c)| *d <= 2.max(c.len() / 4))
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rewrite(p: &str, depth: usize) -> String {
        path_from_below(&syn::parse_str(p).unwrap(), depth)
    }

    #[test]
    fn paths_are_rewritten_relative_to_the_invocation_site() {
        assert_eq!(rewrite("crate::native", 3), "crate::native");
        assert_eq!(rewrite("::other::f", 3), "::other::f");
        assert_eq!(rewrite("self", 3), "super::super::super");
        assert_eq!(rewrite("self::native", 2), "super::super::native");
        assert_eq!(rewrite("super::native", 2), "super::super::super::native");
        assert_eq!(rewrite("native::preds", 1), "super::native::preds");
    }

    #[test]
    fn suggestions_only_for_near_misses() {
        let traits = ["Pure", "Commutative", "SameOperandsAndResultType"];
        assert_eq!(did_you_mean("Puer", traits), Some("Pure"));
        assert_eq!(did_you_mean("commutative", traits), Some("Commutative"));
        assert_eq!(did_you_mean("Banana", traits), None);
    }

    #[test]
    fn descent_files_are_recognized() {
        let dir = descent_spec_dir();
        let base = format!("{DESCENT_SPEC_DIR}/base.td");
        assert!(is_descent_file(&base, &dir));
        assert!(!is_descent_file("spec/toy.td", &dir));
    }
}
