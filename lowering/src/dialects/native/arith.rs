//! Native code the `arith` spec names: custom syntax, checks and predicates that no
//! declarative spec construct covers.

#[allow(unused_imports)]
use crate::dialects::native::pending::*;
#[allow(unused_imports)]
use crate::diag::Diagnostic;
#[allow(unused_imports)]
use crate::ir::{ods, Attribute, BlockId, Context, OpRef, OperationState, Type};
#[allow(unused_imports)]
use crate::parse::ops::{OpParser, UnresolvedOperand};
#[allow(unused_imports)]
use crate::parse::PResult;
#[allow(unused_imports)]
use crate::print::ops::OpPrinter;

pub fn parse_select(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    pending_syntax(p, st)
}

pub fn print_select<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    p.print_generic_fallback(op);
}

pub fn verify_bitcast(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_constant(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_extf(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_extsi(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_extui(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_fptosi(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_fptoui(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_index_cast(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_index_castui(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_same_input_output_tensor_dims(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_scaling_extf(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_scaling_truncf(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_select(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_select_condition_shape(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_sitofp(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_truncf(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_trunci(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_uitofp(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

/// `arith.constant` names its result after the value: `%c42_i32`, `%c0` (index), `%true`,
/// `%cst` (floats and everything else).
pub fn constant_result_names(op: OpRef<'_>, set: &mut dyn FnMut(usize, String)) {
    let ctx = op.ctx;
    let Some(value) = op.attr("value") else { return };
    let ty = op.value_type(op.result(0));
    match ctx.attr_data(value) {
        crate::ir::AttrData::Integer { value: v, .. } => {
            let width = ctx.int_width(ty);
            if width == Some(1) {
                set(0, if *v != 0 { "true" } else { "false" }.to_string());
                return;
            }
            // The value as a signed integer of the type's width.
            let signed = match width {
                Some(w) if w < 128 => {
                    let shift = 128 - w;
                    (*v << shift) >> shift
                }
                _ => *v,
            };
            let mut name = format!("c{signed}");
            if width.is_some() {
                name.push('_');
                name.push_str(&crate::print::types::type_to_string(ctx, ty));
            }
            set(0, name);
        }
        crate::ir::AttrData::Bool(b) => set(0, if *b { "true" } else { "false" }.to_string()),
        _ => set(0, "cst".to_string()),
    }
}

/// `arith.mulsi_extended` / `mului_extended`: `%low, %high`.
pub fn muli_result_names(_op: OpRef<'_>, set: &mut dyn FnMut(usize, String)) {
    set(0, "low".to_string());
    set(1, "high".to_string());
}
