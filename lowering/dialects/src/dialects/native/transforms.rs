//! Type transforms named by `TypesMatchWith` in the spec: how one value's type follows
//! from another's (used to verify and to infer types the custom syntax does not print).

use crate::ir::{Context, Type, TypeData};
use crate::llvm_types;

/// The same type.
pub fn identity(_ctx: &Context, t: Type) -> Type {
    t
}

/// `i1` of the same shape: scalar -> i1, vector<4xT> -> vector<4xi1>, tensor likewise.
pub fn i1_same_shape(ctx: &Context, t: Type) -> Type {
    let i1 = ctx.common().i1;
    match ctx.type_data(t) {
        TypeData::Vector { shape, scalable, .. } => {
            ctx.intern_type(TypeData::Vector { shape: shape.clone(), scalable: scalable.clone(), elem: i1 })
        }
        TypeData::RankedTensor { shape, encoding, .. } => {
            ctx.intern_type(TypeData::RankedTensor { shape: shape.clone(), elem: i1, encoding: *encoding })
        }
        TypeData::UnrankedTensor { .. } => ctx.intern_type(TypeData::UnrankedTensor { elem: i1 }),
        _ => i1,
    }
}

/// The element type of a memref (the type itself for non-shaped types).
pub fn memref_element_type(ctx: &Context, t: Type) -> Type {
    ctx.element_type_or_self(t)
}

/// The element type of a vector (the type itself for non-shaped types).
pub fn vector_element_type(ctx: &Context, t: Type) -> Type {
    ctx.element_type_or_self(t)
}

/// The inputs of a function type, as a tuple spread over the variadic operand group.
pub fn function_inputs(ctx: &Context, t: Type) -> Type {
    match ctx.type_data(t) {
        TypeData::Function { inputs, .. } => ctx.intern_type(TypeData::Tuple(inputs.clone())),
        _ => t,
    }
}

/// The results of a function type, as a tuple spread over the variadic result group.
pub fn function_results(ctx: &Context, t: Type) -> Type {
    match ctx.type_data(t) {
        TypeData::Function { results, .. } => ctx.intern_type(TypeData::Tuple(results.clone())),
        _ => t,
    }
}

/// `!llvm.struct<(T, i1)>` for cmpxchg's result.
pub fn value_and_bool_struct(ctx: &Context, t: Type) -> Type {
    llvm_types::literal_struct(ctx, &[t, ctx.common().i1], false)
}
