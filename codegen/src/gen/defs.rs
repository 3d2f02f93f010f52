//! Type and attribute definition tables: one `static` per spec `TypeDef` / `AttrDef`,
//! describing its mnemonic and parameters, from which the runtime parses and prints
//! `#dialect.mnemonic<name = value, ...>` attributes and checks type mnemonics.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::GenOptions;
use crate::model::{DefDef, Model};

pub fn attr_def_items(model: &Model, d: &DefDef, opts: &GenOptions, lines: &super::lines::Lines) -> TokenStream {
    let rt = opts.rt();
    let id = super::names::static_ident(d, true);
    let (name, dialect, mnemonic, summary) = (&d.name, &d.dialect, &d.mnemonic, &d.summary);
    let defined_at = lines.pos(opts, &d.file, d.line);
    let custom = d.custom;
    let alias = d.mnemonic_alias;
    let optional_body = d.optional_body;
    let ods_name = &d.ods_name;
    let params: Vec<TokenStream> = d
        .params
        .iter()
        .map(|p| {
            let pname = &p.name;
            let kind = match p.ty.as_str() {
                _ if p.native_syntax.is_some() => {
                    let m = opts.native(p.native_syntax.as_deref().unwrap_or_default());
                    quote!(#rt::ir::ParamKind::Native {
                        parse: &(#m::parse as #rt::parse::parser::NativeParamParse),
                        print: &(#m::print as #rt::print::attrs::NativeParamPrint),
                    })
                }
                // A list of, or one, attribute of an interface: the implementing mnemonics.
                ty if !implementers(
                    model,
                    d,
                    ty.strip_prefix("ArrayRef<").and_then(|t| t.strip_suffix('>')).unwrap_or(ty),
                )
                .is_empty() =>
                {
                    let inner = ty.strip_prefix("ArrayRef<").and_then(|t| t.strip_suffix('>'));
                    let ms = implementers(model, d, inner.unwrap_or(ty));
                    if let Some(inner) = inner {
                        let cpp = format!("::llvm::ArrayRef<{inner}>");
                        quote!(#rt::ir::ParamKind::ListOf(#cpp, &[#(#ms),*]))
                    } else {
                        quote!(#rt::ir::ParamKind::OneOf(#ty, &[#(#ms),*]))
                    }
                }
                ty if ty.starts_with("ArrayRef<") => quote!(#rt::ir::ParamKind::List),
                "u32" | "u64" | "i32" | "i64" | "int" => quote!(#rt::ir::ParamKind::Int),
                "bool" => quote!(#rt::ir::ParamKind::Bool),
                ty => {
                    if let Some(e) = model.enums.iter().find(|e| e.name == ty) {
                        let root = super::path(&opts.gen_root);
                        let m = format_ident!("{}", super::module_name(&e.file));
                        let ei = super::names::enum_def_ident(e);
                        quote!(#rt::ir::ParamKind::Enum(&#root::#m::#ei))
                    } else if let Some(n) = model.attr_defs.iter().find(|a| a.name == ty && a.dialect == d.dialect) {
                        let mn = &n.mnemonic;
                        quote!(#rt::ir::ParamKind::Nested(#mn))
                    } else {
                        quote!(#rt::ir::ParamKind::Attr)
                    }
                }
            };
            let default = super::spec_values::default_ref(model, p.default.as_ref(), opts);
            let optional = p.optional;
            let cpp = if !p.cpp_type.is_empty() {
                p.cpp_type.clone()
            } else if let Some(inner) = p.ty.strip_prefix("ArrayRef<") {
                format!("::llvm::ArrayRef<{inner}")
            } else {
                match p.ty.as_str() {
                    "u64" => "uint64_t".to_string(),
                    "u32" => "uint32_t".to_string(),
                    "i64" => "int64_t".to_string(),
                    "i32" => "int32_t".to_string(),
                    t => t.to_string(),
                }
            };
            let invalid = &p.invalid_keyword;
            quote!(#rt::ir::ParamInfo {
                name: #pname,
                kind: #kind,
                default: #default,
                optional: #optional,
                cpp_type: #cpp,
                invalid_keyword: #invalid,
            })
        })
        .collect();
    let format: Vec<TokenStream> = d
        .positional
        .iter()
        .map(|item| match item {
            crate::model::FormatItem::Literal(l) => quote!(#rt::ir::FormatItem::Literal(#l)),
            crate::model::FormatItem::Param(i) => {
                let i = *i as u16;
                quote!(#rt::ir::FormatItem::Param(#i))
            }
        })
        .collect();
    let doc = format!(" `#{}.{}` ({}:{}): {}", d.dialect, d.mnemonic, d.file, d.line, d.summary);
    quote! {
        #[doc = #doc]
        pub static #id: #rt::ir::AttrDefInfo = #rt::ir::AttrDefInfo {
            name: #name,
            dialect: #dialect,
            mnemonic: #mnemonic,
            summary: #summary,
            params: &[#(#params),*],
            custom: #custom,
            mnemonic_alias: #alias,
            optional_body: #optional_body,
            format: &[#(#format),*],
            ods_name: #ods_name,
            defined_at: #defined_at,
        };
    }
}

/// The mnemonics of the attribute definitions of `d`'s dialect implementing interface `ty`.
fn implementers<'m>(model: &'m Model, d: &DefDef, ty: &str) -> Vec<&'m str> {
    model
        .attr_defs
        .iter()
        .filter(|a| a.dialect == d.dialect && a.implements.iter().any(|i| i == ty))
        .map(|a| a.mnemonic.as_str())
        .collect()
}

pub fn type_def_items(d: &DefDef, opts: &GenOptions, lines: &super::lines::Lines) -> TokenStream {
    let id = super::names::static_ident(d, false);
    if !d.statics_in.is_empty() {
        // Generated into that runtime module instead (`type_def_statics`): re-export it, so
        // the dialect table and other generated code name it where they always did.
        let m = super::path(&format!("{}::{}::defs", opts.runtime, d.statics_in));
        return quote!(pub use #m::#id;);
    }
    type_def_static(d, opts, lines)
}

/// The statics of the type definitions whose `staticsIn` is `module`, for that runtime
/// module's build script (`build_script::Part::TypeDefs`).
pub fn type_def_statics(model: &Model, module: &str, opts: &GenOptions) -> TokenStream {
    let items = model
        .type_defs
        .iter()
        .filter(|d| d.statics_in == module)
        .map(|d| type_def_static(d, opts, &super::lines::Lines::inline()));
    quote!(#(#items)*)
}

fn type_def_static(d: &DefDef, opts: &GenOptions, lines: &super::lines::Lines) -> TokenStream {
    let rt = opts.rt();
    let id = super::names::static_ident(d, false);
    let (name, dialect, mnemonic, summary) = (&d.name, &d.dialect, &d.mnemonic, &d.summary);
    let defined_at = lines.pos(opts, &d.file, d.line);
    let custom = d.custom;
    let params: Vec<TokenStream> = d
        .params
        .iter()
        .map(|p| {
            let (n, t, s) = (&p.name, &p.ty, &p.summary);
            quote!((#n, #t, #s))
        })
        .collect();
    let doc = format!(" `!{}.{}` ({}:{}): {}", d.dialect, d.mnemonic, d.file, d.line, d.summary);
    quote! {
        #[doc = #doc]
        pub static #id: #rt::ir::TypeDefInfo = #rt::ir::TypeDefInfo {
            name: #name,
            dialect: #dialect,
            mnemonic: #mnemonic,
            summary: #summary,
            params: &[#(#params),*],
            custom: #custom,
            defined_at: #defined_at,
        };
    }
}
