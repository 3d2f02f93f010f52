//! The one native arith -> llvm pattern: truncf with a rounding mode, which becomes the
//! constrained intrinsic with LLVM's numbering of the modes. Named from
//! `spec/conversion/arith_to_llvm.td`; every other arith lowering is a rule there.

use crate::conversion::Rewriter;
use crate::dialects::gen::{llvm, llvm_intrinsics as intr};
use crate::ir::{AttrData, OpId};

/// `arith.truncf`: `llvm.fptrunc`, or with a rounding mode the constrained intrinsic.
pub fn truncf(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(x) = rw.operand(op, 0) else { return false };
    let mode = rw.body.attr(op, ctx.ident("roundingmode"));
    let rounding = match mode.map(|m| ctx.attr_data(m)) {
        None => None,
        Some(AttrData::Enum { value, .. }) => Some(*value as i128),
        Some(AttrData::Integer { value, .. }) => Some(*value),
        Some(_) => return false,
    };
    // arith numbers its rounding modes differently from LLVM.
    let rounding = match rounding {
        None => None,
        Some(0) => Some(1),
        Some(1) => Some(3),
        Some(2) => Some(2),
        Some(3) => Some(0),
        Some(4) => Some(4),
        Some(_) => return false,
    };
    let v = rw.elementwise(&[x], types[0], &mut |rw, vals, ty| {
        let mut st = match rounding {
            None => llvm::FpTruncOp::build(rw.ctx, rw.loc, vals[0], ty),
            Some(r) => {
                let i64 = rw.ctx.common().i64;
                let rm = rw.ctx.integer_attr(i64, r);
                let eb = rw.ctx.integer_attr(i64, 0);
                intr::ConstrainedFpTruncIntr::build(rw.ctx, rw.loc, vals[0], Some(rm), Some(eb), ty)
            }
        };
        rw.copy_attrs_except(op, &mut st, &["roundingmode"]);
        Some(rw.insert_value(st))
    });
    let Some(v) = v else { return false };
    rw.replace_op(op, &[v]);
    true
}
