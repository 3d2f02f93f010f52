// @generated from spec/dialects/llvm_intrinsics.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::ir::{
    ods, Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type,
    Value,
};
const F_ABS_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const F_ABS_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.fabs` (spec/dialects/llvm_intrinsics.td:211)
#[derive(Copy, Clone)]
pub struct FAbsOp<'a>(pub OpRef<'a>);
impl<'a> FAbsOp<'a> {
    pub const NAME: &'static str = "llvm.intr.fabs";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &F_ABS_OP_INFO) => Some(FAbsOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, F_ABS_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, F_ABS_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&F_ABS_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_f_abs_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: F_ABS_OP_OPERANDS,
            results: F_ABS_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_f_abs_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        F_ABS_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        F_ABS_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_f_abs_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_f_abs_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_in: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_in.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_in = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_f_abs_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.fabs` (spec/dialects/llvm_intrinsics.td:211)
pub static F_ABS_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.fabs",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:211",
    verify: verify_f_abs_op,
    verify_attrs: verify_f_abs_op_attrs,
    parse: Some(parse_f_abs_op),
    print: Some(print_f_abs_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: F_ABS_OP_OPERANDS,
    result_arities: F_ABS_OP_RESULTS,
    successor_operands: &[],
};
const SQRT_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const SQRT_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.sqrt` (spec/dialects/llvm_intrinsics.td:212)
#[derive(Copy, Clone)]
pub struct SqrtOp<'a>(pub OpRef<'a>);
impl<'a> SqrtOp<'a> {
    pub const NAME: &'static str = "llvm.intr.sqrt";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &SQRT_OP_INFO) => Some(SqrtOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, SQRT_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, SQRT_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&SQRT_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_sqrt_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: SQRT_OP_OPERANDS,
            results: SQRT_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_sqrt_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        SQRT_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        SQRT_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_sqrt_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_sqrt_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_in: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_in.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_in = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_sqrt_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.sqrt` (spec/dialects/llvm_intrinsics.td:212)
pub static SQRT_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.sqrt",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:212",
    verify: verify_sqrt_op,
    verify_attrs: verify_sqrt_op_attrs,
    parse: Some(parse_sqrt_op),
    print: Some(print_sqrt_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: SQRT_OP_OPERANDS,
    result_arities: SQRT_OP_RESULTS,
    successor_operands: &[],
};
const F_CEIL_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const F_CEIL_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.ceil` (spec/dialects/llvm_intrinsics.td:213)
#[derive(Copy, Clone)]
pub struct FCeilOp<'a>(pub OpRef<'a>);
impl<'a> FCeilOp<'a> {
    pub const NAME: &'static str = "llvm.intr.ceil";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &F_CEIL_OP_INFO) => Some(FCeilOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, F_CEIL_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, F_CEIL_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&F_CEIL_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_f_ceil_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: F_CEIL_OP_OPERANDS,
            results: F_CEIL_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_f_ceil_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        F_CEIL_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        F_CEIL_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_f_ceil_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_f_ceil_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_in: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_in.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_in = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_f_ceil_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.ceil` (spec/dialects/llvm_intrinsics.td:213)
pub static F_CEIL_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.ceil",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:213",
    verify: verify_f_ceil_op,
    verify_attrs: verify_f_ceil_op_attrs,
    parse: Some(parse_f_ceil_op),
    print: Some(print_f_ceil_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: F_CEIL_OP_OPERANDS,
    result_arities: F_CEIL_OP_RESULTS,
    successor_operands: &[],
};
const F_FLOOR_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const F_FLOOR_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.floor` (spec/dialects/llvm_intrinsics.td:214)
#[derive(Copy, Clone)]
pub struct FFloorOp<'a>(pub OpRef<'a>);
impl<'a> FFloorOp<'a> {
    pub const NAME: &'static str = "llvm.intr.floor";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &F_FLOOR_OP_INFO) => Some(FFloorOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, F_FLOOR_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, F_FLOOR_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&F_FLOOR_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_f_floor_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: F_FLOOR_OP_OPERANDS,
            results: F_FLOOR_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_f_floor_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        F_FLOOR_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        F_FLOOR_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_f_floor_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_f_floor_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_in: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_in.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_in = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_f_floor_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.floor` (spec/dialects/llvm_intrinsics.td:214)
pub static F_FLOOR_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.floor",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:214",
    verify: verify_f_floor_op,
    verify_attrs: verify_f_floor_op_attrs,
    parse: Some(parse_f_floor_op),
    print: Some(print_f_floor_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: F_FLOOR_OP_OPERANDS,
    result_arities: F_FLOOR_OP_RESULTS,
    successor_operands: &[],
};
const F_TRUNC_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const F_TRUNC_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.trunc` (spec/dialects/llvm_intrinsics.td:215)
#[derive(Copy, Clone)]
pub struct FTruncOp<'a>(pub OpRef<'a>);
impl<'a> FTruncOp<'a> {
    pub const NAME: &'static str = "llvm.intr.trunc";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &F_TRUNC_OP_INFO) => Some(FTruncOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, F_TRUNC_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, F_TRUNC_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&F_TRUNC_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_f_trunc_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: F_TRUNC_OP_OPERANDS,
            results: F_TRUNC_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_f_trunc_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        F_TRUNC_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        F_TRUNC_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_f_trunc_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_f_trunc_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_in: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_in.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_in = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_f_trunc_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.trunc` (spec/dialects/llvm_intrinsics.td:215)
pub static F_TRUNC_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.trunc",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:215",
    verify: verify_f_trunc_op,
    verify_attrs: verify_f_trunc_op_attrs,
    parse: Some(parse_f_trunc_op),
    print: Some(print_f_trunc_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: F_TRUNC_OP_OPERANDS,
    result_arities: F_TRUNC_OP_RESULTS,
    successor_operands: &[],
};
const ROUND_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const ROUND_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.round` (spec/dialects/llvm_intrinsics.td:216)
#[derive(Copy, Clone)]
pub struct RoundOp<'a>(pub OpRef<'a>);
impl<'a> RoundOp<'a> {
    pub const NAME: &'static str = "llvm.intr.round";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &ROUND_OP_INFO) => Some(RoundOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, ROUND_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, ROUND_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&ROUND_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_round_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: ROUND_OP_OPERANDS,
            results: ROUND_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_round_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        ROUND_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        ROUND_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_round_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_round_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_in: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_in.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_in = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_round_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.round` (spec/dialects/llvm_intrinsics.td:216)
pub static ROUND_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.round",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:216",
    verify: verify_round_op,
    verify_attrs: verify_round_op_attrs,
    parse: Some(parse_round_op),
    print: Some(print_round_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: ROUND_OP_OPERANDS,
    result_arities: ROUND_OP_RESULTS,
    successor_operands: &[],
};
const ROUND_EVEN_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const ROUND_EVEN_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.roundeven` (spec/dialects/llvm_intrinsics.td:217)
#[derive(Copy, Clone)]
pub struct RoundEvenOp<'a>(pub OpRef<'a>);
impl<'a> RoundEvenOp<'a> {
    pub const NAME: &'static str = "llvm.intr.roundeven";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &ROUND_EVEN_OP_INFO) => Some(RoundEvenOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, ROUND_EVEN_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, ROUND_EVEN_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&ROUND_EVEN_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_round_even_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: ROUND_EVEN_OP_OPERANDS,
            results: ROUND_EVEN_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_round_even_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        ROUND_EVEN_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        ROUND_EVEN_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_round_even_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_round_even_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_in: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_in.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_in = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_round_even_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.roundeven` (spec/dialects/llvm_intrinsics.td:217)
pub static ROUND_EVEN_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.roundeven",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:217",
    verify: verify_round_even_op,
    verify_attrs: verify_round_even_op_attrs,
    parse: Some(parse_round_even_op),
    print: Some(print_round_even_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: ROUND_EVEN_OP_OPERANDS,
    result_arities: ROUND_EVEN_OP_RESULTS,
    successor_operands: &[],
};
const RINT_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const RINT_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.rint` (spec/dialects/llvm_intrinsics.td:218)
#[derive(Copy, Clone)]
pub struct RintOp<'a>(pub OpRef<'a>);
impl<'a> RintOp<'a> {
    pub const NAME: &'static str = "llvm.intr.rint";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &RINT_OP_INFO) => Some(RintOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, RINT_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, RINT_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&RINT_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_rint_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: RINT_OP_OPERANDS,
            results: RINT_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_rint_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        RINT_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        RINT_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_rint_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_rint_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_in: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_in.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_in = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_rint_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.rint` (spec/dialects/llvm_intrinsics.td:218)
pub static RINT_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.rint",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:218",
    verify: verify_rint_op,
    verify_attrs: verify_rint_op_attrs,
    parse: Some(parse_rint_op),
    print: Some(print_rint_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: RINT_OP_OPERANDS,
    result_arities: RINT_OP_RESULTS,
    successor_operands: &[],
};
const NEARBYINT_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const NEARBYINT_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.nearbyint` (spec/dialects/llvm_intrinsics.td:219)
#[derive(Copy, Clone)]
pub struct NearbyintOp<'a>(pub OpRef<'a>);
impl<'a> NearbyintOp<'a> {
    pub const NAME: &'static str = "llvm.intr.nearbyint";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &NEARBYINT_OP_INFO) => Some(NearbyintOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, NEARBYINT_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, NEARBYINT_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&NEARBYINT_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_nearbyint_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: NEARBYINT_OP_OPERANDS,
            results: NEARBYINT_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_nearbyint_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        NEARBYINT_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        NEARBYINT_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_nearbyint_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_nearbyint_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_in: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_in.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_in = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_nearbyint_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.nearbyint` (spec/dialects/llvm_intrinsics.td:219)
pub static NEARBYINT_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.nearbyint",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:219",
    verify: verify_nearbyint_op,
    verify_attrs: verify_nearbyint_op_attrs,
    parse: Some(parse_nearbyint_op),
    print: Some(print_nearbyint_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: NEARBYINT_OP_OPERANDS,
    result_arities: NEARBYINT_OP_RESULTS,
    successor_operands: &[],
};
const EXP_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const EXP_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.exp` (spec/dialects/llvm_intrinsics.td:220)
#[derive(Copy, Clone)]
pub struct ExpOp<'a>(pub OpRef<'a>);
impl<'a> ExpOp<'a> {
    pub const NAME: &'static str = "llvm.intr.exp";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &EXP_OP_INFO) => Some(ExpOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, EXP_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, EXP_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&EXP_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_exp_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: EXP_OP_OPERANDS,
            results: EXP_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_exp_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        EXP_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        EXP_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_exp_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_exp_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_in: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_in.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_in = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_exp_op<'p, 'a>(p: &'p mut ::descent::print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.exp` (spec/dialects/llvm_intrinsics.td:220)
pub static EXP_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.exp",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:220",
    verify: verify_exp_op,
    verify_attrs: verify_exp_op_attrs,
    parse: Some(parse_exp_op),
    print: Some(print_exp_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: EXP_OP_OPERANDS,
    result_arities: EXP_OP_RESULTS,
    successor_operands: &[],
};
const EXP2_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const EXP2_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.exp2` (spec/dialects/llvm_intrinsics.td:221)
#[derive(Copy, Clone)]
pub struct Exp2Op<'a>(pub OpRef<'a>);
impl<'a> Exp2Op<'a> {
    pub const NAME: &'static str = "llvm.intr.exp2";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &EXP2_OP_INFO) => Some(Exp2Op(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, EXP2_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, EXP2_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&EXP2_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_exp2_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: EXP2_OP_OPERANDS,
            results: EXP2_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_exp2_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        EXP2_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        EXP2_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_exp2_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_exp2_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_in: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_in.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_in = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_exp2_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.exp2` (spec/dialects/llvm_intrinsics.td:221)
pub static EXP2_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.exp2",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:221",
    verify: verify_exp2_op,
    verify_attrs: verify_exp2_op_attrs,
    parse: Some(parse_exp2_op),
    print: Some(print_exp2_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: EXP2_OP_OPERANDS,
    result_arities: EXP2_OP_RESULTS,
    successor_operands: &[],
};
const EXP10_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const EXP10_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.exp10` (spec/dialects/llvm_intrinsics.td:222)
#[derive(Copy, Clone)]
pub struct Exp10Op<'a>(pub OpRef<'a>);
impl<'a> Exp10Op<'a> {
    pub const NAME: &'static str = "llvm.intr.exp10";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &EXP10_OP_INFO) => Some(Exp10Op(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, EXP10_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, EXP10_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&EXP10_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_exp10_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: EXP10_OP_OPERANDS,
            results: EXP10_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_exp10_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        EXP10_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        EXP10_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_exp10_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_exp10_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_in: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_in.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_in = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_exp10_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.exp10` (spec/dialects/llvm_intrinsics.td:222)
pub static EXP10_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.exp10",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:222",
    verify: verify_exp10_op,
    verify_attrs: verify_exp10_op_attrs,
    parse: Some(parse_exp10_op),
    print: Some(print_exp10_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: EXP10_OP_OPERANDS,
    result_arities: EXP10_OP_RESULTS,
    successor_operands: &[],
};
const LOG_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const LOG_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.log` (spec/dialects/llvm_intrinsics.td:223)
#[derive(Copy, Clone)]
pub struct LogOp<'a>(pub OpRef<'a>);
impl<'a> LogOp<'a> {
    pub const NAME: &'static str = "llvm.intr.log";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &LOG_OP_INFO) => Some(LogOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, LOG_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, LOG_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&LOG_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_log_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: LOG_OP_OPERANDS,
            results: LOG_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_log_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        LOG_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        LOG_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_log_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_log_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_in: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_in.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_in = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_log_op<'p, 'a>(p: &'p mut ::descent::print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.log` (spec/dialects/llvm_intrinsics.td:223)
pub static LOG_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.log",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:223",
    verify: verify_log_op,
    verify_attrs: verify_log_op_attrs,
    parse: Some(parse_log_op),
    print: Some(print_log_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: LOG_OP_OPERANDS,
    result_arities: LOG_OP_RESULTS,
    successor_operands: &[],
};
const LOG2_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const LOG2_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.log2` (spec/dialects/llvm_intrinsics.td:224)
#[derive(Copy, Clone)]
pub struct Log2Op<'a>(pub OpRef<'a>);
impl<'a> Log2Op<'a> {
    pub const NAME: &'static str = "llvm.intr.log2";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &LOG2_OP_INFO) => Some(Log2Op(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, LOG2_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, LOG2_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&LOG2_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_log2_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: LOG2_OP_OPERANDS,
            results: LOG2_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_log2_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        LOG2_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        LOG2_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_log2_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_log2_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_in: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_in.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_in = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_log2_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.log2` (spec/dialects/llvm_intrinsics.td:224)
pub static LOG2_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.log2",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:224",
    verify: verify_log2_op,
    verify_attrs: verify_log2_op_attrs,
    parse: Some(parse_log2_op),
    print: Some(print_log2_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: LOG2_OP_OPERANDS,
    result_arities: LOG2_OP_RESULTS,
    successor_operands: &[],
};
const LOG10_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const LOG10_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.log10` (spec/dialects/llvm_intrinsics.td:225)
#[derive(Copy, Clone)]
pub struct Log10Op<'a>(pub OpRef<'a>);
impl<'a> Log10Op<'a> {
    pub const NAME: &'static str = "llvm.intr.log10";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &LOG10_OP_INFO) => Some(Log10Op(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, LOG10_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, LOG10_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&LOG10_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_log10_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: LOG10_OP_OPERANDS,
            results: LOG10_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_log10_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        LOG10_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        LOG10_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_log10_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_log10_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_in: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_in.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_in = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_log10_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.log10` (spec/dialects/llvm_intrinsics.td:225)
pub static LOG10_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.log10",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:225",
    verify: verify_log10_op,
    verify_attrs: verify_log10_op_attrs,
    parse: Some(parse_log10_op),
    print: Some(print_log10_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: LOG10_OP_OPERANDS,
    result_arities: LOG10_OP_RESULTS,
    successor_operands: &[],
};
const SIN_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const SIN_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.sin` (spec/dialects/llvm_intrinsics.td:226)
#[derive(Copy, Clone)]
pub struct SinOp<'a>(pub OpRef<'a>);
impl<'a> SinOp<'a> {
    pub const NAME: &'static str = "llvm.intr.sin";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &SIN_OP_INFO) => Some(SinOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, SIN_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, SIN_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&SIN_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_sin_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: SIN_OP_OPERANDS,
            results: SIN_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_sin_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        SIN_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        SIN_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_sin_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_sin_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_in: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_in.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_in = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_sin_op<'p, 'a>(p: &'p mut ::descent::print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.sin` (spec/dialects/llvm_intrinsics.td:226)
pub static SIN_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.sin",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:226",
    verify: verify_sin_op,
    verify_attrs: verify_sin_op_attrs,
    parse: Some(parse_sin_op),
    print: Some(print_sin_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: SIN_OP_OPERANDS,
    result_arities: SIN_OP_RESULTS,
    successor_operands: &[],
};
const COS_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const COS_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.cos` (spec/dialects/llvm_intrinsics.td:227)
#[derive(Copy, Clone)]
pub struct CosOp<'a>(pub OpRef<'a>);
impl<'a> CosOp<'a> {
    pub const NAME: &'static str = "llvm.intr.cos";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &COS_OP_INFO) => Some(CosOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, COS_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, COS_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&COS_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_cos_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: COS_OP_OPERANDS,
            results: COS_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_cos_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        COS_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        COS_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_cos_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_cos_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_in: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_in.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_in = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_cos_op<'p, 'a>(p: &'p mut ::descent::print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.cos` (spec/dialects/llvm_intrinsics.td:227)
pub static COS_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.cos",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:227",
    verify: verify_cos_op,
    verify_attrs: verify_cos_op_attrs,
    parse: Some(parse_cos_op),
    print: Some(print_cos_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: COS_OP_OPERANDS,
    result_arities: COS_OP_RESULTS,
    successor_operands: &[],
};
const TAN_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const TAN_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.tan` (spec/dialects/llvm_intrinsics.td:228)
#[derive(Copy, Clone)]
pub struct TanOp<'a>(pub OpRef<'a>);
impl<'a> TanOp<'a> {
    pub const NAME: &'static str = "llvm.intr.tan";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &TAN_OP_INFO) => Some(TanOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, TAN_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, TAN_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&TAN_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_tan_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: TAN_OP_OPERANDS,
            results: TAN_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_tan_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        TAN_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        TAN_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_tan_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_tan_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_in: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_in.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_in = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_tan_op<'p, 'a>(p: &'p mut ::descent::print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.tan` (spec/dialects/llvm_intrinsics.td:228)
pub static TAN_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.tan",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:228",
    verify: verify_tan_op,
    verify_attrs: verify_tan_op_attrs,
    parse: Some(parse_tan_op),
    print: Some(print_tan_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: TAN_OP_OPERANDS,
    result_arities: TAN_OP_RESULTS,
    successor_operands: &[],
};
const A_SIN_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const A_SIN_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.asin` (spec/dialects/llvm_intrinsics.td:229)
#[derive(Copy, Clone)]
pub struct ASinOp<'a>(pub OpRef<'a>);
impl<'a> ASinOp<'a> {
    pub const NAME: &'static str = "llvm.intr.asin";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &A_SIN_OP_INFO) => Some(ASinOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, A_SIN_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, A_SIN_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&A_SIN_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_a_sin_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: A_SIN_OP_OPERANDS,
            results: A_SIN_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_a_sin_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        A_SIN_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        A_SIN_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_a_sin_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_a_sin_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_in: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_in.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_in = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_a_sin_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.asin` (spec/dialects/llvm_intrinsics.td:229)
pub static A_SIN_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.asin",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:229",
    verify: verify_a_sin_op,
    verify_attrs: verify_a_sin_op_attrs,
    parse: Some(parse_a_sin_op),
    print: Some(print_a_sin_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: A_SIN_OP_OPERANDS,
    result_arities: A_SIN_OP_RESULTS,
    successor_operands: &[],
};
const A_COS_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const A_COS_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.acos` (spec/dialects/llvm_intrinsics.td:230)
#[derive(Copy, Clone)]
pub struct ACosOp<'a>(pub OpRef<'a>);
impl<'a> ACosOp<'a> {
    pub const NAME: &'static str = "llvm.intr.acos";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &A_COS_OP_INFO) => Some(ACosOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, A_COS_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, A_COS_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&A_COS_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_a_cos_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: A_COS_OP_OPERANDS,
            results: A_COS_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_a_cos_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        A_COS_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        A_COS_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_a_cos_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_a_cos_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_in: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_in.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_in = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_a_cos_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.acos` (spec/dialects/llvm_intrinsics.td:230)
pub static A_COS_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.acos",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:230",
    verify: verify_a_cos_op,
    verify_attrs: verify_a_cos_op_attrs,
    parse: Some(parse_a_cos_op),
    print: Some(print_a_cos_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: A_COS_OP_OPERANDS,
    result_arities: A_COS_OP_RESULTS,
    successor_operands: &[],
};
const A_TAN_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const A_TAN_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.atan` (spec/dialects/llvm_intrinsics.td:231)
#[derive(Copy, Clone)]
pub struct ATanOp<'a>(pub OpRef<'a>);
impl<'a> ATanOp<'a> {
    pub const NAME: &'static str = "llvm.intr.atan";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &A_TAN_OP_INFO) => Some(ATanOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, A_TAN_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, A_TAN_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&A_TAN_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_a_tan_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: A_TAN_OP_OPERANDS,
            results: A_TAN_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_a_tan_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        A_TAN_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        A_TAN_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_a_tan_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_a_tan_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_in: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_in.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_in = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_a_tan_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.atan` (spec/dialects/llvm_intrinsics.td:231)
pub static A_TAN_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.atan",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:231",
    verify: verify_a_tan_op,
    verify_attrs: verify_a_tan_op_attrs,
    parse: Some(parse_a_tan_op),
    print: Some(print_a_tan_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: A_TAN_OP_OPERANDS,
    result_arities: A_TAN_OP_RESULTS,
    successor_operands: &[],
};
const SINH_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const SINH_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.sinh` (spec/dialects/llvm_intrinsics.td:232)
#[derive(Copy, Clone)]
pub struct SinhOp<'a>(pub OpRef<'a>);
impl<'a> SinhOp<'a> {
    pub const NAME: &'static str = "llvm.intr.sinh";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &SINH_OP_INFO) => Some(SinhOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, SINH_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, SINH_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&SINH_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_sinh_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: SINH_OP_OPERANDS,
            results: SINH_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_sinh_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        SINH_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        SINH_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_sinh_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_sinh_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_in: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_in.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_in = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_sinh_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.sinh` (spec/dialects/llvm_intrinsics.td:232)
pub static SINH_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.sinh",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:232",
    verify: verify_sinh_op,
    verify_attrs: verify_sinh_op_attrs,
    parse: Some(parse_sinh_op),
    print: Some(print_sinh_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: SINH_OP_OPERANDS,
    result_arities: SINH_OP_RESULTS,
    successor_operands: &[],
};
const COSH_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const COSH_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.cosh` (spec/dialects/llvm_intrinsics.td:233)
#[derive(Copy, Clone)]
pub struct CoshOp<'a>(pub OpRef<'a>);
impl<'a> CoshOp<'a> {
    pub const NAME: &'static str = "llvm.intr.cosh";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &COSH_OP_INFO) => Some(CoshOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, COSH_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, COSH_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&COSH_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_cosh_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: COSH_OP_OPERANDS,
            results: COSH_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_cosh_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        COSH_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        COSH_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_cosh_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_cosh_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_in: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_in.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_in = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_cosh_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.cosh` (spec/dialects/llvm_intrinsics.td:233)
pub static COSH_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.cosh",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:233",
    verify: verify_cosh_op,
    verify_attrs: verify_cosh_op_attrs,
    parse: Some(parse_cosh_op),
    print: Some(print_cosh_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: COSH_OP_OPERANDS,
    result_arities: COSH_OP_RESULTS,
    successor_operands: &[],
};
const TANH_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const TANH_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.tanh` (spec/dialects/llvm_intrinsics.td:234)
#[derive(Copy, Clone)]
pub struct TanhOp<'a>(pub OpRef<'a>);
impl<'a> TanhOp<'a> {
    pub const NAME: &'static str = "llvm.intr.tanh";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &TANH_OP_INFO) => Some(TanhOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, TANH_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, TANH_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&TANH_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_tanh_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: TANH_OP_OPERANDS,
            results: TANH_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_tanh_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        TANH_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        TANH_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_tanh_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_tanh_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_in: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_in.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_in = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_tanh_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.tanh` (spec/dialects/llvm_intrinsics.td:234)
pub static TANH_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.tanh",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:234",
    verify: verify_tanh_op,
    verify_attrs: verify_tanh_op_attrs,
    parse: Some(parse_tanh_op),
    print: Some(print_tanh_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: TANH_OP_OPERANDS,
    result_arities: TANH_OP_RESULTS,
    successor_operands: &[],
};
const COPY_SIGN_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
const COPY_SIGN_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.copysign` (spec/dialects/llvm_intrinsics.td:236)
#[derive(Copy, Clone)]
pub struct CopySignOp<'a>(pub OpRef<'a>);
impl<'a> CopySignOp<'a> {
    pub const NAME: &'static str = "llvm.intr.copysign";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &COPY_SIGN_OP_INFO) => Some(CopySignOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, COPY_SIGN_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `b`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, COPY_SIGN_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, COPY_SIGN_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&COPY_SIGN_OP_INFO),
            },
            loc,
        );
        st.operands.push(a);
        st.operands.push(b);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_copy_sign_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: COPY_SIGN_OP_OPERANDS,
            results: COPY_SIGN_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_copy_sign_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        COPY_SIGN_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        false,
        COPY_SIGN_OP_OPERANDS,
        1usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        COPY_SIGN_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_copy_sign_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_copy_sign_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_a: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_a: Option<Vec<Type>> = None;
    let mut o_b: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_b: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_a.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let n = (1usize).min(rest.len());
    o_b.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    let mut rest: &[Type] = &ins;
    let n = o_a.len().min(rest.len());
    ot_a = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let n = o_b.len().min(rest.len());
    ot_b = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let _ = rest;
    rt_res = Some(outs.clone());
    let types = ot_a.unwrap_or_default();
    p.resolve_operands(&o_a, &types, start, &mut st.operands)?;
    let types = ot_b.unwrap_or_default();
    p.resolve_operands(&o_b, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_copy_sign_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.copysign` (spec/dialects/llvm_intrinsics.td:236)
pub static COPY_SIGN_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.copysign",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:236",
    verify: verify_copy_sign_op,
    verify_attrs: verify_copy_sign_op_attrs,
    parse: Some(parse_copy_sign_op),
    print: Some(print_copy_sign_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: COPY_SIGN_OP_OPERANDS,
    result_arities: COPY_SIGN_OP_RESULTS,
    successor_operands: &[],
};
const POW_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
const POW_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.pow` (spec/dialects/llvm_intrinsics.td:237)
#[derive(Copy, Clone)]
pub struct PowOp<'a>(pub OpRef<'a>);
impl<'a> PowOp<'a> {
    pub const NAME: &'static str = "llvm.intr.pow";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &POW_OP_INFO) => Some(PowOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, POW_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `b`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, POW_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, POW_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&POW_OP_INFO),
            },
            loc,
        );
        st.operands.push(a);
        st.operands.push(b);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_pow_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: POW_OP_OPERANDS,
            results: POW_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_pow_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        POW_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        false,
        POW_OP_OPERANDS,
        1usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        POW_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_pow_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_pow_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_a: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_a: Option<Vec<Type>> = None;
    let mut o_b: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_b: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_a.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let n = (1usize).min(rest.len());
    o_b.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    let mut rest: &[Type] = &ins;
    let n = o_a.len().min(rest.len());
    ot_a = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let n = o_b.len().min(rest.len());
    ot_b = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let _ = rest;
    rt_res = Some(outs.clone());
    let types = ot_a.unwrap_or_default();
    p.resolve_operands(&o_a, &types, start, &mut st.operands)?;
    let types = ot_b.unwrap_or_default();
    p.resolve_operands(&o_b, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_pow_op<'p, 'a>(p: &'p mut ::descent::print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.pow` (spec/dialects/llvm_intrinsics.td:237)
pub static POW_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.pow",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:237",
    verify: verify_pow_op,
    verify_attrs: verify_pow_op_attrs,
    parse: Some(parse_pow_op),
    print: Some(print_pow_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: POW_OP_OPERANDS,
    result_arities: POW_OP_RESULTS,
    successor_operands: &[],
};
const MAX_NUM_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
const MAX_NUM_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.maxnum` (spec/dialects/llvm_intrinsics.td:238)
#[derive(Copy, Clone)]
pub struct MaxNumOp<'a>(pub OpRef<'a>);
impl<'a> MaxNumOp<'a> {
    pub const NAME: &'static str = "llvm.intr.maxnum";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &MAX_NUM_OP_INFO) => Some(MaxNumOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, MAX_NUM_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `b`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, MAX_NUM_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, MAX_NUM_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&MAX_NUM_OP_INFO),
            },
            loc,
        );
        st.operands.push(a);
        st.operands.push(b);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_max_num_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: MAX_NUM_OP_OPERANDS,
            results: MAX_NUM_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_max_num_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        MAX_NUM_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        false,
        MAX_NUM_OP_OPERANDS,
        1usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        MAX_NUM_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_max_num_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_max_num_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_a: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_a: Option<Vec<Type>> = None;
    let mut o_b: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_b: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_a.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let n = (1usize).min(rest.len());
    o_b.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    let mut rest: &[Type] = &ins;
    let n = o_a.len().min(rest.len());
    ot_a = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let n = o_b.len().min(rest.len());
    ot_b = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let _ = rest;
    rt_res = Some(outs.clone());
    let types = ot_a.unwrap_or_default();
    p.resolve_operands(&o_a, &types, start, &mut st.operands)?;
    let types = ot_b.unwrap_or_default();
    p.resolve_operands(&o_b, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_max_num_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.maxnum` (spec/dialects/llvm_intrinsics.td:238)
pub static MAX_NUM_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.maxnum",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:238",
    verify: verify_max_num_op,
    verify_attrs: verify_max_num_op_attrs,
    parse: Some(parse_max_num_op),
    print: Some(print_max_num_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: MAX_NUM_OP_OPERANDS,
    result_arities: MAX_NUM_OP_RESULTS,
    successor_operands: &[],
};
const MIN_NUM_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
const MIN_NUM_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.minnum` (spec/dialects/llvm_intrinsics.td:239)
#[derive(Copy, Clone)]
pub struct MinNumOp<'a>(pub OpRef<'a>);
impl<'a> MinNumOp<'a> {
    pub const NAME: &'static str = "llvm.intr.minnum";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &MIN_NUM_OP_INFO) => Some(MinNumOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, MIN_NUM_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `b`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, MIN_NUM_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, MIN_NUM_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&MIN_NUM_OP_INFO),
            },
            loc,
        );
        st.operands.push(a);
        st.operands.push(b);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_min_num_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: MIN_NUM_OP_OPERANDS,
            results: MIN_NUM_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_min_num_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        MIN_NUM_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        false,
        MIN_NUM_OP_OPERANDS,
        1usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        MIN_NUM_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_min_num_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_min_num_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_a: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_a: Option<Vec<Type>> = None;
    let mut o_b: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_b: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_a.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let n = (1usize).min(rest.len());
    o_b.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    let mut rest: &[Type] = &ins;
    let n = o_a.len().min(rest.len());
    ot_a = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let n = o_b.len().min(rest.len());
    ot_b = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let _ = rest;
    rt_res = Some(outs.clone());
    let types = ot_a.unwrap_or_default();
    p.resolve_operands(&o_a, &types, start, &mut st.operands)?;
    let types = ot_b.unwrap_or_default();
    p.resolve_operands(&o_b, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_min_num_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.minnum` (spec/dialects/llvm_intrinsics.td:239)
pub static MIN_NUM_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.minnum",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:239",
    verify: verify_min_num_op,
    verify_attrs: verify_min_num_op_attrs,
    parse: Some(parse_min_num_op),
    print: Some(print_min_num_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: MIN_NUM_OP_OPERANDS,
    result_arities: MIN_NUM_OP_RESULTS,
    successor_operands: &[],
};
const MAXIMUM_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
const MAXIMUM_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.maximum` (spec/dialects/llvm_intrinsics.td:240)
#[derive(Copy, Clone)]
pub struct MaximumOp<'a>(pub OpRef<'a>);
impl<'a> MaximumOp<'a> {
    pub const NAME: &'static str = "llvm.intr.maximum";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &MAXIMUM_OP_INFO) => Some(MaximumOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, MAXIMUM_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `b`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, MAXIMUM_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, MAXIMUM_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&MAXIMUM_OP_INFO),
            },
            loc,
        );
        st.operands.push(a);
        st.operands.push(b);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_maximum_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: MAXIMUM_OP_OPERANDS,
            results: MAXIMUM_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_maximum_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        MAXIMUM_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        false,
        MAXIMUM_OP_OPERANDS,
        1usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        MAXIMUM_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_maximum_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_maximum_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_a: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_a: Option<Vec<Type>> = None;
    let mut o_b: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_b: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_a.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let n = (1usize).min(rest.len());
    o_b.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    let mut rest: &[Type] = &ins;
    let n = o_a.len().min(rest.len());
    ot_a = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let n = o_b.len().min(rest.len());
    ot_b = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let _ = rest;
    rt_res = Some(outs.clone());
    let types = ot_a.unwrap_or_default();
    p.resolve_operands(&o_a, &types, start, &mut st.operands)?;
    let types = ot_b.unwrap_or_default();
    p.resolve_operands(&o_b, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_maximum_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.maximum` (spec/dialects/llvm_intrinsics.td:240)
pub static MAXIMUM_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.maximum",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:240",
    verify: verify_maximum_op,
    verify_attrs: verify_maximum_op_attrs,
    parse: Some(parse_maximum_op),
    print: Some(print_maximum_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: MAXIMUM_OP_OPERANDS,
    result_arities: MAXIMUM_OP_RESULTS,
    successor_operands: &[],
};
const MINIMUM_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
const MINIMUM_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.minimum` (spec/dialects/llvm_intrinsics.td:241)
#[derive(Copy, Clone)]
pub struct MinimumOp<'a>(pub OpRef<'a>);
impl<'a> MinimumOp<'a> {
    pub const NAME: &'static str = "llvm.intr.minimum";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &MINIMUM_OP_INFO) => Some(MinimumOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, MINIMUM_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `b`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, MINIMUM_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, MINIMUM_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&MINIMUM_OP_INFO),
            },
            loc,
        );
        st.operands.push(a);
        st.operands.push(b);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_minimum_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: MINIMUM_OP_OPERANDS,
            results: MINIMUM_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_minimum_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        MINIMUM_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        false,
        MINIMUM_OP_OPERANDS,
        1usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        MINIMUM_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_minimum_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_minimum_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_a: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_a: Option<Vec<Type>> = None;
    let mut o_b: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_b: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_a.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let n = (1usize).min(rest.len());
    o_b.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    let mut rest: &[Type] = &ins;
    let n = o_a.len().min(rest.len());
    ot_a = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let n = o_b.len().min(rest.len());
    ot_b = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let _ = rest;
    rt_res = Some(outs.clone());
    let types = ot_a.unwrap_or_default();
    p.resolve_operands(&o_a, &types, start, &mut st.operands)?;
    let types = ot_b.unwrap_or_default();
    p.resolve_operands(&o_b, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_minimum_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.minimum` (spec/dialects/llvm_intrinsics.td:241)
pub static MINIMUM_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.minimum",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:241",
    verify: verify_minimum_op,
    verify_attrs: verify_minimum_op_attrs,
    parse: Some(parse_minimum_op),
    print: Some(print_minimum_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: MINIMUM_OP_OPERANDS,
    result_arities: MINIMUM_OP_RESULTS,
    successor_operands: &[],
};
const A_TAN2_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
const A_TAN2_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.atan2` (spec/dialects/llvm_intrinsics.td:242)
#[derive(Copy, Clone)]
pub struct ATan2Op<'a>(pub OpRef<'a>);
impl<'a> ATan2Op<'a> {
    pub const NAME: &'static str = "llvm.intr.atan2";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &A_TAN2_OP_INFO) => Some(ATan2Op(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, A_TAN2_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `b`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, A_TAN2_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, A_TAN2_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&A_TAN2_OP_INFO),
            },
            loc,
        );
        st.operands.push(a);
        st.operands.push(b);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_a_tan2_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: A_TAN2_OP_OPERANDS,
            results: A_TAN2_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_a_tan2_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        A_TAN2_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        false,
        A_TAN2_OP_OPERANDS,
        1usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        A_TAN2_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_a_tan2_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_a_tan2_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_a: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_a: Option<Vec<Type>> = None;
    let mut o_b: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_b: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_a.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let n = (1usize).min(rest.len());
    o_b.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    let mut rest: &[Type] = &ins;
    let n = o_a.len().min(rest.len());
    ot_a = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let n = o_b.len().min(rest.len());
    ot_b = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let _ = rest;
    rt_res = Some(outs.clone());
    let types = ot_a.unwrap_or_default();
    p.resolve_operands(&o_a, &types, start, &mut st.operands)?;
    let types = ot_b.unwrap_or_default();
    p.resolve_operands(&o_b, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_a_tan2_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.atan2` (spec/dialects/llvm_intrinsics.td:242)
pub static A_TAN2_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.atan2",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:242",
    verify: verify_a_tan2_op,
    verify_attrs: verify_a_tan2_op_attrs,
    parse: Some(parse_a_tan2_op),
    print: Some(print_a_tan2_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: A_TAN2_OP_OPERANDS,
    result_arities: A_TAN2_OP_RESULTS,
    successor_operands: &[],
};
const FMA_OP_OPERANDS: &[ods::Arity] = &[
    ods::Arity::Single,
    ods::Arity::Single,
    ods::Arity::Single,
];
const FMA_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.fma` (spec/dialects/llvm_intrinsics.td:244)
#[derive(Copy, Clone)]
pub struct FmaOp<'a>(pub OpRef<'a>);
impl<'a> FmaOp<'a> {
    pub const NAME: &'static str = "llvm.intr.fma";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &FMA_OP_INFO) => Some(FmaOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, FMA_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `b`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, FMA_OP_OPERANDS, 1usize).get(0)
    }
    /// Operand `c`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn c(&self) -> Value {
        ods::operand_group(self.0, FMA_OP_OPERANDS, 2usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, FMA_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        c: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&FMA_OP_INFO),
            },
            loc,
        );
        st.operands.push(a);
        st.operands.push(b);
        st.operands.push(c);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_fma_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: FMA_OP_OPERANDS,
            results: FMA_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_fma_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        FMA_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        false,
        FMA_OP_OPERANDS,
        1usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        false,
        FMA_OP_OPERANDS,
        2usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        FMA_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_fma_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_fma_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_a: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_a: Option<Vec<Type>> = None;
    let mut o_b: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_b: Option<Vec<Type>> = None;
    let mut o_c: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_c: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_a.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let n = (1usize).min(rest.len());
    o_b.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let n = (1usize).min(rest.len());
    o_c.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    let mut rest: &[Type] = &ins;
    let n = o_a.len().min(rest.len());
    ot_a = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let n = o_b.len().min(rest.len());
    ot_b = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let n = o_c.len().min(rest.len());
    ot_c = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let _ = rest;
    rt_res = Some(outs.clone());
    let types = ot_a.unwrap_or_default();
    p.resolve_operands(&o_a, &types, start, &mut st.operands)?;
    let types = ot_b.unwrap_or_default();
    p.resolve_operands(&o_b, &types, start, &mut st.operands)?;
    let types = ot_c.unwrap_or_default();
    p.resolve_operands(&o_c, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_fma_op<'p, 'a>(p: &'p mut ::descent::print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.fma` (spec/dialects/llvm_intrinsics.td:244)
pub static FMA_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.fma",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:244",
    verify: verify_fma_op,
    verify_attrs: verify_fma_op_attrs,
    parse: Some(parse_fma_op),
    print: Some(print_fma_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: FMA_OP_OPERANDS,
    result_arities: FMA_OP_RESULTS,
    successor_operands: &[],
};
const F_MUL_ADD_OP_OPERANDS: &[ods::Arity] = &[
    ods::Arity::Single,
    ods::Arity::Single,
    ods::Arity::Single,
];
const F_MUL_ADD_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.fmuladd` (spec/dialects/llvm_intrinsics.td:245)
#[derive(Copy, Clone)]
pub struct FMulAddOp<'a>(pub OpRef<'a>);
impl<'a> FMulAddOp<'a> {
    pub const NAME: &'static str = "llvm.intr.fmuladd";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &F_MUL_ADD_OP_INFO) => Some(FMulAddOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, F_MUL_ADD_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `b`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, F_MUL_ADD_OP_OPERANDS, 1usize).get(0)
    }
    /// Operand `c`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn c(&self) -> Value {
        ods::operand_group(self.0, F_MUL_ADD_OP_OPERANDS, 2usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, F_MUL_ADD_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        c: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&F_MUL_ADD_OP_INFO),
            },
            loc,
        );
        st.operands.push(a);
        st.operands.push(b);
        st.operands.push(c);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_f_mul_add_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: F_MUL_ADD_OP_OPERANDS,
            results: F_MUL_ADD_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_f_mul_add_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        F_MUL_ADD_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        false,
        F_MUL_ADD_OP_OPERANDS,
        1usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        false,
        F_MUL_ADD_OP_OPERANDS,
        2usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        F_MUL_ADD_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_f_mul_add_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_f_mul_add_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_a: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_a: Option<Vec<Type>> = None;
    let mut o_b: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_b: Option<Vec<Type>> = None;
    let mut o_c: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_c: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_a.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let n = (1usize).min(rest.len());
    o_b.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let n = (1usize).min(rest.len());
    o_c.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    let mut rest: &[Type] = &ins;
    let n = o_a.len().min(rest.len());
    ot_a = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let n = o_b.len().min(rest.len());
    ot_b = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let n = o_c.len().min(rest.len());
    ot_c = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let _ = rest;
    rt_res = Some(outs.clone());
    let types = ot_a.unwrap_or_default();
    p.resolve_operands(&o_a, &types, start, &mut st.operands)?;
    let types = ot_b.unwrap_or_default();
    p.resolve_operands(&o_b, &types, start, &mut st.operands)?;
    let types = ot_c.unwrap_or_default();
    p.resolve_operands(&o_c, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_f_mul_add_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.fmuladd` (spec/dialects/llvm_intrinsics.td:245)
pub static F_MUL_ADD_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.fmuladd",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:245",
    verify: verify_f_mul_add_op,
    verify_attrs: verify_f_mul_add_op_attrs,
    parse: Some(parse_f_mul_add_op),
    print: Some(print_f_mul_add_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: F_MUL_ADD_OP_OPERANDS,
    result_arities: F_MUL_ADD_OP_RESULTS,
    successor_operands: &[],
};
const POW_I_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
const POW_I_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.powi` (spec/dialects/llvm_intrinsics.td:247)
#[derive(Copy, Clone)]
pub struct PowIOp<'a>(pub OpRef<'a>);
impl<'a> PowIOp<'a> {
    pub const NAME: &'static str = "llvm.intr.powi";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &POW_I_OP_INFO) => Some(PowIOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `val`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, POW_I_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `power`: signless integer
    pub fn power(&self) -> Value {
        ods::operand_group(self.0, POW_I_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, POW_I_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        val: Value,
        power: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&POW_I_OP_INFO),
            },
            loc,
        );
        st.operands.push(val);
        st.operands.push(power);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_pow_i_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: POW_I_OP_OPERANDS,
            results: POW_I_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_pow_i_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        POW_I_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        false,
        POW_I_OP_OPERANDS,
        1usize,
        "signless integer",
        |ctx, t| ::descent::dialects::gen::constraints::any_signless_integer(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        POW_I_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    Ok(())
}
fn verify_pow_i_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_pow_i_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_val: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_val: Option<Vec<Type>> = None;
    let mut o_power: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_power: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_val.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let n = (1usize).min(rest.len());
    o_power.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    let mut rest: &[Type] = &ins;
    let n = o_val.len().min(rest.len());
    ot_val = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let n = o_power.len().min(rest.len());
    ot_power = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let _ = rest;
    rt_res = Some(outs.clone());
    let types = ot_val.unwrap_or_default();
    p.resolve_operands(&o_val, &types, start, &mut st.operands)?;
    let types = ot_power.unwrap_or_default();
    p.resolve_operands(&o_power, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_pow_i_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.powi` (spec/dialects/llvm_intrinsics.td:247)
pub static POW_I_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.powi",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::PURE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:247",
    verify: verify_pow_i_op,
    verify_attrs: verify_pow_i_op_attrs,
    parse: Some(parse_pow_i_op),
    print: Some(print_pow_i_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: POW_I_OP_OPERANDS,
    result_arities: POW_I_OP_RESULTS,
    successor_operands: &[],
};
const LOAD_EXP_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
const LOAD_EXP_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.ldexp` (spec/dialects/llvm_intrinsics.td:248)
#[derive(Copy, Clone)]
pub struct LoadExpOp<'a>(pub OpRef<'a>);
impl<'a> LoadExpOp<'a> {
    pub const NAME: &'static str = "llvm.intr.ldexp";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &LOAD_EXP_OP_INFO) => Some(LoadExpOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `val`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, LOAD_EXP_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `power`: signless integer
    pub fn power(&self) -> Value {
        ods::operand_group(self.0, LOAD_EXP_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, LOAD_EXP_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        val: Value,
        power: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&LOAD_EXP_OP_INFO),
            },
            loc,
        );
        st.operands.push(val);
        st.operands.push(power);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_load_exp_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: LOAD_EXP_OP_OPERANDS,
            results: LOAD_EXP_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_load_exp_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        LOAD_EXP_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        false,
        LOAD_EXP_OP_OPERANDS,
        1usize,
        "signless integer",
        |ctx, t| ::descent::dialects::gen::constraints::any_signless_integer(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        LOAD_EXP_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    Ok(())
}
fn verify_load_exp_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_load_exp_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_val: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_val: Option<Vec<Type>> = None;
    let mut o_power: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_power: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_val.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let n = (1usize).min(rest.len());
    o_power.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    let mut rest: &[Type] = &ins;
    let n = o_val.len().min(rest.len());
    ot_val = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let n = o_power.len().min(rest.len());
    ot_power = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let _ = rest;
    rt_res = Some(outs.clone());
    let types = ot_val.unwrap_or_default();
    p.resolve_operands(&o_val, &types, start, &mut st.operands)?;
    let types = ot_power.unwrap_or_default();
    p.resolve_operands(&o_power, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_load_exp_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.ldexp` (spec/dialects/llvm_intrinsics.td:248)
pub static LOAD_EXP_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.ldexp",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::PURE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:248",
    verify: verify_load_exp_op,
    verify_attrs: verify_load_exp_op_attrs,
    parse: Some(parse_load_exp_op),
    print: Some(print_load_exp_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: LOAD_EXP_OP_OPERANDS,
    result_arities: LOAD_EXP_OP_RESULTS,
    successor_operands: &[],
};
const FRACTION_EXP_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const FRACTION_EXP_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.frexp` (spec/dialects/llvm_intrinsics.td:251)
#[derive(Copy, Clone)]
pub struct FractionExpOp<'a>(pub OpRef<'a>);
impl<'a> FractionExpOp<'a> {
    pub const NAME: &'static str = "llvm.intr.frexp";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &FRACTION_EXP_OP_INFO) => {
                Some(FractionExpOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `val`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, FRACTION_EXP_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, FRACTION_EXP_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        val: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&FRACTION_EXP_OP_INFO),
            },
            loc,
        );
        st.operands.push(val);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_fraction_exp_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: FRACTION_EXP_OP_OPERANDS,
            results: FRACTION_EXP_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_fraction_exp_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        FRACTION_EXP_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        FRACTION_EXP_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    Ok(())
}
fn verify_fraction_exp_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_fraction_exp_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_val: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_val: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_val.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_val = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_val.unwrap_or_default();
    p.resolve_operands(&o_val, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_fraction_exp_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.frexp` (spec/dialects/llvm_intrinsics.td:251)
pub static FRACTION_EXP_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.frexp",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::PURE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:251",
    verify: verify_fraction_exp_op,
    verify_attrs: verify_fraction_exp_op_attrs,
    parse: Some(parse_fraction_exp_op),
    print: Some(print_fraction_exp_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: FRACTION_EXP_OP_OPERANDS,
    result_arities: FRACTION_EXP_OP_RESULTS,
    successor_operands: &[],
};
const SINCOS_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const SINCOS_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.sincos` (spec/dialects/llvm_intrinsics.td:259)
#[derive(Copy, Clone)]
pub struct SincosOp<'a>(pub OpRef<'a>);
impl<'a> SincosOp<'a> {
    pub const NAME: &'static str = "llvm.intr.sincos";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &SINCOS_OP_INFO) => Some(SincosOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `val`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, SINCOS_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, SINCOS_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        val: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&SINCOS_OP_INFO),
            },
            loc,
        );
        st.operands.push(val);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_sincos_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: SINCOS_OP_OPERANDS,
            results: SINCOS_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_sincos_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        SINCOS_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        SINCOS_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ::descent::dialects::native::llvm::verify_sincos(op)?;
    Ok(())
}
fn verify_sincos_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_sincos_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_val: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_val: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_val.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_val = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_val.unwrap_or_default();
    p.resolve_operands(&o_val, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_sincos_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.sincos` (spec/dialects/llvm_intrinsics.td:259)
pub static SINCOS_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.sincos",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::PURE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:259",
    verify: verify_sincos_op,
    verify_attrs: verify_sincos_op_attrs,
    parse: Some(parse_sincos_op),
    print: Some(print_sincos_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: SINCOS_OP_OPERANDS,
    result_arities: SINCOS_OP_RESULTS,
    successor_operands: &[],
};
const IS_FP_CLASS_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const IS_FP_CLASS_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.is.fpclass` (spec/dialects/llvm_intrinsics.td:269)
#[derive(Copy, Clone)]
pub struct IsFpClassOp<'a>(pub OpRef<'a>);
impl<'a> IsFpClassOp<'a> {
    pub const NAME: &'static str = "llvm.intr.is.fpclass";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &IS_FP_CLASS_OP_INFO) => Some(IsFpClassOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, IS_FP_CLASS_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, IS_FP_CLASS_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `bit`: 32-bit signless integer attribute
    pub fn bit_attr(&self) -> Option<Attribute> {
        self.0.attr("bit")
    }
    pub fn bit(&self) -> Option<i64> {
        ods::attr_int(self.0, "bit")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        bit_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&IS_FP_CLASS_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        if let Some(a) = bit_attr {
            st.add_attr(ctx.ident("bit"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_is_fp_class_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: IS_FP_CLASS_OP_OPERANDS,
            results: IS_FP_CLASS_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    if op.attr("bit").is_none() {
        return Err(ods::op_error(op, "requires attribute 'bit'"));
    }
    verify_is_fp_class_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        IS_FP_CLASS_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        IS_FP_CLASS_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    Ok(())
}
fn verify_is_fp_class_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("bit") {
        if !(::descent::dialects::gen::constraints::i32_attr(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'bit' failed to satisfy constraint: 32-bit signless integer attribute",
                ),
            );
        }
    }
    Ok(())
}
/// `llvm.intr.is.fpclass` (spec/dialects/llvm_intrinsics.td:269)
pub static IS_FP_CLASS_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.is.fpclass",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::PURE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "bit",
            default: None,
            materialize: false,
            optional: false,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:269",
    verify: verify_is_fp_class_op,
    verify_attrs: verify_is_fp_class_op_attrs,
    parse: None,
    print: None,
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: IS_FP_CLASS_OP_OPERANDS,
    result_arities: IS_FP_CLASS_OP_RESULTS,
    successor_operands: &[],
};
const LROUND_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const LROUND_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.lround` (spec/dialects/llvm_intrinsics.td:275)
#[derive(Copy, Clone)]
pub struct LroundOp<'a>(pub OpRef<'a>);
impl<'a> LroundOp<'a> {
    pub const NAME: &'static str = "llvm.intr.lround";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &LROUND_OP_INFO) => Some(LroundOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `val`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, LROUND_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, LROUND_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        val: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&LROUND_OP_INFO),
            },
            loc,
        );
        st.operands.push(val);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_lround_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: LROUND_OP_OPERANDS,
            results: LROUND_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_lround_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        LROUND_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        LROUND_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    Ok(())
}
fn verify_lround_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
fn parse_lround_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_val: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_val: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_val.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_val = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_val.unwrap_or_default();
    p.resolve_operands(&o_val, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_lround_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.lround` (spec/dialects/llvm_intrinsics.td:275)
pub static LROUND_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.lround",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::PURE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:275",
    verify: verify_lround_op,
    verify_attrs: verify_lround_op_attrs,
    parse: Some(parse_lround_op),
    print: Some(print_lround_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: LROUND_OP_OPERANDS,
    result_arities: LROUND_OP_RESULTS,
    successor_operands: &[],
};
const LLROUND_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const LLROUND_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.llround` (spec/dialects/llvm_intrinsics.td:276)
#[derive(Copy, Clone)]
pub struct LlroundOp<'a>(pub OpRef<'a>);
impl<'a> LlroundOp<'a> {
    pub const NAME: &'static str = "llvm.intr.llround";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &LLROUND_OP_INFO) => Some(LlroundOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `val`: floating point LLVM type
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, LLROUND_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, LLROUND_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        val: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&LLROUND_OP_INFO),
            },
            loc,
        );
        st.operands.push(val);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_llround_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: LLROUND_OP_OPERANDS,
            results: LLROUND_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_llround_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        LLROUND_OP_OPERANDS,
        0usize,
        "floating point LLVM type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_any_float(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        LLROUND_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    Ok(())
}
fn verify_llround_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
fn parse_llround_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_val: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_val: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_val.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_val = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_val.unwrap_or_default();
    p.resolve_operands(&o_val, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_llround_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.llround` (spec/dialects/llvm_intrinsics.td:276)
pub static LLROUND_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.llround",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::PURE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:276",
    verify: verify_llround_op,
    verify_attrs: verify_llround_op_attrs,
    parse: Some(parse_llround_op),
    print: Some(print_llround_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: LLROUND_OP_OPERANDS,
    result_arities: LLROUND_OP_RESULTS,
    successor_operands: &[],
};
const LRINT_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const LRINT_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.lrint` (spec/dialects/llvm_intrinsics.td:277)
#[derive(Copy, Clone)]
pub struct LrintOp<'a>(pub OpRef<'a>);
impl<'a> LrintOp<'a> {
    pub const NAME: &'static str = "llvm.intr.lrint";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &LRINT_OP_INFO) => Some(LrintOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `val`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, LRINT_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, LRINT_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        val: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&LRINT_OP_INFO),
            },
            loc,
        );
        st.operands.push(val);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_lrint_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: LRINT_OP_OPERANDS,
            results: LRINT_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_lrint_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        LRINT_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        LRINT_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    Ok(())
}
fn verify_lrint_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
fn parse_lrint_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_val: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_val: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_val.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_val = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_val.unwrap_or_default();
    p.resolve_operands(&o_val, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_lrint_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.lrint` (spec/dialects/llvm_intrinsics.td:277)
pub static LRINT_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.lrint",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::PURE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:277",
    verify: verify_lrint_op,
    verify_attrs: verify_lrint_op_attrs,
    parse: Some(parse_lrint_op),
    print: Some(print_lrint_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: LRINT_OP_OPERANDS,
    result_arities: LRINT_OP_RESULTS,
    successor_operands: &[],
};
const LLRINT_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const LLRINT_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.llrint` (spec/dialects/llvm_intrinsics.td:278)
#[derive(Copy, Clone)]
pub struct LlrintOp<'a>(pub OpRef<'a>);
impl<'a> LlrintOp<'a> {
    pub const NAME: &'static str = "llvm.intr.llrint";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &LLRINT_OP_INFO) => Some(LlrintOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `val`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, LLRINT_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, LLRINT_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        val: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&LLRINT_OP_INFO),
            },
            loc,
        );
        st.operands.push(val);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_llrint_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: LLRINT_OP_OPERANDS,
            results: LLRINT_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_llrint_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        LLRINT_OP_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        LLRINT_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    Ok(())
}
fn verify_llrint_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
fn parse_llrint_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_val: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_val: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_val.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_val = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_val.unwrap_or_default();
    p.resolve_operands(&o_val, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_llrint_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.llrint` (spec/dialects/llvm_intrinsics.td:278)
pub static LLRINT_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.llrint",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::PURE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:278",
    verify: verify_llrint_op,
    verify_attrs: verify_llrint_op_attrs,
    parse: Some(parse_llrint_op),
    print: Some(print_llrint_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: LLRINT_OP_OPERANDS,
    result_arities: LLRINT_OP_RESULTS,
    successor_operands: &[],
};
const ABS_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const ABS_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.abs` (spec/dialects/llvm_intrinsics.td:285)
#[derive(Copy, Clone)]
pub struct AbsOp<'a>(pub OpRef<'a>);
impl<'a> AbsOp<'a> {
    pub const NAME: &'static str = "llvm.intr.abs";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &ABS_OP_INFO) => Some(AbsOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, ABS_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, ABS_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `is_int_min_poison`: 1-bit signless integer attribute
    pub fn is_int_min_poison_attr(&self) -> Option<Attribute> {
        self.0.attr("is_int_min_poison")
    }
    pub fn is_int_min_poison(&self) -> Option<bool> {
        ods::attr_bool(self.0, "is_int_min_poison")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        is_int_min_poison_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&ABS_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        if let Some(a) = is_int_min_poison_attr {
            st.add_attr(ctx.ident("is_int_min_poison"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_abs_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: ABS_OP_OPERANDS,
            results: ABS_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    if op.attr("is_int_min_poison").is_none() {
        return Err(ods::op_error(op, "requires attribute 'is_int_min_poison'"));
    }
    verify_abs_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        ABS_OP_OPERANDS,
        0usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        ABS_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    Ok(())
}
fn verify_abs_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("is_int_min_poison") {
        if !(::descent::dialects::gen::llvm_types::llvm_i1_attr(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'is_int_min_poison' failed to satisfy constraint: 1-bit signless integer attribute",
                ),
            );
        }
    }
    Ok(())
}
/// `llvm.intr.abs` (spec/dialects/llvm_intrinsics.td:285)
pub static ABS_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.abs",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::PURE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "is_int_min_poison",
            default: None,
            materialize: false,
            optional: false,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:285",
    verify: verify_abs_op,
    verify_attrs: verify_abs_op_attrs,
    parse: None,
    print: None,
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: ABS_OP_OPERANDS,
    result_arities: ABS_OP_RESULTS,
    successor_operands: &[],
};
const S_MAX_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
const S_MAX_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.smax` (spec/dialects/llvm_intrinsics.td:293)
#[derive(Copy, Clone)]
pub struct SMaxOp<'a>(pub OpRef<'a>);
impl<'a> SMaxOp<'a> {
    pub const NAME: &'static str = "llvm.intr.smax";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &S_MAX_OP_INFO) => Some(SMaxOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, S_MAX_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, S_MAX_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, S_MAX_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&S_MAX_OP_INFO),
            },
            loc,
        );
        st.operands.push(a);
        st.operands.push(b);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_s_max_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: S_MAX_OP_OPERANDS,
            results: S_MAX_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_s_max_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        S_MAX_OP_OPERANDS,
        0usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        false,
        S_MAX_OP_OPERANDS,
        1usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        S_MAX_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_s_max_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
fn parse_s_max_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_a: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_a: Option<Vec<Type>> = None;
    let mut o_b: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_b: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_a.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let n = (1usize).min(rest.len());
    o_b.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    let mut rest: &[Type] = &ins;
    let n = o_a.len().min(rest.len());
    ot_a = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let n = o_b.len().min(rest.len());
    ot_b = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let _ = rest;
    rt_res = Some(outs.clone());
    let types = ot_a.unwrap_or_default();
    p.resolve_operands(&o_a, &types, start, &mut st.operands)?;
    let types = ot_b.unwrap_or_default();
    p.resolve_operands(&o_b, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_s_max_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.smax` (spec/dialects/llvm_intrinsics.td:293)
pub static S_MAX_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.smax",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:293",
    verify: verify_s_max_op,
    verify_attrs: verify_s_max_op_attrs,
    parse: Some(parse_s_max_op),
    print: Some(print_s_max_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: S_MAX_OP_OPERANDS,
    result_arities: S_MAX_OP_RESULTS,
    successor_operands: &[],
};
const S_MIN_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
const S_MIN_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.smin` (spec/dialects/llvm_intrinsics.td:294)
#[derive(Copy, Clone)]
pub struct SMinOp<'a>(pub OpRef<'a>);
impl<'a> SMinOp<'a> {
    pub const NAME: &'static str = "llvm.intr.smin";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &S_MIN_OP_INFO) => Some(SMinOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, S_MIN_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, S_MIN_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, S_MIN_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&S_MIN_OP_INFO),
            },
            loc,
        );
        st.operands.push(a);
        st.operands.push(b);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_s_min_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: S_MIN_OP_OPERANDS,
            results: S_MIN_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_s_min_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        S_MIN_OP_OPERANDS,
        0usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        false,
        S_MIN_OP_OPERANDS,
        1usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        S_MIN_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_s_min_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
fn parse_s_min_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_a: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_a: Option<Vec<Type>> = None;
    let mut o_b: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_b: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_a.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let n = (1usize).min(rest.len());
    o_b.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    let mut rest: &[Type] = &ins;
    let n = o_a.len().min(rest.len());
    ot_a = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let n = o_b.len().min(rest.len());
    ot_b = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let _ = rest;
    rt_res = Some(outs.clone());
    let types = ot_a.unwrap_or_default();
    p.resolve_operands(&o_a, &types, start, &mut st.operands)?;
    let types = ot_b.unwrap_or_default();
    p.resolve_operands(&o_b, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_s_min_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.smin` (spec/dialects/llvm_intrinsics.td:294)
pub static S_MIN_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.smin",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:294",
    verify: verify_s_min_op,
    verify_attrs: verify_s_min_op_attrs,
    parse: Some(parse_s_min_op),
    print: Some(print_s_min_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: S_MIN_OP_OPERANDS,
    result_arities: S_MIN_OP_RESULTS,
    successor_operands: &[],
};
const U_MAX_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
const U_MAX_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.umax` (spec/dialects/llvm_intrinsics.td:295)
#[derive(Copy, Clone)]
pub struct UMaxOp<'a>(pub OpRef<'a>);
impl<'a> UMaxOp<'a> {
    pub const NAME: &'static str = "llvm.intr.umax";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &U_MAX_OP_INFO) => Some(UMaxOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, U_MAX_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, U_MAX_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, U_MAX_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&U_MAX_OP_INFO),
            },
            loc,
        );
        st.operands.push(a);
        st.operands.push(b);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_u_max_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: U_MAX_OP_OPERANDS,
            results: U_MAX_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_u_max_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        U_MAX_OP_OPERANDS,
        0usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        false,
        U_MAX_OP_OPERANDS,
        1usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        U_MAX_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_u_max_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
fn parse_u_max_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_a: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_a: Option<Vec<Type>> = None;
    let mut o_b: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_b: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_a.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let n = (1usize).min(rest.len());
    o_b.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    let mut rest: &[Type] = &ins;
    let n = o_a.len().min(rest.len());
    ot_a = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let n = o_b.len().min(rest.len());
    ot_b = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let _ = rest;
    rt_res = Some(outs.clone());
    let types = ot_a.unwrap_or_default();
    p.resolve_operands(&o_a, &types, start, &mut st.operands)?;
    let types = ot_b.unwrap_or_default();
    p.resolve_operands(&o_b, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_u_max_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.umax` (spec/dialects/llvm_intrinsics.td:295)
pub static U_MAX_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.umax",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:295",
    verify: verify_u_max_op,
    verify_attrs: verify_u_max_op_attrs,
    parse: Some(parse_u_max_op),
    print: Some(print_u_max_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: U_MAX_OP_OPERANDS,
    result_arities: U_MAX_OP_RESULTS,
    successor_operands: &[],
};
const U_MIN_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
const U_MIN_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.umin` (spec/dialects/llvm_intrinsics.td:296)
#[derive(Copy, Clone)]
pub struct UMinOp<'a>(pub OpRef<'a>);
impl<'a> UMinOp<'a> {
    pub const NAME: &'static str = "llvm.intr.umin";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &U_MIN_OP_INFO) => Some(UMinOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, U_MIN_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, U_MIN_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, U_MIN_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&U_MIN_OP_INFO),
            },
            loc,
        );
        st.operands.push(a);
        st.operands.push(b);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_u_min_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: U_MIN_OP_OPERANDS,
            results: U_MIN_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_u_min_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        U_MIN_OP_OPERANDS,
        0usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        false,
        U_MIN_OP_OPERANDS,
        1usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        U_MIN_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_u_min_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
fn parse_u_min_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_a: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_a: Option<Vec<Type>> = None;
    let mut o_b: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_b: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_a.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let n = (1usize).min(rest.len());
    o_b.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    let mut rest: &[Type] = &ins;
    let n = o_a.len().min(rest.len());
    ot_a = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let n = o_b.len().min(rest.len());
    ot_b = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let _ = rest;
    rt_res = Some(outs.clone());
    let types = ot_a.unwrap_or_default();
    p.resolve_operands(&o_a, &types, start, &mut st.operands)?;
    let types = ot_b.unwrap_or_default();
    p.resolve_operands(&o_b, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_u_min_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.umin` (spec/dialects/llvm_intrinsics.td:296)
pub static U_MIN_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.umin",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:296",
    verify: verify_u_min_op,
    verify_attrs: verify_u_min_op_attrs,
    parse: Some(parse_u_min_op),
    print: Some(print_u_min_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: U_MIN_OP_OPERANDS,
    result_arities: U_MIN_OP_RESULTS,
    successor_operands: &[],
};
const S_CMP_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
const S_CMP_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.scmp` (spec/dialects/llvm_intrinsics.td:298)
#[derive(Copy, Clone)]
pub struct SCmpOp<'a>(pub OpRef<'a>);
impl<'a> SCmpOp<'a> {
    pub const NAME: &'static str = "llvm.intr.scmp";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &S_CMP_OP_INFO) => Some(SCmpOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, S_CMP_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, S_CMP_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `res`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn res(&self) -> Value {
        ods::results_group(self.0, S_CMP_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&S_CMP_OP_INFO),
            },
            loc,
        );
        st.operands.push(a);
        st.operands.push(b);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_s_cmp_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: S_CMP_OP_OPERANDS,
            results: S_CMP_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_s_cmp_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        S_CMP_OP_OPERANDS,
        0usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        false,
        S_CMP_OP_OPERANDS,
        1usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        S_CMP_OP_RESULTS,
        0usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::same_type_operands(op)?;
    Ok(())
}
fn verify_s_cmp_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
fn parse_s_cmp_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_a: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_a: Option<Vec<Type>> = None;
    let mut o_b: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_b: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_a.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let n = (1usize).min(rest.len());
    o_b.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    let mut rest: &[Type] = &ins;
    let n = o_a.len().min(rest.len());
    ot_a = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let n = o_b.len().min(rest.len());
    ot_b = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let _ = rest;
    rt_res = Some(outs.clone());
    let types = ot_a.unwrap_or_default();
    p.resolve_operands(&o_a, &types, start, &mut st.operands)?;
    let types = ot_b.unwrap_or_default();
    p.resolve_operands(&o_b, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_s_cmp_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.scmp` (spec/dialects/llvm_intrinsics.td:298)
pub static S_CMP_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.scmp",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_TYPE_OPERANDS),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:298",
    verify: verify_s_cmp_op,
    verify_attrs: verify_s_cmp_op_attrs,
    parse: Some(parse_s_cmp_op),
    print: Some(print_s_cmp_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: S_CMP_OP_OPERANDS,
    result_arities: S_CMP_OP_RESULTS,
    successor_operands: &[],
};
const U_CMP_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
const U_CMP_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.ucmp` (spec/dialects/llvm_intrinsics.td:299)
#[derive(Copy, Clone)]
pub struct UCmpOp<'a>(pub OpRef<'a>);
impl<'a> UCmpOp<'a> {
    pub const NAME: &'static str = "llvm.intr.ucmp";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &U_CMP_OP_INFO) => Some(UCmpOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, U_CMP_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, U_CMP_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `res`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn res(&self) -> Value {
        ods::results_group(self.0, U_CMP_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&U_CMP_OP_INFO),
            },
            loc,
        );
        st.operands.push(a);
        st.operands.push(b);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_u_cmp_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: U_CMP_OP_OPERANDS,
            results: U_CMP_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_u_cmp_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        U_CMP_OP_OPERANDS,
        0usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        false,
        U_CMP_OP_OPERANDS,
        1usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        U_CMP_OP_RESULTS,
        0usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::same_type_operands(op)?;
    Ok(())
}
fn verify_u_cmp_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
fn parse_u_cmp_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_a: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_a: Option<Vec<Type>> = None;
    let mut o_b: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_b: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_a.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let n = (1usize).min(rest.len());
    o_b.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    let mut rest: &[Type] = &ins;
    let n = o_a.len().min(rest.len());
    ot_a = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let n = o_b.len().min(rest.len());
    ot_b = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let _ = rest;
    rt_res = Some(outs.clone());
    let types = ot_a.unwrap_or_default();
    p.resolve_operands(&o_a, &types, start, &mut st.operands)?;
    let types = ot_b.unwrap_or_default();
    p.resolve_operands(&o_b, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_u_cmp_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.ucmp` (spec/dialects/llvm_intrinsics.td:299)
pub static U_CMP_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.ucmp",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_TYPE_OPERANDS),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:299",
    verify: verify_u_cmp_op,
    verify_attrs: verify_u_cmp_op_attrs,
    parse: Some(parse_u_cmp_op),
    print: Some(print_u_cmp_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: U_CMP_OP_OPERANDS,
    result_arities: U_CMP_OP_RESULTS,
    successor_operands: &[],
};
const BIT_REVERSE_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const BIT_REVERSE_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.bitreverse` (spec/dialects/llvm_intrinsics.td:301)
#[derive(Copy, Clone)]
pub struct BitReverseOp<'a>(pub OpRef<'a>);
impl<'a> BitReverseOp<'a> {
    pub const NAME: &'static str = "llvm.intr.bitreverse";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &BIT_REVERSE_OP_INFO) => Some(BitReverseOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, BIT_REVERSE_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, BIT_REVERSE_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&BIT_REVERSE_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_bit_reverse_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: BIT_REVERSE_OP_OPERANDS,
            results: BIT_REVERSE_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_bit_reverse_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        BIT_REVERSE_OP_OPERANDS,
        0usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        BIT_REVERSE_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_bit_reverse_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
fn parse_bit_reverse_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_in: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_in.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_in = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_bit_reverse_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.bitreverse` (spec/dialects/llvm_intrinsics.td:301)
pub static BIT_REVERSE_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.bitreverse",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:301",
    verify: verify_bit_reverse_op,
    verify_attrs: verify_bit_reverse_op_attrs,
    parse: Some(parse_bit_reverse_op),
    print: Some(print_bit_reverse_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: BIT_REVERSE_OP_OPERANDS,
    result_arities: BIT_REVERSE_OP_RESULTS,
    successor_operands: &[],
};
const BYTE_SWAP_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const BYTE_SWAP_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.bswap` (spec/dialects/llvm_intrinsics.td:302)
#[derive(Copy, Clone)]
pub struct ByteSwapOp<'a>(pub OpRef<'a>);
impl<'a> ByteSwapOp<'a> {
    pub const NAME: &'static str = "llvm.intr.bswap";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &BYTE_SWAP_OP_INFO) => Some(ByteSwapOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, BYTE_SWAP_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, BYTE_SWAP_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&BYTE_SWAP_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_byte_swap_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: BYTE_SWAP_OP_OPERANDS,
            results: BYTE_SWAP_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_byte_swap_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        BYTE_SWAP_OP_OPERANDS,
        0usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        BYTE_SWAP_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_byte_swap_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
fn parse_byte_swap_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_in: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_in.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_in = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_byte_swap_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.bswap` (spec/dialects/llvm_intrinsics.td:302)
pub static BYTE_SWAP_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.bswap",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:302",
    verify: verify_byte_swap_op,
    verify_attrs: verify_byte_swap_op_attrs,
    parse: Some(parse_byte_swap_op),
    print: Some(print_byte_swap_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: BYTE_SWAP_OP_OPERANDS,
    result_arities: BYTE_SWAP_OP_RESULTS,
    successor_operands: &[],
};
const CT_POP_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const CT_POP_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.ctpop` (spec/dialects/llvm_intrinsics.td:303)
#[derive(Copy, Clone)]
pub struct CtPopOp<'a>(pub OpRef<'a>);
impl<'a> CtPopOp<'a> {
    pub const NAME: &'static str = "llvm.intr.ctpop";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &CT_POP_OP_INFO) => Some(CtPopOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, CT_POP_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, CT_POP_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&CT_POP_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_ct_pop_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: CT_POP_OP_OPERANDS,
            results: CT_POP_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_ct_pop_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        CT_POP_OP_OPERANDS,
        0usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        CT_POP_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_ct_pop_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
fn parse_ct_pop_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_in: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_in.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_in = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_ct_pop_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.ctpop` (spec/dialects/llvm_intrinsics.td:303)
pub static CT_POP_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.ctpop",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:303",
    verify: verify_ct_pop_op,
    verify_attrs: verify_ct_pop_op_attrs,
    parse: Some(parse_ct_pop_op),
    print: Some(print_ct_pop_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: CT_POP_OP_OPERANDS,
    result_arities: CT_POP_OP_RESULTS,
    successor_operands: &[],
};
const COUNT_LEADING_ZEROS_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const COUNT_LEADING_ZEROS_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.ctlz` (spec/dialects/llvm_intrinsics.td:304)
#[derive(Copy, Clone)]
pub struct CountLeadingZerosOp<'a>(pub OpRef<'a>);
impl<'a> CountLeadingZerosOp<'a> {
    pub const NAME: &'static str = "llvm.intr.ctlz";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &COUNT_LEADING_ZEROS_OP_INFO) => {
                Some(CountLeadingZerosOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, COUNT_LEADING_ZEROS_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, COUNT_LEADING_ZEROS_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `is_zero_poison`: 1-bit signless integer attribute
    pub fn is_zero_poison_attr(&self) -> Option<Attribute> {
        self.0.attr("is_zero_poison")
    }
    pub fn is_zero_poison(&self) -> Option<bool> {
        ods::attr_bool(self.0, "is_zero_poison")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        is_zero_poison_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&COUNT_LEADING_ZEROS_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        if let Some(a) = is_zero_poison_attr {
            st.add_attr(ctx.ident("is_zero_poison"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_count_leading_zeros_op(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: COUNT_LEADING_ZEROS_OP_OPERANDS,
            results: COUNT_LEADING_ZEROS_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    if op.attr("is_zero_poison").is_none() {
        return Err(ods::op_error(op, "requires attribute 'is_zero_poison'"));
    }
    verify_count_leading_zeros_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        COUNT_LEADING_ZEROS_OP_OPERANDS,
        0usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        COUNT_LEADING_ZEROS_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_count_leading_zeros_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("is_zero_poison") {
        if !(::descent::dialects::gen::llvm_types::llvm_i1_attr(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'is_zero_poison' failed to satisfy constraint: 1-bit signless integer attribute",
                ),
            );
        }
    }
    Ok(())
}
/// `llvm.intr.ctlz` (spec/dialects/llvm_intrinsics.td:304)
pub static COUNT_LEADING_ZEROS_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.ctlz",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "is_zero_poison",
            default: None,
            materialize: false,
            optional: false,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:304",
    verify: verify_count_leading_zeros_op,
    verify_attrs: verify_count_leading_zeros_op_attrs,
    parse: None,
    print: None,
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: COUNT_LEADING_ZEROS_OP_OPERANDS,
    result_arities: COUNT_LEADING_ZEROS_OP_RESULTS,
    successor_operands: &[],
};
const COUNT_TRAILING_ZEROS_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const COUNT_TRAILING_ZEROS_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.cttz` (spec/dialects/llvm_intrinsics.td:305)
#[derive(Copy, Clone)]
pub struct CountTrailingZerosOp<'a>(pub OpRef<'a>);
impl<'a> CountTrailingZerosOp<'a> {
    pub const NAME: &'static str = "llvm.intr.cttz";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &COUNT_TRAILING_ZEROS_OP_INFO) => {
                Some(CountTrailingZerosOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, COUNT_TRAILING_ZEROS_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, COUNT_TRAILING_ZEROS_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `is_zero_poison`: 1-bit signless integer attribute
    pub fn is_zero_poison_attr(&self) -> Option<Attribute> {
        self.0.attr("is_zero_poison")
    }
    pub fn is_zero_poison(&self) -> Option<bool> {
        ods::attr_bool(self.0, "is_zero_poison")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        is_zero_poison_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&COUNT_TRAILING_ZEROS_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        if let Some(a) = is_zero_poison_attr {
            st.add_attr(ctx.ident("is_zero_poison"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_count_trailing_zeros_op(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: COUNT_TRAILING_ZEROS_OP_OPERANDS,
            results: COUNT_TRAILING_ZEROS_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    if op.attr("is_zero_poison").is_none() {
        return Err(ods::op_error(op, "requires attribute 'is_zero_poison'"));
    }
    verify_count_trailing_zeros_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        COUNT_TRAILING_ZEROS_OP_OPERANDS,
        0usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        COUNT_TRAILING_ZEROS_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_count_trailing_zeros_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("is_zero_poison") {
        if !(::descent::dialects::gen::llvm_types::llvm_i1_attr(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'is_zero_poison' failed to satisfy constraint: 1-bit signless integer attribute",
                ),
            );
        }
    }
    Ok(())
}
/// `llvm.intr.cttz` (spec/dialects/llvm_intrinsics.td:305)
pub static COUNT_TRAILING_ZEROS_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.cttz",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "is_zero_poison",
            default: None,
            materialize: false,
            optional: false,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:305",
    verify: verify_count_trailing_zeros_op,
    verify_attrs: verify_count_trailing_zeros_op_attrs,
    parse: None,
    print: None,
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: COUNT_TRAILING_ZEROS_OP_OPERANDS,
    result_arities: COUNT_TRAILING_ZEROS_OP_RESULTS,
    successor_operands: &[],
};
const FSHL_OP_OPERANDS: &[ods::Arity] = &[
    ods::Arity::Single,
    ods::Arity::Single,
    ods::Arity::Single,
];
const FSHL_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.fshl` (spec/dialects/llvm_intrinsics.td:307)
#[derive(Copy, Clone)]
pub struct FshlOp<'a>(pub OpRef<'a>);
impl<'a> FshlOp<'a> {
    pub const NAME: &'static str = "llvm.intr.fshl";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &FSHL_OP_INFO) => Some(FshlOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, FSHL_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, FSHL_OP_OPERANDS, 1usize).get(0)
    }
    /// Operand `c`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn c(&self) -> Value {
        ods::operand_group(self.0, FSHL_OP_OPERANDS, 2usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, FSHL_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        c: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&FSHL_OP_INFO),
            },
            loc,
        );
        st.operands.push(a);
        st.operands.push(b);
        st.operands.push(c);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_fshl_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: FSHL_OP_OPERANDS,
            results: FSHL_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_fshl_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        FSHL_OP_OPERANDS,
        0usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        false,
        FSHL_OP_OPERANDS,
        1usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        false,
        FSHL_OP_OPERANDS,
        2usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        FSHL_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_fshl_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
fn parse_fshl_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_a: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_a: Option<Vec<Type>> = None;
    let mut o_b: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_b: Option<Vec<Type>> = None;
    let mut o_c: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_c: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_a.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let n = (1usize).min(rest.len());
    o_b.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let n = (1usize).min(rest.len());
    o_c.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    let mut rest: &[Type] = &ins;
    let n = o_a.len().min(rest.len());
    ot_a = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let n = o_b.len().min(rest.len());
    ot_b = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let n = o_c.len().min(rest.len());
    ot_c = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let _ = rest;
    rt_res = Some(outs.clone());
    let types = ot_a.unwrap_or_default();
    p.resolve_operands(&o_a, &types, start, &mut st.operands)?;
    let types = ot_b.unwrap_or_default();
    p.resolve_operands(&o_b, &types, start, &mut st.operands)?;
    let types = ot_c.unwrap_or_default();
    p.resolve_operands(&o_c, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_fshl_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.fshl` (spec/dialects/llvm_intrinsics.td:307)
pub static FSHL_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.fshl",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:307",
    verify: verify_fshl_op,
    verify_attrs: verify_fshl_op_attrs,
    parse: Some(parse_fshl_op),
    print: Some(print_fshl_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: FSHL_OP_OPERANDS,
    result_arities: FSHL_OP_RESULTS,
    successor_operands: &[],
};
const FSHR_OP_OPERANDS: &[ods::Arity] = &[
    ods::Arity::Single,
    ods::Arity::Single,
    ods::Arity::Single,
];
const FSHR_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.fshr` (spec/dialects/llvm_intrinsics.td:308)
#[derive(Copy, Clone)]
pub struct FshrOp<'a>(pub OpRef<'a>);
impl<'a> FshrOp<'a> {
    pub const NAME: &'static str = "llvm.intr.fshr";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &FSHR_OP_INFO) => Some(FshrOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, FSHR_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, FSHR_OP_OPERANDS, 1usize).get(0)
    }
    /// Operand `c`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn c(&self) -> Value {
        ods::operand_group(self.0, FSHR_OP_OPERANDS, 2usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, FSHR_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        c: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&FSHR_OP_INFO),
            },
            loc,
        );
        st.operands.push(a);
        st.operands.push(b);
        st.operands.push(c);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_fshr_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: FSHR_OP_OPERANDS,
            results: FSHR_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_fshr_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        FSHR_OP_OPERANDS,
        0usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        false,
        FSHR_OP_OPERANDS,
        1usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        false,
        FSHR_OP_OPERANDS,
        2usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        FSHR_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_fshr_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
fn parse_fshr_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_a: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_a: Option<Vec<Type>> = None;
    let mut o_b: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_b: Option<Vec<Type>> = None;
    let mut o_c: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_c: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_a.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let n = (1usize).min(rest.len());
    o_b.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let n = (1usize).min(rest.len());
    o_c.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    let mut rest: &[Type] = &ins;
    let n = o_a.len().min(rest.len());
    ot_a = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let n = o_b.len().min(rest.len());
    ot_b = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let n = o_c.len().min(rest.len());
    ot_c = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let _ = rest;
    rt_res = Some(outs.clone());
    let types = ot_a.unwrap_or_default();
    p.resolve_operands(&o_a, &types, start, &mut st.operands)?;
    let types = ot_b.unwrap_or_default();
    p.resolve_operands(&o_b, &types, start, &mut st.operands)?;
    let types = ot_c.unwrap_or_default();
    p.resolve_operands(&o_c, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_fshr_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.fshr` (spec/dialects/llvm_intrinsics.td:308)
pub static FSHR_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.fshr",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:308",
    verify: verify_fshr_op,
    verify_attrs: verify_fshr_op_attrs,
    parse: Some(parse_fshr_op),
    print: Some(print_fshr_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: FSHR_OP_OPERANDS,
    result_arities: FSHR_OP_RESULTS,
    successor_operands: &[],
};
const S_ADD_WITH_OVERFLOW_OP_OPERANDS: &[ods::Arity] = &[
    ods::Arity::Single,
    ods::Arity::Single,
];
const S_ADD_WITH_OVERFLOW_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.sadd.with.overflow` (spec/dialects/llvm_intrinsics.td:310)
#[derive(Copy, Clone)]
pub struct SAddWithOverflowOp<'a>(pub OpRef<'a>);
impl<'a> SAddWithOverflowOp<'a> {
    pub const NAME: &'static str = "llvm.intr.sadd.with.overflow";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &S_ADD_WITH_OVERFLOW_OP_INFO) => {
                Some(SAddWithOverflowOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, S_ADD_WITH_OVERFLOW_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, S_ADD_WITH_OVERFLOW_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, S_ADD_WITH_OVERFLOW_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&S_ADD_WITH_OVERFLOW_OP_INFO),
            },
            loc,
        );
        st.operands.push(a);
        st.operands.push(b);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_s_add_with_overflow_op(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: S_ADD_WITH_OVERFLOW_OP_OPERANDS,
            results: S_ADD_WITH_OVERFLOW_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_s_add_with_overflow_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        S_ADD_WITH_OVERFLOW_OP_OPERANDS,
        0usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        false,
        S_ADD_WITH_OVERFLOW_OP_OPERANDS,
        1usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        S_ADD_WITH_OVERFLOW_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_element_type(op)?;
    Ok(())
}
fn verify_s_add_with_overflow_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
/// `llvm.intr.sadd.with.overflow` (spec/dialects/llvm_intrinsics.td:310)
pub static S_ADD_WITH_OVERFLOW_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.sadd.with.overflow",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_ELEMENT_TYPE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:310",
    verify: verify_s_add_with_overflow_op,
    verify_attrs: verify_s_add_with_overflow_op_attrs,
    parse: None,
    print: None,
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: S_ADD_WITH_OVERFLOW_OP_OPERANDS,
    result_arities: S_ADD_WITH_OVERFLOW_OP_RESULTS,
    successor_operands: &[],
};
const U_ADD_WITH_OVERFLOW_OP_OPERANDS: &[ods::Arity] = &[
    ods::Arity::Single,
    ods::Arity::Single,
];
const U_ADD_WITH_OVERFLOW_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.uadd.with.overflow` (spec/dialects/llvm_intrinsics.td:311)
#[derive(Copy, Clone)]
pub struct UAddWithOverflowOp<'a>(pub OpRef<'a>);
impl<'a> UAddWithOverflowOp<'a> {
    pub const NAME: &'static str = "llvm.intr.uadd.with.overflow";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &U_ADD_WITH_OVERFLOW_OP_INFO) => {
                Some(UAddWithOverflowOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, U_ADD_WITH_OVERFLOW_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, U_ADD_WITH_OVERFLOW_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, U_ADD_WITH_OVERFLOW_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&U_ADD_WITH_OVERFLOW_OP_INFO),
            },
            loc,
        );
        st.operands.push(a);
        st.operands.push(b);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_u_add_with_overflow_op(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: U_ADD_WITH_OVERFLOW_OP_OPERANDS,
            results: U_ADD_WITH_OVERFLOW_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_u_add_with_overflow_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        U_ADD_WITH_OVERFLOW_OP_OPERANDS,
        0usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        false,
        U_ADD_WITH_OVERFLOW_OP_OPERANDS,
        1usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        U_ADD_WITH_OVERFLOW_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_element_type(op)?;
    Ok(())
}
fn verify_u_add_with_overflow_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
/// `llvm.intr.uadd.with.overflow` (spec/dialects/llvm_intrinsics.td:311)
pub static U_ADD_WITH_OVERFLOW_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.uadd.with.overflow",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_ELEMENT_TYPE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:311",
    verify: verify_u_add_with_overflow_op,
    verify_attrs: verify_u_add_with_overflow_op_attrs,
    parse: None,
    print: None,
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: U_ADD_WITH_OVERFLOW_OP_OPERANDS,
    result_arities: U_ADD_WITH_OVERFLOW_OP_RESULTS,
    successor_operands: &[],
};
const S_SUB_WITH_OVERFLOW_OP_OPERANDS: &[ods::Arity] = &[
    ods::Arity::Single,
    ods::Arity::Single,
];
const S_SUB_WITH_OVERFLOW_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.ssub.with.overflow` (spec/dialects/llvm_intrinsics.td:312)
#[derive(Copy, Clone)]
pub struct SSubWithOverflowOp<'a>(pub OpRef<'a>);
impl<'a> SSubWithOverflowOp<'a> {
    pub const NAME: &'static str = "llvm.intr.ssub.with.overflow";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &S_SUB_WITH_OVERFLOW_OP_INFO) => {
                Some(SSubWithOverflowOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, S_SUB_WITH_OVERFLOW_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, S_SUB_WITH_OVERFLOW_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, S_SUB_WITH_OVERFLOW_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&S_SUB_WITH_OVERFLOW_OP_INFO),
            },
            loc,
        );
        st.operands.push(a);
        st.operands.push(b);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_s_sub_with_overflow_op(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: S_SUB_WITH_OVERFLOW_OP_OPERANDS,
            results: S_SUB_WITH_OVERFLOW_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_s_sub_with_overflow_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        S_SUB_WITH_OVERFLOW_OP_OPERANDS,
        0usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        false,
        S_SUB_WITH_OVERFLOW_OP_OPERANDS,
        1usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        S_SUB_WITH_OVERFLOW_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_element_type(op)?;
    Ok(())
}
fn verify_s_sub_with_overflow_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
/// `llvm.intr.ssub.with.overflow` (spec/dialects/llvm_intrinsics.td:312)
pub static S_SUB_WITH_OVERFLOW_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.ssub.with.overflow",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_ELEMENT_TYPE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:312",
    verify: verify_s_sub_with_overflow_op,
    verify_attrs: verify_s_sub_with_overflow_op_attrs,
    parse: None,
    print: None,
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: S_SUB_WITH_OVERFLOW_OP_OPERANDS,
    result_arities: S_SUB_WITH_OVERFLOW_OP_RESULTS,
    successor_operands: &[],
};
const U_SUB_WITH_OVERFLOW_OP_OPERANDS: &[ods::Arity] = &[
    ods::Arity::Single,
    ods::Arity::Single,
];
const U_SUB_WITH_OVERFLOW_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.usub.with.overflow` (spec/dialects/llvm_intrinsics.td:313)
#[derive(Copy, Clone)]
pub struct USubWithOverflowOp<'a>(pub OpRef<'a>);
impl<'a> USubWithOverflowOp<'a> {
    pub const NAME: &'static str = "llvm.intr.usub.with.overflow";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &U_SUB_WITH_OVERFLOW_OP_INFO) => {
                Some(USubWithOverflowOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, U_SUB_WITH_OVERFLOW_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, U_SUB_WITH_OVERFLOW_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, U_SUB_WITH_OVERFLOW_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&U_SUB_WITH_OVERFLOW_OP_INFO),
            },
            loc,
        );
        st.operands.push(a);
        st.operands.push(b);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_u_sub_with_overflow_op(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: U_SUB_WITH_OVERFLOW_OP_OPERANDS,
            results: U_SUB_WITH_OVERFLOW_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_u_sub_with_overflow_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        U_SUB_WITH_OVERFLOW_OP_OPERANDS,
        0usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        false,
        U_SUB_WITH_OVERFLOW_OP_OPERANDS,
        1usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        U_SUB_WITH_OVERFLOW_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_element_type(op)?;
    Ok(())
}
fn verify_u_sub_with_overflow_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
/// `llvm.intr.usub.with.overflow` (spec/dialects/llvm_intrinsics.td:313)
pub static U_SUB_WITH_OVERFLOW_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.usub.with.overflow",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_ELEMENT_TYPE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:313",
    verify: verify_u_sub_with_overflow_op,
    verify_attrs: verify_u_sub_with_overflow_op_attrs,
    parse: None,
    print: None,
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: U_SUB_WITH_OVERFLOW_OP_OPERANDS,
    result_arities: U_SUB_WITH_OVERFLOW_OP_RESULTS,
    successor_operands: &[],
};
const S_MUL_WITH_OVERFLOW_OP_OPERANDS: &[ods::Arity] = &[
    ods::Arity::Single,
    ods::Arity::Single,
];
const S_MUL_WITH_OVERFLOW_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.smul.with.overflow` (spec/dialects/llvm_intrinsics.td:314)
#[derive(Copy, Clone)]
pub struct SMulWithOverflowOp<'a>(pub OpRef<'a>);
impl<'a> SMulWithOverflowOp<'a> {
    pub const NAME: &'static str = "llvm.intr.smul.with.overflow";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &S_MUL_WITH_OVERFLOW_OP_INFO) => {
                Some(SMulWithOverflowOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, S_MUL_WITH_OVERFLOW_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, S_MUL_WITH_OVERFLOW_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, S_MUL_WITH_OVERFLOW_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&S_MUL_WITH_OVERFLOW_OP_INFO),
            },
            loc,
        );
        st.operands.push(a);
        st.operands.push(b);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_s_mul_with_overflow_op(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: S_MUL_WITH_OVERFLOW_OP_OPERANDS,
            results: S_MUL_WITH_OVERFLOW_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_s_mul_with_overflow_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        S_MUL_WITH_OVERFLOW_OP_OPERANDS,
        0usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        false,
        S_MUL_WITH_OVERFLOW_OP_OPERANDS,
        1usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        S_MUL_WITH_OVERFLOW_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_element_type(op)?;
    Ok(())
}
fn verify_s_mul_with_overflow_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
/// `llvm.intr.smul.with.overflow` (spec/dialects/llvm_intrinsics.td:314)
pub static S_MUL_WITH_OVERFLOW_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.smul.with.overflow",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_ELEMENT_TYPE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:314",
    verify: verify_s_mul_with_overflow_op,
    verify_attrs: verify_s_mul_with_overflow_op_attrs,
    parse: None,
    print: None,
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: S_MUL_WITH_OVERFLOW_OP_OPERANDS,
    result_arities: S_MUL_WITH_OVERFLOW_OP_RESULTS,
    successor_operands: &[],
};
const U_MUL_WITH_OVERFLOW_OP_OPERANDS: &[ods::Arity] = &[
    ods::Arity::Single,
    ods::Arity::Single,
];
const U_MUL_WITH_OVERFLOW_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.umul.with.overflow` (spec/dialects/llvm_intrinsics.td:315)
#[derive(Copy, Clone)]
pub struct UMulWithOverflowOp<'a>(pub OpRef<'a>);
impl<'a> UMulWithOverflowOp<'a> {
    pub const NAME: &'static str = "llvm.intr.umul.with.overflow";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &U_MUL_WITH_OVERFLOW_OP_INFO) => {
                Some(UMulWithOverflowOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, U_MUL_WITH_OVERFLOW_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, U_MUL_WITH_OVERFLOW_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, U_MUL_WITH_OVERFLOW_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&U_MUL_WITH_OVERFLOW_OP_INFO),
            },
            loc,
        );
        st.operands.push(a);
        st.operands.push(b);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_u_mul_with_overflow_op(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: U_MUL_WITH_OVERFLOW_OP_OPERANDS,
            results: U_MUL_WITH_OVERFLOW_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_u_mul_with_overflow_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        U_MUL_WITH_OVERFLOW_OP_OPERANDS,
        0usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        false,
        U_MUL_WITH_OVERFLOW_OP_OPERANDS,
        1usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        U_MUL_WITH_OVERFLOW_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_element_type(op)?;
    Ok(())
}
fn verify_u_mul_with_overflow_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
/// `llvm.intr.umul.with.overflow` (spec/dialects/llvm_intrinsics.td:315)
pub static U_MUL_WITH_OVERFLOW_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.umul.with.overflow",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_ELEMENT_TYPE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:315",
    verify: verify_u_mul_with_overflow_op,
    verify_attrs: verify_u_mul_with_overflow_op_attrs,
    parse: None,
    print: None,
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: U_MUL_WITH_OVERFLOW_OP_OPERANDS,
    result_arities: U_MUL_WITH_OVERFLOW_OP_RESULTS,
    successor_operands: &[],
};
const S_ADD_SAT_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
const S_ADD_SAT_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.sadd.sat` (spec/dialects/llvm_intrinsics.td:317)
#[derive(Copy, Clone)]
pub struct SAddSatOp<'a>(pub OpRef<'a>);
impl<'a> SAddSatOp<'a> {
    pub const NAME: &'static str = "llvm.intr.sadd.sat";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &S_ADD_SAT_OP_INFO) => Some(SAddSatOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, S_ADD_SAT_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, S_ADD_SAT_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, S_ADD_SAT_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&S_ADD_SAT_OP_INFO),
            },
            loc,
        );
        st.operands.push(a);
        st.operands.push(b);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_s_add_sat_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: S_ADD_SAT_OP_OPERANDS,
            results: S_ADD_SAT_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_s_add_sat_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        S_ADD_SAT_OP_OPERANDS,
        0usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        false,
        S_ADD_SAT_OP_OPERANDS,
        1usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        S_ADD_SAT_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_s_add_sat_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
fn parse_s_add_sat_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_a: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_a: Option<Vec<Type>> = None;
    let mut o_b: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_b: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_a.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let n = (1usize).min(rest.len());
    o_b.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    let mut rest: &[Type] = &ins;
    let n = o_a.len().min(rest.len());
    ot_a = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let n = o_b.len().min(rest.len());
    ot_b = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let _ = rest;
    rt_res = Some(outs.clone());
    let types = ot_a.unwrap_or_default();
    p.resolve_operands(&o_a, &types, start, &mut st.operands)?;
    let types = ot_b.unwrap_or_default();
    p.resolve_operands(&o_b, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_s_add_sat_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.sadd.sat` (spec/dialects/llvm_intrinsics.td:317)
pub static S_ADD_SAT_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.sadd.sat",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:317",
    verify: verify_s_add_sat_op,
    verify_attrs: verify_s_add_sat_op_attrs,
    parse: Some(parse_s_add_sat_op),
    print: Some(print_s_add_sat_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: S_ADD_SAT_OP_OPERANDS,
    result_arities: S_ADD_SAT_OP_RESULTS,
    successor_operands: &[],
};
const U_ADD_SAT_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
const U_ADD_SAT_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.uadd.sat` (spec/dialects/llvm_intrinsics.td:318)
#[derive(Copy, Clone)]
pub struct UAddSatOp<'a>(pub OpRef<'a>);
impl<'a> UAddSatOp<'a> {
    pub const NAME: &'static str = "llvm.intr.uadd.sat";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &U_ADD_SAT_OP_INFO) => Some(UAddSatOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, U_ADD_SAT_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, U_ADD_SAT_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, U_ADD_SAT_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&U_ADD_SAT_OP_INFO),
            },
            loc,
        );
        st.operands.push(a);
        st.operands.push(b);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_u_add_sat_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: U_ADD_SAT_OP_OPERANDS,
            results: U_ADD_SAT_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_u_add_sat_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        U_ADD_SAT_OP_OPERANDS,
        0usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        false,
        U_ADD_SAT_OP_OPERANDS,
        1usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        U_ADD_SAT_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_u_add_sat_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
fn parse_u_add_sat_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_a: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_a: Option<Vec<Type>> = None;
    let mut o_b: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_b: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_a.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let n = (1usize).min(rest.len());
    o_b.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    let mut rest: &[Type] = &ins;
    let n = o_a.len().min(rest.len());
    ot_a = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let n = o_b.len().min(rest.len());
    ot_b = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let _ = rest;
    rt_res = Some(outs.clone());
    let types = ot_a.unwrap_or_default();
    p.resolve_operands(&o_a, &types, start, &mut st.operands)?;
    let types = ot_b.unwrap_or_default();
    p.resolve_operands(&o_b, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_u_add_sat_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.uadd.sat` (spec/dialects/llvm_intrinsics.td:318)
pub static U_ADD_SAT_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.uadd.sat",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:318",
    verify: verify_u_add_sat_op,
    verify_attrs: verify_u_add_sat_op_attrs,
    parse: Some(parse_u_add_sat_op),
    print: Some(print_u_add_sat_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: U_ADD_SAT_OP_OPERANDS,
    result_arities: U_ADD_SAT_OP_RESULTS,
    successor_operands: &[],
};
const S_SUB_SAT_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
const S_SUB_SAT_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.ssub.sat` (spec/dialects/llvm_intrinsics.td:319)
#[derive(Copy, Clone)]
pub struct SSubSatOp<'a>(pub OpRef<'a>);
impl<'a> SSubSatOp<'a> {
    pub const NAME: &'static str = "llvm.intr.ssub.sat";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &S_SUB_SAT_OP_INFO) => Some(SSubSatOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, S_SUB_SAT_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, S_SUB_SAT_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, S_SUB_SAT_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&S_SUB_SAT_OP_INFO),
            },
            loc,
        );
        st.operands.push(a);
        st.operands.push(b);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_s_sub_sat_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: S_SUB_SAT_OP_OPERANDS,
            results: S_SUB_SAT_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_s_sub_sat_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        S_SUB_SAT_OP_OPERANDS,
        0usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        false,
        S_SUB_SAT_OP_OPERANDS,
        1usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        S_SUB_SAT_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_s_sub_sat_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
fn parse_s_sub_sat_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_a: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_a: Option<Vec<Type>> = None;
    let mut o_b: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_b: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_a.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let n = (1usize).min(rest.len());
    o_b.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    let mut rest: &[Type] = &ins;
    let n = o_a.len().min(rest.len());
    ot_a = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let n = o_b.len().min(rest.len());
    ot_b = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let _ = rest;
    rt_res = Some(outs.clone());
    let types = ot_a.unwrap_or_default();
    p.resolve_operands(&o_a, &types, start, &mut st.operands)?;
    let types = ot_b.unwrap_or_default();
    p.resolve_operands(&o_b, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_s_sub_sat_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.ssub.sat` (spec/dialects/llvm_intrinsics.td:319)
pub static S_SUB_SAT_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.ssub.sat",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:319",
    verify: verify_s_sub_sat_op,
    verify_attrs: verify_s_sub_sat_op_attrs,
    parse: Some(parse_s_sub_sat_op),
    print: Some(print_s_sub_sat_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: S_SUB_SAT_OP_OPERANDS,
    result_arities: S_SUB_SAT_OP_RESULTS,
    successor_operands: &[],
};
const U_SUB_SAT_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
const U_SUB_SAT_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.usub.sat` (spec/dialects/llvm_intrinsics.td:320)
#[derive(Copy, Clone)]
pub struct USubSatOp<'a>(pub OpRef<'a>);
impl<'a> USubSatOp<'a> {
    pub const NAME: &'static str = "llvm.intr.usub.sat";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &U_SUB_SAT_OP_INFO) => Some(USubSatOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, U_SUB_SAT_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, U_SUB_SAT_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, U_SUB_SAT_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&U_SUB_SAT_OP_INFO),
            },
            loc,
        );
        st.operands.push(a);
        st.operands.push(b);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_u_sub_sat_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: U_SUB_SAT_OP_OPERANDS,
            results: U_SUB_SAT_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_u_sub_sat_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        U_SUB_SAT_OP_OPERANDS,
        0usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        false,
        U_SUB_SAT_OP_OPERANDS,
        1usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        U_SUB_SAT_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_u_sub_sat_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
fn parse_u_sub_sat_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_a: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_a: Option<Vec<Type>> = None;
    let mut o_b: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_b: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_a.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let n = (1usize).min(rest.len());
    o_b.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    let mut rest: &[Type] = &ins;
    let n = o_a.len().min(rest.len());
    ot_a = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let n = o_b.len().min(rest.len());
    ot_b = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let _ = rest;
    rt_res = Some(outs.clone());
    let types = ot_a.unwrap_or_default();
    p.resolve_operands(&o_a, &types, start, &mut st.operands)?;
    let types = ot_b.unwrap_or_default();
    p.resolve_operands(&o_b, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_u_sub_sat_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.usub.sat` (spec/dialects/llvm_intrinsics.td:320)
pub static U_SUB_SAT_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.usub.sat",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:320",
    verify: verify_u_sub_sat_op,
    verify_attrs: verify_u_sub_sat_op_attrs,
    parse: Some(parse_u_sub_sat_op),
    print: Some(print_u_sub_sat_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: U_SUB_SAT_OP_OPERANDS,
    result_arities: U_SUB_SAT_OP_RESULTS,
    successor_operands: &[],
};
const S_SHL_SAT_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
const S_SHL_SAT_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.sshl.sat` (spec/dialects/llvm_intrinsics.td:321)
#[derive(Copy, Clone)]
pub struct SShlSatOp<'a>(pub OpRef<'a>);
impl<'a> SShlSatOp<'a> {
    pub const NAME: &'static str = "llvm.intr.sshl.sat";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &S_SHL_SAT_OP_INFO) => Some(SShlSatOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, S_SHL_SAT_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, S_SHL_SAT_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, S_SHL_SAT_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&S_SHL_SAT_OP_INFO),
            },
            loc,
        );
        st.operands.push(a);
        st.operands.push(b);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_s_shl_sat_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: S_SHL_SAT_OP_OPERANDS,
            results: S_SHL_SAT_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_s_shl_sat_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        S_SHL_SAT_OP_OPERANDS,
        0usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        false,
        S_SHL_SAT_OP_OPERANDS,
        1usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        S_SHL_SAT_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_s_shl_sat_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
fn parse_s_shl_sat_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_a: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_a: Option<Vec<Type>> = None;
    let mut o_b: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_b: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_a.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let n = (1usize).min(rest.len());
    o_b.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    let mut rest: &[Type] = &ins;
    let n = o_a.len().min(rest.len());
    ot_a = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let n = o_b.len().min(rest.len());
    ot_b = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let _ = rest;
    rt_res = Some(outs.clone());
    let types = ot_a.unwrap_or_default();
    p.resolve_operands(&o_a, &types, start, &mut st.operands)?;
    let types = ot_b.unwrap_or_default();
    p.resolve_operands(&o_b, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_s_shl_sat_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.sshl.sat` (spec/dialects/llvm_intrinsics.td:321)
pub static S_SHL_SAT_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.sshl.sat",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:321",
    verify: verify_s_shl_sat_op,
    verify_attrs: verify_s_shl_sat_op_attrs,
    parse: Some(parse_s_shl_sat_op),
    print: Some(print_s_shl_sat_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: S_SHL_SAT_OP_OPERANDS,
    result_arities: S_SHL_SAT_OP_RESULTS,
    successor_operands: &[],
};
const U_SHL_SAT_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
const U_SHL_SAT_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.ushl.sat` (spec/dialects/llvm_intrinsics.td:322)
#[derive(Copy, Clone)]
pub struct UShlSatOp<'a>(pub OpRef<'a>);
impl<'a> UShlSatOp<'a> {
    pub const NAME: &'static str = "llvm.intr.ushl.sat";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &U_SHL_SAT_OP_INFO) => Some(UShlSatOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `a`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn a(&self) -> Value {
        ods::operand_group(self.0, U_SHL_SAT_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `b`: signless integer or LLVM dialect-compatible vector of signless integer
    pub fn b(&self) -> Value {
        ods::operand_group(self.0, U_SHL_SAT_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, U_SHL_SAT_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        a: Value,
        b: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&U_SHL_SAT_OP_INFO),
            },
            loc,
        );
        st.operands.push(a);
        st.operands.push(b);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_u_shl_sat_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: U_SHL_SAT_OP_OPERANDS,
            results: U_SHL_SAT_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_u_shl_sat_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        U_SHL_SAT_OP_OPERANDS,
        0usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        false,
        U_SHL_SAT_OP_OPERANDS,
        1usize,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        |ctx, t| {
            (::descent::ir::pred::ty::signless_integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::signless_integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        U_SHL_SAT_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_u_shl_sat_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
fn parse_u_shl_sat_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_a: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_a: Option<Vec<Type>> = None;
    let mut o_b: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_b: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_a.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let n = (1usize).min(rest.len());
    o_b.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    let mut rest: &[Type] = &ins;
    let n = o_a.len().min(rest.len());
    ot_a = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let n = o_b.len().min(rest.len());
    ot_b = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let _ = rest;
    rt_res = Some(outs.clone());
    let types = ot_a.unwrap_or_default();
    p.resolve_operands(&o_a, &types, start, &mut st.operands)?;
    let types = ot_b.unwrap_or_default();
    p.resolve_operands(&o_b, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_u_shl_sat_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.ushl.sat` (spec/dialects/llvm_intrinsics.td:322)
pub static U_SHL_SAT_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.ushl.sat",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:322",
    verify: verify_u_shl_sat_op,
    verify_attrs: verify_u_shl_sat_op_attrs,
    parse: Some(parse_u_shl_sat_op),
    print: Some(print_u_shl_sat_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: U_SHL_SAT_OP_OPERANDS,
    result_arities: U_SHL_SAT_OP_RESULTS,
    successor_operands: &[],
};
const MEMCPY_OP_OPERANDS: &[ods::Arity] = &[
    ods::Arity::Single,
    ods::Arity::Single,
    ods::Arity::Single,
];
const MEMCPY_OP_RESULTS: &[ods::Arity] = &[];
/// `llvm.intr.memcpy` (spec/dialects/llvm_intrinsics.td:347)
#[derive(Copy, Clone)]
pub struct MemcpyOp<'a>(pub OpRef<'a>);
impl<'a> MemcpyOp<'a> {
    pub const NAME: &'static str = "llvm.intr.memcpy";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &MEMCPY_OP_INFO) => Some(MemcpyOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `dst`: LLVM pointer type
    pub fn dst(&self) -> Value {
        ods::operand_group(self.0, MEMCPY_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `src`: LLVM pointer type
    pub fn src(&self) -> Value {
        ods::operand_group(self.0, MEMCPY_OP_OPERANDS, 1usize).get(0)
    }
    /// Operand `len`: signless integer
    pub fn len(&self) -> Value {
        ods::operand_group(self.0, MEMCPY_OP_OPERANDS, 2usize).get(0)
    }
    /// Attribute `isVolatile`: 1-bit signless integer attribute
    pub fn is_volatile_attr(&self) -> Option<Attribute> {
        self.0.attr("isVolatile")
    }
    pub fn is_volatile(&self) -> Option<bool> {
        ods::attr_bool(self.0, "isVolatile")
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
        dst: Value,
        src: Value,
        len: Value,
        is_volatile_attr: Option<Attribute>,
        access_groups_attr: Option<Attribute>,
        alias_scopes_attr: Option<Attribute>,
        noalias_scopes_attr: Option<Attribute>,
        tbaa_attr: Option<Attribute>,
        arg_attrs_attr: Option<Attribute>,
        res_attrs_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&MEMCPY_OP_INFO),
            },
            loc,
        );
        st.operands.push(dst);
        st.operands.push(src);
        st.operands.push(len);
        if let Some(a) = is_volatile_attr {
            st.add_attr(ctx.ident("isVolatile"), a);
        }
        if let Some(a) = access_groups_attr {
            st.add_attr(ctx.ident("access_groups"), a);
        }
        if let Some(a) = alias_scopes_attr {
            st.add_attr(ctx.ident("alias_scopes"), a);
        }
        if let Some(a) = noalias_scopes_attr {
            st.add_attr(ctx.ident("noalias_scopes"), a);
        }
        if let Some(a) = tbaa_attr {
            st.add_attr(ctx.ident("tbaa"), a);
        }
        if let Some(a) = arg_attrs_attr {
            st.add_attr(ctx.ident("arg_attrs"), a);
        }
        if let Some(a) = res_attrs_attr {
            st.add_attr(ctx.ident("res_attrs"), a);
        }
        st
    }
}
fn verify_memcpy_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: MEMCPY_OP_OPERANDS,
            results: MEMCPY_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    if op.attr("isVolatile").is_none() {
        return Err(ods::op_error(op, "requires attribute 'isVolatile'"));
    }
    verify_memcpy_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        MEMCPY_OP_OPERANDS,
        0usize,
        "LLVM pointer type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_any_pointer(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        MEMCPY_OP_OPERANDS,
        1usize,
        "LLVM pointer type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_any_pointer(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        MEMCPY_OP_OPERANDS,
        2usize,
        "signless integer",
        |ctx, t| ::descent::dialects::gen::constraints::any_signless_integer(ctx, t),
    )?;
    Ok(())
}
fn verify_memcpy_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("isVolatile") {
        if !(::descent::dialects::gen::llvm_types::llvm_i1_attr(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'isVolatile' failed to satisfy constraint: 1-bit signless integer attribute",
                ),
            );
        }
    }
    if let Some(a) = op.attr("access_groups") {
        if !(::descent::ir::pred::attr::array_attr_of(
            ctx,
            a,
            &|ctx: &Context, x: Attribute| -> bool {
                let _ = ctx;
                ::descent::dialects::native::llvm::attrs::is_access_group(ctx, x)
            },
        )) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'access_groups' failed to satisfy constraint: LLVM dialect access group metadata array",
                ),
            );
        }
    }
    if let Some(a) = op.attr("alias_scopes") {
        if !(::descent::ir::pred::attr::array_attr_of(
            ctx,
            a,
            &|ctx: &Context, x: Attribute| -> bool {
                let _ = ctx;
                ::descent::dialects::native::llvm::attrs::is_alias_scope(ctx, x)
            },
        )) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'alias_scopes' failed to satisfy constraint: LLVM dialect alias scope array",
                ),
            );
        }
    }
    if let Some(a) = op.attr("noalias_scopes") {
        if !(::descent::ir::pred::attr::array_attr_of(
            ctx,
            a,
            &|ctx: &Context, x: Attribute| -> bool {
                let _ = ctx;
                ::descent::dialects::native::llvm::attrs::is_alias_scope(ctx, x)
            },
        )) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'noalias_scopes' failed to satisfy constraint: LLVM dialect alias scope array",
                ),
            );
        }
    }
    if let Some(a) = op.attr("tbaa") {
        if !(::descent::ir::pred::attr::array_attr_of(
            ctx,
            a,
            &|ctx: &Context, x: Attribute| -> bool {
                let _ = ctx;
                ::descent::dialects::native::llvm::attrs::is_tbaa_tag(ctx, x)
            },
        )) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'tbaa' failed to satisfy constraint: LLVM dialect TBAA tag metadata array",
                ),
            );
        }
    }
    if let Some(a) = op.attr("arg_attrs") {
        if !(::descent::ir::pred::attr::array_attr_of(
            ctx,
            a,
            &|ctx: &Context, x: Attribute| -> bool {
                let _ = ctx;
                ::descent::ir::pred::attr::dictionary_attr_pred(ctx, x)
            },
        )) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes",
                ),
            );
        }
    }
    if let Some(a) = op.attr("res_attrs") {
        if !(::descent::ir::pred::attr::array_attr_of(
            ctx,
            a,
            &|ctx: &Context, x: Attribute| -> bool {
                let _ = ctx;
                ::descent::ir::pred::attr::dictionary_attr_pred(ctx, x)
            },
        )) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'res_attrs' failed to satisfy constraint: Array of dictionary attributes",
                ),
            );
        }
    }
    Ok(())
}
/// `llvm.intr.memcpy` (spec/dialects/llvm_intrinsics.td:347)
pub static MEMCPY_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.memcpy",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::MEMORY_READ)
        .union(::descent::ir::Traits::MEMORY_WRITE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "isVolatile",
            default: None,
            materialize: false,
            optional: false,
        },
        ::descent::ir::AttrInfo {
            name: "access_groups",
            default: None,
            materialize: false,
            optional: true,
        },
        ::descent::ir::AttrInfo {
            name: "alias_scopes",
            default: None,
            materialize: false,
            optional: true,
        },
        ::descent::ir::AttrInfo {
            name: "noalias_scopes",
            default: None,
            materialize: false,
            optional: true,
        },
        ::descent::ir::AttrInfo {
            name: "tbaa",
            default: None,
            materialize: false,
            optional: true,
        },
        ::descent::ir::AttrInfo {
            name: "arg_attrs",
            default: None,
            materialize: false,
            optional: true,
        },
        ::descent::ir::AttrInfo {
            name: "res_attrs",
            default: None,
            materialize: false,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:347",
    verify: verify_memcpy_op,
    verify_attrs: verify_memcpy_op_attrs,
    parse: None,
    print: None,
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: MEMCPY_OP_OPERANDS,
    result_arities: MEMCPY_OP_RESULTS,
    successor_operands: &[],
};
const MEMMOVE_OP_OPERANDS: &[ods::Arity] = &[
    ods::Arity::Single,
    ods::Arity::Single,
    ods::Arity::Single,
];
const MEMMOVE_OP_RESULTS: &[ods::Arity] = &[];
/// `llvm.intr.memmove` (spec/dialects/llvm_intrinsics.td:349)
#[derive(Copy, Clone)]
pub struct MemmoveOp<'a>(pub OpRef<'a>);
impl<'a> MemmoveOp<'a> {
    pub const NAME: &'static str = "llvm.intr.memmove";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &MEMMOVE_OP_INFO) => Some(MemmoveOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `dst`: LLVM pointer type
    pub fn dst(&self) -> Value {
        ods::operand_group(self.0, MEMMOVE_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `src`: LLVM pointer type
    pub fn src(&self) -> Value {
        ods::operand_group(self.0, MEMMOVE_OP_OPERANDS, 1usize).get(0)
    }
    /// Operand `len`: signless integer
    pub fn len(&self) -> Value {
        ods::operand_group(self.0, MEMMOVE_OP_OPERANDS, 2usize).get(0)
    }
    /// Attribute `isVolatile`: 1-bit signless integer attribute
    pub fn is_volatile_attr(&self) -> Option<Attribute> {
        self.0.attr("isVolatile")
    }
    pub fn is_volatile(&self) -> Option<bool> {
        ods::attr_bool(self.0, "isVolatile")
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
        dst: Value,
        src: Value,
        len: Value,
        is_volatile_attr: Option<Attribute>,
        access_groups_attr: Option<Attribute>,
        alias_scopes_attr: Option<Attribute>,
        noalias_scopes_attr: Option<Attribute>,
        tbaa_attr: Option<Attribute>,
        arg_attrs_attr: Option<Attribute>,
        res_attrs_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&MEMMOVE_OP_INFO),
            },
            loc,
        );
        st.operands.push(dst);
        st.operands.push(src);
        st.operands.push(len);
        if let Some(a) = is_volatile_attr {
            st.add_attr(ctx.ident("isVolatile"), a);
        }
        if let Some(a) = access_groups_attr {
            st.add_attr(ctx.ident("access_groups"), a);
        }
        if let Some(a) = alias_scopes_attr {
            st.add_attr(ctx.ident("alias_scopes"), a);
        }
        if let Some(a) = noalias_scopes_attr {
            st.add_attr(ctx.ident("noalias_scopes"), a);
        }
        if let Some(a) = tbaa_attr {
            st.add_attr(ctx.ident("tbaa"), a);
        }
        if let Some(a) = arg_attrs_attr {
            st.add_attr(ctx.ident("arg_attrs"), a);
        }
        if let Some(a) = res_attrs_attr {
            st.add_attr(ctx.ident("res_attrs"), a);
        }
        st
    }
}
fn verify_memmove_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: MEMMOVE_OP_OPERANDS,
            results: MEMMOVE_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    if op.attr("isVolatile").is_none() {
        return Err(ods::op_error(op, "requires attribute 'isVolatile'"));
    }
    verify_memmove_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        MEMMOVE_OP_OPERANDS,
        0usize,
        "LLVM pointer type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_any_pointer(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        MEMMOVE_OP_OPERANDS,
        1usize,
        "LLVM pointer type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_any_pointer(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        MEMMOVE_OP_OPERANDS,
        2usize,
        "signless integer",
        |ctx, t| ::descent::dialects::gen::constraints::any_signless_integer(ctx, t),
    )?;
    Ok(())
}
fn verify_memmove_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("isVolatile") {
        if !(::descent::dialects::gen::llvm_types::llvm_i1_attr(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'isVolatile' failed to satisfy constraint: 1-bit signless integer attribute",
                ),
            );
        }
    }
    if let Some(a) = op.attr("access_groups") {
        if !(::descent::ir::pred::attr::array_attr_of(
            ctx,
            a,
            &|ctx: &Context, x: Attribute| -> bool {
                let _ = ctx;
                ::descent::dialects::native::llvm::attrs::is_access_group(ctx, x)
            },
        )) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'access_groups' failed to satisfy constraint: LLVM dialect access group metadata array",
                ),
            );
        }
    }
    if let Some(a) = op.attr("alias_scopes") {
        if !(::descent::ir::pred::attr::array_attr_of(
            ctx,
            a,
            &|ctx: &Context, x: Attribute| -> bool {
                let _ = ctx;
                ::descent::dialects::native::llvm::attrs::is_alias_scope(ctx, x)
            },
        )) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'alias_scopes' failed to satisfy constraint: LLVM dialect alias scope array",
                ),
            );
        }
    }
    if let Some(a) = op.attr("noalias_scopes") {
        if !(::descent::ir::pred::attr::array_attr_of(
            ctx,
            a,
            &|ctx: &Context, x: Attribute| -> bool {
                let _ = ctx;
                ::descent::dialects::native::llvm::attrs::is_alias_scope(ctx, x)
            },
        )) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'noalias_scopes' failed to satisfy constraint: LLVM dialect alias scope array",
                ),
            );
        }
    }
    if let Some(a) = op.attr("tbaa") {
        if !(::descent::ir::pred::attr::array_attr_of(
            ctx,
            a,
            &|ctx: &Context, x: Attribute| -> bool {
                let _ = ctx;
                ::descent::dialects::native::llvm::attrs::is_tbaa_tag(ctx, x)
            },
        )) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'tbaa' failed to satisfy constraint: LLVM dialect TBAA tag metadata array",
                ),
            );
        }
    }
    if let Some(a) = op.attr("arg_attrs") {
        if !(::descent::ir::pred::attr::array_attr_of(
            ctx,
            a,
            &|ctx: &Context, x: Attribute| -> bool {
                let _ = ctx;
                ::descent::ir::pred::attr::dictionary_attr_pred(ctx, x)
            },
        )) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes",
                ),
            );
        }
    }
    if let Some(a) = op.attr("res_attrs") {
        if !(::descent::ir::pred::attr::array_attr_of(
            ctx,
            a,
            &|ctx: &Context, x: Attribute| -> bool {
                let _ = ctx;
                ::descent::ir::pred::attr::dictionary_attr_pred(ctx, x)
            },
        )) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'res_attrs' failed to satisfy constraint: Array of dictionary attributes",
                ),
            );
        }
    }
    Ok(())
}
/// `llvm.intr.memmove` (spec/dialects/llvm_intrinsics.td:349)
pub static MEMMOVE_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.memmove",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::MEMORY_READ)
        .union(::descent::ir::Traits::MEMORY_WRITE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "isVolatile",
            default: None,
            materialize: false,
            optional: false,
        },
        ::descent::ir::AttrInfo {
            name: "access_groups",
            default: None,
            materialize: false,
            optional: true,
        },
        ::descent::ir::AttrInfo {
            name: "alias_scopes",
            default: None,
            materialize: false,
            optional: true,
        },
        ::descent::ir::AttrInfo {
            name: "noalias_scopes",
            default: None,
            materialize: false,
            optional: true,
        },
        ::descent::ir::AttrInfo {
            name: "tbaa",
            default: None,
            materialize: false,
            optional: true,
        },
        ::descent::ir::AttrInfo {
            name: "arg_attrs",
            default: None,
            materialize: false,
            optional: true,
        },
        ::descent::ir::AttrInfo {
            name: "res_attrs",
            default: None,
            materialize: false,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:349",
    verify: verify_memmove_op,
    verify_attrs: verify_memmove_op_attrs,
    parse: None,
    print: None,
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: MEMMOVE_OP_OPERANDS,
    result_arities: MEMMOVE_OP_RESULTS,
    successor_operands: &[],
};
const MEMCPY_INLINE_OP_OPERANDS: &[ods::Arity] = &[
    ods::Arity::Single,
    ods::Arity::Single,
];
const MEMCPY_INLINE_OP_RESULTS: &[ods::Arity] = &[];
/// `llvm.intr.memcpy.inline` (spec/dialects/llvm_intrinsics.td:353)
#[derive(Copy, Clone)]
pub struct MemcpyInlineOp<'a>(pub OpRef<'a>);
impl<'a> MemcpyInlineOp<'a> {
    pub const NAME: &'static str = "llvm.intr.memcpy.inline";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &MEMCPY_INLINE_OP_INFO) => {
                Some(MemcpyInlineOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `dst`: LLVM pointer type
    pub fn dst(&self) -> Value {
        ods::operand_group(self.0, MEMCPY_INLINE_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `src`: LLVM pointer type
    pub fn src(&self) -> Value {
        ods::operand_group(self.0, MEMCPY_INLINE_OP_OPERANDS, 1usize).get(0)
    }
    /// Attribute `len`: arbitrary integer attribute
    pub fn len_attr(&self) -> Option<Attribute> {
        self.0.attr("len")
    }
    /// Attribute `isVolatile`: 1-bit signless integer attribute
    pub fn is_volatile_attr(&self) -> Option<Attribute> {
        self.0.attr("isVolatile")
    }
    pub fn is_volatile(&self) -> Option<bool> {
        ods::attr_bool(self.0, "isVolatile")
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
        dst: Value,
        src: Value,
        len_attr: Option<Attribute>,
        is_volatile_attr: Option<Attribute>,
        access_groups_attr: Option<Attribute>,
        alias_scopes_attr: Option<Attribute>,
        noalias_scopes_attr: Option<Attribute>,
        tbaa_attr: Option<Attribute>,
        arg_attrs_attr: Option<Attribute>,
        res_attrs_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&MEMCPY_INLINE_OP_INFO),
            },
            loc,
        );
        st.operands.push(dst);
        st.operands.push(src);
        if let Some(a) = len_attr {
            st.add_attr(ctx.ident("len"), a);
        }
        if let Some(a) = is_volatile_attr {
            st.add_attr(ctx.ident("isVolatile"), a);
        }
        if let Some(a) = access_groups_attr {
            st.add_attr(ctx.ident("access_groups"), a);
        }
        if let Some(a) = alias_scopes_attr {
            st.add_attr(ctx.ident("alias_scopes"), a);
        }
        if let Some(a) = noalias_scopes_attr {
            st.add_attr(ctx.ident("noalias_scopes"), a);
        }
        if let Some(a) = tbaa_attr {
            st.add_attr(ctx.ident("tbaa"), a);
        }
        if let Some(a) = arg_attrs_attr {
            st.add_attr(ctx.ident("arg_attrs"), a);
        }
        if let Some(a) = res_attrs_attr {
            st.add_attr(ctx.ident("res_attrs"), a);
        }
        st
    }
}
fn verify_memcpy_inline_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: MEMCPY_INLINE_OP_OPERANDS,
            results: MEMCPY_INLINE_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    if op.attr("len").is_none() {
        return Err(ods::op_error(op, "requires attribute 'len'"));
    }
    if op.attr("isVolatile").is_none() {
        return Err(ods::op_error(op, "requires attribute 'isVolatile'"));
    }
    verify_memcpy_inline_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        MEMCPY_INLINE_OP_OPERANDS,
        0usize,
        "LLVM pointer type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_any_pointer(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        MEMCPY_INLINE_OP_OPERANDS,
        1usize,
        "LLVM pointer type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_any_pointer(ctx, t),
    )?;
    Ok(())
}
fn verify_memcpy_inline_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("len") {
        if !(::descent::dialects::gen::constraints::any_integer_attr(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'len' failed to satisfy constraint: arbitrary integer attribute",
                ),
            );
        }
    }
    if let Some(a) = op.attr("isVolatile") {
        if !(::descent::dialects::gen::llvm_types::llvm_i1_attr(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'isVolatile' failed to satisfy constraint: 1-bit signless integer attribute",
                ),
            );
        }
    }
    if let Some(a) = op.attr("access_groups") {
        if !(::descent::ir::pred::attr::array_attr_of(
            ctx,
            a,
            &|ctx: &Context, x: Attribute| -> bool {
                let _ = ctx;
                ::descent::dialects::native::llvm::attrs::is_access_group(ctx, x)
            },
        )) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'access_groups' failed to satisfy constraint: LLVM dialect access group metadata array",
                ),
            );
        }
    }
    if let Some(a) = op.attr("alias_scopes") {
        if !(::descent::ir::pred::attr::array_attr_of(
            ctx,
            a,
            &|ctx: &Context, x: Attribute| -> bool {
                let _ = ctx;
                ::descent::dialects::native::llvm::attrs::is_alias_scope(ctx, x)
            },
        )) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'alias_scopes' failed to satisfy constraint: LLVM dialect alias scope array",
                ),
            );
        }
    }
    if let Some(a) = op.attr("noalias_scopes") {
        if !(::descent::ir::pred::attr::array_attr_of(
            ctx,
            a,
            &|ctx: &Context, x: Attribute| -> bool {
                let _ = ctx;
                ::descent::dialects::native::llvm::attrs::is_alias_scope(ctx, x)
            },
        )) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'noalias_scopes' failed to satisfy constraint: LLVM dialect alias scope array",
                ),
            );
        }
    }
    if let Some(a) = op.attr("tbaa") {
        if !(::descent::ir::pred::attr::array_attr_of(
            ctx,
            a,
            &|ctx: &Context, x: Attribute| -> bool {
                let _ = ctx;
                ::descent::dialects::native::llvm::attrs::is_tbaa_tag(ctx, x)
            },
        )) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'tbaa' failed to satisfy constraint: LLVM dialect TBAA tag metadata array",
                ),
            );
        }
    }
    if let Some(a) = op.attr("arg_attrs") {
        if !(::descent::ir::pred::attr::array_attr_of(
            ctx,
            a,
            &|ctx: &Context, x: Attribute| -> bool {
                let _ = ctx;
                ::descent::ir::pred::attr::dictionary_attr_pred(ctx, x)
            },
        )) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes",
                ),
            );
        }
    }
    if let Some(a) = op.attr("res_attrs") {
        if !(::descent::ir::pred::attr::array_attr_of(
            ctx,
            a,
            &|ctx: &Context, x: Attribute| -> bool {
                let _ = ctx;
                ::descent::ir::pred::attr::dictionary_attr_pred(ctx, x)
            },
        )) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'res_attrs' failed to satisfy constraint: Array of dictionary attributes",
                ),
            );
        }
    }
    Ok(())
}
/// `llvm.intr.memcpy.inline` (spec/dialects/llvm_intrinsics.td:353)
pub static MEMCPY_INLINE_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.memcpy.inline",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::MEMORY_READ)
        .union(::descent::ir::Traits::MEMORY_WRITE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "len",
            default: None,
            materialize: false,
            optional: false,
        },
        ::descent::ir::AttrInfo {
            name: "isVolatile",
            default: None,
            materialize: false,
            optional: false,
        },
        ::descent::ir::AttrInfo {
            name: "access_groups",
            default: None,
            materialize: false,
            optional: true,
        },
        ::descent::ir::AttrInfo {
            name: "alias_scopes",
            default: None,
            materialize: false,
            optional: true,
        },
        ::descent::ir::AttrInfo {
            name: "noalias_scopes",
            default: None,
            materialize: false,
            optional: true,
        },
        ::descent::ir::AttrInfo {
            name: "tbaa",
            default: None,
            materialize: false,
            optional: true,
        },
        ::descent::ir::AttrInfo {
            name: "arg_attrs",
            default: None,
            materialize: false,
            optional: true,
        },
        ::descent::ir::AttrInfo {
            name: "res_attrs",
            default: None,
            materialize: false,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:353",
    verify: verify_memcpy_inline_op,
    verify_attrs: verify_memcpy_inline_op_attrs,
    parse: None,
    print: None,
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: MEMCPY_INLINE_OP_OPERANDS,
    result_arities: MEMCPY_INLINE_OP_RESULTS,
    successor_operands: &[],
};
const MEMSET_OP_OPERANDS: &[ods::Arity] = &[
    ods::Arity::Single,
    ods::Arity::Single,
    ods::Arity::Single,
];
const MEMSET_OP_RESULTS: &[ods::Arity] = &[];
/// `llvm.intr.memset` (spec/dialects/llvm_intrinsics.td:371)
#[derive(Copy, Clone)]
pub struct MemsetOp<'a>(pub OpRef<'a>);
impl<'a> MemsetOp<'a> {
    pub const NAME: &'static str = "llvm.intr.memset";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &MEMSET_OP_INFO) => Some(MemsetOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `dst`: LLVM pointer type
    pub fn dst(&self) -> Value {
        ods::operand_group(self.0, MEMSET_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `val`: 8-bit signless integer
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, MEMSET_OP_OPERANDS, 1usize).get(0)
    }
    /// Operand `len`: signless integer
    pub fn len(&self) -> Value {
        ods::operand_group(self.0, MEMSET_OP_OPERANDS, 2usize).get(0)
    }
    /// Attribute `isVolatile`: 1-bit signless integer attribute
    pub fn is_volatile_attr(&self) -> Option<Attribute> {
        self.0.attr("isVolatile")
    }
    pub fn is_volatile(&self) -> Option<bool> {
        ods::attr_bool(self.0, "isVolatile")
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
        dst: Value,
        val: Value,
        len: Value,
        is_volatile_attr: Option<Attribute>,
        access_groups_attr: Option<Attribute>,
        alias_scopes_attr: Option<Attribute>,
        noalias_scopes_attr: Option<Attribute>,
        tbaa_attr: Option<Attribute>,
        arg_attrs_attr: Option<Attribute>,
        res_attrs_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&MEMSET_OP_INFO),
            },
            loc,
        );
        st.operands.push(dst);
        st.operands.push(val);
        st.operands.push(len);
        if let Some(a) = is_volatile_attr {
            st.add_attr(ctx.ident("isVolatile"), a);
        }
        if let Some(a) = access_groups_attr {
            st.add_attr(ctx.ident("access_groups"), a);
        }
        if let Some(a) = alias_scopes_attr {
            st.add_attr(ctx.ident("alias_scopes"), a);
        }
        if let Some(a) = noalias_scopes_attr {
            st.add_attr(ctx.ident("noalias_scopes"), a);
        }
        if let Some(a) = tbaa_attr {
            st.add_attr(ctx.ident("tbaa"), a);
        }
        if let Some(a) = arg_attrs_attr {
            st.add_attr(ctx.ident("arg_attrs"), a);
        }
        if let Some(a) = res_attrs_attr {
            st.add_attr(ctx.ident("res_attrs"), a);
        }
        st
    }
}
fn verify_memset_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: MEMSET_OP_OPERANDS,
            results: MEMSET_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    if op.attr("isVolatile").is_none() {
        return Err(ods::op_error(op, "requires attribute 'isVolatile'"));
    }
    verify_memset_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        MEMSET_OP_OPERANDS,
        0usize,
        "LLVM pointer type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_any_pointer(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        MEMSET_OP_OPERANDS,
        1usize,
        "8-bit signless integer",
        |ctx, t| ::descent::dialects::gen::constraints::i8(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        MEMSET_OP_OPERANDS,
        2usize,
        "signless integer",
        |ctx, t| ::descent::dialects::gen::constraints::any_signless_integer(ctx, t),
    )?;
    Ok(())
}
fn verify_memset_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("isVolatile") {
        if !(::descent::dialects::gen::llvm_types::llvm_i1_attr(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'isVolatile' failed to satisfy constraint: 1-bit signless integer attribute",
                ),
            );
        }
    }
    if let Some(a) = op.attr("access_groups") {
        if !(::descent::ir::pred::attr::array_attr_of(
            ctx,
            a,
            &|ctx: &Context, x: Attribute| -> bool {
                let _ = ctx;
                ::descent::dialects::native::llvm::attrs::is_access_group(ctx, x)
            },
        )) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'access_groups' failed to satisfy constraint: LLVM dialect access group metadata array",
                ),
            );
        }
    }
    if let Some(a) = op.attr("alias_scopes") {
        if !(::descent::ir::pred::attr::array_attr_of(
            ctx,
            a,
            &|ctx: &Context, x: Attribute| -> bool {
                let _ = ctx;
                ::descent::dialects::native::llvm::attrs::is_alias_scope(ctx, x)
            },
        )) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'alias_scopes' failed to satisfy constraint: LLVM dialect alias scope array",
                ),
            );
        }
    }
    if let Some(a) = op.attr("noalias_scopes") {
        if !(::descent::ir::pred::attr::array_attr_of(
            ctx,
            a,
            &|ctx: &Context, x: Attribute| -> bool {
                let _ = ctx;
                ::descent::dialects::native::llvm::attrs::is_alias_scope(ctx, x)
            },
        )) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'noalias_scopes' failed to satisfy constraint: LLVM dialect alias scope array",
                ),
            );
        }
    }
    if let Some(a) = op.attr("tbaa") {
        if !(::descent::ir::pred::attr::array_attr_of(
            ctx,
            a,
            &|ctx: &Context, x: Attribute| -> bool {
                let _ = ctx;
                ::descent::dialects::native::llvm::attrs::is_tbaa_tag(ctx, x)
            },
        )) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'tbaa' failed to satisfy constraint: LLVM dialect TBAA tag metadata array",
                ),
            );
        }
    }
    if let Some(a) = op.attr("arg_attrs") {
        if !(::descent::ir::pred::attr::array_attr_of(
            ctx,
            a,
            &|ctx: &Context, x: Attribute| -> bool {
                let _ = ctx;
                ::descent::ir::pred::attr::dictionary_attr_pred(ctx, x)
            },
        )) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes",
                ),
            );
        }
    }
    if let Some(a) = op.attr("res_attrs") {
        if !(::descent::ir::pred::attr::array_attr_of(
            ctx,
            a,
            &|ctx: &Context, x: Attribute| -> bool {
                let _ = ctx;
                ::descent::ir::pred::attr::dictionary_attr_pred(ctx, x)
            },
        )) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'res_attrs' failed to satisfy constraint: Array of dictionary attributes",
                ),
            );
        }
    }
    Ok(())
}
/// `llvm.intr.memset` (spec/dialects/llvm_intrinsics.td:371)
pub static MEMSET_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.memset",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::MEMORY_WRITE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "isVolatile",
            default: None,
            materialize: false,
            optional: false,
        },
        ::descent::ir::AttrInfo {
            name: "access_groups",
            default: None,
            materialize: false,
            optional: true,
        },
        ::descent::ir::AttrInfo {
            name: "alias_scopes",
            default: None,
            materialize: false,
            optional: true,
        },
        ::descent::ir::AttrInfo {
            name: "noalias_scopes",
            default: None,
            materialize: false,
            optional: true,
        },
        ::descent::ir::AttrInfo {
            name: "tbaa",
            default: None,
            materialize: false,
            optional: true,
        },
        ::descent::ir::AttrInfo {
            name: "arg_attrs",
            default: None,
            materialize: false,
            optional: true,
        },
        ::descent::ir::AttrInfo {
            name: "res_attrs",
            default: None,
            materialize: false,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:371",
    verify: verify_memset_op,
    verify_attrs: verify_memset_op_attrs,
    parse: None,
    print: None,
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: MEMSET_OP_OPERANDS,
    result_arities: MEMSET_OP_RESULTS,
    successor_operands: &[],
};
const MEMSET_INLINE_OP_OPERANDS: &[ods::Arity] = &[
    ods::Arity::Single,
    ods::Arity::Single,
];
const MEMSET_INLINE_OP_RESULTS: &[ods::Arity] = &[];
/// `llvm.intr.memset.inline` (spec/dialects/llvm_intrinsics.td:387)
#[derive(Copy, Clone)]
pub struct MemsetInlineOp<'a>(pub OpRef<'a>);
impl<'a> MemsetInlineOp<'a> {
    pub const NAME: &'static str = "llvm.intr.memset.inline";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &MEMSET_INLINE_OP_INFO) => {
                Some(MemsetInlineOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `dst`: LLVM pointer type
    pub fn dst(&self) -> Value {
        ods::operand_group(self.0, MEMSET_INLINE_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `val`: 8-bit signless integer
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, MEMSET_INLINE_OP_OPERANDS, 1usize).get(0)
    }
    /// Attribute `len`: arbitrary integer attribute
    pub fn len_attr(&self) -> Option<Attribute> {
        self.0.attr("len")
    }
    /// Attribute `isVolatile`: 1-bit signless integer attribute
    pub fn is_volatile_attr(&self) -> Option<Attribute> {
        self.0.attr("isVolatile")
    }
    pub fn is_volatile(&self) -> Option<bool> {
        ods::attr_bool(self.0, "isVolatile")
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
        dst: Value,
        val: Value,
        len_attr: Option<Attribute>,
        is_volatile_attr: Option<Attribute>,
        access_groups_attr: Option<Attribute>,
        alias_scopes_attr: Option<Attribute>,
        noalias_scopes_attr: Option<Attribute>,
        tbaa_attr: Option<Attribute>,
        arg_attrs_attr: Option<Attribute>,
        res_attrs_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&MEMSET_INLINE_OP_INFO),
            },
            loc,
        );
        st.operands.push(dst);
        st.operands.push(val);
        if let Some(a) = len_attr {
            st.add_attr(ctx.ident("len"), a);
        }
        if let Some(a) = is_volatile_attr {
            st.add_attr(ctx.ident("isVolatile"), a);
        }
        if let Some(a) = access_groups_attr {
            st.add_attr(ctx.ident("access_groups"), a);
        }
        if let Some(a) = alias_scopes_attr {
            st.add_attr(ctx.ident("alias_scopes"), a);
        }
        if let Some(a) = noalias_scopes_attr {
            st.add_attr(ctx.ident("noalias_scopes"), a);
        }
        if let Some(a) = tbaa_attr {
            st.add_attr(ctx.ident("tbaa"), a);
        }
        if let Some(a) = arg_attrs_attr {
            st.add_attr(ctx.ident("arg_attrs"), a);
        }
        if let Some(a) = res_attrs_attr {
            st.add_attr(ctx.ident("res_attrs"), a);
        }
        st
    }
}
fn verify_memset_inline_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: MEMSET_INLINE_OP_OPERANDS,
            results: MEMSET_INLINE_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    if op.attr("len").is_none() {
        return Err(ods::op_error(op, "requires attribute 'len'"));
    }
    if op.attr("isVolatile").is_none() {
        return Err(ods::op_error(op, "requires attribute 'isVolatile'"));
    }
    verify_memset_inline_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        MEMSET_INLINE_OP_OPERANDS,
        0usize,
        "LLVM pointer type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_any_pointer(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        MEMSET_INLINE_OP_OPERANDS,
        1usize,
        "8-bit signless integer",
        |ctx, t| ::descent::dialects::gen::constraints::i8(ctx, t),
    )?;
    Ok(())
}
fn verify_memset_inline_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("len") {
        if !(::descent::dialects::gen::constraints::any_integer_attr(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'len' failed to satisfy constraint: arbitrary integer attribute",
                ),
            );
        }
    }
    if let Some(a) = op.attr("isVolatile") {
        if !(::descent::dialects::gen::llvm_types::llvm_i1_attr(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'isVolatile' failed to satisfy constraint: 1-bit signless integer attribute",
                ),
            );
        }
    }
    if let Some(a) = op.attr("access_groups") {
        if !(::descent::ir::pred::attr::array_attr_of(
            ctx,
            a,
            &|ctx: &Context, x: Attribute| -> bool {
                let _ = ctx;
                ::descent::dialects::native::llvm::attrs::is_access_group(ctx, x)
            },
        )) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'access_groups' failed to satisfy constraint: LLVM dialect access group metadata array",
                ),
            );
        }
    }
    if let Some(a) = op.attr("alias_scopes") {
        if !(::descent::ir::pred::attr::array_attr_of(
            ctx,
            a,
            &|ctx: &Context, x: Attribute| -> bool {
                let _ = ctx;
                ::descent::dialects::native::llvm::attrs::is_alias_scope(ctx, x)
            },
        )) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'alias_scopes' failed to satisfy constraint: LLVM dialect alias scope array",
                ),
            );
        }
    }
    if let Some(a) = op.attr("noalias_scopes") {
        if !(::descent::ir::pred::attr::array_attr_of(
            ctx,
            a,
            &|ctx: &Context, x: Attribute| -> bool {
                let _ = ctx;
                ::descent::dialects::native::llvm::attrs::is_alias_scope(ctx, x)
            },
        )) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'noalias_scopes' failed to satisfy constraint: LLVM dialect alias scope array",
                ),
            );
        }
    }
    if let Some(a) = op.attr("tbaa") {
        if !(::descent::ir::pred::attr::array_attr_of(
            ctx,
            a,
            &|ctx: &Context, x: Attribute| -> bool {
                let _ = ctx;
                ::descent::dialects::native::llvm::attrs::is_tbaa_tag(ctx, x)
            },
        )) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'tbaa' failed to satisfy constraint: LLVM dialect TBAA tag metadata array",
                ),
            );
        }
    }
    if let Some(a) = op.attr("arg_attrs") {
        if !(::descent::ir::pred::attr::array_attr_of(
            ctx,
            a,
            &|ctx: &Context, x: Attribute| -> bool {
                let _ = ctx;
                ::descent::ir::pred::attr::dictionary_attr_pred(ctx, x)
            },
        )) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes",
                ),
            );
        }
    }
    if let Some(a) = op.attr("res_attrs") {
        if !(::descent::ir::pred::attr::array_attr_of(
            ctx,
            a,
            &|ctx: &Context, x: Attribute| -> bool {
                let _ = ctx;
                ::descent::ir::pred::attr::dictionary_attr_pred(ctx, x)
            },
        )) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'res_attrs' failed to satisfy constraint: Array of dictionary attributes",
                ),
            );
        }
    }
    Ok(())
}
/// `llvm.intr.memset.inline` (spec/dialects/llvm_intrinsics.td:387)
pub static MEMSET_INLINE_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.memset.inline",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::MEMORY_WRITE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "len",
            default: None,
            materialize: false,
            optional: false,
        },
        ::descent::ir::AttrInfo {
            name: "isVolatile",
            default: None,
            materialize: false,
            optional: false,
        },
        ::descent::ir::AttrInfo {
            name: "access_groups",
            default: None,
            materialize: false,
            optional: true,
        },
        ::descent::ir::AttrInfo {
            name: "alias_scopes",
            default: None,
            materialize: false,
            optional: true,
        },
        ::descent::ir::AttrInfo {
            name: "noalias_scopes",
            default: None,
            materialize: false,
            optional: true,
        },
        ::descent::ir::AttrInfo {
            name: "tbaa",
            default: None,
            materialize: false,
            optional: true,
        },
        ::descent::ir::AttrInfo {
            name: "arg_attrs",
            default: None,
            materialize: false,
            optional: true,
        },
        ::descent::ir::AttrInfo {
            name: "res_attrs",
            default: None,
            materialize: false,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:387",
    verify: verify_memset_inline_op,
    verify_attrs: verify_memset_inline_op_attrs,
    parse: None,
    print: None,
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: MEMSET_INLINE_OP_OPERANDS,
    result_arities: MEMSET_INLINE_OP_RESULTS,
    successor_operands: &[],
};
const PREFETCH_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const PREFETCH_OP_RESULTS: &[ods::Arity] = &[];
/// `llvm.intr.prefetch` (spec/dialects/llvm_intrinsics.td:404)
#[derive(Copy, Clone)]
pub struct PrefetchOp<'a>(pub OpRef<'a>);
impl<'a> PrefetchOp<'a> {
    pub const NAME: &'static str = "llvm.intr.prefetch";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &PREFETCH_OP_INFO) => Some(PrefetchOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `addr`: LLVM pointer type
    pub fn addr(&self) -> Value {
        ods::operand_group(self.0, PREFETCH_OP_OPERANDS, 0usize).get(0)
    }
    /// Attribute `rw`: 32-bit signless integer attribute
    pub fn rw_attr(&self) -> Option<Attribute> {
        self.0.attr("rw")
    }
    pub fn rw(&self) -> Option<i64> {
        ods::attr_int(self.0, "rw")
    }
    /// Attribute `hint`: 32-bit signless integer attribute
    pub fn hint_attr(&self) -> Option<Attribute> {
        self.0.attr("hint")
    }
    pub fn hint(&self) -> Option<i64> {
        ods::attr_int(self.0, "hint")
    }
    /// Attribute `cache`: 32-bit signless integer attribute
    pub fn cache_attr(&self) -> Option<Attribute> {
        self.0.attr("cache")
    }
    pub fn cache(&self) -> Option<i64> {
        ods::attr_int(self.0, "cache")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        addr: Value,
        rw_attr: Option<Attribute>,
        hint_attr: Option<Attribute>,
        cache_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&PREFETCH_OP_INFO),
            },
            loc,
        );
        st.operands.push(addr);
        if let Some(a) = rw_attr {
            st.add_attr(ctx.ident("rw"), a);
        }
        if let Some(a) = hint_attr {
            st.add_attr(ctx.ident("hint"), a);
        }
        if let Some(a) = cache_attr {
            st.add_attr(ctx.ident("cache"), a);
        }
        st
    }
}
fn verify_prefetch_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: PREFETCH_OP_OPERANDS,
            results: PREFETCH_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    if op.attr("rw").is_none() {
        return Err(ods::op_error(op, "requires attribute 'rw'"));
    }
    if op.attr("hint").is_none() {
        return Err(ods::op_error(op, "requires attribute 'hint'"));
    }
    if op.attr("cache").is_none() {
        return Err(ods::op_error(op, "requires attribute 'cache'"));
    }
    verify_prefetch_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        PREFETCH_OP_OPERANDS,
        0usize,
        "LLVM pointer type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_any_pointer(ctx, t),
    )?;
    Ok(())
}
fn verify_prefetch_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("rw") {
        if !(::descent::dialects::gen::constraints::i32_attr(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'rw' failed to satisfy constraint: 32-bit signless integer attribute",
                ),
            );
        }
    }
    if let Some(a) = op.attr("hint") {
        if !(::descent::dialects::gen::constraints::i32_attr(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'hint' failed to satisfy constraint: 32-bit signless integer attribute",
                ),
            );
        }
    }
    if let Some(a) = op.attr("cache") {
        if !(::descent::dialects::gen::constraints::i32_attr(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'cache' failed to satisfy constraint: 32-bit signless integer attribute",
                ),
            );
        }
    }
    Ok(())
}
/// `llvm.intr.prefetch` (spec/dialects/llvm_intrinsics.td:404)
pub static PREFETCH_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.prefetch",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "rw",
            default: None,
            materialize: false,
            optional: false,
        },
        ::descent::ir::AttrInfo {
            name: "hint",
            default: None,
            materialize: false,
            optional: false,
        },
        ::descent::ir::AttrInfo {
            name: "cache",
            default: None,
            materialize: false,
            optional: false,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:404",
    verify: verify_prefetch_op,
    verify_attrs: verify_prefetch_op_attrs,
    parse: None,
    print: None,
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: PREFETCH_OP_OPERANDS,
    result_arities: PREFETCH_OP_RESULTS,
    successor_operands: &[],
};
const LIFETIME_START_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const LIFETIME_START_OP_RESULTS: &[ods::Arity] = &[];
/// `llvm.intr.lifetime.start` (spec/dialects/llvm_intrinsics.td:419)
#[derive(Copy, Clone)]
pub struct LifetimeStartOp<'a>(pub OpRef<'a>);
impl<'a> LifetimeStartOp<'a> {
    pub const NAME: &'static str = "llvm.intr.lifetime.start";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &LIFETIME_START_OP_INFO) => {
                Some(LifetimeStartOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `ptr`: LLVM pointer type
    pub fn ptr(&self) -> Value {
        ods::operand_group(self.0, LIFETIME_START_OP_OPERANDS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, ptr: Value) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&LIFETIME_START_OP_INFO),
            },
            loc,
        );
        st.operands.push(ptr);
        st
    }
}
fn verify_lifetime_start_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: LIFETIME_START_OP_OPERANDS,
            results: LIFETIME_START_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_lifetime_start_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        LIFETIME_START_OP_OPERANDS,
        0usize,
        "LLVM pointer type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_any_pointer(ctx, t),
    )?;
    Ok(())
}
fn verify_lifetime_start_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
fn parse_lifetime_start_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_ptr: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_ptr: Option<Vec<Type>> = None;
    o_ptr.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_ptr = Some(vec![p.parse_type() ?]);
    let types = ot_ptr.unwrap_or_default();
    p.resolve_operands(&o_ptr, &types, start, &mut st.operands)?;
    Ok(())
}
fn print_lifetime_start_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, LIFETIME_START_OP_OPERANDS, 0usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group(op, LIFETIME_START_OP_OPERANDS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.lifetime.start` (spec/dialects/llvm_intrinsics.td:419)
pub static LIFETIME_START_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.lifetime.start",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:419",
    verify: verify_lifetime_start_op,
    verify_attrs: verify_lifetime_start_op_attrs,
    parse: Some(parse_lifetime_start_op),
    print: Some(print_lifetime_start_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: LIFETIME_START_OP_OPERANDS,
    result_arities: LIFETIME_START_OP_RESULTS,
    successor_operands: &[],
};
const LIFETIME_END_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const LIFETIME_END_OP_RESULTS: &[ods::Arity] = &[];
/// `llvm.intr.lifetime.end` (spec/dialects/llvm_intrinsics.td:420)
#[derive(Copy, Clone)]
pub struct LifetimeEndOp<'a>(pub OpRef<'a>);
impl<'a> LifetimeEndOp<'a> {
    pub const NAME: &'static str = "llvm.intr.lifetime.end";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &LIFETIME_END_OP_INFO) => {
                Some(LifetimeEndOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `ptr`: LLVM pointer type
    pub fn ptr(&self) -> Value {
        ods::operand_group(self.0, LIFETIME_END_OP_OPERANDS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, ptr: Value) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&LIFETIME_END_OP_INFO),
            },
            loc,
        );
        st.operands.push(ptr);
        st
    }
}
fn verify_lifetime_end_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: LIFETIME_END_OP_OPERANDS,
            results: LIFETIME_END_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_lifetime_end_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        LIFETIME_END_OP_OPERANDS,
        0usize,
        "LLVM pointer type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_any_pointer(ctx, t),
    )?;
    Ok(())
}
fn verify_lifetime_end_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
fn parse_lifetime_end_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_ptr: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_ptr: Option<Vec<Type>> = None;
    o_ptr.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_ptr = Some(vec![p.parse_type() ?]);
    let types = ot_ptr.unwrap_or_default();
    p.resolve_operands(&o_ptr, &types, start, &mut st.operands)?;
    Ok(())
}
fn print_lifetime_end_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, LIFETIME_END_OP_OPERANDS, 0usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group(op, LIFETIME_END_OP_OPERANDS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.lifetime.end` (spec/dialects/llvm_intrinsics.td:420)
pub static LIFETIME_END_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.lifetime.end",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:420",
    verify: verify_lifetime_end_op,
    verify_attrs: verify_lifetime_end_op_attrs,
    parse: Some(parse_lifetime_end_op),
    print: Some(print_lifetime_end_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: LIFETIME_END_OP_OPERANDS,
    result_arities: LIFETIME_END_OP_RESULTS,
    successor_operands: &[],
};
const INVARIANT_START_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const INVARIANT_START_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.invariant.start` (spec/dialects/llvm_intrinsics.td:423)
#[derive(Copy, Clone)]
pub struct InvariantStartOp<'a>(pub OpRef<'a>);
impl<'a> InvariantStartOp<'a> {
    pub const NAME: &'static str = "llvm.intr.invariant.start";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &INVARIANT_START_OP_INFO) => {
                Some(InvariantStartOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `ptr`: LLVM pointer type
    pub fn ptr(&self) -> Value {
        ods::operand_group(self.0, INVARIANT_START_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM pointer in address space 0
    pub fn res(&self) -> Value {
        ods::results_group(self.0, INVARIANT_START_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `size`: 64-bit signless integer attribute
    pub fn size_attr(&self) -> Option<Attribute> {
        self.0.attr("size")
    }
    pub fn size(&self) -> Option<i64> {
        ods::attr_int(self.0, "size")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        ptr: Value,
        size_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&INVARIANT_START_OP_INFO),
            },
            loc,
        );
        st.operands.push(ptr);
        if let Some(a) = size_attr {
            st.add_attr(ctx.ident("size"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_invariant_start_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: INVARIANT_START_OP_OPERANDS,
            results: INVARIANT_START_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    if op.attr("size").is_none() {
        return Err(ods::op_error(op, "requires attribute 'size'"));
    }
    verify_invariant_start_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        INVARIANT_START_OP_OPERANDS,
        0usize,
        "LLVM pointer type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_any_pointer(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        INVARIANT_START_OP_RESULTS,
        0usize,
        "LLVM pointer in address space 0",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_default_pointer(ctx, t),
    )?;
    Ok(())
}
fn verify_invariant_start_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("size") {
        if !(::descent::dialects::gen::constraints::i64_attr(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'size' failed to satisfy constraint: 64-bit signless integer attribute",
                ),
            );
        }
    }
    Ok(())
}
fn parse_invariant_start_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_ptr: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_ptr: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    let a = p.parse_attribute(Some(ods::type_from_text(ctx, "i64")))?;
    st.add_attr(ctx.ident("size"), a);
    p.expect_literal(",")?;
    o_ptr.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_ptr = Some(vec![p.parse_type() ?]);
    for &t in ot_ptr.iter().flatten() {
        if !(::descent::dialects::gen::llvm_types::llvm_any_pointer(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'ptr' must be LLVM pointer type, but got '{}'",
                        ::descent::print::types::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if rt_res.is_none() {
        rt_res = Some(vec![ods::type_from_text(ctx, "!llvm.ptr")]);
    }
    let types = ot_ptr.unwrap_or_default();
    p.resolve_operands(&o_ptr, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_invariant_start_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write(" ");
    if let Some(a) = op.attr("size") {
        p.print_attr_value(a, true);
    }
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group(op, INVARIANT_START_OP_OPERANDS, 0usize));
    p.print_optional_attr_dict(op, &["size"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group(op, INVARIANT_START_OP_OPERANDS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.invariant.start` (spec/dialects/llvm_intrinsics.td:423)
pub static INVARIANT_START_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.invariant.start",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "size",
            default: None,
            materialize: false,
            optional: false,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:423",
    verify: verify_invariant_start_op,
    verify_attrs: verify_invariant_start_op_attrs,
    parse: Some(parse_invariant_start_op),
    print: Some(print_invariant_start_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: INVARIANT_START_OP_OPERANDS,
    result_arities: INVARIANT_START_OP_RESULTS,
    successor_operands: &[],
};
const INVARIANT_END_OP_OPERANDS: &[ods::Arity] = &[
    ods::Arity::Single,
    ods::Arity::Single,
];
const INVARIANT_END_OP_RESULTS: &[ods::Arity] = &[];
/// `llvm.intr.invariant.end` (spec/dialects/llvm_intrinsics.td:433)
#[derive(Copy, Clone)]
pub struct InvariantEndOp<'a>(pub OpRef<'a>);
impl<'a> InvariantEndOp<'a> {
    pub const NAME: &'static str = "llvm.intr.invariant.end";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &INVARIANT_END_OP_INFO) => {
                Some(InvariantEndOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `start`: LLVM pointer in address space 0
    pub fn start(&self) -> Value {
        ods::operand_group(self.0, INVARIANT_END_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `ptr`: LLVM pointer type
    pub fn ptr(&self) -> Value {
        ods::operand_group(self.0, INVARIANT_END_OP_OPERANDS, 1usize).get(0)
    }
    /// Attribute `size`: 64-bit signless integer attribute
    pub fn size_attr(&self) -> Option<Attribute> {
        self.0.attr("size")
    }
    pub fn size(&self) -> Option<i64> {
        ods::attr_int(self.0, "size")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        start: Value,
        ptr: Value,
        size_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&INVARIANT_END_OP_INFO),
            },
            loc,
        );
        st.operands.push(start);
        st.operands.push(ptr);
        if let Some(a) = size_attr {
            st.add_attr(ctx.ident("size"), a);
        }
        st
    }
}
fn verify_invariant_end_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: INVARIANT_END_OP_OPERANDS,
            results: INVARIANT_END_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    if op.attr("size").is_none() {
        return Err(ods::op_error(op, "requires attribute 'size'"));
    }
    verify_invariant_end_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        INVARIANT_END_OP_OPERANDS,
        0usize,
        "LLVM pointer in address space 0",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_default_pointer(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        INVARIANT_END_OP_OPERANDS,
        1usize,
        "LLVM pointer type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_any_pointer(ctx, t),
    )?;
    Ok(())
}
fn verify_invariant_end_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("size") {
        if !(::descent::dialects::gen::constraints::i64_attr(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'size' failed to satisfy constraint: 64-bit signless integer attribute",
                ),
            );
        }
    }
    Ok(())
}
fn parse_invariant_end_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_start: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_start: Option<Vec<Type>> = None;
    let mut o_ptr: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_ptr: Option<Vec<Type>> = None;
    o_start.push(p.parse_operand()?);
    p.expect_literal(",")?;
    let a = p.parse_attribute(Some(ods::type_from_text(ctx, "i64")))?;
    st.add_attr(ctx.ident("size"), a);
    p.expect_literal(",")?;
    o_ptr.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_ptr = Some(vec![p.parse_type() ?]);
    if ot_start.is_none() {
        ot_start = Some(vec![ods::type_from_text(ctx, "!llvm.ptr"); o_start.len()]);
    }
    let types = ot_start.unwrap_or_default();
    p.resolve_operands(&o_start, &types, start, &mut st.operands)?;
    let types = ot_ptr.unwrap_or_default();
    p.resolve_operands(&o_ptr, &types, start, &mut st.operands)?;
    Ok(())
}
fn print_invariant_end_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, INVARIANT_END_OP_OPERANDS, 0usize));
    p.write(",");
    p.write(" ");
    if let Some(a) = op.attr("size") {
        p.print_attr_value(a, true);
    }
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group(op, INVARIANT_END_OP_OPERANDS, 1usize));
    p.print_optional_attr_dict(op, &["size"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group(op, INVARIANT_END_OP_OPERANDS, 1usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.invariant.end` (spec/dialects/llvm_intrinsics.td:433)
pub static INVARIANT_END_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.invariant.end",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "size",
            default: None,
            materialize: false,
            optional: false,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:433",
    verify: verify_invariant_end_op,
    verify_attrs: verify_invariant_end_op_attrs,
    parse: Some(parse_invariant_end_op),
    print: Some(print_invariant_end_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: INVARIANT_END_OP_OPERANDS,
    result_arities: INVARIANT_END_OP_RESULTS,
    successor_operands: &[],
};
const LAUNDER_INVARIANT_GROUP_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const LAUNDER_INVARIANT_GROUP_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.launder.invariant.group` (spec/dialects/llvm_intrinsics.td:441)
#[derive(Copy, Clone)]
pub struct LaunderInvariantGroupOp<'a>(pub OpRef<'a>);
impl<'a> LaunderInvariantGroupOp<'a> {
    pub const NAME: &'static str = "llvm.intr.launder.invariant.group";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &LAUNDER_INVARIANT_GROUP_OP_INFO) => {
                Some(LaunderInvariantGroupOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `ptr`: LLVM pointer type
    pub fn ptr(&self) -> Value {
        ods::operand_group(self.0, LAUNDER_INVARIANT_GROUP_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM pointer type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, LAUNDER_INVARIANT_GROUP_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        ptr: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&LAUNDER_INVARIANT_GROUP_OP_INFO),
            },
            loc,
        );
        st.operands.push(ptr);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_launder_invariant_group_op(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: LAUNDER_INVARIANT_GROUP_OP_OPERANDS,
            results: LAUNDER_INVARIANT_GROUP_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_launder_invariant_group_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        LAUNDER_INVARIANT_GROUP_OP_OPERANDS,
        0usize,
        "LLVM pointer type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_any_pointer(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        LAUNDER_INVARIANT_GROUP_OP_RESULTS,
        0usize,
        "LLVM pointer type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_any_pointer(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_launder_invariant_group_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
fn parse_launder_invariant_group_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_ptr: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_ptr: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    o_ptr.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_ptr = Some(vec![p.parse_type() ?]);
    for &t in ot_ptr.iter().flatten() {
        if !(::descent::dialects::gen::llvm_types::llvm_any_pointer(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'ptr' must be LLVM pointer type, but got '{}'",
                        ::descent::print::types::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if rt_res.is_none() {
        if let Some(t) = ot_ptr.as_ref().and_then(|v| v.first().copied()) {
            rt_res = Some(vec![t; 1usize]);
        }
    }
    let types = ot_ptr.unwrap_or_default();
    p.resolve_operands(&o_ptr, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_launder_invariant_group_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write(" ");
    p.print_operands(
        ods::operand_group(op, LAUNDER_INVARIANT_GROUP_OP_OPERANDS, 0usize),
    );
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group(op, LAUNDER_INVARIANT_GROUP_OP_OPERANDS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.launder.invariant.group` (spec/dialects/llvm_intrinsics.td:441)
pub static LAUNDER_INVARIANT_GROUP_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.launder.invariant.group",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:441",
    verify: verify_launder_invariant_group_op,
    verify_attrs: verify_launder_invariant_group_op_attrs,
    parse: Some(parse_launder_invariant_group_op),
    print: Some(print_launder_invariant_group_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: LAUNDER_INVARIANT_GROUP_OP_OPERANDS,
    result_arities: LAUNDER_INVARIANT_GROUP_OP_RESULTS,
    successor_operands: &[],
};
const STRIP_INVARIANT_GROUP_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const STRIP_INVARIANT_GROUP_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.strip.invariant.group` (spec/dialects/llvm_intrinsics.td:451)
#[derive(Copy, Clone)]
pub struct StripInvariantGroupOp<'a>(pub OpRef<'a>);
impl<'a> StripInvariantGroupOp<'a> {
    pub const NAME: &'static str = "llvm.intr.strip.invariant.group";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &STRIP_INVARIANT_GROUP_OP_INFO) => {
                Some(StripInvariantGroupOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `ptr`: LLVM pointer type
    pub fn ptr(&self) -> Value {
        ods::operand_group(self.0, STRIP_INVARIANT_GROUP_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM pointer type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, STRIP_INVARIANT_GROUP_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        ptr: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&STRIP_INVARIANT_GROUP_OP_INFO),
            },
            loc,
        );
        st.operands.push(ptr);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_strip_invariant_group_op(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: STRIP_INVARIANT_GROUP_OP_OPERANDS,
            results: STRIP_INVARIANT_GROUP_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_strip_invariant_group_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        STRIP_INVARIANT_GROUP_OP_OPERANDS,
        0usize,
        "LLVM pointer type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_any_pointer(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        STRIP_INVARIANT_GROUP_OP_RESULTS,
        0usize,
        "LLVM pointer type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_any_pointer(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_strip_invariant_group_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
fn parse_strip_invariant_group_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_ptr: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_ptr: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    o_ptr.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_ptr = Some(vec![p.parse_type() ?]);
    for &t in ot_ptr.iter().flatten() {
        if !(::descent::dialects::gen::llvm_types::llvm_any_pointer(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'ptr' must be LLVM pointer type, but got '{}'",
                        ::descent::print::types::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if rt_res.is_none() {
        if let Some(t) = ot_ptr.as_ref().and_then(|v| v.first().copied()) {
            rt_res = Some(vec![t; 1usize]);
        }
    }
    let types = ot_ptr.unwrap_or_default();
    p.resolve_operands(&o_ptr, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_strip_invariant_group_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, STRIP_INVARIANT_GROUP_OP_OPERANDS, 0usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group(op, STRIP_INVARIANT_GROUP_OP_OPERANDS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.strip.invariant.group` (spec/dialects/llvm_intrinsics.td:451)
pub static STRIP_INVARIANT_GROUP_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.strip.invariant.group",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:451",
    verify: verify_strip_invariant_group_op,
    verify_attrs: verify_strip_invariant_group_op_attrs,
    parse: Some(parse_strip_invariant_group_op),
    print: Some(print_strip_invariant_group_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: STRIP_INVARIANT_GROUP_OP_OPERANDS,
    result_arities: STRIP_INVARIANT_GROUP_OP_RESULTS,
    successor_operands: &[],
};
const PTR_MASK_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
const PTR_MASK_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.ptrmask` (spec/dialects/llvm_intrinsics.td:461)
#[derive(Copy, Clone)]
pub struct PtrMaskOp<'a>(pub OpRef<'a>);
impl<'a> PtrMaskOp<'a> {
    pub const NAME: &'static str = "llvm.intr.ptrmask";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &PTR_MASK_OP_INFO) => Some(PtrMaskOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `ptr`: LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type
    pub fn ptr(&self) -> Value {
        ods::operand_group(self.0, PTR_MASK_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `mask`: integer or LLVM dialect-compatible vector of integer
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, PTR_MASK_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `res`: LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, PTR_MASK_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        ptr: Value,
        mask: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&PTR_MASK_OP_INFO),
            },
            loc,
        );
        st.operands.push(ptr);
        st.operands.push(mask);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_ptr_mask_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: PTR_MASK_OP_OPERANDS,
            results: PTR_MASK_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_ptr_mask_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        PTR_MASK_OP_OPERANDS,
        0usize,
        "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type",
        |ctx, t| {
            (::descent::ir::pred::ty::llvm_pointer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::llvm_pointer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        false,
        PTR_MASK_OP_OPERANDS,
        1usize,
        "integer or LLVM dialect-compatible vector of integer",
        |ctx, t| {
            (::descent::ir::pred::ty::integer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::integer(ctx, x)
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        PTR_MASK_OP_RESULTS,
        0usize,
        "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type",
        |ctx, t| {
            (::descent::ir::pred::ty::llvm_pointer(ctx, t)
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        ::descent::ir::pred::ty::llvm_pointer(ctx, x)
                    },
                ))
        },
    )?;
    ods::all_equal(
        op,
        &[
            ods::operand_group(op, PTR_MASK_OP_OPERANDS, 0usize)
                .first()
                .map(|v| op.value_type(v)),
            ods::results_group(op, PTR_MASK_OP_RESULTS, 0usize)
                .first()
                .map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {ptr, res} have same type",
    )?;
    Ok(())
}
fn verify_ptr_mask_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
fn parse_ptr_mask_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_ptr: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_ptr: Option<Vec<Type>> = None;
    let mut o_mask: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_mask: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    o_ptr.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_mask.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    let mut rest: &[Type] = &ins;
    let n = o_ptr.len().min(rest.len());
    ot_ptr = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let n = o_mask.len().min(rest.len());
    ot_mask = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let _ = rest;
    rt_res = Some(outs.clone());
    let types = ot_ptr.unwrap_or_default();
    p.resolve_operands(&o_ptr, &types, start, &mut st.operands)?;
    let types = ot_mask.unwrap_or_default();
    p.resolve_operands(&o_mask, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_ptr_mask_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, PTR_MASK_OP_OPERANDS, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group(op, PTR_MASK_OP_OPERANDS, 1usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.ptrmask` (spec/dialects/llvm_intrinsics.td:461)
pub static PTR_MASK_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.ptrmask",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::PURE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:461",
    verify: verify_ptr_mask_op,
    verify_attrs: verify_ptr_mask_op_attrs,
    parse: Some(parse_ptr_mask_op),
    print: Some(print_ptr_mask_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: PTR_MASK_OP_OPERANDS,
    result_arities: PTR_MASK_OP_RESULTS,
    successor_operands: &[],
};
const STACK_SAVE_OP_OPERANDS: &[ods::Arity] = &[];
const STACK_SAVE_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.stacksave` (spec/dialects/llvm_intrinsics.td:476)
#[derive(Copy, Clone)]
pub struct StackSaveOp<'a>(pub OpRef<'a>);
impl<'a> StackSaveOp<'a> {
    pub const NAME: &'static str = "llvm.intr.stacksave";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &STACK_SAVE_OP_INFO) => Some(StackSaveOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, STACK_SAVE_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, res_ty: Type) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&STACK_SAVE_OP_INFO),
            },
            loc,
        );
        st.result_types.push(res_ty);
        st
    }
}
fn verify_stack_save_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: STACK_SAVE_OP_OPERANDS,
            results: STACK_SAVE_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_stack_save_op_attrs(op)?;
    ods::check_group(
        op,
        true,
        STACK_SAVE_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    Ok(())
}
fn verify_stack_save_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
fn parse_stack_save_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut rt_res: Option<Vec<Type>> = None;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    rt_res = Some(vec![p.parse_type() ?]);
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_stack_save_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group(op, STACK_SAVE_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.stacksave` (spec/dialects/llvm_intrinsics.td:476)
pub static STACK_SAVE_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.stacksave",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:476",
    verify: verify_stack_save_op,
    verify_attrs: verify_stack_save_op_attrs,
    parse: Some(parse_stack_save_op),
    print: Some(print_stack_save_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: STACK_SAVE_OP_OPERANDS,
    result_arities: STACK_SAVE_OP_RESULTS,
    successor_operands: &[],
};
const STACK_RESTORE_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const STACK_RESTORE_OP_RESULTS: &[ods::Arity] = &[];
/// `llvm.intr.stackrestore` (spec/dialects/llvm_intrinsics.td:482)
#[derive(Copy, Clone)]
pub struct StackRestoreOp<'a>(pub OpRef<'a>);
impl<'a> StackRestoreOp<'a> {
    pub const NAME: &'static str = "llvm.intr.stackrestore";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &STACK_RESTORE_OP_INFO) => {
                Some(StackRestoreOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `ptr`: LLVM pointer type
    pub fn ptr(&self) -> Value {
        ods::operand_group(self.0, STACK_RESTORE_OP_OPERANDS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, ptr: Value) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&STACK_RESTORE_OP_INFO),
            },
            loc,
        );
        st.operands.push(ptr);
        st
    }
}
fn verify_stack_restore_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: STACK_RESTORE_OP_OPERANDS,
            results: STACK_RESTORE_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_stack_restore_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        STACK_RESTORE_OP_OPERANDS,
        0usize,
        "LLVM pointer type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_any_pointer(ctx, t),
    )?;
    Ok(())
}
fn verify_stack_restore_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
fn parse_stack_restore_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_ptr: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_ptr: Option<Vec<Type>> = None;
    o_ptr.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_ptr = Some(vec![p.parse_type() ?]);
    let types = ot_ptr.unwrap_or_default();
    p.resolve_operands(&o_ptr, &types, start, &mut st.operands)?;
    Ok(())
}
fn print_stack_restore_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, STACK_RESTORE_OP_OPERANDS, 0usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group(op, STACK_RESTORE_OP_OPERANDS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.stackrestore` (spec/dialects/llvm_intrinsics.td:482)
pub static STACK_RESTORE_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.stackrestore",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:482",
    verify: verify_stack_restore_op,
    verify_attrs: verify_stack_restore_op_attrs,
    parse: Some(parse_stack_restore_op),
    print: Some(print_stack_restore_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: STACK_RESTORE_OP_OPERANDS,
    result_arities: STACK_RESTORE_OP_RESULTS,
    successor_operands: &[],
};
const VA_START_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const VA_START_OP_RESULTS: &[ods::Arity] = &[];
/// `llvm.intr.vastart` (spec/dialects/llvm_intrinsics.td:490): Initializes `arg_list` for subsequent variadic argument extractions.
#[derive(Copy, Clone)]
pub struct VaStartOp<'a>(pub OpRef<'a>);
impl<'a> VaStartOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vastart";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &VA_START_OP_INFO) => Some(VaStartOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `arg_list`: LLVM pointer type
    pub fn arg_list(&self) -> Value {
        ods::operand_group(self.0, VA_START_OP_OPERANDS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, arg_list: Value) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&VA_START_OP_INFO),
            },
            loc,
        );
        st.operands.push(arg_list);
        st
    }
}
fn verify_va_start_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: VA_START_OP_OPERANDS,
            results: VA_START_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_va_start_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        VA_START_OP_OPERANDS,
        0usize,
        "LLVM pointer type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_any_pointer(ctx, t),
    )?;
    Ok(())
}
fn verify_va_start_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
fn parse_va_start_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_arg_list: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_arg_list: Option<Vec<Type>> = None;
    o_arg_list.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_arg_list = Some(vec![p.parse_type() ?]);
    let types = ot_arg_list.unwrap_or_default();
    p.resolve_operands(&o_arg_list, &types, start, &mut st.operands)?;
    Ok(())
}
fn print_va_start_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, VA_START_OP_OPERANDS, 0usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group(op, VA_START_OP_OPERANDS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.vastart` (spec/dialects/llvm_intrinsics.td:490): Initializes `arg_list` for subsequent variadic argument extractions.
pub static VA_START_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.vastart",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:490",
    verify: verify_va_start_op,
    verify_attrs: verify_va_start_op_attrs,
    parse: Some(parse_va_start_op),
    print: Some(print_va_start_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: VA_START_OP_OPERANDS,
    result_arities: VA_START_OP_RESULTS,
    successor_operands: &[],
};
const VA_COPY_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
const VA_COPY_OP_RESULTS: &[ods::Arity] = &[];
/// `llvm.intr.vacopy` (spec/dialects/llvm_intrinsics.td:500): Copies the current argument position from `src_list` to `dest_list`.
#[derive(Copy, Clone)]
pub struct VaCopyOp<'a>(pub OpRef<'a>);
impl<'a> VaCopyOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vacopy";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &VA_COPY_OP_INFO) => Some(VaCopyOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `dest_list`: LLVM pointer type
    pub fn dest_list(&self) -> Value {
        ods::operand_group(self.0, VA_COPY_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `src_list`: LLVM pointer type
    pub fn src_list(&self) -> Value {
        ods::operand_group(self.0, VA_COPY_OP_OPERANDS, 1usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        dest_list: Value,
        src_list: Value,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&VA_COPY_OP_INFO),
            },
            loc,
        );
        st.operands.push(dest_list);
        st.operands.push(src_list);
        st
    }
}
fn verify_va_copy_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: VA_COPY_OP_OPERANDS,
            results: VA_COPY_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_va_copy_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        VA_COPY_OP_OPERANDS,
        0usize,
        "LLVM pointer type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_any_pointer(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        VA_COPY_OP_OPERANDS,
        1usize,
        "LLVM pointer type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_any_pointer(ctx, t),
    )?;
    Ok(())
}
fn verify_va_copy_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
fn parse_va_copy_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_dest_list: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_dest_list: Option<Vec<Type>> = None;
    let mut o_src_list: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_src_list: Option<Vec<Type>> = None;
    o_src_list.push(p.parse_operand()?);
    p.expect_literal("to")?;
    o_dest_list.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    let ins = p.parse_optional_type_list()?;
    let mut rest: &[Type] = &ins;
    let n = o_dest_list.len().min(rest.len());
    ot_dest_list = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let n = o_src_list.len().min(rest.len());
    ot_src_list = Some(rest[..n].to_vec());
    rest = &rest[n..];
    let _ = rest;
    let types = ot_dest_list.unwrap_or_default();
    p.resolve_operands(&o_dest_list, &types, start, &mut st.operands)?;
    let types = ot_src_list.unwrap_or_default();
    p.resolve_operands(&o_src_list, &types, start, &mut st.operands)?;
    Ok(())
}
fn print_va_copy_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, VA_COPY_OP_OPERANDS, 1usize));
    p.write(" to");
    p.write(" ");
    p.print_operands(ods::operand_group(op, VA_COPY_OP_OPERANDS, 0usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.vacopy` (spec/dialects/llvm_intrinsics.td:500): Copies the current argument position from `src_list` to `dest_list`.
pub static VA_COPY_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.vacopy",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:500",
    verify: verify_va_copy_op,
    verify_attrs: verify_va_copy_op_attrs,
    parse: Some(parse_va_copy_op),
    print: Some(print_va_copy_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: VA_COPY_OP_OPERANDS,
    result_arities: VA_COPY_OP_RESULTS,
    successor_operands: &[],
};
const VA_END_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const VA_END_OP_RESULTS: &[ods::Arity] = &[];
/// `llvm.intr.vaend` (spec/dialects/llvm_intrinsics.td:509): Destroys `arg_list`, which has been initialized by `intr.vastart` or `intr.vacopy`.
#[derive(Copy, Clone)]
pub struct VaEndOp<'a>(pub OpRef<'a>);
impl<'a> VaEndOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vaend";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &VA_END_OP_INFO) => Some(VaEndOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `arg_list`: LLVM pointer type
    pub fn arg_list(&self) -> Value {
        ods::operand_group(self.0, VA_END_OP_OPERANDS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, arg_list: Value) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&VA_END_OP_INFO),
            },
            loc,
        );
        st.operands.push(arg_list);
        st
    }
}
fn verify_va_end_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: VA_END_OP_OPERANDS,
            results: VA_END_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_va_end_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        VA_END_OP_OPERANDS,
        0usize,
        "LLVM pointer type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_any_pointer(ctx, t),
    )?;
    Ok(())
}
fn verify_va_end_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
fn parse_va_end_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_arg_list: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_arg_list: Option<Vec<Type>> = None;
    o_arg_list.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_arg_list = Some(vec![p.parse_type() ?]);
    let types = ot_arg_list.unwrap_or_default();
    p.resolve_operands(&o_arg_list, &types, start, &mut st.operands)?;
    Ok(())
}
fn print_va_end_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, VA_END_OP_OPERANDS, 0usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group(op, VA_END_OP_OPERANDS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.vaend` (spec/dialects/llvm_intrinsics.td:509): Destroys `arg_list`, which has been initialized by `intr.vastart` or `intr.vacopy`.
pub static VA_END_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.vaend",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:509",
    verify: verify_va_end_op,
    verify_attrs: verify_va_end_op_attrs,
    parse: Some(parse_va_end_op),
    print: Some(print_va_end_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: VA_END_OP_OPERANDS,
    result_arities: VA_END_OP_RESULTS,
    successor_operands: &[],
};
const EH_TYPEID_FOR_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const EH_TYPEID_FOR_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.eh.typeid.for` (spec/dialects/llvm_intrinsics.td:519)
#[derive(Copy, Clone)]
pub struct EhTypeidForOp<'a>(pub OpRef<'a>);
impl<'a> EhTypeidForOp<'a> {
    pub const NAME: &'static str = "llvm.intr.eh.typeid.for";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &EH_TYPEID_FOR_OP_INFO) => {
                Some(EhTypeidForOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `type_info`: LLVM pointer type
    pub fn type_info(&self) -> Value {
        ods::operand_group(self.0, EH_TYPEID_FOR_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, EH_TYPEID_FOR_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        type_info: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&EH_TYPEID_FOR_OP_INFO),
            },
            loc,
        );
        st.operands.push(type_info);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_eh_typeid_for_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: EH_TYPEID_FOR_OP_OPERANDS,
            results: EH_TYPEID_FOR_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_eh_typeid_for_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        EH_TYPEID_FOR_OP_OPERANDS,
        0usize,
        "LLVM pointer type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_any_pointer(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        EH_TYPEID_FOR_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    Ok(())
}
fn verify_eh_typeid_for_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
fn parse_eh_typeid_for_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_type_info: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_type_info: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    o_type_info.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_type_info = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_type_info.unwrap_or_default();
    p.resolve_operands(&o_type_info, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_eh_typeid_for_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, EH_TYPEID_FOR_OP_OPERANDS, 0usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.eh.typeid.for` (spec/dialects/llvm_intrinsics.td:519)
pub static EH_TYPEID_FOR_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.eh.typeid.for",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:519",
    verify: verify_eh_typeid_for_op,
    verify_attrs: verify_eh_typeid_for_op_attrs,
    parse: Some(parse_eh_typeid_for_op),
    print: Some(print_eh_typeid_for_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: EH_TYPEID_FOR_OP_OPERANDS,
    result_arities: EH_TYPEID_FOR_OP_RESULTS,
    successor_operands: &[],
};
const ASSUME_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Variadic];
const ASSUME_OP_RESULTS: &[ods::Arity] = &[];
/// `llvm.intr.assume` (spec/dialects/llvm_intrinsics.td:532)
#[derive(Copy, Clone)]
pub struct AssumeOp<'a>(pub OpRef<'a>);
impl<'a> AssumeOp<'a> {
    pub const NAME: &'static str = "llvm.intr.assume";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &ASSUME_OP_INFO) => Some(AssumeOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `cond`: 1-bit signless integer
    pub fn cond(&self) -> Value {
        ods::operand_group(self.0, ASSUME_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `op_bundle_operands`: variadic of LLVM dialect-compatible type
    pub fn op_bundle_operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, ASSUME_OP_OPERANDS, 1usize)
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
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        cond: Value,
        op_bundle_operands: &[Value],
        op_bundle_sizes_attr: Option<Attribute>,
        op_bundle_tags_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&ASSUME_OP_INFO),
            },
            loc,
        );
        st.operands.push(cond);
        st.operands.extend_from_slice(op_bundle_operands);
        if let Some(a) = op_bundle_sizes_attr {
            st.add_attr(ctx.ident("op_bundle_sizes"), a);
        }
        if let Some(a) = op_bundle_tags_attr {
            st.add_attr(ctx.ident("op_bundle_tags"), a);
        }
        st
    }
}
fn verify_assume_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: ASSUME_OP_OPERANDS,
            results: ASSUME_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    if op.attr("op_bundle_sizes").is_none() {
        return Err(ods::op_error(op, "requires attribute 'op_bundle_sizes'"));
    }
    verify_assume_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        ASSUME_OP_OPERANDS,
        0usize,
        "1-bit signless integer",
        |ctx, t| ::descent::dialects::gen::constraints::i1(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        ASSUME_OP_OPERANDS,
        1usize,
        "variadic of LLVM dialect-compatible type",
        |ctx, t| ::descent::ir::pred::ty::llvm_compatible(ctx, t),
    )?;
    ::descent::dialects::native::llvm::verify_assume(op)?;
    Ok(())
}
fn verify_assume_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("op_bundle_sizes") {
        if !(::descent::dialects::gen::constraints::dense_i32_array_attr(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'op_bundle_sizes' failed to satisfy constraint: i32 dense array attribute",
                ),
            );
        }
    }
    if let Some(a) = op.attr("op_bundle_tags") {
        if !(::descent::ir::pred::attr::array_attr_of(
            ctx,
            a,
            &|ctx: &Context, x: Attribute| -> bool {
                let _ = ctx;
                ::descent::ir::pred::attr::any_attr_pred(ctx, x)
            },
        )) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'op_bundle_tags' failed to satisfy constraint: array attribute",
                ),
            );
        }
    }
    Ok(())
}
fn parse_assume_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_cond: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_cond: Option<Vec<Type>> = None;
    let mut o_op_bundle_operands: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_op_bundle_operands: Option<Vec<Type>> = None;
    o_cond.push(p.parse_operand()?);
    if true {
        {
            let mut a_2: Option<Attribute> = None;
            ::descent::dialects::native::llvm::directives::parse_op_bundles(
                p,
                st,
                &mut o_op_bundle_operands,
                ot_op_bundle_operands.get_or_insert_with(Vec::new),
                &mut a_2,
            )?;
            if let Some(a) = a_2 {
                st.add_attr(ctx.ident("op_bundle_tags"), a);
            }
        }
    }
    p.expect_literal(":")?;
    ot_cond = Some(vec![p.parse_type() ?]);
    p.parse_optional_attr_dict(st)?;
    if ot_cond.is_none() {
        ot_cond = Some(vec![ods::type_from_text(ctx, "i1"); o_cond.len()]);
    }
    let types = ot_cond.unwrap_or_default();
    p.resolve_operands(&o_cond, &types, start, &mut st.operands)?;
    let types = ot_op_bundle_operands.unwrap_or_default();
    p.resolve_operands(&o_op_bundle_operands, &types, start, &mut st.operands)?;
    Ok(())
}
fn print_assume_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, ASSUME_OP_OPERANDS, 0usize));
    if (!ods::operand_group(op, ASSUME_OP_OPERANDS, 1usize).is_empty()
        || !ods::operand_group(op, ASSUME_OP_OPERANDS, 1usize).is_empty()
        || op.attr("op_bundle_tags").is_some())
    {
        p.write(" ");
        ::descent::dialects::native::llvm::directives::print_op_bundles(
            p,
            op,
            ods::operand_group(op, ASSUME_OP_OPERANDS, 1usize),
            &ods::operand_group(op, ASSUME_OP_OPERANDS, 1usize)
                .iter()
                .map(|v| op.value_type(v))
                .collect::<Vec<Type>>(),
            op.attr("op_bundle_tags"),
        );
    }
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group(op, ASSUME_OP_OPERANDS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.print_optional_attr_dict(op, &["op_bundle_tags", "op_bundle_sizes"]);
}
/// `llvm.intr.assume` (spec/dialects/llvm_intrinsics.td:532)
pub static ASSUME_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.assume",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "op_bundle_sizes",
            default: None,
            materialize: false,
            optional: false,
        },
        ::descent::ir::AttrInfo {
            name: "op_bundle_tags",
            default: None,
            materialize: false,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:532",
    verify: verify_assume_op,
    verify_attrs: verify_assume_op_attrs,
    parse: Some(parse_assume_op),
    print: Some(print_assume_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: ASSUME_OP_OPERANDS,
    result_arities: ASSUME_OP_RESULTS,
    successor_operands: &[],
};
const EXPECT_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single, ods::Arity::Single];
const EXPECT_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.expect` (spec/dialects/llvm_intrinsics.td:549)
#[derive(Copy, Clone)]
pub struct ExpectOp<'a>(pub OpRef<'a>);
impl<'a> ExpectOp<'a> {
    pub const NAME: &'static str = "llvm.intr.expect";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &EXPECT_OP_INFO) => Some(ExpectOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `val`: signless integer
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, EXPECT_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `expected`: signless integer
    pub fn expected(&self) -> Value {
        ods::operand_group(self.0, EXPECT_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, EXPECT_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        val: Value,
        expected: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&EXPECT_OP_INFO),
            },
            loc,
        );
        st.operands.push(val);
        st.operands.push(expected);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_expect_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: EXPECT_OP_OPERANDS,
            results: EXPECT_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_expect_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        EXPECT_OP_OPERANDS,
        0usize,
        "signless integer",
        |ctx, t| ::descent::dialects::gen::constraints::any_signless_integer(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        EXPECT_OP_OPERANDS,
        1usize,
        "signless integer",
        |ctx, t| ::descent::dialects::gen::constraints::any_signless_integer(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        EXPECT_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_expect_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
fn parse_expect_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_val: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_val: Option<Vec<Type>> = None;
    let mut o_expected: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_expected: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    o_val.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_expected.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_val = Some(vec![p.parse_type() ?]);
    for &t in ot_val.iter().flatten() {
        if !(::descent::dialects::gen::constraints::any_signless_integer(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'val' must be signless integer, but got '{}'",
                        ::descent::print::types::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if ot_expected.is_none() {
        if let Some(t) = ot_val.as_ref().and_then(|v| v.first().copied()) {
            ot_expected = Some(vec![t; o_expected.len()]);
        }
    }
    if rt_res.is_none() {
        if let Some(t) = ot_val.as_ref().and_then(|v| v.first().copied()) {
            rt_res = Some(vec![t; 1usize]);
        }
    }
    let types = ot_val.unwrap_or_default();
    p.resolve_operands(&o_val, &types, start, &mut st.operands)?;
    let types = ot_expected.unwrap_or_default();
    p.resolve_operands(&o_expected, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_expect_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, EXPECT_OP_OPERANDS, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group(op, EXPECT_OP_OPERANDS, 1usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group(op, EXPECT_OP_OPERANDS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.expect` (spec/dialects/llvm_intrinsics.td:549)
pub static EXPECT_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.expect",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:549",
    verify: verify_expect_op,
    verify_attrs: verify_expect_op_attrs,
    parse: Some(parse_expect_op),
    print: Some(print_expect_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: EXPECT_OP_OPERANDS,
    result_arities: EXPECT_OP_RESULTS,
    successor_operands: &[],
};
const EXPECT_WITH_PROBABILITY_OP_OPERANDS: &[ods::Arity] = &[
    ods::Arity::Single,
    ods::Arity::Single,
];
const EXPECT_WITH_PROBABILITY_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.expect.with.probability` (spec/dialects/llvm_intrinsics.td:558)
#[derive(Copy, Clone)]
pub struct ExpectWithProbabilityOp<'a>(pub OpRef<'a>);
impl<'a> ExpectWithProbabilityOp<'a> {
    pub const NAME: &'static str = "llvm.intr.expect.with.probability";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &EXPECT_WITH_PROBABILITY_OP_INFO) => {
                Some(ExpectWithProbabilityOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `val`: signless integer
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, EXPECT_WITH_PROBABILITY_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `expected`: signless integer
    pub fn expected(&self) -> Value {
        ods::operand_group(self.0, EXPECT_WITH_PROBABILITY_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, EXPECT_WITH_PROBABILITY_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `prob`: 64-bit float attribute
    pub fn prob_attr(&self) -> Option<Attribute> {
        self.0.attr("prob")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        val: Value,
        expected: Value,
        prob_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&EXPECT_WITH_PROBABILITY_OP_INFO),
            },
            loc,
        );
        st.operands.push(val);
        st.operands.push(expected);
        if let Some(a) = prob_attr {
            st.add_attr(ctx.ident("prob"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_expect_with_probability_op(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: EXPECT_WITH_PROBABILITY_OP_OPERANDS,
            results: EXPECT_WITH_PROBABILITY_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    if op.attr("prob").is_none() {
        return Err(ods::op_error(op, "requires attribute 'prob'"));
    }
    verify_expect_with_probability_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        EXPECT_WITH_PROBABILITY_OP_OPERANDS,
        0usize,
        "signless integer",
        |ctx, t| ::descent::dialects::gen::constraints::any_signless_integer(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        EXPECT_WITH_PROBABILITY_OP_OPERANDS,
        1usize,
        "signless integer",
        |ctx, t| ::descent::dialects::gen::constraints::any_signless_integer(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        EXPECT_WITH_PROBABILITY_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::all_equal(
        op,
        &[
            ods::operand_group(op, EXPECT_WITH_PROBABILITY_OP_OPERANDS, 0usize)
                .first()
                .map(|v| op.value_type(v)),
            ods::operand_group(op, EXPECT_WITH_PROBABILITY_OP_OPERANDS, 1usize)
                .first()
                .map(|v| op.value_type(v)),
            ods::results_group(op, EXPECT_WITH_PROBABILITY_OP_RESULTS, 0usize)
                .first()
                .map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {val, expected, res} have same type",
    )?;
    Ok(())
}
fn verify_expect_with_probability_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("prob") {
        if !(::descent::dialects::gen::constraints::f64_attr(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'prob' failed to satisfy constraint: 64-bit float attribute",
                ),
            );
        }
    }
    Ok(())
}
fn parse_expect_with_probability_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_val: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_val: Option<Vec<Type>> = None;
    let mut o_expected: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_expected: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    o_val.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_expected.push(p.parse_operand()?);
    p.expect_literal(",")?;
    let a = p.parse_attribute(None)?;
    st.add_attr(ctx.ident("prob"), a);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_val = Some(vec![p.parse_type() ?]);
    for &t in ot_val.iter().flatten() {
        if !(::descent::dialects::gen::constraints::any_signless_integer(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'val' must be signless integer, but got '{}'",
                        ::descent::print::types::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if ot_expected.is_none() {
        if let Some(t) = ot_val.as_ref().and_then(|v| v.first().copied()) {
            ot_expected = Some(vec![t; o_expected.len()]);
        }
    }
    if rt_res.is_none() {
        if let Some(t) = ot_val.as_ref().and_then(|v| v.first().copied()) {
            rt_res = Some(vec![t; 1usize]);
        }
    }
    let types = ot_val.unwrap_or_default();
    p.resolve_operands(&o_val, &types, start, &mut st.operands)?;
    let types = ot_expected.unwrap_or_default();
    p.resolve_operands(&o_expected, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_expect_with_probability_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write(" ");
    p.print_operands(
        ods::operand_group(op, EXPECT_WITH_PROBABILITY_OP_OPERANDS, 0usize),
    );
    p.write(",");
    p.write(" ");
    p.print_operands(
        ods::operand_group(op, EXPECT_WITH_PROBABILITY_OP_OPERANDS, 1usize),
    );
    p.write(",");
    p.write(" ");
    if let Some(a) = op.attr("prob") {
        p.print_attr(a);
    }
    p.print_optional_attr_dict(op, &["prob"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group(op, EXPECT_WITH_PROBABILITY_OP_OPERANDS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.expect.with.probability` (spec/dialects/llvm_intrinsics.td:558)
pub static EXPECT_WITH_PROBABILITY_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.expect.with.probability",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::PURE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "prob",
            default: None,
            materialize: false,
            optional: false,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:558",
    verify: verify_expect_with_probability_op,
    verify_attrs: verify_expect_with_probability_op_attrs,
    parse: Some(parse_expect_with_probability_op),
    print: Some(print_expect_with_probability_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: EXPECT_WITH_PROBABILITY_OP_OPERANDS,
    result_arities: EXPECT_WITH_PROBABILITY_OP_RESULTS,
    successor_operands: &[],
};
const SSA_COPY_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const SSA_COPY_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.ssa.copy` (spec/dialects/llvm_intrinsics.td:569)
#[derive(Copy, Clone)]
pub struct SsaCopyOp<'a>(pub OpRef<'a>);
impl<'a> SsaCopyOp<'a> {
    pub const NAME: &'static str = "llvm.intr.ssa.copy";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &SSA_COPY_OP_INFO) => Some(SsaCopyOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: any type
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, SSA_COPY_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, SSA_COPY_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&SSA_COPY_OP_INFO),
            },
            loc,
        );
        st.operands.push(operand);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_ssa_copy_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: SSA_COPY_OP_OPERANDS,
            results: SSA_COPY_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_ssa_copy_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        SSA_COPY_OP_OPERANDS,
        0usize,
        "any type",
        |ctx, t| ::descent::dialects::gen::constraints::any_type(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        SSA_COPY_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_type(op)?;
    Ok(())
}
fn verify_ssa_copy_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
fn parse_ssa_copy_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_operand: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_operand: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    o_operand.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_operand = Some(vec![p.parse_type() ?]);
    for &t in ot_operand.iter().flatten() {
        if !(::descent::dialects::gen::constraints::any_type(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'operand' must be any type, but got '{}'",
                        ::descent::print::types::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if rt_res.is_none() {
        if let Some(t) = ot_operand.as_ref().and_then(|v| v.first().copied()) {
            rt_res = Some(vec![t; 1usize]);
        }
    }
    let types = ot_operand.unwrap_or_default();
    p.resolve_operands(&o_operand, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_ssa_copy_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, SSA_COPY_OP_OPERANDS, 0usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group(op, SSA_COPY_OP_OPERANDS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.ssa.copy` (spec/dialects/llvm_intrinsics.td:569)
pub static SSA_COPY_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.ssa.copy",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:569",
    verify: verify_ssa_copy_op,
    verify_attrs: verify_ssa_copy_op_attrs,
    parse: Some(parse_ssa_copy_op),
    print: Some(print_ssa_copy_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: SSA_COPY_OP_OPERANDS,
    result_arities: SSA_COPY_OP_RESULTS,
    successor_operands: &[],
};
const IS_CONSTANT_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const IS_CONSTANT_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.is.constant` (spec/dialects/llvm_intrinsics.td:578)
#[derive(Copy, Clone)]
pub struct IsConstantOp<'a>(pub OpRef<'a>);
impl<'a> IsConstantOp<'a> {
    pub const NAME: &'static str = "llvm.intr.is.constant";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &IS_CONSTANT_OP_INFO) => Some(IsConstantOp(op)),
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `val`: LLVM dialect-compatible type
    pub fn val(&self) -> Value {
        ods::operand_group(self.0, IS_CONSTANT_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: 1-bit signless integer
    pub fn res(&self) -> Value {
        ods::results_group(self.0, IS_CONSTANT_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        val: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&IS_CONSTANT_OP_INFO),
            },
            loc,
        );
        st.operands.push(val);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_is_constant_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: IS_CONSTANT_OP_OPERANDS,
            results: IS_CONSTANT_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_is_constant_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        IS_CONSTANT_OP_OPERANDS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        IS_CONSTANT_OP_RESULTS,
        0usize,
        "1-bit signless integer",
        |ctx, t| ::descent::dialects::gen::constraints::i1(ctx, t),
    )?;
    Ok(())
}
fn verify_is_constant_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
/// `llvm.intr.is.constant` (spec/dialects/llvm_intrinsics.td:578)
pub static IS_CONSTANT_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.is.constant",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::PURE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:578",
    verify: verify_is_constant_op,
    verify_attrs: verify_is_constant_op_attrs,
    parse: None,
    print: None,
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: IS_CONSTANT_OP_OPERANDS,
    result_arities: IS_CONSTANT_OP_RESULTS,
    successor_operands: &[],
};
const THREADLOCAL_ADDRESS_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const THREADLOCAL_ADDRESS_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.threadlocal.address` (spec/dialects/llvm_intrinsics.td:586)
#[derive(Copy, Clone)]
pub struct ThreadlocalAddressOp<'a>(pub OpRef<'a>);
impl<'a> ThreadlocalAddressOp<'a> {
    pub const NAME: &'static str = "llvm.intr.threadlocal.address";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &THREADLOCAL_ADDRESS_OP_INFO) => {
                Some(ThreadlocalAddressOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `global`: LLVM pointer type
    pub fn global(&self) -> Value {
        ods::operand_group(self.0, THREADLOCAL_ADDRESS_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, THREADLOCAL_ADDRESS_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        global: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&THREADLOCAL_ADDRESS_OP_INFO),
            },
            loc,
        );
        st.operands.push(global);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_threadlocal_address_op(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: THREADLOCAL_ADDRESS_OP_OPERANDS,
            results: THREADLOCAL_ADDRESS_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_threadlocal_address_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        THREADLOCAL_ADDRESS_OP_OPERANDS,
        0usize,
        "LLVM pointer type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_any_pointer(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        THREADLOCAL_ADDRESS_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    Ok(())
}
fn verify_threadlocal_address_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
/// `llvm.intr.threadlocal.address` (spec/dialects/llvm_intrinsics.td:586)
pub static THREADLOCAL_ADDRESS_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.threadlocal.address",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::PURE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:586",
    verify: verify_threadlocal_address_op,
    verify_attrs: verify_threadlocal_address_op_attrs,
    parse: None,
    print: None,
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: THREADLOCAL_ADDRESS_OP_OPERANDS,
    result_arities: THREADLOCAL_ADDRESS_OP_RESULTS,
    successor_operands: &[],
};
const GET_ACTIVE_LANE_MASK_OP_OPERANDS: &[ods::Arity] = &[
    ods::Arity::Single,
    ods::Arity::Single,
];
const GET_ACTIVE_LANE_MASK_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.get.active.lane.mask` (spec/dialects/llvm_intrinsics.td:595)
#[derive(Copy, Clone)]
pub struct GetActiveLaneMaskOp<'a>(pub OpRef<'a>);
impl<'a> GetActiveLaneMaskOp<'a> {
    pub const NAME: &'static str = "llvm.intr.get.active.lane.mask";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &GET_ACTIVE_LANE_MASK_OP_INFO) => {
                Some(GetActiveLaneMaskOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `base`: signless integer
    pub fn base(&self) -> Value {
        ods::operand_group(self.0, GET_ACTIVE_LANE_MASK_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `n`: signless integer
    pub fn n(&self) -> Value {
        ods::operand_group(self.0, GET_ACTIVE_LANE_MASK_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, GET_ACTIVE_LANE_MASK_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        base: Value,
        n: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&GET_ACTIVE_LANE_MASK_OP_INFO),
            },
            loc,
        );
        st.operands.push(base);
        st.operands.push(n);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_get_active_lane_mask_op(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: GET_ACTIVE_LANE_MASK_OP_OPERANDS,
            results: GET_ACTIVE_LANE_MASK_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_get_active_lane_mask_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        GET_ACTIVE_LANE_MASK_OP_OPERANDS,
        0usize,
        "signless integer",
        |ctx, t| ::descent::dialects::gen::constraints::any_signless_integer(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        GET_ACTIVE_LANE_MASK_OP_OPERANDS,
        1usize,
        "signless integer",
        |ctx, t| ::descent::dialects::gen::constraints::any_signless_integer(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        GET_ACTIVE_LANE_MASK_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    Ok(())
}
fn verify_get_active_lane_mask_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
fn parse_get_active_lane_mask_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_base: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_base: Option<Vec<Type>> = None;
    let mut o_n: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_n: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    o_base.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_n.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_base = Some(vec![p.parse_type() ?]);
    p.expect_literal(",")?;
    ot_n = Some(vec![p.parse_type() ?]);
    p.expect_literal("to")?;
    rt_res = Some(vec![p.parse_type() ?]);
    let types = ot_base.unwrap_or_default();
    p.resolve_operands(&o_base, &types, start, &mut st.operands)?;
    let types = ot_n.unwrap_or_default();
    p.resolve_operands(&o_n, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_get_active_lane_mask_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, GET_ACTIVE_LANE_MASK_OP_OPERANDS, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group(op, GET_ACTIVE_LANE_MASK_OP_OPERANDS, 1usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group(op, GET_ACTIVE_LANE_MASK_OP_OPERANDS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(",");
    p.write(" ");
    p.print_types(
        ods::operand_group(op, GET_ACTIVE_LANE_MASK_OP_OPERANDS, 1usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(" to");
    p.write(" ");
    p.print_types(
        ods::results_group(op, GET_ACTIVE_LANE_MASK_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.get.active.lane.mask` (spec/dialects/llvm_intrinsics.td:595)
pub static GET_ACTIVE_LANE_MASK_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.get.active.lane.mask",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::PURE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:595",
    verify: verify_get_active_lane_mask_op,
    verify_attrs: verify_get_active_lane_mask_op_attrs,
    parse: Some(parse_get_active_lane_mask_op),
    print: Some(print_get_active_lane_mask_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: GET_ACTIVE_LANE_MASK_OP_OPERANDS,
    result_arities: GET_ACTIVE_LANE_MASK_OP_RESULTS,
    successor_operands: &[],
};
const VECTOR_REDUCE_ADD_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const VECTOR_REDUCE_ADD_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.vector.reduce.add` (spec/dialects/llvm_intrinsics.td:608)
#[derive(Copy, Clone)]
pub struct VectorReduceAddOp<'a>(pub OpRef<'a>);
impl<'a> VectorReduceAddOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vector.reduce.add";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &VECTOR_REDUCE_ADD_OP_INFO) => {
                Some(VectorReduceAddOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: LLVM dialect-compatible vector of signless integer
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, VECTOR_REDUCE_ADD_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VECTOR_REDUCE_ADD_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&VECTOR_REDUCE_ADD_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_vector_reduce_add_op(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: VECTOR_REDUCE_ADD_OP_OPERANDS,
            results: VECTOR_REDUCE_ADD_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_vector_reduce_add_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        VECTOR_REDUCE_ADD_OP_OPERANDS,
        0usize,
        "LLVM dialect-compatible vector of signless integer",
        |ctx, t| ::descent::ir::pred::ty::llvm_vector_of(
            ctx,
            t,
            &|ctx: &Context, x: Type| -> bool {
                let _ = ctx;
                ::descent::ir::pred::ty::signless_integer(ctx, x)
            },
        ),
    )?;
    ods::check_group(
        op,
        true,
        VECTOR_REDUCE_ADD_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_element_type(op)?;
    Ok(())
}
fn verify_vector_reduce_add_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
/// `llvm.intr.vector.reduce.add` (spec/dialects/llvm_intrinsics.td:608)
pub static VECTOR_REDUCE_ADD_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.vector.reduce.add",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:608",
    verify: verify_vector_reduce_add_op,
    verify_attrs: verify_vector_reduce_add_op_attrs,
    parse: None,
    print: None,
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: VECTOR_REDUCE_ADD_OP_OPERANDS,
    result_arities: VECTOR_REDUCE_ADD_OP_RESULTS,
    successor_operands: &[],
};
const VECTOR_REDUCE_AND_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const VECTOR_REDUCE_AND_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.vector.reduce.and` (spec/dialects/llvm_intrinsics.td:609)
#[derive(Copy, Clone)]
pub struct VectorReduceAndOp<'a>(pub OpRef<'a>);
impl<'a> VectorReduceAndOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vector.reduce.and";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &VECTOR_REDUCE_AND_OP_INFO) => {
                Some(VectorReduceAndOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: LLVM dialect-compatible vector of signless integer
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, VECTOR_REDUCE_AND_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VECTOR_REDUCE_AND_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&VECTOR_REDUCE_AND_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_vector_reduce_and_op(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: VECTOR_REDUCE_AND_OP_OPERANDS,
            results: VECTOR_REDUCE_AND_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_vector_reduce_and_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        VECTOR_REDUCE_AND_OP_OPERANDS,
        0usize,
        "LLVM dialect-compatible vector of signless integer",
        |ctx, t| ::descent::ir::pred::ty::llvm_vector_of(
            ctx,
            t,
            &|ctx: &Context, x: Type| -> bool {
                let _ = ctx;
                ::descent::ir::pred::ty::signless_integer(ctx, x)
            },
        ),
    )?;
    ods::check_group(
        op,
        true,
        VECTOR_REDUCE_AND_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_element_type(op)?;
    Ok(())
}
fn verify_vector_reduce_and_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
/// `llvm.intr.vector.reduce.and` (spec/dialects/llvm_intrinsics.td:609)
pub static VECTOR_REDUCE_AND_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.vector.reduce.and",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:609",
    verify: verify_vector_reduce_and_op,
    verify_attrs: verify_vector_reduce_and_op_attrs,
    parse: None,
    print: None,
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: VECTOR_REDUCE_AND_OP_OPERANDS,
    result_arities: VECTOR_REDUCE_AND_OP_RESULTS,
    successor_operands: &[],
};
const VECTOR_REDUCE_MUL_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const VECTOR_REDUCE_MUL_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.vector.reduce.mul` (spec/dialects/llvm_intrinsics.td:610)
#[derive(Copy, Clone)]
pub struct VectorReduceMulOp<'a>(pub OpRef<'a>);
impl<'a> VectorReduceMulOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vector.reduce.mul";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &VECTOR_REDUCE_MUL_OP_INFO) => {
                Some(VectorReduceMulOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: LLVM dialect-compatible vector of signless integer
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, VECTOR_REDUCE_MUL_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VECTOR_REDUCE_MUL_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&VECTOR_REDUCE_MUL_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_vector_reduce_mul_op(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: VECTOR_REDUCE_MUL_OP_OPERANDS,
            results: VECTOR_REDUCE_MUL_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_vector_reduce_mul_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        VECTOR_REDUCE_MUL_OP_OPERANDS,
        0usize,
        "LLVM dialect-compatible vector of signless integer",
        |ctx, t| ::descent::ir::pred::ty::llvm_vector_of(
            ctx,
            t,
            &|ctx: &Context, x: Type| -> bool {
                let _ = ctx;
                ::descent::ir::pred::ty::signless_integer(ctx, x)
            },
        ),
    )?;
    ods::check_group(
        op,
        true,
        VECTOR_REDUCE_MUL_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_element_type(op)?;
    Ok(())
}
fn verify_vector_reduce_mul_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
/// `llvm.intr.vector.reduce.mul` (spec/dialects/llvm_intrinsics.td:610)
pub static VECTOR_REDUCE_MUL_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.vector.reduce.mul",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:610",
    verify: verify_vector_reduce_mul_op,
    verify_attrs: verify_vector_reduce_mul_op_attrs,
    parse: None,
    print: None,
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: VECTOR_REDUCE_MUL_OP_OPERANDS,
    result_arities: VECTOR_REDUCE_MUL_OP_RESULTS,
    successor_operands: &[],
};
const VECTOR_REDUCE_OR_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const VECTOR_REDUCE_OR_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.vector.reduce.or` (spec/dialects/llvm_intrinsics.td:611)
#[derive(Copy, Clone)]
pub struct VectorReduceOrOp<'a>(pub OpRef<'a>);
impl<'a> VectorReduceOrOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vector.reduce.or";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &VECTOR_REDUCE_OR_OP_INFO) => {
                Some(VectorReduceOrOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: LLVM dialect-compatible vector of signless integer
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, VECTOR_REDUCE_OR_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VECTOR_REDUCE_OR_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&VECTOR_REDUCE_OR_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_vector_reduce_or_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: VECTOR_REDUCE_OR_OP_OPERANDS,
            results: VECTOR_REDUCE_OR_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_vector_reduce_or_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        VECTOR_REDUCE_OR_OP_OPERANDS,
        0usize,
        "LLVM dialect-compatible vector of signless integer",
        |ctx, t| ::descent::ir::pred::ty::llvm_vector_of(
            ctx,
            t,
            &|ctx: &Context, x: Type| -> bool {
                let _ = ctx;
                ::descent::ir::pred::ty::signless_integer(ctx, x)
            },
        ),
    )?;
    ods::check_group(
        op,
        true,
        VECTOR_REDUCE_OR_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_element_type(op)?;
    Ok(())
}
fn verify_vector_reduce_or_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
/// `llvm.intr.vector.reduce.or` (spec/dialects/llvm_intrinsics.td:611)
pub static VECTOR_REDUCE_OR_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.vector.reduce.or",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:611",
    verify: verify_vector_reduce_or_op,
    verify_attrs: verify_vector_reduce_or_op_attrs,
    parse: None,
    print: None,
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: VECTOR_REDUCE_OR_OP_OPERANDS,
    result_arities: VECTOR_REDUCE_OR_OP_RESULTS,
    successor_operands: &[],
};
const VECTOR_REDUCE_S_MAX_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const VECTOR_REDUCE_S_MAX_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.vector.reduce.smax` (spec/dialects/llvm_intrinsics.td:612)
#[derive(Copy, Clone)]
pub struct VectorReduceSMaxOp<'a>(pub OpRef<'a>);
impl<'a> VectorReduceSMaxOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vector.reduce.smax";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &VECTOR_REDUCE_S_MAX_OP_INFO) => {
                Some(VectorReduceSMaxOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: LLVM dialect-compatible vector of signless integer
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, VECTOR_REDUCE_S_MAX_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VECTOR_REDUCE_S_MAX_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&VECTOR_REDUCE_S_MAX_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_vector_reduce_s_max_op(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: VECTOR_REDUCE_S_MAX_OP_OPERANDS,
            results: VECTOR_REDUCE_S_MAX_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_vector_reduce_s_max_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        VECTOR_REDUCE_S_MAX_OP_OPERANDS,
        0usize,
        "LLVM dialect-compatible vector of signless integer",
        |ctx, t| ::descent::ir::pred::ty::llvm_vector_of(
            ctx,
            t,
            &|ctx: &Context, x: Type| -> bool {
                let _ = ctx;
                ::descent::ir::pred::ty::signless_integer(ctx, x)
            },
        ),
    )?;
    ods::check_group(
        op,
        true,
        VECTOR_REDUCE_S_MAX_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_element_type(op)?;
    Ok(())
}
fn verify_vector_reduce_s_max_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
/// `llvm.intr.vector.reduce.smax` (spec/dialects/llvm_intrinsics.td:612)
pub static VECTOR_REDUCE_S_MAX_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.vector.reduce.smax",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:612",
    verify: verify_vector_reduce_s_max_op,
    verify_attrs: verify_vector_reduce_s_max_op_attrs,
    parse: None,
    print: None,
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: VECTOR_REDUCE_S_MAX_OP_OPERANDS,
    result_arities: VECTOR_REDUCE_S_MAX_OP_RESULTS,
    successor_operands: &[],
};
const VECTOR_REDUCE_S_MIN_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const VECTOR_REDUCE_S_MIN_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.vector.reduce.smin` (spec/dialects/llvm_intrinsics.td:613)
#[derive(Copy, Clone)]
pub struct VectorReduceSMinOp<'a>(pub OpRef<'a>);
impl<'a> VectorReduceSMinOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vector.reduce.smin";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &VECTOR_REDUCE_S_MIN_OP_INFO) => {
                Some(VectorReduceSMinOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: LLVM dialect-compatible vector of signless integer
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, VECTOR_REDUCE_S_MIN_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VECTOR_REDUCE_S_MIN_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&VECTOR_REDUCE_S_MIN_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_vector_reduce_s_min_op(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: VECTOR_REDUCE_S_MIN_OP_OPERANDS,
            results: VECTOR_REDUCE_S_MIN_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_vector_reduce_s_min_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        VECTOR_REDUCE_S_MIN_OP_OPERANDS,
        0usize,
        "LLVM dialect-compatible vector of signless integer",
        |ctx, t| ::descent::ir::pred::ty::llvm_vector_of(
            ctx,
            t,
            &|ctx: &Context, x: Type| -> bool {
                let _ = ctx;
                ::descent::ir::pred::ty::signless_integer(ctx, x)
            },
        ),
    )?;
    ods::check_group(
        op,
        true,
        VECTOR_REDUCE_S_MIN_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_element_type(op)?;
    Ok(())
}
fn verify_vector_reduce_s_min_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
/// `llvm.intr.vector.reduce.smin` (spec/dialects/llvm_intrinsics.td:613)
pub static VECTOR_REDUCE_S_MIN_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.vector.reduce.smin",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:613",
    verify: verify_vector_reduce_s_min_op,
    verify_attrs: verify_vector_reduce_s_min_op_attrs,
    parse: None,
    print: None,
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: VECTOR_REDUCE_S_MIN_OP_OPERANDS,
    result_arities: VECTOR_REDUCE_S_MIN_OP_RESULTS,
    successor_operands: &[],
};
const VECTOR_REDUCE_U_MAX_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const VECTOR_REDUCE_U_MAX_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.vector.reduce.umax` (spec/dialects/llvm_intrinsics.td:614)
#[derive(Copy, Clone)]
pub struct VectorReduceUMaxOp<'a>(pub OpRef<'a>);
impl<'a> VectorReduceUMaxOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vector.reduce.umax";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &VECTOR_REDUCE_U_MAX_OP_INFO) => {
                Some(VectorReduceUMaxOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: LLVM dialect-compatible vector of signless integer
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, VECTOR_REDUCE_U_MAX_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VECTOR_REDUCE_U_MAX_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&VECTOR_REDUCE_U_MAX_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_vector_reduce_u_max_op(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: VECTOR_REDUCE_U_MAX_OP_OPERANDS,
            results: VECTOR_REDUCE_U_MAX_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_vector_reduce_u_max_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        VECTOR_REDUCE_U_MAX_OP_OPERANDS,
        0usize,
        "LLVM dialect-compatible vector of signless integer",
        |ctx, t| ::descent::ir::pred::ty::llvm_vector_of(
            ctx,
            t,
            &|ctx: &Context, x: Type| -> bool {
                let _ = ctx;
                ::descent::ir::pred::ty::signless_integer(ctx, x)
            },
        ),
    )?;
    ods::check_group(
        op,
        true,
        VECTOR_REDUCE_U_MAX_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_element_type(op)?;
    Ok(())
}
fn verify_vector_reduce_u_max_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
/// `llvm.intr.vector.reduce.umax` (spec/dialects/llvm_intrinsics.td:614)
pub static VECTOR_REDUCE_U_MAX_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.vector.reduce.umax",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:614",
    verify: verify_vector_reduce_u_max_op,
    verify_attrs: verify_vector_reduce_u_max_op_attrs,
    parse: None,
    print: None,
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: VECTOR_REDUCE_U_MAX_OP_OPERANDS,
    result_arities: VECTOR_REDUCE_U_MAX_OP_RESULTS,
    successor_operands: &[],
};
const VECTOR_REDUCE_U_MIN_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const VECTOR_REDUCE_U_MIN_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.vector.reduce.umin` (spec/dialects/llvm_intrinsics.td:615)
#[derive(Copy, Clone)]
pub struct VectorReduceUMinOp<'a>(pub OpRef<'a>);
impl<'a> VectorReduceUMinOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vector.reduce.umin";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &VECTOR_REDUCE_U_MIN_OP_INFO) => {
                Some(VectorReduceUMinOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: LLVM dialect-compatible vector of signless integer
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, VECTOR_REDUCE_U_MIN_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VECTOR_REDUCE_U_MIN_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&VECTOR_REDUCE_U_MIN_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_vector_reduce_u_min_op(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: VECTOR_REDUCE_U_MIN_OP_OPERANDS,
            results: VECTOR_REDUCE_U_MIN_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_vector_reduce_u_min_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        VECTOR_REDUCE_U_MIN_OP_OPERANDS,
        0usize,
        "LLVM dialect-compatible vector of signless integer",
        |ctx, t| ::descent::ir::pred::ty::llvm_vector_of(
            ctx,
            t,
            &|ctx: &Context, x: Type| -> bool {
                let _ = ctx;
                ::descent::ir::pred::ty::signless_integer(ctx, x)
            },
        ),
    )?;
    ods::check_group(
        op,
        true,
        VECTOR_REDUCE_U_MIN_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_element_type(op)?;
    Ok(())
}
fn verify_vector_reduce_u_min_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
/// `llvm.intr.vector.reduce.umin` (spec/dialects/llvm_intrinsics.td:615)
pub static VECTOR_REDUCE_U_MIN_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.vector.reduce.umin",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:615",
    verify: verify_vector_reduce_u_min_op,
    verify_attrs: verify_vector_reduce_u_min_op_attrs,
    parse: None,
    print: None,
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: VECTOR_REDUCE_U_MIN_OP_OPERANDS,
    result_arities: VECTOR_REDUCE_U_MIN_OP_RESULTS,
    successor_operands: &[],
};
const VECTOR_REDUCE_XOR_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const VECTOR_REDUCE_XOR_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.vector.reduce.xor` (spec/dialects/llvm_intrinsics.td:616)
#[derive(Copy, Clone)]
pub struct VectorReduceXorOp<'a>(pub OpRef<'a>);
impl<'a> VectorReduceXorOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vector.reduce.xor";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &VECTOR_REDUCE_XOR_OP_INFO) => {
                Some(VectorReduceXorOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: LLVM dialect-compatible vector of signless integer
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, VECTOR_REDUCE_XOR_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VECTOR_REDUCE_XOR_OP_RESULTS, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&VECTOR_REDUCE_XOR_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        st.result_types.push(res_ty);
        st
    }
}
fn verify_vector_reduce_xor_op(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: VECTOR_REDUCE_XOR_OP_OPERANDS,
            results: VECTOR_REDUCE_XOR_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_vector_reduce_xor_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        VECTOR_REDUCE_XOR_OP_OPERANDS,
        0usize,
        "LLVM dialect-compatible vector of signless integer",
        |ctx, t| ::descent::ir::pred::ty::llvm_vector_of(
            ctx,
            t,
            &|ctx: &Context, x: Type| -> bool {
                let _ = ctx;
                ::descent::ir::pred::ty::signless_integer(ctx, x)
            },
        ),
    )?;
    ods::check_group(
        op,
        true,
        VECTOR_REDUCE_XOR_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_element_type(op)?;
    Ok(())
}
fn verify_vector_reduce_xor_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    Ok(())
}
/// `llvm.intr.vector.reduce.xor` (spec/dialects/llvm_intrinsics.td:616)
pub static VECTOR_REDUCE_XOR_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.vector.reduce.xor",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE),
    attrs: &[],
    defined_at: "spec/dialects/llvm_intrinsics.td:616",
    verify: verify_vector_reduce_xor_op,
    verify_attrs: verify_vector_reduce_xor_op_attrs,
    parse: None,
    print: None,
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: VECTOR_REDUCE_XOR_OP_OPERANDS,
    result_arities: VECTOR_REDUCE_XOR_OP_RESULTS,
    successor_operands: &[],
};
const VECTOR_REDUCE_F_MAX_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const VECTOR_REDUCE_F_MAX_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.vector.reduce.fmax` (spec/dialects/llvm_intrinsics.td:618)
#[derive(Copy, Clone)]
pub struct VectorReduceFMaxOp<'a>(pub OpRef<'a>);
impl<'a> VectorReduceFMaxOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vector.reduce.fmax";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &VECTOR_REDUCE_F_MAX_OP_INFO) => {
                Some(VectorReduceFMaxOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: LLVM dialect-compatible vector of floating-point
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, VECTOR_REDUCE_F_MAX_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VECTOR_REDUCE_F_MAX_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&VECTOR_REDUCE_F_MAX_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_vector_reduce_f_max_op(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: VECTOR_REDUCE_F_MAX_OP_OPERANDS,
            results: VECTOR_REDUCE_F_MAX_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_vector_reduce_f_max_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        VECTOR_REDUCE_F_MAX_OP_OPERANDS,
        0usize,
        "LLVM dialect-compatible vector of floating-point",
        |ctx, t| ::descent::ir::pred::ty::llvm_vector_of(
            ctx,
            t,
            &|ctx: &Context, x: Type| -> bool {
                let _ = ctx;
                ::descent::ir::pred::ty::float(ctx, x)
            },
        ),
    )?;
    ods::check_group(
        op,
        true,
        VECTOR_REDUCE_F_MAX_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_element_type(op)?;
    Ok(())
}
fn verify_vector_reduce_f_max_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_vector_reduce_f_max_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_in: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_in.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_in = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_vector_reduce_f_max_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.vector.reduce.fmax` (spec/dialects/llvm_intrinsics.td:618)
pub static VECTOR_REDUCE_F_MAX_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.vector.reduce.fmax",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:618",
    verify: verify_vector_reduce_f_max_op,
    verify_attrs: verify_vector_reduce_f_max_op_attrs,
    parse: Some(parse_vector_reduce_f_max_op),
    print: Some(print_vector_reduce_f_max_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: VECTOR_REDUCE_F_MAX_OP_OPERANDS,
    result_arities: VECTOR_REDUCE_F_MAX_OP_RESULTS,
    successor_operands: &[],
};
const VECTOR_REDUCE_F_MIN_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const VECTOR_REDUCE_F_MIN_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.vector.reduce.fmin` (spec/dialects/llvm_intrinsics.td:619)
#[derive(Copy, Clone)]
pub struct VectorReduceFMinOp<'a>(pub OpRef<'a>);
impl<'a> VectorReduceFMinOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vector.reduce.fmin";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &VECTOR_REDUCE_F_MIN_OP_INFO) => {
                Some(VectorReduceFMinOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: LLVM dialect-compatible vector of floating-point
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, VECTOR_REDUCE_F_MIN_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VECTOR_REDUCE_F_MIN_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&VECTOR_REDUCE_F_MIN_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_vector_reduce_f_min_op(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: VECTOR_REDUCE_F_MIN_OP_OPERANDS,
            results: VECTOR_REDUCE_F_MIN_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_vector_reduce_f_min_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        VECTOR_REDUCE_F_MIN_OP_OPERANDS,
        0usize,
        "LLVM dialect-compatible vector of floating-point",
        |ctx, t| ::descent::ir::pred::ty::llvm_vector_of(
            ctx,
            t,
            &|ctx: &Context, x: Type| -> bool {
                let _ = ctx;
                ::descent::ir::pred::ty::float(ctx, x)
            },
        ),
    )?;
    ods::check_group(
        op,
        true,
        VECTOR_REDUCE_F_MIN_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_element_type(op)?;
    Ok(())
}
fn verify_vector_reduce_f_min_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_vector_reduce_f_min_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_in: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_in.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_in = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_vector_reduce_f_min_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.vector.reduce.fmin` (spec/dialects/llvm_intrinsics.td:619)
pub static VECTOR_REDUCE_F_MIN_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.vector.reduce.fmin",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:619",
    verify: verify_vector_reduce_f_min_op,
    verify_attrs: verify_vector_reduce_f_min_op_attrs,
    parse: Some(parse_vector_reduce_f_min_op),
    print: Some(print_vector_reduce_f_min_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: VECTOR_REDUCE_F_MIN_OP_OPERANDS,
    result_arities: VECTOR_REDUCE_F_MIN_OP_RESULTS,
    successor_operands: &[],
};
const VECTOR_REDUCE_F_MAXIMUM_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const VECTOR_REDUCE_F_MAXIMUM_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.vector.reduce.fmaximum` (spec/dialects/llvm_intrinsics.td:620)
#[derive(Copy, Clone)]
pub struct VectorReduceFMaximumOp<'a>(pub OpRef<'a>);
impl<'a> VectorReduceFMaximumOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vector.reduce.fmaximum";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &VECTOR_REDUCE_F_MAXIMUM_OP_INFO) => {
                Some(VectorReduceFMaximumOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: LLVM dialect-compatible vector of floating-point
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, VECTOR_REDUCE_F_MAXIMUM_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VECTOR_REDUCE_F_MAXIMUM_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&VECTOR_REDUCE_F_MAXIMUM_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_vector_reduce_f_maximum_op(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: VECTOR_REDUCE_F_MAXIMUM_OP_OPERANDS,
            results: VECTOR_REDUCE_F_MAXIMUM_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_vector_reduce_f_maximum_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        VECTOR_REDUCE_F_MAXIMUM_OP_OPERANDS,
        0usize,
        "LLVM dialect-compatible vector of floating-point",
        |ctx, t| ::descent::ir::pred::ty::llvm_vector_of(
            ctx,
            t,
            &|ctx: &Context, x: Type| -> bool {
                let _ = ctx;
                ::descent::ir::pred::ty::float(ctx, x)
            },
        ),
    )?;
    ods::check_group(
        op,
        true,
        VECTOR_REDUCE_F_MAXIMUM_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_element_type(op)?;
    Ok(())
}
fn verify_vector_reduce_f_maximum_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_vector_reduce_f_maximum_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_in: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_in.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_in = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_vector_reduce_f_maximum_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.vector.reduce.fmaximum` (spec/dialects/llvm_intrinsics.td:620)
pub static VECTOR_REDUCE_F_MAXIMUM_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.vector.reduce.fmaximum",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:620",
    verify: verify_vector_reduce_f_maximum_op,
    verify_attrs: verify_vector_reduce_f_maximum_op_attrs,
    parse: Some(parse_vector_reduce_f_maximum_op),
    print: Some(print_vector_reduce_f_maximum_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: VECTOR_REDUCE_F_MAXIMUM_OP_OPERANDS,
    result_arities: VECTOR_REDUCE_F_MAXIMUM_OP_RESULTS,
    successor_operands: &[],
};
const VECTOR_REDUCE_F_MINIMUM_OP_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const VECTOR_REDUCE_F_MINIMUM_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.vector.reduce.fminimum` (spec/dialects/llvm_intrinsics.td:621)
#[derive(Copy, Clone)]
pub struct VectorReduceFMinimumOp<'a>(pub OpRef<'a>);
impl<'a> VectorReduceFMinimumOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vector.reduce.fminimum";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &VECTOR_REDUCE_F_MINIMUM_OP_INFO) => {
                Some(VectorReduceFMinimumOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: LLVM dialect-compatible vector of floating-point
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, VECTOR_REDUCE_F_MINIMUM_OP_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VECTOR_REDUCE_F_MINIMUM_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&VECTOR_REDUCE_F_MINIMUM_OP_INFO),
            },
            loc,
        );
        st.operands.push(in_);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_vector_reduce_f_minimum_op(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: VECTOR_REDUCE_F_MINIMUM_OP_OPERANDS,
            results: VECTOR_REDUCE_F_MINIMUM_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_vector_reduce_f_minimum_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        VECTOR_REDUCE_F_MINIMUM_OP_OPERANDS,
        0usize,
        "LLVM dialect-compatible vector of floating-point",
        |ctx, t| ::descent::ir::pred::ty::llvm_vector_of(
            ctx,
            t,
            &|ctx: &Context, x: Type| -> bool {
                let _ = ctx;
                ::descent::ir::pred::ty::float(ctx, x)
            },
        ),
    )?;
    ods::check_group(
        op,
        true,
        VECTOR_REDUCE_F_MINIMUM_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_element_type(op)?;
    Ok(())
}
fn verify_vector_reduce_f_minimum_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
fn parse_vector_reduce_f_minimum_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_in: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    p.expect_literal("(")?;
    let all = p.parse_operand_list()?;
    let mut rest: &[::descent::parse::ops::UnresolvedOperand<'a>] = &all;
    let n = (1usize).min(rest.len());
    o_in.extend_from_slice(&rest[..n]);
    rest = &rest[n..];
    let _ = rest;
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
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
    ot_in = Some(ins.clone());
    rt_res = Some(outs.clone());
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_vector_reduce_f_minimum_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write("(");
    p.print_operands(op.operands().iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &op.operands().iter().map(|v| op.value_type(*v)).collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.vector.reduce.fminimum` (spec/dialects/llvm_intrinsics.td:621)
pub static VECTOR_REDUCE_F_MINIMUM_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.vector.reduce.fminimum",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:621",
    verify: verify_vector_reduce_f_minimum_op,
    verify_attrs: verify_vector_reduce_f_minimum_op_attrs,
    parse: Some(parse_vector_reduce_f_minimum_op),
    print: Some(print_vector_reduce_f_minimum_op),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: VECTOR_REDUCE_F_MINIMUM_OP_OPERANDS,
    result_arities: VECTOR_REDUCE_F_MINIMUM_OP_RESULTS,
    successor_operands: &[],
};
const VECTOR_REDUCE_F_ADD_OP_OPERANDS: &[ods::Arity] = &[
    ods::Arity::Single,
    ods::Arity::Single,
];
const VECTOR_REDUCE_F_ADD_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.vector.reduce.fadd` (spec/dialects/llvm_intrinsics.td:623)
#[derive(Copy, Clone)]
pub struct VectorReduceFAddOp<'a>(pub OpRef<'a>);
impl<'a> VectorReduceFAddOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vector.reduce.fadd";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &VECTOR_REDUCE_F_ADD_OP_INFO) => {
                Some(VectorReduceFAddOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `start_value`: floating-point
    pub fn start_value(&self) -> Value {
        ods::operand_group(self.0, VECTOR_REDUCE_F_ADD_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `input`: LLVM dialect-compatible vector of floating-point
    pub fn input(&self) -> Value {
        ods::operand_group(self.0, VECTOR_REDUCE_F_ADD_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VECTOR_REDUCE_F_ADD_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        start_value: Value,
        input: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&VECTOR_REDUCE_F_ADD_OP_INFO),
            },
            loc,
        );
        st.operands.push(start_value);
        st.operands.push(input);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_vector_reduce_f_add_op(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: VECTOR_REDUCE_F_ADD_OP_OPERANDS,
            results: VECTOR_REDUCE_F_ADD_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_vector_reduce_f_add_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        VECTOR_REDUCE_F_ADD_OP_OPERANDS,
        0usize,
        "floating-point",
        |ctx, t| ::descent::dialects::gen::constraints::any_float(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        VECTOR_REDUCE_F_ADD_OP_OPERANDS,
        1usize,
        "LLVM dialect-compatible vector of floating-point",
        |ctx, t| ::descent::ir::pred::ty::llvm_vector_of(
            ctx,
            t,
            &|ctx: &Context, x: Type| -> bool {
                let _ = ctx;
                ::descent::ir::pred::ty::float(ctx, x)
            },
        ),
    )?;
    ods::check_group(
        op,
        true,
        VECTOR_REDUCE_F_ADD_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_element_type(op)?;
    Ok(())
}
fn verify_vector_reduce_f_add_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
/// `llvm.intr.vector.reduce.fadd` (spec/dialects/llvm_intrinsics.td:623)
pub static VECTOR_REDUCE_F_ADD_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.vector.reduce.fadd",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:623",
    verify: verify_vector_reduce_f_add_op,
    verify_attrs: verify_vector_reduce_f_add_op_attrs,
    parse: None,
    print: None,
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: VECTOR_REDUCE_F_ADD_OP_OPERANDS,
    result_arities: VECTOR_REDUCE_F_ADD_OP_RESULTS,
    successor_operands: &[],
};
const VECTOR_REDUCE_F_MUL_OP_OPERANDS: &[ods::Arity] = &[
    ods::Arity::Single,
    ods::Arity::Single,
];
const VECTOR_REDUCE_F_MUL_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.vector.reduce.fmul` (spec/dialects/llvm_intrinsics.td:624)
#[derive(Copy, Clone)]
pub struct VectorReduceFMulOp<'a>(pub OpRef<'a>);
impl<'a> VectorReduceFMulOp<'a> {
    pub const NAME: &'static str = "llvm.intr.vector.reduce.fmul";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &VECTOR_REDUCE_F_MUL_OP_INFO) => {
                Some(VectorReduceFMulOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `start_value`: floating-point
    pub fn start_value(&self) -> Value {
        ods::operand_group(self.0, VECTOR_REDUCE_F_MUL_OP_OPERANDS, 0usize).get(0)
    }
    /// Operand `input`: LLVM dialect-compatible vector of floating-point
    pub fn input(&self) -> Value {
        ods::operand_group(self.0, VECTOR_REDUCE_F_MUL_OP_OPERANDS, 1usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VECTOR_REDUCE_F_MUL_OP_RESULTS, 0usize).get(0)
    }
    /// Attribute `fastmathFlags`: LLVM fastmath flags
    pub fn fastmath_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmathFlags")
    }
    pub fn fastmath_flags(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FastmathFlags> {
        ods::attr_enum_value(self.0, "fastmathFlags")
            .and_then(::descent::dialects::gen::llvm_enums::FastmathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        start_value: Value,
        input: Value,
        fastmath_flags_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&VECTOR_REDUCE_F_MUL_OP_INFO),
            },
            loc,
        );
        st.operands.push(start_value);
        st.operands.push(input);
        if let Some(a) = fastmath_flags_attr {
            st.add_attr(ctx.ident("fastmathFlags"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_vector_reduce_f_mul_op(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: VECTOR_REDUCE_F_MUL_OP_OPERANDS,
            results: VECTOR_REDUCE_F_MUL_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_vector_reduce_f_mul_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        VECTOR_REDUCE_F_MUL_OP_OPERANDS,
        0usize,
        "floating-point",
        |ctx, t| ::descent::dialects::gen::constraints::any_float(ctx, t),
    )?;
    ods::check_group(
        op,
        false,
        VECTOR_REDUCE_F_MUL_OP_OPERANDS,
        1usize,
        "LLVM dialect-compatible vector of floating-point",
        |ctx, t| ::descent::ir::pred::ty::llvm_vector_of(
            ctx,
            t,
            &|ctx: &Context, x: Type| -> bool {
                let _ = ctx;
                ::descent::ir::pred::ty::float(ctx, x)
            },
        ),
    )?;
    ods::check_group(
        op,
        true,
        VECTOR_REDUCE_F_MUL_OP_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    ods::same_operands_and_result_element_type(op)?;
    Ok(())
}
fn verify_vector_reduce_f_mul_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("fastmathFlags") {
        if !(::descent::dialects::gen::llvm::llvm_default_fastmath_flags(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags",
                ),
            );
        }
    }
    Ok(())
}
/// `llvm.intr.vector.reduce.fmul` (spec/dialects/llvm_intrinsics.td:624)
pub static VECTOR_REDUCE_F_MUL_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.vector.reduce.fmul",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::PURE)
        .union(::descent::ir::Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "fastmathFlags",
            default: Some("#llvm.fastmath<none>"),
            materialize: true,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:624",
    verify: verify_vector_reduce_f_mul_op,
    verify_attrs: verify_vector_reduce_f_mul_op_attrs,
    parse: None,
    print: None,
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: VECTOR_REDUCE_F_MUL_OP_OPERANDS,
    result_arities: VECTOR_REDUCE_F_MUL_OP_RESULTS,
    successor_operands: &[],
};
const CONSTRAINED_FP_TRUNC_INTR_OPERANDS: &[ods::Arity] = &[ods::Arity::Single];
const CONSTRAINED_FP_TRUNC_INTR_RESULTS: &[ods::Arity] = &[ods::Arity::Single];
/// `llvm.intr.experimental.constrained.fptrunc` (spec/dialects/llvm_intrinsics.td:631)
#[derive(Copy, Clone)]
pub struct ConstrainedFpTruncIntr<'a>(pub OpRef<'a>);
impl<'a> ConstrainedFpTruncIntr<'a> {
    pub const NAME: &'static str = "llvm.intr.experimental.constrained.fptrunc";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &CONSTRAINED_FP_TRUNC_INTR_INFO) => {
                Some(ConstrainedFpTruncIntr(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `arg_0`: floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type
    pub fn arg_0(&self) -> Value {
        ods::operand_group(self.0, CONSTRAINED_FP_TRUNC_INTR_OPERANDS, 0usize).get(0)
    }
    /// Result `res`: LLVM dialect-compatible type
    pub fn res(&self) -> Value {
        ods::results_group(self.0, CONSTRAINED_FP_TRUNC_INTR_RESULTS, 0usize).get(0)
    }
    /// Attribute `roundingmode`: LLVM Rounding Mode
    pub fn roundingmode_attr(&self) -> Option<Attribute> {
        self.0.attr("roundingmode")
    }
    pub fn roundingmode(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::RoundingMode> {
        ods::attr_enum_value(self.0, "roundingmode")
            .and_then(::descent::dialects::gen::llvm_enums::RoundingMode::from_value)
    }
    /// Attribute `fpExceptionBehavior`: LLVM Exception Behavior
    pub fn fp_exception_behavior_attr(&self) -> Option<Attribute> {
        self.0.attr("fpExceptionBehavior")
    }
    pub fn fp_exception_behavior(
        &self,
    ) -> Option<::descent::dialects::gen::llvm_enums::FpExceptionBehavior> {
        ods::attr_enum_value(self.0, "fpExceptionBehavior")
            .and_then(
                ::descent::dialects::gen::llvm_enums::FpExceptionBehavior::from_value,
            )
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        arg_0: Value,
        roundingmode_attr: Option<Attribute>,
        fp_exception_behavior_attr: Option<Attribute>,
        res_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&CONSTRAINED_FP_TRUNC_INTR_INFO),
            },
            loc,
        );
        st.operands.push(arg_0);
        if let Some(a) = roundingmode_attr {
            st.add_attr(ctx.ident("roundingmode"), a);
        }
        if let Some(a) = fp_exception_behavior_attr {
            st.add_attr(ctx.ident("fpExceptionBehavior"), a);
        }
        st.result_types.push(res_ty);
        st
    }
}
fn verify_constrained_fp_trunc_intr(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: CONSTRAINED_FP_TRUNC_INTR_OPERANDS,
            results: CONSTRAINED_FP_TRUNC_INTR_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    if op.attr("roundingmode").is_none() {
        return Err(ods::op_error(op, "requires attribute 'roundingmode'"));
    }
    if op.attr("fpExceptionBehavior").is_none() {
        return Err(ods::op_error(op, "requires attribute 'fpExceptionBehavior'"));
    }
    verify_constrained_fp_trunc_intr_attrs(op)?;
    ods::check_group(
        op,
        false,
        CONSTRAINED_FP_TRUNC_INTR_OPERANDS,
        0usize,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |ctx, t| {
            ((::descent::ir::pred::ty::float_named(ctx, t, "bf16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f16")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f32")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f64")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f80")
                || ::descent::ir::pred::ty::float_named(ctx, t, "f128")
                || ::descent::dialects::native::llvm::types::is_ppc_fp128(ctx, t))
                || ::descent::ir::pred::ty::llvm_vector_of(
                    ctx,
                    t,
                    &|ctx: &Context, x: Type| -> bool {
                        let _ = ctx;
                        (::descent::ir::pred::ty::float_named(ctx, x, "bf16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f16")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f32")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f64")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f80")
                            || ::descent::ir::pred::ty::float_named(ctx, x, "f128")
                            || ::descent::dialects::native::llvm::types::is_ppc_fp128(
                                ctx,
                                x,
                            ))
                    },
                ))
        },
    )?;
    ods::check_group(
        op,
        true,
        CONSTRAINED_FP_TRUNC_INTR_RESULTS,
        0usize,
        "LLVM dialect-compatible type",
        |ctx, t| ::descent::dialects::gen::llvm_types::llvm_type(ctx, t),
    )?;
    Ok(())
}
fn verify_constrained_fp_trunc_intr_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    let _ = ctx;
    if let Some(a) = op.attr("roundingmode") {
        if !(::descent::dialects::gen::llvm_enums::llvm_rounding_mode_attr(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'roundingmode' failed to satisfy constraint: LLVM Rounding Mode",
                ),
            );
        }
    }
    if let Some(a) = op.attr("fpExceptionBehavior") {
        if !(::descent::dialects::gen::llvm_enums::llvm_fp_exception_behavior_attr(
            ctx,
            a,
        )) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'fpExceptionBehavior' failed to satisfy constraint: LLVM Exception Behavior",
                ),
            );
        }
    }
    Ok(())
}
fn parse_constrained_fp_trunc_intr<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let _ = ctx;
    let start = p.peek().offset;
    let mut o_arg_0: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_arg_0: Option<Vec<Type>> = None;
    let mut rt_res: Option<Vec<Type>> = None;
    o_arg_0.push(p.parse_operand()?);
    let v = ods::parse_enum_keyword(
        p,
        &::descent::dialects::gen::llvm_enums::LLVM_ROUNDING_MODE_ATTR_ENUM,
        "roundingmode",
    )?;
    st.add_attr(
        ctx.ident("roundingmode"),
        ctx.integer_attr(ods::type_from_text(ctx, "i64"), v as i128),
    );
    let v = ods::parse_enum_keyword(
        p,
        &::descent::dialects::gen::llvm_enums::LLVM_FP_EXCEPTION_BEHAVIOR_ATTR_ENUM,
        "fpExceptionBehavior",
    )?;
    st.add_attr(
        ctx.ident("fpExceptionBehavior"),
        ctx.integer_attr(ods::type_from_text(ctx, "i64"), v as i128),
    );
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_arg_0 = Some(vec![p.parse_type() ?]);
    p.expect_literal("to")?;
    rt_res = Some(vec![p.parse_type() ?]);
    let types = ot_arg_0.unwrap_or_default();
    p.resolve_operands(&o_arg_0, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
fn print_constrained_fp_trunc_intr<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    let _ = ctx;
    p.write(" ");
    p.print_operands(ods::operand_group(op, CONSTRAINED_FP_TRUNC_INTR_OPERANDS, 0usize));
    p.write(" ");
    if let Some(a) = op.attr("roundingmode") {
        ods::print_enum_keyword(
            p,
            &::descent::dialects::gen::llvm_enums::LLVM_ROUNDING_MODE_ATTR_ENUM,
            a,
        );
    }
    p.write(" ");
    if let Some(a) = op.attr("fpExceptionBehavior") {
        ods::print_enum_keyword(
            p,
            &::descent::dialects::gen::llvm_enums::LLVM_FP_EXCEPTION_BEHAVIOR_ATTR_ENUM,
            a,
        );
    }
    p.print_optional_attr_dict(op, &["roundingmode", "fpExceptionBehavior"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group(op, CONSTRAINED_FP_TRUNC_INTR_OPERANDS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(" to");
    p.write(" ");
    p.print_types(
        ods::results_group(op, CONSTRAINED_FP_TRUNC_INTR_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `llvm.intr.experimental.constrained.fptrunc` (spec/dialects/llvm_intrinsics.td:631)
pub static CONSTRAINED_FP_TRUNC_INTR_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "llvm.intr.experimental.constrained.fptrunc",
    dialect: "llvm",
    traits: ::descent::ir::Traits(0),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "roundingmode",
            default: None,
            materialize: false,
            optional: false,
        },
        ::descent::ir::AttrInfo {
            name: "fpExceptionBehavior",
            default: None,
            materialize: false,
            optional: false,
        },
    ],
    defined_at: "spec/dialects/llvm_intrinsics.td:631",
    verify: verify_constrained_fp_trunc_intr,
    verify_attrs: verify_constrained_fp_trunc_intr_attrs,
    parse: Some(parse_constrained_fp_trunc_intr),
    print: Some(print_constrained_fp_trunc_intr),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    operand_arities: CONSTRAINED_FP_TRUNC_INTR_OPERANDS,
    result_arities: CONSTRAINED_FP_TRUNC_INTR_RESULTS,
    successor_operands: &[],
};
/// How each op of this file becomes LLVM IR.
pub static TRANSLATIONS: &[(&str, ::descent::translate::Translation)] = &[
    (
        "llvm.intr.fabs",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.fabs",
                operands: F_ABS_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.sqrt",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.sqrt",
                operands: SQRT_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.ceil",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.ceil",
                operands: F_CEIL_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.floor",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.floor",
                operands: F_FLOOR_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.trunc",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.trunc",
                operands: F_TRUNC_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.round",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.round",
                operands: ROUND_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.roundeven",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.roundeven",
                operands: ROUND_EVEN_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.rint",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.rint",
                operands: RINT_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.nearbyint",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.nearbyint",
                operands: NEARBYINT_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.exp",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.exp",
                operands: EXP_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.exp2",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.exp2",
                operands: EXP2_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.exp10",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.exp10",
                operands: EXP10_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.log",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.log",
                operands: LOG_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.log2",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.log2",
                operands: LOG2_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.log10",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.log10",
                operands: LOG10_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.sin",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.sin",
                operands: SIN_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.cos",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.cos",
                operands: COS_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.tan",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.tan",
                operands: TAN_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.asin",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.asin",
                operands: A_SIN_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.acos",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.acos",
                operands: A_COS_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.atan",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.atan",
                operands: A_TAN_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.sinh",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.sinh",
                operands: SINH_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.cosh",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.cosh",
                operands: COSH_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.tanh",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.tanh",
                operands: TANH_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.copysign",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.copysign",
                operands: COPY_SIGN_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", ""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.pow",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.pow",
                operands: POW_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", ""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.maxnum",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.maxnum",
                operands: MAX_NUM_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", ""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.minnum",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.minnum",
                operands: MIN_NUM_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", ""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.maximum",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.maximum",
                operands: MAXIMUM_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", ""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.minimum",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.minimum",
                operands: MINIMUM_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", ""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.atan2",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.atan2",
                operands: A_TAN2_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", ""],
                decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.fma",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.fma",
                operands: FMA_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                    ::descent::translate::Ref::Operand(2u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", "", ""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.fmuladd",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.fmuladd",
                operands: F_MUL_ADD_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                    ::descent::translate::Ref::Operand(2u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", "", ""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.powi",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.powi",
                operands: POW_I_OP_OPERANDS,
                overloaded: &[
                    (::descent::translate::Ref::Operand(0u16), -1i32),
                    (::descent::translate::Ref::Operand(1u16), -1i32),
                ],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", ""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.ldexp",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.ldexp",
                operands: LOAD_EXP_OP_OPERANDS,
                overloaded: &[
                    (::descent::translate::Ref::Operand(0u16), -1i32),
                    (::descent::translate::Ref::Operand(1u16), -1i32),
                ],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", ""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.frexp",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.frexp",
                operands: FRACTION_EXP_OP_OPERANDS,
                overloaded: &[
                    (::descent::translate::Ref::Result(0u16), 0i32),
                    (::descent::translate::Ref::Result(0u16), 1i32),
                ],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.sincos",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.sincos",
                operands: SINCOS_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.is.fpclass",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.is.fpclass",
                operands: IS_FP_CLASS_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Attr("bit"),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", "immarg"],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.lround",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.lround",
                operands: LROUND_OP_OPERANDS,
                overloaded: &[
                    (::descent::translate::Ref::Result(0u16), -1i32),
                    (::descent::translate::Ref::Operand(0u16), -1i32),
                ],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.llround",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.llround",
                operands: LLROUND_OP_OPERANDS,
                overloaded: &[
                    (::descent::translate::Ref::Result(0u16), -1i32),
                    (::descent::translate::Ref::Operand(0u16), -1i32),
                ],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.lrint",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.lrint",
                operands: LRINT_OP_OPERANDS,
                overloaded: &[
                    (::descent::translate::Ref::Result(0u16), -1i32),
                    (::descent::translate::Ref::Operand(0u16), -1i32),
                ],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.llrint",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.llrint",
                operands: LLRINT_OP_OPERANDS,
                overloaded: &[
                    (::descent::translate::Ref::Result(0u16), -1i32),
                    (::descent::translate::Ref::Operand(0u16), -1i32),
                ],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.abs",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.abs",
                operands: ABS_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Attr("is_int_min_poison"),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", "immarg"],
                decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.smax",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.smax",
                operands: S_MAX_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", ""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.smin",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.smin",
                operands: S_MIN_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", ""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.umax",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.umax",
                operands: U_MAX_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", ""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.umin",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.umin",
                operands: U_MIN_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", ""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.scmp",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.scmp",
                operands: S_CMP_OP_OPERANDS,
                overloaded: &[
                    (::descent::translate::Ref::Result(0u16), -1i32),
                    (::descent::translate::Ref::Operand(0u16), -1i32),
                ],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", ""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.ucmp",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.ucmp",
                operands: U_CMP_OP_OPERANDS,
                overloaded: &[
                    (::descent::translate::Ref::Result(0u16), -1i32),
                    (::descent::translate::Ref::Operand(0u16), -1i32),
                ],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", ""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.bitreverse",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.bitreverse",
                operands: BIT_REVERSE_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.bswap",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.bswap",
                operands: BYTE_SWAP_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.ctpop",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.ctpop",
                operands: CT_POP_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.ctlz",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.ctlz",
                operands: COUNT_LEADING_ZEROS_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Attr("is_zero_poison"),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", "immarg"],
                decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.cttz",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.cttz",
                operands: COUNT_TRAILING_ZEROS_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Attr("is_zero_poison"),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", "immarg"],
                decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.fshl",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.fshl",
                operands: FSHL_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                    ::descent::translate::Ref::Operand(2u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", "", ""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.fshr",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.fshr",
                operands: FSHR_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                    ::descent::translate::Ref::Operand(2u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", "", ""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.sadd.with.overflow",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.sadd.with.overflow",
                operands: S_ADD_WITH_OVERFLOW_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Result(0u16), 0i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", ""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.uadd.with.overflow",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.uadd.with.overflow",
                operands: U_ADD_WITH_OVERFLOW_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Result(0u16), 0i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", ""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.ssub.with.overflow",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.ssub.with.overflow",
                operands: S_SUB_WITH_OVERFLOW_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Result(0u16), 0i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", ""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.usub.with.overflow",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.usub.with.overflow",
                operands: U_SUB_WITH_OVERFLOW_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Result(0u16), 0i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", ""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.smul.with.overflow",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.smul.with.overflow",
                operands: S_MUL_WITH_OVERFLOW_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Result(0u16), 0i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", ""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.umul.with.overflow",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.umul.with.overflow",
                operands: U_MUL_WITH_OVERFLOW_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Result(0u16), 0i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", ""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.sadd.sat",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.sadd.sat",
                operands: S_ADD_SAT_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", ""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.uadd.sat",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.uadd.sat",
                operands: U_ADD_SAT_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", ""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.ssub.sat",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.ssub.sat",
                operands: S_SUB_SAT_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", ""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.usub.sat",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.usub.sat",
                operands: U_SUB_SAT_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", ""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.sshl.sat",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.sshl.sat",
                operands: S_SHL_SAT_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", ""],
                decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.ushl.sat",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.ushl.sat",
                operands: U_SHL_SAT_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", ""],
                decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.memcpy",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.memcpy",
                operands: MEMCPY_OP_OPERANDS,
                overloaded: &[
                    (::descent::translate::Ref::Operand(0u16), -1i32),
                    (::descent::translate::Ref::Operand(1u16), -1i32),
                    (::descent::translate::Ref::Operand(2u16), -1i32),
                ],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                    ::descent::translate::Ref::Operand(2u16),
                    ::descent::translate::Ref::Attr("isVolatile"),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &[
                    "noalias writeonly captures(none)",
                    "noalias readonly captures(none)",
                    "",
                    "immarg",
                ],
                decl_attrs: "nocallback nofree nounwind willreturn memory(argmem: readwrite)",
            },
        ),
    ),
    (
        "llvm.intr.memmove",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.memmove",
                operands: MEMMOVE_OP_OPERANDS,
                overloaded: &[
                    (::descent::translate::Ref::Operand(0u16), -1i32),
                    (::descent::translate::Ref::Operand(1u16), -1i32),
                    (::descent::translate::Ref::Operand(2u16), -1i32),
                ],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                    ::descent::translate::Ref::Operand(2u16),
                    ::descent::translate::Ref::Attr("isVolatile"),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &[
                    "writeonly captures(none)",
                    "readonly captures(none)",
                    "",
                    "immarg",
                ],
                decl_attrs: "nocallback nofree nounwind willreturn memory(argmem: readwrite)",
            },
        ),
    ),
    (
        "llvm.intr.memcpy.inline",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.memcpy.inline",
                operands: MEMCPY_INLINE_OP_OPERANDS,
                overloaded: &[
                    (::descent::translate::Ref::Operand(0u16), -1i32),
                    (::descent::translate::Ref::Operand(1u16), -1i32),
                    (::descent::translate::Ref::Attr("len"), -1i32),
                ],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                    ::descent::translate::Ref::Attr("len"),
                    ::descent::translate::Ref::Attr("isVolatile"),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &[
                    "noalias writeonly captures(none)",
                    "noalias readonly captures(none)",
                    "",
                    "immarg",
                ],
                decl_attrs: "nocallback nofree nounwind willreturn memory(argmem: readwrite)",
            },
        ),
    ),
    (
        "llvm.intr.memset",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.memset",
                operands: MEMSET_OP_OPERANDS,
                overloaded: &[
                    (::descent::translate::Ref::Operand(0u16), -1i32),
                    (::descent::translate::Ref::Operand(2u16), -1i32),
                ],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                    ::descent::translate::Ref::Operand(2u16),
                    ::descent::translate::Ref::Attr("isVolatile"),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["writeonly captures(none)", "", "", "immarg"],
                decl_attrs: "nocallback nofree nounwind willreturn memory(argmem: write)",
            },
        ),
    ),
    (
        "llvm.intr.memset.inline",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.memset.inline",
                operands: MEMSET_INLINE_OP_OPERANDS,
                overloaded: &[
                    (::descent::translate::Ref::Operand(0u16), -1i32),
                    (::descent::translate::Ref::Attr("len"), -1i32),
                ],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                    ::descent::translate::Ref::Attr("len"),
                    ::descent::translate::Ref::Attr("isVolatile"),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["writeonly captures(none)", "", "", "immarg"],
                decl_attrs: "nocallback nofree nounwind willreturn memory(argmem: write)",
            },
        ),
    ),
    (
        "llvm.intr.prefetch",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.prefetch",
                operands: PREFETCH_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Attr("rw"),
                    ::descent::translate::Ref::Attr("hint"),
                    ::descent::translate::Ref::Attr("cache"),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &[
                    "readonly captures(none)",
                    "immarg",
                    "immarg",
                    "immarg",
                ],
                decl_attrs: "nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)",
            },
        ),
    ),
    (
        "llvm.intr.lifetime.start",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.lifetime.start",
                operands: LIFETIME_START_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &["captures(none)"],
                decl_attrs: "nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)",
            },
        ),
    ),
    (
        "llvm.intr.lifetime.end",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.lifetime.end",
                operands: LIFETIME_END_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &["captures(none)"],
                decl_attrs: "nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)",
            },
        ),
    ),
    (
        "llvm.intr.invariant.start",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.invariant.start",
                operands: INVARIANT_START_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[
                    ::descent::translate::Ref::Attr("size"),
                    ::descent::translate::Ref::Operand(0u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["immarg", "captures(none)"],
                decl_attrs: "nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)",
            },
        ),
    ),
    (
        "llvm.intr.invariant.end",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.invariant.end",
                operands: INVARIANT_END_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(1u16), -1i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Attr("size"),
                    ::descent::translate::Ref::Operand(1u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", "immarg", "captures(none)"],
                decl_attrs: "nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)",
            },
        ),
    ),
    (
        "llvm.intr.launder.invariant.group",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.launder.invariant.group",
                operands: LAUNDER_INVARIANT_GROUP_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(inaccessiblemem: readwrite)",
            },
        ),
    ),
    (
        "llvm.intr.strip.invariant.group",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.strip.invariant.group",
                operands: STRIP_INVARIANT_GROUP_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.ptrmask",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.ptrmask",
                operands: PTR_MASK_OP_OPERANDS,
                overloaded: &[
                    (::descent::translate::Ref::Operand(0u16), -1i32),
                    (::descent::translate::Ref::Operand(1u16), -1i32),
                ],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", ""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.stacksave",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.stacksave",
                operands: STACK_SAVE_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Result(0u16), -1i32)],
                args: &[],
                decl_ret_attrs: "",
                decl_param_attrs: &[],
                decl_attrs: "nocallback nofree nosync nounwind willreturn",
            },
        ),
    ),
    (
        "llvm.intr.stackrestore",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.stackrestore",
                operands: STACK_RESTORE_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nofree nosync nounwind willreturn",
            },
        ),
    ),
    (
        "llvm.intr.vastart",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.va_start",
                operands: VA_START_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nofree nosync nounwind willreturn",
            },
        ),
    ),
    (
        "llvm.intr.vacopy",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.va_copy",
                operands: VA_COPY_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", ""],
                decl_attrs: "nocallback nofree nosync nounwind willreturn",
            },
        ),
    ),
    (
        "llvm.intr.vaend",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.va_end",
                operands: VA_END_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nofree nosync nounwind willreturn",
            },
        ),
    ),
    (
        "llvm.intr.eh.typeid.for",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.eh.typeid.for",
                operands: EH_TYPEID_FOR_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nounwind memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.assume",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.assume",
                operands: ASSUME_OP_OPERANDS,
                overloaded: &[],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["noundef"],
                decl_attrs: "nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)",
            },
        ),
    ),
    (
        "llvm.intr.expect",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.expect",
                operands: EXPECT_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", ""],
                decl_attrs: "nocallback nofree nosync nounwind willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.expect.with.probability",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.expect.with.probability",
                operands: EXPECT_WITH_PROBABILITY_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                    ::descent::translate::Ref::Attr("prob"),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", "", "immarg"],
                decl_attrs: "nocallback nofree nosync nounwind willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.ssa.copy",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.ssa.copy",
                operands: SSA_COPY_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &["returned"],
                decl_attrs: "nocallback nofree nosync nounwind willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.is.constant",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.is.constant",
                operands: IS_CONSTANT_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "convergent nocallback nofree nosync nounwind willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.threadlocal.address",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.threadlocal.address",
                operands: THREADLOCAL_ADDRESS_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "nonnull",
                decl_param_attrs: &["nonnull"],
                decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.get.active.lane.mask",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.get.active.lane.mask",
                operands: GET_ACTIVE_LANE_MASK_OP_OPERANDS,
                overloaded: &[
                    (::descent::translate::Ref::Result(0u16), -1i32),
                    (::descent::translate::Ref::Operand(0u16), -1i32),
                ],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", ""],
                decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.vector.reduce.add",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.vector.reduce.add",
                operands: VECTOR_REDUCE_ADD_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.vector.reduce.and",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.vector.reduce.and",
                operands: VECTOR_REDUCE_AND_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.vector.reduce.mul",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.vector.reduce.mul",
                operands: VECTOR_REDUCE_MUL_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.vector.reduce.or",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.vector.reduce.or",
                operands: VECTOR_REDUCE_OR_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.vector.reduce.smax",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.vector.reduce.smax",
                operands: VECTOR_REDUCE_S_MAX_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.vector.reduce.smin",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.vector.reduce.smin",
                operands: VECTOR_REDUCE_S_MIN_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.vector.reduce.umax",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.vector.reduce.umax",
                operands: VECTOR_REDUCE_U_MAX_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.vector.reduce.umin",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.vector.reduce.umin",
                operands: VECTOR_REDUCE_U_MIN_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.vector.reduce.xor",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.vector.reduce.xor",
                operands: VECTOR_REDUCE_XOR_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.vector.reduce.fmax",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.vector.reduce.fmax",
                operands: VECTOR_REDUCE_F_MAX_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.vector.reduce.fmin",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.vector.reduce.fmin",
                operands: VECTOR_REDUCE_F_MIN_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.vector.reduce.fmaximum",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.vector.reduce.fmaximum",
                operands: VECTOR_REDUCE_F_MAXIMUM_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.vector.reduce.fminimum",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.vector.reduce.fminimum",
                operands: VECTOR_REDUCE_F_MINIMUM_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(0u16), -1i32)],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.vector.reduce.fadd",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.vector.reduce.fadd",
                operands: VECTOR_REDUCE_F_ADD_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(1u16), -1i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", ""],
                decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.vector.reduce.fmul",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.vector.reduce.fmul",
                operands: VECTOR_REDUCE_F_MUL_OP_OPERANDS,
                overloaded: &[(::descent::translate::Ref::Operand(1u16), -1i32)],
                args: &[
                    ::descent::translate::Ref::Operand(0u16),
                    ::descent::translate::Ref::Operand(1u16),
                ],
                decl_ret_attrs: "",
                decl_param_attrs: &["", ""],
                decl_attrs: "nocallback nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
    (
        "llvm.intr.experimental.constrained.fptrunc",
        ::descent::translate::Translation::Intrinsic(
            &::descent::translate::Intrinsic {
                name: "llvm.experimental.constrained.fptrunc",
                operands: CONSTRAINED_FP_TRUNC_INTR_OPERANDS,
                overloaded: &[
                    (::descent::translate::Ref::Result(0u16), -1i32),
                    (::descent::translate::Ref::Operand(0u16), -1i32),
                ],
                args: &[::descent::translate::Ref::Operand(0u16)],
                decl_ret_attrs: "",
                decl_param_attrs: &[""],
                decl_attrs: "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)",
            },
        ),
    ),
];
