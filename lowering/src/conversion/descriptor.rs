//! Memref descriptors (MLIR's MemRefDescriptor / UnrankedMemRefDescriptor): building one
//! from its fields or from a bare pointer, and reading its fields back, with the op
//! sequences MLIR emits.
//!
//! A ranked descriptor is `!llvm.struct<(ptr, ptr, iN, array<R x iN>, array<R x iN>)>`
//! (allocated pointer, aligned pointer, offset, sizes, strides); an unranked one is
//! `!llvm.struct<(iN, ptr)>` (rank, pointer to a ranked descriptor).

use smallvec::SmallVec;

use super::Rewriter;
use crate::dialects::native::memref::layout as memref_layout;
use crate::ir::{Type, TypeData, Value};

/// The positions of a descriptor's fields in the order they are passed as arguments:
/// pointers, offset, every size, then every stride (unranked: rank, pointer).
pub fn argument_positions(rank: Option<usize>) -> SmallVec<[SmallVec<[i64; 2]>; 8]> {
    let mut out = SmallVec::new();
    match rank {
        None => {
            out.push(smallvec::smallvec![0]);
            out.push(smallvec::smallvec![1]);
        }
        Some(r) => {
            for f in 0..3 {
                out.push(smallvec::smallvec![f]);
            }
            for f in [3, 4] {
                for i in 0..r as i64 {
                    out.push(smallvec::smallvec![f, i]);
                }
            }
        }
    }
    out
}

/// The rank of a memref type (`Some(None)` when unranked); `None` for other types.
pub fn memref_rank(rw: &Rewriter<'_, '_>, ty: Type) -> Option<Option<usize>> {
    match rw.ctx.type_data(ty) {
        TypeData::MemRef { shape, .. } => Some(Some(shape.len())),
        TypeData::UnrankedMemRef { .. } => Some(None),
        _ => None,
    }
}

/// A descriptor of type `desc` from its fields in argument order. MLIR sets each size
/// together with its stride, so the insertions interleave them.
pub fn pack(rw: &mut Rewriter<'_, '_>, desc: Type, rank: Option<usize>, fields: &[Value]) -> Option<Value> {
    if fields.len() != argument_positions(rank).len() {
        return None;
    }
    let mut acc = rw.poison(desc);
    match rank {
        None => {
            for (i, &f) in fields.iter().enumerate().take(2) {
                acc = rw.insert_value_at(acc, f, &[i as i64]);
            }
        }
        Some(r) => {
            for (i, &f) in fields.iter().enumerate().take(3) {
                acc = rw.insert_value_at(acc, f, &[i as i64]);
            }
            for d in 0..r {
                acc = rw.insert_value_at(acc, fields[3 + d], &[3, d as i64]);
                acc = rw.insert_value_at(acc, fields[3 + r + d], &[4, d as i64]);
            }
        }
    }
    Some(acc)
}

/// The fields of a descriptor in argument order.
pub fn unpack(rw: &mut Rewriter<'_, '_>, desc: Value, rank: Option<usize>) -> SmallVec<[Value; 8]> {
    argument_positions(rank).iter().map(|p| rw.extract_value(desc, p)).collect()
}

/// A descriptor for a statically shaped memref of type `memref` whose allocated and
/// aligned pointers are both `ptr` (the bare-pointer convention).
pub fn from_static(rw: &mut Rewriter<'_, '_>, desc: Type, memref: Type, ptr: Value) -> Option<Value> {
    let (strides, offset) = memref_layout::strides_and_offset(rw.ctx, memref)?;
    let shape: SmallVec<[i64; 4]> = rw.ctx.shape(memref)?.iter().copied().collect();
    let index = rw.tc.index_type();
    let index_attr = |rw: &Rewriter<'_, '_>, v: i64| rw.ctx.integer_attr(rw.ctx.index_type(), v as i128);
    let mut acc = rw.poison(desc);
    acc = rw.insert_value_at(acc, ptr, &[0]);
    acc = rw.insert_value_at(acc, ptr, &[1]);
    let a = index_attr(rw, offset);
    let off = rw.constant(index, a);
    acc = rw.insert_value_at(acc, off, &[2]);
    for (d, (&size, &stride)) in shape.iter().zip(&strides).enumerate() {
        let a = index_attr(rw, size);
        let s = rw.constant(index, a);
        acc = rw.insert_value_at(acc, s, &[3, d as i64]);
        let a = index_attr(rw, stride);
        let st = rw.constant(index, a);
        acc = rw.insert_value_at(acc, st, &[4, d as i64]);
    }
    Some(acc)
}
