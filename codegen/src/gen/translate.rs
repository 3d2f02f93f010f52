//! LLVM IR emitters: one Rust function per `llvmInstruction` template, an intrinsic call
//! description per `llvm.intr.*` op, and the per-file `TRANSLATIONS` table the translator
//! looks ops up in.

use heck::{ToShoutySnakeCase, ToSnakeCase};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::GenOptions;
use crate::model::{HelperArg, Model, OpDef, TplPiece, TplRef};

/// The `TRANSLATIONS` table and the emitter functions of the ops of `file`.
pub fn translation_items(model: &Model, file: &str, opts: &GenOptions) -> TokenStream {
    let rt = opts.rt();
    let mut fns = Vec::new();
    let mut entries = Vec::new();
    for op in model.ops.iter().filter(|o| o.file == file) {
        let name = &op.name;
        let snake = super::names::struct_ident(op).to_string().to_snake_case();
        let at = format!("`{}` ({}:{})", op.name, op.file, op.line);
        if !op.llvm_template.is_empty() {
            let f = format_ident!("translate_{}", snake);
            let body = pieces(model, op, &op.llvm_template, opts);
            let doc = format!(" {at}: writes its `llvmInstruction` template.");
            fns.push(quote! {
                #[doc = #doc]
                fn #f(e: &mut #rt::translate::Inst<'_>, op: OpRef<'_>) { #body }
            });
            entries.push(quote!((#name, #rt::translate::Translation::Template(#f))));
        } else if let Some(d) = &op.llvm_intrinsic_def {
            let (operands, _) = super::names::arity_consts(op);
            let iname = &d.name;
            let ov: Vec<TokenStream> = d
                .overloaded
                .iter()
                .map(|(r, elem)| {
                    let r = ref_tokens(op, *r, &rt);
                    let e = elem.map(|e| e as i32).unwrap_or(-1);
                    quote!((#r, #e))
                })
                .collect();
            let args: Vec<TokenStream> = d
                .args
                .iter()
                .map(|r| match *r {
                    TplRef::Attr(i) if d.metadata_args.contains(&i) => metadata_arg(model, op, i, opts),
                    r => ref_tokens(op, r, &rt),
                })
                .collect();
            // The fields that differ from `Intrinsic::DEFAULT`.
            let mut fields = vec![quote!(name: #iname,), quote!(operands: #operands,)];
            if !ov.is_empty() {
                fields.push(quote!(overloaded: &[#(#ov),*],));
            }
            if !args.is_empty() {
                fields.push(quote!(args: &[#(#args),*],));
            }
            let strs = [
                ("decl_ret_attrs", &d.decl_ret_attrs),
                ("decl_attrs", &d.decl_attrs),
                ("call_attrs", &d.call_attrs),
                ("ret_type", &d.ret_type),
            ];
            for (field, v) in strs {
                if !v.is_empty() {
                    let field = format_ident!("{}", field);
                    fields.push(quote!(#field: #v,));
                }
            }
            let lists = [
                ("decl_param_attrs", &d.decl_param_attrs),
                ("call_arg_attrs", &d.call_arg_attrs),
                ("param_types", &d.param_types),
            ];
            for (field, v) in lists {
                if !v.is_empty() {
                    let field = format_ident!("{}", field);
                    fields.push(quote!(#field: &[#(#v),*],));
                }
            }
            if let Some(r) = d.poison_as {
                let r = ref_tokens(op, r, &rt);
                fields.push(quote!(poison_as: Some(#r),));
            }
            if !d.call_metadata.is_empty() {
                let f = format_ident!("{}_call_metadata", snake);
                let body = pieces(model, op, &d.call_metadata, opts);
                let doc = format!(" {at}: writes its `llvmCallMetadata`.");
                fns.push(quote! {
                    #[doc = #doc]
                    fn #f(e: &mut #rt::translate::Inst<'_>, op: OpRef<'_>) { #body }
                });
                fields.push(quote!(call_metadata: Some(#f),));
            }
            let id = format_ident!("{}_INTRINSIC", snake.to_shouty_snake_case());
            let doc = format!(" {at}: the intrinsic it calls.");
            fns.push(quote! {
                #[doc = #doc]
                static #id: #rt::translate::Intrinsic = #rt::translate::Intrinsic {
                    #(#fields)*
                    ..#rt::translate::Intrinsic::DEFAULT
                };
            });
            entries.push(quote!((#name, #rt::translate::Translation::Intrinsic(&#id))));
        } else if !op.llvm_native.is_empty() {
            let f = native_path(&op.llvm_native, opts);
            entries.push(quote!((#name, #rt::translate::Translation::Native(#f))));
        }
    }
    if entries.is_empty() {
        return quote!();
    }
    quote! {
        #(#fns)*
        /// How each op of this file becomes LLVM IR.
        pub static TRANSLATIONS: &[(&str, #rt::translate::Translation)] = &[#(#entries),*];
    }
}

/// `llvm::translate_call` -> `<runtime>::translate::native::translate_call`.
fn native_path(name: &str, opts: &GenOptions) -> TokenStream {
    let f = name.rsplit("::").next().unwrap_or(name);
    super::path(&format!("{}::translate::native::{}", opts.runtime, f))
}

fn ref_tokens(op: &OpDef, r: TplRef, rt: &TokenStream) -> TokenStream {
    match r {
        TplRef::Operand(i) => {
            let i = i as u16;
            quote!(#rt::translate::Ref::Operand(#i))
        }
        TplRef::Result(i) => {
            let i = i as u16;
            quote!(#rt::translate::Ref::Result(#i))
        }
        TplRef::Attr(i) => {
            let n = &op.attrs[i].name;
            quote!(#rt::translate::Ref::Attr(#n))
        }
    }
}

/// An attribute passed as a `metadata !"..."` argument: its enum (for the case's LLVM
/// keyword), if it is one.
fn metadata_arg(model: &Model, op: &OpDef, i: usize, opts: &GenOptions) -> TokenStream {
    let rt = opts.rt();
    let a = &op.attrs[i];
    let name = &a.name;
    match a.enum_record.as_ref().and_then(|r| model.enums.iter().find(|e| &e.record == r)) {
        Some(e) => {
            let m = format_ident!("{}", super::module_name(&e.file));
            let def = super::names::enum_def_ident(e);
            let root = super::path(&opts.gen_root);
            quote!(#rt::translate::Ref::MetadataArg(#name, Some(&#root::#m::#def)))
        }
        None => quote!(#rt::translate::Ref::MetadataArg(#name, None)),
    }
}

fn group(op: &OpDef, i: usize) -> TokenStream {
    let (operands, _) = super::names::arity_consts(op);
    quote!(ods::operand_group(op, #operands, #i))
}

fn type_of(op: &OpDef, r: TplRef, opts: &GenOptions) -> TokenStream {
    let rt = opts.rt();
    match r {
        TplRef::Operand(i) => {
            let g = group(op, i);
            quote!(op.value_type(#g.get(0)))
        }
        TplRef::Result(i) => {
            let (_, results) = super::names::arity_consts(op);
            quote!(op.value_type(ods::results_group(op, #results, #i).get(0)))
        }
        TplRef::Attr(_) => quote!(#rt::llvm_types::void(e.ctx())),
    }
}

fn attr_value(model: &Model, op: &OpDef, i: usize, opts: &GenOptions) -> TokenStream {
    let a = &op.attrs[i];
    let name = &a.name;
    if let Some(e) = a.enum_record.as_ref().and_then(|r| model.enums.iter().find(|e| &e.record == r)) {
        let m = format_ident!("{}", super::module_name(&e.file));
        let def = super::names::enum_def_ident(e);
        let root = super::path(&opts.gen_root);
        return quote!(e.enum_attr(ods::attr_enum_value(op, #name), &#root::#m::#def));
    }
    quote!(e.attr(ods::attr_or_default(op, #name)))
}

fn pieces(model: &Model, op: &OpDef, ps: &[TplPiece], opts: &GenOptions) -> TokenStream {
    let rt = opts.rt();
    let stmts: Vec<TokenStream> = ps
        .iter()
        .map(|p| match p {
            TplPiece::Text(t) => quote!(e.text(#t);),
            TplPiece::Typed(i) => {
                let g = group(op, *i);
                quote!(e.typed_group(#g);)
            }
            TplPiece::Value(i) => {
                let g = group(op, *i);
                quote!(e.value_group(#g);)
            }
            TplPiece::Attr(i) => {
                let v = attr_value(model, op, *i, opts);
                quote!(#v;)
            }
            TplPiece::TypeOf(r) => {
                let t = type_of(op, *r, opts);
                quote!(e.ty(#t);)
            }
            TplPiece::Cond { on, then, els } => {
                let cond = match on {
                    TplRef::Operand(i) => {
                        let g = group(op, *i);
                        quote!(!#g.is_empty())
                    }
                    TplRef::Attr(i) => {
                        let n = &op.attrs[*i].name;
                        quote!(e.is_set(op.attr(#n)))
                    }
                    TplRef::Result(_) => quote!(true),
                };
                let t = pieces(model, op, then, opts);
                let f = pieces(model, op, els, opts);
                quote!(if #cond { #t } else { #f })
            }
            TplPiece::Helper { name, args } => {
                let f = format_ident!("{}", name);
                let args: Vec<TokenStream> = args
                    .iter()
                    .map(|a| match a {
                        HelperArg::Ref(TplRef::Operand(i)) => {
                            let g = group(op, *i);
                            quote!(#rt::translate::HelperArg::Values(#g))
                        }
                        HelperArg::Ref(TplRef::Attr(i)) => {
                            let n = &op.attrs[*i].name;
                            quote!(#rt::translate::HelperArg::Attr(ods::attr_or_default(op, #n)))
                        }
                        HelperArg::Ref(r @ TplRef::Result(_)) | HelperArg::TypeOf(r) => {
                            let t = type_of(op, *r, opts);
                            quote!(#rt::translate::HelperArg::Type(#t))
                        }
                        HelperArg::Str(s) => quote!(#rt::translate::HelperArg::Str(#s)),
                    })
                    .collect();
                quote!(#rt::translate::helpers::#f(e, &[#(#args),*]);)
            }
        })
        .collect();
    quote!(#(#stmts)*)
}
