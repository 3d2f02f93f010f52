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
    ::descent::ir::pred::attr::dialect_attr_pred(ctx, x, "llvm.dereferenceable")
}
/// `LLVM_MemoryEffectsAttrConstraint` (spec/dialects/llvm_types.td:201): LLVM memory effects attribute
pub fn llvm_memory_effects_attr_constraint(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::dialect_attr_pred(ctx, x, "llvm.memory_effects")
}
/// `LLVM_LoopAnnotationAttr` (spec/dialects/llvm_types.td:205): LLVM loop annotation attribute
pub fn llvm_loop_annotation_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::dialects::native::llvm::attrs::is_loop_annotation(ctx, x)
}
/// `LLVM_VScaleRangeAttrConstraint` (spec/dialects/llvm_types.td:207): LLVM vscale range attribute
pub fn llvm_v_scale_range_attr_constraint(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::dialect_attr_pred(ctx, x, "llvm.vscale_range")
}
/// `LLVM_TargetFeaturesAttr` (spec/dialects/llvm_types.td:211): LLVM target features attribute
pub fn llvm_target_features_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::dialects::native::llvm::attrs::is_target_features(ctx, x)
}
/// `LLVM_VecTypeHintAttr` (spec/dialects/llvm_types.td:213): Explicit vectorization compiler hint
pub fn llvm_vec_type_hint_attr(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::dialects::native::llvm::attrs::is_vec_type_hint(ctx, x)
}
/// `LLVM_BlockAddressAttrConstraint` (spec/dialects/llvm_types.td:215): LLVM block address attribute
pub fn llvm_block_address_attr_constraint(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::dialect_attr_pred(ctx, x, "llvm.blockaddress")
}
/// `LLVM_BlockTagAttrConstraint` (spec/dialects/llvm_types.td:219): LLVM block tag attribute
pub fn llvm_block_tag_attr_constraint(ctx: &Context, x: Attribute) -> bool {
    let _ = ctx;
    ::descent::ir::pred::attr::dialect_attr_pred(ctx, x, "llvm.blocktag")
}
/// `#llvm.zero` (spec/dialects/llvm_types.td:232): LLVM zero initializer
pub static LLVM_ZERO_ATTR_DEF_ATTR_DEF: ::descent::ir::AttrDefInfo = ::descent::ir::AttrDefInfo {
    name: "ZeroAttr",
    dialect: "llvm",
    mnemonic: "zero",
    summary: "LLVM zero initializer",
    params: &[],
    custom: false,
    defined_at: "spec/dialects/llvm_types.td:232",
};
/// `#llvm.undef` (spec/dialects/llvm_types.td:235): LLVM undef value
pub static LLVM_UNDEF_ATTR_DEF_ATTR_DEF: ::descent::ir::AttrDefInfo = ::descent::ir::AttrDefInfo {
    name: "UndefAttr",
    dialect: "llvm",
    mnemonic: "undef",
    summary: "LLVM undef value",
    params: &[],
    custom: false,
    defined_at: "spec/dialects/llvm_types.td:235",
};
/// `#llvm.poison` (spec/dialects/llvm_types.td:238): LLVM poison value
pub static LLVM_POISON_ATTR_DEF_ATTR_DEF: ::descent::ir::AttrDefInfo = ::descent::ir::AttrDefInfo {
    name: "PoisonAttr",
    dialect: "llvm",
    mnemonic: "poison",
    summary: "LLVM poison value",
    params: &[],
    custom: false,
    defined_at: "spec/dialects/llvm_types.td:238",
};
/// `#llvm.memory_effects` (spec/dialects/llvm_types.td:244): LLVM memory effects
pub static LLVM_MEMORY_EFFECTS_ATTR_DEF_ATTR_DEF: ::descent::ir::AttrDefInfo = ::descent::ir::AttrDefInfo {
    name: "MemoryEffectsAttr",
    dialect: "llvm",
    mnemonic: "memory_effects",
    summary: "LLVM memory effects",
    params: &[
        ::descent::ir::ParamInfo {
            name: "other",
            kind: ::descent::ir::ParamKind::Enum(
                &::descent::dialects::gen::llvm_enums::LLVM_MOD_REF_INFO_ATTR_ENUM,
            ),
            default: None,
        },
        ::descent::ir::ParamInfo {
            name: "argMem",
            kind: ::descent::ir::ParamKind::Enum(
                &::descent::dialects::gen::llvm_enums::LLVM_MOD_REF_INFO_ATTR_ENUM,
            ),
            default: None,
        },
        ::descent::ir::ParamInfo {
            name: "inaccessibleMem",
            kind: ::descent::ir::ParamKind::Enum(
                &::descent::dialects::gen::llvm_enums::LLVM_MOD_REF_INFO_ATTR_ENUM,
            ),
            default: None,
        },
        ::descent::ir::ParamInfo {
            name: "errnoMem",
            kind: ::descent::ir::ParamKind::Enum(
                &::descent::dialects::gen::llvm_enums::LLVM_MOD_REF_INFO_ATTR_ENUM,
            ),
            default: None,
        },
        ::descent::ir::ParamInfo {
            name: "targetMem0",
            kind: ::descent::ir::ParamKind::Enum(
                &::descent::dialects::gen::llvm_enums::LLVM_MOD_REF_INFO_ATTR_ENUM,
            ),
            default: None,
        },
        ::descent::ir::ParamInfo {
            name: "targetMem1",
            kind: ::descent::ir::ParamKind::Enum(
                &::descent::dialects::gen::llvm_enums::LLVM_MOD_REF_INFO_ATTR_ENUM,
            ),
            default: None,
        },
    ],
    custom: false,
    defined_at: "spec/dialects/llvm_types.td:244",
};
/// `#llvm.dereferenceable` (spec/dialects/llvm_types.td:257): LLVM dereferenceable attribute
pub static LLVM_DEREFERENCEABLE_ATTR_DEF_ATTR_DEF: ::descent::ir::AttrDefInfo = ::descent::ir::AttrDefInfo {
    name: "DereferenceableAttr",
    dialect: "llvm",
    mnemonic: "dereferenceable",
    summary: "LLVM dereferenceable attribute",
    params: &[
        ::descent::ir::ParamInfo {
            name: "bytes",
            kind: ::descent::ir::ParamKind::Int,
            default: None,
        },
        ::descent::ir::ParamInfo {
            name: "mayBeNull",
            kind: ::descent::ir::ParamKind::Bool,
            default: Some("false"),
        },
    ],
    custom: false,
    defined_at: "spec/dialects/llvm_types.td:257",
};
/// `#llvm.vscale_range` (spec/dialects/llvm_types.td:266): LLVM vscale_range function attribute
pub static LLVM_V_SCALE_RANGE_ATTR_DEF_ATTR_DEF: ::descent::ir::AttrDefInfo = ::descent::ir::AttrDefInfo {
    name: "VScaleRangeAttr",
    dialect: "llvm",
    mnemonic: "vscale_range",
    summary: "LLVM vscale_range function attribute",
    params: &[
        ::descent::ir::ParamInfo {
            name: "minRange",
            kind: ::descent::ir::ParamKind::Attr,
            default: None,
        },
        ::descent::ir::ParamInfo {
            name: "maxRange",
            kind: ::descent::ir::ParamKind::Attr,
            default: None,
        },
    ],
    custom: false,
    defined_at: "spec/dialects/llvm_types.td:266",
};
/// `#llvm.blocktag` (spec/dialects/llvm_types.td:275): LLVM block tag
pub static LLVM_BLOCK_TAG_ATTR_DEF_ATTR_DEF: ::descent::ir::AttrDefInfo = ::descent::ir::AttrDefInfo {
    name: "BlockTagAttr",
    dialect: "llvm",
    mnemonic: "blocktag",
    summary: "LLVM block tag",
    params: &[
        ::descent::ir::ParamInfo {
            name: "id",
            kind: ::descent::ir::ParamKind::Int,
            default: None,
        },
    ],
    custom: false,
    defined_at: "spec/dialects/llvm_types.td:275",
};
/// `#llvm.blockaddress` (spec/dialects/llvm_types.td:280): LLVM block address
pub static LLVM_BLOCK_ADDRESS_ATTR_DEF_ATTR_DEF: ::descent::ir::AttrDefInfo = ::descent::ir::AttrDefInfo {
    name: "BlockAddressAttr",
    dialect: "llvm",
    mnemonic: "blockaddress",
    summary: "LLVM block address",
    params: &[
        ::descent::ir::ParamInfo {
            name: "function",
            kind: ::descent::ir::ParamKind::Attr,
            default: None,
        },
        ::descent::ir::ParamInfo {
            name: "tag",
            kind: ::descent::ir::ParamKind::Nested("blocktag"),
            default: None,
        },
    ],
    custom: false,
    defined_at: "spec/dialects/llvm_types.td:280",
};
/// `#llvm.target_features` (spec/dialects/llvm_types.td:288): LLVM target features attribute
pub static LLVM_TARGET_FEATURES_ATTR_DEF_ATTR_DEF: ::descent::ir::AttrDefInfo = ::descent::ir::AttrDefInfo {
    name: "TargetFeaturesAttr",
    dialect: "llvm",
    mnemonic: "target_features",
    summary: "LLVM target features attribute",
    params: &[
        ::descent::ir::ParamInfo {
            name: "features",
            kind: ::descent::ir::ParamKind::Attr,
            default: None,
        },
    ],
    custom: true,
    defined_at: "spec/dialects/llvm_types.td:288",
};
/// `#llvm.loop_annotation` (spec/dialects/llvm_types.td:297):
pub static LLVM_LOOP_ANNOTATION_ATTR_DEF_ATTR_DEF: ::descent::ir::AttrDefInfo = ::descent::ir::AttrDefInfo {
    name: "LoopAnnotationAttr",
    dialect: "llvm",
    mnemonic: "loop_annotation",
    summary: "",
    params: &[],
    custom: true,
    defined_at: "spec/dialects/llvm_types.td:297",
};
/// `#llvm.alias_scope` (spec/dialects/llvm_types.td:300):
pub static LLVM_ALIAS_SCOPE_ATTR_DEF_ATTR_DEF: ::descent::ir::AttrDefInfo = ::descent::ir::AttrDefInfo {
    name: "AliasScopeAttr",
    dialect: "llvm",
    mnemonic: "alias_scope",
    summary: "",
    params: &[],
    custom: true,
    defined_at: "spec/dialects/llvm_types.td:300",
};
/// `#llvm.alias_scope_domain` (spec/dialects/llvm_types.td:303):
pub static LLVM_ALIAS_SCOPE_DOMAIN_ATTR_DEF_ATTR_DEF: ::descent::ir::AttrDefInfo = ::descent::ir::AttrDefInfo {
    name: "AliasScopeDomainAttr",
    dialect: "llvm",
    mnemonic: "alias_scope_domain",
    summary: "",
    params: &[],
    custom: true,
    defined_at: "spec/dialects/llvm_types.td:303",
};
/// `#llvm.access_group` (spec/dialects/llvm_types.td:307):
pub static LLVM_ACCESS_GROUP_ATTR_DEF_ATTR_DEF: ::descent::ir::AttrDefInfo = ::descent::ir::AttrDefInfo {
    name: "AccessGroupAttr",
    dialect: "llvm",
    mnemonic: "access_group",
    summary: "",
    params: &[],
    custom: true,
    defined_at: "spec/dialects/llvm_types.td:307",
};
/// `#llvm.tbaa_tag` (spec/dialects/llvm_types.td:310):
pub static LLVM_TBAA_TAG_ATTR_DEF_ATTR_DEF: ::descent::ir::AttrDefInfo = ::descent::ir::AttrDefInfo {
    name: "TBAATagAttr",
    dialect: "llvm",
    mnemonic: "tbaa_tag",
    summary: "",
    params: &[],
    custom: true,
    defined_at: "spec/dialects/llvm_types.td:310",
};
/// `#llvm.tbaa_type_desc` (spec/dialects/llvm_types.td:313):
pub static LLVM_TBAA_TYPE_DESCRIPTOR_ATTR_DEF_ATTR_DEF: ::descent::ir::AttrDefInfo = ::descent::ir::AttrDefInfo {
    name: "TBAATypeDescriptorAttr",
    dialect: "llvm",
    mnemonic: "tbaa_type_desc",
    summary: "",
    params: &[],
    custom: true,
    defined_at: "spec/dialects/llvm_types.td:313",
};
/// `#llvm.tbaa_root` (spec/dialects/llvm_types.td:317):
pub static LLVM_TBAA_ROOT_ATTR_DEF_ATTR_DEF: ::descent::ir::AttrDefInfo = ::descent::ir::AttrDefInfo {
    name: "TBAARootAttr",
    dialect: "llvm",
    mnemonic: "tbaa_root",
    summary: "",
    params: &[],
    custom: true,
    defined_at: "spec/dialects/llvm_types.td:317",
};
/// `#llvm.mlir.module_flag` (spec/dialects/llvm_types.td:320):
pub static LLVM_MODULE_FLAG_ATTR_DEF_ATTR_DEF: ::descent::ir::AttrDefInfo = ::descent::ir::AttrDefInfo {
    name: "ModuleFlagAttr",
    dialect: "llvm",
    mnemonic: "mlir.module_flag",
    summary: "",
    params: &[],
    custom: true,
    defined_at: "spec/dialects/llvm_types.td:320",
};
/// `#llvm.vec_type_hint` (spec/dialects/llvm_types.td:323):
pub static LLVM_VEC_TYPE_HINT_ATTR_DEF_ATTR_DEF: ::descent::ir::AttrDefInfo = ::descent::ir::AttrDefInfo {
    name: "VecTypeHintAttr",
    dialect: "llvm",
    mnemonic: "vec_type_hint",
    summary: "",
    params: &[],
    custom: true,
    defined_at: "spec/dialects/llvm_types.td:323",
};
/// `!llvm.ptr` (spec/dialects/llvm_types.td:14): LLVM pointer type
pub static LLVM_POINTER_TYPE_TYPE_DEF: ::descent::ir::TypeDefInfo = ::descent::ir::TypeDefInfo {
    name: "LLVMPointerType",
    dialect: "llvm",
    mnemonic: "ptr",
    summary: "LLVM pointer type",
    params: &[("addressSpace", "u32", "address space, 0 when not written")],
    custom: true,
    defined_at: "spec/dialects/llvm_types.td:14",
};
/// `!llvm.array` (spec/dialects/llvm_types.td:21): LLVM array type
pub static LLVM_ARRAY_TYPE_TYPE_DEF: ::descent::ir::TypeDefInfo = ::descent::ir::TypeDefInfo {
    name: "LLVMArrayType",
    dialect: "llvm",
    mnemonic: "array",
    summary: "LLVM array type",
    params: &[
        ("elementType", "Type", "element type"),
        ("numElements", "u64", "number of elements"),
    ],
    custom: true,
    defined_at: "spec/dialects/llvm_types.td:21",
};
/// `!llvm.func` (spec/dialects/llvm_types.td:29): LLVM function type
pub static LLVM_FUNCTION_TYPE_TYPE_DEF: ::descent::ir::TypeDefInfo = ::descent::ir::TypeDefInfo {
    name: "LLVMFunctionType",
    dialect: "llvm",
    mnemonic: "func",
    summary: "LLVM function type",
    params: &[
        ("returnType", "Type", "return type (void for none)"),
        ("params", "Vec<Type>", "parameter types"),
        ("varArg", "bool", "variadic"),
    ],
    custom: true,
    defined_at: "spec/dialects/llvm_types.td:29",
};
/// `!llvm.struct` (spec/dialects/llvm_types.td:40): LLVM struct type
pub static LLVM_STRUCT_TYPE_TYPE_DEF: ::descent::ir::TypeDefInfo = ::descent::ir::TypeDefInfo {
    name: "LLVMStructType",
    dialect: "llvm",
    mnemonic: "struct",
    summary: "LLVM struct type",
    params: &[
        ("name", "String", "name, empty for a literal struct"),
        ("body", "Vec<Type>", "element types"),
        ("packed", "bool", "packed"),
        ("opaque", "bool", "identified and without a body"),
    ],
    custom: true,
    defined_at: "spec/dialects/llvm_types.td:40",
};
/// `!llvm.target` (spec/dialects/llvm_types.td:51): LLVM target-specific extension type
pub static LLVM_TARGET_EXT_TYPE_TYPE_DEF: ::descent::ir::TypeDefInfo = ::descent::ir::TypeDefInfo {
    name: "LLVMTargetExtType",
    dialect: "llvm",
    mnemonic: "target",
    summary: "LLVM target-specific extension type",
    params: &[
        ("extTypeName", "String", "extension type name"),
        ("typeParams", "Vec<Type>", "type parameters"),
        ("intParams", "Vec<u32>", "integer parameters"),
    ],
    custom: true,
    defined_at: "spec/dialects/llvm_types.td:51",
};
/// `!llvm.void` (spec/dialects/llvm_types.td:61): LLVM void type
pub static LLVM_VOID_TYPE_TYPE_DEF: ::descent::ir::TypeDefInfo = ::descent::ir::TypeDefInfo {
    name: "LLVMVoidType",
    dialect: "llvm",
    mnemonic: "void",
    summary: "LLVM void type",
    params: &[],
    custom: true,
    defined_at: "spec/dialects/llvm_types.td:61",
};
/// `!llvm.token` (spec/dialects/llvm_types.td:65): LLVM token type
pub static LLVM_TOKEN_TYPE_TYPE_DEF: ::descent::ir::TypeDefInfo = ::descent::ir::TypeDefInfo {
    name: "LLVMTokenType",
    dialect: "llvm",
    mnemonic: "token",
    summary: "LLVM token type",
    params: &[],
    custom: true,
    defined_at: "spec/dialects/llvm_types.td:65",
};
/// `!llvm.metadata` (spec/dialects/llvm_types.td:69): LLVM metadata type
pub static LLVM_METADATA_TYPE_TYPE_DEF: ::descent::ir::TypeDefInfo = ::descent::ir::TypeDefInfo {
    name: "LLVMMetadataType",
    dialect: "llvm",
    mnemonic: "metadata",
    summary: "LLVM metadata type",
    params: &[],
    custom: true,
    defined_at: "spec/dialects/llvm_types.td:69",
};
/// `!llvm.label` (spec/dialects/llvm_types.td:73): LLVM label type
pub static LLVM_LABEL_TYPE_TYPE_DEF: ::descent::ir::TypeDefInfo = ::descent::ir::TypeDefInfo {
    name: "LLVMLabelType",
    dialect: "llvm",
    mnemonic: "label",
    summary: "LLVM label type",
    params: &[],
    custom: true,
    defined_at: "spec/dialects/llvm_types.td:73",
};
/// `!llvm.x86_amx` (spec/dialects/llvm_types.td:77): LLVM x86_amx type.
pub static LLVMX86AMX_TYPE_TYPE_DEF: ::descent::ir::TypeDefInfo = ::descent::ir::TypeDefInfo {
    name: "LLVMX86AMXType",
    dialect: "llvm",
    mnemonic: "x86_amx",
    summary: "LLVM x86_amx type.",
    params: &[],
    custom: true,
    defined_at: "spec/dialects/llvm_types.td:77",
};
/// `!llvm.ppc_fp128` (spec/dialects/llvm_types.td:81): 128 bit FP type with IBM double-double semantics
pub static LLVMPPCFP128_TYPE_TYPE_DEF: ::descent::ir::TypeDefInfo = ::descent::ir::TypeDefInfo {
    name: "LLVMPPCFP128Type",
    dialect: "llvm",
    mnemonic: "ppc_fp128",
    summary: "128 bit FP type with IBM double-double semantics",
    params: &[],
    custom: true,
    defined_at: "spec/dialects/llvm_types.td:81",
};
