// @generated from spec/dialects/func.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{diag, dialects, ir, parse, print};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `func.call` (spec/dialects/func.td:N): direct call of a named function
#[derive(Copy, Clone)]
pub struct CallOp<'a>(pub OpRef<'a>);
impl<'a> CallOp<'a> {
    pub const NAME: &'static str = "func.call";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CALL_OP_INFO).then_some(CallOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operands`: variadic of any type
    pub fn operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, CALL_OP_INFO.operand_arities, 0usize)
    }
    /// Result `results`: variadic of any type
    pub fn results(&self) -> ods::Group<'a> {
        ods::results_group(self.0, CALL_OP_INFO.result_arities, 0usize)
    }
    /// Attribute `callee`: flat symbol reference attribute
    pub fn callee_attr(&self) -> Option<Attribute> {
        self.0.attr("callee")
    }
    pub fn callee(&self) -> Option<&'a str> {
        ods::attr_symbol(self.0, "callee")
    }
    /// Attribute `arg_attrs`: Array of dictionary attributes
    pub fn arg_attrs_attr(&self) -> Option<Attribute> {
        self.0.attr("arg_attrs")
    }
    /// Attribute `res_attrs`: Array of dictionary attributes
    pub fn res_attrs_attr(&self) -> Option<Attribute> {
        self.0.attr("res_attrs")
    }
    /// Attribute `no_inline`: unit attribute
    pub fn no_inline_attr(&self) -> Option<Attribute> {
        self.0.attr("no_inline")
    }
    pub fn no_inline(&self) -> bool {
        self.0.attr("no_inline").is_some()
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operands: &[Value],
        callee_attr: Option<Attribute>,
        arg_attrs_attr: Option<Attribute>,
        res_attrs_attr: Option<Attribute>,
        no_inline_attr: Option<Attribute>,
        results_ty: &[Type],
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CALL_OP_INFO, loc);
        st.operands.extend_from_slice(operands);
        st.set_attr(ctx, "callee", callee_attr);
        st.set_attr(ctx, "arg_attrs", arg_attrs_attr);
        st.set_attr(ctx, "res_attrs", res_attrs_attr);
        st.set_attr(ctx, "no_inline", no_inline_attr);
        st.result_types.extend_from_slice(results_ty);
        st
    }
}
/// Attribute constraint: flat symbol reference attribute (`FlatSymbolRefAttr`, spec/constraints.td:N)
const FLAT_SYMBOL_REF_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "flat symbol reference attribute",
    check: dialects::gen::constraints::flat_symbol_ref_attr,
};
/// Attribute constraint: Array of dictionary attributes (first used by `func.call`, spec/dialects/func.td:N)
const IS_ARRAY_OF_DICTIONARY_ATTRIBUTES: ir::AttrConstraint = ir::AttrConstraint {
    summary: "Array of dictionary attributes",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::array_attr_of(
        ctx,
        a,
        &|ctx: &Context, x: Attribute| -> bool {
            ir::pred::attr::dictionary_attr_pred(ctx, x)
        },
    ),
};
/// Attribute constraint: unit attribute (`UnitAttr`, spec/constraints.td:N)
const UNIT_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "unit attribute",
    check: dialects::gen::constraints::unit_attr,
};
/// Type constraint: variadic of any type (first used by `func.call`, spec/dialects/func.td:N)
const IS_VARIADIC_OF_ANY_TYPE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "variadic of any type",
    check: |ctx: &Context, t: Type| ir::pred::ty::any_type_pred(ctx, t),
};
/// Verifies `func.call` (spec/dialects/func.td:N) and the ops that check the same things.
fn verify_call_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::func::verify_call(op)?;
    Ok(())
}
/// Parses `func.call` (spec/dialects/func.td:N) (and the ops of the same format) from its custom syntax.
fn parse_call_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut ol_operands: u32 = start;
    let mut o_operands: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_operands: Option<Vec<Type>> = None;
    let mut rt_results: Option<Vec<Type>> = None;
    let a = p.parse_symbol_ref_attr(true)?;
    st.add_attr(ctx.ident("callee"), a);
    p.expect_literal("(")?;
    ol_operands = p.peek().offset;
    o_operands.extend(p.parse_operand_list()?);
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
    ot_operands = Some(ins.clone());
    rt_results = Some(outs.clone());
    let types = ot_operands.unwrap_or_default();
    p.resolve_operands(&o_operands, &types, ol_operands, &mut st.operands)?;
    st.result_types.extend(rt_results.unwrap_or_default());
    Ok(())
}
/// Prints `func.call` (spec/dialects/func.td:N) (and the ops of the same format) in its custom syntax.
fn print_call_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    if let Some(a) = op.attr("callee") {
        p.print_attr(a);
    }
    p.write("(");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(")");
    p.print_optional_attr_dict(op, &["callee"]);
    p.write(" :");
    p.write(" ");
    p.print_functional_type(
        &ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
        &op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>(),
    );
}
/// `func.call` (spec/dialects/func.td:N): direct call of a named function
pub static CALL_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "func.call",
    dialect: "func",
    traits: ir::Traits::CALL_LIKE,
    attrs: &[
        ir::AttrInfo {
            name: "callee",
            constraint: Some(FLAT_SYMBOL_REF_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "arg_attrs",
            optional: true,
            constraint: Some(IS_ARRAY_OF_DICTIONARY_ATTRIBUTES),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "res_attrs",
            optional: true,
            constraint: Some(IS_ARRAY_OF_DICTIONARY_ATTRIBUTES),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "no_inline",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/func.td",
        line: &dialects::gen::func::__spec_lines::LINES[0usize],
    },
    verify: verify_call_op,
    parse: Some(&(parse_call_op as parse::ops::ParseFn)),
    print: Some(&(print_call_op as print::ops::PrintFn)),
    operand_types: &[IS_VARIADIC_OF_ANY_TYPE],
    result_types: &[IS_VARIADIC_OF_ANY_TYPE],
    operand_arities: &[ods::Arity::Variadic],
    result_arities: &[ods::Arity::Variadic],
    ..ir::OpInfo::DEFAULT
};
/// `func.call_indirect` (spec/dialects/func.td:N): call through a function-typed value
#[derive(Copy, Clone)]
pub struct CallIndirectOp<'a>(pub OpRef<'a>);
impl<'a> CallIndirectOp<'a> {
    pub const NAME: &'static str = "func.call_indirect";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CALL_INDIRECT_OP_INFO).then_some(CallIndirectOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `callee`: function type
    pub fn callee(&self) -> Value {
        ods::operand_group(self.0, CALL_INDIRECT_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `callee_operands`: variadic of any type
    pub fn callee_operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, CALL_INDIRECT_OP_INFO.operand_arities, 1usize)
    }
    /// Result `results`: variadic of any type
    pub fn results(&self) -> ods::Group<'a> {
        ods::results_group(self.0, CALL_INDIRECT_OP_INFO.result_arities, 0usize)
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
        callee: Value,
        callee_operands: &[Value],
        arg_attrs_attr: Option<Attribute>,
        res_attrs_attr: Option<Attribute>,
        results_ty: &[Type],
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CALL_INDIRECT_OP_INFO, loc);
        st.operands.push(callee);
        st.operands.extend_from_slice(callee_operands);
        st.set_attr(ctx, "arg_attrs", arg_attrs_attr);
        st.set_attr(ctx, "res_attrs", res_attrs_attr);
        st.result_types.extend_from_slice(results_ty);
        st
    }
}
/// Type constraint: function type (`FunctionType`, spec/constraints.td:N)
const FUNCTION_TYPE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "function type",
    check: dialects::gen::constraints::function_type,
};
/// Verifies `func.call_indirect` (spec/dialects/func.td:N) and the ops that check the same things.
fn verify_call_indirect_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    if let Some(from) = ods::operand_group_at(op, 0usize)
        .first()
        .map(|v| op.value_type(v))
    {
        let have: Vec<Type> = ods::operand_group_at(op, 1usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect();
        if ods::spread_types(
            op.ctx,
            dialects::native::transforms::function_inputs(op.ctx, from),
            have.len(),
        ) != have
        {
            return Err(
                ods::op_error(
                    op,
                    "failed to verify that callee input types match argument types",
                ),
            );
        }
    }
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
            dialects::native::transforms::function_results(op.ctx, from),
            have.len(),
        ) != have
        {
            return Err(
                ods::op_error(
                    op,
                    "failed to verify that callee result types match result types",
                ),
            );
        }
    }
    Ok(())
}
/// Parses `func.call_indirect` (spec/dialects/func.td:N) (and the ops of the same format) from its custom syntax.
fn parse_call_indirect_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_callee: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_callee: Option<Vec<Type>> = None;
    let mut ol_callee_operands: u32 = start;
    let mut o_callee_operands: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_callee_operands: Option<Vec<Type>> = None;
    let mut rt_results: Option<Vec<Type>> = None;
    o_callee.push(p.parse_operand()?);
    p.expect_literal("(")?;
    ol_callee_operands = p.peek().offset;
    o_callee_operands.extend(p.parse_operand_list()?);
    p.expect_literal(")")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_callee = Some(vec![p.parse_type() ?]);
    for &t in ot_callee.iter().flatten() {
        if !(dialects::gen::constraints::function_type(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'callee' must be function type, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if ot_callee_operands.is_none() {
        if let Some(t) = ot_callee.as_ref().and_then(|v| v.first().copied()) {
            ot_callee_operands = Some(
                ods::spread_types(
                    ctx,
                    dialects::native::transforms::function_inputs(ctx, t),
                    o_callee_operands.len(),
                ),
            );
        }
    }
    if rt_results.is_none() {
        if let Some(t) = ot_callee.as_ref().and_then(|v| v.first().copied()) {
            rt_results = Some(
                ods::spread_types(
                    ctx,
                    dialects::native::transforms::function_results(ctx, t),
                    1usize,
                ),
            );
        }
    }
    let types = ot_callee.unwrap_or_default();
    p.resolve_operands(&o_callee, &types, start, &mut st.operands)?;
    let types = ot_callee_operands.unwrap_or_default();
    p.resolve_operands(
        &o_callee_operands,
        &types,
        ol_callee_operands,
        &mut st.operands,
    )?;
    st.result_types.extend(rt_results.unwrap_or_default());
    Ok(())
}
/// Prints `func.call_indirect` (spec/dialects/func.td:N) (and the ops of the same format) in its custom syntax.
fn print_call_indirect_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write("(");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.write(")");
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
/// `func.call_indirect` (spec/dialects/func.td:N): call through a function-typed value
pub static CALL_INDIRECT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "func.call_indirect",
    dialect: "func",
    traits: ir::Traits::CALL_LIKE,
    attrs: &[
        ir::AttrInfo {
            name: "arg_attrs",
            optional: true,
            constraint: Some(IS_ARRAY_OF_DICTIONARY_ATTRIBUTES),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "res_attrs",
            optional: true,
            constraint: Some(IS_ARRAY_OF_DICTIONARY_ATTRIBUTES),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/func.td",
        line: &dialects::gen::func::__spec_lines::LINES[1usize],
    },
    verify: verify_call_indirect_op,
    parse: Some(&(parse_call_indirect_op as parse::ops::ParseFn)),
    print: Some(&(print_call_indirect_op as print::ops::PrintFn)),
    operand_types: &[FUNCTION_TYPE, IS_VARIADIC_OF_ANY_TYPE],
    result_types: &[IS_VARIADIC_OF_ANY_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Variadic],
    result_arities: &[ods::Arity::Variadic],
    ..ir::OpInfo::DEFAULT
};
/// `func.constant` (spec/dialects/func.td:N): a function symbol as an SSA value
#[derive(Copy, Clone)]
pub struct ConstantOp<'a>(pub OpRef<'a>);
impl<'a> ConstantOp<'a> {
    pub const NAME: &'static str = "func.constant";
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
    /// Attribute `value`: flat symbol reference attribute
    pub fn value_attr(&self) -> Option<Attribute> {
        self.0.attr("value")
    }
    pub fn value(&self) -> Option<&'a str> {
        ods::attr_symbol(self.0, "value")
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
/// Type constraint: any type (`AnyType`, spec/constraints.td:N)
const ANY_TYPE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "any type",
    check: dialects::gen::constraints::any_type,
};
/// Verifies `func.constant` (spec/dialects/func.td:N) and the ops that check the same things.
fn verify_constant_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::func::verify_constant(op)?;
    Ok(())
}
/// Parses `func.constant` (spec/dialects/func.td:N) (and the ops of the same format) from its custom syntax.
fn parse_constant_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut rt_result: Option<Vec<Type>> = None;
    p.parse_optional_attr_dict(st)?;
    let a = p.parse_symbol_ref_attr(true)?;
    st.add_attr(ctx.ident("value"), a);
    p.expect_literal(":")?;
    let outs = p.parse_optional_type_list()?;
    rt_result = Some(outs.clone());
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `func.constant` (spec/dialects/func.td:N) (and the ops of the same format) in its custom syntax.
fn print_constant_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.print_optional_attr_dict(op, &["value"]);
    p.write(" ");
    if let Some(a) = op.attr("value") {
        p.print_attr(a);
    }
    p.write(" :");
    p.write(" ");
    p.print_types(op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>());
}
/// `func.constant` (spec/dialects/func.td:N): a function symbol as an SSA value
pub static CONSTANT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "func.constant",
    dialect: "func",
    traits: ir::Traits::CONSTANT_LIKE.union(ir::Traits::PURE),
    attrs: &[
        ir::AttrInfo {
            name: "value",
            constraint: Some(FLAT_SYMBOL_REF_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/func.td",
        line: &dialects::gen::func::__spec_lines::LINES[2usize],
    },
    verify: verify_constant_op,
    parse: Some(&(parse_constant_op as parse::ops::ParseFn)),
    print: Some(&(print_constant_op as print::ops::PrintFn)),
    asm_names: ir::AsmNames::Groups(&["f"]),
    result_types: &[ANY_TYPE],
    operand_arities: &[],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `func.func` (spec/dialects/func.td:N): a named function with one SSA control-flow region
#[derive(Copy, Clone)]
pub struct FuncOp<'a>(pub OpRef<'a>);
impl<'a> FuncOp<'a> {
    pub const NAME: &'static str = "func.func";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &FUNC_OP_INFO).then_some(FuncOp(op))
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
    /// Attribute `function_type`: type attribute of function type
    pub fn function_type_attr(&self) -> Option<Attribute> {
        self.0.attr("function_type")
    }
    pub fn function_type(&self) -> Option<Type> {
        ods::attr_type(self.0, "function_type")
    }
    /// Attribute `sym_visibility`: string attribute
    pub fn sym_visibility_attr(&self) -> Option<Attribute> {
        self.0.attr("sym_visibility")
    }
    pub fn sym_visibility(&self) -> Option<&'a str> {
        ods::attr_str(self.0, "sym_visibility")
    }
    /// Attribute `arg_attrs`: Array of dictionary attributes
    pub fn arg_attrs_attr(&self) -> Option<Attribute> {
        self.0.attr("arg_attrs")
    }
    /// Attribute `res_attrs`: Array of dictionary attributes
    pub fn res_attrs_attr(&self) -> Option<Attribute> {
        self.0.attr("res_attrs")
    }
    /// Attribute `no_inline`: unit attribute
    pub fn no_inline_attr(&self) -> Option<Attribute> {
        self.0.attr("no_inline")
    }
    pub fn no_inline(&self) -> bool {
        self.0.attr("no_inline").is_some()
    }
    pub fn body(&self) -> RegionId {
        self.0.regions()[0usize]
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        sym_name_attr: Option<Attribute>,
        function_type_attr: Option<Attribute>,
        sym_visibility_attr: Option<Attribute>,
        arg_attrs_attr: Option<Attribute>,
        res_attrs_attr: Option<Attribute>,
        no_inline_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &FUNC_OP_INFO, loc);
        st.set_attr(ctx, "sym_name", sym_name_attr);
        st.set_attr(ctx, "function_type", function_type_attr);
        st.set_attr(ctx, "sym_visibility", sym_visibility_attr);
        st.set_attr(ctx, "arg_attrs", arg_attrs_attr);
        st.set_attr(ctx, "res_attrs", res_attrs_attr);
        st.set_attr(ctx, "no_inline", no_inline_attr);
        st
    }
}
/// Attribute constraint: string attribute (`SymbolNameAttr`, spec/constraints.td:N)
const SYMBOL_NAME_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "string attribute",
    check: dialects::gen::constraints::symbol_name_attr,
};
/// Attribute constraint: type attribute of function type (`FunctionTypeAttr`, spec/constraints.td:N)
const FUNCTION_TYPE_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "type attribute of function type",
    check: dialects::gen::constraints::function_type_attr,
};
/// Attribute constraint: string attribute (first used by `func.func`, spec/dialects/func.td:N)
const IS_STRING_ATTRIBUTE: ir::AttrConstraint = ir::AttrConstraint {
    summary: "string attribute",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::string_attr_pred(ctx, a),
};
/// Verifies `func.func` (spec/dialects/func.td:N) and the ops that check the same things.
fn verify_func_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    dialects::native::func::verify_func(op)?;
    Ok(())
}
/// `func.func` (spec/dialects/func.td:N): a named function with one SSA control-flow region
pub static FUNC_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "func.func",
    dialect: "func",
    traits: ir::Traits::AFFINE_SCOPE
        .union(ir::Traits::AUTOMATIC_ALLOCATION_SCOPE)
        .union(ir::Traits::FUNCTION_LIKE)
        .union(ir::Traits::ISOLATED_FROM_ABOVE)
        .union(ir::Traits::SYMBOL),
    attrs: &[
        ir::AttrInfo {
            name: "sym_name",
            constraint: Some(SYMBOL_NAME_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "function_type",
            constraint: Some(FUNCTION_TYPE_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "sym_visibility",
            optional: true,
            constraint: Some(IS_STRING_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "arg_attrs",
            optional: true,
            constraint: Some(IS_ARRAY_OF_DICTIONARY_ATTRIBUTES),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "res_attrs",
            optional: true,
            constraint: Some(IS_ARRAY_OF_DICTIONARY_ATTRIBUTES),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "no_inline",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/func.td",
        line: &dialects::gen::func::__spec_lines::LINES[3usize],
    },
    verify: verify_func_op,
    parse: Some(&(dialects::native::func::parse_func_op as parse::ops::ParseFn)),
    print: Some(&(dialects::native::func::print_func_op as print::ops::PrintFn)),
    default_dialect: Some("func"),
    regions: 1usize,
    operand_arities: &[],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `func.return` (spec/dialects/func.td:N): return from a function
#[derive(Copy, Clone)]
pub struct ReturnOp<'a>(pub OpRef<'a>);
impl<'a> ReturnOp<'a> {
    pub const NAME: &'static str = "func.return";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &RETURN_OP_INFO).then_some(ReturnOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operands`: variadic of any type
    pub fn operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, RETURN_OP_INFO.operand_arities, 0usize)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, operands: &[Value]) -> OperationState {
        let mut st = OperationState::for_op(ctx, &RETURN_OP_INFO, loc);
        st.operands.extend_from_slice(operands);
        st
    }
}
/// Verifies `func.return` (spec/dialects/func.td:N) and the ops that check the same things.
fn verify_return_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    ods::has_parent(op, &["func.func"])?;
    ods::is_terminator(op)?;
    dialects::native::func::verify_return(op)?;
    Ok(())
}
/// Parses `func.return` (spec/dialects/func.td:N) (and the ops of the same format) from its custom syntax.
fn parse_return_op<'p, 'a>(
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
/// Prints `func.return` (spec/dialects/func.td:N) (and the ops of the same format) in its custom syntax.
fn print_return_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
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
/// `func.return` (spec/dialects/func.td:N): return from a function
pub static RETURN_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "func.return",
    dialect: "func",
    traits: ir::Traits::PURE
        .union(ir::Traits::RETURN_LIKE)
        .union(ir::Traits::TERMINATOR),
    defined_at: ir::SpecPos {
        file: "spec/dialects/func.td",
        line: &dialects::gen::func::__spec_lines::LINES[4usize],
    },
    verify: verify_return_op,
    parse: Some(&(parse_return_op as parse::ops::ParseFn)),
    print: Some(&(print_return_op as print::ops::PrintFn)),
    operand_types: &[IS_VARIADIC_OF_ANY_TYPE],
    operand_arities: &[ods::Arity::Variadic],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// Registration table of the dialect.
pub static DIALECT: ir::DialectInfo = ir::DialectInfo {
    name: "func",
    ops: &[
        &dialects::gen::func::CALL_OP_INFO,
        &dialects::gen::func::CALL_INDIRECT_OP_INFO,
        &dialects::gen::func::CONSTANT_OP_INFO,
        &dialects::gen::func::FUNC_OP_INFO,
        &dialects::gen::func::RETURN_OP_INFO,
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
    pub static LINES: [u32; 5usize] = [Nu32, Nu32, Nu32, Nu32, Nu32];
}
