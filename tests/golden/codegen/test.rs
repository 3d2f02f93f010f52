// @generated from spec/dialects/test.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{diag, dialects, ir, parse, print};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `test.graph_region` (spec/dialects/test.td:N): an op with a graph region
#[derive(Copy, Clone)]
pub struct GraphRegionOp<'a>(pub OpRef<'a>);
impl<'a> GraphRegionOp<'a> {
    pub const NAME: &'static str = "test.graph_region";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &GRAPH_REGION_OP_INFO).then_some(GraphRegionOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    pub fn region(&self) -> RegionId {
        self.0.regions()[0usize]
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute) -> OperationState {
        let mut st = OperationState::for_op(ctx, &GRAPH_REGION_OP_INFO, loc);
        st
    }
}
/// Verifies `test.graph_region` (spec/dialects/test.td:N) and the ops that check the same things.
fn verify_graph_region_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    Ok(())
}
/// Parses `test.graph_region` (spec/dialects/test.td:N) (and the ops of the same format) from its custom syntax.
fn parse_graph_region_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    p.parse_optional_attr_dict_with_keyword(st)?;
    p.parse_region(st, &[])?;
    Ok(())
}
/// Prints `test.graph_region` (spec/dialects/test.td:N) (and the ops of the same format) in its custom syntax.
fn print_graph_region_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.print_optional_attr_dict_with_keyword(op, &[]);
    p.write(" ");
    p.print_region(op, op.regions()[0usize], true, true);
}
/// `test.graph_region` (spec/dialects/test.td:N): an op with a graph region
pub static GRAPH_REGION_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "test.graph_region",
    dialect: "test",
    traits: ir::Traits::HAS_ONLY_GRAPH_REGION,
    defined_at: ir::SpecPos {
        file: "spec/dialects/test.td",
        line: &dialects::gen::test::__spec_lines::LINES[0usize],
    },
    verify: verify_graph_region_op,
    parse: Some(&(parse_graph_region_op as parse::ops::ParseFn)),
    print: Some(&(print_graph_region_op as print::ops::PrintFn)),
    regions: 1usize,
    operand_arities: &[],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `test.op_with_memread` (spec/dialects/test.td:N): an op that reads memory
#[derive(Copy, Clone)]
pub struct OpWithMemReadOp<'a>(pub OpRef<'a>);
impl<'a> OpWithMemReadOp<'a> {
    pub const NAME: &'static str = "test.op_with_memread";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &OP_WITH_MEM_READ_OP_INFO).then_some(OpWithMemReadOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Result `result`: integer
    pub fn result(&self) -> Value {
        ods::results_group(self.0, OP_WITH_MEM_READ_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, result_ty: Type) -> OperationState {
        let mut st = OperationState::for_op(ctx, &OP_WITH_MEM_READ_OP_INFO, loc);
        st.result_types.push(result_ty);
        st
    }
}
/// Type constraint: integer (`AnyInteger`, spec/constraints.td:N)
const ANY_INTEGER: ir::TypeConstraint = ir::TypeConstraint {
    summary: "integer",
    check: dialects::gen::constraints::any_integer,
};
/// Verifies `test.op_with_memread` (spec/dialects/test.td:N) and the ops that check the same things.
fn verify_op_with_mem_read_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    Ok(())
}
/// `test.op_with_memread` (spec/dialects/test.td:N): an op that reads memory
pub static OP_WITH_MEM_READ_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "test.op_with_memread",
    dialect: "test",
    traits: ir::Traits::MEMORY_READ,
    defined_at: ir::SpecPos {
        file: "spec/dialects/test.td",
        line: &dialects::gen::test::__spec_lines::LINES[1usize],
    },
    verify: verify_op_with_mem_read_op,
    result_types: &[ANY_INTEGER],
    operand_arities: &[],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `test.op_with_memwrite` (spec/dialects/test.td:N): an op that writes memory
#[derive(Copy, Clone)]
pub struct OpWithMemWriteOp<'a>(pub OpRef<'a>);
impl<'a> OpWithMemWriteOp<'a> {
    pub const NAME: &'static str = "test.op_with_memwrite";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &OP_WITH_MEM_WRITE_OP_INFO).then_some(OpWithMemWriteOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute) -> OperationState {
        let mut st = OperationState::for_op(ctx, &OP_WITH_MEM_WRITE_OP_INFO, loc);
        st
    }
}
/// `test.op_with_memwrite` (spec/dialects/test.td:N): an op that writes memory
pub static OP_WITH_MEM_WRITE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "test.op_with_memwrite",
    dialect: "test",
    traits: ir::Traits::MEMORY_WRITE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/test.td",
        line: &dialects::gen::test::__spec_lines::LINES[2usize],
    },
    verify: verify_graph_region_op,
    operand_arities: &[],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `test.producing_br` (spec/dialects/test.td:N): a terminator with a result
#[derive(Copy, Clone)]
pub struct ProducingBranchOp<'a>(pub OpRef<'a>);
impl<'a> ProducingBranchOp<'a> {
    pub const NAME: &'static str = "test.producing_br";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &PRODUCING_BRANCH_OP_INFO).then_some(ProducingBranchOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `firstOperands`: variadic of any type
    pub fn first_operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, PRODUCING_BRANCH_OP_INFO.operand_arities, 0usize)
    }
    /// Operand `secondOperands`: variadic of any type
    pub fn second_operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, PRODUCING_BRANCH_OP_INFO.operand_arities, 1usize)
    }
    /// Result `dummy`: 32-bit signless integer
    pub fn dummy(&self) -> Value {
        ods::results_group(self.0, PRODUCING_BRANCH_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    pub fn first(&self) -> BlockId {
        self.0.successors()[0usize]
    }
    pub fn second(&self) -> BlockId {
        self.0.successors()[1usize]
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        first_operands: &[Value],
        second_operands: &[Value],
        dummy_ty: Type,
        first: BlockId,
        second: BlockId,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &PRODUCING_BRANCH_OP_INFO, loc);
        st.operands.extend_from_slice(first_operands);
        st.operands.extend_from_slice(second_operands);
        st.add_attr(
            ctx.ident("operandSegmentSizes"),
            ctx
                .dense_i32_array(
                    &[first_operands.len() as i64, second_operands.len() as i64],
                ),
        );
        st.result_types.push(dummy_ty);
        st.successors.push(first);
        st.successors.push(second);
        st
    }
}
/// Type constraint: variadic of any type (first used by `test.producing_br`, spec/dialects/test.td:N)
const IS_VARIADIC_OF_ANY_TYPE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "variadic of any type",
    check: |ctx: &Context, t: Type| ir::pred::ty::any_type_pred(ctx, t),
};
/// Type constraint: 32-bit signless integer (`I32`, spec/constraints.td:N)
const I32: ir::TypeConstraint = ir::TypeConstraint {
    summary: "32-bit signless integer",
    check: dialects::gen::constraints::i32,
};
/// Verifies `test.producing_br` (spec/dialects/test.td:N) and the ops that check the same things.
fn verify_producing_branch_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    ods::is_terminator(op)?;
    Ok(())
}
/// `test.producing_br` (spec/dialects/test.td:N): a terminator with a result
pub static PRODUCING_BRANCH_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "test.producing_br",
    dialect: "test",
    traits: ir::Traits::ATTR_SIZED_OPERAND_SEGMENTS.union(ir::Traits::TERMINATOR),
    defined_at: ir::SpecPos {
        file: "spec/dialects/test.td",
        line: &dialects::gen::test::__spec_lines::LINES[3usize],
    },
    verify: verify_producing_branch_op,
    operand_types: &[IS_VARIADIC_OF_ANY_TYPE, IS_VARIADIC_OF_ANY_TYPE],
    result_types: &[I32],
    successors: 2usize,
    operand_arities: &[ods::Arity::Variadic, ods::Arity::Variadic],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `test.constant` (spec/dialects/test.td:N): a constant of any attribute
#[derive(Copy, Clone)]
pub struct ConstantOp<'a>(pub OpRef<'a>);
impl<'a> ConstantOp<'a> {
    pub const NAME: &'static str = "test.constant";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CONSTANT_OP_INFO).then_some(ConstantOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Result `result`: any type
    pub fn result(&self) -> Value {
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
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CONSTANT_OP_INFO, loc);
        st.set_attr(ctx, "value", value_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Attribute constraint: any attribute (`AnyAttr`, spec/constraints.td:N)
const ANY_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "any attribute",
    check: dialects::gen::constraints::any_attr,
};
/// Type constraint: any type (`AnyType`, spec/constraints.td:N)
const ANY_TYPE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "any type",
    check: dialects::gen::constraints::any_type,
};
/// Verifies `test.constant` (spec/dialects/test.td:N) and the ops that check the same things.
fn verify_constant_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    Ok(())
}
/// `test.constant` (spec/dialects/test.td:N): a constant of any attribute
pub static CONSTANT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "test.constant",
    dialect: "test",
    traits: ir::Traits::CONSTANT_LIKE.union(ir::Traits::PURE),
    attrs: &[
        ir::AttrInfo {
            name: "value",
            constraint: Some(ANY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/test.td",
        line: &dialects::gen::test::__spec_lines::LINES[4usize],
    },
    verify: verify_constant_op,
    result_types: &[ANY_TYPE],
    operand_arities: &[],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `test.alloca_scope_region` (spec/dialects/test.td:N): an op whose region is an allocation scope
#[derive(Copy, Clone)]
pub struct AllocaScopeRegionOp<'a>(pub OpRef<'a>);
impl<'a> AllocaScopeRegionOp<'a> {
    pub const NAME: &'static str = "test.alloca_scope_region";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ALLOCA_SCOPE_REGION_OP_INFO).then_some(AllocaScopeRegionOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    pub fn region(&self) -> RegionId {
        self.0.regions()[0usize]
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ALLOCA_SCOPE_REGION_OP_INFO, loc);
        st
    }
}
/// `test.alloca_scope_region` (spec/dialects/test.td:N): an op whose region is an allocation scope
pub static ALLOCA_SCOPE_REGION_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "test.alloca_scope_region",
    dialect: "test",
    traits: ir::Traits::AUTOMATIC_ALLOCATION_SCOPE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/test.td",
        line: &dialects::gen::test::__spec_lines::LINES[5usize],
    },
    verify: verify_graph_region_op,
    parse: Some(&(parse_graph_region_op as parse::ops::ParseFn)),
    print: Some(&(print_graph_region_op as print::ops::PrintFn)),
    regions: 1usize,
    operand_arities: &[],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `test.cse_of_single_block_op` (spec/dialects/test.td:N): a pure op with a region, for CSE
#[derive(Copy, Clone)]
pub struct CseOfSingleBlockOp<'a>(pub OpRef<'a>);
impl<'a> CseOfSingleBlockOp<'a> {
    pub const NAME: &'static str = "test.cse_of_single_block_op";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CSE_OF_SINGLE_BLOCK_OP_INFO).then_some(CseOfSingleBlockOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `inputs`: variadic of any type
    pub fn inputs(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, CSE_OF_SINGLE_BLOCK_OP_INFO.operand_arities, 0usize)
    }
    /// Result `outputs`: variadic of any type
    pub fn outputs(&self) -> ods::Group<'a> {
        ods::results_group(self.0, CSE_OF_SINGLE_BLOCK_OP_INFO.result_arities, 0usize)
    }
    pub fn region(&self) -> RegionId {
        self.0.regions()[0usize]
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        inputs: &[Value],
        outputs_ty: &[Type],
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CSE_OF_SINGLE_BLOCK_OP_INFO, loc);
        st.operands.extend_from_slice(inputs);
        st.result_types.extend_from_slice(outputs_ty);
        st
    }
}
/// Verifies `test.cse_of_single_block_op` (spec/dialects/test.td:N) and the ops that check the same things.
fn verify_cse_of_single_block_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    if op.regions_body().region(op.regions()[0usize]).blocks.len() > 1usize {
        return Err(
            ods::op_error(
                op,
                "region #0 ('region') failed to verify constraint: region with 1 blocks",
            ),
        );
    }
    Ok(())
}
/// Parses `test.cse_of_single_block_op` (spec/dialects/test.td:N) (and the ops of the same format) from its custom syntax.
fn parse_cse_of_single_block_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut ol_inputs: u32 = start;
    let mut o_inputs: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_inputs: Option<Vec<Type>> = None;
    let mut rt_outputs: Option<Vec<Type>> = None;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal("inputs")?;
    p.expect_literal("(")?;
    ol_inputs = p.peek().offset;
    o_inputs.extend(p.parse_operand_list()?);
    p.expect_literal(")")?;
    p.parse_region(st, &[])?;
    p.expect_literal(":")?;
    ot_inputs = Some(p.parse_optional_type_list()?);
    p.expect_literal("->")?;
    rt_outputs = Some(p.parse_optional_type_list()?);
    let types = ot_inputs.unwrap_or_default();
    p.resolve_operands(&o_inputs, &types, ol_inputs, &mut st.operands)?;
    st.result_types.extend(rt_outputs.unwrap_or_default());
    Ok(())
}
/// Prints `test.cse_of_single_block_op` (spec/dialects/test.td:N) (and the ops of the same format) in its custom syntax.
fn print_cse_of_single_block_op<'p, 'a>(
    p: &'p mut print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.print_optional_attr_dict(op, &[]);
    p.write(" inputs");
    p.write("(");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(")");
    p.write(" ");
    p.print_region(op, op.regions()[0usize], true, true);
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
/// `test.cse_of_single_block_op` (spec/dialects/test.td:N): a pure op with a region, for CSE
pub static CSE_OF_SINGLE_BLOCK_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "test.cse_of_single_block_op",
    dialect: "test",
    traits: ir::Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR.union(ir::Traits::PURE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/test.td",
        line: &dialects::gen::test::__spec_lines::LINES[6usize],
    },
    verify: verify_cse_of_single_block_op,
    parse: Some(&(parse_cse_of_single_block_op as parse::ops::ParseFn)),
    print: Some(&(print_cse_of_single_block_op as print::ops::PrintFn)),
    implicit_terminator: Some("test.region_yield"),
    operand_types: &[IS_VARIADIC_OF_ANY_TYPE],
    result_types: &[IS_VARIADIC_OF_ANY_TYPE],
    regions: 1usize,
    operand_arities: &[ods::Arity::Variadic],
    result_arities: &[ods::Arity::Variadic],
    ..ir::OpInfo::DEFAULT
};
/// `test.region_yield` (spec/dialects/test.td:N): yields a value from a test region
#[derive(Copy, Clone)]
pub struct RegionYieldOp<'a>(pub OpRef<'a>);
impl<'a> RegionYieldOp<'a> {
    pub const NAME: &'static str = "test.region_yield";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &REGION_YIELD_OP_INFO).then_some(RegionYieldOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `result`: any type
    pub fn result(&self) -> Value {
        ods::operand_group(self.0, REGION_YIELD_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, result: Value) -> OperationState {
        let mut st = OperationState::for_op(ctx, &REGION_YIELD_OP_INFO, loc);
        st.operands.push(result);
        st
    }
}
/// Parses `test.region_yield` (spec/dialects/test.td:N) (and the ops of the same format) from its custom syntax.
fn parse_region_yield_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_result: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_result: Option<Vec<Type>> = None;
    o_result.push(p.parse_operand()?);
    p.expect_literal(":")?;
    ot_result = Some(vec![p.parse_type() ?]);
    p.parse_optional_attr_dict(st)?;
    let types = ot_result.unwrap_or_default();
    p.resolve_operands(&o_result, &types, start, &mut st.operands)?;
    Ok(())
}
/// Prints `test.region_yield` (spec/dialects/test.td:N) (and the ops of the same format) in its custom syntax.
fn print_region_yield_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
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
    p.print_optional_attr_dict(op, &[]);
}
/// `test.region_yield` (spec/dialects/test.td:N): yields a value from a test region
pub static REGION_YIELD_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "test.region_yield",
    dialect: "test",
    traits: ir::Traits::PURE
        .union(ir::Traits::RETURN_LIKE)
        .union(ir::Traits::TERMINATOR),
    defined_at: ir::SpecPos {
        file: "spec/dialects/test.td",
        line: &dialects::gen::test::__spec_lines::LINES[7usize],
    },
    verify: verify_producing_branch_op,
    parse: Some(&(parse_region_yield_op as parse::ops::ParseFn)),
    print: Some(&(print_region_yield_op as print::ops::PrintFn)),
    operand_types: &[ANY_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `test.side_effect_op` (spec/dialects/test.td:N): an op with the memory effects its attribute lists
#[derive(Copy, Clone)]
pub struct SideEffectOp<'a>(pub OpRef<'a>);
impl<'a> SideEffectOp<'a> {
    pub const NAME: &'static str = "test.side_effect_op";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SIDE_EFFECT_OP_INFO).then_some(SideEffectOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Result `result`: any type
    pub fn result(&self) -> Value {
        ods::results_group(self.0, SIDE_EFFECT_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, result_ty: Type) -> OperationState {
        let mut st = OperationState::for_op(ctx, &SIDE_EFFECT_OP_INFO, loc);
        st.result_types.push(result_ty);
        st
    }
}
/// `test.side_effect_op` (spec/dialects/test.td:N): an op with the memory effects its attribute lists
pub static SIDE_EFFECT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "test.side_effect_op",
    dialect: "test",
    defined_at: ir::SpecPos {
        file: "spec/dialects/test.td",
        line: &dialects::gen::test::__spec_lines::LINES[8usize],
    },
    verify: verify_op_with_mem_read_op,
    effects: Some(dialects::native::test_patterns::side_effect_op_effects),
    result_types: &[ANY_TYPE],
    operand_arities: &[],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// Registration table of the dialect.
pub static DIALECT: ir::DialectInfo = ir::DialectInfo {
    name: "test",
    ops: &[
        &dialects::gen::test::GRAPH_REGION_OP_INFO,
        &dialects::gen::test::OP_WITH_MEM_READ_OP_INFO,
        &dialects::gen::test::OP_WITH_MEM_WRITE_OP_INFO,
        &dialects::gen::test::PRODUCING_BRANCH_OP_INFO,
        &dialects::gen::test::CONSTANT_OP_INFO,
        &dialects::gen::test::ALLOCA_SCOPE_REGION_OP_INFO,
        &dialects::gen::test::CSE_OF_SINGLE_BLOCK_OP_INFO,
        &dialects::gen::test::REGION_YIELD_OP_INFO,
        &dialects::gen::test::SIDE_EFFECT_OP_INFO,
    ],
    enums: &[],
    attr_defs: &[],
    type_defs: &[],
    on_register: Some(dialects::native::test_patterns::on_register),
    allow_unknown_ops: true,
    attributes: ir::AttrSyntax::Open,
    verbatim_attrs: &[],
};
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 9usize] = [
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
    ];
}
