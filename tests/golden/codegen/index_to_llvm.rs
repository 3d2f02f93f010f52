// @generated from spec/conversion/index_to_llvm.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `spec/conversion/index_to_llvm.td:47`: `index.add` to `llvm.add`.
#[allow(unused_variables)]
pub fn pattern_line47_23(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let vals: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let mut st = ::descent::dialects::gen::llvm::AddOp::build(
        ctx,
        rw.loc,
        vals[0usize],
        vals[1usize],
        None,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st, &[]);
    rw.replace_with(op, st);
    true
}
/// `spec/conversion/index_to_llvm.td:48`: `index.sub` to `llvm.sub`.
#[allow(unused_variables)]
pub fn pattern_line48_24(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let vals: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let mut st = ::descent::dialects::gen::llvm::SubOp::build(
        ctx,
        rw.loc,
        vals[0usize],
        vals[1usize],
        None,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st, &[]);
    rw.replace_with(op, st);
    true
}
/// `spec/conversion/index_to_llvm.td:49`: `index.mul` to `llvm.mul`.
#[allow(unused_variables)]
pub fn pattern_line49_25(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let vals: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let mut st = ::descent::dialects::gen::llvm::MulOp::build(
        ctx,
        rw.loc,
        vals[0usize],
        vals[1usize],
        None,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st, &[]);
    rw.replace_with(op, st);
    true
}
/// `spec/conversion/index_to_llvm.td:50`: `index.divs` to `llvm.sdiv`.
#[allow(unused_variables)]
pub fn pattern_line50_26(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let vals: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let mut st = ::descent::dialects::gen::llvm::SDivOp::build(
        ctx,
        rw.loc,
        vals[0usize],
        vals[1usize],
        None,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st, &[]);
    rw.replace_with(op, st);
    true
}
/// `spec/conversion/index_to_llvm.td:51`: `index.divu` to `llvm.udiv`.
#[allow(unused_variables)]
pub fn pattern_line51_27(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let vals: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let mut st = ::descent::dialects::gen::llvm::UDivOp::build(
        ctx,
        rw.loc,
        vals[0usize],
        vals[1usize],
        None,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st, &[]);
    rw.replace_with(op, st);
    true
}
/// `spec/conversion/index_to_llvm.td:52`: `index.rems` to `llvm.srem`.
#[allow(unused_variables)]
pub fn pattern_line52_28(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let vals: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let mut st = ::descent::dialects::gen::llvm::SRemOp::build(
        ctx,
        rw.loc,
        vals[0usize],
        vals[1usize],
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st, &[]);
    rw.replace_with(op, st);
    true
}
/// `spec/conversion/index_to_llvm.td:53`: `index.remu` to `llvm.urem`.
#[allow(unused_variables)]
pub fn pattern_line53_29(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let vals: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let mut st = ::descent::dialects::gen::llvm::URemOp::build(
        ctx,
        rw.loc,
        vals[0usize],
        vals[1usize],
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st, &[]);
    rw.replace_with(op, st);
    true
}
/// `spec/conversion/index_to_llvm.td:54`: `index.maxs` to `llvm.intr.smax`.
#[allow(unused_variables)]
pub fn pattern_line54_30(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let vals: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let mut st = ::descent::dialects::gen::llvm_intrinsics::SMaxOp::build(
        ctx,
        rw.loc,
        vals[0usize],
        vals[1usize],
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st, &[]);
    rw.replace_with(op, st);
    true
}
/// `spec/conversion/index_to_llvm.td:55`: `index.maxu` to `llvm.intr.umax`.
#[allow(unused_variables)]
pub fn pattern_line55_31(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let vals: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let mut st = ::descent::dialects::gen::llvm_intrinsics::UMaxOp::build(
        ctx,
        rw.loc,
        vals[0usize],
        vals[1usize],
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st, &[]);
    rw.replace_with(op, st);
    true
}
/// `spec/conversion/index_to_llvm.td:56`: `index.mins` to `llvm.intr.smin`.
#[allow(unused_variables)]
pub fn pattern_line56_32(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let vals: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let mut st = ::descent::dialects::gen::llvm_intrinsics::SMinOp::build(
        ctx,
        rw.loc,
        vals[0usize],
        vals[1usize],
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st, &[]);
    rw.replace_with(op, st);
    true
}
/// `spec/conversion/index_to_llvm.td:57`: `index.minu` to `llvm.intr.umin`.
#[allow(unused_variables)]
pub fn pattern_line57_33(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let vals: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let mut st = ::descent::dialects::gen::llvm_intrinsics::UMinOp::build(
        ctx,
        rw.loc,
        vals[0usize],
        vals[1usize],
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st, &[]);
    rw.replace_with(op, st);
    true
}
/// `spec/conversion/index_to_llvm.td:58`: `index.shl` to `llvm.shl`.
#[allow(unused_variables)]
pub fn pattern_line58_34(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let vals: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let mut st = ::descent::dialects::gen::llvm::ShlOp::build(
        ctx,
        rw.loc,
        vals[0usize],
        vals[1usize],
        None,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st, &[]);
    rw.replace_with(op, st);
    true
}
/// `spec/conversion/index_to_llvm.td:59`: `index.shrs` to `llvm.ashr`.
#[allow(unused_variables)]
pub fn pattern_line59_35(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let vals: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let mut st = ::descent::dialects::gen::llvm::AShrOp::build(
        ctx,
        rw.loc,
        vals[0usize],
        vals[1usize],
        None,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st, &[]);
    rw.replace_with(op, st);
    true
}
/// `spec/conversion/index_to_llvm.td:60`: `index.shru` to `llvm.lshr`.
#[allow(unused_variables)]
pub fn pattern_line60_36(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let vals: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let mut st = ::descent::dialects::gen::llvm::LShrOp::build(
        ctx,
        rw.loc,
        vals[0usize],
        vals[1usize],
        None,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st, &[]);
    rw.replace_with(op, st);
    true
}
/// `spec/conversion/index_to_llvm.td:61`: `index.and` to `llvm.and`.
#[allow(unused_variables)]
pub fn pattern_line61_37(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let vals: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let mut st = ::descent::dialects::gen::llvm::AndOp::build(
        ctx,
        rw.loc,
        vals[0usize],
        vals[1usize],
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st, &[]);
    rw.replace_with(op, st);
    true
}
/// `spec/conversion/index_to_llvm.td:62`: `index.or` to `llvm.or`.
#[allow(unused_variables)]
pub fn pattern_line62_38(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let vals: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let mut st = ::descent::dialects::gen::llvm::OrOp::build(
        ctx,
        rw.loc,
        vals[0usize],
        vals[1usize],
        None,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st, &[]);
    rw.replace_with(op, st);
    true
}
/// `spec/conversion/index_to_llvm.td:63`: `index.xor` to `llvm.xor`.
#[allow(unused_variables)]
pub fn pattern_line63_39(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let vals: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let mut st = ::descent::dialects::gen::llvm::XOrOp::build(
        ctx,
        rw.loc,
        vals[0usize],
        vals[1usize],
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st, &[]);
    rw.replace_with(op, st);
    true
}
/// `spec/conversion/index_to_llvm.td:64`: `index.bool.constant` to `llvm.mlir.constant`.
#[allow(unused_variables)]
pub fn pattern_line64_40(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let b_value = rw.body.attr(op, ctx.ident("value"));
    let vals: [::descent::ir::Value; 0usize] = [];
    let mut st = ::descent::dialects::gen::llvm::ConstantOp::build(
        ctx,
        rw.loc,
        b_value,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st, &["value"]);
    rw.replace_with(op, st);
    true
}
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[::descent::conversion::Pattern] = &[
    ::descent::conversion::Pattern {
        root: "index.add",
        dialect: "index",
        target: "llvm",
        name: "lower_index::fold",
        defined_at: "spec/conversion/index_to_llvm.td:22",
        benefit: 2i32,
        apply: ::descent::dialects::native::lower_index::fold,
    },
    ::descent::conversion::Pattern {
        root: "index.sub",
        dialect: "index",
        target: "llvm",
        name: "lower_index::fold",
        defined_at: "spec/conversion/index_to_llvm.td:23",
        benefit: 2i32,
        apply: ::descent::dialects::native::lower_index::fold,
    },
    ::descent::conversion::Pattern {
        root: "index.mul",
        dialect: "index",
        target: "llvm",
        name: "lower_index::fold",
        defined_at: "spec/conversion/index_to_llvm.td:24",
        benefit: 2i32,
        apply: ::descent::dialects::native::lower_index::fold,
    },
    ::descent::conversion::Pattern {
        root: "index.divs",
        dialect: "index",
        target: "llvm",
        name: "lower_index::fold",
        defined_at: "spec/conversion/index_to_llvm.td:25",
        benefit: 2i32,
        apply: ::descent::dialects::native::lower_index::fold,
    },
    ::descent::conversion::Pattern {
        root: "index.divu",
        dialect: "index",
        target: "llvm",
        name: "lower_index::fold",
        defined_at: "spec/conversion/index_to_llvm.td:26",
        benefit: 2i32,
        apply: ::descent::dialects::native::lower_index::fold,
    },
    ::descent::conversion::Pattern {
        root: "index.ceildivs",
        dialect: "index",
        target: "llvm",
        name: "lower_index::fold",
        defined_at: "spec/conversion/index_to_llvm.td:27",
        benefit: 2i32,
        apply: ::descent::dialects::native::lower_index::fold,
    },
    ::descent::conversion::Pattern {
        root: "index.ceildivu",
        dialect: "index",
        target: "llvm",
        name: "lower_index::fold",
        defined_at: "spec/conversion/index_to_llvm.td:28",
        benefit: 2i32,
        apply: ::descent::dialects::native::lower_index::fold,
    },
    ::descent::conversion::Pattern {
        root: "index.floordivs",
        dialect: "index",
        target: "llvm",
        name: "lower_index::fold",
        defined_at: "spec/conversion/index_to_llvm.td:29",
        benefit: 2i32,
        apply: ::descent::dialects::native::lower_index::fold,
    },
    ::descent::conversion::Pattern {
        root: "index.rems",
        dialect: "index",
        target: "llvm",
        name: "lower_index::fold",
        defined_at: "spec/conversion/index_to_llvm.td:30",
        benefit: 2i32,
        apply: ::descent::dialects::native::lower_index::fold,
    },
    ::descent::conversion::Pattern {
        root: "index.remu",
        dialect: "index",
        target: "llvm",
        name: "lower_index::fold",
        defined_at: "spec/conversion/index_to_llvm.td:31",
        benefit: 2i32,
        apply: ::descent::dialects::native::lower_index::fold,
    },
    ::descent::conversion::Pattern {
        root: "index.maxs",
        dialect: "index",
        target: "llvm",
        name: "lower_index::fold",
        defined_at: "spec/conversion/index_to_llvm.td:32",
        benefit: 2i32,
        apply: ::descent::dialects::native::lower_index::fold,
    },
    ::descent::conversion::Pattern {
        root: "index.maxu",
        dialect: "index",
        target: "llvm",
        name: "lower_index::fold",
        defined_at: "spec/conversion/index_to_llvm.td:33",
        benefit: 2i32,
        apply: ::descent::dialects::native::lower_index::fold,
    },
    ::descent::conversion::Pattern {
        root: "index.mins",
        dialect: "index",
        target: "llvm",
        name: "lower_index::fold",
        defined_at: "spec/conversion/index_to_llvm.td:34",
        benefit: 2i32,
        apply: ::descent::dialects::native::lower_index::fold,
    },
    ::descent::conversion::Pattern {
        root: "index.minu",
        dialect: "index",
        target: "llvm",
        name: "lower_index::fold",
        defined_at: "spec/conversion/index_to_llvm.td:35",
        benefit: 2i32,
        apply: ::descent::dialects::native::lower_index::fold,
    },
    ::descent::conversion::Pattern {
        root: "index.shl",
        dialect: "index",
        target: "llvm",
        name: "lower_index::fold",
        defined_at: "spec/conversion/index_to_llvm.td:36",
        benefit: 2i32,
        apply: ::descent::dialects::native::lower_index::fold,
    },
    ::descent::conversion::Pattern {
        root: "index.shrs",
        dialect: "index",
        target: "llvm",
        name: "lower_index::fold",
        defined_at: "spec/conversion/index_to_llvm.td:37",
        benefit: 2i32,
        apply: ::descent::dialects::native::lower_index::fold,
    },
    ::descent::conversion::Pattern {
        root: "index.shru",
        dialect: "index",
        target: "llvm",
        name: "lower_index::fold",
        defined_at: "spec/conversion/index_to_llvm.td:38",
        benefit: 2i32,
        apply: ::descent::dialects::native::lower_index::fold,
    },
    ::descent::conversion::Pattern {
        root: "index.and",
        dialect: "index",
        target: "llvm",
        name: "lower_index::fold",
        defined_at: "spec/conversion/index_to_llvm.td:39",
        benefit: 2i32,
        apply: ::descent::dialects::native::lower_index::fold,
    },
    ::descent::conversion::Pattern {
        root: "index.or",
        dialect: "index",
        target: "llvm",
        name: "lower_index::fold",
        defined_at: "spec/conversion/index_to_llvm.td:40",
        benefit: 2i32,
        apply: ::descent::dialects::native::lower_index::fold,
    },
    ::descent::conversion::Pattern {
        root: "index.xor",
        dialect: "index",
        target: "llvm",
        name: "lower_index::fold",
        defined_at: "spec/conversion/index_to_llvm.td:41",
        benefit: 2i32,
        apply: ::descent::dialects::native::lower_index::fold,
    },
    ::descent::conversion::Pattern {
        root: "index.casts",
        dialect: "index",
        target: "llvm",
        name: "lower_index::fold",
        defined_at: "spec/conversion/index_to_llvm.td:42",
        benefit: 2i32,
        apply: ::descent::dialects::native::lower_index::fold,
    },
    ::descent::conversion::Pattern {
        root: "index.castu",
        dialect: "index",
        target: "llvm",
        name: "lower_index::fold",
        defined_at: "spec/conversion/index_to_llvm.td:43",
        benefit: 2i32,
        apply: ::descent::dialects::native::lower_index::fold,
    },
    ::descent::conversion::Pattern {
        root: "index.cmp",
        dialect: "index",
        target: "llvm",
        name: "lower_index::fold",
        defined_at: "spec/conversion/index_to_llvm.td:44",
        benefit: 2i32,
        apply: ::descent::dialects::native::lower_index::fold,
    },
    ::descent::conversion::Pattern {
        root: "index.add",
        dialect: "index",
        target: "llvm",
        name: "pattern_line47_23",
        defined_at: "spec/conversion/index_to_llvm.td:47",
        benefit: 1i32,
        apply: pattern_line47_23,
    },
    ::descent::conversion::Pattern {
        root: "index.sub",
        dialect: "index",
        target: "llvm",
        name: "pattern_line48_24",
        defined_at: "spec/conversion/index_to_llvm.td:48",
        benefit: 1i32,
        apply: pattern_line48_24,
    },
    ::descent::conversion::Pattern {
        root: "index.mul",
        dialect: "index",
        target: "llvm",
        name: "pattern_line49_25",
        defined_at: "spec/conversion/index_to_llvm.td:49",
        benefit: 1i32,
        apply: pattern_line49_25,
    },
    ::descent::conversion::Pattern {
        root: "index.divs",
        dialect: "index",
        target: "llvm",
        name: "pattern_line50_26",
        defined_at: "spec/conversion/index_to_llvm.td:50",
        benefit: 1i32,
        apply: pattern_line50_26,
    },
    ::descent::conversion::Pattern {
        root: "index.divu",
        dialect: "index",
        target: "llvm",
        name: "pattern_line51_27",
        defined_at: "spec/conversion/index_to_llvm.td:51",
        benefit: 1i32,
        apply: pattern_line51_27,
    },
    ::descent::conversion::Pattern {
        root: "index.rems",
        dialect: "index",
        target: "llvm",
        name: "pattern_line52_28",
        defined_at: "spec/conversion/index_to_llvm.td:52",
        benefit: 1i32,
        apply: pattern_line52_28,
    },
    ::descent::conversion::Pattern {
        root: "index.remu",
        dialect: "index",
        target: "llvm",
        name: "pattern_line53_29",
        defined_at: "spec/conversion/index_to_llvm.td:53",
        benefit: 1i32,
        apply: pattern_line53_29,
    },
    ::descent::conversion::Pattern {
        root: "index.maxs",
        dialect: "index",
        target: "llvm",
        name: "pattern_line54_30",
        defined_at: "spec/conversion/index_to_llvm.td:54",
        benefit: 1i32,
        apply: pattern_line54_30,
    },
    ::descent::conversion::Pattern {
        root: "index.maxu",
        dialect: "index",
        target: "llvm",
        name: "pattern_line55_31",
        defined_at: "spec/conversion/index_to_llvm.td:55",
        benefit: 1i32,
        apply: pattern_line55_31,
    },
    ::descent::conversion::Pattern {
        root: "index.mins",
        dialect: "index",
        target: "llvm",
        name: "pattern_line56_32",
        defined_at: "spec/conversion/index_to_llvm.td:56",
        benefit: 1i32,
        apply: pattern_line56_32,
    },
    ::descent::conversion::Pattern {
        root: "index.minu",
        dialect: "index",
        target: "llvm",
        name: "pattern_line57_33",
        defined_at: "spec/conversion/index_to_llvm.td:57",
        benefit: 1i32,
        apply: pattern_line57_33,
    },
    ::descent::conversion::Pattern {
        root: "index.shl",
        dialect: "index",
        target: "llvm",
        name: "pattern_line58_34",
        defined_at: "spec/conversion/index_to_llvm.td:58",
        benefit: 1i32,
        apply: pattern_line58_34,
    },
    ::descent::conversion::Pattern {
        root: "index.shrs",
        dialect: "index",
        target: "llvm",
        name: "pattern_line59_35",
        defined_at: "spec/conversion/index_to_llvm.td:59",
        benefit: 1i32,
        apply: pattern_line59_35,
    },
    ::descent::conversion::Pattern {
        root: "index.shru",
        dialect: "index",
        target: "llvm",
        name: "pattern_line60_36",
        defined_at: "spec/conversion/index_to_llvm.td:60",
        benefit: 1i32,
        apply: pattern_line60_36,
    },
    ::descent::conversion::Pattern {
        root: "index.and",
        dialect: "index",
        target: "llvm",
        name: "pattern_line61_37",
        defined_at: "spec/conversion/index_to_llvm.td:61",
        benefit: 1i32,
        apply: pattern_line61_37,
    },
    ::descent::conversion::Pattern {
        root: "index.or",
        dialect: "index",
        target: "llvm",
        name: "pattern_line62_38",
        defined_at: "spec/conversion/index_to_llvm.td:62",
        benefit: 1i32,
        apply: pattern_line62_38,
    },
    ::descent::conversion::Pattern {
        root: "index.xor",
        dialect: "index",
        target: "llvm",
        name: "pattern_line63_39",
        defined_at: "spec/conversion/index_to_llvm.td:63",
        benefit: 1i32,
        apply: pattern_line63_39,
    },
    ::descent::conversion::Pattern {
        root: "index.bool.constant",
        dialect: "index",
        target: "llvm",
        name: "pattern_line64_40",
        defined_at: "spec/conversion/index_to_llvm.td:64",
        benefit: 1i32,
        apply: pattern_line64_40,
    },
    ::descent::conversion::Pattern {
        root: "index.cmp",
        dialect: "index",
        target: "llvm",
        name: "lower_index::cmp",
        defined_at: "spec/conversion/index_to_llvm.td:68",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_index::cmp,
    },
    ::descent::conversion::Pattern {
        root: "index.ceildivs",
        dialect: "index",
        target: "llvm",
        name: "lower_index::ceildivs",
        defined_at: "spec/conversion/index_to_llvm.td:69",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_index::ceildivs,
    },
    ::descent::conversion::Pattern {
        root: "index.ceildivu",
        dialect: "index",
        target: "llvm",
        name: "lower_index::ceildivu",
        defined_at: "spec/conversion/index_to_llvm.td:70",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_index::ceildivu,
    },
    ::descent::conversion::Pattern {
        root: "index.floordivs",
        dialect: "index",
        target: "llvm",
        name: "lower_index::floordivs",
        defined_at: "spec/conversion/index_to_llvm.td:71",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_index::floordivs,
    },
    ::descent::conversion::Pattern {
        root: "index.casts",
        dialect: "index",
        target: "llvm",
        name: "lower_index::casts",
        defined_at: "spec/conversion/index_to_llvm.td:72",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_index::casts,
    },
    ::descent::conversion::Pattern {
        root: "index.castu",
        dialect: "index",
        target: "llvm",
        name: "lower_index::castu",
        defined_at: "spec/conversion/index_to_llvm.td:73",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_index::castu,
    },
    ::descent::conversion::Pattern {
        root: "index.sizeof",
        dialect: "index",
        target: "llvm",
        name: "lower_index::sizeof",
        defined_at: "spec/conversion/index_to_llvm.td:74",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_index::sizeof,
    },
    ::descent::conversion::Pattern {
        root: "index.constant",
        dialect: "index",
        target: "llvm",
        name: "lower_index::constant",
        defined_at: "spec/conversion/index_to_llvm.td:75",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_index::constant,
    },
];
