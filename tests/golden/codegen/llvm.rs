// @generated from spec/dialects/llvm.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{diag, dialects, ir, llvm_types, parse, print};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `LLVM_DefaultFastmathFlags` (spec/dialects/llvm.td:N): LLVM fastmath flags
pub fn llvm_default_fastmath_flags(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "FastmathFlags")
}
/// `LLVM_DefaultOverflowFlags` (spec/dialects/llvm.td:N): LLVM integer overflow flags
pub fn llvm_default_overflow_flags(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "IntegerOverflowFlags")
}
/// `LLVM_DefaultGEPNoWrapFlags` (spec/dialects/llvm.td:N): ::mlir::LLVM::GEPNoWrapFlags
pub fn llvm_default_gep_no_wrap_flags(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "GEPNoWrapFlags")
}
/// `LLVM_DefaultCConv` (spec/dialects/llvm.td:N): LLVM Calling Convention specification
pub fn llvm_default_c_conv(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "CConv")
}
/// `LLVM_DefaultTailCallKind` (spec/dialects/llvm.td:N): LLVM Calling Convention specification
pub fn llvm_default_tail_call_kind(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "TailCallKind")
}
/// `LLVM_DefaultVisibility` (spec/dialects/llvm.td:N): LLVM GlobalValue Visibility
pub fn llvm_default_visibility(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "Visibility")
}
/// `LLVM_DefaultNotAtomic` (spec/dialects/llvm.td:N): Atomic ordering for LLVM's memory model
pub fn llvm_default_not_atomic(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "AtomicOrdering")
}
/// `LLVM_DefaultAddrSpace` (spec/dialects/llvm.td:N): 32-bit signless integer attribute
pub fn llvm_default_addr_space(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::integer_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            ir::pred::ty::integer_of_width(ctx, x, 32i64)
        },
    )
}
static ADD_OP_OVERFLOW_FLAGS_DEFAULT: ir::SpecDefault = ir::SpecDefault {
    text: "0 : i32",
    value: ir::SpecValue::Int {
        value: 0i64,
        ty: ir::SpecIntType::Integer {
            width: 32u32,
            signedness: ir::Signedness::Signless,
        },
    },
};
/// `llvm.add` (spec/dialects/llvm.td:N): Integer addition.
#[derive(Copy, Clone)]
pub struct AddOp<'a>(pub OpRef<'a>);
impl<'a> AddOp<'a> {
    pub const NAME: &'static str = "llvm.add";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ADD_OP_INFO).then_some(AddOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, ADD_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, ADD_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn res(&self) -> Value {
        ods::results_group(self.0, ADD_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `overflowFlags`: LLVM integer overflow flags
    pub fn overflow_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("overflowFlags")
    }
    pub fn overflow_flags(
        &self,
    ) -> Option<dialects::gen::llvm_enums::IntegerOverflowFlags> {
        ods::attr_enum_value(self.0, "overflowFlags")
            .and_then(dialects::gen::llvm_enums::IntegerOverflowFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        overflow_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ADD_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "overflowFlags", overflow_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Attribute constraint: LLVM integer overflow flags (`LLVM_DefaultOverflowFlags`, spec/dialects/llvm.td:N)
const LLVM_DEFAULT_OVERFLOW_FLAGS: ir::AttrConstraint = ir::AttrConstraint {
    summary: "LLVM integer overflow flags",
    check: dialects::gen::llvm::llvm_default_overflow_flags,
};
/// Type constraint: signless integer or LLVM dialect-compatible vector of signless integer (first used by `llvm.add`, spec/dialects/llvm.td:N)
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
/// Verifies `llvm.add` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_add_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
/// Parses `llvm.add` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
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
    let mut rt_res: Option<Vec<Type>> = None;
    o_lhs.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_rhs.push(p.parse_operand()?);
    if p.at_literal("overflow") {
        p.expect_literal("overflow")?;
        let v = ods::parse_enum_stripped(
            p,
            &dialects::gen::llvm_enums::LLVM_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
        )?;
        st.add_attr(
            ctx.ident("overflowFlags"),
            ctx.integer_attr(ctx.integer_type(32u32), v as i128),
        );
    }
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    rt_res = Some(vec![p.parse_type() ?]);
    if ot_lhs.is_none() {
        if let Some(t) = rt_res.as_ref().and_then(|v| v.first().copied()) {
            ot_lhs = Some(vec![t; o_lhs.len()]);
        }
    }
    if ot_rhs.is_none() {
        if let Some(t) = rt_res.as_ref().and_then(|v| v.first().copied()) {
            ot_rhs = Some(vec![t; o_rhs.len()]);
        }
    }
    let types = ot_lhs.unwrap_or_default();
    p.resolve_operands(&o_lhs, &types, start, &mut st.operands)?;
    let types = ot_rhs.unwrap_or_default();
    p.resolve_operands(&o_rhs, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.add` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_add_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    if ods::attr_differs_from_default(op, "overflowFlags") {
        p.write(" ");
        if let Some(a) = op.attr("overflowFlags") {
            p.write("overflow");
            ods::print_enum_stripped(
                p,
                &dialects::gen::llvm_enums::LLVM_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["overflowFlags"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.add` (spec/dialects/llvm.td:N): Integer addition.
pub static ADD_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.add",
    dialect: "llvm",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::COMMUTATIVE)
        .union(ir::Traits::PURE),
    attrs: &[
        ir::AttrInfo {
            name: "overflowFlags",
            optional: true,
            default: Some(&ADD_OP_OVERFLOW_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_OVERFLOW_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[0usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_add_op as parse::ops::ParseFn)),
    print: Some(&(print_add_op as print::ops::PrintFn)),
    operand_types: &[
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
    ],
    result_types: &[IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.sub` (spec/dialects/llvm.td:N): Integer subtraction.
#[derive(Copy, Clone)]
pub struct SubOp<'a>(pub OpRef<'a>);
impl<'a> SubOp<'a> {
    pub const NAME: &'static str = "llvm.sub";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SUB_OP_INFO).then_some(SubOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, SUB_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, SUB_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn res(&self) -> Value {
        ods::results_group(self.0, SUB_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `overflowFlags`: LLVM integer overflow flags
    pub fn overflow_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("overflowFlags")
    }
    pub fn overflow_flags(
        &self,
    ) -> Option<dialects::gen::llvm_enums::IntegerOverflowFlags> {
        ods::attr_enum_value(self.0, "overflowFlags")
            .and_then(dialects::gen::llvm_enums::IntegerOverflowFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        overflow_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &SUB_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "overflowFlags", overflow_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.sub` (spec/dialects/llvm.td:N): Integer subtraction.
pub static SUB_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.sub",
    dialect: "llvm",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::PURE),
    attrs: &[
        ir::AttrInfo {
            name: "overflowFlags",
            optional: true,
            default: Some(&ADD_OP_OVERFLOW_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_OVERFLOW_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[1usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_add_op as parse::ops::ParseFn)),
    print: Some(&(print_add_op as print::ops::PrintFn)),
    operand_types: &[
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
    ],
    result_types: &[IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.mul` (spec/dialects/llvm.td:N): Integer multiplication.
#[derive(Copy, Clone)]
pub struct MulOp<'a>(pub OpRef<'a>);
impl<'a> MulOp<'a> {
    pub const NAME: &'static str = "llvm.mul";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MUL_OP_INFO).then_some(MulOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, MUL_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, MUL_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn res(&self) -> Value {
        ods::results_group(self.0, MUL_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `overflowFlags`: LLVM integer overflow flags
    pub fn overflow_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("overflowFlags")
    }
    pub fn overflow_flags(
        &self,
    ) -> Option<dialects::gen::llvm_enums::IntegerOverflowFlags> {
        ods::attr_enum_value(self.0, "overflowFlags")
            .and_then(dialects::gen::llvm_enums::IntegerOverflowFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        overflow_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MUL_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "overflowFlags", overflow_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.mul` (spec/dialects/llvm.td:N): Integer multiplication.
pub static MUL_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.mul",
    dialect: "llvm",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::COMMUTATIVE)
        .union(ir::Traits::PURE),
    attrs: &[
        ir::AttrInfo {
            name: "overflowFlags",
            optional: true,
            default: Some(&ADD_OP_OVERFLOW_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_OVERFLOW_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[2usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_add_op as parse::ops::ParseFn)),
    print: Some(&(print_add_op as print::ops::PrintFn)),
    operand_types: &[
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
    ],
    result_types: &[IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.udiv` (spec/dialects/llvm.td:N): Unsigned integer division.
#[derive(Copy, Clone)]
pub struct UDivOp<'a>(pub OpRef<'a>);
impl<'a> UDivOp<'a> {
    pub const NAME: &'static str = "llvm.udiv";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &U_DIV_OP_INFO).then_some(UDivOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, U_DIV_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, U_DIV_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn res(&self) -> Value {
        ods::results_group(self.0, U_DIV_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `isExact`: unit attribute
    pub fn is_exact_attr(&self) -> Option<Attribute> {
        self.0.attr("isExact")
    }
    pub fn is_exact(&self) -> bool {
        self.0.attr("isExact").is_some()
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        is_exact_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &U_DIV_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "isExact", is_exact_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Attribute constraint: unit attribute (`UnitAttr`, spec/constraints.td:N)
const UNIT_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "unit attribute",
    check: dialects::gen::constraints::unit_attr,
};
/// Parses `llvm.udiv` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_u_div_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_lhs: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_lhs: Option<Vec<Type>> = None;
    let mut o_rhs: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_rhs: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    if p.eat_literal("exact") {
        st.add_attr(ctx.ident("isExact"), ctx.unit_attr());
    }
    o_lhs.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_rhs.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    rt_res = Some(vec![p.parse_type() ?]);
    if ot_lhs.is_none() {
        if let Some(t) = rt_res.as_ref().and_then(|v| v.first().copied()) {
            ot_lhs = Some(vec![t; o_lhs.len()]);
        }
    }
    if ot_rhs.is_none() {
        if let Some(t) = rt_res.as_ref().and_then(|v| v.first().copied()) {
            ot_rhs = Some(vec![t; o_rhs.len()]);
        }
    }
    let types = ot_lhs.unwrap_or_default();
    p.resolve_operands(&o_lhs, &types, start, &mut st.operands)?;
    let types = ot_rhs.unwrap_or_default();
    p.resolve_operands(&o_rhs, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.udiv` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_u_div_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    if op.attr("isExact").is_some() {
        p.write(" exact");
    }
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.print_optional_attr_dict(op, &["isExact"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.udiv` (spec/dialects/llvm.td:N): Unsigned integer division.
pub static U_DIV_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.udiv",
    dialect: "llvm",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::NO_MEMORY_EFFECT),
    attrs: &[
        ir::AttrInfo {
            name: "isExact",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[3usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_u_div_op as parse::ops::ParseFn)),
    print: Some(&(print_u_div_op as print::ops::PrintFn)),
    operand_types: &[
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
    ],
    result_types: &[IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.sdiv` (spec/dialects/llvm.td:N): Signed integer division.
#[derive(Copy, Clone)]
pub struct SDivOp<'a>(pub OpRef<'a>);
impl<'a> SDivOp<'a> {
    pub const NAME: &'static str = "llvm.sdiv";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &S_DIV_OP_INFO).then_some(SDivOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, S_DIV_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, S_DIV_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn res(&self) -> Value {
        ods::results_group(self.0, S_DIV_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `isExact`: unit attribute
    pub fn is_exact_attr(&self) -> Option<Attribute> {
        self.0.attr("isExact")
    }
    pub fn is_exact(&self) -> bool {
        self.0.attr("isExact").is_some()
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        is_exact_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &S_DIV_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "isExact", is_exact_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.sdiv` (spec/dialects/llvm.td:N): Signed integer division.
pub static S_DIV_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.sdiv",
    dialect: "llvm",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::NO_MEMORY_EFFECT),
    attrs: &[
        ir::AttrInfo {
            name: "isExact",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[4usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_u_div_op as parse::ops::ParseFn)),
    print: Some(&(print_u_div_op as print::ops::PrintFn)),
    operand_types: &[
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
    ],
    result_types: &[IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.urem` (spec/dialects/llvm.td:N): Unsigned integer remainder.
#[derive(Copy, Clone)]
pub struct URemOp<'a>(pub OpRef<'a>);
impl<'a> URemOp<'a> {
    pub const NAME: &'static str = "llvm.urem";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &U_REM_OP_INFO).then_some(URemOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, U_REM_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, U_REM_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn res(&self) -> Value {
        ods::results_group(self.0, U_REM_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &U_REM_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(res_ty);
        st
    }
}
/// Verifies `llvm.urem` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_u_rem_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
/// Parses `llvm.urem` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_u_rem_op<'p, 'a>(
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
    rt_res = Some(vec![p.parse_type() ?]);
    if ot_lhs.is_none() {
        if let Some(t) = rt_res.as_ref().and_then(|v| v.first().copied()) {
            ot_lhs = Some(vec![t; o_lhs.len()]);
        }
    }
    if ot_rhs.is_none() {
        if let Some(t) = rt_res.as_ref().and_then(|v| v.first().copied()) {
            ot_rhs = Some(vec![t; o_rhs.len()]);
        }
    }
    let types = ot_lhs.unwrap_or_default();
    p.resolve_operands(&o_lhs, &types, start, &mut st.operands)?;
    let types = ot_rhs.unwrap_or_default();
    p.resolve_operands(&o_rhs, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.urem` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_u_rem_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
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
/// `llvm.urem` (spec/dialects/llvm.td:N): Unsigned integer remainder.
pub static U_REM_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.urem",
    dialect: "llvm",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::PURE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[5usize],
    },
    verify: verify_u_rem_op,
    parse: Some(&(parse_u_rem_op as parse::ops::ParseFn)),
    print: Some(&(print_u_rem_op as print::ops::PrintFn)),
    operand_types: &[
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
    ],
    result_types: &[IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.srem` (spec/dialects/llvm.td:N): Signed integer remainder.
#[derive(Copy, Clone)]
pub struct SRemOp<'a>(pub OpRef<'a>);
impl<'a> SRemOp<'a> {
    pub const NAME: &'static str = "llvm.srem";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &S_REM_OP_INFO).then_some(SRemOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, S_REM_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, S_REM_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn res(&self) -> Value {
        ods::results_group(self.0, S_REM_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &S_REM_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.srem` (spec/dialects/llvm.td:N): Signed integer remainder.
pub static S_REM_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.srem",
    dialect: "llvm",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::PURE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[6usize],
    },
    verify: verify_u_rem_op,
    parse: Some(&(parse_u_rem_op as parse::ops::ParseFn)),
    print: Some(&(print_u_rem_op as print::ops::PrintFn)),
    operand_types: &[
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
    ],
    result_types: &[IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.and` (spec/dialects/llvm.td:N): Bitwise and.
#[derive(Copy, Clone)]
pub struct AndOp<'a>(pub OpRef<'a>);
impl<'a> AndOp<'a> {
    pub const NAME: &'static str = "llvm.and";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &AND_OP_INFO).then_some(AndOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, AND_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, AND_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn res(&self) -> Value {
        ods::results_group(self.0, AND_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &AND_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.and` (spec/dialects/llvm.td:N): Bitwise and.
pub static AND_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.and",
    dialect: "llvm",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::PURE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[7usize],
    },
    verify: verify_u_rem_op,
    parse: Some(&(parse_u_rem_op as parse::ops::ParseFn)),
    print: Some(&(print_u_rem_op as print::ops::PrintFn)),
    operand_types: &[
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
    ],
    result_types: &[IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.or` (spec/dialects/llvm.td:N): Bitwise or.
#[derive(Copy, Clone)]
pub struct OrOp<'a>(pub OpRef<'a>);
impl<'a> OrOp<'a> {
    pub const NAME: &'static str = "llvm.or";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &OR_OP_INFO).then_some(OrOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, OR_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, OR_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn res(&self) -> Value {
        ods::results_group(self.0, OR_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `isDisjoint`: unit attribute
    pub fn is_disjoint_attr(&self) -> Option<Attribute> {
        self.0.attr("isDisjoint")
    }
    pub fn is_disjoint(&self) -> bool {
        self.0.attr("isDisjoint").is_some()
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        is_disjoint_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &OR_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "isDisjoint", is_disjoint_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Parses `llvm.or` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_or_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_lhs: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_lhs: Option<Vec<Type>> = None;
    let mut o_rhs: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_rhs: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    if p.eat_literal("disjoint") {
        st.add_attr(ctx.ident("isDisjoint"), ctx.unit_attr());
    }
    o_lhs.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_rhs.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    rt_res = Some(vec![p.parse_type() ?]);
    if ot_lhs.is_none() {
        if let Some(t) = rt_res.as_ref().and_then(|v| v.first().copied()) {
            ot_lhs = Some(vec![t; o_lhs.len()]);
        }
    }
    if ot_rhs.is_none() {
        if let Some(t) = rt_res.as_ref().and_then(|v| v.first().copied()) {
            ot_rhs = Some(vec![t; o_rhs.len()]);
        }
    }
    let types = ot_lhs.unwrap_or_default();
    p.resolve_operands(&o_lhs, &types, start, &mut st.operands)?;
    let types = ot_rhs.unwrap_or_default();
    p.resolve_operands(&o_rhs, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.or` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_or_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    if op.attr("isDisjoint").is_some() {
        p.write(" disjoint");
    }
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.print_optional_attr_dict(op, &["isDisjoint"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.or` (spec/dialects/llvm.td:N): Bitwise or.
pub static OR_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.or",
    dialect: "llvm",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::PURE),
    attrs: &[
        ir::AttrInfo {
            name: "isDisjoint",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[8usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_or_op as parse::ops::ParseFn)),
    print: Some(&(print_or_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_llvm::int_binary,
        kind: "or",
        elements: true,
    }),
    operand_types: &[
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
    ],
    result_types: &[IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.xor` (spec/dialects/llvm.td:N): Bitwise exclusive or.
#[derive(Copy, Clone)]
pub struct XOrOp<'a>(pub OpRef<'a>);
impl<'a> XOrOp<'a> {
    pub const NAME: &'static str = "llvm.xor";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &X_OR_OP_INFO).then_some(XOrOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, X_OR_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, X_OR_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn res(&self) -> Value {
        ods::results_group(self.0, X_OR_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &X_OR_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.xor` (spec/dialects/llvm.td:N): Bitwise exclusive or.
pub static X_OR_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.xor",
    dialect: "llvm",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::PURE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[9usize],
    },
    verify: verify_u_rem_op,
    parse: Some(&(parse_u_rem_op as parse::ops::ParseFn)),
    print: Some(&(print_u_rem_op as print::ops::PrintFn)),
    operand_types: &[
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
    ],
    result_types: &[IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.shl` (spec/dialects/llvm.td:N): Shift left.
#[derive(Copy, Clone)]
pub struct ShlOp<'a>(pub OpRef<'a>);
impl<'a> ShlOp<'a> {
    pub const NAME: &'static str = "llvm.shl";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SHL_OP_INFO).then_some(ShlOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, SHL_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, SHL_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn res(&self) -> Value {
        ods::results_group(self.0, SHL_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `overflowFlags`: LLVM integer overflow flags
    pub fn overflow_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("overflowFlags")
    }
    pub fn overflow_flags(
        &self,
    ) -> Option<dialects::gen::llvm_enums::IntegerOverflowFlags> {
        ods::attr_enum_value(self.0, "overflowFlags")
            .and_then(dialects::gen::llvm_enums::IntegerOverflowFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        overflow_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &SHL_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "overflowFlags", overflow_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.shl` (spec/dialects/llvm.td:N): Shift left.
pub static SHL_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.shl",
    dialect: "llvm",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::PURE),
    attrs: &[
        ir::AttrInfo {
            name: "overflowFlags",
            optional: true,
            default: Some(&ADD_OP_OVERFLOW_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_OVERFLOW_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[10usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_add_op as parse::ops::ParseFn)),
    print: Some(&(print_add_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_llvm::int_binary,
        kind: "shl",
        elements: true,
    }),
    operand_types: &[
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
    ],
    result_types: &[IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.lshr` (spec/dialects/llvm.td:N): Logical shift right.
#[derive(Copy, Clone)]
pub struct LShrOp<'a>(pub OpRef<'a>);
impl<'a> LShrOp<'a> {
    pub const NAME: &'static str = "llvm.lshr";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &L_SHR_OP_INFO).then_some(LShrOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, L_SHR_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, L_SHR_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn res(&self) -> Value {
        ods::results_group(self.0, L_SHR_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `isExact`: unit attribute
    pub fn is_exact_attr(&self) -> Option<Attribute> {
        self.0.attr("isExact")
    }
    pub fn is_exact(&self) -> bool {
        self.0.attr("isExact").is_some()
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        is_exact_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &L_SHR_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "isExact", is_exact_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.lshr` (spec/dialects/llvm.td:N): Logical shift right.
pub static L_SHR_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.lshr",
    dialect: "llvm",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::PURE),
    attrs: &[
        ir::AttrInfo {
            name: "isExact",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[11usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_u_div_op as parse::ops::ParseFn)),
    print: Some(&(print_u_div_op as print::ops::PrintFn)),
    operand_types: &[
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
    ],
    result_types: &[IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.ashr` (spec/dialects/llvm.td:N): Arithmetic shift right.
#[derive(Copy, Clone)]
pub struct AShrOp<'a>(pub OpRef<'a>);
impl<'a> AShrOp<'a> {
    pub const NAME: &'static str = "llvm.ashr";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &A_SHR_OP_INFO).then_some(AShrOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, A_SHR_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, A_SHR_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn res(&self) -> Value {
        ods::results_group(self.0, A_SHR_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `isExact`: unit attribute
    pub fn is_exact_attr(&self) -> Option<Attribute> {
        self.0.attr("isExact")
    }
    pub fn is_exact(&self) -> bool {
        self.0.attr("isExact").is_some()
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        is_exact_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &A_SHR_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "isExact", is_exact_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.ashr` (spec/dialects/llvm.td:N): Arithmetic shift right.
pub static A_SHR_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.ashr",
    dialect: "llvm",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::PURE),
    attrs: &[
        ir::AttrInfo {
            name: "isExact",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[12usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_u_div_op as parse::ops::ParseFn)),
    print: Some(&(print_u_div_op as print::ops::PrintFn)),
    operand_types: &[
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
        IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE,
    ],
    result_types: &[IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.icmp` (spec/dialects/llvm.td:N): Integer or pointer comparison.
#[derive(Copy, Clone)]
pub struct ICmpOp<'a>(pub OpRef<'a>);
impl<'a> ICmpOp<'a> {
    pub const NAME: &'static str = "llvm.icmp";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &I_CMP_OP_INFO).then_some(ICmpOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, I_CMP_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, I_CMP_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: 1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer
    pub fn res(&self) -> Value {
        ods::results_group(self.0, I_CMP_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `predicate`: llvm.icmp comparison predicate
    pub fn predicate_attr(&self) -> Option<Attribute> {
        self.0.attr("predicate")
    }
    pub fn predicate(&self) -> Option<dialects::gen::llvm_enums::ICmpPredicate> {
        ods::attr_enum_value(self.0, "predicate")
            .and_then(dialects::gen::llvm_enums::ICmpPredicate::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        predicate_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &I_CMP_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "predicate", predicate_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Attribute constraint: llvm.icmp comparison predicate (`LLVM_ICmpPredicateAttr`, spec/dialects/llvm_enums.td:N)
const LLVM_I_CMP_PREDICATE_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "llvm.icmp comparison predicate",
    check: dialects::gen::llvm_enums::llvm_i_cmp_predicate_attr,
};
/// Type constraint: signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type (`LLVM_ICmpOperandType`, spec/dialects/llvm_types.td:N)
const LLVM_I_CMP_OPERAND_TYPE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type",
    check: dialects::gen::llvm_types::llvm_i_cmp_operand_type,
};
/// Type constraint: 1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer (first used by `llvm.icmp`, spec/dialects/llvm.td:N)
const IS_1_BIT_SIGNLESS_INTEGER_OR_LLVM_DIALECT: ir::TypeConstraint = ir::TypeConstraint {
    summary: "1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer",
    check: |ctx: &Context, t: Type| {
        (ir::pred::ty::integer_of_width(ctx, t, 1i64)
            || llvm_types::pred::llvm_vector_of(
                ctx,
                t,
                &|ctx: &Context, x: Type| -> bool {
                    ir::pred::ty::integer_of_width(ctx, x, 1i64)
                },
            ))
    },
};
/// Verifies `llvm.icmp` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_i_cmp_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    ods::same_type_operands(op)?;
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
    Ok(())
}
/// `llvm.icmp` (spec/dialects/llvm.td:N): Integer or pointer comparison.
pub static I_CMP_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.icmp",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_TYPE_OPERANDS),
    attrs: &[
        ir::AttrInfo {
            name: "predicate",
            constraint: Some(LLVM_I_CMP_PREDICATE_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[13usize],
    },
    verify: verify_i_cmp_op,
    parse: Some(&(dialects::native::llvm::parse_icmp as parse::ops::ParseFn)),
    print: Some(&(dialects::native::llvm::print_icmp as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_llvm::icmp,
        kind: "",
        elements: false,
    }),
    operand_types: &[LLVM_I_CMP_OPERAND_TYPE, LLVM_I_CMP_OPERAND_TYPE],
    result_types: &[IS_1_BIT_SIGNLESS_INTEGER_OR_LLVM_DIALECT],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
static F_CMP_OP_FASTMATH_FLAGS_DEFAULT: ir::SpecDefault = ir::SpecDefault {
    text: "#llvm.fastmath<none>",
    value: ir::SpecValue::Enum(
        &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `llvm.fcmp` (spec/dialects/llvm.td:N): Floating-point comparison.
#[derive(Copy, Clone)]
pub struct FCmpOp<'a>(pub OpRef<'a>);
impl<'a> FCmpOp<'a> {
    pub const NAME: &'static str = "llvm.fcmp";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &F_CMP_OP_INFO).then_some(FCmpOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, F_CMP_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, F_CMP_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: 1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer
    pub fn res(&self) -> Value {
        ods::results_group(self.0, F_CMP_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `predicate`: llvm.fcmp comparison predicate
    pub fn predicate_attr(&self) -> Option<Attribute> {
        self.0.attr("predicate")
    }
    pub fn predicate(&self) -> Option<dialects::gen::llvm_enums::FCmpPredicate> {
        ods::attr_enum_value(self.0, "predicate")
            .and_then(dialects::gen::llvm_enums::FCmpPredicate::from_value)
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
        lhs: Value,
        rhs: Value,
        predicate_attr: Option<Attribute>,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &F_CMP_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "predicate", predicate_attr);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Attribute constraint: llvm.fcmp comparison predicate (`LLVM_FCmpPredicateAttr`, spec/dialects/llvm_enums.td:N)
const LLVM_F_CMP_PREDICATE_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "llvm.fcmp comparison predicate",
    check: dialects::gen::llvm_enums::llvm_f_cmp_predicate_attr,
};
/// Attribute constraint: LLVM fastmath flags (`LLVM_DefaultFastmathFlags`, spec/dialects/llvm.td:N)
const LLVM_DEFAULT_FASTMATH_FLAGS: ir::AttrConstraint = ir::AttrConstraint {
    summary: "LLVM fastmath flags",
    check: dialects::gen::llvm::llvm_default_fastmath_flags,
};
/// Type constraint: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type (first used by `llvm.fcmp`, spec/dialects/llvm.td:N)
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
/// `llvm.fcmp` (spec/dialects/llvm.td:N): Floating-point comparison.
pub static F_CMP_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.fcmp",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_TYPE_OPERANDS),
    attrs: &[
        ir::AttrInfo {
            name: "predicate",
            constraint: Some(LLVM_F_CMP_PREDICATE_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_CMP_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[14usize],
    },
    verify: verify_i_cmp_op,
    parse: Some(&(dialects::native::llvm::parse_fcmp as parse::ops::ParseFn)),
    print: Some(&(dialects::native::llvm::print_fcmp as print::ops::PrintFn)),
    operand_types: &[
        IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT,
        IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT,
    ],
    result_types: &[IS_1_BIT_SIGNLESS_INTEGER_OR_LLVM_DIALECT],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.fadd` (spec/dialects/llvm.td:N): Floating-point addition.
#[derive(Copy, Clone)]
pub struct FAddOp<'a>(pub OpRef<'a>);
impl<'a> FAddOp<'a> {
    pub const NAME: &'static str = "llvm.fadd";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &F_ADD_OP_INFO).then_some(FAddOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, F_ADD_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, F_ADD_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, F_ADD_OP_INFO.result_arities, 0usize).get(0)
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
        lhs: Value,
        rhs: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &F_ADD_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.fadd` (spec/dialects/llvm.td:N): Floating-point addition.
pub static F_ADD_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.fadd",
    dialect: "llvm",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::PURE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_CMP_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[15usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_u_rem_op as parse::ops::ParseFn)),
    print: Some(&(print_u_rem_op as print::ops::PrintFn)),
    operand_types: &[
        IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT,
        IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT,
    ],
    result_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.fsub` (spec/dialects/llvm.td:N): Floating-point subtraction.
#[derive(Copy, Clone)]
pub struct FSubOp<'a>(pub OpRef<'a>);
impl<'a> FSubOp<'a> {
    pub const NAME: &'static str = "llvm.fsub";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &F_SUB_OP_INFO).then_some(FSubOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, F_SUB_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, F_SUB_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, F_SUB_OP_INFO.result_arities, 0usize).get(0)
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
        lhs: Value,
        rhs: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &F_SUB_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.fsub` (spec/dialects/llvm.td:N): Floating-point subtraction.
pub static F_SUB_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.fsub",
    dialect: "llvm",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::PURE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_CMP_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[16usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_u_rem_op as parse::ops::ParseFn)),
    print: Some(&(print_u_rem_op as print::ops::PrintFn)),
    operand_types: &[
        IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT,
        IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT,
    ],
    result_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.fmul` (spec/dialects/llvm.td:N): Floating-point multiplication.
#[derive(Copy, Clone)]
pub struct FMulOp<'a>(pub OpRef<'a>);
impl<'a> FMulOp<'a> {
    pub const NAME: &'static str = "llvm.fmul";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &F_MUL_OP_INFO).then_some(FMulOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, F_MUL_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, F_MUL_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, F_MUL_OP_INFO.result_arities, 0usize).get(0)
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
        lhs: Value,
        rhs: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &F_MUL_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.fmul` (spec/dialects/llvm.td:N): Floating-point multiplication.
pub static F_MUL_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.fmul",
    dialect: "llvm",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::PURE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_CMP_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[17usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_u_rem_op as parse::ops::ParseFn)),
    print: Some(&(print_u_rem_op as print::ops::PrintFn)),
    operand_types: &[
        IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT,
        IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT,
    ],
    result_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.fdiv` (spec/dialects/llvm.td:N): Floating-point division.
#[derive(Copy, Clone)]
pub struct FDivOp<'a>(pub OpRef<'a>);
impl<'a> FDivOp<'a> {
    pub const NAME: &'static str = "llvm.fdiv";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &F_DIV_OP_INFO).then_some(FDivOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, F_DIV_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, F_DIV_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, F_DIV_OP_INFO.result_arities, 0usize).get(0)
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
        lhs: Value,
        rhs: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &F_DIV_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.fdiv` (spec/dialects/llvm.td:N): Floating-point division.
pub static F_DIV_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.fdiv",
    dialect: "llvm",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::PURE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_CMP_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[18usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_u_rem_op as parse::ops::ParseFn)),
    print: Some(&(print_u_rem_op as print::ops::PrintFn)),
    operand_types: &[
        IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT,
        IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT,
    ],
    result_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.frem` (spec/dialects/llvm.td:N): Floating-point remainder.
#[derive(Copy, Clone)]
pub struct FRemOp<'a>(pub OpRef<'a>);
impl<'a> FRemOp<'a> {
    pub const NAME: &'static str = "llvm.frem";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &F_REM_OP_INFO).then_some(FRemOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, F_REM_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, F_REM_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, F_REM_OP_INFO.result_arities, 0usize).get(0)
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
        lhs: Value,
        rhs: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &F_REM_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.frem` (spec/dialects/llvm.td:N): Floating-point remainder.
pub static F_REM_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.frem",
    dialect: "llvm",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::PURE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_CMP_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[19usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_u_rem_op as parse::ops::ParseFn)),
    print: Some(&(print_u_rem_op as print::ops::PrintFn)),
    operand_types: &[
        IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT,
        IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT,
    ],
    result_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.fneg` (spec/dialects/llvm.td:N): Floating-point negation.
#[derive(Copy, Clone)]
pub struct FNegOp<'a>(pub OpRef<'a>);
impl<'a> FNegOp<'a> {
    pub const NAME: &'static str = "llvm.fneg";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &F_NEG_OP_INFO).then_some(FNegOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, F_NEG_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, F_NEG_OP_INFO.result_arities, 0usize).get(0)
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
        operand: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &F_NEG_OP_INFO, loc);
        st.operands.push(operand);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Parses `llvm.fneg` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_f_neg_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_operand: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_operand: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    o_operand.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    rt_res = Some(vec![p.parse_type() ?]);
    if ot_operand.is_none() {
        if let Some(t) = rt_res.as_ref().and_then(|v| v.first().copied()) {
            ot_operand = Some(vec![t; o_operand.len()]);
        }
    }
    let types = ot_operand.unwrap_or_default();
    p.resolve_operands(&o_operand, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.fneg` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_f_neg_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
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
/// `llvm.fneg` (spec/dialects/llvm.td:N): Floating-point negation.
pub static F_NEG_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.fneg",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_CMP_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[20usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_f_neg_op as parse::ops::ParseFn)),
    print: Some(&(print_f_neg_op as print::ops::PrintFn)),
    operand_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    result_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.alloca` (spec/dialects/llvm.td:N): Stack allocation.
#[derive(Copy, Clone)]
pub struct AllocaOp<'a>(pub OpRef<'a>);
impl<'a> AllocaOp<'a> {
    pub const NAME: &'static str = "llvm.alloca";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ALLOCA_OP_INFO).then_some(AllocaOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `arraySize`: signless integer
    pub fn array_size(&self) -> Value {
        ods::operand_group(self.0, ALLOCA_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM pointer type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, ALLOCA_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `alignment`: 64-bit signless integer attribute
    pub fn alignment_attr(&self) -> Option<Attribute> {
        self.0.attr("alignment")
    }
    pub fn alignment(&self) -> Option<i64> {
        ods::attr_int(self.0, "alignment")
    }
    /// Attribute `elem_type`: any type attribute
    pub fn elem_type_attr(&self) -> Option<Attribute> {
        self.0.attr("elem_type")
    }
    pub fn elem_type(&self) -> Option<Type> {
        ods::attr_type(self.0, "elem_type")
    }
    /// Attribute `inalloca`: unit attribute
    pub fn inalloca_attr(&self) -> Option<Attribute> {
        self.0.attr("inalloca")
    }
    pub fn inalloca(&self) -> bool {
        self.0.attr("inalloca").is_some()
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        array_size: Value,
        alignment_attr: Option<Attribute>,
        elem_type_attr: Option<Attribute>,
        inalloca_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ALLOCA_OP_INFO, loc);
        st.operands.push(array_size);
        st.set_attr(ctx, "alignment", alignment_attr);
        st.set_attr(ctx, "elem_type", elem_type_attr);
        st.set_attr(ctx, "inalloca", inalloca_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Attribute constraint: 64-bit signless integer attribute (first used by `llvm.alloca`, spec/dialects/llvm.td:N)
const IS_64_BIT_SIGNLESS_INTEGER_ATTRIBUTE: ir::AttrConstraint = ir::AttrConstraint {
    summary: "64-bit signless integer attribute",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::integer_attr_of(
        ctx,
        a,
        &|ctx: &Context, x: Type| -> bool {
            ir::pred::ty::integer_of_width(ctx, x, 64i64)
        },
    ),
};
/// Attribute constraint: any type attribute (`TypeAttr`, spec/constraints.td:N)
const TYPE_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "any type attribute",
    check: dialects::gen::constraints::type_attr,
};
/// Type constraint: signless integer (`AnySignlessInteger`, spec/constraints.td:N)
const ANY_SIGNLESS_INTEGER: ir::TypeConstraint = ir::TypeConstraint {
    summary: "signless integer",
    check: dialects::gen::constraints::any_signless_integer,
};
/// Type constraint: LLVM pointer type (`LLVM_AnyPointer`, spec/dialects/llvm_types.td:N)
const LLVM_ANY_POINTER: ir::TypeConstraint = ir::TypeConstraint {
    summary: "LLVM pointer type",
    check: dialects::gen::llvm_types::llvm_any_pointer,
};
/// Verifies `llvm.alloca` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_alloca_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::llvm::verify_alloca(op)?;
    Ok(())
}
/// `llvm.alloca` (spec/dialects/llvm.td:N): Stack allocation.
pub static ALLOCA_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.alloca",
    dialect: "llvm",
    traits: ir::Traits::MEMORY_ALLOC,
    attrs: &[
        ir::AttrInfo {
            name: "alignment",
            optional: true,
            constraint: Some(IS_64_BIT_SIGNLESS_INTEGER_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "elem_type",
            constraint: Some(TYPE_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "inalloca",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[21usize],
    },
    verify: verify_alloca_op,
    parse: Some(&(dialects::native::llvm::parse_alloca as parse::ops::ParseFn)),
    print: Some(&(dialects::native::llvm::print_alloca as print::ops::PrintFn)),
    operand_types: &[ANY_SIGNLESS_INTEGER],
    result_types: &[LLVM_ANY_POINTER],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.getelementptr` (spec/dialects/llvm.td:N): Address computation (getelementptr).
#[derive(Copy, Clone)]
pub struct GepOp<'a>(pub OpRef<'a>);
impl<'a> GepOp<'a> {
    pub const NAME: &'static str = "llvm.getelementptr";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &GEP_OP_INFO).then_some(GepOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `base`: LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type
    pub fn base(&self) -> Value {
        ods::operand_group(self.0, GEP_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `dynamicIndices`: variadic of signless integer or LLVM dialect-compatible vector of signless integer
    pub fn dynamic_indices(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, GEP_OP_INFO.operand_arities, 1usize)
    }
    /// Result `res`: LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, GEP_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `rawConstantIndices`: i32 dense array attribute
    pub fn raw_constant_indices_attr(&self) -> Option<Attribute> {
        self.0.attr("rawConstantIndices")
    }
    pub fn raw_constant_indices(&self) -> Option<&'a [i64]> {
        ods::attr_dense_ints(self.0, "rawConstantIndices")
    }
    /// Attribute `elem_type`: any type attribute
    pub fn elem_type_attr(&self) -> Option<Attribute> {
        self.0.attr("elem_type")
    }
    pub fn elem_type(&self) -> Option<Type> {
        ods::attr_type(self.0, "elem_type")
    }
    /// Attribute `noWrapFlags`: ::mlir::LLVM::GEPNoWrapFlags
    pub fn no_wrap_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("noWrapFlags")
    }
    pub fn no_wrap_flags(&self) -> Option<dialects::gen::llvm_enums::GepNoWrapFlags> {
        ods::attr_enum_value(self.0, "noWrapFlags")
            .and_then(dialects::gen::llvm_enums::GepNoWrapFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        base: Value,
        dynamic_indices: &[Value],
        raw_constant_indices_attr: Option<Attribute>,
        elem_type_attr: Option<Attribute>,
        no_wrap_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &GEP_OP_INFO, loc);
        st.operands.push(base);
        st.operands.extend_from_slice(dynamic_indices);
        st.set_attr(ctx, "rawConstantIndices", raw_constant_indices_attr);
        st.set_attr(ctx, "elem_type", elem_type_attr);
        st.set_attr(ctx, "noWrapFlags", no_wrap_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Attribute constraint: i32 dense array attribute (`DenseI32ArrayAttr`, spec/constraints.td:N)
const DENSE_I32_ARRAY_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "i32 dense array attribute",
    check: dialects::gen::constraints::dense_i32_array_attr,
};
/// Attribute constraint: ::mlir::LLVM::GEPNoWrapFlags (`LLVM_DefaultGEPNoWrapFlags`, spec/dialects/llvm.td:N)
const LLVM_DEFAULT_GEP_NO_WRAP_FLAGS: ir::AttrConstraint = ir::AttrConstraint {
    summary: "::mlir::LLVM::GEPNoWrapFlags",
    check: dialects::gen::llvm::llvm_default_gep_no_wrap_flags,
};
/// Type constraint: LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type (first used by `llvm.getelementptr`, spec/dialects/llvm.td:N)
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
/// Type constraint: variadic of signless integer or LLVM dialect-compatible vector of signless integer (first used by `llvm.getelementptr`, spec/dialects/llvm.td:N)
const IS_VARIADIC_OF_SIGNLESS_INTEGER_OR_LLVM_DIALECT: ir::TypeConstraint = ir::TypeConstraint {
    summary: "variadic of signless integer or LLVM dialect-compatible vector of signless integer",
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
/// Verifies `llvm.getelementptr` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_gep_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::llvm::verify_gep(op)?;
    Ok(())
}
/// Parses `llvm.getelementptr` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_gep_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_base: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_base: Option<Vec<Type>> = None;
    let mut ol_dynamic_indices: u32 = start;
    let mut o_dynamic_indices: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_dynamic_indices: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    let mut all_operand_types: Option<usize> = None;
    if ods::at_enum_keyword(
        p,
        &dialects::gen::llvm_enums::LLVM_GEP_NO_WRAP_FLAGS_ATTR_ENUM,
    ) {
        let v = ods::parse_enum_keyword(
            p,
            &dialects::gen::llvm_enums::LLVM_GEP_NO_WRAP_FLAGS_ATTR_ENUM,
            "noWrapFlags",
        )?;
        st.add_attr(
            ctx.ident("noWrapFlags"),
            ctx.integer_attr(ctx.integer_type(32u32), v as i128),
        );
    }
    o_base.push(p.parse_operand()?);
    p.expect_literal("[")?;
    {
        let mut a_1: Option<Attribute> = None;
        dialects::native::llvm::directives::parse_gep_indices(
            p,
            st,
            &mut o_dynamic_indices,
            &mut a_1,
        )?;
        if let Some(a) = a_1 {
            st.add_attr(ctx.ident("rawConstantIndices"), a);
        }
    }
    p.expect_literal("]")?;
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
    let n = o_base.len().min(rest.len());
    ot_base = Some(rest[..n].to_vec());
    let rest = &rest[n..];
    let n = o_dynamic_indices.len().min(rest.len());
    ot_dynamic_indices = Some(rest[..n].to_vec());
    rt_res = Some(outs.clone());
    p.expect_literal(",")?;
    let t = p.parse_type()?;
    st.add_attr(ctx.ident("elem_type"), ctx.type_attr(t));
    if let Some(n) = all_operand_types {
        p.check_operand_count(
            0usize + o_base.len() + o_dynamic_indices.len(),
            n,
            p.name_offset(),
        )?;
    }
    let types = ot_base.unwrap_or_default();
    p.resolve_operands(&o_base, &types, start, &mut st.operands)?;
    let types = ot_dynamic_indices.unwrap_or_default();
    p.resolve_operands(
        &o_dynamic_indices,
        &types,
        ol_dynamic_indices,
        &mut st.operands,
    )?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.getelementptr` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_gep_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    if ods::attr_differs_from_default(op, "noWrapFlags") {
        p.write(" ");
        if let Some(a) = op.attr("noWrapFlags") {
            ods::print_enum_keyword(
                p,
                &dialects::gen::llvm_enums::LLVM_GEP_NO_WRAP_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write("[");
    dialects::native::llvm::directives::print_gep_indices(
        p,
        op,
        ods::operand_group_at(op, 1usize),
        op.attr("rawConstantIndices"),
    );
    p.write("]");
    p.print_optional_attr_dict(op, &["noWrapFlags", "rawConstantIndices", "elem_type"]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
    p.write(",");
    p.write(" ");
    if let Some(t) = ods::attr_type(op, "elem_type") {
        p.print_type(t);
    }
}
/// `llvm.getelementptr` (spec/dialects/llvm.td:N): Address computation (getelementptr).
pub static GEP_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.getelementptr",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "rawConstantIndices",
            constraint: Some(DENSE_I32_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "elem_type",
            constraint: Some(TYPE_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "noWrapFlags",
            optional: true,
            default: Some(&ADD_OP_OVERFLOW_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_GEP_NO_WRAP_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[22usize],
    },
    verify: verify_gep_op,
    parse: Some(&(parse_gep_op as parse::ops::ParseFn)),
    print: Some(&(print_gep_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_llvm::gep,
        kind: "",
        elements: true,
    }),
    operand_types: &[
        IS_LLVM_POINTER_TYPE_OR_LLVM_DIALECT_COMPATIBLE,
        IS_VARIADIC_OF_SIGNLESS_INTEGER_OR_LLVM_DIALECT,
    ],
    result_types: &[IS_LLVM_POINTER_TYPE_OR_LLVM_DIALECT_COMPATIBLE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Variadic],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
static LOAD_OP_ORDERING_DEFAULT: ir::SpecDefault = ir::SpecDefault {
    text: "0 : i64",
    value: ir::SpecValue::Int {
        value: 0i64,
        ty: ir::SpecIntType::Integer {
            width: 64u32,
            signedness: ir::Signedness::Signless,
        },
    },
};
/// `llvm.load` (spec/dialects/llvm.td:N): Load from memory.
#[derive(Copy, Clone)]
pub struct LoadOp<'a>(pub OpRef<'a>);
impl<'a> LoadOp<'a> {
    pub const NAME: &'static str = "llvm.load";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &LOAD_OP_INFO).then_some(LoadOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `addr`: LLVM pointer type
    pub fn addr(&self) -> Value {
        ods::operand_group(self.0, LOAD_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM type with size
    pub fn res(&self) -> Value {
        ods::results_group(self.0, LOAD_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `alignment`: 64-bit signless integer attribute
    pub fn alignment_attr(&self) -> Option<Attribute> {
        self.0.attr("alignment")
    }
    pub fn alignment(&self) -> Option<i64> {
        ods::attr_int(self.0, "alignment")
    }
    /// Attribute `volatile_`: unit attribute
    pub fn volatile_attr(&self) -> Option<Attribute> {
        self.0.attr("volatile_")
    }
    pub fn volatile(&self) -> bool {
        self.0.attr("volatile_").is_some()
    }
    /// Attribute `nontemporal`: unit attribute
    pub fn nontemporal_attr(&self) -> Option<Attribute> {
        self.0.attr("nontemporal")
    }
    pub fn nontemporal(&self) -> bool {
        self.0.attr("nontemporal").is_some()
    }
    /// Attribute `invariant`: unit attribute
    pub fn invariant_attr(&self) -> Option<Attribute> {
        self.0.attr("invariant")
    }
    pub fn invariant(&self) -> bool {
        self.0.attr("invariant").is_some()
    }
    /// Attribute `invariantGroup`: unit attribute
    pub fn invariant_group_attr(&self) -> Option<Attribute> {
        self.0.attr("invariantGroup")
    }
    pub fn invariant_group(&self) -> bool {
        self.0.attr("invariantGroup").is_some()
    }
    /// Attribute `ordering`: Atomic ordering for LLVM's memory model
    pub fn ordering_attr(&self) -> Option<Attribute> {
        self.0.attr("ordering")
    }
    pub fn ordering(&self) -> Option<dialects::gen::llvm_enums::AtomicOrdering> {
        ods::attr_enum_value(self.0, "ordering")
            .and_then(dialects::gen::llvm_enums::AtomicOrdering::from_value)
    }
    /// Attribute `syncscope`: string attribute
    pub fn syncscope_attr(&self) -> Option<Attribute> {
        self.0.attr("syncscope")
    }
    pub fn syncscope(&self) -> Option<&'a str> {
        ods::attr_str(self.0, "syncscope")
    }
    /// Attribute `dereferenceable`: LLVM dereferenceable attribute
    pub fn dereferenceable_attr(&self) -> Option<Attribute> {
        self.0.attr("dereferenceable")
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
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        addr: Value,
        alignment_attr: Option<Attribute>,
        volatile_attr: Option<Attribute>,
        nontemporal_attr: Option<Attribute>,
        invariant_attr: Option<Attribute>,
        invariant_group_attr: Option<Attribute>,
        ordering_attr: Option<Attribute>,
        syncscope_attr: Option<Attribute>,
        dereferenceable_attr: Option<Attribute>,
        access_groups_attr: Option<Attribute>,
        alias_scopes_attr: Option<Attribute>,
        noalias_scopes_attr: Option<Attribute>,
        tbaa_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &LOAD_OP_INFO, loc);
        st.operands.push(addr);
        st.set_attr(ctx, "alignment", alignment_attr);
        st.set_attr(ctx, "volatile_", volatile_attr);
        st.set_attr(ctx, "nontemporal", nontemporal_attr);
        st.set_attr(ctx, "invariant", invariant_attr);
        st.set_attr(ctx, "invariantGroup", invariant_group_attr);
        st.set_attr(ctx, "ordering", ordering_attr);
        st.set_attr(ctx, "syncscope", syncscope_attr);
        st.set_attr(ctx, "dereferenceable", dereferenceable_attr);
        st.set_attr(ctx, "access_groups", access_groups_attr);
        st.set_attr(ctx, "alias_scopes", alias_scopes_attr);
        st.set_attr(ctx, "noalias_scopes", noalias_scopes_attr);
        st.set_attr(ctx, "tbaa", tbaa_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Attribute constraint: Atomic ordering for LLVM's memory model (`LLVM_DefaultNotAtomic`, spec/dialects/llvm.td:N)
const LLVM_DEFAULT_NOT_ATOMIC: ir::AttrConstraint = ir::AttrConstraint {
    summary: "Atomic ordering for LLVM's memory model",
    check: dialects::gen::llvm::llvm_default_not_atomic,
};
/// Attribute constraint: string attribute (first used by `llvm.load`, spec/dialects/llvm.td:N)
const IS_STRING_ATTRIBUTE: ir::AttrConstraint = ir::AttrConstraint {
    summary: "string attribute",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::string_attr_pred(ctx, a),
};
/// Attribute constraint: LLVM dereferenceable attribute (first used by `llvm.load`, spec/dialects/llvm.td:N)
const IS_LLVM_DEREFERENCEABLE_ATTRIBUTE: ir::AttrConstraint = ir::AttrConstraint {
    summary: "LLVM dereferenceable attribute",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::dialect_attr_pred(
        ctx,
        a,
        "llvm.dereferenceable",
    ),
};
/// Attribute constraint: LLVM dialect access group metadata array (first used by `llvm.load`, spec/dialects/llvm.td:N)
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
/// Attribute constraint: LLVM dialect alias scope array (first used by `llvm.load`, spec/dialects/llvm.td:N)
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
/// Attribute constraint: LLVM dialect TBAA tag metadata array (first used by `llvm.load`, spec/dialects/llvm.td:N)
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
/// Type constraint: LLVM type with size (`LLVM_LoadableType`, spec/dialects/llvm_types.td:N)
const LLVM_LOADABLE_TYPE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "LLVM type with size",
    check: dialects::gen::llvm_types::llvm_loadable_type,
};
/// Verifies `llvm.load` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_load_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::llvm::verify_load(op)?;
    Ok(())
}
/// Parses `llvm.load` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_load_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_addr: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_addr: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    if p.eat_literal("volatile") {
        st.add_attr(ctx.ident("volatile_"), ctx.unit_attr());
    }
    o_addr.push(p.parse_operand()?);
    if p.eat_literal("atomic") {
        if p.eat_literal("syncscope") {
            p.expect_literal("(")?;
            let a = p.parse_attribute(Some(ctx.common().none))?;
            st.add_attr(ctx.ident("syncscope"), a);
            p.expect_literal(")")?;
        }
        let v = ods::parse_enum_keyword(
            p,
            &dialects::gen::llvm_enums::LLVM_ATOMIC_ORDERING_ATTR_ENUM,
            "ordering",
        )?;
        st.add_attr(
            ctx.ident("ordering"),
            ctx.integer_attr(ctx.integer_type(64u32), v as i128),
        );
    }
    if p.eat_literal("invariant") {
        st.add_attr(ctx.ident("invariant"), ctx.unit_attr());
    }
    if p.eat_literal("invariant_group") {
        st.add_attr(ctx.ident("invariantGroup"), ctx.unit_attr());
    }
    if p.eat_literal("dereferenceable") {
        let a = ods::parse_dialect_attr_stripped(p, "llvm.dereferenceable")?;
        st.add_attr(ctx.ident("dereferenceable"), a);
    }
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_addr = Some(vec![p.parse_type() ?]);
    p.expect_literal("->")?;
    rt_res = Some(vec![p.parse_type() ?]);
    let types = ot_addr.unwrap_or_default();
    p.resolve_operands(&o_addr, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.load` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_load_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    if op.attr("volatile_").is_some() {
        p.write(" volatile");
    }
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    if ods::attr_differs_from_default(op, "ordering") {
        p.write(" atomic");
        if op.attr("syncscope").is_some() {
            p.write(" syncscope");
            p.write("(");
            if let Some(a) = op.attr("syncscope") {
                p.print_attr(a);
            }
            p.write(")");
        }
        p.write(" ");
        if let Some(a) = op.attr("ordering") {
            ods::print_enum_keyword(
                p,
                &dialects::gen::llvm_enums::LLVM_ATOMIC_ORDERING_ATTR_ENUM,
                a,
            );
        }
    }
    if op.attr("invariant").is_some() {
        p.write(" invariant");
    }
    if op.attr("invariantGroup").is_some() {
        p.write(" invariant_group");
    }
    if op.attr("dereferenceable").is_some() {
        p.write(" dereferenceable");
        if let Some(a) = op.attr("dereferenceable") {
            ods::print_dialect_attr_stripped(p, a);
        }
    }
    p.print_optional_attr_dict(
        op,
        &[
            "volatile_",
            "syncscope",
            "ordering",
            "invariant",
            "invariantGroup",
            "dereferenceable",
        ],
    );
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(" ->");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.load` (spec/dialects/llvm.td:N): Load from memory.
pub static LOAD_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.load",
    dialect: "llvm",
    traits: ir::Traits::MEMORY_READ,
    attrs: &[
        ir::AttrInfo {
            name: "alignment",
            optional: true,
            constraint: Some(IS_64_BIT_SIGNLESS_INTEGER_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "volatile_",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "nontemporal",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "invariant",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "invariantGroup",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "ordering",
            optional: true,
            default: Some(&LOAD_OP_ORDERING_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_NOT_ATOMIC),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "syncscope",
            optional: true,
            constraint: Some(IS_STRING_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "dereferenceable",
            optional: true,
            constraint: Some(IS_LLVM_DEREFERENCEABLE_ATTRIBUTE),
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
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[23usize],
    },
    verify: verify_load_op,
    parse: Some(&(parse_load_op as parse::ops::ParseFn)),
    print: Some(&(print_load_op as print::ops::PrintFn)),
    effects: Some(dialects::native::llvm::load_effects),
    operand_types: &[LLVM_ANY_POINTER],
    result_types: &[LLVM_LOADABLE_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.store` (spec/dialects/llvm.td:N): Store to memory.
#[derive(Copy, Clone)]
pub struct StoreOp<'a>(pub OpRef<'a>);
impl<'a> StoreOp<'a> {
    pub const NAME: &'static str = "llvm.store";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &STORE_OP_INFO).then_some(StoreOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `value`: LLVM type with size
    pub fn value(&self) -> Value {
        ods::operand_group(self.0, STORE_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `addr`: LLVM pointer type
    pub fn addr(&self) -> Value {
        ods::operand_group(self.0, STORE_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Attribute `alignment`: 64-bit signless integer attribute
    pub fn alignment_attr(&self) -> Option<Attribute> {
        self.0.attr("alignment")
    }
    pub fn alignment(&self) -> Option<i64> {
        ods::attr_int(self.0, "alignment")
    }
    /// Attribute `volatile_`: unit attribute
    pub fn volatile_attr(&self) -> Option<Attribute> {
        self.0.attr("volatile_")
    }
    pub fn volatile(&self) -> bool {
        self.0.attr("volatile_").is_some()
    }
    /// Attribute `nontemporal`: unit attribute
    pub fn nontemporal_attr(&self) -> Option<Attribute> {
        self.0.attr("nontemporal")
    }
    pub fn nontemporal(&self) -> bool {
        self.0.attr("nontemporal").is_some()
    }
    /// Attribute `invariantGroup`: unit attribute
    pub fn invariant_group_attr(&self) -> Option<Attribute> {
        self.0.attr("invariantGroup")
    }
    pub fn invariant_group(&self) -> bool {
        self.0.attr("invariantGroup").is_some()
    }
    /// Attribute `ordering`: Atomic ordering for LLVM's memory model
    pub fn ordering_attr(&self) -> Option<Attribute> {
        self.0.attr("ordering")
    }
    pub fn ordering(&self) -> Option<dialects::gen::llvm_enums::AtomicOrdering> {
        ods::attr_enum_value(self.0, "ordering")
            .and_then(dialects::gen::llvm_enums::AtomicOrdering::from_value)
    }
    /// Attribute `syncscope`: string attribute
    pub fn syncscope_attr(&self) -> Option<Attribute> {
        self.0.attr("syncscope")
    }
    pub fn syncscope(&self) -> Option<&'a str> {
        ods::attr_str(self.0, "syncscope")
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
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        value: Value,
        addr: Value,
        alignment_attr: Option<Attribute>,
        volatile_attr: Option<Attribute>,
        nontemporal_attr: Option<Attribute>,
        invariant_group_attr: Option<Attribute>,
        ordering_attr: Option<Attribute>,
        syncscope_attr: Option<Attribute>,
        access_groups_attr: Option<Attribute>,
        alias_scopes_attr: Option<Attribute>,
        noalias_scopes_attr: Option<Attribute>,
        tbaa_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &STORE_OP_INFO, loc);
        st.operands.push(value);
        st.operands.push(addr);
        st.set_attr(ctx, "alignment", alignment_attr);
        st.set_attr(ctx, "volatile_", volatile_attr);
        st.set_attr(ctx, "nontemporal", nontemporal_attr);
        st.set_attr(ctx, "invariantGroup", invariant_group_attr);
        st.set_attr(ctx, "ordering", ordering_attr);
        st.set_attr(ctx, "syncscope", syncscope_attr);
        st.set_attr(ctx, "access_groups", access_groups_attr);
        st.set_attr(ctx, "alias_scopes", alias_scopes_attr);
        st.set_attr(ctx, "noalias_scopes", noalias_scopes_attr);
        st.set_attr(ctx, "tbaa", tbaa_attr);
        st
    }
}
/// Verifies `llvm.store` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_store_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::llvm::verify_store(op)?;
    Ok(())
}
/// Parses `llvm.store` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_store_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_value: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_value: Option<Vec<Type>> = None;
    let mut o_addr: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_addr: Option<Vec<Type>> = None;
    if p.eat_literal("volatile") {
        st.add_attr(ctx.ident("volatile_"), ctx.unit_attr());
    }
    o_value.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_addr.push(p.parse_operand()?);
    if p.eat_literal("atomic") {
        if p.eat_literal("syncscope") {
            p.expect_literal("(")?;
            let a = p.parse_attribute(Some(ctx.common().none))?;
            st.add_attr(ctx.ident("syncscope"), a);
            p.expect_literal(")")?;
        }
        let v = ods::parse_enum_keyword(
            p,
            &dialects::gen::llvm_enums::LLVM_ATOMIC_ORDERING_ATTR_ENUM,
            "ordering",
        )?;
        st.add_attr(
            ctx.ident("ordering"),
            ctx.integer_attr(ctx.integer_type(64u32), v as i128),
        );
    }
    if p.eat_literal("invariant_group") {
        st.add_attr(ctx.ident("invariantGroup"), ctx.unit_attr());
    }
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_value = Some(vec![p.parse_type() ?]);
    p.expect_literal(",")?;
    ot_addr = Some(vec![p.parse_type() ?]);
    let types = ot_value.unwrap_or_default();
    p.resolve_operands(&o_value, &types, start, &mut st.operands)?;
    let types = ot_addr.unwrap_or_default();
    p.resolve_operands(&o_addr, &types, start, &mut st.operands)?;
    Ok(())
}
/// Prints `llvm.store` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_store_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    if op.attr("volatile_").is_some() {
        p.write(" volatile");
    }
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    if ods::attr_differs_from_default(op, "ordering") {
        p.write(" atomic");
        if op.attr("syncscope").is_some() {
            p.write(" syncscope");
            p.write("(");
            if let Some(a) = op.attr("syncscope") {
                p.print_attr(a);
            }
            p.write(")");
        }
        p.write(" ");
        if let Some(a) = op.attr("ordering") {
            ods::print_enum_keyword(
                p,
                &dialects::gen::llvm_enums::LLVM_ATOMIC_ORDERING_ATTR_ENUM,
                a,
            );
        }
    }
    if op.attr("invariantGroup").is_some() {
        p.write(" invariant_group");
    }
    p.print_optional_attr_dict(
        op,
        &["volatile_", "syncscope", "ordering", "invariantGroup"],
    );
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
/// `llvm.store` (spec/dialects/llvm.td:N): Store to memory.
pub static STORE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.store",
    dialect: "llvm",
    traits: ir::Traits::MEMORY_WRITE,
    attrs: &[
        ir::AttrInfo {
            name: "alignment",
            optional: true,
            constraint: Some(IS_64_BIT_SIGNLESS_INTEGER_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "volatile_",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "nontemporal",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "invariantGroup",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "ordering",
            optional: true,
            default: Some(&LOAD_OP_ORDERING_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_NOT_ATOMIC),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "syncscope",
            optional: true,
            constraint: Some(IS_STRING_ATTRIBUTE),
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
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[24usize],
    },
    verify: verify_store_op,
    parse: Some(&(parse_store_op as parse::ops::ParseFn)),
    print: Some(&(print_store_op as print::ops::PrintFn)),
    operand_types: &[LLVM_LOADABLE_TYPE, LLVM_ANY_POINTER],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.atomicrmw` (spec/dialects/llvm.td:N): Atomic read-modify-write.
#[derive(Copy, Clone)]
pub struct AtomicRmwOp<'a>(pub OpRef<'a>);
impl<'a> AtomicRmwOp<'a> {
    pub const NAME: &'static str = "llvm.atomicrmw";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ATOMIC_RMW_OP_INFO).then_some(AtomicRmwOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `ptr`: LLVM pointer type
    pub fn ptr(&self) -> Value {
        ods::operand_group(self.0, ATOMIC_RMW_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `val`: floating point LLVM type or LLVM pointer type or signless integer or LLVM dialect-compatible fixed-length vector type
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, ATOMIC_RMW_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: floating point LLVM type or LLVM pointer type or signless integer or LLVM dialect-compatible fixed-length vector type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, ATOMIC_RMW_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `bin_op`: llvm.atomicrmw binary operations
    pub fn bin_op_attr(&self) -> Option<Attribute> {
        self.0.attr("bin_op")
    }
    pub fn bin_op(&self) -> Option<dialects::gen::llvm_enums::AtomicBinOp> {
        ods::attr_enum_value(self.0, "bin_op")
            .and_then(dialects::gen::llvm_enums::AtomicBinOp::from_value)
    }
    /// Attribute `ordering`: Atomic ordering for LLVM's memory model
    pub fn ordering_attr(&self) -> Option<Attribute> {
        self.0.attr("ordering")
    }
    pub fn ordering(&self) -> Option<dialects::gen::llvm_enums::AtomicOrdering> {
        ods::attr_enum_value(self.0, "ordering")
            .and_then(dialects::gen::llvm_enums::AtomicOrdering::from_value)
    }
    /// Attribute `syncscope`: string attribute
    pub fn syncscope_attr(&self) -> Option<Attribute> {
        self.0.attr("syncscope")
    }
    pub fn syncscope(&self) -> Option<&'a str> {
        ods::attr_str(self.0, "syncscope")
    }
    /// Attribute `alignment`: 64-bit signless integer attribute
    pub fn alignment_attr(&self) -> Option<Attribute> {
        self.0.attr("alignment")
    }
    pub fn alignment(&self) -> Option<i64> {
        ods::attr_int(self.0, "alignment")
    }
    /// Attribute `volatile_`: unit attribute
    pub fn volatile_attr(&self) -> Option<Attribute> {
        self.0.attr("volatile_")
    }
    pub fn volatile(&self) -> bool {
        self.0.attr("volatile_").is_some()
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
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        ptr: Value,
        val: Value,
        bin_op_attr: Option<Attribute>,
        ordering_attr: Option<Attribute>,
        syncscope_attr: Option<Attribute>,
        alignment_attr: Option<Attribute>,
        volatile_attr: Option<Attribute>,
        access_groups_attr: Option<Attribute>,
        alias_scopes_attr: Option<Attribute>,
        noalias_scopes_attr: Option<Attribute>,
        tbaa_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ATOMIC_RMW_OP_INFO, loc);
        st.operands.push(ptr);
        st.operands.push(val);
        st.set_attr(ctx, "bin_op", bin_op_attr);
        st.set_attr(ctx, "ordering", ordering_attr);
        st.set_attr(ctx, "syncscope", syncscope_attr);
        st.set_attr(ctx, "alignment", alignment_attr);
        st.set_attr(ctx, "volatile_", volatile_attr);
        st.set_attr(ctx, "access_groups", access_groups_attr);
        st.set_attr(ctx, "alias_scopes", alias_scopes_attr);
        st.set_attr(ctx, "noalias_scopes", noalias_scopes_attr);
        st.set_attr(ctx, "tbaa", tbaa_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Attribute constraint: llvm.atomicrmw binary operations (`LLVM_AtomicBinOpAttr`, spec/dialects/llvm_enums.td:N)
const LLVM_ATOMIC_BIN_OP_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "llvm.atomicrmw binary operations",
    check: dialects::gen::llvm_enums::llvm_atomic_bin_op_attr,
};
/// Attribute constraint: Atomic ordering for LLVM's memory model (`LLVM_AtomicOrderingAttr`, spec/dialects/llvm_enums.td:N)
const LLVM_ATOMIC_ORDERING_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "Atomic ordering for LLVM's memory model",
    check: dialects::gen::llvm_enums::llvm_atomic_ordering_attr,
};
/// Type constraint: floating point LLVM type or LLVM pointer type or signless integer or LLVM dialect-compatible fixed-length vector type (`LLVM_AtomicRMWType`, spec/dialects/llvm_types.td:N)
const LLVM_ATOMIC_RMW_TYPE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "floating point LLVM type or LLVM pointer type or signless integer or LLVM dialect-compatible fixed-length vector type",
    check: dialects::gen::llvm_types::llvm_atomic_rmw_type,
};
/// Verifies `llvm.atomicrmw` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_atomic_rmw_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    if let (Some(from), Some(to)) = (
        ods::operand_group_at(op, 1usize).first().map(|v| op.value_type(v)),
        ods::results_group_at(op, 0usize).first().map(|v| op.value_type(v)),
    ) {
        if dialects::native::transforms::identity(op.ctx, from) != to {
            return Err(
                ods::op_error(
                    op,
                    "failed to verify that result #0 and operand #1 have the same type",
                ),
            );
        }
    }
    dialects::native::llvm::verify_atomicrmw(op)?;
    Ok(())
}
/// Parses `llvm.atomicrmw` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_atomic_rmw_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_ptr: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_ptr: Option<Vec<Type>> = None;
    let mut o_val: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_val: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    if p.eat_literal("volatile") {
        st.add_attr(ctx.ident("volatile_"), ctx.unit_attr());
    }
    let v = ods::parse_enum_keyword(
        p,
        &dialects::gen::llvm_enums::LLVM_ATOMIC_BIN_OP_ATTR_ENUM,
        "bin_op",
    )?;
    st.add_attr(
        ctx.ident("bin_op"),
        ctx.integer_attr(ctx.integer_type(64u32), v as i128),
    );
    o_ptr.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_val.push(p.parse_operand()?);
    if p.eat_literal("syncscope") {
        p.expect_literal("(")?;
        let a = p.parse_attribute(Some(ctx.common().none))?;
        st.add_attr(ctx.ident("syncscope"), a);
        p.expect_literal(")")?;
    }
    let v = ods::parse_enum_keyword(
        p,
        &dialects::gen::llvm_enums::LLVM_ATOMIC_ORDERING_ATTR_ENUM,
        "ordering",
    )?;
    st.add_attr(
        ctx.ident("ordering"),
        ctx.integer_attr(ctx.integer_type(64u32), v as i128),
    );
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_ptr = Some(vec![p.parse_type() ?]);
    p.expect_literal(",")?;
    ot_val = Some(vec![p.parse_type() ?]);
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
    for &t in ot_val.iter().flatten() {
        if !(dialects::gen::llvm_types::llvm_atomic_rmw_type(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'val' must be floating point LLVM type or LLVM pointer type or signless integer or LLVM dialect-compatible fixed-length vector type, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if rt_res.is_none() {
        if let Some(t) = ot_val.as_ref().and_then(|v| v.first().copied()) {
            rt_res = Some(
                ods::spread_types(
                    ctx,
                    dialects::native::transforms::identity(ctx, t),
                    1usize,
                ),
            );
        }
    }
    let types = ot_ptr.unwrap_or_default();
    p.resolve_operands(&o_ptr, &types, start, &mut st.operands)?;
    let types = ot_val.unwrap_or_default();
    p.resolve_operands(&o_val, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.atomicrmw` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_atomic_rmw_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    if op.attr("volatile_").is_some() {
        p.write(" volatile");
    }
    p.write(" ");
    if let Some(a) = op.attr("bin_op") {
        ods::print_enum_keyword(
            p,
            &dialects::gen::llvm_enums::LLVM_ATOMIC_BIN_OP_ATTR_ENUM,
            a,
        );
    }
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    if op.attr("syncscope").is_some() {
        p.write(" syncscope");
        p.write("(");
        if let Some(a) = op.attr("syncscope") {
            p.print_attr(a);
        }
        p.write(")");
    }
    p.write(" ");
    if let Some(a) = op.attr("ordering") {
        ods::print_enum_keyword(
            p,
            &dialects::gen::llvm_enums::LLVM_ATOMIC_ORDERING_ATTR_ENUM,
            a,
        );
    }
    p.print_optional_attr_dict(op, &["volatile_", "bin_op", "syncscope", "ordering"]);
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
/// `llvm.atomicrmw` (spec/dialects/llvm.td:N): Atomic read-modify-write.
pub static ATOMIC_RMW_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.atomicrmw",
    dialect: "llvm",
    attrs: &[
        ir::AttrInfo {
            name: "bin_op",
            constraint: Some(LLVM_ATOMIC_BIN_OP_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "ordering",
            constraint: Some(LLVM_ATOMIC_ORDERING_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "syncscope",
            optional: true,
            constraint: Some(IS_STRING_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "alignment",
            optional: true,
            constraint: Some(IS_64_BIT_SIGNLESS_INTEGER_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "volatile_",
            optional: true,
            constraint: Some(UNIT_ATTR),
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
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[25usize],
    },
    verify: verify_atomic_rmw_op,
    parse: Some(&(parse_atomic_rmw_op as parse::ops::ParseFn)),
    print: Some(&(print_atomic_rmw_op as print::ops::PrintFn)),
    operand_types: &[LLVM_ANY_POINTER, LLVM_ATOMIC_RMW_TYPE],
    result_types: &[LLVM_ATOMIC_RMW_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.cmpxchg` (spec/dialects/llvm.td:N): Atomic compare-and-exchange.
#[derive(Copy, Clone)]
pub struct AtomicCmpXchgOp<'a>(pub OpRef<'a>);
impl<'a> AtomicCmpXchgOp<'a> {
    pub const NAME: &'static str = "llvm.cmpxchg";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ATOMIC_CMP_XCHG_OP_INFO).then_some(AtomicCmpXchgOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `ptr`: LLVM pointer type
    pub fn ptr(&self) -> Value {
        ods::operand_group(self.0, ATOMIC_CMP_XCHG_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Operand `cmp`: signless integer or LLVM pointer type
    pub fn cmp(&self) -> Value {
        ods::operand_group(self.0, ATOMIC_CMP_XCHG_OP_INFO.operand_arities, 1usize)
            .get(0)
    }
    /// Operand `val`: signless integer or LLVM pointer type
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, ATOMIC_CMP_XCHG_OP_INFO.operand_arities, 2usize)
            .get(0)
    }
    /// Result `res`: LLVM structure type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, ATOMIC_CMP_XCHG_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `success_ordering`: Atomic ordering for LLVM's memory model
    pub fn success_ordering_attr(&self) -> Option<Attribute> {
        self.0.attr("success_ordering")
    }
    pub fn success_ordering(&self) -> Option<dialects::gen::llvm_enums::AtomicOrdering> {
        ods::attr_enum_value(self.0, "success_ordering")
            .and_then(dialects::gen::llvm_enums::AtomicOrdering::from_value)
    }
    /// Attribute `failure_ordering`: Atomic ordering for LLVM's memory model
    pub fn failure_ordering_attr(&self) -> Option<Attribute> {
        self.0.attr("failure_ordering")
    }
    pub fn failure_ordering(&self) -> Option<dialects::gen::llvm_enums::AtomicOrdering> {
        ods::attr_enum_value(self.0, "failure_ordering")
            .and_then(dialects::gen::llvm_enums::AtomicOrdering::from_value)
    }
    /// Attribute `syncscope`: string attribute
    pub fn syncscope_attr(&self) -> Option<Attribute> {
        self.0.attr("syncscope")
    }
    pub fn syncscope(&self) -> Option<&'a str> {
        ods::attr_str(self.0, "syncscope")
    }
    /// Attribute `alignment`: 64-bit signless integer attribute
    pub fn alignment_attr(&self) -> Option<Attribute> {
        self.0.attr("alignment")
    }
    pub fn alignment(&self) -> Option<i64> {
        ods::attr_int(self.0, "alignment")
    }
    /// Attribute `weak`: unit attribute
    pub fn weak_attr(&self) -> Option<Attribute> {
        self.0.attr("weak")
    }
    pub fn weak(&self) -> bool {
        self.0.attr("weak").is_some()
    }
    /// Attribute `volatile_`: unit attribute
    pub fn volatile_attr(&self) -> Option<Attribute> {
        self.0.attr("volatile_")
    }
    pub fn volatile(&self) -> bool {
        self.0.attr("volatile_").is_some()
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
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        ptr: Value,
        cmp: Value,
        val: Value,
        success_ordering_attr: Option<Attribute>,
        failure_ordering_attr: Option<Attribute>,
        syncscope_attr: Option<Attribute>,
        alignment_attr: Option<Attribute>,
        weak_attr: Option<Attribute>,
        volatile_attr: Option<Attribute>,
        access_groups_attr: Option<Attribute>,
        alias_scopes_attr: Option<Attribute>,
        noalias_scopes_attr: Option<Attribute>,
        tbaa_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ATOMIC_CMP_XCHG_OP_INFO, loc);
        st.operands.push(ptr);
        st.operands.push(cmp);
        st.operands.push(val);
        st.set_attr(ctx, "success_ordering", success_ordering_attr);
        st.set_attr(ctx, "failure_ordering", failure_ordering_attr);
        st.set_attr(ctx, "syncscope", syncscope_attr);
        st.set_attr(ctx, "alignment", alignment_attr);
        st.set_attr(ctx, "weak", weak_attr);
        st.set_attr(ctx, "volatile_", volatile_attr);
        st.set_attr(ctx, "access_groups", access_groups_attr);
        st.set_attr(ctx, "alias_scopes", alias_scopes_attr);
        st.set_attr(ctx, "noalias_scopes", noalias_scopes_attr);
        st.set_attr(ctx, "tbaa", tbaa_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Type constraint: signless integer or LLVM pointer type (`LLVM_AtomicCmpXchgType`, spec/dialects/llvm_types.td:N)
const LLVM_ATOMIC_CMP_XCHG_TYPE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "signless integer or LLVM pointer type",
    check: dialects::gen::llvm_types::llvm_atomic_cmp_xchg_type,
};
/// Type constraint: LLVM structure type (`LLVM_AnyStruct`, spec/dialects/llvm_types.td:N)
const LLVM_ANY_STRUCT: ir::TypeConstraint = ir::TypeConstraint {
    summary: "LLVM structure type",
    check: dialects::gen::llvm_types::llvm_any_struct,
};
/// Verifies `llvm.cmpxchg` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_atomic_cmp_xchg_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    if let (Some(from), Some(to)) = (
        ods::operand_group_at(op, 2usize).first().map(|v| op.value_type(v)),
        ods::operand_group_at(op, 1usize).first().map(|v| op.value_type(v)),
    ) {
        if dialects::native::transforms::identity(op.ctx, from) != to {
            return Err(
                ods::op_error(
                    op,
                    "failed to verify that operand #1 and operand #2 have the same type",
                ),
            );
        }
    }
    if let (Some(from), Some(to)) = (
        ods::operand_group_at(op, 2usize).first().map(|v| op.value_type(v)),
        ods::results_group_at(op, 0usize).first().map(|v| op.value_type(v)),
    ) {
        if dialects::native::transforms::value_and_bool_struct(op.ctx, from) != to {
            return Err(
                ods::op_error(
                    op,
                    "failed to verify that result #0 has an LLVM struct type consisting of the type of operand #2 and a bool",
                ),
            );
        }
    }
    dialects::native::llvm::verify_cmpxchg(op)?;
    Ok(())
}
/// Parses `llvm.cmpxchg` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_atomic_cmp_xchg_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_ptr: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_ptr: Option<Vec<Type>> = None;
    let mut o_cmp: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_cmp: Option<Vec<Type>> = None;
    let mut o_val: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_val: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    if p.eat_literal("weak") {
        st.add_attr(ctx.ident("weak"), ctx.unit_attr());
    }
    if p.eat_literal("volatile") {
        st.add_attr(ctx.ident("volatile_"), ctx.unit_attr());
    }
    o_ptr.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_cmp.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_val.push(p.parse_operand()?);
    if p.eat_literal("syncscope") {
        p.expect_literal("(")?;
        let a = p.parse_attribute(Some(ctx.common().none))?;
        st.add_attr(ctx.ident("syncscope"), a);
        p.expect_literal(")")?;
    }
    let v = ods::parse_enum_keyword(
        p,
        &dialects::gen::llvm_enums::LLVM_ATOMIC_ORDERING_ATTR_ENUM,
        "success_ordering",
    )?;
    st.add_attr(
        ctx.ident("success_ordering"),
        ctx.integer_attr(ctx.integer_type(64u32), v as i128),
    );
    let v = ods::parse_enum_keyword(
        p,
        &dialects::gen::llvm_enums::LLVM_ATOMIC_ORDERING_ATTR_ENUM,
        "failure_ordering",
    )?;
    st.add_attr(
        ctx.ident("failure_ordering"),
        ctx.integer_attr(ctx.integer_type(64u32), v as i128),
    );
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_ptr = Some(vec![p.parse_type() ?]);
    p.expect_literal(",")?;
    ot_val = Some(vec![p.parse_type() ?]);
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
    for &t in ot_val.iter().flatten() {
        if !(dialects::gen::llvm_types::llvm_atomic_cmp_xchg_type(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'val' must be signless integer or LLVM pointer type, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if ot_cmp.is_none() {
        if let Some(t) = ot_val.as_ref().and_then(|v| v.first().copied()) {
            ot_cmp = Some(
                ods::spread_types(
                    ctx,
                    dialects::native::transforms::identity(ctx, t),
                    o_cmp.len(),
                ),
            );
        }
    }
    if rt_res.is_none() {
        if let Some(t) = ot_val.as_ref().and_then(|v| v.first().copied()) {
            rt_res = Some(
                ods::spread_types(
                    ctx,
                    dialects::native::transforms::value_and_bool_struct(ctx, t),
                    1usize,
                ),
            );
        }
    }
    let types = ot_ptr.unwrap_or_default();
    p.resolve_operands(&o_ptr, &types, start, &mut st.operands)?;
    let types = ot_cmp.unwrap_or_default();
    p.resolve_operands(&o_cmp, &types, start, &mut st.operands)?;
    let types = ot_val.unwrap_or_default();
    p.resolve_operands(&o_val, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.cmpxchg` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_atomic_cmp_xchg_op<'p, 'a>(
    p: &'p mut print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    if op.attr("weak").is_some() {
        p.write(" weak");
    }
    if op.attr("volatile_").is_some() {
        p.write(" volatile");
    }
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 2usize));
    if op.attr("syncscope").is_some() {
        p.write(" syncscope");
        p.write("(");
        if let Some(a) = op.attr("syncscope") {
            p.print_attr(a);
        }
        p.write(")");
    }
    p.write(" ");
    if let Some(a) = op.attr("success_ordering") {
        ods::print_enum_keyword(
            p,
            &dialects::gen::llvm_enums::LLVM_ATOMIC_ORDERING_ATTR_ENUM,
            a,
        );
    }
    p.write(" ");
    if let Some(a) = op.attr("failure_ordering") {
        ods::print_enum_keyword(
            p,
            &dialects::gen::llvm_enums::LLVM_ATOMIC_ORDERING_ATTR_ENUM,
            a,
        );
    }
    p.print_optional_attr_dict(
        op,
        &["weak", "volatile_", "syncscope", "success_ordering", "failure_ordering"],
    );
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
}
/// `llvm.cmpxchg` (spec/dialects/llvm.td:N): Atomic compare-and-exchange.
pub static ATOMIC_CMP_XCHG_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.cmpxchg",
    dialect: "llvm",
    attrs: &[
        ir::AttrInfo {
            name: "success_ordering",
            constraint: Some(LLVM_ATOMIC_ORDERING_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "failure_ordering",
            constraint: Some(LLVM_ATOMIC_ORDERING_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "syncscope",
            optional: true,
            constraint: Some(IS_STRING_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "alignment",
            optional: true,
            constraint: Some(IS_64_BIT_SIGNLESS_INTEGER_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "weak",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "volatile_",
            optional: true,
            constraint: Some(UNIT_ATTR),
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
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[26usize],
    },
    verify: verify_atomic_cmp_xchg_op,
    parse: Some(&(parse_atomic_cmp_xchg_op as parse::ops::ParseFn)),
    print: Some(&(print_atomic_cmp_xchg_op as print::ops::PrintFn)),
    operand_types: &[
        LLVM_ANY_POINTER,
        LLVM_ATOMIC_CMP_XCHG_TYPE,
        LLVM_ATOMIC_CMP_XCHG_TYPE,
    ],
    result_types: &[LLVM_ANY_STRUCT],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.fence` (spec/dialects/llvm.td:N): Memory fence.
#[derive(Copy, Clone)]
pub struct FenceOp<'a>(pub OpRef<'a>);
impl<'a> FenceOp<'a> {
    pub const NAME: &'static str = "llvm.fence";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &FENCE_OP_INFO).then_some(FenceOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Attribute `ordering`: Atomic ordering for LLVM's memory model
    pub fn ordering_attr(&self) -> Option<Attribute> {
        self.0.attr("ordering")
    }
    pub fn ordering(&self) -> Option<dialects::gen::llvm_enums::AtomicOrdering> {
        ods::attr_enum_value(self.0, "ordering")
            .and_then(dialects::gen::llvm_enums::AtomicOrdering::from_value)
    }
    /// Attribute `syncscope`: string attribute
    pub fn syncscope_attr(&self) -> Option<Attribute> {
        self.0.attr("syncscope")
    }
    pub fn syncscope(&self) -> Option<&'a str> {
        ods::attr_str(self.0, "syncscope")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        ordering_attr: Option<Attribute>,
        syncscope_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &FENCE_OP_INFO, loc);
        st.set_attr(ctx, "ordering", ordering_attr);
        st.set_attr(ctx, "syncscope", syncscope_attr);
        st
    }
}
/// Verifies `llvm.fence` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_fence_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    dialects::native::llvm::verify_fence(op)?;
    Ok(())
}
/// Parses `llvm.fence` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_fence_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    if p.eat_literal("syncscope") {
        p.expect_literal("(")?;
        let a = p.parse_attribute(Some(ctx.common().none))?;
        st.add_attr(ctx.ident("syncscope"), a);
        p.expect_literal(")")?;
    }
    let v = ods::parse_enum_keyword(
        p,
        &dialects::gen::llvm_enums::LLVM_ATOMIC_ORDERING_ATTR_ENUM,
        "ordering",
    )?;
    st.add_attr(
        ctx.ident("ordering"),
        ctx.integer_attr(ctx.integer_type(64u32), v as i128),
    );
    p.parse_optional_attr_dict(st)?;
    Ok(())
}
/// Prints `llvm.fence` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_fence_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    if op.attr("syncscope").is_some() {
        p.write(" syncscope");
        p.write("(");
        if let Some(a) = op.attr("syncscope") {
            p.print_attr(a);
        }
        p.write(")");
    }
    p.write(" ");
    if let Some(a) = op.attr("ordering") {
        ods::print_enum_keyword(
            p,
            &dialects::gen::llvm_enums::LLVM_ATOMIC_ORDERING_ATTR_ENUM,
            a,
        );
    }
    p.print_optional_attr_dict(op, &["syncscope", "ordering"]);
}
/// `llvm.fence` (spec/dialects/llvm.td:N): Memory fence.
pub static FENCE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.fence",
    dialect: "llvm",
    attrs: &[
        ir::AttrInfo {
            name: "ordering",
            constraint: Some(LLVM_ATOMIC_ORDERING_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "syncscope",
            optional: true,
            constraint: Some(IS_STRING_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[27usize],
    },
    verify: verify_fence_op,
    parse: Some(&(parse_fence_op as parse::ops::ParseFn)),
    print: Some(&(print_fence_op as print::ops::PrintFn)),
    operand_arities: &[],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.bitcast` (spec/dialects/llvm.td:N): Reinterpret the bits of a value as another type.
#[derive(Copy, Clone)]
pub struct BitcastOp<'a>(pub OpRef<'a>);
impl<'a> BitcastOp<'a> {
    pub const NAME: &'static str = "llvm.bitcast";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &BITCAST_OP_INFO).then_some(BitcastOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `arg`: LLVM-compatible non-aggregate type
    pub fn arg(&self) -> Value {
        ods::operand_group(self.0, BITCAST_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM-compatible non-aggregate type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, BITCAST_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        arg: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &BITCAST_OP_INFO, loc);
        st.operands.push(arg);
        st.result_types.push(res_ty);
        st
    }
}
/// Type constraint: LLVM-compatible non-aggregate type (`LLVM_AnyNonAggregate`, spec/dialects/llvm_types.td:N)
const LLVM_ANY_NON_AGGREGATE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "LLVM-compatible non-aggregate type",
    check: dialects::gen::llvm_types::llvm_any_non_aggregate,
};
/// Verifies `llvm.bitcast` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_bitcast_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    dialects::native::llvm::verify_bitcast(op)?;
    Ok(())
}
/// Parses `llvm.bitcast` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_bitcast_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_arg: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_arg: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    o_arg.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_arg = Some(vec![p.parse_type() ?]);
    p.expect_literal("to")?;
    rt_res = Some(vec![p.parse_type() ?]);
    let types = ot_arg.unwrap_or_default();
    p.resolve_operands(&o_arg, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.bitcast` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
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
/// `llvm.bitcast` (spec/dialects/llvm.td:N): Reinterpret the bits of a value as another type.
pub static BITCAST_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.bitcast",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[28usize],
    },
    verify: verify_bitcast_op,
    parse: Some(&(parse_bitcast_op as parse::ops::ParseFn)),
    print: Some(&(print_bitcast_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_llvm::chainable_cast,
        kind: "llvm.bitcast",
        elements: true,
    }),
    operand_types: &[LLVM_ANY_NON_AGGREGATE],
    result_types: &[LLVM_ANY_NON_AGGREGATE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.addrspacecast` (spec/dialects/llvm.td:N): Pointer cast between address spaces.
#[derive(Copy, Clone)]
pub struct AddrSpaceCastOp<'a>(pub OpRef<'a>);
impl<'a> AddrSpaceCastOp<'a> {
    pub const NAME: &'static str = "llvm.addrspacecast";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ADDR_SPACE_CAST_OP_INFO).then_some(AddrSpaceCastOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `arg`: LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type
    pub fn arg(&self) -> Value {
        ods::operand_group(self.0, ADDR_SPACE_CAST_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Result `res`: LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, ADDR_SPACE_CAST_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        arg: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ADDR_SPACE_CAST_OP_INFO, loc);
        st.operands.push(arg);
        st.result_types.push(res_ty);
        st
    }
}
/// Verifies `llvm.addrspacecast` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_addr_space_cast_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    Ok(())
}
/// `llvm.addrspacecast` (spec/dialects/llvm.td:N): Pointer cast between address spaces.
pub static ADDR_SPACE_CAST_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.addrspacecast",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[29usize],
    },
    verify: verify_addr_space_cast_op,
    parse: Some(&(parse_bitcast_op as parse::ops::ParseFn)),
    print: Some(&(print_bitcast_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_llvm::chainable_cast,
        kind: "llvm.addrspacecast",
        elements: true,
    }),
    operand_types: &[IS_LLVM_POINTER_TYPE_OR_LLVM_DIALECT_COMPATIBLE],
    result_types: &[IS_LLVM_POINTER_TYPE_OR_LLVM_DIALECT_COMPATIBLE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.inttoptr` (spec/dialects/llvm.td:N): Integer to pointer cast.
#[derive(Copy, Clone)]
pub struct IntToPtrOp<'a>(pub OpRef<'a>);
impl<'a> IntToPtrOp<'a> {
    pub const NAME: &'static str = "llvm.inttoptr";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &INT_TO_PTR_OP_INFO).then_some(IntToPtrOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `arg`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn arg(&self) -> Value {
        ods::operand_group(self.0, INT_TO_PTR_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, INT_TO_PTR_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `dereferenceable`: LLVM dereferenceable attribute
    pub fn dereferenceable_attr(&self) -> Option<Attribute> {
        self.0.attr("dereferenceable")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        arg: Value,
        dereferenceable_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &INT_TO_PTR_OP_INFO, loc);
        st.operands.push(arg);
        st.set_attr(ctx, "dereferenceable", dereferenceable_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Verifies `llvm.inttoptr` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_int_to_ptr_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    Ok(())
}
/// Parses `llvm.inttoptr` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_int_to_ptr_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_arg: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_arg: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    o_arg.push(p.parse_operand()?);
    if p.eat_literal("dereferenceable") {
        let a = ods::parse_dialect_attr_stripped(p, "llvm.dereferenceable")?;
        st.add_attr(ctx.ident("dereferenceable"), a);
    }
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_arg = Some(vec![p.parse_type() ?]);
    p.expect_literal("to")?;
    rt_res = Some(vec![p.parse_type() ?]);
    let types = ot_arg.unwrap_or_default();
    p.resolve_operands(&o_arg, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.inttoptr` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_int_to_ptr_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    if op.attr("dereferenceable").is_some() {
        p.write(" dereferenceable");
        if let Some(a) = op.attr("dereferenceable") {
            ods::print_dialect_attr_stripped(p, a);
        }
    }
    p.print_optional_attr_dict(op, &["dereferenceable"]);
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
/// `llvm.inttoptr` (spec/dialects/llvm.td:N): Integer to pointer cast.
pub static INT_TO_PTR_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.inttoptr",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "dereferenceable",
            optional: true,
            constraint: Some(IS_LLVM_DEREFERENCEABLE_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[30usize],
    },
    verify: verify_int_to_ptr_op,
    parse: Some(&(parse_int_to_ptr_op as parse::ops::ParseFn)),
    print: Some(&(print_int_to_ptr_op as print::ops::PrintFn)),
    operand_types: &[IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE],
    result_types: &[IS_LLVM_POINTER_TYPE_OR_LLVM_DIALECT_COMPATIBLE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.ptrtoint` (spec/dialects/llvm.td:N): Pointer to integer cast.
#[derive(Copy, Clone)]
pub struct PtrToIntOp<'a>(pub OpRef<'a>);
impl<'a> PtrToIntOp<'a> {
    pub const NAME: &'static str = "llvm.ptrtoint";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &PTR_TO_INT_OP_INFO).then_some(PtrToIntOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `arg`: LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type
    pub fn arg(&self) -> Value {
        ods::operand_group(self.0, PTR_TO_INT_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn res(&self) -> Value {
        ods::results_group(self.0, PTR_TO_INT_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        arg: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &PTR_TO_INT_OP_INFO, loc);
        st.operands.push(arg);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.ptrtoint` (spec/dialects/llvm.td:N): Pointer to integer cast.
pub static PTR_TO_INT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.ptrtoint",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[31usize],
    },
    verify: verify_addr_space_cast_op,
    parse: Some(&(parse_bitcast_op as parse::ops::ParseFn)),
    print: Some(&(print_bitcast_op as print::ops::PrintFn)),
    operand_types: &[IS_LLVM_POINTER_TYPE_OR_LLVM_DIALECT_COMPATIBLE],
    result_types: &[IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.sext` (spec/dialects/llvm.td:N): Sign extension.
#[derive(Copy, Clone)]
pub struct SExtOp<'a>(pub OpRef<'a>);
impl<'a> SExtOp<'a> {
    pub const NAME: &'static str = "llvm.sext";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &S_EXT_OP_INFO).then_some(SExtOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `arg`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn arg(&self) -> Value {
        ods::operand_group(self.0, S_EXT_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn res(&self) -> Value {
        ods::results_group(self.0, S_EXT_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        arg: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &S_EXT_OP_INFO, loc);
        st.operands.push(arg);
        st.result_types.push(res_ty);
        st
    }
}
/// Verifies `llvm.sext` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_s_ext_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    dialects::native::llvm::verify_sext(op)?;
    Ok(())
}
/// `llvm.sext` (spec/dialects/llvm.td:N): Sign extension.
pub static S_EXT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.sext",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[32usize],
    },
    verify: verify_s_ext_op,
    parse: Some(&(parse_bitcast_op as parse::ops::ParseFn)),
    print: Some(&(print_bitcast_op as print::ops::PrintFn)),
    operand_types: &[IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE],
    result_types: &[IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.zext` (spec/dialects/llvm.td:N): Zero extension.
#[derive(Copy, Clone)]
pub struct ZExtOp<'a>(pub OpRef<'a>);
impl<'a> ZExtOp<'a> {
    pub const NAME: &'static str = "llvm.zext";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &Z_EXT_OP_INFO).then_some(ZExtOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `arg`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn arg(&self) -> Value {
        ods::operand_group(self.0, Z_EXT_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn res(&self) -> Value {
        ods::results_group(self.0, Z_EXT_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `nonNeg`: unit attribute
    pub fn non_neg_attr(&self) -> Option<Attribute> {
        self.0.attr("nonNeg")
    }
    pub fn non_neg(&self) -> bool {
        self.0.attr("nonNeg").is_some()
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        arg: Value,
        non_neg_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &Z_EXT_OP_INFO, loc);
        st.operands.push(arg);
        st.set_attr(ctx, "nonNeg", non_neg_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Verifies `llvm.zext` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_z_ext_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::llvm::verify_zext(op)?;
    Ok(())
}
/// Parses `llvm.zext` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_z_ext_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_arg: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_arg: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    if p.eat_literal("nneg") {
        st.add_attr(ctx.ident("nonNeg"), ctx.unit_attr());
    }
    o_arg.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_arg = Some(vec![p.parse_type() ?]);
    p.expect_literal("to")?;
    rt_res = Some(vec![p.parse_type() ?]);
    let types = ot_arg.unwrap_or_default();
    p.resolve_operands(&o_arg, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.zext` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_z_ext_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    if op.attr("nonNeg").is_some() {
        p.write(" nneg");
    }
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.print_optional_attr_dict(op, &["nonNeg"]);
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
/// `llvm.zext` (spec/dialects/llvm.td:N): Zero extension.
pub static Z_EXT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.zext",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "nonNeg",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[33usize],
    },
    verify: verify_z_ext_op,
    parse: Some(&(parse_z_ext_op as parse::ops::ParseFn)),
    print: Some(&(print_z_ext_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_llvm::zext,
        kind: "",
        elements: true,
    }),
    operand_types: &[IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE],
    result_types: &[IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.trunc` (spec/dialects/llvm.td:N): Integer truncation.
#[derive(Copy, Clone)]
pub struct TruncOp<'a>(pub OpRef<'a>);
impl<'a> TruncOp<'a> {
    pub const NAME: &'static str = "llvm.trunc";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &TRUNC_OP_INFO).then_some(TruncOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `arg`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn arg(&self) -> Value {
        ods::operand_group(self.0, TRUNC_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn res(&self) -> Value {
        ods::results_group(self.0, TRUNC_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `overflowFlags`: LLVM integer overflow flags
    pub fn overflow_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("overflowFlags")
    }
    pub fn overflow_flags(
        &self,
    ) -> Option<dialects::gen::llvm_enums::IntegerOverflowFlags> {
        ods::attr_enum_value(self.0, "overflowFlags")
            .and_then(dialects::gen::llvm_enums::IntegerOverflowFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        arg: Value,
        overflow_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &TRUNC_OP_INFO, loc);
        st.operands.push(arg);
        st.set_attr(ctx, "overflowFlags", overflow_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Parses `llvm.trunc` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_trunc_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_arg: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_arg: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    o_arg.push(p.parse_operand()?);
    if p.at_literal("overflow") {
        p.expect_literal("overflow")?;
        let v = ods::parse_enum_stripped(
            p,
            &dialects::gen::llvm_enums::LLVM_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
        )?;
        st.add_attr(
            ctx.ident("overflowFlags"),
            ctx.integer_attr(ctx.integer_type(32u32), v as i128),
        );
    }
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_arg = Some(vec![p.parse_type() ?]);
    p.expect_literal("to")?;
    rt_res = Some(vec![p.parse_type() ?]);
    let types = ot_arg.unwrap_or_default();
    p.resolve_operands(&o_arg, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.trunc` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_trunc_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    if ods::attr_differs_from_default(op, "overflowFlags") {
        p.write(" ");
        if let Some(a) = op.attr("overflowFlags") {
            p.write("overflow");
            ods::print_enum_stripped(
                p,
                &dialects::gen::llvm_enums::LLVM_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["overflowFlags"]);
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
/// `llvm.trunc` (spec/dialects/llvm.td:N): Integer truncation.
pub static TRUNC_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.trunc",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "overflowFlags",
            optional: true,
            default: Some(&ADD_OP_OVERFLOW_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_OVERFLOW_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[34usize],
    },
    verify: verify_int_to_ptr_op,
    parse: Some(&(parse_trunc_op as parse::ops::ParseFn)),
    print: Some(&(print_trunc_op as print::ops::PrintFn)),
    operand_types: &[IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE],
    result_types: &[IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.sitofp` (spec/dialects/llvm.td:N): Signed integer to floating-point conversion.
#[derive(Copy, Clone)]
pub struct SiToFpOp<'a>(pub OpRef<'a>);
impl<'a> SiToFpOp<'a> {
    pub const NAME: &'static str = "llvm.sitofp";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SI_TO_FP_OP_INFO).then_some(SiToFpOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `arg`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn arg(&self) -> Value {
        ods::operand_group(self.0, SI_TO_FP_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, SI_TO_FP_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        arg: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &SI_TO_FP_OP_INFO, loc);
        st.operands.push(arg);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.sitofp` (spec/dialects/llvm.td:N): Signed integer to floating-point conversion.
pub static SI_TO_FP_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.sitofp",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[35usize],
    },
    verify: verify_addr_space_cast_op,
    parse: Some(&(parse_bitcast_op as parse::ops::ParseFn)),
    print: Some(&(print_bitcast_op as print::ops::PrintFn)),
    operand_types: &[IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE],
    result_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.uitofp` (spec/dialects/llvm.td:N): Unsigned integer to floating-point conversion.
#[derive(Copy, Clone)]
pub struct UiToFpOp<'a>(pub OpRef<'a>);
impl<'a> UiToFpOp<'a> {
    pub const NAME: &'static str = "llvm.uitofp";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &UI_TO_FP_OP_INFO).then_some(UiToFpOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `arg`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn arg(&self) -> Value {
        ods::operand_group(self.0, UI_TO_FP_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, UI_TO_FP_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `nonNeg`: unit attribute
    pub fn non_neg_attr(&self) -> Option<Attribute> {
        self.0.attr("nonNeg")
    }
    pub fn non_neg(&self) -> bool {
        self.0.attr("nonNeg").is_some()
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        arg: Value,
        non_neg_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &UI_TO_FP_OP_INFO, loc);
        st.operands.push(arg);
        st.set_attr(ctx, "nonNeg", non_neg_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.uitofp` (spec/dialects/llvm.td:N): Unsigned integer to floating-point conversion.
pub static UI_TO_FP_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.uitofp",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "nonNeg",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[36usize],
    },
    verify: verify_int_to_ptr_op,
    parse: Some(&(parse_z_ext_op as parse::ops::ParseFn)),
    print: Some(&(print_z_ext_op as print::ops::PrintFn)),
    operand_types: &[IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE],
    result_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.fptosi` (spec/dialects/llvm.td:N): Floating-point to signed integer conversion.
#[derive(Copy, Clone)]
pub struct FpToSiOp<'a>(pub OpRef<'a>);
impl<'a> FpToSiOp<'a> {
    pub const NAME: &'static str = "llvm.fptosi";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &FP_TO_SI_OP_INFO).then_some(FpToSiOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `arg`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn arg(&self) -> Value {
        ods::operand_group(self.0, FP_TO_SI_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn res(&self) -> Value {
        ods::results_group(self.0, FP_TO_SI_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        arg: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &FP_TO_SI_OP_INFO, loc);
        st.operands.push(arg);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.fptosi` (spec/dialects/llvm.td:N): Floating-point to signed integer conversion.
pub static FP_TO_SI_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.fptosi",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[37usize],
    },
    verify: verify_addr_space_cast_op,
    parse: Some(&(parse_bitcast_op as parse::ops::ParseFn)),
    print: Some(&(print_bitcast_op as print::ops::PrintFn)),
    operand_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    result_types: &[IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.fptoui` (spec/dialects/llvm.td:N): Floating-point to unsigned integer conversion.
#[derive(Copy, Clone)]
pub struct FpToUiOp<'a>(pub OpRef<'a>);
impl<'a> FpToUiOp<'a> {
    pub const NAME: &'static str = "llvm.fptoui";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &FP_TO_UI_OP_INFO).then_some(FpToUiOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `arg`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn arg(&self) -> Value {
        ods::operand_group(self.0, FP_TO_UI_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn res(&self) -> Value {
        ods::results_group(self.0, FP_TO_UI_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        arg: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &FP_TO_UI_OP_INFO, loc);
        st.operands.push(arg);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.fptoui` (spec/dialects/llvm.td:N): Floating-point to unsigned integer conversion.
pub static FP_TO_UI_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.fptoui",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[38usize],
    },
    verify: verify_addr_space_cast_op,
    parse: Some(&(parse_bitcast_op as parse::ops::ParseFn)),
    print: Some(&(print_bitcast_op as print::ops::PrintFn)),
    operand_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    result_types: &[IS_SIGNLESS_INTEGER_OR_LLVM_DIALECT_COMPATIBLE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.fpext` (spec/dialects/llvm.td:N): Floating-point extension.
#[derive(Copy, Clone)]
pub struct FpExtOp<'a>(pub OpRef<'a>);
impl<'a> FpExtOp<'a> {
    pub const NAME: &'static str = "llvm.fpext";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &FP_EXT_OP_INFO).then_some(FpExtOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `arg`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn arg(&self) -> Value {
        ods::operand_group(self.0, FP_EXT_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, FP_EXT_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        arg: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &FP_EXT_OP_INFO, loc);
        st.operands.push(arg);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.fpext` (spec/dialects/llvm.td:N): Floating-point extension.
pub static FP_EXT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.fpext",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[39usize],
    },
    verify: verify_addr_space_cast_op,
    parse: Some(&(parse_bitcast_op as parse::ops::ParseFn)),
    print: Some(&(print_bitcast_op as print::ops::PrintFn)),
    operand_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    result_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.fptrunc` (spec/dialects/llvm.td:N): Floating-point truncation.
#[derive(Copy, Clone)]
pub struct FpTruncOp<'a>(pub OpRef<'a>);
impl<'a> FpTruncOp<'a> {
    pub const NAME: &'static str = "llvm.fptrunc";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &FP_TRUNC_OP_INFO).then_some(FpTruncOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `arg`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn arg(&self) -> Value {
        ods::operand_group(self.0, FP_TRUNC_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, FP_TRUNC_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        arg: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &FP_TRUNC_OP_INFO, loc);
        st.operands.push(arg);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.fptrunc` (spec/dialects/llvm.td:N): Floating-point truncation.
pub static FP_TRUNC_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.fptrunc",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[40usize],
    },
    verify: verify_addr_space_cast_op,
    parse: Some(&(parse_bitcast_op as parse::ops::ParseFn)),
    print: Some(&(print_bitcast_op as print::ops::PrintFn)),
    operand_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    result_types: &[IS_FLOATING_POINT_LLVM_TYPE_OR_LLVM_DIALECT],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
static CALL_OP_C_CONV_DEFAULT: ir::SpecDefault = ir::SpecDefault {
    text: "#llvm.cconv<ccc>",
    value: ir::SpecValue::Enum(&dialects::gen::llvm_enums::LLVM_C_CONV_ATTR_ENUM, 0u64),
};
static CALL_OP_TAIL_CALL_KIND_DEFAULT: ir::SpecDefault = ir::SpecDefault {
    text: "#llvm.tailcallkind<none>",
    value: ir::SpecValue::Enum(
        &dialects::gen::llvm_enums::LLVM_TAIL_CALL_KIND_ATTR_ENUM,
        0u64,
    ),
};
/// `llvm.call` (spec/dialects/llvm.td:N): Call to an LLVM function.
#[derive(Copy, Clone)]
pub struct CallOp<'a>(pub OpRef<'a>);
impl<'a> CallOp<'a> {
    pub const NAME: &'static str = "llvm.call";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CALL_OP_INFO).then_some(CallOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `callee_operands`: variadic of LLVM dialect-compatible type
    pub fn callee_operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, CALL_OP_INFO.operand_arities, 0usize)
    }
    /// Operand `op_bundle_operands`: variadic of LLVM dialect-compatible type
    pub fn op_bundle_operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, CALL_OP_INFO.operand_arities, 1usize)
    }
    /// Result `result`: LLVM dialect-compatible type
    pub fn result(&self) -> Option<Value> {
        ods::results_group(self.0, CALL_OP_INFO.result_arities, 0usize).first()
    }
    /// Attribute `var_callee_type`: type attribute of LLVM function type
    pub fn var_callee_type_attr(&self) -> Option<Attribute> {
        self.0.attr("var_callee_type")
    }
    pub fn var_callee_type(&self) -> Option<Type> {
        ods::attr_type(self.0, "var_callee_type")
    }
    /// Attribute `callee`: flat symbol reference attribute
    pub fn callee_attr(&self) -> Option<Attribute> {
        self.0.attr("callee")
    }
    pub fn callee(&self) -> Option<&'a str> {
        ods::attr_symbol(self.0, "callee")
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// Attribute `CConv`: LLVM Calling Convention specification
    pub fn c_conv_attr(&self) -> Option<Attribute> {
        self.0.attr("CConv")
    }
    pub fn c_conv(&self) -> Option<dialects::gen::llvm_enums::CConv> {
        ods::attr_enum_value(self.0, "CConv")
            .and_then(dialects::gen::llvm_enums::CConv::from_value)
    }
    /// Attribute `TailCallKind`: LLVM Calling Convention specification
    pub fn tail_call_kind_attr(&self) -> Option<Attribute> {
        self.0.attr("TailCallKind")
    }
    pub fn tail_call_kind(&self) -> Option<dialects::gen::llvm_enums::TailCallKind> {
        ods::attr_enum_value(self.0, "TailCallKind")
            .and_then(dialects::gen::llvm_enums::TailCallKind::from_value)
    }
    /// Attribute `memory_effects`: LLVM memory effects attribute
    pub fn memory_effects_attr(&self) -> Option<Attribute> {
        self.0.attr("memory_effects")
    }
    /// Attribute `convergent`: unit attribute
    pub fn convergent_attr(&self) -> Option<Attribute> {
        self.0.attr("convergent")
    }
    pub fn convergent(&self) -> bool {
        self.0.attr("convergent").is_some()
    }
    /// Attribute `no_unwind`: unit attribute
    pub fn no_unwind_attr(&self) -> Option<Attribute> {
        self.0.attr("no_unwind")
    }
    pub fn no_unwind(&self) -> bool {
        self.0.attr("no_unwind").is_some()
    }
    /// Attribute `will_return`: unit attribute
    pub fn will_return_attr(&self) -> Option<Attribute> {
        self.0.attr("will_return")
    }
    pub fn will_return(&self) -> bool {
        self.0.attr("will_return").is_some()
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
    /// Attribute `arg_attrs`: Array of dictionary attributes
    pub fn arg_attrs_attr(&self) -> Option<Attribute> {
        self.0.attr("arg_attrs")
    }
    /// Attribute `res_attrs`: Array of dictionary attributes
    pub fn res_attrs_attr(&self) -> Option<Attribute> {
        self.0.attr("res_attrs")
    }
    /// Attribute `no_inline`: unit attribute
    pub fn no_inline_attr(&self) -> Option<Attribute> {
        self.0.attr("no_inline")
    }
    pub fn no_inline(&self) -> bool {
        self.0.attr("no_inline").is_some()
    }
    /// Attribute `always_inline`: unit attribute
    pub fn always_inline_attr(&self) -> Option<Attribute> {
        self.0.attr("always_inline")
    }
    pub fn always_inline(&self) -> bool {
        self.0.attr("always_inline").is_some()
    }
    /// Attribute `inline_hint`: unit attribute
    pub fn inline_hint_attr(&self) -> Option<Attribute> {
        self.0.attr("inline_hint")
    }
    pub fn inline_hint(&self) -> bool {
        self.0.attr("inline_hint").is_some()
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
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        callee_operands: &[Value],
        op_bundle_operands: &[Value],
        var_callee_type_attr: Option<Attribute>,
        callee_attr: Option<Attribute>,
        fastmath_flags_attr: Option<Attribute>,
        c_conv_attr: Option<Attribute>,
        tail_call_kind_attr: Option<Attribute>,
        memory_effects_attr: Option<Attribute>,
        convergent_attr: Option<Attribute>,
        no_unwind_attr: Option<Attribute>,
        will_return_attr: Option<Attribute>,
        op_bundle_sizes_attr: Option<Attribute>,
        op_bundle_tags_attr: Option<Attribute>,
        arg_attrs_attr: Option<Attribute>,
        res_attrs_attr: Option<Attribute>,
        no_inline_attr: Option<Attribute>,
        always_inline_attr: Option<Attribute>,
        inline_hint_attr: Option<Attribute>,
        access_groups_attr: Option<Attribute>,
        alias_scopes_attr: Option<Attribute>,
        noalias_scopes_attr: Option<Attribute>,
        tbaa_attr: Option<Attribute>,
        result_ty: Option<Type>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CALL_OP_INFO, loc);
        st.operands.extend_from_slice(callee_operands);
        st.operands.extend_from_slice(op_bundle_operands);
        st.add_attr(
            ctx.ident("operandSegmentSizes"),
            ctx
                .dense_i32_array(
                    &[callee_operands.len() as i64, op_bundle_operands.len() as i64],
                ),
        );
        st.set_attr(ctx, "var_callee_type", var_callee_type_attr);
        st.set_attr(ctx, "callee", callee_attr);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.set_attr(ctx, "CConv", c_conv_attr);
        st.set_attr(ctx, "TailCallKind", tail_call_kind_attr);
        st.set_attr(ctx, "memory_effects", memory_effects_attr);
        st.set_attr(ctx, "convergent", convergent_attr);
        st.set_attr(ctx, "no_unwind", no_unwind_attr);
        st.set_attr(ctx, "will_return", will_return_attr);
        st.set_attr(ctx, "op_bundle_sizes", op_bundle_sizes_attr);
        st.set_attr(ctx, "op_bundle_tags", op_bundle_tags_attr);
        st.set_attr(ctx, "arg_attrs", arg_attrs_attr);
        st.set_attr(ctx, "res_attrs", res_attrs_attr);
        st.set_attr(ctx, "no_inline", no_inline_attr);
        st.set_attr(ctx, "always_inline", always_inline_attr);
        st.set_attr(ctx, "inline_hint", inline_hint_attr);
        st.set_attr(ctx, "access_groups", access_groups_attr);
        st.set_attr(ctx, "alias_scopes", alias_scopes_attr);
        st.set_attr(ctx, "noalias_scopes", noalias_scopes_attr);
        st.set_attr(ctx, "tbaa", tbaa_attr);
        st.result_types.extend(result_ty);
        st
    }
}
/// Attribute constraint: type attribute of LLVM function type (first used by `llvm.call`, spec/dialects/llvm.td:N)
const IS_TYPE_ATTRIBUTE_OF_LLVM_FUNCTION_TYPE: ir::AttrConstraint = ir::AttrConstraint {
    summary: "type attribute of LLVM function type",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::type_attr_of(
        ctx,
        a,
        &|ctx: &Context, x: Type| -> bool {
            llvm_types::pred::llvm_function_type_pred(ctx, x)
        },
    ),
};
/// Attribute constraint: flat symbol reference attribute (first used by `llvm.call`, spec/dialects/llvm.td:N)
const IS_FLAT_SYMBOL_REFERENCE_ATTRIBUTE: ir::AttrConstraint = ir::AttrConstraint {
    summary: "flat symbol reference attribute",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::flat_symbol_ref_attr_pred(
        ctx,
        a,
    ),
};
/// Attribute constraint: LLVM Calling Convention specification (`LLVM_DefaultCConv`, spec/dialects/llvm.td:N)
const LLVM_DEFAULT_C_CONV: ir::AttrConstraint = ir::AttrConstraint {
    summary: "LLVM Calling Convention specification",
    check: dialects::gen::llvm::llvm_default_c_conv,
};
/// Attribute constraint: LLVM Calling Convention specification (`LLVM_DefaultTailCallKind`, spec/dialects/llvm.td:N)
const LLVM_DEFAULT_TAIL_CALL_KIND: ir::AttrConstraint = ir::AttrConstraint {
    summary: "LLVM Calling Convention specification",
    check: dialects::gen::llvm::llvm_default_tail_call_kind,
};
/// Attribute constraint: LLVM memory effects attribute (first used by `llvm.call`, spec/dialects/llvm.td:N)
const IS_LLVM_MEMORY_EFFECTS_ATTRIBUTE: ir::AttrConstraint = ir::AttrConstraint {
    summary: "LLVM memory effects attribute",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::dialect_attr_pred(
        ctx,
        a,
        "llvm.memory_effects",
    ),
};
/// Attribute constraint: array attribute (first used by `llvm.call`, spec/dialects/llvm.td:N)
const IS_ARRAY_ATTRIBUTE: ir::AttrConstraint = ir::AttrConstraint {
    summary: "array attribute",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::array_attr_of(
        ctx,
        a,
        &|ctx: &Context, x: Attribute| -> bool { ir::pred::attr::any_attr_pred(ctx, x) },
    ),
};
/// Attribute constraint: Array of dictionary attributes (first used by `llvm.call`, spec/dialects/llvm.td:N)
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
/// Type constraint: variadic of LLVM dialect-compatible type (first used by `llvm.call`, spec/dialects/llvm.td:N)
const IS_VARIADIC_OF_LLVM_DIALECT_COMPATIBLE_TYPE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "variadic of LLVM dialect-compatible type",
    check: |ctx: &Context, t: Type| llvm_types::pred::llvm_compatible(ctx, t),
};
/// Type constraint: LLVM dialect-compatible type (first used by `llvm.call`, spec/dialects/llvm.td:N)
const IS_LLVM_DIALECT_COMPATIBLE_TYPE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "LLVM dialect-compatible type",
    check: |ctx: &Context, t: Type| llvm_types::pred::llvm_compatible(ctx, t),
};
/// Verifies `llvm.call` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_call_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::llvm::verify_call(op)?;
    Ok(())
}
/// `llvm.call` (spec/dialects/llvm.td:N): Call to an LLVM function.
pub static CALL_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.call",
    dialect: "llvm",
    traits: ir::Traits::ATTR_SIZED_OPERAND_SEGMENTS.union(ir::Traits::CALL_LIKE),
    attrs: &[
        ir::AttrInfo {
            name: "var_callee_type",
            optional: true,
            constraint: Some(IS_TYPE_ATTRIBUTE_OF_LLVM_FUNCTION_TYPE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "callee",
            optional: true,
            constraint: Some(IS_FLAT_SYMBOL_REFERENCE_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_CMP_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "CConv",
            optional: true,
            default: Some(&CALL_OP_C_CONV_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_C_CONV),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "TailCallKind",
            optional: true,
            default: Some(&CALL_OP_TAIL_CALL_KIND_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_TAIL_CALL_KIND),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "memory_effects",
            optional: true,
            constraint: Some(IS_LLVM_MEMORY_EFFECTS_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "convergent",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "no_unwind",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "will_return",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
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
        ir::AttrInfo {
            name: "no_inline",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "always_inline",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "inline_hint",
            optional: true,
            constraint: Some(UNIT_ATTR),
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
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[41usize],
    },
    verify: verify_call_op,
    parse: Some(&(dialects::native::llvm::parse_call as parse::ops::ParseFn)),
    print: Some(&(dialects::native::llvm::print_call as print::ops::PrintFn)),
    operand_types: &[
        IS_VARIADIC_OF_LLVM_DIALECT_COMPATIBLE_TYPE,
        IS_VARIADIC_OF_LLVM_DIALECT_COMPATIBLE_TYPE,
    ],
    result_types: &[IS_LLVM_DIALECT_COMPATIBLE_TYPE],
    operand_arities: &[ods::Arity::Variadic, ods::Arity::Variadic],
    result_arities: &[ods::Arity::Optional],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.invoke` (spec/dialects/llvm.td:N): Call that may unwind to a landing pad.
#[derive(Copy, Clone)]
pub struct InvokeOp<'a>(pub OpRef<'a>);
impl<'a> InvokeOp<'a> {
    pub const NAME: &'static str = "llvm.invoke";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &INVOKE_OP_INFO).then_some(InvokeOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `callee_operands`: variadic of LLVM dialect-compatible type
    pub fn callee_operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, INVOKE_OP_INFO.operand_arities, 0usize)
    }
    /// Operand `normalDestOperands`: variadic of LLVM dialect-compatible type
    pub fn normal_dest_operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, INVOKE_OP_INFO.operand_arities, 1usize)
    }
    /// Operand `unwindDestOperands`: variadic of LLVM dialect-compatible type
    pub fn unwind_dest_operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, INVOKE_OP_INFO.operand_arities, 2usize)
    }
    /// Operand `op_bundle_operands`: variadic of LLVM dialect-compatible type
    pub fn op_bundle_operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, INVOKE_OP_INFO.operand_arities, 3usize)
    }
    /// Result `result`: LLVM dialect-compatible type
    pub fn result(&self) -> Option<Value> {
        ods::results_group(self.0, INVOKE_OP_INFO.result_arities, 0usize).first()
    }
    /// Attribute `var_callee_type`: type attribute of LLVM function type
    pub fn var_callee_type_attr(&self) -> Option<Attribute> {
        self.0.attr("var_callee_type")
    }
    pub fn var_callee_type(&self) -> Option<Type> {
        ods::attr_type(self.0, "var_callee_type")
    }
    /// Attribute `callee`: flat symbol reference attribute
    pub fn callee_attr(&self) -> Option<Attribute> {
        self.0.attr("callee")
    }
    pub fn callee(&self) -> Option<&'a str> {
        ods::attr_symbol(self.0, "callee")
    }
    /// Attribute `arg_attrs`: Array of dictionary attributes
    pub fn arg_attrs_attr(&self) -> Option<Attribute> {
        self.0.attr("arg_attrs")
    }
    /// Attribute `res_attrs`: Array of dictionary attributes
    pub fn res_attrs_attr(&self) -> Option<Attribute> {
        self.0.attr("res_attrs")
    }
    /// Attribute `branch_weights`: i32 dense array attribute
    pub fn branch_weights_attr(&self) -> Option<Attribute> {
        self.0.attr("branch_weights")
    }
    pub fn branch_weights(&self) -> Option<&'a [i64]> {
        ods::attr_dense_ints(self.0, "branch_weights")
    }
    /// Attribute `CConv`: LLVM Calling Convention specification
    pub fn c_conv_attr(&self) -> Option<Attribute> {
        self.0.attr("CConv")
    }
    pub fn c_conv(&self) -> Option<dialects::gen::llvm_enums::CConv> {
        ods::attr_enum_value(self.0, "CConv")
            .and_then(dialects::gen::llvm_enums::CConv::from_value)
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
    pub fn normal_dest(&self) -> BlockId {
        self.0.successors()[0usize]
    }
    pub fn unwind_dest(&self) -> BlockId {
        self.0.successors()[1usize]
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        callee_operands: &[Value],
        normal_dest_operands: &[Value],
        unwind_dest_operands: &[Value],
        op_bundle_operands: &[Value],
        var_callee_type_attr: Option<Attribute>,
        callee_attr: Option<Attribute>,
        arg_attrs_attr: Option<Attribute>,
        res_attrs_attr: Option<Attribute>,
        branch_weights_attr: Option<Attribute>,
        c_conv_attr: Option<Attribute>,
        op_bundle_sizes_attr: Option<Attribute>,
        op_bundle_tags_attr: Option<Attribute>,
        result_ty: Option<Type>,
        normal_dest: BlockId,
        unwind_dest: BlockId,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &INVOKE_OP_INFO, loc);
        st.operands.extend_from_slice(callee_operands);
        st.operands.extend_from_slice(normal_dest_operands);
        st.operands.extend_from_slice(unwind_dest_operands);
        st.operands.extend_from_slice(op_bundle_operands);
        st.add_attr(
            ctx.ident("operandSegmentSizes"),
            ctx
                .dense_i32_array(
                    &[
                        callee_operands.len() as i64,
                        normal_dest_operands.len() as i64,
                        unwind_dest_operands.len() as i64,
                        op_bundle_operands.len() as i64,
                    ],
                ),
        );
        st.set_attr(ctx, "var_callee_type", var_callee_type_attr);
        st.set_attr(ctx, "callee", callee_attr);
        st.set_attr(ctx, "arg_attrs", arg_attrs_attr);
        st.set_attr(ctx, "res_attrs", res_attrs_attr);
        st.set_attr(ctx, "branch_weights", branch_weights_attr);
        st.set_attr(ctx, "CConv", c_conv_attr);
        st.set_attr(ctx, "op_bundle_sizes", op_bundle_sizes_attr);
        st.set_attr(ctx, "op_bundle_tags", op_bundle_tags_attr);
        st.result_types.extend(result_ty);
        st.successors.push(normal_dest);
        st.successors.push(unwind_dest);
        st
    }
}
/// Attribute constraint: i32 dense array attribute (first used by `llvm.invoke`, spec/dialects/llvm.td:N)
const IS_I32_DENSE_ARRAY_ATTRIBUTE: ir::AttrConstraint = ir::AttrConstraint {
    summary: "i32 dense array attribute",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::dense_i32_array_attr_pred(
        ctx,
        a,
    ),
};
/// Verifies `llvm.invoke` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_invoke_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    ods::is_terminator(op)?;
    dialects::native::cf::verify_branch_weights(op)?;
    dialects::native::llvm::verify_invoke(op)?;
    Ok(())
}
/// `llvm.invoke` (spec/dialects/llvm.td:N): Call that may unwind to a landing pad.
pub static INVOKE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.invoke",
    dialect: "llvm",
    traits: ir::Traits::ATTR_SIZED_OPERAND_SEGMENTS
        .union(ir::Traits::BRANCH_LIKE)
        .union(ir::Traits::CALL_LIKE)
        .union(ir::Traits::TERMINATOR),
    attrs: &[
        ir::AttrInfo {
            name: "var_callee_type",
            optional: true,
            constraint: Some(IS_TYPE_ATTRIBUTE_OF_LLVM_FUNCTION_TYPE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "callee",
            optional: true,
            constraint: Some(IS_FLAT_SYMBOL_REFERENCE_ATTRIBUTE),
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
        ir::AttrInfo {
            name: "branch_weights",
            optional: true,
            constraint: Some(IS_I32_DENSE_ARRAY_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "CConv",
            optional: true,
            default: Some(&CALL_OP_C_CONV_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_C_CONV),
            ..ir::AttrInfo::DEFAULT
        },
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
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[42usize],
    },
    verify: verify_invoke_op,
    parse: Some(&(dialects::native::llvm::parse_invoke as parse::ops::ParseFn)),
    print: Some(&(dialects::native::llvm::print_invoke as print::ops::PrintFn)),
    operand_types: &[
        IS_VARIADIC_OF_LLVM_DIALECT_COMPATIBLE_TYPE,
        IS_VARIADIC_OF_LLVM_DIALECT_COMPATIBLE_TYPE,
        IS_VARIADIC_OF_LLVM_DIALECT_COMPATIBLE_TYPE,
        IS_VARIADIC_OF_LLVM_DIALECT_COMPATIBLE_TYPE,
    ],
    result_types: &[IS_LLVM_DIALECT_COMPATIBLE_TYPE],
    successors: 2usize,
    successor_operands: &[1usize, 2usize],
    operand_arities: &[
        ods::Arity::Variadic,
        ods::Arity::Variadic,
        ods::Arity::Variadic,
        ods::Arity::Variadic,
    ],
    result_arities: &[ods::Arity::Optional],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.landingpad` (spec/dialects/llvm.td:N): Landing pad of an invoke's unwind destination.
#[derive(Copy, Clone)]
pub struct LandingpadOp<'a>(pub OpRef<'a>);
impl<'a> LandingpadOp<'a> {
    pub const NAME: &'static str = "llvm.landingpad";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &LANDINGPAD_OP_INFO).then_some(LandingpadOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `clauses`: variadic of LLVM dialect-compatible type
    pub fn clauses(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, LANDINGPAD_OP_INFO.operand_arities, 0usize)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, LANDINGPAD_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `cleanup`: unit attribute
    pub fn cleanup_attr(&self) -> Option<Attribute> {
        self.0.attr("cleanup")
    }
    pub fn cleanup(&self) -> bool {
        self.0.attr("cleanup").is_some()
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        clauses: &[Value],
        cleanup_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &LANDINGPAD_OP_INFO, loc);
        st.operands.extend_from_slice(clauses);
        st.set_attr(ctx, "cleanup", cleanup_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Type constraint: LLVM dialect-compatible type (`LLVM_Type`, spec/dialects/llvm_types.td:N)
const LLVM_TYPE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "LLVM dialect-compatible type",
    check: dialects::gen::llvm_types::llvm_type,
};
/// Verifies `llvm.landingpad` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_landingpad_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::llvm::verify_landingpad(op)?;
    Ok(())
}
/// `llvm.landingpad` (spec/dialects/llvm.td:N): Landing pad of an invoke's unwind destination.
pub static LANDINGPAD_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.landingpad",
    dialect: "llvm",
    attrs: &[
        ir::AttrInfo {
            name: "cleanup",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[43usize],
    },
    verify: verify_landingpad_op,
    parse: Some(&(dialects::native::llvm::parse_landingpad as parse::ops::ParseFn)),
    print: Some(&(dialects::native::llvm::print_landingpad as print::ops::PrintFn)),
    operand_types: &[IS_VARIADIC_OF_LLVM_DIALECT_COMPATIBLE_TYPE],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Variadic],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.va_arg` (spec/dialects/llvm.td:N): Read the next variadic argument.
#[derive(Copy, Clone)]
pub struct VaArgOp<'a>(pub OpRef<'a>);
impl<'a> VaArgOp<'a> {
    pub const NAME: &'static str = "llvm.va_arg";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VA_ARG_OP_INFO).then_some(VaArgOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `arg`: LLVM pointer type
    pub fn arg(&self) -> Value {
        ods::operand_group(self.0, VA_ARG_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VA_ARG_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        arg: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VA_ARG_OP_INFO, loc);
        st.operands.push(arg);
        st.result_types.push(res_ty);
        st
    }
}
/// Parses `llvm.va_arg` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_va_arg_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_arg: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_arg: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    o_arg.push(p.parse_operand()?);
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
    ot_arg = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_arg.unwrap_or_default();
    p.resolve_operands(&o_arg, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.va_arg` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_va_arg_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
        &ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.va_arg` (spec/dialects/llvm.td:N): Read the next variadic argument.
pub static VA_ARG_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.va_arg",
    dialect: "llvm",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[44usize],
    },
    verify: verify_addr_space_cast_op,
    parse: Some(&(parse_va_arg_op as parse::ops::ParseFn)),
    print: Some(&(print_va_arg_op as print::ops::PrintFn)),
    operand_types: &[LLVM_ANY_POINTER],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.call_intrinsic` (spec/dialects/llvm.td:N): Call to an LLVM intrinsic function by name.
#[derive(Copy, Clone)]
pub struct CallIntrinsicOp<'a>(pub OpRef<'a>);
impl<'a> CallIntrinsicOp<'a> {
    pub const NAME: &'static str = "llvm.call_intrinsic";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CALL_INTRINSIC_OP_INFO).then_some(CallIntrinsicOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `args`: variadic of LLVM dialect-compatible type
    pub fn args(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, CALL_INTRINSIC_OP_INFO.operand_arities, 0usize)
    }
    /// Operand `op_bundle_operands`: variadic of LLVM dialect-compatible type
    pub fn op_bundle_operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, CALL_INTRINSIC_OP_INFO.operand_arities, 1usize)
    }
    /// Result `results`: LLVM dialect-compatible type
    pub fn results(&self) -> Option<Value> {
        ods::results_group(self.0, CALL_INTRINSIC_OP_INFO.result_arities, 0usize).first()
    }
    /// Attribute `intrin`: string attribute
    pub fn intrin_attr(&self) -> Option<Attribute> {
        self.0.attr("intrin")
    }
    pub fn intrin(&self) -> Option<&'a str> {
        ods::attr_str(self.0, "intrin")
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(&self) -> Option<dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(dialects::gen::llvm_enums::FastmathFlags::from_value)
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
        args: &[Value],
        op_bundle_operands: &[Value],
        intrin_attr: Option<Attribute>,
        fastmath_flags_attr: Option<Attribute>,
        op_bundle_sizes_attr: Option<Attribute>,
        op_bundle_tags_attr: Option<Attribute>,
        arg_attrs_attr: Option<Attribute>,
        res_attrs_attr: Option<Attribute>,
        results_ty: Option<Type>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CALL_INTRINSIC_OP_INFO, loc);
        st.operands.extend_from_slice(args);
        st.operands.extend_from_slice(op_bundle_operands);
        st.add_attr(
            ctx.ident("operandSegmentSizes"),
            ctx.dense_i32_array(&[args.len() as i64, op_bundle_operands.len() as i64]),
        );
        st.set_attr(ctx, "intrin", intrin_attr);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.set_attr(ctx, "op_bundle_sizes", op_bundle_sizes_attr);
        st.set_attr(ctx, "op_bundle_tags", op_bundle_tags_attr);
        st.set_attr(ctx, "arg_attrs", arg_attrs_attr);
        st.set_attr(ctx, "res_attrs", res_attrs_attr);
        st.result_types.extend(results_ty);
        st
    }
}
/// Attribute constraint: string attribute (`StrAttr`, spec/constraints.td:N)
const STR_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "string attribute",
    check: dialects::gen::constraints::str_attr,
};
/// Verifies `llvm.call_intrinsic` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_call_intrinsic_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::llvm::verify_call_intrinsic(op)?;
    Ok(())
}
/// `llvm.call_intrinsic` (spec/dialects/llvm.td:N): Call to an LLVM intrinsic function by name.
pub static CALL_INTRINSIC_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.call_intrinsic",
    dialect: "llvm",
    traits: ir::Traits::ATTR_SIZED_OPERAND_SEGMENTS,
    attrs: &[
        ir::AttrInfo {
            name: "intrin",
            constraint: Some(STR_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_CMP_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
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
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[45usize],
    },
    verify: verify_call_intrinsic_op,
    parse: Some(&(dialects::native::llvm::parse_call_intrinsic as parse::ops::ParseFn)),
    print: Some(&(dialects::native::llvm::print_call_intrinsic as print::ops::PrintFn)),
    operand_types: &[
        IS_VARIADIC_OF_LLVM_DIALECT_COMPATIBLE_TYPE,
        IS_VARIADIC_OF_LLVM_DIALECT_COMPATIBLE_TYPE,
    ],
    result_types: &[IS_LLVM_DIALECT_COMPATIBLE_TYPE],
    operand_arities: &[ods::Arity::Variadic, ods::Arity::Variadic],
    result_arities: &[ods::Arity::Optional],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.inline_asm` (spec/dialects/llvm.td:N): Inline assembly.
#[derive(Copy, Clone)]
pub struct InlineAsmOp<'a>(pub OpRef<'a>);
impl<'a> InlineAsmOp<'a> {
    pub const NAME: &'static str = "llvm.inline_asm";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &INLINE_ASM_OP_INFO).then_some(InlineAsmOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operands`: variadic of LLVM dialect-compatible type
    pub fn operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, INLINE_ASM_OP_INFO.operand_arities, 0usize)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Option<Value> {
        ods::results_group(self.0, INLINE_ASM_OP_INFO.result_arities, 0usize).first()
    }
    /// Attribute `asm_string`: string attribute
    pub fn asm_string_attr(&self) -> Option<Attribute> {
        self.0.attr("asm_string")
    }
    pub fn asm_string(&self) -> Option<&'a str> {
        ods::attr_str(self.0, "asm_string")
    }
    /// Attribute `constraints`: string attribute
    pub fn constraints_attr(&self) -> Option<Attribute> {
        self.0.attr("constraints")
    }
    pub fn constraints(&self) -> Option<&'a str> {
        ods::attr_str(self.0, "constraints")
    }
    /// Attribute `has_side_effects`: unit attribute
    pub fn has_side_effects_attr(&self) -> Option<Attribute> {
        self.0.attr("has_side_effects")
    }
    pub fn has_side_effects(&self) -> bool {
        self.0.attr("has_side_effects").is_some()
    }
    /// Attribute `is_align_stack`: unit attribute
    pub fn is_align_stack_attr(&self) -> Option<Attribute> {
        self.0.attr("is_align_stack")
    }
    pub fn is_align_stack(&self) -> bool {
        self.0.attr("is_align_stack").is_some()
    }
    /// Attribute `tail_call_kind`: LLVM Calling Convention specification
    pub fn tail_call_kind_attr(&self) -> Option<Attribute> {
        self.0.attr("tail_call_kind")
    }
    pub fn tail_call_kind(&self) -> Option<dialects::gen::llvm_enums::TailCallKind> {
        ods::attr_enum_value(self.0, "tail_call_kind")
            .and_then(dialects::gen::llvm_enums::TailCallKind::from_value)
    }
    /// Attribute `asm_dialect`: ATT (0) or Intel (1) asm dialect
    pub fn asm_dialect_attr(&self) -> Option<Attribute> {
        self.0.attr("asm_dialect")
    }
    pub fn asm_dialect(&self) -> Option<dialects::gen::llvm_enums::AsmDialect> {
        ods::attr_enum_value(self.0, "asm_dialect")
            .and_then(dialects::gen::llvm_enums::AsmDialect::from_value)
    }
    /// Attribute `operand_attrs`: array attribute
    pub fn operand_attrs_attr(&self) -> Option<Attribute> {
        self.0.attr("operand_attrs")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operands: &[Value],
        asm_string_attr: Option<Attribute>,
        constraints_attr: Option<Attribute>,
        has_side_effects_attr: Option<Attribute>,
        is_align_stack_attr: Option<Attribute>,
        tail_call_kind_attr: Option<Attribute>,
        asm_dialect_attr: Option<Attribute>,
        operand_attrs_attr: Option<Attribute>,
        res_ty: Option<Type>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &INLINE_ASM_OP_INFO, loc);
        st.operands.extend_from_slice(operands);
        st.set_attr(ctx, "asm_string", asm_string_attr);
        st.set_attr(ctx, "constraints", constraints_attr);
        st.set_attr(ctx, "has_side_effects", has_side_effects_attr);
        st.set_attr(ctx, "is_align_stack", is_align_stack_attr);
        st.set_attr(ctx, "tail_call_kind", tail_call_kind_attr);
        st.set_attr(ctx, "asm_dialect", asm_dialect_attr);
        st.set_attr(ctx, "operand_attrs", operand_attrs_attr);
        st.result_types.extend(res_ty);
        st
    }
}
/// Attribute constraint: ATT (0) or Intel (1) asm dialect (first used by `llvm.inline_asm`, spec/dialects/llvm.td:N)
const IS_ATT_0_OR_INTEL_1_ASM_DIALECT: ir::AttrConstraint = ir::AttrConstraint {
    summary: "ATT (0) or Intel (1) asm dialect",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::enum_attr_pred(
        ctx,
        a,
        "AsmDialect",
    ),
};
/// Verifies `llvm.inline_asm` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_inline_asm_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::llvm::verify_inline_asm(op)?;
    Ok(())
}
/// Parses `llvm.inline_asm` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_inline_asm_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut ol_operands: u32 = start;
    let mut o_operands: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_operands: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    let mut ol_all: u32 = start;
    let mut all_operand_types: Option<usize> = None;
    if p.eat_literal("has_side_effects") {
        st.add_attr(ctx.ident("has_side_effects"), ctx.unit_attr());
    }
    if p.eat_literal("is_align_stack") {
        st.add_attr(ctx.ident("is_align_stack"), ctx.unit_attr());
    }
    if p.eat_literal("tail_call_kind") {
        p.expect_literal("=")?;
        let v = ods::parse_enum_stripped(
            p,
            &dialects::gen::llvm_enums::LLVM_TAIL_CALL_KIND_ATTR_ENUM,
        )?;
        st.add_attr(
            ctx.ident("tail_call_kind"),
            ctx.enum_attr(&dialects::gen::llvm_enums::LLVM_TAIL_CALL_KIND_ATTR_ENUM, v),
        );
    }
    if p.eat_literal("asm_dialect") {
        p.expect_literal("=")?;
        let v = ods::parse_enum_keyword(
            p,
            &dialects::gen::llvm_enums::LLVM_ASM_DIALECT_ATTR_ENUM,
            "asm_dialect",
        )?;
        st.add_attr(
            ctx.ident("asm_dialect"),
            ctx.integer_attr(ctx.integer_type(64u32), v as i128),
        );
    }
    if p.eat_literal("operand_attrs") {
        p.expect_literal("=")?;
        let a = p.parse_attribute(None)?;
        st.add_attr(ctx.ident("operand_attrs"), a);
    }
    p.parse_optional_attr_dict(st)?;
    let a = p.parse_attribute(Some(ctx.common().none))?;
    st.add_attr(ctx.ident("asm_string"), a);
    p.expect_literal(",")?;
    let a = p.parse_attribute(Some(ctx.common().none))?;
    st.add_attr(ctx.ident("constraints"), a);
    ol_all = p.peek().offset;
    let all = p.parse_operand_list()?;
    let rest: &[parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (rest.len().saturating_sub(0usize)).min(rest.len());
    o_operands.extend_from_slice(&rest[..n]);
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
    ot_operands = Some(ins.clone());
    all_operand_types = Some(ins.len());
    rt_res = Some(outs.clone());
    if let Some(n) = all_operand_types {
        p.check_operand_count(0usize + o_operands.len(), n, ol_all)?;
    }
    let types = ot_operands.unwrap_or_default();
    p.resolve_operands(&o_operands, &types, ol_operands, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.inline_asm` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_inline_asm_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    if op.attr("has_side_effects").is_some() {
        p.write(" has_side_effects");
    }
    if op.attr("is_align_stack").is_some() {
        p.write(" is_align_stack");
    }
    if ods::attr_differs_from_default(op, "tail_call_kind") {
        p.write(" tail_call_kind");
        p.write(" =");
        p.write(" ");
        if let Some(a) = op.attr("tail_call_kind") {
            ods::print_enum_stripped(
                p,
                &dialects::gen::llvm_enums::LLVM_TAIL_CALL_KIND_ATTR_ENUM,
                a,
            );
        }
    }
    if op.attr("asm_dialect").is_some() {
        p.write(" asm_dialect");
        p.write(" =");
        p.write(" ");
        if let Some(a) = op.attr("asm_dialect") {
            ods::print_enum_keyword(
                p,
                &dialects::gen::llvm_enums::LLVM_ASM_DIALECT_ATTR_ENUM,
                a,
            );
        }
    }
    if op.attr("operand_attrs").is_some() {
        p.write(" operand_attrs");
        p.write(" =");
        p.write(" ");
        if let Some(a) = op.attr("operand_attrs") {
            p.print_attr(a);
        }
    }
    p.print_optional_attr_dict(
        op,
        &[
            "has_side_effects",
            "is_align_stack",
            "tail_call_kind",
            "asm_dialect",
            "operand_attrs",
            "asm_string",
            "constraints",
        ],
    );
    p.write(" ");
    if let Some(a) = op.attr("asm_string") {
        p.print_attr(a);
    }
    p.write(",");
    p.write(" ");
    if let Some(a) = op.attr("constraints") {
        p.print_attr(a);
    }
    p.write(" ");
    p.print_operands(op.operands().iter().copied());
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.inline_asm` (spec/dialects/llvm.td:N): Inline assembly.
pub static INLINE_ASM_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.inline_asm",
    dialect: "llvm",
    attrs: &[
        ir::AttrInfo {
            name: "asm_string",
            constraint: Some(STR_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "constraints",
            constraint: Some(STR_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "has_side_effects",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "is_align_stack",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "tail_call_kind",
            optional: true,
            default: Some(&CALL_OP_TAIL_CALL_KIND_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_TAIL_CALL_KIND),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "asm_dialect",
            optional: true,
            constraint: Some(IS_ATT_0_OR_INTEL_1_ASM_DIALECT),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "operand_attrs",
            optional: true,
            constraint: Some(IS_ARRAY_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[46usize],
    },
    verify: verify_inline_asm_op,
    parse: Some(&(parse_inline_asm_op as parse::ops::ParseFn)),
    print: Some(&(print_inline_asm_op as print::ops::PrintFn)),
    operand_types: &[IS_VARIADIC_OF_LLVM_DIALECT_COMPATIBLE_TYPE],
    result_types: &[IS_LLVM_DIALECT_COMPATIBLE_TYPE],
    operand_arities: &[ods::Arity::Variadic],
    result_arities: &[ods::Arity::Optional],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.extractelement` (spec/dialects/llvm.td:N): Extract an element from a vector.
#[derive(Copy, Clone)]
pub struct ExtractElementOp<'a>(pub OpRef<'a>);
impl<'a> ExtractElementOp<'a> {
    pub const NAME: &'static str = "llvm.extractelement";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &EXTRACT_ELEMENT_OP_INFO).then_some(ExtractElementOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `vector`: LLVM dialect-compatible vector type
    pub fn vector(&self) -> Value {
        ods::operand_group(self.0, EXTRACT_ELEMENT_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Operand `position`: signless integer
    pub fn position(&self) -> Value {
        ods::operand_group(self.0, EXTRACT_ELEMENT_OP_INFO.operand_arities, 1usize)
            .get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, EXTRACT_ELEMENT_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        vector: Value,
        position: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &EXTRACT_ELEMENT_OP_INFO, loc);
        st.operands.push(vector);
        st.operands.push(position);
        st.result_types.push(res_ty);
        st
    }
}
/// Type constraint: LLVM dialect-compatible vector type (`LLVM_AnyVector`, spec/dialects/llvm_types.td:N)
const LLVM_ANY_VECTOR: ir::TypeConstraint = ir::TypeConstraint {
    summary: "LLVM dialect-compatible vector type",
    check: dialects::gen::llvm_types::llvm_any_vector,
};
/// Verifies `llvm.extractelement` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_extract_element_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    if let (Some(from), Some(to)) = (
        ods::operand_group_at(op, 0usize).first().map(|v| op.value_type(v)),
        ods::results_group_at(op, 0usize).first().map(|v| op.value_type(v)),
    ) {
        if dialects::native::transforms::vector_element_type(op.ctx, from) != to {
            return Err(
                ods::op_error(
                    op,
                    "failed to verify that result type matches vector element type",
                ),
            );
        }
    }
    Ok(())
}
/// Parses `llvm.extractelement` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_extract_element_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_vector: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_vector: Option<Vec<Type>> = None;
    let mut o_position: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_position: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    o_vector.push(p.parse_operand()?);
    p.expect_literal("[")?;
    o_position.push(p.parse_operand()?);
    p.expect_literal(":")?;
    ot_position = Some(vec![p.parse_type_of_class("builtin.integer") ?]);
    p.expect_literal("]")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_vector = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    for &t in ot_vector.iter().flatten() {
        if !(dialects::gen::llvm_types::llvm_any_vector(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'vector' must be LLVM dialect-compatible vector type, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    for &t in ot_position.iter().flatten() {
        if !(dialects::gen::constraints::any_signless_integer(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'position' must be signless integer, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if rt_res.is_none() {
        if let Some(t) = ot_vector.as_ref().and_then(|v| v.first().copied()) {
            rt_res = Some(
                ods::spread_types(
                    ctx,
                    dialects::native::transforms::vector_element_type(ctx, t),
                    1usize,
                ),
            );
        }
    }
    let types = ot_vector.unwrap_or_default();
    p.resolve_operands(&o_vector, &types, start, &mut st.operands)?;
    let types = ot_position.unwrap_or_default();
    p.resolve_operands(&o_position, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.extractelement` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_extract_element_op<'p, 'a>(
    p: &'p mut print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write("[");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 1usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write("]");
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
/// `llvm.extractelement` (spec/dialects/llvm.td:N): Extract an element from a vector.
pub static EXTRACT_ELEMENT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.extractelement",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[47usize],
    },
    verify: verify_extract_element_op,
    parse: Some(&(parse_extract_element_op as parse::ops::ParseFn)),
    print: Some(&(print_extract_element_op as print::ops::PrintFn)),
    operand_types: &[LLVM_ANY_VECTOR, ANY_SIGNLESS_INTEGER],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.extractvalue` (spec/dialects/llvm.td:N): Extract a value from an aggregate.
#[derive(Copy, Clone)]
pub struct ExtractValueOp<'a>(pub OpRef<'a>);
impl<'a> ExtractValueOp<'a> {
    pub const NAME: &'static str = "llvm.extractvalue";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &EXTRACT_VALUE_OP_INFO).then_some(ExtractValueOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `container`: LLVM aggregate type
    pub fn container(&self) -> Value {
        ods::operand_group(self.0, EXTRACT_VALUE_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, EXTRACT_VALUE_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `position`: i64 dense array attribute
    pub fn position_attr(&self) -> Option<Attribute> {
        self.0.attr("position")
    }
    pub fn position(&self) -> Option<&'a [i64]> {
        ods::attr_dense_ints(self.0, "position")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        container: Value,
        position_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &EXTRACT_VALUE_OP_INFO, loc);
        st.operands.push(container);
        st.set_attr(ctx, "position", position_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Attribute constraint: i64 dense array attribute (`DenseI64ArrayAttr`, spec/constraints.td:N)
const DENSE_I64_ARRAY_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "i64 dense array attribute",
    check: dialects::gen::constraints::dense_i64_array_attr,
};
/// Type constraint: LLVM aggregate type (`LLVM_AnyAggregate`, spec/dialects/llvm_types.td:N)
const LLVM_ANY_AGGREGATE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "LLVM aggregate type",
    check: dialects::gen::llvm_types::llvm_any_aggregate,
};
/// Verifies `llvm.extractvalue` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_extract_value_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::llvm::verify_extractvalue(op)?;
    Ok(())
}
/// Parses `llvm.extractvalue` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_extract_value_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_container: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_container: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    o_container.push(p.parse_operand()?);
    let a = ods::parse_dense_array_literal(p, 64u32)?;
    st.add_attr(ctx.ident("position"), a);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_container = Some(vec![p.parse_type() ?]);
    {
        dialects::native::llvm::directives::parse_insert_extract_value_element_type(
            p,
            st,
            rt_res.get_or_insert_with(Vec::new),
            ot_container.as_deref().unwrap_or(&[]),
            st.attr(ctx.ident("position")),
        )?;
    }
    let types = ot_container.unwrap_or_default();
    p.resolve_operands(&o_container, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.extractvalue` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_extract_value_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    if let Some(a) = op.attr("position") {
        ods::print_dense_array_literal(p, a);
    }
    p.print_optional_attr_dict(op, &["position", "position"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(" ");
    dialects::native::llvm::directives::print_insert_extract_value_element_type(
        p,
        op,
        &ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
        &ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
        op.attr("position"),
    );
}
/// `llvm.extractvalue` (spec/dialects/llvm.td:N): Extract a value from an aggregate.
pub static EXTRACT_VALUE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.extractvalue",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "position",
            constraint: Some(DENSE_I64_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[48usize],
    },
    verify: verify_extract_value_op,
    parse: Some(&(parse_extract_value_op as parse::ops::ParseFn)),
    print: Some(&(print_extract_value_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_llvm::extract_value,
        kind: "",
        elements: true,
    }),
    operand_types: &[LLVM_ANY_AGGREGATE],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.insertelement` (spec/dialects/llvm.td:N): Insert an element into a vector.
#[derive(Copy, Clone)]
pub struct InsertElementOp<'a>(pub OpRef<'a>);
impl<'a> InsertElementOp<'a> {
    pub const NAME: &'static str = "llvm.insertelement";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &INSERT_ELEMENT_OP_INFO).then_some(InsertElementOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `vector`: LLVM dialect-compatible vector type
    pub fn vector(&self) -> Value {
        ods::operand_group(self.0, INSERT_ELEMENT_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `value`: primitive LLVM type
    pub fn value(&self) -> Value {
        ods::operand_group(self.0, INSERT_ELEMENT_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `position`: signless integer
    pub fn position(&self) -> Value {
        ods::operand_group(self.0, INSERT_ELEMENT_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible vector type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, INSERT_ELEMENT_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        vector: Value,
        value: Value,
        position: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &INSERT_ELEMENT_OP_INFO, loc);
        st.operands.push(vector);
        st.operands.push(value);
        st.operands.push(position);
        st.result_types.push(res_ty);
        st
    }
}
/// Type constraint: primitive LLVM type (`LLVM_PrimitiveType`, spec/dialects/llvm_types.td:N)
const LLVM_PRIMITIVE_TYPE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "primitive LLVM type",
    check: dialects::gen::llvm_types::llvm_primitive_type,
};
/// Verifies `llvm.insertelement` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_insert_element_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    if let (Some(from), Some(to)) = (
        ods::operand_group_at(op, 0usize).first().map(|v| op.value_type(v)),
        ods::operand_group_at(op, 1usize).first().map(|v| op.value_type(v)),
    ) {
        if dialects::native::transforms::vector_element_type(op.ctx, from) != to {
            return Err(
                ods::op_error(
                    op,
                    "failed to verify that argument type matches vector element type",
                ),
            );
        }
    }
    ods::all_equal(
        op,
        &[
            ods::results_group_at(op, 0usize).first().map(|v| op.value_type(v)),
            ods::operand_group_at(op, 0usize).first().map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {res, vector} have same type",
    )?;
    Ok(())
}
/// Parses `llvm.insertelement` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_insert_element_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_vector: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_vector: Option<Vec<Type>> = None;
    let mut o_value: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_value: Option<Vec<Type>> = None;
    let mut o_position: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_position: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    o_value.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_vector.push(p.parse_operand()?);
    p.expect_literal("[")?;
    o_position.push(p.parse_operand()?);
    p.expect_literal(":")?;
    ot_position = Some(vec![p.parse_type_of_class("builtin.integer") ?]);
    p.expect_literal("]")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_vector = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    for &t in ot_vector.iter().flatten() {
        if !(dialects::gen::llvm_types::llvm_any_vector(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'vector' must be LLVM dialect-compatible vector type, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    for &t in ot_position.iter().flatten() {
        if !(dialects::gen::constraints::any_signless_integer(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'position' must be signless integer, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if rt_res.is_none() {
        if let Some(t) = ot_vector.as_ref().and_then(|v| v.first().copied()) {
            rt_res = Some(vec![t; 1usize]);
        }
    }
    if ot_value.is_none() {
        if let Some(t) = ot_vector.as_ref().and_then(|v| v.first().copied()) {
            ot_value = Some(
                ods::spread_types(
                    ctx,
                    dialects::native::transforms::vector_element_type(ctx, t),
                    o_value.len(),
                ),
            );
        }
    }
    let types = ot_vector.unwrap_or_default();
    p.resolve_operands(&o_vector, &types, start, &mut st.operands)?;
    let types = ot_value.unwrap_or_default();
    p.resolve_operands(&o_value, &types, start, &mut st.operands)?;
    let types = ot_position.unwrap_or_default();
    p.resolve_operands(&o_position, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.insertelement` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_insert_element_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write("[");
    p.print_operands(ods::operand_group_at(op, 2usize));
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 2usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write("]");
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
/// `llvm.insertelement` (spec/dialects/llvm.td:N): Insert an element into a vector.
pub static INSERT_ELEMENT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.insertelement",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[49usize],
    },
    verify: verify_insert_element_op,
    parse: Some(&(parse_insert_element_op as parse::ops::ParseFn)),
    print: Some(&(print_insert_element_op as print::ops::PrintFn)),
    operand_types: &[LLVM_ANY_VECTOR, LLVM_PRIMITIVE_TYPE, ANY_SIGNLESS_INTEGER],
    result_types: &[LLVM_ANY_VECTOR],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.insertvalue` (spec/dialects/llvm.td:N): Insert a value into an aggregate.
#[derive(Copy, Clone)]
pub struct InsertValueOp<'a>(pub OpRef<'a>);
impl<'a> InsertValueOp<'a> {
    pub const NAME: &'static str = "llvm.insertvalue";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &INSERT_VALUE_OP_INFO).then_some(InsertValueOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `container`: LLVM aggregate type
    pub fn container(&self) -> Value {
        ods::operand_group(self.0, INSERT_VALUE_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `value`: primitive LLVM type
    pub fn value(&self) -> Value {
        ods::operand_group(self.0, INSERT_VALUE_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: LLVM aggregate type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, INSERT_VALUE_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `position`: i64 dense array attribute
    pub fn position_attr(&self) -> Option<Attribute> {
        self.0.attr("position")
    }
    pub fn position(&self) -> Option<&'a [i64]> {
        ods::attr_dense_ints(self.0, "position")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        container: Value,
        value: Value,
        position_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &INSERT_VALUE_OP_INFO, loc);
        st.operands.push(container);
        st.operands.push(value);
        st.set_attr(ctx, "position", position_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Verifies `llvm.insertvalue` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_insert_value_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    ods::all_equal(
        op,
        &[
            ods::operand_group_at(op, 0usize).first().map(|v| op.value_type(v)),
            ods::results_group_at(op, 0usize).first().map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {container, res} have same type",
    )?;
    dialects::native::llvm::verify_insertvalue(op)?;
    Ok(())
}
/// Parses `llvm.insertvalue` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_insert_value_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_container: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_container: Option<Vec<Type>> = None;
    let mut o_value: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_value: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    o_value.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_container.push(p.parse_operand()?);
    let a = ods::parse_dense_array_literal(p, 64u32)?;
    st.add_attr(ctx.ident("position"), a);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_container = Some(vec![p.parse_type() ?]);
    {
        dialects::native::llvm::directives::parse_insert_extract_value_element_type(
            p,
            st,
            ot_value.get_or_insert_with(Vec::new),
            ot_container.as_deref().unwrap_or(&[]),
            st.attr(ctx.ident("position")),
        )?;
    }
    for &t in ot_container.iter().flatten() {
        if !(dialects::gen::llvm_types::llvm_any_aggregate(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'container' must be LLVM aggregate type, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    for &t in ot_value.iter().flatten() {
        if !(dialects::gen::llvm_types::llvm_primitive_type(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'value' must be primitive LLVM type, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if rt_res.is_none() {
        if let Some(t) = ot_container.as_ref().and_then(|v| v.first().copied()) {
            rt_res = Some(vec![t; 1usize]);
        }
    }
    let types = ot_container.unwrap_or_default();
    p.resolve_operands(&o_container, &types, start, &mut st.operands)?;
    let types = ot_value.unwrap_or_default();
    p.resolve_operands(&o_value, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.insertvalue` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_insert_value_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    if let Some(a) = op.attr("position") {
        ods::print_dense_array_literal(p, a);
    }
    p.print_optional_attr_dict(op, &["position", "position"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(" ");
    dialects::native::llvm::directives::print_insert_extract_value_element_type(
        p,
        op,
        &ods::operand_group_at(op, 1usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
        &ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
        op.attr("position"),
    );
}
/// `llvm.insertvalue` (spec/dialects/llvm.td:N): Insert a value into an aggregate.
pub static INSERT_VALUE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.insertvalue",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "position",
            constraint: Some(DENSE_I64_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[50usize],
    },
    verify: verify_insert_value_op,
    parse: Some(&(parse_insert_value_op as parse::ops::ParseFn)),
    print: Some(&(print_insert_value_op as print::ops::PrintFn)),
    operand_types: &[LLVM_ANY_AGGREGATE, LLVM_PRIMITIVE_TYPE],
    result_types: &[LLVM_ANY_AGGREGATE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.shufflevector` (spec/dialects/llvm.td:N): Permute the elements of two vectors.
#[derive(Copy, Clone)]
pub struct ShuffleVectorOp<'a>(pub OpRef<'a>);
impl<'a> ShuffleVectorOp<'a> {
    pub const NAME: &'static str = "llvm.shufflevector";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SHUFFLE_VECTOR_OP_INFO).then_some(ShuffleVectorOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `v1`: LLVM dialect-compatible vector type
    pub fn v1(&self) -> Value {
        ods::operand_group(self.0, SHUFFLE_VECTOR_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `v2`: LLVM dialect-compatible vector type
    pub fn v2(&self) -> Value {
        ods::operand_group(self.0, SHUFFLE_VECTOR_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible vector type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, SHUFFLE_VECTOR_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `mask`: i32 dense array attribute
    pub fn mask_attr(&self) -> Option<Attribute> {
        self.0.attr("mask")
    }
    pub fn mask(&self) -> Option<&'a [i64]> {
        ods::attr_dense_ints(self.0, "mask")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        v1: Value,
        v2: Value,
        mask_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &SHUFFLE_VECTOR_OP_INFO, loc);
        st.operands.push(v1);
        st.operands.push(v2);
        st.set_attr(ctx, "mask", mask_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Verifies `llvm.shufflevector` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_shuffle_vector_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    ods::all_equal(
        op,
        &[
            ods::operand_group_at(op, 0usize).first().map(|v| op.value_type(v)),
            ods::operand_group_at(op, 1usize).first().map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {v1, v2} have same type",
    )?;
    dialects::native::llvm::verify_shufflevector(op)?;
    Ok(())
}
/// Parses `llvm.shufflevector` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_shuffle_vector_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_v1: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_v1: Option<Vec<Type>> = None;
    let mut o_v2: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_v2: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    o_v1.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_v2.push(p.parse_operand()?);
    let a = ods::parse_dense_array_literal(p, 32u32)?;
    st.add_attr(ctx.ident("mask"), a);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_v1 = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    {
        dialects::native::llvm::directives::parse_shuffle_type(
            p,
            st,
            ot_v1.as_deref().unwrap_or(&[]),
            rt_res.get_or_insert_with(Vec::new),
            st.attr(ctx.ident("mask")),
        )?;
    }
    if ot_v2.is_none() {
        if let Some(t) = ot_v1.as_ref().and_then(|v| v.first().copied()) {
            ot_v2 = Some(vec![t; o_v2.len()]);
        }
    }
    let types = ot_v1.unwrap_or_default();
    p.resolve_operands(&o_v1, &types, start, &mut st.operands)?;
    let types = ot_v2.unwrap_or_default();
    p.resolve_operands(&o_v2, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.shufflevector` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_shuffle_vector_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.write(" ");
    if let Some(a) = op.attr("mask") {
        ods::print_dense_array_literal(p, a);
    }
    p.print_optional_attr_dict(op, &["mask", "mask"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(" ");
    dialects::native::llvm::directives::print_shuffle_type(
        p,
        op,
        &ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
        &ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
        op.attr("mask"),
    );
}
/// `llvm.shufflevector` (spec/dialects/llvm.td:N): Permute the elements of two vectors.
pub static SHUFFLE_VECTOR_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.shufflevector",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "mask",
            constraint: Some(DENSE_I32_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[51usize],
    },
    verify: verify_shuffle_vector_op,
    parse: Some(&(parse_shuffle_vector_op as parse::ops::ParseFn)),
    print: Some(&(print_shuffle_vector_op as print::ops::PrintFn)),
    operand_types: &[LLVM_ANY_VECTOR, LLVM_ANY_VECTOR],
    result_types: &[LLVM_ANY_VECTOR],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.select` (spec/dialects/llvm.td:N): Choose between two values.
#[derive(Copy, Clone)]
pub struct SelectOp<'a>(pub OpRef<'a>);
impl<'a> SelectOp<'a> {
    pub const NAME: &'static str = "llvm.select";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SELECT_OP_INFO).then_some(SelectOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `condition`: 1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer
    pub fn condition(&self) -> Value {
        ods::operand_group(self.0, SELECT_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `trueValue`: LLVM dialect-compatible type
    pub fn true_value(&self) -> Value {
        ods::operand_group(self.0, SELECT_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `falseValue`: LLVM dialect-compatible type
    pub fn false_value(&self) -> Value {
        ods::operand_group(self.0, SELECT_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, SELECT_OP_INFO.result_arities, 0usize).get(0)
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
        condition: Value,
        true_value: Value,
        false_value: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &SELECT_OP_INFO, loc);
        st.operands.push(condition);
        st.operands.push(true_value);
        st.operands.push(false_value);
        st.set_attr(ctx, "fastmathFlags", fastmath_flags_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Verifies `llvm.select` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_select_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    ods::all_equal(
        op,
        &[
            ods::operand_group_at(op, 1usize).first().map(|v| op.value_type(v)),
            ods::operand_group_at(op, 2usize).first().map(|v| op.value_type(v)),
            ods::results_group_at(op, 0usize).first().map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {trueValue, falseValue, res} have same type",
    )?;
    Ok(())
}
/// Parses `llvm.select` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_select_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_condition: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_condition: Option<Vec<Type>> = None;
    let mut o_true_value: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_true_value: Option<Vec<Type>> = None;
    let mut o_false_value: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_false_value: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    let all = p.parse_operand_list()?;
    let rest: &[parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_condition.extend_from_slice(&rest[..n]);
    let rest = &rest[n..];
    let n = (1usize).min(rest.len());
    o_true_value.extend_from_slice(&rest[..n]);
    let rest = &rest[n..];
    let n = (1usize).min(rest.len());
    o_false_value.extend_from_slice(&rest[..n]);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_condition = Some(vec![p.parse_type() ?]);
    p.expect_literal(",")?;
    rt_res = Some(vec![p.parse_type() ?]);
    if ot_true_value.is_none() {
        if let Some(t) = rt_res.as_ref().and_then(|v| v.first().copied()) {
            ot_true_value = Some(vec![t; o_true_value.len()]);
        }
    }
    if ot_false_value.is_none() {
        if let Some(t) = rt_res.as_ref().and_then(|v| v.first().copied()) {
            ot_false_value = Some(vec![t; o_false_value.len()]);
        }
    }
    let types = ot_condition.unwrap_or_default();
    p.resolve_operands(&o_condition, &types, start, &mut st.operands)?;
    let types = ot_true_value.unwrap_or_default();
    p.resolve_operands(&o_true_value, &types, start, &mut st.operands)?;
    let types = ot_false_value.unwrap_or_default();
    p.resolve_operands(&o_false_value, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.select` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_select_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(op.operands().iter().copied());
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
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.select` (spec/dialects/llvm.td:N): Choose between two values.
pub static SELECT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.select",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "fastmathFlags",
            optional: true,
            default: Some(&F_CMP_OP_FASTMATH_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_FASTMATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[52usize],
    },
    verify: verify_select_op,
    parse: Some(&(parse_select_op as parse::ops::ParseFn)),
    print: Some(&(print_select_op as print::ops::PrintFn)),
    operand_types: &[IS_1_BIT_SIGNLESS_INTEGER_OR_LLVM_DIALECT, LLVM_TYPE, LLVM_TYPE],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.freeze` (spec/dialects/llvm.td:N): Stop the propagation of undef and poison.
#[derive(Copy, Clone)]
pub struct FreezeOp<'a>(pub OpRef<'a>);
impl<'a> FreezeOp<'a> {
    pub const NAME: &'static str = "llvm.freeze";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &FREEZE_OP_INFO).then_some(FreezeOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `val`: LLVM dialect-compatible type
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, FREEZE_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, FREEZE_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        val: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &FREEZE_OP_INFO, loc);
        st.operands.push(val);
        st.result_types.push(res_ty);
        st
    }
}
/// Parses `llvm.freeze` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_freeze_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_val: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_val: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    o_val.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_val = Some(vec![p.parse_type() ?]);
    for &t in ot_val.iter().flatten() {
        if !(dialects::gen::llvm_types::llvm_type(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'val' must be LLVM dialect-compatible type, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if rt_res.is_none() {
        if let Some(t) = ot_val.as_ref().and_then(|v| v.first().copied()) {
            rt_res = Some(vec![t; 1usize]);
        }
    }
    let types = ot_val.unwrap_or_default();
    p.resolve_operands(&o_val, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.freeze` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_freeze_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
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
/// `llvm.freeze` (spec/dialects/llvm.td:N): Stop the propagation of undef and poison.
pub static FREEZE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.freeze",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[53usize],
    },
    verify: verify_u_rem_op,
    parse: Some(&(parse_freeze_op as parse::ops::ParseFn)),
    print: Some(&(print_freeze_op as print::ops::PrintFn)),
    operand_types: &[LLVM_TYPE],
    result_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.br` (spec/dialects/llvm.td:N): Unconditional branch.
#[derive(Copy, Clone)]
pub struct BrOp<'a>(pub OpRef<'a>);
impl<'a> BrOp<'a> {
    pub const NAME: &'static str = "llvm.br";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &BR_OP_INFO).then_some(BrOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `destOperands`: variadic of LLVM dialect-compatible type
    pub fn dest_operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, BR_OP_INFO.operand_arities, 0usize)
    }
    /// Attribute `loop_annotation`: LLVM loop annotation attribute
    pub fn loop_annotation_attr(&self) -> Option<Attribute> {
        self.0.attr("loop_annotation")
    }
    pub fn dest(&self) -> BlockId {
        self.0.successors()[0usize]
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        dest_operands: &[Value],
        loop_annotation_attr: Option<Attribute>,
        dest: BlockId,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &BR_OP_INFO, loc);
        st.operands.extend_from_slice(dest_operands);
        st.set_attr(ctx, "loop_annotation", loop_annotation_attr);
        st.successors.push(dest);
        st
    }
}
/// Attribute constraint: LLVM loop annotation attribute (first used by `llvm.br`, spec/dialects/llvm.td:N)
const IS_LLVM_LOOP_ANNOTATION_ATTRIBUTE: ir::AttrConstraint = ir::AttrConstraint {
    summary: "LLVM loop annotation attribute",
    check: |ctx: &Context, a: Attribute| dialects::native::llvm::attrs::is_loop_annotation(
        ctx,
        a,
    ),
};
/// Verifies `llvm.br` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_br_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    ods::is_terminator(op)?;
    Ok(())
}
/// Parses `llvm.br` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_br_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut ol_dest_operands: u32 = start;
    let mut o_dest_operands: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_dest_operands: Option<Vec<Type>> = None;
    let b = p.parse_successor()?;
    st.successors.push(b);
    if p.eat_literal("(") {
        ol_dest_operands = p.peek().offset;
        o_dest_operands.extend(p.parse_operand_list()?);
        p.expect_literal(":")?;
        ot_dest_operands = Some(p.parse_optional_type_list()?);
        p.expect_literal(")")?;
    }
    p.parse_optional_attr_dict(st)?;
    let types = ot_dest_operands.unwrap_or_default();
    p.resolve_operands(&o_dest_operands, &types, ol_dest_operands, &mut st.operands)?;
    Ok(())
}
/// Prints `llvm.br` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_br_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_successor(op.successors()[0usize]);
    if !ods::operand_group_at(op, 0usize).is_empty() {
        p.write("(");
        p.print_operands(ods::operand_group_at(op, 0usize));
        p.write(" :");
        p.write(" ");
        p.print_types(
            ods::operand_group_at(op, 0usize)
                .iter()
                .map(|v| op.value_type(v))
                .collect::<Vec<Type>>(),
        );
        p.write(")");
    }
    p.print_optional_attr_dict(op, &[]);
}
/// `llvm.br` (spec/dialects/llvm.td:N): Unconditional branch.
pub static BR_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.br",
    dialect: "llvm",
    traits: ir::Traits::BRANCH_LIKE
        .union(ir::Traits::PURE)
        .union(ir::Traits::TERMINATOR),
    attrs: &[
        ir::AttrInfo {
            name: "loop_annotation",
            optional: true,
            constraint: Some(IS_LLVM_LOOP_ANNOTATION_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[54usize],
    },
    verify: verify_br_op,
    parse: Some(&(parse_br_op as parse::ops::ParseFn)),
    print: Some(&(print_br_op as print::ops::PrintFn)),
    operand_types: &[IS_VARIADIC_OF_LLVM_DIALECT_COMPATIBLE_TYPE],
    successors: 1usize,
    successor_operands: &[0usize],
    operand_arities: &[ods::Arity::Variadic],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.cond_br` (spec/dialects/llvm.td:N): Conditional branch.
#[derive(Copy, Clone)]
pub struct CondBrOp<'a>(pub OpRef<'a>);
impl<'a> CondBrOp<'a> {
    pub const NAME: &'static str = "llvm.cond_br";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &COND_BR_OP_INFO).then_some(CondBrOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `condition`: 1-bit signless integer
    pub fn condition(&self) -> Value {
        ods::operand_group(self.0, COND_BR_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `trueDestOperands`: variadic of LLVM dialect-compatible type
    pub fn true_dest_operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, COND_BR_OP_INFO.operand_arities, 1usize)
    }
    /// Operand `falseDestOperands`: variadic of LLVM dialect-compatible type
    pub fn false_dest_operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, COND_BR_OP_INFO.operand_arities, 2usize)
    }
    /// Attribute `branch_weights`: i32 dense array attribute
    pub fn branch_weights_attr(&self) -> Option<Attribute> {
        self.0.attr("branch_weights")
    }
    pub fn branch_weights(&self) -> Option<&'a [i64]> {
        ods::attr_dense_ints(self.0, "branch_weights")
    }
    /// Attribute `loop_annotation`: LLVM loop annotation attribute
    pub fn loop_annotation_attr(&self) -> Option<Attribute> {
        self.0.attr("loop_annotation")
    }
    pub fn true_dest(&self) -> BlockId {
        self.0.successors()[0usize]
    }
    pub fn false_dest(&self) -> BlockId {
        self.0.successors()[1usize]
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        condition: Value,
        true_dest_operands: &[Value],
        false_dest_operands: &[Value],
        branch_weights_attr: Option<Attribute>,
        loop_annotation_attr: Option<Attribute>,
        true_dest: BlockId,
        false_dest: BlockId,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &COND_BR_OP_INFO, loc);
        st.operands.push(condition);
        st.operands.extend_from_slice(true_dest_operands);
        st.operands.extend_from_slice(false_dest_operands);
        st.add_attr(
            ctx.ident("operandSegmentSizes"),
            ctx
                .dense_i32_array(
                    &[
                        1,
                        true_dest_operands.len() as i64,
                        false_dest_operands.len() as i64,
                    ],
                ),
        );
        st.set_attr(ctx, "branch_weights", branch_weights_attr);
        st.set_attr(ctx, "loop_annotation", loop_annotation_attr);
        st.successors.push(true_dest);
        st.successors.push(false_dest);
        st
    }
}
/// Type constraint: 1-bit signless integer (`I1`, spec/constraints.td:N)
const I1: ir::TypeConstraint = ir::TypeConstraint {
    summary: "1-bit signless integer",
    check: dialects::gen::constraints::i1,
};
/// Verifies `llvm.cond_br` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_cond_br_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    ods::is_terminator(op)?;
    dialects::native::cf::verify_branch_weights(op)?;
    Ok(())
}
/// Parses `llvm.cond_br` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_cond_br_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_condition: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_condition: Option<Vec<Type>> = None;
    let mut ol_true_dest_operands: u32 = start;
    let mut o_true_dest_operands: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_true_dest_operands: Option<Vec<Type>> = None;
    let mut ol_false_dest_operands: u32 = start;
    let mut o_false_dest_operands: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_false_dest_operands: Option<Vec<Type>> = None;
    o_condition.push(p.parse_operand()?);
    if p.eat_literal("weights") {
        p.expect_literal("(")?;
        let a = ods::parse_dense_array_literal(p, 32u32)?;
        st.add_attr(ctx.ident("branch_weights"), a);
        p.expect_literal(")")?;
    }
    p.expect_literal(",")?;
    let b = p.parse_successor()?;
    st.successors.push(b);
    if p.eat_literal("(") {
        ol_true_dest_operands = p.peek().offset;
        o_true_dest_operands.extend(p.parse_operand_list()?);
        p.expect_literal(":")?;
        ot_true_dest_operands = Some(p.parse_optional_type_list()?);
        p.expect_literal(")")?;
    }
    p.expect_literal(",")?;
    let b = p.parse_successor()?;
    st.successors.push(b);
    if p.eat_literal("(") {
        ol_false_dest_operands = p.peek().offset;
        o_false_dest_operands.extend(p.parse_operand_list()?);
        p.expect_literal(":")?;
        ot_false_dest_operands = Some(p.parse_optional_type_list()?);
        p.expect_literal(")")?;
    }
    p.parse_optional_attr_dict(st)?;
    if ot_condition.is_none() {
        ot_condition = Some(vec![ctx.integer_type(1u32); o_condition.len()]);
    }
    st.add_attr(
        ctx.ident("operandSegmentSizes"),
        ctx
            .dense_i32_array(
                &[
                    o_condition.len() as i64,
                    o_true_dest_operands.len() as i64,
                    o_false_dest_operands.len() as i64,
                ],
            ),
    );
    let types = ot_condition.unwrap_or_default();
    p.resolve_operands(&o_condition, &types, start, &mut st.operands)?;
    let types = ot_true_dest_operands.unwrap_or_default();
    p.resolve_operands(
        &o_true_dest_operands,
        &types,
        ol_true_dest_operands,
        &mut st.operands,
    )?;
    let types = ot_false_dest_operands.unwrap_or_default();
    p.resolve_operands(
        &o_false_dest_operands,
        &types,
        ol_false_dest_operands,
        &mut st.operands,
    )?;
    Ok(())
}
/// Prints `llvm.cond_br` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_cond_br_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    if op.attr("branch_weights").is_some() {
        p.write(" weights");
        p.write("(");
        if let Some(a) = op.attr("branch_weights") {
            ods::print_dense_array_literal(p, a);
        }
        p.write(")");
    }
    p.write(",");
    p.write(" ");
    p.print_successor(op.successors()[0usize]);
    if !ods::operand_group_at(op, 1usize).is_empty() {
        p.write("(");
        p.print_operands(ods::operand_group_at(op, 1usize));
        p.write(" :");
        p.write(" ");
        p.print_types(
            ods::operand_group_at(op, 1usize)
                .iter()
                .map(|v| op.value_type(v))
                .collect::<Vec<Type>>(),
        );
        p.write(")");
    }
    p.write(",");
    p.write(" ");
    p.print_successor(op.successors()[1usize]);
    if !ods::operand_group_at(op, 2usize).is_empty() {
        p.write("(");
        p.print_operands(ods::operand_group_at(op, 2usize));
        p.write(" :");
        p.write(" ");
        p.print_types(
            ods::operand_group_at(op, 2usize)
                .iter()
                .map(|v| op.value_type(v))
                .collect::<Vec<Type>>(),
        );
        p.write(")");
    }
    p.print_optional_attr_dict(op, &["branch_weights", "operandSegmentSizes"]);
}
/// `llvm.cond_br` (spec/dialects/llvm.td:N): Conditional branch.
pub static COND_BR_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.cond_br",
    dialect: "llvm",
    traits: ir::Traits::ATTR_SIZED_OPERAND_SEGMENTS
        .union(ir::Traits::BRANCH_LIKE)
        .union(ir::Traits::PURE)
        .union(ir::Traits::TERMINATOR),
    attrs: &[
        ir::AttrInfo {
            name: "branch_weights",
            optional: true,
            constraint: Some(IS_I32_DENSE_ARRAY_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "loop_annotation",
            optional: true,
            constraint: Some(IS_LLVM_LOOP_ANNOTATION_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[55usize],
    },
    verify: verify_cond_br_op,
    parse: Some(&(parse_cond_br_op as parse::ops::ParseFn)),
    print: Some(&(print_cond_br_op as print::ops::PrintFn)),
    operand_types: &[
        I1,
        IS_VARIADIC_OF_LLVM_DIALECT_COMPATIBLE_TYPE,
        IS_VARIADIC_OF_LLVM_DIALECT_COMPATIBLE_TYPE,
    ],
    successors: 2usize,
    successor_operands: &[1usize, 2usize],
    operand_arities: &[ods::Arity::Single, ods::Arity::Variadic, ods::Arity::Variadic],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.return` (spec/dialects/llvm.td:N): Return from a function or an initializer region.
#[derive(Copy, Clone)]
pub struct ReturnOp<'a>(pub OpRef<'a>);
impl<'a> ReturnOp<'a> {
    pub const NAME: &'static str = "llvm.return";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &RETURN_OP_INFO).then_some(ReturnOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `arg`: LLVM dialect-compatible type
    pub fn arg(&self) -> Option<Value> {
        ods::operand_group(self.0, RETURN_OP_INFO.operand_arities, 0usize).first()
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, arg: Option<Value>) -> OperationState {
        let mut st = OperationState::for_op(ctx, &RETURN_OP_INFO, loc);
        st.operands.extend(arg);
        st
    }
}
/// Verifies `llvm.return` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_return_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    ods::is_terminator(op)?;
    dialects::native::llvm::verify_return(op)?;
    Ok(())
}
/// Parses `llvm.return` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_return_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_arg: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_arg: Option<Vec<Type>> = None;
    p.parse_optional_attr_dict(st)?;
    if p.at_operand() {
        o_arg.extend(p.parse_optional_operand()?);
        p.expect_literal(":")?;
        ot_arg = Some(p.parse_optional_type()?.into_iter().collect());
    }
    let types = ot_arg.unwrap_or_default();
    p.resolve_operands(&o_arg, &types, start, &mut st.operands)?;
    Ok(())
}
/// Prints `llvm.return` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_return_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.print_optional_attr_dict(op, &[]);
    if !ods::operand_group_at(op, 0usize).is_empty() {
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
    }
}
/// `llvm.return` (spec/dialects/llvm.td:N): Return from a function or an initializer region.
pub static RETURN_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.return",
    dialect: "llvm",
    traits: ir::Traits::PURE
        .union(ir::Traits::RETURN_LIKE)
        .union(ir::Traits::TERMINATOR),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[56usize],
    },
    verify: verify_return_op,
    parse: Some(&(parse_return_op as parse::ops::ParseFn)),
    print: Some(&(print_return_op as print::ops::PrintFn)),
    operand_types: &[IS_LLVM_DIALECT_COMPATIBLE_TYPE],
    operand_arities: &[ods::Arity::Optional],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.resume` (spec/dialects/llvm.td:N): Resume propagation of an in-flight exception.
#[derive(Copy, Clone)]
pub struct ResumeOp<'a>(pub OpRef<'a>);
impl<'a> ResumeOp<'a> {
    pub const NAME: &'static str = "llvm.resume";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &RESUME_OP_INFO).then_some(ResumeOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `value`: LLVM dialect-compatible type
    pub fn value(&self) -> Value {
        ods::operand_group(self.0, RESUME_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, value: Value) -> OperationState {
        let mut st = OperationState::for_op(ctx, &RESUME_OP_INFO, loc);
        st.operands.push(value);
        st
    }
}
/// Verifies `llvm.resume` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_resume_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    ods::is_terminator(op)?;
    Ok(())
}
/// Parses `llvm.resume` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_resume_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_value: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_value: Option<Vec<Type>> = None;
    o_value.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_value = Some(vec![p.parse_type() ?]);
    let types = ot_value.unwrap_or_default();
    p.resolve_operands(&o_value, &types, start, &mut st.operands)?;
    Ok(())
}
/// `llvm.resume` (spec/dialects/llvm.td:N): Resume propagation of an in-flight exception.
pub static RESUME_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.resume",
    dialect: "llvm",
    traits: ir::Traits::TERMINATOR,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[57usize],
    },
    verify: verify_resume_op,
    parse: Some(&(parse_resume_op as parse::ops::ParseFn)),
    print: Some(&(print_freeze_op as print::ops::PrintFn)),
    operand_types: &[LLVM_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.unreachable` (spec/dialects/llvm.td:N): Unreachable code.
#[derive(Copy, Clone)]
pub struct UnreachableOp<'a>(pub OpRef<'a>);
impl<'a> UnreachableOp<'a> {
    pub const NAME: &'static str = "llvm.unreachable";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &UNREACHABLE_OP_INFO).then_some(UnreachableOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute) -> OperationState {
        let mut st = OperationState::for_op(ctx, &UNREACHABLE_OP_INFO, loc);
        st
    }
}
/// Verifies `llvm.unreachable` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_unreachable_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::is_terminator(op)?;
    Ok(())
}
/// Parses `llvm.unreachable` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_unreachable_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    p.parse_optional_attr_dict(st)?;
    Ok(())
}
/// Prints `llvm.unreachable` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_unreachable_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.print_optional_attr_dict(op, &[]);
}
/// `llvm.unreachable` (spec/dialects/llvm.td:N): Unreachable code.
pub static UNREACHABLE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.unreachable",
    dialect: "llvm",
    traits: ir::Traits::TERMINATOR,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[58usize],
    },
    verify: verify_unreachable_op,
    parse: Some(&(parse_unreachable_op as parse::ops::ParseFn)),
    print: Some(&(print_unreachable_op as print::ops::PrintFn)),
    operand_arities: &[],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.switch` (spec/dialects/llvm.td:N): Multi-way branch on an integer.
#[derive(Copy, Clone)]
pub struct SwitchOp<'a>(pub OpRef<'a>);
impl<'a> SwitchOp<'a> {
    pub const NAME: &'static str = "llvm.switch";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SWITCH_OP_INFO).then_some(SwitchOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `value`: signless integer
    pub fn value(&self) -> Value {
        ods::operand_group(self.0, SWITCH_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `defaultOperands`: variadic of any type
    pub fn default_operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, SWITCH_OP_INFO.operand_arities, 1usize)
    }
    /// Operand `caseOperands`: variadic of any type
    pub fn case_operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, SWITCH_OP_INFO.operand_arities, 2usize)
    }
    /// Attribute `case_values`: integer elements attribute
    pub fn case_values_attr(&self) -> Option<Attribute> {
        self.0.attr("case_values")
    }
    /// Attribute `case_operand_segments`: i32 dense array attribute
    pub fn case_operand_segments_attr(&self) -> Option<Attribute> {
        self.0.attr("case_operand_segments")
    }
    pub fn case_operand_segments(&self) -> Option<&'a [i64]> {
        ods::attr_dense_ints(self.0, "case_operand_segments")
    }
    /// Attribute `branch_weights`: i32 dense array attribute
    pub fn branch_weights_attr(&self) -> Option<Attribute> {
        self.0.attr("branch_weights")
    }
    pub fn branch_weights(&self) -> Option<&'a [i64]> {
        ods::attr_dense_ints(self.0, "branch_weights")
    }
    pub fn default_destination(&self) -> BlockId {
        self.0.successors()[0usize]
    }
    pub fn case_destinations(&self) -> &'a [BlockId] {
        &self.0.successors()[1usize..]
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        value: Value,
        default_operands: &[Value],
        case_operands: &[Value],
        case_values_attr: Option<Attribute>,
        case_operand_segments_attr: Option<Attribute>,
        branch_weights_attr: Option<Attribute>,
        default_destination: BlockId,
        case_destinations: &[BlockId],
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &SWITCH_OP_INFO, loc);
        st.operands.push(value);
        st.operands.extend_from_slice(default_operands);
        st.operands.extend_from_slice(case_operands);
        st.add_attr(
            ctx.ident("operandSegmentSizes"),
            ctx
                .dense_i32_array(
                    &[1, default_operands.len() as i64, case_operands.len() as i64],
                ),
        );
        st.set_attr(ctx, "case_values", case_values_attr);
        st.set_attr(ctx, "case_operand_segments", case_operand_segments_attr);
        st.set_attr(ctx, "branch_weights", branch_weights_attr);
        st.successors.push(default_destination);
        st.successors.extend_from_slice(case_destinations);
        st
    }
}
/// Attribute constraint: integer elements attribute (first used by `llvm.switch`, spec/dialects/llvm.td:N)
const IS_INTEGER_ELEMENTS_ATTRIBUTE: ir::AttrConstraint = ir::AttrConstraint {
    summary: "integer elements attribute",
    check: |ctx: &Context, a: Attribute| {
        (ir::pred::attr::elements_attr_pred(ctx, a)
            && dialects::native::preds::is_dense_int_elements(ctx, a))
    },
};
/// Type constraint: variadic of any type (first used by `llvm.switch`, spec/dialects/llvm.td:N)
const IS_VARIADIC_OF_ANY_TYPE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "variadic of any type",
    check: |ctx: &Context, t: Type| ir::pred::ty::any_type_pred(ctx, t),
};
/// Verifies `llvm.switch` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_switch_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    ods::is_terminator(op)?;
    dialects::native::cf::verify_branch_weights(op)?;
    dialects::native::llvm::verify_switch(op)?;
    Ok(())
}
/// Parses `llvm.switch` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_switch_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_value: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_value: Option<Vec<Type>> = None;
    let mut ol_default_operands: u32 = start;
    let mut o_default_operands: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_default_operands: Option<Vec<Type>> = None;
    let mut ol_case_operands: u32 = start;
    let mut o_case_operands: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_case_operands: Option<Vec<Type>> = None;
    o_value.push(p.parse_operand()?);
    p.expect_literal(":")?;
    ot_value = Some(vec![p.parse_type_of_class("builtin.integer") ?]);
    p.expect_literal(",")?;
    let b = p.parse_successor()?;
    st.successors.push(b);
    if p.eat_literal("(") {
        ol_default_operands = p.peek().offset;
        o_default_operands.extend(p.parse_operand_list()?);
        p.expect_literal(":")?;
        ot_default_operands = Some(p.parse_optional_type_list()?);
        p.expect_literal(")")?;
    }
    {
        let mut a_1: Option<Attribute> = None;
        let mut s_2: Vec<BlockId> = Vec::new();
        dialects::native::llvm::directives::parse_switch_op_cases(
            p,
            st,
            ot_value.as_deref().unwrap_or(&[]),
            &mut a_1,
            &mut s_2,
            &mut o_case_operands,
            ot_case_operands.get_or_insert_with(Vec::new),
        )?;
        if let Some(a) = a_1 {
            st.add_attr(ctx.ident("case_values"), a);
        }
        st.successors.extend(s_2);
    }
    p.parse_optional_attr_dict(st)?;
    st.add_attr(
        ctx.ident("operandSegmentSizes"),
        ctx
            .dense_i32_array(
                &[
                    o_value.len() as i64,
                    o_default_operands.len() as i64,
                    o_case_operands.len() as i64,
                ],
            ),
    );
    let types = ot_value.unwrap_or_default();
    p.resolve_operands(&o_value, &types, start, &mut st.operands)?;
    let types = ot_default_operands.unwrap_or_default();
    p.resolve_operands(
        &o_default_operands,
        &types,
        ol_default_operands,
        &mut st.operands,
    )?;
    let types = ot_case_operands.unwrap_or_default();
    p.resolve_operands(&o_case_operands, &types, ol_case_operands, &mut st.operands)?;
    Ok(())
}
/// Prints `llvm.switch` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_switch_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
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
    p.write(",");
    p.write(" ");
    p.print_successor(op.successors()[0usize]);
    if !ods::operand_group_at(op, 1usize).is_empty() {
        p.write("(");
        p.print_operands(ods::operand_group_at(op, 1usize));
        p.write(" :");
        p.write(" ");
        p.print_types(
            ods::operand_group_at(op, 1usize)
                .iter()
                .map(|v| op.value_type(v))
                .collect::<Vec<Type>>(),
        );
        p.write(")");
    }
    p.write(" ");
    dialects::native::llvm::directives::print_switch_op_cases(
        p,
        op,
        &ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
        op.attr("case_values"),
        &op.successors()[1usize..],
        ods::operand_group_at(op, 2usize),
        &ods::operand_group_at(op, 2usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.print_optional_attr_dict(
        op,
        &["case_values", "operandSegmentSizes", "case_operand_segments"],
    );
}
/// `llvm.switch` (spec/dialects/llvm.td:N): Multi-way branch on an integer.
pub static SWITCH_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.switch",
    dialect: "llvm",
    traits: ir::Traits::ATTR_SIZED_OPERAND_SEGMENTS
        .union(ir::Traits::BRANCH_LIKE)
        .union(ir::Traits::PURE)
        .union(ir::Traits::TERMINATOR),
    attrs: &[
        ir::AttrInfo {
            name: "case_values",
            optional: true,
            constraint: Some(IS_INTEGER_ELEMENTS_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "case_operand_segments",
            constraint: Some(DENSE_I32_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "branch_weights",
            optional: true,
            constraint: Some(IS_I32_DENSE_ARRAY_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[59usize],
    },
    verify: verify_switch_op,
    parse: Some(&(parse_switch_op as parse::ops::ParseFn)),
    print: Some(&(print_switch_op as print::ops::PrintFn)),
    operand_types: &[
        ANY_SIGNLESS_INTEGER,
        IS_VARIADIC_OF_ANY_TYPE,
        IS_VARIADIC_OF_ANY_TYPE,
    ],
    successors: 2usize,
    variadic_successors: true,
    operand_arities: &[ods::Arity::Single, ods::Arity::Variadic, ods::Arity::Variadic],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.indirectbr` (spec/dialects/llvm.td:N): Branch to an address computed by llvm.blockaddress.
#[derive(Copy, Clone)]
pub struct IndirectBrOp<'a>(pub OpRef<'a>);
impl<'a> IndirectBrOp<'a> {
    pub const NAME: &'static str = "llvm.indirectbr";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &INDIRECT_BR_OP_INFO).then_some(IndirectBrOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `addr`: LLVM pointer type
    pub fn addr(&self) -> Value {
        ods::operand_group(self.0, INDIRECT_BR_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `succOperands`: variadic of any type
    pub fn succ_operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, INDIRECT_BR_OP_INFO.operand_arities, 1usize)
    }
    /// Attribute `indbr_operand_segments`: i32 dense array attribute
    pub fn indbr_operand_segments_attr(&self) -> Option<Attribute> {
        self.0.attr("indbr_operand_segments")
    }
    pub fn indbr_operand_segments(&self) -> Option<&'a [i64]> {
        ods::attr_dense_ints(self.0, "indbr_operand_segments")
    }
    pub fn successors(&self) -> &'a [BlockId] {
        &self.0.successors()[0usize..]
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        addr: Value,
        succ_operands: &[Value],
        indbr_operand_segments_attr: Option<Attribute>,
        successors: &[BlockId],
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &INDIRECT_BR_OP_INFO, loc);
        st.operands.push(addr);
        st.operands.extend_from_slice(succ_operands);
        st.set_attr(ctx, "indbr_operand_segments", indbr_operand_segments_attr);
        st.successors.extend_from_slice(successors);
        st
    }
}
/// Parses `llvm.indirectbr` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_indirect_br_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_addr: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_addr: Option<Vec<Type>> = None;
    let mut ol_succ_operands: u32 = start;
    let mut o_succ_operands: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_succ_operands: Option<Vec<Type>> = None;
    o_addr.push(p.parse_operand()?);
    p.expect_literal(":")?;
    ot_addr = Some(vec![p.parse_type() ?]);
    p.expect_literal(",")?;
    {
        let mut s_1: Vec<BlockId> = Vec::new();
        dialects::native::llvm::directives::parse_indirect_br_op_sucessors(
            p,
            st,
            ot_addr.as_deref().unwrap_or(&[]),
            &mut s_1,
            &mut o_succ_operands,
            ot_succ_operands.get_or_insert_with(Vec::new),
        )?;
        st.successors.extend(s_1);
    }
    p.parse_optional_attr_dict(st)?;
    let types = ot_addr.unwrap_or_default();
    p.resolve_operands(&o_addr, &types, start, &mut st.operands)?;
    let types = ot_succ_operands.unwrap_or_default();
    p.resolve_operands(&o_succ_operands, &types, ol_succ_operands, &mut st.operands)?;
    Ok(())
}
/// Prints `llvm.indirectbr` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_indirect_br_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
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
    p.write(",");
    p.write(" ");
    dialects::native::llvm::directives::print_indirect_br_op_sucessors(
        p,
        op,
        &ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
        &op.successors()[0usize..],
        ods::operand_group_at(op, 1usize),
        &ods::operand_group_at(op, 1usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.print_optional_attr_dict(op, &["indbr_operand_segments"]);
}
/// `llvm.indirectbr` (spec/dialects/llvm.td:N): Branch to an address computed by llvm.blockaddress.
pub static INDIRECT_BR_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.indirectbr",
    dialect: "llvm",
    traits: ir::Traits::SAME_VARIADIC_OPERAND_SIZE
        .union(ir::Traits::BRANCH_LIKE)
        .union(ir::Traits::PURE)
        .union(ir::Traits::TERMINATOR),
    attrs: &[
        ir::AttrInfo {
            name: "indbr_operand_segments",
            constraint: Some(DENSE_I32_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[60usize],
    },
    verify: verify_br_op,
    parse: Some(&(parse_indirect_br_op as parse::ops::ParseFn)),
    print: Some(&(print_indirect_br_op as print::ops::PrintFn)),
    operand_types: &[LLVM_ANY_POINTER, IS_VARIADIC_OF_ANY_TYPE],
    successors: 1usize,
    variadic_successors: true,
    operand_arities: &[ods::Arity::Single, ods::Arity::Variadic],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.mlir.addressof` (spec/dialects/llvm.td:N): Address of a global, alias, ifunc or function.
#[derive(Copy, Clone)]
pub struct AddressOfOp<'a>(pub OpRef<'a>);
impl<'a> AddressOfOp<'a> {
    pub const NAME: &'static str = "llvm.mlir.addressof";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ADDRESS_OF_OP_INFO).then_some(AddressOfOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Result `res`: LLVM pointer type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, ADDRESS_OF_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `global_name`: flat symbol reference attribute
    pub fn global_name_attr(&self) -> Option<Attribute> {
        self.0.attr("global_name")
    }
    pub fn global_name(&self) -> Option<&'a str> {
        ods::attr_symbol(self.0, "global_name")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        global_name_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ADDRESS_OF_OP_INFO, loc);
        st.set_attr(ctx, "global_name", global_name_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Attribute constraint: flat symbol reference attribute (`FlatSymbolRefAttr`, spec/constraints.td:N)
const FLAT_SYMBOL_REF_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "flat symbol reference attribute",
    check: dialects::gen::constraints::flat_symbol_ref_attr,
};
/// Verifies `llvm.mlir.addressof` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_address_of_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::llvm::verify_addressof(op)?;
    Ok(())
}
/// Parses `llvm.mlir.addressof` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_address_of_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut rt_res: Option<Vec<Type>> = None;
    let a = p.parse_symbol_ref_attr(true)?;
    st.add_attr(ctx.ident("global_name"), a);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    rt_res = Some(vec![p.parse_type() ?]);
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.mlir.addressof` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_address_of_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    if let Some(a) = op.attr("global_name") {
        p.print_attr(a);
    }
    p.print_optional_attr_dict(op, &["global_name"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.mlir.addressof` (spec/dialects/llvm.td:N): Address of a global, alias, ifunc or function.
pub static ADDRESS_OF_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.mlir.addressof",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::CONSTANT_LIKE),
    attrs: &[
        ir::AttrInfo {
            name: "global_name",
            constraint: Some(FLAT_SYMBOL_REF_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[61usize],
    },
    verify: verify_address_of_op,
    parse: Some(&(parse_address_of_op as parse::ops::ParseFn)),
    print: Some(&(print_address_of_op as print::ops::PrintFn)),
    result_types: &[LLVM_ANY_POINTER],
    operand_arities: &[],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.dso_local_equivalent` (spec/dialects/llvm.td:N): dso_local_equivalent pointer to a function.
#[derive(Copy, Clone)]
pub struct DsoLocalEquivalentOp<'a>(pub OpRef<'a>);
impl<'a> DsoLocalEquivalentOp<'a> {
    pub const NAME: &'static str = "llvm.dso_local_equivalent";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &DSO_LOCAL_EQUIVALENT_OP_INFO).then_some(DsoLocalEquivalentOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Result `res`: LLVM pointer type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, DSO_LOCAL_EQUIVALENT_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// Attribute `function_name`: flat symbol reference attribute
    pub fn function_name_attr(&self) -> Option<Attribute> {
        self.0.attr("function_name")
    }
    pub fn function_name(&self) -> Option<&'a str> {
        ods::attr_symbol(self.0, "function_name")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        function_name_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &DSO_LOCAL_EQUIVALENT_OP_INFO, loc);
        st.set_attr(ctx, "function_name", function_name_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Parses `llvm.dso_local_equivalent` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_dso_local_equivalent_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut rt_res: Option<Vec<Type>> = None;
    let a = p.parse_symbol_ref_attr(true)?;
    st.add_attr(ctx.ident("function_name"), a);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    rt_res = Some(vec![p.parse_type() ?]);
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.dso_local_equivalent` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_dso_local_equivalent_op<'p, 'a>(
    p: &'p mut print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    if let Some(a) = op.attr("function_name") {
        p.print_attr(a);
    }
    p.print_optional_attr_dict(op, &["function_name"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.dso_local_equivalent` (spec/dialects/llvm.td:N): dso_local_equivalent pointer to a function.
pub static DSO_LOCAL_EQUIVALENT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.dso_local_equivalent",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::CONSTANT_LIKE),
    attrs: &[
        ir::AttrInfo {
            name: "function_name",
            constraint: Some(FLAT_SYMBOL_REF_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[62usize],
    },
    verify: verify_int_to_ptr_op,
    parse: Some(&(parse_dso_local_equivalent_op as parse::ops::ParseFn)),
    print: Some(&(print_dso_local_equivalent_op as print::ops::PrintFn)),
    result_types: &[LLVM_ANY_POINTER],
    operand_arities: &[],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.blockaddress` (spec/dialects/llvm.td:N): Address of a basic block marked by llvm.blocktag.
#[derive(Copy, Clone)]
pub struct BlockAddressOp<'a>(pub OpRef<'a>);
impl<'a> BlockAddressOp<'a> {
    pub const NAME: &'static str = "llvm.blockaddress";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &BLOCK_ADDRESS_OP_INFO).then_some(BlockAddressOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Result `res`: LLVM pointer type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, BLOCK_ADDRESS_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `block_addr`: LLVM block address attribute
    pub fn block_addr_attr(&self) -> Option<Attribute> {
        self.0.attr("block_addr")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        block_addr_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &BLOCK_ADDRESS_OP_INFO, loc);
        st.set_attr(ctx, "block_addr", block_addr_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Attribute constraint: LLVM block address attribute (`LLVM_BlockAddressAttrConstraint`, spec/dialects/llvm_types.td:N)
const LLVM_BLOCK_ADDRESS_ATTR_CONSTRAINT: ir::AttrConstraint = ir::AttrConstraint {
    summary: "LLVM block address attribute",
    check: dialects::gen::llvm_types::llvm_block_address_attr_constraint,
};
/// Verifies `llvm.blockaddress` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_block_address_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::llvm::verify_blockaddress(op)?;
    Ok(())
}
/// Parses `llvm.blockaddress` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_block_address_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut rt_res: Option<Vec<Type>> = None;
    let a = ods::parse_dialect_attr_stripped(p, "llvm.blockaddress")?;
    st.add_attr(ctx.ident("block_addr"), a);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    rt_res = Some(vec![p.parse_type() ?]);
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.blockaddress` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_block_address_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    if let Some(a) = op.attr("block_addr") {
        ods::print_dialect_attr_stripped(p, a);
    }
    p.print_optional_attr_dict(op, &["block_addr"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.blockaddress` (spec/dialects/llvm.td:N): Address of a basic block marked by llvm.blocktag.
pub static BLOCK_ADDRESS_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.blockaddress",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::CONSTANT_LIKE),
    attrs: &[
        ir::AttrInfo {
            name: "block_addr",
            constraint: Some(LLVM_BLOCK_ADDRESS_ATTR_CONSTRAINT),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[63usize],
    },
    verify: verify_block_address_op,
    parse: Some(&(parse_block_address_op as parse::ops::ParseFn)),
    print: Some(&(print_block_address_op as print::ops::PrintFn)),
    result_types: &[LLVM_ANY_POINTER],
    operand_arities: &[],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.blocktag` (spec/dialects/llvm.td:N): Tag identifying a block for llvm.blockaddress.
#[derive(Copy, Clone)]
pub struct BlockTagOp<'a>(pub OpRef<'a>);
impl<'a> BlockTagOp<'a> {
    pub const NAME: &'static str = "llvm.blocktag";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &BLOCK_TAG_OP_INFO).then_some(BlockTagOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Attribute `tag`: LLVM block tag attribute
    pub fn tag_attr(&self) -> Option<Attribute> {
        self.0.attr("tag")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        tag_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &BLOCK_TAG_OP_INFO, loc);
        st.set_attr(ctx, "tag", tag_attr);
        st
    }
}
/// Attribute constraint: LLVM block tag attribute (`LLVM_BlockTagAttrConstraint`, spec/dialects/llvm_types.td:N)
const LLVM_BLOCK_TAG_ATTR_CONSTRAINT: ir::AttrConstraint = ir::AttrConstraint {
    summary: "LLVM block tag attribute",
    check: dialects::gen::llvm_types::llvm_block_tag_attr_constraint,
};
/// Verifies `llvm.blocktag` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_block_tag_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    Ok(())
}
/// Parses `llvm.blocktag` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_block_tag_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let a = ods::parse_dialect_attr_stripped(p, "llvm.blocktag")?;
    st.add_attr(ctx.ident("tag"), a);
    p.parse_optional_attr_dict(st)?;
    Ok(())
}
/// Prints `llvm.blocktag` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_block_tag_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    if let Some(a) = op.attr("tag") {
        ods::print_dialect_attr_stripped(p, a);
    }
    p.print_optional_attr_dict(op, &["tag"]);
}
/// `llvm.blocktag` (spec/dialects/llvm.td:N): Tag identifying a block for llvm.blockaddress.
pub static BLOCK_TAG_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.blocktag",
    dialect: "llvm",
    attrs: &[
        ir::AttrInfo {
            name: "tag",
            constraint: Some(LLVM_BLOCK_TAG_ATTR_CONSTRAINT),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[64usize],
    },
    verify: verify_block_tag_op,
    parse: Some(&(parse_block_tag_op as parse::ops::ParseFn)),
    print: Some(&(print_block_tag_op as print::ops::PrintFn)),
    operand_arities: &[],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.mlir.none` (spec/dialects/llvm.td:N): The none token value.
#[derive(Copy, Clone)]
pub struct NoneTokenOp<'a>(pub OpRef<'a>);
impl<'a> NoneTokenOp<'a> {
    pub const NAME: &'static str = "llvm.mlir.none";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &NONE_TOKEN_OP_INFO).then_some(NoneTokenOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Result `res`: LLVM token type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, NONE_TOKEN_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, res_ty: Type) -> OperationState {
        let mut st = OperationState::for_op(ctx, &NONE_TOKEN_OP_INFO, loc);
        st.result_types.push(res_ty);
        st
    }
}
/// Type constraint: LLVM token type (`LLVM_TokenType`, spec/dialects/llvm_types.td:N)
const LLVM_TOKEN_TYPE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "LLVM token type",
    check: dialects::gen::llvm_types::llvm_token_type,
};
/// Parses `llvm.mlir.none` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_none_token_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut rt_res: Option<Vec<Type>> = None;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    rt_res = Some(vec![p.parse_type() ?]);
    if rt_res.is_none() {
        rt_res = Some(vec![::descent::llvm_types::token(ctx)]);
    }
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.mlir.none` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_none_token_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
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
/// `llvm.mlir.none` (spec/dialects/llvm.td:N): The none token value.
pub static NONE_TOKEN_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.mlir.none",
    dialect: "llvm",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[65usize],
    },
    verify: verify_addr_space_cast_op,
    parse: Some(&(parse_none_token_op as parse::ops::ParseFn)),
    print: Some(&(print_none_token_op as print::ops::PrintFn)),
    result_types: &[LLVM_TOKEN_TYPE],
    operand_arities: &[],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.mlir.undef` (spec/dialects/llvm.td:N): An undef value of an LLVM type.
#[derive(Copy, Clone)]
pub struct UndefOp<'a>(pub OpRef<'a>);
impl<'a> UndefOp<'a> {
    pub const NAME: &'static str = "llvm.mlir.undef";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &UNDEF_OP_INFO).then_some(UndefOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, UNDEF_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, res_ty: Type) -> OperationState {
        let mut st = OperationState::for_op(ctx, &UNDEF_OP_INFO, loc);
        st.result_types.push(res_ty);
        st
    }
}
/// Parses `llvm.mlir.undef` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_undef_op<'p, 'a>(
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
/// `llvm.mlir.undef` (spec/dialects/llvm.td:N): An undef value of an LLVM type.
pub static UNDEF_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.mlir.undef",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::CONSTANT_LIKE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[66usize],
    },
    verify: verify_addr_space_cast_op,
    parse: Some(&(parse_undef_op as parse::ops::ParseFn)),
    print: Some(&(print_none_token_op as print::ops::PrintFn)),
    result_types: &[LLVM_TYPE],
    operand_arities: &[],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.mlir.poison` (spec/dialects/llvm.td:N): A poison value of an LLVM type.
#[derive(Copy, Clone)]
pub struct PoisonOp<'a>(pub OpRef<'a>);
impl<'a> PoisonOp<'a> {
    pub const NAME: &'static str = "llvm.mlir.poison";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &POISON_OP_INFO).then_some(PoisonOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, POISON_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, res_ty: Type) -> OperationState {
        let mut st = OperationState::for_op(ctx, &POISON_OP_INFO, loc);
        st.result_types.push(res_ty);
        st
    }
}
/// `llvm.mlir.poison` (spec/dialects/llvm.td:N): A poison value of an LLVM type.
pub static POISON_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.mlir.poison",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::CONSTANT_LIKE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[67usize],
    },
    verify: verify_addr_space_cast_op,
    parse: Some(&(parse_undef_op as parse::ops::ParseFn)),
    print: Some(&(print_none_token_op as print::ops::PrintFn)),
    result_types: &[LLVM_TYPE],
    operand_arities: &[],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.mlir.zero` (spec/dialects/llvm.td:N): A zero-initialized value of an LLVM type.
#[derive(Copy, Clone)]
pub struct ZeroOp<'a>(pub OpRef<'a>);
impl<'a> ZeroOp<'a> {
    pub const NAME: &'static str = "llvm.mlir.zero";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ZERO_OP_INFO).then_some(ZeroOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, ZERO_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, res_ty: Type) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ZERO_OP_INFO, loc);
        st.result_types.push(res_ty);
        st
    }
}
/// Verifies `llvm.mlir.zero` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_zero_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    dialects::native::llvm::verify_zero(op)?;
    Ok(())
}
/// `llvm.mlir.zero` (spec/dialects/llvm.td:N): A zero-initialized value of an LLVM type.
pub static ZERO_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.mlir.zero",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::CONSTANT_LIKE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[68usize],
    },
    verify: verify_zero_op,
    parse: Some(&(parse_undef_op as parse::ops::ParseFn)),
    print: Some(&(print_none_token_op as print::ops::PrintFn)),
    result_types: &[LLVM_TYPE],
    operand_arities: &[],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.mlir.constant` (spec/dialects/llvm.td:N): A constant of an LLVM type.
#[derive(Copy, Clone)]
pub struct ConstantOp<'a>(pub OpRef<'a>);
impl<'a> ConstantOp<'a> {
    pub const NAME: &'static str = "llvm.mlir.constant";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CONSTANT_OP_INFO).then_some(ConstantOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, CONSTANT_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `value`: any attribute
    pub fn value_attr(&self) -> Option<Attribute> {
        self.0.attr("value")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        value_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CONSTANT_OP_INFO, loc);
        st.set_attr(ctx, "value", value_attr);
        st.result_types.push(res_ty);
        st
    }
}
/// Attribute constraint: any attribute (`AnyAttr`, spec/constraints.td:N)
const ANY_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "any attribute",
    check: dialects::gen::constraints::any_attr,
};
/// Verifies `llvm.mlir.constant` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_constant_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::llvm::verify_constant(op)?;
    Ok(())
}
/// Parses `llvm.mlir.constant` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_constant_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let a = p.parse_attribute(None)?;
    st.add_attr(ctx.ident("value"), a);
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    rt_res = Some(vec![p.parse_type() ?]);
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `llvm.mlir.constant` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_constant_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write("(");
    if let Some(a) = op.attr("value") {
        p.print_attr(a);
    }
    p.write(")");
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
/// `llvm.mlir.constant` (spec/dialects/llvm.td:N): A constant of an LLVM type.
pub static CONSTANT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.mlir.constant",
    dialect: "llvm",
    traits: ir::Traits::PURE.union(ir::Traits::CONSTANT_LIKE),
    attrs: &[
        ir::AttrInfo {
            name: "value",
            constraint: Some(ANY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[69usize],
    },
    verify: verify_constant_op,
    parse: Some(&(parse_constant_op as parse::ops::ParseFn)),
    print: Some(&(print_constant_op as print::ops::PrintFn)),
    result_types: &[LLVM_TYPE],
    operand_arities: &[],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.mlir.global` (spec/dialects/llvm.td:N): A global variable.
#[derive(Copy, Clone)]
pub struct GlobalOp<'a>(pub OpRef<'a>);
impl<'a> GlobalOp<'a> {
    pub const NAME: &'static str = "llvm.mlir.global";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &GLOBAL_OP_INFO).then_some(GlobalOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Attribute `global_type`: any type attribute
    pub fn global_type_attr(&self) -> Option<Attribute> {
        self.0.attr("global_type")
    }
    pub fn global_type(&self) -> Option<Type> {
        ods::attr_type(self.0, "global_type")
    }
    /// Attribute `constant`: unit attribute
    pub fn constant_attr(&self) -> Option<Attribute> {
        self.0.attr("constant")
    }
    pub fn constant(&self) -> bool {
        self.0.attr("constant").is_some()
    }
    /// Attribute `sym_name`: string attribute
    pub fn sym_name_attr(&self) -> Option<Attribute> {
        self.0.attr("sym_name")
    }
    pub fn sym_name(&self) -> Option<&'a str> {
        ods::attr_str(self.0, "sym_name")
    }
    /// Attribute `linkage`: LLVM Linkage specification
    pub fn linkage_attr(&self) -> Option<Attribute> {
        self.0.attr("linkage")
    }
    pub fn linkage(&self) -> Option<dialects::gen::llvm_enums::Linkage> {
        ods::attr_enum_value(self.0, "linkage")
            .and_then(dialects::gen::llvm_enums::Linkage::from_value)
    }
    /// Attribute `dso_local`: unit attribute
    pub fn dso_local_attr(&self) -> Option<Attribute> {
        self.0.attr("dso_local")
    }
    pub fn dso_local(&self) -> bool {
        self.0.attr("dso_local").is_some()
    }
    /// Attribute `thread_local_`: unit attribute
    pub fn thread_local_attr(&self) -> Option<Attribute> {
        self.0.attr("thread_local_")
    }
    pub fn thread_local(&self) -> bool {
        self.0.attr("thread_local_").is_some()
    }
    /// Attribute `externally_initialized`: unit attribute
    pub fn externally_initialized_attr(&self) -> Option<Attribute> {
        self.0.attr("externally_initialized")
    }
    pub fn externally_initialized(&self) -> bool {
        self.0.attr("externally_initialized").is_some()
    }
    /// Attribute `value`: any attribute
    pub fn value_attr(&self) -> Option<Attribute> {
        self.0.attr("value")
    }
    /// Attribute `alignment`: 64-bit signless integer attribute
    pub fn alignment_attr(&self) -> Option<Attribute> {
        self.0.attr("alignment")
    }
    pub fn alignment(&self) -> Option<i64> {
        ods::attr_int(self.0, "alignment")
    }
    /// Attribute `addr_space`: 32-bit signless integer attribute
    pub fn addr_space_attr(&self) -> Option<Attribute> {
        self.0.attr("addr_space")
    }
    pub fn addr_space(&self) -> Option<i64> {
        ods::attr_int(self.0, "addr_space")
    }
    /// Attribute `unnamed_addr`: LLVM GlobalValue UnnamedAddr
    pub fn unnamed_addr_attr(&self) -> Option<Attribute> {
        self.0.attr("unnamed_addr")
    }
    pub fn unnamed_addr(&self) -> Option<dialects::gen::llvm_enums::UnnamedAddr> {
        ods::attr_enum_value(self.0, "unnamed_addr")
            .and_then(dialects::gen::llvm_enums::UnnamedAddr::from_value)
    }
    /// Attribute `section`: string attribute
    pub fn section_attr(&self) -> Option<Attribute> {
        self.0.attr("section")
    }
    pub fn section(&self) -> Option<&'a str> {
        ods::attr_str(self.0, "section")
    }
    /// Attribute `comdat`: symbol reference attribute
    pub fn comdat_attr(&self) -> Option<Attribute> {
        self.0.attr("comdat")
    }
    pub fn comdat(&self) -> Option<&'a str> {
        ods::attr_symbol(self.0, "comdat")
    }
    /// Attribute `dbg_exprs`: an array of variable expressions
    pub fn dbg_exprs_attr(&self) -> Option<Attribute> {
        self.0.attr("dbg_exprs")
    }
    /// Attribute `visibility_`: LLVM GlobalValue Visibility
    pub fn visibility_attr(&self) -> Option<Attribute> {
        self.0.attr("visibility_")
    }
    pub fn visibility(&self) -> Option<dialects::gen::llvm_enums::Visibility> {
        ods::attr_enum_value(self.0, "visibility_")
            .and_then(dialects::gen::llvm_enums::Visibility::from_value)
    }
    /// Attribute `target_specific_attrs`: array attribute
    pub fn target_specific_attrs_attr(&self) -> Option<Attribute> {
        self.0.attr("target_specific_attrs")
    }
    pub fn initializer(&self) -> RegionId {
        self.0.regions()[0usize]
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        global_type_attr: Option<Attribute>,
        constant_attr: Option<Attribute>,
        sym_name_attr: Option<Attribute>,
        linkage_attr: Option<Attribute>,
        dso_local_attr: Option<Attribute>,
        thread_local_attr: Option<Attribute>,
        externally_initialized_attr: Option<Attribute>,
        value_attr: Option<Attribute>,
        alignment_attr: Option<Attribute>,
        addr_space_attr: Option<Attribute>,
        unnamed_addr_attr: Option<Attribute>,
        section_attr: Option<Attribute>,
        comdat_attr: Option<Attribute>,
        dbg_exprs_attr: Option<Attribute>,
        visibility_attr: Option<Attribute>,
        target_specific_attrs_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &GLOBAL_OP_INFO, loc);
        st.set_attr(ctx, "global_type", global_type_attr);
        st.set_attr(ctx, "constant", constant_attr);
        st.set_attr(ctx, "sym_name", sym_name_attr);
        st.set_attr(ctx, "linkage", linkage_attr);
        st.set_attr(ctx, "dso_local", dso_local_attr);
        st.set_attr(ctx, "thread_local_", thread_local_attr);
        st.set_attr(ctx, "externally_initialized", externally_initialized_attr);
        st.set_attr(ctx, "value", value_attr);
        st.set_attr(ctx, "alignment", alignment_attr);
        st.set_attr(ctx, "addr_space", addr_space_attr);
        st.set_attr(ctx, "unnamed_addr", unnamed_addr_attr);
        st.set_attr(ctx, "section", section_attr);
        st.set_attr(ctx, "comdat", comdat_attr);
        st.set_attr(ctx, "dbg_exprs", dbg_exprs_attr);
        st.set_attr(ctx, "visibility_", visibility_attr);
        st.set_attr(ctx, "target_specific_attrs", target_specific_attrs_attr);
        st
    }
}
/// Attribute constraint: LLVM Linkage specification (`LLVM_LinkageAttr`, spec/dialects/llvm_enums.td:N)
const LLVM_LINKAGE_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "LLVM Linkage specification",
    check: dialects::gen::llvm_enums::llvm_linkage_attr,
};
/// Attribute constraint: any attribute (first used by `llvm.mlir.global`, spec/dialects/llvm.td:N)
const IS_ANY_ATTRIBUTE: ir::AttrConstraint = ir::AttrConstraint {
    summary: "any attribute",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::any_attr_pred(ctx, a),
};
/// Attribute constraint: 32-bit signless integer attribute whose value is non-negative (first used by `llvm.mlir.global`, spec/dialects/llvm.td:N)
const IS_32_BIT_SIGNLESS_INTEGER_ATTRIBUTE_WHOSE_VALUE: ir::AttrConstraint = ir::AttrConstraint {
    summary: "32-bit signless integer attribute whose value is non-negative",
    check: |ctx: &Context, a: Attribute| {
        dialects::gen::llvm::llvm_default_addr_space(ctx, a)
            && dialects::gen::constraints::int_non_negative(ctx, a)
    },
};
/// Attribute constraint: LLVM GlobalValue UnnamedAddr (first used by `llvm.mlir.global`, spec/dialects/llvm.td:N)
const IS_LLVM_GLOBAL_VALUE_UNNAMED_ADDR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "LLVM GlobalValue UnnamedAddr",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::enum_attr_pred(
        ctx,
        a,
        "UnnamedAddr",
    ),
};
/// Attribute constraint: symbol reference attribute (first used by `llvm.mlir.global`, spec/dialects/llvm.td:N)
const IS_SYMBOL_REFERENCE_ATTRIBUTE: ir::AttrConstraint = ir::AttrConstraint {
    summary: "symbol reference attribute",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::symbol_ref_attr_pred(ctx, a),
};
/// Attribute constraint: an array of variable expressions (first used by `llvm.mlir.global`, spec/dialects/llvm.td:N)
const IS_AN_ARRAY_OF_VARIABLE_EXPRESSIONS: ir::AttrConstraint = ir::AttrConstraint {
    summary: "an array of variable expressions",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::array_attr_of(
        ctx,
        a,
        &|ctx: &Context, x: Attribute| -> bool {
            dialects::native::llvm::attrs::is_di_global_variable_expression(ctx, x)
        },
    ),
};
/// Attribute constraint: LLVM GlobalValue Visibility (`LLVM_DefaultVisibility`, spec/dialects/llvm.td:N)
const LLVM_DEFAULT_VISIBILITY: ir::AttrConstraint = ir::AttrConstraint {
    summary: "LLVM GlobalValue Visibility",
    check: dialects::gen::llvm::llvm_default_visibility,
};
/// Verifies `llvm.mlir.global` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_global_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    dialects::native::llvm::verify_global(op)?;
    Ok(())
}
/// `llvm.mlir.global` (spec/dialects/llvm.td:N): A global variable.
pub static GLOBAL_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.mlir.global",
    dialect: "llvm",
    traits: ir::Traits::ISOLATED_FROM_ABOVE
        .union(ir::Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR)
        .union(ir::Traits::SYMBOL),
    attrs: &[
        ir::AttrInfo {
            name: "global_type",
            constraint: Some(TYPE_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "constant",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "sym_name",
            constraint: Some(STR_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "linkage",
            constraint: Some(LLVM_LINKAGE_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "dso_local",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "thread_local_",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "externally_initialized",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "value",
            optional: true,
            constraint: Some(IS_ANY_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "alignment",
            optional: true,
            constraint: Some(IS_64_BIT_SIGNLESS_INTEGER_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "addr_space",
            optional: true,
            default: Some(&ADD_OP_OVERFLOW_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(IS_32_BIT_SIGNLESS_INTEGER_ATTRIBUTE_WHOSE_VALUE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "unnamed_addr",
            optional: true,
            constraint: Some(IS_LLVM_GLOBAL_VALUE_UNNAMED_ADDR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "section",
            optional: true,
            constraint: Some(IS_STRING_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "comdat",
            optional: true,
            constraint: Some(IS_SYMBOL_REFERENCE_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "dbg_exprs",
            optional: true,
            constraint: Some(IS_AN_ARRAY_OF_VARIABLE_EXPRESSIONS),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "visibility_",
            optional: true,
            default: Some(&LOAD_OP_ORDERING_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_VISIBILITY),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "target_specific_attrs",
            optional: true,
            constraint: Some(IS_ARRAY_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[70usize],
    },
    verify: verify_global_op,
    parse: Some(&(dialects::native::llvm::parse_global as parse::ops::ParseFn)),
    print: Some(&(dialects::native::llvm::print_global as print::ops::PrintFn)),
    implicit_terminator: Some("llvm.return"),
    regions: 1usize,
    operand_arities: &[],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.mlir.global_ctors` (spec/dialects/llvm.td:N): Module constructors (llvm.global_ctors).
#[derive(Copy, Clone)]
pub struct GlobalCtorsOp<'a>(pub OpRef<'a>);
impl<'a> GlobalCtorsOp<'a> {
    pub const NAME: &'static str = "llvm.mlir.global_ctors";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &GLOBAL_CTORS_OP_INFO).then_some(GlobalCtorsOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Attribute `ctors`: flat symbol ref array attribute
    pub fn ctors_attr(&self) -> Option<Attribute> {
        self.0.attr("ctors")
    }
    /// Attribute `priorities`: 32-bit integer array attribute
    pub fn priorities_attr(&self) -> Option<Attribute> {
        self.0.attr("priorities")
    }
    /// Attribute `data`: array attribute
    pub fn data_attr(&self) -> Option<Attribute> {
        self.0.attr("data")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        ctors_attr: Option<Attribute>,
        priorities_attr: Option<Attribute>,
        data_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &GLOBAL_CTORS_OP_INFO, loc);
        st.set_attr(ctx, "ctors", ctors_attr);
        st.set_attr(ctx, "priorities", priorities_attr);
        st.set_attr(ctx, "data", data_attr);
        st
    }
}
/// Attribute constraint: flat symbol ref array attribute (`LLVM_FlatSymbolRefArrayAttr`, spec/dialects/llvm_types.td:N)
const LLVM_FLAT_SYMBOL_REF_ARRAY_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "flat symbol ref array attribute",
    check: dialects::gen::llvm_types::llvm_flat_symbol_ref_array_attr,
};
/// Attribute constraint: 32-bit integer array attribute (`I32ArrayAttr`, spec/constraints.td:N)
const I32_ARRAY_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "32-bit integer array attribute",
    check: dialects::gen::constraints::i32_array_attr,
};
/// Attribute constraint: array attribute (`ArrayAttr`, spec/constraints.td:N)
const ARRAY_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "array attribute",
    check: dialects::gen::constraints::array_attr,
};
/// Verifies `llvm.mlir.global_ctors` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_global_ctors_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    dialects::native::llvm::verify_global_ctors(op)?;
    Ok(())
}
/// Parses `llvm.mlir.global_ctors` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_global_ctors_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    p.expect_literal("ctors")?;
    p.expect_literal("=")?;
    let a = p.parse_attribute(None)?;
    st.add_attr(ctx.ident("ctors"), a);
    p.expect_literal(",")?;
    p.expect_literal("priorities")?;
    p.expect_literal("=")?;
    let a = p.parse_attribute(None)?;
    st.add_attr(ctx.ident("priorities"), a);
    p.expect_literal(",")?;
    p.expect_literal("data")?;
    p.expect_literal("=")?;
    let a = p.parse_attribute(None)?;
    st.add_attr(ctx.ident("data"), a);
    p.parse_optional_attr_dict(st)?;
    Ok(())
}
/// Prints `llvm.mlir.global_ctors` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_global_ctors_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ctors");
    p.write(" =");
    p.write(" ");
    if let Some(a) = op.attr("ctors") {
        p.print_attr(a);
    }
    p.write(",");
    p.write(" priorities");
    p.write(" =");
    p.write(" ");
    if let Some(a) = op.attr("priorities") {
        p.print_attr(a);
    }
    p.write(",");
    p.write(" data");
    p.write(" =");
    p.write(" ");
    if let Some(a) = op.attr("data") {
        p.print_attr(a);
    }
    p.print_optional_attr_dict(op, &["ctors", "priorities", "data"]);
}
/// `llvm.mlir.global_ctors` (spec/dialects/llvm.td:N): Module constructors (llvm.global_ctors).
pub static GLOBAL_CTORS_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.mlir.global_ctors",
    dialect: "llvm",
    attrs: &[
        ir::AttrInfo {
            name: "ctors",
            constraint: Some(LLVM_FLAT_SYMBOL_REF_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "priorities",
            constraint: Some(I32_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "data",
            constraint: Some(ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[71usize],
    },
    verify: verify_global_ctors_op,
    parse: Some(&(parse_global_ctors_op as parse::ops::ParseFn)),
    print: Some(&(print_global_ctors_op as print::ops::PrintFn)),
    operand_arities: &[],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.mlir.global_dtors` (spec/dialects/llvm.td:N): Module destructors (llvm.global_dtors).
#[derive(Copy, Clone)]
pub struct GlobalDtorsOp<'a>(pub OpRef<'a>);
impl<'a> GlobalDtorsOp<'a> {
    pub const NAME: &'static str = "llvm.mlir.global_dtors";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &GLOBAL_DTORS_OP_INFO).then_some(GlobalDtorsOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Attribute `dtors`: flat symbol ref array attribute
    pub fn dtors_attr(&self) -> Option<Attribute> {
        self.0.attr("dtors")
    }
    /// Attribute `priorities`: 32-bit integer array attribute
    pub fn priorities_attr(&self) -> Option<Attribute> {
        self.0.attr("priorities")
    }
    /// Attribute `data`: array attribute
    pub fn data_attr(&self) -> Option<Attribute> {
        self.0.attr("data")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        dtors_attr: Option<Attribute>,
        priorities_attr: Option<Attribute>,
        data_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &GLOBAL_DTORS_OP_INFO, loc);
        st.set_attr(ctx, "dtors", dtors_attr);
        st.set_attr(ctx, "priorities", priorities_attr);
        st.set_attr(ctx, "data", data_attr);
        st
    }
}
/// Verifies `llvm.mlir.global_dtors` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_global_dtors_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    dialects::native::llvm::verify_global_dtors(op)?;
    Ok(())
}
/// Parses `llvm.mlir.global_dtors` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_global_dtors_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    p.expect_literal("dtors")?;
    p.expect_literal("=")?;
    let a = p.parse_attribute(None)?;
    st.add_attr(ctx.ident("dtors"), a);
    p.expect_literal(",")?;
    p.expect_literal("priorities")?;
    p.expect_literal("=")?;
    let a = p.parse_attribute(None)?;
    st.add_attr(ctx.ident("priorities"), a);
    p.expect_literal(",")?;
    p.expect_literal("data")?;
    p.expect_literal("=")?;
    let a = p.parse_attribute(None)?;
    st.add_attr(ctx.ident("data"), a);
    p.parse_optional_attr_dict(st)?;
    Ok(())
}
/// Prints `llvm.mlir.global_dtors` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_global_dtors_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" dtors");
    p.write(" =");
    p.write(" ");
    if let Some(a) = op.attr("dtors") {
        p.print_attr(a);
    }
    p.write(",");
    p.write(" priorities");
    p.write(" =");
    p.write(" ");
    if let Some(a) = op.attr("priorities") {
        p.print_attr(a);
    }
    p.write(",");
    p.write(" data");
    p.write(" =");
    p.write(" ");
    if let Some(a) = op.attr("data") {
        p.print_attr(a);
    }
    p.print_optional_attr_dict(op, &["dtors", "priorities", "data"]);
}
/// `llvm.mlir.global_dtors` (spec/dialects/llvm.td:N): Module destructors (llvm.global_dtors).
pub static GLOBAL_DTORS_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.mlir.global_dtors",
    dialect: "llvm",
    attrs: &[
        ir::AttrInfo {
            name: "dtors",
            constraint: Some(LLVM_FLAT_SYMBOL_REF_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "priorities",
            constraint: Some(I32_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "data",
            constraint: Some(ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[72usize],
    },
    verify: verify_global_dtors_op,
    parse: Some(&(parse_global_dtors_op as parse::ops::ParseFn)),
    print: Some(&(print_global_dtors_op as print::ops::PrintFn)),
    operand_arities: &[],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.mlir.alias` (spec/dialects/llvm.td:N): A global alias.
#[derive(Copy, Clone)]
pub struct AliasOp<'a>(pub OpRef<'a>);
impl<'a> AliasOp<'a> {
    pub const NAME: &'static str = "llvm.mlir.alias";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ALIAS_OP_INFO).then_some(AliasOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Attribute `alias_type`: any type attribute
    pub fn alias_type_attr(&self) -> Option<Attribute> {
        self.0.attr("alias_type")
    }
    pub fn alias_type(&self) -> Option<Type> {
        ods::attr_type(self.0, "alias_type")
    }
    /// Attribute `sym_name`: string attribute
    pub fn sym_name_attr(&self) -> Option<Attribute> {
        self.0.attr("sym_name")
    }
    pub fn sym_name(&self) -> Option<&'a str> {
        ods::attr_str(self.0, "sym_name")
    }
    /// Attribute `linkage`: LLVM Linkage specification
    pub fn linkage_attr(&self) -> Option<Attribute> {
        self.0.attr("linkage")
    }
    pub fn linkage(&self) -> Option<dialects::gen::llvm_enums::Linkage> {
        ods::attr_enum_value(self.0, "linkage")
            .and_then(dialects::gen::llvm_enums::Linkage::from_value)
    }
    /// Attribute `dso_local`: unit attribute
    pub fn dso_local_attr(&self) -> Option<Attribute> {
        self.0.attr("dso_local")
    }
    pub fn dso_local(&self) -> bool {
        self.0.attr("dso_local").is_some()
    }
    /// Attribute `thread_local_`: unit attribute
    pub fn thread_local_attr(&self) -> Option<Attribute> {
        self.0.attr("thread_local_")
    }
    pub fn thread_local(&self) -> bool {
        self.0.attr("thread_local_").is_some()
    }
    /// Attribute `unnamed_addr`: LLVM GlobalValue UnnamedAddr
    pub fn unnamed_addr_attr(&self) -> Option<Attribute> {
        self.0.attr("unnamed_addr")
    }
    pub fn unnamed_addr(&self) -> Option<dialects::gen::llvm_enums::UnnamedAddr> {
        ods::attr_enum_value(self.0, "unnamed_addr")
            .and_then(dialects::gen::llvm_enums::UnnamedAddr::from_value)
    }
    /// Attribute `visibility_`: LLVM GlobalValue Visibility
    pub fn visibility_attr(&self) -> Option<Attribute> {
        self.0.attr("visibility_")
    }
    pub fn visibility(&self) -> Option<dialects::gen::llvm_enums::Visibility> {
        ods::attr_enum_value(self.0, "visibility_")
            .and_then(dialects::gen::llvm_enums::Visibility::from_value)
    }
    pub fn initializer(&self) -> RegionId {
        self.0.regions()[0usize]
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        alias_type_attr: Option<Attribute>,
        sym_name_attr: Option<Attribute>,
        linkage_attr: Option<Attribute>,
        dso_local_attr: Option<Attribute>,
        thread_local_attr: Option<Attribute>,
        unnamed_addr_attr: Option<Attribute>,
        visibility_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ALIAS_OP_INFO, loc);
        st.set_attr(ctx, "alias_type", alias_type_attr);
        st.set_attr(ctx, "sym_name", sym_name_attr);
        st.set_attr(ctx, "linkage", linkage_attr);
        st.set_attr(ctx, "dso_local", dso_local_attr);
        st.set_attr(ctx, "thread_local_", thread_local_attr);
        st.set_attr(ctx, "unnamed_addr", unnamed_addr_attr);
        st.set_attr(ctx, "visibility_", visibility_attr);
        st
    }
}
/// Verifies `llvm.mlir.alias` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_alias_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    if op.regions_body().region(op.regions()[0usize]).blocks.len() > 1usize {
        return Err(
            ods::op_error(
                op,
                "region #0 ('initializer') failed to verify constraint: region with 1 blocks",
            ),
        );
    }
    dialects::native::llvm::verify_alias(op)?;
    Ok(())
}
/// `llvm.mlir.alias` (spec/dialects/llvm.td:N): A global alias.
pub static ALIAS_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.mlir.alias",
    dialect: "llvm",
    traits: ir::Traits::ISOLATED_FROM_ABOVE
        .union(ir::Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR)
        .union(ir::Traits::SYMBOL),
    attrs: &[
        ir::AttrInfo {
            name: "alias_type",
            constraint: Some(TYPE_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "sym_name",
            constraint: Some(STR_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "linkage",
            constraint: Some(LLVM_LINKAGE_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "dso_local",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "thread_local_",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "unnamed_addr",
            optional: true,
            constraint: Some(IS_LLVM_GLOBAL_VALUE_UNNAMED_ADDR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "visibility_",
            optional: true,
            default: Some(&LOAD_OP_ORDERING_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_VISIBILITY),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[73usize],
    },
    verify: verify_alias_op,
    parse: Some(&(dialects::native::llvm::parse_alias as parse::ops::ParseFn)),
    print: Some(&(dialects::native::llvm::print_alias as print::ops::PrintFn)),
    implicit_terminator: Some("llvm.return"),
    regions: 1usize,
    operand_arities: &[],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.mlir.ifunc` (spec/dialects/llvm.td:N): An indirect function resolved at load time.
#[derive(Copy, Clone)]
pub struct IFuncOp<'a>(pub OpRef<'a>);
impl<'a> IFuncOp<'a> {
    pub const NAME: &'static str = "llvm.mlir.ifunc";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &I_FUNC_OP_INFO).then_some(IFuncOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Attribute `sym_name`: string attribute
    pub fn sym_name_attr(&self) -> Option<Attribute> {
        self.0.attr("sym_name")
    }
    pub fn sym_name(&self) -> Option<&'a str> {
        ods::attr_str(self.0, "sym_name")
    }
    /// Attribute `i_func_type`: any type attribute
    pub fn i_func_type_attr(&self) -> Option<Attribute> {
        self.0.attr("i_func_type")
    }
    pub fn i_func_type(&self) -> Option<Type> {
        ods::attr_type(self.0, "i_func_type")
    }
    /// Attribute `resolver`: flat symbol reference attribute
    pub fn resolver_attr(&self) -> Option<Attribute> {
        self.0.attr("resolver")
    }
    pub fn resolver(&self) -> Option<&'a str> {
        ods::attr_symbol(self.0, "resolver")
    }
    /// Attribute `resolver_type`: any type attribute
    pub fn resolver_type_attr(&self) -> Option<Attribute> {
        self.0.attr("resolver_type")
    }
    pub fn resolver_type(&self) -> Option<Type> {
        ods::attr_type(self.0, "resolver_type")
    }
    /// Attribute `linkage`: LLVM Linkage specification
    pub fn linkage_attr(&self) -> Option<Attribute> {
        self.0.attr("linkage")
    }
    pub fn linkage(&self) -> Option<dialects::gen::llvm_enums::Linkage> {
        ods::attr_enum_value(self.0, "linkage")
            .and_then(dialects::gen::llvm_enums::Linkage::from_value)
    }
    /// Attribute `dso_local`: unit attribute
    pub fn dso_local_attr(&self) -> Option<Attribute> {
        self.0.attr("dso_local")
    }
    pub fn dso_local(&self) -> bool {
        self.0.attr("dso_local").is_some()
    }
    /// Attribute `address_space`: 32-bit signless integer attribute
    pub fn address_space_attr(&self) -> Option<Attribute> {
        self.0.attr("address_space")
    }
    pub fn address_space(&self) -> Option<i64> {
        ods::attr_int(self.0, "address_space")
    }
    /// Attribute `unnamed_addr`: LLVM GlobalValue UnnamedAddr
    pub fn unnamed_addr_attr(&self) -> Option<Attribute> {
        self.0.attr("unnamed_addr")
    }
    pub fn unnamed_addr(&self) -> Option<dialects::gen::llvm_enums::UnnamedAddr> {
        ods::attr_enum_value(self.0, "unnamed_addr")
            .and_then(dialects::gen::llvm_enums::UnnamedAddr::from_value)
    }
    /// Attribute `visibility_`: LLVM GlobalValue Visibility
    pub fn visibility_attr(&self) -> Option<Attribute> {
        self.0.attr("visibility_")
    }
    pub fn visibility(&self) -> Option<dialects::gen::llvm_enums::Visibility> {
        ods::attr_enum_value(self.0, "visibility_")
            .and_then(dialects::gen::llvm_enums::Visibility::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        sym_name_attr: Option<Attribute>,
        i_func_type_attr: Option<Attribute>,
        resolver_attr: Option<Attribute>,
        resolver_type_attr: Option<Attribute>,
        linkage_attr: Option<Attribute>,
        dso_local_attr: Option<Attribute>,
        address_space_attr: Option<Attribute>,
        unnamed_addr_attr: Option<Attribute>,
        visibility_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &I_FUNC_OP_INFO, loc);
        st.set_attr(ctx, "sym_name", sym_name_attr);
        st.set_attr(ctx, "i_func_type", i_func_type_attr);
        st.set_attr(ctx, "resolver", resolver_attr);
        st.set_attr(ctx, "resolver_type", resolver_type_attr);
        st.set_attr(ctx, "linkage", linkage_attr);
        st.set_attr(ctx, "dso_local", dso_local_attr);
        st.set_attr(ctx, "address_space", address_space_attr);
        st.set_attr(ctx, "unnamed_addr", unnamed_addr_attr);
        st.set_attr(ctx, "visibility_", visibility_attr);
        st
    }
}
/// Attribute constraint: string attribute (`SymbolNameAttr`, spec/constraints.td:N)
const SYMBOL_NAME_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "string attribute",
    check: dialects::gen::constraints::symbol_name_attr,
};
/// Verifies `llvm.mlir.ifunc` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_i_func_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    dialects::native::llvm::verify_ifunc(op)?;
    Ok(())
}
/// Parses `llvm.mlir.ifunc` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_i_func_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    {
        let mut a_0: Option<Attribute> = None;
        dialects::native::llvm::directives::parse_llvm_linkage(p, st, &mut a_0)?;
        if let Some(a) = a_0 {
            st.add_attr(ctx.ident("linkage"), a);
        }
    }
    if ods::at_enum_keyword(p, &dialects::gen::llvm_enums::LLVM_VISIBILITY_ATTR_ENUM) {
        let v = ods::parse_enum_keyword(
            p,
            &dialects::gen::llvm_enums::LLVM_VISIBILITY_ATTR_ENUM,
            "visibility_",
        )?;
        st.add_attr(
            ctx.ident("visibility_"),
            ctx.integer_attr(ctx.integer_type(64u32), v as i128),
        );
    }
    if ods::at_enum_keyword(p, &dialects::gen::llvm_enums::LLVM_UNNAMED_ADDR_ATTR_ENUM) {
        let v = ods::parse_enum_keyword(
            p,
            &dialects::gen::llvm_enums::LLVM_UNNAMED_ADDR_ATTR_ENUM,
            "unnamed_addr",
        )?;
        st.add_attr(
            ctx.ident("unnamed_addr"),
            ctx.integer_attr(ctx.integer_type(64u32), v as i128),
        );
    }
    let s = p.parse_symbol_name()?;
    let s = ctx.ident_str(s).to_string();
    st.add_attr(ctx.ident("sym_name"), ctx.string_attr(&s));
    p.expect_literal(":")?;
    let t = p.parse_type()?;
    st.add_attr(ctx.ident("i_func_type"), ctx.type_attr(t));
    p.expect_literal(",")?;
    let t = p.parse_type()?;
    st.add_attr(ctx.ident("resolver_type"), ctx.type_attr(t));
    let a = p.parse_symbol_ref_attr(true)?;
    st.add_attr(ctx.ident("resolver"), a);
    p.parse_optional_attr_dict(st)?;
    Ok(())
}
/// Prints `llvm.mlir.ifunc` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_i_func_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    let ctx = op.ctx;
    p.write(" ");
    dialects::native::llvm::directives::print_llvm_linkage(p, op, op.attr("linkage"));
    if ods::attr_differs_from_default(op, "visibility_") {
        p.write(" ");
        if let Some(a) = op.attr("visibility_") {
            ods::print_enum_keyword(
                p,
                &dialects::gen::llvm_enums::LLVM_VISIBILITY_ATTR_ENUM,
                a,
            );
        }
    }
    if ods::attr_differs_from_default(op, "unnamed_addr") {
        p.write(" ");
        if let Some(a) = op.attr("unnamed_addr") {
            ods::print_enum_keyword(
                p,
                &dialects::gen::llvm_enums::LLVM_UNNAMED_ADDR_ATTR_ENUM,
                a,
            );
        }
    }
    p.write(" ");
    if let Some(s) = op.attr("sym_name").and_then(|a| ctx.str_value(a)) {
        p.print_symbol_name(s);
    }
    p.write(" :");
    p.write(" ");
    if let Some(t) = ods::attr_type(op, "i_func_type") {
        p.print_type(t);
    }
    p.write(",");
    p.write(" ");
    if let Some(t) = ods::attr_type(op, "resolver_type") {
        p.print_type(t);
    }
    p.write(" ");
    if let Some(a) = op.attr("resolver") {
        p.print_attr(a);
    }
    p.print_optional_attr_dict(
        op,
        &[
            "linkage",
            "visibility_",
            "unnamed_addr",
            "sym_name",
            "i_func_type",
            "resolver_type",
            "resolver",
        ],
    );
}
/// `llvm.mlir.ifunc` (spec/dialects/llvm.td:N): An indirect function resolved at load time.
pub static I_FUNC_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.mlir.ifunc",
    dialect: "llvm",
    traits: ir::Traits::ISOLATED_FROM_ABOVE.union(ir::Traits::SYMBOL),
    attrs: &[
        ir::AttrInfo {
            name: "sym_name",
            constraint: Some(SYMBOL_NAME_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "i_func_type",
            constraint: Some(TYPE_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "resolver",
            constraint: Some(FLAT_SYMBOL_REF_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "resolver_type",
            constraint: Some(TYPE_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "linkage",
            constraint: Some(LLVM_LINKAGE_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "dso_local",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "address_space",
            optional: true,
            default: Some(&ADD_OP_OVERFLOW_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(IS_32_BIT_SIGNLESS_INTEGER_ATTRIBUTE_WHOSE_VALUE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "unnamed_addr",
            optional: true,
            default: Some(&LOAD_OP_ORDERING_DEFAULT),
            materialize: true,
            constraint: Some(IS_LLVM_GLOBAL_VALUE_UNNAMED_ADDR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "visibility_",
            optional: true,
            default: Some(&LOAD_OP_ORDERING_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_VISIBILITY),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[74usize],
    },
    verify: verify_i_func_op,
    parse: Some(&(parse_i_func_op as parse::ops::ParseFn)),
    print: Some(&(print_i_func_op as print::ops::PrintFn)),
    operand_arities: &[],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.comdat_selector` (spec/dialects/llvm.td:N): A comdat selection kind.
#[derive(Copy, Clone)]
pub struct ComdatSelectorOp<'a>(pub OpRef<'a>);
impl<'a> ComdatSelectorOp<'a> {
    pub const NAME: &'static str = "llvm.comdat_selector";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &COMDAT_SELECTOR_OP_INFO).then_some(ComdatSelectorOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Attribute `sym_name`: string attribute
    pub fn sym_name_attr(&self) -> Option<Attribute> {
        self.0.attr("sym_name")
    }
    pub fn sym_name(&self) -> Option<&'a str> {
        ods::attr_str(self.0, "sym_name")
    }
    /// Attribute `comdat`: LLVM Comdat Types
    pub fn comdat_attr(&self) -> Option<Attribute> {
        self.0.attr("comdat")
    }
    pub fn comdat(&self) -> Option<dialects::gen::llvm_enums::Comdat> {
        ods::attr_enum_value(self.0, "comdat")
            .and_then(dialects::gen::llvm_enums::Comdat::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        sym_name_attr: Option<Attribute>,
        comdat_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &COMDAT_SELECTOR_OP_INFO, loc);
        st.set_attr(ctx, "sym_name", sym_name_attr);
        st.set_attr(ctx, "comdat", comdat_attr);
        st
    }
}
/// Attribute constraint: LLVM Comdat Types (`LLVM_ComdatAttr`, spec/dialects/llvm_enums.td:N)
const LLVM_COMDAT_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "LLVM Comdat Types",
    check: dialects::gen::llvm_enums::llvm_comdat_attr,
};
/// Parses `llvm.comdat_selector` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_comdat_selector_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let s = p.parse_symbol_name()?;
    let s = ctx.ident_str(s).to_string();
    st.add_attr(ctx.ident("sym_name"), ctx.string_attr(&s));
    let v = ods::parse_enum_keyword(
        p,
        &dialects::gen::llvm_enums::LLVM_COMDAT_ATTR_ENUM,
        "comdat",
    )?;
    st.add_attr(
        ctx.ident("comdat"),
        ctx.integer_attr(ctx.integer_type(64u32), v as i128),
    );
    p.parse_optional_attr_dict(st)?;
    Ok(())
}
/// Prints `llvm.comdat_selector` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_comdat_selector_op<'p, 'a>(
    p: &'p mut print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    p.write(" ");
    if let Some(s) = op.attr("sym_name").and_then(|a| ctx.str_value(a)) {
        p.print_symbol_name(s);
    }
    p.write(" ");
    if let Some(a) = op.attr("comdat") {
        ods::print_enum_keyword(p, &dialects::gen::llvm_enums::LLVM_COMDAT_ATTR_ENUM, a);
    }
    p.print_optional_attr_dict(op, &["sym_name", "comdat"]);
}
/// `llvm.comdat_selector` (spec/dialects/llvm.td:N): A comdat selection kind.
pub static COMDAT_SELECTOR_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.comdat_selector",
    dialect: "llvm",
    traits: ir::Traits::SYMBOL,
    attrs: &[
        ir::AttrInfo {
            name: "sym_name",
            constraint: Some(SYMBOL_NAME_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "comdat",
            constraint: Some(LLVM_COMDAT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[75usize],
    },
    verify: verify_block_tag_op,
    parse: Some(&(parse_comdat_selector_op as parse::ops::ParseFn)),
    print: Some(&(print_comdat_selector_op as print::ops::PrintFn)),
    operand_arities: &[],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.comdat` (spec/dialects/llvm.td:N): A table of comdat selectors.
#[derive(Copy, Clone)]
pub struct ComdatOp<'a>(pub OpRef<'a>);
impl<'a> ComdatOp<'a> {
    pub const NAME: &'static str = "llvm.comdat";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &COMDAT_OP_INFO).then_some(ComdatOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Attribute `sym_name`: string attribute
    pub fn sym_name_attr(&self) -> Option<Attribute> {
        self.0.attr("sym_name")
    }
    pub fn sym_name(&self) -> Option<&'a str> {
        ods::attr_str(self.0, "sym_name")
    }
    pub fn body(&self) -> RegionId {
        self.0.regions()[0usize]
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        sym_name_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &COMDAT_OP_INFO, loc);
        st.set_attr(ctx, "sym_name", sym_name_attr);
        st
    }
}
/// Verifies `llvm.comdat` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_comdat_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    if op.regions_body().region(op.regions()[0usize]).blocks.len() > 1usize {
        return Err(
            ods::op_error(
                op,
                "region #0 ('body') failed to verify constraint: region with 1 blocks",
            ),
        );
    }
    dialects::native::llvm::verify_comdat(op)?;
    Ok(())
}
/// Parses `llvm.comdat` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_comdat_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let s = p.parse_symbol_name()?;
    let s = ctx.ident_str(s).to_string();
    st.add_attr(ctx.ident("sym_name"), ctx.string_attr(&s));
    p.parse_region(st, &[])?;
    p.parse_optional_attr_dict(st)?;
    Ok(())
}
/// Prints `llvm.comdat` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_comdat_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    let ctx = op.ctx;
    p.write(" ");
    if let Some(s) = op.attr("sym_name").and_then(|a| ctx.str_value(a)) {
        p.print_symbol_name(s);
    }
    p.write(" ");
    p.print_region(op, op.regions()[0usize], true, true);
    p.print_optional_attr_dict(op, &["sym_name"]);
}
/// `llvm.comdat` (spec/dialects/llvm.td:N): A table of comdat selectors.
pub static COMDAT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.comdat",
    dialect: "llvm",
    traits: ir::Traits::NO_TERMINATOR
        .union(ir::Traits::NO_REGION_ARGUMENTS)
        .union(ir::Traits::SYMBOL_TABLE)
        .union(ir::Traits::SYMBOL),
    attrs: &[
        ir::AttrInfo {
            name: "sym_name",
            constraint: Some(SYMBOL_NAME_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[76usize],
    },
    verify: verify_comdat_op,
    parse: Some(&(parse_comdat_op as parse::ops::ParseFn)),
    print: Some(&(print_comdat_op as print::ops::PrintFn)),
    regions: 1usize,
    operand_arities: &[],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
static LLVM_FUNC_OP_LINKAGE_DEFAULT: ir::SpecDefault = ir::SpecDefault {
    text: "#llvm.linkage<external>",
    value: ir::SpecValue::Enum(&dialects::gen::llvm_enums::LLVM_LINKAGE_ATTR_ENUM, 0u64),
};
/// `llvm.func` (spec/dialects/llvm.td:N): An LLVM function.
#[derive(Copy, Clone)]
pub struct LlvmFuncOp<'a>(pub OpRef<'a>);
impl<'a> LlvmFuncOp<'a> {
    pub const NAME: &'static str = "llvm.func";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &LLVM_FUNC_OP_INFO).then_some(LlvmFuncOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Attribute `sym_name`: string attribute
    pub fn sym_name_attr(&self) -> Option<Attribute> {
        self.0.attr("sym_name")
    }
    pub fn sym_name(&self) -> Option<&'a str> {
        ods::attr_str(self.0, "sym_name")
    }
    /// Attribute `sym_visibility`: string attribute
    pub fn sym_visibility_attr(&self) -> Option<Attribute> {
        self.0.attr("sym_visibility")
    }
    pub fn sym_visibility(&self) -> Option<&'a str> {
        ods::attr_str(self.0, "sym_visibility")
    }
    /// Attribute `function_type`: type attribute of LLVM function type
    pub fn function_type_attr(&self) -> Option<Attribute> {
        self.0.attr("function_type")
    }
    pub fn function_type(&self) -> Option<Type> {
        ods::attr_type(self.0, "function_type")
    }
    /// Attribute `linkage`: LLVM Linkage specification
    pub fn linkage_attr(&self) -> Option<Attribute> {
        self.0.attr("linkage")
    }
    pub fn linkage(&self) -> Option<dialects::gen::llvm_enums::Linkage> {
        ods::attr_enum_value(self.0, "linkage")
            .and_then(dialects::gen::llvm_enums::Linkage::from_value)
    }
    /// Attribute `dso_local`: unit attribute
    pub fn dso_local_attr(&self) -> Option<Attribute> {
        self.0.attr("dso_local")
    }
    pub fn dso_local(&self) -> bool {
        self.0.attr("dso_local").is_some()
    }
    /// Attribute `CConv`: LLVM Calling Convention specification
    pub fn c_conv_attr(&self) -> Option<Attribute> {
        self.0.attr("CConv")
    }
    pub fn c_conv(&self) -> Option<dialects::gen::llvm_enums::CConv> {
        ods::attr_enum_value(self.0, "CConv")
            .and_then(dialects::gen::llvm_enums::CConv::from_value)
    }
    /// Attribute `comdat`: symbol reference attribute
    pub fn comdat_attr(&self) -> Option<Attribute> {
        self.0.attr("comdat")
    }
    pub fn comdat(&self) -> Option<&'a str> {
        ods::attr_symbol(self.0, "comdat")
    }
    /// Attribute `convergent`: unit attribute
    pub fn convergent_attr(&self) -> Option<Attribute> {
        self.0.attr("convergent")
    }
    pub fn convergent(&self) -> bool {
        self.0.attr("convergent").is_some()
    }
    /// Attribute `personality`: flat symbol reference attribute
    pub fn personality_attr(&self) -> Option<Attribute> {
        self.0.attr("personality")
    }
    pub fn personality(&self) -> Option<&'a str> {
        ods::attr_symbol(self.0, "personality")
    }
    /// Attribute `garbageCollector`: string attribute
    pub fn garbage_collector_attr(&self) -> Option<Attribute> {
        self.0.attr("garbageCollector")
    }
    pub fn garbage_collector(&self) -> Option<&'a str> {
        ods::attr_str(self.0, "garbageCollector")
    }
    /// Attribute `passthrough`: array attribute
    pub fn passthrough_attr(&self) -> Option<Attribute> {
        self.0.attr("passthrough")
    }
    /// Attribute `arg_attrs`: Array of dictionary attributes
    pub fn arg_attrs_attr(&self) -> Option<Attribute> {
        self.0.attr("arg_attrs")
    }
    /// Attribute `res_attrs`: Array of dictionary attributes
    pub fn res_attrs_attr(&self) -> Option<Attribute> {
        self.0.attr("res_attrs")
    }
    /// Attribute `function_entry_count`: 64-bit signless integer attribute
    pub fn function_entry_count_attr(&self) -> Option<Attribute> {
        self.0.attr("function_entry_count")
    }
    pub fn function_entry_count(&self) -> Option<i64> {
        ods::attr_int(self.0, "function_entry_count")
    }
    /// Attribute `memory_effects`: LLVM memory effects attribute
    pub fn memory_effects_attr(&self) -> Option<Attribute> {
        self.0.attr("memory_effects")
    }
    /// Attribute `visibility_`: LLVM GlobalValue Visibility
    pub fn visibility_attr(&self) -> Option<Attribute> {
        self.0.attr("visibility_")
    }
    pub fn visibility(&self) -> Option<dialects::gen::llvm_enums::Visibility> {
        ods::attr_enum_value(self.0, "visibility_")
            .and_then(dialects::gen::llvm_enums::Visibility::from_value)
    }
    /// Attribute `arm_streaming`: unit attribute
    pub fn arm_streaming_attr(&self) -> Option<Attribute> {
        self.0.attr("arm_streaming")
    }
    pub fn arm_streaming(&self) -> bool {
        self.0.attr("arm_streaming").is_some()
    }
    /// Attribute `arm_locally_streaming`: unit attribute
    pub fn arm_locally_streaming_attr(&self) -> Option<Attribute> {
        self.0.attr("arm_locally_streaming")
    }
    pub fn arm_locally_streaming(&self) -> bool {
        self.0.attr("arm_locally_streaming").is_some()
    }
    /// Attribute `arm_streaming_compatible`: unit attribute
    pub fn arm_streaming_compatible_attr(&self) -> Option<Attribute> {
        self.0.attr("arm_streaming_compatible")
    }
    pub fn arm_streaming_compatible(&self) -> bool {
        self.0.attr("arm_streaming_compatible").is_some()
    }
    /// Attribute `arm_new_za`: unit attribute
    pub fn arm_new_za_attr(&self) -> Option<Attribute> {
        self.0.attr("arm_new_za")
    }
    pub fn arm_new_za(&self) -> bool {
        self.0.attr("arm_new_za").is_some()
    }
    /// Attribute `arm_in_za`: unit attribute
    pub fn arm_in_za_attr(&self) -> Option<Attribute> {
        self.0.attr("arm_in_za")
    }
    pub fn arm_in_za(&self) -> bool {
        self.0.attr("arm_in_za").is_some()
    }
    /// Attribute `arm_out_za`: unit attribute
    pub fn arm_out_za_attr(&self) -> Option<Attribute> {
        self.0.attr("arm_out_za")
    }
    pub fn arm_out_za(&self) -> bool {
        self.0.attr("arm_out_za").is_some()
    }
    /// Attribute `arm_inout_za`: unit attribute
    pub fn arm_inout_za_attr(&self) -> Option<Attribute> {
        self.0.attr("arm_inout_za")
    }
    pub fn arm_inout_za(&self) -> bool {
        self.0.attr("arm_inout_za").is_some()
    }
    /// Attribute `arm_preserves_za`: unit attribute
    pub fn arm_preserves_za_attr(&self) -> Option<Attribute> {
        self.0.attr("arm_preserves_za")
    }
    pub fn arm_preserves_za(&self) -> bool {
        self.0.attr("arm_preserves_za").is_some()
    }
    /// Attribute `section`: string attribute
    pub fn section_attr(&self) -> Option<Attribute> {
        self.0.attr("section")
    }
    pub fn section(&self) -> Option<&'a str> {
        ods::attr_str(self.0, "section")
    }
    /// Attribute `unnamed_addr`: LLVM GlobalValue UnnamedAddr
    pub fn unnamed_addr_attr(&self) -> Option<Attribute> {
        self.0.attr("unnamed_addr")
    }
    pub fn unnamed_addr(&self) -> Option<dialects::gen::llvm_enums::UnnamedAddr> {
        ods::attr_enum_value(self.0, "unnamed_addr")
            .and_then(dialects::gen::llvm_enums::UnnamedAddr::from_value)
    }
    /// Attribute `alignment`: 64-bit signless integer attribute
    pub fn alignment_attr(&self) -> Option<Attribute> {
        self.0.attr("alignment")
    }
    pub fn alignment(&self) -> Option<i64> {
        ods::attr_int(self.0, "alignment")
    }
    /// Attribute `vscale_range`: LLVM vscale range attribute
    pub fn vscale_range_attr(&self) -> Option<Attribute> {
        self.0.attr("vscale_range")
    }
    /// Attribute `frame_pointer`: LLVM FramePointerKind
    pub fn frame_pointer_attr(&self) -> Option<Attribute> {
        self.0.attr("frame_pointer")
    }
    pub fn frame_pointer(&self) -> Option<dialects::gen::llvm_enums::FramePointerKind> {
        ods::attr_enum_value(self.0, "frame_pointer")
            .and_then(dialects::gen::llvm_enums::FramePointerKind::from_value)
    }
    /// Attribute `target_cpu`: string attribute
    pub fn target_cpu_attr(&self) -> Option<Attribute> {
        self.0.attr("target_cpu")
    }
    pub fn target_cpu(&self) -> Option<&'a str> {
        ods::attr_str(self.0, "target_cpu")
    }
    /// Attribute `tune_cpu`: string attribute
    pub fn tune_cpu_attr(&self) -> Option<Attribute> {
        self.0.attr("tune_cpu")
    }
    pub fn tune_cpu(&self) -> Option<&'a str> {
        ods::attr_str(self.0, "tune_cpu")
    }
    /// Attribute `reciprocal_estimates`: string attribute
    pub fn reciprocal_estimates_attr(&self) -> Option<Attribute> {
        self.0.attr("reciprocal_estimates")
    }
    pub fn reciprocal_estimates(&self) -> Option<&'a str> {
        ods::attr_str(self.0, "reciprocal_estimates")
    }
    /// Attribute `prefer_vector_width`: string attribute
    pub fn prefer_vector_width_attr(&self) -> Option<Attribute> {
        self.0.attr("prefer_vector_width")
    }
    pub fn prefer_vector_width(&self) -> Option<&'a str> {
        ods::attr_str(self.0, "prefer_vector_width")
    }
    /// Attribute `target_features`: LLVM target features attribute
    pub fn target_features_attr(&self) -> Option<Attribute> {
        self.0.attr("target_features")
    }
    /// Attribute `no_infs_fp_math`: bool attribute
    pub fn no_infs_fp_math_attr(&self) -> Option<Attribute> {
        self.0.attr("no_infs_fp_math")
    }
    pub fn no_infs_fp_math(&self) -> Option<bool> {
        ods::attr_bool(self.0, "no_infs_fp_math")
    }
    /// Attribute `no_nans_fp_math`: bool attribute
    pub fn no_nans_fp_math_attr(&self) -> Option<Attribute> {
        self.0.attr("no_nans_fp_math")
    }
    pub fn no_nans_fp_math(&self) -> Option<bool> {
        ods::attr_bool(self.0, "no_nans_fp_math")
    }
    /// Attribute `no_signed_zeros_fp_math`: bool attribute
    pub fn no_signed_zeros_fp_math_attr(&self) -> Option<Attribute> {
        self.0.attr("no_signed_zeros_fp_math")
    }
    pub fn no_signed_zeros_fp_math(&self) -> Option<bool> {
        ods::attr_bool(self.0, "no_signed_zeros_fp_math")
    }
    /// Attribute `denormal_fp_math`: string attribute
    pub fn denormal_fp_math_attr(&self) -> Option<Attribute> {
        self.0.attr("denormal_fp_math")
    }
    pub fn denormal_fp_math(&self) -> Option<&'a str> {
        ods::attr_str(self.0, "denormal_fp_math")
    }
    /// Attribute `denormal_fp_math_f32`: string attribute
    pub fn denormal_fp_math_f32_attr(&self) -> Option<Attribute> {
        self.0.attr("denormal_fp_math_f32")
    }
    pub fn denormal_fp_math_f32(&self) -> Option<&'a str> {
        ods::attr_str(self.0, "denormal_fp_math_f32")
    }
    /// Attribute `fp_contract`: string attribute
    pub fn fp_contract_attr(&self) -> Option<Attribute> {
        self.0.attr("fp_contract")
    }
    pub fn fp_contract(&self) -> Option<&'a str> {
        ods::attr_str(self.0, "fp_contract")
    }
    /// Attribute `instrument_function_entry`: string attribute
    pub fn instrument_function_entry_attr(&self) -> Option<Attribute> {
        self.0.attr("instrument_function_entry")
    }
    pub fn instrument_function_entry(&self) -> Option<&'a str> {
        ods::attr_str(self.0, "instrument_function_entry")
    }
    /// Attribute `instrument_function_exit`: string attribute
    pub fn instrument_function_exit_attr(&self) -> Option<Attribute> {
        self.0.attr("instrument_function_exit")
    }
    pub fn instrument_function_exit(&self) -> Option<&'a str> {
        ods::attr_str(self.0, "instrument_function_exit")
    }
    /// Attribute `no_inline`: unit attribute
    pub fn no_inline_attr(&self) -> Option<Attribute> {
        self.0.attr("no_inline")
    }
    pub fn no_inline(&self) -> bool {
        self.0.attr("no_inline").is_some()
    }
    /// Attribute `always_inline`: unit attribute
    pub fn always_inline_attr(&self) -> Option<Attribute> {
        self.0.attr("always_inline")
    }
    pub fn always_inline(&self) -> bool {
        self.0.attr("always_inline").is_some()
    }
    /// Attribute `inline_hint`: unit attribute
    pub fn inline_hint_attr(&self) -> Option<Attribute> {
        self.0.attr("inline_hint")
    }
    pub fn inline_hint(&self) -> bool {
        self.0.attr("inline_hint").is_some()
    }
    /// Attribute `no_unwind`: unit attribute
    pub fn no_unwind_attr(&self) -> Option<Attribute> {
        self.0.attr("no_unwind")
    }
    pub fn no_unwind(&self) -> bool {
        self.0.attr("no_unwind").is_some()
    }
    /// Attribute `will_return`: unit attribute
    pub fn will_return_attr(&self) -> Option<Attribute> {
        self.0.attr("will_return")
    }
    pub fn will_return(&self) -> bool {
        self.0.attr("will_return").is_some()
    }
    /// Attribute `optimize_none`: unit attribute
    pub fn optimize_none_attr(&self) -> Option<Attribute> {
        self.0.attr("optimize_none")
    }
    pub fn optimize_none(&self) -> bool {
        self.0.attr("optimize_none").is_some()
    }
    /// Attribute `vec_type_hint`: Explicit vectorization compiler hint
    pub fn vec_type_hint_attr(&self) -> Option<Attribute> {
        self.0.attr("vec_type_hint")
    }
    /// Attribute `work_group_size_hint`: i32 dense array attribute
    pub fn work_group_size_hint_attr(&self) -> Option<Attribute> {
        self.0.attr("work_group_size_hint")
    }
    pub fn work_group_size_hint(&self) -> Option<&'a [i64]> {
        ods::attr_dense_ints(self.0, "work_group_size_hint")
    }
    /// Attribute `reqd_work_group_size`: i32 dense array attribute
    pub fn reqd_work_group_size_attr(&self) -> Option<Attribute> {
        self.0.attr("reqd_work_group_size")
    }
    pub fn reqd_work_group_size(&self) -> Option<&'a [i64]> {
        ods::attr_dense_ints(self.0, "reqd_work_group_size")
    }
    /// Attribute `intel_reqd_sub_group_size`: 32-bit signless integer attribute
    pub fn intel_reqd_sub_group_size_attr(&self) -> Option<Attribute> {
        self.0.attr("intel_reqd_sub_group_size")
    }
    pub fn intel_reqd_sub_group_size(&self) -> Option<i64> {
        ods::attr_int(self.0, "intel_reqd_sub_group_size")
    }
    /// Attribute `uwtable_kind`: LLVM Unwind Behavior
    pub fn uwtable_kind_attr(&self) -> Option<Attribute> {
        self.0.attr("uwtable_kind")
    }
    pub fn uwtable_kind(&self) -> Option<dialects::gen::llvm_enums::UwTableKind> {
        ods::attr_enum_value(self.0, "uwtable_kind")
            .and_then(dialects::gen::llvm_enums::UwTableKind::from_value)
    }
    pub fn body(&self) -> RegionId {
        self.0.regions()[0usize]
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        sym_name_attr: Option<Attribute>,
        sym_visibility_attr: Option<Attribute>,
        function_type_attr: Option<Attribute>,
        linkage_attr: Option<Attribute>,
        dso_local_attr: Option<Attribute>,
        c_conv_attr: Option<Attribute>,
        comdat_attr: Option<Attribute>,
        convergent_attr: Option<Attribute>,
        personality_attr: Option<Attribute>,
        garbage_collector_attr: Option<Attribute>,
        passthrough_attr: Option<Attribute>,
        arg_attrs_attr: Option<Attribute>,
        res_attrs_attr: Option<Attribute>,
        function_entry_count_attr: Option<Attribute>,
        memory_effects_attr: Option<Attribute>,
        visibility_attr: Option<Attribute>,
        arm_streaming_attr: Option<Attribute>,
        arm_locally_streaming_attr: Option<Attribute>,
        arm_streaming_compatible_attr: Option<Attribute>,
        arm_new_za_attr: Option<Attribute>,
        arm_in_za_attr: Option<Attribute>,
        arm_out_za_attr: Option<Attribute>,
        arm_inout_za_attr: Option<Attribute>,
        arm_preserves_za_attr: Option<Attribute>,
        section_attr: Option<Attribute>,
        unnamed_addr_attr: Option<Attribute>,
        alignment_attr: Option<Attribute>,
        vscale_range_attr: Option<Attribute>,
        frame_pointer_attr: Option<Attribute>,
        target_cpu_attr: Option<Attribute>,
        tune_cpu_attr: Option<Attribute>,
        reciprocal_estimates_attr: Option<Attribute>,
        prefer_vector_width_attr: Option<Attribute>,
        target_features_attr: Option<Attribute>,
        no_infs_fp_math_attr: Option<Attribute>,
        no_nans_fp_math_attr: Option<Attribute>,
        no_signed_zeros_fp_math_attr: Option<Attribute>,
        denormal_fp_math_attr: Option<Attribute>,
        denormal_fp_math_f32_attr: Option<Attribute>,
        fp_contract_attr: Option<Attribute>,
        instrument_function_entry_attr: Option<Attribute>,
        instrument_function_exit_attr: Option<Attribute>,
        no_inline_attr: Option<Attribute>,
        always_inline_attr: Option<Attribute>,
        inline_hint_attr: Option<Attribute>,
        no_unwind_attr: Option<Attribute>,
        will_return_attr: Option<Attribute>,
        optimize_none_attr: Option<Attribute>,
        vec_type_hint_attr: Option<Attribute>,
        work_group_size_hint_attr: Option<Attribute>,
        reqd_work_group_size_attr: Option<Attribute>,
        intel_reqd_sub_group_size_attr: Option<Attribute>,
        uwtable_kind_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &LLVM_FUNC_OP_INFO, loc);
        st.set_attr(ctx, "sym_name", sym_name_attr);
        st.set_attr(ctx, "sym_visibility", sym_visibility_attr);
        st.set_attr(ctx, "function_type", function_type_attr);
        st.set_attr(ctx, "linkage", linkage_attr);
        st.set_attr(ctx, "dso_local", dso_local_attr);
        st.set_attr(ctx, "CConv", c_conv_attr);
        st.set_attr(ctx, "comdat", comdat_attr);
        st.set_attr(ctx, "convergent", convergent_attr);
        st.set_attr(ctx, "personality", personality_attr);
        st.set_attr(ctx, "garbageCollector", garbage_collector_attr);
        st.set_attr(ctx, "passthrough", passthrough_attr);
        st.set_attr(ctx, "arg_attrs", arg_attrs_attr);
        st.set_attr(ctx, "res_attrs", res_attrs_attr);
        st.set_attr(ctx, "function_entry_count", function_entry_count_attr);
        st.set_attr(ctx, "memory_effects", memory_effects_attr);
        st.set_attr(ctx, "visibility_", visibility_attr);
        st.set_attr(ctx, "arm_streaming", arm_streaming_attr);
        st.set_attr(ctx, "arm_locally_streaming", arm_locally_streaming_attr);
        st.set_attr(ctx, "arm_streaming_compatible", arm_streaming_compatible_attr);
        st.set_attr(ctx, "arm_new_za", arm_new_za_attr);
        st.set_attr(ctx, "arm_in_za", arm_in_za_attr);
        st.set_attr(ctx, "arm_out_za", arm_out_za_attr);
        st.set_attr(ctx, "arm_inout_za", arm_inout_za_attr);
        st.set_attr(ctx, "arm_preserves_za", arm_preserves_za_attr);
        st.set_attr(ctx, "section", section_attr);
        st.set_attr(ctx, "unnamed_addr", unnamed_addr_attr);
        st.set_attr(ctx, "alignment", alignment_attr);
        st.set_attr(ctx, "vscale_range", vscale_range_attr);
        st.set_attr(ctx, "frame_pointer", frame_pointer_attr);
        st.set_attr(ctx, "target_cpu", target_cpu_attr);
        st.set_attr(ctx, "tune_cpu", tune_cpu_attr);
        st.set_attr(ctx, "reciprocal_estimates", reciprocal_estimates_attr);
        st.set_attr(ctx, "prefer_vector_width", prefer_vector_width_attr);
        st.set_attr(ctx, "target_features", target_features_attr);
        st.set_attr(ctx, "no_infs_fp_math", no_infs_fp_math_attr);
        st.set_attr(ctx, "no_nans_fp_math", no_nans_fp_math_attr);
        st.set_attr(ctx, "no_signed_zeros_fp_math", no_signed_zeros_fp_math_attr);
        st.set_attr(ctx, "denormal_fp_math", denormal_fp_math_attr);
        st.set_attr(ctx, "denormal_fp_math_f32", denormal_fp_math_f32_attr);
        st.set_attr(ctx, "fp_contract", fp_contract_attr);
        st.set_attr(ctx, "instrument_function_entry", instrument_function_entry_attr);
        st.set_attr(ctx, "instrument_function_exit", instrument_function_exit_attr);
        st.set_attr(ctx, "no_inline", no_inline_attr);
        st.set_attr(ctx, "always_inline", always_inline_attr);
        st.set_attr(ctx, "inline_hint", inline_hint_attr);
        st.set_attr(ctx, "no_unwind", no_unwind_attr);
        st.set_attr(ctx, "will_return", will_return_attr);
        st.set_attr(ctx, "optimize_none", optimize_none_attr);
        st.set_attr(ctx, "vec_type_hint", vec_type_hint_attr);
        st.set_attr(ctx, "work_group_size_hint", work_group_size_hint_attr);
        st.set_attr(ctx, "reqd_work_group_size", reqd_work_group_size_attr);
        st.set_attr(ctx, "intel_reqd_sub_group_size", intel_reqd_sub_group_size_attr);
        st.set_attr(ctx, "uwtable_kind", uwtable_kind_attr);
        st
    }
}
/// Attribute constraint: type attribute of LLVM function type (`LLVM_FunctionTypeAttr`, spec/dialects/llvm_types.td:N)
const LLVM_FUNCTION_TYPE_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "type attribute of LLVM function type",
    check: dialects::gen::llvm_types::llvm_function_type_attr,
};
/// Attribute constraint: LLVM Linkage specification (first used by `llvm.func`, spec/dialects/llvm.td:N)
const IS_LLVM_LINKAGE_SPECIFICATION: ir::AttrConstraint = ir::AttrConstraint {
    summary: "LLVM Linkage specification",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::enum_attr_pred(
        ctx,
        a,
        "Linkage",
    ),
};
/// Attribute constraint: unit attribute (first used by `llvm.func`, spec/dialects/llvm.td:N)
const IS_UNIT_ATTRIBUTE: ir::AttrConstraint = ir::AttrConstraint {
    summary: "unit attribute",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::unit_attr_pred(ctx, a),
};
/// Attribute constraint: LLVM vscale range attribute (first used by `llvm.func`, spec/dialects/llvm.td:N)
const IS_LLVM_VSCALE_RANGE_ATTRIBUTE: ir::AttrConstraint = ir::AttrConstraint {
    summary: "LLVM vscale range attribute",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::dialect_attr_pred(
        ctx,
        a,
        "llvm.vscale_range",
    ),
};
/// Attribute constraint: LLVM FramePointerKind (first used by `llvm.func`, spec/dialects/llvm.td:N)
const IS_LLVM_FRAME_POINTER_KIND: ir::AttrConstraint = ir::AttrConstraint {
    summary: "LLVM FramePointerKind",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::enum_attr_pred(
        ctx,
        a,
        "FramePointerKind",
    ),
};
/// Attribute constraint: LLVM target features attribute (first used by `llvm.func`, spec/dialects/llvm.td:N)
const IS_LLVM_TARGET_FEATURES_ATTRIBUTE: ir::AttrConstraint = ir::AttrConstraint {
    summary: "LLVM target features attribute",
    check: |ctx: &Context, a: Attribute| dialects::native::llvm::attrs::is_target_features(
        ctx,
        a,
    ),
};
/// Attribute constraint: bool attribute (first used by `llvm.func`, spec/dialects/llvm.td:N)
const IS_BOOL_ATTRIBUTE: ir::AttrConstraint = ir::AttrConstraint {
    summary: "bool attribute",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::bool_attr_pred(ctx, a),
};
/// Attribute constraint: Explicit vectorization compiler hint (first used by `llvm.func`, spec/dialects/llvm.td:N)
const IS_EXPLICIT_VECTORIZATION_COMPILER_HINT: ir::AttrConstraint = ir::AttrConstraint {
    summary: "Explicit vectorization compiler hint",
    check: |ctx: &Context, a: Attribute| dialects::native::llvm::attrs::is_vec_type_hint(
        ctx,
        a,
    ),
};
/// Attribute constraint: 32-bit signless integer attribute (first used by `llvm.func`, spec/dialects/llvm.td:N)
const IS_32_BIT_SIGNLESS_INTEGER_ATTRIBUTE: ir::AttrConstraint = ir::AttrConstraint {
    summary: "32-bit signless integer attribute",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::integer_attr_of(
        ctx,
        a,
        &|ctx: &Context, x: Type| -> bool {
            ir::pred::ty::integer_of_width(ctx, x, 32i64)
        },
    ),
};
/// Attribute constraint: LLVM Unwind Behavior (first used by `llvm.func`, spec/dialects/llvm.td:N)
const IS_LLVM_UNWIND_BEHAVIOR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "LLVM Unwind Behavior",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::enum_attr_pred(
        ctx,
        a,
        "UWTableKind",
    ),
};
/// Verifies `llvm.func` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_llvm_func_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    dialects::native::llvm::verify_func(op)?;
    Ok(())
}
/// `llvm.func` (spec/dialects/llvm.td:N): An LLVM function.
pub static LLVM_FUNC_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.func",
    dialect: "llvm",
    traits: ir::Traits::AFFINE_SCOPE
        .union(ir::Traits::AUTOMATIC_ALLOCATION_SCOPE)
        .union(ir::Traits::ISOLATED_FROM_ABOVE)
        .union(ir::Traits::FUNCTION_LIKE)
        .union(ir::Traits::SYMBOL),
    attrs: &[
        ir::AttrInfo {
            name: "sym_name",
            constraint: Some(STR_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "sym_visibility",
            optional: true,
            constraint: Some(IS_STRING_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "function_type",
            constraint: Some(LLVM_FUNCTION_TYPE_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "linkage",
            optional: true,
            default: Some(&LLVM_FUNC_OP_LINKAGE_DEFAULT),
            materialize: true,
            constraint: Some(IS_LLVM_LINKAGE_SPECIFICATION),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "dso_local",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "CConv",
            optional: true,
            default: Some(&CALL_OP_C_CONV_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_C_CONV),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "comdat",
            optional: true,
            constraint: Some(IS_SYMBOL_REFERENCE_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "convergent",
            optional: true,
            constraint: Some(IS_UNIT_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "personality",
            optional: true,
            constraint: Some(IS_FLAT_SYMBOL_REFERENCE_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "garbageCollector",
            optional: true,
            constraint: Some(IS_STRING_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "passthrough",
            optional: true,
            constraint: Some(IS_ARRAY_ATTRIBUTE),
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
        ir::AttrInfo {
            name: "function_entry_count",
            optional: true,
            constraint: Some(IS_64_BIT_SIGNLESS_INTEGER_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "memory_effects",
            optional: true,
            constraint: Some(IS_LLVM_MEMORY_EFFECTS_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "visibility_",
            optional: true,
            default: Some(&LOAD_OP_ORDERING_DEFAULT),
            materialize: true,
            constraint: Some(LLVM_DEFAULT_VISIBILITY),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "arm_streaming",
            optional: true,
            constraint: Some(IS_UNIT_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "arm_locally_streaming",
            optional: true,
            constraint: Some(IS_UNIT_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "arm_streaming_compatible",
            optional: true,
            constraint: Some(IS_UNIT_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "arm_new_za",
            optional: true,
            constraint: Some(IS_UNIT_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "arm_in_za",
            optional: true,
            constraint: Some(IS_UNIT_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "arm_out_za",
            optional: true,
            constraint: Some(IS_UNIT_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "arm_inout_za",
            optional: true,
            constraint: Some(IS_UNIT_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "arm_preserves_za",
            optional: true,
            constraint: Some(IS_UNIT_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "section",
            optional: true,
            constraint: Some(IS_STRING_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "unnamed_addr",
            optional: true,
            constraint: Some(IS_LLVM_GLOBAL_VALUE_UNNAMED_ADDR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "alignment",
            optional: true,
            constraint: Some(IS_64_BIT_SIGNLESS_INTEGER_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "vscale_range",
            optional: true,
            constraint: Some(IS_LLVM_VSCALE_RANGE_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "frame_pointer",
            optional: true,
            constraint: Some(IS_LLVM_FRAME_POINTER_KIND),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "target_cpu",
            optional: true,
            constraint: Some(IS_STRING_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "tune_cpu",
            optional: true,
            constraint: Some(IS_STRING_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "reciprocal_estimates",
            optional: true,
            constraint: Some(IS_STRING_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "prefer_vector_width",
            optional: true,
            constraint: Some(IS_STRING_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "target_features",
            optional: true,
            constraint: Some(IS_LLVM_TARGET_FEATURES_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "no_infs_fp_math",
            optional: true,
            constraint: Some(IS_BOOL_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "no_nans_fp_math",
            optional: true,
            constraint: Some(IS_BOOL_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "no_signed_zeros_fp_math",
            optional: true,
            constraint: Some(IS_BOOL_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "denormal_fp_math",
            optional: true,
            constraint: Some(IS_STRING_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "denormal_fp_math_f32",
            optional: true,
            constraint: Some(IS_STRING_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "fp_contract",
            optional: true,
            constraint: Some(IS_STRING_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "instrument_function_entry",
            optional: true,
            constraint: Some(IS_STRING_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "instrument_function_exit",
            optional: true,
            constraint: Some(IS_STRING_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "no_inline",
            optional: true,
            constraint: Some(IS_UNIT_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "always_inline",
            optional: true,
            constraint: Some(IS_UNIT_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "inline_hint",
            optional: true,
            constraint: Some(IS_UNIT_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "no_unwind",
            optional: true,
            constraint: Some(IS_UNIT_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "will_return",
            optional: true,
            constraint: Some(IS_UNIT_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "optimize_none",
            optional: true,
            constraint: Some(IS_UNIT_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "vec_type_hint",
            optional: true,
            constraint: Some(IS_EXPLICIT_VECTORIZATION_COMPILER_HINT),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "work_group_size_hint",
            optional: true,
            constraint: Some(IS_I32_DENSE_ARRAY_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "reqd_work_group_size",
            optional: true,
            constraint: Some(IS_I32_DENSE_ARRAY_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "intel_reqd_sub_group_size",
            optional: true,
            constraint: Some(IS_32_BIT_SIGNLESS_INTEGER_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "uwtable_kind",
            optional: true,
            constraint: Some(IS_LLVM_UNWIND_BEHAVIOR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[77usize],
    },
    verify: verify_llvm_func_op,
    parse: Some(&(dialects::native::llvm::parse_func as parse::ops::ParseFn)),
    print: Some(&(dialects::native::llvm::print_func as print::ops::PrintFn)),
    regions: 1usize,
    operand_arities: &[],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.linker_options` (spec/dialects/llvm.td:N): Options passed to the linker.
#[derive(Copy, Clone)]
pub struct LinkerOptionsOp<'a>(pub OpRef<'a>);
impl<'a> LinkerOptionsOp<'a> {
    pub const NAME: &'static str = "llvm.linker_options";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &LINKER_OPTIONS_OP_INFO).then_some(LinkerOptionsOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Attribute `options`: string array attribute
    pub fn options_attr(&self) -> Option<Attribute> {
        self.0.attr("options")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        options_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &LINKER_OPTIONS_OP_INFO, loc);
        st.set_attr(ctx, "options", options_attr);
        st
    }
}
/// Attribute constraint: string array attribute (`StrArrayAttr`, spec/constraints.td:N)
const STR_ARRAY_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "string array attribute",
    check: dialects::gen::constraints::str_array_attr,
};
/// Verifies `llvm.linker_options` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_linker_options_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    dialects::native::llvm::verify_linker_options(op)?;
    Ok(())
}
/// Parses `llvm.linker_options` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_linker_options_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let a = p.parse_attribute(None)?;
    st.add_attr(ctx.ident("options"), a);
    p.parse_optional_attr_dict(st)?;
    Ok(())
}
/// Prints `llvm.linker_options` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_linker_options_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    if let Some(a) = op.attr("options") {
        p.print_attr(a);
    }
    p.print_optional_attr_dict(op, &["options"]);
}
/// `llvm.linker_options` (spec/dialects/llvm.td:N): Options passed to the linker.
pub static LINKER_OPTIONS_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.linker_options",
    dialect: "llvm",
    attrs: &[
        ir::AttrInfo {
            name: "options",
            constraint: Some(STR_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[78usize],
    },
    verify: verify_linker_options_op,
    parse: Some(&(parse_linker_options_op as parse::ops::ParseFn)),
    print: Some(&(print_linker_options_op as print::ops::PrintFn)),
    operand_arities: &[],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `llvm.module_flags` (spec/dialects/llvm.td:N): Module flags (llvm.module.flags metadata).
#[derive(Copy, Clone)]
pub struct ModuleFlagsOp<'a>(pub OpRef<'a>);
impl<'a> ModuleFlagsOp<'a> {
    pub const NAME: &'static str = "llvm.module_flags";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MODULE_FLAGS_OP_INFO).then_some(ModuleFlagsOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Attribute `flags`: array attribute
    pub fn flags_attr(&self) -> Option<Attribute> {
        self.0.attr("flags")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        flags_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MODULE_FLAGS_OP_INFO, loc);
        st.set_attr(ctx, "flags", flags_attr);
        st
    }
}
/// Verifies `llvm.module_flags` (spec/dialects/llvm.td:N) and the ops that check the same things.
fn verify_module_flags_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    dialects::native::llvm::verify_module_flags(op)?;
    Ok(())
}
/// Parses `llvm.module_flags` (spec/dialects/llvm.td:N) (and the ops of the same format) from its custom syntax.
fn parse_module_flags_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let a = p.parse_attribute(None)?;
    st.add_attr(ctx.ident("flags"), a);
    p.parse_optional_attr_dict(st)?;
    Ok(())
}
/// Prints `llvm.module_flags` (spec/dialects/llvm.td:N) (and the ops of the same format) in its custom syntax.
fn print_module_flags_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    if let Some(a) = op.attr("flags") {
        p.print_attr(a);
    }
    p.print_optional_attr_dict(op, &["flags"]);
}
/// `llvm.module_flags` (spec/dialects/llvm.td:N): Module flags (llvm.module.flags metadata).
pub static MODULE_FLAGS_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "llvm.module_flags",
    dialect: "llvm",
    attrs: &[
        ir::AttrInfo {
            name: "flags",
            constraint: Some(ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm.td",
        line: &dialects::gen::llvm::__spec_lines::LINES[79usize],
    },
    verify: verify_module_flags_op,
    parse: Some(&(parse_module_flags_op as parse::ops::ParseFn)),
    print: Some(&(print_module_flags_op as print::ops::PrintFn)),
    operand_arities: &[],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// Registration table of the dialect.
pub static DIALECT: ir::DialectInfo = ir::DialectInfo {
    name: "llvm",
    ops: &[
        &dialects::gen::llvm::ADD_OP_INFO,
        &dialects::gen::llvm::SUB_OP_INFO,
        &dialects::gen::llvm::MUL_OP_INFO,
        &dialects::gen::llvm::U_DIV_OP_INFO,
        &dialects::gen::llvm::S_DIV_OP_INFO,
        &dialects::gen::llvm::U_REM_OP_INFO,
        &dialects::gen::llvm::S_REM_OP_INFO,
        &dialects::gen::llvm::AND_OP_INFO,
        &dialects::gen::llvm::OR_OP_INFO,
        &dialects::gen::llvm::X_OR_OP_INFO,
        &dialects::gen::llvm::SHL_OP_INFO,
        &dialects::gen::llvm::L_SHR_OP_INFO,
        &dialects::gen::llvm::A_SHR_OP_INFO,
        &dialects::gen::llvm::I_CMP_OP_INFO,
        &dialects::gen::llvm::F_CMP_OP_INFO,
        &dialects::gen::llvm::F_ADD_OP_INFO,
        &dialects::gen::llvm::F_SUB_OP_INFO,
        &dialects::gen::llvm::F_MUL_OP_INFO,
        &dialects::gen::llvm::F_DIV_OP_INFO,
        &dialects::gen::llvm::F_REM_OP_INFO,
        &dialects::gen::llvm::F_NEG_OP_INFO,
        &dialects::gen::llvm::ALLOCA_OP_INFO,
        &dialects::gen::llvm::GEP_OP_INFO,
        &dialects::gen::llvm::LOAD_OP_INFO,
        &dialects::gen::llvm::STORE_OP_INFO,
        &dialects::gen::llvm::ATOMIC_RMW_OP_INFO,
        &dialects::gen::llvm::ATOMIC_CMP_XCHG_OP_INFO,
        &dialects::gen::llvm::FENCE_OP_INFO,
        &dialects::gen::llvm::BITCAST_OP_INFO,
        &dialects::gen::llvm::ADDR_SPACE_CAST_OP_INFO,
        &dialects::gen::llvm::INT_TO_PTR_OP_INFO,
        &dialects::gen::llvm::PTR_TO_INT_OP_INFO,
        &dialects::gen::llvm::S_EXT_OP_INFO,
        &dialects::gen::llvm::Z_EXT_OP_INFO,
        &dialects::gen::llvm::TRUNC_OP_INFO,
        &dialects::gen::llvm::SI_TO_FP_OP_INFO,
        &dialects::gen::llvm::UI_TO_FP_OP_INFO,
        &dialects::gen::llvm::FP_TO_SI_OP_INFO,
        &dialects::gen::llvm::FP_TO_UI_OP_INFO,
        &dialects::gen::llvm::FP_EXT_OP_INFO,
        &dialects::gen::llvm::FP_TRUNC_OP_INFO,
        &dialects::gen::llvm::CALL_OP_INFO,
        &dialects::gen::llvm::INVOKE_OP_INFO,
        &dialects::gen::llvm::LANDINGPAD_OP_INFO,
        &dialects::gen::llvm::VA_ARG_OP_INFO,
        &dialects::gen::llvm::CALL_INTRINSIC_OP_INFO,
        &dialects::gen::llvm::INLINE_ASM_OP_INFO,
        &dialects::gen::llvm::EXTRACT_ELEMENT_OP_INFO,
        &dialects::gen::llvm::EXTRACT_VALUE_OP_INFO,
        &dialects::gen::llvm::INSERT_ELEMENT_OP_INFO,
        &dialects::gen::llvm::INSERT_VALUE_OP_INFO,
        &dialects::gen::llvm::SHUFFLE_VECTOR_OP_INFO,
        &dialects::gen::llvm::SELECT_OP_INFO,
        &dialects::gen::llvm::FREEZE_OP_INFO,
        &dialects::gen::llvm::BR_OP_INFO,
        &dialects::gen::llvm::COND_BR_OP_INFO,
        &dialects::gen::llvm::RETURN_OP_INFO,
        &dialects::gen::llvm::RESUME_OP_INFO,
        &dialects::gen::llvm::UNREACHABLE_OP_INFO,
        &dialects::gen::llvm::SWITCH_OP_INFO,
        &dialects::gen::llvm::INDIRECT_BR_OP_INFO,
        &dialects::gen::llvm::ADDRESS_OF_OP_INFO,
        &dialects::gen::llvm::DSO_LOCAL_EQUIVALENT_OP_INFO,
        &dialects::gen::llvm::BLOCK_ADDRESS_OP_INFO,
        &dialects::gen::llvm::BLOCK_TAG_OP_INFO,
        &dialects::gen::llvm::NONE_TOKEN_OP_INFO,
        &dialects::gen::llvm::UNDEF_OP_INFO,
        &dialects::gen::llvm::POISON_OP_INFO,
        &dialects::gen::llvm::ZERO_OP_INFO,
        &dialects::gen::llvm::CONSTANT_OP_INFO,
        &dialects::gen::llvm::GLOBAL_OP_INFO,
        &dialects::gen::llvm::GLOBAL_CTORS_OP_INFO,
        &dialects::gen::llvm::GLOBAL_DTORS_OP_INFO,
        &dialects::gen::llvm::ALIAS_OP_INFO,
        &dialects::gen::llvm::I_FUNC_OP_INFO,
        &dialects::gen::llvm::COMDAT_SELECTOR_OP_INFO,
        &dialects::gen::llvm::COMDAT_OP_INFO,
        &dialects::gen::llvm::LLVM_FUNC_OP_INFO,
        &dialects::gen::llvm::LINKER_OPTIONS_OP_INFO,
        &dialects::gen::llvm::MODULE_FLAGS_OP_INFO,
        &dialects::gen::llvm_intrinsics::F_ABS_OP_INFO,
        &dialects::gen::llvm_intrinsics::SQRT_OP_INFO,
        &dialects::gen::llvm_intrinsics::F_CEIL_OP_INFO,
        &dialects::gen::llvm_intrinsics::F_FLOOR_OP_INFO,
        &dialects::gen::llvm_intrinsics::F_TRUNC_OP_INFO,
        &dialects::gen::llvm_intrinsics::ROUND_OP_INFO,
        &dialects::gen::llvm_intrinsics::ROUND_EVEN_OP_INFO,
        &dialects::gen::llvm_intrinsics::RINT_OP_INFO,
        &dialects::gen::llvm_intrinsics::NEARBYINT_OP_INFO,
        &dialects::gen::llvm_intrinsics::EXP_OP_INFO,
        &dialects::gen::llvm_intrinsics::EXP2_OP_INFO,
        &dialects::gen::llvm_intrinsics::EXP10_OP_INFO,
        &dialects::gen::llvm_intrinsics::LOG_OP_INFO,
        &dialects::gen::llvm_intrinsics::LOG2_OP_INFO,
        &dialects::gen::llvm_intrinsics::LOG10_OP_INFO,
        &dialects::gen::llvm_intrinsics::SIN_OP_INFO,
        &dialects::gen::llvm_intrinsics::COS_OP_INFO,
        &dialects::gen::llvm_intrinsics::TAN_OP_INFO,
        &dialects::gen::llvm_intrinsics::A_SIN_OP_INFO,
        &dialects::gen::llvm_intrinsics::A_COS_OP_INFO,
        &dialects::gen::llvm_intrinsics::A_TAN_OP_INFO,
        &dialects::gen::llvm_intrinsics::SINH_OP_INFO,
        &dialects::gen::llvm_intrinsics::COSH_OP_INFO,
        &dialects::gen::llvm_intrinsics::TANH_OP_INFO,
        &dialects::gen::llvm_intrinsics::COPY_SIGN_OP_INFO,
        &dialects::gen::llvm_intrinsics::POW_OP_INFO,
        &dialects::gen::llvm_intrinsics::MAX_NUM_OP_INFO,
        &dialects::gen::llvm_intrinsics::MIN_NUM_OP_INFO,
        &dialects::gen::llvm_intrinsics::MAXIMUM_OP_INFO,
        &dialects::gen::llvm_intrinsics::MINIMUM_OP_INFO,
        &dialects::gen::llvm_intrinsics::A_TAN2_OP_INFO,
        &dialects::gen::llvm_intrinsics::FMA_OP_INFO,
        &dialects::gen::llvm_intrinsics::F_MUL_ADD_OP_INFO,
        &dialects::gen::llvm_intrinsics::POW_I_OP_INFO,
        &dialects::gen::llvm_intrinsics::LOAD_EXP_OP_INFO,
        &dialects::gen::llvm_intrinsics::FRACTION_EXP_OP_INFO,
        &dialects::gen::llvm_intrinsics::SINCOS_OP_INFO,
        &dialects::gen::llvm_intrinsics::IS_FP_CLASS_OP_INFO,
        &dialects::gen::llvm_intrinsics::LROUND_OP_INFO,
        &dialects::gen::llvm_intrinsics::LLROUND_OP_INFO,
        &dialects::gen::llvm_intrinsics::LRINT_OP_INFO,
        &dialects::gen::llvm_intrinsics::LLRINT_OP_INFO,
        &dialects::gen::llvm_intrinsics::ABS_OP_INFO,
        &dialects::gen::llvm_intrinsics::S_MAX_OP_INFO,
        &dialects::gen::llvm_intrinsics::S_MIN_OP_INFO,
        &dialects::gen::llvm_intrinsics::U_MAX_OP_INFO,
        &dialects::gen::llvm_intrinsics::U_MIN_OP_INFO,
        &dialects::gen::llvm_intrinsics::S_CMP_OP_INFO,
        &dialects::gen::llvm_intrinsics::U_CMP_OP_INFO,
        &dialects::gen::llvm_intrinsics::BIT_REVERSE_OP_INFO,
        &dialects::gen::llvm_intrinsics::BYTE_SWAP_OP_INFO,
        &dialects::gen::llvm_intrinsics::CT_POP_OP_INFO,
        &dialects::gen::llvm_intrinsics::COUNT_LEADING_ZEROS_OP_INFO,
        &dialects::gen::llvm_intrinsics::COUNT_TRAILING_ZEROS_OP_INFO,
        &dialects::gen::llvm_intrinsics::FSHL_OP_INFO,
        &dialects::gen::llvm_intrinsics::FSHR_OP_INFO,
        &dialects::gen::llvm_intrinsics::S_ADD_WITH_OVERFLOW_OP_INFO,
        &dialects::gen::llvm_intrinsics::U_ADD_WITH_OVERFLOW_OP_INFO,
        &dialects::gen::llvm_intrinsics::S_SUB_WITH_OVERFLOW_OP_INFO,
        &dialects::gen::llvm_intrinsics::U_SUB_WITH_OVERFLOW_OP_INFO,
        &dialects::gen::llvm_intrinsics::S_MUL_WITH_OVERFLOW_OP_INFO,
        &dialects::gen::llvm_intrinsics::U_MUL_WITH_OVERFLOW_OP_INFO,
        &dialects::gen::llvm_intrinsics::S_ADD_SAT_OP_INFO,
        &dialects::gen::llvm_intrinsics::U_ADD_SAT_OP_INFO,
        &dialects::gen::llvm_intrinsics::S_SUB_SAT_OP_INFO,
        &dialects::gen::llvm_intrinsics::U_SUB_SAT_OP_INFO,
        &dialects::gen::llvm_intrinsics::S_SHL_SAT_OP_INFO,
        &dialects::gen::llvm_intrinsics::U_SHL_SAT_OP_INFO,
        &dialects::gen::llvm_intrinsics::MEMCPY_OP_INFO,
        &dialects::gen::llvm_intrinsics::MEMMOVE_OP_INFO,
        &dialects::gen::llvm_intrinsics::MEMCPY_INLINE_OP_INFO,
        &dialects::gen::llvm_intrinsics::MEMSET_OP_INFO,
        &dialects::gen::llvm_intrinsics::MEMSET_INLINE_OP_INFO,
        &dialects::gen::llvm_intrinsics::PREFETCH_OP_INFO,
        &dialects::gen::llvm_intrinsics::LIFETIME_START_OP_INFO,
        &dialects::gen::llvm_intrinsics::LIFETIME_END_OP_INFO,
        &dialects::gen::llvm_intrinsics::INVARIANT_START_OP_INFO,
        &dialects::gen::llvm_intrinsics::INVARIANT_END_OP_INFO,
        &dialects::gen::llvm_intrinsics::LAUNDER_INVARIANT_GROUP_OP_INFO,
        &dialects::gen::llvm_intrinsics::STRIP_INVARIANT_GROUP_OP_INFO,
        &dialects::gen::llvm_intrinsics::PTR_MASK_OP_INFO,
        &dialects::gen::llvm_intrinsics::STACK_SAVE_OP_INFO,
        &dialects::gen::llvm_intrinsics::STACK_RESTORE_OP_INFO,
        &dialects::gen::llvm_intrinsics::VA_START_OP_INFO,
        &dialects::gen::llvm_intrinsics::VA_COPY_OP_INFO,
        &dialects::gen::llvm_intrinsics::VA_END_OP_INFO,
        &dialects::gen::llvm_intrinsics::EH_TYPEID_FOR_OP_INFO,
        &dialects::gen::llvm_intrinsics::CORO_ID_OP_INFO,
        &dialects::gen::llvm_intrinsics::CORO_BEGIN_OP_INFO,
        &dialects::gen::llvm_intrinsics::CORO_SIZE_OP_INFO,
        &dialects::gen::llvm_intrinsics::CORO_ALIGN_OP_INFO,
        &dialects::gen::llvm_intrinsics::CORO_SAVE_OP_INFO,
        &dialects::gen::llvm_intrinsics::CORO_SUSPEND_OP_INFO,
        &dialects::gen::llvm_intrinsics::CORO_END_OP_INFO,
        &dialects::gen::llvm_intrinsics::CORO_FREE_OP_INFO,
        &dialects::gen::llvm_intrinsics::CORO_RESUME_OP_INFO,
        &dialects::gen::llvm_intrinsics::CORO_PROMISE_OP_INFO,
        &dialects::gen::llvm_intrinsics::ASSUME_OP_INFO,
        &dialects::gen::llvm_intrinsics::NO_ALIAS_SCOPE_DECL_OP_INFO,
        &dialects::gen::llvm_intrinsics::EXPECT_OP_INFO,
        &dialects::gen::llvm_intrinsics::EXPECT_WITH_PROBABILITY_OP_INFO,
        &dialects::gen::llvm_intrinsics::SSA_COPY_OP_INFO,
        &dialects::gen::llvm_intrinsics::IS_CONSTANT_OP_INFO,
        &dialects::gen::llvm_intrinsics::THREADLOCAL_ADDRESS_OP_INFO,
        &dialects::gen::llvm_intrinsics::GET_ACTIVE_LANE_MASK_OP_INFO,
        &dialects::gen::llvm_intrinsics::VECTOR_REDUCE_ADD_OP_INFO,
        &dialects::gen::llvm_intrinsics::VECTOR_REDUCE_AND_OP_INFO,
        &dialects::gen::llvm_intrinsics::VECTOR_REDUCE_MUL_OP_INFO,
        &dialects::gen::llvm_intrinsics::VECTOR_REDUCE_OR_OP_INFO,
        &dialects::gen::llvm_intrinsics::VECTOR_REDUCE_S_MAX_OP_INFO,
        &dialects::gen::llvm_intrinsics::VECTOR_REDUCE_S_MIN_OP_INFO,
        &dialects::gen::llvm_intrinsics::VECTOR_REDUCE_U_MAX_OP_INFO,
        &dialects::gen::llvm_intrinsics::VECTOR_REDUCE_U_MIN_OP_INFO,
        &dialects::gen::llvm_intrinsics::VECTOR_REDUCE_XOR_OP_INFO,
        &dialects::gen::llvm_intrinsics::VECTOR_REDUCE_F_MAX_OP_INFO,
        &dialects::gen::llvm_intrinsics::VECTOR_REDUCE_F_MIN_OP_INFO,
        &dialects::gen::llvm_intrinsics::VECTOR_REDUCE_F_MAXIMUM_OP_INFO,
        &dialects::gen::llvm_intrinsics::VECTOR_REDUCE_F_MINIMUM_OP_INFO,
        &dialects::gen::llvm_intrinsics::VECTOR_REDUCE_F_ADD_OP_INFO,
        &dialects::gen::llvm_intrinsics::VECTOR_REDUCE_F_MUL_OP_INFO,
        &dialects::gen::llvm_intrinsics::MATRIX_COLUMN_MAJOR_LOAD_OP_INFO,
        &dialects::gen::llvm_intrinsics::MATRIX_COLUMN_MAJOR_STORE_OP_INFO,
        &dialects::gen::llvm_intrinsics::MATRIX_MULTIPLY_OP_INFO,
        &dialects::gen::llvm_intrinsics::MATRIX_TRANSPOSE_OP_INFO,
        &dialects::gen::llvm_intrinsics::MASKED_LOAD_OP_INFO,
        &dialects::gen::llvm_intrinsics::MASKED_STORE_OP_INFO,
        &dialects::gen::llvm_intrinsics::MASKED_GATHER_INFO,
        &dialects::gen::llvm_intrinsics::MASKED_SCATTER_INFO,
        &dialects::gen::llvm_intrinsics::MASKED_EXPANDLOAD_INFO,
        &dialects::gen::llvm_intrinsics::MASKED_COMPRESSSTORE_INFO,
        &dialects::gen::llvm_intrinsics::VSCALE_INFO,
        &dialects::gen::llvm_intrinsics::STEP_VECTOR_OP_INFO,
        &dialects::gen::llvm_intrinsics::VECTOR_INSERT_INFO,
        &dialects::gen::llvm_intrinsics::VECTOR_EXTRACT_INFO,
        &dialects::gen::llvm_intrinsics::VECTOR_INTERLEAVE2_INFO,
        &dialects::gen::llvm_intrinsics::VECTOR_DEINTERLEAVE2_INFO,
        &dialects::gen::llvm_intrinsics::TRAP_INFO,
        &dialects::gen::llvm_intrinsics::DEBUG_TRAP_INFO,
        &dialects::gen::llvm_intrinsics::UB_SAN_TRAP_INFO,
        &dialects::gen::llvm_intrinsics::VAR_ANNOTATION_INFO,
        &dialects::gen::llvm_intrinsics::PTR_ANNOTATION_INFO,
        &dialects::gen::llvm_intrinsics::ANNOTATION_INFO,
        &dialects::gen::llvm_intrinsics::CONSTRAINED_FP_TRUNC_INTR_INFO,
        &dialects::gen::llvm_intrinsics::CONSTRAINED_FP_EXT_INTR_INFO,
        &dialects::gen::llvm_intrinsics::CONSTRAINED_SI_TO_FP_INFO,
        &dialects::gen::llvm_intrinsics::CONSTRAINED_UI_TO_FP_INFO,
        &dialects::gen::llvm_intrinsics::VP_ADD_OP_INFO,
        &dialects::gen::llvm_intrinsics::VP_SUB_OP_INFO,
        &dialects::gen::llvm_intrinsics::VP_MUL_OP_INFO,
        &dialects::gen::llvm_intrinsics::VPS_DIV_OP_INFO,
        &dialects::gen::llvm_intrinsics::VPU_DIV_OP_INFO,
        &dialects::gen::llvm_intrinsics::VPS_REM_OP_INFO,
        &dialects::gen::llvm_intrinsics::VPU_REM_OP_INFO,
        &dialects::gen::llvm_intrinsics::VPA_SHR_OP_INFO,
        &dialects::gen::llvm_intrinsics::VPL_SHR_OP_INFO,
        &dialects::gen::llvm_intrinsics::VP_SHL_OP_INFO,
        &dialects::gen::llvm_intrinsics::VP_OR_OP_INFO,
        &dialects::gen::llvm_intrinsics::VP_AND_OP_INFO,
        &dialects::gen::llvm_intrinsics::VP_XOR_OP_INFO,
        &dialects::gen::llvm_intrinsics::VPS_MAX_OP_INFO,
        &dialects::gen::llvm_intrinsics::VPS_MIN_OP_INFO,
        &dialects::gen::llvm_intrinsics::VPU_MAX_OP_INFO,
        &dialects::gen::llvm_intrinsics::VPU_MIN_OP_INFO,
        &dialects::gen::llvm_intrinsics::VPF_ADD_OP_INFO,
        &dialects::gen::llvm_intrinsics::VPF_SUB_OP_INFO,
        &dialects::gen::llvm_intrinsics::VPF_MUL_OP_INFO,
        &dialects::gen::llvm_intrinsics::VPF_DIV_OP_INFO,
        &dialects::gen::llvm_intrinsics::VPF_REM_OP_INFO,
        &dialects::gen::llvm_intrinsics::VPF_NEG_OP_INFO,
        &dialects::gen::llvm_intrinsics::VPF_MUL_ADD_OP_INFO,
        &dialects::gen::llvm_intrinsics::VP_FMA_OP_INFO,
        &dialects::gen::llvm_intrinsics::VP_REDUCE_ADD_OP_INFO,
        &dialects::gen::llvm_intrinsics::VP_REDUCE_MUL_OP_INFO,
        &dialects::gen::llvm_intrinsics::VP_REDUCE_AND_OP_INFO,
        &dialects::gen::llvm_intrinsics::VP_REDUCE_OR_OP_INFO,
        &dialects::gen::llvm_intrinsics::VP_REDUCE_XOR_OP_INFO,
        &dialects::gen::llvm_intrinsics::VP_REDUCE_S_MAX_OP_INFO,
        &dialects::gen::llvm_intrinsics::VP_REDUCE_S_MIN_OP_INFO,
        &dialects::gen::llvm_intrinsics::VP_REDUCE_U_MAX_OP_INFO,
        &dialects::gen::llvm_intrinsics::VP_REDUCE_U_MIN_OP_INFO,
        &dialects::gen::llvm_intrinsics::VP_REDUCE_F_ADD_OP_INFO,
        &dialects::gen::llvm_intrinsics::VP_REDUCE_F_MUL_OP_INFO,
        &dialects::gen::llvm_intrinsics::VP_REDUCE_F_MAX_OP_INFO,
        &dialects::gen::llvm_intrinsics::VP_REDUCE_F_MIN_OP_INFO,
        &dialects::gen::llvm_intrinsics::VP_SELECT_MIN_OP_INFO,
        &dialects::gen::llvm_intrinsics::VP_MERGE_MIN_OP_INFO,
        &dialects::gen::llvm_intrinsics::VP_LOAD_OP_INFO,
        &dialects::gen::llvm_intrinsics::VP_STORE_OP_INFO,
        &dialects::gen::llvm_intrinsics::VP_STRIDED_LOAD_OP_INFO,
        &dialects::gen::llvm_intrinsics::VP_STRIDED_STORE_OP_INFO,
        &dialects::gen::llvm_intrinsics::VP_TRUNC_OP_INFO,
        &dialects::gen::llvm_intrinsics::VPZ_EXT_OP_INFO,
        &dialects::gen::llvm_intrinsics::VPS_EXT_OP_INFO,
        &dialects::gen::llvm_intrinsics::VPFP_TRUNC_OP_INFO,
        &dialects::gen::llvm_intrinsics::VPFP_EXT_OP_INFO,
        &dialects::gen::llvm_intrinsics::VPFP_TO_UI_OP_INFO,
        &dialects::gen::llvm_intrinsics::VPFP_TO_SI_OP_INFO,
        &dialects::gen::llvm_intrinsics::VPUI_TO_FP_OP_INFO,
        &dialects::gen::llvm_intrinsics::VPSI_TO_FP_OP_INFO,
        &dialects::gen::llvm_intrinsics::VP_PTR_TO_INT_OP_INFO,
        &dialects::gen::llvm_intrinsics::VP_INT_TO_PTR_OP_INFO,
        &dialects::gen::llvm_intrinsics::DBG_DECLARE_OP_INFO,
        &dialects::gen::llvm_intrinsics::DBG_VALUE_OP_INFO,
        &dialects::gen::llvm_intrinsics::DBG_LABEL_OP_INFO,
    ],
    enums: &[
        &dialects::gen::llvm_enums::LLVM_I_CMP_PREDICATE_ATTR_ENUM,
        &dialects::gen::llvm_enums::LLVM_F_CMP_PREDICATE_ATTR_ENUM,
        &dialects::gen::llvm_enums::LLVM_ATOMIC_ORDERING_ATTR_ENUM,
        &dialects::gen::llvm_enums::LLVM_ATOMIC_BIN_OP_ATTR_ENUM,
        &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
        &dialects::gen::llvm_enums::LLVM_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
        &dialects::gen::llvm_enums::LLVM_GEP_NO_WRAP_FLAGS_ATTR_ENUM,
        &dialects::gen::llvm_enums::LLVM_LINKAGE_ATTR_ENUM,
        &dialects::gen::llvm_enums::LLVM_VISIBILITY_ATTR_ENUM,
        &dialects::gen::llvm_enums::LLVM_UNNAMED_ADDR_ATTR_ENUM,
        &dialects::gen::llvm_enums::LLVM_COMDAT_ATTR_ENUM,
        &dialects::gen::llvm_enums::LLVM_C_CONV_ATTR_ENUM,
        &dialects::gen::llvm_enums::LLVM_TAIL_CALL_KIND_ATTR_ENUM,
        &dialects::gen::llvm_enums::LLVM_FRAME_POINTER_KIND_ATTR_ENUM,
        &dialects::gen::llvm_enums::LLVM_UW_TABLE_KIND_ATTR_ENUM,
        &dialects::gen::llvm_enums::LLVM_MOD_REF_INFO_ATTR_ENUM,
        &dialects::gen::llvm_enums::LLVM_ASM_DIALECT_ATTR_ENUM,
        &dialects::gen::llvm_enums::LLVM_ROUNDING_MODE_ATTR_ENUM,
        &dialects::gen::llvm_enums::LLVM_FP_EXCEPTION_BEHAVIOR_ATTR_ENUM,
        &dialects::gen::llvm_dwarf::LLVM_DI_TAG_ENUM,
        &dialects::gen::llvm_dwarf::LLVM_DI_ENCODING_ENUM,
        &dialects::gen::llvm_dwarf::LLVM_DI_LANGUAGE_ENUM,
        &dialects::gen::llvm_dwarf::LLVM_DI_CALLING_CONVENTION_ENUM,
        &dialects::gen::llvm_dwarf::LLVM_DI_OPERATION_ENUM,
        &dialects::gen::llvm_debuginfo::LLVM_DI_EMISSION_KIND_ENUM,
        &dialects::gen::llvm_debuginfo::LLVM_DI_NAME_TABLE_KIND_ENUM,
        &dialects::gen::llvm_debuginfo::LLVM_DI_FLAGS_ENUM,
        &dialects::gen::llvm_debuginfo::LLVM_DI_SUBPROGRAM_FLAGS_ENUM,
    ],
    attr_defs: &[
        &dialects::gen::llvm_types::LLVM_ZERO_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_types::LLVM_UNDEF_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_types::LLVM_POISON_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_types::LLVM_MEMORY_EFFECTS_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_types::LLVM_MMRA_TAG_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_types::LLVM_DEREFERENCEABLE_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_types::LLVM_V_SCALE_RANGE_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_types::LLVM_BLOCK_TAG_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_types::LLVM_BLOCK_ADDRESS_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_types::LLVM_TARGET_FEATURES_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_types::LLVM_LOOP_VECTORIZE_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_types::LLVM_LOOP_INTERLEAVE_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_types::LLVM_LOOP_UNROLL_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_types::LLVM_LOOP_UNROLL_AND_JAM_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_types::LLVM_LOOP_LICM_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_types::LLVM_LOOP_DISTRIBUTE_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_types::LLVM_LOOP_PIPELINE_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_types::LLVM_LOOP_PEELED_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_types::LLVM_LOOP_UNSWITCH_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_types::LLVM_LOOP_ANNOTATION_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_types::LLVM_ALIAS_SCOPE_DOMAIN_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_types::LLVM_ALIAS_SCOPE_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_types::LLVM_ACCESS_GROUP_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_types::LLVM_TBAA_ROOT_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_types::LLVM_TBAA_MEMBER_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_types::LLVM_TBAA_TYPE_DESCRIPTOR_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_types::LLVM_TBAA_TAG_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_types::LLVM_MODULE_FLAG_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_types::LLVM_VEC_TYPE_HINT_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_debuginfo::LLVM_DI_EXPRESSION_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_debuginfo::LLVM_DI_NULL_TYPE_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_debuginfo::LLVM_DI_BASIC_TYPE_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_debuginfo::LLVM_DI_FILE_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_debuginfo::LLVM_DI_COMPILE_UNIT_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_debuginfo::LLVM_DI_COMPOSITE_TYPE_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_debuginfo::LLVM_DI_DERIVED_TYPE_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_debuginfo::LLVM_DI_GLOBAL_VARIABLE_EXPRESSION_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_debuginfo::LLVM_DI_GLOBAL_VARIABLE_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_debuginfo::LLVM_DI_LEXICAL_BLOCK_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_debuginfo::LLVM_DI_LEXICAL_BLOCK_FILE_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_debuginfo::LLVM_DI_LOCAL_VARIABLE_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_debuginfo::LLVM_DI_SUBPROGRAM_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_debuginfo::LLVM_DI_MODULE_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_debuginfo::LLVM_DI_NAMESPACE_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_debuginfo::LLVM_DI_IMPORTED_ENTITY_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_debuginfo::LLVM_DI_ANNOTATION_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_debuginfo::LLVM_DI_SUBRANGE_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_debuginfo::LLVM_DI_COMMON_BLOCK_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_debuginfo::LLVM_DI_GENERIC_SUBRANGE_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_debuginfo::LLVM_DI_SUBROUTINE_TYPE_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_debuginfo::LLVM_DI_LABEL_ATTR_DEF_ATTR_DEF,
        &dialects::gen::llvm_debuginfo::LLVM_DI_STRING_TYPE_ATTR_DEF_ATTR_DEF,
    ],
    type_defs: &[
        &dialects::gen::llvm_types::LLVM_POINTER_TYPE_TYPE_DEF,
        &dialects::gen::llvm_types::LLVM_ARRAY_TYPE_TYPE_DEF,
        &dialects::gen::llvm_types::LLVM_FUNCTION_TYPE_TYPE_DEF,
        &dialects::gen::llvm_types::LLVM_STRUCT_TYPE_TYPE_DEF,
        &dialects::gen::llvm_types::LLVM_TARGET_EXT_TYPE_TYPE_DEF,
        &dialects::gen::llvm_types::LLVM_VOID_TYPE_TYPE_DEF,
        &dialects::gen::llvm_types::LLVM_TOKEN_TYPE_TYPE_DEF,
        &dialects::gen::llvm_types::LLVM_METADATA_TYPE_TYPE_DEF,
        &dialects::gen::llvm_types::LLVM_LABEL_TYPE_TYPE_DEF,
        &dialects::gen::llvm_types::LLVMX86AMX_TYPE_TYPE_DEF,
        &dialects::gen::llvm_types::LLVMPPCFP128_TYPE_TYPE_DEF,
    ],
    on_register: Some(dialects::native::fold_llvm::on_register),
    allow_unknown_ops: true,
    attributes: ir::AttrSyntax::Closed,
    verbatim_attrs: &[
        "address_space",
        "cgprofile_entry",
        "comdat",
        "constant_range",
        "dependent_libraries",
        "mlir.workgroup_attribution",
        "overflow",
        "profile_summary",
        "profile_summary_detailed",
        "target",
    ],
};
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 80usize] = [
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32,
    ];
}
