//! The rewriter patterns work with, and the conversion state it keeps: operands seen
//! remapped and converted (`Rewriter::operand`), target materializations as
//! `builtin.unrealized_conversion_cast`s placed right after the value's definition (chains
//! of casts folded as MLIR folds them), block arguments retyped in place and bridged back
//! for the ops not converted yet, ops built with their default-valued properties, and the
//! module symbols a function's patterns request.

use crate::llvm_types::{self, LlvmType};
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use crate::ir::{Attribute, BlockId, Body, Context, OpId, OperationState, RegionId, Type, TypeData, Value, ValueDef};
use crate::types::TypeConverter;

pub(super) const CAST: &str = "builtin.unrealized_conversion_cast";

/// A rewrite: returns `true` when it replaced (or erased) `op`, `false` when it
/// declines and leaves the IR as it was (apart from casts the driver cleans up).
pub type PatternFn = for<'r, 'a> fn(&mut Rewriter<'r, 'a>, OpId) -> bool;

/// One pattern as the generated tables describe it.
#[derive(Debug)]
pub struct Pattern {
    /// Name of the op the pattern rewrites.
    pub root: &'static str,
    /// The root op's dialect: `-convert-<dialect>-to-llvm` picks its patterns by it.
    pub dialect: &'static str,
    /// The dialect the rewrite produces (`llvm`, `cf`).
    pub target: &'static str,
    /// Further produced dialects whose passes apply the pattern too.
    pub also_targets: &'static [&'static str],
    /// The pattern's name in its spec (shown by `--debug-patterns`).
    pub name: &'static str,
    /// `spec/conversion/arith_to_llvm.td:12`.
    pub defined_at: crate::ir::SpecPos,
    /// MLIR's pattern benefit: among the patterns of one root op, higher ones are tried
    /// first.
    pub benefit: i32,
    /// The rewrite.
    pub apply: PatternFn,
}

/// The `llvm.func`s a module defines or declares before a conversion, by name, with their
/// function type and location: a pattern that needs a runtime function (`malloc`, `free`,
/// `puts`, ...) fails, with MLIR's error, when the module has it with another type.
#[derive(Default)]
pub struct ModuleFunctions {
    pub(super) by_name: FxHashMap<crate::ir::Ident, (Type, Attribute, OpId)>,
    /// The other symbols of the module (a `func.func @free`, say): a runtime function of
    /// one of these names is created under a uniqued name, as MLIR's symbol table does.
    pub(super) others: FxHashSet<crate::ir::Ident>,
    /// The functions with `llvm.bareptr`: calls to them pass memrefs as bare pointers.
    pub(super) bare_ptr: FxHashSet<crate::ir::Ident>,
}

impl ModuleFunctions {
    /// The `llvm.func`s directly in the first block of `regions` (a module's body).
    pub fn of(ctx: &Context, body: &Body, regions: &[RegionId]) -> Self {
        let mut by_name = FxHashMap::default();
        let mut others = FxHashSet::default();
        let mut bare_ptr = FxHashSet::default();
        let (func, sym, fty) = (ctx.ident("llvm.func"), ctx.ident("sym_name"), ctx.ident("function_type"));
        let bare_attr = ctx.ident("llvm.bareptr");
        if let Some(b) = regions.first().and_then(|&r| body.entry_block(r)) {
            for op in body.block_ops(b) {
                if body.attr(op, bare_attr).is_some() {
                    if let Some(name) = body.attr(op, sym).and_then(|a| ctx.str_value(a)) {
                        bare_ptr.insert(ctx.ident(name));
                    }
                }
                if body.op(op).name.ident != func {
                    if let Some(name) = body.attr(op, sym).and_then(|a| ctx.str_value(a)) {
                        others.insert(ctx.ident(name));
                    }
                    continue;
                }
                let name = body.attr(op, sym).and_then(|a| ctx.str_value(a));
                let ty = body.attr(op, fty).and_then(|a| ctx.type_attr_value(a));
                if let (Some(name), Some(ty)) = (name, ty) {
                    by_name.entry(ctx.ident(name)).or_insert((ty, body.op(op).loc, op));
                }
            }
        }
        others.retain(|n| !by_name.contains_key(n));
        ModuleFunctions { by_name, others, bare_ptr }
    }
}

/// Bookkeeping of one body's conversion.
#[derive(Default)]
pub struct State {
    /// Ops created before this conversion started have smaller ids.
    pub(super) first_new: u32,
    /// Old value -> replacement of another type (or any replacement a fold made), in
    /// replacement order.
    pub(super) mapping: FxHashMap<Value, Value>,
    pub(super) replaced: Vec<Value>,
    /// Results of folded ops: later folds still see the op they came from, as MLIR's do.
    pub(super) fold_replaced: FxHashSet<Value>,
    /// Block arguments whose type changed in place, with their old type.
    pub(super) retyped: Vec<(Value, Type)>,
    /// Ops fold hooks built themselves, which the conversion leaves as they are.
    pub(super) unconverted: FxHashSet<OpId>,
    /// Casts this conversion created, and the cache of target materializations.
    pub(super) casts: FxHashSet<OpId>,
    pub(super) cache: FxHashMap<(Value, Type), Value>,
    /// One line per pattern applied, when the conversion traces (`--debug-patterns`).
    pub trace: Vec<String>,
    /// Errors patterns reported without failing the conversion (MLIR's `emitError` in a
    /// pattern that then declines).
    pub(super) reported: Vec<crate::diag::Diagnostic>,
    /// Reported errors that MLIR emits on an op of the enclosing module (`op->emitError`,
    /// which quotes the op in a "see current operation" note): the index in `reported`
    /// and the module's op, quoted by the parent, which has the module's body.
    pub(super) module_op_notes: Vec<(usize, OpId)>,
    /// Ops rules built that fail their verifier, with a note naming the rule.
    pub(super) invalid: Vec<crate::diag::Diagnostic>,
    /// The ops the pattern being applied built itself (`insert_built`), for the driver to
    /// verify once it succeeds.
    pub(super) built: Vec<OpId>,
    /// Existing ops a pattern moved (a block merged into another): the greedy driver
    /// revisits them, as MLIR's rewriter reports them inserted.
    pub(super) moved: Vec<OpId>,
    /// A term updated the root in place (`Rewriter::keep_root`): the rule's replacement
    /// leaves it where it is.
    pub(super) root_kept: bool,
    /// A term kept the root having only redirected uses (`Rewriter::leave_root_untouched`):
    /// the greedy driver does not revisit the root for it.
    pub(super) root_untouched: bool,
    /// Symbols the converted ops need in the enclosing module.
    pub(super) requests: Vec<SymbolRequest>,
    /// The entry block's signature conversion, recorded by the pattern that converted the
    /// owning op and applied when this body is converted (in parallel with the others).
    pub(super) pending_entry: Option<PendingEntry>,
    /// Descriptors rebuilt from a memref argument's fields: the value and the range of op
    /// ids built for it. MLIR materializes them lazily and drops the ones nothing uses
    /// when the conversion ends (the only user was converted away, a `memref.cast`
    /// forwarding it, say); `finalize` erases those.
    pub(super) packs: Vec<(Value, std::ops::Range<u32>)>,
    /// The body is a function under the bare-pointer convention (see `PendingEntry`).
    pub(super) bare_ptr: bool,
}

/// A function entry block's argument conversion, waiting for its body's turn. One waits
/// for every function of a module at once, so it is kept small.
pub struct PendingEntry {
    pub(super) orig: Box<[Type]>,
    pub(super) inputs: Box<[Type]>,
    pub(super) arg_ranges: Box<[(usize, usize)]>,
    pub(super) loc: Attribute,
    /// The function uses the bare-pointer convention (its `llvm.bareptr` attribute).
    pub(super) bare_ptr: bool,
}

impl State {
    /// Whether the pattern just applied left its root untouched (see
    /// `Rewriter::leave_root_untouched`), cleared by the call.
    pub fn take_root_untouched(&mut self) -> bool {
        std::mem::take(&mut self.root_untouched)
    }

    /// The ops patterns moved since the last call (see `Rewriter::note_moved`).
    pub fn take_moved(&mut self) -> Vec<OpId> {
        std::mem::take(&mut self.moved)
    }

    /// The verifier errors of ops rules built, taken out of the state.
    pub fn take_invalid(&mut self) -> Vec<crate::ir::diag::Diagnostic> {
        std::mem::take(&mut self.invalid)
    }

    /// The state a child body starts its conversion with: its pending entry conversion.
    pub fn for_child(pending_entry: Option<PendingEntry>) -> State {
        let bare_ptr = pending_entry.as_ref().is_some_and(|e| e.bare_ptr);
        State { pending_entry, bare_ptr, ..State::default() }
    }
}

/// A module-level symbol a pattern inside a function needs. Functions are converted in
/// parallel and cannot touch the module, so the parent creates these afterwards, in
/// function order, as MLIR would have created them converting sequentially.
#[derive(Debug)]
pub enum SymbolRequest {
    /// `llvm.func @name` declared with type `ty` unless a symbol of that name exists.
    Function {
        /// The function's symbol name.
        name: String,
        /// Its LLVM function type.
        ty: Type,
        /// The calls (in the requesting body) whose callee is renamed when `name` is
        /// taken by a symbol that is not an `llvm.func`: each such request then creates
        /// its own declaration under a uniqued name (`free_0`, ...), as MLIR 22 does.
        users: Vec<OpId>,
    },
    /// A private constant global holding `bytes`, named `base` made unique; `users` are
    /// the `llvm.mlir.addressof` ops (in the requesting body) that get its final name.
    StringGlobal {
        /// The name wanted; a suffix `_<n>` makes it unique.
        base: String,
        /// The global's contents.
        bytes: Vec<u8>,
        /// The `llvm.mlir.addressof` ops to point at the global.
        users: Vec<OpId>,
    },
}

impl SymbolRequest {
    /// Whether creating the symbol changes the requesting body (names ops in it).
    pub fn updates_requester(&self) -> bool {
        match self {
            SymbolRequest::StringGlobal { .. } => true,
            SymbolRequest::Function { users, .. } => !users.is_empty(),
        }
    }
}

/// What `v` was replaced by, following chains of replacements (itself if nothing).
pub(super) fn resolve(mapping: &FxHashMap<Value, Value>, mut v: Value) -> Value {
    while let Some(&n) = mapping.get(&v) {
        v = n;
    }
    v
}

/// Whether `v` is used, directly or through a replacement that ends at it (a fold of
/// `select %c, %m, %m` to `%m`).
pub(super) fn used(body: &Body, mapping: &FxHashMap<Value, Value>, v: Value) -> bool {
    body.has_uses(v) || mapping.values().any(|&m| m == v)
}

/// Steps `pos` to the next row-major position in `dims` (last dimension fastest); `false`
/// once every position was visited (`pos` is then all zeros again).
pub fn next_position(pos: &mut [i64], dims: &[i64]) -> bool {
    for d in (0..pos.len()).rev() {
        pos[d] += 1;
        if pos[d] < dims[d] {
            return true;
        }
        pos[d] = 0;
    }
    false
}

/// Builds one elementwise op from 1-D operands and the 1-D result type.
pub type ElementBuilder<'f, 'r, 'a> = dyn FnMut(&mut Rewriter<'r, 'a>, &[Value], Type) -> Option<Value> + 'f;

/// What a pattern works with: the body, the insertion point (before the op being
/// converted), the type converter and the conversion state.
pub struct Rewriter<'r, 'a> {
    /// The context.
    pub ctx: &'a Context,
    /// The conversion's type converter.
    pub tc: &'a TypeConverter<'a>,
    pub(super) fns: &'a ModuleFunctions,
    /// The isolated body being converted.
    pub body: &'r mut Body,
    pub(super) state: &'r mut State,
    /// States for the bodies of isolated ops created or converted at this level.
    pub(super) nested: &'r mut FxHashMap<OpId, PendingEntry>,
    pub(super) block: BlockId,
    pub(super) before: Option<OpId>,
    /// The op being converted (`None` while building a fresh body).
    pub(super) root: Option<OpId>,
    /// Location of the op being converted.
    pub loc: Attribute,
}

impl<'r, 'a> Rewriter<'r, 'a> {
    // ---- operands and types ---------------------------------------------------------

    /// Operand `i` of `op`, remapped and of the converted type; `None` when the type has
    /// no conversion.
    pub fn operand(&mut self, op: OpId, i: usize) -> Option<Value> {
        let v = self.body.op(op).operands[i];
        self.remap(v)
    }

    /// All operands of `op`, remapped and converted.
    pub fn operands(&mut self, op: OpId) -> Option<SmallVec<[Value; 4]>> {
        (0..self.body.op(op).operands.len()).map(|i| self.operand(op, i)).collect()
    }

    /// Operand group `index` of `op` as written (the groups' `arities` and, for
    /// `AttrSizedOperandSegments` ops, the segment sizes tell where it is).
    pub fn source_operand_group(&self, op: OpId, arities: &[crate::ir::Arity], index: usize) -> SmallVec<[Value; 4]> {
        let r = crate::ir::OpRef::new(self.ctx, self.body, op);
        crate::ir::groups::operand_group(r, arities, index).iter().collect()
    }

    /// Operand group `index` of `op`, remapped and converted; `None` when a type has no
    /// conversion.
    pub fn operand_group(
        &mut self,
        op: OpId,
        arities: &[crate::ir::Arity],
        index: usize,
    ) -> Option<SmallVec<[Value; 4]>> {
        let group = self.source_operand_group(op, arities, index);
        group.into_iter().map(|v| self.remap(v)).collect()
    }

    /// Records that a term moved existing ops (merged a block): drivers that revisit
    /// what changed see them.
    pub fn note_moved(&mut self, ops: &[OpId]) {
        self.state.moved.extend_from_slice(ops);
    }

    /// A term that changed the root in place (MLIR's `modifyOpInPlace`: its operands,
    /// regions or the uses of values inside it) calls this and gives the root's own
    /// results (none for a root without results) as the rule's replacement: the rule
    /// then keeps the root instead of replacing and erasing it.
    pub fn keep_root(&mut self) {
        self.state.root_kept = true;
    }

    /// `keep_root` for a term that only redirected the uses of values (MLIR's
    /// `replaceAllUsesWith`, which reports the users it changes, not the root): the
    /// greedy driver revisits those users (`note_moved`) but not the root itself.
    pub fn leave_root_untouched(&mut self) {
        self.state.root_kept = true;
        self.state.root_untouched = true;
    }

    /// The op defining `v` as written (`None` for a block argument).
    pub fn defining_op(&self, v: Value) -> Option<OpId> {
        match self.body.value(v).def {
            ValueDef::OpResult { op, .. } => Some(op),
            _ => None,
        }
    }

    /// The op defining `v`, if it is named `name` (MLIR's `getDefiningOp<OpTy>()`).
    pub fn defining_op_named(&self, v: Value, name: &str) -> Option<OpId> {
        self.defining_op(v).filter(|&op| self.ctx.ident_str(self.body.op(op).name.ident) == name)
    }

    /// The value of the `ConstantLike` op defining `v` (MLIR's `m_Constant`), if it is one.
    pub fn constant_of(&self, v: Value) -> Option<Attribute> {
        let op = self.defining_op(v)?;
        let d = self.body.op(op);
        if !d.name.info?.has_trait(crate::ir::Traits::CONSTANT_LIKE) {
            return None;
        }
        crate::ir::groups::attr_or_default(crate::ir::OpRef::new(self.ctx, self.body, op), "value")
    }

    /// What `v` was replaced by (itself if nothing), without converting its type.
    pub fn mapped(&self, v: Value) -> Value {
        resolve(&self.state.mapping, v)
    }

    /// `v` as the converted program sees it.
    pub fn remap(&mut self, v: Value) -> Option<Value> {
        let cur = resolve(&self.state.mapping, v);
        let want = self.tc.convert(self.body.value_type(cur))?;
        Some(self.materialize(cur, want))
    }

    /// `v` as a value of type `want`: itself, the input of a chain of casts that started
    /// from `want` (MLIR folds the casts it would build into such chains, whichever pass
    /// made them), or a (cached) new cast right after `v`'s definition.
    pub fn materialize(&mut self, v: Value, want: Type) -> Value {
        if self.body.value_type(v) == want {
            return v;
        }
        let mut cur = v;
        while let ValueDef::OpResult { op, .. } = self.body.value(cur).def {
            let d = self.body.op(op);
            if d.operands.len() != 1 || d.num_results != 1 || d.name.ident != self.ctx.ident(CAST) {
                break;
            }
            cur = d.operands[0];
            if self.body.value_type(cur) == want {
                return cur;
            }
        }
        if !self.tc.opts.no_rollback {
            if let Some(&c) = self.state.cache.get(&(v, want)) {
                return c;
            }
        }
        let c = cast_after_def(self.ctx, self.body, self.state, v, want);
        self.state.cache.insert((v, want), c);
        c
    }

    /// The LLVM type for `ty` (`TypeConverter::convert`).
    pub fn convert_type(&self, ty: Type) -> Option<Type> {
        self.tc.convert(ty)
    }

    /// The converted types of `op`'s results.
    pub fn result_types(&self, op: OpId) -> Option<SmallVec<[Type; 2]>> {
        self.body.results(op).map(|r| self.tc.convert(self.body.value_type(r))).collect()
    }

    /// The types of `op`'s results as written (before conversion).
    pub fn source_result_types(&self, op: OpId) -> SmallVec<[Type; 2]> {
        self.body.results(op).map(|v| self.body.value_type(v)).collect()
    }

    /// Whether an operand or result of `op` has (elements of) a float type LLVM does not
    /// have: the type converter turns those into integers, so float ops on them cannot
    /// be expressed and MLIR's lowerings decline them.
    pub fn has_unsupported_float(&self, op: OpId) -> bool {
        let d = self.body.op(op);
        d.operands.iter().copied().chain(self.body.results(op)).any(|v| {
            let elem = self.ctx.element_type_or_self(self.body.value_type(v));
            matches!(self.ctx.type_data(elem), TypeData::Float(k) if !crate::types::llvm_has_float(*k))
        })
    }

    /// The type `v` has now (a retyped block argument's new type).
    pub fn value_type(&self, v: Value) -> Type {
        self.body.value_type(v)
    }

    // ---- creating ops ---------------------------------------------------------------

    /// Inserts a new op before the op being converted.
    pub fn insert(&mut self, mut st: OperationState) -> OpId {
        st.fill_defaults(self.ctx);
        let op = self.body.create_op(st);
        self.body.insert_op(self.block, self.before, op);
        op
    }

    /// Inserts an op a rule builds (not one a term builds for it): the driver verifies it
    /// when the rule succeeds, and names the rule if it is invalid.
    pub fn insert_built(&mut self, st: OperationState) -> OpId {
        let op = self.insert(st);
        self.state.built.push(op);
        op
    }

    /// `insert_built` of a single-result op; returns its result.
    pub fn insert_built_value(&mut self, st: OperationState) -> Value {
        let op = self.insert_built(st);
        self.body.result(op, 0)
    }

    /// Inserts a single-result op and returns its result.
    pub fn insert_value(&mut self, st: OperationState) -> Value {
        let op = self.insert(st);
        self.body.result(op, 0)
    }

    /// `llvm.mlir.constant(value) : ty`.
    pub fn constant(&mut self, ty: Type, value: Attribute) -> Value {
        let mut st = self.state("llvm.mlir.constant");
        st.add_attr(self.ctx.ident("value"), value);
        st.result_types.push(ty);
        self.insert_value(st)
    }

    /// `llvm.extractvalue` of the field at `pos` of the aggregate `container`.
    pub fn extract_value(&mut self, container: Value, pos: &[i64]) -> Value {
        let ty = aggregate_field(self.ctx, self.body.value_type(container), pos);
        let mut st = self.state("llvm.extractvalue");
        st.operands.push(container);
        st.add_attr(self.ctx.ident("position"), self.ctx.dense_i64_array(pos));
        st.result_types.push(ty);
        self.insert_value(st)
    }

    /// `llvm.insertvalue` of `value` at `pos` of the aggregate `container`: the updated
    /// aggregate.
    pub fn insert_value_at(&mut self, container: Value, value: Value, pos: &[i64]) -> Value {
        let ty = self.body.value_type(container);
        let mut st = self.state("llvm.insertvalue");
        st.operands.extend([container, value]);
        st.add_attr(self.ctx.ident("position"), self.ctx.dense_i64_array(pos));
        st.result_types.push(ty);
        self.insert_value(st)
    }

    /// `llvm.mlir.poison : ty`, the start of an aggregate built by insertions.
    pub fn poison(&mut self, ty: Type) -> Value {
        let mut st = self.state("llvm.mlir.poison");
        st.result_types.push(ty);
        self.insert_value(st)
    }

    /// Applies `build` elementwise: once when `result` is a scalar or 1-D vector type;
    /// over every 1-D vector of an n-D vector lowered to nested arrays otherwise,
    /// extracting each array operand at the same position and inserting each result
    /// into a poison array (MLIR's `handleMultidimensionalVectors`).
    pub fn elementwise(
        &mut self,
        operands: &[Value],
        result: Type,
        build: &mut ElementBuilder<'_, 'r, 'a>,
    ) -> Option<Value> {
        if !llvm_types::is_array(self.ctx, result) {
            return build(self, operands, result);
        }
        let mut dims = Vec::new();
        let mut inner = result;
        while let Some((elem, len)) = llvm_types::as_array(self.ctx, inner) {
            dims.push(len as i64);
            inner = elem;
        }
        if dims.contains(&0) {
            return None;
        }
        let mut acc = self.poison(result);
        let mut pos = vec![0i64; dims.len()];
        let mut args: SmallVec<[Value; 4]> = SmallVec::new();
        loop {
            args.clear();
            for &o in operands {
                let is_array = llvm_types::is_array(self.ctx, self.body.value_type(o));
                args.push(if is_array { self.extract_value(o, &pos) } else { o });
            }
            let r = build(self, &args, inner)?;
            acc = self.insert_value_at(acc, r, &pos);
            if !next_position(&mut pos, &dims) {
                return Some(acc);
            }
        }
    }

    // ---- replacing ------------------------------------------------------------------

    /// Replaces `op`'s results by `values` (same count) and erases it.
    pub fn replace_op(&mut self, op: OpId, values: &[Value]) {
        if Some(op) == self.root && std::mem::take(&mut self.state.root_kept) {
            return;
        }
        let results: SmallVec<[Value; 4]> = self.body.results(op).collect();
        debug_assert_eq!(results.len(), values.len());
        for (&old, &new) in results.iter().zip(values) {
            if self.body.value_type(old) == self.body.value_type(new) {
                self.body.replace_all_uses(old, new);
                // A fold's mapping may lead to `old`: it must lead on to `new`.
                if !self.state.fold_replaced.is_empty() {
                    self.state.mapping.insert(old, new);
                }
            } else if self.body.has_uses(old) {
                self.state.mapping.insert(old, new);
                self.state.replaced.push(old);
            } else if !self.state.fold_replaced.is_empty() {
                self.state.mapping.insert(old, new);
            }
        }
        self.body.erase_op(op);
    }

    /// Erases `op` without replacing its results, which must have no uses left (a
    /// terminator a lowering has rebuilt, say).
    pub fn erase_op(&mut self, op: OpId) {
        self.body.erase_op(op);
    }

    /// Changes the types of `block`'s arguments in place (`None` keeps one), bridging
    /// uses by ops that stay unconverted at the end of the walk.
    pub fn retype_block_args(&mut self, block: BlockId, types: &[Type]) {
        retype_args(self.ctx, self.body, self.state, block, types);
    }

    /// Converts the entry block of isolated op `op`'s body to the signature `sig` of the
    /// original argument types `orig`: one-to-one arguments are retyped in place (bridged
    /// when that body is converted); a memref argument becomes its descriptor fields (or
    /// one bare pointer) and the descriptor is rebuilt at the start of the block, where
    /// MLIR rebuilds it.
    /// `bare_ptr`: the function uses the bare-pointer convention, which its returns follow.
    pub fn convert_nested_entry(
        &mut self,
        op: OpId,
        orig: &[Type],
        sig: &crate::types::SignatureConversion,
        bare_ptr: bool,
    ) {
        let entry = PendingEntry {
            orig: orig.into(),
            inputs: sig.inputs.as_slice().into(),
            arg_ranges: sig.arg_ranges.as_slice().into(),
            loc: self.loc,
            bare_ptr,
        };
        self.nested.insert(op, entry);
    }

    /// Retypes the arguments of a successor block to their converted types (not the entry
    /// block, whose signature belongs to the enclosing op).
    pub fn convert_successor(&mut self, block: BlockId) -> Option<()> {
        if let Some(region) = self.body.block(block).parent {
            if self.body.entry_block(region) == Some(block) {
                return Some(());
            }
        }
        let types: Option<SmallVec<[Type; 4]>> =
            self.body.block(block).args.iter().map(|&a| self.tc.convert(self.body.value_type(a))).collect();
        let types = types?;
        retype_args(self.ctx, self.body, self.state, block, &types);
        Some(())
    }

    /// Whether memrefs cross calls and returns here as bare pointers: the pass option, or
    /// the `llvm.bareptr` attribute of the function being converted.
    pub fn bare_ptr(&self) -> bool {
        self.tc.opts.bare_ptr_memrefs || self.state.bare_ptr
    }

    /// Whether the call being converted passes memrefs as bare pointers: the pass
    /// option, or a direct callee with `llvm.bareptr` (as MLIR's call lowering decides).
    pub fn call_bare_ptr(&self) -> bool {
        if self.tc.opts.bare_ptr_memrefs {
            return true;
        }
        let callee = self.root.and_then(|op| self.body.attr(op, self.ctx.ident("callee")));
        match callee.map(|c| self.ctx.attr_data(c)) {
            Some(crate::ir::AttrData::SymbolRef { root, nested }) if nested.is_empty() => {
                self.fns.bare_ptr.contains(root)
            }
            _ => false,
        }
    }

    /// Reports an error without failing the conversion (MLIR's `emitError` in a pattern
    /// that then declines): the op stays, and the pass goes on.
    pub fn report_error(&mut self, loc: Attribute, msg: impl Into<String>) {
        self.state.reported.push(crate::diag::Diagnostic::error(loc, msg.into()));
    }

    /// Declares (once, in the enclosing module) the runtime function `name` of LLVM
    /// function type `ty`; false, with MLIR's error on the module's function, when the
    /// module already has `name` with another type.
    pub fn declare_function(&mut self, name: &str, ty: Type) -> bool {
        if !self.runtime_function_fits(name, ty) {
            return false;
        }
        self.state.requests.push(SymbolRequest::Function { name: name.to_string(), ty, users: Vec::new() });
        true
    }

    /// Whether the module has a symbol `name` that is not an `llvm.func`: a runtime
    /// function of that name is then declared with [`Self::declare_function_renamed`].
    pub fn runtime_name_taken(&self, name: &str) -> bool {
        self.fns.others.contains(&self.ctx.ident(name))
    }

    /// Declares a new runtime function `name` of type `ty` under a uniqued name, since a
    /// symbol that is not an `llvm.func` has that name; `call` (an `llvm.call` built
    /// here) gets the final name as callee.
    pub fn declare_function_renamed(&mut self, name: &str, ty: Type, call: OpId) {
        self.state.requests.push(SymbolRequest::Function { name: name.to_string(), ty, users: vec![call] });
    }

    /// Whether the module can have the runtime function `name` with type `ty` (it has none
    /// of that name, or one of that type); reports the clash when not.
    pub fn runtime_function_fits(&mut self, name: &str, ty: Type) -> bool {
        let Some(&(have, loc, func)) = self.fns.by_name.get(&self.ctx.ident(name)) else { return true };
        if have == ty {
            return true;
        }
        let msg = format!(
            "redefinition of reserved function '{name}' of different type '{}' is prohibited",
            crate::print::attrs::type_to_string(self.ctx, have)
        );
        self.state.module_op_notes.push((self.state.reported.len(), func));
        self.state.reported.push(crate::diag::Diagnostic::error(loc, msg));
        false
    }

    /// `llvm.mlir.addressof` of a new private string constant (NUL-terminated by the
    /// caller) named after `base`, created in the enclosing module.
    pub fn string_global_address(&mut self, base: &str, bytes: Vec<u8>) -> Value {
        let ctx = self.ctx;
        let mut st = self.state("llvm.mlir.addressof");
        st.add_attr(ctx.ident("global_name"), ctx.flat_symbol_ref(base));
        st.result_types.push(llvm_types::ptr(ctx, 0));
        let op = self.insert(st);
        self.state.requests.push(SymbolRequest::StringGlobal { base: base.to_string(), bytes, users: vec![op] });
        self.body.result(op, 0)
    }

    /// Splits the current block before the op being converted: that op and the ones
    /// after it move to a new block right after; returns it.
    pub fn split_at_current(&mut self) -> Option<BlockId> {
        let op = self.before?;
        let new = self.body.split_block(self.block, op);
        Some(new)
    }

    /// Moves the blocks of `region` (of the op being converted) into the region of the
    /// current block, right after `after`; returns them in order.
    pub fn inline_region_after(&mut self, region: RegionId, after: BlockId) -> SmallVec<[BlockId; 4]> {
        let blocks: SmallVec<[BlockId; 4]> = self.body.region(region).blocks.iter().copied().collect();
        if let Some(to) = self.body.block(after).parent {
            self.body.move_region_blocks(region, to, Some(after));
        }
        blocks
    }

    /// A new empty block right after `after` in its region, with arguments of `types`.
    pub fn new_block_after(&mut self, after: BlockId, types: &[Type]) -> (BlockId, SmallVec<[Value; 4]>) {
        let b = self.body.new_block();
        if let Some(region) = self.body.block(after).parent {
            self.body.insert_block_after(region, after, b);
        }
        let loc = Some(self.loc);
        let args = types.iter().map(|&t| self.body.add_block_arg(b, t, loc)).collect();
        (b, args)
    }

    /// Replaces every use of `from` by `to` (same type), as when a region's block argument
    /// becomes the value it was bound to.
    pub fn replace_all_uses(&mut self, from: Value, to: Value) {
        self.body.replace_all_uses(from, to);
    }

    /// A new empty block at the end of the region holding the current block.
    pub fn append_block(&mut self) -> Option<BlockId> {
        let region = self.body.block(self.block).parent?;
        let b = self.body.new_block();
        self.body.push_block(region, b);
        Some(b)
    }

    /// Moves the insertion point to the end of `block`, or before `before` in it.
    pub fn set_insertion(&mut self, block: BlockId, before: Option<OpId>) {
        self.block = block;
        self.before = before;
    }

    /// The block of the insertion point.
    pub fn current_block(&self) -> BlockId {
        self.block
    }

    /// The insertion point: its block, and the op new ops go before (`None`: the end).
    pub fn insertion(&self) -> (BlockId, Option<OpId>) {
        (self.block, self.before)
    }

    /// The op being converted: terms that rework its regions or read what the rule does
    /// not bind (its result types, discardable attributes) find it here.
    pub fn root(&self) -> Option<OpId> {
        self.root
    }

    /// Builds a fresh isolated body (one region, one entry block with arguments of
    /// `arg_types`) with `f`, which gets a rewriter positioned at the end of that block and
    /// the block's arguments. Returns the body and its region, for an op's `nested`.
    pub fn build_body(
        &self,
        arg_types: &[Type],
        f: impl FnOnce(&mut Rewriter<'_, 'a>, &[Value]),
    ) -> (Box<Body>, RegionId) {
        let mut body = Box::new(Body::new());
        let region = body.new_region();
        let block = body.new_block();
        body.push_block(region, block);
        let args: SmallVec<[Value; 8]> =
            arg_types.iter().map(|&t| body.add_block_arg(block, t, Some(self.loc))).collect();
        let mut state = State::default();
        let mut none = FxHashMap::default();
        let mut rw = Rewriter {
            ctx: self.ctx,
            tc: self.tc,
            fns: self.fns,
            body: &mut body,
            state: &mut state,
            nested: &mut none,
            block,
            before: None,
            root: None,
            loc: self.loc,
        };
        f(&mut rw, &args);
        (body, region)
    }

    /// Copies `op`'s attributes other than `consumed` onto `st` (where `st` has none of
    /// that name): MLIR's one-to-one lowerings keep what they do not translate.
    pub fn copy_attrs_except(&self, op: OpId, st: &mut OperationState, consumed: &[&str]) {
        for a in &self.body.op(op).attrs {
            if !consumed.contains(&self.ctx.ident_str(a.name)) && st.attr(a.name).is_none() {
                st.attrs.push(*a);
            }
        }
    }

    /// An empty state for the registered op `name`.
    pub fn state(&self, name: &str) -> OperationState {
        let ident = self.ctx.ident(name);
        OperationState::new(crate::ir::OpName { ident, info: self.ctx.lookup_op(ident) }, self.loc)
    }

    /// Sets attribute `name` of a state being built.
    pub fn set_attr(&self, st: &mut OperationState, name: &str, value: Attribute) {
        st.add_attr(self.ctx.ident(name), value);
    }
}

/// Retypes block arguments in place, remembering their old types for the bridge casts.
pub fn retype_args(ctx: &Context, body: &mut Body, state: &mut State, block: BlockId, types: &[Type]) {
    let args: SmallVec<[Value; 8]> = body.block(block).args.iter().copied().collect();
    for (&a, &t) in args.iter().zip(types) {
        retype_one(ctx, body, state, a, t);
    }
}

pub(super) fn retype_one(ctx: &Context, body: &mut Body, state: &mut State, a: Value, t: Type) {
    let old = body.value_type(a);
    if old == t {
        return;
    }
    // A cast made for this argument before its retyping now converts to its own type.
    if let Some(c) = state.cache.remove(&(a, t)) {
        body.replace_all_uses(c, a);
        if let ValueDef::OpResult { op, .. } = body.value(c).def {
            body.erase_op(op);
        }
    }
    body.set_value_type(a, t);
    // The ops not converted yet keep seeing a value of the old type (MLIR's patterns read
    // the original types of their operands): a cast back, which `materialize` sees
    // through and `finalize` erases when every user was converted.
    bridge_old_users(ctx, body, state, a, old);
}

/// Gives the uses of `v` by ops that were there before the conversion (not its casts) a
/// cast of `v` to `old_ty` instead.
pub(super) fn bridge_old_users(ctx: &Context, body: &mut Body, state: &mut State, v: Value, old_ty: Type) {
    let users: SmallVec<[(OpId, u32); 4]> = body
        .uses(v)
        .iter()
        .filter(|u| u.op.0 < state.first_new && !state.casts.contains(&u.op))
        .map(|u| (u.op, u.index))
        .collect();
    if users.is_empty() {
        return;
    }
    // One cast per value and type, as MLIR materializes a replaced block argument once:
    // users a fold gave `v` later share the cast its first users got.
    let c = match existing_cast_after_def(ctx, body, v, old_ty) {
        Some(c) => c,
        None => cast_after_def(ctx, body, state, v, old_ty),
    };
    for (op, index) in users {
        body.set_operand(op, index as usize, c);
    }
}

/// A cast of `v` to `ty` already placed right after `v`'s definition (among the casts
/// there), so it dominates every use of `v`.
pub(super) fn existing_cast_after_def(ctx: &Context, body: &Body, v: Value, ty: Type) -> Option<Value> {
    let mut cur = match body.value(v).def {
        ValueDef::OpResult { op, .. } => body.op(op).next,
        ValueDef::BlockArg { block, .. } => body.block(block).first,
        ValueDef::Detached => None,
    };
    let ident = ctx.ident(CAST);
    while let Some(op) = cur {
        if body.op(op).name.ident != ident {
            return None;
        }
        let d = body.op(op);
        if !d.erased && d.operands.len() == 1 && d.operands[0] == v && d.num_results == 1 {
            let r = body.result(op, 0);
            if body.value_type(r) == ty {
                return Some(r);
            }
        }
        cur = d.next;
    }
    None
}

/// A one-to-one `unrealized_conversion_cast` of `v` to `ty`, right after `v`'s definition.
pub(super) fn cast_after_def(ctx: &Context, body: &mut Body, state: &mut State, v: Value, ty: Type) -> Value {
    let loc = match body.value(v).def {
        ValueDef::OpResult { op, .. } => body.op(op).loc,
        _ => body.value(v).loc.unwrap_or(ctx.common().unknown_loc),
    };
    let ident = ctx.ident(CAST);
    let mut st = OperationState::new(crate::ir::OpName { ident, info: ctx.lookup_op(ident) }, loc);
    st.operands.push(v);
    st.result_types.push(ty);
    let op = body.create_op(st);
    match body.value(v).def {
        ValueDef::OpResult { op: def, .. } => {
            if let Some(block) = body.op(def).parent {
                let next = body.op(def).next;
                body.insert_op(block, next, op);
            }
        }
        ValueDef::BlockArg { block, .. } => {
            let first = body.block(block).first;
            body.insert_op(block, first, op);
        }
        // Valid IR has no detached values; the cast then stays out of any block.
        ValueDef::Detached => {}
    }
    state.casts.insert(op);
    body.result(op, 0)
}

/// The type at `pos` inside nested LLVM arrays and structs.
pub fn aggregate_field(ctx: &Context, mut ty: Type, pos: &[i64]) -> Type {
    for &p in pos {
        ty = match llvm_types::view(ctx, ty) {
            Some(LlvmType::Array { elem, .. }) => elem,
            Some(LlvmType::Struct(s)) => s.body.and_then(|b| b.get(p as usize).copied()).unwrap_or(ty),
            _ => ty,
        };
    }
    ty
}
