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
    defined_at: "spec/dialects/affine.td:N",
    verify: verify_apply_op,
    parse: Some(&(dialects::native::affine::parse_apply as parse::ops::ParseFn)),
    print: Some(&(dialects::native::affine::print_apply as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_affine::apply,
        kind: "",
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
    defined_at: "spec/dialects/affine.td:N",
    verify: verify_for_op,
    parse: Some(&(dialects::native::affine::parse_for as parse::ops::ParseFn)),
    print: Some(&(dialects::native::affine::print_for as print::ops::PrintFn)),
    implicit_terminator: Some("affine.yield"),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_affine::for_op,
        kind: "",
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
    defined_at: "spec/dialects/affine.td:N",
    verify: verify_if_op,
    parse: Some(&(dialects::native::affine::parse_if as parse::ops::ParseFn)),
    print: Some(&(dialects::native::affine::print_if as print::ops::PrintFn)),
    implicit_terminator: Some("affine.yield"),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_affine::if_op,
        kind: "",
    }),
    operand_types: &[IS_VARIADIC_OF_ANY_TYPE],
    result_types: &[IS_VARIADIC_OF_ANY_TYPE],
    regions: 2usize,
    operand_arities: &[ods::Arity::Variadic],
    result_arities: &[ods::Arity::Variadic],
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
    defined_at: "spec/dialects/affine.td:N",
    verify: verify_load_op,
    parse: Some(&(dialects::native::affine::parse_load as parse::ops::ParseFn)),
    print: Some(&(dialects::native::affine::print_load as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_memref::cast_operands,
        kind: "",
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
    defined_at: "spec/dialects/affine.td:N",
    verify: verify_min_op,
    parse: Some(&(dialects::native::affine::parse_min_max as parse::ops::ParseFn)),
    print: Some(&(dialects::native::affine::print_min_max as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_affine::min_max,
        kind: "min",
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
    defined_at: "spec/dialects/affine.td:N",
    verify: verify_min_op,
    parse: Some(&(dialects::native::affine::parse_min_max as parse::ops::ParseFn)),
    print: Some(&(dialects::native::affine::print_min_max as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_affine::min_max,
        kind: "max",
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
    defined_at: "spec/dialects/affine.td:N",
    verify: verify_prefetch_op,
    parse: Some(&(dialects::native::affine::parse_prefetch as parse::ops::ParseFn)),
    print: Some(&(dialects::native::affine::print_prefetch as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_memref::cast_operands,
        kind: "",
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
    defined_at: "spec/dialects/affine.td:N",
    verify: verify_vector_load_op,
    parse: Some(&(dialects::native::affine::parse_vector_load as parse::ops::ParseFn)),
    print: Some(&(dialects::native::affine::print_vector_load as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_memref::cast_operands,
        kind: "",
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
    defined_at: "spec/dialects/affine.td:N",
    verify: verify_vector_store_op,
    parse: Some(&(dialects::native::affine::parse_vector_store as parse::ops::ParseFn)),
    print: Some(&(dialects::native::affine::print_vector_store as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_memref::cast_operands,
        kind: "skip_first",
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
    defined_at: "spec/dialects/affine.td:N",
    verify: verify_store_op,
    parse: Some(&(dialects::native::affine::parse_store as parse::ops::ParseFn)),
    print: Some(&(dialects::native::affine::print_store as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_memref::cast_operands,
        kind: "skip_first",
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
    defined_at: "spec/dialects/affine.td:N",
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
};
