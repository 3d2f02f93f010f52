//! Memref layout math of the IR (`descent_ir::layout`) checked through the printer:
//! canonical strided layouts and the semi-affine simplification print as MLIR's do.

use descent_ir::layout::*;
use descent_ir::{AffineExpr, DYNAMIC};
use descent_text::print::attrs::write_affine_expr;

fn s(e: &AffineExpr) -> String {
    let mut out = String::new();
    write_affine_expr(&mut out, e);
    out
}

#[test]
fn canonical_exprs() {
    assert_eq!(s(&canonical_strided_layout_expr(&[DYNAMIC, DYNAMIC])), "d1 + d0 * s0");
    assert_eq!(s(&canonical_strided_layout_expr(&[5, 4])), "d0 * 4 + d1");
    assert_eq!(canonical_strides(&[4, DYNAMIC, 3]), vec![DYNAMIC, 3, 1]);
    assert_eq!(canonical_strides(&[4, 0, 3]), vec![DYNAMIC, 3, 1]);
}

#[test]
fn semi_affine_order() {
    use AffineExpr::*;
    // d0 * s1 + s0 + d1
    let e = AffineExpr::sum(AffineExpr::sum(AffineExpr::product(Dim(0), Symbol(1)), Symbol(0)), Dim(1));
    assert_eq!(s(&simplify_affine_expr(&e, 2, 2)), "d0 * s1 + s0 + d1");
    let m = strided_linear_map(&[1, DYNAMIC], DYNAMIC);
    assert_eq!(s(&m.results[0]), "d0 + s0 + d1 * s1");
    assert_eq!(s(&simplify_affine_expr(&m.results[0], 2, 2)), "d0 + s0 + d1 * s1");
    let m = strided_linear_map(&[DYNAMIC, 1], 0);
    assert_eq!(s(&simplify_affine_expr(&m.results[0], 2, 1)), "d0 * s0 + d1");
}
