//! The extern terms of `spec/canonicalize/affine_canonicalize.td`: MLIR 22's
//! `DropUnitExtentBasis` (affine.delinearize_index), `DropLinearizeLeadingZero` and
//! `DropLinearizeUnitComponentsIfDisjointOrZero` (affine.linearize_index). Each rebuilds
//! the op with a shorter basis, which is a list of static values and SSA values (MLIR's
//! mixed basis of `OpFoldResult`s); a basis value that is a constant becomes static when
//! the op is built, as MLIR's builders do.

use crate::conversion::Rewriter;
use crate::dialects::gen::{affine, arith};
use crate::dialects::native::affine::is_disjoint;
use crate::ir::layout::is_dynamic;
use crate::ir::{AttrData, Attribute, Value};

/// One basis element: a static size or an SSA value.
#[derive(Copy, Clone, PartialEq)]
enum Basis {
    Static(i64),
    Dynamic(Value),
}

/// The mixed basis of an index op (MLIR's `getMixedBasis`).
fn mixed_basis(rw: &Rewriter<'_, '_>, basis: Attribute, dynamic: &[Value]) -> Option<Vec<Basis>> {
    let AttrData::DenseArrayInt { values, .. } = rw.ctx.attr_data(basis) else { return None };
    let mut dynamic = dynamic.iter();
    values
        .iter()
        .map(|&v| if is_dynamic(v) { dynamic.next().map(|&d| Basis::Dynamic(d)) } else { Some(Basis::Static(v)) })
        .collect()
}

/// The integer value of a constant (MLIR's `getConstantIntValue`).
fn constant_int(rw: &Rewriter<'_, '_>, v: Value) -> Option<i64> {
    rw.constant_of(v).and_then(|a| rw.ctx.int_value(a)).map(|v| v as i64)
}

fn basis_int(rw: &Rewriter<'_, '_>, b: Basis) -> Option<i64> {
    match b {
        Basis::Static(v) => Some(v),
        Basis::Dynamic(v) => constant_int(rw, v),
    }
}

/// The static basis and dynamic operands of `basis` (MLIR's `dispatchIndexOpFoldResults`:
/// constant values become static).
fn dispatch(rw: &Rewriter<'_, '_>, basis: &[Basis]) -> (Attribute, Vec<Value>) {
    let mut statics = Vec::with_capacity(basis.len());
    let mut dynamic = Vec::new();
    for &b in basis {
        match b {
            Basis::Static(v) => statics.push(v),
            Basis::Dynamic(v) => match constant_int(rw, v) {
                Some(c) => statics.push(c),
                None => {
                    statics.push(crate::ir::types::DYNAMIC);
                    dynamic.push(v);
                }
            },
        }
    }
    (rw.ctx.dense_i64_array(&statics), dynamic)
}

fn index_constant(rw: &mut Rewriter<'_, '_>, v: i64) -> Value {
    let ctx = rw.ctx;
    let index = ctx.index_type();
    rw.insert_value(arith::ConstantOp::build(ctx, rw.loc, Some(ctx.integer_attr(index, v as i128)), index))
}

/// The `disjoint` property as MLIR stores it: a unit attribute when set, `false` when not.
fn disjoint_attr(rw: &Rewriter<'_, '_>, set: bool) -> Attribute {
    if set {
        rw.ctx.common().unit
    } else {
        rw.ctx.common().false_
    }
}

/// A new affine.linearize_index.
fn linearize(rw: &mut Rewriter<'_, '_>, indices: &[Value], basis: &[Basis], disjoint: Option<Attribute>) -> Value {
    let ctx = rw.ctx;
    let (statics, dynamic) = dispatch(rw, basis);
    let disjoint = Some(disjoint_attr(rw, is_disjoint(rw.ctx, disjoint)));
    let st = affine::LinearizeIndexOp::build(ctx, rw.loc, indices, &dynamic, Some(statics), disjoint, ctx.index_type());
    rw.insert_value(st)
}

/// Term `DropDelinearizeUnitBasis` (MLIR's `DropUnitExtentBasis`): the results whose basis
/// element is 1 are a zero constant, the others those of a delinearize_index over the
/// remaining basis (no outer bound if there was none).
pub fn drop_delinearize_unit_basis(
    rw: &mut Rewriter<'_, '_>,
    linear: Value,
    dynamic: &[Value],
    basis: Attribute,
) -> Option<Vec<Value>> {
    let ctx = rw.ctx;
    let num_results = rw.body.op(rw.root()?).num_results as usize;
    let mixed = mixed_basis(rw, basis, dynamic)?;
    // MLIR's padded basis: `None` stands for a missing outer bound.
    let mut padded: Vec<Option<Basis>> = mixed.into_iter().map(Some).collect();
    if padded.len() + 1 == num_results {
        padded.insert(0, None);
    }
    if padded.len() != num_results {
        return None;
    }
    let unit: Vec<bool> = padded.iter().map(|b| b.and_then(|b| basis_int(rw, b)) == Some(1)).collect();
    if !unit.contains(&true) {
        return None;
    }
    let zero = index_constant(rw, 0);
    let kept: Vec<Option<Basis>> = padded.iter().zip(&unit).filter(|(_, &u)| !u).map(|(b, _)| *b).collect();
    let mut new_results: Vec<Value> = Vec::new();
    if !kept.is_empty() {
        let new_basis: Vec<Basis> = kept.iter().flatten().copied().collect();
        let (statics, dyn_values) = dispatch(rw, &new_basis);
        let types = vec![ctx.index_type(); kept.len()];
        let st = affine::DelinearizeIndexOp::build(ctx, rw.loc, linear, &dyn_values, Some(statics), &types);
        let op = rw.insert(st);
        new_results = rw.body.results(op).collect();
    }
    let mut next = new_results.into_iter();
    unit.iter().map(|&u| if u { Some(zero) } else { next.next() }).collect()
}

/// Term `DropLinearizeLeadingZero`: a leading index that is the constant 0 goes, with the
/// outer bound; a single such index is the result itself.
pub fn drop_linearize_leading_zero(
    rw: &mut Rewriter<'_, '_>,
    indices: &[Value],
    dynamic: &[Value],
    basis: Attribute,
    disjoint: Option<Attribute>,
) -> Option<Value> {
    let (&first, rest) = indices.split_first()?;
    if constant_int(rw, first) != Some(0) {
        return None;
    }
    if rest.is_empty() {
        return Some(first);
    }
    let mut mixed = mixed_basis(rw, basis, dynamic)?;
    if mixed.len() == indices.len() {
        mixed.remove(0);
    }
    Some(linearize(rw, rest, &mixed, disjoint))
}

/// Term `DropLinearizeUnitComponents` (MLIR's `DropLinearizeUnitComponentsIfDisjointOrZero`):
/// an index whose basis element is 1 goes when the op is `disjoint` or the index is the
/// constant 0; a zero constant when nothing is left.
pub fn drop_linearize_unit_components(
    rw: &mut Rewriter<'_, '_>,
    indices: &[Value],
    dynamic: &[Value],
    basis: Attribute,
    disjoint: Option<Attribute>,
) -> Option<Value> {
    let mixed = mixed_basis(rw, basis, dynamic)?;
    let mut multi = indices;
    let mut new_indices = Vec::with_capacity(indices.len());
    let mut new_basis = Vec::with_capacity(indices.len());
    if mixed.len() != indices.len() {
        new_indices.push(*multi.first()?);
        multi = &multi[1..];
    }
    if multi.len() != mixed.len() {
        return None;
    }
    for (&i, &b) in multi.iter().zip(&mixed) {
        let unit = basis_int(rw, b) == Some(1);
        if !unit || (!is_disjoint(rw.ctx, disjoint) && constant_int(rw, i) != Some(0)) {
            new_indices.push(i);
            new_basis.push(b);
        }
    }
    if new_indices.len() == indices.len() {
        return None;
    }
    if new_indices.is_empty() {
        return Some(index_constant(rw, 0));
    }
    Some(linearize(rw, &new_indices, &new_basis, disjoint))
}

/// The affine.linearize_index with the `disjoint` flag defining `v`: its indices, its
/// dynamic basis and its static basis.
fn disjoint_linearize(rw: &Rewriter<'_, '_>, v: Value) -> Option<(Vec<Value>, Vec<Value>, Vec<i64>)> {
    let op = rw.defining_op(v)?;
    let r = crate::ir::OpRef::new(rw.ctx, rw.body, op);
    if r.name() != "affine.linearize_index" || !is_disjoint(rw.ctx, r.attr("disjoint")) {
        return None;
    }
    let indices: Vec<Value> = crate::ods::operand_group_at(r, 0).iter().collect();
    let dynamic: Vec<Value> = crate::ods::operand_group_at(r, 1).iter().collect();
    let AttrData::DenseArrayInt { values, .. } = rw.ctx.attr_data(r.attr("static_basis")?) else { return None };
    Some((indices, dynamic, values.to_vec()))
}

/// A new affine.delinearize_index over a static basis and its dynamic values, with one
/// more result when there is no outer bound; its results.
fn delinearize_raw(
    rw: &mut Rewriter<'_, '_>,
    linear: Value,
    dynamic: &[Value],
    statics: &[i64],
    outer: bool,
) -> Vec<Value> {
    let ctx = rw.ctx;
    let n = statics.len() + usize::from(!outer);
    let types = vec![ctx.index_type(); n];
    let st =
        affine::DelinearizeIndexOp::build(ctx, rw.loc, linear, dynamic, Some(ctx.dense_i64_array(statics)), &types);
    let op = rw.insert(st);
    rw.body.results(op).collect()
}

/// Term `CancelDelinearizeOfLinearize` (MLIR's
/// `CancelDelinearizeOfLinearizeDisjointExactTail`): a delinearize_index of a disjoint
/// linearize_index whose bases end alike gives back those trailing indices, and
/// delinearizes the linearization of the others by the rest of its basis (all of them
/// when everything matches).
pub fn cancel_delinearize_of_linearize(
    rw: &mut Rewriter<'_, '_>,
    linear: Value,
    dynamic: &[Value],
    basis: Attribute,
) -> Option<Vec<Value>> {
    let (lin_indices, lin_dynamic, lin_static) = disjoint_linearize(rw, linear)?;
    let num_results = rw.body.op(rw.root()?).num_results as usize;
    let lin_basis = mixed_basis(rw, rw.ctx.dense_i64_array(&lin_static), &lin_dynamic)?;
    let delin_basis = mixed_basis(rw, basis, dynamic)?;
    let matches = lin_basis.iter().rev().zip(delin_basis.iter().rev()).take_while(|(a, b)| a == b).count();
    if matches == 0 {
        return None;
    }
    if matches == lin_basis.len() && matches == delin_basis.len() && lin_indices.len() == num_results {
        return Some(lin_indices);
    }
    if matches > lin_indices.len() {
        return None;
    }
    let disjoint = Some(rw.ctx.common().unit);
    let keep = lin_indices.len() - matches;
    let new_linear = linearize(rw, &lin_indices[..keep], &lin_basis[..lin_basis.len() - matches], disjoint);
    // (MLIR's builder: the outer bound stays when the op had one.)
    let outer = delin_basis.len() == num_results;
    let (statics, dyn_values) = dispatch(rw, &delin_basis[..delin_basis.len() - matches]);
    let AttrData::DenseArrayInt { values, .. } = rw.ctx.attr_data(statics) else { return None };
    let values = values.to_vec();
    if values.len() + usize::from(!outer) + matches != num_results {
        return None;
    }
    let mut results = delinearize_raw(rw, new_linear, &dyn_values, &values, outer);
    results.extend_from_slice(&lin_indices[keep..]);
    Some(results)
}

/// Term `SplitDelinearizeOfLinearize` (MLIR's `SplitDelinearizeSpanningLastLinearizeArg`):
/// when trailing static elements of a delinearize_index's basis (two or more) multiply to
/// the last basis element of the disjoint linearize_index it reads, those results come
/// from delinearizing the last index alone, the others from the linearization without it.
pub fn split_delinearize_of_linearize(
    rw: &mut Rewriter<'_, '_>,
    linear: Value,
    dynamic: &[Value],
    basis: Attribute,
) -> Option<Vec<Value>> {
    let (lin_indices, lin_dynamic, lin_static) = disjoint_linearize(rw, linear)?;
    let num_results = rw.body.op(rw.root()?).num_results as usize;
    let lin_basis = mixed_basis(rw, rw.ctx.dense_i64_array(&lin_static), &lin_dynamic)?;
    let target = basis_int(rw, *lin_basis.last()?)?;
    let AttrData::DenseArrayInt { values, .. } = rw.ctx.attr_data(basis) else { return None };
    let delin_static = values.to_vec();
    let (mut size, mut elems) = (1i64, 0usize);
    for &b in delin_static.iter().rev() {
        if is_dynamic(b) {
            return None;
        }
        size = size.checked_mul(b)?;
        elems += 1;
        if size > target {
            return None;
        }
        if size == target {
            break;
        }
    }
    if size < target || elems < 2 || lin_static.is_empty() {
        return None;
    }
    let outer = delin_static.len() == num_results;
    let head = &delin_static[..delin_static.len() - elems];
    let tail = &delin_static[delin_static.len() - elems..];
    if head.len() + usize::from(!outer) + tail.len() != num_results {
        return None;
    }
    let (&last, rest) = lin_indices.split_last()?;
    let ctx = rw.ctx;
    let st = affine::LinearizeIndexOp::build(
        ctx,
        rw.loc,
        rest,
        &lin_dynamic,
        Some(ctx.dense_i64_array(&lin_static[..lin_static.len() - 1])),
        Some(disjoint_attr(rw, true)),
        ctx.index_type(),
    );
    let without_back = rw.insert_value(st);
    let mut results = delinearize_raw(rw, without_back, dynamic, head, outer);
    results.extend(delinearize_raw(rw, last, &[], tail, true));
    Some(results)
}

/// The padded basis of an index op (MLIR's `getPaddedBasis`): one element per index
/// (linearize_index) or result (delinearize_index), `None` for a missing outer bound.
fn padded_basis(rw: &Rewriter<'_, '_>, basis: Attribute, dynamic: &[Value], n: usize) -> Option<Vec<Option<Basis>>> {
    let mut padded: Vec<Option<Basis>> = mixed_basis(rw, basis, dynamic)?.into_iter().map(Some).collect();
    if padded.len() + 1 == n {
        padded.insert(0, None);
    }
    (padded.len() == n).then_some(padded)
}

/// A delinearize_index op's linear index, dynamic basis and static basis attribute.
fn delinearize_parts(rw: &Rewriter<'_, '_>, op: crate::ir::OpId) -> Option<(Value, Vec<Value>, Attribute)> {
    let r = crate::ir::OpRef::new(rw.ctx, rw.body, op);
    let ops = r.operands();
    Some((*ops.first()?, ops[1..].to_vec(), r.attr("static_basis")?))
}

/// A new affine.delinearize_index over a padded basis (MLIR's builder from
/// `OpFoldResult`s: a leading `None` means no outer bound); its results.
fn delinearize_padded(rw: &mut Rewriter<'_, '_>, linear: Value, basis: &[Option<Basis>]) -> Option<Vec<Value>> {
    let (outer, rest) = match basis.split_first() {
        Some((None, rest)) => (false, rest),
        _ => (true, basis),
    };
    let rest: Option<Vec<Basis>> = rest.iter().copied().collect();
    let (statics, dynamic) = dispatch(rw, &rest?);
    let AttrData::DenseArrayInt { values, .. } = rw.ctx.attr_data(statics) else { return None };
    let values = values.to_vec();
    Some(delinearize_raw(rw, linear, &dynamic, &values, outer))
}

/// Term `CancelLinearizeOfDelinearize` (MLIR's `CancelLinearizeOfDelinearizePortion`):
/// a run of a linearize_index's indices that are consecutive results of one
/// delinearize_index with the same basis elements is replaced by one index, the
/// delinearization's input when the run is all its results, else the merged result of a
/// new delinearize_index (whose other users get its results and a residual
/// delinearization of the merged one). One run per delinearize_index; a merged size that
/// is not a constant is an affine.apply.
pub fn cancel_linearize_of_delinearize(
    rw: &mut Rewriter<'_, '_>,
    indices: &[Value],
    dynamic: &[Value],
    basis: Attribute,
    disjoint: Option<Attribute>,
) -> Option<Value> {
    struct Match {
        delin: crate::ir::OpId,
        lin_start: usize,
        delin_start: usize,
        len: usize,
        size: Option<Basis>,
        // A dynamic size: the values times the constant, an affine.apply to build.
        product: Option<(Vec<Value>, i64)>,
    }
    let n = indices.len();
    let lin_basis = padded_basis(rw, basis, dynamic, n)?;
    let mut matches: Vec<Match> = Vec::new();
    let mut i = 0;
    while i < n {
        let v = indices[i];
        let (delin, result) = match rw.body.value(v).def {
            crate::ir::ValueDef::OpResult { op, index } => (op, index as usize),
            _ => {
                i += 1;
                continue;
            }
        };
        if rw.ctx.ident_str(rw.body.op(delin).name.ident) != "affine.delinearize_index" {
            i += 1;
            continue;
        }
        let num_outs = rw.body.op(delin).num_results as usize;
        let (_, d_dynamic, d_basis) = delinearize_parts(rw, delin)?;
        let delin_basis = padded_basis(rw, d_basis, &d_dynamic, num_outs)?;
        let bounds_match = delin_basis[result] == lin_basis[i];
        let both_at_front = i == 0 && result == 0;
        let known_by_disjoint = is_disjoint(rw.ctx, disjoint) && result == 0 && delin_basis[result].is_none();
        if !bounds_match && !both_at_front && !known_by_disjoint {
            i += 1;
            continue;
        }
        let mut j = 1;
        while j + i < n && j + result < num_outs {
            if indices[i + j] != rw.body.result(delin, result + j) || lin_basis[i + j] != delin_basis[result + j] {
                break;
            }
            j += 1;
        }
        if j <= 1 || matches.iter().any(|m| m.delin == delin) {
            i += 1;
            continue;
        }
        // MLIR's `computeProduct` of the run's linearize basis elements: a constant, or an
        // affine.apply of the dynamic ones times the others.
        let (mut constant, mut dynamic_part, mut null) = (1i64, Vec::new(), false);
        for b in &lin_basis[i..i + j] {
            match b {
                None => {
                    null = true;
                    break;
                }
                Some(b) => match basis_int(rw, *b) {
                    Some(c) => constant = constant.checked_mul(c)?,
                    None => {
                        let Basis::Dynamic(v) = b else { return None };
                        dynamic_part.push(*v);
                    }
                },
            }
        }
        let (size, product) = if null {
            (None, None)
        } else if dynamic_part.is_empty() || constant == 0 {
            (Some(Basis::Static(constant)), None)
        } else {
            (None, Some((dynamic_part, constant)))
        };
        matches.push(Match { delin, lin_start: i, delin_start: result, len: j, size, product });
        i += j;
    }
    if matches.is_empty() {
        return None;
    }
    let saved = rw.insertion();
    let mut new_index: Vec<Value> = Vec::with_capacity(n);
    let mut new_basis: Vec<Option<Basis>> = Vec::with_capacity(n);
    let mut replacements: Vec<(crate::ir::OpId, Vec<Value>)> = Vec::new();
    let mut prev_end = 0;
    for m in &mut matches {
        new_index.extend_from_slice(&indices[prev_end..m.lin_start]);
        new_basis.extend_from_slice(&lin_basis[prev_end..m.lin_start]);
        prev_end = m.lin_start + m.len;
        let num_outs = rw.body.op(m.delin).num_results as usize;
        let (d_linear, d_dynamic, d_basis) = delinearize_parts(rw, m.delin)?;
        let block = rw.body.op(m.delin).parent?;
        rw.set_insertion(block, Some(m.delin));
        if let Some((values, c)) = &m.product {
            use crate::ir::AffineExpr;
            let ctx = rw.ctx;
            // The symbols multiplied in order, then the constant (where MLIR's simplifying
            // constructors put it): `(s0 * s1) * 4`.
            let mut e = AffineExpr::Symbol(0);
            for k in 1..values.len() {
                e = AffineExpr::Mul(Box::new(e), Box::new(AffineExpr::Symbol(k as u32)));
            }
            if *c != 1 {
                e = AffineExpr::Mul(Box::new(e), Box::new(AffineExpr::Const(*c)));
            }
            let map = ctx.intern_attr(AttrData::AffineMap(crate::ir::AffineMap {
                num_dims: 0,
                num_symbols: values.len() as u32,
                results: Box::new([e]),
            }));
            let st = affine::ApplyOp::build(ctx, rw.loc, values, Some(map), ctx.index_type());
            m.size = Some(Basis::Dynamic(rw.insert_value(st)));
        }
        if m.len == num_outs {
            new_index.push(d_linear);
            new_basis.push(m.size);
            continue;
        }
        let mut delin_basis = padded_basis(rw, d_basis, &d_dynamic, num_outs)?;
        delin_basis.splice(m.delin_start..m.delin_start + m.len, [m.size]);
        let merged = delinearize_padded(rw, d_linear, &delin_basis)?;
        let combined = *merged.get(m.delin_start)?;
        let residual = delinearize_padded(rw, combined, &lin_basis[m.lin_start..m.lin_start + m.len])?;
        let mut results: Vec<Value> = merged[..m.delin_start].to_vec();
        results.extend(residual);
        results.extend_from_slice(&merged[m.delin_start + 1..]);
        replacements.push((m.delin, results));
        new_index.push(combined);
        new_basis.push(m.size);
    }
    rw.set_insertion(saved.0, saved.1);
    new_index.extend_from_slice(&indices[prev_end..]);
    new_basis.extend_from_slice(&lin_basis[prev_end..]);
    // (MLIR's builder drops a leading `None`.)
    let basis_values: Option<Vec<Basis>> = match new_basis.split_first() {
        Some((None, rest)) => rest.iter().copied().collect(),
        _ => new_basis.iter().copied().collect(),
    };
    let result = linearize(rw, &new_index, &basis_values?, disjoint);
    for (op, values) in replacements {
        if values.len() != rw.body.op(op).num_results as usize {
            continue;
        }
        let users: Vec<crate::ir::OpId> =
            rw.body.results(op).flat_map(|r| rw.body.uses(r).iter().map(|u| u.op).collect::<Vec<_>>()).collect();
        rw.replace_op(op, &values);
        rw.note_moved(&users);
    }
    Some(result)
}

// ---- the affine memory ops ------------------------------------------------------------------

/// The subscript map of the op being canonicalized composed with the affine.apply ops
/// feeding it, canonicalized with its operands and simplified with the bounds of the
/// loops whose induction variables it reads (MLIR's `SimplifyAffineOp`).
fn simplified_access(rw: &Rewriter<'_, '_>, map: Attribute, operands: &[Value]) -> Option<(Attribute, Vec<Value>)> {
    let AttrData::AffineMap(m) = rw.ctx.attr_data(map) else { return None };
    let op = crate::ir::OpRef::new(rw.ctx, rw.body, rw.root()?);
    let (m, ops) = super::fold_affine::composed_map(op, m, operands);
    Some((rw.ctx.intern_attr(AttrData::AffineMap(m)), ops.to_vec()))
}

/// Term `AffineAccessChanges`: whether the simplification changes the map or operands.
pub fn access_changes(rw: &mut Rewriter<'_, '_>, map: Attribute, operands: &[Value]) -> bool {
    simplified_access(rw, map, operands).is_some_and(|(m, ops)| m != map || ops != operands)
}

/// Term `AffineAccessMap`: the simplified map.
pub fn access_map(rw: &mut Rewriter<'_, '_>, map: Attribute, operands: &[Value]) -> Attribute {
    simplified_access(rw, map, operands).map_or(map, |(m, _)| m)
}

/// Term `AffineAccessOperands`: the simplified map's operands.
pub fn access_operands(rw: &mut Rewriter<'_, '_>, map: Attribute, operands: &[Value]) -> Vec<Value> {
    simplified_access(rw, map, operands).map_or_else(|| operands.to_vec(), |(_, ops)| ops)
}

// ---- affine.min / affine.max ----------------------------------------------------------------

fn map_of(rw: &Rewriter<'_, '_>, map: Attribute) -> Option<crate::ir::AffineMap> {
    match rw.ctx.attr_data(map) {
        AttrData::AffineMap(m) => Some(m.clone()),
        _ => None,
    }
}

fn map_attr(rw: &Rewriter<'_, '_>, m: crate::ir::AffineMap) -> Attribute {
    rw.ctx.intern_attr(AttrData::AffineMap(m))
}

/// Term `SingleResultMap`: whether the map has one result (MLIR's
/// `CanonicalizeSingleResultAffineMinMaxOp` then makes the op an affine.apply).
pub fn single_result_map(rw: &mut Rewriter<'_, '_>, map: Attribute) -> bool {
    map_of(rw, map).is_some_and(|m| m.results.len() == 1)
}

/// Term `HasDuplicateExprs`: whether a result of the map repeats an earlier one.
pub fn has_duplicate_exprs(rw: &mut Rewriter<'_, '_>, map: Attribute) -> bool {
    map_of(rw, map).is_some_and(|m| m.results.iter().enumerate().any(|(i, e)| m.results[..i].contains(e)))
}

/// Term `DedupExprs`: the map without its repeated results (MLIR's
/// `DeduplicateAffineMinMaxExpressions`).
pub fn dedup_exprs(rw: &mut Rewriter<'_, '_>, map: Attribute) -> Attribute {
    let Some(mut m) = map_of(rw, map) else { return map };
    let mut out: Vec<crate::ir::AffineExpr> = Vec::new();
    for e in m.results.iter() {
        if !out.contains(e) {
            out.push(e.clone());
        }
    }
    m.results = out.into();
    map_attr(rw, m)
}

/// The results of a min/max map that are a lone dimension or symbol whose operand an op
/// of the root's kind defines (MLIR's `MergeAffineMinMaxOp`): the merged map and operands.
fn merged_min_max(rw: &Rewriter<'_, '_>, map: Attribute, operands: &[Value]) -> Option<(Attribute, Vec<Value>)> {
    use crate::ir::AffineExpr;
    let m = map_of(rw, map)?;
    let (nd, ns) = (m.num_dims as usize, m.num_symbols as usize);
    if operands.len() != nd + ns {
        return None;
    }
    let root_name = rw.body.op(rw.root()?).name.ident;
    let producer_of = |v: Value| rw.defining_op(v).filter(|&d| rw.body.op(d).name.ident == root_name);
    let mut exprs = Vec::new();
    let mut producers = Vec::new();
    for e in m.results.iter() {
        let v = match e {
            AffineExpr::Dim(i) => operands.get(*i as usize).copied(),
            AffineExpr::Symbol(i) => operands.get(nd + *i as usize).copied(),
            _ => None,
        };
        match v.and_then(producer_of) {
            Some(p) => producers.push(p),
            None => exprs.push(e.clone()),
        }
    }
    if producers.is_empty() {
        return None;
    }
    let mut dims: Vec<Value> = operands[..nd].to_vec();
    let mut syms: Vec<Value> = operands[nd..].to_vec();
    let (mut used_dims, mut used_syms) = (m.num_dims, m.num_symbols);
    for p in producers {
        let r = crate::ir::OpRef::new(rw.ctx, rw.body, p);
        let pm = map_of(rw, r.attr("map")?)?;
        let p_ops = r.operands();
        let (pd, ps) = (pm.num_dims as usize, pm.num_symbols as usize);
        if p_ops.len() != pd + ps {
            return None;
        }
        dims.extend_from_slice(&p_ops[..pd]);
        syms.extend_from_slice(&p_ops[pd..]);
        exprs.extend(pm.results.iter().map(|e| shift(e, used_dims, used_syms)));
        used_dims += pm.num_dims;
        used_syms += pm.num_symbols;
    }
    let new = crate::ir::AffineMap { num_dims: used_dims, num_symbols: used_syms, results: exprs.into() };
    dims.extend(syms);
    Some((map_attr(rw, new), dims))
}

/// `e` with its dimensions moved up by `dims` and its symbols by `syms`.
fn shift(e: &crate::ir::AffineExpr, dims: u32, syms: u32) -> crate::ir::AffineExpr {
    use crate::ir::AffineExpr;
    let r = |x: &AffineExpr| Box::new(shift(x, dims, syms));
    match e {
        AffineExpr::Dim(i) => AffineExpr::Dim(i + dims),
        AffineExpr::Symbol(i) => AffineExpr::Symbol(i + syms),
        AffineExpr::Const(c) => AffineExpr::Const(*c),
        AffineExpr::Add(l, x) => AffineExpr::Add(r(l), r(x)),
        AffineExpr::Mul(l, x) => AffineExpr::Mul(r(l), r(x)),
        AffineExpr::Mod(l, x) => AffineExpr::Mod(r(l), r(x)),
        AffineExpr::FloorDiv(l, x) => AffineExpr::FloorDiv(r(l), r(x)),
        AffineExpr::CeilDiv(l, x) => AffineExpr::CeilDiv(r(l), r(x)),
    }
}

/// Term `CanMergeMinMax`: whether `merged_min_max` applies.
pub fn can_merge_min_max(rw: &mut Rewriter<'_, '_>, map: Attribute, operands: &[Value]) -> bool {
    merged_min_max(rw, map, operands).is_some()
}

/// Term `MergedMinMaxMap`.
pub fn merged_min_max_map(rw: &mut Rewriter<'_, '_>, map: Attribute, operands: &[Value]) -> Attribute {
    merged_min_max(rw, map, operands).map_or(map, |(m, _)| m)
}

/// Term `MergedMinMaxOperands`.
pub fn merged_min_max_operands(rw: &mut Rewriter<'_, '_>, map: Attribute, operands: &[Value]) -> Vec<Value> {
    merged_min_max(rw, map, operands).map_or_else(|| operands.to_vec(), |(_, o)| o)
}

/// The order of the map's results by their flattened coefficients, when they are all
/// linear and not already in order (MLIR's `canonicalizeMapExprAndTermOrder`).
fn ordered_exprs(rw: &Rewriter<'_, '_>, map: Attribute) -> Option<Attribute> {
    let mut m = map_of(rw, map)?;
    let (nd, ns) = (m.num_dims as usize, m.num_symbols as usize);
    let flat: Option<Vec<Vec<i64>>> = m.results.iter().map(|e| super::fold_affine::flatten(e, nd, ns)).collect();
    let flat = flat?;
    if flat.windows(2).all(|w| w[0] <= w[1]) {
        return None;
    }
    let mut perm: Vec<usize> = (0..flat.len()).collect();
    perm.sort_by(|&a, &b| flat[a].cmp(&flat[b]));
    m.results = perm.iter().map(|&i| m.results[i].clone()).collect();
    Some(map_attr(rw, m))
}

/// Term `ExprsOutOfOrder`: whether `ordered_exprs` applies.
pub fn exprs_out_of_order(rw: &mut Rewriter<'_, '_>, map: Attribute) -> bool {
    ordered_exprs(rw, map).is_some()
}

/// Term `OrderedExprs` (MLIR's `CanonicalizeAffineMinMaxOpExprAndTermOrder`).
pub fn ordered_exprs_map(rw: &mut Rewriter<'_, '_>, map: Attribute) -> Attribute {
    ordered_exprs(rw, map).unwrap_or(map)
}

// ---- affine.if ------------------------------------------------------------------------------

fn integer_set(ctx: &crate::ir::Context, set: Attribute) -> Option<&crate::ir::IntegerSet> {
    match ctx.attr_data(set) {
        AttrData::IntegerSet(s) => Some(s),
        _ => None,
    }
}

/// Term `SetTriviallyTrue`: the set is `(0 == 0)`.
pub fn set_trivially_true(rw: &mut Rewriter<'_, '_>, set: Attribute) -> bool {
    integer_set(rw.ctx, set).is_some_and(|s| matches!(&s.constraints[..], [(crate::ir::AffineExpr::Const(0), true)]))
}

/// Term `SetTriviallyFalse`: the set is the empty set `(1 == 0)` (MLIR's
/// `isEmptyIntegerSet`).
pub fn set_trivially_false(rw: &mut Rewriter<'_, '_>, set: Attribute) -> bool {
    integer_set(rw.ctx, set).is_some_and(|s| matches!(&s.constraints[..], [(crate::ir::AffineExpr::Const(1), true)]))
}

/// Term `DeadElse` (MLIR's `SimplifyDeadElse`): the else region holds one block with only
/// its terminator, and the affine.if has no results.
pub fn dead_else(rw: &mut Rewriter<'_, '_>, region: crate::ir::RegionId) -> bool {
    let Some(root) = rw.root() else { return false };
    if rw.body.op(root).num_results != 0 {
        return false;
    }
    match rw.body.region(region).blocks[..] {
        [b] => rw.body.block(b).first.is_some() && rw.body.block(b).first == rw.body.block(b).last,
        _ => false,
    }
}

/// Term `AffineIfWithoutElse`: the affine.if again (its operands, condition, attributes and
/// then region) with an empty else region.
pub fn if_without_else(
    rw: &mut Rewriter<'_, '_>,
    operands: &[Value],
    condition: Attribute,
    then_region: crate::ir::RegionId,
) -> Option<Vec<Value>> {
    let ctx = rw.ctx;
    let root = rw.root()?;
    let mut st = affine::IfOp::build(ctx, rw.loc, operands, Some(condition), &[]);
    for a in &rw.body.op(root).attrs {
        if st.attr(a.name).is_none() {
            st.attrs.push(*a);
        }
    }
    let t = rw.body.new_region();
    rw.body.move_region_blocks(then_region, t, None);
    let e = rw.body.new_region();
    st.regions.push(t);
    st.regions.push(e);
    rw.insert(st);
    Some(Vec::new())
}
