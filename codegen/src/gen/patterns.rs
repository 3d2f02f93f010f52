//! Rewrite patterns: one Rust function per rule (source arguments bound, constraints
//! tested, the result entries built in order through the generated op builders and the
//! extern terms, the root replaced), a table per spec file listing them with the
//! `NativePattern`s for the conversion passes to pick from, and a compile-time check of
//! each extern term's Rust signature.

use std::collections::HashMap;

use heck::{ToShoutySnakeCase, ToSnakeCase};
use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

use super::GenOptions;
use crate::model::{
    Arg, AttrSrc, BindFrom, Build, BuildArg, ConstAttr, ConversionRule, Expr, Kind, MatchWhat, Model, PatternDef,
    PatternKind, Rule, TermDef, TypeSrc,
};

/// The function a rule becomes: named after the record, or after the op it lowers
/// (`lower_arith_addi`; `canonicalize_cf_br` for canonicalization patterns), numbered
/// when a file has several for one op.
fn fn_ident(model: &Model, p: &PatternDef, taken: &mut HashMap<String, usize>) -> Ident {
    let base = if p.record.starts_with("anonymous") || p.record.is_empty() {
        let verb = if p.target == "canonicalize" { "canonicalize" } else { "lower" };
        format!("{verb}_{}", model.ops[p.root].name.replace('.', "_").to_snake_case())
    } else {
        p.record.to_snake_case()
    };
    let n = taken.entry(base.clone()).or_insert(0);
    *n += 1;
    if *n == 1 {
        format_ident!("{}", base)
    } else {
        format_ident!("{}_{}", base, *n)
    }
}

/// The Rust path of a term's function.
fn term_path(t: &TermDef, opts: &GenOptions) -> TokenStream {
    match t.function.strip_prefix("descent::") {
        Some(rest) => super::path(&format!("{}::{}", opts.runtime, rest)),
        None => opts.native(&t.function),
    }
}

/// Functions and the `PATTERNS` table of one spec file, and the signature checks of the
/// terms it declares.
pub fn pattern_items(model: &Model, file: &str, opts: &GenOptions, lines: &super::lines::Lines) -> TokenStream {
    let rt = opts.rt();
    let mut items = Vec::new();
    let mut entries = Vec::new();
    let mut taken = HashMap::new();
    for t in model.terms.iter().filter(|t| t.file == file) {
        items.push(term_check(t, opts));
    }
    for p in model.patterns.iter().filter(|p| p.file == file) {
        let root = &model.ops[p.root];
        let root_name = &root.name;
        let root_dialect = &root.dialect;
        let at = lines.pos(opts, &p.file, p.line);
        let target = &p.target;
        let also_targets = &p.also_targets;
        let benefit = p.benefit as i32;
        let (name, apply) = match &p.kind {
            PatternKind::Native { function } => (function.clone(), opts.native(function)),
            PatternKind::Rule(rule) => {
                let f = fn_ident(model, p, &mut taken);
                items.push(RuleGen::new(model, p, rule, opts).function(&f));
                (f.to_string(), quote!(#f))
            }
        };
        entries.push(quote! {
            #rt::conversion::Pattern {
                root: #root_name,
                dialect: #root_dialect,
                target: #target,
                also_targets: &[#(#also_targets),*],
                name: #name,
                defined_at: #at,
                benefit: #benefit,
                apply: #apply,
            }
        });
    }
    let table = if entries.is_empty() {
        quote!()
    } else {
        quote! {
            /// The rewrite patterns of this spec file.
            pub static PATTERNS: &[#rt::conversion::Pattern] = &[#(#entries),*];
        }
    };
    quote! {
        #(#items)*
        #table
    }
}

fn kind_arg_type(k: Kind, rt: &TokenStream) -> TokenStream {
    match k {
        Kind::Value => quote!(#rt::ir::Value),
        Kind::Values => quote!(&[#rt::ir::Value]),
        Kind::Type => quote!(#rt::ir::Type),
        Kind::Attr => quote!(#rt::ir::Attribute),
        Kind::OptAttr => quote!(Option<#rt::ir::Attribute>),
        Kind::Int => quote!(i64),
        Kind::Bool => quote!(bool),
        Kind::Str => quote!(&str),
        Kind::Block => quote!(#rt::ir::BlockId),
        Kind::Blocks => quote!(&[#rt::ir::BlockId]),
        Kind::Region => quote!(#rt::ir::RegionId),
        Kind::Regions => quote!(&[#rt::ir::RegionId]),
    }
}

/// The constant through which rules call a term: `term!` declares it with the spec's
/// signature, so a Rust function that differs fails to compile on a line naming the spec
/// line.
fn term_const(t: &TermDef) -> Ident {
    format_ident!("{}", t.record.to_shouty_snake_case())
}

fn term_check(t: &TermDef, opts: &GenOptions) -> TokenStream {
    let rt = opts.rt();
    let name = term_const(t);
    let args: Vec<TokenStream> = t.args.iter().map(|k| kind_arg_type(*k, &rt)).collect();
    let ret = match t.ret {
        Kind::Values => quote!(::std::vec::Vec<#rt::ir::Value>),
        k => kind_arg_type(k, &rt),
    };
    let ret = if t.fallible { quote!(Option<#ret>) } else { ret };
    let path = term_path(t, opts);
    let at = format!(" {}:{}:{}: term `{}`, {}", t.file, t.line, t.col, t.record, t.signature);
    quote! {
        #rt::conversion::term!(#at, #name: fn(#(#args),*) -> #ret = #path);
    }
}

/// Generates one rule's function.
struct RuleGen<'m> {
    model: &'m Model,
    p: &'m PatternDef,
    rule: &'m Rule,
    opts: &'m GenOptions,
    rt: TokenStream,
    stmts: Vec<TokenStream>,
    /// What a failing step does: `return false`, or `return None` inside an unrolled piece.
    fail: TokenStream,
    in_piece: bool,
    next: usize,
    /// Named multi-result ops.
    multi: Vec<String>,
}

fn var(name: &str) -> Ident {
    format_ident!("v_{}", name.to_snake_case())
}

impl<'m> RuleGen<'m> {
    fn new(model: &'m Model, p: &'m PatternDef, rule: &'m Rule, opts: &'m GenOptions) -> Self {
        RuleGen {
            model,
            p,
            rule,
            opts,
            rt: opts.rt(),
            stmts: Vec::new(),
            fail: quote!(return false),
            in_piece: false,
            next: 0,
            multi: Vec::new(),
        }
    }

    fn tmp(&mut self, prefix: &str) -> Ident {
        self.next += 1;
        format_ident!("{}{}", prefix, self.next)
    }

    fn function(mut self, f: &Ident) -> TokenStream {
        let rt = self.rt.clone();
        let rule = self.rule;
        let src = &self.model.ops[self.p.root];
        let summary = self.summary();
        let doc = format!(" `{}:{}`: `{}` to {}.", self.p.file, self.p.line, src.name, summary);
        let mut head = Vec::new();
        if rule.decline_unsupported_float {
            head.push(quote!(if rw.has_unsupported_float(op) {
                return false;
            }));
        }
        // Filled in below, once the body shows whether it reads the result types.
        let types_at = head.len();
        let mut operand_vars = Vec::new();
        // Nested source dags: each names the op defining an operand of the root or of an
        // earlier match, which must be that op (or a constant).
        for (k, mt) in rule.matches.iter().enumerate() {
            let parent = match mt.parent {
                None => format_ident!("op"),
                Some(p) => format_ident!("m{}", p),
            };
            let mv = format_ident!("mv{}", k);
            let operand = mt.operand;
            if mt.by_group {
                let arities = self.arities_of(mt.parent_op);
                head.push(quote!(let Some(&#mv) = rw.source_operand_group(#parent, #arities, #operand).first() else { return false };));
            } else {
                head.push(quote!(let Some(&#mv) = rw.body.op(#parent).operands.get(#operand) else { return false };));
            }
            match &mt.what {
                MatchWhat::Op(o) => {
                    let m = format_ident!("m{}", k);
                    let name = &self.model.ops[*o].name;
                    head.push(quote! {
                        let Some(#m) = rw.defining_op(#mv) else { return false };
                        if rw.body.op(#m).name.ident != ctx.ident(#name) {
                            return false;
                        }
                    });
                }
                MatchWhat::Constant => {
                    let c = format_ident!("mc{}", k);
                    head.push(quote!(let Some(#c) = rw.constant_of(#mv) else { return false };));
                }
            }
        }
        for b in rule.binds.iter().filter(|b| b.of.is_some()) {
            let v = var(&b.name);
            let k = b.of.unwrap_or(0);
            let m = format_ident!("m{}", k);
            match &b.from {
                BindFrom::Operand { index, by_group } => {
                    if b.kind == Kind::Values || *by_group {
                        let arities = self.arities_of(b.op);
                        head.push(quote!(let #v = rw.source_operand_group(#m, #arities, #index);));
                        if b.kind == Kind::Value {
                            head.push(quote!(let Some(&#v) = #v.first() else { return false };));
                        }
                    } else {
                        head.push(quote!(let Some(&#v) = rw.body.op(#m).operands.get(#index) else { return false };));
                    }
                }
                BindFrom::Attr { name, required, .. } => {
                    head.push(if *required {
                        quote!(let Some(#v) = rw.body.attr(#m, ctx.ident(#name)) else { return false };)
                    } else {
                        quote!(let #v = rw.body.attr(#m, ctx.ident(#name));)
                    });
                }
                BindFrom::Constant => {
                    let c = format_ident!("mc{}", k);
                    head.push(quote!(let #v = #c;));
                }
                BindFrom::Successor(_) | BindFrom::Region(_) => {}
            }
        }
        for b in rule.binds.iter().filter(|b| b.of.is_none()) {
            let v = var(&b.name);
            match &b.from {
                BindFrom::Operand { index: k, by_group } => {
                    let group = b.kind == Kind::Values;
                    if group || *by_group {
                        let arities = self.root_arities();
                        let get = if rule.converted_operands {
                            quote!(let Some(#v) = rw.operand_group(op, #arities, #k) else { return false };)
                        } else {
                            quote!(let #v = rw.source_operand_group(op, #arities, #k);)
                        };
                        head.push(get);
                        if !group {
                            head.push(quote!(let Some(&#v) = #v.first() else { return false };));
                        }
                    } else {
                        head.push(if rule.converted_operands {
                            quote!(let Some(#v) = rw.operand(op, #k) else { return false };)
                        } else {
                            quote!(let #v = rw.body.op(op).operands[#k];)
                        });
                    }
                    if !group {
                        operand_vars.push(v);
                    }
                }
                BindFrom::Successor(i) => {
                    head.push(if b.kind == Kind::Blocks {
                        quote!(let #v: ::std::vec::Vec<#rt::ir::BlockId> = rw.body.op(op).successors[#i..].to_vec();)
                    } else {
                        quote!(let #v = rw.body.op(op).successors[#i];)
                    });
                }
                BindFrom::Region(i) => {
                    head.push(if b.kind == Kind::Regions {
                        quote!(let #v: ::std::vec::Vec<#rt::ir::RegionId> = rw.body.op(op).regions[#i..].to_vec();)
                    } else {
                        quote!(let Some(&#v) = rw.body.op(op).regions.get(#i) else { return false };)
                    });
                }
                BindFrom::Attr { name, required, .. } => {
                    head.push(if *required {
                        quote!(let Some(#v) = rw.body.attr(op, ctx.ident(#name)) else { return false };)
                    } else {
                        quote!(let #v = rw.body.attr(op, ctx.ident(#name));)
                    });
                }
                BindFrom::Constant => {}
            }
        }
        for c in &rule.constraints {
            let e = self.expr(c);
            self.stmts.push(quote!(if !(#e) { return false; }));
        }
        let checks = std::mem::take(&mut self.stmts);
        let body = if rule.unroll {
            self.fail = quote!(return None);
            self.in_piece = true;
            let n = operand_vars.len();
            let unpack: Vec<TokenStream> =
                operand_vars.iter().enumerate().map(|(i, v)| quote!(let #v = vals[#i];)).collect();
            let values = self.entries();
            let stmts = std::mem::take(&mut self.stmts);
            let v = &values[0];
            quote! {
                let operands: [#rt::ir::Value; #n] = [#(#operand_vars),*];
                let Some(v) = rw.elementwise(&operands, types[0], &mut |rw, vals, ty| {
                    #(#unpack)*
                    #(#stmts)*
                    Some(#v)
                }) else { return false };
                rw.replace_op(op, &[v]);
                true
            }
        } else {
            let values = self.entries();
            let stmts = std::mem::take(&mut self.stmts);
            let groups: Vec<bool> = self.replacement_groups();
            if groups.iter().any(|&g| g) {
                // `Values` entries (variadic result groups, a term's list): the values are
                // gathered in order, and the rule declines unless they are as many as the
                // root's results.
                let pushes = values.iter().zip(&groups).map(|(v, &g)| {
                    if g {
                        quote!(values.extend_from_slice(&#v);)
                    } else {
                        quote!(values.push(#v);)
                    }
                });
                quote! {
                    #(#stmts)*
                    let mut values: ::std::vec::Vec<#rt::ir::Value> = ::std::vec::Vec::new();
                    #(#pushes)*
                    if values.len() != rw.body.op(op).num_results as usize {
                        return false;
                    }
                    rw.replace_op(op, &values);
                    true
                }
            } else {
                quote! {
                    #(#stmts)*
                    rw.replace_op(op, &[#(#values),*]);
                    true
                }
            }
        };
        // Every rule declines an op whose result types do not convert.
        let uses_types = super::uses_ident(&quote!(#(#head)* #(#checks)* #body), "types");
        let llvm = self.p.target == "llvm";
        let types = match (uses_types, rule.converted_operands, src.results.is_empty()) {
            // Rules producing another dialect (scf to cf) convert no types.
            (true, _, _) if !llvm => quote!(let types = rw.source_result_types(op);),
            (false, _, _) if !llvm => quote!(),
            (true, true, _) => quote!(let Some(types) = rw.result_types(op) else { return false };),
            (true, false, _) => quote! {
                if rw.result_types(op).is_none() { return false; }
                let types = rw.source_result_types(op);
            },
            (false, _, false) => quote!(if rw.result_types(op).is_none() {
                return false;
            }),
            (false, _, true) => quote!(),
        };
        head.insert(types_at, types);
        let ctx = super::bind_ctx(quote!(rw.ctx), &quote!(#(#head)* #(#checks)* #body));
        quote! {
            #[doc = #doc]
            pub fn #f(rw: &mut #rt::conversion::Rewriter<'_, '_>, op: #rt::ir::OpId) -> bool {
                #ctx
                #(#head)*
                #(#checks)*
                #body
            }
        }
    }

    /// What the rule builds, for the doc comment.
    fn summary(&self) -> String {
        let mut ops = Vec::new();
        for e in &self.rule.entries {
            crate::model::visit_builds(e, &mut |b| {
                let n = format!("`{}`", self.model.ops[b.op].name);
                if !ops.contains(&n) {
                    ops.push(n);
                }
            });
        }
        let terms: Vec<String> = self.rule.entries
            [self.rule.first_replacement.min(self.rule.entries.len().saturating_sub(1))..]
            .iter()
            .filter_map(|e| match e {
                Expr::Call { term, .. } => Some(format!("`{}`", self.model.terms[*term].record)),
                _ => None,
            })
            .collect();
        if ops.is_empty() && !terms.is_empty() {
            format!("what {} builds", terms.join(", "))
        } else if ops.is_empty() {
            "a value it already has".into()
        } else {
            ops.join(", ")
        }
    }

    /// For each replacement value `entries` returns, whether it is a variadic group's
    /// values (a `Values` term).
    fn replacement_groups(&self) -> Vec<bool> {
        let mut out = Vec::new();
        for e in &self.rule.entries[self.rule.first_replacement..] {
            match e {
                Expr::Build(b) if matches!(b.result_types.as_slice(), [TypeSrc::RootAll]) => out.push(true),
                Expr::Build(b) => out.extend(std::iter::repeat_n(false, self.model.ops[b.op].results.len())),
                e => out.push(self.kind_of(e) == Kind::Values),
            }
        }
        out
    }

    /// Builds every entry; returns the replacement values.
    fn entries(&mut self) -> Vec<TokenStream> {
        let mut values = Vec::new();
        for (i, e) in self.rule.entries.iter().enumerate() {
            let replacing = i >= self.rule.first_replacement;
            match e {
                Expr::Build(b) if matches!(b.result_types.as_slice(), [TypeSrc::RootAll]) => {
                    let (op_var, _) = self.build(b);
                    if replacing {
                        values.push(quote!(rw.body.results(#op_var).collect::<::std::vec::Vec<_>>()));
                    }
                }
                Expr::Build(b) => {
                    let (op_var, value) = self.build(b);
                    if replacing {
                        match value {
                            Some(v) => values.push(quote!(#v)),
                            None => {
                                for k in 0..b.result_types.len() {
                                    values.push(quote!(rw.body.result(#op_var, #k)));
                                }
                            }
                        }
                    }
                }
                Expr::ReplaceWith(x) => {
                    let v = self.expr(x);
                    // `(replaceWithValue [])` for a root without results: it is erased.
                    let nothing = matches!(&**x, Expr::ValueList(l) if l.is_empty());
                    if !(nothing && self.replacement_groups().is_empty()) {
                        values.push(v);
                    }
                }
                other => {
                    // A term call binds its result itself (named or not); a `Values` one
                    // is not copied again.
                    let v = self.expr(other);
                    if replacing {
                        let t = self.tmp("t");
                        self.stmts.push(quote!(let #t = #v;));
                        values.push(quote!(#t));
                    }
                }
            }
        }
        values
    }

    /// Emits the statements of `b`; returns the op variable and, for single results,
    /// the value.
    fn build(&mut self, b: &Build) -> (Ident, Option<Ident>) {
        let model = self.model;
        let op = &model.ops[b.op];
        // `(atEndOf $block)`: the op and what its arguments build go at the block's end.
        let restore = b.at_end.as_ref().map(|e| {
            let block = self.expr(e);
            let ip = self.tmp("ip");
            self.stmts.push(quote!(let #ip = rw.insertion(); rw.set_insertion(#block, None);));
            ip
        });
        // Arguments are evaluated left to right (nested ops and term calls emit their
        // statements in that order); what is left is a variable or a pure expression.
        let mut operands = Vec::new();
        let mut operand_by_index: HashMap<usize, TokenStream> = HashMap::new();
        let mut attrs = Vec::new();
        let mut attr_by_index: HashMap<usize, (TokenStream, bool)> = HashMap::new();
        for (arg, ba) in op.args.iter().zip(&b.args) {
            match (arg, ba) {
                (Arg::Operand(k), BuildArg::Operand(e)) => {
                    let v = self.expr(e);
                    operand_by_index.insert(*k, v.clone());
                    match op.operands[*k].arity {
                        crate::model::Arity::Optional if self.kind_of(e) == Kind::Values => {
                            operands.push(quote!(#v.first().copied()))
                        }
                        crate::model::Arity::Optional => operands.push(quote!(Some(#v))),
                        crate::model::Arity::Variadic if self.kind_of(e) == Kind::Value => operands.push(quote!(&[#v])),
                        crate::model::Arity::Variadic => operands.push(quote!(&#v)),
                        crate::model::Arity::Single => operands.push(v),
                    }
                }
                (Arg::Operand(_), _) => operands.push(quote!(None)),
                (Arg::Attr(k), BuildArg::Attr(src)) => {
                    let (a, present) = self.attr(src);
                    attr_by_index.insert(*k, (a.clone(), present.is_some()));
                    attrs.push(a);
                    if let Some(p) = present {
                        attr_by_index.insert(*k, (p, true));
                    }
                }
                (Arg::Attr(_), _) => attrs.push(quote!(None)),
            }
        }
        let mut tys = Vec::new();
        for t in &b.result_types {
            let e = self.type_src(t, &operand_by_index, &attr_by_index);
            tys.push(e);
        }
        // An optional result: built when `returnType` gives its type.
        let optional_result = matches!(op.results.as_slice(), [r] if r.arity == crate::model::Arity::Optional);
        if optional_result {
            tys = vec![match tys.pop() {
                Some(t) => quote!(Some(#t)),
                None => quote!(None),
            }];
        }
        let mut succs = Vec::new();
        for (e, sd) in b.successors.iter().zip(&op.successors) {
            let v = self.expr(e);
            succs.push(if sd.variadic { quote!(&#v) } else { v });
        }
        let view = match &op.external_view {
            Some(path) => super::path(path),
            None => {
                let st_ident = super::names::struct_ident(op);
                let m = format_ident!("{}", super::module_name(&op.file));
                let gen_root = super::path(&self.opts.gen_root);
                quote!(#gen_root::#m::#st_ident)
            }
        };
        let mut_kw = if b.copy_attrs { quote!(mut) } else { quote!() };
        let st = self.tmp("st");
        self.stmts.push(
            quote!(let #mut_kw #st = #view::build(ctx, rw.loc #(, #operands)* #(, #attrs)* #(, #tys)* #(, #succs)*);),
        );
        if b.copy_attrs {
            let consumed: Vec<&str> = self.rule.consumed().collect();
            self.stmts.push(quote!(rw.copy_attrs_except(op, &mut #st, &[#(#consumed),*]);));
        }
        let o = match &b.name {
            Some(n) if op.results.len() != 1 => {
                self.multi.push(n.clone());
                format_ident!("o_{}", n.to_snake_case())
            }
            _ => self.tmp("o"),
        };
        let all_root = matches!(b.result_types.as_slice(), [TypeSrc::RootAll]);
        let out = if all_root {
            self.stmts.push(quote!(let #o = rw.insert_built(#st);));
            (o, None)
        } else if b.result_types.len() == 1 {
            let v = match &b.name {
                Some(n) => var(n),
                None => self.tmp("v"),
            };
            self.stmts.push(quote!(let #v = rw.insert_built_value(#st);));
            (o, Some(v))
        } else if b.result_types.is_empty() && b.name.is_none() {
            self.stmts.push(quote!(rw.insert_built(#st);));
            (o, None)
        } else {
            self.stmts.push(quote!(let #o = rw.insert_built(#st);));
            (o, None)
        };
        if let Some(ip) = restore {
            self.stmts.push(quote!(rw.set_insertion(#ip.0, #ip.1);));
        }
        out
    }

    fn type_src(
        &mut self,
        t: &TypeSrc,
        operands: &HashMap<usize, TokenStream>,
        attrs: &HashMap<usize, (TokenStream, bool)>,
    ) -> TokenStream {
        match t {
            TypeSrc::RootAll => quote!(&types),
            TypeSrc::Root(k) => {
                if self.in_piece {
                    quote!(ty)
                } else {
                    quote!(types[#k])
                }
            }
            TypeSrc::Expr(e, Kind::Value) => {
                let v = self.expr(e);
                quote!(rw.value_type(#v))
            }
            TypeSrc::Expr(e, _) => self.expr(e),
            TypeSrc::Operand(k) => {
                let v = &operands[k];
                quote!(rw.value_type(#v))
            }
            TypeSrc::Attr(k) => {
                let (a, present) = &attrs[k];
                let t = self.tmp("ty");
                let fail = &self.fail;
                let get = if *present { quote!(ctx.attr_type(#a)) } else { quote!(#a.and_then(|a| ctx.attr_type(a))) };
                self.stmts.push(quote!(let Some(#t) = #get else { #fail };));
                quote!(#t)
            }
            TypeSrc::Transform { function, from } => {
                let f = self.opts.native(function);
                let from = self.type_src(from, operands, attrs);
                quote!(#f(ctx, #from))
            }
            TypeSrc::Builder(text) => super::spec_values::type_expr(text, self.opts),
            // The model rejects a rule with an unknown result type.
            TypeSrc::Unknown => quote!(compile_error!("result type unknown")),
        }
    }

    /// An `Option<Attribute>` expression for an attribute slot, and an `Attribute`
    /// expression when the value is always present.
    fn attr(&mut self, src: &AttrSrc) -> (TokenStream, Option<TokenStream>) {
        let rt = self.rt.clone();
        let plain = match src {
            AttrSrc::Absent => return (quote!(None), None),
            AttrSrc::Expr(e) => {
                let optional = self.kind_of(e) == Kind::OptAttr;
                let v = self.expr(e);
                if optional {
                    return (v, None);
                }
                v
            }
            AttrSrc::UnitIf(e) => {
                let v = self.expr(e);
                return (quote!(if #v { Some(ctx.unit_attr()) } else { None }), None);
            }
            AttrSrc::Cast { expr, target } => {
                let optional = self.kind_of(expr) == Kind::OptAttr;
                let v = self.expr(expr);
                let def = self.enum_def(*target);
                let e = if optional {
                    quote!(#v.and_then(|a| #rt::conversion::cast_enum(ctx, a, &#def)))
                } else {
                    quote!(#rt::conversion::cast_enum(ctx, #v, &#def))
                };
                return (e, None);
            }
            AttrSrc::Const(c) => match c {
                ConstAttr::Int { value, ty } => {
                    let t = super::spec_values::type_expr(ty, self.opts);
                    let value = *value as i128;
                    quote!(ctx.integer_attr(#t, #value))
                }
                ConstAttr::Bool(b) => quote!(ctx.bool_attr(#b)),
                ConstAttr::Enum { target, value } => {
                    let def = self.enum_def(*target);
                    let value = *value as u64;
                    quote!(#rt::conversion::enum_value_attr(ctx, &#def, #value))
                }
                ConstAttr::I64Array(v) => quote!(ctx.dense_i64_array(&[#(#v),*])),
                ConstAttr::I32Array(v) => quote!(ctx.dense_i32_array(&[#(#v),*])),
                ConstAttr::Str(s) => quote!(ctx.string_attr(#s)),
            },
        };
        (quote!(Some(#plain)), Some(plain))
    }

    fn enum_def(&self, target: usize) -> TokenStream {
        let e = &self.model.enums[target];
        let st = super::names::enum_def_ident(e);
        let m = format_ident!("{}", super::module_name(&e.file));
        let gen_root = super::path(&self.opts.gen_root);
        quote!(#gen_root::#m::#st)
    }

    /// The generated constant holding the root op's operand group arities.
    fn root_arities(&self) -> TokenStream {
        self.arities_of(self.p.root)
    }

    fn arities_of(&self, op_index: usize) -> TokenStream {
        let src = &self.model.ops[op_index];
        let (arities, _) = super::names::arity_consts(src);
        let m = format_ident!("{}", super::module_name(&src.file));
        let gen_root = super::path(&self.opts.gen_root);
        quote!(#gen_root::#m::#arities)
    }

    fn kind_of(&self, e: &Expr) -> Kind {
        e.kind(self.model)
    }

    /// The value of `e`, after emitting what computes it.
    fn expr(&mut self, e: &Expr) -> TokenStream {
        match e {
            Expr::Ref(n, _) => {
                let v = var(n);
                quote!(#v)
            }
            Expr::ResultOf(n, i) => {
                let o = format_ident!("o_{}", n.to_snake_case());
                quote!(rw.body.result(#o, #i))
            }
            Expr::Source(n, _) => {
                let Some(b) = self.rule.binds.iter().find(|b| &b.name == n && b.of.is_none()) else {
                    // A nested match's operands are as written already.
                    let v = var(n);
                    return quote!(#v);
                };
                let BindFrom::Operand { index: k, by_group } = b.from else { return quote!() };
                if b.kind == Kind::Value && !by_group {
                    return quote!(rw.body.op(op).operands[#k]);
                }
                let arities = self.root_arities();
                let t = self.tmp("s");
                self.stmts.push(quote!(let #t = rw.source_operand_group(op, #arities, #k);));
                if b.kind == Kind::Value {
                    quote!(#t[0])
                } else {
                    quote!(#t)
                }
            }
            Expr::Int(i) => quote!(#i),
            Expr::Bool(b) => quote!(#b),
            Expr::Str(s) => quote!(#s),
            Expr::ResultType(k) => {
                if self.in_piece {
                    quote!(ty)
                } else {
                    quote!(types[#k])
                }
            }
            Expr::SourceResultType(k) => quote!(rw.body.value_type(rw.body.result(op, #k))),
            Expr::Not(x) => {
                let v = self.expr(x);
                quote!(!(#v))
            }
            Expr::Call { term, args, name, at_end } => {
                let restore = at_end.as_ref().map(|e| {
                    let block = self.expr(e);
                    let ip = self.tmp("ip");
                    self.stmts.push(quote!(let #ip = rw.insertion(); rw.set_insertion(#block, None);));
                    ip
                });
                let t = &self.model.terms[*term];
                let m = format_ident!("{}", super::module_name(&t.file));
                let c = term_const(t);
                let gen_root = super::path(&self.opts.gen_root);
                let path = quote!(#gen_root::#m::#c);
                let mut vals = Vec::new();
                for (a, k) in args.iter().zip(&t.args) {
                    // An attribute that is always there, given where one may be absent.
                    let wrap = *k == Kind::OptAttr && self.kind_of(a) == Kind::Attr;
                    let v = self.expr(a);
                    vals.push(match k {
                        Kind::Values | Kind::Blocks | Kind::Regions => quote!(&#v),
                        _ if wrap => quote!(Some(#v)),
                        _ => v,
                    });
                }
                let out = match name {
                    Some(n) => var(n),
                    None => self.tmp("t"),
                };
                if t.fallible {
                    let fail = &self.fail;
                    self.stmts.push(quote!(let Some(#out) = #path(rw #(, #vals)*) else { #fail };));
                } else {
                    self.stmts.push(quote!(let #out = #path(rw #(, #vals)*);));
                }
                if let Some(ip) = restore {
                    self.stmts.push(quote!(rw.set_insertion(#ip.0, #ip.1);));
                }
                quote!(#out)
            }
            Expr::Build(b) => {
                let (o, v) = self.build(b);
                match v {
                    Some(v) => quote!(#v),
                    None => quote!(rw.body.result(#o, 0)),
                }
            }
            Expr::ReplaceWith(x) => self.expr(x),
            Expr::ValueList(items) => {
                let rt = self.rt.clone();
                let vals: Vec<TokenStream> = items.iter().map(|x| self.expr(x)).collect();
                let n = vals.len();
                let t = self.tmp("l");
                self.stmts.push(quote!(let #t: [#rt::ir::Value; #n] = [#(#vals),*];));
                quote!(#t)
            }
        }
    }
}

/// The `TYPE_CONVERSIONS` table of one spec file: one rule per type kind, pointing at a
/// native function, the identity, or a generated struct-of-converted-parameters function.
pub fn type_conversion_items(model: &Model, file: &str, opts: &GenOptions, lines: &super::lines::Lines) -> TokenStream {
    let rt = opts.rt();
    let mut items = Vec::new();
    let mut entries = Vec::new();
    for (index, c) in model.type_conversions.iter().filter(|c| c.file == file).enumerate() {
        let kind = format_ident!("{}", heck::ToUpperCamelCase::to_upper_camel_case(c.kind.as_str()));
        let at = lines.pos(opts, &c.file, c.line);
        let apply = match &c.rule {
            ConversionRule::Keep => quote!(#rt::conversion::types::keep),
            ConversionRule::Native(f) => opts.native(f),
            ConversionRule::StructOf(params) => {
                // Named by position among the file's rules, not by line: a line added above
                // must not rename (and so recompile) it.
                let f = format_ident!("convert_{}_{}", c.kind, index);
                let doc = format!(
                    " `{}:{}`: a `{}` type becomes a struct of its converted {}.",
                    c.file,
                    c.line,
                    c.kind,
                    params.join(", ")
                );
                let fields: Vec<TokenStream> = params
                    .iter()
                    .map(|p| quote!(tc.convert(#rt::conversion::types::type_param(tc.ctx, ty, #p)?)?))
                    .collect();
                items.push(quote! {
                    #[doc = #doc]
                    pub fn #f(tc: &#rt::conversion::TypeConverter<'_>, ty: #rt::ir::Type) -> Option<#rt::ir::Type> {
                        Some(#rt::llvm_types::literal_struct(tc.ctx, &[#(#fields),*], false))
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
