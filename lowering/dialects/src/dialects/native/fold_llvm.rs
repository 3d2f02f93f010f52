//! The LLVM dialect's fold hooks and constant materializer, as MLIR's: `llvm.or`,
//! `llvm.shl` and `llvm.zext` of integer constants fold to `llvm.mlir.constant`, `llvm.icmp`
//! eq/ne of equal operands (or of an alloca and null) to a boolean.

use crate::ir::fold::{int_width, FoldInput, Folded, Int};
use crate::ir::{AttrData, Attribute, Context, OperationState, Type};

/// Registers the dialect's constant materializer (`onRegister`).
pub fn on_register(ctx: &Context) {
    crate::conversion::fold::register_constant_materializer(ctx, "llvm", materialize_constant);
}

/// `LLVMDialect::materializeConstant` for integer and float values: an
/// `llvm.mlir.constant`.
pub fn materialize_constant(ctx: &Context, value: Attribute, ty: Type, loc: Attribute) -> Option<OperationState> {
    match ctx.attr_data(value) {
        AttrData::Integer { .. } | AttrData::Bool(_) | AttrData::Float { .. } | AttrData::DenseElements { .. } => {
            Some(crate::dialects::gen::llvm::ConstantOp::build(ctx, loc, Some(value), ty))
        }
        _ => None,
    }
}

/// The scalar integer constant operand `i` (MLIR's folds take `IntegerAttr`s only).
fn scalar_int(cx: &FoldInput<'_>, i: usize) -> Option<Int> {
    let a = (*cx.consts.get(i)?)?;
    match cx.ctx().attr_data(a) {
        AttrData::Integer { .. } | AttrData::Bool(_) => cx.int(i),
        _ => None,
    }
}

/// `llvm.or` and `llvm.shl` of two integer constants (a shift by the width or more is
/// poison: not folded).
pub fn int_binary(cx: &FoldInput<'_>, kind: &'static str) -> Folded {
    let (Some(a), Some(b)) = (scalar_int(cx, 0), scalar_int(cx, 1)) else { return Folded::None };
    let ty = cx.result_type();
    let v = match kind {
        "or" => a.with(a.bits | b.bits),
        "shl" => {
            if b.bits >= a.width as u128 {
                return Folded::None;
            }
            a.with(a.bits << b.bits)
        }
        _ => return Folded::None,
    };
    Folded::attr(cx.int_attr(ty, v))
}

/// `llvm.zext` of an integer constant.
pub fn zext(cx: &FoldInput<'_>, _kind: &'static str) -> Folded {
    let Some(a) = scalar_int(cx, 0) else { return Folded::None };
    let ty = cx.result_type();
    let Some(w) = int_width(cx.ctx(), ty) else { return Folded::None };
    Folded::attr(cx.int_attr(ty, Int { bits: a.bits, width: w }))
}

fn position(op: &crate::ir::OpRef<'_>) -> Option<Vec<i64>> {
    crate::ir::groups::dense_ints(op.ctx, op.attr("position")?).map(<[i64]>::to_vec)
}

/// `llvm.extractvalue`, as MLIR's fold: of an extractvalue, one extractvalue with the
/// positions joined (in place); of a dense constant, its splat value or element; of a
/// struct constant, the scalar at the position; through
/// a chain of `llvm.insertvalue`s, the value inserted at the position, skipping inserts at
/// disjoint positions (the container is then rewired past them, in place) and continuing
/// into a value inserted at a prefix of the position.
pub fn extract_value(cx: &FoldInput<'_>, _kind: &'static str) -> Folded {
    let ctx = cx.ctx();
    let op = cx.op;
    let Some(pos) = position(&op) else { return Folded::None };
    let container = op.operand(0);
    if let Some(inner) = cx.def_named(0, "llvm.extractvalue") {
        let Some(mut joined) = position(&inner) else { return Folded::None };
        joined.extend_from_slice(&pos);
        return Folded::Update {
            operands: smallvec::smallvec![inner.operand(0)],
            attrs: [("position", ctx.dense_i64_array(&joined))].into(),
        };
    }
    if let Some(a) = cx.consts[0] {
        // A struct constant (or an array of them) spelled as nested arrays: the scalar at
        // the position (a nested aggregate is not folded).
        if let AttrData::Array(_) = ctx.attr_data(a) {
            let mut cur = a;
            for &i in &pos {
                let AttrData::Array(items) = ctx.attr_data(cur) else { return Folded::None };
                let Some(&next) = usize::try_from(i).ok().and_then(|i| items.get(i)) else { return Folded::None };
                cur = next;
            }
            return if matches!(ctx.attr_data(cur), AttrData::Array(_)) { Folded::None } else { Folded::attr(cur) };
        }
        if let AttrData::DenseElements { ty, splat, values } = ctx.attr_data(a) {
            let elem = ctx.element_type_or_self(*ty);
            if elem == cx.result_type() {
                let at = if *splat {
                    Some(0)
                } else if pos.len() == 1 {
                    usize::try_from(pos[0]).ok()
                } else {
                    None
                };
                if let Some(at) = at {
                    let v = match values {
                        crate::ir::DenseValues::Int(v) => v.get(at).map(|x| ctx.integer_attr(elem, *x)),
                        crate::ir::DenseValues::Float(v) => {
                            v.get(at).map(|b| ctx.intern_attr(AttrData::Float { ty: elem, bits: *b }))
                        }
                        _ => None,
                    };
                    if let Some(v) = v {
                        return Folded::attr(v);
                    }
                }
            }
        }
    }
    let mut extract: &[i64] = &pos;
    let mut insert = cx.def_named(0, "llvm.insertvalue");
    let mut switched = false;
    let mut new_container = None;
    while let Some(ins) = insert {
        let Some(ipos) = position(&ins) else { break };
        if extract == ipos.as_slice() {
            return Folded::value(ins.operand(1));
        }
        if extract.len() > ipos.len() && extract[..ipos.len()] == ipos[..] {
            insert = crate::ir::fold::def_of(op, ins.operand(1)).filter(|d| d.name() == "llvm.insertvalue");
            extract = &extract[ipos.len()..];
            switched = true;
            continue;
        }
        let min = extract.len().min(ipos.len());
        if extract[..min] == ipos[..min] {
            break;
        }
        if !switched {
            new_container = Some(ins.operand(0));
        }
        insert = crate::ir::fold::def_of(op, ins.operand(0)).filter(|d| d.name() == "llvm.insertvalue");
    }
    match new_container {
        Some(c) if c != container => Folded::operands(smallvec::smallvec![c]),
        _ => Folded::None,
    }
}

/// `llvm.getelementptr`, as MLIR's fold: one zero index into a pointer of the result's
/// type is the base; dynamic indices that are constants fitting 32 bits become constant
/// ones (in place).
pub fn gep(cx: &FoldInput<'_>, _kind: &'static str) -> Folded {
    let ctx = cx.ctx();
    let op = cx.op;
    let Some(AttrData::DenseArrayInt { values: raw, .. }) = op.attr("rawConstantIndices").map(|a| ctx.attr_data(a))
    else {
        return Folded::None;
    };
    let dynamic = super::llvm::GEP_DYNAMIC_INDEX;
    // The scalar integer constant of dynamic index `k` (operand k + 1), if any.
    let constant = |k: usize| -> Option<i128> {
        let a = (*cx.consts.get(k + 1)?)?;
        match ctx.attr_data(a) {
            AttrData::Integer { value, .. } => Some(*value),
            _ => None,
        }
    };
    let base = op.operand(0);
    if op.value_type(base) == cx.result_type() && raw.len() == 1 {
        let zero = if raw[0] == dynamic { constant(0) == Some(0) } else { raw[0] == 0 };
        if zero {
            return Folded::value(base);
        }
    }
    let mut operands: smallvec::SmallVec<[crate::ir::Value; 3]> = smallvec::smallvec![base];
    let mut new_raw = Vec::with_capacity(raw.len());
    let mut changed = false;
    let mut k = 0;
    for &r in raw.iter() {
        if r != dynamic {
            new_raw.push(r);
            continue;
        }
        match constant(k).filter(|v| i32::try_from(*v).is_ok()) {
            Some(v) => {
                new_raw.push(v as i64);
                changed = true;
            }
            None => {
                new_raw.push(dynamic);
                operands.push(op.operand(k + 1));
            }
        }
        k += 1;
    }
    if !changed {
        return Folded::None;
    }
    Folded::Update { operands, attrs: smallvec::smallvec![("rawConstantIndices", ctx.dense_i32_array(&new_raw))] }
}

/// `llvm.bitcast` and `llvm.addrspacecast` (`kind` is the op's name), as MLIR's
/// `foldChainableCast`: a cast to the operand's own type is the operand; a cast of a cast
/// of the same kind is the first cast's operand when that has the result type, else a cast
/// of it (in place).
pub fn chainable_cast(cx: &FoldInput<'_>, kind: &'static str) -> Folded {
    let (arg, ty) = (cx.operand(0), cx.result_type());
    if cx.op.value_type(arg) == ty {
        return Folded::value(arg);
    }
    let Some(prev) = cx.def_named(0, kind) else { return Folded::None };
    let inner = prev.operand(0);
    if cx.op.value_type(inner) == ty {
        return Folded::value(inner);
    }
    Folded::operands(smallvec::smallvec![inner])
}

/// `llvm.icmp eq`/`ne`, as MLIR's fold: of a value with itself; of an `llvm.alloca`
/// against `llvm.mlir.zero` (an alloca is never null), with the null operand first
/// swapped to second in place so that the next fold decides it.
pub fn icmp(cx: &FoldInput<'_>, _kind: &'static str) -> Folded {
    // LLVM's ICmpPredicate numbers eq 0 and ne 1; the other predicates are not folded.
    let Some(pred) = super::llvm::op_enum(cx.op, "predicate").filter(|&p| p <= 1) else { return Folded::None };
    let ty = cx.result_type();
    let (lhs, rhs) = (cx.operand(0), cx.operand(1));
    if lhs == rhs {
        return Folded::attr(cx.bool_attr(ty, pred == 0));
    }
    let (alloca, zero) = ("llvm.alloca", "llvm.mlir.zero");
    if cx.def_named(0, alloca).is_some() && cx.def_named(1, zero).is_some() {
        return Folded::attr(cx.bool_attr(ty, pred == 1));
    }
    if cx.def_named(0, zero).is_some() && cx.def_named(1, alloca).is_some() {
        return Folded::operands(smallvec::smallvec![rhs, lhs]);
    }
    Folded::None
}
