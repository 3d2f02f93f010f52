//! The IR verifier: each registered op's generated verifier, plus the structural checks
//! MLIR's `OperationVerifier` makes (terminators, successor operands against block
//! arguments, dominance of uses). Isolated-from-above bodies are verified in parallel.

use std::cell::RefCell;

use rayon::prelude::*;
use rustc_hash::FxHashMap;

use crate::diag::Diagnostic;
use crate::ir::{Attribute, BlockId, Body, Context, OpId, OpName, OpRef, OperationState, RegionId, Traits, ValueDef};
use crate::print::ops::print_op_for_diagnostic_with;

thread_local! {
    /// The ops enclosing the op being verified (innermost last), as (body address, op),
    /// so `HasParent` and symbol lookups work across isolated bodies. The addresses are
    /// valid while `verify` holds its shared borrow of the IR.
    static PARENTS: RefCell<Vec<(usize, OpId)>> = const { RefCell::new(Vec::new()) };
    /// The verification run this thread is working for (0: none), which owns the entries
    /// of `SYMBOLS` it made. The IR cannot change while a run holds its borrow.
    static RUN: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
    /// Set by `verify_nested`: the op (body address, op) an error of the verifier being run
    /// is about, when it is not that verifier's op.
    static NOTE_OP: std::cell::Cell<Option<(usize, OpId)>> = const { std::cell::Cell::new(None) };
}

/// Verification runs, numbered from 1.
static NEXT_RUN: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

/// Symbol tables by (run, body address, table op): name -> op, built on first lookup so
/// that resolving every call of a module is not quadratic.
type SymbolMap = std::sync::Arc<FxHashMap<Box<str>, OpId>>;
/// (run, body address, table op) -> its symbol map.
type SymbolCache = FxHashMap<(u64, usize, OpId), SymbolMap>;
static SYMBOLS: std::sync::Mutex<Option<SymbolCache>> = std::sync::Mutex::new(None);

/// The symbol table of `table` (in the current run's cache when there is one).
fn symbol_map(table: OpRef<'_>) -> Option<SymbolMap> {
    let run = RUN.with(|r| r.get());
    if run == 0 {
        return None;
    }
    let key = (run, table.body as *const Body as usize, table.id);
    let mut guard = SYMBOLS.lock().unwrap_or_else(|e| e.into_inner());
    let cache = guard.get_or_insert_with(FxHashMap::default);
    if let Some(m) = cache.get(&key) {
        return Some(m.clone());
    }
    // Entries of finished runs are dead weight.
    cache.retain(|k, _| k.0 == run);
    let ctx = table.ctx;
    let body = table.regions_body();
    let sym = ctx.ident("sym_name");
    let mut map = FxHashMap::default();
    for &r in table.regions() {
        for &b in &body.region(r).blocks {
            for o in body.block_ops(b) {
                if let Some(n) = body.attr(o, sym).and_then(|a| ctx.str_value(a)) {
                    map.entry(Box::from(n)).or_insert(o);
                }
            }
        }
    }
    let map = std::sync::Arc::new(map);
    cache.insert(key, map.clone());
    Some(map)
}

fn with_parent<R>(f: impl FnOnce(&[(usize, OpId)]) -> R) -> R {
    PARENTS.with(|p| f(&p.borrow()))
}

/// Runs the generated verifier of the single op `op` outside a whole-IR walk (a
/// conversion checking an op it just built): the walk's record of enclosing ops, which
/// may be left over from an earlier walk on this thread, is set aside meanwhile, so the
/// checks that look outward (`HasParent`, symbol lookups) see only what `op`'s own body
/// shows.
pub fn verify_single(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let Some(info) = op.info() else { return Ok(()) };
    let parents = PARENTS.with(|p| std::mem::take(&mut *p.borrow_mut()));
    let run = RUN.with(|r| r.replace(0));
    let r = (info.verify)(op);
    RUN.with(|r| r.set(run));
    PARENTS.with(|p| *p.borrow_mut() = parents);
    r
}

/// Runs the verifier of `nested`, an op in a region of `op`, from `op`'s own verifier
/// (for checks MLIR makes on the nested op before the ones `op` makes after its regions
/// verified): `op` is then the innermost enclosing op, so `HasParent` and symbol lookups
/// see it, and an error is quoted as being about `nested`. Both are borrowed from the IR
/// being verified.
pub fn verify_nested(op: OpRef<'_>, nested: OpRef<'_>) -> Result<(), Diagnostic> {
    let Some(info) = nested.info() else { return Ok(()) };
    PARENTS.with(|p| p.borrow_mut().push((op.body as *const Body as usize, op.id)));
    let r = (info.verify)(nested);
    PARENTS.with(|p| p.borrow_mut().pop());
    if r.is_err() {
        NOTE_OP.with(|n| n.set(Some((nested.body as *const Body as usize, nested.id))));
    }
    r
}

/// Makes the error the running verifier returns carry the "see current operation" note of
/// `op` (one of the ops it checks, such as a redefined symbol) instead of its own, as
/// MLIR's `op->emitError()` does.
pub fn note_op(op: OpRef<'_>) {
    NOTE_OP.with(|n| n.set(Some((op.body as *const Body as usize, op.id))));
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
        if let Some(map) = symbol_map(anc) {
            return map.get(name).map(|&o| OpRef::new(op.ctx, body, o));
        }
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

/// The symbols of a symbol table copied out of its body, so that the folds a pass runs
/// on the table's isolated children (in parallel, each child borrowed for rewriting) can
/// look up what MLIR's folds find with `lookupNearestSymbolFrom`: `affine.load` of a
/// constant `memref.global`, say. Inside [`SymbolSnapshot::scope`], `lookup_symbol`
/// reads the copy. Only symbols without regions are copied (globals and declarations,
/// with their names, attributes and properties): no fold reads a function, and a module
/// of thousands of functions then costs nothing.
pub struct SymbolSnapshot {
    /// The copy and its table op; `None` when the body has no isolated child to look.
    copy: Option<(Body, OpId)>,
}

impl SymbolSnapshot {
    /// The symbols directly in `regions` of `body` (the table's own regions). Nothing is
    /// copied for a body without isolated children (a function's).
    pub fn new(ctx: &Context, body: &Body, regions: &[RegionId]) -> Self {
        if !body.has_isolated_children() {
            return SymbolSnapshot { copy: None };
        }
        let mut copy = Body::new();
        let region = copy.new_region();
        let block = copy.new_block();
        copy.push_block(region, block);
        let sym = ctx.ident("sym_name");
        for &r in regions {
            for &b in &body.region(r).blocks {
                for o in body.block_ops(b) {
                    let d = body.op(o);
                    if !d.regions.is_empty() || body.attr(o, sym).is_none() {
                        continue;
                    }
                    let mut st = OperationState::new(d.name, d.loc);
                    st.attrs.extend(d.attrs.iter().copied());
                    st.properties = d.properties;
                    let id = copy.create_op(st);
                    copy.insert_op(block, None, id);
                }
            }
        }
        let module = ctx.ident("builtin.module");
        let mut st =
            OperationState::new(OpName { ident: module, info: ctx.lookup_op(module) }, ctx.common().unknown_loc);
        st.regions.push(region);
        let table = copy.create_op(st);
        SymbolSnapshot { copy: Some((copy, table)) }
    }

    /// Runs `f` (folds on one of the table's children) with symbol lookups reading this
    /// copy: the copy is the only enclosing op they see.
    pub fn scope<R>(&self, f: impl FnOnce() -> R) -> R {
        let Some((copy, table)) = &self.copy else { return f() };
        let me = vec![(copy as *const Body as usize, *table)];
        let parents = PARENTS.with(|p| std::mem::replace(&mut *p.borrow_mut(), me));
        let run = RUN.with(|r| r.replace(0));
        let out = f();
        RUN.with(|r| r.set(run));
        PARENTS.with(|p| *p.borrow_mut() = parents);
        out
    }
}

/// Verifies the op `root` of `body` and everything nested in it. Returns all errors found
/// (MLIR stops at the first error per op; so do we).
pub fn verify(ctx: &Context, body: &Body, root: OpId) -> Vec<Diagnostic> {
    verify_with(ctx, body, root, true)
}

/// `verify`, choosing whether errors on an op carry MLIR's "see current operation" note
/// (`mlir-opt` leaves it off under `-verify-diagnostics`).
pub fn verify_with(ctx: &Context, body: &Body, root: OpId, print_op: bool) -> Vec<Diagnostic> {
    verify_quoting(ctx, body, root, print_op, (false, false))
}

/// `verify_with`, the quoted ops printed with their locations when `locs.0`
/// (`-mlir-print-debuginfo`), pretty when `locs.1` (`-mlir-pretty-debuginfo`).
pub fn verify_quoting(ctx: &Context, body: &Body, root: OpId, print_op: bool, locs: (bool, bool)) -> Vec<Diagnostic> {
    let mut errs = Vec::new();
    let run = NEXT_RUN.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let outer = RUN.with(|r| r.replace(run));
    verify_op(ctx, body, root, &mut Walk { parents: Vec::new(), print_op, locs, run }, &mut errs);
    RUN.with(|r| r.set(outer));
    errs
}

/// Where the walk is: the enclosing ops (innermost last, as (body address, op)) and
/// whether errors quote the op they are about.
#[derive(Clone)]
struct Walk {
    parents: Vec<(usize, OpId)>,
    print_op: bool,
    /// Whether quoted ops show their locations, and in the pretty form.
    locs: (bool, bool),
    /// The verification run (see `RUN`).
    run: u64,
}

impl Walk {
    /// Adds MLIR's "see current operation" note for `op` (of `body`) to `diag`.
    fn with_op_note(&self, ctx: &Context, body: &Body, op: OpId, mut diag: Diagnostic) -> Diagnostic {
        if !self.print_op {
            return diag;
        }
        let text = self.quote_op(ctx, body, op);
        // MLIR attaches it when the error is emitted, before any note the check adds. A
        // check that reports an error at a location first and then the op's own (vector.extract's
        // "inferred type(s) ..." then "failed to infer returned types") carries the op's
        // error as a leading attached error: the note belongs to that one.
        let at = diag.notes.iter().take_while(|n| n.severity == crate::diag::Severity::Error).count();
        diag.notes.insert(at, Diagnostic::note(body.op(op).loc, format!("see current operation: {text}")));
        diag
    }

    /// `op` in generic form, its values named as in its nearest isolated-from-above
    /// ancestor (or itself), as MLIR prints ops into diagnostics: a multi-line op starts
    /// on its own line.
    fn quote_op(&self, ctx: &Context, body: &Body, op: OpId) -> String {
        let text = if body.op(op).nested.is_some() {
            print_op_for_diagnostic_with(ctx, body, op, body, op, self.locs)
        } else {
            match self.isolated_scope() {
                Some((scope_body, id)) => print_op_for_diagnostic_with(ctx, scope_body, id, body, op, self.locs),
                // A top-level op that uses no value prints on its own.
                None if body.op(op).operands.is_empty() => {
                    print_op_for_diagnostic_with(ctx, body, op, body, op, self.locs)
                }
                None => return format!("'{}' operation", OpRef::new(ctx, body, op).name()),
            }
        };
        if text.contains('\n') {
            format!("\n{text}")
        } else {
            text
        }
    }

    /// The innermost enclosing isolated-from-above op, with the body it lives in: the
    /// owner of the body being walked.
    fn isolated_scope(&self) -> Option<(&Body, OpId)> {
        self.parents.iter().rev().find_map(|&(pb, id)| {
            // SAFETY: as in `parent_name`: `verify` borrows every body on the stack.
            let b = unsafe { &*(pb as *const Body) };
            b.op(id).nested.is_some().then_some((b, id))
        })
    }
}

/// Verifies `op` and what it holds; true when something failed. As MLIR's verifier, the
/// walk of one isolated-from-above scope stops at its first failure (each isolated op
/// nested in it is its own scope).
fn verify_op(ctx: &Context, body: &Body, op: OpId, walk: &mut Walk, errs: &mut Vec<Diagnostic>) -> bool {
    let r = OpRef::new(ctx, body, op);
    // As MLIR: the op's own invariants first; its nested ops only when those hold.
    PARENTS.with(|p| p.borrow_mut().clone_from(&walk.parents));
    RUN.with(|r| r.set(walk.run));
    // As MLIR's verifier on entering an op: discardable attributes of a loaded dialect
    // first, by that dialect's hook.
    if let Some(msg) = r.data().attrs.iter().find_map(|a| op_attr_error(ctx, ctx.ident_str(a.name), a.value)) {
        errs.push(walk.with_op_note(ctx, body, op, Diagnostic::error(r.loc(), msg)));
        return true;
    }
    if let Some(d) = data_layout_error(ctx, body, op, walk) {
        errs.push(d);
        return true;
    }
    if let Some(info) = r.info() {
        NOTE_OP.with(|n| n.set(None));
        if let Err(e) = (info.verify)(r) {
            let e = match NOTE_OP.with(|n| n.take()) {
                // SAFETY: `verify_nested` took the address from a body of the IR this walk
                // borrows.
                Some((b, id)) => walk.with_op_note(ctx, unsafe { &*(b as *const Body) }, id, e),
                None => walk.with_op_note(ctx, body, op, e),
            };
            errs.push(e);
            return true;
        }
    } else if let Some(msg) = unknown_op_error(ctx, r) {
        errs.push(walk.with_op_note(ctx, body, op, Diagnostic::error(r.loc(), msg)));
        return true;
    }
    // Function-like ops: the dialect hooks of argument and result attributes, as MLIR's
    // `FunctionOpInterface` verifier calls them.
    if r.info().is_some() {
        if let Some(msg) = region_attr_error(ctx, r) {
            errs.push(walk.with_op_note(ctx, body, op, Diagnostic::error(r.loc(), msg)));
            return true;
        }
    }
    let inner = body.regions_body(op);
    // As MLIR's verifier on entering an op: no branch may target a region's entry block.
    for &region in r.regions() {
        let blocks = &inner.region(region).blocks;
        if !blocks.is_empty() && !inner.predecessors(blocks[0]).is_empty() {
            // MLIR emits this at the op's location, not through the op: no op note.
            errs.push(Diagnostic::error(r.loc(), "entry block of region may not have predecessors"));
            return true;
        }
    }
    walk.parents.push((body as *const Body as usize, op));
    let failed = verify_regions(ctx, r, inner, walk, errs);
    walk.parents.pop();
    failed
}

/// The error a loaded dialect's attribute hook reports for a discardable (or argument or
/// result) attribute named `name`. Only mlir-opt-22's test dialect, which upstream tests
/// use, rejects one: `test.invalid_attr`.
/// An op its dialect does not define, when that dialect is registered and does not allow
/// unknown operations (MLIR's check, made even with `--allow-unregistered-dialect`).
fn unknown_op_error(ctx: &Context, op: OpRef<'_>) -> Option<String> {
    let name = op.name();
    let (dialect, _) = name.split_once('.')?;
    let known = ctx.with_registry(|r| r.dialect(dialect).map(|d| d.allow_unknown_ops))?;
    (!known).then(|| {
        format!("unregistered operation '{name}' found in dialect ('{dialect}') that does not allow unknown operations")
    })
}

fn dialect_attr_error(name: &str) -> Option<String> {
    (name == "test.invalid_attr").then(|| "invalid to use 'test.invalid_attr'".to_string())
}

/// The error a loaded dialect's `verifyOperationAttribute` reports for the discardable
/// attribute `name = value`: the test dialect's, and DLTI's (which mlir-opt always loads):
/// its three attribute names need their attribute kinds, other `dlti.` names are
/// unsupported.
fn op_attr_error(ctx: &Context, name: &str, value: Attribute) -> Option<String> {
    if let Some(m) = dialect_attr_error(name) {
        return Some(m);
    }
    let key = name.strip_prefix("dlti.")?;
    let kind = match key {
        "dl_spec" | "target_system_spec" | "map" => key,
        _ => return Some(format!("attribute '{name}' not supported by dialect")),
    };
    let ok = matches!(ctx.attr_data(value), crate::ir::AttrData::Opaque { dialect, body }
        if ctx.ident_str(*dialect) == "dlti" && body.strip_prefix(kind).is_some_and(|r| r.starts_with('<')));
    (!ok).then(|| format!("'{name}' is expected to be a #dlti.{kind} attribute"))
}

/// Whether an op holds a data layout (MLIR's `DataLayoutOpInterface`): modules, and the
/// test dialect's op that upstream tests use.
fn is_layout_op(name: &str) -> bool {
    name == "builtin.module" || name == "test.op_with_data_layout"
}

/// MLIR's `verifyDataLayoutOp` on a layout op's `dlti.dl_spec`: its entries (reported at
/// the op, without quoting it), then whether it combines with the layouts of the
/// enclosing layout ops (each noted; the implicit top-level module without one is not).
fn data_layout_error(ctx: &Context, body: &Body, op: OpId, walk: &Walk) -> Option<Diagnostic> {
    let r = OpRef::new(ctx, body, op);
    // The name first: every op passes here, and few are layout ops.
    if !is_layout_op(r.name()) {
        return None;
    }
    let spec = r.attr("dlti.dl_spec")?;
    if !crate::print::dlti::is_dlti(ctx, spec, "dl_spec") {
        return None;
    }
    if let Some(msg) = crate::data_layout::spec_error(ctx, spec) {
        return Some(Diagnostic::error(r.loc(), msg));
    }
    let mut enclosing = Vec::new();
    for (i, &(pb, id)) in walk.parents.iter().enumerate().rev() {
        // SAFETY: as in `Walk::isolated_scope`: `verify` borrows every body on the stack.
        let p = OpRef::new(ctx, unsafe { &*(pb as *const Body) }, id);
        if !is_layout_op(p.name()) {
            continue;
        }
        let s = p.attr("dlti.dl_spec");
        if s.is_none() && i == 0 && p.name() == "builtin.module" {
            continue;
        }
        enclosing.push((p.loc(), s));
    }
    let specs: Vec<Attribute> = enclosing.iter().rev().filter_map(|e| e.1).collect();
    if crate::data_layout::combines(ctx, spec, &specs) {
        return None;
    }
    let msg = "data layout does not combine with layouts of enclosing ops";
    let mut d = walk.with_op_note(ctx, body, op, Diagnostic::error(r.loc(), msg));
    for (loc, _) in enclosing {
        d = d.with_note(loc, "enclosing op with data layout");
    }
    Some(d)
}

/// `dialect_attr_error` over the dictionaries of an op's `arg_attrs` and `res_attrs`.
fn region_attr_error(ctx: &Context, op: OpRef<'_>) -> Option<String> {
    use crate::ir::AttrData;
    for key in ["arg_attrs", "res_attrs"] {
        let Some(a) = op.attr(key) else { continue };
        let AttrData::Array(dicts) = ctx.attr_data(a) else { continue };
        for &d in dicts.iter() {
            if let AttrData::Dictionary(entries) = ctx.attr_data(d) {
                if let Some(m) = entries.iter().find_map(|e| dialect_attr_error(ctx.ident_str(e.name))) {
                    return Some(m);
                }
            }
        }
    }
    None
}

fn verify_regions(ctx: &Context, op: OpRef<'_>, body: &Body, walk: &mut Walk, errs: &mut Vec<Diagnostic>) -> bool {
    let regions = op.regions();
    let info = op.info();
    let no_terminator = info.is_some_and(|i| i.has_trait(Traits::NO_TERMINATOR));
    for &region in regions {
        let blocks = &body.region(region).blocks;
        // Children: isolated ones in parallel, after the others. As MLIR, a block's
        // terminator is checked on leaving the block, and only if its ops verified.
        let mut isolated: Vec<OpId> = Vec::new();
        let mut pos = Positions::default();
        for &b in blocks {
            for o in body.block_ops(b) {
                if body.op(o).nested.is_some() {
                    isolated.push(o);
                } else if verify_op(ctx, body, o, walk, errs) {
                    return true;
                }
            }
            let before = errs.len();
            if !no_terminator {
                check_terminator(ctx, body, op, b, walk, errs);
            }
            if errs.len() == before {
                check_block(ctx, body, region, b, walk, errs, &mut pos);
            }
            if errs.len() != before {
                return true;
            }
        }
        if isolated.len() > 1 {
            let snapshot = walk.clone();
            let results: Vec<Vec<Diagnostic>> = isolated
                .par_iter()
                .map(|&o| {
                    let mut p = snapshot.clone();
                    let mut e = Vec::new();
                    verify_op(ctx, body, o, &mut p, &mut e);
                    e
                })
                .collect();
            let failed = results.iter().any(|e| !e.is_empty());
            errs.extend(results.into_iter().flatten());
            if failed {
                return true;
            }
        } else {
            for o in isolated {
                if verify_op(ctx, body, o, walk, errs) {
                    return true;
                }
            }
        }
    }
    false
}

fn check_terminator(ctx: &Context, body: &Body, op: OpRef<'_>, b: BlockId, walk: &Walk, errs: &mut Vec<Diagnostic>) {
    let Some(last) = body.block(b).last else {
        // A single empty block is fine for ops that may lack a terminator; otherwise MLIR
        // reports it on the op.
        // Emitted at the op's location, not through the op: no op note.
        errs.push(Diagnostic::error(op.loc(), "empty block: expect at least a terminator"));
        return;
    };
    let d = body.op(last);
    let is_term = match d.name.info {
        Some(i) => i.has_trait(Traits::TERMINATOR),
        None => true,
    };
    if !is_term {
        let text = walk.quote_op(ctx, body, last);
        let diag = Diagnostic::error(d.loc, format!("block with no terminator, has {text}"));
        errs.push(walk.with_op_note(ctx, body, last, diag));
    }
}

/// Positions of ops in their blocks, built only for blocks where a short backward walk
/// does not settle the order (long blocks using values defined far above).
#[derive(Default)]
struct Positions {
    map: FxHashMap<OpId, usize>,
    blocks: rustc_hash::FxHashSet<BlockId>,
    /// Dominator trees of the regions asked about, built once each.
    doms: FxHashMap<RegionId, DomTree>,
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
        if self.blocks.insert(block) {
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
fn check_block(
    ctx: &Context,
    body: &Body,
    region: RegionId,
    b: BlockId,
    walk: &Walk,
    errs: &mut Vec<Diagnostic>,
    pos: &mut Positions,
) {
    // Dominance only means something in blocks the entry reaches (MLIR skips the others:
    // an op there may even use its own result).
    let reachable = pos.reachable(body, region, b);
    for o in body.block_ops(b) {
        let r = OpRef::new(ctx, body, o);
        // Dominance of operands.
        for (k, &v) in r.operands().iter().enumerate() {
            if reachable && !dominates(body, v, o, b, region, pos) {
                let msg = format!("operand #{k} does not dominate this use");
                let mut diag = walk.with_op_note(ctx, body, o, Diagnostic::error(r.loc(), msg));
                let body_owner = walk.isolated_scope().map(|(ob, id)| ob.op(id).loc);
                if let Some((loc, note)) = definition_note(body, v, b, region, body_owner) {
                    diag = diag.with_note(loc, note);
                }
                errs.push(diag);
                break;
            }
        }
        if let Some(diag) = check_successor_operands(r) {
            errs.push(walk.with_op_note(ctx, body, o, diag));
        }
    }
}

/// MLIR's note on where an operand that fails dominance is defined, relative to the
/// using op's block `b` in `region`. `body_owner` is the location of the op owning the body.
fn definition_note(
    body: &Body,
    v: crate::ir::Value,
    b: BlockId,
    region: RegionId,
    body_owner: Option<Attribute>,
) -> Option<(Attribute, String)> {
    let relation = |def_region: RegionId| {
        if def_region == region {
            "in the same region"
        } else if region_is_proper_ancestor(body, def_region, region) {
            "in a parent region"
        } else if region_is_proper_ancestor(body, region, def_region) {
            "in a child region"
        } else {
            "neither in a parent nor in a child region"
        }
    };
    match body.value(v).def {
        ValueDef::OpResult { op, .. } => {
            let def_block = body.op(op).parent?;
            let where_ = if def_block == b {
                "op in the same block".to_string()
            } else {
                format!("op {}", relation(body.block(def_block).parent?))
            };
            Some((body.op(op).loc, format!("operand defined here ({where_})")))
        }
        ValueDef::BlockArg { block, .. } => {
            let def_region = body.block(block).parent?;
            // The body's own regions belong to the isolated op owning the body.
            let loc = match body.region(def_region).parent {
                Some(owner) => body.op(owner).loc,
                None => body_owner?,
            };
            let index = body.region(def_region).blocks.iter().position(|&x| x == block)?;
            let note = format!("operand defined as a block argument (block #{index} {})", relation(def_region));
            Some((loc, note))
        }
        ValueDef::Detached => None,
    }
}

/// Whether `ancestor` strictly encloses `region` (within one body).
fn region_is_proper_ancestor(body: &Body, ancestor: RegionId, region: RegionId) -> bool {
    let mut cur = region;
    loop {
        let Some(op) = body.region(cur).parent else { return false };
        let Some(block) = body.op(op).parent else { return false };
        let Some(r) = body.block(block).parent else { return false };
        if r == ancestor {
            return true;
        }
        cur = r;
    }
}

/// Whether `region` belongs to an op whose regions are graph regions (no dominance). As
/// MLIR's `mayBeGraphRegion`, the single-block regions of an unregistered op may be graph
/// regions, so their ops are not ordered either (a region of several blocks has SSA
/// dominance whatever its op).
fn is_graph_region(body: &Body, region: RegionId) -> bool {
    let Some(op) = body.region(region).parent else { return false };
    match body.op(op).name.info {
        Some(i) => i.has_trait(crate::ir::Traits::HAS_ONLY_GRAPH_REGION),
        None => body.region(region).blocks.len() == 1,
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
        // Same block: results must come earlier (usually just before), except in a graph
        // region; block arguments always dominate.
        return match def_op {
            None => true,
            Some(_) if is_graph_region(body, region) => true,
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
                    Some(_) if cur_region.is_some_and(|r| is_graph_region(body, r)) => true,
                    Some(d) => pos.precedes(body, d, parent_op),
                };
            }
            return pos.block_dominates(body, def_block, cur_block);
        }
    }
    if cur_region != def_region {
        return false;
    }
    pos.block_dominates(body, def_block, cur_block)
}

impl Positions {
    /// Whether the entry block of `region` reaches block `b`.
    fn reachable(&mut self, body: &Body, region: RegionId, b: BlockId) -> bool {
        let blocks = &body.region(region).blocks;
        if blocks.len() < 2 || blocks.first() == Some(&b) {
            return true;
        }
        let tree = self.doms.entry(region).or_insert_with(|| DomTree::new(body, region));
        tree.index.get(&b).is_none_or(|&i| tree.interval[i].is_some())
    }

    /// Whether block `a` dominates block `b` (same region): every path from the entry to
    /// `b` passes through `a` (trivially so when `b` cannot be reached).
    fn block_dominates(&mut self, body: &Body, a: BlockId, b: BlockId) -> bool {
        if a == b {
            return true;
        }
        let Some(region) = body.block(b).parent else { return false };
        self.doms.entry(region).or_insert_with(|| DomTree::new(body, region)).dominates(a, b)
    }
}

/// A region's dominator tree (Cooper, Harvey and Kennedy's iterative algorithm), with
/// the pre/post order numbers of its depth-first walk so a query is two comparisons.
struct DomTree {
    index: FxHashMap<BlockId, usize>,
    /// `None` for blocks the entry does not reach.
    interval: Vec<Option<(u32, u32)>>,
}

impl DomTree {
    fn new(body: &Body, region: RegionId) -> DomTree {
        let blocks = &body.region(region).blocks;
        let n = blocks.len();
        let index: FxHashMap<BlockId, usize> = blocks.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        let succs: Vec<Vec<usize>> = blocks
            .iter()
            .map(|&b| match body.block(b).last {
                Some(t) => body.op(t).successors.iter().filter_map(|s| index.get(s).copied()).collect(),
                None => Vec::new(),
            })
            .collect();
        // Reverse post-order from the entry.
        let mut order = Vec::with_capacity(n);
        let mut visited = vec![false; n];
        if n > 0 {
            let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
            visited[0] = true;
            while let Some(&mut (node, ref mut next)) = stack.last_mut() {
                if let Some(&s) = succs[node].get(*next) {
                    *next += 1;
                    if !visited[s] {
                        visited[s] = true;
                        stack.push((s, 0));
                    }
                } else {
                    order.push(node);
                    stack.pop();
                }
            }
        }
        order.reverse();
        let mut rpo = vec![usize::MAX; n];
        for (i, &b) in order.iter().enumerate() {
            rpo[b] = i;
        }
        let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (b, ss) in succs.iter().enumerate() {
            if visited[b] {
                for &s in ss {
                    preds[s].push(b);
                }
            }
        }
        let mut idom = vec![usize::MAX; n];
        if n > 0 {
            idom[0] = 0;
        }
        let mut changed = true;
        while changed {
            changed = false;
            for &b in order.iter().skip(1) {
                let mut new = usize::MAX;
                for &p in &preds[b] {
                    if idom[p] == usize::MAX {
                        continue;
                    }
                    new = if new == usize::MAX {
                        p
                    } else {
                        let (mut x, mut y) = (p, new);
                        while x != y {
                            while rpo[x] > rpo[y] {
                                x = idom[x];
                            }
                            while rpo[y] > rpo[x] {
                                y = idom[y];
                            }
                        }
                        x
                    };
                }
                if new != idom[b] {
                    idom[b] = new;
                    changed = true;
                }
            }
        }
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
        for &b in order.iter().skip(1) {
            if idom[b] != usize::MAX {
                children[idom[b]].push(b);
            }
        }
        let mut interval = vec![None; n];
        if n > 0 {
            let mut counter = 0u32;
            let mut pre = vec![0u32; n];
            let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
            pre[0] = 0;
            while let Some(&mut (node, ref mut next)) = stack.last_mut() {
                if let Some(&c) = children[node].get(*next) {
                    *next += 1;
                    counter += 1;
                    pre[c] = counter;
                    stack.push((c, 0));
                } else {
                    counter += 1;
                    interval[node] = Some((pre[node], counter));
                    stack.pop();
                }
            }
        }
        DomTree { index, interval }
    }

    fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        let (Some(&ia), Some(&ib)) = (self.index.get(&a), self.index.get(&b)) else { return false };
        match (self.interval[ia], self.interval[ib]) {
            (_, None) => true,
            (None, Some(_)) => false,
            (Some((pa, qa)), Some((pb, qb))) => pa <= pb && qb <= qa,
        }
    }
}

/// For branches whose spec names the operand group forwarded to each successor: counts
/// and types must match the target's block arguments.
fn check_successor_operands(op: OpRef<'_>) -> Option<Diagnostic> {
    let info = op.info()?;
    let succs = op.successors();
    if info.successor_operands.len() != succs.len() {
        return None;
    }
    for (i, (&s, &group)) in succs.iter().zip(info.successor_operands).enumerate() {
        let values = crate::ir::groups::operand_group(op, info.operand_arities, group);
        let args = &op.body.block(s).args;
        if values.len() != args.len() {
            return Some(Diagnostic::error(
                op.loc(),
                format!("branch has {} operands for successor #{i}, but target block has {}", values.len(), args.len()),
            ));
        }
        for (k, v) in values.iter().enumerate() {
            let have = op.value_type(v);
            let want = op.body.value_type(args[k]);
            if have != want {
                return Some(Diagnostic::error(
                    op.loc(),
                    format!("type mismatch for bb argument #{k} of successor #{i}"),
                ));
            }
        }
    }
    None
}
