//! `dialect_spec!`: compiles a spec file of the invoking crate into a module of it.
//!
//! ```text
//! dialect_spec!(
//!     /// The toy dialect.
//!     pub mod toy = "spec/toy.td", native = self::native
//! );
//! ```
//!
//! expands to
//!
//! ```text
//! /// The toy dialect.
//! pub mod toy {
//!     const _: &[u8] = include_bytes!("/abs/path/spec/toy.td");   // rebuild on edit
//!     pub use self::__gen::toy::*;                                 // the spec file's items
//!     pub mod __gen {                                              // #[doc(hidden)]
//!         pub use ::descent::dialects::gen::base;                  // Descent's own files
//!         pub use ::descent::dialects::gen::constraints;
//!         pub mod toy { /* generated from spec/toy.td */ }
//!     }
//! }
//! ```
//!
//! The path is relative to the crate's `CARGO_MANIFEST_DIR`. Includes resolve against
//! the including file's directory, then Descent's spec directory (so `include
//! "constraints.td"` finds the class library). Spec errors become one `compile_error!`
//! holding the rendered diagnostics (`spec/toy.td:3:5: error: ...`).
//!
//! Options after the path: `native = path` is where Rust functions named in the spec live
//! (`(Native "preds::f")` calls `<native>::preds::f`; default: the invoking module),
//! `runtime = path` is the path of the Descent crate (default `::descent`), both written
//! as seen from the invocation site, and `rust_ops = "src/lib.rs"` names a Rust file of
//! the crate whose top-level `#[op]` structs the spec's rules may match and build, by
//! struct name (their views are at `crate::<Struct>`; their code comes from `#[op]`).

use proc_macro2::TokenStream;
use quote::quote;
use syn::parse::{Parse, ParseStream};
use syn::{Attribute, Ident, LitStr, Token, Visibility};

use super::{
    allow_lints, compile_error, container_items, descent_spec_dir, gen_options, is_descent_file, manifest_dir,
    path_from_below, runtime_path,
};

/// Generated modules sit three levels below the invocation site:
/// `<site>::toy::__gen::<module>`.
const GEN_DEPTH: usize = 3;
/// The container `__gen` itself is two levels below.
const CONTAINER_DEPTH: usize = 2;

/// Expands `dialect_spec!(...)`.
pub fn dialect_spec(input: TokenStream) -> TokenStream {
    match syn::parse2::<Input>(input) {
        Ok(input) => expand(&input),
        Err(e) => e.to_compile_error(),
    }
}

struct Input {
    attrs: Vec<Attribute>,
    vis: Visibility,
    name: Ident,
    path: LitStr,
    native: Option<syn::Path>,
    runtime: Option<syn::Path>,
    /// `rust_ops = "src/lib.rs"`: a Rust file of the crate whose top-level `#[op]` structs
    /// the spec's rules may name (their views are at `crate::<Struct>`).
    rust_ops: Option<LitStr>,
}

impl Parse for Input {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let attrs = input.call(Attribute::parse_outer)?;
        let vis: Visibility = input.parse()?;
        input.parse::<Token![mod]>()?;
        let name: Ident = input.parse()?;
        input.parse::<Token![=]>()?;
        let path: LitStr = input.parse()?;
        let mut native = None;
        let mut runtime = None;
        let mut rust_ops = None;
        while input.peek(Token![,]) {
            input.parse::<Token![,]>()?;
            if input.is_empty() || input.peek(Token![;]) {
                break;
            }
            let key: Ident = input.parse()?;
            input.parse::<Token![=]>()?;
            if key == "rust_ops" {
                if rust_ops.replace(input.parse::<LitStr>()?).is_some() {
                    return Err(syn::Error::new(key.span(), "duplicate option `rust_ops`"));
                }
                continue;
            }
            let value: syn::Path = input.parse()?;
            let slot = match key.to_string().as_str() {
                "native" => &mut native,
                "runtime" => &mut runtime,
                other => {
                    return Err(syn::Error::new(
                        key.span(),
                        format!("unknown option `{other}`; expected `native`, `runtime` or `rust_ops`"),
                    ))
                }
            };
            if slot.replace(value).is_some() {
                return Err(syn::Error::new(key.span(), format!("duplicate option `{key}`")));
            }
        }
        if input.peek(Token![;]) {
            input.parse::<Token![;]>()?;
        }
        if !input.is_empty() {
            return Err(
                input.error("expected `, native = path`, `, runtime = path`, `, rust_ops = \"file\"` or the end")
            );
        }
        Ok(Input { attrs, vis, name, path, native, runtime, rust_ops })
    }
}

fn expand(input: &Input) -> TokenStream {
    let Input { attrs, vis, name, .. } = input;
    let body = match module_body(input) {
        Ok(body) => body,
        Err(msg) => compile_error(input.path.span(), &msg),
    };
    quote! {
        #(#attrs)*
        #vis mod #name {
            #body
        }
    }
}

/// The items of the user's module, or the message of the error that stopped the spec.
fn module_body(input: &Input) -> Result<TokenStream, String> {
    let rel = input.path.value();
    let base = manifest_dir().ok_or_else(|| {
        "CARGO_MANIFEST_DIR is not set: dialect_spec! reads spec files relative to the \
         crate root and must be compiled by Cargo"
            .to_string()
    })?;
    let abs = base.join(&rel);
    let text = std::fs::read_to_string(&abs)
        .map_err(|e| format!("could not read spec file '{rel}' (relative to the crate's Cargo.toml): {e}"))?;
    let descent_dir = descent_spec_dir();
    let mut roots = Vec::new();
    if let Some(dir) = abs.parent() {
        roots.push(dir.to_path_buf());
    }
    roots.push(descent_dir.clone());

    let runtime = runtime_path(input.runtime.as_ref(), GEN_DEPTH);
    let native = match &input.native {
        Some(p) => path_from_below(p, GEN_DEPTH),
        None => path_from_below(&syn::parse_quote!(self), GEN_DEPTH),
    };
    let opts = gen_options(&runtime, &native);
    let mut files = Vec::new();
    let mut tracked_rust = Vec::new();
    if let Some(lit) = &input.rust_ops {
        let (name, ops_text, abs_rs) = rust_ops_text(&base, &lit.value())?;
        files.push((name, ops_text));
        tracked_rust.push(abs_rs);
    }
    let rust_ops_name = files.first().map(|(n, _)| n.clone());
    files.push((rel.clone(), text));
    let mut out = crate::driver::compile_strs(&files, &roots, &opts)
        .map_err(|rendered| format!("errors in spec file '{rel}':\n{}", rendered.trim_end()))?;

    let container_runtime = crate::gen::path(&runtime_path(input.runtime.as_ref(), CONTAINER_DEPTH));
    // The `#[op]` structs' own expansion generates their code.
    out.files.retain(|f| Some(&f.spec) != rust_ops_name.as_ref());
    let own = &out.files;
    let items = container_items(own, &container_runtime, |_, file| file)?;

    // The top file is the one loaded under the name the user wrote; its items are the
    // module's own. Other files of the crate are reachable by their module name.
    let mut reexports = Vec::new();
    for f in own {
        let m = syn::Ident::new(&f.module, proc_macro2::Span::call_site());
        if f.spec == rel {
            reexports.push(quote!(#[allow(unused_imports)] pub use self::__gen::#m::*;));
        } else if !is_descent_file(&f.spec, &descent_dir) {
            reexports.push(quote!(#[allow(unused_imports)] pub use self::__gen::#m;));
        }
    }
    // Cargo sees the spec files through include_bytes! and rebuilds when they change.
    let tracked: Vec<String> = out
        .inputs
        .iter()
        .filter(|name| !is_descent_file(name, &descent_dir) && Some(*name) != rust_ops_name.as_ref())
        .map(|name| if *name == rel { abs.to_string_lossy().into_owned() } else { name.clone() })
        .chain(tracked_rust)
        .collect();
    let lints = allow_lints();
    Ok(quote! {
        #(const _: &[u8] = include_bytes!(#tracked);)*
        #(#reexports)*
        #[doc(hidden)]
        #lints
        pub mod __gen {
            #(#items)*
        }
    })
}

/// The spec text of the top-level `#[op]` structs of the crate's Rust file `rel`, as ops
/// generated elsewhere (`externalView = "crate::Struct"`): (its spec name, the text, the
/// file's absolute path to track).
fn rust_ops_text(base: &std::path::Path, rel: &str) -> Result<(String, String, String), String> {
    let abs = base.join(rel);
    let source = std::fs::read_to_string(&abs)
        .map_err(|e| format!("could not read `rust_ops` file '{rel}' (relative to the crate's Cargo.toml): {e}"))?;
    let file = syn::parse_file(&source).map_err(|e| format!("`rust_ops` file '{rel}' does not parse: {e}"))?;
    let mut text = String::new();
    for item in &file.items {
        let syn::Item::Struct(s) = item else { continue };
        let Some(attr) = s.attrs.iter().find(|a| super::op::is_op_attr(a)) else { continue };
        if let Some(t) = super::op::external_spec_text(s, attr, &format!("crate::{}", s.ident)) {
            text.push_str(&t);
            text.push('\n');
        }
    }
    Ok((format!("{rel} (#[op] structs)"), text, abs.to_string_lossy().into_owned()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A spec file in a fresh temporary directory; an absolute path stays absolute when
    /// joined to the manifest directory.
    fn spec_file(test: &str, text: &str) -> String {
        let dir = std::env::temp_dir().join(format!("descent-derive-{}-{test}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("toy.td");
        std::fs::write(&path, text).unwrap();
        path.to_string_lossy().into_owned()
    }

    fn remove(path: &str) {
        if let Some(dir) = std::path::Path::new(path).parent() {
            let _ = std::fs::remove_dir_all(dir);
        }
    }

    #[test]
    fn expands_to_a_module_of_generated_items() {
        let path = spec_file(
            "ok",
            "include \"constraints.td\"\n\
             def Toy_Dialect : Dialect { let name = \"toy\"; }\n\
             def Toy_Even : Type<(Native \"preds::even\"), \"even\">;\n\
             def Toy_NegOp : Op<Toy_Dialect, \"neg\", [Pure]> {\n\
             \x20 let arguments = (ins Toy_Even:$input);\n\
             \x20 let results = (outs AnyType:$result);\n\
             }\n",
        );
        let out = dialect_spec(quote!(pub mod toy = #path, native = self::native)).to_string();
        remove(&path);
        assert!(!out.contains("compile_error"), "{out}");
        assert!(out.contains("pub mod toy"), "{out}");
        assert!(out.contains("include_bytes !"), "{out}");
        assert!(out.contains("pub use self :: __gen :: toy :: *"), "{out}");
        assert!(out.contains("pub use :: descent :: dialects :: gen :: constraints"), "{out}");
        assert!(out.contains("pub static NEG_OP_INFO"), "{out}");
        assert!(out.contains("super :: super :: super :: native :: preds :: even"), "{out}");
        assert!(out.contains("super :: constraints :: any_type"), "{out}");
    }

    #[test]
    fn spec_errors_are_one_compile_error_with_locations() {
        let path = spec_file("bad", "include \"constraints.td\"\ndef X : Nope;\n");
        let out = dialect_spec(quote!(mod toy = #path)).to_string();
        remove(&path);
        assert!(out.contains("compile_error"), "{out}");
        assert!(out.contains("errors in spec file"), "{out}");
        assert!(out.contains("toy.td:2:9: error: unknown class 'Nope'"), "{out}");
        let out = dialect_spec(quote!(mod toy = "no/such/file.td")).to_string();
        assert!(out.contains("could not read spec file 'no/such/file.td'"), "{out}");
        let out = dialect_spec(quote!(mod toy = "x.td", colour = red)).to_string();
        assert!(out.contains("unknown option `colour`"), "{out}");
    }
}
