//! The `Context`: uniques types, attributes and identifiers behind small `Copy` handles.
//!
//! Handles compare by id, so type and attribute equality is an integer compare. Storage is
//! append-only (`append_only_vec`), so lookups take no lock and a `&TypeData` stays valid for the
//! context's lifetime; only interning a new value takes the dedup map's lock. The context is
//! `Sync`: functions are converted in parallel against one shared context.

use std::hash::{Hash, Hasher};
use std::sync::Mutex;

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use crate::attrs::AttrData;
pub use crate::handles::{Attribute, Ident, Type};
use crate::types::TypeData;

/// An append-only uniquing table: values live once in an `AppendOnlyVec` (stable
/// addresses, lock-free reads, buckets allocated only when reached); the dedup map, keyed by hash, holds only ids and is behind a mutex
/// taken when interning.
struct Interner<T: Eq + Hash> {
    values: append_only_vec::AppendOnlyVec<T>,
    /// Sharded by hash so threads interning different values rarely wait on each other.
    maps: [Mutex<FxHashMap<u64, SmallVec<[u32; 1]>>>; SHARDS],
}

const SHARDS: usize = 16;

/// `file:line:col` locations by (file, line, col).
type FileLocMap = FxHashMap<(u32, u32, u32), Attribute>;

fn fx_hash<T: Hash + ?Sized>(v: &T) -> u64 {
    let mut h = rustc_hash::FxHasher::default();
    v.hash(&mut h);
    h.finish()
}

impl<T: Eq + Hash> Interner<T> {
    fn new() -> Self {
        Interner {
            values: append_only_vec::AppendOnlyVec::new(),
            maps: std::array::from_fn(|_| Mutex::new(FxHashMap::default())),
        }
    }

    fn shard(&self, h: u64) -> std::sync::MutexGuard<'_, FxHashMap<u64, SmallVec<[u32; 1]>>> {
        // A poisoned lock only means another thread panicked mid-insert; the map is still
        // consistent (ids are pushed before they are recorded), so keep going.
        self.maps[(h >> 60) as usize % SHARDS].lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The id of a value equal to `probe`, creating it with `make` if there is none.
    fn intern_with<Q: Hash + ?Sized>(&self, probe: &Q, eq: impl Fn(&T) -> bool, make: impl FnOnce() -> T) -> u32 {
        let h = fx_hash(probe);
        let mut map = self.shard(h);
        let bucket = map.entry(h).or_default();
        for &id in bucket.iter() {
            if eq(&self.values[id as usize]) {
                return id;
            }
        }
        let id = self.values.push(make()) as u32;
        bucket.push(id);
        id
    }

    fn intern(&self, value: T) -> u32 {
        let h = fx_hash(&value);
        let mut map = self.shard(h);
        let bucket = map.entry(h).or_default();
        for &id in bucket.iter() {
            if self.values[id as usize] == value {
                return id;
            }
        }
        let id = self.values.push(value) as u32;
        bucket.push(id);
        id
    }

    /// Adds a value the caller knows is not in the table (and never looks up here).
    fn push_unique(&self, value: T) -> u32 {
        self.values.push(value) as u32
    }

    fn get(&self, id: u32) -> &T {
        &self.values[id as usize]
    }
}

/// A `TypeData::Dialect` by reference, hashed exactly as the derived `Hash` of the owned
/// value hashes (the variant's discriminant, then the fields in order), so the interner
/// finds an existing type without building the owned value.
struct DialectTypeProbe<'a> {
    def: crate::types::TypeDefRef,
    params: &'a [crate::types::TypeParam],
}

impl Hash for DialectTypeProbe<'_> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        DIALECT_DISCRIMINANT.with(|d| d.hash(state));
        self.def.hash(state);
        self.params.hash(state);
    }
}

thread_local! {
    /// The discriminant of `TypeData::Dialect`, made once (an empty boxed slice does not
    /// allocate, but building and dropping a `TypeData` per lookup shows in profiles).
    static DIALECT_DISCRIMINANT: std::mem::Discriminant<TypeData> = {
        static NONE: crate::types::TypeDefInfo = crate::types::TypeDefInfo {
            name: "",
            dialect: "",
            mnemonic: "",
            summary: "",
            params: &[],
            custom: false,
            defined_at: crate::SpecPos::NONE,
        };
        std::mem::discriminant(&TypeData::Dialect { def: crate::types::TypeDefRef(&NONE), params: Box::new([]) })
    };
}

/// Owns every uniqued type, attribute and identifier of a compilation.
pub struct Context {
    types: Interner<TypeData>,
    attrs: Interner<AttrData>,
    idents: Interner<Box<str>>,
    common: Common,
    /// The op registry (`ir::registry`), opaque here: its entries refer to ops, which
    /// refer back to the context.
    registry: std::sync::OnceLock<Box<dyn std::any::Any + Send + Sync>>,
    /// Spec default values already built, keyed by the address of their static
    /// description, so hot paths do not rebuild (re-intern) them.
    pub(super) defaults: Mutex<FxHashMap<usize, Attribute>>,
    /// `file:line:col` locations by their three numbers: every op has one, so they take a
    /// cheaper path than general attributes.
    file_locs: [Mutex<FileLocMap>; SHARDS],
    /// The parser's locations, which skip uniquing (`fresh_file_loc`).
    fresh_locs: crate::locs::LocArena,
    /// Whether anything the printer gives an alias to (affine maps, integer sets, long
    /// tuples) was ever created, so printing can skip the alias walk when not.
    may_alias: std::sync::atomic::AtomicBool,
    /// Distinguishes this context in the per-thread identifier caches (addresses can be
    /// reused once a context is dropped; ids are not).
    id: u64,
    /// What layers above the IR keep per context (the pattern tables other crates
    /// register for conversion, ...), one value per type, so the IR need not know them.
    extensions: std::sync::RwLock<FxHashMap<std::any::TypeId, Box<dyn std::any::Any + Send + Sync>>>,
}

/// Identifiers recently looked up on this thread: (context id, string address, length,
/// ident) in a direct-mapped table. Conversion and translation look the same few names up
/// millions of times; this skips the shared table's hashing and lock.
const IDENT_CACHE: usize = 512;
type IdentSlot = (u64, usize, usize, u32);
thread_local! {
    static IDENT_CACHE_SLOTS: std::cell::RefCell<Vec<IdentSlot>> =
        std::cell::RefCell::new(vec![(u64::MAX, 0, 0, 0); IDENT_CACHE]);
}
/// Spec defaults recently looked up on this thread: (context id, key, value) in a
/// direct-mapped table keyed by the address of the static default. Parsers
/// and verifiers ask for the same few on every op; the shared maps' locks were a
/// bottleneck between parsing threads.
const SPEC_CACHE: usize = 256;
type SpecSlot = (u64, usize, u32);
thread_local! {
    static SPEC_CACHE_SLOTS: std::cell::RefCell<Vec<SpecSlot>> =
        std::cell::RefCell::new(vec![(u64::MAX, 0, 0); SPEC_CACHE]);
}
/// Dialect types recently made on this thread (`Context::dialect_type`): (context id, hash
/// of the definition and parameters, type).
const TYPE_CACHE: usize = 64;
type TypeSlot = (u64, u64, u32);
thread_local! {
    static TYPE_CACHE_SLOTS: std::cell::RefCell<Vec<TypeSlot>> =
        std::cell::RefCell::new(vec![(u64::MAX, 0, 0); TYPE_CACHE]);
}
/// Integer attributes recently made on this thread: (context id, type, value, attribute).
const INT_CACHE: usize = 256;
type IntSlot = (u64, u32, i64, u32);
thread_local! {
    static INT_CACHE_SLOTS: std::cell::RefCell<Vec<IntSlot>> =
        std::cell::RefCell::new(vec![(u64::MAX, 0, 0, 0); INT_CACHE]);
}
static NEXT_CONTEXT_ID: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// Handles to types and attributes that are needed everywhere, interned once.
#[derive(Copy, Clone)]
pub struct Common {
    /// `i1`.
    pub i1: Type,
    /// `i8`.
    pub i8: Type,
    /// `i16`.
    pub i16: Type,
    /// `i32`.
    pub i32: Type,
    /// `i64`.
    pub i64: Type,
    /// `index`.
    pub index: Type,
    /// `f16`.
    pub f16: Type,
    /// `bf16`.
    pub bf16: Type,
    /// `f32`.
    pub f32: Type,
    /// `f64`.
    pub f64: Type,
    /// `none`.
    pub none: Type,
    /// The unit attribute.
    pub unit: Attribute,
    /// `true`.
    pub true_: Attribute,
    /// `false`.
    pub false_: Attribute,
    /// `loc(unknown)`.
    pub unknown_loc: Attribute,
    /// The empty dictionary `{}`.
    pub empty_dict: Attribute,
    /// The segment-size attribute names the core's variadic groups and branches read on
    /// every access (`operandSegmentSizes`, `resultSegmentSizes`, and the switches' and
    /// `llvm.indirectbr`'s case segments), interned once rather than compared as text.
    pub segment_names: SegmentNames,
}

/// Interned names of the segment-size attributes (see `Common::segment_names`).
#[derive(Copy, Clone, Debug)]
pub struct SegmentNames {
    /// `operandSegmentSizes`.
    pub operands: Ident,
    /// `resultSegmentSizes`.
    pub results: Ident,
    /// `case_operand_segments` (switches).
    pub cases: Ident,
    /// `indbr_operand_segments` (`llvm.indirectbr`).
    pub indbr: Ident,
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Context {
    /// An empty context holding only the `Common` types and attributes; dialects are
    /// registered separately.
    pub fn new() -> Self {
        use crate::types::{FloatKind, Signedness};
        let types = Interner::new();
        let attrs = Interner::new();
        let int = |w| Type(types.intern(TypeData::Integer { width: w, signedness: Signedness::Signless }));
        let float = |k| Type(types.intern(TypeData::Float(k)));
        let i1 = int(1);
        let idents: Interner<Box<str>> = Interner::new();
        let name = |s: &str| Ident(idents.intern(Box::from(s)));
        let segment_names = SegmentNames {
            operands: name("operandSegmentSizes"),
            results: name("resultSegmentSizes"),
            cases: name("case_operand_segments"),
            indbr: name("indbr_operand_segments"),
        };
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
            unknown_loc: Attribute(attrs.intern(AttrData::Location(crate::attrs::Location::Unknown))),
            empty_dict: Attribute(attrs.intern(AttrData::Dictionary(Box::new([])))),
            segment_names,
        };
        let id = NEXT_CONTEXT_ID.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        Context {
            types,
            attrs,
            fresh_locs: crate::locs::LocArena::new(id),
            idents,
            common,
            registry: std::sync::OnceLock::new(),
            defaults: Mutex::new(FxHashMap::default()),
            file_locs: std::array::from_fn(|_| Mutex::new(FxHashMap::default())),
            may_alias: std::sync::atomic::AtomicBool::new(false),
            id,
            extensions: Default::default(),
        }
    }

    /// Runs `f` on this context's value of extension type `T` (its default until set).
    pub fn with_extension<T: std::any::Any + Send + Sync + Default, R>(&self, f: impl FnOnce(&T) -> R) -> R {
        let map = self.extensions.read().unwrap_or_else(|e| e.into_inner());
        match map.get(&std::any::TypeId::of::<T>()).and_then(|b| b.downcast_ref::<T>()) {
            Some(v) => f(v),
            None => f(&T::default()),
        }
    }

    /// Runs `f` on this context's value of extension type `T`, created on first use.
    pub fn with_extension_mut<T: std::any::Any + Send + Sync + Default, R>(&self, f: impl FnOnce(&mut T) -> R) -> R {
        let mut map = self.extensions.write().unwrap_or_else(|e| e.into_inner());
        let slot = map.entry(std::any::TypeId::of::<T>()).or_insert_with(|| Box::new(T::default()));
        match slot.downcast_mut::<T>() {
            Some(v) => f(v),
            // The entry for `T`'s id always holds a `T`.
            None => f(&mut T::default()),
        }
    }

    /// An id no other context of this process has (for per-thread caches).
    pub(crate) fn unique_id(&self) -> u64 {
        self.id
    }

    pub(super) fn registry_slot(&self) -> &std::sync::OnceLock<Box<dyn std::any::Any + Send + Sync>> {
        &self.registry
    }

    /// The integer attribute `(ty, value)`, from this thread's cache when it has it.
    pub(crate) fn cached_integer_attr(&self, ty: Type, value: i64, make: impl FnOnce() -> Attribute) -> Attribute {
        let h = (value as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ u64::from(ty.0);
        let slot = (h >> 56) as usize % INT_CACHE;
        let hit = INT_CACHE_SLOTS.with(|c| {
            let (ctx, t, v, a) = c.borrow()[slot];
            (ctx == self.id && t == ty.0 && v == value).then_some(Attribute(a))
        });
        if let Some(a) = hit {
            return a;
        }
        let a = make();
        INT_CACHE_SLOTS.with(|c| c.borrow_mut()[slot] = (self.id, ty.0, value, a.0));
        a
    }

    /// `compute`'s value for `key`, from this thread's cache when it has it.
    pub(super) fn spec_cached(&self, key: usize, compute: impl FnOnce() -> u32) -> u32 {
        let slot = (key ^ (key >> 8) ^ (key >> 16)) % SPEC_CACHE;
        let hit = SPEC_CACHE_SLOTS.with(|c| {
            let (ctx, k, v) = c.borrow()[slot];
            (ctx == self.id && k == key).then_some(v)
        });
        if let Some(v) = hit {
            return v;
        }
        let v = compute();
        SPEC_CACHE_SLOTS.with(|c| c.borrow_mut()[slot] = (self.id, key, v));
        v
    }

    /// Frequently used types and attributes.
    #[inline]
    pub fn common(&self) -> &Common {
        &self.common
    }

    /// The handle of `data`, interning it if it is new.
    #[inline]
    pub fn intern_type(&self, data: TypeData) -> Type {
        if matches!(&data, TypeData::Tuple(e) if e.len() > 16) {
            self.may_alias.store(true, std::sync::atomic::Ordering::Relaxed);
        }
        Type(self.types.intern(data))
    }

    /// The type of the spec `TypeDef` `def` with parameters `params`, interning it if it is
    /// new. Looking up an existing one allocates nothing (constructors of dialect types,
    /// such as `!llvm.ptr`, run in conversion's hot loops).
    pub fn dialect_type(&self, def: &'static crate::types::TypeDefInfo, params: &[crate::types::TypeParam]) -> Type {
        let def = crate::types::TypeDefRef(def);
        let probe = DialectTypeProbe { def, params };
        let h = fx_hash(&probe);
        let is = |t: &TypeData| matches!(t, TypeData::Dialect { def: d, params: p } if *d == def && **p == *params);
        // A per-thread cache of recent answers first: conversion and translation build the
        // same few (`!llvm.ptr`, `!llvm.void`) over and over. A hit is checked against the
        // stored type, so a colliding entry only costs a miss.
        let slot = ((h ^ (h >> 17)) as usize) % TYPE_CACHE;
        let hit = TYPE_CACHE_SLOTS.with(|c| {
            let (ctx, key, id) = c.borrow()[slot];
            (ctx == self.id && key == h && is(self.types.get(id))).then_some(id)
        });
        if let Some(id) = hit {
            return Type(id);
        }
        let id = self.types.intern_with(&probe, is, || TypeData::Dialect { def, params: params.into() });
        TYPE_CACHE_SLOTS.with(|c| c.borrow_mut()[slot] = (self.id, h, id));
        Type(id)
    }

    /// Records that the printer must walk for aliases (a `distinct[N]` attribute exists).
    pub fn note_may_alias(&self) {
        self.may_alias.store(true, std::sync::atomic::Ordering::Relaxed);
    }

    /// Whether some type or attribute that can get a printer alias exists (locations
    /// aside).
    pub fn may_have_aliases(&self) -> bool {
        self.may_alias.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// What a type handle denotes.
    #[inline]
    pub fn type_data(&self, ty: Type) -> &TypeData {
        self.types.get(ty.0)
    }

    #[inline]
    /// A `file:line:col` location. Every op has one, so they skip the general table for a
    /// map of their own, keyed by the three numbers.
    pub fn intern_file_loc(&self, file: Ident, line: u32, col: u32) -> Attribute {
        let shard = (line as usize ^ col as usize) % SHARDS;
        let mut m = self.file_locs[shard].lock().unwrap_or_else(|e| e.into_inner());
        *m.entry((file.0, line, col)).or_insert_with(|| {
            Attribute(self.attrs.push_unique(AttrData::Location(crate::attrs::Location::FileLineCol {
                file,
                line,
                col,
            })))
        })
    }

    /// A `file:line:col` location that is not looked up in (or added to) the uniquing map:
    /// for the parser, whose positions are distinct by construction. Equal locations made
    /// this way are different attributes, so only use it where no two can be equal.
    pub fn fresh_file_loc(&self, file: Ident, line: u32, col: u32) -> Attribute {
        Attribute(self.fresh_locs.push(file, line, col))
    }

    /// The handle of `data`, interning it if it is new (`file:line:col` locations go through
    /// `intern_file_loc`).
    pub fn intern_attr(&self, data: AttrData) -> Attribute {
        if let AttrData::Location(crate::attrs::Location::FileLineCol { file, line, col }) = data {
            return self.intern_file_loc(file, line, col);
        }
        if matches!(&data, AttrData::AffineMap(_) | AttrData::IntegerSet(_))
            || matches!(&data, AttrData::Dialect { def, .. } if def.0.mnemonic_alias)
        {
            self.may_alias.store(true, std::sync::atomic::Ordering::Relaxed);
        }
        Attribute(self.attrs.intern(data))
    }

    /// What an attribute handle denotes (locations made by `fresh_file_loc` included).
    #[inline]
    pub fn attr_data(&self, attr: Attribute) -> &AttrData {
        if attr.0 & crate::locs::LOC_BIT != 0 {
            return self.fresh_locs.get(attr.0);
        }
        self.attrs.get(attr.0)
    }

    /// The identifier for `s`, interning it if it is new. A per-thread cache answers repeated
    /// lookups without taking the table's lock.
    #[inline]
    // The table stores `Box<str>`, so its equality callback sees `&Box<str>`.
    #[allow(clippy::borrowed_box)]
    pub fn ident(&self, s: &str) -> Ident {
        // A cheap hash of the length and the first and last bytes picks the cache slot; the
        // slot holds the interned string, compared in full.
        let b = s.as_bytes();
        let h = b.len().wrapping_mul(31)
            ^ (b.first().copied().unwrap_or(0) as usize) << 3
            ^ (b.last().copied().unwrap_or(0) as usize) << 7
            ^ (b.get(b.len() / 2).copied().unwrap_or(0) as usize) << 11;
        let slot = (h ^ (h >> 9)) % IDENT_CACHE;
        let hit = IDENT_CACHE_SLOTS.with(|c| {
            let (ctx, ptr, len, id) = c.borrow()[slot];
            // SAFETY: the entry was made by this context (same id), whose interned strings
            // live as long as it does, and `self` is alive.
            (ctx == self.id && len == b.len() && unsafe { std::slice::from_raw_parts(ptr as *const u8, len) } == b)
                .then_some(id)
        });
        if let Some(id) = hit {
            return Ident(id);
        }
        // Hash the `str` itself (as `Box<str>` hashes), so a lookup allocates nothing.
        let id = self.idents.intern_with(s, |b: &Box<str>| b.as_ref() == s, || Box::from(s));
        let stored = self.idents.get(id);
        IDENT_CACHE_SLOTS.with(|c| c.borrow_mut()[slot] = (self.id, stored.as_ptr() as usize, stored.len(), id));
        Ident(id)
    }

    /// The string an identifier stands for.
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
        let a = ctx.intern_type(TypeData::Integer { width: 32, signedness: crate::types::Signedness::Signless });
        assert_eq!(a, ctx.common().i32);
        assert_eq!(ctx.ident("foo"), ctx.ident("foo"));
        assert_ne!(ctx.ident("foo"), ctx.ident("bar"));
        assert_eq!(ctx.ident_str(ctx.ident("foo")), "foo");
    }

    #[test]
    fn dialect_types_intern_by_value() {
        use crate::types::TypeParam;
        static DEF: crate::types::TypeDefInfo = crate::types::TypeDefInfo {
            name: "T",
            dialect: "d",
            mnemonic: "t",
            summary: "",
            params: &[],
            custom: false,
            defined_at: crate::SpecPos::NONE,
        };
        let ctx = Context::new();
        let params = [TypeParam::Int(3), TypeParam::Types(Box::new([ctx.common().i32]))];
        // The probe hashes as the owned value does, so both paths find one type.
        let owned = TypeData::Dialect { def: crate::types::TypeDefRef(&DEF), params: params.clone().into() };
        let probe = DialectTypeProbe { def: crate::types::TypeDefRef(&DEF), params: &params };
        assert_eq!(fx_hash(&owned), fx_hash(&probe));
        let a = ctx.dialect_type(&DEF, &params);
        assert_eq!(a, ctx.intern_type(owned));
        assert_eq!(a, ctx.dialect_type(&DEF, &params));
        assert_ne!(a, ctx.dialect_type(&DEF, &[TypeParam::Int(4)]));
    }

    #[test]
    fn context_is_sync() {
        fn assert_sync<T: Sync + Send>() {}
        assert_sync::<Context>();
    }
}
