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
//! integer sets (`set`), locations (`loc`), and tuple types with more than 16 elements
//! (`tuple`). Strided layouts, dense elements and dialect attributes Descent keeps verbatim
//! get none.

use rustc_hash::FxHashMap;

use super::attrs::write_attr_body;
use super::types::write_type_noalias;
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

#[derive(Default)]
pub struct Aliases {
    entries: Vec<Entry>,
    index: FxHashMap<Key, usize>,
    /// Final names (`#map1`, `!tuple`) after `finalize`.
    names: FxHashMap<Key, String>,
    /// Aliased entries in definition order.
    order: Vec<usize>,
}

impl Aliases {
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
                    | AttrData::Bool(_)
                    | AttrData::Unit
                    | AttrData::Enum { .. }
                    | AttrData::Opaque { .. } => {}
                    AttrData::Dictionary(entries) => {
                        for e in entries.iter() {
                            child(self, Key::Attr(e.value));
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
                    AttrData::String { .. } | AttrData::SymbolRef { .. } | AttrData::DenseElements { .. } | AttrData::StridedLayout { .. } => {}
                }
                let typed = matches!(
                    data,
                    AttrData::String { ty: Some(_), .. } | AttrData::DenseElements { .. }
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
                TypeData::LlvmArray { elem, .. } => child(self, Key::Type(*elem)),
                TypeData::LlvmStruct(s) => {
                    for e in s.body.iter().flat_map(|b| b.iter()) {
                        child(self, Key::Type(*e));
                    }
                }
                TypeData::LlvmFunc { ret, params, .. } => {
                    child(self, Key::Type(*ret));
                    for e in params.iter() {
                        child(self, Key::Type(*e));
                    }
                }
                TypeData::LlvmTargetExt { types, .. } => {
                    for e in types.iter() {
                        child(self, Key::Type(*e));
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
            let Some(e) = self.entries.get_mut(i) else { continue };
            if !e.deferrable {
                continue;
            }
            e.deferrable = false;
            stack.extend(e.children.iter().copied());
        }
    }

    /// Assigns final alias names (call once, after all visits).
    pub fn finalize(&mut self, _ctx: &Context) {
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
    }

    /// The alias of an attribute (e.g. `#map1`), once finalized.
    pub fn attr_alias(&self, a: Attribute) -> Option<&str> {
        self.names.get(&Key::Attr(a)).map(|s| s.as_str())
    }

    /// The alias of a type (e.g. `!tuple`), once finalized.
    pub fn type_alias(&self, t: Type) -> Option<&str> {
        self.names.get(&Key::Type(t)).map(|s| s.as_str())
    }

    /// The alias definitions printed before the top-level op, one per line.
    pub fn write_definitions(&self, out: &mut String, ctx: &Context) {
        self.write_defs(out, ctx, false);
    }

    /// The deferred definitions (used only by op locations) printed after the top-level op.
    pub fn write_deferred_definitions(&self, out: &mut String, ctx: &Context) {
        self.write_defs(out, ctx, true);
    }

    /// Whether any deferred definition exists.
    pub fn has_deferred(&self) -> bool {
        self.order.iter().any(|&i| self.entries[i].deferrable)
    }

    fn write_defs(&self, out: &mut String, ctx: &Context, deferred: bool) {
        for &i in &self.order {
            let e = &self.entries[i];
            if e.deferrable != deferred {
                continue;
            }
            let Some(name) = self.names.get(&e.key) else { continue };
            out.push_str(name);
            out.push_str(" = ");
            match e.key {
                Key::Type(t) => write_type_noalias(out, ctx, t, Some(self)),
                Key::Attr(a) => write_attr_body(out, ctx, a, Some(self), super::attrs::Elision::Never),
            }
            out.push('\n');
        }
    }
}

fn alias_name(ctx: &Context, key: Key) -> Option<&'static str> {
    match key {
        Key::Attr(a) => match ctx.attr_data(a) {
            AttrData::AffineMap(_) => Some("map"),
            AttrData::IntegerSet(_) => Some("set"),
            AttrData::Location(_) => Some("loc"),
            _ => None,
        },
        Key::Type(t) => match ctx.type_data(t) {
            TypeData::Tuple(elems) if elems.len() > 16 => Some("tuple"),
            _ => None,
        },
    }
}
