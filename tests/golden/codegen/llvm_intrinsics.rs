// @generated from spec/dialects/llvm_intrinsics.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{diag, dialects, ir, llvm_types, parse, print};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `LLVM_I8Attr` (spec/dialects/llvm_intrinsics.td:N): 8-bit signless integer attribute
pub fn llvm_i8_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::integer_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            ir::pred::ty::integer_of_width(ctx, x, 8i64)
        },
    )
}
/// `LLVM_ValidRoundingModeAttr` (spec/dialects/llvm_intrinsics.td:N): LLVM Rounding Mode
pub fn llvm_valid_rounding_mode_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "RoundingMode")
}
/// `LLVM_DILocalVariableAttrConstraint` (spec/dialects/llvm_intrinsics.td:N): LLVM debug info local variable
pub fn llvm_di_local_variable_attr_constraint(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::dialect_attr_pred(ctx, x, "llvm.di_local_variable")
}
/// `LLVM_DIExpressionAttrConstraint` (spec/dialects/llvm_intrinsics.td:N): LLVM debug info expression
pub fn llvm_di_expression_attr_constraint(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::dialect_attr_pred(ctx, x, "llvm.di_expression")
}
/// `LLVM_DILabelAttrConstraint` (spec/dialects/llvm_intrinsics.td:N): LLVM debug info label
pub fn llvm_di_label_attr_constraint(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::dialect_attr_pred(ctx, x, "llvm.di_label")
}
static F_ABS_OP_FASTMATH_FLAGS_DEFAULT: ir::SpecDefault = ir::SpecDefault {
    text: "#llvm.fastmath<none>",
    value: ir::SpecValue::Enum(
        &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `llvm.intr.fabs` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct FAbsOp<'a>(pub OpRef<'a>);
impl<'a> FAbsOp<'a> {
    pub const NAME: &'static str = "llvm.intr.fabs";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &F_ABS_OP_INFO).then_some(FAbsOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, F_ABS_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, F_ABS_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &F_ABS_OP_INFO, loc);
        st.operands.push(in_);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Attribute constraint: LLVM fastmath flags (`LLVM_DefaultFastmathFlags`, spec/dialects/llvm.td:N)
const LLVM_DEFAULT_FASTMATH_FLAGS: ir::AttrConstraint = ir::AttrConstraint {
    summary: "LLVM fastmath flags",
    check: dialects::gen::llvm::llvm_default_fastmath_flags,
};
/// Type constraint: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type (first used by `llvm.intr.fabs`, spec/dialects/llvm_intrinsics.td:N)
const IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT: ir::TypeConstraint = ir::TypeConstraint {
    summary: "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
    check: |ctx: &Context, t: Type| {
        ((ir::pred::ty::float_named(ctx, t, "bf16")
            || ir::pred::ty::float_named(ctx, t, "f16")
            || ir::pred::ty::float_named(ctx, t, "f32")
            || ir::pred::ty::float_named(ctx, t, "f64")
            || ir::pred::ty::float_named(ctx, t, "f80")
            || ir::pred::ty::float_named(ctx, t, "f128")
            || dialects::native::llvm::types::is_ppc_fp128(ctx, t))
            || llvm_types::pred::llvm_vector_of(
                ctx,
                t,
                &|ctx: &Context, x: Type| -> bool {
                    (ir::pred::ty::float_named(ctx, x, "bf16")
                        || ir::pred::ty::float_named(ctx, x, "f16")
                        || ir::pred::ty::float_named(ctx, x, "f32")
                        || ir::pred::ty::float_named(ctx, x, "f64")
                        || ir::pred::ty::float_named(ctx, x, "f80")
                        || ir::pred::ty::float_named(ctx, x, "f128")
                        || dialects::native::llvm::types::is_ppc_fp128(ctx, x))
                },
            ))
    },
};
/// Type constraint: LLVM dialect-compatible type (`LLVM_Type`, spec/dialects/llvm_types.td:N)
const LLVM_TYPE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "LLVM dialect-compatible type",
    check: dialects::gen::llvm_types::llvm_type,
};
/// Verifies `llvm.intr.fabs` (spec/dialects/llvm_intrinsics.td:N) and the ops that check the same things.
fn verify_f_abs_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
/// Parses `llvm.intr.fabs` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_f_abs_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_in: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    let mut ol_all: u32 = start;
    let mut all_operand_types: Option<usize> = None;
    p.expect_literal("(")?;
    ol_all = p.peek().offset;
    let all = p.parse_operand_list()?;
    let rest: &[parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_in.extend_from_slice(&rest[..n]);
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    if !p.at_literal("(") {
        p.parse_type_of_class("builtin.function")?;
    }
    p.expect_literal("(")?;
    let ins = if p.eat_literal(")") {
        Vec::new()
    } else {
        let v = p.parse_type_list()?;
        p.expect_literal(")")?;
        v
    };
    p.expect_literal("->")?;
    let outs = p.parse_function_result_types()?;
    ot_in = Some(ins.clone());
    all_operand_types = Some(ins.len());
    rt_res = Some(outs.clone());
    if let Some(n) = all_operand_types {
        p.check_operand_count(0usize + o_in.len(), n, ol_all)?;
    }
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.intr.fabs` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) in its custom syntax.
fn print_f_abs_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.fabs` (spec/dialects/llvm_intrinsics.td:N)
pub static F_ABS_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.fabs",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[0usize],
    },
    verify: verify_f_abs_op,
    parse: Some(&(parse_f_abs_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.sqrt` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct SqrtOp<'a>(pub OpRef<'a>);
impl<'a> SqrtOp<'a> {
    pub const NAME: &'static str = "llvm.intr.sqrt";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SQRT_OP_INFO).then_some(SqrtOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, SQRT_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, SQRT_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &SQRT_OP_INFO, loc);
        st.operands.push(in_);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.sqrt` (spec/dialects/llvm_intrinsics.td:N)
pub static SQRT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.sqrt",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[1usize],
    },
    verify: verify_f_abs_op,
    parse: Some(&(parse_f_abs_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.ceil` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct FCeilOp<'a>(pub OpRef<'a>);
impl<'a> FCeilOp<'a> {
    pub const NAME: &'static str = "llvm.intr.ceil";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &F_CEIL_OP_INFO).then_some(FCeilOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, F_CEIL_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, F_CEIL_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &F_CEIL_OP_INFO, loc);
        st.operands.push(in_);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.ceil` (spec/dialects/llvm_intrinsics.td:N)
pub static F_CEIL_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.ceil",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[2usize],
    },
    verify: verify_f_abs_op,
    parse: Some(&(parse_f_abs_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.floor` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct FFloorOp<'a>(pub OpRef<'a>);
impl<'a> FFloorOp<'a> {
    pub const NAME: &'static str = "llvm.intr.floor";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &F_FLOOR_OP_INFO).then_some(FFloorOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, F_FLOOR_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, F_FLOOR_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &F_FLOOR_OP_INFO, loc);
        st.operands.push(in_);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.floor` (spec/dialects/llvm_intrinsics.td:N)
pub static F_FLOOR_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.floor",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[3usize],
    },
    verify: verify_f_abs_op,
    parse: Some(&(parse_f_abs_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.trunc` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct FTruncOp<'a>(pub OpRef<'a>);
impl<'a> FTruncOp<'a> {
    pub const NAME: &'static str = "llvm.intr.trunc";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &F_TRUNC_OP_INFO).then_some(FTruncOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, F_TRUNC_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, F_TRUNC_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &F_TRUNC_OP_INFO, loc);
        st.operands.push(in_);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.trunc` (spec/dialects/llvm_intrinsics.td:N)
pub static F_TRUNC_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.trunc",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[4usize],
    },
    verify: verify_f_abs_op,
    parse: Some(&(parse_f_abs_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.round` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct RoundOp<'a>(pub OpRef<'a>);
impl<'a> RoundOp<'a> {
    pub const NAME: &'static str = "llvm.intr.round";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ROUND_OP_INFO).then_some(RoundOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, ROUND_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, ROUND_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ROUND_OP_INFO, loc);
        st.operands.push(in_);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.round` (spec/dialects/llvm_intrinsics.td:N)
pub static ROUND_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.round",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[5usize],
    },
    verify: verify_f_abs_op,
    parse: Some(&(parse_f_abs_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.roundeven` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct RoundEvenOp<'a>(pub OpRef<'a>);
impl<'a> RoundEvenOp<'a> {
    pub const NAME: &'static str = "llvm.intr.roundeven";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ROUND_EVEN_OP_INFO).then_some(RoundEvenOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, ROUND_EVEN_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, ROUND_EVEN_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ROUND_EVEN_OP_INFO, loc);
        st.operands.push(in_);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.roundeven` (spec/dialects/llvm_intrinsics.td:N)
pub static ROUND_EVEN_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.roundeven",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[6usize],
    },
    verify: verify_f_abs_op,
    parse: Some(&(parse_f_abs_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.rint` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct RintOp<'a>(pub OpRef<'a>);
impl<'a> RintOp<'a> {
    pub const NAME: &'static str = "llvm.intr.rint";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &RINT_OP_INFO).then_some(RintOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, RINT_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, RINT_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &RINT_OP_INFO, loc);
        st.operands.push(in_);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.rint` (spec/dialects/llvm_intrinsics.td:N)
pub static RINT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.rint",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[7usize],
    },
    verify: verify_f_abs_op,
    parse: Some(&(parse_f_abs_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.nearbyint` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct NearbyintOp<'a>(pub OpRef<'a>);
impl<'a> NearbyintOp<'a> {
    pub const NAME: &'static str = "llvm.intr.nearbyint";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &NEARBYINT_OP_INFO).then_some(NearbyintOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, NEARBYINT_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, NEARBYINT_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &NEARBYINT_OP_INFO, loc);
        st.operands.push(in_);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.nearbyint` (spec/dialects/llvm_intrinsics.td:N)
pub static NEARBYINT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.nearbyint",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[8usize],
    },
    verify: verify_f_abs_op,
    parse: Some(&(parse_f_abs_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.exp` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct ExpOp<'a>(pub OpRef<'a>);
impl<'a> ExpOp<'a> {
    pub const NAME: &'static str = "llvm.intr.exp";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &EXP_OP_INFO).then_some(ExpOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, EXP_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, EXP_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &EXP_OP_INFO, loc);
        st.operands.push(in_);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.exp` (spec/dialects/llvm_intrinsics.td:N)
pub static EXP_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.exp",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[9usize],
    },
    verify: verify_f_abs_op,
    parse: Some(&(parse_f_abs_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.exp2` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct Exp2Op<'a>(pub OpRef<'a>);
impl<'a> Exp2Op<'a> {
    pub const NAME: &'static str = "llvm.intr.exp2";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &EXP2_OP_INFO).then_some(Exp2Op(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, EXP2_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, EXP2_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &EXP2_OP_INFO, loc);
        st.operands.push(in_);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.exp2` (spec/dialects/llvm_intrinsics.td:N)
pub static EXP2_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.exp2",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[10usize],
    },
    verify: verify_f_abs_op,
    parse: Some(&(parse_f_abs_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.exp10` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct Exp10Op<'a>(pub OpRef<'a>);
impl<'a> Exp10Op<'a> {
    pub const NAME: &'static str = "llvm.intr.exp10";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &EXP10_OP_INFO).then_some(Exp10Op(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, EXP10_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, EXP10_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &EXP10_OP_INFO, loc);
        st.operands.push(in_);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.exp10` (spec/dialects/llvm_intrinsics.td:N)
pub static EXP10_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.exp10",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[11usize],
    },
    verify: verify_f_abs_op,
    parse: Some(&(parse_f_abs_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.log` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct LogOp<'a>(pub OpRef<'a>);
impl<'a> LogOp<'a> {
    pub const NAME: &'static str = "llvm.intr.log";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &LOG_OP_INFO).then_some(LogOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, LOG_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, LOG_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &LOG_OP_INFO, loc);
        st.operands.push(in_);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.log` (spec/dialects/llvm_intrinsics.td:N)
pub static LOG_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.log",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[12usize],
    },
    verify: verify_f_abs_op,
    parse: Some(&(parse_f_abs_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.log2` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct Log2Op<'a>(pub OpRef<'a>);
impl<'a> Log2Op<'a> {
    pub const NAME: &'static str = "llvm.intr.log2";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &LOG2_OP_INFO).then_some(Log2Op(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, LOG2_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, LOG2_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &LOG2_OP_INFO, loc);
        st.operands.push(in_);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.log2` (spec/dialects/llvm_intrinsics.td:N)
pub static LOG2_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.log2",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[13usize],
    },
    verify: verify_f_abs_op,
    parse: Some(&(parse_f_abs_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.log10` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct Log10Op<'a>(pub OpRef<'a>);
impl<'a> Log10Op<'a> {
    pub const NAME: &'static str = "llvm.intr.log10";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &LOG10_OP_INFO).then_some(Log10Op(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, LOG10_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, LOG10_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &LOG10_OP_INFO, loc);
        st.operands.push(in_);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.log10` (spec/dialects/llvm_intrinsics.td:N)
pub static LOG10_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.log10",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[14usize],
    },
    verify: verify_f_abs_op,
    parse: Some(&(parse_f_abs_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.sin` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct SinOp<'a>(pub OpRef<'a>);
impl<'a> SinOp<'a> {
    pub const NAME: &'static str = "llvm.intr.sin";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SIN_OP_INFO).then_some(SinOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, SIN_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, SIN_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &SIN_OP_INFO, loc);
        st.operands.push(in_);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.sin` (spec/dialects/llvm_intrinsics.td:N)
pub static SIN_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.sin",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[15usize],
    },
    verify: verify_f_abs_op,
    parse: Some(&(parse_f_abs_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.cos` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct CosOp<'a>(pub OpRef<'a>);
impl<'a> CosOp<'a> {
    pub const NAME: &'static str = "llvm.intr.cos";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &COS_OP_INFO).then_some(CosOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, COS_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, COS_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &COS_OP_INFO, loc);
        st.operands.push(in_);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.cos` (spec/dialects/llvm_intrinsics.td:N)
pub static COS_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.cos",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[16usize],
    },
    verify: verify_f_abs_op,
    parse: Some(&(parse_f_abs_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.tan` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct TanOp<'a>(pub OpRef<'a>);
impl<'a> TanOp<'a> {
    pub const NAME: &'static str = "llvm.intr.tan";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &TAN_OP_INFO).then_some(TanOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, TAN_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, TAN_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &TAN_OP_INFO, loc);
        st.operands.push(in_);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.tan` (spec/dialects/llvm_intrinsics.td:N)
pub static TAN_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.tan",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[17usize],
    },
    verify: verify_f_abs_op,
    parse: Some(&(parse_f_abs_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.asin` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct ASinOp<'a>(pub OpRef<'a>);
impl<'a> ASinOp<'a> {
    pub const NAME: &'static str = "llvm.intr.asin";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &A_SIN_OP_INFO).then_some(ASinOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, A_SIN_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, A_SIN_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &A_SIN_OP_INFO, loc);
        st.operands.push(in_);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.asin` (spec/dialects/llvm_intrinsics.td:N)
pub static A_SIN_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.asin",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[18usize],
    },
    verify: verify_f_abs_op,
    parse: Some(&(parse_f_abs_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.acos` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct ACosOp<'a>(pub OpRef<'a>);
impl<'a> ACosOp<'a> {
    pub const NAME: &'static str = "llvm.intr.acos";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &A_COS_OP_INFO).then_some(ACosOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, A_COS_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, A_COS_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &A_COS_OP_INFO, loc);
        st.operands.push(in_);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.acos` (spec/dialects/llvm_intrinsics.td:N)
pub static A_COS_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.acos",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[19usize],
    },
    verify: verify_f_abs_op,
    parse: Some(&(parse_f_abs_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.atan` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct ATanOp<'a>(pub OpRef<'a>);
impl<'a> ATanOp<'a> {
    pub const NAME: &'static str = "llvm.intr.atan";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &A_TAN_OP_INFO).then_some(ATanOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, A_TAN_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, A_TAN_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &A_TAN_OP_INFO, loc);
        st.operands.push(in_);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.atan` (spec/dialects/llvm_intrinsics.td:N)
pub static A_TAN_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.atan",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[20usize],
    },
    verify: verify_f_abs_op,
    parse: Some(&(parse_f_abs_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.sinh` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct SinhOp<'a>(pub OpRef<'a>);
impl<'a> SinhOp<'a> {
    pub const NAME: &'static str = "llvm.intr.sinh";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SINH_OP_INFO).then_some(SinhOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, SINH_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, SINH_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &SINH_OP_INFO, loc);
        st.operands.push(in_);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.sinh` (spec/dialects/llvm_intrinsics.td:N)
pub static SINH_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.sinh",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[21usize],
    },
    verify: verify_f_abs_op,
    parse: Some(&(parse_f_abs_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.cosh` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct CoshOp<'a>(pub OpRef<'a>);
impl<'a> CoshOp<'a> {
    pub const NAME: &'static str = "llvm.intr.cosh";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &COSH_OP_INFO).then_some(CoshOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, COSH_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, COSH_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &COSH_OP_INFO, loc);
        st.operands.push(in_);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.cosh` (spec/dialects/llvm_intrinsics.td:N)
pub static COSH_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.cosh",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[22usize],
    },
    verify: verify_f_abs_op,
    parse: Some(&(parse_f_abs_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.tanh` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct TanhOp<'a>(pub OpRef<'a>);
impl<'a> TanhOp<'a> {
    pub const NAME: &'static str = "llvm.intr.tanh";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &TANH_OP_INFO).then_some(TanhOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, TANH_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, TANH_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &TANH_OP_INFO, loc);
        st.operands.push(in_);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.tanh` (spec/dialects/llvm_intrinsics.td:N)
pub static TANH_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.tanh",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[23usize],
    },
    verify: verify_f_abs_op,
    parse: Some(&(parse_f_abs_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.copysign` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct CopySignOp<'a>(pub OpRef<'a>);
impl<'a> CopySignOp<'a> {
    pub const NAME: &'static str = "llvm.intr.copysign";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &COPY_SIGN_OP_INFO).then_some(CopySignOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, COPY_SIGN_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `b`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, COPY_SIGN_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, COPY_SIGN_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &COPY_SIGN_OP_INFO, loc);
        st.operands.push(a);
        st.operands.push(b);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Parses `llvm.intr.copysign` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_copy_sign_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_a: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_a: Option<Vec<Type>> = None;
    let mut o_b: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_b: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    let mut ol_all: u32 = start;
    let mut all_operand_types: Option<usize> = None;
    p.expect_literal("(")?;
    ol_all = p.peek().offset;
    let all = p.parse_operand_list()?;
    let rest: &[parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_a.extend_from_slice(&rest[..n]);
    let rest = &rest[n..];
    let n = (1usize).min(rest.len());
    o_b.extend_from_slice(&rest[..n]);
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    if !p.at_literal("(") {
        p.parse_type_of_class("builtin.function")?;
    }
    p.expect_literal("(")?;
    let ins = if p.eat_literal(")") {
        Vec::new()
    } else {
        let v = p.parse_type_list()?;
        p.expect_literal(")")?;
        v
    };
    p.expect_literal("->")?;
    let outs = p.parse_function_result_types()?;
    all_operand_types = Some(ins.len());
    let rest: &[Type] = &ins;
    let n = o_a.len().min(rest.len());
    ot_a = Some(rest[..n].to_vec());
    let rest = &rest[n..];
    let n = o_b.len().min(rest.len());
    ot_b = Some(rest[..n].to_vec());
    rt_res = Some(outs.clone());
    if let Some(n) = all_operand_types {
        p.check_operand_count(0usize + o_a.len() + o_b.len(), n, ol_all)?;
    }
    let types = ot_a.unwrap_or_default();
    p.resolve_operands(&o_a, &types, start, &mut st.operands)?;
    let types = ot_b.unwrap_or_default();
    p.resolve_operands(&o_b, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// `llvm.intr.copysign` (spec/dialects/llvm_intrinsics.td:N)
pub static COPY_SIGN_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.copysign",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[24usize],
    },
    verify: verify_f_abs_op,
    parse: Some(&(parse_copy_sign_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[
        IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT,
        IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.pow` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct PowOp<'a>(pub OpRef<'a>);
impl<'a> PowOp<'a> {
    pub const NAME: &'static str = "llvm.intr.pow";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &POW_OP_INFO).then_some(PowOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, POW_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `b`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, POW_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, POW_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &POW_OP_INFO, loc);
        st.operands.push(a);
        st.operands.push(b);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.pow` (spec/dialects/llvm_intrinsics.td:N)
pub static POW_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.pow",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[25usize],
    },
    verify: verify_f_abs_op,
    parse: Some(&(parse_copy_sign_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[
        IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT,
        IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.maxnum` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct MaxNumOp<'a>(pub OpRef<'a>);
impl<'a> MaxNumOp<'a> {
    pub const NAME: &'static str = "llvm.intr.maxnum";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MAX_NUM_OP_INFO).then_some(MaxNumOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, MAX_NUM_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `b`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, MAX_NUM_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, MAX_NUM_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MAX_NUM_OP_INFO, loc);
        st.operands.push(a);
        st.operands.push(b);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.maxnum` (spec/dialects/llvm_intrinsics.td:N)
pub static MAX_NUM_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.maxnum",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[26usize],
    },
    verify: verify_f_abs_op,
    parse: Some(&(parse_copy_sign_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[
        IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT,
        IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.minnum` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct MinNumOp<'a>(pub OpRef<'a>);
impl<'a> MinNumOp<'a> {
    pub const NAME: &'static str = "llvm.intr.minnum";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MIN_NUM_OP_INFO).then_some(MinNumOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, MIN_NUM_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `b`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, MIN_NUM_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, MIN_NUM_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MIN_NUM_OP_INFO, loc);
        st.operands.push(a);
        st.operands.push(b);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.minnum` (spec/dialects/llvm_intrinsics.td:N)
pub static MIN_NUM_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.minnum",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[27usize],
    },
    verify: verify_f_abs_op,
    parse: Some(&(parse_copy_sign_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[
        IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT,
        IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.maximum` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct MaximumOp<'a>(pub OpRef<'a>);
impl<'a> MaximumOp<'a> {
    pub const NAME: &'static str = "llvm.intr.maximum";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MAXIMUM_OP_INFO).then_some(MaximumOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, MAXIMUM_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `b`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, MAXIMUM_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, MAXIMUM_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MAXIMUM_OP_INFO, loc);
        st.operands.push(a);
        st.operands.push(b);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.maximum` (spec/dialects/llvm_intrinsics.td:N)
pub static MAXIMUM_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.maximum",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[28usize],
    },
    verify: verify_f_abs_op,
    parse: Some(&(parse_copy_sign_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[
        IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT,
        IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.minimum` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct MinimumOp<'a>(pub OpRef<'a>);
impl<'a> MinimumOp<'a> {
    pub const NAME: &'static str = "llvm.intr.minimum";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MINIMUM_OP_INFO).then_some(MinimumOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, MINIMUM_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `b`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, MINIMUM_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, MINIMUM_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MINIMUM_OP_INFO, loc);
        st.operands.push(a);
        st.operands.push(b);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.minimum` (spec/dialects/llvm_intrinsics.td:N)
pub static MINIMUM_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.minimum",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[29usize],
    },
    verify: verify_f_abs_op,
    parse: Some(&(parse_copy_sign_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[
        IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT,
        IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.atan2` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct ATan2Op<'a>(pub OpRef<'a>);
impl<'a> ATan2Op<'a> {
    pub const NAME: &'static str = "llvm.intr.atan2";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &A_TAN2_OP_INFO).then_some(ATan2Op(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, A_TAN2_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `b`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, A_TAN2_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, A_TAN2_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &A_TAN2_OP_INFO, loc);
        st.operands.push(a);
        st.operands.push(b);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.atan2` (spec/dialects/llvm_intrinsics.td:N)
pub static A_TAN2_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.atan2",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[30usize],
    },
    verify: verify_f_abs_op,
    parse: Some(&(parse_copy_sign_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[
        IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT,
        IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.fma` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct FmaOp<'a>(pub OpRef<'a>);
impl<'a> FmaOp<'a> {
    pub const NAME: &'static str = "llvm.intr.fma";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &FMA_OP_INFO).then_some(FmaOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, FMA_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `b`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, FMA_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `c`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn c(&self) -> Value {
        ods::operand_group(self.0, FMA_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, FMA_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        c: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &FMA_OP_INFO, loc);
        st.operands.push(a);
        st.operands.push(b);
        st.operands.push(c);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Parses `llvm.intr.fma` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_fma_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_a: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_a: Option<Vec<Type>> = None;
    let mut o_b: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_b: Option<Vec<Type>> = None;
    let mut o_c: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_c: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    let mut ol_all: u32 = start;
    let mut all_operand_types: Option<usize> = None;
    p.expect_literal("(")?;
    ol_all = p.peek().offset;
    let all = p.parse_operand_list()?;
    let rest: &[parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_a.extend_from_slice(&rest[..n]);
    let rest = &rest[n..];
    let n = (1usize).min(rest.len());
    o_b.extend_from_slice(&rest[..n]);
    let rest = &rest[n..];
    let n = (1usize).min(rest.len());
    o_c.extend_from_slice(&rest[..n]);
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    if !p.at_literal("(") {
        p.parse_type_of_class("builtin.function")?;
    }
    p.expect_literal("(")?;
    let ins = if p.eat_literal(")") {
        Vec::new()
    } else {
        let v = p.parse_type_list()?;
        p.expect_literal(")")?;
        v
    };
    p.expect_literal("->")?;
    let outs = p.parse_function_result_types()?;
    all_operand_types = Some(ins.len());
    let rest: &[Type] = &ins;
    let n = o_a.len().min(rest.len());
    ot_a = Some(rest[..n].to_vec());
    let rest = &rest[n..];
    let n = o_b.len().min(rest.len());
    ot_b = Some(rest[..n].to_vec());
    let rest = &rest[n..];
    let n = o_c.len().min(rest.len());
    ot_c = Some(rest[..n].to_vec());
    rt_res = Some(outs.clone());
    if let Some(n) = all_operand_types {
        p.check_operand_count(0usize + o_a.len() + o_b.len() + o_c.len(), n, ol_all)?;
    }
    let types = ot_a.unwrap_or_default();
    p.resolve_operands(&o_a, &types, start, &mut st.operands)?;
    let types = ot_b.unwrap_or_default();
    p.resolve_operands(&o_b, &types, start, &mut st.operands)?;
    let types = ot_c.unwrap_or_default();
    p.resolve_operands(&o_c, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// `llvm.intr.fma` (spec/dialects/llvm_intrinsics.td:N)
pub static FMA_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.fma",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[31usize],
    },
    verify: verify_f_abs_op,
    parse: Some(&(parse_fma_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[
        IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT,
        IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT,
        IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.fmuladd` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct FMulAddOp<'a>(pub OpRef<'a>);
impl<'a> FMulAddOp<'a> {
    pub const NAME: &'static str = "llvm.intr.fmuladd";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &F_MUL_ADD_OP_INFO).then_some(FMulAddOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, F_MUL_ADD_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `b`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, F_MUL_ADD_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `c`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn c(&self) -> Value {
        ods::operand_group(self.0, F_MUL_ADD_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, F_MUL_ADD_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        c: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &F_MUL_ADD_OP_INFO, loc);
        st.operands.push(a);
        st.operands.push(b);
        st.operands.push(c);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.fmuladd` (spec/dialects/llvm_intrinsics.td:N)
pub static F_MUL_ADD_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.fmuladd",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[32usize],
    },
    verify: verify_f_abs_op,
    parse: Some(&(parse_fma_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[
        IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT,
        IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT,
        IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.powi` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct PowIOp<'a>(pub OpRef<'a>);
impl<'a> PowIOp<'a> {
    pub const NAME: &'static str = "llvm.intr.powi";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &POW_I_OP_INFO).then_some(PowIOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `val`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, POW_I_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `power`: signless integer
    pub fn power(&self) -> Value {
        ods::operand_group(self.0, POW_I_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, POW_I_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        val: Value,
        power: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &POW_I_OP_INFO, loc);
        st.operands.push(val);
        st.operands.push(power);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Type constraint: signless integer (`AnySignlessInteger`, spec/constraints.td:N)
const ANY_SIGNLESS_INTEGER: ir::TypeConstraint = ir::TypeConstraint {
    summary: "signless integer",
    check: dialects::gen::constraints::any_signless_integer,
};
/// Verifies `llvm.intr.powi` (spec/dialects/llvm_intrinsics.td:N) and the ops that check the same things.
fn verify_pow_i_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    Ok(())
}
/// Parses `llvm.intr.powi` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_pow_i_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_val: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_val: Option<Vec<Type>> = None;
    let mut o_power: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_power: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    let mut ol_all: u32 = start;
    let mut all_operand_types: Option<usize> = None;
    p.expect_literal("(")?;
    ol_all = p.peek().offset;
    let all = p.parse_operand_list()?;
    let rest: &[parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_val.extend_from_slice(&rest[..n]);
    let rest = &rest[n..];
    let n = (1usize).min(rest.len());
    o_power.extend_from_slice(&rest[..n]);
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    if !p.at_literal("(") {
        p.parse_type_of_class("builtin.function")?;
    }
    p.expect_literal("(")?;
    let ins = if p.eat_literal(")") {
        Vec::new()
    } else {
        let v = p.parse_type_list()?;
        p.expect_literal(")")?;
        v
    };
    p.expect_literal("->")?;
    let outs = p.parse_function_result_types()?;
    all_operand_types = Some(ins.len());
    let rest: &[Type] = &ins;
    let n = o_val.len().min(rest.len());
    ot_val = Some(rest[..n].to_vec());
    let rest = &rest[n..];
    let n = o_power.len().min(rest.len());
    ot_power = Some(rest[..n].to_vec());
    rt_res = Some(outs.clone());
    if let Some(n) = all_operand_types {
        p.check_operand_count(0usize + o_val.len() + o_power.len(), n, ol_all)?;
    }
    let types = ot_val.unwrap_or_default();
    p.resolve_operands(&o_val, &types, start, &mut st.operands)?;
    let types = ot_power.unwrap_or_default();
    p.resolve_operands(&o_power, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// `llvm.intr.powi` (spec/dialects/llvm_intrinsics.td:N)
pub static POW_I_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.powi",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[33usize],
    },
    verify: verify_pow_i_op,
    parse: Some(&(parse_pow_i_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT, ANY_SIGNLESS_INTEGER],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.ldexp` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct LoadExpOp<'a>(pub OpRef<'a>);
impl<'a> LoadExpOp<'a> {
    pub const NAME: &'static str = "llvm.intr.ldexp";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &LOAD_EXP_OP_INFO).then_some(LoadExpOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `val`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, LOAD_EXP_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `power`: signless integer
    pub fn power(&self) -> Value {
        ods::operand_group(self.0, LOAD_EXP_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, LOAD_EXP_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        val: Value,
        power: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &LOAD_EXP_OP_INFO, loc);
        st.operands.push(val);
        st.operands.push(power);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.ldexp` (spec/dialects/llvm_intrinsics.td:N)
pub static LOAD_EXP_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.ldexp",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[34usize],
    },
    verify: verify_pow_i_op,
    parse: Some(&(parse_pow_i_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT, ANY_SIGNLESS_INTEGER],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.frexp` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct FractionExpOp<'a>(pub OpRef<'a>);
impl<'a> FractionExpOp<'a> {
    pub const NAME: &'static str = "llvm.intr.frexp";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &FRACTION_EXP_OP_INFO).then_some(FractionExpOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `val`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, FRACTION_EXP_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, FRACTION_EXP_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        val: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &FRACTION_EXP_OP_INFO, loc);
        st.operands.push(val);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Parses `llvm.intr.frexp` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_fraction_exp_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_val: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_val: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    let mut ol_all: u32 = start;
    let mut all_operand_types: Option<usize> = None;
    p.expect_literal("(")?;
    ol_all = p.peek().offset;
    let all = p.parse_operand_list()?;
    let rest: &[parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_val.extend_from_slice(&rest[..n]);
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    if !p.at_literal("(") {
        p.parse_type_of_class("builtin.function")?;
    }
    p.expect_literal("(")?;
    let ins = if p.eat_literal(")") {
        Vec::new()
    } else {
        let v = p.parse_type_list()?;
        p.expect_literal(")")?;
        v
    };
    p.expect_literal("->")?;
    let outs = p.parse_function_result_types()?;
    ot_val = Some(ins.clone());
    all_operand_types = Some(ins.len());
    rt_res = Some(outs.clone());
    if let Some(n) = all_operand_types {
        p.check_operand_count(0usize + o_val.len(), n, ol_all)?;
    }
    let types = ot_val.unwrap_or_default();
    p.resolve_operands(&o_val, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// `llvm.intr.frexp` (spec/dialects/llvm_intrinsics.td:N)
pub static FRACTION_EXP_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.frexp",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[35usize],
    },
    verify: verify_pow_i_op,
    parse: Some(&(parse_fraction_exp_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.sincos` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct SincosOp<'a>(pub OpRef<'a>);
impl<'a> SincosOp<'a> {
    pub const NAME: &'static str = "llvm.intr.sincos";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SINCOS_OP_INFO).then_some(SincosOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `val`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, SINCOS_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, SINCOS_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        val: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &SINCOS_OP_INFO, loc);
        st.operands.push(val);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Verifies `llvm.intr.sincos` (spec/dialects/llvm_intrinsics.td:N) and the ops that check the same things.
fn verify_sincos_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::llvm::verify_sincos(op)?;
    Ok(())
}
/// `llvm.intr.sincos` (spec/dialects/llvm_intrinsics.td:N)
pub static SINCOS_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.sincos",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[36usize],
    },
    verify: verify_sincos_op,
    parse: Some(&(parse_fraction_exp_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.is.fpclass` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct IsFpClassOp<'a>(pub OpRef<'a>);
impl<'a> IsFpClassOp<'a> {
    pub const NAME: &'static str = "llvm.intr.is.fpclass";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &IS_FP_CLASS_OP_INFO).then_some(IsFpClassOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, IS_FP_CLASS_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, IS_FP_CLASS_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `bit`: 32-bit signless integer attribute
    pub fn bit_attr(&self) -> Option<Attribute> {
        self.0.attr("bit")
    }
    pub fn bit(&self) -> Option<i64> {
        ods::attr_int(self.0, "bit")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        bit_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &IS_FP_CLASS_OP_INFO, loc);
        st.operands.push(in_);
        st.set_attr(ctx, "bit", bit_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Attribute constraint: 32-bit signless integer attribute (`I32Attr`, spec/constraints.td:N)
const I32_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "32-bit signless integer attribute",
    check: dialects::gen::constraints::i32_attr,
};
/// `llvm.intr.is.fpclass` (spec/dialects/llvm_intrinsics.td:N)
pub static IS_FP_CLASS_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.is.fpclass",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "bit",
            constraint: Some(I32_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[37usize],
    },
    verify: verify_pow_i_op,
    operand_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.lround` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct LroundOp<'a>(pub OpRef<'a>);
impl<'a> LroundOp<'a> {
    pub const NAME: &'static str = "llvm.intr.lround";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &LROUND_OP_INFO).then_some(LroundOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `val`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, LROUND_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, LROUND_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        val: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &LROUND_OP_INFO, loc);
        st.operands.push(val);
        st.result_types.push(res_ty);
        st
    }
}
/// Verifies `llvm.intr.lround` (spec/dialects/llvm_intrinsics.td:N) and the ops that check the same things.
fn verify_lround_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    Ok(())
}
/// `llvm.intr.lround` (spec/dialects/llvm_intrinsics.td:N)
pub static LROUND_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.lround",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[38usize],
    },
    verify: verify_lround_op,
    parse: Some(&(parse_fraction_exp_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.llround` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct LlroundOp<'a>(pub OpRef<'a>);
impl<'a> LlroundOp<'a> {
    pub const NAME: &'static str = "llvm.intr.llround";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &LLROUND_OP_INFO).then_some(LlroundOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `val`: floating point LLVM type
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, LLROUND_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, LLROUND_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        val: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &LLROUND_OP_INFO, loc);
        st.operands.push(val);
        st.result_types.push(res_ty);
        st
    }
}
/// Type constraint: floating point LLVM type (`LLVM_AnyFloat`, spec/dialects/llvm_types.td:N)
const LLVM_ANY_FLOAT: ir::TypeConstraint = ir::TypeConstraint {
    summary: "floating point LLVM type",
    check: dialects::gen::llvm_types::llvm_any_float,
};
/// `llvm.intr.llround` (spec/dialects/llvm_intrinsics.td:N)
pub static LLROUND_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.llround",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[39usize],
    },
    verify: verify_lround_op,
    parse: Some(&(parse_fraction_exp_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[LLVM_ANY_FLOAT],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.lrint` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct LrintOp<'a>(pub OpRef<'a>);
impl<'a> LrintOp<'a> {
    pub const NAME: &'static str = "llvm.intr.lrint";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &LRINT_OP_INFO).then_some(LrintOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `val`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, LRINT_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, LRINT_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        val: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &LRINT_OP_INFO, loc);
        st.operands.push(val);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.lrint` (spec/dialects/llvm_intrinsics.td:N)
pub static LRINT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.lrint",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[40usize],
    },
    verify: verify_lround_op,
    parse: Some(&(parse_fraction_exp_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.llrint` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct LlrintOp<'a>(pub OpRef<'a>);
impl<'a> LlrintOp<'a> {
    pub const NAME: &'static str = "llvm.intr.llrint";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &LLRINT_OP_INFO).then_some(LlrintOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `val`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, LLRINT_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, LLRINT_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        val: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &LLRINT_OP_INFO, loc);
        st.operands.push(val);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.llrint` (spec/dialects/llvm_intrinsics.td:N)
pub static LLRINT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.llrint",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[41usize],
    },
    verify: verify_lround_op,
    parse: Some(&(parse_fraction_exp_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.abs` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct AbsOp<'a>(pub OpRef<'a>);
impl<'a> AbsOp<'a> {
    pub const NAME: &'static str = "llvm.intr.abs";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ABS_OP_INFO).then_some(AbsOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, ABS_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, ABS_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `is_int_min_poison`: 1-bit signless integer attribute
    pub fn is_int_min_poison_attr(&self) -> Option<Attribute> {
        self.0.attr("is_int_min_poison")
    }
    pub fn is_int_min_poison(&self) -> Option<bool> {
        ods::attr_bool(self.0, "is_int_min_poison")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        is_int_min_poison_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ABS_OP_INFO, loc);
        st.operands.push(in_);
        st.set_attr(ctx, "is_int_min_poison", is_int_min_poison_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Attribute constraint: 1-bit signless integer attribute (`LLVM_I1Attr`, spec/dialects/llvm_types.td:N)
const LLVM_I1_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "1-bit signless integer attribute",
    check: dialects::gen::llvm_types::llvm_i1_attr,
};
/// Type constraint: signless integer or LLVM dialect-compatible vector of signless integer (first used by `llvm.intr.abs`, spec/dialects/llvm_intrinsics.td:N)
const IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "signless integer or LLVM dialect-compatible vector of signless integer",
    check: |ctx: &Context, t: Type| {
        (ir::pred::ty::signless_integer(ctx, t)
            || llvm_types::pred::llvm_vector_of(
                ctx,
                t,
                &|ctx: &Context, x: Type| -> bool {
                    ir::pred::ty::signless_integer(ctx, x)
                },
            ))
    },
};
/// `llvm.intr.abs` (spec/dialects/llvm_intrinsics.td:N)
pub static ABS_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.abs",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "is_int_min_poison",
            constraint: Some(LLVM_I1_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[42usize],
    },
    verify: verify_pow_i_op,
    operand_types: &[IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.smax` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct SMaxOp<'a>(pub OpRef<'a>);
impl<'a> SMaxOp<'a> {
    pub const NAME: &'static str = "llvm.intr.smax";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &S_MAX_OP_INFO).then_some(SMaxOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, S_MAX_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, S_MAX_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, S_MAX_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &S_MAX_OP_INFO, loc);
        st.operands.push(a);
        st.operands.push(b);
        st.result_types.push(res_ty);
        st
    }
}
/// Verifies `llvm.intr.smax` (spec/dialects/llvm_intrinsics.td:N) and the ops that check the same things.
fn verify_s_max_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
/// `llvm.intr.smax` (spec/dialects/llvm_intrinsics.td:N)
pub static S_MAX_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.smax",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[43usize],
    },
    verify: verify_s_max_op,
    parse: Some(&(parse_copy_sign_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.smin` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct SMinOp<'a>(pub OpRef<'a>);
impl<'a> SMinOp<'a> {
    pub const NAME: &'static str = "llvm.intr.smin";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &S_MIN_OP_INFO).then_some(SMinOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, S_MIN_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, S_MIN_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, S_MIN_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &S_MIN_OP_INFO, loc);
        st.operands.push(a);
        st.operands.push(b);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.smin` (spec/dialects/llvm_intrinsics.td:N)
pub static S_MIN_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.smin",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[44usize],
    },
    verify: verify_s_max_op,
    parse: Some(&(parse_copy_sign_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.umax` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct UMaxOp<'a>(pub OpRef<'a>);
impl<'a> UMaxOp<'a> {
    pub const NAME: &'static str = "llvm.intr.umax";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &U_MAX_OP_INFO).then_some(UMaxOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, U_MAX_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, U_MAX_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, U_MAX_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &U_MAX_OP_INFO, loc);
        st.operands.push(a);
        st.operands.push(b);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.umax` (spec/dialects/llvm_intrinsics.td:N)
pub static U_MAX_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.umax",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[45usize],
    },
    verify: verify_s_max_op,
    parse: Some(&(parse_copy_sign_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.umin` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct UMinOp<'a>(pub OpRef<'a>);
impl<'a> UMinOp<'a> {
    pub const NAME: &'static str = "llvm.intr.umin";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &U_MIN_OP_INFO).then_some(UMinOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, U_MIN_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, U_MIN_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, U_MIN_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &U_MIN_OP_INFO, loc);
        st.operands.push(a);
        st.operands.push(b);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.umin` (spec/dialects/llvm_intrinsics.td:N)
pub static U_MIN_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.umin",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[46usize],
    },
    verify: verify_s_max_op,
    parse: Some(&(parse_copy_sign_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.scmp` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct SCmpOp<'a>(pub OpRef<'a>);
impl<'a> SCmpOp<'a> {
    pub const NAME: &'static str = "llvm.intr.scmp";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &S_CMP_OP_INFO).then_some(SCmpOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, S_CMP_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, S_CMP_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn res(&self) -> Value {
        ods::results_group(self.0, S_CMP_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &S_CMP_OP_INFO, loc);
        st.operands.push(a);
        st.operands.push(b);
        st.result_types.push(res_ty);
        st
    }
}
/// Verifies `llvm.intr.scmp` (spec/dialects/llvm_intrinsics.td:N) and the ops that check the same things.
fn verify_s_cmp_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    ods::same_type_operands(op)?;
    Ok(())
}
/// `llvm.intr.scmp` (spec/dialects/llvm_intrinsics.td:N)
pub static S_CMP_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.scmp",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_TYPE_OPERANDS),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[47usize],
    },
    verify: verify_s_cmp_op,
    parse: Some(&(parse_copy_sign_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
    ],
    result_types: &[IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.ucmp` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct UCmpOp<'a>(pub OpRef<'a>);
impl<'a> UCmpOp<'a> {
    pub const NAME: &'static str = "llvm.intr.ucmp";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &U_CMP_OP_INFO).then_some(UCmpOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, U_CMP_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, U_CMP_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn res(&self) -> Value {
        ods::results_group(self.0, U_CMP_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &U_CMP_OP_INFO, loc);
        st.operands.push(a);
        st.operands.push(b);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.ucmp` (spec/dialects/llvm_intrinsics.td:N)
pub static U_CMP_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.ucmp",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_TYPE_OPERANDS),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[48usize],
    },
    verify: verify_s_cmp_op,
    parse: Some(&(parse_copy_sign_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
    ],
    result_types: &[IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.bitreverse` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct BitReverseOp<'a>(pub OpRef<'a>);
impl<'a> BitReverseOp<'a> {
    pub const NAME: &'static str = "llvm.intr.bitreverse";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &BIT_REVERSE_OP_INFO).then_some(BitReverseOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, BIT_REVERSE_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, BIT_REVERSE_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &BIT_REVERSE_OP_INFO, loc);
        st.operands.push(in_);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.bitreverse` (spec/dialects/llvm_intrinsics.td:N)
pub static BIT_REVERSE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.bitreverse",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[49usize],
    },
    verify: verify_s_max_op,
    parse: Some(&(parse_f_abs_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.bswap` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct ByteSwapOp<'a>(pub OpRef<'a>);
impl<'a> ByteSwapOp<'a> {
    pub const NAME: &'static str = "llvm.intr.bswap";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &BYTE_SWAP_OP_INFO).then_some(ByteSwapOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, BYTE_SWAP_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, BYTE_SWAP_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &BYTE_SWAP_OP_INFO, loc);
        st.operands.push(in_);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.bswap` (spec/dialects/llvm_intrinsics.td:N)
pub static BYTE_SWAP_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.bswap",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[50usize],
    },
    verify: verify_s_max_op,
    parse: Some(&(parse_f_abs_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.ctpop` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct CtPopOp<'a>(pub OpRef<'a>);
impl<'a> CtPopOp<'a> {
    pub const NAME: &'static str = "llvm.intr.ctpop";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CT_POP_OP_INFO).then_some(CtPopOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, CT_POP_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, CT_POP_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CT_POP_OP_INFO, loc);
        st.operands.push(in_);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.ctpop` (spec/dialects/llvm_intrinsics.td:N)
pub static CT_POP_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.ctpop",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[51usize],
    },
    verify: verify_s_max_op,
    parse: Some(&(parse_f_abs_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.ctlz` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct CountLeadingZerosOp<'a>(pub OpRef<'a>);
impl<'a> CountLeadingZerosOp<'a> {
    pub const NAME: &'static str = "llvm.intr.ctlz";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &COUNT_LEADING_ZEROS_OP_INFO).then_some(CountLeadingZerosOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, COUNT_LEADING_ZEROS_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, COUNT_LEADING_ZEROS_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// Attribute `is_zero_poison`: 1-bit signless integer attribute
    pub fn is_zero_poison_attr(&self) -> Option<Attribute> {
        self.0.attr("is_zero_poison")
    }
    pub fn is_zero_poison(&self) -> Option<bool> {
        ods::attr_bool(self.0, "is_zero_poison")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        is_zero_poison_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &COUNT_LEADING_ZEROS_OP_INFO, loc);
        st.operands.push(in_);
        st.set_attr(ctx, "is_zero_poison", is_zero_poison_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.ctlz` (spec/dialects/llvm_intrinsics.td:N)
pub static COUNT_LEADING_ZEROS_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.ctlz",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "is_zero_poison",
            constraint: Some(LLVM_I1_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[52usize],
    },
    verify: verify_f_abs_op,
    operand_types: &[IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.cttz` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct CountTrailingZerosOp<'a>(pub OpRef<'a>);
impl<'a> CountTrailingZerosOp<'a> {
    pub const NAME: &'static str = "llvm.intr.cttz";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &COUNT_TRAILING_ZEROS_OP_INFO).then_some(CountTrailingZerosOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, COUNT_TRAILING_ZEROS_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, COUNT_TRAILING_ZEROS_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// Attribute `is_zero_poison`: 1-bit signless integer attribute
    pub fn is_zero_poison_attr(&self) -> Option<Attribute> {
        self.0.attr("is_zero_poison")
    }
    pub fn is_zero_poison(&self) -> Option<bool> {
        ods::attr_bool(self.0, "is_zero_poison")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        is_zero_poison_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &COUNT_TRAILING_ZEROS_OP_INFO, loc);
        st.operands.push(in_);
        st.set_attr(ctx, "is_zero_poison", is_zero_poison_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.cttz` (spec/dialects/llvm_intrinsics.td:N)
pub static COUNT_TRAILING_ZEROS_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.cttz",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "is_zero_poison",
            constraint: Some(LLVM_I1_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[53usize],
    },
    verify: verify_f_abs_op,
    operand_types: &[IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.fshl` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct FshlOp<'a>(pub OpRef<'a>);
impl<'a> FshlOp<'a> {
    pub const NAME: &'static str = "llvm.intr.fshl";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &FSHL_OP_INFO).then_some(FshlOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, FSHL_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, FSHL_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `c`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn c(&self) -> Value {
        ods::operand_group(self.0, FSHL_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, FSHL_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        c: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &FSHL_OP_INFO, loc);
        st.operands.push(a);
        st.operands.push(b);
        st.operands.push(c);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.fshl` (spec/dialects/llvm_intrinsics.td:N)
pub static FSHL_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.fshl",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[54usize],
    },
    verify: verify_s_max_op,
    parse: Some(&(parse_fma_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.fshr` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct FshrOp<'a>(pub OpRef<'a>);
impl<'a> FshrOp<'a> {
    pub const NAME: &'static str = "llvm.intr.fshr";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &FSHR_OP_INFO).then_some(FshrOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, FSHR_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, FSHR_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `c`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn c(&self) -> Value {
        ods::operand_group(self.0, FSHR_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, FSHR_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        c: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &FSHR_OP_INFO, loc);
        st.operands.push(a);
        st.operands.push(b);
        st.operands.push(c);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.fshr` (spec/dialects/llvm_intrinsics.td:N)
pub static FSHR_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.fshr",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[55usize],
    },
    verify: verify_s_max_op,
    parse: Some(&(parse_fma_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.sadd.with.overflow` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct SAddWithOverflowOp<'a>(pub OpRef<'a>);
impl<'a> SAddWithOverflowOp<'a> {
    pub const NAME: &'static str = "llvm.intr.sadd.with.overflow";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &S_ADD_WITH_OVERFLOW_OP_INFO).then_some(SAddWithOverflowOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, S_ADD_WITH_OVERFLOW_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, S_ADD_WITH_OVERFLOW_OP_INFO.operand_arities, 1usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, S_ADD_WITH_OVERFLOW_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &S_ADD_WITH_OVERFLOW_OP_INFO, loc);
        st.operands.push(a);
        st.operands.push(b);
        st.result_types.push(res_ty);
        st
    }
}
/// Verifies `llvm.intr.sadd.with.overflow` (spec/dialects/llvm_intrinsics.td:N) and the ops that check the same things.
fn verify_s_add_with_overflow_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    ods::same_operands_element_type(op)?;
    Ok(())
}
/// `llvm.intr.sadd.with.overflow` (spec/dialects/llvm_intrinsics.td:N)
pub static S_ADD_WITH_OVERFLOW_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.sadd.with.overflow",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_ELEMENT_TYPE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[56usize],
    },
    verify: verify_s_add_with_overflow_op,
    operand_types: &[
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.uadd.with.overflow` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct UAddWithOverflowOp<'a>(pub OpRef<'a>);
impl<'a> UAddWithOverflowOp<'a> {
    pub const NAME: &'static str = "llvm.intr.uadd.with.overflow";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &U_ADD_WITH_OVERFLOW_OP_INFO).then_some(UAddWithOverflowOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, U_ADD_WITH_OVERFLOW_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, U_ADD_WITH_OVERFLOW_OP_INFO.operand_arities, 1usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, U_ADD_WITH_OVERFLOW_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &U_ADD_WITH_OVERFLOW_OP_INFO, loc);
        st.operands.push(a);
        st.operands.push(b);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.uadd.with.overflow` (spec/dialects/llvm_intrinsics.td:N)
pub static U_ADD_WITH_OVERFLOW_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.uadd.with.overflow",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_ELEMENT_TYPE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[57usize],
    },
    verify: verify_s_add_with_overflow_op,
    operand_types: &[
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.ssub.with.overflow` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct SSubWithOverflowOp<'a>(pub OpRef<'a>);
impl<'a> SSubWithOverflowOp<'a> {
    pub const NAME: &'static str = "llvm.intr.ssub.with.overflow";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &S_SUB_WITH_OVERFLOW_OP_INFO).then_some(SSubWithOverflowOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, S_SUB_WITH_OVERFLOW_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, S_SUB_WITH_OVERFLOW_OP_INFO.operand_arities, 1usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, S_SUB_WITH_OVERFLOW_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &S_SUB_WITH_OVERFLOW_OP_INFO, loc);
        st.operands.push(a);
        st.operands.push(b);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.ssub.with.overflow` (spec/dialects/llvm_intrinsics.td:N)
pub static S_SUB_WITH_OVERFLOW_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.ssub.with.overflow",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_ELEMENT_TYPE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[58usize],
    },
    verify: verify_s_add_with_overflow_op,
    operand_types: &[
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.usub.with.overflow` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct USubWithOverflowOp<'a>(pub OpRef<'a>);
impl<'a> USubWithOverflowOp<'a> {
    pub const NAME: &'static str = "llvm.intr.usub.with.overflow";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &U_SUB_WITH_OVERFLOW_OP_INFO).then_some(USubWithOverflowOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, U_SUB_WITH_OVERFLOW_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, U_SUB_WITH_OVERFLOW_OP_INFO.operand_arities, 1usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, U_SUB_WITH_OVERFLOW_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &U_SUB_WITH_OVERFLOW_OP_INFO, loc);
        st.operands.push(a);
        st.operands.push(b);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.usub.with.overflow` (spec/dialects/llvm_intrinsics.td:N)
pub static U_SUB_WITH_OVERFLOW_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.usub.with.overflow",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_ELEMENT_TYPE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[59usize],
    },
    verify: verify_s_add_with_overflow_op,
    operand_types: &[
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.smul.with.overflow` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct SMulWithOverflowOp<'a>(pub OpRef<'a>);
impl<'a> SMulWithOverflowOp<'a> {
    pub const NAME: &'static str = "llvm.intr.smul.with.overflow";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &S_MUL_WITH_OVERFLOW_OP_INFO).then_some(SMulWithOverflowOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, S_MUL_WITH_OVERFLOW_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, S_MUL_WITH_OVERFLOW_OP_INFO.operand_arities, 1usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, S_MUL_WITH_OVERFLOW_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &S_MUL_WITH_OVERFLOW_OP_INFO, loc);
        st.operands.push(a);
        st.operands.push(b);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.smul.with.overflow` (spec/dialects/llvm_intrinsics.td:N)
pub static S_MUL_WITH_OVERFLOW_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.smul.with.overflow",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_ELEMENT_TYPE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[60usize],
    },
    verify: verify_s_add_with_overflow_op,
    operand_types: &[
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.umul.with.overflow` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct UMulWithOverflowOp<'a>(pub OpRef<'a>);
impl<'a> UMulWithOverflowOp<'a> {
    pub const NAME: &'static str = "llvm.intr.umul.with.overflow";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &U_MUL_WITH_OVERFLOW_OP_INFO).then_some(UMulWithOverflowOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, U_MUL_WITH_OVERFLOW_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, U_MUL_WITH_OVERFLOW_OP_INFO.operand_arities, 1usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, U_MUL_WITH_OVERFLOW_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &U_MUL_WITH_OVERFLOW_OP_INFO, loc);
        st.operands.push(a);
        st.operands.push(b);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.umul.with.overflow` (spec/dialects/llvm_intrinsics.td:N)
pub static U_MUL_WITH_OVERFLOW_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.umul.with.overflow",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_ELEMENT_TYPE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[61usize],
    },
    verify: verify_s_add_with_overflow_op,
    operand_types: &[
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.sadd.sat` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct SAddSatOp<'a>(pub OpRef<'a>);
impl<'a> SAddSatOp<'a> {
    pub const NAME: &'static str = "llvm.intr.sadd.sat";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &S_ADD_SAT_OP_INFO).then_some(SAddSatOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, S_ADD_SAT_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, S_ADD_SAT_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, S_ADD_SAT_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &S_ADD_SAT_OP_INFO, loc);
        st.operands.push(a);
        st.operands.push(b);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.sadd.sat` (spec/dialects/llvm_intrinsics.td:N)
pub static S_ADD_SAT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.sadd.sat",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[62usize],
    },
    verify: verify_s_max_op,
    parse: Some(&(parse_copy_sign_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.uadd.sat` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct UAddSatOp<'a>(pub OpRef<'a>);
impl<'a> UAddSatOp<'a> {
    pub const NAME: &'static str = "llvm.intr.uadd.sat";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &U_ADD_SAT_OP_INFO).then_some(UAddSatOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, U_ADD_SAT_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, U_ADD_SAT_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, U_ADD_SAT_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &U_ADD_SAT_OP_INFO, loc);
        st.operands.push(a);
        st.operands.push(b);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.uadd.sat` (spec/dialects/llvm_intrinsics.td:N)
pub static U_ADD_SAT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.uadd.sat",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[63usize],
    },
    verify: verify_s_max_op,
    parse: Some(&(parse_copy_sign_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.ssub.sat` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct SSubSatOp<'a>(pub OpRef<'a>);
impl<'a> SSubSatOp<'a> {
    pub const NAME: &'static str = "llvm.intr.ssub.sat";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &S_SUB_SAT_OP_INFO).then_some(SSubSatOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, S_SUB_SAT_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, S_SUB_SAT_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, S_SUB_SAT_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &S_SUB_SAT_OP_INFO, loc);
        st.operands.push(a);
        st.operands.push(b);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.ssub.sat` (spec/dialects/llvm_intrinsics.td:N)
pub static S_SUB_SAT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.ssub.sat",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[64usize],
    },
    verify: verify_s_max_op,
    parse: Some(&(parse_copy_sign_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.usub.sat` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct USubSatOp<'a>(pub OpRef<'a>);
impl<'a> USubSatOp<'a> {
    pub const NAME: &'static str = "llvm.intr.usub.sat";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &U_SUB_SAT_OP_INFO).then_some(USubSatOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, U_SUB_SAT_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, U_SUB_SAT_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, U_SUB_SAT_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &U_SUB_SAT_OP_INFO, loc);
        st.operands.push(a);
        st.operands.push(b);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.usub.sat` (spec/dialects/llvm_intrinsics.td:N)
pub static U_SUB_SAT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.usub.sat",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[65usize],
    },
    verify: verify_s_max_op,
    parse: Some(&(parse_copy_sign_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.sshl.sat` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct SShlSatOp<'a>(pub OpRef<'a>);
impl<'a> SShlSatOp<'a> {
    pub const NAME: &'static str = "llvm.intr.sshl.sat";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &S_SHL_SAT_OP_INFO).then_some(SShlSatOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, S_SHL_SAT_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, S_SHL_SAT_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, S_SHL_SAT_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &S_SHL_SAT_OP_INFO, loc);
        st.operands.push(a);
        st.operands.push(b);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.sshl.sat` (spec/dialects/llvm_intrinsics.td:N)
pub static S_SHL_SAT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.sshl.sat",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[66usize],
    },
    verify: verify_s_max_op,
    parse: Some(&(parse_copy_sign_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.ushl.sat` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct UShlSatOp<'a>(pub OpRef<'a>);
impl<'a> UShlSatOp<'a> {
    pub const NAME: &'static str = "llvm.intr.ushl.sat";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &U_SHL_SAT_OP_INFO).then_some(UShlSatOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, U_SHL_SAT_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, U_SHL_SAT_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, U_SHL_SAT_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &U_SHL_SAT_OP_INFO, loc);
        st.operands.push(a);
        st.operands.push(b);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.ushl.sat` (spec/dialects/llvm_intrinsics.td:N)
pub static U_SHL_SAT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.ushl.sat",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[67usize],
    },
    verify: verify_s_max_op,
    parse: Some(&(parse_copy_sign_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.memcpy` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct MemcpyOp<'a>(pub OpRef<'a>);
impl<'a> MemcpyOp<'a> {
    pub const NAME: &'static str = "llvm.intr.memcpy";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MEMCPY_OP_INFO).then_some(MemcpyOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `dst`: LLVM pointer type
    pub fn dst(&self) -> Value {
        ods::operand_group(self.0, MEMCPY_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `src`: LLVM pointer type
    pub fn src(&self) -> Value {
        ods::operand_group(self.0, MEMCPY_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `len`: signless integer
    pub fn len(&self) -> Value {
        ods::operand_group(self.0, MEMCPY_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Attribute `isVolatile`: 1-bit signless integer attribute
    pub fn is_volatile_attr(&self) -> Option<Attribute> {
        self.0.attr("isVolatile")
    }
    pub fn is_volatile(&self) -> Option<bool> {
        ods::attr_bool(self.0, "isVolatile")
    }
    /// Attribute `access_groups`: LLVM dialect access group metadata array
    pub fn access_groups_attr(&self) -> Option<Attribute> {
        self.0.attr("access_groups")
    }
    /// Attribute `alias_scopes`: LLVM dialect alias scope array
    pub fn alias_scopes_attr(&self) -> Option<Attribute> {
        self.0.attr("alias_scopes")
    }
    /// Attribute `noalias_scopes`: LLVM dialect alias scope array
    pub fn noalias_scopes_attr(&self) -> Option<Attribute> {
        self.0.attr("noalias_scopes")
    }
    /// Attribute `tbaa`: LLVM dialect TBAA tag metadata array
    pub fn tbaa_attr(&self) -> Option<Attribute> {
        self.0.attr("tbaa")
    }
    /// Attribute `arg_attrs`: Array of dictionary attributes
    pub fn arg_attrs_attr(&self) -> Option<Attribute> {
        self.0.attr("arg_attrs")
    }
    /// Attribute `res_attrs`: Array of dictionary attributes
    pub fn res_attrs_attr(&self) -> Option<Attribute> {
        self.0.attr("res_attrs")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        dst: Value,
        src: Value,
        len: Value,
        is_volatile_attr: Option<Attribute>,
        access_groups_attr: Option<Attribute>,
        alias_scopes_attr: Option<Attribute>,
        noalias_scopes_attr: Option<Attribute>,
        tbaa_attr: Option<Attribute>,
        arg_attrs_attr: Option<Attribute>,
        res_attrs_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MEMCPY_OP_INFO, loc);
        st.operands.push(dst);
        st.operands.push(src);
        st.operands.push(len);
        st.set_attr(ctx, "isVolatile", is_volatile_attr);
        st.set_attr(ctx, "access_groups", access_groups_attr);
        st.set_attr(ctx, "alias_scopes", alias_scopes_attr);
        st.set_attr(ctx, "noalias_scopes", noalias_scopes_attr);
        st.set_attr(ctx, "tbaa", tbaa_attr);
        st.set_attr(ctx, "arg_attrs", arg_attrs_attr);
        st.set_attr(ctx, "res_attrs", res_attrs_attr);
        st
    }
}
/// Attribute constraint: LLVM dialect access group metadata array (first used by `llvm.intr.memcpy`, spec/dialects/llvm_intrinsics.td:N)
const IS_LLVM_DIALECT_ACCESS_GROUP_METADATA_ARRAY: ir::AttrConstraint = ir::AttrConstraint {
    summary: "LLVM dialect access group metadata array",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::array_attr_of(
        ctx,
        a,
        &|ctx: &Context, x: Attribute| -> bool {
            dialects::native::llvm::attrs::is_access_group(ctx, x)
        },
    ),
};
/// Attribute constraint: LLVM dialect alias scope array (first used by `llvm.intr.memcpy`, spec/dialects/llvm_intrinsics.td:N)
const IS_LLVM_DIALECT_ALIAS_SCOPE_ARRAY: ir::AttrConstraint = ir::AttrConstraint {
    summary: "LLVM dialect alias scope array",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::array_attr_of(
        ctx,
        a,
        &|ctx: &Context, x: Attribute| -> bool {
            dialects::native::llvm::attrs::is_alias_scope(ctx, x)
        },
    ),
};
/// Attribute constraint: LLVM dialect TBAA tag metadata array (first used by `llvm.intr.memcpy`, spec/dialects/llvm_intrinsics.td:N)
const IS_LLVM_DIALECT_TBAA_TAG_METADATA_ARRAY: ir::AttrConstraint = ir::AttrConstraint {
    summary: "LLVM dialect TBAA tag metadata array",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::array_attr_of(
        ctx,
        a,
        &|ctx: &Context, x: Attribute| -> bool {
            dialects::native::llvm::attrs::is_tbaa_tag(ctx, x)
        },
    ),
};
/// Attribute constraint: Array of dictionary attributes (first used by `llvm.intr.memcpy`, spec/dialects/llvm_intrinsics.td:N)
const IS_ARRAY_OF_DICTIONARY_ATTRIBUTES: ir::AttrConstraint = ir::AttrConstraint {
    summary: "Array of dictionary attributes",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::array_attr_of(
        ctx,
        a,
        &|ctx: &Context, x: Attribute| -> bool {
            ir::pred::attr::dictionary_attr_pred(ctx, x)
        },
    ),
};
/// Type constraint: LLVM pointer type (`LLVM_AnyPointer`, spec/dialects/llvm_types.td:N)
const LLVM_ANY_POINTER: ir::TypeConstraint = ir::TypeConstraint {
    summary: "LLVM pointer type",
    check: dialects::gen::llvm_types::llvm_any_pointer,
};
/// `llvm.intr.memcpy` (spec/dialects/llvm_intrinsics.td:N)
pub static MEMCPY_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.memcpy",
    dialect: "llvm",
    traits: ir::Traits::MEMORY_READ.union(ir::Traits::MEMORY_WRITE),
    attrs: &[
        ir::AttrInfo {
            name: "isVolatile",
            constraint: Some(LLVM_I1_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "access_groups",
            optional: true,
            constraint: Some(IS_LLVM_DIALECT_ACCESS_GROUP_METADATA_ARRAY),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "alias_scopes",
            optional: true,
            constraint: Some(IS_LLVM_DIALECT_ALIAS_SCOPE_ARRAY),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "noalias_scopes",
            optional: true,
            constraint: Some(IS_LLVM_DIALECT_ALIAS_SCOPE_ARRAY),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "tbaa",
            optional: true,
            constraint: Some(IS_LLVM_DIALECT_TBAA_TAG_METADATA_ARRAY),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "arg_attrs",
            optional: true,
            constraint: Some(IS_ARRAY_OF_DICTIONARY_ATTRIBUTES),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "res_attrs",
            optional: true,
            constraint: Some(IS_ARRAY_OF_DICTIONARY_ATTRIBUTES),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[68usize],
    },
    verify: verify_pow_i_op,
    operand_types: &[LLVM_ANY_POINTER, LLVM_ANY_POINTER, ANY_SIGNLESS_INTEGER],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Single],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.memmove` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct MemmoveOp<'a>(pub OpRef<'a>);
impl<'a> MemmoveOp<'a> {
    pub const NAME: &'static str = "llvm.intr.memmove";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MEMMOVE_OP_INFO).then_some(MemmoveOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `dst`: LLVM pointer type
    pub fn dst(&self) -> Value {
        ods::operand_group(self.0, MEMMOVE_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `src`: LLVM pointer type
    pub fn src(&self) -> Value {
        ods::operand_group(self.0, MEMMOVE_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `len`: signless integer
    pub fn len(&self) -> Value {
        ods::operand_group(self.0, MEMMOVE_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Attribute `isVolatile`: 1-bit signless integer attribute
    pub fn is_volatile_attr(&self) -> Option<Attribute> {
        self.0.attr("isVolatile")
    }
    pub fn is_volatile(&self) -> Option<bool> {
        ods::attr_bool(self.0, "isVolatile")
    }
    /// Attribute `access_groups`: LLVM dialect access group metadata array
    pub fn access_groups_attr(&self) -> Option<Attribute> {
        self.0.attr("access_groups")
    }
    /// Attribute `alias_scopes`: LLVM dialect alias scope array
    pub fn alias_scopes_attr(&self) -> Option<Attribute> {
        self.0.attr("alias_scopes")
    }
    /// Attribute `noalias_scopes`: LLVM dialect alias scope array
    pub fn noalias_scopes_attr(&self) -> Option<Attribute> {
        self.0.attr("noalias_scopes")
    }
    /// Attribute `tbaa`: LLVM dialect TBAA tag metadata array
    pub fn tbaa_attr(&self) -> Option<Attribute> {
        self.0.attr("tbaa")
    }
    /// Attribute `arg_attrs`: Array of dictionary attributes
    pub fn arg_attrs_attr(&self) -> Option<Attribute> {
        self.0.attr("arg_attrs")
    }
    /// Attribute `res_attrs`: Array of dictionary attributes
    pub fn res_attrs_attr(&self) -> Option<Attribute> {
        self.0.attr("res_attrs")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        dst: Value,
        src: Value,
        len: Value,
        is_volatile_attr: Option<Attribute>,
        access_groups_attr: Option<Attribute>,
        alias_scopes_attr: Option<Attribute>,
        noalias_scopes_attr: Option<Attribute>,
        tbaa_attr: Option<Attribute>,
        arg_attrs_attr: Option<Attribute>,
        res_attrs_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MEMMOVE_OP_INFO, loc);
        st.operands.push(dst);
        st.operands.push(src);
        st.operands.push(len);
        st.set_attr(ctx, "isVolatile", is_volatile_attr);
        st.set_attr(ctx, "access_groups", access_groups_attr);
        st.set_attr(ctx, "alias_scopes", alias_scopes_attr);
        st.set_attr(ctx, "noalias_scopes", noalias_scopes_attr);
        st.set_attr(ctx, "tbaa", tbaa_attr);
        st.set_attr(ctx, "arg_attrs", arg_attrs_attr);
        st.set_attr(ctx, "res_attrs", res_attrs_attr);
        st
    }
}
/// `llvm.intr.memmove` (spec/dialects/llvm_intrinsics.td:N)
pub static MEMMOVE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.memmove",
    dialect: "llvm",
    traits: ir::Traits::MEMORY_READ.union(ir::Traits::MEMORY_WRITE),
    attrs: &[
        ir::AttrInfo {
            name: "isVolatile",
            constraint: Some(LLVM_I1_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "access_groups",
            optional: true,
            constraint: Some(IS_LLVM_DIALECT_ACCESS_GROUP_METADATA_ARRAY),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "alias_scopes",
            optional: true,
            constraint: Some(IS_LLVM_DIALECT_ALIAS_SCOPE_ARRAY),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "noalias_scopes",
            optional: true,
            constraint: Some(IS_LLVM_DIALECT_ALIAS_SCOPE_ARRAY),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "tbaa",
            optional: true,
            constraint: Some(IS_LLVM_DIALECT_TBAA_TAG_METADATA_ARRAY),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "arg_attrs",
            optional: true,
            constraint: Some(IS_ARRAY_OF_DICTIONARY_ATTRIBUTES),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "res_attrs",
            optional: true,
            constraint: Some(IS_ARRAY_OF_DICTIONARY_ATTRIBUTES),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[69usize],
    },
    verify: verify_pow_i_op,
    operand_types: &[LLVM_ANY_POINTER, LLVM_ANY_POINTER, ANY_SIGNLESS_INTEGER],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Single],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.memcpy.inline` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct MemcpyInlineOp<'a>(pub OpRef<'a>);
impl<'a> MemcpyInlineOp<'a> {
    pub const NAME: &'static str = "llvm.intr.memcpy.inline";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MEMCPY_INLINE_OP_INFO).then_some(MemcpyInlineOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `dst`: LLVM pointer type
    pub fn dst(&self) -> Value {
        ods::operand_group(self.0, MEMCPY_INLINE_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `src`: LLVM pointer type
    pub fn src(&self) -> Value {
        ods::operand_group(self.0, MEMCPY_INLINE_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Attribute `len`: arbitrary integer attribute
    pub fn len_attr(&self) -> Option<Attribute> {
        self.0.attr("len")
    }
    /// Attribute `isVolatile`: 1-bit signless integer attribute
    pub fn is_volatile_attr(&self) -> Option<Attribute> {
        self.0.attr("isVolatile")
    }
    pub fn is_volatile(&self) -> Option<bool> {
        ods::attr_bool(self.0, "isVolatile")
    }
    /// Attribute `access_groups`: LLVM dialect access group metadata array
    pub fn access_groups_attr(&self) -> Option<Attribute> {
        self.0.attr("access_groups")
    }
    /// Attribute `alias_scopes`: LLVM dialect alias scope array
    pub fn alias_scopes_attr(&self) -> Option<Attribute> {
        self.0.attr("alias_scopes")
    }
    /// Attribute `noalias_scopes`: LLVM dialect alias scope array
    pub fn noalias_scopes_attr(&self) -> Option<Attribute> {
        self.0.attr("noalias_scopes")
    }
    /// Attribute `tbaa`: LLVM dialect TBAA tag metadata array
    pub fn tbaa_attr(&self) -> Option<Attribute> {
        self.0.attr("tbaa")
    }
    /// Attribute `arg_attrs`: Array of dictionary attributes
    pub fn arg_attrs_attr(&self) -> Option<Attribute> {
        self.0.attr("arg_attrs")
    }
    /// Attribute `res_attrs`: Array of dictionary attributes
    pub fn res_attrs_attr(&self) -> Option<Attribute> {
        self.0.attr("res_attrs")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        dst: Value,
        src: Value,
        len_attr: Option<Attribute>,
        is_volatile_attr: Option<Attribute>,
        access_groups_attr: Option<Attribute>,
        alias_scopes_attr: Option<Attribute>,
        noalias_scopes_attr: Option<Attribute>,
        tbaa_attr: Option<Attribute>,
        arg_attrs_attr: Option<Attribute>,
        res_attrs_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MEMCPY_INLINE_OP_INFO, loc);
        st.operands.push(dst);
        st.operands.push(src);
        st.set_attr(ctx, "len", len_attr);
        st.set_attr(ctx, "isVolatile", is_volatile_attr);
        st.set_attr(ctx, "access_groups", access_groups_attr);
        st.set_attr(ctx, "alias_scopes", alias_scopes_attr);
        st.set_attr(ctx, "noalias_scopes", noalias_scopes_attr);
        st.set_attr(ctx, "tbaa", tbaa_attr);
        st.set_attr(ctx, "arg_attrs", arg_attrs_attr);
        st.set_attr(ctx, "res_attrs", res_attrs_attr);
        st
    }
}
/// Attribute constraint: arbitrary integer attribute (`AnyIntegerAttr`, spec/constraints.td:N)
const ANY_INTEGER_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "arbitrary integer attribute",
    check: dialects::gen::constraints::any_integer_attr,
};
/// `llvm.intr.memcpy.inline` (spec/dialects/llvm_intrinsics.td:N)
pub static MEMCPY_INLINE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.memcpy.inline",
    dialect: "llvm",
    traits: ir::Traits::MEMORY_READ.union(ir::Traits::MEMORY_WRITE),
    attrs: &[
        ir::AttrInfo {
            name: "len",
            constraint: Some(ANY_INTEGER_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "isVolatile",
            constraint: Some(LLVM_I1_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "access_groups",
            optional: true,
            constraint: Some(IS_LLVM_DIALECT_ACCESS_GROUP_METADATA_ARRAY),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "alias_scopes",
            optional: true,
            constraint: Some(IS_LLVM_DIALECT_ALIAS_SCOPE_ARRAY),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "noalias_scopes",
            optional: true,
            constraint: Some(IS_LLVM_DIALECT_ALIAS_SCOPE_ARRAY),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "tbaa",
            optional: true,
            constraint: Some(IS_LLVM_DIALECT_TBAA_TAG_METADATA_ARRAY),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "arg_attrs",
            optional: true,
            constraint: Some(IS_ARRAY_OF_DICTIONARY_ATTRIBUTES),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "res_attrs",
            optional: true,
            constraint: Some(IS_ARRAY_OF_DICTIONARY_ATTRIBUTES),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[70usize],
    },
    verify: verify_pow_i_op,
    operand_types: &[LLVM_ANY_POINTER, LLVM_ANY_POINTER],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.memset` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct MemsetOp<'a>(pub OpRef<'a>);
impl<'a> MemsetOp<'a> {
    pub const NAME: &'static str = "llvm.intr.memset";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MEMSET_OP_INFO).then_some(MemsetOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `dst`: LLVM pointer type
    pub fn dst(&self) -> Value {
        ods::operand_group(self.0, MEMSET_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `val`: 8-bit signless integer
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, MEMSET_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `len`: signless integer
    pub fn len(&self) -> Value {
        ods::operand_group(self.0, MEMSET_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Attribute `isVolatile`: 1-bit signless integer attribute
    pub fn is_volatile_attr(&self) -> Option<Attribute> {
        self.0.attr("isVolatile")
    }
    pub fn is_volatile(&self) -> Option<bool> {
        ods::attr_bool(self.0, "isVolatile")
    }
    /// Attribute `access_groups`: LLVM dialect access group metadata array
    pub fn access_groups_attr(&self) -> Option<Attribute> {
        self.0.attr("access_groups")
    }
    /// Attribute `alias_scopes`: LLVM dialect alias scope array
    pub fn alias_scopes_attr(&self) -> Option<Attribute> {
        self.0.attr("alias_scopes")
    }
    /// Attribute `noalias_scopes`: LLVM dialect alias scope array
    pub fn noalias_scopes_attr(&self) -> Option<Attribute> {
        self.0.attr("noalias_scopes")
    }
    /// Attribute `tbaa`: LLVM dialect TBAA tag metadata array
    pub fn tbaa_attr(&self) -> Option<Attribute> {
        self.0.attr("tbaa")
    }
    /// Attribute `arg_attrs`: Array of dictionary attributes
    pub fn arg_attrs_attr(&self) -> Option<Attribute> {
        self.0.attr("arg_attrs")
    }
    /// Attribute `res_attrs`: Array of dictionary attributes
    pub fn res_attrs_attr(&self) -> Option<Attribute> {
        self.0.attr("res_attrs")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        dst: Value,
        val: Value,
        len: Value,
        is_volatile_attr: Option<Attribute>,
        access_groups_attr: Option<Attribute>,
        alias_scopes_attr: Option<Attribute>,
        noalias_scopes_attr: Option<Attribute>,
        tbaa_attr: Option<Attribute>,
        arg_attrs_attr: Option<Attribute>,
        res_attrs_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MEMSET_OP_INFO, loc);
        st.operands.push(dst);
        st.operands.push(val);
        st.operands.push(len);
        st.set_attr(ctx, "isVolatile", is_volatile_attr);
        st.set_attr(ctx, "access_groups", access_groups_attr);
        st.set_attr(ctx, "alias_scopes", alias_scopes_attr);
        st.set_attr(ctx, "noalias_scopes", noalias_scopes_attr);
        st.set_attr(ctx, "tbaa", tbaa_attr);
        st.set_attr(ctx, "arg_attrs", arg_attrs_attr);
        st.set_attr(ctx, "res_attrs", res_attrs_attr);
        st
    }
}
/// Type constraint: 8-bit signless integer (`I8`, spec/constraints.td:N)
const I8: ir::TypeConstraint = ir::TypeConstraint {
    summary: "8-bit signless integer",
    check: dialects::gen::constraints::i8,
};
/// `llvm.intr.memset` (spec/dialects/llvm_intrinsics.td:N)
pub static MEMSET_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.memset",
    dialect: "llvm",
    traits: ir::Traits::MEMORY_WRITE,
    attrs: &[
        ir::AttrInfo {
            name: "isVolatile",
            constraint: Some(LLVM_I1_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "access_groups",
            optional: true,
            constraint: Some(IS_LLVM_DIALECT_ACCESS_GROUP_METADATA_ARRAY),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "alias_scopes",
            optional: true,
            constraint: Some(IS_LLVM_DIALECT_ALIAS_SCOPE_ARRAY),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "noalias_scopes",
            optional: true,
            constraint: Some(IS_LLVM_DIALECT_ALIAS_SCOPE_ARRAY),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "tbaa",
            optional: true,
            constraint: Some(IS_LLVM_DIALECT_TBAA_TAG_METADATA_ARRAY),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "arg_attrs",
            optional: true,
            constraint: Some(IS_ARRAY_OF_DICTIONARY_ATTRIBUTES),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "res_attrs",
            optional: true,
            constraint: Some(IS_ARRAY_OF_DICTIONARY_ATTRIBUTES),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[71usize],
    },
    verify: verify_pow_i_op,
    operand_types: &[LLVM_ANY_POINTER, I8, ANY_SIGNLESS_INTEGER],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Single],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.memset.inline` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct MemsetInlineOp<'a>(pub OpRef<'a>);
impl<'a> MemsetInlineOp<'a> {
    pub const NAME: &'static str = "llvm.intr.memset.inline";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MEMSET_INLINE_OP_INFO).then_some(MemsetInlineOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `dst`: LLVM pointer type
    pub fn dst(&self) -> Value {
        ods::operand_group(self.0, MEMSET_INLINE_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `val`: 8-bit signless integer
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, MEMSET_INLINE_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Attribute `len`: arbitrary integer attribute
    pub fn len_attr(&self) -> Option<Attribute> {
        self.0.attr("len")
    }
    /// Attribute `isVolatile`: 1-bit signless integer attribute
    pub fn is_volatile_attr(&self) -> Option<Attribute> {
        self.0.attr("isVolatile")
    }
    pub fn is_volatile(&self) -> Option<bool> {
        ods::attr_bool(self.0, "isVolatile")
    }
    /// Attribute `access_groups`: LLVM dialect access group metadata array
    pub fn access_groups_attr(&self) -> Option<Attribute> {
        self.0.attr("access_groups")
    }
    /// Attribute `alias_scopes`: LLVM dialect alias scope array
    pub fn alias_scopes_attr(&self) -> Option<Attribute> {
        self.0.attr("alias_scopes")
    }
    /// Attribute `noalias_scopes`: LLVM dialect alias scope array
    pub fn noalias_scopes_attr(&self) -> Option<Attribute> {
        self.0.attr("noalias_scopes")
    }
    /// Attribute `tbaa`: LLVM dialect TBAA tag metadata array
    pub fn tbaa_attr(&self) -> Option<Attribute> {
        self.0.attr("tbaa")
    }
    /// Attribute `arg_attrs`: Array of dictionary attributes
    pub fn arg_attrs_attr(&self) -> Option<Attribute> {
        self.0.attr("arg_attrs")
    }
    /// Attribute `res_attrs`: Array of dictionary attributes
    pub fn res_attrs_attr(&self) -> Option<Attribute> {
        self.0.attr("res_attrs")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        dst: Value,
        val: Value,
        len_attr: Option<Attribute>,
        is_volatile_attr: Option<Attribute>,
        access_groups_attr: Option<Attribute>,
        alias_scopes_attr: Option<Attribute>,
        noalias_scopes_attr: Option<Attribute>,
        tbaa_attr: Option<Attribute>,
        arg_attrs_attr: Option<Attribute>,
        res_attrs_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MEMSET_INLINE_OP_INFO, loc);
        st.operands.push(dst);
        st.operands.push(val);
        st.set_attr(ctx, "len", len_attr);
        st.set_attr(ctx, "isVolatile", is_volatile_attr);
        st.set_attr(ctx, "access_groups", access_groups_attr);
        st.set_attr(ctx, "alias_scopes", alias_scopes_attr);
        st.set_attr(ctx, "noalias_scopes", noalias_scopes_attr);
        st.set_attr(ctx, "tbaa", tbaa_attr);
        st.set_attr(ctx, "arg_attrs", arg_attrs_attr);
        st.set_attr(ctx, "res_attrs", res_attrs_attr);
        st
    }
}
/// `llvm.intr.memset.inline` (spec/dialects/llvm_intrinsics.td:N)
pub static MEMSET_INLINE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.memset.inline",
    dialect: "llvm",
    traits: ir::Traits::MEMORY_WRITE,
    attrs: &[
        ir::AttrInfo {
            name: "len",
            constraint: Some(ANY_INTEGER_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "isVolatile",
            constraint: Some(LLVM_I1_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "access_groups",
            optional: true,
            constraint: Some(IS_LLVM_DIALECT_ACCESS_GROUP_METADATA_ARRAY),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "alias_scopes",
            optional: true,
            constraint: Some(IS_LLVM_DIALECT_ALIAS_SCOPE_ARRAY),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "noalias_scopes",
            optional: true,
            constraint: Some(IS_LLVM_DIALECT_ALIAS_SCOPE_ARRAY),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "tbaa",
            optional: true,
            constraint: Some(IS_LLVM_DIALECT_TBAA_TAG_METADATA_ARRAY),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "arg_attrs",
            optional: true,
            constraint: Some(IS_ARRAY_OF_DICTIONARY_ATTRIBUTES),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "res_attrs",
            optional: true,
            constraint: Some(IS_ARRAY_OF_DICTIONARY_ATTRIBUTES),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[72usize],
    },
    verify: verify_pow_i_op,
    operand_types: &[LLVM_ANY_POINTER, I8],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.prefetch` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct PrefetchOp<'a>(pub OpRef<'a>);
impl<'a> PrefetchOp<'a> {
    pub const NAME: &'static str = "llvm.intr.prefetch";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &PREFETCH_OP_INFO).then_some(PrefetchOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `addr`: LLVM pointer type
    pub fn addr(&self) -> Value {
        ods::operand_group(self.0, PREFETCH_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Attribute `rw`: 32-bit signless integer attribute
    pub fn rw_attr(&self) -> Option<Attribute> {
        self.0.attr("rw")
    }
    pub fn rw(&self) -> Option<i64> {
        ods::attr_int(self.0, "rw")
    }
    /// Attribute `hint`: 32-bit signless integer attribute
    pub fn hint_attr(&self) -> Option<Attribute> {
        self.0.attr("hint")
    }
    pub fn hint(&self) -> Option<i64> {
        ods::attr_int(self.0, "hint")
    }
    /// Attribute `cache`: 32-bit signless integer attribute
    pub fn cache_attr(&self) -> Option<Attribute> {
        self.0.attr("cache")
    }
    pub fn cache(&self) -> Option<i64> {
        ods::attr_int(self.0, "cache")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        addr: Value,
        rw_attr: Option<Attribute>,
        hint_attr: Option<Attribute>,
        cache_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &PREFETCH_OP_INFO, loc);
        st.operands.push(addr);
        st.set_attr(ctx, "rw", rw_attr);
        st.set_attr(ctx, "hint", hint_attr);
        st.set_attr(ctx, "cache", cache_attr);
        st
    }
}
/// `llvm.intr.prefetch` (spec/dialects/llvm_intrinsics.td:N)
pub static PREFETCH_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.prefetch",
    dialect: "llvm",
    attrs: &[
        ir::AttrInfo {
            name: "rw",
            constraint: Some(I32_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "hint",
            constraint: Some(I32_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "cache",
            constraint: Some(I32_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[73usize],
    },
    verify: verify_pow_i_op,
    operand_types: &[LLVM_ANY_POINTER],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.lifetime.start` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct LifetimeStartOp<'a>(pub OpRef<'a>);
impl<'a> LifetimeStartOp<'a> {
    pub const NAME: &'static str = "llvm.intr.lifetime.start";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &LIFETIME_START_OP_INFO).then_some(LifetimeStartOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `ptr`: LLVM pointer type
    pub fn ptr(&self) -> Value {
        ods::operand_group(self.0, LIFETIME_START_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, ptr: Value) -> OperationState {
        let mut st = OperationState::for_op(ctx, &LIFETIME_START_OP_INFO, loc);
        st.operands.push(ptr);
        st
    }
}
/// Parses `llvm.intr.lifetime.start` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_lifetime_start_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_ptr: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_ptr: Option<Vec<Type>> = None;
    o_ptr.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_ptr = Some(vec![p.parse_type() ?]);
    let types = ot_ptr.unwrap_or_default();
    p.resolve_operands(&o_ptr, &types, start, &mut st.operands)?;
    Ok(())
}
/// Prints `llvm.intr.lifetime.start` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) in its custom syntax.
fn print_lifetime_start_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.lifetime.start` (spec/dialects/llvm_intrinsics.td:N)
pub static LIFETIME_START_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.lifetime.start",
    dialect: "llvm",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[74usize],
    },
    verify: verify_lround_op,
    parse: Some(&(parse_lifetime_start_op as parse::ops::ParseFn)),
    print: Some(&(print_lifetime_start_op as print::ops::PrintFn)),
    operand_types: &[LLVM_ANY_POINTER],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.lifetime.end` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct LifetimeEndOp<'a>(pub OpRef<'a>);
impl<'a> LifetimeEndOp<'a> {
    pub const NAME: &'static str = "llvm.intr.lifetime.end";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &LIFETIME_END_OP_INFO).then_some(LifetimeEndOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `ptr`: LLVM pointer type
    pub fn ptr(&self) -> Value {
        ods::operand_group(self.0, LIFETIME_END_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, ptr: Value) -> OperationState {
        let mut st = OperationState::for_op(ctx, &LIFETIME_END_OP_INFO, loc);
        st.operands.push(ptr);
        st
    }
}
/// `llvm.intr.lifetime.end` (spec/dialects/llvm_intrinsics.td:N)
pub static LIFETIME_END_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.lifetime.end",
    dialect: "llvm",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[75usize],
    },
    verify: verify_lround_op,
    parse: Some(&(parse_lifetime_start_op as parse::ops::ParseFn)),
    print: Some(&(print_lifetime_start_op as print::ops::PrintFn)),
    operand_types: &[LLVM_ANY_POINTER],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.invariant.start` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct InvariantStartOp<'a>(pub OpRef<'a>);
impl<'a> InvariantStartOp<'a> {
    pub const NAME: &'static str = "llvm.intr.invariant.start";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &INVARIANT_START_OP_INFO).then_some(InvariantStartOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `ptr`: LLVM pointer type
    pub fn ptr(&self) -> Value {
        ods::operand_group(self.0, INVARIANT_START_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Result `res`: LLVM pointer in address space 0
    pub fn res(&self) -> Value {
        ods::results_group(self.0, INVARIANT_START_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `size`: 64-bit signless integer attribute
    pub fn size_attr(&self) -> Option<Attribute> {
        self.0.attr("size")
    }
    pub fn size(&self) -> Option<i64> {
        ods::attr_int(self.0, "size")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        ptr: Value,
        size_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &INVARIANT_START_OP_INFO, loc);
        st.operands.push(ptr);
        st.set_attr(ctx, "size", size_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Attribute constraint: 64-bit signless integer attribute (`I64Attr`, spec/constraints.td:N)
const I64_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "64-bit signless integer attribute",
    check: dialects::gen::constraints::i64_attr,
};
/// Type constraint: LLVM pointer in address space 0 (`LLVM_DefaultPointer`, spec/dialects/llvm_types.td:N)
const LLVM_DEFAULT_POINTER: ir::TypeConstraint = ir::TypeConstraint {
    summary: "LLVM pointer in address space 0",
    check: dialects::gen::llvm_types::llvm_default_pointer,
};
/// Parses `llvm.intr.invariant.start` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_invariant_start_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_ptr: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_ptr: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    let a = p.parse_attribute(Some(ctx.integer_type(64u32)))?;
    st.add_attr(ctx.ident("size"), a);
    p.expect_literal(",")?;
    o_ptr.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_ptr = Some(vec![p.parse_type() ?]);
    if rt_res.is_none() {
        rt_res = Some(vec![::descent::llvm_types::ptr(ctx, 0u32)]);
    }
    let types = ot_ptr.unwrap_or_default();
    p.resolve_operands(&o_ptr, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.intr.invariant.start` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) in its custom syntax.
fn print_invariant_start_op<'p, 'a>(
    p: &'p mut print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    if let Some(a) = op.attr("size") {
        p.print_attr_value(a, true);
    }
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.print_optional_attr_dict(op, &["size"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.invariant.start` (spec/dialects/llvm_intrinsics.td:N)
pub static INVARIANT_START_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.invariant.start",
    dialect: "llvm",
    attrs: &[
        ir::AttrInfo {
            name: "size",
            constraint: Some(I64_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[76usize],
    },
    verify: verify_pow_i_op,
    parse: Some(&(parse_invariant_start_op as parse::ops::ParseFn)),
    print: Some(&(print_invariant_start_op as print::ops::PrintFn)),
    operand_types: &[LLVM_ANY_POINTER],
    result_types: &[LLVM_DEFAULT_POINTER],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.invariant.end` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct InvariantEndOp<'a>(pub OpRef<'a>);
impl<'a> InvariantEndOp<'a> {
    pub const NAME: &'static str = "llvm.intr.invariant.end";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &INVARIANT_END_OP_INFO).then_some(InvariantEndOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `start`: LLVM pointer in address space 0
    pub fn start(&self) -> Value {
        ods::operand_group(self.0, INVARIANT_END_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `ptr`: LLVM pointer type
    pub fn ptr(&self) -> Value {
        ods::operand_group(self.0, INVARIANT_END_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Attribute `size`: 64-bit signless integer attribute
    pub fn size_attr(&self) -> Option<Attribute> {
        self.0.attr("size")
    }
    pub fn size(&self) -> Option<i64> {
        ods::attr_int(self.0, "size")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        start: Value,
        ptr: Value,
        size_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &INVARIANT_END_OP_INFO, loc);
        st.operands.push(start);
        st.operands.push(ptr);
        st.set_attr(ctx, "size", size_attr);
        st
    }
}
/// Parses `llvm.intr.invariant.end` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_invariant_end_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_start: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_start: Option<Vec<Type>> = None;
    let mut o_ptr: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_ptr: Option<Vec<Type>> = None;
    o_start.push(p.parse_operand()?);
    p.expect_literal(",")?;
    let a = p.parse_attribute(Some(ctx.integer_type(64u32)))?;
    st.add_attr(ctx.ident("size"), a);
    p.expect_literal(",")?;
    o_ptr.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_ptr = Some(vec![p.parse_type() ?]);
    if ot_start.is_none() {
        ot_start = Some(vec![::descent::llvm_types::ptr(ctx, 0u32); o_start.len()]);
    }
    let types = ot_start.unwrap_or_default();
    p.resolve_operands(&o_start, &types, start, &mut st.operands)?;
    let types = ot_ptr.unwrap_or_default();
    p.resolve_operands(&o_ptr, &types, start, &mut st.operands)?;
    Ok(())
}
/// Prints `llvm.intr.invariant.end` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) in its custom syntax.
fn print_invariant_end_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    if let Some(a) = op.attr("size") {
        p.print_attr_value(a, true);
    }
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.print_optional_attr_dict(op, &["size"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 1usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.invariant.end` (spec/dialects/llvm_intrinsics.td:N)
pub static INVARIANT_END_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.invariant.end",
    dialect: "llvm",
    attrs: &[
        ir::AttrInfo {
            name: "size",
            constraint: Some(I64_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[77usize],
    },
    verify: verify_pow_i_op,
    parse: Some(&(parse_invariant_end_op as parse::ops::ParseFn)),
    print: Some(&(print_invariant_end_op as print::ops::PrintFn)),
    operand_types: &[LLVM_DEFAULT_POINTER, LLVM_ANY_POINTER],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.launder.invariant.group` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct LaunderInvariantGroupOp<'a>(pub OpRef<'a>);
impl<'a> LaunderInvariantGroupOp<'a> {
    pub const NAME: &'static str = "llvm.intr.launder.invariant.group";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &LAUNDER_INVARIANT_GROUP_OP_INFO)
            .then_some(LaunderInvariantGroupOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `ptr`: LLVM pointer type
    pub fn ptr(&self) -> Value {
        ods::operand_group(
                self.0,
                LAUNDER_INVARIANT_GROUP_OP_INFO.operand_arities,
                0usize,
            )
            .get(0)
    }
    /// Result `res`: LLVM pointer type
    pub fn res(&self) -> Value {
        ods::results_group(
                self.0,
                LAUNDER_INVARIANT_GROUP_OP_INFO.result_arities,
                0usize,
            )
            .get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        ptr: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &LAUNDER_INVARIANT_GROUP_OP_INFO, loc);
        st.operands.push(ptr);
        st.result_types.push(res_ty);
        st
    }
}
/// Parses `llvm.intr.launder.invariant.group` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_launder_invariant_group_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_ptr: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_ptr: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    o_ptr.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_ptr = Some(vec![p.parse_type() ?]);
    for &t in ot_ptr.iter().flatten() {
        if !(dialects::gen::llvm_types::llvm_any_pointer(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'ptr' must be LLVM pointer type, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if rt_res.is_none() {
        if let Some(t) = ot_ptr.as_ref().and_then(|v| v.first().copied()) {
            rt_res = Some(vec![t; 1usize]);
        }
    }
    let types = ot_ptr.unwrap_or_default();
    p.resolve_operands(&o_ptr, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// `llvm.intr.launder.invariant.group` (spec/dialects/llvm_intrinsics.td:N)
pub static LAUNDER_INVARIANT_GROUP_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.launder.invariant.group",
    dialect: "llvm",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[78usize],
    },
    verify: verify_s_max_op,
    parse: Some(&(parse_launder_invariant_group_op as parse::ops::ParseFn)),
    print: Some(&(print_lifetime_start_op as print::ops::PrintFn)),
    operand_types: &[LLVM_ANY_POINTER],
    result_types: &[LLVM_ANY_POINTER],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.strip.invariant.group` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct StripInvariantGroupOp<'a>(pub OpRef<'a>);
impl<'a> StripInvariantGroupOp<'a> {
    pub const NAME: &'static str = "llvm.intr.strip.invariant.group";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &STRIP_INVARIANT_GROUP_OP_INFO)
            .then_some(StripInvariantGroupOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `ptr`: LLVM pointer type
    pub fn ptr(&self) -> Value {
        ods::operand_group(self.0, STRIP_INVARIANT_GROUP_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Result `res`: LLVM pointer type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, STRIP_INVARIANT_GROUP_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        ptr: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &STRIP_INVARIANT_GROUP_OP_INFO, loc);
        st.operands.push(ptr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.strip.invariant.group` (spec/dialects/llvm_intrinsics.td:N)
pub static STRIP_INVARIANT_GROUP_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.strip.invariant.group",
    dialect: "llvm",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[79usize],
    },
    verify: verify_s_max_op,
    parse: Some(&(parse_launder_invariant_group_op as parse::ops::ParseFn)),
    print: Some(&(print_lifetime_start_op as print::ops::PrintFn)),
    operand_types: &[LLVM_ANY_POINTER],
    result_types: &[LLVM_ANY_POINTER],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.ptrmask` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct PtrMaskOp<'a>(pub OpRef<'a>);
impl<'a> PtrMaskOp<'a> {
    pub const NAME: &'static str = "llvm.intr.ptrmask";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &PTR_MASK_OP_INFO).then_some(PtrMaskOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `ptr`: LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type
    pub fn ptr(&self) -> Value {
        ods::operand_group(self.0, PTR_MASK_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `mask`: integer or LLVM dialect-compatible vector of integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, PTR_MASK_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, PTR_MASK_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        ptr: Value,
        mask: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &PTR_MASK_OP_INFO, loc);
        st.operands.push(ptr);
        st.operands.push(mask);
        st.result_types.push(res_ty);
        st
    }
}
/// Type constraint: LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type (first used by `llvm.intr.ptrmask`, spec/dialects/llvm_intrinsics.td:N)
const IS_LLVM_POINTER_TYPE_OR_LLVM_DIALECT_COMPATIBLE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type",
    check: |ctx: &Context, t: Type| {
        (llvm_types::pred::llvm_pointer(ctx, t)
            || llvm_types::pred::llvm_vector_of(
                ctx,
                t,
                &|ctx: &Context, x: Type| -> bool {
                    llvm_types::pred::llvm_pointer(ctx, x)
                },
            ))
    },
};
/// Type constraint: integer or LLVM dialect-compatible vector of integer (first used by `llvm.intr.ptrmask`, spec/dialects/llvm_intrinsics.td:N)
const IS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE_VECTOR_OF: ir::TypeConstraint = ir::TypeConstraint {
    summary: "integer or LLVM dialect-compatible vector of integer",
    check: |ctx: &Context, t: Type| {
        (ir::pred::ty::integer(ctx, t)
            || llvm_types::pred::llvm_vector_of(
                ctx,
                t,
                &|ctx: &Context, x: Type| -> bool { ir::pred::ty::integer(ctx, x) },
            ))
    },
};
/// Verifies `llvm.intr.ptrmask` (spec/dialects/llvm_intrinsics.td:N) and the ops that check the same things.
fn verify_ptr_mask_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    ods::all_equal(
        op,
        &[
            ods::operand_group_at(op, 0usize).first().map(|v| op.value_type(v)),
            ods::results_group_at(op, 0usize).first().map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {ptr, res} have same type",
    )?;
    Ok(())
}
/// Parses `llvm.intr.ptrmask` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_ptr_mask_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_ptr: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_ptr: Option<Vec<Type>> = None;
    let mut o_mask: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_mask: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    let mut all_operand_types: Option<usize> = None;
    o_ptr.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_mask.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    if !p.at_literal("(") {
        p.parse_type_of_class("builtin.function")?;
    }
    p.expect_literal("(")?;
    let ins = if p.eat_literal(")") {
        Vec::new()
    } else {
        let v = p.parse_type_list()?;
        p.expect_literal(")")?;
        v
    };
    p.expect_literal("->")?;
    let outs = p.parse_function_result_types()?;
    all_operand_types = Some(ins.len());
    let rest: &[Type] = &ins;
    let n = o_ptr.len().min(rest.len());
    ot_ptr = Some(rest[..n].to_vec());
    let rest = &rest[n..];
    let n = o_mask.len().min(rest.len());
    ot_mask = Some(rest[..n].to_vec());
    rt_res = Some(outs.clone());
    if let Some(n) = all_operand_types {
        p.check_operand_count(0usize + o_ptr.len() + o_mask.len(), n, p.name_offset())?;
    }
    let types = ot_ptr.unwrap_or_default();
    p.resolve_operands(&o_ptr, &types, start, &mut st.operands)?;
    let types = ot_mask.unwrap_or_default();
    p.resolve_operands(&o_mask, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.intr.ptrmask` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) in its custom syntax.
fn print_ptr_mask_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.ptrmask` (spec/dialects/llvm_intrinsics.td:N)
pub static PTR_MASK_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.ptrmask",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[80usize],
    },
    verify: verify_ptr_mask_op,
    parse: Some(&(parse_ptr_mask_op as parse::ops::ParseFn)),
    print: Some(&(print_ptr_mask_op as print::ops::PrintFn)),
    operand_types: &[
        IS_LLVM_POINTER_TYPE_OR_LLVM_DIALECT_COMPATIBLE,
        IS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE_VECTOR_OF,
    ],
    result_types: &[IS_LLVM_POINTER_TYPE_OR_LLVM_DIALECT_COMPATIBLE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.stacksave` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct StackSaveOp<'a>(pub OpRef<'a>);
impl<'a> StackSaveOp<'a> {
    pub const NAME: &'static str = "llvm.intr.stacksave";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &STACK_SAVE_OP_INFO).then_some(StackSaveOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, STACK_SAVE_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, res_ty: Type) -> OperationState {
        let mut st = OperationState::for_op(ctx, &STACK_SAVE_OP_INFO, loc);
        st.result_types.push(res_ty);
        st
    }
}
/// Parses `llvm.intr.stacksave` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_stack_save_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut rt_res: Option<Vec<Type>> = None;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    rt_res = Some(vec![p.parse_type() ?]);
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.intr.stacksave` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) in its custom syntax.
fn print_stack_save_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.stacksave` (spec/dialects/llvm_intrinsics.td:N)
pub static STACK_SAVE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.stacksave",
    dialect: "llvm",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[81usize],
    },
    verify: verify_lround_op,
    parse: Some(&(parse_stack_save_op as parse::ops::ParseFn)),
    print: Some(&(print_stack_save_op as print::ops::PrintFn)),
    result_types: &[LLVM_TYPE],
    operand_arities: &[],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.stackrestore` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct StackRestoreOp<'a>(pub OpRef<'a>);
impl<'a> StackRestoreOp<'a> {
    pub const NAME: &'static str = "llvm.intr.stackrestore";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &STACK_RESTORE_OP_INFO).then_some(StackRestoreOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `ptr`: LLVM pointer type
    pub fn ptr(&self) -> Value {
        ods::operand_group(self.0, STACK_RESTORE_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, ptr: Value) -> OperationState {
        let mut st = OperationState::for_op(ctx, &STACK_RESTORE_OP_INFO, loc);
        st.operands.push(ptr);
        st
    }
}
/// `llvm.intr.stackrestore` (spec/dialects/llvm_intrinsics.td:N)
pub static STACK_RESTORE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.stackrestore",
    dialect: "llvm",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[82usize],
    },
    verify: verify_lround_op,
    parse: Some(&(parse_lifetime_start_op as parse::ops::ParseFn)),
    print: Some(&(print_lifetime_start_op as print::ops::PrintFn)),
    operand_types: &[LLVM_ANY_POINTER],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vastart` (spec/dialects/llvm_intrinsics.td:N): Initializes `arg_list` for subsequent variadic argument extractions.
#[derive(Copy, Clone)]
pub struct VaStartOp<'a>(pub OpRef<'a>);
impl<'a> VaStartOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vastart";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VA_START_OP_INFO).then_some(VaStartOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `arg_list`: LLVM pointer type
    pub fn arg_list(&self) -> Value {
        ods::operand_group(self.0, VA_START_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, arg_list: Value) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VA_START_OP_INFO, loc);
        st.operands.push(arg_list);
        st
    }
}
/// Parses `llvm.intr.vastart` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_va_start_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_arg_list: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_arg_list: Option<Vec<Type>> = None;
    o_arg_list.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_arg_list = Some(vec![p.parse_type() ?]);
    let types = ot_arg_list.unwrap_or_default();
    p.resolve_operands(&o_arg_list, &types, start, &mut st.operands)?;
    Ok(())
}
/// `llvm.intr.vastart` (spec/dialects/llvm_intrinsics.td:N): Initializes `arg_list` for subsequent variadic argument extractions.
pub static VA_START_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vastart",
    dialect: "llvm",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[83usize],
    },
    verify: verify_lround_op,
    parse: Some(&(parse_va_start_op as parse::ops::ParseFn)),
    print: Some(&(print_lifetime_start_op as print::ops::PrintFn)),
    operand_types: &[LLVM_ANY_POINTER],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vacopy` (spec/dialects/llvm_intrinsics.td:N): Copies the current argument position from `src_list` to `dest_list`.
#[derive(Copy, Clone)]
pub struct VaCopyOp<'a>(pub OpRef<'a>);
impl<'a> VaCopyOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vacopy";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VA_COPY_OP_INFO).then_some(VaCopyOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `dest_list`: LLVM pointer type
    pub fn dest_list(&self) -> Value {
        ods::operand_group(self.0, VA_COPY_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `src_list`: LLVM pointer type
    pub fn src_list(&self) -> Value {
        ods::operand_group(self.0, VA_COPY_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        dest_list: Value,
        src_list: Value,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VA_COPY_OP_INFO, loc);
        st.operands.push(dest_list);
        st.operands.push(src_list);
        st
    }
}
/// Parses `llvm.intr.vacopy` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_va_copy_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_dest_list: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_dest_list: Option<Vec<Type>> = None;
    let mut o_src_list: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_src_list: Option<Vec<Type>> = None;
    let mut all_operand_types: Option<usize> = None;
    o_src_list.push(p.parse_operand()?);
    p.expect_literal("to")?;
    o_dest_list.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    let ins = p.parse_optional_type_list()?;
    all_operand_types = Some(ins.len());
    let rest: &[Type] = &ins;
    let n = o_dest_list.len().min(rest.len());
    ot_dest_list = Some(rest[..n].to_vec());
    let rest = &rest[n..];
    let n = o_src_list.len().min(rest.len());
    ot_src_list = Some(rest[..n].to_vec());
    if let Some(n) = all_operand_types {
        p.check_operand_count(
            0usize + o_dest_list.len() + o_src_list.len(),
            n,
            p.name_offset(),
        )?;
    }
    let types = ot_dest_list.unwrap_or_default();
    p.resolve_operands(&o_dest_list, &types, start, &mut st.operands)?;
    let types = ot_src_list.unwrap_or_default();
    p.resolve_operands(&o_src_list, &types, start, &mut st.operands)?;
    Ok(())
}
/// Prints `llvm.intr.vacopy` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) in its custom syntax.
fn print_va_copy_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.write(" to");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.vacopy` (spec/dialects/llvm_intrinsics.td:N): Copies the current argument position from `src_list` to `dest_list`.
pub static VA_COPY_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vacopy",
    dialect: "llvm",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[84usize],
    },
    verify: verify_lround_op,
    parse: Some(&(parse_va_copy_op as parse::ops::ParseFn)),
    print: Some(&(print_va_copy_op as print::ops::PrintFn)),
    operand_types: &[LLVM_ANY_POINTER, LLVM_ANY_POINTER],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vaend` (spec/dialects/llvm_intrinsics.td:N): Destroys `arg_list`, which has been initialized by `intr.vastart` or `intr.vacopy`.
#[derive(Copy, Clone)]
pub struct VaEndOp<'a>(pub OpRef<'a>);
impl<'a> VaEndOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vaend";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VA_END_OP_INFO).then_some(VaEndOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `arg_list`: LLVM pointer type
    pub fn arg_list(&self) -> Value {
        ods::operand_group(self.0, VA_END_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, arg_list: Value) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VA_END_OP_INFO, loc);
        st.operands.push(arg_list);
        st
    }
}
/// `llvm.intr.vaend` (spec/dialects/llvm_intrinsics.td:N): Destroys `arg_list`, which has been initialized by `intr.vastart` or `intr.vacopy`.
pub static VA_END_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vaend",
    dialect: "llvm",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[85usize],
    },
    verify: verify_lround_op,
    parse: Some(&(parse_va_start_op as parse::ops::ParseFn)),
    print: Some(&(print_lifetime_start_op as print::ops::PrintFn)),
    operand_types: &[LLVM_ANY_POINTER],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.eh.typeid.for` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct EhTypeidForOp<'a>(pub OpRef<'a>);
impl<'a> EhTypeidForOp<'a> {
    pub const NAME: &'static str = "llvm.intr.eh.typeid.for";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &EH_TYPEID_FOR_OP_INFO).then_some(EhTypeidForOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `type_info`: LLVM pointer type
    pub fn type_info(&self) -> Value {
        ods::operand_group(self.0, EH_TYPEID_FOR_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, EH_TYPEID_FOR_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        type_info: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &EH_TYPEID_FOR_OP_INFO, loc);
        st.operands.push(type_info);
        st.result_types.push(res_ty);
        st
    }
}
/// Parses `llvm.intr.eh.typeid.for` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_eh_typeid_for_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_type_info: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_type_info: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    let mut all_operand_types: Option<usize> = None;
    o_type_info.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    if !p.at_literal("(") {
        p.parse_type_of_class("builtin.function")?;
    }
    p.expect_literal("(")?;
    let ins = if p.eat_literal(")") {
        Vec::new()
    } else {
        let v = p.parse_type_list()?;
        p.expect_literal(")")?;
        v
    };
    p.expect_literal("->")?;
    let outs = p.parse_function_result_types()?;
    ot_type_info = Some(ins.clone());
    all_operand_types = Some(ins.len());
    rt_res = Some(outs.clone());
    if let Some(n) = all_operand_types {
        p.check_operand_count(0usize + o_type_info.len(), n, p.name_offset())?;
    }
    let types = ot_type_info.unwrap_or_default();
    p.resolve_operands(&o_type_info, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.intr.eh.typeid.for` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) in its custom syntax.
fn print_eh_typeid_for_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.eh.typeid.for` (spec/dialects/llvm_intrinsics.td:N)
pub static EH_TYPEID_FOR_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.eh.typeid.for",
    dialect: "llvm",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[86usize],
    },
    verify: verify_lround_op,
    parse: Some(&(parse_eh_typeid_for_op as parse::ops::ParseFn)),
    print: Some(&(print_eh_typeid_for_op as print::ops::PrintFn)),
    operand_types: &[LLVM_ANY_POINTER],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.coro.id` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct CoroIdOp<'a>(pub OpRef<'a>);
impl<'a> CoroIdOp<'a> {
    pub const NAME: &'static str = "llvm.intr.coro.id";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CORO_ID_OP_INFO).then_some(CoroIdOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `align`: 32-bit signless integer
    pub fn align(&self) -> Value {
        ods::operand_group(self.0, CORO_ID_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `promise`: LLVM pointer type
    pub fn promise(&self) -> Value {
        ods::operand_group(self.0, CORO_ID_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `coroaddr`: LLVM pointer type
    pub fn coroaddr(&self) -> Value {
        ods::operand_group(self.0, CORO_ID_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `fnaddrs`: LLVM pointer type
    pub fn fnaddrs(&self) -> Value {
        ods::operand_group(self.0, CORO_ID_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, CORO_ID_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        align: Value,
        promise: Value,
        coroaddr: Value,
        fnaddrs: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CORO_ID_OP_INFO, loc);
        st.operands.push(align);
        st.operands.push(promise);
        st.operands.push(coroaddr);
        st.operands.push(fnaddrs);
        st.result_types.push(res_ty);
        st
    }
}
/// Type constraint: 32-bit signless integer (`I32`, spec/constraints.td:N)
const I32: ir::TypeConstraint = ir::TypeConstraint {
    summary: "32-bit signless integer",
    check: dialects::gen::constraints::i32,
};
/// Parses `llvm.intr.coro.id` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_coro_id_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_align: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_align: Option<Vec<Type>> = None;
    let mut o_promise: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_promise: Option<Vec<Type>> = None;
    let mut o_coroaddr: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_coroaddr: Option<Vec<Type>> = None;
    let mut o_fnaddrs: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_fnaddrs: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    let mut all_operand_types: Option<usize> = None;
    o_align.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_promise.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_coroaddr.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_fnaddrs.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    if !p.at_literal("(") {
        p.parse_type_of_class("builtin.function")?;
    }
    p.expect_literal("(")?;
    let ins = if p.eat_literal(")") {
        Vec::new()
    } else {
        let v = p.parse_type_list()?;
        p.expect_literal(")")?;
        v
    };
    p.expect_literal("->")?;
    let outs = p.parse_function_result_types()?;
    all_operand_types = Some(ins.len());
    let rest: &[Type] = &ins;
    let n = o_align.len().min(rest.len());
    ot_align = Some(rest[..n].to_vec());
    let rest = &rest[n..];
    let n = o_promise.len().min(rest.len());
    ot_promise = Some(rest[..n].to_vec());
    let rest = &rest[n..];
    let n = o_coroaddr.len().min(rest.len());
    ot_coroaddr = Some(rest[..n].to_vec());
    let rest = &rest[n..];
    let n = o_fnaddrs.len().min(rest.len());
    ot_fnaddrs = Some(rest[..n].to_vec());
    rt_res = Some(outs.clone());
    if ot_align.is_none() {
        ot_align = Some(vec![ctx.integer_type(32u32); o_align.len()]);
    }
    if let Some(n) = all_operand_types {
        p.check_operand_count(
            0usize + o_align.len() + o_promise.len() + o_coroaddr.len()
                + o_fnaddrs.len(),
            n,
            p.name_offset(),
        )?;
    }
    let types = ot_align.unwrap_or_default();
    p.resolve_operands(&o_align, &types, start, &mut st.operands)?;
    let types = ot_promise.unwrap_or_default();
    p.resolve_operands(&o_promise, &types, start, &mut st.operands)?;
    let types = ot_coroaddr.unwrap_or_default();
    p.resolve_operands(&o_coroaddr, &types, start, &mut st.operands)?;
    let types = ot_fnaddrs.unwrap_or_default();
    p.resolve_operands(&o_fnaddrs, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.intr.coro.id` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) in its custom syntax.
fn print_coro_id_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 2usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 3usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.coro.id` (spec/dialects/llvm_intrinsics.td:N)
pub static CORO_ID_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.coro.id",
    dialect: "llvm",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[87usize],
    },
    verify: verify_lround_op,
    parse: Some(&(parse_coro_id_op as parse::ops::ParseFn)),
    print: Some(&(print_coro_id_op as print::ops::PrintFn)),
    operand_types: &[I32, LLVM_ANY_POINTER, LLVM_ANY_POINTER, LLVM_ANY_POINTER],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.coro.begin` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct CoroBeginOp<'a>(pub OpRef<'a>);
impl<'a> CoroBeginOp<'a> {
    pub const NAME: &'static str = "llvm.intr.coro.begin";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CORO_BEGIN_OP_INFO).then_some(CoroBeginOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `token`: LLVM token type
    pub fn token(&self) -> Value {
        ods::operand_group(self.0, CORO_BEGIN_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `mem`: LLVM pointer type
    pub fn mem(&self) -> Value {
        ods::operand_group(self.0, CORO_BEGIN_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, CORO_BEGIN_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        token: Value,
        mem: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CORO_BEGIN_OP_INFO, loc);
        st.operands.push(token);
        st.operands.push(mem);
        st.result_types.push(res_ty);
        st
    }
}
/// Type constraint: LLVM token type (`LLVM_TokenType`, spec/dialects/llvm_types.td:N)
const LLVM_TOKEN_TYPE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "LLVM token type",
    check: dialects::gen::llvm_types::llvm_token_type,
};
/// Parses `llvm.intr.coro.begin` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_coro_begin_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_token: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_token: Option<Vec<Type>> = None;
    let mut o_mem: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_mem: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    let mut all_operand_types: Option<usize> = None;
    o_token.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_mem.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    if !p.at_literal("(") {
        p.parse_type_of_class("builtin.function")?;
    }
    p.expect_literal("(")?;
    let ins = if p.eat_literal(")") {
        Vec::new()
    } else {
        let v = p.parse_type_list()?;
        p.expect_literal(")")?;
        v
    };
    p.expect_literal("->")?;
    let outs = p.parse_function_result_types()?;
    all_operand_types = Some(ins.len());
    let rest: &[Type] = &ins;
    let n = o_token.len().min(rest.len());
    ot_token = Some(rest[..n].to_vec());
    let rest = &rest[n..];
    let n = o_mem.len().min(rest.len());
    ot_mem = Some(rest[..n].to_vec());
    rt_res = Some(outs.clone());
    if ot_token.is_none() {
        ot_token = Some(vec![::descent::llvm_types::token(ctx); o_token.len()]);
    }
    if let Some(n) = all_operand_types {
        p.check_operand_count(0usize + o_token.len() + o_mem.len(), n, p.name_offset())?;
    }
    let types = ot_token.unwrap_or_default();
    p.resolve_operands(&o_token, &types, start, &mut st.operands)?;
    let types = ot_mem.unwrap_or_default();
    p.resolve_operands(&o_mem, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// `llvm.intr.coro.begin` (spec/dialects/llvm_intrinsics.td:N)
pub static CORO_BEGIN_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.coro.begin",
    dialect: "llvm",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[88usize],
    },
    verify: verify_lround_op,
    parse: Some(&(parse_coro_begin_op as parse::ops::ParseFn)),
    print: Some(&(print_ptr_mask_op as print::ops::PrintFn)),
    operand_types: &[LLVM_TOKEN_TYPE, LLVM_ANY_POINTER],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.coro.size` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct CoroSizeOp<'a>(pub OpRef<'a>);
impl<'a> CoroSizeOp<'a> {
    pub const NAME: &'static str = "llvm.intr.coro.size";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CORO_SIZE_OP_INFO).then_some(CoroSizeOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, CORO_SIZE_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, res_ty: Type) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CORO_SIZE_OP_INFO, loc);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.coro.size` (spec/dialects/llvm_intrinsics.td:N)
pub static CORO_SIZE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.coro.size",
    dialect: "llvm",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[89usize],
    },
    verify: verify_lround_op,
    parse: Some(&(parse_stack_save_op as parse::ops::ParseFn)),
    print: Some(&(print_stack_save_op as print::ops::PrintFn)),
    result_types: &[LLVM_TYPE],
    operand_arities: &[],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.coro.align` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct CoroAlignOp<'a>(pub OpRef<'a>);
impl<'a> CoroAlignOp<'a> {
    pub const NAME: &'static str = "llvm.intr.coro.align";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CORO_ALIGN_OP_INFO).then_some(CoroAlignOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, CORO_ALIGN_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, res_ty: Type) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CORO_ALIGN_OP_INFO, loc);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.coro.align` (spec/dialects/llvm_intrinsics.td:N)
pub static CORO_ALIGN_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.coro.align",
    dialect: "llvm",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[90usize],
    },
    verify: verify_lround_op,
    parse: Some(&(parse_stack_save_op as parse::ops::ParseFn)),
    print: Some(&(print_stack_save_op as print::ops::PrintFn)),
    result_types: &[LLVM_TYPE],
    operand_arities: &[],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.coro.save` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct CoroSaveOp<'a>(pub OpRef<'a>);
impl<'a> CoroSaveOp<'a> {
    pub const NAME: &'static str = "llvm.intr.coro.save";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CORO_SAVE_OP_INFO).then_some(CoroSaveOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `handle`: LLVM pointer type
    pub fn handle(&self) -> Value {
        ods::operand_group(self.0, CORO_SAVE_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, CORO_SAVE_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        handle: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CORO_SAVE_OP_INFO, loc);
        st.operands.push(handle);
        st.result_types.push(res_ty);
        st
    }
}
/// Parses `llvm.intr.coro.save` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_coro_save_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_handle: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_handle: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    let mut all_operand_types: Option<usize> = None;
    o_handle.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    if !p.at_literal("(") {
        p.parse_type_of_class("builtin.function")?;
    }
    p.expect_literal("(")?;
    let ins = if p.eat_literal(")") {
        Vec::new()
    } else {
        let v = p.parse_type_list()?;
        p.expect_literal(")")?;
        v
    };
    p.expect_literal("->")?;
    let outs = p.parse_function_result_types()?;
    ot_handle = Some(ins.clone());
    all_operand_types = Some(ins.len());
    rt_res = Some(outs.clone());
    if let Some(n) = all_operand_types {
        p.check_operand_count(0usize + o_handle.len(), n, p.name_offset())?;
    }
    let types = ot_handle.unwrap_or_default();
    p.resolve_operands(&o_handle, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// `llvm.intr.coro.save` (spec/dialects/llvm_intrinsics.td:N)
pub static CORO_SAVE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.coro.save",
    dialect: "llvm",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[91usize],
    },
    verify: verify_lround_op,
    parse: Some(&(parse_coro_save_op as parse::ops::ParseFn)),
    print: Some(&(print_eh_typeid_for_op as print::ops::PrintFn)),
    operand_types: &[LLVM_ANY_POINTER],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.coro.suspend` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct CoroSuspendOp<'a>(pub OpRef<'a>);
impl<'a> CoroSuspendOp<'a> {
    pub const NAME: &'static str = "llvm.intr.coro.suspend";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CORO_SUSPEND_OP_INFO).then_some(CoroSuspendOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `save`: LLVM token type
    pub fn save(&self) -> Value {
        ods::operand_group(self.0, CORO_SUSPEND_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `final`: 1-bit signless integer
    pub fn final_(&self) -> Value {
        ods::operand_group(self.0, CORO_SUSPEND_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, CORO_SUSPEND_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        save: Value,
        final_: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CORO_SUSPEND_OP_INFO, loc);
        st.operands.push(save);
        st.operands.push(final_);
        st.result_types.push(res_ty);
        st
    }
}
/// Type constraint: 1-bit signless integer (`I1`, spec/constraints.td:N)
const I1: ir::TypeConstraint = ir::TypeConstraint {
    summary: "1-bit signless integer",
    check: dialects::gen::constraints::i1,
};
/// Parses `llvm.intr.coro.suspend` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_coro_suspend_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_save: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_save: Option<Vec<Type>> = None;
    let mut o_final: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_final: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    o_save.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_final.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    rt_res = Some(vec![p.parse_type() ?]);
    if ot_save.is_none() {
        ot_save = Some(vec![::descent::llvm_types::token(ctx); o_save.len()]);
    }
    if ot_final.is_none() {
        ot_final = Some(vec![ctx.integer_type(1u32); o_final.len()]);
    }
    let types = ot_save.unwrap_or_default();
    p.resolve_operands(&o_save, &types, start, &mut st.operands)?;
    let types = ot_final.unwrap_or_default();
    p.resolve_operands(&o_final, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.intr.coro.suspend` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) in its custom syntax.
fn print_coro_suspend_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.coro.suspend` (spec/dialects/llvm_intrinsics.td:N)
pub static CORO_SUSPEND_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.coro.suspend",
    dialect: "llvm",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[92usize],
    },
    verify: verify_lround_op,
    parse: Some(&(parse_coro_suspend_op as parse::ops::ParseFn)),
    print: Some(&(print_coro_suspend_op as print::ops::PrintFn)),
    operand_types: &[LLVM_TOKEN_TYPE, I1],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.coro.end` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct CoroEndOp<'a>(pub OpRef<'a>);
impl<'a> CoroEndOp<'a> {
    pub const NAME: &'static str = "llvm.intr.coro.end";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CORO_END_OP_INFO).then_some(CoroEndOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `handle`: LLVM pointer type
    pub fn handle(&self) -> Value {
        ods::operand_group(self.0, CORO_END_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `unwind`: 1-bit signless integer
    pub fn unwind(&self) -> Value {
        ods::operand_group(self.0, CORO_END_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `retvals`: LLVM token type
    pub fn retvals(&self) -> Value {
        ods::operand_group(self.0, CORO_END_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, CORO_END_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        handle: Value,
        unwind: Value,
        retvals: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CORO_END_OP_INFO, loc);
        st.operands.push(handle);
        st.operands.push(unwind);
        st.operands.push(retvals);
        st.result_types.push(res_ty);
        st
    }
}
/// Parses `llvm.intr.coro.end` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_coro_end_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_handle: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_handle: Option<Vec<Type>> = None;
    let mut o_unwind: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_unwind: Option<Vec<Type>> = None;
    let mut o_retvals: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_retvals: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    let mut all_operand_types: Option<usize> = None;
    o_handle.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_unwind.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_retvals.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    if !p.at_literal("(") {
        p.parse_type_of_class("builtin.function")?;
    }
    p.expect_literal("(")?;
    let ins = if p.eat_literal(")") {
        Vec::new()
    } else {
        let v = p.parse_type_list()?;
        p.expect_literal(")")?;
        v
    };
    p.expect_literal("->")?;
    let outs = p.parse_function_result_types()?;
    all_operand_types = Some(ins.len());
    let rest: &[Type] = &ins;
    let n = o_handle.len().min(rest.len());
    ot_handle = Some(rest[..n].to_vec());
    let rest = &rest[n..];
    let n = o_unwind.len().min(rest.len());
    ot_unwind = Some(rest[..n].to_vec());
    let rest = &rest[n..];
    let n = o_retvals.len().min(rest.len());
    ot_retvals = Some(rest[..n].to_vec());
    rt_res = Some(outs.clone());
    if ot_unwind.is_none() {
        ot_unwind = Some(vec![ctx.integer_type(1u32); o_unwind.len()]);
    }
    if ot_retvals.is_none() {
        ot_retvals = Some(vec![::descent::llvm_types::token(ctx); o_retvals.len()]);
    }
    if let Some(n) = all_operand_types {
        p.check_operand_count(
            0usize + o_handle.len() + o_unwind.len() + o_retvals.len(),
            n,
            p.name_offset(),
        )?;
    }
    let types = ot_handle.unwrap_or_default();
    p.resolve_operands(&o_handle, &types, start, &mut st.operands)?;
    let types = ot_unwind.unwrap_or_default();
    p.resolve_operands(&o_unwind, &types, start, &mut st.operands)?;
    let types = ot_retvals.unwrap_or_default();
    p.resolve_operands(&o_retvals, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.intr.coro.end` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) in its custom syntax.
fn print_coro_end_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 2usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.coro.end` (spec/dialects/llvm_intrinsics.td:N)
pub static CORO_END_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.coro.end",
    dialect: "llvm",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[93usize],
    },
    verify: verify_lround_op,
    parse: Some(&(parse_coro_end_op as parse::ops::ParseFn)),
    print: Some(&(print_coro_end_op as print::ops::PrintFn)),
    operand_types: &[LLVM_ANY_POINTER, I1, LLVM_TOKEN_TYPE],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.coro.free` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct CoroFreeOp<'a>(pub OpRef<'a>);
impl<'a> CoroFreeOp<'a> {
    pub const NAME: &'static str = "llvm.intr.coro.free";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CORO_FREE_OP_INFO).then_some(CoroFreeOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `id`: LLVM token type
    pub fn id(&self) -> Value {
        ods::operand_group(self.0, CORO_FREE_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `handle`: LLVM pointer type
    pub fn handle(&self) -> Value {
        ods::operand_group(self.0, CORO_FREE_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, CORO_FREE_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        id: Value,
        handle: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CORO_FREE_OP_INFO, loc);
        st.operands.push(id);
        st.operands.push(handle);
        st.result_types.push(res_ty);
        st
    }
}
/// Parses `llvm.intr.coro.free` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_coro_free_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_id: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_id: Option<Vec<Type>> = None;
    let mut o_handle: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_handle: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    let mut all_operand_types: Option<usize> = None;
    o_id.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_handle.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    if !p.at_literal("(") {
        p.parse_type_of_class("builtin.function")?;
    }
    p.expect_literal("(")?;
    let ins = if p.eat_literal(")") {
        Vec::new()
    } else {
        let v = p.parse_type_list()?;
        p.expect_literal(")")?;
        v
    };
    p.expect_literal("->")?;
    let outs = p.parse_function_result_types()?;
    all_operand_types = Some(ins.len());
    let rest: &[Type] = &ins;
    let n = o_id.len().min(rest.len());
    ot_id = Some(rest[..n].to_vec());
    let rest = &rest[n..];
    let n = o_handle.len().min(rest.len());
    ot_handle = Some(rest[..n].to_vec());
    rt_res = Some(outs.clone());
    if ot_id.is_none() {
        ot_id = Some(vec![::descent::llvm_types::token(ctx); o_id.len()]);
    }
    if let Some(n) = all_operand_types {
        p.check_operand_count(0usize + o_id.len() + o_handle.len(), n, p.name_offset())?;
    }
    let types = ot_id.unwrap_or_default();
    p.resolve_operands(&o_id, &types, start, &mut st.operands)?;
    let types = ot_handle.unwrap_or_default();
    p.resolve_operands(&o_handle, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// `llvm.intr.coro.free` (spec/dialects/llvm_intrinsics.td:N)
pub static CORO_FREE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.coro.free",
    dialect: "llvm",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[94usize],
    },
    verify: verify_lround_op,
    parse: Some(&(parse_coro_free_op as parse::ops::ParseFn)),
    print: Some(&(print_ptr_mask_op as print::ops::PrintFn)),
    operand_types: &[LLVM_TOKEN_TYPE, LLVM_ANY_POINTER],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.coro.resume` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct CoroResumeOp<'a>(pub OpRef<'a>);
impl<'a> CoroResumeOp<'a> {
    pub const NAME: &'static str = "llvm.intr.coro.resume";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CORO_RESUME_OP_INFO).then_some(CoroResumeOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `handle`: LLVM pointer type
    pub fn handle(&self) -> Value {
        ods::operand_group(self.0, CORO_RESUME_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, handle: Value) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CORO_RESUME_OP_INFO, loc);
        st.operands.push(handle);
        st
    }
}
/// Parses `llvm.intr.coro.resume` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_coro_resume_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_handle: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_handle: Option<Vec<Type>> = None;
    o_handle.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_handle = Some(vec![p.parse_type() ?]);
    let types = ot_handle.unwrap_or_default();
    p.resolve_operands(&o_handle, &types, start, &mut st.operands)?;
    Ok(())
}
/// `llvm.intr.coro.resume` (spec/dialects/llvm_intrinsics.td:N)
pub static CORO_RESUME_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.coro.resume",
    dialect: "llvm",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[95usize],
    },
    verify: verify_lround_op,
    parse: Some(&(parse_coro_resume_op as parse::ops::ParseFn)),
    print: Some(&(print_lifetime_start_op as print::ops::PrintFn)),
    operand_types: &[LLVM_ANY_POINTER],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.coro.promise` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct CoroPromiseOp<'a>(pub OpRef<'a>);
impl<'a> CoroPromiseOp<'a> {
    pub const NAME: &'static str = "llvm.intr.coro.promise";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CORO_PROMISE_OP_INFO).then_some(CoroPromiseOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `handle`: LLVM pointer type
    pub fn handle(&self) -> Value {
        ods::operand_group(self.0, CORO_PROMISE_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `align`: 32-bit signless integer
    pub fn align(&self) -> Value {
        ods::operand_group(self.0, CORO_PROMISE_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `from`: 1-bit signless integer
    pub fn from(&self) -> Value {
        ods::operand_group(self.0, CORO_PROMISE_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Result `res`: LLVM pointer type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, CORO_PROMISE_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        handle: Value,
        align: Value,
        from: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CORO_PROMISE_OP_INFO, loc);
        st.operands.push(handle);
        st.operands.push(align);
        st.operands.push(from);
        st.result_types.push(res_ty);
        st
    }
}
/// Parses `llvm.intr.coro.promise` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_coro_promise_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_handle: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_handle: Option<Vec<Type>> = None;
    let mut o_align: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_align: Option<Vec<Type>> = None;
    let mut o_from: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_from: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    let mut all_operand_types: Option<usize> = None;
    o_handle.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_align.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_from.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    if !p.at_literal("(") {
        p.parse_type_of_class("builtin.function")?;
    }
    p.expect_literal("(")?;
    let ins = if p.eat_literal(")") {
        Vec::new()
    } else {
        let v = p.parse_type_list()?;
        p.expect_literal(")")?;
        v
    };
    p.expect_literal("->")?;
    let outs = p.parse_function_result_types()?;
    all_operand_types = Some(ins.len());
    let rest: &[Type] = &ins;
    let n = o_handle.len().min(rest.len());
    ot_handle = Some(rest[..n].to_vec());
    let rest = &rest[n..];
    let n = o_align.len().min(rest.len());
    ot_align = Some(rest[..n].to_vec());
    let rest = &rest[n..];
    let n = o_from.len().min(rest.len());
    ot_from = Some(rest[..n].to_vec());
    rt_res = Some(outs.clone());
    if ot_align.is_none() {
        ot_align = Some(vec![ctx.integer_type(32u32); o_align.len()]);
    }
    if ot_from.is_none() {
        ot_from = Some(vec![ctx.integer_type(1u32); o_from.len()]);
    }
    if let Some(n) = all_operand_types {
        p.check_operand_count(
            0usize + o_handle.len() + o_align.len() + o_from.len(),
            n,
            p.name_offset(),
        )?;
    }
    let types = ot_handle.unwrap_or_default();
    p.resolve_operands(&o_handle, &types, start, &mut st.operands)?;
    let types = ot_align.unwrap_or_default();
    p.resolve_operands(&o_align, &types, start, &mut st.operands)?;
    let types = ot_from.unwrap_or_default();
    p.resolve_operands(&o_from, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// `llvm.intr.coro.promise` (spec/dialects/llvm_intrinsics.td:N)
pub static CORO_PROMISE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.coro.promise",
    dialect: "llvm",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[96usize],
    },
    verify: verify_lround_op,
    parse: Some(&(parse_coro_promise_op as parse::ops::ParseFn)),
    print: Some(&(print_coro_end_op as print::ops::PrintFn)),
    operand_types: &[LLVM_ANY_POINTER, I32, I1],
    result_types: &[LLVM_ANY_POINTER],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.assume` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct AssumeOp<'a>(pub OpRef<'a>);
impl<'a> AssumeOp<'a> {
    pub const NAME: &'static str = "llvm.intr.assume";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ASSUME_OP_INFO).then_some(AssumeOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `cond`: 1-bit signless integer
    pub fn cond(&self) -> Value {
        ods::operand_group(self.0, ASSUME_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `op_bundle_operands`: variadic of LLVM dialect-compatible type
    pub fn op_bundle_operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, ASSUME_OP_INFO.operand_arities, 1usize)
    }
    /// Attribute `op_bundle_sizes`: i32 dense array attribute
    pub fn op_bundle_sizes_attr(&self) -> Option<Attribute> {
        self.0.attr("op_bundle_sizes")
    }
    pub fn op_bundle_sizes(&self) -> Option<&'a [i64]> {
        ods::attr_dense_ints(self.0, "op_bundle_sizes")
    }
    /// Attribute `op_bundle_tags`: array attribute
    pub fn op_bundle_tags_attr(&self) -> Option<Attribute> {
        self.0.attr("op_bundle_tags")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        cond: Value,
        op_bundle_operands: &[Value],
        op_bundle_sizes_attr: Option<Attribute>,
        op_bundle_tags_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ASSUME_OP_INFO, loc);
        st.operands.push(cond);
        st.operands.extend_from_slice(op_bundle_operands);
        st.set_attr(ctx, "op_bundle_sizes", op_bundle_sizes_attr);
        st.set_attr(ctx, "op_bundle_tags", op_bundle_tags_attr);
        st
    }
}
/// Attribute constraint: i32 dense array attribute (`DenseI32ArrayAttr`, spec/constraints.td:N)
const DENSE_I32_ARRAY_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "i32 dense array attribute",
    check: dialects::gen::constraints::dense_i32_array_attr,
};
/// Attribute constraint: array attribute (first used by `llvm.intr.assume`, spec/dialects/llvm_intrinsics.td:N)
const IS_ARRAY_ATTRIBUTE: ir::AttrConstraint = ir::AttrConstraint {
    summary: "array attribute",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::array_attr_of(
        ctx,
        a,
        &|ctx: &Context, x: Attribute| -> bool { ir::pred::attr::any_attr_pred(ctx, x) },
    ),
};
/// Type constraint: variadic of LLVM dialect-compatible type (first used by `llvm.intr.assume`, spec/dialects/llvm_intrinsics.td:N)
const IS_VARIADIC_OF_LLVM_DIALECT_COMPATIBLE_TYPE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "variadic of LLVM dialect-compatible type",
    check: |ctx: &Context, t: Type| llvm_types::pred::llvm_compatible(ctx, t),
};
/// Verifies `llvm.intr.assume` (spec/dialects/llvm_intrinsics.td:N) and the ops that check the same things.
fn verify_assume_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::llvm::verify_assume(op)?;
    Ok(())
}
/// Parses `llvm.intr.assume` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_assume_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_cond: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_cond: Option<Vec<Type>> = None;
    let mut ol_op_bundle_operands: u32 = start;
    let mut o_op_bundle_operands: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_op_bundle_operands: Option<Vec<Type>> = None;
    o_cond.push(p.parse_operand()?);
    if true {
        {
            let mut a_2: Option<Attribute> = None;
            dialects::native::llvm::directives::parse_op_bundles(
                p,
                st,
                &mut o_op_bundle_operands,
                ot_op_bundle_operands.get_or_insert_with(Vec::new),
                &mut a_2,
            )?;
            if let Some(a) = a_2 {
                st.add_attr(ctx.ident("op_bundle_tags"), a);
            }
        }
    }
    p.expect_literal(":")?;
    ot_cond = Some(vec![p.parse_type_of_class("builtin.integer") ?]);
    p.parse_optional_attr_dict(st)?;
    if ot_cond.is_none() {
        ot_cond = Some(vec![ctx.integer_type(1u32); o_cond.len()]);
    }
    let types = ot_cond.unwrap_or_default();
    p.resolve_operands(&o_cond, &types, start, &mut st.operands)?;
    let types = ot_op_bundle_operands.unwrap_or_default();
    p.resolve_operands(
        &o_op_bundle_operands,
        &types,
        ol_op_bundle_operands,
        &mut st.operands,
    )?;
    Ok(())
}
/// Prints `llvm.intr.assume` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) in its custom syntax.
fn print_assume_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    if (!ods::operand_group_at(op, 1usize).is_empty()
        || !ods::operand_group_at(op, 1usize).is_empty()
        || op.attr("op_bundle_tags").is_some())
    {
        p.write(" ");
        dialects::native::llvm::directives::print_op_bundles(
            p,
            op,
            ods::operand_group_at(op, 1usize),
            &ods::operand_group_at(op, 1usize)
                .iter()
                .map(|v| op.value_type(v))
                .collect::<Vec<Type>>(),
            op.attr("op_bundle_tags"),
        );
    }
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.print_optional_attr_dict(op, &["op_bundle_tags", "op_bundle_sizes"]);
}
/// `llvm.intr.assume` (spec/dialects/llvm_intrinsics.td:N)
pub static ASSUME_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.assume",
    dialect: "llvm",
    attrs: &[
        ir::AttrInfo {
            name: "op_bundle_sizes",
            constraint: Some(DENSE_I32_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "op_bundle_tags",
            optional: true,
            constraint: Some(IS_ARRAY_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[97usize],
    },
    verify: verify_assume_op,
    parse: Some(&(parse_assume_op as parse::ops::ParseFn)),
    print: Some(&(print_assume_op as print::ops::PrintFn)),
    operand_types: &[I1, IS_VARIADIC_OF_LLVM_DIALECT_COMPATIBLE_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Variadic],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.experimental.noalias.scope.decl` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct NoAliasScopeDeclOp<'a>(pub OpRef<'a>);
impl<'a> NoAliasScopeDeclOp<'a> {
    pub const NAME: &'static str = "llvm.intr.experimental.noalias.scope.decl";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &NO_ALIAS_SCOPE_DECL_OP_INFO).then_some(NoAliasScopeDeclOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Attribute `scope`: LLVM dialect alias scope
    pub fn scope_attr(&self) -> Option<Attribute> {
        self.0.attr("scope")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        scope_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &NO_ALIAS_SCOPE_DECL_OP_INFO, loc);
        st.set_attr(ctx, "scope", scope_attr);
        st
    }
}
/// Attribute constraint: LLVM dialect alias scope (`LLVM_AliasScopeAttrConstraint`, spec/dialects/llvm_types.td:N)
const LLVM_ALIAS_SCOPE_ATTR_CONSTRAINT: ir::AttrConstraint = ir::AttrConstraint {
    summary: "LLVM dialect alias scope",
    check: dialects::gen::llvm_types::llvm_alias_scope_attr_constraint,
};
/// Verifies `llvm.intr.experimental.noalias.scope.decl` (spec/dialects/llvm_intrinsics.td:N) and the ops that check the same things.
fn verify_no_alias_scope_decl_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    Ok(())
}
/// Parses `llvm.intr.experimental.noalias.scope.decl` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_no_alias_scope_decl_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let a = ods::parse_dialect_attr_stripped(p, "llvm.alias_scope")?;
    st.add_attr(ctx.ident("scope"), a);
    p.parse_optional_attr_dict(st)?;
    Ok(())
}
/// Prints `llvm.intr.experimental.noalias.scope.decl` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) in its custom syntax.
fn print_no_alias_scope_decl_op<'p, 'a>(
    p: &'p mut print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    if let Some(a) = op.attr("scope") {
        ods::print_dialect_attr_stripped(p, a);
    }
    p.print_optional_attr_dict(op, &["scope"]);
}
/// `llvm.intr.experimental.noalias.scope.decl` (spec/dialects/llvm_intrinsics.td:N)
pub static NO_ALIAS_SCOPE_DECL_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.experimental.noalias.scope.decl",
    dialect: "llvm",
    attrs: &[
        ir::AttrInfo {
            name: "scope",
            constraint: Some(LLVM_ALIAS_SCOPE_ATTR_CONSTRAINT),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[98usize],
    },
    verify: verify_no_alias_scope_decl_op,
    parse: Some(&(parse_no_alias_scope_decl_op as parse::ops::ParseFn)),
    print: Some(&(print_no_alias_scope_decl_op as print::ops::PrintFn)),
    operand_arities: &[],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.expect` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct ExpectOp<'a>(pub OpRef<'a>);
impl<'a> ExpectOp<'a> {
    pub const NAME: &'static str = "llvm.intr.expect";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &EXPECT_OP_INFO).then_some(ExpectOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `val`: signless integer
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, EXPECT_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `expected`: signless integer
    pub fn expected(&self) -> Value {
        ods::operand_group(self.0, EXPECT_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, EXPECT_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        val: Value,
        expected: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &EXPECT_OP_INFO, loc);
        st.operands.push(val);
        st.operands.push(expected);
        st.result_types.push(res_ty);
        st
    }
}
/// Parses `llvm.intr.expect` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_expect_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_val: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_val: Option<Vec<Type>> = None;
    let mut o_expected: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_expected: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    o_val.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_expected.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_val = Some(vec![p.parse_type_of_class("builtin.integer") ?]);
    for &t in ot_val.iter().flatten() {
        if !(dialects::gen::constraints::any_signless_integer(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'val' must be signless integer, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if ot_expected.is_none() {
        if let Some(t) = ot_val.as_ref().and_then(|v| v.first().copied()) {
            ot_expected = Some(vec![t; o_expected.len()]);
        }
    }
    if rt_res.is_none() {
        if let Some(t) = ot_val.as_ref().and_then(|v| v.first().copied()) {
            rt_res = Some(vec![t; 1usize]);
        }
    }
    let types = ot_val.unwrap_or_default();
    p.resolve_operands(&o_val, &types, start, &mut st.operands)?;
    let types = ot_expected.unwrap_or_default();
    p.resolve_operands(&o_expected, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.intr.expect` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) in its custom syntax.
fn print_expect_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.expect` (spec/dialects/llvm_intrinsics.td:N)
pub static EXPECT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.expect",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[99usize],
    },
    verify: verify_s_max_op,
    parse: Some(&(parse_expect_op as parse::ops::ParseFn)),
    print: Some(&(print_expect_op as print::ops::PrintFn)),
    operand_types: &[ANY_SIGNLESS_INTEGER, ANY_SIGNLESS_INTEGER],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.expect.with.probability` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct ExpectWithProbabilityOp<'a>(pub OpRef<'a>);
impl<'a> ExpectWithProbabilityOp<'a> {
    pub const NAME: &'static str = "llvm.intr.expect.with.probability";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &EXPECT_WITH_PROBABILITY_OP_INFO)
            .then_some(ExpectWithProbabilityOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `val`: signless integer
    pub fn val(&self) -> Value {
        ods::operand_group(
                self.0,
                EXPECT_WITH_PROBABILITY_OP_INFO.operand_arities,
                0usize,
            )
            .get(0)
    }
    /// Operand `expected`: signless integer
    pub fn expected(&self) -> Value {
        ods::operand_group(
                self.0,
                EXPECT_WITH_PROBABILITY_OP_INFO.operand_arities,
                1usize,
            )
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(
                self.0,
                EXPECT_WITH_PROBABILITY_OP_INFO.result_arities,
                0usize,
            )
            .get(0)
    }
    /// Attribute `prob`: 64-bit float attribute
    pub fn prob_attr(&self) -> Option<Attribute> {
        self.0.attr("prob")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        val: Value,
        expected: Value,
        prob_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &EXPECT_WITH_PROBABILITY_OP_INFO, loc);
        st.operands.push(val);
        st.operands.push(expected);
        st.set_attr(ctx, "prob", prob_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Attribute constraint: 64-bit float attribute (`F64Attr`, spec/constraints.td:N)
const F64_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "64-bit float attribute",
    check: dialects::gen::constraints::f64_attr,
};
/// Verifies `llvm.intr.expect.with.probability` (spec/dialects/llvm_intrinsics.td:N) and the ops that check the same things.
fn verify_expect_with_probability_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    ods::all_equal(
        op,
        &[
            ods::operand_group_at(op, 0usize).first().map(|v| op.value_type(v)),
            ods::operand_group_at(op, 1usize).first().map(|v| op.value_type(v)),
            ods::results_group_at(op, 0usize).first().map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {val, expected, res} have same type",
    )?;
    Ok(())
}
/// Parses `llvm.intr.expect.with.probability` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_expect_with_probability_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_val: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_val: Option<Vec<Type>> = None;
    let mut o_expected: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_expected: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    o_val.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_expected.push(p.parse_operand()?);
    p.expect_literal(",")?;
    let a = p.parse_attribute(None)?;
    st.add_attr(ctx.ident("prob"), a);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_val = Some(vec![p.parse_type_of_class("builtin.integer") ?]);
    for &t in ot_val.iter().flatten() {
        if !(dialects::gen::constraints::any_signless_integer(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'val' must be signless integer, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if ot_expected.is_none() {
        if let Some(t) = ot_val.as_ref().and_then(|v| v.first().copied()) {
            ot_expected = Some(vec![t; o_expected.len()]);
        }
    }
    if rt_res.is_none() {
        if let Some(t) = ot_val.as_ref().and_then(|v| v.first().copied()) {
            rt_res = Some(vec![t; 1usize]);
        }
    }
    let types = ot_val.unwrap_or_default();
    p.resolve_operands(&o_val, &types, start, &mut st.operands)?;
    let types = ot_expected.unwrap_or_default();
    p.resolve_operands(&o_expected, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.intr.expect.with.probability` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) in its custom syntax.
fn print_expect_with_probability_op<'p, 'a>(
    p: &'p mut print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.write(",");
    p.write(" ");
    if let Some(a) = op.attr("prob") {
        p.print_attr(a);
    }
    p.print_optional_attr_dict(op, &["prob"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.expect.with.probability` (spec/dialects/llvm_intrinsics.td:N)
pub static EXPECT_WITH_PROBABILITY_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.expect.with.probability",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "prob",
            constraint: Some(F64_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[100usize],
    },
    verify: verify_expect_with_probability_op,
    parse: Some(&(parse_expect_with_probability_op as parse::ops::ParseFn)),
    print: Some(&(print_expect_with_probability_op as print::ops::PrintFn)),
    operand_types: &[ANY_SIGNLESS_INTEGER, ANY_SIGNLESS_INTEGER],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.ssa.copy` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct SsaCopyOp<'a>(pub OpRef<'a>);
impl<'a> SsaCopyOp<'a> {
    pub const NAME: &'static str = "llvm.intr.ssa.copy";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SSA_COPY_OP_INFO).then_some(SsaCopyOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: any type
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, SSA_COPY_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, SSA_COPY_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &SSA_COPY_OP_INFO, loc);
        st.operands.push(operand);
        st.result_types.push(res_ty);
        st
    }
}
/// Type constraint: any type (`AnyType`, spec/constraints.td:N)
const ANY_TYPE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "any type",
    check: dialects::gen::constraints::any_type,
};
/// Parses `llvm.intr.ssa.copy` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_ssa_copy_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_operand: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_operand: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    o_operand.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_operand = Some(vec![p.parse_type() ?]);
    for &t in ot_operand.iter().flatten() {
        if !(dialects::gen::constraints::any_type(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'operand' must be any type, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if rt_res.is_none() {
        if let Some(t) = ot_operand.as_ref().and_then(|v| v.first().copied()) {
            rt_res = Some(vec![t; 1usize]);
        }
    }
    let types = ot_operand.unwrap_or_default();
    p.resolve_operands(&o_operand, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// `llvm.intr.ssa.copy` (spec/dialects/llvm_intrinsics.td:N)
pub static SSA_COPY_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.ssa.copy",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[101usize],
    },
    verify: verify_s_max_op,
    parse: Some(&(parse_ssa_copy_op as parse::ops::ParseFn)),
    print: Some(&(print_lifetime_start_op as print::ops::PrintFn)),
    operand_types: &[ANY_TYPE],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.is.constant` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct IsConstantOp<'a>(pub OpRef<'a>);
impl<'a> IsConstantOp<'a> {
    pub const NAME: &'static str = "llvm.intr.is.constant";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &IS_CONSTANT_OP_INFO).then_some(IsConstantOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `val`: LLVM dialect-compatible type
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, IS_CONSTANT_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: 1-bit signless integer
    pub fn res(&self) -> Value {
        ods::results_group(self.0, IS_CONSTANT_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        val: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &IS_CONSTANT_OP_INFO, loc);
        st.operands.push(val);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.is.constant` (spec/dialects/llvm_intrinsics.td:N)
pub static IS_CONSTANT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.is.constant",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[102usize],
    },
    verify: verify_lround_op,
    operand_types: &[LLVM_TYPE],
    result_types: &[I1],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.threadlocal.address` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct ThreadlocalAddressOp<'a>(pub OpRef<'a>);
impl<'a> ThreadlocalAddressOp<'a> {
    pub const NAME: &'static str = "llvm.intr.threadlocal.address";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &THREADLOCAL_ADDRESS_OP_INFO).then_some(ThreadlocalAddressOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `global`: LLVM pointer type
    pub fn global(&self) -> Value {
        ods::operand_group(self.0, THREADLOCAL_ADDRESS_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, THREADLOCAL_ADDRESS_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        global: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &THREADLOCAL_ADDRESS_OP_INFO, loc);
        st.operands.push(global);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.threadlocal.address` (spec/dialects/llvm_intrinsics.td:N)
pub static THREADLOCAL_ADDRESS_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.threadlocal.address",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[103usize],
    },
    verify: verify_lround_op,
    operand_types: &[LLVM_ANY_POINTER],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.get.active.lane.mask` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct GetActiveLaneMaskOp<'a>(pub OpRef<'a>);
impl<'a> GetActiveLaneMaskOp<'a> {
    pub const NAME: &'static str = "llvm.intr.get.active.lane.mask";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &GET_ACTIVE_LANE_MASK_OP_INFO).then_some(GetActiveLaneMaskOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `base`: signless integer
    pub fn base(&self) -> Value {
        ods::operand_group(self.0, GET_ACTIVE_LANE_MASK_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Operand `n`: signless integer
    pub fn n(&self) -> Value {
        ods::operand_group(self.0, GET_ACTIVE_LANE_MASK_OP_INFO.operand_arities, 1usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, GET_ACTIVE_LANE_MASK_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        base: Value,
        n: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &GET_ACTIVE_LANE_MASK_OP_INFO, loc);
        st.operands.push(base);
        st.operands.push(n);
        st.result_types.push(res_ty);
        st
    }
}
/// Parses `llvm.intr.get.active.lane.mask` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_get_active_lane_mask_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_base: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_base: Option<Vec<Type>> = None;
    let mut o_n: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_n: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    o_base.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_n.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_base = Some(vec![p.parse_type_of_class("builtin.integer") ?]);
    p.expect_literal(",")?;
    ot_n = Some(vec![p.parse_type_of_class("builtin.integer") ?]);
    p.expect_literal("to")?;
    rt_res = Some(vec![p.parse_type() ?]);
    let types = ot_base.unwrap_or_default();
    p.resolve_operands(&o_base, &types, start, &mut st.operands)?;
    let types = ot_n.unwrap_or_default();
    p.resolve_operands(&o_n, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.intr.get.active.lane.mask` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) in its custom syntax.
fn print_get_active_lane_mask_op<'p, 'a>(
    p: &'p mut print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(",");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 1usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(" to");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.get.active.lane.mask` (spec/dialects/llvm_intrinsics.td:N)
pub static GET_ACTIVE_LANE_MASK_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.get.active.lane.mask",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[104usize],
    },
    verify: verify_lround_op,
    parse: Some(&(parse_get_active_lane_mask_op as parse::ops::ParseFn)),
    print: Some(&(print_get_active_lane_mask_op as print::ops::PrintFn)),
    operand_types: &[ANY_SIGNLESS_INTEGER, ANY_SIGNLESS_INTEGER],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vector.reduce.add` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VectorReduceAddOp<'a>(pub OpRef<'a>);
impl<'a> VectorReduceAddOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vector.reduce.add";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VECTOR_REDUCE_ADD_OP_INFO).then_some(VectorReduceAddOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: LLVM dialect-compatible vector of signless integer
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, VECTOR_REDUCE_ADD_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VECTOR_REDUCE_ADD_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VECTOR_REDUCE_ADD_OP_INFO, loc);
        st.operands.push(in_);
        st.result_types.push(res_ty);
        st
    }
}
/// Type constraint: LLVM dialect-compatible vector of signless integer (first used by `llvm.intr.vector.reduce.add`, spec/dialects/llvm_intrinsics.td:N)
const IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS: ir::TypeConstraint = ir::TypeConstraint {
    summary: "LLVM dialect-compatible vector of signless integer",
    check: |ctx: &Context, t: Type| llvm_types::pred::llvm_vector_of(
        ctx,
        t,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::signless_integer(ctx, x) },
    ),
};
/// Verifies `llvm.intr.vector.reduce.add` (spec/dialects/llvm_intrinsics.td:N) and the ops that check the same things.
fn verify_vector_reduce_add_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    ods::same_operands_and_result_element_type(op)?;
    Ok(())
}
/// `llvm.intr.vector.reduce.add` (spec/dialects/llvm_intrinsics.td:N)
pub static VECTOR_REDUCE_ADD_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vector.reduce.add",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[105usize],
    },
    verify: verify_vector_reduce_add_op,
    operand_types: &[IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vector.reduce.and` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VectorReduceAndOp<'a>(pub OpRef<'a>);
impl<'a> VectorReduceAndOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vector.reduce.and";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VECTOR_REDUCE_AND_OP_INFO).then_some(VectorReduceAndOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: LLVM dialect-compatible vector of signless integer
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, VECTOR_REDUCE_AND_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VECTOR_REDUCE_AND_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VECTOR_REDUCE_AND_OP_INFO, loc);
        st.operands.push(in_);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vector.reduce.and` (spec/dialects/llvm_intrinsics.td:N)
pub static VECTOR_REDUCE_AND_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vector.reduce.and",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[106usize],
    },
    verify: verify_vector_reduce_add_op,
    operand_types: &[IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vector.reduce.mul` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VectorReduceMulOp<'a>(pub OpRef<'a>);
impl<'a> VectorReduceMulOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vector.reduce.mul";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VECTOR_REDUCE_MUL_OP_INFO).then_some(VectorReduceMulOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: LLVM dialect-compatible vector of signless integer
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, VECTOR_REDUCE_MUL_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VECTOR_REDUCE_MUL_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VECTOR_REDUCE_MUL_OP_INFO, loc);
        st.operands.push(in_);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vector.reduce.mul` (spec/dialects/llvm_intrinsics.td:N)
pub static VECTOR_REDUCE_MUL_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vector.reduce.mul",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[107usize],
    },
    verify: verify_vector_reduce_add_op,
    operand_types: &[IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vector.reduce.or` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VectorReduceOrOp<'a>(pub OpRef<'a>);
impl<'a> VectorReduceOrOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vector.reduce.or";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VECTOR_REDUCE_OR_OP_INFO).then_some(VectorReduceOrOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: LLVM dialect-compatible vector of signless integer
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, VECTOR_REDUCE_OR_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VECTOR_REDUCE_OR_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VECTOR_REDUCE_OR_OP_INFO, loc);
        st.operands.push(in_);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vector.reduce.or` (spec/dialects/llvm_intrinsics.td:N)
pub static VECTOR_REDUCE_OR_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vector.reduce.or",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[108usize],
    },
    verify: verify_vector_reduce_add_op,
    operand_types: &[IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vector.reduce.smax` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VectorReduceSMaxOp<'a>(pub OpRef<'a>);
impl<'a> VectorReduceSMaxOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vector.reduce.smax";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VECTOR_REDUCE_S_MAX_OP_INFO).then_some(VectorReduceSMaxOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: LLVM dialect-compatible vector of signless integer
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, VECTOR_REDUCE_S_MAX_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VECTOR_REDUCE_S_MAX_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VECTOR_REDUCE_S_MAX_OP_INFO, loc);
        st.operands.push(in_);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vector.reduce.smax` (spec/dialects/llvm_intrinsics.td:N)
pub static VECTOR_REDUCE_S_MAX_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vector.reduce.smax",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[109usize],
    },
    verify: verify_vector_reduce_add_op,
    operand_types: &[IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vector.reduce.smin` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VectorReduceSMinOp<'a>(pub OpRef<'a>);
impl<'a> VectorReduceSMinOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vector.reduce.smin";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VECTOR_REDUCE_S_MIN_OP_INFO).then_some(VectorReduceSMinOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: LLVM dialect-compatible vector of signless integer
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, VECTOR_REDUCE_S_MIN_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VECTOR_REDUCE_S_MIN_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VECTOR_REDUCE_S_MIN_OP_INFO, loc);
        st.operands.push(in_);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vector.reduce.smin` (spec/dialects/llvm_intrinsics.td:N)
pub static VECTOR_REDUCE_S_MIN_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vector.reduce.smin",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[110usize],
    },
    verify: verify_vector_reduce_add_op,
    operand_types: &[IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vector.reduce.umax` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VectorReduceUMaxOp<'a>(pub OpRef<'a>);
impl<'a> VectorReduceUMaxOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vector.reduce.umax";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VECTOR_REDUCE_U_MAX_OP_INFO).then_some(VectorReduceUMaxOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: LLVM dialect-compatible vector of signless integer
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, VECTOR_REDUCE_U_MAX_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VECTOR_REDUCE_U_MAX_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VECTOR_REDUCE_U_MAX_OP_INFO, loc);
        st.operands.push(in_);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vector.reduce.umax` (spec/dialects/llvm_intrinsics.td:N)
pub static VECTOR_REDUCE_U_MAX_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vector.reduce.umax",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[111usize],
    },
    verify: verify_vector_reduce_add_op,
    operand_types: &[IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vector.reduce.umin` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VectorReduceUMinOp<'a>(pub OpRef<'a>);
impl<'a> VectorReduceUMinOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vector.reduce.umin";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VECTOR_REDUCE_U_MIN_OP_INFO).then_some(VectorReduceUMinOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: LLVM dialect-compatible vector of signless integer
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, VECTOR_REDUCE_U_MIN_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VECTOR_REDUCE_U_MIN_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VECTOR_REDUCE_U_MIN_OP_INFO, loc);
        st.operands.push(in_);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vector.reduce.umin` (spec/dialects/llvm_intrinsics.td:N)
pub static VECTOR_REDUCE_U_MIN_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vector.reduce.umin",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[112usize],
    },
    verify: verify_vector_reduce_add_op,
    operand_types: &[IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vector.reduce.xor` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VectorReduceXorOp<'a>(pub OpRef<'a>);
impl<'a> VectorReduceXorOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vector.reduce.xor";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VECTOR_REDUCE_XOR_OP_INFO).then_some(VectorReduceXorOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: LLVM dialect-compatible vector of signless integer
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, VECTOR_REDUCE_XOR_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VECTOR_REDUCE_XOR_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VECTOR_REDUCE_XOR_OP_INFO, loc);
        st.operands.push(in_);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vector.reduce.xor` (spec/dialects/llvm_intrinsics.td:N)
pub static VECTOR_REDUCE_XOR_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vector.reduce.xor",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[113usize],
    },
    verify: verify_vector_reduce_add_op,
    operand_types: &[IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vector.reduce.fmax` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VectorReduceFMaxOp<'a>(pub OpRef<'a>);
impl<'a> VectorReduceFMaxOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vector.reduce.fmax";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VECTOR_REDUCE_F_MAX_OP_INFO).then_some(VectorReduceFMaxOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: LLVM dialect-compatible vector of floating-point
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, VECTOR_REDUCE_F_MAX_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VECTOR_REDUCE_F_MAX_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VECTOR_REDUCE_F_MAX_OP_INFO, loc);
        st.operands.push(in_);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Type constraint: LLVM dialect-compatible vector of floating-point (first used by `llvm.intr.vector.reduce.fmax`, spec/dialects/llvm_intrinsics.td:N)
const IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_FLOATING: ir::TypeConstraint = ir::TypeConstraint {
    summary: "LLVM dialect-compatible vector of floating-point",
    check: |ctx: &Context, t: Type| llvm_types::pred::llvm_vector_of(
        ctx,
        t,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::float(ctx, x) },
    ),
};
/// Verifies `llvm.intr.vector.reduce.fmax` (spec/dialects/llvm_intrinsics.td:N) and the ops that check the same things.
fn verify_vector_reduce_f_max_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    ods::same_operands_and_result_element_type(op)?;
    Ok(())
}
/// `llvm.intr.vector.reduce.fmax` (spec/dialects/llvm_intrinsics.td:N)
pub static VECTOR_REDUCE_F_MAX_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vector.reduce.fmax",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[114usize],
    },
    verify: verify_vector_reduce_f_max_op,
    parse: Some(&(parse_f_abs_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_FLOATING],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vector.reduce.fmin` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VectorReduceFMinOp<'a>(pub OpRef<'a>);
impl<'a> VectorReduceFMinOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vector.reduce.fmin";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VECTOR_REDUCE_F_MIN_OP_INFO).then_some(VectorReduceFMinOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: LLVM dialect-compatible vector of floating-point
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, VECTOR_REDUCE_F_MIN_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VECTOR_REDUCE_F_MIN_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VECTOR_REDUCE_F_MIN_OP_INFO, loc);
        st.operands.push(in_);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vector.reduce.fmin` (spec/dialects/llvm_intrinsics.td:N)
pub static VECTOR_REDUCE_F_MIN_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vector.reduce.fmin",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[115usize],
    },
    verify: verify_vector_reduce_f_max_op,
    parse: Some(&(parse_f_abs_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_FLOATING],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vector.reduce.fmaximum` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VectorReduceFMaximumOp<'a>(pub OpRef<'a>);
impl<'a> VectorReduceFMaximumOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vector.reduce.fmaximum";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VECTOR_REDUCE_F_MAXIMUM_OP_INFO)
            .then_some(VectorReduceFMaximumOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: LLVM dialect-compatible vector of floating-point
    pub fn in_(&self) -> Value {
        ods::operand_group(
                self.0,
                VECTOR_REDUCE_F_MAXIMUM_OP_INFO.operand_arities,
                0usize,
            )
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(
                self.0,
                VECTOR_REDUCE_F_MAXIMUM_OP_INFO.result_arities,
                0usize,
            )
            .get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VECTOR_REDUCE_F_MAXIMUM_OP_INFO, loc);
        st.operands.push(in_);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vector.reduce.fmaximum` (spec/dialects/llvm_intrinsics.td:N)
pub static VECTOR_REDUCE_F_MAXIMUM_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vector.reduce.fmaximum",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[116usize],
    },
    verify: verify_vector_reduce_f_max_op,
    parse: Some(&(parse_f_abs_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_FLOATING],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vector.reduce.fminimum` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VectorReduceFMinimumOp<'a>(pub OpRef<'a>);
impl<'a> VectorReduceFMinimumOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vector.reduce.fminimum";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VECTOR_REDUCE_F_MINIMUM_OP_INFO)
            .then_some(VectorReduceFMinimumOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: LLVM dialect-compatible vector of floating-point
    pub fn in_(&self) -> Value {
        ods::operand_group(
                self.0,
                VECTOR_REDUCE_F_MINIMUM_OP_INFO.operand_arities,
                0usize,
            )
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(
                self.0,
                VECTOR_REDUCE_F_MINIMUM_OP_INFO.result_arities,
                0usize,
            )
            .get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VECTOR_REDUCE_F_MINIMUM_OP_INFO, loc);
        st.operands.push(in_);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vector.reduce.fminimum` (spec/dialects/llvm_intrinsics.td:N)
pub static VECTOR_REDUCE_F_MINIMUM_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vector.reduce.fminimum",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[117usize],
    },
    verify: verify_vector_reduce_f_max_op,
    parse: Some(&(parse_f_abs_op as parse::ops::ParseFn)),
    print: Some(&(print_f_abs_op as print::ops::PrintFn)),
    operand_types: &[IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_FLOATING],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vector.reduce.fadd` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VectorReduceFAddOp<'a>(pub OpRef<'a>);
impl<'a> VectorReduceFAddOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vector.reduce.fadd";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VECTOR_REDUCE_F_ADD_OP_INFO).then_some(VectorReduceFAddOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `start_value`: floating-point
    pub fn start_value(&self) -> Value {
        ods::operand_group(self.0, VECTOR_REDUCE_F_ADD_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Operand `input`: LLVM dialect-compatible vector of floating-point
    pub fn input(&self) -> Value {
        ods::operand_group(self.0, VECTOR_REDUCE_F_ADD_OP_INFO.operand_arities, 1usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VECTOR_REDUCE_F_ADD_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        start_value: Value,
        input: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VECTOR_REDUCE_F_ADD_OP_INFO, loc);
        st.operands.push(start_value);
        st.operands.push(input);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Type constraint: floating-point (`AnyFloat`, spec/constraints.td:N)
const ANY_FLOAT: ir::TypeConstraint = ir::TypeConstraint {
    summary: "floating-point",
    check: dialects::gen::constraints::any_float,
};
/// `llvm.intr.vector.reduce.fadd` (spec/dialects/llvm_intrinsics.td:N)
pub static VECTOR_REDUCE_F_ADD_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vector.reduce.fadd",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[118usize],
    },
    verify: verify_vector_reduce_f_max_op,
    operand_types: &[ANY_FLOAT, IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_FLOATING],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vector.reduce.fmul` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VectorReduceFMulOp<'a>(pub OpRef<'a>);
impl<'a> VectorReduceFMulOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vector.reduce.fmul";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VECTOR_REDUCE_F_MUL_OP_INFO).then_some(VectorReduceFMulOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `start_value`: floating-point
    pub fn start_value(&self) -> Value {
        ods::operand_group(self.0, VECTOR_REDUCE_F_MUL_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Operand `input`: LLVM dialect-compatible vector of floating-point
    pub fn input(&self) -> Value {
        ods::operand_group(self.0, VECTOR_REDUCE_F_MUL_OP_INFO.operand_arities, 1usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VECTOR_REDUCE_F_MUL_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        start_value: Value,
        input: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VECTOR_REDUCE_F_MUL_OP_INFO, loc);
        st.operands.push(start_value);
        st.operands.push(input);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vector.reduce.fmul` (spec/dialects/llvm_intrinsics.td:N)
pub static VECTOR_REDUCE_F_MUL_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vector.reduce.fmul",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_ABS_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[119usize],
    },
    verify: verify_vector_reduce_f_max_op,
    operand_types: &[ANY_FLOAT, IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_FLOATING],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.matrix.column.major.load` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct MatrixColumnMajorLoadOp<'a>(pub OpRef<'a>);
impl<'a> MatrixColumnMajorLoadOp<'a> {
    pub const NAME: &'static str = "llvm.intr.matrix.column.major.load";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MATRIX_COLUMN_MAJOR_LOAD_OP_INFO)
            .then_some(MatrixColumnMajorLoadOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `data`: LLVM pointer type
    pub fn data(&self) -> Value {
        ods::operand_group(
                self.0,
                MATRIX_COLUMN_MAJOR_LOAD_OP_INFO.operand_arities,
                0usize,
            )
            .get(0)
    }
    /// Operand `stride`: signless integer
    pub fn stride(&self) -> Value {
        ods::operand_group(
                self.0,
                MATRIX_COLUMN_MAJOR_LOAD_OP_INFO.operand_arities,
                1usize,
            )
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible vector type
    pub fn res(&self) -> Value {
        ods::results_group(
                self.0,
                MATRIX_COLUMN_MAJOR_LOAD_OP_INFO.result_arities,
                0usize,
            )
            .get(0)
    }
    /// Attribute `isVolatile`: 1-bit signless integer attribute
    pub fn is_volatile_attr(&self) -> Option<Attribute> {
        self.0.attr("isVolatile")
    }
    pub fn is_volatile(&self) -> Option<bool> {
        ods::attr_bool(self.0, "isVolatile")
    }
    /// Attribute `rows`: 32-bit signless integer attribute
    pub fn rows_attr(&self) -> Option<Attribute> {
        self.0.attr("rows")
    }
    pub fn rows(&self) -> Option<i64> {
        ods::attr_int(self.0, "rows")
    }
    /// Attribute `columns`: 32-bit signless integer attribute
    pub fn columns_attr(&self) -> Option<Attribute> {
        self.0.attr("columns")
    }
    pub fn columns(&self) -> Option<i64> {
        ods::attr_int(self.0, "columns")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        data: Value,
        stride: Value,
        is_volatile_attr: Option<Attribute>,
        rows_attr: Option<Attribute>,
        columns_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MATRIX_COLUMN_MAJOR_LOAD_OP_INFO, loc);
        st.operands.push(data);
        st.operands.push(stride);
        st.set_attr(ctx, "isVolatile", is_volatile_attr);
        st.set_attr(ctx, "rows", rows_attr);
        st.set_attr(ctx, "columns", columns_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Type constraint: LLVM dialect-compatible vector type (`LLVM_AnyVector`, spec/dialects/llvm_types.td:N)
const LLVM_ANY_VECTOR: ir::TypeConstraint = ir::TypeConstraint {
    summary: "LLVM dialect-compatible vector type",
    check: dialects::gen::llvm_types::llvm_any_vector,
};
/// Parses `llvm.intr.matrix.column.major.load` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_matrix_column_major_load_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_data: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_data: Option<Vec<Type>> = None;
    let mut o_stride: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_stride: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    o_data.push(p.parse_operand()?);
    p.expect_literal(",")?;
    p.expect_literal("<")?;
    p.expect_literal("stride")?;
    p.expect_literal("=")?;
    o_stride.push(p.parse_operand()?);
    p.expect_literal(">")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    rt_res = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    p.expect_literal("from")?;
    ot_data = Some(vec![p.parse_type() ?]);
    p.expect_literal("stride")?;
    ot_stride = Some(vec![p.parse_type_of_class("builtin.integer") ?]);
    let types = ot_data.unwrap_or_default();
    p.resolve_operands(&o_data, &types, start, &mut st.operands)?;
    let types = ot_stride.unwrap_or_default();
    p.resolve_operands(&o_stride, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.intr.matrix.column.major.load` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) in its custom syntax.
fn print_matrix_column_major_load_op<'p, 'a>(
    p: &'p mut print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" <");
    p.write("stride");
    p.write(" =");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.write(">");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(" from");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(" stride");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 1usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.matrix.column.major.load` (spec/dialects/llvm_intrinsics.td:N)
pub static MATRIX_COLUMN_MAJOR_LOAD_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.matrix.column.major.load",
    dialect: "llvm",
    attrs: &[
        ir::AttrInfo {
            name: "isVolatile",
            constraint: Some(LLVM_I1_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "rows",
            constraint: Some(I32_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "columns",
            constraint: Some(I32_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[120usize],
    },
    verify: verify_pow_i_op,
    parse: Some(&(parse_matrix_column_major_load_op as parse::ops::ParseFn)),
    print: Some(&(print_matrix_column_major_load_op as print::ops::PrintFn)),
    operand_types: &[LLVM_ANY_POINTER, ANY_SIGNLESS_INTEGER],
    result_types: &[LLVM_ANY_VECTOR],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.matrix.column.major.store` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct MatrixColumnMajorStoreOp<'a>(pub OpRef<'a>);
impl<'a> MatrixColumnMajorStoreOp<'a> {
    pub const NAME: &'static str = "llvm.intr.matrix.column.major.store";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MATRIX_COLUMN_MAJOR_STORE_OP_INFO)
            .then_some(MatrixColumnMajorStoreOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `matrix`: LLVM dialect-compatible vector type
    pub fn matrix(&self) -> Value {
        ods::operand_group(
                self.0,
                MATRIX_COLUMN_MAJOR_STORE_OP_INFO.operand_arities,
                0usize,
            )
            .get(0)
    }
    /// Operand `data`: LLVM pointer type
    pub fn data(&self) -> Value {
        ods::operand_group(
                self.0,
                MATRIX_COLUMN_MAJOR_STORE_OP_INFO.operand_arities,
                1usize,
            )
            .get(0)
    }
    /// Operand `stride`: signless integer
    pub fn stride(&self) -> Value {
        ods::operand_group(
                self.0,
                MATRIX_COLUMN_MAJOR_STORE_OP_INFO.operand_arities,
                2usize,
            )
            .get(0)
    }
    /// Attribute `isVolatile`: 1-bit signless integer attribute
    pub fn is_volatile_attr(&self) -> Option<Attribute> {
        self.0.attr("isVolatile")
    }
    pub fn is_volatile(&self) -> Option<bool> {
        ods::attr_bool(self.0, "isVolatile")
    }
    /// Attribute `rows`: 32-bit signless integer attribute
    pub fn rows_attr(&self) -> Option<Attribute> {
        self.0.attr("rows")
    }
    pub fn rows(&self) -> Option<i64> {
        ods::attr_int(self.0, "rows")
    }
    /// Attribute `columns`: 32-bit signless integer attribute
    pub fn columns_attr(&self) -> Option<Attribute> {
        self.0.attr("columns")
    }
    pub fn columns(&self) -> Option<i64> {
        ods::attr_int(self.0, "columns")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        matrix: Value,
        data: Value,
        stride: Value,
        is_volatile_attr: Option<Attribute>,
        rows_attr: Option<Attribute>,
        columns_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(
            ctx,
            &MATRIX_COLUMN_MAJOR_STORE_OP_INFO,
            loc,
        );
        st.operands.push(matrix);
        st.operands.push(data);
        st.operands.push(stride);
        st.set_attr(ctx, "isVolatile", is_volatile_attr);
        st.set_attr(ctx, "rows", rows_attr);
        st.set_attr(ctx, "columns", columns_attr);
        st
    }
}
/// Parses `llvm.intr.matrix.column.major.store` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_matrix_column_major_store_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_matrix: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_matrix: Option<Vec<Type>> = None;
    let mut o_data: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_data: Option<Vec<Type>> = None;
    let mut o_stride: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_stride: Option<Vec<Type>> = None;
    o_matrix.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_data.push(p.parse_operand()?);
    p.expect_literal(",")?;
    p.expect_literal("<")?;
    p.expect_literal("stride")?;
    p.expect_literal("=")?;
    o_stride.push(p.parse_operand()?);
    p.expect_literal(">")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_matrix = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    p.expect_literal("to")?;
    ot_data = Some(vec![p.parse_type() ?]);
    p.expect_literal("stride")?;
    ot_stride = Some(vec![p.parse_type_of_class("builtin.integer") ?]);
    let types = ot_matrix.unwrap_or_default();
    p.resolve_operands(&o_matrix, &types, start, &mut st.operands)?;
    let types = ot_data.unwrap_or_default();
    p.resolve_operands(&o_data, &types, start, &mut st.operands)?;
    let types = ot_stride.unwrap_or_default();
    p.resolve_operands(&o_stride, &types, start, &mut st.operands)?;
    Ok(())
}
/// Prints `llvm.intr.matrix.column.major.store` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) in its custom syntax.
fn print_matrix_column_major_store_op<'p, 'a>(
    p: &'p mut print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.write(",");
    p.write(" <");
    p.write("stride");
    p.write(" =");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 2usize));
    p.write(">");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(" to");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 1usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(" stride");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 2usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.matrix.column.major.store` (spec/dialects/llvm_intrinsics.td:N)
pub static MATRIX_COLUMN_MAJOR_STORE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.matrix.column.major.store",
    dialect: "llvm",
    attrs: &[
        ir::AttrInfo {
            name: "isVolatile",
            constraint: Some(LLVM_I1_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "rows",
            constraint: Some(I32_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "columns",
            constraint: Some(I32_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[121usize],
    },
    verify: verify_pow_i_op,
    parse: Some(&(parse_matrix_column_major_store_op as parse::ops::ParseFn)),
    print: Some(&(print_matrix_column_major_store_op as print::ops::PrintFn)),
    operand_types: &[LLVM_ANY_VECTOR, LLVM_ANY_POINTER, ANY_SIGNLESS_INTEGER],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Single],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.matrix.multiply` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct MatrixMultiplyOp<'a>(pub OpRef<'a>);
impl<'a> MatrixMultiplyOp<'a> {
    pub const NAME: &'static str = "llvm.intr.matrix.multiply";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MATRIX_MULTIPLY_OP_INFO).then_some(MatrixMultiplyOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: LLVM dialect-compatible vector type
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, MATRIX_MULTIPLY_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Operand `rhs`: LLVM dialect-compatible vector type
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, MATRIX_MULTIPLY_OP_INFO.operand_arities, 1usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible vector type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, MATRIX_MULTIPLY_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `lhs_rows`: 32-bit signless integer attribute
    pub fn lhs_rows_attr(&self) -> Option<Attribute> {
        self.0.attr("lhs_rows")
    }
    pub fn lhs_rows(&self) -> Option<i64> {
        ods::attr_int(self.0, "lhs_rows")
    }
    /// Attribute `lhs_columns`: 32-bit signless integer attribute
    pub fn lhs_columns_attr(&self) -> Option<Attribute> {
        self.0.attr("lhs_columns")
    }
    pub fn lhs_columns(&self) -> Option<i64> {
        ods::attr_int(self.0, "lhs_columns")
    }
    /// Attribute `rhs_columns`: 32-bit signless integer attribute
    pub fn rhs_columns_attr(&self) -> Option<Attribute> {
        self.0.attr("rhs_columns")
    }
    pub fn rhs_columns(&self) -> Option<i64> {
        ods::attr_int(self.0, "rhs_columns")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        lhs_rows_attr: Option<Attribute>,
        lhs_columns_attr: Option<Attribute>,
        rhs_columns_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MATRIX_MULTIPLY_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "lhs_rows", lhs_rows_attr);
        st.set_attr(ctx, "lhs_columns", lhs_columns_attr);
        st.set_attr(ctx, "rhs_columns", rhs_columns_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Parses `llvm.intr.matrix.multiply` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_matrix_multiply_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_lhs: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_lhs: Option<Vec<Type>> = None;
    let mut o_rhs: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_rhs: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    o_lhs.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_rhs.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    p.expect_literal("(")?;
    ot_lhs = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    p.expect_literal(",")?;
    ot_rhs = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    p.expect_literal(")")?;
    p.expect_literal("->")?;
    rt_res = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    let types = ot_lhs.unwrap_or_default();
    p.resolve_operands(&o_lhs, &types, start, &mut st.operands)?;
    let types = ot_rhs.unwrap_or_default();
    p.resolve_operands(&o_rhs, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.intr.matrix.multiply` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) in its custom syntax.
fn print_matrix_multiply_op<'p, 'a>(
    p: &'p mut print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" (");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(",");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 1usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(")");
    p.write(" ->");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.matrix.multiply` (spec/dialects/llvm_intrinsics.td:N)
pub static MATRIX_MULTIPLY_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.matrix.multiply",
    dialect: "llvm",
    attrs: &[
        ir::AttrInfo {
            name: "lhs_rows",
            constraint: Some(I32_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "lhs_columns",
            constraint: Some(I32_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "rhs_columns",
            constraint: Some(I32_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[122usize],
    },
    verify: verify_pow_i_op,
    parse: Some(&(parse_matrix_multiply_op as parse::ops::ParseFn)),
    print: Some(&(print_matrix_multiply_op as print::ops::PrintFn)),
    operand_types: &[LLVM_ANY_VECTOR, LLVM_ANY_VECTOR],
    result_types: &[LLVM_ANY_VECTOR],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.matrix.transpose` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct MatrixTransposeOp<'a>(pub OpRef<'a>);
impl<'a> MatrixTransposeOp<'a> {
    pub const NAME: &'static str = "llvm.intr.matrix.transpose";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MATRIX_TRANSPOSE_OP_INFO).then_some(MatrixTransposeOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `matrix`: LLVM dialect-compatible vector type
    pub fn matrix(&self) -> Value {
        ods::operand_group(self.0, MATRIX_TRANSPOSE_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible vector type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, MATRIX_TRANSPOSE_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// Attribute `rows`: 32-bit signless integer attribute
    pub fn rows_attr(&self) -> Option<Attribute> {
        self.0.attr("rows")
    }
    pub fn rows(&self) -> Option<i64> {
        ods::attr_int(self.0, "rows")
    }
    /// Attribute `columns`: 32-bit signless integer attribute
    pub fn columns_attr(&self) -> Option<Attribute> {
        self.0.attr("columns")
    }
    pub fn columns(&self) -> Option<i64> {
        ods::attr_int(self.0, "columns")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        matrix: Value,
        rows_attr: Option<Attribute>,
        columns_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MATRIX_TRANSPOSE_OP_INFO, loc);
        st.operands.push(matrix);
        st.set_attr(ctx, "rows", rows_attr);
        st.set_attr(ctx, "columns", columns_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Parses `llvm.intr.matrix.transpose` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_matrix_transpose_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_matrix: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_matrix: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    o_matrix.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_matrix = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    p.expect_literal("into")?;
    rt_res = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    let types = ot_matrix.unwrap_or_default();
    p.resolve_operands(&o_matrix, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.intr.matrix.transpose` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) in its custom syntax.
fn print_matrix_transpose_op<'p, 'a>(
    p: &'p mut print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(" into");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.matrix.transpose` (spec/dialects/llvm_intrinsics.td:N)
pub static MATRIX_TRANSPOSE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.matrix.transpose",
    dialect: "llvm",
    attrs: &[
        ir::AttrInfo {
            name: "rows",
            constraint: Some(I32_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "columns",
            constraint: Some(I32_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[123usize],
    },
    verify: verify_pow_i_op,
    parse: Some(&(parse_matrix_transpose_op as parse::ops::ParseFn)),
    print: Some(&(print_matrix_transpose_op as print::ops::PrintFn)),
    operand_types: &[LLVM_ANY_VECTOR],
    result_types: &[LLVM_ANY_VECTOR],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.masked.load` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct MaskedLoadOp<'a>(pub OpRef<'a>);
impl<'a> MaskedLoadOp<'a> {
    pub const NAME: &'static str = "llvm.intr.masked.load";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MASKED_LOAD_OP_INFO).then_some(MaskedLoadOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `data`: LLVM pointer type
    pub fn data(&self) -> Value {
        ods::operand_group(self.0, MASKED_LOAD_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, MASKED_LOAD_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `pass_thru`: LLVM dialect-compatible vector type
    pub fn pass_thru(&self) -> Option<Value> {
        ods::operand_group(self.0, MASKED_LOAD_OP_INFO.operand_arities, 2usize).first()
    }
    /// Result `res`: LLVM dialect-compatible vector type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, MASKED_LOAD_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `alignment`: 32-bit signless integer attribute
    pub fn alignment_attr(&self) -> Option<Attribute> {
        self.0.attr("alignment")
    }
    pub fn alignment(&self) -> Option<i64> {
        ods::attr_int(self.0, "alignment")
    }
    /// Attribute `nontemporal`: unit attribute
    pub fn nontemporal_attr(&self) -> Option<Attribute> {
        self.0.attr("nontemporal")
    }
    pub fn nontemporal(&self) -> bool {
        self.0.attr("nontemporal").is_some()
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        data: Value,
        mask: Value,
        pass_thru: Option<Value>,
        alignment_attr: Option<Attribute>,
        nontemporal_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MASKED_LOAD_OP_INFO, loc);
        st.operands.push(data);
        st.operands.push(mask);
        st.operands.extend(pass_thru);
        st.set_attr(ctx, "alignment", alignment_attr);
        st.set_attr(ctx, "nontemporal", nontemporal_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Attribute constraint: unit attribute (`UnitAttr`, spec/constraints.td:N)
const UNIT_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "unit attribute",
    check: dialects::gen::constraints::unit_attr,
};
/// Type constraint: LLVM dialect-compatible vector of 1-bit signless integer (first used by `llvm.intr.masked.load`, spec/dialects/llvm_intrinsics.td:N)
const IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT: ir::TypeConstraint = ir::TypeConstraint {
    summary: "LLVM dialect-compatible vector of 1-bit signless integer",
    check: |ctx: &Context, t: Type| llvm_types::pred::llvm_vector_of(
        ctx,
        t,
        &|ctx: &Context, x: Type| -> bool {
            ir::pred::ty::integer_of_width(ctx, x, 1i64)
        },
    ),
};
/// Type constraint: LLVM dialect-compatible vector type (first used by `llvm.intr.masked.load`, spec/dialects/llvm_intrinsics.td:N)
const IS_LLVM_DIALECT_COMPATIBLE_VECTOR_TYPE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "LLVM dialect-compatible vector type",
    check: |ctx: &Context, t: Type| llvm_types::pred::llvm_vector_of(
        ctx,
        t,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
    ),
};
/// Parses `llvm.intr.masked.load` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_masked_load_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_data: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_data: Option<Vec<Type>> = None;
    let mut o_mask: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_mask: Option<Vec<Type>> = None;
    let mut o_pass_thru: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_pass_thru: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    let mut ol_all: u32 = start;
    let mut all_operand_types: Option<usize> = None;
    ol_all = p.peek().offset;
    let all = p.parse_operand_list()?;
    let rest: &[parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_data.extend_from_slice(&rest[..n]);
    let rest = &rest[n..];
    let n = (1usize).min(rest.len());
    o_mask.extend_from_slice(&rest[..n]);
    let rest = &rest[n..];
    let n = (rest.len().saturating_sub(0usize)).min(rest.len());
    o_pass_thru.extend_from_slice(&rest[..n]);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    if !p.at_literal("(") {
        p.parse_type_of_class("builtin.function")?;
    }
    p.expect_literal("(")?;
    let ins = if p.eat_literal(")") {
        Vec::new()
    } else {
        let v = p.parse_type_list()?;
        p.expect_literal(")")?;
        v
    };
    p.expect_literal("->")?;
    let outs = p.parse_function_result_types()?;
    all_operand_types = Some(ins.len());
    let rest: &[Type] = &ins;
    let n = o_data.len().min(rest.len());
    ot_data = Some(rest[..n].to_vec());
    let rest = &rest[n..];
    let n = o_mask.len().min(rest.len());
    ot_mask = Some(rest[..n].to_vec());
    let rest = &rest[n..];
    let n = o_pass_thru.len().min(rest.len());
    ot_pass_thru = Some(rest[..n].to_vec());
    rt_res = Some(outs.clone());
    if let Some(n) = all_operand_types {
        p.check_operand_count(
            0usize + o_data.len() + o_mask.len() + o_pass_thru.len(),
            n,
            ol_all,
        )?;
    }
    let types = ot_data.unwrap_or_default();
    p.resolve_operands(&o_data, &types, start, &mut st.operands)?;
    let types = ot_mask.unwrap_or_default();
    p.resolve_operands(&o_mask, &types, start, &mut st.operands)?;
    let types = ot_pass_thru.unwrap_or_default();
    p.resolve_operands(&o_pass_thru, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.intr.masked.load` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) in its custom syntax.
fn print_masked_load_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(op.operands().iter().copied());
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.masked.load` (spec/dialects/llvm_intrinsics.td:N)
pub static MASKED_LOAD_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.masked.load",
    dialect: "llvm",
    attrs: &[
        ir::AttrInfo {
            name: "alignment",
            constraint: Some(I32_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "nontemporal",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[124usize],
    },
    verify: verify_pow_i_op,
    parse: Some(&(parse_masked_load_op as parse::ops::ParseFn)),
    print: Some(&(print_masked_load_op as print::ops::PrintFn)),
    operand_types: &[
        LLVM_ANY_POINTER,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_TYPE,
    ],
    result_types: &[LLVM_ANY_VECTOR],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Optional],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.masked.store` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct MaskedStoreOp<'a>(pub OpRef<'a>);
impl<'a> MaskedStoreOp<'a> {
    pub const NAME: &'static str = "llvm.intr.masked.store";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MASKED_STORE_OP_INFO).then_some(MaskedStoreOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `value`: LLVM dialect-compatible vector type
    pub fn value(&self) -> Value {
        ods::operand_group(self.0, MASKED_STORE_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `data`: LLVM pointer type
    pub fn data(&self) -> Value {
        ods::operand_group(self.0, MASKED_STORE_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, MASKED_STORE_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Attribute `alignment`: 32-bit signless integer attribute
    pub fn alignment_attr(&self) -> Option<Attribute> {
        self.0.attr("alignment")
    }
    pub fn alignment(&self) -> Option<i64> {
        ods::attr_int(self.0, "alignment")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        value: Value,
        data: Value,
        mask: Value,
        alignment_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MASKED_STORE_OP_INFO, loc);
        st.operands.push(value);
        st.operands.push(data);
        st.operands.push(mask);
        st.set_attr(ctx, "alignment", alignment_attr);
        st
    }
}
/// Parses `llvm.intr.masked.store` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_masked_store_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_value: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_value: Option<Vec<Type>> = None;
    let mut o_data: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_data: Option<Vec<Type>> = None;
    let mut o_mask: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_mask: Option<Vec<Type>> = None;
    o_value.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_data.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_mask.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_value = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    p.expect_literal(",")?;
    ot_mask = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    p.expect_literal("into")?;
    ot_data = Some(vec![p.parse_type() ?]);
    let types = ot_value.unwrap_or_default();
    p.resolve_operands(&o_value, &types, start, &mut st.operands)?;
    let types = ot_data.unwrap_or_default();
    p.resolve_operands(&o_data, &types, start, &mut st.operands)?;
    let types = ot_mask.unwrap_or_default();
    p.resolve_operands(&o_mask, &types, start, &mut st.operands)?;
    Ok(())
}
/// Prints `llvm.intr.masked.store` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) in its custom syntax.
fn print_masked_store_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 2usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(",");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 2usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(" into");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 1usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.masked.store` (spec/dialects/llvm_intrinsics.td:N)
pub static MASKED_STORE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.masked.store",
    dialect: "llvm",
    attrs: &[
        ir::AttrInfo {
            name: "alignment",
            constraint: Some(I32_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[125usize],
    },
    verify: verify_pow_i_op,
    parse: Some(&(parse_masked_store_op as parse::ops::ParseFn)),
    print: Some(&(print_masked_store_op as print::ops::PrintFn)),
    operand_types: &[
        LLVM_ANY_VECTOR,
        LLVM_ANY_POINTER,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
    ],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Single],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.masked.gather` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct MaskedGather<'a>(pub OpRef<'a>);
impl<'a> MaskedGather<'a> {
    pub const NAME: &'static str = "llvm.intr.masked.gather";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MASKED_GATHER_INFO).then_some(MaskedGather(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `ptrs`: LLVM dialect-compatible vector of LLVM pointer type
    pub fn ptrs(&self) -> Value {
        ods::operand_group(self.0, MASKED_GATHER_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, MASKED_GATHER_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `pass_thru`: variadic of LLVM dialect-compatible vector type
    pub fn pass_thru(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, MASKED_GATHER_INFO.operand_arities, 2usize)
    }
    /// Result `res`: LLVM dialect-compatible vector type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, MASKED_GATHER_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `alignment`: 32-bit signless integer attribute
    pub fn alignment_attr(&self) -> Option<Attribute> {
        self.0.attr("alignment")
    }
    pub fn alignment(&self) -> Option<i64> {
        ods::attr_int(self.0, "alignment")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        ptrs: Value,
        mask: Value,
        pass_thru: &[Value],
        alignment_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MASKED_GATHER_INFO, loc);
        st.operands.push(ptrs);
        st.operands.push(mask);
        st.operands.extend_from_slice(pass_thru);
        st.set_attr(ctx, "alignment", alignment_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Type constraint: LLVM dialect-compatible vector of LLVM pointer type (first used by `llvm.intr.masked.gather`, spec/dialects/llvm_intrinsics.td:N)
const IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_LLVM_POINTER: ir::TypeConstraint = ir::TypeConstraint {
    summary: "LLVM dialect-compatible vector of LLVM pointer type",
    check: |ctx: &Context, t: Type| llvm_types::pred::llvm_vector_of(
        ctx,
        t,
        &|ctx: &Context, x: Type| -> bool { llvm_types::pred::llvm_pointer(ctx, x) },
    ),
};
/// Type constraint: variadic of LLVM dialect-compatible vector type (first used by `llvm.intr.masked.gather`, spec/dialects/llvm_intrinsics.td:N)
const IS_VARIADIC_OF_LLVM_DIALECT_COMPATIBLE_VECTOR: ir::TypeConstraint = ir::TypeConstraint {
    summary: "variadic of LLVM dialect-compatible vector type",
    check: |ctx: &Context, t: Type| llvm_types::pred::llvm_vector_of(
        ctx,
        t,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
    ),
};
/// Parses `llvm.intr.masked.gather` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_masked_gather<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_ptrs: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_ptrs: Option<Vec<Type>> = None;
    let mut o_mask: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_mask: Option<Vec<Type>> = None;
    let mut ol_pass_thru: u32 = start;
    let mut o_pass_thru: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_pass_thru: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    let mut ol_all: u32 = start;
    let mut all_operand_types: Option<usize> = None;
    ol_all = p.peek().offset;
    let all = p.parse_operand_list()?;
    let rest: &[parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_ptrs.extend_from_slice(&rest[..n]);
    let rest = &rest[n..];
    let n = (1usize).min(rest.len());
    o_mask.extend_from_slice(&rest[..n]);
    let rest = &rest[n..];
    let n = (rest.len().saturating_sub(0usize)).min(rest.len());
    o_pass_thru.extend_from_slice(&rest[..n]);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    if !p.at_literal("(") {
        p.parse_type_of_class("builtin.function")?;
    }
    p.expect_literal("(")?;
    let ins = if p.eat_literal(")") {
        Vec::new()
    } else {
        let v = p.parse_type_list()?;
        p.expect_literal(")")?;
        v
    };
    p.expect_literal("->")?;
    let outs = p.parse_function_result_types()?;
    all_operand_types = Some(ins.len());
    let rest: &[Type] = &ins;
    let n = o_ptrs.len().min(rest.len());
    ot_ptrs = Some(rest[..n].to_vec());
    let rest = &rest[n..];
    let n = o_mask.len().min(rest.len());
    ot_mask = Some(rest[..n].to_vec());
    let rest = &rest[n..];
    let n = o_pass_thru.len().min(rest.len());
    ot_pass_thru = Some(rest[..n].to_vec());
    rt_res = Some(outs.clone());
    if let Some(n) = all_operand_types {
        p.check_operand_count(
            0usize + o_ptrs.len() + o_mask.len() + o_pass_thru.len(),
            n,
            ol_all,
        )?;
    }
    let types = ot_ptrs.unwrap_or_default();
    p.resolve_operands(&o_ptrs, &types, start, &mut st.operands)?;
    let types = ot_mask.unwrap_or_default();
    p.resolve_operands(&o_mask, &types, start, &mut st.operands)?;
    let types = ot_pass_thru.unwrap_or_default();
    p.resolve_operands(&o_pass_thru, &types, ol_pass_thru, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// `llvm.intr.masked.gather` (spec/dialects/llvm_intrinsics.td:N)
pub static MASKED_GATHER_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.masked.gather",
    dialect: "llvm",
    attrs: &[
        ir::AttrInfo {
            name: "alignment",
            constraint: Some(I32_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[126usize],
    },
    verify: verify_pow_i_op,
    parse: Some(&(parse_masked_gather as parse::ops::ParseFn)),
    print: Some(&(print_masked_load_op as print::ops::PrintFn)),
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_LLVM_POINTER,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        IS_VARIADIC_OF_LLVM_DIALECT_COMPATIBLE_VECTOR,
    ],
    result_types: &[LLVM_ANY_VECTOR],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Variadic],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.masked.scatter` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct MaskedScatter<'a>(pub OpRef<'a>);
impl<'a> MaskedScatter<'a> {
    pub const NAME: &'static str = "llvm.intr.masked.scatter";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MASKED_SCATTER_INFO).then_some(MaskedScatter(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `value`: LLVM dialect-compatible vector type
    pub fn value(&self) -> Value {
        ods::operand_group(self.0, MASKED_SCATTER_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `ptrs`: LLVM dialect-compatible vector of LLVM pointer type
    pub fn ptrs(&self) -> Value {
        ods::operand_group(self.0, MASKED_SCATTER_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, MASKED_SCATTER_INFO.operand_arities, 2usize).get(0)
    }
    /// Attribute `alignment`: 32-bit signless integer attribute
    pub fn alignment_attr(&self) -> Option<Attribute> {
        self.0.attr("alignment")
    }
    pub fn alignment(&self) -> Option<i64> {
        ods::attr_int(self.0, "alignment")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        value: Value,
        ptrs: Value,
        mask: Value,
        alignment_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MASKED_SCATTER_INFO, loc);
        st.operands.push(value);
        st.operands.push(ptrs);
        st.operands.push(mask);
        st.set_attr(ctx, "alignment", alignment_attr);
        st
    }
}
/// Parses `llvm.intr.masked.scatter` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_masked_scatter<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_value: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_value: Option<Vec<Type>> = None;
    let mut o_ptrs: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_ptrs: Option<Vec<Type>> = None;
    let mut o_mask: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_mask: Option<Vec<Type>> = None;
    o_value.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_ptrs.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_mask.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_value = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    p.expect_literal(",")?;
    ot_mask = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    p.expect_literal("into")?;
    ot_ptrs = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    let types = ot_value.unwrap_or_default();
    p.resolve_operands(&o_value, &types, start, &mut st.operands)?;
    let types = ot_ptrs.unwrap_or_default();
    p.resolve_operands(&o_ptrs, &types, start, &mut st.operands)?;
    let types = ot_mask.unwrap_or_default();
    p.resolve_operands(&o_mask, &types, start, &mut st.operands)?;
    Ok(())
}
/// `llvm.intr.masked.scatter` (spec/dialects/llvm_intrinsics.td:N)
pub static MASKED_SCATTER_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.masked.scatter",
    dialect: "llvm",
    attrs: &[
        ir::AttrInfo {
            name: "alignment",
            constraint: Some(I32_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[127usize],
    },
    verify: verify_pow_i_op,
    parse: Some(&(parse_masked_scatter as parse::ops::ParseFn)),
    print: Some(&(print_masked_store_op as print::ops::PrintFn)),
    operand_types: &[
        LLVM_ANY_VECTOR,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_LLVM_POINTER,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
    ],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Single],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.masked.expandload` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct MaskedExpandload<'a>(pub OpRef<'a>);
impl<'a> MaskedExpandload<'a> {
    pub const NAME: &'static str = "llvm.intr.masked.expandload";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MASKED_EXPANDLOAD_INFO).then_some(MaskedExpandload(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `ptr`: LLVM pointer type
    pub fn ptr(&self) -> Value {
        ods::operand_group(self.0, MASKED_EXPANDLOAD_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, MASKED_EXPANDLOAD_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `passthru`: LLVM dialect-compatible vector type
    pub fn passthru(&self) -> Value {
        ods::operand_group(self.0, MASKED_EXPANDLOAD_INFO.operand_arities, 2usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, MASKED_EXPANDLOAD_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `arg_attrs`: Array of dictionary attributes
    pub fn arg_attrs_attr(&self) -> Option<Attribute> {
        self.0.attr("arg_attrs")
    }
    /// Attribute `res_attrs`: Array of dictionary attributes
    pub fn res_attrs_attr(&self) -> Option<Attribute> {
        self.0.attr("res_attrs")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        ptr: Value,
        mask: Value,
        passthru: Value,
        arg_attrs_attr: Option<Attribute>,
        res_attrs_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MASKED_EXPANDLOAD_INFO, loc);
        st.operands.push(ptr);
        st.operands.push(mask);
        st.operands.push(passthru);
        st.set_attr(ctx, "arg_attrs", arg_attrs_attr);
        st.set_attr(ctx, "res_attrs", res_attrs_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.masked.expandload` (spec/dialects/llvm_intrinsics.td:N)
pub static MASKED_EXPANDLOAD_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.masked.expandload",
    dialect: "llvm",
    attrs: &[
        ir::AttrInfo {
            name: "arg_attrs",
            optional: true,
            constraint: Some(IS_ARRAY_OF_DICTIONARY_ATTRIBUTES),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "res_attrs",
            optional: true,
            constraint: Some(IS_ARRAY_OF_DICTIONARY_ATTRIBUTES),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[128usize],
    },
    verify: verify_pow_i_op,
    operand_types: &[
        LLVM_ANY_POINTER,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        LLVM_ANY_VECTOR,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.masked.compressstore` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct MaskedCompressstore<'a>(pub OpRef<'a>);
impl<'a> MaskedCompressstore<'a> {
    pub const NAME: &'static str = "llvm.intr.masked.compressstore";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MASKED_COMPRESSSTORE_INFO).then_some(MaskedCompressstore(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `value`: LLVM dialect-compatible vector type
    pub fn value(&self) -> Value {
        ods::operand_group(self.0, MASKED_COMPRESSSTORE_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Operand `ptr`: LLVM pointer type
    pub fn ptr(&self) -> Value {
        ods::operand_group(self.0, MASKED_COMPRESSSTORE_INFO.operand_arities, 1usize)
            .get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, MASKED_COMPRESSSTORE_INFO.operand_arities, 2usize)
            .get(0)
    }
    /// Attribute `arg_attrs`: Array of dictionary attributes
    pub fn arg_attrs_attr(&self) -> Option<Attribute> {
        self.0.attr("arg_attrs")
    }
    /// Attribute `res_attrs`: Array of dictionary attributes
    pub fn res_attrs_attr(&self) -> Option<Attribute> {
        self.0.attr("res_attrs")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        value: Value,
        ptr: Value,
        mask: Value,
        arg_attrs_attr: Option<Attribute>,
        res_attrs_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MASKED_COMPRESSSTORE_INFO, loc);
        st.operands.push(value);
        st.operands.push(ptr);
        st.operands.push(mask);
        st.set_attr(ctx, "arg_attrs", arg_attrs_attr);
        st.set_attr(ctx, "res_attrs", res_attrs_attr);
        st
    }
}
/// `llvm.intr.masked.compressstore` (spec/dialects/llvm_intrinsics.td:N)
pub static MASKED_COMPRESSSTORE_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.masked.compressstore",
    dialect: "llvm",
    attrs: &[
        ir::AttrInfo {
            name: "arg_attrs",
            optional: true,
            constraint: Some(IS_ARRAY_OF_DICTIONARY_ATTRIBUTES),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "res_attrs",
            optional: true,
            constraint: Some(IS_ARRAY_OF_DICTIONARY_ATTRIBUTES),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[129usize],
    },
    verify: verify_pow_i_op,
    operand_types: &[
        LLVM_ANY_VECTOR,
        LLVM_ANY_POINTER,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
    ],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Single],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vscale` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct Vscale<'a>(pub OpRef<'a>);
impl<'a> Vscale<'a> {
    pub const NAME: &'static str = "llvm.intr.vscale";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VSCALE_INFO).then_some(Vscale(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VSCALE_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, res_ty: Type) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VSCALE_INFO, loc);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vscale` (spec/dialects/llvm_intrinsics.td:N)
pub static VSCALE_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vscale",
    dialect: "llvm",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[130usize],
    },
    verify: verify_lround_op,
    result_types: &[LLVM_TYPE],
    operand_arities: &[],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.stepvector` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct StepVectorOp<'a>(pub OpRef<'a>);
impl<'a> StepVectorOp<'a> {
    pub const NAME: &'static str = "llvm.intr.stepvector";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &STEP_VECTOR_OP_INFO).then_some(StepVectorOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Result `res`: LLVM dialect-compatible vector of signless integer
    pub fn res(&self) -> Value {
        ods::results_group(self.0, STEP_VECTOR_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, res_ty: Type) -> OperationState {
        let mut st = OperationState::for_op(ctx, &STEP_VECTOR_OP_INFO, loc);
        st.result_types.push(res_ty);
        st
    }
}
/// Parses `llvm.intr.stepvector` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_step_vector_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut rt_res: Option<Vec<Type>> = None;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    rt_res = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// `llvm.intr.stepvector` (spec/dialects/llvm_intrinsics.td:N)
pub static STEP_VECTOR_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.stepvector",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[131usize],
    },
    verify: verify_lround_op,
    parse: Some(&(parse_step_vector_op as parse::ops::ParseFn)),
    print: Some(&(print_stack_save_op as print::ops::PrintFn)),
    result_types: &[IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS],
    operand_arities: &[],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vector.insert` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VectorInsert<'a>(pub OpRef<'a>);
impl<'a> VectorInsert<'a> {
    pub const NAME: &'static str = "llvm.intr.vector.insert";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VECTOR_INSERT_INFO).then_some(VectorInsert(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `dstvec`: LLVM dialect-compatible vector type
    pub fn dstvec(&self) -> Value {
        ods::operand_group(self.0, VECTOR_INSERT_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `srcvec`: LLVM dialect-compatible vector type
    pub fn srcvec(&self) -> Value {
        ods::operand_group(self.0, VECTOR_INSERT_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible vector type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VECTOR_INSERT_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `pos`: 64-bit signless integer attribute
    pub fn pos_attr(&self) -> Option<Attribute> {
        self.0.attr("pos")
    }
    pub fn pos(&self) -> Option<i64> {
        ods::attr_int(self.0, "pos")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        dstvec: Value,
        srcvec: Value,
        pos_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VECTOR_INSERT_INFO, loc);
        st.operands.push(dstvec);
        st.operands.push(srcvec);
        st.set_attr(ctx, "pos", pos_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Verifies `llvm.intr.vector.insert` (spec/dialects/llvm_intrinsics.td:N) and the ops that check the same things.
fn verify_vector_insert(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    ods::all_equal(
        op,
        &[
            ods::operand_group_at(op, 0usize).first().map(|v| op.value_type(v)),
            ods::results_group_at(op, 0usize).first().map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {dstvec, res} have same type",
    )?;
    dialects::native::llvm::verify_vector_insert(op)?;
    Ok(())
}
/// Parses `llvm.intr.vector.insert` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_vector_insert<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_dstvec: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_dstvec: Option<Vec<Type>> = None;
    let mut o_srcvec: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_srcvec: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    o_srcvec.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_dstvec.push(p.parse_operand()?);
    p.expect_literal("[")?;
    let a = p.parse_attribute(Some(ctx.integer_type(64u32)))?;
    st.add_attr(ctx.ident("pos"), a);
    p.expect_literal("]")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_srcvec = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    p.expect_literal("into")?;
    rt_res = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    if ot_dstvec.is_none() {
        if let Some(t) = rt_res.as_ref().and_then(|v| v.first().copied()) {
            ot_dstvec = Some(vec![t; o_dstvec.len()]);
        }
    }
    let types = ot_dstvec.unwrap_or_default();
    p.resolve_operands(&o_dstvec, &types, start, &mut st.operands)?;
    let types = ot_srcvec.unwrap_or_default();
    p.resolve_operands(&o_srcvec, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.intr.vector.insert` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) in its custom syntax.
fn print_vector_insert<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write("[");
    if let Some(a) = op.attr("pos") {
        p.print_attr_value(a, true);
    }
    p.write("]");
    p.print_optional_attr_dict(op, &["pos"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 1usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(" into");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.vector.insert` (spec/dialects/llvm_intrinsics.td:N)
pub static VECTOR_INSERT_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vector.insert",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "pos",
            constraint: Some(I64_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[132usize],
    },
    verify: verify_vector_insert,
    parse: Some(&(parse_vector_insert as parse::ops::ParseFn)),
    print: Some(&(print_vector_insert as print::ops::PrintFn)),
    operand_types: &[LLVM_ANY_VECTOR, LLVM_ANY_VECTOR],
    result_types: &[LLVM_ANY_VECTOR],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vector.extract` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VectorExtract<'a>(pub OpRef<'a>);
impl<'a> VectorExtract<'a> {
    pub const NAME: &'static str = "llvm.intr.vector.extract";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VECTOR_EXTRACT_INFO).then_some(VectorExtract(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `srcvec`: LLVM dialect-compatible vector type
    pub fn srcvec(&self) -> Value {
        ods::operand_group(self.0, VECTOR_EXTRACT_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible vector type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VECTOR_EXTRACT_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `pos`: 64-bit signless integer attribute
    pub fn pos_attr(&self) -> Option<Attribute> {
        self.0.attr("pos")
    }
    pub fn pos(&self) -> Option<i64> {
        ods::attr_int(self.0, "pos")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        srcvec: Value,
        pos_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VECTOR_EXTRACT_INFO, loc);
        st.operands.push(srcvec);
        st.set_attr(ctx, "pos", pos_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Verifies `llvm.intr.vector.extract` (spec/dialects/llvm_intrinsics.td:N) and the ops that check the same things.
fn verify_vector_extract(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::llvm::verify_vector_extract(op)?;
    Ok(())
}
/// Parses `llvm.intr.vector.extract` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_vector_extract<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_srcvec: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_srcvec: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    o_srcvec.push(p.parse_operand()?);
    p.expect_literal("[")?;
    let a = p.parse_attribute(Some(ctx.integer_type(64u32)))?;
    st.add_attr(ctx.ident("pos"), a);
    p.expect_literal("]")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    rt_res = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    p.expect_literal("from")?;
    ot_srcvec = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    let types = ot_srcvec.unwrap_or_default();
    p.resolve_operands(&o_srcvec, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.intr.vector.extract` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) in its custom syntax.
fn print_vector_extract<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write("[");
    if let Some(a) = op.attr("pos") {
        p.print_attr_value(a, true);
    }
    p.write("]");
    p.print_optional_attr_dict(op, &["pos"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(" from");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.vector.extract` (spec/dialects/llvm_intrinsics.td:N)
pub static VECTOR_EXTRACT_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vector.extract",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "pos",
            constraint: Some(I64_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[133usize],
    },
    verify: verify_vector_extract,
    parse: Some(&(parse_vector_extract as parse::ops::ParseFn)),
    print: Some(&(print_vector_extract as print::ops::PrintFn)),
    operand_types: &[LLVM_ANY_VECTOR],
    result_types: &[LLVM_ANY_VECTOR],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vector.interleave2` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VectorInterleave2<'a>(pub OpRef<'a>);
impl<'a> VectorInterleave2<'a> {
    pub const NAME: &'static str = "llvm.intr.vector.interleave2";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VECTOR_INTERLEAVE2_INFO).then_some(VectorInterleave2(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `vec1`: LLVM dialect-compatible vector type
    pub fn vec1(&self) -> Value {
        ods::operand_group(self.0, VECTOR_INTERLEAVE2_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Operand `vec2`: LLVM dialect-compatible vector type
    pub fn vec2(&self) -> Value {
        ods::operand_group(self.0, VECTOR_INTERLEAVE2_INFO.operand_arities, 1usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VECTOR_INTERLEAVE2_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        vec1: Value,
        vec2: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VECTOR_INTERLEAVE2_INFO, loc);
        st.operands.push(vec1);
        st.operands.push(vec2);
        st.result_types.push(res_ty);
        st
    }
}
/// Verifies `llvm.intr.vector.interleave2` (spec/dialects/llvm_intrinsics.td:N) and the ops that check the same things.
fn verify_vector_interleave2(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    ods::all_equal(
        op,
        &[
            ods::operand_group_at(op, 0usize).first().map(|v| op.value_type(v)),
            ods::operand_group_at(op, 1usize).first().map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {vec1, vec2} have same type",
    )?;
    dialects::native::llvm::verify_interleave2(op)?;
    Ok(())
}
/// `llvm.intr.vector.interleave2` (spec/dialects/llvm_intrinsics.td:N)
pub static VECTOR_INTERLEAVE2_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vector.interleave2",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[134usize],
    },
    verify: verify_vector_interleave2,
    operand_types: &[LLVM_ANY_VECTOR, LLVM_ANY_VECTOR],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vector.deinterleave2` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VectorDeinterleave2<'a>(pub OpRef<'a>);
impl<'a> VectorDeinterleave2<'a> {
    pub const NAME: &'static str = "llvm.intr.vector.deinterleave2";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VECTOR_DEINTERLEAVE2_INFO).then_some(VectorDeinterleave2(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `vec`: LLVM dialect-compatible vector type
    pub fn vec(&self) -> Value {
        ods::operand_group(self.0, VECTOR_DEINTERLEAVE2_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VECTOR_DEINTERLEAVE2_INFO.result_arities, 0usize)
            .get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        vec: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VECTOR_DEINTERLEAVE2_INFO, loc);
        st.operands.push(vec);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vector.deinterleave2` (spec/dialects/llvm_intrinsics.td:N)
pub static VECTOR_DEINTERLEAVE2_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vector.deinterleave2",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[135usize],
    },
    verify: verify_lround_op,
    operand_types: &[LLVM_ANY_VECTOR],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.trap` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct Trap<'a>(pub OpRef<'a>);
impl<'a> Trap<'a> {
    pub const NAME: &'static str = "llvm.intr.trap";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &TRAP_INFO).then_some(Trap(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute) -> OperationState {
        let mut st = OperationState::for_op(ctx, &TRAP_INFO, loc);
        st
    }
}
/// Verifies `llvm.intr.trap` (spec/dialects/llvm_intrinsics.td:N) and the ops that check the same things.
fn verify_trap(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    Ok(())
}
/// Parses `llvm.intr.trap` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_trap<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    p.parse_optional_attr_dict(st)?;
    Ok(())
}
/// Prints `llvm.intr.trap` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) in its custom syntax.
fn print_trap<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.print_optional_attr_dict(op, &[]);
}
/// `llvm.intr.trap` (spec/dialects/llvm_intrinsics.td:N)
pub static TRAP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.trap",
    dialect: "llvm",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[136usize],
    },
    verify: verify_trap,
    parse: Some(&(parse_trap as parse::ops::ParseFn)),
    print: Some(&(print_trap as print::ops::PrintFn)),
    operand_arities: &[],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.debugtrap` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct DebugTrap<'a>(pub OpRef<'a>);
impl<'a> DebugTrap<'a> {
    pub const NAME: &'static str = "llvm.intr.debugtrap";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &DEBUG_TRAP_INFO).then_some(DebugTrap(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute) -> OperationState {
        let mut st = OperationState::for_op(ctx, &DEBUG_TRAP_INFO, loc);
        st
    }
}
/// `llvm.intr.debugtrap` (spec/dialects/llvm_intrinsics.td:N)
pub static DEBUG_TRAP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.debugtrap",
    dialect: "llvm",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[137usize],
    },
    verify: verify_trap,
    parse: Some(&(parse_trap as parse::ops::ParseFn)),
    print: Some(&(print_trap as print::ops::PrintFn)),
    operand_arities: &[],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.ubsantrap` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct UbSanTrap<'a>(pub OpRef<'a>);
impl<'a> UbSanTrap<'a> {
    pub const NAME: &'static str = "llvm.intr.ubsantrap";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &UB_SAN_TRAP_INFO).then_some(UbSanTrap(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Attribute `failureKind`: 8-bit signless integer attribute
    pub fn failure_kind_attr(&self) -> Option<Attribute> {
        self.0.attr("failureKind")
    }
    pub fn failure_kind(&self) -> Option<i64> {
        ods::attr_int(self.0, "failureKind")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        failure_kind_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &UB_SAN_TRAP_INFO, loc);
        st.set_attr(ctx, "failureKind", failure_kind_attr);
        st
    }
}
/// Attribute constraint: 8-bit signless integer attribute (`LLVM_I8Attr`, spec/dialects/llvm_intrinsics.td:N)
const LLVM_I8_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "8-bit signless integer attribute",
    check: dialects::gen::llvm_intrinsics::llvm_i8_attr,
};
/// Parses `llvm.intr.ubsantrap` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_ub_san_trap<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    p.parse_prop_dict(st)?;
    p.parse_optional_attr_dict(st)?;
    Ok(())
}
/// Prints `llvm.intr.ubsantrap` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) in its custom syntax.
fn print_ub_san_trap<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.print_optional_prop_dict(op, &[]);
    p.print_optional_attr_dict(op, &["failureKind"]);
}
/// `llvm.intr.ubsantrap` (spec/dialects/llvm_intrinsics.td:N)
pub static UB_SAN_TRAP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.ubsantrap",
    dialect: "llvm",
    attrs: &[
        ir::AttrInfo {
            name: "failureKind",
            constraint: Some(LLVM_I8_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[138usize],
    },
    verify: verify_no_alias_scope_decl_op,
    parse: Some(&(parse_ub_san_trap as parse::ops::ParseFn)),
    print: Some(&(print_ub_san_trap as print::ops::PrintFn)),
    operand_arities: &[],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.var.annotation` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VarAnnotation<'a>(pub OpRef<'a>);
impl<'a> VarAnnotation<'a> {
    pub const NAME: &'static str = "llvm.intr.var.annotation";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VAR_ANNOTATION_INFO).then_some(VarAnnotation(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `val`: LLVM pointer type
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, VAR_ANNOTATION_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `annotation`: LLVM pointer type
    pub fn annotation(&self) -> Value {
        ods::operand_group(self.0, VAR_ANNOTATION_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `fileName`: LLVM pointer type
    pub fn file_name(&self) -> Value {
        ods::operand_group(self.0, VAR_ANNOTATION_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `line`: 32-bit signless integer
    pub fn line(&self) -> Value {
        ods::operand_group(self.0, VAR_ANNOTATION_INFO.operand_arities, 3usize).get(0)
    }
    /// Operand `attr`: LLVM pointer type
    pub fn attr(&self) -> Value {
        ods::operand_group(self.0, VAR_ANNOTATION_INFO.operand_arities, 4usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        val: Value,
        annotation: Value,
        file_name: Value,
        line: Value,
        attr: Value,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VAR_ANNOTATION_INFO, loc);
        st.operands.push(val);
        st.operands.push(annotation);
        st.operands.push(file_name);
        st.operands.push(line);
        st.operands.push(attr);
        st
    }
}
/// Verifies `llvm.intr.var.annotation` (spec/dialects/llvm_intrinsics.td:N) and the ops that check the same things.
fn verify_var_annotation(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    ods::all_equal(
        op,
        &[
            ods::operand_group_at(op, 1usize).first().map(|v| op.value_type(v)),
            ods::operand_group_at(op, 2usize).first().map(|v| op.value_type(v)),
            ods::operand_group_at(op, 4usize).first().map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {annotation, fileName, attr} have same type",
    )?;
    Ok(())
}
/// `llvm.intr.var.annotation` (spec/dialects/llvm_intrinsics.td:N)
pub static VAR_ANNOTATION_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.var.annotation",
    dialect: "llvm",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[139usize],
    },
    verify: verify_var_annotation,
    operand_types: &[
        LLVM_ANY_POINTER,
        LLVM_ANY_POINTER,
        LLVM_ANY_POINTER,
        I32,
        LLVM_ANY_POINTER,
    ],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.ptr.annotation` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct PtrAnnotation<'a>(pub OpRef<'a>);
impl<'a> PtrAnnotation<'a> {
    pub const NAME: &'static str = "llvm.intr.ptr.annotation";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &PTR_ANNOTATION_INFO).then_some(PtrAnnotation(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `ptr`: LLVM pointer type
    pub fn ptr(&self) -> Value {
        ods::operand_group(self.0, PTR_ANNOTATION_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `annotation`: LLVM pointer type
    pub fn annotation(&self) -> Value {
        ods::operand_group(self.0, PTR_ANNOTATION_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `fileName`: LLVM pointer type
    pub fn file_name(&self) -> Value {
        ods::operand_group(self.0, PTR_ANNOTATION_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `line`: 32-bit signless integer
    pub fn line(&self) -> Value {
        ods::operand_group(self.0, PTR_ANNOTATION_INFO.operand_arities, 3usize).get(0)
    }
    /// Operand `attr`: LLVM pointer type
    pub fn attr(&self) -> Value {
        ods::operand_group(self.0, PTR_ANNOTATION_INFO.operand_arities, 4usize).get(0)
    }
    /// Result `res`: LLVM pointer type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, PTR_ANNOTATION_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        ptr: Value,
        annotation: Value,
        file_name: Value,
        line: Value,
        attr: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &PTR_ANNOTATION_INFO, loc);
        st.operands.push(ptr);
        st.operands.push(annotation);
        st.operands.push(file_name);
        st.operands.push(line);
        st.operands.push(attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Verifies `llvm.intr.ptr.annotation` (spec/dialects/llvm_intrinsics.td:N) and the ops that check the same things.
fn verify_ptr_annotation(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    ods::all_equal(
        op,
        &[
            ods::results_group_at(op, 0usize).first().map(|v| op.value_type(v)),
            ods::operand_group_at(op, 0usize).first().map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {res, ptr} have same type",
    )?;
    ods::all_equal(
        op,
        &[
            ods::operand_group_at(op, 1usize).first().map(|v| op.value_type(v)),
            ods::operand_group_at(op, 2usize).first().map(|v| op.value_type(v)),
            ods::operand_group_at(op, 4usize).first().map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {annotation, fileName, attr} have same type",
    )?;
    Ok(())
}
/// `llvm.intr.ptr.annotation` (spec/dialects/llvm_intrinsics.td:N)
pub static PTR_ANNOTATION_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.ptr.annotation",
    dialect: "llvm",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[140usize],
    },
    verify: verify_ptr_annotation,
    operand_types: &[
        LLVM_ANY_POINTER,
        LLVM_ANY_POINTER,
        LLVM_ANY_POINTER,
        I32,
        LLVM_ANY_POINTER,
    ],
    result_types: &[LLVM_ANY_POINTER],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.annotation` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct Annotation<'a>(pub OpRef<'a>);
impl<'a> Annotation<'a> {
    pub const NAME: &'static str = "llvm.intr.annotation";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ANNOTATION_INFO).then_some(Annotation(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `integer`: signless integer
    pub fn integer(&self) -> Value {
        ods::operand_group(self.0, ANNOTATION_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `annotation`: LLVM pointer type
    pub fn annotation(&self) -> Value {
        ods::operand_group(self.0, ANNOTATION_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `fileName`: LLVM pointer type
    pub fn file_name(&self) -> Value {
        ods::operand_group(self.0, ANNOTATION_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `line`: 32-bit signless integer
    pub fn line(&self) -> Value {
        ods::operand_group(self.0, ANNOTATION_INFO.operand_arities, 3usize).get(0)
    }
    /// Result `res`: signless integer
    pub fn res(&self) -> Value {
        ods::results_group(self.0, ANNOTATION_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        integer: Value,
        annotation: Value,
        file_name: Value,
        line: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ANNOTATION_INFO, loc);
        st.operands.push(integer);
        st.operands.push(annotation);
        st.operands.push(file_name);
        st.operands.push(line);
        st.result_types.push(res_ty);
        st
    }
}
/// Verifies `llvm.intr.annotation` (spec/dialects/llvm_intrinsics.td:N) and the ops that check the same things.
fn verify_annotation(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    ods::all_equal(
        op,
        &[
            ods::results_group_at(op, 0usize).first().map(|v| op.value_type(v)),
            ods::operand_group_at(op, 0usize).first().map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {res, integer} have same type",
    )?;
    ods::all_equal(
        op,
        &[
            ods::operand_group_at(op, 1usize).first().map(|v| op.value_type(v)),
            ods::operand_group_at(op, 2usize).first().map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {annotation, fileName} have same type",
    )?;
    Ok(())
}
/// `llvm.intr.annotation` (spec/dialects/llvm_intrinsics.td:N)
pub static ANNOTATION_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.annotation",
    dialect: "llvm",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[141usize],
    },
    verify: verify_annotation,
    operand_types: &[ANY_SIGNLESS_INTEGER, LLVM_ANY_POINTER, LLVM_ANY_POINTER, I32],
    result_types: &[ANY_SIGNLESS_INTEGER],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.experimental.constrained.fptrunc` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct ConstrainedFpTruncIntr<'a>(pub OpRef<'a>);
impl<'a> ConstrainedFpTruncIntr<'a> {
    pub const NAME: &'static str = "llvm.intr.experimental.constrained.fptrunc";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CONSTRAINED_FP_TRUNC_INTR_INFO)
            .then_some(ConstrainedFpTruncIntr(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `arg_0`: LLVM dialect-compatible type
    pub fn arg_0(&self) -> Value {
        ods::operand_group(
                self.0,
                CONSTRAINED_FP_TRUNC_INTR_INFO.operand_arities,
                0usize,
            )
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, CONSTRAINED_FP_TRUNC_INTR_INFO.result_arities, 0usize)
            .get(0)
    }
    /// Attribute `roundingmode`: LLVM Rounding Mode
    pub fn roundingmode_attr(&self) -> Option<Attribute> {
        self.0.attr("roundingmode")
    }
    pub fn roundingmode(&self) -> Option<dialects::gen::llvm_enums::RoundingMode> {
        ods::attr_enum_value(self.0, "roundingmode")
            .and_then(dialects::gen::llvm_enums::RoundingMode::from_value)
    }
    /// Attribute `fpExceptionBehavior`: LLVM Exception Behavior
    pub fn fp_exception_behavior_attr(&self) -> Option<Attribute> {
        self.0.attr("fpExceptionBehavior")
    }
    pub fn fp_exception_behavior(
        &self,
    ) -> Option<dialects::gen::llvm_enums::FpExceptionBehavior> {
        ods::attr_enum_value(self.0, "fpExceptionBehavior")
            .and_then(dialects::gen::llvm_enums::FpExceptionBehavior::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        arg_0: Value,
        roundingmode_attr: Option<Attribute>,
        fp_exception_behavior_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CONSTRAINED_FP_TRUNC_INTR_INFO, loc);
        st.operands.push(arg_0);
        st.set_attr(ctx, "roundingmode", roundingmode_attr);
        st.set_attr(ctx, "fpExceptionBehavior", fp_exception_behavior_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Attribute constraint: LLVM Rounding Mode whose minimum value is 0 (first used by `llvm.intr.experimental.constrained.fptrunc`, spec/dialects/llvm_intrinsics.td:N)
const IS_LLVM_ROUNDING_MODE_WHOSE_MINIMUM_VALUE_IS_0: ir::AttrConstraint = ir::AttrConstraint {
    summary: "LLVM Rounding Mode whose minimum value is 0",
    check: |ctx: &Context, a: Attribute| {
        dialects::gen::llvm_intrinsics::llvm_valid_rounding_mode_attr(ctx, a)
            && dialects::native::preds::int_attr_min_0(ctx, a)
    },
};
/// Attribute constraint: LLVM Exception Behavior (`LLVM_FPExceptionBehaviorAttr`, spec/dialects/llvm_enums.td:N)
const LLVM_FP_EXCEPTION_BEHAVIOR_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "LLVM Exception Behavior",
    check: dialects::gen::llvm_enums::llvm_fp_exception_behavior_attr,
};
/// Parses `llvm.intr.experimental.constrained.fptrunc` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_constrained_fp_trunc_intr<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_arg_0: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_arg_0: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    o_arg_0.push(p.parse_operand()?);
    let v = ods::parse_enum_keyword(
        p,
        &dialects::gen::llvm_enums::LLVM_ROUNDING_MODE_ATTR_ENUM,
        "roundingmode",
    )?;
    st.add_attr(
        ctx.ident("roundingmode"),
        ctx.integer_attr(ctx.integer_type(64u32), v as i128),
    );
    let v = ods::parse_enum_keyword(
        p,
        &dialects::gen::llvm_enums::LLVM_FP_EXCEPTION_BEHAVIOR_ATTR_ENUM,
        "fpExceptionBehavior",
    )?;
    st.add_attr(
        ctx.ident("fpExceptionBehavior"),
        ctx.integer_attr(ctx.integer_type(64u32), v as i128),
    );
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_arg_0 = Some(vec![p.parse_type() ?]);
    p.expect_literal("to")?;
    rt_res = Some(vec![p.parse_type() ?]);
    let types = ot_arg_0.unwrap_or_default();
    p.resolve_operands(&o_arg_0, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.intr.experimental.constrained.fptrunc` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) in its custom syntax.
fn print_constrained_fp_trunc_intr<'p, 'a>(
    p: &'p mut print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(" ");
    if let Some(a) = op.attr("roundingmode") {
        ods::print_enum_keyword(
            p,
            &dialects::gen::llvm_enums::LLVM_ROUNDING_MODE_ATTR_ENUM,
            a,
        );
    }
    p.write(" ");
    if let Some(a) = op.attr("fpExceptionBehavior") {
        ods::print_enum_keyword(
            p,
            &dialects::gen::llvm_enums::LLVM_FP_EXCEPTION_BEHAVIOR_ATTR_ENUM,
            a,
        );
    }
    p.print_optional_attr_dict(op, &["roundingmode", "fpExceptionBehavior"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(" to");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.experimental.constrained.fptrunc` (spec/dialects/llvm_intrinsics.td:N)
pub static CONSTRAINED_FP_TRUNC_INTR_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.experimental.constrained.fptrunc",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "roundingmode",
            constraint: Some(IS_LLVM_ROUNDING_MODE_WHOSE_MINIMUM_VALUE_IS_0),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "fpExceptionBehavior",
            constraint: Some(LLVM_FP_EXCEPTION_BEHAVIOR_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[142usize],
    },
    verify: verify_pow_i_op,
    parse: Some(&(parse_constrained_fp_trunc_intr as parse::ops::ParseFn)),
    print: Some(&(print_constrained_fp_trunc_intr as print::ops::PrintFn)),
    operand_types: &[LLVM_TYPE],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.experimental.constrained.fpext` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct ConstrainedFpExtIntr<'a>(pub OpRef<'a>);
impl<'a> ConstrainedFpExtIntr<'a> {
    pub const NAME: &'static str = "llvm.intr.experimental.constrained.fpext";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CONSTRAINED_FP_EXT_INTR_INFO).then_some(ConstrainedFpExtIntr(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `arg_0`: LLVM dialect-compatible type
    pub fn arg_0(&self) -> Value {
        ods::operand_group(self.0, CONSTRAINED_FP_EXT_INTR_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, CONSTRAINED_FP_EXT_INTR_INFO.result_arities, 0usize)
            .get(0)
    }
    /// Attribute `fpExceptionBehavior`: LLVM Exception Behavior
    pub fn fp_exception_behavior_attr(&self) -> Option<Attribute> {
        self.0.attr("fpExceptionBehavior")
    }
    pub fn fp_exception_behavior(
        &self,
    ) -> Option<dialects::gen::llvm_enums::FpExceptionBehavior> {
        ods::attr_enum_value(self.0, "fpExceptionBehavior")
            .and_then(dialects::gen::llvm_enums::FpExceptionBehavior::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        arg_0: Value,
        fp_exception_behavior_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CONSTRAINED_FP_EXT_INTR_INFO, loc);
        st.operands.push(arg_0);
        st.set_attr(ctx, "fpExceptionBehavior", fp_exception_behavior_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Parses `llvm.intr.experimental.constrained.fpext` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_constrained_fp_ext_intr<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_arg_0: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_arg_0: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    o_arg_0.push(p.parse_operand()?);
    let v = ods::parse_enum_keyword(
        p,
        &dialects::gen::llvm_enums::LLVM_FP_EXCEPTION_BEHAVIOR_ATTR_ENUM,
        "fpExceptionBehavior",
    )?;
    st.add_attr(
        ctx.ident("fpExceptionBehavior"),
        ctx.integer_attr(ctx.integer_type(64u32), v as i128),
    );
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_arg_0 = Some(vec![p.parse_type() ?]);
    p.expect_literal("to")?;
    rt_res = Some(vec![p.parse_type() ?]);
    let types = ot_arg_0.unwrap_or_default();
    p.resolve_operands(&o_arg_0, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.intr.experimental.constrained.fpext` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) in its custom syntax.
fn print_constrained_fp_ext_intr<'p, 'a>(
    p: &'p mut print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(" ");
    if let Some(a) = op.attr("fpExceptionBehavior") {
        ods::print_enum_keyword(
            p,
            &dialects::gen::llvm_enums::LLVM_FP_EXCEPTION_BEHAVIOR_ATTR_ENUM,
            a,
        );
    }
    p.print_optional_attr_dict(op, &["fpExceptionBehavior"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(" to");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.experimental.constrained.fpext` (spec/dialects/llvm_intrinsics.td:N)
pub static CONSTRAINED_FP_EXT_INTR_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.experimental.constrained.fpext",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "fpExceptionBehavior",
            constraint: Some(LLVM_FP_EXCEPTION_BEHAVIOR_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[143usize],
    },
    verify: verify_pow_i_op,
    parse: Some(&(parse_constrained_fp_ext_intr as parse::ops::ParseFn)),
    print: Some(&(print_constrained_fp_ext_intr as print::ops::PrintFn)),
    operand_types: &[LLVM_TYPE],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.experimental.constrained.sitofp` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct ConstrainedSiToFp<'a>(pub OpRef<'a>);
impl<'a> ConstrainedSiToFp<'a> {
    pub const NAME: &'static str = "llvm.intr.experimental.constrained.sitofp";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CONSTRAINED_SI_TO_FP_INFO).then_some(ConstrainedSiToFp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `arg_0`: LLVM dialect-compatible type
    pub fn arg_0(&self) -> Value {
        ods::operand_group(self.0, CONSTRAINED_SI_TO_FP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, CONSTRAINED_SI_TO_FP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// Attribute `roundingmode`: LLVM Rounding Mode
    pub fn roundingmode_attr(&self) -> Option<Attribute> {
        self.0.attr("roundingmode")
    }
    pub fn roundingmode(&self) -> Option<dialects::gen::llvm_enums::RoundingMode> {
        ods::attr_enum_value(self.0, "roundingmode")
            .and_then(dialects::gen::llvm_enums::RoundingMode::from_value)
    }
    /// Attribute `fpExceptionBehavior`: LLVM Exception Behavior
    pub fn fp_exception_behavior_attr(&self) -> Option<Attribute> {
        self.0.attr("fpExceptionBehavior")
    }
    pub fn fp_exception_behavior(
        &self,
    ) -> Option<dialects::gen::llvm_enums::FpExceptionBehavior> {
        ods::attr_enum_value(self.0, "fpExceptionBehavior")
            .and_then(dialects::gen::llvm_enums::FpExceptionBehavior::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        arg_0: Value,
        roundingmode_attr: Option<Attribute>,
        fp_exception_behavior_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CONSTRAINED_SI_TO_FP_INFO, loc);
        st.operands.push(arg_0);
        st.set_attr(ctx, "roundingmode", roundingmode_attr);
        st.set_attr(ctx, "fpExceptionBehavior", fp_exception_behavior_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.experimental.constrained.sitofp` (spec/dialects/llvm_intrinsics.td:N)
pub static CONSTRAINED_SI_TO_FP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.experimental.constrained.sitofp",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "roundingmode",
            constraint: Some(IS_LLVM_ROUNDING_MODE_WHOSE_MINIMUM_VALUE_IS_0),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "fpExceptionBehavior",
            constraint: Some(LLVM_FP_EXCEPTION_BEHAVIOR_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[144usize],
    },
    verify: verify_pow_i_op,
    parse: Some(&(parse_constrained_fp_trunc_intr as parse::ops::ParseFn)),
    print: Some(&(print_constrained_fp_trunc_intr as print::ops::PrintFn)),
    operand_types: &[LLVM_TYPE],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.experimental.constrained.uitofp` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct ConstrainedUiToFp<'a>(pub OpRef<'a>);
impl<'a> ConstrainedUiToFp<'a> {
    pub const NAME: &'static str = "llvm.intr.experimental.constrained.uitofp";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CONSTRAINED_UI_TO_FP_INFO).then_some(ConstrainedUiToFp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `arg_0`: LLVM dialect-compatible type
    pub fn arg_0(&self) -> Value {
        ods::operand_group(self.0, CONSTRAINED_UI_TO_FP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, CONSTRAINED_UI_TO_FP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// Attribute `roundingmode`: LLVM Rounding Mode
    pub fn roundingmode_attr(&self) -> Option<Attribute> {
        self.0.attr("roundingmode")
    }
    pub fn roundingmode(&self) -> Option<dialects::gen::llvm_enums::RoundingMode> {
        ods::attr_enum_value(self.0, "roundingmode")
            .and_then(dialects::gen::llvm_enums::RoundingMode::from_value)
    }
    /// Attribute `fpExceptionBehavior`: LLVM Exception Behavior
    pub fn fp_exception_behavior_attr(&self) -> Option<Attribute> {
        self.0.attr("fpExceptionBehavior")
    }
    pub fn fp_exception_behavior(
        &self,
    ) -> Option<dialects::gen::llvm_enums::FpExceptionBehavior> {
        ods::attr_enum_value(self.0, "fpExceptionBehavior")
            .and_then(dialects::gen::llvm_enums::FpExceptionBehavior::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        arg_0: Value,
        roundingmode_attr: Option<Attribute>,
        fp_exception_behavior_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CONSTRAINED_UI_TO_FP_INFO, loc);
        st.operands.push(arg_0);
        st.set_attr(ctx, "roundingmode", roundingmode_attr);
        st.set_attr(ctx, "fpExceptionBehavior", fp_exception_behavior_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.experimental.constrained.uitofp` (spec/dialects/llvm_intrinsics.td:N)
pub static CONSTRAINED_UI_TO_FP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.experimental.constrained.uitofp",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "roundingmode",
            constraint: Some(IS_LLVM_ROUNDING_MODE_WHOSE_MINIMUM_VALUE_IS_0),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "fpExceptionBehavior",
            constraint: Some(LLVM_FP_EXCEPTION_BEHAVIOR_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[145usize],
    },
    verify: verify_pow_i_op,
    parse: Some(&(parse_constrained_fp_trunc_intr as parse::ops::ParseFn)),
    print: Some(&(print_constrained_fp_trunc_intr as print::ops::PrintFn)),
    operand_types: &[LLVM_TYPE],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.add` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpAddOp<'a>(pub OpRef<'a>);
impl<'a> VpAddOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.add";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VP_ADD_OP_INFO).then_some(VpAddOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: LLVM dialect-compatible vector of signless integer
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, VP_ADD_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: LLVM dialect-compatible vector of signless integer
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, VP_ADD_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VP_ADD_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VP_ADD_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VP_ADD_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VP_ADD_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.add` (spec/dialects/llvm_intrinsics.td:N)
pub static VP_ADD_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.add",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[146usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.sub` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpSubOp<'a>(pub OpRef<'a>);
impl<'a> VpSubOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.sub";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VP_SUB_OP_INFO).then_some(VpSubOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: LLVM dialect-compatible vector of signless integer
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, VP_SUB_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: LLVM dialect-compatible vector of signless integer
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, VP_SUB_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VP_SUB_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VP_SUB_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VP_SUB_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VP_SUB_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.sub` (spec/dialects/llvm_intrinsics.td:N)
pub static VP_SUB_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.sub",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[147usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.mul` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpMulOp<'a>(pub OpRef<'a>);
impl<'a> VpMulOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.mul";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VP_MUL_OP_INFO).then_some(VpMulOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: LLVM dialect-compatible vector of signless integer
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, VP_MUL_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: LLVM dialect-compatible vector of signless integer
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, VP_MUL_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VP_MUL_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VP_MUL_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VP_MUL_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VP_MUL_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.mul` (spec/dialects/llvm_intrinsics.td:N)
pub static VP_MUL_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.mul",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[148usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.sdiv` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpsDivOp<'a>(pub OpRef<'a>);
impl<'a> VpsDivOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.sdiv";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VPS_DIV_OP_INFO).then_some(VpsDivOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: LLVM dialect-compatible vector of signless integer
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, VPS_DIV_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: LLVM dialect-compatible vector of signless integer
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, VPS_DIV_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VPS_DIV_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VPS_DIV_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VPS_DIV_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VPS_DIV_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.sdiv` (spec/dialects/llvm_intrinsics.td:N)
pub static VPS_DIV_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.sdiv",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[149usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.udiv` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpuDivOp<'a>(pub OpRef<'a>);
impl<'a> VpuDivOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.udiv";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VPU_DIV_OP_INFO).then_some(VpuDivOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: LLVM dialect-compatible vector of signless integer
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, VPU_DIV_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: LLVM dialect-compatible vector of signless integer
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, VPU_DIV_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VPU_DIV_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VPU_DIV_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VPU_DIV_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VPU_DIV_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.udiv` (spec/dialects/llvm_intrinsics.td:N)
pub static VPU_DIV_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.udiv",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[150usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.srem` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpsRemOp<'a>(pub OpRef<'a>);
impl<'a> VpsRemOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.srem";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VPS_REM_OP_INFO).then_some(VpsRemOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: LLVM dialect-compatible vector of signless integer
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, VPS_REM_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: LLVM dialect-compatible vector of signless integer
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, VPS_REM_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VPS_REM_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VPS_REM_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VPS_REM_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VPS_REM_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.srem` (spec/dialects/llvm_intrinsics.td:N)
pub static VPS_REM_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.srem",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[151usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.urem` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpuRemOp<'a>(pub OpRef<'a>);
impl<'a> VpuRemOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.urem";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VPU_REM_OP_INFO).then_some(VpuRemOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: LLVM dialect-compatible vector of signless integer
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, VPU_REM_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: LLVM dialect-compatible vector of signless integer
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, VPU_REM_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VPU_REM_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VPU_REM_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VPU_REM_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VPU_REM_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.urem` (spec/dialects/llvm_intrinsics.td:N)
pub static VPU_REM_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.urem",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[152usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.ashr` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpaShrOp<'a>(pub OpRef<'a>);
impl<'a> VpaShrOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.ashr";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VPA_SHR_OP_INFO).then_some(VpaShrOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: LLVM dialect-compatible vector of signless integer
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, VPA_SHR_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: LLVM dialect-compatible vector of signless integer
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, VPA_SHR_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VPA_SHR_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VPA_SHR_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VPA_SHR_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VPA_SHR_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.ashr` (spec/dialects/llvm_intrinsics.td:N)
pub static VPA_SHR_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.ashr",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[153usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.lshr` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VplShrOp<'a>(pub OpRef<'a>);
impl<'a> VplShrOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.lshr";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VPL_SHR_OP_INFO).then_some(VplShrOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: LLVM dialect-compatible vector of signless integer
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, VPL_SHR_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: LLVM dialect-compatible vector of signless integer
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, VPL_SHR_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VPL_SHR_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VPL_SHR_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VPL_SHR_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VPL_SHR_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.lshr` (spec/dialects/llvm_intrinsics.td:N)
pub static VPL_SHR_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.lshr",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[154usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.shl` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpShlOp<'a>(pub OpRef<'a>);
impl<'a> VpShlOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.shl";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VP_SHL_OP_INFO).then_some(VpShlOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: LLVM dialect-compatible vector of signless integer
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, VP_SHL_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: LLVM dialect-compatible vector of signless integer
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, VP_SHL_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VP_SHL_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VP_SHL_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VP_SHL_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VP_SHL_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.shl` (spec/dialects/llvm_intrinsics.td:N)
pub static VP_SHL_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.shl",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[155usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.or` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpOrOp<'a>(pub OpRef<'a>);
impl<'a> VpOrOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.or";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VP_OR_OP_INFO).then_some(VpOrOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: LLVM dialect-compatible vector of signless integer
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, VP_OR_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: LLVM dialect-compatible vector of signless integer
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, VP_OR_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VP_OR_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VP_OR_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VP_OR_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VP_OR_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.or` (spec/dialects/llvm_intrinsics.td:N)
pub static VP_OR_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.or",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[156usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.and` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpAndOp<'a>(pub OpRef<'a>);
impl<'a> VpAndOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.and";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VP_AND_OP_INFO).then_some(VpAndOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: LLVM dialect-compatible vector of signless integer
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, VP_AND_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: LLVM dialect-compatible vector of signless integer
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, VP_AND_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VP_AND_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VP_AND_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VP_AND_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VP_AND_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.and` (spec/dialects/llvm_intrinsics.td:N)
pub static VP_AND_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.and",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[157usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.xor` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpXorOp<'a>(pub OpRef<'a>);
impl<'a> VpXorOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.xor";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VP_XOR_OP_INFO).then_some(VpXorOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: LLVM dialect-compatible vector of signless integer
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, VP_XOR_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: LLVM dialect-compatible vector of signless integer
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, VP_XOR_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VP_XOR_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VP_XOR_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VP_XOR_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VP_XOR_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.xor` (spec/dialects/llvm_intrinsics.td:N)
pub static VP_XOR_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.xor",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[158usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.smax` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpsMaxOp<'a>(pub OpRef<'a>);
impl<'a> VpsMaxOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.smax";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VPS_MAX_OP_INFO).then_some(VpsMaxOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: LLVM dialect-compatible vector of signless integer
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, VPS_MAX_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: LLVM dialect-compatible vector of signless integer
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, VPS_MAX_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VPS_MAX_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VPS_MAX_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VPS_MAX_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VPS_MAX_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.smax` (spec/dialects/llvm_intrinsics.td:N)
pub static VPS_MAX_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.smax",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[159usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.smin` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpsMinOp<'a>(pub OpRef<'a>);
impl<'a> VpsMinOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.smin";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VPS_MIN_OP_INFO).then_some(VpsMinOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: LLVM dialect-compatible vector of signless integer
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, VPS_MIN_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: LLVM dialect-compatible vector of signless integer
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, VPS_MIN_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VPS_MIN_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VPS_MIN_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VPS_MIN_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VPS_MIN_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.smin` (spec/dialects/llvm_intrinsics.td:N)
pub static VPS_MIN_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.smin",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[160usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.umax` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpuMaxOp<'a>(pub OpRef<'a>);
impl<'a> VpuMaxOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.umax";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VPU_MAX_OP_INFO).then_some(VpuMaxOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: LLVM dialect-compatible vector of signless integer
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, VPU_MAX_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: LLVM dialect-compatible vector of signless integer
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, VPU_MAX_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VPU_MAX_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VPU_MAX_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VPU_MAX_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VPU_MAX_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.umax` (spec/dialects/llvm_intrinsics.td:N)
pub static VPU_MAX_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.umax",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[161usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.umin` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpuMinOp<'a>(pub OpRef<'a>);
impl<'a> VpuMinOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.umin";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VPU_MIN_OP_INFO).then_some(VpuMinOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: LLVM dialect-compatible vector of signless integer
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, VPU_MIN_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: LLVM dialect-compatible vector of signless integer
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, VPU_MIN_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VPU_MIN_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VPU_MIN_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VPU_MIN_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VPU_MIN_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.umin` (spec/dialects/llvm_intrinsics.td:N)
pub static VPU_MIN_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.umin",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[162usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.fadd` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpfAddOp<'a>(pub OpRef<'a>);
impl<'a> VpfAddOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.fadd";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VPF_ADD_OP_INFO).then_some(VpfAddOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: LLVM dialect-compatible vector of floating-point
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, VPF_ADD_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: LLVM dialect-compatible vector of floating-point
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, VPF_ADD_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VPF_ADD_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VPF_ADD_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VPF_ADD_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VPF_ADD_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.fadd` (spec/dialects/llvm_intrinsics.td:N)
pub static VPF_ADD_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.fadd",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[163usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_FLOATING,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_FLOATING,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.fsub` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpfSubOp<'a>(pub OpRef<'a>);
impl<'a> VpfSubOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.fsub";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VPF_SUB_OP_INFO).then_some(VpfSubOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: LLVM dialect-compatible vector of floating-point
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, VPF_SUB_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: LLVM dialect-compatible vector of floating-point
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, VPF_SUB_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VPF_SUB_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VPF_SUB_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VPF_SUB_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VPF_SUB_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.fsub` (spec/dialects/llvm_intrinsics.td:N)
pub static VPF_SUB_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.fsub",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[164usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_FLOATING,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_FLOATING,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.fmul` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpfMulOp<'a>(pub OpRef<'a>);
impl<'a> VpfMulOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.fmul";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VPF_MUL_OP_INFO).then_some(VpfMulOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: LLVM dialect-compatible vector of floating-point
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, VPF_MUL_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: LLVM dialect-compatible vector of floating-point
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, VPF_MUL_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VPF_MUL_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VPF_MUL_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VPF_MUL_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VPF_MUL_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.fmul` (spec/dialects/llvm_intrinsics.td:N)
pub static VPF_MUL_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.fmul",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[165usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_FLOATING,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_FLOATING,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.fdiv` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpfDivOp<'a>(pub OpRef<'a>);
impl<'a> VpfDivOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.fdiv";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VPF_DIV_OP_INFO).then_some(VpfDivOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: LLVM dialect-compatible vector of floating-point
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, VPF_DIV_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: LLVM dialect-compatible vector of floating-point
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, VPF_DIV_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VPF_DIV_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VPF_DIV_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VPF_DIV_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VPF_DIV_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.fdiv` (spec/dialects/llvm_intrinsics.td:N)
pub static VPF_DIV_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.fdiv",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[166usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_FLOATING,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_FLOATING,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.frem` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpfRemOp<'a>(pub OpRef<'a>);
impl<'a> VpfRemOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.frem";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VPF_REM_OP_INFO).then_some(VpfRemOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: LLVM dialect-compatible vector of floating-point
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, VPF_REM_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: LLVM dialect-compatible vector of floating-point
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, VPF_REM_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VPF_REM_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VPF_REM_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VPF_REM_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VPF_REM_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.frem` (spec/dialects/llvm_intrinsics.td:N)
pub static VPF_REM_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.frem",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[167usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_FLOATING,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_FLOATING,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.fneg` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpfNegOp<'a>(pub OpRef<'a>);
impl<'a> VpfNegOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.fneg";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VPF_NEG_OP_INFO).then_some(VpfNegOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `op`: LLVM dialect-compatible vector of floating-point
    pub fn op_(&self) -> Value {
        ods::operand_group(self.0, VPF_NEG_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VPF_NEG_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VPF_NEG_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VPF_NEG_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        op_: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VPF_NEG_OP_INFO, loc);
        st.operands.push(op_);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.fneg` (spec/dialects/llvm_intrinsics.td:N)
pub static VPF_NEG_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.fneg",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[168usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_FLOATING,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.fmuladd` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpfMulAddOp<'a>(pub OpRef<'a>);
impl<'a> VpfMulAddOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.fmuladd";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VPF_MUL_ADD_OP_INFO).then_some(VpfMulAddOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `op1`: LLVM dialect-compatible vector of floating-point
    pub fn op1(&self) -> Value {
        ods::operand_group(self.0, VPF_MUL_ADD_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `op2`: LLVM dialect-compatible vector of floating-point
    pub fn op2(&self) -> Value {
        ods::operand_group(self.0, VPF_MUL_ADD_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `op3`: LLVM dialect-compatible vector of floating-point
    pub fn op3(&self) -> Value {
        ods::operand_group(self.0, VPF_MUL_ADD_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VPF_MUL_ADD_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VPF_MUL_ADD_OP_INFO.operand_arities, 4usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VPF_MUL_ADD_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        op1: Value,
        op2: Value,
        op3: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VPF_MUL_ADD_OP_INFO, loc);
        st.operands.push(op1);
        st.operands.push(op2);
        st.operands.push(op3);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.fmuladd` (spec/dialects/llvm_intrinsics.td:N)
pub static VPF_MUL_ADD_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.fmuladd",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[169usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_FLOATING,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_FLOATING,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_FLOATING,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.fma` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpFmaOp<'a>(pub OpRef<'a>);
impl<'a> VpFmaOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.fma";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VP_FMA_OP_INFO).then_some(VpFmaOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `op1`: LLVM dialect-compatible vector of floating-point
    pub fn op1(&self) -> Value {
        ods::operand_group(self.0, VP_FMA_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `op2`: LLVM dialect-compatible vector of floating-point
    pub fn op2(&self) -> Value {
        ods::operand_group(self.0, VP_FMA_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `op3`: LLVM dialect-compatible vector of floating-point
    pub fn op3(&self) -> Value {
        ods::operand_group(self.0, VP_FMA_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VP_FMA_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VP_FMA_OP_INFO.operand_arities, 4usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VP_FMA_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        op1: Value,
        op2: Value,
        op3: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VP_FMA_OP_INFO, loc);
        st.operands.push(op1);
        st.operands.push(op2);
        st.operands.push(op3);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.fma` (spec/dialects/llvm_intrinsics.td:N)
pub static VP_FMA_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.fma",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[170usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_FLOATING,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_FLOATING,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_FLOATING,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.reduce.add` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpReduceAddOp<'a>(pub OpRef<'a>);
impl<'a> VpReduceAddOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.reduce.add";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VP_REDUCE_ADD_OP_INFO).then_some(VpReduceAddOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `satrt_value`: signless integer
    pub fn satrt_value(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_ADD_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `val`: LLVM dialect-compatible vector of signless integer
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_ADD_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_ADD_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_ADD_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VP_REDUCE_ADD_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        satrt_value: Value,
        val: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VP_REDUCE_ADD_OP_INFO, loc);
        st.operands.push(satrt_value);
        st.operands.push(val);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.reduce.add` (spec/dialects/llvm_intrinsics.td:N)
pub static VP_REDUCE_ADD_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.reduce.add",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[171usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        ANY_SIGNLESS_INTEGER,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.reduce.mul` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpReduceMulOp<'a>(pub OpRef<'a>);
impl<'a> VpReduceMulOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.reduce.mul";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VP_REDUCE_MUL_OP_INFO).then_some(VpReduceMulOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `satrt_value`: signless integer
    pub fn satrt_value(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_MUL_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `val`: LLVM dialect-compatible vector of signless integer
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_MUL_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_MUL_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_MUL_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VP_REDUCE_MUL_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        satrt_value: Value,
        val: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VP_REDUCE_MUL_OP_INFO, loc);
        st.operands.push(satrt_value);
        st.operands.push(val);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.reduce.mul` (spec/dialects/llvm_intrinsics.td:N)
pub static VP_REDUCE_MUL_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.reduce.mul",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[172usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        ANY_SIGNLESS_INTEGER,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.reduce.and` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpReduceAndOp<'a>(pub OpRef<'a>);
impl<'a> VpReduceAndOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.reduce.and";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VP_REDUCE_AND_OP_INFO).then_some(VpReduceAndOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `satrt_value`: signless integer
    pub fn satrt_value(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_AND_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `val`: LLVM dialect-compatible vector of signless integer
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_AND_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_AND_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_AND_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VP_REDUCE_AND_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        satrt_value: Value,
        val: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VP_REDUCE_AND_OP_INFO, loc);
        st.operands.push(satrt_value);
        st.operands.push(val);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.reduce.and` (spec/dialects/llvm_intrinsics.td:N)
pub static VP_REDUCE_AND_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.reduce.and",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[173usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        ANY_SIGNLESS_INTEGER,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.reduce.or` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpReduceOrOp<'a>(pub OpRef<'a>);
impl<'a> VpReduceOrOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.reduce.or";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VP_REDUCE_OR_OP_INFO).then_some(VpReduceOrOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `satrt_value`: signless integer
    pub fn satrt_value(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_OR_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `val`: LLVM dialect-compatible vector of signless integer
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_OR_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_OR_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_OR_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VP_REDUCE_OR_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        satrt_value: Value,
        val: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VP_REDUCE_OR_OP_INFO, loc);
        st.operands.push(satrt_value);
        st.operands.push(val);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.reduce.or` (spec/dialects/llvm_intrinsics.td:N)
pub static VP_REDUCE_OR_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.reduce.or",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[174usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        ANY_SIGNLESS_INTEGER,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.reduce.xor` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpReduceXorOp<'a>(pub OpRef<'a>);
impl<'a> VpReduceXorOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.reduce.xor";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VP_REDUCE_XOR_OP_INFO).then_some(VpReduceXorOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `satrt_value`: signless integer
    pub fn satrt_value(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_XOR_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `val`: LLVM dialect-compatible vector of signless integer
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_XOR_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_XOR_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_XOR_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VP_REDUCE_XOR_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        satrt_value: Value,
        val: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VP_REDUCE_XOR_OP_INFO, loc);
        st.operands.push(satrt_value);
        st.operands.push(val);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.reduce.xor` (spec/dialects/llvm_intrinsics.td:N)
pub static VP_REDUCE_XOR_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.reduce.xor",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[175usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        ANY_SIGNLESS_INTEGER,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.reduce.smax` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpReduceSMaxOp<'a>(pub OpRef<'a>);
impl<'a> VpReduceSMaxOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.reduce.smax";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VP_REDUCE_S_MAX_OP_INFO).then_some(VpReduceSMaxOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `satrt_value`: signless integer
    pub fn satrt_value(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_S_MAX_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Operand `val`: LLVM dialect-compatible vector of signless integer
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_S_MAX_OP_INFO.operand_arities, 1usize)
            .get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_S_MAX_OP_INFO.operand_arities, 2usize)
            .get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_S_MAX_OP_INFO.operand_arities, 3usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VP_REDUCE_S_MAX_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        satrt_value: Value,
        val: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VP_REDUCE_S_MAX_OP_INFO, loc);
        st.operands.push(satrt_value);
        st.operands.push(val);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.reduce.smax` (spec/dialects/llvm_intrinsics.td:N)
pub static VP_REDUCE_S_MAX_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.reduce.smax",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[176usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        ANY_SIGNLESS_INTEGER,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.reduce.smin` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpReduceSMinOp<'a>(pub OpRef<'a>);
impl<'a> VpReduceSMinOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.reduce.smin";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VP_REDUCE_S_MIN_OP_INFO).then_some(VpReduceSMinOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `satrt_value`: signless integer
    pub fn satrt_value(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_S_MIN_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Operand `val`: LLVM dialect-compatible vector of signless integer
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_S_MIN_OP_INFO.operand_arities, 1usize)
            .get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_S_MIN_OP_INFO.operand_arities, 2usize)
            .get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_S_MIN_OP_INFO.operand_arities, 3usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VP_REDUCE_S_MIN_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        satrt_value: Value,
        val: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VP_REDUCE_S_MIN_OP_INFO, loc);
        st.operands.push(satrt_value);
        st.operands.push(val);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.reduce.smin` (spec/dialects/llvm_intrinsics.td:N)
pub static VP_REDUCE_S_MIN_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.reduce.smin",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[177usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        ANY_SIGNLESS_INTEGER,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.reduce.umax` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpReduceUMaxOp<'a>(pub OpRef<'a>);
impl<'a> VpReduceUMaxOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.reduce.umax";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VP_REDUCE_U_MAX_OP_INFO).then_some(VpReduceUMaxOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `satrt_value`: signless integer
    pub fn satrt_value(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_U_MAX_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Operand `val`: LLVM dialect-compatible vector of signless integer
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_U_MAX_OP_INFO.operand_arities, 1usize)
            .get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_U_MAX_OP_INFO.operand_arities, 2usize)
            .get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_U_MAX_OP_INFO.operand_arities, 3usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VP_REDUCE_U_MAX_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        satrt_value: Value,
        val: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VP_REDUCE_U_MAX_OP_INFO, loc);
        st.operands.push(satrt_value);
        st.operands.push(val);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.reduce.umax` (spec/dialects/llvm_intrinsics.td:N)
pub static VP_REDUCE_U_MAX_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.reduce.umax",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[178usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        ANY_SIGNLESS_INTEGER,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.reduce.umin` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpReduceUMinOp<'a>(pub OpRef<'a>);
impl<'a> VpReduceUMinOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.reduce.umin";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VP_REDUCE_U_MIN_OP_INFO).then_some(VpReduceUMinOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `satrt_value`: signless integer
    pub fn satrt_value(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_U_MIN_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Operand `val`: LLVM dialect-compatible vector of signless integer
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_U_MIN_OP_INFO.operand_arities, 1usize)
            .get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_U_MIN_OP_INFO.operand_arities, 2usize)
            .get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_U_MIN_OP_INFO.operand_arities, 3usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VP_REDUCE_U_MIN_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        satrt_value: Value,
        val: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VP_REDUCE_U_MIN_OP_INFO, loc);
        st.operands.push(satrt_value);
        st.operands.push(val);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.reduce.umin` (spec/dialects/llvm_intrinsics.td:N)
pub static VP_REDUCE_U_MIN_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.reduce.umin",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[179usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        ANY_SIGNLESS_INTEGER,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.reduce.fadd` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpReduceFAddOp<'a>(pub OpRef<'a>);
impl<'a> VpReduceFAddOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.reduce.fadd";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VP_REDUCE_F_ADD_OP_INFO).then_some(VpReduceFAddOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `satrt_value`: floating-point
    pub fn satrt_value(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_F_ADD_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Operand `val`: LLVM dialect-compatible vector of floating-point
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_F_ADD_OP_INFO.operand_arities, 1usize)
            .get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_F_ADD_OP_INFO.operand_arities, 2usize)
            .get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_F_ADD_OP_INFO.operand_arities, 3usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VP_REDUCE_F_ADD_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        satrt_value: Value,
        val: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VP_REDUCE_F_ADD_OP_INFO, loc);
        st.operands.push(satrt_value);
        st.operands.push(val);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.reduce.fadd` (spec/dialects/llvm_intrinsics.td:N)
pub static VP_REDUCE_F_ADD_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.reduce.fadd",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[180usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        ANY_FLOAT,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_FLOATING,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.reduce.fmul` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpReduceFMulOp<'a>(pub OpRef<'a>);
impl<'a> VpReduceFMulOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.reduce.fmul";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VP_REDUCE_F_MUL_OP_INFO).then_some(VpReduceFMulOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `satrt_value`: floating-point
    pub fn satrt_value(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_F_MUL_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Operand `val`: LLVM dialect-compatible vector of floating-point
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_F_MUL_OP_INFO.operand_arities, 1usize)
            .get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_F_MUL_OP_INFO.operand_arities, 2usize)
            .get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_F_MUL_OP_INFO.operand_arities, 3usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VP_REDUCE_F_MUL_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        satrt_value: Value,
        val: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VP_REDUCE_F_MUL_OP_INFO, loc);
        st.operands.push(satrt_value);
        st.operands.push(val);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.reduce.fmul` (spec/dialects/llvm_intrinsics.td:N)
pub static VP_REDUCE_F_MUL_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.reduce.fmul",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[181usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        ANY_FLOAT,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_FLOATING,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.reduce.fmax` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpReduceFMaxOp<'a>(pub OpRef<'a>);
impl<'a> VpReduceFMaxOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.reduce.fmax";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VP_REDUCE_F_MAX_OP_INFO).then_some(VpReduceFMaxOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `satrt_value`: floating-point
    pub fn satrt_value(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_F_MAX_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Operand `val`: LLVM dialect-compatible vector of floating-point
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_F_MAX_OP_INFO.operand_arities, 1usize)
            .get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_F_MAX_OP_INFO.operand_arities, 2usize)
            .get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_F_MAX_OP_INFO.operand_arities, 3usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VP_REDUCE_F_MAX_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        satrt_value: Value,
        val: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VP_REDUCE_F_MAX_OP_INFO, loc);
        st.operands.push(satrt_value);
        st.operands.push(val);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.reduce.fmax` (spec/dialects/llvm_intrinsics.td:N)
pub static VP_REDUCE_F_MAX_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.reduce.fmax",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[182usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        ANY_FLOAT,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_FLOATING,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.reduce.fmin` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpReduceFMinOp<'a>(pub OpRef<'a>);
impl<'a> VpReduceFMinOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.reduce.fmin";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VP_REDUCE_F_MIN_OP_INFO).then_some(VpReduceFMinOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `satrt_value`: floating-point
    pub fn satrt_value(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_F_MIN_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Operand `val`: LLVM dialect-compatible vector of floating-point
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_F_MIN_OP_INFO.operand_arities, 1usize)
            .get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_F_MIN_OP_INFO.operand_arities, 2usize)
            .get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VP_REDUCE_F_MIN_OP_INFO.operand_arities, 3usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VP_REDUCE_F_MIN_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        satrt_value: Value,
        val: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VP_REDUCE_F_MIN_OP_INFO, loc);
        st.operands.push(satrt_value);
        st.operands.push(val);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.reduce.fmin` (spec/dialects/llvm_intrinsics.td:N)
pub static VP_REDUCE_F_MIN_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.reduce.fmin",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[183usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        ANY_FLOAT,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_FLOATING,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.select` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpSelectMinOp<'a>(pub OpRef<'a>);
impl<'a> VpSelectMinOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.select";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VP_SELECT_MIN_OP_INFO).then_some(VpSelectMinOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `cond`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn cond(&self) -> Value {
        ods::operand_group(self.0, VP_SELECT_MIN_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `true_val`: LLVM dialect-compatible vector type
    pub fn true_val(&self) -> Value {
        ods::operand_group(self.0, VP_SELECT_MIN_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `false_val`: LLVM dialect-compatible vector type
    pub fn false_val(&self) -> Value {
        ods::operand_group(self.0, VP_SELECT_MIN_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VP_SELECT_MIN_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VP_SELECT_MIN_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        cond: Value,
        true_val: Value,
        false_val: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VP_SELECT_MIN_OP_INFO, loc);
        st.operands.push(cond);
        st.operands.push(true_val);
        st.operands.push(false_val);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.select` (spec/dialects/llvm_intrinsics.td:N)
pub static VP_SELECT_MIN_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.select",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[184usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        LLVM_ANY_VECTOR,
        LLVM_ANY_VECTOR,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.merge` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpMergeMinOp<'a>(pub OpRef<'a>);
impl<'a> VpMergeMinOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.merge";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VP_MERGE_MIN_OP_INFO).then_some(VpMergeMinOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `cond`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn cond(&self) -> Value {
        ods::operand_group(self.0, VP_MERGE_MIN_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `true_val`: LLVM dialect-compatible vector type
    pub fn true_val(&self) -> Value {
        ods::operand_group(self.0, VP_MERGE_MIN_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `false_val`: LLVM dialect-compatible vector type
    pub fn false_val(&self) -> Value {
        ods::operand_group(self.0, VP_MERGE_MIN_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VP_MERGE_MIN_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VP_MERGE_MIN_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        cond: Value,
        true_val: Value,
        false_val: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VP_MERGE_MIN_OP_INFO, loc);
        st.operands.push(cond);
        st.operands.push(true_val);
        st.operands.push(false_val);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.merge` (spec/dialects/llvm_intrinsics.td:N)
pub static VP_MERGE_MIN_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.merge",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[185usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        LLVM_ANY_VECTOR,
        LLVM_ANY_VECTOR,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.load` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpLoadOp<'a>(pub OpRef<'a>);
impl<'a> VpLoadOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.load";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VP_LOAD_OP_INFO).then_some(VpLoadOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `ptr`: LLVM pointer type
    pub fn ptr(&self) -> Value {
        ods::operand_group(self.0, VP_LOAD_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VP_LOAD_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VP_LOAD_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VP_LOAD_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        ptr: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VP_LOAD_OP_INFO, loc);
        st.operands.push(ptr);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.load` (spec/dialects/llvm_intrinsics.td:N)
pub static VP_LOAD_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.load",
    dialect: "llvm",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[186usize],
    },
    verify: verify_lround_op,
    operand_types: &[LLVM_ANY_POINTER, IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT, I32],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.store` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpStoreOp<'a>(pub OpRef<'a>);
impl<'a> VpStoreOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.store";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VP_STORE_OP_INFO).then_some(VpStoreOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `val`: LLVM dialect-compatible vector type
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, VP_STORE_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `ptr`: LLVM pointer type
    pub fn ptr(&self) -> Value {
        ods::operand_group(self.0, VP_STORE_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VP_STORE_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VP_STORE_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        val: Value,
        ptr: Value,
        mask: Value,
        evl: Value,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VP_STORE_OP_INFO, loc);
        st.operands.push(val);
        st.operands.push(ptr);
        st.operands.push(mask);
        st.operands.push(evl);
        st
    }
}
/// `llvm.intr.vp.store` (spec/dialects/llvm_intrinsics.td:N)
pub static VP_STORE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.store",
    dialect: "llvm",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[187usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        LLVM_ANY_VECTOR,
        LLVM_ANY_POINTER,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.experimental.vp.strided.load` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpStridedLoadOp<'a>(pub OpRef<'a>);
impl<'a> VpStridedLoadOp<'a> {
    pub const NAME: &'static str = "llvm.intr.experimental.vp.strided.load";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VP_STRIDED_LOAD_OP_INFO).then_some(VpStridedLoadOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `ptr`: LLVM pointer type
    pub fn ptr(&self) -> Value {
        ods::operand_group(self.0, VP_STRIDED_LOAD_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Operand `stride`: signless integer
    pub fn stride(&self) -> Value {
        ods::operand_group(self.0, VP_STRIDED_LOAD_OP_INFO.operand_arities, 1usize)
            .get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VP_STRIDED_LOAD_OP_INFO.operand_arities, 2usize)
            .get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VP_STRIDED_LOAD_OP_INFO.operand_arities, 3usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VP_STRIDED_LOAD_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        ptr: Value,
        stride: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VP_STRIDED_LOAD_OP_INFO, loc);
        st.operands.push(ptr);
        st.operands.push(stride);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.experimental.vp.strided.load` (spec/dialects/llvm_intrinsics.td:N)
pub static VP_STRIDED_LOAD_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.experimental.vp.strided.load",
    dialect: "llvm",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[188usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        LLVM_ANY_POINTER,
        ANY_SIGNLESS_INTEGER,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.experimental.vp.strided.store` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpStridedStoreOp<'a>(pub OpRef<'a>);
impl<'a> VpStridedStoreOp<'a> {
    pub const NAME: &'static str = "llvm.intr.experimental.vp.strided.store";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VP_STRIDED_STORE_OP_INFO).then_some(VpStridedStoreOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `val`: LLVM dialect-compatible vector type
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, VP_STRIDED_STORE_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Operand `ptr`: LLVM pointer type
    pub fn ptr(&self) -> Value {
        ods::operand_group(self.0, VP_STRIDED_STORE_OP_INFO.operand_arities, 1usize)
            .get(0)
    }
    /// Operand `stride`: signless integer
    pub fn stride(&self) -> Value {
        ods::operand_group(self.0, VP_STRIDED_STORE_OP_INFO.operand_arities, 2usize)
            .get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VP_STRIDED_STORE_OP_INFO.operand_arities, 3usize)
            .get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VP_STRIDED_STORE_OP_INFO.operand_arities, 4usize)
            .get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        val: Value,
        ptr: Value,
        stride: Value,
        mask: Value,
        evl: Value,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VP_STRIDED_STORE_OP_INFO, loc);
        st.operands.push(val);
        st.operands.push(ptr);
        st.operands.push(stride);
        st.operands.push(mask);
        st.operands.push(evl);
        st
    }
}
/// `llvm.intr.experimental.vp.strided.store` (spec/dialects/llvm_intrinsics.td:N)
pub static VP_STRIDED_STORE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.experimental.vp.strided.store",
    dialect: "llvm",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[189usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        LLVM_ANY_VECTOR,
        LLVM_ANY_POINTER,
        ANY_SIGNLESS_INTEGER,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.trunc` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpTruncOp<'a>(pub OpRef<'a>);
impl<'a> VpTruncOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.trunc";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VP_TRUNC_OP_INFO).then_some(VpTruncOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `src`: LLVM dialect-compatible vector of signless integer
    pub fn src(&self) -> Value {
        ods::operand_group(self.0, VP_TRUNC_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VP_TRUNC_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VP_TRUNC_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VP_TRUNC_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        src: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VP_TRUNC_OP_INFO, loc);
        st.operands.push(src);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.trunc` (spec/dialects/llvm_intrinsics.td:N)
pub static VP_TRUNC_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.trunc",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[190usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.zext` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpzExtOp<'a>(pub OpRef<'a>);
impl<'a> VpzExtOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.zext";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VPZ_EXT_OP_INFO).then_some(VpzExtOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `src`: LLVM dialect-compatible vector of signless integer
    pub fn src(&self) -> Value {
        ods::operand_group(self.0, VPZ_EXT_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VPZ_EXT_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VPZ_EXT_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VPZ_EXT_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        src: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VPZ_EXT_OP_INFO, loc);
        st.operands.push(src);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.zext` (spec/dialects/llvm_intrinsics.td:N)
pub static VPZ_EXT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.zext",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[191usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.sext` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpsExtOp<'a>(pub OpRef<'a>);
impl<'a> VpsExtOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.sext";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VPS_EXT_OP_INFO).then_some(VpsExtOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `src`: LLVM dialect-compatible vector of signless integer
    pub fn src(&self) -> Value {
        ods::operand_group(self.0, VPS_EXT_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VPS_EXT_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VPS_EXT_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VPS_EXT_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        src: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VPS_EXT_OP_INFO, loc);
        st.operands.push(src);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.sext` (spec/dialects/llvm_intrinsics.td:N)
pub static VPS_EXT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.sext",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[192usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.fptrunc` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpfpTruncOp<'a>(pub OpRef<'a>);
impl<'a> VpfpTruncOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.fptrunc";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VPFP_TRUNC_OP_INFO).then_some(VpfpTruncOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `src`: LLVM dialect-compatible vector of floating-point
    pub fn src(&self) -> Value {
        ods::operand_group(self.0, VPFP_TRUNC_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VPFP_TRUNC_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VPFP_TRUNC_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VPFP_TRUNC_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        src: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VPFP_TRUNC_OP_INFO, loc);
        st.operands.push(src);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.fptrunc` (spec/dialects/llvm_intrinsics.td:N)
pub static VPFP_TRUNC_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.fptrunc",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[193usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_FLOATING,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.fpext` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpfpExtOp<'a>(pub OpRef<'a>);
impl<'a> VpfpExtOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.fpext";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VPFP_EXT_OP_INFO).then_some(VpfpExtOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `src`: LLVM dialect-compatible vector of floating-point
    pub fn src(&self) -> Value {
        ods::operand_group(self.0, VPFP_EXT_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VPFP_EXT_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VPFP_EXT_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VPFP_EXT_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        src: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VPFP_EXT_OP_INFO, loc);
        st.operands.push(src);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.fpext` (spec/dialects/llvm_intrinsics.td:N)
pub static VPFP_EXT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.fpext",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[194usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_FLOATING,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.fptoui` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpfpToUiOp<'a>(pub OpRef<'a>);
impl<'a> VpfpToUiOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.fptoui";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VPFP_TO_UI_OP_INFO).then_some(VpfpToUiOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `src`: LLVM dialect-compatible vector of floating-point
    pub fn src(&self) -> Value {
        ods::operand_group(self.0, VPFP_TO_UI_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VPFP_TO_UI_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VPFP_TO_UI_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VPFP_TO_UI_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        src: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VPFP_TO_UI_OP_INFO, loc);
        st.operands.push(src);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.fptoui` (spec/dialects/llvm_intrinsics.td:N)
pub static VPFP_TO_UI_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.fptoui",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[195usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_FLOATING,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.fptosi` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpfpToSiOp<'a>(pub OpRef<'a>);
impl<'a> VpfpToSiOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.fptosi";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VPFP_TO_SI_OP_INFO).then_some(VpfpToSiOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `src`: LLVM dialect-compatible vector of floating-point
    pub fn src(&self) -> Value {
        ods::operand_group(self.0, VPFP_TO_SI_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VPFP_TO_SI_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VPFP_TO_SI_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VPFP_TO_SI_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        src: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VPFP_TO_SI_OP_INFO, loc);
        st.operands.push(src);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.fptosi` (spec/dialects/llvm_intrinsics.td:N)
pub static VPFP_TO_SI_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.fptosi",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[196usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_FLOATING,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.uitofp` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpuiToFpOp<'a>(pub OpRef<'a>);
impl<'a> VpuiToFpOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.uitofp";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VPUI_TO_FP_OP_INFO).then_some(VpuiToFpOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `src`: LLVM dialect-compatible vector of signless integer
    pub fn src(&self) -> Value {
        ods::operand_group(self.0, VPUI_TO_FP_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VPUI_TO_FP_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VPUI_TO_FP_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VPUI_TO_FP_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        src: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VPUI_TO_FP_OP_INFO, loc);
        st.operands.push(src);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.uitofp` (spec/dialects/llvm_intrinsics.td:N)
pub static VPUI_TO_FP_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.uitofp",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[197usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.sitofp` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpsiToFpOp<'a>(pub OpRef<'a>);
impl<'a> VpsiToFpOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.sitofp";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VPSI_TO_FP_OP_INFO).then_some(VpsiToFpOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `src`: LLVM dialect-compatible vector of signless integer
    pub fn src(&self) -> Value {
        ods::operand_group(self.0, VPSI_TO_FP_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VPSI_TO_FP_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VPSI_TO_FP_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VPSI_TO_FP_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        src: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VPSI_TO_FP_OP_INFO, loc);
        st.operands.push(src);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.sitofp` (spec/dialects/llvm_intrinsics.td:N)
pub static VPSI_TO_FP_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.sitofp",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[198usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.ptrtoint` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpPtrToIntOp<'a>(pub OpRef<'a>);
impl<'a> VpPtrToIntOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.ptrtoint";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VP_PTR_TO_INT_OP_INFO).then_some(VpPtrToIntOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `src`: LLVM dialect-compatible vector of LLVM pointer type
    pub fn src(&self) -> Value {
        ods::operand_group(self.0, VP_PTR_TO_INT_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VP_PTR_TO_INT_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VP_PTR_TO_INT_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VP_PTR_TO_INT_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        src: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VP_PTR_TO_INT_OP_INFO, loc);
        st.operands.push(src);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.ptrtoint` (spec/dialects/llvm_intrinsics.td:N)
pub static VP_PTR_TO_INT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.ptrtoint",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[199usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_LLVM_POINTER,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.vp.inttoptr` (spec/dialects/llvm_intrinsics.td:N)
#[derive(Copy, Clone)]
pub struct VpIntToPtrOp<'a>(pub OpRef<'a>);
impl<'a> VpIntToPtrOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vp.inttoptr";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VP_INT_TO_PTR_OP_INFO).then_some(VpIntToPtrOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `src`: LLVM dialect-compatible vector of signless integer
    pub fn src(&self) -> Value {
        ods::operand_group(self.0, VP_INT_TO_PTR_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `mask`: LLVM dialect-compatible vector of 1-bit signless integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, VP_INT_TO_PTR_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `evl`: 32-bit signless integer
    pub fn evl(&self) -> Value {
        ods::operand_group(self.0, VP_INT_TO_PTR_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VP_INT_TO_PTR_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        src: Value,
        mask: Value,
        evl: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VP_INT_TO_PTR_OP_INFO, loc);
        st.operands.push(src);
        st.operands.push(mask);
        st.operands.push(evl);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.intr.vp.inttoptr` (spec/dialects/llvm_intrinsics.td:N)
pub static VP_INT_TO_PTR_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.vp.inttoptr",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[200usize],
    },
    verify: verify_lround_op,
    operand_types: &[
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_SIGNLESS,
        IS_LLVM_DIALECT_COMPATIBLE_VECTOR_OF_1_BIT,
        I32,
    ],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
static DBG_DECLARE_OP_LOCATION_EXPR_DEFAULT: ir::SpecDefault = ir::SpecDefault {
    text: "#llvm.di_expression<>",
    value: ir::SpecValue::Def(
        &dialects::gen::llvm_debuginfo::LLVM_DI_EXPRESSION_ATTR_DEF_ATTR_DEF,
    ),
};
/// `llvm.intr.dbg.declare` (spec/dialects/llvm_intrinsics.td:N): Describes how the address relates to a source language variable.
#[derive(Copy, Clone)]
pub struct DbgDeclareOp<'a>(pub OpRef<'a>);
impl<'a> DbgDeclareOp<'a> {
    pub const NAME: &'static str = "llvm.intr.dbg.declare";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &DBG_DECLARE_OP_INFO).then_some(DbgDeclareOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `addr`: LLVM pointer type
    pub fn addr(&self) -> Value {
        ods::operand_group(self.0, DBG_DECLARE_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Attribute `varInfo`: LLVM debug info local variable
    pub fn var_info_attr(&self) -> Option<Attribute> {
        self.0.attr("varInfo")
    }
    /// Attribute `locationExpr`: LLVM debug info expression
    pub fn location_expr_attr(&self) -> Option<Attribute> {
        self.0.attr("locationExpr")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        addr: Value,
        var_info_attr: Option<Attribute>,
        location_expr_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &DBG_DECLARE_OP_INFO, loc);
        st.operands.push(addr);
        st.set_attr(ctx, "varInfo", var_info_attr);
        st.set_attr(ctx, "locationExpr", location_expr_attr);
        st
    }
}
/// Attribute constraint: LLVM debug info local variable (`LLVM_DILocalVariableAttrConstraint`, spec/dialects/llvm_intrinsics.td:N)
const LLVM_DI_LOCAL_VARIABLE_ATTR_CONSTRAINT: ir::AttrConstraint = ir::AttrConstraint {
    summary: "LLVM debug info local variable",
    check: dialects::gen::llvm_intrinsics::llvm_di_local_variable_attr_constraint,
};
/// Attribute constraint: LLVM debug info expression (first used by `llvm.intr.dbg.declare`, spec/dialects/llvm_intrinsics.td:N)
const IS_LLVM_DEBUG_INFO_EXPRESSION: ir::AttrConstraint = ir::AttrConstraint {
    summary: "LLVM debug info expression",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::dialect_attr_pred(
        ctx,
        a,
        "llvm.di_expression",
    ),
};
/// Parses `llvm.intr.dbg.declare` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_dbg_declare_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_addr: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_addr: Option<Vec<Type>> = None;
    let a = p.parse_attribute(None)?;
    st.add_attr(ctx.ident("varInfo"), a);
    if let Some(a) = p.parse_optional_attribute(None)? {
        st.add_attr(ctx.ident("locationExpr"), a);
    }
    p.expect_literal("=")?;
    o_addr.push(p.parse_operand()?);
    p.expect_literal(":")?;
    ot_addr = Some(vec![p.parse_type() ?]);
    p.parse_optional_attr_dict(st)?;
    let types = ot_addr.unwrap_or_default();
    p.resolve_operands(&o_addr, &types, start, &mut st.operands)?;
    Ok(())
}
/// Prints `llvm.intr.dbg.declare` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) in its custom syntax.
fn print_dbg_declare_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    if let Some(a) = op.attr("varInfo") {
        p.print_attr(a);
    }
    if ods::attr_differs_from_default(op, "locationExpr") {
        p.write(" ");
        if let Some(a) = op.attr("locationExpr") {
            p.print_attr(a);
        }
    }
    p.write(" =");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.print_optional_attr_dict(op, &["varInfo", "locationExpr"]);
}
/// `llvm.intr.dbg.declare` (spec/dialects/llvm_intrinsics.td:N): Describes how the address relates to a source language variable.
pub static DBG_DECLARE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.dbg.declare",
    dialect: "llvm",
    attrs: &[
        ir::AttrInfo {
            name: "varInfo",
            constraint: Some(LLVM_DI_LOCAL_VARIABLE_ATTR_CONSTRAINT),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "locationExpr",
            optional: true,
            default: Some(&DBG_DECLARE_OP_LOCATION_EXPR_DEFAULT),
            materialize: true,
            constraint: Some(IS_LLVM_DEBUG_INFO_EXPRESSION),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[201usize],
    },
    verify: verify_pow_i_op,
    parse: Some(&(parse_dbg_declare_op as parse::ops::ParseFn)),
    print: Some(&(print_dbg_declare_op as print::ops::PrintFn)),
    operand_types: &[LLVM_ANY_POINTER],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.dbg.value` (spec/dialects/llvm_intrinsics.td:N): Describes how the value relates to a source language variable.
#[derive(Copy, Clone)]
pub struct DbgValueOp<'a>(pub OpRef<'a>);
impl<'a> DbgValueOp<'a> {
    pub const NAME: &'static str = "llvm.intr.dbg.value";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &DBG_VALUE_OP_INFO).then_some(DbgValueOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `value`: LLVM dialect-compatible type
    pub fn value(&self) -> Value {
        ods::operand_group(self.0, DBG_VALUE_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Attribute `varInfo`: LLVM debug info local variable
    pub fn var_info_attr(&self) -> Option<Attribute> {
        self.0.attr("varInfo")
    }
    /// Attribute `locationExpr`: LLVM debug info expression
    pub fn location_expr_attr(&self) -> Option<Attribute> {
        self.0.attr("locationExpr")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        value: Value,
        var_info_attr: Option<Attribute>,
        location_expr_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &DBG_VALUE_OP_INFO, loc);
        st.operands.push(value);
        st.set_attr(ctx, "varInfo", var_info_attr);
        st.set_attr(ctx, "locationExpr", location_expr_attr);
        st
    }
}
/// Parses `llvm.intr.dbg.value` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_dbg_value_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_value: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_value: Option<Vec<Type>> = None;
    let a = p.parse_attribute(None)?;
    st.add_attr(ctx.ident("varInfo"), a);
    if let Some(a) = p.parse_optional_attribute(None)? {
        st.add_attr(ctx.ident("locationExpr"), a);
    }
    p.expect_literal("=")?;
    o_value.push(p.parse_operand()?);
    p.expect_literal(":")?;
    ot_value = Some(vec![p.parse_type() ?]);
    p.parse_optional_attr_dict(st)?;
    let types = ot_value.unwrap_or_default();
    p.resolve_operands(&o_value, &types, start, &mut st.operands)?;
    Ok(())
}
/// `llvm.intr.dbg.value` (spec/dialects/llvm_intrinsics.td:N): Describes how the value relates to a source language variable.
pub static DBG_VALUE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.dbg.value",
    dialect: "llvm",
    attrs: &[
        ir::AttrInfo {
            name: "varInfo",
            constraint: Some(LLVM_DI_LOCAL_VARIABLE_ATTR_CONSTRAINT),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "locationExpr",
            optional: true,
            default: Some(&DBG_DECLARE_OP_LOCATION_EXPR_DEFAULT),
            materialize: true,
            constraint: Some(IS_LLVM_DEBUG_INFO_EXPRESSION),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[202usize],
    },
    verify: verify_pow_i_op,
    parse: Some(&(parse_dbg_value_op as parse::ops::ParseFn)),
    print: Some(&(print_dbg_declare_op as print::ops::PrintFn)),
    operand_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.intr.dbg.label` (spec/dialects/llvm_intrinsics.td:N): Relates the program to a debug information label.
#[derive(Copy, Clone)]
pub struct DbgLabelOp<'a>(pub OpRef<'a>);
impl<'a> DbgLabelOp<'a> {
    pub const NAME: &'static str = "llvm.intr.dbg.label";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &DBG_LABEL_OP_INFO).then_some(DbgLabelOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Attribute `label`: LLVM debug info label
    pub fn label_attr(&self) -> Option<Attribute> {
        self.0.attr("label")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        label_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &DBG_LABEL_OP_INFO, loc);
        st.set_attr(ctx, "label", label_attr);
        st
    }
}
/// Attribute constraint: LLVM debug info label (`LLVM_DILabelAttrConstraint`, spec/dialects/llvm_intrinsics.td:N)
const LLVM_DI_LABEL_ATTR_CONSTRAINT: ir::AttrConstraint = ir::AttrConstraint {
    summary: "LLVM debug info label",
    check: dialects::gen::llvm_intrinsics::llvm_di_label_attr_constraint,
};
/// Parses `llvm.intr.dbg.label` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) from its custom syntax.
fn parse_dbg_label_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let a = ods::parse_dialect_attr_stripped(p, "llvm.di_label")?;
    st.add_attr(ctx.ident("label"), a);
    p.parse_optional_attr_dict(st)?;
    Ok(())
}
/// Prints `llvm.intr.dbg.label` (spec/dialects/llvm_intrinsics.td:N) (and the ops of the same format) in its custom syntax.
fn print_dbg_label_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    if let Some(a) = op.attr("label") {
        ods::print_dialect_attr_stripped(p, a);
    }
    p.print_optional_attr_dict(op, &["label"]);
}
/// `llvm.intr.dbg.label` (spec/dialects/llvm_intrinsics.td:N): Relates the program to a debug information label.
pub static DBG_LABEL_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.intr.dbg.label",
    dialect: "llvm",
    attrs: &[
        ir::AttrInfo {
            name: "label",
            constraint: Some(LLVM_DI_LABEL_ATTR_CONSTRAINT),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_intrinsics.td",
        line: &dialects::gen::llvm_intrinsics::__spec_lines::LINES[203usize],
    },
    verify: verify_no_alias_scope_decl_op,
    parse: Some(&(parse_dbg_label_op as parse::ops::ParseFn)),
    print: Some(&(print_dbg_label_op as print::ops::PrintFn)),
    operand_arities: &[],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 204usize] = [
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32,
    ];
}
