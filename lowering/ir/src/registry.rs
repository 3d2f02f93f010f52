//! The op registry: the registered dialects and their ops, enums and attribute and type
//! definitions, looked up by name. Entries (`OpInfo`, `DialectInfo`, in `body`) are
//! `static`s emitted by the code generator from `spec/` or by `descent-macros` in other
//! crates.

use std::sync::RwLock;

use rustc_hash::FxHashMap;

use crate::attrs::EnumDef;
use crate::body::{DialectInfo, OpInfo};
use crate::context::{Context, Ident};

/// Registered dialects, ops and dialect enums, looked up by name.
#[derive(Default)]
pub struct Registry {
    ops: FxHashMap<Ident, &'static OpInfo>,
    dialects: FxHashMap<&'static str, &'static DialectInfo>,
    /// `arith.overflow` -> enum
    enums: FxHashMap<String, &'static EnumDef>,
    order: Vec<&'static OpInfo>,
    all_enums: Vec<&'static EnumDef>,
    /// `llvm.blockaddress` -> definition
    attr_defs: FxHashMap<String, &'static crate::attrs::AttrDefInfo>,
    type_defs: FxHashMap<String, &'static crate::types::TypeDefInfo>,
}

impl Registry {
    /// The registered op named `name` (`arith.addi`), if any.
    pub fn op(&self, name: Ident) -> Option<&'static OpInfo> {
        self.ops.get(&name).copied()
    }
    /// The registered dialect named `name` (`arith`), if any.
    pub fn dialect(&self, name: &str) -> Option<&'static DialectInfo> {
        self.dialects.get(name).copied()
    }
    /// The enum written as `#dialect.mnemonic<...>` (`#arith.overflow<nsw>`), if registered.
    /// Enums stored as integers have no mnemonic and are not found here.
    pub fn dialect_enum(&self, dialect: &str, mnemonic: &str) -> Option<&'static EnumDef> {
        self.enums.get(&format!("{dialect}.{mnemonic}")).copied()
    }
    /// The spec `AttrDef` written `#dialect.mnemonic` (`#llvm.blockaddress`), if registered.
    pub fn attr_def(&self, dialect: &str, mnemonic: &str) -> Option<&'static crate::attrs::AttrDefInfo> {
        self.attr_defs.get(&format!("{dialect}.{mnemonic}")).copied()
    }

    /// The spec `TypeDef` written `!dialect.mnemonic` (`!llvm.ptr`), if registered.
    pub fn type_def(&self, dialect: &str, mnemonic: &str) -> Option<&'static crate::types::TypeDefInfo> {
        self.type_defs.get(&format!("{dialect}.{mnemonic}")).copied()
    }

    /// Every registered attribute and type definition.
    pub fn defs(&self) -> (Vec<&'static crate::attrs::AttrDefInfo>, Vec<&'static crate::types::TypeDefInfo>) {
        let mut a: Vec<_> = self.attr_defs.values().copied().collect();
        let mut t: Vec<_> = self.type_defs.values().copied().collect();
        a.sort_by_key(|d| (d.dialect, d.mnemonic));
        t.sort_by_key(|d| (d.dialect, d.mnemonic));
        (a, t)
    }

    /// A registered enum by its spec name (`CmpIPredicate`).
    pub fn find_enum(&self, name: &str) -> Option<&'static EnumDef> {
        self.all_enums.iter().copied().find(|e| e.name == name)
    }

    /// Every registered enum with this spec name (dialects may reuse a name:
    /// `RoundingMode` of arith and of llvm).
    pub fn enums_named<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'static EnumDef> + 'a {
        self.all_enums.iter().copied().filter(move |e| e.name == name)
    }

    /// Every registered op, in registration order.
    pub fn ops(&self) -> &[&'static OpInfo] {
        &self.order
    }
}

/// The registry lives in the context behind a lock that is only written while dialects
/// are registered (before parsing starts).
pub struct RegistryCell(RwLock<Registry>);

impl Default for RegistryCell {
    fn default() -> Self {
        RegistryCell(RwLock::new(Registry::default()))
    }
}

impl Context {
    fn registry_cell(&self) -> &RegistryCell {
        let slot = self.registry_slot().get_or_init(|| Box::new(RegistryCell::default()));
        match slot.downcast_ref::<RegistryCell>() {
            Some(cell) => cell,
            None => unreachable!("only this module fills the registry slot"),
        }
    }

    /// A context with `dialects` registered.
    pub fn with_dialects(dialects: &[&'static DialectInfo]) -> Context {
        let ctx = Context::new();
        for d in dialects {
            ctx.register_dialect(d);
        }
        ctx
    }

    /// Registers a dialect's ops, enums and attribute and type definitions, then runs its
    /// `on_register` hook; registering a dialect twice does nothing.
    pub fn register_dialect(&self, d: &'static DialectInfo) {
        if self.register_tables(d) {
            if let Some(f) = d.on_register {
                f(self);
            }
        }
    }

    fn register_tables(&self, d: &'static DialectInfo) -> bool {
        let mut r = self.registry_cell().0.write().unwrap_or_else(|e| e.into_inner());
        if r.dialects.insert(d.name, d).is_some() {
            return false;
        }
        for &op in d.ops {
            let id = self.ident(op.name);
            r.ops.insert(id, op);
            r.order.push(op);
        }
        for &a in d.attr_defs {
            r.attr_defs.insert(format!("{}.{}", a.dialect, a.mnemonic), a);
        }
        for &t in d.type_defs {
            r.type_defs.insert(format!("{}.{}", t.dialect, t.mnemonic), t);
        }
        for &e in d.enums {
            r.all_enums.push(e);
            if !e.mnemonic.is_empty() {
                r.enums.insert(format!("{}.{}", e.dialect, e.mnemonic), e);
            }
        }
        true
    }

    /// Runs `f` with read access to the registry.
    pub fn with_registry<R>(&self, f: impl FnOnce(&Registry) -> R) -> R {
        let r = self.registry_cell().0.read().unwrap_or_else(|e| e.into_inner());
        f(&r)
    }

    /// The registered op named `name`, if any. Like `Registry::op`, but without the lock
    /// for ops already found on this thread.
    pub fn lookup_op(&self, name: Ident) -> Option<&'static OpInfo> {
        // Registered ops are never unregistered, so a found entry may be cached per thread;
        // misses are not (a dialect may be registered later).
        thread_local! {
            static CACHE: std::cell::RefCell<Vec<(u64, u32, Option<&'static OpInfo>)>> =
                std::cell::RefCell::new(vec![(u64::MAX, 0, None); 256]);
        }
        let slot = (name.0 as usize).wrapping_mul(0x9E37_79B9) >> 8 & 255;
        let id = self.unique_id();
        if let Some(hit) = CACHE.with(|c| {
            let (ctx, n, info) = c.borrow()[slot];
            (ctx == id && n == name.0).then_some(info).flatten()
        }) {
            return Some(hit);
        }
        let found = self.with_registry(|r| r.op(name));
        if found.is_some() {
            CACHE.with(|c| c.borrow_mut()[slot] = (id, name.0, found));
        }
        found
    }

    /// Whether a dialect named `name` (`arith`) is registered.
    pub fn is_dialect_registered(&self, name: &str) -> bool {
        self.with_registry(|r| r.dialect(name).is_some())
    }

    /// The names of the registered dialects, sorted.
    pub fn dialect_names(&self) -> Vec<&'static str> {
        let mut names: Vec<&'static str> = self.with_registry(|r| r.dialects.values().map(|d| d.name).collect());
        names.sort_unstable();
        names
    }
}
