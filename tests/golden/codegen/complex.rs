// @generated from spec/dialects/complex.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{diag, dialects, ir, parse, print};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `Complex_FloatComplex` (spec/dialects/complex.td:N): complex type with floating-point elements
pub fn complex_float_complex(ctx: &Context, x: Type) -> bool {
    ir::pred::ty::complex_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::float(ctx, x) },
    )
}
/// `Complex_AnyComplex` (spec/dialects/complex.td:N): complex-type
pub fn complex_any_complex(ctx: &Context, x: Type) -> bool {
    ir::pred::ty::complex_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
    )
}
/// `Complex_ValueAttr` (spec/dialects/complex.td:N): array attribute
pub fn complex_value_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::array_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Attribute| -> bool { ir::pred::attr::any_attr_pred(ctx, x) },
    )
}
static ABS_OP_FASTMATH_DEFAULT: ir::SpecDefault = ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ir::SpecValue::Enum(
        &dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `complex.abs` (spec/dialects/complex.td:N): computes absolute value of a complex number
#[derive(Copy, Clone)]
pub struct AbsOp<'a>(pub OpRef<'a>);
impl<'a> AbsOp<'a> {
    pub const NAME: &'static str = "complex.abs";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ABS_OP_INFO).then_some(AbsOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `complex`: complex type with floating-point elements
    pub fn complex(&self) -> Value {
        ods::operand_group(self.0, ABS_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: floating-point
    pub fn result(&self) -> Value {
        ods::results_group(self.0, ABS_OP_INFO.result_arities, 0usize).get(0)
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
        complex: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ABS_OP_INFO, loc);
        st.operands.push(complex);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Attribute constraint: Floating point fast math flags (first used by `complex.abs`, spec/dialects/complex.td:N)
const IS_FLOATING_POINT_FAST_MATH_FLAGS: ir::AttrConstraint = ir::AttrConstraint {
    summary: "Floating point fast math flags",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::enum_attr_pred(
        ctx,
        a,
        "FastMathFlags",
    ),
};
/// Type constraint: complex type with floating-point elements (`Complex_FloatComplex`, spec/dialects/complex.td:N)
const COMPLEX_FLOAT_COMPLEX: ir::TypeConstraint = ir::TypeConstraint {
    summary: "complex type with floating-point elements",
    check: dialects::gen::complex::complex_float_complex,
};
/// Type constraint: floating-point (`AnyFloat`, spec/constraints.td:N)
const ANY_FLOAT: ir::TypeConstraint = ir::TypeConstraint {
    summary: "floating-point",
    check: dialects::gen::constraints::any_float,
};
/// Verifies `complex.abs` (spec/dialects/complex.td:N) and the ops that check the same things.
fn verify_abs_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    if let (Some(from), Some(to)) = (
        ods::operand_group_at(op, 0usize).first().map(|v| op.value_type(v)),
        ods::results_group_at(op, 0usize).first().map(|v| op.value_type(v)),
    ) {
        if dialects::native::complex::element_type(op.ctx, from) != to {
            return Err(
                ods::op_error(
                    op,
                    "failed to verify that complex element type matches result type",
                ),
            );
        }
    }
    Ok(())
}
/// Parses `complex.abs` (spec/dialects/complex.td:N) (and the ops of the same format) from its custom syntax.
fn parse_abs_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_complex: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_complex: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_complex.push(p.parse_operand()?);
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
    ot_complex = Some(vec![p.parse_type_of_class("builtin.complex") ?]);
    for &t in ot_complex.iter().flatten() {
        if !(dialects::gen::complex::complex_float_complex(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'complex' must be complex type with floating-point elements, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if rt_result.is_none() {
        if let Some(t) = ot_complex.as_ref().and_then(|v| v.first().copied()) {
            rt_result = Some(
                ods::spread_types(
                    ctx,
                    dialects::native::complex::element_type(ctx, t),
                    1usize,
                ),
            );
        }
    }
    let types = ot_complex.unwrap_or_default();
    p.resolve_operands(&o_complex, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `complex.abs` (spec/dialects/complex.td:N) (and the ops of the same format) in its custom syntax.
fn print_abs_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
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
/// `complex.abs` (spec/dialects/complex.td:N): computes absolute value of a complex number
pub static ABS_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "complex.abs",
    dialect: "complex",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/complex.td",
        line: &dialects::gen::complex::__spec_lines::LINES[0usize],
    },
    verify: verify_abs_op,
    parse: Some(&(parse_abs_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_op as print::ops::PrintFn)),
    operand_types: &[COMPLEX_FLOAT_COMPLEX],
    result_types: &[ANY_FLOAT],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `complex.add` (spec/dialects/complex.td:N): complex addition
#[derive(Copy, Clone)]
pub struct AddOp<'a>(pub OpRef<'a>);
impl<'a> AddOp<'a> {
    pub const NAME: &'static str = "complex.add";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ADD_OP_INFO).then_some(AddOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: complex type with floating-point elements
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, ADD_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: complex type with floating-point elements
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, ADD_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: complex type with floating-point elements
    pub fn result(&self) -> Value {
        ods::results_group(self.0, ADD_OP_INFO.result_arities, 0usize).get(0)
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
        let mut st = OperationState::for_op(ctx, &ADD_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Verifies `complex.add` (spec/dialects/complex.td:N) and the ops that check the same things.
fn verify_add_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
/// Parses `complex.add` (spec/dialects/complex.td:N) (and the ops of the same format) from its custom syntax.
fn parse_add_op<'p, 'a>(
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
    rt_result = Some(vec![p.parse_type_of_class("builtin.complex") ?]);
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
/// Prints `complex.add` (spec/dialects/complex.td:N) (and the ops of the same format) in its custom syntax.
fn print_add_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
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
/// `complex.add` (spec/dialects/complex.td:N): complex addition
pub static ADD_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "complex.add",
    dialect: "complex",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/complex.td",
        line: &dialects::gen::complex::__spec_lines::LINES[1usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_add_op as parse::ops::ParseFn)),
    print: Some(&(print_add_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::complex::fold,
        kind: "add",
        elements: true,
    }),
    operand_types: &[COMPLEX_FLOAT_COMPLEX, COMPLEX_FLOAT_COMPLEX],
    result_types: &[COMPLEX_FLOAT_COMPLEX],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `complex.atan2` (spec/dialects/complex.td:N): complex 2-argument arctangent
#[derive(Copy, Clone)]
pub struct Atan2Op<'a>(pub OpRef<'a>);
impl<'a> Atan2Op<'a> {
    pub const NAME: &'static str = "complex.atan2";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ATAN2_OP_INFO).then_some(Atan2Op(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: complex type with floating-point elements
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, ATAN2_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: complex type with floating-point elements
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, ATAN2_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: complex type with floating-point elements
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
/// `complex.atan2` (spec/dialects/complex.td:N): complex 2-argument arctangent
pub static ATAN2_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "complex.atan2",
    dialect: "complex",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/complex.td",
        line: &dialects::gen::complex::__spec_lines::LINES[2usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_add_op as parse::ops::ParseFn)),
    print: Some(&(print_add_op as print::ops::PrintFn)),
    operand_types: &[COMPLEX_FLOAT_COMPLEX, COMPLEX_FLOAT_COMPLEX],
    result_types: &[COMPLEX_FLOAT_COMPLEX],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `complex.bitcast` (spec/dialects/complex.td:N): computes bitcast between complex and equal arith types
#[derive(Copy, Clone)]
pub struct BitcastOp<'a>(pub OpRef<'a>);
impl<'a> BitcastOp<'a> {
    pub const NAME: &'static str = "complex.bitcast";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &BITCAST_OP_INFO).then_some(BitcastOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: any type
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, BITCAST_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: any type
    pub fn result(&self) -> Value {
        ods::results_group(self.0, BITCAST_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &BITCAST_OP_INFO, loc);
        st.operands.push(operand);
        st.result_types.push(result_ty);
        st
    }
}
/// Type constraint: any type (`AnyType`, spec/constraints.td:N)
const ANY_TYPE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "any type",
    check: dialects::gen::constraints::any_type,
};
/// Verifies `complex.bitcast` (spec/dialects/complex.td:N) and the ops that check the same things.
fn verify_bitcast_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    dialects::native::complex::verify_bitcast(op)?;
    Ok(())
}
/// Parses `complex.bitcast` (spec/dialects/complex.td:N) (and the ops of the same format) from its custom syntax.
fn parse_bitcast_op<'p, 'a>(
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
    ot_operand = Some(vec![p.parse_type() ?]);
    p.expect_literal("to")?;
    rt_result = Some(vec![p.parse_type() ?]);
    let types = ot_operand.unwrap_or_default();
    p.resolve_operands(&o_operand, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `complex.bitcast` (spec/dialects/complex.td:N) (and the ops of the same format) in its custom syntax.
fn print_bitcast_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
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
    p.write(" to");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `complex.bitcast` (spec/dialects/complex.td:N): computes bitcast between complex and equal arith types
pub static BITCAST_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "complex.bitcast",
    dialect: "complex",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/complex.td",
        line: &dialects::gen::complex::__spec_lines::LINES[3usize],
    },
    verify: verify_bitcast_op,
    parse: Some(&(parse_bitcast_op as parse::ops::ParseFn)),
    print: Some(&(print_bitcast_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::complex::fold,
        kind: "bitcast",
        elements: true,
    }),
    operand_types: &[ANY_TYPE],
    result_types: &[ANY_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `complex.constant` (spec/dialects/complex.td:N): complex number constant operation
#[derive(Copy, Clone)]
pub struct ConstantOp<'a>(pub OpRef<'a>);
impl<'a> ConstantOp<'a> {
    pub const NAME: &'static str = "complex.constant";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CONSTANT_OP_INFO).then_some(ConstantOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Result `complex`: complex-type
    pub fn complex(&self) -> Value {
        ods::results_group(self.0, CONSTANT_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `value`: array attribute
    pub fn value_attr(&self) -> Option<Attribute> {
        self.0.attr("value")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        value_attr: Option<Attribute>,
        complex_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CONSTANT_OP_INFO, loc);
        st.set_attr(ctx, "value", value_attr);
        st.result_types.push(complex_ty);
        st
    }
}
/// Attribute constraint: array attribute (`Complex_ValueAttr`, spec/dialects/complex.td:N)
const COMPLEX_VALUE_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "array attribute",
    check: dialects::gen::complex::complex_value_attr,
};
/// Type constraint: complex-type (`Complex_AnyComplex`, spec/dialects/complex.td:N)
const COMPLEX_ANY_COMPLEX: ir::TypeConstraint = ir::TypeConstraint {
    summary: "complex-type",
    check: dialects::gen::complex::complex_any_complex,
};
/// Verifies `complex.constant` (spec/dialects/complex.td:N) and the ops that check the same things.
fn verify_constant_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::complex::verify_constant(op)?;
    Ok(())
}
/// Parses `complex.constant` (spec/dialects/complex.td:N) (and the ops of the same format) from its custom syntax.
fn parse_constant_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut rt_complex: Option<Vec<Type>> = None;
    let a = p.parse_attribute(Some(ctx.common().none))?;
    st.add_attr(ctx.ident("value"), a);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    rt_complex = Some(vec![p.parse_type_of_class("builtin.complex") ?]);
    st.result_types.extend(rt_complex.unwrap_or_default());
    Ok(())
}
/// Prints `complex.constant` (spec/dialects/complex.td:N) (and the ops of the same format) in its custom syntax.
fn print_constant_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    if let Some(a) = op.attr("value") {
        p.print_attr_value(a, true);
    }
    p.print_optional_attr_dict(op, &["value"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `complex.constant` (spec/dialects/complex.td:N): complex number constant operation
pub static CONSTANT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "complex.constant",
    dialect: "complex",
    traits: ir::Traits::CONSTANT_LIKE.union(ir::Traits::PURE),
    attrs: &[
        ir::AttrInfo {
            name: "value",
            constraint: Some(COMPLEX_VALUE_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/complex.td",
        line: &dialects::gen::complex::__spec_lines::LINES[4usize],
    },
    verify: verify_constant_op,
    parse: Some(&(parse_constant_op as parse::ops::ParseFn)),
    print: Some(&(print_constant_op as print::ops::PrintFn)),
    asm_names: ir::AsmNames::Groups(&["cst"]),
    result_types: &[COMPLEX_ANY_COMPLEX],
    operand_arities: &[],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `complex.cos` (spec/dialects/complex.td:N): computes cosine of a complex number
#[derive(Copy, Clone)]
pub struct CosOp<'a>(pub OpRef<'a>);
impl<'a> CosOp<'a> {
    pub const NAME: &'static str = "complex.cos";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &COS_OP_INFO).then_some(CosOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `complex`: complex type with floating-point elements
    pub fn complex(&self) -> Value {
        ods::operand_group(self.0, COS_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: complex type with floating-point elements
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
        complex: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &COS_OP_INFO, loc);
        st.operands.push(complex);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Parses `complex.cos` (spec/dialects/complex.td:N) (and the ops of the same format) from its custom syntax.
fn parse_cos_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_complex: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_complex: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_complex.push(p.parse_operand()?);
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
    ot_complex = Some(vec![p.parse_type_of_class("builtin.complex") ?]);
    for &t in ot_complex.iter().flatten() {
        if !(dialects::gen::complex::complex_float_complex(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'complex' must be complex type with floating-point elements, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if rt_result.is_none() {
        if let Some(t) = ot_complex.as_ref().and_then(|v| v.first().copied()) {
            rt_result = Some(vec![t; 1usize]);
        }
    }
    let types = ot_complex.unwrap_or_default();
    p.resolve_operands(&o_complex, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// `complex.cos` (spec/dialects/complex.td:N): computes cosine of a complex number
pub static COS_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "complex.cos",
    dialect: "complex",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE.union(ir::Traits::PURE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/complex.td",
        line: &dialects::gen::complex::__spec_lines::LINES[5usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_cos_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_op as print::ops::PrintFn)),
    operand_types: &[COMPLEX_FLOAT_COMPLEX],
    result_types: &[COMPLEX_FLOAT_COMPLEX],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `complex.create` (spec/dialects/complex.td:N): complex number creation operation
#[derive(Copy, Clone)]
pub struct CreateOp<'a>(pub OpRef<'a>);
impl<'a> CreateOp<'a> {
    pub const NAME: &'static str = "complex.create";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CREATE_OP_INFO).then_some(CreateOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `real`: floating-point
    pub fn real(&self) -> Value {
        ods::operand_group(self.0, CREATE_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `imaginary`: floating-point
    pub fn imaginary(&self) -> Value {
        ods::operand_group(self.0, CREATE_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `complex`: complex type with floating-point elements
    pub fn complex(&self) -> Value {
        ods::results_group(self.0, CREATE_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        real: Value,
        imaginary: Value,
        complex_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CREATE_OP_INFO, loc);
        st.operands.push(real);
        st.operands.push(imaginary);
        st.result_types.push(complex_ty);
        st
    }
}
/// Verifies `complex.create` (spec/dialects/complex.td:N) and the ops that check the same things.
fn verify_create_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    ods::all_equal(
        op,
        &[
            ods::operand_group_at(op, 0usize).first().map(|v| op.value_type(v)),
            ods::operand_group_at(op, 1usize).first().map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {real, imaginary} have same type",
    )?;
    if let (Some(from), Some(to)) = (
        ods::results_group_at(op, 0usize).first().map(|v| op.value_type(v)),
        ods::operand_group_at(op, 0usize).first().map(|v| op.value_type(v)),
    ) {
        if dialects::native::complex::element_type(op.ctx, from) != to {
            return Err(
                ods::op_error(
                    op,
                    "failed to verify that complex element type matches real operand type",
                ),
            );
        }
    }
    if let (Some(from), Some(to)) = (
        ods::results_group_at(op, 0usize).first().map(|v| op.value_type(v)),
        ods::operand_group_at(op, 1usize).first().map(|v| op.value_type(v)),
    ) {
        if dialects::native::complex::element_type(op.ctx, from) != to {
            return Err(
                ods::op_error(
                    op,
                    "failed to verify that complex element type matches imaginary operand type",
                ),
            );
        }
    }
    Ok(())
}
/// Parses `complex.create` (spec/dialects/complex.td:N) (and the ops of the same format) from its custom syntax.
fn parse_create_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_real: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_real: Option<Vec<Type>> = None;
    let mut o_imaginary: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_imaginary: Option<Vec<Type>> = None;
    let mut rt_complex: Option<Vec<Type>> = None;
    o_real.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_imaginary.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    rt_complex = Some(vec![p.parse_type_of_class("builtin.complex") ?]);
    for &t in rt_complex.iter().flatten() {
        if !(dialects::gen::complex::complex_float_complex(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'complex' must be complex type with floating-point elements, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if ot_real.is_none() {
        if let Some(t) = rt_complex.as_ref().and_then(|v| v.first().copied()) {
            ot_real = Some(
                ods::spread_types(
                    ctx,
                    dialects::native::complex::element_type(ctx, t),
                    o_real.len(),
                ),
            );
        }
    }
    if ot_imaginary.is_none() {
        if let Some(t) = rt_complex.as_ref().and_then(|v| v.first().copied()) {
            ot_imaginary = Some(
                ods::spread_types(
                    ctx,
                    dialects::native::complex::element_type(ctx, t),
                    o_imaginary.len(),
                ),
            );
        }
    }
    let types = ot_real.unwrap_or_default();
    p.resolve_operands(&o_real, &types, start, &mut st.operands)?;
    let types = ot_imaginary.unwrap_or_default();
    p.resolve_operands(&o_imaginary, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_complex.unwrap_or_default());
    Ok(())
}
/// Prints `complex.create` (spec/dialects/complex.td:N) (and the ops of the same format) in its custom syntax.
fn print_create_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
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
/// `complex.create` (spec/dialects/complex.td:N): complex number creation operation
pub static CREATE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "complex.create",
    dialect: "complex",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/complex.td",
        line: &dialects::gen::complex::__spec_lines::LINES[6usize],
    },
    verify: verify_create_op,
    parse: Some(&(parse_create_op as parse::ops::ParseFn)),
    print: Some(&(print_create_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::complex::fold,
        kind: "create",
        elements: true,
    }),
    operand_types: &[ANY_FLOAT, ANY_FLOAT],
    result_types: &[COMPLEX_FLOAT_COMPLEX],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `complex.div` (spec/dialects/complex.td:N): complex division
#[derive(Copy, Clone)]
pub struct DivOp<'a>(pub OpRef<'a>);
impl<'a> DivOp<'a> {
    pub const NAME: &'static str = "complex.div";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &DIV_OP_INFO).then_some(DivOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: complex type with floating-point elements
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, DIV_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: complex type with floating-point elements
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, DIV_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: complex type with floating-point elements
    pub fn result(&self) -> Value {
        ods::results_group(self.0, DIV_OP_INFO.result_arities, 0usize).get(0)
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
        let mut st = OperationState::for_op(ctx, &DIV_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `complex.div` (spec/dialects/complex.td:N): complex division
pub static DIV_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "complex.div",
    dialect: "complex",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/complex.td",
        line: &dialects::gen::complex::__spec_lines::LINES[7usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_add_op as parse::ops::ParseFn)),
    print: Some(&(print_add_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::complex::fold,
        kind: "div",
        elements: true,
    }),
    operand_types: &[COMPLEX_FLOAT_COMPLEX, COMPLEX_FLOAT_COMPLEX],
    result_types: &[COMPLEX_FLOAT_COMPLEX],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `complex.eq` (spec/dialects/complex.td:N): computes whether two complex values are equal
#[derive(Copy, Clone)]
pub struct EqualOp<'a>(pub OpRef<'a>);
impl<'a> EqualOp<'a> {
    pub const NAME: &'static str = "complex.eq";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &EQUAL_OP_INFO).then_some(EqualOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: complex type with floating-point elements
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, EQUAL_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: complex type with floating-point elements
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, EQUAL_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: 1-bit signless integer
    pub fn result(&self) -> Value {
        ods::results_group(self.0, EQUAL_OP_INFO.result_arities, 0usize).get(0)
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
        let mut st = OperationState::for_op(ctx, &EQUAL_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
/// Type constraint: 1-bit signless integer (`I1`, spec/constraints.td:N)
const I1: ir::TypeConstraint = ir::TypeConstraint {
    summary: "1-bit signless integer",
    check: dialects::gen::constraints::i1,
};
/// Verifies `complex.eq` (spec/dialects/complex.td:N) and the ops that check the same things.
fn verify_equal_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    ods::all_equal(
        op,
        &[
            ods::operand_group_at(op, 0usize).first().map(|v| op.value_type(v)),
            ods::operand_group_at(op, 1usize).first().map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {lhs, rhs} have same type",
    )?;
    Ok(())
}
/// Parses `complex.eq` (spec/dialects/complex.td:N) (and the ops of the same format) from its custom syntax.
fn parse_equal_op<'p, 'a>(
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
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_lhs = Some(vec![p.parse_type_of_class("builtin.complex") ?]);
    if ot_rhs.is_none() {
        if let Some(t) = ot_lhs.as_ref().and_then(|v| v.first().copied()) {
            ot_rhs = Some(vec![t; o_rhs.len()]);
        }
    }
    if rt_result.is_none() {
        rt_result = Some(vec![ctx.integer_type(1u32)]);
    }
    let types = ot_lhs.unwrap_or_default();
    p.resolve_operands(&o_lhs, &types, start, &mut st.operands)?;
    let types = ot_rhs.unwrap_or_default();
    p.resolve_operands(&o_rhs, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `complex.eq` (spec/dialects/complex.td:N) (and the ops of the same format) in its custom syntax.
fn print_equal_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
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
/// `complex.eq` (spec/dialects/complex.td:N): computes whether two complex values are equal
pub static EQUAL_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "complex.eq",
    dialect: "complex",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/complex.td",
        line: &dialects::gen::complex::__spec_lines::LINES[8usize],
    },
    verify: verify_equal_op,
    parse: Some(&(parse_equal_op as parse::ops::ParseFn)),
    print: Some(&(print_equal_op as print::ops::PrintFn)),
    operand_types: &[COMPLEX_FLOAT_COMPLEX, COMPLEX_FLOAT_COMPLEX],
    result_types: &[I1],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `complex.exp` (spec/dialects/complex.td:N): computes exponential of a complex number
#[derive(Copy, Clone)]
pub struct ExpOp<'a>(pub OpRef<'a>);
impl<'a> ExpOp<'a> {
    pub const NAME: &'static str = "complex.exp";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &EXP_OP_INFO).then_some(ExpOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `complex`: complex type with floating-point elements
    pub fn complex(&self) -> Value {
        ods::operand_group(self.0, EXP_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: complex type with floating-point elements
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
        complex: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &EXP_OP_INFO, loc);
        st.operands.push(complex);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `complex.exp` (spec/dialects/complex.td:N): computes exponential of a complex number
pub static EXP_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "complex.exp",
    dialect: "complex",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE.union(ir::Traits::PURE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/complex.td",
        line: &dialects::gen::complex::__spec_lines::LINES[9usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_cos_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::complex::fold,
        kind: "exp",
        elements: true,
    }),
    operand_types: &[COMPLEX_FLOAT_COMPLEX],
    result_types: &[COMPLEX_FLOAT_COMPLEX],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `complex.expm1` (spec/dialects/complex.td:N): computes exponential of a complex number minus 1
#[derive(Copy, Clone)]
pub struct Expm1Op<'a>(pub OpRef<'a>);
impl<'a> Expm1Op<'a> {
    pub const NAME: &'static str = "complex.expm1";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &EXPM1_OP_INFO).then_some(Expm1Op(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `complex`: complex type with floating-point elements
    pub fn complex(&self) -> Value {
        ods::operand_group(self.0, EXPM1_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: complex type with floating-point elements
    pub fn result(&self) -> Value {
        ods::results_group(self.0, EXPM1_OP_INFO.result_arities, 0usize).get(0)
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
        complex: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &EXPM1_OP_INFO, loc);
        st.operands.push(complex);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `complex.expm1` (spec/dialects/complex.td:N): computes exponential of a complex number minus 1
pub static EXPM1_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "complex.expm1",
    dialect: "complex",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE.union(ir::Traits::PURE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/complex.td",
        line: &dialects::gen::complex::__spec_lines::LINES[10usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_cos_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_op as print::ops::PrintFn)),
    operand_types: &[COMPLEX_FLOAT_COMPLEX],
    result_types: &[COMPLEX_FLOAT_COMPLEX],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `complex.im` (spec/dialects/complex.td:N): extracts the imaginary part of a complex number
#[derive(Copy, Clone)]
pub struct ImOp<'a>(pub OpRef<'a>);
impl<'a> ImOp<'a> {
    pub const NAME: &'static str = "complex.im";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &IM_OP_INFO).then_some(ImOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `complex`: complex type with floating-point elements
    pub fn complex(&self) -> Value {
        ods::operand_group(self.0, IM_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `imaginary`: floating-point
    pub fn imaginary(&self) -> Value {
        ods::results_group(self.0, IM_OP_INFO.result_arities, 0usize).get(0)
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
        complex: Value,
        fastmath_attr: Option<Attribute>,
        imaginary_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &IM_OP_INFO, loc);
        st.operands.push(complex);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(imaginary_ty);
        st
    }
}
/// Parses `complex.im` (spec/dialects/complex.td:N) (and the ops of the same format) from its custom syntax.
fn parse_im_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_complex: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_complex: Option<Vec<Type>> = None;
    let mut rt_imaginary: Option<Vec<Type>> = None;
    o_complex.push(p.parse_operand()?);
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
    ot_complex = Some(vec![p.parse_type_of_class("builtin.complex") ?]);
    for &t in ot_complex.iter().flatten() {
        if !(dialects::gen::complex::complex_float_complex(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'complex' must be complex type with floating-point elements, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if rt_imaginary.is_none() {
        if let Some(t) = ot_complex.as_ref().and_then(|v| v.first().copied()) {
            rt_imaginary = Some(
                ods::spread_types(
                    ctx,
                    dialects::native::complex::element_type(ctx, t),
                    1usize,
                ),
            );
        }
    }
    let types = ot_complex.unwrap_or_default();
    p.resolve_operands(&o_complex, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_imaginary.unwrap_or_default());
    Ok(())
}
/// `complex.im` (spec/dialects/complex.td:N): extracts the imaginary part of a complex number
pub static IM_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "complex.im",
    dialect: "complex",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/complex.td",
        line: &dialects::gen::complex::__spec_lines::LINES[11usize],
    },
    verify: verify_abs_op,
    parse: Some(&(parse_im_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::complex::fold,
        kind: "im",
        elements: true,
    }),
    operand_types: &[COMPLEX_FLOAT_COMPLEX],
    result_types: &[ANY_FLOAT],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `complex.log` (spec/dialects/complex.td:N): computes natural logarithm of a complex number
#[derive(Copy, Clone)]
pub struct LogOp<'a>(pub OpRef<'a>);
impl<'a> LogOp<'a> {
    pub const NAME: &'static str = "complex.log";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &LOG_OP_INFO).then_some(LogOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `complex`: complex type with floating-point elements
    pub fn complex(&self) -> Value {
        ods::operand_group(self.0, LOG_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: complex type with floating-point elements
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
        complex: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &LOG_OP_INFO, loc);
        st.operands.push(complex);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `complex.log` (spec/dialects/complex.td:N): computes natural logarithm of a complex number
pub static LOG_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "complex.log",
    dialect: "complex",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE.union(ir::Traits::PURE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/complex.td",
        line: &dialects::gen::complex::__spec_lines::LINES[12usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_cos_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::complex::fold,
        kind: "log",
        elements: true,
    }),
    operand_types: &[COMPLEX_FLOAT_COMPLEX],
    result_types: &[COMPLEX_FLOAT_COMPLEX],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `complex.log1p` (spec/dialects/complex.td:N): computes natural logarithm of a complex number
#[derive(Copy, Clone)]
pub struct Log1pOp<'a>(pub OpRef<'a>);
impl<'a> Log1pOp<'a> {
    pub const NAME: &'static str = "complex.log1p";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &LOG1P_OP_INFO).then_some(Log1pOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `complex`: complex type with floating-point elements
    pub fn complex(&self) -> Value {
        ods::operand_group(self.0, LOG1P_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: complex type with floating-point elements
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
        complex: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &LOG1P_OP_INFO, loc);
        st.operands.push(complex);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `complex.log1p` (spec/dialects/complex.td:N): computes natural logarithm of a complex number
pub static LOG1P_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "complex.log1p",
    dialect: "complex",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE.union(ir::Traits::PURE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/complex.td",
        line: &dialects::gen::complex::__spec_lines::LINES[13usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_cos_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_op as print::ops::PrintFn)),
    operand_types: &[COMPLEX_FLOAT_COMPLEX],
    result_types: &[COMPLEX_FLOAT_COMPLEX],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `complex.mul` (spec/dialects/complex.td:N): complex multiplication
#[derive(Copy, Clone)]
pub struct MulOp<'a>(pub OpRef<'a>);
impl<'a> MulOp<'a> {
    pub const NAME: &'static str = "complex.mul";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MUL_OP_INFO).then_some(MulOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: complex type with floating-point elements
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, MUL_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: complex type with floating-point elements
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, MUL_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: complex type with floating-point elements
    pub fn result(&self) -> Value {
        ods::results_group(self.0, MUL_OP_INFO.result_arities, 0usize).get(0)
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
        let mut st = OperationState::for_op(ctx, &MUL_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `complex.mul` (spec/dialects/complex.td:N): complex multiplication
pub static MUL_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "complex.mul",
    dialect: "complex",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/complex.td",
        line: &dialects::gen::complex::__spec_lines::LINES[14usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_add_op as parse::ops::ParseFn)),
    print: Some(&(print_add_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::complex::fold,
        kind: "mul",
        elements: true,
    }),
    operand_types: &[COMPLEX_FLOAT_COMPLEX, COMPLEX_FLOAT_COMPLEX],
    result_types: &[COMPLEX_FLOAT_COMPLEX],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `complex.neg` (spec/dialects/complex.td:N): Negation operator
#[derive(Copy, Clone)]
pub struct NegOp<'a>(pub OpRef<'a>);
impl<'a> NegOp<'a> {
    pub const NAME: &'static str = "complex.neg";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &NEG_OP_INFO).then_some(NegOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `complex`: complex type with floating-point elements
    pub fn complex(&self) -> Value {
        ods::operand_group(self.0, NEG_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: complex type with floating-point elements
    pub fn result(&self) -> Value {
        ods::results_group(self.0, NEG_OP_INFO.result_arities, 0usize).get(0)
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
        complex: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &NEG_OP_INFO, loc);
        st.operands.push(complex);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `complex.neg` (spec/dialects/complex.td:N): Negation operator
pub static NEG_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "complex.neg",
    dialect: "complex",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE.union(ir::Traits::PURE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/complex.td",
        line: &dialects::gen::complex::__spec_lines::LINES[15usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_cos_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::complex::fold,
        kind: "neg",
        elements: true,
    }),
    operand_types: &[COMPLEX_FLOAT_COMPLEX],
    result_types: &[COMPLEX_FLOAT_COMPLEX],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `complex.neq` (spec/dialects/complex.td:N): computes whether two complex values are not equal
#[derive(Copy, Clone)]
pub struct NotEqualOp<'a>(pub OpRef<'a>);
impl<'a> NotEqualOp<'a> {
    pub const NAME: &'static str = "complex.neq";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &NOT_EQUAL_OP_INFO).then_some(NotEqualOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: complex type with floating-point elements
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, NOT_EQUAL_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: complex type with floating-point elements
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, NOT_EQUAL_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: 1-bit signless integer
    pub fn result(&self) -> Value {
        ods::results_group(self.0, NOT_EQUAL_OP_INFO.result_arities, 0usize).get(0)
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
        let mut st = OperationState::for_op(ctx, &NOT_EQUAL_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
/// `complex.neq` (spec/dialects/complex.td:N): computes whether two complex values are not equal
pub static NOT_EQUAL_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "complex.neq",
    dialect: "complex",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/complex.td",
        line: &dialects::gen::complex::__spec_lines::LINES[16usize],
    },
    verify: verify_equal_op,
    parse: Some(&(parse_equal_op as parse::ops::ParseFn)),
    print: Some(&(print_equal_op as print::ops::PrintFn)),
    operand_types: &[COMPLEX_FLOAT_COMPLEX, COMPLEX_FLOAT_COMPLEX],
    result_types: &[I1],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `complex.pow` (spec/dialects/complex.td:N): complex power function
#[derive(Copy, Clone)]
pub struct PowOp<'a>(pub OpRef<'a>);
impl<'a> PowOp<'a> {
    pub const NAME: &'static str = "complex.pow";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &POW_OP_INFO).then_some(PowOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: complex type with floating-point elements
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, POW_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: complex type with floating-point elements
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, POW_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: complex type with floating-point elements
    pub fn result(&self) -> Value {
        ods::results_group(self.0, POW_OP_INFO.result_arities, 0usize).get(0)
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
        let mut st = OperationState::for_op(ctx, &POW_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `complex.pow` (spec/dialects/complex.td:N): complex power function
pub static POW_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "complex.pow",
    dialect: "complex",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/complex.td",
        line: &dialects::gen::complex::__spec_lines::LINES[17usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_add_op as parse::ops::ParseFn)),
    print: Some(&(print_add_op as print::ops::PrintFn)),
    operand_types: &[COMPLEX_FLOAT_COMPLEX, COMPLEX_FLOAT_COMPLEX],
    result_types: &[COMPLEX_FLOAT_COMPLEX],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `complex.powi` (spec/dialects/complex.td:N): complex number raised to signed integer power
#[derive(Copy, Clone)]
pub struct PowiOp<'a>(pub OpRef<'a>);
impl<'a> PowiOp<'a> {
    pub const NAME: &'static str = "complex.powi";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &POWI_OP_INFO).then_some(PowiOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: complex type with floating-point elements
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, POWI_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless integer
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, POWI_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: complex type with floating-point elements
    pub fn result(&self) -> Value {
        ods::results_group(self.0, POWI_OP_INFO.result_arities, 0usize).get(0)
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
        let mut st = OperationState::for_op(ctx, &POWI_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Type constraint: signless integer (`AnySignlessInteger`, spec/constraints.td:N)
const ANY_SIGNLESS_INTEGER: ir::TypeConstraint = ir::TypeConstraint {
    summary: "signless integer",
    check: dialects::gen::constraints::any_signless_integer,
};
/// Verifies `complex.powi` (spec/dialects/complex.td:N) and the ops that check the same things.
fn verify_powi_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    ods::same_operands_and_result_shape(op)?;
    ods::all_equal(
        op,
        &[
            ods::operand_group_at(op, 0usize).first().map(|v| op.value_type(v)),
            ods::results_group_at(op, 0usize).first().map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {lhs, result} have same type",
    )?;
    Ok(())
}
/// Parses `complex.powi` (spec/dialects/complex.td:N) (and the ops of the same format) from its custom syntax.
fn parse_powi_op<'p, 'a>(
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
    rt_result = Some(vec![p.parse_type_of_class("builtin.complex") ?]);
    p.expect_literal(",")?;
    ot_rhs = Some(vec![p.parse_type_of_class("builtin.integer") ?]);
    if ot_lhs.is_none() {
        if let Some(t) = rt_result.as_ref().and_then(|v| v.first().copied()) {
            ot_lhs = Some(vec![t; o_lhs.len()]);
        }
    }
    let types = ot_lhs.unwrap_or_default();
    p.resolve_operands(&o_lhs, &types, start, &mut st.operands)?;
    let types = ot_rhs.unwrap_or_default();
    p.resolve_operands(&o_rhs, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `complex.powi` (spec/dialects/complex.td:N) (and the ops of the same format) in its custom syntax.
fn print_powi_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    if op.attr("fastmath").is_some() {
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
    p.write(",");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 1usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `complex.powi` (spec/dialects/complex.td:N): complex number raised to signed integer power
pub static POWI_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "complex.powi",
    dialect: "complex",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_SHAPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/complex.td",
        line: &dialects::gen::complex::__spec_lines::LINES[18usize],
    },
    verify: verify_powi_op,
    parse: Some(&(parse_powi_op as parse::ops::ParseFn)),
    print: Some(&(print_powi_op as print::ops::PrintFn)),
    operand_types: &[COMPLEX_FLOAT_COMPLEX, ANY_SIGNLESS_INTEGER],
    result_types: &[COMPLEX_FLOAT_COMPLEX],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `complex.re` (spec/dialects/complex.td:N): extracts the real part of a complex number
#[derive(Copy, Clone)]
pub struct ReOp<'a>(pub OpRef<'a>);
impl<'a> ReOp<'a> {
    pub const NAME: &'static str = "complex.re";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &RE_OP_INFO).then_some(ReOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `complex`: complex type with floating-point elements
    pub fn complex(&self) -> Value {
        ods::operand_group(self.0, RE_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `real`: floating-point
    pub fn real(&self) -> Value {
        ods::results_group(self.0, RE_OP_INFO.result_arities, 0usize).get(0)
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
        complex: Value,
        fastmath_attr: Option<Attribute>,
        real_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &RE_OP_INFO, loc);
        st.operands.push(complex);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(real_ty);
        st
    }
}
/// Parses `complex.re` (spec/dialects/complex.td:N) (and the ops of the same format) from its custom syntax.
fn parse_re_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_complex: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_complex: Option<Vec<Type>> = None;
    let mut rt_real: Option<Vec<Type>> = None;
    o_complex.push(p.parse_operand()?);
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
    ot_complex = Some(vec![p.parse_type_of_class("builtin.complex") ?]);
    for &t in ot_complex.iter().flatten() {
        if !(dialects::gen::complex::complex_float_complex(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'complex' must be complex type with floating-point elements, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if rt_real.is_none() {
        if let Some(t) = ot_complex.as_ref().and_then(|v| v.first().copied()) {
            rt_real = Some(
                ods::spread_types(
                    ctx,
                    dialects::native::complex::element_type(ctx, t),
                    1usize,
                ),
            );
        }
    }
    let types = ot_complex.unwrap_or_default();
    p.resolve_operands(&o_complex, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_real.unwrap_or_default());
    Ok(())
}
/// `complex.re` (spec/dialects/complex.td:N): extracts the real part of a complex number
pub static RE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "complex.re",
    dialect: "complex",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/complex.td",
        line: &dialects::gen::complex::__spec_lines::LINES[19usize],
    },
    verify: verify_abs_op,
    parse: Some(&(parse_re_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::complex::fold,
        kind: "re",
        elements: true,
    }),
    operand_types: &[COMPLEX_FLOAT_COMPLEX],
    result_types: &[ANY_FLOAT],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `complex.rsqrt` (spec/dialects/complex.td:N): complex reciprocal of square root
#[derive(Copy, Clone)]
pub struct RsqrtOp<'a>(pub OpRef<'a>);
impl<'a> RsqrtOp<'a> {
    pub const NAME: &'static str = "complex.rsqrt";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &RSQRT_OP_INFO).then_some(RsqrtOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `complex`: complex type with floating-point elements
    pub fn complex(&self) -> Value {
        ods::operand_group(self.0, RSQRT_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: complex type with floating-point elements
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
        complex: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &RSQRT_OP_INFO, loc);
        st.operands.push(complex);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `complex.rsqrt` (spec/dialects/complex.td:N): complex reciprocal of square root
pub static RSQRT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "complex.rsqrt",
    dialect: "complex",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE.union(ir::Traits::PURE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/complex.td",
        line: &dialects::gen::complex::__spec_lines::LINES[20usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_cos_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_op as print::ops::PrintFn)),
    operand_types: &[COMPLEX_FLOAT_COMPLEX],
    result_types: &[COMPLEX_FLOAT_COMPLEX],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `complex.sign` (spec/dialects/complex.td:N): computes sign of a complex number
#[derive(Copy, Clone)]
pub struct SignOp<'a>(pub OpRef<'a>);
impl<'a> SignOp<'a> {
    pub const NAME: &'static str = "complex.sign";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SIGN_OP_INFO).then_some(SignOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `complex`: complex type with floating-point elements
    pub fn complex(&self) -> Value {
        ods::operand_group(self.0, SIGN_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: complex type with floating-point elements
    pub fn result(&self) -> Value {
        ods::results_group(self.0, SIGN_OP_INFO.result_arities, 0usize).get(0)
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
        complex: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &SIGN_OP_INFO, loc);
        st.operands.push(complex);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `complex.sign` (spec/dialects/complex.td:N): computes sign of a complex number
pub static SIGN_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "complex.sign",
    dialect: "complex",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE.union(ir::Traits::PURE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/complex.td",
        line: &dialects::gen::complex::__spec_lines::LINES[21usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_cos_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_op as print::ops::PrintFn)),
    operand_types: &[COMPLEX_FLOAT_COMPLEX],
    result_types: &[COMPLEX_FLOAT_COMPLEX],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `complex.sin` (spec/dialects/complex.td:N): computes sine of a complex number
#[derive(Copy, Clone)]
pub struct SinOp<'a>(pub OpRef<'a>);
impl<'a> SinOp<'a> {
    pub const NAME: &'static str = "complex.sin";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SIN_OP_INFO).then_some(SinOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `complex`: complex type with floating-point elements
    pub fn complex(&self) -> Value {
        ods::operand_group(self.0, SIN_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: complex type with floating-point elements
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
        complex: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &SIN_OP_INFO, loc);
        st.operands.push(complex);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `complex.sin` (spec/dialects/complex.td:N): computes sine of a complex number
pub static SIN_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "complex.sin",
    dialect: "complex",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE.union(ir::Traits::PURE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/complex.td",
        line: &dialects::gen::complex::__spec_lines::LINES[22usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_cos_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_op as print::ops::PrintFn)),
    operand_types: &[COMPLEX_FLOAT_COMPLEX],
    result_types: &[COMPLEX_FLOAT_COMPLEX],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `complex.sqrt` (spec/dialects/complex.td:N): complex square root
#[derive(Copy, Clone)]
pub struct SqrtOp<'a>(pub OpRef<'a>);
impl<'a> SqrtOp<'a> {
    pub const NAME: &'static str = "complex.sqrt";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SQRT_OP_INFO).then_some(SqrtOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `complex`: complex type with floating-point elements
    pub fn complex(&self) -> Value {
        ods::operand_group(self.0, SQRT_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: complex type with floating-point elements
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
        complex: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &SQRT_OP_INFO, loc);
        st.operands.push(complex);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `complex.sqrt` (spec/dialects/complex.td:N): complex square root
pub static SQRT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "complex.sqrt",
    dialect: "complex",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE.union(ir::Traits::PURE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/complex.td",
        line: &dialects::gen::complex::__spec_lines::LINES[23usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_cos_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_op as print::ops::PrintFn)),
    operand_types: &[COMPLEX_FLOAT_COMPLEX],
    result_types: &[COMPLEX_FLOAT_COMPLEX],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `complex.sub` (spec/dialects/complex.td:N): complex subtraction
#[derive(Copy, Clone)]
pub struct SubOp<'a>(pub OpRef<'a>);
impl<'a> SubOp<'a> {
    pub const NAME: &'static str = "complex.sub";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SUB_OP_INFO).then_some(SubOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: complex type with floating-point elements
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, SUB_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: complex type with floating-point elements
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, SUB_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: complex type with floating-point elements
    pub fn result(&self) -> Value {
        ods::results_group(self.0, SUB_OP_INFO.result_arities, 0usize).get(0)
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
        let mut st = OperationState::for_op(ctx, &SUB_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `complex.sub` (spec/dialects/complex.td:N): complex subtraction
pub static SUB_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "complex.sub",
    dialect: "complex",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/complex.td",
        line: &dialects::gen::complex::__spec_lines::LINES[24usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_add_op as parse::ops::ParseFn)),
    print: Some(&(print_add_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::complex::fold,
        kind: "sub",
        elements: true,
    }),
    operand_types: &[COMPLEX_FLOAT_COMPLEX, COMPLEX_FLOAT_COMPLEX],
    result_types: &[COMPLEX_FLOAT_COMPLEX],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `complex.tanh` (spec/dialects/complex.td:N): complex hyperbolic tangent
#[derive(Copy, Clone)]
pub struct TanhOp<'a>(pub OpRef<'a>);
impl<'a> TanhOp<'a> {
    pub const NAME: &'static str = "complex.tanh";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &TANH_OP_INFO).then_some(TanhOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `complex`: complex type with floating-point elements
    pub fn complex(&self) -> Value {
        ods::operand_group(self.0, TANH_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: complex type with floating-point elements
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
        complex: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &TANH_OP_INFO, loc);
        st.operands.push(complex);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `complex.tanh` (spec/dialects/complex.td:N): complex hyperbolic tangent
pub static TANH_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "complex.tanh",
    dialect: "complex",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE.union(ir::Traits::PURE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/complex.td",
        line: &dialects::gen::complex::__spec_lines::LINES[25usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_cos_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_op as print::ops::PrintFn)),
    operand_types: &[COMPLEX_FLOAT_COMPLEX],
    result_types: &[COMPLEX_FLOAT_COMPLEX],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `complex.tan` (spec/dialects/complex.td:N): computes tangent of a complex number
#[derive(Copy, Clone)]
pub struct TanOp<'a>(pub OpRef<'a>);
impl<'a> TanOp<'a> {
    pub const NAME: &'static str = "complex.tan";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &TAN_OP_INFO).then_some(TanOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `complex`: complex type with floating-point elements
    pub fn complex(&self) -> Value {
        ods::operand_group(self.0, TAN_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: complex type with floating-point elements
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
        complex: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &TAN_OP_INFO, loc);
        st.operands.push(complex);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `complex.tan` (spec/dialects/complex.td:N): computes tangent of a complex number
pub static TAN_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "complex.tan",
    dialect: "complex",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE.union(ir::Traits::PURE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/complex.td",
        line: &dialects::gen::complex::__spec_lines::LINES[26usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_cos_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_op as print::ops::PrintFn)),
    operand_types: &[COMPLEX_FLOAT_COMPLEX],
    result_types: &[COMPLEX_FLOAT_COMPLEX],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `complex.conj` (spec/dialects/complex.td:N): Calculate the complex conjugate
#[derive(Copy, Clone)]
pub struct ConjOp<'a>(pub OpRef<'a>);
impl<'a> ConjOp<'a> {
    pub const NAME: &'static str = "complex.conj";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CONJ_OP_INFO).then_some(ConjOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `complex`: complex type with floating-point elements
    pub fn complex(&self) -> Value {
        ods::operand_group(self.0, CONJ_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: complex type with floating-point elements
    pub fn result(&self) -> Value {
        ods::results_group(self.0, CONJ_OP_INFO.result_arities, 0usize).get(0)
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
        complex: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CONJ_OP_INFO, loc);
        st.operands.push(complex);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `complex.conj` (spec/dialects/complex.td:N): Calculate the complex conjugate
pub static CONJ_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "complex.conj",
    dialect: "complex",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE.union(ir::Traits::PURE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/complex.td",
        line: &dialects::gen::complex::__spec_lines::LINES[27usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_cos_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::complex::fold,
        kind: "conj",
        elements: true,
    }),
    operand_types: &[COMPLEX_FLOAT_COMPLEX],
    result_types: &[COMPLEX_FLOAT_COMPLEX],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `complex.angle` (spec/dialects/complex.td:N): computes argument value of a complex number
#[derive(Copy, Clone)]
pub struct AngleOp<'a>(pub OpRef<'a>);
impl<'a> AngleOp<'a> {
    pub const NAME: &'static str = "complex.angle";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ANGLE_OP_INFO).then_some(AngleOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `complex`: complex type with floating-point elements
    pub fn complex(&self) -> Value {
        ods::operand_group(self.0, ANGLE_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: floating-point
    pub fn result(&self) -> Value {
        ods::results_group(self.0, ANGLE_OP_INFO.result_arities, 0usize).get(0)
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
        complex: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ANGLE_OP_INFO, loc);
        st.operands.push(complex);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `complex.angle` (spec/dialects/complex.td:N): computes argument value of a complex number
pub static ANGLE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "complex.angle",
    dialect: "complex",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&ABS_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/complex.td",
        line: &dialects::gen::complex::__spec_lines::LINES[28usize],
    },
    verify: verify_abs_op,
    parse: Some(&(parse_abs_op as parse::ops::ParseFn)),
    print: Some(&(print_abs_op as print::ops::PrintFn)),
    operand_types: &[COMPLEX_FLOAT_COMPLEX],
    result_types: &[ANY_FLOAT],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// Registration table of the dialect.
pub static DIALECT: ir::DialectInfo = ir::DialectInfo {
    name: "complex",
    ops: &[
        &dialects::gen::complex::ABS_OP_INFO,
        &dialects::gen::complex::ADD_OP_INFO,
        &dialects::gen::complex::ATAN2_OP_INFO,
        &dialects::gen::complex::BITCAST_OP_INFO,
        &dialects::gen::complex::CONSTANT_OP_INFO,
        &dialects::gen::complex::COS_OP_INFO,
        &dialects::gen::complex::CREATE_OP_INFO,
        &dialects::gen::complex::DIV_OP_INFO,
        &dialects::gen::complex::EQUAL_OP_INFO,
        &dialects::gen::complex::EXP_OP_INFO,
        &dialects::gen::complex::EXPM1_OP_INFO,
        &dialects::gen::complex::IM_OP_INFO,
        &dialects::gen::complex::LOG_OP_INFO,
        &dialects::gen::complex::LOG1P_OP_INFO,
        &dialects::gen::complex::MUL_OP_INFO,
        &dialects::gen::complex::NEG_OP_INFO,
        &dialects::gen::complex::NOT_EQUAL_OP_INFO,
        &dialects::gen::complex::POW_OP_INFO,
        &dialects::gen::complex::POWI_OP_INFO,
        &dialects::gen::complex::RE_OP_INFO,
        &dialects::gen::complex::RSQRT_OP_INFO,
        &dialects::gen::complex::SIGN_OP_INFO,
        &dialects::gen::complex::SIN_OP_INFO,
        &dialects::gen::complex::SQRT_OP_INFO,
        &dialects::gen::complex::SUB_OP_INFO,
        &dialects::gen::complex::TANH_OP_INFO,
        &dialects::gen::complex::TAN_OP_INFO,
        &dialects::gen::complex::CONJ_OP_INFO,
        &dialects::gen::complex::ANGLE_OP_INFO,
    ],
    enums: &[],
    attr_defs: &[],
    type_defs: &[],
    on_register: Some(dialects::native::complex::on_register),
    allow_unknown_ops: false,
    attributes: ir::AttrSyntax::Closed,
    verbatim_attrs: &[],
};
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 29usize] = [
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
    ];
}
