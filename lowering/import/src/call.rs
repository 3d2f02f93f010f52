//! Calls and invokes: direct calls by symbol, indirect calls through a pointer, vararg
//! callee types, call-site argument/result attributes and the function attributes MLIR
//! keeps on calls; calls of intrinsics become `llvm.intr.*` ops when the dialect has one
//! (immediate arguments become the op's attributes), else `llvm.call_intrinsic`.

use descent_ir::{Arity, Attribute, OpInfo, Value as IrValue};
use rustc_hash::FxHashMap;

use crate::ast::*;
use crate::consts::fold;
use crate::import::{Em, Importer};

type R<T> = Result<T, String>;

/// Call-site function attributes MLIR imports onto `llvm.call`.
const CALL_UNIT_ATTRS: &[(&str, &str)] = &[
    ("convergent", "convergent"),
    ("nounwind", "no_unwind"),
    ("willreturn", "will_return"),
    ("noinline", "no_inline"),
    ("alwaysinline", "always_inline"),
    ("inlinehint", "inline_hint"),
];

impl Importer<'_> {
    /// The op of intrinsic `name` (`llvm.exp.f32` -> `llvm.intr.exp`), if the dialect has one.
    pub(crate) fn intrinsic_op(&self, name: &str) -> Option<&'static OpInfo> {
        let base = name.strip_prefix("llvm.")?;
        let mut cand = base;
        loop {
            let ident = self.ctx.ident(&format!("llvm.intr.{cand}"));
            if let Some(info) = self.ctx.lookup_op(ident) {
                return Some(info);
            }
            // Ops named without the intrinsic's underscores (`llvm.va_start` is
            // `llvm.intr.vastart`).
            if cand.contains('_') {
                let squashed = cand.replace('_', "");
                if let Some(info) = self.ctx.lookup_op(self.ctx.ident(&format!("llvm.intr.{squashed}"))) {
                    return Some(info);
                }
            }
            cand = &cand[..cand.rfind('.')?];
        }
    }

    /// Whether the declaration of `name` is dropped (an intrinsic the dialect models, or a
    /// debug intrinsic).
    pub(crate) fn skip_declaration(&self, name: &str) -> bool {
        // Also with `-prefer-unregistered-intrinsics`: the declarations of intrinsics MLIR
        // can convert are dropped whichever way their calls are imported.
        name.starts_with("llvm.dbg.") || self.intrinsic_op(name).is_some()
    }

    #[allow(clippy::too_many_arguments)]
    pub(crate) fn call(
        &mut self,
        em: &mut Em,
        inst: &Inst,
        ci: &CallInfo,
        invoke: Option<(&String, &String)>,
        bname: &str,
        phis: &FxHashMap<String, Vec<&Inst>>,
        extra: &mut Vec<(String, Attribute)>,
    ) -> R<Option<IrValue>> {
        let fty = match &ci.ty {
            Type::Func { .. } => ci.ty.clone(),
            ret => Type::Func {
                ret: Box::new(ret.clone()),
                params: ci.args.iter().map(|a| a.tv.ty.clone()).collect(),
                vararg: false,
            },
        };
        let Type::Func { ret, vararg, .. } = fty.clone() else { unreachable!() };
        let ret = &ret;
        // Functions and ifuncs are called by symbol; an alias is called through its address.
        let direct = match &ci.callee.v {
            Val::Const(Const::Global(g)) if !self.m.aliases.iter().any(|a| !a.ifunc && a.name == *g) => Some(g.clone()),
            _ => None,
        };
        if invoke.is_none() {
            if let Some(g) = &direct {
                if g.starts_with("llvm.dbg.") {
                    let dbg = inst.md.iter().find(|(k, _)| k == "dbg").map(|(_, m)| m);
                    self.debug_intrinsic(em, g, ci, dbg)?;
                    return Ok(None);
                }
                if g.starts_with("llvm.") && self.fn_types.contains_key(g) {
                    return self.intrinsic(em, ci, g, ret, extra);
                }
            }
        }
        if let Val::InlineAsm { flags, asm, constraints } = &ci.callee.v {
            let mut ops = Vec::new();
            for a in &ci.args {
                ops.push(self.val(em, &a.tv)?);
            }
            let rt = self.ty(ret)?;
            let mut attrs: Vec<(String, Attribute)> = vec![
                ("asm_string".into(), self.ctx.string_attr(&String::from_utf8_lossy(asm))),
                ("constraints".into(), self.ctx.string_attr(&String::from_utf8_lossy(constraints))),
                (
                    "asm_dialect".into(),
                    self.enum_value("AsmDialect", u64::from(flags.iter().any(|f| f == "inteldialect")))?,
                ),
            ];
            if flags.iter().any(|f| f == "sideeffect") {
                attrs.push(("has_side_effects".into(), self.ctx.unit_attr()));
            }
            if flags.iter().any(|f| f == "alignstack") {
                attrs.push(("is_align_stack".into(), self.ctx.unit_attr()));
            }
            if !ci.tail.is_empty() {
                attrs.push(("tail_call_kind".into(), self.attr(&format!("#llvm.tailcallkind<{}>", ci.tail))?));
            }
            // The operands' `elementtype(T)` (indirect constraints), one dictionary each, as
            // MLIR imports them when any operand has one.
            let mut dicts = Vec::with_capacity(ci.args.len());
            let mut any = false;
            for a in &ci.args {
                let elem = a.attrs.iter().find_map(|x| match x {
                    Attr::Type(k, t) if k == "elementtype" => Some(t),
                    _ => None,
                });
                let entries = match elem {
                    Some(t) => {
                        any = true;
                        let t = self.ty(t)?;
                        vec![descent_ir::NamedAttr {
                            name: self.ctx.ident("elementtype"),
                            value: self.ctx.type_attr(t),
                        }]
                    }
                    None => Vec::new(),
                };
                dicts.push(self.ctx.dictionary(&entries));
            }
            if any {
                attrs.push(("operand_attrs".into(), self.ctx.array_attr(&dicts)));
            }
            let refs: Vec<(&str, Attribute)> = attrs.iter().map(|(k, v)| (k.as_str(), *v)).collect();
            // A void asm call still has a result, of type `!llvm.void`, as MLIR imports it.
            let op = self.op(em, "llvm.inline_asm", &ops, &[rt], &refs);
            let _ = vararg;
            return Ok(if **ret == Type::Void { None } else { Some(em.body.result(op, 0)) });
        }
        let mut ops = Vec::new();
        // A call whose type is not its callee's goes through the callee's address, made at
        // the call (as MLIR does, with a warning).
        let mut direct = direct;
        let mut fty = fty;
        if let Some(g) = direct.clone() {
            if let Some(declared) = self.fn_types.get(&g).cloned() {
                if compatible(&fty, &declared) {
                    // MLIR calls with the callee's type (a vararg callee's, with `vararg`).
                    fty = declared;
                } else {
                    let (call_t, callee_t) = (self.tt(&fty), self.tt(&declared));
                    self.mlir_warnings.push(format!("incompatible call and callee types: '{call_t}' and '{callee_t}'"));
                    let space = self.global_space.get(&g).copied().unwrap_or(0);
                    let pt = self.ty(&Type::Ptr(space))?;
                    let s = self.ctx.flat_symbol_ref(&self.symbol(&g));
                    let v = self.op1(em, "llvm.mlir.addressof", &[], pt, &[("global_name", s)]);
                    ops.push(v);
                    direct = None;
                }
            }
        } else {
            ops.push(self.val(em, &ci.callee)?);
        }
        for a in &ci.args {
            ops.push(self.val(em, &a.tv)?);
        }
        let n_callee_ops = ops.len() as i64;
        let mut attrs: Vec<(String, Attribute)> = Vec::new();
        if let Some(g) = &direct {
            attrs.push(("callee".into(), self.ctx.flat_symbol_ref(g)));
        }
        if matches!(fty, Type::Func { vararg: true, .. }) {
            let t = self.ty(&fty)?;
            attrs.push(("var_callee_type".into(), self.ctx.type_attr(t)));
        }
        if !ci.cconv.is_empty() && ci.cconv != "ccc" {
            attrs.push(("CConv".into(), self.cconv(&ci.cconv)?));
        }
        let lists: Vec<Vec<Attr>> = ci.args.iter().map(|a| a.attrs.clone()).collect();
        if let Some(a) = self.dict_array(&lists)? {
            attrs.push(("arg_attrs".into(), a));
        }
        if let Some(d) = self.param_dict(&ci.ret_attrs)? {
            attrs.push(("res_attrs".into(), self.ctx.array_attr(&[d])));
        }
        attrs.push(("op_bundle_sizes".into(), self.ctx.dense_i32_array(&[])));
        let results: Vec<descent_ir::Type> = if **ret == Type::Void { vec![] } else { vec![self.ty(ret)?] };
        match invoke {
            None => {
                if !ci.tail.is_empty() {
                    attrs.push(("TailCallKind".into(), self.attr(&format!("#llvm.tailcallkind<{}>", ci.tail))?));
                }
                if let Some(f) = self.fmf_attr(&ci.fmf)? {
                    attrs.push(("fastmathFlags".into(), f));
                }
                for a in self.expand(&ci.fn_attrs) {
                    if let Attr::Flag(k) = &a {
                        if let Some((_, n)) = CALL_UNIT_ATTRS.iter().find(|u| u.0 == k) {
                            attrs.push(((*n).into(), self.ctx.unit_attr()));
                        }
                    }
                }
                // A call's memory effects are what the call site and the callee both allow
                // (LLVM's `CallBase::getMemoryEffects`).
                let site = self.memory_bits(&ci.fn_attrs);
                let callee = direct
                    .as_ref()
                    .and_then(|g| self.m.functions.iter().find(|f| f.name == *g))
                    .and_then(|f| self.memory_bits(&f.attrs));
                let effects = match (site, callee) {
                    (Some(a), Some(b)) => Some(std::array::from_fn(|i| a[i] & b[i])),
                    (a, b) => a.or(b),
                };
                if let Some(m) = effects {
                    attrs.push(("memory_effects".into(), self.memory_effects_attr(m)?));
                }
                attrs.push(("operandSegmentSizes".into(), self.ctx.dense_i32_array(&[n_callee_ops, 0])));
                attrs.append(extra);
                let refs: Vec<(&str, Attribute)> = attrs.iter().map(|(k, v)| (k.as_str(), *v)).collect();
                let op = self.op(em, "llvm.call", &ops, &results, &refs);
                Ok(if results.is_empty() { None } else { Some(em.body.result(op, 0)) })
            }
            Some((normal, unwind)) => {
                // A phi of the normal destination that takes the invoke's own result needs
                // a block in between, which branches on with the result (as MLIR does).
                let result_in_phi = inst.result.as_ref().is_some_and(|r| {
                    phis.get(normal.as_str()).is_some_and(|list| {
                        list.iter().any(|p| match &p.kind {
                            InstKind::Phi { incoming, .. } => {
                                incoming.iter().any(|(v, _, b)| b == bname && *v == Val::Local(r.clone()))
                            }
                            _ => false,
                        })
                    })
                });
                let (ub, uops) = self.succ_operands(em, bname, unwind, phis)?;
                let normal_block =
                    *em.blocks.get(normal.as_str()).ok_or_else(|| format!("use of undefined value '%{normal}'"))?;
                let direct = if result_in_phi {
                    let b = em.body.new_block();
                    em.inserted.push((normal_block, b));
                    b
                } else {
                    normal_block
                };
                let nops_pos = ops.len();
                ops.extend(&uops);
                attrs.append(extra);
                let mut st_attrs = attrs.clone();
                st_attrs.push((
                    "operandSegmentSizes".into(),
                    self.ctx.dense_i32_array(&[n_callee_ops, 0, uops.len() as i64, 0]),
                ));
                let refs: Vec<(&str, Attribute)> = st_attrs.iter().map(|(k, v)| (k.as_str(), *v)).collect();
                let mut st = self.state("llvm.invoke", &ops, &results, &refs);
                st.successors.push(direct);
                st.successors.push(ub);
                let op = em.body.create_op(st);
                em.body.append_op(em.block, op);
                let result = if results.is_empty() { None } else { Some(em.body.result(op, 0)) };
                if let Some(v) = result {
                    self.define(em, inst, v);
                }
                let (_, nops) = self.succ_operands(em, bname, normal, phis)?;
                if result_in_phi {
                    let mut st = self.state("llvm.br", &nops, &[], &[]);
                    st.successors.push(normal_block);
                    let br = em.body.create_op(st);
                    em.body.append_op(direct, br);
                } else if !nops.is_empty() {
                    em.body.insert_operands(op, nops_pos, &nops);
                    let seg = self.ctx.dense_i32_array(&[n_callee_ops, nops.len() as i64, uops.len() as i64, 0]);
                    em.body.set_attr(op, self.ctx.ident("operandSegmentSizes"), seg);
                }
                Ok(result)
            }
        }
    }

    /// Which arguments of an intrinsic call are the op's immediate attributes: `n - fixed`
    /// constant arguments whose values, in order, satisfy the constraints of the op's
    /// required attributes (the rightmost such choice). Returns (argument index, attribute
    /// name, value).
    fn immediate_args(
        &mut self,
        info: &'static OpInfo,
        required: &[&'static str],
        ci: &CallInfo,
        fixed: usize,
    ) -> R<Vec<(usize, &'static str, Attribute)>> {
        let n = ci.args.len();
        let k = n.saturating_sub(fixed).min(required.len());
        if k == 0 {
            return Ok(Vec::new());
        }
        // Candidate values: constant integers and floats, as attributes of their type.
        let mut cands: Vec<(usize, Attribute)> = Vec::new();
        for (i, a) in ci.args.iter().enumerate() {
            // A metadata argument naming one alias scope is that scope
            // (`llvm.experimental.noalias.scope.decl`).
            if let Val::Metadata(m) = &a.tv.v {
                if let Some(scopes) = self.alias_scopes(m)? {
                    if let descent_ir::AttrData::Array(items) = self.ctx.attr_data(scopes) {
                        if items.len() == 1 {
                            cands.push((i, items[0]));
                        }
                    }
                }
                continue;
            }
            if !matches!(a.tv.v, Val::Const(Const::Int(_) | Const::Float(_) | Const::HexFloat(..))) {
                continue;
            }
            let c = fold(&a.tv)?;
            if let Some(a) = self.const_attr(&c)? {
                cands.push((i, a));
            }
        }
        let m = cands.len();
        if m < k || m > 16 {
            return Ok(Vec::new());
        }
        let fits = |ctx: &descent_ir::Context, name: &str, v: Attribute| {
            info.attrs.iter().find(|a| a.name == name).and_then(|a| a.constraint).is_none_or(|c| (c.check)(ctx, v))
        };
        let mut masks: Vec<u32> = (0u32..(1 << m)).filter(|x| x.count_ones() as usize == k).collect();
        // Prefer the later arguments: compare the chosen positions from the right.
        masks.sort_by_key(|x| std::cmp::Reverse((0..m).rev().map(|b| (x >> b) & 1).collect::<Vec<_>>()));
        for mask in masks {
            let chosen: Vec<(usize, Attribute)> = (0..m).filter(|b| mask >> b & 1 == 1).map(|b| cands[b]).collect();
            if chosen.iter().zip(required).all(|((_, v), name)| fits(self.ctx, name, *v)) {
                return Ok(chosen.iter().zip(required).map(|((i, v), name)| (*i, *name, *v)).collect());
            }
        }
        Ok(Vec::new())
    }

    /// MLIR's errors for an intrinsic call with a metadata argument it cannot convert.
    fn unhandled_intrinsic<T>(&mut self, m: &Md, ci: &CallInfo) -> R<T> {
        let value = match m {
            Md::Str(s) => format!("!{}", crate::types::quote_bytes(s)),
            Md::Ref(r) => format!("!{r}"),
            _ => "metadata".to_string(),
        };
        let text = self.inst_text(self.cur_inst.unwrap_or(ci.callee.pos));
        self.mlir_error(vec![format!("unhandled value: {value}"), format!("unhandled intrinsic: {text}")])
    }

    fn intrinsic(
        &mut self,
        em: &mut Em,
        ci: &CallInfo,
        name: &str,
        ret: &Type,
        extra: &mut Vec<(String, Attribute)>,
    ) -> R<Option<IrValue>> {
        let results: Vec<descent_ir::Type> = if *ret == Type::Void { vec![] } else { vec![self.ty(ret)?] };
        let fmf = self.fmf_attr(&ci.fmf)?;
        // LLVM's parser upgrades the old `lifetime.start/end(i64 size, ptr p)`: the call is
        // dropped unless `p` is an alloca, which the new form takes alone.
        if (name.starts_with("llvm.lifetime.start") || name.starts_with("llvm.lifetime.end")) && ci.args.len() == 2 {
            let p = self.val(em, &ci.args[1].tv)?;
            let from_alloca = match em.body.value(p).def {
                descent_ir::ValueDef::OpResult { op, .. } => {
                    self.ctx.ident_str(em.body.op(op).name.ident) == "llvm.alloca"
                }
                _ => false,
            };
            if !from_alloca {
                return Ok(None);
            }
            let short = CallInfo { args: vec![ci.args[1].clone()], ..ci.clone() };
            return self.intrinsic(em, &short, name, ret, extra);
        }
        let info = if self.opts.prefer_unregistered_intrinsics { None } else { self.intrinsic_op(name) };
        if let Some(info) = info {
            // Immediate arguments become the op's required attributes (variadic operand
            // groups may take any number of the rest).
            let fixed = info.operand_arities.iter().filter(|a| matches!(a, Arity::Single)).count();
            let required: Vec<&'static str> = info
                .attrs
                .iter()
                .filter(|a| !a.optional && a.default.is_none() && a.name != "op_bundle_sizes")
                .map(|a| a.name)
                .collect();
            let mut ops = Vec::new();
            let mut op_arg_attrs: Vec<Vec<Attr>> = Vec::new();
            let mut attrs: Vec<(String, Attribute)> = Vec::new();
            let imm = self.immediate_args(info, &required, ci, fixed)?;
            let mut imm_iter = imm.iter().peekable();
            for (i, a) in ci.args.iter().enumerate() {
                if let Some(&&(pos, name, value)) = imm_iter.peek() {
                    if pos == i {
                        attrs.push((name.into(), value));
                        imm_iter.next();
                        continue;
                    }
                }
                if let Val::Metadata(m) = &a.tv.v {
                    return self.unhandled_intrinsic(m, ci);
                }
                ops.push(self.val(em, &a.tv)?);
                op_arg_attrs.push(a.attrs.clone());
            }
            // Operand bundles are kept on the intrinsic ops that model them.
            if info.attrs.iter().any(|a| a.name == "op_bundle_sizes") {
                let mut sizes = Vec::new();
                let mut tags = Vec::new();
                for b in &ci.bundles {
                    for a in &b.args {
                        ops.push(self.val(em, a)?);
                    }
                    sizes.push(b.args.len() as i64);
                    tags.push(self.ctx.string_attr(&b.tag));
                }
                attrs.push(("op_bundle_sizes".into(), self.ctx.dense_i32_array(&sizes)));
                if info.attrs.iter().any(|a| a.name == "op_bundle_tags") {
                    attrs.push(("op_bundle_tags".into(), self.ctx.array_attr(&tags)));
                }
            }
            if info.attrs.iter().any(|a| a.name == "arg_attrs") {
                if let Some(a) = self.dict_array(&op_arg_attrs)? {
                    attrs.push(("arg_attrs".into(), a));
                }
            }
            if info.attrs.iter().any(|a| a.name == "res_attrs") {
                if let Some(d) = self.param_dict(&ci.ret_attrs)? {
                    attrs.push(("res_attrs".into(), self.ctx.array_attr(&[d])));
                }
            }
            if info.attrs.iter().any(|a| a.name == "fastmathFlags") {
                if let Some(f) = fmf {
                    attrs.push(("fastmathFlags".into(), f));
                }
            }
            attrs.append(extra);
            let refs: Vec<(&str, Attribute)> = attrs.iter().map(|(k, v)| (k.as_str(), *v)).collect();
            let op = self.op(em, info.name, &ops, &results, &refs);
            return Ok(if results.is_empty() { None } else { Some(em.body.result(op, 0)) });
        }
        let mut ops = Vec::new();
        for a in &ci.args {
            if let Val::Metadata(m) = &a.tv.v {
                return self.unhandled_intrinsic(m, ci);
            }
            ops.push(self.val(em, &a.tv)?);
        }
        let mut attrs: Vec<(String, Attribute)> = vec![
            ("intrin".into(), self.ctx.string_attr(name)),
            ("op_bundle_sizes".into(), self.ctx.dense_i32_array(&[])),
            ("operandSegmentSizes".into(), self.ctx.dense_i32_array(&[ops.len() as i64, 0])),
        ];
        if let Some(f) = fmf {
            attrs.push(("fastmathFlags".into(), f));
        }
        attrs.append(extra);
        let refs: Vec<(&str, Attribute)> = attrs.iter().map(|(k, v)| (k.as_str(), *v)).collect();
        let op = self.op(em, "llvm.call_intrinsic", &ops, &results, &refs);
        Ok(if results.is_empty() { None } else { Some(em.body.result(op, 0)) })
    }
}

/// MLIR's `checkFunctionTypeCompatibility`: the call's type fits the callee's when the
/// results match and the arguments match the parameters (a vararg callee takes more).
fn compatible(call: &Type, callee: &Type) -> bool {
    let (Type::Func { ret: r1, params: p1, .. }, Type::Func { ret: r2, params: p2, vararg }) = (call, callee) else {
        return false;
    };
    r1 == r2
        && (if *vararg { p1.len() >= p2.len() } else { p1.len() == p2.len() })
        && p1.iter().zip(p2).all(|(a, b)| a == b)
}
