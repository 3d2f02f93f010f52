//! The dialect conversion driver: one forward walk per isolated body that applies the
//! first pattern that succeeds to each op, with a value mapping instead of MLIR's
//! rollback machinery.
//!
//! A pattern sees its operands already remapped and converted (`Rewriter::operand`):
//! results of replaced ops read as their replacements, and a value whose type is not the
//! converted one is bridged with a `builtin.unrealized_conversion_cast` (a target
//! materialization) placed right after the value's definition, as MLIR places it. When a
//! replacement changes a value's type, the old value keeps its remaining uses until the
//! walk ends; uses still left then (by ops no pattern converted) get a cast back to the
//! old type (a source materialization). Block arguments are retyped in place and bridged
//! the same way. Function bodies are converted in parallel once the module level is done.

use rayon::prelude::*;
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use super::patterns::PatternSet;
use super::types::TypeConverter;
use crate::dialects::gen::{builtin, llvm};
use crate::ir::{Attribute, BlockId, Body, Context, OpId, OperationState, RegionId, Type, TypeData, Value, ValueDef};

const CAST: &str = "builtin.unrealized_conversion_cast";

/// A conversion run: the patterns to apply and the type converter they share.
pub struct Conversion<'a> {
    pub ctx: &'a Context,
    pub tc: &'a TypeConverter<'a>,
    pub patterns: &'a PatternSet,
    /// Record which pattern rewrote which op (`--debug-patterns`).
    pub trace: bool,
    /// The module's own `llvm.func`s, which runtime declarations must agree with.
    pub fns: &'a ModuleFunctions,
    /// Fold also the ops no pattern converts (MLIR's partial conversions try to legalize
    /// every op the target does not declare legal).
    pub fold_unknown: bool,
}

/// The `llvm.func`s a module defines or declares before a conversion, by name, with their
/// function type and location: a pattern that needs a runtime function (`malloc`, `free`,
/// `puts`, ...) fails, with MLIR's error, when the module has it with another type.
#[derive(Default)]
pub struct ModuleFunctions {
    by_name: FxHashMap<crate::ir::Ident, (Type, Attribute)>,
}

impl ModuleFunctions {
    /// The `llvm.func`s directly in the first block of `regions` (a module's body).
    pub fn of(ctx: &Context, body: &Body, regions: &[RegionId]) -> Self {
        let mut by_name = FxHashMap::default();
        let (func, sym, fty) = (ctx.ident("llvm.func"), ctx.ident("sym_name"), ctx.ident("function_type"));
        if let Some(b) = regions.first().and_then(|&r| body.entry_block(r)) {
            for op in body.block_ops(b) {
                if body.op(op).name.ident != func {
                    continue;
                }
                let name = body.attr(op, sym).and_then(|a| ctx.str_value(a));
                let ty = body.attr(op, fty).and_then(|a| ctx.type_attr_value(a));
                if let (Some(name), Some(ty)) = (name, ty) {
                    by_name.entry(ctx.ident(name)).or_insert((ty, body.op(op).loc));
                }
            }
        }
        ModuleFunctions { by_name }
    }
}

/// Bookkeeping of one body's conversion.
#[derive(Default)]
pub struct State {
    /// Ops created before this conversion started have smaller ids.
    first_new: u32,
    /// Old value -> replacement of another type (or any replacement a fold made), in
    /// replacement order.
    pub(super) mapping: FxHashMap<Value, Value>,
    pub(super) replaced: Vec<Value>,
    /// Results of folded ops: later folds still see the op they came from, as MLIR's do.
    pub(super) fold_replaced: FxHashSet<Value>,
    /// Block arguments whose type changed in place, with their old type.
    retyped: Vec<(Value, Type)>,
    /// Casts this conversion created, and the cache of target materializations.
    casts: FxHashSet<OpId>,
    cache: FxHashMap<(Value, Type), Value>,
    pub trace: Vec<String>,
    /// Errors patterns reported without failing the conversion (MLIR's `emitError` in a
    /// pattern that then declines).
    reported: Vec<crate::diag::Diagnostic>,
    /// Symbols the converted ops need in the enclosing module.
    requests: Vec<SymbolRequest>,
    /// The entry block's signature conversion, recorded by the pattern that converted the
    /// owning op and applied when this body is converted (in parallel with the others).
    pending_entry: Option<PendingEntry>,
}

/// A function entry block's argument conversion, waiting for its body's turn. One waits
/// for every function of a module at once, so it is kept small.
pub struct PendingEntry {
    orig: Box<[Type]>,
    inputs: Box<[Type]>,
    arg_ranges: Box<[(usize, usize)]>,
    loc: Attribute,
}

impl State {
    /// The state a child body starts its conversion with: its pending entry conversion.
    pub fn for_child(pending_entry: Option<PendingEntry>) -> State {
        State { pending_entry, ..State::default() }
    }
}

/// A module-level symbol a pattern inside a function needs. Functions are converted in
/// parallel and cannot touch the module, so the parent creates these afterwards, in
/// function order, as MLIR would have created them converting sequentially.
#[derive(Debug)]
pub enum SymbolRequest {
    /// `llvm.func @name` declared with type `ty` unless a symbol of that name exists.
    Function { name: String, ty: Type },
    /// A private constant global holding `bytes`, named `base` made unique; `users` are
    /// the `llvm.mlir.addressof` ops (in the requesting body) that get its final name.
    StringGlobal { base: &'static str, bytes: Vec<u8>, users: Vec<OpId> },
}

impl SymbolRequest {
    /// Whether creating the symbol changes the requesting body (names ops in it).
    pub fn updates_requester(&self) -> bool {
        matches!(self, SymbolRequest::StringGlobal { .. })
    }
}

/// What converting a body produced besides the rewritten IR.
#[derive(Default)]
pub struct Outcome {
    pub trace: Vec<String>,
    pub reported: Vec<crate::diag::Diagnostic>,
    pub requests: Vec<SymbolRequest>,
}

/// Builds one elementwise op from 1-D operands and the 1-D result type.
pub type ElementBuilder<'f, 'r, 'a> = dyn FnMut(&mut Rewriter<'r, 'a>, &[Value], Type) -> Option<Value> + 'f;

/// What a pattern works with: the body, the insertion point (before the op being
/// converted), the type converter and the conversion state.
pub struct Rewriter<'r, 'a> {
    pub ctx: &'a Context,
    pub tc: &'a TypeConverter<'a>,
    fns: &'a ModuleFunctions,
    pub body: &'r mut Body,
    state: &'r mut State,
    /// States for the bodies of isolated ops created or converted at this level.
    nested: &'r mut FxHashMap<OpId, PendingEntry>,
    block: BlockId,
    before: Option<OpId>,
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

    /// What `v` was replaced by (itself if nothing), without converting its type.
    pub fn mapped(&self, v: Value) -> Value {
        let mut cur = v;
        while let Some(&n) = self.state.mapping.get(&cur) {
            cur = n;
        }
        cur
    }

    /// `v` as the converted program sees it.
    pub fn remap(&mut self, v: Value) -> Option<Value> {
        let mut cur = v;
        while let Some(&n) = self.state.mapping.get(&cur) {
            cur = n;
        }
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
        if let Some(&c) = self.state.cache.get(&(v, want)) {
            return c;
        }
        let c = cast_after_def(self.ctx, self.body, self.state, v, want);
        self.state.cache.insert((v, want), c);
        c
    }

    pub fn convert_type(&self, ty: Type) -> Option<Type> {
        self.tc.convert(ty)
    }

    /// The converted types of `op`'s results.
    pub fn result_types(&self, op: OpId) -> Option<SmallVec<[Type; 2]>> {
        self.body.results(op).map(|r| self.tc.convert(self.body.value_type(r))).collect()
    }

    /// Whether an operand or result of `op` has (elements of) a float type LLVM does not
    /// have: the type converter turns those into integers, so float ops on them cannot
    /// be expressed and MLIR's lowerings decline them.
    pub fn has_unsupported_float(&self, op: OpId) -> bool {
        let d = self.body.op(op);
        d.operands.iter().copied().chain(self.body.results(op)).any(|v| {
            let elem = self.ctx.element_type_or_self(self.body.value_type(v));
            matches!(self.ctx.type_data(elem), TypeData::Float(k) if !super::types::llvm_has_float(*k))
        })
    }

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

    /// Inserts a single-result op and returns its result.
    pub fn insert_value(&mut self, st: OperationState) -> Value {
        let op = self.insert(st);
        self.body.result(op, 0)
    }

    /// `llvm.mlir.constant(value) : ty`.
    pub fn constant(&mut self, ty: Type, value: Attribute) -> Value {
        let st = llvm::ConstantOp::build(self.ctx, self.loc, Some(value), ty);
        self.insert_value(st)
    }

    /// An integer `llvm.mlir.constant` of type `ty` (integer or vector of integers).
    pub fn int_constant(&mut self, ty: Type, value: i128) -> Value {
        let attr = self.ctx.int_or_splat_attr(ty, value);
        self.constant(ty, attr)
    }

    pub fn extract_value(&mut self, container: Value, pos: &[i64]) -> Value {
        let ty = aggregate_field(self.ctx, self.body.value_type(container), pos);
        let st = llvm::ExtractValueOp::build(self.ctx, self.loc, container, Some(self.ctx.dense_i64_array(pos)), ty);
        self.insert_value(st)
    }

    pub fn insert_value_at(&mut self, container: Value, value: Value, pos: &[i64]) -> Value {
        let ty = self.body.value_type(container);
        let st =
            llvm::InsertValueOp::build(self.ctx, self.loc, container, value, Some(self.ctx.dense_i64_array(pos)), ty);
        self.insert_value(st)
    }

    pub fn poison(&mut self, ty: Type) -> Value {
        let st = llvm::PoisonOp::build(self.ctx, self.loc, ty);
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
        if !matches!(self.ctx.type_data(result), TypeData::LlvmArray { .. }) {
            return build(self, operands, result);
        }
        let mut dims = Vec::new();
        let mut inner = result;
        while let TypeData::LlvmArray { len, elem } = self.ctx.type_data(inner) {
            dims.push(*len as i64);
            inner = *elem;
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
                let is_array = matches!(self.ctx.type_data(self.body.value_type(o)), TypeData::LlvmArray { .. });
                args.push(if is_array { self.extract_value(o, &pos) } else { o });
            }
            let r = build(self, &args, inner)?;
            acc = self.insert_value_at(acc, r, &pos);
            // Next position, last dimension fastest.
            let mut d = dims.len();
            loop {
                if d == 0 {
                    return Some(acc);
                }
                d -= 1;
                pos[d] += 1;
                if pos[d] < dims[d] {
                    break;
                }
                pos[d] = 0;
            }
        }
    }

    // ---- replacing ------------------------------------------------------------------

    /// Replaces `op`'s results by `values` (same count) and erases it.
    pub fn replace_op(&mut self, op: OpId, values: &[Value]) {
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

    /// Inserts `st` and replaces `op` by its results.
    pub fn replace_with(&mut self, op: OpId, st: OperationState) -> OpId {
        let new = self.insert(st);
        let results: SmallVec<[Value; 4]> = self.body.results(new).collect();
        self.replace_op(op, &results);
        new
    }

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
    pub fn convert_nested_entry(&mut self, op: OpId, orig: &[Type], sig: &super::types::SignatureConversion) {
        let entry = PendingEntry {
            orig: orig.into(),
            inputs: sig.inputs.as_slice().into(),
            arg_ranges: sig.arg_ranges.as_slice().into(),
            loc: self.loc,
        };
        self.nested.insert(op, entry);
    }

    /// Applies a recorded entry-block conversion to `body` (the owning op's region
    /// `region`): arguments retyped, memref arguments expanded into their descriptor fields
    /// with the descriptor rebuilt where it is used.
    #[allow(clippy::too_many_arguments)]
    fn apply_entry(
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
        let order = entry_order(ctx, body, region, &old_args, patterns);
        let mut no_children = FxHashMap::default();
        let mut rw = Rewriter { ctx, tc, fns, body, state, nested: &mut no_children, block: entry, before: None, loc };
        for i in order {
            let (old, ty) = (old_args[i], p.orig[i]);
            let Some(&(a, b)) = p.arg_ranges.get(i) else { continue };
            let new_types = &p.inputs[a..b];
            let rank = super::descriptor::memref_rank(&rw, ty);
            let Some(rank) = rank else {
                retype_one(ctx, rw.body, rw.state, old, new_types[0]);
                continue;
            };
            let Some(index) = rw.body.block(entry).args.iter().position(|&v| v == old) else { continue };
            let fields = rw.body.expand_block_arg(entry, index, new_types);
            // MLIR rebuilds a descriptor only for an argument something uses.
            if !rw.body.has_uses(old) {
                continue;
            }
            let first = rw.body.block(entry).first;
            rw.set_insertion(entry, first);
            let Some(desc) = tc.convert(ty) else { continue };
            let packed = if fields.len() == 1 {
                super::descriptor::from_static(&mut rw, desc, ty, fields[0])
            } else {
                super::descriptor::pack(&mut rw, desc, rank, &fields)
            };
            if let Some(p) = packed {
                rw.state.mapping.insert(old, p);
                rw.state.replaced.push(old);
            }
        }
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

    /// Declares (once, in the enclosing module) the runtime function `name` of LLVM
    /// function type `ty`; false, with MLIR's error on the module's function, when the
    /// module already has `name` with another type.
    pub fn declare_function(&mut self, name: &str, ty: Type) -> bool {
        if !self.runtime_function_fits(name, ty) {
            return false;
        }
        self.state.requests.push(SymbolRequest::Function { name: name.to_string(), ty });
        true
    }

    /// Whether the module can have the runtime function `name` with type `ty` (it has none
    /// of that name, or one of that type); reports the clash when not.
    pub fn runtime_function_fits(&mut self, name: &str, ty: Type) -> bool {
        let Some(&(have, loc)) = self.fns.by_name.get(&self.ctx.ident(name)) else { return true };
        if have == ty {
            return true;
        }
        let msg = format!(
            "redefinition of reserved function '{name}' of different type '{}' is prohibited",
            crate::print::types::type_to_string(self.ctx, have)
        );
        self.state.reported.push(crate::diag::Diagnostic::error(loc, msg));
        false
    }

    /// `llvm.mlir.addressof` of a new private string constant (NUL-terminated by the
    /// caller) named after `base`, created in the enclosing module.
    pub fn string_global_address(&mut self, base: &'static str, bytes: Vec<u8>) -> Value {
        let ctx = self.ctx;
        let mut st = self.state("llvm.mlir.addressof");
        st.add_attr(ctx.ident("global_name"), ctx.flat_symbol_ref(base));
        st.result_types.push(ctx.llvm_ptr(0));
        let op = self.insert(st);
        self.state.requests.push(SymbolRequest::StringGlobal { base, bytes, users: vec![op] });
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

    pub fn current_block(&self) -> BlockId {
        self.block
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

    /// Adds `name = value` where `value` is an attribute in MLIR syntax (a spec default).
    pub fn add_default(&self, st: &mut OperationState, name: &str, value: &'static str) {
        add_parsed(self.ctx, st, name, value);
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
) -> SmallVec<[usize; 8]> {
    let is_memref = |v: Value| {
        matches!(ctx.type_data(body.value_type(v)), TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. })
    };
    let mut pending: SmallVec<[usize; 8]> =
        (0..args.len()).filter(|&i| is_memref(args[i]) && body.has_uses(args[i])).collect();
    if pending.len() < 2 {
        return (0..args.len()).collect();
    }
    let mut first: SmallVec<[usize; 8]> = SmallVec::new();
    let mut ops = Vec::new();
    collect_preorder(body, region, &mut ops);
    for op in ops {
        let d = body.op(op);
        if !d.operands.iter().any(|v| pending.iter().any(|&i| args[i] == *v)) || patterns.lookup(d.name.ident).is_none()
        {
            continue;
        }
        for v in &d.operands {
            if let Some(k) = pending.iter().position(|&i| args[i] == *v) {
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

/// Retypes block arguments in place, remembering their old types for the bridge casts.
pub fn retype_args(ctx: &Context, body: &mut Body, state: &mut State, block: BlockId, types: &[Type]) {
    let args: SmallVec<[Value; 8]> = body.block(block).args.iter().copied().collect();
    for (&a, &t) in args.iter().zip(types) {
        retype_one(ctx, body, state, a, t);
    }
}

fn retype_one(ctx: &Context, body: &mut Body, state: &mut State, a: Value, t: Type) {
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
fn bridge_old_users(ctx: &Context, body: &mut Body, state: &mut State, v: Value, old_ty: Type) {
    let users: SmallVec<[(OpId, u32); 4]> = body
        .uses(v)
        .iter()
        .filter(|u| u.op.0 < state.first_new && !state.casts.contains(&u.op))
        .map(|u| (u.op, u.index))
        .collect();
    if users.is_empty() {
        return;
    }
    let c = cast_after_def(ctx, body, state, v, old_ty);
    for (op, index) in users {
        body.set_operand(op, index as usize, c);
    }
}

/// A one-to-one `unrealized_conversion_cast` of `v` to `ty`, right after `v`'s definition.
fn cast_after_def(ctx: &Context, body: &mut Body, state: &mut State, v: Value, ty: Type) -> Value {
    let loc = match body.value(v).def {
        ValueDef::OpResult { op, .. } => body.op(op).loc,
        _ => body.value(v).loc.unwrap_or(ctx.common().unknown_loc),
    };
    let st = builtin::UnrealizedConversionCastOp::build(ctx, loc, &[v], &[ty]);
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
        ty = match ctx.type_data(ty) {
            TypeData::LlvmArray { elem, .. } => *elem,
            TypeData::LlvmStruct(s) => s.body.as_ref().and_then(|b| b.get(p as usize).copied()).unwrap_or(ty),
            _ => ty,
        };
    }
    ty
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
                for op in body.block_ops(b) {
                    let n = position.len();
                    position.insert(op, n);
                }
            }
        }
        let mut children: Vec<(OpId, SmallVec<[RegionId; 1]>, &mut Body, State)> = body
            .isolated_children_mut()
            .into_iter()
            .map(|(op, regions, child)| (op, regions, child, State::for_child(nested.remove(&op))))
            .collect();
        children.sort_by_key(|c| position.get(&c.0).copied().unwrap_or(usize::MAX));
        let order: Vec<OpId> = children.iter().map(|c| c.0).collect();
        let results: Vec<Outcome> =
            children.into_par_iter().map(|(_, regions, child, st)| self.run(child, &regions, st)).collect();
        let mut requests = Vec::new();
        for (child, r) in order.into_iter().zip(results) {
            out.trace.extend(r.trace);
            out.reported.extend(r.reported);
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

    pub(crate) fn convert_body(
        &self,
        body: &mut Body,
        regions: &[RegionId],
        mut state: State,
        nested: &mut FxHashMap<OpId, PendingEntry>,
    ) -> Outcome {
        super::fold::fold_regions(self.ctx, body, regions, self.patterns, self.fold_unknown, &mut state);
        // The body's own ops are the old ones while the entry block is converted too: its
        // retyped arguments bridge their uses by those ops.
        state.first_new = body.num_ops() as u32;
        if let (Some(p), Some(&r)) = (state.pending_entry.take(), regions.first()) {
            Rewriter::apply_entry(self.ctx, self.tc, self.fns, self.patterns, body, r, &mut state, p);
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
        if body.op(op).erased {
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
                    loc,
                };
                let mark = rw.body.num_ops() as u32;
                let applied = (p.apply)(&mut rw, op);
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
        let constants =
            super::fold::fold_illegal_ops(self.ctx, body, &new_ops, self.patterns, self.fold_unknown, state);
        for o in constants.into_iter().chain(new_ops) {
            self.legalize(body, state, nested, o, depth + 1);
        }
    }
}

/// How deep patterns may create ops that need converting in turn.
const MAX_LEGALIZE_DEPTH: usize = 8;

/// The symbols defined directly in a body's first block, and where new ones go.
struct SymbolTable {
    names: FxHashSet<String>,
    block: Option<BlockId>,
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
        SymbolTable { names, block }
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
            SymbolRequest::Function { name, ty } => {
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
                st.add_attr(ctx.ident("global_type"), ctx.type_attr(ctx.llvm_array(n as u64, i8)));
                st.add_attr(ctx.ident("value"), value);
                st.add_attr(ctx.ident("constant"), ctx.unit_attr());
                st.add_attr(ctx.ident("addr_space"), ctx.integer_attr(ctx.common().i32, 0));
                add_parsed(ctx, &mut st, "linkage", "#llvm.linkage<private>");
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
    add_parsed(ctx, &mut st, "linkage", "#llvm.linkage<external>");
    add_parsed(ctx, &mut st, "CConv", "#llvm.cconv<ccc>");
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

fn add_parsed(ctx: &Context, st: &mut OperationState, name: &str, value: &'static str) {
    if let Some(a) = ctx.default_attr(value) {
        st.add_attr(ctx.ident(name), a);
    }
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

/// The ops under `region` in pre-order, leaving out blocks the entry block cannot reach:
/// MLIR's conversion driver does not visit unreachable blocks.
pub(crate) fn collect_preorder(body: &Body, region: RegionId, out: &mut Vec<OpId>) {
    let blocks = &body.region(region).blocks;
    let reachable = (blocks.len() > 1).then(|| reachable_blocks(body, blocks));
    for (i, &b) in blocks.iter().enumerate() {
        if reachable.as_ref().is_some_and(|r| !r[i]) {
            continue;
        }
        let mut cur = body.block(b).first;
        while let Some(op) = cur {
            out.push(op);
            let d = body.op(op);
            if d.nested.is_none() {
                for &r in &d.regions {
                    collect_preorder(body, r, out);
                }
            }
            cur = body.op(op).next;
        }
    }
}

/// For each of `blocks` (a region's, entry first), whether the entry block reaches it.
fn reachable_blocks(body: &Body, blocks: &[BlockId]) -> Vec<bool> {
    let index: FxHashMap<BlockId, usize> = blocks.iter().enumerate().map(|(i, &b)| (b, i)).collect();
    let mut seen = vec![false; blocks.len()];
    let mut stack = vec![0usize];
    seen[0] = true;
    while let Some(i) = stack.pop() {
        if let Some(t) = body.block(blocks[i]).last {
            for s in body.op(t).successors.iter() {
                if let Some(&j) = index.get(s) {
                    if !seen[j] {
                        seen[j] = true;
                        stack.push(j);
                    }
                }
            }
        }
    }
    seen
}

/// Source materializations for uses left on replaced values and retyped arguments, then
/// removal of the casts nobody uses.
fn finalize(ctx: &Context, body: &mut Body, state: &mut State) {
    for i in 0..state.replaced.len() {
        let old = state.replaced[i];
        if !body.has_uses(old) {
            continue;
        }
        let mut new = old;
        while let Some(&n) = state.mapping.get(&new) {
            new = n;
        }
        // A fold's replacement may have the old type: no cast then.
        let c = if body.value_type(new) == body.value_type(old) {
            new
        } else {
            cast_after_def(ctx, body, state, new, body.value_type(old))
        };
        body.replace_all_uses(old, c);
    }
    // Old ops that came to use a retyped argument during the walk (a fold replaced their
    // operand by it).
    for i in 0..state.retyped.len() {
        let (arg, old_ty) = state.retyped[i];
        bridge_old_users(ctx, body, state, arg, old_ty);
    }
    // Casts left without users (their consumers were converted after all).
    let mut casts: Vec<OpId> = state.casts.iter().copied().collect();
    casts.sort_unstable_by(|a, b| b.cmp(a));
    for op in casts {
        if !body.op(op).erased && !body.has_uses(body.result(op, 0)) {
            body.erase_op(op);
        }
    }
}
