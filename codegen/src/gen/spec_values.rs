//! Construction code for the types and default values the spec writes in MLIR syntax
//! (read by `model::spec_values`): the generated code builds them through the context's
//! constructors, so the runtime never parses spec text.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::GenOptions;
use crate::model::spec_values::{spec_attr, spec_type, IntSign, SpecAttr, SpecType};
use crate::model::Model;

/// An expression of type `Type` building `text`, with `ctx: &Context` in scope.
pub fn type_expr(text: &str, opts: &GenOptions) -> TokenStream {
    match spec_type(text) {
        Ok(t) => spec_type_expr(&t, opts),
        // The model rejected it already; keep the generated code honest anyway.
        Err(e) => quote!(compile_error!(#e)),
    }
}

fn spec_type_expr(t: &SpecType, opts: &GenOptions) -> TokenStream {
    let rt = opts.rt();
    match t {
        SpecType::Int { width, signedness: IntSign::Signless } => quote!(ctx.integer_type(#width)),
        SpecType::Int { width, signedness } => {
            let s = format_ident!("{}", format!("{signedness:?}"));
            quote!(ctx.intern_type(#rt::ir::TypeData::Integer { width: #width, signedness: #rt::ir::Signedness::#s }))
        }
        SpecType::Index => quote!(ctx.index_type()),
        SpecType::Float(k) => {
            let v = format_ident!("{}", k.to_uppercase());
            quote!(ctx.float_type(#rt::ir::FloatKind::#v))
        }
        SpecType::None => quote!(ctx.common().none),
        SpecType::LlvmPtr(a) => quote!(#rt::llvm_types::ptr(ctx, #a)),
        SpecType::LlvmToken => quote!(#rt::llvm_types::token(ctx)),
        SpecType::LlvmVoid => quote!(#rt::llvm_types::void(ctx)),
        SpecType::LlvmLabel => quote!(#rt::llvm_types::label(ctx)),
        SpecType::LlvmMetadata => quote!(#rt::llvm_types::metadata(ctx)),
    }
}

/// `Some(&SpecDefault { .. })` for a default value, or `None` (in a static's initializer).
pub fn default_ref(model: &Model, text: Option<&String>, opts: &GenOptions) -> TokenStream {
    match text {
        Some(text) => {
            let v = default_value(model, text, opts);
            quote!(Some(&#v))
        }
        None => quote!(None),
    }
}

/// The `SpecDefault { .. }` describing a default value.
pub fn default_value(model: &Model, text: &str, opts: &GenOptions) -> TokenStream {
    let rt = opts.rt();
    let value = match spec_attr(model, text) {
        Ok(a) => value_expr(model, &a, opts),
        // The model rejected it already; keep the generated code honest anyway.
        Err(e) => quote!(compile_error!(#e)),
    };
    quote!(#rt::ir::SpecDefault { text: #text, value: #value })
}

fn value_expr(model: &Model, a: &SpecAttr, opts: &GenOptions) -> TokenStream {
    let rt = opts.rt();
    let root = super::path(&opts.gen_root);
    match a {
        SpecAttr::Int { value, ty } => {
            let ty = match ty {
                SpecType::Index => quote!(#rt::ir::SpecIntType::Index),
                SpecType::Int { width, signedness } => {
                    let s = format_ident!("{}", format!("{signedness:?}"));
                    quote!(#rt::ir::SpecIntType::Integer { width: #width, signedness: #rt::ir::Signedness::#s })
                }
                _ => quote!(compile_error!("integer default of a non-integer type")),
            };
            let Ok(v) = i64::try_from(*value) else {
                return quote!(compile_error!("integer default out of range"));
            };
            quote!(#rt::ir::SpecValue::Int { value: #v, ty: #ty })
        }
        SpecAttr::Bool(b) => quote!(#rt::ir::SpecValue::Bool(#b)),
        SpecAttr::Unit => quote!(#rt::ir::SpecValue::Unit),
        SpecAttr::Enum { enum_index, value } => {
            let e = &model.enums[*enum_index];
            let m = format_ident!("{}", super::module_name(&e.file));
            let d = super::names::enum_def_ident(e);
            quote!(#rt::ir::SpecValue::Enum(&#root::#m::#d, #value))
        }
        SpecAttr::Def { def_index } => {
            let d = &model.attr_defs[*def_index];
            let m = format_ident!("{}", super::module_name(&d.file));
            let s = super::names::static_ident(d, true);
            quote!(#rt::ir::SpecValue::Def(&#root::#m::#s))
        }
    }
}
