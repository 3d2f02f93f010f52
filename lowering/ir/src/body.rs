//! The op/block/region/value arenas.
//!
//! A `Body` owns everything under one isolated-from-above op (a module, a function): ops,
//! blocks, regions and values, named by dense ids. The regions of an op that is isolated
//! from above live in that op's own nested `Body`, so different functions share no arena
//! and can be rewritten in parallel (`Body::isolated_bodies_mut`). Ops in a block form a
//! doubly linked list (cheap insert/erase); every value keeps its uses (cheap
//! replace-all-uses). Erased ops and blocks stay in the arena as tombstones.

use smallvec::{smallvec, SmallVec};
use thin_vec::ThinVec;

use crate::attrs::EnumDef;
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::handles::{Attribute, Hook, Ident, Type};
use crate::{NamedAttr, SpecDefault};

/// An op of a `Body`: its index in the body's op arena.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct OpId(pub u32);
/// A block of a `Body`: its index in the body's block arena.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct BlockId(pub u32);
/// A region of a `Body`: its index in the body's region arena.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct RegionId(pub u32);
/// An SSA value (op result or block argument) of a `Body`: its index in the body's value
/// arena.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Value(pub u32);

/// Where a value comes from.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ValueDef {
    /// Result `index` of `op`.
    OpResult {
        /// The defining op.
        op: OpId,
        /// Which of its results.
        index: u32,
    },
    /// Argument `index` of `block`.
    BlockArg {
        /// The owning block.
        block: BlockId,
        /// Which of its arguments.
        index: u32,
    },
    /// A forward reference the parser has not resolved yet, or a value whose definition
    /// was erased.
    Detached,
}

/// One use of a value: operand `index` of `op`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Use {
    /// The using op.
    pub op: OpId,
    /// Which of its operands.
    pub index: u32,
}

/// What the body stores per value.
#[derive(Clone, Debug)]
pub struct ValueData {
    /// The value's type.
    pub ty: Type,
    /// What defines it.
    pub def: ValueDef,
    /// Every operand slot that reads it (unordered).
    pub uses: SmallVec<[Use; 2]>,
    /// Location of a block argument (MLIR keeps one per argument).
    pub loc: Option<Attribute>,
}

/// An op's name: the interned string and, for registered ops, the registry entry.
#[derive(Copy, Clone, Debug)]
pub struct OpName {
    /// The interned full name (`arith.addi`).
    pub ident: Ident,
    /// The registry entry; `None` for an unregistered op.
    pub info: Option<&'static OpInfo>,
}

/// What the body stores per op.
#[derive(Debug)]
pub struct OpData {
    /// The op's name and, if registered, its `OpInfo`.
    pub name: OpName,
    /// Its location attribute.
    pub loc: Attribute,
    /// Operand values, in order.
    pub operands: SmallVec<[Value; 3]>,
    /// Id of the first result value; results have consecutive ids.
    pub first_result: u32,
    /// Number of results.
    pub num_results: u32,
    /// Inherent and discardable attributes together, sorted by name. Which ones are
    /// inherent is known from the registry.
    pub attrs: SmallVec<[NamedAttr; 2]>,
    /// Properties of an unregistered op written as `<{...}>` (kept verbatim).
    pub properties: Option<Attribute>,
    /// Most ops have no regions and no successors: a thin vector is one word and
    /// allocates nothing when empty, where an inline small vector would cost three.
    pub regions: ThinVec<RegionId>,
    /// Successor blocks, for terminators that branch.
    pub successors: ThinVec<BlockId>,
    /// For ops isolated from above: the arena holding their regions.
    pub nested: Option<Box<Body>>,
    /// The block the op is in; `None` while detached.
    pub parent: Option<BlockId>,
    /// Previous op in the block.
    pub prev: Option<OpId>,
    /// Next op in the block.
    pub next: Option<OpId>,
    /// Set by `Body::erase_op`: the op is a tombstone.
    pub erased: bool,
}

/// What the body stores per block.
#[derive(Debug, Default)]
pub struct BlockData {
    /// Block arguments, in order.
    pub args: SmallVec<[Value; 4]>,
    /// First op; `None` for an empty block.
    pub first: Option<OpId>,
    /// Last op (the terminator, once the block is complete).
    pub last: Option<OpId>,
    /// The region the block is in; `None` while detached.
    pub parent: Option<RegionId>,
    /// Set when the op owning the block is erased: the block is a tombstone.
    pub erased: bool,
}

/// What the body stores per region.
#[derive(Debug, Default)]
pub struct RegionData {
    /// Blocks in order; the first is the entry block.
    pub blocks: Vec<BlockId>,
    /// The op owning the region; `None` for the root regions of a nested body (their owner
    /// lives in the enclosing body) and for regions not yet given to an op.
    pub parent: Option<OpId>,
}

/// Where `OperationState::fill_defaults` gets attribute names and spec defaults: the
/// context, or a parser with caches of its own.
pub trait DefaultSource {
    /// The interned identifier for `name`.
    fn ident(&mut self, name: &'static str) -> Ident;
    /// The attribute a spec default denotes.
    fn default_attr(&mut self, d: &'static SpecDefault) -> Attribute;
}

impl DefaultSource for &Context {
    fn ident(&mut self, name: &'static str) -> Ident {
        Context::ident(self, name)
    }
    fn default_attr(&mut self, d: &'static SpecDefault) -> Attribute {
        Context::default_attr(self, d)
    }
}

/// Everything needed to create an op.
#[derive(Debug)]
pub struct OperationState {
    /// The op's name.
    pub name: OpName,
    /// Its location attribute.
    pub loc: Attribute,
    /// Operand values.
    pub operands: SmallVec<[Value; 3]>,
    /// One type per result to create.
    pub result_types: SmallVec<[Type; 2]>,
    /// Attributes, inherent and discardable; sorted when the op is created.
    pub attrs: SmallVec<[NamedAttr; 2]>,
    /// Properties of an unregistered op (`<{...}>`), kept verbatim.
    pub properties: Option<Attribute>,
    /// Regions already built in the body that will own them (the op's own body, or
    /// `nested` for isolated ops).
    pub regions: SmallVec<[RegionId; 1]>,
    /// Successor blocks.
    pub successors: SmallVec<[BlockId; 2]>,
    /// The arena of an isolated-from-above op, holding its `regions`.
    pub nested: Option<Box<Body>>,
}

impl OperationState {
    /// An empty state for an op named `name` at `loc`.
    pub fn new(name: OpName, loc: Attribute) -> Self {
        OperationState {
            name,
            loc,
            operands: SmallVec::new(),
            result_types: SmallVec::new(),
            attrs: SmallVec::new(),
            properties: None,
            regions: SmallVec::new(),
            successors: SmallVec::new(),
            nested: None,
        }
    }

    /// An empty state for the registered op `info` at `loc`: where generated builders start.
    pub fn for_op(ctx: &Context, info: &'static OpInfo, loc: Attribute) -> Self {
        Self::new(OpName { ident: ctx.ident(info.name), info: Some(info) }, loc)
    }

    /// Sets attribute `name` when `value` is given (a builder's optional attribute).
    pub fn set_attr(&mut self, ctx: &Context, name: &str, value: Option<Attribute>) {
        if let Some(v) = value {
            self.add_attr(ctx.ident(name), v);
        }
    }

    /// Stores the spec default of each inherent attribute that is materialized (a
    /// default-valued property, which MLIR's builders always set) and not given yet, so
    /// an op built by a pattern is the op the parser builds from its text.
    pub fn fill_defaults(&mut self, mut from: impl DefaultSource) {
        let Some(info) = self.name.info else { return };
        for a in info.attrs {
            let Some(default) = a.default.filter(|_| a.materialize) else { continue };
            let name = from.ident(a.name);
            if self.attrs.iter().any(|x| x.name == name) {
                continue;
            }
            let value = from.default_attr(default);
            self.attrs.push(NamedAttr { name, value });
        }
    }

    /// Sets attribute `name`, replacing any value it already has.
    pub fn add_attr(&mut self, name: Ident, value: Attribute) {
        if let Some(a) = self.attrs.iter_mut().find(|a| a.name == name) {
            a.value = value;
        } else {
            self.attrs.push(NamedAttr { name, value });
        }
    }

    /// The value of attribute `name`, if set.
    pub fn attr(&self, name: Ident) -> Option<Attribute> {
        self.attrs.iter().find(|a| a.name == name).map(|a| a.value)
    }
}

/// What erasing an op tells a listening rewrite driver, in the order MLIR's
/// `RewriterBase::eraseOp` notifies its listener: the ops nested in an erased op go first
/// (regions last to first, successor blocks before their predecessors, ops last to
/// first), and each erased op reports the definitions of its operands that are left with
/// at most one other user (MLIR's greedy driver revisits those) before it goes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EraseNote {
    /// The op defining an operand of an op being erased, with one other user at most.
    OperandDef(OpId),
    /// An op erased.
    Erased(OpId),
}

/// The arena of one isolated-from-above scope.
#[derive(Debug, Default)]
pub struct Body {
    /// Set by the parser while this body's region text waits to be parsed (in parallel).
    pub deferred: Option<u32>,
    /// While a greedy driver listens (`listen_to_erasures`), what erasing ops reports.
    erase_log: Option<Vec<EraseNote>>,
    /// The op owning the root regions is not an `AffineScope` (an `llvm.func`, say), so
    /// values defined at the top level are no affine symbols. Set when the body is
    /// given to its op; a top-level body (no owner) counts as a scope.
    outside_affine_scope: bool,
    ops: Vec<OpData>,
    blocks: Vec<BlockData>,
    regions: Vec<RegionData>,
    values: Vec<ValueData>,
}

impl Body {
    /// An empty body.
    pub fn new() -> Self {
        Self::default()
    }

    // ---- access -------------------------------------------------------------------

    /// The data of an op.
    #[inline]
    pub fn op(&self, id: OpId) -> &OpData {
        &self.ops[id.0 as usize]
    }
    /// The data of an op, mutably.
    #[inline]
    pub fn op_mut(&mut self, id: OpId) -> &mut OpData {
        &mut self.ops[id.0 as usize]
    }
    /// The data of a block.
    #[inline]
    pub fn block(&self, id: BlockId) -> &BlockData {
        &self.blocks[id.0 as usize]
    }
    /// The data of a block, mutably.
    #[inline]
    pub fn block_mut(&mut self, id: BlockId) -> &mut BlockData {
        &mut self.blocks[id.0 as usize]
    }
    /// The data of a region.
    #[inline]
    pub fn region(&self, id: RegionId) -> &RegionData {
        &self.regions[id.0 as usize]
    }
    /// The data of a region, mutably.
    #[inline]
    pub fn region_mut(&mut self, id: RegionId) -> &mut RegionData {
        &mut self.regions[id.0 as usize]
    }
    /// The data of a value.
    #[inline]
    pub fn value(&self, v: Value) -> &ValueData {
        &self.values[v.0 as usize]
    }
    /// The type of a value.
    #[inline]
    pub fn value_type(&self, v: Value) -> Type {
        self.values[v.0 as usize].ty
    }
    /// Changes the type of a value in place (its uses are not checked).
    pub fn set_value_type(&mut self, v: Value, ty: Type) {
        self.values[v.0 as usize].ty = ty;
    }

    /// Makes room for `additional` more ops at once (a caller that knows how many it will
    /// create spares the arena its doublings, and their copies, on a large body).
    pub fn reserve_ops(&mut self, additional: usize) {
        self.ops.reserve_exact(additional);
    }

    /// Gives back the arenas' spare capacity (a parsed body that will not grow soon).
    pub fn shrink_to_fit(&mut self) {
        self.ops.shrink_to_fit();
        self.blocks.shrink_to_fit();
        self.regions.shrink_to_fit();
        self.values.shrink_to_fit();
    }

    /// Number of value ids (results and block arguments, erased ones included).
    pub fn num_values(&self) -> usize {
        self.values.len()
    }

    /// Number of op ids (erased ops included).
    pub fn num_ops(&self) -> usize {
        self.ops.len()
    }

    /// The result values of an op.
    pub fn results(&self, op: OpId) -> impl ExactSizeIterator<Item = Value> + '_ {
        let d = self.op(op);
        (d.first_result..d.first_result + d.num_results).map(Value)
    }

    /// Result `index` of an op.
    pub fn result(&self, op: OpId, index: usize) -> Value {
        let d = self.op(op);
        debug_assert!(index < d.num_results as usize);
        Value(d.first_result + index as u32)
    }

    /// The body holding an op's regions: its nested arena if isolated, else this one.
    pub fn regions_body(&self, op: OpId) -> &Body {
        self.op(op).nested.as_deref().unwrap_or(self)
    }

    /// Ops of a block in order.
    pub fn block_ops(&self, block: BlockId) -> BlockOps<'_> {
        BlockOps { body: self, next: self.block(block).first }
    }

    /// The first block of a region, if it has any.
    pub fn entry_block(&self, region: RegionId) -> Option<BlockId> {
        self.region(region).blocks.first().copied()
    }

    /// The last op of a block: its terminator once the block is complete.
    pub fn terminator(&self, block: BlockId) -> Option<OpId> {
        self.block(block).last
    }

    /// The op a block belongs to (through its region).
    pub fn block_parent_op(&self, block: BlockId) -> Option<OpId> {
        self.block(block).parent.and_then(|r| self.region(r).parent)
    }

    /// The op that contains `op`, within this body.
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        self.op(op).parent.and_then(|b| self.block_parent_op(b))
    }

    // ---- creation -----------------------------------------------------------------

    fn new_value(&mut self, ty: Type, def: ValueDef) -> Value {
        let v = Value(self.values.len() as u32);
        self.values.push(ValueData { ty, def, uses: SmallVec::new(), loc: None });
        v
    }

    /// A value with no definition yet (parser forward references).
    pub fn new_placeholder(&mut self, ty: Type) -> Value {
        self.new_value(ty, ValueDef::Detached)
    }

    /// A new empty region, owned by no op yet.
    pub fn new_region(&mut self) -> RegionId {
        let r = RegionId(self.regions.len() as u32);
        self.regions.push(RegionData::default());
        r
    }

    /// A block that is not yet in a region.
    pub fn new_block(&mut self) -> BlockId {
        let b = BlockId(self.blocks.len() as u32);
        self.blocks.push(BlockData::default());
        b
    }

    /// Appends an argument of type `ty` to `block`, with an optional location.
    pub fn add_block_arg(&mut self, block: BlockId, ty: Type, loc: Option<Attribute>) -> Value {
        let index = self.block(block).args.len() as u32;
        let v = self.new_value(ty, ValueDef::BlockArg { block, index });
        self.values[v.0 as usize].loc = loc;
        self.block_mut(block).args.push(v);
        v
    }

    /// Replaces argument `index` of `block` by new arguments of `types` (a 1:N signature
    /// change). The old value keeps its uses and loses its definition; returns the new
    /// arguments.
    pub fn expand_block_arg(&mut self, block: BlockId, index: usize, types: &[Type]) -> SmallVec<[Value; 8]> {
        let old = self.block(block).args[index];
        let loc = self.value(old).loc;
        let new: SmallVec<[Value; 8]> = types
            .iter()
            .map(|&t| {
                let v = self.new_value(t, ValueDef::BlockArg { block, index: 0 });
                self.values[v.0 as usize].loc = loc;
                v
            })
            .collect();
        self.values[old.0 as usize].def = ValueDef::Detached;
        let args = &mut self.block_mut(block).args;
        args.remove(index);
        for (k, &v) in new.iter().enumerate() {
            args.insert(index + k, v);
        }
        let args = self.block(block).args.clone();
        for (i, v) in args.into_iter().enumerate() {
            self.values[v.0 as usize].def = ValueDef::BlockArg { block, index: i as u32 };
        }
        new
    }

    /// Appends `block` to the end of `region`.
    pub fn push_block(&mut self, region: RegionId, block: BlockId) {
        self.block_mut(block).parent = Some(region);
        self.region_mut(region).blocks.push(block);
    }

    /// Inserts `block` into `region` right after `after` (at the end when `after` is not
    /// in the region).
    pub fn insert_block_after(&mut self, region: RegionId, after: BlockId, block: BlockId) {
        self.block_mut(block).parent = Some(region);
        let blocks = &mut self.region_mut(region).blocks;
        let at = blocks.iter().position(|&b| b == after).map_or(blocks.len(), |i| i + 1);
        blocks.insert(at, block);
    }

    /// Moves every block of `from` into `to`, in order, right after block `after` of `to`
    /// (at the start of `to` when `None`); `from` is left empty.
    pub fn move_region_blocks(&mut self, from: RegionId, to: RegionId, after: Option<BlockId>) {
        let blocks = std::mem::take(&mut self.region_mut(from).blocks);
        let at = match after {
            Some(a) => self.region(to).blocks.iter().position(|&b| b == a).map_or(0, |i| i + 1),
            None => 0,
        };
        for (k, b) in blocks.into_iter().enumerate() {
            self.block_mut(b).parent = Some(to);
            self.region_mut(to).blocks.insert(at + k, b);
        }
    }

    /// Exchanges the blocks of regions `a` and `b`.
    pub fn swap_region_blocks(&mut self, a: RegionId, b: RegionId) {
        let blocks_a = std::mem::take(&mut self.region_mut(a).blocks);
        let blocks_b = std::mem::replace(&mut self.region_mut(b).blocks, blocks_a);
        self.region_mut(a).blocks = blocks_b;
        for r in [a, b] {
            for k in 0..self.region(r).blocks.len() {
                let blk = self.region(r).blocks[k];
                self.block_mut(blk).parent = Some(r);
            }
        }
    }

    /// Applies a `Folded::SwapRegions` to `op`.
    pub fn fold_swap_regions(&mut self, op: OpId, operands: &[Value], regions: (usize, usize)) {
        self.set_operands(op, operands);
        let rs = &self.op(op).regions;
        if let (Some(&a), Some(&b)) = (rs.get(regions.0), rs.get(regions.1)) {
            self.swap_region_blocks(a, b);
        }
    }

    /// Moves `op` and every op after it in its block into a new block placed right after
    /// that block; returns the new block.
    pub fn split_block(&mut self, block: BlockId, op: OpId) -> BlockId {
        let new = self.new_block();
        if let Some(region) = self.block(block).parent {
            self.insert_block_after(region, block, new);
        }
        let mut cur = Some(op);
        while let Some(o) = cur {
            cur = self.op(o).next;
            self.unlink_op(o);
            self.append_op(new, o);
        }
        new
    }

    /// Creates an op (not yet in any block) from a state.
    pub fn create_op(&mut self, st: OperationState) -> OpId {
        let id = OpId(self.ops.len() as u32);
        let first_result = self.values.len() as u32;
        for (i, &ty) in st.result_types.iter().enumerate() {
            self.new_value(ty, ValueDef::OpResult { op: id, index: i as u32 });
        }
        for (i, &v) in st.operands.iter().enumerate() {
            self.values[v.0 as usize].uses.push(Use { op: id, index: i as u32 });
        }
        let mut attrs = st.attrs;
        attrs.sort_by_key(|a| a.name);
        let op = OpData {
            name: st.name,
            loc: st.loc,
            operands: st.operands,
            first_result,
            num_results: st.result_types.len() as u32,
            attrs,
            properties: st.properties,
            regions: ThinVec::from(st.regions.as_slice()),
            successors: ThinVec::from(st.successors.as_slice()),
            nested: st.nested,
            parent: None,
            prev: None,
            next: None,
            erased: false,
        };
        self.ops.push(op);
        // Regions of an isolated op live in its nested body, where they have no parent
        // op (the owner is outside that arena).
        let d = &mut self.ops[id.0 as usize];
        if let Some(b) = d.nested.as_deref_mut() {
            b.set_owner(&d.name);
        } else {
            for i in 0..self.ops[id.0 as usize].regions.len() {
                let r = self.ops[id.0 as usize].regions[i];
                self.region_mut(r).parent = Some(id);
            }
        }
        id
    }

    // ---- block op lists -----------------------------------------------------------

    /// Inserts a detached op before `before` in `block`, or at its end when `None`.
    pub fn insert_op(&mut self, block: BlockId, before: Option<OpId>, op: OpId) {
        let prev = match before {
            Some(b) => self.op(b).prev,
            None => self.block(block).last,
        };
        {
            let d = self.op_mut(op);
            d.parent = Some(block);
            d.prev = prev;
            d.next = before;
        }
        match prev {
            Some(p) => self.op_mut(p).next = Some(op),
            None => self.block_mut(block).first = Some(op),
        }
        match before {
            Some(b) => self.op_mut(b).prev = Some(op),
            None => self.block_mut(block).last = Some(op),
        }
    }

    /// Appends a detached op at the end of `block`.
    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        self.insert_op(block, None, op);
    }

    /// Takes an op out of its block (it can be inserted elsewhere).
    pub fn unlink_op(&mut self, op: OpId) {
        let (parent, prev, next) = {
            let d = self.op(op);
            (d.parent, d.prev, d.next)
        };
        let Some(block) = parent else { return };
        match prev {
            Some(p) => self.op_mut(p).next = next,
            None => self.block_mut(block).first = next,
        }
        match next {
            Some(n) => self.op_mut(n).prev = prev,
            None => self.block_mut(block).last = prev,
        }
        let d = self.op_mut(op);
        d.parent = None;
        d.prev = None;
        d.next = None;
    }

    // ---- uses ---------------------------------------------------------------------

    /// The uses of a value, in no particular order.
    pub fn uses(&self, v: Value) -> &[Use] {
        &self.value(v).uses
    }

    /// Whether a value has any use.
    pub fn has_uses(&self, v: Value) -> bool {
        !self.value(v).uses.is_empty()
    }

    fn remove_use(&mut self, v: Value, u: Use) {
        let uses = &mut self.values[v.0 as usize].uses;
        if let Some(pos) = uses.iter().position(|x| *x == u) {
            uses.swap_remove(pos);
        }
    }

    /// Makes operand `index` of `op` read `v`, moving the use from the old value.
    pub fn set_operand(&mut self, op: OpId, index: usize, v: Value) {
        let old = self.op(op).operands[index];
        if old == v {
            return;
        }
        self.remove_use(old, Use { op, index: index as u32 });
        self.op_mut(op).operands[index] = v;
        self.values[v.0 as usize].uses.push(Use { op, index: index as u32 });
    }

    /// Makes `op` read `operands`, as many as given (a fold that drops duplicate operands
    /// changes their number), moving the uses.
    pub fn set_operands(&mut self, op: OpId, operands: &[Value]) {
        let old = std::mem::take(&mut self.op_mut(op).operands);
        for (i, v) in old.iter().enumerate() {
            self.remove_use(*v, Use { op, index: i as u32 });
        }
        for (i, &v) in operands.iter().enumerate() {
            self.values[v.0 as usize].uses.push(Use { op, index: i as u32 });
        }
        self.op_mut(op).operands = operands.into();
    }

    /// Replaces every use of `from` by `to`.
    pub fn replace_all_uses(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        let uses = std::mem::take(&mut self.values[from.0 as usize].uses);
        for u in &uses {
            self.ops[u.op.0 as usize].operands[u.index as usize] = to;
        }
        self.values[to.0 as usize].uses.extend(uses);
    }

    /// Unlinks an op, drops its operand uses and marks it erased. Its results must have no
    /// uses left; nested ops are dropped with it.
    pub fn erase_op(&mut self, op: OpId) {
        if self.erase_log.is_some() {
            self.log_erase_tree(&[op]);
        }
        self.erase_op_quiet(op);
    }

    /// Starts (`true`) or stops recording what erasing ops reports ([`EraseNote`]), for a
    /// driver that revisits ops as MLIR's greedy driver does; stopping drops the notes.
    pub fn listen_to_erasures(&mut self, on: bool) {
        self.erase_log = on.then(Vec::new);
    }

    /// The notes recorded since the last call (see [`Body::listen_to_erasures`]), appended
    /// to `out`.
    pub fn take_erase_notes(&mut self, out: &mut Vec<EraseNote>) {
        if let Some(log) = self.erase_log.as_mut() {
            out.append(log);
        }
    }

    /// Records the notes of erasing `roots` (in this order) and what is nested in them,
    /// before anything is erased: use counts are those MLIR's listener sees, with the ops
    /// erased before in the sequence already gone.
    fn log_erase_tree(&mut self, roots: &[OpId]) {
        let mut order = Vec::new();
        for &r in roots {
            self.mlir_erase_order(r, &mut order);
        }
        // Where each op stands in `order` (the ops gone before `order[k]` are `order[..k]`,
        // those still to go `order[k + 1..]`): searched directly when few (most erasures
        // are of one op), through a map when many.
        let index: Option<rustc_hash::FxHashMap<OpId, usize>> =
            (order.len() > 32).then(|| order.iter().enumerate().map(|(i, &o)| (o, i)).collect());
        let pos = |o: OpId| match &index {
            Some(m) => m.get(&o).copied(),
            None => order.iter().position(|&x| x == o),
        };
        let mut notes = Vec::with_capacity(order.len() * 2);
        for (k, &x) in order.iter().enumerate() {
            let gone = |o: OpId| pos(o).is_some_and(|i| i < k);
            for &v in self.op(x).operands.iter() {
                let ValueDef::OpResult { op: def, .. } = self.value(v).def else { continue };
                let mut other: Option<OpId> = None;
                let mut many = false;
                for u in self.uses(v) {
                    if u.op == x || Some(u.op) == other || gone(u.op) {
                        continue;
                    }
                    if other.is_some() {
                        many = true;
                        break;
                    }
                    other = Some(u.op);
                }
                if !many {
                    // MLIR enqueues the definition with its ancestors; one erased later in
                    // this sequence leaves the queue again, but the ancestors that stay
                    // (the loop around an erased `scf.if`) are revisited: they stand in.
                    let mut d = Some(def);
                    while let Some(o) = d.filter(|&o| pos(o).is_some()) {
                        d = self.parent_op(o);
                    }
                    if let Some(d) = d {
                        notes.push(EraseNote::OperandDef(d));
                    }
                }
            }
            notes.push(EraseNote::Erased(x));
        }
        if let Some(log) = self.erase_log.as_mut() {
            log.append(&mut notes);
        }
    }

    /// `op` after what is nested in it, in the order MLIR's `eraseOp` erases them.
    fn mlir_erase_order(&self, op: OpId, out: &mut Vec<OpId>) {
        if self.op(op).nested.is_none() {
            for &r in self.op(op).regions.iter().rev() {
                for b in self.post_order_blocks(r) {
                    let mut cur = self.block(b).last;
                    while let Some(o) = cur {
                        cur = self.op(o).prev;
                        self.mlir_erase_order(o, out);
                    }
                }
            }
        }
        out.push(op);
    }

    /// The blocks of `r` in post-order of the successor graph from the first block, then
    /// those it does not reach, again from the first of them.
    fn post_order_blocks(&self, r: RegionId) -> Vec<BlockId> {
        let blocks = &self.region(r).blocks;
        let mut seen: rustc_hash::FxHashSet<BlockId> = Default::default();
        let mut out = Vec::with_capacity(blocks.len());
        for &start in blocks {
            if seen.insert(start) {
                self.post_order_from(start, &mut |b| seen.insert(b), &mut out);
            }
        }
        out
    }

    /// Appends to `out` the blocks reached from `start` (already marked seen) through
    /// terminator successors, in post-order (successors visited in order, as LLVM's
    /// `post_order`); `mark(b)` marks a block seen and says whether it was new.
    pub fn post_order_from(&self, start: BlockId, mark: &mut dyn FnMut(BlockId) -> bool, out: &mut Vec<BlockId>) {
        // Iterative DFS: (block, index of the next successor to visit).
        let mut stack: Vec<(BlockId, usize)> = vec![(start, 0)];
        while let Some(&mut (b, ref mut i)) = stack.last_mut() {
            let succs = self.terminator(b).map(|t| &self.op(t).successors[..]).unwrap_or(&[]);
            if let Some(&s) = succs.get(*i) {
                *i += 1;
                if mark(s) {
                    stack.push((s, 0));
                }
            } else {
                out.push(b);
                stack.pop();
            }
        }
    }

    fn erase_op_quiet(&mut self, op: OpId) {
        self.unlink_op(op);
        let operands = std::mem::take(&mut self.op_mut(op).operands);
        for (i, v) in operands.iter().enumerate() {
            self.remove_use(*v, Use { op, index: i as u32 });
        }
        for r in self.results(op).collect::<SmallVec<[Value; 4]>>() {
            self.values[r.0 as usize].def = ValueDef::Detached;
        }
        let regions = std::mem::take(&mut self.op_mut(op).regions);
        if self.op(op).nested.is_none() {
            for r in regions {
                for b in std::mem::take(&mut self.region_mut(r).blocks) {
                    self.erase_block_contents(b);
                }
            }
        }
        let d = self.op_mut(op);
        d.nested = None;
        d.erased = true;
    }

    /// Takes `block` out of its region and erases its ops (their results must have no
    /// uses outside the block); the block becomes a tombstone.
    pub fn erase_block(&mut self, block: BlockId) {
        if self.erase_log.is_some() {
            let mut ops = Vec::new();
            let mut cur = self.block(block).last;
            while let Some(o) = cur {
                cur = self.op(o).prev;
                ops.push(o);
            }
            self.log_erase_tree(&ops);
        }
        if let Some(r) = self.block(block).parent {
            self.region_mut(r).blocks.retain(|&b| b != block);
        }
        // Ops may use values of ops after them (graph regions, unreachable code): drop
        // every operand first so erasing in order leaves no dangling use.
        let mut cur = self.block(block).first;
        while let Some(op) = cur {
            cur = self.op(op).next;
            self.drop_operands_deep(op);
        }
        self.erase_block_contents(block);
        self.block_mut(block).parent = None;
    }

    /// Drops the operands of `op` and of the ops nested in its regions (in this body).
    fn drop_operands_deep(&mut self, op: OpId) {
        let operands = std::mem::take(&mut self.op_mut(op).operands);
        for (i, v) in operands.iter().enumerate() {
            self.remove_use(*v, Use { op, index: i as u32 });
        }
        if self.op(op).nested.is_some() {
            return;
        }
        for r in self.op(op).regions.clone() {
            for b in self.region(r).blocks.clone() {
                let mut cur = self.block(b).first;
                while let Some(o) = cur {
                    cur = self.op(o).next;
                    self.drop_operands_deep(o);
                }
            }
        }
    }

    /// Removes the arguments of `block` for which `erase(index)` holds; they must have no
    /// uses left. The remaining arguments are renumbered.
    pub fn erase_block_args(&mut self, block: BlockId, erase: &dyn Fn(usize) -> bool) {
        let args = std::mem::take(&mut self.block_mut(block).args);
        let mut kept = SmallVec::with_capacity(args.len());
        for (i, v) in args.into_iter().enumerate() {
            if erase(i) {
                self.values[v.0 as usize].def = ValueDef::Detached;
            } else {
                self.values[v.0 as usize].def = ValueDef::BlockArg { block, index: kept.len() as u32 };
                kept.push(v);
            }
        }
        self.block_mut(block).args = kept;
    }

    /// Removes the operands of `op` at `indices` (ascending); later operands move down and
    /// their uses follow. Operand segment attributes are the caller's business.
    pub fn erase_operands(&mut self, op: OpId, indices: &[usize]) {
        if indices.is_empty() {
            return;
        }
        let operands = std::mem::take(&mut self.op_mut(op).operands);
        for (i, v) in operands.iter().enumerate() {
            self.remove_use(*v, Use { op, index: i as u32 });
        }
        let kept: SmallVec<[Value; 3]> =
            operands.iter().enumerate().filter(|(i, _)| indices.binary_search(i).is_err()).map(|(_, &v)| v).collect();
        for (i, &v) in kept.iter().enumerate() {
            self.values[v.0 as usize].uses.push(Use { op, index: i as u32 });
        }
        self.op_mut(op).operands = kept;
    }

    /// Inserts `values` as operands of `op` starting at position `at`; later operands move
    /// up and their uses follow. Operand segment attributes are the caller's business.
    pub fn insert_operands(&mut self, op: OpId, at: usize, values: &[Value]) {
        if values.is_empty() {
            return;
        }
        let mut operands = std::mem::take(&mut self.op_mut(op).operands);
        for (i, v) in operands.iter().enumerate().skip(at) {
            self.remove_use(*v, Use { op, index: i as u32 });
        }
        let tail: SmallVec<[Value; 3]> = operands.drain(at.min(operands.len())..).collect();
        operands.extend(values.iter().copied());
        operands.extend(tail);
        for (i, &v) in operands.iter().enumerate().skip(at) {
            self.values[v.0 as usize].uses.push(Use { op, index: i as u32 });
        }
        self.op_mut(op).operands = operands;
    }

    /// The users of `block`'s arguments, argument by argument, each one's newest use first:
    /// the ops MLIR's rewriter reports modified, in that order, when it replaces the
    /// arguments while inlining the block (`inlineBlockBefore`, `mergeBlocks`).
    pub fn arg_users(&self, block: BlockId) -> Vec<OpId> {
        self.block(block).args.iter().flat_map(|&a| self.uses(a).iter().rev().map(|u| u.op)).collect()
    }

    /// Moves the ops of `block` into `dest` before `before` (at its end when `None`), the
    /// block's arguments replaced by `args` (MLIR's `inlineBlockBefore`/`mergeBlocks`);
    /// `block` is left empty (the caller erases it). Gives the moved ops.
    pub fn inline_block(&mut self, block: BlockId, args: &[Value], dest: BlockId, before: Option<OpId>) -> Vec<OpId> {
        let olds: SmallVec<[Value; 4]> = self.block(block).args.iter().copied().collect();
        for (&old, &new) in olds.iter().zip(args) {
            self.replace_all_uses(old, new);
        }
        let mut moved = Vec::new();
        while let Some(o) = self.block(block).first {
            self.unlink_op(o);
            self.insert_op(dest, before, o);
            moved.push(o);
        }
        moved
    }

    /// Moves `op` (attached or not) into `block` before `before` (at the end when `None`).
    pub fn move_op(&mut self, op: OpId, block: BlockId, before: Option<OpId>) {
        self.unlink_op(op);
        self.insert_op(block, before, op);
    }

    fn erase_block_contents(&mut self, b: BlockId) {
        let mut cur = self.block(b).first;
        while let Some(op) = cur {
            cur = self.op(op).next;
            self.erase_op_quiet(op);
        }
        self.block_mut(b).erased = true;
    }

    /// Replaces the locations of ops and block arguments, here and in nested bodies, by
    /// `map(loc)` (`None` keeps a location).
    pub fn map_locations(&mut self, map: &impl Fn(Attribute) -> Option<Attribute>) {
        for op in &mut self.ops {
            if let Some(l) = map(op.loc) {
                op.loc = l;
            }
            if let Some(b) = op.nested.as_deref_mut() {
                b.map_locations(map);
            }
        }
        for v in &mut self.values {
            if let Some(l) = v.loc.and_then(map) {
                v.loc = Some(l);
            }
        }
    }

    // ---- parallelism ----------------------------------------------------------------

    /// The nested bodies of isolated-from-above ops directly in this body's blocks, for
    /// processing in parallel.
    pub fn isolated_bodies_mut(&mut self) -> Vec<(OpId, &mut Body)> {
        self.ops
            .iter_mut()
            .enumerate()
            .filter(|(_, d)| !d.erased)
            .filter_map(|(i, d)| d.nested.as_deref_mut().map(|b| (OpId(i as u32), b)))
            .collect()
    }

    /// Records what the op given this body as its regions is (whether those are the
    /// regions of an affine scope).
    pub fn set_owner(&mut self, owner: &OpName) {
        self.outside_affine_scope = !owner.info.is_some_and(|i| i.has_trait(Traits::AFFINE_SCOPE));
    }

    /// Gives `op` (an isolated op of this body) `nested` as its body.
    pub fn attach_nested(&mut self, op: OpId, mut nested: Box<Body>) {
        nested.set_owner(&self.op(op).name);
        self.op_mut(op).nested = Some(nested);
    }

    /// Whether the root regions belong to an `AffineScope` op (or to none: a top-level
    /// body).
    pub fn roots_in_affine_scope(&self) -> bool {
        !self.outside_affine_scope
    }

    /// Whether an op of this body holds a body of its own (is isolated from above).
    pub fn has_isolated_children(&self) -> bool {
        self.ops.iter().any(|d| !d.erased && d.nested.is_some())
    }

    /// Like `isolated_bodies_mut`, with each op's region list (the roots of its body).
    pub fn isolated_children_mut(&mut self) -> Vec<(OpId, SmallVec<[RegionId; 1]>, &mut Body)> {
        self.ops
            .iter_mut()
            .enumerate()
            .filter(|(_, d)| !d.erased)
            .filter_map(|(i, d)| {
                let OpData { regions, nested, .. } = d;
                nested.as_deref_mut().map(|b| (OpId(i as u32), SmallVec::from_slice(regions), b))
            })
            .collect()
    }

    // ---- queries used by printers and verifiers -------------------------------------

    /// The attribute `name` of an op.
    pub fn attr(&self, op: OpId, name: Ident) -> Option<Attribute> {
        let attrs = &self.op(op).attrs;
        attrs.iter().find(|a| a.name == name).map(|a| a.value)
    }

    /// Sets attribute `name` on an op, keeping the list sorted (replaces an existing value).
    pub fn set_attr(&mut self, op: OpId, name: Ident, value: Attribute) {
        let attrs = &mut self.op_mut(op).attrs;
        match attrs.binary_search_by_key(&name, |a| a.name) {
            Ok(i) => attrs[i].value = value,
            Err(i) => attrs.insert(i, NamedAttr { name, value }),
        }
    }

    /// Removes attribute `name` from an op; returns its value if it was set.
    pub fn remove_attr(&mut self, op: OpId, name: Ident) -> Option<Attribute> {
        let attrs = &mut self.op_mut(op).attrs;
        let i = attrs.binary_search_by_key(&name, |a| a.name).ok()?;
        Some(attrs.remove(i).value)
    }

    /// The blocks whose terminators branch to `block`, once per successor slot (a block
    /// branching to it twice appears twice, as MLIR's predecessor comments count them), in
    /// block order.
    pub fn predecessors(&self, block: BlockId) -> Vec<BlockId> {
        let Some(region) = self.block(block).parent else { return Vec::new() };
        let mut preds = Vec::new();
        for &b in &self.region(region).blocks {
            if let Some(t) = self.block(b).last {
                for &s in &self.op(t).successors {
                    if s == block {
                        preds.push(b);
                    }
                }
            }
        }
        preds
    }
}

/// Iterator over the ops of a block.
pub struct BlockOps<'a> {
    body: &'a Body,
    next: Option<OpId>,
}

impl Iterator for BlockOps<'_> {
    type Item = OpId;
    fn next(&mut self) -> Option<OpId> {
        let cur = self.next?;
        self.next = self.body.op(cur).next;
        Some(cur)
    }
}

/// A borrowed op: what generated views wrap.
#[derive(Copy, Clone)]
pub struct OpRef<'a> {
    /// The context the op's types and attributes are interned in.
    pub ctx: &'a Context,
    /// The body holding the op.
    pub body: &'a Body,
    /// The op.
    pub id: OpId,
}

impl<'a> OpRef<'a> {
    /// A view of op `id` of `body`.
    pub fn new(ctx: &'a Context, body: &'a Body, id: OpId) -> Self {
        OpRef { ctx, body, id }
    }
    /// The op's data in its body.
    #[inline]
    pub fn data(&self) -> &'a OpData {
        self.body.op(self.id)
    }
    /// The op's full name (`arith.addi`).
    pub fn name(&self) -> &'a str {
        self.ctx.ident_str(self.data().name.ident)
    }
    /// The registry entry; `None` for an unregistered op.
    pub fn info(&self) -> Option<&'static OpInfo> {
        self.data().name.info
    }
    /// Its location attribute.
    pub fn loc(&self) -> Attribute {
        self.data().loc
    }
    /// Its operands, in order.
    pub fn operands(&self) -> &'a [Value] {
        &self.data().operands
    }
    /// Operand `i`.
    pub fn operand(&self, i: usize) -> Value {
        self.data().operands[i]
    }
    /// Number of results.
    pub fn num_results(&self) -> usize {
        self.data().num_results as usize
    }
    /// Result `i`.
    pub fn result(&self, i: usize) -> Value {
        self.body.result(self.id, i)
    }
    /// Its results, in order.
    pub fn results(&self) -> impl ExactSizeIterator<Item = Value> + 'a {
        self.body.results(self.id)
    }
    /// The type of any value of the op's body.
    pub fn value_type(&self, v: Value) -> Type {
        self.body.value_type(v)
    }
    /// The attribute named by the interned `name`, if set (no text compared: for names
    /// read on every access).
    pub fn attr_named(&self, name: Ident) -> Option<Attribute> {
        self.data().attrs.iter().find(|a| a.name == name).map(|a| a.value)
    }
    /// The attribute named `name` (inherent or discardable), if set.
    pub fn attr(&self, name: &str) -> Option<Attribute> {
        let attrs = &self.data().attrs;
        attrs.iter().find(|a| self.ctx.ident_str(a.name) == name).map(|a| a.value)
    }
    /// Its regions, in order (they live in `regions_body`).
    pub fn regions(&self) -> &'a [RegionId] {
        &self.data().regions
    }
    /// The body the op's regions live in.
    pub fn regions_body(&self) -> &'a Body {
        self.body.regions_body(self.id)
    }
    /// Its successor blocks.
    pub fn successors(&self) -> &'a [BlockId] {
        &self.data().successors
    }
}

// ---- op definitions ------------------------------------------------------------------
//
// What the runtime knows about each op kind. These types and the op arenas above refer to
// each other (an op names its `OpInfo`, whose hooks take `OpRef`s), so they live together.

/// ODS arity of an operand or result group.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Arity {
    /// Exactly one value.
    Single,
    /// Zero or one value (`Optional<...>`).
    Optional,
    /// Any number of values (`Variadic<...>`).
    Variadic,
}

/// Structural and marker traits, as a bit set. Names match `NativeTrait`s in spec/base.td.
#[derive(Copy, Clone, PartialEq, Eq, Default, Debug)]
pub struct Traits(pub u64);

macro_rules! traits {
    ($($name:ident = $bit:expr, $spec:literal;)*) => {
        impl Traits {
            $(
                #[doc = concat!(
                    "The `", $spec, "` trait (`NativeTrait<\"", $spec, "\">`; MLIR's `", $spec, "` where MLIR has one)."
                )]
                pub const $name: Traits = Traits(1 << $bit);
            )*
            /// The trait bit for a spec `NativeTrait` name.
            pub fn from_name(name: &str) -> Option<Traits> {
                match name {
                    $($spec => Some(Traits::$name),)*
                    _ => None,
                }
            }
            /// The spec names of all traits, in bit order: `NAMES[i]` names bit `i`.
            pub const NAMES: &'static [&'static str] = &[$($spec),*];
        }
    };
}

traits! {
    PURE = 0, "Pure";
    COMMUTATIVE = 1, "Commutative";
    IDEMPOTENT = 2, "Idempotent";
    INVOLUTION = 3, "Involution";
    CONSTANT_LIKE = 4, "ConstantLike";
    TERMINATOR = 5, "Terminator";
    RETURN_LIKE = 6, "ReturnLike";
    NO_TERMINATOR = 7, "NoTerminator";
    SINGLE_BLOCK = 8, "SingleBlock";
    ISOLATED_FROM_ABOVE = 9, "IsolatedFromAbove";
    SYMBOL_TABLE = 10, "SymbolTable";
    SYMBOL = 11, "Symbol";
    AFFINE_SCOPE = 12, "AffineScope";
    AUTOMATIC_ALLOCATION_SCOPE = 13, "AutomaticAllocationScope";
    RECURSIVE_MEMORY_EFFECTS = 14, "RecursiveMemoryEffects";
    NO_MEMORY_EFFECT = 15, "NoMemoryEffect";
    ELEMENTWISE_MAPPABLE = 16, "ElementwiseMappable";
    SAME_OPERANDS_AND_RESULT_TYPE = 17, "SameOperandsAndResultType";
    SAME_TYPE_OPERANDS = 18, "SameTypeOperands";
    SAME_OPERANDS_AND_RESULT_SHAPE = 19, "SameOperandsAndResultShape";
    SAME_OPERANDS_SHAPE = 20, "SameOperandsShape";
    SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE = 21, "SameOperandsAndResultElementType";
    SAME_OPERANDS_ELEMENT_TYPE = 22, "SameOperandsElementType";
    ATTR_SIZED_OPERAND_SEGMENTS = 23, "AttrSizedOperandSegments";
    ATTR_SIZED_RESULT_SEGMENTS = 24, "AttrSizedResultSegments";
    FUNCTION_LIKE = 25, "FunctionLike";
    CALL_LIKE = 26, "CallLike";
    BRANCH_LIKE = 27, "BranchLike";
    MEMORY_READ = 28, "MemoryRead";
    MEMORY_WRITE = 29, "MemoryWrite";
    MEMORY_ALLOC = 30, "MemoryAlloc";
    MEMORY_FREE = 31, "MemoryFree";
    SINGLE_BLOCK_IMPLICIT_TERMINATOR = 32, "SingleBlockImplicitTerminator";
    NO_REGION_ARGUMENTS = 33, "NoRegionArguments";
    SAME_VARIADIC_OPERAND_SIZE = 34, "SameVariadicOperandSize";
    SAME_VARIADIC_RESULT_SIZE = 35, "SameVariadicResultSize";
    HAS_ONLY_GRAPH_REGION = 36, "HasOnlyGraphRegion";
    CAST_OP_INTERFACE = 37, "CastOpInterface";
}

impl Traits {
    /// Both sets of traits.
    #[inline]
    pub const fn union(self, other: Traits) -> Traits {
        Traits(self.0 | other.0)
    }
    /// Whether every trait of `t` is in the set.
    #[inline]
    pub const fn has(self, t: Traits) -> bool {
        self.0 & t.0 == t.0
    }
}

/// A verifier for one op (generated checks, then the spec's native check).
pub type VerifyFn = for<'a> fn(OpRef<'a>) -> Result<(), Diagnostic>;

/// How an op's results are named when printed (MLIR's `getAsmResultNames`).
#[derive(Copy, Clone, Debug)]
pub enum AsmNames {
    /// Results print with the default numbering (`%0`, `%1`).
    None,
    /// One name per result group, in order; empty strings leave a group unnamed.
    Groups(&'static [&'static str]),
    /// Computed: (result index, name) pairs.
    Native(for<'a> fn(OpRef<'a>, &mut dyn FnMut(usize, String))),
}

/// An inherent attribute of an op.
#[derive(Debug)]
pub struct AttrInfo {
    /// The attribute name.
    pub name: &'static str,
    /// What an absent attribute means.
    pub default: Option<&'static crate::attrs::SpecDefault>,
    /// Whether parsers store `default` when the attribute is absent.
    pub materialize: bool,
    /// Whether the op is valid without the attribute.
    pub optional: bool,
    /// What a present value must satisfy (`None`: anything).
    pub constraint: Option<AttrConstraint>,
}

impl AttrInfo {
    /// The values a generated `AttrInfo` leaves unsaid: required, unconstrained, no default.
    pub const DEFAULT: AttrInfo =
        AttrInfo { name: "", default: None, materialize: false, optional: false, constraint: None };
}

/// An attribute constraint: what a present inherent attribute must satisfy, and the
/// summary the message names (`attribute 'x' failed to satisfy constraint: <summary>`).
#[derive(Copy, Clone, Debug)]
pub struct AttrConstraint {
    /// The constraint's summary.
    pub summary: &'static str,
    /// Whether an attribute satisfies it.
    pub check: fn(&Context, Attribute) -> bool,
}

/// The constraints of the inherent attributes present, from the op's `AttrInfo`s, with
/// MLIR's message: the `verify_attrs` of `OpInfo::DEFAULT`.
pub fn verify_attr_constraints(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let Some(info) = op.info() else { return Ok(()) };
    for a in info.attrs {
        let (Some(c), Some(v)) = (a.constraint, op.attr(a.name)) else { continue };
        if !(c.check)(op.ctx, v) {
            return Err(Diagnostic::error(
                op.loc(),
                format!("'{}' op attribute '{}' failed to satisfy constraint: {}", op.name(), a.name, c.summary),
            ));
        }
    }
    Ok(())
}

/// A type constraint of an operand or result group: what verifiers check each value's
/// type against, and the summary their message names (`operand #0 must be <summary>`).
#[derive(Copy, Clone, Debug)]
pub struct TypeConstraint {
    /// The constraint's summary.
    pub summary: &'static str,
    /// Whether a type satisfies it.
    pub check: fn(&Context, Type) -> bool,
}

/// Everything the runtime knows about a registered op.
#[derive(Debug)]
pub struct OpInfo {
    /// Full op name (`arith.addi`).
    pub name: &'static str,
    /// The dialect namespace (`arith`).
    pub dialect: &'static str,
    /// The op's traits.
    pub traits: Traits,
    /// Its inherent attributes, in spec order.
    pub attrs: &'static [AttrInfo],
    /// `spec/dialects/arith.td:42` or the defining crate.
    pub defined_at: crate::SpecPos,
    /// Checks the op's invariants: operand and result types, attributes, regions, traits.
    pub verify: VerifyFn,
    /// The constraints of the inherent attributes present, which MLIR checks while
    /// parsing the generic form (also part of `verify`).
    pub verify_attrs: VerifyFn,
    /// The custom-syntax parser (the text layer's `ParseFn`).
    pub parse: Option<Hook>,
    /// The custom-syntax printer (the text layer's `PrintFn`).
    pub print: Option<Hook>,
    /// For `SingleBlockImplicitTerminator`: the terminator's op name.
    pub implicit_terminator: Option<&'static str>,
    /// Dialect whose ops may be written without prefix inside this op's regions
    /// (`return` in `func.func`).
    pub default_dialect: Option<&'static str>,
    /// How results are named when printed.
    pub asm_names: AsmNames,
    /// MLIR's fold hook, tried by conversions before the op's patterns.
    pub fold: Option<FoldHook>,
    /// The op's memory effects when they depend on the op (else its `Memory*` traits
    /// say).
    pub effects: Option<EffectsFn>,
    /// Operand group arities.
    pub operand_arities: &'static [Arity],
    /// Result group arities.
    pub result_arities: &'static [Arity],
    /// Each operand group's type constraint, in declaration order.
    pub operand_types: &'static [TypeConstraint],
    /// Each result group's type constraint, in declaration order.
    pub result_types: &'static [TypeConstraint],
    /// Number of declared regions, a trailing variadic one included.
    pub regions: usize,
    /// Whether the last region is `VariadicRegion` (any number of them).
    pub variadic_regions: bool,
    /// Number of declared successors, a trailing variadic one included.
    pub successors: usize,
    /// Whether the last successor is `VariadicSuccessor`.
    pub variadic_successors: bool,
    /// For branches: the operand group forwarded to each successor.
    pub successor_operands: &'static [usize],
}

fn verify_nothing(_: OpRef<'_>) -> Result<(), Diagnostic> {
    Ok(())
}

impl OpInfo {
    /// The values a generated `OpInfo` leaves unsaid (`..OpInfo::DEFAULT`): no traits,
    /// attributes, syntax, fold hook or groups, and verifiers that accept everything.
    pub const DEFAULT: OpInfo = OpInfo {
        name: "",
        dialect: "",
        traits: Traits(0),
        attrs: &[],
        defined_at: crate::SpecPos::NONE,
        verify: verify_nothing,
        verify_attrs: verify_attr_constraints,
        parse: None,
        print: None,
        implicit_terminator: None,
        default_dialect: None,
        asm_names: AsmNames::None,
        fold: None,
        effects: None,
        operand_arities: &[],
        result_arities: &[],
        operand_types: &[],
        result_types: &[],
        regions: 0,
        variadic_regions: false,
        successors: 0,
        variadic_successors: false,
        successor_operands: &[],
    };

    /// Whether the op has every trait of `t`.
    pub fn has_trait(&self, t: Traits) -> bool {
        self.traits.has(t)
    }
    /// Whether `name` is an inherent attribute of the op (segment size attributes included
    /// when the op has the `AttrSized...Segments` trait).
    pub fn is_inherent_attr(&self, name: &str) -> bool {
        self.attrs.iter().any(|a| a.name == name)
            || (name == "operandSegmentSizes" && self.has_trait(Traits::ATTR_SIZED_OPERAND_SEGMENTS))
            || (name == "resultSegmentSizes" && self.has_trait(Traits::ATTR_SIZED_RESULT_SEGMENTS))
    }
}

/// A dialect's contents, as generated code and macros provide them.
pub struct DialectInfo {
    /// The dialect namespace (`arith`).
    pub name: &'static str,
    /// Its registered ops.
    pub ops: &'static [&'static OpInfo],
    /// Its spec enums.
    pub enums: &'static [&'static EnumDef],
    /// Its spec `AttrDef`s.
    pub attr_defs: &'static [&'static crate::attrs::AttrDefInfo],
    /// Its spec `TypeDef`s.
    pub type_defs: &'static [&'static crate::types::TypeDefInfo],
    /// Run once when the dialect is registered with a context: registers what the dialect
    /// adds to the tables of layers above the IR (printing hooks, patterns, ...).
    pub on_register: Option<fn(&Context)>,
    /// Whether ops of its namespace that it does not define are accepted (MLIR's
    /// `allowUnknownOperations`; the LLVM and test dialects); otherwise the verifier
    /// rejects them, even with `--allow-unregistered-dialect`.
    pub allow_unknown_ops: bool,
    /// Which `#name.mnemonic` attributes parse.
    pub attributes: AttrSyntax,
    /// Attributes MLIR defines for the dialect that Descent keeps as written (no
    /// definition here); with `AttrSyntax::Closed`, what else parses.
    pub verbatim_attrs: &'static [&'static str],
}

/// Which `#dialect.mnemonic` attributes a dialect parses (its spec's `attributes`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AttrSyntax {
    /// Any mnemonic: those it does not define are kept as written.
    Open,
    /// Only those it defines; others are MLIR's "unknown attribute" error.
    Closed,
    /// None: the dialect has no attributes (MLIR: "provides no attribute parsing hook").
    None,
}

impl std::fmt::Debug for DialectInfo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DialectInfo").field("name", &self.name).field("ops", &self.ops.len()).finish()
    }
}

/// A folder: the op with its constant operands, and the kind its spec record gives.
pub type FoldFn = fn(&FoldInput<'_>, &'static str) -> Folded;

/// The kinds of memory effect an op has on its own (nested ops not counted), as MLIR's
/// `MemoryEffectOpInterface` reports them.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct MemoryEffects {
    /// Reads memory.
    pub read: bool,
    /// Writes memory.
    pub write: bool,
    /// Allocates (the allocation is a result of the op).
    pub alloc: bool,
    /// Frees memory.
    pub free: bool,
}

impl MemoryEffects {
    /// No effect at all.
    pub fn is_empty(self) -> bool {
        !(self.read || self.write || self.alloc || self.free)
    }
}

/// An op's effects computed from the op itself (the `Effects` mixin of the spec): for ops
/// whose effects depend on attributes, such as a volatile load.
pub type EffectsFn = for<'a> fn(OpRef<'a>) -> MemoryEffects;

/// An op's fold hook, as the generated `OpInfo` holds it.
#[derive(Copy, Clone, Debug)]
pub struct FoldHook {
    /// The folder.
    pub func: FoldFn,
    /// The kind its spec record gives (`add` in `Folder<"fold_arith::int_binary", "add">`),
    /// passed to `func` so that one folder can serve several ops.
    pub kind: &'static str,
    /// Whether an elementwise op's generic fold also maps `func` over the elements of
    /// non-splat constants (false for folders MLIR gives scalar attributes only).
    pub elements: bool,
}

/// What replaces one result: an existing value or a constant to materialize.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FoldValue {
    /// An existing value.
    Value(Value),
    /// A constant, which the caller materializes as a constant op.
    Attr(Attribute),
}

/// The outcome of a fold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Folded {
    /// No fold applies.
    None,
    /// Every result replaced, in order.
    Replace(SmallVec<[FoldValue; 1]>),
    /// The op rewritten in place: its new operands and the attributes to set.
    Update {
        /// The new operands (all of them, in order).
        operands: SmallVec<[Value; 3]>,
        /// Attributes to set, by name.
        attrs: SmallVec<[(&'static str, Attribute); 1]>,
    },
    /// The op rewritten in place with new operands and the blocks of two of its regions
    /// exchanged (MLIR's `scf.if` fold swaps its branches when it drops a negation).
    SwapRegions {
        /// The new operands (all of them, in order).
        operands: SmallVec<[Value; 3]>,
        /// The indices of the two regions.
        regions: (usize, usize),
    },
    /// Uses of some results rewired to constants the fold hook builds itself, before the
    /// op (MLIR's `ExtractStridedMetadataOp::fold` does, with a builder of its own: a
    /// conversion never sees those constants), and new operands when they change. The
    /// op stays.
    UseConstants {
        /// (result index, constant) pairs.
        uses: SmallVec<[(usize, Attribute); 4]>,
        /// The new operands (all of them, in order), if they change.
        operands: Option<SmallVec<[Value; 3]>>,
    },
}

impl Folded {
    /// Replaces the op's single result by `v`.
    pub fn value(v: Value) -> Folded {
        Folded::Replace(smallvec![FoldValue::Value(v)])
    }
    /// Replaces the op's single result by constant `a`.
    pub fn attr(a: Attribute) -> Folded {
        Folded::Replace(smallvec![FoldValue::Attr(a)])
    }
    /// Rewrites the op in place with new operands only.
    pub fn operands(operands: SmallVec<[Value; 3]>) -> Folded {
        Folded::Update { operands, attrs: SmallVec::new() }
    }
    /// Whether no fold applied.
    pub fn is_none(&self) -> bool {
        matches!(self, Folded::None)
    }
}

/// An op about to be folded and the constant values of its operands.
pub struct FoldInput<'a> {
    /// The op.
    pub op: OpRef<'a>,
    /// The constant value of each operand (`None` for a non-constant one).
    pub consts: SmallVec<[Option<Attribute>; 3]>,
}
