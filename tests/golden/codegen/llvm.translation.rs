// @generated from spec/dialects/llvm.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{dialects, translate};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
#[allow(unused_imports)]
use ::descent::dialects::gen::llvm::*;
/// `llvm.add` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_add_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
    e.text("add");
    e.enum_attr(
        ods::attr_enum_value(op, "overflowFlags"),
        &dialects::gen::llvm_enums::LLVM_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
    );
    e.text(" ");
    e.typed_group(ods::operand_group(op, ADD_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, ADD_OP_INFO.operand_arities, 1usize));
}
/// `llvm.sub` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_sub_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
    e.text("sub");
    e.enum_attr(
        ods::attr_enum_value(op, "overflowFlags"),
        &dialects::gen::llvm_enums::LLVM_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
    );
    e.text(" ");
    e.typed_group(ods::operand_group(op, SUB_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, SUB_OP_INFO.operand_arities, 1usize));
}
/// `llvm.mul` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_mul_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
    e.text("mul");
    e.enum_attr(
        ods::attr_enum_value(op, "overflowFlags"),
        &dialects::gen::llvm_enums::LLVM_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
    );
    e.text(" ");
    e.typed_group(ods::operand_group(op, MUL_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, MUL_OP_INFO.operand_arities, 1usize));
}
/// `llvm.udiv` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_u_div_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
    e.text("udiv");
    if e.is_set(op.attr("isExact")) {
        e.text(" exact");
    } else {}
    e.text(" ");
    e.typed_group(ods::operand_group(op, U_DIV_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, U_DIV_OP_INFO.operand_arities, 1usize));
}
/// `llvm.sdiv` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_s_div_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
    e.text("sdiv");
    if e.is_set(op.attr("isExact")) {
        e.text(" exact");
    } else {}
    e.text(" ");
    e.typed_group(ods::operand_group(op, S_DIV_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, S_DIV_OP_INFO.operand_arities, 1usize));
}
/// `llvm.urem` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_u_rem_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
    e.text("urem ");
    e.typed_group(ods::operand_group(op, U_REM_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, U_REM_OP_INFO.operand_arities, 1usize));
}
/// `llvm.srem` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_s_rem_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
    e.text("srem ");
    e.typed_group(ods::operand_group(op, S_REM_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, S_REM_OP_INFO.operand_arities, 1usize));
}
/// `llvm.and` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_and_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
    e.text("and ");
    e.typed_group(ods::operand_group(op, AND_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, AND_OP_INFO.operand_arities, 1usize));
}
/// `llvm.or` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_or_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
    e.text("or");
    if e.is_set(op.attr("isDisjoint")) {
        e.text(" disjoint");
    } else {}
    e.text(" ");
    e.typed_group(ods::operand_group(op, OR_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, OR_OP_INFO.operand_arities, 1usize));
}
/// `llvm.xor` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_x_or_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
    e.text("xor ");
    e.typed_group(ods::operand_group(op, X_OR_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, X_OR_OP_INFO.operand_arities, 1usize));
}
/// `llvm.shl` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_shl_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
    e.text("shl");
    e.enum_attr(
        ods::attr_enum_value(op, "overflowFlags"),
        &dialects::gen::llvm_enums::LLVM_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
    );
    e.text(" ");
    e.typed_group(ods::operand_group(op, SHL_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, SHL_OP_INFO.operand_arities, 1usize));
}
/// `llvm.lshr` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_l_shr_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
    e.text("lshr");
    if e.is_set(op.attr("isExact")) {
        e.text(" exact");
    } else {}
    e.text(" ");
    e.typed_group(ods::operand_group(op, L_SHR_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, L_SHR_OP_INFO.operand_arities, 1usize));
}
/// `llvm.ashr` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_a_shr_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
    e.text("ashr");
    if e.is_set(op.attr("isExact")) {
        e.text(" exact");
    } else {}
    e.text(" ");
    e.typed_group(ods::operand_group(op, A_SHR_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, A_SHR_OP_INFO.operand_arities, 1usize));
}
/// `llvm.icmp` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_i_cmp_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
    e.text("icmp ");
    e.enum_attr(
        ods::attr_enum_value(op, "predicate"),
        &dialects::gen::llvm_enums::LLVM_I_CMP_PREDICATE_ATTR_ENUM,
    );
    e.text(" ");
    e.typed_group(ods::operand_group(op, I_CMP_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, I_CMP_OP_INFO.operand_arities, 1usize));
}
/// `llvm.fcmp` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_f_cmp_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
    e.text("fcmp");
    e.enum_attr(
        ods::attr_enum_value(op, "fastmathFlags"),
        &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
    );
    e.text(" ");
    e.enum_attr(
        ods::attr_enum_value(op, "predicate"),
        &dialects::gen::llvm_enums::LLVM_F_CMP_PREDICATE_ATTR_ENUM,
    );
    e.text(" ");
    e.typed_group(ods::operand_group(op, F_CMP_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, F_CMP_OP_INFO.operand_arities, 1usize));
}
/// `llvm.fadd` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_f_add_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
    e.text("fadd");
    e.enum_attr(
        ods::attr_enum_value(op, "fastmathFlags"),
        &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
    );
    e.text(" ");
    e.typed_group(ods::operand_group(op, F_ADD_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, F_ADD_OP_INFO.operand_arities, 1usize));
}
/// `llvm.fsub` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_f_sub_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
    e.text("fsub");
    e.enum_attr(
        ods::attr_enum_value(op, "fastmathFlags"),
        &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
    );
    e.text(" ");
    e.typed_group(ods::operand_group(op, F_SUB_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, F_SUB_OP_INFO.operand_arities, 1usize));
}
/// `llvm.fmul` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_f_mul_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
    e.text("fmul");
    e.enum_attr(
        ods::attr_enum_value(op, "fastmathFlags"),
        &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
    );
    e.text(" ");
    e.typed_group(ods::operand_group(op, F_MUL_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, F_MUL_OP_INFO.operand_arities, 1usize));
}
/// `llvm.fdiv` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_f_div_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
    e.text("fdiv");
    e.enum_attr(
        ods::attr_enum_value(op, "fastmathFlags"),
        &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
    );
    e.text(" ");
    e.typed_group(ods::operand_group(op, F_DIV_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, F_DIV_OP_INFO.operand_arities, 1usize));
}
/// `llvm.frem` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_f_rem_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
    e.text("frem");
    e.enum_attr(
        ods::attr_enum_value(op, "fastmathFlags"),
        &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
    );
    e.text(" ");
    e.typed_group(ods::operand_group(op, F_REM_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.value_group(ods::operand_group(op, F_REM_OP_INFO.operand_arities, 1usize));
}
/// `llvm.fneg` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_f_neg_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
    e.text("fneg");
    e.enum_attr(
        ods::attr_enum_value(op, "fastmathFlags"),
        &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
    );
    e.text(" ");
    e.typed_group(ods::operand_group(op, F_NEG_OP_INFO.operand_arities, 0usize));
}
/// `llvm.alloca` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_alloca_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
    e.text("alloca");
    if e.is_set(op.attr("inalloca")) {
        e.text(" inalloca");
    } else {}
    e.text(" ");
    e.attr(ods::attr_or_default(op, "elem_type"));
    translate::helpers::alloca_size(
        e,
        &[
            translate::HelperArg::Values(
                ods::operand_group(op, ALLOCA_OP_INFO.operand_arities, 0usize),
            ),
        ],
    );
    e.text(", align ");
    if e.is_set(op.attr("alignment")) {
        translate::helpers::align(
            e,
            &[translate::HelperArg::Attr(ods::attr_or_default(op, "alignment"))],
        );
    } else {
        translate::helpers::pref_align(
            e,
            &[translate::HelperArg::Attr(ods::attr_or_default(op, "elem_type"))],
        );
    }
    translate::helpers::addrspace(
        e,
        &[
            translate::HelperArg::Type(
                op
                    .value_type(
                        ods::results_group(op, ALLOCA_OP_INFO.result_arities, 0usize)
                            .get(0),
                    ),
            ),
        ],
    );
}
/// `llvm.getelementptr` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_gep_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
    e.text("getelementptr");
    e.enum_attr(
        ods::attr_enum_value(op, "noWrapFlags"),
        &dialects::gen::llvm_enums::LLVM_GEP_NO_WRAP_FLAGS_ATTR_ENUM,
    );
    e.text(" ");
    e.attr(ods::attr_or_default(op, "elem_type"));
    e.text(", ");
    e.typed_group(ods::operand_group(op, GEP_OP_INFO.operand_arities, 0usize));
    translate::helpers::gep_indices(
        e,
        &[
            translate::HelperArg::Values(
                ods::operand_group(op, GEP_OP_INFO.operand_arities, 1usize),
            ),
            translate::HelperArg::Attr(ods::attr_or_default(op, "rawConstantIndices")),
        ],
    );
}
/// `llvm.load` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_load_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
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
            &dialects::gen::llvm_enums::LLVM_ATOMIC_ORDERING_ATTR_ENUM,
        );
    } else {}
    e.text(", align ");
    if e.is_set(op.attr("alignment")) {
        translate::helpers::align(
            e,
            &[translate::HelperArg::Attr(ods::attr_or_default(op, "alignment"))],
        );
    } else {
        translate::helpers::abi_align(
            e,
            &[
                translate::HelperArg::Type(
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
        translate::helpers::tbaa_md(
            e,
            &[translate::HelperArg::Attr(ods::attr_or_default(op, "tbaa"))],
        );
    } else {}
    if e.is_set(op.attr("invariant")) {
        e.text(", !invariant.load ");
        translate::helpers::md(e, &[translate::HelperArg::Str("!{}")]);
    } else {}
    if e.is_set(op.attr("alias_scopes")) {
        e.text(", !alias.scope ");
        translate::helpers::alias_scopes_md(
            e,
            &[translate::HelperArg::Attr(ods::attr_or_default(op, "alias_scopes"))],
        );
    } else {}
    if e.is_set(op.attr("noalias_scopes")) {
        e.text(", !noalias ");
        translate::helpers::alias_scopes_md(
            e,
            &[translate::HelperArg::Attr(ods::attr_or_default(op, "noalias_scopes"))],
        );
    } else {}
    if e.is_set(op.attr("nontemporal")) {
        e.text(", !nontemporal ");
        translate::helpers::md(e, &[translate::HelperArg::Str("!{i32 1}")]);
    } else {}
    if e.is_set(op.attr("dereferenceable")) {
        translate::helpers::deref_md(
            e,
            &[translate::HelperArg::Attr(ods::attr_or_default(op, "dereferenceable"))],
        );
    } else {}
    if e.is_set(op.attr("invariantGroup")) {
        e.text(", !invariant.group ");
        translate::helpers::md(e, &[translate::HelperArg::Str("!{}")]);
    } else {}
    if e.is_set(op.attr("access_groups")) {
        e.text(", !llvm.access.group ");
        translate::helpers::access_groups_md(
            e,
            &[translate::HelperArg::Attr(ods::attr_or_default(op, "access_groups"))],
        );
    } else {}
}
/// `llvm.store` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_store_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
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
            &dialects::gen::llvm_enums::LLVM_ATOMIC_ORDERING_ATTR_ENUM,
        );
    } else {}
    e.text(", align ");
    if e.is_set(op.attr("alignment")) {
        translate::helpers::align(
            e,
            &[translate::HelperArg::Attr(ods::attr_or_default(op, "alignment"))],
        );
    } else {
        translate::helpers::abi_align(
            e,
            &[
                translate::HelperArg::Type(
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
        translate::helpers::tbaa_md(
            e,
            &[translate::HelperArg::Attr(ods::attr_or_default(op, "tbaa"))],
        );
    } else {}
    if e.is_set(op.attr("alias_scopes")) {
        e.text(", !alias.scope ");
        translate::helpers::alias_scopes_md(
            e,
            &[translate::HelperArg::Attr(ods::attr_or_default(op, "alias_scopes"))],
        );
    } else {}
    if e.is_set(op.attr("noalias_scopes")) {
        e.text(", !noalias ");
        translate::helpers::alias_scopes_md(
            e,
            &[translate::HelperArg::Attr(ods::attr_or_default(op, "noalias_scopes"))],
        );
    } else {}
    if e.is_set(op.attr("nontemporal")) {
        e.text(", !nontemporal ");
        translate::helpers::md(e, &[translate::HelperArg::Str("!{i32 1}")]);
    } else {}
    if e.is_set(op.attr("invariantGroup")) {
        e.text(", !invariant.group ");
        translate::helpers::md(e, &[translate::HelperArg::Str("!{}")]);
    } else {}
    if e.is_set(op.attr("access_groups")) {
        e.text(", !llvm.access.group ");
        translate::helpers::access_groups_md(
            e,
            &[translate::HelperArg::Attr(ods::attr_or_default(op, "access_groups"))],
        );
    } else {}
}
/// `llvm.atomicrmw` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_atomic_rmw_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
    e.text("atomicrmw");
    if e.is_set(op.attr("volatile_")) {
        e.text(" volatile");
    } else {}
    e.text(" ");
    e.enum_attr(
        ods::attr_enum_value(op, "bin_op"),
        &dialects::gen::llvm_enums::LLVM_ATOMIC_BIN_OP_ATTR_ENUM,
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
        &dialects::gen::llvm_enums::LLVM_ATOMIC_ORDERING_ATTR_ENUM,
    );
    e.text(", align ");
    if e.is_set(op.attr("alignment")) {
        translate::helpers::align(
            e,
            &[translate::HelperArg::Attr(ods::attr_or_default(op, "alignment"))],
        );
    } else {
        translate::helpers::store_size_align(
            e,
            &[
                translate::HelperArg::Type(
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
        translate::helpers::tbaa_md(
            e,
            &[translate::HelperArg::Attr(ods::attr_or_default(op, "tbaa"))],
        );
    } else {}
    if e.is_set(op.attr("alias_scopes")) {
        e.text(", !alias.scope ");
        translate::helpers::alias_scopes_md(
            e,
            &[translate::HelperArg::Attr(ods::attr_or_default(op, "alias_scopes"))],
        );
    } else {}
    if e.is_set(op.attr("noalias_scopes")) {
        e.text(", !noalias ");
        translate::helpers::alias_scopes_md(
            e,
            &[translate::HelperArg::Attr(ods::attr_or_default(op, "noalias_scopes"))],
        );
    } else {}
    if e.is_set(op.attr("access_groups")) {
        e.text(", !llvm.access.group ");
        translate::helpers::access_groups_md(
            e,
            &[translate::HelperArg::Attr(ods::attr_or_default(op, "access_groups"))],
        );
    } else {}
}
/// `llvm.cmpxchg` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_atomic_cmp_xchg_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
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
        &dialects::gen::llvm_enums::LLVM_ATOMIC_ORDERING_ATTR_ENUM,
    );
    e.text(" ");
    e.enum_attr(
        ods::attr_enum_value(op, "failure_ordering"),
        &dialects::gen::llvm_enums::LLVM_ATOMIC_ORDERING_ATTR_ENUM,
    );
    e.text(", align ");
    if e.is_set(op.attr("alignment")) {
        translate::helpers::align(
            e,
            &[translate::HelperArg::Attr(ods::attr_or_default(op, "alignment"))],
        );
    } else {
        translate::helpers::store_size_align(
            e,
            &[
                translate::HelperArg::Type(
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
        translate::helpers::tbaa_md(
            e,
            &[translate::HelperArg::Attr(ods::attr_or_default(op, "tbaa"))],
        );
    } else {}
    if e.is_set(op.attr("alias_scopes")) {
        e.text(", !alias.scope ");
        translate::helpers::alias_scopes_md(
            e,
            &[translate::HelperArg::Attr(ods::attr_or_default(op, "alias_scopes"))],
        );
    } else {}
    if e.is_set(op.attr("noalias_scopes")) {
        e.text(", !noalias ");
        translate::helpers::alias_scopes_md(
            e,
            &[translate::HelperArg::Attr(ods::attr_or_default(op, "noalias_scopes"))],
        );
    } else {}
    if e.is_set(op.attr("access_groups")) {
        e.text(", !llvm.access.group ");
        translate::helpers::access_groups_md(
            e,
            &[translate::HelperArg::Attr(ods::attr_or_default(op, "access_groups"))],
        );
    } else {}
}
/// `llvm.fence` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_fence_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
    e.text("fence");
    if e.is_set(op.attr("syncscope")) {
        e.text(" syncscope(\"");
        e.attr(ods::attr_or_default(op, "syncscope"));
        e.text("\")");
    } else {}
    e.text(" ");
    e.enum_attr(
        ods::attr_enum_value(op, "ordering"),
        &dialects::gen::llvm_enums::LLVM_ATOMIC_ORDERING_ATTR_ENUM,
    );
}
/// `llvm.bitcast` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_bitcast_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
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
/// `llvm.addrspacecast` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_addr_space_cast_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
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
/// `llvm.inttoptr` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_int_to_ptr_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
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
        translate::helpers::deref_md(
            e,
            &[translate::HelperArg::Attr(ods::attr_or_default(op, "dereferenceable"))],
        );
    } else {}
}
/// `llvm.ptrtoint` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_ptr_to_int_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
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
/// `llvm.sext` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_s_ext_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
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
/// `llvm.zext` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_z_ext_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
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
/// `llvm.trunc` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_trunc_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
    e.text("trunc");
    e.enum_attr(
        ods::attr_enum_value(op, "overflowFlags"),
        &dialects::gen::llvm_enums::LLVM_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
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
/// `llvm.sitofp` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_si_to_fp_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
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
/// `llvm.uitofp` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_ui_to_fp_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
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
/// `llvm.fptosi` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_fp_to_si_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
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
/// `llvm.fptoui` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_fp_to_ui_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
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
/// `llvm.fpext` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_fp_ext_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
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
/// `llvm.fptrunc` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_fp_trunc_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
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
/// `llvm.va_arg` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_va_arg_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
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
/// `llvm.extractelement` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_extract_element_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
    e.text("extractelement ");
    e.typed_group(
        ods::operand_group(op, EXTRACT_ELEMENT_OP_INFO.operand_arities, 0usize),
    );
    e.text(", ");
    e.typed_group(
        ods::operand_group(op, EXTRACT_ELEMENT_OP_INFO.operand_arities, 1usize),
    );
}
/// `llvm.extractvalue` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_extract_value_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
    e.text("extractvalue ");
    e.typed_group(ods::operand_group(op, EXTRACT_VALUE_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.attr(ods::attr_or_default(op, "position"));
}
/// `llvm.insertelement` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_insert_element_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
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
/// `llvm.insertvalue` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_insert_value_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
    e.text("insertvalue ");
    e.typed_group(ods::operand_group(op, INSERT_VALUE_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.typed_group(ods::operand_group(op, INSERT_VALUE_OP_INFO.operand_arities, 1usize));
    e.text(", ");
    e.attr(ods::attr_or_default(op, "position"));
}
/// `llvm.shufflevector` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_shuffle_vector_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
    e.text("shufflevector ");
    e.typed_group(
        ods::operand_group(op, SHUFFLE_VECTOR_OP_INFO.operand_arities, 0usize),
    );
    e.text(", ");
    e.typed_group(
        ods::operand_group(op, SHUFFLE_VECTOR_OP_INFO.operand_arities, 1usize),
    );
    e.text(", ");
    translate::helpers::shuffle_mask(
        e,
        &[
            translate::HelperArg::Attr(ods::attr_or_default(op, "mask")),
            translate::HelperArg::Type(
                op
                    .value_type(
                        ods::operand_group(
                                op,
                                SHUFFLE_VECTOR_OP_INFO.operand_arities,
                                0usize,
                            )
                            .get(0),
                    ),
            ),
        ],
    );
}
/// `llvm.select` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_select_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
    e.text("select");
    translate::helpers::fp_fastmath(
        e,
        &[
            translate::HelperArg::Attr(ods::attr_or_default(op, "fastmathFlags")),
            translate::HelperArg::Type(
                op
                    .value_type(
                        ods::results_group(op, SELECT_OP_INFO.result_arities, 0usize)
                            .get(0),
                    ),
            ),
        ],
    );
    e.text(" ");
    e.typed_group(ods::operand_group(op, SELECT_OP_INFO.operand_arities, 0usize));
    e.text(", ");
    e.typed_group(ods::operand_group(op, SELECT_OP_INFO.operand_arities, 1usize));
    e.text(", ");
    e.typed_group(ods::operand_group(op, SELECT_OP_INFO.operand_arities, 2usize));
}
/// `llvm.freeze` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_freeze_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
    e.text("freeze ");
    e.typed_group(ods::operand_group(op, FREEZE_OP_INFO.operand_arities, 0usize));
}
/// `llvm.resume` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_resume_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
    e.text("resume ");
    e.typed_group(ods::operand_group(op, RESUME_OP_INFO.operand_arities, 0usize));
}
/// `llvm.unreachable` (spec/dialects/llvm.td:N): writes its `llvmInstruction` template.
fn translate_unreachable_op(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
    e.text("unreachable");
}
/// How each op of this file becomes LLVM IR.
pub static TRANSLATIONS: &[(&str, translate::Translation)] = &[
    ("llvm.add", translate::Translation::Template(translate_add_op)),
    ("llvm.sub", translate::Translation::Template(translate_sub_op)),
    ("llvm.mul", translate::Translation::Template(translate_mul_op)),
    ("llvm.udiv", translate::Translation::Template(translate_u_div_op)),
    ("llvm.sdiv", translate::Translation::Template(translate_s_div_op)),
    ("llvm.urem", translate::Translation::Template(translate_u_rem_op)),
    ("llvm.srem", translate::Translation::Template(translate_s_rem_op)),
    ("llvm.and", translate::Translation::Template(translate_and_op)),
    ("llvm.or", translate::Translation::Template(translate_or_op)),
    ("llvm.xor", translate::Translation::Template(translate_x_or_op)),
    ("llvm.shl", translate::Translation::Template(translate_shl_op)),
    ("llvm.lshr", translate::Translation::Template(translate_l_shr_op)),
    ("llvm.ashr", translate::Translation::Template(translate_a_shr_op)),
    ("llvm.icmp", translate::Translation::Template(translate_i_cmp_op)),
    ("llvm.fcmp", translate::Translation::Template(translate_f_cmp_op)),
    ("llvm.fadd", translate::Translation::Template(translate_f_add_op)),
    ("llvm.fsub", translate::Translation::Template(translate_f_sub_op)),
    ("llvm.fmul", translate::Translation::Template(translate_f_mul_op)),
    ("llvm.fdiv", translate::Translation::Template(translate_f_div_op)),
    ("llvm.frem", translate::Translation::Template(translate_f_rem_op)),
    ("llvm.fneg", translate::Translation::Template(translate_f_neg_op)),
    ("llvm.alloca", translate::Translation::Template(translate_alloca_op)),
    ("llvm.getelementptr", translate::Translation::Template(translate_gep_op)),
    ("llvm.load", translate::Translation::Template(translate_load_op)),
    ("llvm.store", translate::Translation::Template(translate_store_op)),
    ("llvm.atomicrmw", translate::Translation::Template(translate_atomic_rmw_op)),
    ("llvm.cmpxchg", translate::Translation::Template(translate_atomic_cmp_xchg_op)),
    ("llvm.fence", translate::Translation::Template(translate_fence_op)),
    ("llvm.bitcast", translate::Translation::Template(translate_bitcast_op)),
    (
        "llvm.addrspacecast",
        translate::Translation::Template(translate_addr_space_cast_op),
    ),
    ("llvm.inttoptr", translate::Translation::Template(translate_int_to_ptr_op)),
    ("llvm.ptrtoint", translate::Translation::Template(translate_ptr_to_int_op)),
    ("llvm.sext", translate::Translation::Template(translate_s_ext_op)),
    ("llvm.zext", translate::Translation::Template(translate_z_ext_op)),
    ("llvm.trunc", translate::Translation::Template(translate_trunc_op)),
    ("llvm.sitofp", translate::Translation::Template(translate_si_to_fp_op)),
    ("llvm.uitofp", translate::Translation::Template(translate_ui_to_fp_op)),
    ("llvm.fptosi", translate::Translation::Template(translate_fp_to_si_op)),
    ("llvm.fptoui", translate::Translation::Template(translate_fp_to_ui_op)),
    ("llvm.fpext", translate::Translation::Template(translate_fp_ext_op)),
    ("llvm.fptrunc", translate::Translation::Template(translate_fp_trunc_op)),
    ("llvm.call", translate::Translation::Native(translate::native::translate_call)),
    ("llvm.invoke", translate::Translation::Native(translate::native::translate_invoke)),
    (
        "llvm.landingpad",
        translate::Translation::Native(translate::native::translate_landingpad),
    ),
    ("llvm.va_arg", translate::Translation::Template(translate_va_arg_op)),
    (
        "llvm.call_intrinsic",
        translate::Translation::Native(translate::native::translate_call_intrinsic),
    ),
    (
        "llvm.inline_asm",
        translate::Translation::Native(translate::native::translate_inline_asm),
    ),
    (
        "llvm.extractelement",
        translate::Translation::Template(translate_extract_element_op),
    ),
    ("llvm.extractvalue", translate::Translation::Template(translate_extract_value_op)),
    (
        "llvm.insertelement",
        translate::Translation::Template(translate_insert_element_op),
    ),
    ("llvm.insertvalue", translate::Translation::Template(translate_insert_value_op)),
    (
        "llvm.shufflevector",
        translate::Translation::Template(translate_shuffle_vector_op),
    ),
    ("llvm.select", translate::Translation::Template(translate_select_op)),
    ("llvm.freeze", translate::Translation::Template(translate_freeze_op)),
    ("llvm.br", translate::Translation::Native(translate::native::translate_br)),
    (
        "llvm.cond_br",
        translate::Translation::Native(translate::native::translate_cond_br),
    ),
    ("llvm.return", translate::Translation::Native(translate::native::translate_return)),
    ("llvm.resume", translate::Translation::Template(translate_resume_op)),
    ("llvm.unreachable", translate::Translation::Template(translate_unreachable_op)),
    ("llvm.switch", translate::Translation::Native(translate::native::translate_switch)),
    (
        "llvm.indirectbr",
        translate::Translation::Native(translate::native::translate_indirectbr),
    ),
    (
        "llvm.mlir.addressof",
        translate::Translation::Native(translate::native::translate_addressof),
    ),
    (
        "llvm.dso_local_equivalent",
        translate::Translation::Native(translate::native::translate_dso_local_equivalent),
    ),
    (
        "llvm.blockaddress",
        translate::Translation::Native(translate::native::translate_blockaddress),
    ),
    (
        "llvm.blocktag",
        translate::Translation::Native(translate::native::translate_blocktag),
    ),
    (
        "llvm.mlir.none",
        translate::Translation::Native(translate::native::translate_none),
    ),
    (
        "llvm.mlir.undef",
        translate::Translation::Native(translate::native::translate_undef),
    ),
    (
        "llvm.mlir.poison",
        translate::Translation::Native(translate::native::translate_poison),
    ),
    (
        "llvm.mlir.zero",
        translate::Translation::Native(translate::native::translate_zero),
    ),
    (
        "llvm.mlir.constant",
        translate::Translation::Native(translate::native::translate_constant),
    ),
    (
        "llvm.mlir.global",
        translate::Translation::Native(translate::native::translate_global),
    ),
    (
        "llvm.mlir.global_ctors",
        translate::Translation::Native(translate::native::translate_global_ctors),
    ),
    (
        "llvm.mlir.global_dtors",
        translate::Translation::Native(translate::native::translate_global_dtors),
    ),
    (
        "llvm.mlir.alias",
        translate::Translation::Native(translate::native::translate_alias),
    ),
    (
        "llvm.mlir.ifunc",
        translate::Translation::Native(translate::native::translate_ifunc),
    ),
    (
        "llvm.comdat_selector",
        translate::Translation::Native(translate::native::translate_comdat_selector),
    ),
    ("llvm.comdat", translate::Translation::Native(translate::native::translate_comdat)),
    ("llvm.func", translate::Translation::Native(translate::native::translate_func)),
    (
        "llvm.linker_options",
        translate::Translation::Native(translate::native::translate_linker_options),
    ),
    (
        "llvm.module_flags",
        translate::Translation::Native(translate::native::translate_module_flags),
    ),
];
