//! Memref descriptors (MLIR's MemRefDescriptor / UnrankedMemRefDescriptor): building one
//! from its fields or from a bare pointer, and reading its fields back, with the op
//! sequences MLIR emits; and the address and size computations around them (element
//! addresses, allocation sizes and strides, byte sizes, aligned pointers). The functions
//! documented as `Term X` are the extern terms of the memref rules
//! (`spec/conversion/memref_to_llvm.td`); each creates its ops when called, in MLIR's
//! order, so a rule calling them in MLIR's order prints the same IR.
//!
//! A ranked descriptor is `!llvm.struct<(ptr, ptr, iN, array<R x iN>, array<R x iN>)>`
//! (allocated pointer, aligned pointer, offset, sizes, strides); an unranked one is
//! `!llvm.struct<(iN, ptr)>` (rank, pointer to a ranked descriptor).

use crate::llvm_types;
use smallvec::SmallVec;

use crate::ir::layout as memref_layout;
use crate::ir::{Type, TypeData, Value};
use crate::Rewriter;

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
    from_static_pointers(rw, desc, memref, ptr, ptr)
}

/// Term `StaticShapeDescriptor`: a descriptor for a statically shaped and strided memref
/// of type `memref` from its two pointers (MLIR's `MemRefDescriptor::fromStaticShape`):
/// constant offset, then each size with its stride.
pub fn from_static_pointers(
    rw: &mut Rewriter<'_, '_>,
    desc: Type,
    memref: Type,
    allocated: Value,
    aligned: Value,
) -> Option<Value> {
    let (strides, offset) = memref_layout::strides_and_offset(rw.ctx, memref)?;
    let shape: SmallVec<[i64; 4]> = rw.ctx.shape(memref)?.iter().copied().collect();
    let index = rw.tc.index_type();
    let index_attr = |rw: &Rewriter<'_, '_>, v: i64| rw.ctx.integer_attr(rw.ctx.index_type(), v as i128);
    let mut acc = rw.poison(desc);
    acc = rw.insert_value_at(acc, allocated, &[0]);
    acc = rw.insert_value_at(acc, aligned, &[1]);
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

// ---- MemRefDescriptor-style helpers (MLIR's MemRefDescriptor / UnrankedMemRefDescriptor
// and the address computations of ConvertToLLVMPattern), emitting MLIR's op sequences.

/// A `llvm.getelementptr` index: a constant or a value.
#[derive(Clone, Copy, Debug)]
pub enum GepIndex {
    /// A constant index, kept in `rawConstantIndices`.
    Const(i32),
    /// A dynamic index, passed as an operand.
    Value(Value),
}

/// `getelementptr` flags as MLIR's `GEPNoWrapFlags` bits (`inbounds|nuw` = 7): none.
pub const GEP_NONE: i64 = 0;
/// `inbounds|nuw`: the flags of a memref element's address (`memref.load`, `memref.store`).
pub const GEP_INBOUNDS_NUW: i64 = 7;

/// The LLVM address space of a memref type's memory space (signless integers only, as
/// MLIR's default mapping).
pub fn address_space(rw: &Rewriter<'_, '_>, memref: Type) -> Option<u32> {
    let space = match rw.ctx.type_data(memref) {
        TypeData::MemRef { memory_space, .. } | TypeData::UnrankedMemRef { memory_space, .. } => *memory_space,
        _ => return None,
    };
    crate::types::integer_address_space(rw.ctx, space)
}

/// `llvm.mlir.constant(v : index) : iN` of the converted index type.
pub fn index_constant(rw: &mut Rewriter<'_, '_>, v: i64) -> Value {
    let index = rw.tc.index_type();
    let a = rw.ctx.integer_attr(rw.ctx.index_type(), v as i128);
    rw.constant(index, a)
}

/// Term `ElementPtr`: the address of the element at `indices` of the memref (of type
/// `memref` as written) whose descriptor is `desc`: an `inbounds|nuw` GEP from the
/// aligned pointer by the offset and the strides (MLIR's `getStridedElementPtr`). Fails
/// on layouts without static strides information.
pub fn element_ptr(rw: &mut Rewriter<'_, '_>, memref: Type, desc: Value, indices: &[Value]) -> Option<Value> {
    strided_element_ptr(rw, memref, desc, indices, GEP_INBOUNDS_NUW)
}

/// Term `PlainElementPtr`: `ElementPtr` with a GEP that has no `inbounds|nuw` (what
/// `memref.prefetch` and `memref.assume_alignment` address).
pub fn plain_element_ptr(rw: &mut Rewriter<'_, '_>, memref: Type, desc: Value, indices: &[Value]) -> Option<Value> {
    strided_element_ptr(rw, memref, desc, indices, GEP_NONE)
}

/// Term `AlignedPointer`: the aligned pointer of a memref of type `memref` (as written)
/// whose descriptor is `desc`, ranked or unranked.
pub fn aligned_pointer(rw: &mut Rewriter<'_, '_>, memref: Type, desc: Value) -> Option<Value> {
    match memref_rank(rw, memref)? {
        Some(_) => Some(aligned_ptr(rw, desc)),
        None => {
            let space = address_space(rw, memref)?;
            let p = rw.extract_value(desc, &[1]);
            Some(unranked_aligned_ptr(rw, p, llvm_types::ptr(rw.ctx, space)))
        }
    }
}

/// Term `SizeAt`: the size at the dynamic position `pos` of a ranked descriptor of rank
/// `rank` (read from a stack copy of the sizes array).
pub fn size_at_term(rw: &mut Rewriter<'_, '_>, desc: Value, pos: Value, rank: i64) -> Option<Value> {
    Some(size_at(rw, desc, pos, usize::try_from(rank).ok()?))
}

/// Term `IsRankedMemRef`: whether `ty` is a ranked memref type.
pub fn is_ranked_memref(rw: &mut Rewriter<'_, '_>, ty: Type) -> bool {
    matches!(memref_rank(rw, ty), Some(Some(_)))
}

/// Term `RankOf`: the rank of a ranked memref type; fails on an unranked one.
pub fn rank_of(rw: &mut Rewriter<'_, '_>, memref: Type) -> Option<i64> {
    memref_rank(rw, memref)?.map(|r| r as i64)
}

/// Term `ElementType`: the element type of a memref type, converted.
pub fn element_type(rw: &mut Rewriter<'_, '_>, memref: Type) -> Option<Type> {
    memref_rank(rw, memref)?;
    rw.convert_type(rw.ctx.element_type_or_self(memref))
}

/// Term `ElementPtrType`: the type of a memref's pointers, `!llvm.ptr` in the address
/// space of its memory space (MLIR's `getElementPtrType`); fails on a memory space
/// without one.
pub fn element_ptr_type(rw: &mut Rewriter<'_, '_>, memref: Type) -> Option<Type> {
    Some(llvm_types::ptr(rw.ctx, address_space(rw, memref)?))
}

/// Term `AllocatedPointer`: the allocated pointer of a memref of type `memref` (as
/// written) whose descriptor is `desc`, ranked or unranked (loaded from the ranked
/// descriptor it points to).
pub fn allocated_pointer(rw: &mut Rewriter<'_, '_>, memref: Type, desc: Value) -> Option<Value> {
    match memref_rank(rw, memref)? {
        Some(_) => Some(allocated_ptr(rw, desc)),
        None => {
            let space = address_space(rw, memref)?;
            let p = rw.extract_value(desc, &[1]);
            Some(unranked_allocated_ptr(rw, p, llvm_types::ptr(rw.ctx, space)))
        }
    }
}

/// Term `BufferPointer`: the address of the first element of a ranked memref of type
/// `memref` (as written) whose descriptor is `desc`: the aligned pointer moved by the
/// offset (MLIR's `bufferPtr`, see `buffer_ptr`).
pub fn buffer_pointer(rw: &mut Rewriter<'_, '_>, memref: Type, desc: Value) -> Option<Value> {
    memref_rank(rw, memref)??;
    buffer_ptr(rw, desc, memref)
}

/// The rank of a ranked descriptor type (3 fields for rank 0, 5 with the size and stride
/// arrays otherwise); `None` for other types.
pub fn descriptor_type_rank(rw: &Rewriter<'_, '_>, desc: Type) -> Option<usize> {
    match llvm_types::struct_body(rw.ctx, desc)? {
        [_, _, _] => Some(0),
        [_, _, _, sizes, _] => match llvm_types::as_array(rw.ctx, *sizes) {
            Some((_, len)) => usize::try_from(len).ok(),
            _ => None,
        },
        _ => None,
    }
}

/// Term `DescriptorSizes`: the sizes of a ranked descriptor, each read from it.
pub fn sizes_of(rw: &mut Rewriter<'_, '_>, desc: Value) -> Option<Vec<Value>> {
    let rank = descriptor_type_rank(rw, rw.value_type(desc))?;
    Some((0..rank).map(|i| size(rw, desc, i)).collect())
}

/// Term `DescriptorStrides`: the strides of a ranked descriptor, each read from it.
pub fn strides_of(rw: &mut Rewriter<'_, '_>, desc: Value) -> Option<Vec<Value>> {
    let rank = descriptor_type_rank(rw, rw.value_type(desc))?;
    Some((0..rank).map(|i| stride(rw, desc, i)).collect())
}

/// Term `PackDescriptor`: a ranked descriptor of type `desc` from its fields (MLIR's
/// `MemRefDescriptor::pack`: pointers and offset, then each size with its stride); fails
/// when the sizes and strides are not the descriptor's rank.
pub fn pack_descriptor(
    rw: &mut Rewriter<'_, '_>,
    desc: Type,
    allocated: Value,
    aligned: Value,
    offset: Value,
    sizes: &[Value],
    strides: &[Value],
) -> Option<Value> {
    let rank = descriptor_type_rank(rw, desc)?;
    if sizes.len() != rank || strides.len() != rank {
        return None;
    }
    let mut fields: SmallVec<[Value; 8]> = smallvec::smallvec![allocated, aligned, offset];
    fields.extend_from_slice(sizes);
    fields.extend_from_slice(strides);
    pack(rw, desc, Some(rank), &fields)
}

/// Term `NumElements`: the number of elements of a ranked descriptor, the product of its
/// sizes read from it, from a constant 1.
pub fn num_elements(rw: &mut Rewriter<'_, '_>, desc: Value) -> Option<Value> {
    let rank = descriptor_type_rank(rw, rw.value_type(desc))?;
    let mut n = index_constant(rw, 1);
    for i in 0..rank {
        let s = size(rw, desc, i);
        n = int_binary(rw, "llvm.mul", n, s, 0);
    }
    Some(n)
}

/// Term `AsUnranked`: the unranked descriptor of a memref of type `memref` (as written)
/// whose descriptor is `desc`: itself when unranked, else its rank (a constant of the
/// index type) with the ranked descriptor promoted to the stack.
pub fn as_unranked(rw: &mut Rewriter<'_, '_>, memref: Type, desc: Value) -> Option<Value> {
    let Some(rank) = memref_rank(rw, memref)? else { return Some(desc) };
    let index = rw.tc.index_type();
    let unranked = llvm_types::literal_struct(rw.ctx, &[index, llvm_types::ptr(rw.ctx, 0)], false);
    let r = rw.constant(index, rw.ctx.integer_attr(index, rank as i128));
    let p = promote(rw, desc);
    pack(rw, unranked, None, &[r, p])
}

/// Term `Gep`: `llvm.getelementptr base[index]` over `elem`, without flags.
pub fn gep_term(rw: &mut Rewriter<'_, '_>, base: Value, elem: Type, index: Value) -> Value {
    gep(rw, base, elem, &[GepIndex::Value(index)], GEP_NONE)
}

/// Term `CastToPointerType`: `ptr` itself when it has type `ty`, else its
/// `llvm.addrspacecast` to `ty` (what an allocation function returns, moved to the
/// memref's address space).
pub fn cast_to_pointer_type(rw: &mut Rewriter<'_, '_>, ptr: Value, ty: Type) -> Value {
    if rw.value_type(ptr) == ty {
        return ptr;
    }
    simple(rw, "llvm.addrspacecast", &[ptr], ty)
}

/// Term `AlignedPointerSlot`: the address of the aligned pointer in the ranked
/// descriptor at `desc_ptr` (an unranked descriptor's pointer), whose pointers have type
/// `elem_ptr`.
pub fn aligned_pointer_slot(rw: &mut Rewriter<'_, '_>, desc_ptr: Value, elem_ptr: Type) -> Value {
    gep(rw, desc_ptr, elem_ptr, &[GepIndex::Const(1)], GEP_NONE)
}

/// The allocated pointer (field 0) of a ranked descriptor.
pub fn allocated_ptr(rw: &mut Rewriter<'_, '_>, desc: Value) -> Value {
    rw.extract_value(desc, &[0])
}

/// The aligned pointer (field 1) of a ranked descriptor.
pub fn aligned_ptr(rw: &mut Rewriter<'_, '_>, desc: Value) -> Value {
    rw.extract_value(desc, &[1])
}

/// The offset (field 2) of a ranked descriptor.
pub fn offset(rw: &mut Rewriter<'_, '_>, desc: Value) -> Value {
    rw.extract_value(desc, &[2])
}

/// The size of dimension `dim` of a ranked descriptor.
pub fn size(rw: &mut Rewriter<'_, '_>, desc: Value, dim: usize) -> Value {
    rw.extract_value(desc, &[3, dim as i64])
}

/// The stride of dimension `dim` of a ranked descriptor.
pub fn stride(rw: &mut Rewriter<'_, '_>, desc: Value, dim: usize) -> Value {
    rw.extract_value(desc, &[4, dim as i64])
}

/// The size at a dynamic position: the sizes array is spilled to the stack and indexed.
pub fn size_at(rw: &mut Rewriter<'_, '_>, desc: Value, pos: Value, rank: usize) -> Value {
    let index = rw.tc.index_type();
    let arr = llvm_types::array(rw.ctx, index, rank as u64);
    let one = index_constant(rw, 1);
    let sizes = rw.extract_value(desc, &[3]);
    let ptr = alloca(rw, arr, one, 0, 0);
    store(rw, sizes, ptr);
    let p = gep(rw, ptr, arr, &[GepIndex::Const(0), GepIndex::Value(pos)], GEP_NONE);
    load(rw, p, index)
}

/// `llvm.getelementptr` on `base` over `elem`; the result has `base`'s type.
pub fn gep(rw: &mut Rewriter<'_, '_>, base: Value, elem: Type, indices: &[GepIndex], flags: i64) -> Value {
    let ctx = rw.ctx;
    let mut st = rw.state("llvm.getelementptr");
    st.operands.push(base);
    let mut raw: SmallVec<[i64; 4]> = SmallVec::new();
    for i in indices {
        match *i {
            GepIndex::Const(c) => raw.push(c as i64),
            GepIndex::Value(v) => {
                raw.push(i32::MIN as i64);
                st.operands.push(v);
            }
        }
    }
    st.add_attr(ctx.ident("rawConstantIndices"), ctx.dense_i32_array(&raw));
    st.add_attr(ctx.ident("elem_type"), ctx.type_attr(elem));
    st.add_attr(ctx.ident("noWrapFlags"), ctx.integer_attr(ctx.common().i32, flags as i128));
    st.result_types.push(rw.value_type(base));
    rw.insert_value(st)
}

/// `llvm.load` of `ty` (alignment 0: none).
pub fn load_with(rw: &mut Rewriter<'_, '_>, ptr: Value, ty: Type, alignment: i64, nontemporal: bool) -> Value {
    let ctx = rw.ctx;
    let mut st = rw.state("llvm.load");
    st.operands.push(ptr);
    if alignment != 0 {
        st.add_attr(ctx.ident("alignment"), ctx.integer_attr(ctx.common().i64, alignment as i128));
    }
    if nontemporal {
        st.add_attr(ctx.ident("nontemporal"), ctx.unit_attr());
    }
    st.add_attr(ctx.ident("ordering"), ctx.integer_attr(ctx.common().i64, 0));
    st.result_types.push(ty);
    rw.insert_value(st)
}

/// `llvm.load` of `ty` with no alignment and no `nontemporal`.
pub fn load(rw: &mut Rewriter<'_, '_>, ptr: Value, ty: Type) -> Value {
    load_with(rw, ptr, ty, 0, false)
}

/// `llvm.store` (alignment 0: none).
pub fn store_with(rw: &mut Rewriter<'_, '_>, value: Value, ptr: Value, alignment: i64, nontemporal: bool) {
    let ctx = rw.ctx;
    let mut st = rw.state("llvm.store");
    st.operands.extend([value, ptr]);
    if alignment != 0 {
        st.add_attr(ctx.ident("alignment"), ctx.integer_attr(ctx.common().i64, alignment as i128));
    }
    if nontemporal {
        st.add_attr(ctx.ident("nontemporal"), ctx.unit_attr());
    }
    st.add_attr(ctx.ident("ordering"), ctx.integer_attr(ctx.common().i64, 0));
    rw.insert(st);
}

/// `llvm.store` with no alignment and no `nontemporal`.
pub fn store(rw: &mut Rewriter<'_, '_>, value: Value, ptr: Value) {
    store_with(rw, value, ptr, 0, false);
}

/// `llvm.alloca %count x elem` in address space `space` (alignment 0: none).
pub fn alloca(rw: &mut Rewriter<'_, '_>, elem: Type, count: Value, alignment: i64, space: u32) -> Value {
    let ctx = rw.ctx;
    let mut st = rw.state("llvm.alloca");
    st.operands.push(count);
    if alignment != 0 {
        st.add_attr(ctx.ident("alignment"), ctx.integer_attr(ctx.common().i64, alignment as i128));
    }
    st.add_attr(ctx.ident("elem_type"), ctx.type_attr(elem));
    st.result_types.push(llvm_types::ptr(ctx, space));
    rw.insert_value(st)
}

/// An LLVM op with the given operands and one result of type `ty`.
pub fn simple(rw: &mut Rewriter<'_, '_>, name: &str, operands: &[Value], ty: Type) -> Value {
    let mut st = rw.state(name);
    st.operands.extend_from_slice(operands);
    st.result_types.push(ty);
    rw.insert_value(st)
}

/// A non-volatile `llvm.intr.memcpy` of `len` bytes from `src` to `dst`.
pub fn memcpy(rw: &mut Rewriter<'_, '_>, dst: Value, src: Value, len: Value) {
    let ctx = rw.ctx;
    let mut st = rw.state("llvm.intr.memcpy");
    st.operands.extend([dst, src, len]);
    st.add_attr(ctx.ident("isVolatile"), ctx.integer_attr(ctx.common().i1, 0));
    rw.insert(st);
}

/// `llvm.add`/`llvm.mul`/... with overflow flags (`overflow<nsw, nuw>` = 3, none = 0);
/// the result has `a`'s type.
pub fn int_binary(rw: &mut Rewriter<'_, '_>, name: &str, a: Value, b: Value, overflow: i64) -> Value {
    let ctx = rw.ctx;
    let ty = rw.value_type(a);
    let mut st = rw.state(name);
    st.operands.extend([a, b]);
    if matches!(name, "llvm.add" | "llvm.sub" | "llvm.mul") {
        st.add_attr(ctx.ident("overflowFlags"), ctx.integer_attr(ctx.common().i32, overflow as i128));
    }
    st.result_types.push(ty);
    rw.insert_value(st)
}

/// The aligned pointer moved to the start of the buffer (MLIR's `bufferPtr`): the
/// offset is skipped when statically zero and folded into a constant when static.
pub fn buffer_ptr(rw: &mut Rewriter<'_, '_>, desc: Value, memref: Type) -> Option<Value> {
    let (_, offset_cst) = memref_layout::strides_and_offset(rw.ctx, memref)?;
    let elem = rw.convert_type(rw.ctx.element_type_or_self(memref))?;
    let ptr = aligned_ptr(rw, desc);
    if offset_cst == 0 {
        return Some(ptr);
    }
    let off = if memref_layout::is_dynamic(offset_cst) { offset(rw, desc) } else { index_constant(rw, offset_cst) };
    Some(gep(rw, ptr, elem, &[GepIndex::Value(off)], GEP_NONE))
}

/// The address of the element at `indices` (MLIR's `getStridedElementPtr`): unit strides
/// are skipped, static ones are constants, dynamic ones are read from the descriptor;
/// `flags` also puts `nsw`/`nuw` on the index arithmetic.
pub fn strided_element_ptr(
    rw: &mut Rewriter<'_, '_>,
    memref: Type,
    desc: Value,
    indices: &[Value],
    flags: i64,
) -> Option<Value> {
    let (strides, _) = memref_layout::strides_and_offset(rw.ctx, memref)?;
    if indices.len() > strides.len() {
        return None;
    }
    let elem = rw.convert_type(rw.ctx.element_type_or_self(memref))?;
    let base = buffer_ptr(rw, desc, memref)?;
    let mut overflow = 0;
    if flags & 2 != 0 {
        overflow |= 1;
    }
    if flags & 4 != 0 {
        overflow |= 2;
    }
    let mut index: Option<Value> = None;
    for (i, &idx) in indices.iter().enumerate() {
        let mut inc = idx;
        if strides[i] != 1 {
            let s = if memref_layout::is_dynamic(strides[i]) {
                stride(rw, desc, i)
            } else {
                index_constant(rw, strides[i])
            };
            inc = int_binary(rw, "llvm.mul", inc, s, overflow);
        }
        index = Some(match index {
            Some(acc) => int_binary(rw, "llvm.add", acc, inc, overflow),
            None => inc,
        });
    }
    Some(match index {
        Some(ix) => gep(rw, base, elem, &[GepIndex::Value(ix)], flags),
        None => base,
    })
}

// ---- Allocation sizes (MLIR's `getMemRefDescriptorSizes`), split where it creates ops so
// that a rule calling the pieces in order emits them in MLIR's order.

/// Term `ShapeSizes`: the sizes of a memref type (as written): its static sizes as
/// constants, its dynamic ones taken from `dynamic` in order. Fails when `dynamic` does
/// not give exactly the dynamic sizes.
pub fn shape_sizes(rw: &mut Rewriter<'_, '_>, memref: Type, dynamic: &[Value]) -> Option<Vec<Value>> {
    let shape: SmallVec<[i64; 4]> = rw.ctx.shape(memref)?.iter().copied().collect();
    if shape.iter().filter(|&&d| memref_layout::is_dynamic(d)).count() != dynamic.len() {
        return None;
    }
    let mut next = dynamic.iter();
    let mut sizes = Vec::with_capacity(shape.len());
    for &d in &shape {
        sizes.push(if memref_layout::is_dynamic(d) { *next.next()? } else { index_constant(rw, d) });
    }
    Some(sizes)
}

/// One step of the row-major stride walk, innermost dimension first: whether the size
/// itself is the next stride (the stride so far is a static 1), and the static stride
/// after multiplying by `size` (`None` once a size is dynamic or the product overflows).
fn stride_step(stride: Option<i64>, size: i64) -> (bool, Option<i64>) {
    let use_size = stride == Some(1);
    let next = if memref_layout::is_dynamic(size) { None } else { stride.and_then(|s| s.checked_mul(size)) };
    (use_size, next)
}

/// Term `RowMajorStrides`: the row-major strides of a memref type (as written) of the
/// given `sizes`: a constant 1 innermost, then each the size itself after unit strides, a
/// constant while the product is static, else a multiplication. The walk's last step,
/// which gives the element count, is `ElementCount`'s.
pub fn row_major_strides(rw: &mut Rewriter<'_, '_>, memref: Type, sizes: &[Value]) -> Option<Vec<Value>> {
    let shape: SmallVec<[i64; 4]> = rw.ctx.shape(memref)?.iter().copied().collect();
    if shape.len() != sizes.len() {
        return None;
    }
    if shape.is_empty() {
        return Some(Vec::new());
    }
    let mut stride = Some(1);
    let mut running = index_constant(rw, 1);
    let mut strides = vec![running; shape.len()];
    for i in (1..shape.len()).rev() {
        strides[i] = running;
        let (use_size, next) = stride_step(stride, shape[i]);
        stride = next;
        running = match (use_size, next) {
            (true, _) => sizes[i],
            (false, Some(s)) => index_constant(rw, s),
            (false, None) => int_binary(rw, "llvm.mul", running, sizes[i], 0),
        };
    }
    strides[0] = running;
    Some(strides)
}

/// Term `ElementCount`: the number of elements of a memref type (as written) of the
/// given `sizes` and `strides` (from `RowMajorStrides`): the last step of the stride walk,
/// a constant 1 for rank 0.
pub fn element_count(rw: &mut Rewriter<'_, '_>, memref: Type, sizes: &[Value], strides: &[Value]) -> Option<Value> {
    let shape: SmallVec<[i64; 4]> = rw.ctx.shape(memref)?.iter().copied().collect();
    if shape.len() != sizes.len() || shape.len() != strides.len() {
        return None;
    }
    if shape.is_empty() {
        return Some(index_constant(rw, 1));
    }
    // Once dynamic (`None`), the stride stays dynamic.
    let stride = shape[1..].iter().rev().try_fold(1, |s, &d| stride_step(Some(s), d).1);
    Some(match stride_step(stride, shape[0]) {
        (true, _) => sizes[0],
        (false, Some(s)) => index_constant(rw, s),
        (false, None) => int_binary(rw, "llvm.mul", strides[0], sizes[0], 0),
    })
}

/// Term `BufferSize`: the byte size of `count` elements of a memref type (as written),
/// `ptrtoint (getelementptr null[count])`.
pub fn buffer_size(rw: &mut Rewriter<'_, '_>, memref: Type, count: Value) -> Option<Value> {
    let elem = element_type(rw, memref)?;
    let ptr = llvm_types::ptr(rw.ctx, 0);
    let null = simple(rw, "llvm.mlir.zero", &[], ptr);
    let g = gep(rw, null, elem, &[GepIndex::Value(count)], GEP_NONE);
    let index = rw.tc.index_type();
    Some(simple(rw, "llvm.ptrtoint", &[g], index))
}

/// Term `SizeOf`: the byte size of an LLVM type, `ptrtoint (getelementptr null[1])`.
pub fn size_of(rw: &mut Rewriter<'_, '_>, ty: Type) -> Value {
    let ptr = llvm_types::ptr(rw.ctx, 0);
    let null = simple(rw, "llvm.mlir.zero", &[], ptr);
    let g = gep(rw, null, ty, &[GepIndex::Const(1)], GEP_NONE);
    let index = rw.tc.index_type();
    simple(rw, "llvm.ptrtoint", &[g], index)
}

/// Term `AlignUp`: `input` rounded up to a multiple of `alignment` (MLIR's
/// `createAligned`): `bumped - bumped % alignment` with `bumped = input + alignment - 1`.
pub fn align_up(rw: &mut Rewriter<'_, '_>, input: Value, alignment: Value) -> Value {
    let ty = rw.value_type(alignment);
    let one = rw.constant(ty, rw.ctx.integer_attr(rw.ctx.index_type(), 1));
    let bump = int_binary(rw, "llvm.sub", alignment, one, 0);
    let bumped = int_binary(rw, "llvm.add", input, bump, 0);
    let m = int_binary(rw, "llvm.urem", bumped, alignment, 0);
    int_binary(rw, "llvm.sub", bumped, m, 0)
}

/// Term `CreateDescriptor`: a descriptor of type `desc` with offset 0 from its pointers,
/// sizes and strides (see `create`); fails when their number is not the descriptor's rank.
pub fn create_descriptor(
    rw: &mut Rewriter<'_, '_>,
    desc: Type,
    allocated: Value,
    aligned: Value,
    sizes: &[Value],
    strides: &[Value],
) -> Option<Value> {
    if descriptor_type_rank(rw, desc)? != sizes.len() || sizes.len() != strides.len() {
        return None;
    }
    Some(create(rw, desc, allocated, aligned, sizes, strides))
}

/// A descriptor with offset 0 from its pointers, sizes and strides (MLIR's
/// `createMemRefDescriptor`: every size, then every stride).
pub fn create(
    rw: &mut Rewriter<'_, '_>,
    desc_ty: Type,
    allocated: Value,
    aligned: Value,
    sizes: &[Value],
    strides: &[Value],
) -> Value {
    let mut d = rw.poison(desc_ty);
    d = rw.insert_value_at(d, allocated, &[0]);
    d = rw.insert_value_at(d, aligned, &[1]);
    let zero = index_constant(rw, 0);
    d = rw.insert_value_at(d, zero, &[2]);
    for (i, &s) in sizes.iter().enumerate() {
        d = rw.insert_value_at(d, s, &[3, i as i64]);
    }
    for (i, &s) in strides.iter().enumerate() {
        d = rw.insert_value_at(d, s, &[4, i as i64]);
    }
    d
}

/// A ranked descriptor copied to a new stack slot (MLIR's `promoteOneMemRefDescriptor`).
pub fn promote(rw: &mut Rewriter<'_, '_>, desc: Value) -> Value {
    let ctx = rw.ctx;
    let i64t = ctx.common().i64;
    let one = rw.constant(i64t, ctx.integer_attr(ctx.index_type(), 1));
    let ty = rw.value_type(desc);
    let p = alloca(rw, ty, one, 0, 0);
    store(rw, desc, p);
    p
}

// ---- unranked descriptors

/// Term `UnrankedDescriptorSize`: the byte size of the ranked descriptor an unranked one
/// points to, `2 * sizeof(ptr) + (1 + 2 * rank) * sizeof(index)`.
pub fn unranked_size(rw: &mut Rewriter<'_, '_>, udesc: Value) -> Value {
    let index_bytes = (rw.tc.opts.index_bitwidth as i64 + 7) / 8;
    let one = index_constant(rw, 1);
    let two = index_constant(rw, 2);
    let isz = index_constant(rw, index_bytes);
    let psz = index_constant(rw, 8);
    let double_ptr = int_binary(rw, "llvm.mul", two, psz, 0);
    let rank = rw.extract_value(udesc, &[0]);
    let double_rank = int_binary(rw, "llvm.mul", two, rank, 0);
    let inc = int_binary(rw, "llvm.add", double_rank, one, 0);
    let idx = int_binary(rw, "llvm.mul", inc, isz, 0);
    int_binary(rw, "llvm.add", double_ptr, idx, 0)
}

/// The allocated pointer of the ranked descriptor at `desc_ptr` (an unranked
/// descriptor's pointer), loaded as `elem_ptr`, the memref's pointer type.
pub fn unranked_allocated_ptr(rw: &mut Rewriter<'_, '_>, desc_ptr: Value, elem_ptr: Type) -> Value {
    load(rw, desc_ptr, elem_ptr)
}

/// The aligned pointer of the ranked descriptor at `desc_ptr`, loaded as `elem_ptr`.
pub fn unranked_aligned_ptr(rw: &mut Rewriter<'_, '_>, desc_ptr: Value, elem_ptr: Type) -> Value {
    let p = gep(rw, desc_ptr, elem_ptr, &[GepIndex::Const(1)], GEP_NONE);
    load(rw, p, elem_ptr)
}

/// Term `OffsetSlot`: the address of the offset field of the ranked descriptor at
/// `desc_ptr` (also the start of the index fields), whose pointers have type `elem_ptr`.
pub fn unranked_offset_ptr(rw: &mut Rewriter<'_, '_>, desc_ptr: Value, elem_ptr: Type) -> Value {
    gep(rw, desc_ptr, elem_ptr, &[GepIndex::Const(2)], GEP_NONE)
}

/// The offset of the ranked descriptor at `desc_ptr`.
pub fn unranked_offset(rw: &mut Rewriter<'_, '_>, desc_ptr: Value, elem_ptr: Type) -> Value {
    let p = unranked_offset_ptr(rw, desc_ptr, elem_ptr);
    let index = rw.tc.index_type();
    load(rw, p, index)
}

/// Stores `v` as the aligned pointer of the ranked descriptor at `desc_ptr`.
pub fn unranked_set_aligned_ptr(rw: &mut Rewriter<'_, '_>, desc_ptr: Value, elem_ptr: Type, v: Value) {
    let p = gep(rw, desc_ptr, elem_ptr, &[GepIndex::Const(1)], GEP_NONE);
    store(rw, v, p);
}

/// Stores `v` as the offset of the ranked descriptor at `desc_ptr`.
pub fn unranked_set_offset(rw: &mut Rewriter<'_, '_>, desc_ptr: Value, elem_ptr: Type, v: Value) {
    let p = unranked_offset_ptr(rw, desc_ptr, elem_ptr);
    store(rw, v, p);
}

/// The address of the sizes array.
pub fn unranked_sizes_ptr(rw: &mut Rewriter<'_, '_>, desc_ptr: Value, elem_ptr: Type) -> Value {
    let index = rw.tc.index_type();
    let st = llvm_types::literal_struct(rw.ctx, &[elem_ptr, elem_ptr, index, index], false);
    gep(rw, desc_ptr, st, &[GepIndex::Const(0), GepIndex::Const(3)], GEP_NONE)
}
