//! Native code the `arith` spec names: custom syntax, checks and predicates that no
//! declarative spec construct covers.

#[allow(unused_imports)]
use crate::diag::Diagnostic;
#[allow(unused_imports)]
use crate::dialects::native::pending::*;
#[allow(unused_imports)]
use crate::ir::{Attribute, BlockId, Context, OpRef, OperationState, Type};
use crate::ods;
#[allow(unused_imports)]
use crate::parse::ops::{OpParser, UnresolvedOperand};
#[allow(unused_imports)]
use crate::parse::PResult;
#[allow(unused_imports)]
use crate::print::ops::OpPrinter;

/// Type-structure helpers mirroring MLIR's `ShapedType` queries and shape
/// compatibility checks (`verifyCompatibleShape(s)`).
mod shapes {
    use crate::ir::{Context, Type, TypeData, DYNAMIC};

    /// Vectors, tensors and memrefs (ranked or not).
    pub fn is_shaped(ctx: &Context, t: Type) -> bool {
        matches!(
            ctx.type_data(t),
            TypeData::Vector { .. }
                | TypeData::RankedTensor { .. }
                | TypeData::UnrankedTensor { .. }
                | TypeData::MemRef { .. }
                | TypeData::UnrankedMemRef { .. }
        )
    }

    pub fn is_tensor(ctx: &Context, t: Type) -> bool {
        matches!(ctx.type_data(t), TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. })
    }

    pub fn is_vector(ctx: &Context, t: Type) -> bool {
        matches!(ctx.type_data(t), TypeData::Vector { .. })
    }

    pub fn is_scalable_vector(ctx: &Context, t: Type) -> bool {
        matches!(ctx.type_data(t), TypeData::Vector { scalable, .. } if scalable.iter().any(|s| *s))
    }

    /// The shape of a ranked shaped type; `None` for unranked and non-shaped types.
    pub fn ranked_shape(ctx: &Context, t: Type) -> Option<&[i64]> {
        ctx.shape(t)
    }

    /// MLIR's `verifyCompatibleShapes(TypeRange)`.
    pub fn compatible_shapes(ctx: &Context, types: &[Type]) -> bool {
        let shaped = types.iter().filter(|&&t| is_shaped(ctx, t)).count();
        if shaped != types.len() {
            return shaped == 0;
        }
        let scalable = types.iter().filter(|&&t| is_scalable_vector(ctx, t)).count();
        if scalable != 0 && scalable != types.len() {
            return false;
        }
        let ranked: Vec<&[i64]> = types.iter().filter_map(|&t| ranked_shape(ctx, t)).collect();
        let Some(first) = ranked.first() else {
            return true;
        };
        if ranked.iter().any(|s| s.len() != first.len()) {
            return false;
        }
        (0..first.len()).all(|i| {
            let mut fixed = ranked.iter().map(|s| s[i]).filter(|&d| d != DYNAMIC);
            match fixed.next() {
                Some(d) => fixed.all(|x| x == d),
                None => true,
            }
        })
    }

    /// The encoding of a ranked tensor.
    pub fn encoding(ctx: &Context, t: Type) -> Option<Option<crate::ir::Attribute>> {
        match ctx.type_data(t) {
            TypeData::RankedTensor { encoding, .. } => Some(*encoding),
            _ => None,
        }
    }

    /// `getI1SameShape`: i1, or the shaped type with element type i1 (keeping the shape,
    /// scalable dims and tensor encoding).
    pub fn i1_same_shape(ctx: &Context, t: Type) -> Type {
        let i1 = ctx.integer_type(1);
        let data = match ctx.type_data(t) {
            TypeData::Vector { shape, scalable, .. } => {
                TypeData::Vector { shape: shape.clone(), scalable: scalable.clone(), elem: i1 }
            }
            TypeData::RankedTensor { shape, encoding, .. } => {
                TypeData::RankedTensor { shape: shape.clone(), elem: i1, encoding: *encoding }
            }
            TypeData::UnrankedTensor { .. } => TypeData::UnrankedTensor { elem: i1 },
            TypeData::MemRef { shape, layout, memory_space, .. } => {
                TypeData::MemRef { shape: shape.clone(), elem: i1, layout: *layout, memory_space: *memory_space }
            }
            TypeData::UnrankedMemRef { memory_space, .. } => {
                TypeData::UnrankedMemRef { elem: i1, memory_space: *memory_space }
            }
            _ => return i1,
        };
        ctx.intern_type(data)
    }
}

use crate::ir::TypeData;
use crate::print::attrs::type_to_string;

/// Element kinds the cast interfaces of arith accept.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Elem {
    Int,
    Float,
    Index,
}

fn elem_kind(ctx: &Context, t: Type) -> Option<Elem> {
    match ctx.type_data(t) {
        TypeData::Integer { .. } => Some(Elem::Int),
        TypeData::Float(_) => Some(Elem::Float),
        TypeData::Index => Some(Elem::Index),
        _ => None,
    }
}

/// Bit width of an integer or float type (`getIntOrFloatBitWidth`).
fn bit_width(ctx: &Context, t: Type) -> u32 {
    match ctx.type_data(t) {
        TypeData::Integer { width, .. } => *width,
        TypeData::Float(k) => k.width(),
        _ => 0,
    }
}

fn is_signless_int(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Integer { signedness: crate::ir::Signedness::Signless, .. })
}

/// `getTypeIfLike` / `getTypeIfLikeOrMemRef`: the element type when `t` is a scalar, a
/// vector or a tensor (or a memref when allowed) of one of `kinds`.
fn type_if_like(ctx: &Context, t: Type, kinds: &[Elem], allow_memref: bool) -> Option<Type> {
    let container_ok = match ctx.type_data(t) {
        TypeData::Vector { .. } | TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. } => true,
        TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. } => allow_memref,
        _ => true,
    };
    if !container_ok {
        return None;
    }
    let e = ctx.element_type_or_self(t);
    elem_kind(ctx, e).filter(|k| kinds.contains(k)).map(|_| e)
}

/// `areValidCastInputsAndOutputs`: one input, one output, the same tensor encoding and
/// compatible shapes.
fn valid_cast_in_out(ctx: &Context, ins: &[Type], outs: &[Type]) -> bool {
    if ins.len() != 1 || outs.len() != 1 {
        return false;
    }
    if let (Some(a), Some(b)) = (shapes::encoding(ctx, ins[0]), shapes::encoding(ctx, outs[0])) {
        if a != b {
            return false;
        }
    }
    shapes::compatible_shapes(ctx, &[ins[0], outs[0]])
}

/// `checkWidthChangeCast`: `wider` for extensions, narrower otherwise.
fn width_change_cast(ctx: &Context, ins: &[Type], outs: &[Type], kind: Elem, wider: bool) -> bool {
    if !valid_cast_in_out(ctx, ins, outs) {
        return false;
    }
    let (Some(src), Some(dst)) =
        (type_if_like(ctx, ins[0], &[kind], false), type_if_like(ctx, outs[0], &[kind], false))
    else {
        return false;
    };
    let (s, d) = (bit_width(ctx, src), bit_width(ctx, dst));
    if wider {
        d > s
    } else {
        d < s
    }
}

/// `checkIntFloatCast`.
fn int_float_cast(ctx: &Context, ins: &[Type], outs: &[Type], from: Elem, to: Elem) -> bool {
    if !valid_cast_in_out(ctx, ins, outs) {
        return false;
    }
    type_if_like(ctx, ins[0], &[from], false).is_some() && type_if_like(ctx, outs[0], &[to], false).is_some()
}

fn index_cast_compatible(ctx: &Context, ins: &[Type], outs: &[Type]) -> bool {
    if !valid_cast_in_out(ctx, ins, outs) {
        return false;
    }
    let kinds = [Elem::Int, Elem::Index];
    let (Some(src), Some(dst)) = (type_if_like(ctx, ins[0], &kinds, true), type_if_like(ctx, outs[0], &kinds, true))
    else {
        return false;
    };
    let is_index = |t: Type| matches!(ctx.type_data(t), TypeData::Index);
    (is_index(src) && is_signless_int(ctx, dst)) || (is_signless_int(ctx, src) && is_index(dst))
}

fn bitcast_compatible(ctx: &Context, ins: &[Type], outs: &[Type]) -> bool {
    if !valid_cast_in_out(ctx, ins, outs) {
        return false;
    }
    let kinds = [Elem::Int, Elem::Float];
    let (Some(src), Some(dst)) = (type_if_like(ctx, ins[0], &kinds, true), type_if_like(ctx, outs[0], &kinds, true))
    else {
        return false;
    };
    bit_width(ctx, src) == bit_width(ctx, dst)
}

fn quoted_types(ctx: &Context, ts: &[Type]) -> String {
    ts.iter().map(|&t| format!("'{}'", type_to_string(ctx, t))).collect::<Vec<_>>().join(", ")
}

/// `CastOpInterface` verification (`verifyCastInterfaceOp`): at least one result and
/// cast-compatible operand and result types.
fn verify_cast_interface(
    op: OpRef<'_>,
    compatible: impl Fn(&Context, &[Type], &[Type]) -> bool,
) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let outs: Vec<Type> = op.results().map(|v| op.value_type(v)).collect();
    if outs.is_empty() {
        return Err(ods::op_error(op, "expected at least one result for cast operation"));
    }
    let ins: Vec<Type> = op.operands().iter().map(|&v| op.value_type(v)).collect();
    if compatible(ctx, &ins, &outs) {
        return Ok(());
    }
    let operand_part = match ins.len() {
        0 => "s []".to_string(),
        1 => format!(" {}", quoted_types(ctx, &ins)),
        _ => format!("s {}", quoted_types(ctx, &ins)),
    };
    let result_part = if outs.len() == 1 { " " } else { "s " };
    Err(ods::op_error(
        op,
        format!(
            "operand type{operand_part} and result type{result_part}{} are cast incompatible",
            quoted_types(ctx, &outs)
        ),
    ))
}

/// The `in` operand and `out` result of a cast-like op.
fn in_out(op: OpRef<'_>) -> Option<(Type, Type)> {
    let i = *op.operands().first()?;
    let o = op.results().next()?;
    Some((op.value_type(i), op.value_type(o)))
}

/// `verifyExtOp` / `verifyTruncateOp`: element widths must grow (shrink).
fn verify_width(op: OpRef<'_>, wider: bool) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let Some((i, o)) = in_out(op) else {
        return Ok(());
    };
    let (src, dst) = (ctx.element_type_or_self(i), ctx.element_type_or_self(o));
    let (s, d) = (bit_width(ctx, src), bit_width(ctx, dst));
    let (bad, what) = if wider { (s >= d, "wider") } else { (s <= d, "shorter") };
    if bad {
        return Err(Diagnostic::error(
            op.loc(),
            format!(
                "result type '{}' must be {what} than operand type '{}'",
                type_to_string(ctx, dst),
                type_to_string(ctx, src)
            ),
        ));
    }
    Ok(())
}

/// The `Elementwise` trait: vector/tensor operands and results agree in kind and shape.
fn verify_elementwise(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let mappable = |t: &Type| shapes::is_vector(ctx, *t) || shapes::is_tensor(ctx, *t);
    let results: Vec<Type> = op.results().map(|v| op.value_type(v)).filter(mappable).collect();
    let operands: Vec<Type> = op.operands().iter().map(|&v| op.value_type(v)).filter(mappable).collect();
    if results.is_empty() && operands.is_empty() {
        return Ok(());
    }
    if operands.is_empty() {
        return Err(ods::op_error(op, "if a result is non-scalar, then at least one operand must be non-scalar"));
    }
    if results.is_empty() {
        return Err(ods::op_error(
            op,
            "if an operand is non-scalar, then there must be at least one non-scalar result",
        ));
    }
    if results.len() != op.num_results() {
        return Err(ods::op_error(op, "if an operand is non-scalar, then all results must be non-scalar"));
    }
    let all: Vec<Type> = operands.into_iter().chain(results).collect();
    let base = |t: Type| match ctx.type_data(t) {
        TypeData::Vector { .. } => 0,
        TypeData::RankedTensor { .. } => 1,
        _ => 2,
    };
    let b0 = base(all[0]);
    if all.iter().any(|&t| base(t) != b0) || !shapes::compatible_shapes(ctx, &all) {
        return Err(ods::op_error(op, "all non-scalar operands/results must have the same shape and base type"));
    }
    Ok(())
}

/// `arith.select %c, %t, %f [attr-dict] : [cond-type ,] type`.
pub fn parse_select(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    use crate::parse::lexer::TokenKind;
    let ctx = p.ctx();
    let start = p.peek().offset;
    if !p.at_operand() {
        if p.at(TokenKind::LParen) || p.at(TokenKind::LSquare) {
            return p.err_at(start, "unexpected delimiter");
        }
        return p.err_wrong_token("expected operand");
    }
    let operands = p.parse_operand_list()?;
    if operands.len() != 3 {
        return p.err_at(start, "custom op 'arith.select' expected 3 operands");
    }
    p.parse_optional_attr_dict(st)?;
    p.expect(TokenKind::Colon, "':'")?;
    let mut result_ty = p.parse_type()?;
    let cond_ty = if p.eat(TokenKind::Comma) {
        let c = result_ty;
        result_ty = p.parse_type()?;
        c
    } else {
        ctx.integer_type(1)
    };
    st.result_types.push(result_ty);
    p.resolve_operands(&operands, &[cond_ty, result_ty, result_ty], start, &mut st.operands)
}

/// Prints `arith.select` in the form [`parse_select`] reads; the condition type is written
/// only when it is shaped.
pub fn print_select<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(op.operands().iter().copied());
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    if let Some(&c) = op.operands().first() {
        let ct = op.value_type(c);
        if shapes::is_shaped(op.ctx, ct) {
            p.print_type(ct);
            p.write(", ");
        }
    }
    if let Some(r) = op.results().next() {
        p.print_type(op.value_type(r));
    }
}

/// `arith.bitcast`'s cast check: integers or floats (scalar, vector, tensor or memref) of
/// equal bit width.
pub fn verify_bitcast(op: OpRef<'_>) -> Result<(), Diagnostic> {
    verify_cast_interface(op, bitcast_compatible)
}

/// `arith.constant`'s verifier: a signless integer result type, an integer, float or
/// elements `value`, and scalable vectors initialised only by a splat.
pub fn verify_constant(op: OpRef<'_>) -> Result<(), Diagnostic> {
    use crate::ir::AttrData;
    let ctx = op.ctx;
    let Some(r) = op.results().next() else {
        return Ok(());
    };
    let ty = op.value_type(r);
    if matches!(ctx.type_data(ty), TypeData::Integer { .. }) && !is_signless_int(ctx, ty) {
        return Err(ods::op_error(op, "integer return type must be signless"));
    }
    let Some(value) = op.attr("value") else {
        return Ok(());
    };
    let (is_elements, is_splat) = match ctx.attr_data(value) {
        AttrData::Integer { .. } | AttrData::WideInteger { .. } | AttrData::Bool(_) | AttrData::Float { .. } => {
            (false, false)
        }
        AttrData::DenseElements { splat, .. } => (true, *splat),
        AttrData::DenseResource { .. } | AttrData::Sparse { .. } => (true, false),
        _ => return Err(ods::op_error(op, "value must be an integer, float, or elements attribute")),
    };
    if shapes::is_scalable_vector(ctx, ty) && !(is_elements && is_splat) {
        return Err(ods::op_error(
            op,
            "intializing scalable vectors with elements attribute is not supported unless it's a vector splat",
        ));
    }
    Ok(())
}

/// `arith.extf`'s verifier: a float cast to a wider float.
pub fn verify_extf(op: OpRef<'_>) -> Result<(), Diagnostic> {
    verify_cast_interface(op, |c, i, o| width_change_cast(c, i, o, Elem::Float, true))?;
    verify_width(op, true)
}

/// `arith.extsi`'s verifier: an integer cast to a wider integer.
pub fn verify_extsi(op: OpRef<'_>) -> Result<(), Diagnostic> {
    verify_cast_interface(op, |c, i, o| width_change_cast(c, i, o, Elem::Int, true))?;
    verify_width(op, true)
}

/// `arith.extui`'s verifier: an integer cast to a wider integer.
pub fn verify_extui(op: OpRef<'_>) -> Result<(), Diagnostic> {
    verify_cast_interface(op, |c, i, o| width_change_cast(c, i, o, Elem::Int, true))?;
    verify_width(op, true)
}

/// `arith.fptosi`'s cast check: float to integer.
pub fn verify_fptosi(op: OpRef<'_>) -> Result<(), Diagnostic> {
    verify_cast_interface(op, |c, i, o| int_float_cast(c, i, o, Elem::Float, Elem::Int))
}

/// `arith.fptoui`'s cast check: float to integer.
pub fn verify_fptoui(op: OpRef<'_>) -> Result<(), Diagnostic> {
    verify_cast_interface(op, |c, i, o| int_float_cast(c, i, o, Elem::Float, Elem::Int))
}

/// `arith.index_cast`'s cast check: `index` to a signless integer or back (memrefs
/// allowed).
pub fn verify_index_cast(op: OpRef<'_>) -> Result<(), Diagnostic> {
    verify_cast_interface(op, index_cast_compatible)
}

/// `arith.index_castui`'s cast check: `index` to a signless integer or back (memrefs
/// allowed).
pub fn verify_index_castui(op: OpRef<'_>) -> Result<(), Diagnostic> {
    verify_cast_interface(op, index_cast_compatible)
}

/// MLIR's `SameInputOutputTensorDims` predicate (the `PredTrait` form of
/// [`verify_same_input_output_tensor_dims`]): `in` and `out` have the same tensor shape
/// (the empty shape for non-tensors). Unranked tensors have no shape to compare (MLIR
/// reads an invalid one), so they never match.
pub fn same_input_output_tensor_dims(op: OpRef<'_>) -> bool {
    verify_same_input_output_tensor_dims(op).is_ok()
}

/// `SameInputOutputTensorDims` with MLIR's diagnostic, "failed to verify that input and
/// output have the same tensor dimensions".
pub fn verify_same_input_output_tensor_dims(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let Some((i, o)) = in_out(op) else {
        return Ok(());
    };
    let dims = |t: Type| -> Option<Vec<i64>> {
        match ctx.type_data(t) {
            TypeData::RankedTensor { shape, .. } => Some(shape.to_vec()),
            TypeData::UnrankedTensor { .. } => None,
            _ => Some(Vec::new()),
        }
    };
    match (dims(i), dims(o)) {
        (Some(a), Some(b)) if a == b => Ok(()),
        _ => Err(ods::op_error(op, "failed to verify that input and output have the same tensor dimensions")),
    }
}

/// `arith.scaling_extf`'s verifier: the first operand cast to a wider float (the scale is
/// not part of the cast), after the `Elementwise` check.
pub fn verify_scaling_extf(op: OpRef<'_>) -> Result<(), Diagnostic> {
    verify_cast_interface(op, |c, i, o| width_change_cast(c, &i[..i.len().min(1)], o, Elem::Float, true))?;
    verify_elementwise(op)?;
    verify_width(op, true)
}

/// `arith.scaling_truncf`'s verifier: the first operand cast to a narrower float (the scale
/// is not part of the cast), after the `Elementwise` check.
pub fn verify_scaling_truncf(op: OpRef<'_>) -> Result<(), Diagnostic> {
    verify_cast_interface(op, |c, i, o| width_change_cast(c, &i[..i.len().min(1)], o, Elem::Float, false))?;
    verify_elementwise(op)?;
    verify_width(op, false)
}

/// `arith.select`'s verifier: an i1 condition, or an i1 mask of the result's shape
/// (preceded by the `Elementwise` trait check, as in MLIR's trait order).
pub fn verify_select(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    verify_elementwise(op)?;
    let (Some(&c), Some(r)) = (op.operands().first(), op.results().next()) else {
        return Ok(());
    };
    let cond = op.value_type(c);
    if cond == ctx.integer_type(1) {
        return Ok(());
    }
    let result = op.value_type(r);
    if !(shapes::is_tensor(ctx, result) || shapes::is_vector(ctx, result)) {
        return Err(ods::op_error(
            op,
            format!("expected condition to be a signless i1, but got '{}'", type_to_string(ctx, cond)),
        ));
    }
    let expected = shapes::i1_same_shape(ctx, result);
    if cond != expected {
        return Err(ods::op_error(
            op,
            format!(
                "expected condition type to have the same shape as the result type, expected '{}', but got '{}'",
                type_to_string(ctx, expected),
                type_to_string(ctx, cond)
            ),
        ));
    }
    Ok(())
}

/// MLIR's PredOpTrait "condition is signless i1 or has matching shape": the condition is
/// `i1`, or condition and result are shaped with equal shapes.
pub fn select_condition_shape_ok(op: OpRef<'_>) -> bool {
    let ctx = op.ctx;
    let (Some(&c), Some(r)) = (op.operands().first(), op.results().next()) else {
        return true;
    };
    let cond = op.value_type(c);
    if cond == ctx.integer_type(1) {
        return true;
    }
    let result = op.value_type(r);
    matches!((shapes::ranked_shape(ctx, cond), shapes::ranked_shape(ctx, result)), (Some(a), Some(b)) if a == b)
}

/// `arith.sitofp`'s cast check: integer to float.
pub fn verify_sitofp(op: OpRef<'_>) -> Result<(), Diagnostic> {
    verify_cast_interface(op, |c, i, o| int_float_cast(c, i, o, Elem::Int, Elem::Float))
}

/// `arith.truncf`'s verifier: a float cast to a narrower float.
pub fn verify_truncf(op: OpRef<'_>) -> Result<(), Diagnostic> {
    verify_cast_interface(op, |c, i, o| width_change_cast(c, i, o, Elem::Float, false))?;
    verify_width(op, false)
}

/// `arith.trunci`'s verifier: an integer cast to a narrower integer.
pub fn verify_trunci(op: OpRef<'_>) -> Result<(), Diagnostic> {
    verify_cast_interface(op, |c, i, o| width_change_cast(c, i, o, Elem::Int, false))?;
    verify_width(op, false)
}

/// `arith.uitofp`'s cast check: integer to float.
pub fn verify_uitofp(op: OpRef<'_>) -> Result<(), Diagnostic> {
    verify_cast_interface(op, |c, i, o| int_float_cast(c, i, o, Elem::Int, Elem::Float))
}

/// `arith.constant` names its result after the value: `%c42_i32`, `%c0` (index), `%true`,
/// `%cst` (floats and everything else).
pub fn constant_result_names(op: OpRef<'_>, set: &mut dyn FnMut(usize, String)) {
    let ctx = op.ctx;
    let Some(value) = op.attr("value") else {
        return;
    };
    let ty = op.value_type(op.result(0));
    match ctx.attr_data(value) {
        crate::ir::AttrData::Integer { value: v, .. } => {
            let width = ctx.int_width(ty);
            if width == Some(1) {
                set(0, if *v != 0 { "true" } else { "false" }.to_string());
                return;
            }
            // The value as a signed integer of the type's width.
            let signed = match width {
                Some(w) if w < 128 => {
                    let shift = 128 - w;
                    (*v << shift) >> shift
                }
                _ => *v,
            };
            let mut name = format!("c{signed}");
            if width.is_some() {
                name.push('_');
                name.push_str(&crate::print::attrs::type_to_string(ctx, ty));
            }
            set(0, name);
        }
        crate::ir::AttrData::WideInteger { words, .. } => {
            let (w, unsigned) = match ctx.type_data(ty) {
                TypeData::Integer { width, signedness } => (*width, *signedness == crate::ir::Signedness::Unsigned),
                _ => (256, false),
            };
            let value = descent_text::wide_int::to_decimal(words, w, unsigned);
            set(0, format!("c{value}_{}", crate::print::attrs::type_to_string(ctx, ty)));
        }
        crate::ir::AttrData::Bool(b) => set(0, if *b { "true" } else { "false" }.to_string()),
        _ => set(0, "cst".to_string()),
    }
}

/// `arith.muli` of a constant and `vector.vscale` is named `%c<N>_vscale`; other
/// multiplications are numbered.
pub fn muli_result_names(op: OpRef<'_>, set: &mut dyn FnMut(usize, String)) {
    let def_op = |v| match op.body.value(v).def {
        crate::ir::ValueDef::OpResult { op: d, .. } => Some(OpRef::new(op.ctx, op.body, d)),
        _ => None,
    };
    let (Some(a), Some(b)) = (op.operands().first().copied(), op.operands().get(1).copied()) else {
        return;
    };
    for (c, v) in [(a, b), (b, a)] {
        let (Some(cst), Some(vs)) = (def_op(c), def_op(v)) else {
            continue;
        };
        if cst.name() == "arith.constant" && vs.name() == "vector.vscale" {
            if let Some(n) = cst.attr("value").and_then(|x| op.ctx.int_value(x)) {
                set(0, format!("c{n}_vscale"));
                return;
            }
        }
    }
}

/// Registers `arith.constant` as the materializer of the constants arith ops fold to
/// (`onRegister`).
pub fn on_register(ctx: &Context) {
    crate::conversion::fold::register_constant_materializer(ctx, "arith", materialize_constant);
}

/// MLIR's `ArithDialect::materializeConstant` for the constants Descent's folders make:
/// `ub.poison` for poison, otherwise an `arith.constant` holding the value. Memref's
/// materializer is the same (`MemRefDialect::materializeConstant` builds `arith.constant`s
/// too).
pub fn materialize_constant(ctx: &Context, value: Attribute, ty: Type, loc: Attribute) -> Option<OperationState> {
    if super::ub::is_poison_attr(ctx, value) {
        return Some(crate::dialects::gen::ub::PoisonOp::build(ctx, loc, Some(value), ty));
    }
    Some(crate::dialects::gen::arith::ConstantOp::build(ctx, loc, Some(value), ty))
}
