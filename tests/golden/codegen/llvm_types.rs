// @generated from spec/dialects/llvm_types.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::ir::{
    ods, Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type,
    Value,
};
/// `LLVM_Type` (spec/dialects/llvm_types.td:91): LLVM dialect-compatible type
pub fn llvm_type(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ::descent::ir::pred::ty::llvm_compatible(ctx, x)
}
/// `LLVM_TokenType` (spec/dialects/llvm_types.td:93): LLVM token type
pub fn llvm_token_type(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ::descent::ir::pred::ty::llvm_token(ctx, x)
}
/// `LLVM_PrimitiveType` (spec/dialects/llvm_types.td:96): primitive LLVM type
pub fn llvm_primitive_type(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    (::descent::ir::pred::ty::llvm_compatible(ctx, x)
        && (!(::descent::ir::pred::ty::llvm_void(ctx, x)
            || ::descent::ir::pred::ty::llvm_function_type_pred(ctx, x))))
}
/// `LLVM_FunctionType` (spec/dialects/llvm_types.td:100): LLVM function type
pub fn llvm_function_type(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ::descent::ir::pred::ty::llvm_function_type_pred(ctx, x)
}
/// `LLVM_AnyFloat` (spec/dialects/llvm_types.td:104): floating point LLVM type
pub fn llvm_any_float(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
        || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
        || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
        || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
        || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
        || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
        || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, x))
}
/// `LLVM_AnyPointer` (spec/dialects/llvm_types.td:110): LLVM pointer type
pub fn llvm_any_pointer(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ::descent::ir::pred::ty::llvm_pointer(ctx, x)
}
/// `LLVM_DefaultPointer` (spec/dialects/llvm_types.td:118): LLVM pointer in address space 0
pub fn llvm_default_pointer(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ::descent::ir::pred::ty::llvm_pointer_in_addr_space(ctx, x, 0i64)
}
/// `LLVM_AnyStruct` (spec/dialects/llvm_types.td:121): LLVM structure type
pub fn llvm_any_struct(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ::descent::ir::pred::ty::llvm_struct(ctx, x)
}
/// `LLVM_LoadableType` (spec/dialects/llvm_types.td:126): LLVM type with size
pub fn llvm_loadable_type(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ::descent::dialects::native::llvm::types::is_loadable_type(ctx, x)
}
/// `LLVM_AnyAggregate` (spec/dialects/llvm_types.td:129): LLVM aggregate type
pub fn llvm_any_aggregate(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    (::descent::ir::pred::ty::llvm_struct(ctx, x)
        || ::descent::ir::pred::ty::llvm_array(ctx, x))
}
/// `LLVM_AnyNonAggregate` (spec/dialects/llvm_types.td:132): LLVM-compatible non-aggregate type
pub fn llvm_any_non_aggregate(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    (::descent::ir::pred::ty::llvm_compatible(ctx, x)
        && (!(::descent::ir::pred::ty::llvm_struct(ctx, x)
            || ::descent::ir::pred::ty::llvm_array(ctx, x))))
}
/// `LLVM_AnyVector` (spec/dialects/llvm_types.td:137): LLVM dialect-compatible vector type
pub fn llvm_any_vector(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ::descent::ir::pred::ty::llvm_vector_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            let _ = ctx;
            ::descent::ir::pred::ty::any_type_pred(ctx, x)
        },
    )
}
/// `LLVM_AnyFixedVector` (spec/dialects/llvm_types.td:140): LLVM dialect-compatible fixed-length vector type
pub fn llvm_any_fixed_vector(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    (::descent::ir::pred::ty::llvm_vector_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            let _ = ctx;
            ::descent::ir::pred::ty::any_type_pred(ctx, x)
        },
    )
        && ::descent::ir::pred::ty::fixed_vector_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool {
                let _ = ctx;
                ::descent::ir::pred::ty::any_type_pred(ctx, x)
            },
        ))
}
/// `LLVM_AtomicRMWType` (spec/dialects/llvm_types.td:162): floating point LLVM type or LLVM pointer type or signless integer or LLVM dialect-compatible fixed-length vector type
pub fn llvm_atomic_rmw_type(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ((::descent::ir::pred::ty::float_named(ctx, x, "bf16")
        || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
        || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
        || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
        || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
        || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
        || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, x))
        || ::descent::ir::pred::ty::llvm_pointer(ctx, x)
        || ::descent::ir::pred::ty::signless_integer(ctx, x)
        || (::descent::ir::pred::ty::llvm_vector_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool {
                let _ = ctx;
                ::descent::ir::pred::ty::any_type_pred(ctx, x)
            },
        )
            && ::descent::ir::pred::ty::fixed_vector_of(
                ctx,
                x,
                &|ctx: &Context, x: Type| -> bool {
                    let _ = ctx;
                    ::descent::ir::pred::ty::any_type_pred(ctx, x)
                },
            )))
}
/// `LLVM_AtomicCmpXchgType` (spec/dialects/llvm_types.td:164): signless integer or LLVM pointer type
pub fn llvm_atomic_cmp_xchg_type(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    (::descent::ir::pred::ty::signless_integer(ctx, x)
        || ::descent::ir::pred::ty::llvm_pointer(ctx, x))
}
/// `LLVM_ICmpOperandType` (spec/dialects/llvm_types.td:167): signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type
pub fn llvm_i_cmp_operand_type(ctx: &Context, x: Type) -> bool {
    let _ = ctx;
    ((::descent::ir::pred::ty::signless_integer(ctx, x)
        || ::descent::ir::pred::ty::llvm_vector_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool {
                let _ = ctx;
                ::descent::ir::pred::ty::signless_integer(ctx, x)
            },
        ))
        || (::descent::ir::pred::ty::llvm_pointer(ctx, x)
            || ::descent::ir::pred::ty::llvm_vector_of(
                ctx,
                x,
                &|ctx: &Context, x: Type| -> bool {
                    let _ = ctx;
                    ::descent::ir::pred::ty::llvm_pointer(ctx, x)
                },
            )))
}
/// `LLVM_I1Attr` (spec/dialects/llvm_types.td:177): 1-bit signless integer attribute
pub fn llvm_i1_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::integer_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            let _ = ctx;
            ::descent::ir::pred::ty::integer_of_width(ctx, x, 1i64)
        },
    )
}
/// `LLVM_FlatSymbolRefArrayAttr` (spec/dialects/llvm_types.td:180): flat symbol ref array attribute
pub fn llvm_flat_symbol_ref_array_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::array_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Attribute| -> bool {
            let _ = ctx;
            ::descent::ir::pred::attr::flat_symbol_ref_attr_pred(ctx, x)
        },
    )
}
/// `LLVM_FunctionTypeAttr` (spec/dialects/llvm_types.td:184): type attribute of LLVM function type
pub fn llvm_function_type_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::type_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            let _ = ctx;
            ::descent::ir::pred::ty::llvm_function_type_pred(ctx, x)
        },
    )
}
/// `LLVM_AccessGroupArrayAttr` (spec/dialects/llvm_types.td:188): LLVM dialect access group metadata array
pub fn llvm_access_group_array_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::array_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Attribute| -> bool {
            let _ = ctx;
            ::descent::dialects::native::llvm::attrs::is_access_group(ctx, x)
        },
    )
}
/// `LLVM_AliasScopeArrayAttr` (spec/dialects/llvm_types.td:190): LLVM dialect alias scope array
pub fn llvm_alias_scope_array_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::array_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Attribute| -> bool {
            let _ = ctx;
            ::descent::dialects::native::llvm::attrs::is_alias_scope(ctx, x)
        },
    )
}
/// `LLVM_TBAATagArrayAttr` (spec/dialects/llvm_types.td:192): LLVM dialect TBAA tag metadata array
pub fn llvm_tbaa_tag_array_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::array_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Attribute| -> bool {
            let _ = ctx;
            ::descent::dialects::native::llvm::attrs::is_tbaa_tag(ctx, x)
        },
    )
}
/// `LLVM_DIGlobalVariableExpressionArrayAttr` (spec/dialects/llvm_types.td:194): an array of variable expressions
pub fn llvm_di_global_variable_expression_array_attr(
    ctx: &Context,
    x: Attribute,
) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::array_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Attribute| -> bool {
            let _ = ctx;
            ::descent::dialects::native::llvm::attrs::is_di_global_variable_expression(
                ctx,
                x,
            )
        },
    )
}
/// `LLVM_DereferenceableAttrConstraint` (spec/dialects/llvm_types.td:197): LLVM dereferenceable attribute
pub fn llvm_dereferenceable_attr_constraint(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::dialects::native::llvm::attrs::is_dereferenceable(ctx, x)
}
/// `LLVM_MemoryEffectsAttrConstraint` (spec/dialects/llvm_types.td:199): LLVM memory effects attribute
pub fn llvm_memory_effects_attr_constraint(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::dialects::native::llvm::attrs::is_memory_effects(ctx, x)
}
/// `LLVM_LoopAnnotationAttr` (spec/dialects/llvm_types.td:201): LLVM loop annotation attribute
pub fn llvm_loop_annotation_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::dialects::native::llvm::attrs::is_loop_annotation(ctx, x)
}
/// `LLVM_VScaleRangeAttrConstraint` (spec/dialects/llvm_types.td:203): LLVM vscale range attribute
pub fn llvm_v_scale_range_attr_constraint(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::dialects::native::llvm::attrs::is_vscale_range(ctx, x)
}
/// `LLVM_TargetFeaturesAttr` (spec/dialects/llvm_types.td:205): LLVM target features attribute
pub fn llvm_target_features_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::dialects::native::llvm::attrs::is_target_features(ctx, x)
}
/// `LLVM_VecTypeHintAttr` (spec/dialects/llvm_types.td:207): Explicit vectorization compiler hint
pub fn llvm_vec_type_hint_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::dialects::native::llvm::attrs::is_vec_type_hint(ctx, x)
}
/// `LLVM_BlockAddressAttrConstraint` (spec/dialects/llvm_types.td:209): LLVM block address attribute
pub fn llvm_block_address_attr_constraint(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::dialects::native::llvm::attrs::is_block_address(ctx, x)
}
/// `LLVM_BlockTagAttrConstraint` (spec/dialects/llvm_types.td:211): LLVM block tag attribute
pub fn llvm_block_tag_attr_constraint(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::dialects::native::llvm::attrs::is_block_tag(ctx, x)
}
