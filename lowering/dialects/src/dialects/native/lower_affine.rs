//! The extern terms of `spec/conversion/affine_to_std.td` (MLIR's AffineToStandard,
//! `-lower-affine`): what the rules cannot say as a fixed list of ops. An affine map's
//! results become arith ops by walking each expression tree (MLIR's `AffineApplyExpander`,
//! `mlir/lib/Dialect/Affine/Utils/Utils.cpp`), with its exact sequences for `mod`,
//! `floordiv` and `ceildiv`; several values reduce to their minimum or maximum through a
//! chain of `arith.minsi`/`arith.maxsi`; an integer set becomes a conjunction of
//! comparisons; and the loop and conditional take over the affine op's regions. The ops
//! are built in the order MLIR builds them, so that values number as in `mlir-opt
//! --lower-affine`.

use smallvec::SmallVec;

use crate::conversion::{enum_value_attr, Rewriter};
use crate::dialects::gen::{arith, scf};
use crate::ir::{AffineExpr, AttrData, Attribute, IntegerSet, RegionId, Value};

// arith.cmpi predicates (MLIR's `CmpIPredicate` numbering).
const EQ: u64 = 0;
const SLT: u64 = 2;
const SLE: u64 = 3;
const SGE: u64 = 5;
/// `#arith.overflow<nsw>`: MLIR marks the products of affine expressions no-signed-wrap.
const NSW: u64 = 1;

/// Builds the arith ops of affine expressions over dimension and symbol values.
struct Expander<'x, 'r, 'a> {
    rw: &'x mut Rewriter<'r, 'a>,
    dims: &'x [Value],
    syms: &'x [Value],
}

impl Expander<'_, '_, '_> {
    fn insert(&mut self, st: crate::ir::OperationState) -> Value {
        self.rw.insert_value(st)
    }

    fn constant(&mut self, v: i64) -> Value {
        let ctx = self.rw.ctx;
        let index = ctx.index_type();
        let st = arith::ConstantOp::build(ctx, self.rw.loc, Some(ctx.integer_attr(index, v as i128)), index);
        self.insert(st)
    }

    fn add(&mut self, l: Value, r: Value) -> Value {
        let (ctx, loc) = (self.rw.ctx, self.rw.loc);
        self.insert(arith::AddIOp::build(ctx, loc, l, r, None, ctx.index_type()))
    }

    fn sub(&mut self, l: Value, r: Value) -> Value {
        let (ctx, loc) = (self.rw.ctx, self.rw.loc);
        self.insert(arith::SubIOp::build(ctx, loc, l, r, None, ctx.index_type()))
    }

    fn cmp(&mut self, pred: u64, l: Value, r: Value) -> Value {
        let (ctx, loc) = (self.rw.ctx, self.rw.loc);
        let p = enum_value_attr(ctx, &arith::ARITH_CMP_I_PREDICATE_ATTR_ENUM, pred);
        self.insert(arith::CmpIOp::build(ctx, loc, l, r, Some(p), ctx.common().i1))
    }

    fn select(&mut self, c: Value, t: Value, f: Value) -> Value {
        let (ctx, loc) = (self.rw.ctx, self.rw.loc);
        self.insert(arith::SelectOp::build(ctx, loc, c, t, f, ctx.index_type()))
    }

    fn div(&mut self, l: Value, r: Value) -> Value {
        let (ctx, loc) = (self.rw.ctx, self.rw.loc);
        self.insert(arith::DivSiOp::build(ctx, loc, l, r, None, ctx.index_type()))
    }

    /// MLIR reports a division or modulo by a constant that is not positive, at the op,
    /// and the expansion fails.
    fn check_divisor(&mut self, rhs: &AffineExpr, what: &str) -> Option<()> {
        if let AffineExpr::Const(c) = rhs {
            if *c <= 0 {
                self.rw.report_error(self.rw.loc, format!("{what} by non-positive value is not supported"));
                return None;
            }
        }
        Some(())
    }

    /// The value of `e`: the operands of a binary expression first (left, then right),
    /// then its ops.
    fn expand(&mut self, e: &AffineExpr) -> Option<Value> {
        let ctx = self.rw.ctx;
        match e {
            AffineExpr::Dim(i) => self.dims.get(*i as usize).copied(),
            AffineExpr::Symbol(i) => self.syms.get(*i as usize).copied(),
            AffineExpr::Const(c) => Some(self.constant(*c)),
            AffineExpr::Add(l, r) => {
                let (l, r) = (self.expand(l)?, self.expand(r)?);
                Some(self.add(l, r))
            }
            AffineExpr::Mul(l, r) => {
                let (l, r) = (self.expand(l)?, self.expand(r)?);
                let nsw = enum_value_attr(ctx, &arith::ARITH_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM, NSW);
                let st = arith::MulIOp::build(ctx, self.rw.loc, l, r, Some(nsw), ctx.index_type());
                Some(self.insert(st))
            }
            // a mod b = let r = a srem b in r < 0 ? r + b : r
            AffineExpr::Mod(l, r) => {
                self.check_divisor(r, "modulo")?;
                let (l, r) = (self.expand(l)?, self.expand(r)?);
                let (ctx, loc) = (self.rw.ctx, self.rw.loc);
                let rem = self.insert(arith::RemSiOp::build(ctx, loc, l, r, ctx.index_type()));
                let zero = self.constant(0);
                let negative = self.cmp(SLT, rem, zero);
                let corrected = self.add(rem, r);
                Some(self.select(negative, corrected, rem))
            }
            // a floordiv b = let n = a < 0 in let q = (n ? -a - 1 : a) / b in n ? -q - 1 : q
            AffineExpr::FloorDiv(l, r) => {
                self.check_divisor(r, "division")?;
                let (l, r) = (self.expand(l)?, self.expand(r)?);
                let zero = self.constant(0);
                let minus_one = self.constant(-1);
                let negative = self.cmp(SLT, l, zero);
                let decremented = self.sub(minus_one, l);
                let dividend = self.select(negative, decremented, l);
                let quotient = self.div(dividend, r);
                let corrected = self.sub(minus_one, quotient);
                Some(self.select(negative, corrected, quotient))
            }
            // a ceildiv b = let p = a <= 0 in let q = (p ? -a : a - 1) / b in p ? -q : q + 1
            AffineExpr::CeilDiv(l, r) => {
                self.check_divisor(r, "division")?;
                let (l, r) = (self.expand(l)?, self.expand(r)?);
                let zero = self.constant(0);
                let one = self.constant(1);
                let non_positive = self.cmp(SLE, l, zero);
                let negated = self.sub(zero, l);
                let decremented = self.sub(l, one);
                let dividend = self.select(non_positive, negated, decremented);
                let quotient = self.div(dividend, r);
                let negated_quotient = self.sub(zero, quotient);
                let incremented = self.add(quotient, one);
                Some(self.select(non_positive, negated_quotient, incremented))
            }
        }
    }
}

/// Term `AffineMapResults`: the results of the affine map attribute applied to
/// `operands` (dimensions, then symbols), each expanded into arith ops in turn (MLIR's
/// `expandAffineMap`). Fails when one cannot be (a division by a non-positive constant,
/// reported), after trying them all, as MLIR does.
pub fn map_results(rw: &mut Rewriter<'_, '_>, map: Attribute, operands: &[Value]) -> Option<Vec<Value>> {
    let AttrData::AffineMap(m) = rw.ctx.attr_data(map) else { return None };
    let num_dims = (m.num_dims as usize).min(operands.len());
    let (dims, syms) = operands.split_at(num_dims);
    let mut x = Expander { rw, dims, syms };
    let values: Vec<Option<Value>> = m.results.iter().map(|e| x.expand(e)).collect();
    values.into_iter().collect()
}

/// Term `AffineMapResult`: [`map_results`] of a map with one result.
pub fn map_result(rw: &mut Rewriter<'_, '_>, map: Attribute, operands: &[Value]) -> Option<Value> {
    match rw.ctx.attr_data(map) {
        AttrData::AffineMap(m) if m.results.len() == 1 => map_results(rw, map, operands)?.pop(),
        _ => None,
    }
}

/// `values[0]` combined with each following value by a two-operand op, in order (MLIR's
/// `buildMinMaxReductionSeq`).
fn reduce(
    rw: &mut Rewriter<'_, '_>,
    values: &[Value],
    build: fn(&crate::ir::Context, Attribute, Value, Value, crate::ir::Type) -> crate::ir::OperationState,
) -> Option<Value> {
    let (&first, rest) = values.split_first()?;
    let mut acc = first;
    for &v in rest {
        let st = build(rw.ctx, rw.loc, acc, v, rw.ctx.index_type());
        acc = rw.insert_value(st);
    }
    Some(acc)
}

/// Term `MinOf`: the smallest of the values (signed), as a chain of `arith.minsi`.
pub fn min_of(rw: &mut Rewriter<'_, '_>, values: &[Value]) -> Option<Value> {
    reduce(rw, values, arith::MinSiOp::build)
}

/// Term `MaxOf`: the largest of the values (signed), as a chain of `arith.maxsi`.
pub fn max_of(rw: &mut Rewriter<'_, '_>, values: &[Value]) -> Option<Value> {
    reduce(rw, values, arith::MaxSiOp::build)
}

/// Term `SetCondition`: whether every constraint of the integer set attribute holds for
/// `operands` (dimensions, then symbols): a zero constant, then for each constraint its
/// expression and an `arith.cmpi sge` (or `eq` for an equality) with zero, joined by
/// `arith.andi` as they come (no short circuit); `true` for a set without constraints.
pub fn set_condition(rw: &mut Rewriter<'_, '_>, set: Attribute, operands: &[Value]) -> Option<Value> {
    let ctx = rw.ctx;
    let AttrData::IntegerSet(IntegerSet { num_dims, constraints, .. }) = ctx.attr_data(set) else { return None };
    let num_dims = (*num_dims as usize).min(operands.len());
    let (dims, syms) = operands.split_at(num_dims);
    let mut x = Expander { rw, dims, syms };
    let zero = x.constant(0);
    let mut cond: Option<Value> = None;
    for (e, is_eq) in constraints.iter() {
        let v = x.expand(e)?;
        let c = x.cmp(if *is_eq { EQ } else { SGE }, v, zero);
        cond = Some(match cond {
            Some(prev) => {
                let (ctx, loc) = (x.rw.ctx, x.rw.loc);
                x.insert(arith::AndIOp::build(ctx, loc, prev, c, ctx.common().i1))
            }
            None => c,
        });
    }
    Some(match cond {
        Some(c) => c,
        None => {
            let i1 = ctx.common().i1;
            x.insert(arith::ConstantOp::build(ctx, x.rw.loc, Some(ctx.integer_attr(i1, 1)), i1))
        }
    })
}

/// The root op's result types.
fn root_result_types(rw: &Rewriter<'_, '_>) -> Option<SmallVec<[crate::ir::Type; 4]>> {
    let op = rw.root()?;
    Some(rw.body.results(op).map(|v| rw.body.value_type(v)).collect())
}

/// A new region holding the blocks of `from` (MLIR's `inlineRegionBefore` into a region
/// the builder made, whose own block is then erased).
fn take_region(rw: &mut Rewriter<'_, '_>, from: RegionId) -> RegionId {
    let r = rw.body.new_region();
    rw.body.move_region_blocks(from, r, None);
    r
}

/// Term `ScfFor`: an `scf.for` from `lb` to `ub` by `step` carrying `inits`, whose body
/// is the affine.for's region (its induction variable and iter_args become the new
/// loop's); gives the loop's results.
pub fn scf_for(
    rw: &mut Rewriter<'_, '_>,
    lb: Value,
    ub: Value,
    step: Value,
    inits: &[Value],
    region: RegionId,
) -> Option<Vec<Value>> {
    let types = root_result_types(rw)?;
    rw.body.entry_block(region)?;
    let mut st = scf::ForOp::build(rw.ctx, rw.loc, lb, ub, step, inits, None, &types);
    let r = take_region(rw, region);
    st.regions.push(r);
    let op = rw.insert(st);
    Some(rw.body.results(op).collect())
}

/// Term `ScfIf`: an `scf.if` on `cond` whose regions are the affine.if's then and else
/// regions (an empty else region stays empty); gives its results.
pub fn scf_if(rw: &mut Rewriter<'_, '_>, cond: Value, then_r: RegionId, else_r: RegionId) -> Option<Vec<Value>> {
    let types = root_result_types(rw)?;
    rw.body.entry_block(then_r)?;
    let mut st = scf::IfOp::build(rw.ctx, rw.loc, cond, &types);
    let t = take_region(rw, then_r);
    let e = take_region(rw, else_r);
    st.regions.push(t);
    st.regions.push(e);
    let op = rw.insert(st);
    Some(rw.body.results(op).collect())
}

// ---- affine.parallel ------------------------------------------------------------------------

/// The neutral value of an AtomicRMWKind reduction over `ty` (MLIR's
/// `arith::getIdentityValueAttr`, without its finite-values option); `None` for the kinds
/// MLIR has none for.
fn identity_attr(ctx: &crate::ir::Context, kind: &str, ty: crate::ir::Type) -> Option<Attribute> {
    let width = match ctx.type_data(ty) {
        crate::ir::TypeData::Integer { width, .. } => Some(*width),
        _ => None,
    };
    let int = |v: i128| Some(ctx.integer_attr(ty, v));
    let signed_max = |w: u32| if w == 0 { 0 } else { (1i128 << (w.min(127) - 1)) - 1 };
    match kind {
        "addf" => Some(ctx.float_or_splat_attr(ty, 0.0)),
        "mulf" => Some(ctx.float_or_splat_attr(ty, 1.0)),
        "maximumf" => Some(ctx.float_or_splat_attr(ty, f64::NEG_INFINITY)),
        "minimumf" => Some(ctx.float_or_splat_attr(ty, f64::INFINITY)),
        "maxnumf" | "minnumf" => Some(ctx.float_or_splat_attr(ty, f64::NAN)),
        "addi" | "maxu" | "ori" | "xori" => int(0),
        "muli" => int(1),
        "andi" | "minu" => int(-1),
        "maxs" => int(-signed_max(width?) - 1),
        "mins" => int(signed_max(width?)),
        _ => None,
    }
}

/// The op combining two values of an AtomicRMWKind reduction (MLIR's
/// `arith::getReductionOp`).
fn reduction_op(rw: &mut Rewriter<'_, '_>, kind: &str, l: Value, r: Value, ty: crate::ir::Type) -> Option<Value> {
    let (ctx, loc) = (rw.ctx, rw.loc);
    let st = match kind {
        "addf" => arith::AddFOp::build(ctx, loc, l, r, None, ty),
        "mulf" => arith::MulFOp::build(ctx, loc, l, r, None, ty),
        "maximumf" => arith::MaximumFOp::build(ctx, loc, l, r, None, ty),
        "minimumf" => arith::MinimumFOp::build(ctx, loc, l, r, None, ty),
        "maxnumf" => arith::MaxNumFOp::build(ctx, loc, l, r, None, ty),
        "minnumf" => arith::MinNumFOp::build(ctx, loc, l, r, None, ty),
        "addi" => arith::AddIOp::build(ctx, loc, l, r, None, ty),
        "muli" => arith::MulIOp::build(ctx, loc, l, r, None, ty),
        "maxs" => arith::MaxSiOp::build(ctx, loc, l, r, ty),
        "mins" => arith::MinSiOp::build(ctx, loc, l, r, ty),
        "maxu" => arith::MaxUiOp::build(ctx, loc, l, r, ty),
        "minu" => arith::MinUiOp::build(ctx, loc, l, r, ty),
        "ori" => arith::OrIOp::build(ctx, loc, l, r, ty),
        "andi" => arith::AndIOp::build(ctx, loc, l, r, ty),
        "xori" => arith::XOrIOp::build(ctx, loc, l, r, ty),
        _ => return None,
    };
    Some(rw.insert_value(st))
}

/// Term `ScfParallel`: the scf.parallel of an affine.parallel (MLIR's
/// `AffineParallelLowering`). For each dimension its lower bound (the maximum of its group
/// of lower-bound results) then its upper bound (the minimum of its group), then the
/// steps as constants and, with results, the identity value of each reduction; the loop
/// takes over the body, whose `affine.yield` becomes an `scf.reduce` combining each
/// yielded value with its reduction's op.
#[allow(clippy::too_many_arguments)]
pub fn scf_parallel(
    rw: &mut Rewriter<'_, '_>,
    lb_map: Attribute,
    lb_groups: Attribute,
    ub_map: Attribute,
    ub_groups: Attribute,
    steps: Attribute,
    reductions: Attribute,
    operands: &[Value],
    region: RegionId,
) -> Option<Vec<Value>> {
    use super::affine_ops::{group_sizes, reduction_kind, slice_map, ATOMIC_RMW_KINDS};
    let ctx = rw.ctx;
    let (AttrData::AffineMap(lb), AttrData::AffineMap(ub)) = (ctx.attr_data(lb_map), ctx.attr_data(ub_map)) else {
        return None;
    };
    let lb_groups = group_sizes(ctx, Some(lb_groups))?;
    let ub_groups = group_sizes(ctx, Some(ub_groups))?;
    let steps: Vec<i64> = match ctx.attr_data(steps) {
        AttrData::Array(e) => e.iter().map(|&a| ctx.int_value(a).map(|v| v as i64)).collect::<Option<_>>()?,
        _ => return None,
    };
    let kinds: Vec<&str> = match ctx.attr_data(reductions) {
        AttrData::Array(e) => {
            e.iter().map(|&a| reduction_kind(ctx, a).map(|k| ATOMIC_RMW_KINDS[k])).collect::<Option<_>>()?
        }
        _ => return None,
    };
    let n = steps.len();
    let num_lb = (lb.num_dims + lb.num_symbols) as usize;
    let types = root_result_types(rw)?;
    // What the rewrite relies on, checked before anything is built.
    let block = rw.body.entry_block(region)?;
    let term = rw.body.terminator(block)?;
    if lb_groups.len() != n
        || ub_groups.len() != n
        || operands.len() < num_lb
        || kinds.len() != types.len()
        || rw.body.op(term).operands.len() != types.len()
        || ctx.ident_str(rw.body.op(term).name.ident) != "affine.yield"
    {
        return None;
    }
    if kinds.iter().zip(&types).any(|(k, &t)| identity_attr(ctx, k, t).is_none()) {
        rw.report_error(rw.loc, "Reduction operation type not supported");
        return None;
    }
    let (lb_operands, ub_operands) = operands.split_at(num_lb);
    let slices = |map: &crate::ir::AffineMap, groups: &[i64]| -> Option<Vec<Attribute>> {
        let mut start = 0usize;
        let mut out = Vec::new();
        for &g in groups {
            let g = usize::try_from(g).ok()?;
            out.push(ctx.intern_attr(AttrData::AffineMap(slice_map(map, start, g)?)));
            start += g;
        }
        Some(out)
    };
    let (lb_slices, ub_slices) = (slices(lb, &lb_groups)?, slices(ub, &ub_groups)?);
    let (mut lbs, mut ubs) = (Vec::with_capacity(n), Vec::with_capacity(n));
    for i in 0..n {
        let v = map_results(rw, lb_slices[i], lb_operands)?;
        lbs.push(max_of(rw, &v)?);
        let v = map_results(rw, ub_slices[i], ub_operands)?;
        ubs.push(min_of(rw, &v)?);
    }
    let index = ctx.index_type();
    let step_values: Vec<Value> = steps
        .iter()
        .map(|&s| {
            let st = arith::ConstantOp::build(ctx, rw.loc, Some(ctx.integer_attr(index, s as i128)), index);
            rw.insert_value(st)
        })
        .collect();
    let inits: Vec<Value> = kinds
        .iter()
        .zip(&types)
        .map(|(k, &t)| {
            let a = identity_attr(ctx, k, t).expect("checked above");
            rw.insert_value(arith::ConstantOp::build(ctx, rw.loc, Some(a), t))
        })
        .collect();
    let mut st = scf::ParallelOp::build(ctx, rw.loc, &lbs, &ubs, &step_values, &inits, &types);
    let r = take_region(rw, region);
    st.regions.push(r);
    let par = rw.insert(st);
    let results: Vec<Value> = rw.body.results(par).collect();

    // The yield becomes an scf.reduce with one reduction region per result.
    let saved = rw.insertion();
    let yielded: SmallVec<[Value; 4]> = rw.body.op(term).operands.iter().copied().collect();
    let mut reduce = scf::ReduceOp::build(ctx, rw.loc, &yielded);
    let mut bodies = Vec::with_capacity(kinds.len());
    for &t in &types {
        let region = rw.body.new_region();
        let b = rw.body.new_block();
        rw.body.push_block(region, b);
        let l = rw.body.add_block_arg(b, t, Some(rw.loc));
        let r = rw.body.add_block_arg(b, t, Some(rw.loc));
        reduce.regions.push(region);
        bodies.push((b, l, r));
    }
    rw.set_insertion(block, Some(term));
    rw.insert(reduce);
    for ((b, l, r), (k, &t)) in bodies.into_iter().zip(kinds.iter().zip(&types)) {
        rw.set_insertion(b, None);
        let v = reduction_op(rw, k, l, r, t)?;
        let ret = scf::ReduceReturnOp::build(ctx, rw.loc, v);
        rw.insert(ret);
    }
    rw.erase_op(term);
    rw.set_insertion(saved.0, saved.1);
    Some(results)
}

// ---- affine.dma_start / affine.dma_wait -----------------------------------------------------

/// The map attribute `name` of the op being lowered.
fn root_map(rw: &Rewriter<'_, '_>, name: &str) -> Option<Attribute> {
    let a = rw.body.op(rw.root()?).attrs.iter().find(|a| rw.ctx.ident_str(a.name) == name)?.value;
    matches!(rw.ctx.attr_data(a), AttrData::AffineMap(_)).then_some(a)
}

fn map_inputs(rw: &Rewriter<'_, '_>, map: Attribute) -> usize {
    match rw.ctx.attr_data(map) {
        AttrData::AffineMap(m) => (m.num_dims + m.num_symbols) as usize,
        _ => 0,
    }
}

/// Term `AffineDmaStartOperands`: the operands of the memref.dma_start an
/// affine.dma_start becomes (MLIR's `AffineDmaStartLowering`): the source, destination and
/// tag subscripts expanded from their maps (in that order), and the operands reordered as
/// memref.dma_start has them (the element count before the tag).
pub fn dma_start_operands(rw: &mut Rewriter<'_, '_>, operands: &[Value]) -> Option<Vec<Value>> {
    let maps = [root_map(rw, "src_map")?, root_map(rw, "dst_map")?, root_map(rw, "tag_map")?];
    let mut at = 0usize;
    let mut parts = Vec::new();
    for &m in &maps {
        let n = map_inputs(rw, m);
        let memref = *operands.get(at)?;
        let idx = operands.get(at + 1..at + 1 + n)?;
        parts.push((memref, m, idx));
        at += 1 + n;
    }
    let rest = operands.get(at..)?;
    if rest.len() != 1 && rest.len() != 3 {
        return None;
    }
    let mut expanded = Vec::new();
    for &(_, m, idx) in &parts {
        expanded.push(map_results(rw, m, idx)?);
    }
    let mut out = Vec::new();
    out.push(parts[0].0);
    out.extend(&expanded[0]);
    out.push(parts[1].0);
    out.extend(&expanded[1]);
    out.push(rest[0]);
    out.push(parts[2].0);
    out.extend(&expanded[2]);
    out.extend(&rest[1..]);
    Some(out)
}

/// Term `AffineDmaWaitIndices`: the tag subscripts of an affine.dma_wait expanded from its
/// `tag_map` (operands: the tag, the map's operands, the element count).
pub fn dma_wait_indices(rw: &mut Rewriter<'_, '_>, operands: &[Value]) -> Option<Vec<Value>> {
    let m = root_map(rw, "tag_map")?;
    let n = map_inputs(rw, m);
    if operands.len() != n + 2 {
        return None;
    }
    map_results(rw, m, &operands[1..1 + n])
}

/// Term `InAffineParallel`: whether the op being lowered is directly in an
/// affine.parallel (whose rule rewrites its terminator).
pub fn in_affine_parallel(rw: &mut Rewriter<'_, '_>) -> bool {
    let Some(op) = rw.root() else { return false };
    rw.body.parent_op(op).is_some_and(|p| rw.ctx.ident_str(rw.body.op(p).name.ident) == "affine.parallel")
}

/// Term `FirstOf`: the first value.
pub fn first_of(_rw: &mut Rewriter<'_, '_>, values: &[Value]) -> Option<Value> {
    values.first().copied()
}

/// Term `LastOf`: the last value.
pub fn last_of(_rw: &mut Rewriter<'_, '_>, values: &[Value]) -> Option<Value> {
    values.last().copied()
}

// ---- affine.delinearize_index / affine.linearize_index --------------------------------------

/// MLIR's `computeStrides` (AffineExpandIndexOps): the suffix products of the basis (which
/// has no outer bound), static parts folded into one constant per stride; `nuw` besides
/// `nsw` on the products when the basis is known non-negative. `dynamic` holds at least
/// the basis's dynamic values, the last ones used.
fn compute_strides(rw: &mut Rewriter<'_, '_>, dynamic: &[Value], basis: &[i64], non_negative: bool) -> Vec<Value> {
    let ctx = rw.ctx;
    let index = ctx.index_type();
    let flags = if non_negative { NSW | 2 } else { NSW };
    let mut out = Vec::with_capacity(basis.len());
    let mut dyn_index = dynamic.len();
    let mut dynamic_part: Option<Value> = None;
    let mut static_part: i64 = 1;
    for &e in basis.iter().rev() {
        if crate::ir::layout::is_dynamic(e) {
            let next = dynamic[dyn_index - 1];
            dyn_index -= 1;
            dynamic_part = Some(match dynamic_part {
                Some(d) => {
                    let f = enum_value_attr(ctx, &arith::ARITH_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM, flags);
                    rw.insert_value(arith::MulIOp::build(ctx, rw.loc, d, next, Some(f), index))
                }
                None => next,
            });
        } else {
            static_part = static_part.wrapping_mul(e);
        }
        match dynamic_part {
            Some(d) if static_part == 1 => out.push(d),
            _ => {
                let st =
                    arith::ConstantOp::build(ctx, rw.loc, Some(ctx.integer_attr(index, static_part as i128)), index);
                let mut stride = rw.insert_value(st);
                if let Some(d) = dynamic_part {
                    let f = enum_value_attr(ctx, &arith::ARITH_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM, flags);
                    stride = rw.insert_value(arith::MulIOp::build(ctx, rw.loc, d, stride, Some(f), index));
                }
                out.push(stride);
            }
        }
    }
    out.reverse();
    out
}

/// The dense i64 values of a `static_basis` attribute.
fn basis_of(rw: &Rewriter<'_, '_>, a: Attribute) -> Option<Vec<i64>> {
    match rw.ctx.attr_data(a) {
        AttrData::DenseArrayInt { values, .. } => Some(values.to_vec()),
        _ => None,
    }
}

/// Term `DelinearizeIndex`: the multi-index of an affine.delinearize_index as arith ops
/// (MLIR's `LowerDelinearizeIndexOps`): the strides, a zero, the leading index by
/// `floordivsi`, each middle one as a non-negative remainder divided by the next stride,
/// and the last as the remainder by the last stride.
pub fn delinearize_index(
    rw: &mut Rewriter<'_, '_>,
    linear: Value,
    dynamic: &[Value],
    basis: Attribute,
) -> Option<Vec<Value>> {
    let ctx = rw.ctx;
    let index = ctx.index_type();
    let num_results = root_result_types(rw)?.len();
    let mut basis = basis_of(rw, basis)?;
    if basis.len() == num_results {
        basis.remove(0);
    }
    if num_results == 1 {
        return Some(vec![linear]);
    }
    if basis.is_empty() || basis.iter().filter(|&&b| crate::ir::layout::is_dynamic(b)).count() > dynamic.len() {
        return None;
    }
    let strides = compute_strides(rw, dynamic, &basis, true);
    let mut x = Expander { rw, dims: &[], syms: &[] };
    let zero = x.constant(0);
    let (ctx_, loc) = (x.rw.ctx, x.rw.loc);
    let mut results = vec![x.insert(arith::FloorDivSiOp::build(ctx_, loc, linear, strides[0], index))];
    let mod_term = |x: &mut Expander<'_, '_, '_>, stride: Value| -> Value {
        let rem = x.insert(arith::RemSiOp::build(ctx, loc, linear, stride, index));
        let negative = x.cmp(SLT, rem, zero);
        let nsw = enum_value_attr(ctx, &arith::ARITH_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM, NSW);
        let corrected = x.insert(arith::AddIOp::build(ctx, loc, rem, stride, Some(nsw), index));
        x.select(negative, corrected, rem)
    };
    for w in strides.windows(2) {
        let m = mod_term(&mut x, w[0]);
        results.push(x.div(m, w[1]));
    }
    let last = *strides.last()?;
    results.push(mod_term(&mut x, last));
    Some(results)
}

/// How many enclosing loops `v` is defined outside of, from the op being lowered outwards
/// (MLIR's `numEnclosingInvariantLoops` over LoopLikeOpInterface ops).
fn invariant_loops(rw: &Rewriter<'_, '_>, v: Value) -> i64 {
    const LOOPS: &[&str] = &["affine.for", "affine.parallel", "scf.for", "scf.parallel", "scf.forall", "scf.while"];
    let body = &*rw.body;
    let Some(mut cur) = rw.root() else { return 0 };
    let def_region = match body.value(v).def {
        crate::ir::ValueDef::OpResult { op, .. } => body.op(op).parent.and_then(|b| body.block(b).parent),
        crate::ir::ValueDef::BlockArg { block, .. } => body.block(block).parent,
        crate::ir::ValueDef::Detached => None,
    };
    // The op owning the region that defines `v`, and its ancestors.
    let def_owner = def_region.and_then(|r| body.region(r).parent);
    let is_ancestor = |anc: crate::ir::OpId, mut op: Option<crate::ir::OpId>| {
        while let Some(o) = op {
            if o == anc {
                return true;
            }
            op = body.parent_op(o);
        }
        false
    };
    let mut count = 0;
    while let Some(parent) = body.parent_op(cur) {
        if LOOPS.contains(&rw.ctx.ident_str(body.op(parent).name.ident)) {
            if is_ancestor(parent, def_owner) {
                break;
            }
            count += 1;
        }
        cur = parent;
    }
    count
}

/// Term `LinearizeIndex`: the linear index of an affine.linearize_index as arith ops
/// (MLIR's `LowerLinearizeIndexOps`): the strides, each index but the last times its
/// stride, then their sum, the terms defined outside the most enclosing loops first.
pub fn linearize_index(
    rw: &mut Rewriter<'_, '_>,
    indices: &[Value],
    dynamic: &[Value],
    basis: Attribute,
    disjoint: Option<Attribute>,
) -> Option<Value> {
    let ctx = rw.ctx;
    let index = ctx.index_type();
    if indices.is_empty() {
        let st = arith::ConstantOp::build(ctx, rw.loc, Some(ctx.integer_attr(index, 0)), index);
        return Some(rw.insert_value(st));
    }
    let mut basis = basis_of(rw, basis)?;
    if basis.len() == indices.len() {
        basis.remove(0);
    }
    if basis.len() + 1 != indices.len()
        || basis.iter().filter(|&&b| crate::ir::layout::is_dynamic(b)).count() > dynamic.len()
    {
        return None;
    }
    let strides = compute_strides(rw, dynamic, &basis, super::affine::is_disjoint(ctx, disjoint));
    let nsw = enum_value_attr(ctx, &arith::ARITH_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM, NSW);
    let mut scaled: Vec<(Value, i64)> = Vec::with_capacity(indices.len());
    for (&s, &i) in strides.iter().zip(indices) {
        let v = rw.insert_value(arith::MulIOp::build(ctx, rw.loc, i, s, Some(nsw), index));
        scaled.push((v, invariant_loops(rw, i)));
    }
    let last = *indices.last()?;
    scaled.push((last, invariant_loops(rw, last)));
    scaled.sort_by_key(|s| std::cmp::Reverse(s.1));
    let mut acc = scaled[0].0;
    for &(v, _) in &scaled[1..] {
        acc = rw.insert_value(arith::AddIOp::build(ctx, rw.loc, acc, v, Some(nsw), index));
    }
    Some(acc)
}
