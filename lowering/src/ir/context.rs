//! The `Context`: uniques types, attributes and identifiers behind small `Copy` handles.
//!
//! Handles compare by id, so type and attribute equality is an integer compare. Storage is
//! append-only (`boxcar`), so lookups take no lock and a `&TypeData` stays valid for the
//! context's lifetime; only interning a new value takes the dedup map's lock. The context is
//! `Sync`: functions are converted in parallel against one shared context.

use std::hash::Hash;
use std::sync::Mutex;

use rustc_hash::FxHashMap;

use super::attrs::AttrData;
use super::types::TypeData;

/// An interned type. Equal handles mean equal types.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Type(pub(crate) u32);

/// An interned attribute. Equal handles mean equal attributes.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Attribute(pub(crate) u32);

/// An interned string: op names, attribute names, symbol names, file names.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Ident(pub(crate) u32);

impl Type {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}
impl Attribute {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// An append-only uniquing table: values live in a `boxcar::Vec` (stable addresses,
/// lock-free reads), the dedup map is behind a mutex taken only when interning.
struct Interner<T: Eq + Hash + Clone> {
    values: boxcar::Vec<T>,
    map: Mutex<FxHashMap<T, u32>>,
}

impl<T: Eq + Hash + Clone> Interner<T> {
    fn new() -> Self {
        Interner { values: boxcar::Vec::new(), map: Mutex::new(FxHashMap::default()) }
    }

    fn intern(&self, value: T) -> u32 {
        // A poisoned lock only means another thread panicked mid-insert of a different
        // value; the map itself is still consistent, so keep going.
        let mut map = self.map.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(&id) = map.get(&value) {
            return id;
        }
        let id = self.values.push(value.clone()) as u32;
        map.insert(value, id);
        id
    }

    fn get(&self, id: u32) -> &T {
        &self.values[id as usize]
    }
}

/// Owns every uniqued type, attribute and identifier of a compilation.
pub struct Context {
    types: Interner<TypeData>,
    attrs: Interner<AttrData>,
    idents: Interner<Box<str>>,
    common: Common,
    registry: super::registry::RegistryCell,
}

/// Handles to types and attributes that are needed everywhere, interned once.
#[derive(Copy, Clone)]
pub struct Common {
    pub i1: Type,
    pub i8: Type,
    pub i16: Type,
    pub i32: Type,
    pub i64: Type,
    pub index: Type,
    pub f16: Type,
    pub bf16: Type,
    pub f32: Type,
    pub f64: Type,
    pub none: Type,
    pub unit: Attribute,
    pub true_: Attribute,
    pub false_: Attribute,
    pub unknown_loc: Attribute,
    pub empty_dict: Attribute,
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Context {
    pub fn new() -> Self {
        use super::types::{FloatKind, Signedness};
        let types = Interner::new();
        let attrs = Interner::new();
        let int = |w| Type(types.intern(TypeData::Integer { width: w, signedness: Signedness::Signless }));
        let float = |k| Type(types.intern(TypeData::Float(k)));
        let i1 = int(1);
        let common = Common {
            i1,
            i8: int(8),
            i16: int(16),
            i32: int(32),
            i64: int(64),
            index: Type(types.intern(TypeData::Index)),
            f16: float(FloatKind::F16),
            bf16: float(FloatKind::BF16),
            f32: float(FloatKind::F32),
            f64: float(FloatKind::F64),
            none: Type(types.intern(TypeData::None)),
            unit: Attribute(attrs.intern(AttrData::Unit)),
            true_: Attribute(attrs.intern(AttrData::Bool(true))),
            false_: Attribute(attrs.intern(AttrData::Bool(false))),
            unknown_loc: Attribute(attrs.intern(AttrData::Location(super::attrs::Location::Unknown))),
            empty_dict: Attribute(attrs.intern(AttrData::Dictionary(Box::new([])))),
        };
        Context { types, attrs, idents: Interner::new(), common, registry: Default::default() }
    }

    pub(crate) fn registry_cell(&self) -> &super::registry::RegistryCell {
        &self.registry
    }

    /// Frequently used types and attributes.
    #[inline]
    pub fn common(&self) -> &Common {
        &self.common
    }

    #[inline]
    pub fn intern_type(&self, data: TypeData) -> Type {
        Type(self.types.intern(data))
    }

    #[inline]
    pub fn type_data(&self, ty: Type) -> &TypeData {
        self.types.get(ty.0)
    }

    #[inline]
    pub fn intern_attr(&self, data: AttrData) -> Attribute {
        Attribute(self.attrs.intern(data))
    }

    #[inline]
    pub fn attr_data(&self, attr: Attribute) -> &AttrData {
        self.attrs.get(attr.0)
    }

    #[inline]
    pub fn ident(&self, s: &str) -> Ident {
        Ident(self.idents.intern(Box::from(s)))
    }

    #[inline]
    pub fn ident_str(&self, id: Ident) -> &str {
        self.idents.get(id.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interning_is_by_value() {
        let ctx = Context::new();
        let a = ctx.intern_type(TypeData::Integer { width: 32, signedness: super::super::types::Signedness::Signless });
        assert_eq!(a, ctx.common().i32);
        assert_eq!(ctx.ident("foo"), ctx.ident("foo"));
        assert_ne!(ctx.ident("foo"), ctx.ident("bar"));
        assert_eq!(ctx.ident_str(ctx.ident("foo")), "foo");
    }

    #[test]
    fn context_is_sync() {
        fn assert_sync<T: Sync + Send>() {}
        assert_sync::<Context>();
    }
}
