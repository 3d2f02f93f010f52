// @generated from spec/constraints.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `AnyType` (spec/constraints.td:14): any type
pub fn any_type(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ::descent::ir::pred::ty::any_type_pred(ctx, x)
}
/// `NoneType` (spec/constraints.td:15): none type
pub fn none_type(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ::descent::ir::pred::ty::none_type_pred(ctx, x)
}
/// `AnyInteger` (spec/constraints.td:18): integer
pub fn any_integer(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ::descent::ir::pred::ty::integer(ctx, x)
}
/// `AnySignlessInteger` (spec/constraints.td:21): signless integer
pub fn any_signless_integer(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ::descent::ir::pred::ty::signless_integer(ctx, x)
}
/// `AnySignedInteger` (spec/constraints.td:24): signed integer
pub fn any_signed_integer(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ::descent::ir::pred::ty::signed_integer(ctx, x)
}
/// `AnyUnsignedInteger` (spec/constraints.td:27): unsigned integer
pub fn any_unsigned_integer(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ::descent::ir::pred::ty::unsigned_integer(ctx, x)
}
/// `I1` (spec/constraints.td:30): 1-bit signless integer
pub fn i1(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ::descent::ir::pred::ty::integer_of_width(ctx, x, 1i64)
}
/// `I8` (spec/constraints.td:33): 8-bit signless integer
pub fn i8(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ::descent::ir::pred::ty::integer_of_width(ctx, x, 8i64)
}
/// `I16` (spec/constraints.td:36): 16-bit signless integer
pub fn i16(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ::descent::ir::pred::ty::integer_of_width(ctx, x, 16i64)
}
/// `I32` (spec/constraints.td:39): 32-bit signless integer
pub fn i32(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ::descent::ir::pred::ty::integer_of_width(ctx, x, 32i64)
}
/// `I64` (spec/constraints.td:42): 64-bit signless integer
pub fn i64(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ::descent::ir::pred::ty::integer_of_width(ctx, x, 64i64)
}
/// `I128` (spec/constraints.td:45): 128-bit signless integer
pub fn i128(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ::descent::ir::pred::ty::integer_of_width(ctx, x, 128i64)
}
/// `Index` (spec/constraints.td:49): index
pub fn index(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ::descent::ir::pred::ty::index_pred(ctx, x)
}
/// `AnySignlessIntegerOrIndex` (spec/constraints.td:52): signless integer or index
pub fn any_signless_integer_or_index(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    (::descent::ir::pred::ty::signless_integer(ctx, x)
        || ::descent::ir::pred::ty::index_pred(ctx, x))
}
/// `AnyFloat` (spec/constraints.td:56): floating-point
pub fn any_float(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ::descent::ir::pred::ty::float(ctx, x)
}
/// `F16` (spec/constraints.td:57): 16-bit float
pub fn f16(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ::descent::ir::pred::ty::float_named(ctx, x, "f16")
}
/// `F32` (spec/constraints.td:58): 32-bit float
pub fn f32(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ::descent::ir::pred::ty::float_named(ctx, x, "f32")
}
/// `F64` (spec/constraints.td:59): 64-bit float
pub fn f64(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ::descent::ir::pred::ty::float_named(ctx, x, "f64")
}
/// `F80` (spec/constraints.td:60): 80-bit float
pub fn f80(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ::descent::ir::pred::ty::float_named(ctx, x, "f80")
}
/// `F128` (spec/constraints.td:61): 128-bit float
pub fn f128(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ::descent::ir::pred::ty::float_named(ctx, x, "f128")
}
/// `BF16` (spec/constraints.td:62): bfloat16 type
pub fn bf16(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ::descent::ir::pred::ty::float_named(ctx, x, "bf16")
}
/// `AnySignlessIntegerOrFloat` (spec/constraints.td:64): signless integer or floating-point
pub fn any_signless_integer_or_float(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    (::descent::ir::pred::ty::signless_integer(ctx, x)
        || ::descent::ir::pred::ty::float(ctx, x))
}
/// `AnyComplex` (spec/constraints.td:68): complex-type
pub fn any_complex(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ::descent::ir::pred::ty::complex_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            let _ = ctx;
            ::descent::ir::pred::ty::any_type_pred(ctx, x)
        },
    )
}
/// `FunctionType` (spec/constraints.td:69): function type
pub fn function_type(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ::descent::ir::pred::ty::function_type_pred(ctx, x)
}
/// `AnyVector` (spec/constraints.td:102): vector of any type values
pub fn any_vector(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ::descent::ir::pred::ty::vector_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            let _ = ctx;
            ::descent::ir::pred::ty::any_type_pred(ctx, x)
        },
    )
}
/// `AnyTensor` (spec/constraints.td:103): tensor of any type values
pub fn any_tensor(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ::descent::ir::pred::ty::tensor_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            let _ = ctx;
            ::descent::ir::pred::ty::any_type_pred(ctx, x)
        },
    )
}
/// `AnyRankedTensor` (spec/constraints.td:104): ranked tensor of any type values
pub fn any_ranked_tensor(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ::descent::ir::pred::ty::ranked_tensor_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            let _ = ctx;
            ::descent::ir::pred::ty::any_type_pred(ctx, x)
        },
    )
}
/// `AnyMemRef` (spec/constraints.td:105): memref of any type values
pub fn any_mem_ref(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ::descent::ir::pred::ty::ranked_mem_ref_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            let _ = ctx;
            ::descent::ir::pred::ty::any_type_pred(ctx, x)
        },
    )
}
/// `AnyUnrankedMemRef` (spec/constraints.td:106): unranked.memref of any type values
pub fn any_unranked_mem_ref(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ::descent::ir::pred::ty::unranked_mem_ref_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            let _ = ctx;
            ::descent::ir::pred::ty::any_type_pred(ctx, x)
        },
    )
}
/// `AnyRankedOrUnrankedMemRef` (spec/constraints.td:107): ranked or unranked memref of any type values
pub fn any_ranked_or_unranked_mem_ref(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ::descent::ir::pred::ty::mem_ref_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            let _ = ctx;
            ::descent::ir::pred::ty::any_type_pred(ctx, x)
        },
    )
}
/// `AnyStaticShapeMemRef` (spec/constraints.td:108): statically shaped memref of any type values
pub fn any_static_shape_mem_ref(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    (::descent::ir::pred::ty::ranked_mem_ref_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            let _ = ctx;
            ::descent::ir::pred::ty::any_type_pred(ctx, x)
        },
    ) && ::descent::ir::pred::ty::static_shape_mem_ref(ctx, x))
}
/// `AnyStridedMemRef` (spec/constraints.td:109): strided memref of any type values
pub fn any_strided_mem_ref(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    (::descent::ir::pred::ty::ranked_mem_ref_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            let _ = ctx;
            ::descent::ir::pred::ty::any_type_pred(ctx, x)
        },
    ) && ::descent::dialects::native::preds::is_strided_memref(ctx, x))
}
/// `AnyNon0RankedMemRef` (spec/constraints.td:110): non-0-ranked.memref of any type values
pub fn any_non0_ranked_mem_ref(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    (::descent::ir::pred::ty::ranked_mem_ref_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            let _ = ctx;
            ::descent::ir::pred::ty::any_type_pred(ctx, x)
        },
    ) && (!::descent::ir::pred::ty::mem_ref_of_rank(ctx, x, &[0i64])))
}
/// `AnyNon0RankedOrUnrankedMemRef` (spec/constraints.td:113): unranked.memref of any type values or non-0-ranked.memref of any type values
pub fn any_non0_ranked_or_unranked_mem_ref(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    (::descent::ir::pred::ty::unranked_mem_ref_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            let _ = ctx;
            ::descent::ir::pred::ty::any_type_pred(ctx, x)
        },
    )
        || (::descent::ir::pred::ty::ranked_mem_ref_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool {
                let _ = ctx;
                ::descent::ir::pred::ty::any_type_pred(ctx, x)
            },
        ) && (!::descent::ir::pred::ty::mem_ref_of_rank(ctx, x, &[0i64]))))
}
/// `BoolLike` (spec/constraints.td:126): bool-like
pub fn bool_like(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    (::descent::ir::pred::ty::integer_of_width(ctx, x, 1i64)
        || ::descent::ir::pred::ty::vector_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool {
                let _ = ctx;
                ::descent::ir::pred::ty::integer_of_width(ctx, x, 1i64)
            },
        )
        || ::descent::ir::pred::ty::tensor_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool {
                let _ = ctx;
                ::descent::ir::pred::ty::integer_of_width(ctx, x, 1i64)
            },
        ))
}
/// `SignlessIntegerLike` (spec/constraints.td:129): signless-integer
pub fn signless_integer_like(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    (::descent::ir::pred::ty::signless_integer(ctx, x)
        || ::descent::ir::pred::ty::vector_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool {
                let _ = ctx;
                ::descent::ir::pred::ty::signless_integer(ctx, x)
            },
        )
        || ::descent::ir::pred::ty::tensor_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool {
                let _ = ctx;
                ::descent::ir::pred::ty::signless_integer(ctx, x)
            },
        ))
}
/// `SignlessIntegerOrIndexLike` (spec/constraints.td:131): signless-integer-like
pub fn signless_integer_or_index_like(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ((::descent::ir::pred::ty::signless_integer(ctx, x)
        || ::descent::ir::pred::ty::index_pred(ctx, x))
        || ::descent::ir::pred::ty::vector_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool {
                let _ = ctx;
                (::descent::ir::pred::ty::signless_integer(ctx, x)
                    || ::descent::ir::pred::ty::index_pred(ctx, x))
            },
        )
        || ::descent::ir::pred::ty::tensor_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool {
                let _ = ctx;
                (::descent::ir::pred::ty::signless_integer(ctx, x)
                    || ::descent::ir::pred::ty::index_pred(ctx, x))
            },
        ))
}
/// `FloatLike` (spec/constraints.td:133): floating-point-like
pub fn float_like(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    (::descent::ir::pred::ty::float(ctx, x)
        || ::descent::ir::pred::ty::vector_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool {
                let _ = ctx;
                ::descent::ir::pred::ty::float(ctx, x)
            },
        )
        || ::descent::ir::pred::ty::tensor_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool {
                let _ = ctx;
                ::descent::ir::pred::ty::float(ctx, x)
            },
        ))
}
/// `IndexLike` (spec/constraints.td:135): index-like
pub fn index_like(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    (::descent::ir::pred::ty::index_pred(ctx, x)
        || ::descent::ir::pred::ty::vector_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool {
                let _ = ctx;
                ::descent::ir::pred::ty::index_pred(ctx, x)
            },
        )
        || ::descent::ir::pred::ty::tensor_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool {
                let _ = ctx;
                ::descent::ir::pred::ty::index_pred(ctx, x)
            },
        ))
}
/// `SignlessIntegerOrFloatLike` (spec/constraints.td:136): signless-integer-like or floating-point-like
pub fn signless_integer_or_float_like(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ((::descent::ir::pred::ty::signless_integer(ctx, x)
        || ::descent::ir::pred::ty::vector_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool {
                let _ = ctx;
                ::descent::ir::pred::ty::signless_integer(ctx, x)
            },
        )
        || ::descent::ir::pred::ty::tensor_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool {
                let _ = ctx;
                ::descent::ir::pred::ty::signless_integer(ctx, x)
            },
        ))
        || (::descent::ir::pred::ty::float(ctx, x)
            || ::descent::ir::pred::ty::vector_of(
                ctx,
                x,
                &|ctx: &Context, x: Type| -> bool {
                    let _ = ctx;
                    ::descent::ir::pred::ty::float(ctx, x)
                },
            )
            || ::descent::ir::pred::ty::tensor_of(
                ctx,
                x,
                &|ctx: &Context, x: Type| -> bool {
                    let _ = ctx;
                    ::descent::ir::pred::ty::float(ctx, x)
                },
            )))
}
/// `SignlessIntegerOrIndexOrFloatLike` (spec/constraints.td:139): signless-integer-or-index-like or floating-point-like
pub fn signless_integer_or_index_or_float_like(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    (((::descent::ir::pred::ty::signless_integer(ctx, x)
        || ::descent::ir::pred::ty::index_pred(ctx, x))
        || ::descent::ir::pred::ty::vector_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool {
                let _ = ctx;
                (::descent::ir::pred::ty::signless_integer(ctx, x)
                    || ::descent::ir::pred::ty::index_pred(ctx, x))
            },
        )
        || ::descent::ir::pred::ty::tensor_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool {
                let _ = ctx;
                (::descent::ir::pred::ty::signless_integer(ctx, x)
                    || ::descent::ir::pred::ty::index_pred(ctx, x))
            },
        ))
        || (::descent::ir::pred::ty::float(ctx, x)
            || ::descent::ir::pred::ty::vector_of(
                ctx,
                x,
                &|ctx: &Context, x: Type| -> bool {
                    let _ = ctx;
                    ::descent::ir::pred::ty::float(ctx, x)
                },
            )
            || ::descent::ir::pred::ty::tensor_of(
                ctx,
                x,
                &|ctx: &Context, x: Type| -> bool {
                    let _ = ctx;
                    ::descent::ir::pred::ty::float(ctx, x)
                },
            )))
}
/// `AnyAttr` (spec/constraints.td:147): any attribute
pub fn any_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::any_attr_pred(ctx, x)
}
/// `BoolAttr` (spec/constraints.td:148): bool attribute
pub fn bool_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::bool_attr_pred(ctx, x)
}
/// `I32Attr` (spec/constraints.td:150): 32-bit signless integer attribute
pub fn i32_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::integer_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            let _ = ctx;
            ::descent::ir::pred::ty::integer_of_width(ctx, x, 32i64)
        },
    )
}
/// `I64Attr` (spec/constraints.td:154): 64-bit signless integer attribute
pub fn i64_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::integer_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            let _ = ctx;
            ::descent::ir::pred::ty::integer_of_width(ctx, x, 64i64)
        },
    )
}
/// `IndexAttr` (spec/constraints.td:158): index attribute
pub fn index_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::integer_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            let _ = ctx;
            ::descent::ir::pred::ty::index_pred(ctx, x)
        },
    )
}
/// `AnyIntegerAttr` (spec/constraints.td:161): arbitrary integer attribute
pub fn any_integer_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::any_integer_attr_pred(ctx, x)
}
/// `F32Attr` (spec/constraints.td:163): 32-bit float attribute
pub fn f32_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::float_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            let _ = ctx;
            ::descent::ir::pred::ty::float_named(ctx, x, "f32")
        },
    )
}
/// `F64Attr` (spec/constraints.td:164): 64-bit float attribute
pub fn f64_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::float_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            let _ = ctx;
            ::descent::ir::pred::ty::float_named(ctx, x, "f64")
        },
    )
}
/// `AnyFloatAttr` (spec/constraints.td:165): arbitrary float attribute
pub fn any_float_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::any_float_attr_pred(ctx, x)
}
/// `StrAttr` (spec/constraints.td:167): string attribute
pub fn str_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::string_attr_pred(ctx, x)
}
/// `SymbolNameAttr` (spec/constraints.td:171): string attribute
pub fn symbol_name_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::string_attr_pred(ctx, x)
}
/// `UnitAttr` (spec/constraints.td:174): unit attribute
pub fn unit_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::unit_attr_pred(ctx, x)
}
/// `TypeAttr` (spec/constraints.td:179): any type attribute
pub fn type_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::type_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            let _ = ctx;
            ::descent::ir::pred::ty::any_type_pred(ctx, x)
        },
    )
}
/// `FunctionTypeAttr` (spec/constraints.td:180): type attribute of function type
pub fn function_type_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::type_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            let _ = ctx;
            ::descent::ir::pred::ty::function_type_pred(ctx, x)
        },
    )
}
/// `SymbolRefAttr` (spec/constraints.td:183): symbol reference attribute
pub fn symbol_ref_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::symbol_ref_attr_pred(ctx, x)
}
/// `FlatSymbolRefAttr` (spec/constraints.td:184): flat symbol reference attribute
pub fn flat_symbol_ref_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::flat_symbol_ref_attr_pred(ctx, x)
}
/// `ArrayAttr` (spec/constraints.td:187): array attribute
pub fn array_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::array_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Attribute| -> bool {
            let _ = ctx;
            ::descent::ir::pred::attr::any_attr_pred(ctx, x)
        },
    )
}
/// `TypeArrayAttr` (spec/constraints.td:188): type array attribute
pub fn type_array_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::array_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Attribute| -> bool {
            let _ = ctx;
            ::descent::ir::pred::attr::type_attr_of(
                ctx,
                x,
                &|ctx: &Context, x: Type| -> bool {
                    let _ = ctx;
                    ::descent::ir::pred::ty::any_type_pred(ctx, x)
                },
            )
        },
    )
}
/// `StrArrayAttr` (spec/constraints.td:190): string array attribute
pub fn str_array_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::array_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Attribute| -> bool {
            let _ = ctx;
            ::descent::ir::pred::attr::string_attr_pred(ctx, x)
        },
    )
}
/// `DictArrayAttr` (spec/constraints.td:191): Array of dictionary attributes
pub fn dict_array_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::array_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Attribute| -> bool {
            let _ = ctx;
            ::descent::ir::pred::attr::dictionary_attr_pred(ctx, x)
        },
    )
}
/// `I64ArrayAttr` (spec/constraints.td:193): 64-bit integer array attribute
pub fn i64_array_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::array_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Attribute| -> bool {
            let _ = ctx;
            ::descent::ir::pred::attr::integer_attr_of(
                ctx,
                x,
                &|ctx: &Context, x: Type| -> bool {
                    let _ = ctx;
                    ::descent::ir::pred::ty::integer_of_width(ctx, x, 64i64)
                },
            )
        },
    )
}
/// `I32ArrayAttr` (spec/constraints.td:195): 32-bit integer array attribute
pub fn i32_array_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::array_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Attribute| -> bool {
            let _ = ctx;
            ::descent::ir::pred::attr::integer_attr_of(
                ctx,
                x,
                &|ctx: &Context, x: Type| -> bool {
                    let _ = ctx;
                    ::descent::ir::pred::ty::integer_of_width(ctx, x, 32i64)
                },
            )
        },
    )
}
/// `IndexListArrayAttr` (spec/constraints.td:198): Array of 64-bit integer array attributes
pub fn index_list_array_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::array_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Attribute| -> bool {
            let _ = ctx;
            ::descent::ir::pred::attr::array_attr_of(
                ctx,
                x,
                &|ctx: &Context, x: Attribute| -> bool {
                    let _ = ctx;
                    ::descent::ir::pred::attr::integer_attr_of(
                        ctx,
                        x,
                        &|ctx: &Context, x: Type| -> bool {
                            let _ = ctx;
                            ::descent::ir::pred::ty::integer_of_width(ctx, x, 64i64)
                        },
                    )
                },
            )
        },
    )
}
/// `DenseI64ArrayAttr` (spec/constraints.td:201): i64 dense array attribute
pub fn dense_i64_array_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::dense_i64_array_attr_pred(ctx, x)
}
/// `DenseI32ArrayAttr` (spec/constraints.td:203): i32 dense array attribute
pub fn dense_i32_array_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::dense_i32_array_attr_pred(ctx, x)
}
/// `DenseBoolArrayAttr` (spec/constraints.td:205): i1 dense array attribute
pub fn dense_bool_array_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::dense_bool_array_attr_pred(ctx, x)
}
/// `DictionaryAttr` (spec/constraints.td:208): dictionary of named attribute values
pub fn dictionary_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::dictionary_attr_pred(ctx, x)
}
/// `TypedAttr` (spec/constraints.td:211): TypedAttr instance
pub fn typed_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::typed_attr_pred(ctx, x)
}
/// `ElementsAttr` (spec/constraints.td:212): constant vector/tensor attribute
pub fn elements_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::elements_attr_pred(ctx, x)
}
/// `AnyIntElementsAttr` (spec/constraints.td:215): integer elements attribute
pub fn any_int_elements_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    (::descent::ir::pred::attr::elements_attr_pred(ctx, x)
        && ::descent::dialects::native::preds::is_dense_int_elements(ctx, x))
}
/// `AffineMapAttr` (spec/constraints.td:217): AffineMap attribute
pub fn affine_map_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::affine_map_attr_pred(ctx, x)
}
/// `StridedLayoutAttr` (spec/constraints.td:218): An Attribute representing a strided layout of a shaped type
pub fn strided_layout_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::strided_layout_attr_pred(ctx, x)
}
/// `IntNonNegative` (spec/constraints.td:229): value is non-negative
pub fn int_non_negative(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::dialects::native::preds::int_attr_non_negative(ctx, x)
}
/// `IntPositive` (spec/constraints.td:231): value is positive
pub fn int_positive(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::dialects::native::preds::int_attr_positive(ctx, x)
}
/// `IntPowerOf2` (spec/constraints.td:232): value is a power of two > 0
pub fn int_power_of2(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::dialects::native::preds::int_attr_power_of_two(ctx, x)
}
/// `IntPositivePowerOf2` (spec/constraints.td:235): value is positive and whose value is a power of two > 0
pub fn int_positive_power_of2(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    (::descent::dialects::native::preds::int_attr_positive(ctx, x)
        && ::descent::dialects::native::preds::int_attr_power_of_two(ctx, x))
}
/// `ValidAlignmentI64Attr` (spec/constraints.td:245): 64-bit signless integer attribute
pub fn valid_alignment_i64_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::integer_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            let _ = ctx;
            ::descent::ir::pred::ty::integer_of_width(ctx, x, 64i64)
        },
    )
}
/// `PositiveI32Attr` (spec/constraints.td:247): 32-bit signless integer attribute
pub fn positive_i32_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::integer_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            let _ = ctx;
            ::descent::ir::pred::ty::integer_of_width(ctx, x, 32i64)
        },
    )
}
/// `NonNegativeI32Attr` (spec/constraints.td:248): 32-bit signless integer attribute
pub fn non_negative_i32_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::integer_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            let _ = ctx;
            ::descent::ir::pred::ty::integer_of_width(ctx, x, 32i64)
        },
    )
}
/// `NonNegativeI64Attr` (spec/constraints.td:249): 64-bit signless integer attribute
pub fn non_negative_i64_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::integer_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            let _ = ctx;
            ::descent::ir::pred::ty::integer_of_width(ctx, x, 64i64)
        },
    )
}
