//! Native arith -> llvm patterns: what MLIR lowers to several ops or decides by types
//! (constants of n-D vectors, index casts, the ceil/floor division expansions, extended
//! arithmetic, truncf with a rounding mode). Named from `spec/conversion/arith_to_llvm.td`.

use crate::conversion::Rewriter;
use crate::dialects::gen::{arith, llvm, llvm_intrinsics as intr};
use crate::ir::{AttrData, OpId, Type, TypeData, Value};

/// `arith.constant` -> `llvm.mlir.constant` with the same value (n-D vector constants
/// keep their value and take the array type).
pub fn constant(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let Some(types) = rw.result_types(op) else { return false };
    let Some(value) = rw.body.attr(op, rw.ctx.ident("value")) else { return false };
    let v = rw.constant(types[0], value);
    rw.replace_op(op, &[v]);
    true
}

/// `arith.truncf`: `llvm.fptrunc`, or with a rounding mode the constrained intrinsic.
pub fn truncf(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(x) = rw.operand(op, 0) else { return false };
    let mode = rw.body.attr(op, ctx.ident("roundingmode"));
    let rounding = match mode.map(|m| ctx.attr_data(m)) {
        None => None,
        Some(AttrData::Enum { value, .. }) => Some(*value as i128),
        Some(AttrData::Integer { value, .. }) => Some(*value),
        Some(_) => return false,
    };
    // arith numbers its rounding modes differently from LLVM.
    let rounding = match rounding {
        None => None,
        Some(0) => Some(1),
        Some(1) => Some(3),
        Some(2) => Some(2),
        Some(3) => Some(0),
        Some(4) => Some(4),
        Some(_) => return false,
    };
    let v = rw.elementwise(&[x], types[0], &mut |rw, vals, ty| {
        let mut st = match rounding {
            None => llvm::FpTruncOp::build(rw.ctx, rw.loc, vals[0], ty),
            Some(r) => {
                let i64 = rw.ctx.common().i64;
                let rm = rw.ctx.integer_attr(i64, r);
                let eb = rw.ctx.integer_attr(i64, 0);
                intr::ConstrainedFpTruncIntr::build(rw.ctx, rw.loc, vals[0], Some(rm), Some(eb), ty)
            }
        };
        rw.copy_attrs_except(op, &mut st, &["roundingmode"]);
        Some(rw.insert_value(st))
    });
    let Some(v) = v else { return false };
    rw.replace_op(op, &[v]);
    true
}

fn int_width_of(rw: &Rewriter<'_, '_>, ty: Type) -> Option<u32> {
    rw.ctx.int_width(innermost(rw, ty))
}

/// The element type under arrays and vectors.
fn innermost(rw: &Rewriter<'_, '_>, mut ty: Type) -> Type {
    loop {
        match rw.ctx.type_data(ty) {
            TypeData::LlvmArray { elem, .. } => ty = *elem,
            TypeData::Vector { elem, .. } => return *elem,
            _ => return ty,
        }
    }
}

/// `index_cast`/`index_castui`: sign- or zero-extend, truncate, or nothing at equal widths.
fn index_cast_impl(rw: &mut Rewriter<'_, '_>, op: OpId, signed: bool) -> bool {
    let Some(types) = rw.result_types(op) else { return false };
    let Some(x) = rw.operand(op, 0) else { return false };
    let (Some(from), Some(to)) = (int_width_of(rw, rw.value_type(x)), int_width_of(rw, types[0])) else {
        return false;
    };
    if from == to {
        rw.replace_op(op, &[x]);
        return true;
    }
    let v = rw.elementwise(&[x], types[0], &mut |rw, vals, ty| {
        let st = if to < from {
            llvm::TruncOp::build(rw.ctx, rw.loc, vals[0], None, ty)
        } else if signed {
            llvm::SExtOp::build(rw.ctx, rw.loc, vals[0], ty)
        } else {
            llvm::ZExtOp::build(rw.ctx, rw.loc, vals[0], None, ty)
        };
        Some(rw.insert_value(st))
    });
    let Some(v) = v else { return false };
    rw.replace_op(op, &[v]);
    true
}

/// `arith.index_cast`: `llvm.sext` or `llvm.trunc` to the result width, or the operand
/// itself at equal widths (per 1-D vector for n-D vectors).
pub fn index_cast(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    index_cast_impl(rw, op, true)
}

/// `arith.index_castui`: `llvm.zext` or `llvm.trunc` to the result width, or the operand
/// itself at equal widths (per 1-D vector for n-D vectors).
pub fn index_castui(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    index_cast_impl(rw, op, false)
}

/// `llvm.icmp` by LLVM predicate value, with an i1 result shaped like the operands.
pub(crate) fn icmp(rw: &mut Rewriter<'_, '_>, pred: u64, a: Value, b: Value) -> Value {
    let ctx = rw.ctx;
    let ty = rw.value_type(a);
    let i1 = i1_like(rw, ty);
    let p = ctx.integer_attr(ctx.common().i64, pred as i128);
    let st = llvm::ICmpOp::build(ctx, rw.loc, a, b, Some(p), i1);
    rw.insert_value(st)
}

/// i1 of the same shape as `ty`.
fn i1_like(rw: &Rewriter<'_, '_>, ty: Type) -> Type {
    let ctx = rw.ctx;
    match ctx.type_data(ty) {
        TypeData::Vector { shape, scalable, .. } => ctx.intern_type(TypeData::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            elem: ctx.common().i1,
        }),
        _ => ctx.common().i1,
    }
}

const EQ: u64 = 0;
const NE: u64 = 1;
const SLT: u64 = 2;

fn op2(rw: &mut Rewriter<'_, '_>, st: crate::ir::OperationState) -> Value {
    rw.insert_value(st)
}

/// Builds arith ops before the op being lowered, on its original operands: the
/// ceil/floor division expansions (MLIR's `ExpandOps`), whose ops the driver then folds
/// and converts like any other, as MLIR legalizes the ops a pattern creates.
struct ArithBuilder<'r, 'a, 'b> {
    rw: &'r mut Rewriter<'a, 'b>,
    ty: Type,
}

impl ArithBuilder<'_, '_, '_> {
    fn constant(&mut self, v: i128) -> Value {
        let ctx = self.rw.ctx;
        let a = ctx.int_or_splat_attr(self.ty, v);
        self.rw.insert_value(arith::ConstantOp::build(ctx, self.rw.loc, Some(a), self.ty))
    }
    fn cmp(&mut self, pred: u64, a: Value, b: Value) -> Value {
        let ctx = self.rw.ctx;
        let i1 = crate::dialects::native::transforms::i1_same_shape(ctx, self.rw.value_type(a));
        let p = ctx.integer_attr(ctx.common().i64, pred as i128);
        self.rw.insert_value(arith::CmpIOp::build(ctx, self.rw.loc, a, b, Some(p), i1))
    }
    fn divsi(&mut self, a: Value, b: Value) -> Value {
        self.rw.insert_value(arith::DivSiOp::build(self.rw.ctx, self.rw.loc, a, b, None, self.ty))
    }
    fn divui(&mut self, a: Value, b: Value) -> Value {
        self.rw.insert_value(arith::DivUiOp::build(self.rw.ctx, self.rw.loc, a, b, None, self.ty))
    }
    fn muli(&mut self, a: Value, b: Value) -> Value {
        self.rw.insert_value(arith::MulIOp::build(self.rw.ctx, self.rw.loc, a, b, None, self.ty))
    }
    fn addi(&mut self, a: Value, b: Value) -> Value {
        self.rw.insert_value(arith::AddIOp::build(self.rw.ctx, self.rw.loc, a, b, None, self.ty))
    }
    fn subi(&mut self, a: Value, b: Value) -> Value {
        self.rw.insert_value(arith::SubIOp::build(self.rw.ctx, self.rw.loc, a, b, None, self.ty))
    }
    fn andi(&mut self, a: Value, b: Value) -> Value {
        let ty = self.rw.value_type(a);
        self.rw.insert_value(arith::AndIOp::build(self.rw.ctx, self.rw.loc, a, b, ty))
    }
    fn select(&mut self, c: Value, t: Value, f: Value) -> Value {
        self.rw.insert_value(arith::SelectOp::build(self.rw.ctx, self.rw.loc, c, t, f, self.ty))
    }
}

/// Replaces a binary arith op by what `f` builds from its original operands.
fn expand(rw: &mut Rewriter<'_, '_>, op: OpId, f: fn(&mut ArithBuilder<'_, '_, '_>, Value, Value) -> Value) -> bool {
    // Types without an LLVM counterpart (tensors) stay unexpanded, as in MLIR.
    if rw.result_types(op).is_none() {
        return false;
    }
    let (a, b) = (rw.body.op(op).operands[0], rw.body.op(op).operands[1]);
    let ty = rw.value_type(rw.body.result(op, 0));
    let v = f(&mut ArithBuilder { rw: &mut *rw, ty }, a, b);
    rw.replace_op(op, &[v]);
    true
}

/// `ceildivsi(a, b)`: `q = a / b; (a != q*b && (a<0) == (b<0)) ? q + 1 : q`.
pub fn ceildivsi(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    expand(rw, op, |m, a, b| {
        let zero = m.constant(0);
        let one = m.constant(1);
        let q = m.divsi(a, b);
        let prod = m.muli(q, b);
        let rem = m.cmp(NE, a, prod);
        let a_neg = m.cmp(SLT, a, zero);
        let b_neg = m.cmp(SLT, b, zero);
        let same = m.cmp(EQ, a_neg, b_neg);
        let cond = m.andi(rem, same);
        let q1 = m.addi(q, one);
        m.select(cond, q1, q)
    })
}

/// `floordivsi(a, b)`: `q = a / b; (a != q*b && (a<0) != (b<0)) ? q - 1 : q`.
pub fn floordivsi(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    expand(rw, op, |m, a, b| {
        let q = m.divsi(a, b);
        let prod = m.muli(q, b);
        let rem = m.cmp(NE, a, prod);
        let zero = m.constant(0);
        let a_neg = m.cmp(SLT, a, zero);
        let b_neg = m.cmp(SLT, b, zero);
        let differ = m.cmp(NE, a_neg, b_neg);
        let cond = m.andi(rem, differ);
        let minus_one = m.constant(-1);
        let q1 = m.addi(q, minus_one);
        m.select(cond, q1, q)
    })
}

/// `ceildivui(a, b)`: `a == 0 ? 0 : (a - 1) / b + 1`.
pub fn ceildivui(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    expand(rw, op, |m, a, b| {
        let zero = m.constant(0);
        let is_zero = m.cmp(EQ, a, zero);
        let one = m.constant(1);
        let am1 = m.subi(a, one);
        let q = m.divui(am1, b);
        let q1 = m.addi(q, one);
        m.select(is_zero, zero, q1)
    })
}

/// `addui_extended`: `llvm.intr.uadd.with.overflow` and its two fields.
pub fn addui_extended(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    // n-D vectors would need unrolling a two-result op; MLIR declines them too.
    if types.iter().any(|&t| matches!(ctx.type_data(t), TypeData::LlvmArray { .. })) {
        return false;
    }
    let (Some(a), Some(b)) = (rw.operand(op, 0), rw.operand(op, 1)) else { return false };
    let st_ty = ctx.llvm_struct(&[types[0], types[1]], false);
    let s = op2(rw, intr::UAddWithOverflowOp::build(ctx, rw.loc, a, b, st_ty));
    let sum = rw.extract_value(s, &[0]);
    let overflow = rw.extract_value(s, &[1]);
    rw.replace_op(op, &[sum, overflow]);
    true
}

/// `mul[su]i_extended`: multiply at twice the width, split into low and high halves.
fn mul_extended(rw: &mut Rewriter<'_, '_>, op: OpId, signed: bool) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    if types.iter().any(|&t| matches!(ctx.type_data(t), TypeData::LlvmArray { .. })) {
        return false;
    }
    let (Some(a), Some(b)) = (rw.operand(op, 0), rw.operand(op, 1)) else { return false };
    let ty = types[0];
    let Some(w) = int_width_of(rw, ty) else { return false };
    let wide_elem = ctx.integer_type(w * 2);
    let wide = match ctx.type_data(ty) {
        TypeData::Vector { shape, scalable, .. } => {
            ctx.intern_type(TypeData::Vector { shape: shape.clone(), scalable: scalable.clone(), elem: wide_elem })
        }
        _ => wide_elem,
    };
    let loc = rw.loc;
    let ext = |rw: &mut Rewriter<'_, '_>, v| {
        let st =
            if signed { llvm::SExtOp::build(ctx, loc, v, wide) } else { llvm::ZExtOp::build(ctx, loc, v, None, wide) };
        op2(rw, st)
    };
    let wa = ext(rw, a);
    let wb = ext(rw, b);
    let prod = op2(rw, llvm::MulOp::build(ctx, loc, wa, wb, None, wide));
    let low = op2(rw, llvm::TruncOp::build(ctx, loc, prod, None, ty));
    let shift = rw.int_constant(wide, w as i128);
    let hi_wide = op2(rw, llvm::LShrOp::build(ctx, loc, prod, shift, None, wide));
    let high = op2(rw, llvm::TruncOp::build(ctx, loc, hi_wide, None, ty));
    rw.replace_op(op, &[low, high]);
    true
}

/// `arith.mulsi_extended`: sign-extend to twice the width, multiply, and truncate the
/// product and its upper half into the low and high results (n-D vectors declined).
pub fn mulsi_extended(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    mul_extended(rw, op, true)
}

/// `arith.mului_extended`: zero-extend to twice the width, multiply, and truncate the
/// product and its upper half into the low and high results (n-D vectors declined).
pub fn mului_extended(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    mul_extended(rw, op, false)
}

/// `arith.bitcast`: `llvm.bitcast`, or nothing when both types lower to the same LLVM
/// type (memrefs of equal-width elements share their descriptor).
pub fn bitcast(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let Some(types) = rw.result_types(op) else { return false };
    let Some(x) = rw.operand(op, 0) else { return false };
    if rw.value_type(x) == types[0] {
        rw.replace_op(op, &[x]);
        return true;
    }
    if matches!(rw.ctx.type_data(types[0]), TypeData::LlvmStruct(_)) {
        return false;
    }
    let v = rw.elementwise(&[x], types[0], &mut |rw, vals, ty| {
        let st = llvm::BitcastOp::build(rw.ctx, rw.loc, vals[0], ty);
        Some(rw.insert_value(st))
    });
    let Some(v) = v else { return false };
    rw.replace_op(op, &[v]);
    true
}
