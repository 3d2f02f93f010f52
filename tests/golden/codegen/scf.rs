// @generated from spec/dialects/scf.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{diag, dialects, ir, parse, print};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `SCF_DeviceMappingArrayAttr` (spec/dialects/scf.td:N): Device Mapping array attribute
pub fn scf_device_mapping_array_attr(ctx: &Context, x: Attribute) -> bool {
    dialects::native::scf::is_device_mapping_array(ctx, x)
}
/// `scf.condition` (spec/dialects/scf.td:N): loop continuation condition
#[derive(Copy, Clone)]
pub struct ConditionOp<'a>(pub OpRef<'a>);
impl<'a> ConditionOp<'a> {
    pub const NAME: &'static str = "scf.condition";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CONDITION_OP_INFO).then_some(ConditionOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `condition`: 1-bit signless integer
    pub fn condition(&self) -> Value {
        ods::operand_group(self.0, CONDITION_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `args`: variadic of any type
    pub fn args(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, CONDITION_OP_INFO.operand_arities, 1usize)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        condition: Value,
        args: &[Value],
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CONDITION_OP_INFO, loc);
        st.operands.push(condition);
        st.operands.extend_from_slice(args);
        st
    }
}
/// Type constraint: 1-bit signless integer (`I1`, spec/constraints.td:N)
const I1: ir::TypeConstraint = ir::TypeConstraint {
    summary: "1-bit signless integer",
    check: dialects::gen::constraints::i1,
};
/// Type constraint: variadic of any type (first used by `scf.condition`, spec/dialects/scf.td:N)
const IS_VARIADIC_OF_ANY_TYPE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "variadic of any type",
    check: |ctx: &Context, t: Type| ir::pred::ty::any_type_pred(ctx, t),
};
/// Verifies `scf.condition` (spec/dialects/scf.td:N) and the ops that check the same things.
fn verify_condition_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    ods::has_parent(op, &["scf.while"])?;
    ods::is_terminator(op)?;
    Ok(())
}
/// Parses `scf.condition` (spec/dialects/scf.td:N) (and the ops of the same format) from its custom syntax.
fn parse_condition_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_condition: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_condition: Option<Vec<Type>> = None;
    let mut ol_args: u32 = start;
    let mut o_args: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_args: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    o_condition.push(p.parse_operand()?);
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    if p.at_operand() {
        ol_args = p.peek().offset;
        o_args.extend(p.parse_operand_list()?);
        p.expect_literal(":")?;
        ot_args = Some(p.parse_optional_type_list()?);
    }
    if ot_condition.is_none() {
        ot_condition = Some(vec![ctx.integer_type(1u32); o_condition.len()]);
    }
    let types = ot_condition.unwrap_or_default();
    p.resolve_operands(&o_condition, &types, start, &mut st.operands)?;
    let types = ot_args.unwrap_or_default();
    p.resolve_operands(&o_args, &types, ol_args, &mut st.operands)?;
    Ok(())
}
/// Prints `scf.condition` (spec/dialects/scf.td:N) (and the ops of the same format) in its custom syntax.
fn print_condition_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write("(");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    if !ods::operand_group_at(op, 1usize).is_empty() {
        p.write(" ");
        p.print_operands(ods::operand_group_at(op, 1usize));
        p.write(" :");
        p.write(" ");
        p.print_types(
            ods::operand_group_at(op, 1usize)
                .iter()
                .map(|v| op.value_type(v))
                .collect::<Vec<Type>>(),
        );
    }
}
/// `scf.condition` (spec/dialects/scf.td:N): loop continuation condition
pub static CONDITION_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "scf.condition",
    dialect: "scf",
    traits: ir::Traits::PURE.union(ir::Traits::TERMINATOR),
    defined_at: ir::SpecPos {
        file: "spec/dialects/scf.td",
        line: &dialects::gen::scf::__spec_lines::LINES[0usize],
    },
    verify: verify_condition_op,
    parse: Some(&(parse_condition_op as parse::ops::ParseFn)),
    print: Some(&(print_condition_op as print::ops::PrintFn)),
    operand_types: &[I1, IS_VARIADIC_OF_ANY_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Variadic],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `scf.execute_region` (spec/dialects/scf.td:N): operation that executes its region exactly once
#[derive(Copy, Clone)]
pub struct ExecuteRegionOp<'a>(pub OpRef<'a>);
impl<'a> ExecuteRegionOp<'a> {
    pub const NAME: &'static str = "scf.execute_region";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &EXECUTE_REGION_OP_INFO).then_some(ExecuteRegionOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Result `results`: variadic of any type
    pub fn results(&self) -> ods::Group<'a> {
        ods::results_group(self.0, EXECUTE_REGION_OP_INFO.result_arities, 0usize)
    }
    /// Attribute `no_inline`: unit attribute
    pub fn no_inline_attr(&self) -> Option<Attribute> {
        self.0.attr("no_inline")
    }
    pub fn no_inline(&self) -> bool {
        self.0.attr("no_inline").is_some()
    }
    pub fn region(&self) -> RegionId {
        self.0.regions()[0usize]
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        no_inline_attr: Option<Attribute>,
        results_ty: &[Type],
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &EXECUTE_REGION_OP_INFO, loc);
        st.set_attr(ctx, "no_inline", no_inline_attr);
        st.result_types.extend_from_slice(results_ty);
        st
    }
}
/// Attribute constraint: unit attribute (`UnitAttr`, spec/constraints.td:N)
const UNIT_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "unit attribute",
    check: dialects::gen::constraints::unit_attr,
};
/// Verifies `scf.execute_region` (spec/dialects/scf.td:N) and the ops that check the same things.
fn verify_execute_region_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::scf::verify_execute_region(op)?;
    Ok(())
}
/// `scf.execute_region` (spec/dialects/scf.td:N): operation that executes its region exactly once
pub static EXECUTE_REGION_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "scf.execute_region",
    dialect: "scf",
    traits: ir::Traits::RECURSIVE_MEMORY_EFFECTS,
    attrs: &[
        ir::AttrInfo {
            name: "no_inline",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/scf.td",
        line: &dialects::gen::scf::__spec_lines::LINES[1usize],
    },
    verify: verify_execute_region_op,
    parse: Some(&(dialects::native::scf::parse_execute_region as parse::ops::ParseFn)),
    print: Some(&(dialects::native::scf::print_execute_region as print::ops::PrintFn)),
    result_types: &[IS_VARIADIC_OF_ANY_TYPE],
    regions: 1usize,
    operand_arities: &[],
    result_arities: &[ods::Arity::Variadic],
    ..ir::OpInfo::DEFAULT
};
/// `scf.for` (spec/dialects/scf.td:N): for operation
#[derive(Copy, Clone)]
pub struct ForOp<'a>(pub OpRef<'a>);
impl<'a> ForOp<'a> {
    pub const NAME: &'static str = "scf.for";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &FOR_OP_INFO).then_some(ForOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lowerBound`: signless integer or index
    pub fn lower_bound(&self) -> Value {
        ods::operand_group(self.0, FOR_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `upperBound`: signless integer or index
    pub fn upper_bound(&self) -> Value {
        ods::operand_group(self.0, FOR_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `step`: signless integer or index
    pub fn step(&self) -> Value {
        ods::operand_group(self.0, FOR_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `initArgs`: variadic of any type
    pub fn init_args(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, FOR_OP_INFO.operand_arities, 3usize)
    }
    /// Result `results`: variadic of any type
    pub fn results(&self) -> ods::Group<'a> {
        ods::results_group(self.0, FOR_OP_INFO.result_arities, 0usize)
    }
    /// Attribute `unsignedCmp`: unit attribute
    pub fn unsigned_cmp_attr(&self) -> Option<Attribute> {
        self.0.attr("unsignedCmp")
    }
    pub fn unsigned_cmp(&self) -> bool {
        self.0.attr("unsignedCmp").is_some()
    }
    pub fn region(&self) -> RegionId {
        self.0.regions()[0usize]
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lower_bound: Value,
        upper_bound: Value,
        step: Value,
        init_args: &[Value],
        unsigned_cmp_attr: Option<Attribute>,
        results_ty: &[Type],
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &FOR_OP_INFO, loc);
        st.operands.push(lower_bound);
        st.operands.push(upper_bound);
        st.operands.push(step);
        st.operands.extend_from_slice(init_args);
        st.set_attr(ctx, "unsignedCmp", unsigned_cmp_attr);
        st.result_types.extend_from_slice(results_ty);
        st
    }
}
/// Type constraint: signless integer or index (`AnySignlessIntegerOrIndex`, spec/constraints.td:N)
const ANY_SIGNLESS_INTEGER_OR_INDEX: ir::TypeConstraint = ir::TypeConstraint {
    summary: "signless integer or index",
    check: dialects::gen::constraints::any_signless_integer_or_index,
};
/// Verifies `scf.for` (spec/dialects/scf.td:N) and the ops that check the same things.
fn verify_for_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    ods::all_equal(
        op,
        &[
            ods::operand_group_at(op, 0usize).first().map(|v| op.value_type(v)),
            ods::operand_group_at(op, 1usize).first().map(|v| op.value_type(v)),
            ods::operand_group_at(op, 2usize).first().map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {lowerBound, upperBound, step} have same type",
    )?;
    dialects::native::scf::verify_for(op)?;
    Ok(())
}
/// `scf.for` (spec/dialects/scf.td:N): for operation
pub static FOR_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "scf.for",
    dialect: "scf",
    traits: ir::Traits::AUTOMATIC_ALLOCATION_SCOPE
        .union(ir::Traits::SINGLE_BLOCK)
        .union(ir::Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR)
        .union(ir::Traits::RECURSIVE_MEMORY_EFFECTS),
    attrs: &[
        ir::AttrInfo {
            name: "unsignedCmp",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/scf.td",
        line: &dialects::gen::scf::__spec_lines::LINES[2usize],
    },
    verify: verify_for_op,
    parse: Some(&(dialects::native::scf::parse_for as parse::ops::ParseFn)),
    print: Some(&(dialects::native::scf::print_for as print::ops::PrintFn)),
    implicit_terminator: Some("scf.yield"),
    operand_types: &[
        ANY_SIGNLESS_INTEGER_OR_INDEX,
        ANY_SIGNLESS_INTEGER_OR_INDEX,
        ANY_SIGNLESS_INTEGER_OR_INDEX,
        IS_VARIADIC_OF_ANY_TYPE,
    ],
    result_types: &[IS_VARIADIC_OF_ANY_TYPE],
    regions: 1usize,
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Variadic,
    ],
    result_arities: &[ods::Arity::Variadic],
    ..ir::OpInfo::DEFAULT
};
/// `scf.forall` (spec/dialects/scf.td:N): evaluate a block multiple times in parallel
#[derive(Copy, Clone)]
pub struct ForallOp<'a>(pub OpRef<'a>);
impl<'a> ForallOp<'a> {
    pub const NAME: &'static str = "scf.forall";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &FORALL_OP_INFO).then_some(ForallOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `dynamicLowerBound`: variadic of index
    pub fn dynamic_lower_bound(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, FORALL_OP_INFO.operand_arities, 0usize)
    }
    /// Operand `dynamicUpperBound`: variadic of index
    pub fn dynamic_upper_bound(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, FORALL_OP_INFO.operand_arities, 1usize)
    }
    /// Operand `dynamicStep`: variadic of index
    pub fn dynamic_step(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, FORALL_OP_INFO.operand_arities, 2usize)
    }
    /// Operand `outputs`: variadic of ranked tensor of any type values
    pub fn outputs(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, FORALL_OP_INFO.operand_arities, 3usize)
    }
    /// Result `results`: variadic of any type
    pub fn results(&self) -> ods::Group<'a> {
        ods::results_group(self.0, FORALL_OP_INFO.result_arities, 0usize)
    }
    /// Attribute `staticLowerBound`: i64 dense array attribute
    pub fn static_lower_bound_attr(&self) -> Option<Attribute> {
        self.0.attr("staticLowerBound")
    }
    pub fn static_lower_bound(&self) -> Option<&'a [i64]> {
        ods::attr_dense_ints(self.0, "staticLowerBound")
    }
    /// Attribute `staticUpperBound`: i64 dense array attribute
    pub fn static_upper_bound_attr(&self) -> Option<Attribute> {
        self.0.attr("staticUpperBound")
    }
    pub fn static_upper_bound(&self) -> Option<&'a [i64]> {
        ods::attr_dense_ints(self.0, "staticUpperBound")
    }
    /// Attribute `staticStep`: i64 dense array attribute
    pub fn static_step_attr(&self) -> Option<Attribute> {
        self.0.attr("staticStep")
    }
    pub fn static_step(&self) -> Option<&'a [i64]> {
        ods::attr_dense_ints(self.0, "staticStep")
    }
    /// Attribute `mapping`: Device Mapping array attribute
    pub fn mapping_attr(&self) -> Option<Attribute> {
        self.0.attr("mapping")
    }
    pub fn region(&self) -> RegionId {
        self.0.regions()[0usize]
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        dynamic_lower_bound: &[Value],
        dynamic_upper_bound: &[Value],
        dynamic_step: &[Value],
        outputs: &[Value],
        static_lower_bound_attr: Option<Attribute>,
        static_upper_bound_attr: Option<Attribute>,
        static_step_attr: Option<Attribute>,
        mapping_attr: Option<Attribute>,
        results_ty: &[Type],
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &FORALL_OP_INFO, loc);
        st.operands.extend_from_slice(dynamic_lower_bound);
        st.operands.extend_from_slice(dynamic_upper_bound);
        st.operands.extend_from_slice(dynamic_step);
        st.operands.extend_from_slice(outputs);
        st.add_attr(
            ctx.ident("operandSegmentSizes"),
            ctx
                .dense_i32_array(
                    &[
                        dynamic_lower_bound.len() as i64,
                        dynamic_upper_bound.len() as i64,
                        dynamic_step.len() as i64,
                        outputs.len() as i64,
                    ],
                ),
        );
        st.set_attr(ctx, "staticLowerBound", static_lower_bound_attr);
        st.set_attr(ctx, "staticUpperBound", static_upper_bound_attr);
        st.set_attr(ctx, "staticStep", static_step_attr);
        st.set_attr(ctx, "mapping", mapping_attr);
        st.result_types.extend_from_slice(results_ty);
        st
    }
}
/// Attribute constraint: i64 dense array attribute (`DenseI64ArrayAttr`, spec/constraints.td:N)
const DENSE_I64_ARRAY_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "i64 dense array attribute",
    check: dialects::gen::constraints::dense_i64_array_attr,
};
/// Attribute constraint: Device Mapping array attribute (first used by `scf.forall`, spec/dialects/scf.td:N)
const IS_DEVICE_MAPPING_ARRAY_ATTRIBUTE: ir::AttrConstraint = ir::AttrConstraint {
    summary: "Device Mapping array attribute",
    check: |ctx: &Context, a: Attribute| dialects::native::scf::is_device_mapping_array(
        ctx,
        a,
    ),
};
/// Type constraint: variadic of index (first used by `scf.forall`, spec/dialects/scf.td:N)
const IS_VARIADIC_OF_INDEX: ir::TypeConstraint = ir::TypeConstraint {
    summary: "variadic of index",
    check: |ctx: &Context, t: Type| ir::pred::ty::index_pred(ctx, t),
};
/// Type constraint: variadic of ranked tensor of any type values (first used by `scf.forall`, spec/dialects/scf.td:N)
const IS_VARIADIC_OF_RANKED_TENSOR_OF_ANY_TYPE_VALUES: ir::TypeConstraint = ir::TypeConstraint {
    summary: "variadic of ranked tensor of any type values",
    check: |ctx: &Context, t: Type| ir::pred::ty::ranked_tensor_of(
        ctx,
        t,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
    ),
};
/// Verifies `scf.forall` (spec/dialects/scf.td:N) and the ops that check the same things.
fn verify_forall_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::scf::verify_forall(op)?;
    Ok(())
}
/// `scf.forall` (spec/dialects/scf.td:N): evaluate a block multiple times in parallel
pub static FORALL_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "scf.forall",
    dialect: "scf",
    traits: ir::Traits::ATTR_SIZED_OPERAND_SEGMENTS
        .union(ir::Traits::AUTOMATIC_ALLOCATION_SCOPE)
        .union(ir::Traits::RECURSIVE_MEMORY_EFFECTS)
        .union(ir::Traits::SINGLE_BLOCK)
        .union(ir::Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR),
    attrs: &[
        ir::AttrInfo {
            name: "staticLowerBound",
            constraint: Some(DENSE_I64_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "staticUpperBound",
            constraint: Some(DENSE_I64_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "staticStep",
            constraint: Some(DENSE_I64_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "mapping",
            optional: true,
            constraint: Some(IS_DEVICE_MAPPING_ARRAY_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/scf.td",
        line: &dialects::gen::scf::__spec_lines::LINES[3usize],
    },
    verify: verify_forall_op,
    parse: Some(&(dialects::native::scf::parse_forall as parse::ops::ParseFn)),
    print: Some(&(dialects::native::scf::print_forall as print::ops::PrintFn)),
    implicit_terminator: Some("scf.forall.in_parallel"),
    operand_types: &[
        IS_VARIADIC_OF_INDEX,
        IS_VARIADIC_OF_INDEX,
        IS_VARIADIC_OF_INDEX,
        IS_VARIADIC_OF_RANKED_TENSOR_OF_ANY_TYPE_VALUES,
    ],
    result_types: &[IS_VARIADIC_OF_ANY_TYPE],
    regions: 1usize,
    operand_arities: &[
        ods::Arity::Variadic,
        ods::Arity::Variadic,
        ods::Arity::Variadic,
        ods::Arity::Variadic,
    ],
    result_arities: &[ods::Arity::Variadic],
    ..ir::OpInfo::DEFAULT
};
/// `scf.forall.in_parallel` (spec/dialects/scf.td:N): terminates a `forall` block
#[derive(Copy, Clone)]
pub struct InParallelOp<'a>(pub OpRef<'a>);
impl<'a> InParallelOp<'a> {
    pub const NAME: &'static str = "scf.forall.in_parallel";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &IN_PARALLEL_OP_INFO).then_some(InParallelOp(op))
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
        let mut st = OperationState::for_op(ctx, &IN_PARALLEL_OP_INFO, loc);
        st
    }
}
/// Verifies `scf.forall.in_parallel` (spec/dialects/scf.td:N) and the ops that check the same things.
fn verify_in_parallel_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::has_parent(op, &["scf.forall"])?;
    ods::is_terminator(op)?;
    dialects::native::scf::verify_in_parallel(op)?;
    Ok(())
}
/// `scf.forall.in_parallel` (spec/dialects/scf.td:N): terminates a `forall` block
pub static IN_PARALLEL_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "scf.forall.in_parallel",
    dialect: "scf",
    traits: ir::Traits::NO_TERMINATOR
        .union(ir::Traits::SINGLE_BLOCK)
        .union(ir::Traits::PURE)
        .union(ir::Traits::TERMINATOR)
        .union(ir::Traits::HAS_ONLY_GRAPH_REGION),
    defined_at: ir::SpecPos {
        file: "spec/dialects/scf.td",
        line: &dialects::gen::scf::__spec_lines::LINES[4usize],
    },
    verify: verify_in_parallel_op,
    parse: Some(&(dialects::native::scf::parse_in_parallel as parse::ops::ParseFn)),
    print: Some(&(dialects::native::scf::print_in_parallel as print::ops::PrintFn)),
    regions: 1usize,
    operand_arities: &[],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `scf.if` (spec/dialects/scf.td:N): if-then-else operation
#[derive(Copy, Clone)]
pub struct IfOp<'a>(pub OpRef<'a>);
impl<'a> IfOp<'a> {
    pub const NAME: &'static str = "scf.if";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &IF_OP_INFO).then_some(IfOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `condition`: 1-bit signless integer
    pub fn condition(&self) -> Value {
        ods::operand_group(self.0, IF_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `results`: variadic of any type
    pub fn results(&self) -> ods::Group<'a> {
        ods::results_group(self.0, IF_OP_INFO.result_arities, 0usize)
    }
    pub fn then_region(&self) -> RegionId {
        self.0.regions()[0usize]
    }
    pub fn else_region(&self) -> RegionId {
        self.0.regions()[1usize]
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        condition: Value,
        results_ty: &[Type],
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &IF_OP_INFO, loc);
        st.operands.push(condition);
        st.result_types.extend_from_slice(results_ty);
        st
    }
}
/// Verifies `scf.if` (spec/dialects/scf.td:N) and the ops that check the same things.
fn verify_if_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    dialects::native::scf::verify_if(op)?;
    Ok(())
}
/// `scf.if` (spec/dialects/scf.td:N): if-then-else operation
pub static IF_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "scf.if",
    dialect: "scf",
    traits: ir::Traits::SINGLE_BLOCK
        .union(ir::Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR)
        .union(ir::Traits::RECURSIVE_MEMORY_EFFECTS)
        .union(ir::Traits::NO_REGION_ARGUMENTS),
    defined_at: ir::SpecPos {
        file: "spec/dialects/scf.td",
        line: &dialects::gen::scf::__spec_lines::LINES[5usize],
    },
    verify: verify_if_op,
    parse: Some(&(dialects::native::scf::parse_if as parse::ops::ParseFn)),
    print: Some(&(dialects::native::scf::print_if as print::ops::PrintFn)),
    implicit_terminator: Some("scf.yield"),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_scf::if_op,
        kind: "",
        elements: false,
    }),
    operand_types: &[I1],
    result_types: &[IS_VARIADIC_OF_ANY_TYPE],
    regions: 2usize,
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Variadic],
    ..ir::OpInfo::DEFAULT
};
/// `scf.parallel` (spec/dialects/scf.td:N): parallel for operation
#[derive(Copy, Clone)]
pub struct ParallelOp<'a>(pub OpRef<'a>);
impl<'a> ParallelOp<'a> {
    pub const NAME: &'static str = "scf.parallel";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &PARALLEL_OP_INFO).then_some(ParallelOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lowerBound`: variadic of index
    pub fn lower_bound(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, PARALLEL_OP_INFO.operand_arities, 0usize)
    }
    /// Operand `upperBound`: variadic of index
    pub fn upper_bound(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, PARALLEL_OP_INFO.operand_arities, 1usize)
    }
    /// Operand `step`: variadic of index
    pub fn step(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, PARALLEL_OP_INFO.operand_arities, 2usize)
    }
    /// Operand `initVals`: variadic of any type
    pub fn init_vals(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, PARALLEL_OP_INFO.operand_arities, 3usize)
    }
    /// Result `results`: variadic of any type
    pub fn results(&self) -> ods::Group<'a> {
        ods::results_group(self.0, PARALLEL_OP_INFO.result_arities, 0usize)
    }
    pub fn region(&self) -> RegionId {
        self.0.regions()[0usize]
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lower_bound: &[Value],
        upper_bound: &[Value],
        step: &[Value],
        init_vals: &[Value],
        results_ty: &[Type],
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &PARALLEL_OP_INFO, loc);
        st.operands.extend_from_slice(lower_bound);
        st.operands.extend_from_slice(upper_bound);
        st.operands.extend_from_slice(step);
        st.operands.extend_from_slice(init_vals);
        st.add_attr(
            ctx.ident("operandSegmentSizes"),
            ctx
                .dense_i32_array(
                    &[
                        lower_bound.len() as i64,
                        upper_bound.len() as i64,
                        step.len() as i64,
                        init_vals.len() as i64,
                    ],
                ),
        );
        st.result_types.extend_from_slice(results_ty);
        st
    }
}
/// Verifies `scf.parallel` (spec/dialects/scf.td:N) and the ops that check the same things.
fn verify_parallel_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    dialects::native::scf::verify_parallel(op)?;
    Ok(())
}
/// `scf.parallel` (spec/dialects/scf.td:N): parallel for operation
pub static PARALLEL_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "scf.parallel",
    dialect: "scf",
    traits: ir::Traits::AUTOMATIC_ALLOCATION_SCOPE
        .union(ir::Traits::ATTR_SIZED_OPERAND_SEGMENTS)
        .union(ir::Traits::RECURSIVE_MEMORY_EFFECTS)
        .union(ir::Traits::SINGLE_BLOCK)
        .union(ir::Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR),
    defined_at: ir::SpecPos {
        file: "spec/dialects/scf.td",
        line: &dialects::gen::scf::__spec_lines::LINES[6usize],
    },
    verify: verify_parallel_op,
    parse: Some(&(dialects::native::scf::parse_parallel as parse::ops::ParseFn)),
    print: Some(&(dialects::native::scf::print_parallel as print::ops::PrintFn)),
    implicit_terminator: Some("scf.reduce"),
    operand_types: &[
        IS_VARIADIC_OF_INDEX,
        IS_VARIADIC_OF_INDEX,
        IS_VARIADIC_OF_INDEX,
        IS_VARIADIC_OF_ANY_TYPE,
    ],
    result_types: &[IS_VARIADIC_OF_ANY_TYPE],
    regions: 1usize,
    operand_arities: &[
        ods::Arity::Variadic,
        ods::Arity::Variadic,
        ods::Arity::Variadic,
        ods::Arity::Variadic,
    ],
    result_arities: &[ods::Arity::Variadic],
    ..ir::OpInfo::DEFAULT
};
/// `scf.reduce` (spec/dialects/scf.td:N): reduce operation for scf.parallel
#[derive(Copy, Clone)]
pub struct ReduceOp<'a>(pub OpRef<'a>);
impl<'a> ReduceOp<'a> {
    pub const NAME: &'static str = "scf.reduce";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &REDUCE_OP_INFO).then_some(ReduceOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operands`: variadic of any type
    pub fn operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, REDUCE_OP_INFO.operand_arities, 0usize)
    }
    pub fn reductions(&self) -> &'a [RegionId] {
        &self.0.regions()[0usize..]
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, operands: &[Value]) -> OperationState {
        let mut st = OperationState::for_op(ctx, &REDUCE_OP_INFO, loc);
        st.operands.extend_from_slice(operands);
        st
    }
}
/// Verifies `scf.reduce` (spec/dialects/scf.td:N) and the ops that check the same things.
fn verify_reduce_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    ods::has_parent(op, &["scf.parallel"])?;
    ods::is_terminator(op)?;
    dialects::native::scf::verify_reduce(op)?;
    Ok(())
}
/// Parses `scf.reduce` (spec/dialects/scf.td:N) (and the ops of the same format) from its custom syntax.
fn parse_reduce_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut ol_operands: u32 = start;
    let mut o_operands: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_operands: Option<Vec<Type>> = None;
    if p.eat_literal("(") {
        ol_operands = p.peek().offset;
        o_operands.extend(p.parse_operand_list()?);
        p.expect_literal(":")?;
        ot_operands = Some(p.parse_optional_type_list()?);
        p.expect_literal(")")?;
    }
    if p.at_region() {
        loop {
            p.parse_region(st, &[])?;
            if !p.eat_literal(",") {
                break;
            }
        }
    }
    p.parse_optional_attr_dict(st)?;
    let types = ot_operands.unwrap_or_default();
    p.resolve_operands(&o_operands, &types, ol_operands, &mut st.operands)?;
    Ok(())
}
/// Prints `scf.reduce` (spec/dialects/scf.td:N) (and the ops of the same format) in its custom syntax.
fn print_reduce_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
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
    p.write(" ");
    for (k, r) in op.regions()[0usize..].iter().enumerate() {
        if k > 0 {
            p.write(", ");
        }
        p.print_region(op, *r, true, true);
    }
    p.print_optional_attr_dict(op, &[]);
}
/// `scf.reduce` (spec/dialects/scf.td:N): reduce operation for scf.parallel
pub static REDUCE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "scf.reduce",
    dialect: "scf",
    traits: ir::Traits::RECURSIVE_MEMORY_EFFECTS.union(ir::Traits::TERMINATOR),
    defined_at: ir::SpecPos {
        file: "spec/dialects/scf.td",
        line: &dialects::gen::scf::__spec_lines::LINES[7usize],
    },
    verify: verify_reduce_op,
    parse: Some(&(parse_reduce_op as parse::ops::ParseFn)),
    print: Some(&(print_reduce_op as print::ops::PrintFn)),
    operand_types: &[IS_VARIADIC_OF_ANY_TYPE],
    regions: 1usize,
    variadic_regions: true,
    operand_arities: &[ods::Arity::Variadic],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `scf.reduce.return` (spec/dialects/scf.td:N): terminator for reduce operation
#[derive(Copy, Clone)]
pub struct ReduceReturnOp<'a>(pub OpRef<'a>);
impl<'a> ReduceReturnOp<'a> {
    pub const NAME: &'static str = "scf.reduce.return";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &REDUCE_RETURN_OP_INFO).then_some(ReduceReturnOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `result`: any type
    pub fn result(&self) -> Value {
        ods::operand_group(self.0, REDUCE_RETURN_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, result: Value) -> OperationState {
        let mut st = OperationState::for_op(ctx, &REDUCE_RETURN_OP_INFO, loc);
        st.operands.push(result);
        st
    }
}
/// Type constraint: any type (`AnyType`, spec/constraints.td:N)
const ANY_TYPE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "any type",
    check: dialects::gen::constraints::any_type,
};
/// Verifies `scf.reduce.return` (spec/dialects/scf.td:N) and the ops that check the same things.
fn verify_reduce_return_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    ods::has_parent(op, &["scf.reduce"])?;
    ods::is_terminator(op)?;
    dialects::native::scf::verify_reduce_return(op)?;
    Ok(())
}
/// Parses `scf.reduce.return` (spec/dialects/scf.td:N) (and the ops of the same format) from its custom syntax.
fn parse_reduce_return_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_result: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_result: Option<Vec<Type>> = None;
    o_result.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_result = Some(vec![p.parse_type() ?]);
    let types = ot_result.unwrap_or_default();
    p.resolve_operands(&o_result, &types, start, &mut st.operands)?;
    Ok(())
}
/// Prints `scf.reduce.return` (spec/dialects/scf.td:N) (and the ops of the same format) in its custom syntax.
fn print_reduce_return_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
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
/// `scf.reduce.return` (spec/dialects/scf.td:N): terminator for reduce operation
pub static REDUCE_RETURN_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "scf.reduce.return",
    dialect: "scf",
    traits: ir::Traits::PURE.union(ir::Traits::TERMINATOR),
    defined_at: ir::SpecPos {
        file: "spec/dialects/scf.td",
        line: &dialects::gen::scf::__spec_lines::LINES[8usize],
    },
    verify: verify_reduce_return_op,
    parse: Some(&(parse_reduce_return_op as parse::ops::ParseFn)),
    print: Some(&(print_reduce_return_op as print::ops::PrintFn)),
    operand_types: &[ANY_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `scf.while` (spec/dialects/scf.td:N): a generic 'while' loop
#[derive(Copy, Clone)]
pub struct WhileOp<'a>(pub OpRef<'a>);
impl<'a> WhileOp<'a> {
    pub const NAME: &'static str = "scf.while";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &WHILE_OP_INFO).then_some(WhileOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `inits`: variadic of any type
    pub fn inits(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, WHILE_OP_INFO.operand_arities, 0usize)
    }
    /// Result `results`: variadic of any type
    pub fn results(&self) -> ods::Group<'a> {
        ods::results_group(self.0, WHILE_OP_INFO.result_arities, 0usize)
    }
    pub fn before(&self) -> RegionId {
        self.0.regions()[0usize]
    }
    pub fn after(&self) -> RegionId {
        self.0.regions()[1usize]
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        inits: &[Value],
        results_ty: &[Type],
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &WHILE_OP_INFO, loc);
        st.operands.extend_from_slice(inits);
        st.result_types.extend_from_slice(results_ty);
        st
    }
}
/// Verifies `scf.while` (spec/dialects/scf.td:N) and the ops that check the same things.
fn verify_while_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    dialects::native::scf::verify_while(op)?;
    Ok(())
}
/// `scf.while` (spec/dialects/scf.td:N): a generic 'while' loop
pub static WHILE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "scf.while",
    dialect: "scf",
    traits: ir::Traits::RECURSIVE_MEMORY_EFFECTS.union(ir::Traits::SINGLE_BLOCK),
    defined_at: ir::SpecPos {
        file: "spec/dialects/scf.td",
        line: &dialects::gen::scf::__spec_lines::LINES[9usize],
    },
    verify: verify_while_op,
    parse: Some(&(dialects::native::scf::parse_while as parse::ops::ParseFn)),
    print: Some(&(dialects::native::scf::print_while as print::ops::PrintFn)),
    operand_types: &[IS_VARIADIC_OF_ANY_TYPE],
    result_types: &[IS_VARIADIC_OF_ANY_TYPE],
    regions: 2usize,
    operand_arities: &[ods::Arity::Variadic],
    result_arities: &[ods::Arity::Variadic],
    ..ir::OpInfo::DEFAULT
};
/// `scf.index_switch` (spec/dialects/scf.td:N): switch-case operation on an index argument
#[derive(Copy, Clone)]
pub struct IndexSwitchOp<'a>(pub OpRef<'a>);
impl<'a> IndexSwitchOp<'a> {
    pub const NAME: &'static str = "scf.index_switch";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &INDEX_SWITCH_OP_INFO).then_some(IndexSwitchOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `arg`: index
    pub fn arg(&self) -> Value {
        ods::operand_group(self.0, INDEX_SWITCH_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `results`: variadic of any type
    pub fn results(&self) -> ods::Group<'a> {
        ods::results_group(self.0, INDEX_SWITCH_OP_INFO.result_arities, 0usize)
    }
    /// Attribute `cases`: i64 dense array attribute
    pub fn cases_attr(&self) -> Option<Attribute> {
        self.0.attr("cases")
    }
    pub fn cases(&self) -> Option<&'a [i64]> {
        ods::attr_dense_ints(self.0, "cases")
    }
    pub fn default_region(&self) -> RegionId {
        self.0.regions()[0usize]
    }
    pub fn case_regions(&self) -> &'a [RegionId] {
        &self.0.regions()[1usize..]
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        arg: Value,
        cases_attr: Option<Attribute>,
        results_ty: &[Type],
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &INDEX_SWITCH_OP_INFO, loc);
        st.operands.push(arg);
        st.set_attr(ctx, "cases", cases_attr);
        st.result_types.extend_from_slice(results_ty);
        st
    }
}
/// Type constraint: index (`Index`, spec/constraints.td:N)
const INDEX: ir::TypeConstraint = ir::TypeConstraint {
    summary: "index",
    check: dialects::gen::constraints::index,
};
/// Verifies `scf.index_switch` (spec/dialects/scf.td:N) and the ops that check the same things.
fn verify_index_switch_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::scf::verify_index_switch(op)?;
    Ok(())
}
/// `scf.index_switch` (spec/dialects/scf.td:N): switch-case operation on an index argument
pub static INDEX_SWITCH_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "scf.index_switch",
    dialect: "scf",
    traits: ir::Traits::RECURSIVE_MEMORY_EFFECTS
        .union(ir::Traits::SINGLE_BLOCK)
        .union(ir::Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR),
    attrs: &[
        ir::AttrInfo {
            name: "cases",
            constraint: Some(DENSE_I64_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/scf.td",
        line: &dialects::gen::scf::__spec_lines::LINES[10usize],
    },
    verify: verify_index_switch_op,
    parse: Some(&(dialects::native::scf::parse_index_switch as parse::ops::ParseFn)),
    print: Some(&(dialects::native::scf::print_index_switch as print::ops::PrintFn)),
    implicit_terminator: Some("scf.yield"),
    operand_types: &[INDEX],
    result_types: &[IS_VARIADIC_OF_ANY_TYPE],
    regions: 2usize,
    variadic_regions: true,
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Variadic],
    ..ir::OpInfo::DEFAULT
};
/// `scf.yield` (spec/dialects/scf.td:N): loop yield and termination operation
#[derive(Copy, Clone)]
pub struct YieldOp<'a>(pub OpRef<'a>);
impl<'a> YieldOp<'a> {
    pub const NAME: &'static str = "scf.yield";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &YIELD_OP_INFO).then_some(YieldOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `results`: variadic of any type
    pub fn results(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, YIELD_OP_INFO.operand_arities, 0usize)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, results: &[Value]) -> OperationState {
        let mut st = OperationState::for_op(ctx, &YIELD_OP_INFO, loc);
        st.operands.extend_from_slice(results);
        st
    }
}
/// Verifies `scf.yield` (spec/dialects/scf.td:N) and the ops that check the same things.
fn verify_yield_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    ods::has_parent(
        op,
        &["scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while"],
    )?;
    ods::is_terminator(op)?;
    Ok(())
}
/// Parses `scf.yield` (spec/dialects/scf.td:N) (and the ops of the same format) from its custom syntax.
fn parse_yield_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut ol_results: u32 = start;
    let mut o_results: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_results: Option<Vec<Type>> = None;
    p.parse_optional_attr_dict(st)?;
    if p.at_operand() {
        ol_results = p.peek().offset;
        o_results.extend(p.parse_operand_list()?);
        p.expect_literal(":")?;
        ot_results = Some(p.parse_optional_type_list()?);
    }
    let types = ot_results.unwrap_or_default();
    p.resolve_operands(&o_results, &types, ol_results, &mut st.operands)?;
    Ok(())
}
/// Prints `scf.yield` (spec/dialects/scf.td:N) (and the ops of the same format) in its custom syntax.
fn print_yield_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
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
/// `scf.yield` (spec/dialects/scf.td:N): loop yield and termination operation
pub static YIELD_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "scf.yield",
    dialect: "scf",
    traits: ir::Traits::PURE
        .union(ir::Traits::RETURN_LIKE)
        .union(ir::Traits::TERMINATOR),
    defined_at: ir::SpecPos {
        file: "spec/dialects/scf.td",
        line: &dialects::gen::scf::__spec_lines::LINES[11usize],
    },
    verify: verify_yield_op,
    parse: Some(&(parse_yield_op as parse::ops::ParseFn)),
    print: Some(&(print_yield_op as print::ops::PrintFn)),
    operand_types: &[IS_VARIADIC_OF_ANY_TYPE],
    operand_arities: &[ods::Arity::Variadic],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// Registration table of the dialect.
pub static DIALECT: ir::DialectInfo = ir::DialectInfo {
    name: "scf",
    ops: &[
        &dialects::gen::scf::CONDITION_OP_INFO,
        &dialects::gen::scf::EXECUTE_REGION_OP_INFO,
        &dialects::gen::scf::FOR_OP_INFO,
        &dialects::gen::scf::FORALL_OP_INFO,
        &dialects::gen::scf::IN_PARALLEL_OP_INFO,
        &dialects::gen::scf::IF_OP_INFO,
        &dialects::gen::scf::PARALLEL_OP_INFO,
        &dialects::gen::scf::REDUCE_OP_INFO,
        &dialects::gen::scf::REDUCE_RETURN_OP_INFO,
        &dialects::gen::scf::WHILE_OP_INFO,
        &dialects::gen::scf::INDEX_SWITCH_OP_INFO,
        &dialects::gen::scf::YIELD_OP_INFO,
    ],
    enums: &[],
    attr_defs: &[],
    type_defs: &[],
    on_register: Some(dialects::native::scf::on_register),
    allow_unknown_ops: false,
    attributes: ir::AttrSyntax::None,
    verbatim_attrs: &[],
};
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 12usize] = [
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32,
    ];
}
