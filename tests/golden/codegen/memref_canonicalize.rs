// @generated from spec/canonicalize/memref_canonicalize.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{conversion, dialects, ir};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
conversion::term!(
    " spec/canonicalize/memref_canonicalize.td:N: term `AllocaScopeInlinable`, (Region) -> Bool",
    ALLOCA_SCOPE_INLINABLE : fn (::descent::ir::RegionId) -> bool =
    ::descent::dialects::native::canon_memref::alloca_scope_inlinable
);
/// `spec/canonicalize/memref_canonicalize.td:N`: `memref.alloca_scope` to what `InlineSingleBlock` builds.
pub fn canonicalize_memref_alloca_scope(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let Some(&v_body) = rw.body.op(op).regions.get(0usize) else { return false };
    let t1 = dialects::gen::memref_canonicalize::ALLOCA_SCOPE_INLINABLE(rw, v_body);
    if !(t1) {
        return false;
    }
    let Some(t2) = dialects::gen::canonicalize_terms::INLINE_SINGLE_BLOCK(rw, v_body)
    else { return false };
    let t3 = t2;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t3);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[conversion::Pattern] = &[
    conversion::Pattern {
        root: "memref.alloca_scope",
        dialect: "memref",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_memref_alloca_scope",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/memref_canonicalize.td",
            line: &dialects::gen::memref_canonicalize::__spec_lines::LINES[0usize],
        },
        benefit: 1i32,
        apply: canonicalize_memref_alloca_scope,
    },
];
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 1usize] = [Nu32];
}
