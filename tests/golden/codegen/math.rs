// @generated from spec/dialects/math.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{diag, dialects, ir, parse, print};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
static ABS_F_OP_FASTMATH_DEFAULT: ir::SpecDefault = ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ir::SpecValue::Enum(
        &dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.absf` (spec/dialects/math.td:N): floating point absolute-value operation
#[derive(Copy, Clone)]
pub struct AbsFOp<'a>(pub OpRef<'a>);
impl<'a> AbsFOp<'a> {
    pub const NAME: &'static str = "math.absf";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ABS_F_OP_INFO).then_some(AbsFOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, ABS_F_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, ABS_F_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ABS_F_OP_INFO, loc);
        st.operands.push(operand);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Attribute constraint: Floating point fast math flags (first used by `math.absf`, spec/dialects/math.td:N)
const IS_FLOATING_POINT_FAST_MATH_FLAGS: ir::AttrConstraint = ir::AttrConstraint {
    summary: "Floating point fast math flags",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::enum_attr_pred(
        ctx,
        a,
        "FastMathFlags",
    ),
};
/// Type constraint: floating-point-like (`FloatLike`, spec/constraints.td:N)
const FLOAT_LIKE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "floating-point-like",
    check: dialects::gen::constraints::float_like,
};
/// Verifies `math.absf` (spec/dialects/math.td:N) and the ops that check the same things.
fn verify_abs_f_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
/// Parses `math.absf` (spec/dialects/math.td:N) (and the ops of the same format) from its custom syntax.
fn parse_abs_f_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_operand: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_operand: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_operand.push(p.parse_operand()?);
    if p.eat_literal("fastmath") {
        let v = ods::parse_enum_stripped(
            p,
            &dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        )?;
        st.add_attr(
            ctx.ident("fastmath"),
            ctx.enum_attr(&dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM, v),
        );
    }
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    rt_result = Some(vec![p.parse_type() ?]);
    if ot_operand.is_none() {
        if let Some(t) = rt_result.as_ref().and_then(|v| v.first().copied()) {
            ot_operand = Some(vec![t; o_operand.len()]);
        }
    }
    let types = ot_operand.unwrap_or_default();
    p.resolve_operands(&o_operand, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `math.absf` (spec/dialects/math.td:N) (and the ops of the same format) in its custom syntax.
fn print_abs_f_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    if ods::attr_differs_from_default(op, "fastmath") {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.absf` (spec/dialects/math.td:N): floating point absolute-value operation
pub static ABS_F_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.absf",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[0usize],
    },
    verify: verify_abs_f_op,
    parse: Some(&(parse_abs_f_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_f_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_math::float_unary,
        kind: "absf",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.absi` (spec/dialects/math.td:N): integer absolute-value operation
#[derive(Copy, Clone)]
pub struct AbsIOp<'a>(pub OpRef<'a>);
impl<'a> AbsIOp<'a> {
    pub const NAME: &'static str = "math.absi";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ABS_I_OP_INFO).then_some(AbsIOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: signless-integer-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, ABS_I_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: signless-integer-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, ABS_I_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ABS_I_OP_INFO, loc);
        st.operands.push(operand);
        st.result_types.push(result_ty);
        st
    }
}
/// Type constraint: signless-integer-like (`SignlessIntegerOrIndexLike`, spec/constraints.td:N)
const SIGNLESS_INTEGER_OR_INDEX_LIKE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "signless-integer-like",
    check: dialects::gen::constraints::signless_integer_or_index_like,
};
/// Verifies `math.absi` (spec/dialects/math.td:N) and the ops that check the same things.
fn verify_abs_i_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
/// Parses `math.absi` (spec/dialects/math.td:N) (and the ops of the same format) from its custom syntax.
fn parse_abs_i_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_operand: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_operand: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_operand.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    rt_result = Some(vec![p.parse_type() ?]);
    if ot_operand.is_none() {
        if let Some(t) = rt_result.as_ref().and_then(|v| v.first().copied()) {
            ot_operand = Some(vec![t; o_operand.len()]);
        }
    }
    let types = ot_operand.unwrap_or_default();
    p.resolve_operands(&o_operand, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `math.absi` (spec/dialects/math.td:N) (and the ops of the same format) in its custom syntax.
fn print_abs_i_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
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
/// `math.absi` (spec/dialects/math.td:N): integer absolute-value operation
pub static ABS_I_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.absi",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[1usize],
    },
    verify: verify_abs_i_op,
    parse: Some(&(parse_abs_i_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_i_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_math::int_op,
        kind: "absi",
        elements: true,
    }),
    operand_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE],
    result_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.acosh` (spec/dialects/math.td:N): Hyperbolic arcus cosine of the given value
#[derive(Copy, Clone)]
pub struct AcoshOp<'a>(pub OpRef<'a>);
impl<'a> AcoshOp<'a> {
    pub const NAME: &'static str = "math.acosh";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ACOSH_OP_INFO).then_some(AcoshOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, ACOSH_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, ACOSH_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ACOSH_OP_INFO, loc);
        st.operands.push(operand);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `math.acosh` (spec/dialects/math.td:N): Hyperbolic arcus cosine of the given value
pub static ACOSH_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.acosh",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[2usize],
    },
    verify: verify_abs_f_op,
    parse: Some(&(parse_abs_f_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_f_op as print::ops::PrintFn)),
    operand_types: &[FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.asin` (spec/dialects/math.td:N): arcus sine of the given value
#[derive(Copy, Clone)]
pub struct AsinOp<'a>(pub OpRef<'a>);
impl<'a> AsinOp<'a> {
    pub const NAME: &'static str = "math.asin";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ASIN_OP_INFO).then_some(AsinOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, ASIN_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, ASIN_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ASIN_OP_INFO, loc);
        st.operands.push(operand);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `math.asin` (spec/dialects/math.td:N): arcus sine of the given value
pub static ASIN_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.asin",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[3usize],
    },
    verify: verify_abs_f_op,
    parse: Some(&(parse_abs_f_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_f_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_math::float_unary,
        kind: "asin",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.asinh` (spec/dialects/math.td:N): hyperbolic arcus sine of the given value
#[derive(Copy, Clone)]
pub struct AsinhOp<'a>(pub OpRef<'a>);
impl<'a> AsinhOp<'a> {
    pub const NAME: &'static str = "math.asinh";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ASINH_OP_INFO).then_some(AsinhOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, ASINH_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, ASINH_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ASINH_OP_INFO, loc);
        st.operands.push(operand);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `math.asinh` (spec/dialects/math.td:N): hyperbolic arcus sine of the given value
pub static ASINH_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.asinh",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[4usize],
    },
    verify: verify_abs_f_op,
    parse: Some(&(parse_abs_f_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_f_op as print::ops::PrintFn)),
    operand_types: &[FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.atan` (spec/dialects/math.td:N): arcus tangent of the given value
#[derive(Copy, Clone)]
pub struct AtanOp<'a>(pub OpRef<'a>);
impl<'a> AtanOp<'a> {
    pub const NAME: &'static str = "math.atan";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ATAN_OP_INFO).then_some(AtanOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, ATAN_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, ATAN_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ATAN_OP_INFO, loc);
        st.operands.push(operand);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `math.atan` (spec/dialects/math.td:N): arcus tangent of the given value
pub static ATAN_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.atan",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[5usize],
    },
    verify: verify_abs_f_op,
    parse: Some(&(parse_abs_f_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_f_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_math::float_unary,
        kind: "atan",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.atanh` (spec/dialects/math.td:N): hyperbolic arcus tangent of the given value
#[derive(Copy, Clone)]
pub struct AtanhOp<'a>(pub OpRef<'a>);
impl<'a> AtanhOp<'a> {
    pub const NAME: &'static str = "math.atanh";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ATANH_OP_INFO).then_some(AtanhOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, ATANH_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, ATANH_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ATANH_OP_INFO, loc);
        st.operands.push(operand);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `math.atanh` (spec/dialects/math.td:N): hyperbolic arcus tangent of the given value
pub static ATANH_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.atanh",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[6usize],
    },
    verify: verify_abs_f_op,
    parse: Some(&(parse_abs_f_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_f_op as print::ops::PrintFn)),
    operand_types: &[FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.atan2` (spec/dialects/math.td:N): 2-argument arcus tangent of the given values
#[derive(Copy, Clone)]
pub struct Atan2Op<'a>(pub OpRef<'a>);
impl<'a> Atan2Op<'a> {
    pub const NAME: &'static str = "math.atan2";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ATAN2_OP_INFO).then_some(Atan2Op(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: floating-point-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, ATAN2_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: floating-point-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, ATAN2_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, ATAN2_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ATAN2_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Parses `math.atan2` (spec/dialects/math.td:N) (and the ops of the same format) from its custom syntax.
fn parse_atan2_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_lhs: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_lhs: Option<Vec<Type>> = None;
    let mut o_rhs: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_rhs: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_lhs.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_rhs.push(p.parse_operand()?);
    if p.eat_literal("fastmath") {
        let v = ods::parse_enum_stripped(
            p,
            &dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        )?;
        st.add_attr(
            ctx.ident("fastmath"),
            ctx.enum_attr(&dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM, v),
        );
    }
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    rt_result = Some(vec![p.parse_type() ?]);
    if ot_lhs.is_none() {
        if let Some(t) = rt_result.as_ref().and_then(|v| v.first().copied()) {
            ot_lhs = Some(vec![t; o_lhs.len()]);
        }
    }
    if ot_rhs.is_none() {
        if let Some(t) = rt_result.as_ref().and_then(|v| v.first().copied()) {
            ot_rhs = Some(vec![t; o_rhs.len()]);
        }
    }
    let types = ot_lhs.unwrap_or_default();
    p.resolve_operands(&o_lhs, &types, start, &mut st.operands)?;
    let types = ot_rhs.unwrap_or_default();
    p.resolve_operands(&o_rhs, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `math.atan2` (spec/dialects/math.td:N) (and the ops of the same format) in its custom syntax.
fn print_atan2_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    if ods::attr_differs_from_default(op, "fastmath") {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.atan2` (spec/dialects/math.td:N): 2-argument arcus tangent of the given values
pub static ATAN2_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.atan2",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[7usize],
    },
    verify: verify_abs_f_op,
    parse: Some(&(parse_atan2_op as parse::ops::ParseFn)),
    print: Some(&(print_atan2_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_math::float_binary,
        kind: "atan2",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE, FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.cbrt` (spec/dialects/math.td:N): cube root of the specified value
#[derive(Copy, Clone)]
pub struct CbrtOp<'a>(pub OpRef<'a>);
impl<'a> CbrtOp<'a> {
    pub const NAME: &'static str = "math.cbrt";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CBRT_OP_INFO).then_some(CbrtOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, CBRT_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, CBRT_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CBRT_OP_INFO, loc);
        st.operands.push(operand);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `math.cbrt` (spec/dialects/math.td:N): cube root of the specified value
pub static CBRT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.cbrt",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[8usize],
    },
    verify: verify_abs_f_op,
    parse: Some(&(parse_abs_f_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_f_op as print::ops::PrintFn)),
    operand_types: &[FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.ceil` (spec/dialects/math.td:N): ceiling of the specified value
#[derive(Copy, Clone)]
pub struct CeilOp<'a>(pub OpRef<'a>);
impl<'a> CeilOp<'a> {
    pub const NAME: &'static str = "math.ceil";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CEIL_OP_INFO).then_some(CeilOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, CEIL_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, CEIL_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CEIL_OP_INFO, loc);
        st.operands.push(operand);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `math.ceil` (spec/dialects/math.td:N): ceiling of the specified value
pub static CEIL_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.ceil",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[9usize],
    },
    verify: verify_abs_f_op,
    parse: Some(&(parse_abs_f_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_f_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_math::float_unary,
        kind: "ceil",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.clampf` (spec/dialects/math.td:N): floating point clamping operation
#[derive(Copy, Clone)]
pub struct ClampFOp<'a>(pub OpRef<'a>);
impl<'a> ClampFOp<'a> {
    pub const NAME: &'static str = "math.clampf";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CLAMP_F_OP_INFO).then_some(ClampFOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `value`: floating-point-like
    pub fn value(&self) -> Value {
        ods::operand_group(self.0, CLAMP_F_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `min`: floating-point-like
    pub fn min(&self) -> Value {
        ods::operand_group(self.0, CLAMP_F_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `max`: floating-point-like
    pub fn max(&self) -> Value {
        ods::operand_group(self.0, CLAMP_F_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, CLAMP_F_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        value: Value,
        min: Value,
        max: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CLAMP_F_OP_INFO, loc);
        st.operands.push(value);
        st.operands.push(min);
        st.operands.push(max);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Parses `math.clampf` (spec/dialects/math.td:N) (and the ops of the same format) from its custom syntax.
fn parse_clamp_f_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_value: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_value: Option<Vec<Type>> = None;
    let mut o_min: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_min: Option<Vec<Type>> = None;
    let mut o_max: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_max: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_value.push(p.parse_operand()?);
    p.expect_literal("to")?;
    p.expect_literal("[")?;
    o_min.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_max.push(p.parse_operand()?);
    p.expect_literal("]")?;
    if p.eat_literal("fastmath") {
        let v = ods::parse_enum_stripped(
            p,
            &dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        )?;
        st.add_attr(
            ctx.ident("fastmath"),
            ctx.enum_attr(&dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM, v),
        );
    }
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    rt_result = Some(vec![p.parse_type() ?]);
    if ot_value.is_none() {
        if let Some(t) = rt_result.as_ref().and_then(|v| v.first().copied()) {
            ot_value = Some(vec![t; o_value.len()]);
        }
    }
    if ot_min.is_none() {
        if let Some(t) = rt_result.as_ref().and_then(|v| v.first().copied()) {
            ot_min = Some(vec![t; o_min.len()]);
        }
    }
    if ot_max.is_none() {
        if let Some(t) = rt_result.as_ref().and_then(|v| v.first().copied()) {
            ot_max = Some(vec![t; o_max.len()]);
        }
    }
    let types = ot_value.unwrap_or_default();
    p.resolve_operands(&o_value, &types, start, &mut st.operands)?;
    let types = ot_min.unwrap_or_default();
    p.resolve_operands(&o_min, &types, start, &mut st.operands)?;
    let types = ot_max.unwrap_or_default();
    p.resolve_operands(&o_max, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `math.clampf` (spec/dialects/math.td:N) (and the ops of the same format) in its custom syntax.
fn print_clamp_f_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(" to");
    p.write(" ");
    p.write("[");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 2usize));
    p.write("]");
    if ods::attr_differs_from_default(op, "fastmath") {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.clampf` (spec/dialects/math.td:N): floating point clamping operation
pub static CLAMP_F_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.clampf",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[10usize],
    },
    verify: verify_abs_f_op,
    parse: Some(&(parse_clamp_f_op as parse::ops::ParseFn)),
    print: Some(&(print_clamp_f_op as print::ops::PrintFn)),
    operand_types: &[FLOAT_LIKE, FLOAT_LIKE, FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.copysign` (spec/dialects/math.td:N): A copysign operation
#[derive(Copy, Clone)]
pub struct CopySignOp<'a>(pub OpRef<'a>);
impl<'a> CopySignOp<'a> {
    pub const NAME: &'static str = "math.copysign";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &COPY_SIGN_OP_INFO).then_some(CopySignOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: floating-point-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, COPY_SIGN_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: floating-point-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, COPY_SIGN_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, COPY_SIGN_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &COPY_SIGN_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `math.copysign` (spec/dialects/math.td:N): A copysign operation
pub static COPY_SIGN_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.copysign",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[11usize],
    },
    verify: verify_abs_f_op,
    parse: Some(&(parse_atan2_op as parse::ops::ParseFn)),
    print: Some(&(print_atan2_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_math::float_binary,
        kind: "copysign",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE, FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.cos` (spec/dialects/math.td:N): cosine of the specified value
#[derive(Copy, Clone)]
pub struct CosOp<'a>(pub OpRef<'a>);
impl<'a> CosOp<'a> {
    pub const NAME: &'static str = "math.cos";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &COS_OP_INFO).then_some(CosOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, COS_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, COS_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &COS_OP_INFO, loc);
        st.operands.push(operand);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `math.cos` (spec/dialects/math.td:N): cosine of the specified value
pub static COS_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.cos",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[12usize],
    },
    verify: verify_abs_f_op,
    parse: Some(&(parse_abs_f_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_f_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_math::float_unary,
        kind: "cos",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.acos` (spec/dialects/math.td:N): arcus cosine of the specified value
#[derive(Copy, Clone)]
pub struct AcosOp<'a>(pub OpRef<'a>);
impl<'a> AcosOp<'a> {
    pub const NAME: &'static str = "math.acos";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ACOS_OP_INFO).then_some(AcosOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, ACOS_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, ACOS_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ACOS_OP_INFO, loc);
        st.operands.push(operand);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `math.acos` (spec/dialects/math.td:N): arcus cosine of the specified value
pub static ACOS_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.acos",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[13usize],
    },
    verify: verify_abs_f_op,
    parse: Some(&(parse_abs_f_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_f_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_math::float_unary,
        kind: "acos",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.cosh` (spec/dialects/math.td:N): hyperbolic cosine of the specified value
#[derive(Copy, Clone)]
pub struct CoshOp<'a>(pub OpRef<'a>);
impl<'a> CoshOp<'a> {
    pub const NAME: &'static str = "math.cosh";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &COSH_OP_INFO).then_some(CoshOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, COSH_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, COSH_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &COSH_OP_INFO, loc);
        st.operands.push(operand);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `math.cosh` (spec/dialects/math.td:N): hyperbolic cosine of the specified value
pub static COSH_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.cosh",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[14usize],
    },
    verify: verify_abs_f_op,
    parse: Some(&(parse_abs_f_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_f_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_math::float_unary,
        kind: "cosh",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.sin` (spec/dialects/math.td:N): sine of the specified value
#[derive(Copy, Clone)]
pub struct SinOp<'a>(pub OpRef<'a>);
impl<'a> SinOp<'a> {
    pub const NAME: &'static str = "math.sin";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SIN_OP_INFO).then_some(SinOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, SIN_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, SIN_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &SIN_OP_INFO, loc);
        st.operands.push(operand);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `math.sin` (spec/dialects/math.td:N): sine of the specified value
pub static SIN_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.sin",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[15usize],
    },
    verify: verify_abs_f_op,
    parse: Some(&(parse_abs_f_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_f_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_math::float_unary,
        kind: "sin",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.sinh` (spec/dialects/math.td:N): hyperbolic sine of the specified value
#[derive(Copy, Clone)]
pub struct SinhOp<'a>(pub OpRef<'a>);
impl<'a> SinhOp<'a> {
    pub const NAME: &'static str = "math.sinh";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SINH_OP_INFO).then_some(SinhOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, SINH_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, SINH_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &SINH_OP_INFO, loc);
        st.operands.push(operand);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `math.sinh` (spec/dialects/math.td:N): hyperbolic sine of the specified value
pub static SINH_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.sinh",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[16usize],
    },
    verify: verify_abs_f_op,
    parse: Some(&(parse_abs_f_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_f_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_math::float_unary,
        kind: "sinh",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.sincos` (spec/dialects/math.td:N): sine and cosine of the specified value
#[derive(Copy, Clone)]
pub struct SincosOp<'a>(pub OpRef<'a>);
impl<'a> SincosOp<'a> {
    pub const NAME: &'static str = "math.sincos";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SINCOS_OP_INFO).then_some(SincosOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, SINCOS_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `sin`: floating-point-like
    pub fn sin(&self) -> Value {
        ods::results_group(self.0, SINCOS_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Result `cos`: floating-point-like
    pub fn cos(&self) -> Value {
        ods::results_group(self.0, SINCOS_OP_INFO.result_arities, 1usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        fastmath_attr: Option<Attribute>,
        sin_ty: Type,
        cos_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &SINCOS_OP_INFO, loc);
        st.operands.push(operand);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(sin_ty);
        st.result_types.push(cos_ty);
        st
    }
}
/// Verifies `math.sincos` (spec/dialects/math.td:N) and the ops that check the same things.
fn verify_sincos_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    ods::all_equal(
        op,
        &[
            ods::operand_group_at(op, 0usize).first().map(|v| op.value_type(v)),
            ods::results_group_at(op, 0usize).first().map(|v| op.value_type(v)),
            ods::results_group_at(op, 1usize).first().map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {operand, sin, cos} have same type",
    )?;
    ods::same_operands_and_result_shape(op)?;
    ods::elementwise(op)?;
    Ok(())
}
/// Parses `math.sincos` (spec/dialects/math.td:N) (and the ops of the same format) from its custom syntax.
fn parse_sincos_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_operand: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_operand: Option<Vec<Type>> = None;
    let mut rt_sin: Option<Vec<Type>> = None;
    let mut rt_cos: Option<Vec<Type>> = None;
    o_operand.push(p.parse_operand()?);
    if p.eat_literal("fastmath") {
        let v = ods::parse_enum_stripped(
            p,
            &dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        )?;
        st.add_attr(
            ctx.ident("fastmath"),
            ctx.enum_attr(&dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM, v),
        );
    }
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_operand = Some(vec![p.parse_type() ?]);
    for &t in ot_operand.iter().flatten() {
        if !(dialects::gen::constraints::float_like(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'operand' must be floating-point-like, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if rt_sin.is_none() {
        if let Some(t) = ot_operand.as_ref().and_then(|v| v.first().copied()) {
            rt_sin = Some(vec![t; 1usize]);
        }
    }
    if rt_cos.is_none() {
        if let Some(t) = ot_operand.as_ref().and_then(|v| v.first().copied()) {
            rt_cos = Some(vec![t; 1usize]);
        }
    }
    let types = ot_operand.unwrap_or_default();
    p.resolve_operands(&o_operand, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_sin.unwrap_or_default());
    st.result_types.extend(rt_cos.unwrap_or_default());
    Ok(())
}
/// Prints `math.sincos` (spec/dialects/math.td:N) (and the ops of the same format) in its custom syntax.
fn print_sincos_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    if ods::attr_differs_from_default(op, "fastmath") {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.sincos` (spec/dialects/math.td:N): sine and cosine of the specified value
pub static SINCOS_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.sincos",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_SHAPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[17usize],
    },
    verify: verify_sincos_op,
    parse: Some(&(parse_sincos_op as parse::ops::ParseFn)),
    print: Some(&(print_sincos_op as print::ops::PrintFn)),
    asm_names: ir::AsmNames::Groups(&["sin", "cos"]),
    operand_types: &[FLOAT_LIKE],
    result_types: &[FLOAT_LIKE, FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single, ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.ctlz` (spec/dialects/math.td:N): counts the leading zeros an integer value
#[derive(Copy, Clone)]
pub struct CountLeadingZerosOp<'a>(pub OpRef<'a>);
impl<'a> CountLeadingZerosOp<'a> {
    pub const NAME: &'static str = "math.ctlz";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &COUNT_LEADING_ZEROS_OP_INFO).then_some(CountLeadingZerosOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: signless-integer-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, COUNT_LEADING_ZEROS_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Result `result`: signless-integer-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, COUNT_LEADING_ZEROS_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &COUNT_LEADING_ZEROS_OP_INFO, loc);
        st.operands.push(operand);
        st.result_types.push(result_ty);
        st
    }
}
/// `math.ctlz` (spec/dialects/math.td:N): counts the leading zeros an integer value
pub static COUNT_LEADING_ZEROS_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.ctlz",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[18usize],
    },
    verify: verify_abs_i_op,
    parse: Some(&(parse_abs_i_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_i_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_math::int_op,
        kind: "ctlz",
        elements: true,
    }),
    operand_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE],
    result_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.cttz` (spec/dialects/math.td:N): counts the trailing zeros an integer value
#[derive(Copy, Clone)]
pub struct CountTrailingZerosOp<'a>(pub OpRef<'a>);
impl<'a> CountTrailingZerosOp<'a> {
    pub const NAME: &'static str = "math.cttz";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &COUNT_TRAILING_ZEROS_OP_INFO).then_some(CountTrailingZerosOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: signless-integer-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, COUNT_TRAILING_ZEROS_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Result `result`: signless-integer-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, COUNT_TRAILING_ZEROS_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &COUNT_TRAILING_ZEROS_OP_INFO, loc);
        st.operands.push(operand);
        st.result_types.push(result_ty);
        st
    }
}
/// `math.cttz` (spec/dialects/math.td:N): counts the trailing zeros an integer value
pub static COUNT_TRAILING_ZEROS_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.cttz",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[19usize],
    },
    verify: verify_abs_i_op,
    parse: Some(&(parse_abs_i_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_i_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_math::int_op,
        kind: "cttz",
        elements: true,
    }),
    operand_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE],
    result_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.ctpop` (spec/dialects/math.td:N): counts the number of set bits of an integer value
#[derive(Copy, Clone)]
pub struct CtPopOp<'a>(pub OpRef<'a>);
impl<'a> CtPopOp<'a> {
    pub const NAME: &'static str = "math.ctpop";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CT_POP_OP_INFO).then_some(CtPopOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: signless-integer-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, CT_POP_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: signless-integer-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, CT_POP_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CT_POP_OP_INFO, loc);
        st.operands.push(operand);
        st.result_types.push(result_ty);
        st
    }
}
/// `math.ctpop` (spec/dialects/math.td:N): counts the number of set bits of an integer value
pub static CT_POP_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.ctpop",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[20usize],
    },
    verify: verify_abs_i_op,
    parse: Some(&(parse_abs_i_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_i_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_math::int_op,
        kind: "ctpop",
        elements: true,
    }),
    operand_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE],
    result_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.erf` (spec/dialects/math.td:N): error function of the specified value
#[derive(Copy, Clone)]
pub struct ErfOp<'a>(pub OpRef<'a>);
impl<'a> ErfOp<'a> {
    pub const NAME: &'static str = "math.erf";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ERF_OP_INFO).then_some(ErfOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, ERF_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, ERF_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ERF_OP_INFO, loc);
        st.operands.push(operand);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `math.erf` (spec/dialects/math.td:N): error function of the specified value
pub static ERF_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.erf",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[21usize],
    },
    verify: verify_abs_f_op,
    parse: Some(&(parse_abs_f_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_f_op as print::ops::PrintFn)),
    operand_types: &[FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.erfc` (spec/dialects/math.td:N): complementary error function of the specified value
#[derive(Copy, Clone)]
pub struct ErfcOp<'a>(pub OpRef<'a>);
impl<'a> ErfcOp<'a> {
    pub const NAME: &'static str = "math.erfc";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ERFC_OP_INFO).then_some(ErfcOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, ERFC_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, ERFC_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ERFC_OP_INFO, loc);
        st.operands.push(operand);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `math.erfc` (spec/dialects/math.td:N): complementary error function of the specified value
pub static ERFC_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.erfc",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[22usize],
    },
    verify: verify_abs_f_op,
    parse: Some(&(parse_abs_f_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_f_op as print::ops::PrintFn)),
    operand_types: &[FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.exp` (spec/dialects/math.td:N): base-e exponential of the specified value
#[derive(Copy, Clone)]
pub struct ExpOp<'a>(pub OpRef<'a>);
impl<'a> ExpOp<'a> {
    pub const NAME: &'static str = "math.exp";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &EXP_OP_INFO).then_some(ExpOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, EXP_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, EXP_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &EXP_OP_INFO, loc);
        st.operands.push(operand);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `math.exp` (spec/dialects/math.td:N): base-e exponential of the specified value
pub static EXP_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.exp",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[23usize],
    },
    verify: verify_abs_f_op,
    parse: Some(&(parse_abs_f_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_f_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_math::float_unary,
        kind: "exp",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.exp2` (spec/dialects/math.td:N): base-2 exponential of the specified value
#[derive(Copy, Clone)]
pub struct Exp2Op<'a>(pub OpRef<'a>);
impl<'a> Exp2Op<'a> {
    pub const NAME: &'static str = "math.exp2";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &EXP2_OP_INFO).then_some(Exp2Op(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, EXP2_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, EXP2_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &EXP2_OP_INFO, loc);
        st.operands.push(operand);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `math.exp2` (spec/dialects/math.td:N): base-2 exponential of the specified value
pub static EXP2_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.exp2",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[24usize],
    },
    verify: verify_abs_f_op,
    parse: Some(&(parse_abs_f_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_f_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_math::float_unary,
        kind: "exp2",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.expm1` (spec/dialects/math.td:N): base-e exponential of the specified value minus 1
#[derive(Copy, Clone)]
pub struct ExpM1Op<'a>(pub OpRef<'a>);
impl<'a> ExpM1Op<'a> {
    pub const NAME: &'static str = "math.expm1";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &EXP_M1_OP_INFO).then_some(ExpM1Op(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, EXP_M1_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, EXP_M1_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &EXP_M1_OP_INFO, loc);
        st.operands.push(operand);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `math.expm1` (spec/dialects/math.td:N): base-e exponential of the specified value minus 1
pub static EXP_M1_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.expm1",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[25usize],
    },
    verify: verify_abs_f_op,
    parse: Some(&(parse_abs_f_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_f_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_math::float_unary,
        kind: "expm1",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.floor` (spec/dialects/math.td:N): floor of the specified value
#[derive(Copy, Clone)]
pub struct FloorOp<'a>(pub OpRef<'a>);
impl<'a> FloorOp<'a> {
    pub const NAME: &'static str = "math.floor";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &FLOOR_OP_INFO).then_some(FloorOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, FLOOR_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, FLOOR_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &FLOOR_OP_INFO, loc);
        st.operands.push(operand);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `math.floor` (spec/dialects/math.td:N): floor of the specified value
pub static FLOOR_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.floor",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[26usize],
    },
    verify: verify_abs_f_op,
    parse: Some(&(parse_abs_f_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_f_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_math::float_unary,
        kind: "floor",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.fma` (spec/dialects/math.td:N): floating point fused multipy-add operation
#[derive(Copy, Clone)]
pub struct FmaOp<'a>(pub OpRef<'a>);
impl<'a> FmaOp<'a> {
    pub const NAME: &'static str = "math.fma";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &FMA_OP_INFO).then_some(FmaOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: floating-point-like
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, FMA_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `b`: floating-point-like
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, FMA_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `c`: floating-point-like
    pub fn c(&self) -> Value {
        ods::operand_group(self.0, FMA_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, FMA_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        c: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &FMA_OP_INFO, loc);
        st.operands.push(a);
        st.operands.push(b);
        st.operands.push(c);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Parses `math.fma` (spec/dialects/math.td:N) (and the ops of the same format) from its custom syntax.
fn parse_fma_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_a: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_a: Option<Vec<Type>> = None;
    let mut o_b: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_b: Option<Vec<Type>> = None;
    let mut o_c: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_c: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_a.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_b.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_c.push(p.parse_operand()?);
    if p.eat_literal("fastmath") {
        let v = ods::parse_enum_stripped(
            p,
            &dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        )?;
        st.add_attr(
            ctx.ident("fastmath"),
            ctx.enum_attr(&dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM, v),
        );
    }
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    rt_result = Some(vec![p.parse_type() ?]);
    if ot_a.is_none() {
        if let Some(t) = rt_result.as_ref().and_then(|v| v.first().copied()) {
            ot_a = Some(vec![t; o_a.len()]);
        }
    }
    if ot_b.is_none() {
        if let Some(t) = rt_result.as_ref().and_then(|v| v.first().copied()) {
            ot_b = Some(vec![t; o_b.len()]);
        }
    }
    if ot_c.is_none() {
        if let Some(t) = rt_result.as_ref().and_then(|v| v.first().copied()) {
            ot_c = Some(vec![t; o_c.len()]);
        }
    }
    let types = ot_a.unwrap_or_default();
    p.resolve_operands(&o_a, &types, start, &mut st.operands)?;
    let types = ot_b.unwrap_or_default();
    p.resolve_operands(&o_b, &types, start, &mut st.operands)?;
    let types = ot_c.unwrap_or_default();
    p.resolve_operands(&o_c, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `math.fma` (spec/dialects/math.td:N) (and the ops of the same format) in its custom syntax.
fn print_fma_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 2usize));
    if ods::attr_differs_from_default(op, "fastmath") {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.fma` (spec/dialects/math.td:N): floating point fused multipy-add operation
pub static FMA_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.fma",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[27usize],
    },
    verify: verify_abs_f_op,
    parse: Some(&(parse_fma_op as parse::ops::ParseFn)),
    print: Some(&(print_fma_op as print::ops::PrintFn)),
    operand_types: &[FLOAT_LIKE, FLOAT_LIKE, FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.ipowi` (spec/dialects/math.td:N): signed integer raised to the power of operation
#[derive(Copy, Clone)]
pub struct IPowIOp<'a>(pub OpRef<'a>);
impl<'a> IPowIOp<'a> {
    pub const NAME: &'static str = "math.ipowi";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &I_POW_I_OP_INFO).then_some(IPowIOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless-integer-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, I_POW_I_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless-integer-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, I_POW_I_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: signless-integer-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, I_POW_I_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &I_POW_I_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
/// Parses `math.ipowi` (spec/dialects/math.td:N) (and the ops of the same format) from its custom syntax.
fn parse_i_pow_i_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_lhs: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_lhs: Option<Vec<Type>> = None;
    let mut o_rhs: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_rhs: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_lhs.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_rhs.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    rt_result = Some(vec![p.parse_type() ?]);
    if ot_lhs.is_none() {
        if let Some(t) = rt_result.as_ref().and_then(|v| v.first().copied()) {
            ot_lhs = Some(vec![t; o_lhs.len()]);
        }
    }
    if ot_rhs.is_none() {
        if let Some(t) = rt_result.as_ref().and_then(|v| v.first().copied()) {
            ot_rhs = Some(vec![t; o_rhs.len()]);
        }
    }
    let types = ot_lhs.unwrap_or_default();
    p.resolve_operands(&o_lhs, &types, start, &mut st.operands)?;
    let types = ot_rhs.unwrap_or_default();
    p.resolve_operands(&o_rhs, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `math.ipowi` (spec/dialects/math.td:N) (and the ops of the same format) in its custom syntax.
fn print_i_pow_i_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
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
/// `math.ipowi` (spec/dialects/math.td:N): signed integer raised to the power of operation
pub static I_POW_I_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.ipowi",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[28usize],
    },
    verify: verify_abs_i_op,
    parse: Some(&(parse_i_pow_i_op as parse::ops::ParseFn)),
    print: Some(&(print_i_pow_i_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_math::int_op,
        kind: "ipowi",
        elements: true,
    }),
    operand_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE, SIGNLESS_INTEGER_OR_INDEX_LIKE],
    result_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.isfinite` (spec/dialects/math.td:N): returns true if the operand classifies as finite
#[derive(Copy, Clone)]
pub struct IsFiniteOp<'a>(pub OpRef<'a>);
impl<'a> IsFiniteOp<'a> {
    pub const NAME: &'static str = "math.isfinite";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &IS_FINITE_OP_INFO).then_some(IsFiniteOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, IS_FINITE_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: bool-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, IS_FINITE_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &IS_FINITE_OP_INFO, loc);
        st.operands.push(operand);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Type constraint: bool-like (`BoolLike`, spec/constraints.td:N)
const BOOL_LIKE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "bool-like",
    check: dialects::gen::constraints::bool_like,
};
/// Verifies `math.isfinite` (spec/dialects/math.td:N) and the ops that check the same things.
fn verify_is_finite_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    if let (Some(from), Some(to)) = (
        ods::operand_group_at(op, 0usize).first().map(|v| op.value_type(v)),
        ods::results_group_at(op, 0usize).first().map(|v| op.value_type(v)),
    ) {
        if dialects::native::transforms::i1_same_shape(op.ctx, from) != to {
            return Err(
                ods::op_error(
                    op,
                    "failed to verify that result type has i1 element type and same shape as operands",
                ),
            );
        }
    }
    ods::elementwise(op)?;
    Ok(())
}
/// Parses `math.isfinite` (spec/dialects/math.td:N) (and the ops of the same format) from its custom syntax.
fn parse_is_finite_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_operand: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_operand: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_operand.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_operand = Some(vec![p.parse_type() ?]);
    for &t in ot_operand.iter().flatten() {
        if !(dialects::gen::constraints::float_like(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'operand' must be floating-point-like, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if rt_result.is_none() {
        if let Some(t) = ot_operand.as_ref().and_then(|v| v.first().copied()) {
            rt_result = Some(
                ods::spread_types(
                    ctx,
                    dialects::native::transforms::i1_same_shape(ctx, t),
                    1usize,
                ),
            );
        }
    }
    let types = ot_operand.unwrap_or_default();
    p.resolve_operands(&o_operand, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `math.isfinite` (spec/dialects/math.td:N) (and the ops of the same format) in its custom syntax.
fn print_is_finite_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
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
/// `math.isfinite` (spec/dialects/math.td:N): returns true if the operand classifies as finite
pub static IS_FINITE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.isfinite",
    dialect: "math",
    traits: ir::Traits::PURE.union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[29usize],
    },
    verify: verify_is_finite_op,
    parse: Some(&(parse_is_finite_op as parse::ops::ParseFn)),
    print: Some(&(print_is_finite_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_math::classify,
        kind: "isfinite",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE],
    result_types: &[BOOL_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.isinf` (spec/dialects/math.td:N): returns true if the operand classifies as infinite
#[derive(Copy, Clone)]
pub struct IsInfOp<'a>(pub OpRef<'a>);
impl<'a> IsInfOp<'a> {
    pub const NAME: &'static str = "math.isinf";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &IS_INF_OP_INFO).then_some(IsInfOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, IS_INF_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: bool-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, IS_INF_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &IS_INF_OP_INFO, loc);
        st.operands.push(operand);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `math.isinf` (spec/dialects/math.td:N): returns true if the operand classifies as infinite
pub static IS_INF_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.isinf",
    dialect: "math",
    traits: ir::Traits::PURE.union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[30usize],
    },
    verify: verify_is_finite_op,
    parse: Some(&(parse_is_finite_op as parse::ops::ParseFn)),
    print: Some(&(print_is_finite_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_math::classify,
        kind: "isinf",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE],
    result_types: &[BOOL_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.isnan` (spec/dialects/math.td:N): returns true if the operand classifies as NaN
#[derive(Copy, Clone)]
pub struct IsNaNOp<'a>(pub OpRef<'a>);
impl<'a> IsNaNOp<'a> {
    pub const NAME: &'static str = "math.isnan";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &IS_NA_N_OP_INFO).then_some(IsNaNOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, IS_NA_N_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: bool-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, IS_NA_N_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &IS_NA_N_OP_INFO, loc);
        st.operands.push(operand);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `math.isnan` (spec/dialects/math.td:N): returns true if the operand classifies as NaN
pub static IS_NA_N_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.isnan",
    dialect: "math",
    traits: ir::Traits::PURE.union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[31usize],
    },
    verify: verify_is_finite_op,
    parse: Some(&(parse_is_finite_op as parse::ops::ParseFn)),
    print: Some(&(print_is_finite_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_math::classify,
        kind: "isnan",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE],
    result_types: &[BOOL_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.isnormal` (spec/dialects/math.td:N): returns true if the operand classifies as normal
#[derive(Copy, Clone)]
pub struct IsNormalOp<'a>(pub OpRef<'a>);
impl<'a> IsNormalOp<'a> {
    pub const NAME: &'static str = "math.isnormal";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &IS_NORMAL_OP_INFO).then_some(IsNormalOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, IS_NORMAL_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: bool-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, IS_NORMAL_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &IS_NORMAL_OP_INFO, loc);
        st.operands.push(operand);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `math.isnormal` (spec/dialects/math.td:N): returns true if the operand classifies as normal
pub static IS_NORMAL_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.isnormal",
    dialect: "math",
    traits: ir::Traits::PURE.union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[32usize],
    },
    verify: verify_is_finite_op,
    parse: Some(&(parse_is_finite_op as parse::ops::ParseFn)),
    print: Some(&(print_is_finite_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_math::classify,
        kind: "isnormal",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE],
    result_types: &[BOOL_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.log` (spec/dialects/math.td:N): base-e logarithm of the specified value
#[derive(Copy, Clone)]
pub struct LogOp<'a>(pub OpRef<'a>);
impl<'a> LogOp<'a> {
    pub const NAME: &'static str = "math.log";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &LOG_OP_INFO).then_some(LogOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, LOG_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, LOG_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &LOG_OP_INFO, loc);
        st.operands.push(operand);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `math.log` (spec/dialects/math.td:N): base-e logarithm of the specified value
pub static LOG_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.log",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[33usize],
    },
    verify: verify_abs_f_op,
    parse: Some(&(parse_abs_f_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_f_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_math::float_unary,
        kind: "log",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.log10` (spec/dialects/math.td:N): base-10 logarithm of the specified value
#[derive(Copy, Clone)]
pub struct Log10Op<'a>(pub OpRef<'a>);
impl<'a> Log10Op<'a> {
    pub const NAME: &'static str = "math.log10";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &LOG10_OP_INFO).then_some(Log10Op(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, LOG10_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, LOG10_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &LOG10_OP_INFO, loc);
        st.operands.push(operand);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `math.log10` (spec/dialects/math.td:N): base-10 logarithm of the specified value
pub static LOG10_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.log10",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[34usize],
    },
    verify: verify_abs_f_op,
    parse: Some(&(parse_abs_f_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_f_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_math::float_unary,
        kind: "log10",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.log1p` (spec/dialects/math.td:N): Computes the natural logarithm of one plus the given value
#[derive(Copy, Clone)]
pub struct Log1pOp<'a>(pub OpRef<'a>);
impl<'a> Log1pOp<'a> {
    pub const NAME: &'static str = "math.log1p";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &LOG1P_OP_INFO).then_some(Log1pOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, LOG1P_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, LOG1P_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &LOG1P_OP_INFO, loc);
        st.operands.push(operand);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `math.log1p` (spec/dialects/math.td:N): Computes the natural logarithm of one plus the given value
pub static LOG1P_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.log1p",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[35usize],
    },
    verify: verify_abs_f_op,
    parse: Some(&(parse_abs_f_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_f_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_math::float_unary,
        kind: "log1p",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.log2` (spec/dialects/math.td:N): base-2 logarithm of the specified value
#[derive(Copy, Clone)]
pub struct Log2Op<'a>(pub OpRef<'a>);
impl<'a> Log2Op<'a> {
    pub const NAME: &'static str = "math.log2";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &LOG2_OP_INFO).then_some(Log2Op(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, LOG2_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, LOG2_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &LOG2_OP_INFO, loc);
        st.operands.push(operand);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `math.log2` (spec/dialects/math.td:N): base-2 logarithm of the specified value
pub static LOG2_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.log2",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[36usize],
    },
    verify: verify_abs_f_op,
    parse: Some(&(parse_abs_f_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_f_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_math::float_unary,
        kind: "log2",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.powf` (spec/dialects/math.td:N): floating point raised to the power of operation
#[derive(Copy, Clone)]
pub struct PowFOp<'a>(pub OpRef<'a>);
impl<'a> PowFOp<'a> {
    pub const NAME: &'static str = "math.powf";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &POW_F_OP_INFO).then_some(PowFOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: floating-point-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, POW_F_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: floating-point-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, POW_F_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, POW_F_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &POW_F_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `math.powf` (spec/dialects/math.td:N): floating point raised to the power of operation
pub static POW_F_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.powf",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[37usize],
    },
    verify: verify_abs_f_op,
    parse: Some(&(parse_atan2_op as parse::ops::ParseFn)),
    print: Some(&(print_atan2_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_math::float_binary,
        kind: "powf",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE, FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.rsqrt` (spec/dialects/math.td:N): reciprocal of sqrt (1 / sqrt of the specified value)
#[derive(Copy, Clone)]
pub struct RsqrtOp<'a>(pub OpRef<'a>);
impl<'a> RsqrtOp<'a> {
    pub const NAME: &'static str = "math.rsqrt";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &RSQRT_OP_INFO).then_some(RsqrtOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, RSQRT_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, RSQRT_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &RSQRT_OP_INFO, loc);
        st.operands.push(operand);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `math.rsqrt` (spec/dialects/math.td:N): reciprocal of sqrt (1 / sqrt of the specified value)
pub static RSQRT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.rsqrt",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[38usize],
    },
    verify: verify_abs_f_op,
    parse: Some(&(parse_abs_f_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_f_op as print::ops::PrintFn)),
    operand_types: &[FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.sqrt` (spec/dialects/math.td:N): sqrt of the specified value
#[derive(Copy, Clone)]
pub struct SqrtOp<'a>(pub OpRef<'a>);
impl<'a> SqrtOp<'a> {
    pub const NAME: &'static str = "math.sqrt";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SQRT_OP_INFO).then_some(SqrtOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, SQRT_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, SQRT_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &SQRT_OP_INFO, loc);
        st.operands.push(operand);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `math.sqrt` (spec/dialects/math.td:N): sqrt of the specified value
pub static SQRT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.sqrt",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[39usize],
    },
    verify: verify_abs_f_op,
    parse: Some(&(parse_abs_f_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_f_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_math::float_unary,
        kind: "sqrt",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.tan` (spec/dialects/math.td:N): tangent of the specified value
#[derive(Copy, Clone)]
pub struct TanOp<'a>(pub OpRef<'a>);
impl<'a> TanOp<'a> {
    pub const NAME: &'static str = "math.tan";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &TAN_OP_INFO).then_some(TanOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, TAN_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, TAN_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &TAN_OP_INFO, loc);
        st.operands.push(operand);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `math.tan` (spec/dialects/math.td:N): tangent of the specified value
pub static TAN_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.tan",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[40usize],
    },
    verify: verify_abs_f_op,
    parse: Some(&(parse_abs_f_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_f_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_math::float_unary,
        kind: "tan",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.tanh` (spec/dialects/math.td:N): hyperbolic tangent of the specified value
#[derive(Copy, Clone)]
pub struct TanhOp<'a>(pub OpRef<'a>);
impl<'a> TanhOp<'a> {
    pub const NAME: &'static str = "math.tanh";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &TANH_OP_INFO).then_some(TanhOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, TANH_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, TANH_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &TANH_OP_INFO, loc);
        st.operands.push(operand);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `math.tanh` (spec/dialects/math.td:N): hyperbolic tangent of the specified value
pub static TANH_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.tanh",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[41usize],
    },
    verify: verify_abs_f_op,
    parse: Some(&(parse_abs_f_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_f_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_math::float_unary,
        kind: "tanh",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.roundeven` (spec/dialects/math.td:N): round of the specified value with halfway cases to even
#[derive(Copy, Clone)]
pub struct RoundEvenOp<'a>(pub OpRef<'a>);
impl<'a> RoundEvenOp<'a> {
    pub const NAME: &'static str = "math.roundeven";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ROUND_EVEN_OP_INFO).then_some(RoundEvenOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, ROUND_EVEN_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, ROUND_EVEN_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ROUND_EVEN_OP_INFO, loc);
        st.operands.push(operand);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `math.roundeven` (spec/dialects/math.td:N): round of the specified value with halfway cases to even
pub static ROUND_EVEN_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.roundeven",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[42usize],
    },
    verify: verify_abs_f_op,
    parse: Some(&(parse_abs_f_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_f_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_math::float_unary,
        kind: "roundeven",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.round` (spec/dialects/math.td:N): round of the specified value
#[derive(Copy, Clone)]
pub struct RoundOp<'a>(pub OpRef<'a>);
impl<'a> RoundOp<'a> {
    pub const NAME: &'static str = "math.round";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ROUND_OP_INFO).then_some(RoundOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, ROUND_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, ROUND_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ROUND_OP_INFO, loc);
        st.operands.push(operand);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `math.round` (spec/dialects/math.td:N): round of the specified value
pub static ROUND_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.round",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[43usize],
    },
    verify: verify_abs_f_op,
    parse: Some(&(parse_abs_f_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_f_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_math::float_unary,
        kind: "round",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.trunc` (spec/dialects/math.td:N): trunc of the specified value
#[derive(Copy, Clone)]
pub struct TruncOp<'a>(pub OpRef<'a>);
impl<'a> TruncOp<'a> {
    pub const NAME: &'static str = "math.trunc";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &TRUNC_OP_INFO).then_some(TruncOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, TRUNC_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, TRUNC_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &TRUNC_OP_INFO, loc);
        st.operands.push(operand);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `math.trunc` (spec/dialects/math.td:N): trunc of the specified value
pub static TRUNC_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.trunc",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[44usize],
    },
    verify: verify_abs_f_op,
    parse: Some(&(parse_abs_f_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_f_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_math::float_unary,
        kind: "trunc",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `math.fpowi` (spec/dialects/math.td:N): floating point raised to the signed integer power
#[derive(Copy, Clone)]
pub struct FPowIOp<'a>(pub OpRef<'a>);
impl<'a> FPowIOp<'a> {
    pub const NAME: &'static str = "math.fpowi";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &F_POW_I_OP_INFO).then_some(FPowIOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: floating-point-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, F_POW_I_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless-integer-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, F_POW_I_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, F_POW_I_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &F_POW_I_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Verifies `math.fpowi` (spec/dialects/math.td:N) and the ops that check the same things.
fn verify_f_pow_i_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    ods::all_equal(
        op,
        &[
            ods::operand_group_at(op, 0usize).first().map(|v| op.value_type(v)),
            ods::results_group_at(op, 0usize).first().map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {lhs, result} have same type",
    )?;
    ods::same_operands_and_result_shape(op)?;
    ods::elementwise(op)?;
    Ok(())
}
/// Parses `math.fpowi` (spec/dialects/math.td:N) (and the ops of the same format) from its custom syntax.
fn parse_f_pow_i_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_lhs: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_lhs: Option<Vec<Type>> = None;
    let mut o_rhs: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_rhs: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_lhs.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_rhs.push(p.parse_operand()?);
    if p.eat_literal("fastmath") {
        let v = ods::parse_enum_stripped(
            p,
            &dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        )?;
        st.add_attr(
            ctx.ident("fastmath"),
            ctx.enum_attr(&dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM, v),
        );
    }
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_lhs = Some(vec![p.parse_type() ?]);
    p.expect_literal(",")?;
    ot_rhs = Some(vec![p.parse_type() ?]);
    for &t in ot_lhs.iter().flatten() {
        if !(dialects::gen::constraints::float_like(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'lhs' must be floating-point-like, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    for &t in ot_rhs.iter().flatten() {
        if !(dialects::gen::constraints::signless_integer_or_index_like(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'rhs' must be signless-integer-like, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if rt_result.is_none() {
        if let Some(t) = ot_lhs.as_ref().and_then(|v| v.first().copied()) {
            rt_result = Some(vec![t; 1usize]);
        }
    }
    let types = ot_lhs.unwrap_or_default();
    p.resolve_operands(&o_lhs, &types, start, &mut st.operands)?;
    let types = ot_rhs.unwrap_or_default();
    p.resolve_operands(&o_rhs, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `math.fpowi` (spec/dialects/math.td:N) (and the ops of the same format) in its custom syntax.
fn print_f_pow_i_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    if ods::attr_differs_from_default(op, "fastmath") {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
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
}
/// `math.fpowi` (spec/dialects/math.td:N): floating point raised to the signed integer power
pub static F_POW_I_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "math.fpowi",
    dialect: "math",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_SHAPE
        .union(ir::Traits::PURE)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/math.td",
        line: &dialects::gen::math::__spec_lines::LINES[45usize],
    },
    verify: verify_f_pow_i_op,
    parse: Some(&(parse_f_pow_i_op as parse::ops::ParseFn)),
    print: Some(&(print_f_pow_i_op as print::ops::PrintFn)),
    operand_types: &[FLOAT_LIKE, SIGNLESS_INTEGER_OR_INDEX_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// Registration table of the dialect.
pub static DIALECT: ir::DialectInfo = ir::DialectInfo {
    name: "math",
    ops: &[
        &dialects::gen::math::ABS_F_OP_INFO,
        &dialects::gen::math::ABS_I_OP_INFO,
        &dialects::gen::math::ACOSH_OP_INFO,
        &dialects::gen::math::ASIN_OP_INFO,
        &dialects::gen::math::ASINH_OP_INFO,
        &dialects::gen::math::ATAN_OP_INFO,
        &dialects::gen::math::ATANH_OP_INFO,
        &dialects::gen::math::ATAN2_OP_INFO,
        &dialects::gen::math::CBRT_OP_INFO,
        &dialects::gen::math::CEIL_OP_INFO,
        &dialects::gen::math::CLAMP_F_OP_INFO,
        &dialects::gen::math::COPY_SIGN_OP_INFO,
        &dialects::gen::math::COS_OP_INFO,
        &dialects::gen::math::ACOS_OP_INFO,
        &dialects::gen::math::COSH_OP_INFO,
        &dialects::gen::math::SIN_OP_INFO,
        &dialects::gen::math::SINH_OP_INFO,
        &dialects::gen::math::SINCOS_OP_INFO,
        &dialects::gen::math::COUNT_LEADING_ZEROS_OP_INFO,
        &dialects::gen::math::COUNT_TRAILING_ZEROS_OP_INFO,
        &dialects::gen::math::CT_POP_OP_INFO,
        &dialects::gen::math::ERF_OP_INFO,
        &dialects::gen::math::ERFC_OP_INFO,
        &dialects::gen::math::EXP_OP_INFO,
        &dialects::gen::math::EXP2_OP_INFO,
        &dialects::gen::math::EXP_M1_OP_INFO,
        &dialects::gen::math::FLOOR_OP_INFO,
        &dialects::gen::math::FMA_OP_INFO,
        &dialects::gen::math::I_POW_I_OP_INFO,
        &dialects::gen::math::IS_FINITE_OP_INFO,
        &dialects::gen::math::IS_INF_OP_INFO,
        &dialects::gen::math::IS_NA_N_OP_INFO,
        &dialects::gen::math::IS_NORMAL_OP_INFO,
        &dialects::gen::math::LOG_OP_INFO,
        &dialects::gen::math::LOG10_OP_INFO,
        &dialects::gen::math::LOG1P_OP_INFO,
        &dialects::gen::math::LOG2_OP_INFO,
        &dialects::gen::math::POW_F_OP_INFO,
        &dialects::gen::math::RSQRT_OP_INFO,
        &dialects::gen::math::SQRT_OP_INFO,
        &dialects::gen::math::TAN_OP_INFO,
        &dialects::gen::math::TANH_OP_INFO,
        &dialects::gen::math::ROUND_EVEN_OP_INFO,
        &dialects::gen::math::ROUND_OP_INFO,
        &dialects::gen::math::TRUNC_OP_INFO,
        &dialects::gen::math::F_POW_I_OP_INFO,
    ],
    enums: &[],
    attr_defs: &[],
    type_defs: &[],
    on_register: Some(dialects::native::fold_math::on_register),
    allow_unknown_ops: false,
    attributes: ir::AttrSyntax::None,
    verbatim_attrs: &[],
};
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 46usize] = [
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
    ];
}
