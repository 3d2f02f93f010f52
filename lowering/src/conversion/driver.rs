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

/// A conversion run: the patterns to apply and the type converter they share.
pub struct Conversion<'a> {
    pub ctx: &'a Context,
    pub tc: &'a TypeConverter<'a>,
    pub patterns: &'a PatternSet,
    /// Record which pattern rewrote which op (`--debug-patterns`).
    pub trace: bool,
}

/// Bookkeeping of one body's conversion.
#[derive(Default)]
pub struct State {
    /// Ops created before this conversion started have smaller ids.
    first_new: u32,
    /// Old value -> replacement of another type, in replacement order.
    mapping: FxHashMap<Value, Value>,
    replaced: Vec<Value>,
    /// Block arguments whose type changed in place, with their old type.
    retyped: Vec<(Value, Type)>,
    /// Casts this conversion created, and the cache of target materializations.
    casts: FxHashSet<OpId>,
    cache: FxHashMap<(Value, Type), Value>,
    pub trace: Vec<String>,
}

/// Builds one elementwise op from 1-D operands and the 1-D result type.
pub type ElementBuilder<'f, 'r, 'a> = dyn FnMut(&mut Rewriter<'r, 'a>, &[Value], Type) -> Option<Value> + 'f;

/// What a pattern works with: the body, the insertion point (before the op being
/// converted), the type converter and the conversion state.
pub struct Rewriter<'r, 'a> {
    pub ctx: &'a Context,
    pub tc: &'a TypeConverter<'a>,
    pub body: &'r mut Body,
    state: &'r mut State,
    /// States for the bodies of isolated ops created or converted at this level.
    nested: &'r mut FxHashMap<OpId, State>,
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

    /// `v` as the converted program sees it.
    pub fn remap(&mut self, v: Value) -> Option<Value> {
        let mut cur = v;
        while let Some(&n) = self.state.mapping.get(&cur) {
            cur = n;
        }
        let want = self.tc.convert(self.body.value_type(cur))?;
        Some(self.materialize(cur, want))
    }

    /// `v` as a value of type `want`: itself, the input of a cast this conversion made,
    /// or a (cached) new cast right after `v`'s definition.
    pub fn materialize(&mut self, v: Value, want: Type) -> Value {
        if self.body.value_type(v) == want {
            return v;
        }
        if let ValueDef::OpResult { op, .. } = self.body.value(v).def {
            if self.state.casts.contains(&op) {
                let input = self.body.op(op).operands[0];
                if self.body.value_type(input) == want {
                    return input;
                }
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

    pub fn value_type(&self, v: Value) -> Type {
        self.body.value_type(v)
    }

    // ---- creating ops ---------------------------------------------------------------

    /// Inserts a new op before the op being converted.
    pub fn insert(&mut self, st: OperationState) -> OpId {
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
        let attr = match self.ctx.type_data(ty) {
            TypeData::Vector { .. } => {
                let values = crate::ir::DenseValues::Int(Box::new([value]));
                self.ctx.intern_attr(crate::ir::AttrData::DenseElements { ty, splat: true, values })
            }
            _ => self.ctx.integer_attr(ty, value),
        };
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
            } else if self.body.has_uses(old) {
                self.state.mapping.insert(old, new);
                self.state.replaced.push(old);
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
        retype_args(self.body, self.state, block, types);
    }

    /// Retypes the entry block arguments of isolated op `op`'s body (a converted function
    /// signature); the bridge casts are made when that body is converted.
    pub fn retype_nested_entry(&mut self, op: OpId, types: &[Type]) {
        let state = self.nested.entry(op).or_default();
        let d = self.body.op_mut(op);
        let Some(region) = d.regions.first().copied() else { return };
        let Some(nested) = d.nested.as_deref_mut() else { return };
        if let Some(entry) = nested.entry_block(region) {
            retype_args(nested, state, entry, types);
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
        retype_args(self.body, self.state, block, &types);
        Some(())
    }

    /// An empty state for the registered op `name`.
    pub fn state(&self, name: &str) -> OperationState {
        let ident = self.ctx.ident(name);
        OperationState::new(crate::ir::OpName { ident, info: self.ctx.lookup_op(ident) }, self.loc)
    }

    /// Adds `name = value` where `value` is an attribute in MLIR syntax (a spec default).
    pub fn add_default(&self, st: &mut OperationState, name: &str, value: &'static str) {
        if let Some(a) = self.ctx.default_attr(value) {
            st.add_attr(self.ctx.ident(name), a);
        }
    }
}

/// Retypes block arguments in place, remembering their old types for the bridge casts.
pub fn retype_args(body: &mut Body, state: &mut State, block: BlockId, types: &[Type]) {
    let args: SmallVec<[Value; 8]> = body.block(block).args.iter().copied().collect();
    for (&a, &t) in args.iter().zip(types) {
        let old = body.value_type(a);
        if old == t {
            continue;
        }
        // A cast made for this argument before its retyping now converts to its own type.
        if let Some(c) = state.cache.remove(&(a, t)) {
            body.replace_all_uses(c, a);
            if let ValueDef::OpResult { op, .. } = body.value(c).def {
                body.erase_op(op);
            }
        }
        body.set_value_type(a, t);
        state.retyped.push((a, old));
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
    /// then the bodies of isolated ops found there, in parallel.
    pub fn run(&self, body: &mut Body, regions: &[RegionId], state: State) -> Vec<String> {
        let mut nested = FxHashMap::default();
        let mut trace = self.convert_body(body, regions, state, &mut nested);
        let children: Vec<(OpId, SmallVec<[RegionId; 1]>, &mut Body, State)> = body
            .isolated_children_mut()
            .into_iter()
            .map(|(op, regions, child)| (op, regions, child, nested.remove(&op).unwrap_or_default()))
            .collect();
        let results: Vec<Vec<String>> =
            children.into_par_iter().map(|(_, regions, child, st)| self.run(child, &regions, st)).collect();
        for r in results {
            trace.extend(r);
        }
        trace
    }

    fn convert_body(
        &self,
        body: &mut Body,
        regions: &[RegionId],
        mut state: State,
        nested: &mut FxHashMap<OpId, State>,
    ) -> Vec<String> {
        state.first_new = body.num_ops() as u32;
        let mut work = Vec::new();
        for &r in regions {
            collect_preorder(body, r, &mut work);
        }
        for op in work {
            if body.op(op).erased {
                continue;
            }
            let name = body.op(op).name.ident;
            let Some(pats) = self.patterns.lookup(name) else { continue };
            let block = match body.op(op).parent {
                Some(b) => b,
                None => continue,
            };
            let loc = body.op(op).loc;
            for p in pats {
                let mut rw = Rewriter {
                    ctx: self.ctx,
                    tc: self.tc,
                    body: &mut *body,
                    state: &mut state,
                    nested: &mut *nested,
                    block,
                    before: Some(op),
                    loc,
                };
                if (p.apply)(&mut rw, op) {
                    if self.trace {
                        state.trace.push(format!(
                            "pattern {} ({}) rewrote '{}'",
                            p.name,
                            p.defined_at,
                            self.ctx.ident_str(name)
                        ));
                    }
                    break;
                }
            }
        }
        finalize(self.ctx, body, &mut state);
        std::mem::take(&mut state.trace)
    }
}

fn collect_preorder(body: &Body, region: RegionId, out: &mut Vec<OpId>) {
    for &b in &body.region(region).blocks {
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
        let c = cast_after_def(ctx, body, state, new, body.value_type(old));
        body.replace_all_uses(old, c);
    }
    for i in 0..state.retyped.len() {
        let (arg, old_ty) = state.retyped[i];
        let stale: SmallVec<[(OpId, u32); 4]> = body
            .uses(arg)
            .iter()
            .filter(|u| u.op.0 < state.first_new && !state.casts.contains(&u.op))
            .map(|u| (u.op, u.index))
            .collect();
        if stale.is_empty() {
            continue;
        }
        let c = cast_after_def(ctx, body, state, arg, old_ty);
        for (op, index) in stale {
            body.set_operand(op, index as usize, c);
        }
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
