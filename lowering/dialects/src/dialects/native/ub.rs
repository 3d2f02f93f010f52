//! Native code of the `ub` dialect.

use crate::ir::{AttrData, Attribute, Context};

/// `#ub.poison`.
pub fn is_poison_attr(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_data(a) {
        AttrData::Dialect { def, .. } => def.0.dialect == "ub" && def.0.mnemonic == "poison",
        AttrData::Opaque { dialect, body } => ctx.ident_str(*dialect) == "ub" && body.starts_with("poison"),
        _ => false,
    }
}
