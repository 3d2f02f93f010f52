//! Op code: a typed view per op with accessors and a builder, its verifier, its registry
//! entry (`OpInfo`), and the per-dialect table.

use heck::{ToShoutySnakeCase, ToSnakeCase};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::names::{accessor_ident, arity_consts, info_ident, struct_ident};
use super::{asm, preds, GenOptions};
use crate::model::{Arity, AttrDecl, Model, OpDef, TraitDecl, ValueDecl};

pub(crate) fn arity_tokens(a: Arity, _rt: &TokenStream) -> TokenStream {
    match a {
        Arity::Single => quote!(ods::Arity::Single),
        Arity::Optional => quote!(ods::Arity::Optional),
        Arity::Variadic => quote!(ods::Arity::Variadic),
    }
}

fn group_accessor(op: &OpDef, v: &ValueDecl, index: usize, results: bool, rt: &TokenStream) -> TokenStream {
    let (oc, rc) = arity_consts(op);
    let name = accessor_ident(&v.name);
    let which = if results { quote!(results_group) } else { quote!(operand_group) };
    let doc = format!(" {} `{}`: {}", if results { "Result" } else { "Operand" }, v.name, v.constraint.summary);
    let _ = rt;
    let slice =
        if results { quote!(ods::#which(self.0, #rc, #index)) } else { quote!(ods::#which(self.0, #oc, #index)) };
    match v.arity {
        Arity::Single => quote! {
            #[doc = #doc]
            pub fn #name(&self) -> Value { #slice.get(0) }
        },
        Arity::Optional => quote! {
            #[doc = #doc]
            pub fn #name(&self) -> Option<Value> { #slice.first() }
        },
        Arity::Variadic => quote! {
            #[doc = #doc]
            pub fn #name(&self) -> ods::Group<'a> { #slice }
        },
    }
}

fn attr_accessors(model: &Model, a: &AttrDecl, _rt: &TokenStream, opts: &GenOptions) -> TokenStream {
    let name = &a.name;
    let raw = format_ident!("{}_attr", accessor_ident(name).to_string().trim_end_matches('_'));
    let typed = accessor_ident(name);
    let doc = format!(" Attribute `{}`: {}", a.name, a.constraint.summary);
    let get = quote!(self.0.attr(#name));
    let typed_fn = match a.kind.as_str() {
        "int" => {
            quote!(pub fn #typed(&self) -> Option<i64> { ods::attr_int(self.0, #name) })
        }
        "bool" => {
            quote!(pub fn #typed(&self) -> Option<bool> { ods::attr_bool(self.0, #name) })
        }
        "unit" => quote!(pub fn #typed(&self) -> bool { #get.is_some() }),
        "str" => {
            quote!(pub fn #typed(&self) -> Option<&'a str> { ods::attr_str(self.0, #name) })
        }
        "type" => {
            quote!(pub fn #typed(&self) -> Option<Type> { ods::attr_type(self.0, #name) })
        }
        "symbol" | "flatsymbol" => {
            quote!(pub fn #typed(&self) -> Option<&'a str> { ods::attr_symbol(self.0, #name) })
        }
        "i64array" | "i32array" | "boolarray" => {
            quote!(pub fn #typed(&self) -> Option<&'a [i64]> { ods::attr_dense_ints(self.0, #name) })
        }
        "enum" => match a.enum_record.as_ref().and_then(|r| model.enums.iter().find(|e| &e.record == r)) {
            Some(e) => {
                let ty = super::enums::type_ident(e);
                let m = format_ident!("{}", super::module_name(&e.file));
                let root = super::path(&opts.gen_root);
                quote!(pub fn #typed(&self) -> Option<#root::#m::#ty> {
                    ods::attr_enum_value(self.0, #name).and_then(#root::#m::#ty::from_value)
                })
            }
            None => quote!(),
        },
        _ => quote!(),
    };
    quote! {
        #[doc = #doc]
        pub fn #raw(&self) -> Option<Attribute> { #get }
        #typed_fn
    }
}

/// The view struct, its accessors and builder, verifier, parser/printer and `OpInfo`.
pub fn op_items(
    model: &Model,
    op: &OpDef,
    opts: &GenOptions,
    shared: &mut super::SharedFns,
    lines: &super::lines::Lines,
) -> TokenStream {
    let rt = opts.rt();
    let st = struct_ident(op);
    let info = info_ident(op);
    let name = &op.name;
    let doc = format!(" `{}` ({}:{}){}", op.name, op.file, op.line, summary_suffix(&op.summary));
    let operand_arity: Vec<_> = op.operands.iter().map(|o| arity_tokens(o.arity, &rt)).collect();
    let result_arity: Vec<_> = op.results.iter().map(|o| arity_tokens(o.arity, &rt)).collect();
    let operand_acc: Vec<_> =
        op.operands.iter().enumerate().map(|(i, o)| group_accessor(op, o, i, false, &rt)).collect();
    let result_acc: Vec<_> = op.results.iter().enumerate().map(|(i, o)| group_accessor(op, o, i, true, &rt)).collect();
    let attr_acc: Vec<_> = op.attrs.iter().map(|a| attr_accessors(model, a, &rt, opts)).collect();
    let region_acc: Vec<_> = op
        .regions
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let n = accessor_ident(&r.name);
            if r.variadic {
                quote!(pub fn #n(&self) -> &'a [RegionId] { &self.0.regions()[#i..] })
            } else {
                quote!(pub fn #n(&self) -> RegionId { self.0.regions()[#i] })
            }
        })
        .collect();
    let succ_acc: Vec<_> = op
        .successors
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let n = accessor_ident(&s.name);
            if s.variadic {
                quote!(pub fn #n(&self) -> &'a [BlockId] { &self.0.successors()[#i..] })
            } else {
                quote!(pub fn #n(&self) -> BlockId { self.0.successors()[#i] })
            }
        })
        .collect();
    let builder = builder_fn(op);
    let verify_fn = format_ident!("verify_{}", st.to_string().to_snake_case());
    let diag = quote!(#rt::diag::Diagnostic);
    let verify = verify_body(op, opts);
    // The type and attribute constraint tables the verifier checks.
    let mut pred_items = Vec::new();
    let attr_constraints: Vec<TokenStream> =
        op.attrs.iter().map(|a| attr_constraint(op, a, opts, shared, &mut pred_items)).collect();
    let mut constraints_of = |list: &[ValueDecl]| -> Vec<TokenStream> {
        list.iter().map(|v| type_constraint(op, &v.constraint, opts, shared, &mut pred_items)).collect()
    };
    let operand_types = constraints_of(&op.operands);
    let result_types = constraints_of(&op.results);
    let verify_doc =
        format!(" Verifies `{}` ({}:{}) and the ops that check the same things.", op.name, op.file, op.line);
    let (verify_item, verify_fn) = shared.share("verify", verify_fn, &verify, |f| {
        quote! {
            #[doc = #verify_doc]
            fn #f(op: OpRef<'_>) -> Result<(), #diag> {
                #verify
            }
        }
    });
    let (parse_item, print_item, parse_ref, print_ref) = asm::parse_print(model, op, opts, shared);
    let trait_consts: Vec<TokenStream> = op
        .traits
        .iter()
        .filter_map(|t| match t {
            TraitDecl::Native(n) => {
                let c = format_ident!("{}", trait_const(n));
                Some(quote!(#rt::ir::Traits::#c))
            }
            TraitDecl::ImplicitTerminator(_) => Some(quote!(#rt::ir::Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR)),
            _ => None,
        })
        .collect();
    let traits = match trait_consts.split_first() {
        Some((first, rest)) => quote!(traits: #first #(.union(#rest))*,),
        None => quote!(),
    };
    // Spec defaults, one static per distinct value in the module.
    let mut default_statics = Vec::new();
    let mut default_refs = Vec::new();
    for a in &op.attrs {
        let Some(v) = a.default.as_ref() else {
            default_refs.push(None);
            continue;
        };
        let d = super::spec_values::default_value(model, v, opts);
        let (item, id) = shared.share(
            "default",
            super::names::default_ident(op, &a.name),
            &d,
            |id| quote!(static #id: #rt::ir::SpecDefault = #d;),
        );
        default_statics.push(item);
        default_refs.push(Some(id));
    }
    let attr_infos: Vec<TokenStream> = op
        .attrs
        .iter()
        .zip(&default_refs)
        .zip(&attr_constraints)
        .map(|((a, default), constraint)| {
            let n = &a.name;
            let mut fields = vec![quote!(name: #n,)];
            if a.optional {
                fields.push(quote!(optional: true,));
            }
            if let Some(d) = default {
                fields.push(quote!(default: Some(&#d),));
                if a.materialize_default {
                    fields.push(quote!(materialize: true,));
                }
            }
            fields.push(quote!(constraint: Some(#constraint),));
            quote!(#rt::ir::AttrInfo { #(#fields)* ..#rt::ir::AttrInfo::DEFAULT })
        })
        .collect();
    let attrs = if attr_infos.is_empty() { quote!() } else { quote!(attrs: &[#(#attr_infos),*],) };
    // The fields that differ from `OpInfo::DEFAULT`.
    let mut optional_fields = Vec::new();
    if let Some(p) = parse_ref {
        optional_fields.push(quote!(parse: Some(&(#p as #rt::parse::ops::ParseFn)),));
    }
    if let Some(p) = print_ref {
        optional_fields.push(quote!(print: Some(&(#p as #rt::print::ops::PrintFn)),));
    }
    if let Some(n) = op.traits.iter().find_map(|t| match t {
        TraitDecl::ImplicitTerminator(n) => Some(n),
        _ => None,
    }) {
        optional_fields.push(quote!(implicit_terminator: Some(#n),));
    }
    if let Some(d) = &op.default_dialect {
        optional_fields.push(quote!(default_dialect: Some(#d),));
    }
    if let Some(f) = &op.result_names_fn {
        let f = opts.native(f);
        optional_fields.push(quote!(asm_names: #rt::ir::AsmNames::Native(#f),));
    } else if !op.result_names.is_empty() {
        let n = &op.result_names;
        optional_fields.push(quote!(asm_names: #rt::ir::AsmNames::Groups(&[#(#n),*]),));
    } else if op.results.len() >= 2 {
        // mlir-tblgen names the results of ops with several result groups after them.
        let n: Vec<&String> = op.results.iter().map(|r| &r.name).collect();
        optional_fields.push(quote!(asm_names: #rt::ir::AsmNames::Groups(&[#(#n),*]),));
    }
    if let Some((f, kind, elements)) = &op.fold {
        let f = opts.native(f);
        optional_fields.push(quote!(fold: Some(#rt::ir::FoldHook { func: #f, kind: #kind, elements: #elements }),));
    }
    if let Some(f) = &op.effects {
        let f = opts.native(f);
        optional_fields.push(quote!(effects: Some(#f),));
    }
    if !operand_types.is_empty() {
        optional_fields.push(quote!(operand_types: &[#(#operand_types),*],));
    }
    if !result_types.is_empty() {
        optional_fields.push(quote!(result_types: &[#(#result_types),*],));
    }
    if !op.regions.is_empty() {
        let n = op.regions.len();
        optional_fields.push(quote!(regions: #n,));
        if op.regions.iter().any(|r| r.variadic) {
            optional_fields.push(quote!(variadic_regions: true,));
        }
    }
    if !op.successors.is_empty() {
        let n = op.successors.len();
        optional_fields.push(quote!(successors: #n,));
        if op.successors.iter().any(|s| s.variadic) {
            optional_fields.push(quote!(variadic_successors: true,));
        }
    }
    if !op.successor_operands.is_empty() {
        let succ_ops = &op.successor_operands;
        optional_fields.push(quote!(successor_operands: &[#(#succ_ops),*],));
    }
    let defined_at = lines.pos(opts, &op.file, op.line);
    let dialect = &op.dialect;
    quote! {
        #(#default_statics)*

        #[doc = #doc]
        #[derive(Copy, Clone)]
        pub struct #st<'a>(pub OpRef<'a>);

        impl<'a> #st<'a> {
            pub const NAME: &'static str = #name;

            /// The view of `op` if it is this op.
            pub fn cast(op: OpRef<'a>) -> Option<Self> {
                ods::is_op(op, &#info).then_some(#st(op))
            }
            pub fn op(&self) -> OpRef<'a> { self.0 }
            #(#operand_acc)*
            #(#result_acc)*
            #(#attr_acc)*
            #(#region_acc)*
            #(#succ_acc)*
            #builder
        }

        #(#pred_items)*
        #verify_item
        #parse_item
        #print_item

        #[doc = #doc]
        pub static #info: #rt::ir::OpInfo = #rt::ir::OpInfo {
            name: #name,
            dialect: #dialect,
            #traits
            #attrs
            defined_at: #defined_at,
            verify: #verify_fn,
            #(#optional_fields)*
            operand_arities: &[#(#operand_arity),*],
            result_arities: &[#(#result_arity),*],
            ..#rt::ir::OpInfo::DEFAULT
        };
    }
}

fn summary_suffix(s: &str) -> String {
    let s = s.trim();
    if s.is_empty() {
        String::new()
    } else {
        format!(": {s}")
    }
}

/// `SameOperandsAndResultType` -> `SAME_OPERANDS_AND_RESULT_TYPE`.
pub fn trait_const(name: &str) -> String {
    name.to_shouty_snake_case()
}

/// `build(ctx, loc, operands..., attrs..., result types...) -> OperationState`.
fn builder_fn(op: &OpDef) -> TokenStream {
    let mut params = Vec::new();
    let mut body = Vec::new();
    let mut seg_operands = Vec::new();
    for o in &op.operands {
        let n = format_ident!("{}", accessor_ident(&o.name).to_string());
        match o.arity {
            Arity::Single => {
                params.push(quote!(#n: Value));
                body.push(quote!(st.operands.push(#n);));
                seg_operands.push(quote!(1));
            }
            Arity::Optional => {
                params.push(quote!(#n: Option<Value>));
                body.push(quote!(st.operands.extend(#n);));
                seg_operands.push(quote!(#n.is_some() as i64));
            }
            Arity::Variadic => {
                params.push(quote!(#n: &[Value]));
                body.push(quote!(st.operands.extend_from_slice(#n);));
                seg_operands.push(quote!(#n.len() as i64));
            }
        }
    }
    if op.has_native_trait("AttrSizedOperandSegments") {
        body.push(quote! {
            st.add_attr(ctx.ident("operandSegmentSizes"), ctx.dense_i32_array(&[#(#seg_operands),*]));
        });
    }
    for a in &op.attrs {
        let n = format_ident!("{}_attr", accessor_ident(&a.name).to_string().trim_end_matches('_'));
        let name = &a.name;
        params.push(quote!(#n: Option<Attribute>));
        body.push(quote!(st.set_attr(ctx, #name, #n);));
    }
    let mut seg_results = Vec::new();
    for r in &op.results {
        let n = format_ident!("{}_ty", accessor_ident(&r.name).to_string().trim_end_matches('_'));
        match r.arity {
            Arity::Single => {
                params.push(quote!(#n: Type));
                body.push(quote!(st.result_types.push(#n);));
                seg_results.push(quote!(1));
            }
            Arity::Optional => {
                params.push(quote!(#n: Option<Type>));
                body.push(quote!(st.result_types.extend(#n);));
                seg_results.push(quote!(#n.is_some() as i64));
            }
            Arity::Variadic => {
                params.push(quote!(#n: &[Type]));
                body.push(quote!(st.result_types.extend_from_slice(#n);));
                seg_results.push(quote!(#n.len() as i64));
            }
        }
    }
    if op.has_native_trait("AttrSizedResultSegments") {
        body.push(quote! {
            st.add_attr(ctx.ident("resultSegmentSizes"), ctx.dense_i32_array(&[#(#seg_results),*]));
        });
    }
    for s in &op.successors {
        let n = format_ident!("{}", accessor_ident(&s.name).to_string());
        if s.variadic {
            params.push(quote!(#n: &[BlockId]));
            body.push(quote!(st.successors.extend_from_slice(#n);));
        } else {
            params.push(quote!(#n: BlockId));
            body.push(quote!(st.successors.push(#n);));
        }
    }
    let info = info_ident(op);
    quote! {
        /// An `OperationState` for this op; regions are added by the caller.
        #[allow(clippy::too_many_arguments)]
        pub fn build(ctx: &Context, loc: Attribute #(, #params)*) -> OperationState {
            let mut st = OperationState::for_op(ctx, &#info, loc);
            #(#body)*
            st
        }
    }
}

/// The `AttrConstraint` constant for an attribute's constraint (with its extra `whose`
/// conditions): one per distinct constraint of the module, named like type constraints.
fn attr_constraint(
    op: &OpDef,
    a: &AttrDecl,
    opts: &GenOptions,
    shared: &mut super::SharedFns,
    items: &mut Vec<TokenStream>,
) -> TokenStream {
    let rt = opts.rt();
    let mut summary = a.constraint.summary.clone();
    for c in &a.extra {
        summary.push_str(&format!(" whose {}", c.summary));
    }
    let (name, check) = match preds::named_fn(&a.constraint, opts).filter(|_| a.extra.is_empty()) {
        Some(f) => (preds::fn_ident(&a.constraint.record), f),
        None => {
            let cond = preds::check(&a.constraint, quote!(a), true, opts);
            let extra: Vec<_> = a.extra.iter().map(|c| preds::check(c, quote!(a), true, opts)).collect();
            let cond = quote!(#cond #(&& #extra)*);
            let ctx = super::ctx_param(&cond);
            (constraint_ident(&summary), quote!(|#ctx: &Context, a: Attribute| #cond))
        }
    };
    let origin = match (&a.constraint.named, a.extra.is_empty()) {
        (Some((file, line)), true) => format!(" (`{}`, {file}:{line})", a.constraint.record),
        _ => format!(" (first used by `{}`, {}:{})", op.name, op.file, op.line),
    };
    let what = Constrained { struct_name: quote!(#rt::ir::AttrConstraint), doc: "Attribute constraint" };
    constraint_const(what, &name, &summary, check, &origin, shared, items)
}

/// Which constraint table a constant is for.
struct Constrained {
    struct_name: TokenStream,
    doc: &'static str,
}

/// One `const` per distinct constraint of the module (`items` gets it the first time),
/// named after `name`; gives its name.
fn constraint_const(
    what: Constrained,
    name: &proc_macro2::Ident,
    summary: &str,
    check: TokenStream,
    origin: &str,
    shared: &mut super::SharedFns,
    items: &mut Vec<TokenStream>,
) -> TokenStream {
    let id = format_ident!("{}", name.to_string().to_shouty_snake_case());
    let ty = what.struct_name;
    let value = quote!(#ty { summary: #summary, check: #check });
    let (item, id) = shared.share(what.doc, id, &value, |id| {
        let doc = format!(" {}: {summary}{origin}", what.doc);
        quote! {
            #[doc = #doc]
            const #id: #ty = #value;
        }
    });
    items.push(item);
    quote!(#id)
}

/// The `TypeConstraint` constant for a constraint: one per distinct constraint of the
/// module, named after the constraint's function or, for an anonymous one, its summary
/// (its item goes to `items`).
fn type_constraint(
    op: &OpDef,
    c: &crate::model::Constraint,
    opts: &GenOptions,
    shared: &mut super::SharedFns,
    items: &mut Vec<TokenStream>,
) -> TokenStream {
    let rt = opts.rt();
    let summary = &c.summary;
    let (name, check) = match preds::named_fn(c, opts) {
        Some(f) => (preds::fn_ident(&c.record), f),
        None => {
            let cond = preds::check(c, quote!(t), false, opts);
            let ctx = super::ctx_param(&cond);
            (constraint_ident(summary), quote!(|#ctx: &Context, t: Type| #cond))
        }
    };
    let origin = match &c.named {
        Some((file, line)) => format!(" (`{}`, {file}:{line})", c.record),
        None => format!(" (first used by `{}`, {}:{})", op.name, op.file, op.line),
    };
    let what = Constrained { struct_name: quote!(#rt::ir::TypeConstraint), doc: "Type constraint" };
    constraint_const(what, &name, summary, check, &origin, shared, items)
}

/// `is_<summary in snake case>` for an anonymous constraint, cut at a word boundary to
/// stay readable.
fn constraint_ident(summary: &str) -> proc_macro2::Ident {
    let snake: String =
        summary.to_snake_case().chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '_' }).collect();
    let mut name = String::from("is");
    for w in snake.split('_').filter(|w| !w.is_empty()) {
        if name.len() + w.len() > 48 {
            break;
        }
        name.push('_');
        name.push_str(w);
    }
    format_ident!("{}", name)
}

/// Generated checks in MLIR's order: structure (regions, results, successors, operand
/// counts), required attributes, attribute constraints, operand and result
/// constraints, region constraints, traits, then the spec's native check. Group arities
/// come from the op's registered `OpInfo`, so ops that check the same things share one
/// verifier.
fn verify_body(op: &OpDef, opts: &GenOptions) -> TokenStream {
    let rt = opts.rt();
    let mut checks = vec![quote!(ods::verify_shape(op)?;)];
    // Attributes: all required ones first, then the constraints of those present.
    if !op.attrs.is_empty() {
        checks.push(quote!(ods::verify_attributes(op)?;));
    }
    // Operand and result constraints, from the `OpInfo` tables.
    if !op.operands.is_empty() || !op.results.is_empty() {
        checks.push(quote!(ods::verify_types(op)?;));
    }
    // Region constraints.
    for (i, r) in op.regions.iter().enumerate() {
        if r.max_blocks > 0 && !r.variadic {
            let max = r.max_blocks as usize;
            let msg = format!("region #{} ('{}') failed to verify constraint: {}", i, r.name, r.summary);
            checks.push(quote! {
                if op.regions_body().region(op.regions()[#i]).blocks.len() > #max {
                    return Err(ods::op_error(op, #msg));
                }
            });
        }
    }
    // Predicate traits run with the invariants, before structural traits.
    for t in &op.traits {
        if let TraitDecl::PredTrait { summary, function } = t {
            let f = opts.native(function);
            let msg = format!("failed to verify that {summary}");
            checks.push(quote!(if !#f(op) { return Err(ods::op_error(op, #msg)); }));
        }
    }
    // Traits.
    for t in &op.traits {
        let c = match t {
            TraitDecl::Native(n) => match n.as_str() {
                "SameOperandsAndResultType" => {
                    quote!(ods::same_operands_and_result_type(op)?;)
                }
                "SameTypeOperands" => quote!(ods::same_type_operands(op)?;),
                "SameOperandsAndResultShape" => {
                    quote!(ods::same_operands_and_result_shape(op)?;)
                }
                "SameOperandsAndResultElementType" => {
                    quote!(ods::same_operands_and_result_element_type(op)?;)
                }
                "SameOperandsElementType" => quote!(ods::same_operands_element_type(op)?;),
                "SameOperandsShape" => quote!(ods::same_operands_shape(op)?;),
                "ElementwiseMappable" => quote!(ods::elementwise(op)?;),
                "Terminator" => quote!(ods::is_terminator(op)?;),
                _ => quote!(),
            },
            TraitDecl::HasParent(ps) => quote!(ods::has_parent(op, &[#(#ps),*])?;),
            TraitDecl::AllTypesMatch(names) => {
                let vals: Vec<_> = names.iter().map(|n| value_type_expr(op, n, &rt)).collect();
                let msg = format!("failed to verify that all of {{{}}} have same type", names.join(", "));
                quote!(ods::all_equal(op, &[#(#vals),*], #msg)?;)
            }
            TraitDecl::AllElementTypesMatch(names) => {
                let vals: Vec<_> = names.iter().map(|n| value_type_expr(op, n, &rt)).collect();
                let msg = format!("failed to verify that all of {{{}}} have same element type", names.join(", "));
                quote!(ods::all_equal_element_types(op, &[#(#vals),*], #msg)?;)
            }
            TraitDecl::AllShapesMatch(names) => {
                let vals: Vec<_> = names.iter().map(|n| value_type_expr(op, n, &rt)).collect();
                let msg = format!("failed to verify that all of {{{}}} have same shape", names.join(", "));
                quote!(ods::all_equal_shapes(op, &[#(#vals),*], #msg)?;)
            }
            TraitDecl::TypesMatchWith { summary, from, to, transform } => {
                let f = value_type_expr(op, from, &rt);
                let t = value_type_expr(op, to, &rt);
                let tf = opts.native(transform);
                let msg = format!("failed to verify that {summary}");
                let group = if let Some(i) = op.operand(to).filter(|&i| op.operands[i].arity == Arity::Variadic) {
                    Some(quote!(ods::operand_group_at(op, #i)))
                } else {
                    op.result(to)
                        .filter(|&i| op.results[i].arity == Arity::Variadic)
                        .map(|i| quote!(ods::results_group_at(op, #i)))
                };
                if let Some(g) = group {
                    // A variadic group takes the transform's tuple spread over it.
                    checks.push(quote! {
                        if let Some(from) = #f {
                            let have: Vec<Type> = #g.iter().map(|v| op.value_type(v)).collect();
                            if ods::spread_types(op.ctx, #tf(op.ctx, from), have.len()) != have {
                                return Err(ods::op_error(op, #msg));
                            }
                        }
                    });
                    continue;
                }
                quote! {
                    if let (Some(from), Some(to)) = (#f, #t) {
                        if #tf(op.ctx, from) != to {
                            return Err(ods::op_error(op, #msg));
                        }
                    }
                }
            }
            TraitDecl::NativeCheck(_) | TraitDecl::ImplicitTerminator(_) | TraitDecl::PredTrait { .. } => quote!(),
        };
        checks.push(c);
    }
    for t in &op.traits {
        if let TraitDecl::NativeCheck(f) = t {
            let f = opts.native(f);
            checks.push(quote!(#f(op)?;));
        }
    }
    let checks = quote!(#(#checks)*);
    let bind = super::bind_ctx(quote!(op.ctx), &checks);
    quote! {
        #bind
        #checks
        Ok(())
    }
}

/// `Option<Type>`: the type of a single operand/result, or of a typed attribute.
fn value_type_expr(op: &OpDef, name: &str, _rt: &TokenStream) -> TokenStream {
    if let Some(i) = op.operand(name) {
        quote!(ods::operand_group_at(op, #i).first().map(|v| op.value_type(v)))
    } else if let Some(i) = op.result(name) {
        quote!(ods::results_group_at(op, #i).first().map(|v| op.value_type(v)))
    } else {
        quote!(op.attr(#name).and_then(|a| op.ctx.attr_type(a)))
    }
}

/// `pub static DIALECT` for each dialect whose `Dialect` def is in `file`.
pub fn dialect_table(model: &Model, file: &str, opts: &GenOptions) -> TokenStream {
    let rt = opts.rt();
    let root = super::path(&opts.gen_root);
    let mut out = Vec::new();
    for d in model.dialects.iter().filter(|d| d.file == file) {
        let ops: Vec<TokenStream> = model
            .ops
            .iter()
            .filter(|o| o.dialect == d.name && o.external_view.is_none())
            .map(|o| {
                let m = format_ident!("{}", super::module_name(&o.file));
                let i = info_ident(o);
                quote!(&#root::#m::#i)
            })
            .collect();
        let enums: Vec<TokenStream> = model
            .enums
            .iter()
            .filter(|e| e.dialect == d.name)
            .map(|e| {
                let m = format_ident!("{}", super::module_name(&e.file));
                let i = super::names::enum_def_ident(e);
                quote!(&#root::#m::#i)
            })
            .collect();
        let defs_of = |list: &Vec<crate::model::DefDef>, attr: bool| -> Vec<TokenStream> {
            list.iter()
                .filter(|a| a.dialect == d.name)
                .map(|a| {
                    let m = format_ident!("{}", super::module_name(&a.file));
                    let i = super::names::static_ident(a, attr);
                    quote!(&#root::#m::#i)
                })
                .collect()
        };
        let attr_defs = defs_of(&model.attr_defs, true);
        let type_defs = defs_of(&model.type_defs, false);
        let name = &d.name;
        let id = if out.is_empty() {
            format_ident!("DIALECT")
        } else {
            format_ident!("DIALECT_{}", name.to_shouty_snake_case())
        };
        let on_register = match &d.on_register {
            Some(f) => {
                let f = opts.native(f);
                quote!(Some(#f))
            }
            None => quote!(None),
        };
        let allow_unknown_ops = d.allow_unknown_ops;
        let attributes = match d.attributes {
            crate::model::AttrSyntax::Open => quote!(#rt::ir::AttrSyntax::Open),
            crate::model::AttrSyntax::Closed => quote!(#rt::ir::AttrSyntax::Closed),
            crate::model::AttrSyntax::None => quote!(#rt::ir::AttrSyntax::None),
        };
        let verbatim_attrs = &d.verbatim_attrs;
        out.push(quote! {
            /// Registration table of the dialect.
            pub static #id: #rt::ir::DialectInfo = #rt::ir::DialectInfo {
                name: #name,
                ops: &[#(#ops),*],
                enums: &[#(#enums),*],
                attr_defs: &[#(#attr_defs),*],
                type_defs: &[#(#type_defs),*],
                on_register: #on_register,
                allow_unknown_ops: #allow_unknown_ops,
                attributes: #attributes,
                verbatim_attrs: &[#(#verbatim_attrs),*],
            };
        });
    }
    quote!(#(#out)*)
}
