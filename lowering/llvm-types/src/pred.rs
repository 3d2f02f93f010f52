//! The spec predicates over LLVM dialect types (`LLVMPointer`, `LLVMStruct`, ...: the
//! `PredOp`s of spec/base.td with `library = "llvm_types::pred"`), called by generated
//! verifiers. One function per predicate, named as the `PredOp` in snake case.

use crate::ir::pred::TyPred;
use crate::ir::{Context, Signedness, Type, TypeData};
use crate::{view, LlvmType};

/// Types the LLVM dialect accepts as values (MLIR's `isCompatibleType`): signless
/// integers, the float formats LLVM has, 1-D vectors of those or of pointers, and the
/// LLVM dialect's own types.
pub fn llvm_compatible(ctx: &Context, t: Type) -> bool {
    match ctx.type_data(t) {
        TypeData::Integer { signedness: Signedness::Signless, .. } => true,
        TypeData::Float(k) => k.llvm_has(),
        TypeData::Vector { shape, elem, .. } => {
            shape.len() == 1
                && (matches!(ctx.type_data(*elem), TypeData::Integer { signedness: Signedness::Signless, .. })
                    || matches!(ctx.type_data(*elem), TypeData::Float(k) if k.llvm_has())
                    || llvm_pointer(ctx, *elem))
        }
        _ => crate::is_llvm_type(ctx, t),
    }
}
/// Any `!llvm.ptr` (`LLVMPointer`).
pub fn llvm_pointer(ctx: &Context, t: Type) -> bool {
    matches!(view(ctx, t), Some(LlvmType::Ptr { .. }))
}
/// `!llvm.ptr` in address space `a` (`LLVMPointerInAddrSpace`).
pub fn llvm_pointer_in_addr_space(ctx: &Context, t: Type, a: i64) -> bool {
    matches!(view(ctx, t), Some(LlvmType::Ptr { addr_space }) if addr_space as i64 == a)
}
/// Any `!llvm.struct` (`LLVMStruct`).
pub fn llvm_struct(ctx: &Context, t: Type) -> bool {
    matches!(view(ctx, t), Some(LlvmType::Struct(_)))
}
/// Any `!llvm.array` (`LLVMArray`).
pub fn llvm_array(ctx: &Context, t: Type) -> bool {
    matches!(view(ctx, t), Some(LlvmType::Array { .. }))
}
/// `!llvm.void` (`LLVMVoid`).
pub fn llvm_void(ctx: &Context, t: Type) -> bool {
    matches!(view(ctx, t), Some(LlvmType::Void))
}
/// `!llvm.token` (`LLVMToken`).
pub fn llvm_token(ctx: &Context, t: Type) -> bool {
    matches!(view(ctx, t), Some(LlvmType::Token))
}
/// An `!llvm.func` type (`LLVMFunctionTypePred`).
pub fn llvm_function_type_pred(ctx: &Context, t: Type) -> bool {
    matches!(view(ctx, t), Some(LlvmType::Func { .. }))
}
/// A vector the LLVM dialect accepts (1-D, compatible elements) whose elements satisfy
/// `p` (`LLVMVectorOf`).
pub fn llvm_vector_of(ctx: &Context, t: Type, p: TyPred<'_>) -> bool {
    llvm_compatible(ctx, t) && crate::ir::pred::ty::vector_of(ctx, t, p)
}
/// A first-class LLVM type, one a value can have (`LLVMFirstClass`): LLVM-compatible
/// and not `!llvm.void`, `!llvm.func`, `!llvm.label` or `!llvm.metadata`.
pub fn llvm_first_class(ctx: &Context, t: Type) -> bool {
    llvm_compatible(ctx, t)
        && !matches!(view(ctx, t), Some(LlvmType::Void | LlvmType::Func { .. } | LlvmType::Label | LlvmType::Metadata))
}
