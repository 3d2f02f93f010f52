//! Native code the `func` spec names: custom syntax, checks and predicates that no
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

pub fn parse_func_op(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    pending_syntax(p, st)
}

pub fn print_func_op<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    p.print_generic_fallback(op);
}

pub fn verify_call(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_constant(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_func(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_return(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}
