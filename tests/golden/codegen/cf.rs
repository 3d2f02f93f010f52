// @generated from spec/dialects/cf.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{diag, dialects, ir, parse, print};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `cf.assert` (spec/dialects/cf.td:N): abort with a message when a condition is false
#[derive(Copy, Clone)]
pub struct AssertOp<'a>(pub OpRef<'a>);
impl<'a> AssertOp<'a> {
    pub const NAME: &'static str = "cf.assert";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ASSERT_OP_INFO).then_some(AssertOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `arg`: 1-bit signless integer
    pub fn arg(&self) -> Value {
        ods::operand_group(self.0, ASSERT_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Attribute `msg`: string attribute
    pub fn msg_attr(&self) -> Option<Attribute> {
        self.0.attr("msg")
    }
    pub fn msg(&self) -> Option<&'a str> {
        ods::attr_str(self.0, "msg")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        arg: Value,
        msg_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ASSERT_OP_INFO, loc);
        st.operands.push(arg);
        st.set_attr(ctx, "msg", msg_attr);
        st
    }
}
/// Attribute constraint: string attribute (`StrAttr`, spec/constraints.td:N)
const STR_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "string attribute",
    check: dialects::gen::constraints::str_attr,
};
/// Type constraint: 1-bit signless integer (`I1`, spec/constraints.td:N)
const I1: ir::TypeConstraint = ir::TypeConstraint {
    summary: "1-bit signless integer",
    check: dialects::gen::constraints::i1,
};
/// Verifies `cf.assert` (spec/dialects/cf.td:N) and the ops that check the same things.
fn verify_assert_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    Ok(())
}
/// Parses `cf.assert` (spec/dialects/cf.td:N) (and the ops of the same format) from its custom syntax.
fn parse_assert_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_arg: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_arg: Option<Vec<Type>> = None;
    o_arg.push(p.parse_operand()?);
    p.expect_literal(",")?;
    let a = p.parse_attribute(Some(ctx.common().none))?;
    st.add_attr(ctx.ident("msg"), a);
    p.parse_optional_attr_dict(st)?;
    if ot_arg.is_none() {
        ot_arg = Some(vec![ctx.integer_type(1u32); o_arg.len()]);
    }
    let types = ot_arg.unwrap_or_default();
    p.resolve_operands(&o_arg, &types, start, &mut st.operands)?;
    Ok(())
}
/// Prints `cf.assert` (spec/dialects/cf.td:N) (and the ops of the same format) in its custom syntax.
fn print_assert_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    if let Some(a) = op.attr("msg") {
        p.print_attr(a);
    }
    p.print_optional_attr_dict(op, &["msg"]);
}
/// `cf.assert` (spec/dialects/cf.td:N): abort with a message when a condition is false
pub static ASSERT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "cf.assert",
    dialect: "cf",
    traits: ir::Traits::MEMORY_WRITE,
    attrs: &[
        ir::AttrInfo {
            name: "msg",
            constraint: Some(STR_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/cf.td",
        line: &dialects::gen::cf::__spec_lines::LINES[0usize],
    },
    verify: verify_assert_op,
    parse: Some(&(parse_assert_op as parse::ops::ParseFn)),
    print: Some(&(print_assert_op as print::ops::PrintFn)),
    operand_types: &[I1],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `cf.br` (spec/dialects/cf.td:N): unconditional branch
#[derive(Copy, Clone)]
pub struct BranchOp<'a>(pub OpRef<'a>);
impl<'a> BranchOp<'a> {
    pub const NAME: &'static str = "cf.br";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &BRANCH_OP_INFO).then_some(BranchOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `destOperands`: variadic of any type
    pub fn dest_operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, BRANCH_OP_INFO.operand_arities, 0usize)
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
        dest: BlockId,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &BRANCH_OP_INFO, loc);
        st.operands.extend_from_slice(dest_operands);
        st.successors.push(dest);
        st
    }
}
/// Type constraint: variadic of any type (first used by `cf.br`, spec/dialects/cf.td:N)
const IS_VARIADIC_OF_ANY_TYPE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "variadic of any type",
    check: |ctx: &Context, t: Type| ir::pred::ty::any_type_pred(ctx, t),
};
/// Verifies `cf.br` (spec/dialects/cf.td:N) and the ops that check the same things.
fn verify_branch_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    ods::is_terminator(op)?;
    Ok(())
}
/// Parses `cf.br` (spec/dialects/cf.td:N) (and the ops of the same format) from its custom syntax.
fn parse_branch_op<'p, 'a>(
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
/// Prints `cf.br` (spec/dialects/cf.td:N) (and the ops of the same format) in its custom syntax.
fn print_branch_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
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
/// `cf.br` (spec/dialects/cf.td:N): unconditional branch
pub static BRANCH_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "cf.br",
    dialect: "cf",
    traits: ir::Traits::BRANCH_LIKE
        .union(ir::Traits::PURE)
        .union(ir::Traits::TERMINATOR),
    defined_at: ir::SpecPos {
        file: "spec/dialects/cf.td",
        line: &dialects::gen::cf::__spec_lines::LINES[1usize],
    },
    verify: verify_branch_op,
    parse: Some(&(parse_branch_op as parse::ops::ParseFn)),
    print: Some(&(print_branch_op as print::ops::PrintFn)),
    operand_types: &[IS_VARIADIC_OF_ANY_TYPE],
    successors: 1usize,
    successor_operands: &[0usize],
    operand_arities: &[ods::Arity::Variadic],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `cf.cond_br` (spec/dialects/cf.td:N): two-way conditional branch
#[derive(Copy, Clone)]
pub struct CondBranchOp<'a>(pub OpRef<'a>);
impl<'a> CondBranchOp<'a> {
    pub const NAME: &'static str = "cf.cond_br";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &COND_BRANCH_OP_INFO).then_some(CondBranchOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `condition`: 1-bit signless integer
    pub fn condition(&self) -> Value {
        ods::operand_group(self.0, COND_BRANCH_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `trueDestOperands`: variadic of any type
    pub fn true_dest_operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, COND_BRANCH_OP_INFO.operand_arities, 1usize)
    }
    /// Operand `falseDestOperands`: variadic of any type
    pub fn false_dest_operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, COND_BRANCH_OP_INFO.operand_arities, 2usize)
    }
    /// Attribute `branch_weights`: i32 dense array attribute
    pub fn branch_weights_attr(&self) -> Option<Attribute> {
        self.0.attr("branch_weights")
    }
    pub fn branch_weights(&self) -> Option<&'a [i64]> {
        ods::attr_dense_ints(self.0, "branch_weights")
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
        true_dest: BlockId,
        false_dest: BlockId,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &COND_BRANCH_OP_INFO, loc);
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
        st.successors.push(true_dest);
        st.successors.push(false_dest);
        st
    }
}
/// Attribute constraint: i32 dense array attribute (first used by `cf.cond_br`, spec/dialects/cf.td:N)
const IS_I32_DENSE_ARRAY_ATTRIBUTE: ir::AttrConstraint = ir::AttrConstraint {
    summary: "i32 dense array attribute",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::dense_i32_array_attr_pred(
        ctx,
        a,
    ),
};
/// Verifies `cf.cond_br` (spec/dialects/cf.td:N) and the ops that check the same things.
fn verify_cond_branch_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    ods::is_terminator(op)?;
    dialects::native::cf::verify_cond_br(op)?;
    Ok(())
}
/// Parses `cf.cond_br` (spec/dialects/cf.td:N) (and the ops of the same format) from its custom syntax.
fn parse_cond_branch_op<'p, 'a>(
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
/// Prints `cf.cond_br` (spec/dialects/cf.td:N) (and the ops of the same format) in its custom syntax.
fn print_cond_branch_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
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
/// `cf.cond_br` (spec/dialects/cf.td:N): two-way conditional branch
pub static COND_BRANCH_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "cf.cond_br",
    dialect: "cf",
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
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/cf.td",
        line: &dialects::gen::cf::__spec_lines::LINES[2usize],
    },
    verify: verify_cond_branch_op,
    parse: Some(&(parse_cond_branch_op as parse::ops::ParseFn)),
    print: Some(&(print_cond_branch_op as print::ops::PrintFn)),
    operand_types: &[I1, IS_VARIADIC_OF_ANY_TYPE, IS_VARIADIC_OF_ANY_TYPE],
    successors: 2usize,
    successor_operands: &[1usize, 2usize],
    operand_arities: &[ods::Arity::Single, ods::Arity::Variadic, ods::Arity::Variadic],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `cf.switch` (spec/dialects/cf.td:N): multi-way branch on an integer value
#[derive(Copy, Clone)]
pub struct SwitchOp<'a>(pub OpRef<'a>);
impl<'a> SwitchOp<'a> {
    pub const NAME: &'static str = "cf.switch";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SWITCH_OP_INFO).then_some(SwitchOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `flag`: integer
    pub fn flag(&self) -> Value {
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
        flag: Value,
        default_operands: &[Value],
        case_operands: &[Value],
        case_values_attr: Option<Attribute>,
        case_operand_segments_attr: Option<Attribute>,
        default_destination: BlockId,
        case_destinations: &[BlockId],
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &SWITCH_OP_INFO, loc);
        st.operands.push(flag);
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
        st.successors.push(default_destination);
        st.successors.extend_from_slice(case_destinations);
        st
    }
}
/// Attribute constraint: integer elements attribute (first used by `cf.switch`, spec/dialects/cf.td:N)
const IS_INTEGER_ELEMENTS_ATTRIBUTE: ir::AttrConstraint = ir::AttrConstraint {
    summary: "integer elements attribute",
    check: |ctx: &Context, a: Attribute| {
        (ir::pred::attr::elements_attr_pred(ctx, a)
            && dialects::native::preds::is_dense_int_elements(ctx, a))
    },
};
/// Attribute constraint: i32 dense array attribute (`DenseI32ArrayAttr`, spec/constraints.td:N)
const DENSE_I32_ARRAY_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "i32 dense array attribute",
    check: dialects::gen::constraints::dense_i32_array_attr,
};
/// Type constraint: integer (`AnyInteger`, spec/constraints.td:N)
const ANY_INTEGER: ir::TypeConstraint = ir::TypeConstraint {
    summary: "integer",
    check: dialects::gen::constraints::any_integer,
};
/// Verifies `cf.switch` (spec/dialects/cf.td:N) and the ops that check the same things.
fn verify_switch_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    ods::is_terminator(op)?;
    dialects::native::cf::verify_switch(op)?;
    Ok(())
}
/// Parses `cf.switch` (spec/dialects/cf.td:N) (and the ops of the same format) from its custom syntax.
fn parse_switch_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_flag: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_flag: Option<Vec<Type>> = None;
    let mut ol_default_operands: u32 = start;
    let mut o_default_operands: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_default_operands: Option<Vec<Type>> = None;
    let mut ol_case_operands: u32 = start;
    let mut o_case_operands: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_case_operands: Option<Vec<Type>> = None;
    o_flag.push(p.parse_operand()?);
    p.expect_literal(":")?;
    ot_flag = Some(vec![p.parse_type_of_class("builtin.integer") ?]);
    p.expect_literal(",")?;
    p.expect_literal("[")?;
    {
        let mut s_1: Vec<BlockId> = Vec::new();
        let mut a_4: Option<Attribute> = None;
        let mut s_5: Vec<BlockId> = Vec::new();
        dialects::native::cf::directives::parse_switch_op_cases(
            p,
            st,
            ot_flag.as_deref().unwrap_or(&[]),
            &mut s_1,
            &mut o_default_operands,
            ot_default_operands.get_or_insert_with(Vec::new),
            &mut a_4,
            &mut s_5,
            &mut o_case_operands,
            ot_case_operands.get_or_insert_with(Vec::new),
        )?;
        st.successors.extend(s_1);
        if let Some(a) = a_4 {
            st.add_attr(ctx.ident("case_values"), a);
        }
        st.successors.extend(s_5);
    }
    p.expect_literal("]")?;
    p.parse_optional_attr_dict(st)?;
    st.add_attr(
        ctx.ident("operandSegmentSizes"),
        ctx
            .dense_i32_array(
                &[
                    o_flag.len() as i64,
                    o_default_operands.len() as i64,
                    o_case_operands.len() as i64,
                ],
            ),
    );
    let types = ot_flag.unwrap_or_default();
    p.resolve_operands(&o_flag, &types, start, &mut st.operands)?;
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
/// Prints `cf.switch` (spec/dialects/cf.td:N) (and the ops of the same format) in its custom syntax.
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
    p.write(" [");
    p.write(" ");
    p.write(" ");
    dialects::native::cf::directives::print_switch_op_cases(
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
        op.attr("case_values"),
        &op.successors()[1usize..],
        ods::operand_group_at(op, 2usize),
        &ods::operand_group_at(op, 2usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write("]");
    p.print_optional_attr_dict(
        op,
        &["case_values", "operandSegmentSizes", "case_operand_segments"],
    );
}
/// `cf.switch` (spec/dialects/cf.td:N): multi-way branch on an integer value
pub static SWITCH_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "cf.switch",
    dialect: "cf",
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
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/cf.td",
        line: &dialects::gen::cf::__spec_lines::LINES[3usize],
    },
    verify: verify_switch_op,
    parse: Some(&(parse_switch_op as parse::ops::ParseFn)),
    print: Some(&(print_switch_op as print::ops::PrintFn)),
    operand_types: &[ANY_INTEGER, IS_VARIADIC_OF_ANY_TYPE, IS_VARIADIC_OF_ANY_TYPE],
    successors: 2usize,
    variadic_successors: true,
    operand_arities: &[ods::Arity::Single, ods::Arity::Variadic, ods::Arity::Variadic],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// Registration table of the dialect.
pub static DIALECT: ir::DialectInfo = ir::DialectInfo {
    name: "cf",
    ops: &[
        &dialects::gen::cf::ASSERT_OP_INFO,
        &dialects::gen::cf::BRANCH_OP_INFO,
        &dialects::gen::cf::COND_BRANCH_OP_INFO,
        &dialects::gen::cf::SWITCH_OP_INFO,
    ],
    enums: &[],
    attr_defs: &[],
    type_defs: &[],
    on_register: None,
    allow_unknown_ops: false,
    attributes: ir::AttrSyntax::None,
    verbatim_attrs: &[],
};
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 4usize] = [Nu32, Nu32, Nu32, Nu32];
}
