//! The op registry: what Descent knows about each registered op (traits, inherent
//! attributes, verifier, custom syntax, where it was defined). Entries are `static`s
//! emitted by the code generator from `spec/` or by `descent-macros` in other crates.

use std::sync::RwLock;

use rustc_hash::FxHashMap;

use super::attrs::EnumDef;
use super::body::OpRef;
use super::context::{Context, Ident};
use crate::diag::Diagnostic;

/// Structural and marker traits, as a bit set. Names match `NativeTrait`s in spec/base.td.
#[derive(Copy, Clone, PartialEq, Eq, Default, Debug)]
pub struct Traits(pub u64);

macro_rules! traits {
    ($($name:ident = $bit:expr, $spec:literal;)*) => {
        impl Traits {
            $(pub const $name: Traits = Traits(1 << $bit);)*
            /// The trait bit for a spec `NativeTrait` name.
            pub fn from_name(name: &str) -> Option<Traits> {
                match name {
                    $($spec => Some(Traits::$name),)*
                    _ => None,
                }
            }
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
}

impl Traits {
    #[inline]
    pub const fn union(self, other: Traits) -> Traits {
        Traits(self.0 | other.0)
    }
    #[inline]
    pub const fn has(self, t: Traits) -> bool {
        self.0 & t.0 == t.0
    }
}

/// Something a layer above the IR attaches to an op or attribute definition (its custom
/// syntax, ...). The IR keeps it type-erased so that it knows nothing of that layer's
/// types; the layer that defines the hook's type downcasts it.
pub type Hook = &'static (dyn std::any::Any + Send + Sync);
/// A verifier for one op (generated checks, then the spec's native check).
pub type VerifyFn = for<'a> fn(OpRef<'a>) -> Result<(), Diagnostic>;

/// How an op's results are named when printed (MLIR's `getAsmResultNames`).
#[derive(Copy, Clone, Debug)]
pub enum AsmNames {
    None,
    /// One name per result group, in order; empty strings leave a group unnamed.
    Groups(&'static [&'static str]),
    /// Computed: (result index, name) pairs.
    Native(for<'a> fn(OpRef<'a>, &mut dyn FnMut(usize, String))),
}

/// An inherent attribute of an op.
#[derive(Debug)]
pub struct AttrInfo {
    pub name: &'static str,
    /// What an absent attribute means.
    pub default: Option<&'static super::attrs::SpecDefault>,
    /// Whether parsers store `default` when the attribute is absent.
    pub materialize: bool,
    pub optional: bool,
}

/// Everything the runtime knows about a registered op.
#[derive(Debug)]
pub struct OpInfo {
    pub name: &'static str,
    pub dialect: &'static str,
    pub traits: Traits,
    pub attrs: &'static [AttrInfo],
    /// `spec/dialects/arith.td:42` or the defining crate.
    pub defined_at: &'static str,
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
    pub asm_names: AsmNames,
    /// MLIR's fold hook, tried by conversions before the op's patterns.
    pub fold: Option<super::fold::FoldHook>,
    /// Operand and result group arities.
    pub operand_arities: &'static [super::groups::Arity],
    pub result_arities: &'static [super::groups::Arity],
    /// For branches: the operand group forwarded to each successor.
    pub successor_operands: &'static [usize],
}

impl OpInfo {
    pub fn has_trait(&self, t: Traits) -> bool {
        self.traits.has(t)
    }
    pub fn is_inherent_attr(&self, name: &str) -> bool {
        self.attrs.iter().any(|a| a.name == name)
            || (name == "operandSegmentSizes" && self.has_trait(Traits::ATTR_SIZED_OPERAND_SEGMENTS))
            || (name == "resultSegmentSizes" && self.has_trait(Traits::ATTR_SIZED_RESULT_SEGMENTS))
    }
}

/// A dialect's contents, as generated code and macros provide them.
pub struct DialectInfo {
    pub name: &'static str,
    pub ops: &'static [&'static OpInfo],
    pub enums: &'static [&'static EnumDef],
    pub attr_defs: &'static [&'static super::attrs::AttrDefInfo],
    pub type_defs: &'static [&'static super::attrs::TypeDefInfo],
}

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
    attr_defs: FxHashMap<String, &'static super::attrs::AttrDefInfo>,
    type_defs: FxHashMap<String, &'static super::attrs::TypeDefInfo>,
}

impl Registry {
    pub fn op(&self, name: Ident) -> Option<&'static OpInfo> {
        self.ops.get(&name).copied()
    }
    pub fn dialect(&self, name: &str) -> Option<&'static DialectInfo> {
        self.dialects.get(name).copied()
    }
    pub fn dialect_enum(&self, dialect: &str, mnemonic: &str) -> Option<&'static EnumDef> {
        self.enums.get(&format!("{dialect}.{mnemonic}")).copied()
    }
    pub fn attr_def(&self, dialect: &str, mnemonic: &str) -> Option<&'static super::attrs::AttrDefInfo> {
        self.attr_defs.get(&format!("{dialect}.{mnemonic}")).copied()
    }

    pub fn type_def(&self, dialect: &str, mnemonic: &str) -> Option<&'static super::attrs::TypeDefInfo> {
        self.type_defs.get(&format!("{dialect}.{mnemonic}")).copied()
    }

    /// Every registered attribute and type definition.
    pub fn defs(&self) -> (Vec<&'static super::attrs::AttrDefInfo>, Vec<&'static super::attrs::TypeDefInfo>) {
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
    pub fn register_dialect(&self, d: &'static DialectInfo) {
        let mut r = self.registry_cell().0.write().unwrap_or_else(|e| e.into_inner());
        if r.dialects.insert(d.name, d).is_some() {
            return;
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
    }

    /// Runs `f` with read access to the registry.
    pub fn with_registry<R>(&self, f: impl FnOnce(&Registry) -> R) -> R {
        let r = self.registry_cell().0.read().unwrap_or_else(|e| e.into_inner());
        f(&r)
    }

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
