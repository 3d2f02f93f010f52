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

use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

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

/// The edges of an op indexed by input: each distinct input (in the order it is first
/// fed) with the edges feeding it, so that following inputs back costs what they have.
struct Graph {
    edges: Vec<Edge>,
    inputs: Vec<Value>,
    /// For each input, the indices of the edges feeding it.
    fed_by: Vec<SmallVec<[usize; 4]>>,
    index: FxHashMap<Value, usize>,
}

impl Graph {
    fn new(edges: Vec<Edge>) -> Self {
        let (mut inputs, mut fed_by) = (Vec::new(), Vec::<SmallVec<[usize; 4]>>::new());
        let mut index = FxHashMap::default();
        for (k, e) in edges.iter().enumerate() {
            let i = *index.entry(e.input).or_insert_with(|| {
                inputs.push(e.input);
                fed_by.push(SmallVec::new());
                inputs.len() - 1
            });
            fed_by[i].push(k);
        }
        Graph { edges, inputs, fed_by, index }
    }

    /// The values operands feed `input` now (they change as uses are redirected).
    fn operands<'a>(&'a self, rw: &'a Rewriter<'_, '_>, input: usize) -> impl Iterator<Item = Value> + 'a {
        self.fed_by[input].iter().map(move |&k| rw.body.op(self.edges[k].owner).operands[self.edges[k].index])
    }
}

/// The one value `input` can hold that is not an input itself, if there is exactly one
/// (MLIR's `computeReachableValuesFromSuccessorInput`, stopping at a second value).
fn single_reachable(rw: &Rewriter<'_, '_>, g: &Graph, input: usize) -> Option<Value> {
    let (mut found, mut visited, mut work) = (None, FxHashSet::default(), vec![g.inputs[input]]);
    while let Some(v) = work.pop() {
        let Some(&i) = g.index.get(&v) else {
            match found {
                Some(f) if f != v => return None,
                _ => found = Some(v),
            }
            continue;
        };
        for operand in g.operands(rw, i) {
            if visited.insert(operand) {
                work.push(operand);
            }
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

/// The root kept, only uses of its values redirected (or only what `note_moved` names
/// changed): the rule's replacement is the root's own results.
fn untouched(rw: &mut Rewriter<'_, '_>, root: OpId) -> Option<Vec<Value>> {
    rw.leave_root_untouched();
    Some(rw.body.results(root).collect())
}

/// Term `MakeSuccessorInputsDead` (MLIR's MakeRegionBranchOpSuccessorInputsDead).
pub fn make_successor_inputs_dead(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let root = rw.root()?;
    let g = Graph::new(edges(rw, root)?);
    let mut changed = false;
    for i in 0..g.inputs.len() {
        let input = g.inputs[i];
        if !rw.body.has_uses(input) {
            continue;
        }
        let Some(only) = single_reachable(rw, &g, i) else { continue };
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

/// What feeds input `i`: the value each forwarding op gives it, by op.
fn feeds(rw: &Rewriter<'_, '_>, g: &Graph, i: usize) -> SmallVec<[(OpId, Value); 4]> {
    let mut out: SmallVec<[(OpId, Value); 4]> =
        g.fed_by[i].iter().map(|&k| g.edges[k].owner).zip(g.operands(rw, i)).collect();
    out.sort_unstable_by_key(|&(o, v)| (o.0, v.0));
    out
}

/// Term `RemoveDuplicateSuccessorInputUses` (MLIR's pattern of that name).
pub fn remove_duplicate_successor_input_uses(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let root = rw.root()?;
    let g = Graph::new(edges(rw, root)?);
    let mut order: Vec<usize> = (0..g.inputs.len()).collect();
    order.sort_by_key(|&i| number(rw, g.inputs[i]));
    let mut changed = false;
    for (x, &i) in order.iter().enumerate() {
        for &j in &order[x + 1..] {
            let (a, b) = (g.inputs[i], g.inputs[j]);
            if !rw.body.has_uses(b) || owner(rw, a) != owner(rw, b) {
                continue;
            }
            if feeds(rw, &g, i) == feeds(rw, &g, j) {
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
    let g = Graph::new(edges(rw, root)?);
    let (edges, inputs) = (&g.edges, &g.inputs);
    // Tied inputs: those one operand feeds share a set (union-find over `inputs`). The
    // edges of one operand are listed together or with few in between: a map finds them.
    let mut leader: Vec<usize> = (0..inputs.len()).collect();
    fn find(leader: &mut [usize], mut i: usize) -> usize {
        while leader[i] != i {
            leader[i] = leader[leader[i]];
            i = leader[i];
        }
        i
    }
    let mut first_fed: FxHashMap<(OpId, usize), usize> = FxHashMap::default();
    for e in edges {
        let i = g.index[&e.input];
        let k = *first_fed.entry((e.owner, e.index)).or_insert(i);
        let (x, y) = (find(&mut leader, k), find(&mut leader, i));
        leader[y] = x;
    }
    let mut live = vec![false; inputs.len()];
    for (i, &v) in inputs.iter().enumerate() {
        if rw.body.has_uses(v) {
            let l = find(&mut leader, i);
            live[l] = true;
        }
    }
    let dead: Vec<bool> = (0..inputs.len()).map(|i| !live[find(&mut leader, i)]).collect();
    if !dead.contains(&true) {
        return None;
    }
    let is_dead = |v: &Value| g.index.get(v).is_some_and(|&i| dead[i]);
    // The operands feeding dead inputs, by owner (in the order owners first forward).
    let mut operands: Vec<(OpId, Vec<usize>)> = Vec::new();
    for e in edges.iter().filter(|e| is_dead(&e.input)) {
        match operands.iter_mut().find(|(o, _)| *o == e.owner) {
            Some((_, list)) => list.push(e.index),
            None => operands.push((e.owner, vec![e.index])),
        }
    }
    // Each op that loses operands, and the root for the block arguments it loses, is
    // reported modified (MLIR's `modifyOpInPlace`): back on the worklist.
    for (o, mut list) in operands {
        list.sort_unstable();
        list.dedup();
        rw.body.erase_operands(o, &list);
        rw.note_moved(&[o]);
    }
    let mut blocks: Vec<BlockId> = Vec::new();
    for (i, v) in inputs.iter().enumerate() {
        if let (true, (Some(b), _)) = (dead[i], owner(rw, *v)) {
            if !blocks.contains(&b) {
                blocks.push(b);
            }
        }
    }
    for b in blocks {
        let args: Vec<Value> = rw.body.block(b).args.to_vec();
        rw.body.erase_block_args(b, &|i| is_dead(&args[i]));
    }
    let results: Vec<Value> = rw.body.results(root).collect();
    if !results.iter().any(is_dead) {
        // Only operands and arguments went: the results' users are not told.
        rw.note_moved(&[root]);
        return untouched(rw, root);
    }
    // MLIR's `eraseOpResults`: a new op of the same kind takes the operands, attributes
    // and regions, with the live results.
    let d = rw.body.op(root);
    let mut st = OperationState::new(d.name, d.loc);
    st.operands.extend(d.operands.iter().copied());
    st.attrs = d.attrs.clone();
    let regions: Vec<RegionId> = d.regions.to_vec();
    st.result_types.extend(results.iter().filter(|r| !is_dead(r)).map(|&r| rw.body.value_type(r)));
    for r in regions {
        let nr = rw.body.new_region();
        rw.body.move_region_blocks(r, nr, None);
        st.regions.push(nr);
    }
    let new_op = rw.insert(st);
    let mut k = 0;
    let mut out = Vec::with_capacity(results.len());
    for r in results {
        if is_dead(&r) {
            // Nothing uses it: what stands for it does not matter.
            out.push(rw.body.new_placeholder(rw.body.value_type(r)));
        } else {
            out.push(rw.body.result(new_op, k));
            k += 1;
        }
    }
    Some(out)
}
