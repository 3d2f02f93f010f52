//! Predicate code: spec predicate dags become calls into the runtime's predicate library
//! (`ir::pred::ty` for types, `ir::pred::attr` for attributes); named constraints become
//! functions that ops call.

use heck::ToSnakeCase;
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::{path, GenOptions};
use crate::model::{Constraint, Model, NamedConstraint, Pred, PredArg};

/// Attribute predicates whose nested predicate arguments are about types.
const ATTR_PREDS_OVER_TYPES: &[&str] = &["IntegerAttrOf", "FloatAttrOf", "TypeAttrOf"];

/// The function a named constraint becomes.
pub fn constraint_fn(_model: &Model, c: &NamedConstraint, opts: &GenOptions) -> TokenStream {
    let name = fn_ident(&c.record);
    let body = pred_expr(&c.pred, quote!(x), c.is_attr, opts);
    let doc = format!(" `{}` ({}:{}): {}", c.record, c.file, c.line, c.summary);
    let arg_ty = if c.is_attr { quote!(Attribute) } else { quote!(Type) };
    let ctx = super::ctx_param(&body);
    quote! {
        #[doc = #doc]
        pub fn #name(#ctx: &Context, x: #arg_ty) -> bool {
            #body
        }
    }
}

pub fn fn_ident(record: &str) -> proc_macro2::Ident {
    format_ident!("{}", sanitize(&record.to_snake_case()))
}

fn sanitize(s: &str) -> String {
    let s: String = s.chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' { c } else { '_' }).collect();
    if super::is_rust_keyword(&s) {
        format!("{s}_")
    } else if s.starts_with(|c: char| c.is_ascii_digit()) {
        format!("_{s}")
    } else {
        s
    }
}

/// A boolean expression checking `value` (a `Type` or `Attribute` expression) against a
/// constraint; `ctx` must be in scope.
pub fn check(c: &Constraint, value: TokenStream, is_attr: bool, opts: &GenOptions) -> TokenStream {
    match named_fn(c, opts) {
        Some(f) => quote!(#f(ctx, #value)),
        None => pred_expr(&c.pred, value, is_attr, opts),
    }
}

/// The path of a named constraint's function (`None` for an anonymous constraint).
pub fn named_fn(c: &Constraint, opts: &GenOptions) -> Option<TokenStream> {
    let (file, _) = c.named.as_ref()?;
    let m = format_ident!("{}", super::module_name(file));
    let root = path(&opts.gen_root);
    let f = fn_ident(&c.record);
    Some(quote!(#root::#m::#f))
}

pub fn pred_expr(p: &Pred, value: TokenStream, is_attr: bool, opts: &GenOptions) -> TokenStream {
    let rt = opts.rt();
    match p {
        Pred::And(ps) => {
            let parts: Vec<_> = ps.iter().map(|p| pred_expr(p, value.clone(), is_attr, opts)).collect();
            quote!((#(#parts)&&*))
        }
        Pred::Or(ps) => {
            let parts: Vec<_> = ps.iter().map(|p| pred_expr(p, value.clone(), is_attr, opts)).collect();
            quote!((#(#parts)||*))
        }
        Pred::Not(p) => {
            let inner = pred_expr(p, value, is_attr, opts);
            quote!((!#inner))
        }
        Pred::Native(name, _) => {
            let f = opts.native(name);
            quote!(#f(ctx, #value))
        }
        Pred::Call { name, args, library } => {
            let f = format_ident!("{}", sanitize(&name.to_snake_case()));
            let nested_is_attr = is_attr && !ATTR_PREDS_OVER_TYPES.contains(&name.as_str());
            let args: Vec<TokenStream> = args
                .iter()
                .map(|a| match a {
                    PredArg::Int(i) => quote!(#i),
                    PredArg::Str(s) => quote!(#s),
                    PredArg::Ints(v) => quote!(&[#(#v),*]),
                    PredArg::Pred(p) => {
                        let inner = pred_expr(p, quote!(x), nested_is_attr, opts);
                        let ty = if nested_is_attr { quote!(Attribute) } else { quote!(Type) };
                        let ctx = super::ctx_param(&inner);
                        quote!(&|#ctx: &Context, x: #ty| -> bool { #inner })
                    }
                })
                .collect();
            if !library.is_empty() {
                let lib = path(&format!("{}::{}", opts.runtime, library));
                return quote!(#lib::#f(ctx, #value #(, #args)*));
            }
            let module = if is_attr { quote!(attr) } else { quote!(ty) };
            quote!(#rt::ir::pred::#module::#f(ctx, #value #(, #args)*))
        }
    }
}
