// @generated from spec/constraints.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{dialects, ir};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `AnyType` (spec/constraints.td:N): any type
pub fn any_type(ctx: &Context, x: Type) -> bool {
    ir::pred::ty::any_type_pred(ctx, x)
}
/// `NoneType` (spec/constraints.td:N): none type
pub fn none_type(ctx: &Context, x: Type) -> bool {
    ir::pred::ty::none_type_pred(ctx, x)
}
/// `AnyInteger` (spec/constraints.td:N): integer
pub fn any_integer(ctx: &Context, x: Type) -> bool {
    ir::pred::ty::integer(ctx, x)
}
/// `AnySignlessInteger` (spec/constraints.td:N): signless integer
pub fn any_signless_integer(ctx: &Context, x: Type) -> bool {
    ir::pred::ty::signless_integer(ctx, x)
}
/// `AnySignedInteger` (spec/constraints.td:N): signed integer
pub fn any_signed_integer(ctx: &Context, x: Type) -> bool {
    ir::pred::ty::signed_integer(ctx, x)
}
/// `AnyUnsignedInteger` (spec/constraints.td:N): unsigned integer
pub fn any_unsigned_integer(ctx: &Context, x: Type) -> bool {
    ir::pred::ty::unsigned_integer(ctx, x)
}
/// `I1` (spec/constraints.td:N): 1-bit signless integer
pub fn i1(ctx: &Context, x: Type) -> bool {
    ir::pred::ty::integer_of_width(ctx, x, 1i64)
}
/// `I8` (spec/constraints.td:N): 8-bit signless integer
pub fn i8(ctx: &Context, x: Type) -> bool {
    ir::pred::ty::integer_of_width(ctx, x, 8i64)
}
/// `I16` (spec/constraints.td:N): 16-bit signless integer
pub fn i16(ctx: &Context, x: Type) -> bool {
    ir::pred::ty::integer_of_width(ctx, x, 16i64)
}
/// `I32` (spec/constraints.td:N): 32-bit signless integer
pub fn i32(ctx: &Context, x: Type) -> bool {
    ir::pred::ty::integer_of_width(ctx, x, 32i64)
}
/// `I64` (spec/constraints.td:N): 64-bit signless integer
pub fn i64(ctx: &Context, x: Type) -> bool {
    ir::pred::ty::integer_of_width(ctx, x, 64i64)
}
/// `I128` (spec/constraints.td:N): 128-bit signless integer
pub fn i128(ctx: &Context, x: Type) -> bool {
    ir::pred::ty::integer_of_width(ctx, x, 128i64)
}
/// `Index` (spec/constraints.td:N): index
pub fn index(ctx: &Context, x: Type) -> bool {
    ir::pred::ty::index_pred(ctx, x)
}
/// `AnySignlessIntegerOrIndex` (spec/constraints.td:N): signless integer or index
pub fn any_signless_integer_or_index(ctx: &Context, x: Type) -> bool {
    (ir::pred::ty::signless_integer(ctx, x) || ir::pred::ty::index_pred(ctx, x))
}
/// `AnyFloat` (spec/constraints.td:N): floating-point
pub fn any_float(ctx: &Context, x: Type) -> bool {
    ir::pred::ty::float(ctx, x)
}
/// `F16` (spec/constraints.td:N): 16-bit float
pub fn f16(ctx: &Context, x: Type) -> bool {
    ir::pred::ty::float_named(ctx, x, "f16")
}
/// `F32` (spec/constraints.td:N): 32-bit float
pub fn f32(ctx: &Context, x: Type) -> bool {
    ir::pred::ty::float_named(ctx, x, "f32")
}
/// `F64` (spec/constraints.td:N): 64-bit float
pub fn f64(ctx: &Context, x: Type) -> bool {
    ir::pred::ty::float_named(ctx, x, "f64")
}
/// `F80` (spec/constraints.td:N): 80-bit float
pub fn f80(ctx: &Context, x: Type) -> bool {
    ir::pred::ty::float_named(ctx, x, "f80")
}
/// `F128` (spec/constraints.td:N): 128-bit float
pub fn f128(ctx: &Context, x: Type) -> bool {
    ir::pred::ty::float_named(ctx, x, "f128")
}
/// `BF16` (spec/constraints.td:N): bfloat16 type
pub fn bf16(ctx: &Context, x: Type) -> bool {
    ir::pred::ty::float_named(ctx, x, "bf16")
}
/// `AnySignlessIntegerOrFloat` (spec/constraints.td:N): signless integer or floating-point
pub fn any_signless_integer_or_float(ctx: &Context, x: Type) -> bool {
    (ir::pred::ty::signless_integer(ctx, x) || ir::pred::ty::float(ctx, x))
}
/// `AnyComplex` (spec/constraints.td:N): complex-type
pub fn any_complex(ctx: &Context, x: Type) -> bool {
    ir::pred::ty::complex_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
    )
}
/// `FunctionType` (spec/constraints.td:N): function type
pub fn function_type(ctx: &Context, x: Type) -> bool {
    ir::pred::ty::function_type_pred(ctx, x)
}
/// `AnyVector` (spec/constraints.td:N): vector of any type values
pub fn any_vector(ctx: &Context, x: Type) -> bool {
    ir::pred::ty::vector_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
    )
}
/// `AnyTensor` (spec/constraints.td:N): tensor of any type values
pub fn any_tensor(ctx: &Context, x: Type) -> bool {
    ir::pred::ty::tensor_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
    )
}
/// `AnyRankedTensor` (spec/constraints.td:N): ranked tensor of any type values
pub fn any_ranked_tensor(ctx: &Context, x: Type) -> bool {
    ir::pred::ty::ranked_tensor_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
    )
}
/// `AnyMemRef` (spec/constraints.td:N): memref of any type values
pub fn any_mem_ref(ctx: &Context, x: Type) -> bool {
    ir::pred::ty::ranked_mem_ref_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
    )
}
/// `AnyUnrankedMemRef` (spec/constraints.td:N): unranked.memref of any type values
pub fn any_unranked_mem_ref(ctx: &Context, x: Type) -> bool {
    ir::pred::ty::unranked_mem_ref_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
    )
}
/// `AnyRankedOrUnrankedMemRef` (spec/constraints.td:N): ranked or unranked memref of any type values
pub fn any_ranked_or_unranked_mem_ref(ctx: &Context, x: Type) -> bool {
    ir::pred::ty::mem_ref_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
    )
}
/// `AnyStaticShapeMemRef` (spec/constraints.td:N): statically shaped memref of any type values
pub fn any_static_shape_mem_ref(ctx: &Context, x: Type) -> bool {
    (ir::pred::ty::ranked_mem_ref_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
    ) && ir::pred::ty::static_shape_mem_ref(ctx, x))
}
/// `AnyStridedMemRef` (spec/constraints.td:N): strided memref of any type values
pub fn any_strided_mem_ref(ctx: &Context, x: Type) -> bool {
    (ir::pred::ty::ranked_mem_ref_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
    ) && dialects::native::preds::is_strided_memref(ctx, x))
}
/// `AnyNon0RankedMemRef` (spec/constraints.td:N): non-0-ranked.memref of any type values
pub fn any_non0_ranked_mem_ref(ctx: &Context, x: Type) -> bool {
    (ir::pred::ty::ranked_mem_ref_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
    ) && (!ir::pred::ty::mem_ref_of_rank(ctx, x, &[0i64])))
}
/// `AnyNon0RankedOrUnrankedMemRef` (spec/constraints.td:N): unranked.memref of any type values or non-0-ranked.memref of any type values
pub fn any_non0_ranked_or_unranked_mem_ref(ctx: &Context, x: Type) -> bool {
    (ir::pred::ty::unranked_mem_ref_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
    )
        || (ir::pred::ty::ranked_mem_ref_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
        ) && (!ir::pred::ty::mem_ref_of_rank(ctx, x, &[0i64]))))
}
/// `BoolLike` (spec/constraints.td:N): bool-like
pub fn bool_like(ctx: &Context, x: Type) -> bool {
    (ir::pred::ty::integer_of_width(ctx, x, 1i64)
        || ir::pred::ty::vector_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool {
                ir::pred::ty::integer_of_width(ctx, x, 1i64)
            },
        )
        || ir::pred::ty::tensor_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool {
                ir::pred::ty::integer_of_width(ctx, x, 1i64)
            },
        ))
}
/// `SignlessIntegerLike` (spec/constraints.td:N): signless-integer
pub fn signless_integer_like(ctx: &Context, x: Type) -> bool {
    (ir::pred::ty::signless_integer(ctx, x)
        || ir::pred::ty::vector_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool { ir::pred::ty::signless_integer(ctx, x) },
        )
        || ir::pred::ty::tensor_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool { ir::pred::ty::signless_integer(ctx, x) },
        ))
}
/// `SignlessIntegerOrIndexLike` (spec/constraints.td:N): signless-integer-like
pub fn signless_integer_or_index_like(ctx: &Context, x: Type) -> bool {
    ((ir::pred::ty::signless_integer(ctx, x) || ir::pred::ty::index_pred(ctx, x))
        || ir::pred::ty::vector_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool {
                (ir::pred::ty::signless_integer(ctx, x)
                    || ir::pred::ty::index_pred(ctx, x))
            },
        )
        || ir::pred::ty::tensor_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool {
                (ir::pred::ty::signless_integer(ctx, x)
                    || ir::pred::ty::index_pred(ctx, x))
            },
        ))
}
/// `FloatLike` (spec/constraints.td:N): floating-point-like
pub fn float_like(ctx: &Context, x: Type) -> bool {
    (ir::pred::ty::float(ctx, x)
        || ir::pred::ty::vector_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool { ir::pred::ty::float(ctx, x) },
        )
        || ir::pred::ty::tensor_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool { ir::pred::ty::float(ctx, x) },
        ))
}
/// `IndexLike` (spec/constraints.td:N): index-like
pub fn index_like(ctx: &Context, x: Type) -> bool {
    (ir::pred::ty::index_pred(ctx, x)
        || ir::pred::ty::vector_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool { ir::pred::ty::index_pred(ctx, x) },
        )
        || ir::pred::ty::tensor_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool { ir::pred::ty::index_pred(ctx, x) },
        ))
}
/// `SignlessIntegerOrFloatLike` (spec/constraints.td:N): signless-integer-like or floating-point-like
pub fn signless_integer_or_float_like(ctx: &Context, x: Type) -> bool {
    ((ir::pred::ty::signless_integer(ctx, x)
        || ir::pred::ty::vector_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool { ir::pred::ty::signless_integer(ctx, x) },
        )
        || ir::pred::ty::tensor_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool { ir::pred::ty::signless_integer(ctx, x) },
        ))
        || (ir::pred::ty::float(ctx, x)
            || ir::pred::ty::vector_of(
                ctx,
                x,
                &|ctx: &Context, x: Type| -> bool { ir::pred::ty::float(ctx, x) },
            )
            || ir::pred::ty::tensor_of(
                ctx,
                x,
                &|ctx: &Context, x: Type| -> bool { ir::pred::ty::float(ctx, x) },
            )))
}
/// `SignlessIntegerOrIndexOrFloatLike` (spec/constraints.td:N): signless-integer-or-index-like or floating-point-like
pub fn signless_integer_or_index_or_float_like(ctx: &Context, x: Type) -> bool {
    (((ir::pred::ty::signless_integer(ctx, x) || ir::pred::ty::index_pred(ctx, x))
        || ir::pred::ty::vector_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool {
                (ir::pred::ty::signless_integer(ctx, x)
                    || ir::pred::ty::index_pred(ctx, x))
            },
        )
        || ir::pred::ty::tensor_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool {
                (ir::pred::ty::signless_integer(ctx, x)
                    || ir::pred::ty::index_pred(ctx, x))
            },
        ))
        || (ir::pred::ty::float(ctx, x)
            || ir::pred::ty::vector_of(
                ctx,
                x,
                &|ctx: &Context, x: Type| -> bool { ir::pred::ty::float(ctx, x) },
            )
            || ir::pred::ty::tensor_of(
                ctx,
                x,
                &|ctx: &Context, x: Type| -> bool { ir::pred::ty::float(ctx, x) },
            )))
}
/// `AnyAttr` (spec/constraints.td:N): any attribute
pub fn any_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::any_attr_pred(ctx, x)
}
/// `BoolAttr` (spec/constraints.td:N): bool attribute
pub fn bool_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::bool_attr_pred(ctx, x)
}
/// `I32Attr` (spec/constraints.td:N): 32-bit signless integer attribute
pub fn i32_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::integer_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            ir::pred::ty::integer_of_width(ctx, x, 32i64)
        },
    )
}
/// `I64Attr` (spec/constraints.td:N): 64-bit signless integer attribute
pub fn i64_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::integer_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            ir::pred::ty::integer_of_width(ctx, x, 64i64)
        },
    )
}
/// `IndexAttr` (spec/constraints.td:N): index attribute
pub fn index_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::integer_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::index_pred(ctx, x) },
    )
}
/// `AnyIntegerAttr` (spec/constraints.td:N): arbitrary integer attribute
pub fn any_integer_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::any_integer_attr_pred(ctx, x)
}
/// `F32Attr` (spec/constraints.td:N): 32-bit float attribute
pub fn f32_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::float_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::float_named(ctx, x, "f32") },
    )
}
/// `F64Attr` (spec/constraints.td:N): 64-bit float attribute
pub fn f64_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::float_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::float_named(ctx, x, "f64") },
    )
}
/// `AnyFloatAttr` (spec/constraints.td:N): arbitrary float attribute
pub fn any_float_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::any_float_attr_pred(ctx, x)
}
/// `StrAttr` (spec/constraints.td:N): string attribute
pub fn str_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::string_attr_pred(ctx, x)
}
/// `SymbolNameAttr` (spec/constraints.td:N): string attribute
pub fn symbol_name_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::string_attr_pred(ctx, x)
}
/// `UnitAttr` (spec/constraints.td:N): unit attribute
pub fn unit_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::unit_attr_pred(ctx, x)
}
/// `TypeAttr` (spec/constraints.td:N): any type attribute
pub fn type_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::type_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
    )
}
/// `FunctionTypeAttr` (spec/constraints.td:N): type attribute of function type
pub fn function_type_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::type_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::function_type_pred(ctx, x) },
    )
}
/// `SymbolRefAttr` (spec/constraints.td:N): symbol reference attribute
pub fn symbol_ref_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::symbol_ref_attr_pred(ctx, x)
}
/// `FlatSymbolRefAttr` (spec/constraints.td:N): flat symbol reference attribute
pub fn flat_symbol_ref_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::flat_symbol_ref_attr_pred(ctx, x)
}
/// `ArrayAttr` (spec/constraints.td:N): array attribute
pub fn array_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::array_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Attribute| -> bool { ir::pred::attr::any_attr_pred(ctx, x) },
    )
}
/// `TypeArrayAttr` (spec/constraints.td:N): type array attribute
pub fn type_array_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::array_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Attribute| -> bool {
            ir::pred::attr::type_attr_of(
                ctx,
                x,
                &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
            )
        },
    )
}
/// `StrArrayAttr` (spec/constraints.td:N): string array attribute
pub fn str_array_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::array_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Attribute| -> bool {
            ir::pred::attr::string_attr_pred(ctx, x)
        },
    )
}
/// `DictArrayAttr` (spec/constraints.td:N): Array of dictionary attributes
pub fn dict_array_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::array_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Attribute| -> bool {
            ir::pred::attr::dictionary_attr_pred(ctx, x)
        },
    )
}
/// `I64ArrayAttr` (spec/constraints.td:N): 64-bit integer array attribute
pub fn i64_array_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::array_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Attribute| -> bool {
            ir::pred::attr::integer_attr_of(
                ctx,
                x,
                &|ctx: &Context, x: Type| -> bool {
                    ir::pred::ty::integer_of_width(ctx, x, 64i64)
                },
            )
        },
    )
}
/// `I32ArrayAttr` (spec/constraints.td:N): 32-bit integer array attribute
pub fn i32_array_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::array_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Attribute| -> bool {
            ir::pred::attr::integer_attr_of(
                ctx,
                x,
                &|ctx: &Context, x: Type| -> bool {
                    ir::pred::ty::integer_of_width(ctx, x, 32i64)
                },
            )
        },
    )
}
/// `IndexListArrayAttr` (spec/constraints.td:N): Array of 64-bit integer array attributes
pub fn index_list_array_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::array_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Attribute| -> bool {
            ir::pred::attr::array_attr_of(
                ctx,
                x,
                &|ctx: &Context, x: Attribute| -> bool {
                    ir::pred::attr::integer_attr_of(
                        ctx,
                        x,
                        &|ctx: &Context, x: Type| -> bool {
                            ir::pred::ty::integer_of_width(ctx, x, 64i64)
                        },
                    )
                },
            )
        },
    )
}
/// `DenseI64ArrayAttr` (spec/constraints.td:N): i64 dense array attribute
pub fn dense_i64_array_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::dense_i64_array_attr_pred(ctx, x)
}
/// `DenseI32ArrayAttr` (spec/constraints.td:N): i32 dense array attribute
pub fn dense_i32_array_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::dense_i32_array_attr_pred(ctx, x)
}
/// `DenseBoolArrayAttr` (spec/constraints.td:N): i1 dense array attribute
pub fn dense_bool_array_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::dense_bool_array_attr_pred(ctx, x)
}
/// `DictionaryAttr` (spec/constraints.td:N): dictionary of named attribute values
pub fn dictionary_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::dictionary_attr_pred(ctx, x)
}
/// `TypedAttr` (spec/constraints.td:N): TypedAttr instance
pub fn typed_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::typed_attr_pred(ctx, x)
}
/// `ElementsAttr` (spec/constraints.td:N): constant vector/tensor attribute
pub fn elements_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::elements_attr_pred(ctx, x)
}
/// `AnyIntElementsAttr` (spec/constraints.td:N): integer elements attribute
pub fn any_int_elements_attr(ctx: &Context, x: Attribute) -> bool {
    (ir::pred::attr::elements_attr_pred(ctx, x)
        && dialects::native::preds::is_dense_int_elements(ctx, x))
}
/// `AffineMapAttr` (spec/constraints.td:N): AffineMap attribute
pub fn affine_map_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::affine_map_attr_pred(ctx, x)
}
/// `StridedLayoutAttr` (spec/constraints.td:N): An Attribute representing a strided layout of a shaped type
pub fn strided_layout_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::strided_layout_attr_pred(ctx, x)
}
/// `IntNonNegative` (spec/constraints.td:N): value is non-negative
pub fn int_non_negative(ctx: &Context, x: Attribute) -> bool {
    dialects::native::preds::int_attr_non_negative(ctx, x)
}
/// `IntPositive` (spec/constraints.td:N): value is positive
pub fn int_positive(ctx: &Context, x: Attribute) -> bool {
    dialects::native::preds::int_attr_positive(ctx, x)
}
/// `IntPowerOf2` (spec/constraints.td:N): value is a power of two > 0
pub fn int_power_of2(ctx: &Context, x: Attribute) -> bool {
    dialects::native::preds::int_attr_power_of_two(ctx, x)
}
/// `IntPositivePowerOf2` (spec/constraints.td:N): value is positive and whose value is a power of two > 0
pub fn int_positive_power_of2(ctx: &Context, x: Attribute) -> bool {
    (dialects::native::preds::int_attr_positive(ctx, x)
        && dialects::native::preds::int_attr_power_of_two(ctx, x))
}
/// `ValidAlignmentI64Attr` (spec/constraints.td:N): 64-bit signless integer attribute
pub fn valid_alignment_i64_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::integer_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            ir::pred::ty::integer_of_width(ctx, x, 64i64)
        },
    )
}
/// `PositiveI32Attr` (spec/constraints.td:N): 32-bit signless integer attribute
pub fn positive_i32_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::integer_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            ir::pred::ty::integer_of_width(ctx, x, 32i64)
        },
    )
}
/// `NonNegativeI32Attr` (spec/constraints.td:N): 32-bit signless integer attribute
pub fn non_negative_i32_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::integer_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            ir::pred::ty::integer_of_width(ctx, x, 32i64)
        },
    )
}
/// `NonNegativeI64Attr` (spec/constraints.td:N): 64-bit signless integer attribute
pub fn non_negative_i64_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::integer_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            ir::pred::ty::integer_of_width(ctx, x, 64i64)
        },
    )
}
