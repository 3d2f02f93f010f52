//! Enum code: a Rust type per spec enum (a plain enum, or a bit-set newtype for bit
//! enums) and the `EnumDef` static the runtime uses to parse and print it.

use heck::{ToShoutySnakeCase, ToUpperCamelCase};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::GenOptions;
use crate::model::EnumDef;

/// The Rust type of an enum.
pub fn type_ident(e: &EnumDef) -> proc_macro2::Ident {
    format_ident!("{}", e.name.to_upper_camel_case())
}

pub fn enum_items(e: &EnumDef, opts: &GenOptions) -> TokenStream {
    let rt = opts.rt();
    let def = super::names::enum_def_ident(e);
    let ty = type_ident(e);
    let name = &e.name;
    let summary = &e.summary;
    let dialect = &e.dialect;
    let mnemonic = if e.storage == "dialect" { e.mnemonic.clone() } else { String::new() };
    let sep = &e.separator;
    let bit = e.bit_enum;
    let cases: Vec<TokenStream> = e
        .cases
        .iter()
        .map(|c| {
            let k = &c.keyword;
            let v = c.value as u64;
            quote!((#k, #v))
        })
        .collect();
    let llvm_keywords: Vec<String> = if e.cases.iter().any(|c| c.llvm_keyword.is_some()) {
        e.cases.iter().map(|c| c.llvm_keyword.clone().unwrap_or_else(|| c.keyword.clone())).collect()
    } else {
        Vec::new()
    };
    let flag_order: Vec<u16> = e.llvm_flag_order.iter().map(|&i| i as u16).collect();
    let groups: Vec<u16> = e.cases.iter().enumerate().filter(|(_, c)| c.is_group).map(|(i, _)| i as u16).collect();
    let doc = format!(" `{}` ({}): {}", e.record, e.file, e.summary);
    let int_width: u32 = if e.storage == "int" { e.int_type.trim_start_matches('i').parse().unwrap_or(64) } else { 0 };
    let statics = quote! {
        #[doc = #doc]
        pub static #def: #rt::ir::EnumDef = #rt::ir::EnumDef {
            name: #name,
            summary: #summary,
            dialect: #dialect,
            mnemonic: #mnemonic,
            cases: &[#(#cases),*],
            bit_enum: #bit,
            separator: #sep,
            int_width: #int_width,
            llvm_keywords: &[#(#llvm_keywords),*],
            llvm_flag_order: &[#(#flag_order),*],
            groups: &[#(#groups),*],
        };
    };
    // The attribute holding a value, as the parser stores it (enum or integer attribute).
    let to_attr = if e.storage == "int" {
        let t = super::spec_values::type_expr(&e.int_type, opts);
        quote!(ctx.integer_attr(#t, v as i128))
    } else {
        quote!(ctx.enum_attr(&#def, v))
    };
    let attr_fn = quote! {
        /// The attribute holding this value.
        pub fn attr(self, ctx: &#rt::ir::Context) -> #rt::ir::Attribute {
            let v = self.value();
            #to_attr
        }
    };
    let rust_type = if e.bit_enum {
        let consts: Vec<TokenStream> = e
            .cases
            .iter()
            .map(|c| {
                let n = format_ident!("{}", sanitize_const(&c.symbol.to_shouty_snake_case()));
                let v = c.value as u64;
                quote!(pub const #n: #ty = #ty(#v);)
            })
            .collect();
        quote! {
            #[doc = #doc]
            #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
            pub struct #ty(pub u64);
            impl #ty {
                #(#consts)*
                pub fn bits(self) -> u64 { self.0 }
                pub fn contains(self, other: #ty) -> bool { self.0 & other.0 == other.0 }
                pub fn from_value(v: u64) -> Option<Self> { Some(#ty(v)) }
                pub fn value(self) -> u64 { self.0 }
                #attr_fn
            }
        }
    } else {
        let variants: Vec<TokenStream> = e
            .cases
            .iter()
            .map(|c| {
                let n = format_ident!("{}", sanitize_variant(&c.symbol.to_upper_camel_case()));
                let v = proc_macro2::Literal::i64_unsuffixed(c.value);
                quote!(#n = #v,)
            })
            .collect();
        let from: Vec<TokenStream> = e
            .cases
            .iter()
            .map(|c| {
                let n = format_ident!("{}", sanitize_variant(&c.symbol.to_upper_camel_case()));
                let v = c.value as u64;
                quote!(#v => Some(#ty::#n),)
            })
            .collect();
        quote! {
            #[doc = #doc]
            #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
            #[repr(i64)]
            pub enum #ty { #(#variants)* }
            impl #ty {
                pub fn from_value(v: u64) -> Option<Self> {
                    match v { #(#from)* _ => None }
                }
                pub fn value(self) -> u64 { self as i64 as u64 }
                pub fn keyword(self) -> &'static str { #def.keyword(self.value()).unwrap_or("") }
                #attr_fn
            }
        }
    };
    quote!(#statics #rust_type)
}

fn sanitize_variant(s: &str) -> String {
    if s.is_empty() {
        "Empty".into()
    } else if s.starts_with(|c: char| c.is_ascii_digit()) {
        format!("V{s}")
    } else if s == "Self" {
        "Self_".into()
    } else {
        s.into()
    }
}

fn sanitize_const(s: &str) -> String {
    if s.is_empty() {
        "EMPTY".into()
    } else if s.starts_with(|c: char| c.is_ascii_digit()) {
        format!("V{s}")
    } else {
        s.into()
    }
}
