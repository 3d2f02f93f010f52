//! Dialect conversion: the LLVM type converter, the conversion driver and the pattern
//! tables generated from `spec/conversion/`, plus the passes built on them.

pub mod driver;
pub mod patterns;
pub mod reconcile;
pub mod types;

pub use driver::{Conversion, Rewriter, State};
pub use patterns::{Pattern, PatternSet};
pub use types::{LlvmOptions, TypeConverter};

use crate::ir::{AttrData, Attribute, Context, EnumDef};

/// An enum attribute re-expressed in another enum with the same case values (arith
/// predicates and flags to their LLVM dialect twins). `None` when the value has no case
/// in `target`.
pub fn cast_enum(ctx: &Context, attr: Attribute, target: &'static EnumDef) -> Option<Attribute> {
    let value = match ctx.attr_data(attr) {
        AttrData::Enum { value, .. } => *value,
        AttrData::Integer { value, .. } => u64::try_from(*value).ok()?,
        _ => return None,
    };
    if !target.bit_enum && target.keyword(value).is_none() {
        return None;
    }
    if target.int_width != 0 {
        Some(ctx.integer_attr(ctx.integer_type(target.int_width), value as i128))
    } else {
        Some(ctx.enum_attr(target, value))
    }
}
