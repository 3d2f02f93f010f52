//! Native code the `memref` spec names: custom syntax, checks and predicates that no
//! declarative spec construct covers. Layout computations (strides, canonical layouts,
//! affine simplification) are the IR's (`descent_ir::layout`, re-exported as `layout`).

pub use crate::ir::layout;

use smallvec::SmallVec;

use crate::diag::Diagnostic;
use crate::ir::{
    AffineExpr, AffineMap, AttrData, Attribute, Body, Context, OpId, OpRef, OperationState, Traits, Type, TypeData,
    Value, DYNAMIC,
};
use crate::ods;
use crate::parse::lexer::TokenKind;
use crate::parse::ops::{OpParser, UnresolvedOperand};
use crate::parse::PResult;
use crate::print::attrs::type_to_string;
use crate::print::attrs::{attr_to_string, write_affine_map};
use crate::print::ops::OpPrinter;

use layout::{
    base_memref_parts, canonicalize_strided_layout, is_dynamic, layout_is_identity, layout_num_symbols, make_memref,
    memref_parts, strided_layout, strides_and_offset,
};

// ---- small helpers ------------------------------------------------------------------------

/// `'type'` as MLIR's diagnostics print a type.
fn ty(ctx: &Context, t: Type) -> String {
    format!("'{}'", type_to_string(ctx, t))
}

/// A plain error at the op (MLIR's `op->emitError`, without the `'name' op` prefix).
fn plain_error(op: OpRef<'_>, msg: impl Into<String>) -> Diagnostic {
    Diagnostic::error(op.loc(), msg)
}

fn op_name_of(p: &OpParser<'_>, st: &OperationState) -> String {
    p.ctx().ident_str(st.name.ident).to_string()
}

/// An error of a custom parser at the current token (`custom op 'name' msg`).
fn custom_err<T>(p: &OpParser<'_>, st: &OperationState, msg: impl AsRef<str>) -> PResult<T> {
    let name = op_name_of(p, st);
    p.err(format!("custom op '{name}' {}", msg.as_ref()))
}

/// An error of a custom parser at the op name (`parser.getNameLoc()`).
fn name_err<T>(p: &OpParser<'_>, st: &OperationState, msg: impl AsRef<str>) -> PResult<T> {
    Err(Box::new(name_diag(p, st, msg)))
}

fn name_diag(p: &OpParser<'_>, st: &OperationState, msg: impl AsRef<str>) -> Diagnostic {
    let name = op_name_of(p, st);
    Diagnostic::error(st.loc, format!("custom op '{name}' {}", msg.as_ref()))
}

fn rank_of(ctx: &Context, t: Type) -> Option<usize> {
    ctx.shape(t).map(|s| s.len())
}

fn is_memref(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::MemRef { .. })
}

fn is_index(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Index)
}

fn is_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Float(_))
}

fn is_integer(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Integer { .. })
}

fn join_i64(v: &[i64]) -> String {
    v.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", ")
}

fn types_list(ctx: &Context, ts: &[Type]) -> String {
    ts.iter().map(|&t| ty(ctx, t)).collect::<Vec<_>>().join(", ")
}

fn operand_types(op: OpRef<'_>) -> Vec<Type> {
    op.operands().iter().map(|&v| op.value_type(v)).collect()
}

fn result_types(op: OpRef<'_>) -> Vec<Type> {
    op.results().map(|v| op.value_type(v)).collect()
}

fn result_type(op: OpRef<'_>) -> Option<Type> {
    (op.num_results() > 0).then(|| op.value_type(op.result(0)))
}

fn operand_type(op: OpRef<'_>, i: usize) -> Option<Type> {
    op.operands().get(i).map(|&v| op.value_type(v))
}

/// `dynamic` or the number, as the reinterpret_cast messages print expected values.
fn dyn_or(v: i64) -> String {
    if is_dynamic(v) {
        "dynamic".to_string()
    } else {
        v.to_string()
    }
}

/// `a * b` with MLIR's `SaturatedInteger` (dynamic saturates, except that 0 wins).
fn sat_mul(a: i64, b: i64) -> i64 {
    if (!is_dynamic(a) && a == 0) || (!is_dynamic(b) && b == 0) {
        return 0;
    }
    if is_dynamic(a) || is_dynamic(b) {
        return DYNAMIC;
    }
    a.checked_mul(b).unwrap_or(DYNAMIC)
}

fn sat_add(a: i64, b: i64) -> i64 {
    if is_dynamic(a) || is_dynamic(b) {
        return DYNAMIC;
    }
    a.checked_add(b).unwrap_or(DYNAMIC)
}

/// The memref types' `verifyDynamicDimensionCount`.
fn verify_dynamic_dims(op: OpRef<'_>, t: Type, have: usize) -> Result<(), Diagnostic> {
    let want = op.ctx.shape(t).map_or(0, |s| s.iter().filter(|d| is_dynamic(**d)).count());
    if have != want {
        return Err(ods::op_error(op, format!("incorrect number of dynamic sizes, has {have}, expected {want}")));
    }
    Ok(())
}

fn segment_sizes(op: OpRef<'_>) -> Option<&[i64]> {
    ods::attr_dense_ints(op, "operandSegmentSizes")
}

/// Operand group `index` by `operandSegmentSizes`.
fn segment<'a>(op: OpRef<'a>, index: usize) -> &'a [Value] {
    let ops = op.operands();
    let Some(sizes) = segment_sizes(op) else {
        return &[];
    };
    let start: i64 = sizes.iter().take(index).map(|s| (*s).max(0)).sum();
    let len = sizes.get(index).copied().unwrap_or(0).max(0);
    let start = (start as usize).min(ops.len());
    let end = (start + len as usize).min(ops.len());
    &ops[start..end]
}

// ---- alloc / alloca / realloc -------------------------------------------------------------

fn verify_alloc_like(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let Some(t) = result_type(op) else {
        return Ok(());
    };
    let Some(m) = memref_parts(ctx, t) else {
        return Err(ods::op_error(op, "result must be a memref"));
    };
    verify_dynamic_dims(op, t, segment(op, 0).len())?;
    let want = layout_num_symbols(ctx, m.shape.len(), m.layout);
    let have = segment(op, 1).len();
    if have != want {
        return Err(ods::op_error(
            op,
            format!("symbol operand count does not equal memref symbol count: expected {want}, got {have}"),
        ));
    }
    Ok(())
}

/// `memref.alloc`'s verifier: a memref result with one size operand per dynamic dimension
/// and one symbol operand per symbol of its layout map.
pub fn verify_alloc(op: OpRef<'_>) -> Result<(), Diagnostic> {
    verify_alloc_like(op)
}

/// `memref.alloca`'s verifier: an ancestor with the `AutomaticAllocationScope` trait, then
/// the checks of [`verify_alloc`].
pub fn verify_alloca(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let scoped = crate::verify::ancestors(op)
        .iter()
        .any(|a| a.info().is_some_and(|i| i.has_trait(Traits::AUTOMATIC_ALLOCATION_SCOPE)));
    if !scoped {
        return Err(ods::op_error(op, "requires an ancestor op with AutomaticAllocationScope trait"));
    }
    verify_alloc_like(op)
}

/// `memref.realloc`'s verifier: identity layouts, the same memory space and element type,
/// and a size operand exactly when the result is dynamic.
pub fn verify_realloc(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (Some(src), Some(res)) = (operand_type(op, 0), result_type(op)) else {
        return Ok(());
    };
    let (Some(s), Some(r)) = (memref_parts(ctx, src), memref_parts(ctx, res)) else {
        return Ok(());
    };
    if !layout_is_identity(ctx, s.shape.len(), s.layout) {
        return Err(plain_error(op, format!("unsupported layout for source memref type {}", ty(ctx, src))));
    }
    if !layout_is_identity(ctx, r.shape.len(), r.layout) {
        return Err(plain_error(op, format!("unsupported layout for result memref type {}", ty(ctx, res))));
    }
    if s.memory_space != r.memory_space {
        return Err(plain_error(
            op,
            format!(
                "different memory spaces specified for source memref type {} and result memref type {}",
                ty(ctx, src),
                ty(ctx, res)
            ),
        ));
    }
    if s.elem != r.elem {
        return Err(plain_error(
            op,
            format!(
                "different element types specified for source memref type {} and result memref type {}",
                ty(ctx, src),
                ty(ctx, res)
            ),
        ));
    }
    let dynamic = r.shape.iter().any(|d| is_dynamic(*d));
    let has_size = op.operands().len() > 1;
    if dynamic && !has_size {
        return Err(plain_error(op, format!("missing dimension operand for result type {}", ty(ctx, res))));
    }
    if !dynamic && has_size {
        return Err(plain_error(op, format!("unnecessary dimension operand for result type {}", ty(ctx, res))));
    }
    Ok(())
}

// ---- alloca_scope --------------------------------------------------------------------------

/// `memref.alloca_scope [-> (T, ...)] { body } [attrs]`.
pub fn parse_alloca_scope(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    if p.eat(TokenKind::Arrow) {
        let tys = p.parse_function_result_types()?;
        st.result_types.extend(tys);
    }
    p.parse_region(st, &[])?;
    p.parse_optional_attr_dict(st)?;
    Ok(())
}

/// Prints `memref.alloca_scope` in the form [`parse_alloca_scope`] reads (with MLIR's two
/// spaces after the op name).
pub fn print_alloca_scope<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    let results = result_types(op);
    if !results.is_empty() {
        p.write(" -> (");
        p.print_types(results.iter().copied());
        p.write(")");
    }
    p.write(" ");
    if let Some(&r) = op.regions().first() {
        p.print_region(op, r, false, !results.is_empty());
    }
    p.print_optional_attr_dict(op, &[]);
}

/// The RegionBranchOpInterface check of the edges from the region's returns to the parent.
pub fn verify_alloca_scope(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let body = op.regions_body();
    let want = result_types(op);
    for &r in op.regions() {
        for &b in &body.region(r).blocks {
            let Some(t) = body.terminator(b) else {
                continue;
            };
            let term = OpRef::new(ctx, body, t);
            if term.name() != "memref.alloca_scope.return" {
                continue;
            }
            let have = operand_types(term);
            let prefix = "along control flow edge from Operation memref.alloca_scope.return to parent";
            let msg = if have.len() != want.len() {
                Some(format!(
                    "{prefix}: region branch point has {} operands, but region successor needs {} inputs",
                    have.len(),
                    want.len()
                ))
            } else {
                have.iter().zip(&want).enumerate().find(|(_, (a, b))| a != b).map(|(i, (a, b))| {
                    format!(
                        "{prefix}: successor operand type #{i} {} should match successor input type #{i} {}",
                        ty(ctx, *a),
                        ty(ctx, *b)
                    )
                })
            };
            if let Some(msg) = msg {
                return Err(ods::op_error(op, msg).with_note(term.loc(), "region branch point"));
            }
        }
    }
    Ok(())
}

// ---- assume_alignment / distinct_objects / cast ------------------------------------------

/// `memref.assume_alignment`'s verifier: the alignment is a power of two.
pub fn verify_assume_alignment(op: OpRef<'_>) -> Result<(), Diagnostic> {
    if let Some(a) = ods::attr_int(op, "alignment") {
        let v = a as u32;
        if !v.is_power_of_two() {
            return Err(ods::op_error(op, "alignment must be power of 2"));
        }
    }
    Ok(())
}

/// `memref.distinct_objects`' verifier: at least one operand, and results typed as the
/// operands.
pub fn verify_distinct_objects(op: OpRef<'_>) -> Result<(), Diagnostic> {
    if operand_types(op) != result_types(op) {
        return Err(ods::op_error(op, "operand types and result types must match"));
    }
    if op.operands().is_empty() {
        return Err(ods::op_error(op, "expected at least one operand"));
    }
    Ok(())
}

/// `CastOpInterface` verification: `operand type 'A' and result type 'B' are cast
/// incompatible`.
fn verify_cast_interface(op: OpRef<'_>, compatible: impl Fn(&Context, Type, Type) -> bool) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let ins = operand_types(op);
    let outs = result_types(op);
    if outs.is_empty() {
        return Err(ods::op_error(op, "expected at least one result for cast operation"));
    }
    let ok = ins.len() == 1 && outs.len() == 1 && compatible(ctx, ins[0], outs[0]);
    if ok {
        return Ok(());
    }
    let mut msg = String::from("operand type");
    match ins.len() {
        0 => msg.push_str("s []"),
        1 => {
            msg.push(' ');
            msg.push_str(&ty(ctx, ins[0]));
        }
        _ => {
            msg.push_str("s ");
            msg.push_str(&types_list(ctx, &ins));
        }
    }
    msg.push_str(if outs.len() == 1 { " and result type " } else { " and result types " });
    msg.push_str(&types_list(ctx, &outs));
    msg.push_str(" are cast incompatible");
    Err(ods::op_error(op, msg))
}

/// `memref::CastOp::areCastCompatible`.
pub fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (memref_parts(ctx, a), memref_parts(ctx, b)) {
        (Some(at), Some(bt)) => {
            if at.elem != bt.elem {
                return false;
            }
            if at.layout != bt.layout {
                let (Some((sa, oa)), Some((sb, ob))) = (strides_and_offset(ctx, a), strides_and_offset(ctx, b)) else {
                    return false;
                };
                if sa.len() != sb.len() {
                    return false;
                }
                let compat = |x: i64, y: i64| is_dynamic(x) || is_dynamic(y) || x == y;
                if !compat(oa, ob) || sa.iter().zip(&sb).any(|(x, y)| !compat(*x, *y)) {
                    return false;
                }
            }
            if at.memory_space != bt.memory_space || at.shape.len() != bt.shape.len() {
                return false;
            }
            at.shape.iter().zip(bt.shape).all(|(x, y)| is_dynamic(*x) || is_dynamic(*y) || x == y)
        }
        _ => {
            let unranked = |t: Type| matches!(ctx.type_data(t), TypeData::UnrankedMemRef { .. });
            if unranked(a) && unranked(b) {
                return false;
            }
            match (base_memref_parts(ctx, a), base_memref_parts(ctx, b)) {
                (Some((ea, sa)), Some((eb, sb))) => ea == eb && sa == sb,
                _ => false,
            }
        }
    }
}

/// `memref.cast`'s verifier: `CastOpInterface` with [`cast_compatible`].
pub fn verify_cast(op: OpRef<'_>) -> Result<(), Diagnostic> {
    verify_cast_interface(op, cast_compatible)
}

fn memory_space_cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_data(a), ctx.type_data(b)) {
        (
            TypeData::MemRef { shape: s1, elem: e1, layout: l1, .. },
            TypeData::MemRef { shape: s2, elem: e2, layout: l2, .. },
        ) => e1 == e2 && l1 == l2 && s1 == s2,
        (TypeData::UnrankedMemRef { elem: e1, .. }, TypeData::UnrankedMemRef { elem: e2, .. }) => e1 == e2,
        _ => false,
    }
}

/// `memref.memory_space_cast`'s verifier: `CastOpInterface` between memrefs that differ in
/// memory space only (ranked with the same shape and layout, or both unranked).
pub fn verify_memory_space_cast(op: OpRef<'_>) -> Result<(), Diagnostic> {
    verify_cast_interface(op, memory_space_cast_compatible)
}

/// `SameOperandsShape` for memref.copy (with MLIR's compatible-shape rule) and
/// `SameOperandsElementType` before it, for a spec that names this check.
pub fn verify_copy(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let tys = operand_types(op);
    let elems: Vec<Type> = tys.iter().map(|&t| ctx.element_type_or_self(t)).collect();
    if elems.windows(2).any(|w| w[0] != w[1]) {
        return Err(ods::op_error(op, "requires the same element type for all operands"));
    }
    let compatible = |a: Type, b: Type| match (ctx.shape(a), ctx.shape(b)) {
        (Some(x), Some(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(p, q)| is_dynamic(*p) || is_dynamic(*q) || p == q)
        }
        _ => true,
    };
    if tys.windows(2).any(|w| !compatible(w[0], w[1])) {
        return Err(ods::op_error(op, "requires the same shape for all operands"));
    }
    Ok(())
}

// ---- dma -----------------------------------------------------------------------------------

/// `memref.dma_start %src[idx], %dst[idx], %num, %tag[idx] [, %stride, %per_stride] :
/// src-type, dst-type, tag-type`; indices, counts and strides are `index` values.
pub fn parse_dma_start<'a>(p: &mut OpParser<'a>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let src = p.parse_operand()?;
    let src_idx = parse_square_operands(p)?;
    p.expect_literal(",")?;
    let dst = p.parse_operand()?;
    let dst_idx = parse_square_operands(p)?;
    p.expect_literal(",")?;
    let num = p.parse_operand()?;
    p.expect_literal(",")?;
    let tag = p.parse_operand()?;
    let tag_idx = parse_square_operands(p)?;
    let mut stride = Vec::new();
    if p.eat(TokenKind::Comma) {
        stride = p.parse_operand_list()?;
    }
    if !stride.is_empty() && stride.len() != 2 {
        return name_err(p, st, "expected two stride related operands");
    }
    p.expect_literal(":")?;
    let types = p.parse_type_list()?;
    if types.len() != 3 {
        return name_err(p, st, "fewer/more types expected");
    }
    let mut out: SmallVec<[Value; 3]> = SmallVec::new();
    out.push(p.resolve_operand(src, types[0])?);
    resolve_all(p, &src_idx, index, &mut out)?;
    out.push(p.resolve_operand(dst, types[1])?);
    resolve_all(p, &dst_idx, index, &mut out)?;
    out.push(p.resolve_operand(num, index)?);
    out.push(p.resolve_operand(tag, types[2])?);
    resolve_all(p, &tag_idx, index, &mut out)?;
    resolve_all(p, &stride, index, &mut out)?;
    st.operands.extend(out);
    Ok(())
}

/// `[%a, %b]` (possibly empty): MLIR's `parseOperandList(..., Delimiter::Square)`.
fn parse_square_operands<'a>(p: &mut OpParser<'a>) -> PResult<Vec<UnresolvedOperand<'a>>> {
    p.expect_msg(TokenKind::LSquare, "expected '[' in operand list")?;
    let mut v = Vec::new();
    if p.eat(TokenKind::RSquare) {
        return Ok(v);
    }
    loop {
        v.push(p.parse_operand()?);
        if !p.eat(TokenKind::Comma) {
            break;
        }
    }
    p.expect_msg(TokenKind::RSquare, "expected ']' in operand list")?;
    Ok(v)
}

fn resolve_all<'a>(
    p: &mut OpParser<'a>,
    names: &[UnresolvedOperand<'a>],
    t: Type,
    out: &mut SmallVec<[Value; 3]>,
) -> PResult<()> {
    for u in names {
        out.push(p.resolve_operand(*u, t)?);
    }
    Ok(())
}

/// Operand positions of a dma_start: (src memref, dst memref, num elements, tag memref,
/// first tag index, end of tag indices). `None` when the operands do not have that layout.
struct DmaLayout {
    dst: usize,
    num: usize,
    tag: usize,
    tag_end: usize,
}

fn dma_layout(op: OpRef<'_>) -> Option<DmaLayout> {
    let ctx = op.ctx;
    let src_rank = rank_of(ctx, operand_type(op, 0)?)?;
    let dst = 1 + src_rank;
    let dst_rank = rank_of(ctx, operand_type(op, dst)?)?;
    let num = dst + 1 + dst_rank;
    let tag = num + 1;
    let tag_rank = rank_of(ctx, operand_type(op, tag)?)?;
    Some(DmaLayout { dst, num, tag, tag_end: tag + 1 + tag_rank })
}

/// Prints `memref.dma_start` in the form [`parse_dma_start`] reads.
pub fn print_dma_start<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    let ops = op.operands();
    let Some(l) = dma_layout(op).filter(|l| l.tag_end <= ops.len()) else {
        p.print_generic_fallback(op);
        return;
    };
    p.write(" ");
    p.print_operand(ops[0]);
    p.write("[");
    p.print_operands(ops[1..l.dst].iter().copied());
    p.write("], ");
    p.print_operand(ops[l.dst]);
    p.write("[");
    p.print_operands(ops[l.dst + 1..l.num].iter().copied());
    p.write("], ");
    p.print_operand(ops[l.num]);
    p.write(", ");
    p.print_operand(ops[l.tag]);
    p.write("[");
    p.print_operands(ops[l.tag + 1..l.tag_end].iter().copied());
    p.write("]");
    if ops.len() == l.tag_end + 2 {
        p.write(", ");
        p.print_operands(ops[l.tag_end..].iter().copied());
    }
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    let tys = [ops[0], ops[l.dst], ops[l.tag]].map(|v| op.value_type(v));
    p.print_types(tys);
}

/// `memref.dma_start`'s verifier: memref source, destination and tag, each followed by
/// `index` subscripts of its rank, an `index` element count, and optionally an `index`
/// stride and count per stride.
pub fn verify_dma_start(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let n = op.operands().len();
    let tys = operand_types(op);
    let all_index = |r: std::ops::Range<usize>| tys.get(r).is_none_or(|s| s.iter().all(|&t| is_index(ctx, t)));
    if n < 4 {
        return Err(ods::op_error(op, "expected at least 4 operands"));
    }
    let Some(src_rank) = tys.first().filter(|t| is_memref(ctx, **t)).and_then(|&t| rank_of(ctx, t)) else {
        return Err(ods::op_error(op, "expected source to be of memref type"));
    };
    if n < src_rank + 4 {
        return Err(ods::op_error(op, format!("expected at least {} operands", src_rank + 4)));
    }
    if !all_index(1..1 + src_rank) {
        return Err(ods::op_error(op, "expected source indices to be of index type"));
    }
    let dst = 1 + src_rank;
    let Some(dst_rank) = tys.get(dst).filter(|t| is_memref(ctx, **t)).and_then(|&t| rank_of(ctx, t)) else {
        return Err(ods::op_error(op, "expected destination to be of memref type"));
    };
    let mut expected = src_rank + dst_rank + 4;
    if n < expected {
        return Err(ods::op_error(op, format!("expected at least {expected} operands")));
    }
    if !all_index(dst + 1..dst + 1 + dst_rank) {
        return Err(ods::op_error(op, "expected destination indices to be of index type"));
    }
    let num = dst + 1 + dst_rank;
    if !tys.get(num).is_some_and(|&t| is_index(ctx, t)) {
        return Err(ods::op_error(op, "expected num elements to be of index type"));
    }
    let tag = num + 1;
    let Some(tag_rank) = tys.get(tag).filter(|t| is_memref(ctx, **t)).and_then(|&t| rank_of(ctx, t)) else {
        return Err(ods::op_error(op, "expected tag to be of memref type"));
    };
    expected += tag_rank;
    if n < expected {
        return Err(ods::op_error(op, format!("expected at least {expected} operands")));
    }
    if !all_index(tag + 1..tag + 1 + tag_rank) {
        return Err(ods::op_error(op, "expected tag indices to be of index type"));
    }
    if n != expected && n != expected + 2 {
        return Err(ods::op_error(op, "incorrect number of operands"));
    }
    if n == expected + 2 && !all_index(expected..n) {
        return Err(ods::op_error(op, "expected stride and num elements per stride to be of type index"));
    }
    Ok(())
}

/// `memref.dma_wait`'s verifier: as many tag indices as the tag memref's rank.
pub fn verify_dma_wait(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let rank = operand_type(op, 0).and_then(|t| rank_of(ctx, t)).unwrap_or(0);
    let n = op.operands().len().saturating_sub(2);
    if n != rank {
        return Err(ods::op_error(
            op,
            format!(
                "expected tagIndices to have the same number of elements as the tagMemRef rank, expected {rank}, but got {n}"
            ),
        ));
    }
    Ok(())
}

// ---- extract_strided_metadata ---------------------------------------------------------------

/// `memref.extract_strided_metadata`'s verifier: the results are the inferred ones, a 0-d
/// memref of the source's element type and memory space, then `index` offset, sizes and
/// strides.
pub fn verify_extract_strided_metadata(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let Some(src) = operand_type(op, 0) else {
        return Ok(());
    };
    let Some(m) = memref_parts(ctx, src) else {
        return Err(ods::op_error(op, "failed to infer returned types"));
    };
    let index = ctx.index_type();
    let mut inferred = vec![make_memref(ctx, &[], m.elem, None, m.memory_space), index];
    inferred.extend(std::iter::repeat_n(index, m.shape.len() * 2));
    let actual = result_types(op);
    if inferred != actual {
        let msg = format!(
            "inferred type(s) {} are incompatible with return type(s) of operation {}",
            types_list(ctx, &inferred),
            types_list(ctx, &actual)
        );
        // MLIR reports a second error right after; it travels as an attached diagnostic.
        let mut d = ods::op_error(op, msg);
        d.notes.push(ods::op_error(op, "failed to infer returned types"));
        return Err(d);
    }
    Ok(())
}

// ---- generic_atomic_rmw / atomic_yield / atomic_rmw -----------------------------------------

/// `memref.generic_atomic_rmw %m[%i, ...] : memref<...> { body } [attrs]`; the result is
/// the memref's element type.
pub fn parse_generic_atomic_rmw<'a>(p: &mut OpParser<'a>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let memref = p.parse_operand()?;
    let ivs = parse_square_operands(p)?;
    p.expect_literal(":")?;
    let mt = p.parse_type()?;
    let mut out: SmallVec<[Value; 3]> = SmallVec::new();
    out.push(p.resolve_operand(memref, mt)?);
    resolve_all(p, &ivs, ctx.index_type(), &mut out)?;
    st.operands.extend(out);
    p.parse_region(st, &[])?;
    p.parse_optional_attr_dict(st)?;
    st.result_types.push(ctx.element_type_or_self(mt));
    Ok(())
}

/// Prints `memref.generic_atomic_rmw` in the form [`parse_generic_atomic_rmw`] reads, with
/// the entry block's argument.
pub fn print_generic_atomic_rmw<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    let ops = op.operands();
    let Some(&m) = ops.first() else {
        p.print_generic_fallback(op);
        return;
    };
    p.write(" ");
    p.print_operand(m);
    p.write("[");
    p.print_operands(ops[1..].iter().copied());
    p.write("] : ");
    p.print_type(op.value_type(m));
    p.write(" ");
    if let Some(&r) = op.regions().first() {
        p.print_region(op, r, true, true);
    }
    p.print_optional_attr_dict(op, &[]);
}

/// MLIR's `isMemoryEffectFree`, from the effect traits Descent records.
fn is_memory_effect_free(ctx: &Context, body: &Body, id: OpId) -> bool {
    let op = OpRef::new(ctx, body, id);
    let Some(info) = op.info() else { return false };
    let has = |t: Traits| info.has_trait(t);
    let effects = [Traits::MEMORY_READ, Traits::MEMORY_WRITE, Traits::MEMORY_ALLOC, Traits::MEMORY_FREE];
    let has_interface = has(Traits::PURE) || has(Traits::NO_MEMORY_EFFECT) || effects.iter().any(|&t| has(t));
    let recursive = has(Traits::RECURSIVE_MEMORY_EFFECTS);
    if has_interface {
        if effects.iter().any(|&t| has(t)) {
            return false;
        }
        if !recursive {
            return true;
        }
    } else if !recursive {
        return false;
    }
    let rb = op.regions_body();
    for &r in op.regions() {
        for &b in &rb.region(r).blocks {
            for o in rb.block_ops(b) {
                if !is_memory_effect_free(ctx, rb, o) {
                    return false;
                }
            }
        }
    }
    true
}

/// Post-order walk of the ops nested in `op`'s regions; the first op with side effects.
fn first_effecting_op<'a>(op: OpRef<'a>) -> Option<OpRef<'a>> {
    let rb = op.regions_body();
    for &r in op.regions() {
        for &b in &rb.region(r).blocks {
            for o in rb.block_ops(b) {
                let nested = OpRef::new(op.ctx, rb, o);
                if let Some(found) = first_effecting_op(nested) {
                    return Some(found);
                }
                if !is_memory_effect_free(op.ctx, rb, o) {
                    return Some(nested);
                }
            }
        }
    }
    None
}

/// `memref.generic_atomic_rmw`'s verifier: one entry block argument of the result type, and
/// only side-effect free ops in the body.
pub fn verify_generic_atomic_rmw(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let body = op.regions_body();
    let Some(&region) = op.regions().first() else {
        return Ok(());
    };
    let entry = body.entry_block(region);
    let args = entry.map(|b| body.block(b).args.as_slice()).unwrap_or(&[]);
    if args.len() != 1 {
        return Err(ods::op_error(op, "expected single number of entry block arguments"));
    }
    if result_type(op) != Some(body.value_type(args[0])) {
        return Err(ods::op_error(op, "expected block argument of the same type result type"));
    }
    if let Some(bad) = first_effecting_op(op) {
        return Err(Diagnostic::error(
            bad.loc(),
            "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects",
        ));
    }
    let _ = ctx;
    Ok(())
}

/// `memref.atomic_yield`'s verifier: the yielded value has the parent's result type.
pub fn verify_atomic_yield(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let Some(parent) = crate::verify::ancestors(op).into_iter().next() else {
        return Ok(());
    };
    let (Some(parent_ty), Some(res_ty)) = (result_type(parent), operand_type(op, 0)) else {
        return Ok(());
    };
    if parent_ty != res_ty {
        return Err(ods::op_error(
            op,
            format!("types mismatch between yield op: {} and its parent: {}", ty(ctx, res_ty), ty(ctx, parent_ty)),
        ));
    }
    Ok(())
}

fn atomic_rmw_kind(op: OpRef<'_>) -> Option<&'static str> {
    let a = op.attr("kind")?;
    match op.ctx.attr_data(a) {
        AttrData::Enum { def, value } => def.0.keyword(*value),
        AttrData::Integer { value, .. } => {
            let v = *value as u64;
            op.ctx.with_registry(|r| r.find_enum("AtomicRMWKind").and_then(|d| d.keyword(v)))
        }
        _ => None,
    }
}

/// `memref.atomic_rmw`'s verifier: one subscript per memref dimension, and a float value
/// for float kinds, an integer value for integer kinds.
pub fn verify_atomic_rmw(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let rank = operand_type(op, 1).and_then(|t| rank_of(ctx, t)).unwrap_or(0);
    if rank + 2 != op.operands().len() {
        return Err(ods::op_error(op, "expects the number of subscripts to be equal to memref rank"));
    }
    let Some(kind) = atomic_rmw_kind(op) else {
        return Ok(());
    };
    let Some(vt) = operand_type(op, 0) else {
        return Ok(());
    };
    match kind {
        "addf" | "maximumf" | "minimumf" | "mulf" if !is_float(ctx, vt) => {
            Err(ods::op_error(op, format!("with kind '{kind}' expects a floating-point type")))
        }
        "addi" | "maxs" | "maxu" | "mins" | "minu" | "muli" | "ori" | "andi" | "xori" if !is_integer(ctx, vt) => {
            Err(ods::op_error(op, format!("with kind '{kind}' expects an integer type")))
        }
        _ => Ok(()),
    }
}

// ---- globals ---------------------------------------------------------------------------------

/// Builtin elements attributes: `dense<...>`, `dense_resource<...>` and `sparse<...>`.
fn is_elements_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(
        ctx.attr_data(a),
        AttrData::DenseElements { .. } | AttrData::DenseResource { .. } | AttrData::Sparse { .. }
    )
}

fn is_static_memref(ctx: &Context, t: Type) -> bool {
    memref_parts(ctx, t).is_some_and(|m| m.shape.iter().all(|d| !is_dynamic(*d)))
}

/// `memref.get_global`'s verifier: the symbol names a `memref.global` whose type is the
/// result type.
pub fn verify_get_global(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let Some(name) = ods::attr_symbol(op, "name") else {
        return Ok(());
    };
    let global = crate::verify::lookup_symbol(op, name).filter(|g| g.name() == "memref.global");
    let Some(global) = global else {
        return Err(ods::op_error(op, format!("'{name}' does not reference a valid global memref")));
    };
    let (Some(res), Some(gt)) = (result_type(op), ods::attr_type(global, "type")) else {
        return Ok(());
    };
    if res != gt {
        return Err(ods::op_error(
            op,
            format!("result type {} does not match type {} of the global memref @{name}", ty(ctx, res), ty(ctx, gt)),
        ));
    }
    Ok(())
}

/// `memref.global`'s verifier: the symbol checks, a statically shaped memref type, an
/// initial value that is `uninitialized` (unit) or elements of that element type and shape,
/// and a power-of-two alignment.
pub fn verify_global(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    // The Symbol interface's checks (visibility spelling) come first, as in MLIR.
    crate::dialects::native::func::verify_symbol(op, false)?;
    let Some(t) = ods::attr_type(op, "type") else {
        return Ok(());
    };
    let Some(m) = memref_parts(ctx, t).filter(|_| is_static_memref(ctx, t)) else {
        return Err(ods::op_error(op, format!("type should be static shaped memref, but got {}", ty(ctx, t))));
    };
    if let Some(init) = op.attr("initial_value") {
        let unit = matches!(ctx.attr_data(init), AttrData::Unit);
        if !unit && !is_elements_attr(ctx, init) {
            return Err(ods::op_error(
                op,
                format!("initial value should be a unit or elements attribute, but got {}", attr_to_string(ctx, init)),
            ));
        }
        if let AttrData::DenseElements { ty: et, .. } = ctx.attr_data(init) {
            let init_elem = ctx.element_type_or_self(*et);
            if init_elem != m.elem {
                return Err(ods::op_error(
                    op,
                    format!(
                        "initial value element expected to be of type {}, but was of type {}",
                        ty(ctx, m.elem),
                        ty(ctx, init_elem)
                    ),
                ));
            }
            let init_shape = ctx.shape(*et).unwrap_or(&[]);
            if init_shape != m.shape {
                return Err(ods::op_error(
                    op,
                    format!(
                        "initial value shape expected to be {} but was {}",
                        join_i64(m.shape),
                        join_i64(init_shape)
                    ),
                ));
            }
        }
    }
    if let Some(a) = ods::attr_int(op, "alignment") {
        let v = a as u64;
        if !v.is_power_of_two() {
            return Err(plain_error(op, format!("alignment attribute value {v} is not a power of 2")));
        }
    }
    Ok(())
}

// ---- load / store / prefetch ------------------------------------------------------------------

/// `memref.load`'s verifier: one index per memref dimension.
pub fn verify_load(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let rank = operand_type(op, 0).and_then(|t| rank_of(ctx, t)).unwrap_or(0);
    let n = op.operands().len().saturating_sub(1);
    if n != rank {
        return Err(ods::op_error(op, format!("incorrect number of indices for load, expected {rank} but got {n}")));
    }
    Ok(())
}

/// `memref.store`'s verifier: one index per memref dimension.
pub fn verify_store(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let rank = operand_type(op, 1).and_then(|t| rank_of(ctx, t)).unwrap_or(0);
    if op.operands().len() != 2 + rank {
        return Err(ods::op_error(op, "store index operand count not equal to memref rank"));
    }
    Ok(())
}

/// MLIR's `parseKeyword(StringRef *)`: any bare keyword.
fn parse_any_keyword<'a>(p: &mut OpParser<'a>, st: &OperationState) -> PResult<&'a str> {
    if p.at(TokenKind::BareIdent) {
        return Ok(p.bump().text);
    }
    custom_err(p, st, "expected valid keyword")
}

/// MLIR's `parseKeyword("kw")` in a custom op.
fn expect_keyword(p: &mut OpParser<'_>, st: &OperationState, kw: &str) -> PResult<()> {
    if p.eat_keyword(kw) {
        return Ok(());
    }
    custom_err(p, st, format!("expected '{kw}'"))
}

/// `: type` that must be a ranked memref (`parseColonType<MemRefType>`); errors about the
/// kind of type are reported at the colon, as MLIR does.
fn parse_colon_memref_type(p: &mut OpParser<'_>, st: &OperationState) -> PResult<Type> {
    let at = p.peek().offset;
    p.expect_literal(":")?;
    parse_memref_type_at(p, st, at)
}

fn parse_memref_type_at(p: &mut OpParser<'_>, st: &OperationState, at: u32) -> PResult<Type> {
    let t = p.parse_type()?;
    if !is_memref(p.ctx(), t) {
        let name = op_name_of(p, st);
        return p.err_at(
            at,
            format!(
                "custom op '{name}' invalid kind of type specified: expected builtin.memref, but found {}",
                ty(p.ctx(), t)
            ),
        );
    }
    Ok(t)
}

/// `memref.prefetch %m[%i, ...], read|write, locality<0-3>, data|instr : memref<...>`:
/// `isWrite`, `localityHint` and `isDataCache`.
pub fn parse_prefetch<'a>(p: &mut OpParser<'a>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let memref = p.parse_operand()?;
    let idx = parse_square_operands(p)?;
    p.expect_literal(",")?;
    let rw = parse_any_keyword(p, st)?;
    p.expect_literal(",")?;
    expect_keyword(p, st, "locality")?;
    p.expect_literal("<")?;
    let at = p.peek().offset;
    let hint = p.parse_attribute(Some(ctx.common().i32))?;
    if !matches!(ctx.attr_data(hint), AttrData::Integer { .. }) {
        let name = op_name_of(p, st);
        return p.err_at(at, format!("custom op '{name}' invalid kind of attribute specified"));
    }
    st.add_attr(ctx.ident("localityHint"), hint);
    p.expect_literal(">")?;
    p.expect_literal(",")?;
    let cache = parse_any_keyword(p, st)?;
    let mt = parse_colon_memref_type(p, st)?;
    let mut out: SmallVec<[Value; 3]> = SmallVec::new();
    out.push(p.resolve_operand(memref, mt)?);
    resolve_all(p, &idx, ctx.index_type(), &mut out)?;
    st.operands.extend(out);
    if rw != "read" && rw != "write" {
        return name_err(p, st, "rw specifier has to be 'read' or 'write'");
    }
    st.add_attr(ctx.ident("isWrite"), ctx.bool_attr(rw == "write"));
    if cache != "data" && cache != "instr" {
        return name_err(p, st, "cache type has to be 'data' or 'instr'");
    }
    st.add_attr(ctx.ident("isDataCache"), ctx.bool_attr(cache == "data"));
    Ok(())
}

/// Prints `memref.prefetch` in the form [`parse_prefetch`] reads.
pub fn print_prefetch<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    let ops = op.operands();
    let Some(&m) = ops.first() else {
        p.print_generic_fallback(op);
        return;
    };
    p.write(" ");
    p.print_operand(m);
    p.write("[");
    p.print_operands(ops[1..].iter().copied());
    p.write("], ");
    p.write(if ods::attr_bool(op, "isWrite").unwrap_or(false) { "write" } else { "read" });
    p.write(", locality<");
    let hint = ods::attr_int(op, "localityHint").unwrap_or(0) as u32;
    p.write(&hint.to_string());
    p.write(">, ");
    p.write(if ods::attr_bool(op, "isDataCache").unwrap_or(false) { "data" } else { "instr" });
    p.print_optional_attr_dict(op, &["localityHint", "isWrite", "isDataCache"]);
    p.write(" : ");
    p.print_type(op.value_type(m));
}

/// `memref.prefetch`'s verifier: one index per memref dimension ("too few indices").
pub fn verify_prefetch(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let rank = operand_type(op, 0).and_then(|t| rank_of(ctx, t)).unwrap_or(0);
    if op.operands().len() != 1 + rank {
        return Err(ods::op_error(op, "too few indices"));
    }
    Ok(())
}

// ---- offsets, sizes and strides -------------------------------------------------------------

/// The static lists of an offset/size/stride op and the dynamic operand counts.
struct Oss<'a> {
    offsets: &'a [i64],
    sizes: &'a [i64],
    strides: &'a [i64],
}

fn oss<'a>(op: OpRef<'a>) -> Oss<'a> {
    let get = |n: &str| ods::attr_dense_ints(op, n).unwrap_or(&[]);
    Oss { offsets: get("static_offsets"), sizes: get("static_sizes"), strides: get("static_strides") }
}

/// The dynamic-entry counts, the `OffsetSizeAndStrideOpInterface` checks, for an op whose
/// operand groups are (source, offsets, sizes, strides) and whose maximal list ranks are
/// `max_ranks`.
fn verify_offset_size_stride(op: OpRef<'_>, max_ranks: [usize; 3]) -> Result<(), Diagnostic> {
    let l = oss(op);
    let lists = [("offsets", l.offsets, 1usize), ("sizes", l.sizes, 2), ("strides", l.strides, 3)];
    for (name, list, group) in lists.iter().rev() {
        let want = list.iter().filter(|v| is_dynamic(**v)).count();
        let have = segment(op, *group).len();
        if have != want {
            return Err(plain_error(
                op,
                format!(
                    "expected the number of '{name}' to match the number of dynamic entries in 'static_{name}' ({have} vs {want})"
                ),
            ));
        }
    }
    let (no, ns, nst) = (l.offsets.len(), l.sizes.len(), l.strides.len());
    if !(no == 1 && max_ranks[0] == 1) && no != ns {
        return Err(plain_error(
            op,
            format!(
                "expected mixed offsets rank to match mixed sizes rank ({no} vs {ns}) so the rank of the result type is well-formed."
            ),
        ));
    }
    if ns != nst {
        return Err(plain_error(
            op,
            format!(
                "expected mixed sizes rank to match mixed strides rank ({ns} vs {nst}) so the rank of the result type is well-formed."
            ),
        ));
    }
    let singular = ["offset", "size", "stride"];
    for (i, (_, list, group)) in lists.iter().enumerate() {
        if list.len() != max_ranks[i] {
            return Err(plain_error(
                op,
                format!("expected {} {} values, got {}", max_ranks[i], singular[i], list.len()),
            ));
        }
        let want = list.iter().filter(|v| is_dynamic(**v)).count();
        if segment(op, *group).len() != want {
            return Err(plain_error(op, format!("expected {want} dynamic {} values", singular[i])));
        }
    }
    if let Some(v) = l.offsets.iter().find(|v| **v < 0 && !is_dynamic(**v)) {
        return Err(plain_error(op, format!("expected offsets to be non-negative, but got {v}")));
    }
    if let Some(v) = l.sizes.iter().find(|v| **v < 0 && !is_dynamic(**v)) {
        return Err(plain_error(op, format!("expected sizes to be non-negative, but got {v}")));
    }
    Ok(())
}

/// `memref.reinterpret_cast`'s verifier: the `OffsetSizeAndStrideOpInterface` checks (one
/// offset, a size and stride per result dimension), the source's memory space and element
/// type, and a strided result type whose static sizes, offset and strides are the given
/// ones.
pub fn verify_reinterpret_cast(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (Some(src), Some(res)) = (operand_type(op, 0), result_type(op)) else {
        return Ok(());
    };
    let rank = rank_of(ctx, res).unwrap_or(0);
    verify_offset_size_stride(op, [1, rank, rank])?;
    let (Some((src_elem, src_space)), Some(r)) = (base_memref_parts(ctx, src), memref_parts(ctx, res)) else {
        return Ok(());
    };
    if src_space != r.memory_space {
        return Err(plain_error(
            op,
            format!(
                "different memory spaces specified for source type {} and result memref type {}",
                ty(ctx, src),
                ty(ctx, res)
            ),
        ));
    }
    if src_elem != r.elem {
        return Err(plain_error(
            op,
            format!(
                "different element types specified for source type {} and result memref type {}",
                ty(ctx, src),
                ty(ctx, res)
            ),
        ));
    }
    let l = oss(op);
    for (idx, (&rs, &es)) in r.shape.iter().zip(l.sizes).enumerate() {
        if !is_dynamic(rs) && rs != es {
            return Err(plain_error(
                op,
                format!("expected result type with size = {} instead of {rs} in dim = {idx}", dyn_or(es)),
            ));
        }
    }
    let Some((strides, offset)) = strides_and_offset(ctx, res) else {
        return Err(plain_error(op, format!("expected result type to have strided layout but found {}", ty(ctx, res))));
    };
    if let Some(&eo) = l.offsets.first() {
        if !is_dynamic(offset) && offset != eo {
            return Err(plain_error(
                op,
                format!("expected result type with offset = {} instead of {offset}", dyn_or(eo)),
            ));
        }
    }
    for (idx, (&rs, &es)) in strides.iter().zip(l.strides).enumerate() {
        if !is_dynamic(rs) && rs != es {
            return Err(plain_error(
                op,
                format!("expected result type with stride = {} instead of {rs} in dim = {idx}", dyn_or(es)),
            ));
        }
    }
    Ok(())
}

/// `SubViewOp::inferResultType`.
pub(crate) fn subview_infer_result_type(
    ctx: &Context,
    src: Type,
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Option<Type> {
    let m = memref_parts(ctx, src)?;
    let (src_strides, src_offset) = strides_and_offset(ctx, src)?;
    let mut offset = src_offset;
    for (&o, &s) in offsets.iter().zip(&src_strides) {
        offset = sat_add(offset, sat_mul(o, s));
    }
    let target: Vec<i64> = src_strides.iter().zip(strides).map(|(&a, &b)| sat_mul(a, b)).collect();
    let layout = strided_layout(ctx, offset, &target);
    Some(make_memref(ctx, sizes, m.elem, Some(layout), m.memory_space))
}

/// `computeRankReductionMask`: the dropped dims, or `None` when the shapes do not match.
fn rank_reduction_mask(original: &[i64], reduced: &[i64]) -> Option<Vec<usize>> {
    let mut unused = Vec::new();
    let mut ri = 0;
    for (oi, &size) in original.iter().enumerate() {
        if ri < reduced.len() && size == reduced[ri] {
            ri += 1;
            continue;
        }
        unused.push(oi);
        if size != 1 {
            return None;
        }
    }
    (ri == reduced.len()).then_some(unused)
}

/// `computeMemRefRankReductionMask`.
pub(crate) fn memref_rank_reduction_mask(
    ctx: &Context,
    original: Type,
    reduced: Type,
    sizes: &[i64],
) -> Option<Vec<bool>> {
    let o = memref_parts(ctx, original)?;
    let r = memref_parts(ctx, reduced)?;
    let mut unused = vec![false; o.shape.len()];
    if o.shape.len() == r.shape.len() {
        return Some(unused);
    }
    for (i, &s) in sizes.iter().enumerate() {
        if !is_dynamic(s) && s == 1 {
            if let Some(u) = unused.get_mut(i) {
                *u = true;
            }
        }
    }
    let count = |u: &[bool]| u.iter().filter(|x| **x).count();
    if count(&unused) + r.shape.len() == o.shape.len() {
        return Some(unused);
    }
    let (os, _) = strides_and_offset(ctx, original)?;
    let (cs, _) = strides_and_offset(ctx, reduced)?;
    let occurrences = |v: &[i64]| {
        let mut m: std::collections::BTreeMap<i64, usize> = std::collections::BTreeMap::new();
        for &x in v {
            *m.entry(x).or_default() += 1;
        }
        m
    };
    let mut unaccounted = occurrences(&os);
    let candidate = occurrences(&cs);
    for (dim, flag) in unused.iter_mut().enumerate() {
        if !*flag {
            continue;
        }
        let stride = os.get(dim).copied().unwrap_or(0);
        let cur = unaccounted.get(&stride).copied().unwrap_or(0);
        let cand = candidate.get(&stride).copied().unwrap_or(0);
        if cur > cand {
            if let Some(c) = unaccounted.get_mut(&stride) {
                *c -= 1;
            }
        } else if cur == cand {
            *flag = false;
        } else {
            return None;
        }
    }
    (count(&unused) + r.shape.len() == o.shape.len()).then_some(unused)
}

/// `memref.subview`'s verifier: the `OffsetSizeAndStrideOpInterface` checks, a strided
/// source in the result's memory space, a result that is the inferred type or a
/// rank-reduced version of it, and static slices within the static source bounds.
pub fn verify_subview(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (Some(src), Some(res)) = (operand_type(op, 0), result_type(op)) else {
        return Ok(());
    };
    let rank = rank_of(ctx, src).unwrap_or(0);
    verify_offset_size_stride(op, [rank, rank, rank])?;
    let (Some(b), Some(v)) = (memref_parts(ctx, src), memref_parts(ctx, res)) else {
        return Ok(());
    };
    if b.memory_space != v.memory_space {
        return Err(plain_error(
            op,
            format!(
                "different memory spaces specified for base memref type {} and subview memref type {}",
                ty(ctx, src),
                ty(ctx, res)
            ),
        ));
    }
    if strides_and_offset(ctx, src).is_none() {
        return Err(plain_error(op, format!("base type {} is not strided", ty(ctx, src))));
    }
    let l = oss(op);
    let Some(expected) = subview_infer_result_type(ctx, src, l.offsets, l.sizes, l.strides) else {
        return Ok(());
    };
    let layout_mismatch = || {
        plain_error(
            op,
            format!(
                "expected result type to be {} or a rank-reduced version. (mismatch of result layout), but got {}",
                ty(ctx, expected),
                ty(ctx, res)
            ),
        )
    };
    if expected != res {
        let e = memref_parts(ctx, expected).map(|e| e.shape).unwrap_or(&[]);
        if v.shape.len() > e.len() {
            return Err(plain_error(
                op,
                format!("expected result rank to be smaller or equal to the source rank, but got {}", ty(ctx, res)),
            ));
        }
        if rank_reduction_mask(e, v.shape).is_none() {
            return Err(plain_error(
                op,
                format!(
                    "expected result type to be {} or a rank-reduced version. (mismatch of result sizes), but got {}",
                    ty(ctx, expected),
                    ty(ctx, res)
                ),
            ));
        }
        if b.elem != v.elem {
            return Err(plain_error(
                op,
                format!("expected result element type to be {}, but got {}", ty(ctx, b.elem), ty(ctx, res)),
            ));
        }
    }
    let (Some((es, eo)), Some((rs, ro))) = (strides_and_offset(ctx, expected), strides_and_offset(ctx, res)) else {
        return Err(layout_mismatch());
    };
    if eo != ro {
        return Err(layout_mismatch());
    }
    let Some(unused) = memref_rank_reduction_mask(ctx, expected, res, l.sizes) else {
        return Err(layout_mismatch());
    };
    let mut j = 0;
    for (i, &s) in es.iter().enumerate() {
        if unused.get(i).copied().unwrap_or(false) {
            continue;
        }
        if rs.get(j) != Some(&s) {
            return Err(layout_mismatch());
        }
        j += 1;
    }
    // In-bounds check of the static entries against the static source dims.
    for (i, &dim) in b.shape.iter().enumerate() {
        let (Some(&o), Some(&s), Some(&st)) = (l.offsets.get(i), l.sizes.get(i), l.strides.get(i)) else {
            break;
        };
        if is_dynamic(dim) || is_dynamic(o) {
            continue;
        }
        if o >= dim {
            return Err(plain_error(op, format!("offset {i} is out-of-bounds: {o} >= {dim}")));
        }
        if is_dynamic(s) || is_dynamic(st) {
            continue;
        }
        let last = (s as i128 - 1) * st as i128 + o as i128;
        if last >= dim as i128 {
            return Err(plain_error(op, format!("slice along dimension {i} runs out-of-bounds: {last} >= {dim}")));
        }
    }
    Ok(())
}

/// The `custom<...>` directives of the memref assembly formats.
pub mod directives {
    use super::*;

    /// `[%a, 4, %b]`: dynamic entries are operands, the static list holds `DYNAMIC` for them.
    pub fn parse_dynamic_index_list<'a>(
        p: &mut OpParser<'a>,
        st: &mut OperationState,
        values: &mut Vec<UnresolvedOperand<'a>>,
        integers: &mut Option<Attribute>,
    ) -> PResult<()> {
        parse_dynamic_index_list_in(p, st, values, integers, false)
    }

    /// [`parse_dynamic_index_list`] between `[...]` or, with `paren`, `(...)` (MLIR's
    /// `Delimiter::Paren`, as the affine index ops write their basis).
    pub fn parse_dynamic_index_list_in<'a>(
        p: &mut OpParser<'a>,
        st: &mut OperationState,
        values: &mut Vec<UnresolvedOperand<'a>>,
        integers: &mut Option<Attribute>,
        paren: bool,
    ) -> PResult<()> {
        let ctx = p.ctx();
        let mut ints: Vec<i64> = Vec::new();
        match parse_index_list_body(p, st, values, &mut ints, paren) {
            Ok(()) => {}
            Err(inner) => {
                let outer = name_diag(p, st, "expected SSA value or integer");
                return Err(Box::new(match inner {
                    // MLIR reports both; the second travels as an attached diagnostic.
                    Some(mut d) => {
                        d.notes.push(outer);
                        *d
                    }
                    None => outer,
                }));
            }
        }
        *integers = Some(ctx.dense_i64_array(&ints));
        Ok(())
    }

    /// The bracketed list of `parseDynamicIndexList`. `Err(None)` is a failure that MLIR
    /// reports no message of its own for (a `[n]` entry missing its `]`).
    fn parse_index_list_body<'a>(
        p: &mut OpParser<'a>,
        st: &OperationState,
        values: &mut Vec<UnresolvedOperand<'a>>,
        ints: &mut Vec<i64>,
        paren: bool,
    ) -> Result<(), Option<Box<Diagnostic>>> {
        let name = op_name_of(p, st);
        let (open, close, o, c) = if paren {
            (TokenKind::LParen, TokenKind::RParen, '(', ')')
        } else {
            (TokenKind::LSquare, TokenKind::RSquare, '[', ']')
        };
        p.expect_msg(open, &format!("expected '{o}' in dynamic index list")).map_err(Some)?;
        if p.eat(close) {
            return Ok(());
        }
        loop {
            let operand = p.parse_optional_operand().map_err(Some)?;
            let scalable = p.eat(TokenKind::LSquare);
            match operand {
                Some(u) => {
                    values.push(u);
                    ints.push(DYNAMIC);
                }
                None => {
                    let at = p.peek().offset;
                    match p.parse_optional_integer().map_err(Some)? {
                        Some(v) => match i64::try_from(v) {
                            Ok(v) => ints.push(v),
                            Err(_) => {
                                return Err(p
                                    .err_at::<()>(at, format!("custom op '{name}' integer value too large"))
                                    .err())
                            }
                        },
                        None => return Err(p.err::<()>(format!("custom op '{name}' expected integer value")).err()),
                    }
                }
            }
            if scalable && !p.eat(TokenKind::RSquare) {
                return Err(None);
            }
            if !p.eat(TokenKind::Comma) {
                break;
            }
        }
        p.expect_msg(close, &format!("expected '{c}' in dynamic index list")).map_err(Some)?;
        Ok(())
    }

    /// Prints a dynamic index list as [`parse_dynamic_index_list`] reads it: the static
    /// entries, and the operands in place of `DYNAMIC`.
    pub fn print_dynamic_index_list<'a>(
        p: &mut OpPrinter<'a>,
        _op: OpRef<'a>,
        values: ods::Group<'_>,
        integers: Option<Attribute>,
    ) {
        print_dynamic_index_list_in(p, values, integers, false)
    }

    /// [`print_dynamic_index_list`] between `[...]` or, with `paren`, `(...)`.
    pub fn print_dynamic_index_list_in(
        p: &mut OpPrinter<'_>,
        values: ods::Group<'_>,
        integers: Option<Attribute>,
        paren: bool,
    ) {
        let ints: &[i64] = match integers.map(|a| p.ctx.attr_data(a)) {
            Some(AttrData::DenseArrayInt { values, .. }) => values,
            _ => &[],
        };
        p.write(if paren { "(" } else { "[" });
        let mut k = 0;
        for (i, &v) in ints.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            if is_dynamic(v) && k < values.len() {
                p.print_operand(values.get(k));
                k += 1;
            } else {
                p.write(&v.to_string());
            }
        }
        p.write(if paren { ")" } else { "]" });
    }

    /// `memref<...>` then `= <elements>`, `= uninitialized` or nothing.
    pub fn parse_global_memref_op_type_and_initial_value<'a>(
        p: &mut OpParser<'a>,
        st: &mut OperationState,
        type_attr: &mut Option<Attribute>,
        initial_value: &mut Option<Attribute>,
    ) -> PResult<()> {
        let ctx = p.ctx();
        let t = p.parse_type()?;
        let Some(m) = memref_parts(ctx, t).filter(|_| is_static_memref(ctx, t)) else {
            return name_err(p, st, format!("type should be static shaped memref, but got {}", ty(ctx, t)));
        };
        *type_attr = Some(ctx.type_attr(t));
        if !p.eat(TokenKind::Equal) {
            return Ok(());
        }
        if p.eat_keyword("uninitialized") {
            *initial_value = Some(ctx.unit_attr());
            return Ok(());
        }
        let tensor = ctx.intern_type(TypeData::RankedTensor { shape: m.shape.into(), elem: m.elem, encoding: None });
        let a = p.parse_attribute(Some(tensor))?;
        if !is_elements_attr(ctx, a) {
            return name_err(p, st, "initial value should be a unit or elements attribute");
        }
        *initial_value = Some(a);
        Ok(())
    }

    /// Prints the type of `memref.global` and its initial value as
    /// [`parse_global_memref_op_type_and_initial_value`] reads them.
    pub fn print_global_memref_op_type_and_initial_value<'a>(
        p: &mut OpPrinter<'a>,
        _op: OpRef<'a>,
        type_attr: Option<Attribute>,
        initial_value: Option<Attribute>,
    ) {
        match type_attr.map(|a| p.ctx.attr_data(a)) {
            Some(AttrData::Type(t)) => p.print_type(*t),
            _ => {
                if let Some(a) = type_attr {
                    p.print_attr(a);
                }
            }
        }
        if let Some(init) = initial_value {
            p.write(" = ");
            if matches!(p.ctx.attr_data(init), AttrData::Unit) {
                p.write("uninitialized");
            } else {
                p.print_attr_value(init, true);
            }
        }
    }
}

// ---- reshape / expand_shape / collapse_shape ---------------------------------------------------

/// `memref.reshape`'s verifier: the same element type, identity layouts, and for a ranked
/// result a static shape operand whose length is the result's rank.
pub fn verify_reshape(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (Some(src), Some(shape), Some(res)) = (operand_type(op, 0), operand_type(op, 1), result_type(op)) else {
        return Ok(());
    };
    if ctx.element_type_or_self(src) != ctx.element_type_or_self(res) {
        return Err(ods::op_error(op, "element types of source and destination memref types should be the same"));
    }
    if let Some(m) = memref_parts(ctx, src) {
        if !layout_is_identity(ctx, m.shape.len(), m.layout) {
            return Err(ods::op_error(op, "source memref type should have identity affine map"));
        }
    }
    let shape_size = ctx.shape(shape).and_then(|s| s.first().copied()).unwrap_or(DYNAMIC);
    if let Some(r) = memref_parts(ctx, res) {
        if !layout_is_identity(ctx, r.shape.len(), r.layout) {
            return Err(ods::op_error(op, "result memref type should have identity affine map"));
        }
        if is_dynamic(shape_size) {
            return Err(ods::op_error(
                op,
                "cannot use shape operand with dynamic length to reshape to statically-ranked memref type",
            ));
        }
        if shape_size != r.shape.len() as i64 {
            return Err(ods::op_error(op, "length of shape operand differs from the result's memref rank"));
        }
    }
    Ok(())
}

/// The `reassociation` attribute as index groups.
fn reassociation(op: OpRef<'_>) -> Vec<Vec<i64>> {
    let ctx = op.ctx;
    let Some(a) = op.attr("reassociation") else {
        return Vec::new();
    };
    let AttrData::Array(groups) = ctx.attr_data(a) else {
        return Vec::new();
    };
    groups
        .iter()
        .map(|g| match ctx.attr_data(*g) {
            AttrData::Array(items) => items.iter().filter_map(|i| ctx.int_value(*i)).map(|v| v as i64).collect(),
            _ => Vec::new(),
        })
        .collect()
}

/// `verifyCollapsedShape` (with multiple dynamic dims per group allowed).
fn verify_collapsed_shape(
    op: OpRef<'_>,
    collapsed: &[i64],
    expanded: &[i64],
    reassoc: &[Vec<i64>],
) -> Result<(), Diagnostic> {
    if collapsed.len() != reassoc.len() {
        return Err(ods::op_error(
            op,
            format!("invalid number of reassociation groups: found {}, expected {}", reassoc.len(), collapsed.len()),
        ));
    }
    let mut next: i64 = 0;
    for (cdim, group) in reassoc.iter().enumerate() {
        let mut found_dynamic = false;
        for &edim in group {
            if edim != next {
                return Err(ods::op_error(op, "reassociation indices must be contiguous"));
            }
            next += 1;
            let Some(&size) = usize::try_from(edim).ok().and_then(|i| expanded.get(i)) else {
                return Err(ods::op_error(op, format!("reassociation index {edim} is out of bounds")));
            };
            if is_dynamic(size) {
                found_dynamic = true;
            }
        }
        if is_dynamic(collapsed[cdim]) != found_dynamic {
            return Err(ods::op_error(
                op,
                format!("collapsed dim ({cdim}) must be dynamic if and only if reassociation group is dynamic"),
            ));
        }
        if !found_dynamic {
            let mut size: i64 = 1;
            for &edim in group {
                size = size.wrapping_mul(expanded.get(edim as usize).copied().unwrap_or(1));
            }
            if size != collapsed[cdim] {
                return Err(ods::op_error(
                    op,
                    format!("collapsed dim size ({}) must equal reassociation group size ({size})", collapsed[cdim]),
                ));
            }
        }
    }
    if collapsed.is_empty() {
        if expanded.iter().any(|d| *d != 1) {
            return Err(ods::op_error(op, "rank 0 memrefs can only be extended/collapsed with/from ones"));
        }
    } else if next != expanded.len() as i64 {
        return Err(ods::op_error(
            op,
            format!("expanded rank ({}) inconsistent with number of reassociation indices ({next})", expanded.len()),
        ));
    }
    Ok(())
}

/// `ExpandShapeOp::computeExpandedType`.
fn compute_expanded_type(ctx: &Context, src: Type, result_shape: &[i64], reassoc: &[Vec<i64>]) -> Option<Type> {
    let m = memref_parts(ctx, src)?;
    if layout_is_identity(ctx, m.shape.len(), m.layout) {
        return Some(make_memref(ctx, result_shape, m.elem, None, m.memory_space));
    }
    let (src_strides, src_offset) = strides_and_offset(ctx, src)?;
    let mut reversed: Vec<i64> = Vec::new();
    let mut shape_index = result_shape.len() as i64 - 1;
    for (group, &stride) in reassoc.iter().zip(&src_strides).rev() {
        let mut current = stride;
        for _ in 0..group.len() {
            reversed.push(current);
            let size = usize::try_from(shape_index).ok().and_then(|i| result_shape.get(i)).copied().unwrap_or(1);
            current = sat_mul(current, size);
            shape_index -= 1;
        }
    }
    let mut strides: Vec<i64> = reversed.into_iter().rev().collect();
    strides.resize(result_shape.len(), 1);
    let layout = strided_layout(ctx, src_offset, &strides);
    Some(make_memref(ctx, result_shape, m.elem, Some(layout), m.memory_space))
}

/// `memref.expand_shape`'s verifier: a rank that does not shrink, a valid reassociation,
/// the result type MLIR's `computeExpandedType` infers, and a `static_output_shape`
/// agreeing with the result's shape and the dynamic `output_shape` operands.
pub fn verify_expand_shape(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (Some(src), Some(res)) = (operand_type(op, 0), result_type(op)) else {
        return Ok(());
    };
    let (Some(s), Some(r)) = (memref_parts(ctx, src), memref_parts(ctx, res)) else {
        return Ok(());
    };
    let (r0, r1) = (s.shape.len(), r.shape.len());
    if r0 > r1 {
        return Err(ods::op_error(
            op,
            format!("has source rank {r0} and result rank {r1}. This is not an expansion ({r0} > {r1})."),
        ));
    }
    let reassoc = reassociation(op);
    verify_collapsed_shape(op, s.shape, r.shape, &reassoc)?;
    let Some(expected) = compute_expanded_type(ctx, src, r.shape, &reassoc) else {
        return Err(ods::op_error(op, "invalid source layout map"));
    };
    if expected != res {
        return Err(ods::op_error(
            op,
            format!("expected expanded type to be {} but found {}", ty(ctx, expected), ty(ctx, res)),
        ));
    }
    let static_shape = ods::attr_dense_ints(op, "static_output_shape").unwrap_or(&[]);
    if static_shape.len() != r1 {
        return Err(ods::op_error(
            op,
            format!(
                "expected number of static shape bounds to be equal to the output rank ({r1}) but found {} inputs instead",
                static_shape.len()
            ),
        ));
    }
    let dynamic = static_shape.iter().filter(|d| is_dynamic(**d)).count();
    let have = op.operands().len().saturating_sub(1);
    if have != dynamic {
        return Err(ods::op_error(
            op,
            format!(
                "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {have} values"
            ),
        ));
    }
    for (pos, (&d, &sd)) in r.shape.iter().zip(static_shape).enumerate() {
        if !is_dynamic(d) && d != sd {
            return Err(ods::op_error(op, format!("invalid output shape provided at pos {pos}")));
        }
    }
    Ok(())
}

/// `computeCollapsedLayoutMap` (non-strict).
pub(crate) fn compute_collapsed_layout(ctx: &Context, src: Type, reassoc: &[Vec<i64>]) -> Option<Attribute> {
    let m = memref_parts(ctx, src)?;
    let shape = m.shape;
    let (src_strides, src_offset) = strides_and_offset(ctx, src)?;
    let dim = |i: i64| usize::try_from(i).ok().and_then(|i| shape.get(i)).copied();
    let stride_at = |i: i64| usize::try_from(i).ok().and_then(|i| src_strides.get(i)).copied();
    let mut result: Vec<i64> = Vec::with_capacity(reassoc.len());
    for group in reassoc {
        let mut r: &[i64] = group;
        while r.len() > 1 && dim(*r.last()?)? == 1 {
            r = &r[..r.len() - 1];
        }
        let last = *r.last()?;
        if !is_dynamic(dim(last)?) || r.len() == 1 {
            result.push(stride_at(last)?);
        } else {
            result.push(DYNAMIC);
        }
    }
    for (gi, group) in reassoc.iter().enumerate().rev() {
        let mut stride = result[gi];
        for &idx in group.iter().skip(1).rev() {
            stride = sat_mul(stride, dim(idx)?);
            let src_stride = stride_at(idx - 1)?;
            if dim(idx - 1)? == 1 {
                continue;
            }
            if !is_dynamic(stride) && !is_dynamic(src_stride) && stride != src_stride {
                return None;
            }
        }
    }
    Some(strided_layout(ctx, src_offset, &result))
}

/// `memref.collapse_shape`'s verifier: a rank that does not grow, a valid reassociation,
/// and the result type of the collapsed layout (the source's dims must be contiguous in
/// each group).
pub fn verify_collapse_shape(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (Some(src), Some(res)) = (operand_type(op, 0), result_type(op)) else {
        return Ok(());
    };
    let (Some(s), Some(r)) = (memref_parts(ctx, src), memref_parts(ctx, res)) else {
        return Ok(());
    };
    let (r0, r1) = (s.shape.len(), r.shape.len());
    if r0 < r1 {
        return Err(ods::op_error(
            op,
            format!("has source rank {r0} and result rank {r1}. This is not a collapse ({r0} < {r1})."),
        ));
    }
    let reassoc = reassociation(op);
    verify_collapsed_shape(op, r.shape, s.shape, &reassoc)?;
    let expected = if layout_is_identity(ctx, s.shape.len(), s.layout) {
        make_memref(ctx, r.shape, s.elem, None, s.memory_space)
    } else {
        let Some(l) = compute_collapsed_layout(ctx, src, &reassoc) else {
            return Err(ods::op_error(op, "invalid source layout map or collapsing non-contiguous dims"));
        };
        make_memref(ctx, r.shape, s.elem, Some(l), s.memory_space)
    };
    if expected != res {
        return Err(ods::op_error(
            op,
            format!("expected collapsed type to be {} but found {}", ty(ctx, expected), ty(ctx, res)),
        ));
    }
    Ok(())
}

// ---- transpose / view ---------------------------------------------------------------------------

/// `memref.transpose %m (d0, d1) -> (d1, d0) [attrs] : memref<...> to memref<...>`.
pub fn parse_transpose(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let input = p.parse_operand()?;
    let at = p.peek().offset;
    let map = match p.parse_affine_map_or_set_inline()? {
        crate::parse::affine::MapOrSet::Map(m) => m,
        crate::parse::affine::MapOrSet::Set(_) => return p.err_at(at, "expected AffineMap, but got IntegerSet"),
    };
    p.parse_optional_attr_dict(st)?;
    let src = parse_colon_memref_type(p, st)?;
    let v = p.resolve_operand(input, src)?;
    st.operands.push(v);
    expect_keyword(p, st, "to")?;
    let dst = p.parse_type()?;
    st.result_types.push(dst);
    st.add_attr(ctx.ident("permutation"), ctx.intern_attr(AttrData::AffineMap(map)));
    Ok(())
}

/// Prints `memref.transpose` in the form [`parse_transpose`] reads.
pub fn print_transpose<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    let (Some(&input), Some(res)) = (op.operands().first(), result_type(op)) else {
        p.print_generic_fallback(op);
        return;
    };
    p.write(" ");
    p.print_operand(input);
    p.write(" ");
    match op.attr("permutation").map(|a| op.ctx.attr_data(a)) {
        Some(AttrData::AffineMap(m)) => {
            let mut s = String::new();
            write_affine_map(&mut s, m);
            p.write(&s);
        }
        _ => {
            if let Some(a) = op.attr("permutation") {
                p.print_attr(a);
            }
        }
    }
    p.print_optional_attr_dict(op, &["permutation"]);
    p.write(" : ");
    p.print_type(op.value_type(input));
    p.write(" to ");
    p.print_type(res);
}

fn is_permutation(m: &AffineMap) -> bool {
    if m.num_symbols > 0 || m.num_dims as usize != m.results.len() {
        return false;
    }
    let mut seen = vec![false; m.num_dims as usize];
    for e in m.results.iter() {
        match e {
            AffineExpr::Dim(d) => match seen.get_mut(*d as usize) {
                Some(s) if !*s => *s = true,
                _ => return false,
            },
            _ => return false,
        }
    }
    true
}

/// `memref.transpose`'s verifier: a permutation map of the input's rank, and a result
/// equivalent to the input's type with permuted sizes and strides.
pub fn verify_transpose(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (Some(src), Some(res)) = (operand_type(op, 0), result_type(op)) else {
        return Ok(());
    };
    let Some(AttrData::AffineMap(map)) = op.attr("permutation").map(|a| ctx.attr_data(a)) else {
        return Ok(());
    };
    if !is_permutation(map) {
        return Err(ods::op_error(op, "expected a permutation map"));
    }
    let Some(m) = memref_parts(ctx, src) else {
        return Ok(());
    };
    if map.num_dims as usize != m.shape.len() {
        return Err(ods::op_error(op, "expected a permutation map of same rank as the input"));
    }
    let Some((strides, offset)) = strides_and_offset(ctx, src) else {
        return Ok(());
    };
    let perm: Vec<usize> = map
        .results
        .iter()
        .filter_map(|e| match e {
            AffineExpr::Dim(d) => Some(*d as usize),
            _ => None,
        })
        .collect();
    let sizes: Vec<i64> = perm.iter().filter_map(|&d| m.shape.get(d).copied()).collect();
    let pstrides: Vec<i64> = perm.iter().filter_map(|&d| strides.get(d).copied()).collect();
    let layout = strided_layout(ctx, offset, &pstrides);
    let inferred = make_memref(ctx, &sizes, m.elem, Some(layout), m.memory_space);
    let canonical = canonicalize_strided_layout(ctx, inferred);
    if canonicalize_strided_layout(ctx, res) != canonical {
        return Err(ods::op_error(
            op,
            format!(
                "result type {} is not equivalent to the canonical transposed input type {}",
                ty(ctx, res),
                ty(ctx, canonical)
            ),
        ));
    }
    Ok(())
}

/// `memref.view`'s verifier: identity layouts, the same memory space, and one size operand
/// per dynamic result dimension.
pub fn verify_view(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (Some(base), Some(view)) = (operand_type(op, 0), result_type(op)) else {
        return Ok(());
    };
    let (Some(b), Some(v)) = (memref_parts(ctx, base), memref_parts(ctx, view)) else {
        return Ok(());
    };
    if !layout_is_identity(ctx, b.shape.len(), b.layout) {
        return Err(plain_error(op, format!("unsupported map for base memref type {}", ty(ctx, base))));
    }
    if !layout_is_identity(ctx, v.shape.len(), v.layout) {
        return Err(plain_error(op, format!("unsupported map for result memref type {}", ty(ctx, view))));
    }
    if b.memory_space != v.memory_space {
        return Err(plain_error(
            op,
            format!(
                "different memory spaces specified for base memref type {} and view memref type {}",
                ty(ctx, base),
                ty(ctx, view)
            ),
        ));
    }
    verify_dynamic_dims(op, view, op.operands().len().saturating_sub(2))
}

/// Whether a type is a memref with a strided layout (for the `AnyStridedMemRef` predicate).
pub fn is_strided_memref(ctx: &Context, t: Type) -> bool {
    layout::is_strided(ctx, t)
}
