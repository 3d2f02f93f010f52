//! Names of the items generated for an op (its view struct, registry entry, accessors
//! and arity constants), shared by the op, syntax, pattern and translation generators.

use heck::{ToShoutySnakeCase, ToSnakeCase, ToUpperCamelCase};
use proc_macro2::TokenStream;
use quote::format_ident;
use quote::quote;

use crate::model::{DefDef, EnumDef, OpDef};

/// The static holding an enum's description.
pub fn enum_def_ident(e: &EnumDef) -> proc_macro2::Ident {
    format_ident!("{}_ENUM", e.record.to_shouty_snake_case())
}

/// The static describing a spec `AttrDef` (`attr`) or `TypeDef`.
pub fn static_ident(d: &DefDef, attr: bool) -> proc_macro2::Ident {
    format_ident!("{}_{}", d.record.to_shouty_snake_case(), if attr { "ATTR_DEF" } else { "TYPE_DEF" })
}

/// `Arith_AddIOp` -> `AddIOp`.
pub fn struct_ident(op: &OpDef) -> proc_macro2::Ident {
    let base = match op.record.split_once('_') {
        Some((_, rest)) if !rest.is_empty() => rest,
        _ => op.record.as_str(),
    };
    format_ident!("{}", base.to_upper_camel_case())
}

pub fn info_ident(op: &OpDef) -> proc_macro2::Ident {
    format_ident!("{}_INFO", struct_ident(op).to_string().to_shouty_snake_case())
}

/// The static holding the default of the op's attribute `attr`.
pub fn default_ident(op: &OpDef, attr: &str) -> proc_macro2::Ident {
    format_ident!("{}_{}_DEFAULT", struct_ident(op).to_string().to_shouty_snake_case(), attr.to_shouty_snake_case())
}

pub fn accessor_ident(name: &str) -> proc_macro2::Ident {
    let s = name.to_snake_case();
    if super::is_rust_keyword(&s) || s == "op" || s == "cast" {
        format_ident!("{}_", s)
    } else {
        format_ident!("{}", s)
    }
}

/// An op's operand and result group arities, as read from its `OpInfo` static (a path
/// relative to the op's module).
pub fn arity_consts(op: &OpDef) -> (TokenStream, TokenStream) {
    let info = info_ident(op);
    (quote!(#info.operand_arities), quote!(#info.result_arities))
}
