//! Native math -> llvm patterns: what MLIR's MathToLLVM lowers to several ops (expm1,
//! log1p, rsqrt, sincos) or to an intrinsic with an immediate the math op does not carry
//! (absi, ctlz, cttz, isnan, isfinite). Named from `spec/conversion/math_to_llvm.td`.

use crate::conversion::{cast_enum, Rewriter};
use crate::dialects::gen::{llvm, llvm_enums, llvm_intrinsics as intr};
use crate::ir::{Attribute, OpId, OperationState, Type, TypeData, Value};

/// What MLIR's `ConvertFastMath` gives every op it builds for a math op: the arith
/// fast-math flags as LLVM ones (even when `none`, so an absent attribute means `none`),
/// and the op's other attributes, which MLIR carries over unchanged.
struct Carried {
    op: OpId,
    fastmath: Option<Attribute>,
}

impl Carried {
    fn of(rw: &Rewriter<'_, '_>, op: OpId) -> Carried {
        let ctx = rw.ctx;
        let fastmath = match rw.body.attr(op, ctx.ident("fastmath")) {
            Some(a) => cast_enum(ctx, a, &llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM),
            None => Some(llvm_enums::FastmathFlags::NONE.attr(ctx)),
        };
        Carried { op, fastmath }
    }

    /// Inserts `st` with the carried attributes it does not set itself.
    fn insert(&self, rw: &mut Rewriter<'_, '_>, mut st: OperationState) -> Value {
        rw.copy_attrs_except(self.op, &mut st, &["fastmath"]);
        rw.insert_value(st)
    }
}

fn is_array(rw: &Rewriter<'_, '_>, ty: Type) -> bool {
    matches!(rw.ctx.type_data(ty), TypeData::LlvmArray { .. })
}

/// Operand 0 of a float op, converted, or `None` when its float type has no LLVM twin
/// (MLIR's patterns decline those rather than build float intrinsics on integers).
fn float_operand(rw: &mut Rewriter<'_, '_>, op: OpId) -> Option<Value> {
    if rw.has_unsupported_float(op) {
        return None;
    }
    rw.operand(op, 0)
}

/// `llvm.mlir.constant(1.0)` of a float or (1-D, possibly scalable) float vector type.
fn float_one(rw: &mut Rewriter<'_, '_>, ty: Type) -> Option<Value> {
    let ctx = rw.ctx;
    if !matches!(ctx.type_data(ty), TypeData::Vector { .. } | TypeData::Float(_)) {
        return None;
    }
    Some(rw.constant(ty, ctx.float_or_splat_attr(ty, 1.0)))
}

// ---- intrinsics with an immediate flag ------------------------------------------------

/// One intrinsic with a `false` immediate, on scalars and 1-D vectors only: MLIR's
/// IntOpWithFlagLowering leaves n-D vectors alone.
fn with_false_flag(
    rw: &mut Rewriter<'_, '_>,
    op: OpId,
    build: fn(&crate::ir::Context, Attribute, Value, Option<Attribute>, Type) -> OperationState,
) -> bool {
    let Some(types) = rw.result_types(op) else { return false };
    if is_array(rw, types[0]) {
        return false;
    }
    let Some(x) = rw.operand(op, 0) else { return false };
    let flag = rw.ctx.bool_attr(false);
    let st = build(rw.ctx, rw.loc, x, Some(flag), types[0]);
    rw.replace_with(op, st);
    true
}

/// `math.absi` -> `llvm.intr.abs` with `is_int_min_poison = false`.
pub fn absi(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    with_false_flag(rw, op, intr::AbsOp::build)
}

/// `math.ctlz` -> `llvm.intr.ctlz` with `is_zero_poison = false` (defined at zero).
pub fn ctlz(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    with_false_flag(rw, op, intr::CountLeadingZerosOp::build)
}

/// `math.cttz` -> `llvm.intr.cttz` with `is_zero_poison = false`.
pub fn cttz(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    with_false_flag(rw, op, intr::CountTrailingZerosOp::build)
}

// ---- classification -------------------------------------------------------------------

/// `llvm.intr.is.fpclass` with LLVM's FPClassTest mask. Like MLIR, n-D vectors are not
/// unrolled (the op on arrays then fails the intrinsic's verifier), and the fast-math
/// flags are dropped: the intrinsic has none.
fn fpclass(rw: &mut Rewriter<'_, '_>, op: OpId, mask: i128) -> bool {
    let Some(types) = rw.result_types(op) else { return false };
    let Some(x) = float_operand(rw, op) else { return false };
    let ctx = rw.ctx;
    let bit = ctx.integer_attr(ctx.common().i32, mask);
    let st = intr::IsFpClassOp::build(ctx, rw.loc, x, Some(bit), types[0]);
    rw.replace_with(op, st);
    true
}

/// fcNan: signaling and quiet NaNs.
const FC_NAN: i128 = 0x3;
/// fcFinite: normals, subnormals and zeros of both signs.
const FC_FINITE: i128 = 0x1f8;

/// `math.isnan` -> `llvm.intr.is.fpclass` testing for NaNs (`fcNan`).
pub fn isnan(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    fpclass(rw, op, FC_NAN)
}

/// `math.isfinite` -> `llvm.intr.is.fpclass` testing for finite values (`fcFinite`).
pub fn isfinite(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    fpclass(rw, op, FC_FINITE)
}

// ---- expansions -----------------------------------------------------------------------

/// A unary float op expanded per 1-D vector by `f(rw, one, x, ty, carried)`, where `one`
/// is the constant 1.0 of type `ty`, made first as MLIR makes it.
fn with_one(
    rw: &mut Rewriter<'_, '_>,
    op: OpId,
    f: fn(&mut Rewriter<'_, '_>, Value, Value, Type, &Carried) -> Value,
) -> bool {
    let Some(types) = rw.result_types(op) else { return false };
    let Some(x) = float_operand(rw, op) else { return false };
    let carried = Carried::of(rw, op);
    let v = rw.elementwise(&[x], types[0], &mut |rw, vals, ty| {
        let one = float_one(rw, ty)?;
        Some(f(rw, one, vals[0], ty, &carried))
    });
    let Some(v) = v else { return false };
    rw.replace_op(op, &[v]);
    true
}

/// `expm1(x)` -> `exp(x) - 1`.
pub fn expm1(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    with_one(rw, op, |rw, one, x, ty, c| {
        let (ctx, loc) = (rw.ctx, rw.loc);
        let e = c.insert(rw, intr::ExpOp::build(ctx, loc, x, c.fastmath, ty));
        c.insert(rw, llvm::FSubOp::build(ctx, loc, e, one, c.fastmath, ty))
    })
}

/// `log1p(x)` -> `log(1 + x)`: MLIR's lowering with its default `approximate-log1p`.
pub fn log1p(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    with_one(rw, op, |rw, one, x, ty, c| {
        let (ctx, loc) = (rw.ctx, rw.loc);
        let sum = c.insert(rw, llvm::FAddOp::build(ctx, loc, one, x, c.fastmath, ty));
        c.insert(rw, intr::LogOp::build(ctx, loc, sum, c.fastmath, ty))
    })
}

/// `rsqrt(x)` -> `1 / sqrt(x)`.
pub fn rsqrt(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    with_one(rw, op, |rw, one, x, ty, c| {
        let (ctx, loc) = (rw.ctx, rw.loc);
        let s = c.insert(rw, intr::SqrtOp::build(ctx, loc, x, c.fastmath, ty));
        c.insert(rw, llvm::FDivOp::build(ctx, loc, one, s, c.fastmath, ty))
    })
}

/// `math.sincos` -> `llvm.intr.sincos` returning `!llvm.struct<(sin, cos)>`, and the two
/// fields. Not unrolled, as in MLIR.
pub fn sincos(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let Some(types) = rw.result_types(op) else { return false };
    if types.len() != 2 {
        return false;
    }
    let Some(x) = float_operand(rw, op) else { return false };
    let ctx = rw.ctx;
    let c = Carried::of(rw, op);
    let st_ty = ctx.llvm_struct(&[types[0], types[1]], false);
    let s = c.insert(rw, intr::SincosOp::build(ctx, rw.loc, x, c.fastmath, st_ty));
    let sin = rw.extract_value(s, &[0]);
    let cos = rw.extract_value(s, &[1]);
    rw.replace_op(op, &[sin, cos]);
    true
}
