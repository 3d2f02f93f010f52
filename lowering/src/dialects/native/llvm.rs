//! Native code the `llvm` spec names: custom syntax, checks and predicates that no
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

pub fn parse_alias(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    pending_syntax(p, st)
}

pub fn parse_alloca(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    pending_syntax(p, st)
}

pub fn parse_call(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    pending_syntax(p, st)
}

pub fn parse_call_intrinsic(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    pending_syntax(p, st)
}

pub fn parse_fcmp(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    pending_syntax(p, st)
}

pub fn parse_func(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    pending_syntax(p, st)
}

pub fn parse_global(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    pending_syntax(p, st)
}

pub fn parse_icmp(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    pending_syntax(p, st)
}

pub fn parse_invoke(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    pending_syntax(p, st)
}

pub fn parse_landingpad(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    pending_syntax(p, st)
}

pub fn print_alias<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    p.print_generic_fallback(op);
}

pub fn print_alloca<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    p.print_generic_fallback(op);
}

pub fn print_call<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    p.print_generic_fallback(op);
}

pub fn print_call_intrinsic<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    p.print_generic_fallback(op);
}

pub fn print_fcmp<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    p.print_generic_fallback(op);
}

pub fn print_func<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    p.print_generic_fallback(op);
}

pub fn print_global<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    p.print_generic_fallback(op);
}

pub fn print_icmp<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    p.print_generic_fallback(op);
}

pub fn print_invoke<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    p.print_generic_fallback(op);
}

pub fn print_landingpad<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    p.print_generic_fallback(op);
}

pub fn verify_alias(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_alloca(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_assume(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_atomicrmw(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_bitcast(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_blockaddress(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_call(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_call_intrinsic(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_cmpxchg(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_comdat(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_constant(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_extractvalue(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_fence(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_func(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_gep(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_global(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_global_ctors(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_global_dtors(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_ifunc(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_inline_asm(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_insertvalue(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_invoke(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_landingpad(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_linker_options(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_load(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_module_flags(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_return(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_sext(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_shufflevector(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_sincos(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_store(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_switch(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_zero(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_zext(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub mod attrs {
    #![allow(unused_imports)]
    use super::*;

    pub fn is_access_group(ctx: &Context, a: Attribute) -> bool {
        pending_attr_pred(ctx, a)
    }

    pub fn is_alias_scope(ctx: &Context, a: Attribute) -> bool {
        pending_attr_pred(ctx, a)
    }

    pub fn is_block_address(ctx: &Context, a: Attribute) -> bool {
        pending_attr_pred(ctx, a)
    }

    pub fn is_block_tag(ctx: &Context, a: Attribute) -> bool {
        pending_attr_pred(ctx, a)
    }

    pub fn is_dereferenceable(ctx: &Context, a: Attribute) -> bool {
        pending_attr_pred(ctx, a)
    }

    pub fn is_di_global_variable_expression(ctx: &Context, a: Attribute) -> bool {
        pending_attr_pred(ctx, a)
    }

    pub fn is_loop_annotation(ctx: &Context, a: Attribute) -> bool {
        pending_attr_pred(ctx, a)
    }

    pub fn is_memory_effects(ctx: &Context, a: Attribute) -> bool {
        pending_attr_pred(ctx, a)
    }

    pub fn is_target_features(ctx: &Context, a: Attribute) -> bool {
        pending_attr_pred(ctx, a)
    }

    pub fn is_tbaa_tag(ctx: &Context, a: Attribute) -> bool {
        pending_attr_pred(ctx, a)
    }

    pub fn is_vec_type_hint(ctx: &Context, a: Attribute) -> bool {
        pending_attr_pred(ctx, a)
    }

    pub fn is_vscale_range(ctx: &Context, a: Attribute) -> bool {
        pending_attr_pred(ctx, a)
    }
}

pub mod directives {
    #![allow(unused_imports)]
    use super::*;

    pub fn parse_gep_indices<'a>(p: &mut OpParser<'a>, st: &mut OperationState, _a0: &mut Vec<UnresolvedOperand<'a>>, _a1: &mut Option<Attribute>) -> PResult<()> {
        pending_syntax(p, st)
    }

    pub fn parse_indirect_br_op_sucessors<'a>(p: &mut OpParser<'a>, st: &mut OperationState, _a0: &[Type], _a1: &mut Vec<BlockId>, _a2: &mut Vec<UnresolvedOperand<'a>>, _a3: &mut Vec<Type>) -> PResult<()> {
        pending_syntax(p, st)
    }

    pub fn parse_insert_extract_value_element_type<'a>(p: &mut OpParser<'a>, st: &mut OperationState, _a0: &mut Vec<Type>, _a1: &[Type], _a2: Option<Attribute>) -> PResult<()> {
        pending_syntax(p, st)
    }

    pub fn parse_llvm_linkage<'a>(p: &mut OpParser<'a>, st: &mut OperationState, _a0: &mut Option<Attribute>) -> PResult<()> {
        pending_syntax(p, st)
    }

    pub fn parse_op_bundles<'a>(p: &mut OpParser<'a>, st: &mut OperationState, _a0: &mut Vec<UnresolvedOperand<'a>>, _a1: &mut Vec<Type>, _a2: &mut Option<Attribute>) -> PResult<()> {
        pending_syntax(p, st)
    }

    pub fn parse_shuffle_type<'a>(p: &mut OpParser<'a>, st: &mut OperationState, _a0: &[Type], _a1: &mut Vec<Type>, _a2: Option<Attribute>) -> PResult<()> {
        pending_syntax(p, st)
    }

    pub fn parse_switch_op_cases<'a>(p: &mut OpParser<'a>, st: &mut OperationState, _a0: &[Type], _a1: &mut Option<Attribute>, _a2: &mut Vec<BlockId>, _a3: &mut Vec<UnresolvedOperand<'a>>, _a4: &mut Vec<Type>) -> PResult<()> {
        pending_syntax(p, st)
    }

    pub fn print_gep_indices<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>, _a0: ods::Group<'_>, _a1: Option<Attribute>) {
        p.print_generic_fallback(op);
    }

    pub fn print_indirect_br_op_sucessors<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>, _a0: &[Type], _a1: &[BlockId], _a2: ods::Group<'_>, _a3: &[Type]) {
        p.print_generic_fallback(op);
    }

    pub fn print_insert_extract_value_element_type<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>, _a0: &[Type], _a1: &[Type], _a2: Option<Attribute>) {
        p.print_generic_fallback(op);
    }

    pub fn print_llvm_linkage<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>, _a0: Option<Attribute>) {
        p.print_generic_fallback(op);
    }

    pub fn print_op_bundles<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>, _a0: ods::Group<'_>, _a1: &[Type], _a2: Option<Attribute>) {
        p.print_generic_fallback(op);
    }

    pub fn print_shuffle_type<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>, _a0: &[Type], _a1: &[Type], _a2: Option<Attribute>) {
        p.print_generic_fallback(op);
    }

    pub fn print_switch_op_cases<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>, _a0: &[Type], _a1: Option<Attribute>, _a2: &[BlockId], _a3: ods::Group<'_>, _a4: &[Type]) {
        p.print_generic_fallback(op);
    }
}

pub mod types {
    #![allow(unused_imports)]
    use super::*;

    pub fn is_loadable_type(ctx: &Context, t: Type) -> bool {
        pending_type_pred(ctx, t)
    }

    pub fn is_ppc_fp128(ctx: &Context, t: Type) -> bool {
        pending_type_pred(ctx, t)
    }
}
