// @generated from spec/dialects/ub.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{diag, dialects, ir, parse, print};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `UB_PoisonAttrInterface` (spec/dialects/ub.td:N): PoisonAttrInterface instance
pub fn ub_poison_attr_interface(ctx: &Context, x: Attribute) -> bool {
    dialects::native::ub::is_poison_attr(ctx, x)
}
/// `#ub.poison` (spec/dialects/ub.td:N): poison value attribute
pub static UB_POISON_ATTR_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "Poison",
    dialect: "ub",
    mnemonic: "poison",
    summary: "poison value attribute",
    params: &[],
    custom: false,
    mnemonic_alias: false,
    optional_body: false,
    format: &[],
    ods_name: "UB_PoisonAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/ub.td",
        line: &dialects::gen::ub::__spec_lines::LINES[0usize],
    },
};
static POISON_OP_VALUE_DEFAULT: ir::SpecDefault = ir::SpecDefault {
    text: "#ub.poison",
    value: ir::SpecValue::Def(&dialects::gen::ub::UB_POISON_ATTR_ATTR_DEF),
};
/// `ub.poison` (spec/dialects/ub.td:N): a poison value of any type
#[derive(Copy, Clone)]
pub struct PoisonOp<'a>(pub OpRef<'a>);
impl<'a> PoisonOp<'a> {
    pub const NAME: &'static str = "ub.poison";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &POISON_OP_INFO).then_some(PoisonOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Result `result`: any type
    pub fn result(&self) -> Value {
        ods::results_group(self.0, POISON_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `value`: PoisonAttrInterface instance
    pub fn value_attr(&self) -> Option<Attribute> {
        self.0.attr("value")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        value_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &POISON_OP_INFO, loc);
        st.set_attr(ctx, "value", value_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Attribute constraint: PoisonAttrInterface instance (first used by `ub.poison`, spec/dialects/ub.td:N)
const IS_POISON_ATTR_INTERFACE_INSTANCE: ir::AttrConstraint = ir::AttrConstraint {
    summary: "PoisonAttrInterface instance",
    check: |ctx: &Context, a: Attribute| dialects::native::ub::is_poison_attr(ctx, a),
};
/// Type constraint: any type (`AnyType`, spec/constraints.td:N)
const ANY_TYPE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "any type",
    check: dialects::gen::constraints::any_type,
};
/// Verifies `ub.poison` (spec/dialects/ub.td:N) and the ops that check the same things.
fn verify_poison_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    Ok(())
}
/// Parses `ub.poison` (spec/dialects/ub.td:N) (and the ops of the same format) from its custom syntax.
fn parse_poison_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut rt_result: Option<Vec<Type>> = None;
    p.parse_optional_attr_dict(st)?;
    if p.eat_literal("<") {
        let a = p.parse_attribute(None)?;
        st.add_attr(ctx.ident("value"), a);
        p.expect_literal(">")?;
    }
    p.expect_literal(":")?;
    rt_result = Some(vec![p.parse_type() ?]);
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `ub.poison` (spec/dialects/ub.td:N) (and the ops of the same format) in its custom syntax.
fn print_poison_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.print_optional_attr_dict(op, &["value"]);
    if ods::attr_differs_from_default(op, "value") {
        p.write("<");
        if let Some(a) = op.attr("value") {
            p.print_attr(a);
        }
        p.write(">");
    }
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `ub.poison` (spec/dialects/ub.td:N): a poison value of any type
pub static POISON_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "ub.poison",
    dialect: "ub",
    traits: ir::Traits::CONSTANT_LIKE.union(ir::Traits::PURE),
    attrs: &[
        ir::AttrInfo {
            name: "value",
            optional: true,
            default: Some(&POISON_OP_VALUE_DEFAULT),
            materialize: true,
            constraint: Some(IS_POISON_ATTR_INTERFACE_INSTANCE),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/ub.td",
        line: &dialects::gen::ub::__spec_lines::LINES[1usize],
    },
    verify: verify_poison_op,
    parse: Some(&(parse_poison_op as parse::ops::ParseFn)),
    print: Some(&(print_poison_op as print::ops::PrintFn)),
    result_types: &[ANY_TYPE],
    operand_arities: &[],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `ub.unreachable` (spec/dialects/ub.td:N): marks a point that execution never reaches
#[derive(Copy, Clone)]
pub struct UnreachableOp<'a>(pub OpRef<'a>);
impl<'a> UnreachableOp<'a> {
    pub const NAME: &'static str = "ub.unreachable";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &UNREACHABLE_OP_INFO).then_some(UnreachableOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute) -> OperationState {
        let mut st = OperationState::for_op(ctx, &UNREACHABLE_OP_INFO, loc);
        st
    }
}
/// Verifies `ub.unreachable` (spec/dialects/ub.td:N) and the ops that check the same things.
fn verify_unreachable_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::is_terminator(op)?;
    Ok(())
}
/// Parses `ub.unreachable` (spec/dialects/ub.td:N) (and the ops of the same format) from its custom syntax.
fn parse_unreachable_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    p.parse_optional_attr_dict(st)?;
    Ok(())
}
/// Prints `ub.unreachable` (spec/dialects/ub.td:N) (and the ops of the same format) in its custom syntax.
fn print_unreachable_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.print_optional_attr_dict(op, &[]);
}
/// `ub.unreachable` (spec/dialects/ub.td:N): marks a point that execution never reaches
pub static UNREACHABLE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "ub.unreachable",
    dialect: "ub",
    traits: ir::Traits::TERMINATOR,
    defined_at: ir::SpecPos {
        file: "spec/dialects/ub.td",
        line: &dialects::gen::ub::__spec_lines::LINES[2usize],
    },
    verify: verify_unreachable_op,
    parse: Some(&(parse_unreachable_op as parse::ops::ParseFn)),
    print: Some(&(print_unreachable_op as print::ops::PrintFn)),
    operand_arities: &[],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// Registration table of the dialect.
pub static DIALECT: ir::DialectInfo = ir::DialectInfo {
    name: "ub",
    ops: &[&dialects::gen::ub::POISON_OP_INFO, &dialects::gen::ub::UNREACHABLE_OP_INFO],
    enums: &[],
    attr_defs: &[&dialects::gen::ub::UB_POISON_ATTR_ATTR_DEF],
    type_defs: &[],
    on_register: None,
    allow_unknown_ops: false,
    attributes: ir::AttrSyntax::Closed,
    verbatim_attrs: &[],
};
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 3usize] = [Nu32, Nu32, Nu32];
}
