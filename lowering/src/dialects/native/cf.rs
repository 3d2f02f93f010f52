//! Native code the `cf` spec names: custom syntax, checks and predicates that no
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

pub fn verify_cond_br(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_switch(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub mod directives {
    #![allow(unused_imports)]
    use super::*;

    pub fn parse_switch_op_cases<'a>(p: &mut OpParser<'a>, st: &mut OperationState, _a0: &[Type], _a1: &mut Vec<BlockId>, _a2: &mut Vec<UnresolvedOperand<'a>>, _a3: &mut Vec<Type>, _a4: &mut Option<Attribute>, _a5: &mut Vec<BlockId>, _a6: &mut Vec<UnresolvedOperand<'a>>, _a7: &mut Vec<Type>) -> PResult<()> {
        pending_syntax(p, st)
    }

    pub fn print_switch_op_cases<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>, _a0: &[Type], _a1: &[BlockId], _a2: ods::Group<'_>, _a3: &[Type], _a4: Option<Attribute>, _a5: &[BlockId], _a6: ods::Group<'_>, _a7: &[Type]) {
        p.print_generic_fallback(op);
    }
}
