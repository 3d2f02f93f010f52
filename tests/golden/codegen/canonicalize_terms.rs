// @generated from spec/canonicalize/canonicalize_terms.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::conversion;
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
conversion::term!(
    " spec/canonicalize/canonicalize_terms.td:N: term `IsNonZeroAttr`, (Attr) -> Bool",
    IS_NON_ZERO_ATTR : fn (::descent::ir::Attribute) -> bool =
    ::descent::dialects::native::canon_cf::is_nonzero
);
conversion::term!(
    " spec/canonicalize/canonicalize_terms.td:N: term `IsZeroAttr`, (Attr) -> Bool",
    IS_ZERO_ATTR : fn (::descent::ir::Attribute) -> bool =
    ::descent::dialects::native::canon_cf::is_zero
);
conversion::term!(
    " spec/canonicalize/canonicalize_terms.td:N: term `InlineSingleBlock`, (Region) -> Values?",
    INLINE_SINGLE_BLOCK : fn (::descent::ir::RegionId) -> Option < ::std::vec::Vec <
    ::descent::ir::Value > > =
    ::descent::dialects::native::canon_scf::inline_single_block
);
