//! `-test-single-fold` (MLIR's `TestSingleFold`): every op's fold hook applied once,
//! through MLIR's `OperationFolder`, walking the ops in reverse pre-order so the constants
//! folds make land at the top of their region in program order. A folded constant is
//! uniqued by the folded op's dialect (and the constant op's), value and type within its
//! insertion region (the
//! nearest region of an op isolated from above, or unregistered); an existing constant
//! op folds to such a uniqued copy as well, and the copies nobody uses are erased at the
//! end.

use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use crate::ir::fold::{fold_op, FoldValue, Folded};
use crate::ir::{Attribute, BlockId, Body, Context, OpId, OpRef, RegionId, Traits, Type, Value};

/// The pass, over the module's body and every body isolated from above in it.
pub fn test_single_fold(ctx: &Context, body: &mut Body, regions: &[RegionId], _loc: Attribute) {
    fold_body(ctx, body, regions);
}

fn fold_body(ctx: &Context, body: &mut Body, roots: &[RegionId]) {
    let mut ops = Vec::new();
    for &r in roots {
        preorder(body, r, &mut ops);
    }
    let mut folder = Folder::default();
    for &op in ops.iter().rev() {
        if !body.op(op).erased {
            folder.try_fold(ctx, body, op);
        }
    }
    for c in folder.created {
        if !body.op(c).erased && !body.results(c).any(|v| body.has_uses(v)) {
            body.erase_op(c);
        }
    }
    let symbols = crate::verify::SymbolSnapshot::new(ctx, body, roots);
    for (_, inner_roots, inner) in body.isolated_children_mut() {
        symbols.scope(|| fold_body(ctx, inner, &inner_roots));
    }
}

/// The ops of `region` in pre-order, not entering bodies isolated from above.
fn preorder(body: &Body, region: RegionId, out: &mut Vec<OpId>) {
    for &b in &body.region(region).blocks {
        for o in body.block_ops(b) {
            out.push(o);
            if body.op(o).nested.is_none() {
                for &r in body.op(o).regions.iter() {
                    preorder(body, r, out);
                }
            }
        }
    }
}

/// MLIR's `getInsertionRegion`: the region of the nearest ancestor that is isolated from
/// above, unregistered, or at the top of the body.
fn insertion_region(body: &Body, block: BlockId) -> Option<RegionId> {
    let mut region = body.block(block).parent?;
    loop {
        let Some(parent) = body.region(region).parent else { return Some(region) };
        let d = body.op(parent);
        if d.name.info.is_none_or(|i| i.has_trait(Traits::ISOLATED_FROM_ABOVE)) {
            return Some(region);
        }
        let Some(pb) = d.parent else { return Some(region) };
        region = body.block(pb).parent?;
    }
}

/// MLIR's `OperationFolder` state: the uniqued constants it made.
#[derive(Default)]
struct Folder {
    consts: FxHashMap<(RegionId, &'static str, Attribute, Type), OpId>,
    owned: FxHashSet<OpId>,
    created: Vec<OpId>,
}

impl Folder {
    fn try_fold(&mut self, ctx: &Context, body: &mut Body, op: OpId) {
        let Some(block) = body.op(op).parent else { return };
        if self.owned.contains(&op) {
            // Rehoisted when something was inserted before it.
            let first = body.block(block).first;
            let prev_owned = body.op(op).prev.is_some_and(|p| self.owned.contains(&p));
            if first != Some(op) && !prev_owned {
                body.move_op(op, block, first);
            }
            return;
        }
        let Some(info) = body.op(op).name.info else { return };
        // A constant folds to its value (MLIR's `ConstantLike` fold hooks), which the
        // folder then uniques.
        let value = OpRef::new(ctx, body, op).attr("value");
        let folded = match value {
            Some(v) if info.has_trait(Traits::CONSTANT_LIKE) && body.op(op).num_results == 1 => {
                Folded::Replace(smallvec::smallvec![FoldValue::Attr(v)])
            }
            _ => fold_op(OpRef::new(ctx, body, op), &|v| v),
        };
        match folded {
            Folded::None | Folded::UseConstants { .. } => {}
            Folded::Update { operands, attrs } => {
                body.set_operands(op, &operands);
                for (n, a) in attrs {
                    body.set_attr(op, ctx.ident(n), a);
                }
            }
            Folded::SwapRegions { operands, regions } => body.fold_swap_regions(op, &operands, regions),
            Folded::Replace(values) => {
                let Some(region) = insertion_region(body, block) else { return };
                let Some(entry) = body.entry_block(region) else { return };
                let mut with: SmallVec<[Value; 2]> = SmallVec::new();
                for (i, fv) in values.into_iter().enumerate() {
                    match fv {
                        FoldValue::Value(v) => with.push(v),
                        FoldValue::Attr(a) => {
                            let ty = body.value_type(body.result(op, i));
                            let key = (region, info.dialect, a, ty);
                            let c = match self.consts.get(&key) {
                                Some(&c) => c,
                                None => {
                                    let build = crate::conversion::fold::materializer(ctx, info.dialect);
                                    let loc = ctx.common().unknown_loc;
                                    let Some(st) = build.and_then(|b| b(ctx, a, ty, loc)) else { return };
                                    // The constant is also known under its own dialect (an
                                    // affine fold makes an arith.constant): one already
                                    // there is used instead.
                                    let own = st.name.info.map_or(info.dialect, |i| i.dialect);
                                    let own_key = (region, own, a, ty);
                                    if let Some(&existing) = self.consts.get(&own_key) {
                                        self.consts.insert(key, existing);
                                        existing
                                    } else {
                                        let c = body.create_op(st);
                                        let first = body.block(entry).first;
                                        body.insert_op(entry, first, c);
                                        self.consts.insert(key, c);
                                        self.consts.insert(own_key, c);
                                        self.owned.insert(c);
                                        self.created.push(c);
                                        c
                                    }
                                }
                            };
                            // It must come before the op it replaces (MLIR moves it to the
                            // front of the op's block when they share it, also when the
                            // constant was found under its own dialect).
                            if body.op(c).parent == Some(block) && body.block(block).first != Some(c) {
                                let first = body.block(block).first;
                                body.move_op(c, block, first);
                            }
                            with.push(body.result(c, 0));
                        }
                    }
                }
                let results: SmallVec<[Value; 2]> = body.results(op).collect();
                for (old, new) in results.into_iter().zip(with) {
                    body.replace_all_uses(old, new);
                }
                self.owned.remove(&op);
                body.erase_op(op);
            }
        }
    }
}
