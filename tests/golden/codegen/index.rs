// @generated from spec/dialects/index.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{diag, dialects, ir, parse, print};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `Index_CmpPredicateCases` (spec/dialects/index.td:N): index comparison predicate kind
pub fn index_cmp_predicate_cases(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "IndexCmpPredicate")
}
/// `Index_CmpPredicateAttr` (spec/dialects/index.td:N): index comparison predicate kind
pub fn index_cmp_predicate_attr(ctx: &Context, x: Attribute) -> bool {
    dialects::native::index::is_cmp_predicate(ctx, x)
}
/// `Index_IntegerOrIndex` (spec/dialects/index.td:N): integer or index
pub fn index_integer_or_index(ctx: &Context, x: Type) -> bool {
    (ir::pred::ty::integer(ctx, x) || ir::pred::ty::index_pred(ctx, x))
}
/// `Index_BoolAttr` (spec/dialects/index.td:N): bool attribute
pub fn index_bool_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::bool_attr_pred(ctx, x)
}
/// `Index_CmpPredicateCases` (spec/dialects/index.td): index comparison predicate kind
pub static INDEX_CMP_PREDICATE_CASES_ENUM: ir::EnumDef = ir::EnumDef {
    name: "IndexCmpPredicate",
    summary: "index comparison predicate kind",
    dialect: "index",
    mnemonic: "",
    cases: &[
        ("eq", 0u64),
        ("ne", 1u64),
        ("slt", 2u64),
        ("sle", 3u64),
        ("sgt", 4u64),
        ("sge", 5u64),
        ("ult", 6u64),
        ("ule", 7u64),
        ("ugt", 8u64),
        ("uge", 9u64),
    ],
    bit_enum: false,
    separator: ",",
    int_width: 32u32,
    llvm_keywords: &[],
    llvm_flag_order: &[],
    groups: &[],
};
/// `Index_CmpPredicateCases` (spec/dialects/index.td): index comparison predicate kind
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(i64)]
pub enum IndexCmpPredicate {
    Eq = 0,
    Ne = 1,
    Slt = 2,
    Sle = 3,
    Sgt = 4,
    Sge = 5,
    Ult = 6,
    Ule = 7,
    Ugt = 8,
    Uge = 9,
}
impl IndexCmpPredicate {
    pub fn from_value(v: u64) -> Option<Self> {
        match v {
            0u64 => Some(IndexCmpPredicate::Eq),
            1u64 => Some(IndexCmpPredicate::Ne),
            2u64 => Some(IndexCmpPredicate::Slt),
            3u64 => Some(IndexCmpPredicate::Sle),
            4u64 => Some(IndexCmpPredicate::Sgt),
            5u64 => Some(IndexCmpPredicate::Sge),
            6u64 => Some(IndexCmpPredicate::Ult),
            7u64 => Some(IndexCmpPredicate::Ule),
            8u64 => Some(IndexCmpPredicate::Ugt),
            9u64 => Some(IndexCmpPredicate::Uge),
            _ => None,
        }
    }
    pub fn value(self) -> u64 {
        self as i64 as u64
    }
    pub fn keyword(self) -> &'static str {
        INDEX_CMP_PREDICATE_CASES_ENUM.keyword(self.value()).unwrap_or("")
    }
    /// The attribute holding this value.
    pub fn attr(self, ctx: &ir::Context) -> ir::Attribute {
        let v = self.value();
        ctx.integer_attr(ctx.integer_type(32u32), v as i128)
    }
}
/// `index.add` (spec/dialects/index.td:N): index addition
#[derive(Copy, Clone)]
pub struct AddOp<'a>(pub OpRef<'a>);
impl<'a> AddOp<'a> {
    pub const NAME: &'static str = "index.add";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ADD_OP_INFO).then_some(AddOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, ADD_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, ADD_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, ADD_OP_INFO.result_arities, 0usize).get(0)
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
        let mut st = OperationState::for_op(ctx, &ADD_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
/// Type constraint: index (`Index`, spec/constraints.td:N)
const INDEX: ir::TypeConstraint = ir::TypeConstraint {
    summary: "index",
    check: dialects::gen::constraints::index,
};
/// Verifies `index.add` (spec/dialects/index.td:N) and the ops that check the same things.
fn verify_add_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    Ok(())
}
/// Parses `index.add` (spec/dialects/index.td:N) (and the ops of the same format) from its custom syntax.
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
    p.parse_optional_attr_dict(st)?;
    if ot_lhs.is_none() {
        ot_lhs = Some(vec![ctx.index_type(); o_lhs.len()]);
    }
    if ot_rhs.is_none() {
        ot_rhs = Some(vec![ctx.index_type(); o_rhs.len()]);
    }
    if rt_result.is_none() {
        rt_result = Some(vec![ctx.index_type()]);
    }
    let types = ot_lhs.unwrap_or_default();
    p.resolve_operands(&o_lhs, &types, start, &mut st.operands)?;
    let types = ot_rhs.unwrap_or_default();
    p.resolve_operands(&o_rhs, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `index.add` (spec/dialects/index.td:N) (and the ops of the same format) in its custom syntax.
fn print_add_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.print_optional_attr_dict(op, &[]);
}
/// `index.add` (spec/dialects/index.td:N): index addition
pub static ADD_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "index.add",
    dialect: "index",
    traits: ir::Traits::COMMUTATIVE.union(ir::Traits::PURE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/index.td",
        line: &dialects::gen::index::__spec_lines::LINES[0usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_add_op as parse::ops::ParseFn)),
    print: Some(&(print_add_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_index::binary,
        kind: "add",
        elements: true,
    }),
    operand_types: &[INDEX, INDEX],
    result_types: &[INDEX],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `index.sub` (spec/dialects/index.td:N): index subtraction
#[derive(Copy, Clone)]
pub struct SubOp<'a>(pub OpRef<'a>);
impl<'a> SubOp<'a> {
    pub const NAME: &'static str = "index.sub";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SUB_OP_INFO).then_some(SubOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, SUB_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, SUB_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, SUB_OP_INFO.result_arities, 0usize).get(0)
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
        let mut st = OperationState::for_op(ctx, &SUB_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
/// `index.sub` (spec/dialects/index.td:N): index subtraction
pub static SUB_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "index.sub",
    dialect: "index",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/index.td",
        line: &dialects::gen::index::__spec_lines::LINES[1usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_add_op as parse::ops::ParseFn)),
    print: Some(&(print_add_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_index::binary,
        kind: "sub",
        elements: true,
    }),
    operand_types: &[INDEX, INDEX],
    result_types: &[INDEX],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `index.mul` (spec/dialects/index.td:N): index multiplication
#[derive(Copy, Clone)]
pub struct MulOp<'a>(pub OpRef<'a>);
impl<'a> MulOp<'a> {
    pub const NAME: &'static str = "index.mul";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MUL_OP_INFO).then_some(MulOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, MUL_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, MUL_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, MUL_OP_INFO.result_arities, 0usize).get(0)
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
        let mut st = OperationState::for_op(ctx, &MUL_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
/// `index.mul` (spec/dialects/index.td:N): index multiplication
pub static MUL_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "index.mul",
    dialect: "index",
    traits: ir::Traits::COMMUTATIVE.union(ir::Traits::PURE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/index.td",
        line: &dialects::gen::index::__spec_lines::LINES[2usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_add_op as parse::ops::ParseFn)),
    print: Some(&(print_add_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_index::binary,
        kind: "mul",
        elements: true,
    }),
    operand_types: &[INDEX, INDEX],
    result_types: &[INDEX],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `index.divs` (spec/dialects/index.td:N): index signed division
#[derive(Copy, Clone)]
pub struct DivSOp<'a>(pub OpRef<'a>);
impl<'a> DivSOp<'a> {
    pub const NAME: &'static str = "index.divs";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &DIV_S_OP_INFO).then_some(DivSOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, DIV_S_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, DIV_S_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, DIV_S_OP_INFO.result_arities, 0usize).get(0)
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
        let mut st = OperationState::for_op(ctx, &DIV_S_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
/// `index.divs` (spec/dialects/index.td:N): index signed division
pub static DIV_S_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "index.divs",
    dialect: "index",
    traits: ir::Traits::NO_MEMORY_EFFECT,
    defined_at: ir::SpecPos {
        file: "spec/dialects/index.td",
        line: &dialects::gen::index::__spec_lines::LINES[3usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_add_op as parse::ops::ParseFn)),
    print: Some(&(print_add_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_index::binary,
        kind: "divs",
        elements: true,
    }),
    operand_types: &[INDEX, INDEX],
    result_types: &[INDEX],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `index.divu` (spec/dialects/index.td:N): index unsigned division
#[derive(Copy, Clone)]
pub struct DivUOp<'a>(pub OpRef<'a>);
impl<'a> DivUOp<'a> {
    pub const NAME: &'static str = "index.divu";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &DIV_U_OP_INFO).then_some(DivUOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, DIV_U_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, DIV_U_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, DIV_U_OP_INFO.result_arities, 0usize).get(0)
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
        let mut st = OperationState::for_op(ctx, &DIV_U_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
/// `index.divu` (spec/dialects/index.td:N): index unsigned division
pub static DIV_U_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "index.divu",
    dialect: "index",
    traits: ir::Traits::NO_MEMORY_EFFECT,
    defined_at: ir::SpecPos {
        file: "spec/dialects/index.td",
        line: &dialects::gen::index::__spec_lines::LINES[4usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_add_op as parse::ops::ParseFn)),
    print: Some(&(print_add_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_index::binary,
        kind: "divu",
        elements: true,
    }),
    operand_types: &[INDEX, INDEX],
    result_types: &[INDEX],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `index.ceildivs` (spec/dialects/index.td:N): index signed ceil division
#[derive(Copy, Clone)]
pub struct CeilDivSOp<'a>(pub OpRef<'a>);
impl<'a> CeilDivSOp<'a> {
    pub const NAME: &'static str = "index.ceildivs";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CEIL_DIV_S_OP_INFO).then_some(CeilDivSOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, CEIL_DIV_S_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, CEIL_DIV_S_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, CEIL_DIV_S_OP_INFO.result_arities, 0usize).get(0)
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
        let mut st = OperationState::for_op(ctx, &CEIL_DIV_S_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
/// `index.ceildivs` (spec/dialects/index.td:N): index signed ceil division
pub static CEIL_DIV_S_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "index.ceildivs",
    dialect: "index",
    traits: ir::Traits::NO_MEMORY_EFFECT,
    defined_at: ir::SpecPos {
        file: "spec/dialects/index.td",
        line: &dialects::gen::index::__spec_lines::LINES[5usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_add_op as parse::ops::ParseFn)),
    print: Some(&(print_add_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_index::binary,
        kind: "ceildivs",
        elements: true,
    }),
    operand_types: &[INDEX, INDEX],
    result_types: &[INDEX],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `index.ceildivu` (spec/dialects/index.td:N): index unsigned ceil division
#[derive(Copy, Clone)]
pub struct CeilDivUOp<'a>(pub OpRef<'a>);
impl<'a> CeilDivUOp<'a> {
    pub const NAME: &'static str = "index.ceildivu";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CEIL_DIV_U_OP_INFO).then_some(CeilDivUOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, CEIL_DIV_U_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, CEIL_DIV_U_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, CEIL_DIV_U_OP_INFO.result_arities, 0usize).get(0)
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
        let mut st = OperationState::for_op(ctx, &CEIL_DIV_U_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
/// `index.ceildivu` (spec/dialects/index.td:N): index unsigned ceil division
pub static CEIL_DIV_U_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "index.ceildivu",
    dialect: "index",
    traits: ir::Traits::NO_MEMORY_EFFECT,
    defined_at: ir::SpecPos {
        file: "spec/dialects/index.td",
        line: &dialects::gen::index::__spec_lines::LINES[6usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_add_op as parse::ops::ParseFn)),
    print: Some(&(print_add_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_index::binary,
        kind: "ceildivu",
        elements: true,
    }),
    operand_types: &[INDEX, INDEX],
    result_types: &[INDEX],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `index.floordivs` (spec/dialects/index.td:N): index signed floor division
#[derive(Copy, Clone)]
pub struct FloorDivSOp<'a>(pub OpRef<'a>);
impl<'a> FloorDivSOp<'a> {
    pub const NAME: &'static str = "index.floordivs";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &FLOOR_DIV_S_OP_INFO).then_some(FloorDivSOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, FLOOR_DIV_S_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, FLOOR_DIV_S_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, FLOOR_DIV_S_OP_INFO.result_arities, 0usize).get(0)
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
        let mut st = OperationState::for_op(ctx, &FLOOR_DIV_S_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
/// `index.floordivs` (spec/dialects/index.td:N): index signed floor division
pub static FLOOR_DIV_S_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "index.floordivs",
    dialect: "index",
    traits: ir::Traits::NO_MEMORY_EFFECT,
    defined_at: ir::SpecPos {
        file: "spec/dialects/index.td",
        line: &dialects::gen::index::__spec_lines::LINES[7usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_add_op as parse::ops::ParseFn)),
    print: Some(&(print_add_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_index::binary,
        kind: "floordivs",
        elements: true,
    }),
    operand_types: &[INDEX, INDEX],
    result_types: &[INDEX],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `index.rems` (spec/dialects/index.td:N): index signed remainder
#[derive(Copy, Clone)]
pub struct RemSOp<'a>(pub OpRef<'a>);
impl<'a> RemSOp<'a> {
    pub const NAME: &'static str = "index.rems";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &REM_S_OP_INFO).then_some(RemSOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, REM_S_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, REM_S_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, REM_S_OP_INFO.result_arities, 0usize).get(0)
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
        let mut st = OperationState::for_op(ctx, &REM_S_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
/// `index.rems` (spec/dialects/index.td:N): index signed remainder
pub static REM_S_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "index.rems",
    dialect: "index",
    traits: ir::Traits::NO_MEMORY_EFFECT,
    defined_at: ir::SpecPos {
        file: "spec/dialects/index.td",
        line: &dialects::gen::index::__spec_lines::LINES[8usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_add_op as parse::ops::ParseFn)),
    print: Some(&(print_add_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_index::binary,
        kind: "rems",
        elements: true,
    }),
    operand_types: &[INDEX, INDEX],
    result_types: &[INDEX],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `index.remu` (spec/dialects/index.td:N): index unsigned remainder
#[derive(Copy, Clone)]
pub struct RemUOp<'a>(pub OpRef<'a>);
impl<'a> RemUOp<'a> {
    pub const NAME: &'static str = "index.remu";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &REM_U_OP_INFO).then_some(RemUOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, REM_U_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, REM_U_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, REM_U_OP_INFO.result_arities, 0usize).get(0)
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
        let mut st = OperationState::for_op(ctx, &REM_U_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
/// `index.remu` (spec/dialects/index.td:N): index unsigned remainder
pub static REM_U_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "index.remu",
    dialect: "index",
    traits: ir::Traits::NO_MEMORY_EFFECT,
    defined_at: ir::SpecPos {
        file: "spec/dialects/index.td",
        line: &dialects::gen::index::__spec_lines::LINES[9usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_add_op as parse::ops::ParseFn)),
    print: Some(&(print_add_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_index::binary,
        kind: "remu",
        elements: true,
    }),
    operand_types: &[INDEX, INDEX],
    result_types: &[INDEX],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `index.maxs` (spec/dialects/index.td:N): index signed maximum
#[derive(Copy, Clone)]
pub struct MaxSOp<'a>(pub OpRef<'a>);
impl<'a> MaxSOp<'a> {
    pub const NAME: &'static str = "index.maxs";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MAX_S_OP_INFO).then_some(MaxSOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, MAX_S_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, MAX_S_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, MAX_S_OP_INFO.result_arities, 0usize).get(0)
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
        let mut st = OperationState::for_op(ctx, &MAX_S_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
/// `index.maxs` (spec/dialects/index.td:N): index signed maximum
pub static MAX_S_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "index.maxs",
    dialect: "index",
    traits: ir::Traits::COMMUTATIVE.union(ir::Traits::PURE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/index.td",
        line: &dialects::gen::index::__spec_lines::LINES[10usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_add_op as parse::ops::ParseFn)),
    print: Some(&(print_add_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_index::binary,
        kind: "maxs",
        elements: true,
    }),
    operand_types: &[INDEX, INDEX],
    result_types: &[INDEX],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `index.maxu` (spec/dialects/index.td:N): index unsigned maximum
#[derive(Copy, Clone)]
pub struct MaxUOp<'a>(pub OpRef<'a>);
impl<'a> MaxUOp<'a> {
    pub const NAME: &'static str = "index.maxu";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MAX_U_OP_INFO).then_some(MaxUOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, MAX_U_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, MAX_U_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, MAX_U_OP_INFO.result_arities, 0usize).get(0)
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
        let mut st = OperationState::for_op(ctx, &MAX_U_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
/// `index.maxu` (spec/dialects/index.td:N): index unsigned maximum
pub static MAX_U_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "index.maxu",
    dialect: "index",
    traits: ir::Traits::COMMUTATIVE.union(ir::Traits::PURE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/index.td",
        line: &dialects::gen::index::__spec_lines::LINES[11usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_add_op as parse::ops::ParseFn)),
    print: Some(&(print_add_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_index::binary,
        kind: "maxu",
        elements: true,
    }),
    operand_types: &[INDEX, INDEX],
    result_types: &[INDEX],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `index.mins` (spec/dialects/index.td:N): index signed minimum
#[derive(Copy, Clone)]
pub struct MinSOp<'a>(pub OpRef<'a>);
impl<'a> MinSOp<'a> {
    pub const NAME: &'static str = "index.mins";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MIN_S_OP_INFO).then_some(MinSOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, MIN_S_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, MIN_S_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, MIN_S_OP_INFO.result_arities, 0usize).get(0)
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
        let mut st = OperationState::for_op(ctx, &MIN_S_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
/// `index.mins` (spec/dialects/index.td:N): index signed minimum
pub static MIN_S_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "index.mins",
    dialect: "index",
    traits: ir::Traits::COMMUTATIVE.union(ir::Traits::PURE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/index.td",
        line: &dialects::gen::index::__spec_lines::LINES[12usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_add_op as parse::ops::ParseFn)),
    print: Some(&(print_add_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_index::binary,
        kind: "mins",
        elements: true,
    }),
    operand_types: &[INDEX, INDEX],
    result_types: &[INDEX],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `index.minu` (spec/dialects/index.td:N): index unsigned minimum
#[derive(Copy, Clone)]
pub struct MinUOp<'a>(pub OpRef<'a>);
impl<'a> MinUOp<'a> {
    pub const NAME: &'static str = "index.minu";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MIN_U_OP_INFO).then_some(MinUOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, MIN_U_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, MIN_U_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, MIN_U_OP_INFO.result_arities, 0usize).get(0)
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
        let mut st = OperationState::for_op(ctx, &MIN_U_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
/// `index.minu` (spec/dialects/index.td:N): index unsigned minimum
pub static MIN_U_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "index.minu",
    dialect: "index",
    traits: ir::Traits::COMMUTATIVE.union(ir::Traits::PURE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/index.td",
        line: &dialects::gen::index::__spec_lines::LINES[13usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_add_op as parse::ops::ParseFn)),
    print: Some(&(print_add_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_index::binary,
        kind: "minu",
        elements: true,
    }),
    operand_types: &[INDEX, INDEX],
    result_types: &[INDEX],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `index.shl` (spec/dialects/index.td:N): index shift left
#[derive(Copy, Clone)]
pub struct ShlOp<'a>(pub OpRef<'a>);
impl<'a> ShlOp<'a> {
    pub const NAME: &'static str = "index.shl";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SHL_OP_INFO).then_some(ShlOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, SHL_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, SHL_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, SHL_OP_INFO.result_arities, 0usize).get(0)
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
        let mut st = OperationState::for_op(ctx, &SHL_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
/// `index.shl` (spec/dialects/index.td:N): index shift left
pub static SHL_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "index.shl",
    dialect: "index",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/index.td",
        line: &dialects::gen::index::__spec_lines::LINES[14usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_add_op as parse::ops::ParseFn)),
    print: Some(&(print_add_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_index::binary,
        kind: "shl",
        elements: true,
    }),
    operand_types: &[INDEX, INDEX],
    result_types: &[INDEX],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `index.shrs` (spec/dialects/index.td:N): signed index shift right
#[derive(Copy, Clone)]
pub struct ShrSOp<'a>(pub OpRef<'a>);
impl<'a> ShrSOp<'a> {
    pub const NAME: &'static str = "index.shrs";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SHR_S_OP_INFO).then_some(ShrSOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, SHR_S_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, SHR_S_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, SHR_S_OP_INFO.result_arities, 0usize).get(0)
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
        let mut st = OperationState::for_op(ctx, &SHR_S_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
/// `index.shrs` (spec/dialects/index.td:N): signed index shift right
pub static SHR_S_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "index.shrs",
    dialect: "index",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/index.td",
        line: &dialects::gen::index::__spec_lines::LINES[15usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_add_op as parse::ops::ParseFn)),
    print: Some(&(print_add_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_index::binary,
        kind: "shrs",
        elements: true,
    }),
    operand_types: &[INDEX, INDEX],
    result_types: &[INDEX],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `index.shru` (spec/dialects/index.td:N): unsigned index shift right
#[derive(Copy, Clone)]
pub struct ShrUOp<'a>(pub OpRef<'a>);
impl<'a> ShrUOp<'a> {
    pub const NAME: &'static str = "index.shru";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SHR_U_OP_INFO).then_some(ShrUOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, SHR_U_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, SHR_U_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, SHR_U_OP_INFO.result_arities, 0usize).get(0)
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
        let mut st = OperationState::for_op(ctx, &SHR_U_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
/// `index.shru` (spec/dialects/index.td:N): unsigned index shift right
pub static SHR_U_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "index.shru",
    dialect: "index",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/index.td",
        line: &dialects::gen::index::__spec_lines::LINES[16usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_add_op as parse::ops::ParseFn)),
    print: Some(&(print_add_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_index::binary,
        kind: "shru",
        elements: true,
    }),
    operand_types: &[INDEX, INDEX],
    result_types: &[INDEX],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `index.and` (spec/dialects/index.td:N): index bitwise and
#[derive(Copy, Clone)]
pub struct AndOp<'a>(pub OpRef<'a>);
impl<'a> AndOp<'a> {
    pub const NAME: &'static str = "index.and";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &AND_OP_INFO).then_some(AndOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, AND_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, AND_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, AND_OP_INFO.result_arities, 0usize).get(0)
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
        let mut st = OperationState::for_op(ctx, &AND_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
/// `index.and` (spec/dialects/index.td:N): index bitwise and
pub static AND_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "index.and",
    dialect: "index",
    traits: ir::Traits::COMMUTATIVE.union(ir::Traits::PURE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/index.td",
        line: &dialects::gen::index::__spec_lines::LINES[17usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_add_op as parse::ops::ParseFn)),
    print: Some(&(print_add_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_index::binary,
        kind: "and",
        elements: true,
    }),
    operand_types: &[INDEX, INDEX],
    result_types: &[INDEX],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `index.or` (spec/dialects/index.td:N): index bitwise or
#[derive(Copy, Clone)]
pub struct OrOp<'a>(pub OpRef<'a>);
impl<'a> OrOp<'a> {
    pub const NAME: &'static str = "index.or";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &OR_OP_INFO).then_some(OrOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, OR_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, OR_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, OR_OP_INFO.result_arities, 0usize).get(0)
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
        let mut st = OperationState::for_op(ctx, &OR_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
/// `index.or` (spec/dialects/index.td:N): index bitwise or
pub static OR_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "index.or",
    dialect: "index",
    traits: ir::Traits::COMMUTATIVE.union(ir::Traits::PURE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/index.td",
        line: &dialects::gen::index::__spec_lines::LINES[18usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_add_op as parse::ops::ParseFn)),
    print: Some(&(print_add_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_index::binary,
        kind: "or",
        elements: true,
    }),
    operand_types: &[INDEX, INDEX],
    result_types: &[INDEX],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `index.xor` (spec/dialects/index.td:N): index bitwise xor
#[derive(Copy, Clone)]
pub struct XOrOp<'a>(pub OpRef<'a>);
impl<'a> XOrOp<'a> {
    pub const NAME: &'static str = "index.xor";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &X_OR_OP_INFO).then_some(XOrOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, X_OR_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, X_OR_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, X_OR_OP_INFO.result_arities, 0usize).get(0)
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
        let mut st = OperationState::for_op(ctx, &X_OR_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
/// `index.xor` (spec/dialects/index.td:N): index bitwise xor
pub static X_OR_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "index.xor",
    dialect: "index",
    traits: ir::Traits::COMMUTATIVE.union(ir::Traits::PURE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/index.td",
        line: &dialects::gen::index::__spec_lines::LINES[19usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_add_op as parse::ops::ParseFn)),
    print: Some(&(print_add_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_index::binary,
        kind: "xor",
        elements: true,
    }),
    operand_types: &[INDEX, INDEX],
    result_types: &[INDEX],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `index.casts` (spec/dialects/index.td:N): index signed cast
#[derive(Copy, Clone)]
pub struct CastSOp<'a>(pub OpRef<'a>);
impl<'a> CastSOp<'a> {
    pub const NAME: &'static str = "index.casts";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CAST_S_OP_INFO).then_some(CastSOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `input`: integer or index
    pub fn input(&self) -> Value {
        ods::operand_group(self.0, CAST_S_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `output`: integer or index
    pub fn output(&self) -> Value {
        ods::results_group(self.0, CAST_S_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        input: Value,
        output_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CAST_S_OP_INFO, loc);
        st.operands.push(input);
        st.result_types.push(output_ty);
        st
    }
}
/// Type constraint: integer or index (`Index_IntegerOrIndex`, spec/dialects/index.td:N)
const INDEX_INTEGER_OR_INDEX: ir::TypeConstraint = ir::TypeConstraint {
    summary: "integer or index",
    check: dialects::gen::index::index_integer_or_index,
};
/// Verifies `index.casts` (spec/dialects/index.td:N) and the ops that check the same things.
fn verify_cast_s_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    dialects::native::index::verify_cast(op)?;
    Ok(())
}
/// Parses `index.casts` (spec/dialects/index.td:N) (and the ops of the same format) from its custom syntax.
fn parse_cast_s_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_input: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_input: Option<Vec<Type>> = None;
    let mut rt_output: Option<Vec<Type>> = None;
    o_input.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_input = Some(vec![p.parse_type() ?]);
    p.expect_literal("to")?;
    rt_output = Some(vec![p.parse_type() ?]);
    let types = ot_input.unwrap_or_default();
    p.resolve_operands(&o_input, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_output.unwrap_or_default());
    Ok(())
}
/// Prints `index.casts` (spec/dialects/index.td:N) (and the ops of the same format) in its custom syntax.
fn print_cast_s_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
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
/// `index.casts` (spec/dialects/index.td:N): index signed cast
pub static CAST_S_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "index.casts",
    dialect: "index",
    traits: ir::Traits::PURE.union(ir::Traits::CAST_OP_INTERFACE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/index.td",
        line: &dialects::gen::index::__spec_lines::LINES[20usize],
    },
    verify: verify_cast_s_op,
    parse: Some(&(parse_cast_s_op as parse::ops::ParseFn)),
    print: Some(&(print_cast_s_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_index::cast,
        kind: "casts",
        elements: true,
    }),
    operand_types: &[INDEX_INTEGER_OR_INDEX],
    result_types: &[INDEX_INTEGER_OR_INDEX],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `index.castu` (spec/dialects/index.td:N): index unsigned cast
#[derive(Copy, Clone)]
pub struct CastUOp<'a>(pub OpRef<'a>);
impl<'a> CastUOp<'a> {
    pub const NAME: &'static str = "index.castu";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CAST_U_OP_INFO).then_some(CastUOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `input`: integer or index
    pub fn input(&self) -> Value {
        ods::operand_group(self.0, CAST_U_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `output`: integer or index
    pub fn output(&self) -> Value {
        ods::results_group(self.0, CAST_U_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        input: Value,
        output_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CAST_U_OP_INFO, loc);
        st.operands.push(input);
        st.result_types.push(output_ty);
        st
    }
}
/// `index.castu` (spec/dialects/index.td:N): index unsigned cast
pub static CAST_U_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "index.castu",
    dialect: "index",
    traits: ir::Traits::PURE.union(ir::Traits::CAST_OP_INTERFACE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/index.td",
        line: &dialects::gen::index::__spec_lines::LINES[21usize],
    },
    verify: verify_cast_s_op,
    parse: Some(&(parse_cast_s_op as parse::ops::ParseFn)),
    print: Some(&(print_cast_s_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_index::cast,
        kind: "castu",
        elements: true,
    }),
    operand_types: &[INDEX_INTEGER_OR_INDEX],
    result_types: &[INDEX_INTEGER_OR_INDEX],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `index.cmp` (spec/dialects/index.td:N): index compare
#[derive(Copy, Clone)]
pub struct CmpOp<'a>(pub OpRef<'a>);
impl<'a> CmpOp<'a> {
    pub const NAME: &'static str = "index.cmp";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CMP_OP_INFO).then_some(CmpOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, CMP_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, CMP_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: 1-bit signless integer
    pub fn result(&self) -> Value {
        ods::results_group(self.0, CMP_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `pred`: index comparison predicate kind
    pub fn pred_attr(&self) -> Option<Attribute> {
        self.0.attr("pred")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        pred_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CMP_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "pred", pred_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Attribute constraint: index comparison predicate kind (`Index_CmpPredicateAttr`, spec/dialects/index.td:N)
const INDEX_CMP_PREDICATE_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "index comparison predicate kind",
    check: dialects::gen::index::index_cmp_predicate_attr,
};
/// Type constraint: 1-bit signless integer (`I1`, spec/constraints.td:N)
const I1: ir::TypeConstraint = ir::TypeConstraint {
    summary: "1-bit signless integer",
    check: dialects::gen::constraints::i1,
};
/// Verifies `index.cmp` (spec/dialects/index.td:N) and the ops that check the same things.
fn verify_cmp_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    Ok(())
}
/// Parses `index.cmp` (spec/dialects/index.td:N) (and the ops of the same format) from its custom syntax.
fn parse_cmp_op<'p, 'a>(
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
    {
        let mut a_0: Option<Attribute> = None;
        dialects::native::index::directives::parse_cmp_predicate(p, st, &mut a_0)?;
        if let Some(a) = a_0 {
            st.add_attr(ctx.ident("pred"), a);
        }
    }
    p.expect_literal("(")?;
    o_lhs.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_rhs.push(p.parse_operand()?);
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    if ot_lhs.is_none() {
        ot_lhs = Some(vec![ctx.index_type(); o_lhs.len()]);
    }
    if ot_rhs.is_none() {
        ot_rhs = Some(vec![ctx.index_type(); o_rhs.len()]);
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
/// Prints `index.cmp` (spec/dialects/index.td:N) (and the ops of the same format) in its custom syntax.
fn print_cmp_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    dialects::native::index::directives::print_cmp_predicate(p, op, op.attr("pred"));
    p.write("(");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.write(")");
    p.print_optional_attr_dict(op, &["pred"]);
}
/// `index.cmp` (spec/dialects/index.td:N): index compare
pub static CMP_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "index.cmp",
    dialect: "index",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "pred",
            constraint: Some(INDEX_CMP_PREDICATE_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/index.td",
        line: &dialects::gen::index::__spec_lines::LINES[22usize],
    },
    verify: verify_cmp_op,
    parse: Some(&(parse_cmp_op as parse::ops::ParseFn)),
    print: Some(&(print_cmp_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_index::cmp,
        kind: "",
        elements: true,
    }),
    operand_types: &[INDEX, INDEX],
    result_types: &[I1],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `index.sizeof` (spec/dialects/index.td:N): size in bits of the index type
#[derive(Copy, Clone)]
pub struct SizeOfOp<'a>(pub OpRef<'a>);
impl<'a> SizeOfOp<'a> {
    pub const NAME: &'static str = "index.sizeof";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SIZE_OF_OP_INFO).then_some(SizeOfOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, SIZE_OF_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, result_ty: Type) -> OperationState {
        let mut st = OperationState::for_op(ctx, &SIZE_OF_OP_INFO, loc);
        st.result_types.push(result_ty);
        st
    }
}
/// Parses `index.sizeof` (spec/dialects/index.td:N) (and the ops of the same format) from its custom syntax.
fn parse_size_of_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut rt_result: Option<Vec<Type>> = None;
    p.parse_optional_attr_dict(st)?;
    if rt_result.is_none() {
        rt_result = Some(vec![ctx.index_type()]);
    }
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `index.sizeof` (spec/dialects/index.td:N) (and the ops of the same format) in its custom syntax.
fn print_size_of_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.print_optional_attr_dict(op, &[]);
}
/// `index.sizeof` (spec/dialects/index.td:N): size in bits of the index type
pub static SIZE_OF_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "index.sizeof",
    dialect: "index",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/index.td",
        line: &dialects::gen::index::__spec_lines::LINES[23usize],
    },
    verify: verify_add_op,
    parse: Some(&(parse_size_of_op as parse::ops::ParseFn)),
    print: Some(&(print_size_of_op as print::ops::PrintFn)),
    result_types: &[INDEX],
    operand_arities: &[],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `index.constant` (spec/dialects/index.td:N): index constant
#[derive(Copy, Clone)]
pub struct ConstantOp<'a>(pub OpRef<'a>);
impl<'a> ConstantOp<'a> {
    pub const NAME: &'static str = "index.constant";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CONSTANT_OP_INFO).then_some(ConstantOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, CONSTANT_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `value`: index attribute
    pub fn value_attr(&self) -> Option<Attribute> {
        self.0.attr("value")
    }
    pub fn value(&self) -> Option<i64> {
        ods::attr_int(self.0, "value")
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
/// Attribute constraint: index attribute (`IndexAttr`, spec/constraints.td:N)
const INDEX_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "index attribute",
    check: dialects::gen::constraints::index_attr,
};
/// Parses `index.constant` (spec/dialects/index.td:N) (and the ops of the same format) from its custom syntax.
fn parse_constant_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut rt_result: Option<Vec<Type>> = None;
    p.parse_optional_attr_dict(st)?;
    let a = p.parse_attribute(Some(ctx.index_type()))?;
    st.add_attr(ctx.ident("value"), a);
    if rt_result.is_none() {
        rt_result = Some(vec![ctx.index_type()]);
    }
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `index.constant` (spec/dialects/index.td:N) (and the ops of the same format) in its custom syntax.
fn print_constant_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.print_optional_attr_dict(op, &["value"]);
    p.write(" ");
    if let Some(a) = op.attr("value") {
        p.print_attr_value(a, true);
    }
}
/// `index.constant` (spec/dialects/index.td:N): index constant
pub static CONSTANT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "index.constant",
    dialect: "index",
    traits: ir::Traits::CONSTANT_LIKE.union(ir::Traits::PURE),
    attrs: &[
        ir::AttrInfo {
            name: "value",
            constraint: Some(INDEX_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/index.td",
        line: &dialects::gen::index::__spec_lines::LINES[24usize],
    },
    verify: verify_cmp_op,
    parse: Some(&(parse_constant_op as parse::ops::ParseFn)),
    print: Some(&(print_constant_op as print::ops::PrintFn)),
    asm_names: ir::AsmNames::Native(dialects::native::index::constant_result_names),
    result_types: &[INDEX],
    operand_arities: &[],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `index.bool.constant` (spec/dialects/index.td:N): boolean constant
#[derive(Copy, Clone)]
pub struct BoolConstantOp<'a>(pub OpRef<'a>);
impl<'a> BoolConstantOp<'a> {
    pub const NAME: &'static str = "index.bool.constant";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &BOOL_CONSTANT_OP_INFO).then_some(BoolConstantOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Result `result`: 1-bit signless integer
    pub fn result(&self) -> Value {
        ods::results_group(self.0, BOOL_CONSTANT_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `value`: bool attribute
    pub fn value_attr(&self) -> Option<Attribute> {
        self.0.attr("value")
    }
    pub fn value(&self) -> Option<bool> {
        ods::attr_bool(self.0, "value")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        value_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &BOOL_CONSTANT_OP_INFO, loc);
        st.set_attr(ctx, "value", value_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Attribute constraint: bool attribute (`Index_BoolAttr`, spec/dialects/index.td:N)
const INDEX_BOOL_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "bool attribute",
    check: dialects::gen::index::index_bool_attr,
};
/// Parses `index.bool.constant` (spec/dialects/index.td:N) (and the ops of the same format) from its custom syntax.
fn parse_bool_constant_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut rt_result: Option<Vec<Type>> = None;
    p.parse_optional_attr_dict(st)?;
    let a = p.parse_attribute(Some(ctx.integer_type(1u32)))?;
    st.add_attr(ctx.ident("value"), a);
    if rt_result.is_none() {
        rt_result = Some(vec![ctx.integer_type(1u32)]);
    }
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// `index.bool.constant` (spec/dialects/index.td:N): boolean constant
pub static BOOL_CONSTANT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "index.bool.constant",
    dialect: "index",
    traits: ir::Traits::CONSTANT_LIKE.union(ir::Traits::PURE),
    attrs: &[
        ir::AttrInfo {
            name: "value",
            constraint: Some(INDEX_BOOL_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/index.td",
        line: &dialects::gen::index::__spec_lines::LINES[25usize],
    },
    verify: verify_cmp_op,
    parse: Some(&(parse_bool_constant_op as parse::ops::ParseFn)),
    print: Some(&(print_constant_op as print::ops::PrintFn)),
    asm_names: ir::AsmNames::Native(dialects::native::index::bool_constant_result_names),
    result_types: &[I1],
    operand_arities: &[],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// Registration table of the dialect.
pub static DIALECT: ir::DialectInfo = ir::DialectInfo {
    name: "index",
    ops: &[
        &dialects::gen::index::ADD_OP_INFO,
        &dialects::gen::index::SUB_OP_INFO,
        &dialects::gen::index::MUL_OP_INFO,
        &dialects::gen::index::DIV_S_OP_INFO,
        &dialects::gen::index::DIV_U_OP_INFO,
        &dialects::gen::index::CEIL_DIV_S_OP_INFO,
        &dialects::gen::index::CEIL_DIV_U_OP_INFO,
        &dialects::gen::index::FLOOR_DIV_S_OP_INFO,
        &dialects::gen::index::REM_S_OP_INFO,
        &dialects::gen::index::REM_U_OP_INFO,
        &dialects::gen::index::MAX_S_OP_INFO,
        &dialects::gen::index::MAX_U_OP_INFO,
        &dialects::gen::index::MIN_S_OP_INFO,
        &dialects::gen::index::MIN_U_OP_INFO,
        &dialects::gen::index::SHL_OP_INFO,
        &dialects::gen::index::SHR_S_OP_INFO,
        &dialects::gen::index::SHR_U_OP_INFO,
        &dialects::gen::index::AND_OP_INFO,
        &dialects::gen::index::OR_OP_INFO,
        &dialects::gen::index::X_OR_OP_INFO,
        &dialects::gen::index::CAST_S_OP_INFO,
        &dialects::gen::index::CAST_U_OP_INFO,
        &dialects::gen::index::CMP_OP_INFO,
        &dialects::gen::index::SIZE_OF_OP_INFO,
        &dialects::gen::index::CONSTANT_OP_INFO,
        &dialects::gen::index::BOOL_CONSTANT_OP_INFO,
    ],
    enums: &[&dialects::gen::index::INDEX_CMP_PREDICATE_CASES_ENUM],
    attr_defs: &[],
    type_defs: &[],
    on_register: Some(dialects::native::index::on_register),
    allow_unknown_ops: false,
    attributes: ir::AttrSyntax::Closed,
    verbatim_attrs: &[],
};
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 26usize] = [
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
    ];
}
