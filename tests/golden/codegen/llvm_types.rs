// @generated from spec/dialects/llvm_types.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{dialects, ir, llvm_types, parse, print};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `LLVM_Type` (spec/dialects/llvm_types.td:N): LLVM dialect-compatible type
pub fn llvm_type(ctx: &Context, x: Type) -> bool {
    llvm_types::pred::llvm_compatible(ctx, x)
}
/// `LLVM_TokenType` (spec/dialects/llvm_types.td:N): LLVM token type
pub fn llvm_token_type(ctx: &Context, x: Type) -> bool {
    llvm_types::pred::llvm_token(ctx, x)
}
/// `LLVM_PrimitiveType` (spec/dialects/llvm_types.td:N): primitive LLVM type
pub fn llvm_primitive_type(ctx: &Context, x: Type) -> bool {
    (llvm_types::pred::llvm_compatible(ctx, x)
        && (!(llvm_types::pred::llvm_void(ctx, x)
            || llvm_types::pred::llvm_function_type_pred(ctx, x))))
}
/// `LLVM_FunctionType` (spec/dialects/llvm_types.td:N): LLVM function type
pub fn llvm_function_type(ctx: &Context, x: Type) -> bool {
    llvm_types::pred::llvm_function_type_pred(ctx, x)
}
/// `LLVM_AnyFloat` (spec/dialects/llvm_types.td:N): floating point LLVM type
pub fn llvm_any_float(ctx: &Context, x: Type) -> bool {
    (ir::pred::ty::float_named(ctx, x, "bf16")
        || ir::pred::ty::float_named(ctx, x, "f16")
        || ir::pred::ty::float_named(ctx, x, "f32")
        || ir::pred::ty::float_named(ctx, x, "f64")
        || ir::pred::ty::float_named(ctx, x, "f80")
        || ir::pred::ty::float_named(ctx, x, "f128")
        || dialects::native::llvm::types::is_ppc_fp128(ctx, x))
}
/// `LLVM_AnyPointer` (spec/dialects/llvm_types.td:N): LLVM pointer type
pub fn llvm_any_pointer(ctx: &Context, x: Type) -> bool {
    llvm_types::pred::llvm_pointer(ctx, x)
}
/// `LLVM_DefaultPointer` (spec/dialects/llvm_types.td:N): LLVM pointer in address space 0
pub fn llvm_default_pointer(ctx: &Context, x: Type) -> bool {
    llvm_types::pred::llvm_pointer_in_addr_space(ctx, x, 0i64)
}
/// `LLVM_AnyStruct` (spec/dialects/llvm_types.td:N): LLVM structure type
pub fn llvm_any_struct(ctx: &Context, x: Type) -> bool {
    llvm_types::pred::llvm_struct(ctx, x)
}
/// `LLVM_LoadableType` (spec/dialects/llvm_types.td:N): LLVM type with size
pub fn llvm_loadable_type(ctx: &Context, x: Type) -> bool {
    dialects::native::llvm::types::is_loadable_type(ctx, x)
}
/// `LLVM_AnyAggregate` (spec/dialects/llvm_types.td:N): LLVM aggregate type
pub fn llvm_any_aggregate(ctx: &Context, x: Type) -> bool {
    (llvm_types::pred::llvm_struct(ctx, x) || llvm_types::pred::llvm_array(ctx, x))
}
/// `LLVM_AnyNonAggregate` (spec/dialects/llvm_types.td:N): LLVM-compatible non-aggregate type
pub fn llvm_any_non_aggregate(ctx: &Context, x: Type) -> bool {
    (llvm_types::pred::llvm_compatible(ctx, x)
        && (!(llvm_types::pred::llvm_struct(ctx, x)
            || llvm_types::pred::llvm_array(ctx, x))))
}
/// `LLVM_AnyVector` (spec/dialects/llvm_types.td:N): LLVM dialect-compatible vector type
pub fn llvm_any_vector(ctx: &Context, x: Type) -> bool {
    llvm_types::pred::llvm_vector_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
    )
}
/// `LLVM_AnyFixedVector` (spec/dialects/llvm_types.td:N): LLVM dialect-compatible fixed-length vector type
pub fn llvm_any_fixed_vector(ctx: &Context, x: Type) -> bool {
    (llvm_types::pred::llvm_vector_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
    )
        && ir::pred::ty::fixed_vector_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
        ))
}
/// `LLVM_AtomicRMWType` (spec/dialects/llvm_types.td:N): floating point LLVM type or LLVM pointer type or signless integer or LLVM dialect-compatible fixed-length vector type
pub fn llvm_atomic_rmw_type(ctx: &Context, x: Type) -> bool {
    ((ir::pred::ty::float_named(ctx, x, "bf16")
        || ir::pred::ty::float_named(ctx, x, "f16")
        || ir::pred::ty::float_named(ctx, x, "f32")
        || ir::pred::ty::float_named(ctx, x, "f64")
        || ir::pred::ty::float_named(ctx, x, "f80")
        || ir::pred::ty::float_named(ctx, x, "f128")
        || dialects::native::llvm::types::is_ppc_fp128(ctx, x))
        || llvm_types::pred::llvm_pointer(ctx, x)
        || ir::pred::ty::signless_integer(ctx, x)
        || (llvm_types::pred::llvm_vector_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
        )
            && ir::pred::ty::fixed_vector_of(
                ctx,
                x,
                &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
            )))
}
/// `LLVM_AtomicCmpXchgType` (spec/dialects/llvm_types.td:N): signless integer or LLVM pointer type
pub fn llvm_atomic_cmp_xchg_type(ctx: &Context, x: Type) -> bool {
    (ir::pred::ty::signless_integer(ctx, x) || llvm_types::pred::llvm_pointer(ctx, x))
}
/// `LLVM_ICmpOperandType` (spec/dialects/llvm_types.td:N): signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type
pub fn llvm_i_cmp_operand_type(ctx: &Context, x: Type) -> bool {
    ((ir::pred::ty::signless_integer(ctx, x)
        || llvm_types::pred::llvm_vector_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool { ir::pred::ty::signless_integer(ctx, x) },
        ))
        || (llvm_types::pred::llvm_pointer(ctx, x)
            || llvm_types::pred::llvm_vector_of(
                ctx,
                x,
                &|ctx: &Context, x: Type| -> bool {
                    llvm_types::pred::llvm_pointer(ctx, x)
                },
            )))
}
/// `LLVM_I1Attr` (spec/dialects/llvm_types.td:N): 1-bit signless integer attribute
pub fn llvm_i1_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::integer_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            ir::pred::ty::integer_of_width(ctx, x, 1i64)
        },
    )
}
/// `LLVM_FlatSymbolRefArrayAttr` (spec/dialects/llvm_types.td:N): flat symbol ref array attribute
pub fn llvm_flat_symbol_ref_array_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::array_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Attribute| -> bool {
            ir::pred::attr::flat_symbol_ref_attr_pred(ctx, x)
        },
    )
}
/// `LLVM_FunctionTypeAttr` (spec/dialects/llvm_types.td:N): type attribute of LLVM function type
pub fn llvm_function_type_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::type_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            llvm_types::pred::llvm_function_type_pred(ctx, x)
        },
    )
}
/// `LLVM_AccessGroupArrayAttr` (spec/dialects/llvm_types.td:N): LLVM dialect access group metadata array
pub fn llvm_access_group_array_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::array_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Attribute| -> bool {
            dialects::native::llvm::attrs::is_access_group(ctx, x)
        },
    )
}
/// `LLVM_AliasScopeArrayAttr` (spec/dialects/llvm_types.td:N): LLVM dialect alias scope array
pub fn llvm_alias_scope_array_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::array_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Attribute| -> bool {
            dialects::native::llvm::attrs::is_alias_scope(ctx, x)
        },
    )
}
/// `LLVM_TBAATagArrayAttr` (spec/dialects/llvm_types.td:N): LLVM dialect TBAA tag metadata array
pub fn llvm_tbaa_tag_array_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::array_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Attribute| -> bool {
            dialects::native::llvm::attrs::is_tbaa_tag(ctx, x)
        },
    )
}
/// `LLVM_DIGlobalVariableExpressionArrayAttr` (spec/dialects/llvm_types.td:N): an array of variable expressions
pub fn llvm_di_global_variable_expression_array_attr(
    ctx: &Context,
    x: Attribute,
) -> bool {
    ir::pred::attr::array_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Attribute| -> bool {
            dialects::native::llvm::attrs::is_di_global_variable_expression(ctx, x)
        },
    )
}
/// `LLVM_DereferenceableAttrConstraint` (spec/dialects/llvm_types.td:N): LLVM dereferenceable attribute
pub fn llvm_dereferenceable_attr_constraint(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::dialect_attr_pred(ctx, x, "llvm.dereferenceable")
}
/// `LLVM_MemoryEffectsAttrConstraint` (spec/dialects/llvm_types.td:N): LLVM memory effects attribute
pub fn llvm_memory_effects_attr_constraint(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::dialect_attr_pred(ctx, x, "llvm.memory_effects")
}
/// `LLVM_LoopAnnotationAttr` (spec/dialects/llvm_types.td:N): LLVM loop annotation attribute
pub fn llvm_loop_annotation_attr(ctx: &Context, x: Attribute) -> bool {
    dialects::native::llvm::attrs::is_loop_annotation(ctx, x)
}
/// `LLVM_AliasScopeAttrConstraint` (spec/dialects/llvm_types.td:N): LLVM dialect alias scope
pub fn llvm_alias_scope_attr_constraint(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::dialect_attr_pred(ctx, x, "llvm.alias_scope")
}
/// `LLVM_VScaleRangeAttrConstraint` (spec/dialects/llvm_types.td:N): LLVM vscale range attribute
pub fn llvm_v_scale_range_attr_constraint(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::dialect_attr_pred(ctx, x, "llvm.vscale_range")
}
/// `LLVM_TargetFeaturesAttr` (spec/dialects/llvm_types.td:N): LLVM target features attribute
pub fn llvm_target_features_attr(ctx: &Context, x: Attribute) -> bool {
    dialects::native::llvm::attrs::is_target_features(ctx, x)
}
/// `LLVM_VecTypeHintAttr` (spec/dialects/llvm_types.td:N): Explicit vectorization compiler hint
pub fn llvm_vec_type_hint_attr(ctx: &Context, x: Attribute) -> bool {
    dialects::native::llvm::attrs::is_vec_type_hint(ctx, x)
}
/// `LLVM_BlockAddressAttrConstraint` (spec/dialects/llvm_types.td:N): LLVM block address attribute
pub fn llvm_block_address_attr_constraint(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::dialect_attr_pred(ctx, x, "llvm.blockaddress")
}
/// `LLVM_BlockTagAttrConstraint` (spec/dialects/llvm_types.td:N): LLVM block tag attribute
pub fn llvm_block_tag_attr_constraint(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::dialect_attr_pred(ctx, x, "llvm.blocktag")
}
/// `#llvm.zero` (spec/dialects/llvm_types.td:N): LLVM zero initializer
pub static LLVM_ZERO_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "ZeroAttr",
    dialect: "llvm",
    mnemonic: "zero",
    summary: "LLVM zero initializer",
    params: &[],
    custom: false,
    mnemonic_alias: false,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_ZeroAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &dialects::gen::llvm_types::__spec_lines::LINES[0usize],
    },
};
/// `#llvm.undef` (spec/dialects/llvm_types.td:N): LLVM undef value
pub static LLVM_UNDEF_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "UndefAttr",
    dialect: "llvm",
    mnemonic: "undef",
    summary: "LLVM undef value",
    params: &[],
    custom: false,
    mnemonic_alias: false,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_UndefAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &dialects::gen::llvm_types::__spec_lines::LINES[1usize],
    },
};
/// `#llvm.poison` (spec/dialects/llvm_types.td:N): LLVM poison value
pub static LLVM_POISON_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "PoisonAttr",
    dialect: "llvm",
    mnemonic: "poison",
    summary: "LLVM poison value",
    params: &[],
    custom: false,
    mnemonic_alias: false,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_PoisonAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &dialects::gen::llvm_types::__spec_lines::LINES[2usize],
    },
};
/// `#llvm.memory_effects` (spec/dialects/llvm_types.td:N): LLVM memory effects
pub static LLVM_MEMORY_EFFECTS_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "MemoryEffectsAttr",
    dialect: "llvm",
    mnemonic: "memory_effects",
    summary: "LLVM memory effects",
    params: &[
        ir::ParamInfo {
            name: "other",
            kind: ir::ParamKind::Enum(
                &dialects::gen::llvm_enums::LLVM_MOD_REF_INFO_ATTR_ENUM,
            ),
            default: None,
            optional: false,
            cpp_type: "ModRefInfo",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "argMem",
            kind: ir::ParamKind::Enum(
                &dialects::gen::llvm_enums::LLVM_MOD_REF_INFO_ATTR_ENUM,
            ),
            default: None,
            optional: false,
            cpp_type: "ModRefInfo",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "inaccessibleMem",
            kind: ir::ParamKind::Enum(
                &dialects::gen::llvm_enums::LLVM_MOD_REF_INFO_ATTR_ENUM,
            ),
            default: None,
            optional: false,
            cpp_type: "ModRefInfo",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "errnoMem",
            kind: ir::ParamKind::Enum(
                &dialects::gen::llvm_enums::LLVM_MOD_REF_INFO_ATTR_ENUM,
            ),
            default: None,
            optional: false,
            cpp_type: "ModRefInfo",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "targetMem0",
            kind: ir::ParamKind::Enum(
                &dialects::gen::llvm_enums::LLVM_MOD_REF_INFO_ATTR_ENUM,
            ),
            default: None,
            optional: false,
            cpp_type: "ModRefInfo",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "targetMem1",
            kind: ir::ParamKind::Enum(
                &dialects::gen::llvm_enums::LLVM_MOD_REF_INFO_ATTR_ENUM,
            ),
            default: None,
            optional: false,
            cpp_type: "ModRefInfo",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: false,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_MemoryEffectsAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &dialects::gen::llvm_types::__spec_lines::LINES[3usize],
    },
};
/// `#llvm.mmra_tag` (spec/dialects/llvm_types.td:N): LLVM memory model relaxation annotation tag
pub static LLVM_MMRA_TAG_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "MMRATagAttr",
    dialect: "llvm",
    mnemonic: "mmra_tag",
    summary: "LLVM memory model relaxation annotation tag",
    params: &[
        ir::ParamInfo {
            name: "prefix",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: false,
            cpp_type: "StringAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "suffix",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: false,
            cpp_type: "StringAttr",
            invalid_keyword: "",
        },
    ],
    custom: true,
    mnemonic_alias: true,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_MMRATagAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &dialects::gen::llvm_types::__spec_lines::LINES[4usize],
    },
};
/// `#llvm.dereferenceable` (spec/dialects/llvm_types.td:N): LLVM dereferenceable attribute
pub static LLVM_DEREFERENCEABLE_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "DereferenceableAttr",
    dialect: "llvm",
    mnemonic: "dereferenceable",
    summary: "LLVM dereferenceable attribute",
    params: &[
        ir::ParamInfo {
            name: "bytes",
            kind: ir::ParamKind::Int,
            default: None,
            optional: false,
            cpp_type: "uint64_t",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "mayBeNull",
            kind: ir::ParamKind::Bool,
            default: Some(
                &ir::SpecDefault {
                    text: "false",
                    value: ir::SpecValue::Bool(false),
                },
            ),
            optional: false,
            cpp_type: "bool",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: false,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_DereferenceableAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &dialects::gen::llvm_types::__spec_lines::LINES[5usize],
    },
};
/// `#llvm.vscale_range` (spec/dialects/llvm_types.td:N): LLVM vscale_range function attribute
pub static LLVM_V_SCALE_RANGE_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "VScaleRangeAttr",
    dialect: "llvm",
    mnemonic: "vscale_range",
    summary: "LLVM vscale_range function attribute",
    params: &[
        ir::ParamInfo {
            name: "minRange",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: false,
            cpp_type: "IntegerAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "maxRange",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: false,
            cpp_type: "IntegerAttr",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: false,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_VScaleRangeAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &dialects::gen::llvm_types::__spec_lines::LINES[6usize],
    },
};
/// `#llvm.blocktag` (spec/dialects/llvm_types.td:N): LLVM block tag
pub static LLVM_BLOCK_TAG_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "BlockTagAttr",
    dialect: "llvm",
    mnemonic: "blocktag",
    summary: "LLVM block tag",
    params: &[
        ir::ParamInfo {
            name: "id",
            kind: ir::ParamKind::Int,
            default: None,
            optional: false,
            cpp_type: "uint32_t",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: false,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_BlockTagAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &dialects::gen::llvm_types::__spec_lines::LINES[7usize],
    },
};
/// `#llvm.blockaddress` (spec/dialects/llvm_types.td:N): LLVM block address
pub static LLVM_BLOCK_ADDRESS_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "BlockAddressAttr",
    dialect: "llvm",
    mnemonic: "blockaddress",
    summary: "LLVM block address",
    params: &[
        ir::ParamInfo {
            name: "function",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: false,
            cpp_type: "FlatSymbolRefAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "tag",
            kind: ir::ParamKind::Nested("blocktag"),
            default: None,
            optional: false,
            cpp_type: "BlockTagAttr",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: false,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_BlockAddressAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &dialects::gen::llvm_types::__spec_lines::LINES[8usize],
    },
};
/// `#llvm.target_features` (spec/dialects/llvm_types.td:N): LLVM target features attribute
pub static LLVM_TARGET_FEATURES_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "TargetFeaturesAttr",
    dialect: "llvm",
    mnemonic: "target_features",
    summary: "LLVM target features attribute",
    params: &[
        ir::ParamInfo {
            name: "features",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: false,
            cpp_type: "Vec<StringAttr>",
            invalid_keyword: "",
        },
    ],
    custom: true,
    mnemonic_alias: false,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_TargetFeaturesAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &dialects::gen::llvm_types::__spec_lines::LINES[9usize],
    },
};
/// `#llvm.loop_vectorize` (spec/dialects/llvm_types.td:N): vectorization options of a loop
pub static LLVM_LOOP_VECTORIZE_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "LoopVectorizeAttr",
    dialect: "llvm",
    mnemonic: "loop_vectorize",
    summary: "vectorization options of a loop",
    params: &[
        ir::ParamInfo {
            name: "disable",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "BoolAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "predicateEnable",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "BoolAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "scalableEnable",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "BoolAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "width",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "IntegerAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "followupVectorized",
            kind: ir::ParamKind::Nested("loop_annotation"),
            default: None,
            optional: true,
            cpp_type: "LoopAnnotationAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "followupEpilogue",
            kind: ir::ParamKind::Nested("loop_annotation"),
            default: None,
            optional: true,
            cpp_type: "LoopAnnotationAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "followupAll",
            kind: ir::ParamKind::Nested("loop_annotation"),
            default: None,
            optional: true,
            cpp_type: "LoopAnnotationAttr",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: true,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_LoopVectorizeAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &dialects::gen::llvm_types::__spec_lines::LINES[10usize],
    },
};
/// `#llvm.loop_interleave` (spec/dialects/llvm_types.td:N): interleaving options of a loop
pub static LLVM_LOOP_INTERLEAVE_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "LoopInterleaveAttr",
    dialect: "llvm",
    mnemonic: "loop_interleave",
    summary: "interleaving options of a loop",
    params: &[
        ir::ParamInfo {
            name: "count",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: false,
            cpp_type: "IntegerAttr",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: true,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_LoopInterleaveAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &dialects::gen::llvm_types::__spec_lines::LINES[11usize],
    },
};
/// `#llvm.loop_unroll` (spec/dialects/llvm_types.td:N): unrolling options of a loop
pub static LLVM_LOOP_UNROLL_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "LoopUnrollAttr",
    dialect: "llvm",
    mnemonic: "loop_unroll",
    summary: "unrolling options of a loop",
    params: &[
        ir::ParamInfo {
            name: "disable",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "BoolAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "count",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "IntegerAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "runtimeDisable",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "BoolAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "full",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "BoolAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "followupUnrolled",
            kind: ir::ParamKind::Nested("loop_annotation"),
            default: None,
            optional: true,
            cpp_type: "LoopAnnotationAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "followupRemainder",
            kind: ir::ParamKind::Nested("loop_annotation"),
            default: None,
            optional: true,
            cpp_type: "LoopAnnotationAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "followupAll",
            kind: ir::ParamKind::Nested("loop_annotation"),
            default: None,
            optional: true,
            cpp_type: "LoopAnnotationAttr",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: true,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_LoopUnrollAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &dialects::gen::llvm_types::__spec_lines::LINES[12usize],
    },
};
/// `#llvm.loop_unroll_and_jam` (spec/dialects/llvm_types.td:N): unroll-and-jam options of a loop
pub static LLVM_LOOP_UNROLL_AND_JAM_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "LoopUnrollAndJamAttr",
    dialect: "llvm",
    mnemonic: "loop_unroll_and_jam",
    summary: "unroll-and-jam options of a loop",
    params: &[
        ir::ParamInfo {
            name: "disable",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "BoolAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "count",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "IntegerAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "followupOuter",
            kind: ir::ParamKind::Nested("loop_annotation"),
            default: None,
            optional: true,
            cpp_type: "LoopAnnotationAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "followupInner",
            kind: ir::ParamKind::Nested("loop_annotation"),
            default: None,
            optional: true,
            cpp_type: "LoopAnnotationAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "followupRemainderOuter",
            kind: ir::ParamKind::Nested("loop_annotation"),
            default: None,
            optional: true,
            cpp_type: "LoopAnnotationAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "followupRemainderInner",
            kind: ir::ParamKind::Nested("loop_annotation"),
            default: None,
            optional: true,
            cpp_type: "LoopAnnotationAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "followupAll",
            kind: ir::ParamKind::Nested("loop_annotation"),
            default: None,
            optional: true,
            cpp_type: "LoopAnnotationAttr",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: true,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_LoopUnrollAndJamAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &dialects::gen::llvm_types::__spec_lines::LINES[13usize],
    },
};
/// `#llvm.loop_licm` (spec/dialects/llvm_types.td:N): loop-invariant code motion options of a loop
pub static LLVM_LOOP_LICM_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "LoopLICMAttr",
    dialect: "llvm",
    mnemonic: "loop_licm",
    summary: "loop-invariant code motion options of a loop",
    params: &[
        ir::ParamInfo {
            name: "disable",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "BoolAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "versioningDisable",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "BoolAttr",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: true,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_LoopLICMAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &dialects::gen::llvm_types::__spec_lines::LINES[14usize],
    },
};
/// `#llvm.loop_distribute` (spec/dialects/llvm_types.td:N): distribution options of a loop
pub static LLVM_LOOP_DISTRIBUTE_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "LoopDistributeAttr",
    dialect: "llvm",
    mnemonic: "loop_distribute",
    summary: "distribution options of a loop",
    params: &[
        ir::ParamInfo {
            name: "disable",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "BoolAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "followupCoincident",
            kind: ir::ParamKind::Nested("loop_annotation"),
            default: None,
            optional: true,
            cpp_type: "LoopAnnotationAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "followupSequential",
            kind: ir::ParamKind::Nested("loop_annotation"),
            default: None,
            optional: true,
            cpp_type: "LoopAnnotationAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "followupFallback",
            kind: ir::ParamKind::Nested("loop_annotation"),
            default: None,
            optional: true,
            cpp_type: "LoopAnnotationAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "followupAll",
            kind: ir::ParamKind::Nested("loop_annotation"),
            default: None,
            optional: true,
            cpp_type: "LoopAnnotationAttr",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: true,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_LoopDistributeAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &dialects::gen::llvm_types::__spec_lines::LINES[15usize],
    },
};
/// `#llvm.loop_pipeline` (spec/dialects/llvm_types.td:N): software pipelining options of a loop
pub static LLVM_LOOP_PIPELINE_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "LoopPipelineAttr",
    dialect: "llvm",
    mnemonic: "loop_pipeline",
    summary: "software pipelining options of a loop",
    params: &[
        ir::ParamInfo {
            name: "disable",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "BoolAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "initiationinterval",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "IntegerAttr",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: true,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_LoopPipelineAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &dialects::gen::llvm_types::__spec_lines::LINES[16usize],
    },
};
/// `#llvm.loop_peeled` (spec/dialects/llvm_types.td:N): peeling already applied to a loop
pub static LLVM_LOOP_PEELED_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "LoopPeeledAttr",
    dialect: "llvm",
    mnemonic: "loop_peeled",
    summary: "peeling already applied to a loop",
    params: &[
        ir::ParamInfo {
            name: "count",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "IntegerAttr",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: true,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_LoopPeeledAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &dialects::gen::llvm_types::__spec_lines::LINES[17usize],
    },
};
/// `#llvm.loop_unswitch` (spec/dialects/llvm_types.td:N): unswitching options of a loop
pub static LLVM_LOOP_UNSWITCH_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "LoopUnswitchAttr",
    dialect: "llvm",
    mnemonic: "loop_unswitch",
    summary: "unswitching options of a loop",
    params: &[
        ir::ParamInfo {
            name: "partialDisable",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "BoolAttr",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: true,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_LoopUnswitchAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &dialects::gen::llvm_types::__spec_lines::LINES[18usize],
    },
};
/// `#llvm.loop_annotation` (spec/dialects/llvm_types.td:N): loop metadata of a latch branch
pub static LLVM_LOOP_ANNOTATION_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "LoopAnnotationAttr",
    dialect: "llvm",
    mnemonic: "loop_annotation",
    summary: "loop metadata of a latch branch",
    params: &[
        ir::ParamInfo {
            name: "disableNonforced",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "BoolAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "vectorize",
            kind: ir::ParamKind::Nested("loop_vectorize"),
            default: None,
            optional: true,
            cpp_type: "LoopVectorizeAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "interleave",
            kind: ir::ParamKind::Nested("loop_interleave"),
            default: None,
            optional: true,
            cpp_type: "LoopInterleaveAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "unroll",
            kind: ir::ParamKind::Nested("loop_unroll"),
            default: None,
            optional: true,
            cpp_type: "LoopUnrollAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "unrollAndJam",
            kind: ir::ParamKind::Nested("loop_unroll_and_jam"),
            default: None,
            optional: true,
            cpp_type: "LoopUnrollAndJamAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "licm",
            kind: ir::ParamKind::Nested("loop_licm"),
            default: None,
            optional: true,
            cpp_type: "LoopLICMAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "distribute",
            kind: ir::ParamKind::Nested("loop_distribute"),
            default: None,
            optional: true,
            cpp_type: "LoopDistributeAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "pipeline",
            kind: ir::ParamKind::Nested("loop_pipeline"),
            default: None,
            optional: true,
            cpp_type: "LoopPipelineAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "peeled",
            kind: ir::ParamKind::Nested("loop_peeled"),
            default: None,
            optional: true,
            cpp_type: "LoopPeeledAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "unswitch",
            kind: ir::ParamKind::Nested("loop_unswitch"),
            default: None,
            optional: true,
            cpp_type: "LoopUnswitchAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "mustProgress",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "BoolAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "isVectorized",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "BoolAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "startLoc",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "FusedLoc",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "endLoc",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "FusedLoc",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "parallelAccesses",
            kind: ir::ParamKind::List,
            default: None,
            optional: true,
            cpp_type: "::llvm::ArrayRef<AccessGroupAttr>",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: true,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_LoopAnnotationAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &dialects::gen::llvm_types::__spec_lines::LINES[19usize],
    },
};
/// `#llvm.alias_scope_domain` (spec/dialects/llvm_types.td:N): alias scope domain metadata
pub static LLVM_ALIAS_SCOPE_DOMAIN_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "AliasScopeDomainAttr",
    dialect: "llvm",
    mnemonic: "alias_scope_domain",
    summary: "alias scope domain metadata",
    params: &[
        ir::ParamInfo {
            name: "id",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: false,
            cpp_type: "DistinctAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "description",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "StringAttr",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: true,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_AliasScopeDomainAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &dialects::gen::llvm_types::__spec_lines::LINES[20usize],
    },
};
/// `#llvm.alias_scope` (spec/dialects/llvm_types.td:N): alias scope metadata
pub static LLVM_ALIAS_SCOPE_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "AliasScopeAttr",
    dialect: "llvm",
    mnemonic: "alias_scope",
    summary: "alias scope metadata",
    params: &[
        ir::ParamInfo {
            name: "id",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: false,
            cpp_type: "DistinctAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "domain",
            kind: ir::ParamKind::Nested("alias_scope_domain"),
            default: None,
            optional: false,
            cpp_type: "AliasScopeDomainAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "description",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "StringAttr",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: true,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_AliasScopeAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &dialects::gen::llvm_types::__spec_lines::LINES[21usize],
    },
};
/// `#llvm.access_group` (spec/dialects/llvm_types.td:N): access group metadata
pub static LLVM_ACCESS_GROUP_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "AccessGroupAttr",
    dialect: "llvm",
    mnemonic: "access_group",
    summary: "access group metadata",
    params: &[
        ir::ParamInfo {
            name: "id",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: false,
            cpp_type: "DistinctAttr",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: true,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_AccessGroupAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &dialects::gen::llvm_types::__spec_lines::LINES[22usize],
    },
};
/// `#llvm.tbaa_root` (spec/dialects/llvm_types.td:N): TBAA root metadata
pub static LLVM_TBAA_ROOT_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "TBAARootAttr",
    dialect: "llvm",
    mnemonic: "tbaa_root",
    summary: "TBAA root metadata",
    params: &[
        ir::ParamInfo {
            name: "id",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "StringAttr",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: true,
    optional_body: true,
    format: &[],
    ods_name: "LLVM_TBAARootAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &dialects::gen::llvm_types::__spec_lines::LINES[23usize],
    },
};
/// `#llvm.tbaa_member` (spec/dialects/llvm_types.td:N): TBAA type descriptor member
pub static LLVM_TBAA_MEMBER_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "TBAAMemberAttr",
    dialect: "llvm",
    mnemonic: "tbaa_member",
    summary: "TBAA type descriptor member",
    params: &[
        ir::ParamInfo {
            name: "typeDesc",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: false,
            cpp_type: "TBAANodeAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "offset",
            kind: ir::ParamKind::Int,
            default: None,
            optional: false,
            cpp_type: "int64_t",
            invalid_keyword: "",
        },
    ],
    custom: true,
    mnemonic_alias: false,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_TBAAMemberAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &dialects::gen::llvm_types::__spec_lines::LINES[24usize],
    },
};
/// `#llvm.tbaa_type_desc` (spec/dialects/llvm_types.td:N): TBAA type descriptor metadata
pub static LLVM_TBAA_TYPE_DESCRIPTOR_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "TBAATypeDescriptorAttr",
    dialect: "llvm",
    mnemonic: "tbaa_type_desc",
    summary: "TBAA type descriptor metadata",
    params: &[
        ir::ParamInfo {
            name: "id",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: false,
            cpp_type: "StringAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "members",
            kind: ir::ParamKind::Native {
                parse: &(dialects::native::llvm::tbaa_members::parse
                    as parse::parser::NativeParamParse),
                print: &(dialects::native::llvm::tbaa_members::print
                    as print::attrs::NativeParamPrint),
            },
            default: None,
            optional: false,
            cpp_type: "TBAAMembers",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: true,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_TBAATypeDescriptorAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &dialects::gen::llvm_types::__spec_lines::LINES[25usize],
    },
};
/// `#llvm.tbaa_tag` (spec/dialects/llvm_types.td:N): TBAA access tag metadata
pub static LLVM_TBAA_TAG_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "TBAATagAttr",
    dialect: "llvm",
    mnemonic: "tbaa_tag",
    summary: "TBAA access tag metadata",
    params: &[
        ir::ParamInfo {
            name: "base_type",
            kind: ir::ParamKind::Nested("tbaa_type_desc"),
            default: None,
            optional: false,
            cpp_type: "TBAATypeDescriptorAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "access_type",
            kind: ir::ParamKind::Nested("tbaa_type_desc"),
            default: None,
            optional: false,
            cpp_type: "TBAATypeDescriptorAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "offset",
            kind: ir::ParamKind::Int,
            default: None,
            optional: false,
            cpp_type: "int64_t",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "constant",
            kind: ir::ParamKind::Bool,
            default: Some(
                &ir::SpecDefault {
                    text: "false",
                    value: ir::SpecValue::Bool(false),
                },
            ),
            optional: false,
            cpp_type: "bool",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: true,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_TBAATagAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &dialects::gen::llvm_types::__spec_lines::LINES[26usize],
    },
};
/// `#llvm.mlir.module_flag` (spec/dialects/llvm_types.td:N):
pub static LLVM_MODULE_FLAG_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "ModuleFlagAttr",
    dialect: "llvm",
    mnemonic: "mlir.module_flag",
    summary: "",
    params: &[],
    custom: true,
    mnemonic_alias: false,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_ModuleFlagAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &dialects::gen::llvm_types::__spec_lines::LINES[27usize],
    },
};
/// `#llvm.vec_type_hint` (spec/dialects/llvm_types.td:N):
pub static LLVM_VEC_TYPE_HINT_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "VecTypeHintAttr",
    dialect: "llvm",
    mnemonic: "vec_type_hint",
    summary: "",
    params: &[],
    custom: true,
    mnemonic_alias: false,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_VecTypeHintAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &dialects::gen::llvm_types::__spec_lines::LINES[28usize],
    },
};
pub use ::descent::llvm_types::defs::LLVM_POINTER_TYPE_TYPE_DEF;
pub use ::descent::llvm_types::defs::LLVM_ARRAY_TYPE_TYPE_DEF;
pub use ::descent::llvm_types::defs::LLVM_FUNCTION_TYPE_TYPE_DEF;
pub use ::descent::llvm_types::defs::LLVM_STRUCT_TYPE_TYPE_DEF;
pub use ::descent::llvm_types::defs::LLVM_TARGET_EXT_TYPE_TYPE_DEF;
pub use ::descent::llvm_types::defs::LLVM_VOID_TYPE_TYPE_DEF;
pub use ::descent::llvm_types::defs::LLVM_TOKEN_TYPE_TYPE_DEF;
pub use ::descent::llvm_types::defs::LLVM_METADATA_TYPE_TYPE_DEF;
pub use ::descent::llvm_types::defs::LLVM_LABEL_TYPE_TYPE_DEF;
pub use ::descent::llvm_types::defs::LLVMX86AMX_TYPE_TYPE_DEF;
pub use ::descent::llvm_types::defs::LLVMPPCFP128_TYPE_TYPE_DEF;
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 29usize] = [
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
    ];
}
