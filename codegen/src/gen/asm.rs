//! Custom-syntax code: a parser and a printer generated from an op's `assemblyFormat`,
//! following MLIR's declarative format semantics (spacing rules, optional groups with
//! anchors, type inference through traits), or references to native functions.

use heck::ToSnakeCase;
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::names::struct_ident;
use super::GenOptions;
use crate::format::{self, Elem, VarKind};
use crate::format_check::{self, var_kind};
use crate::model::{Arity, AttrDecl, EnumDef, Model, OpDef, TraitDecl};

/// (parse fn item, print fn item, `parse:` field value, `print:` field value).
pub fn parse_print(
    model: &Model,
    op: &OpDef,
    opts: &GenOptions,
    shared: &mut super::SharedFns,
) -> (TokenStream, TokenStream, Option<TokenStream>, Option<TokenStream>) {
    if let (Some(p), Some(q)) = (&op.custom_parser, &op.custom_printer) {
        return (quote!(), quote!(), Some(opts.native(p)), Some(opts.native(q)));
    }
    let Some(fmt) = &op.format else {
        return (quote!(), quote!(), None, None);
    };
    let g = Gen { model, op, opts, rt: opts.rt() };
    let snake = struct_ident(op).to_string().to_snake_case();
    let pf = format_ident!("parse_{}", snake);
    let qf = format_ident!("print_{}", snake);
    let parse_body = g.parse_fn(&fmt.elems);
    let print_body = g.print_fn(&fmt.elems);
    let rt = &g.rt;
    let at = format!("`{}` ({}:{})", op.name, op.file, op.line);
    let parse_doc = format!(" Parses {at} (and the ops of the same format) from its custom syntax.");
    let print_doc = format!(" Prints {at} (and the ops of the same format) in its custom syntax.");
    let (parse_item, pf) = shared.share("parse", pf, &parse_body, |f| {
        quote! {
            #[doc = #parse_doc]
            fn #f<'p, 'a>(
                p: &'p mut #rt::parse::ops::OpParser<'a>,
                st: &'p mut OperationState,
            ) -> #rt::parse::PResult<()> {
                #parse_body
            }
        }
    });
    let (print_item, qf) = shared.share("print", qf, &print_body, |f| {
        quote! {
            #[doc = #print_doc]
            fn #f<'p, 'a>(p: &'p mut #rt::print::ops::OpPrinter<'a>, op: OpRef<'a>) {
                #print_body
            }
        }
    });
    (parse_item, print_item, Some(quote!(#pf)), Some(quote!(#qf)))
}

struct Gen<'m> {
    model: &'m Model,
    op: &'m OpDef,
    opts: &'m GenOptions,
    rt: TokenStream,
}

fn o_ident(name: &str) -> proc_macro2::Ident {
    format_ident!("o_{}", name.to_snake_case())
}
fn ol_ident(name: &str) -> proc_macro2::Ident {
    format_ident!("ol_{}", name.to_snake_case())
}
fn ot_ident(name: &str) -> proc_macro2::Ident {
    format_ident!("ot_{}", name.to_snake_case())
}
fn rt_ident(name: &str) -> proc_macro2::Ident {
    format_ident!("rt_{}", name.to_snake_case())
}

/// MLIR's rule for a space before a literal.
fn space_before(lit: &str, last_was_punct: bool) -> bool {
    if lit.len() != 1 && lit != "->" {
        return true;
    }
    let c = lit.chars().next().unwrap_or(' ');
    if last_was_punct {
        !">)}],".contains(c)
    } else {
        !"<>(){}[],".contains(c)
    }
}

impl Gen<'_> {
    fn enum_of(&self, a: &AttrDecl) -> Option<&EnumDef> {
        let r = a.enum_record.as_ref()?;
        self.model.enums.iter().find(|e| &e.record == r)
    }

    fn enum_path(&self, e: &EnumDef) -> TokenStream {
        let root = super::path(&self.opts.gen_root);
        let m = format_ident!("{}", super::module_name(&e.file));
        let d = super::names::enum_def_ident(e);
        quote!(#root::#m::#d)
    }

    fn format_elems(&self) -> &[Elem] {
        self.op.format.as_ref().map_or(&[], |f| &f.elems[..])
    }

    /// Whether the format reads the types of all operands as one list (`type(operands)`,
    /// `functional-type(operands, ...)`).
    fn aggregate_operand_types(&self) -> bool {
        let mut found = false;
        crate::format::walk(self.format_elems(), &mut |e| match e {
            Elem::Type(i) | Elem::FunctionalType(i, _) if matches!(**i, Elem::Operands) => found = true,
            _ => {}
        });
        found
    }

    /// Whether the format has the `operands` directive outside type directives.
    fn has_operands_directive(&self) -> bool {
        let mut found = false;
        crate::format::walk_outside_types(self.format_elems(), &mut |e| {
            if matches!(e, Elem::Operands) {
                found = true;
            }
        });
        found
    }

    fn is_symbol_name(a: &AttrDecl) -> bool {
        a.is_symbol_name
    }

    // ---- parsing --------------------------------------------------------------------------

    fn parse_fn(&self, elems: &[Elem]) -> TokenStream {
        let op = self.op;
        let rt = &self.rt;
        let decls_o: Vec<_> = op
            .operands
            .iter()
            .map(|o| {
                let o_ = o_ident(&o.name);
                let t_ = ot_ident(&o.name);
                // Where a variadic group's list starts: MLIR reports a count mismatch
                // with its types there (`<name>OperandsLoc`).
                let loc = (o.arity == Arity::Variadic).then(|| {
                    let l_ = ol_ident(&o.name);
                    quote!(let mut #l_: u32 = start;)
                });
                quote! {
                    #loc
                    let mut #o_: Vec<#rt::parse::ops::UnresolvedOperand<'a>> = Vec::new();
                    let mut #t_: Option<Vec<Type>> = None;
                }
            })
            .collect();
        let decls_r: Vec<_> = op
            .results
            .iter()
            .map(|r| {
                let t_ = rt_ident(&r.name);
                quote!(let mut #t_: Option<Vec<Type>> = None;)
            })
            .collect();
        let body: Vec<_> = elems.iter().map(|e| self.parse_elem(e)).collect();
        let checks = self.operand_type_checks();
        let infer = self.infer_code();
        let resolve: Vec<_> = op
            .operands
            .iter()
            .map(|o| {
                let o_ = o_ident(&o.name);
                let t_ = ot_ident(&o.name);
                let at = if o.arity == Arity::Variadic {
                    let l_ = ol_ident(&o.name);
                    quote!(#l_)
                } else {
                    quote!(start)
                };
                quote! {
                    let types = #t_.unwrap_or_default();
                    p.resolve_operands(&#o_, &types, #at, &mut st.operands)?;
                }
            })
            .collect();
        // `type(operands)` / `functional-type(operands, ...)`: MLIR resolves the
        // concatenated groups against that list at once, so a count mismatch counts all
        // operands and is reported where `operands` was parsed, or else at the op name.
        let (agg_decl, agg_check) = if self.aggregate_operand_types() {
            let lens: Vec<_> = op
                .operands
                .iter()
                .map(|o| {
                    let o_ = o_ident(&o.name);
                    quote!(#o_.len())
                })
                .collect();
            let (decl_loc, at) = if self.has_operands_directive() {
                (quote!(let mut ol_all: u32 = start;), quote!(ol_all))
            } else {
                (quote!(), quote!(p.name_offset()))
            };
            (
                quote! {
                    #decl_loc
                    let mut all_operand_types: Option<usize> = None;
                },
                quote! {
                    if let Some(n) = all_operand_types {
                        p.check_operand_count(0usize #(+ #lens)*, n, #at)?;
                    }
                },
            )
        } else {
            (quote!(), quote!())
        };
        let results: Vec<_> = op
            .results
            .iter()
            .map(|r| {
                let t_ = rt_ident(&r.name);
                quote!(st.result_types.extend(#t_.unwrap_or_default());)
            })
            .collect();
        let segs = if op.has_native_trait("AttrSizedOperandSegments") {
            let sizes: Vec<_> = op
                .operands
                .iter()
                .map(|o| {
                    let o_ = o_ident(&o.name);
                    quote!(#o_.len() as i64)
                })
                .collect();
            quote!(st.add_attr(ctx.ident("operandSegmentSizes"), ctx.dense_i32_array(&[#(#sizes),*]));)
        } else {
            quote!()
        };
        let rsegs = if op.has_native_trait("AttrSizedResultSegments") {
            let sizes: Vec<_> = op
                .results
                .iter()
                .map(|r| {
                    let t_ = rt_ident(&r.name);
                    quote!(#t_.as_ref().map_or(0, |v| v.len()) as i64)
                })
                .collect();
            quote!(st.add_attr(ctx.ident("resultSegmentSizes"), ctx.dense_i32_array(&[#(#sizes),*]));)
        } else {
            quote!()
        };
        let rest = quote! {
            let start = p.peek().offset;
            #(#decls_o)*
            #(#decls_r)*
            #agg_decl
            #(#body)*
            #checks
            #rsegs
            #infer
            #segs
            #agg_check
            #(#resolve)*
            #(#results)*
            Ok(())
        };
        let bind = super::bind_ctx(quote!(p.ctx()), &rest);
        quote! {
            #bind
            #rest
        }
    }

    fn attr_parse(&self, a: &AttrDecl, qualified: bool) -> TokenStream {
        let name = &a.name;
        if let Some(e) = self.enum_of(a) {
            let d = self.enum_path(e);
            if e.storage == "dialect" && !qualified {
                return quote! {
                    let v = ods::parse_enum_stripped(p, &#d)?;
                    st.add_attr(ctx.ident(#name), ctx.enum_attr(&#d, v));
                };
            } else if e.storage == "int" && !e.mnemonic.is_empty() {
                // An integer-stored enum shown as `mnemonic<keywords>` (llvm's overflow<nsw>).
                let ty = super::spec_values::type_expr(&e.int_type, self.opts);
                let m = &e.mnemonic;
                return quote! {
                    p.expect_literal(#m)?;
                    let v = ods::parse_enum_stripped(p, &#d)?;
                    st.add_attr(ctx.ident(#name), ctx.integer_attr(#ty, v as i128));
                };
            } else if e.storage == "int" {
                let ty = super::spec_values::type_expr(&e.int_type, self.opts);
                return quote! {
                    let v = ods::parse_enum_keyword(p, &#d, #name)?;
                    st.add_attr(ctx.ident(#name), ctx.integer_attr(#ty, v as i128));
                };
            }
        }
        if let (Some(da), false) = (&a.dialect_attr, qualified) {
            return quote! {
                let a = ods::parse_dialect_attr_stripped(p, #da)?;
                st.add_attr(ctx.ident(#name), a);
            };
        }
        if Self::is_symbol_name(a) {
            return quote! {
                let s = p.parse_symbol_name()?;
                let s = ctx.ident_str(s).to_string();
                st.add_attr(ctx.ident(#name), ctx.string_attr(&s));
            };
        }
        match a.kind.as_str() {
            "i64array" | "i32array" | "boolarray" => {
                let w: u32 = match a.kind.as_str() {
                    "i64array" => 64,
                    "i32array" => 32,
                    _ => 1,
                };
                quote! {
                    let a = ods::parse_dense_array_literal(p, #w)?;
                    st.add_attr(ctx.ident(#name), a);
                }
            }
            "unit" => quote!(st.add_attr(ctx.ident(#name), ctx.unit_attr());),
            // MLIR parses these as their class and rejects another kind of attribute at once.
            "symbol" | "flatsymbol" => {
                let flat = a.kind == "flatsymbol";
                quote! {
                    let a = p.parse_symbol_ref_attr(#flat)?;
                    st.add_attr(ctx.ident(#name), a);
                }
            }
            "type" => quote! {
                let t = p.parse_type()?;
                st.add_attr(ctx.ident(#name), ctx.type_attr(t));
            },
            // As MLIR's StrAttr (value type none): no `: type` suffix is read after it.
            "str" => quote! {
                let a = p.parse_attribute(Some(ctx.common().none))?;
                st.add_attr(ctx.ident(#name), a);
            },
            _ if !a.storage_type.is_empty() => {
                let ty = super::spec_values::type_expr(&a.storage_type, self.opts);
                quote! {
                    let a = p.parse_attribute(Some(#ty))?;
                    st.add_attr(ctx.ident(#name), a);
                }
            }
            _ => quote! {
                let a = p.parse_attribute(None)?;
                st.add_attr(ctx.ident(#name), a);
            },
        }
    }

    fn parse_elem(&self, e: &Elem) -> TokenStream {
        let op = self.op;
        match e {
            Elem::Literal(l) => quote!(p.expect_literal(#l)?;),
            Elem::Space(_) => quote!(),
            Elem::Var(_) | Elem::Qualified(_) if var_of(e).is_some() => {
                let (n, qualified) = var_of(e).expect("checked");
                match var_kind(op, n) {
                    Some(VarKind::Operand(i)) => {
                        let o_ = o_ident(n);
                        match op.operands[i].arity {
                            Arity::Single => quote!(#o_.push(p.parse_operand()?);),
                            Arity::Optional => quote!(#o_.extend(p.parse_optional_operand()?);),
                            Arity::Variadic => {
                                let l_ = ol_ident(n);
                                quote! {
                                    #l_ = p.peek().offset;
                                    #o_.extend(p.parse_operand_list()?);
                                }
                            }
                        }
                    }
                    Some(VarKind::Attr(i)) => self.attr_parse(&op.attrs[i], qualified),
                    Some(VarKind::Region(i)) => {
                        if op.regions[i].variadic {
                            quote! {
                                if p.at_region() {
                                    loop {
                                        p.parse_region(st, &[])?;
                                        if !p.eat_literal(",") { break; }
                                    }
                                }
                            }
                        } else {
                            quote!(p.parse_region(st, &[])?;)
                        }
                    }
                    Some(VarKind::Successor(i)) => {
                        if op.successors[i].variadic {
                            quote! {
                                if p.at_successor() {
                                    loop {
                                        let b = p.parse_successor()?;
                                        st.successors.push(b);
                                        if !p.eat_literal(",") { break; }
                                    }
                                }
                            }
                        } else {
                            quote!(let b = p.parse_successor()?; st.successors.push(b);)
                        }
                    }
                    _ => quote!(),
                }
            }
            Elem::Qualified(inner) => self.parse_elem(inner),
            Elem::Type(inner) => self.parse_type_elem(inner, false),
            Elem::FunctionalType(a, b) => {
                let ins = self.type_target(a);
                let outs = self.type_target(b);
                quote! {
                    // MLIR reads a whole function type here: another type is rejected
                    // by its kind.
                    if !p.at_literal("(") {
                        p.parse_type_of_class("builtin.function")?;
                    }
                    p.expect_literal("(")?;
                    let ins = if p.eat_literal(")") { Vec::new() } else {
                        let v = p.parse_type_list()?;
                        p.expect_literal(")")?;
                        v
                    };
                    p.expect_literal("->")?;
                    let outs = p.parse_function_result_types()?;
                    #ins
                    #outs
                }
            }
            Elem::AttrDict { keyword: false } => {
                quote!(p.parse_optional_attr_dict(st)?;)
            }
            Elem::PropDict => {
                quote!(p.parse_prop_dict(st)?;)
            }
            Elem::AttrDict { keyword: true } => {
                quote!(p.parse_optional_attr_dict_with_keyword(st)?;)
            }
            Elem::Operands => {
                // One list for all groups: single groups take one operand each, a variable
                // group takes what the single groups after it leave.
                let last = op.operands.len().saturating_sub(1);
                let takes: Vec<_> = op
                    .operands
                    .iter()
                    .enumerate()
                    .map(|(i, o)| {
                        let o_ = o_ident(&o.name);
                        let later_singles = op.operands[i + 1..].iter().filter(|x| x.arity == Arity::Single).count();
                        let n = match o.arity {
                            Arity::Single => quote!(1usize),
                            _ => quote!(rest.len().saturating_sub(#later_singles)),
                        };
                        let advance = if i < last { quote!(let rest = &rest[n..];) } else { quote!() };
                        quote! {
                            let n = (#n).min(rest.len());
                            #o_.extend_from_slice(&rest[..n]);
                            #advance
                        }
                    })
                    .collect();
                let at = if self.aggregate_operand_types() { quote!(ol_all = p.peek().offset;) } else { quote!() };
                quote! {
                    #at
                    let all = p.parse_operand_list()?;
                    let rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
                    #(#takes)*
                }
            }
            Elem::Regions => quote! {
                if p.at_region() {
                    loop {
                        p.parse_region(st, &[])?;
                        if !p.eat_literal(",") { break; }
                    }
                }
            },
            Elem::Successors => quote! {
                if p.at_successor() {
                    loop {
                        let b = p.parse_successor()?;
                        st.successors.push(b);
                        if !p.eat_literal(",") { break; }
                    }
                }
            },
            Elem::Results | Elem::Ref(_) => quote!(),
            Elem::Custom { name, args } => self.custom_parse(name, args),
            Elem::Optional { then, anchor, els } => self.optional_parse(then, *anchor, els),
            Elem::Var(_) => quote!(),
        }
    }

    /// Assigns a parsed `ins`/`outs` type list (in `ins`/`outs`) to a type target.
    fn type_target(&self, e: &Elem) -> TokenStream {
        let op = self.op;
        let (src, is_ins) = match e {
            Elem::Var(_) | Elem::Operands | Elem::Results => (e, true),
            _ => (e, true),
        };
        let _ = is_ins;
        match src {
            Elem::Operands => {
                // Split across operand groups in order; a single group takes all. The
                // total is kept: MLIR resolves all operands against this list at once.
                if op.operands.len() == 1 {
                    let t_ = ot_ident(&op.operands[0].name);
                    quote!(#t_ = Some(ins.clone()); all_operand_types = Some(ins.len());)
                } else {
                    let last = op.operands.len() - 1;
                    let assigns: Vec<_> = op
                        .operands
                        .iter()
                        .enumerate()
                        .map(|(i, o)| {
                            let t_ = ot_ident(&o.name);
                            let o_ = o_ident(&o.name);
                            let advance = if i < last { quote!(let rest = &rest[n..];) } else { quote!() };
                            quote! {
                                let n = #o_.len().min(rest.len());
                                #t_ = Some(rest[..n].to_vec());
                                #advance
                            }
                        })
                        .collect();
                    quote! {
                        all_operand_types = Some(ins.len());
                        let rest: &[Type] = &ins;
                        #(#assigns)*
                    }
                }
            }
            Elem::Results => {
                if op.results.len() == 1 {
                    let t_ = rt_ident(&op.results[0].name);
                    quote!(#t_ = Some(outs.clone());)
                } else {
                    let n_fixed = op.results.iter().filter(|r| r.arity == Arity::Single).count();
                    let last = op.results.len().saturating_sub(1);
                    let assigns: Vec<_> = op
                        .results
                        .iter()
                        .enumerate()
                        .map(|(i, r)| {
                            let t_ = rt_ident(&r.name);
                            let take = match r.arity {
                                Arity::Single => quote!(1usize),
                                _ => quote!(outs.len().saturating_sub(#n_fixed)),
                            };
                            let advance = if i < last { quote!(let rest = &rest[n..];) } else { quote!() };
                            quote! {
                                let n = (#take).min(rest.len());
                                #t_ = Some(rest[..n].to_vec());
                                #advance
                            }
                        })
                        .collect();
                    quote! {
                        let rest: &[Type] = &outs;
                        #(#assigns)*
                    }
                }
            }
            Elem::Var(n) => {
                if let Some(_i) = op.operand(n) {
                    let t_ = ot_ident(n);
                    quote!(#t_ = Some(ins.clone());)
                } else {
                    let t_ = rt_ident(n);
                    quote!(#t_ = Some(outs.clone());)
                }
            }
            _ => quote!(),
        }
    }

    /// Which operand and result types the format writes.
    fn written_types(&self) -> Option<format_check::TypeKnowledge<'_>> {
        let f = self.op.format.as_ref()?;
        let mut written = format_check::TypeKnowledge::new(self.op);
        format::walk(&f.elems, &mut |e| match e {
            Elem::Type(inner) => written.mark_written(inner),
            Elem::FunctionalType(a, b) => {
                written.mark_written(a);
                written.mark_written(b);
            }
            _ => {}
        });
        Some(written)
    }

    /// Whether some result type is not written in the format (it is inferred).
    fn infers_results_from(&self, written: &format_check::TypeKnowledge<'_>) -> bool {
        // A buildable result type (`index`) is built, not inferred.
        written.result.iter().zip(&self.op.results).any(|(w, r)| !w && r.constraint.builder.is_empty())
    }

    /// As ODS parsers of ops that infer result types: every written operand type must
    /// satisfy its constraint, checked once the whole op is read (after custom
    /// directives, which may fail first) and reported at the op name as
    /// `'lhs' must be <summary>, but got '<type>'`.
    ///
    /// Likewise a written result type that a `TypesMatchWith` transform turns into an
    /// operand type the format does not write (`complex.create`'s element type): ODS
    /// checks the transform's source before calling it.
    fn operand_type_checks(&self) -> TokenStream {
        let Some(written) = self.written_types() else { return quote!() };
        let op = self.op;
        let operand_written = |n: &str| op.operand(n).is_some_and(|i| written.operand[i]);
        let transform_source = |r: &str| {
            op.traits.iter().any(|t| {
                matches!(t, TraitDecl::TypesMatchWith { from, to, .. }
                    if from == r && op.operand(to).is_some() && !operand_written(to))
            })
        };
        let results = op
            .results
            .iter()
            .zip(&written.result)
            .filter(|(r, &w)| w && r.arity == Arity::Single && transform_source(&r.name))
            .map(|(d, _)| (rt_ident(&d.name), d));
        let operands: Vec<_> = if self.infers_results_from(&written) {
            op.operands.iter().zip(&written.operand).filter(|(_, &w)| w).map(|(d, _)| (ot_ident(&d.name), d)).collect()
        } else {
            Vec::new()
        };
        let checks = results.chain(operands).map(|(t_, d)| {
            let cond = super::preds::check(&d.constraint, quote!(t), false, self.opts);
            let msg = format!("'{}' must be {}, but got '{{}}'", d.name, d.constraint.summary);
            quote! {
                for &t in #t_.iter().flatten() {
                    if !(#cond) {
                        return p.custom_err_loc(st.loc, format!(#msg, ::descent::print::attrs::type_to_string(ctx, t)));
                    }
                }
            }
        });
        quote!(#(#checks)*)
    }

    fn parse_type_elem(&self, inner: &Elem, qualified: bool) -> TokenStream {
        let op = self.op;
        match inner {
            Elem::Var(n) => {
                let (t_, arity, constraint) = if let Some(i) = op.operand(n) {
                    (ot_ident(n), op.operands[i].arity, &op.operands[i].constraint)
                } else if let Some(i) = op.result(n) {
                    (rt_ident(n), op.results[i].arity, &op.results[i].constraint)
                } else {
                    return quote!();
                };
                let class = &constraint.type_class;
                let parse = match arity {
                    // MLIR parses such a type as its class and rejects another kind at once.
                    Arity::Single if !qualified && !class.is_empty() => {
                        quote!(#t_ = Some(vec![p.parse_type_of_class(#class)?]);)
                    }
                    Arity::Single => quote!(#t_ = Some(vec![p.parse_type()?]);),
                    Arity::Optional => {
                        quote!(#t_ = Some(p.parse_optional_type()?.into_iter().collect());)
                    }
                    Arity::Variadic => quote!(#t_ = Some(p.parse_optional_type_list()?);),
                };
                quote!(#parse)
            }
            Elem::Operands => {
                let assign = self.type_target(&Elem::Operands);
                quote! {
                    let ins = p.parse_optional_type_list()?;
                    #assign
                }
            }
            Elem::Results => {
                let assign = self.type_target(&Elem::Results);
                quote! {
                    let outs = p.parse_optional_type_list()?;
                    #assign
                }
            }
            Elem::Qualified(i) => self.parse_type_elem(i, true),
            _ => quote!(),
        }
    }

    fn custom_parse(&self, name: &str, args: &[Elem]) -> TokenStream {
        let op = self.op;
        let f = self.opts.native(&format!("{}::directives::parse_{}", self.op.dialect, name.to_snake_case()));
        let mut pre = Vec::new();
        let mut post = Vec::new();
        let mut call_args = Vec::new();
        for (k, a) in args.iter().enumerate() {
            match a {
                Elem::Var(n) => match var_kind(op, n) {
                    Some(VarKind::Operand(_)) => {
                        let o_ = o_ident(n);
                        call_args.push(quote!(&mut #o_));
                    }
                    Some(VarKind::Attr(_)) => {
                        let l = format_ident!("a_{}", k);
                        pre.push(quote!(let mut #l: Option<Attribute> = None;));
                        call_args.push(quote!(&mut #l));
                        post.push(quote!(if let Some(a) = #l { st.add_attr(ctx.ident(#n), a); }));
                    }
                    Some(VarKind::Successor(_)) => {
                        let l = format_ident!("s_{}", k);
                        pre.push(quote!(let mut #l: Vec<BlockId> = Vec::new();));
                        call_args.push(quote!(&mut #l));
                        post.push(quote!(st.successors.extend(#l);));
                    }
                    _ => {}
                },
                Elem::Type(inner) => {
                    if let Elem::Var(n) = &**inner {
                        let t_ = if op.operand(n).is_some() { ot_ident(n) } else { rt_ident(n) };
                        call_args.push(quote!(#t_.get_or_insert_with(Vec::new)));
                    }
                }
                Elem::Ref(inner) => match &**inner {
                    Elem::Var(n) => match var_kind(op, n) {
                        Some(VarKind::Operand(_)) => {
                            let o_ = o_ident(n);
                            call_args.push(quote!(&#o_));
                        }
                        Some(VarKind::Attr(_)) => call_args.push(quote!(st.attr(ctx.ident(#n)))),
                        _ => {}
                    },
                    Elem::Type(t) => {
                        if let Elem::Var(n) = &**t {
                            let t_ = if op.operand(n).is_some() { ot_ident(n) } else { rt_ident(n) };
                            call_args.push(quote!(#t_.as_deref().unwrap_or(&[])));
                        }
                    }
                    _ => {}
                },
                Elem::Literal(l) => call_args.push(quote!(#l)),
                _ => {}
            }
        }
        quote! {
            {
                #(#pre)*
                #f(p, st #(, #call_args)*)?;
                #(#post)*
            }
        }
    }

    fn optional_parse(&self, then: &[Elem], anchor: usize, els: &[Elem]) -> TokenStream {
        let op = self.op;
        // The unit attribute an anchor sets when the group is present.
        let unit_anchor = match &then[anchor] {
            Elem::Var(n) => op.attr(n).filter(|&i| op.attrs[i].kind == "unit").map(|i| op.attrs[i].name.clone()),
            _ => None,
        };
        let set_unit = unit_anchor.map(|n| quote!(st.add_attr(ctx.ident(#n), ctx.unit_attr());));
        let first = then.iter().position(|e| !matches!(e, Elem::Space(_))).unwrap_or(0);
        let rest: Vec<_> =
            then[first + 1..].iter().filter(|e| !is_unit_var(op, e)).map(|e| self.parse_elem(e)).collect();
        let els_code: Vec<_> = els.iter().map(|e| self.parse_elem(e)).collect();
        let els_block = if els.is_empty() { quote!() } else { quote!(else { #(#els_code)* }) };
        let (cond, first_code) = match &then[first] {
            Elem::Literal(l) => (quote!(p.eat_literal(#l)), quote!()),
            Elem::Var(_) | Elem::Qualified(_) if var_of(&then[first]).is_some() => {
                match var_kind(op, var_of(&then[first]).expect("checked").0) {
                    Some(VarKind::Operand(_)) => (quote!(p.at_operand()), self.parse_elem(&then[first])),
                    Some(VarKind::Region(_)) => (quote!(p.at_region()), self.parse_elem(&then[first])),
                    Some(VarKind::Successor(_)) => (quote!(p.at_successor()), self.parse_elem(&then[first])),
                    Some(VarKind::Attr(i)) => {
                        let a = &op.attrs[i];
                        let name = &a.name;
                        match self.enum_of(a) {
                            Some(e) if e.storage == "int" && !e.mnemonic.is_empty() => {
                                let m = &e.mnemonic;
                                (quote!(p.at_literal(#m)), self.attr_parse(a, false))
                            }
                            Some(e) if e.storage == "int" => {
                                let d = self.enum_path(e);
                                (quote!(ods::at_enum_keyword(p, &#d)), self.attr_parse(a, false))
                            }
                            Some(e) if e.storage == "dialect" => {
                                let _ = e;
                                (quote!(p.at_literal("<")), self.attr_parse(a, false))
                            }
                            _ if Self::is_symbol_name(a) => (quote!(p.at_literal("@")), self.attr_parse(a, false)),
                            // An optional string attribute is present only when a string follows.
                            _ if a.kind == "str" => {
                                (quote!(p.at(::descent::parse::lexer::TokenKind::String)), self.attr_parse(a, false))
                            }
                            _ => {
                                let hint = if a.storage_type.is_empty() {
                                    quote!(None)
                                } else {
                                    let ty = super::spec_values::type_expr(&a.storage_type, self.opts);
                                    quote!(Some(#ty))
                                };
                                return quote! {
                                    if let Some(a) = p.parse_optional_attribute(#hint)? {
                                        st.add_attr(ctx.ident(#name), a);
                                        #set_unit
                                        #(#rest)*
                                    } #els_block
                                };
                            }
                        }
                    }
                    _ => (quote!(true), quote!()),
                }
            }
            Elem::Type(inner) => {
                // `type($x)` first: the group is present when a type follows.
                let assign = match &**inner {
                    Elem::Var(n) if op.operand(n).is_some() => {
                        let t_ = ot_ident(n);
                        quote!(#t_ = Some(vec![t]);)
                    }
                    Elem::Var(n) => {
                        let t_ = rt_ident(n);
                        quote!(#t_ = Some(vec![t]);)
                    }
                    _ => quote!(),
                };
                return quote! {
                    if let Some(t) = p.parse_optional_type()? {
                        #assign
                        #set_unit
                        #(#rest)*
                    } #els_block
                };
            }
            Elem::Custom { .. } | Elem::AttrDict { .. } => (quote!(true), self.parse_elem(&then[first])),
            _ => (quote!(true), self.parse_elem(&then[first])),
        };
        quote! {
            if #cond {
                #first_code
                #set_unit
                #(#rest)*
            } #els_block
        }
    }

    /// Type inference after parsing, in the order a static simulation finds it.
    fn infer_code(&self) -> TokenStream {
        let op = self.op;
        let fmt = match &op.format {
            Some(f) => f,
            None => return quote!(),
        };
        let mut known = format_check::TypeKnowledge::new(op);
        format::walk(&fmt.elems, &mut |e| match e {
            Elem::Type(inner) => known.mark_written(inner),
            Elem::FunctionalType(a, b) => {
                known.mark_written(a);
                known.mark_written(b);
            }
            Elem::Custom { args, .. } => {
                for a in args {
                    if let Elem::Type(inner) = a {
                        known.mark_written(inner);
                    }
                }
            }
            _ => {}
        });
        let mut steps = Vec::new();
        let count = |n: &str| -> TokenStream {
            if op.operand(n).is_some() {
                let o_ = o_ident(n);
                quote!(#o_.len())
            } else {
                quote!(1usize)
            }
        };
        let target = |n: &str| -> Option<proc_macro2::Ident> {
            if op.operand(n).is_some() {
                Some(ot_ident(n))
            } else if op.result(n).is_some() {
                Some(rt_ident(n))
            } else {
                None
            }
        };
        let source = |n: &str| -> TokenStream {
            if op.operand(n).is_some() || op.result(n).is_some() {
                let t_ = target(n).expect("value");
                quote!(#t_.as_ref().and_then(|v| v.first().copied()))
            } else {
                quote!(st.attr(ctx.ident(#n)).and_then(|a| ctx.attr_type(a)))
            }
        };
        let is_known = |k: &format_check::TypeKnowledge, n: &str| -> bool {
            if let Some(i) = op.operand(n) {
                k.operand[i]
            } else if let Some(i) = op.result(n) {
                k.result[i]
            } else {
                op.attr(n).is_some()
            }
        };
        let set = |k: &mut format_check::TypeKnowledge, n: &str| {
            if let Some(i) = op.operand(n) {
                k.operand[i] = true;
            } else if let Some(i) = op.result(n) {
                k.result[i] = true;
            }
        };
        let groups = format_check::type_groups(op);
        for _ in 0..(op.operands.len() + op.results.len() + 1) {
            for g in &groups {
                if let Some(src) = g.iter().find(|n| is_known(&known, n)).cloned() {
                    for n in g {
                        if !is_known(&known, n) {
                            if let Some(t_) = target(n) {
                                let s = source(&src);
                                let c = count(n);
                                steps.push(quote! {
                                    if #t_.is_none() {
                                        if let Some(t) = #s { #t_ = Some(vec![t; #c]); }
                                    }
                                });
                            }
                            set(&mut known, n);
                        }
                    }
                }
            }
            for t in &op.traits {
                if let TraitDecl::TypesMatchWith { from, to, transform, .. } = t {
                    if is_known(&known, from) && !is_known(&known, to) {
                        if let Some(t_) = target(to) {
                            let s = source(from);
                            let f = self.opts.native(transform);
                            let c = count(to);
                            steps.push(quote! {
                                if #t_.is_none() {
                                    if let Some(t) = #s { #t_ = Some(ods::spread_types(ctx, #f(ctx, t), #c)); }
                                }
                            });
                        }
                        set(&mut known, to);
                    }
                }
            }
        }
        // Buildable types.
        for o in &op.operands {
            if !o.constraint.builder.is_empty() {
                let t_ = ot_ident(&o.name);
                let b = super::spec_values::type_expr(&o.constraint.builder, self.opts);
                let c = count(&o.name);
                steps.push(quote!(if #t_.is_none() { #t_ = Some(vec![#b; #c]); }));
            }
        }
        for r in &op.results {
            if !r.constraint.builder.is_empty() && r.arity == Arity::Single {
                let t_ = rt_ident(&r.name);
                let b = super::spec_values::type_expr(&r.constraint.builder, self.opts);
                steps.push(quote!(if #t_.is_none() { #t_ = Some(vec![#b]); }));
            }
        }
        quote!(#(#steps)*)
    }

    // ---- printing -------------------------------------------------------------------------

    fn print_fn(&self, elems: &[Elem]) -> TokenStream {
        let mut st = SpaceState { should_emit_space: true, last_was_punct: false };
        let body: Vec<_> = elems.iter().map(|e| self.print_elem(e, &mut st)).collect();
        let body = quote!(#(#body)*);
        let bind = super::bind_ctx(quote!(op.ctx), &body);
        quote! {
            #bind
            #body
        }
    }

    fn has_prop_dict(&self) -> bool {
        let mut found = false;
        if let Some(f) = &self.op.format {
            format::walk(&f.elems, &mut |e| found |= matches!(e, Elem::PropDict));
        }
        found
    }

    fn elided_attrs(&self) -> Vec<String> {
        let op = self.op;
        let mut v: Vec<String> = Vec::new();
        if let Some(f) = &op.format {
            format::walk(&f.elems, &mut |e| {
                if let Elem::Var(n) = e {
                    if op.attr(n).is_some() {
                        v.push(n.clone());
                    }
                }
            });
        }
        if op.has_native_trait("AttrSizedOperandSegments") {
            v.push("operandSegmentSizes".into());
        }
        v.extend(op.operands.iter().filter_map(|o| o.segment_attr.clone()));
        if op.has_native_trait("AttrSizedResultSegments") {
            v.push("resultSegmentSizes".into());
        }
        v
    }

    fn group_slice(&self, n: &str) -> TokenStream {
        let op = self.op;
        if let Some(i) = op.operand(n) {
            quote!(ods::operand_group_at(op, #i))
        } else if let Some(i) = op.result(n) {
            quote!(ods::results_group_at(op, #i))
        } else {
            quote!(ods::Group::Slice(&[]))
        }
    }

    fn types_of(&self, e: &Elem) -> TokenStream {
        match e {
            Elem::Var(n) => {
                let s = self.group_slice(n);
                quote!(#s.iter().map(|v| op.value_type(v)).collect::<Vec<Type>>())
            }
            Elem::Operands => quote!(op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>()),
            Elem::Results => quote!(op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>()),
            Elem::Qualified(i) | Elem::Ref(i) => self.types_of(i),
            _ => quote!(Vec::<Type>::new()),
        }
    }

    fn attr_print(&self, a: &AttrDecl, qualified: bool) -> TokenStream {
        let name = &a.name;
        let get = quote!(op.attr(#name));
        if let Some(e) = self.enum_of(a) {
            let d = self.enum_path(e);
            if e.storage == "dialect" && !qualified {
                return quote!(if let Some(a) = #get { ods::print_enum_stripped(p, &#d, a); });
            } else if e.storage == "int" && !e.mnemonic.is_empty() {
                let m = &e.mnemonic;
                return quote!(if let Some(a) = #get { p.write(#m); ods::print_enum_stripped(p, &#d, a); });
            } else if e.storage == "int" {
                return quote!(if let Some(a) = #get { ods::print_enum_keyword(p, &#d, a); });
            }
        }
        if a.dialect_attr.is_some() && !qualified {
            return quote!(if let Some(a) = #get { ods::print_dialect_attr_stripped(p, a); });
        }
        if Self::is_symbol_name(a) {
            return quote!(if let Some(s) = #get.and_then(|a| ctx.str_value(a)) { p.print_symbol_name(s); });
        }
        match a.kind.as_str() {
            "i64array" | "i32array" | "boolarray" if !qualified => {
                quote!(if let Some(a) = #get { ods::print_dense_array_literal(p, a); })
            }
            "unit" => quote!(),
            "type" => {
                quote!(if let Some(t) = ods::attr_type(op, #name) { p.print_type(t); })
            }
            _ if !a.storage_type.is_empty() && !qualified => {
                quote!(if let Some(a) = #get { p.print_attr_value(a, true); })
            }
            _ => quote!(if let Some(a) = #get { p.print_attr(a); }),
        }
    }

    fn print_elem(&self, e: &Elem, s: &mut SpaceState) -> TokenStream {
        let op = self.op;
        let rt = &self.rt;
        match e {
            Elem::Literal(l) => {
                let space = s.should_emit_space && space_before(l, s.last_was_punct);
                s.should_emit_space = l.len() != 1 || !"<({[".contains(l.as_str());
                s.last_was_punct = !l.starts_with('_') && !l.starts_with(|c: char| c.is_ascii_alphabetic());
                if space {
                    let t = format!(" {l}");
                    quote!(p.write(#t);)
                } else {
                    quote!(p.write(#l);)
                }
            }
            Elem::Space(true) => {
                s.last_was_punct = false;
                s.should_emit_space = false;
                quote!(p.write(" ");)
            }
            Elem::Space(false) => {
                s.last_was_punct = true;
                s.should_emit_space = false;
                quote!()
            }
            Elem::AttrDict { keyword } => {
                s.last_was_punct = false;
                let mut elided = self.elided_attrs();
                if self.has_prop_dict() {
                    // The inherent attributes are printed by `prop-dict`.
                    elided.extend(self.op.attrs.iter().map(|a| a.name.clone()));
                }
                if *keyword {
                    quote!(p.print_optional_attr_dict_with_keyword(op, &[#(#elided),*]);)
                } else {
                    quote!(p.print_optional_attr_dict(op, &[#(#elided),*]);)
                }
            }
            Elem::PropDict => {
                s.last_was_punct = false;
                let elided = self.elided_attrs();
                quote!(p.print_optional_prop_dict(op, &[#(#elided),*]);)
            }
            Elem::Optional { then, anchor, els } => {
                let cond = self.anchor_cond(&then[*anchor]);
                let t: Vec<_> = then.iter().filter(|e| !is_unit_var(op, e)).map(|e| self.print_elem(e, s)).collect();
                let el: Vec<_> = els.iter().map(|e| self.print_elem(e, s)).collect();
                if el.is_empty() {
                    quote!(if #cond { #(#t)* })
                } else {
                    quote!(if #cond { #(#t)* } else { #(#el)* })
                }
            }
            _ => {
                if is_unit_var(op, e) {
                    return quote!();
                }
                let space = if s.should_emit_space || !s.last_was_punct { quote!(p.write(" ");) } else { quote!() };
                s.last_was_punct = false;
                s.should_emit_space = true;
                let body = self.print_value_elem(e);
                let _ = rt;
                quote!(#space #body)
            }
        }
    }

    fn print_value_elem(&self, e: &Elem) -> TokenStream {
        let op = self.op;
        match e {
            Elem::Var(_) | Elem::Qualified(_) if var_of(e).is_some() => {
                let (n, qualified) = var_of(e).expect("checked");
                match var_kind(op, n) {
                    Some(VarKind::Operand(_)) => {
                        let g = self.group_slice(n);
                        quote!(p.print_operands(#g);)
                    }
                    Some(VarKind::Attr(i)) => self.attr_print(&op.attrs[i], qualified),
                    Some(VarKind::Region(i)) => {
                        if op.regions[i].variadic {
                            quote! {
                                for (k, r) in op.regions()[#i..].iter().enumerate() {
                                    if k > 0 { p.write(", "); }
                                    p.print_region(op, *r, true, true);
                                }
                            }
                        } else {
                            quote!(p.print_region(op, op.regions()[#i], true, true);)
                        }
                    }
                    Some(VarKind::Successor(i)) => {
                        if op.successors[i].variadic {
                            quote! {
                                for (k, b) in op.successors()[#i..].iter().enumerate() {
                                    if k > 0 { p.write(", "); }
                                    p.print_successor(*b);
                                }
                            }
                        } else {
                            quote!(p.print_successor(op.successors()[#i]);)
                        }
                    }
                    _ => quote!(),
                }
            }
            Elem::Qualified(inner) => self.print_value_elem(inner),
            Elem::Type(inner) => {
                let ts = self.types_of(inner);
                quote!(p.print_types(#ts);)
            }
            Elem::FunctionalType(a, b) => {
                let ins = self.types_of(a);
                let outs = self.types_of(b);
                quote!(p.print_functional_type(&#ins, &#outs);)
            }
            Elem::Operands => quote!(p.print_operands(op.operands().iter().copied());),
            Elem::Regions => quote! {
                for (k, r) in op.regions().iter().enumerate() {
                    if k > 0 { p.write(", "); }
                    p.print_region(op, *r, true, true);
                }
            },
            Elem::Successors => quote! {
                for (k, b) in op.successors().iter().enumerate() {
                    if k > 0 { p.write(", "); }
                    p.print_successor(*b);
                }
            },
            Elem::Custom { name, args } => self.custom_print(name, args),
            _ => quote!(),
        }
    }

    fn custom_print(&self, name: &str, args: &[Elem]) -> TokenStream {
        let op = self.op;
        let f = self.opts.native(&format!("{}::directives::print_{}", self.op.dialect, name.to_snake_case()));
        let mut call_args = Vec::new();
        for a in args {
            let a = match a {
                Elem::Ref(i) => &**i,
                other => other,
            };
            match a {
                Elem::Var(n) => match var_kind(op, n) {
                    Some(VarKind::Operand(_)) => call_args.push(self.group_slice(n)),
                    Some(VarKind::Attr(_)) => call_args.push(quote!(op.attr(#n))),
                    Some(VarKind::Successor(i)) => call_args.push(quote!(&op.successors()[#i..])),
                    _ => {}
                },
                Elem::Type(inner) => {
                    let ts = self.types_of(inner);
                    call_args.push(quote!(&#ts));
                }
                Elem::Literal(l) => call_args.push(quote!(#l)),
                _ => {}
            }
        }
        quote!(#f(p, op #(, #call_args)*);)
    }

    fn anchor_cond(&self, e: &Elem) -> TokenStream {
        let op = self.op;
        match e {
            Elem::Var(n) => match var_kind(op, n) {
                Some(VarKind::Operand(_)) => {
                    let g = self.group_slice(n);
                    quote!(!#g.is_empty())
                }
                Some(VarKind::Attr(i)) => {
                    let a = &op.attrs[i];
                    match &a.default {
                        Some(_) => quote!(ods::attr_differs_from_default(op, #n)),
                        None => quote!(op.attr(#n).is_some()),
                    }
                }
                Some(VarKind::Region(i)) => {
                    quote!(op.regions().get(#i).is_some_and(|r| !op.regions_body().region(*r).blocks.is_empty()))
                }
                Some(VarKind::Successor(i)) => quote!(op.successors().len() > #i),
                // `(`->` type($result)^)?`: an optional result group that is there.
                Some(VarKind::Result(i)) => quote!(!ods::results_group_at(op, #i).is_empty()),
                _ => quote!(true),
            },
            Elem::Type(inner) | Elem::Ref(inner) => self.anchor_cond(inner),
            // A custom directive as anchor: present when any value it takes is.
            Elem::Custom { args, .. } => {
                let conds: Vec<TokenStream> = args
                    .iter()
                    .filter(|a| matches!(a, Elem::Var(_) | Elem::Type(_)))
                    .map(|a| self.anchor_cond(a))
                    .collect();
                if conds.is_empty() {
                    quote!(true)
                } else {
                    quote!((#(#conds)||*))
                }
            }
            Elem::Qualified(inner) => self.anchor_cond(inner),
            _ => quote!(true),
        }
    }
}

/// A unit attribute variable: only its presence matters; it prints and parses nothing.
fn is_unit_var(op: &OpDef, e: &Elem) -> bool {
    matches!(e, Elem::Var(n) if op.attr(n).is_some_and(|i| op.attrs[i].kind == "unit"))
}

#[derive(Copy, Clone)]
struct SpaceState {
    should_emit_space: bool,
    last_was_punct: bool,
}

/// `$name` or `qualified($name)`: the name and whether it is qualified.
fn var_of(e: &Elem) -> Option<(&str, bool)> {
    match e {
        Elem::Var(n) => Some((n, false)),
        Elem::Qualified(inner) => match &**inner {
            Elem::Var(n) => Some((n, true)),
            _ => None,
        },
        _ => None,
    }
}
