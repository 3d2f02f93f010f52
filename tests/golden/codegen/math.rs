// @generated from spec/dialects/math.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// Operand group arities (also read by the generated translations).
pub const ABS_F_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const ABS_F_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static ABS_F_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
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
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &ABS_F_OP_INFO) => Some(AbsFOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, ABS_F_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, ABS_F_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&ABS_F_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_abs_f_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: ABS_F_OP_OPERANDS,
            results: ABS_F_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        ABS_F_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        ABS_F_OP_RESULTS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn verify_abs_f_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    if let Some(a) = op.attr("fastmath") {
        if !(::descent::ir::pred::attr::enum_attr_pred(ctx, a, "FastMathFlags")) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_abs_f_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_operand: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_operand: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_operand.push(p.parse_operand()?);
    if p.eat_literal("fastmath") {
        let v = ods::parse_enum_stripped(
            p,
            &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        )?;
        st.add_attr(
            ctx.ident("fastmath"),
            ctx
                .enum_attr(
                    &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                    v,
                ),
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
fn print_abs_f_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, ABS_F_OP_OPERANDS, 0usize));
    if op
        .attr("fastmath")
        .is_some_and(|a| a != ctx.default_attr(&ABS_F_OP_FASTMATH_DEFAULT))
    {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, ABS_F_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.absf` (spec/dialects/math.td:N): floating point absolute-value operation
pub static ABS_F_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.absf",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&ABS_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_abs_f_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_abs_f_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_abs_f_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: ABS_F_OP_OPERANDS,
    result_arities: ABS_F_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const ABS_I_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const ABS_I_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `math.absi` (spec/dialects/math.td:N): integer absolute-value operation
#[derive(Copy, Clone)]
pub struct AbsIOp<'a>(pub OpRef<'a>);
impl<'a> AbsIOp<'a> {
    pub const NAME: &'static str = "math.absi";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &ABS_I_OP_INFO) => Some(AbsIOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: signless-integer-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, ABS_I_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: signless-integer-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, ABS_I_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&ABS_I_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        st.result_types.push(result_ty);
        st
    }
}
fn verify_abs_i_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: ABS_I_OP_OPERANDS,
            results: ABS_I_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_i_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        ABS_I_OP_OPERANDS,
        0usize,
        "signless-integer-like",
        |ctx, t| ::descent::dialects::gen::constraints::signless_integer_or_index_like(
            ctx,
            t,
        ),
    )?;
    ods::check_group(
        op,
        true,
        ABS_I_OP_RESULTS,
        0usize,
        "signless-integer-like",
        |ctx, t| ::descent::dialects::gen::constraints::signless_integer_or_index_like(
            ctx,
            t,
        ),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn verify_abs_i_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    Ok(())
}
fn parse_abs_i_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_operand: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
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
fn print_abs_i_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group(op, ABS_I_OP_OPERANDS, 0usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, ABS_I_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.absi` (spec/dialects/math.td:N): integer absolute-value operation
pub static ABS_I_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.absi",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_abs_i_op,
    verify_attrs: verify_abs_i_op_attrs,
    parse: Some(&(parse_abs_i_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_abs_i_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: ABS_I_OP_OPERANDS,
    result_arities: ABS_I_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const ACOSH_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const ACOSH_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static ACOSH_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.acosh` (spec/dialects/math.td:N): Hyperbolic arcus cosine of the given value
#[derive(Copy, Clone)]
pub struct AcoshOp<'a>(pub OpRef<'a>);
impl<'a> AcoshOp<'a> {
    pub const NAME: &'static str = "math.acosh";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &ACOSH_OP_INFO) => Some(AcoshOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, ACOSH_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, ACOSH_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&ACOSH_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_acosh_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: ACOSH_OP_OPERANDS,
            results: ACOSH_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        ACOSH_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        ACOSH_OP_RESULTS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn print_acosh_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, ACOSH_OP_OPERANDS, 0usize));
    if op
        .attr("fastmath")
        .is_some_and(|a| a != ctx.default_attr(&ACOSH_OP_FASTMATH_DEFAULT))
    {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, ACOSH_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.acosh` (spec/dialects/math.td:N): Hyperbolic arcus cosine of the given value
pub static ACOSH_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.acosh",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&ACOSH_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_acosh_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_abs_f_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_acosh_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: ACOSH_OP_OPERANDS,
    result_arities: ACOSH_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const ASIN_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const ASIN_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static ASIN_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.asin` (spec/dialects/math.td:N): arcus sine of the given value
#[derive(Copy, Clone)]
pub struct AsinOp<'a>(pub OpRef<'a>);
impl<'a> AsinOp<'a> {
    pub const NAME: &'static str = "math.asin";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &ASIN_OP_INFO) => Some(AsinOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, ASIN_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, ASIN_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&ASIN_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_asin_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: ASIN_OP_OPERANDS,
            results: ASIN_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        ASIN_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        ASIN_OP_RESULTS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn print_asin_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, ASIN_OP_OPERANDS, 0usize));
    if op
        .attr("fastmath")
        .is_some_and(|a| a != ctx.default_attr(&ASIN_OP_FASTMATH_DEFAULT))
    {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, ASIN_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.asin` (spec/dialects/math.td:N): arcus sine of the given value
pub static ASIN_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.asin",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&ASIN_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_asin_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_abs_f_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_asin_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: ASIN_OP_OPERANDS,
    result_arities: ASIN_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const ASINH_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const ASINH_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static ASINH_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.asinh` (spec/dialects/math.td:N): hyperbolic arcus sine of the given value
#[derive(Copy, Clone)]
pub struct AsinhOp<'a>(pub OpRef<'a>);
impl<'a> AsinhOp<'a> {
    pub const NAME: &'static str = "math.asinh";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &ASINH_OP_INFO) => Some(AsinhOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, ASINH_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, ASINH_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&ASINH_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_asinh_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: ASINH_OP_OPERANDS,
            results: ASINH_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        ASINH_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        ASINH_OP_RESULTS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn print_asinh_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, ASINH_OP_OPERANDS, 0usize));
    if op
        .attr("fastmath")
        .is_some_and(|a| a != ctx.default_attr(&ASINH_OP_FASTMATH_DEFAULT))
    {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, ASINH_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.asinh` (spec/dialects/math.td:N): hyperbolic arcus sine of the given value
pub static ASINH_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.asinh",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&ASINH_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_asinh_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_abs_f_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_asinh_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: ASINH_OP_OPERANDS,
    result_arities: ASINH_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const ATAN_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const ATAN_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static ATAN_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.atan` (spec/dialects/math.td:N): arcus tangent of the given value
#[derive(Copy, Clone)]
pub struct AtanOp<'a>(pub OpRef<'a>);
impl<'a> AtanOp<'a> {
    pub const NAME: &'static str = "math.atan";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &ATAN_OP_INFO) => Some(AtanOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, ATAN_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, ATAN_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&ATAN_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_atan_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: ATAN_OP_OPERANDS,
            results: ATAN_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        ATAN_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        ATAN_OP_RESULTS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn print_atan_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, ATAN_OP_OPERANDS, 0usize));
    if op
        .attr("fastmath")
        .is_some_and(|a| a != ctx.default_attr(&ATAN_OP_FASTMATH_DEFAULT))
    {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, ATAN_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.atan` (spec/dialects/math.td:N): arcus tangent of the given value
pub static ATAN_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.atan",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&ATAN_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_atan_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_abs_f_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_atan_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: ATAN_OP_OPERANDS,
    result_arities: ATAN_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const ATANH_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const ATANH_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static ATANH_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.atanh` (spec/dialects/math.td:N): hyperbolic arcus tangent of the given value
#[derive(Copy, Clone)]
pub struct AtanhOp<'a>(pub OpRef<'a>);
impl<'a> AtanhOp<'a> {
    pub const NAME: &'static str = "math.atanh";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &ATANH_OP_INFO) => Some(AtanhOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, ATANH_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, ATANH_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&ATANH_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_atanh_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: ATANH_OP_OPERANDS,
            results: ATANH_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        ATANH_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        ATANH_OP_RESULTS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn print_atanh_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, ATANH_OP_OPERANDS, 0usize));
    if op
        .attr("fastmath")
        .is_some_and(|a| a != ctx.default_attr(&ATANH_OP_FASTMATH_DEFAULT))
    {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, ATANH_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.atanh` (spec/dialects/math.td:N): hyperbolic arcus tangent of the given value
pub static ATANH_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.atanh",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&ATANH_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_atanh_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_abs_f_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_atanh_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: ATANH_OP_OPERANDS,
    result_arities: ATANH_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const ATAN2_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
/// Result group arities.
pub const ATAN2_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static ATAN2_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.atan2` (spec/dialects/math.td:N): 2-argument arcus tangent of the given values
#[derive(Copy, Clone)]
pub struct Atan2Op<'a>(pub OpRef<'a>);
impl<'a> Atan2Op<'a> {
    pub const NAME: &'static str = "math.atan2";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &ATAN2_OP_INFO) => Some(Atan2Op(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: floating-point-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, ATAN2_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `rhs`: floating-point-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, ATAN2_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, ATAN2_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&ATAN2_OP_INFO),
            },
            loc,
        );
        st.operands.push(lhs);
        st.operands.push(rhs);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_atan2_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: ATAN2_OP_OPERANDS,
            results: ATAN2_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        ATAN2_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        ATAN2_OP_OPERANDS,
        1usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        ATAN2_OP_RESULTS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn parse_atan2_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_lhs: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_lhs: Option<Vec<Type>> = None;
    let mut o_rhs: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_rhs: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_lhs.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_rhs.push(p.parse_operand()?);
    if p.eat_literal("fastmath") {
        let v = ods::parse_enum_stripped(
            p,
            &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        )?;
        st.add_attr(
            ctx.ident("fastmath"),
            ctx
                .enum_attr(
                    &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                    v,
                ),
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
fn print_atan2_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, ATAN2_OP_OPERANDS, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group(op, ATAN2_OP_OPERANDS, 1usize));
    if op
        .attr("fastmath")
        .is_some_and(|a| a != ctx.default_attr(&ATAN2_OP_FASTMATH_DEFAULT))
    {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, ATAN2_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.atan2` (spec/dialects/math.td:N): 2-argument arcus tangent of the given values
pub static ATAN2_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.atan2",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&ATAN2_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_atan2_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_atan2_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_atan2_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: ATAN2_OP_OPERANDS,
    result_arities: ATAN2_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const CBRT_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const CBRT_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static CBRT_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.cbrt` (spec/dialects/math.td:N): cube root of the specified value
#[derive(Copy, Clone)]
pub struct CbrtOp<'a>(pub OpRef<'a>);
impl<'a> CbrtOp<'a> {
    pub const NAME: &'static str = "math.cbrt";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &CBRT_OP_INFO) => Some(CbrtOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, CBRT_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, CBRT_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&CBRT_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_cbrt_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: CBRT_OP_OPERANDS,
            results: CBRT_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        CBRT_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        CBRT_OP_RESULTS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn print_cbrt_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, CBRT_OP_OPERANDS, 0usize));
    if op
        .attr("fastmath")
        .is_some_and(|a| a != ctx.default_attr(&CBRT_OP_FASTMATH_DEFAULT))
    {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, CBRT_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.cbrt` (spec/dialects/math.td:N): cube root of the specified value
pub static CBRT_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.cbrt",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&CBRT_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_cbrt_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_abs_f_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_cbrt_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: CBRT_OP_OPERANDS,
    result_arities: CBRT_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const CEIL_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const CEIL_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static CEIL_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.ceil` (spec/dialects/math.td:N): ceiling of the specified value
#[derive(Copy, Clone)]
pub struct CeilOp<'a>(pub OpRef<'a>);
impl<'a> CeilOp<'a> {
    pub const NAME: &'static str = "math.ceil";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &CEIL_OP_INFO) => Some(CeilOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, CEIL_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, CEIL_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&CEIL_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_ceil_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: CEIL_OP_OPERANDS,
            results: CEIL_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        CEIL_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        CEIL_OP_RESULTS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn print_ceil_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, CEIL_OP_OPERANDS, 0usize));
    if op
        .attr("fastmath")
        .is_some_and(|a| a != ctx.default_attr(&CEIL_OP_FASTMATH_DEFAULT))
    {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, CEIL_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.ceil` (spec/dialects/math.td:N): ceiling of the specified value
pub static CEIL_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.ceil",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&CEIL_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_ceil_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_abs_f_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_ceil_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: CEIL_OP_OPERANDS,
    result_arities: CEIL_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const CLAMP_F_OP_OPERANDS: &[ods::Arity] = &[
    ods::Arity::Single,
    ods::Arity::Single,
    ods::Arity::Single,
];
/// Result group arities.
pub const CLAMP_F_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static CLAMP_F_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.clampf` (spec/dialects/math.td:N): floating point clamping operation
#[derive(Copy, Clone)]
pub struct ClampFOp<'a>(pub OpRef<'a>);
impl<'a> ClampFOp<'a> {
    pub const NAME: &'static str = "math.clampf";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &CLAMP_F_OP_INFO) => Some(ClampFOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `value`: floating-point-like
    pub fn value(&self) -> Value {
        ods::operand_group(self.0, CLAMP_F_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `min`: floating-point-like
    pub fn min(&self) -> Value {
        ods::operand_group(self.0, CLAMP_F_OP_OPERANDS, 1usize).get(0)
    }
    /// Operand `max`: floating-point-like
    pub fn max(&self) -> Value {
        ods::operand_group(self.0, CLAMP_F_OP_OPERANDS, 2usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, CLAMP_F_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&CLAMP_F_OP_INFO),
            },
            loc,
        );
        st.operands.push(value);
        st.operands.push(min);
        st.operands.push(max);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_clamp_f_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: CLAMP_F_OP_OPERANDS,
            results: CLAMP_F_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        CLAMP_F_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        CLAMP_F_OP_OPERANDS,
        1usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        CLAMP_F_OP_OPERANDS,
        2usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        CLAMP_F_OP_RESULTS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn parse_clamp_f_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_value: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_value: Option<Vec<Type>> = None;
    let mut o_min: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_min: Option<Vec<Type>> = None;
    let mut o_max: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
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
            &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        )?;
        st.add_attr(
            ctx.ident("fastmath"),
            ctx
                .enum_attr(
                    &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                    v,
                ),
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
fn print_clamp_f_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, CLAMP_F_OP_OPERANDS, 0usize));
    p.write(" to");
    p.write(" ");
    p.write("[");
    p.print_operands(ods::operand_group(op, CLAMP_F_OP_OPERANDS, 1usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group(op, CLAMP_F_OP_OPERANDS, 2usize));
    p.write("]");
    if op
        .attr("fastmath")
        .is_some_and(|a| a != ctx.default_attr(&CLAMP_F_OP_FASTMATH_DEFAULT))
    {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, CLAMP_F_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.clampf` (spec/dialects/math.td:N): floating point clamping operation
pub static CLAMP_F_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.clampf",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&CLAMP_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_clamp_f_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_clamp_f_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_clamp_f_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: CLAMP_F_OP_OPERANDS,
    result_arities: CLAMP_F_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const COPY_SIGN_OP_OPERANDS: &[ods::Arity] = &[
    ods::Arity::Single,
    ods::Arity::Single,
];
/// Result group arities.
pub const COPY_SIGN_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static COPY_SIGN_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.copysign` (spec/dialects/math.td:N): A copysign operation
#[derive(Copy, Clone)]
pub struct CopySignOp<'a>(pub OpRef<'a>);
impl<'a> CopySignOp<'a> {
    pub const NAME: &'static str = "math.copysign";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &COPY_SIGN_OP_INFO) => Some(CopySignOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: floating-point-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, COPY_SIGN_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `rhs`: floating-point-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, COPY_SIGN_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, COPY_SIGN_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&COPY_SIGN_OP_INFO),
            },
            loc,
        );
        st.operands.push(lhs);
        st.operands.push(rhs);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_copy_sign_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: COPY_SIGN_OP_OPERANDS,
            results: COPY_SIGN_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        COPY_SIGN_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        COPY_SIGN_OP_OPERANDS,
        1usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        COPY_SIGN_OP_RESULTS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn print_copy_sign_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, COPY_SIGN_OP_OPERANDS, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group(op, COPY_SIGN_OP_OPERANDS, 1usize));
    if op
        .attr("fastmath")
        .is_some_and(|a| a != ctx.default_attr(&COPY_SIGN_OP_FASTMATH_DEFAULT))
    {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, COPY_SIGN_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.copysign` (spec/dialects/math.td:N): A copysign operation
pub static COPY_SIGN_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.copysign",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&COPY_SIGN_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_copy_sign_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_atan2_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_copy_sign_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: COPY_SIGN_OP_OPERANDS,
    result_arities: COPY_SIGN_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const COS_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const COS_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static COS_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.cos` (spec/dialects/math.td:N): cosine of the specified value
#[derive(Copy, Clone)]
pub struct CosOp<'a>(pub OpRef<'a>);
impl<'a> CosOp<'a> {
    pub const NAME: &'static str = "math.cos";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &COS_OP_INFO) => Some(CosOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, COS_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, COS_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&COS_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_cos_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: COS_OP_OPERANDS,
            results: COS_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        COS_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        COS_OP_RESULTS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn print_cos_op<'p, 'a>(p: &'p mut ::descent::print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    let ctx = op.ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, COS_OP_OPERANDS, 0usize));
    if op
        .attr("fastmath")
        .is_some_and(|a| a != ctx.default_attr(&COS_OP_FASTMATH_DEFAULT))
    {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, COS_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.cos` (spec/dialects/math.td:N): cosine of the specified value
pub static COS_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.cos",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&COS_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_cos_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_abs_f_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_cos_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: COS_OP_OPERANDS,
    result_arities: COS_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const ACOS_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const ACOS_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static ACOS_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.acos` (spec/dialects/math.td:N): arcus cosine of the specified value
#[derive(Copy, Clone)]
pub struct AcosOp<'a>(pub OpRef<'a>);
impl<'a> AcosOp<'a> {
    pub const NAME: &'static str = "math.acos";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &ACOS_OP_INFO) => Some(AcosOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, ACOS_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, ACOS_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&ACOS_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_acos_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: ACOS_OP_OPERANDS,
            results: ACOS_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        ACOS_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        ACOS_OP_RESULTS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn print_acos_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, ACOS_OP_OPERANDS, 0usize));
    if op
        .attr("fastmath")
        .is_some_and(|a| a != ctx.default_attr(&ACOS_OP_FASTMATH_DEFAULT))
    {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, ACOS_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.acos` (spec/dialects/math.td:N): arcus cosine of the specified value
pub static ACOS_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.acos",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&ACOS_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_acos_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_abs_f_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_acos_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: ACOS_OP_OPERANDS,
    result_arities: ACOS_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const COSH_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const COSH_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static COSH_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.cosh` (spec/dialects/math.td:N): hyperbolic cosine of the specified value
#[derive(Copy, Clone)]
pub struct CoshOp<'a>(pub OpRef<'a>);
impl<'a> CoshOp<'a> {
    pub const NAME: &'static str = "math.cosh";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &COSH_OP_INFO) => Some(CoshOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, COSH_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, COSH_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&COSH_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_cosh_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: COSH_OP_OPERANDS,
            results: COSH_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        COSH_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        COSH_OP_RESULTS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn print_cosh_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, COSH_OP_OPERANDS, 0usize));
    if op
        .attr("fastmath")
        .is_some_and(|a| a != ctx.default_attr(&COSH_OP_FASTMATH_DEFAULT))
    {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, COSH_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.cosh` (spec/dialects/math.td:N): hyperbolic cosine of the specified value
pub static COSH_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.cosh",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&COSH_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_cosh_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_abs_f_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_cosh_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: COSH_OP_OPERANDS,
    result_arities: COSH_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const SIN_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const SIN_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static SIN_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.sin` (spec/dialects/math.td:N): sine of the specified value
#[derive(Copy, Clone)]
pub struct SinOp<'a>(pub OpRef<'a>);
impl<'a> SinOp<'a> {
    pub const NAME: &'static str = "math.sin";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &SIN_OP_INFO) => Some(SinOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, SIN_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, SIN_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&SIN_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_sin_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: SIN_OP_OPERANDS,
            results: SIN_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        SIN_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        SIN_OP_RESULTS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn print_sin_op<'p, 'a>(p: &'p mut ::descent::print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    let ctx = op.ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, SIN_OP_OPERANDS, 0usize));
    if op
        .attr("fastmath")
        .is_some_and(|a| a != ctx.default_attr(&SIN_OP_FASTMATH_DEFAULT))
    {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, SIN_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.sin` (spec/dialects/math.td:N): sine of the specified value
pub static SIN_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.sin",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&SIN_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_sin_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_abs_f_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_sin_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: SIN_OP_OPERANDS,
    result_arities: SIN_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const SINH_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const SINH_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static SINH_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.sinh` (spec/dialects/math.td:N): hyperbolic sine of the specified value
#[derive(Copy, Clone)]
pub struct SinhOp<'a>(pub OpRef<'a>);
impl<'a> SinhOp<'a> {
    pub const NAME: &'static str = "math.sinh";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &SINH_OP_INFO) => Some(SinhOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, SINH_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, SINH_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&SINH_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_sinh_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: SINH_OP_OPERANDS,
            results: SINH_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        SINH_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        SINH_OP_RESULTS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn print_sinh_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, SINH_OP_OPERANDS, 0usize));
    if op
        .attr("fastmath")
        .is_some_and(|a| a != ctx.default_attr(&SINH_OP_FASTMATH_DEFAULT))
    {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, SINH_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.sinh` (spec/dialects/math.td:N): hyperbolic sine of the specified value
pub static SINH_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.sinh",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&SINH_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_sinh_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_abs_f_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_sinh_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: SINH_OP_OPERANDS,
    result_arities: SINH_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const SINCOS_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const SINCOS_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
static SINCOS_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.sincos` (spec/dialects/math.td:N): sine and cosine of the specified value
#[derive(Copy, Clone)]
pub struct SincosOp<'a>(pub OpRef<'a>);
impl<'a> SincosOp<'a> {
    pub const NAME: &'static str = "math.sincos";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &SINCOS_OP_INFO) => Some(SincosOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, SINCOS_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `sin`: floating-point-like
    pub fn sin(&self) -> Value {
        ods::results_group(self.0, SINCOS_OP_RESULTS, 0usize).get(0)
    }
    /// Result `cos`: floating-point-like
    pub fn cos(&self) -> Value {
        ods::results_group(self.0, SINCOS_OP_RESULTS, 1usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&SINCOS_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(sin_ty);
        st.result_types.push(cos_ty);
        st
    }
}
fn verify_sincos_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: SINCOS_OP_OPERANDS,
            results: SINCOS_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        SINCOS_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        SINCOS_OP_RESULTS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        SINCOS_OP_RESULTS,
        1usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::all_equal(
        op,
        &[
            ods::operand_group(op, SINCOS_OP_OPERANDS, 0usize)
                .first()
                .map(|v| op.value_type(v)),
            ods::results_group(op, SINCOS_OP_RESULTS, 0usize)
                .first()
                .map(|v| op.value_type(v)),
            ods::results_group(op, SINCOS_OP_RESULTS, 1usize)
                .first()
                .map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {operand, sin, cos} have same type",
    )?;
    ods::same_operands_and_result_shape(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn parse_sincos_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_operand: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_operand: Option<Vec<Type>> = None;
    let mut rt_sin: Option<Vec<Type>> = None;
    let mut rt_cos: Option<Vec<Type>> = None;
    o_operand.push(p.parse_operand()?);
    if p.eat_literal("fastmath") {
        let v = ods::parse_enum_stripped(
            p,
            &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        )?;
        st.add_attr(
            ctx.ident("fastmath"),
            ctx
                .enum_attr(
                    &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                    v,
                ),
        );
    }
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_operand = Some(vec![p.parse_type() ?]);
    for &t in ot_operand.iter().flatten() {
        if !(::descent::dialects::gen::constraints::float_like(ctx, t)) {
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
fn print_sincos_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, SINCOS_OP_OPERANDS, 0usize));
    if op
        .attr("fastmath")
        .is_some_and(|a| a != ctx.default_attr(&SINCOS_OP_FASTMATH_DEFAULT))
    {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group(op, SINCOS_OP_OPERANDS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.sincos` (spec/dialects/math.td:N): sine and cosine of the specified value
pub static SINCOS_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.sincos",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_SHAPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&SINCOS_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_sincos_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_sincos_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_sincos_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::Groups(&["sin", "cos"]),
    fold: None,
    operand_arities: SINCOS_OP_OPERANDS,
    result_arities: SINCOS_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const COUNT_LEADING_ZEROS_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const COUNT_LEADING_ZEROS_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `math.ctlz` (spec/dialects/math.td:N): counts the leading zeros an integer value
#[derive(Copy, Clone)]
pub struct CountLeadingZerosOp<'a>(pub OpRef<'a>);
impl<'a> CountLeadingZerosOp<'a> {
    pub const NAME: &'static str = "math.ctlz";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &COUNT_LEADING_ZEROS_OP_INFO) => {
                Some(CountLeadingZerosOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: signless-integer-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, COUNT_LEADING_ZEROS_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: signless-integer-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, COUNT_LEADING_ZEROS_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&COUNT_LEADING_ZEROS_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        st.result_types.push(result_ty);
        st
    }
}
fn verify_count_leading_zeros_op(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: COUNT_LEADING_ZEROS_OP_OPERANDS,
            results: COUNT_LEADING_ZEROS_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_i_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        COUNT_LEADING_ZEROS_OP_OPERANDS,
        0usize,
        "signless-integer-like",
        |ctx, t| ::descent::dialects::gen::constraints::signless_integer_or_index_like(
            ctx,
            t,
        ),
    )?;
    ods::check_group(
        op,
        true,
        COUNT_LEADING_ZEROS_OP_RESULTS,
        0usize,
        "signless-integer-like",
        |ctx, t| ::descent::dialects::gen::constraints::signless_integer_or_index_like(
            ctx,
            t,
        ),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn print_count_leading_zeros_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group(op, COUNT_LEADING_ZEROS_OP_OPERANDS, 0usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, COUNT_LEADING_ZEROS_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.ctlz` (spec/dialects/math.td:N): counts the leading zeros an integer value
pub static COUNT_LEADING_ZEROS_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.ctlz",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_count_leading_zeros_op,
    verify_attrs: verify_abs_i_op_attrs,
    parse: Some(&(parse_abs_i_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_count_leading_zeros_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: COUNT_LEADING_ZEROS_OP_OPERANDS,
    result_arities: COUNT_LEADING_ZEROS_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const COUNT_TRAILING_ZEROS_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const COUNT_TRAILING_ZEROS_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `math.cttz` (spec/dialects/math.td:N): counts the trailing zeros an integer value
#[derive(Copy, Clone)]
pub struct CountTrailingZerosOp<'a>(pub OpRef<'a>);
impl<'a> CountTrailingZerosOp<'a> {
    pub const NAME: &'static str = "math.cttz";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &COUNT_TRAILING_ZEROS_OP_INFO) => {
                Some(CountTrailingZerosOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: signless-integer-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, COUNT_TRAILING_ZEROS_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: signless-integer-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, COUNT_TRAILING_ZEROS_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&COUNT_TRAILING_ZEROS_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        st.result_types.push(result_ty);
        st
    }
}
fn verify_count_trailing_zeros_op(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: COUNT_TRAILING_ZEROS_OP_OPERANDS,
            results: COUNT_TRAILING_ZEROS_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_i_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        COUNT_TRAILING_ZEROS_OP_OPERANDS,
        0usize,
        "signless-integer-like",
        |ctx, t| ::descent::dialects::gen::constraints::signless_integer_or_index_like(
            ctx,
            t,
        ),
    )?;
    ods::check_group(
        op,
        true,
        COUNT_TRAILING_ZEROS_OP_RESULTS,
        0usize,
        "signless-integer-like",
        |ctx, t| ::descent::dialects::gen::constraints::signless_integer_or_index_like(
            ctx,
            t,
        ),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn print_count_trailing_zeros_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group(op, COUNT_TRAILING_ZEROS_OP_OPERANDS, 0usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, COUNT_TRAILING_ZEROS_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.cttz` (spec/dialects/math.td:N): counts the trailing zeros an integer value
pub static COUNT_TRAILING_ZEROS_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.cttz",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_count_trailing_zeros_op,
    verify_attrs: verify_abs_i_op_attrs,
    parse: Some(&(parse_abs_i_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_count_trailing_zeros_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: COUNT_TRAILING_ZEROS_OP_OPERANDS,
    result_arities: COUNT_TRAILING_ZEROS_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const CT_POP_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const CT_POP_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `math.ctpop` (spec/dialects/math.td:N): counts the number of set bits of an integer value
#[derive(Copy, Clone)]
pub struct CtPopOp<'a>(pub OpRef<'a>);
impl<'a> CtPopOp<'a> {
    pub const NAME: &'static str = "math.ctpop";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &CT_POP_OP_INFO) => Some(CtPopOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: signless-integer-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, CT_POP_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: signless-integer-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, CT_POP_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&CT_POP_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        st.result_types.push(result_ty);
        st
    }
}
fn verify_ct_pop_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: CT_POP_OP_OPERANDS,
            results: CT_POP_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_i_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        CT_POP_OP_OPERANDS,
        0usize,
        "signless-integer-like",
        |ctx, t| ::descent::dialects::gen::constraints::signless_integer_or_index_like(
            ctx,
            t,
        ),
    )?;
    ods::check_group(
        op,
        true,
        CT_POP_OP_RESULTS,
        0usize,
        "signless-integer-like",
        |ctx, t| ::descent::dialects::gen::constraints::signless_integer_or_index_like(
            ctx,
            t,
        ),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn print_ct_pop_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group(op, CT_POP_OP_OPERANDS, 0usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, CT_POP_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.ctpop` (spec/dialects/math.td:N): counts the number of set bits of an integer value
pub static CT_POP_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.ctpop",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_ct_pop_op,
    verify_attrs: verify_abs_i_op_attrs,
    parse: Some(&(parse_abs_i_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_ct_pop_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: CT_POP_OP_OPERANDS,
    result_arities: CT_POP_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const ERF_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const ERF_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static ERF_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.erf` (spec/dialects/math.td:N): error function of the specified value
#[derive(Copy, Clone)]
pub struct ErfOp<'a>(pub OpRef<'a>);
impl<'a> ErfOp<'a> {
    pub const NAME: &'static str = "math.erf";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &ERF_OP_INFO) => Some(ErfOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, ERF_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, ERF_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&ERF_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_erf_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: ERF_OP_OPERANDS,
            results: ERF_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        ERF_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        ERF_OP_RESULTS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn print_erf_op<'p, 'a>(p: &'p mut ::descent::print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    let ctx = op.ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, ERF_OP_OPERANDS, 0usize));
    if op
        .attr("fastmath")
        .is_some_and(|a| a != ctx.default_attr(&ERF_OP_FASTMATH_DEFAULT))
    {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, ERF_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.erf` (spec/dialects/math.td:N): error function of the specified value
pub static ERF_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.erf",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&ERF_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_erf_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_abs_f_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_erf_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: ERF_OP_OPERANDS,
    result_arities: ERF_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const ERFC_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const ERFC_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static ERFC_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.erfc` (spec/dialects/math.td:N): complementary error function of the specified value
#[derive(Copy, Clone)]
pub struct ErfcOp<'a>(pub OpRef<'a>);
impl<'a> ErfcOp<'a> {
    pub const NAME: &'static str = "math.erfc";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &ERFC_OP_INFO) => Some(ErfcOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, ERFC_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, ERFC_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&ERFC_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_erfc_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: ERFC_OP_OPERANDS,
            results: ERFC_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        ERFC_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        ERFC_OP_RESULTS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn print_erfc_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, ERFC_OP_OPERANDS, 0usize));
    if op
        .attr("fastmath")
        .is_some_and(|a| a != ctx.default_attr(&ERFC_OP_FASTMATH_DEFAULT))
    {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, ERFC_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.erfc` (spec/dialects/math.td:N): complementary error function of the specified value
pub static ERFC_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.erfc",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&ERFC_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_erfc_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_abs_f_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_erfc_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: ERFC_OP_OPERANDS,
    result_arities: ERFC_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const EXP_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const EXP_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static EXP_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.exp` (spec/dialects/math.td:N): base-e exponential of the specified value
#[derive(Copy, Clone)]
pub struct ExpOp<'a>(pub OpRef<'a>);
impl<'a> ExpOp<'a> {
    pub const NAME: &'static str = "math.exp";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &EXP_OP_INFO) => Some(ExpOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, EXP_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, EXP_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&EXP_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_exp_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: EXP_OP_OPERANDS,
            results: EXP_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        EXP_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        EXP_OP_RESULTS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn print_exp_op<'p, 'a>(p: &'p mut ::descent::print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    let ctx = op.ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, EXP_OP_OPERANDS, 0usize));
    if op
        .attr("fastmath")
        .is_some_and(|a| a != ctx.default_attr(&EXP_OP_FASTMATH_DEFAULT))
    {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, EXP_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.exp` (spec/dialects/math.td:N): base-e exponential of the specified value
pub static EXP_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.exp",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&EXP_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_exp_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_abs_f_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_exp_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: EXP_OP_OPERANDS,
    result_arities: EXP_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const EXP2_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const EXP2_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static EXP2_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.exp2` (spec/dialects/math.td:N): base-2 exponential of the specified value
#[derive(Copy, Clone)]
pub struct Exp2Op<'a>(pub OpRef<'a>);
impl<'a> Exp2Op<'a> {
    pub const NAME: &'static str = "math.exp2";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &EXP2_OP_INFO) => Some(Exp2Op(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, EXP2_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, EXP2_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&EXP2_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_exp2_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: EXP2_OP_OPERANDS,
            results: EXP2_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        EXP2_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        EXP2_OP_RESULTS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn print_exp2_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, EXP2_OP_OPERANDS, 0usize));
    if op
        .attr("fastmath")
        .is_some_and(|a| a != ctx.default_attr(&EXP2_OP_FASTMATH_DEFAULT))
    {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, EXP2_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.exp2` (spec/dialects/math.td:N): base-2 exponential of the specified value
pub static EXP2_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.exp2",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&EXP2_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_exp2_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_abs_f_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_exp2_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: EXP2_OP_OPERANDS,
    result_arities: EXP2_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const EXP_M1_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const EXP_M1_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static EXP_M1_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.expm1` (spec/dialects/math.td:N): base-e exponential of the specified value minus 1
#[derive(Copy, Clone)]
pub struct ExpM1Op<'a>(pub OpRef<'a>);
impl<'a> ExpM1Op<'a> {
    pub const NAME: &'static str = "math.expm1";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &EXP_M1_OP_INFO) => Some(ExpM1Op(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, EXP_M1_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, EXP_M1_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&EXP_M1_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_exp_m1_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: EXP_M1_OP_OPERANDS,
            results: EXP_M1_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        EXP_M1_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        EXP_M1_OP_RESULTS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn print_exp_m1_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, EXP_M1_OP_OPERANDS, 0usize));
    if op
        .attr("fastmath")
        .is_some_and(|a| a != ctx.default_attr(&EXP_M1_OP_FASTMATH_DEFAULT))
    {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, EXP_M1_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.expm1` (spec/dialects/math.td:N): base-e exponential of the specified value minus 1
pub static EXP_M1_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.expm1",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&EXP_M1_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_exp_m1_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_abs_f_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_exp_m1_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: EXP_M1_OP_OPERANDS,
    result_arities: EXP_M1_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const FLOOR_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const FLOOR_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static FLOOR_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.floor` (spec/dialects/math.td:N): floor of the specified value
#[derive(Copy, Clone)]
pub struct FloorOp<'a>(pub OpRef<'a>);
impl<'a> FloorOp<'a> {
    pub const NAME: &'static str = "math.floor";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &FLOOR_OP_INFO) => Some(FloorOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, FLOOR_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, FLOOR_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&FLOOR_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_floor_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: FLOOR_OP_OPERANDS,
            results: FLOOR_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        FLOOR_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        FLOOR_OP_RESULTS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn print_floor_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, FLOOR_OP_OPERANDS, 0usize));
    if op
        .attr("fastmath")
        .is_some_and(|a| a != ctx.default_attr(&FLOOR_OP_FASTMATH_DEFAULT))
    {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, FLOOR_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.floor` (spec/dialects/math.td:N): floor of the specified value
pub static FLOOR_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.floor",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&FLOOR_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_floor_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_abs_f_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_floor_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: FLOOR_OP_OPERANDS,
    result_arities: FLOOR_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const FMA_OP_OPERANDS: &[ods::Arity] = &[
    ods::Arity::Single,
    ods::Arity::Single,
    ods::Arity::Single,
];
/// Result group arities.
pub const FMA_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static FMA_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.fma` (spec/dialects/math.td:N): floating point fused multipy-add operation
#[derive(Copy, Clone)]
pub struct FmaOp<'a>(pub OpRef<'a>);
impl<'a> FmaOp<'a> {
    pub const NAME: &'static str = "math.fma";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &FMA_OP_INFO) => Some(FmaOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: floating-point-like
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, FMA_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `b`: floating-point-like
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, FMA_OP_OPERANDS, 1usize).get(0)
    }
    /// Operand `c`: floating-point-like
    pub fn c(&self) -> Value {
        ods::operand_group(self.0, FMA_OP_OPERANDS, 2usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, FMA_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&FMA_OP_INFO),
            },
            loc,
        );
        st.operands.push(a);
        st.operands.push(b);
        st.operands.push(c);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_fma_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: FMA_OP_OPERANDS,
            results: FMA_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        FMA_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        FMA_OP_OPERANDS,
        1usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        FMA_OP_OPERANDS,
        2usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        FMA_OP_RESULTS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn parse_fma_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_a: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_a: Option<Vec<Type>> = None;
    let mut o_b: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_b: Option<Vec<Type>> = None;
    let mut o_c: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
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
            &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        )?;
        st.add_attr(
            ctx.ident("fastmath"),
            ctx
                .enum_attr(
                    &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                    v,
                ),
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
fn print_fma_op<'p, 'a>(p: &'p mut ::descent::print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    let ctx = op.ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, FMA_OP_OPERANDS, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group(op, FMA_OP_OPERANDS, 1usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group(op, FMA_OP_OPERANDS, 2usize));
    if op
        .attr("fastmath")
        .is_some_and(|a| a != ctx.default_attr(&FMA_OP_FASTMATH_DEFAULT))
    {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, FMA_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.fma` (spec/dialects/math.td:N): floating point fused multipy-add operation
pub static FMA_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.fma",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&FMA_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_fma_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_fma_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_fma_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: FMA_OP_OPERANDS,
    result_arities: FMA_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const I_POW_I_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
/// Result group arities.
pub const I_POW_I_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `math.ipowi` (spec/dialects/math.td:N): signed integer raised to the power of operation
#[derive(Copy, Clone)]
pub struct IPowIOp<'a>(pub OpRef<'a>);
impl<'a> IPowIOp<'a> {
    pub const NAME: &'static str = "math.ipowi";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &I_POW_I_OP_INFO) => Some(IPowIOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless-integer-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, I_POW_I_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `rhs`: signless-integer-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, I_POW_I_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `result`: signless-integer-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, I_POW_I_OP_RESULTS, 0usize).get(0)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&I_POW_I_OP_INFO),
            },
            loc,
        );
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
fn verify_i_pow_i_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: I_POW_I_OP_OPERANDS,
            results: I_POW_I_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_i_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        I_POW_I_OP_OPERANDS,
        0usize,
        "signless-integer-like",
        |ctx, t| ::descent::dialects::gen::constraints::signless_integer_or_index_like(
            ctx,
            t,
        ),
    )?;
    ods::check_group(
        op,
        false,
        I_POW_I_OP_OPERANDS,
        1usize,
        "signless-integer-like",
        |ctx, t| ::descent::dialects::gen::constraints::signless_integer_or_index_like(
            ctx,
            t,
        ),
    )?;
    ods::check_group(
        op,
        true,
        I_POW_I_OP_RESULTS,
        0usize,
        "signless-integer-like",
        |ctx, t| ::descent::dialects::gen::constraints::signless_integer_or_index_like(
            ctx,
            t,
        ),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn parse_i_pow_i_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_lhs: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_lhs: Option<Vec<Type>> = None;
    let mut o_rhs: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
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
fn print_i_pow_i_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group(op, I_POW_I_OP_OPERANDS, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group(op, I_POW_I_OP_OPERANDS, 1usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, I_POW_I_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.ipowi` (spec/dialects/math.td:N): signed integer raised to the power of operation
pub static I_POW_I_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.ipowi",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_i_pow_i_op,
    verify_attrs: verify_abs_i_op_attrs,
    parse: Some(&(parse_i_pow_i_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_i_pow_i_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: I_POW_I_OP_OPERANDS,
    result_arities: I_POW_I_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const IS_FINITE_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const IS_FINITE_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static IS_FINITE_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.isfinite` (spec/dialects/math.td:N): returns true if the operand classifies as finite
#[derive(Copy, Clone)]
pub struct IsFiniteOp<'a>(pub OpRef<'a>);
impl<'a> IsFiniteOp<'a> {
    pub const NAME: &'static str = "math.isfinite";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &IS_FINITE_OP_INFO) => Some(IsFiniteOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, IS_FINITE_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: bool-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, IS_FINITE_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&IS_FINITE_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_is_finite_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: IS_FINITE_OP_OPERANDS,
            results: IS_FINITE_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        IS_FINITE_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        IS_FINITE_OP_RESULTS,
        0usize,
        "bool-like",
        |ctx, t| ::descent::dialects::gen::constraints::bool_like(ctx, t),
    )?;
    if let (Some(from), Some(to)) = (
        ods::operand_group(op, IS_FINITE_OP_OPERANDS, 0usize)
            .first()
            .map(|v| op.value_type(v)),
        ods::results_group(op, IS_FINITE_OP_RESULTS, 0usize)
            .first()
            .map(|v| op.value_type(v)),
    ) {
        if ::descent::dialects::native::transforms::i1_same_shape(op.ctx, from) != to {
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
fn parse_is_finite_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_operand: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_operand: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_operand.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_operand = Some(vec![p.parse_type() ?]);
    for &t in ot_operand.iter().flatten() {
        if !(::descent::dialects::gen::constraints::float_like(ctx, t)) {
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
                    ::descent::dialects::native::transforms::i1_same_shape(ctx, t),
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
fn print_is_finite_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group(op, IS_FINITE_OP_OPERANDS, 0usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group(op, IS_FINITE_OP_OPERANDS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.isfinite` (spec/dialects/math.td:N): returns true if the operand classifies as finite
pub static IS_FINITE_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.isfinite",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&IS_FINITE_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_is_finite_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_is_finite_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_is_finite_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: IS_FINITE_OP_OPERANDS,
    result_arities: IS_FINITE_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const IS_INF_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const IS_INF_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static IS_INF_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.isinf` (spec/dialects/math.td:N): returns true if the operand classifies as infinite
#[derive(Copy, Clone)]
pub struct IsInfOp<'a>(pub OpRef<'a>);
impl<'a> IsInfOp<'a> {
    pub const NAME: &'static str = "math.isinf";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &IS_INF_OP_INFO) => Some(IsInfOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, IS_INF_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: bool-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, IS_INF_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&IS_INF_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_is_inf_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: IS_INF_OP_OPERANDS,
            results: IS_INF_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        IS_INF_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        IS_INF_OP_RESULTS,
        0usize,
        "bool-like",
        |ctx, t| ::descent::dialects::gen::constraints::bool_like(ctx, t),
    )?;
    if let (Some(from), Some(to)) = (
        ods::operand_group(op, IS_INF_OP_OPERANDS, 0usize)
            .first()
            .map(|v| op.value_type(v)),
        ods::results_group(op, IS_INF_OP_RESULTS, 0usize)
            .first()
            .map(|v| op.value_type(v)),
    ) {
        if ::descent::dialects::native::transforms::i1_same_shape(op.ctx, from) != to {
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
fn print_is_inf_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group(op, IS_INF_OP_OPERANDS, 0usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group(op, IS_INF_OP_OPERANDS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.isinf` (spec/dialects/math.td:N): returns true if the operand classifies as infinite
pub static IS_INF_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.isinf",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&IS_INF_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_is_inf_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_is_finite_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_is_inf_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: IS_INF_OP_OPERANDS,
    result_arities: IS_INF_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const IS_NA_N_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const IS_NA_N_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static IS_NA_N_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.isnan` (spec/dialects/math.td:N): returns true if the operand classifies as NaN
#[derive(Copy, Clone)]
pub struct IsNaNOp<'a>(pub OpRef<'a>);
impl<'a> IsNaNOp<'a> {
    pub const NAME: &'static str = "math.isnan";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &IS_NA_N_OP_INFO) => Some(IsNaNOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, IS_NA_N_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: bool-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, IS_NA_N_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&IS_NA_N_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_is_na_n_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: IS_NA_N_OP_OPERANDS,
            results: IS_NA_N_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        IS_NA_N_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        IS_NA_N_OP_RESULTS,
        0usize,
        "bool-like",
        |ctx, t| ::descent::dialects::gen::constraints::bool_like(ctx, t),
    )?;
    if let (Some(from), Some(to)) = (
        ods::operand_group(op, IS_NA_N_OP_OPERANDS, 0usize)
            .first()
            .map(|v| op.value_type(v)),
        ods::results_group(op, IS_NA_N_OP_RESULTS, 0usize)
            .first()
            .map(|v| op.value_type(v)),
    ) {
        if ::descent::dialects::native::transforms::i1_same_shape(op.ctx, from) != to {
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
fn print_is_na_n_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group(op, IS_NA_N_OP_OPERANDS, 0usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group(op, IS_NA_N_OP_OPERANDS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.isnan` (spec/dialects/math.td:N): returns true if the operand classifies as NaN
pub static IS_NA_N_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.isnan",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&IS_NA_N_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_is_na_n_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_is_finite_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_is_na_n_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: IS_NA_N_OP_OPERANDS,
    result_arities: IS_NA_N_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const IS_NORMAL_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const IS_NORMAL_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static IS_NORMAL_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.isnormal` (spec/dialects/math.td:N): returns true if the operand classifies as normal
#[derive(Copy, Clone)]
pub struct IsNormalOp<'a>(pub OpRef<'a>);
impl<'a> IsNormalOp<'a> {
    pub const NAME: &'static str = "math.isnormal";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &IS_NORMAL_OP_INFO) => Some(IsNormalOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, IS_NORMAL_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: bool-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, IS_NORMAL_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&IS_NORMAL_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_is_normal_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: IS_NORMAL_OP_OPERANDS,
            results: IS_NORMAL_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        IS_NORMAL_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        IS_NORMAL_OP_RESULTS,
        0usize,
        "bool-like",
        |ctx, t| ::descent::dialects::gen::constraints::bool_like(ctx, t),
    )?;
    if let (Some(from), Some(to)) = (
        ods::operand_group(op, IS_NORMAL_OP_OPERANDS, 0usize)
            .first()
            .map(|v| op.value_type(v)),
        ods::results_group(op, IS_NORMAL_OP_RESULTS, 0usize)
            .first()
            .map(|v| op.value_type(v)),
    ) {
        if ::descent::dialects::native::transforms::i1_same_shape(op.ctx, from) != to {
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
fn print_is_normal_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group(op, IS_NORMAL_OP_OPERANDS, 0usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group(op, IS_NORMAL_OP_OPERANDS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.isnormal` (spec/dialects/math.td:N): returns true if the operand classifies as normal
pub static IS_NORMAL_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.isnormal",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&IS_NORMAL_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_is_normal_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_is_finite_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_is_normal_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: IS_NORMAL_OP_OPERANDS,
    result_arities: IS_NORMAL_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const LOG_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const LOG_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static LOG_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.log` (spec/dialects/math.td:N): base-e logarithm of the specified value
#[derive(Copy, Clone)]
pub struct LogOp<'a>(pub OpRef<'a>);
impl<'a> LogOp<'a> {
    pub const NAME: &'static str = "math.log";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &LOG_OP_INFO) => Some(LogOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, LOG_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, LOG_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&LOG_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_log_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: LOG_OP_OPERANDS,
            results: LOG_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        LOG_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        LOG_OP_RESULTS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn print_log_op<'p, 'a>(p: &'p mut ::descent::print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    let ctx = op.ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, LOG_OP_OPERANDS, 0usize));
    if op
        .attr("fastmath")
        .is_some_and(|a| a != ctx.default_attr(&LOG_OP_FASTMATH_DEFAULT))
    {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, LOG_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.log` (spec/dialects/math.td:N): base-e logarithm of the specified value
pub static LOG_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.log",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&LOG_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_log_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_abs_f_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_log_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: LOG_OP_OPERANDS,
    result_arities: LOG_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const LOG10_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const LOG10_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static LOG10_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.log10` (spec/dialects/math.td:N): base-10 logarithm of the specified value
#[derive(Copy, Clone)]
pub struct Log10Op<'a>(pub OpRef<'a>);
impl<'a> Log10Op<'a> {
    pub const NAME: &'static str = "math.log10";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &LOG10_OP_INFO) => Some(Log10Op(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, LOG10_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, LOG10_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&LOG10_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_log10_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: LOG10_OP_OPERANDS,
            results: LOG10_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        LOG10_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        LOG10_OP_RESULTS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn print_log10_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, LOG10_OP_OPERANDS, 0usize));
    if op
        .attr("fastmath")
        .is_some_and(|a| a != ctx.default_attr(&LOG10_OP_FASTMATH_DEFAULT))
    {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, LOG10_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.log10` (spec/dialects/math.td:N): base-10 logarithm of the specified value
pub static LOG10_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.log10",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&LOG10_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_log10_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_abs_f_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_log10_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: LOG10_OP_OPERANDS,
    result_arities: LOG10_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const LOG1P_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const LOG1P_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static LOG1P_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.log1p` (spec/dialects/math.td:N): Computes the natural logarithm of one plus the given value
#[derive(Copy, Clone)]
pub struct Log1pOp<'a>(pub OpRef<'a>);
impl<'a> Log1pOp<'a> {
    pub const NAME: &'static str = "math.log1p";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &LOG1P_OP_INFO) => Some(Log1pOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, LOG1P_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, LOG1P_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&LOG1P_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_log1p_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: LOG1P_OP_OPERANDS,
            results: LOG1P_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        LOG1P_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        LOG1P_OP_RESULTS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn print_log1p_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, LOG1P_OP_OPERANDS, 0usize));
    if op
        .attr("fastmath")
        .is_some_and(|a| a != ctx.default_attr(&LOG1P_OP_FASTMATH_DEFAULT))
    {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, LOG1P_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.log1p` (spec/dialects/math.td:N): Computes the natural logarithm of one plus the given value
pub static LOG1P_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.log1p",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&LOG1P_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_log1p_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_abs_f_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_log1p_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: LOG1P_OP_OPERANDS,
    result_arities: LOG1P_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const LOG2_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const LOG2_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static LOG2_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.log2` (spec/dialects/math.td:N): base-2 logarithm of the specified value
#[derive(Copy, Clone)]
pub struct Log2Op<'a>(pub OpRef<'a>);
impl<'a> Log2Op<'a> {
    pub const NAME: &'static str = "math.log2";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &LOG2_OP_INFO) => Some(Log2Op(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, LOG2_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, LOG2_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&LOG2_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_log2_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: LOG2_OP_OPERANDS,
            results: LOG2_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        LOG2_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        LOG2_OP_RESULTS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn print_log2_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, LOG2_OP_OPERANDS, 0usize));
    if op
        .attr("fastmath")
        .is_some_and(|a| a != ctx.default_attr(&LOG2_OP_FASTMATH_DEFAULT))
    {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, LOG2_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.log2` (spec/dialects/math.td:N): base-2 logarithm of the specified value
pub static LOG2_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.log2",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&LOG2_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_log2_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_abs_f_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_log2_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: LOG2_OP_OPERANDS,
    result_arities: LOG2_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const POW_F_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
/// Result group arities.
pub const POW_F_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static POW_F_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.powf` (spec/dialects/math.td:N): floating point raised to the power of operation
#[derive(Copy, Clone)]
pub struct PowFOp<'a>(pub OpRef<'a>);
impl<'a> PowFOp<'a> {
    pub const NAME: &'static str = "math.powf";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &POW_F_OP_INFO) => Some(PowFOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: floating-point-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, POW_F_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `rhs`: floating-point-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, POW_F_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, POW_F_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&POW_F_OP_INFO),
            },
            loc,
        );
        st.operands.push(lhs);
        st.operands.push(rhs);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_pow_f_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: POW_F_OP_OPERANDS,
            results: POW_F_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        POW_F_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        POW_F_OP_OPERANDS,
        1usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        POW_F_OP_RESULTS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn print_pow_f_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, POW_F_OP_OPERANDS, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group(op, POW_F_OP_OPERANDS, 1usize));
    if op
        .attr("fastmath")
        .is_some_and(|a| a != ctx.default_attr(&POW_F_OP_FASTMATH_DEFAULT))
    {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, POW_F_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.powf` (spec/dialects/math.td:N): floating point raised to the power of operation
pub static POW_F_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.powf",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&POW_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_pow_f_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_atan2_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_pow_f_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: POW_F_OP_OPERANDS,
    result_arities: POW_F_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const RSQRT_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const RSQRT_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static RSQRT_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.rsqrt` (spec/dialects/math.td:N): reciprocal of sqrt (1 / sqrt of the specified value)
#[derive(Copy, Clone)]
pub struct RsqrtOp<'a>(pub OpRef<'a>);
impl<'a> RsqrtOp<'a> {
    pub const NAME: &'static str = "math.rsqrt";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &RSQRT_OP_INFO) => Some(RsqrtOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, RSQRT_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, RSQRT_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&RSQRT_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_rsqrt_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: RSQRT_OP_OPERANDS,
            results: RSQRT_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        RSQRT_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        RSQRT_OP_RESULTS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn print_rsqrt_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, RSQRT_OP_OPERANDS, 0usize));
    if op
        .attr("fastmath")
        .is_some_and(|a| a != ctx.default_attr(&RSQRT_OP_FASTMATH_DEFAULT))
    {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, RSQRT_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.rsqrt` (spec/dialects/math.td:N): reciprocal of sqrt (1 / sqrt of the specified value)
pub static RSQRT_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.rsqrt",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&RSQRT_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_rsqrt_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_abs_f_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_rsqrt_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: RSQRT_OP_OPERANDS,
    result_arities: RSQRT_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const SQRT_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const SQRT_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static SQRT_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.sqrt` (spec/dialects/math.td:N): sqrt of the specified value
#[derive(Copy, Clone)]
pub struct SqrtOp<'a>(pub OpRef<'a>);
impl<'a> SqrtOp<'a> {
    pub const NAME: &'static str = "math.sqrt";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &SQRT_OP_INFO) => Some(SqrtOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, SQRT_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, SQRT_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&SQRT_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_sqrt_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: SQRT_OP_OPERANDS,
            results: SQRT_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        SQRT_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        SQRT_OP_RESULTS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn print_sqrt_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, SQRT_OP_OPERANDS, 0usize));
    if op
        .attr("fastmath")
        .is_some_and(|a| a != ctx.default_attr(&SQRT_OP_FASTMATH_DEFAULT))
    {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, SQRT_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.sqrt` (spec/dialects/math.td:N): sqrt of the specified value
pub static SQRT_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.sqrt",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&SQRT_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_sqrt_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_abs_f_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_sqrt_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: SQRT_OP_OPERANDS,
    result_arities: SQRT_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const TAN_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const TAN_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static TAN_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.tan` (spec/dialects/math.td:N): tangent of the specified value
#[derive(Copy, Clone)]
pub struct TanOp<'a>(pub OpRef<'a>);
impl<'a> TanOp<'a> {
    pub const NAME: &'static str = "math.tan";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &TAN_OP_INFO) => Some(TanOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, TAN_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, TAN_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&TAN_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_tan_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: TAN_OP_OPERANDS,
            results: TAN_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        TAN_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        TAN_OP_RESULTS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn print_tan_op<'p, 'a>(p: &'p mut ::descent::print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    let ctx = op.ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, TAN_OP_OPERANDS, 0usize));
    if op
        .attr("fastmath")
        .is_some_and(|a| a != ctx.default_attr(&TAN_OP_FASTMATH_DEFAULT))
    {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, TAN_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.tan` (spec/dialects/math.td:N): tangent of the specified value
pub static TAN_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.tan",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&TAN_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_tan_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_abs_f_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_tan_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: TAN_OP_OPERANDS,
    result_arities: TAN_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const TANH_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const TANH_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static TANH_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.tanh` (spec/dialects/math.td:N): hyperbolic tangent of the specified value
#[derive(Copy, Clone)]
pub struct TanhOp<'a>(pub OpRef<'a>);
impl<'a> TanhOp<'a> {
    pub const NAME: &'static str = "math.tanh";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &TANH_OP_INFO) => Some(TanhOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, TANH_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, TANH_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&TANH_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_tanh_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: TANH_OP_OPERANDS,
            results: TANH_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        TANH_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        TANH_OP_RESULTS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn print_tanh_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, TANH_OP_OPERANDS, 0usize));
    if op
        .attr("fastmath")
        .is_some_and(|a| a != ctx.default_attr(&TANH_OP_FASTMATH_DEFAULT))
    {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, TANH_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.tanh` (spec/dialects/math.td:N): hyperbolic tangent of the specified value
pub static TANH_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.tanh",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&TANH_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_tanh_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_abs_f_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_tanh_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: TANH_OP_OPERANDS,
    result_arities: TANH_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const ROUND_EVEN_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const ROUND_EVEN_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static ROUND_EVEN_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.roundeven` (spec/dialects/math.td:N): round of the specified value with halfway cases to even
#[derive(Copy, Clone)]
pub struct RoundEvenOp<'a>(pub OpRef<'a>);
impl<'a> RoundEvenOp<'a> {
    pub const NAME: &'static str = "math.roundeven";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &ROUND_EVEN_OP_INFO) => Some(RoundEvenOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, ROUND_EVEN_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, ROUND_EVEN_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&ROUND_EVEN_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_round_even_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: ROUND_EVEN_OP_OPERANDS,
            results: ROUND_EVEN_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        ROUND_EVEN_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        ROUND_EVEN_OP_RESULTS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn print_round_even_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, ROUND_EVEN_OP_OPERANDS, 0usize));
    if op
        .attr("fastmath")
        .is_some_and(|a| a != ctx.default_attr(&ROUND_EVEN_OP_FASTMATH_DEFAULT))
    {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, ROUND_EVEN_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.roundeven` (spec/dialects/math.td:N): round of the specified value with halfway cases to even
pub static ROUND_EVEN_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.roundeven",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&ROUND_EVEN_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_round_even_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_abs_f_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_round_even_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: ROUND_EVEN_OP_OPERANDS,
    result_arities: ROUND_EVEN_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const ROUND_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const ROUND_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static ROUND_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.round` (spec/dialects/math.td:N): round of the specified value
#[derive(Copy, Clone)]
pub struct RoundOp<'a>(pub OpRef<'a>);
impl<'a> RoundOp<'a> {
    pub const NAME: &'static str = "math.round";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &ROUND_OP_INFO) => Some(RoundOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, ROUND_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, ROUND_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&ROUND_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_round_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: ROUND_OP_OPERANDS,
            results: ROUND_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        ROUND_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        ROUND_OP_RESULTS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn print_round_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, ROUND_OP_OPERANDS, 0usize));
    if op
        .attr("fastmath")
        .is_some_and(|a| a != ctx.default_attr(&ROUND_OP_FASTMATH_DEFAULT))
    {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, ROUND_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.round` (spec/dialects/math.td:N): round of the specified value
pub static ROUND_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.round",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&ROUND_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_round_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_abs_f_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_round_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: ROUND_OP_OPERANDS,
    result_arities: ROUND_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const TRUNC_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const TRUNC_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static TRUNC_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.trunc` (spec/dialects/math.td:N): trunc of the specified value
#[derive(Copy, Clone)]
pub struct TruncOp<'a>(pub OpRef<'a>);
impl<'a> TruncOp<'a> {
    pub const NAME: &'static str = "math.trunc";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &TRUNC_OP_INFO) => Some(TruncOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, TRUNC_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, TRUNC_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&TRUNC_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_trunc_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: TRUNC_OP_OPERANDS,
            results: TRUNC_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        TRUNC_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        TRUNC_OP_RESULTS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn print_trunc_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, TRUNC_OP_OPERANDS, 0usize));
    if op
        .attr("fastmath")
        .is_some_and(|a| a != ctx.default_attr(&TRUNC_OP_FASTMATH_DEFAULT))
    {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, TRUNC_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.trunc` (spec/dialects/math.td:N): trunc of the specified value
pub static TRUNC_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.trunc",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&TRUNC_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_trunc_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_abs_f_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_trunc_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: TRUNC_OP_OPERANDS,
    result_arities: TRUNC_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const F_POW_I_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
/// Result group arities.
pub const F_POW_I_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
static F_POW_I_OP_FASTMATH_DEFAULT: ::descent::ir::SpecDefault = ::descent::ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ::descent::ir::SpecValue::Enum(
        &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `math.fpowi` (spec/dialects/math.td:N): floating point raised to the signed integer power
#[derive(Copy, Clone)]
pub struct FPowIOp<'a>(pub OpRef<'a>);
impl<'a> FPowIOp<'a> {
    pub const NAME: &'static str = "math.fpowi";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &F_POW_I_OP_INFO) => Some(FPowIOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: floating-point-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, F_POW_I_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `rhs`: signless-integer-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, F_POW_I_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, F_POW_I_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<::descent::dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(::descent::dialects::gen::arith::FastMathFlags::from_value)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&F_POW_I_OP_INFO),
            },
            loc,
        );
        st.operands.push(lhs);
        st.operands.push(rhs);
        if let Some(a) = fastmath_attr {
            st.add_attr(ctx.ident("fastmath"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_f_pow_i_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: F_POW_I_OP_OPERANDS,
            results: F_POW_I_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_abs_f_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        F_POW_I_OP_OPERANDS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        F_POW_I_OP_OPERANDS,
        1usize,
        "signless-integer-like",
        |ctx, t| ::descent::dialects::gen::constraints::signless_integer_or_index_like(
            ctx,
            t,
        ),
    )?;
    ods::check_group(
        op,
        true,
        F_POW_I_OP_RESULTS,
        0usize,
        "floating-point-like",
        |ctx, t| ::descent::dialects::gen::constraints::float_like(ctx, t),
    )?;
    ods::all_equal(
        op,
        &[
            ods::operand_group(op, F_POW_I_OP_OPERANDS, 0usize)
                .first()
                .map(|v| op.value_type(v)),
            ods::results_group(op, F_POW_I_OP_RESULTS, 0usize)
                .first()
                .map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {lhs, result} have same type",
    )?;
    ods::same_operands_and_result_shape(op)?;
    ods::elementwise(op)?;
    Ok(())
}
fn parse_f_pow_i_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_lhs: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_lhs: Option<Vec<Type>> = None;
    let mut o_rhs: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_rhs: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_lhs.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_rhs.push(p.parse_operand()?);
    if p.eat_literal("fastmath") {
        let v = ods::parse_enum_stripped(
            p,
            &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        )?;
        st.add_attr(
            ctx.ident("fastmath"),
            ctx
                .enum_attr(
                    &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                    v,
                ),
        );
    }
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_lhs = Some(vec![p.parse_type() ?]);
    p.expect_literal(",")?;
    ot_rhs = Some(vec![p.parse_type() ?]);
    for &t in ot_lhs.iter().flatten() {
        if !(::descent::dialects::gen::constraints::float_like(ctx, t)) {
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
        if !(::descent::dialects::gen::constraints::signless_integer_or_index_like(
            ctx,
            t,
        )) {
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
fn print_f_pow_i_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, F_POW_I_OP_OPERANDS, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group(op, F_POW_I_OP_OPERANDS, 1usize));
    if op
        .attr("fastmath")
        .is_some_and(|a| a != ctx.default_attr(&F_POW_I_OP_FASTMATH_DEFAULT))
    {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &::descent::dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group(op, F_POW_I_OP_OPERANDS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(",");
    p.write(" ");
    p.print_types(
        ods::operand_group(op, F_POW_I_OP_OPERANDS, 1usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `math.fpowi` (spec/dialects/math.td:N): floating point raised to the signed integer power
pub static F_POW_I_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "math.fpowi",
    dialect: "math",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_SHAPE)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmath",
            default: Some(&F_POW_I_OP_FASTMATH_DEFAULT),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/math.td:N",
    verify: verify_f_pow_i_op,
    verify_attrs: verify_abs_f_op_attrs,
    parse: Some(&(parse_f_pow_i_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_f_pow_i_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: F_POW_I_OP_OPERANDS,
    result_arities: F_POW_I_OP_RESULTS,
    successor_operands: &[],
};
/// Registration table of the dialect.
pub static DIALECT: ::descent::ir::DialectInfo = ::descent::ir::DialectInfo {
    name: "math",
    ops: &[
        &::descent::dialects::gen::math::ABS_F_OP_INFO,
        &::descent::dialects::gen::math::ABS_I_OP_INFO,
        &::descent::dialects::gen::math::ACOSH_OP_INFO,
        &::descent::dialects::gen::math::ASIN_OP_INFO,
        &::descent::dialects::gen::math::ASINH_OP_INFO,
        &::descent::dialects::gen::math::ATAN_OP_INFO,
        &::descent::dialects::gen::math::ATANH_OP_INFO,
        &::descent::dialects::gen::math::ATAN2_OP_INFO,
        &::descent::dialects::gen::math::CBRT_OP_INFO,
        &::descent::dialects::gen::math::CEIL_OP_INFO,
        &::descent::dialects::gen::math::CLAMP_F_OP_INFO,
        &::descent::dialects::gen::math::COPY_SIGN_OP_INFO,
        &::descent::dialects::gen::math::COS_OP_INFO,
        &::descent::dialects::gen::math::ACOS_OP_INFO,
        &::descent::dialects::gen::math::COSH_OP_INFO,
        &::descent::dialects::gen::math::SIN_OP_INFO,
        &::descent::dialects::gen::math::SINH_OP_INFO,
        &::descent::dialects::gen::math::SINCOS_OP_INFO,
        &::descent::dialects::gen::math::COUNT_LEADING_ZEROS_OP_INFO,
        &::descent::dialects::gen::math::COUNT_TRAILING_ZEROS_OP_INFO,
        &::descent::dialects::gen::math::CT_POP_OP_INFO,
        &::descent::dialects::gen::math::ERF_OP_INFO,
        &::descent::dialects::gen::math::ERFC_OP_INFO,
        &::descent::dialects::gen::math::EXP_OP_INFO,
        &::descent::dialects::gen::math::EXP2_OP_INFO,
        &::descent::dialects::gen::math::EXP_M1_OP_INFO,
        &::descent::dialects::gen::math::FLOOR_OP_INFO,
        &::descent::dialects::gen::math::FMA_OP_INFO,
        &::descent::dialects::gen::math::I_POW_I_OP_INFO,
        &::descent::dialects::gen::math::IS_FINITE_OP_INFO,
        &::descent::dialects::gen::math::IS_INF_OP_INFO,
        &::descent::dialects::gen::math::IS_NA_N_OP_INFO,
        &::descent::dialects::gen::math::IS_NORMAL_OP_INFO,
        &::descent::dialects::gen::math::LOG_OP_INFO,
        &::descent::dialects::gen::math::LOG10_OP_INFO,
        &::descent::dialects::gen::math::LOG1P_OP_INFO,
        &::descent::dialects::gen::math::LOG2_OP_INFO,
        &::descent::dialects::gen::math::POW_F_OP_INFO,
        &::descent::dialects::gen::math::RSQRT_OP_INFO,
        &::descent::dialects::gen::math::SQRT_OP_INFO,
        &::descent::dialects::gen::math::TAN_OP_INFO,
        &::descent::dialects::gen::math::TANH_OP_INFO,
        &::descent::dialects::gen::math::ROUND_EVEN_OP_INFO,
        &::descent::dialects::gen::math::ROUND_OP_INFO,
        &::descent::dialects::gen::math::TRUNC_OP_INFO,
        &::descent::dialects::gen::math::F_POW_I_OP_INFO,
    ],
    enums: &[],
    attr_defs: &[],
    type_defs: &[],
    on_register: None,
};
