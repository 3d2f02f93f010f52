//! Native code the `complex` spec names (`spec/dialects/complex.td`): the verifiers of
//! `complex.constant` and `complex.bitcast`, the element-type transform of its
//! `TypesMatchWith` traits, the fold hooks of MLIR 22's `ComplexOps.cpp` and the
//! dialect's constant materializer, the lists of ops the conversions must remove; and the
//! extern terms of the conversion rules (`spec/conversion/complex_terms.td`): the
//! `complex-range` option, the float constants of the expansions and their fast-math
//! flag arithmetic.

use crate::conversion::Rewriter;
use crate::diag::Diagnostic;
use crate::ir::fold::{FoldInput, Folded};
use crate::ir::{AttrData, Attribute, Context, OpRef, OperationState, Type, TypeData};
use crate::ods;
use crate::print::attrs::type_to_string;

/// Registers the dialect's constant materializer (`onRegister`).
pub fn on_register(ctx: &Context) {
    crate::conversion::fold::register_constant_materializer(ctx, "complex", materialize_constant);
}

/// `ComplexDialect::materializeConstant`: an array of two parts of a complex type becomes
/// a `complex.constant`; anything else `arith.constant` can hold (a part folded out of a
/// constant) an `arith.constant`.
pub fn materialize_constant(ctx: &Context, value: Attribute, ty: Type, loc: Attribute) -> Option<OperationState> {
    if is_buildable_with(ctx, value, ty) {
        return Some(crate::dialects::gen::complex::ConstantOp::build(ctx, loc, Some(value), ty));
    }
    match ctx.attr_data(value) {
        AttrData::Integer { .. } | AttrData::Float { .. } | AttrData::Bool(_) | AttrData::DenseElements { .. } => {
            super::arith::materialize_constant(ctx, value, ty, loc)
        }
        _ => None,
    }
}

/// `ConstantOp::isBuildableWith`: two floats, or two integers, of the complex type's
/// element type.
fn is_buildable_with(ctx: &Context, value: Attribute, ty: Type) -> bool {
    let (AttrData::Array(parts), TypeData::Complex(elem)) = (ctx.attr_data(value), ctx.type_data(ty)) else {
        return false;
    };
    if parts.len() != 2 {
        return false;
    }
    match (ctx.attr_data(parts[0]), ctx.attr_data(parts[1])) {
        (AttrData::Float { ty: a, .. }, AttrData::Float { ty: b, .. })
        | (AttrData::Integer { ty: a, .. }, AttrData::Integer { ty: b, .. }) => a == elem && b == elem,
        _ => false,
    }
}

/// The element type of a complex type (the type itself otherwise): the transform of the
/// `TypesMatchWith` traits that tie a part to its complex number.
pub fn element_type(ctx: &Context, t: Type) -> Type {
    match ctx.type_data(t) {
        TypeData::Complex(e) => *e,
        _ => t,
    }
}

/// `complex.constant`'s verifier: two float or integer parts of the element type.
pub fn verify_constant(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (Some(value), Some(r)) = (op.attr("value"), op.results().next()) else {
        return Ok(());
    };
    let AttrData::Array(parts) = ctx.attr_data(value) else {
        return Ok(());
    };
    if parts.len() != 2 {
        return Err(ods::op_error(op, "requires 'value' to be a complex constant, represented as array of two values"));
    }
    let part_type = |a: Attribute| match ctx.attr_data(a) {
        AttrData::Float { ty, .. } | AttrData::Integer { ty, .. } => Some(*ty),
        // A `true`/`false` is an i1 integer attribute in MLIR.
        AttrData::Bool(_) => Some(ctx.common().i1),
        _ => None,
    };
    let (Some(re), Some(im)) = (part_type(parts[0]), part_type(parts[1])) else {
        return Err(ods::op_error(op, "requires attribute's elements to be float or integer attributes"));
    };
    let elem = element_type(ctx, op.value_type(r));
    if re != elem || im != elem {
        return Err(ods::op_error(
            op,
            format!(
                "requires attribute's element types ({}, {}) to match the element type of the op's return type ({})",
                quoted(ctx, re),
                quoted(ctx, im),
                quoted(ctx, elem)
            ),
        ));
    }
    Ok(())
}

fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", type_to_string(ctx, t))
}

/// Integers and floats: what `isIntOrFloat` accepts.
fn int_or_float_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_data(t) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Float(k) => Some(k.width()),
        _ => None,
    }
}

/// `complex.bitcast`'s verifier: between a complex type and an integer or float of twice
/// its element width (or a type and itself, which folds away).
pub fn verify_bitcast(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (Some(&v), Some(r)) = (op.operands().first(), op.results().next()) else {
        return Ok(());
    };
    let (mut from, mut to) = (op.value_type(v), op.value_type(r));
    if from == to {
        return Ok(());
    }
    let is_complex = |t| matches!(ctx.type_data(t), TypeData::Complex(_));
    if int_or_float_width(ctx, from).is_none() && !is_complex(from) {
        return Err(ods::op_error(op, "operand must be int/float/complex"));
    }
    if int_or_float_width(ctx, to).is_none() && !is_complex(to) {
        return Err(ods::op_error(op, "result must be int/float/complex"));
    }
    if is_complex(from) == is_complex(to) {
        return Err(ods::op_error(op, "requires that either input or output has a complex type"));
    }
    if is_complex(to) {
        std::mem::swap(&mut from, &mut to);
    }
    let complex_bits = int_or_float_width(ctx, element_type(ctx, from)).map(|w| 2 * w);
    if complex_bits != int_or_float_width(ctx, to) {
        return Err(ods::op_error(op, "casting bitwidths do not match"));
    }
    Ok(())
}

/// The two float parts of a `complex.constant` defining operand `i`.
fn constant_parts(cx: &FoldInput<'_>, i: usize) -> Option<(f64, f64)> {
    let c = cx.def_named(i, "complex.constant")?;
    let ctx = cx.ctx();
    let AttrData::Array(parts) = ctx.attr_data(c.attr("value")?) else { return None };
    match &parts[..] {
        [re, im] => match (ctx.attr_data(*re), ctx.attr_data(*im)) {
            (AttrData::Float { bits: a, .. }, AttrData::Float { bits: b, .. }) => {
                Some((f64::from_bits(*a), f64::from_bits(*b)))
            }
            _ => None,
        },
        _ => None,
    }
}

/// The operand of the op defining operand `i`, if that op is named `name`.
fn operand_of(cx: &FoldInput<'_>, i: usize, name: &str) -> Option<crate::ir::Value> {
    cx.def_named(i, name).map(|d| d.operand(0))
}

/// The fold hooks of `ComplexOps.cpp`; `kind` is the op's mnemonic.
pub fn fold(cx: &FoldInput<'_>, kind: &'static str) -> Folded {
    let op = cx.op;
    let ctx = cx.ctx();
    match kind {
        // A cast to its own type.
        "bitcast" if op.value_type(cx.operand(0)) == cx.result_type() => {
            return Folded::value(cx.operand(0));
        }
        // create(re(a), im(a)) -> a
        "create" => {
            if let (Some(re), Some(im)) = (cx.def_named(0, "complex.re"), cx.def_named(1, "complex.im")) {
                if re.operand(0) == im.operand(0) {
                    return Folded::value(re.operand(0));
                }
            }
        }
        // A part of a constant, or of a create.
        "re" | "im" => {
            let idx = usize::from(kind == "im");
            if let Some(c) = cx.consts.first().copied().flatten() {
                if let AttrData::Array(parts) = ctx.attr_data(c) {
                    if parts.len() == 2 {
                        return Folded::attr(parts[idx]);
                    }
                }
            }
            if let Some(create) = cx.def_named(0, "complex.create") {
                return Folded::value(create.operand(idx));
            }
        }
        "add" => {
            // add(sub(a, b), b) -> a; add(b, sub(a, b)) -> a
            if let Some(sub) = cx.def_named(0, "complex.sub") {
                if sub.operand(1) == cx.operand(1) {
                    return Folded::value(sub.operand(0));
                }
            }
            if let Some(sub) = cx.def_named(1, "complex.sub") {
                if sub.operand(1) == cx.operand(0) {
                    return Folded::value(sub.operand(0));
                }
            }
            if constant_parts(cx, 1) == Some((0.0, 0.0)) {
                return Folded::value(cx.operand(0));
            }
        }
        "sub" => {
            // sub(add(a, b), b) -> a
            if let Some(add) = cx.def_named(0, "complex.add") {
                if add.operand(1) == cx.operand(1) {
                    return Folded::value(add.operand(0));
                }
            }
            if constant_parts(cx, 1) == Some((0.0, 0.0)) {
                return Folded::value(cx.operand(0));
            }
        }
        // x * (1 + 0i) -> x; x / (1 + 0i) -> x
        "mul" | "div" if constant_parts(cx, 1) == Some((1.0, 0.0)) => {
            return Folded::value(cx.operand(0));
        }
        // Involutions and inverses: neg(neg(a)), conj(conj(a)), log(exp(a)), exp(log(a)).
        "neg" | "conj" | "log" | "exp" => {
            let inner = match kind {
                "neg" => "complex.neg",
                "conj" => "complex.conj",
                "log" => "complex.exp",
                _ => "complex.log",
            };
            if let Some(a) = operand_of(cx, 0, inner) {
                return Folded::value(a);
            }
        }
        _ => {}
    }
    Folded::None
}

/// `ComplexRangeIs`: whether the pass's `complex-range` option is `range` (`improved`,
/// `basic` or `none`).
pub fn complex_range_is(rw: &mut Rewriter<'_, '_>, range: &str) -> bool {
    rw.tc.opts.complex_range.keyword() == range
}

/// The ops `-convert-complex-to-llvm` must remove: it marks the whole dialect illegal,
/// though it lowers only a few of its ops.
pub const TO_LLVM_ILLEGAL: &[&str] = &[
    "complex.abs",
    "complex.add",
    "complex.atan2",
    "complex.bitcast",
    "complex.constant",
    "complex.cos",
    "complex.create",
    "complex.div",
    "complex.eq",
    "complex.exp",
    "complex.expm1",
    "complex.im",
    "complex.log",
    "complex.log1p",
    "complex.mul",
    "complex.neg",
    "complex.neq",
    "complex.pow",
    "complex.powi",
    "complex.re",
    "complex.rsqrt",
    "complex.sign",
    "complex.sin",
    "complex.sqrt",
    "complex.sub",
    "complex.tanh",
    "complex.tan",
    "complex.conj",
    "complex.angle",
];

/// `FloatInfOf`: +infinity of a float type (the special cases of Smith's division).
pub fn float_inf_of(rw: &mut Rewriter<'_, '_>, ty: Type) -> Option<Attribute> {
    match rw.ctx.type_data(ty) {
        TypeData::Float(_) => Some(rw.ctx.float_or_splat_attr(ty, f64::INFINITY)),
        _ => None,
    }
}

/// `ElementTypeOf`: the element type of a complex type.
pub fn element_type_of(rw: &mut Rewriter<'_, '_>, ty: Type) -> Type {
    element_type(rw.ctx, ty)
}

/// `FloatConstOf`: the float `text` names (a decimal number, `inf`, `-inf` or `nan`), of
/// float type `ty`, rounded to it as MLIR's `getFloatAttr` rounds a double.
pub fn float_const_of(rw: &mut Rewriter<'_, '_>, ty: Type, text: &str) -> Option<Attribute> {
    let TypeData::Float(kind) = rw.ctx.type_data(ty) else { return None };
    let v = match text {
        "inf" => f64::INFINITY,
        "-inf" => f64::NEG_INFINITY,
        "nan" => f64::NAN,
        _ => text.parse::<f64>().ok()?,
    };
    Some(rw.ctx.float_or_splat_attr(ty, kind.round(v)))
}

/// The flags of an arith fast-math attribute (none when absent).
fn fastmath_bits(ctx: &Context, fm: Option<Attribute>) -> u64 {
    match fm.map(|a| ctx.attr_data(a)) {
        Some(AttrData::Enum { value, .. }) => *value,
        _ => 0,
    }
}

/// arith's `nnan` and `ninf` flags.
const NNAN_NINF: u64 = 2 | 4;

/// `WithoutNaNInf`: the flags without `nnan` and `ninf` (MLIR's `fmfWithNaNInf`).
pub fn without_nan_inf(rw: &mut Rewriter<'_, '_>, fm: Option<Attribute>) -> Attribute {
    let bits = fastmath_bits(rw.ctx, fm) & !NNAN_NINF;
    rw.ctx.enum_attr(&crate::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM, bits)
}

/// `HasNaNInf`: whether the flags contain both `nnan` and `ninf`.
pub fn has_nan_inf(rw: &mut Rewriter<'_, '_>, fm: Option<Attribute>) -> bool {
    fastmath_bits(rw.ctx, fm) & NNAN_NINF == NNAN_NINF
}

/// `TrueAttr`: `true`.
pub fn true_attr(rw: &mut Rewriter<'_, '_>) -> Attribute {
    rw.ctx.bool_attr(true)
}

/// `EitherComplex`: whether one of the types is a complex type.
pub fn either_complex(rw: &mut Rewriter<'_, '_>, a: Type, b: Type) -> bool {
    [a, b].iter().any(|&t| matches!(rw.ctx.type_data(t), TypeData::Complex(_)))
}
