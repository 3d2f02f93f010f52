//! Calls and invokes: direct calls by symbol, indirect calls through a pointer, vararg
//! callee types, call-site argument/result attributes and the function attributes MLIR
//! keeps on calls; calls of intrinsics become `llvm.intr.*` ops when the dialect has one
//! (immediate arguments become the op's attributes), else `llvm.call_intrinsic`.

use descent_ir::{Arity, Attribute, OpInfo, Value as IrValue};
use rustc_hash::FxHashMap;

use crate::ast::*;
use crate::consts::fold;
use crate::import::{const_int, Em, Importer};

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
        let Type::Func { ret, vararg, .. } = &fty else { unreachable!() };
        let direct = match &ci.callee.v {
            Val::Const(Const::Global(g)) => Some(g.clone()),
            _ => None,
        };
        if invoke.is_none() {
            if let Some(g) = &direct {
                if g.starts_with("llvm.dbg.") {
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
            let refs: Vec<(&str, Attribute)> = attrs.iter().map(|(k, v)| (k.as_str(), *v)).collect();
            // A void asm call still has a result, of type `!llvm.void`, as MLIR imports it.
            let op = self.op(em, "llvm.inline_asm", &ops, &[rt], &refs);
            let _ = vararg;
            return Ok(if **ret == Type::Void { None } else { Some(em.body.result(op, 0)) });
        }
        let mut ops = Vec::new();
        if direct.is_none() {
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
        if *vararg {
            let t = self.ty(&fty)?;
            attrs.push(("var_callee_type".into(), self.ctx.type_attr(t)));
        }
        if !ci.cconv.is_empty() && ci.cconv != "ccc" {
            attrs.push(("CConv".into(), self.enum_llvm("CConv", &ci.cconv)?));
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
                    match &a {
                        Attr::Flag(k) => {
                            if let Some((_, n)) = CALL_UNIT_ATTRS.iter().find(|u| u.0 == k) {
                                attrs.push(((*n).into(), self.ctx.unit_attr()));
                            }
                        }
                        Attr::Paren(k, t) if k == "memory" => {
                            attrs.push(("memory_effects".into(), self.memory_attr(t)?));
                        }
                        _ => {}
                    }
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
                let normal_block = *em.blocks.get(normal.as_str()).ok_or_else(|| format!("use of undefined value '%{normal}'"))?;
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
        if let Some(info) = self.intrinsic_op(name) {
            // Operands first, immediate arguments to the op's required attributes in order.
            let fixed = info.operand_arities.iter().filter(|a| matches!(a, Arity::Single)).count();
            let variadic = info.operand_arities.iter().any(|a| !matches!(a, Arity::Single));
            let required: Vec<&'static str> =
                info.attrs.iter().filter(|a| !a.optional && a.default.is_none()).map(|a| a.name).collect();
            let mut ops = Vec::new();
            let mut op_arg_attrs: Vec<Vec<Attr>> = Vec::new();
            let mut attrs: Vec<(String, Attribute)> = Vec::new();
            let mut req = required.iter();
            let n = ci.args.len();
            // The immediate arguments are the trailing ones beyond the op's operands.
            let first_imm = if variadic { n } else { fixed.min(n) };
            for (i, a) in ci.args.iter().enumerate() {
                let is_const_int = matches!(a.tv.v, Val::Const(Const::Int(_)));
                if i >= first_imm && is_const_int && req.len() > 0 {
                    let Some(attr_name) = req.next() else { break };
                    let c = fold(&a.tv)?;
                    let v = const_int(&c).unwrap_or(0);
                    let t = self.ty(&a.tv.ty)?;
                    attrs.push(((*attr_name).into(), self.ctx.integer_attr(t, v)));
                } else if let Val::Metadata(_) = a.tv.v {
                    return Err(format!("unhandled intrinsic: {name}"));
                } else {
                    ops.push(self.val(em, &a.tv)?);
                    op_arg_attrs.push(a.attrs.clone());
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
            if let Val::Metadata(_) = a.tv.v {
                return Err(format!("unhandled intrinsic: {name}"));
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
