// @generated from spec/dialects/affine.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{diag, dialects, ir, parse, print};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `Affine_IntegerSetAttr` (spec/dialects/affine.td:N): IntegerSet attribute
pub fn affine_integer_set_attr(ctx: &Context, x: Attribute) -> bool {
    dialects::native::affine::is_integer_set(ctx, x)
}
/// `Affine_I32ElementsAttr` (spec/dialects/affine.td:N): 32-bit signless integer elements attribute
pub fn affine_i32_elements_attr(ctx: &Context, x: Attribute) -> bool {
    (ir::pred::attr::elements_attr_pred(ctx, x)
        && dialects::native::affine_ops::is_i32_elements(ctx, x))
}
/// `Affine_ReductionsAttr` (spec/dialects/affine.td:N): Reduction ops
pub fn affine_reductions_attr(ctx: &Context, x: Attribute) -> bool {
    dialects::native::affine_ops::is_reductions(ctx, x)
}
/// `Affine_UnitProp` (spec/dialects/affine.td:N): unit property
pub fn affine_unit_prop(ctx: &Context, x: Attribute) -> bool {
    dialects::native::affine_ops::is_unit_prop(ctx, x)
}
/// `affine.apply` (spec/dialects/affine.td:N): affine apply operation
#[derive(Copy, Clone)]
pub struct ApplyOp<'a>(pub OpRef<'a>);
impl<'a> ApplyOp<'a> {
    pub const NAME: &'static str = "affine.apply";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &APPLY_OP_INFO).then_some(ApplyOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `mapOperands`: variadic of index
    pub fn map_operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, APPLY_OP_INFO.operand_arities, 0usize)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, APPLY_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `map`: AffineMap attribute
    pub fn map_attr(&self) -> Option<Attribute> {
        self.0.attr("map")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        map_operands: &[Value],
        map_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &APPLY_OP_INFO, loc);
        st.operands.extend_from_slice(map_operands);
        st.set_attr(ctx, "map", map_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Attribute constraint: AffineMap attribute (`AffineMapAttr`, spec/constraints.td:N)
const AFFINE_MAP_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "AffineMap attribute",
    check: dialects::gen::constraints::affine_map_attr,
};
/// Type constraint: variadic of index (first used by `affine.apply`, spec/dialects/affine.td:N)
const IS_VARIADIC_OF_INDEX: ir::TypeConstraint = ir::TypeConstraint {
    summary: "variadic of index",
    check: |ctx: &Context, t: Type| ir::pred::ty::index_pred(ctx, t),
};
/// Type constraint: index (`Index`, spec/constraints.td:N)
const INDEX: ir::TypeConstraint = ir::TypeConstraint {
    summary: "index",
    check: dialects::gen::constraints::index,
};
/// Verifies `affine.apply` (spec/dialects/affine.td:N) and the ops that check the same things.
fn verify_apply_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::affine::verify_apply(op)?;
    Ok(())
}
/// `affine.apply` (spec/dialects/affine.td:N): affine apply operation
pub static APPLY_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "affine.apply",
    dialect: "affine",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "map",
            constraint: Some(AFFINE_MAP_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/affine.td",
        line: &dialects::gen::affine::__spec_lines::LINES[0usize],
    },
    verify: verify_apply_op,
    parse: Some(&(dialects::native::affine::parse_apply as parse::ops::ParseFn)),
    print: Some(&(dialects::native::affine::print_apply as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_affine::apply,
        kind: "",
        elements: true,
    }),
    operand_types: &[IS_VARIADIC_OF_INDEX],
    result_types: &[INDEX],
    operand_arities: &[ods::Arity::Variadic],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `affine.for` (spec/dialects/affine.td:N): for operation
#[derive(Copy, Clone)]
pub struct ForOp<'a>(pub OpRef<'a>);
impl<'a> ForOp<'a> {
    pub const NAME: &'static str = "affine.for";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &FOR_OP_INFO).then_some(ForOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lowerBoundOperands`: variadic of index
    pub fn lower_bound_operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, FOR_OP_INFO.operand_arities, 0usize)
    }
    /// Operand `upperBoundOperands`: variadic of index
    pub fn upper_bound_operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, FOR_OP_INFO.operand_arities, 1usize)
    }
    /// Operand `inits`: variadic of any type
    pub fn inits(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, FOR_OP_INFO.operand_arities, 2usize)
    }
    /// Result `results`: variadic of any type
    pub fn results(&self) -> ods::Group<'a> {
        ods::results_group(self.0, FOR_OP_INFO.result_arities, 0usize)
    }
    /// Attribute `lowerBoundMap`: AffineMap attribute
    pub fn lower_bound_map_attr(&self) -> Option<Attribute> {
        self.0.attr("lowerBoundMap")
    }
    /// Attribute `upperBoundMap`: AffineMap attribute
    pub fn upper_bound_map_attr(&self) -> Option<Attribute> {
        self.0.attr("upperBoundMap")
    }
    /// Attribute `step`: index attribute
    pub fn step_attr(&self) -> Option<Attribute> {
        self.0.attr("step")
    }
    pub fn step(&self) -> Option<i64> {
        ods::attr_int(self.0, "step")
    }
    pub fn region(&self) -> RegionId {
        self.0.regions()[0usize]
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lower_bound_operands: &[Value],
        upper_bound_operands: &[Value],
        inits: &[Value],
        lower_bound_map_attr: Option<Attribute>,
        upper_bound_map_attr: Option<Attribute>,
        step_attr: Option<Attribute>,
        results_ty: &[Type],
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &FOR_OP_INFO, loc);
        st.operands.extend_from_slice(lower_bound_operands);
        st.operands.extend_from_slice(upper_bound_operands);
        st.operands.extend_from_slice(inits);
        st.add_attr(
            ctx.ident("operandSegmentSizes"),
            ctx
                .dense_i32_array(
                    &[
                        lower_bound_operands.len() as i64,
                        upper_bound_operands.len() as i64,
                        inits.len() as i64,
                    ],
                ),
        );
        st.set_attr(ctx, "lowerBoundMap", lower_bound_map_attr);
        st.set_attr(ctx, "upperBoundMap", upper_bound_map_attr);
        st.set_attr(ctx, "step", step_attr);
        st.result_types.extend_from_slice(results_ty);
        st
    }
}
/// Attribute constraint: index attribute (`IndexAttr`, spec/constraints.td:N)
const INDEX_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "index attribute",
    check: dialects::gen::constraints::index_attr,
};
/// Type constraint: variadic of any type (first used by `affine.for`, spec/dialects/affine.td:N)
const IS_VARIADIC_OF_ANY_TYPE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "variadic of any type",
    check: |ctx: &Context, t: Type| ir::pred::ty::any_type_pred(ctx, t),
};
/// Verifies `affine.for` (spec/dialects/affine.td:N) and the ops that check the same things.
fn verify_for_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::affine::verify_for(op)?;
    Ok(())
}
/// `affine.for` (spec/dialects/affine.td:N): for operation
pub static FOR_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "affine.for",
    dialect: "affine",
    traits: ir::Traits::ATTR_SIZED_OPERAND_SEGMENTS
        .union(ir::Traits::AUTOMATIC_ALLOCATION_SCOPE)
        .union(ir::Traits::SINGLE_BLOCK)
        .union(ir::Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR)
        .union(ir::Traits::RECURSIVE_MEMORY_EFFECTS),
    attrs: &[
        ir::AttrInfo {
            name: "lowerBoundMap",
            constraint: Some(AFFINE_MAP_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "upperBoundMap",
            constraint: Some(AFFINE_MAP_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "step",
            constraint: Some(INDEX_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/affine.td",
        line: &dialects::gen::affine::__spec_lines::LINES[1usize],
    },
    verify: verify_for_op,
    parse: Some(&(dialects::native::affine::parse_for as parse::ops::ParseFn)),
    print: Some(&(dialects::native::affine::print_for as print::ops::PrintFn)),
    implicit_terminator: Some("affine.yield"),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_affine::for_op,
        kind: "",
        elements: true,
    }),
    operand_types: &[
        IS_VARIADIC_OF_INDEX,
        IS_VARIADIC_OF_INDEX,
        IS_VARIADIC_OF_ANY_TYPE,
    ],
    result_types: &[IS_VARIADIC_OF_ANY_TYPE],
    regions: 1usize,
    operand_arities: &[ods::Arity::Variadic, ods::Arity::Variadic, ods::Arity::Variadic],
    result_arities: &[ods::Arity::Variadic],
    ..ir::OpInfo::DEFAULT
};
/// `affine.if` (spec/dialects/affine.td:N): if-then-else operation
#[derive(Copy, Clone)]
pub struct IfOp<'a>(pub OpRef<'a>);
impl<'a> IfOp<'a> {
    pub const NAME: &'static str = "affine.if";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &IF_OP_INFO).then_some(IfOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operands`: variadic of any type
    pub fn operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, IF_OP_INFO.operand_arities, 0usize)
    }
    /// Result `results`: variadic of any type
    pub fn results(&self) -> ods::Group<'a> {
        ods::results_group(self.0, IF_OP_INFO.result_arities, 0usize)
    }
    /// Attribute `condition`: IntegerSet attribute
    pub fn condition_attr(&self) -> Option<Attribute> {
        self.0.attr("condition")
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
        operands: &[Value],
        condition_attr: Option<Attribute>,
        results_ty: &[Type],
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &IF_OP_INFO, loc);
        st.operands.extend_from_slice(operands);
        st.set_attr(ctx, "condition", condition_attr);
        st.result_types.extend_from_slice(results_ty);
        st
    }
}
/// Attribute constraint: IntegerSet attribute (`Affine_IntegerSetAttr`, spec/dialects/affine.td:N)
const AFFINE_INTEGER_SET_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "IntegerSet attribute",
    check: dialects::gen::affine::affine_integer_set_attr,
};
/// Verifies `affine.if` (spec/dialects/affine.td:N) and the ops that check the same things.
fn verify_if_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::affine::verify_if(op)?;
    Ok(())
}
/// `affine.if` (spec/dialects/affine.td:N): if-then-else operation
pub static IF_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "affine.if",
    dialect: "affine",
    traits: ir::Traits::SINGLE_BLOCK
        .union(ir::Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR)
        .union(ir::Traits::RECURSIVE_MEMORY_EFFECTS)
        .union(ir::Traits::NO_REGION_ARGUMENTS),
    attrs: &[
        ir::AttrInfo {
            name: "condition",
            constraint: Some(AFFINE_INTEGER_SET_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/affine.td",
        line: &dialects::gen::affine::__spec_lines::LINES[2usize],
    },
    verify: verify_if_op,
    parse: Some(&(dialects::native::affine::parse_if as parse::ops::ParseFn)),
    print: Some(&(dialects::native::affine::print_if as print::ops::PrintFn)),
    implicit_terminator: Some("affine.yield"),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_affine::if_op,
        kind: "",
        elements: true,
    }),
    operand_types: &[IS_VARIADIC_OF_ANY_TYPE],
    result_types: &[IS_VARIADIC_OF_ANY_TYPE],
    regions: 2usize,
    operand_arities: &[ods::Arity::Variadic],
    result_arities: &[ods::Arity::Variadic],
    ..ir::OpInfo::DEFAULT
};
/// `affine.parallel` (spec/dialects/affine.td:N): multi-index parallel band operation
#[derive(Copy, Clone)]
pub struct ParallelOp<'a>(pub OpRef<'a>);
impl<'a> ParallelOp<'a> {
    pub const NAME: &'static str = "affine.parallel";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &PARALLEL_OP_INFO).then_some(ParallelOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `mapOperands`: variadic of index
    pub fn map_operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, PARALLEL_OP_INFO.operand_arities, 0usize)
    }
    /// Result `results`: variadic of any type
    pub fn results(&self) -> ods::Group<'a> {
        ods::results_group(self.0, PARALLEL_OP_INFO.result_arities, 0usize)
    }
    /// Attribute `reductions`: Reduction ops
    pub fn reductions_attr(&self) -> Option<Attribute> {
        self.0.attr("reductions")
    }
    /// Attribute `lowerBoundsMap`: AffineMap attribute
    pub fn lower_bounds_map_attr(&self) -> Option<Attribute> {
        self.0.attr("lowerBoundsMap")
    }
    /// Attribute `lowerBoundsGroups`: 32-bit signless integer elements attribute
    pub fn lower_bounds_groups_attr(&self) -> Option<Attribute> {
        self.0.attr("lowerBoundsGroups")
    }
    /// Attribute `upperBoundsMap`: AffineMap attribute
    pub fn upper_bounds_map_attr(&self) -> Option<Attribute> {
        self.0.attr("upperBoundsMap")
    }
    /// Attribute `upperBoundsGroups`: 32-bit signless integer elements attribute
    pub fn upper_bounds_groups_attr(&self) -> Option<Attribute> {
        self.0.attr("upperBoundsGroups")
    }
    /// Attribute `steps`: 64-bit integer array attribute
    pub fn steps_attr(&self) -> Option<Attribute> {
        self.0.attr("steps")
    }
    pub fn region(&self) -> RegionId {
        self.0.regions()[0usize]
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        map_operands: &[Value],
        reductions_attr: Option<Attribute>,
        lower_bounds_map_attr: Option<Attribute>,
        lower_bounds_groups_attr: Option<Attribute>,
        upper_bounds_map_attr: Option<Attribute>,
        upper_bounds_groups_attr: Option<Attribute>,
        steps_attr: Option<Attribute>,
        results_ty: &[Type],
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &PARALLEL_OP_INFO, loc);
        st.operands.extend_from_slice(map_operands);
        st.set_attr(ctx, "reductions", reductions_attr);
        st.set_attr(ctx, "lowerBoundsMap", lower_bounds_map_attr);
        st.set_attr(ctx, "lowerBoundsGroups", lower_bounds_groups_attr);
        st.set_attr(ctx, "upperBoundsMap", upper_bounds_map_attr);
        st.set_attr(ctx, "upperBoundsGroups", upper_bounds_groups_attr);
        st.set_attr(ctx, "steps", steps_attr);
        st.result_types.extend_from_slice(results_ty);
        st
    }
}
/// Attribute constraint: Reduction ops (`Affine_ReductionsAttr`, spec/dialects/affine.td:N)
const AFFINE_REDUCTIONS_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "Reduction ops",
    check: dialects::gen::affine::affine_reductions_attr,
};
/// Attribute constraint: 32-bit signless integer elements attribute (`Affine_I32ElementsAttr`, spec/dialects/affine.td:N)
const AFFINE_I32_ELEMENTS_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "32-bit signless integer elements attribute",
    check: dialects::gen::affine::affine_i32_elements_attr,
};
/// Attribute constraint: 64-bit integer array attribute (`I64ArrayAttr`, spec/constraints.td:N)
const I64_ARRAY_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "64-bit integer array attribute",
    check: dialects::gen::constraints::i64_array_attr,
};
/// Verifies `affine.parallel` (spec/dialects/affine.td:N) and the ops that check the same things.
fn verify_parallel_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::affine_ops::verify_parallel(op)?;
    Ok(())
}
/// `affine.parallel` (spec/dialects/affine.td:N): multi-index parallel band operation
pub static PARALLEL_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "affine.parallel",
    dialect: "affine",
    traits: ir::Traits::AUTOMATIC_ALLOCATION_SCOPE
        .union(ir::Traits::SINGLE_BLOCK)
        .union(ir::Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR)
        .union(ir::Traits::RECURSIVE_MEMORY_EFFECTS),
    attrs: &[
        ir::AttrInfo {
            name: "reductions",
            constraint: Some(AFFINE_REDUCTIONS_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "lowerBoundsMap",
            constraint: Some(AFFINE_MAP_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "lowerBoundsGroups",
            constraint: Some(AFFINE_I32_ELEMENTS_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "upperBoundsMap",
            constraint: Some(AFFINE_MAP_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "upperBoundsGroups",
            constraint: Some(AFFINE_I32_ELEMENTS_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "steps",
            constraint: Some(I64_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/affine.td",
        line: &dialects::gen::affine::__spec_lines::LINES[3usize],
    },
    verify: verify_parallel_op,
    parse: Some(&(dialects::native::affine_ops::parse_parallel as parse::ops::ParseFn)),
    print: Some(&(dialects::native::affine_ops::print_parallel as print::ops::PrintFn)),
    implicit_terminator: Some("affine.yield"),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_affine::parallel_op,
        kind: "",
        elements: true,
    }),
    operand_types: &[IS_VARIADIC_OF_INDEX],
    result_types: &[IS_VARIADIC_OF_ANY_TYPE],
    regions: 1usize,
    operand_arities: &[ods::Arity::Variadic],
    result_arities: &[ods::Arity::Variadic],
    ..ir::OpInfo::DEFAULT
};
/// `affine.dma_start` (spec/dialects/affine.td:N): non-blocking DMA operation that starts a transfer
#[derive(Copy, Clone)]
pub struct DmaStartOp<'a>(pub OpRef<'a>);
impl<'a> DmaStartOp<'a> {
    pub const NAME: &'static str = "affine.dma_start";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &DMA_START_OP_INFO).then_some(DmaStartOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operands`: variadic of any type
    pub fn operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, DMA_START_OP_INFO.operand_arities, 0usize)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, operands: &[Value]) -> OperationState {
        let mut st = OperationState::for_op(ctx, &DMA_START_OP_INFO, loc);
        st.operands.extend_from_slice(operands);
        st
    }
}
/// Verifies `affine.dma_start` (spec/dialects/affine.td:N) and the ops that check the same things.
fn verify_dma_start_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    dialects::native::affine_ops::verify_dma_start(op)?;
    Ok(())
}
/// `affine.dma_start` (spec/dialects/affine.td:N): non-blocking DMA operation that starts a transfer
pub static DMA_START_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "affine.dma_start",
    dialect: "affine",
    traits: ir::Traits::MEMORY_READ.union(ir::Traits::MEMORY_WRITE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/affine.td",
        line: &dialects::gen::affine::__spec_lines::LINES[4usize],
    },
    verify: verify_dma_start_op,
    parse: Some(&(dialects::native::affine_ops::parse_dma_start as parse::ops::ParseFn)),
    print: Some(&(dialects::native::affine_ops::print_dma_start as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_memref::cast_operands,
        kind: "",
        elements: true,
    }),
    operand_types: &[IS_VARIADIC_OF_ANY_TYPE],
    operand_arities: &[ods::Arity::Variadic],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `affine.dma_wait` (spec/dialects/affine.td:N): affine DMA wait operation
#[derive(Copy, Clone)]
pub struct DmaWaitOp<'a>(pub OpRef<'a>);
impl<'a> DmaWaitOp<'a> {
    pub const NAME: &'static str = "affine.dma_wait";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &DMA_WAIT_OP_INFO).then_some(DmaWaitOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operands`: variadic of any type
    pub fn operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, DMA_WAIT_OP_INFO.operand_arities, 0usize)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, operands: &[Value]) -> OperationState {
        let mut st = OperationState::for_op(ctx, &DMA_WAIT_OP_INFO, loc);
        st.operands.extend_from_slice(operands);
        st
    }
}
/// Verifies `affine.dma_wait` (spec/dialects/affine.td:N) and the ops that check the same things.
fn verify_dma_wait_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    dialects::native::affine_ops::verify_dma_wait(op)?;
    Ok(())
}
/// `affine.dma_wait` (spec/dialects/affine.td:N): affine DMA wait operation
pub static DMA_WAIT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "affine.dma_wait",
    dialect: "affine",
    traits: ir::Traits::MEMORY_READ.union(ir::Traits::MEMORY_WRITE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/affine.td",
        line: &dialects::gen::affine::__spec_lines::LINES[5usize],
    },
    verify: verify_dma_wait_op,
    parse: Some(&(dialects::native::affine_ops::parse_dma_wait as parse::ops::ParseFn)),
    print: Some(&(dialects::native::affine_ops::print_dma_wait as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_memref::cast_operands,
        kind: "",
        elements: true,
    }),
    operand_types: &[IS_VARIADIC_OF_ANY_TYPE],
    operand_arities: &[ods::Arity::Variadic],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `affine.delinearize_index` (spec/dialects/affine.td:N): delinearize an index
#[derive(Copy, Clone)]
pub struct DelinearizeIndexOp<'a>(pub OpRef<'a>);
impl<'a> DelinearizeIndexOp<'a> {
    pub const NAME: &'static str = "affine.delinearize_index";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &DELINEARIZE_INDEX_OP_INFO).then_some(DelinearizeIndexOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `linear_index`: index
    pub fn linear_index(&self) -> Value {
        ods::operand_group(self.0, DELINEARIZE_INDEX_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Operand `dynamic_basis`: variadic of index
    pub fn dynamic_basis(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, DELINEARIZE_INDEX_OP_INFO.operand_arities, 1usize)
    }
    /// Result `multi_index`: variadic of index
    pub fn multi_index(&self) -> ods::Group<'a> {
        ods::results_group(self.0, DELINEARIZE_INDEX_OP_INFO.result_arities, 0usize)
    }
    /// Attribute `static_basis`: i64 dense array attribute
    pub fn static_basis_attr(&self) -> Option<Attribute> {
        self.0.attr("static_basis")
    }
    pub fn static_basis(&self) -> Option<&'a [i64]> {
        ods::attr_dense_ints(self.0, "static_basis")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        linear_index: Value,
        dynamic_basis: &[Value],
        static_basis_attr: Option<Attribute>,
        multi_index_ty: &[Type],
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &DELINEARIZE_INDEX_OP_INFO, loc);
        st.operands.push(linear_index);
        st.operands.extend_from_slice(dynamic_basis);
        st.set_attr(ctx, "static_basis", static_basis_attr);
        st.result_types.extend_from_slice(multi_index_ty);
        st
    }
}
/// Attribute constraint: i64 dense array attribute (`DenseI64ArrayAttr`, spec/constraints.td:N)
const DENSE_I64_ARRAY_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "i64 dense array attribute",
    check: dialects::gen::constraints::dense_i64_array_attr,
};
/// Verifies `affine.delinearize_index` (spec/dialects/affine.td:N) and the ops that check the same things.
fn verify_delinearize_index_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::affine_ops::verify_delinearize(op)?;
    Ok(())
}
/// Parses `affine.delinearize_index` (spec/dialects/affine.td:N) (and the ops of the same format) from its custom syntax.
fn parse_delinearize_index_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_linear_index: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_linear_index: Option<Vec<Type>> = None;
    let mut ol_dynamic_basis: u32 = start;
    let mut o_dynamic_basis: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_dynamic_basis: Option<Vec<Type>> = None;
    let mut rt_multi_index: Option<Vec<Type>> = None;
    o_linear_index.push(p.parse_operand()?);
    p.expect_literal("into")?;
    {
        let mut a_1: Option<Attribute> = None;
        dialects::native::affine::directives::parse_paren_index_list(
            p,
            st,
            &mut o_dynamic_basis,
            &mut a_1,
        )?;
        if let Some(a) = a_1 {
            st.add_attr(ctx.ident("static_basis"), a);
        }
    }
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    rt_multi_index = Some(p.parse_optional_type_list()?);
    if ot_linear_index.is_none() {
        ot_linear_index = Some(vec![ctx.index_type(); o_linear_index.len()]);
    }
    if ot_dynamic_basis.is_none() {
        ot_dynamic_basis = Some(vec![ctx.index_type(); o_dynamic_basis.len()]);
    }
    let types = ot_linear_index.unwrap_or_default();
    p.resolve_operands(&o_linear_index, &types, start, &mut st.operands)?;
    let types = ot_dynamic_basis.unwrap_or_default();
    p.resolve_operands(&o_dynamic_basis, &types, ol_dynamic_basis, &mut st.operands)?;
    st.result_types.extend(rt_multi_index.unwrap_or_default());
    Ok(())
}
/// Prints `affine.delinearize_index` (spec/dialects/affine.td:N) (and the ops of the same format) in its custom syntax.
fn print_delinearize_index_op<'p, 'a>(
    p: &'p mut print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(" into");
    p.write(" ");
    dialects::native::affine::directives::print_paren_index_list(
        p,
        op,
        ods::operand_group_at(op, 1usize),
        op.attr("static_basis"),
    );
    p.print_optional_attr_dict(op, &["static_basis"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `affine.delinearize_index` (spec/dialects/affine.td:N): delinearize an index
pub static DELINEARIZE_INDEX_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "affine.delinearize_index",
    dialect: "affine",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "static_basis",
            constraint: Some(DENSE_I64_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/affine.td",
        line: &dialects::gen::affine::__spec_lines::LINES[6usize],
    },
    verify: verify_delinearize_index_op,
    parse: Some(&(parse_delinearize_index_op as parse::ops::ParseFn)),
    print: Some(&(print_delinearize_index_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_affine::delinearize,
        kind: "",
        elements: true,
    }),
    operand_types: &[INDEX, IS_VARIADIC_OF_INDEX],
    result_types: &[IS_VARIADIC_OF_INDEX],
    operand_arities: &[ods::Arity::Single, ods::Arity::Variadic],
    result_arities: &[ods::Arity::Variadic],
    ..ir::OpInfo::DEFAULT
};
/// `affine.linearize_index` (spec/dialects/affine.td:N): linearize an index
#[derive(Copy, Clone)]
pub struct LinearizeIndexOp<'a>(pub OpRef<'a>);
impl<'a> LinearizeIndexOp<'a> {
    pub const NAME: &'static str = "affine.linearize_index";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &LINEARIZE_INDEX_OP_INFO).then_some(LinearizeIndexOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `multi_index`: variadic of index
    pub fn multi_index(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, LINEARIZE_INDEX_OP_INFO.operand_arities, 0usize)
    }
    /// Operand `dynamic_basis`: variadic of index
    pub fn dynamic_basis(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, LINEARIZE_INDEX_OP_INFO.operand_arities, 1usize)
    }
    /// Result `linear_index`: index
    pub fn linear_index(&self) -> Value {
        ods::results_group(self.0, LINEARIZE_INDEX_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `static_basis`: i64 dense array attribute
    pub fn static_basis_attr(&self) -> Option<Attribute> {
        self.0.attr("static_basis")
    }
    pub fn static_basis(&self) -> Option<&'a [i64]> {
        ods::attr_dense_ints(self.0, "static_basis")
    }
    /// Attribute `disjoint`: unit property
    pub fn disjoint_attr(&self) -> Option<Attribute> {
        self.0.attr("disjoint")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        multi_index: &[Value],
        dynamic_basis: &[Value],
        static_basis_attr: Option<Attribute>,
        disjoint_attr: Option<Attribute>,
        linear_index_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &LINEARIZE_INDEX_OP_INFO, loc);
        st.operands.extend_from_slice(multi_index);
        st.operands.extend_from_slice(dynamic_basis);
        st.add_attr(
            ctx.ident("operandSegmentSizes"),
            ctx.dense_i32_array(&[multi_index.len() as i64, dynamic_basis.len() as i64]),
        );
        st.set_attr(ctx, "static_basis", static_basis_attr);
        st.set_attr(ctx, "disjoint", disjoint_attr);
        st.result_types.push(linear_index_ty);
        st
    }
}
/// Attribute constraint: unit property (`Affine_UnitProp`, spec/dialects/affine.td:N)
const AFFINE_UNIT_PROP: ir::AttrConstraint = ir::AttrConstraint {
    summary: "unit property",
    check: dialects::gen::affine::affine_unit_prop,
};
/// Verifies `affine.linearize_index` (spec/dialects/affine.td:N) and the ops that check the same things.
fn verify_linearize_index_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::affine_ops::verify_linearize(op)?;
    Ok(())
}
/// Parses `affine.linearize_index` (spec/dialects/affine.td:N) (and the ops of the same format) from its custom syntax.
fn parse_linearize_index_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut ol_multi_index: u32 = start;
    let mut o_multi_index: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_multi_index: Option<Vec<Type>> = None;
    let mut ol_dynamic_basis: u32 = start;
    let mut o_dynamic_basis: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_dynamic_basis: Option<Vec<Type>> = None;
    let mut rt_linear_index: Option<Vec<Type>> = None;
    {
        let mut a_0: Option<Attribute> = None;
        dialects::native::affine::directives::parse_disjoint(p, st, &mut a_0)?;
        if let Some(a) = a_0 {
            st.add_attr(ctx.ident("disjoint"), a);
        }
    }
    p.expect_literal("[")?;
    ol_multi_index = p.peek().offset;
    o_multi_index.extend(p.parse_operand_list()?);
    p.expect_literal("]")?;
    p.expect_literal("by")?;
    {
        let mut a_1: Option<Attribute> = None;
        dialects::native::affine::directives::parse_paren_index_list(
            p,
            st,
            &mut o_dynamic_basis,
            &mut a_1,
        )?;
        if let Some(a) = a_1 {
            st.add_attr(ctx.ident("static_basis"), a);
        }
    }
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    rt_linear_index = Some(vec![p.parse_type_of_class("builtin.index") ?]);
    if ot_multi_index.is_none() {
        ot_multi_index = Some(vec![ctx.index_type(); o_multi_index.len()]);
    }
    if ot_dynamic_basis.is_none() {
        ot_dynamic_basis = Some(vec![ctx.index_type(); o_dynamic_basis.len()]);
    }
    if rt_linear_index.is_none() {
        rt_linear_index = Some(vec![ctx.index_type()]);
    }
    st.add_attr(
        ctx.ident("operandSegmentSizes"),
        ctx.dense_i32_array(&[o_multi_index.len() as i64, o_dynamic_basis.len() as i64]),
    );
    let types = ot_multi_index.unwrap_or_default();
    p.resolve_operands(&o_multi_index, &types, ol_multi_index, &mut st.operands)?;
    let types = ot_dynamic_basis.unwrap_or_default();
    p.resolve_operands(&o_dynamic_basis, &types, ol_dynamic_basis, &mut st.operands)?;
    st.result_types.extend(rt_linear_index.unwrap_or_default());
    Ok(())
}
/// Prints `affine.linearize_index` (spec/dialects/affine.td:N) (and the ops of the same format) in its custom syntax.
fn print_linearize_index_op<'p, 'a>(
    p: &'p mut print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    dialects::native::affine::directives::print_disjoint(p, op, op.attr("disjoint"));
    p.write("[");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write("]");
    p.write(" by");
    p.write(" ");
    dialects::native::affine::directives::print_paren_index_list(
        p,
        op,
        ods::operand_group_at(op, 1usize),
        op.attr("static_basis"),
    );
    p.print_optional_attr_dict(op, &["disjoint", "static_basis", "operandSegmentSizes"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `affine.linearize_index` (spec/dialects/affine.td:N): linearize an index
pub static LINEARIZE_INDEX_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "affine.linearize_index",
    dialect: "affine",
    traits: ir::Traits::PURE.union(ir::Traits::ATTR_SIZED_OPERAND_SEGMENTS),
    attrs: &[
        ir::AttrInfo {
            name: "static_basis",
            constraint: Some(DENSE_I64_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "disjoint",
            optional: true,
            constraint: Some(AFFINE_UNIT_PROP),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/affine.td",
        line: &dialects::gen::affine::__spec_lines::LINES[7usize],
    },
    verify: verify_linearize_index_op,
    parse: Some(&(parse_linearize_index_op as parse::ops::ParseFn)),
    print: Some(&(print_linearize_index_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_affine::linearize,
        kind: "",
        elements: true,
    }),
    operand_types: &[IS_VARIADIC_OF_INDEX, IS_VARIADIC_OF_INDEX],
    result_types: &[INDEX],
    operand_arities: &[ods::Arity::Variadic, ods::Arity::Variadic],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `affine.load` (spec/dialects/affine.td:N): affine load operation
#[derive(Copy, Clone)]
pub struct LoadOp<'a>(pub OpRef<'a>);
impl<'a> LoadOp<'a> {
    pub const NAME: &'static str = "affine.load";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &LOAD_OP_INFO).then_some(LoadOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `memref`: memref of any type values
    pub fn memref(&self) -> Value {
        ods::operand_group(self.0, LOAD_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `indices`: variadic of index
    pub fn indices(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, LOAD_OP_INFO.operand_arities, 1usize)
    }
    /// Result `result`: any type
    pub fn result(&self) -> Value {
        ods::results_group(self.0, LOAD_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `map`: AffineMap attribute
    pub fn map_attr(&self) -> Option<Attribute> {
        self.0.attr("map")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        memref: Value,
        indices: &[Value],
        map_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &LOAD_OP_INFO, loc);
        st.operands.push(memref);
        st.operands.extend_from_slice(indices);
        st.set_attr(ctx, "map", map_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Type constraint: memref of any type values (`AnyMemRef`, spec/constraints.td:N)
const ANY_MEM_REF: ir::TypeConstraint = ir::TypeConstraint {
    summary: "memref of any type values",
    check: dialects::gen::constraints::any_mem_ref,
};
/// Type constraint: any type (`AnyType`, spec/constraints.td:N)
const ANY_TYPE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "any type",
    check: dialects::gen::constraints::any_type,
};
/// Verifies `affine.load` (spec/dialects/affine.td:N) and the ops that check the same things.
fn verify_load_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::affine::verify_load(op)?;
    Ok(())
}
/// `affine.load` (spec/dialects/affine.td:N): affine load operation
pub static LOAD_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "affine.load",
    dialect: "affine",
    traits: ir::Traits::MEMORY_READ,
    attrs: &[
        ir::AttrInfo {
            name: "map",
            constraint: Some(AFFINE_MAP_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/affine.td",
        line: &dialects::gen::affine::__spec_lines::LINES[8usize],
    },
    verify: verify_load_op,
    parse: Some(&(dialects::native::affine::parse_load as parse::ops::ParseFn)),
    print: Some(&(dialects::native::affine::print_load as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_affine::load,
        kind: "",
        elements: true,
    }),
    operand_types: &[ANY_MEM_REF, IS_VARIADIC_OF_INDEX],
    result_types: &[ANY_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Variadic],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `affine.min` (spec/dialects/affine.td:N): min operation
#[derive(Copy, Clone)]
pub struct MinOp<'a>(pub OpRef<'a>);
impl<'a> MinOp<'a> {
    pub const NAME: &'static str = "affine.min";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MIN_OP_INFO).then_some(MinOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operands`: variadic of index
    pub fn operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, MIN_OP_INFO.operand_arities, 0usize)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, MIN_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `map`: AffineMap attribute
    pub fn map_attr(&self) -> Option<Attribute> {
        self.0.attr("map")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operands: &[Value],
        map_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MIN_OP_INFO, loc);
        st.operands.extend_from_slice(operands);
        st.set_attr(ctx, "map", map_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Verifies `affine.min` (spec/dialects/affine.td:N) and the ops that check the same things.
fn verify_min_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::affine::verify_min_max(op)?;
    Ok(())
}
/// `affine.min` (spec/dialects/affine.td:N): min operation
pub static MIN_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "affine.min",
    dialect: "affine",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "map",
            constraint: Some(AFFINE_MAP_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/affine.td",
        line: &dialects::gen::affine::__spec_lines::LINES[9usize],
    },
    verify: verify_min_op,
    parse: Some(&(dialects::native::affine::parse_min_max as parse::ops::ParseFn)),
    print: Some(&(dialects::native::affine::print_min_max as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_affine::min_max,
        kind: "min",
        elements: true,
    }),
    operand_types: &[IS_VARIADIC_OF_INDEX],
    result_types: &[INDEX],
    operand_arities: &[ods::Arity::Variadic],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `affine.max` (spec/dialects/affine.td:N): max operation
#[derive(Copy, Clone)]
pub struct MaxOp<'a>(pub OpRef<'a>);
impl<'a> MaxOp<'a> {
    pub const NAME: &'static str = "affine.max";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MAX_OP_INFO).then_some(MaxOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operands`: variadic of index
    pub fn operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, MAX_OP_INFO.operand_arities, 0usize)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, MAX_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `map`: AffineMap attribute
    pub fn map_attr(&self) -> Option<Attribute> {
        self.0.attr("map")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operands: &[Value],
        map_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MAX_OP_INFO, loc);
        st.operands.extend_from_slice(operands);
        st.set_attr(ctx, "map", map_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `affine.max` (spec/dialects/affine.td:N): max operation
pub static MAX_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "affine.max",
    dialect: "affine",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "map",
            constraint: Some(AFFINE_MAP_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/affine.td",
        line: &dialects::gen::affine::__spec_lines::LINES[10usize],
    },
    verify: verify_min_op,
    parse: Some(&(dialects::native::affine::parse_min_max as parse::ops::ParseFn)),
    print: Some(&(dialects::native::affine::print_min_max as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_affine::min_max,
        kind: "max",
        elements: true,
    }),
    operand_types: &[IS_VARIADIC_OF_INDEX],
    result_types: &[INDEX],
    operand_arities: &[ods::Arity::Variadic],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `affine.prefetch` (spec/dialects/affine.td:N): affine prefetch operation
#[derive(Copy, Clone)]
pub struct PrefetchOp<'a>(pub OpRef<'a>);
impl<'a> PrefetchOp<'a> {
    pub const NAME: &'static str = "affine.prefetch";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &PREFETCH_OP_INFO).then_some(PrefetchOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `memref`: memref of any type values
    pub fn memref(&self) -> Value {
        ods::operand_group(self.0, PREFETCH_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `indices`: variadic of index
    pub fn indices(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, PREFETCH_OP_INFO.operand_arities, 1usize)
    }
    /// Attribute `isWrite`: bool attribute
    pub fn is_write_attr(&self) -> Option<Attribute> {
        self.0.attr("isWrite")
    }
    pub fn is_write(&self) -> Option<bool> {
        ods::attr_bool(self.0, "isWrite")
    }
    /// Attribute `localityHint`: 32-bit signless integer attribute
    pub fn locality_hint_attr(&self) -> Option<Attribute> {
        self.0.attr("localityHint")
    }
    pub fn locality_hint(&self) -> Option<i64> {
        ods::attr_int(self.0, "localityHint")
    }
    /// Attribute `isDataCache`: bool attribute
    pub fn is_data_cache_attr(&self) -> Option<Attribute> {
        self.0.attr("isDataCache")
    }
    pub fn is_data_cache(&self) -> Option<bool> {
        ods::attr_bool(self.0, "isDataCache")
    }
    /// Attribute `map`: AffineMap attribute
    pub fn map_attr(&self) -> Option<Attribute> {
        self.0.attr("map")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        memref: Value,
        indices: &[Value],
        is_write_attr: Option<Attribute>,
        locality_hint_attr: Option<Attribute>,
        is_data_cache_attr: Option<Attribute>,
        map_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &PREFETCH_OP_INFO, loc);
        st.operands.push(memref);
        st.operands.extend_from_slice(indices);
        st.set_attr(ctx, "isWrite", is_write_attr);
        st.set_attr(ctx, "localityHint", locality_hint_attr);
        st.set_attr(ctx, "isDataCache", is_data_cache_attr);
        st.set_attr(ctx, "map", map_attr);
        st
    }
}
/// Attribute constraint: bool attribute (`BoolAttr`, spec/constraints.td:N)
const BOOL_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "bool attribute",
    check: dialects::gen::constraints::bool_attr,
};
/// Attribute constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3 (first used by `affine.prefetch`, spec/dialects/affine.td:N)
const IS_32_BIT_SIGNLESS_INTEGER_ATTRIBUTE_WHOSE: ir::AttrConstraint = ir::AttrConstraint {
    summary: "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3",
    check: |ctx: &Context, a: Attribute| {
        ir::pred::attr::integer_attr_of(
            ctx,
            a,
            &|ctx: &Context, x: Type| -> bool {
                ir::pred::ty::integer_of_width(ctx, x, 32i64)
            },
        ) && dialects::native::preds::int_attr_min_0(ctx, a)
            && dialects::native::preds::int_attr_max_3(ctx, a)
    },
};
/// Verifies `affine.prefetch` (spec/dialects/affine.td:N) and the ops that check the same things.
fn verify_prefetch_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::affine::verify_prefetch(op)?;
    Ok(())
}
/// `affine.prefetch` (spec/dialects/affine.td:N): affine prefetch operation
pub static PREFETCH_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "affine.prefetch",
    dialect: "affine",
    attrs: &[
        ir::AttrInfo {
            name: "isWrite",
            constraint: Some(BOOL_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "localityHint",
            constraint: Some(IS_32_BIT_SIGNLESS_INTEGER_ATTRIBUTE_WHOSE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "isDataCache",
            constraint: Some(BOOL_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "map",
            constraint: Some(AFFINE_MAP_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/affine.td",
        line: &dialects::gen::affine::__spec_lines::LINES[11usize],
    },
    verify: verify_prefetch_op,
    parse: Some(&(dialects::native::affine::parse_prefetch as parse::ops::ParseFn)),
    print: Some(&(dialects::native::affine::print_prefetch as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_memref::cast_operands,
        kind: "",
        elements: true,
    }),
    operand_types: &[ANY_MEM_REF, IS_VARIADIC_OF_INDEX],
    operand_arities: &[ods::Arity::Single, ods::Arity::Variadic],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `affine.vector_load` (spec/dialects/affine.td:N): affine vector load operation
#[derive(Copy, Clone)]
pub struct VectorLoadOp<'a>(pub OpRef<'a>);
impl<'a> VectorLoadOp<'a> {
    pub const NAME: &'static str = "affine.vector_load";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VECTOR_LOAD_OP_INFO).then_some(VectorLoadOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `memref`: memref of any type values
    pub fn memref(&self) -> Value {
        ods::operand_group(self.0, VECTOR_LOAD_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `indices`: variadic of index
    pub fn indices(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, VECTOR_LOAD_OP_INFO.operand_arities, 1usize)
    }
    /// Result `result`: vector of any type values
    pub fn result(&self) -> Value {
        ods::results_group(self.0, VECTOR_LOAD_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `map`: AffineMap attribute
    pub fn map_attr(&self) -> Option<Attribute> {
        self.0.attr("map")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        memref: Value,
        indices: &[Value],
        map_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VECTOR_LOAD_OP_INFO, loc);
        st.operands.push(memref);
        st.operands.extend_from_slice(indices);
        st.set_attr(ctx, "map", map_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Type constraint: vector of any type values (`AnyVector`, spec/constraints.td:N)
const ANY_VECTOR: ir::TypeConstraint = ir::TypeConstraint {
    summary: "vector of any type values",
    check: dialects::gen::constraints::any_vector,
};
/// Verifies `affine.vector_load` (spec/dialects/affine.td:N) and the ops that check the same things.
fn verify_vector_load_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::affine::verify_vector_load(op)?;
    Ok(())
}
/// `affine.vector_load` (spec/dialects/affine.td:N): affine vector load operation
pub static VECTOR_LOAD_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "affine.vector_load",
    dialect: "affine",
    traits: ir::Traits::MEMORY_READ,
    attrs: &[
        ir::AttrInfo {
            name: "map",
            constraint: Some(AFFINE_MAP_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/affine.td",
        line: &dialects::gen::affine::__spec_lines::LINES[12usize],
    },
    verify: verify_vector_load_op,
    parse: Some(&(dialects::native::affine::parse_vector_load as parse::ops::ParseFn)),
    print: Some(&(dialects::native::affine::print_vector_load as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_memref::cast_operands,
        kind: "",
        elements: true,
    }),
    operand_types: &[ANY_MEM_REF, IS_VARIADIC_OF_INDEX],
    result_types: &[ANY_VECTOR],
    operand_arities: &[ods::Arity::Single, ods::Arity::Variadic],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `affine.vector_store` (spec/dialects/affine.td:N): affine vector store operation
#[derive(Copy, Clone)]
pub struct VectorStoreOp<'a>(pub OpRef<'a>);
impl<'a> VectorStoreOp<'a> {
    pub const NAME: &'static str = "affine.vector_store";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VECTOR_STORE_OP_INFO).then_some(VectorStoreOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `value`: vector of any type values
    pub fn value(&self) -> Value {
        ods::operand_group(self.0, VECTOR_STORE_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `memref`: memref of any type values
    pub fn memref(&self) -> Value {
        ods::operand_group(self.0, VECTOR_STORE_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `indices`: variadic of index
    pub fn indices(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, VECTOR_STORE_OP_INFO.operand_arities, 2usize)
    }
    /// Attribute `map`: AffineMap attribute
    pub fn map_attr(&self) -> Option<Attribute> {
        self.0.attr("map")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        value: Value,
        memref: Value,
        indices: &[Value],
        map_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VECTOR_STORE_OP_INFO, loc);
        st.operands.push(value);
        st.operands.push(memref);
        st.operands.extend_from_slice(indices);
        st.set_attr(ctx, "map", map_attr);
        st
    }
}
/// Verifies `affine.vector_store` (spec/dialects/affine.td:N) and the ops that check the same things.
fn verify_vector_store_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::affine::verify_vector_store(op)?;
    Ok(())
}
/// `affine.vector_store` (spec/dialects/affine.td:N): affine vector store operation
pub static VECTOR_STORE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "affine.vector_store",
    dialect: "affine",
    traits: ir::Traits::MEMORY_WRITE,
    attrs: &[
        ir::AttrInfo {
            name: "map",
            constraint: Some(AFFINE_MAP_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/affine.td",
        line: &dialects::gen::affine::__spec_lines::LINES[13usize],
    },
    verify: verify_vector_store_op,
    parse: Some(&(dialects::native::affine::parse_vector_store as parse::ops::ParseFn)),
    print: Some(&(dialects::native::affine::print_vector_store as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_memref::cast_operands,
        kind: "skip_first",
        elements: true,
    }),
    operand_types: &[ANY_VECTOR, ANY_MEM_REF, IS_VARIADIC_OF_INDEX],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Variadic],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `affine.store` (spec/dialects/affine.td:N): affine store operation
#[derive(Copy, Clone)]
pub struct StoreOp<'a>(pub OpRef<'a>);
impl<'a> StoreOp<'a> {
    pub const NAME: &'static str = "affine.store";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &STORE_OP_INFO).then_some(StoreOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `value`: any type
    pub fn value(&self) -> Value {
        ods::operand_group(self.0, STORE_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `memref`: memref of any type values
    pub fn memref(&self) -> Value {
        ods::operand_group(self.0, STORE_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `indices`: variadic of index
    pub fn indices(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, STORE_OP_INFO.operand_arities, 2usize)
    }
    /// Attribute `map`: AffineMap attribute
    pub fn map_attr(&self) -> Option<Attribute> {
        self.0.attr("map")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        value: Value,
        memref: Value,
        indices: &[Value],
        map_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &STORE_OP_INFO, loc);
        st.operands.push(value);
        st.operands.push(memref);
        st.operands.extend_from_slice(indices);
        st.set_attr(ctx, "map", map_attr);
        st
    }
}
/// Verifies `affine.store` (spec/dialects/affine.td:N) and the ops that check the same things.
fn verify_store_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::affine::verify_store(op)?;
    Ok(())
}
/// `affine.store` (spec/dialects/affine.td:N): affine store operation
pub static STORE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "affine.store",
    dialect: "affine",
    traits: ir::Traits::MEMORY_WRITE,
    attrs: &[
        ir::AttrInfo {
            name: "map",
            constraint: Some(AFFINE_MAP_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/affine.td",
        line: &dialects::gen::affine::__spec_lines::LINES[14usize],
    },
    verify: verify_store_op,
    parse: Some(&(dialects::native::affine::parse_store as parse::ops::ParseFn)),
    print: Some(&(dialects::native::affine::print_store as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_memref::cast_operands,
        kind: "skip_first",
        elements: true,
    }),
    operand_types: &[ANY_TYPE, ANY_MEM_REF, IS_VARIADIC_OF_INDEX],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Variadic],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `affine.yield` (spec/dialects/affine.td:N): Yield values to parent operation
#[derive(Copy, Clone)]
pub struct YieldOp<'a>(pub OpRef<'a>);
impl<'a> YieldOp<'a> {
    pub const NAME: &'static str = "affine.yield";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &YIELD_OP_INFO).then_some(YieldOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operands`: variadic of any type
    pub fn operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, YIELD_OP_INFO.operand_arities, 0usize)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, operands: &[Value]) -> OperationState {
        let mut st = OperationState::for_op(ctx, &YIELD_OP_INFO, loc);
        st.operands.extend_from_slice(operands);
        st
    }
}
/// Verifies `affine.yield` (spec/dialects/affine.td:N) and the ops that check the same things.
fn verify_yield_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    ods::is_terminator(op)?;
    dialects::native::affine::verify_yield(op)?;
    Ok(())
}
/// Parses `affine.yield` (spec/dialects/affine.td:N) (and the ops of the same format) from its custom syntax.
fn parse_yield_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut ol_operands: u32 = start;
    let mut o_operands: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_operands: Option<Vec<Type>> = None;
    p.parse_optional_attr_dict(st)?;
    if p.at_operand() {
        ol_operands = p.peek().offset;
        o_operands.extend(p.parse_operand_list()?);
        p.expect_literal(":")?;
        ot_operands = Some(p.parse_optional_type_list()?);
    }
    let types = ot_operands.unwrap_or_default();
    p.resolve_operands(&o_operands, &types, ol_operands, &mut st.operands)?;
    Ok(())
}
/// Prints `affine.yield` (spec/dialects/affine.td:N) (and the ops of the same format) in its custom syntax.
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
/// `affine.yield` (spec/dialects/affine.td:N): Yield values to parent operation
pub static YIELD_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "affine.yield",
    dialect: "affine",
    traits: ir::Traits::PURE
        .union(ir::Traits::RETURN_LIKE)
        .union(ir::Traits::TERMINATOR),
    defined_at: ir::SpecPos {
        file: "spec/dialects/affine.td",
        line: &dialects::gen::affine::__spec_lines::LINES[15usize],
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
    name: "affine",
    ops: &[
        &dialects::gen::affine::APPLY_OP_INFO,
        &dialects::gen::affine::FOR_OP_INFO,
        &dialects::gen::affine::IF_OP_INFO,
        &dialects::gen::affine::PARALLEL_OP_INFO,
        &dialects::gen::affine::DMA_START_OP_INFO,
        &dialects::gen::affine::DMA_WAIT_OP_INFO,
        &dialects::gen::affine::DELINEARIZE_INDEX_OP_INFO,
        &dialects::gen::affine::LINEARIZE_INDEX_OP_INFO,
        &dialects::gen::affine::LOAD_OP_INFO,
        &dialects::gen::affine::MIN_OP_INFO,
        &dialects::gen::affine::MAX_OP_INFO,
        &dialects::gen::affine::PREFETCH_OP_INFO,
        &dialects::gen::affine::VECTOR_LOAD_OP_INFO,
        &dialects::gen::affine::VECTOR_STORE_OP_INFO,
        &dialects::gen::affine::STORE_OP_INFO,
        &dialects::gen::affine::YIELD_OP_INFO,
    ],
    enums: &[],
    attr_defs: &[],
    type_defs: &[],
    on_register: Some(dialects::native::affine::on_register),
    allow_unknown_ops: false,
    attributes: ir::AttrSyntax::None,
    verbatim_attrs: &[],
};
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 16usize] = [
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
    ];
}
