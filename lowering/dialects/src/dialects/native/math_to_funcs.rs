//! `-convert-math-to-funcs` (MLIR's MathToFuncs): `math.ipowi` and `math.fpowi` on scalars
//! become calls of functions the pass writes once per type at the end of the module
//! (`__mlir_math_ipowi_i32`, `__mlir_math_fpowi_f64_i64`, private with `linkonce_odr`
//! linkage), which compute the power by repeated squaring with the control flow MLIR's
//! implementations have, block for block. With `convert-ctlz`, `math.ctlz` becomes a call
//! of `__mlir_math_ctlz_<T>` (a loop of shifts in scf). Ops on vectors are first unrolled
//! into the scalar op per element (MLIR's VecOpToScalarOp).

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use crate::dialects::gen::arith::{self, ARITH_CMP_I_PREDICATE_ATTR_ENUM};
use crate::dialects::gen::cf;
use crate::dialects::gen::func;
use crate::dialects::gen::llvm_enums::LLVM_LINKAGE_ATTR_ENUM;
use crate::dialects::gen::scf;
use crate::ir::{Attribute, BlockId, Body, Context, OpId, OperationState, RegionId, Type, TypeData, Value};

/// Builds ops at the end of one block of a function body.
struct At<'b> {
    ctx: &'b Context,
    body: &'b mut Body,
    block: BlockId,
    loc: Attribute,
}

impl At<'_> {
    fn push(&mut self, mut st: OperationState) -> OpId {
        st.fill_defaults(self.ctx);
        let op = self.body.create_op(st);
        self.body.append_op(self.block, op);
        op
    }
    fn value(&mut self, st: OperationState) -> Value {
        let op = self.push(st);
        self.body.result(op, 0)
    }
    fn int(&mut self, ty: Type, v: i128) -> Value {
        let a = self.ctx.integer_attr(ty, v);
        self.value(arith::ConstantOp::build(self.ctx, self.loc, Some(a), ty))
    }
    fn cmp(&mut self, pred: &str, a: Value, b: Value) -> Value {
        let p = ARITH_CMP_I_PREDICATE_ATTR_ENUM.value(pred).unwrap_or(0);
        let attr = descent_conversion::enum_value_attr(self.ctx, &ARITH_CMP_I_PREDICATE_ATTR_ENUM, p);
        let i1 = self.ctx.integer_type(1);
        self.value(arith::CmpIOp::build(self.ctx, self.loc, a, b, Some(attr), i1))
    }
    fn cond_br(&mut self, c: Value, t: BlockId, t_args: &[Value], f: BlockId, f_args: &[Value]) {
        self.push(cf::CondBranchOp::build(self.ctx, self.loc, c, t_args, f_args, None, t, f));
    }
    fn br(&mut self, dest: BlockId, args: &[Value]) {
        self.push(cf::BranchOp::build(self.ctx, self.loc, args, dest));
    }
    fn ret(&mut self, vals: &[Value]) {
        self.push(func::ReturnOp::build(self.ctx, self.loc, vals));
    }
    /// Continues in `block`.
    fn to(&mut self, block: BlockId) -> &mut Self {
        self.block = block;
        self
    }
}

/// New blocks appended to `region`, each with arguments of the given types.
fn blocks(body: &mut Body, region: RegionId, args: &[&[Type]], loc: Attribute) -> Vec<(BlockId, Vec<Value>)> {
    args.iter()
        .map(|tys| {
            let b = body.new_block();
            body.push_block(region, b);
            let vals = tys.iter().map(|&t| body.add_block_arg(b, t, Some(loc))).collect();
            (b, vals)
        })
        .collect()
}

/// `__mlir_math_ipowi_<T>(base, power)`: 1 for power 0; for negative powers 1/base
/// by cases (a division by zero kept for base 0, 1, -1 by parity, else 0); otherwise
/// squaring while halving the power.
fn ipowi_body(ctx: &Context, ty: Type, loc: Attribute) -> (Box<Body>, RegionId) {
    let mut body = Box::new(Body::new());
    let region = body.new_region();
    let entry = body.new_block();
    body.push_block(region, entry);
    let base = body.add_block_arg(entry, ty, Some(loc));
    let power = body.add_block_arg(entry, ty, Some(loc));
    let bs = blocks(
        &mut body,
        region,
        &[&[], &[], &[], &[], &[], &[], &[], &[], &[], &[], &[], &[ty, ty, ty], &[], &[ty], &[], &[]],
        loc,
    );
    let b = |i: usize| bs[i - 1].0;
    let (acc, cur, pw) = (bs[11].1[0], bs[11].1[1], bs[11].1[2]);
    let res14 = bs[13].1[0];
    let mut at = At { ctx, body: &mut body, block: entry, loc };
    let c0 = at.int(ty, 0);
    let c1 = at.int(ty, 1);
    let cm1 = at.int(ty, -1);
    let is_zero = at.cmp("eq", power, c0);
    at.cond_br(is_zero, b(1), &[], b(2), &[]);
    at.to(b(1)).ret(&[c1]);
    let neg = at.to(b(2)).cmp("sle", power, c0);
    at.cond_br(neg, b(3), &[], b(12), &[c1, base, power]);
    let base0 = at.to(b(3)).cmp("eq", base, c0);
    at.cond_br(base0, b(4), &[], b(5), &[]);
    let div = at.to(b(4)).value(arith::DivSiOp::build(ctx, loc, c1, c0, None, ty));
    at.ret(&[div]);
    let base1 = at.to(b(5)).cmp("eq", base, c1);
    at.cond_br(base1, b(6), &[], b(7), &[]);
    at.to(b(6)).ret(&[c1]);
    let basem1 = at.to(b(7)).cmp("eq", base, cm1);
    at.cond_br(basem1, b(8), &[], b(11), &[]);
    let odd = at.to(b(8)).value(arith::AndIOp::build(ctx, loc, power, c1, ty));
    let is_odd = at.cmp("ne", odd, c0);
    at.cond_br(is_odd, b(9), &[], b(10), &[]);
    at.to(b(9)).ret(&[cm1]);
    at.to(b(10)).ret(&[c1]);
    at.to(b(11)).ret(&[c0]);
    let bit = at.to(b(12)).value(arith::AndIOp::build(ctx, loc, pw, c1, ty));
    let set = at.cmp("ne", bit, c0);
    at.cond_br(set, b(13), &[], b(14), &[acc]);
    let prod = at.to(b(13)).value(arith::MulIOp::build(ctx, loc, acc, cur, None, ty));
    at.br(b(14), &[prod]);
    let half = at.to(b(14)).value(arith::ShRuiOp::build(ctx, loc, pw, c1, None, ty));
    let done = at.cmp("eq", half, c0);
    at.cond_br(done, b(15), &[], b(16), &[]);
    at.to(b(15)).ret(&[res14]);
    let sq = at.to(b(16)).value(arith::MulIOp::build(ctx, loc, cur, cur, None, ty));
    at.br(b(12), &[res14, sq, half]);
    (body, region)
}

/// `__mlir_math_fpowi_<F>_<I>(x, n)`: 1.0 for n = 0; otherwise x to |n| by squaring (the
/// smallest n taken as the largest and one more factor x), inverted for negative n.
fn fpowi_body(ctx: &Context, fty: Type, ity: Type, loc: Attribute) -> (Box<Body>, RegionId) {
    let w = ctx.int_width(ity).unwrap_or(64);
    let mut body = Box::new(Body::new());
    let region = body.new_region();
    let entry = body.new_block();
    body.push_block(region, entry);
    let x = body.add_block_arg(entry, fty, Some(loc));
    let n = body.add_block_arg(entry, ity, Some(loc));
    let bs = blocks(
        &mut body,
        region,
        &[&[], &[], &[fty, fty, ity], &[], &[fty], &[], &[fty], &[], &[fty], &[], &[fty]],
        loc,
    );
    let b = |i: usize| bs[i - 1].0;
    let (acc, cur, pw) = (bs[2].1[0], bs[2].1[1], bs[2].1[2]);
    let (r5, r7, r9, r11) = (bs[4].1[0], bs[6].1[0], bs[8].1[0], bs[10].1[0]);
    let mut at = At { ctx, body: &mut body, block: entry, loc };
    let one = at.value(arith::ConstantOp::build(ctx, loc, Some(ctx.float_or_splat_attr(fty, 1.0)), fty));
    let c0 = at.int(ity, 0);
    let c1 = at.int(ity, 1);
    let min = at.int(ity, -(1i128 << (w - 1)));
    let max = at.int(ity, (1i128 << (w - 1)) - 1);
    let is_zero = at.cmp("eq", n, c0);
    at.cond_br(is_zero, b(1), &[], b(2), &[]);
    at.to(b(1)).ret(&[one]);
    let neg = at.to(b(2)).cmp("sle", n, c0);
    let is_min = at.cmp("eq", n, min);
    let negated = at.value(arith::SubIOp::build(ctx, loc, c0, n, None, ity));
    let abs = at.value(arith::SelectOp::build(ctx, loc, neg, negated, n, ity));
    let clamped = at.value(arith::SelectOp::build(ctx, loc, is_min, max, abs, ity));
    at.br(b(3), &[one, x, clamped]);
    let bit = at.to(b(3)).value(arith::AndIOp::build(ctx, loc, pw, c1, ity));
    let set = at.cmp("ne", bit, c0);
    at.cond_br(set, b(4), &[], b(5), &[acc]);
    let prod = at.to(b(4)).value(arith::MulFOp::build(ctx, loc, acc, cur, None, fty));
    at.br(b(5), &[prod]);
    let half = at.to(b(5)).value(arith::ShRuiOp::build(ctx, loc, pw, c1, None, ity));
    let done = at.cmp("eq", half, c0);
    at.cond_br(done, b(7), &[r5], b(6), &[]);
    let sq = at.to(b(6)).value(arith::MulFOp::build(ctx, loc, cur, cur, None, fty));
    at.br(b(3), &[r5, sq, half]);
    at.to(b(7)).cond_br(is_min, b(8), &[], b(9), &[r7]);
    let extra = at.to(b(8)).value(arith::MulFOp::build(ctx, loc, r7, x, None, fty));
    at.br(b(9), &[extra]);
    at.to(b(9)).cond_br(neg, b(10), &[], b(11), &[r9]);
    let inv = at.to(b(10)).value(arith::DivFOp::build(ctx, loc, one, r9, None, fty));
    at.br(b(11), &[inv]);
    at.to(b(11)).ret(&[r11]);
    (body, region)
}

/// The printed name of a scalar type (`i32`, `f64`), as MLIR names the functions.
fn type_name(ctx: &Context, ty: Type) -> Option<String> {
    Some(match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => format!("i{width}"),
        TypeData::Index => "index".into(),
        TypeData::Float(k) => format!("{k:?}").to_lowercase(),
        _ => return None,
    })
}

/// What one op needs: (function name, function type, kind).
fn needed(ctx: &Context, body: &Body, op: OpId, ctlz: bool) -> Option<(String, Vec<Type>, Type, Kind)> {
    let name = ctx.ident_str(body.op(op).name.ident);
    let d = body.op(op);
    let tys: SmallVec<[Type; 2]> = d.operands.iter().map(|&v| body.value_type(v)).collect();
    match name {
        "math.ipowi" => {
            let t = *tys.first()?;
            if !matches!(ctx.type_data(t), TypeData::Integer { .. }) {
                return None;
            }
            Some((format!("__mlir_math_ipowi_{}", type_name(ctx, t)?), vec![t, t], t, Kind::IPowI))
        }
        "math.fpowi" => {
            let (f, i) = (*tys.first()?, *tys.get(1)?);
            if !matches!(ctx.type_data(i), TypeData::Integer { .. }) {
                return None;
            }
            let n = format!("__mlir_math_fpowi_{}_{}", type_name(ctx, f)?, type_name(ctx, i)?);
            Some((n, vec![f, i], f, Kind::FPowI))
        }
        "math.ctlz" if ctlz => {
            let t = *tys.first()?;
            if !matches!(ctx.type_data(t), TypeData::Integer { .. }) {
                return None;
            }
            Some((format!("__mlir_math_ctlz_{}", type_name(ctx, t)?), vec![t], t, Kind::Ctlz))
        }
        _ => None,
    }
}

/// Which function an op becomes a call of.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Kind {
    IPowI,
    FPowI,
    Ctlz,
}

/// MLIR's VecOpToScalarOp: each op of `names` on a fixed-shape vector becomes a zero
/// vector constant, then per element (in row-major order) an extract of every operand,
/// the op on the scalars and an insert into the result.
fn unroll_vector_ops(ctx: &Context, body: &mut Body, roots: &[RegionId], names: &[&str]) {
    for op in walk_order(body, roots) {
        let d = body.op(op);
        if !names.contains(&ctx.ident_str(d.name.ident)) || d.num_results != 1 {
            continue;
        }
        let vec_ty = body.value_type(body.result(op, 0));
        let (shape, elem) = match ctx.type_data(vec_ty) {
            TypeData::Vector { shape, scalable, elem } if !scalable.iter().any(|s| *s) => (shape.to_vec(), *elem),
            _ => continue,
        };
        let Some(block) = d.parent else { continue };
        let (loc, name, attrs) = (d.loc, d.name, d.attrs.clone());
        let operands: SmallVec<[Value; 2]> = d.operands.iter().copied().collect();
        let zero = match ctx.type_data(elem) {
            TypeData::Float(_) => ctx.float_or_splat_attr(vec_ty, 0.0),
            _ => ctx.int_or_splat_attr(vec_ty, 0),
        };
        let push = |body: &mut Body, mut st: OperationState| {
            st.fill_defaults(ctx);
            let new = body.create_op(st);
            body.insert_op(block, Some(op), new);
            body.result(new, 0)
        };
        let mut acc = push(body, arith::ConstantOp::build(ctx, loc, Some(zero), vec_ty));
        let count: i64 = shape.iter().product();
        for linear in 0..count {
            let mut pos = vec![0i64; shape.len()];
            let mut rest = linear;
            for (p, &dim) in pos.iter_mut().zip(&shape).rev() {
                *p = rest % dim.max(1);
                rest /= dim.max(1);
            }
            let pos_attr = ctx.dense_i64_array(&pos);
            let mut scalars: SmallVec<[Value; 2]> = SmallVec::new();
            for &v in &operands {
                let ety = ctx.element_type_or_self(body.value_type(v));
                scalars.push(push(body, vector_op(ctx, "vector.extract", loc, &[v], pos_attr, ety)));
            }
            let mut st = OperationState::new(name, loc);
            st.operands.extend(scalars);
            st.attrs.extend(attrs.iter().cloned());
            st.result_types.push(elem);
            let scalar = push(body, st);
            acc = push(body, vector_op(ctx, "vector.insert", loc, &[scalar, acc], pos_attr, vec_ty));
        }
        let old = body.result(op, 0);
        body.replace_all_uses(old, acc);
        body.erase_op(op);
    }
}

/// A vector.extract or vector.insert at a static position.
fn vector_op(
    ctx: &Context,
    name: &str,
    loc: Attribute,
    operands: &[Value],
    pos: Attribute,
    ty: Type,
) -> OperationState {
    let ident = ctx.ident(name);
    let mut st = OperationState::new(crate::ir::OpName { ident, info: ctx.lookup_op(ident) }, loc);
    st.operands.extend_from_slice(operands);
    st.add_attr(ctx.ident("static_position"), pos);
    st.result_types.push(ty);
    st
}

/// `__mlir_math_ctlz_<T>(x)`: the width for 0; otherwise, from the count 0, shift x left
/// until its sign bit is set, counting the shifts (at most width - 1), in scf as MLIR
/// writes it.
fn ctlz_body(ctx: &Context, ty: Type, loc: Attribute) -> (Box<Body>, RegionId) {
    let width = i128::from(ctx.int_width(ty).unwrap_or(64));
    let idx = ctx.index_type();
    let mut body = Box::new(Body::new());
    let region = body.new_region();
    let entry = body.new_block();
    body.push_block(region, entry);
    let x = body.add_block_arg(entry, ty, Some(loc));
    let mut at = At { ctx, body: &mut body, block: entry, loc };
    let bits = at.int(ty, width);
    let zero = at.int(ty, 0);
    let is_zero = at.cmp("eq", x, zero);
    // A region of one block (with arguments of these types) for an scf op.
    let one_block = |body: &mut Body, args: &[Type]| {
        let r = body.new_region();
        let b = body.new_block();
        body.push_block(r, b);
        let vals: Vec<Value> = args.iter().map(|&t| body.add_block_arg(b, t, Some(loc))).collect();
        (r, b, vals)
    };
    let (then_r, then_b, _) = one_block(at.body, &[]);
    let (else_r, else_b, _) = one_block(at.body, &[]);
    let mut st = scf::IfOp::build(ctx, loc, is_zero, &[ty]);
    st.regions.extend([then_r, else_r]);
    let outer_if = at.push(st);
    at.to(then_b).push(scf::YieldOp::build(ctx, loc, &[bits]));
    at.to(else_b);
    let c1 = at.value(arith::ConstantOp::build(ctx, loc, Some(ctx.integer_attr(idx, 1)), idx));
    let one = at.int(ty, 1);
    let upper = at.value(arith::ConstantOp::build(ctx, loc, Some(ctx.integer_attr(idx, width)), idx));
    let count0 = at.int(ty, 0);
    let (loop_r, loop_b, args) = one_block(at.body, &[idx, ty, ty]);
    let (v, n) = (args[1], args[2]);
    let mut st = scf::ForOp::build(ctx, loc, c1, upper, c1, &[x, count0], None, &[ty, ty]);
    st.regions.push(loop_r);
    let for_op = at.push(st);
    at.to(loop_b);
    let negative = at.cmp("slt", v, zero);
    let (keep_r, keep_b, _) = one_block(at.body, &[]);
    let (shift_r, shift_b, _) = one_block(at.body, &[]);
    let mut st = scf::IfOp::build(ctx, loc, negative, &[ty, ty]);
    st.regions.extend([keep_r, shift_r]);
    let inner_if = at.push(st);
    at.to(keep_b).push(scf::YieldOp::build(ctx, loc, &[v, n]));
    at.to(shift_b);
    let counted = at.value(arith::AddIOp::build(ctx, loc, n, one, None, ty));
    let shifted = at.value(arith::ShLiOp::build(ctx, loc, v, one, None, ty));
    at.push(scf::YieldOp::build(ctx, loc, &[shifted, counted]));
    let (r0, r1) = (at.body.result(inner_if, 0), at.body.result(inner_if, 1));
    at.to(loop_b).push(scf::YieldOp::build(ctx, loc, &[r0, r1]));
    let total = at.body.result(for_op, 1);
    at.to(else_b).push(scf::YieldOp::build(ctx, loc, &[total]));
    let res = at.body.result(outer_if, 0);
    at.to(entry).ret(&[res]);
    (body, region)
}

/// Runs the pass over the module body.
pub fn convert_math_to_funcs(ctx: &Context, body: &mut Body, regions: &[RegionId], module_loc: Attribute) {
    run(ctx, body, regions, module_loc, false);
}

/// Runs the pass with its `convert-ctlz` option.
pub fn convert_math_to_funcs_ctlz(ctx: &Context, body: &mut Body, regions: &[RegionId], module_loc: Attribute) {
    run(ctx, body, regions, module_loc, true);
}

fn run(ctx: &Context, body: &mut Body, regions: &[RegionId], module_loc: Attribute, ctlz: bool) {
    let Some(&region) = regions.first() else { return };
    let names: &[&str] = if ctlz { &["math.ipowi", "math.fpowi", "math.ctlz"] } else { &["math.ipowi", "math.fpowi"] };
    for (_, roots, inner) in body.isolated_children_mut() {
        unroll_vector_ops(ctx, inner, &roots, names);
    }
    let Some(module_block) = body.entry_block(region) else { return };
    // Which functions are needed, in the order the ops are met.
    let mut wanted: Vec<(String, Vec<Type>, Type, Kind)> = Vec::new();
    let mut index: FxHashMap<String, usize> = FxHashMap::default();
    for (_, roots, inner) in body.isolated_children_mut() {
        for op in walk_order(inner, &roots) {
            if let Some(w) = needed(ctx, inner, op, ctlz) {
                if !index.contains_key(&w.0) {
                    index.insert(w.0.clone(), wanted.len());
                    wanted.push(w);
                }
            }
        }
    }
    // MLIR then runs a partial conversion over the module, whose target declares only
    // these dialects legal: every other op is folded when it can be (`math.ctlz` too,
    // converted or not), and the ops to replace by calls may fold away first.
    let legal: &[&str] = &["arith", "cf", "func", "scf", "vector"];
    descent_conversion::fold::fold_ops_not_legal(ctx, body, regions, legal);
    for (_, roots, inner) in body.isolated_children_mut() {
        descent_conversion::fold::fold_ops_not_legal(ctx, inner, &roots, legal);
    }
    if wanted.is_empty() {
        return;
    }
    // Calls replace the ops.
    for (_, roots, inner) in body.isolated_children_mut() {
        for op in walk_order(inner, &roots) {
            let Some((name, _, res, _)) = needed(ctx, inner, op, ctlz) else { continue };
            let Some(block) = inner.op(op).parent else { continue };
            let loc = inner.op(op).loc;
            let args: SmallVec<[Value; 2]> = inner.op(op).operands.iter().copied().collect();
            let st = func::CallOp::build(ctx, loc, &args, Some(ctx.flat_symbol_ref(&name)), None, None, None, &[res]);
            let call = inner.create_op(st);
            inner.insert_op(block, Some(op), call);
            let (old, new) = (inner.result(op, 0), inner.result(call, 0));
            inner.replace_all_uses(old, new);
            inner.erase_op(op);
        }
    }
    // The functions, at the end of the module, at its location.
    for (name, inputs, res, kind) in wanted {
        let (nested, r) = match kind {
            Kind::FPowI => fpowi_body(ctx, res, inputs[1], module_loc),
            Kind::IPowI => ipowi_body(ctx, res, module_loc),
            Kind::Ctlz => ctlz_body(ctx, res, module_loc),
        };
        let fty = ctx.type_attr(ctx.function_type(&inputs, &[res]));
        let mut st = func::FuncOp::build(
            ctx,
            module_loc,
            Some(ctx.string_attr(&name)),
            Some(fty),
            Some(ctx.string_attr("private")),
            None,
            None,
            None,
        );
        let linkonce_odr = LLVM_LINKAGE_ATTR_ENUM.cases.iter().find(|c| c.0 == "linkonce_odr").map_or(0, |c| c.1);
        st.add_attr(ctx.ident("llvm.linkage"), ctx.enum_attr(&LLVM_LINKAGE_ATTR_ENUM, linkonce_odr));
        st.regions.push(r);
        st.nested = Some(nested);
        let f = body.create_op(st);
        body.append_op(module_block, f);
    }
}

/// The ops of `roots` in program order (blocks in region order, an op before the ops of
/// its regions).
fn walk_order(body: &Body, roots: &[RegionId]) -> Vec<OpId> {
    fn visit(body: &Body, region: RegionId, out: &mut Vec<OpId>) {
        for &b in &body.region(region).blocks {
            for o in body.block_ops(b) {
                out.push(o);
                if body.op(o).nested.is_none() {
                    for &r in body.op(o).regions.iter() {
                        visit(body, r, out);
                    }
                }
            }
        }
    }
    let mut out = Vec::new();
    for &r in roots {
        visit(body, r, &mut out);
    }
    out
}
