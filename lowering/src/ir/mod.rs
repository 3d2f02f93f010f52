//! The in-memory IR: the uniquing context, types, attributes, and the op/block/region/value
//! arenas that generated op views wrap.

pub mod attrs;
pub mod context;
pub mod fold;
mod locs;
pub mod types;

pub use attrs::{
    AffineExpr, AffineMap, AttrData, AttrDefInfo, AttrDefRef, DenseValues, EnumDef, EnumRef, IntegerSet, Location,
    NamedAttr, ParamInfo, ParamKind, SpecDefault, TypeDefInfo,
};
pub use context::{Attribute, Context, Ident, Type};
pub use fold::FoldHook;
pub use types::{dense_storage_bits, type_has_class, FloatKind, LlvmStruct, Signedness, TypeData, DYNAMIC};
pub mod body;
pub mod registry;

pub use body::{
    BlockId, Body, DefaultSource, OpData, OpId, OpName, OpRef, OperationState, RegionId, Use, Value, ValueDef,
};
pub use registry::{AsmNames, AttrInfo, DialectInfo, OpInfo, Registry, Traits};
pub mod groups;
pub mod pred;
