//! Dialect conversion, as MLIR's conversion framework and its LLVM common part: the LLVM
//! type converter, the rewriter and conversion driver that apply pattern tables, memref
//! descriptors, folding ahead of conversion and `-reconcile-unrealized-casts`.
//!
//! It names no dialect's generated code: pattern tables, type conversion rules and each
//! dialect's constant materializer are registered with the context by the dialects
//! (`register_patterns`, `types::register_type_conversions`,
//! `fold::register_constant_materializer`, from their `onRegister` hooks), and the few LLVM
//! dialect ops the driver and the descriptors build are built through the registry by name.

#![warn(missing_docs)]

// The IR and text layers under the names the rest of Descent uses.
use descent_ir as ir;
use descent_ir::diag;
use descent_llvm_types as llvm_types;
use descent_text::print;

pub mod descriptor;
pub mod driver;
pub mod fold;
pub mod patterns;
pub mod reconcile;
mod registered;
pub mod rewriter;
pub mod terms;
pub mod types;
pub mod walk;

pub use driver::Conversion;
pub use patterns::{register_patterns, PatternSet};
pub use rewriter::{ModuleFunctions, Pattern, PatternFn, PendingEntry, Rewriter, State, SymbolRequest};
pub use types::{ComplexRange, ContractLowering, LlvmOptions, TransposeLowering, TypeConverter, VectorToScfOptions};

use crate::ir::{AttrData, Attribute, Context, EnumDef};

/// An enum attribute re-expressed in its twin enum of another dialect (arith predicates
/// and flags to the LLVM dialect's). Plain enums keep their case value (the predicate
/// numberings agree); bit enums keep their flags by keyword (arith and LLVM order the
/// fastmath bits differently). `None` when a case has no counterpart in `target`.
pub fn cast_enum(ctx: &Context, attr: Attribute, target: &'static EnumDef) -> Option<Attribute> {
    let (source, value) = match ctx.attr_data(attr) {
        AttrData::Enum { def, value } => (Some(def.0), *value),
        AttrData::Integer { value, .. } => (None, u64::try_from(*value).ok()?),
        _ => return None,
    };
    let value = match (target.bit_enum, source) {
        (true, Some(src)) if src.bit_enum => {
            let mut out = 0u64;
            for &(kw, bit) in src.cases {
                // Single-bit cases only; groups like `fast` are covered by their bits.
                if bit != 0 && bit & (bit - 1) == 0 && value & bit != 0 {
                    out |= target.value(kw)?;
                }
            }
            out
        }
        (false, _) if target.keyword(value).is_none() => return None,
        _ => value,
    };
    Some(enum_value_attr(ctx, target, value))
}

/// The attribute holding case `value` of `def`: an integer of the enum's width for an
/// integer-stored enum, else the dialect's enum attribute.
pub fn enum_value_attr(ctx: &Context, def: &'static EnumDef, value: u64) -> Attribute {
    if def.int_width != 0 {
        ctx.integer_attr(ctx.integer_type(def.int_width), value as i128)
    } else {
        ctx.enum_attr(def, value)
    }
}
