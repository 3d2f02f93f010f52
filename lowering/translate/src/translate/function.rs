//! One function's body in LLVM IR: block layout (with the blocks MLIR's legalization adds
//! for repeated successors that carry arguments), constants folded into their uses, value
//! numbering in layout order as LLVM's writer numbers, phis from block arguments, and the
//! `Inst` API the generated emitters and native translations write instructions through.

use crate::llvm_types;
use std::fmt::Write;

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use super::consts::{self, Const};
use super::fold;
use super::md_ref::md_ref_text;
use super::module_info::ModuleInfo;
use super::types::write_type;
use super::{Ref, Translation};
use crate::diag::Diagnostic;
use crate::ir::{AttrData, Attribute, BlockId, Body, Context, EnumDef, OpId, OpRef, RegionId, Type, TypeData, Value};
use crate::ods;

#[derive(Clone, Copy, PartialEq, Debug)]
enum Slot {
    Unset,
    Num(u32),
    Const(u32),
    Pending,
    /// The result of an intrinsic call that returns void in LLVM (`llvmRetType = "void"`):
    /// it gets no number.
    Void,
    /// The value of another one: a cast to the type its operand already has, which
    /// IRBuilder does not create (`bitcast ptr %p to ptr` is `%p`).
    Same(u32),
}

/// A block of the output: an MLIR block, or a forwarding block inserted on a repeated
/// successor edge.
struct LBlock {
    real: Option<BlockId>,
    /// For a forwarding block: the layout index it branches to and its phi types.
    target: usize,
    arg_types: SmallVec<[Type; 2]>,
    label: u32,
    phis: SmallVec<[u32; 2]>,
    /// (predecessor layout block, edge) in phi incoming order.
    preds: Vec<(usize, Edge)>,
    /// Predecessor labels as LLVM's `; preds =` comment lists them.
    pred_comment: Vec<usize>,
}

#[derive(Clone, Copy)]
enum Edge {
    /// Successor `index` of terminator `op`.
    Op(OpId, u32),
    /// The branch of a forwarding block.
    Forward(usize),
}

/// An intrinsic (or other) declaration a function needs.
pub struct DeclRequest {
    pub name: String,
    /// `declare ... @name(...)`, without the attribute group.
    pub text: String,
    pub attrs: String,
    /// The position, in MLIR's translation order (reverse post-order), of the first
    /// block that asked for it: LLVM adds a declaration when the first call is built.
    rank: u32,
}

/// What translating one function produced.
pub struct FnOutput {
    /// The function's blocks, the text between its `{` and `}`, with the markers below.
    pub text: String,
    /// The declarations its calls need (intrinsics), for the module to add once.
    pub decls: Vec<DeclRequest>,
    /// Metadata node texts referenced as `!\u{1}M<i>\u{2}`.
    pub md: Vec<String>,
    /// Call-site attribute sets referenced as `#\u{1}A<i>\u{2}`.
    pub attr_sets: Vec<String>,
    /// The label of each `llvm.blocktag` block, by tag id (for `blockaddress` anywhere).
    pub block_tags: Vec<(i64, u32)>,
    /// Whether the text holds block address markers (`consts::resolve_block_addresses`).
    pub block_addresses: bool,
    /// What was translated with a loss (mlir-translate's warnings).
    pub warnings: Vec<Diagnostic>,
    /// What LLVM's rules check against the function op, with the module (llvm_rules).
    pub deferred: super::llvm_rules::Deferred,
    /// Whether it has ops with LLVM rules of their own (see `Inst::rule_ops`).
    pub rule_ops: bool,
    /// Compile units first reached from the body (a loop annotation's or an inlined
    /// location's subprogram), in the order their nodes were made: mlir-translate lists
    /// them in `llvm.dbg.cu` after the signatures' and globals' units.
    pub units: Vec<Attribute>,
}

/// The state instructions are emitted through.
pub struct Inst<'a> {
    ctx: &'a Context,
    body: &'a Body,
    m: &'a ModuleInfo,
    slots: Vec<Slot>,
    consts: Vec<Const>,
    pub(crate) out: String,
    md: Vec<String>,
    /// Index of each node text in `md`.
    md_index: FxHashMap<String, usize>,
    /// The node built for each metadata attribute (a TBAA tree is built once per function,
    /// not once per access).
    md_attrs: FxHashMap<Attribute, usize>,
    warnings: Vec<Diagnostic>,
    /// The op being written (what a warning is about).
    current: Option<OpId>,
    attr_sets: Vec<String>,
    decls: Vec<DeclRequest>,
    /// The position of the block being translated in MLIR's order (see `DeclRequest`).
    rank: u32,
    layout: Vec<LBlock>,
    block_index: FxHashMap<BlockId, usize>,
    redirect: FxHashMap<(OpId, u32), usize>,
    /// Layout index of the block holding `llvm.blocktag <id = N>`, by N.
    tags: FxHashMap<i64, usize>,
    /// Whether a `llvm.blockaddress` was folded (its uses are written as markers).
    block_addresses: bool,
    /// Whether an `llvm.call`, `llvm.invoke`, `llvm.call_intrinsic` or `llvm.landingpad`
    /// was written:
    /// only then do LLVM's instruction rules (`llvm_rules::check_body`) have anything to
    /// look at.
    pub(crate) rule_ops: bool,
    /// Each type's LLVM IR text, written once per function (a memref descriptor's struct
    /// type is spelled at every insertvalue and extractvalue).
    type_text: FxHashMap<Type, Box<str>>,
    /// A value written as an operand that has no LLVM IR value (its definition was never
    /// translated): the op being written fails instead of reading `undef`.
    undefined: Option<Value>,
    /// Debug-info nodes made for attributes, and recursive declarations in scope.
    di_attrs: FxHashMap<Attribute, usize>,
    di_rec: Vec<(Attribute, usize)>,
    di_locs: FxHashMap<usize, super::debuginfo::LocData>,
    /// The node of the function's subprogram: op locations are in its scope.
    dbg_scope: Option<usize>,
    /// The name of the discardable `llvm.mmra` attribute, looked up once per function.
    mmra: crate::ir::Ident,
}

impl<'a> super::debuginfo::MdSink<'a> for Inst<'a> {
    fn md_ctx(&self) -> &'a Context {
        self.ctx
    }
    fn md_node(&mut self, text: &str) -> usize {
        Inst::md_node(self, text)
    }
    fn md_reserve(&mut self) -> usize {
        self.md.push(String::new());
        self.md.len() - 1
    }
    fn md_fill(&mut self, idx: usize, text: String) {
        self.md[idx] = text;
    }
    fn di_of_attr(&self, a: Attribute) -> Option<usize> {
        self.di_attrs.get(&a).copied()
    }
    fn set_di_of_attr(&mut self, a: Attribute, n: usize) {
        self.di_attrs.insert(a, n);
    }
    fn di_rec(&mut self) -> &mut Vec<(Attribute, usize)> {
        &mut self.di_rec
    }
    fn di_globals(&self) -> Option<&super::debuginfo::GlobalsOfUnits> {
        Some(&self.m.di_globals)
    }
    fn di_locs(&mut self) -> &mut FxHashMap<usize, super::debuginfo::LocData> {
        &mut self.di_locs
    }
}

/// The function name and tag id of a `#llvm.blockaddress<function = @f, tag = <id = N>>`.
fn block_address_parts(ctx: &Context, a: Attribute) -> Option<(String, i64)> {
    let AttrData::Dialect { params, .. } = ctx.attr_data(a) else { return None };
    let AttrData::SymbolRef { root, .. } = ctx.attr_data(*params.first()?) else { return None };
    Some((ctx.ident_str(*root).to_string(), block_tag_id(ctx, *params.get(1)?)?))
}

/// The tag id of an `llvm.blocktag <id = N>`.
fn block_tag_id(ctx: &Context, a: Attribute) -> Option<i64> {
    tag_id_in(&crate::print::attrs::attr_to_string(ctx, a))
}

/// N in the printed form of a `#llvm.blocktag<id = N>`.
fn tag_id_in(text: &str) -> Option<i64> {
    let id = text.split_once("id = ")?.1;
    let end = id.find(|c: char| !(c.is_ascii_digit() || c == '-')).unwrap_or(id.len());
    id[..end].parse().ok()
}

/// Translates the body of `func` (a function with a body in `body`).
pub(crate) fn translate_body(
    ctx: &Context,
    m: &ModuleInfo,
    body: &Body,
    region: RegionId,
    first_num: u32,
    subprogram: Option<Attribute>,
) -> Result<FnOutput, Diagnostic> {
    let mut e = Inst::new(ctx, body, m);
    if let Some(sp) = subprogram {
        e.dbg_scope = super::debuginfo::di_node(&mut e, sp);
    }
    e.build_layout(region);
    if let Some(entry) = e.layout.first().and_then(|l| l.real) {
        for (i, a) in body.block(entry).args.iter().enumerate() {
            e.slots[a.0 as usize] = Slot::Num(i as u32);
        }
    }
    let order = e.rpo();
    e.compute_pred_comments(&order);
    let mut rank_of = vec![0u32; e.layout.len()];
    for (k, &l) in order.iter().enumerate() {
        rank_of[l] = k as u32;
        e.rank = k as u32;
        if let Some(b) = e.layout[l].real {
            for op in body.block_ops(b) {
                e.evaluate(op)?;
            }
        }
    }
    e.number(first_num);
    for (l, &rank) in rank_of.iter().enumerate() {
        e.rank = rank;
        e.print_block(l)?;
    }
    // Declarations in the order MLIR's translation (which visits blocks in reverse
    // post-order) first calls them; the text is printed in layout order.
    e.decls.sort_by_key(|d| d.rank);
    // Every function's text is kept until the module is assembled: no slack capacity.
    e.out.shrink_to_fit();
    let block_tags = e.tags.iter().map(|(&tag, &l)| (tag, e.layout[l].label)).collect();
    let units = units_made(ctx, &e.di_attrs);
    Ok(FnOutput {
        text: e.out,
        decls: e.decls,
        md: e.md,
        attr_sets: e.attr_sets,
        block_tags,
        block_addresses: e.block_addresses,
        warnings: e.warnings,
        deferred: Default::default(),
        rule_ops: e.rule_ops,
        units,
    })
}

/// The compile units among the debug-info nodes made for attributes, by node order
/// (the order they were made). Most bodies make none, and then this allocates nothing.
fn units_made(ctx: &Context, made: &FxHashMap<Attribute, usize>) -> Vec<Attribute> {
    let mut units: Vec<(usize, Attribute)> =
        made.iter().filter(|(&a, _)| super::debuginfo::is_compile_unit(ctx, a)).map(|(&a, &n)| (n, a)).collect();
    units.sort_unstable();
    units.into_iter().map(|(_, a)| a).collect()
}

/// The elements of a constant of fixed-length vector type (`None` for scalable ones,
/// which LLVM's folds leave alone).
fn fixed_elements(ctx: &Context, c: &Const) -> Option<Vec<Const>> {
    match ctx.type_data(c.ty()) {
        TypeData::Vector { scalable, .. } if scalable.iter().any(|&s| s) => None,
        _ => consts::elements(ctx, c),
    }
}

/// The constant a global's initializer block returns, when its ops fold to constants.
/// `m` gives the data layout and the globals (constant offsets inside them are in bounds).
pub(crate) fn evaluate_initializer(ctx: &Context, m: &ModuleInfo, body: &Body, block: BlockId) -> Option<Const> {
    let mut e = Inst::new(ctx, body, m);
    let mut ret = None;
    for op in body.block_ops(block) {
        e.evaluate(op).ok()?;
        let r = OpRef::new(ctx, body, op);
        if r.name() == "llvm.return" {
            ret = r.operands().first().copied();
        } else if r.num_results() > 0 && e.const_of(r.result(0)).is_none() {
            return None;
        }
    }
    e.const_of(ret?).cloned()
}

/// Appends `n` in decimal: value numbers are written for every instruction and operand,
/// where `write!` costs several times more.
pub(crate) fn push_num(out: &mut String, mut n: u64) {
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    out.push_str(std::str::from_utf8(&buf[i..]).unwrap_or_default());
}

impl<'a> Inst<'a> {
    fn new(ctx: &'a Context, body: &'a Body, m: &'a ModuleInfo) -> Self {
        Inst {
            ctx,
            body,
            m,
            slots: vec![Slot::Unset; body.num_values()],
            consts: Vec::new(),
            out: String::new(),
            type_text: FxHashMap::default(),
            md: Vec::new(),
            md_index: FxHashMap::default(),
            md_attrs: FxHashMap::default(),
            warnings: Vec::new(),
            undefined: None,
            current: None,
            attr_sets: Vec::new(),
            decls: Vec::new(),
            rank: 0,
            layout: Vec::new(),
            block_index: FxHashMap::default(),
            redirect: FxHashMap::default(),
            tags: FxHashMap::default(),
            block_addresses: false,
            rule_ops: false,
            di_attrs: FxHashMap::default(),
            di_rec: Vec::new(),
            di_locs: FxHashMap::default(),
            dbg_scope: None,
            mmra: ctx.ident("llvm.mmra"),
        }
    }

    /// The `!DILocation` node of location `loc` in the function's scope (a fused
    /// location may give its own scope even where the function has none).
    pub fn dbg_location(&mut self, loc: Attribute) -> Option<usize> {
        // Cheap without debug info: a plain location without a scope gives nothing.
        let scope = self.dbg_scope;
        super::debuginfo::location(self, loc, scope, None)
    }

    /// Whether the function has a subprogram (its ops get `!dbg` locations).
    pub fn has_dbg_scope(&self) -> bool {
        self.dbg_scope.is_some()
    }

    /// The context of the ops being translated.
    pub fn ctx(&self) -> &'a Context {
        self.ctx
    }

    /// The module's data layout (sizes and alignments of types).
    pub fn data_layout(&self) -> &super::types::DataLayout {
        &self.m.dl
    }

    // ---- layout --------------------------------------------------------------------

    fn build_layout(&mut self, region: RegionId) {
        let body = self.body;
        for &b in &body.region(region).blocks {
            if body.block(b).erased {
                continue;
            }
            for op in body.block_ops(b) {
                let r = OpRef::new(self.ctx, body, op);
                if r.name() == "llvm.blocktag" {
                    if let Some(id) = r.attr("tag").and_then(|a| block_tag_id(self.ctx, a)) {
                        self.tags.insert(id, self.layout.len());
                    }
                }
            }
            self.block_index.insert(b, self.layout.len());
            self.layout.push(LBlock {
                real: Some(b),
                target: 0,
                arg_types: SmallVec::new(),
                label: 0,
                phis: SmallVec::new(),
                preds: Vec::new(),
                pred_comment: Vec::new(),
            });
        }
        // Repeated successors with arguments get a forwarding block each (after the first),
        // appended at the end of the function as MLIR's legalization does.
        let reals: Vec<BlockId> = self.layout.iter().filter_map(|l| l.real).collect();
        let mut creation: Vec<(usize, usize, Edge)> = Vec::new();
        for &b in &reals {
            let Some(t) = body.terminator(b) else { continue };
            let succs = &body.op(t).successors;
            let mut seen: SmallVec<[BlockId; 4]> = SmallVec::new();
            for (i, &s) in succs.iter().enumerate() {
                let target = self.block_index.get(&s).copied().unwrap_or(0);
                let from = self.block_index[&b];
                if !body.block(s).args.is_empty() && seen.contains(&s) {
                    let d = self.layout.len();
                    self.layout.push(LBlock {
                        real: None,
                        target,
                        arg_types: body.block(s).args.iter().map(|a| body.value_type(*a)).collect(),
                        label: 0,
                        phis: SmallVec::new(),
                        preds: Vec::new(),
                        pred_comment: Vec::new(),
                    });
                    self.redirect.insert((t, i as u32), d);
                    creation.push((d, from, Edge::Op(t, i as u32)));
                } else {
                    seen.push(s);
                    creation.push((target, from, Edge::Op(t, i as u32)));
                }
            }
        }
        // Sort the redirected edges after the parse-time ones: they were created later.
        let (mut early, late): (Vec<_>, Vec<_>) =
            creation.into_iter().partition(|(to, _, _)| self.layout[*to].real.is_some());
        early.extend(late);
        for d in 0..self.layout.len() {
            if self.layout[d].real.is_none() {
                let t = self.layout[d].target;
                early.push((t, d, Edge::Forward(d)));
            }
        }
        // MLIR lists a block's predecessors newest use first.
        for (to, from, edge) in early.into_iter().rev() {
            self.layout[to].preds.push((from, edge));
        }
    }

    fn successors_of(&self, l: usize) -> SmallVec<[usize; 4]> {
        match self.layout[l].real {
            None => smallvec::smallvec![self.layout[l].target],
            Some(b) => match self.body.terminator(b) {
                Some(t) => self
                    .body
                    .op(t)
                    .successors
                    .iter()
                    .enumerate()
                    .map(|(i, s)| self.succ_index(t, i as u32, *s))
                    .collect(),
                None => SmallVec::new(),
            },
        }
    }

    fn succ_index(&self, t: OpId, i: u32, s: BlockId) -> usize {
        self.redirect.get(&(t, i)).copied().unwrap_or_else(|| self.block_index.get(&s).copied().unwrap_or(0))
    }

    /// Blocks in the order MLIR translates them: reverse post-order from the entry, then
    /// from each block not reached yet.
    fn rpo(&self) -> Vec<usize> {
        let n = self.layout.len();
        let mut visited = vec![false; n];
        let mut order = Vec::with_capacity(n);
        for root in 0..n {
            if self.layout[root].real.is_none() || visited[root] {
                continue;
            }
            let mut post = Vec::new();
            let mut stack: Vec<(usize, SmallVec<[usize; 4]>, usize)> = Vec::new();
            visited[root] = true;
            stack.push((root, self.successors_of(root), 0));
            while let Some(top) = stack.last_mut() {
                if top.2 < top.1.len() {
                    let s = top.1[top.2];
                    top.2 += 1;
                    if !visited[s] {
                        visited[s] = true;
                        let succ = self.successors_of(s);
                        stack.push((s, succ, 0));
                    }
                } else {
                    post.push(top.0);
                    stack.pop();
                }
            }
            order.extend(post.into_iter().rev());
        }
        for (l, v) in visited.iter().enumerate() {
            if !v {
                order.push(l);
            }
        }
        order
    }

    /// LLVM's `; preds =` lists the branches to a block newest first; branches are
    /// created in translation order.
    fn compute_pred_comments(&mut self, order: &[usize]) {
        let mut uses: Vec<Vec<usize>> = vec![Vec::new(); self.layout.len()];
        for &l in order {
            for s in self.successors_of(l) {
                uses[s].push(l);
            }
        }
        for (l, u) in uses.into_iter().enumerate() {
            self.layout[l].pred_comment = u.into_iter().rev().collect();
        }
    }

    // ---- evaluation: constants and folding -------------------------------------------

    fn add_const(&mut self, c: Const) -> Slot {
        self.consts.push(c);
        Slot::Const(self.consts.len() as u32 - 1)
    }

    pub(crate) fn const_of(&self, v: Value) -> Option<&Const> {
        match self.slots[v.0 as usize] {
            Slot::Const(i) => Some(&self.consts[i as usize]),
            _ => None,
        }
    }

    fn evaluate(&mut self, op_id: OpId) -> Result<(), Diagnostic> {
        let op = OpRef::new(self.ctx, self.body, op_id);
        if op.num_results() == 0 {
            return Ok(());
        }
        let res = op.result(0);
        if let Some(Translation::Intrinsic(i)) = super::translations().get(op.name()) {
            if i.ret_type == "void" {
                self.slots[res.0 as usize] = Slot::Void;
                return Ok(());
            }
        }
        if matches!(op.name(), "llvm.bitcast" | "llvm.addrspacecast") {
            if let Some(&arg) = op.operands().first() {
                if op.value_type(arg) == op.value_type(res) {
                    self.slots[res.0 as usize] = match self.slots[arg.0 as usize] {
                        Slot::Const(i) => Slot::Const(i),
                        _ => Slot::Same(arg.0),
                    };
                    return Ok(());
                }
            }
        }
        let slot = match self.fold(op)? {
            Some(c) => {
                self.block_addresses |= matches!(c, Const::BlockAddr { .. });
                self.add_const(c)
            }
            None => Slot::Pending,
        };
        self.slots[res.0 as usize] = slot;
        Ok(())
    }

    fn fold(&self, op: OpRef<'_>) -> Result<Option<Const>, Diagnostic> {
        let ctx = self.ctx;
        let ty = op.value_type(op.result(0));
        let name = op.name();
        let Some(short) = name.strip_prefix("llvm.") else {
            return Ok(None);
        };
        let operand = |i: usize| op.operands().get(i).and_then(|v| self.const_of(*v));
        Ok(match short {
            "mlir.constant" => {
                let Some(value) = op.attr("value") else { return Ok(None) };
                match consts::from_attr(ctx, value, ty) {
                    Some(c) => Some(c),
                    None => return Err(ods::op_error(op, "LLVM Translation failed for operation: llvm.mlir.constant")),
                }
            }
            "mlir.undef" => Some(Const::Undef(ty)),
            "mlir.poison" => Some(Const::Poison(ty)),
            "mlir.zero" => Some(Const::Zero(ty)),
            "mlir.none" => Some(Const::Zero(ty)),
            "mlir.addressof" => {
                let name = ods::attr_symbol(op, "global_name").unwrap_or("");
                Some(Const::Global { ty, name: name.into() })
            }
            "blockaddress" => op
                .attr("block_addr")
                .and_then(|a| block_address_parts(ctx, a))
                .map(|(func, tag)| Const::BlockAddr { ty, func: func.into(), tag }),
            "dso_local_equivalent" => {
                let mut t = String::from("dso_local_equivalent @");
                super::types::write_name(&mut t, ods::attr_symbol(op, "function_name").unwrap_or(""));
                Some(Const::Expr { ty, text: t.into() })
            }
            _ => {
                if op.operands().is_empty() || op.operands().iter().any(|v| self.const_of(*v).is_none()) {
                    return Ok(None);
                }
                self.fold_instruction(op, short, ty, &operand)
            }
        })
    }

    fn fold_instruction<'c>(
        &'c self,
        op: OpRef<'_>,
        short: &str,
        ty: Type,
        operand: &dyn Fn(usize) -> Option<&'c Const>,
    ) -> Option<Const> {
        let ctx = self.ctx;
        match short {
            "add" | "sub" | "mul" | "and" | "or" | "xor" | "shl" | "lshr" | "ashr" | "udiv" | "sdiv" | "urem"
            | "srem" | "fadd" | "fsub" | "fmul" | "fdiv" | "frem" => fold::binop(ctx, short, operand(0)?, operand(1)?),
            "icmp" | "fcmp" => {
                let pred = ods::attr_enum_value(op, "predicate")?;
                let name = if short == "icmp" {
                    crate::dialects::gen::llvm_enums::LLVM_I_CMP_PREDICATE_ATTR_ENUM.llvm_keyword(pred)?
                } else {
                    crate::dialects::gen::llvm_enums::LLVM_F_CMP_PREDICATE_ATTR_ENUM.llvm_keyword(pred)?
                };
                fold::compare(ctx, name, short == "fcmp", operand(0)?, operand(1)?, ty)
            }
            "fneg" => fold::fneg(ctx, operand(0)?),
            "fpext" | "fptrunc" | "sitofp" | "uitofp" | "fptosi" | "fptoui" => fold::cast(ctx, short, operand(0)?, ty),
            "select" => fold::select(ctx, operand(0)?, operand(1)?, operand(2)?),
            "trunc" | "zext" | "sext" => fold::cast(ctx, short, operand(0)?, ty),
            "insertvalue" => {
                let pos = ods::attr_dense_ints(op, "position")?;
                consts::insert_value(ctx, operand(0)?, operand(1)?.clone(), pos)
            }
            // LLVM's ConstantFoldInsertElementInstruction / ExtractElement /
            // ShuffleVector, on fixed-length vectors.
            "insertelement" => {
                let (vec, val, idx) = (operand(0)?, operand(1)?, operand(2)?);
                if matches!(idx, Const::Undef(_) | Const::Poison(_)) {
                    return Some(Const::Poison(ty));
                }
                if matches!(vec, Const::Zero(_)) && val.is_zero() {
                    return Some(vec.clone());
                }
                let i = consts::const_index(ctx, idx)?;
                let mut elems = fixed_elements(ctx, vec)?;
                match elems.get_mut(i as usize) {
                    Some(e) => *e = val.clone(),
                    None => return Some(Const::Poison(ty)),
                }
                Some(Const::aggregate(ty, elems))
            }
            "extractelement" => {
                let (vec, idx) = (operand(0)?, operand(1)?);
                if matches!(vec, Const::Poison(_)) || matches!(idx, Const::Undef(_) | Const::Poison(_)) {
                    return Some(Const::Poison(ty));
                }
                if matches!(vec, Const::Undef(_)) {
                    return Some(Const::Undef(ty));
                }
                let i = consts::const_index(ctx, idx)?;
                let elems = fixed_elements(ctx, vec)?;
                Some(elems.get(i as usize).cloned().unwrap_or(Const::Poison(ty)))
            }
            "shufflevector" => {
                let (v1, v2) = (operand(0)?, operand(1)?);
                let mask = ods::attr_dense_ints(op, "mask")?;
                let TypeData::Vector { elem, .. } = ctx.type_data(ty) else { return None };
                if mask.iter().all(|&m| m == -1) {
                    return Some(Const::Poison(ty));
                }
                let (a, b) = (fixed_elements(ctx, v1)?, fixed_elements(ctx, v2)?);
                let n = a.len() as i64;
                let out = mask
                    .iter()
                    .map(|&m| match m {
                        m if m < 0 || m >= 2 * n => Const::Undef(*elem),
                        m if m >= n => b[(m - n) as usize].clone(),
                        m => a[m as usize].clone(),
                    })
                    .collect();
                Some(Const::aggregate(ty, out))
            }
            "extractvalue" => {
                let pos = ods::attr_dense_ints(op, "position")?;
                consts::extract_value(ctx, operand(0)?, pos)
            }
            "inttoptr" | "ptrtoint" | "bitcast" | "addrspacecast" => {
                let c = operand(0)?;
                if short == "inttoptr" && op.attr("dereferenceable").is_some() {
                    return None;
                }
                if let (Const::NullGep { offset, .. }, "ptrtoint") = (c, short) {
                    return Some(Const::int(ctx, ty, *offset));
                }
                fold::cast(ctx, short, c, ty)
            }
            "getelementptr" => {
                let base = operand(0)?;
                let raw = ods::attr_dense_ints(op, "rawConstantIndices")?;
                let elem = ods::attr_type(op, "elem_type")?;
                let mut dynamic = op.operands()[1..].iter();
                let mut idx: Vec<String> = Vec::new();
                let mut values: Vec<Option<i128>> = Vec::new();
                // LLVM's ConstantFoldGetElementPtr: a poison or undef base gives poison or
                // undef, indices that are all zero (or undef) the base. Then CastGEPIndices:
                // indices other than struct fields become i64 (sext, so undef is 0).
                let mut no_op = true;
                let (i32t, i64t) = (ctx.common().i32, ctx.common().i64);
                let mut cur = elem;
                for (k, &r) in raw.iter().enumerate() {
                    let field = k > 0 && llvm_types::as_struct(ctx, cur).is_some();
                    let c = if r == i32::MIN as i64 {
                        self.const_of(*dynamic.next()?)?.clone()
                    } else {
                        Const::Int { ty: i32t, v: r as i128 }
                    };
                    no_op &= matches!(c, Const::Int { v: 0, .. } | Const::Zero(_) | Const::Undef(_) | Const::Poison(_));
                    let scalar = ctx.int_width(c.ty()).is_some();
                    let c = match c {
                        _ if field || !scalar || ctx.int_width(c.ty()) == Some(64) => c,
                        Const::Int { v, .. } => Const::Int { ty: i64t, v },
                        Const::Zero(_) | Const::Undef(_) => Const::Int { ty: i64t, v: 0 },
                        Const::Poison(_) => Const::Poison(i64t),
                        other => other,
                    };
                    let v = match &c {
                        Const::Int { v, .. } => Some(*v),
                        Const::Zero(_) => Some(0),
                        _ => None,
                    };
                    if k > 0 {
                        cur = match llvm_types::as_struct(ctx, cur) {
                            Some(st) => v
                                .and_then(|i| st.body.and_then(|b| b.get(usize::try_from(i).ok()?).copied()))
                                .unwrap_or(cur),
                            None => match ctx.type_data(cur) {
                                TypeData::Vector { elem, .. } => *elem,
                                _ => llvm_types::as_array(ctx, cur).map_or(cur, |(e, _)| e),
                            },
                        };
                    }
                    values.push(v);
                    let mut s = String::new();
                    consts::write_typed(&mut s, ctx, &c);
                    idx.push(s);
                }
                let vector_result = matches!(ctx.type_data(ty), TypeData::Vector { .. });
                match base {
                    Const::Poison(_) if !vector_result => return Some(Const::Poison(ty)),
                    Const::Undef(_) if !vector_result => return Some(Const::Undef(ty)),
                    _ if no_op && !vector_result => return Some(base.clone()),
                    _ => {}
                }
                let flags = ods::attr_enum_value(op, "noWrapFlags").unwrap_or(0);
                let flag_text = |flags: u64| {
                    let mut t = String::new();
                    if flags & 3 == 3 {
                        t.push_str("inbounds ");
                    } else if flags & 1 != 0 {
                        t.push_str("nusw ");
                    }
                    if flags & 4 != 0 {
                        t.push_str("nuw ");
                    }
                    t
                };
                // SymbolicallyEvaluateGEP (mlir-translate's builder folds with the data
                // layout): constant integer indices become a byte offset, wrapped to the
                // 64-bit index type.
                let indices: Option<Vec<i128>> = values.into_iter().collect();
                let offset = indices.and_then(|i| self.m.dl.gep_offset(ctx, elem, &i)).map(|o| consts::sext(o, 64));
                match (base, offset) {
                    // On a literal address: the address plus the offset, as an integer.
                    (Const::Zero(_) | Const::NullGep { .. }, Some(offset)) if !vector_result => {
                        let start = match base {
                            Const::NullGep { offset, .. } => *offset,
                            _ => 0,
                        };
                        let addr = consts::sext(start.wrapping_add(offset), 64);
                        if addr == 0 {
                            return Some(Const::Zero(ty));
                        }
                        let mut t = format!("inttoptr (i64 {addr} to ");
                        write_type(&mut t, ctx, ty);
                        t.push(')');
                        return Some(Const::NullGep { ty, text: t.into(), offset: addr });
                    }
                    // On a global: `getelementptr (i8, @g, i64 off)`, inbounds when the offset
                    // stays inside the object, and nuw when (inbounds or nusw and) it is not
                    // negative.
                    // (A zero offset is the global itself.)
                    (Const::Global { .. }, Some(0)) if !vector_result => return Some(base.clone()),
                    (Const::Global { name, .. }, Some(offset)) if !vector_result => {
                        let mut nw = flags;
                        let inside = offset >= 0
                            && self
                                .m
                                .globals
                                .get(&**name)
                                .is_some_and(|g| offset as u64 <= self.m.dl.alloc_size(ctx, *g));
                        if nw & 3 != 3 && inside {
                            nw |= 3;
                        }
                        if nw & 1 != 0 && offset >= 0 {
                            nw |= 4;
                        }
                        let mut t = format!("getelementptr {}(i8, ", flag_text(nw));
                        consts::write_typed(&mut t, ctx, base);
                        t.push_str(&format!(", i64 {offset})"));
                        return Some(Const::Expr { ty, text: t.into() });
                    }
                    _ => {}
                }
                let mut t = format!("getelementptr {}(", flag_text(flags));
                write_type(&mut t, ctx, elem);
                t.push_str(", ");
                consts::write_typed(&mut t, ctx, base);
                for i in idx {
                    t.push_str(", ");
                    t.push_str(&i);
                }
                t.push(')');
                Some(Const::Expr { ty, text: t.into() })
            }
            _ => None,
        }
    }

    // ---- numbering -----------------------------------------------------------------

    fn number(&mut self, first: u32) {
        let mut n = first;
        for l in 0..self.layout.len() {
            self.layout[l].label = n;
            n += 1;
            match self.layout[l].real {
                Some(b) => {
                    let body = self.body;
                    if l > 0 {
                        for &a in &body.block(b).args {
                            self.slots[a.0 as usize] = Slot::Num(n);
                            n += 1;
                        }
                    }
                    for op in body.block_ops(b) {
                        let d = body.op(op);
                        if d.num_results > 0 {
                            let r = body.result(op, 0);
                            // A `!llvm.void` result (an imported void inline asm call) is no
                            // LLVM value and takes no number.
                            if llvm_types::is_void(self.ctx, body.value_type(r)) {
                                continue;
                            }
                            if self.slots[r.0 as usize] == Slot::Pending || self.slots[r.0 as usize] == Slot::Unset {
                                self.slots[r.0 as usize] = Slot::Num(n);
                                n += 1;
                            }
                        }
                    }
                }
                None => {
                    let k = self.layout[l].arg_types.len();
                    self.layout[l].phis = (n..n + k as u32).collect();
                    n += k as u32;
                }
            }
        }
    }

    // ---- printing ------------------------------------------------------------------

    fn print_block(&mut self, l: usize) -> Result<(), Diagnostic> {
        if l > 0 {
            let start = self.out.len();
            self.out.push('\n');
            push_num(&mut self.out, u64::from(self.layout[l].label));
            self.out.push(':');
            let col = self.out.len() - start - 1;
            let pad = 50usize.saturating_sub(col).max(1);
            self.out.extend(std::iter::repeat_n(' ', pad));
            if self.layout[l].pred_comment.is_empty() {
                self.out.push_str("; No predecessors!");
            } else {
                self.out.push_str("; preds = ");
                for i in 0..self.layout[l].pred_comment.len() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    let p = self.layout[l].pred_comment[i];
                    self.out.push('%');
                    push_num(&mut self.out, u64::from(self.layout[p].label));
                }
            }
            self.out.push('\n');
            self.print_phis(l);
        }
        match self.layout[l].real {
            Some(b) => {
                let body = self.body;
                for op in body.block_ops(b) {
                    self.print_op(op)?;
                    if let Some(v) = self.undefined.take() {
                        let op = OpRef::new(self.ctx, self.body, op);
                        let which = op.operands().iter().position(|&o| o == v);
                        let what = which.map_or("a value it uses".to_string(), |i| format!("operand #{i}"));
                        return Err(ods::op_error(
                            op,
                            format!("cannot be converted to LLVM IR: {what} has no value in LLVM IR (its definition was not translated)"),
                        ));
                    }
                }
            }
            None => {
                let t = self.layout[l].target;
                let _ = writeln!(self.out, "  br label %{}", self.layout[t].label);
            }
        }
        Ok(())
    }

    fn print_phis(&mut self, l: usize) {
        let (nargs, types): (usize, SmallVec<[Type; 4]>) = match self.layout[l].real {
            Some(b) => {
                let args = &self.body.block(b).args;
                (args.len(), args.iter().map(|a| self.body.value_type(*a)).collect())
            }
            None => (self.layout[l].arg_types.len(), self.layout[l].arg_types.iter().copied().collect()),
        };
        for i in 0..nargs {
            let num = match self.layout[l].real {
                Some(b) => match self.slots[self.body.block(b).args[i].0 as usize] {
                    Slot::Num(n) => n,
                    _ => 0,
                },
                None => self.layout[l].phis[i],
            };
            let _ = write!(self.out, "  %{num} = phi ");
            write_type(&mut self.out, self.ctx, types[i]);
            let preds = std::mem::take(&mut self.layout[l].preds);
            for (k, (from, edge)) in preds.iter().enumerate() {
                self.out.push_str(if k == 0 { " [ " } else { ", [ " });
                match *edge {
                    Edge::Op(t, s) => {
                        let vals = successor_operands(OpRef::new(self.ctx, self.body, t), s as usize);
                        match vals.get(i) {
                            Some(v) => self.write_value(*v),
                            None => self.out.push_str("undef"),
                        }
                    }
                    Edge::Forward(d) => {
                        let _ = write!(self.out, "%{}", self.layout[d].phis[i]);
                    }
                }
                let _ = write!(self.out, ", %{} ]", self.layout[*from].label);
            }
            self.layout[l].preds = preds;
            // A phi has the location of its block argument (mlir-translate's).
            let arg_loc = self.layout[l].real.and_then(|b| self.body.value(self.body.block(b).args[i]).loc);
            if let Some(loc) = arg_loc {
                if let Some(n) = self.dbg_location(loc) {
                    self.out.push_str(", !dbg ");
                    self.md_ref(n);
                }
            }
            self.out.push('\n');
        }
    }

    fn print_op(&mut self, op_id: OpId) -> Result<(), Diagnostic> {
        let op = OpRef::new(self.ctx, self.body, op_id);
        self.current = Some(op_id);
        if op.num_results() > 0 {
            match self.slots[op.result(0).0 as usize] {
                Slot::Const(_) | Slot::Same(_) => return Ok(()),
                Slot::Num(n) => {
                    self.out.push_str("  %");
                    push_num(&mut self.out, u64::from(n));
                    self.out.push_str(" = ");
                }
                _ => self.out.push_str("  "),
            }
        } else {
            self.out.push_str("  ");
        }
        let mark = self.out.len();
        match super::translations().get(op.name()) {
            Some(Translation::Template(f)) => f(self, op),
            Some(Translation::Intrinsic(i)) => self.intrinsic_call(op, i)?,
            Some(Translation::Native(f)) => f(self, op)?,
            None => {
                return Err(ods::op_error(
                    op,
                    format!(
                        "cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: {}",
                        op.name()
                    ),
                ))
            }
        }
        if self.out.len() == mark {
            // Ops that emit nothing (tags, module-level markers) leave no line.
            self.out.truncate(mark - 2);
            return Ok(());
        }
        if let Some(a) = self.body.attr(op_id, self.mmra) {
            // `!mmra` (kind 40) comes after the attachments the op's translation wrote.
            if let Some(n) = super::mmra::mmra_node(self.ctx, a, &mut |text| self.md_node(text)) {
                self.out.push_str(", !mmra ");
                self.md_ref(n);
            }
        }
        if !self.out[mark..].starts_with("  #dbg_") {
            if let Some(n) = self.dbg_location(op.loc()) {
                // `!dbg` is the first attachment (LLVM orders them by kind, dbg is 0).
                let at = first_attachment(&self.out[mark..]).map_or(self.out.len(), |p| mark + p);
                let mut att = String::from(", !dbg ");
                md_ref_text(&mut att, n);
                self.out.insert_str(at, &att);
            }
        }
        self.out.push('\n');
        Ok(())
    }

    // ---- the API of emitters ---------------------------------------------------------

    /// Appends `s` verbatim.
    pub fn text(&mut self, s: &str) {
        self.out.push_str(s);
    }

    /// A type in LLVM IR syntax.
    pub fn ty(&mut self, t: Type) {
        let ctx = self.ctx;
        let text = self.type_text.entry(t).or_insert_with(|| {
            let mut s = String::new();
            write_type(&mut s, ctx, t);
            s.into_boxed_str()
        });
        self.out.push_str(text);
    }

    /// A value as an operand: `%N`, or its folded constant. A value with neither is
    /// written as `undef` and recorded: the op being written then fails to translate.
    pub fn write_value(&mut self, v: Value) {
        match self.slots.get(v.0 as usize).copied().unwrap_or(Slot::Unset) {
            Slot::Num(n) => {
                self.out.push('%');
                push_num(&mut self.out, u64::from(n));
            }
            Slot::Const(i) => consts::write_const(&mut self.out, self.ctx, &self.consts[i as usize]),
            Slot::Same(w) => self.write_value(Value(w)),
            _ => {
                self.undefined.get_or_insert(v);
                self.out.push_str("undef");
            }
        }
    }

    /// `<type> <value>`.
    pub fn write_typed(&mut self, v: Value) {
        self.ty(self.body.value_type(v));
        self.out.push(' ');
        self.write_value(v);
    }

    /// The values of a group as `<type> <value>`, comma-separated.
    pub fn typed_group(&mut self, g: ods::Group<'_>) {
        for (i, v) in g.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.write_typed(v);
        }
    }

    /// The values of a group, comma-separated, without types.
    pub fn value_group(&mut self, g: ods::Group<'_>) {
        for (i, v) in g.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.write_value(v);
        }
    }

    /// An attribute's LLVM IR spelling (see the header of spec/dialects/llvm.td).
    pub fn attr(&mut self, a: Option<Attribute>) {
        let Some(a) = a else { return };
        match self.ctx.attr_data(a) {
            AttrData::Integer { ty, value } => {
                if self.ctx.int_width(*ty) == Some(1) {
                    self.out.push_str(if *value != 0 { "true" } else { "false" });
                } else if let Ok(n) = u64::try_from(*value) {
                    push_num(&mut self.out, n);
                } else {
                    let _ = write!(self.out, "{value}");
                }
            }
            AttrData::Bool(b) => self.out.push_str(if *b { "true" } else { "false" }),
            AttrData::String { value, .. } => super::types::write_escaped(&mut self.out, value.bytes()),
            AttrData::Type(t) => self.ty(*t),
            AttrData::DenseArrayInt { values, .. } => {
                for (i, v) in values.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    match u64::try_from(*v) {
                        Ok(n) => push_num(&mut self.out, n),
                        Err(_) => {
                            let _ = write!(self.out, "{v}");
                        }
                    }
                }
            }
            AttrData::Float { bits, ty } => consts::write_float(&mut self.out, self.ctx, *ty, *bits as u128),
            _ => {}
        }
    }

    /// An enum's LLVM keyword; a bit enum's flags each with a leading space.
    pub fn enum_attr(&mut self, v: Option<u64>, def: &EnumDef) {
        let v = v.unwrap_or(0);
        if !def.bit_enum {
            self.out.push_str(def.llvm_keyword(v).unwrap_or(""));
            return;
        }
        let mut rest = v;
        let mut flag = |i: usize, out: &mut String| {
            let (keyword, bits) = def.cases[i];
            if bits != 0 && rest & bits == bits {
                out.push(' ');
                out.push_str(def.llvm_keywords.get(i).copied().unwrap_or(keyword));
                rest &= !bits;
            }
        };
        if def.llvm_flag_order.is_empty() {
            (0..def.cases.len()).for_each(|i| flag(i, &mut self.out));
        } else {
            def.llvm_flag_order.iter().for_each(|&i| flag(i as usize, &mut self.out));
        }
    }

    /// The op's fast-math flags, each with a leading space (`call fast float ...`).
    pub fn fastmath_flags(&mut self, op: OpRef<'_>) {
        if let Some(fm) = ods::attr_enum_value(op, "fastmathFlags") {
            // LLVM's IRBuilder sets the flags only on an `FPMathOperator`: a call, select
            // or phi is one only when its type is floating point (Flang marks every call
            // `contract`, whatever it returns); `fcmp` always is.
            let fp = op.name() == "llvm.fcmp"
                || (op.num_results() > 0 && is_fp_math_type(self.ctx, op.value_type(op.result(0))));
            if fp {
                self.enum_attr(Some(fm), &crate::dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM);
            }
        }
    }

    /// Whether a template condition on an attribute holds: present, and not 0, false or
    /// empty.
    pub fn is_set(&self, a: Option<Attribute>) -> bool {
        let Some(a) = a else { return false };
        match self.ctx.attr_data(a) {
            AttrData::Integer { value, .. } => *value != 0,
            AttrData::Bool(b) => *b,
            AttrData::String { value, .. } => !value.is_empty(),
            AttrData::Array(a) => !a.is_empty(),
            AttrData::DenseArrayInt { values, .. } => !values.is_empty(),
            AttrData::Enum { value, .. } => *value != 0,
            _ => true,
        }
    }

    /// Writes the label of successor `i` of terminator `op` (`%5`).
    pub fn succ_label(&mut self, op: OpRef<'_>, i: usize) {
        let s = op.successors()[i];
        let l = self.succ_index(op.id, i as u32, s);
        self.out.push('%');
        push_num(&mut self.out, u64::from(self.layout[l].label));
    }

    /// Writes a reference to a module-level metadata node with this text (`!{i32 1}`).
    pub fn md(&mut self, text: &str) {
        let i = self.md_node(text);
        self.md_ref(i);
    }

    /// Interns a metadata node of this function and returns its index. The text may refer
    /// to nodes interned before it (`md_ref_text`), to itself (`!\u{1}S\u{2}`), and start
    /// with `\u{1}D<key>\u{2}` to keep apart distinct nodes with equal operands; the module
    /// numbers the nodes when it joins the functions.
    pub fn md_node(&mut self, text: &str) -> usize {
        if let Some(&i) = self.md_index.get(text) {
            return i;
        }
        self.md.push(text.to_string());
        self.md_index.insert(text.to_string(), self.md.len() - 1);
        self.md.len() - 1
    }

    /// The text of node `idx` of `md_node` (interning it again gives `idx`).
    pub fn md_text(&self, idx: usize) -> &str {
        self.md.get(idx).map_or("", String::as_str)
    }

    /// The node already built for metadata attribute `a` in this function.
    pub fn md_of_attr(&self, a: Attribute) -> Option<usize> {
        self.md_attrs.get(&a).copied()
    }

    /// Records the node built for metadata attribute `a`.
    pub fn set_md_of_attr(&mut self, a: Attribute, node: usize) {
        self.md_attrs.insert(a, node);
    }

    /// Reports a loss in the translation of the op being written, as a warning.
    pub fn warn(&mut self, msg: &str) {
        if let Some(op) = self.current {
            let loc = OpRef::new(self.ctx, self.body, op).loc();
            self.warnings.push(Diagnostic::warning(loc, msg));
        }
    }

    /// Writes a reference (`!N`) to node `idx` of `md_node`.
    pub fn md_ref(&mut self, idx: usize) {
        md_ref_text(&mut self.out, idx);
    }

    /// Writes a reference to an attribute group with these attributes.
    pub fn attr_group(&mut self, text: &str) {
        let i = match self.attr_sets.iter().position(|m| m == text) {
            Some(i) => i,
            None => {
                self.attr_sets.push(text.to_string());
                self.attr_sets.len() - 1
            }
        };
        let _ = write!(self.out, "#\u{1}A{i}\u{2}");
    }

    /// Asks for a declaration in the module (intrinsics).
    pub fn declare(&mut self, name: String, text: String, attrs: &str) {
        match self.decls.iter_mut().find(|d| d.name == name) {
            Some(d) => d.rank = d.rank.min(self.rank),
            None => self.decls.push(DeclRequest { name, text, attrs: attrs.to_string(), rank: self.rank }),
        }
    }

    // ---- intrinsics ----------------------------------------------------------------

    fn ref_type(&self, op: OpRef<'_>, r: Ref, ops: &[ods::Arity], elem: i32) -> Option<Type> {
        let t = match r {
            Ref::Operand(g) => op.value_type(ods::operand_group(op, ops, g as usize).first()?),
            Ref::Result(n) => op.value_type(op.results().nth(n as usize)?),
            Ref::Attr(n) => self.ctx.attr_type(op.attr(n)?)?,
            Ref::MetadataArg(..) => llvm_types::metadata(self.ctx),
        };
        if elem >= 0 {
            return consts::field_types(self.ctx, t)?.get(elem as usize).copied();
        }
        Some(t)
    }

    /// ` <attrs>` for LLVM argument `i` of an intrinsic call, from `llvmCallArgAttrs`.
    fn call_arg_attr(&mut self, op: OpRef<'_>, intr: &super::Intrinsic, i: usize) {
        let Some(t) = intr.call_arg_attrs.get(i).filter(|t| !t.is_empty()) else { return };
        self.out.push(' ');
        let mut rest = *t;
        while let Some(k) = rest.find('$') {
            self.out.push_str(&rest[..k]);
            let name_len =
                rest[k + 1..].find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(rest.len() - k - 1);
            let name = &rest[k + 1..k + 1 + name_len];
            // `align $x` is an alignment as LLVM holds it (types::llvm_align).
            let align = rest[..k].ends_with("align ");
            match op.attr(name).and_then(|a| self.ctx.int_value(a)).and_then(super::types::llvm_align) {
                Some(v) if align => {
                    let _ = write!(self.out, "{v}");
                }
                _ => self.attr(op.attr(name)),
            }
            rest = &rest[k + 1 + name_len..];
        }
        self.out.push_str(rest);
    }

    /// ` [ "tag"(<type> <value>, ...), ... ]`: the op's operand bundles, its last operand group
    /// split by `op_bundle_sizes` and named by `op_bundle_tags` (nothing without bundles).
    pub(crate) fn operand_bundles(&mut self, op: OpRef<'_>, arities: &[ods::Arity]) {
        let ctx = self.ctx;
        let Some(sizes) = ods::attr_dense_ints(op, "op_bundle_sizes").filter(|s| !s.is_empty()) else { return };
        let tags = match op.attr("op_bundle_tags").map(|a| ctx.attr_data(a)) {
            Some(AttrData::Array(a)) => &a[..],
            _ => &[],
        };
        let group = ods::operand_group(op, arities, arities.len().saturating_sub(1));
        let mut values = group.iter();
        self.out.push_str(" [ ");
        for (i, &n) in sizes.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.out.push('"');
            let tag = tags.get(i).and_then(|&t| ctx.str_value(t)).unwrap_or("");
            super::types::write_escaped(&mut self.out, tag.bytes());
            self.out.push_str("\"(");
            for j in 0..n {
                if j > 0 {
                    self.out.push_str(", ");
                }
                if let Some(v) = values.next() {
                    self.write_typed(v);
                }
            }
            self.out.push(')');
        }
        self.out.push_str(" ]");
    }

    /// The LLVM IR return type of an intrinsic call: the op's result type, or the fixed
    /// `llvmRetType`, which a used result must have.
    fn intrinsic_ret_type(&self, op: OpRef<'_>, intr: &super::Intrinsic, name: &str) -> Result<String, Diagnostic> {
        let ctx = self.ctx;
        let result = (op.num_results() > 0).then(|| op.value_type(op.result(0)));
        let mut text = String::new();
        match intr.ret_type {
            "" => write_type(&mut text, ctx, result.unwrap_or_else(|| llvm_types::void(ctx))),
            "anyint" => {
                let t = result.unwrap_or_else(|| llvm_types::void(ctx));
                let elem = match ctx.type_data(t) {
                    TypeData::Vector { elem, .. } => *elem,
                    _ => t,
                };
                if !matches!(ctx.type_data(elem), TypeData::Integer { .. }) {
                    return Err(ods::op_error(
                        op,
                        format!("cannot be converted to LLVM IR: @{name} must return an integer (Intrinsic has incorrect return type!)"),
                    ));
                }
                write_type(&mut text, ctx, t);
            }
            fixed => {
                if let Some(t) = result {
                    write_type(&mut text, ctx, t);
                    if text != fixed && self.body.has_uses(op.result(0)) {
                        return Err(ods::op_error(
                            op,
                            format!(
                                "cannot be converted to LLVM IR: @{name} returns {fixed}, so its result of type {text} cannot be used"
                            ),
                        ));
                    }
                }
                text = fixed.to_string();
            }
        }
        Ok(text)
    }

    fn intrinsic_call(&mut self, op: OpRef<'_>, intr: &super::Intrinsic) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let mut name = intr.name.to_string();
        for &(r, elem) in intr.overloaded {
            if let Some(t) = self.ref_type(op, r, intr.operands, elem) {
                name.push('.');
                super::types::mangle(&mut name, ctx, t);
            }
        }
        let ret = self.intrinsic_ret_type(op, intr, &name)?;
        let mut params: Vec<Type> = Vec::new();
        // MLIR's `convertArgAndResultAttrs`: `arg_attrs` has an entry per argument that is
        // not an immediate, `res_attrs` one for the result.
        let dicts = |n: &str| match op.attr(n).map(|a| ctx.attr_data(a)) {
            Some(AttrData::Array(a)) => &a[..],
            _ => &[],
        };
        let (arg_dicts, res_dicts) = (dicts("arg_attrs"), dicts("res_attrs"));
        self.out.push_str("call");
        self.fastmath_flags(op);
        if let Some(&r) = res_dicts.first() {
            let text = super::attr_kinds::param_attrs(ctx, r);
            if !text.is_empty() {
                self.out.push(' ');
                self.out.push_str(&text);
            }
        }
        self.out.push(' ');
        self.out.push_str(&ret);
        self.out.push_str(" @");
        self.out.push_str(&name);
        self.out.push('(');
        let mut first = true;
        let mut operand_index = 0;
        // Operand bundles (the last operand group) follow the arguments.
        let bundles = op.attr("op_bundle_sizes").map(|_| intr.operands.len().saturating_sub(1));
        for &r in intr.args {
            match r {
                Ref::Operand(g) if Some(g as usize) == bundles => {}
                Ref::Operand(g) => {
                    let group = ods::operand_group(op, intr.operands, g as usize);
                    if group.is_empty() {
                        if let Some(t) = intr.poison_as.and_then(|p| self.ref_type(op, p, intr.operands, -1)) {
                            if !first {
                                self.out.push_str(", ");
                            }
                            first = false;
                            params.push(t);
                            self.ty(t);
                            self.out.push_str(" poison");
                        }
                    }
                    for v in group.iter() {
                        if !first {
                            self.out.push_str(", ");
                        }
                        first = false;
                        let t = op.value_type(v);
                        self.ty(t);
                        self.call_arg_attr(op, intr, params.len());
                        if let Some(&d) = arg_dicts.get(operand_index) {
                            let text = super::attr_kinds::param_attrs(ctx, d);
                            if !text.is_empty() {
                                self.out.push(' ');
                                self.out.push_str(&text);
                            }
                        }
                        operand_index += 1;
                        params.push(t);
                        self.out.push(' ');
                        self.write_value(v);
                    }
                }
                Ref::Attr(n) => {
                    if !first {
                        self.out.push_str(", ");
                    }
                    first = false;
                    let a = op.attr(n);
                    let t = a.and_then(|a| ctx.attr_type(a)).unwrap_or(ctx.common().i1);
                    params.push(t);
                    self.ty(t);
                    self.out.push(' ');
                    match a {
                        Some(a) => self.attr(Some(a)),
                        None => self.out.push_str("false"),
                    }
                }
                Ref::MetadataArg(n, def) => {
                    if !first {
                        self.out.push_str(", ");
                    }
                    first = false;
                    params.push(llvm_types::metadata(ctx));
                    self.out.push_str("metadata !\"");
                    match def {
                        Some(def) => {
                            let v = ods::attr_enum_value(op, n);
                            let keyword = v.and_then(|v| def.llvm_keyword(v)).unwrap_or("");
                            super::types::write_escaped(&mut self.out, keyword.bytes());
                        }
                        None => self.attr(op.attr(n)),
                    }
                    self.out.push('"');
                }
                Ref::Result(_) => {}
            }
        }
        self.out.push(')');
        for (i, (&p, want)) in params.iter().zip(intr.param_types).enumerate() {
            let mut have = String::new();
            write_type(&mut have, ctx, p);
            if !want.is_empty() && have != *want {
                return Err(ods::op_error(
                    op,
                    format!(
                        "cannot be converted to LLVM IR: argument #{i} of @{name} must be {want}, not {have} (Call parameter type does not match function signature!)"
                    ),
                ));
            }
        }
        if !intr.call_attrs.is_empty() {
            self.out.push(' ');
            self.attr_group(intr.call_attrs);
        }
        self.operand_bundles(op, intr.operands);
        if let Some(f) = intr.call_metadata {
            f(self, op);
        }
        let mut decl = String::from("declare ");
        if !intr.decl_ret_attrs.is_empty() {
            decl.push_str(intr.decl_ret_attrs);
            decl.push(' ');
        }
        decl.push_str(&ret);
        let _ = write!(decl, " @{name}(");
        for (i, p) in params.iter().enumerate() {
            if i > 0 {
                decl.push_str(", ");
            }
            write_type(&mut decl, ctx, *p);
            if let Some(a) = intr.decl_param_attrs.get(i).filter(|a| !a.is_empty()) {
                decl.push(' ');
                decl.push_str(a);
            }
        }
        decl.push(')');
        self.declare(name, decl, intr.decl_attrs);
        Ok(())
    }
}

/// The operands an op forwards to its successor `i`.
pub fn successor_operands(op: OpRef<'_>, i: usize) -> SmallVec<[Value; 4]> {
    let segs = |name: &str| ods::attr_dense_ints(op, name).map(|s| s.to_vec());
    match op.name() {
        "llvm.switch" => {
            let Some(info) = op.info() else { return SmallVec::new() };
            if i == 0 {
                return ods::operand_group(op, info.operand_arities, 1).iter().collect();
            }
            let all: SmallVec<[Value; 8]> = ods::operand_group(op, info.operand_arities, 2).iter().collect();
            let s = segs("case_operand_segments").unwrap_or_default();
            let start: i64 = s[..(i - 1).min(s.len())].iter().sum();
            let n = s.get(i - 1).copied().unwrap_or(0);
            all.iter().skip(start as usize).take(n as usize).copied().collect()
        }
        "llvm.indirectbr" => {
            let all = &op.operands()[1..];
            let s = segs("indbr_operand_segments").unwrap_or_default();
            let start: i64 = s[..i.min(s.len())].iter().sum();
            let n = s.get(i).copied().unwrap_or(0);
            all.iter().skip(start as usize).take(n as usize).copied().collect()
        }
        _ => {
            let Some(info) = op.info() else { return SmallVec::new() };
            match info.successor_operands.get(i) {
                Some(&g) => ods::operand_group(op, info.operand_arities, g).iter().collect(),
                None => SmallVec::new(),
            }
        }
    }
}

/// Where the metadata attachments of an instruction's text start (`, !tbaa !3`): the
/// first `, !` followed by a letter outside quotes.
fn first_attachment(text: &str) -> Option<usize> {
    let b = text.as_bytes();
    let mut in_str = false;
    for i in 0..b.len() {
        match b[i] {
            b'"' => in_str = !in_str,
            b',' if !in_str
                && b.get(i + 1) == Some(&b' ')
                && b.get(i + 2) == Some(&b'!')
                && b.get(i + 3).is_some_and(|c| c.is_ascii_alphabetic()) =>
            {
                return Some(i);
            }
            _ => {}
        }
    }
    None
}

/// LLVM's `FPMathOperator::isSupportedFloatingPointType`: a floating-point scalar or vector,
/// an array (of arrays) of one, or a literal struct whose fields all have that same type.
pub(crate) fn is_fp_math_type(ctx: &Context, ty: Type) -> bool {
    let mut ty = ty;
    if let Some(s) = llvm_types::as_struct(ctx, ty) {
        match (s.name, s.body) {
            (None, Some([first, rest @ ..])) if rest.iter().all(|t| t == first) => ty = *first,
            _ => return false,
        }
    }
    while let Some((elem, _)) = llvm_types::as_array(ctx, ty) {
        ty = elem;
    }
    let elem = match ctx.type_data(ty) {
        TypeData::Vector { elem, .. } => *elem,
        _ => ty,
    };
    matches!(ctx.type_data(elem), TypeData::Float(_)) || llvm_types::is_ppc_fp128(ctx, elem)
}
