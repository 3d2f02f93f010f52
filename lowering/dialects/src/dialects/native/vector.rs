//! Native code the `vector` spec names: the checks MLIR 22 writes in C++ for the vector
//! ops (`NativeCheck`, `PredTrait`), the custom syntaxes of contract, outerproduct,
//! transfer_read/write, mask, shuffle and print, and the type transforms of the
//! `TypesMatchWith` traits. Messages are MLIR 22's, word for word.

use smallvec::SmallVec;

use crate::diag::Diagnostic;
use crate::ir::{
    AffineExpr, AffineMap, AttrData, Attribute, Context, OpRef, OperationState, Type, TypeData, Value, DYNAMIC,
};
use crate::ods;
use crate::parse::lexer::TokenKind;
use crate::parse::ops::{OpParser, UnresolvedOperand};
use crate::parse::PResult;
use crate::print::attrs::type_to_string;
use crate::print::ops::OpPrinter;

use super::super::gen::vector as gen;

// ---- helpers ------------------------------------------------------------------------------

/// A vector type's shape, scalable flags (one per dim) and element type.
pub(super) struct Vt {
    pub(super) shape: Vec<i64>,
    pub(super) scalable: Vec<bool>,
    pub(super) elem: Type,
}

pub(super) fn vt(ctx: &Context, t: Type) -> Option<Vt> {
    match ctx.type_data(t) {
        TypeData::Vector { shape, scalable, elem } => {
            let mut sc = scalable.to_vec();
            sc.resize(shape.len(), false);
            Some(Vt { shape: shape.to_vec(), scalable: sc, elem: *elem })
        }
        _ => None,
    }
}

/// `vector<shape x elem>` with the scalable flags normalized (empty when none is set), so
/// types built from slices of other vector types intern to the same type as parsed ones.
pub(super) fn make_vector(ctx: &Context, shape: &[i64], scalable: &[bool], elem: Type) -> Type {
    let scalable: Box<[bool]> = if scalable.iter().any(|s| *s) { scalable.into() } else { Box::new([]) };
    ctx.intern_type(TypeData::Vector { shape: shape.into(), scalable, elem })
}

/// The vector of the dims of `shape`/`scalable` from `from` on (a `TypeData::Vector`'s
/// fields, whose `scalable` may be empty).
pub(super) fn trailing_vector(ctx: &Context, shape: &[i64], scalable: &[bool], from: usize, elem: Type) -> Type {
    make_vector(ctx, &shape[from..], scalable.get(from..).unwrap_or(&[]), elem)
}

/// `'type'` as MLIR's diagnostics print a type.
fn q(ctx: &Context, t: Type) -> String {
    format!("'{}'", type_to_string(ctx, t))
}

fn err(op: OpRef<'_>, msg: impl AsRef<str>) -> Diagnostic {
    ods::op_error(op, msg)
}

fn otype(op: OpRef<'_>, i: usize) -> Option<Type> {
    op.operands().get(i).map(|&v| op.value_type(v))
}

fn rtype(op: OpRef<'_>, i: usize) -> Option<Type> {
    (i < op.num_results()).then(|| op.value_type(op.result(i)))
}

fn i64s(ctx: &Context, a: Option<Attribute>) -> Vec<i64> {
    match a.map(|a| ctx.attr_data(a)) {
        Some(AttrData::DenseArrayInt { values, .. }) => values.to_vec(),
        Some(AttrData::Array(elems)) => elems
            .iter()
            .filter_map(|&e| match ctx.attr_data(e) {
                AttrData::Integer { value, .. } => i64::try_from(*value).ok(),
                AttrData::Bool(b) => Some(i64::from(*b)),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

fn enum_value(ctx: &Context, a: Option<Attribute>) -> Option<u64> {
    match a.map(|a| ctx.attr_data(a)) {
        Some(AttrData::Enum { value, .. }) => Some(*value),
        _ => None,
    }
}

pub(super) fn affine_map(ctx: &Context, a: Option<Attribute>) -> Option<AffineMap> {
    match a.map(|a| ctx.attr_data(a)) {
        Some(AttrData::AffineMap(m)) => Some(m.clone()),
        _ => None,
    }
}

fn bit_width(ctx: &Context, t: Type) -> Option<u64> {
    match ctx.type_data(t) {
        TypeData::Index => Some(64),
        TypeData::Float(k) => Some(u64::from(k.width())),
        _ => ctx.int_width(t).map(u64::from),
    }
}

fn is_int_or_index(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Integer { .. } | TypeData::Index)
}

fn is_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Float(_))
}

/// MLIR's `isSupportedCombiningKind`: which element types a combining kind accepts.
fn kind_supports(ctx: &Context, kind: u64, elem: Type) -> bool {
    match kind {
        0 | 1 => is_int_or_index(ctx, elem) || is_float(ctx, elem),
        2 | 3 | 5 | 6 | 8 | 9 | 10 => is_int_or_index(ctx, elem),
        4 | 7 | 11 | 12 => is_float(ctx, elem),
        _ => false,
    }
}

fn kind_keyword(kind: u64) -> &'static str {
    gen::VECTOR_COMBINING_KIND_ATTR_ENUM.cases.iter().find(|c| c.1 == kind).map_or("", |c| c.0)
}

fn is_memref_or_ranked_tensor(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::MemRef { .. } | TypeData::RankedTensor { .. })
}

fn shaped_rank(ctx: &Context, t: Type) -> Option<usize> {
    ctx.shape(t).map(|s| s.len())
}

// ---- predicates and type transforms -------------------------------------------------------

/// A vector with a scalable dimension.
pub fn is_scalable_vector(ctx: &Context, t: Type) -> bool {
    vt(ctx, t).is_some_and(|v| v.scalable.iter().any(|s| *s))
}

fn same_elem(a: Option<Type>, b: Option<Type>, op: OpRef<'_>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => op.ctx.element_type_or_self(a) == op.ctx.element_type_or_self(b),
        _ => true,
    }
}

/// lhs and rhs have the same element type.
pub fn same_elem_op0_op1(op: OpRef<'_>) -> bool {
    same_elem(otype(op, 0), otype(op, 1), op)
}
/// The result and operand #0 have the same element type.
pub fn same_elem_res0_op0(op: OpRef<'_>) -> bool {
    same_elem(rtype(op, 0), otype(op, 0), op)
}
/// The result and operand #1 have the same element type.
pub fn same_elem_res0_op1(op: OpRef<'_>) -> bool {
    same_elem(rtype(op, 0), otype(op, 1), op)
}
/// The result and operand #2 have the same element type.
pub fn same_elem_res0_op2(op: OpRef<'_>) -> bool {
    same_elem(rtype(op, 0), otype(op, 2), op)
}

/// Operand #0 and the result have the same rank.
pub fn same_rank_op0_res0(op: OpRef<'_>) -> bool {
    let ctx = op.ctx;
    match (otype(op, 0), rtype(op, 0)) {
        (Some(a), Some(b)) => shaped_rank(ctx, a) == shaped_rank(ctx, b),
        _ => true,
    }
}

/// vector.deinterleave: the trailing dimension of the source is even.
pub fn trailing_dim_even(op: OpRef<'_>) -> bool {
    otype(op, 0).and_then(|t| vt(op.ctx, t)).is_none_or(|v| v.shape.last().is_none_or(|d| d % 2 == 0))
}

/// vector.scalable.insert: the position is a multiple of the source's length.
pub fn scalable_insert_pos_ok(op: OpRef<'_>) -> bool {
    let n: i64 = otype(op, 0).and_then(|t| vt(op.ctx, t)).map_or(1, |v| v.shape.iter().product());
    n == 0 || ods::attr_int(op, "pos").unwrap_or(0) % n == 0
}

/// vector.scalable.extract: the position is a multiple of the result's length.
pub fn scalable_extract_pos_ok(op: OpRef<'_>) -> bool {
    let n: i64 = rtype(op, 0).and_then(|t| vt(op.ctx, t)).map_or(1, |v| v.shape.iter().product());
    n == 0 || ods::attr_int(op, "pos").unwrap_or(0) % n == 0
}

/// vector.print: a string is printed alone, with the default punctuation.
pub fn print_string_alone(op: OpRef<'_>) -> bool {
    if op.attr("stringLiteral").is_none() {
        return true;
    }
    op.operands().is_empty() && enum_value(op.ctx, op.attr("punctuation")).is_none_or(|v| v == 1)
}

/// The trailing dimension doubled (`vector<f32>` becomes `vector<2xf32>`).
pub fn double_trailing_dim(ctx: &Context, t: Type) -> Type {
    let Some(mut v) = vt(ctx, t) else { return t };
    match v.shape.last_mut() {
        Some(d) => *d *= 2,
        None => {
            v.shape.push(2);
            v.scalable.push(false);
        }
    }
    make_vector(ctx, &v.shape, &v.scalable, v.elem)
}

/// The trailing dimension halved (the type itself when that leaves nothing).
pub fn half_trailing_dim(ctx: &Context, t: Type) -> Type {
    let Some(mut v) = vt(ctx, t) else { return t };
    match v.shape.last_mut() {
        Some(d) if *d / 2 > 0 => *d /= 2,
        _ => return t,
    }
    make_vector(ctx, &v.shape, &v.scalable, v.elem)
}

/// One element type per element of a vector, as a tuple that a variadic group spreads over.
pub fn element_tuple(ctx: &Context, t: Type) -> Type {
    let Some(v) = vt(ctx, t) else { return t };
    let n = v.shape.iter().product::<i64>().max(0) as usize;
    ctx.intern_type(TypeData::Tuple(vec![v.elem; n].into()))
}

// ---- verifiers ----------------------------------------------------------------------------

/// vector.broadcast: MLIR's `isBroadcastableTo`.
pub fn verify_broadcast(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (Some(src), Some(dst)) = (otype(op, 0), rtype(op, 0)) else { return Ok(()) };
    let Some(d) = vt(ctx, dst) else { return Ok(()) };
    // A scalar of the element type (any type a vector holds: `!llvm.ptr` too).
    if is_int_or_index(ctx, src) || is_float(ctx, src) || src == d.elem {
        return Ok(());
    }
    let Some(s) = vt(ctx, src) else { return Err(err(op, "source type is not a vector")) };
    if s.shape.len() > d.shape.len() {
        return Err(err(op, "source rank higher than destination rank"));
    }
    let lead = d.shape.len() - s.shape.len();
    for r in 0..s.shape.len() {
        let (sd, ss) = (s.shape[r], s.scalable[r]);
        let (dd, ds) = (d.shape[lead + r], d.scalable[lead + r]);
        // A unit dim broadcasts (a fixed one even to a scalable dim).
        if sd == 1 && !ss {
            continue;
        }
        if sd != dd || ss != ds {
            let f = |n: i64, sc: bool| if sc { format!("[{n}]") } else { n.to_string() };
            return Err(err(op, format!("dimension mismatch ({} vs. {})", f(sd, ss), f(dd, ds))));
        }
    }
    Ok(())
}

/// vector.shuffle: ranks, trailing dims, mask length and indices.
pub fn verify_shuffle(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (Some(v1), Some(v2), Some(r)) = (
        otype(op, 0).and_then(|t| vt(ctx, t)),
        otype(op, 1).and_then(|t| vt(ctx, t)),
        rtype(op, 0).and_then(|t| vt(ctx, t)),
    ) else {
        return Ok(());
    };
    let (r1, r2, rr) = (v1.shape.len(), v2.shape.len(), r.shape.len());
    if !(r1 == rr && r2 == rr || r1 == 0 && r2 == 0 && rr == 1) {
        return Err(err(op, "rank mismatch"));
    }
    for k in 1..r1 {
        if r.shape[k] != v1.shape[k] || r.shape[k] != v2.shape[k] {
            return Err(err(op, "dimension mismatch"));
        }
    }
    let mask = i64s(ctx, op.attr("mask"));
    if mask.is_empty() {
        return Err(err(op, "invalid mask length"));
    }
    if Some(&(mask.len() as i64)) != r.shape.first() {
        return Err(err(op, "mask length mismatch"));
    }
    let size = v1.shape.first().copied().unwrap_or(1) + v2.shape.first().copied().unwrap_or(1);
    for (i, &m) in mask.iter().enumerate() {
        if m != -1 && !(0..size).contains(&m) {
            return Err(err(op, format!("mask index #{} out of range", i + 1)));
        }
    }
    Ok(())
}

/// The static positions with DYNAMIC for each dynamic one, checked against the operands.
fn positions(op: OpRef<'_>, dynamic: usize) -> Result<Vec<i64>, Diagnostic> {
    let pos = i64s(op.ctx, op.attr("static_position"));
    if pos.iter().filter(|&&p| p == DYNAMIC).count() != dynamic {
        return Err(err(
            op,
            "mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite",
        ));
    }
    Ok(pos)
}

/// vector.extract.
pub fn verify_extract(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (Some(src), Some(res)) = (otype(op, 0), rtype(op, 0)) else { return Ok(()) };
    let Some(s) = vt(ctx, src) else { return Ok(()) };
    let pos = i64s(ctx, op.attr("static_position"));
    // The InferTypeOpAdaptor check comes before the op's own verifier.
    if pos.len() <= s.shape.len() {
        let n = pos.len();
        let inferred =
            if n == s.shape.len() { s.elem } else { make_vector(ctx, &s.shape[n..], &s.scalable[n..], s.elem) };
        if inferred != res {
            let mut d = err(
                op,
                format!(
                    "inferred type(s) {} are incompatible with return type(s) of operation {}",
                    q(ctx, inferred),
                    q(ctx, res)
                ),
            );
            d.notes.push(err(op, "failed to infer returned types"));
            return Err(d);
        }
    }
    if vt(ctx, res).is_some_and(|r| r.shape.is_empty()) {
        return Err(Diagnostic::error(op.loc(), "expected a scalar instead of a 0-d vector as the result type"));
    }
    let pos = positions(op, op.operands().len().saturating_sub(1))?;
    if pos.len() > s.shape.len() {
        return Err(err(op, "expected position attribute of rank no greater than vector rank"));
    }
    for (i, &p) in pos.iter().enumerate() {
        if p != DYNAMIC && p != -1 && !(0..s.shape[i]).contains(&p) {
            return Err(err(
                op,
                format!(
                    "expected position attribute #{} to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)",
                    i + 1
                ),
            ));
        }
    }
    Ok(())
}

/// vector.insert.
pub fn verify_insert(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (Some(src), Some(dst)) = (otype(op, 0), otype(op, 1)) else { return Ok(()) };
    let Some(d) = vt(ctx, dst) else { return Ok(()) };
    let s = vt(ctx, src);
    if s.as_ref().is_some_and(|s| s.shape.is_empty()) {
        return Err(Diagnostic::error(op.loc(), "expected a scalar instead of a 0-d vector as the source operand"));
    }
    // (MLIR's insert verifier has no check of the dynamic markers.)
    let pos = i64s(ctx, op.attr("static_position"));
    if pos.len() > d.shape.len() {
        return Err(err(op, "expected position attribute of rank no greater than dest vector rank"));
    }
    match &s {
        Some(s) if s.shape.len() + pos.len() != d.shape.len() => {
            return Err(err(op, "expected position attribute rank + source rank to match dest vector rank"));
        }
        None if pos.len() != d.shape.len() => {
            return Err(err(op, "expected position attribute rank to match the dest vector rank"));
        }
        _ => {}
    }
    for (i, &p) in pos.iter().enumerate() {
        if p != DYNAMIC && p != -1 && !(0..d.shape[i]).contains(&p) {
            return Err(err(
                op,
                format!(
                    "expected position attribute #{} to be a non-negative integer smaller than the corresponding dest vector dimension",
                    i + 1
                ),
            ));
        }
    }
    Ok(())
}

/// vector.reduction: 0-D or 1-D source, a kind the element type supports.
pub fn verify_reduction(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (Some(src), Some(dest)) = (otype(op, 0), rtype(op, 0)) else { return Ok(()) };
    let rank = shaped_rank(ctx, src).unwrap_or(0);
    if rank > 1 {
        return Err(err(op, format!("unsupported reduction rank: {rank}")));
    }
    let kind = enum_value(ctx, op.attr("kind")).unwrap_or(0);
    if !kind_supports(ctx, kind, dest) {
        return Err(err(
            op,
            format!("unsupported reduction type '{}' for kind '{}'", q(ctx, dest), kind_keyword(kind)),
        ));
    }
    Ok(())
}

/// vector.multi_reduction: the result is the source without the reduced dims.
pub fn verify_multi_reduction(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (Some(src), Some(dest)) = (otype(op, 0), rtype(op, 0)) else { return Ok(()) };
    let Some(s) = vt(ctx, src) else { return Ok(()) };
    let dims = i64s(ctx, op.attr("reduction_dims"));
    let mut shape = Vec::new();
    let mut scalable = Vec::new();
    for (i, (&d, &sc)) in s.shape.iter().zip(&s.scalable).enumerate() {
        if !dims.contains(&(i as i64)) {
            shape.push(d);
            scalable.push(sc);
        }
    }
    let inferred = if shape.is_empty() { s.elem } else { make_vector(ctx, &shape, &scalable, s.elem) };
    if inferred != dest {
        return Err(err(
            op,
            format!("destination type {} is incompatible with source type {}", q(ctx, dest), q(ctx, src)),
        ));
    }
    Ok(())
}

/// vector.outerproduct: 1-D operands, a 2-D (or, for an AXPY, 1-D) result of their sizes.
pub fn verify_outerproduct(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (Some(l), Some(rhs), Some(res)) = (otype(op, 0).and_then(|t| vt(ctx, t)), otype(op, 1), rtype(op, 0)) else {
        return Ok(());
    };
    let Some(r) = vt(ctx, res) else { return Ok(()) };
    if l.shape.len() != 1 {
        return Err(err(op, "expected 1-d vector for operand #1"));
    }
    if let Some(rv) = vt(ctx, rhs) {
        if rv.shape.len() != 1 {
            return Err(err(op, "expected 1-d vector for operand #2"));
        }
        if r.shape.len() != 2 {
            return Err(err(op, "expected 2-d vector result"));
        }
        if l.shape[0] != r.shape[0] {
            return Err(err(op, "expected #1 operand dim to match result dim #1"));
        }
        if rv.shape[0] != r.shape[1] {
            return Err(err(op, "expected #2 operand dim to match result dim #2"));
        }
        if l.scalable[0] && !rv.scalable[0] {
            return Err(err(op, "expected either both or only #2 operand dim to be scalable"));
        }
    } else {
        if r.shape.len() != 1 {
            return Err(err(op, "expected 1-d vector result"));
        }
        if l.shape[0] != r.shape[0] {
            return Err(err(op, "expected #1 operand dim to match result dim #1"));
        }
    }
    if let Some(acc) = otype(op, 2) {
        if acc != res {
            return Err(err(op, "expected operand #3 of same type as result type"));
        }
    }
    let kind = enum_value(ctx, op.attr("kind")).unwrap_or(0);
    if !kind_supports(ctx, kind, r.elem) {
        return Err(err(op, "unsupported outerproduct type"));
    }
    Ok(())
}

/// MLIR's `isIntegerArrayAttrConfinedToShape`: entry `i` of `values` in `[min, limits[i])`,
/// or `[min, limits[i]]` when not `half_open` (printed as `[min, limit + 1)`).
fn check_array_bounds(
    op: OpRef<'_>,
    name: &str,
    values: &[i64],
    limits: &[i64],
    min: i64,
    half_open: bool,
) -> Result<(), Diagnostic> {
    for (i, (&v, &max)) in values.iter().zip(limits).enumerate() {
        let upper = if half_open { max } else { max + 1 };
        if v < min || v >= upper {
            return Err(err(op, format!("expected {name} dimension {i} to be confined to [{min}, {upper})")));
        }
    }
    Ok(())
}

/// MLIR's `isIntegerArrayAttrConfinedToRange` for strides: every entry is 1.
fn check_unit_strides(op: OpRef<'_>, strides: &[i64]) -> Result<(), Diagnostic> {
    if strides.iter().any(|&s| s != 1) {
        return Err(err(op, "expected strides to be confined to [1, 2)"));
    }
    Ok(())
}

/// vector.extract_strided_slice.
pub fn verify_extract_strided_slice(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (Some(s), Some(res)) = (otype(op, 0).and_then(|t| vt(ctx, t)), rtype(op, 0)) else { return Ok(()) };
    let offsets = i64s(ctx, op.attr("offsets"));
    let sizes = i64s(ctx, op.attr("sizes"));
    let strides = i64s(ctx, op.attr("strides"));
    let rank = s.shape.len();
    if offsets.len() != sizes.len() || offsets.len() != strides.len() {
        return Err(err(op, "expected offsets, sizes and strides attributes of same size"));
    }
    if offsets.len() > rank {
        return Err(err(op, "expected offsets attribute of rank no greater than vector rank"));
    }
    if sizes.len() > rank {
        return Err(err(op, "expected sizes attribute of rank no greater than vector rank"));
    }
    if strides.len() > rank {
        return Err(err(op, "expected strides attribute of rank no greater than vector rank"));
    }
    check_array_bounds(op, "offsets", &offsets, &s.shape, 0, true)?;
    check_array_bounds(op, "sizes", &sizes, &s.shape, 1, false)?;
    check_unit_strides(op, &strides)?;
    let sums: Vec<i64> = offsets.iter().zip(&sizes).map(|(a, b)| a + b).collect();
    check_array_bounds(op, "sum(offsets, sizes)", &sums, &s.shape, 1, false)?;
    let mut shape = sizes.clone();
    shape.extend_from_slice(&s.shape[sizes.len()..]);
    let inferred = make_vector(ctx, &shape, &s.scalable, s.elem);
    if inferred != res {
        return Err(err(op, format!("expected result type to be {}", q(ctx, inferred))));
    }
    Ok(())
}

/// vector.insert_strided_slice.
pub fn verify_insert_strided_slice(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (Some(s), Some(d)) = (otype(op, 0).and_then(|t| vt(ctx, t)), otype(op, 1).and_then(|t| vt(ctx, t))) else {
        return Ok(());
    };
    let offsets = i64s(ctx, op.attr("offsets"));
    let strides = i64s(ctx, op.attr("strides"));
    if offsets.len() != d.shape.len() {
        return Err(err(op, "expected offsets of same size as destination vector rank"));
    }
    if strides.len() != s.shape.len() {
        return Err(err(op, "expected strides of same size as source vector rank"));
    }
    if s.shape.len() > d.shape.len() {
        return Err(err(op, "expected source rank to be no greater than destination rank"));
    }
    check_array_bounds(op, "offsets", &offsets, &d.shape, 0, true)?;
    check_unit_strides(op, &strides)?;
    let lead = d.shape.len() - s.shape.len();
    let mut src_full = vec![1; lead];
    src_full.extend_from_slice(&s.shape);
    let sums: Vec<i64> = offsets.iter().zip(&src_full).map(|(a, b)| a + b).collect();
    check_array_bounds(op, "sum(offsets, source vector shape)", &sums, &d.shape, 1, false)?;
    Ok(())
}

/// The number of indices a memref access needs.
fn check_indices(op: OpRef<'_>, base: Type, n: usize) -> Result<(), Diagnostic> {
    let rank = shaped_rank(op.ctx, base).unwrap_or(0);
    if rank != n {
        return Err(err(op, format!("requires {rank} indices")));
    }
    Ok(())
}

/// The base's element type equals the vector's, or is that vector type.
fn check_elem(op: OpRef<'_>, base: Type, v: Type, what: &str, elem_msg: &str) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let be = ctx.element_type_or_self(base);
    let ve = ctx.element_type_or_self(v);
    if vt(ctx, be).is_some() {
        if be != v {
            return Err(err(op, format!("base memref and {what} vector types should match")));
        }
    } else if be != ve {
        return Err(err(op, elem_msg));
    }
    Ok(())
}

/// vector.load.
pub fn verify_load(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let (Some(base), Some(res)) = (otype(op, 0), rtype(op, 0)) else { return Ok(()) };
    check_unit_stride(op, base, res)?;
    check_rank(op, base, res, "destination memref has lower rank than the result vector")?;
    check_elem(op, base, res, "result", "base and result element types should match")?;
    check_indices(op, base, op.operands().len() - 1)
}

/// vector.store.
pub fn verify_store(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let (Some(v), Some(base)) = (otype(op, 0), otype(op, 1)) else { return Ok(()) };
    check_unit_stride(op, base, v)?;
    check_rank(op, base, v, "source memref has lower rank than the vector to store")?;
    check_elem(op, base, v, "valueToStore", "base and valueToStore element type should match")?;
    check_indices(op, base, op.operands().len() - 2)
}

/// The checks of maskedload/expandload: element types, index count, mask and pass-through
/// shapes.
fn verify_masked_read(op: OpRef<'_>, shape_word: &str) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let n = op.operands().len();
    let (Some(base), Some(res)) = (otype(op, 0), rtype(op, 0)) else { return Ok(()) };
    if n < 3 {
        return Ok(());
    }
    let mask = op.value_type(op.operands()[n - 2]);
    let pass = op.value_type(op.operands()[n - 1]);
    if ctx.element_type_or_self(base) != ctx.element_type_or_self(res) {
        return Err(err(op, "base and result element type should match"));
    }
    check_indices(op, base, n - 3)?;
    if ctx.shape(res) != ctx.shape(mask) {
        return Err(err(op, format!("expected result {shape_word} to match mask {shape_word}")));
    }
    if pass != res {
        return Err(err(op, "expected pass_thru of same type as result type"));
    }
    Ok(())
}

/// The checks of maskedstore/compressstore.
fn verify_masked_write(op: OpRef<'_>, shape_word: &str) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let n = op.operands().len();
    if n < 3 {
        return Ok(());
    }
    let base = op.value_type(op.operands()[0]);
    let mask = op.value_type(op.operands()[n - 2]);
    let v = op.value_type(op.operands()[n - 1]);
    if ctx.element_type_or_self(base) != ctx.element_type_or_self(v) {
        return Err(err(op, "base and valueToStore element type should match"));
    }
    check_indices(op, base, n - 3)?;
    if ctx.shape(v) != ctx.shape(mask) {
        return Err(err(op, format!("expected valueToStore {shape_word} to match mask {shape_word}")));
    }
    Ok(())
}

/// vector.maskedload.
pub fn verify_maskedload(op: OpRef<'_>) -> Result<(), Diagnostic> {
    verify_masked_read(op, "shape")
}
/// vector.maskedstore.
pub fn verify_maskedstore(op: OpRef<'_>) -> Result<(), Diagnostic> {
    verify_masked_write(op, "shape")
}
/// vector.expandload (MLIR words its shape check with "dim").
pub fn verify_expandload(op: OpRef<'_>) -> Result<(), Diagnostic> {
    verify_masked_read(op, "dim")
}
/// vector.compressstore.
pub fn verify_compressstore(op: OpRef<'_>) -> Result<(), Diagnostic> {
    verify_masked_write(op, "dim")
}

/// The checks of gather/scatter: base, offsets, and index, mask and value shapes.
fn verify_gather_scatter(op: OpRef<'_>, value: Type, what: &str) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let n = op.operands().len();
    if n < 4 {
        return Ok(());
    }
    let base = op.value_type(op.operands()[0]);
    let idx = op.value_type(op.operands()[n - 3]);
    let mask = op.value_type(op.operands()[n - 2]);
    if ctx.element_type_or_self(base) != ctx.element_type_or_self(value) {
        return Err(err(op, format!("base and {what} element type should match")));
    }
    let rank = shaped_rank(ctx, base).unwrap_or(0);
    if rank != n - 4 {
        return Err(err(op, format!("requires {rank} indices")));
    }
    if ctx.shape(value) != ctx.shape(idx) {
        return Err(err(op, format!("expected {what} dim to match indices dim")));
    }
    if ctx.shape(value) != ctx.shape(mask) {
        return Err(err(op, format!("expected {what} dim to match mask dim")));
    }
    Ok(())
}

/// vector.gather.
pub fn verify_gather(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let Some(res) = rtype(op, 0) else { return Ok(()) };
    verify_gather_scatter(op, res, "result")?;
    if let Some(&p) = op.operands().last() {
        if op.value_type(p) != res {
            return Err(err(op, "expected pass_thru of same type as result type"));
        }
    }
    Ok(())
}

/// vector.scatter.
pub fn verify_scatter(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let Some(&v) = op.operands().last() else { return Ok(()) };
    verify_gather_scatter(op, op.value_type(v), "valueToStore")
}

/// vector.shape_cast: same element type and number of elements.
pub fn verify_shape_cast(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (Some(s), Some(r)) = (otype(op, 0).and_then(|t| vt(ctx, t)), rtype(op, 0).and_then(|t| vt(ctx, t))) else {
        return Ok(());
    };
    if s.elem != r.elem {
        return Err(err(op, "has different source and result element types"));
    }
    let (ns, nr): (i64, i64) = (s.shape.iter().product(), r.shape.iter().product());
    if ns != nr {
        return Err(err(op, format!("has different number of elements at source ({ns}) and result ({nr})")));
    }
    let (ss, rs) = (s.scalable.iter().filter(|x| **x).count(), r.scalable.iter().filter(|x| **x).count());
    if ss != rs {
        return Err(err(op, format!("has different number of scalable dims at source ({ss}) and result ({rs})")));
    }
    Ok(())
}

/// vector.bitcast: leading dims equal, minor 1-D vectors of the same bit width.
pub fn verify_bitcast(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (Some(s), Some(r)) = (otype(op, 0).and_then(|t| vt(ctx, t)), rtype(op, 0).and_then(|t| vt(ctx, t))) else {
        return Ok(());
    };
    let n = s.shape.len();
    if n == 0 || r.shape.len() != n {
        return Ok(());
    }
    if s.shape[..n - 1] != r.shape[..n - 1] {
        return Err(err(op, "dimension size mismatch at: 0"));
    }
    let sw = bit_width(ctx, s.elem).unwrap_or(0) as i64 * s.shape[n - 1];
    let rw = bit_width(ctx, r.elem).unwrap_or(0) as i64 * r.shape[n - 1];
    if sw != rw {
        return Err(err(op, "source/result bitwidth of the minor 1-D vectors must be equal"));
    }
    Ok(())
}

/// vector.type_cast: the result is a memref of one vector of the source's shape.
pub fn verify_type_cast(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (Some(src), Some(res)) = (otype(op, 0), rtype(op, 0)) else { return Ok(()) };
    // MLIR's `extractShape`: the memref's shape followed by its vector element's shape,
    // and the scalar underneath (either side may hold vectors).
    let flat = |t: Type| {
        let mut shape = ctx.shape(t).unwrap_or(&[]).to_vec();
        let mut scalar = ctx.element_type_or_self(t);
        if let Some(v) = vt(ctx, scalar) {
            shape.extend_from_slice(&v.shape);
            scalar = v.elem;
        }
        (shape, scalar)
    };
    if !identity_after_canonicalization(ctx, src) {
        return Err(err(op, "expects operand to be a memref with identity layout"));
    }
    if !identity_after_canonicalization(ctx, res) {
        return Err(err(op, "expects result to be a memref with identity layout"));
    }
    let ((src_shape, src_scalar), (res_shape, res_scalar)) = (flat(src), flat(res));
    if src_scalar != res_scalar {
        return Err(err(op, format!("expects result and operand with same underlying scalar type: {}", q(ctx, res))));
    }
    if res_shape != src_shape {
        return Err(err(op, format!("expects concatenated result and operand shapes to be equal: {}", q(ctx, res))));
    }
    Ok(())
}

/// Whether a memref's layout is the identity once canonicalized (MLIR's
/// `canonicalizeStridedLayout`): none, or strides and offset equal to the identity's.
fn identity_after_canonicalization(ctx: &Context, t: Type) -> bool {
    use crate::ir::layout;
    let Some(m) = layout::memref_parts(ctx, t) else { return true };
    if m.layout.is_none() {
        return true;
    }
    let canonical = layout::canonical_strides(m.shape);
    layout::strides_and_offset(ctx, t).is_some_and(|(s, o)| o == 0 && s == canonical)
}

/// MLIR's verifyLoadStoreMemRefLayout: a vector load or store of more than one element
/// needs the memref's innermost stride to be 1.
fn check_unit_stride(op: OpRef<'_>, base: Type, vector: Type) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let Some(v) = vt(ctx, vector) else { return Ok(()) };
    if !v.scalable.iter().any(|s| *s) && (v.shape.is_empty() || v.shape.iter().product::<i64>() == 1) {
        return Ok(());
    }
    if crate::ir::layout::memref_parts(ctx, base).is_none() {
        return Ok(());
    }
    let unit = crate::ir::layout::strides_and_offset(ctx, base).is_some_and(|(s, _)| s.last().is_none_or(|l| *l == 1));
    if !unit {
        return Err(err(op, "most minor memref dim must have unit stride"));
    }
    Ok(())
}

/// A vector load or store needs a memref of at least the vector's rank.
fn check_rank(op: OpRef<'_>, base: Type, vector: Type, msg: &str) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (Some(m), Some(v)) = (shaped_rank(ctx, base), vt(ctx, vector)) else { return Ok(()) };
    if m < v.shape.len() {
        return Err(err(op, msg));
    }
    Ok(())
}

/// vector.constant_mask: one size per dim, each in bounds; all zero or all non-zero.
pub fn verify_constant_mask(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let Some(r) = rtype(op, 0).and_then(|t| vt(ctx, t)) else { return Ok(()) };
    let sizes = i64s(ctx, op.attr("mask_dim_sizes"));
    if r.shape.is_empty() && sizes.len() != 1 {
        return Err(err(op, "array attr must have length 1 for 0-D vectors"));
    }
    if !r.shape.is_empty() && sizes.len() != r.shape.len() {
        return Err(err(op, "must specify array attr of size equal vector result rank"));
    }
    if r.shape.is_empty() {
        if !(0..=1).contains(&sizes[0]) {
            return Err(err(op, "mask dim size must be either 0 or 1 for 0-D vectors"));
        }
        return Ok(());
    }
    for (i, &s) in sizes.iter().enumerate() {
        if s < 0 || s > r.shape[i] {
            return Err(err(op, "array attr of size out of bounds of vector result dimension size"));
        }
        if r.scalable[i] && s != 0 && s != r.shape[i] {
            return Err(err(op, "only supports 'none set' or 'all set' scalable dimensions"));
        }
    }
    let any_zero = sizes.contains(&0);
    if any_zero && sizes.iter().any(|&s| s != 0) {
        return Err(err(op, "expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim"));
    }
    Ok(())
}

/// vector.create_mask: one operand per dim (one for a 0-D mask).
pub fn verify_create_mask(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let Some(r) = rtype(op, 0).and_then(|t| vt(ctx, t)) else { return Ok(()) };
    if r.shape.is_empty() {
        if op.operands().len() != 1 {
            return Err(err(op, "must specify exactly one operand for 0-D create_mask"));
        }
    } else if op.operands().len() != r.shape.len() {
        return Err(err(op, "must specify an operand for each result vector dimension"));
    }
    Ok(())
}

/// vector.transpose: a permutation of the source dims giving the result's shape.
pub fn verify_transpose(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (Some(s), Some(r)) = (otype(op, 0).and_then(|t| vt(ctx, t)), rtype(op, 0).and_then(|t| vt(ctx, t))) else {
        return Ok(());
    };
    let perm = i64s(ctx, op.attr("permutation"));
    let rank = s.shape.len();
    if r.shape.len() != rank {
        return Err(err(op, "vector result rank mismatch: ".to_string() + &r.shape.len().to_string()));
    }
    if perm.len() != rank {
        return Err(err(op, "transposition length mismatch: ".to_string() + &perm.len().to_string()));
    }
    let mut seen = vec![false; rank];
    for (i, &p) in perm.iter().enumerate() {
        if p < 0 || p as usize >= rank {
            return Err(err(op, format!("transposition index out of range: {p}")));
        }
        if seen[p as usize] {
            return Err(err(op, format!("duplicate position index: {p}")));
        }
        seen[p as usize] = true;
        if r.shape[i] != s.shape[p as usize] {
            return Err(err(op, format!("dimension size mismatch at: {p}")));
        }
    }
    Ok(())
}

/// vector.scan: the reduction dim is in range and the initial value has the source's shape
/// without it.
pub fn verify_scan(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (Some(s), Some(init)) = (otype(op, 0).and_then(|t| vt(ctx, t)), otype(op, 1)) else { return Ok(()) };
    let dim = ods::attr_int(op, "reduction_dim").unwrap_or(0);
    if dim < 0 || dim as usize >= s.shape.len() {
        return Err(err(op, format!("reduction dimension {dim} has to be less than {}", s.shape.len())));
    }
    let init_shape = ctx.shape(init).unwrap_or(&[]).to_vec();
    if init_shape.len() + 1 != s.shape.len() {
        let (n, m) = (init_shape.len(), s.shape.len() - 1);
        return Err(err(op, format!("initial value rank {n} has to be equal to {m}")));
    }
    let mut want = s.shape.clone();
    want.remove(dim as usize);
    if init_shape != want {
        return Err(err(op, "incompatible input/initial value shapes"));
    }
    let kind = enum_value(ctx, op.attr("kind")).unwrap_or(0);
    if !kind_supports(ctx, kind, s.elem) {
        return Err(err(
            op,
            format!("unsupported reduction type {} for kind '{}'", q(ctx, s.elem), kind_keyword(kind)),
        ));
    }
    Ok(())
}

/// vector.contract: the combining kind suits the accumulator and there is a map and an
/// iterator per loop dimension.
pub fn verify_contract(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let maps: Vec<AffineMap> = match op.attr("indexing_maps").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Array(elems)) => elems.iter().filter_map(|&e| affine_map(ctx, Some(e))).collect(),
        _ => Vec::new(),
    };
    let iters = match op.attr("iterator_types").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Array(elems)) => elems.len(),
        _ => 0,
    };
    if maps.len() != 3 {
        return Err(err(op, "expected an indexing map for each vector operand"));
    }
    for (i, m) in maps.iter().enumerate() {
        if m.num_symbols != 0 {
            return Err(err(op, format!("expected indexing map {i} to have no symbols")));
        }
        let rank = otype(op, i).and_then(|t| vt(ctx, t)).map_or(0, |v| v.shape.len());
        if m.num_dims as usize != iters {
            return Err(err(op, format!("expected indexing map {i} to have {iters} number of inputs")));
        }
        if m.results.len() != rank {
            return Err(err(op, format!("expected indexing map {i} to have {rank} number of outputs")));
        }
        if !is_projected_permutation(m) {
            return Err(err(op, format!("expected indexing map {i} to be a projected permutation of its inputs")));
        }
    }
    // (lhs dim, rhs dim) of each reduction iterator (contracting) and each parallel one
    // (batch) that both lhs and rhs index.
    let reduction: Vec<bool> = match op.attr("iterator_types").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Array(elems)) => elems.iter().map(|&e| enum_value(ctx, Some(e)) == Some(1)).collect(),
        _ => Vec::new(),
    };
    let dim_pos =
        |m: &AffineMap, d: usize| m.results.iter().position(|e| matches!(e, AffineExpr::Dim(x) if *x as usize == d));
    let (mut contracting, mut batch) = (Vec::new(), Vec::new());
    for (d, &red) in reduction.iter().enumerate() {
        if let (Some(l), Some(r)) = (dim_pos(&maps[0], d), dim_pos(&maps[1], d)) {
            if red {
                contracting.push((l, r));
            } else {
                batch.push((l, r));
            }
        }
    }
    if contracting.is_empty() {
        return Err(err(op, "expected at least one contracting dimension pair"));
    }
    let (lhs, rhs) = (otype(op, 0).and_then(|t| vt(ctx, t)), otype(op, 1).and_then(|t| vt(ctx, t)));
    if let (Some(lhs), Some(rhs)) = (lhs, rhs) {
        let dims_agree = |pairs: &[(usize, usize)]| pairs.iter().all(|&(l, r)| lhs.shape.get(l) == rhs.shape.get(r));
        if !dims_agree(&contracting) {
            return Err(err(op, "invalid contracting dimension map"));
        }
        if !dims_agree(&batch) {
            return Err(err(op, "invalid batch dimension map"));
        }
        verify_contract_output(op, &lhs, &rhs, &maps, &contracting, &batch)?;
    }
    let kind = enum_value(ctx, op.attr("kind")).unwrap_or(0);
    if let Some(res) = rtype(op, 0) {
        if !kind_supports(ctx, kind, ctx.element_type_or_self(res)) {
            return Err(err(op, "unsupported contraction type"));
        }
    }
    Ok(())
}

/// The accumulator and result of a vector.contract (MLIR's verifyOutputShape): a scalar
/// when lhs and rhs have no free or batch dim, else vectors of the shape the result map
/// gives the extents lhs and rhs define.
fn verify_contract_output(
    op: OpRef<'_>,
    lhs: &Vt,
    rhs: &Vt,
    maps: &[AffineMap],
    contracting: &[(usize, usize)],
    batch: &[(usize, usize)],
) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let bad = || err(op, "invalid accumulator/result vector shape");
    let (Some(acc), Some(res)) = (otype(op, 2), rtype(op, 0)) else { return Ok(()) };
    let free_lhs = (0..lhs.shape.len()).filter(|i| !contracting.iter().any(|c| c.0 == *i)).count();
    let free_rhs = (0..rhs.shape.len())
        .filter(|i| !contracting.iter().any(|c| c.1 == *i) && !batch.iter().any(|b| b.1 == *i))
        .count();
    let (acc_v, res_v) = (vt(ctx, acc), vt(ctx, res));
    if free_lhs + free_rhs == 0 {
        return if acc_v.is_some() || res_v.is_some() { Err(bad()) } else { Ok(()) };
    }
    let (Some(_), Some(res_v)) = (acc_v, res_v) else { return Err(bad()) };
    let mut extents: Vec<Option<i64>> = vec![None; maps[0].num_dims as usize];
    let mut used = vec![false; extents.len()];
    for (v, m) in [(lhs, &maps[0]), (rhs, &maps[1])] {
        for (idx, e) in m.results.iter().enumerate() {
            if let (AffineExpr::Dim(d), Some(&size)) = (e, v.shape.get(idx)) {
                let d = *d as usize;
                used[d] = true;
                extents[d].get_or_insert(size);
            }
        }
    }
    if used.iter().any(|u| !u) {
        return Err(err(op, "expected all dimensions to be either a LHS or a RHS dimension"));
    }
    let shape: Option<Vec<i64>> = maps[2]
        .results
        .iter()
        .map(|e| match e {
            AffineExpr::Dim(d) => extents.get(*d as usize).copied().flatten(),
            _ => None,
        })
        .collect();
    let Some(shape) = shape else { return Ok(()) };
    let expected = make_vector(ctx, &shape, &res_v.scalable, res_v.elem);
    if res != expected || acc != expected {
        return Err(err(op, format!("invalid accumulator/result vector shape, expected: {}", q(ctx, expected))));
    }
    Ok(())
}

/// Each result a distinct dim (MLIR's `isProjectedPermutation`, without zero results).
fn is_projected_permutation(m: &AffineMap) -> bool {
    let mut seen = vec![false; m.num_dims as usize];
    m.results.iter().all(|e| match e {
        AffineExpr::Dim(d) => {
            let d = *d as usize;
            d < seen.len() && !std::mem::replace(&mut seen[d], true)
        }
        _ => false,
    })
}

/// vector.mask (MLIR's `MaskOp::verify`): a yield of the results of at most one maskable
/// op, a mask of the type that op expects, and a pass-through only where it takes one.
pub fn verify_mask(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let body = op.regions_body();
    let Some(&r) = op.regions().first() else { return Ok(()) };
    let Some(b) = body.entry_block(r) else { return Ok(()) };
    let ops: Vec<_> = body.block_ops(b).collect();
    let Some(&term) = ops.last() else { return Err(err(op, "expects a terminator within the mask region")) };
    if ops.len() > 2 {
        return Err(err(op, "expects only one operation to mask"));
    }
    let term = OpRef::new(ctx, body, term);
    if term.name() != "vector.yield" {
        return Err(err(op, "expects a terminator within the mask region"));
    }
    if term.operands().len() != op.num_results() {
        return Err(err(op, "expects number of results to match mask region yielded values"));
    }
    if ops.len() == 1 {
        return Ok(());
    }
    let inner = OpRef::new(ctx, body, ops[0]);
    let Some(expected) = expected_mask_type(inner) else {
        return Err(err(op, "expects a MaskableOpInterface within the mask region"));
    };
    if inner.num_results() != op.num_results() {
        return Err(err(op, "expects number of results to match maskable operation number of results"));
    }
    if !inner.results().eq(term.operands().iter().copied()) {
        return Err(err(
            op,
            "expects all the results from the MaskableOpInterface to match all the values returned by the terminator",
        ));
    }
    if !inner.results().map(|v| inner.value_type(v)).eq(op.results().map(|v| op.value_type(v))) {
        return Err(err(op, "expects result type to match maskable operation result type"));
    }
    if inner.results().filter(|&v| vt(ctx, inner.value_type(v)).is_some()).count() > 1 {
        return Err(err(op, "multiple vector results not supported"));
    }
    if let Some(m) = otype(op, 0) {
        if m != expected {
            return Err(err(op, format!("expects a {} mask for the maskable operation", q(ctx, expected))));
        }
    }
    if let Some(pt) = otype(op, 1) {
        if !matches!(inner.name(), "vector.transfer_read" | "vector.gather") {
            return Err(err(op, "doesn't expect a passthru argument for this maskable operation"));
        }
        if inner.num_results() != 1 {
            return Err(err(op, "expects result when passthru argument is provided"));
        }
        if Some(pt) != rtype(inner, 0) {
            return Err(err(op, "expects passthru type to match result type"));
        }
    }
    Ok(())
}

/// The mask type a maskable op expects (MLIR's `getExpectedMaskType`); `None` for ops that
/// are not maskable.
fn expected_mask_type(op: OpRef<'_>) -> Option<Type> {
    let ctx = op.ctx;
    let i1 = ctx.common().i1;
    let like = |t: Option<Type>| -> Option<Type> {
        let v = vt(ctx, t?)?;
        Some(make_vector(ctx, &v.shape, &v.scalable, i1))
    };
    match op.name() {
        "vector.reduction" | "vector.multi_reduction" => like(otype(op, 0)),
        "vector.outerproduct" | "vector.gather" => like(rtype(op, 0)),
        "vector.transfer_read" | "vector.transfer_write" => {
            let vector = if op.name() == "vector.transfer_read" { rtype(op, 0) } else { otype(op, 0) }?;
            let map = affine_map(ctx, op.attr("permutation_map"))?;
            infer_mask_type(ctx, vector, &map)
        }
        "vector.contract" => {
            // The iteration space: each loop dim's size from the operand that indexes it.
            let maps: Vec<AffineMap> = match op.attr("indexing_maps").map(|a| ctx.attr_data(a)) {
                Some(AttrData::Array(elems)) => elems.iter().filter_map(|&e| affine_map(ctx, Some(e))).collect(),
                _ => return None,
            };
            let n = maps.first()?.num_dims as usize;
            let mut shape = vec![0i64; n];
            let mut scalable = vec![false; n];
            for (i, m) in maps.iter().enumerate() {
                let Some(v) = otype(op, i).and_then(|t| vt(ctx, t)) else { continue };
                for (k, e) in m.results.iter().enumerate() {
                    if let (AffineExpr::Dim(d), Some(&size)) = (e, v.shape.get(k)) {
                        if let Some(slot) = shape.get_mut(*d as usize) {
                            *slot = size;
                            scalable[*d as usize] = v.scalable[k];
                        }
                    }
                }
            }
            Some(make_vector(ctx, &shape, &scalable, i1))
        }
        _ => None,
    }
}

// ---- transfer ops -------------------------------------------------------------------------

/// The rank of the vector elements of a shaped type (0 for scalar elements).
fn elem_vector_rank(ctx: &Context, shaped: Type) -> usize {
    vt(ctx, ctx.element_type_or_self(shaped)).map_or(0, |v| v.shape.len())
}

/// MLIR's `getTransferMinorIdentityMap`.
fn minor_identity_map(ctx: &Context, shaped: Type, vector: Type) -> AffineMap {
    let rank = shaped_rank(ctx, shaped).unwrap_or(0);
    let v = vt(ctx, vector);
    let vrank = v.as_ref().map_or(0, |v| v.shape.len());
    if rank == 0 && v.as_ref().is_some_and(|v| v.shape == [1]) {
        return AffineMap { num_dims: 0, num_symbols: 0, results: Box::new([AffineExpr::Const(0)]) };
    }
    let n = vrank.saturating_sub(elem_vector_rank(ctx, shaped)).min(rank);
    let results: Vec<AffineExpr> = ((rank - n)..rank).map(|d| AffineExpr::Dim(d as u32)).collect();
    AffineMap { num_dims: rank as u32, num_symbols: 0, results: results.into() }
}

/// MLIR's `inferTransferOpMaskType`: the vector's shape over the dims the map uses, in
/// dim order (broadcast results drop out).
fn infer_mask_type(ctx: &Context, vector: Type, map: &AffineMap) -> Option<Type> {
    let v = vt(ctx, vector)?;
    let mut used: Vec<(u32, usize)> = map
        .results
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match e {
            AffineExpr::Dim(d) => Some((*d, i)),
            _ => None,
        })
        .collect();
    used.sort();
    let shape: Vec<i64> = used.iter().map(|&(_, i)| v.shape.get(i).copied().unwrap_or(1)).collect();
    let scal: Vec<bool> = used.iter().map(|&(_, i)| v.scalable.get(i).copied().unwrap_or(false)).collect();
    Some(make_vector(ctx, &shape, &scal, ctx.common().i1))
}

/// MLIR's `verifyPermutationMap`.
fn verify_permutation_map(op: OpRef<'_>, map: &AffineMap) -> Result<(), Diagnostic> {
    let mut seen = vec![false; map.num_dims as usize];
    let projected =
        "requires a projected permutation_map (at most one dim or the zero constant can appear in each result)";
    for e in map.results.iter() {
        match e {
            AffineExpr::Const(0) => {}
            AffineExpr::Dim(d) => {
                let d = *d as usize;
                if d >= seen.len() {
                    return Err(err(op, projected));
                }
                if seen[d] {
                    return Err(err(
                        op,
                        "requires a permutation_map that is a permutation (found one dim used more than once)",
                    ));
                }
                seen[d] = true;
            }
            _ => return Err(err(op, projected)),
        }
    }
    Ok(())
}

/// MLIR's `verifyTransferOp`, shared by transfer_read and transfer_write.
fn verify_transfer_common(
    op: OpRef<'_>,
    shaped: Type,
    vector: Type,
    mask: Option<Type>,
    map: &AffineMap,
) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    if op.attr("masked").is_some() {
        return Err(err(op, "masked attribute has been removed. Use in_bounds instead."));
    }
    if !is_memref_or_ranked_tensor(ctx, shaped) {
        return Err(err(op, "should be a memref or ranked tensor"));
    }
    let Some(v) = vt(ctx, vector) else { return Ok(()) };
    let elem = ctx.element_type_or_self(shaped);
    let vbits = bit_width(ctx, v.elem).unwrap_or(0);
    if let Some(ev) = vt(ctx, elem) {
        let src = bit_width(ctx, ev.elem).unwrap_or(0) * ev.shape.last().copied().unwrap_or(1) as u64;
        let res = vbits * v.shape.last().copied().unwrap_or(1) as u64;
        if src == 0 || !res.is_multiple_of(src) {
            return Err(err(op, "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source"));
        }
        if ev.shape.len() > v.shape.len() {
            return Err(err(op, "requires source vector element and vector result ranks to match."));
        }
        if map.results.len() != v.shape.len() - ev.shape.len() {
            return Err(err(op, "requires a permutation_map with result dims of the same rank as the vector type"));
        }
        if mask.is_some() {
            return Err(err(op, "does not support masks with vector element type"));
        }
    } else {
        let minor = if v.shape.is_empty() { 1 } else { *v.shape.last().unwrap_or(&1) };
        let ebits = bit_width(ctx, elem).unwrap_or(0);
        if ebits != 0 && !(vbits * minor as u64).is_multiple_of(ebits) {
            return Err(err(op, "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type"));
        }
        if map.results.len() != v.shape.len() {
            return Err(err(op, "requires a permutation_map with result dims of the same rank as the vector type"));
        }
    }
    if map.num_symbols != 0 {
        return Err(err(op, "requires permutation_map without symbols"));
    }
    if map.num_dims as usize != shaped_rank(ctx, shaped).unwrap_or(0) {
        return Err(err(op, "requires a permutation_map with input dims of the same rank as the source type"));
    }
    if let Some(m) = mask {
        if let Some(inferred) = infer_mask_type(ctx, vector, map) {
            if inferred != m {
                return Err(err(
                    op,
                    format!(
                        "inferred mask type ({}) and mask operand type ({}) don't match",
                        q(ctx, inferred),
                        q(ctx, m)
                    ),
                ));
            }
        }
    }
    let in_bounds = i64s(ctx, op.attr("in_bounds")).len();
    if map.results.len() != in_bounds {
        let mut s = String::new();
        crate::print::attrs::write_affine_map(&mut s, map);
        return Err(err(
            op,
            format!(
                "expects the in_bounds attr of same rank as permutation_map results: affine_map<{s}> vs inBounds of size: {in_bounds}"
            ),
        ));
    }
    Ok(())
}

/// The operand groups of a transfer op: (base, indices, mask) positions from its segments.
fn segments(op: OpRef<'_>) -> Vec<i64> {
    i64s(op.ctx, op.attr("operandSegmentSizes"))
}

/// vector.transfer_read.
pub fn verify_transfer_read(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let seg = segments(op);
    if seg.len() != 4 {
        return Ok(());
    }
    let (Some(shaped), Some(vector)) = (otype(op, 0), rtype(op, 0)) else { return Ok(()) };
    let n_idx = seg[1] as usize;
    let padding = otype(op, 1 + n_idx);
    let mask = if seg[3] == 1 { otype(op, 2 + n_idx) } else { None };
    let Some(map) = affine_map(ctx, op.attr("permutation_map")) else { return Ok(()) };
    let rank = shaped_rank(ctx, shaped).unwrap_or(0);
    if n_idx != rank {
        return Err(err(op, format!("requires {rank} indices")));
    }
    verify_transfer_common(op, shaped, vector, mask, &map)?;
    let elem = ctx.element_type_or_self(shaped);
    if let Some(pad) = padding {
        if vt(ctx, elem).is_some() {
            if elem != pad {
                return Err(err(op, "requires source element type and padding type to match."));
            }
        } else {
            if !(is_int_or_index(ctx, pad) || is_float(ctx, pad)) {
                return Err(err(op, "requires valid padding vector elemental type"));
            }
            if pad != elem {
                return Err(err(op, "requires formal padding and source of the same elemental type"));
            }
        }
    }
    verify_permutation_map(op, &map)
}

/// vector.transfer_write.
pub fn verify_transfer_write(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let seg = segments(op);
    if seg.len() != 4 {
        return Ok(());
    }
    let (Some(vector), Some(shaped)) = (otype(op, 0), otype(op, 1)) else { return Ok(()) };
    let n_idx = seg[2] as usize;
    let mask = if seg[3] == 1 { otype(op, 2 + n_idx) } else { None };
    let Some(map) = affine_map(ctx, op.attr("permutation_map")) else { return Ok(()) };
    let rank = shaped_rank(ctx, shaped).unwrap_or(0);
    if n_idx != rank {
        return Err(err(op, format!("requires {rank} indices")));
    }
    if map.results.iter().any(|e| matches!(e, AffineExpr::Const(0))) {
        return Err(err(op, "should not have broadcast dimensions"));
    }
    verify_transfer_common(op, shaped, vector, mask, &map)?;
    verify_permutation_map(op, &map)
}

/// The types of a transfer op's `: a, b` (reported at `loc` as MLIR does).
fn parse_two_types<'a>(p: &mut OpParser<'a>) -> PResult<(u32, Vec<Type>)> {
    let at = p.peek().offset;
    p.expect_literal(":")?;
    let types = p.parse_type_list()?;
    Ok((at, types))
}

/// The shaped and vector type of a transfer op, with MLIR's errors at the types.
fn transfer_types(p: &OpParser<'_>, at: u32, types: &[Type], shaped_first: bool) -> PResult<(Type, Type)> {
    let ctx = p.ctx();
    let loc = p.loc_at(at);
    if types.len() != 2 {
        return p.custom_err_loc(loc, "requires two types");
    }
    let (shaped, vector) = if shaped_first { (types[0], types[1]) } else { (types[1], types[0]) };
    // The first type is checked first (a read's shaped type, a write's vector type).
    let shaped_ok = is_memref_or_ranked_tensor(ctx, shaped);
    let vector_ok = vt(ctx, vector).is_some();
    if !vector_ok && (!shaped_first || shaped_ok) {
        return p.custom_err_loc(loc, "requires vector type");
    }
    if !shaped_ok {
        return p.custom_err_loc(loc, "requires memref or ranked tensor type");
    }
    Ok((shaped, vector))
}

/// The permutation map (the minor identity when absent) and in_bounds (all false when
/// absent) of a transfer op being parsed.
fn transfer_attrs(
    p: &OpParser<'_>,
    st: &mut OperationState,
    at: u32,
    shaped: Type,
    vector: Type,
) -> PResult<AffineMap> {
    let ctx = p.ctx();
    let map = match affine_map(ctx, st.attr(ctx.ident("permutation_map"))) {
        Some(m) => m,
        None => {
            let rank = shaped_rank(ctx, shaped).unwrap_or(0);
            let eff = vt(ctx, vector).map_or(0, |v| v.shape.len()).saturating_sub(elem_vector_rank(ctx, shaped));
            if rank < eff {
                return p.custom_err_loc(
                    p.loc_at(at),
                    "expected a custom permutation_map when rank(source) != rank(destination)",
                );
            }
            let m = minor_identity_map(ctx, shaped, vector);
            st.set_attr(ctx, "permutation_map", Some(ctx.intern_attr(AttrData::AffineMap(m.clone()))));
            m
        }
    };
    if st.attr(ctx.ident("in_bounds")).is_none() {
        let a = ctx.array_attr(&vec![ctx.bool_attr(false); map.results.len()]);
        st.set_attr(ctx, "in_bounds", Some(a));
    }
    Ok(map)
}

fn resolve_mask<'a>(
    p: &mut OpParser<'a>,
    mask: UnresolvedOperand<'a>,
    (mask_at, at): (u32, u32),
    (shaped, vector, map): (Type, Type, &AffineMap),
    out: &mut SmallVec<[Value; 3]>,
) -> PResult<()> {
    let ctx = p.ctx();
    if vt(ctx, ctx.element_type_or_self(shaped)).is_some() {
        return p.custom_err_loc(p.loc_at(mask_at), "does not support masks with vector element type");
    }
    if vt(ctx, vector).map_or(0, |v| v.shape.len()) != map.results.len() {
        return p.custom_err_loc(
            p.loc_at(at),
            "expected the same rank for the vector and the results of the permutation map",
        );
    }
    let Some(mt) = infer_mask_type(ctx, vector, map) else { return Ok(()) };
    out.push(p.resolve_operand(mask, mt)?);
    Ok(())
}

fn parse_square_operands<'a>(p: &mut OpParser<'a>) -> PResult<Vec<UnresolvedOperand<'a>>> {
    p.expect_literal("[")?;
    let v = p.parse_operand_list()?;
    p.expect_literal("]")?;
    Ok(v)
}

/// `vector.transfer_read %base[%i...], %pad(, %mask)? attr-dict : shaped, vector`.
pub fn parse_transfer_read<'a>(p: &mut OpParser<'a>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let base = p.parse_operand()?;
    let idx = parse_square_operands(p)?;
    p.expect_literal(",")?;
    let pad = p.parse_operand()?;
    let mut mask = None;
    if p.eat_literal(",") {
        let at = p.peek().offset;
        mask = Some((p.parse_operand()?, at));
    }
    p.parse_optional_attr_dict(st)?;
    let (at, types) = parse_two_types(p)?;
    let (shaped, vector) = transfer_types(p, at, &types, true)?;
    let map = transfer_attrs(p, st, at, shaped, vector)?;
    let mut out: SmallVec<[Value; 3]> = SmallVec::new();
    out.push(p.resolve_operand(base, shaped)?);
    for u in &idx {
        out.push(p.resolve_operand(*u, ctx.index_type())?);
    }
    out.push(p.resolve_operand(pad, ctx.element_type_or_self(shaped))?);
    if let Some((m, m_at)) = mask {
        resolve_mask(p, m, (m_at, at), (shaped, vector, &map), &mut out)?;
    }
    st.operands.extend(out);
    st.set_attr(
        ctx,
        "operandSegmentSizes",
        Some(ctx.dense_i32_array(&[1, idx.len() as i64, 1, mask.is_some() as i64])),
    );
    st.result_types.push(vector);
    Ok(())
}

/// `vector.transfer_write %v, %base[%i...](, %mask)? attr-dict : vector, shaped`.
pub fn parse_transfer_write<'a>(p: &mut OpParser<'a>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let value = p.parse_operand()?;
    p.expect_literal(",")?;
    let base = p.parse_operand()?;
    let idx = parse_square_operands(p)?;
    let mut mask = None;
    if p.eat_literal(",") {
        let at = p.peek().offset;
        mask = Some((p.parse_operand()?, at));
    }
    p.parse_optional_attr_dict(st)?;
    let (at, types) = parse_two_types(p)?;
    let (shaped, vector) = transfer_types(p, at, &types, false)?;
    let map = transfer_attrs(p, st, at, shaped, vector)?;
    let mut out: SmallVec<[Value; 3]> = SmallVec::new();
    out.push(p.resolve_operand(value, vector)?);
    out.push(p.resolve_operand(base, shaped)?);
    for u in &idx {
        out.push(p.resolve_operand(*u, ctx.index_type())?);
    }
    if let Some((m, m_at)) = mask {
        resolve_mask(p, m, (m_at, at), (shaped, vector, &map), &mut out)?;
    }
    st.operands.extend(out);
    st.set_attr(
        ctx,
        "operandSegmentSizes",
        Some(ctx.dense_i32_array(&[1, 1, idx.len() as i64, mask.is_some() as i64])),
    );
    if matches!(ctx.type_data(shaped), TypeData::RankedTensor { .. }) {
        st.result_types.push(shaped);
    }
    Ok(())
}

/// The attributes a transfer op's custom form leaves out: the segment sizes, a minor
/// identity map and an all-false in_bounds.
fn transfer_elided(op: OpRef<'_>, shaped: Type, vector: Type) -> Vec<&'static str> {
    let ctx = op.ctx;
    let mut elided = vec!["operandSegmentSizes"];
    if affine_map(ctx, op.attr("permutation_map")).is_some_and(|m| m == minor_identity_map(ctx, shaped, vector)) {
        elided.push("permutation_map");
    }
    if i64s(ctx, op.attr("in_bounds")).iter().all(|&b| b == 0) {
        elided.push("in_bounds");
    }
    elided
}

/// Prints vector.transfer_read as [`parse_transfer_read`] reads it.
pub fn print_transfer_read<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    let seg = segments(op);
    let (Some(shaped), Some(vector)) = (otype(op, 0), rtype(op, 0)) else {
        p.print_generic_fallback(op);
        return;
    };
    if seg.len() != 4 || op.operands().len() != (seg.iter().sum::<i64>()) as usize {
        p.print_generic_fallback(op);
        return;
    }
    let ops = op.operands();
    let n = seg[1] as usize;
    p.write(" ");
    p.print_operand(ops[0]);
    p.write("[");
    p.print_operands(ops[1..1 + n].iter().copied());
    p.write("], ");
    p.print_operand(ops[1 + n]);
    if seg[3] == 1 {
        p.write(", ");
        p.print_operand(ops[2 + n]);
    }
    let elided = transfer_elided(op, shaped, vector);
    p.print_optional_attr_dict(op, &elided);
    p.write(" : ");
    p.print_type(shaped);
    p.write(", ");
    p.print_type(vector);
}

/// Prints vector.transfer_write as [`parse_transfer_write`] reads it.
pub fn print_transfer_write<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    let seg = segments(op);
    let (Some(vector), Some(shaped)) = (otype(op, 0), otype(op, 1)) else {
        p.print_generic_fallback(op);
        return;
    };
    if seg.len() != 4 || op.operands().len() != (seg.iter().sum::<i64>()) as usize {
        p.print_generic_fallback(op);
        return;
    }
    let ops = op.operands();
    let n = seg[2] as usize;
    p.write(" ");
    p.print_operand(ops[0]);
    p.write(", ");
    p.print_operand(ops[1]);
    p.write("[");
    p.print_operands(ops[2..2 + n].iter().copied());
    p.write("]");
    if seg[3] == 1 {
        p.write(", ");
        p.print_operand(ops[2 + n]);
    }
    let elided = transfer_elided(op, shaped, vector);
    p.print_optional_attr_dict(op, &elided);
    p.write(" : ");
    p.print_type(vector);
    p.write(", ");
    p.print_type(shaped);
}

/// Registers what the vector dialect adds to the printer's tables (`onRegister`).
pub fn on_register(ctx: &Context) {
    crate::print::ops::register_custom_form_attrs(ctx, "vector", custom_form_attrs);
}

/// The attributes the custom forms of the transfer ops print (for alias numbering: an
/// elided minor identity map gets no alias). `None` for the other ops.
pub fn custom_form_attrs(op: OpRef<'_>) -> Option<crate::print::ops::PrintedAttrs> {
    let ctx = op.ctx;
    let (shaped, vector) = match op.name() {
        "vector.transfer_read" => (otype(op, 0)?, rtype(op, 0)?),
        "vector.transfer_write" => (otype(op, 1)?, otype(op, 0)?),
        _ => return None,
    };
    let elided = transfer_elided(op, shaped, vector);
    let mut attrs: Vec<_> = op.data().attrs.iter().filter(|a| !elided.contains(&ctx.ident_str(a.name))).collect();
    attrs.sort_by(|a, b| ctx.ident_str(a.name).cmp(ctx.ident_str(b.name)));
    Some((SmallVec::new(), attrs.into_iter().map(|a| a.value).collect()))
}

// ---- other custom syntaxes ----------------------------------------------------------------

fn name_err<T>(p: &OpParser<'_>, st: &OperationState, msg: &str) -> PResult<T> {
    p.custom_err_loc(st.loc, msg)
}

/// `vector.outerproduct %lhs, %rhs(, %acc)? attr-dict : lhs-type, rhs-type`.
pub fn parse_outerproduct<'a>(p: &mut OpParser<'a>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let operands = p.parse_operand_list()?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    let tl = p.parse_type()?;
    p.expect_literal(",")?;
    let tr = p.parse_type()?;
    if operands.len() < 2 {
        return name_err(p, st, "expected at least 2 operands");
    }
    let Some(l) = vt(ctx, tl) else { return name_err(p, st, "expected vector type for operand #1") };
    let d0 = l.shape.first().copied().unwrap_or(0);
    let s0 = l.scalable.first().copied().unwrap_or(false);
    let res = match vt(ctx, tr) {
        Some(r) => make_vector(
            ctx,
            &[d0, r.shape.first().copied().unwrap_or(0)],
            &[s0, r.scalable.first().copied().unwrap_or(false)],
            l.elem,
        ),
        None => make_vector(ctx, &[d0], &[s0], l.elem),
    };
    if st.attr(ctx.ident("kind")).is_none() {
        st.set_attr(ctx, "kind", Some(ctx.enum_attr(&gen::VECTOR_COMBINING_KIND_ATTR_ENUM, 0)));
    }
    let a = p.resolve_operand(operands[0], tl)?;
    let b = p.resolve_operand(operands[1], tr)?;
    st.operands.push(a);
    st.operands.push(b);
    if operands.len() > 2 {
        let c = p.resolve_operand(operands[2], res)?;
        st.operands.push(c);
    }
    st.result_types.push(res);
    Ok(())
}

/// Prints vector.outerproduct; its attributes only with an accumulator, as MLIR does.
pub fn print_outerproduct<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    let ops = op.operands();
    if ops.len() < 2 {
        p.print_generic_fallback(op);
        return;
    }
    p.write(" ");
    p.print_operands(ops.iter().copied());
    if ops.len() > 2 {
        // All of them, a default `kind` too, as MLIR's printOptionalAttrDict does.
        p.print_dict_entries(&op.data().attrs);
    }
    p.write(" : ");
    let (a, b) = (p.value_type(ops[0]), p.value_type(ops[1]));
    p.print_type(a);
    p.write(", ");
    p.print_type(b);
}

/// `vector.shuffle %a, %b [mask] attr-dict : ta, tb`; the result type is `ta` with its
/// leading dim replaced by the mask's length.
pub fn parse_shuffle<'a>(p: &mut OpParser<'a>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let at = p.peek().offset;
    let operands = p.parse_operand_list()?;
    let mask = ods::parse_dense_array_literal(p, 64)?;
    st.set_attr(ctx, "mask", Some(mask));
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    let mut types = vec![p.parse_type_of_class("builtin.vector")?];
    while p.eat_literal(",") {
        types.push(p.parse_type_of_class("builtin.vector")?);
    }
    let mut out: SmallVec<[Value; 3]> = SmallVec::new();
    p.resolve_operands(&operands, &types, at, &mut out)?;
    st.operands.extend(out);
    let n = i64s(ctx, Some(mask)).len().max(1) as i64;
    if let Some(v) = types.first().and_then(|&t| vt(ctx, t)) {
        let mut shape = vec![n];
        let mut sc = vec![false];
        if !v.shape.is_empty() {
            shape.extend_from_slice(&v.shape[1..]);
            sc.extend_from_slice(&v.scalable[1..]);
        }
        st.result_types.push(make_vector(ctx, &shape, &sc, v.elem));
    }
    Ok(())
}

/// Prints vector.shuffle as [`parse_shuffle`] reads it.
pub fn print_shuffle<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    let Some(mask) = op.attr("mask") else {
        p.print_generic_fallback(op);
        return;
    };
    p.write(" ");
    p.print_operands(op.operands().iter().copied());
    p.write(" ");
    ods::print_dense_array_literal(p, mask);
    p.print_optional_attr_dict(op, &["mask"]);
    p.write(" : ");
    let tys: Vec<Type> = op.operands().iter().map(|&v| op.value_type(v)).collect();
    p.print_types(tys);
}

/// `vector.print (%x : T)? (str "text")? (punctuation <p>)? attr-dict`: the two keyword
/// clauses in either order, each at most once (MLIR's `oilist`).
pub fn parse_print<'a>(p: &mut OpParser<'a>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    if p.at_operand() {
        let u = p.parse_operand()?;
        p.expect_literal(":")?;
        let t = p.parse_type()?;
        let v = p.resolve_operand(u, t)?;
        st.operands.push(v);
    }
    let (mut seen_str, mut seen_punct) = (false, false);
    loop {
        if p.at_keyword("str") {
            if seen_str {
                return p.custom_err_at(
                    p.peek().offset,
                    "`str` clause can appear at most once in the expansion of the oilist directive",
                );
            }
            p.bump();
            seen_str = true;
            let s = p.parse_string()?;
            st.set_attr(ctx, "stringLiteral", Some(ctx.string_attr(&s)));
        } else if p.at_keyword("punctuation") {
            if seen_punct {
                return p.custom_err_at(
                    p.peek().offset,
                    "`punctuation` clause can appear at most once in the expansion of the oilist directive",
                );
            }
            p.bump();
            seen_punct = true;
            let v = ods::parse_enum_stripped(p, &gen::VECTOR_PRINT_PUNCTUATION_ATTR_ENUM)?;
            st.set_attr(ctx, "punctuation", Some(ctx.enum_attr(&gen::VECTOR_PRINT_PUNCTUATION_ATTR_ENUM, v)));
        } else {
            break;
        }
    }
    p.parse_optional_attr_dict(st)?;
    if st.attr(ctx.ident("punctuation")).is_none() {
        st.set_attr(ctx, "punctuation", Some(ctx.enum_attr(&gen::VECTOR_PRINT_PUNCTUATION_ATTR_ENUM, 1)));
    }
    Ok(())
}

/// Prints vector.print as [`parse_print`] reads it.
pub fn print_print<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    let ctx = op.ctx;
    if let Some(&v) = op.operands().first() {
        p.write(" ");
        p.print_operand(v);
        p.write(" : ");
        let t = op.value_type(v);
        p.print_type(t);
    }
    if let Some(s) = op.attr("stringLiteral") {
        p.write(" str ");
        p.print_attr(s);
    }
    let punct = op.attr("punctuation");
    if enum_value(ctx, punct).is_some_and(|v| v != 1) {
        if let Some(a) = punct {
            p.write(" punctuation ");
            ods::print_enum_stripped(p, &gen::VECTOR_PRINT_PUNCTUATION_ATTR_ENUM, a);
        }
    }
    p.print_optional_attr_dict(op, &["stringLiteral", "punctuation"]);
}

/// `vector.contract {indexing_maps = ..., iterator_types = ["parallel", ...], kind = ...}
/// %lhs, %rhs, %acc attr-dict : tl, tr into tres`.
pub fn parse_contract<'a>(p: &mut OpParser<'a>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let at = p.peek().offset;
    let dict = p.parse_attribute(None)?;
    let AttrData::Dictionary(entries) = ctx.attr_data(dict).clone() else {
        return p.custom_err_at(at, "invalid kind of attribute specified");
    };
    let lhs = p.parse_operand()?;
    p.expect_literal(",")?;
    let rhs = p.parse_operand()?;
    p.expect_literal(",")?;
    let acc = p.parse_operand()?;
    let mut masks = Vec::new();
    while p.eat_literal(",") {
        masks.push(p.parse_operand()?);
    }
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    let types = p.parse_type_list()?;
    p.expect_keyword("into")?;
    let res = p.parse_type()?;
    if types.len() < 2 {
        return p.custom_err_at(p.peek().offset, "expected 2 operand types");
    }
    let a = p.resolve_operand(lhs, types[0])?;
    let b = p.resolve_operand(rhs, types[1])?;
    let c = p.resolve_operand(acc, res)?;
    st.operands.extend([a, b, c]);
    st.result_types.push(res);
    for e in entries.iter() {
        st.add_attr(e.name, e.value);
    }
    // Iterator types are written as strings and kept as #vector.iterator_type<...>.
    let it = ctx.ident("iterator_types");
    if let Some(AttrData::Array(elems)) = st.attr(it).map(|a| ctx.attr_data(a).clone()) {
        let mut out = Vec::new();
        for e in elems.iter() {
            let s = match ctx.attr_data(*e) {
                AttrData::String { value, .. } => value.to_string(),
                _ => String::new(),
            };
            let Some(c) = gen::VECTOR_ITERATOR_TYPE_ATTR_ENUM.cases.iter().find(|c| c.0 == s) else {
                return p.custom_err_at(at, format!("unexpected iterator_type ({s})"));
            };
            out.push(ctx.enum_attr(&gen::VECTOR_ITERATOR_TYPE_ATTR_ENUM, c.1));
        }
        st.add_attr(it, ctx.array_attr(&out));
    }
    if st.attr(ctx.ident("kind")).is_none() {
        st.set_attr(ctx, "kind", Some(ctx.enum_attr(&gen::VECTOR_COMBINING_KIND_ATTR_ENUM, 0)));
    }
    if !masks.is_empty() {
        return name_err(p, st, "expected zero or exactly 2 vector mask operands");
    }
    Ok(())
}

/// Prints vector.contract: its three trait attributes as a leading dictionary (iterator
/// types as strings), the others after the operands.
pub fn print_contract<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    let ctx = op.ctx;
    let ops = op.operands();
    if ops.len() != 3 || op.num_results() != 1 {
        p.print_generic_fallback(op);
        return;
    }
    let mut entries = Vec::new();
    for name in ["indexing_maps", "iterator_types", "kind"] {
        let Some(a) = op.attr(name) else { continue };
        let v = if name == "iterator_types" {
            match ctx.attr_data(a) {
                AttrData::Array(elems) => {
                    let strs: Vec<Attribute> = elems
                        .iter()
                        .map(|&e| match enum_value(ctx, Some(e)) {
                            Some(v) => ctx.string_attr(if v == 0 { "parallel" } else { "reduction" }),
                            None => e,
                        })
                        .collect();
                    ctx.array_attr(&strs)
                }
                _ => a,
            }
        } else {
            a
        };
        entries.push(crate::ir::NamedAttr { name: ctx.ident(name), value: v });
    }
    let dict = ctx.dictionary(&entries);
    p.write(" ");
    p.print_attr(dict);
    p.write(" ");
    p.print_operands(ops.iter().copied());
    p.print_optional_attr_dict(op, &["indexing_maps", "iterator_types", "kind"]);
    p.write(" : ");
    let (a, b) = (op.value_type(ops[0]), op.value_type(ops[1]));
    p.print_type(a);
    p.write(", ");
    p.print_type(b);
    p.write(" into ");
    let r = op.value_type(op.result(0));
    p.print_type(r);
}

/// `vector.mask %m(, %passthru)? { op } attr-dict : mask-type (-> results)?`: the yield of
/// the masked op's results may be left out.
pub fn parse_mask<'a>(p: &mut OpParser<'a>, st: &mut OperationState) -> PResult<()> {
    let mask = p.parse_operand()?;
    let passthru = if p.eat_literal(",") { Some(p.parse_operand()?) } else { None };
    let region = OpParser::without_implicit_terminator(p, st, |p, st| p.parse_region(st, &[]))?;
    add_mask_yield(p, st, region);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    let mt = p.parse_type()?;
    let mut results = Vec::new();
    if p.eat(TokenKind::Arrow) {
        let bare = !p.at_literal("(");
        results = p.parse_function_result_types()?;
        // The bare list MLIR's printer writes (its parser wants parentheses; it checks
        // round trips in the generic form, Descent in this one).
        while bare && p.eat_literal(",") {
            results.push(p.parse_type()?);
        }
    }
    let m = p.resolve_operand(mask, mt)?;
    st.operands.push(m);
    if let Some(pt) = passthru {
        let Some(&t) = results.first() else {
            return name_err(p, st, "expects a result if passthru operand is provided");
        };
        let v = p.resolve_operand(pt, t)?;
        st.operands.push(v);
    }
    st.result_types.extend(results);
    Ok(())
}

/// MLIR's `MaskOp::ensureTerminator`: a region without terminator gets a `vector.yield`
/// of its one op's results (of nothing when the region has no op or more than one).
fn add_mask_yield(p: &mut OpParser<'_>, st: &OperationState, region: crate::ir::RegionId) {
    let ctx = p.ctx();
    let name = p.op_name("vector.yield");
    let body = p.current_body_mut();
    let b = match body.entry_block(region) {
        Some(b) => b,
        None => {
            let b = body.new_block();
            body.push_block(region, b);
            b
        }
    };
    let ops: Vec<_> = body.block_ops(b).collect();
    if let Some(&last) = ops.last() {
        if body.op(last).name.info.is_some_and(|i| i.traits.has(crate::ir::Traits::TERMINATOR)) {
            return;
        }
    }
    let mut y = OperationState::new(name, st.loc);
    if ops.len() == 1 {
        y.operands.extend(body.results(ops[0]));
    }
    let _ = ctx;
    let op = body.create_op(y);
    body.append_op(b, op);
}

/// Prints vector.mask with its masked op inline and without the yield.
pub fn print_mask<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    let ops = op.operands();
    let Some(&r) = op.regions().first() else {
        p.print_generic_fallback(op);
        return;
    };
    let body = op.regions_body();
    p.write(" ");
    p.print_operands(ops.iter().copied());
    p.write(" { ");
    if let Some(first) = body.entry_block(r).and_then(|b| body.block_ops(b).next()) {
        let inner = OpRef::new(op.ctx, body, first);
        // MLIR prints the masked op without its results' names.
        let start = p.out.len();
        p.print_op(inner);
        if inner.num_results() > 0 {
            if let Some(eq) = p.out[start..].find(" = ") {
                p.out.replace_range(start..start + eq + 3, "");
            }
        }
    }
    p.write(" }");
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    if let Some(&m) = ops.first() {
        let t = op.value_type(m);
        p.print_type(t);
    }
    if op.num_results() > 0 {
        p.write(" -> ");
        // MLIR's `MaskOp::print` writes the result types as a bare list, parens-free.
        for (i, v) in op.results().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_type(op.value_type(v));
        }
    }
}

pub mod directives {
    //! `custom<DynamicIndexList>` of vector.extract and vector.insert: memref's.
    pub use super::super::memref::directives::{parse_dynamic_index_list, print_dynamic_index_list};
}
