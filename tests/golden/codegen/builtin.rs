// @generated from spec/dialects/builtin.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// Operand group arities (also read by the generated translations).
pub const MODULE_OP_OPERANDS: &[ods::Arity] = &[];
/// Result group arities.
pub const MODULE_OP_RESULTS: &[ods::Arity] = &[];
/// `builtin.module` (spec/dialects/builtin.td:N): top-level container of a program
#[derive(Copy, Clone)]
pub struct ModuleOp<'a>(pub OpRef<'a>);
impl<'a> ModuleOp<'a> {
    pub const NAME: &'static str = "builtin.module";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &MODULE_OP_INFO) => Some(ModuleOp(op)),
            _ => None,
        }
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
    pub fn body_region(&self) -> RegionId {
        self.0.regions()[0usize]
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        sym_name_attr: Option<Attribute>,
        sym_visibility_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&MODULE_OP_INFO),
            },
            loc,
        );
        if let Some(a) = sym_name_attr {
            st.add_attr(ctx.ident("sym_name"), a);
        }
        if let Some(a) = sym_visibility_attr {
            st.add_attr(ctx.ident("sym_visibility"), a);
        }
        st
    }
}
fn verify_module_op(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: MODULE_OP_OPERANDS,
            results: MODULE_OP_RESULTS,
            regions: 1usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_module_op_attrs(op)?;
    if op.regions_body().region(op.regions()[0usize]).blocks.len() > 1usize {
        return Err(
            ods::op_error(
                op,
                "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks",
            ),
        );
    }
    ::descent::dialects::native::builtin::verify_module(op)?;
    Ok(())
}
fn verify_module_op_attrs(op: OpRef<'_>) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    if let Some(a) = op.attr("sym_name") {
        if !(::descent::ir::pred::attr::string_attr_pred(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'sym_name' failed to satisfy constraint: string attribute",
                ),
            );
        }
    }
    if let Some(a) = op.attr("sym_visibility") {
        if !(::descent::ir::pred::attr::string_attr_pred(ctx, a)) {
            return Err(
                ods::op_error(
                    op,
                    "attribute 'sym_visibility' failed to satisfy constraint: string attribute",
                ),
            );
        }
    }
    Ok(())
}
fn parse_module_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    if p.at_literal("@") {
        let s = p.parse_symbol_name()?;
        let s = ctx.ident_str(s).to_string();
        st.add_attr(ctx.ident("sym_name"), ctx.string_attr(&s));
    }
    p.parse_optional_attr_dict_with_keyword(st)?;
    p.parse_region(st, &[])?;
    Ok(())
}
fn print_module_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    let ctx = op.ctx;
    if op.attr("sym_name").is_some() {
        p.write(" ");
        if let Some(s) = op.attr("sym_name").and_then(|a| ctx.str_value(a)) {
            p.print_symbol_name(s);
        }
    }
    p.print_optional_attr_dict_with_keyword(op, &["sym_name"]);
    p.write(" ");
    p.print_region(op, op.regions()[0usize], true, true);
}
/// `builtin.module` (spec/dialects/builtin.td:N): top-level container of a program
pub static MODULE_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "builtin.module",
    dialect: "builtin",
    traits: ::descent::ir::Traits(0)
        .union(::descent::ir::Traits::AFFINE_SCOPE)
        .union(::descent::ir::Traits::ISOLATED_FROM_ABOVE)
        .union(::descent::ir::Traits::NO_REGION_ARGUMENTS)
        .union(::descent::ir::Traits::SYMBOL_TABLE)
        .union(::descent::ir::Traits::SYMBOL)
        .union(::descent::ir::Traits::NO_TERMINATOR)
        .union(::descent::ir::Traits::SINGLE_BLOCK)
        .union(::descent::ir::Traits::HAS_ONLY_GRAPH_REGION),
    attrs: &[
        ::descent::ir::AttrInfo {
            name: "sym_name",
            default: None,
            materialize: false,
            optional: true,
        },
        ::descent::ir::AttrInfo {
            name: "sym_visibility",
            default: None,
            materialize: false,
            optional: true,
        },
    ],
    defined_at: "spec/dialects/builtin.td:N",
    verify: verify_module_op,
    verify_attrs: verify_module_op_attrs,
    parse: Some(&(parse_module_op as ::descent::parse::ops::ParseFn)),
    print: Some(&(print_module_op as ::descent::print::ops::PrintFn)),
    implicit_terminator: None,
    default_dialect: Some("builtin"),
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: MODULE_OP_OPERANDS,
    result_arities: MODULE_OP_RESULTS,
    successor_operands: &[],
};
/// Operand group arities (also read by the generated translations).
pub const UNREALIZED_CONVERSION_CAST_OP_OPERANDS: &[ods::Arity] = &[
    ods::Arity::Variadic,
];
/// Result group arities.
pub const UNREALIZED_CONVERSION_CAST_OP_RESULTS: &[ods::Arity] = &[ods::Arity::Variadic];
/// `builtin.unrealized_conversion_cast` (spec/dialects/builtin.td:N): a not-yet-materialized conversion between two lists of types
#[derive(Copy, Clone)]
pub struct UnrealizedConversionCastOp<'a>(pub OpRef<'a>);
impl<'a> UnrealizedConversionCastOp<'a> {
    pub const NAME: &'static str = "builtin.unrealized_conversion_cast";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        match op.info() {
            Some(i) if ::core::ptr::eq(i, &UNREALIZED_CONVERSION_CAST_OP_INFO) => {
                Some(UnrealizedConversionCastOp(op))
            }
            _ => None,
        }
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `inputs`: variadic of any type
    pub fn inputs(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, UNREALIZED_CONVERSION_CAST_OP_OPERANDS, 0usize)
    }
    /// Result `outputs`: variadic of any type
    pub fn outputs(&self) -> ods::Group<'a> {
        ods::results_group(self.0, UNREALIZED_CONVERSION_CAST_OP_RESULTS, 0usize)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        inputs: &[Value],
        outputs_ty: &[Type],
    ) -> OperationState {
        let mut st = OperationState::new(
            ::descent::ir::OpName {
                ident: ctx.ident(Self::NAME),
                info: Some(&UNREALIZED_CONVERSION_CAST_OP_INFO),
            },
            loc,
        );
        st.operands.extend_from_slice(inputs);
        st.result_types.extend_from_slice(outputs_ty);
        st
    }
}
fn verify_unrealized_conversion_cast_op(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(
        op,
        &ods::Shape {
            operands: UNREALIZED_CONVERSION_CAST_OP_OPERANDS,
            results: UNREALIZED_CONVERSION_CAST_OP_RESULTS,
            regions: 0usize,
            variadic_regions: false,
            successors: 0usize,
            variadic_successors: false,
            operand_segments: false,
            result_segments: false,
        },
    )?;
    verify_unrealized_conversion_cast_op_attrs(op)?;
    ods::check_group(
        op,
        false,
        UNREALIZED_CONVERSION_CAST_OP_OPERANDS,
        0usize,
        "variadic of any type",
        |ctx, t| ::descent::ir::pred::ty::any_type_pred(ctx, t),
    )?;
    ods::check_group(
        op,
        true,
        UNREALIZED_CONVERSION_CAST_OP_RESULTS,
        0usize,
        "variadic of any type",
        |ctx, t| ::descent::ir::pred::ty::any_type_pred(ctx, t),
    )?;
    ::descent::dialects::native::builtin::verify_unrealized_conversion_cast(op)?;
    Ok(())
}
fn verify_unrealized_conversion_cast_op_attrs(
    op: OpRef<'_>,
) -> Result<(), ::descent::diag::Diagnostic> {
    Ok(())
}
fn parse_unrealized_conversion_cast_op<'p, 'a>(
    p: &'p mut ::descent::parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> ::descent::parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_inputs: Vec<::descent::parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_inputs: Option<Vec<Type>> = None;
    let mut rt_outputs: Option<Vec<Type>> = None;
    if p.at_operand() {
        o_inputs.extend(p.parse_operand_list()?);
        p.expect_literal(":")?;
        ot_inputs = Some(p.parse_optional_type_list()?);
    }
    p.expect_literal("to")?;
    rt_outputs = Some(p.parse_optional_type_list()?);
    p.parse_optional_attr_dict(st)?;
    let types = ot_inputs.unwrap_or_default();
    p.resolve_operands(&o_inputs, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_outputs.unwrap_or_default());
    Ok(())
}
fn print_unrealized_conversion_cast_op<'p, 'a>(
    p: &'p mut ::descent::print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    if !ods::operand_group(op, UNREALIZED_CONVERSION_CAST_OP_OPERANDS, 0usize).is_empty()
    {
        p.write(" ");
        p.print_operands(
            ods::operand_group(op, UNREALIZED_CONVERSION_CAST_OP_OPERANDS, 0usize),
        );
        p.write(" :");
        p.write(" ");
        p.print_types(
            ods::operand_group(op, UNREALIZED_CONVERSION_CAST_OP_OPERANDS, 0usize)
                .iter()
                .map(|v| op.value_type(v))
                .collect::<Vec<Type>>(),
        );
    }
    p.write(" to");
    p.write(" ");
    p.print_types(
        ods::results_group(op, UNREALIZED_CONVERSION_CAST_OP_RESULTS, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.print_optional_attr_dict(op, &[]);
}
/// `builtin.unrealized_conversion_cast` (spec/dialects/builtin.td:N): a not-yet-materialized conversion between two lists of types
pub static UNREALIZED_CONVERSION_CAST_OP_INFO: ::descent::ir::OpInfo = ::descent::ir::OpInfo {
    name: "builtin.unrealized_conversion_cast",
    dialect: "builtin",
    traits: ::descent::ir::Traits(0).union(::descent::ir::Traits::PURE),
    attrs: &[],
    defined_at: "spec/dialects/builtin.td:N",
    verify: verify_unrealized_conversion_cast_op,
    verify_attrs: verify_unrealized_conversion_cast_op_attrs,
    parse: Some(
        &(parse_unrealized_conversion_cast_op as ::descent::parse::ops::ParseFn),
    ),
    print: Some(
        &(print_unrealized_conversion_cast_op as ::descent::print::ops::PrintFn),
    ),
    implicit_terminator: None,
    default_dialect: None,
    asm_names: ::descent::ir::AsmNames::None,
    fold: None,
    operand_arities: UNREALIZED_CONVERSION_CAST_OP_OPERANDS,
    result_arities: UNREALIZED_CONVERSION_CAST_OP_RESULTS,
    successor_operands: &[],
};
/// Registration table of the dialect.
pub static DIALECT: ::descent::ir::DialectInfo = ::descent::ir::DialectInfo {
    name: "builtin",
    ops: &[
        &::descent::dialects::gen::builtin::MODULE_OP_INFO,
        &::descent::dialects::gen::builtin::UNREALIZED_CONVERSION_CAST_OP_INFO,
    ],
    enums: &[],
    attr_defs: &[],
    type_defs: &[],
    on_register: Some(::descent::dialects::native::builtin::on_register),
};
