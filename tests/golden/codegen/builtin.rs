// @generated from spec/dialects/builtin.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{diag, dialects, ir, parse, print};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `builtin.module` (spec/dialects/builtin.td:N): top-level container of a program
#[derive(Copy, Clone)]
pub struct ModuleOp<'a>(pub OpRef<'a>);
impl<'a> ModuleOp<'a> {
    pub const NAME: &'static str = "builtin.module";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MODULE_OP_INFO).then_some(ModuleOp(op))
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
        let mut st = OperationState::for_op(ctx, &MODULE_OP_INFO, loc);
        st.set_attr(ctx, "sym_name", sym_name_attr);
        st.set_attr(ctx, "sym_visibility", sym_visibility_attr);
        st
    }
}
/// Attribute constraint: string attribute (first used by `builtin.module`, spec/dialects/builtin.td:N)
const IS_STRING_ATTRIBUTE: ir::AttrConstraint = ir::AttrConstraint {
    summary: "string attribute",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::string_attr_pred(ctx, a),
};
/// Verifies `builtin.module` (spec/dialects/builtin.td:N) and the ops that check the same things.
fn verify_module_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    if op.regions_body().region(op.regions()[0usize]).blocks.len() > 1usize {
        return Err(
            ods::op_error(
                op,
                "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks",
            ),
        );
    }
    dialects::native::builtin::verify_module(op)?;
    Ok(())
}
/// Parses `builtin.module` (spec/dialects/builtin.td:N) (and the ops of the same format) from its custom syntax.
fn parse_module_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
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
/// Prints `builtin.module` (spec/dialects/builtin.td:N) (and the ops of the same format) in its custom syntax.
fn print_module_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
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
pub static MODULE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "builtin.module",
    dialect: "builtin",
    traits: ir::Traits::AFFINE_SCOPE
        .union(ir::Traits::ISOLATED_FROM_ABOVE)
        .union(ir::Traits::NO_REGION_ARGUMENTS)
        .union(ir::Traits::SYMBOL_TABLE)
        .union(ir::Traits::SYMBOL)
        .union(ir::Traits::NO_TERMINATOR)
        .union(ir::Traits::SINGLE_BLOCK)
        .union(ir::Traits::HAS_ONLY_GRAPH_REGION),
    attrs: &[
        ir::AttrInfo {
            name: "sym_name",
            optional: true,
            constraint: Some(IS_STRING_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "sym_visibility",
            optional: true,
            constraint: Some(IS_STRING_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/builtin.td",
        line: &dialects::gen::builtin::__spec_lines::LINES[0usize],
    },
    verify: verify_module_op,
    parse: Some(&(parse_module_op as parse::ops::ParseFn)),
    print: Some(&(print_module_op as print::ops::PrintFn)),
    default_dialect: Some("builtin"),
    regions: 1usize,
    operand_arities: &[],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `builtin.unrealized_conversion_cast` (spec/dialects/builtin.td:N): a not-yet-materialized conversion between two lists of types
#[derive(Copy, Clone)]
pub struct UnrealizedConversionCastOp<'a>(pub OpRef<'a>);
impl<'a> UnrealizedConversionCastOp<'a> {
    pub const NAME: &'static str = "builtin.unrealized_conversion_cast";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &UNREALIZED_CONVERSION_CAST_OP_INFO)
            .then_some(UnrealizedConversionCastOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `inputs`: variadic of any type
    pub fn inputs(&self) -> ods::Group<'a> {
        ods::operand_group(
            self.0,
            UNREALIZED_CONVERSION_CAST_OP_INFO.operand_arities,
            0usize,
        )
    }
    /// Result `outputs`: variadic of any type
    pub fn outputs(&self) -> ods::Group<'a> {
        ods::results_group(
            self.0,
            UNREALIZED_CONVERSION_CAST_OP_INFO.result_arities,
            0usize,
        )
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        inputs: &[Value],
        outputs_ty: &[Type],
    ) -> OperationState {
        let mut st = OperationState::for_op(
            ctx,
            &UNREALIZED_CONVERSION_CAST_OP_INFO,
            loc,
        );
        st.operands.extend_from_slice(inputs);
        st.result_types.extend_from_slice(outputs_ty);
        st
    }
}
/// Type constraint: variadic of any type (first used by `builtin.unrealized_conversion_cast`, spec/dialects/builtin.td:N)
const IS_VARIADIC_OF_ANY_TYPE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "variadic of any type",
    check: |ctx: &Context, t: Type| ir::pred::ty::any_type_pred(ctx, t),
};
/// Verifies `builtin.unrealized_conversion_cast` (spec/dialects/builtin.td:N) and the ops that check the same things.
fn verify_unrealized_conversion_cast_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    dialects::native::builtin::verify_unrealized_conversion_cast(op)?;
    Ok(())
}
/// Parses `builtin.unrealized_conversion_cast` (spec/dialects/builtin.td:N) (and the ops of the same format) from its custom syntax.
fn parse_unrealized_conversion_cast_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut ol_inputs: u32 = start;
    let mut o_inputs: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_inputs: Option<Vec<Type>> = None;
    let mut rt_outputs: Option<Vec<Type>> = None;
    if p.at_operand() {
        ol_inputs = p.peek().offset;
        o_inputs.extend(p.parse_operand_list()?);
        p.expect_literal(":")?;
        ot_inputs = Some(p.parse_optional_type_list()?);
    }
    p.expect_literal("to")?;
    rt_outputs = Some(p.parse_optional_type_list()?);
    p.parse_optional_attr_dict(st)?;
    let types = ot_inputs.unwrap_or_default();
    p.resolve_operands(&o_inputs, &types, ol_inputs, &mut st.operands)?;
    st.result_types.extend(rt_outputs.unwrap_or_default());
    Ok(())
}
/// Prints `builtin.unrealized_conversion_cast` (spec/dialects/builtin.td:N) (and the ops of the same format) in its custom syntax.
fn print_unrealized_conversion_cast_op<'p, 'a>(
    p: &'p mut print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
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
    p.write(" to");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.print_optional_attr_dict(op, &[]);
}
/// `builtin.unrealized_conversion_cast` (spec/dialects/builtin.td:N): a not-yet-materialized conversion between two lists of types
pub static UNREALIZED_CONVERSION_CAST_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "builtin.unrealized_conversion_cast",
    dialect: "builtin",
    traits: ir::Traits::PURE.union(ir::Traits::CAST_OP_INTERFACE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/builtin.td",
        line: &dialects::gen::builtin::__spec_lines::LINES[1usize],
    },
    verify: verify_unrealized_conversion_cast_op,
    parse: Some(&(parse_unrealized_conversion_cast_op as parse::ops::ParseFn)),
    print: Some(&(print_unrealized_conversion_cast_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::builtin::fold_unrealized_cast,
        kind: "",
        elements: true,
    }),
    operand_types: &[IS_VARIADIC_OF_ANY_TYPE],
    result_types: &[IS_VARIADIC_OF_ANY_TYPE],
    operand_arities: &[ods::Arity::Variadic],
    result_arities: &[ods::Arity::Variadic],
    ..ir::OpInfo::DEFAULT
};
/// Registration table of the dialect.
pub static DIALECT: ir::DialectInfo = ir::DialectInfo {
    name: "builtin",
    ops: &[
        &dialects::gen::builtin::MODULE_OP_INFO,
        &dialects::gen::builtin::UNREALIZED_CONVERSION_CAST_OP_INFO,
    ],
    enums: &[],
    attr_defs: &[],
    type_defs: &[],
    on_register: Some(dialects::native::builtin::on_register),
    allow_unknown_ops: false,
    attributes: ir::AttrSyntax::None,
    verbatim_attrs: &[],
};
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 2usize] = [Nu32, Nu32];
}
