//! Rewrite patterns: one Rust function per `Pat` record (operands remapped by the
//! driver, attributes copied, converted between enums or passed through a named
//! transform, n-D vectors unrolled when asked), and a table per spec file listing them
//! with the `NativePattern`s, for the conversion passes to pick from.

use heck::ToSnakeCase;
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::GenOptions;
use crate::model::{Arg, ConversionRule, Model, PatternDef, PatternKind, ResultArg};

/// The function a pattern becomes (native patterns name theirs in the spec).
fn fn_ident(p: &PatternDef, index: usize) -> proc_macro2::Ident {
    let base = if p.record.starts_with("anonymous") || p.record.is_empty() {
        format!("pattern_line{}_{}", p.line, index)
    } else {
        format!("pattern_{}", p.record.to_snake_case())
    };
    format_ident!("{}", base)
}

/// Functions and the `PATTERNS` table of one spec file.
pub fn pattern_items(model: &Model, file: &str, opts: &GenOptions) -> TokenStream {
    let rt = opts.rt();
    let mut items = Vec::new();
    let mut entries = Vec::new();
    // Function names number patterns within their file, so other files cannot rename them.
    for (i, p) in model.patterns.iter().filter(|p| p.file == file).enumerate() {
        let root = &model.ops[p.root];
        let root_name = &root.name;
        let root_dialect = &root.dialect;
        let at = format!("{}:{}", p.file, p.line);
        let target = &p.target;
        let benefit = p.benefit as i32;
        let (name, apply) = match &p.kind {
            PatternKind::Native { function } => (function.clone(), opts.native(function)),
            PatternKind::Decl { .. } => {
                let f = fn_ident(p, i);
                items.push(decl_fn(model, p, &f, opts));
                (f.to_string(), quote!(#f))
            }
        };
        entries.push(quote! {
            #rt::conversion::Pattern {
                root: #root_name,
                dialect: #root_dialect,
                target: #target,
                name: #name,
                defined_at: #at,
                benefit: #benefit,
                apply: #apply,
            }
        });
    }
    if entries.is_empty() {
        return quote!();
    }
    quote! {
        #(#items)*
        /// The rewrite patterns of this spec file.
        pub static PATTERNS: &[#rt::conversion::Pattern] = &[#(#entries),*];
    }
}

fn decl_fn(model: &Model, p: &PatternDef, f: &proc_macro2::Ident, opts: &GenOptions) -> TokenStream {
    let rt = opts.rt();
    let PatternKind::Decl { binds, result, unroll, decline_unsupported_float, .. } = &p.kind else { return quote!() };
    let float_check = if *decline_unsupported_float {
        quote!(if rw.has_unsupported_float(op) {
            return false;
        })
    } else {
        quote!()
    };
    let src = &model.ops[p.root];
    let dst = &model.ops[result.op];
    let doc = format!(" `{}:{}`: `{}` to `{}`.", p.file, p.line, src.name, dst.name);
    let mut prelude = Vec::new();
    // Bound names: operands first (remapped), then attributes.
    let mut bound_operands = Vec::new();
    for (name, arg) in binds.iter().zip(&src.args) {
        let Some(name) = name else { continue };
        let var = format_ident!("b_{}", name.to_snake_case());
        match arg {
            Arg::Operand(k) => {
                // Operands before `k` are all single (checked for bound ones; the
                // checker rejects variadic roots), so the group index is the operand index.
                let idx = *k;
                prelude.push(quote!(let Some(#var) = rw.operand(op, #idx) else { return false };));
                bound_operands.push(name.clone());
            }
            Arg::Attr(k) => {
                let an = &src.attrs[*k].name;
                prelude.push(quote!(let #var = rw.body.attr(op, ctx.ident(#an));));
            }
        }
    }
    let mut call_operands = Vec::new();
    let mut call_attrs = Vec::new();
    let mut operand_list = Vec::new();
    for (ra, arg) in result.args.iter().zip(&dst.args) {
        match arg {
            Arg::Operand(_) => {
                let ResultArg::Bound(n) = ra else { continue };
                let pos = operand_list.len();
                operand_list.push(format_ident!("b_{}", n.to_snake_case()));
                call_operands.push(quote!(vals[#pos]));
            }
            Arg::Attr(k) => {
                let decl = &dst.attrs[*k];
                let target_enum = decl.enum_record.as_ref().and_then(|r| model.enums.iter().find(|e| &e.record == r));
                let value = match ra {
                    ResultArg::Absent => quote!(None),
                    ResultArg::Bound(n) => {
                        let var = format_ident!("b_{}", n.to_snake_case());
                        let src_enum =
                            binds.iter().zip(&src.args).find(|(b, _)| b.as_deref() == Some(n.as_str())).and_then(
                                |(_, a)| match a {
                                    Arg::Attr(i) => src.attrs[*i].enum_record.clone(),
                                    _ => None,
                                },
                            );
                        match target_enum {
                            Some(e) if src_enum.as_deref() != Some(e.record.as_str()) => {
                                let st = super::names::enum_def_ident(e);
                                let m = format_ident!("{}", super::module_name(&e.file));
                                let gen_root = super::path(&opts.gen_root);
                                quote!(#var.and_then(|a| #rt::conversion::cast_enum(ctx, a, &#gen_root::#m::#st)))
                            }
                            _ => quote!(#var),
                        }
                    }
                    ResultArg::Transform { function, arg } => {
                        let var = format_ident!("b_{}", arg.to_snake_case());
                        let func = opts.native(function);
                        quote!(#func(ctx, #var))
                    }
                };
                call_attrs.push(value);
            }
        }
    }
    let st_ident = super::names::struct_ident(dst);
    let m = format_ident!("{}", super::module_name(&dst.file));
    let gen_root = super::path(&opts.gen_root);
    let nres = src.results.len();
    let ty_args: Vec<TokenStream> =
        (0..nres).map(|i| if *unroll && nres == 1 { quote!(ty) } else { quote!(types[#i]) }).collect();
    let build =
        quote!(#gen_root::#m::#st_ident::build(ctx, rw.loc #(, #call_operands)* #(, #call_attrs)* #(, #ty_args)*));
    let n_ops = operand_list.len();
    // Attributes the pattern reads are consumed; the others carry over as MLIR keeps them.
    let consumed: Vec<String> = binds
        .iter()
        .zip(&src.args)
        .filter_map(|(b, a)| match (b, a) {
            (Some(_), Arg::Attr(i)) => Some(src.attrs[*i].name.clone()),
            _ => None,
        })
        .collect();
    let body = if *unroll && nres == 1 {
        quote! {
            let operands: [#rt::ir::Value; #n_ops] = [#(#operand_list),*];
            let Some(v) = rw.elementwise(&operands, types[0], &mut |rw, vals, ty| {
                let mut st = #build;
                rw.copy_attrs_except(op, &mut st, &[#(#consumed),*]);
                Some(rw.insert_value(st))
            }) else { return false };
            rw.replace_op(op, &[v]);
            true
        }
    } else {
        quote! {
            let vals: [#rt::ir::Value; #n_ops] = [#(#operand_list),*];
            let mut st = #build;
            rw.copy_attrs_except(op, &mut st, &[#(#consumed),*]);
            rw.replace_with(op, st);
            true
        }
    };
    quote! {
        #[doc = #doc]
        #[allow(unused_variables)]
        pub fn #f(rw: &mut #rt::conversion::Rewriter<'_, '_>, op: #rt::ir::OpId) -> bool {
            let ctx = rw.ctx;
            #float_check
            let Some(types) = rw.result_types(op) else { return false };
            #(#prelude)*
            #body
        }
    }
}

/// The `TYPE_CONVERSIONS` table of one spec file: one rule per type kind, pointing at a
/// native function, the identity, or a generated struct-of-converted-parameters function.
pub fn type_conversion_items(model: &Model, file: &str, opts: &GenOptions) -> TokenStream {
    let rt = opts.rt();
    let mut items = Vec::new();
    let mut entries = Vec::new();
    for c in model.type_conversions.iter().filter(|c| c.file == file) {
        let kind = format_ident!("{}", heck::ToUpperCamelCase::to_upper_camel_case(c.kind.as_str()));
        let at = format!("{}:{}", c.file, c.line);
        let apply = match &c.rule {
            ConversionRule::Keep => quote!(#rt::conversion::types::keep),
            ConversionRule::Native(f) => opts.native(f),
            ConversionRule::StructOf(params) => {
                let f = format_ident!("convert_{}_line{}", c.kind, c.line);
                let doc =
                    format!(" `{at}`: a `{}` type becomes a struct of its converted {}.", c.kind, params.join(", "));
                let fields: Vec<TokenStream> = params
                    .iter()
                    .map(|p| quote!(tc.convert(#rt::conversion::types::type_param(tc.ctx, ty, #p)?)?))
                    .collect();
                items.push(quote! {
                    #[doc = #doc]
                    pub fn #f(tc: &#rt::conversion::TypeConverter<'_>, ty: #rt::ir::Type) -> Option<#rt::ir::Type> {
                        Some(tc.ctx.llvm_struct(&[#(#fields),*], false))
                    }
                });
                quote!(#f)
            }
        };
        entries.push(quote! {
            #rt::conversion::types::TypeConversionRule {
                kind: #rt::conversion::types::TypeKind::#kind,
                defined_at: #at,
                apply: #apply,
            }
        });
    }
    if entries.is_empty() {
        return quote!();
    }
    quote! {
        #(#items)*
        /// The type conversion rules of this spec file.
        pub static TYPE_CONVERSIONS: &[#rt::conversion::types::TypeConversionRule] = &[#(#entries),*];
    }
}
