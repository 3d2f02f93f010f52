// @generated from spec/dialects/test.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{diag, dialects, ir, parse, print};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `test.graph_region` (spec/dialects/test.td:N): an op with a graph region
#[derive(Copy, Clone)]
pub struct GraphRegionOp<'a>(pub OpRef<'a>);
impl<'a> GraphRegionOp<'a> {
    pub const NAME: &'static str = "test.graph_region";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &GRAPH_REGION_OP_INFO).then_some(GraphRegionOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    pub fn region(&self) -> RegionId {
        self.0.regions()[0usize]
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute) -> OperationState {
        let mut st = OperationState::for_op(ctx, &GRAPH_REGION_OP_INFO, loc);
        st
    }
}
/// Verifies `test.graph_region` (spec/dialects/test.td:N) and the ops that check the same things.
fn verify_graph_region_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    Ok(())
}
/// Parses `test.graph_region` (spec/dialects/test.td:N) (and the ops of the same format) from its custom syntax.
fn parse_graph_region_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    p.parse_optional_attr_dict_with_keyword(st)?;
    p.parse_region(st, &[])?;
    Ok(())
}
/// Prints `test.graph_region` (spec/dialects/test.td:N) (and the ops of the same format) in its custom syntax.
fn print_graph_region_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.print_optional_attr_dict_with_keyword(op, &[]);
    p.write(" ");
    p.print_region(op, op.regions()[0usize], true, true);
}
/// `test.graph_region` (spec/dialects/test.td:N): an op with a graph region
pub static GRAPH_REGION_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "test.graph_region",
    dialect: "test",
    traits: ir::Traits::HAS_ONLY_GRAPH_REGION,
    defined_at: ir::SpecPos {
        file: "spec/dialects/test.td",
        line: &dialects::gen::test::__spec_lines::LINES[0usize],
    },
    verify: verify_graph_region_op,
    parse: Some(&(parse_graph_region_op as parse::ops::ParseFn)),
    print: Some(&(print_graph_region_op as print::ops::PrintFn)),
    regions: 1usize,
    operand_arities: &[],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// Registration table of the dialect.
pub static DIALECT: ir::DialectInfo = ir::DialectInfo {
    name: "test",
    ops: &[&dialects::gen::test::GRAPH_REGION_OP_INFO],
    enums: &[],
    attr_defs: &[],
    type_defs: &[],
    on_register: Some(dialects::native::test_patterns::on_register),
    allow_unknown_ops: true,
};
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 1usize] = [Nu32];
}
