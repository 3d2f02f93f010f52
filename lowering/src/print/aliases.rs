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
    /// The number each `distinct[N]<...>` attribute prints with.
    distinct: FxHashMap<Attribute, u32>,
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
                    AttrData::Dialect { params, .. } => {
                        for p in params.iter() {
                            child(self, Key::Attr(*p));
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
                    AttrData::String { .. }
                    | AttrData::SymbolRef { .. }
                    | AttrData::DenseElements { .. }
                    | AttrData::StridedLayout { .. } => {}
                }
                let typed = matches!(data, AttrData::String { ty: Some(_), .. } | AttrData::DenseElements { .. });
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
    /// MLIR does: those inside alias definitions first, in definition order, then the rest
    /// in visit order.
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
        for k in 0..self.order.len() {
            let mut stack = vec![self.order[k]];
            while let Some(i) = stack.pop() {
                assign(self, i);
                for &c in self.entries[i].children.iter().rev() {
                    if self.entries[c].alias.is_none() {
                        stack.push(c);
                    }
                }
            }
        }
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
            let Some(name) = self.names.get(&e.key) else {
                continue;
            };
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
            AttrData::Dialect { def, .. } if def.0.mnemonic_alias => Some(def.0.mnemonic),
            _ => None,
        },
        Key::Type(t) => match ctx.type_data(t) {
            TypeData::Tuple(elems) if elems.len() > 16 => Some("tuple"),
            _ => None,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parser::Parser;
    use crate::print::attrs::{write_attr, write_location};
    use crate::print::types::write_type;

    fn attr(ctx: &Context, src: &str) -> Attribute {
        Parser::new(ctx, src, "t.mlir", 0).parse_attribute(None).unwrap()
    }

    fn ty(ctx: &Context, src: &str) -> Type {
        Parser::new(ctx, src, "t.mlir", 0).parse_type().unwrap()
    }

    /// `func.func private @f(memref<.., #m0>, ...) attributes {a = #m2, ...}` through
    /// mlir-opt-22: maps numbered in visit order, sets after maps.
    #[test]
    fn maps_and_sets_like_mlir() {
        let ctx = Context::new();
        let m0 = "affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>";
        let types = [
            format!("memref<4x4xf32, {m0}>"),
            "memref<4x4xf32, affine_map<(d0, d1) -> (d1 + d0 * 4 + 2 + 3)>>".to_string(),
            "memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>".to_string(),
        ];
        let attrs = [
            "affine_map<(d0)[s0, s1] -> (s0 + d0 * s1, -d0)>",
            "affine_map<() -> ()>",
            "affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>",
            "affine_set<(d0, d1) : (d0 + d1 - 10 >= 0)>",
            "affine_map<(d0) -> (d0)>",
            m0,
            "[1, affine_map<(d0) -> (d0 * 2)>]",
        ];
        let types: Vec<Type> = types.iter().map(|s| ty(&ctx, s)).collect();
        let attrs: Vec<Attribute> = attrs.iter().map(|s| attr(&ctx, s)).collect();
        let mut al = Aliases::new();
        for t in &types {
            al.visit_type(&ctx, *t);
        }
        for a in &attrs {
            al.visit_attr(&ctx, *a);
        }
        al.finalize(&ctx);
        let mut defs = String::new();
        al.write_definitions(&mut defs, &ctx);
        assert_eq!(
            defs,
            "#map = affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>\n\
             #map1 = affine_map<(d0, d1) -> (d1 + d0 * 4 + 5)>\n\
             #map2 = affine_map<(d0, d1) -> (d1, d0)>\n\
             #map3 = affine_map<(d0)[s0, s1] -> (d0 * s1 + s0, -d0)>\n\
             #map4 = affine_map<() -> ()>\n\
             #map5 = affine_map<(d0) -> (d0)>\n\
             #map6 = affine_map<(d0) -> (d0 * 2)>\n\
             #set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>\n\
             #set1 = affine_set<(d0, d1) : (d0 + d1 - 10 >= 0)>\n"
        );
        let mut out = String::new();
        for t in &types {
            write_type(&mut out, &ctx, *t, Some(&al));
            out.push(' ');
        }
        for a in &attrs {
            write_attr(&mut out, &ctx, *a, Some(&al));
            out.push(' ');
        }
        assert_eq!(
            out,
            "memref<4x4xf32, #map> memref<4x4xf32, #map1> memref<4x4xf32, #map2> #map3 #map4 #set #set1 #map5 #map [1, #map6] "
        );
        assert!(!al.has_deferred());
    }

    /// The `-mlir-print-debuginfo` run of a function with location attributes: op
    /// locations are deferred, attribute locations are not, nested locations come after
    /// their children.
    #[test]
    fn locations_like_mlir() {
        let ctx = Context::new();
        let module_loc = attr(&ctx, r#"loc("t8.mlir":0:0)"#);
        let func_loc = attr(&ctx, r#"loc("t8.mlir":1:1)"#);
        let values = [
            r#"loc("f":1)"#,
            r#"loc("f":1:2 to 1:2)"#,
            r#"loc("f":1:2 to :4)"#,
            r#"loc("f":1:2 to 3:4)"#,
            r#"loc("n")"#,
            r#"loc("n"(unknown))"#,
            "loc(unknown)",
            "loc(fused[])",
            r#"loc(fused["a":1:1])"#,
            r#"loc("x\"y":1:1)"#,
            r#"loc("n"("f":1:1))"#,
            r#"loc(fused<"meta">["a":1:1, "b":2:2])"#,
            r#"loc(callsite("a":1:1 at "b":1:1))"#,
            r#"loc("f":0:0)"#,
        ];
        let values: Vec<Attribute> = values.iter().map(|s| attr(&ctx, s)).collect();
        let mut al = Aliases::new();
        al.visit_loc(&ctx, module_loc);
        al.visit_loc(&ctx, func_loc);
        for v in &values {
            al.visit_attr(&ctx, *v);
        }
        al.finalize(&ctx);
        let mut defs = String::new();
        al.write_definitions(&mut defs, &ctx);
        assert_eq!(
            defs,
            "#loc2 = loc(\"f\":1:0)\n#loc3 = loc(\"f\":1:2)\n#loc4 = loc(\"f\":1:2 to :4)\n#loc5 = loc(\"f\":1:2 to 3:4)\n\
             #loc6 = loc(\"n\")\n#loc7 = loc(unknown)\n#loc8 = loc(\"a\":1:1)\n#loc9 = loc(\"x\\22y\":1:1)\n\
             #loc10 = loc(\"f\":1:1)\n#loc11 = loc(\"b\":2:2)\n#loc12 = loc(\"b\":1:1)\n#loc13 = loc(\"f\":0:0)\n\
             #loc14 = loc(\"n\"(#loc10))\n#loc15 = loc(fused<\"meta\">[#loc8, #loc11])\n#loc16 = loc(callsite(#loc8 at #loc12))\n"
        );
        let mut deferred = String::new();
        al.write_deferred_definitions(&mut deferred, &ctx);
        assert_eq!(deferred, "#loc = loc(\"t8.mlir\":0:0)\n#loc1 = loc(\"t8.mlir\":1:1)\n");
        let mut s = String::new();
        write_location(&mut s, &ctx, func_loc, Some(&al));
        s.push(' ');
        write_attr(&mut s, &ctx, values[12], Some(&al));
        assert_eq!(s, "loc(#loc1) #loc16");
    }

    /// Mixed: a big tuple type alias, maps inside a deferred fused location's metadata,
    /// and an argument location that is not deferred.
    #[test]
    fn deferred_and_type_aliases_like_mlir() {
        let ctx = Context::new();
        let big = ty(&ctx, &format!("tuple<{}>", ["i1"; 17].join(", ")));
        let a = |s: &str| attr(&ctx, s);
        let mut al = Aliases::new();
        al.visit_loc(&ctx, a(r#"loc("t7.mlir":0:0)"#));
        al.visit_loc(&ctx, a(r#"loc("t7.mlir":2:1)"#));
        al.visit_type(&ctx, big);
        al.visit_type(&ctx, ty(&ctx, "memref<4xf32, affine_map<(d0) -> (d0 + 1)>>"));
        al.visit_attr(&ctx, a("affine_set<(d0) : (d0 >= 0)>"));
        let arr = ctx.array_attr(&[a("affine_map<(d0) -> (d0 * 2)>"), ctx.type_attr(big)]);
        al.visit_attr(&ctx, arr);
        al.visit_attr(&ctx, a(r#"loc("x":1:2)"#));
        al.visit_loc(&ctx, a(r#"loc(fused<affine_map<(d0) -> (d0)>>["a":1:1, unknown])"#));
        al.visit_type(&ctx, ctx.common().i32);
        al.visit_attr(&ctx, a(r#"loc("a.mlir":3:4)"#));
        al.visit_loc(&ctx, a(r#"loc(callsite("f"("b.mlir":1:1) at fused["c.mlir":1:2, "d":2:3]))"#));
        al.finalize(&ctx);
        let mut defs = String::new();
        al.write_definitions(&mut defs, &ctx);
        assert_eq!(
            defs,
            "!tuple = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>\n\
             #loc2 = loc(\"x\":1:2)\n#loc4 = loc(\"a.mlir\":3:4)\n\
             #map = affine_map<(d0) -> (d0 + 1)>\n#map1 = affine_map<(d0) -> (d0 * 2)>\n\
             #set = affine_set<(d0) : (d0 >= 0)>\n"
        );
        let mut deferred = String::new();
        al.write_deferred_definitions(&mut deferred, &ctx);
        assert_eq!(
            deferred,
            "#loc = loc(\"t7.mlir\":0:0)\n#loc1 = loc(\"t7.mlir\":2:1)\n#loc3 = loc(\"a\":1:1)\n\
             #loc5 = loc(\"b.mlir\":1:1)\n#loc6 = loc(\"c.mlir\":1:2)\n#loc7 = loc(\"d\":2:3)\n\
             #map2 = affine_map<(d0) -> (d0)>\n#loc8 = loc(fused<#map2>[#loc3])\n#loc9 = loc(\"f\"(#loc5))\n\
             #loc10 = loc(fused[#loc6, #loc7])\n#loc11 = loc(callsite(#loc9 at #loc10))\n"
        );
        let mut s = String::new();
        write_attr(&mut s, &ctx, arr, Some(&al));
        assert_eq!(s, "[#map1, !tuple]");
    }
}
