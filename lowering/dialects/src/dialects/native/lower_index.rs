//! The terms of index -> llvm (`spec/conversion/index_to_llvm.td`): the `llvm.icmp`
//! predicate of an `index.cmp`, and an index constant's value at the width `index` lowers
//! to. The folding MLIR's conversion driver applies to index ops before their patterns
//! is the ops' own (`Folder<"fold_index::...">`, see `fold_index`).

use crate::conversion::Rewriter;
use crate::dialects::native::index::cmp_predicate_value;
use crate::ir::fold::Int;
use crate::ir::{Attribute, Type};

/// Term `ICmpPredicateOf`: the `llvm.icmp` predicate (an i64 integer) of the case of
/// `#index<cmp_predicate kw>`; the two enums number their cases alike.
pub fn icmp_predicate_of(rw: &mut Rewriter<'_, '_>, a: Attribute) -> Option<Attribute> {
    let ctx = rw.ctx;
    let v = cmp_predicate_value(ctx, a)?;
    Some(ctx.integer_attr(ctx.common().i64, v as i128))
}

/// Term `IndexValueAs`: an index constant's value as an integer of `ty`'s width, wrapped
/// (sign-extended from that width) as MLIR's IndexToLLVM does.
pub fn index_value_as(rw: &mut Rewriter<'_, '_>, value: Attribute, ty: Type) -> Option<Attribute> {
    let ctx = rw.ctx;
    let v = ctx.int_value(value)?;
    let w = ctx.int_width(ty)?;
    Some(ctx.int_or_splat_attr(ty, Int::new(v, w).sext()))
}
