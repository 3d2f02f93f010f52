//! The term of arith's lowering rules that maps a table: arith's rounding modes as LLVM
//! numbers them. Named from `spec/conversion/arith_to_llvm.td`.

use crate::conversion::Rewriter;
use crate::ir::{AttrData, Attribute};

/// Term `LLVMRoundingMode`: `arith.truncf`'s rounding mode as the `i64` LLVM rounding mode
/// of the constrained intrinsic; fails when there is none or it is not a known mode.
pub fn llvm_rounding_mode(rw: &mut Rewriter<'_, '_>, mode: Option<Attribute>) -> Option<Attribute> {
    let ctx = rw.ctx;
    let value = match ctx.attr_data(mode?) {
        AttrData::Enum { value, .. } => *value as i128,
        AttrData::Integer { value, .. } => *value,
        _ => return None,
    };
    // arith: to_nearest_even, downward, upward, toward_zero, to_nearest_away (0..=4);
    // LLVM: TowardZero 0, NearestTiesToEven 1, TowardPositive 2, TowardNegative 3,
    // NearestTiesToAway 4.
    let llvm = match value {
        0 => 1,
        1 => 3,
        2 => 2,
        3 => 0,
        4 => 4,
        _ => return None,
    };
    Some(ctx.integer_attr(ctx.common().i64, llvm))
}
