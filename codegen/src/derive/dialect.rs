//! `dialect!`: one registration table (`ir::DialectInfo`) for ops from several places.
//!
//! ```text
//! dialect! {
//!     /// The toy dialect.
//!     pub static DIALECT = "toy" {
//!         include: [spec::DIALECT],   // every op and enum of generated tables
//!         ops: [MulOp, ShiftOp],      // op views; `MulOp` stands for `MUL_OP_INFO`
//!         enums: [],                  // `EnumDef` statics
//!         patterns: [spec::PATTERNS],  // rewrite pattern tables, registered with the dialect
//!         on_register: my_hook,       // `fn(&Context)` run when the dialect is registered
//!     };
//! }
//! ```
//!
//! All keys are optional; `runtime: path` overrides `::descent`. Registering the table
//! (`Context::register_dialect`, `Context::with_dialects`, `descent::tool::main_with`)
//! registers its patterns and runs its hook, so the dialect takes part in every pass. The table is built at
//! compile time: the listed slices are concatenated by a `const fn`, and a const check
//! fails the build if an op of another dialect was listed. `Context::register_dialect`
//! keeps the first table registered under a name, so a dialect whose ops come from a spec
//! file and from `#[op]` structs needs one table holding all of them: this one.

use heck::ToShoutySnakeCase;
use proc_macro2::TokenStream;
use quote::{format_ident, quote, ToTokens};
use syn::parse::{Parse, ParseStream};
use syn::punctuated::Punctuated;
use syn::{Attribute, Ident, LitStr, Token, Visibility};

/// Expands `dialect! { ... }`.
pub fn dialect(input: TokenStream) -> TokenStream {
    match syn::parse2::<Tables>(input) {
        Ok(tables) => tables.0.iter().map(expand).collect(),
        Err(e) => e.to_compile_error(),
    }
}

struct Tables(Vec<Table>);

struct Table {
    attrs: Vec<Attribute>,
    vis: Visibility,
    ident: Ident,
    name: LitStr,
    include: Vec<syn::Path>,
    ops: Vec<syn::Path>,
    enums: Vec<syn::Path>,
    patterns: Vec<syn::Path>,
    on_register: Option<syn::Path>,
    runtime: Option<syn::Path>,
}

impl Parse for Tables {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let mut out = Vec::new();
        while !input.is_empty() {
            out.push(input.parse()?);
        }
        if out.is_empty() {
            return Err(input.error("expected `pub static NAME = \"dialect\" { ... }`"));
        }
        Ok(Tables(out))
    }
}

impl Parse for Table {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let attrs = input.call(Attribute::parse_outer)?;
        let vis = input.parse()?;
        input.parse::<Token![static]>()?;
        let ident = input.parse()?;
        input.parse::<Token![=]>()?;
        let name: LitStr = input.parse()?;
        if name.value().is_empty() || name.value().contains('.') {
            return Err(syn::Error::new(name.span(), "the dialect name is the op-name prefix, like \"toy\""));
        }
        let mut table = Table {
            attrs,
            vis,
            ident,
            name,
            include: Vec::new(),
            ops: Vec::new(),
            enums: Vec::new(),
            patterns: Vec::new(),
            on_register: None,
            runtime: None,
        };
        if input.peek(syn::token::Brace) {
            let body;
            syn::braced!(body in input);
            let mut seen: Vec<String> = Vec::new();
            while !body.is_empty() {
                let key: Ident = body.parse()?;
                body.parse::<Token![:]>()?;
                let k = key.to_string();
                if seen.contains(&k) {
                    return Err(syn::Error::new(key.span(), format!("duplicate `{k}`")));
                }
                seen.push(k.clone());
                match k.as_str() {
                    "include" => table.include = path_list(&body)?,
                    "ops" => table.ops = path_list(&body)?,
                    "enums" => table.enums = path_list(&body)?,
                    "patterns" => table.patterns = path_list(&body)?,
                    "on_register" => table.on_register = Some(body.parse()?),
                    "runtime" => table.runtime = Some(body.parse()?),
                    _ => {
                        return Err(syn::Error::new(
                            key.span(),
                            format!(
                                "unknown key `{k}`; expected `include`, `ops`, `enums`, \
                                 `patterns`, `on_register` or `runtime`"
                            ),
                        ))
                    }
                }
                if body.is_empty() {
                    break;
                }
                body.parse::<Token![,]>()?;
            }
        }
        input.parse::<Token![;]>()?;
        Ok(table)
    }
}

/// `[a::B, C]`
fn path_list(input: ParseStream) -> syn::Result<Vec<syn::Path>> {
    let content;
    syn::bracketed!(content in input);
    let list = Punctuated::<syn::Path, Token![,]>::parse_terminated(&content)?;
    Ok(list.into_iter().collect())
}

/// `a::MulOp` -> `a::MUL_OP_INFO` (the name the generator gives an op's `OpInfo`); a path
/// that already names an `..._INFO` static is kept.
fn info_path(view: &syn::Path) -> syn::Path {
    let mut path = view.clone();
    if let Some(last) = path.segments.last_mut() {
        let name = last.ident.to_string();
        if !name.ends_with("_INFO") {
            last.ident = format_ident!("{}_INFO", name.to_shouty_snake_case(), span = last.ident.span());
        }
        last.arguments = syn::PathArguments::None;
    }
    path
}

fn expand(t: &Table) -> TokenStream {
    let Table { attrs, vis, ident, name, include, ops, enums, patterns, on_register, runtime } = t;
    let on_register: Vec<&syn::Path> = on_register.iter().collect();
    let rt = match runtime {
        Some(p) => p.to_token_stream(),
        None => quote!(::descent),
    };
    let infos: Vec<syn::Path> = ops.iter().map(info_path).collect();
    let mismatch =
        format!("dialect! {ident}: an op listed for dialect \"{}\" belongs to another dialect", name.value());
    quote! {
        #(#attrs)*
        #vis static #ident: #rt::ir::DialectInfo = {
            /// The number of elements of all `parts`.
            const fn __len<T>(parts: &[&[T]]) -> usize {
                let mut n = 0;
                let mut i = 0;
                while i < parts.len() {
                    n += parts[i].len();
                    i += 1;
                }
                n
            }
            /// `parts` concatenated; `N` is their total length, at least 1.
            const fn __concat<T: Copy, const N: usize>(parts: &[&[T]]) -> [T; N] {
                let mut fill = None;
                let mut i = 0;
                while i < parts.len() {
                    if !parts[i].is_empty() {
                        fill = Some(parts[i][0]);
                        break;
                    }
                    i += 1;
                }
                let mut out = match fill {
                    Some(f) => [f; N],
                    None => panic!("dialect!: nothing to concatenate"),
                };
                let mut k = 0;
                i = 0;
                while i < parts.len() {
                    let mut j = 0;
                    while j < parts[i].len() {
                        out[k] = parts[i][j];
                        k += 1;
                        j += 1;
                    }
                    i += 1;
                }
                out
            }
            const fn __same(a: &str, b: &str) -> bool {
                let (a, b) = (a.as_bytes(), b.as_bytes());
                if a.len() != b.len() {
                    return false;
                }
                let mut i = 0;
                while i < a.len() {
                    if a[i] != b[i] {
                        return false;
                    }
                    i += 1;
                }
                true
            }
            const OP_PARTS: &[&[&'static #rt::ir::OpInfo]] = &[#(#include.ops,)* &[#(&#infos),*]];
            const OPS: &[&'static #rt::ir::OpInfo] = if __len(OP_PARTS) == 0 {
                &[]
            } else {
                &__concat::<_, { __len(OP_PARTS) }>(OP_PARTS)
            };
            const ENUM_PARTS: &[&[&'static #rt::ir::EnumDef]] = &[#(#include.enums,)* &[#(&#enums),*]];
            const ENUMS: &[&'static #rt::ir::EnumDef] = if __len(ENUM_PARTS) == 0 {
                &[]
            } else {
                &__concat::<_, { __len(ENUM_PARTS) }>(ENUM_PARTS)
            };
            const _: () = {
                let mut i = 0;
                while i < OPS.len() {
                    if !__same(OPS[i].dialect, #name) {
                        panic!(#mismatch);
                    }
                    i += 1;
                }
            };
            fn __on_register(ctx: &#rt::ir::Context) {
                #(if let Some(f) = #include.on_register { f(ctx); })*
                #(#rt::conversion::register_patterns(ctx, #patterns);)*
                #(#on_register(ctx);)*
            }
            #rt::ir::DialectInfo {
                name: #name,
                ops: OPS,
                enums: ENUMS,
                attr_defs: &[],
                type_defs: &[],
                on_register: Some(__on_register),
                allow_unknown_ops: false,
                attributes: #rt::ir::AttrSyntax::Open,
                verbatim_attrs: &[],
            }
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn op_views_name_their_info_statics() {
        let p = |s: &str| info_path(&syn::parse_str(s).unwrap()).to_token_stream().to_string();
        assert_eq!(p("MulOp"), "MUL_OP_INFO");
        assert_eq!(p("spec::AddIOp"), "spec :: ADD_I_OP_INFO");
        assert_eq!(p("spec::ADD_OP_INFO"), "spec :: ADD_OP_INFO");
    }

    #[test]
    fn parses_every_key() {
        let out = dialect(quote! {
            /// Docs.
            pub static D = "toy" { include: [spec::DIALECT], ops: [MulOp,], enums: [E_ENUM] };
            static E = "empty";
        })
        .to_string();
        assert!(out.contains("pub static D"), "{out}");
        assert!(out.contains("spec :: DIALECT . ops"), "{out}");
        assert!(out.contains("& MUL_OP_INFO"), "{out}");
        assert!(out.contains("static E"), "{out}");
        let err = dialect(quote!(static D = "toy" { opz: [] };)).to_string();
        assert!(err.contains("unknown key `opz`"), "{err}");
    }
}
