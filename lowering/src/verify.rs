//! The IR verifier: each registered op's generated verifier, plus the structural checks
//! MLIR's `OperationVerifier` makes (terminators, successor operands against block
//! arguments, dominance of uses). Isolated-from-above bodies are verified in parallel.

use std::cell::RefCell;

use rayon::prelude::*;
use rustc_hash::FxHashMap;

use crate::diag::Diagnostic;
use crate::ir::{BlockId, Body, Context, OpId, OpRef, RegionId, Traits, ValueDef};

thread_local! {
    /// The ops enclosing the op being verified (innermost last), as (body address, op),
    /// so `HasParent` and symbol lookups work across isolated bodies. The addresses are
    /// valid while `verify` holds its shared borrow of the IR.
    static PARENTS: RefCell<Vec<(usize, OpId)>> = const { RefCell::new(Vec::new()) };
}

fn with_parent<R>(f: impl FnOnce(&[(usize, OpId)]) -> R) -> R {
    PARENTS.with(|p| f(&p.borrow()))
}

/// The name of the op directly enclosing the op being verified.
pub fn parent_name(op: OpRef<'_>) -> Option<String> {
    with_parent(|ps| {
        let &(b, id) = ps.last()?;
        // SAFETY: the address was taken from a `&Body` that `verify` borrows for the
        // whole walk, and verification only runs inside that walk.
        let body = unsafe { &*(b as *const Body) };
        Some(OpRef::new(op.ctx, body, id).name().to_string())
    })
}

/// The ops enclosing the op being verified, innermost first.
pub fn ancestors<'a>(op: OpRef<'a>) -> Vec<OpRef<'a>> {
    with_parent(|ps| {
        ps.iter()
            .rev()
            // SAFETY: as in `parent_name`.
            .map(|&(b, id)| OpRef::new(op.ctx, unsafe { &*(b as *const Body) }, id))
            .collect()
    })
}

/// Resolves a flat symbol reference from the op being verified: the op named `name` in
/// the nearest enclosing symbol table.
pub fn lookup_symbol<'a>(op: OpRef<'a>, name: &str) -> Option<OpRef<'a>> {
    for anc in ancestors(op) {
        if !anc.info().is_some_and(|i| i.has_trait(Traits::SYMBOL_TABLE)) {
            continue;
        }
        let body = anc.regions_body();
        for &r in anc.regions() {
            for &b in &body.region(r).blocks {
                for o in body.block_ops(b) {
                    let cand = OpRef::new(op.ctx, body, o);
                    if cand.attr("sym_name").and_then(|a| op.ctx.str_value(a)) == Some(name) {
                        return Some(cand);
                    }
                }
            }
        }
        return None;
    }
    None
}

/// Verifies the op `root` of `body` and everything nested in it. Returns all errors found
/// (MLIR stops at the first error per op; so do we).
pub fn verify(ctx: &Context, body: &Body, root: OpId) -> Vec<Diagnostic> {
    let mut errs = Vec::new();
    verify_op(ctx, body, root, &mut Vec::new(), &mut errs);
    errs
}

fn verify_op(ctx: &Context, body: &Body, op: OpId, parents: &mut Vec<(usize, OpId)>, errs: &mut Vec<Diagnostic>) {
    let r = OpRef::new(ctx, body, op);
    // As MLIR: the op's own invariants first; its nested ops only when those hold.
    PARENTS.with(|p| p.borrow_mut().clone_from(parents));
    if let Some(info) = r.info() {
        if let Err(e) = (info.verify)(r) {
            errs.push(e);
            return;
        }
    }
    let inner = body.regions_body(op);
    parents.push((body as *const Body as usize, op));
    verify_regions(ctx, r, inner, parents, errs);
    parents.pop();
}

fn verify_regions(
    ctx: &Context,
    op: OpRef<'_>,
    body: &Body,
    parents: &mut Vec<(usize, OpId)>,
    errs: &mut Vec<Diagnostic>,
) {
    let regions = op.regions();
    let info = op.info();
    let no_terminator = info.is_some_and(|i| i.has_trait(Traits::NO_TERMINATOR));
    for &region in regions {
        let blocks = &body.region(region).blocks;
        // Children: isolated ones in parallel, after the others. As MLIR, a block's
        // terminator is checked on leaving the block, and only if its ops verified.
        let mut isolated: Vec<OpId> = Vec::new();
        for &b in blocks {
            let before = errs.len();
            for o in body.block_ops(b) {
                if body.op(o).nested.is_some() {
                    isolated.push(o);
                } else {
                    verify_op(ctx, body, o, parents, errs);
                }
            }
            if errs.len() == before {
                if !no_terminator {
                    check_terminator(ctx, body, op, b, errs);
                }
                check_block(ctx, body, region, b, errs);
            }
        }
        if isolated.len() > 1 {
            let snapshot = parents.clone();
            let results: Vec<Vec<Diagnostic>> = isolated
                .par_iter()
                .map(|&o| {
                    let mut p = snapshot.clone();
                    let mut e = Vec::new();
                    verify_op(ctx, body, o, &mut p, &mut e);
                    e
                })
                .collect();
            errs.extend(results.into_iter().flatten());
        } else {
            for o in isolated {
                verify_op(ctx, body, o, parents, errs);
            }
        }
    }
}

fn check_terminator(ctx: &Context, body: &Body, op: OpRef<'_>, b: BlockId, errs: &mut Vec<Diagnostic>) {
    let Some(last) = body.block(b).last else {
        // A single empty block is fine for ops that may lack a terminator; otherwise MLIR
        // reports it on the op.
        errs.push(Diagnostic::error(op.loc(), "empty block: expect at least a terminator"));
        return;
    };
    let d = body.op(last);
    let is_term = match d.name.info {
        Some(i) => i.has_trait(Traits::TERMINATOR),
        None => true,
    };
    if !is_term {
        let r = OpRef::new(ctx, body, last);
        errs.push(Diagnostic::error(d.loc, format!("block with no terminator, has '{}' operation", r.name())));
    }
}

/// Positions of ops in their blocks, built only for blocks where a short backward walk
/// does not settle the order (long blocks using values defined far above).
#[derive(Default)]
struct Positions {
    map: FxHashMap<OpId, usize>,
    blocks: Vec<BlockId>,
}

impl Positions {
    fn precedes(&mut self, body: &Body, earlier: OpId, later: OpId) -> bool {
        let mut cur = body.op(later).prev;
        for _ in 0..64 {
            match cur {
                Some(p) if p == earlier => return true,
                Some(p) => cur = body.op(p).prev,
                None => return false,
            }
        }
        let Some(block) = body.op(later).parent else { return false };
        if !self.blocks.contains(&block) {
            self.blocks.push(block);
            for (i, o) in body.block_ops(block).enumerate() {
                self.map.insert(o, i);
            }
        }
        match (self.map.get(&earlier), self.map.get(&later)) {
            (Some(a), Some(b)) => a < b,
            _ => false,
        }
    }
}

/// Successor operand counts and types against the target blocks, and dominance.
fn check_block(ctx: &Context, body: &Body, region: RegionId, b: BlockId, errs: &mut Vec<Diagnostic>) {
    let mut pos = Positions::default();
    for o in body.block_ops(b) {
        let r = OpRef::new(ctx, body, o);
        // Dominance of operands.
        for (k, &v) in r.operands().iter().enumerate() {
            if !dominates(body, v, o, b, region, &mut pos) {
                let msg = format!("operand #{k} does not dominate this use");
                let mut diag = Diagnostic::error(r.loc(), msg);
                if let ValueDef::OpResult { op: def, .. } = body.value(v).def {
                    diag = diag.with_note(body.op(def).loc, "operand defined here");
                }
                errs.push(diag);
                break;
            }
        }
        check_successor_operands(ctx, r, errs);
    }
}

/// Whether value `v` is available at op `user` (in block `b`).
fn dominates(body: &Body, v: crate::ir::Value, user: OpId, b: BlockId, region: RegionId, pos: &mut Positions) -> bool {
    let (def_block, def_op) = match body.value(v).def {
        ValueDef::OpResult { op, .. } => match body.op(op).parent {
            Some(db) => (db, Some(op)),
            None => return false,
        },
        ValueDef::BlockArg { block, .. } => (block, None),
        ValueDef::Detached => return false,
    };
    if def_block == b {
        // Same block: results must come earlier (usually just before); block arguments
        // always dominate.
        return match def_op {
            None => true,
            Some(d) => pos.precedes(body, d, user),
        };
    }
    // Defined in an enclosing region: walk up from this block to the region that holds
    // the definition and compare there.
    let def_region = body.block(def_block).parent;
    let mut cur_block = b;
    let mut cur_region = Some(region);
    while cur_region.is_some() && cur_region != def_region {
        let Some(parent_op) = cur_region.and_then(|r| body.region(r).parent) else { return false };
        let Some(pb) = body.op(parent_op).parent else { return false };
        cur_block = pb;
        cur_region = body.block(pb).parent;
        if cur_region == def_region {
            if cur_block == def_block {
                return match def_op {
                    None => true,
                    Some(d) => pos.precedes(body, d, parent_op),
                };
            }
            return block_dominates(body, def_block, cur_block);
        }
    }
    if cur_region != def_region {
        return false;
    }
    block_dominates(body, def_block, cur_block)
}

/// Whether block `a` dominates block `b` (same region): every path from the entry to `b`
/// passes through `a`.
fn block_dominates(body: &Body, a: BlockId, b: BlockId) -> bool {
    if a == b {
        return true;
    }
    let Some(region) = body.block(b).parent else { return false };
    let blocks = &body.region(region).blocks;
    let Some(&entry) = blocks.first() else { return false };
    if a == entry {
        return true;
    }
    // Is `b` reachable from the entry without passing through `a`?
    let mut seen: FxHashMap<BlockId, ()> = FxHashMap::default();
    let mut stack = vec![entry];
    seen.insert(entry, ());
    while let Some(x) = stack.pop() {
        if x == b {
            return false;
        }
        if let Some(t) = body.block(x).last {
            for &s in &body.op(t).successors {
                if s != a && seen.insert(s, ()).is_none() {
                    stack.push(s);
                }
            }
        }
    }
    true
}

/// For branches whose spec names the operand group forwarded to each successor: counts
/// and types must match the target's block arguments.
fn check_successor_operands(_ctx: &Context, op: OpRef<'_>, errs: &mut Vec<Diagnostic>) {
    let Some(info) = op.info() else { return };
    let succs = op.successors();
    if info.successor_operands.len() != succs.len() {
        return;
    }
    for (i, (&s, &group)) in succs.iter().zip(info.successor_operands).enumerate() {
        let values = crate::ir::ods::operand_group(op, info.operand_arities, group);
        let args = &op.body.block(s).args;
        if values.len() != args.len() {
            errs.push(Diagnostic::error(
                op.loc(),
                format!("branch has {} operands for successor #{i}, but target block has {}", values.len(), args.len()),
            ));
            return;
        }
        for (k, v) in values.iter().enumerate() {
            let have = op.value_type(v);
            let want = op.body.value_type(args[k]);
            if have != want {
                errs.push(Diagnostic::error(op.loc(), format!("type mismatch for bb argument #{k} of successor #{i}")));
                return;
            }
        }
    }
}
