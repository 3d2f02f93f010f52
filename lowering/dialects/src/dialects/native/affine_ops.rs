//! Native code of the affine ops beyond the core loop, conditional and access ops
//! (`affine.rs`): the custom syntax and checks of `affine.parallel` (bounds as groups of
//! affine expressions of SSA values, steps, reductions), of MLIR's two hand-written ops
//! `affine.dma_start` and `affine.dma_wait` (operand lists whose layout their map
//! attributes decide), and the verifiers of `affine.delinearize_index` and
//! `affine.linearize_index`, in MLIR 22's order and wording
//! (`mlir/lib/Dialect/Affine/IR/AffineOps.cpp`).

use smallvec::SmallVec;

use super::affine::{
    affine_map, affine_scope, is_valid_dim, is_valid_symbol, map_attr, parse_affine_map_of_ssa_ids_in,
    print_affine_map_of_ssa_ids, resolve_index, verify_dims_and_symbols, verify_terminators, PARALLEL_ELIDED,
};
use super::scf::{entry_arg, parse_argument, verify_one_block_regions, verify_single_block};
use crate::diag::Diagnostic;
use crate::ir::{
    AffineExpr, AffineMap, AttrData, Attribute, Context, DenseValues, OpRef, OperationState, Type, TypeData, Value,
};
use crate::ods;
use crate::parse::lexer::TokenKind;
use crate::parse::ops::{OpParser, UnresolvedOperand};
use crate::parse::{PResult, Parser};
use crate::print::ops::OpPrinter;

/// The AtomicRMWKind keywords by value (arith's enum, `spec/dialects/arith.td`).
pub const ATOMIC_RMW_KINDS: [&str; 16] = [
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf", "mins", "minu",
    "mulf", "muli", "ori", "xori",
];

// ---- attributes -----------------------------------------------------------------------------

/// The predicate of `Affine_I32ElementsAttr`: dense elements of `i32`.
pub fn is_i32_elements(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_data(a) {
        AttrData::DenseElements { ty, values: DenseValues::Int(_), .. } => match ctx.type_data(*ty) {
            TypeData::RankedTensor { elem, .. } | TypeData::Vector { elem, .. } => *elem == ctx.common().i32,
            _ => false,
        },
        _ => false,
    }
}

/// The predicate of `Affine_ReductionsAttr`: an array of AtomicRMWKind values.
pub fn is_reductions(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_data(a) {
        AttrData::Array(elems) => elems.iter().all(|&e| reduction_kind(ctx, e).is_some()),
        _ => false,
    }
}

/// The AtomicRMWKind value of an `i64` integer attribute.
pub fn reduction_kind(ctx: &Context, a: Attribute) -> Option<usize> {
    match ctx.attr_data(a) {
        AttrData::Integer { value, ty } if *ty == ctx.common().i64 => {
            usize::try_from(*value).ok().filter(|&v| v < ATOMIC_RMW_KINDS.len())
        }
        _ => None,
    }
}

/// The values of a dense integer elements attribute (a splat repeated over its shape).
pub fn group_sizes(ctx: &Context, a: Option<Attribute>) -> Option<Vec<i64>> {
    let AttrData::DenseElements { ty, splat, values: DenseValues::Int(v) } = ctx.attr_data(a?) else { return None };
    let TypeData::RankedTensor { shape, .. } = ctx.type_data(*ty) else { return None };
    let n = shape.iter().try_fold(1i64, |acc, &d| if d < 0 { None } else { acc.checked_mul(d) })?;
    if *splat {
        let x = *v.first()? as i64;
        return Some(vec![x; usize::try_from(n).ok()?]);
    }
    Some(v.iter().map(|&x| x as i64).collect())
}

/// `dense<[...]> : tensor<Nxi32>` (MLIR's `getI32TensorAttr`, a splat when all are equal).
pub fn i32_tensor_attr(ctx: &Context, values: &[i64]) -> Attribute {
    let i32t = ctx.common().i32;
    let ty =
        ctx.intern_type(TypeData::RankedTensor { shape: Box::new([values.len() as i64]), elem: i32t, encoding: None });
    let splat = !values.is_empty() && values.iter().all(|&v| v == values[0]);
    let vals: Box<[i128]> =
        if splat { Box::new([values[0] as i128]) } else { values.iter().map(|&v| v as i128).collect() };
    ctx.intern_attr(AttrData::DenseElements { ty, splat, values: DenseValues::Int(vals) })
}

/// The `i64` values of an array of integer attributes.
fn i64_array(ctx: &Context, a: Option<Attribute>) -> Option<Vec<i64>> {
    match ctx.attr_data(a?) {
        AttrData::Array(elems) => elems.iter().map(|&e| ctx.int_value(e).map(|v| v as i64)).collect(),
        _ => None,
    }
}

// ---- affine.parallel ------------------------------------------------------------------------

/// The pieces of an affine.parallel.
pub struct ParallelParts<'a> {
    /// The lower bounds' map.
    pub lb_map: &'a AffineMap,
    /// How many lower-bound results each dimension takes the maximum of.
    pub lb_groups: Vec<i64>,
    /// The upper bounds' map.
    pub ub_map: &'a AffineMap,
    /// How many upper-bound results each dimension takes the minimum of.
    pub ub_groups: Vec<i64>,
    /// The step of each dimension.
    pub steps: Vec<i64>,
    /// The AtomicRMWKind of each result.
    pub reductions: Vec<Attribute>,
    /// The lower bounds' dimension then symbol operands.
    pub lb_operands: &'a [Value],
    /// The upper bounds' dimension then symbol operands.
    pub ub_operands: &'a [Value],
}

/// Reads an affine.parallel's attributes; `None` when one is missing or malformed (the
/// verifier reports it) or there are fewer operands than the lower bounds take.
pub fn parallel_parts<'a>(op: OpRef<'a>) -> Option<ParallelParts<'a>> {
    let ctx = op.ctx;
    let lb_map = affine_map(ctx, op.attr("lowerBoundsMap"))?;
    let ub_map = affine_map(ctx, op.attr("upperBoundsMap"))?;
    let reductions = match ctx.attr_data(op.attr("reductions")?) {
        AttrData::Array(e) => e.to_vec(),
        _ => return None,
    };
    // (As MLIR's accessors: the lower bounds take their map's inputs, the upper bounds
    // the rest.)
    let ops = op.operands();
    let n_lb = (lb_map.num_dims + lb_map.num_symbols) as usize;
    if n_lb > ops.len() {
        return None;
    }
    Some(ParallelParts {
        lb_map,
        lb_groups: group_sizes(ctx, op.attr("lowerBoundsGroups"))?,
        ub_map,
        ub_groups: group_sizes(ctx, op.attr("upperBoundsGroups"))?,
        steps: i64_array(ctx, op.attr("steps"))?,
        reductions,
        lb_operands: &ops[..n_lb],
        ub_operands: &ops[n_lb..],
    })
}

/// The results `start..start + size` of `map`, over all its dimensions and symbols (MLIR's
/// `getSliceMap`).
pub fn slice_map(map: &AffineMap, start: usize, size: usize) -> Option<AffineMap> {
    let results = map.results.get(start..start.checked_add(size)?)?;
    Some(AffineMap { num_dims: map.num_dims, num_symbols: map.num_symbols, results: results.into() })
}

/// Renumbers the dimensions and symbols of `e` (MLIR's `replaceDimsAndSymbols` with
/// dimension and symbol expressions).
fn renumber(e: &AffineExpr, dims: &[u32], syms: &[u32]) -> AffineExpr {
    let r = |x: &AffineExpr| Box::new(renumber(x, dims, syms));
    match e {
        AffineExpr::Dim(i) => AffineExpr::Dim(dims.get(*i as usize).copied().unwrap_or(*i)),
        AffineExpr::Symbol(i) => AffineExpr::Symbol(syms.get(*i as usize).copied().unwrap_or(*i)),
        AffineExpr::Const(c) => AffineExpr::Const(*c),
        AffineExpr::Add(l, x) => AffineExpr::Add(r(l), r(x)),
        AffineExpr::Mul(l, x) => AffineExpr::Mul(r(l), r(x)),
        AffineExpr::Mod(l, x) => AffineExpr::Mod(r(l), r(x)),
        AffineExpr::FloorDiv(l, x) => AffineExpr::FloorDiv(r(l), r(x)),
        AffineExpr::CeilDiv(l, x) => AffineExpr::CeilDiv(r(l), r(x)),
    }
}

/// One side's bounds (MLIR's `parseAffineMapWithMinMax`): `(e, max(e, e), ...)`, each entry
/// an affine expression of SSA values or, after `max` (`min`), a parenthesized list of
/// them. The dimension and symbol operands of all entries are merged, repeated values
/// once, dimensions first. Adds the operands to `st`; returns the map and the group sizes.
fn parse_min_max_bounds(
    p: &mut OpParser<'_>,
    st: &mut OperationState,
    keyword: &str,
) -> PResult<(AffineMap, Vec<i64>)> {
    let index = p.ctx().index_type();
    p.expect_msg(TokenKind::LParen, "expected '('")?;
    if p.eat(TokenKind::RParen) {
        return Ok((AffineMap { num_dims: 0, num_symbols: 0, results: Box::new([]) }, Vec::new()));
    }
    // Each entry: its expressions and the values of its dimensions and symbols.
    let mut entries: Vec<(Vec<AffineExpr>, Vec<Value>, Vec<Value>)> = Vec::new();
    let mut groups = Vec::new();
    loop {
        if p.eat_literal(keyword) {
            let (map, names) = parse_affine_map_of_ssa_ids_in(p, true)?;
            let mut vals = Vec::with_capacity(names.len());
            for n in names {
                vals.push(p.resolve_operand(n, index)?);
            }
            let syms = vals.split_off(map.num_dims as usize);
            groups.push(map.results.len() as i64);
            entries.push((map.results.to_vec(), vals, syms));
        } else {
            let (e, names, num_dims) = parse_affine_expr_of_ssa_ids(p)?;
            let mut vals = Vec::with_capacity(names.len());
            for n in names {
                vals.push(p.resolve_operand(n, index)?);
            }
            let syms = vals.split_off(num_dims);
            groups.push(1);
            entries.push((vec![e], vals, syms));
        }
        if !p.eat(TokenKind::Comma) {
            break;
        }
    }
    p.expect_msg(TokenKind::RParen, "expected ')'")?;
    let (mut dims, mut syms): (Vec<Value>, Vec<Value>) = (Vec::new(), Vec::new());
    let position = |list: &mut Vec<Value>, v: Value| -> u32 {
        match list.iter().position(|&x| x == v) {
            Some(i) => i as u32,
            None => {
                list.push(v);
                list.len() as u32 - 1
            }
        }
    };
    let mut results = Vec::new();
    for (exprs, d, s) in &entries {
        let dpos: Vec<u32> = d.iter().map(|&v| position(&mut dims, v)).collect();
        let spos: Vec<u32> = s.iter().map(|&v| position(&mut syms, v)).collect();
        results.extend(exprs.iter().map(|e| renumber(e, &dpos, &spos)));
    }
    let map = AffineMap { num_dims: dims.len() as u32, num_symbols: syms.len() as u32, results: results.into() };
    st.operands.extend(dims);
    st.operands.extend(syms);
    Ok((map, groups))
}

/// One affine expression of SSA values (MLIR's `parseAffineExprOfSSAIds`): the expression,
/// its dimension then symbol operands, and the number of dimensions.
fn parse_affine_expr_of_ssa_ids<'a>(p: &mut OpParser<'a>) -> PResult<(AffineExpr, Vec<UnresolvedOperand<'a>>, usize)> {
    let mut seen: Vec<(&'a str, AffineExpr)> = Vec::new();
    let mut dims: Vec<UnresolvedOperand<'a>> = Vec::new();
    let mut syms: Vec<UnresolvedOperand<'a>> = Vec::new();
    let mut on_ssa = |pp: &mut Parser<'a>, is_symbol: bool| -> PResult<AffineExpr> {
        let t = pp.peek();
        if let Some((_, e)) = seen.iter().find(|(n, _)| *n == t.text) {
            pp.bump();
            return Ok(e.clone());
        }
        pp.bump();
        let u = UnresolvedOperand { name: t.text, number: 0, offset: t.offset };
        let e = if is_symbol {
            syms.push(u);
            AffineExpr::Symbol(syms.len() as u32 - 1)
        } else {
            dims.push(u);
            AffineExpr::Dim(dims.len() as u32 - 1)
        };
        seen.push((t.text, e.clone()));
        Ok(e)
    };
    let e = p.p.parse_affine_expr_of_ssa_ids(&mut on_ssa)?;
    let num_dims = dims.len();
    dims.extend(syms);
    Ok((e, dims, num_dims))
}

/// `affine.parallel (%i, ...) = (lbs) to (ubs) [step (c, ...)] [reduce ("kind", ...)]
/// [-> (types)] { body } [attrs]`; steps default to 1.
pub fn parse_parallel<'a>(p: &mut OpParser<'a>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let mut ivs = Vec::new();
    p.expect_msg(TokenKind::LParen, "expected '(' in argument list")?;
    if !p.eat(TokenKind::RParen) {
        loop {
            ivs.push(parse_argument(p)?);
            if !p.eat(TokenKind::Comma) {
                break;
            }
        }
        p.expect_msg(TokenKind::RParen, "expected ')' in argument list")?;
    }
    p.expect_msg(TokenKind::Equal, "expected '='")?;
    let (lb, lb_groups) = parse_min_max_bounds(p, st, "max")?;
    st.add_attr(ctx.ident("lowerBoundsMap"), map_attr(ctx, lb));
    st.add_attr(ctx.ident("lowerBoundsGroups"), i32_tensor_attr(ctx, &lb_groups));
    if !p.eat_literal("to") {
        return p.custom_err_at(p.peek().offset, "expected 'to'");
    }
    let (ub, ub_groups) = parse_min_max_bounds(p, st, "min")?;
    st.add_attr(ctx.ident("upperBoundsMap"), map_attr(ctx, ub));
    st.add_attr(ctx.ident("upperBoundsGroups"), i32_tensor_attr(ctx, &ub_groups));
    let i64t = ctx.common().i64;
    let steps: Vec<Attribute> = if p.eat_literal("step") {
        let (map, _operands) = parse_affine_map_of_ssa_ids_in(p, true)?;
        let mut steps = Vec::new();
        for e in map.results.iter() {
            let AffineExpr::Const(c) = e else {
                return p.custom_err_loc(st.loc, "steps must be constant integers");
            };
            steps.push(ctx.integer_attr(i64t, *c as i128));
        }
        steps
    } else {
        vec![ctx.integer_attr(i64t, 1); ivs.len()]
    };
    st.add_attr(ctx.ident("steps"), ctx.array_attr(&steps));
    let mut reductions = Vec::new();
    if p.eat_literal("reduce") {
        p.expect_msg(TokenKind::LParen, "expected '('")?;
        loop {
            let at = p.peek().offset;
            let loc = p.current_loc();
            let a = p.p.parse_attribute(Some(ctx.common().none))?;
            let Some(s) = ctx.str_value(a) else {
                return p.custom_err_loc(loc, "invalid kind of attribute specified");
            };
            let Some(kind) = ATOMIC_RMW_KINDS.iter().position(|k| *k == s) else {
                let written = crate::print::attrs::attr_to_string(ctx, a);
                return p.custom_err_at(at, format!("invalid reduction value: {written}"));
            };
            reductions.push(ctx.integer_attr(i64t, kind as i128));
            if !p.eat(TokenKind::Comma) {
                break;
            }
        }
        p.expect_msg(TokenKind::RParen, "expected ')'")?;
    }
    st.add_attr(ctx.ident("reductions"), ctx.array_attr(&reductions));
    if p.eat(TokenKind::Arrow) {
        let tys = p.parse_function_result_types()?;
        st.result_types.extend(tys);
    }
    let args: Vec<_> = ivs.into_iter().map(|(name, loc)| entry_arg(p, name, index, loc)).collect();
    p.parse_region(st, &args)?;
    p.parse_optional_attr_dict(st)?;
    Ok(())
}

/// One side's bounds as [`parse_min_max_bounds`] reads them (MLIR's `printMinMaxBound`).
fn print_min_max_bounds(p: &mut OpPrinter<'_>, map: &AffineMap, groups: &[i64], operands: &[Value], keyword: &str) {
    let mut start = 0usize;
    for (i, &size) in groups.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let size = size.max(0) as usize;
        let Some(sub) = slice_map(map, start, size) else { return };
        if size == 1 {
            print_affine_map_of_ssa_ids(p, &sub, operands);
        } else {
            p.write(keyword);
            p.write("(");
            print_affine_map_of_ssa_ids(p, &sub, operands);
            p.write(")");
        }
        start += size;
    }
}

/// Prints `affine.parallel` in the form [`parse_parallel`] reads: steps only when one is
/// not 1, `reduce` and the result types only when there are results.
pub fn print_parallel<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    let Some(x) = parallel_parts(op).filter(|_| op.regions().len() == 1) else {
        p.print_generic_fallback(op);
        return;
    };
    let body = op.regions_body();
    let args: SmallVec<[Value; 4]> =
        body.entry_block(op.regions()[0]).map(|b| body.block(b).args.iter().copied().collect()).unwrap_or_default();
    p.write(" (");
    p.print_operands(args.iter().copied());
    p.write(") = (");
    print_min_max_bounds(p, x.lb_map, &x.lb_groups, x.lb_operands, "max");
    p.write(") to (");
    print_min_max_bounds(p, x.ub_map, &x.ub_groups, x.ub_operands, "min");
    p.write(")");
    if x.steps.iter().any(|&s| s != 1) {
        let s: Vec<String> = x.steps.iter().map(|s| s.to_string()).collect();
        p.write(&format!(" step ({})", s.join(", ")));
    }
    if op.num_results() > 0 {
        let kinds: Vec<String> = x
            .reductions
            .iter()
            .map(|&a| format!("\"{}\"", reduction_kind(op.ctx, a).map_or("", |k| ATOMIC_RMW_KINDS[k])))
            .collect();
        p.write(&format!(" reduce ({}) -> (", kinds.join(", ")));
        let tys: SmallVec<[Type; 4]> = op.results().map(|v| op.value_type(v)).collect();
        p.print_types(tys);
        p.write(")");
    }
    p.write(" ");
    p.print_region(op, op.regions()[0], false, op.num_results() > 0);
    p.print_optional_attr_dict(op, PARALLEL_ELIDED);
}

/// Whether a result of type `t` can be reduced with the AtomicRMWKind `kind` (MLIR's
/// `isResultTypeMatchAtomicRMWKind`).
fn reduction_fits(ctx: &Context, t: Type, kind: &str) -> bool {
    let data = ctx.type_data(t);
    let is_float = matches!(data, TypeData::Float(_));
    let int_sign = match data {
        TypeData::Integer { signedness, .. } => Some(*signedness),
        _ => None,
    };
    use crate::ir::Signedness;
    match kind {
        "addf" | "mulf" | "maximumf" | "minimumf" => is_float,
        "addi" | "muli" | "ori" | "andi" => int_sign.is_some(),
        "assign" => true,
        "maxs" | "mins" => int_sign == Some(Signedness::Signed),
        "maxu" | "minu" => int_sign == Some(Signedness::Unsigned),
        _ => false,
    }
}

/// `affine.parallel`'s verifier (MLIR's `AffineParallelOp::verify`, after the checks of
/// its SingleBlock and implicit-terminator traits): one region argument, lower and upper
/// bound group and step per dimension, non-empty groups covering the maps, a reduction
/// fitting each result, and valid dimension and symbol operands.
pub fn verify_parallel(op: OpRef<'_>) -> Result<(), Diagnostic> {
    verify_single_block(op)?;
    verify_one_block_regions(op, &["region"], &[])?;
    verify_terminators(op)?;
    let Some(x) = parallel_parts(op) else { return Ok(()) };
    let body = op.regions_body();
    let num_args = op.regions().first().and_then(|&r| body.entry_block(r)).map_or(0, |b| body.block(b).args.len());
    let n = x.steps.len();
    if x.lb_groups.len() != n || x.ub_groups.len() != n || num_args != n {
        return Err(ods::op_error(
            op,
            format!(
                "the number of region arguments ({num_args}) and the number of map groups for lower ({}) and upper bound ({}), and the number of steps ({n}) must all match",
                x.lb_groups.len(),
                x.ub_groups.len()
            ),
        ));
    }
    for (groups, map, what) in [(&x.lb_groups, x.lb_map, "lower"), (&x.ub_groups, x.ub_map, "upper")] {
        let mut expected = 0i64;
        for &g in groups.iter() {
            // (MLIR reads the sizes as unsigned.)
            let g = g as u32;
            if g == 0 {
                return Err(ods::op_error(op, format!("expected {what} bound map to have at least one result")));
            }
            expected += i64::from(g);
        }
        if expected != map.results.len() as i64 {
            return Err(ods::op_error(op, format!("expected {what} bounds map to have {expected} results")));
        }
    }
    if x.reductions.len() != op.num_results() {
        return Err(ods::op_error(op, "a reduction must be specified for each output"));
    }
    for (&a, r) in x.reductions.iter().zip(op.results()) {
        let Some(kind) = reduction_kind(op.ctx, a) else {
            return Err(ods::op_error(op, "invalid reduction attribute"));
        };
        if !reduction_fits(op.ctx, op.value_type(r), ATOMIC_RMW_KINDS[kind]) {
            return Err(ods::op_error(op, "result type cannot match reduction attribute"));
        }
    }
    verify_dims_and_symbols(op, x.lb_operands, x.lb_map.num_dims as usize)?;
    verify_dims_and_symbols(op, x.ub_operands, x.ub_map.num_dims as usize)?;
    Ok(())
}

// ---- affine.dma_start / affine.dma_wait -----------------------------------------------------

/// The number of inputs of a map attribute of `op` (0 when missing).
fn map_inputs(op: OpRef<'_>, name: &str) -> usize {
    affine_map(op.ctx, op.attr(name)).map_or(0, |m| (m.num_dims + m.num_symbols) as usize)
}

/// The operand positions of an affine.dma_start: the source, destination and tag memrefs
/// (each followed by its map's operands) and the element count.
pub struct DmaLayout {
    /// The source memref.
    pub src: usize,
    /// The destination memref.
    pub dst: usize,
    /// The tag memref.
    pub tag: usize,
    /// The element count (the optional stride pair follows).
    pub num_elements: usize,
}

/// [`DmaLayout`] of `op`, from its maps.
pub fn dma_start_layout(op: OpRef<'_>) -> DmaLayout {
    let src = 0;
    let dst = src + 1 + map_inputs(op, "src_map");
    let tag = dst + 1 + map_inputs(op, "dst_map");
    let num_elements = tag + 1 + map_inputs(op, "tag_map");
    DmaLayout { src, dst, tag, num_elements }
}

/// A memref and its subscripts (`%m[%i + 1, symbol(%n)]`): the memref's and the
/// subscripts' operand names, and the map.
fn parse_memref_access<'a>(
    p: &mut OpParser<'a>,
) -> PResult<(UnresolvedOperand<'a>, Vec<UnresolvedOperand<'a>>, AffineMap)> {
    let m = p.parse_operand()?;
    let (map, names) = parse_affine_map_of_ssa_ids_in(p, false)?;
    Ok((m, names, map))
}

/// Adds the map attributes, by name in order (an attribute dictionary, as MLIR keeps it).
fn add_maps(p: &OpParser<'_>, st: &mut OperationState, maps: &[(&str, &AffineMap)]) {
    let ctx = p.ctx();
    let mut maps = maps.to_vec();
    maps.sort_by_key(|m| m.0);
    for (name, map) in maps {
        st.add_attr(ctx.ident(name), map_attr(ctx, map.clone()));
    }
}

/// `affine.dma_start %src[...], %dst[...], %tag[...], %n [, %stride, %perStride] : T, T, T`.
pub fn parse_dma_start<'a>(p: &mut OpParser<'a>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let (src, src_idx, src_map) = parse_memref_access(p)?;
    p.expect_msg(TokenKind::Comma, "expected ','")?;
    let (dst, dst_idx, dst_map) = parse_memref_access(p)?;
    p.expect_msg(TokenKind::Comma, "expected ','")?;
    let (tag, tag_idx, tag_map) = parse_memref_access(p)?;
    p.expect_msg(TokenKind::Comma, "expected ','")?;
    let num = p.parse_operand()?;
    let mut stride = Vec::new();
    if p.eat(TokenKind::Comma) {
        stride = p.parse_operand_list()?;
    }
    if !stride.is_empty() && stride.len() != 2 {
        return p.custom_err_loc(st.loc, "expected two stride related operands");
    }
    p.expect_msg(TokenKind::Colon, "expected ':'")?;
    let mut types = vec![p.p.parse_type()?];
    while p.eat(TokenKind::Comma) {
        types.push(p.p.parse_type()?);
    }
    if types.len() != 3 {
        return p.custom_err_loc(st.loc, "expected three types");
    }
    let v = p.resolve_operand(src, types[0])?;
    st.operands.push(v);
    resolve_index(p, &src_idx, st)?;
    let v = p.resolve_operand(dst, types[1])?;
    st.operands.push(v);
    resolve_index(p, &dst_idx, st)?;
    let v = p.resolve_operand(tag, types[2])?;
    st.operands.push(v);
    resolve_index(p, &tag_idx, st)?;
    let v = p.resolve_operand(num, index)?;
    st.operands.push(v);
    resolve_index(p, &stride, st)?;
    add_maps(p, st, &[("src_map", &src_map), ("dst_map", &dst_map), ("tag_map", &tag_map)]);
    let inputs = |m: &AffineMap| (m.num_dims + m.num_symbols) as usize;
    if src_idx.len() != inputs(&src_map) || dst_idx.len() != inputs(&dst_map) || tag_idx.len() != inputs(&tag_map) {
        return p.custom_err_loc(st.loc, "memref operand count not equal to map.numInputs");
    }
    Ok(())
}

/// `%m[subscripts]` of a memref operand and the operands of its map.
fn print_memref_access(p: &mut OpPrinter<'_>, op: OpRef<'_>, memref: usize, attr: &str) {
    let ops = op.operands();
    let map = affine_map(op.ctx, op.attr(attr)).cloned().unwrap_or(AffineMap {
        num_dims: 0,
        num_symbols: 0,
        results: Box::new([]),
    });
    let n = (map.num_dims + map.num_symbols) as usize;
    p.print_operand(ops[memref]);
    p.write("[");
    print_affine_map_of_ssa_ids(p, &map, ops.get(memref + 1..memref + 1 + n).unwrap_or(&[]));
    p.write("]");
}

/// Prints `affine.dma_start` in the form [`parse_dma_start`] reads (with no attribute
/// dictionary, as MLIR).
pub fn print_dma_start<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    let l = dma_start_layout(op);
    let ops = op.operands();
    if ops.len() != l.num_elements + 1 && ops.len() != l.num_elements + 3 {
        p.print_generic_fallback(op);
        return;
    }
    p.write(" ");
    print_memref_access(p, op, l.src, "src_map");
    p.write(", ");
    print_memref_access(p, op, l.dst, "dst_map");
    p.write(", ");
    print_memref_access(p, op, l.tag, "tag_map");
    p.write(", ");
    p.print_operands(ops[l.num_elements..].iter().copied());
    p.write(" : ");
    p.print_types([ops[l.src], ops[l.dst], ops[l.tag]].iter().map(|&v| op.value_type(v)));
}

/// MLIR's `isValidAffineIndexOperand`: a valid dimension or symbol of the op's scope.
fn valid_index_operand(op: OpRef<'_>, v: Value) -> bool {
    let scope = affine_scope(op.body, op.id);
    is_valid_dim(op.ctx, op.body, v, scope) || is_valid_symbol(op.ctx, op.body, v, scope)
}

fn is_memref(op: OpRef<'_>, v: Option<&Value>) -> bool {
    v.is_some_and(|&v| matches!(op.ctx.type_data(op.value_type(v)), TypeData::MemRef { .. }))
}

/// The subscript checks of the DMA ops: `index` operands valid as dimensions or symbols.
fn verify_dma_indices(op: OpRef<'_>, indices: &[Value], what: &str) -> Result<(), Diagnostic> {
    let index = op.ctx.index_type();
    for &v in indices {
        if op.value_type(v) != index {
            let msg = if what.is_empty() {
                "index to dma_wait must have 'index' type".to_string()
            } else {
                format!("{what} index to dma_start must have 'index' type")
            };
            return Err(ods::op_error(op, msg));
        }
        if !valid_index_operand(op, v) {
            let msg = if what.is_empty() {
                "index must be a valid dimension or symbol identifier".to_string()
            } else {
                format!("{what} index must be a valid dimension or symbol identifier")
            };
            return Err(ods::op_error(op, msg));
        }
    }
    Ok(())
}

/// `affine.dma_start`'s verifier (MLIR's `AffineDmaStartOp::verifyInvariantsImpl`).
pub fn verify_dma_start(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let l = dma_start_layout(op);
    let ops = op.operands();
    if !is_memref(op, ops.get(l.src)) {
        return Err(ods::op_error(op, "expected DMA source to be of memref type"));
    }
    if !is_memref(op, ops.get(l.dst)) {
        return Err(ods::op_error(op, "expected DMA destination to be of memref type"));
    }
    if !is_memref(op, ops.get(l.tag)) {
        return Err(ods::op_error(op, "expected DMA tag to be of memref type"));
    }
    if ops.len() != l.num_elements + 1 && ops.len() != l.num_elements + 3 {
        return Err(ods::op_error(op, "incorrect number of operands"));
    }
    verify_dma_indices(op, &ops[l.src + 1..l.dst], "src")?;
    verify_dma_indices(op, &ops[l.dst + 1..l.tag], "dst")?;
    verify_dma_indices(op, &ops[l.tag + 1..l.num_elements], "tag")?;
    Ok(())
}

/// `affine.dma_wait %tag[subscripts], %n : memref<...>`.
pub fn parse_dma_wait<'a>(p: &mut OpParser<'a>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let (tag, tag_idx, tag_map) = parse_memref_access(p)?;
    p.expect_msg(TokenKind::Comma, "expected ','")?;
    let num = p.parse_operand()?;
    p.expect_msg(TokenKind::Colon, "expected ':'")?;
    let ty = p.p.parse_type()?;
    add_maps(p, st, &[("tag_map", &tag_map)]);
    let v = p.resolve_operand(tag, ty)?;
    st.operands.push(v);
    resolve_index(p, &tag_idx, st)?;
    let v = p.resolve_operand(num, index)?;
    st.operands.push(v);
    if !matches!(ctx.type_data(ty), TypeData::MemRef { .. }) {
        return p.custom_err_loc(st.loc, "expected tag to be of memref type");
    }
    if tag_idx.len() != (tag_map.num_dims + tag_map.num_symbols) as usize {
        return p.custom_err_loc(st.loc, "tag memref operand count != to map.numInputs");
    }
    Ok(())
}

/// Prints `affine.dma_wait` in the form [`parse_dma_wait`] reads.
pub fn print_dma_wait<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    let ops = op.operands();
    if ops.len() != map_inputs(op, "tag_map") + 2 {
        p.print_generic_fallback(op);
        return;
    }
    p.write(" ");
    print_memref_access(p, op, 0, "tag_map");
    p.write(", ");
    p.print_operand(ops[ops.len() - 1]);
    p.write(" : ");
    p.print_types([op.value_type(ops[0])]);
}

/// `affine.dma_wait`'s verifier (MLIR's `AffineDmaWaitOp::verifyInvariantsImpl`).
pub fn verify_dma_wait(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ops = op.operands();
    if !is_memref(op, ops.first()) {
        return Err(ods::op_error(op, "expected DMA tag to be of memref type"));
    }
    let n = map_inputs(op, "tag_map");
    verify_dma_indices(op, ops.get(1..1 + n).unwrap_or(&[]), "")?;
    Ok(())
}

// ---- affine.delinearize_index / affine.linearize_index --------------------------------------

/// The predicate of `Affine_UnitProp`: MLIR's `UnitProp` in the generic form, a unit
/// attribute when set, `false` (or `true`) as a bool.
pub fn is_unit_prop(ctx: &Context, a: Attribute) -> bool {
    a == ctx.common().unit || matches!(ctx.attr_data(a), AttrData::Bool(_))
}

/// `static_basis` of an index op.
pub fn static_basis<'a>(op: OpRef<'a>) -> &'a [i64] {
    match op.attr("static_basis").map(|a| op.ctx.attr_data(a)) {
        Some(AttrData::DenseArrayInt { values, .. }) => values,
        _ => &[],
    }
}

/// The basis check the two index ops share: a dynamic operand per `kDynamic` entry.
fn verify_basis(op: OpRef<'_>, num_dynamic: usize) -> Result<(), Diagnostic> {
    let basis = static_basis(op);
    if basis.iter().filter(|&&v| crate::ir::layout::is_dynamic(v)).count() != num_dynamic {
        return Err(ods::op_error(
            op,
            "mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite",
        ));
    }
    Ok(())
}

/// `affine.delinearize_index`'s verifier: a result per basis element (and at most one
/// more), the basis consistent, static elements positive.
pub fn verify_delinearize(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let basis = static_basis(op);
    let n = op.num_results();
    if n != basis.len() && n != basis.len() + 1 {
        return Err(ods::op_error(op, "should return an index for each basis element and up to one extra index"));
    }
    verify_basis(op, op.operands().len().saturating_sub(1))?;
    if basis.iter().any(|&v| v <= 0 && !crate::ir::layout::is_dynamic(v)) {
        return Err(ods::op_error(op, "no basis element may be statically non-positive"));
    }
    Ok(())
}

/// `affine.linearize_index`'s verifier: a basis element per index (but possibly the
/// first), the basis consistent.
pub fn verify_linearize(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let basis = static_basis(op);
    let seg = ods::operand_group_at(op, 0).len();
    if seg != basis.len() && seg != basis.len() + 1 {
        return Err(ods::op_error(op, "should be passed a basis element for each index except possibly the first"));
    }
    verify_basis(op, ods::operand_group_at(op, 1).len())
}
