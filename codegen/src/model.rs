//! The checked semantic model: dialects, ops, enums and constraints read out of resolved
//! records. Emitters read only this model. Building it reports every mistake it finds
//! (unknown trait, wrong dag operator, bad predicate arity, format errors) at once.

pub mod build;
mod class_check;
mod patterns;
mod rules;
pub mod spec_values;
pub mod terms;
mod translation;
mod type_classes;
mod type_conversions;
pub use patterns::{
    visit_builds, AttrSrc, BindFrom, Build, BuildArg, ConstAttr, Expr, MatchWhat, OpMatch, PatternDef, PatternKind,
    Rule, SourceBind, TypeSrc,
};
pub use terms::{Kind, TermDef};
pub use translation::{HelperArg, IntrinsicDef, TplPiece, TplRef};
pub use type_conversions::{ConversionRule, TypeConversionDef, TYPE_KINDS};

use crate::diag::Span;
use crate::format::Format;

/// A predicate over types or attributes, from a spec `(PredOp args...)` dag.
#[derive(Clone, Debug, PartialEq)]
pub enum Pred {
    /// A check the runtime provides, by its spec name (`SignlessInteger`).
    Call {
        name: String,
        args: Vec<PredArg>,
        /// The runtime module holding it (`llvm_types::pred`); empty for `ir::pred`.
        library: String,
    },
    And(Vec<Pred>),
    Or(Vec<Pred>),
    Not(Box<Pred>),
    /// A Rust predicate, and the type classes it may accept when the spec says
    /// (`(Native "fn", "llvm_other")`; see `type_classes`).
    Native(String, Option<String>),
}

#[derive(Clone, Debug, PartialEq)]
pub enum PredArg {
    Int(i64),
    Str(String),
    Ints(Vec<i64>),
    Pred(Pred),
}

/// A type or attribute constraint.
#[derive(Clone, Debug)]
pub struct Constraint {
    pub record: String,
    pub pred: Pred,
    pub summary: String,
    /// MLIR syntax of the type a format parser may build when no type is written.
    pub builder: String,
    /// For named (non-anonymous) constraint defs: the spec file and line; the generated
    /// code calls the constraint's function instead of inlining its predicate.
    pub named: Option<(String, u32)>,
    /// `typeClass` of a type constraint ("" when none).
    pub type_class: String,
}

/// A named type or attribute constraint def; each becomes a predicate function.
#[derive(Clone, Debug)]
pub struct NamedConstraint {
    pub record: String,
    pub file: String,
    pub line: u32,
    pub is_attr: bool,
    pub pred: Pred,
    pub summary: String,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Arity {
    Single,
    Optional,
    Variadic,
}

#[derive(Clone, Debug)]
pub struct ValueDecl {
    pub name: String,
    pub arity: Arity,
    pub constraint: Constraint,
    /// For `VariadicOfVariadic`: the attribute holding the sub-group sizes.
    pub segment_attr: Option<String>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct AttrDecl {
    pub name: String,
    pub constraint: Constraint,
    /// Rust accessor kind, see base.td's `AttrConstraint.kind`.
    pub kind: String,
    pub optional: bool,
    pub default: Option<String>,
    /// Whether parsers store `default` for an absent attribute (DefaultValuedAttr) or
    /// leave it absent (DefaultValuedOptionalAttr).
    pub materialize_default: bool,
    pub storage_type: String,
    /// For enum attributes: the enum's record name.
    pub enum_record: Option<String>,
    /// Extra predicates from ConfinedAttr.
    pub extra: Vec<Constraint>,
    /// `dialect.mnemonic` of the AttrDef this attribute is (printed stripped in formats).
    pub dialect_attr: Option<String>,
    /// Printed and parsed as `@name` in formats.
    pub is_symbol_name: bool,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct RegionDecl {
    pub name: String,
    pub summary: String,
    pub max_blocks: i64,
    pub variadic: bool,
}

#[derive(Clone, Debug)]
pub struct SuccessorDecl {
    pub name: String,
    pub variadic: bool,
}

#[derive(Clone, Debug)]
pub enum TraitDecl {
    Native(String),
    HasParent(Vec<String>),
    ImplicitTerminator(String),
    AllTypesMatch(Vec<String>),
    TypesMatchWith { summary: String, from: String, to: String, transform: String },
    AllElementTypesMatch(Vec<String>),
    AllShapesMatch(Vec<String>),
    NativeCheck(String),
    PredTrait { summary: String, function: String },
}

/// An argument of the op's `ins`: an operand or an attribute, in declaration order.
#[derive(Clone, Debug)]
pub enum Arg {
    Operand(usize),
    Attr(usize),
}

#[derive(Clone, Debug)]
pub struct OpDef {
    pub record: String,
    pub span: Span,
    pub file: String,
    pub line: u32,
    pub dialect: String,
    pub mnemonic: String,
    pub name: String,
    pub summary: String,
    pub operands: Vec<ValueDecl>,
    pub attrs: Vec<AttrDecl>,
    pub args: Vec<Arg>,
    pub results: Vec<ValueDecl>,
    pub regions: Vec<RegionDecl>,
    pub successors: Vec<SuccessorDecl>,
    pub traits: Vec<TraitDecl>,
    pub format: Option<Format>,
    pub custom_parser: Option<String>,
    pub custom_printer: Option<String>,
    pub default_dialect: Option<String>,
    /// The Rust path of the view of an op generated elsewhere (`externalView`).
    pub external_view: Option<String>,
    /// OpAsmOpInterface result names (one per result group) or the function computing them.
    pub result_names: Vec<String>,
    pub result_names_fn: Option<String>,
    /// The fold hook (`Folder` mixin): Rust function, the kind it is given, and whether
    /// the generic elementwise fold maps it over vector elements.
    pub fold: Option<(String, String, bool)>,
    /// The effects hook (`Effects` mixin): a Rust function.
    pub effects: Option<String>,
    /// Operand group index forwarded to each successor.
    pub successor_operands: Vec<usize>,
    pub llvm_instruction: String,
    pub llvm_intrinsic: String,
    pub llvm_overloaded_on: Vec<String>,
    pub llvm_native: String,
    /// `llvmInstruction` parsed.
    pub llvm_template: Vec<TplPiece>,
    /// For intrinsic ops (`llvmIntrinsic` set).
    pub llvm_intrinsic_def: Option<IntrinsicDef>,
}

impl OpDef {
    pub fn has_native_trait(&self, name: &str) -> bool {
        self.traits.iter().any(|t| matches!(t, TraitDecl::Native(n) if n == name))
    }
    pub fn operand(&self, name: &str) -> Option<usize> {
        self.operands.iter().position(|o| o.name == name)
    }
    pub fn result(&self, name: &str) -> Option<usize> {
        self.results.iter().position(|o| o.name == name)
    }
    pub fn attr(&self, name: &str) -> Option<usize> {
        self.attrs.iter().position(|o| o.name == name)
    }
    /// Number of operand groups that are not single (they need segment sizes or a
    /// derivation from the total).
    pub fn num_variable_operands(&self) -> usize {
        self.operands.iter().filter(|o| o.arity != Arity::Single).count()
    }
    pub fn num_variable_results(&self) -> usize {
        self.results.iter().filter(|o| o.arity != Arity::Single).count()
    }
}

#[derive(Clone, Debug)]
pub struct EnumCaseDef {
    pub symbol: String,
    pub keyword: String,
    pub value: i64,
    /// The LLVM IR spelling (`llvmKeyword`), when the case has one.
    pub llvm_keyword: Option<String>,
    /// A group case of a bit enum (`EnumCaseGroup`).
    pub is_group: bool,
}

#[derive(Clone, Debug)]
pub struct EnumDef {
    pub record: String,
    pub span: Span,
    pub file: String,
    pub name: String,
    pub dialect: String,
    pub summary: String,
    pub cases: Vec<EnumCaseDef>,
    /// "int" or "dialect".
    pub storage: String,
    pub int_type: String,
    pub mnemonic: String,
    pub bit_enum: bool,
    pub separator: String,
    /// `llvmFlagOrder` resolved to case indices.
    pub llvm_flag_order: Vec<usize>,
}

/// A parameter of a type or attribute definition.
#[derive(Clone, Debug)]
pub struct ParamDef {
    pub name: String,
    pub ty: String,
    pub summary: String,
    pub default: Option<String>,
    /// `OptionalParameter`: may be absent (then left out when printed).
    pub optional: bool,
    /// A Rust module (under the dialects' native root) whose `parse` / `print` functions
    /// implement this parameter's syntax.
    pub native_syntax: Option<String>,
    /// `cppType` (empty: derived from `ty`).
    pub cpp_type: String,
    /// `invalidKeyword` (empty: MLIR's generic enum message).
    pub invalid_keyword: String,
}

/// A `TypeDef` or `AttrDef` record.
#[derive(Clone, Debug)]
pub struct DefDef {
    pub record: String,
    pub span: Span,
    pub file: String,
    pub line: u32,
    pub dialect: String,
    /// The spec name (`BlockTagAttr`).
    pub name: String,
    pub mnemonic: String,
    pub summary: String,
    pub params: Vec<ParamDef>,
    /// `struct(params)` syntax (attributes), or syntax implemented in Rust.
    pub struct_syntax: bool,
    pub custom: bool,
    /// `genMnemonicAlias`: printed through an alias named after the mnemonic.
    pub mnemonic_alias: bool,
    /// The `<...>` body is omitted when no parameter is present.
    pub optional_body: bool,
    /// A format of literals and parameters (empty for `struct(params)` or custom syntax).
    pub positional: Vec<FormatItem>,
    /// The attribute interfaces it implements (`implements`).
    pub implements: Vec<String>,
    /// The name MLIR's diagnostics use (`odsName`, or the record name without `Def`).
    pub ods_name: String,
    /// `staticsIn`: the runtime module the description's static is generated into (the
    /// dialect re-exports it); empty when generated with the dialect.
    pub statics_in: String,
}

/// An element of a literal-and-parameter attribute format.
#[derive(Clone, Debug, PartialEq)]
pub enum FormatItem {
    /// A backquoted literal: punctuation (`<`) or a keyword (`in`).
    Literal(String),
    /// A parameter, by index.
    Param(usize),
}

#[derive(Clone, Debug)]
pub struct DialectDef {
    pub record: String,
    pub name: String,
    pub file: String,
    /// Native function run when the dialect is registered.
    pub on_register: Option<String>,
    /// `allowUnknownOperations`.
    pub allow_unknown_ops: bool,
    /// `attributes`.
    pub attributes: AttrSyntax,
    /// `verbatimAttributes`.
    pub verbatim_attrs: Vec<String>,
}

/// A dialect's `attributes` field: which `#dialect.mnemonic` attributes parse.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttrSyntax {
    Open,
    Closed,
    None,
}

#[derive(Clone, Debug, Default)]
pub struct Model {
    /// Rewrite patterns, in file order.
    pub patterns: Vec<PatternDef>,
    /// Extern terms rules may call.
    pub terms: Vec<TermDef>,
    /// Type conversion rules, at most one per type kind.
    pub type_conversions: Vec<TypeConversionDef>,
    pub dialects: Vec<DialectDef>,
    pub ops: Vec<OpDef>,
    pub enums: Vec<EnumDef>,
    pub constraints: Vec<NamedConstraint>,
    pub attr_defs: Vec<DefDef>,
    pub type_defs: Vec<DefDef>,
    /// Every spec file that contributed, in load order.
    pub files: Vec<String>,
}

/// Native trait names the runtime implements (`lowering/ir/src/body.rs`, `Traits`);
/// a test there checks both lists agree.
pub const KNOWN_NATIVE_TRAITS: &[&str] = &[
    "Pure",
    "Commutative",
    "Idempotent",
    "Involution",
    "ConstantLike",
    "Terminator",
    "ReturnLike",
    "NoTerminator",
    "SingleBlock",
    "IsolatedFromAbove",
    "SymbolTable",
    "Symbol",
    "AffineScope",
    "AutomaticAllocationScope",
    "RecursiveMemoryEffects",
    "NoMemoryEffect",
    "ElementwiseMappable",
    "SameOperandsAndResultType",
    "SameTypeOperands",
    "SameOperandsAndResultShape",
    "SameOperandsShape",
    "SameOperandsAndResultElementType",
    "SameOperandsElementType",
    "AttrSizedOperandSegments",
    "AttrSizedResultSegments",
    "FunctionLike",
    "CallLike",
    "BranchLike",
    "MemoryRead",
    "MemoryWrite",
    "MemoryAlloc",
    "MemoryFree",
    "SingleBlockImplicitTerminator",
    "NoRegionArguments",
    "SameVariadicOperandSize",
    "SameVariadicResultSize",
    "HasOnlyGraphRegion",
    "CastOpInterface",
];
