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
