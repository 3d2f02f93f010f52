//! `-generate-runtime-verification` (MLIR's GenerateRuntimeVerification with the memref
//! dialect's runtime verification models): before each memref op whose validity depends
//! on values known only at run time, ops that compute the condition and a `cf.assert`
//! whose message quotes the op and its location.
//!
//! The checks are built op for op as MLIR 22 builds them, folding where MLIR uses
//! `createOrFold` (an in-bounds check of constant operands becomes `true`, a static
//! `memref.dim` its size) and nowhere else, so that the output matches MLIR's value for
//! value. The ops to verify are collected first (the checks' own ops are not verified)
//! and quoted with the names they had before anything was added.

use smallvec::SmallVec;

use crate::dialects::gen::arith::{self, ARITH_CMP_I_PREDICATE_ATTR_ENUM};
use crate::dialects::gen::{cf, memref, scf};
use crate::ir::fold::{fold_op, FoldValue, Folded};
use crate::ir::{AttrData, Attribute, BlockId, Body, Context, OpId, OpRef, OperationState, RegionId, Type, TypeData};
use crate::ir::{Value, DYNAMIC};
use crate::print::attrs::attr_to_string;
use crate::print::ops::OpQuoter;

/// The pass with MLIR's default `verbose-level=1`: messages quote the op.
pub fn generate_runtime_verification(ctx: &Context, body: &mut Body, regions: &[RegionId], _loc: Attribute) {
    run(ctx, body, regions, true);
}

/// `verbose-level=0`: messages give only the check and the location.
pub fn generate_runtime_verification_terse(ctx: &Context, body: &mut Body, regions: &[RegionId], _loc: Attribute) {
    run(ctx, body, regions, false);
}

/// One op to verify: where it is and the head of its messages.
struct Target {
    op: OpId,
    /// `ERROR: Runtime op verification failed\n<op>\n` (without the op when terse).
    head: String,
    /// `\nLocation: loc(...)`.
    tail: String,
}

fn run(ctx: &Context, body: &mut Body, _regions: &[RegionId], verbose: bool) {
    // Quotes first, with the names of the unchanged functions.
    let children: Vec<OpId> =
        (0..body.num_ops() as u32).map(OpId).filter(|&o| !body.op(o).erased && body.op(o).nested.is_some()).collect();
    let mut plans: Vec<(OpId, Vec<Target>)> = Vec::new();
    for child in children {
        let Some(inner) = body.op(child).nested.as_deref() else { continue };
        let mut ops = Vec::new();
        for &r in body.op(child).regions.iter() {
            collect(ctx, inner, r, &mut ops);
        }
        if ops.is_empty() {
            continue;
        }
        let mut quoter = verbose.then(|| OpQuoter::new(ctx, body, child));
        let targets = ops
            .into_iter()
            .map(|op| {
                let mut head = String::from("ERROR: Runtime op verification failed\n");
                if let Some(q) = &mut quoter {
                    head.push_str(&q.quote(ctx, inner, op));
                    head.push('\n');
                }
                let tail = format!("\nLocation: {}", attr_to_string(ctx, inner.op(op).loc));
                Target { op, head, tail }
            })
            .collect();
        plans.push((child, targets));
    }
    for (child, rs, inner) in body.isolated_children_mut() {
        if let Some(i) = plans.iter().position(|p| p.0 == child) {
            for t in &plans[i].1 {
                verify_op(ctx, inner, t);
            }
        }
        // Isolated ops nested deeper (a module in the module) have their own scope.
        run(ctx, inner, &rs, verbose);
    }
}

/// The ops of `region` (and of the regions nested in it, not isolated) that have checks,
/// in walk order.
fn collect(ctx: &Context, body: &Body, region: RegionId, out: &mut Vec<OpId>) {
    for &b in &body.region(region).blocks {
        for op in body.block_ops(b) {
            let d = body.op(op);
            if d.nested.is_none() {
                for &r in d.regions.iter() {
                    collect(ctx, body, r, out);
                }
            }
            if d.name.info.is_some() && has_checks(ctx.ident_str(d.name.ident)) {
                out.push(op);
            }
        }
    }
}

fn has_checks(name: &str) -> bool {
    matches!(
        name,
        "memref.load"
            | "memref.store"
            | "memref.atomic_rmw"
            | "memref.generic_atomic_rmw"
            | "memref.dim"
            | "memref.cast"
            | "memref.copy"
            | "memref.expand_shape"
            | "memref.assume_alignment"
            | "memref.subview"
    )
}

/// Builds the checks of one op just before it.
struct Builder<'a> {
    ctx: &'a Context,
    body: &'a mut Body,
    block: BlockId,
    before: Option<OpId>,
    loc: Attribute,
    index: Type,
    i1: Type,
}

impl Builder<'_> {
    fn insert(&mut self, mut st: OperationState) -> OpId {
        st.fill_defaults(self.ctx);
        let op = self.body.create_op(st);
        self.body.insert_op(self.block, self.before, op);
        op
    }

    fn value(&mut self, st: OperationState) -> Value {
        let op = self.insert(st);
        self.body.result(op, 0)
    }

    /// MLIR's `OpBuilder::createOrFold`: the op is created, then folded; a folded value
    /// replaces it (a constant is materialized where it stood). An in-place fold (a
    /// commutative op's constant moved right) is followed by another try, as MLIR 22's
    /// output shows (`andi %true, %x` gives `%x`).
    fn fold(&mut self, st: OperationState) -> Value {
        let op = self.insert(st);
        let result = self.body.result(op, 0);
        for _ in 0..4 {
            match fold_op(OpRef::new(self.ctx, self.body, op), &|v| v) {
                Folded::Replace(values) if values.len() == 1 => {
                    let v = match values[0] {
                        FoldValue::Value(v) => v,
                        FoldValue::Attr(a) => {
                            let Some(info) = self.body.op(op).name.info else { return result };
                            let ty = self.body.value_type(result);
                            let build = descent_conversion::fold::materializer(self.ctx, info.dialect);
                            let Some(st) = build.and_then(|b| b(self.ctx, a, ty, self.loc)) else { return result };
                            self.value(st)
                        }
                    };
                    self.body.erase_op(op);
                    return v;
                }
                Folded::Update { operands, attrs } => {
                    self.body.set_operands(op, &operands);
                    for (n, a) in attrs {
                        self.body.set_attr(op, self.ctx.ident(n), a);
                    }
                }
                _ => return result,
            }
        }
        result
    }

    fn constant(&mut self, v: i64) -> Value {
        let a = self.ctx.integer_attr(self.index, v as i128);
        self.value(arith::ConstantOp::build(self.ctx, self.loc, Some(a), self.index))
    }

    fn cmp_state(&self, pred: &str, a: Value, b: Value) -> OperationState {
        let p = ARITH_CMP_I_PREDICATE_ATTR_ENUM.value(pred).unwrap_or(0);
        // Stored as the enum says (an integer for `arith.cmpi`), as parsed ones are.
        let attr = descent_conversion::enum_value_attr(self.ctx, &ARITH_CMP_I_PREDICATE_ATTR_ENUM, p);
        arith::CmpIOp::build(self.ctx, self.loc, a, b, Some(attr), self.i1)
    }

    fn cmp(&mut self, pred: &str, a: Value, b: Value) -> Value {
        let st = self.cmp_state(pred, a, b);
        self.value(st)
    }

    fn cmp_fold(&mut self, pred: &str, a: Value, b: Value) -> Value {
        let st = self.cmp_state(pred, a, b);
        self.fold(st)
    }

    fn and(&mut self, a: Value, b: Value, fold: bool) -> Value {
        let st = arith::AndIOp::build(self.ctx, self.loc, a, b, self.i1);
        if fold {
            self.fold(st)
        } else {
            self.value(st)
        }
    }

    /// `lb <= v < ub`, folded as MLIR's `generateInBoundsCheck`.
    fn in_bounds(&mut self, v: Value, lb: Value, ub: Value) -> Value {
        let a = self.cmp_fold("sge", v, lb);
        let b = self.cmp_fold("slt", v, ub);
        self.and(a, b, true)
    }

    /// `memref.dim` of dimension `d` (its index a new constant), folded or not.
    fn dim(&mut self, memref: Value, d: usize, fold: bool) -> Value {
        let i = self.constant(d as i64);
        let st = memref::DimOp::build(self.ctx, self.loc, memref, i, self.index);
        if fold {
            self.fold(st)
        } else {
            self.value(st)
        }
    }

    fn assert(&mut self, cond: Value, t: &Target, msg: &str) {
        let text = format!("{}^ {msg}{}", t.head, t.tail);
        let m = self.ctx.string_attr(&text);
        self.insert(cf::AssertOp::build(self.ctx, self.loc, cond, Some(m)));
    }

    /// `scf.if %cond -> (i1)` whose branches `then` and `els` build, each yielding the
    /// value it returns.
    fn if_i1(
        &mut self,
        cond: Value,
        then: impl FnOnce(&mut Self) -> Value,
        els: impl FnOnce(&mut Self) -> Value,
    ) -> Value {
        let mut st = scf::IfOp::build(self.ctx, self.loc, cond, &[self.i1]);
        let mut blocks = [BlockId(0); 2];
        for b in &mut blocks {
            let r = self.body.new_region();
            *b = self.body.new_block();
            self.body.push_block(r, *b);
            st.regions.push(r);
        }
        let op = self.insert(st);
        let outer = (self.block, self.before);
        self.before = None;
        self.block = blocks[0];
        let v = then(self);
        self.insert(scf::YieldOp::build(self.ctx, self.loc, &[v]));
        self.block = blocks[1];
        let v = els(self);
        self.insert(scf::YieldOp::build(self.ctx, self.loc, &[v]));
        (self.block, self.before) = outer;
        self.body.result(op, 0)
    }
}

/// A memref type's shape (`None` for an unranked memref).
fn shape_of(ctx: &Context, ty: Type) -> Option<Vec<i64>> {
    matches!(ctx.type_data(ty), TypeData::MemRef { .. }).then(|| ctx.shape(ty).map(<[i64]>::to_vec)).flatten()
}

/// Builds the checks of `t.op` before it.
fn verify_op(ctx: &Context, body: &mut Body, t: &Target) {
    let Some(block) = body.op(t.op).parent else { return };
    let name = ctx.ident_str(body.op(t.op).name.ident).to_string();
    let operands: SmallVec<[Value; 6]> = body.op(t.op).operands.iter().copied().collect();
    let loc = body.op(t.op).loc;
    let mut b = Builder { ctx, body, block, before: Some(t.op), loc, index: ctx.index_type(), i1: ctx.integer_type(1) };
    match name.as_str() {
        "memref.load" | "memref.generic_atomic_rmw" => indices_in_bounds(&mut b, t, operands[0], &operands[1..]),
        "memref.store" | "memref.atomic_rmw" => indices_in_bounds(&mut b, t, operands[1], &operands[2..]),
        "memref.dim" => {
            let rank = b.value(memref::RankOp::build(ctx, loc, operands[0], b.index));
            let zero = b.constant(0);
            let ok = b.in_bounds(operands[1], zero, rank);
            b.assert(ok, t, "index is out of bounds");
        }
        "memref.cast" => cast(&mut b, t, operands[0]),
        "memref.copy" => copy(&mut b, t, operands[0], operands[1]),
        "memref.expand_shape" => expand_shape(&mut b, t, operands[0]),
        "memref.assume_alignment" => {
            let align = b.body.attr(t.op, ctx.ident("alignment")).and_then(|a| ctx.int_value(a)).unwrap_or(1) as i64;
            let ptr = b.value(memref::ExtractAlignedPointerAsIndexOp::build(ctx, loc, operands[0], b.index));
            let c = b.constant(align);
            let rest = b.value(arith::RemUiOp::build(ctx, loc, ptr, c, b.index));
            let zero = b.constant(0);
            let ok = b.cmp("eq", rest, zero);
            b.assert(ok, t, &format!("memref is not aligned to {align}"));
        }
        "memref.subview" => subview(&mut b, t, operands[0]),
        _ => {}
    }
}

/// `0 <= index#d < dim#d` for every index (MLIR's load/store model).
fn indices_in_bounds(b: &mut Builder<'_>, t: &Target, memref: Value, indices: &[Value]) {
    let Some(shape) = shape_of(b.ctx, b.body.value_type(memref)) else { return };
    if shape.is_empty() {
        return;
    }
    let zero = b.constant(0);
    let mut cond: Option<Value> = None;
    for (d, &idx) in indices.iter().enumerate() {
        let dim = b.dim(memref, d, true);
        let ok = b.in_bounds(idx, zero, dim);
        cond = Some(match cond {
            None => ok,
            Some(c) => b.and(c, ok, true),
        });
    }
    if let Some(c) = cond {
        b.assert(c, t, "out-of-bounds access");
    }
}

/// The source's rank, sizes, offset and strides against the static ones of the result.
fn cast(b: &mut Builder<'_>, t: &Target, source: Value) {
    let ctx = b.ctx;
    let result_ty = b.body.value_type(b.body.result(t.op, 0));
    let TypeData::MemRef { shape, elem, memory_space, .. } = ctx.type_data(result_ty).clone() else { return };
    let src_ty = b.body.value_type(source);
    let src_shape = shape_of(ctx, src_ty);
    let rank = shape.len();
    if src_shape.is_none() {
        let src_rank = b.value(memref::RankOp::build(ctx, b.loc, source, b.index));
        let r = b.constant(rank as i64);
        let ok = b.cmp("eq", src_rank, r);
        b.assert(ok, t, "rank mismatch");
    }
    // The offset and strides come from a cast to a fully dynamic layout.
    let dynamic = vec![DYNAMIC; rank];
    let layout = ctx.intern_attr(AttrData::StridedLayout { offset: DYNAMIC, strides: dynamic.clone().into() });
    let dyn_ty = ctx.intern_type(TypeData::MemRef { shape: dynamic.into(), elem, layout: Some(layout), memory_space });
    let helper = b.value(memref::CastOp::build(ctx, b.loc, source, dyn_ty));
    let base_ty = ctx.intern_type(TypeData::MemRef { shape: Box::new([]), elem, layout: None, memory_space });
    let idx = vec![b.index; rank];
    let meta = b.insert(memref::ExtractStridedMetadataOp::build(ctx, b.loc, helper, base_ty, b.index, &idx, &idx));
    for (d, &size) in shape.iter().enumerate() {
        if src_shape.as_ref().is_some_and(|s| s.get(d).is_some_and(|&x| x != DYNAMIC)) || size == DYNAMIC {
            continue;
        }
        let got = b.dim(source, d, false);
        let want = b.constant(size);
        let ok = b.cmp("eq", got, want);
        b.assert(ok, t, &format!("size mismatch of dim {d}"));
    }
    let Some((strides, offset)) = crate::ir::layout::strides_and_offset(ctx, result_ty) else { return };
    if offset != DYNAMIC {
        let got = b.body.result(meta, 1);
        let want = b.constant(offset);
        let ok = b.cmp("eq", got, want);
        b.assert(ok, t, "offset mismatch");
    }
    for (d, &stride) in strides.iter().enumerate() {
        if stride == DYNAMIC {
            continue;
        }
        let got = b.body.result(meta, 2 + rank + d);
        let want = b.constant(stride);
        let ok = b.cmp("eq", got, want);
        b.assert(ok, t, &format!("stride mismatch of dim {d}"));
    }
}

/// Source and target sizes agree where either is dynamic.
fn copy(b: &mut Builder<'_>, t: &Target, source: Value, target: Value) {
    let (Some(s), Some(g)) = (shape_of(b.ctx, b.body.value_type(source)), shape_of(b.ctx, b.body.value_type(target)))
    else {
        return;
    };
    for d in 0..s.len().min(g.len()) {
        if s[d] != DYNAMIC && g[d] != DYNAMIC {
            continue;
        }
        let size =
            |b: &mut Builder<'_>, v: Value, n: i64| if n == DYNAMIC { b.dim(v, d, false) } else { b.constant(n) };
        let a = size(b, source, s[d]);
        let c = size(b, target, g[d]);
        let ok = b.cmp("eq", a, c);
        b.assert(ok, t, &format!("size of {d}-th source/target dim does not match"));
    }
}

/// Each source dimension is a multiple of the static sizes of its group.
fn expand_shape(b: &mut Builder<'_>, t: &Target, source: Value) {
    let ctx = b.ctx;
    let Some(result) = shape_of(ctx, b.body.value_type(b.body.result(t.op, 0))) else { return };
    let Some(groups) = b.body.attr(t.op, ctx.ident("reassociation")) else { return };
    let AttrData::Array(groups) = ctx.attr_data(groups).clone() else { return };
    for (d, g) in groups.iter().enumerate() {
        let AttrData::Array(dims) = ctx.attr_data(*g).clone() else { continue };
        let size: i64 = dims
            .iter()
            .filter_map(|&a| ctx.int_value(a))
            .filter_map(|i| result.get(i as usize).copied())
            .filter(|&n| n != DYNAMIC)
            .product();
        let dim = b.dim(source, d, false);
        let c = b.constant(size);
        let rem = b.value(arith::RemSiOp::build(ctx, b.loc, dim, c, b.index));
        let zero = b.constant(0);
        let ok = b.cmp("eq", rem, zero);
        b.assert(ok, t, "static result dims in reassoc group do not divide src dim evenly");
    }
}

/// Per source dimension: the offset lies in the dimension (or at its end for an empty
/// slice), and so does the last position the subview reaches.
fn subview(b: &mut Builder<'_>, t: &Target, source: Value) {
    let ctx = b.ctx;
    let Some(src_shape) = shape_of(ctx, b.body.value_type(source)) else { return };
    let rank = src_shape.len();
    let TypeData::MemRef { elem, memory_space, .. } = ctx.type_data(b.body.value_type(source)).clone() else { return };
    let op = OpRef::new(ctx, b.body, t.op);
    let mixed = |name: &str, group: usize| -> Vec<Result<Value, i64>> {
        let statics = op.attr(name).and_then(|a| crate::ir::groups::dense_ints(ctx, a)).unwrap_or(&[]).to_vec();
        let dynamic: Vec<Value> =
            crate::ir::groups::operand_group(op, op.info().map_or(&[], |i| i.operand_arities), group).iter().collect();
        let mut next = dynamic.into_iter();
        statics.iter().map(|&s| if s == DYNAMIC { next.next().ok_or(0) } else { Err(s) }).collect()
    };
    let (offsets, sizes, strides) = (mixed("static_offsets", 1), mixed("static_sizes", 2), mixed("static_strides", 3));
    let zero = b.constant(0);
    let one = b.constant(1);
    let base_ty = ctx.intern_type(TypeData::MemRef { shape: Box::new([]), elem, layout: None, memory_space });
    let idx = vec![b.index; rank];
    let meta = b.insert(memref::ExtractStridedMetadataOp::build(ctx, b.loc, source, base_ty, b.index, &idx, &idx));
    let value = |b: &mut Builder<'_>, x: Result<Value, i64>| match x {
        Ok(v) => v,
        Err(n) => b.constant(n),
    };
    for d in 0..rank.min(offsets.len()).min(sizes.len()).min(strides.len()) {
        let offset = value(b, offsets[d]);
        let size = value(b, sizes[d]);
        let stride = value(b, strides[d]);
        let dim = b.body.result(meta, 2 + d);
        let empty = b.cmp("eq", size, zero);
        let ok = b.if_i1(
            empty,
            |b| {
                let lo = b.cmp("sge", offset, zero);
                let hi = b.cmp("sle", offset, dim);
                b.and(lo, hi, false)
            },
            |b| b.in_bounds(offset, zero, dim),
        );
        b.assert(ok, t, &format!("offset {d} is out-of-bounds"));
        let nonempty = b.cmp("sgt", size, zero);
        let ok = b.if_i1(
            nonempty,
            |b| {
                let last = b.value(arith::SubIOp::build(ctx, b.loc, size, one, None, b.index));
                let span = b.value(arith::MulIOp::build(ctx, b.loc, last, stride, None, b.index));
                let end = b.value(arith::AddIOp::build(ctx, b.loc, offset, span, None, b.index));
                let lo = b.cmp("sge", end, zero);
                let hi = b.cmp("slt", end, dim);
                b.and(lo, hi, false)
            },
            |b| {
                let t = ctx.integer_attr(b.i1, 1);
                b.value(arith::ConstantOp::build(ctx, b.loc, Some(t), b.i1))
            },
        );
        b.assert(ok, t, &format!("subview runs out-of-bounds along dimension {d}"));
    }
}
