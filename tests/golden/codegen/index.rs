// @generated from spec/dialects/index.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `Index_CmpPredicateCases` (spec/dialects/index.td:N): index comparison predicate kind
pub fn index_cmp_predicate_cases(ctx: &Context, x: Attribute) -> bool {
    ::descent::ir::pred::attr::enum_attr_pred(ctx, x, "IndexCmpPredicate")
}
/// `Index_CmpPredicateAttr` (spec/dialects/index.td:N): index comparison predicate kind
pub fn index_cmp_predicate_attr(ctx: &Context, x: Attribute) -> bool {
    ::descent::dialects::native::index::is_cmp_predicate(ctx, x)
}
/// `Index_IntegerOrIndex` (spec/dialects/index.td:N): integer or index
pub fn index_integer_or_index(ctx: &Context, x: Type) -> bool {
    (::descent::ir::pred::ty::integer(ctx, x)
        || ::descent::ir::pred::ty::index_pred(ctx, x))
}
/// `Index_BoolAttr` (spec/dialects/index.td:N): bool attribute
pub fn index_bool_attr(ctx: &Context, x: Attribute) -> bool {
    ::descent::ir::pred::attr::bool_attr_pred(ctx, x)
}
/// `Index_CmpPredicateCases` (spec/dialects/index.td): index comparison predicate kind
pub static INDEX_CMP_PREDICATE_CASES_ENUM: ::descent::ir::EnumDef = ::descent::ir::EnumDef {
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
    pub fn attr(self, ctx: &::descent::ir::Context) -> ::descent::ir::Attribute {
        let v = self.value();
        ctx.integer_attr(ctx.integer_type(32u32), v as i128)
    }
}
/// Operand group arities (also read by the generated translations).
pub const ADD_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
/// Result group arities.
pub const ADD_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `index.add` (spec/dialects/index.td:N): index addition
#[derive(Copy, Clone)]
pub struct AddOp<'a>(pub OpRef<'a>);
impl<'a> AddOp<'a> {
    pub const NAME: &'static str = "index.add";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &ADD_OP_INFO) => Some(AddOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, ADD_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, ADD_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, ADD_OP_RESULTS, 0usize).get(0)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&ADD_OP_INFO),
            },
            loc,
        );
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
fn verify_add_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: ADD_OP_OPERANDS,
            results: ADD_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_add_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        ADD_OP_OPERANDS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        ADD_OP_OPERANDS,
        1usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        ADD_OP_RESULTS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    Ok(())
}
fn verify_add_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    Ok(())
}
fn parse_add_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_lhs: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_lhs: Option<Vec<Type>> = None;
    let mut o_rhs: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
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
fn print_add_op<'p, 'a>(p: &'p mut ::descent::print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group(op, ADD_OP_OPERANDS, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group(op, ADD_OP_OPERANDS, 1usize));
    p.print_optional_attr_dict(op, &[]);
}
/// `index.add` (spec/dialects/index.td:N): index addition
pub static ADD_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "index.add",
    dialect: "index",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::COMMUTATIVE)
        .union(::descent::ir::Traits::PURE),
    attrs: &[],
    defined_at: "spec/dialects/index.td:N",
    verify: verify_add_op,
    verify_attrs: verify_add_op_attrs,
    parse: Some(&(parse_add_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_add_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: Some(::descent::ir::FoldHook {
        func: ::descent::dialects::native::fold_index::binary,
        kind: "add",
    }),
    operand_arities: ADD_OP_OPERANDS,
    result_arities: ADD_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const SUB_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
/// Result group arities.
pub const SUB_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `index.sub` (spec/dialects/index.td:N): index subtraction
#[derive(Copy, Clone)]
pub struct SubOp<'a>(pub OpRef<'a>);
impl<'a> SubOp<'a> {
    pub const NAME: &'static str = "index.sub";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &SUB_OP_INFO) => Some(SubOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, SUB_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, SUB_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, SUB_OP_RESULTS, 0usize).get(0)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&SUB_OP_INFO),
            },
            loc,
        );
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
fn verify_sub_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: SUB_OP_OPERANDS,
            results: SUB_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_add_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        SUB_OP_OPERANDS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        SUB_OP_OPERANDS,
        1usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        SUB_OP_RESULTS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    Ok(())
}
fn print_sub_op<'p, 'a>(p: &'p mut ::descent::print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group(op, SUB_OP_OPERANDS, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group(op, SUB_OP_OPERANDS, 1usize));
    p.print_optional_attr_dict(op, &[]);
}
/// `index.sub` (spec/dialects/index.td:N): index subtraction
pub static SUB_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "index.sub",
    dialect: "index",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::PURE),
    attrs: &[],
    defined_at: "spec/dialects/index.td:N",
    verify: verify_sub_op,
    verify_attrs: verify_add_op_attrs,
    parse: Some(&(parse_add_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_sub_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: Some(::descent::ir::FoldHook {
        func: ::descent::dialects::native::fold_index::binary,
        kind: "sub",
    }),
    operand_arities: SUB_OP_OPERANDS,
    result_arities: SUB_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const MUL_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
/// Result group arities.
pub const MUL_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `index.mul` (spec/dialects/index.td:N): index multiplication
#[derive(Copy, Clone)]
pub struct MulOp<'a>(pub OpRef<'a>);
impl<'a> MulOp<'a> {
    pub const NAME: &'static str = "index.mul";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &MUL_OP_INFO) => Some(MulOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, MUL_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, MUL_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, MUL_OP_RESULTS, 0usize).get(0)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&MUL_OP_INFO),
            },
            loc,
        );
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
fn verify_mul_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: MUL_OP_OPERANDS,
            results: MUL_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_add_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        MUL_OP_OPERANDS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        MUL_OP_OPERANDS,
        1usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        MUL_OP_RESULTS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    Ok(())
}
fn print_mul_op<'p, 'a>(p: &'p mut ::descent::print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group(op, MUL_OP_OPERANDS, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group(op, MUL_OP_OPERANDS, 1usize));
    p.print_optional_attr_dict(op, &[]);
}
/// `index.mul` (spec/dialects/index.td:N): index multiplication
pub static MUL_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "index.mul",
    dialect: "index",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::COMMUTATIVE)
        .union(::descent::ir::Traits::PURE),
    attrs: &[],
    defined_at: "spec/dialects/index.td:N",
    verify: verify_mul_op,
    verify_attrs: verify_add_op_attrs,
    parse: Some(&(parse_add_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_mul_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: Some(::descent::ir::FoldHook {
        func: ::descent::dialects::native::fold_index::binary,
        kind: "mul",
    }),
    operand_arities: MUL_OP_OPERANDS,
    result_arities: MUL_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const DIV_S_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
/// Result group arities.
pub const DIV_S_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `index.divs` (spec/dialects/index.td:N): index signed division
#[derive(Copy, Clone)]
pub struct DivSOp<'a>(pub OpRef<'a>);
impl<'a> DivSOp<'a> {
    pub const NAME: &'static str = "index.divs";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &DIV_S_OP_INFO) => Some(DivSOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, DIV_S_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, DIV_S_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, DIV_S_OP_RESULTS, 0usize).get(0)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&DIV_S_OP_INFO),
            },
            loc,
        );
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
fn verify_div_s_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: DIV_S_OP_OPERANDS,
            results: DIV_S_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_add_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        DIV_S_OP_OPERANDS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        DIV_S_OP_OPERANDS,
        1usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        DIV_S_OP_RESULTS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    Ok(())
}
fn print_div_s_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group(op, DIV_S_OP_OPERANDS, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group(op, DIV_S_OP_OPERANDS, 1usize));
    p.print_optional_attr_dict(op, &[]);
}
/// `index.divs` (spec/dialects/index.td:N): index signed division
pub static DIV_S_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "index.divs",
    dialect: "index",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::NO_MEMORY_EFFECT),
    attrs: &[],
    defined_at: "spec/dialects/index.td:N",
    verify: verify_div_s_op,
    verify_attrs: verify_add_op_attrs,
    parse: Some(&(parse_add_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_div_s_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: Some(::descent::ir::FoldHook {
        func: ::descent::dialects::native::fold_index::binary,
        kind: "divs",
    }),
    operand_arities: DIV_S_OP_OPERANDS,
    result_arities: DIV_S_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const DIV_U_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
/// Result group arities.
pub const DIV_U_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `index.divu` (spec/dialects/index.td:N): index unsigned division
#[derive(Copy, Clone)]
pub struct DivUOp<'a>(pub OpRef<'a>);
impl<'a> DivUOp<'a> {
    pub const NAME: &'static str = "index.divu";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &DIV_U_OP_INFO) => Some(DivUOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, DIV_U_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, DIV_U_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, DIV_U_OP_RESULTS, 0usize).get(0)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&DIV_U_OP_INFO),
            },
            loc,
        );
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
fn verify_div_u_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: DIV_U_OP_OPERANDS,
            results: DIV_U_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_add_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        DIV_U_OP_OPERANDS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        DIV_U_OP_OPERANDS,
        1usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        DIV_U_OP_RESULTS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    Ok(())
}
fn print_div_u_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group(op, DIV_U_OP_OPERANDS, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group(op, DIV_U_OP_OPERANDS, 1usize));
    p.print_optional_attr_dict(op, &[]);
}
/// `index.divu` (spec/dialects/index.td:N): index unsigned division
pub static DIV_U_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "index.divu",
    dialect: "index",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::NO_MEMORY_EFFECT),
    attrs: &[],
    defined_at: "spec/dialects/index.td:N",
    verify: verify_div_u_op,
    verify_attrs: verify_add_op_attrs,
    parse: Some(&(parse_add_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_div_u_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: Some(::descent::ir::FoldHook {
        func: ::descent::dialects::native::fold_index::binary,
        kind: "divu",
    }),
    operand_arities: DIV_U_OP_OPERANDS,
    result_arities: DIV_U_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const CEIL_DIV_S_OP_OPERANDS: &[ods::Arity] = &[
    ods::Arity::Single,
    ods::Arity::Single,
];
/// Result group arities.
pub const CEIL_DIV_S_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `index.ceildivs` (spec/dialects/index.td:N): index signed ceil division
#[derive(Copy, Clone)]
pub struct CeilDivSOp<'a>(pub OpRef<'a>);
impl<'a> CeilDivSOp<'a> {
    pub const NAME: &'static str = "index.ceildivs";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &CEIL_DIV_S_OP_INFO) => Some(CeilDivSOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, CEIL_DIV_S_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, CEIL_DIV_S_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, CEIL_DIV_S_OP_RESULTS, 0usize).get(0)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&CEIL_DIV_S_OP_INFO),
            },
            loc,
        );
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
fn verify_ceil_div_s_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: CEIL_DIV_S_OP_OPERANDS,
            results: CEIL_DIV_S_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_add_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        CEIL_DIV_S_OP_OPERANDS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        CEIL_DIV_S_OP_OPERANDS,
        1usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        CEIL_DIV_S_OP_RESULTS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    Ok(())
}
fn print_ceil_div_s_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group(op, CEIL_DIV_S_OP_OPERANDS, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group(op, CEIL_DIV_S_OP_OPERANDS, 1usize));
    p.print_optional_attr_dict(op, &[]);
}
/// `index.ceildivs` (spec/dialects/index.td:N): index signed ceil division
pub static CEIL_DIV_S_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "index.ceildivs",
    dialect: "index",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::NO_MEMORY_EFFECT),
    attrs: &[],
    defined_at: "spec/dialects/index.td:N",
    verify: verify_ceil_div_s_op,
    verify_attrs: verify_add_op_attrs,
    parse: Some(&(parse_add_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_ceil_div_s_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: Some(::descent::ir::FoldHook {
        func: ::descent::dialects::native::fold_index::binary,
        kind: "ceildivs",
    }),
    operand_arities: CEIL_DIV_S_OP_OPERANDS,
    result_arities: CEIL_DIV_S_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const CEIL_DIV_U_OP_OPERANDS: &[ods::Arity] = &[
    ods::Arity::Single,
    ods::Arity::Single,
];
/// Result group arities.
pub const CEIL_DIV_U_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `index.ceildivu` (spec/dialects/index.td:N): index unsigned ceil division
#[derive(Copy, Clone)]
pub struct CeilDivUOp<'a>(pub OpRef<'a>);
impl<'a> CeilDivUOp<'a> {
    pub const NAME: &'static str = "index.ceildivu";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &CEIL_DIV_U_OP_INFO) => Some(CeilDivUOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, CEIL_DIV_U_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, CEIL_DIV_U_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, CEIL_DIV_U_OP_RESULTS, 0usize).get(0)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&CEIL_DIV_U_OP_INFO),
            },
            loc,
        );
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
fn verify_ceil_div_u_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: CEIL_DIV_U_OP_OPERANDS,
            results: CEIL_DIV_U_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_add_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        CEIL_DIV_U_OP_OPERANDS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        CEIL_DIV_U_OP_OPERANDS,
        1usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        CEIL_DIV_U_OP_RESULTS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    Ok(())
}
fn print_ceil_div_u_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group(op, CEIL_DIV_U_OP_OPERANDS, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group(op, CEIL_DIV_U_OP_OPERANDS, 1usize));
    p.print_optional_attr_dict(op, &[]);
}
/// `index.ceildivu` (spec/dialects/index.td:N): index unsigned ceil division
pub static CEIL_DIV_U_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "index.ceildivu",
    dialect: "index",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::NO_MEMORY_EFFECT),
    attrs: &[],
    defined_at: "spec/dialects/index.td:N",
    verify: verify_ceil_div_u_op,
    verify_attrs: verify_add_op_attrs,
    parse: Some(&(parse_add_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_ceil_div_u_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: Some(::descent::ir::FoldHook {
        func: ::descent::dialects::native::fold_index::binary,
        kind: "ceildivu",
    }),
    operand_arities: CEIL_DIV_U_OP_OPERANDS,
    result_arities: CEIL_DIV_U_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const FLOOR_DIV_S_OP_OPERANDS: &[ods::Arity] = &[
    ods::Arity::Single,
    ods::Arity::Single,
];
/// Result group arities.
pub const FLOOR_DIV_S_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `index.floordivs` (spec/dialects/index.td:N): index signed floor division
#[derive(Copy, Clone)]
pub struct FloorDivSOp<'a>(pub OpRef<'a>);
impl<'a> FloorDivSOp<'a> {
    pub const NAME: &'static str = "index.floordivs";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &FLOOR_DIV_S_OP_INFO) => Some(FloorDivSOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, FLOOR_DIV_S_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, FLOOR_DIV_S_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, FLOOR_DIV_S_OP_RESULTS, 0usize).get(0)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&FLOOR_DIV_S_OP_INFO),
            },
            loc,
        );
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
fn verify_floor_div_s_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: FLOOR_DIV_S_OP_OPERANDS,
            results: FLOOR_DIV_S_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_add_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        FLOOR_DIV_S_OP_OPERANDS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        FLOOR_DIV_S_OP_OPERANDS,
        1usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        FLOOR_DIV_S_OP_RESULTS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    Ok(())
}
fn print_floor_div_s_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group(op, FLOOR_DIV_S_OP_OPERANDS, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group(op, FLOOR_DIV_S_OP_OPERANDS, 1usize));
    p.print_optional_attr_dict(op, &[]);
}
/// `index.floordivs` (spec/dialects/index.td:N): index signed floor division
pub static FLOOR_DIV_S_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "index.floordivs",
    dialect: "index",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::NO_MEMORY_EFFECT),
    attrs: &[],
    defined_at: "spec/dialects/index.td:N",
    verify: verify_floor_div_s_op,
    verify_attrs: verify_add_op_attrs,
    parse: Some(&(parse_add_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_floor_div_s_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: Some(::descent::ir::FoldHook {
        func: ::descent::dialects::native::fold_index::binary,
        kind: "floordivs",
    }),
    operand_arities: FLOOR_DIV_S_OP_OPERANDS,
    result_arities: FLOOR_DIV_S_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const REM_S_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
/// Result group arities.
pub const REM_S_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `index.rems` (spec/dialects/index.td:N): index signed remainder
#[derive(Copy, Clone)]
pub struct RemSOp<'a>(pub OpRef<'a>);
impl<'a> RemSOp<'a> {
    pub const NAME: &'static str = "index.rems";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &REM_S_OP_INFO) => Some(RemSOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, REM_S_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, REM_S_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, REM_S_OP_RESULTS, 0usize).get(0)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&REM_S_OP_INFO),
            },
            loc,
        );
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
fn verify_rem_s_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: REM_S_OP_OPERANDS,
            results: REM_S_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_add_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        REM_S_OP_OPERANDS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        REM_S_OP_OPERANDS,
        1usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        REM_S_OP_RESULTS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    Ok(())
}
fn print_rem_s_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group(op, REM_S_OP_OPERANDS, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group(op, REM_S_OP_OPERANDS, 1usize));
    p.print_optional_attr_dict(op, &[]);
}
/// `index.rems` (spec/dialects/index.td:N): index signed remainder
pub static REM_S_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "index.rems",
    dialect: "index",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::NO_MEMORY_EFFECT),
    attrs: &[],
    defined_at: "spec/dialects/index.td:N",
    verify: verify_rem_s_op,
    verify_attrs: verify_add_op_attrs,
    parse: Some(&(parse_add_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_rem_s_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: Some(::descent::ir::FoldHook {
        func: ::descent::dialects::native::fold_index::binary,
        kind: "rems",
    }),
    operand_arities: REM_S_OP_OPERANDS,
    result_arities: REM_S_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const REM_U_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
/// Result group arities.
pub const REM_U_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `index.remu` (spec/dialects/index.td:N): index unsigned remainder
#[derive(Copy, Clone)]
pub struct RemUOp<'a>(pub OpRef<'a>);
impl<'a> RemUOp<'a> {
    pub const NAME: &'static str = "index.remu";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &REM_U_OP_INFO) => Some(RemUOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, REM_U_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, REM_U_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, REM_U_OP_RESULTS, 0usize).get(0)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&REM_U_OP_INFO),
            },
            loc,
        );
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
fn verify_rem_u_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: REM_U_OP_OPERANDS,
            results: REM_U_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_add_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        REM_U_OP_OPERANDS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        REM_U_OP_OPERANDS,
        1usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        REM_U_OP_RESULTS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    Ok(())
}
fn print_rem_u_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group(op, REM_U_OP_OPERANDS, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group(op, REM_U_OP_OPERANDS, 1usize));
    p.print_optional_attr_dict(op, &[]);
}
/// `index.remu` (spec/dialects/index.td:N): index unsigned remainder
pub static REM_U_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "index.remu",
    dialect: "index",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::NO_MEMORY_EFFECT),
    attrs: &[],
    defined_at: "spec/dialects/index.td:N",
    verify: verify_rem_u_op,
    verify_attrs: verify_add_op_attrs,
    parse: Some(&(parse_add_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_rem_u_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: Some(::descent::ir::FoldHook {
        func: ::descent::dialects::native::fold_index::binary,
        kind: "remu",
    }),
    operand_arities: REM_U_OP_OPERANDS,
    result_arities: REM_U_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const MAX_S_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
/// Result group arities.
pub const MAX_S_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `index.maxs` (spec/dialects/index.td:N): index signed maximum
#[derive(Copy, Clone)]
pub struct MaxSOp<'a>(pub OpRef<'a>);
impl<'a> MaxSOp<'a> {
    pub const NAME: &'static str = "index.maxs";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &MAX_S_OP_INFO) => Some(MaxSOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, MAX_S_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, MAX_S_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, MAX_S_OP_RESULTS, 0usize).get(0)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&MAX_S_OP_INFO),
            },
            loc,
        );
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
fn verify_max_s_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: MAX_S_OP_OPERANDS,
            results: MAX_S_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_add_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        MAX_S_OP_OPERANDS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        MAX_S_OP_OPERANDS,
        1usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        MAX_S_OP_RESULTS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    Ok(())
}
fn print_max_s_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group(op, MAX_S_OP_OPERANDS, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group(op, MAX_S_OP_OPERANDS, 1usize));
    p.print_optional_attr_dict(op, &[]);
}
/// `index.maxs` (spec/dialects/index.td:N): index signed maximum
pub static MAX_S_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "index.maxs",
    dialect: "index",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::COMMUTATIVE)
        .union(::descent::ir::Traits::PURE),
    attrs: &[],
    defined_at: "spec/dialects/index.td:N",
    verify: verify_max_s_op,
    verify_attrs: verify_add_op_attrs,
    parse: Some(&(parse_add_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_max_s_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: Some(::descent::ir::FoldHook {
        func: ::descent::dialects::native::fold_index::binary,
        kind: "maxs",
    }),
    operand_arities: MAX_S_OP_OPERANDS,
    result_arities: MAX_S_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const MAX_U_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
/// Result group arities.
pub const MAX_U_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `index.maxu` (spec/dialects/index.td:N): index unsigned maximum
#[derive(Copy, Clone)]
pub struct MaxUOp<'a>(pub OpRef<'a>);
impl<'a> MaxUOp<'a> {
    pub const NAME: &'static str = "index.maxu";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &MAX_U_OP_INFO) => Some(MaxUOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, MAX_U_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, MAX_U_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, MAX_U_OP_RESULTS, 0usize).get(0)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&MAX_U_OP_INFO),
            },
            loc,
        );
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
fn verify_max_u_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: MAX_U_OP_OPERANDS,
            results: MAX_U_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_add_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        MAX_U_OP_OPERANDS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        MAX_U_OP_OPERANDS,
        1usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        MAX_U_OP_RESULTS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    Ok(())
}
fn print_max_u_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group(op, MAX_U_OP_OPERANDS, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group(op, MAX_U_OP_OPERANDS, 1usize));
    p.print_optional_attr_dict(op, &[]);
}
/// `index.maxu` (spec/dialects/index.td:N): index unsigned maximum
pub static MAX_U_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "index.maxu",
    dialect: "index",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::COMMUTATIVE)
        .union(::descent::ir::Traits::PURE),
    attrs: &[],
    defined_at: "spec/dialects/index.td:N",
    verify: verify_max_u_op,
    verify_attrs: verify_add_op_attrs,
    parse: Some(&(parse_add_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_max_u_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: Some(::descent::ir::FoldHook {
        func: ::descent::dialects::native::fold_index::binary,
        kind: "maxu",
    }),
    operand_arities: MAX_U_OP_OPERANDS,
    result_arities: MAX_U_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const MIN_S_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
/// Result group arities.
pub const MIN_S_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `index.mins` (spec/dialects/index.td:N): index signed minimum
#[derive(Copy, Clone)]
pub struct MinSOp<'a>(pub OpRef<'a>);
impl<'a> MinSOp<'a> {
    pub const NAME: &'static str = "index.mins";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &MIN_S_OP_INFO) => Some(MinSOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, MIN_S_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, MIN_S_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, MIN_S_OP_RESULTS, 0usize).get(0)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&MIN_S_OP_INFO),
            },
            loc,
        );
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
fn verify_min_s_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: MIN_S_OP_OPERANDS,
            results: MIN_S_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_add_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        MIN_S_OP_OPERANDS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        MIN_S_OP_OPERANDS,
        1usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        MIN_S_OP_RESULTS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    Ok(())
}
fn print_min_s_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group(op, MIN_S_OP_OPERANDS, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group(op, MIN_S_OP_OPERANDS, 1usize));
    p.print_optional_attr_dict(op, &[]);
}
/// `index.mins` (spec/dialects/index.td:N): index signed minimum
pub static MIN_S_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "index.mins",
    dialect: "index",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::COMMUTATIVE)
        .union(::descent::ir::Traits::PURE),
    attrs: &[],
    defined_at: "spec/dialects/index.td:N",
    verify: verify_min_s_op,
    verify_attrs: verify_add_op_attrs,
    parse: Some(&(parse_add_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_min_s_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: Some(::descent::ir::FoldHook {
        func: ::descent::dialects::native::fold_index::binary,
        kind: "mins",
    }),
    operand_arities: MIN_S_OP_OPERANDS,
    result_arities: MIN_S_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const MIN_U_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
/// Result group arities.
pub const MIN_U_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `index.minu` (spec/dialects/index.td:N): index unsigned minimum
#[derive(Copy, Clone)]
pub struct MinUOp<'a>(pub OpRef<'a>);
impl<'a> MinUOp<'a> {
    pub const NAME: &'static str = "index.minu";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &MIN_U_OP_INFO) => Some(MinUOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, MIN_U_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, MIN_U_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, MIN_U_OP_RESULTS, 0usize).get(0)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&MIN_U_OP_INFO),
            },
            loc,
        );
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
fn verify_min_u_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: MIN_U_OP_OPERANDS,
            results: MIN_U_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_add_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        MIN_U_OP_OPERANDS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        MIN_U_OP_OPERANDS,
        1usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        MIN_U_OP_RESULTS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    Ok(())
}
fn print_min_u_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group(op, MIN_U_OP_OPERANDS, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group(op, MIN_U_OP_OPERANDS, 1usize));
    p.print_optional_attr_dict(op, &[]);
}
/// `index.minu` (spec/dialects/index.td:N): index unsigned minimum
pub static MIN_U_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "index.minu",
    dialect: "index",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::COMMUTATIVE)
        .union(::descent::ir::Traits::PURE),
    attrs: &[],
    defined_at: "spec/dialects/index.td:N",
    verify: verify_min_u_op,
    verify_attrs: verify_add_op_attrs,
    parse: Some(&(parse_add_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_min_u_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: Some(::descent::ir::FoldHook {
        func: ::descent::dialects::native::fold_index::binary,
        kind: "minu",
    }),
    operand_arities: MIN_U_OP_OPERANDS,
    result_arities: MIN_U_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const SHL_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
/// Result group arities.
pub const SHL_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `index.shl` (spec/dialects/index.td:N): index shift left
#[derive(Copy, Clone)]
pub struct ShlOp<'a>(pub OpRef<'a>);
impl<'a> ShlOp<'a> {
    pub const NAME: &'static str = "index.shl";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &SHL_OP_INFO) => Some(ShlOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, SHL_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, SHL_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, SHL_OP_RESULTS, 0usize).get(0)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&SHL_OP_INFO),
            },
            loc,
        );
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
fn verify_shl_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: SHL_OP_OPERANDS,
            results: SHL_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_add_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        SHL_OP_OPERANDS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        SHL_OP_OPERANDS,
        1usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        SHL_OP_RESULTS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    Ok(())
}
fn print_shl_op<'p, 'a>(p: &'p mut ::descent::print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group(op, SHL_OP_OPERANDS, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group(op, SHL_OP_OPERANDS, 1usize));
    p.print_optional_attr_dict(op, &[]);
}
/// `index.shl` (spec/dialects/index.td:N): index shift left
pub static SHL_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "index.shl",
    dialect: "index",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::PURE),
    attrs: &[],
    defined_at: "spec/dialects/index.td:N",
    verify: verify_shl_op,
    verify_attrs: verify_add_op_attrs,
    parse: Some(&(parse_add_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_shl_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: Some(::descent::ir::FoldHook {
        func: ::descent::dialects::native::fold_index::binary,
        kind: "shl",
    }),
    operand_arities: SHL_OP_OPERANDS,
    result_arities: SHL_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const SHR_S_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
/// Result group arities.
pub const SHR_S_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `index.shrs` (spec/dialects/index.td:N): signed index shift right
#[derive(Copy, Clone)]
pub struct ShrSOp<'a>(pub OpRef<'a>);
impl<'a> ShrSOp<'a> {
    pub const NAME: &'static str = "index.shrs";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &SHR_S_OP_INFO) => Some(ShrSOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, SHR_S_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, SHR_S_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, SHR_S_OP_RESULTS, 0usize).get(0)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&SHR_S_OP_INFO),
            },
            loc,
        );
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
fn verify_shr_s_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: SHR_S_OP_OPERANDS,
            results: SHR_S_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_add_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        SHR_S_OP_OPERANDS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        SHR_S_OP_OPERANDS,
        1usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        SHR_S_OP_RESULTS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    Ok(())
}
fn print_shr_s_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group(op, SHR_S_OP_OPERANDS, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group(op, SHR_S_OP_OPERANDS, 1usize));
    p.print_optional_attr_dict(op, &[]);
}
/// `index.shrs` (spec/dialects/index.td:N): signed index shift right
pub static SHR_S_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "index.shrs",
    dialect: "index",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::PURE),
    attrs: &[],
    defined_at: "spec/dialects/index.td:N",
    verify: verify_shr_s_op,
    verify_attrs: verify_add_op_attrs,
    parse: Some(&(parse_add_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_shr_s_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: Some(::descent::ir::FoldHook {
        func: ::descent::dialects::native::fold_index::binary,
        kind: "shrs",
    }),
    operand_arities: SHR_S_OP_OPERANDS,
    result_arities: SHR_S_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const SHR_U_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
/// Result group arities.
pub const SHR_U_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `index.shru` (spec/dialects/index.td:N): unsigned index shift right
#[derive(Copy, Clone)]
pub struct ShrUOp<'a>(pub OpRef<'a>);
impl<'a> ShrUOp<'a> {
    pub const NAME: &'static str = "index.shru";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &SHR_U_OP_INFO) => Some(ShrUOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, SHR_U_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, SHR_U_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, SHR_U_OP_RESULTS, 0usize).get(0)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&SHR_U_OP_INFO),
            },
            loc,
        );
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
fn verify_shr_u_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: SHR_U_OP_OPERANDS,
            results: SHR_U_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_add_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        SHR_U_OP_OPERANDS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        SHR_U_OP_OPERANDS,
        1usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        SHR_U_OP_RESULTS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    Ok(())
}
fn print_shr_u_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group(op, SHR_U_OP_OPERANDS, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group(op, SHR_U_OP_OPERANDS, 1usize));
    p.print_optional_attr_dict(op, &[]);
}
/// `index.shru` (spec/dialects/index.td:N): unsigned index shift right
pub static SHR_U_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "index.shru",
    dialect: "index",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::PURE),
    attrs: &[],
    defined_at: "spec/dialects/index.td:N",
    verify: verify_shr_u_op,
    verify_attrs: verify_add_op_attrs,
    parse: Some(&(parse_add_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_shr_u_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: Some(::descent::ir::FoldHook {
        func: ::descent::dialects::native::fold_index::binary,
        kind: "shru",
    }),
    operand_arities: SHR_U_OP_OPERANDS,
    result_arities: SHR_U_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const AND_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
/// Result group arities.
pub const AND_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `index.and` (spec/dialects/index.td:N): index bitwise and
#[derive(Copy, Clone)]
pub struct AndOp<'a>(pub OpRef<'a>);
impl<'a> AndOp<'a> {
    pub const NAME: &'static str = "index.and";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &AND_OP_INFO) => Some(AndOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, AND_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, AND_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, AND_OP_RESULTS, 0usize).get(0)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&AND_OP_INFO),
            },
            loc,
        );
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
fn verify_and_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: AND_OP_OPERANDS,
            results: AND_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_add_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        AND_OP_OPERANDS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        AND_OP_OPERANDS,
        1usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        AND_OP_RESULTS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    Ok(())
}
fn print_and_op<'p, 'a>(p: &'p mut ::descent::print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group(op, AND_OP_OPERANDS, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group(op, AND_OP_OPERANDS, 1usize));
    p.print_optional_attr_dict(op, &[]);
}
/// `index.and` (spec/dialects/index.td:N): index bitwise and
pub static AND_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "index.and",
    dialect: "index",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::COMMUTATIVE)
        .union(::descent::ir::Traits::PURE),
    attrs: &[],
    defined_at: "spec/dialects/index.td:N",
    verify: verify_and_op,
    verify_attrs: verify_add_op_attrs,
    parse: Some(&(parse_add_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_and_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: Some(::descent::ir::FoldHook {
        func: ::descent::dialects::native::fold_index::binary,
        kind: "and",
    }),
    operand_arities: AND_OP_OPERANDS,
    result_arities: AND_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const OR_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
/// Result group arities.
pub const OR_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `index.or` (spec/dialects/index.td:N): index bitwise or
#[derive(Copy, Clone)]
pub struct OrOp<'a>(pub OpRef<'a>);
impl<'a> OrOp<'a> {
    pub const NAME: &'static str = "index.or";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &OR_OP_INFO) => Some(OrOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, OR_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, OR_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, OR_OP_RESULTS, 0usize).get(0)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&OR_OP_INFO),
            },
            loc,
        );
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
fn verify_or_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: OR_OP_OPERANDS,
            results: OR_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_add_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        OR_OP_OPERANDS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        OR_OP_OPERANDS,
        1usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        OR_OP_RESULTS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    Ok(())
}
fn print_or_op<'p, 'a>(p: &'p mut ::descent::print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group(op, OR_OP_OPERANDS, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group(op, OR_OP_OPERANDS, 1usize));
    p.print_optional_attr_dict(op, &[]);
}
/// `index.or` (spec/dialects/index.td:N): index bitwise or
pub static OR_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "index.or",
    dialect: "index",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::COMMUTATIVE)
        .union(::descent::ir::Traits::PURE),
    attrs: &[],
    defined_at: "spec/dialects/index.td:N",
    verify: verify_or_op,
    verify_attrs: verify_add_op_attrs,
    parse: Some(&(parse_add_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_or_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: Some(::descent::ir::FoldHook {
        func: ::descent::dialects::native::fold_index::binary,
        kind: "or",
    }),
    operand_arities: OR_OP_OPERANDS,
    result_arities: OR_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const X_OR_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
/// Result group arities.
pub const X_OR_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `index.xor` (spec/dialects/index.td:N): index bitwise xor
#[derive(Copy, Clone)]
pub struct XOrOp<'a>(pub OpRef<'a>);
impl<'a> XOrOp<'a> {
    pub const NAME: &'static str = "index.xor";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &X_OR_OP_INFO) => Some(XOrOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, X_OR_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, X_OR_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, X_OR_OP_RESULTS, 0usize).get(0)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&X_OR_OP_INFO),
            },
            loc,
        );
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
fn verify_x_or_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: X_OR_OP_OPERANDS,
            results: X_OR_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_add_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        X_OR_OP_OPERANDS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        X_OR_OP_OPERANDS,
        1usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        X_OR_OP_RESULTS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    Ok(())
}
fn print_x_or_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group(op, X_OR_OP_OPERANDS, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group(op, X_OR_OP_OPERANDS, 1usize));
    p.print_optional_attr_dict(op, &[]);
}
/// `index.xor` (spec/dialects/index.td:N): index bitwise xor
pub static X_OR_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "index.xor",
    dialect: "index",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::COMMUTATIVE)
        .union(::descent::ir::Traits::PURE),
    attrs: &[],
    defined_at: "spec/dialects/index.td:N",
    verify: verify_x_or_op,
    verify_attrs: verify_add_op_attrs,
    parse: Some(&(parse_add_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_x_or_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: Some(::descent::ir::FoldHook {
        func: ::descent::dialects::native::fold_index::binary,
        kind: "xor",
    }),
    operand_arities: X_OR_OP_OPERANDS,
    result_arities: X_OR_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const CAST_S_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const CAST_S_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `index.casts` (spec/dialects/index.td:N): index signed cast
#[derive(Copy, Clone)]
pub struct CastSOp<'a>(pub OpRef<'a>);
impl<'a> CastSOp<'a> {
    pub const NAME: &'static str = "index.casts";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &CAST_S_OP_INFO) => Some(CastSOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `input`: integer or index
    pub fn input(&self) -> Value {
        ods::operand_group(self.0, CAST_S_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `output`: integer or index
    pub fn output(&self) -> Value {
        ods::results_group(self.0, CAST_S_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        input: Value,
        output_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&CAST_S_OP_INFO),
            },
            loc,
        );
        st.operands.push(input);
        st.result_types.push(output_ty);
        st
    }
}
fn verify_cast_s_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: CAST_S_OP_OPERANDS,
            results: CAST_S_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_add_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        CAST_S_OP_OPERANDS,
        0usize,
        "integer or index",
        |ctx, t| ::descent::dialects::gen::index::index_integer_or_index(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        CAST_S_OP_RESULTS,
        0usize,
        "integer or index",
        |ctx, t| ::descent::dialects::gen::index::index_integer_or_index(ctx, t),
    )?;
    ::descent::dialects::native::index::verify_cast(op)?;
    Ok(())
}
fn parse_cast_s_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_input: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
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
fn print_cast_s_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group(op, CAST_S_OP_OPERANDS, 0usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group(op, CAST_S_OP_OPERANDS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(" to");
    p.write(" ");
    p.print_types(
        ods::results_group(op, CAST_S_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `index.casts` (spec/dialects/index.td:N): index signed cast
pub static CAST_S_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "index.casts",
    dialect: "index",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::PURE),
    attrs: &[],
    defined_at: "spec/dialects/index.td:N",
    verify: verify_cast_s_op,
    verify_attrs: verify_add_op_attrs,
    parse: Some(&(parse_cast_s_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_cast_s_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: Some(::descent::ir::FoldHook {
        func: ::descent::dialects::native::fold_index::cast,
        kind: "casts",
    }),
    operand_arities: CAST_S_OP_OPERANDS,
    result_arities: CAST_S_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const CAST_U_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
/// Result group arities.
pub const CAST_U_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `index.castu` (spec/dialects/index.td:N): index unsigned cast
#[derive(Copy, Clone)]
pub struct CastUOp<'a>(pub OpRef<'a>);
impl<'a> CastUOp<'a> {
    pub const NAME: &'static str = "index.castu";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &CAST_U_OP_INFO) => Some(CastUOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `input`: integer or index
    pub fn input(&self) -> Value {
        ods::operand_group(self.0, CAST_U_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `output`: integer or index
    pub fn output(&self) -> Value {
        ods::results_group(self.0, CAST_U_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        input: Value,
        output_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&CAST_U_OP_INFO),
            },
            loc,
        );
        st.operands.push(input);
        st.result_types.push(output_ty);
        st
    }
}
fn verify_cast_u_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: CAST_U_OP_OPERANDS,
            results: CAST_U_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_add_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        CAST_U_OP_OPERANDS,
        0usize,
        "integer or index",
        |ctx, t| ::descent::dialects::gen::index::index_integer_or_index(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        CAST_U_OP_RESULTS,
        0usize,
        "integer or index",
        |ctx, t| ::descent::dialects::gen::index::index_integer_or_index(ctx, t),
    )?;
    ::descent::dialects::native::index::verify_cast(op)?;
    Ok(())
}
fn print_cast_u_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group(op, CAST_U_OP_OPERANDS, 0usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group(op, CAST_U_OP_OPERANDS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(" to");
    p.write(" ");
    p.print_types(
        ods::results_group(op, CAST_U_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `index.castu` (spec/dialects/index.td:N): index unsigned cast
pub static CAST_U_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "index.castu",
    dialect: "index",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::PURE),
    attrs: &[],
    defined_at: "spec/dialects/index.td:N",
    verify: verify_cast_u_op,
    verify_attrs: verify_add_op_attrs,
    parse: Some(&(parse_cast_s_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_cast_u_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: Some(::descent::ir::FoldHook {
        func: ::descent::dialects::native::fold_index::cast,
        kind: "castu",
    }),
    operand_arities: CAST_U_OP_OPERANDS,
    result_arities: CAST_U_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const CMP_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
/// Result group arities.
pub const CMP_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `index.cmp` (spec/dialects/index.td:N): index compare
#[derive(Copy, Clone)]
pub struct CmpOp<'a>(pub OpRef<'a>);
impl<'a> CmpOp<'a> {
    pub const NAME: &'static str = "index.cmp";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &CMP_OP_INFO) => Some(CmpOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: index
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, CMP_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `rhs`: index
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, CMP_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `result`: 1-bit signless integer
    pub fn result(&self) -> Value {
        ods::results_group(self.0, CMP_OP_RESULTS, 0usize).get(0)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&CMP_OP_INFO),
            },
            loc,
        );
        st.operands.push(lhs);
        st.operands.push(rhs);
        if let Some(a) = pred_attr {
            st.add_attr(ctx.ident("pred"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_cmp_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: CMP_OP_OPERANDS,
            results: CMP_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    if op.attr("pred").is_none() {
        return Err(ods::op_error(op, "requires attribute 'pred'"));
    }
    verify_cmp_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        CMP_OP_OPERANDS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        CMP_OP_OPERANDS,
        1usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        CMP_OP_RESULTS,
        0usize,
        "1-bit signless integer",
        |ctx, t| ::descent::dialects::gen::constraints::i1(ctx, t),
    )?;
    Ok(())
}
fn verify_cmp_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    if let Some(a) = op.attr("pred") {
        if !(::descent::dialects::gen::index::index_cmp_predicate_attr(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'pred' failed to satisfy constraint: index comparison predicate kind",
                ),
            );
        }
    }
    Ok(())
}
fn parse_cmp_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_lhs: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_lhs: Option<Vec<Type>> = None;
    let mut o_rhs: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_rhs: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    {
        let mut a_0: Option<Attribute> = None;
        ::descent::dialects::native::index::directives::parse_cmp_predicate(
            p,
            st,
            &mut a_0,
        )?;
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
fn print_cmp_op<'p, 'a>(p: &'p mut ::descent::print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    ::descent::dialects::native::index::directives::print_cmp_predicate(
        p,
        op,
        op.attr("pred"),
    );
    p.write("(");
    p.print_operands(ods::operand_group(op, CMP_OP_OPERANDS, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group(op, CMP_OP_OPERANDS, 1usize));
    p.write(")");
    p.print_optional_attr_dict(op, &["pred"]);
}
/// `index.cmp` (spec/dialects/index.td:N): index compare
pub static CMP_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "index.cmp",
    dialect: "index",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::PURE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "pred",
            default: None,
            materialize: false,
            optional: false,
        },
    ],
    defined_at: "spec/dialects/index.td:N",
    verify: verify_cmp_op,
    verify_attrs: verify_cmp_op_attrs,
    parse: Some(&(parse_cmp_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_cmp_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: Some(::descent::ir::FoldHook {
        func: ::descent::dialects::native::fold_index::cmp,
        kind: "",
    }),
    operand_arities: CMP_OP_OPERANDS,
    result_arities: CMP_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const SIZE_OF_OP_OPERANDS: &[ods::Arity] = &[];
/// Result group arities.
pub const SIZE_OF_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `index.sizeof` (spec/dialects/index.td:N): size in bits of the index type
#[derive(Copy, Clone)]
pub struct SizeOfOp<'a>(pub OpRef<'a>);
impl<'a> SizeOfOp<'a> {
    pub const NAME: &'static str = "index.sizeof";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &SIZE_OF_OP_INFO) => Some(SizeOfOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, SIZE_OF_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, result_ty: Type) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&SIZE_OF_OP_INFO),
            },
            loc,
        );
        st.result_types.push(result_ty);
        st
    }
}
fn verify_size_of_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: SIZE_OF_OP_OPERANDS,
            results: SIZE_OF_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_add_op_attrs(op)?;
    ods::check_group(
        op,
        true,
        SIZE_OF_OP_RESULTS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    Ok(())
}
fn parse_size_of_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
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
fn print_size_of_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.print_optional_attr_dict(op, &[]);
}
/// `index.sizeof` (spec/dialects/index.td:N): size in bits of the index type
pub static SIZE_OF_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "index.sizeof",
    dialect: "index",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::PURE),
    attrs: &[],
    defined_at: "spec/dialects/index.td:N",
    verify: verify_size_of_op,
    verify_attrs: verify_add_op_attrs,
    parse: Some(&(parse_size_of_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_size_of_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: SIZE_OF_OP_OPERANDS,
    result_arities: SIZE_OF_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const CONSTANT_OP_OPERANDS: &[ods::Arity] = &[];
/// Result group arities.
pub const CONSTANT_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `index.constant` (spec/dialects/index.td:N): index constant
#[derive(Copy, Clone)]
pub struct ConstantOp<'a>(pub OpRef<'a>);
impl<'a> ConstantOp<'a> {
    pub const NAME: &'static str = "index.constant";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &CONSTANT_OP_INFO) => Some(ConstantOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Result `result`: index
    pub fn result(&self) -> Value {
        ods::results_group(self.0, CONSTANT_OP_RESULTS, 0usize).get(0)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&CONSTANT_OP_INFO),
            },
            loc,
        );
        if let Some(a) = value_attr {
            st.add_attr(ctx.ident("value"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_constant_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: CONSTANT_OP_OPERANDS,
            results: CONSTANT_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    if op.attr("value").is_none() {
        return Err(ods::op_error(op, "requires attribute 'value'"));
    }
    verify_constant_op_attrs(op)?;
    ods::check_group(
        op,
        true,
        CONSTANT_OP_RESULTS,
        0usize,
        "index",
        |ctx, t| ::descent::dialects::gen::constraints::index(ctx, t),
    )?;
    Ok(())
}
fn verify_constant_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    if let Some(a) = op.attr("value") {
        if !(::descent::dialects::gen::constraints::index_attr(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'value' failed to satisfy constraint: index attribute",
                ),
            );
        }
    }
    Ok(())
}
fn parse_constant_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
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
fn print_constant_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.print_optional_attr_dict(op, &["value"]);
    p.write(" ");
    if let Some(a) = op.attr("value") {
        p.print_attr_value(a, true);
    }
}
/// `index.constant` (spec/dialects/index.td:N): index constant
pub static CONSTANT_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "index.constant",
    dialect: "index",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::CONSTANT_LIKE)
        .union(::descent::ir::Traits::PURE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "value",
            default: None,
            materialize: false,
            optional: false,
        },
    ],
    defined_at: "spec/dialects/index.td:N",
    verify: verify_constant_op,
    verify_attrs: verify_constant_op_attrs,
    parse: Some(&(parse_constant_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_constant_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::Native(
        ::descent::dialects::native::index::constant_result_names,
    ),
    fold: None,
    operand_arities: CONSTANT_OP_OPERANDS,
    result_arities: CONSTANT_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const BOOL_CONSTANT_OP_OPERANDS: &[ods::Arity] = &[];
/// Result group arities.
pub const BOOL_CONSTANT_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `index.bool.constant` (spec/dialects/index.td:N): boolean constant
#[derive(Copy, Clone)]
pub struct BoolConstantOp<'a>(pub OpRef<'a>);
impl<'a> BoolConstantOp<'a> {
    pub const NAME: &'static str = "index.bool.constant";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &BOOL_CONSTANT_OP_INFO) => {
                Some(BoolConstantOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Result `result`: 1-bit signless integer
    pub fn result(&self) -> Value {
        ods::results_group(self.0, BOOL_CONSTANT_OP_RESULTS, 0usize).get(0)
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
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&BOOL_CONSTANT_OP_INFO),
            },
            loc,
        );
        if let Some(a) = value_attr {
            st.add_attr(ctx.ident("value"), a);
        }
        st.result_types.push(result_ty);
        st
    }
}
fn verify_bool_constant_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: BOOL_CONSTANT_OP_OPERANDS,
            results: BOOL_CONSTANT_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    if op.attr("value").is_none() {
        return Err(ods::op_error(op, "requires attribute 'value'"));
    }
    verify_bool_constant_op_attrs(op)?;
    ods::check_group(
        op,
        true,
        BOOL_CONSTANT_OP_RESULTS,
        0usize,
        "1-bit signless integer",
        |ctx, t| ::descent::dialects::gen::constraints::i1(ctx, t),
    )?;
    Ok(())
}
fn verify_bool_constant_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    if let Some(a) = op.attr("value") {
        if !(::descent::dialects::gen::index::index_bool_attr(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'value' failed to satisfy constraint: bool attribute",
                ),
            );
        }
    }
    Ok(())
}
fn parse_bool_constant_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
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
pub static BOOL_CONSTANT_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "index.bool.constant",
    dialect: "index",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::CONSTANT_LIKE)
        .union(::descent::ir::Traits::PURE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "value",
            default: None,
            materialize: false,
            optional: false,
        },
    ],
    defined_at: "spec/dialects/index.td:N",
    verify: verify_bool_constant_op,
    verify_attrs: verify_bool_constant_op_attrs,
    parse: Some(&(parse_bool_constant_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_constant_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::Native(
        ::descent::dialects::native::index::bool_constant_result_names,
    ),
    fold: None,
    operand_arities: BOOL_CONSTANT_OP_OPERANDS,
    result_arities: BOOL_CONSTANT_OP_RESULTS,
    successor_operands: &[],
};
/// Registration table of the dialect.
pub static DIALECT: ::descent::ir::DialectInfo = ::descent::ir::DialectInfo {
    name: "index",
    ops: &[
        &::descent::dialects::gen::index::ADD_OP_INFO,
        &::descent::dialects::gen::index::SUB_OP_INFO,
        &::descent::dialects::gen::index::MUL_OP_INFO,
        &::descent::dialects::gen::index::DIV_S_OP_INFO,
        &::descent::dialects::gen::index::DIV_U_OP_INFO,
        &::descent::dialects::gen::index::CEIL_DIV_S_OP_INFO,
        &::descent::dialects::gen::index::CEIL_DIV_U_OP_INFO,
        &::descent::dialects::gen::index::FLOOR_DIV_S_OP_INFO,
        &::descent::dialects::gen::index::REM_S_OP_INFO,
        &::descent::dialects::gen::index::REM_U_OP_INFO,
        &::descent::dialects::gen::index::MAX_S_OP_INFO,
        &::descent::dialects::gen::index::MAX_U_OP_INFO,
        &::descent::dialects::gen::index::MIN_S_OP_INFO,
        &::descent::dialects::gen::index::MIN_U_OP_INFO,
        &::descent::dialects::gen::index::SHL_OP_INFO,
        &::descent::dialects::gen::index::SHR_S_OP_INFO,
        &::descent::dialects::gen::index::SHR_U_OP_INFO,
        &::descent::dialects::gen::index::AND_OP_INFO,
        &::descent::dialects::gen::index::OR_OP_INFO,
        &::descent::dialects::gen::index::X_OR_OP_INFO,
        &::descent::dialects::gen::index::CAST_S_OP_INFO,
        &::descent::dialects::gen::index::CAST_U_OP_INFO,
        &::descent::dialects::gen::index::CMP_OP_INFO,
        &::descent::dialects::gen::index::SIZE_OF_OP_INFO,
        &::descent::dialects::gen::index::CONSTANT_OP_INFO,
        &::descent::dialects::gen::index::BOOL_CONSTANT_OP_INFO,
    ],
    enums: &[&::descent::dialects::gen::index::INDEX_CMP_PREDICATE_CASES_ENUM],
    attr_defs: &[],
    type_defs: &[],
    on_register: Some(::descent::dialects::native::index::on_register),
};
