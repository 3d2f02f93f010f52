//! Native code the `memref` spec names: custom syntax, checks and predicates that no
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

pub fn parse_alloca_scope(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    pending_syntax(p, st)
}

pub fn parse_dma_start(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    pending_syntax(p, st)
}

pub fn parse_generic_atomic_rmw(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    pending_syntax(p, st)
}

pub fn parse_prefetch(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    pending_syntax(p, st)
}

pub fn parse_transpose(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    pending_syntax(p, st)
}

pub fn print_alloca_scope<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    p.print_generic_fallback(op);
}

pub fn print_dma_start<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    p.print_generic_fallback(op);
}

pub fn print_generic_atomic_rmw<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    p.print_generic_fallback(op);
}

pub fn print_prefetch<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    p.print_generic_fallback(op);
}

pub fn print_transpose<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    p.print_generic_fallback(op);
}

pub fn verify_alloc(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_alloca(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_alloca_scope(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_assume_alignment(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_atomic_rmw(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_atomic_yield(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_cast(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_collapse_shape(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_distinct_objects(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_dma_start(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_dma_wait(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_expand_shape(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_extract_strided_metadata(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_generic_atomic_rmw(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_get_global(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_global(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_load(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_memory_space_cast(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_prefetch(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_realloc(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_reinterpret_cast(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_reshape(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_store(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_subview(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_transpose(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_view(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub mod directives {
    #![allow(unused_imports)]
    use super::*;

    pub fn parse_dynamic_index_list<'a>(p: &mut OpParser<'a>, st: &mut OperationState, _a0: &mut Vec<UnresolvedOperand<'a>>, _a1: &mut Option<Attribute>) -> PResult<()> {
        pending_syntax(p, st)
    }

    pub fn parse_global_memref_op_type_and_initial_value<'a>(p: &mut OpParser<'a>, st: &mut OperationState, _a0: &mut Option<Attribute>, _a1: &mut Option<Attribute>) -> PResult<()> {
        pending_syntax(p, st)
    }

    pub fn print_dynamic_index_list<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>, _a0: ods::Group<'_>, _a1: Option<Attribute>) {
        p.print_generic_fallback(op);
    }

    pub fn print_global_memref_op_type_and_initial_value<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>, _a0: Option<Attribute>, _a1: Option<Attribute>) {
        p.print_generic_fallback(op);
    }
}
