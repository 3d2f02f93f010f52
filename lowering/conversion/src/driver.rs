//! The dialect conversion driver: one forward walk per isolated body that folds each op
//! and applies the first pattern that succeeds, with a value mapping instead of MLIR's
//! rollback machinery; then the source materializations for uses left on replaced
//! values, and the symbols patterns requested, created in the module. Function bodies
//! are converted in parallel once the module level is done. What a pattern works with
//! (operands remapped and converted, casts as materializations) is `rewriter.rs`.

use crate::llvm_types;
use rayon::prelude::*;
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use crate::ir::{Attribute, BlockId, Body, Context, OpId, OperationState, RegionId, Type, TypeData, Value};
use crate::patterns::PatternSet;
use crate::rewriter::{
    bridge_old_users, cast_after_def, existing_cast_after_def, resolve, retype_one, used, ModuleFunctions,
    PendingEntry, Rewriter, State, SymbolRequest,
};
use crate::types::TypeConverter;
use crate::walk::collect_preorder;

/// A conversion run: the patterns to apply and the type converter they share.
pub struct Conversion<'a> {
    /// The context.
    pub ctx: &'a Context,
    /// The type converter the patterns convert operand and result types with.
    pub tc: &'a TypeConverter<'a>,
    /// The patterns to apply, by root op.
    pub patterns: &'a PatternSet,
    /// Record which pattern rewrote which op (`--debug-patterns`).
    pub trace: bool,
    /// The module's own `llvm.func`s, which runtime declarations must agree with.
    pub fns: &'a ModuleFunctions,
    /// Fold also the ops no pattern converts but those this list (of dialects and op
    /// names) declares legal: MLIR's partial conversions try to legalize every op the
    /// target does not declare legal.
    pub fold_unknown: Option<&'static [&'static str]>,
    /// The ops of the target's legal dialects that it declares illegal (folded like the
    /// others it does not declare legal).
    pub illegal: &'static [&'static str],
}

/// What converting a body produced besides the rewritten IR.
#[derive(Default)]
pub struct Outcome {
    /// Which pattern rewrote which op, when the conversion traces.
    pub trace: Vec<String>,
    /// Errors patterns reported without failing the conversion.
    pub reported: Vec<crate::diag::Diagnostic>,
    /// Errors in `reported` still to quote an op of the enclosing module (see
    /// `State::module_op_notes`).
    pub module_op_notes: Vec<(usize, OpId)>,
    /// Ops rules built that fail their verifier (each with a note naming the rule): the
    /// conversion failed.
    pub invalid: Vec<crate::diag::Diagnostic>,
    /// Symbols the body's converted ops need from the enclosing module, in request order.
    pub requests: Vec<SymbolRequest>,
}

impl<'a> Conversion<'a> {
    /// Converts everything under the isolated op whose regions are `regions` in `body`,
    /// then the bodies of isolated ops found there, in parallel, and creates the symbols
    /// those asked for. Returns the trace and this body's own symbol requests (for its
    /// parent to satisfy).
    pub fn run(&self, body: &mut Body, regions: &[RegionId], state: State) -> Outcome {
        self.run_with(body, regions, state, true)
    }

    /// `run`, optionally leaving `body`'s own ops alone (a pass nested under
    /// `func.func(...)` only converts function bodies).
    pub fn run_with(&self, body: &mut Body, regions: &[RegionId], state: State, convert_root: bool) -> Outcome {
        let mut nested = FxHashMap::default();
        let mut out =
            if convert_root { self.convert_body(body, regions, state, &mut nested) } else { Outcome::default() };
        // Children in block order, so symbols are created as a sequential walk would.
        let mut position: FxHashMap<OpId, usize> = FxHashMap::default();
        for &r in regions {
            for &b in &body.region(r).blocks {
                // Only isolated children are sorted (a function body mostly has none).
                for op in body.block_ops(b) {
                    if body.op(op).nested.is_some() {
                        let n = position.len();
                        position.insert(op, n);
                    }
                }
            }
        }
        // What the children's folds may look up in this body's symbol table.
        let symbols = descent_text::verify::SymbolSnapshot::new(self.ctx, body, regions);
        let mut children: Vec<(OpId, SmallVec<[RegionId; 1]>, &mut Body, State)> = body
            .isolated_children_mut()
            .into_iter()
            .map(|(op, regions, child)| (op, regions, child, State::for_child(nested.remove(&op))))
            .collect();
        children.sort_by_key(|c| position.get(&c.0).copied().unwrap_or(usize::MAX));
        let order: Vec<OpId> = children.iter().map(|c| c.0).collect();
        let results: Vec<Outcome> = children
            .into_par_iter()
            .map(|(_, regions, child, st)| symbols.scope(|| self.run(child, &regions, st)))
            .collect();
        let mut requests = Vec::new();
        for (child, r) in order.into_iter().zip(results) {
            out.trace.extend(r.trace);
            let base = out.reported.len();
            out.reported.extend(r.reported);
            for (i, op) in r.module_op_notes {
                quote_op(self.ctx, body, &mut out.reported[base + i], op);
            }
            out.invalid.extend(r.invalid);
            requests.extend(r.requests.into_iter().map(|q| (Some(child), q)));
        }
        self.satisfy(body, regions, requests);
        out
    }

    /// Creates requested symbols in `body`; each request names the child op whose body
    /// made it (`None`: `body` itself).
    pub fn satisfy(&self, body: &mut Body, regions: &[RegionId], requests: Vec<(Option<OpId>, SymbolRequest)>) {
        if requests.is_empty() {
            return;
        }
        let mut symbols = SymbolTable::new(self.ctx, body, regions);
        for (child, req) in requests {
            symbols.satisfy(self.ctx, body, child, req);
        }
    }

    /// Converts the ops under `regions` of `body` only, not the bodies of isolated ops
    /// nested there: folds, applies the entry-block conversion `state` carries, legalizes
    /// every op in preorder, then adds source materializations for the uses left on
    /// replaced values and erases the casts nobody uses. The entry-block conversions
    /// patterns record for isolated children go to `nested`, for their own turn.
    pub fn convert_body(
        &self,
        body: &mut Body,
        regions: &[RegionId],
        mut state: State,
        nested: &mut FxHashMap<OpId, PendingEntry>,
    ) -> Outcome {
        let fold = |body: &mut Body, state: &mut State| {
            crate::fold::fold_regions(
                self.ctx,
                body,
                regions,
                self.patterns,
                self.fold_unknown,
                self.illegal,
                &self.tc.opts,
                state,
            )
        };
        if state.pending_entry.is_some() {
            use crate::ir::fold::{arguments_replaced_scope, ReplacedArguments};
            let which =
                if self.patterns.converts_branches() { ReplacedArguments::AllBlocks } else { ReplacedArguments::Entry };
            arguments_replaced_scope(which, || fold(body, &mut state));
        } else {
            fold(body, &mut state);
        }
        // The body's own ops are the old ones while the entry block is converted too: its
        // retyped arguments bridge their uses by those ops.
        state.first_new = body.num_ops() as u32;
        if let (Some(p), Some(&r)) = (state.pending_entry.take(), regions.first()) {
            apply_entry(self.ctx, self.tc, self.fns, self.patterns, body, r, &mut state, p);
        }
        state.first_new = body.num_ops() as u32;
        let mut work = Vec::new();
        for &r in regions {
            collect_preorder(body, r, &mut work);
        }
        for op in work {
            self.legalize(body, &mut state, nested, op, 0);
        }
        finalize(self.ctx, body, &mut state);
        Outcome {
            trace: std::mem::take(&mut state.trace),
            reported: std::mem::take(&mut state.reported),
            module_op_notes: std::mem::take(&mut state.module_op_notes),
            invalid: std::mem::take(&mut state.invalid),
            requests: std::mem::take(&mut state.requests),
        }
    }

    /// Applies the first of `op`'s patterns that succeeds; then, as MLIR's legalizer does,
    /// folds and converts the ops that pattern created which this conversion converts too
    /// (an expansion into arith ops, say).
    fn legalize(
        &self,
        body: &mut Body,
        state: &mut State,
        nested: &mut FxHashMap<OpId, PendingEntry>,
        op: OpId,
        depth: usize,
    ) {
        if body.op(op).erased || state.unconverted.contains(&op) {
            return;
        }
        let name = body.op(op).name.ident;
        let Some(pats) = self.patterns.lookup(name) else { return };
        let Some(block) = body.op(op).parent else { return };
        let loc = body.op(op).loc;
        let mut created = None;
        {
            let state = &mut *state;
            for p in pats {
                let mut rw = Rewriter {
                    ctx: self.ctx,
                    tc: self.tc,
                    fns: self.fns,
                    body: &mut *body,
                    state: &mut *state,
                    nested: &mut *nested,
                    block,
                    before: Some(op),
                    root: Some(op),
                    loc,
                };
                let mark = rw.body.num_ops() as u32;
                let applied = (p.apply)(&mut rw, op);
                if !state.built.is_empty() {
                    let built = std::mem::take(&mut state.built);
                    if applied {
                        verify_built(self.ctx, body, state, &built, p, name);
                    }
                }
                if !applied {
                    // A pattern that declines may have built part of its replacement.
                    roll_back(body, state, mark);
                    continue;
                }
                if self.trace {
                    state.trace.push(format!(
                        "pattern {} ({}) rewrote '{}'",
                        p.name,
                        p.defined_at,
                        self.ctx.ident_str(name)
                    ));
                }
                created = Some(mark);
                break;
            }
        }
        let Some(mark) = created else { return };
        if depth >= MAX_LEGALIZE_DEPTH {
            return;
        }
        let new_ops: Vec<OpId> = (mark..body.num_ops() as u32)
            .map(OpId)
            .filter(|&o| {
                let d = body.op(o);
                // Most new ops are the target's (LLVM ops): no pattern lookup for them.
                !d.erased
                    && d.parent.is_some()
                    && d.name.info.is_none_or(|i| i.dialect != "llvm")
                    && !state.casts.contains(&o)
                    && self.patterns.lookup(d.name.ident).is_some()
            })
            .collect();
        if new_ops.is_empty() {
            return;
        }
        // Constants a fold materializes have no operands: converting them first keeps
        // every op converted after what it uses.
        let constants = crate::fold::fold_illegal_ops(
            self.ctx,
            body,
            &new_ops,
            self.patterns,
            self.fold_unknown,
            self.illegal,
            &self.tc.opts,
            state,
        );
        for o in constants.into_iter().chain(new_ops) {
            self.legalize(body, state, nested, o, depth + 1);
        }
    }
}

/// Verifies the ops rule `p` built itself (`Rewriter::insert_built`), so that an invalid
/// op is reported with the rule that built it instead of reaching the output. Ops naming
/// a symbol are left to the verifier that runs on the whole module: the symbol may be
/// converted or created later in the pass, and looking it up needs the enclosing module
/// (MLIR verifies symbol uses separately too).
/// Applies pattern `p` to `op` outside a conversion (the greedy driver of
/// `-canonicalize`): the rewriter builds before `op`, with `tc` (the identity conversion)
/// and a state of the caller's. Returns the first op id the pattern may have created, or
/// `None` when it declined (what it built is removed). Ops it built that fail their
/// verifier are reported in `state.invalid`.
pub fn apply_pattern(
    ctx: &Context,
    tc: &TypeConverter<'_>,
    fns: &ModuleFunctions,
    body: &mut Body,
    state: &mut State,
    op: OpId,
    p: &crate::Pattern,
) -> Option<u32> {
    let block = body.op(op).parent?;
    let loc = body.op(op).loc;
    let name = body.op(op).name.ident;
    let mut nested = FxHashMap::default();
    let mut rw = Rewriter {
        ctx,
        tc,
        fns,
        body: &mut *body,
        state: &mut *state,
        nested: &mut nested,
        block,
        before: Some(op),
        root: Some(op),
        loc,
    };
    let mark = rw.body.num_ops() as u32;
    let applied = (p.apply)(&mut rw, op);
    state.root_kept = false;
    let built = std::mem::take(&mut state.built);
    if !applied {
        state.root_untouched = false;
        roll_back(body, state, mark);
        return None;
    }
    verify_built(ctx, body, state, &built, p, name);
    Some(mark)
}

fn verify_built(
    ctx: &Context,
    body: &Body,
    state: &mut State,
    built: &[OpId],
    p: &crate::Pattern,
    root: crate::ir::Ident,
) {
    for &o in built {
        let d = body.op(o);
        if d.erased || d.parent.is_none() {
            continue;
        }
        if d.attrs.iter().any(|a| matches!(ctx.attr_data(a.value), crate::ir::AttrData::SymbolRef { .. })) {
            continue;
        }
        if let Err(e) = descent_text::verify::verify_single(crate::ir::OpRef::new(ctx, body, o)) {
            let note = format!("built by the rule at {} ({}) lowering '{}'", p.defined_at, p.name, ctx.ident_str(root));
            state.invalid.push(e.with_note(d.loc, note));
        }
    }
}

/// How deep patterns may create ops that need converting in turn.
const MAX_LEGALIZE_DEPTH: usize = 8;

/// The symbols defined directly in a body's first block, and where new ones go.
struct SymbolTable {
    names: FxHashSet<String>,
    block: Option<BlockId>,
    /// MLIR's symbol table uniquing counter: renamed runtime functions take the first
    /// free `<name>_<n>`, `n` counting up across all of them.
    uniquing: usize,
}

impl SymbolTable {
    fn new(ctx: &Context, body: &Body, regions: &[RegionId]) -> Self {
        let block = regions.first().and_then(|&r| body.entry_block(r));
        let sym = ctx.ident("sym_name");
        let mut names = FxHashSet::default();
        if let Some(b) = block {
            for op in body.block_ops(b) {
                if let Some(n) = body.attr(op, sym).and_then(|a| ctx.str_value(a)) {
                    names.insert(n.to_string());
                }
            }
        }
        SymbolTable { names, block, uniquing: 0 }
    }

    /// Creates what `req` asks for at the start of the block (MLIR inserts module-level
    /// helpers there), patching the requesting users in `child`'s body.
    fn satisfy(&mut self, ctx: &Context, body: &mut Body, child: Option<OpId>, req: SymbolRequest) {
        let Some(block) = self.block else { return };
        let loc = ctx.common().unknown_loc;
        let op_name = |n: &str| {
            let ident = ctx.ident(n);
            crate::ir::OpName { ident, info: ctx.lookup_op(ident) }
        };
        let st = match req {
            SymbolRequest::Function { name, ty, users } if !users.is_empty() => {
                let mut unique = format!("{name}_{}", self.uniquing);
                self.uniquing += 1;
                while self.names.contains(&unique) {
                    unique = format!("{name}_{}", self.uniquing);
                    self.uniquing += 1;
                }
                self.names.insert(unique.clone());
                let target = match child {
                    Some(c) => body.op_mut(c).nested.as_deref_mut(),
                    None => Some(&mut *body),
                };
                if let Some(t) = target {
                    let sym = ctx.flat_symbol_ref(&unique);
                    for u in users {
                        t.set_attr(u, ctx.ident("callee"), sym);
                    }
                }
                llvm_func_state(ctx, loc, &unique, ty, &[], None)
            }
            SymbolRequest::Function { name, ty, .. } => {
                if !self.names.insert(name.clone()) {
                    return;
                }
                llvm_func_state(ctx, loc, &name, ty, &[], None)
            }
            SymbolRequest::StringGlobal { base, bytes, users } => {
                let mut name = base.to_string();
                let mut i = 0;
                while self.names.contains(&name) {
                    name = format!("{base}_{i}");
                    i += 1;
                }
                self.names.insert(name.clone());
                let i8 = ctx.common().i8;
                let n = bytes.len();
                let tensor =
                    ctx.intern_type(TypeData::RankedTensor { shape: Box::new([n as i64]), elem: i8, encoding: None });
                let values = crate::ir::DenseValues::Int(bytes.iter().map(|&b| b as i8 as i128).collect());
                let value = ctx.intern_attr(crate::ir::AttrData::DenseElements { ty: tensor, splat: false, values });
                let mut st = OperationState::new(op_name("llvm.mlir.global"), loc);
                st.add_attr(ctx.ident("sym_name"), ctx.string_attr(&name));
                st.add_attr(ctx.ident("global_type"), ctx.type_attr(llvm_types::array(ctx, i8, n as u64)));
                st.add_attr(ctx.ident("value"), value);
                st.add_attr(ctx.ident("constant"), ctx.unit_attr());
                st.add_attr(ctx.ident("addr_space"), ctx.integer_attr(ctx.common().i32, 0));
                add_llvm_enum(ctx, &mut st, "linkage", "linkage", "private");
                st.add_attr(ctx.ident("visibility_"), ctx.integer_attr(ctx.common().i64, 0));
                let mut nested = Box::new(Body::new());
                st.regions.push(nested.new_region());
                st.nested = Some(nested);
                let target = match child {
                    Some(c) => body.op_mut(c).nested.as_deref_mut(),
                    None => Some(&mut *body),
                };
                if let Some(t) = target {
                    let sym = ctx.flat_symbol_ref(&name);
                    for u in users {
                        t.set_attr(u, ctx.ident("global_name"), sym);
                    }
                }
                st
            }
        };
        let op = body.create_op(st);
        let first = body.block(block).first;
        body.insert_op(block, first, op);
    }
}

/// An `llvm.func` named `name` of LLVM function type `ty` with MLIR's materialized
/// defaults (external linkage, C calling convention, default visibility) after `attrs`; a
/// declaration unless `body` (an isolated body and its region) is given.
pub fn llvm_func_state(
    ctx: &Context,
    loc: Attribute,
    name: &str,
    ty: Type,
    attrs: &[crate::ir::NamedAttr],
    body: Option<(Box<Body>, RegionId)>,
) -> OperationState {
    let ident = ctx.ident("llvm.func");
    let mut st = OperationState::new(crate::ir::OpName { ident, info: ctx.lookup_op(ident) }, loc);
    for a in attrs {
        st.add_attr(a.name, a.value);
    }
    st.add_attr(ctx.ident("sym_name"), ctx.string_attr(name));
    st.add_attr(ctx.ident("function_type"), ctx.type_attr(ty));
    add_llvm_enum(ctx, &mut st, "linkage", "linkage", "external");
    add_llvm_enum(ctx, &mut st, "CConv", "cconv", "ccc");
    st.add_attr(ctx.ident("visibility_"), ctx.integer_attr(ctx.common().i64, 0));
    let (nested, region) = body.unwrap_or_else(|| {
        let mut b = Box::new(Body::new());
        let r = b.new_region();
        (b, r)
    });
    st.nested = Some(nested);
    st.regions.push(region);
    st
}

/// Erases the ops created since `mark` (newest first), except cached casts.
fn roll_back(body: &mut Body, state: &State, mark: u32) {
    for i in (mark..body.num_ops() as u32).rev() {
        let op = OpId(i);
        if !body.op(op).erased && !state.casts.contains(&op) {
            let results: SmallVec<[Value; 2]> = body.results(op).collect();
            if results.iter().all(|&r| !body.has_uses(r)) {
                body.erase_op(op);
            }
        }
    }
}

/// Source materializations for uses left on replaced values and retyped arguments, then
/// the reconciliation of the casts the conversion inserted.
fn finalize(ctx: &Context, body: &mut Body, state: &mut State) {
    // Values replaced by the same value share its cast back to their type, as MLIR's
    // `findOrBuildReplacementValue` finds the materialization it built for the first.
    let mut built: FxHashMap<(Value, Type), Value> = FxHashMap::default();
    for i in 0..state.replaced.len() {
        let old = state.replaced[i];
        if !body.has_uses(old) {
            continue;
        }
        let new = resolve(&state.mapping, old);
        let ty = body.value_type(old);
        // A fold's replacement may have the old type: no cast then.
        let c = if body.value_type(new) == ty {
            new
        } else {
            *built.entry((new, ty)).or_insert_with(|| {
                // A retyped argument's users already share one cast back (MLIR builds
                // one materialization per replaced block argument).
                existing_cast_after_def(ctx, body, new, ty).unwrap_or_else(|| cast_after_def(ctx, body, state, new, ty))
            })
        };
        body.replace_all_uses(old, c);
    }
    // Old ops that came to use a retyped argument during the walk (a fold replaced their
    // operand by it).
    for i in 0..state.retyped.len() {
        let (arg, old_ty) = state.retyped[i];
        bridge_old_users(ctx, body, state, arg, old_ty);
    }
    // The casts this conversion inserted are reconciled, as MLIR does when a conversion
    // ends: a chain of them that comes back to the types it started from is cut out, and
    // the casts left without users (their consumers were converted after all) go.
    let mut casts: Vec<OpId> = state.casts.iter().copied().collect();
    casts.sort_unstable_by(|a, b| b.cmp(a));
    let cast = ctx.ident(crate::rewriter::CAST);
    for &op in &casts {
        if !body.op(op).erased && body.results(op).any(|r| body.has_uses(r)) {
            crate::reconcile::fold_round_trip(cast, body, op);
        }
    }
    for op in casts {
        if !body.op(op).erased && !body.has_uses(body.result(op, 0)) {
            body.erase_op(op);
        }
    }
    for (v, ops) in std::mem::take(&mut state.packs) {
        if body.has_uses(v) {
            continue;
        }
        for id in ops.rev() {
            let op = OpId(id);
            if !body.op(op).erased && !body.results(op).any(|r| body.has_uses(r)) {
                body.erase_op(op);
            }
        }
    }
}

/// Applies a recorded entry-block conversion to `body` (the owning op's region
/// `region`): arguments retyped, memref arguments expanded into their descriptor fields
/// with the descriptor rebuilt where it is used.
#[allow(clippy::too_many_arguments)]
fn apply_entry<'a>(
    ctx: &'a Context,
    tc: &'a TypeConverter<'a>,
    fns: &'a ModuleFunctions,
    patterns: &PatternSet,
    body: &mut Body,
    region: RegionId,
    state: &mut State,
    p: PendingEntry,
) {
    let loc = p.loc;
    let Some(entry) = body.entry_block(region) else { return };
    let old_args: SmallVec<[Value; 8]> = body.block(entry).args.iter().copied().collect();
    let order = entry_order(ctx, body, region, &old_args, patterns, &state.mapping);
    // MLIR builds a descriptor when the first pattern that uses it asks for it, at that
    // op's location (which is what its `!dbg` becomes).
    let mut first_use_loc: SmallVec<[(Value, crate::ir::Attribute); 4]> = SmallVec::new();
    if old_args.iter().any(|&a| {
        matches!(ctx.type_data(body.value_type(a)), TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. })
    }) {
        let mut ops = Vec::new();
        collect_preorder(body, region, &mut ops);
        for op in ops {
            let d = body.op(op);
            if patterns.lookup(d.name.ident).is_none() {
                continue;
            }
            for &v in &d.operands {
                let v = resolve(&state.mapping, v);
                if old_args.contains(&v) && !first_use_loc.iter().any(|(a, _)| *a == v) {
                    first_use_loc.push((v, d.loc));
                }
            }
        }
    }
    let mut no_children = FxHashMap::default();
    let mut rw =
        Rewriter { ctx, tc, fns, body, state, nested: &mut no_children, block: entry, before: None, root: None, loc };
    for i in order {
        let (old, ty) = (old_args[i], p.orig[i]);
        let Some(&(a, b)) = p.arg_ranges.get(i) else { continue };
        let new_types = &p.inputs[a..b];
        let rank = crate::descriptor::memref_rank(&rw, ty);
        let Some(rank) = rank else {
            retype_one(ctx, rw.body, rw.state, old, new_types[0]);
            continue;
        };
        let Some(index) = rw.body.block(entry).args.iter().position(|&v| v == old) else { continue };
        let fields = rw.body.expand_block_arg(entry, index, new_types);
        // MLIR rebuilds a descriptor only for an argument something uses.
        if !used(rw.body, &rw.state.mapping, old) {
            continue;
        }
        let first = rw.body.block(entry).first;
        rw.set_insertion(entry, first);
        rw.loc = first_use_loc.iter().find(|(a, _)| *a == old).map_or(loc, |(_, l)| *l);
        let Some(desc) = tc.convert(ty) else { continue };
        let mark = rw.body.num_ops() as u32;
        let packed = if fields.len() == 1 {
            crate::descriptor::from_static(&mut rw, desc, ty, fields[0])
        } else {
            crate::descriptor::pack(&mut rw, desc, rank, &fields)
        };
        if let Some(p) = packed {
            rw.state.mapping.insert(old, p);
            rw.state.replaced.push(old);
            let end = rw.body.num_ops() as u32;
            rw.state.packs.push((p, mark..end));
        }
    }
}

/// The order in which an entry block's arguments are converted, each conversion putting
/// its ops at the start of the block. MLIR builds a memref argument's descriptor when the
/// first pattern that needs it runs, and bridges the other arguments when the conversion
/// ends, in declaration order: so first the memref arguments some op with a pattern uses,
/// by first use in walk order, then the rest as declared.
fn entry_order(
    ctx: &Context,
    body: &Body,
    region: RegionId,
    args: &[Value],
    patterns: &PatternSet,
    mapping: &FxHashMap<Value, Value>,
) -> SmallVec<[usize; 8]> {
    // What a use sees: a fold may have replaced the value it names (by an argument).
    let resolve = |v: Value| resolve(mapping, v);
    let is_memref = |v: Value| {
        matches!(ctx.type_data(body.value_type(v)), TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. })
    };
    let mut pending: SmallVec<[usize; 8]> =
        (0..args.len()).filter(|&i| is_memref(args[i]) && used(body, mapping, args[i])).collect();
    if pending.is_empty() {
        return (0..args.len()).collect();
    }
    let mut first: SmallVec<[usize; 8]> = SmallVec::new();
    let mut ops = Vec::new();
    collect_preorder(body, region, &mut ops);
    for op in ops {
        let d = body.op(op);
        if !d.operands.iter().any(|&v| pending.iter().any(|&i| args[i] == resolve(v)))
            || patterns.lookup(d.name.ident).is_none()
        {
            continue;
        }
        for v in &d.operands {
            if let Some(k) = pending.iter().position(|&i| args[i] == resolve(*v)) {
                first.push(pending.remove(k));
            }
        }
        if pending.is_empty() {
            break;
        }
    }
    let rest = (0..args.len()).filter(|i| !first.contains(i));
    first.iter().copied().chain(rest).collect()
}

/// Sets `name` to the case `case` of the LLVM dialect's enum attribute `#llvm.<mnemonic>`.
/// The driver builds LLVM dialect ops through the registry, by name: conversion does not
/// depend on the dialects' generated code.
fn add_llvm_enum(ctx: &Context, st: &mut OperationState, name: &str, mnemonic: &str, case: &str) {
    let Some(def) = ctx.with_registry(|r| r.dialect_enum("llvm", mnemonic)) else { return };
    if let Some(v) = def.value(case) {
        st.add_attr(ctx.ident(name), ctx.enum_attr(def, v));
    }
}

/// Adds MLIR's "see current operation" note quoting `op` (an op of `body`, the module
/// whose function reported `d`) in generic form.
fn quote_op(ctx: &Context, body: &Body, d: &mut crate::diag::Diagnostic, op: OpId) {
    let text = crate::print::ops::print_op_for_diagnostic(ctx, body, op, body, op);
    let text = if text.contains('\n') { format!("\n{text}") } else { text };
    let loc = body.op(op).loc;
    d.notes.push(crate::diag::Diagnostic::note(loc, format!("see current operation: {text}")));
}
