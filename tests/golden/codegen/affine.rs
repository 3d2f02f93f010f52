// @generated from spec/dialects/affine.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `Affine_IntegerSetAttr` (spec/dialects/affine.td:N): IntegerSet attribute
pub fn affine_integer_set_attr(ctx: &Context, x: Attribute) -> bool {
    ::descent::dialects::native::affine::is_integer_set(ctx, x)
}
/// Operand group arities (also read by the generated translations).
pub const APPLY_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Variadic];
/// Result group arities.
pub const APPLY_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `affine.apply` (spec/dialects/affine.td:N): affine apply operation
#[derive(Copy, Clone)]
pub struct ApplyOp<'a>(pub OpRef<'a>);
impl<'a> ApplyOp<'a> {
    pub const NAME: &'static str = "affine.apply";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &APPLY_OP_INFO) => Some(ApplyOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `mapOperands`: variadic of index
    pub fn map_operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, APPLY_OP_OPERANDS, 0usize)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, APPLY_OP_RESULTS, 0usize).get(0)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&APPLY_OP_INFO),
            },
            loc,
        );
        st.operands.extend_from_slice(map_operands);
        if let Some(a) = map_attr {
            st.add_attr(ctx.ident("map"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_apply_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: APPLY_OP_OPERANDS,
            results: APPLY_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    if op.attr("map").is_none() {
        return Err(ods::op_error(op, "requires attribute 'map'"));
    }
    verify_apply_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        APPLY_OP_OPERANDS,
        0usize,
        "variadic of index",
        |ctx, t| ::descent::ir::pred::ty::index_pred(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        APPLY_OP_RESULTS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ::descent::dialects::native::affine::verify_apply(op)?;
    Ok(())
}
fn verify_apply_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    if let Some(a) = op.attr("map") {
        if !(::descent::dialects::gen::constraints::affine_map_attr(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'map' failed to satisfy constraint: AffineMap attribute",
                ),
            );
        }
    }
    Ok(())
}
/// `affine.apply` (spec/dialects/affine.td:N): affine apply operation
pub static APPLY_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "affine.apply",
    dialect: "affine",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::PURE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "map",
            default: None,
            materialize: false,
            optional: false,
        },
    ],
    defined_at: "spec/dialects/affine.td:N",
    verify: verify_apply_op,
    verify_attrs: verify_apply_op_attrs,
    parse: Some(
        &(::descent::dialects::native::affine::parse_apply
            as ::descent::parse::ops::ParseFn),
    ),
    print: Some(
        &(::descent::dialects::native::affine::print_apply
            as ::descent::print::ops::PrintFn),
    ),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: APPLY_OP_OPERANDS,
    result_arities: APPLY_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const FOR_OP_OPERANDS: &[ods::Arity] = &[
    ods::Arity::Variadic,
    ods::Arity::Variadic,
    ods::Arity::Variadic,
];
/// Result group arities.
pub const FOR_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Variadic];
/// `affine.for` (spec/dialects/affine.td:N): for operation
#[derive(Copy, Clone)]
pub struct ForOp<'a>(pub OpRef<'a>);
impl<'a> ForOp<'a> {
    pub const NAME: &'static str = "affine.for";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &FOR_OP_INFO) => Some(ForOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lowerBoundOperands`: variadic of index
    pub fn lower_bound_operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, FOR_OP_OPERANDS, 0usize)
    }
    /// Operand `upperBoundOperands`: variadic of index
    pub fn upper_bound_operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, FOR_OP_OPERANDS, 1usize)
    }
    /// Operand `inits`: variadic of any type
    pub fn inits(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, FOR_OP_OPERANDS, 2usize)
    }
    /// Result `results`: variadic of any type
    pub fn results(&self) -> ods::Group<'a> {
        ods::results_group(self.0, FOR_OP_RESULTS, 0usize)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&FOR_OP_INFO),
            },
            loc,
        );
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
        if let Some(a) = lower_bound_map_attr {
            st.add_attr(ctx.ident("lowerBoundMap"), a);
        }
        if let Some(a) = upper_bound_map_attr {
            st.add_attr(ctx.ident("upperBoundMap"), a);
        }
        if let Some(a) = step_attr {
            st.add_attr(ctx.ident("step"), a);
        }
        st.result_types.extend_from_slice(results_ty);
        st
    }
}
fn verify_for_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: FOR_OP_OPERANDS,
            results: FOR_OP_RESULTS,
            regions: 1usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: true,
            result_segments: false,
        },
    )?;
    if op.attr("lowerBoundMap").is_none() {
        return Err(ods::op_error(op, "requires attribute 'lowerBoundMap'"));
    }
    if op.attr("upperBoundMap").is_none() {
        return Err(ods::op_error(op, "requires attribute 'upperBoundMap'"));
    }
    if op.attr("step").is_none() {
        return Err(ods::op_error(op, "requires attribute 'step'"));
    }
    verify_for_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        FOR_OP_OPERANDS,
        0usize,
        "variadic of index",
        |ctx, t| ::descent::ir::pred::ty::index_pred(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        FOR_OP_OPERANDS,
        1usize,
        "variadic of index",
        |ctx, t| ::descent::ir::pred::ty::index_pred(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        FOR_OP_OPERANDS,
        2usize,
        "variadic of any type",
        |ctx, t| ::descent::ir::pred::ty::any_type_pred(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        FOR_OP_RESULTS,
        0usize,
        "variadic of any type",
        |ctx, t| ::descent::ir::pred::ty::any_type_pred(ctx, t),
    )?;
    ::descent::dialects::native::affine::verify_for(op)?;
    Ok(())
}
fn verify_for_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    if let Some(a) = op.attr("lowerBoundMap") {
        if !(::descent::dialects::gen::constraints::affine_map_attr(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'lowerBoundMap' failed to satisfy constraint: AffineMap attribute",
                ),
            );
        }
    }
    if let Some(a) = op.attr("upperBoundMap") {
        if !(::descent::dialects::gen::constraints::affine_map_attr(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'upperBoundMap' failed to satisfy constraint: AffineMap attribute",
                ),
            );
        }
    }
    if let Some(a) = op.attr("step") {
        if !(::descent::dialects::gen::constraints::index_attr(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'step' failed to satisfy constraint: index attribute",
                ),
            );
        }
    }
    Ok(())
}
/// `affine.for` (spec/dialects/affine.td:N): for operation
pub static FOR_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "affine.for",
    dialect: "affine",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::ATTR_SIZED_OPERAND_SEGMENTS)
        .union(::descent::ir::Traits::AUTOMATIC_ALLOCATION_SCOPE)
        .union(::descent::ir::Traits::SINGLE_BLOCK)
        .union(::descent::ir::Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR)
        .union(::descent::ir::Traits::RECURSIVE_MEMORY_EFFECTS),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "lowerBoundMap",
            default: None,
            materialize: false,
            optional: false,
        },
        ::descent::ir::AttrInfo {
            name: "upperBoundMap",
            default: None,
            materialize: false,
            optional: false,
        },
        ::descent::ir::AttrInfo {
            name: "step",
            default: None,
            materialize: false,
            optional: false,
        },
    ],
    defined_at: "spec/dialects/affine.td:N",
    verify: verify_for_op,
    verify_attrs: verify_for_op_attrs,
    parse: Some(
        &(::descent::dialects::native::affine::parse_for
            as ::descent::parse::ops::ParseFn),
    ),
    print: Some(
        &(::descent::dialects::native::affine::print_for
            as ::descent::print::ops::PrintFn),
    ),
    implicit_terminator: Some("affine.yield"),
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: FOR_OP_OPERANDS,
    result_arities: FOR_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const IF_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Variadic];
/// Result group arities.
pub const IF_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Variadic];
/// `affine.if` (spec/dialects/affine.td:N): if-then-else operation
#[derive(Copy, Clone)]
pub struct IfOp<'a>(pub OpRef<'a>);
impl<'a> IfOp<'a> {
    pub const NAME: &'static str = "affine.if";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &IF_OP_INFO) => Some(IfOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operands`: variadic of any type
    pub fn operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, IF_OP_OPERANDS, 0usize)
    }
    /// Result `results`: variadic of any type
    pub fn results(&self) -> ods::Group<'a> {
        ods::results_group(self.0, IF_OP_RESULTS, 0usize)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&IF_OP_INFO),
            },
            loc,
        );
        st.operands.extend_from_slice(operands);
        if let Some(a) = condition_attr {
            st.add_attr(ctx.ident("condition"), a);
        }
        st.result_types.extend_from_slice(results_ty);
        st
    }
}
fn verify_if_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: IF_OP_OPERANDS,
            results: IF_OP_RESULTS,
            regions: 2usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    if op.attr("condition").is_none() {
        return Err(ods::op_error(op, "requires attribute 'condition'"));
    }
    verify_if_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        IF_OP_OPERANDS,
        0usize,
        "variadic of any type",
        |ctx, t| ::descent::ir::pred::ty::any_type_pred(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        IF_OP_RESULTS,
        0usize,
        "variadic of any type",
        |ctx, t| ::descent::ir::pred::ty::any_type_pred(ctx, t),
    )?;
    ::descent::dialects::native::affine::verify_if(op)?;
    Ok(())
}
fn verify_if_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    if let Some(a) = op.attr("condition") {
        if !(::descent::dialects::gen::affine::affine_integer_set_attr(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'condition' failed to satisfy constraint: IntegerSet attribute",
                ),
            );
        }
    }
    Ok(())
}
/// `affine.if` (spec/dialects/affine.td:N): if-then-else operation
pub static IF_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "affine.if",
    dialect: "affine",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SINGLE_BLOCK)
        .union(::descent::ir::Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR)
        .union(::descent::ir::Traits::RECURSIVE_MEMORY_EFFECTS)
        .union(::descent::ir::Traits::NO_REGION_ARGUMENTS),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "condition",
            default: None,
            materialize: false,
            optional: false,
        },
    ],
    defined_at: "spec/dialects/affine.td:N",
    verify: verify_if_op,
    verify_attrs: verify_if_op_attrs,
    parse: Some(
        &(::descent::dialects::native::affine::parse_if
            as ::descent::parse::ops::ParseFn),
    ),
    print: Some(
        &(::descent::dialects::native::affine::print_if
            as ::descent::print::ops::PrintFn),
    ),
    implicit_terminator: Some("affine.yield"),
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: IF_OP_OPERANDS,
    result_arities: IF_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const LOAD_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Variadic];
/// Result group arities.
pub const LOAD_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `affine.load` (spec/dialects/affine.td:N): affine load operation
#[derive(Copy, Clone)]
pub struct LoadOp<'a>(pub OpRef<'a>);
impl<'a> LoadOp<'a> {
    pub const NAME: &'static str = "affine.load";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &LOAD_OP_INFO) => Some(LoadOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `memref`: memref of any type values
    pub fn memref(&self) -> Value {
        ods::operand_group(self.0, LOAD_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `indices`: variadic of index
    pub fn indices(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, LOAD_OP_OPERANDS, 1usize)
    }
    /// Result `result`: any type
    pub fn result(&self) -> Value {
        ods::results_group(self.0, LOAD_OP_RESULTS, 0usize).get(0)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&LOAD_OP_INFO),
            },
            loc,
        );
        st.operands.push(memref);
        st.operands.extend_from_slice(indices);
        if let Some(a) = map_attr {
            st.add_attr(ctx.ident("map"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_load_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: LOAD_OP_OPERANDS,
            results: LOAD_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    if op.attr("map").is_none() {
        return Err(ods::op_error(op, "requires attribute 'map'"));
    }
    verify_apply_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        LOAD_OP_OPERANDS,
        0usize,
        "memref of any type values",
        |ctx, t| ::descent::dialects::gen::constraints::any_mem_ref(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        LOAD_OP_OPERANDS,
        1usize,
        "variadic of index",
        |ctx, t| ::descent::ir::pred::ty::index_pred(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        LOAD_OP_RESULTS,
        0usize,
        "any type",
        |ctx, t| ::descent::dialects::gen::constraints::any_type(ctx, t),
    )?;
    ::descent::dialects::native::affine::verify_load(op)?;
    Ok(())
}
/// `affine.load` (spec/dialects/affine.td:N): affine load operation
pub static LOAD_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "affine.load",
    dialect: "affine",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::MEMORY_READ),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "map",
            default: None,
            materialize: false,
            optional: false,
        },
    ],
    defined_at: "spec/dialects/affine.td:N",
    verify: verify_load_op,
    verify_attrs: verify_apply_op_attrs,
    parse: Some(
        &(::descent::dialects::native::affine::parse_load
            as ::descent::parse::ops::ParseFn),
    ),
    print: Some(
        &(::descent::dialects::native::affine::print_load
            as ::descent::print::ops::PrintFn),
    ),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: LOAD_OP_OPERANDS,
    result_arities: LOAD_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const MIN_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Variadic];
/// Result group arities.
pub const MIN_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `affine.min` (spec/dialects/affine.td:N): min operation
#[derive(Copy, Clone)]
pub struct MinOp<'a>(pub OpRef<'a>);
impl<'a> MinOp<'a> {
    pub const NAME: &'static str = "affine.min";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &MIN_OP_INFO) => Some(MinOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operands`: variadic of index
    pub fn operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, MIN_OP_OPERANDS, 0usize)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, MIN_OP_RESULTS, 0usize).get(0)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&MIN_OP_INFO),
            },
            loc,
        );
        st.operands.extend_from_slice(operands);
        if let Some(a) = map_attr {
            st.add_attr(ctx.ident("map"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_min_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: MIN_OP_OPERANDS,
            results: MIN_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    if op.attr("map").is_none() {
        return Err(ods::op_error(op, "requires attribute 'map'"));
    }
    verify_apply_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        MIN_OP_OPERANDS,
        0usize,
        "variadic of index",
        |ctx, t| ::descent::ir::pred::ty::index_pred(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        MIN_OP_RESULTS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ::descent::dialects::native::affine::verify_min_max(op)?;
    Ok(())
}
/// `affine.min` (spec/dialects/affine.td:N): min operation
pub static MIN_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "affine.min",
    dialect: "affine",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::PURE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "map",
            default: None,
            materialize: false,
            optional: false,
        },
    ],
    defined_at: "spec/dialects/affine.td:N",
    verify: verify_min_op,
    verify_attrs: verify_apply_op_attrs,
    parse: Some(
        &(::descent::dialects::native::affine::parse_min_max
            as ::descent::parse::ops::ParseFn),
    ),
    print: Some(
        &(::descent::dialects::native::affine::print_min_max
            as ::descent::print::ops::PrintFn),
    ),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: MIN_OP_OPERANDS,
    result_arities: MIN_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const MAX_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Variadic];
/// Result group arities.
pub const MAX_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `affine.max` (spec/dialects/affine.td:N): max operation
#[derive(Copy, Clone)]
pub struct MaxOp<'a>(pub OpRef<'a>);
impl<'a> MaxOp<'a> {
    pub const NAME: &'static str = "affine.max";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &MAX_OP_INFO) => Some(MaxOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operands`: variadic of index
    pub fn operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, MAX_OP_OPERANDS, 0usize)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, MAX_OP_RESULTS, 0usize).get(0)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&MAX_OP_INFO),
            },
            loc,
        );
        st.operands.extend_from_slice(operands);
        if let Some(a) = map_attr {
            st.add_attr(ctx.ident("map"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_max_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: MAX_OP_OPERANDS,
            results: MAX_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    if op.attr("map").is_none() {
        return Err(ods::op_error(op, "requires attribute 'map'"));
    }
    verify_apply_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        MAX_OP_OPERANDS,
        0usize,
        "variadic of index",
        |ctx, t| ::descent::ir::pred::ty::index_pred(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        MAX_OP_RESULTS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ::descent::dialects::native::affine::verify_min_max(op)?;
    Ok(())
}
/// `affine.max` (spec/dialects/affine.td:N): max operation
pub static MAX_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "affine.max",
    dialect: "affine",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::PURE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "map",
            default: None,
            materialize: false,
            optional: false,
        },
    ],
    defined_at: "spec/dialects/affine.td:N",
    verify: verify_max_op,
    verify_attrs: verify_apply_op_attrs,
    parse: Some(
        &(::descent::dialects::native::affine::parse_min_max
            as ::descent::parse::ops::ParseFn),
    ),
    print: Some(
        &(::descent::dialects::native::affine::print_min_max
            as ::descent::print::ops::PrintFn),
    ),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: MAX_OP_OPERANDS,
    result_arities: MAX_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const STORE_OP_OPERANDS: &[ods::Arity] = &[
    ods::Arity::Single,
    ods::Arity::Single,
    ods::Arity::Variadic,
];
/// Result group arities.
pub const STORE_OP_RESULTS: &[ods::Arity] = &[];
/// `affine.store` (spec/dialects/affine.td:N): affine store operation
#[derive(Copy, Clone)]
pub struct StoreOp<'a>(pub OpRef<'a>);
impl<'a> StoreOp<'a> {
    pub const NAME: &'static str = "affine.store";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &STORE_OP_INFO) => Some(StoreOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `value`: any type
    pub fn value(&self) -> Value {
        ods::operand_group(self.0, STORE_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `memref`: memref of any type values
    pub fn memref(&self) -> Value {
        ods::operand_group(self.0, STORE_OP_OPERANDS, 1usize).get(0)
    }
    /// Operand `indices`: variadic of index
    pub fn indices(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, STORE_OP_OPERANDS, 2usize)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&STORE_OP_INFO),
            },
            loc,
        );
        st.operands.push(value);
        st.operands.push(memref);
        st.operands.extend_from_slice(indices);
        if let Some(a) = map_attr {
            st.add_attr(ctx.ident("map"), a);
        }
        st
    }
}
fn verify_store_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: STORE_OP_OPERANDS,
            results: STORE_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    if op.attr("map").is_none() {
        return Err(ods::op_error(op, "requires attribute 'map'"));
    }
    verify_apply_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        STORE_OP_OPERANDS,
        0usize,
        "any type",
        |ctx, t| ::descent::dialects::gen::constraints::any_type(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        STORE_OP_OPERANDS,
        1usize,
        "memref of any type values",
        |ctx, t| ::descent::dialects::gen::constraints::any_mem_ref(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        STORE_OP_OPERANDS,
        2usize,
        "variadic of index",
        |ctx, t| ::descent::ir::pred::ty::index_pred(ctx, t),
    )?;
    ::descent::dialects::native::affine::verify_store(op)?;
    Ok(())
}
/// `affine.store` (spec/dialects/affine.td:N): affine store operation
pub static STORE_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "affine.store",
    dialect: "affine",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::MEMORY_WRITE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "map",
            default: None,
            materialize: false,
            optional: false,
        },
    ],
    defined_at: "spec/dialects/affine.td:N",
    verify: verify_store_op,
    verify_attrs: verify_apply_op_attrs,
    parse: Some(
        &(::descent::dialects::native::affine::parse_store
            as ::descent::parse::ops::ParseFn),
    ),
    print: Some(
        &(::descent::dialects::native::affine::print_store
            as ::descent::print::ops::PrintFn),
    ),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: STORE_OP_OPERANDS,
    result_arities: STORE_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const YIELD_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Variadic];
/// Result group arities.
pub const YIELD_OP_RESULTS: &[ods::Arity] = &[];
/// `affine.yield` (spec/dialects/affine.td:N): Yield values to parent operation
#[derive(Copy, Clone)]
pub struct YieldOp<'a>(pub OpRef<'a>);
impl<'a> YieldOp<'a> {
    pub const NAME: &'static str = "affine.yield";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &YIELD_OP_INFO) => Some(YieldOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operands`: variadic of any type
    pub fn operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, YIELD_OP_OPERANDS, 0usize)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, operands: &[Value]) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&YIELD_OP_INFO),
            },
            loc,
        );
        st.operands.extend_from_slice(operands);
        st
    }
}
fn verify_yield_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: YIELD_OP_OPERANDS,
            results: YIELD_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_yield_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        YIELD_OP_OPERANDS,
        0usize,
        "variadic of any type",
        |ctx, t| ::descent::ir::pred::ty::any_type_pred(ctx, t),
    )?;
    ods::is_terminator(op)?;
    ::descent::dialects::native::affine::verify_yield(op)?;
    Ok(())
}
fn verify_yield_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    Ok(())
}
fn parse_yield_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_operands: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_operands: Option<Vec<Type>> = None;
    p.parse_optional_attr_dict(st)?;
    if p.at_operand() {
        o_operands.extend(p.parse_operand_list()?);
        p.expect_literal(":")?;
        ot_operands = Some(p.parse_optional_type_list()?);
    }
    let types = ot_operands.unwrap_or_default();
    p.resolve_operands(&o_operands, &types, start, &mut st.operands)?;
    Ok(())
}
fn print_yield_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.print_optional_attr_dict(op, &[]);
    if !ods::operand_group(op, YIELD_OP_OPERANDS, 0usize).is_empty() {
        p.write(" ");
        p.print_operands(ods::operand_group(op, YIELD_OP_OPERANDS, 0usize));
        p.write(" :");
        p.write(" ");
        p.print_types(
            ods::operand_group(op, YIELD_OP_OPERANDS, 0usize)
                .iter()
                .map(|v| op.value_type(v))
                .collect::<Vec<Type>>(),
        );
    }
}
/// `affine.yield` (spec/dialects/affine.td:N): Yield values to parent operation
pub static YIELD_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "affine.yield",
    dialect: "affine",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::RETURN_LIKE)
        .union(::descent::ir::Traits::TERMINATOR),
    attrs: &[],
    defined_at: "spec/dialects/affine.td:N",
    verify: verify_yield_op,
    verify_attrs: verify_yield_op_attrs,
    parse: Some(&(parse_yield_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_yield_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: YIELD_OP_OPERANDS,
    result_arities: YIELD_OP_RESULTS,
    successor_operands: &[],
};
/// Registration table of the dialect.
pub static DIALECT: ::descent::ir::DialectInfo = ::descent::ir::DialectInfo {
    name: "affine",
    ops: &[
        &::descent::dialects::gen::affine::APPLY_OP_INFO,
        &::descent::dialects::gen::affine::FOR_OP_INFO,
        &::descent::dialects::gen::affine::IF_OP_INFO,
        &::descent::dialects::gen::affine::LOAD_OP_INFO,
        &::descent::dialects::gen::affine::MIN_OP_INFO,
        &::descent::dialects::gen::affine::MAX_OP_INFO,
        &::descent::dialects::gen::affine::STORE_OP_INFO,
        &::descent::dialects::gen::affine::YIELD_OP_INFO,
    ],
    enums: &[],
    attr_defs: &[],
    type_defs: &[],
    on_register: Some(::descent::dialects::native::affine::on_register),
};
