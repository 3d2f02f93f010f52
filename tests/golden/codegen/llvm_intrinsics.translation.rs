// @generated from spec/dialects/llvm_intrinsics.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{dialects, translate};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
#[allow(unused_imports)]
use ::descent::dialects::gen::llvm_intrinsics::*;
/// `llvm.intr.fabs` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static F_ABS_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.fabs",
    operands: F_ABS_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.sqrt` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static SQRT_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.sqrt",
    operands: SQRT_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.ceil` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static F_CEIL_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.ceil",
    operands: F_CEIL_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.floor` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static F_FLOOR_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.floor",
    operands: F_FLOOR_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.trunc` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static F_TRUNC_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.trunc",
    operands: F_TRUNC_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.round` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static ROUND_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.round",
    operands: ROUND_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.roundeven` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static ROUND_EVEN_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.roundeven",
    operands: ROUND_EVEN_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.rint` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static RINT_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.rint",
    operands: RINT_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.nearbyint` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static NEARBYINT_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.nearbyint",
    operands: NEARBYINT_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.exp` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static EXP_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.exp",
    operands: EXP_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.exp2` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static EXP2_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.exp2",
    operands: EXP2_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.exp10` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static EXP10_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.exp10",
    operands: EXP10_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.log` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static LOG_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.log",
    operands: LOG_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.log2` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static LOG2_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.log2",
    operands: LOG2_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.log10` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static LOG10_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.log10",
    operands: LOG10_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.sin` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static SIN_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.sin",
    operands: SIN_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.cos` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static COS_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.cos",
    operands: COS_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.tan` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static TAN_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.tan",
    operands: TAN_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.asin` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static A_SIN_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.asin",
    operands: A_SIN_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.acos` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static A_COS_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.acos",
    operands: A_COS_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.atan` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static A_TAN_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.atan",
    operands: A_TAN_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.sinh` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static SINH_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.sinh",
    operands: SINH_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.cosh` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static COSH_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.cosh",
    operands: COSH_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.tanh` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static TANH_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.tanh",
    operands: TANH_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.copysign` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static COPY_SIGN_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.copysign",
    operands: COPY_SIGN_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.pow` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static POW_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.pow",
    operands: POW_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.maxnum` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static MAX_NUM_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.maxnum",
    operands: MAX_NUM_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.minnum` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static MIN_NUM_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.minnum",
    operands: MIN_NUM_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.maximum` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static MAXIMUM_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.maximum",
    operands: MAXIMUM_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.minimum` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static MINIMUM_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.minimum",
    operands: MINIMUM_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.atan2` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static A_TAN2_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.atan2",
    operands: A_TAN2_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.fma` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static FMA_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.fma",
    operands: FMA_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
    ],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.fmuladd` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static F_MUL_ADD_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.fmuladd",
    operands: F_MUL_ADD_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
    ],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.powi` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static POW_I_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.powi",
    operands: POW_I_OP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Operand(0u16), -1i32),
        (translate::Ref::Operand(1u16), -1i32),
    ],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.ldexp` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static LOAD_EXP_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.ldexp",
    operands: LOAD_EXP_OP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Operand(0u16), -1i32),
        (translate::Ref::Operand(1u16), -1i32),
    ],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.frexp` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static FRACTION_EXP_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.frexp",
    operands: FRACTION_EXP_OP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Result(0u16), 0i32),
        (translate::Ref::Result(0u16), 1i32),
    ],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.sincos` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static SINCOS_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.sincos",
    operands: SINCOS_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.is.fpclass` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static IS_FP_CLASS_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.is.fpclass",
    operands: IS_FP_CLASS_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Attr("bit")],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "immarg"],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.lround` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static LROUND_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.lround",
    operands: LROUND_OP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Result(0u16), -1i32),
        (translate::Ref::Operand(0u16), -1i32),
    ],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.llround` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static LLROUND_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.llround",
    operands: LLROUND_OP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Result(0u16), -1i32),
        (translate::Ref::Operand(0u16), -1i32),
    ],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.lrint` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static LRINT_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.lrint",
    operands: LRINT_OP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Result(0u16), -1i32),
        (translate::Ref::Operand(0u16), -1i32),
    ],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.llrint` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static LLRINT_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.llrint",
    operands: LLRINT_OP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Result(0u16), -1i32),
        (translate::Ref::Operand(0u16), -1i32),
    ],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.abs` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static ABS_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.abs",
    operands: ABS_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Attr("is_int_min_poison")],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "immarg"],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.smax` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static S_MAX_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.smax",
    operands: S_MAX_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.smin` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static S_MIN_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.smin",
    operands: S_MIN_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.umax` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static U_MAX_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.umax",
    operands: U_MAX_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.umin` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static U_MIN_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.umin",
    operands: U_MIN_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.scmp` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static S_CMP_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.scmp",
    operands: S_CMP_OP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Result(0u16), -1i32),
        (translate::Ref::Operand(0u16), -1i32),
    ],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.ucmp` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static U_CMP_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.ucmp",
    operands: U_CMP_OP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Result(0u16), -1i32),
        (translate::Ref::Operand(0u16), -1i32),
    ],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.bitreverse` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static BIT_REVERSE_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.bitreverse",
    operands: BIT_REVERSE_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.bswap` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static BYTE_SWAP_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.bswap",
    operands: BYTE_SWAP_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.ctpop` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static CT_POP_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.ctpop",
    operands: CT_POP_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.ctlz` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static COUNT_LEADING_ZEROS_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.ctlz",
    operands: COUNT_LEADING_ZEROS_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Attr("is_zero_poison")],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "immarg"],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.cttz` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static COUNT_TRAILING_ZEROS_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.cttz",
    operands: COUNT_TRAILING_ZEROS_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Attr("is_zero_poison")],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "immarg"],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.fshl` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static FSHL_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.fshl",
    operands: FSHL_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
    ],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.fshr` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static FSHR_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.fshr",
    operands: FSHR_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
    ],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.sadd.with.overflow` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static S_ADD_WITH_OVERFLOW_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.sadd.with.overflow",
    operands: S_ADD_WITH_OVERFLOW_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), 0i32)],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.uadd.with.overflow` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static U_ADD_WITH_OVERFLOW_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.uadd.with.overflow",
    operands: U_ADD_WITH_OVERFLOW_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), 0i32)],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.ssub.with.overflow` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static S_SUB_WITH_OVERFLOW_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.ssub.with.overflow",
    operands: S_SUB_WITH_OVERFLOW_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), 0i32)],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.usub.with.overflow` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static U_SUB_WITH_OVERFLOW_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.usub.with.overflow",
    operands: U_SUB_WITH_OVERFLOW_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), 0i32)],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.smul.with.overflow` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static S_MUL_WITH_OVERFLOW_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.smul.with.overflow",
    operands: S_MUL_WITH_OVERFLOW_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), 0i32)],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.umul.with.overflow` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static U_MUL_WITH_OVERFLOW_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.umul.with.overflow",
    operands: U_MUL_WITH_OVERFLOW_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), 0i32)],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.sadd.sat` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static S_ADD_SAT_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.sadd.sat",
    operands: S_ADD_SAT_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.uadd.sat` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static U_ADD_SAT_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.uadd.sat",
    operands: U_ADD_SAT_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.ssub.sat` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static S_SUB_SAT_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.ssub.sat",
    operands: S_SUB_SAT_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.usub.sat` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static U_SUB_SAT_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.usub.sat",
    operands: U_SUB_SAT_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.sshl.sat` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static S_SHL_SAT_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.sshl.sat",
    operands: S_SHL_SAT_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.ushl.sat` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static U_SHL_SAT_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.ushl.sat",
    operands: U_SHL_SAT_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.memcpy` (spec/dialects/llvm_intrinsics.td:N): writes its `llvmCallMetadata`.
fn memcpy_op_call_metadata(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
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
/// `llvm.intr.memcpy` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static MEMCPY_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.memcpy",
    operands: MEMCPY_OP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Operand(0u16), -1i32),
        (translate::Ref::Operand(1u16), -1i32),
        (translate::Ref::Operand(2u16), -1i32),
    ],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Attr("isVolatile"),
    ],
    decl_attrs: "nocallback nofree nounwind willreturn memory(argmem: readwrite)",
    decl_param_attrs: &[
        "noalias writeonly captures(none)",
        "noalias readonly captures(none)",
        "",
        "immarg",
    ],
    call_metadata: Some(memcpy_op_call_metadata),
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.memmove` (spec/dialects/llvm_intrinsics.td:N): writes its `llvmCallMetadata`.
fn memmove_op_call_metadata(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
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
/// `llvm.intr.memmove` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static MEMMOVE_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.memmove",
    operands: MEMMOVE_OP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Operand(0u16), -1i32),
        (translate::Ref::Operand(1u16), -1i32),
        (translate::Ref::Operand(2u16), -1i32),
    ],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Attr("isVolatile"),
    ],
    decl_attrs: "nocallback nofree nounwind willreturn memory(argmem: readwrite)",
    decl_param_attrs: &[
        "writeonly captures(none)",
        "readonly captures(none)",
        "",
        "immarg",
    ],
    call_metadata: Some(memmove_op_call_metadata),
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.memcpy.inline` (spec/dialects/llvm_intrinsics.td:N): writes its `llvmCallMetadata`.
fn memcpy_inline_op_call_metadata(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
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
/// `llvm.intr.memcpy.inline` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static MEMCPY_INLINE_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.memcpy.inline",
    operands: MEMCPY_INLINE_OP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Operand(0u16), -1i32),
        (translate::Ref::Operand(1u16), -1i32),
        (translate::Ref::Attr("len"), -1i32),
    ],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Attr("len"),
        translate::Ref::Attr("isVolatile"),
    ],
    decl_attrs: "nocallback nofree nounwind willreturn memory(argmem: readwrite)",
    decl_param_attrs: &[
        "noalias writeonly captures(none)",
        "noalias readonly captures(none)",
        "",
        "immarg",
    ],
    call_metadata: Some(memcpy_inline_op_call_metadata),
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.memset` (spec/dialects/llvm_intrinsics.td:N): writes its `llvmCallMetadata`.
fn memset_op_call_metadata(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
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
/// `llvm.intr.memset` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static MEMSET_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.memset",
    operands: MEMSET_OP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Operand(0u16), -1i32),
        (translate::Ref::Operand(2u16), -1i32),
    ],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Attr("isVolatile"),
    ],
    decl_attrs: "nocallback nofree nounwind willreturn memory(argmem: write)",
    decl_param_attrs: &["writeonly captures(none)", "", "", "immarg"],
    call_metadata: Some(memset_op_call_metadata),
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.memset.inline` (spec/dialects/llvm_intrinsics.td:N): writes its `llvmCallMetadata`.
fn memset_inline_op_call_metadata(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
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
/// `llvm.intr.memset.inline` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static MEMSET_INLINE_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.memset.inline",
    operands: MEMSET_INLINE_OP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Operand(0u16), -1i32),
        (translate::Ref::Attr("len"), -1i32),
    ],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Attr("len"),
        translate::Ref::Attr("isVolatile"),
    ],
    decl_attrs: "nocallback nofree nounwind willreturn memory(argmem: write)",
    decl_param_attrs: &["writeonly captures(none)", "", "", "immarg"],
    call_metadata: Some(memset_inline_op_call_metadata),
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.prefetch` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static PREFETCH_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.prefetch",
    operands: PREFETCH_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Attr("rw"),
        translate::Ref::Attr("hint"),
        translate::Ref::Attr("cache"),
    ],
    decl_attrs: "nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)",
    decl_param_attrs: &["readonly captures(none)", "immarg", "immarg", "immarg"],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.lifetime.start` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static LIFETIME_START_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.lifetime.start",
    operands: LIFETIME_START_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)",
    decl_param_attrs: &["captures(none)"],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.lifetime.end` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static LIFETIME_END_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.lifetime.end",
    operands: LIFETIME_END_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)",
    decl_param_attrs: &["captures(none)"],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.invariant.start` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static INVARIANT_START_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.invariant.start",
    operands: INVARIANT_START_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Attr("size"), translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)",
    decl_param_attrs: &["immarg", "captures(none)"],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.invariant.end` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static INVARIANT_END_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.invariant.end",
    operands: INVARIANT_END_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(1u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Attr("size"),
        translate::Ref::Operand(1u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)",
    decl_param_attrs: &["", "immarg", "captures(none)"],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.launder.invariant.group` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static LAUNDER_INVARIANT_GROUP_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.launder.invariant.group",
    operands: LAUNDER_INVARIANT_GROUP_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(inaccessiblemem: readwrite)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.strip.invariant.group` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static STRIP_INVARIANT_GROUP_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.strip.invariant.group",
    operands: STRIP_INVARIANT_GROUP_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.ptrmask` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static PTR_MASK_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.ptrmask",
    operands: PTR_MASK_OP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Operand(0u16), -1i32),
        (translate::Ref::Operand(1u16), -1i32),
    ],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.stacksave` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static STACK_SAVE_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.stacksave",
    operands: STACK_SAVE_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), -1i32)],
    decl_attrs: "nocallback nofree nosync nounwind willreturn",
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.stackrestore` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static STACK_RESTORE_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.stackrestore",
    operands: STACK_RESTORE_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nofree nosync nounwind willreturn",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vastart` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VA_START_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.va_start",
    operands: VA_START_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nofree nosync nounwind willreturn",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vacopy` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VA_COPY_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.va_copy",
    operands: VA_COPY_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nocallback nofree nosync nounwind willreturn",
    decl_param_attrs: &["", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vaend` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VA_END_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.va_end",
    operands: VA_END_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nofree nosync nounwind willreturn",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.eh.typeid.for` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static EH_TYPEID_FOR_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.eh.typeid.for",
    operands: EH_TYPEID_FOR_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nounwind memory(none)",
    ret_type: "i32",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.coro.id` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static CORO_ID_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.coro.id",
    operands: CORO_ID_OP_INFO.operand_arities,
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind willreturn memory(argmem: read)",
    ret_type: "token",
    decl_param_attrs: &["", "readnone", "readonly captures(none)", ""],
    param_types: &["i32", "ptr", "ptr", "ptr"],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.coro.begin` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static CORO_BEGIN_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.coro.begin",
    operands: CORO_BEGIN_OP_INFO.operand_arities,
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nounwind",
    ret_type: "ptr",
    decl_param_attrs: &["", "writeonly"],
    param_types: &["token", "ptr"],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.coro.size` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static CORO_SIZE_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.coro.size",
    operands: CORO_SIZE_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), -1i32)],
    decl_attrs: "nounwind memory(none)",
    ret_type: "anyint",
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.coro.align` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static CORO_ALIGN_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.coro.align",
    operands: CORO_ALIGN_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), -1i32)],
    decl_attrs: "nounwind memory(none)",
    ret_type: "anyint",
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.coro.save` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static CORO_SAVE_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.coro.save",
    operands: CORO_SAVE_OP_INFO.operand_arities,
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nomerge nounwind",
    ret_type: "token",
    decl_param_attrs: &[""],
    param_types: &["ptr"],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.coro.suspend` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static CORO_SUSPEND_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.coro.suspend",
    operands: CORO_SUSPEND_OP_INFO.operand_arities,
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nounwind",
    ret_type: "i8",
    decl_param_attrs: &["", ""],
    param_types: &["token", "i1"],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.coro.end` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static CORO_END_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.coro.end",
    operands: CORO_END_OP_INFO.operand_arities,
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
    ],
    decl_attrs: "nounwind",
    ret_type: "void",
    decl_param_attrs: &["", "", ""],
    param_types: &["ptr", "i1", "token"],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.coro.free` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static CORO_FREE_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.coro.free",
    operands: CORO_FREE_OP_INFO.operand_arities,
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nounwind memory(argmem: read)",
    ret_type: "ptr",
    decl_param_attrs: &["", "readonly captures(none)"],
    param_types: &["token", "ptr"],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.coro.resume` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static CORO_RESUME_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.coro.resume",
    operands: CORO_RESUME_OP_INFO.operand_arities,
    args: &[translate::Ref::Operand(0u16)],
    decl_param_attrs: &[""],
    param_types: &["ptr"],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.coro.promise` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static CORO_PROMISE_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.coro.promise",
    operands: CORO_PROMISE_OP_INFO.operand_arities,
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
    ],
    decl_attrs: "nounwind memory(none)",
    ret_type: "ptr",
    decl_param_attrs: &["captures(none)", "", ""],
    param_types: &["ptr", "i32", "i1"],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.assume` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static ASSUME_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.assume",
    operands: ASSUME_OP_INFO.operand_arities,
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)",
    decl_param_attrs: &["noundef"],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.expect` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static EXPECT_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.expect",
    operands: EXPECT_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nocallback nofree nosync nounwind willreturn memory(none)",
    decl_param_attrs: &["", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.expect.with.probability` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static EXPECT_WITH_PROBABILITY_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.expect.with.probability",
    operands: EXPECT_WITH_PROBABILITY_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Attr("prob"),
    ],
    decl_attrs: "nocallback nofree nosync nounwind willreturn memory(none)",
    decl_param_attrs: &["", "", "immarg"],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.ssa.copy` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static SSA_COPY_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.ssa.copy",
    operands: SSA_COPY_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nofree nosync nounwind willreturn memory(none)",
    decl_param_attrs: &["returned"],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.is.constant` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static IS_CONSTANT_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.is.constant",
    operands: IS_CONSTANT_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "convergent nocallback nofree nosync nounwind willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.threadlocal.address` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static THREADLOCAL_ADDRESS_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.threadlocal.address",
    operands: THREADLOCAL_ADDRESS_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_ret_attrs: "nonnull",
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["nonnull"],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.get.active.lane.mask` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static GET_ACTIVE_LANE_MASK_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.get.active.lane.mask",
    operands: GET_ACTIVE_LANE_MASK_OP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Result(0u16), -1i32),
        (translate::Ref::Operand(0u16), -1i32),
    ],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vector.reduce.add` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VECTOR_REDUCE_ADD_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vector.reduce.add",
    operands: VECTOR_REDUCE_ADD_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vector.reduce.and` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VECTOR_REDUCE_AND_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vector.reduce.and",
    operands: VECTOR_REDUCE_AND_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vector.reduce.mul` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VECTOR_REDUCE_MUL_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vector.reduce.mul",
    operands: VECTOR_REDUCE_MUL_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vector.reduce.or` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VECTOR_REDUCE_OR_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vector.reduce.or",
    operands: VECTOR_REDUCE_OR_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vector.reduce.smax` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VECTOR_REDUCE_S_MAX_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vector.reduce.smax",
    operands: VECTOR_REDUCE_S_MAX_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vector.reduce.smin` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VECTOR_REDUCE_S_MIN_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vector.reduce.smin",
    operands: VECTOR_REDUCE_S_MIN_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vector.reduce.umax` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VECTOR_REDUCE_U_MAX_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vector.reduce.umax",
    operands: VECTOR_REDUCE_U_MAX_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vector.reduce.umin` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VECTOR_REDUCE_U_MIN_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vector.reduce.umin",
    operands: VECTOR_REDUCE_U_MIN_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vector.reduce.xor` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VECTOR_REDUCE_XOR_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vector.reduce.xor",
    operands: VECTOR_REDUCE_XOR_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vector.reduce.fmax` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VECTOR_REDUCE_F_MAX_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vector.reduce.fmax",
    operands: VECTOR_REDUCE_F_MAX_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vector.reduce.fmin` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VECTOR_REDUCE_F_MIN_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vector.reduce.fmin",
    operands: VECTOR_REDUCE_F_MIN_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vector.reduce.fmaximum` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VECTOR_REDUCE_F_MAXIMUM_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vector.reduce.fmaximum",
    operands: VECTOR_REDUCE_F_MAXIMUM_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vector.reduce.fminimum` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VECTOR_REDUCE_F_MINIMUM_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vector.reduce.fminimum",
    operands: VECTOR_REDUCE_F_MINIMUM_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vector.reduce.fadd` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VECTOR_REDUCE_F_ADD_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vector.reduce.fadd",
    operands: VECTOR_REDUCE_F_ADD_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(1u16), -1i32)],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vector.reduce.fmul` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VECTOR_REDUCE_F_MUL_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vector.reduce.fmul",
    operands: VECTOR_REDUCE_F_MUL_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(1u16), -1i32)],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.matrix.column.major.load` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static MATRIX_COLUMN_MAJOR_LOAD_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.matrix.column.major.load",
    operands: MATRIX_COLUMN_MAJOR_LOAD_OP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Result(0u16), -1i32),
        (translate::Ref::Operand(1u16), -1i32),
    ],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Attr("isVolatile"),
        translate::Ref::Attr("rows"),
        translate::Ref::Attr("columns"),
    ],
    decl_attrs: "nocallback nofree nosync nounwind willreturn memory(argmem: read)",
    decl_param_attrs: &["captures(none)", "", "immarg", "immarg", "immarg"],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.matrix.column.major.store` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static MATRIX_COLUMN_MAJOR_STORE_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.matrix.column.major.store",
    operands: MATRIX_COLUMN_MAJOR_STORE_OP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Operand(0u16), -1i32),
        (translate::Ref::Operand(2u16), -1i32),
    ],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Attr("isVolatile"),
        translate::Ref::Attr("rows"),
        translate::Ref::Attr("columns"),
    ],
    decl_attrs: "nocallback nofree nosync nounwind willreturn memory(argmem: write)",
    decl_param_attrs: &[
        "",
        "writeonly captures(none)",
        "",
        "immarg",
        "immarg",
        "immarg",
    ],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.matrix.multiply` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static MATRIX_MULTIPLY_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.matrix.multiply",
    operands: MATRIX_MULTIPLY_OP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Result(0u16), -1i32),
        (translate::Ref::Operand(0u16), -1i32),
        (translate::Ref::Operand(1u16), -1i32),
    ],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Attr("lhs_rows"),
        translate::Ref::Attr("lhs_columns"),
        translate::Ref::Attr("rhs_columns"),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", "immarg", "immarg", "immarg"],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.matrix.transpose` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static MATRIX_TRANSPOSE_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.matrix.transpose",
    operands: MATRIX_TRANSPOSE_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Attr("rows"),
        translate::Ref::Attr("columns"),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "immarg", "immarg"],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.masked.load` (spec/dialects/llvm_intrinsics.td:N): writes its `llvmCallMetadata`.
fn masked_load_op_call_metadata(e: &mut translate::Inst<'_>, op: OpRef<'_>) {
    if e.is_set(op.attr("nontemporal")) {
        e.text(", !nontemporal ");
        translate::helpers::md(e, &[translate::HelperArg::Str("!{i32 1}")]);
    } else {}
}
/// `llvm.intr.masked.load` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static MASKED_LOAD_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.masked.load",
    operands: MASKED_LOAD_OP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Result(0u16), -1i32),
        (translate::Ref::Operand(0u16), -1i32),
    ],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind willreturn memory(argmem: read)",
    decl_param_attrs: &["captures(none)", "", ""],
    call_arg_attrs: &["align $alignment", "", ""],
    poison_as: Some(translate::Ref::Result(0u16)),
    call_metadata: Some(masked_load_op_call_metadata),
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.masked.store` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static MASKED_STORE_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.masked.store",
    operands: MASKED_STORE_OP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Operand(0u16), -1i32),
        (translate::Ref::Operand(1u16), -1i32),
    ],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind willreturn memory(argmem: write)",
    decl_param_attrs: &["", "captures(none)", ""],
    call_arg_attrs: &["", "align $alignment", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.masked.gather` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static MASKED_GATHER_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.masked.gather",
    operands: MASKED_GATHER_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Result(0u16), -1i32),
        (translate::Ref::Operand(0u16), -1i32),
    ],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind willreturn memory(read)",
    decl_param_attrs: &["", "", ""],
    call_arg_attrs: &["align $alignment", "", ""],
    poison_as: Some(translate::Ref::Result(0u16)),
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.masked.scatter` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static MASKED_SCATTER_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.masked.scatter",
    operands: MASKED_SCATTER_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Operand(0u16), -1i32),
        (translate::Ref::Operand(1u16), -1i32),
    ],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind willreturn memory(write)",
    decl_param_attrs: &["", "", ""],
    call_arg_attrs: &["", "align $alignment", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.masked.expandload` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static MASKED_EXPANDLOAD_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.masked.expandload",
    operands: MASKED_EXPANDLOAD_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind willreturn memory(read)",
    decl_param_attrs: &["captures(none)", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.masked.compressstore` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static MASKED_COMPRESSSTORE_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.masked.compressstore",
    operands: MASKED_COMPRESSSTORE_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind willreturn memory(argmem: write)",
    decl_param_attrs: &["", "captures(none)", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vscale` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VSCALE_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vscale",
    operands: VSCALE_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), -1i32)],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.stepvector` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static STEP_VECTOR_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.stepvector",
    operands: STEP_VECTOR_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), -1i32)],
    decl_attrs: "nocallback nofree nosync nounwind willreturn memory(none)",
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vector.insert` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VECTOR_INSERT_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vector.insert",
    operands: VECTOR_INSERT_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Result(0u16), -1i32),
        (translate::Ref::Operand(1u16), -1i32),
    ],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Attr("pos"),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", "immarg"],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vector.extract` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VECTOR_EXTRACT_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vector.extract",
    operands: VECTOR_EXTRACT_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Result(0u16), -1i32),
        (translate::Ref::Operand(0u16), -1i32),
    ],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Attr("pos")],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "immarg"],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vector.interleave2` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VECTOR_INTERLEAVE2_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vector.interleave2",
    operands: VECTOR_INTERLEAVE2_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16), translate::Ref::Operand(1u16)],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vector.deinterleave2` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VECTOR_DEINTERLEAVE2_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vector.deinterleave2",
    operands: VECTOR_DEINTERLEAVE2_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(0u16), -1i32)],
    args: &[translate::Ref::Operand(0u16)],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &[""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.trap` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static TRAP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.trap",
    operands: TRAP_INFO.operand_arities,
    decl_attrs: "cold noreturn nounwind memory(inaccessiblemem: write)",
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.debugtrap` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static DEBUG_TRAP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.debugtrap",
    operands: DEBUG_TRAP_INFO.operand_arities,
    decl_attrs: "nounwind",
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.ubsantrap` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static UB_SAN_TRAP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.ubsantrap",
    operands: UB_SAN_TRAP_INFO.operand_arities,
    args: &[translate::Ref::Attr("failureKind")],
    decl_attrs: "cold noreturn nounwind memory(inaccessiblemem: write)",
    decl_param_attrs: &["immarg"],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.var.annotation` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VAR_ANNOTATION_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.var.annotation",
    operands: VAR_ANNOTATION_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Operand(0u16), -1i32),
        (translate::Ref::Operand(1u16), -1i32),
    ],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
        translate::Ref::Operand(4u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)",
    decl_param_attrs: &["", "", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.ptr.annotation` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static PTR_ANNOTATION_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.ptr.annotation",
    operands: PTR_ANNOTATION_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Result(0u16), -1i32),
        (translate::Ref::Operand(2u16), -1i32),
    ],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
        translate::Ref::Operand(4u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)",
    decl_param_attrs: &["", "", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.annotation` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static ANNOTATION_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.annotation",
    operands: ANNOTATION_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Result(0u16), -1i32),
        (translate::Ref::Operand(2u16), -1i32),
    ],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.experimental.constrained.fptrunc` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static CONSTRAINED_FP_TRUNC_INTR_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.experimental.constrained.fptrunc",
    operands: CONSTRAINED_FP_TRUNC_INTR_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Result(0u16), -1i32),
        (translate::Ref::Operand(0u16), -1i32),
    ],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::MetadataArg(
            "roundingmode",
            Some(&dialects::gen::llvm_enums::LLVM_ROUNDING_MODE_ATTR_ENUM),
        ),
        translate::Ref::MetadataArg(
            "fpExceptionBehavior",
            Some(&dialects::gen::llvm_enums::LLVM_FP_EXCEPTION_BEHAVIOR_ATTR_ENUM),
        ),
    ],
    decl_attrs: "nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)",
    call_attrs: "strictfp",
    decl_param_attrs: &["", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.experimental.constrained.fpext` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static CONSTRAINED_FP_EXT_INTR_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.experimental.constrained.fpext",
    operands: CONSTRAINED_FP_EXT_INTR_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Result(0u16), -1i32),
        (translate::Ref::Operand(0u16), -1i32),
    ],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::MetadataArg(
            "fpExceptionBehavior",
            Some(&dialects::gen::llvm_enums::LLVM_FP_EXCEPTION_BEHAVIOR_ATTR_ENUM),
        ),
    ],
    decl_attrs: "nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)",
    call_attrs: "strictfp",
    decl_param_attrs: &["", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.experimental.constrained.sitofp` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static CONSTRAINED_SI_TO_FP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.experimental.constrained.sitofp",
    operands: CONSTRAINED_SI_TO_FP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Result(0u16), -1i32),
        (translate::Ref::Operand(0u16), -1i32),
    ],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::MetadataArg(
            "roundingmode",
            Some(&dialects::gen::llvm_enums::LLVM_ROUNDING_MODE_ATTR_ENUM),
        ),
        translate::Ref::MetadataArg(
            "fpExceptionBehavior",
            Some(&dialects::gen::llvm_enums::LLVM_FP_EXCEPTION_BEHAVIOR_ATTR_ENUM),
        ),
    ],
    decl_attrs: "nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)",
    call_attrs: "strictfp",
    decl_param_attrs: &["", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.experimental.constrained.uitofp` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static CONSTRAINED_UI_TO_FP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.experimental.constrained.uitofp",
    operands: CONSTRAINED_UI_TO_FP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Result(0u16), -1i32),
        (translate::Ref::Operand(0u16), -1i32),
    ],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::MetadataArg(
            "roundingmode",
            Some(&dialects::gen::llvm_enums::LLVM_ROUNDING_MODE_ATTR_ENUM),
        ),
        translate::Ref::MetadataArg(
            "fpExceptionBehavior",
            Some(&dialects::gen::llvm_enums::LLVM_FP_EXCEPTION_BEHAVIOR_ATTR_ENUM),
        ),
    ],
    decl_attrs: "nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)",
    call_attrs: "strictfp",
    decl_param_attrs: &["", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.add` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VP_ADD_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.add",
    operands: VP_ADD_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.sub` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VP_SUB_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.sub",
    operands: VP_SUB_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.mul` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VP_MUL_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.mul",
    operands: VP_MUL_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.sdiv` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VPS_DIV_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.sdiv",
    operands: VPS_DIV_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind willreturn memory(none)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.udiv` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VPU_DIV_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.udiv",
    operands: VPU_DIV_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind willreturn memory(none)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.srem` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VPS_REM_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.srem",
    operands: VPS_REM_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind willreturn memory(none)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.urem` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VPU_REM_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.urem",
    operands: VPU_REM_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind willreturn memory(none)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.ashr` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VPA_SHR_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.ashr",
    operands: VPA_SHR_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.lshr` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VPL_SHR_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.lshr",
    operands: VPL_SHR_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.shl` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VP_SHL_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.shl",
    operands: VP_SHL_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.or` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VP_OR_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.or",
    operands: VP_OR_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.and` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VP_AND_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.and",
    operands: VP_AND_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.xor` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VP_XOR_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.xor",
    operands: VP_XOR_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.smax` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VPS_MAX_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.smax",
    operands: VPS_MAX_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.smin` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VPS_MIN_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.smin",
    operands: VPS_MIN_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.umax` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VPU_MAX_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.umax",
    operands: VPU_MAX_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.umin` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VPU_MIN_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.umin",
    operands: VPU_MIN_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.fadd` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VPF_ADD_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.fadd",
    operands: VPF_ADD_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.fsub` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VPF_SUB_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.fsub",
    operands: VPF_SUB_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.fmul` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VPF_MUL_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.fmul",
    operands: VPF_MUL_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.fdiv` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VPF_DIV_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.fdiv",
    operands: VPF_DIV_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.frem` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VPF_REM_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.frem",
    operands: VPF_REM_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.fneg` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VPF_NEG_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.fneg",
    operands: VPF_NEG_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.fmuladd` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VPF_MUL_ADD_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.fmuladd",
    operands: VPF_MUL_ADD_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
        translate::Ref::Operand(4u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.fma` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VP_FMA_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.fma",
    operands: VP_FMA_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Result(0u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
        translate::Ref::Operand(4u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.reduce.add` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VP_REDUCE_ADD_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.reduce.add",
    operands: VP_REDUCE_ADD_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(1u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.reduce.mul` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VP_REDUCE_MUL_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.reduce.mul",
    operands: VP_REDUCE_MUL_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(1u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.reduce.and` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VP_REDUCE_AND_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.reduce.and",
    operands: VP_REDUCE_AND_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(1u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.reduce.or` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VP_REDUCE_OR_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.reduce.or",
    operands: VP_REDUCE_OR_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(1u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.reduce.xor` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VP_REDUCE_XOR_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.reduce.xor",
    operands: VP_REDUCE_XOR_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(1u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.reduce.smax` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VP_REDUCE_S_MAX_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.reduce.smax",
    operands: VP_REDUCE_S_MAX_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(1u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.reduce.smin` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VP_REDUCE_S_MIN_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.reduce.smin",
    operands: VP_REDUCE_S_MIN_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(1u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.reduce.umax` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VP_REDUCE_U_MAX_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.reduce.umax",
    operands: VP_REDUCE_U_MAX_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(1u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.reduce.umin` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VP_REDUCE_U_MIN_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.reduce.umin",
    operands: VP_REDUCE_U_MIN_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(1u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.reduce.fadd` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VP_REDUCE_F_ADD_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.reduce.fadd",
    operands: VP_REDUCE_F_ADD_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(1u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.reduce.fmul` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VP_REDUCE_F_MUL_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.reduce.fmul",
    operands: VP_REDUCE_F_MUL_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(1u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.reduce.fmax` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VP_REDUCE_F_MAX_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.reduce.fmax",
    operands: VP_REDUCE_F_MAX_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(1u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.reduce.fmin` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VP_REDUCE_F_MIN_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.reduce.fmin",
    operands: VP_REDUCE_F_MIN_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(1u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.select` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VP_SELECT_MIN_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.select",
    operands: VP_SELECT_MIN_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(1u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.merge` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VP_MERGE_MIN_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.merge",
    operands: VP_MERGE_MIN_OP_INFO.operand_arities,
    overloaded: &[(translate::Ref::Operand(1u16), -1i32)],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.load` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VP_LOAD_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.load",
    operands: VP_LOAD_OP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Result(0u16), -1i32),
        (translate::Ref::Operand(0u16), -1i32),
    ],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind willreturn memory(argmem: read)",
    decl_param_attrs: &["captures(none)", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.store` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VP_STORE_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.store",
    operands: VP_STORE_OP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Operand(0u16), -1i32),
        (translate::Ref::Operand(1u16), -1i32),
    ],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind willreturn memory(argmem: write)",
    decl_param_attrs: &["", "captures(none)", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.experimental.vp.strided.load` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VP_STRIDED_LOAD_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.experimental.vp.strided.load",
    operands: VP_STRIDED_LOAD_OP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Result(0u16), -1i32),
        (translate::Ref::Operand(0u16), -1i32),
        (translate::Ref::Operand(1u16), -1i32),
    ],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind willreturn memory(argmem: read)",
    decl_param_attrs: &["captures(none)", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.experimental.vp.strided.store` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VP_STRIDED_STORE_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.experimental.vp.strided.store",
    operands: VP_STRIDED_STORE_OP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Operand(0u16), -1i32),
        (translate::Ref::Operand(1u16), -1i32),
        (translate::Ref::Operand(2u16), -1i32),
    ],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
        translate::Ref::Operand(3u16),
        translate::Ref::Operand(4u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind willreturn memory(argmem: write)",
    decl_param_attrs: &["", "captures(none)", "", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.trunc` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VP_TRUNC_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.trunc",
    operands: VP_TRUNC_OP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Result(0u16), -1i32),
        (translate::Ref::Operand(0u16), -1i32),
    ],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.zext` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VPZ_EXT_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.zext",
    operands: VPZ_EXT_OP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Result(0u16), -1i32),
        (translate::Ref::Operand(0u16), -1i32),
    ],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.sext` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VPS_EXT_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.sext",
    operands: VPS_EXT_OP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Result(0u16), -1i32),
        (translate::Ref::Operand(0u16), -1i32),
    ],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.fptrunc` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VPFP_TRUNC_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.fptrunc",
    operands: VPFP_TRUNC_OP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Result(0u16), -1i32),
        (translate::Ref::Operand(0u16), -1i32),
    ],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.fpext` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VPFP_EXT_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.fpext",
    operands: VPFP_EXT_OP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Result(0u16), -1i32),
        (translate::Ref::Operand(0u16), -1i32),
    ],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.fptoui` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VPFP_TO_UI_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.fptoui",
    operands: VPFP_TO_UI_OP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Result(0u16), -1i32),
        (translate::Ref::Operand(0u16), -1i32),
    ],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.fptosi` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VPFP_TO_SI_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.fptosi",
    operands: VPFP_TO_SI_OP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Result(0u16), -1i32),
        (translate::Ref::Operand(0u16), -1i32),
    ],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.uitofp` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VPUI_TO_FP_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.uitofp",
    operands: VPUI_TO_FP_OP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Result(0u16), -1i32),
        (translate::Ref::Operand(0u16), -1i32),
    ],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.sitofp` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VPSI_TO_FP_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.sitofp",
    operands: VPSI_TO_FP_OP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Result(0u16), -1i32),
        (translate::Ref::Operand(0u16), -1i32),
    ],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.ptrtoint` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VP_PTR_TO_INT_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.ptrtoint",
    operands: VP_PTR_TO_INT_OP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Result(0u16), -1i32),
        (translate::Ref::Operand(0u16), -1i32),
    ],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// `llvm.intr.vp.inttoptr` (spec/dialects/llvm_intrinsics.td:N): the intrinsic it calls.
static VP_INT_TO_PTR_OP_INTRINSIC: translate::Intrinsic = translate::Intrinsic {
    name: "llvm.vp.inttoptr",
    operands: VP_INT_TO_PTR_OP_INFO.operand_arities,
    overloaded: &[
        (translate::Ref::Result(0u16), -1i32),
        (translate::Ref::Operand(0u16), -1i32),
    ],
    args: &[
        translate::Ref::Operand(0u16),
        translate::Ref::Operand(1u16),
        translate::Ref::Operand(2u16),
    ],
    decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
    decl_param_attrs: &["", "", ""],
    ..translate::Intrinsic::DEFAULT
};
/// How each op of this file becomes LLVM IR.
pub static TRANSLATIONS: &[(&str, translate::Translation)] = &[
    ("llvm.intr.fabs", translate::Translation::Intrinsic(&F_ABS_OP_INTRINSIC)),
    ("llvm.intr.sqrt", translate::Translation::Intrinsic(&SQRT_OP_INTRINSIC)),
    ("llvm.intr.ceil", translate::Translation::Intrinsic(&F_CEIL_OP_INTRINSIC)),
    ("llvm.intr.floor", translate::Translation::Intrinsic(&F_FLOOR_OP_INTRINSIC)),
    ("llvm.intr.trunc", translate::Translation::Intrinsic(&F_TRUNC_OP_INTRINSIC)),
    ("llvm.intr.round", translate::Translation::Intrinsic(&ROUND_OP_INTRINSIC)),
    ("llvm.intr.roundeven", translate::Translation::Intrinsic(&ROUND_EVEN_OP_INTRINSIC)),
    ("llvm.intr.rint", translate::Translation::Intrinsic(&RINT_OP_INTRINSIC)),
    ("llvm.intr.nearbyint", translate::Translation::Intrinsic(&NEARBYINT_OP_INTRINSIC)),
    ("llvm.intr.exp", translate::Translation::Intrinsic(&EXP_OP_INTRINSIC)),
    ("llvm.intr.exp2", translate::Translation::Intrinsic(&EXP2_OP_INTRINSIC)),
    ("llvm.intr.exp10", translate::Translation::Intrinsic(&EXP10_OP_INTRINSIC)),
    ("llvm.intr.log", translate::Translation::Intrinsic(&LOG_OP_INTRINSIC)),
    ("llvm.intr.log2", translate::Translation::Intrinsic(&LOG2_OP_INTRINSIC)),
    ("llvm.intr.log10", translate::Translation::Intrinsic(&LOG10_OP_INTRINSIC)),
    ("llvm.intr.sin", translate::Translation::Intrinsic(&SIN_OP_INTRINSIC)),
    ("llvm.intr.cos", translate::Translation::Intrinsic(&COS_OP_INTRINSIC)),
    ("llvm.intr.tan", translate::Translation::Intrinsic(&TAN_OP_INTRINSIC)),
    ("llvm.intr.asin", translate::Translation::Intrinsic(&A_SIN_OP_INTRINSIC)),
    ("llvm.intr.acos", translate::Translation::Intrinsic(&A_COS_OP_INTRINSIC)),
    ("llvm.intr.atan", translate::Translation::Intrinsic(&A_TAN_OP_INTRINSIC)),
    ("llvm.intr.sinh", translate::Translation::Intrinsic(&SINH_OP_INTRINSIC)),
    ("llvm.intr.cosh", translate::Translation::Intrinsic(&COSH_OP_INTRINSIC)),
    ("llvm.intr.tanh", translate::Translation::Intrinsic(&TANH_OP_INTRINSIC)),
    ("llvm.intr.copysign", translate::Translation::Intrinsic(&COPY_SIGN_OP_INTRINSIC)),
    ("llvm.intr.pow", translate::Translation::Intrinsic(&POW_OP_INTRINSIC)),
    ("llvm.intr.maxnum", translate::Translation::Intrinsic(&MAX_NUM_OP_INTRINSIC)),
    ("llvm.intr.minnum", translate::Translation::Intrinsic(&MIN_NUM_OP_INTRINSIC)),
    ("llvm.intr.maximum", translate::Translation::Intrinsic(&MAXIMUM_OP_INTRINSIC)),
    ("llvm.intr.minimum", translate::Translation::Intrinsic(&MINIMUM_OP_INTRINSIC)),
    ("llvm.intr.atan2", translate::Translation::Intrinsic(&A_TAN2_OP_INTRINSIC)),
    ("llvm.intr.fma", translate::Translation::Intrinsic(&FMA_OP_INTRINSIC)),
    ("llvm.intr.fmuladd", translate::Translation::Intrinsic(&F_MUL_ADD_OP_INTRINSIC)),
    ("llvm.intr.powi", translate::Translation::Intrinsic(&POW_I_OP_INTRINSIC)),
    ("llvm.intr.ldexp", translate::Translation::Intrinsic(&LOAD_EXP_OP_INTRINSIC)),
    ("llvm.intr.frexp", translate::Translation::Intrinsic(&FRACTION_EXP_OP_INTRINSIC)),
    ("llvm.intr.sincos", translate::Translation::Intrinsic(&SINCOS_OP_INTRINSIC)),
    (
        "llvm.intr.is.fpclass",
        translate::Translation::Intrinsic(&IS_FP_CLASS_OP_INTRINSIC),
    ),
    ("llvm.intr.lround", translate::Translation::Intrinsic(&LROUND_OP_INTRINSIC)),
    ("llvm.intr.llround", translate::Translation::Intrinsic(&LLROUND_OP_INTRINSIC)),
    ("llvm.intr.lrint", translate::Translation::Intrinsic(&LRINT_OP_INTRINSIC)),
    ("llvm.intr.llrint", translate::Translation::Intrinsic(&LLRINT_OP_INTRINSIC)),
    ("llvm.intr.abs", translate::Translation::Intrinsic(&ABS_OP_INTRINSIC)),
    ("llvm.intr.smax", translate::Translation::Intrinsic(&S_MAX_OP_INTRINSIC)),
    ("llvm.intr.smin", translate::Translation::Intrinsic(&S_MIN_OP_INTRINSIC)),
    ("llvm.intr.umax", translate::Translation::Intrinsic(&U_MAX_OP_INTRINSIC)),
    ("llvm.intr.umin", translate::Translation::Intrinsic(&U_MIN_OP_INTRINSIC)),
    ("llvm.intr.scmp", translate::Translation::Intrinsic(&S_CMP_OP_INTRINSIC)),
    ("llvm.intr.ucmp", translate::Translation::Intrinsic(&U_CMP_OP_INTRINSIC)),
    (
        "llvm.intr.bitreverse",
        translate::Translation::Intrinsic(&BIT_REVERSE_OP_INTRINSIC),
    ),
    ("llvm.intr.bswap", translate::Translation::Intrinsic(&BYTE_SWAP_OP_INTRINSIC)),
    ("llvm.intr.ctpop", translate::Translation::Intrinsic(&CT_POP_OP_INTRINSIC)),
    (
        "llvm.intr.ctlz",
        translate::Translation::Intrinsic(&COUNT_LEADING_ZEROS_OP_INTRINSIC),
    ),
    (
        "llvm.intr.cttz",
        translate::Translation::Intrinsic(&COUNT_TRAILING_ZEROS_OP_INTRINSIC),
    ),
    ("llvm.intr.fshl", translate::Translation::Intrinsic(&FSHL_OP_INTRINSIC)),
    ("llvm.intr.fshr", translate::Translation::Intrinsic(&FSHR_OP_INTRINSIC)),
    (
        "llvm.intr.sadd.with.overflow",
        translate::Translation::Intrinsic(&S_ADD_WITH_OVERFLOW_OP_INTRINSIC),
    ),
    (
        "llvm.intr.uadd.with.overflow",
        translate::Translation::Intrinsic(&U_ADD_WITH_OVERFLOW_OP_INTRINSIC),
    ),
    (
        "llvm.intr.ssub.with.overflow",
        translate::Translation::Intrinsic(&S_SUB_WITH_OVERFLOW_OP_INTRINSIC),
    ),
    (
        "llvm.intr.usub.with.overflow",
        translate::Translation::Intrinsic(&U_SUB_WITH_OVERFLOW_OP_INTRINSIC),
    ),
    (
        "llvm.intr.smul.with.overflow",
        translate::Translation::Intrinsic(&S_MUL_WITH_OVERFLOW_OP_INTRINSIC),
    ),
    (
        "llvm.intr.umul.with.overflow",
        translate::Translation::Intrinsic(&U_MUL_WITH_OVERFLOW_OP_INTRINSIC),
    ),
    ("llvm.intr.sadd.sat", translate::Translation::Intrinsic(&S_ADD_SAT_OP_INTRINSIC)),
    ("llvm.intr.uadd.sat", translate::Translation::Intrinsic(&U_ADD_SAT_OP_INTRINSIC)),
    ("llvm.intr.ssub.sat", translate::Translation::Intrinsic(&S_SUB_SAT_OP_INTRINSIC)),
    ("llvm.intr.usub.sat", translate::Translation::Intrinsic(&U_SUB_SAT_OP_INTRINSIC)),
    ("llvm.intr.sshl.sat", translate::Translation::Intrinsic(&S_SHL_SAT_OP_INTRINSIC)),
    ("llvm.intr.ushl.sat", translate::Translation::Intrinsic(&U_SHL_SAT_OP_INTRINSIC)),
    ("llvm.intr.memcpy", translate::Translation::Intrinsic(&MEMCPY_OP_INTRINSIC)),
    ("llvm.intr.memmove", translate::Translation::Intrinsic(&MEMMOVE_OP_INTRINSIC)),
    (
        "llvm.intr.memcpy.inline",
        translate::Translation::Intrinsic(&MEMCPY_INLINE_OP_INTRINSIC),
    ),
    ("llvm.intr.memset", translate::Translation::Intrinsic(&MEMSET_OP_INTRINSIC)),
    (
        "llvm.intr.memset.inline",
        translate::Translation::Intrinsic(&MEMSET_INLINE_OP_INTRINSIC),
    ),
    ("llvm.intr.prefetch", translate::Translation::Intrinsic(&PREFETCH_OP_INTRINSIC)),
    (
        "llvm.intr.lifetime.start",
        translate::Translation::Intrinsic(&LIFETIME_START_OP_INTRINSIC),
    ),
    (
        "llvm.intr.lifetime.end",
        translate::Translation::Intrinsic(&LIFETIME_END_OP_INTRINSIC),
    ),
    (
        "llvm.intr.invariant.start",
        translate::Translation::Intrinsic(&INVARIANT_START_OP_INTRINSIC),
    ),
    (
        "llvm.intr.invariant.end",
        translate::Translation::Intrinsic(&INVARIANT_END_OP_INTRINSIC),
    ),
    (
        "llvm.intr.launder.invariant.group",
        translate::Translation::Intrinsic(&LAUNDER_INVARIANT_GROUP_OP_INTRINSIC),
    ),
    (
        "llvm.intr.strip.invariant.group",
        translate::Translation::Intrinsic(&STRIP_INVARIANT_GROUP_OP_INTRINSIC),
    ),
    ("llvm.intr.ptrmask", translate::Translation::Intrinsic(&PTR_MASK_OP_INTRINSIC)),
    ("llvm.intr.stacksave", translate::Translation::Intrinsic(&STACK_SAVE_OP_INTRINSIC)),
    (
        "llvm.intr.stackrestore",
        translate::Translation::Intrinsic(&STACK_RESTORE_OP_INTRINSIC),
    ),
    ("llvm.intr.vastart", translate::Translation::Intrinsic(&VA_START_OP_INTRINSIC)),
    ("llvm.intr.vacopy", translate::Translation::Intrinsic(&VA_COPY_OP_INTRINSIC)),
    ("llvm.intr.vaend", translate::Translation::Intrinsic(&VA_END_OP_INTRINSIC)),
    (
        "llvm.intr.eh.typeid.for",
        translate::Translation::Intrinsic(&EH_TYPEID_FOR_OP_INTRINSIC),
    ),
    ("llvm.intr.coro.id", translate::Translation::Intrinsic(&CORO_ID_OP_INTRINSIC)),
    (
        "llvm.intr.coro.begin",
        translate::Translation::Intrinsic(&CORO_BEGIN_OP_INTRINSIC),
    ),
    ("llvm.intr.coro.size", translate::Translation::Intrinsic(&CORO_SIZE_OP_INTRINSIC)),
    (
        "llvm.intr.coro.align",
        translate::Translation::Intrinsic(&CORO_ALIGN_OP_INTRINSIC),
    ),
    ("llvm.intr.coro.save", translate::Translation::Intrinsic(&CORO_SAVE_OP_INTRINSIC)),
    (
        "llvm.intr.coro.suspend",
        translate::Translation::Intrinsic(&CORO_SUSPEND_OP_INTRINSIC),
    ),
    ("llvm.intr.coro.end", translate::Translation::Intrinsic(&CORO_END_OP_INTRINSIC)),
    ("llvm.intr.coro.free", translate::Translation::Intrinsic(&CORO_FREE_OP_INTRINSIC)),
    (
        "llvm.intr.coro.resume",
        translate::Translation::Intrinsic(&CORO_RESUME_OP_INTRINSIC),
    ),
    (
        "llvm.intr.coro.promise",
        translate::Translation::Intrinsic(&CORO_PROMISE_OP_INTRINSIC),
    ),
    ("llvm.intr.assume", translate::Translation::Intrinsic(&ASSUME_OP_INTRINSIC)),
    (
        "llvm.intr.experimental.noalias.scope.decl",
        translate::Translation::Native(translate::native::translate_noalias_scope_decl),
    ),
    ("llvm.intr.expect", translate::Translation::Intrinsic(&EXPECT_OP_INTRINSIC)),
    (
        "llvm.intr.expect.with.probability",
        translate::Translation::Intrinsic(&EXPECT_WITH_PROBABILITY_OP_INTRINSIC),
    ),
    ("llvm.intr.ssa.copy", translate::Translation::Intrinsic(&SSA_COPY_OP_INTRINSIC)),
    (
        "llvm.intr.is.constant",
        translate::Translation::Intrinsic(&IS_CONSTANT_OP_INTRINSIC),
    ),
    (
        "llvm.intr.threadlocal.address",
        translate::Translation::Intrinsic(&THREADLOCAL_ADDRESS_OP_INTRINSIC),
    ),
    (
        "llvm.intr.get.active.lane.mask",
        translate::Translation::Intrinsic(&GET_ACTIVE_LANE_MASK_OP_INTRINSIC),
    ),
    (
        "llvm.intr.vector.reduce.add",
        translate::Translation::Intrinsic(&VECTOR_REDUCE_ADD_OP_INTRINSIC),
    ),
    (
        "llvm.intr.vector.reduce.and",
        translate::Translation::Intrinsic(&VECTOR_REDUCE_AND_OP_INTRINSIC),
    ),
    (
        "llvm.intr.vector.reduce.mul",
        translate::Translation::Intrinsic(&VECTOR_REDUCE_MUL_OP_INTRINSIC),
    ),
    (
        "llvm.intr.vector.reduce.or",
        translate::Translation::Intrinsic(&VECTOR_REDUCE_OR_OP_INTRINSIC),
    ),
    (
        "llvm.intr.vector.reduce.smax",
        translate::Translation::Intrinsic(&VECTOR_REDUCE_S_MAX_OP_INTRINSIC),
    ),
    (
        "llvm.intr.vector.reduce.smin",
        translate::Translation::Intrinsic(&VECTOR_REDUCE_S_MIN_OP_INTRINSIC),
    ),
    (
        "llvm.intr.vector.reduce.umax",
        translate::Translation::Intrinsic(&VECTOR_REDUCE_U_MAX_OP_INTRINSIC),
    ),
    (
        "llvm.intr.vector.reduce.umin",
        translate::Translation::Intrinsic(&VECTOR_REDUCE_U_MIN_OP_INTRINSIC),
    ),
    (
        "llvm.intr.vector.reduce.xor",
        translate::Translation::Intrinsic(&VECTOR_REDUCE_XOR_OP_INTRINSIC),
    ),
    (
        "llvm.intr.vector.reduce.fmax",
        translate::Translation::Intrinsic(&VECTOR_REDUCE_F_MAX_OP_INTRINSIC),
    ),
    (
        "llvm.intr.vector.reduce.fmin",
        translate::Translation::Intrinsic(&VECTOR_REDUCE_F_MIN_OP_INTRINSIC),
    ),
    (
        "llvm.intr.vector.reduce.fmaximum",
        translate::Translation::Intrinsic(&VECTOR_REDUCE_F_MAXIMUM_OP_INTRINSIC),
    ),
    (
        "llvm.intr.vector.reduce.fminimum",
        translate::Translation::Intrinsic(&VECTOR_REDUCE_F_MINIMUM_OP_INTRINSIC),
    ),
    (
        "llvm.intr.vector.reduce.fadd",
        translate::Translation::Intrinsic(&VECTOR_REDUCE_F_ADD_OP_INTRINSIC),
    ),
    (
        "llvm.intr.vector.reduce.fmul",
        translate::Translation::Intrinsic(&VECTOR_REDUCE_F_MUL_OP_INTRINSIC),
    ),
    (
        "llvm.intr.matrix.column.major.load",
        translate::Translation::Intrinsic(&MATRIX_COLUMN_MAJOR_LOAD_OP_INTRINSIC),
    ),
    (
        "llvm.intr.matrix.column.major.store",
        translate::Translation::Intrinsic(&MATRIX_COLUMN_MAJOR_STORE_OP_INTRINSIC),
    ),
    (
        "llvm.intr.matrix.multiply",
        translate::Translation::Intrinsic(&MATRIX_MULTIPLY_OP_INTRINSIC),
    ),
    (
        "llvm.intr.matrix.transpose",
        translate::Translation::Intrinsic(&MATRIX_TRANSPOSE_OP_INTRINSIC),
    ),
    (
        "llvm.intr.masked.load",
        translate::Translation::Intrinsic(&MASKED_LOAD_OP_INTRINSIC),
    ),
    (
        "llvm.intr.masked.store",
        translate::Translation::Intrinsic(&MASKED_STORE_OP_INTRINSIC),
    ),
    (
        "llvm.intr.masked.gather",
        translate::Translation::Intrinsic(&MASKED_GATHER_INTRINSIC),
    ),
    (
        "llvm.intr.masked.scatter",
        translate::Translation::Intrinsic(&MASKED_SCATTER_INTRINSIC),
    ),
    (
        "llvm.intr.masked.expandload",
        translate::Translation::Intrinsic(&MASKED_EXPANDLOAD_INTRINSIC),
    ),
    (
        "llvm.intr.masked.compressstore",
        translate::Translation::Intrinsic(&MASKED_COMPRESSSTORE_INTRINSIC),
    ),
    ("llvm.intr.vscale", translate::Translation::Intrinsic(&VSCALE_INTRINSIC)),
    (
        "llvm.intr.stepvector",
        translate::Translation::Intrinsic(&STEP_VECTOR_OP_INTRINSIC),
    ),
    (
        "llvm.intr.vector.insert",
        translate::Translation::Intrinsic(&VECTOR_INSERT_INTRINSIC),
    ),
    (
        "llvm.intr.vector.extract",
        translate::Translation::Intrinsic(&VECTOR_EXTRACT_INTRINSIC),
    ),
    (
        "llvm.intr.vector.interleave2",
        translate::Translation::Intrinsic(&VECTOR_INTERLEAVE2_INTRINSIC),
    ),
    (
        "llvm.intr.vector.deinterleave2",
        translate::Translation::Intrinsic(&VECTOR_DEINTERLEAVE2_INTRINSIC),
    ),
    ("llvm.intr.trap", translate::Translation::Intrinsic(&TRAP_INTRINSIC)),
    ("llvm.intr.debugtrap", translate::Translation::Intrinsic(&DEBUG_TRAP_INTRINSIC)),
    ("llvm.intr.ubsantrap", translate::Translation::Intrinsic(&UB_SAN_TRAP_INTRINSIC)),
    (
        "llvm.intr.var.annotation",
        translate::Translation::Intrinsic(&VAR_ANNOTATION_INTRINSIC),
    ),
    (
        "llvm.intr.ptr.annotation",
        translate::Translation::Intrinsic(&PTR_ANNOTATION_INTRINSIC),
    ),
    ("llvm.intr.annotation", translate::Translation::Intrinsic(&ANNOTATION_INTRINSIC)),
    (
        "llvm.intr.experimental.constrained.fptrunc",
        translate::Translation::Intrinsic(&CONSTRAINED_FP_TRUNC_INTR_INTRINSIC),
    ),
    (
        "llvm.intr.experimental.constrained.fpext",
        translate::Translation::Intrinsic(&CONSTRAINED_FP_EXT_INTR_INTRINSIC),
    ),
    (
        "llvm.intr.experimental.constrained.sitofp",
        translate::Translation::Intrinsic(&CONSTRAINED_SI_TO_FP_INTRINSIC),
    ),
    (
        "llvm.intr.experimental.constrained.uitofp",
        translate::Translation::Intrinsic(&CONSTRAINED_UI_TO_FP_INTRINSIC),
    ),
    ("llvm.intr.vp.add", translate::Translation::Intrinsic(&VP_ADD_OP_INTRINSIC)),
    ("llvm.intr.vp.sub", translate::Translation::Intrinsic(&VP_SUB_OP_INTRINSIC)),
    ("llvm.intr.vp.mul", translate::Translation::Intrinsic(&VP_MUL_OP_INTRINSIC)),
    ("llvm.intr.vp.sdiv", translate::Translation::Intrinsic(&VPS_DIV_OP_INTRINSIC)),
    ("llvm.intr.vp.udiv", translate::Translation::Intrinsic(&VPU_DIV_OP_INTRINSIC)),
    ("llvm.intr.vp.srem", translate::Translation::Intrinsic(&VPS_REM_OP_INTRINSIC)),
    ("llvm.intr.vp.urem", translate::Translation::Intrinsic(&VPU_REM_OP_INTRINSIC)),
    ("llvm.intr.vp.ashr", translate::Translation::Intrinsic(&VPA_SHR_OP_INTRINSIC)),
    ("llvm.intr.vp.lshr", translate::Translation::Intrinsic(&VPL_SHR_OP_INTRINSIC)),
    ("llvm.intr.vp.shl", translate::Translation::Intrinsic(&VP_SHL_OP_INTRINSIC)),
    ("llvm.intr.vp.or", translate::Translation::Intrinsic(&VP_OR_OP_INTRINSIC)),
    ("llvm.intr.vp.and", translate::Translation::Intrinsic(&VP_AND_OP_INTRINSIC)),
    ("llvm.intr.vp.xor", translate::Translation::Intrinsic(&VP_XOR_OP_INTRINSIC)),
    ("llvm.intr.vp.smax", translate::Translation::Intrinsic(&VPS_MAX_OP_INTRINSIC)),
    ("llvm.intr.vp.smin", translate::Translation::Intrinsic(&VPS_MIN_OP_INTRINSIC)),
    ("llvm.intr.vp.umax", translate::Translation::Intrinsic(&VPU_MAX_OP_INTRINSIC)),
    ("llvm.intr.vp.umin", translate::Translation::Intrinsic(&VPU_MIN_OP_INTRINSIC)),
    ("llvm.intr.vp.fadd", translate::Translation::Intrinsic(&VPF_ADD_OP_INTRINSIC)),
    ("llvm.intr.vp.fsub", translate::Translation::Intrinsic(&VPF_SUB_OP_INTRINSIC)),
    ("llvm.intr.vp.fmul", translate::Translation::Intrinsic(&VPF_MUL_OP_INTRINSIC)),
    ("llvm.intr.vp.fdiv", translate::Translation::Intrinsic(&VPF_DIV_OP_INTRINSIC)),
    ("llvm.intr.vp.frem", translate::Translation::Intrinsic(&VPF_REM_OP_INTRINSIC)),
    ("llvm.intr.vp.fneg", translate::Translation::Intrinsic(&VPF_NEG_OP_INTRINSIC)),
    (
        "llvm.intr.vp.fmuladd",
        translate::Translation::Intrinsic(&VPF_MUL_ADD_OP_INTRINSIC),
    ),
    ("llvm.intr.vp.fma", translate::Translation::Intrinsic(&VP_FMA_OP_INTRINSIC)),
    (
        "llvm.intr.vp.reduce.add",
        translate::Translation::Intrinsic(&VP_REDUCE_ADD_OP_INTRINSIC),
    ),
    (
        "llvm.intr.vp.reduce.mul",
        translate::Translation::Intrinsic(&VP_REDUCE_MUL_OP_INTRINSIC),
    ),
    (
        "llvm.intr.vp.reduce.and",
        translate::Translation::Intrinsic(&VP_REDUCE_AND_OP_INTRINSIC),
    ),
    (
        "llvm.intr.vp.reduce.or",
        translate::Translation::Intrinsic(&VP_REDUCE_OR_OP_INTRINSIC),
    ),
    (
        "llvm.intr.vp.reduce.xor",
        translate::Translation::Intrinsic(&VP_REDUCE_XOR_OP_INTRINSIC),
    ),
    (
        "llvm.intr.vp.reduce.smax",
        translate::Translation::Intrinsic(&VP_REDUCE_S_MAX_OP_INTRINSIC),
    ),
    (
        "llvm.intr.vp.reduce.smin",
        translate::Translation::Intrinsic(&VP_REDUCE_S_MIN_OP_INTRINSIC),
    ),
    (
        "llvm.intr.vp.reduce.umax",
        translate::Translation::Intrinsic(&VP_REDUCE_U_MAX_OP_INTRINSIC),
    ),
    (
        "llvm.intr.vp.reduce.umin",
        translate::Translation::Intrinsic(&VP_REDUCE_U_MIN_OP_INTRINSIC),
    ),
    (
        "llvm.intr.vp.reduce.fadd",
        translate::Translation::Intrinsic(&VP_REDUCE_F_ADD_OP_INTRINSIC),
    ),
    (
        "llvm.intr.vp.reduce.fmul",
        translate::Translation::Intrinsic(&VP_REDUCE_F_MUL_OP_INTRINSIC),
    ),
    (
        "llvm.intr.vp.reduce.fmax",
        translate::Translation::Intrinsic(&VP_REDUCE_F_MAX_OP_INTRINSIC),
    ),
    (
        "llvm.intr.vp.reduce.fmin",
        translate::Translation::Intrinsic(&VP_REDUCE_F_MIN_OP_INTRINSIC),
    ),
    (
        "llvm.intr.vp.select",
        translate::Translation::Intrinsic(&VP_SELECT_MIN_OP_INTRINSIC),
    ),
    (
        "llvm.intr.vp.merge",
        translate::Translation::Intrinsic(&VP_MERGE_MIN_OP_INTRINSIC),
    ),
    ("llvm.intr.vp.load", translate::Translation::Intrinsic(&VP_LOAD_OP_INTRINSIC)),
    ("llvm.intr.vp.store", translate::Translation::Intrinsic(&VP_STORE_OP_INTRINSIC)),
    (
        "llvm.intr.experimental.vp.strided.load",
        translate::Translation::Intrinsic(&VP_STRIDED_LOAD_OP_INTRINSIC),
    ),
    (
        "llvm.intr.experimental.vp.strided.store",
        translate::Translation::Intrinsic(&VP_STRIDED_STORE_OP_INTRINSIC),
    ),
    ("llvm.intr.vp.trunc", translate::Translation::Intrinsic(&VP_TRUNC_OP_INTRINSIC)),
    ("llvm.intr.vp.zext", translate::Translation::Intrinsic(&VPZ_EXT_OP_INTRINSIC)),
    ("llvm.intr.vp.sext", translate::Translation::Intrinsic(&VPS_EXT_OP_INTRINSIC)),
    (
        "llvm.intr.vp.fptrunc",
        translate::Translation::Intrinsic(&VPFP_TRUNC_OP_INTRINSIC),
    ),
    ("llvm.intr.vp.fpext", translate::Translation::Intrinsic(&VPFP_EXT_OP_INTRINSIC)),
    ("llvm.intr.vp.fptoui", translate::Translation::Intrinsic(&VPFP_TO_UI_OP_INTRINSIC)),
    ("llvm.intr.vp.fptosi", translate::Translation::Intrinsic(&VPFP_TO_SI_OP_INTRINSIC)),
    ("llvm.intr.vp.uitofp", translate::Translation::Intrinsic(&VPUI_TO_FP_OP_INTRINSIC)),
    ("llvm.intr.vp.sitofp", translate::Translation::Intrinsic(&VPSI_TO_FP_OP_INTRINSIC)),
    (
        "llvm.intr.vp.ptrtoint",
        translate::Translation::Intrinsic(&VP_PTR_TO_INT_OP_INTRINSIC),
    ),
    (
        "llvm.intr.vp.inttoptr",
        translate::Translation::Intrinsic(&VP_INT_TO_PTR_OP_INTRINSIC),
    ),
    (
        "llvm.intr.dbg.declare",
        translate::Translation::Native(translate::native::translate_dbg_record),
    ),
    (
        "llvm.intr.dbg.value",
        translate::Translation::Native(translate::native::translate_dbg_record),
    ),
    (
        "llvm.intr.dbg.label",
        translate::Translation::Native(translate::native::translate_dbg_record),
    ),
];
