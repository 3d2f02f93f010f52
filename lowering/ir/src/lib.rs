//! Descent's in-memory IR: the uniquing context, types, attributes, the op/block/region/value
//! arenas that generated op views wrap, the registry of op definitions, source buffers and
//! diagnostics. It knows nothing of text syntax, conversion or particular dialects: those
//! layers reach it through the hooks and tables the dialects register.
//!
//! Files depend only on files listed before them: `handles` (ids), `types` and `attrs`
//! (what they denote), `locs`, `context` (interning), `construct` (typed constructors on
//! the context), `body` (ops, blocks, regions, and the `OpInfo` of registered ops), then
//! `registry`, `groups`, `fold` and `pred`; `source` (buffers, location rendering) and
//! `diag` (diagnostics) come last.

#![warn(missing_docs)]

pub mod attrs;
pub mod body;
pub mod construct;
pub mod context;
pub mod diag;
pub mod fold;
pub mod groups;
pub mod handles;
pub mod layout;
mod locs;
pub mod pred;
pub mod registry;
pub mod source;
pub mod spec_pos;
pub mod types;

pub use attrs::{
    AffineExpr, AffineMap, AttrData, AttrDefInfo, AttrDefRef, DenseValues, EnumDef, EnumRef, FormatItem, IntegerSet,
    Location, NamedAttr, ParamInfo, ParamKind, SpecDefault, SpecIntType, SpecValue,
};
pub use body::{
    Arity, AsmNames, AttrConstraint, AttrInfo, AttrSyntax, BlockId, Body, DefaultSource, DialectInfo, EffectsFn,
    EraseNote, FoldHook, MemoryEffects, OpData, OpId, OpInfo, OpName, OpRef, OperationState, RegionId, Traits,
    TypeConstraint, Use, Value, ValueDef,
};
pub use construct::{dense_storage_bits, type_has_class};
pub use context::{Common, Context, SegmentNames};
pub use handles::{Attribute, Hook, Ident, Type};
pub use registry::Registry;
pub use spec_pos::SpecPos;
pub use types::{FloatKind, Signedness, TypeData, TypeDefInfo, TypeDefRef, TypeParam, DYNAMIC};
