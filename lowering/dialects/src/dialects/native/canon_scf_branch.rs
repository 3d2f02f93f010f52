//! MLIR 22's generic canonicalization of region-branch ops
//! (`populateRegionBranchOpInterfaceCanonicalizationPatterns`), the last three patterns of
//! `scf.for`, `scf.while`, `scf.if`, `scf.execute_region` and `scf.index_switch`
//! (`spec/canonicalize/scf_canonicalize.td`). They see an op as edges that forward
//! *successor operands* (an init, a yielded value, a value `scf.condition` passes) to
//! *successor inputs* (a block argument or a result):
//!
//! - `MakeSuccessorInputsDead`: an input that can only ever hold one value from outside
//!   the loop (following inputs forwarded to inputs) is replaced by it;
//! - `RemoveDuplicateSuccessorInputUses`: of two inputs of one block (or two results)
//!   that every edge feeds the same value, the later one's uses go to the earlier one;
//! - `RemoveDeadSuccessorInputs`: inputs nothing uses go, with every input tied to them
//!   (fed by a common operand: a loop's iteration argument and its result) and the
//!   operands feeding them; dropping results builds a new op that takes the regions.
//!
//! The first two only redirect uses (the users go back on the worklist), the third edits
//! the op in place as MLIR's `modifyOpInPlace` and `eraseOpResults` do: moving the
//! regions into the new op puts none of their ops back on the worklist.

use crate::conversion::Rewriter;
use crate::ir::{BlockId, OpId, OperationState, RegionId, Value, ValueDef};

/// One forwarding: operand `index` of `owner` (the op itself or a terminator inside it)
/// feeds `input`.
#[derive(Copy, Clone)]
struct Edge {
    owner: OpId,
    index: usize,
    input: Value,
}

/// The terminator of `block` if it is an `scf.yield` or `scf.condition` (the terminators
/// that forward to a successor region or to the results).
fn branch_terminator(rw: &Rewriter<'_, '_>, block: BlockId) -> Option<OpId> {
    let t = rw.body.terminator(block)?;
    matches!(rw.ctx.ident_str(rw.body.op(t).name.ident), "scf.yield" | "scf.condition").then_some(t)
}

fn first_block(rw: &Rewriter<'_, '_>, region: RegionId) -> Option<BlockId> {
    rw.body.region(region).blocks.first().copied()
}

/// Every edge of `root`, in MLIR's order of branch points (the op itself, then each
/// terminator in region and block order). `None` for an op of another kind or a
/// malformed one (the verifier reports it).
fn edges(rw: &Rewriter<'_, '_>, root: OpId) -> Option<Vec<Edge>> {
    let d = rw.body.op(root);
    let results: Vec<Value> = rw.body.results(root).collect();
    let n = results.len();
    let mut out = Vec::new();
    let mut push = |owner: OpId, first: usize, inputs: &[Value]| {
        out.extend(inputs.iter().enumerate().map(|(i, &input)| Edge { owner, index: first + i, input }));
    };
    match rw.ctx.ident_str(d.name.ident) {
        "scf.for" => {
            let body = first_block(rw, *d.regions.first()?)?;
            let args = &rw.body.block(body).args;
            let y = branch_terminator(rw, body)?;
            if d.operands.len() != 3 + n || args.len() != 1 + n || rw.body.op(y).operands.len() != n {
                return None;
            }
            // Entering the body, skipping it (no iteration), looping, leaving.
            push(root, 3, &args[1..]);
            push(root, 3, &results);
            push(y, 0, &args[1..]);
            push(y, 0, &results);
        }
        "scf.while" => {
            let &[before_r, after_r] = d.regions.as_slice() else { return None };
            let (before, after) = (first_block(rw, before_r)?, first_block(rw, after_r)?);
            let (bargs, aargs) = (&rw.body.block(before).args, &rw.body.block(after).args);
            let (c, y) = (branch_terminator(rw, before)?, branch_terminator(rw, after)?);
            if bargs.len() != d.operands.len()
                || aargs.len() != n
                || rw.body.op(c).operands.len() != n + 1
                || rw.body.op(y).operands.len() != bargs.len()
            {
                return None;
            }
            push(root, 0, bargs);
            push(c, 1, aargs);
            push(c, 1, &results);
            push(y, 0, bargs);
        }
        "scf.if" | "scf.execute_region" | "scf.index_switch" => {
            for &r in d.regions.iter() {
                for &b in &rw.body.region(r).blocks {
                    let Some(y) = branch_terminator(rw, b) else { continue };
                    if rw.body.op(y).operands.len() != n {
                        return None;
                    }
                    push(y, 0, &results);
                }
            }
        }
        _ => return None,
    }
    Some(out)
}

/// The distinct inputs of `edges`, in the order they are first fed.
fn inputs(edges: &[Edge]) -> Vec<Value> {
    let mut out: Vec<Value> = Vec::new();
    for e in edges {
        if !out.contains(&e.input) {
            out.push(e.input);
        }
    }
    out
}

/// The values `input` can hold that are not inputs themselves (MLIR's
/// `computeReachableValuesFromSuccessorInput`), read from the operands as they are now.
fn reachable(rw: &Rewriter<'_, '_>, edges: &[Edge], input: Value) -> Vec<Value> {
    let (mut found, mut visited, mut work) = (Vec::new(), Vec::new(), vec![input]);
    while let Some(v) = work.pop() {
        let mut is_input = false;
        for e in edges.iter().filter(|e| e.input == v) {
            is_input = true;
            let operand = rw.body.op(e.owner).operands[e.index];
            if !visited.contains(&operand) {
                visited.push(operand);
                work.push(operand);
            }
        }
        if !is_input && !found.contains(&v) {
            found.push(v);
        }
    }
    found
}

/// The region holding `v`'s definition.
fn def_region(rw: &Rewriter<'_, '_>, v: Value) -> Option<RegionId> {
    match rw.body.value(v).def {
        ValueDef::OpResult { op, .. } => rw.body.op(op).parent.and_then(|b| rw.body.block(b).parent),
        ValueDef::BlockArg { block, .. } => rw.body.block(block).parent,
        _ => None,
    }
}

/// Whether `a`, a value input `b` may hold, can stand for `b` (MLIR's `isDefinedBefore`):
/// anything from outside the op can; a value of its regions only for an argument of the
/// same block, when it is one of that block's arguments too.
fn defined_before(rw: &Rewriter<'_, '_>, root: OpId, a: Value, b: Value) -> bool {
    let inside = def_region(rw, a).is_some_and(|r| rw.body.region(r).parent == Some(root));
    if !inside {
        return true;
    }
    match (rw.body.value(a).def, rw.body.value(b).def) {
        (ValueDef::BlockArg { block: x, .. }, ValueDef::BlockArg { block: y, .. }) => x == y,
        _ => false,
    }
}

/// Redirects the uses of `from` to `to`, the users going back on the worklist in MLIR's
/// use-list order (newest use first).
fn redirect(rw: &mut Rewriter<'_, '_>, from: Value, to: Value) {
    let users: Vec<OpId> = rw.body.uses(from).iter().rev().map(|u| u.op).collect();
    rw.body.replace_all_uses(from, to);
    rw.note_moved(&users);
}

/// The root kept in place: its own results are the rule's replacement.
fn kept(rw: &mut Rewriter<'_, '_>, root: OpId) -> Option<Vec<Value>> {
    rw.keep_root();
    Some(rw.body.results(root).collect())
}

/// The root kept, only uses of its values redirected.
fn untouched(rw: &mut Rewriter<'_, '_>, root: OpId) -> Option<Vec<Value>> {
    rw.leave_root_untouched();
    Some(rw.body.results(root).collect())
}

/// Term `MakeSuccessorInputsDead` (MLIR's MakeRegionBranchOpSuccessorInputsDead).
pub fn make_successor_inputs_dead(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let root = rw.root()?;
    let edges = edges(rw, root)?;
    let mut changed = false;
    for input in inputs(&edges) {
        if !rw.body.has_uses(input) {
            continue;
        }
        let &[only] = reachable(rw, &edges, input).as_slice() else { continue };
        if defined_before(rw, root, only, input) {
            redirect(rw, input, only);
            changed = true;
        }
    }
    if !changed {
        return None;
    }
    untouched(rw, root)
}

/// The arguments' index in their block, or the result's number.
fn number(rw: &Rewriter<'_, '_>, v: Value) -> u32 {
    match rw.body.value(v).def {
        ValueDef::OpResult { index, .. } | ValueDef::BlockArg { index, .. } => index,
        _ => 0,
    }
}

/// The block owning an argument, or the op defining a result.
fn owner(rw: &Rewriter<'_, '_>, v: Value) -> (Option<BlockId>, Option<OpId>) {
    match rw.body.value(v).def {
        ValueDef::OpResult { op, .. } => (None, Some(op)),
        ValueDef::BlockArg { block, .. } => (Some(block), None),
        _ => (None, None),
    }
}

/// What feeds `input`: the value each forwarding op gives it, by op.
fn feeds(rw: &Rewriter<'_, '_>, edges: &[Edge], input: Value) -> Vec<(OpId, Value)> {
    let mut out: Vec<(OpId, Value)> =
        edges.iter().filter(|e| e.input == input).map(|e| (e.owner, rw.body.op(e.owner).operands[e.index])).collect();
    out.sort_unstable_by_key(|&(o, v)| (o.0, v.0));
    out
}

/// Term `RemoveDuplicateSuccessorInputUses` (MLIR's pattern of that name).
pub fn remove_duplicate_successor_input_uses(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let root = rw.root()?;
    let edges = edges(rw, root)?;
    let mut inputs = inputs(&edges);
    inputs.sort_by_key(|&v| number(rw, v));
    let mut changed = false;
    for i in 0..inputs.len() {
        for j in i + 1..inputs.len() {
            let (a, b) = (inputs[i], inputs[j]);
            if !rw.body.has_uses(b) || owner(rw, a) != owner(rw, b) {
                continue;
            }
            if feeds(rw, &edges, a) == feeds(rw, &edges, b) {
                redirect(rw, b, a);
                changed = true;
            }
        }
    }
    if !changed {
        return None;
    }
    untouched(rw, root)
}

/// Term `RemoveDeadSuccessorInputs` (MLIR's RemoveDeadRegionBranchOpSuccessorInputs).
pub fn remove_dead_successor_inputs(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let root = rw.root()?;
    let edges = edges(rw, root)?;
    let inputs = inputs(&edges);
    // Tied inputs: those one operand feeds share a set (union-find over `inputs`).
    let mut leader: Vec<usize> = (0..inputs.len()).collect();
    fn find(leader: &mut [usize], mut i: usize) -> usize {
        while leader[i] != i {
            leader[i] = leader[leader[i]];
            i = leader[i];
        }
        i
    }
    let at = |v: Value| inputs.iter().position(|&x| x == v).unwrap_or(0);
    for (k, e) in edges.iter().enumerate() {
        for f in &edges[k + 1..] {
            if f.owner == e.owner && f.index == e.index {
                let (x, y) = (find(&mut leader, at(e.input)), find(&mut leader, at(f.input)));
                leader[y] = x;
            }
        }
    }
    let mut live = vec![false; inputs.len()];
    for (i, &v) in inputs.iter().enumerate() {
        if rw.body.has_uses(v) {
            let l = find(&mut leader, i);
            live[l] = true;
        }
    }
    let dead: Vec<Value> =
        inputs.iter().enumerate().filter(|&(i, _)| !live[find(&mut leader, i)]).map(|(_, &v)| v).collect();
    if dead.is_empty() {
        return None;
    }
    // The operands feeding dead inputs, by owner (in the order owners first forward).
    let mut operands: Vec<(OpId, Vec<usize>)> = Vec::new();
    for e in edges.iter().filter(|e| dead.contains(&e.input)) {
        match operands.iter_mut().find(|(o, _)| *o == e.owner) {
            Some((_, list)) => list.push(e.index),
            None => operands.push((e.owner, vec![e.index])),
        }
    }
    for (o, mut list) in operands {
        list.sort_unstable();
        list.dedup();
        rw.body.erase_operands(o, &list);
        if o != root {
            rw.note_moved(&[o]);
        }
    }
    let mut blocks: Vec<BlockId> = Vec::new();
    for &v in &dead {
        if let (Some(b), _) = owner(rw, v) {
            if !blocks.contains(&b) {
                blocks.push(b);
            }
        }
    }
    for b in blocks {
        let args: Vec<Value> = rw.body.block(b).args.to_vec();
        rw.body.erase_block_args(b, &|i| dead.contains(&args[i]));
    }
    let results: Vec<Value> = rw.body.results(root).collect();
    if !results.iter().any(|r| dead.contains(r)) {
        return kept(rw, root);
    }
    // MLIR's `eraseOpResults`: a new op of the same kind takes the operands, attributes
    // and regions, with the live results.
    let d = rw.body.op(root);
    let mut st = OperationState::new(d.name, d.loc);
    st.operands.extend(d.operands.iter().copied());
    st.attrs = d.attrs.clone();
    let regions: Vec<RegionId> = d.regions.to_vec();
    st.result_types.extend(results.iter().filter(|r| !dead.contains(r)).map(|&r| rw.body.value_type(r)));
    for r in regions {
        let nr = rw.body.new_region();
        rw.body.move_region_blocks(r, nr, None);
        st.regions.push(nr);
    }
    let new_op = rw.insert(st);
    let mut k = 0;
    let mut out = Vec::with_capacity(results.len());
    for r in results {
        if dead.contains(&r) {
            // Nothing uses it: what stands for it does not matter.
            out.push(rw.body.new_placeholder(rw.body.value_type(r)));
        } else {
            out.push(rw.body.result(new_op, k));
            k += 1;
        }
    }
    Some(out)
}
