// @generated from spec/dialects/memref.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{diag, dialects, ir, parse, print};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `MemRef_MemRefTypeAttr` (spec/dialects/memref.td:N): memref type attribute
pub fn mem_ref_mem_ref_type_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::type_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            ir::pred::ty::ranked_mem_ref_of(
                ctx,
                x,
                &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
            )
        },
    )
}
/// `MemRef_LocalityHintAttr` (spec/dialects/memref.td:N): 32-bit signless integer attribute
pub fn mem_ref_locality_hint_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::integer_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            ir::pred::ty::integer_of_width(ctx, x, 32i64)
        },
    )
}
/// `MemRef_AnyMemRefOfRank1` (spec/dialects/memref.td:N): 1D memref of any type values
pub fn mem_ref_any_mem_ref_of_rank1(ctx: &Context, x: Type) -> bool {
    (ir::pred::ty::ranked_mem_ref_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
    ) && ir::pred::ty::mem_ref_of_rank(ctx, x, &[1i64]))
}
/// `MemRef_I8MemRefOfRank1` (spec/dialects/memref.td:N): 1D memref of 8-bit signless integer values
pub fn mem_ref_i8_mem_ref_of_rank1(ctx: &Context, x: Type) -> bool {
    (ir::pred::ty::ranked_mem_ref_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            ir::pred::ty::integer_of_width(ctx, x, 8i64)
        },
    ) && ir::pred::ty::mem_ref_of_rank(ctx, x, &[1i64]))
}
/// `MemRef_ShapeMemRef` (spec/dialects/memref.td:N): 1D memref of signless integer or index values
pub fn mem_ref_shape_mem_ref(ctx: &Context, x: Type) -> bool {
    (ir::pred::ty::ranked_mem_ref_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            (ir::pred::ty::signless_integer(ctx, x) || ir::pred::ty::index_pred(ctx, x))
        },
    ) && ir::pred::ty::mem_ref_of_rank(ctx, x, &[1i64]))
}
/// `MemRef_AtomicMemRef` (spec/dialects/memref.td:N): memref of signless integer or floating-point values
pub fn mem_ref_atomic_mem_ref(ctx: &Context, x: Type) -> bool {
    ir::pred::ty::ranked_mem_ref_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            (ir::pred::ty::signless_integer(ctx, x) || ir::pred::ty::float(ctx, x))
        },
    )
}
/// `memref.assume_alignment` (spec/dialects/memref.td:N): the memref's buffer is aligned to the given number of bytes
#[derive(Copy, Clone)]
pub struct AssumeAlignmentOp<'a>(pub OpRef<'a>);
impl<'a> AssumeAlignmentOp<'a> {
    pub const NAME: &'static str = "memref.assume_alignment";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ASSUME_ALIGNMENT_OP_INFO).then_some(AssumeAlignmentOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `memref`: memref of any type values
    pub fn memref(&self) -> Value {
        ods::operand_group(self.0, ASSUME_ALIGNMENT_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Result `result`: memref of any type values
    pub fn result(&self) -> Value {
        ods::results_group(self.0, ASSUME_ALIGNMENT_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// Attribute `alignment`: 32-bit signless integer attribute
    pub fn alignment_attr(&self) -> Option<Attribute> {
        self.0.attr("alignment")
    }
    pub fn alignment(&self) -> Option<i64> {
        ods::attr_int(self.0, "alignment")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        memref: Value,
        alignment_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ASSUME_ALIGNMENT_OP_INFO, loc);
        st.operands.push(memref);
        st.set_attr(ctx, "alignment", alignment_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Attribute constraint: 32-bit signless integer attribute whose value is positive (first used by `memref.assume_alignment`, spec/dialects/memref.td:N)
const IS_32_BIT_SIGNLESS_INTEGER_ATTRIBUTE_WHOSE_VALUE: ir::AttrConstraint = ir::AttrConstraint {
    summary: "32-bit signless integer attribute whose value is positive",
    check: |ctx: &Context, a: Attribute| {
        dialects::gen::constraints::positive_i32_attr(ctx, a)
            && dialects::gen::constraints::int_positive(ctx, a)
    },
};
/// Type constraint: memref of any type values (`AnyMemRef`, spec/constraints.td:N)
const ANY_MEM_REF: ir::TypeConstraint = ir::TypeConstraint {
    summary: "memref of any type values",
    check: dialects::gen::constraints::any_mem_ref,
};
/// Verifies `memref.assume_alignment` (spec/dialects/memref.td:N) and the ops that check the same things.
fn verify_assume_alignment_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    ods::same_operands_and_result_type(op)?;
    dialects::native::memref::verify_assume_alignment(op)?;
    Ok(())
}
/// Parses `memref.assume_alignment` (spec/dialects/memref.td:N) (and the ops of the same format) from its custom syntax.
fn parse_assume_alignment_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_memref: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_memref: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_memref.push(p.parse_operand()?);
    p.expect_literal(",")?;
    let a = p.parse_attribute(Some(ctx.integer_type(32u32)))?;
    st.add_attr(ctx.ident("alignment"), a);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_memref = Some(vec![p.parse_type() ?]);
    for &t in ot_memref.iter().flatten() {
        if !(dialects::gen::constraints::any_mem_ref(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'memref' must be memref of any type values, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if rt_result.is_none() {
        if let Some(t) = ot_memref.as_ref().and_then(|v| v.first().copied()) {
            rt_result = Some(vec![t; 1usize]);
        }
    }
    let types = ot_memref.unwrap_or_default();
    p.resolve_operands(&o_memref, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `memref.assume_alignment` (spec/dialects/memref.td:N) (and the ops of the same format) in its custom syntax.
fn print_assume_alignment_op<'p, 'a>(
    p: &'p mut print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    if let Some(a) = op.attr("alignment") {
        p.print_attr_value(a, true);
    }
    p.print_optional_attr_dict(op, &["alignment"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `memref.assume_alignment` (spec/dialects/memref.td:N): the memref's buffer is aligned to the given number of bytes
pub static ASSUME_ALIGNMENT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "memref.assume_alignment",
    dialect: "memref",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ir::AttrInfo {
            name: "alignment",
            constraint: Some(IS_32_BIT_SIGNLESS_INTEGER_ATTRIBUTE_WHOSE_VALUE),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/memref.td",
        line: &dialects::gen::memref::__spec_lines::LINES[0usize],
    },
    verify: verify_assume_alignment_op,
    parse: Some(&(parse_assume_alignment_op as parse::ops::ParseFn)),
    print: Some(&(print_assume_alignment_op as print::ops::PrintFn)),
    asm_names: ir::AsmNames::Groups(&["assume_align"]),
    operand_types: &[ANY_MEM_REF],
    result_types: &[ANY_MEM_REF],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `memref.distinct_objects` (spec/dialects/memref.td:N): the given memrefs never alias one another
#[derive(Copy, Clone)]
pub struct DistinctObjectsOp<'a>(pub OpRef<'a>);
impl<'a> DistinctObjectsOp<'a> {
    pub const NAME: &'static str = "memref.distinct_objects";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &DISTINCT_OBJECTS_OP_INFO).then_some(DistinctObjectsOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operands`: variadic of memref of any type values
    pub fn operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, DISTINCT_OBJECTS_OP_INFO.operand_arities, 0usize)
    }
    /// Result `results`: variadic of memref of any type values
    pub fn results(&self) -> ods::Group<'a> {
        ods::results_group(self.0, DISTINCT_OBJECTS_OP_INFO.result_arities, 0usize)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operands: &[Value],
        results_ty: &[Type],
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &DISTINCT_OBJECTS_OP_INFO, loc);
        st.operands.extend_from_slice(operands);
        st.result_types.extend_from_slice(results_ty);
        st
    }
}
/// Type constraint: variadic of memref of any type values (first used by `memref.distinct_objects`, spec/dialects/memref.td:N)
const IS_VARIADIC_OF_MEMREF_OF_ANY_TYPE_VALUES: ir::TypeConstraint = ir::TypeConstraint {
    summary: "variadic of memref of any type values",
    check: |ctx: &Context, t: Type| ir::pred::ty::ranked_mem_ref_of(
        ctx,
        t,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
    ),
};
/// Verifies `memref.distinct_objects` (spec/dialects/memref.td:N) and the ops that check the same things.
fn verify_distinct_objects_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    if let Some(from) = ods::operand_group_at(op, 0usize)
        .first()
        .map(|v| op.value_type(v))
    {
        let have: Vec<Type> = ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect();
        if ods::spread_types(
            op.ctx,
            dialects::native::transforms::identity(op.ctx, from),
            have.len(),
        ) != have
        {
            return Err(
                ods::op_error(
                    op,
                    "failed to verify that result types match operand types",
                ),
            );
        }
    }
    dialects::native::memref::verify_distinct_objects(op)?;
    Ok(())
}
/// Parses `memref.distinct_objects` (spec/dialects/memref.td:N) (and the ops of the same format) from its custom syntax.
fn parse_distinct_objects_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut ol_operands: u32 = start;
    let mut o_operands: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_operands: Option<Vec<Type>> = None;
    let mut rt_results: Option<Vec<Type>> = None;
    ol_operands = p.peek().offset;
    o_operands.extend(p.parse_operand_list()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_operands = Some(p.parse_optional_type_list()?);
    for &t in ot_operands.iter().flatten() {
        if !(ir::pred::ty::ranked_mem_ref_of(
            ctx,
            t,
            &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
        )) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'operands' must be variadic of memref of any type values, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if rt_results.is_none() {
        if let Some(t) = ot_operands.as_ref().and_then(|v| v.first().copied()) {
            rt_results = Some(
                ods::spread_types(
                    ctx,
                    dialects::native::transforms::identity(ctx, t),
                    1usize,
                ),
            );
        }
    }
    let types = ot_operands.unwrap_or_default();
    p.resolve_operands(&o_operands, &types, ol_operands, &mut st.operands)?;
    st.result_types.extend(rt_results.unwrap_or_default());
    Ok(())
}
/// Prints `memref.distinct_objects` (spec/dialects/memref.td:N) (and the ops of the same format) in its custom syntax.
fn print_distinct_objects_op<'p, 'a>(
    p: &'p mut print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
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
/// `memref.distinct_objects` (spec/dialects/memref.td:N): the given memrefs never alias one another
pub static DISTINCT_OBJECTS_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "memref.distinct_objects",
    dialect: "memref",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/memref.td",
        line: &dialects::gen::memref::__spec_lines::LINES[1usize],
    },
    verify: verify_distinct_objects_op,
    parse: Some(&(parse_distinct_objects_op as parse::ops::ParseFn)),
    print: Some(&(print_distinct_objects_op as print::ops::PrintFn)),
    operand_types: &[IS_VARIADIC_OF_MEMREF_OF_ANY_TYPE_VALUES],
    result_types: &[IS_VARIADIC_OF_MEMREF_OF_ANY_TYPE_VALUES],
    operand_arities: &[ods::Arity::Variadic],
    result_arities: &[ods::Arity::Variadic],
    ..ir::OpInfo::DEFAULT
};
/// `memref.alloc` (spec/dialects/memref.td:N): heap allocation of a memref
#[derive(Copy, Clone)]
pub struct AllocOp<'a>(pub OpRef<'a>);
impl<'a> AllocOp<'a> {
    pub const NAME: &'static str = "memref.alloc";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ALLOC_OP_INFO).then_some(AllocOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `dynamicSizes`: variadic of index
    pub fn dynamic_sizes(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, ALLOC_OP_INFO.operand_arities, 0usize)
    }
    /// Operand `symbolOperands`: variadic of index
    pub fn symbol_operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, ALLOC_OP_INFO.operand_arities, 1usize)
    }
    /// Result `memref`: memref of any type values
    pub fn memref(&self) -> Value {
        ods::results_group(self.0, ALLOC_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `alignment`: 64-bit signless integer attribute
    pub fn alignment_attr(&self) -> Option<Attribute> {
        self.0.attr("alignment")
    }
    pub fn alignment(&self) -> Option<i64> {
        ods::attr_int(self.0, "alignment")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        dynamic_sizes: &[Value],
        symbol_operands: &[Value],
        alignment_attr: Option<Attribute>,
        memref_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ALLOC_OP_INFO, loc);
        st.operands.extend_from_slice(dynamic_sizes);
        st.operands.extend_from_slice(symbol_operands);
        st.add_attr(
            ctx.ident("operandSegmentSizes"),
            ctx
                .dense_i32_array(
                    &[dynamic_sizes.len() as i64, symbol_operands.len() as i64],
                ),
        );
        st.set_attr(ctx, "alignment", alignment_attr);
        st.result_types.push(memref_ty);
        st
    }
}
/// Attribute constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0 (first used by `memref.alloc`, spec/dialects/memref.td:N)
const IS_64_BIT_SIGNLESS_INTEGER_ATTRIBUTE_WHOSE_VALUE: ir::AttrConstraint = ir::AttrConstraint {
    summary: "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0",
    check: |ctx: &Context, a: Attribute| {
        ir::pred::attr::integer_attr_of(
            ctx,
            a,
            &|ctx: &Context, x: Type| -> bool {
                ir::pred::ty::integer_of_width(ctx, x, 64i64)
            },
        ) && dialects::gen::constraints::int_positive_power_of2(ctx, a)
    },
};
/// Type constraint: variadic of index (first used by `memref.alloc`, spec/dialects/memref.td:N)
const IS_VARIADIC_OF_INDEX: ir::TypeConstraint = ir::TypeConstraint {
    summary: "variadic of index",
    check: |ctx: &Context, t: Type| ir::pred::ty::index_pred(ctx, t),
};
/// Verifies `memref.alloc` (spec/dialects/memref.td:N) and the ops that check the same things.
fn verify_alloc_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::memref::verify_alloc(op)?;
    Ok(())
}
/// Parses `memref.alloc` (spec/dialects/memref.td:N) (and the ops of the same format) from its custom syntax.
fn parse_alloc_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut ol_dynamic_sizes: u32 = start;
    let mut o_dynamic_sizes: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_dynamic_sizes: Option<Vec<Type>> = None;
    let mut ol_symbol_operands: u32 = start;
    let mut o_symbol_operands: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_symbol_operands: Option<Vec<Type>> = None;
    let mut rt_memref: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    ol_dynamic_sizes = p.peek().offset;
    o_dynamic_sizes.extend(p.parse_operand_list()?);
    p.expect_literal(")")?;
    if p.eat_literal("[") {
        ol_symbol_operands = p.peek().offset;
        o_symbol_operands.extend(p.parse_operand_list()?);
        p.expect_literal("]")?;
    }
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    rt_memref = Some(vec![p.parse_type() ?]);
    if ot_dynamic_sizes.is_none() {
        ot_dynamic_sizes = Some(vec![ctx.index_type(); o_dynamic_sizes.len()]);
    }
    if ot_symbol_operands.is_none() {
        ot_symbol_operands = Some(vec![ctx.index_type(); o_symbol_operands.len()]);
    }
    st.add_attr(
        ctx.ident("operandSegmentSizes"),
        ctx
            .dense_i32_array(
                &[o_dynamic_sizes.len() as i64, o_symbol_operands.len() as i64],
            ),
    );
    let types = ot_dynamic_sizes.unwrap_or_default();
    p.resolve_operands(&o_dynamic_sizes, &types, ol_dynamic_sizes, &mut st.operands)?;
    let types = ot_symbol_operands.unwrap_or_default();
    p.resolve_operands(
        &o_symbol_operands,
        &types,
        ol_symbol_operands,
        &mut st.operands,
    )?;
    st.result_types.extend(rt_memref.unwrap_or_default());
    Ok(())
}
/// Prints `memref.alloc` (spec/dialects/memref.td:N) (and the ops of the same format) in its custom syntax.
fn print_alloc_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write("(");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(")");
    if !ods::operand_group_at(op, 1usize).is_empty() {
        p.write("[");
        p.print_operands(ods::operand_group_at(op, 1usize));
        p.write("]");
    }
    p.print_optional_attr_dict(op, &["operandSegmentSizes"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `memref.alloc` (spec/dialects/memref.td:N): heap allocation of a memref
pub static ALLOC_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "memref.alloc",
    dialect: "memref",
    traits: ir::Traits::ATTR_SIZED_OPERAND_SEGMENTS.union(ir::Traits::MEMORY_ALLOC),
    attrs: &[
        ir::AttrInfo {
            name: "alignment",
            optional: true,
            constraint: Some(IS_64_BIT_SIGNLESS_INTEGER_ATTRIBUTE_WHOSE_VALUE),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/memref.td",
        line: &dialects::gen::memref::__spec_lines::LINES[2usize],
    },
    verify: verify_alloc_op,
    parse: Some(&(parse_alloc_op as parse::ops::ParseFn)),
    print: Some(&(print_alloc_op as print::ops::PrintFn)),
    asm_names: ir::AsmNames::Groups(&["alloc"]),
    operand_types: &[IS_VARIADIC_OF_INDEX, IS_VARIADIC_OF_INDEX],
    result_types: &[ANY_MEM_REF],
    operand_arities: &[ods::Arity::Variadic, ods::Arity::Variadic],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `memref.realloc` (spec/dialects/memref.td:N): resize a 1-D heap allocation
#[derive(Copy, Clone)]
pub struct ReallocOp<'a>(pub OpRef<'a>);
impl<'a> ReallocOp<'a> {
    pub const NAME: &'static str = "memref.realloc";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &REALLOC_OP_INFO).then_some(ReallocOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `source`: 1D memref of any type values
    pub fn source(&self) -> Value {
        ods::operand_group(self.0, REALLOC_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `dynamicResultSize`: index
    pub fn dynamic_result_size(&self) -> Option<Value> {
        ods::operand_group(self.0, REALLOC_OP_INFO.operand_arities, 1usize).first()
    }
    /// Result `result`: 1D memref of any type values
    pub fn result(&self) -> Value {
        ods::results_group(self.0, REALLOC_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `alignment`: 64-bit signless integer attribute
    pub fn alignment_attr(&self) -> Option<Attribute> {
        self.0.attr("alignment")
    }
    pub fn alignment(&self) -> Option<i64> {
        ods::attr_int(self.0, "alignment")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        source: Value,
        dynamic_result_size: Option<Value>,
        alignment_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &REALLOC_OP_INFO, loc);
        st.operands.push(source);
        st.operands.extend(dynamic_result_size);
        st.set_attr(ctx, "alignment", alignment_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Type constraint: 1D memref of any type values (`MemRef_AnyMemRefOfRank1`, spec/dialects/memref.td:N)
const MEM_REF_ANY_MEM_REF_OF_RANK1: ir::TypeConstraint = ir::TypeConstraint {
    summary: "1D memref of any type values",
    check: dialects::gen::memref::mem_ref_any_mem_ref_of_rank1,
};
/// Type constraint: index (first used by `memref.realloc`, spec/dialects/memref.td:N)
const IS_INDEX: ir::TypeConstraint = ir::TypeConstraint {
    summary: "index",
    check: |ctx: &Context, t: Type| ir::pred::ty::index_pred(ctx, t),
};
/// Verifies `memref.realloc` (spec/dialects/memref.td:N) and the ops that check the same things.
fn verify_realloc_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::memref::verify_realloc(op)?;
    Ok(())
}
/// Parses `memref.realloc` (spec/dialects/memref.td:N) (and the ops of the same format) from its custom syntax.
fn parse_realloc_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_source: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_source: Option<Vec<Type>> = None;
    let mut o_dynamic_result_size: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_dynamic_result_size: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_source.push(p.parse_operand()?);
    if p.eat_literal("(") {
        o_dynamic_result_size.extend(p.parse_optional_operand()?);
        p.expect_literal(")")?;
    }
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_source = Some(vec![p.parse_type() ?]);
    p.expect_literal("to")?;
    let outs = p.parse_optional_type_list()?;
    rt_result = Some(outs.clone());
    if ot_dynamic_result_size.is_none() {
        ot_dynamic_result_size = Some(
            vec![ctx.index_type(); o_dynamic_result_size.len()],
        );
    }
    let types = ot_source.unwrap_or_default();
    p.resolve_operands(&o_source, &types, start, &mut st.operands)?;
    let types = ot_dynamic_result_size.unwrap_or_default();
    p.resolve_operands(&o_dynamic_result_size, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `memref.realloc` (spec/dialects/memref.td:N) (and the ops of the same format) in its custom syntax.
fn print_realloc_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    if !ods::operand_group_at(op, 1usize).is_empty() {
        p.write("(");
        p.print_operands(ods::operand_group_at(op, 1usize));
        p.write(")");
    }
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
    p.print_types(op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>());
}
/// `memref.realloc` (spec/dialects/memref.td:N): resize a 1-D heap allocation
pub static REALLOC_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "memref.realloc",
    dialect: "memref",
    traits: ir::Traits::MEMORY_FREE.union(ir::Traits::MEMORY_ALLOC),
    attrs: &[
        ir::AttrInfo {
            name: "alignment",
            optional: true,
            constraint: Some(IS_64_BIT_SIGNLESS_INTEGER_ATTRIBUTE_WHOSE_VALUE),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/memref.td",
        line: &dialects::gen::memref::__spec_lines::LINES[3usize],
    },
    verify: verify_realloc_op,
    parse: Some(&(parse_realloc_op as parse::ops::ParseFn)),
    print: Some(&(print_realloc_op as print::ops::PrintFn)),
    operand_types: &[MEM_REF_ANY_MEM_REF_OF_RANK1, IS_INDEX],
    result_types: &[MEM_REF_ANY_MEM_REF_OF_RANK1],
    operand_arities: &[ods::Arity::Single, ods::Arity::Optional],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `memref.alloca` (spec/dialects/memref.td:N): stack allocation of a memref, freed at the end of the allocation scope
#[derive(Copy, Clone)]
pub struct AllocaOp<'a>(pub OpRef<'a>);
impl<'a> AllocaOp<'a> {
    pub const NAME: &'static str = "memref.alloca";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ALLOCA_OP_INFO).then_some(AllocaOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `dynamicSizes`: variadic of index
    pub fn dynamic_sizes(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, ALLOCA_OP_INFO.operand_arities, 0usize)
    }
    /// Operand `symbolOperands`: variadic of index
    pub fn symbol_operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, ALLOCA_OP_INFO.operand_arities, 1usize)
    }
    /// Result `memref`: memref of any type values
    pub fn memref(&self) -> Value {
        ods::results_group(self.0, ALLOCA_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `alignment`: 64-bit signless integer attribute
    pub fn alignment_attr(&self) -> Option<Attribute> {
        self.0.attr("alignment")
    }
    pub fn alignment(&self) -> Option<i64> {
        ods::attr_int(self.0, "alignment")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        dynamic_sizes: &[Value],
        symbol_operands: &[Value],
        alignment_attr: Option<Attribute>,
        memref_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ALLOCA_OP_INFO, loc);
        st.operands.extend_from_slice(dynamic_sizes);
        st.operands.extend_from_slice(symbol_operands);
        st.add_attr(
            ctx.ident("operandSegmentSizes"),
            ctx
                .dense_i32_array(
                    &[dynamic_sizes.len() as i64, symbol_operands.len() as i64],
                ),
        );
        st.set_attr(ctx, "alignment", alignment_attr);
        st.result_types.push(memref_ty);
        st
    }
}
/// Verifies `memref.alloca` (spec/dialects/memref.td:N) and the ops that check the same things.
fn verify_alloca_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::memref::verify_alloca(op)?;
    Ok(())
}
/// `memref.alloca` (spec/dialects/memref.td:N): stack allocation of a memref, freed at the end of the allocation scope
pub static ALLOCA_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "memref.alloca",
    dialect: "memref",
    traits: ir::Traits::ATTR_SIZED_OPERAND_SEGMENTS.union(ir::Traits::MEMORY_ALLOC),
    attrs: &[
        ir::AttrInfo {
            name: "alignment",
            optional: true,
            constraint: Some(IS_64_BIT_SIGNLESS_INTEGER_ATTRIBUTE_WHOSE_VALUE),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/memref.td",
        line: &dialects::gen::memref::__spec_lines::LINES[4usize],
    },
    verify: verify_alloca_op,
    parse: Some(&(parse_alloc_op as parse::ops::ParseFn)),
    print: Some(&(print_alloc_op as print::ops::PrintFn)),
    asm_names: ir::AsmNames::Groups(&["alloca"]),
    operand_types: &[IS_VARIADIC_OF_INDEX, IS_VARIADIC_OF_INDEX],
    result_types: &[ANY_MEM_REF],
    operand_arities: &[ods::Arity::Variadic, ods::Arity::Variadic],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `memref.alloca_scope` (spec/dialects/memref.td:N): a region whose stack allocations are freed when it exits
#[derive(Copy, Clone)]
pub struct AllocaScopeOp<'a>(pub OpRef<'a>);
impl<'a> AllocaScopeOp<'a> {
    pub const NAME: &'static str = "memref.alloca_scope";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ALLOCA_SCOPE_OP_INFO).then_some(AllocaScopeOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Result `results`: variadic of any type
    pub fn results(&self) -> ods::Group<'a> {
        ods::results_group(self.0, ALLOCA_SCOPE_OP_INFO.result_arities, 0usize)
    }
    pub fn body_region(&self) -> RegionId {
        self.0.regions()[0usize]
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, results_ty: &[Type]) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ALLOCA_SCOPE_OP_INFO, loc);
        st.result_types.extend_from_slice(results_ty);
        st
    }
}
/// Type constraint: variadic of any type (first used by `memref.alloca_scope`, spec/dialects/memref.td:N)
const IS_VARIADIC_OF_ANY_TYPE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "variadic of any type",
    check: |ctx: &Context, t: Type| ir::pred::ty::any_type_pred(ctx, t),
};
/// Verifies `memref.alloca_scope` (spec/dialects/memref.td:N) and the ops that check the same things.
fn verify_alloca_scope_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    if op.regions_body().region(op.regions()[0usize]).blocks.len() > 1usize {
        return Err(
            ods::op_error(
                op,
                "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks",
            ),
        );
    }
    dialects::native::memref::verify_alloca_scope(op)?;
    Ok(())
}
/// `memref.alloca_scope` (spec/dialects/memref.td:N): a region whose stack allocations are freed when it exits
pub static ALLOCA_SCOPE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "memref.alloca_scope",
    dialect: "memref",
    traits: ir::Traits::AUTOMATIC_ALLOCATION_SCOPE
        .union(ir::Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR)
        .union(ir::Traits::RECURSIVE_MEMORY_EFFECTS)
        .union(ir::Traits::NO_REGION_ARGUMENTS),
    defined_at: ir::SpecPos {
        file: "spec/dialects/memref.td",
        line: &dialects::gen::memref::__spec_lines::LINES[5usize],
    },
    verify: verify_alloca_scope_op,
    parse: Some(&(dialects::native::memref::parse_alloca_scope as parse::ops::ParseFn)),
    print: Some(&(dialects::native::memref::print_alloca_scope as print::ops::PrintFn)),
    implicit_terminator: Some("memref.alloca_scope.return"),
    result_types: &[IS_VARIADIC_OF_ANY_TYPE],
    regions: 1usize,
    operand_arities: &[],
    result_arities: &[ods::Arity::Variadic],
    ..ir::OpInfo::DEFAULT
};
/// `memref.alloca_scope.return` (spec/dialects/memref.td:N): terminator of memref.alloca_scope, yielding its results
#[derive(Copy, Clone)]
pub struct AllocaScopeReturnOp<'a>(pub OpRef<'a>);
impl<'a> AllocaScopeReturnOp<'a> {
    pub const NAME: &'static str = "memref.alloca_scope.return";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ALLOCA_SCOPE_RETURN_OP_INFO).then_some(AllocaScopeReturnOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `results`: variadic of any type
    pub fn results(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, ALLOCA_SCOPE_RETURN_OP_INFO.operand_arities, 0usize)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, results: &[Value]) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ALLOCA_SCOPE_RETURN_OP_INFO, loc);
        st.operands.extend_from_slice(results);
        st
    }
}
/// Verifies `memref.alloca_scope.return` (spec/dialects/memref.td:N) and the ops that check the same things.
fn verify_alloca_scope_return_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    ods::has_parent(op, &["memref.alloca_scope"])?;
    ods::is_terminator(op)?;
    Ok(())
}
/// Parses `memref.alloca_scope.return` (spec/dialects/memref.td:N) (and the ops of the same format) from its custom syntax.
fn parse_alloca_scope_return_op<'p, 'a>(
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
/// Prints `memref.alloca_scope.return` (spec/dialects/memref.td:N) (and the ops of the same format) in its custom syntax.
fn print_alloca_scope_return_op<'p, 'a>(
    p: &'p mut print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
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
/// `memref.alloca_scope.return` (spec/dialects/memref.td:N): terminator of memref.alloca_scope, yielding its results
pub static ALLOCA_SCOPE_RETURN_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "memref.alloca_scope.return",
    dialect: "memref",
    traits: ir::Traits::PURE
        .union(ir::Traits::RETURN_LIKE)
        .union(ir::Traits::TERMINATOR),
    defined_at: ir::SpecPos {
        file: "spec/dialects/memref.td",
        line: &dialects::gen::memref::__spec_lines::LINES[6usize],
    },
    verify: verify_alloca_scope_return_op,
    parse: Some(&(parse_alloca_scope_return_op as parse::ops::ParseFn)),
    print: Some(&(print_alloca_scope_return_op as print::ops::PrintFn)),
    operand_types: &[IS_VARIADIC_OF_ANY_TYPE],
    operand_arities: &[ods::Arity::Variadic],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `memref.cast` (spec/dialects/memref.td:N): convert a memref to a compatible memref type
#[derive(Copy, Clone)]
pub struct CastOp<'a>(pub OpRef<'a>);
impl<'a> CastOp<'a> {
    pub const NAME: &'static str = "memref.cast";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CAST_OP_INFO).then_some(CastOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `source`: ranked or unranked memref of any type values
    pub fn source(&self) -> Value {
        ods::operand_group(self.0, CAST_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `dest`: ranked or unranked memref of any type values
    pub fn dest(&self) -> Value {
        ods::results_group(self.0, CAST_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        source: Value,
        dest_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CAST_OP_INFO, loc);
        st.operands.push(source);
        st.result_types.push(dest_ty);
        st
    }
}
/// Type constraint: ranked or unranked memref of any type values (`AnyRankedOrUnrankedMemRef`, spec/constraints.td:N)
const ANY_RANKED_OR_UNRANKED_MEM_REF: ir::TypeConstraint = ir::TypeConstraint {
    summary: "ranked or unranked memref of any type values",
    check: dialects::gen::constraints::any_ranked_or_unranked_mem_ref,
};
/// Verifies `memref.cast` (spec/dialects/memref.td:N) and the ops that check the same things.
fn verify_cast_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    dialects::native::memref::verify_cast(op)?;
    Ok(())
}
/// Parses `memref.cast` (spec/dialects/memref.td:N) (and the ops of the same format) from its custom syntax.
fn parse_cast_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_source: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_source: Option<Vec<Type>> = None;
    let mut rt_dest: Option<Vec<Type>> = None;
    o_source.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_source = Some(vec![p.parse_type() ?]);
    p.expect_literal("to")?;
    rt_dest = Some(vec![p.parse_type() ?]);
    let types = ot_source.unwrap_or_default();
    p.resolve_operands(&o_source, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_dest.unwrap_or_default());
    Ok(())
}
/// Prints `memref.cast` (spec/dialects/memref.td:N) (and the ops of the same format) in its custom syntax.
fn print_cast_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
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
/// `memref.cast` (spec/dialects/memref.td:N): convert a memref to a compatible memref type
pub static CAST_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "memref.cast",
    dialect: "memref",
    traits: ir::Traits::PURE.union(ir::Traits::CAST_OP_INTERFACE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/memref.td",
        line: &dialects::gen::memref::__spec_lines::LINES[7usize],
    },
    verify: verify_cast_op,
    parse: Some(&(parse_cast_op as parse::ops::ParseFn)),
    print: Some(&(print_cast_op as print::ops::PrintFn)),
    asm_names: ir::AsmNames::Groups(&["cast"]),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_memref::cast,
        kind: "",
        elements: true,
    }),
    operand_types: &[ANY_RANKED_OR_UNRANKED_MEM_REF],
    result_types: &[ANY_RANKED_OR_UNRANKED_MEM_REF],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `memref.copy` (spec/dialects/memref.td:N): copy all elements of one memref into another
#[derive(Copy, Clone)]
pub struct CopyOp<'a>(pub OpRef<'a>);
impl<'a> CopyOp<'a> {
    pub const NAME: &'static str = "memref.copy";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &COPY_OP_INFO).then_some(CopyOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `source`: ranked or unranked memref of any type values
    pub fn source(&self) -> Value {
        ods::operand_group(self.0, COPY_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `target`: ranked or unranked memref of any type values
    pub fn target(&self) -> Value {
        ods::operand_group(self.0, COPY_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        source: Value,
        target: Value,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &COPY_OP_INFO, loc);
        st.operands.push(source);
        st.operands.push(target);
        st
    }
}
/// Verifies `memref.copy` (spec/dialects/memref.td:N) and the ops that check the same things.
fn verify_copy_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    ods::same_operands_element_type(op)?;
    ods::same_operands_shape(op)?;
    Ok(())
}
/// Parses `memref.copy` (spec/dialects/memref.td:N) (and the ops of the same format) from its custom syntax.
fn parse_copy_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_source: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_source: Option<Vec<Type>> = None;
    let mut o_target: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_target: Option<Vec<Type>> = None;
    o_source.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_target.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_source = Some(vec![p.parse_type() ?]);
    p.expect_literal("to")?;
    ot_target = Some(vec![p.parse_type() ?]);
    let types = ot_source.unwrap_or_default();
    p.resolve_operands(&o_source, &types, start, &mut st.operands)?;
    let types = ot_target.unwrap_or_default();
    p.resolve_operands(&o_target, &types, start, &mut st.operands)?;
    Ok(())
}
/// Prints `memref.copy` (spec/dialects/memref.td:N) (and the ops of the same format) in its custom syntax.
fn print_copy_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
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
    p.write(" to");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 1usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `memref.copy` (spec/dialects/memref.td:N): copy all elements of one memref into another
pub static COPY_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "memref.copy",
    dialect: "memref",
    traits: ir::Traits::SAME_OPERANDS_ELEMENT_TYPE
        .union(ir::Traits::SAME_OPERANDS_SHAPE)
        .union(ir::Traits::MEMORY_READ)
        .union(ir::Traits::MEMORY_WRITE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/memref.td",
        line: &dialects::gen::memref::__spec_lines::LINES[8usize],
    },
    verify: verify_copy_op,
    parse: Some(&(parse_copy_op as parse::ops::ParseFn)),
    print: Some(&(print_copy_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_memref::copy,
        kind: "",
        elements: true,
    }),
    operand_types: &[ANY_RANKED_OR_UNRANKED_MEM_REF, ANY_RANKED_OR_UNRANKED_MEM_REF],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `memref.dealloc` (spec/dialects/memref.td:N): free a heap-allocated memref
#[derive(Copy, Clone)]
pub struct DeallocOp<'a>(pub OpRef<'a>);
impl<'a> DeallocOp<'a> {
    pub const NAME: &'static str = "memref.dealloc";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &DEALLOC_OP_INFO).then_some(DeallocOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `memref`: ranked or unranked memref of any type values
    pub fn memref(&self) -> Value {
        ods::operand_group(self.0, DEALLOC_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, memref: Value) -> OperationState {
        let mut st = OperationState::for_op(ctx, &DEALLOC_OP_INFO, loc);
        st.operands.push(memref);
        st
    }
}
/// Verifies `memref.dealloc` (spec/dialects/memref.td:N) and the ops that check the same things.
fn verify_dealloc_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    Ok(())
}
/// Parses `memref.dealloc` (spec/dialects/memref.td:N) (and the ops of the same format) from its custom syntax.
fn parse_dealloc_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_memref: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_memref: Option<Vec<Type>> = None;
    o_memref.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_memref = Some(vec![p.parse_type() ?]);
    let types = ot_memref.unwrap_or_default();
    p.resolve_operands(&o_memref, &types, start, &mut st.operands)?;
    Ok(())
}
/// `memref.dealloc` (spec/dialects/memref.td:N): free a heap-allocated memref
pub static DEALLOC_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "memref.dealloc",
    dialect: "memref",
    traits: ir::Traits::MEMORY_FREE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/memref.td",
        line: &dialects::gen::memref::__spec_lines::LINES[9usize],
    },
    verify: verify_dealloc_op,
    parse: Some(&(parse_dealloc_op as parse::ops::ParseFn)),
    print: Some(&(print_distinct_objects_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_memref::cast_operands,
        kind: "",
        elements: true,
    }),
    operand_types: &[ANY_RANKED_OR_UNRANKED_MEM_REF],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `memref.dim` (spec/dialects/memref.td:N): the size of one dimension of a memref
#[derive(Copy, Clone)]
pub struct DimOp<'a>(pub OpRef<'a>);
impl<'a> DimOp<'a> {
    pub const NAME: &'static str = "memref.dim";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &DIM_OP_INFO).then_some(DimOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `source`: unranked.memref of any type values or non-0-ranked.memref of any type values
    pub fn source(&self) -> Value {
        ods::operand_group(self.0, DIM_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `index`: index
    pub fn index(&self) -> Value {
        ods::operand_group(self.0, DIM_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, DIM_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        source: Value,
        index: Value,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &DIM_OP_INFO, loc);
        st.operands.push(source);
        st.operands.push(index);
        st.result_types.push(result_ty);
        st
    }
}
/// Type constraint: unranked.memref of any type values or non-0-ranked.memref of any type values (`AnyNon0RankedOrUnrankedMemRef`, spec/constraints.td:N)
const ANY_NON0_RANKED_OR_UNRANKED_MEM_REF: ir::TypeConstraint = ir::TypeConstraint {
    summary: "unranked.memref of any type values or non-0-ranked.memref of any type values",
    check: dialects::gen::constraints::any_non0_ranked_or_unranked_mem_ref,
};
/// Type constraint: index (`Index`, spec/constraints.td:N)
const INDEX: ir::TypeConstraint = ir::TypeConstraint {
    summary: "index",
    check: dialects::gen::constraints::index,
};
/// Parses `memref.dim` (spec/dialects/memref.td:N) (and the ops of the same format) from its custom syntax.
fn parse_dim_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_source: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_source: Option<Vec<Type>> = None;
    let mut o_index: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_index: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    p.parse_optional_attr_dict(st)?;
    o_source.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_index.push(p.parse_operand()?);
    p.expect_literal(":")?;
    ot_source = Some(vec![p.parse_type() ?]);
    if ot_index.is_none() {
        ot_index = Some(vec![ctx.index_type(); o_index.len()]);
    }
    if rt_result.is_none() {
        rt_result = Some(vec![ctx.index_type()]);
    }
    let types = ot_source.unwrap_or_default();
    p.resolve_operands(&o_source, &types, start, &mut st.operands)?;
    let types = ot_index.unwrap_or_default();
    p.resolve_operands(&o_index, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `memref.dim` (spec/dialects/memref.td:N) (and the ops of the same format) in its custom syntax.
fn print_dim_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.print_optional_attr_dict(op, &[]);
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `memref.dim` (spec/dialects/memref.td:N): the size of one dimension of a memref
pub static DIM_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "memref.dim",
    dialect: "memref",
    traits: ir::Traits::NO_MEMORY_EFFECT,
    defined_at: ir::SpecPos {
        file: "spec/dialects/memref.td",
        line: &dialects::gen::memref::__spec_lines::LINES[10usize],
    },
    verify: verify_dealloc_op,
    parse: Some(&(parse_dim_op as parse::ops::ParseFn)),
    print: Some(&(print_dim_op as print::ops::PrintFn)),
    asm_names: ir::AsmNames::Groups(&["dim"]),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_memref::dim,
        kind: "",
        elements: true,
    }),
    operand_types: &[ANY_NON0_RANKED_OR_UNRANKED_MEM_REF, INDEX],
    result_types: &[INDEX],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `memref.dma_start` (spec/dialects/memref.td:N): start a non-blocking DMA transfer
#[derive(Copy, Clone)]
pub struct DmaStartOp<'a>(pub OpRef<'a>);
impl<'a> DmaStartOp<'a> {
    pub const NAME: &'static str = "memref.dma_start";
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
/// Verifies `memref.dma_start` (spec/dialects/memref.td:N) and the ops that check the same things.
fn verify_dma_start_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    dialects::native::memref::verify_dma_start(op)?;
    Ok(())
}
/// `memref.dma_start` (spec/dialects/memref.td:N): start a non-blocking DMA transfer
pub static DMA_START_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "memref.dma_start",
    dialect: "memref",
    traits: ir::Traits::MEMORY_READ.union(ir::Traits::MEMORY_WRITE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/memref.td",
        line: &dialects::gen::memref::__spec_lines::LINES[11usize],
    },
    verify: verify_dma_start_op,
    parse: Some(&(dialects::native::memref::parse_dma_start as parse::ops::ParseFn)),
    print: Some(&(dialects::native::memref::print_dma_start as print::ops::PrintFn)),
    operand_types: &[IS_VARIADIC_OF_ANY_TYPE],
    operand_arities: &[ods::Arity::Variadic],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `memref.dma_wait` (spec/dialects/memref.td:N): wait for a DMA transfer to complete
#[derive(Copy, Clone)]
pub struct DmaWaitOp<'a>(pub OpRef<'a>);
impl<'a> DmaWaitOp<'a> {
    pub const NAME: &'static str = "memref.dma_wait";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &DMA_WAIT_OP_INFO).then_some(DmaWaitOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `tagMemRef`: memref of any type values
    pub fn tag_mem_ref(&self) -> Value {
        ods::operand_group(self.0, DMA_WAIT_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `tagIndices`: variadic of index
    pub fn tag_indices(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, DMA_WAIT_OP_INFO.operand_arities, 1usize)
    }
    /// Operand `numElements`: index
    pub fn num_elements(&self) -> Value {
        ods::operand_group(self.0, DMA_WAIT_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        tag_mem_ref: Value,
        tag_indices: &[Value],
        num_elements: Value,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &DMA_WAIT_OP_INFO, loc);
        st.operands.push(tag_mem_ref);
        st.operands.extend_from_slice(tag_indices);
        st.operands.push(num_elements);
        st
    }
}
/// Verifies `memref.dma_wait` (spec/dialects/memref.td:N) and the ops that check the same things.
fn verify_dma_wait_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    dialects::native::memref::verify_dma_wait(op)?;
    Ok(())
}
/// Parses `memref.dma_wait` (spec/dialects/memref.td:N) (and the ops of the same format) from its custom syntax.
fn parse_dma_wait_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_tag_mem_ref: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_tag_mem_ref: Option<Vec<Type>> = None;
    let mut ol_tag_indices: u32 = start;
    let mut o_tag_indices: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_tag_indices: Option<Vec<Type>> = None;
    let mut o_num_elements: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_num_elements: Option<Vec<Type>> = None;
    o_tag_mem_ref.push(p.parse_operand()?);
    p.expect_literal("[")?;
    ol_tag_indices = p.peek().offset;
    o_tag_indices.extend(p.parse_operand_list()?);
    p.expect_literal("]")?;
    p.expect_literal(",")?;
    o_num_elements.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_tag_mem_ref = Some(vec![p.parse_type() ?]);
    if ot_tag_indices.is_none() {
        ot_tag_indices = Some(vec![ctx.index_type(); o_tag_indices.len()]);
    }
    if ot_num_elements.is_none() {
        ot_num_elements = Some(vec![ctx.index_type(); o_num_elements.len()]);
    }
    let types = ot_tag_mem_ref.unwrap_or_default();
    p.resolve_operands(&o_tag_mem_ref, &types, start, &mut st.operands)?;
    let types = ot_tag_indices.unwrap_or_default();
    p.resolve_operands(&o_tag_indices, &types, ol_tag_indices, &mut st.operands)?;
    let types = ot_num_elements.unwrap_or_default();
    p.resolve_operands(&o_num_elements, &types, start, &mut st.operands)?;
    Ok(())
}
/// Prints `memref.dma_wait` (spec/dialects/memref.td:N) (and the ops of the same format) in its custom syntax.
fn print_dma_wait_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write("[");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.write("]");
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 2usize));
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
/// `memref.dma_wait` (spec/dialects/memref.td:N): wait for a DMA transfer to complete
pub static DMA_WAIT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "memref.dma_wait",
    dialect: "memref",
    traits: ir::Traits::MEMORY_READ.union(ir::Traits::MEMORY_WRITE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/memref.td",
        line: &dialects::gen::memref::__spec_lines::LINES[12usize],
    },
    verify: verify_dma_wait_op,
    parse: Some(&(parse_dma_wait_op as parse::ops::ParseFn)),
    print: Some(&(print_dma_wait_op as print::ops::PrintFn)),
    operand_types: &[ANY_MEM_REF, IS_VARIADIC_OF_INDEX, INDEX],
    operand_arities: &[ods::Arity::Single, ods::Arity::Variadic, ods::Arity::Single],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `memref.extract_aligned_pointer_as_index` (spec/dialects/memref.td:N): the aligned pointer of a memref as an index
#[derive(Copy, Clone)]
pub struct ExtractAlignedPointerAsIndexOp<'a>(pub OpRef<'a>);
impl<'a> ExtractAlignedPointerAsIndexOp<'a> {
    pub const NAME: &'static str = "memref.extract_aligned_pointer_as_index";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &EXTRACT_ALIGNED_POINTER_AS_INDEX_OP_INFO)
            .then_some(ExtractAlignedPointerAsIndexOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `source`: ranked or unranked memref of any type values
    pub fn source(&self) -> Value {
        ods::operand_group(
                self.0,
                EXTRACT_ALIGNED_POINTER_AS_INDEX_OP_INFO.operand_arities,
                0usize,
            )
            .get(0)
    }
    /// Result `aligned_pointer`: index
    pub fn aligned_pointer(&self) -> Value {
        ods::results_group(
                self.0,
                EXTRACT_ALIGNED_POINTER_AS_INDEX_OP_INFO.result_arities,
                0usize,
            )
            .get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        source: Value,
        aligned_pointer_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(
            ctx,
            &EXTRACT_ALIGNED_POINTER_AS_INDEX_OP_INFO,
            loc,
        );
        st.operands.push(source);
        st.result_types.push(aligned_pointer_ty);
        st
    }
}
/// Parses `memref.extract_aligned_pointer_as_index` (spec/dialects/memref.td:N) (and the ops of the same format) from its custom syntax.
fn parse_extract_aligned_pointer_as_index_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_source: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_source: Option<Vec<Type>> = None;
    let mut rt_aligned_pointer: Option<Vec<Type>> = None;
    o_source.push(p.parse_operand()?);
    p.expect_literal(":")?;
    ot_source = Some(vec![p.parse_type() ?]);
    p.expect_literal("->")?;
    let outs = p.parse_optional_type_list()?;
    rt_aligned_pointer = Some(outs.clone());
    p.parse_optional_attr_dict(st)?;
    if rt_aligned_pointer.is_none() {
        rt_aligned_pointer = Some(vec![ctx.index_type()]);
    }
    let types = ot_source.unwrap_or_default();
    p.resolve_operands(&o_source, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_aligned_pointer.unwrap_or_default());
    Ok(())
}
/// Prints `memref.extract_aligned_pointer_as_index` (spec/dialects/memref.td:N) (and the ops of the same format) in its custom syntax.
fn print_extract_aligned_pointer_as_index_op<'p, 'a>(
    p: &'p mut print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
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
    p.write(" ->");
    p.write(" ");
    p.print_types(op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>());
    p.print_optional_attr_dict(op, &[]);
}
/// `memref.extract_aligned_pointer_as_index` (spec/dialects/memref.td:N): the aligned pointer of a memref as an index
pub static EXTRACT_ALIGNED_POINTER_AS_INDEX_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "memref.extract_aligned_pointer_as_index",
    dialect: "memref",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_VARIADIC_RESULT_SIZE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/memref.td",
        line: &dialects::gen::memref::__spec_lines::LINES[13usize],
    },
    verify: verify_dealloc_op,
    parse: Some(&(parse_extract_aligned_pointer_as_index_op as parse::ops::ParseFn)),
    print: Some(&(print_extract_aligned_pointer_as_index_op as print::ops::PrintFn)),
    asm_names: ir::AsmNames::Groups(&["intptr"]),
    operand_types: &[ANY_RANKED_OR_UNRANKED_MEM_REF],
    result_types: &[INDEX],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `memref.extract_strided_metadata` (spec/dialects/memref.td:N): the base buffer, offset, sizes and strides of a strided memref
#[derive(Copy, Clone)]
pub struct ExtractStridedMetadataOp<'a>(pub OpRef<'a>);
impl<'a> ExtractStridedMetadataOp<'a> {
    pub const NAME: &'static str = "memref.extract_strided_metadata";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &EXTRACT_STRIDED_METADATA_OP_INFO)
            .then_some(ExtractStridedMetadataOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `source`: strided memref of any type values
    pub fn source(&self) -> Value {
        ods::operand_group(
                self.0,
                EXTRACT_STRIDED_METADATA_OP_INFO.operand_arities,
                0usize,
            )
            .get(0)
    }
    /// Result `base_buffer`: strided memref of any type values of rank 0
    pub fn base_buffer(&self) -> Value {
        ods::results_group(
                self.0,
                EXTRACT_STRIDED_METADATA_OP_INFO.result_arities,
                0usize,
            )
            .get(0)
    }
    /// Result `offset`: index
    pub fn offset(&self) -> Value {
        ods::results_group(
                self.0,
                EXTRACT_STRIDED_METADATA_OP_INFO.result_arities,
                1usize,
            )
            .get(0)
    }
    /// Result `sizes`: variadic of index
    pub fn sizes(&self) -> ods::Group<'a> {
        ods::results_group(
            self.0,
            EXTRACT_STRIDED_METADATA_OP_INFO.result_arities,
            2usize,
        )
    }
    /// Result `strides`: variadic of index
    pub fn strides(&self) -> ods::Group<'a> {
        ods::results_group(
            self.0,
            EXTRACT_STRIDED_METADATA_OP_INFO.result_arities,
            3usize,
        )
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        source: Value,
        base_buffer_ty: Type,
        offset_ty: Type,
        sizes_ty: &[Type],
        strides_ty: &[Type],
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &EXTRACT_STRIDED_METADATA_OP_INFO, loc);
        st.operands.push(source);
        st.result_types.push(base_buffer_ty);
        st.result_types.push(offset_ty);
        st.result_types.extend_from_slice(sizes_ty);
        st.result_types.extend_from_slice(strides_ty);
        st
    }
}
/// Type constraint: strided memref of any type values (`AnyStridedMemRef`, spec/constraints.td:N)
const ANY_STRIDED_MEM_REF: ir::TypeConstraint = ir::TypeConstraint {
    summary: "strided memref of any type values",
    check: dialects::gen::constraints::any_strided_mem_ref,
};
/// Type constraint: strided memref of any type values of rank 0 (first used by `memref.extract_strided_metadata`, spec/dialects/memref.td:N)
const IS_STRIDED_MEMREF_OF_ANY_TYPE_VALUES_OF_RANK_0: ir::TypeConstraint = ir::TypeConstraint {
    summary: "strided memref of any type values of rank 0",
    check: |ctx: &Context, t: Type| {
        ((ir::pred::ty::ranked_mem_ref_of(
            ctx,
            t,
            &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
        ) && dialects::native::preds::is_strided_memref(ctx, t))
            && ir::pred::ty::mem_ref_of_rank(ctx, t, &[0i64]))
    },
};
/// Verifies `memref.extract_strided_metadata` (spec/dialects/memref.td:N) and the ops that check the same things.
fn verify_extract_strided_metadata_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    dialects::native::memref::verify_extract_strided_metadata(op)?;
    Ok(())
}
/// Parses `memref.extract_strided_metadata` (spec/dialects/memref.td:N) (and the ops of the same format) from its custom syntax.
fn parse_extract_strided_metadata_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_source: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_source: Option<Vec<Type>> = None;
    let mut rt_base_buffer: Option<Vec<Type>> = None;
    let mut rt_offset: Option<Vec<Type>> = None;
    let mut rt_sizes: Option<Vec<Type>> = None;
    let mut rt_strides: Option<Vec<Type>> = None;
    o_source.push(p.parse_operand()?);
    p.expect_literal(":")?;
    ot_source = Some(vec![p.parse_type() ?]);
    p.expect_literal("->")?;
    let outs = p.parse_optional_type_list()?;
    let rest: &[Type] = &outs;
    let n = (1usize).min(rest.len());
    rt_base_buffer = Some(rest[..n].to_vec());
    let rest = &rest[n..];
    let n = (1usize).min(rest.len());
    rt_offset = Some(rest[..n].to_vec());
    let rest = &rest[n..];
    let n = (outs.len().saturating_sub(2usize)).min(rest.len());
    rt_sizes = Some(rest[..n].to_vec());
    let rest = &rest[n..];
    let n = (outs.len().saturating_sub(2usize)).min(rest.len());
    rt_strides = Some(rest[..n].to_vec());
    p.parse_optional_attr_dict(st)?;
    if rt_offset.is_none() {
        rt_offset = Some(vec![ctx.index_type()]);
    }
    let types = ot_source.unwrap_or_default();
    p.resolve_operands(&o_source, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_base_buffer.unwrap_or_default());
    st.result_types.extend(rt_offset.unwrap_or_default());
    st.result_types.extend(rt_sizes.unwrap_or_default());
    st.result_types.extend(rt_strides.unwrap_or_default());
    Ok(())
}
/// `memref.extract_strided_metadata` (spec/dialects/memref.td:N): the base buffer, offset, sizes and strides of a strided memref
pub static EXTRACT_STRIDED_METADATA_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "memref.extract_strided_metadata",
    dialect: "memref",
    traits: ir::Traits::PURE.union(ir::Traits::SAME_VARIADIC_RESULT_SIZE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/memref.td",
        line: &dialects::gen::memref::__spec_lines::LINES[14usize],
    },
    verify: verify_extract_strided_metadata_op,
    parse: Some(&(parse_extract_strided_metadata_op as parse::ops::ParseFn)),
    print: Some(&(print_extract_aligned_pointer_as_index_op as print::ops::PrintFn)),
    asm_names: ir::AsmNames::Groups(&["base_buffer", "offset", "sizes", "strides"]),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_memref::extract_strided_metadata,
        kind: "",
        elements: true,
    }),
    operand_types: &[ANY_STRIDED_MEM_REF],
    result_types: &[
        IS_STRIDED_MEMREF_OF_ANY_TYPE_VALUES_OF_RANK_0,
        INDEX,
        IS_VARIADIC_OF_INDEX,
        IS_VARIADIC_OF_INDEX,
    ],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Variadic,
        ods::Arity::Variadic,
    ],
    ..ir::OpInfo::DEFAULT
};
/// `memref.generic_atomic_rmw` (spec/dialects/memref.td:N): atomic read-modify-write of one element, computed by a region
#[derive(Copy, Clone)]
pub struct GenericAtomicRmwOp<'a>(pub OpRef<'a>);
impl<'a> GenericAtomicRmwOp<'a> {
    pub const NAME: &'static str = "memref.generic_atomic_rmw";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &GENERIC_ATOMIC_RMW_OP_INFO).then_some(GenericAtomicRmwOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `memref`: memref of signless integer or floating-point values
    pub fn memref(&self) -> Value {
        ods::operand_group(self.0, GENERIC_ATOMIC_RMW_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Operand `indices`: variadic of index
    pub fn indices(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, GENERIC_ATOMIC_RMW_OP_INFO.operand_arities, 1usize)
    }
    /// Result `result`: signless integer or floating-point
    pub fn result(&self) -> Value {
        ods::results_group(self.0, GENERIC_ATOMIC_RMW_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    pub fn atomic_body(&self) -> RegionId {
        self.0.regions()[0usize]
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        memref: Value,
        indices: &[Value],
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &GENERIC_ATOMIC_RMW_OP_INFO, loc);
        st.operands.push(memref);
        st.operands.extend_from_slice(indices);
        st.result_types.push(result_ty);
        st
    }
}
/// Type constraint: memref of signless integer or floating-point values (`MemRef_AtomicMemRef`, spec/dialects/memref.td:N)
const MEM_REF_ATOMIC_MEM_REF: ir::TypeConstraint = ir::TypeConstraint {
    summary: "memref of signless integer or floating-point values",
    check: dialects::gen::memref::mem_ref_atomic_mem_ref,
};
/// Type constraint: signless integer or floating-point (`AnySignlessIntegerOrFloat`, spec/constraints.td:N)
const ANY_SIGNLESS_INTEGER_OR_FLOAT: ir::TypeConstraint = ir::TypeConstraint {
    summary: "signless integer or floating-point",
    check: dialects::gen::constraints::any_signless_integer_or_float,
};
/// Verifies `memref.generic_atomic_rmw` (spec/dialects/memref.td:N) and the ops that check the same things.
fn verify_generic_atomic_rmw_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    if let (Some(from), Some(to)) = (
        ods::operand_group_at(op, 0usize).first().map(|v| op.value_type(v)),
        ods::results_group_at(op, 0usize).first().map(|v| op.value_type(v)),
    ) {
        if dialects::native::transforms::memref_element_type(op.ctx, from) != to {
            return Err(
                ods::op_error(
                    op,
                    "failed to verify that result type matches element type of memref",
                ),
            );
        }
    }
    dialects::native::memref::verify_generic_atomic_rmw(op)?;
    Ok(())
}
/// `memref.generic_atomic_rmw` (spec/dialects/memref.td:N): atomic read-modify-write of one element, computed by a region
pub static GENERIC_ATOMIC_RMW_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "memref.generic_atomic_rmw",
    dialect: "memref",
    traits: ir::Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR
        .union(ir::Traits::MEMORY_READ)
        .union(ir::Traits::MEMORY_WRITE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/memref.td",
        line: &dialects::gen::memref::__spec_lines::LINES[15usize],
    },
    verify: verify_generic_atomic_rmw_op,
    parse: Some(
        &(dialects::native::memref::parse_generic_atomic_rmw as parse::ops::ParseFn),
    ),
    print: Some(
        &(dialects::native::memref::print_generic_atomic_rmw as print::ops::PrintFn),
    ),
    implicit_terminator: Some("memref.atomic_yield"),
    operand_types: &[MEM_REF_ATOMIC_MEM_REF, IS_VARIADIC_OF_INDEX],
    result_types: &[ANY_SIGNLESS_INTEGER_OR_FLOAT],
    regions: 1usize,
    operand_arities: &[ods::Arity::Single, ods::Arity::Variadic],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `memref.atomic_yield` (spec/dialects/memref.td:N): yield the new value from a memref.generic_atomic_rmw region
#[derive(Copy, Clone)]
pub struct AtomicYieldOp<'a>(pub OpRef<'a>);
impl<'a> AtomicYieldOp<'a> {
    pub const NAME: &'static str = "memref.atomic_yield";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ATOMIC_YIELD_OP_INFO).then_some(AtomicYieldOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `result`: any type
    pub fn result(&self) -> Value {
        ods::operand_group(self.0, ATOMIC_YIELD_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, result: Value) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ATOMIC_YIELD_OP_INFO, loc);
        st.operands.push(result);
        st
    }
}
/// Type constraint: any type (`AnyType`, spec/constraints.td:N)
const ANY_TYPE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "any type",
    check: dialects::gen::constraints::any_type,
};
/// Verifies `memref.atomic_yield` (spec/dialects/memref.td:N) and the ops that check the same things.
fn verify_atomic_yield_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    ods::has_parent(op, &["memref.generic_atomic_rmw"])?;
    ods::is_terminator(op)?;
    dialects::native::memref::verify_atomic_yield(op)?;
    Ok(())
}
/// Parses `memref.atomic_yield` (spec/dialects/memref.td:N) (and the ops of the same format) from its custom syntax.
fn parse_atomic_yield_op<'p, 'a>(
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
/// `memref.atomic_yield` (spec/dialects/memref.td:N): yield the new value from a memref.generic_atomic_rmw region
pub static ATOMIC_YIELD_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "memref.atomic_yield",
    dialect: "memref",
    traits: ir::Traits::PURE
        .union(ir::Traits::TERMINATOR)
        .union(ir::Traits::RETURN_LIKE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/memref.td",
        line: &dialects::gen::memref::__spec_lines::LINES[16usize],
    },
    verify: verify_atomic_yield_op,
    parse: Some(&(parse_atomic_yield_op as parse::ops::ParseFn)),
    print: Some(&(print_distinct_objects_op as print::ops::PrintFn)),
    operand_types: &[ANY_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `memref.get_global` (spec/dialects/memref.td:N): a memref referring to a global
#[derive(Copy, Clone)]
pub struct GetGlobalOp<'a>(pub OpRef<'a>);
impl<'a> GetGlobalOp<'a> {
    pub const NAME: &'static str = "memref.get_global";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &GET_GLOBAL_OP_INFO).then_some(GetGlobalOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Result `result`: statically shaped memref of any type values
    pub fn result(&self) -> Value {
        ods::results_group(self.0, GET_GLOBAL_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `name`: flat symbol reference attribute
    pub fn name_attr(&self) -> Option<Attribute> {
        self.0.attr("name")
    }
    pub fn name(&self) -> Option<&'a str> {
        ods::attr_symbol(self.0, "name")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        name_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &GET_GLOBAL_OP_INFO, loc);
        st.set_attr(ctx, "name", name_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Attribute constraint: flat symbol reference attribute (`FlatSymbolRefAttr`, spec/constraints.td:N)
const FLAT_SYMBOL_REF_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "flat symbol reference attribute",
    check: dialects::gen::constraints::flat_symbol_ref_attr,
};
/// Type constraint: statically shaped memref of any type values (`AnyStaticShapeMemRef`, spec/constraints.td:N)
const ANY_STATIC_SHAPE_MEM_REF: ir::TypeConstraint = ir::TypeConstraint {
    summary: "statically shaped memref of any type values",
    check: dialects::gen::constraints::any_static_shape_mem_ref,
};
/// Verifies `memref.get_global` (spec/dialects/memref.td:N) and the ops that check the same things.
fn verify_get_global_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::memref::verify_get_global(op)?;
    Ok(())
}
/// Parses `memref.get_global` (spec/dialects/memref.td:N) (and the ops of the same format) from its custom syntax.
fn parse_get_global_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut rt_result: Option<Vec<Type>> = None;
    let a = p.parse_symbol_ref_attr(true)?;
    st.add_attr(ctx.ident("name"), a);
    p.expect_literal(":")?;
    rt_result = Some(vec![p.parse_type() ?]);
    p.parse_optional_attr_dict(st)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `memref.get_global` (spec/dialects/memref.td:N) (and the ops of the same format) in its custom syntax.
fn print_get_global_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    if let Some(a) = op.attr("name") {
        p.print_attr(a);
    }
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.print_optional_attr_dict(op, &["name"]);
}
/// `memref.get_global` (spec/dialects/memref.td:N): a memref referring to a global
pub static GET_GLOBAL_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "memref.get_global",
    dialect: "memref",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "name",
            constraint: Some(FLAT_SYMBOL_REF_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/memref.td",
        line: &dialects::gen::memref::__spec_lines::LINES[17usize],
    },
    verify: verify_get_global_op,
    parse: Some(&(parse_get_global_op as parse::ops::ParseFn)),
    print: Some(&(print_get_global_op as print::ops::PrintFn)),
    result_types: &[ANY_STATIC_SHAPE_MEM_REF],
    operand_arities: &[],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `memref.global` (spec/dialects/memref.td:N): declare or define a global memref
#[derive(Copy, Clone)]
pub struct GlobalOp<'a>(pub OpRef<'a>);
impl<'a> GlobalOp<'a> {
    pub const NAME: &'static str = "memref.global";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &GLOBAL_OP_INFO).then_some(GlobalOp(op))
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
    /// Attribute `type`: memref type attribute
    pub fn type_attr(&self) -> Option<Attribute> {
        self.0.attr("type")
    }
    pub fn type_(&self) -> Option<Type> {
        ods::attr_type(self.0, "type")
    }
    /// Attribute `initial_value`: any attribute
    pub fn initial_value_attr(&self) -> Option<Attribute> {
        self.0.attr("initial_value")
    }
    /// Attribute `constant`: unit attribute
    pub fn constant_attr(&self) -> Option<Attribute> {
        self.0.attr("constant")
    }
    pub fn constant(&self) -> bool {
        self.0.attr("constant").is_some()
    }
    /// Attribute `alignment`: 64-bit signless integer attribute
    pub fn alignment_attr(&self) -> Option<Attribute> {
        self.0.attr("alignment")
    }
    pub fn alignment(&self) -> Option<i64> {
        ods::attr_int(self.0, "alignment")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        sym_name_attr: Option<Attribute>,
        sym_visibility_attr: Option<Attribute>,
        type_attr: Option<Attribute>,
        initial_value_attr: Option<Attribute>,
        constant_attr: Option<Attribute>,
        alignment_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &GLOBAL_OP_INFO, loc);
        st.set_attr(ctx, "sym_name", sym_name_attr);
        st.set_attr(ctx, "sym_visibility", sym_visibility_attr);
        st.set_attr(ctx, "type", type_attr);
        st.set_attr(ctx, "initial_value", initial_value_attr);
        st.set_attr(ctx, "constant", constant_attr);
        st.set_attr(ctx, "alignment", alignment_attr);
        st
    }
}
/// Attribute constraint: string attribute (`SymbolNameAttr`, spec/constraints.td:N)
const SYMBOL_NAME_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "string attribute",
    check: dialects::gen::constraints::symbol_name_attr,
};
/// Attribute constraint: string attribute (first used by `memref.global`, spec/dialects/memref.td:N)
const IS_STRING_ATTRIBUTE: ir::AttrConstraint = ir::AttrConstraint {
    summary: "string attribute",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::string_attr_pred(ctx, a),
};
/// Attribute constraint: memref type attribute (`MemRef_MemRefTypeAttr`, spec/dialects/memref.td:N)
const MEM_REF_MEM_REF_TYPE_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "memref type attribute",
    check: dialects::gen::memref::mem_ref_mem_ref_type_attr,
};
/// Attribute constraint: any attribute (first used by `memref.global`, spec/dialects/memref.td:N)
const IS_ANY_ATTRIBUTE: ir::AttrConstraint = ir::AttrConstraint {
    summary: "any attribute",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::any_attr_pred(ctx, a),
};
/// Attribute constraint: unit attribute (`UnitAttr`, spec/constraints.td:N)
const UNIT_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "unit attribute",
    check: dialects::gen::constraints::unit_attr,
};
/// Verifies `memref.global` (spec/dialects/memref.td:N) and the ops that check the same things.
fn verify_global_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    dialects::native::memref::verify_global(op)?;
    Ok(())
}
/// Parses `memref.global` (spec/dialects/memref.td:N) (and the ops of the same format) from its custom syntax.
fn parse_global_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    if p.at(parse::lexer::TokenKind::String) {
        let a = p.parse_attribute(Some(ctx.common().none))?;
        st.add_attr(ctx.ident("sym_visibility"), a);
    }
    if p.eat_literal("constant") {
        st.add_attr(ctx.ident("constant"), ctx.unit_attr());
    }
    let s = p.parse_symbol_name()?;
    let s = ctx.ident_str(s).to_string();
    st.add_attr(ctx.ident("sym_name"), ctx.string_attr(&s));
    p.expect_literal(":")?;
    {
        let mut a_0: Option<Attribute> = None;
        let mut a_1: Option<Attribute> = None;
        dialects::native::memref::directives::parse_global_memref_op_type_and_initial_value(
            p,
            st,
            &mut a_0,
            &mut a_1,
        )?;
        if let Some(a) = a_0 {
            st.add_attr(ctx.ident("type"), a);
        }
        if let Some(a) = a_1 {
            st.add_attr(ctx.ident("initial_value"), a);
        }
    }
    p.parse_optional_attr_dict(st)?;
    Ok(())
}
/// Prints `memref.global` (spec/dialects/memref.td:N) (and the ops of the same format) in its custom syntax.
fn print_global_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    let ctx = op.ctx;
    if op.attr("sym_visibility").is_some() {
        p.write(" ");
        if let Some(a) = op.attr("sym_visibility") {
            p.print_attr(a);
        }
    }
    if op.attr("constant").is_some() {
        p.write(" constant");
    }
    p.write(" ");
    if let Some(s) = op.attr("sym_name").and_then(|a| ctx.str_value(a)) {
        p.print_symbol_name(s);
    }
    p.write(" :");
    p.write(" ");
    dialects::native::memref::directives::print_global_memref_op_type_and_initial_value(
        p,
        op,
        op.attr("type"),
        op.attr("initial_value"),
    );
    p.print_optional_attr_dict(
        op,
        &["sym_visibility", "constant", "sym_name", "type", "initial_value"],
    );
}
/// `memref.global` (spec/dialects/memref.td:N): declare or define a global memref
pub static GLOBAL_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "memref.global",
    dialect: "memref",
    traits: ir::Traits::SYMBOL,
    attrs: &[
        ir::AttrInfo {
            name: "sym_name",
            constraint: Some(SYMBOL_NAME_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "sym_visibility",
            optional: true,
            constraint: Some(IS_STRING_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "type",
            constraint: Some(MEM_REF_MEM_REF_TYPE_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "initial_value",
            optional: true,
            constraint: Some(IS_ANY_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "constant",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "alignment",
            optional: true,
            constraint: Some(IS_64_BIT_SIGNLESS_INTEGER_ATTRIBUTE_WHOSE_VALUE),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/memref.td",
        line: &dialects::gen::memref::__spec_lines::LINES[18usize],
    },
    verify: verify_global_op,
    parse: Some(&(parse_global_op as parse::ops::ParseFn)),
    print: Some(&(print_global_op as print::ops::PrintFn)),
    operand_arities: &[],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
static LOAD_OP_NONTEMPORAL_DEFAULT: ir::SpecDefault = ir::SpecDefault {
    text: "false",
    value: ir::SpecValue::Bool(false),
};
/// `memref.load` (spec/dialects/memref.td:N): read one element of a memref
#[derive(Copy, Clone)]
pub struct LoadOp<'a>(pub OpRef<'a>);
impl<'a> LoadOp<'a> {
    pub const NAME: &'static str = "memref.load";
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
    /// Attribute `nontemporal`: bool attribute
    pub fn nontemporal_attr(&self) -> Option<Attribute> {
        self.0.attr("nontemporal")
    }
    pub fn nontemporal(&self) -> Option<bool> {
        ods::attr_bool(self.0, "nontemporal")
    }
    /// Attribute `alignment`: 64-bit signless integer attribute
    pub fn alignment_attr(&self) -> Option<Attribute> {
        self.0.attr("alignment")
    }
    pub fn alignment(&self) -> Option<i64> {
        ods::attr_int(self.0, "alignment")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        memref: Value,
        indices: &[Value],
        nontemporal_attr: Option<Attribute>,
        alignment_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &LOAD_OP_INFO, loc);
        st.operands.push(memref);
        st.operands.extend_from_slice(indices);
        st.set_attr(ctx, "nontemporal", nontemporal_attr);
        st.set_attr(ctx, "alignment", alignment_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Attribute constraint: bool attribute (first used by `memref.load`, spec/dialects/memref.td:N)
const IS_BOOL_ATTRIBUTE: ir::AttrConstraint = ir::AttrConstraint {
    summary: "bool attribute",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::bool_attr_pred(ctx, a),
};
/// Verifies `memref.load` (spec/dialects/memref.td:N) and the ops that check the same things.
fn verify_load_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    if let (Some(from), Some(to)) = (
        ods::operand_group_at(op, 0usize).first().map(|v| op.value_type(v)),
        ods::results_group_at(op, 0usize).first().map(|v| op.value_type(v)),
    ) {
        if dialects::native::transforms::memref_element_type(op.ctx, from) != to {
            return Err(
                ods::op_error(
                    op,
                    "failed to verify that result type matches element type of 'memref'",
                ),
            );
        }
    }
    dialects::native::memref::verify_load(op)?;
    Ok(())
}
/// Parses `memref.load` (spec/dialects/memref.td:N) (and the ops of the same format) from its custom syntax.
fn parse_load_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_memref: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_memref: Option<Vec<Type>> = None;
    let mut ol_indices: u32 = start;
    let mut o_indices: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_indices: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_memref.push(p.parse_operand()?);
    p.expect_literal("[")?;
    ol_indices = p.peek().offset;
    o_indices.extend(p.parse_operand_list()?);
    p.expect_literal("]")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_memref = Some(vec![p.parse_type() ?]);
    for &t in ot_memref.iter().flatten() {
        if !(dialects::gen::constraints::any_mem_ref(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'memref' must be memref of any type values, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if rt_result.is_none() {
        if let Some(t) = ot_memref.as_ref().and_then(|v| v.first().copied()) {
            rt_result = Some(
                ods::spread_types(
                    ctx,
                    dialects::native::transforms::memref_element_type(ctx, t),
                    1usize,
                ),
            );
        }
    }
    if ot_indices.is_none() {
        ot_indices = Some(vec![ctx.index_type(); o_indices.len()]);
    }
    let types = ot_memref.unwrap_or_default();
    p.resolve_operands(&o_memref, &types, start, &mut st.operands)?;
    let types = ot_indices.unwrap_or_default();
    p.resolve_operands(&o_indices, &types, ol_indices, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `memref.load` (spec/dialects/memref.td:N) (and the ops of the same format) in its custom syntax.
fn print_load_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write("[");
    p.print_operands(ods::operand_group_at(op, 1usize));
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
/// `memref.load` (spec/dialects/memref.td:N): read one element of a memref
pub static LOAD_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "memref.load",
    dialect: "memref",
    traits: ir::Traits::MEMORY_READ,
    attrs: &[
        ir::AttrInfo {
            name: "nontemporal",
            optional: true,
            default: Some(&LOAD_OP_NONTEMPORAL_DEFAULT),
            constraint: Some(IS_BOOL_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "alignment",
            optional: true,
            constraint: Some(IS_64_BIT_SIGNLESS_INTEGER_ATTRIBUTE_WHOSE_VALUE),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/memref.td",
        line: &dialects::gen::memref::__spec_lines::LINES[19usize],
    },
    verify: verify_load_op,
    parse: Some(&(parse_load_op as parse::ops::ParseFn)),
    print: Some(&(print_load_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_memref::cast_operands,
        kind: "",
        elements: true,
    }),
    operand_types: &[ANY_MEM_REF, IS_VARIADIC_OF_INDEX],
    result_types: &[ANY_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Variadic],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `memref.memory_space_cast` (spec/dialects/memref.td:N): change the memory space of a memref
#[derive(Copy, Clone)]
pub struct MemorySpaceCastOp<'a>(pub OpRef<'a>);
impl<'a> MemorySpaceCastOp<'a> {
    pub const NAME: &'static str = "memref.memory_space_cast";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MEMORY_SPACE_CAST_OP_INFO).then_some(MemorySpaceCastOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `source`: ranked or unranked memref of any type values
    pub fn source(&self) -> Value {
        ods::operand_group(self.0, MEMORY_SPACE_CAST_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Result `dest`: ranked or unranked memref of any type values
    pub fn dest(&self) -> Value {
        ods::results_group(self.0, MEMORY_SPACE_CAST_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        source: Value,
        dest_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MEMORY_SPACE_CAST_OP_INFO, loc);
        st.operands.push(source);
        st.result_types.push(dest_ty);
        st
    }
}
/// Verifies `memref.memory_space_cast` (spec/dialects/memref.td:N) and the ops that check the same things.
fn verify_memory_space_cast_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    dialects::native::memref::verify_memory_space_cast(op)?;
    Ok(())
}
/// `memref.memory_space_cast` (spec/dialects/memref.td:N): change the memory space of a memref
pub static MEMORY_SPACE_CAST_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "memref.memory_space_cast",
    dialect: "memref",
    traits: ir::Traits::PURE.union(ir::Traits::CAST_OP_INTERFACE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/memref.td",
        line: &dialects::gen::memref::__spec_lines::LINES[20usize],
    },
    verify: verify_memory_space_cast_op,
    parse: Some(&(parse_cast_op as parse::ops::ParseFn)),
    print: Some(&(print_cast_op as print::ops::PrintFn)),
    asm_names: ir::AsmNames::Groups(&["memspacecast"]),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_memref::memory_space_cast,
        kind: "",
        elements: true,
    }),
    operand_types: &[ANY_RANKED_OR_UNRANKED_MEM_REF],
    result_types: &[ANY_RANKED_OR_UNRANKED_MEM_REF],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `memref.prefetch` (spec/dialects/memref.td:N): hint that an element will soon be accessed
#[derive(Copy, Clone)]
pub struct PrefetchOp<'a>(pub OpRef<'a>);
impl<'a> PrefetchOp<'a> {
    pub const NAME: &'static str = "memref.prefetch";
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
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &PREFETCH_OP_INFO, loc);
        st.operands.push(memref);
        st.operands.extend_from_slice(indices);
        st.set_attr(ctx, "isWrite", is_write_attr);
        st.set_attr(ctx, "localityHint", locality_hint_attr);
        st.set_attr(ctx, "isDataCache", is_data_cache_attr);
        st
    }
}
/// Attribute constraint: bool attribute (`BoolAttr`, spec/constraints.td:N)
const BOOL_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "bool attribute",
    check: dialects::gen::constraints::bool_attr,
};
/// Attribute constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3 (first used by `memref.prefetch`, spec/dialects/memref.td:N)
const IS_32_BIT_SIGNLESS_INTEGER_ATTRIBUTE_WHOSE: ir::AttrConstraint = ir::AttrConstraint {
    summary: "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3",
    check: |ctx: &Context, a: Attribute| {
        dialects::gen::memref::mem_ref_locality_hint_attr(ctx, a)
            && dialects::native::preds::int_attr_min_0(ctx, a)
            && dialects::native::preds::int_attr_max_3(ctx, a)
    },
};
/// Verifies `memref.prefetch` (spec/dialects/memref.td:N) and the ops that check the same things.
fn verify_prefetch_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::memref::verify_prefetch(op)?;
    Ok(())
}
/// `memref.prefetch` (spec/dialects/memref.td:N): hint that an element will soon be accessed
pub static PREFETCH_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "memref.prefetch",
    dialect: "memref",
    traits: ir::Traits::MEMORY_WRITE,
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
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/memref.td",
        line: &dialects::gen::memref::__spec_lines::LINES[21usize],
    },
    verify: verify_prefetch_op,
    parse: Some(&(dialects::native::memref::parse_prefetch as parse::ops::ParseFn)),
    print: Some(&(dialects::native::memref::print_prefetch as print::ops::PrintFn)),
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
/// `memref.reinterpret_cast` (spec/dialects/memref.td:N): view a memref's buffer with a new offset, sizes and strides
#[derive(Copy, Clone)]
pub struct ReinterpretCastOp<'a>(pub OpRef<'a>);
impl<'a> ReinterpretCastOp<'a> {
    pub const NAME: &'static str = "memref.reinterpret_cast";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &REINTERPRET_CAST_OP_INFO).then_some(ReinterpretCastOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `source`: ranked or unranked memref of any type values
    pub fn source(&self) -> Value {
        ods::operand_group(self.0, REINTERPRET_CAST_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Operand `offsets`: variadic of index
    pub fn offsets(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, REINTERPRET_CAST_OP_INFO.operand_arities, 1usize)
    }
    /// Operand `sizes`: variadic of index
    pub fn sizes(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, REINTERPRET_CAST_OP_INFO.operand_arities, 2usize)
    }
    /// Operand `strides`: variadic of index
    pub fn strides(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, REINTERPRET_CAST_OP_INFO.operand_arities, 3usize)
    }
    /// Result `result`: strided memref of any type values
    pub fn result(&self) -> Value {
        ods::results_group(self.0, REINTERPRET_CAST_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// Attribute `static_offsets`: i64 dense array attribute
    pub fn static_offsets_attr(&self) -> Option<Attribute> {
        self.0.attr("static_offsets")
    }
    pub fn static_offsets(&self) -> Option<&'a [i64]> {
        ods::attr_dense_ints(self.0, "static_offsets")
    }
    /// Attribute `static_sizes`: i64 dense array attribute
    pub fn static_sizes_attr(&self) -> Option<Attribute> {
        self.0.attr("static_sizes")
    }
    pub fn static_sizes(&self) -> Option<&'a [i64]> {
        ods::attr_dense_ints(self.0, "static_sizes")
    }
    /// Attribute `static_strides`: i64 dense array attribute
    pub fn static_strides_attr(&self) -> Option<Attribute> {
        self.0.attr("static_strides")
    }
    pub fn static_strides(&self) -> Option<&'a [i64]> {
        ods::attr_dense_ints(self.0, "static_strides")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        source: Value,
        offsets: &[Value],
        sizes: &[Value],
        strides: &[Value],
        static_offsets_attr: Option<Attribute>,
        static_sizes_attr: Option<Attribute>,
        static_strides_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &REINTERPRET_CAST_OP_INFO, loc);
        st.operands.push(source);
        st.operands.extend_from_slice(offsets);
        st.operands.extend_from_slice(sizes);
        st.operands.extend_from_slice(strides);
        st.add_attr(
            ctx.ident("operandSegmentSizes"),
            ctx
                .dense_i32_array(
                    &[1, offsets.len() as i64, sizes.len() as i64, strides.len() as i64],
                ),
        );
        st.set_attr(ctx, "static_offsets", static_offsets_attr);
        st.set_attr(ctx, "static_sizes", static_sizes_attr);
        st.set_attr(ctx, "static_strides", static_strides_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Attribute constraint: i64 dense array attribute (`DenseI64ArrayAttr`, spec/constraints.td:N)
const DENSE_I64_ARRAY_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "i64 dense array attribute",
    check: dialects::gen::constraints::dense_i64_array_attr,
};
/// Verifies `memref.reinterpret_cast` (spec/dialects/memref.td:N) and the ops that check the same things.
fn verify_reinterpret_cast_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::memref::verify_reinterpret_cast(op)?;
    Ok(())
}
/// Parses `memref.reinterpret_cast` (spec/dialects/memref.td:N) (and the ops of the same format) from its custom syntax.
fn parse_reinterpret_cast_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_source: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_source: Option<Vec<Type>> = None;
    let mut ol_offsets: u32 = start;
    let mut o_offsets: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_offsets: Option<Vec<Type>> = None;
    let mut ol_sizes: u32 = start;
    let mut o_sizes: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_sizes: Option<Vec<Type>> = None;
    let mut ol_strides: u32 = start;
    let mut o_strides: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_strides: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_source.push(p.parse_operand()?);
    p.expect_literal("to")?;
    p.expect_literal("offset")?;
    p.expect_literal(":")?;
    {
        let mut a_1: Option<Attribute> = None;
        dialects::native::memref::directives::parse_dynamic_index_list(
            p,
            st,
            &mut o_offsets,
            &mut a_1,
        )?;
        if let Some(a) = a_1 {
            st.add_attr(ctx.ident("static_offsets"), a);
        }
    }
    p.expect_literal(",")?;
    p.expect_literal("sizes")?;
    p.expect_literal(":")?;
    {
        let mut a_1: Option<Attribute> = None;
        dialects::native::memref::directives::parse_dynamic_index_list(
            p,
            st,
            &mut o_sizes,
            &mut a_1,
        )?;
        if let Some(a) = a_1 {
            st.add_attr(ctx.ident("static_sizes"), a);
        }
    }
    p.expect_literal(",")?;
    p.expect_literal("strides")?;
    p.expect_literal(":")?;
    {
        let mut a_1: Option<Attribute> = None;
        dialects::native::memref::directives::parse_dynamic_index_list(
            p,
            st,
            &mut o_strides,
            &mut a_1,
        )?;
        if let Some(a) = a_1 {
            st.add_attr(ctx.ident("static_strides"), a);
        }
    }
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_source = Some(vec![p.parse_type() ?]);
    p.expect_literal("to")?;
    rt_result = Some(vec![p.parse_type() ?]);
    if ot_offsets.is_none() {
        ot_offsets = Some(vec![ctx.index_type(); o_offsets.len()]);
    }
    if ot_sizes.is_none() {
        ot_sizes = Some(vec![ctx.index_type(); o_sizes.len()]);
    }
    if ot_strides.is_none() {
        ot_strides = Some(vec![ctx.index_type(); o_strides.len()]);
    }
    st.add_attr(
        ctx.ident("operandSegmentSizes"),
        ctx
            .dense_i32_array(
                &[
                    o_source.len() as i64,
                    o_offsets.len() as i64,
                    o_sizes.len() as i64,
                    o_strides.len() as i64,
                ],
            ),
    );
    let types = ot_source.unwrap_or_default();
    p.resolve_operands(&o_source, &types, start, &mut st.operands)?;
    let types = ot_offsets.unwrap_or_default();
    p.resolve_operands(&o_offsets, &types, ol_offsets, &mut st.operands)?;
    let types = ot_sizes.unwrap_or_default();
    p.resolve_operands(&o_sizes, &types, ol_sizes, &mut st.operands)?;
    let types = ot_strides.unwrap_or_default();
    p.resolve_operands(&o_strides, &types, ol_strides, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `memref.reinterpret_cast` (spec/dialects/memref.td:N) (and the ops of the same format) in its custom syntax.
fn print_reinterpret_cast_op<'p, 'a>(
    p: &'p mut print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(" to");
    p.write(" offset");
    p.write(":");
    p.write(" ");
    dialects::native::memref::directives::print_dynamic_index_list(
        p,
        op,
        ods::operand_group_at(op, 1usize),
        op.attr("static_offsets"),
    );
    p.write(",");
    p.write(" sizes");
    p.write(":");
    p.write(" ");
    dialects::native::memref::directives::print_dynamic_index_list(
        p,
        op,
        ods::operand_group_at(op, 2usize),
        op.attr("static_sizes"),
    );
    p.write(",");
    p.write(" strides");
    p.write(":");
    p.write(" ");
    dialects::native::memref::directives::print_dynamic_index_list(
        p,
        op,
        ods::operand_group_at(op, 3usize),
        op.attr("static_strides"),
    );
    p.print_optional_attr_dict(
        op,
        &["static_offsets", "static_sizes", "static_strides", "operandSegmentSizes"],
    );
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
/// `memref.reinterpret_cast` (spec/dialects/memref.td:N): view a memref's buffer with a new offset, sizes and strides
pub static REINTERPRET_CAST_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "memref.reinterpret_cast",
    dialect: "memref",
    traits: ir::Traits::ATTR_SIZED_OPERAND_SEGMENTS.union(ir::Traits::PURE),
    attrs: &[
        ir::AttrInfo {
            name: "static_offsets",
            constraint: Some(DENSE_I64_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "static_sizes",
            constraint: Some(DENSE_I64_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "static_strides",
            constraint: Some(DENSE_I64_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/memref.td",
        line: &dialects::gen::memref::__spec_lines::LINES[22usize],
    },
    verify: verify_reinterpret_cast_op,
    parse: Some(&(parse_reinterpret_cast_op as parse::ops::ParseFn)),
    print: Some(&(print_reinterpret_cast_op as print::ops::PrintFn)),
    asm_names: ir::AsmNames::Groups(&["reinterpret_cast"]),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_memref::reinterpret_cast,
        kind: "",
        elements: true,
    }),
    operand_types: &[
        ANY_RANKED_OR_UNRANKED_MEM_REF,
        IS_VARIADIC_OF_INDEX,
        IS_VARIADIC_OF_INDEX,
        IS_VARIADIC_OF_INDEX,
    ],
    result_types: &[ANY_STRIDED_MEM_REF],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Variadic,
        ods::Arity::Variadic,
        ods::Arity::Variadic,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `memref.rank` (spec/dialects/memref.td:N): the rank of a memref
#[derive(Copy, Clone)]
pub struct RankOp<'a>(pub OpRef<'a>);
impl<'a> RankOp<'a> {
    pub const NAME: &'static str = "memref.rank";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &RANK_OP_INFO).then_some(RankOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `memref`: ranked or unranked memref of any type values
    pub fn memref(&self) -> Value {
        ods::operand_group(self.0, RANK_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, RANK_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        memref: Value,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &RANK_OP_INFO, loc);
        st.operands.push(memref);
        st.result_types.push(result_ty);
        st
    }
}
/// Parses `memref.rank` (spec/dialects/memref.td:N) (and the ops of the same format) from its custom syntax.
fn parse_rank_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_memref: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_memref: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_memref.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_memref = Some(vec![p.parse_type() ?]);
    if rt_result.is_none() {
        rt_result = Some(vec![ctx.index_type()]);
    }
    let types = ot_memref.unwrap_or_default();
    p.resolve_operands(&o_memref, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// `memref.rank` (spec/dialects/memref.td:N): the rank of a memref
pub static RANK_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "memref.rank",
    dialect: "memref",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/memref.td",
        line: &dialects::gen::memref::__spec_lines::LINES[23usize],
    },
    verify: verify_dealloc_op,
    parse: Some(&(parse_rank_op as parse::ops::ParseFn)),
    print: Some(&(print_distinct_objects_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_memref::rank,
        kind: "",
        elements: true,
    }),
    operand_types: &[ANY_RANKED_OR_UNRANKED_MEM_REF],
    result_types: &[INDEX],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `memref.reshape` (spec/dialects/memref.td:N): reshape a memref to a shape given by another memref
#[derive(Copy, Clone)]
pub struct ReshapeOp<'a>(pub OpRef<'a>);
impl<'a> ReshapeOp<'a> {
    pub const NAME: &'static str = "memref.reshape";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &RESHAPE_OP_INFO).then_some(ReshapeOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `source`: ranked or unranked memref of any type values
    pub fn source(&self) -> Value {
        ods::operand_group(self.0, RESHAPE_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `shape`: 1D memref of signless integer or index values
    pub fn shape(&self) -> Value {
        ods::operand_group(self.0, RESHAPE_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: ranked or unranked memref of any type values
    pub fn result(&self) -> Value {
        ods::results_group(self.0, RESHAPE_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        source: Value,
        shape: Value,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &RESHAPE_OP_INFO, loc);
        st.operands.push(source);
        st.operands.push(shape);
        st.result_types.push(result_ty);
        st
    }
}
/// Type constraint: 1D memref of signless integer or index values (`MemRef_ShapeMemRef`, spec/dialects/memref.td:N)
const MEM_REF_SHAPE_MEM_REF: ir::TypeConstraint = ir::TypeConstraint {
    summary: "1D memref of signless integer or index values",
    check: dialects::gen::memref::mem_ref_shape_mem_ref,
};
/// Verifies `memref.reshape` (spec/dialects/memref.td:N) and the ops that check the same things.
fn verify_reshape_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    dialects::native::memref::verify_reshape(op)?;
    Ok(())
}
/// Parses `memref.reshape` (spec/dialects/memref.td:N) (and the ops of the same format) from its custom syntax.
fn parse_reshape_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_source: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_source: Option<Vec<Type>> = None;
    let mut o_shape: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_shape: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    let mut all_operand_types: Option<usize> = None;
    o_source.push(p.parse_operand()?);
    p.expect_literal("(")?;
    o_shape.push(p.parse_operand()?);
    p.expect_literal(")")?;
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
    let n = o_source.len().min(rest.len());
    ot_source = Some(rest[..n].to_vec());
    let rest = &rest[n..];
    let n = o_shape.len().min(rest.len());
    ot_shape = Some(rest[..n].to_vec());
    rt_result = Some(outs.clone());
    if let Some(n) = all_operand_types {
        p.check_operand_count(
            0usize + o_source.len() + o_shape.len(),
            n,
            p.name_offset(),
        )?;
    }
    let types = ot_source.unwrap_or_default();
    p.resolve_operands(&o_source, &types, start, &mut st.operands)?;
    let types = ot_shape.unwrap_or_default();
    p.resolve_operands(&o_shape, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `memref.reshape` (spec/dialects/memref.td:N) (and the ops of the same format) in its custom syntax.
fn print_reshape_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write("(");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `memref.reshape` (spec/dialects/memref.td:N): reshape a memref to a shape given by another memref
pub static RESHAPE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "memref.reshape",
    dialect: "memref",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/memref.td",
        line: &dialects::gen::memref::__spec_lines::LINES[24usize],
    },
    verify: verify_reshape_op,
    parse: Some(&(parse_reshape_op as parse::ops::ParseFn)),
    print: Some(&(print_reshape_op as print::ops::PrintFn)),
    asm_names: ir::AsmNames::Groups(&["reshape"]),
    operand_types: &[ANY_RANKED_OR_UNRANKED_MEM_REF, MEM_REF_SHAPE_MEM_REF],
    result_types: &[ANY_RANKED_OR_UNRANKED_MEM_REF],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `memref.expand_shape` (spec/dialects/memref.td:N): split dimensions of a memref into several
#[derive(Copy, Clone)]
pub struct ExpandShapeOp<'a>(pub OpRef<'a>);
impl<'a> ExpandShapeOp<'a> {
    pub const NAME: &'static str = "memref.expand_shape";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &EXPAND_SHAPE_OP_INFO).then_some(ExpandShapeOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `src`: strided memref of any type values
    pub fn src(&self) -> Value {
        ods::operand_group(self.0, EXPAND_SHAPE_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `output_shape`: variadic of index
    pub fn output_shape(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, EXPAND_SHAPE_OP_INFO.operand_arities, 1usize)
    }
    /// Result `result`: strided memref of any type values
    pub fn result(&self) -> Value {
        ods::results_group(self.0, EXPAND_SHAPE_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `reassociation`: Array of 64-bit integer array attributes
    pub fn reassociation_attr(&self) -> Option<Attribute> {
        self.0.attr("reassociation")
    }
    /// Attribute `static_output_shape`: i64 dense array attribute
    pub fn static_output_shape_attr(&self) -> Option<Attribute> {
        self.0.attr("static_output_shape")
    }
    pub fn static_output_shape(&self) -> Option<&'a [i64]> {
        ods::attr_dense_ints(self.0, "static_output_shape")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        src: Value,
        output_shape: &[Value],
        reassociation_attr: Option<Attribute>,
        static_output_shape_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &EXPAND_SHAPE_OP_INFO, loc);
        st.operands.push(src);
        st.operands.extend_from_slice(output_shape);
        st.set_attr(ctx, "reassociation", reassociation_attr);
        st.set_attr(ctx, "static_output_shape", static_output_shape_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Attribute constraint: Array of 64-bit integer array attributes (`IndexListArrayAttr`, spec/constraints.td:N)
const INDEX_LIST_ARRAY_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "Array of 64-bit integer array attributes",
    check: dialects::gen::constraints::index_list_array_attr,
};
/// Verifies `memref.expand_shape` (spec/dialects/memref.td:N) and the ops that check the same things.
fn verify_expand_shape_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::memref::verify_expand_shape(op)?;
    Ok(())
}
/// Parses `memref.expand_shape` (spec/dialects/memref.td:N) (and the ops of the same format) from its custom syntax.
fn parse_expand_shape_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_src: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_src: Option<Vec<Type>> = None;
    let mut ol_output_shape: u32 = start;
    let mut o_output_shape: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_output_shape: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_src.push(p.parse_operand()?);
    let a = p.parse_attribute(None)?;
    st.add_attr(ctx.ident("reassociation"), a);
    p.expect_literal("output_shape")?;
    {
        let mut a_1: Option<Attribute> = None;
        dialects::native::memref::directives::parse_dynamic_index_list(
            p,
            st,
            &mut o_output_shape,
            &mut a_1,
        )?;
        if let Some(a) = a_1 {
            st.add_attr(ctx.ident("static_output_shape"), a);
        }
    }
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_src = Some(vec![p.parse_type() ?]);
    p.expect_literal("into")?;
    rt_result = Some(vec![p.parse_type() ?]);
    if ot_output_shape.is_none() {
        ot_output_shape = Some(vec![ctx.index_type(); o_output_shape.len()]);
    }
    let types = ot_src.unwrap_or_default();
    p.resolve_operands(&o_src, &types, start, &mut st.operands)?;
    let types = ot_output_shape.unwrap_or_default();
    p.resolve_operands(&o_output_shape, &types, ol_output_shape, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `memref.expand_shape` (spec/dialects/memref.td:N) (and the ops of the same format) in its custom syntax.
fn print_expand_shape_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(" ");
    if let Some(a) = op.attr("reassociation") {
        p.print_attr(a);
    }
    p.write(" output_shape");
    p.write(" ");
    dialects::native::memref::directives::print_dynamic_index_list(
        p,
        op,
        ods::operand_group_at(op, 1usize),
        op.attr("static_output_shape"),
    );
    p.print_optional_attr_dict(op, &["reassociation", "static_output_shape"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(" into");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `memref.expand_shape` (spec/dialects/memref.td:N): split dimensions of a memref into several
pub static EXPAND_SHAPE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "memref.expand_shape",
    dialect: "memref",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "reassociation",
            constraint: Some(INDEX_LIST_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "static_output_shape",
            constraint: Some(DENSE_I64_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/memref.td",
        line: &dialects::gen::memref::__spec_lines::LINES[25usize],
    },
    verify: verify_expand_shape_op,
    parse: Some(&(parse_expand_shape_op as parse::ops::ParseFn)),
    print: Some(&(print_expand_shape_op as print::ops::PrintFn)),
    asm_names: ir::AsmNames::Groups(&["expand_shape"]),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_memref::reshape,
        kind: "",
        elements: true,
    }),
    operand_types: &[ANY_STRIDED_MEM_REF, IS_VARIADIC_OF_INDEX],
    result_types: &[ANY_STRIDED_MEM_REF],
    operand_arities: &[ods::Arity::Single, ods::Arity::Variadic],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `memref.collapse_shape` (spec/dialects/memref.td:N): merge groups of adjacent dimensions of a memref
#[derive(Copy, Clone)]
pub struct CollapseShapeOp<'a>(pub OpRef<'a>);
impl<'a> CollapseShapeOp<'a> {
    pub const NAME: &'static str = "memref.collapse_shape";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &COLLAPSE_SHAPE_OP_INFO).then_some(CollapseShapeOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `src`: strided memref of any type values
    pub fn src(&self) -> Value {
        ods::operand_group(self.0, COLLAPSE_SHAPE_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: strided memref of any type values
    pub fn result(&self) -> Value {
        ods::results_group(self.0, COLLAPSE_SHAPE_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `reassociation`: Array of 64-bit integer array attributes
    pub fn reassociation_attr(&self) -> Option<Attribute> {
        self.0.attr("reassociation")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        src: Value,
        reassociation_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &COLLAPSE_SHAPE_OP_INFO, loc);
        st.operands.push(src);
        st.set_attr(ctx, "reassociation", reassociation_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Verifies `memref.collapse_shape` (spec/dialects/memref.td:N) and the ops that check the same things.
fn verify_collapse_shape_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::memref::verify_collapse_shape(op)?;
    Ok(())
}
/// Parses `memref.collapse_shape` (spec/dialects/memref.td:N) (and the ops of the same format) from its custom syntax.
fn parse_collapse_shape_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_src: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_src: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_src.push(p.parse_operand()?);
    let a = p.parse_attribute(None)?;
    st.add_attr(ctx.ident("reassociation"), a);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_src = Some(vec![p.parse_type() ?]);
    p.expect_literal("into")?;
    rt_result = Some(vec![p.parse_type() ?]);
    let types = ot_src.unwrap_or_default();
    p.resolve_operands(&o_src, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `memref.collapse_shape` (spec/dialects/memref.td:N) (and the ops of the same format) in its custom syntax.
fn print_collapse_shape_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(" ");
    if let Some(a) = op.attr("reassociation") {
        p.print_attr(a);
    }
    p.print_optional_attr_dict(op, &["reassociation"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(" into");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `memref.collapse_shape` (spec/dialects/memref.td:N): merge groups of adjacent dimensions of a memref
pub static COLLAPSE_SHAPE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "memref.collapse_shape",
    dialect: "memref",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "reassociation",
            constraint: Some(INDEX_LIST_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/memref.td",
        line: &dialects::gen::memref::__spec_lines::LINES[26usize],
    },
    verify: verify_collapse_shape_op,
    parse: Some(&(parse_collapse_shape_op as parse::ops::ParseFn)),
    print: Some(&(print_collapse_shape_op as print::ops::PrintFn)),
    asm_names: ir::AsmNames::Groups(&["collapse_shape"]),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_memref::reshape,
        kind: "",
        elements: true,
    }),
    operand_types: &[ANY_STRIDED_MEM_REF],
    result_types: &[ANY_STRIDED_MEM_REF],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `memref.store` (spec/dialects/memref.td:N): write one element of a memref
#[derive(Copy, Clone)]
pub struct StoreOp<'a>(pub OpRef<'a>);
impl<'a> StoreOp<'a> {
    pub const NAME: &'static str = "memref.store";
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
    /// Attribute `nontemporal`: bool attribute
    pub fn nontemporal_attr(&self) -> Option<Attribute> {
        self.0.attr("nontemporal")
    }
    pub fn nontemporal(&self) -> Option<bool> {
        ods::attr_bool(self.0, "nontemporal")
    }
    /// Attribute `alignment`: 64-bit signless integer attribute
    pub fn alignment_attr(&self) -> Option<Attribute> {
        self.0.attr("alignment")
    }
    pub fn alignment(&self) -> Option<i64> {
        ods::attr_int(self.0, "alignment")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        value: Value,
        memref: Value,
        indices: &[Value],
        nontemporal_attr: Option<Attribute>,
        alignment_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &STORE_OP_INFO, loc);
        st.operands.push(value);
        st.operands.push(memref);
        st.operands.extend_from_slice(indices);
        st.set_attr(ctx, "nontemporal", nontemporal_attr);
        st.set_attr(ctx, "alignment", alignment_attr);
        st
    }
}
/// Verifies `memref.store` (spec/dialects/memref.td:N) and the ops that check the same things.
fn verify_store_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    if let (Some(from), Some(to)) = (
        ods::operand_group_at(op, 1usize).first().map(|v| op.value_type(v)),
        ods::operand_group_at(op, 0usize).first().map(|v| op.value_type(v)),
    ) {
        if dialects::native::transforms::memref_element_type(op.ctx, from) != to {
            return Err(
                ods::op_error(
                    op,
                    "failed to verify that type of 'value' matches element type of 'memref'",
                ),
            );
        }
    }
    dialects::native::memref::verify_store(op)?;
    Ok(())
}
/// Parses `memref.store` (spec/dialects/memref.td:N) (and the ops of the same format) from its custom syntax.
fn parse_store_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_value: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_value: Option<Vec<Type>> = None;
    let mut o_memref: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_memref: Option<Vec<Type>> = None;
    let mut ol_indices: u32 = start;
    let mut o_indices: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_indices: Option<Vec<Type>> = None;
    o_value.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_memref.push(p.parse_operand()?);
    p.expect_literal("[")?;
    ol_indices = p.peek().offset;
    o_indices.extend(p.parse_operand_list()?);
    p.expect_literal("]")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_memref = Some(vec![p.parse_type() ?]);
    if ot_value.is_none() {
        if let Some(t) = ot_memref.as_ref().and_then(|v| v.first().copied()) {
            ot_value = Some(
                ods::spread_types(
                    ctx,
                    dialects::native::transforms::memref_element_type(ctx, t),
                    o_value.len(),
                ),
            );
        }
    }
    if ot_indices.is_none() {
        ot_indices = Some(vec![ctx.index_type(); o_indices.len()]);
    }
    let types = ot_value.unwrap_or_default();
    p.resolve_operands(&o_value, &types, start, &mut st.operands)?;
    let types = ot_memref.unwrap_or_default();
    p.resolve_operands(&o_memref, &types, start, &mut st.operands)?;
    let types = ot_indices.unwrap_or_default();
    p.resolve_operands(&o_indices, &types, ol_indices, &mut st.operands)?;
    Ok(())
}
/// Prints `memref.store` (spec/dialects/memref.td:N) (and the ops of the same format) in its custom syntax.
fn print_store_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.write("[");
    p.print_operands(ods::operand_group_at(op, 2usize));
    p.write("]");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 1usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `memref.store` (spec/dialects/memref.td:N): write one element of a memref
pub static STORE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "memref.store",
    dialect: "memref",
    traits: ir::Traits::MEMORY_WRITE,
    attrs: &[
        ir::AttrInfo {
            name: "nontemporal",
            optional: true,
            default: Some(&LOAD_OP_NONTEMPORAL_DEFAULT),
            constraint: Some(IS_BOOL_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "alignment",
            optional: true,
            constraint: Some(IS_64_BIT_SIGNLESS_INTEGER_ATTRIBUTE_WHOSE_VALUE),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/memref.td",
        line: &dialects::gen::memref::__spec_lines::LINES[27usize],
    },
    verify: verify_store_op,
    parse: Some(&(parse_store_op as parse::ops::ParseFn)),
    print: Some(&(print_store_op as print::ops::PrintFn)),
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
/// `memref.subview` (spec/dialects/memref.td:N): a strided window into a memref
#[derive(Copy, Clone)]
pub struct SubViewOp<'a>(pub OpRef<'a>);
impl<'a> SubViewOp<'a> {
    pub const NAME: &'static str = "memref.subview";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SUB_VIEW_OP_INFO).then_some(SubViewOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `source`: memref of any type values
    pub fn source(&self) -> Value {
        ods::operand_group(self.0, SUB_VIEW_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `offsets`: variadic of index
    pub fn offsets(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, SUB_VIEW_OP_INFO.operand_arities, 1usize)
    }
    /// Operand `sizes`: variadic of index
    pub fn sizes(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, SUB_VIEW_OP_INFO.operand_arities, 2usize)
    }
    /// Operand `strides`: variadic of index
    pub fn strides(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, SUB_VIEW_OP_INFO.operand_arities, 3usize)
    }
    /// Result `result`: memref of any type values
    pub fn result(&self) -> Value {
        ods::results_group(self.0, SUB_VIEW_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `static_offsets`: i64 dense array attribute
    pub fn static_offsets_attr(&self) -> Option<Attribute> {
        self.0.attr("static_offsets")
    }
    pub fn static_offsets(&self) -> Option<&'a [i64]> {
        ods::attr_dense_ints(self.0, "static_offsets")
    }
    /// Attribute `static_sizes`: i64 dense array attribute
    pub fn static_sizes_attr(&self) -> Option<Attribute> {
        self.0.attr("static_sizes")
    }
    pub fn static_sizes(&self) -> Option<&'a [i64]> {
        ods::attr_dense_ints(self.0, "static_sizes")
    }
    /// Attribute `static_strides`: i64 dense array attribute
    pub fn static_strides_attr(&self) -> Option<Attribute> {
        self.0.attr("static_strides")
    }
    pub fn static_strides(&self) -> Option<&'a [i64]> {
        ods::attr_dense_ints(self.0, "static_strides")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        source: Value,
        offsets: &[Value],
        sizes: &[Value],
        strides: &[Value],
        static_offsets_attr: Option<Attribute>,
        static_sizes_attr: Option<Attribute>,
        static_strides_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &SUB_VIEW_OP_INFO, loc);
        st.operands.push(source);
        st.operands.extend_from_slice(offsets);
        st.operands.extend_from_slice(sizes);
        st.operands.extend_from_slice(strides);
        st.add_attr(
            ctx.ident("operandSegmentSizes"),
            ctx
                .dense_i32_array(
                    &[1, offsets.len() as i64, sizes.len() as i64, strides.len() as i64],
                ),
        );
        st.set_attr(ctx, "static_offsets", static_offsets_attr);
        st.set_attr(ctx, "static_sizes", static_sizes_attr);
        st.set_attr(ctx, "static_strides", static_strides_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Verifies `memref.subview` (spec/dialects/memref.td:N) and the ops that check the same things.
fn verify_sub_view_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::memref::verify_subview(op)?;
    Ok(())
}
/// Parses `memref.subview` (spec/dialects/memref.td:N) (and the ops of the same format) from its custom syntax.
fn parse_sub_view_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_source: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_source: Option<Vec<Type>> = None;
    let mut ol_offsets: u32 = start;
    let mut o_offsets: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_offsets: Option<Vec<Type>> = None;
    let mut ol_sizes: u32 = start;
    let mut o_sizes: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_sizes: Option<Vec<Type>> = None;
    let mut ol_strides: u32 = start;
    let mut o_strides: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_strides: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_source.push(p.parse_operand()?);
    {
        let mut a_1: Option<Attribute> = None;
        dialects::native::memref::directives::parse_dynamic_index_list(
            p,
            st,
            &mut o_offsets,
            &mut a_1,
        )?;
        if let Some(a) = a_1 {
            st.add_attr(ctx.ident("static_offsets"), a);
        }
    }
    {
        let mut a_1: Option<Attribute> = None;
        dialects::native::memref::directives::parse_dynamic_index_list(
            p,
            st,
            &mut o_sizes,
            &mut a_1,
        )?;
        if let Some(a) = a_1 {
            st.add_attr(ctx.ident("static_sizes"), a);
        }
    }
    {
        let mut a_1: Option<Attribute> = None;
        dialects::native::memref::directives::parse_dynamic_index_list(
            p,
            st,
            &mut o_strides,
            &mut a_1,
        )?;
        if let Some(a) = a_1 {
            st.add_attr(ctx.ident("static_strides"), a);
        }
    }
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_source = Some(vec![p.parse_type() ?]);
    p.expect_literal("to")?;
    rt_result = Some(vec![p.parse_type() ?]);
    if ot_offsets.is_none() {
        ot_offsets = Some(vec![ctx.index_type(); o_offsets.len()]);
    }
    if ot_sizes.is_none() {
        ot_sizes = Some(vec![ctx.index_type(); o_sizes.len()]);
    }
    if ot_strides.is_none() {
        ot_strides = Some(vec![ctx.index_type(); o_strides.len()]);
    }
    st.add_attr(
        ctx.ident("operandSegmentSizes"),
        ctx
            .dense_i32_array(
                &[
                    o_source.len() as i64,
                    o_offsets.len() as i64,
                    o_sizes.len() as i64,
                    o_strides.len() as i64,
                ],
            ),
    );
    let types = ot_source.unwrap_or_default();
    p.resolve_operands(&o_source, &types, start, &mut st.operands)?;
    let types = ot_offsets.unwrap_or_default();
    p.resolve_operands(&o_offsets, &types, ol_offsets, &mut st.operands)?;
    let types = ot_sizes.unwrap_or_default();
    p.resolve_operands(&o_sizes, &types, ol_sizes, &mut st.operands)?;
    let types = ot_strides.unwrap_or_default();
    p.resolve_operands(&o_strides, &types, ol_strides, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `memref.subview` (spec/dialects/memref.td:N) (and the ops of the same format) in its custom syntax.
fn print_sub_view_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    dialects::native::memref::directives::print_dynamic_index_list(
        p,
        op,
        ods::operand_group_at(op, 1usize),
        op.attr("static_offsets"),
    );
    p.write(" ");
    dialects::native::memref::directives::print_dynamic_index_list(
        p,
        op,
        ods::operand_group_at(op, 2usize),
        op.attr("static_sizes"),
    );
    p.write(" ");
    dialects::native::memref::directives::print_dynamic_index_list(
        p,
        op,
        ods::operand_group_at(op, 3usize),
        op.attr("static_strides"),
    );
    p.print_optional_attr_dict(
        op,
        &["static_offsets", "static_sizes", "static_strides", "operandSegmentSizes"],
    );
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
/// `memref.subview` (spec/dialects/memref.td:N): a strided window into a memref
pub static SUB_VIEW_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "memref.subview",
    dialect: "memref",
    traits: ir::Traits::ATTR_SIZED_OPERAND_SEGMENTS.union(ir::Traits::PURE),
    attrs: &[
        ir::AttrInfo {
            name: "static_offsets",
            constraint: Some(DENSE_I64_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "static_sizes",
            constraint: Some(DENSE_I64_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "static_strides",
            constraint: Some(DENSE_I64_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/memref.td",
        line: &dialects::gen::memref::__spec_lines::LINES[28usize],
    },
    verify: verify_sub_view_op,
    parse: Some(&(parse_sub_view_op as parse::ops::ParseFn)),
    print: Some(&(print_sub_view_op as print::ops::PrintFn)),
    asm_names: ir::AsmNames::Groups(&["subview"]),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_memref::subview,
        kind: "",
        elements: true,
    }),
    operand_types: &[
        ANY_MEM_REF,
        IS_VARIADIC_OF_INDEX,
        IS_VARIADIC_OF_INDEX,
        IS_VARIADIC_OF_INDEX,
    ],
    result_types: &[ANY_MEM_REF],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Variadic,
        ods::Arity::Variadic,
        ods::Arity::Variadic,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `memref.transpose` (spec/dialects/memref.td:N): permute the dimensions of a memref (metadata only)
#[derive(Copy, Clone)]
pub struct TransposeOp<'a>(pub OpRef<'a>);
impl<'a> TransposeOp<'a> {
    pub const NAME: &'static str = "memref.transpose";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &TRANSPOSE_OP_INFO).then_some(TransposeOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: strided memref of any type values
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, TRANSPOSE_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: strided memref of any type values
    pub fn result(&self) -> Value {
        ods::results_group(self.0, TRANSPOSE_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `permutation`: AffineMap attribute
    pub fn permutation_attr(&self) -> Option<Attribute> {
        self.0.attr("permutation")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        permutation_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &TRANSPOSE_OP_INFO, loc);
        st.operands.push(in_);
        st.set_attr(ctx, "permutation", permutation_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Attribute constraint: AffineMap attribute (`AffineMapAttr`, spec/constraints.td:N)
const AFFINE_MAP_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "AffineMap attribute",
    check: dialects::gen::constraints::affine_map_attr,
};
/// Verifies `memref.transpose` (spec/dialects/memref.td:N) and the ops that check the same things.
fn verify_transpose_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::memref::verify_transpose(op)?;
    Ok(())
}
/// `memref.transpose` (spec/dialects/memref.td:N): permute the dimensions of a memref (metadata only)
pub static TRANSPOSE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "memref.transpose",
    dialect: "memref",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "permutation",
            constraint: Some(AFFINE_MAP_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/memref.td",
        line: &dialects::gen::memref::__spec_lines::LINES[29usize],
    },
    verify: verify_transpose_op,
    parse: Some(&(dialects::native::memref::parse_transpose as parse::ops::ParseFn)),
    print: Some(&(dialects::native::memref::print_transpose as print::ops::PrintFn)),
    asm_names: ir::AsmNames::Groups(&["transpose"]),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_memref::transpose,
        kind: "",
        elements: true,
    }),
    operand_types: &[ANY_STRIDED_MEM_REF],
    result_types: &[ANY_STRIDED_MEM_REF],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `memref.view` (spec/dialects/memref.td:N): a typed memref over a 1-D i8 buffer at a byte offset
#[derive(Copy, Clone)]
pub struct ViewOp<'a>(pub OpRef<'a>);
impl<'a> ViewOp<'a> {
    pub const NAME: &'static str = "memref.view";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VIEW_OP_INFO).then_some(ViewOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `source`: 1D memref of 8-bit signless integer values
    pub fn source(&self) -> Value {
        ods::operand_group(self.0, VIEW_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `byte_shift`: index
    pub fn byte_shift(&self) -> Value {
        ods::operand_group(self.0, VIEW_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `sizes`: variadic of index
    pub fn sizes(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, VIEW_OP_INFO.operand_arities, 2usize)
    }
    /// Result `result`: memref of any type values
    pub fn result(&self) -> Value {
        ods::results_group(self.0, VIEW_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        source: Value,
        byte_shift: Value,
        sizes: &[Value],
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VIEW_OP_INFO, loc);
        st.operands.push(source);
        st.operands.push(byte_shift);
        st.operands.extend_from_slice(sizes);
        st.result_types.push(result_ty);
        st
    }
}
/// Type constraint: 1D memref of 8-bit signless integer values (`MemRef_I8MemRefOfRank1`, spec/dialects/memref.td:N)
const MEM_REF_I8_MEM_REF_OF_RANK1: ir::TypeConstraint = ir::TypeConstraint {
    summary: "1D memref of 8-bit signless integer values",
    check: dialects::gen::memref::mem_ref_i8_mem_ref_of_rank1,
};
/// Verifies `memref.view` (spec/dialects/memref.td:N) and the ops that check the same things.
fn verify_view_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    dialects::native::memref::verify_view(op)?;
    Ok(())
}
/// Parses `memref.view` (spec/dialects/memref.td:N) (and the ops of the same format) from its custom syntax.
fn parse_view_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_source: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_source: Option<Vec<Type>> = None;
    let mut o_byte_shift: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_byte_shift: Option<Vec<Type>> = None;
    let mut ol_sizes: u32 = start;
    let mut o_sizes: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_sizes: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_source.push(p.parse_operand()?);
    p.expect_literal("[")?;
    o_byte_shift.push(p.parse_operand()?);
    p.expect_literal("]")?;
    p.expect_literal("[")?;
    ol_sizes = p.peek().offset;
    o_sizes.extend(p.parse_operand_list()?);
    p.expect_literal("]")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_source = Some(vec![p.parse_type() ?]);
    p.expect_literal("to")?;
    let outs = p.parse_optional_type_list()?;
    rt_result = Some(outs.clone());
    if ot_byte_shift.is_none() {
        ot_byte_shift = Some(vec![ctx.index_type(); o_byte_shift.len()]);
    }
    if ot_sizes.is_none() {
        ot_sizes = Some(vec![ctx.index_type(); o_sizes.len()]);
    }
    let types = ot_source.unwrap_or_default();
    p.resolve_operands(&o_source, &types, start, &mut st.operands)?;
    let types = ot_byte_shift.unwrap_or_default();
    p.resolve_operands(&o_byte_shift, &types, start, &mut st.operands)?;
    let types = ot_sizes.unwrap_or_default();
    p.resolve_operands(&o_sizes, &types, ol_sizes, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `memref.view` (spec/dialects/memref.td:N) (and the ops of the same format) in its custom syntax.
fn print_view_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write("[");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.write("]");
    p.write("[");
    p.print_operands(ods::operand_group_at(op, 2usize));
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
    p.write(" to");
    p.write(" ");
    p.print_types(op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>());
}
/// `memref.view` (spec/dialects/memref.td:N): a typed memref over a 1-D i8 buffer at a byte offset
pub static VIEW_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "memref.view",
    dialect: "memref",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/memref.td",
        line: &dialects::gen::memref::__spec_lines::LINES[30usize],
    },
    verify: verify_view_op,
    parse: Some(&(parse_view_op as parse::ops::ParseFn)),
    print: Some(&(print_view_op as print::ops::PrintFn)),
    asm_names: ir::AsmNames::Groups(&["view"]),
    operand_types: &[MEM_REF_I8_MEM_REF_OF_RANK1, INDEX, IS_VARIADIC_OF_INDEX],
    result_types: &[ANY_MEM_REF],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Variadic],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `memref.atomic_rmw` (spec/dialects/memref.td:N): atomic read-modify-write of one element with a predefined operation
#[derive(Copy, Clone)]
pub struct AtomicRmwOp<'a>(pub OpRef<'a>);
impl<'a> AtomicRmwOp<'a> {
    pub const NAME: &'static str = "memref.atomic_rmw";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ATOMIC_RMW_OP_INFO).then_some(AtomicRmwOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `value`: signless integer or floating-point
    pub fn value(&self) -> Value {
        ods::operand_group(self.0, ATOMIC_RMW_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `memref`: memref of signless integer or floating-point values
    pub fn memref(&self) -> Value {
        ods::operand_group(self.0, ATOMIC_RMW_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `indices`: variadic of index
    pub fn indices(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, ATOMIC_RMW_OP_INFO.operand_arities, 2usize)
    }
    /// Result `result`: signless integer or floating-point
    pub fn result(&self) -> Value {
        ods::results_group(self.0, ATOMIC_RMW_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `kind`: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
    pub fn kind_attr(&self) -> Option<Attribute> {
        self.0.attr("kind")
    }
    pub fn kind(&self) -> Option<dialects::gen::arith::AtomicRmwKind> {
        ods::attr_enum_value(self.0, "kind")
            .and_then(dialects::gen::arith::AtomicRmwKind::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        value: Value,
        memref: Value,
        indices: &[Value],
        kind_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ATOMIC_RMW_OP_INFO, loc);
        st.operands.push(value);
        st.operands.push(memref);
        st.operands.extend_from_slice(indices);
        st.set_attr(ctx, "kind", kind_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Attribute constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15 (`Arith_AtomicRMWKindAttr`, spec/dialects/arith.td:N)
const ARITH_ATOMIC_RMW_KIND_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15",
    check: dialects::gen::arith::arith_atomic_rmw_kind_attr,
};
/// Verifies `memref.atomic_rmw` (spec/dialects/memref.td:N) and the ops that check the same things.
fn verify_atomic_rmw_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    ods::all_equal(
        op,
        &[
            ods::operand_group_at(op, 0usize).first().map(|v| op.value_type(v)),
            ods::results_group_at(op, 0usize).first().map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {value, result} have same type",
    )?;
    if let (Some(from), Some(to)) = (
        ods::operand_group_at(op, 1usize).first().map(|v| op.value_type(v)),
        ods::operand_group_at(op, 0usize).first().map(|v| op.value_type(v)),
    ) {
        if dialects::native::transforms::memref_element_type(op.ctx, from) != to {
            return Err(
                ods::op_error(
                    op,
                    "failed to verify that value type matches element type of memref",
                ),
            );
        }
    }
    dialects::native::memref::verify_atomic_rmw(op)?;
    Ok(())
}
/// Parses `memref.atomic_rmw` (spec/dialects/memref.td:N) (and the ops of the same format) from its custom syntax.
fn parse_atomic_rmw_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_value: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_value: Option<Vec<Type>> = None;
    let mut o_memref: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_memref: Option<Vec<Type>> = None;
    let mut ol_indices: u32 = start;
    let mut o_indices: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_indices: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    let v = ods::parse_enum_keyword(
        p,
        &dialects::gen::arith::ARITH_ATOMIC_RMW_KIND_ATTR_ENUM,
        "kind",
    )?;
    st.add_attr(ctx.ident("kind"), ctx.integer_attr(ctx.integer_type(64u32), v as i128));
    o_value.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_memref.push(p.parse_operand()?);
    p.expect_literal("[")?;
    ol_indices = p.peek().offset;
    o_indices.extend(p.parse_operand_list()?);
    p.expect_literal("]")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    p.expect_literal("(")?;
    ot_value = Some(vec![p.parse_type() ?]);
    p.expect_literal(",")?;
    ot_memref = Some(vec![p.parse_type() ?]);
    p.expect_literal(")")?;
    p.expect_literal("->")?;
    rt_result = Some(vec![p.parse_type() ?]);
    if ot_indices.is_none() {
        ot_indices = Some(vec![ctx.index_type(); o_indices.len()]);
    }
    let types = ot_value.unwrap_or_default();
    p.resolve_operands(&o_value, &types, start, &mut st.operands)?;
    let types = ot_memref.unwrap_or_default();
    p.resolve_operands(&o_memref, &types, start, &mut st.operands)?;
    let types = ot_indices.unwrap_or_default();
    p.resolve_operands(&o_indices, &types, ol_indices, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `memref.atomic_rmw` (spec/dialects/memref.td:N) (and the ops of the same format) in its custom syntax.
fn print_atomic_rmw_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    if let Some(a) = op.attr("kind") {
        ods::print_enum_keyword(
            p,
            &dialects::gen::arith::ARITH_ATOMIC_RMW_KIND_ATTR_ENUM,
            a,
        );
    }
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.write("[");
    p.print_operands(ods::operand_group_at(op, 2usize));
    p.write("]");
    p.print_optional_attr_dict(op, &["kind"]);
    p.write(" :");
    p.write(" (");
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
    p.write(")");
    p.write(" ->");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `memref.atomic_rmw` (spec/dialects/memref.td:N): atomic read-modify-write of one element with a predefined operation
pub static ATOMIC_RMW_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "memref.atomic_rmw",
    dialect: "memref",
    traits: ir::Traits::MEMORY_READ.union(ir::Traits::MEMORY_WRITE),
    attrs: &[
        ir::AttrInfo {
            name: "kind",
            constraint: Some(ARITH_ATOMIC_RMW_KIND_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/memref.td",
        line: &dialects::gen::memref::__spec_lines::LINES[31usize],
    },
    verify: verify_atomic_rmw_op,
    parse: Some(&(parse_atomic_rmw_op as parse::ops::ParseFn)),
    print: Some(&(print_atomic_rmw_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_memref::cast_operands,
        kind: "skip_first",
        elements: true,
    }),
    operand_types: &[
        ANY_SIGNLESS_INTEGER_OR_FLOAT,
        MEM_REF_ATOMIC_MEM_REF,
        IS_VARIADIC_OF_INDEX,
    ],
    result_types: &[ANY_SIGNLESS_INTEGER_OR_FLOAT],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Variadic],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// Registration table of the dialect.
pub static DIALECT: ir::DialectInfo = ir::DialectInfo {
    name: "memref",
    ops: &[
        &dialects::gen::memref::ASSUME_ALIGNMENT_OP_INFO,
        &dialects::gen::memref::DISTINCT_OBJECTS_OP_INFO,
        &dialects::gen::memref::ALLOC_OP_INFO,
        &dialects::gen::memref::REALLOC_OP_INFO,
        &dialects::gen::memref::ALLOCA_OP_INFO,
        &dialects::gen::memref::ALLOCA_SCOPE_OP_INFO,
        &dialects::gen::memref::ALLOCA_SCOPE_RETURN_OP_INFO,
        &dialects::gen::memref::CAST_OP_INFO,
        &dialects::gen::memref::COPY_OP_INFO,
        &dialects::gen::memref::DEALLOC_OP_INFO,
        &dialects::gen::memref::DIM_OP_INFO,
        &dialects::gen::memref::DMA_START_OP_INFO,
        &dialects::gen::memref::DMA_WAIT_OP_INFO,
        &dialects::gen::memref::EXTRACT_ALIGNED_POINTER_AS_INDEX_OP_INFO,
        &dialects::gen::memref::EXTRACT_STRIDED_METADATA_OP_INFO,
        &dialects::gen::memref::GENERIC_ATOMIC_RMW_OP_INFO,
        &dialects::gen::memref::ATOMIC_YIELD_OP_INFO,
        &dialects::gen::memref::GET_GLOBAL_OP_INFO,
        &dialects::gen::memref::GLOBAL_OP_INFO,
        &dialects::gen::memref::LOAD_OP_INFO,
        &dialects::gen::memref::MEMORY_SPACE_CAST_OP_INFO,
        &dialects::gen::memref::PREFETCH_OP_INFO,
        &dialects::gen::memref::REINTERPRET_CAST_OP_INFO,
        &dialects::gen::memref::RANK_OP_INFO,
        &dialects::gen::memref::RESHAPE_OP_INFO,
        &dialects::gen::memref::EXPAND_SHAPE_OP_INFO,
        &dialects::gen::memref::COLLAPSE_SHAPE_OP_INFO,
        &dialects::gen::memref::STORE_OP_INFO,
        &dialects::gen::memref::SUB_VIEW_OP_INFO,
        &dialects::gen::memref::TRANSPOSE_OP_INFO,
        &dialects::gen::memref::VIEW_OP_INFO,
        &dialects::gen::memref::ATOMIC_RMW_OP_INFO,
    ],
    enums: &[],
    attr_defs: &[],
    type_defs: &[],
    on_register: Some(dialects::native::fold_memref::on_register),
    allow_unknown_ops: false,
    attributes: ir::AttrSyntax::None,
    verbatim_attrs: &[],
};
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 32usize] = [
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32,
    ];
}
