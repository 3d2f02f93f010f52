// @generated from spec/dialects/llvm.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
#[allow(unused_imports)]
use ::descent::dialects::gen::llvm::*;
fn __translate_llvm_add(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("add");
    e.enum_attr(
        ods::attr_enum_value(op, "overflowFlags"),
        &::descent::dialects::gen::llvm_enums::LLVM_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
    );
    e.text(" ");
    e.typed_group(ods::operand_group(op, ADD_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, ADD_OP_INFO.operand_arities, 1usize));
}
fn __translate_llvm_sub(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("sub");
    e.enum_attr(
        ods::attr_enum_value(op, "overflowFlags"),
        &::descent::dialects::gen::llvm_enums::LLVM_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
    );
    e.text(" ");
    e.typed_group(ods::operand_group(op, SUB_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, SUB_OP_INFO.operand_arities, 1usize));
}
fn __translate_llvm_mul(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("mul");
    e.enum_attr(
        ods::attr_enum_value(op, "overflowFlags"),
        &::descent::dialects::gen::llvm_enums::LLVM_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
    );
    e.text(" ");
    e.typed_group(ods::operand_group(op, MUL_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, MUL_OP_INFO.operand_arities, 1usize));
}
fn __translate_llvm_udiv(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("udiv");
    if e.is_set(op.attr("isExact")) {
        e.text(" exact");
    } else {}
    e.text(" ");
    e.typed_group(ods::operand_group(op, U_DIV_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, U_DIV_OP_INFO.operand_arities, 1usize));
}
fn __translate_llvm_sdiv(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("sdiv");
    if e.is_set(op.attr("isExact")) {
        e.text(" exact");
    } else {}
    e.text(" ");
    e.typed_group(ods::operand_group(op, S_DIV_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, S_DIV_OP_INFO.operand_arities, 1usize));
}
fn __translate_llvm_urem(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("urem ");
    e.typed_group(ods::operand_group(op, U_REM_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, U_REM_OP_INFO.operand_arities, 1usize));
}
fn __translate_llvm_srem(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("srem ");
    e.typed_group(ods::operand_group(op, S_REM_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, S_REM_OP_INFO.operand_arities, 1usize));
}
fn __translate_llvm_and(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("and ");
    e.typed_group(ods::operand_group(op, AND_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, AND_OP_INFO.operand_arities, 1usize));
}
fn __translate_llvm_or(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("or");
    if e.is_set(op.attr("isDisjoint")) {
        e.text(" disjoint");
    } else {}
    e.text(" ");
    e.typed_group(ods::operand_group(op, OR_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, OR_OP_INFO.operand_arities, 1usize));
}
fn __translate_llvm_xor(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("xor ");
    e.typed_group(ods::operand_group(op, X_OR_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, X_OR_OP_INFO.operand_arities, 1usize));
}
fn __translate_llvm_shl(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("shl");
    e.enum_attr(
        ods::attr_enum_value(op, "overflowFlags"),
        &::descent::dialects::gen::llvm_enums::LLVM_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
    );
    e.text(" ");
    e.typed_group(ods::operand_group(op, SHL_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, SHL_OP_INFO.operand_arities, 1usize));
}
fn __translate_llvm_lshr(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("lshr");
    if e.is_set(op.attr("isExact")) {
        e.text(" exact");
    } else {}
    e.text(" ");
    e.typed_group(ods::operand_group(op, L_SHR_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, L_SHR_OP_INFO.operand_arities, 1usize));
}
fn __translate_llvm_ashr(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("ashr");
    if e.is_set(op.attr("isExact")) {
        e.text(" exact");
    } else {}
    e.text(" ");
    e.typed_group(ods::operand_group(op, A_SHR_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, A_SHR_OP_INFO.operand_arities, 1usize));
}
fn __translate_llvm_icmp(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("icmp ");
    e.enum_attr(
        ods::attr_enum_value(op, "predicate"),
        &::descent::dialects::gen::llvm_enums::LLVM_I_CMP_PREDICATE_ATTR_ENUM,
    );
    e.text(" ");
    e.typed_group(ods::operand_group(op, I_CMP_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, I_CMP_OP_INFO.operand_arities, 1usize));
}
fn __translate_llvm_fcmp(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("fcmp");
    e.enum_attr(
        ods::attr_enum_value(op, "fastmathFlags"),
        &::descent::dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
    );
    e.text(" ");
    e.enum_attr(
        ods::attr_enum_value(op, "predicate"),
        &::descent::dialects::gen::llvm_enums::LLVM_F_CMP_PREDICATE_ATTR_ENUM,
    );
    e.text(" ");
    e.typed_group(ods::operand_group(op, F_CMP_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, F_CMP_OP_INFO.operand_arities, 1usize));
}
fn __translate_llvm_fadd(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("fadd");
    e.enum_attr(
        ods::attr_enum_value(op, "fastmathFlags"),
        &::descent::dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
    );
    e.text(" ");
    e.typed_group(ods::operand_group(op, F_ADD_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, F_ADD_OP_INFO.operand_arities, 1usize));
}
fn __translate_llvm_fsub(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("fsub");
    e.enum_attr(
        ods::attr_enum_value(op, "fastmathFlags"),
        &::descent::dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
    );
    e.text(" ");
    e.typed_group(ods::operand_group(op, F_SUB_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, F_SUB_OP_INFO.operand_arities, 1usize));
}
fn __translate_llvm_fmul(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("fmul");
    e.enum_attr(
        ods::attr_enum_value(op, "fastmathFlags"),
        &::descent::dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
    );
    e.text(" ");
    e.typed_group(ods::operand_group(op, F_MUL_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, F_MUL_OP_INFO.operand_arities, 1usize));
}
fn __translate_llvm_fdiv(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("fdiv");
    e.enum_attr(
        ods::attr_enum_value(op, "fastmathFlags"),
        &::descent::dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
    );
    e.text(" ");
    e.typed_group(ods::operand_group(op, F_DIV_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, F_DIV_OP_INFO.operand_arities, 1usize));
}
fn __translate_llvm_frem(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("frem");
    e.enum_attr(
        ods::attr_enum_value(op, "fastmathFlags"),
        &::descent::dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
    );
    e.text(" ");
    e.typed_group(ods::operand_group(op, F_REM_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, F_REM_OP_INFO.operand_arities, 1usize));
}
fn __translate_llvm_fneg(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("fneg");
    e.enum_attr(
        ods::attr_enum_value(op, "fastmathFlags"),
        &::descent::dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
    );
    e.text(" ");
    e.typed_group(ods::operand_group(op, F_NEG_OP_INFO.operand_arities, 0usize));
}
fn __translate_llvm_alloca(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("alloca");
    if e.is_set(op.attr("inalloca")) {
        e.text(" inalloca");
    } else {}
    e.text(" ");
    e.attr(ods::attr_or_default(op, "elem_type"));
    ::descent::translate::helpers::alloca_size(
        e,
        &[
            ::descent::translate::HelperArg::Values(
                ods::operand_group(op, ALLOCA_OP_INFO.operand_arities, 0usize),
            ),
        ],
    );
    e.text(", align ");
    if e.is_set(op.attr("alignment")) {
        e.attr(ods::attr_or_default(op, "alignment"));
    } else {
        ::descent::translate::helpers::pref_align(
            e,
            &[
                ::descent::translate::HelperArg::Attr(
                    ods::attr_or_default(op, "elem_type"),
                ),
            ],
        );
    }
    ::descent::translate::helpers::addrspace(
        e,
        &[
            ::descent::translate::HelperArg::Type(
                op
                    .value_type(
                        ods::results_group(op, ALLOCA_OP_INFO.result_arities, 0usize)
                            .get(0),
                    ),
            ),
        ],
    );
}
fn __translate_llvm_getelementptr(
    e: &mut ::descent::translate::Inst<'_>,
    op: OpRef<'_>,
) {
    e.text("getelementptr");
    e.enum_attr(
        ods::attr_enum_value(op, "noWrapFlags"),
        &::descent::dialects::gen::llvm_enums::LLVM_GEP_NO_WRAP_FLAGS_ATTR_ENUM,
    );
    e.text(" ");
    e.attr(ods::attr_or_default(op, "elem_type"));
    e.text(", ");
    e.typed_group(ods::operand_group(op, GEP_OP_INFO.operand_arities, 0usize));
    ::descent::translate::helpers::gep_indices(
        e,
        &[
            ::descent::translate::HelperArg::Values(
                ods::operand_group(op, GEP_OP_INFO.operand_arities, 1usize),
            ),
            ::descent::translate::HelperArg::Attr(
                ods::attr_or_default(op, "rawConstantIndices"),
            ),
        ],
    );
}
fn __translate_llvm_load(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("load");
    if e.is_set(op.attr("ordering")) {
        e.text(" atomic");
    } else {}
    if e.is_set(op.attr("volatile_")) {
        e.text(" volatile");
    } else {}
    e.text(" ");
    e.ty(
        op.value_type(ods::results_group(op, LOAD_OP_INFO.result_arities, 0usize).get(0)),
    );
    e.text(", ");
    e.typed_group(ods::operand_group(op, LOAD_OP_INFO.operand_arities, 0usize));
    if e.is_set(op.attr("syncscope")) {
        e.text(" syncscope(\"");
        e.attr(ods::attr_or_default(op, "syncscope"));
        e.text("\")");
    } else {}
    if e.is_set(op.attr("ordering")) {
        e.text(" ");
        e.enum_attr(
            ods::attr_enum_value(op, "ordering"),
            &::descent::dialects::gen::llvm_enums::LLVM_ATOMIC_ORDERING_ATTR_ENUM,
        );
    } else {}
    e.text(", align ");
    if e.is_set(op.attr("alignment")) {
        e.attr(ods::attr_or_default(op, "alignment"));
    } else {
        ::descent::translate::helpers::abi_align(
            e,
            &[
                ::descent::translate::HelperArg::Type(
                    op
                        .value_type(
                            ods::results_group(op, LOAD_OP_INFO.result_arities, 0usize)
                                .get(0),
                        ),
                ),
            ],
        );
    }
    if e.is_set(op.attr("tbaa")) {
        e.text(", !tbaa ");
        ::descent::translate::helpers::tbaa_md(
            e,
            &[::descent::translate::HelperArg::Attr(ods::attr_or_default(op, "tbaa"))],
        );
    } else {}
    if e.is_set(op.attr("invariant")) {
        e.text(", !invariant.load ");
        ::descent::translate::helpers::md(
            e,
            &[::descent::translate::HelperArg::Str("!{}")],
        );
    } else {}
    if e.is_set(op.attr("alias_scopes")) {
        e.text(", !alias.scope ");
        ::descent::translate::helpers::alias_scopes_md(
            e,
            &[
                ::descent::translate::HelperArg::Attr(
                    ods::attr_or_default(op, "alias_scopes"),
                ),
            ],
        );
    } else {}
    if e.is_set(op.attr("noalias_scopes")) {
        e.text(", !noalias ");
        ::descent::translate::helpers::alias_scopes_md(
            e,
            &[
                ::descent::translate::HelperArg::Attr(
                    ods::attr_or_default(op, "noalias_scopes"),
                ),
            ],
        );
    } else {}
    if e.is_set(op.attr("nontemporal")) {
        e.text(", !nontemporal ");
        ::descent::translate::helpers::md(
            e,
            &[::descent::translate::HelperArg::Str("!{i32 1}")],
        );
    } else {}
    if e.is_set(op.attr("dereferenceable")) {
        ::descent::translate::helpers::deref_md(
            e,
            &[
                ::descent::translate::HelperArg::Attr(
                    ods::attr_or_default(op, "dereferenceable"),
                ),
            ],
        );
    } else {}
    if e.is_set(op.attr("invariantGroup")) {
        e.text(", !invariant.group ");
        ::descent::translate::helpers::md(
            e,
            &[::descent::translate::HelperArg::Str("!{}")],
        );
    } else {}
    if e.is_set(op.attr("access_groups")) {
        e.text(", !llvm.access.group ");
        ::descent::translate::helpers::access_groups_md(
            e,
            &[
                ::descent::translate::HelperArg::Attr(
                    ods::attr_or_default(op, "access_groups"),
                ),
            ],
        );
    } else {}
}
fn __translate_llvm_store(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("store");
    if e.is_set(op.attr("ordering")) {
        e.text(" atomic");
    } else {}
    if e.is_set(op.attr("volatile_")) {
        e.text(" volatile");
    } else {}
    e.text(" ");
    e.typed_group(ods::operand_group(op, STORE_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.typed_group(ods::operand_group(op, STORE_OP_INFO.operand_arities, 1usize));
    if e.is_set(op.attr("syncscope")) {
        e.text(" syncscope(\"");
        e.attr(ods::attr_or_default(op, "syncscope"));
        e.text("\")");
    } else {}
    if e.is_set(op.attr("ordering")) {
        e.text(" ");
        e.enum_attr(
            ods::attr_enum_value(op, "ordering"),
            &::descent::dialects::gen::llvm_enums::LLVM_ATOMIC_ORDERING_ATTR_ENUM,
        );
    } else {}
    e.text(", align ");
    if e.is_set(op.attr("alignment")) {
        e.attr(ods::attr_or_default(op, "alignment"));
    } else {
        ::descent::translate::helpers::abi_align(
            e,
            &[
                ::descent::translate::HelperArg::Type(
                    op
                        .value_type(
                            ods::operand_group(op, STORE_OP_INFO.operand_arities, 0usize)
                                .get(0),
                        ),
                ),
            ],
        );
    }
    if e.is_set(op.attr("tbaa")) {
        e.text(", !tbaa ");
        ::descent::translate::helpers::tbaa_md(
            e,
            &[::descent::translate::HelperArg::Attr(ods::attr_or_default(op, "tbaa"))],
        );
    } else {}
    if e.is_set(op.attr("alias_scopes")) {
        e.text(", !alias.scope ");
        ::descent::translate::helpers::alias_scopes_md(
            e,
            &[
                ::descent::translate::HelperArg::Attr(
                    ods::attr_or_default(op, "alias_scopes"),
                ),
            ],
        );
    } else {}
    if e.is_set(op.attr("noalias_scopes")) {
        e.text(", !noalias ");
        ::descent::translate::helpers::alias_scopes_md(
            e,
            &[
                ::descent::translate::HelperArg::Attr(
                    ods::attr_or_default(op, "noalias_scopes"),
                ),
            ],
        );
    } else {}
    if e.is_set(op.attr("nontemporal")) {
        e.text(", !nontemporal ");
        ::descent::translate::helpers::md(
            e,
            &[::descent::translate::HelperArg::Str("!{i32 1}")],
        );
    } else {}
    if e.is_set(op.attr("invariantGroup")) {
        e.text(", !invariant.group ");
        ::descent::translate::helpers::md(
            e,
            &[::descent::translate::HelperArg::Str("!{}")],
        );
    } else {}
    if e.is_set(op.attr("access_groups")) {
        e.text(", !llvm.access.group ");
        ::descent::translate::helpers::access_groups_md(
            e,
            &[
                ::descent::translate::HelperArg::Attr(
                    ods::attr_or_default(op, "access_groups"),
                ),
            ],
        );
    } else {}
}
fn __translate_llvm_atomicrmw(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("atomicrmw");
    if e.is_set(op.attr("volatile_")) {
        e.text(" volatile");
    } else {}
    e.text(" ");
    e.enum_attr(
        ods::attr_enum_value(op, "bin_op"),
        &::descent::dialects::gen::llvm_enums::LLVM_ATOMIC_BIN_OP_ATTR_ENUM,
    );
    e.text(" ");
    e.typed_group(ods::operand_group(op, ATOMIC_RMW_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.typed_group(ods::operand_group(op, ATOMIC_RMW_OP_INFO.operand_arities, 1usize));
    if e.is_set(op.attr("syncscope")) {
        e.text(" syncscope(\"");
        e.attr(ods::attr_or_default(op, "syncscope"));
        e.text("\")");
    } else {}
    e.text(" ");
    e.enum_attr(
        ods::attr_enum_value(op, "ordering"),
        &::descent::dialects::gen::llvm_enums::LLVM_ATOMIC_ORDERING_ATTR_ENUM,
    );
    e.text(", align ");
    if e.is_set(op.attr("alignment")) {
        e.attr(ods::attr_or_default(op, "alignment"));
    } else {
        ::descent::translate::helpers::store_size_align(
            e,
            &[
                ::descent::translate::HelperArg::Type(
                    op
                        .value_type(
                            ods::operand_group(
                                    op,
                                    ATOMIC_RMW_OP_INFO.operand_arities,
                                    1usize,
                                )
                                .get(0),
                        ),
                ),
            ],
        );
    }
    if e.is_set(op.attr("tbaa")) {
        e.text(", !tbaa ");
        ::descent::translate::helpers::tbaa_md(
            e,
            &[::descent::translate::HelperArg::Attr(ods::attr_or_default(op, "tbaa"))],
        );
    } else {}
    if e.is_set(op.attr("alias_scopes")) {
        e.text(", !alias.scope ");
        ::descent::translate::helpers::alias_scopes_md(
            e,
            &[
                ::descent::translate::HelperArg::Attr(
                    ods::attr_or_default(op, "alias_scopes"),
                ),
            ],
        );
    } else {}
    if e.is_set(op.attr("noalias_scopes")) {
        e.text(", !noalias ");
        ::descent::translate::helpers::alias_scopes_md(
            e,
            &[
                ::descent::translate::HelperArg::Attr(
                    ods::attr_or_default(op, "noalias_scopes"),
                ),
            ],
        );
    } else {}
    if e.is_set(op.attr("access_groups")) {
        e.text(", !llvm.access.group ");
        ::descent::translate::helpers::access_groups_md(
            e,
            &[
                ::descent::translate::HelperArg::Attr(
                    ods::attr_or_default(op, "access_groups"),
                ),
            ],
        );
    } else {}
}
fn __translate_llvm_cmpxchg(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("cmpxchg");
    if e.is_set(op.attr("weak")) {
        e.text(" weak");
    } else {}
    if e.is_set(op.attr("volatile_")) {
        e.text(" volatile");
    } else {}
    e.text(" ");
    e.typed_group(
        ods::operand_group(op, ATOMIC_CMP_XCHG_OP_INFO.operand_arities, 0usize),
    );
    e.text(", ");
    e.typed_group(
        ods::operand_group(op, ATOMIC_CMP_XCHG_OP_INFO.operand_arities, 1usize),
    );
    e.text(", ");
    e.typed_group(
        ods::operand_group(op, ATOMIC_CMP_XCHG_OP_INFO.operand_arities, 2usize),
    );
    if e.is_set(op.attr("syncscope")) {
        e.text(" syncscope(\"");
        e.attr(ods::attr_or_default(op, "syncscope"));
        e.text("\")");
    } else {}
    e.text(" ");
    e.enum_attr(
        ods::attr_enum_value(op, "success_ordering"),
        &::descent::dialects::gen::llvm_enums::LLVM_ATOMIC_ORDERING_ATTR_ENUM,
    );
    e.text(" ");
    e.enum_attr(
        ods::attr_enum_value(op, "failure_ordering"),
        &::descent::dialects::gen::llvm_enums::LLVM_ATOMIC_ORDERING_ATTR_ENUM,
    );
    e.text(", align ");
    if e.is_set(op.attr("alignment")) {
        e.attr(ods::attr_or_default(op, "alignment"));
    } else {
        ::descent::translate::helpers::store_size_align(
            e,
            &[
                ::descent::translate::HelperArg::Type(
                    op
                        .value_type(
                            ods::operand_group(
                                    op,
                                    ATOMIC_CMP_XCHG_OP_INFO.operand_arities,
                                    2usize,
                                )
                                .get(0),
                        ),
                ),
            ],
        );
    }
    if e.is_set(op.attr("tbaa")) {
        e.text(", !tbaa ");
        ::descent::translate::helpers::tbaa_md(
            e,
            &[::descent::translate::HelperArg::Attr(ods::attr_or_default(op, "tbaa"))],
        );
    } else {}
    if e.is_set(op.attr("alias_scopes")) {
        e.text(", !alias.scope ");
        ::descent::translate::helpers::alias_scopes_md(
            e,
            &[
                ::descent::translate::HelperArg::Attr(
                    ods::attr_or_default(op, "alias_scopes"),
                ),
            ],
        );
    } else {}
    if e.is_set(op.attr("noalias_scopes")) {
        e.text(", !noalias ");
        ::descent::translate::helpers::alias_scopes_md(
            e,
            &[
                ::descent::translate::HelperArg::Attr(
                    ods::attr_or_default(op, "noalias_scopes"),
                ),
            ],
        );
    } else {}
    if e.is_set(op.attr("access_groups")) {
        e.text(", !llvm.access.group ");
        ::descent::translate::helpers::access_groups_md(
            e,
            &[
                ::descent::translate::HelperArg::Attr(
                    ods::attr_or_default(op, "access_groups"),
                ),
            ],
        );
    } else {}
}
fn __translate_llvm_fence(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("fence");
    if e.is_set(op.attr("syncscope")) {
        e.text(" syncscope(\"");
        e.attr(ods::attr_or_default(op, "syncscope"));
        e.text("\")");
    } else {}
    e.text(" ");
    e.enum_attr(
        ods::attr_enum_value(op, "ordering"),
        &::descent::dialects::gen::llvm_enums::LLVM_ATOMIC_ORDERING_ATTR_ENUM,
    );
}
fn __translate_llvm_bitcast(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("bitcast ");
    e.typed_group(ods::operand_group(op, BITCAST_OP_INFO.operand_arities, 0usize));
    e.text(" to ");
    e.ty(
        op
            .value_type(
                ods::results_group(op, BITCAST_OP_INFO.result_arities, 0usize).get(0),
            ),
    );
}
fn __translate_llvm_addrspacecast(
    e: &mut ::descent::translate::Inst<'_>,
    op: OpRef<'_>,
) {
    e.text("addrspacecast ");
    e.typed_group(
        ods::operand_group(op, ADDR_SPACE_CAST_OP_INFO.operand_arities, 0usize),
    );
    e.text(" to ");
    e.ty(
        op
            .value_type(
                ods::results_group(op, ADDR_SPACE_CAST_OP_INFO.result_arities, 0usize)
                    .get(0),
            ),
    );
}
fn __translate_llvm_inttoptr(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("inttoptr ");
    e.typed_group(ods::operand_group(op, INT_TO_PTR_OP_INFO.operand_arities, 0usize));
    e.text(" to ");
    e.ty(
        op
            .value_type(
                ods::results_group(op, INT_TO_PTR_OP_INFO.result_arities, 0usize).get(0),
            ),
    );
    if e.is_set(op.attr("dereferenceable")) {
        ::descent::translate::helpers::deref_md(
            e,
            &[
                ::descent::translate::HelperArg::Attr(
                    ods::attr_or_default(op, "dereferenceable"),
                ),
            ],
        );
    } else {}
}
fn __translate_llvm_ptrtoint(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("ptrtoint ");
    e.typed_group(ods::operand_group(op, PTR_TO_INT_OP_INFO.operand_arities, 0usize));
    e.text(" to ");
    e.ty(
        op
            .value_type(
                ods::results_group(op, PTR_TO_INT_OP_INFO.result_arities, 0usize).get(0),
            ),
    );
}
fn __translate_llvm_sext(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("sext ");
    e.typed_group(ods::operand_group(op, S_EXT_OP_INFO.operand_arities, 0usize));
    e.text(" to ");
    e.ty(
        op
            .value_type(
                ods::results_group(op, S_EXT_OP_INFO.result_arities, 0usize).get(0),
            ),
    );
}
fn __translate_llvm_zext(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("zext");
    if e.is_set(op.attr("nonNeg")) {
        e.text(" nneg");
    } else {}
    e.text(" ");
    e.typed_group(ods::operand_group(op, Z_EXT_OP_INFO.operand_arities, 0usize));
    e.text(" to ");
    e.ty(
        op
            .value_type(
                ods::results_group(op, Z_EXT_OP_INFO.result_arities, 0usize).get(0),
            ),
    );
}
fn __translate_llvm_trunc(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("trunc");
    e.enum_attr(
        ods::attr_enum_value(op, "overflowFlags"),
        &::descent::dialects::gen::llvm_enums::LLVM_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
    );
    e.text(" ");
    e.typed_group(ods::operand_group(op, TRUNC_OP_INFO.operand_arities, 0usize));
    e.text(" to ");
    e.ty(
        op
            .value_type(
                ods::results_group(op, TRUNC_OP_INFO.result_arities, 0usize).get(0),
            ),
    );
}
fn __translate_llvm_sitofp(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("sitofp ");
    e.typed_group(ods::operand_group(op, SI_TO_FP_OP_INFO.operand_arities, 0usize));
    e.text(" to ");
    e.ty(
        op
            .value_type(
                ods::results_group(op, SI_TO_FP_OP_INFO.result_arities, 0usize).get(0),
            ),
    );
}
fn __translate_llvm_uitofp(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("uitofp");
    if e.is_set(op.attr("nonNeg")) {
        e.text(" nneg");
    } else {}
    e.text(" ");
    e.typed_group(ods::operand_group(op, UI_TO_FP_OP_INFO.operand_arities, 0usize));
    e.text(" to ");
    e.ty(
        op
            .value_type(
                ods::results_group(op, UI_TO_FP_OP_INFO.result_arities, 0usize).get(0),
            ),
    );
}
fn __translate_llvm_fptosi(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("fptosi ");
    e.typed_group(ods::operand_group(op, FP_TO_SI_OP_INFO.operand_arities, 0usize));
    e.text(" to ");
    e.ty(
        op
            .value_type(
                ods::results_group(op, FP_TO_SI_OP_INFO.result_arities, 0usize).get(0),
            ),
    );
}
fn __translate_llvm_fptoui(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("fptoui ");
    e.typed_group(ods::operand_group(op, FP_TO_UI_OP_INFO.operand_arities, 0usize));
    e.text(" to ");
    e.ty(
        op
            .value_type(
                ods::results_group(op, FP_TO_UI_OP_INFO.result_arities, 0usize).get(0),
            ),
    );
}
fn __translate_llvm_fpext(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("fpext ");
    e.typed_group(ods::operand_group(op, FP_EXT_OP_INFO.operand_arities, 0usize));
    e.text(" to ");
    e.ty(
        op
            .value_type(
                ods::results_group(op, FP_EXT_OP_INFO.result_arities, 0usize).get(0),
            ),
    );
}
fn __translate_llvm_fptrunc(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("fptrunc ");
    e.typed_group(ods::operand_group(op, FP_TRUNC_OP_INFO.operand_arities, 0usize));
    e.text(" to ");
    e.ty(
        op
            .value_type(
                ods::results_group(op, FP_TRUNC_OP_INFO.result_arities, 0usize).get(0),
            ),
    );
}
fn __translate_llvm_va_arg(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("va_arg ");
    e.typed_group(ods::operand_group(op, VA_ARG_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.ty(
        op
            .value_type(
                ods::results_group(op, VA_ARG_OP_INFO.result_arities, 0usize).get(0),
            ),
    );
}
fn __translate_llvm_extractelement(
    e: &mut ::descent::translate::Inst<'_>,
    op: OpRef<'_>,
) {
    e.text("extractelement ");
    e.typed_group(
        ods::operand_group(op, EXTRACT_ELEMENT_OP_INFO.operand_arities, 0usize),
    );
    e.text(", ");
    e.typed_group(
        ods::operand_group(op, EXTRACT_ELEMENT_OP_INFO.operand_arities, 1usize),
    );
}
fn __translate_llvm_extractvalue(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("extractvalue ");
    e.typed_group(ods::operand_group(op, EXTRACT_VALUE_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.attr(ods::attr_or_default(op, "position"));
}
fn __translate_llvm_insertelement(
    e: &mut ::descent::translate::Inst<'_>,
    op: OpRef<'_>,
) {
    e.text("insertelement ");
    e.typed_group(
        ods::operand_group(op, INSERT_ELEMENT_OP_INFO.operand_arities, 0usize),
    );
    e.text(", ");
    e.typed_group(
        ods::operand_group(op, INSERT_ELEMENT_OP_INFO.operand_arities, 1usize),
    );
    e.text(", ");
    e.typed_group(
        ods::operand_group(op, INSERT_ELEMENT_OP_INFO.operand_arities, 2usize),
    );
}
fn __translate_llvm_insertvalue(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("insertvalue ");
    e.typed_group(ods::operand_group(op, INSERT_VALUE_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.typed_group(ods::operand_group(op, INSERT_VALUE_OP_INFO.operand_arities, 1usize));
    e.text(", ");
    e.attr(ods::attr_or_default(op, "position"));
}
fn __translate_llvm_shufflevector(
    e: &mut ::descent::translate::Inst<'_>,
    op: OpRef<'_>,
) {
    e.text("shufflevector ");
    e.typed_group(
        ods::operand_group(op, SHUFFLE_VECTOR_OP_INFO.operand_arities, 0usize),
    );
    e.text(", ");
    e.typed_group(
        ods::operand_group(op, SHUFFLE_VECTOR_OP_INFO.operand_arities, 1usize),
    );
    e.text(", ");
    ::descent::translate::helpers::shuffle_mask(
        e,
        &[::descent::translate::HelperArg::Attr(ods::attr_or_default(op, "mask"))],
    );
}
fn __translate_llvm_select(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("select");
    e.enum_attr(
        ods::attr_enum_value(op, "fastmathFlags"),
        &::descent::dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
    );
    e.text(" ");
    e.typed_group(ods::operand_group(op, SELECT_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.typed_group(ods::operand_group(op, SELECT_OP_INFO.operand_arities, 1usize));
    e.text(", ");
    e.typed_group(ods::operand_group(op, SELECT_OP_INFO.operand_arities, 2usize));
}
fn __translate_llvm_freeze(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("freeze ");
    e.typed_group(ods::operand_group(op, FREEZE_OP_INFO.operand_arities, 0usize));
}
fn __translate_llvm_resume(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("resume ");
    e.typed_group(ods::operand_group(op, RESUME_OP_INFO.operand_arities, 0usize));
}
fn __translate_llvm_unreachable(e: &mut ::descent::translate::Inst<'_>, op: OpRef<'_>) {
    e.text("unreachable");
}
/// How each op of this file becomes LLVM IR.
pub static TRANSLATIONS: &[(&str, ::descent::translate::Translation)] = &[
    ("llvm.add", ::descent::translate::Translation::Template(__translate_llvm_add)),
    ("llvm.sub", ::descent::translate::Translation::Template(__translate_llvm_sub)),
    ("llvm.mul", ::descent::translate::Translation::Template(__translate_llvm_mul)),
    ("llvm.udiv", ::descent::translate::Translation::Template(__translate_llvm_udiv)),
    ("llvm.sdiv", ::descent::translate::Translation::Template(__translate_llvm_sdiv)),
    ("llvm.urem", ::descent::translate::Translation::Template(__translate_llvm_urem)),
    ("llvm.srem", ::descent::translate::Translation::Template(__translate_llvm_srem)),
    ("llvm.and", ::descent::translate::Translation::Template(__translate_llvm_and)),
    ("llvm.or", ::descent::translate::Translation::Template(__translate_llvm_or)),
    ("llvm.xor", ::descent::translate::Translation::Template(__translate_llvm_xor)),
    ("llvm.shl", ::descent::translate::Translation::Template(__translate_llvm_shl)),
    ("llvm.lshr", ::descent::translate::Translation::Template(__translate_llvm_lshr)),
    ("llvm.ashr", ::descent::translate::Translation::Template(__translate_llvm_ashr)),
    ("llvm.icmp", ::descent::translate::Translation::Template(__translate_llvm_icmp)),
    ("llvm.fcmp", ::descent::translate::Translation::Template(__translate_llvm_fcmp)),
    ("llvm.fadd", ::descent::translate::Translation::Template(__translate_llvm_fadd)),
    ("llvm.fsub", ::descent::translate::Translation::Template(__translate_llvm_fsub)),
    ("llvm.fmul", ::descent::translate::Translation::Template(__translate_llvm_fmul)),
    ("llvm.fdiv", ::descent::translate::Translation::Template(__translate_llvm_fdiv)),
    ("llvm.frem", ::descent::translate::Translation::Template(__translate_llvm_frem)),
    ("llvm.fneg", ::descent::translate::Translation::Template(__translate_llvm_fneg)),
    (
        "llvm.alloca",
        ::descent::translate::Translation::Template(__translate_llvm_alloca),
    ),
    (
        "llvm.getelementptr",
        ::descent::translate::Translation::Template(__translate_llvm_getelementptr),
    ),
    ("llvm.load", ::descent::translate::Translation::Template(__translate_llvm_load)),
    ("llvm.store", ::descent::translate::Translation::Template(__translate_llvm_store)),
    (
        "llvm.atomicrmw",
        ::descent::translate::Translation::Template(__translate_llvm_atomicrmw),
    ),
    (
        "llvm.cmpxchg",
        ::descent::translate::Translation::Template(__translate_llvm_cmpxchg),
    ),
    ("llvm.fence", ::descent::translate::Translation::Template(__translate_llvm_fence)),
    (
        "llvm.bitcast",
        ::descent::translate::Translation::Template(__translate_llvm_bitcast),
    ),
    (
        "llvm.addrspacecast",
        ::descent::translate::Translation::Template(__translate_llvm_addrspacecast),
    ),
    (
        "llvm.inttoptr",
        ::descent::translate::Translation::Template(__translate_llvm_inttoptr),
    ),
    (
        "llvm.ptrtoint",
        ::descent::translate::Translation::Template(__translate_llvm_ptrtoint),
    ),
    ("llvm.sext", ::descent::translate::Translation::Template(__translate_llvm_sext)),
    ("llvm.zext", ::descent::translate::Translation::Template(__translate_llvm_zext)),
    ("llvm.trunc", ::descent::translate::Translation::Template(__translate_llvm_trunc)),
    (
        "llvm.sitofp",
        ::descent::translate::Translation::Template(__translate_llvm_sitofp),
    ),
    (
        "llvm.uitofp",
        ::descent::translate::Translation::Template(__translate_llvm_uitofp),
    ),
    (
        "llvm.fptosi",
        ::descent::translate::Translation::Template(__translate_llvm_fptosi),
    ),
    (
        "llvm.fptoui",
        ::descent::translate::Translation::Template(__translate_llvm_fptoui),
    ),
    ("llvm.fpext", ::descent::translate::Translation::Template(__translate_llvm_fpext)),
    (
        "llvm.fptrunc",
        ::descent::translate::Translation::Template(__translate_llvm_fptrunc),
    ),
    (
        "llvm.call",
        ::descent::translate::Translation::Native(
            ::descent::translate::native::translate_call,
        ),
    ),
    (
        "llvm.invoke",
        ::descent::translate::Translation::Native(
            ::descent::translate::native::translate_invoke,
        ),
    ),
    (
        "llvm.landingpad",
        ::descent::translate::Translation::Native(
            ::descent::translate::native::translate_landingpad,
        ),
    ),
    (
        "llvm.va_arg",
        ::descent::translate::Translation::Template(__translate_llvm_va_arg),
    ),
    (
        "llvm.call_intrinsic",
        ::descent::translate::Translation::Native(
            ::descent::translate::native::translate_call_intrinsic,
        ),
    ),
    (
        "llvm.inline_asm",
        ::descent::translate::Translation::Native(
            ::descent::translate::native::translate_inline_asm,
        ),
    ),
    (
        "llvm.extractelement",
        ::descent::translate::Translation::Template(__translate_llvm_extractelement),
    ),
    (
        "llvm.extractvalue",
        ::descent::translate::Translation::Template(__translate_llvm_extractvalue),
    ),
    (
        "llvm.insertelement",
        ::descent::translate::Translation::Template(__translate_llvm_insertelement),
    ),
    (
        "llvm.insertvalue",
        ::descent::translate::Translation::Template(__translate_llvm_insertvalue),
    ),
    (
        "llvm.shufflevector",
        ::descent::translate::Translation::Template(__translate_llvm_shufflevector),
    ),
    (
        "llvm.select",
        ::descent::translate::Translation::Template(__translate_llvm_select),
    ),
    (
        "llvm.freeze",
        ::descent::translate::Translation::Template(__translate_llvm_freeze),
    ),
    (
        "llvm.br",
        ::descent::translate::Translation::Native(
            ::descent::translate::native::translate_br,
        ),
    ),
    (
        "llvm.cond_br",
        ::descent::translate::Translation::Native(
            ::descent::translate::native::translate_cond_br,
        ),
    ),
    (
        "llvm.return",
        ::descent::translate::Translation::Native(
            ::descent::translate::native::translate_return,
        ),
    ),
    (
        "llvm.resume",
        ::descent::translate::Translation::Template(__translate_llvm_resume),
    ),
    (
        "llvm.unreachable",
        ::descent::translate::Translation::Template(__translate_llvm_unreachable),
    ),
    (
        "llvm.switch",
        ::descent::translate::Translation::Native(
            ::descent::translate::native::translate_switch,
        ),
    ),
    (
        "llvm.indirectbr",
        ::descent::translate::Translation::Native(
            ::descent::translate::native::translate_indirectbr,
        ),
    ),
    (
        "llvm.mlir.addressof",
        ::descent::translate::Translation::Native(
            ::descent::translate::native::translate_addressof,
        ),
    ),
    (
        "llvm.dso_local_equivalent",
        ::descent::translate::Translation::Native(
            ::descent::translate::native::translate_dso_local_equivalent,
        ),
    ),
    (
        "llvm.blockaddress",
        ::descent::translate::Translation::Native(
            ::descent::translate::native::translate_blockaddress,
        ),
    ),
    (
        "llvm.blocktag",
        ::descent::translate::Translation::Native(
            ::descent::translate::native::translate_blocktag,
        ),
    ),
    (
        "llvm.mlir.none",
        ::descent::translate::Translation::Native(
            ::descent::translate::native::translate_none,
        ),
    ),
    (
        "llvm.mlir.undef",
        ::descent::translate::Translation::Native(
            ::descent::translate::native::translate_undef,
        ),
    ),
    (
        "llvm.mlir.poison",
        ::descent::translate::Translation::Native(
            ::descent::translate::native::translate_poison,
        ),
    ),
    (
        "llvm.mlir.zero",
        ::descent::translate::Translation::Native(
            ::descent::translate::native::translate_zero,
        ),
    ),
    (
        "llvm.mlir.constant",
        ::descent::translate::Translation::Native(
            ::descent::translate::native::translate_constant,
        ),
    ),
    (
        "llvm.mlir.global",
        ::descent::translate::Translation::Native(
            ::descent::translate::native::translate_global,
        ),
    ),
    (
        "llvm.mlir.global_ctors",
        ::descent::translate::Translation::Native(
            ::descent::translate::native::translate_global_ctors,
        ),
    ),
    (
        "llvm.mlir.global_dtors",
        ::descent::translate::Translation::Native(
            ::descent::translate::native::translate_global_dtors,
        ),
    ),
    (
        "llvm.mlir.alias",
        ::descent::translate::Translation::Native(
            ::descent::translate::native::translate_alias,
        ),
    ),
    (
        "llvm.mlir.ifunc",
        ::descent::translate::Translation::Native(
            ::descent::translate::native::translate_ifunc,
        ),
    ),
    (
        "llvm.comdat_selector",
        ::descent::translate::Translation::Native(
            ::descent::translate::native::translate_comdat_selector,
        ),
    ),
    (
        "llvm.comdat",
        ::descent::translate::Translation::Native(
            ::descent::translate::native::translate_comdat,
        ),
    ),
    (
        "llvm.func",
        ::descent::translate::Translation::Native(
            ::descent::translate::native::translate_func,
        ),
    ),
    (
        "llvm.linker_options",
        ::descent::translate::Translation::Native(
            ::descent::translate::native::translate_linker_options,
        ),
    ),
    (
        "llvm.module_flags",
        ::descent::translate::Translation::Native(
            ::descent::translate::native::translate_module_flags,
        ),
    ),
];
