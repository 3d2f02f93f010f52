//! `-canonicalize`: MLIR's greedy pattern driver with the canonicalizer's settings. Each
//! round walks the ops into a worklist (constants are uniqued and hoisted to the front of
//! the entry block of their isolated-from-above scope as they are met), then takes ops
//! off it: a trivially dead op is erased, any other op but a constant is folded (constants
//! the fold produces are built by the op's dialect's materializer), and what a change
//! touches goes back on the worklist. Rounds repeat, with region simplification after
//! each, until nothing changes or `max-iterations` is reached.

use descent_conversion::driver::apply_pattern;
use descent_conversion::fold::materializer;
use descent_conversion::{LlvmOptions, ModuleFunctions, PatternSet, State, TypeConverter};
use descent_ir::diag::Diagnostic;
use descent_ir::fold::{fold_op, FoldValue, Folded};
use descent_ir::{BlockId, Body, Context, EraseNote, Ident, NamedAttr, OpId, OpRef, RegionId, Traits, Type, Value};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use crate::effects::is_trivially_dead;
use crate::region::simplify_regions;
use crate::walk::{chosen_children, has_trait};

/// How much region simplification runs after each round (`region-simplify`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RegionSimplify {
    /// None.
    Disabled,
    /// Unreachable blocks and dead code.
    Normal,
    /// Also identical blocks merged and redundant block arguments dropped.
    Aggressive,
}

/// The canonicalizer's options, as mlir-opt spells them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CanonicalizeOptions {
    /// `top-down`: the worklist starts in program order (else post-order).
    pub top_down: bool,
    /// `region-simplify`.
    pub region_simplify: RegionSimplify,
    /// `max-iterations` (`-1`: no limit).
    pub max_iterations: i64,
    /// `max-num-rewrites` (`-1`: no limit).
    pub max_num_rewrites: i64,
    /// The `target` of the spec rules applied: `canonicalize`, or the patterns of a pass
    /// that runs MLIR's greedy driver with a pattern set of its own
    /// (`-affine-expand-index-ops`).
    pub patterns: &'static str,
}

impl Default for CanonicalizeOptions {
    fn default() -> Self {
        CanonicalizeOptions {
            top_down: true,
            region_simplify: RegionSimplify::Normal,
            max_iterations: 10,
            max_num_rewrites: -1,
            patterns: "canonicalize",
        }
    }
}

/// Canonicalizes `regions` of `body` (the regions of the op the pass runs on) and the
/// bodies of the isolated ops inside, those in parallel. With `only`, the regions
/// themselves are left alone and only isolated children of that op name are processed
/// (a pass nested under `func.func(...)`). Returns whether every driver converged, and
/// the verifier errors of ops patterns built (a broken pattern: the IR is then invalid).
pub fn canonicalize(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    opts: &CanonicalizeOptions,
    only: Option<&str>,
) -> (bool, Vec<Diagnostic>) {
    let parts = Patterns::new(ctx, opts.patterns);
    run(ctx, body, regions, opts, only, &parts)
}

/// MLIR's `applyPatternsGreedily` with the spec rules of one target (a pass that runs its
/// own pattern set with the greedy driver, as `-expand-strided-metadata` does): the same
/// folding, dead-op erasure and constant hoisting as `-canonicalize`, other patterns.
pub fn apply_greedily(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    opts: &CanonicalizeOptions,
    only: Option<&str>,
    patterns: &Patterns<'_>,
) -> (bool, Vec<Diagnostic>) {
    run(ctx, body, regions, opts, only, patterns)
}

/// The patterns of one greedy pass (the spec rules whose `target` is the pass's) and what
/// applying them outside a conversion needs. Built once per pass, shared by the
/// functions it runs on.
pub struct Patterns<'c> {
    set: PatternSet,
    tc: TypeConverter<'c>,
    fns: ModuleFunctions,
}

impl<'c> Patterns<'c> {
    /// The rules whose `target` is `target`.
    pub fn new(ctx: &'c Context, target: &str) -> Self {
        Self::with_options(ctx, target, LlvmOptions::default())
    }

    /// The rules whose `target` is `target`, reading the pass options `opts`.
    pub fn with_options(ctx: &'c Context, target: &str, opts: LlvmOptions) -> Self {
        Patterns {
            set: PatternSet::from_specs(ctx, target, |_| true),
            tc: TypeConverter::identity(ctx, opts),
            fns: ModuleFunctions::default(),
        }
    }
}

fn run(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    opts: &CanonicalizeOptions,
    only: Option<&str>,
    parts: &Patterns<'_>,
) -> (bool, Vec<Diagnostic>) {
    use rayon::prelude::*;
    if only.is_none() {
        return run_scope(ctx, body, regions, opts, parts);
    }
    // A pass nested under `op.name(...)` runs once per such op: separate drivers.
    let results: Vec<(bool, Vec<Diagnostic>)> = chosen_children(ctx, body, only)
        .into_par_iter()
        .map(|(_, rs, inner)| run_scope(ctx, inner, &rs, opts, parts))
        .collect();
    let mut converged = true;
    let mut invalid = Vec::new();
    for (c, mut inv) in results {
        converged &= c;
        invalid.append(&mut inv);
    }
    (converged, invalid)
}

/// MLIR's driver over `regions` and everything nested, isolated ops included: one round
/// goes through every scope, and rounds repeat until none changes anything (or
/// `max-iterations`). A scope that settled early still goes through the rounds the others
/// need (each re-hoists its constants), and `max-num-rewrites` is one budget per round
/// for all of them, spent in the order MLIR's single worklist visits them.
fn run_scope(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    opts: &CanonicalizeOptions,
    parts: &Patterns<'_>,
) -> (bool, Vec<Diagnostic>) {
    let mut scope = Scope::new(ctx, opts, parts, regions);
    let mut iteration: i64 = 0;
    let converged = loop {
        iteration += 1;
        if opts.max_iterations >= 0 && iteration > opts.max_iterations {
            break false;
        }
        let mut budget = (opts.max_num_rewrites >= 0).then_some(opts.max_num_rewrites);
        if !scope.round(ctx, opts, parts, body, &mut budget) {
            break true;
        }
    };
    let mut invalid = Vec::new();
    scope.take_invalid(&mut invalid);
    (converged, invalid)
}

/// The drivers of one body's root regions and, mirroring the body tree, those of the
/// isolated ops inside (kept across rounds, by op id in arena order as
/// `isolated_children_mut` lists them).
struct Scope<'c> {
    drivers: Vec<Driver<'c>>,
    children: Vec<(OpId, Scope<'c>)>,
}

impl<'c> Scope<'c> {
    fn new(ctx: &'c Context, opts: &'c CanonicalizeOptions, parts: &'c Patterns<'c>, regions: &[RegionId]) -> Self {
        Scope { drivers: regions.iter().map(|&r| Driver::new(ctx, opts, r, parts)).collect(), children: Vec::new() }
    }

    /// One round here and in every isolated op inside (in parallel without a rewrite
    /// budget); whether anything changed.
    fn round(
        &mut self,
        ctx: &'c Context,
        opts: &'c CanonicalizeOptions,
        parts: &'c Patterns<'c>,
        body: &mut Body,
        budget: &mut Option<i64>,
    ) -> bool {
        use rayon::prelude::*;
        let mut changed = false;
        if opts.top_down {
            for d in &mut self.drivers {
                changed |= d.round(body, budget);
            }
        }
        // Pair each isolated child with its scope of earlier rounds (a new one if it is
        // new; scopes of children gone are dropped).
        // What the children's folds may look up here (`affine.load` of a global).
        let roots: SmallVec<[RegionId; 1]> = self.drivers.iter().map(|d| d.root).collect();
        let symbols = descent_text::verify::SymbolSnapshot::new(ctx, body, &roots);
        let symbols = &symbols;
        let mut old = std::mem::take(&mut self.children).into_iter().peekable();
        let mut pairs: Vec<(OpId, Scope<'c>, &mut Body)> = Vec::new();
        for (id, rs, inner) in body.isolated_children_mut() {
            while old.next_if(|(o, _)| *o < id).is_some() {}
            let s = match old.next_if(|(o, _)| *o == id) {
                Some((_, s)) => s,
                None => Scope::new(ctx, opts, parts, &rs),
            };
            pairs.push((id, s, inner));
        }
        if budget.is_none() {
            changed |= pairs
                .par_iter_mut()
                .map(|(_, s, inner)| symbols.scope(|| s.round(ctx, opts, parts, inner, &mut None)))
                .reduce(|| false, |a, b| a | b);
        } else if opts.top_down {
            for (_, s, inner) in pairs.iter_mut() {
                changed |= symbols.scope(|| s.round(ctx, opts, parts, inner, budget));
            }
        } else {
            // Bottom-up, MLIR's worklist holds the post-order walk and is taken from
            // its back: the last scope first.
            for (_, s, inner) in pairs.iter_mut().rev() {
                changed |= symbols.scope(|| s.round(ctx, opts, parts, inner, budget));
            }
        }
        self.children = pairs.into_iter().map(|(id, s, _)| (id, s)).collect();
        if !opts.top_down {
            for d in self.drivers.iter_mut().rev() {
                changed |= d.round(body, budget);
            }
        }
        changed
    }

    /// Appends the verifier errors of ops patterns built, outer scopes first.
    fn take_invalid(&mut self, out: &mut Vec<Diagnostic>) {
        for d in &mut self.drivers {
            out.append(&mut d.invalid);
        }
        for (_, s) in &mut self.children {
            s.take_invalid(out);
        }
    }
}

/// What uniques a constant: its scope, op name, attributes and type.
type ConstKey = (RegionId, Ident, SmallVec<[NamedAttr; 2]>, Type);

/// The region constants of `block` are uniqued and hoisted in: the outermost one below
/// the nearest op isolated from above, or unregistered (which might be: MLIR's
/// `mightHaveTrait`), the body's root region otherwise.
fn insertion_region(body: &Body, block: BlockId) -> Option<RegionId> {
    let mut region = body.block(block).parent?;
    loop {
        let Some(parent) = body.region(region).parent else { return Some(region) };
        if body.op(parent).name.info.is_none() || has_trait(body, parent, Traits::ISOLATED_FROM_ABOVE) {
            return Some(region);
        }
        region = body.op(parent).parent.and_then(|b| body.block(b).parent)?;
    }
}

/// `Driver::pos` of an op not on the worklist.
const NOT_LISTED: usize = usize::MAX;

/// The driver for one root region of a body.
struct Driver<'c> {
    ctx: &'c Context,
    opts: &'c CanonicalizeOptions,
    parts: &'c Patterns<'c>,
    /// The rewriter state patterns share (casts they cached, what they built).
    state: State,
    /// Verifier errors of ops patterns built.
    invalid: Vec<Diagnostic>,
    root: RegionId,
    worklist: Vec<Option<OpId>>,
    /// Each op's index in `worklist` (`NOT_LISTED` when it is not on it), by op id: a
    /// vector rather than a map, since every op of a function goes through it.
    pos: Vec<usize>,
    /// The constants this round's walk uniqued, by value (MLIR's `OperationFolder`,
    /// one per round).
    consts: FxHashMap<ConstKey, OpId>,
    owned: FxHashMap<OpId, ConstKey>,
    /// A buffer for what erasures reported (kept to reuse its allocation).
    notes: Vec<EraseNote>,
}

impl<'c> Driver<'c> {
    fn new(ctx: &'c Context, opts: &'c CanonicalizeOptions, root: RegionId, parts: &'c Patterns<'c>) -> Self {
        Driver {
            ctx,
            opts,
            parts,
            state: State::default(),
            invalid: Vec::new(),
            root,
            worklist: Vec::new(),
            pos: Vec::new(),
            // A function mostly has a few constants: no regrowing from empty.
            consts: FxHashMap::with_capacity_and_hasher(8, Default::default()),
            owned: FxHashMap::with_capacity_and_hasher(8, Default::default()),
            notes: Vec::new(),
        }
    }

    /// One round: the walk that fills the worklist, the worklist, region
    /// simplification; whether anything changed. `budget` is what is left of
    /// `max-num-rewrites` for this round.
    fn round(&mut self, body: &mut Body, budget: &mut Option<i64>) -> bool {
        // MLIR 22 builds a fresh `OperationFolder` for each round: a constant uniqued in an
        // earlier round is met again as any other (and hoisted again when a later round
        // finds it below the front).
        self.consts.clear();
        self.owned.clear();
        self.worklist.clear();
        self.pos.clear();
        self.pos.resize(body.num_ops(), NOT_LISTED);
        self.populate(body, self.root);
        if self.opts.top_down {
            self.worklist.reverse();
            for (i, o) in self.worklist.iter().enumerate() {
                if let Some(o) = o {
                    self.pos[o.0 as usize] = i;
                }
            }
        }
        // MLIR 22's driver erases unreachable blocks before each worklist pass, whatever
        // the region simplification level (patterns are unsafe on unreachable code); what
        // the erasures report goes on the worklist as any erasure's.
        body.listen_to_erasures(true);
        let mut changed = crate::region::erase_unreachable_blocks(body, &[self.root]);
        self.take_erasures(body);
        changed |= self.process(body, budget);
        if self.opts.region_simplify != RegionSimplify::Disabled {
            let aggressive = self.opts.region_simplify == RegionSimplify::Aggressive;
            changed |= simplify_regions(self.ctx, body, &[self.root], aggressive);
        }
        changed
    }

    /// Puts the ops of `region` on the worklist (pre-order when top-down, else
    /// post-order), uniquing constants on the way.
    fn populate(&mut self, body: &mut Body, region: RegionId) {
        // Populating moves constants only to the front of entry blocks and erases
        // duplicates: the region's block list stays, and the next op is read before.
        for i in 0..body.region(region).blocks.len() {
            let b = body.region(region).blocks[i];
            let mut cur = body.block(b).first;
            while let Some(op) = cur {
                cur = body.op(op).next;
                if body.op(op).erased {
                    continue;
                }
                if self.opts.top_down {
                    if self.is_constant(body, op) && !self.insert_known_constant(body, op) {
                        continue;
                    }
                    self.add_single(op);
                    self.populate_nested(body, op);
                } else {
                    self.populate_nested(body, op);
                    if self.is_constant(body, op) && !self.insert_known_constant(body, op) {
                        continue;
                    }
                    // MLIR enqueues each op with its ancestors: the first op met inside
                    // an op puts that op (and those around it) on the worklist before
                    // the ops after it, so bottom-up an op is taken after its body.
                    self.add_listed_ancestors(body, op);
                }
            }
        }
    }

    fn populate_nested(&mut self, body: &mut Body, op: OpId) {
        if body.op(op).nested.is_some() {
            return;
        }
        for r in body.op(op).regions.iter().copied().collect::<SmallVec<[RegionId; 2]>>() {
            self.populate(body, r);
        }
    }

    fn is_constant(&self, body: &Body, op: OpId) -> bool {
        has_trait(body, op, Traits::CONSTANT_LIKE) && body.op(op).num_results == 1
    }

    fn const_key(&self, body: &Body, op: OpId) -> ConstKey {
        let d = body.op(op);
        let region = d.parent.and_then(|b| insertion_region(body, b)).unwrap_or(self.root);
        (region, d.name.ident, d.attrs.clone(), body.value_type(body.result(op, 0)))
    }

    /// MLIR's `OperationFolder::insertKnownConstant`: `false` when `op` was replaced by
    /// an equal constant already known.
    fn insert_known_constant(&mut self, body: &mut Body, op: OpId) -> bool {
        let Some(block) = body.op(op).parent else { return true };
        if self.owned.contains_key(&op) {
            let first = body.block(block).first;
            let prev_owned = body.op(op).prev.is_some_and(|p| self.owned.contains_key(&p));
            if first != Some(op) && !prev_owned {
                body.move_op(op, block, first);
                body.op_mut(op).loc = self.ctx.common().unknown_loc;
            }
            return true;
        }
        let key = self.const_key(body, op);
        if let Some(&existing) = self.consts.get(&key) {
            let with: SmallVec<[Value; 1]> = body.results(existing).collect();
            self.replace_op(body, op, &with);
            body.op_mut(existing).loc = self.ctx.common().unknown_loc;
            return false;
        }
        let Some(entry) = body.entry_block(insertion_region(body, block).unwrap_or(self.root)) else { return true };
        let first = body.block(entry).first;
        let prev_owned = body.op(op).prev.is_some_and(|p| self.owned.contains_key(&p));
        // MLIR 22 keeps the location of a constant it moves up its own block, not of one
        // it hoists out of a nested block (nor of one it merges another into).
        if block != entry || (first != Some(op) && !prev_owned) {
            body.move_op(op, entry, first);
            if block != entry {
                body.op_mut(op).loc = self.ctx.common().unknown_loc;
            }
        }
        self.consts.insert(key.clone(), op);
        self.owned.insert(op, key);
        true
    }

    // ---- the worklist ---------------------------------------------------------------

    fn add_single(&mut self, op: OpId) {
        let i = op.0 as usize;
        if i >= self.pos.len() {
            self.pos.resize(i + 1, NOT_LISTED);
        }
        if self.pos[i] != NOT_LISTED {
            return;
        }
        self.pos[i] = self.worklist.len();
        self.worklist.push(Some(op));
    }

    /// `op` and the ops around it, up to the first already listed (whose own ancestors
    /// are then listed too: the walk that fills the worklist adds ops no other way).
    fn add_listed_ancestors(&mut self, body: &Body, op: OpId) {
        let mut cur = Some(op);
        while let Some(o) = cur {
            let i = o.0 as usize;
            if self.pos.get(i).is_some_and(|&p| p != NOT_LISTED) {
                return;
            }
            self.add_single(o);
            cur = body.parent_op(o);
        }
    }

    /// `op` and the ops around it up to the root region.
    fn add(&mut self, body: &Body, op: OpId) {
        let mut cur = Some(op);
        while let Some(o) = cur {
            if body.op(o).erased {
                return;
            }
            self.add_single(o);
            cur = body.parent_op(o);
        }
    }

    fn remove(&mut self, op: OpId) {
        if let Some(p) = self.pos.get_mut(op.0 as usize) {
            if *p != NOT_LISTED {
                self.worklist[*p] = None;
                *p = NOT_LISTED;
            }
        }
    }

    fn pop(&mut self) -> Option<OpId> {
        while let Some(e) = self.worklist.pop() {
            if let Some(op) = e {
                self.pos[op.0 as usize] = NOT_LISTED;
                return Some(op);
            }
        }
        None
    }

    // ---- changes and what they put back on the worklist -------------------------------

    /// Erases `op` and what is nested in it, telling the worklist.
    fn erase(&mut self, body: &mut Body, op: OpId) {
        for r in body.results(op).collect::<SmallVec<[Value; 4]>>() {
            crate::walk::detach_uses(body, r);
        }
        body.listen_to_erasures(true);
        body.erase_op(op);
        self.take_erasures(body);
    }

    /// Replays what the erasures since `listen_to_erasures(true)` reported, as MLIR's
    /// listener hears it: operand definitions left with one other user go on the
    /// worklist, erased ops leave it and the constant table.
    fn take_erasures(&mut self, body: &mut Body) {
        let mut notes = std::mem::take(&mut self.notes);
        body.take_erase_notes(&mut notes);
        body.listen_to_erasures(false);
        for n in notes.drain(..) {
            match n {
                EraseNote::OperandDef(def) => {
                    if !body.op(def).erased {
                        self.add(body, def);
                    }
                }
                EraseNote::Erased(x) => {
                    self.remove(x);
                    self.notify_erased_quiet(x);
                }
            }
        }
        self.notes = notes;
    }

    /// Replaces the results of `op` by `with` (users go on the worklist) and erases it.
    fn replace_op(&mut self, body: &mut Body, op: OpId, with: &[Value]) {
        let results: SmallVec<[Value; 4]> = body.results(op).collect();
        for (&from, &to) in results.iter().zip(with) {
            // MLIR's use lists hold the newest use first.
            let users: SmallVec<[OpId; 4]> = body.uses(from).iter().rev().map(|u| u.op).collect();
            for u in users {
                self.add(body, u);
            }
            body.replace_all_uses(from, to);
        }
        self.erase(body, op);
    }

    /// Forgets `op` as a uniqued constant (it was erased).
    fn notify_erased_quiet(&mut self, op: OpId) {
        if let Some(key) = self.owned.remove(&op) {
            if self.consts.get(&key) == Some(&op) {
                self.consts.remove(&key);
            }
        }
    }

    // ---- one pass over the worklist -----------------------------------------------------

    fn process(&mut self, body: &mut Body, budget: &mut Option<i64>) -> bool {
        let mut changed = false;
        // A fold hook that rewrites in place forever must not hang the tool.
        let mut steps: u64 = 1_000_000 + 64 * body.num_ops() as u64;
        while let Some(op) = self.pop() {
            if budget.is_some_and(|b| b <= 0) {
                break;
            }
            steps = steps.saturating_sub(1);
            if steps == 0 {
                break;
            }
            if body.op(op).erased {
                continue;
            }
            if is_trivially_dead(self.ctx, body, op) {
                self.erase(body, op);
                changed = true;
                continue;
            }
            if !has_trait(body, op, Traits::CONSTANT_LIKE) && self.try_fold(body, op) {
                changed = true;
                continue;
            }
            if self.try_patterns(body, op) {
                changed = true;
                if let Some(b) = budget {
                    *b -= 1;
                }
            }
        }
        changed
    }

    /// Applies the first of `op`'s canonicalization patterns (highest benefit first) that
    /// matches; what it touched goes on the worklist.
    fn try_patterns(&mut self, body: &mut Body, op: OpId) -> bool {
        let Some(pats) = self.parts.set.lookup(body.op(op).name.ident) else { return false };
        let users: SmallVec<[OpId; 8]> = body
            .results(op)
            .flat_map(|r| body.uses(r).iter().rev().map(|u| u.op).collect::<SmallVec<[OpId; 4]>>())
            .collect();
        for p in pats {
            body.listen_to_erasures(true);
            let Some(mark) = apply_pattern(self.ctx, &self.parts.tc, &self.parts.fns, body, &mut self.state, op, p)
            else {
                body.listen_to_erasures(false);
                continue;
            };
            self.invalid.extend(self.state.take_invalid());
            // A pattern that only redirected uses has its users revisited (they are
            // among the moved ops), not the root nor its results' users: MLIR's rewriter
            // reports the changed uses' owners only.
            let untouched = self.state.take_root_untouched();
            for o in self.state.take_moved() {
                if !body.op(o).erased {
                    self.add(body, o);
                }
            }
            // The new ops (MLIR's rewriter reports each as it is built), then users of
            // replaced results (reported as their operands change), then the root if it
            // stayed.
            for i in mark..body.num_ops() as u32 {
                let o = OpId(i);
                if !body.op(o).erased && body.op(o).parent.is_some() && !built_detached(body, o) {
                    self.add(body, o);
                }
            }
            for u in users {
                if !untouched && !body.op(u).erased {
                    self.add(body, u);
                }
            }
            // Last, what the erasures reported (MLIR's rewriter erases a replaced op
            // after redirecting its uses), ops nested in erased ones included.
            self.take_erasures(body);
            if body.op(op).erased {
                self.remove(op);
                self.notify_erased_quiet(op);
            } else if !untouched {
                self.add(body, op);
            }
            return true;
        }
        false
    }

    /// Applies `op`'s fold hook; whether it changed anything.
    fn try_fold(&mut self, body: &mut Body, op: OpId) -> bool {
        let Some(info) = body.op(op).name.info else { return false };
        match fold_op(OpRef::new(self.ctx, body, op), &|v| v) {
            Folded::None => false,
            Folded::Update { operands, attrs } => {
                if operands.len() == body.op(op).operands.len() {
                    for (i, v) in operands.into_iter().enumerate() {
                        body.set_operand(op, i, v);
                    }
                } else {
                    // (A GEP's constant indices becoming static, an affine op's fold
                    // dropping operands.)
                    body.set_operands(op, &operands);
                }
                for (n, a) in attrs {
                    body.set_attr(op, self.ctx.ident(n), a);
                }
                self.add(body, op);
                true
            }
            Folded::SwapRegions { operands, regions } => {
                body.fold_swap_regions(op, &operands, regions);
                self.add(body, op);
                true
            }
            Folded::UseConstants { uses, operands } => {
                let (Some(build), Some(block)) = (materializer(self.ctx, info.dialect), body.op(op).parent) else {
                    return false;
                };
                let loc = body.op(op).loc;
                let states: Option<Vec<_>> = uses
                    .iter()
                    .map(|&(i, a)| Some((i, build(self.ctx, a, body.value_type(body.result(op, i)), loc)?)))
                    .collect();
                let Some(states) = states else { return false };
                descent_conversion::fold::use_constants(body, op, block, states, operands);
                self.add(body, op);
                true
            }
            Folded::Replace(values) => {
                let Some(block) = body.op(op).parent else { return false };
                let loc = body.op(op).loc;
                let mut with: SmallVec<[Value; 2]> = SmallVec::new();
                let mut created: SmallVec<[OpId; 2]> = SmallVec::new();
                for (i, fv) in values.into_iter().enumerate() {
                    match fv {
                        FoldValue::Value(v) => with.push(v),
                        FoldValue::Attr(a) => {
                            let ty = body.value_type(body.result(op, i));
                            let st = materializer(self.ctx, info.dialect).and_then(|b| b(self.ctx, a, ty, loc));
                            let Some(st) = st else {
                                for c in created {
                                    body.erase_op(c);
                                }
                                return false;
                            };
                            let c = body.create_op(st);
                            body.insert_op(block, Some(op), c);
                            self.add(body, c);
                            created.push(c);
                            with.push(body.result(c, 0));
                        }
                    }
                }
                self.replace_op(body, op, &with);
                true
            }
        }
    }
}

/// Whether `op` was built into a region before the op holding that region was created
/// (a pattern building a loop's or branch's body first, as MLIR's body builders do): MLIR's
/// driver is not told of ops inserted into a region no op holds yet, so they wait for its
/// next round.
fn built_detached(body: &Body, op: OpId) -> bool {
    let mut cur = body.parent_op(op);
    while let Some(p) = cur {
        if p.0 > op.0 {
            return true;
        }
        cur = body.parent_op(p);
    }
    false
}
