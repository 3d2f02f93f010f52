//! The op-level printer: SSA value and block numbering as MLIR assigns it, the generic op
//! form, regions and blocks with predecessor comments, and the helpers that custom op
//! printers (generated from `assemblyFormat` or native) call.

use std::fmt::Write as _;

use rustc_hash::FxHashMap;

use super::aliases::Aliases;
use super::attrs::write_type;
use super::attrs::{write_arg_location, write_attr, write_attr_value, write_location};
use smallvec::SmallVec;

use crate::ir::{
    AsmNames, AttrData, Attribute, BlockId, Body, Context, Ident, NamedAttr, OpId, OpRef, RegionId, Traits, Type,
    Value, ValueDef,
};

/// Printing options (`--mlir-print-op-generic`, `--mlir-print-debuginfo`,
/// `--mlir-print-local-scope`, `--mlir-pretty-debuginfo`,
/// `--mlir-elide-elementsattrs-if-larger`).
#[derive(Copy, Clone, Default, Debug)]
pub struct PrintFlags {
    /// Print every op in generic form (`"dialect.op"(...) <{...}> ({...}) : (...) -> ...`).
    pub generic: bool,
    /// Print op and block argument locations (`loc(...)`).
    pub debug_info: bool,
    /// No aliases: attributes, types and locations written where they are used;
    /// `distinct[N]` ids are still numbered.
    pub local_scope: bool,
    /// Locations in the pretty form, without `loc(...)` (`--mlir-pretty-debuginfo`).
    pub pretty_debug_info: bool,
    /// `--mlir-elide-elementsattrs-if-larger`: larger non-splat elements attributes print
    /// as `dense_resource<__elided__>`.
    pub elide_elements_larger: Option<u64>,
    /// SSA value numbers unique across sibling regions (`--mlir-print-unique-ssa-ids`;
    /// the generic form always numbers them so).
    pub unique_ssa_ids: bool,
    /// Regions print as `{...}` (`--mlir-print-skip-regions`).
    pub skip_regions: bool,
}

/// How values are numbered: custom result names (`%c0`) unless `generic`, and one
/// running counter over all regions when `unique`.
#[derive(Copy, Clone, Debug)]
pub struct Numbering {
    /// The generic form: no op-chosen result names.
    pub generic: bool,
    /// No number reused in sibling regions.
    pub unique: bool,
}

impl PrintFlags {
    /// How these flags number values.
    pub fn numbering(&self) -> Numbering {
        Numbering { generic: self.generic, unique: self.generic || self.unique_ssa_ids }
    }
}

/// Names of values and blocks of one body.
#[derive(Default)]
struct BodyNames {
    values: Vec<Name>,
    blocks: Vec<u32>,
    /// Result group starts of ops whose results print as several groups.
    groups: FxHashMap<OpId, SmallVec<[u32; 2]>>,
}

#[derive(Copy, Clone, PartialEq, Eq)]
enum Name {
    None,
    Num(u32),
    /// Index into `NameState::strings`.
    Str(u32),
}

const UNNAMED: u32 = u32::MAX;

/// Names in use in one region and, through `parent`, the regions enclosing it.
struct Scope {
    used: rustc_hash::FxHashSet<String>,
    parent: Option<usize>,
}

/// SSA names for every value and block reachable from an op, computed the way MLIR's
/// `SSANameState` does: a region is numbered fully before the regions nested in it; each
/// nested region starts from the counters its parent region ended with (so sibling
/// regions reuse numbers); ops may name their results (`%c0_i64`), uniqued with `_N`.
#[derive(Default)]
pub struct NameState {
    bodies: FxHashMap<*const Body, BodyNames>,
    strings: Vec<String>,
    scopes: Vec<Scope>,
    /// Regions whose ops are numbered independently (and printed in parallel): one block
    /// of isolated ops with no results and no names in scope, like a module's functions.
    /// Each op's subtree starts from these counters.
    split: FxHashMap<(*const Body, RegionId), Counters>,
    /// Storage of cleared tables, reused when one state names op after op.
    spare_bodies: Vec<BodyNames>,
    spare_sets: Vec<rustc_hash::FxHashSet<String>>,
    scratch: String,
}

// The raw pointers are only used as identities of bodies the printer borrows.
unsafe impl Send for NameState {}
unsafe impl Sync for NameState {}

/// Counters carried from a region to the regions nested in it.
#[derive(Copy, Clone, Debug)]
struct Counters {
    value: u32,
    arg: u32,
    conflict: u32,
}

impl NameState {
    /// Names for `root` and everything nested in it; `generic` numbers as the generic form
    /// prints (one running counter, no op-chosen names).
    pub fn compute(ctx: &Context, body: &Body, root: OpId, mode: Numbering) -> NameState {
        Self::compute_from(ctx, body, root, mode, Counters { value: 0, arg: 0, conflict: 0 })
    }

    fn compute_from(ctx: &Context, body: &Body, root: OpId, mode: Numbering, start: Counters) -> NameState {
        let mut st = NameState::default();
        st.recompute_from(ctx, body, root, mode, start);
        st
    }

    /// Forgets every name, keeping the tables' storage for the next op.
    fn clear(&mut self) {
        for (_, mut names) in self.bodies.drain() {
            names.values.clear();
            names.blocks.clear();
            names.groups.clear();
            self.spare_bodies.push(names);
        }
        for mut scope in self.scopes.drain(..) {
            scope.used.clear();
            self.spare_sets.push(scope.used);
        }
        self.strings.clear();
        self.split.clear();
    }

    fn new_scope(&mut self, parent: Option<usize>) -> usize {
        let used = self.spare_sets.pop().unwrap_or_default();
        self.scopes.push(Scope { used, parent });
        self.scopes.len() - 1
    }

    /// `compute_from` into this state (cleared first), reusing its storage.
    fn recompute_from(&mut self, ctx: &Context, body: &Body, root: OpId, mode: Numbering, start: Counters) {
        self.clear();
        let st = self;
        st.new_scope(None);
        let mut c = start;
        st.number_op(ctx, body, root, &mut c, 0, mode.generic);
        let mut stack: Vec<(&Body, RegionId, Counters, usize)> = Vec::new();
        let rb = body.regions_body(root);
        for &r in body.op(root).regions.iter().rev() {
            stack.push((rb, r, c, 0));
        }
        // In generic form (or with unique ids) MLIR keeps one running counter across the
        // whole walk (regions taken in stack order); in custom form each nested region
        // starts from the counters its parent region ended with.
        let mut running = c;
        while let Some((b, region, pushed, parent_scope)) = stack.pop() {
            let mut c = if mode.unique { running } else { pushed };
            if !mode.unique && st.splittable(b, region) {
                st.split.insert((b as *const Body, region), c);
                let names = st.names(b);
                names.blocks_set(b.region(region).blocks[0], 0);
                continue;
            }
            let scope = st.new_scope(Some(parent_scope));
            let mut nested: Vec<(&Body, RegionId)> = Vec::new();
            for (i, &blk) in b.region(region).blocks.iter().enumerate() {
                st.names(b).blocks_set(blk, i as u32);
                for &a in &b.block(blk).args {
                    if i == 0 {
                        let mut name = std::mem::take(&mut st.scratch);
                        name.clear();
                        let _ = write!(name, "arg{}", c.arg);
                        c.arg += 1;
                        st.set_name(b, a, &name, &mut c, scope);
                        st.scratch = name;
                    } else {
                        st.names(b).value_set(a, Name::Num(c.value));
                        c.value += 1;
                    }
                }
                for op in b.block_ops(blk) {
                    st.number_op(ctx, b, op, &mut c, scope, mode.generic);
                    let inner = b.regions_body(op);
                    for &r in &b.op(op).regions {
                        nested.push((inner, r));
                    }
                }
            }
            for (nb, r) in nested.into_iter() {
                stack.push((nb, r, c, scope));
            }
            running = c;
        }
    }

    fn splittable(&self, b: &Body, region: RegionId) -> bool {
        let blocks = &b.region(region).blocks;
        if blocks.len() != 1 || !b.block(blocks[0]).args.is_empty() {
            return false;
        }
        if self.scopes.iter().any(|s| !s.used.is_empty()) {
            return false;
        }
        let mut n = 0;
        for o in b.block_ops(blocks[0]) {
            let d = b.op(o);
            if d.num_results != 0 || d.nested.is_none() {
                return false;
            }
            n += 1;
        }
        n >= 2
    }

    fn names(&mut self, b: &Body) -> &mut BodyNames {
        let spare = &mut self.spare_bodies;
        self.bodies.entry(b as *const Body).or_insert_with(|| spare.pop().unwrap_or_default())
    }

    fn is_used(&self, scope: usize, name: &str) -> bool {
        let mut cur = Some(scope);
        while let Some(s) = cur {
            if self.scopes[s].used.contains(name) {
                return true;
            }
            cur = self.scopes[s].parent;
        }
        false
    }

    /// MLIR's `setValueName` with `uniqueValueName`.
    fn set_name(&mut self, b: &Body, v: Value, name: &str, c: &mut Counters, scope: usize) {
        if name.is_empty() {
            self.names(b).value_set(v, Name::Num(c.value));
            c.value += 1;
            return;
        }
        let base = sanitize_identifier(name);
        let unique = if self.is_used(scope, &base) {
            loop {
                let candidate = format!("{base}_{}", c.conflict);
                c.conflict += 1;
                if !self.is_used(scope, &candidate) {
                    break candidate;
                }
            }
        } else {
            base.into_owned()
        };
        self.scopes[scope].used.insert(unique.clone());
        let idx = self.strings.len() as u32;
        self.strings.push(unique);
        self.names(b).value_set(v, Name::Str(idx));
    }

    fn number_op(&mut self, ctx: &Context, b: &Body, op: OpId, c: &mut Counters, scope: usize, generic: bool) {
        let n = b.op(op).num_results;
        if n == 0 {
            return;
        }
        let mut groups: SmallVec<[u32; 2]> = smallvec::smallvec![0];
        let info = b.op(op).name.info;
        if let (Some(info), false) = (info, generic) {
            let r = OpRef::new(ctx, b, op);
            let mut named: Vec<(usize, String)> = Vec::new();
            match info.asm_names {
                AsmNames::None => {}
                AsmNames::Groups(names) => {
                    for (g, name) in names.iter().enumerate() {
                        let grp = crate::ir::groups::results_group(r, info.result_arities, g);
                        if let (Some(first), false) = (grp.first(), name.is_empty()) {
                            named.push(((first.0 - b.op(op).first_result) as usize, name.to_string()));
                        }
                    }
                }
                AsmNames::Native(f) => f(r, &mut |i, s| named.push((i, s))),
            }
            for (i, name) in named {
                if i >= n as usize {
                    continue;
                }
                if i != 0 {
                    groups.push(i as u32);
                }
                let v = b.result(op, i);
                self.set_name(b, v, &name, c, scope);
            }
        }
        let first = b.result(op, 0);
        let unnamed = self
            .bodies
            .get(&(b as *const Body))
            .and_then(|n| n.values.get(first.0 as usize))
            .is_none_or(|x| *x == Name::None);
        if unnamed {
            self.names(b).value_set(first, Name::Num(c.value));
            c.value += 1;
        }
        if groups.len() > 1 {
            groups.sort_unstable();
            groups.dedup();
            self.names(b).groups.insert(op, groups);
        }
    }

    fn name_of(&self, b: &Body, v: Value) -> Name {
        self.bodies.get(&(b as *const Body)).and_then(|n| n.values.get(v.0 as usize)).copied().unwrap_or(Name::None)
    }

    fn block_name(&self, b: &Body, blk: BlockId) -> Option<u32> {
        let n = *self.bodies.get(&(b as *const Body))?.blocks.get(blk.0 as usize)?;
        (n != UNNAMED).then_some(n)
    }

    /// Result groups of an op: (start, len) pairs.
    fn result_groups(&self, b: &Body, op: OpId) -> SmallVec<[(u32, u32); 2]> {
        let n = b.op(op).num_results;
        match self.bodies.get(&(b as *const Body)).and_then(|x| x.groups.get(&op)) {
            Some(starts) => {
                starts.iter().enumerate().map(|(i, &s)| (s, starts.get(i + 1).copied().unwrap_or(n) - s)).collect()
            }
            None => smallvec::smallvec![(0, n)],
        }
    }
}

impl BodyNames {
    fn value_set(&mut self, v: Value, n: Name) {
        let i = v.0 as usize;
        if self.values.len() <= i {
            self.values.resize(i + 1, Name::None);
        }
        self.values[i] = n;
    }
    fn blocks_set(&mut self, blk: BlockId, n: u32) {
        let i = blk.0 as usize;
        if self.blocks.len() <= i {
            self.blocks.resize(i + 1, UNNAMED);
        }
        self.blocks[i] = n;
    }
}

/// MLIR's `sanitizeIdentifier` for value names.
fn sanitize_identifier(name: &str) -> std::borrow::Cow<'_, str> {
    let valid = |c: char| c.is_ascii_alphanumeric() || "$._-".contains(c);
    if !name.starts_with(|c: char| c.is_ascii_digit()) && name.chars().all(valid) {
        return std::borrow::Cow::Borrowed(name);
    }
    let mut out = String::new();
    if name.starts_with(|c: char| c.is_ascii_digit()) {
        out.push('_');
    }
    for c in name.chars() {
        if valid(c) {
            out.push(c);
        } else if c == ' ' {
            out.push('_');
        } else {
            let mut buf = [0u8; 4];
            for byte in c.encode_utf8(&mut buf).bytes() {
                let _ = write!(out, "{byte:X}");
            }
        }
    }
    std::borrow::Cow::Owned(out)
}

/// A custom-syntax printer: writes the text after the op name (an op's `OpInfo::print`
/// hook).
pub type PrintFn = for<'p, 'a> fn(&'p mut OpPrinter<'a>, OpRef<'a>);

/// Writes ops. Custom printers receive it positioned right after the op name.
pub struct OpPrinter<'a> {
    /// The context of what is printed.
    pub ctx: &'a Context,
    /// The text written so far (since the last finished chunk).
    pub out: String,
    /// Output already finished, in order, before `out` (parallel parts are kept as they
    /// come instead of being copied into one string).
    chunks: Vec<String>,
    /// The options this print runs with.
    pub flags: PrintFlags,
    names: NameState,
    aliases: Option<&'a Aliases>,
    indent: usize,
    /// The body of the op being printed (operands and successors are looked up in it).
    body: &'a Body,
    default_dialects: Vec<&'static str>,
    /// In the dry run that precedes printing with debug info: the locations the print
    /// writes, in MLIR's visiting order (an op's own first, deferred; then block
    /// arguments' as printed). Custom forms leave some out, and only those printed get
    /// aliases, numbered in this order.
    arg_locs: Option<&'a LocLog<'a>>,
}

/// What a dry-run print visited, in order: the locations it wrote (whether their alias may
/// be deferred), and where each op's printing starts and ends (its attributes and types
/// are visited there), so that aliases are numbered in MLIR's visiting order.
enum Visit<'a> {
    Loc(Attribute, bool),
    OpStart(&'a Body, OpId),
    OpEnd(&'a Body, OpId),
}

type LocLog<'a> = std::cell::RefCell<Vec<Visit<'a>>>;

impl<'a> OpPrinter<'a> {
    /// The module's aliases, when printing with them.
    pub fn aliases(&self) -> Option<&'a Aliases> {
        self.aliases
    }

    /// A printer for `root` (an op of `body`) and everything nested in it, with its names
    /// computed up front; `aliases` are used when given.
    pub fn new(ctx: &'a Context, body: &'a Body, root: OpId, flags: PrintFlags, aliases: Option<&'a Aliases>) -> Self {
        Self::with_names(ctx, body, NameState::compute(ctx, body, root, flags.numbering()), flags, aliases)
    }

    /// A printer for ops of `body` with names computed elsewhere (from an enclosing op).
    fn with_names(
        ctx: &'a Context,
        body: &'a Body,
        names: NameState,
        flags: PrintFlags,
        aliases: Option<&'a Aliases>,
    ) -> Self {
        OpPrinter {
            ctx,
            out: String::new(),
            chunks: Vec::new(),
            flags,
            names,
            aliases,
            indent: 0,
            body,
            default_dialects: Vec::new(),
            arg_locs: None,
        }
    }

    /// Notes that the location of block argument `arg` of `body` is printed.
    fn record_arg_loc(&self, body: &Body, arg: Value) {
        if let (Some(log), Some(l)) = (self.arg_locs, body.value(arg).loc) {
            log.borrow_mut().push(Visit::Loc(l, false));
        }
    }

    // ---- raw output ---------------------------------------------------------------

    /// Appends `s` verbatim.
    pub fn write(&mut self, s: &str) {
        self.out.push_str(s);
    }

    /// A newline followed by the current indentation.
    pub fn newline(&mut self) {
        self.out.push('\n');
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
    }

    // ---- values, types, attributes --------------------------------------------------

    /// `%name` or `%name#N` of a value of the current body.
    pub fn print_operand(&mut self, v: Value) {
        let body = self.body;
        self.write_value(body, v);
    }

    fn write_value(&mut self, body: &Body, v: Value) {
        // A result prints through its group's leader: `%0#1`, `%c0`.
        let (leader, suffix) = match body.value(v).def {
            ValueDef::OpResult { op, index } => {
                let groups = self.names.result_groups(body, op);
                let (start, len) = groups.iter().rev().find(|g| g.0 <= index).copied().unwrap_or((0, 1));
                let leader = body.result(op, start as usize);
                (leader, (len > 1).then_some(index - start))
            }
            _ => (v, None),
        };
        self.write_name(body, leader);
        if let Some(k) = suffix {
            let _ = write!(self.out, "#{k}");
        }
    }

    fn write_name(&mut self, body: &Body, v: Value) {
        match self.names.name_of(body, v) {
            Name::None => self.out.push_str("<<UNKNOWN SSA VALUE>>"),
            Name::Num(n) => {
                self.out.push('%');
                push_u32(&mut self.out, n);
            }
            Name::Str(i) => {
                self.out.push('%');
                self.out.push_str(&self.names.strings[i as usize]);
            }
        }
    }

    /// Values as `print_operand`, comma-separated.
    pub fn print_operands(&mut self, vs: impl IntoIterator<Item = Value>) {
        for (i, v) in vs.into_iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_operand(v);
        }
    }

    /// A type, through its alias if it has one.
    pub fn print_type(&mut self, t: Type) {
        write_type(&mut self.out, self.ctx, t, self.aliases);
    }

    /// Types, comma-separated.
    pub fn print_types(&mut self, ts: impl IntoIterator<Item = Type>) {
        for (i, t) in ts.into_iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type(t);
        }
    }

    /// The type of a value of the current body.
    pub fn value_type(&self, v: Value) -> Type {
        self.body.value_type(v)
    }

    /// `(i32, f32) -> i64` from operand and result types.
    pub fn print_functional_type(&mut self, inputs: &[Type], results: &[Type]) {
        self.out.push('(');
        self.print_types(inputs.iter().copied());
        self.out.push_str(") -> ");
        self.print_result_types(results);
    }

    /// `i32`, `(i32, f32)` or `()`: a function type's result list.
    pub fn print_result_types(&mut self, results: &[Type]) {
        let wrap = results.len() != 1 || matches!(self.ctx.type_data(results[0]), crate::ir::TypeData::Function { .. });
        if wrap {
            self.out.push('(');
        }
        self.print_types(results.iter().copied());
        if wrap {
            self.out.push(')');
        }
    }

    /// An attribute in full (`: type` included where MLIR prints it), through aliases.
    pub fn print_attr(&mut self, a: Attribute) {
        write_attr(&mut self.out, self.ctx, a, self.aliases);
    }

    /// An attribute; `elide_type` omits its `: type` (a format's `$value` of a known type).
    pub fn print_attr_value(&mut self, a: Attribute, elide_type: bool) {
        write_attr_value(&mut self.out, self.ctx, a, self.aliases, elide_type);
    }

    /// `@name`, or `@"..."` quoted and escaped when the name is not a bare identifier.
    pub fn print_symbol_name(&mut self, name: &str) {
        self.out.push('@');
        if is_bare_symbol(name) {
            self.out.push_str(name);
        } else {
            super::attrs::write_escaped_string(&mut self.out, name);
        }
    }

    /// ` {a = 1, b}` for the op's attributes minus `elided` (and minus inherent ones equal
    /// to their defaults), or nothing.
    pub fn print_optional_attr_dict(&mut self, op: OpRef<'_>, elided: &[&str]) {
        self.print_attr_dict_impl(op, elided, false);
    }

    /// A format's `prop-dict`: ` <{a = 1}>` for the op's inherent attributes minus
    /// `elided` (and minus those equal to their defaults), or nothing.
    pub fn print_optional_prop_dict(&mut self, op: OpRef<'_>, elided: &[&str]) {
        let shown = self.shown_attrs(op, elided, true);
        if shown.is_empty() {
            return;
        }
        self.out.push_str(" <");
        self.write_dict(&shown);
        self.out.push('>');
    }

    /// ` attributes {...}` form.
    pub fn print_optional_attr_dict_with_keyword(&mut self, op: OpRef<'_>, elided: &[&str]) {
        self.print_attr_dict_impl(op, elided, true);
    }

    fn print_attr_dict_impl(&mut self, op: OpRef<'_>, elided: &[&str], keyword: bool) {
        let shown = self.shown_attrs(op, elided, false);
        if shown.is_empty() {
            return;
        }
        self.out.push_str(if keyword { " attributes " } else { " " });
        self.write_dict(&shown);
    }

    /// The op's attributes a dictionary shows, sorted by name: not `elided`, not an
    /// inherent attribute equal to its default, and (for `inherent_only`) inherent.
    fn shown_attrs(&self, op: OpRef<'_>, elided: &[&str], inherent_only: bool) -> Vec<NamedAttr> {
        let ctx = self.ctx;
        let info = op.info();
        if inherent_only && info.is_none() {
            return Vec::new();
        }
        let mut shown: Vec<NamedAttr> = op
            .data()
            .attrs
            .iter()
            .copied()
            .filter(|a| {
                let n = ctx.ident_str(a.name);
                if elided.contains(&n) || (inherent_only && !info.is_some_and(|i| i.is_inherent_attr(n))) {
                    return false;
                }
                let default = info.and_then(|i| i.attrs.iter().find(|ai| ai.name == n)).and_then(|ai| ai.default);
                default.is_none_or(|d| ctx.default_attr(d) != a.value)
            })
            .collect();
        shown.sort_by(|a, b| ctx.ident_str(a.name).cmp(ctx.ident_str(b.name)));
        shown
    }

    fn write_dict(&mut self, entries: &[NamedAttr]) {
        self.out.push('{');
        for (i, a) in entries.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.write_attr_name(a.name);
            if !matches!(self.ctx.attr_data(a.value), AttrData::Unit) {
                self.out.push_str(" = ");
                self.print_attr(a.value);
            }
        }
        self.out.push('}');
    }

    fn write_attr_name(&mut self, name: Ident) {
        let s = self.ctx.ident_str(name);
        if is_bare_attr_name(s) {
            self.out.push_str(s);
        } else {
            super::attrs::write_escaped_string(&mut self.out, s);
        }
    }

    /// ` {a = 1}` when `entries` is not empty.
    pub fn print_dict_entries(&mut self, entries: &[NamedAttr]) {
        if entries.is_empty() {
            return;
        }
        let ctx = self.ctx;
        let mut v = entries.to_vec();
        v.sort_by(|a, b| ctx.ident_str(a.name).cmp(ctx.ident_str(b.name)));
        self.out.push(' ');
        self.write_dict(&v);
    }

    /// `%arg0: i32 {attrs}` (and its location with debug info), for function signatures.
    pub fn print_region_argument(&mut self, body: &Body, arg: Value, attrs: &[NamedAttr]) {
        self.write_value(body, arg);
        self.out.push_str(": ");
        self.print_type(body.value_type(arg));
        self.print_dict_entries(attrs);
        if self.flags.debug_info {
            if let Some(l) = body.value(arg).loc {
                self.record_arg_loc(body, arg);
                self.out.push(' ');
                write_arg_location(&mut self.out, self.ctx, l, self.aliases, self.flags.pretty_debug_info);
            }
        }
    }

    /// `%arg0` and, with debug info, its location: MLIR's `printRegionArgument` with
    /// `omitType` (an `affine.for` induction variable).
    pub fn print_region_argument_untyped(&mut self, arg: Value) {
        let body = self.body;
        self.write_value(body, arg);
        if self.flags.debug_info {
            if let Some(l) = body.value(arg).loc {
                self.record_arg_loc(body, arg);
                self.out.push(' ');
                write_location(&mut self.out, self.ctx, l, None, self.flags.pretty_debug_info);
            }
        }
    }

    // ---- blocks and regions ---------------------------------------------------------

    /// `^bbN`: a successor block by its number.
    pub fn print_successor(&mut self, b: BlockId) {
        let body = self.body;
        self.write_block_name(body, b);
    }

    /// `^bb1(%a, %b : i32, i64)` or `^bb1`.
    pub fn print_successor_and_use_list(&mut self, b: BlockId, operands: &[Value]) {
        self.print_successor(b);
        if operands.is_empty() {
            return;
        }
        self.out.push('(');
        self.print_operands(operands.iter().copied());
        self.out.push_str(" : ");
        let tys: Vec<Type> = operands.iter().map(|&v| self.body.value_type(v)).collect();
        self.print_types(tys);
        self.out.push(')');
    }

    fn write_block_name(&mut self, body: &Body, b: BlockId) {
        match self.names.block_name(body, b) {
            Some(n) => {
                let _ = write!(self.out, "^bb{n}");
            }
            None => self.out.push_str("<<UNKNOWN BLOCK>>"),
        }
    }

    /// Prints ` {...}` for a region of `op` (which lives in `op`'s regions body).
    pub fn print_region(&mut self, op: OpRef<'a>, region: RegionId, print_entry_args: bool, print_terminators: bool) {
        if self.flags.skip_regions {
            self.out.push_str("{...}");
            return;
        }
        let saved = self.body;
        let rb = op.regions_body();
        self.body = rb;
        self.default_dialects.push(op.info().and_then(|i| i.default_dialect).unwrap_or(""));
        let pushed = true;
        self.out.push('{');
        self.indent += 1;
        let blocks = &rb.region(region).blocks;
        let implicit_term = op.info().and_then(|i| i.implicit_terminator);
        let split = self.names.split.get(&(rb as *const Body, region)).copied();
        // Predecessors of every block at once: asking per block would scan the region
        // for each of its blocks.
        let mut preds: rustc_hash::FxHashMap<BlockId, SmallVec<[BlockId; 2]>> = rustc_hash::FxHashMap::default();
        if blocks.len() > 1 {
            for &p in blocks.iter() {
                if let Some(t) = rb.block(p).last {
                    for &s in &rb.op(t).successors {
                        preds.entry(s).or_default().push(p);
                    }
                }
            }
        }
        for (i, &b) in blocks.iter().enumerate() {
            if let Some(start) = split {
                if self.arg_locs.is_some() {
                    // The dry run keeps MLIR's visiting order: no parallel parts.
                    for o in rb.block_ops(b) {
                        self.newline();
                        self.print_op(OpRef::new(self.ctx, rb, o));
                    }
                } else {
                    self.print_split_region(rb, b, start);
                }
                continue;
            }
            // The generic form keeps an empty entry block visible (`^bb0:`), as MLIR's
            // printer does, so the region still has its block when read back.
            let empty_entry = self.flags.generic && rb.block(b).first.is_none() && rb.block(b).args.is_empty();
            if i > 0 || (print_entry_args && !rb.block(b).args.is_empty()) || empty_entry {
                let none = SmallVec::new();
                self.print_block_header(rb, b, i == 0, preds.get(&b).unwrap_or(&none));
            }
            let last = rb.block(b).last;
            for o in rb.block_ops(b) {
                if Some(o) == last && !self.flags.generic {
                    if !print_terminators {
                        continue;
                    }
                    if let Some(t) = implicit_term {
                        let d = rb.op(o);
                        let elidable = d.operands.is_empty() && d.attrs.is_empty() && blocks.len() == 1;
                        if elidable && self.ctx.ident_str(d.name.ident) == t {
                            continue;
                        }
                    }
                }
                self.newline();
                self.print_op(OpRef::new(self.ctx, rb, o));
            }
        }
        self.indent -= 1;
        self.newline();
        self.out.push('}');
        if pushed {
            self.default_dialects.pop();
        }
        self.body = saved;
    }

    /// Prints the ops of a split region, each with its own numbering, in parallel.
    fn print_split_region(&mut self, rb: &'a Body, block: BlockId, start: Counters) {
        use rayon::prelude::*;
        let ops: Vec<OpId> = rb.block_ops(block).collect();
        let (ctx, flags, aliases, indent) = (self.ctx, self.flags, self.aliases, self.indent);
        let dialects = self.default_dialects.clone();
        // Ops go out in runs, one printer per run reused from op to op (its buffer and name
        // tables stay allocated); several runs per thread keep the load balanced.
        let run = ops.len().div_ceil(rayon::current_num_threads() * 16).clamp(1, 512);
        let parts: Vec<Vec<String>> = ops
            .par_chunks(run)
            .map(|run_ops| {
                let mut child = OpPrinter {
                    ctx,
                    out: String::new(),
                    chunks: Vec::new(),
                    flags,
                    names: NameState::default(),
                    aliases,
                    indent,
                    body: rb,
                    default_dialects: dialects.clone(),
                    arg_locs: None,
                };
                for &o in run_ops {
                    child.names.recompute_from(ctx, rb, o, flags.numbering(), start);
                    child.newline();
                    child.print_op(OpRef::new(ctx, rb, o));
                }
                // An op may itself have printed a split region (a nested module).
                child.chunks.push(child.out);
                child.chunks
            })
            .collect();
        self.chunks.push(std::mem::take(&mut self.out));
        self.chunks.extend(parts.into_iter().flatten());
    }

    fn print_block_header(&mut self, body: &Body, b: BlockId, is_entry: bool, preds: &[BlockId]) {
        // Block labels sit one level left of the block's ops.
        self.indent -= 1;
        self.newline();
        self.indent += 1;
        self.write_block_name(body, b);
        let args = &body.block(b).args;
        if !args.is_empty() {
            self.out.push('(');
            for (i, &a) in args.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.write_value(body, a);
                self.out.push_str(": ");
                self.print_type(body.value_type(a));
                if self.flags.debug_info {
                    if let Some(l) = body.value(a).loc {
                        self.record_arg_loc(body, a);
                        self.out.push(' ');
                        write_arg_location(&mut self.out, self.ctx, l, self.aliases, self.flags.pretty_debug_info);
                    }
                }
            }
            self.out.push(')');
        }
        self.out.push(':');
        if preds.is_empty() {
            if !is_entry {
                self.out.push_str("  // no predecessors");
            }
        } else if preds.len() == 1 {
            self.out.push_str("  // pred: ");
            self.write_block_name(body, preds[0]);
        } else {
            let mut ids: Vec<BlockId> = preds.to_vec();
            ids.sort_by_key(|&p| self.names.block_name(body, p));
            let _ = write!(self.out, "  // {} preds: ", ids.len());
            for (i, &p) in ids.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.write_block_name(body, p);
            }
        }
    }

    // ---- ops --------------------------------------------------------------------------

    /// Prints one op (results, name, body, location) at the current position.
    pub fn print_op(&mut self, op: OpRef<'a>) {
        let saved = self.body;
        self.body = op.body;
        let d = op.data();
        if let (Some(log), true) = (self.arg_locs, self.flags.debug_info) {
            // MLIR visits an op's location before what the op prints.
            log.borrow_mut().push(Visit::Loc(d.loc, true));
            log.borrow_mut().push(Visit::OpStart(op.body, op.id));
        }
        if d.num_results > 0 {
            let groups = self.names.result_groups(op.body, op.id);
            for (i, &(start, len)) in groups.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.write_name(op.body, op.body.result(op.id, start as usize));
                if len > 1 {
                    let _ = write!(self.out, ":{len}");
                }
            }
            self.out.push_str(" = ");
        }
        let custom = if self.flags.generic {
            None
        } else {
            op.info().and_then(|i| i.print).and_then(|h| h.downcast_ref::<PrintFn>()).copied()
        };
        match custom {
            Some(print) => {
                let name = op.name();
                let info = op.info().expect("registered");
                // MLIR elides the prefix of the innermost default dialect ("builtin" at top
                // level, "" inside ops that name none).
                let default = self.default_dialects.last().copied().unwrap_or("builtin");
                let short = if default == info.dialect {
                    name.strip_prefix(info.dialect).and_then(|s| s.strip_prefix('.')).filter(|s| !s.contains('.'))
                } else {
                    None
                };
                self.out.push_str(short.unwrap_or(name));
                print(self, op);
            }
            None => self.print_generic(op),
        }
        if let (Some(log), true) = (self.arg_locs, self.flags.debug_info) {
            log.borrow_mut().push(Visit::OpEnd(op.body, op.id));
        }
        if self.flags.debug_info {
            self.out.push(' ');
            write_location(&mut self.out, self.ctx, d.loc, self.aliases, self.flags.pretty_debug_info);
        }
        self.body = saved;
    }

    fn print_generic(&mut self, op: OpRef<'a>) {
        let ctx = self.ctx;
        let d = op.data();
        super::attrs::write_escaped_string(&mut self.out, op.name());
        self.out.push('(');
        self.print_operands(d.operands.iter().copied());
        self.out.push(')');
        if !d.successors.is_empty() {
            self.out.push('[');
            for (i, &s) in d.successors.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_successor(s);
            }
            self.out.push(']');
        }
        // Inherent attributes print as properties, the rest as a dictionary.
        let (mut props, mut rest): (Vec<NamedAttr>, Vec<NamedAttr>) = match op.info() {
            Some(info) => d.attrs.iter().partition(|a| info.is_inherent_attr(ctx.ident_str(a.name))),
            None => (Vec::new(), d.attrs.to_vec()),
        };
        props.sort_by(|a, b| ctx.ident_str(a.name).cmp(ctx.ident_str(b.name)));
        rest.sort_by(|a, b| ctx.ident_str(a.name).cmp(ctx.ident_str(b.name)));
        if let Some(p) = d.properties {
            self.out.push_str(" <");
            self.print_attr(p);
            self.out.push('>');
        } else if !props.is_empty() {
            self.out.push_str(" <");
            self.write_dict(&props);
            self.out.push('>');
        }
        if !d.regions.is_empty() {
            self.out.push_str(" (");
            for (i, &r) in d.regions.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_region(op, r, true, true);
            }
            self.out.push(')');
        }
        if !rest.is_empty() {
            self.out.push(' ');
            self.write_dict(&rest);
        }
        self.out.push_str(" : ");
        let ins: Vec<Type> = d.operands.iter().map(|&v| op.body.value_type(v)).collect();
        let outs: Vec<Type> = op.results().map(|v| op.body.value_type(v)).collect();
        self.print_functional_type(&ins, &outs);
    }

    /// For custom printers Descent does not implement yet: replace the op name just
    /// written with the generic form of the op.
    pub fn print_generic_fallback(&mut self, op: OpRef<'a>) {
        let name = op.name();
        let short = name.rsplit_once('.').map(|x| x.1).unwrap_or(name);
        for cand in [name, short] {
            if self.out.ends_with(cand) {
                let n = self.out.len() - cand.len();
                self.out.truncate(n);
                break;
            }
        }
        self.print_generic(op);
    }

    /// Whether the op has a trait (false for unregistered ops).
    pub fn has_trait(op: OpRef<'_>, t: Traits) -> bool {
        op.info().is_some_and(|i| i.has_trait(t))
    }
}

/// `@name` needs no quotes when it is a bare identifier.
fn is_bare_symbol(s: &str) -> bool {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) if c.is_ascii_alphabetic() || c == '_' => {}
        _ => return false,
    }
    chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.' | '-'))
}

/// Attribute names print bare when they are identifiers (dots allowed).
fn is_bare_attr_name(s: &str) -> bool {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) if c.is_ascii_alphabetic() || c == '_' => {}
        _ => return false,
    }
    chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.'))
}

/// Prints one op of `body` in generic form, as MLIR's diagnostics quote an op: values
/// are named as when printing `scope` (an op of `scope_body`, the op's nearest isolated
/// ancestor), so the names match the ones in the user's view of the function.
pub fn print_op_for_diagnostic(ctx: &Context, scope_body: &Body, scope: OpId, body: &Body, op: OpId) -> String {
    print_op_for_diagnostic_with(ctx, scope_body, scope, body, op, (false, false))
}

/// `print_op_for_diagnostic`, with locations written inline when `locs.0`
/// (`-mlir-print-debuginfo` applies to quoted ops too), in the pretty form when `locs.1`
/// (`-mlir-pretty-debuginfo`).
pub fn print_op_for_diagnostic_with(
    ctx: &Context,
    scope_body: &Body,
    scope: OpId,
    body: &Body,
    op: OpId,
    locs: (bool, bool),
) -> String {
    let (debug_info, pretty_debug_info) = locs;
    let flags =
        PrintFlags { generic: true, debug_info, local_scope: debug_info, pretty_debug_info, ..PrintFlags::default() };
    let names = NameState::compute(ctx, scope_body, scope, flags.numbering());
    // No aliases in a quoted op, but `distinct[N]` numbers restart from 0 as MLIR's do.
    let mut distinct = Aliases::new();
    if ctx.may_have_aliases() {
        collect_aliases(ctx, body, op, &mut distinct, None);
        distinct.finalize_distinct_only(ctx);
    }
    let mut p = OpPrinter::with_names(ctx, body, names, flags, Some(&distinct));
    p.print_op(OpRef::new(ctx, body, op));
    p.chunks.push(p.out);
    p.chunks.concat()
}

/// Quotes ops of one function as MLIR's runtime verification writes them into its
/// messages: custom form, local scope, regions elided as `{...}`, and each value named as
/// when the function was printed before anything was added to it (the names are computed
/// once, up front).
pub struct OpQuoter {
    names: NameState,
    flags: PrintFlags,
}

impl OpQuoter {
    /// Names the values of `scope` (an op of `scope_body`: the function) as printed now.
    pub fn new(ctx: &Context, scope_body: &Body, scope: OpId) -> Self {
        let flags = PrintFlags { local_scope: true, skip_regions: true, ..PrintFlags::default() };
        OpQuoter { names: NameState::compute(ctx, scope_body, scope, flags.numbering()), flags }
    }

    /// `op` (of `body`, the function's or a body nested in it) as one line of text.
    pub fn quote(&mut self, ctx: &Context, body: &Body, op: OpId) -> String {
        let names = std::mem::take(&mut self.names);
        let mut p = OpPrinter::with_names(ctx, body, names, self.flags, None);
        p.print_op(OpRef::new(ctx, body, op));
        p.chunks.push(std::mem::take(&mut p.out));
        self.names = std::mem::take(&mut p.names);
        p.chunks.concat()
    }
}

/// Prints a whole module as `mlir-opt` does: alias definitions, then the module op.
pub fn print_module(ctx: &Context, body: &Body, op: OpId, flags: PrintFlags) -> String {
    print_module_chunks(ctx, body, op, flags).concat()
}

/// `print_module` as consecutive pieces of text, to be written out in order without
/// joining them first (large modules print their functions in parallel).
pub fn print_module_chunks(ctx: &Context, body: &Body, op: OpId, flags: PrintFlags) -> Vec<String> {
    let mut aliases = Aliases::new();
    aliases.options.pretty_locations = flags.pretty_debug_info;
    aliases.options.elide_elements_larger = flags.elide_elements_larger;
    // With debug info, which block argument locations get printed depends on the ops'
    // custom forms: a dry run finds out, as MLIR's alias initializer runs the printer.
    let log = LocLog::default();
    if flags.debug_info {
        let mut dry = OpPrinter::new(ctx, body, op, flags, None);
        dry.arg_locs = Some(&log);
        dry.print_op(OpRef::new(ctx, body, op));
    }
    let forms = if flags.generic { None } else { Some(ctx.with_extension(|t: &CustomFormAttrs| t.clone())) };
    if flags.debug_info {
        // Attributes, types and locations in the order the print visits them.
        for v in log.borrow().iter() {
            match *v {
                Visit::Loc(l, true) => aliases.visit_loc(ctx, l),
                Visit::Loc(l, false) => aliases.visit_attr(ctx, l),
                Visit::OpStart(b, o) => collect_op_start(ctx, b, o, &mut aliases, forms.as_ref()),
                Visit::OpEnd(b, o) => collect_op_end(ctx, b, o, &mut aliases, forms.as_ref()),
            }
        }
    } else if ctx.may_have_aliases() {
        collect_aliases(ctx, body, op, &mut aliases, forms.as_ref());
    }
    if flags.local_scope {
        aliases.finalize_distinct_only(ctx);
    } else {
        aliases.finalize(ctx);
    }
    let mut head = String::new();
    super::attrs::write_alias_definitions(&mut head, ctx, &aliases);
    let mut p = OpPrinter::new(ctx, body, op, flags, Some(&aliases));
    p.print_op(OpRef::new(ctx, body, op));
    let mut chunks = vec![head];
    chunks.append(&mut p.chunks);
    let mut tail = std::mem::take(&mut p.out);
    // mlir-opt ends the op with a newline, then prints the deferred (location) aliases, and
    // ends the output stream with another newline.
    tail.push('\n');
    super::attrs::write_deferred_alias_definitions(&mut tail, ctx, &aliases);
    // With local scope MLIR prints through a plain op printer, which writes no file
    // metadata either.
    if !flags.local_scope {
        super::resources::write_file_metadata(&mut tail, ctx, &aliases.resources_used);
    }
    // With local scope MLIR prints through a plain op printer, without the alias
    // printer's closing newline.
    if !flags.local_scope {
        tail.push('\n');
    }
    chunks.push(tail);
    chunks
}

/// Visits every type and attribute the printer will write, in print order, so aliases are
/// numbered as MLIR numbers them: the op's location first (deferred: its alias is defined
/// after the top-level op), then its regions (block argument types and locations), operand
/// and result types, and attributes.
///
/// An op whose custom form prints some attributes in another form (affine loop bounds,
/// `%m[%i + 1]` subscripts) or ahead of its regions says which ones it prints through
/// the function its dialect registered (`register_custom_form_attrs`), as MLIR's alias
/// initializer sees only what the op's printer writes. `forms` is `None` for the generic
/// form.
/// What an op prints before its regions (the dry run's `OpStart`): the attributes its
/// form prints first and the types of its regions' block arguments.
fn collect_op_start(ctx: &Context, body: &Body, op: OpId, aliases: &mut Aliases, forms: Option<&CustomFormAttrs>) {
    let rb = body.regions_body(op);
    if let Some((before, _)) = custom_form_attrs(ctx, body, op, forms) {
        for a in before {
            aliases.visit_attr(ctx, a);
        }
    }
    for r in printed_regions(ctx, body, op, forms) {
        for &b in &rb.region(r).blocks {
            for &a in &rb.block(b).args {
                aliases.visit_type(ctx, rb.value_type(a));
            }
        }
    }
}

/// What an op prints after its regions (the dry run's `OpEnd`): operand and result types,
/// the remaining attributes, properties.
fn collect_op_end(ctx: &Context, body: &Body, op: OpId, aliases: &mut Aliases, forms: Option<&CustomFormAttrs>) {
    let custom = custom_form_attrs(ctx, body, op, forms);
    visit_op_end(ctx, body, op, custom.as_ref().map(|(_, after)| &after[..]), aliases);
}

/// The types and attributes an op prints after its regions: operand and result types,
/// `after` (what a custom form prints there) or else all its attributes, properties.
fn visit_op_end(ctx: &Context, body: &Body, op: OpId, after: Option<&[Attribute]>, aliases: &mut Aliases) {
    let d = body.op(op);
    for &v in &d.operands {
        aliases.visit_type(ctx, body.value_type(v));
    }
    for r in body.results(op) {
        aliases.visit_type(ctx, body.value_type(r));
    }
    match after {
        Some(after) => {
            for &a in after {
                aliases.visit_attr(ctx, a);
            }
        }
        None => {
            // Printed (and visited by MLIR) in name order; the body keeps them by id.
            let mut attrs: SmallVec<[(&str, Attribute); 8]> =
                d.attrs.iter().map(|a| (ctx.ident_str(a.name), a.value)).collect();
            attrs.sort_by(|a, b| a.0.cmp(b.0));
            for (_, v) in attrs {
                aliases.visit_attr(ctx, v);
            }
        }
    }
    if let Some(p) = d.properties {
        aliases.visit_attr(ctx, p);
    }
}

fn custom_form_attrs(ctx: &Context, body: &Body, op: OpId, forms: Option<&CustomFormAttrs>) -> Option<PrintedAttrs> {
    forms.and_then(|f| {
        let r = OpRef::new(ctx, body, op);
        f.0.get(r.info()?.dialect).and_then(|form| form(r))
    })
}

fn collect_aliases(ctx: &Context, body: &Body, op: OpId, aliases: &mut Aliases, forms: Option<&CustomFormAttrs>) {
    let rb = body.regions_body(op);
    let custom = forms.and_then(|f| {
        let r = OpRef::new(ctx, body, op);
        f.0.get(r.info()?.dialect).and_then(|form| form(r))
    });
    if let Some((before, _)) = &custom {
        for &a in before {
            aliases.visit_attr(ctx, a);
        }
    }
    for r in printed_regions(ctx, body, op, forms) {
        for &b in &rb.region(r).blocks {
            for &a in &rb.block(b).args {
                aliases.visit_type(ctx, rb.value_type(a));
            }
            for o in rb.block_ops(b) {
                collect_aliases(ctx, rb, o, aliases, forms);
            }
        }
    }
    visit_op_end(ctx, body, op, custom.as_ref().map(|(_, after)| &after[..]), aliases);
}

/// The attributes a custom form prints before an op's regions, and those it prints after
/// them, in print order.
pub type PrintedAttrs = (SmallVec<[Attribute; 2]>, SmallVec<[Attribute; 4]>);

/// For ops whose custom form prints some attributes in another form or not at all (so they
/// get no alias): what it prints (`None` for ops printed with all their attributes).
pub type CustomFormAttrsFn = fn(OpRef<'_>) -> Option<PrintedAttrs>;

/// For an op whose custom form prints its regions in another order than it stores them
/// (`scf.index_switch`: the cases, then the default region): the order it prints them in.
pub type RegionPrintOrderFn = fn(OpRef<'_>) -> SmallVec<[RegionId; 4]>;

/// The `CustomFormAttrsFn` of each dialect that has one, and the `RegionPrintOrderFn` of
/// each op that has one (a context extension).
#[derive(Default, Clone)]
struct CustomFormAttrs(FxHashMap<&'static str, CustomFormAttrsFn>, FxHashMap<&'static str, RegionPrintOrderFn>);

/// Registers what the custom forms of `dialect`'s ops print, for alias numbering.
pub fn register_custom_form_attrs(ctx: &Context, dialect: &'static str, f: CustomFormAttrsFn) {
    ctx.with_extension_mut(|t: &mut CustomFormAttrs| {
        t.0.insert(dialect, f);
    });
}

/// Registers the order in which the custom form of op `name` prints its regions, for
/// alias numbering (MLIR numbers aliases in the order the printer meets them).
pub fn register_region_print_order(ctx: &Context, name: &'static str, f: RegionPrintOrderFn) {
    ctx.with_extension_mut(|t: &mut CustomFormAttrs| {
        t.1.insert(name, f);
    });
}

/// The regions of `op` in the order its form prints them.
fn printed_regions(ctx: &Context, body: &Body, op: OpId, forms: Option<&CustomFormAttrs>) -> SmallVec<[RegionId; 4]> {
    let r = OpRef::new(ctx, body, op);
    match forms.and_then(|f| f.1.get(r.info()?.name)) {
        Some(order) => order(r),
        None => body.op(op).regions.iter().copied().collect(),
    }
}

/// Appends a decimal number without going through `fmt`.
fn push_u32(out: &mut String, mut n: u32) {
    let mut buf = [0u8; 10];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    out.push_str(std::str::from_utf8(&buf[i..]).unwrap_or("0"));
}
