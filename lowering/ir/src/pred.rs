//! The predicate library spec constraints are written in: one function per `PredOp` of
//! spec/base.td (`SignlessInteger` -> `ty::signless_integer`). Nested predicates arrive as
//! closures. Generated verifiers call these; a spec naming a predicate that is missing here
//! fails to compile.

use crate::context::{Attribute, Context, Type};

/// A nested type predicate.
pub type TyPred<'p> = &'p dyn Fn(&Context, Type) -> bool;
/// A nested attribute predicate.
pub type AttrPred<'p> = &'p dyn Fn(&Context, Attribute) -> bool;

/// Predicates over types.
pub mod ty {
    use super::TyPred;
    use crate::types::{FloatKind, Signedness, TypeData};
    use crate::{Context, Type};

    pub fn any_type_pred(_: &Context, _: Type) -> bool {
        true
    }
    pub fn integer(ctx: &Context, t: Type) -> bool {
        matches!(ctx.type_data(t), TypeData::Integer { .. })
    }
    pub fn signless_integer(ctx: &Context, t: Type) -> bool {
        matches!(ctx.type_data(t), TypeData::Integer { signedness: Signedness::Signless, .. })
    }
    pub fn signed_integer(ctx: &Context, t: Type) -> bool {
        matches!(ctx.type_data(t), TypeData::Integer { signedness: Signedness::Signed, .. })
    }
    pub fn unsigned_integer(ctx: &Context, t: Type) -> bool {
        matches!(ctx.type_data(t), TypeData::Integer { signedness: Signedness::Unsigned, .. })
    }
    pub fn integer_of_width(ctx: &Context, t: Type, w: i64) -> bool {
        matches!(ctx.type_data(t), TypeData::Integer { signedness: Signedness::Signless, width } if *width as i64 == w)
    }
    pub fn integer_of_widths(ctx: &Context, t: Type, ws: &[i64]) -> bool {
        ws.iter().any(|&w| integer_of_width(ctx, t, w))
    }
    pub fn index_pred(ctx: &Context, t: Type) -> bool {
        matches!(ctx.type_data(t), TypeData::Index)
    }
    pub fn float(ctx: &Context, t: Type) -> bool {
        matches!(ctx.type_data(t), TypeData::Float(_))
    }
    pub fn float_of_width(ctx: &Context, t: Type, w: i64) -> bool {
        matches!(ctx.type_data(t), TypeData::Float(k) if k.width() as i64 == w && !matches!(k, FloatKind::BF16 | FloatKind::TF32))
            || (w == 16 && matches!(ctx.type_data(t), TypeData::Float(FloatKind::F16)))
    }
    pub fn float_named(ctx: &Context, t: Type, name: &str) -> bool {
        matches!(ctx.type_data(t), TypeData::Float(k) if k.keyword() == name)
    }
    pub fn none_type_pred(ctx: &Context, t: Type) -> bool {
        matches!(ctx.type_data(t), TypeData::None)
    }
    pub fn vector_of(ctx: &Context, t: Type, p: TyPred<'_>) -> bool {
        matches!(ctx.type_data(t), TypeData::Vector { elem, .. } if p(ctx, *elem))
    }
    pub fn fixed_vector_of(ctx: &Context, t: Type, p: TyPred<'_>) -> bool {
        matches!(ctx.type_data(t), TypeData::Vector { elem, scalable, .. } if !scalable.iter().any(|s| *s) && p(ctx, *elem))
    }
    pub fn vector_of_rank(ctx: &Context, t: Type, ranks: &[i64]) -> bool {
        matches!(ctx.type_data(t), TypeData::Vector { shape, .. } if ranks.contains(&(shape.len() as i64)))
    }
    pub fn tensor_of(ctx: &Context, t: Type, p: TyPred<'_>) -> bool {
        match ctx.type_data(t) {
            TypeData::RankedTensor { elem, .. } | TypeData::UnrankedTensor { elem } => p(ctx, *elem),
            _ => false,
        }
    }
    pub fn ranked_tensor_of(ctx: &Context, t: Type, p: TyPred<'_>) -> bool {
        matches!(ctx.type_data(t), TypeData::RankedTensor { elem, .. } if p(ctx, *elem))
    }
    pub fn mem_ref_of(ctx: &Context, t: Type, p: TyPred<'_>) -> bool {
        match ctx.type_data(t) {
            TypeData::MemRef { elem, .. } | TypeData::UnrankedMemRef { elem, .. } => p(ctx, *elem),
            _ => false,
        }
    }
    pub fn ranked_mem_ref_of(ctx: &Context, t: Type, p: TyPred<'_>) -> bool {
        matches!(ctx.type_data(t), TypeData::MemRef { elem, .. } if p(ctx, *elem))
    }
    pub fn unranked_mem_ref_of(ctx: &Context, t: Type, p: TyPred<'_>) -> bool {
        matches!(ctx.type_data(t), TypeData::UnrankedMemRef { elem, .. } if p(ctx, *elem))
    }
    pub fn static_shape_mem_ref(ctx: &Context, t: Type) -> bool {
        matches!(ctx.type_data(t), TypeData::MemRef { shape, .. } if shape.iter().all(|&d| d != crate::DYNAMIC))
    }
    pub fn mem_ref_of_rank(ctx: &Context, t: Type, ranks: &[i64]) -> bool {
        matches!(ctx.type_data(t), TypeData::MemRef { shape, .. } if ranks.contains(&(shape.len() as i64)))
    }
    pub fn complex_of(ctx: &Context, t: Type, p: TyPred<'_>) -> bool {
        matches!(ctx.type_data(t), TypeData::Complex(e) if p(ctx, *e))
    }
    pub fn function_type_pred(ctx: &Context, t: Type) -> bool {
        matches!(ctx.type_data(t), TypeData::Function { .. })
    }
    pub fn shaped_of(ctx: &Context, t: Type, p: TyPred<'_>) -> bool {
        vector_of(ctx, t, p) || tensor_of(ctx, t, p) || mem_ref_of(ctx, t, p)
    }
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
            _ => ctx.is_llvm_dialect_type(t),
        }
    }
    pub fn llvm_pointer(ctx: &Context, t: Type) -> bool {
        matches!(ctx.type_data(t), TypeData::LlvmPtr { .. })
    }
    pub fn llvm_pointer_in_addr_space(ctx: &Context, t: Type, a: i64) -> bool {
        matches!(ctx.type_data(t), TypeData::LlvmPtr { addr_space } if *addr_space as i64 == a)
    }
    pub fn llvm_struct(ctx: &Context, t: Type) -> bool {
        matches!(ctx.type_data(t), TypeData::LlvmStruct(_))
    }
    pub fn llvm_array(ctx: &Context, t: Type) -> bool {
        matches!(ctx.type_data(t), TypeData::LlvmArray { .. })
    }
    pub fn llvm_void(ctx: &Context, t: Type) -> bool {
        matches!(ctx.type_data(t), TypeData::LlvmVoid)
    }
    pub fn llvm_token(ctx: &Context, t: Type) -> bool {
        matches!(ctx.type_data(t), TypeData::LlvmToken)
    }
    pub fn llvm_function_type_pred(ctx: &Context, t: Type) -> bool {
        matches!(ctx.type_data(t), TypeData::LlvmFunc { .. })
    }
    /// A vector the LLVM dialect accepts (1-D, compatible elements) whose elements satisfy
    /// `p`.
    pub fn llvm_vector_of(ctx: &Context, t: Type, p: TyPred<'_>) -> bool {
        llvm_compatible(ctx, t) && vector_of(ctx, t, p)
    }
    pub fn llvm_first_class(ctx: &Context, t: Type) -> bool {
        llvm_compatible(ctx, t)
            && !matches!(
                ctx.type_data(t),
                TypeData::LlvmVoid | TypeData::LlvmFunc { .. } | TypeData::LlvmLabel | TypeData::LlvmMetadata
            )
    }
}

/// Predicates over attributes.
pub mod attr {
    use super::{AttrPred, TyPred};
    use crate::attrs::AttrData;
    use crate::{Attribute, Context};

    pub fn any_attr_pred(_: &Context, _: Attribute) -> bool {
        true
    }
    /// An IntegerAttr whose type satisfies `p` (a BoolAttr is an i1 IntegerAttr).
    pub fn integer_attr_of(ctx: &Context, a: Attribute, p: TyPred<'_>) -> bool {
        match ctx.attr_data(a) {
            AttrData::Integer { ty, .. } => p(ctx, *ty),
            AttrData::Bool(_) => p(ctx, ctx.common().i1),
            _ => false,
        }
    }
    pub fn any_integer_attr_pred(ctx: &Context, a: Attribute) -> bool {
        matches!(ctx.attr_data(a), AttrData::Integer { .. } | AttrData::Bool(_))
    }
    pub fn float_attr_of(ctx: &Context, a: Attribute, p: TyPred<'_>) -> bool {
        matches!(ctx.attr_data(a), AttrData::Float { ty, .. } if p(ctx, *ty))
    }
    pub fn any_float_attr_pred(ctx: &Context, a: Attribute) -> bool {
        matches!(ctx.attr_data(a), AttrData::Float { .. })
    }
    pub fn bool_attr_pred(ctx: &Context, a: Attribute) -> bool {
        matches!(ctx.attr_data(a), AttrData::Bool(_))
    }
    pub fn string_attr_pred(ctx: &Context, a: Attribute) -> bool {
        matches!(ctx.attr_data(a), AttrData::String { .. })
    }
    pub fn unit_attr_pred(ctx: &Context, a: Attribute) -> bool {
        matches!(ctx.attr_data(a), AttrData::Unit)
    }
    pub fn type_attr_of(ctx: &Context, a: Attribute, p: TyPred<'_>) -> bool {
        matches!(ctx.attr_data(a), AttrData::Type(t) if p(ctx, *t))
    }
    pub fn symbol_ref_attr_pred(ctx: &Context, a: Attribute) -> bool {
        matches!(ctx.attr_data(a), AttrData::SymbolRef { .. })
    }
    pub fn flat_symbol_ref_attr_pred(ctx: &Context, a: Attribute) -> bool {
        matches!(ctx.attr_data(a), AttrData::SymbolRef { nested, .. } if nested.is_empty())
    }
    pub fn array_attr_of(ctx: &Context, a: Attribute, p: AttrPred<'_>) -> bool {
        matches!(ctx.attr_data(a), AttrData::Array(items) if items.iter().all(|&x| p(ctx, x)))
    }
    fn dense_array_of_width(ctx: &Context, a: Attribute, w: u32) -> bool {
        matches!(ctx.attr_data(a), AttrData::DenseArrayInt { elem, .. } if ctx.int_width(*elem) == Some(w))
    }
    pub fn dense_i64_array_attr_pred(ctx: &Context, a: Attribute) -> bool {
        dense_array_of_width(ctx, a, 64)
    }
    pub fn dense_i32_array_attr_pred(ctx: &Context, a: Attribute) -> bool {
        dense_array_of_width(ctx, a, 32)
    }
    pub fn dense_bool_array_attr_pred(ctx: &Context, a: Attribute) -> bool {
        dense_array_of_width(ctx, a, 1)
    }
    pub fn dictionary_attr_pred(ctx: &Context, a: Attribute) -> bool {
        matches!(ctx.attr_data(a), AttrData::Dictionary(_))
    }
    pub fn typed_attr_pred(ctx: &Context, a: Attribute) -> bool {
        ctx.attr_type(a).is_some()
    }
    pub fn elements_attr_pred(ctx: &Context, a: Attribute) -> bool {
        matches!(ctx.attr_data(a), AttrData::DenseElements { .. })
    }
    /// An enum attribute of the named spec enum: a dialect enum attribute of that enum, or
    /// an integer whose value is one of its cases (int-stored enums).
    pub fn enum_attr_pred(ctx: &Context, a: Attribute, name: &str) -> bool {
        match ctx.attr_data(a) {
            AttrData::Enum { def, .. } => def.0.name == name,
            AttrData::Integer { ty, value } => ctx.with_registry(|r| {
                // Of the enums with this name, the one stored in integers of this width
                // (llvm's `RoundingMode` is i64, arith's i32), else the first.
                let width = ctx.int_width(*ty).unwrap_or(0);
                let d = r.enums_named(name).find(|d| d.int_width == width).or_else(|| r.find_enum(name));
                d.is_some_and(|d| {
                    if d.bit_enum {
                        let all: u64 = d.cases.iter().fold(0, |acc, c| acc | c.1);
                        (*value as u64) & !all == 0
                    } else {
                        d.keyword(*value as u64).is_some()
                    }
                })
            }),
            _ => false,
        }
    }
    pub fn strided_layout_attr_pred(ctx: &Context, a: Attribute) -> bool {
        matches!(ctx.attr_data(a), AttrData::StridedLayout { .. })
    }
    /// An attribute of the spec `AttrDef` named `dialect.mnemonic`.
    pub fn dialect_attr_pred(ctx: &Context, a: Attribute, name: &str) -> bool {
        match ctx.attr_data(a) {
            AttrData::Dialect { def, .. } => {
                name.split_once('.').is_some_and(|(d, m)| def.0.dialect == d && def.0.mnemonic == m)
            }
            _ => false,
        }
    }
    pub fn affine_map_attr_pred(ctx: &Context, a: Attribute) -> bool {
        matches!(ctx.attr_data(a), AttrData::AffineMap(_))
    }
}
