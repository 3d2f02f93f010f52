//! The term of `-memref-expand` (MLIR's memref ExpandOps, `spec/conversion/memref_expand.td`):
//! a `memref.reshape` whose shape operand has a static shape becomes a
//! `memref.reinterpret_cast` with the sizes read from the shape memref and the strides of
//! the identity layout, built innermost dimension first as MLIR builds them.

use crate::conversion::Rewriter;
use crate::dialects::gen::{arith, memref};
use crate::ir::layout::{is_dynamic, memref_parts};
use crate::ir::{Type, Value, DYNAMIC};

/// An index constant (`arith.constant N : index`) before the root.
fn index_constant(rw: &mut Rewriter<'_, '_>, n: i64) -> Value {
    let ctx = rw.ctx;
    let ty = ctx.common().index;
    let st = arith::ConstantOp::build(ctx, rw.loc, Some(ctx.int_or_splat_attr(ty, n as i128)), ty);
    rw.insert_value(st)
}

/// Term `ReshapeAsReinterpretCast`: `source` reinterpreted with the result type, each
/// dynamic size loaded from `shape` (cast to `index` when needed), static sizes as
/// constants, strides the running products. Declines when `shape` is not statically
/// shaped or the result is not a ranked memref.
pub fn reshape_as_reinterpret_cast(rw: &mut Rewriter<'_, '_>, source: Value, shape: Value) -> Option<Value> {
    let ctx = rw.ctx;
    let root = rw.root()?;
    let result_ty: Type = rw.body.value_type(rw.body.result(root, 0));
    let shape_ty = rw.body.value_type(shape);
    let shape_parts = memref_parts(ctx, shape_ty)?;
    if shape_parts.shape.iter().any(|&d| is_dynamic(d)) {
        return None;
    }
    let dims: Vec<i64> = memref_parts(ctx, result_ty)?.shape.to_vec();
    let shape_elem = shape_parts.elem;
    let index = ctx.common().index;
    let rank = dims.len();
    let mut sizes: Vec<Option<Value>> = vec![None; rank];
    let mut strides: Vec<Option<Value>> = vec![None; rank];
    let mut static_strides = vec![DYNAMIC; rank];
    let mut stride: Option<Value> = None;
    let mut static_stride: i64 = 1;
    for i in (0..rank).rev() {
        let size = if is_dynamic(dims[i]) {
            let at = index_constant(rw, i as i64);
            let st = memref::LoadOp::build(ctx, rw.loc, shape, &[at], None, None, shape_elem);
            let mut v = rw.insert_value(st);
            if shape_elem != index {
                let st = arith::IndexCastOp::build(ctx, rw.loc, v, index);
                v = rw.insert_value(st);
            }
            sizes[i] = Some(v);
            v
        } else {
            // MLIR builds the constant even though the size is static (it stays unused).
            index_constant(rw, dims[i])
        };
        match stride {
            Some(s) => strides[i] = Some(s),
            None => static_strides[i] = static_stride,
        }
        if i == 0 {
            continue;
        }
        // (MLIR's `createOrFold` does not fold these inside its conversion: a product by
        // a static 1 stays.)
        if let Some(s) = stride {
            let mut st = arith::MulIOp::build(ctx, rw.loc, s, size, None, index);
            st.fill_defaults(ctx);
            stride = Some(rw.insert_value(st));
        } else if is_dynamic(dims[i]) {
            let c = index_constant(rw, static_stride);
            let mut st = arith::MulIOp::build(ctx, rw.loc, c, size, None, index);
            st.fill_defaults(ctx);
            stride = Some(rw.insert_value(st));
        } else {
            static_stride = static_stride.wrapping_mul(dims[i]);
        }
    }
    let dyn_sizes: Vec<Value> = sizes.iter().flatten().copied().collect();
    let dyn_strides: Vec<Value> = strides.iter().flatten().copied().collect();
    let st = memref::ReinterpretCastOp::build(
        ctx,
        rw.loc,
        source,
        &[],
        &dyn_sizes,
        &dyn_strides,
        Some(ctx.dense_i64_array(&[0])),
        Some(ctx.dense_i64_array(&dims)),
        Some(ctx.dense_i64_array(&static_strides)),
        result_ty,
    );
    Some(rw.insert_value(st))
}
