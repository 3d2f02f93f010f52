//! Attribute and type aliases (`#map = affine_map<...>`, `#set`, `#loc3`, `!tuple`),
//! assigned the way MLIR 22's `AliasInitializer` does.
//!
//! The op printer first walks everything it will print, in print order, calling
//! [`Aliases::visit_type`] / [`Aliases::visit_attr`] (and [`Aliases::visit_loc`] for trailing
//! op locations when debug info is printed: visit an op's location *before* its operands,
//! regions and attributes, as MLIR does). [`Aliases::finalize`] then orders aliases by
//! nesting depth, then types before attributes, then alias name, keeping visit order among
//! equals, and numbers names in that order (`#map`, `#map1`, ...). Definitions that are only
//! used by op locations are "deferred": MLIR prints them after the top-level op.
//!
//! Which values get aliases (MLIR's builtin `OpAsmDialectInterface`): affine maps (`map`),
//! integer sets (`set`), locations (`loc`), tuple types with more than 16 elements
//! (`tuple`), and spec attributes with `genMnemonicAlias` (named after their mnemonic, as
//! MLIR's LLVM dialect names `#loop_annotation` or `#tbaa_tag`). Strided layouts, dense
//! elements and dialect attributes Descent keeps verbatim get none.

use rustc_hash::FxHashMap;

use crate::ir::{AttrData, Attribute, Context, Location, Type, TypeData};

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
enum Key {
    Type(Type),
    Attr(Attribute),
}

struct Entry {
    key: Key,
    alias: Option<&'static str>,
    depth: u32,
    deferrable: bool,
    children: Vec<usize>,
}

/// The aliases of one print: visited types and attributes, then (after `finalize`) their
/// names and definitions; also the numbers of `distinct` attributes.
#[derive(Default)]
pub struct Aliases {
    /// How attributes are spelled (carried with the table because every attribute
    /// printer that may use an alias receives it).
    pub options: AttrPrintOptions,
    /// The resource handles `dense_resource` attributes name, in print order: the blobs
    /// the file metadata section prints.
    pub resources_used: Vec<crate::ir::Ident>,
    entries: Vec<Entry>,
    index: FxHashMap<Key, usize>,
    /// Final names (`#map1`, `!tuple`) after `finalize`.
    names: FxHashMap<Key, String>,
    /// Aliased entries in definition order.
    order: Vec<usize>,
    /// The number each `distinct[N]<...>` attribute prints with.
    distinct: FxHashMap<Attribute, u32>,
}

/// Attribute printing options of `mlir-opt`'s command line.
#[derive(Copy, Clone, Default, Debug)]
pub struct AttrPrintOptions {
    /// `--mlir-elide-elementsattrs-if-larger=N`: non-splat elements attributes with more
    /// than N elements print as `dense_resource<__elided__>`.
    pub elide_elements_larger: Option<u64>,
    /// `--mlir-pretty-debuginfo`: locations print without `loc(...)` and quotes.
    pub pretty_locations: bool,
}

impl Aliases {
    /// An empty table, before any visit.
    pub fn new() -> Self {
        Self::default()
    }

    /// Records a type the printer will print.
    pub fn visit_type(&mut self, ctx: &Context, ty: Type) {
        self.visit(ctx, Key::Type(ty), false, false);
    }

    /// Records an attribute the printer will print with its type.
    pub fn visit_attr(&mut self, ctx: &Context, a: Attribute) {
        self.visit(ctx, Key::Attr(a), false, false);
    }

    /// Records an attribute printed without its `: type` (its type is not visited).
    pub fn visit_attr_without_type(&mut self, ctx: &Context, a: Attribute) {
        self.visit(ctx, Key::Attr(a), false, true);
    }

    /// Records an operation's trailing location (its alias may be defined after the
    /// top-level op). Block argument locations use [`Aliases::visit_attr`] instead, as
    /// MLIR does not defer those.
    pub fn visit_loc(&mut self, ctx: &Context, loc: Attribute) {
        self.visit(ctx, Key::Attr(loc), true, false);
    }

    /// Returns (alias depth, entry index), as MLIR's `visitImpl`.
    fn visit(&mut self, ctx: &Context, key: Key, deferrable: bool, elide_type: bool) -> (u32, usize) {
        if let Some(&i) = self.index.get(&key) {
            if !deferrable {
                self.mark_non_deferrable(i);
            }
            return (self.entries[i].depth, i);
        }
        let alias = alias_name(ctx, key);
        let idx = self.entries.len();
        self.entries.push(Entry { key, alias, depth: alias.is_some() as u32, deferrable, children: Vec::new() });
        self.index.insert(key, idx);
        let mut children = Vec::new();
        let mut max_depth = 0;
        let mut child = |this: &mut Self, k: Key| {
            let (d, i) = this.visit(ctx, k, deferrable, false);
            children.push(i);
            max_depth = max_depth.max(d);
        };
        match key {
            Key::Attr(a) => {
                let data = ctx.attr_data(a);
                match data {
                    AttrData::AffineMap(_)
                    | AttrData::IntegerSet(_)
                    | AttrData::DenseArrayInt { .. }
                    | AttrData::DenseArrayFloat { .. }
                    | AttrData::Float { .. }
                    | AttrData::Integer { .. }
                    | AttrData::WideInteger { .. }
                    | AttrData::Bool(_)
                    | AttrData::Unit
                    | AttrData::Enum { .. }
                    | AttrData::Opaque { .. } => {
                        // A distinct attribute's referenced attribute is printed inside it.
                        if let Some(r) = distinct_reference(ctx, a) {
                            child(self, Key::Attr(r));
                        }
                        // So are a DLTI attribute's values (MLIR does not walk its keys).
                        for (_, value) in crate::print::dlti::entries(ctx, a).unwrap_or_default() {
                            child(self, Key::Attr(value));
                        }
                    }
                    AttrData::Dictionary(entries) => {
                        for e in entries.iter() {
                            child(self, Key::Attr(e.value));
                        }
                    }
                    AttrData::Dialect { def, params } => {
                        for (info, p) in def.0.params.iter().zip(params.iter()) {
                            // A list parameter is printed element by element (MLIR's
                            // ArrayRefParameter): no array level adds to the depth.
                            match (info.kind, ctx.attr_data(*p)) {
                                (
                                    crate::ir::ParamKind::List | crate::ir::ParamKind::ListOf(..),
                                    AttrData::Array(items),
                                ) => {
                                    for i in items.iter() {
                                        child(self, Key::Attr(*i));
                                    }
                                }
                                _ => child(self, Key::Attr(*p)),
                            }
                        }
                    }
                    AttrData::Array(elems) => {
                        for e in elems.iter() {
                            child(self, Key::Attr(*e));
                        }
                    }
                    AttrData::Type(t) => child(self, Key::Type(*t)),
                    AttrData::Location(l) => match l {
                        Location::Name { child: Some(c), .. } if *c != ctx.common().unknown_loc => {
                            child(self, Key::Attr(*c))
                        }
                        Location::CallSite { callee, caller } => {
                            child(self, Key::Attr(*callee));
                            child(self, Key::Attr(*caller));
                        }
                        Location::Fused { locs, metadata } => {
                            if let Some(m) = metadata {
                                child(self, Key::Attr(*m));
                            }
                            for l in locs.iter() {
                                child(self, Key::Attr(*l));
                            }
                        }
                        _ => {}
                    },
                    AttrData::DenseResource { handle, .. } => {
                        if !self.resources_used.contains(handle) {
                            self.resources_used.push(*handle);
                        }
                    }
                    AttrData::String { .. }
                    | AttrData::SymbolRef { .. }
                    | AttrData::DenseElements { .. }
                    | AttrData::Sparse { .. }
                    | AttrData::StridedLayout { .. } => {}
                }
                let typed = matches!(
                    data,
                    AttrData::String { ty: Some(_), .. }
                        | AttrData::DenseElements { .. }
                        | AttrData::DenseResource { .. }
                        | AttrData::Sparse { .. }
                );
                if typed && !elide_type {
                    if let Some(t) = ctx.attr_type(a) {
                        if !matches!(ctx.type_data(t), TypeData::None) {
                            child(self, Key::Type(t));
                        }
                    }
                }
            }
            Key::Type(t) => match ctx.type_data(t) {
                TypeData::MemRef { elem, layout, memory_space, .. } => {
                    child(self, Key::Type(*elem));
                    if let Some(l) = layout {
                        child(self, Key::Attr(*l));
                    }
                    if let Some(ms) = memory_space {
                        child(self, Key::Attr(*ms));
                    }
                }
                TypeData::UnrankedMemRef { elem, memory_space } => {
                    child(self, Key::Type(*elem));
                    if let Some(ms) = memory_space {
                        child(self, Key::Attr(*ms));
                    }
                }
                TypeData::Complex(e) | TypeData::UnrankedTensor { elem: e } => child(self, Key::Type(*e)),
                TypeData::Vector { elem, .. } => child(self, Key::Type(*elem)),
                TypeData::RankedTensor { elem, encoding, .. } => {
                    child(self, Key::Type(*elem));
                    if let Some(enc) = encoding {
                        child(self, Key::Attr(*enc));
                    }
                }
                TypeData::Tuple(elems) => {
                    for e in elems.iter() {
                        child(self, Key::Type(*e));
                    }
                }
                TypeData::Function { inputs, results } => {
                    for e in inputs.iter().chain(results.iter()) {
                        child(self, Key::Type(*e));
                    }
                }
                // Parameters in declaration order, as MLIR walks a type's sub-elements.
                TypeData::Dialect { params, .. } => {
                    for p in params.iter() {
                        match p {
                            crate::ir::TypeParam::Type(t) => child(self, Key::Type(*t)),
                            crate::ir::TypeParam::Types(ts) => {
                                for t in ts.iter() {
                                    child(self, Key::Type(*t));
                                }
                            }
                            crate::ir::TypeParam::Attr(a) => child(self, Key::Attr(*a)),
                            _ => {}
                        }
                    }
                }
                _ => {}
            },
        }
        let e = &mut self.entries[idx];
        e.children = children;
        if max_depth > 0 {
            e.depth = max_depth + 1;
        }
        (e.depth, idx)
    }

    fn mark_non_deferrable(&mut self, i: usize) {
        let mut stack = vec![i];
        while let Some(i) = stack.pop() {
            let Some(e) = self.entries.get_mut(i) else {
                continue;
            };
            if !e.deferrable {
                continue;
            }
            e.deferrable = false;
            stack.extend(e.children.iter().copied());
        }
    }

    /// Assigns final alias names (call once, after all visits).
    pub fn finalize(&mut self, ctx: &Context) {
        let mut order: Vec<usize> = (0..self.entries.len()).filter(|&i| self.entries[i].alias.is_some()).collect();
        // Stable: visit order breaks ties.
        order.sort_by(|&a, &b| {
            let (ea, eb) = (&self.entries[a], &self.entries[b]);
            let ta = matches!(ea.key, Key::Type(_));
            let tb = matches!(eb.key, Key::Type(_));
            ea.depth.cmp(&eb.depth).then(tb.cmp(&ta)).then(ea.alias.cmp(&eb.alias))
        });
        let mut counts: FxHashMap<&'static str, u32> = FxHashMap::default();
        self.names.clear();
        for &i in &order {
            let e = &self.entries[i];
            let Some(base) = e.alias else { continue };
            let n = counts.entry(base).or_insert(0);
            let sigil = if matches!(e.key, Key::Type(_)) { '!' } else { '#' };
            let name = if *n == 0 { format!("{sigil}{base}") } else { format!("{sigil}{base}{n}") };
            *n += 1;
            self.names.insert(e.key, name);
        }
        self.order = order;
        self.number_distinct(ctx);
    }

    /// Only numbers the `distinct[N]<...>` attributes, in visit order: no alias names (as
    /// for an op quoted in a diagnostic).
    pub fn finalize_distinct_only(&mut self, ctx: &Context) {
        self.names.clear();
        self.order.clear();
        self.number_distinct(ctx);
    }

    /// Numbers the `distinct[N]<...>` attributes in the order the printer meets them, as
    /// MLIR does: those inside the alias definitions printed before the top-level op, in
    /// definition order; then those the op's body prints itself, in visit order; then those
    /// inside the deferred definitions printed after it; then the rest.
    fn number_distinct(&mut self, ctx: &Context) {
        self.distinct.clear();
        let is_distinct = |k: &Key| match k {
            Key::Attr(a) => matches!(ctx.attr_data(*a), AttrData::Opaque { body, .. } if body.starts_with("distinct[")),
            Key::Type(_) => false,
        };
        if !self.entries.iter().any(|e| is_distinct(&e.key)) {
            return;
        }
        let mut next = 0u32;
        let mut assign = |this: &mut Self, i: usize| {
            if let Key::Attr(a) = this.entries[i].key {
                if is_distinct(&this.entries[i].key) && !this.distinct.contains_key(&a) {
                    this.distinct.insert(a, next);
                    next += 1;
                }
            }
        };
        // Within a definition, children in order, not descending into other aliases.
        let define = |this: &mut Self, assign: &mut dyn FnMut(&mut Self, usize), deferred: bool| {
            for k in 0..this.order.len() {
                if this.entries[this.order[k]].deferrable != deferred {
                    continue;
                }
                let mut stack = vec![this.order[k]];
                while let Some(i) = stack.pop() {
                    assign(this, i);
                    for &c in this.entries[i].children.iter().rev() {
                        if this.entries[c].alias.is_none() {
                            stack.push(c);
                        }
                    }
                }
            }
        };
        define(self, &mut assign, false);
        for i in 0..self.entries.len() {
            if !self.entries[i].deferrable {
                assign(self, i);
            }
        }
        define(self, &mut assign, true);
        for i in 0..self.entries.len() {
            assign(self, i);
        }
    }

    /// The number a `distinct[N]<...>` attribute prints with, once finalized.
    pub fn distinct_id(&self, a: Attribute) -> Option<u32> {
        self.distinct.get(&a).copied()
    }

    /// The alias of an attribute (e.g. `#map1`), once finalized.
    pub fn attr_alias(&self, a: Attribute) -> Option<&str> {
        self.names.get(&Key::Attr(a)).map(|s| s.as_str())
    }

    /// The alias of a type (e.g. `!tuple`), once finalized.
    pub fn type_alias(&self, t: Type) -> Option<&str> {
        self.names.get(&Key::Type(t)).map(|s| s.as_str())
    }

    /// Whether any deferred definition exists.
    pub fn has_deferred(&self) -> bool {
        self.order.iter().any(|&i| self.entries[i].deferrable)
    }

    /// The aliases to define, in print order: `deferred` ones (used only by op locations,
    /// printed after the top-level op) or the others, as (name, `Ok(type)` or
    /// `Err(attribute)`).
    pub fn definitions(&self, deferred: bool) -> impl Iterator<Item = (&str, Result<Type, Attribute>)> + '_ {
        self.order.iter().filter_map(move |&i| {
            let e = &self.entries[i];
            if e.deferrable != deferred {
                return None;
            }
            let name = self.names.get(&e.key)?;
            Some((
                name.as_str(),
                match e.key {
                    Key::Type(t) => Ok(t),
                    Key::Attr(a) => Err(a),
                },
            ))
        })
    }
}

fn alias_name(ctx: &Context, key: Key) -> Option<&'static str> {
    match key {
        Key::Attr(a) => match ctx.attr_data(a) {
            AttrData::AffineMap(_) => Some("map"),
            AttrData::IntegerSet(_) => Some("set"),
            AttrData::Location(_) => Some("loc"),
            // Not for `distinct[N]<>` (a unit referenced attribute), as MLIR's builtin dialect.
            AttrData::Opaque { body, .. } if body.starts_with("distinct[") && !body.ends_with("<>") => Some("distinct"),
            AttrData::Dialect { def, .. } if def.0.mnemonic_alias => Some(def.0.mnemonic),
            // An attribute kept verbatim (`customSyntax`) whose definition asks for an alias.
            AttrData::Opaque { dialect, body } => {
                let mnemonic = body.split('<').next().unwrap_or("");
                ctx.with_registry(|r| r.attr_def(ctx.ident_str(*dialect), mnemonic))
                    .filter(|d| d.mnemonic_alias)
                    .map(|d| d.mnemonic)
            }
            _ => None,
        },
        Key::Type(t) => match ctx.type_data(t) {
            TypeData::Tuple(elems) if elems.len() > 16 => Some("tuple"),
            _ => None,
        },
    }
}

/// The attributes `distinct[N]<attr>` attributes reference, by the distinct attribute (kept
/// as its text, an `Opaque` attribute): the printer writes the reference with its aliases
/// and renumbered distinct IDs, as MLIR does. A `distinct[N]<>` has none.
#[derive(Default)]
struct DistinctReferences(FxHashMap<Attribute, Attribute>);

/// Records that the distinct attribute `distinct` references `referenced`.
pub fn record_distinct_reference(ctx: &Context, distinct: Attribute, referenced: Attribute) {
    ctx.with_extension_mut(|t: &mut DistinctReferences| {
        t.0.insert(distinct, referenced);
    });
}

/// The attribute a distinct attribute references, when it has one.
pub fn distinct_reference(ctx: &Context, distinct: Attribute) -> Option<Attribute> {
    match ctx.attr_data(distinct) {
        AttrData::Opaque { body, .. } if body.starts_with("distinct[") && !body.ends_with("<>") => {
            ctx.with_extension(|t: &DistinctReferences| t.0.get(&distinct).copied())
        }
        _ => None,
    }
}
