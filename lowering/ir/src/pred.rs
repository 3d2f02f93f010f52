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

    /// Any type (`AnyTypePred`).
    pub fn any_type_pred(_: &Context, _: Type) -> bool {
        true
    }
    /// Any integer type, whatever its signedness (`Integer`).
    pub fn integer(ctx: &Context, t: Type) -> bool {
        matches!(ctx.type_data(t), TypeData::Integer { .. })
    }
    /// A signless integer type `iN` (`SignlessInteger`).
    pub fn signless_integer(ctx: &Context, t: Type) -> bool {
        matches!(ctx.type_data(t), TypeData::Integer { signedness: Signedness::Signless, .. })
    }
    /// A signed integer type `siN` (`SignedInteger`).
    pub fn signed_integer(ctx: &Context, t: Type) -> bool {
        matches!(ctx.type_data(t), TypeData::Integer { signedness: Signedness::Signed, .. })
    }
    /// An unsigned integer type `uiN` (`UnsignedInteger`).
    pub fn unsigned_integer(ctx: &Context, t: Type) -> bool {
        matches!(ctx.type_data(t), TypeData::Integer { signedness: Signedness::Unsigned, .. })
    }
    /// The signless integer type of width `w` (`IntegerOfWidth`: MLIR's `I<w>`).
    pub fn integer_of_width(ctx: &Context, t: Type, w: i64) -> bool {
        matches!(ctx.type_data(t), TypeData::Integer { signedness: Signedness::Signless, width } if *width as i64 == w)
    }
    /// A signless integer type of one of the widths `ws` (`IntegerOfWidths`).
    pub fn integer_of_widths(ctx: &Context, t: Type, ws: &[i64]) -> bool {
        ws.iter().any(|&w| integer_of_width(ctx, t, w))
    }
    /// `index` (`IndexPred`).
    pub fn index_pred(ctx: &Context, t: Type) -> bool {
        matches!(ctx.type_data(t), TypeData::Index)
    }
    /// Any float type (`Float`).
    pub fn float(ctx: &Context, t: Type) -> bool {
        matches!(ctx.type_data(t), TypeData::Float(_))
    }
    /// A float type of width `w` other than `bf16` and `tf32` (`FloatOfWidth`: MLIR's `F<w>`).
    pub fn float_of_width(ctx: &Context, t: Type, w: i64) -> bool {
        matches!(ctx.type_data(t), TypeData::Float(k) if k.width() as i64 == w && !matches!(k, FloatKind::BF16 | FloatKind::TF32))
            || (w == 16 && matches!(ctx.type_data(t), TypeData::Float(FloatKind::F16)))
    }
    /// The float type whose keyword is `name` (`FloatNamed "bf16"`).
    pub fn float_named(ctx: &Context, t: Type, name: &str) -> bool {
        matches!(ctx.type_data(t), TypeData::Float(k) if k.keyword() == name)
    }
    /// `none` (`NoneTypePred`).
    pub fn none_type_pred(ctx: &Context, t: Type) -> bool {
        matches!(ctx.type_data(t), TypeData::None)
    }
    /// A vector whose element type satisfies `p` (`VectorOf`).
    pub fn vector_of(ctx: &Context, t: Type, p: TyPred<'_>) -> bool {
        matches!(ctx.type_data(t), TypeData::Vector { elem, .. } if p(ctx, *elem))
    }
    /// A vector with no scalable dimension whose element type satisfies `p` (`FixedVectorOf`).
    pub fn fixed_vector_of(ctx: &Context, t: Type, p: TyPred<'_>) -> bool {
        matches!(ctx.type_data(t), TypeData::Vector { elem, scalable, .. } if !scalable.iter().any(|s| *s) && p(ctx, *elem))
    }
    /// A vector whose rank is one of `ranks` (`VectorOfRank`).
    pub fn vector_of_rank(ctx: &Context, t: Type, ranks: &[i64]) -> bool {
        matches!(ctx.type_data(t), TypeData::Vector { shape, .. } if ranks.contains(&(shape.len() as i64)))
    }
    /// A ranked or unranked tensor whose element type satisfies `p` (`TensorOf`).
    pub fn tensor_of(ctx: &Context, t: Type, p: TyPred<'_>) -> bool {
        match ctx.type_data(t) {
            TypeData::RankedTensor { elem, .. } | TypeData::UnrankedTensor { elem } => p(ctx, *elem),
            _ => false,
        }
    }
    /// A ranked tensor whose element type satisfies `p` (`RankedTensorOf`).
    pub fn ranked_tensor_of(ctx: &Context, t: Type, p: TyPred<'_>) -> bool {
        matches!(ctx.type_data(t), TypeData::RankedTensor { elem, .. } if p(ctx, *elem))
    }
    /// A ranked or unranked memref whose element type satisfies `p` (`MemRefOf`).
    pub fn mem_ref_of(ctx: &Context, t: Type, p: TyPred<'_>) -> bool {
        match ctx.type_data(t) {
            TypeData::MemRef { elem, .. } | TypeData::UnrankedMemRef { elem, .. } => p(ctx, *elem),
            _ => false,
        }
    }
    /// A ranked memref whose element type satisfies `p` (`RankedMemRefOf`).
    pub fn ranked_mem_ref_of(ctx: &Context, t: Type, p: TyPred<'_>) -> bool {
        matches!(ctx.type_data(t), TypeData::MemRef { elem, .. } if p(ctx, *elem))
    }
    /// An unranked memref whose element type satisfies `p` (`UnrankedMemRefOf`).
    pub fn unranked_mem_ref_of(ctx: &Context, t: Type, p: TyPred<'_>) -> bool {
        matches!(ctx.type_data(t), TypeData::UnrankedMemRef { elem, .. } if p(ctx, *elem))
    }
    /// A ranked memref with no dynamic dimension (`StaticShapeMemRef`).
    pub fn static_shape_mem_ref(ctx: &Context, t: Type) -> bool {
        matches!(ctx.type_data(t), TypeData::MemRef { shape, .. } if shape.iter().all(|&d| d != crate::DYNAMIC))
    }
    /// A ranked memref whose rank is one of `ranks` (`MemRefOfRank`).
    pub fn mem_ref_of_rank(ctx: &Context, t: Type, ranks: &[i64]) -> bool {
        matches!(ctx.type_data(t), TypeData::MemRef { shape, .. } if ranks.contains(&(shape.len() as i64)))
    }
    /// `complex<T>` where `T` satisfies `p` (`ComplexOf`).
    pub fn complex_of(ctx: &Context, t: Type, p: TyPred<'_>) -> bool {
        matches!(ctx.type_data(t), TypeData::Complex(e) if p(ctx, *e))
    }
    /// A builtin function type (`FunctionTypePred`).
    pub fn function_type_pred(ctx: &Context, t: Type) -> bool {
        matches!(ctx.type_data(t), TypeData::Function { .. })
    }
    /// A vector, tensor or memref whose element type satisfies `p` (`ShapedOf`).
    pub fn shaped_of(ctx: &Context, t: Type, p: TyPred<'_>) -> bool {
        vector_of(ctx, t, p) || tensor_of(ctx, t, p) || mem_ref_of(ctx, t, p)
    }
    // The LLVM dialect's predicates (`LLVMPointer`, ...) live with its types, in
    // `descent-llvm-types` (`llvm_types::pred`).
}

/// Predicates over attributes.
pub mod attr {
    use super::{AttrPred, TyPred};
    use crate::attrs::AttrData;
    use crate::{Attribute, Context};

    /// Any attribute (`AnyAttrPred`).
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
    /// Any IntegerAttr or BoolAttr (`AnyIntegerAttrPred`).
    pub fn any_integer_attr_pred(ctx: &Context, a: Attribute) -> bool {
        matches!(ctx.attr_data(a), AttrData::Integer { .. } | AttrData::Bool(_))
    }
    /// A FloatAttr whose type satisfies `p` (`FloatAttrOf`).
    pub fn float_attr_of(ctx: &Context, a: Attribute, p: TyPred<'_>) -> bool {
        matches!(ctx.attr_data(a), AttrData::Float { ty, .. } if p(ctx, *ty))
    }
    /// Any FloatAttr (`AnyFloatAttrPred`).
    pub fn any_float_attr_pred(ctx: &Context, a: Attribute) -> bool {
        matches!(ctx.attr_data(a), AttrData::Float { .. })
    }
    /// A BoolAttr (`BoolAttrPred`).
    pub fn bool_attr_pred(ctx: &Context, a: Attribute) -> bool {
        matches!(ctx.attr_data(a), AttrData::Bool(_))
    }
    /// A StringAttr, typed or not (`StringAttrPred`).
    pub fn string_attr_pred(ctx: &Context, a: Attribute) -> bool {
        matches!(ctx.attr_data(a), AttrData::String { .. })
    }
    /// The unit attribute (`UnitAttrPred`).
    pub fn unit_attr_pred(ctx: &Context, a: Attribute) -> bool {
        matches!(ctx.attr_data(a), AttrData::Unit)
    }
    /// A TypeAttr whose type satisfies `p` (`TypeAttrOf`).
    pub fn type_attr_of(ctx: &Context, a: Attribute, p: TyPred<'_>) -> bool {
        matches!(ctx.attr_data(a), AttrData::Type(t) if p(ctx, *t))
    }
    /// Any SymbolRefAttr, nested or flat (`SymbolRefAttrPred`).
    pub fn symbol_ref_attr_pred(ctx: &Context, a: Attribute) -> bool {
        matches!(ctx.attr_data(a), AttrData::SymbolRef { .. })
    }
    /// A FlatSymbolRefAttr: `@name` with no nested references (`FlatSymbolRefAttrPred`).
    pub fn flat_symbol_ref_attr_pred(ctx: &Context, a: Attribute) -> bool {
        matches!(ctx.attr_data(a), AttrData::SymbolRef { nested, .. } if nested.is_empty())
    }
    /// An ArrayAttr whose elements all satisfy `p` (`ArrayAttrOf`).
    pub fn array_attr_of(ctx: &Context, a: Attribute, p: AttrPred<'_>) -> bool {
        matches!(ctx.attr_data(a), AttrData::Array(items) if items.iter().all(|&x| p(ctx, x)))
    }
    fn dense_array_of_width(ctx: &Context, a: Attribute, w: u32) -> bool {
        matches!(ctx.attr_data(a), AttrData::DenseArrayInt { elem, .. } if ctx.int_width(*elem) == Some(w))
    }
    /// `array<i64: ...>` (`DenseI64ArrayAttrPred`).
    pub fn dense_i64_array_attr_pred(ctx: &Context, a: Attribute) -> bool {
        dense_array_of_width(ctx, a, 64)
    }
    /// `array<i32: ...>` (`DenseI32ArrayAttrPred`).
    pub fn dense_i32_array_attr_pred(ctx: &Context, a: Attribute) -> bool {
        dense_array_of_width(ctx, a, 32)
    }
    /// `array<i1: ...>` (`DenseBoolArrayAttrPred`).
    pub fn dense_bool_array_attr_pred(ctx: &Context, a: Attribute) -> bool {
        dense_array_of_width(ctx, a, 1)
    }
    /// A DictionaryAttr (`DictionaryAttrPred`).
    pub fn dictionary_attr_pred(ctx: &Context, a: Attribute) -> bool {
        matches!(ctx.attr_data(a), AttrData::Dictionary(_))
    }
    /// An attribute with a type, as `Context::attr_type` gives one: integer, bool, float,
    /// dense elements or string (`TypedAttrPred`: MLIR's `TypedAttr`).
    pub fn typed_attr_pred(ctx: &Context, a: Attribute) -> bool {
        ctx.attr_type(a).is_some()
    }
    /// A dense elements attribute (`ElementsAttrPred`).
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
    /// `strided<[...], offset: ...>` (`StridedLayoutAttrPred`).
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
    /// `affine_map<...>` (`AffineMapAttrPred`).
    pub fn affine_map_attr_pred(ctx: &Context, a: Attribute) -> bool {
        matches!(ctx.attr_data(a), AttrData::AffineMap(_))
    }
}
