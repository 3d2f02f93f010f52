//! Native memref -> llvm patterns (MLIR 22's MemRefToLLVM, `-finalize-memref-to-llvm`).
//! Named from `spec/conversion/memref_to_llvm.td`.
//!
//! Every memref op works on memref descriptors (see `conversion::descriptor`), so none
//! maps to a single LLVM op: each pattern here reproduces the op sequence MLIR's
//! pattern emits, in its order, so that the printed IR matches value for value.

use smallvec::SmallVec;

use crate::conversion::descriptor::{self as desc, GepIndex, GEP_INBOUNDS_NUW, GEP_NONE};
use crate::conversion::Rewriter;
use crate::dialects::native::lower_func::{call_declared, call_declared_void};
use crate::ir::layout as memref_layout;
use crate::ir::{AttrData, DenseValues, OpId, Type, TypeData, Value};

// ---- small helpers --------------------------------------------------------------------

fn attr(rw: &Rewriter<'_, '_>, op: OpId, name: &str) -> Option<crate::ir::Attribute> {
    rw.body.attr(op, rw.ctx.ident(name))
}

fn int_attr(rw: &Rewriter<'_, '_>, op: OpId, name: &str) -> Option<i64> {
    let a = attr(rw, op, name)?;
    match rw.ctx.attr_data(a) {
        AttrData::Integer { value, .. } => i64::try_from(*value).ok(),
        AttrData::Bool(b) => Some(*b as i64),
        AttrData::Enum { value, .. } => i64::try_from(*value).ok(),
        _ => None,
    }
}

fn operand_type(rw: &Rewriter<'_, '_>, op: OpId, i: usize) -> Option<Type> {
    let v = *rw.body.op(op).operands.get(i)?;
    Some(rw.body.value_type(v))
}

fn result_type(rw: &Rewriter<'_, '_>, op: OpId) -> Option<Type> {
    let r = rw.body.results(op).next()?;
    Some(rw.body.value_type(r))
}

fn operands_from(rw: &mut Rewriter<'_, '_>, op: OpId, from: usize) -> Option<SmallVec<[Value; 4]>> {
    let n = rw.body.op(op).operands.len();
    (from..n).map(|i| rw.operand(op, i)).collect()
}

fn is_ranked(rw: &Rewriter<'_, '_>, ty: Type) -> bool {
    matches!(rw.ctx.type_data(ty), TypeData::MemRef { .. })
}

fn has_identity_layout(rw: &Rewriter<'_, '_>, ty: Type) -> bool {
    match rw.ctx.type_data(ty) {
        TypeData::MemRef { shape, layout, .. } => memref_layout::layout_is_identity(rw.ctx, shape.len(), *layout),
        _ => false,
    }
}

/// MLIR's `isConvertibleAndHasIdentityMaps`.
fn convertible_identity(rw: &Rewriter<'_, '_>, ty: Type) -> bool {
    has_identity_layout(rw, ty) && rw.convert_type(ty).is_some()
}

fn rank_of(rw: &Rewriter<'_, '_>, ty: Type) -> Option<usize> {
    rw.ctx.shape(ty).map(|s| s.len())
}

fn elem_type(rw: &Rewriter<'_, '_>, ty: Type) -> Option<Type> {
    rw.convert_type(rw.ctx.element_type_or_self(ty))
}

fn void_op(rw: &mut Rewriter<'_, '_>, name: &str, operands: &[Value]) -> OpId {
    let mut st = rw.state(name);
    st.operands.extend_from_slice(operands);
    rw.insert(st)
}

/// `bumped - bumped % alignment` with `bumped = input + alignment - 1`.
fn create_aligned(rw: &mut Rewriter<'_, '_>, input: Value, alignment: Value) -> Value {
    let ty = rw.value_type(alignment);
    let one = rw.constant(ty, rw.ctx.integer_attr(rw.ctx.index_type(), 1));
    let bump = desc::int_binary(rw, "llvm.sub", alignment, one, 0);
    let bumped = desc::int_binary(rw, "llvm.add", input, bump, 0);
    let m = desc::int_binary(rw, "llvm.urem", bumped, alignment, 0);
    desc::int_binary(rw, "llvm.sub", bumped, m, 0)
}

/// `llvm.mlir.constant(v) : iN` whose attribute has the converted index type (MLIR's
/// `LLVM::ConstantOp::create(b, loc, indexType, int64)`).
fn typed_index_constant(rw: &mut Rewriter<'_, '_>, v: i64) -> Value {
    let index = rw.tc.index_type();
    let a = rw.ctx.integer_attr(index, v as i128);
    rw.constant(index, a)
}

/// The memref element type's size in bytes under the default data layout.
fn element_byte_size(rw: &Rewriter<'_, '_>, elem: Type) -> Option<u64> {
    let ctx = rw.ctx;
    let index_bits = rw.tc.opts.index_bitwidth as u64;
    let scalar = |t: Type| -> Option<u64> {
        match ctx.type_data(t) {
            TypeData::Integer { width, .. } => Some((*width as u64).div_ceil(8).next_power_of_two()),
            TypeData::Index => Some(index_bits.div_ceil(8)),
            TypeData::Float(k) => Some((k.width() as u64).div_ceil(8).next_power_of_two()),
            _ => None,
        }
    };
    match ctx.type_data(elem) {
        TypeData::Vector { shape, elem: e, .. } => {
            let n: i64 = shape.iter().product();
            let bits = match ctx.type_data(*e) {
                TypeData::Integer { width, .. } => *width as u64,
                TypeData::Float(k) => k.width() as u64,
                TypeData::Index => index_bits,
                _ => return None,
            };
            Some((bits * n as u64).div_ceil(8).next_power_of_two())
        }
        TypeData::MemRef { shape, .. } => Some(16 + index_bits / 8 * (1 + 2 * shape.len() as u64)),
        TypeData::UnrankedMemRef { .. } => Some(index_bits / 8 + 8),
        _ => scalar(elem),
    }
}

// ---- allocation -----------------------------------------------------------------------

/// `memref.alloc` (identity layout): `malloc` of the byte size, padded by the alignment
/// (explicit, or the element size for non-scalar elements) from which the aligned pointer
/// is computed; or `aligned_alloc` under `use-aligned-alloc` (the
/// `_mlir_memref_to_llvm_*` functions under `use-generic-functions`). Then the descriptor
/// with row-major strides.
pub fn alloc(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let (aligned, generic) = (rw.tc.opts.use_aligned_alloc, rw.tc.opts.use_generic_functions);
    alloc_impl(rw, op, aligned, generic)
}

fn alloc_impl(rw: &mut Rewriter<'_, '_>, op: OpId, aligned_alloc: bool, generic: bool) -> bool {
    let ctx = rw.ctx;
    let Some(ty) = result_type(rw, op) else { return false };
    if !convertible_identity(rw, ty) {
        return false;
    }
    let Some(space) = desc::address_space(rw, ty) else { return false };
    let Some(desc_ty) = rw.convert_type(ty) else { return false };
    let Some(dynamic) = rw.operands(op) else { return false };
    let n_dyn = ctx.shape(ty).map_or(0, |s| s.iter().filter(|&&d| memref_layout::is_dynamic(d)).count());
    let Some((sizes, strides, mut bytes)) = desc::alloc_sizes(rw, ty, &dynamic[..n_dyn.min(dynamic.len())], true)
    else {
        return false;
    };
    let index = rw.tc.index_type();
    let ptr0 = ctx.llvm_ptr(0);
    let ptr = ctx.llvm_ptr(space);
    let elem = ctx.element_type_or_self(ty);
    let explicit = int_attr(rw, op, "alignment");
    let (allocated, aligned) = if aligned_alloc {
        let Some(elem_size) = element_byte_size(rw, elem) else { return false };
        let alignment = explicit.unwrap_or_else(|| (elem_size.next_power_of_two().max(16)) as i64);
        let a = desc::index_constant(rw, alignment);
        let mut divisor = elem_size;
        for &d in ctx.shape(ty).unwrap_or(&[]) {
            if !memref_layout::is_dynamic(d) {
                divisor = divisor.wrapping_mul(d as u64);
            }
        }
        if alignment == 0 || divisor % alignment as u64 != 0 {
            bytes = create_aligned(rw, bytes, a);
        }
        let name = if generic { "_mlir_memref_to_llvm_aligned_alloc" } else { "aligned_alloc" };
        let Some(p) = call_declared(rw, name, &[a, bytes], ptr0) else { return false };
        let p = if space != 0 { desc::simple(rw, "llvm.addrspacecast", &[p], ptr) } else { p };
        (p, p)
    } else {
        let is_scalar = matches!(ctx.type_data(elem), TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_));
        let alignment = match explicit {
            Some(a) => Some(desc::index_constant(rw, a)),
            None if !is_scalar => match desc::size_in_bytes(rw, elem) {
                Some(v) => Some(v),
                None => return false,
            },
            None => None,
        };
        if let Some(a) = alignment {
            bytes = desc::int_binary(rw, "llvm.add", bytes, a, 0);
        }
        let name = if generic { "_mlir_memref_to_llvm_alloc" } else { "malloc" };
        let Some(p) = call_declared(rw, name, &[bytes], ptr0) else { return false };
        let p = if space != 0 { desc::simple(rw, "llvm.addrspacecast", &[p], ptr) } else { p };
        match alignment {
            Some(a) => {
                let as_int = desc::simple(rw, "llvm.ptrtoint", &[p], index);
                let al = create_aligned(rw, as_int, a);
                (p, desc::simple(rw, "llvm.inttoptr", &[al], ptr))
            }
            None => (p, p),
        }
    };
    let d = desc::create(rw, desc_ty, allocated, aligned, &sizes, &strides);
    rw.replace_op(op, &[d]);
    true
}

/// `memref.alloca` (identity layout): `llvm.alloca` of the element count, both pointers of
/// the descriptor set to it.
pub fn alloca(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(ty) = result_type(rw, op) else { return false };
    if !convertible_identity(rw, ty) {
        return false;
    }
    let (Some(space), Some(desc_ty), Some(elem)) =
        (desc::address_space(rw, ty), rw.convert_type(ty), elem_type(rw, ty))
    else {
        return false;
    };
    let Some(dynamic) = rw.operands(op) else { return false };
    let n_dyn = ctx.shape(ty).map_or(0, |s| s.iter().filter(|&&d| memref_layout::is_dynamic(d)).count());
    let Some((sizes, strides, count)) = desc::alloc_sizes(rw, ty, &dynamic[..n_dyn.min(dynamic.len())], false) else {
        return false;
    };
    let align = int_attr(rw, op, "alignment").unwrap_or(0);
    let p = desc::alloca(rw, elem, count, align, space);
    let d = desc::create(rw, desc_ty, p, p, &sizes, &strides);
    rw.replace_op(op, &[d]);
    true
}

/// `memref.dealloc`: `free` (or `_mlir_memref_to_llvm_free`) of the allocated pointer,
/// ranked or unranked.
pub fn dealloc(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let generic = rw.tc.opts.use_generic_functions;
    dealloc_impl(rw, op, generic)
}

fn dealloc_impl(rw: &mut Rewriter<'_, '_>, op: OpId, generic: bool) -> bool {
    let ctx = rw.ctx;
    let Some(ty) = operand_type(rw, op, 0) else { return false };
    let Some(d) = rw.operand(op, 0) else { return false };
    let allocated = if is_ranked(rw, ty) {
        desc::allocated_ptr(rw, d)
    } else {
        let Some(space) = desc::address_space(rw, ty) else { return false };
        let p = rw.extract_value(d, &[1]);
        desc::unranked_allocated_ptr(rw, p, ctx.llvm_ptr(space))
    };
    let name = if generic { "_mlir_memref_to_llvm_free" } else { "free" };
    if !call_declared_void(rw, name, &[allocated]) {
        return false;
    }
    rw.replace_op(op, &[]);
    true
}

/// `memref.alloca_scope`: the body inlined between `llvm.intr.stacksave` and
/// `llvm.intr.stackrestore`, its results passed to a continuation block.
pub fn alloca_scope(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(&region) = rw.body.op(op).regions.first() else { return false };
    let blocks: SmallVec<[crate::ir::BlockId; 4]> = rw.body.region(region).blocks.iter().copied().collect();
    let (Some(&first), Some(&last)) = (blocks.first(), blocks.last()) else { return false };
    let Some(ret) = rw.body.terminator(last) else { return false };
    if rw.body.op(ret).name.ident != ctx.ident("memref.alloca_scope.return") {
        return false;
    }
    let Some(result_types) = rw.result_types(op) else { return false };
    let Some(ret_values) = operands_from(rw, ret, 0) else { return false };
    let current = rw.current_block();
    let Some(remaining) = rw.split_at_current() else { return false };
    let cont = if result_types.is_empty() {
        remaining
    } else {
        // The continuation takes the results and falls through to the rest.
        let b = rw.body.new_block();
        if let Some(r) = rw.body.block(current).parent {
            rw.body.insert_block_after(r, current, b);
        }
        for &t in &result_types {
            rw.body.add_block_arg(b, t, Some(rw.loc));
        }
        rw.set_insertion(b, None);
        let mut br = rw.state("llvm.br");
        br.successors.push(remaining);
        rw.insert(br);
        b
    };
    // The body goes right before the continuation.
    rw.inline_region_after(region, current);
    let ptr = ctx.llvm_ptr(0);
    rw.set_insertion(current, None);
    let save = desc::simple(rw, "llvm.intr.stacksave", &[], ptr);
    let mut br = rw.state("llvm.br");
    br.successors.push(first);
    rw.insert(br);
    rw.set_insertion(last, Some(ret));
    void_op(rw, "llvm.intr.stackrestore", &[save]);
    let mut br = rw.state("llvm.br");
    br.operands.extend_from_slice(&ret_values);
    br.successors.push(cont);
    rw.insert(br);
    rw.erase_op(ret);
    let args: SmallVec<[Value; 4]> =
        if result_types.is_empty() { SmallVec::new() } else { rw.body.block(cont).args.iter().copied().collect() };
    // The driver's insertion point must not be the moved op's old position.
    rw.set_insertion(remaining, Some(op));
    rw.replace_op(op, &args);
    true
}

// ---- element access -------------------------------------------------------------------

/// The memref type, descriptor and converted indices of an access op whose memref is
/// operand `m` followed by the indices from operand `first_index`.
fn access(
    rw: &mut Rewriter<'_, '_>,
    op: OpId,
    m: usize,
    first_index: usize,
) -> Option<(Type, Value, SmallVec<[Value; 4]>)> {
    let ty = operand_type(rw, op, m)?;
    if !is_ranked(rw, ty) {
        return None;
    }
    let d = rw.operand(op, m)?;
    let idx = operands_from(rw, op, first_index)?;
    Some((ty, d, idx))
}

/// `llvm.atomicrmw` for the arith atomic kinds LLVM has; `None` otherwise (mulf, muli).
/// Term `AtomicBinOp`: the `llvm.atomicrmw` operation (an `i64` `AtomicBinOp` case) of a
/// `memref.atomic_rmw` kind; fails on the kinds LLVM has no operation for.
pub fn atomic_bin_op(rw: &mut Rewriter<'_, '_>, kind: crate::ir::Attribute) -> Option<crate::ir::Attribute> {
    let ctx = rw.ctx;
    let bin = bin_op_of_kind(i64::try_from(ctx.int_value(kind)?).ok()?)?;
    Some(ctx.integer_attr(ctx.common().i64, bin as i128))
}

fn bin_op_of_kind(kind: i64) -> Option<i64> {
    Some(match kind {
        0 => 11,  // addf -> fadd
        1 => 1,   // addi -> add
        2 => 3,   // andi -> _and
        3 => 0,   // assign -> xchg
        4 => 19,  // maximumf -> fmaximum
        5 => 13,  // maxnumf -> fmax
        6 => 7,   // maxs -> max
        7 => 9,   // maxu -> umax
        8 => 20,  // minimumf -> fminimum
        9 => 14,  // minnumf -> fmin
        10 => 8,  // mins -> min
        11 => 10, // minu -> umin
        14 => 5,  // ori -> _or
        15 => 6,  // xori -> _xor
        _ => return None,
    })
}

const ACQ_REL: i128 = 6;
const MONOTONIC: i128 = 2;

/// `memref.generic_atomic_rmw`: a compare-and-swap loop. The initial load branches to a
/// block running the body on the current value, `llvm.cmpxchg acq_rel monotonic` stores
/// the result, and a failure loops with the loaded value.
pub fn generic_atomic_rmw(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some((ty, d, idx)) = access(rw, op, 0, 1) else { return false };
    let Some(elem) = elem_type(rw, ty) else { return false };
    let Some(&region) = rw.body.op(op).regions.first() else { return false };
    let Some(entry) = rw.body.entry_block(region) else { return false };
    if rw.body.region(region).blocks.len() != 1 {
        return false;
    }
    let Some(&cur) = rw.body.block(entry).args.first() else { return false };
    let Some(yield_op) = rw.body.terminator(entry) else { return false };
    let Some(&yielded) = rw.body.op(yield_op).operands.first() else { return false };
    let Some(next) = rw.body.op(op).next else { return false };
    let init_block = rw.current_block();
    let Some(loop_block) = rw.split_at_current() else { return false };
    let loc = Some(rw.loc);
    let loop_arg = rw.body.add_block_arg(loop_block, elem, loc);
    let end_block = rw.body.split_block(loop_block, next);
    rw.set_insertion(init_block, None);
    let Some(p) = desc::strided_element_ptr(rw, ty, d, &idx, GEP_NONE) else { return false };
    let init = desc::load(rw, p, elem);
    let mut br = rw.state("llvm.br");
    br.operands.push(init);
    br.successors.push(loop_block);
    rw.insert(br);
    // The body's ops move into the loop (MLIR clones them; they are converted next).
    let body_ops: SmallVec<[OpId; 8]> = rw.body.block_ops(entry).filter(|&o| o != yield_op).collect();
    for o in body_ops {
        rw.body.unlink_op(o);
        rw.body.insert_op(loop_block, Some(op), o);
    }
    rw.replace_all_uses(cur, loop_arg);
    let result = if yielded == cur { loop_arg } else { yielded };
    rw.set_insertion(loop_block, Some(op));
    let mut st = rw.state("llvm.cmpxchg");
    st.operands.extend([p, loop_arg, result]);
    let i64t = ctx.common().i64;
    st.add_attr(ctx.ident("success_ordering"), ctx.integer_attr(i64t, ACQ_REL));
    st.add_attr(ctx.ident("failure_ordering"), ctx.integer_attr(i64t, MONOTONIC));
    st.result_types.push(ctx.llvm_struct(&[elem, ctx.common().i1], false));
    let pair = rw.insert_value(st);
    let new_loaded = rw.extract_value(pair, &[0]);
    let ok = rw.extract_value(pair, &[1]);
    let mut br = rw.state("llvm.cond_br");
    br.operands.extend([ok, new_loaded]);
    br.successors.extend([end_block, loop_block]);
    br.add_attr(ctx.ident("operandSegmentSizes"), ctx.dense_i32_array(&[1, 0, 1]));
    rw.insert(br);
    rw.replace_op(op, &[new_loaded]);
    true
}

// ---- metadata -------------------------------------------------------------------------

/// Term `ConstantIndex`: the integer an index value (as written) is a constant of: an
/// `arith.constant`, or one converted earlier in the walk (followed through its
/// replacement and the cast back).
pub fn constant_index_of(rw: &mut Rewriter<'_, '_>, v: Value) -> Option<i64> {
    let v = rw.mapped(v);
    let crate::ir::ValueDef::OpResult { op: mut def, .. } = rw.body.value(v).def else { return None };
    let mut name = rw.ctx.ident_str(rw.body.op(def).name.ident);
    if name == "builtin.unrealized_conversion_cast" {
        let src = *rw.body.op(def).operands.first()?;
        let crate::ir::ValueDef::OpResult { op: d, .. } = rw.body.value(src).def else { return None };
        def = d;
        name = rw.ctx.ident_str(rw.body.op(def).name.ident);
    }
    if name != "arith.constant" && name != "llvm.mlir.constant" {
        return None;
    }
    let a = rw.body.attr(def, rw.ctx.ident("value"))?;
    rw.ctx.int_value(a).and_then(|v| i64::try_from(v).ok())
}

/// Term `StaticSize`: the size of dimension `dim` of a ranked memref type when it is
/// static; fails when it is dynamic or `dim` is out of range.
pub fn static_size(rw: &mut Rewriter<'_, '_>, ty: Type, dim: i64) -> Option<i64> {
    let shape = rw.ctx.shape(ty)?;
    let size = *shape.get(usize::try_from(dim).ok()?)?;
    (!memref_layout::is_dynamic(size)).then_some(size)
}

/// Term `DynamicSizePosition`: the descriptor position `[3, dim]` of dimension `dim`'s
/// size when it is dynamic; fails when it is static or out of range.
pub fn dynamic_size_position(rw: &mut Rewriter<'_, '_>, ty: Type, dim: i64) -> Option<crate::ir::Attribute> {
    let shape = rw.ctx.shape(ty)?;
    let size = *shape.get(usize::try_from(dim).ok()?)?;
    memref_layout::is_dynamic(size).then(|| rw.ctx.dense_i64_array(&[3, dim]))
}

/// Term `UnrankedSize`: the size at `index` of an unranked memref of type `ty` whose
/// descriptor is `d`, loaded from the ranked descriptor it points to.
pub fn unranked_size(rw: &mut Rewriter<'_, '_>, ty: Type, d: Value, index: Value) -> Option<Value> {
    let ctx = rw.ctx;
    if is_ranked(rw, ty) {
        return None;
    }
    // The pointer stays in address space 0 whatever the memref's (which must merely be
    // convertible).
    desc::address_space(rw, ty)?;
    let index_ty = rw.tc.index_type();
    let elem = ctx.element_type_or_self(ty);
    let scalar = memref_layout::make_memref(ctx, &[], elem, None, None);
    let scalar_desc = rw.convert_type(scalar)?;
    let p = rw.extract_value(d, &[1]);
    let off = desc::gep(rw, p, scalar_desc, &[GepIndex::Const(0), GepIndex::Const(2)], GEP_NONE);
    let one = desc::index_constant(rw, 1);
    let plus = desc::int_binary(rw, "llvm.add", one, index, 0);
    let sp = desc::gep(rw, off, index_ty, &[GepIndex::Value(plus)], GEP_NONE);
    Some(desc::load(rw, sp, index_ty))
}

/// Allocated and aligned pointers (and the offset) of a ranked or unranked memref.
fn pointers_and_offset(
    rw: &mut Rewriter<'_, '_>,
    ty: Type,
    d: Value,
    want_offset: bool,
) -> Option<(Value, Value, Option<Value>)> {
    if is_ranked(rw, ty) {
        let a = desc::allocated_ptr(rw, d);
        let b = desc::aligned_ptr(rw, d);
        let o = want_offset.then(|| desc::offset(rw, d));
        return Some((a, b, o));
    }
    let space = desc::address_space(rw, ty)?;
    let elem_ptr = rw.ctx.llvm_ptr(space);
    let p = rw.extract_value(d, &[1]);
    let a = desc::unranked_allocated_ptr(rw, p, elem_ptr);
    let b = desc::unranked_aligned_ptr(rw, p, elem_ptr);
    let o = want_offset.then(|| desc::unranked_offset(rw, p, elem_ptr));
    Some((a, b, o))
}

/// The static entries of `static_<name>` with `None` for the dynamic ones.
fn static_list(rw: &Rewriter<'_, '_>, op: OpId, name: &str) -> Option<Vec<Option<i64>>> {
    match rw.ctx.attr_data(attr(rw, op, name)?) {
        AttrData::DenseArrayInt { values, .. } => {
            Some(values.iter().map(|&v| (!memref_layout::is_dynamic(v)).then_some(v)).collect())
        }
        _ => None,
    }
}

/// `memref.reinterpret_cast`: a new descriptor with the source's pointers and the static or
/// dynamic offset, sizes and strides.
pub fn reinterpret_cast(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let (Some(src), Some(dst)) = (operand_type(rw, op, 0), result_type(rw, op)) else { return false };
    let Some(target) = rw.convert_type(dst) else { return false };
    if !matches!(ctx.type_data(target), TypeData::LlvmStruct(_)) {
        return false;
    }
    let (Some(offs), Some(sizes), Some(strides)) = (
        static_list(rw, op, "static_offsets"),
        static_list(rw, op, "static_sizes"),
        static_list(rw, op, "static_strides"),
    ) else {
        return false;
    };
    let Some(all) = rw.operands(op) else { return false };
    let Some(rank) = rank_of(rw, dst) else { return false };
    if offs.len() != 1 || sizes.len() != rank || strides.len() != rank {
        return false;
    }
    let n_off = offs.iter().filter(|o| o.is_none()).count();
    let n_size = sizes.iter().filter(|o| o.is_none()).count();
    let n_stride = strides.iter().filter(|o| o.is_none()).count();
    if all.len() != 1 + n_off + n_size + n_stride {
        return false;
    }
    let dyn_off = &all[1..1 + n_off];
    let dyn_size = &all[1 + n_off..1 + n_off + n_size];
    let dyn_stride = &all[1 + n_off + n_size..];
    let mut out = rw.poison(target);
    let Some((a, b, _)) = pointers_and_offset(rw, src, all[0], false) else { return false };
    out = rw.insert_value_at(out, a, &[0]);
    out = rw.insert_value_at(out, b, &[1]);
    let o = match offs[0] {
        Some(c) => desc::index_constant(rw, c),
        None => dyn_off[0],
    };
    out = rw.insert_value_at(out, o, &[2]);
    let (mut si, mut ti) = (0, 0);
    for i in 0..rank {
        let s = match sizes[i] {
            Some(c) => desc::index_constant(rw, c),
            None => {
                si += 1;
                dyn_size[si - 1]
            }
        };
        out = rw.insert_value_at(out, s, &[3, i as i64]);
        let t = match strides[i] {
            Some(c) => desc::index_constant(rw, c),
            None => {
                ti += 1;
                dyn_stride[ti - 1]
            }
        };
        out = rw.insert_value_at(out, t, &[4, i as i64]);
    }
    rw.replace_op(op, &[out]);
    true
}

/// `memref.reshape`: for a static shape operand, a descriptor with the result's strides
/// and sizes read from the shape; otherwise an unranked descriptor built on the stack by a
/// loop filling sizes and row-major strides.
pub fn reshape(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let (Some(src), Some(shape_ty), Some(dst)) =
        (operand_type(rw, op, 0), operand_type(rw, op, 1), result_type(rw, op))
    else {
        return false;
    };
    let Some(shape_dims) = ctx.shape(shape_ty).map(|s| s.to_vec()) else { return false };
    let (Some(source), Some(shape)) = (rw.operand(op, 0), rw.operand(op, 1)) else { return false };
    let Some(target) = rw.convert_type(dst) else { return false };
    let index = rw.tc.index_type();
    if !shape_dims.iter().any(|&d| memref_layout::is_dynamic(d)) {
        if !matches!(ctx.type_data(target), TypeData::LlvmStruct(_)) {
            return false;
        }
        let Some((strides, offset)) = memref_layout::strides_and_offset(ctx, dst) else { return false };
        if memref_layout::is_dynamic(offset) {
            return false;
        }
        let Some(dims) = ctx.shape(dst).map(|s| s.to_vec()) else { return false };
        let Some(shape_elem) = elem_type(rw, shape_ty) else { return false };
        let mut out = rw.poison(target);
        let Some((a, b, _)) = pointers_and_offset(rw, src, source, false) else { return false };
        out = rw.insert_value_at(out, a, &[0]);
        out = rw.insert_value_at(out, b, &[1]);
        let o = desc::index_constant(rw, offset);
        out = rw.insert_value_at(out, o, &[2]);
        let mut stride: Option<Value> = None;
        for i in (0..dims.len()).rev() {
            if !memref_layout::is_dynamic(strides[i]) {
                stride = Some(desc::index_constant(rw, strides[i]));
            } else if stride.is_none() {
                stride = Some(desc::index_constant(rw, 1));
            }
            let size = if !memref_layout::is_dynamic(dims[i]) {
                desc::index_constant(rw, dims[i])
            } else {
                // MLIR emits a memref.load of the shape, lowered right away, whose
                // result is then bridged back to the index type.
                let pos = desc::index_constant(rw, i as i64);
                let Some(g) = desc::strided_element_ptr(rw, shape_ty, shape, &[pos], GEP_INBOUNDS_NUW) else {
                    return false;
                };
                let v = desc::load(rw, g, shape_elem);
                let orig_elem = ctx.element_type_or_self(shape_ty);
                let v = if orig_elem == ctx.index_type() { unrealized_cast(rw, v, orig_elem) } else { v };
                unrealized_cast(rw, v, index)
            };
            let Some(s) = stride else { return false };
            out = rw.insert_value_at(out, size, &[3, i as i64]);
            out = rw.insert_value_at(out, s, &[4, i as i64]);
            stride = Some(desc::int_binary(rw, "llvm.mul", s, size, 0));
        }
        rw.replace_op(op, &[out]);
        return true;
    }
    // Unknown result rank: the ranked descriptor is built on the stack by a loop.
    let Some(space) = desc::address_space(rw, dst) else { return false };
    let Some(shape_elem) = elem_type(rw, shape_ty) else { return false };
    let elem_ptr = ctx.llvm_ptr(space);
    let result_rank = desc::size(rw, shape, 0);
    let mut u = rw.poison(target);
    u = rw.insert_value_at(u, result_rank, &[0]);
    let bytes = desc::unranked_size(rw, u);
    let i8t = ctx.common().i8;
    let under = desc::alloca(rw, i8t, bytes, 0, 0);
    u = rw.insert_value_at(u, under, &[1]);
    let Some((a, b, Some(o))) = pointers_and_offset(rw, src, source, true) else { return false };
    desc::store(rw, a, under);
    desc::unranked_set_aligned_ptr(rw, under, elem_ptr, b);
    desc::unranked_set_offset(rw, under, elem_ptr, o);
    let sizes_base = desc::unranked_sizes_ptr(rw, under, elem_ptr);
    let strides_base = desc::gep(rw, sizes_base, index, &[GepIndex::Value(result_rank)], GEP_NONE);
    let shape_ptr = desc::aligned_ptr(rw, shape);
    let one = desc::index_constant(rw, 1);
    let rank_minus_one = desc::int_binary(rw, "llvm.sub", result_rank, one, 0);
    let init = rw.current_block();
    let Some(cond) = rw.split_at_current() else { return false };
    let loc = Some(rw.loc);
    let iv = rw.body.add_block_arg(cond, index, loc);
    let st_arg = rw.body.add_block_arg(cond, index, loc);
    rw.set_insertion(init, None);
    let mut br = rw.state("llvm.br");
    br.operands.extend([rank_minus_one, one]);
    br.successors.push(cond);
    rw.insert(br);
    rw.set_insertion(cond, Some(op));
    let zero = desc::index_constant(rw, 0);
    let mut cmp = rw.state("llvm.icmp");
    cmp.operands.extend([iv, zero]);
    cmp.add_attr(ctx.ident("predicate"), ctx.integer_attr(ctx.common().i64, 5));
    cmp.result_types.push(ctx.common().i1);
    let pred = rw.insert_value(cmp);
    let body = rw.body.split_block(cond, op);
    rw.set_insertion(body, Some(op));
    let g = desc::gep(rw, shape_ptr, shape_elem, &[GepIndex::Value(iv)], GEP_NONE);
    let size = desc::load(rw, g, index);
    let sp = desc::gep(rw, sizes_base, index, &[GepIndex::Value(iv)], GEP_NONE);
    desc::store(rw, size, sp);
    let tp = desc::gep(rw, strides_base, index, &[GepIndex::Value(iv)], GEP_NONE);
    desc::store(rw, st_arg, tp);
    let next_stride = desc::int_binary(rw, "llvm.mul", st_arg, size, 0);
    let dec = desc::int_binary(rw, "llvm.sub", iv, one, 0);
    let mut br = rw.state("llvm.br");
    br.operands.extend([dec, next_stride]);
    br.successors.push(cond);
    rw.insert(br);
    let rest = rw.body.split_block(body, op);
    rw.set_insertion(cond, None);
    let mut cbr = rw.state("llvm.cond_br");
    cbr.operands.push(pred);
    cbr.successors.extend([body, rest]);
    cbr.add_attr(ctx.ident("operandSegmentSizes"), ctx.dense_i32_array(&[1, 0, 0]));
    rw.insert(cbr);
    rw.set_insertion(rest, Some(op));
    rw.replace_op(op, &[u]);
    true
}

fn unrealized_cast(rw: &mut Rewriter<'_, '_>, v: Value, ty: Type) -> Value {
    let st = crate::dialects::gen::builtin::UnrealizedConversionCastOp::build(rw.ctx, rw.loc, &[v], &[ty]);
    rw.insert_value(st)
}

/// `memref.view`: a descriptor whose aligned pointer is the source's shifted by the byte
/// shift, with the given sizes and contiguous strides (offset 0 only).
pub fn view(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let (Some(src), Some(dst)) = (operand_type(rw, op, 0), result_type(rw, op)) else { return false };
    let (Some(target), Some(_)) = (rw.convert_type(dst), elem_type(rw, dst)) else { return false };
    let Some((strides, offset)) = memref_layout::strides_and_offset(ctx, dst) else { return false };
    if offset != 0 {
        return false;
    }
    if strides.last().is_some_and(|&s| s != 1 && s != 0) {
        return false;
    }
    let Some(all) = rw.operands(op) else { return false };
    if all.len() < 2 {
        return false;
    }
    let (source, shift, dyn_sizes) = (all[0], all[1], &all[2..]);
    let Some(src_elem) = elem_type(rw, src) else { return false };
    let Some(shape) = ctx.shape(dst).map(|s| s.to_vec()) else { return false };
    let mut out = rw.poison(target);
    let a = desc::allocated_ptr(rw, source);
    out = rw.insert_value_at(out, a, &[0]);
    let b = desc::aligned_ptr(rw, source);
    let b = desc::gep(rw, b, src_elem, &[GepIndex::Value(shift)], GEP_NONE);
    out = rw.insert_value_at(out, b, &[1]);
    let z = desc::index_constant(rw, offset);
    out = rw.insert_value_at(out, z, &[2]);
    let mut stride: Option<Value> = None;
    let mut next_size: Option<Value> = None;
    for i in (0..shape.len()).rev() {
        let size = if !memref_layout::is_dynamic(shape[i]) {
            desc::index_constant(rw, shape[i])
        } else {
            let n = shape[..i].iter().filter(|&&d| memref_layout::is_dynamic(d)).count();
            let Some(&v) = dyn_sizes.get(n) else { return false };
            v
        };
        out = rw.insert_value_at(out, size, &[3, i as i64]);
        let s = if !memref_layout::is_dynamic(strides[i]) {
            desc::index_constant(rw, strides[i])
        } else if let Some(ns) = next_size {
            match stride {
                Some(r) => desc::int_binary(rw, "llvm.mul", r, ns, 0),
                None => ns,
            }
        } else {
            desc::index_constant(rw, 1)
        };
        stride = Some(s);
        out = rw.insert_value_at(out, s, &[4, i as i64]);
        next_size = Some(size);
    }
    rw.replace_op(op, &[out]);
    true
}

/// `memref.transpose`: the descriptor with sizes and strides permuted (the descriptor
/// itself for the identity permutation).
pub fn transpose(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(src) = operand_type(rw, op, 0) else { return false };
    let Some(d) = rw.operand(op, 0) else { return false };
    let Some(map) = attr(rw, op, "permutation").and_then(|a| match ctx.attr_data(a) {
        AttrData::AffineMap(m) => Some(m.clone()),
        _ => None,
    }) else {
        return false;
    };
    let mut perm = Vec::new();
    for e in map.results.iter() {
        match e {
            crate::ir::AffineExpr::Dim(p) => perm.push(*p as usize),
            _ => return false,
        }
    }
    if perm.iter().enumerate().all(|(i, &p)| i == p) {
        rw.replace_op(op, &[d]);
        return true;
    }
    let Some(target) = rw.convert_type(src) else { return false };
    let mut out = rw.poison(target);
    for f in 0..3 {
        let v = rw.extract_value(d, &[f]);
        out = rw.insert_value_at(out, v, &[f]);
    }
    for (t, &s) in perm.iter().enumerate() {
        let v = desc::size(rw, d, s);
        out = rw.insert_value_at(out, v, &[3, t as i64]);
        let v = desc::stride(rw, d, s);
        out = rw.insert_value_at(out, v, &[4, t as i64]);
    }
    rw.replace_op(op, &[out]);
    true
}

/// `memref.extract_strided_metadata`: a 0-d descriptor of the pointers, then the offset,
/// sizes and strides fields; statically known results first fold to `arith.constant`s as in
/// MLIR.
pub fn extract_strided_metadata(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let Some(src) = operand_type(rw, op, 0) else { return false };
    let Some(d) = rw.operand(op, 0) else { return false };
    if !rw.tc.is_legal(rw.value_type(d)) {
        return false;
    }
    let Some(rank) = rank_of(rw, src) else { return false };
    let Some(base_ty) = result_type(rw, op) else { return false };
    let Some(base_desc) = rw.convert_type(base_ty) else { return false };
    fold_static_metadata(rw, op, src);
    let a = desc::allocated_ptr(rw, d);
    let b = desc::aligned_ptr(rw, d);
    let Some(base) = desc::from_static_pointers(rw, base_desc, base_ty, a, b) else { return false };
    let mut results: SmallVec<[Value; 8]> = SmallVec::new();
    results.push(base);
    results.push(desc::offset(rw, d));
    for i in 0..rank {
        results.push(desc::size(rw, d, i));
    }
    for i in 0..rank {
        results.push(desc::stride(rw, d, i));
    }
    if results.len() != rw.body.results(op).len() {
        return false;
    }
    rw.replace_op(op, &results);
    true
}

/// MLIR folds `extract_strided_metadata` before lowering it: uses of a result the source
/// type knows statically (offset, sizes, strides) read an `arith.constant` made there.
fn fold_static_metadata(rw: &mut Rewriter<'_, '_>, op: OpId, src: Type) {
    let ctx = rw.ctx;
    let Some((strides, offset)) = memref_layout::strides_and_offset(ctx, src) else { return };
    let Some(shape) = ctx.shape(src).map(|s| s.to_vec()) else { return };
    let results: SmallVec<[Value; 8]> = rw.body.results(op).collect();
    let statics = std::iter::once(offset).chain(shape).chain(strides);
    for (&r, v) in results.iter().skip(1).zip(statics) {
        if memref_layout::is_dynamic(v) || !rw.body.has_uses(r) {
            continue;
        }
        let index = ctx.index_type();
        let mut st = rw.state("arith.constant");
        st.add_attr(ctx.ident("value"), ctx.integer_attr(index, v as i128));
        st.result_types.push(index);
        let c = rw.insert_value(st);
        rw.replace_all_uses(r, c);
    }
}

/// `memref.assume_alignment`: `llvm.intr.assume` with an `"align"` operand bundle on the
/// element address; the result is the memref itself.
pub fn assume_alignment(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(ty) = operand_type(rw, op, 0) else { return false };
    let Some(d) = rw.operand(op, 0) else { return false };
    let Some(alignment) = int_attr(rw, op, "alignment") else { return false };
    let Some(p) = desc::strided_element_ptr(rw, ty, d, &[], GEP_NONE) else { return false };
    let i1 = ctx.common().i1;
    let t = rw.constant(i1, ctx.bool_attr(true));
    let a = desc::index_constant(rw, alignment);
    let mut st = rw.state("llvm.intr.assume");
    st.operands.extend([t, p, a]);
    st.add_attr(ctx.ident("op_bundle_sizes"), ctx.dense_i32_array(&[2]));
    st.add_attr(ctx.ident("op_bundle_tags"), ctx.intern_attr(AttrData::Array(Box::new([ctx.string_attr("align")]))));
    rw.insert(st);
    // The result is the memref itself. Its users see the original value, which reads
    // as `d` once converted, and needs no cast back where it stays a memref (MLIR folds
    // that round trip away).
    let orig = rw.body.op(op).operands[0];
    rw.replace_op(op, &[orig]);
    true
}

/// `memref.memory_space_cast`: both pointers `llvm.addrspacecast`; for unranked memrefs a
/// new ranked descriptor on the stack with the cast pointers and the rest copied over.
pub fn memory_space_cast(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let (Some(src), Some(dst)) = (operand_type(rw, op, 0), result_type(rw, op)) else { return false };
    let Some(target) = rw.convert_type(dst) else { return false };
    let Some(d) = rw.operand(op, 0) else { return false };
    if is_ranked(rw, dst) {
        let Some(rank) = rank_of(rw, dst) else { return false };
        let Some(space) = desc::address_space(rw, dst) else { return false };
        let new_ptr = ctx.llvm_ptr(space);
        let mut fields = desc::unpack(rw, d, Some(rank));
        fields[0] = desc::simple(rw, "llvm.addrspacecast", &[fields[0]], new_ptr);
        fields[1] = desc::simple(rw, "llvm.addrspacecast", &[fields[1]], new_ptr);
        let Some(v) = desc::pack(rw, target, Some(rank), &fields) else { return false };
        rw.replace_op(op, &[v]);
        return true;
    }
    let (Some(ss), Some(ds)) = (desc::address_space(rw, src), desc::address_space(rw, dst)) else { return false };
    let rank = rw.extract_value(d, &[0]);
    let src_under = rw.extract_value(d, &[1]);
    let mut u = rw.poison(target);
    u = rw.insert_value_at(u, rank, &[0]);
    let bytes = desc::unranked_size(rw, u);
    let i8t = ctx.common().i8;
    let under = desc::alloca(rw, i8t, bytes, 0, 0);
    u = rw.insert_value_at(u, under, &[1]);
    let (sp, dp) = (ctx.llvm_ptr(ss), ctx.llvm_ptr(ds));
    let a = desc::unranked_allocated_ptr(rw, src_under, sp);
    let b = desc::unranked_aligned_ptr(rw, src_under, sp);
    let a = desc::simple(rw, "llvm.addrspacecast", &[a], dp);
    let b = desc::simple(rw, "llvm.addrspacecast", &[b], dp);
    desc::store(rw, a, under);
    desc::unranked_set_aligned_ptr(rw, under, dp, b);
    let src_idx = desc::unranked_offset_ptr(rw, src_under, sp);
    let dst_idx = desc::unranked_offset_ptr(rw, under, dp);
    let skip = desc::index_constant(rw, 16);
    let len = desc::int_binary(rw, "llvm.sub", bytes, skip, 0);
    desc::memcpy(rw, dst_idx, src_idx, len);
    rw.replace_op(op, &[u]);
    true
}

// ---- copy -----------------------------------------------------------------------------

/// Whether a copy can be a memcpy: an identity layout, or a non-empty static shape laid
/// out contiguously in row-major order.
fn contiguous(rw: &Rewriter<'_, '_>, ty: Type) -> bool {
    let ctx = rw.ctx;
    let TypeData::MemRef { shape, .. } = ctx.type_data(ty) else { return false };
    if has_identity_layout(rw, ty) {
        return true;
    }
    if shape.iter().any(|&d| memref_layout::is_dynamic(d)) || shape.iter().product::<i64>() <= 0 {
        return false;
    }
    let Some((strides, _)) = memref_layout::strides_and_offset(ctx, ty) else { return false };
    // Row-major contiguity ignores unit dimensions' strides.
    let mut expected = 1i64;
    for (i, &d) in shape.iter().enumerate().rev() {
        if d != 1 && strides[i] != expected {
            return false;
        }
        expected = expected.saturating_mul(d);
    }
    true
}

/// `memref.copy`: `llvm.intr.memcpy` when both layouts are contiguous, otherwise the
/// `memrefCopy` runtime function on unranked descriptors on the stack.
pub fn copy(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let (Some(src), Some(dst)) = (operand_type(rw, op, 0), operand_type(rw, op, 1)) else { return false };
    let (Some(s), Some(t)) = (rw.operand(op, 0), rw.operand(op, 1)) else { return false };
    let ok = if contiguous(rw, src) && contiguous(rw, dst) {
        copy_memcpy(rw, src, s, t)
    } else {
        copy_call(rw, src, dst, s, t)
    };
    if ok.is_none() {
        return false;
    }
    rw.replace_op(op, &[]);
    true
}

fn copy_memcpy(rw: &mut Rewriter<'_, '_>, src: Type, s: Value, t: Value) -> Option<()> {
    let rank = rank_of(rw, src)?;
    let mut n = desc::index_constant(rw, 1);
    for i in 0..rank {
        let sz = desc::size(rw, s, i);
        n = desc::int_binary(rw, "llvm.mul", n, sz, 0);
    }
    let elem_size = desc::size_in_bytes(rw, rw.ctx.element_type_or_self(src))?;
    let total = desc::int_binary(rw, "llvm.mul", n, elem_size, 0);
    let elem = elem_type(rw, src)?;
    let sb = desc::aligned_ptr(rw, s);
    let so = desc::offset(rw, s);
    let sp = desc::gep(rw, sb, elem, &[GepIndex::Value(so)], GEP_NONE);
    let tb = desc::aligned_ptr(rw, t);
    let to = desc::offset(rw, t);
    let tp = desc::gep(rw, tb, elem, &[GepIndex::Value(to)], GEP_NONE);
    desc::memcpy(rw, tp, sp, total);
    Some(())
}

fn copy_call(rw: &mut Rewriter<'_, '_>, src: Type, dst: Type, s: Value, t: Value) -> Option<()> {
    let ctx = rw.ctx;
    let ptr = ctx.llvm_ptr(0);
    let index = rw.tc.index_type();
    let unranked = ctx.llvm_struct(&[index, ptr], false);
    let save = desc::simple(rw, "llvm.intr.stacksave", &[], ptr);
    let us = make_unranked(rw, unranked, src, s)?;
    let ut = make_unranked(rw, unranked, dst, t)?;
    let one = desc::index_constant(rw, 1);
    let ps = desc::alloca(rw, unranked, one, 0, 0);
    desc::store(rw, us, ps);
    let pt = desc::alloca(rw, unranked, one, 0, 0);
    desc::store(rw, ut, pt);
    let elem_size = desc::size_in_bytes(rw, ctx.element_type_or_self(src))?;
    call_declared_void(rw, "memrefCopy", &[elem_size, ps, pt]).then_some(())?;
    void_op(rw, "llvm.intr.stackrestore", &[save]);
    Some(())
}

/// An unranked descriptor for `d` of type `ty` (itself when already unranked), its
/// ranked descriptor promoted to the stack.
fn make_unranked(rw: &mut Rewriter<'_, '_>, unranked: Type, ty: Type, d: Value) -> Option<Value> {
    let Some(r) = rank_of(rw, ty) else { return Some(d) };
    let rank = typed_index_constant(rw, r as i64);
    let p = desc::promote(rw, d);
    desc::pack(rw, unranked, None, &[rank, p])
}

// ---- globals --------------------------------------------------------------------------

/// The LLVM type of a global holding a memref: nested arrays of the element type.
fn global_type(rw: &Rewriter<'_, '_>, ty: Type) -> Option<Type> {
    let mut t = elem_type(rw, ty)?;
    for &d in rw.ctx.shape(ty)?.iter().rev() {
        t = rw.ctx.llvm_array(u64::try_from(d).ok()?, t);
    }
    Some(t)
}

/// `memref.global` (identity layout) -> `llvm.mlir.global` of nested arrays: external
/// linkage when public, private otherwise; an `uninitialized` global gets an initializer
/// region returning `llvm.mlir.undef`, a 0-d one the element of its dense initializer.
pub fn global(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(ty) = attr(rw, op, "type").and_then(|a| ctx.type_attr_value(a)) else { return false };
    if !convertible_identity(rw, ty) {
        return false;
    }
    let Some(arr) = global_type(rw, ty) else { return false };
    let Some(space) = desc::address_space(rw, ty) else { return false };
    let Some(name) = attr(rw, op, "sym_name") else { return false };
    let public = attr(rw, op, "sym_visibility").and_then(|a| ctx.str_value(a)).is_none_or(|v| v == "public");
    let init = attr(rw, op, "initial_value");
    let uninitialized = init.is_some_and(|a| matches!(ctx.attr_data(a), AttrData::Unit));
    let mut st = rw.state("llvm.mlir.global");
    st.add_attr(ctx.ident("global_type"), ctx.type_attr(arr));
    if attr(rw, op, "constant").is_some() {
        st.add_attr(ctx.ident("constant"), ctx.unit_attr());
    }
    st.add_attr(ctx.ident("sym_name"), name);
    let linkage = if public {
        crate::dialects::gen::llvm_enums::Linkage::External
    } else {
        crate::dialects::gen::llvm_enums::Linkage::Private
    };
    rw.set_attr(&mut st, "linkage", linkage.attr(rw.ctx));
    if let Some(v) = init.filter(|_| !uninitialized) {
        let value = if ctx.shape(ty).is_some_and(|s| s.is_empty()) {
            match splat_value(rw, v) {
                Some(x) => x,
                None => return false,
            }
        } else {
            v
        };
        st.add_attr(ctx.ident("value"), value);
    }
    if let Some(a) = int_attr(rw, op, "alignment").filter(|&a| a != 0) {
        st.add_attr(ctx.ident("alignment"), ctx.integer_attr(ctx.common().i64, a as i128));
    }
    st.add_attr(ctx.ident("addr_space"), ctx.integer_attr(ctx.common().i32, space as i128));
    st.add_attr(ctx.ident("visibility_"), ctx.integer_attr(ctx.common().i64, 0));
    if uninitialized {
        let loc = rw.loc;
        let (body, region) = rw.build_body(&[], |rw, _| {
            let u = desc::simple(rw, "llvm.mlir.undef", &[], arr);
            let _ = loc;
            void_op(rw, "llvm.return", &[u]);
        });
        st.nested = Some(body);
        st.regions.push(region);
    } else {
        let mut body = Box::new(crate::ir::Body::new());
        st.regions.push(body.new_region());
        st.nested = Some(body);
    }
    rw.insert(st);
    rw.replace_op(op, &[]);
    true
}

/// The single element of a dense initializer, as a scalar attribute.
fn splat_value(rw: &Rewriter<'_, '_>, a: crate::ir::Attribute) -> Option<crate::ir::Attribute> {
    let ctx = rw.ctx;
    let AttrData::DenseElements { ty, values, .. } = ctx.attr_data(a) else { return None };
    let elem = ctx.element_type_or_self(*ty);
    Some(match values {
        DenseValues::Int(v) => {
            let x = *v.first()?;
            if matches!(ctx.type_data(elem), TypeData::Integer { width: 1, .. }) {
                ctx.bool_attr(x != 0)
            } else {
                ctx.integer_attr(elem, x)
            }
        }
        DenseValues::Float(v) => ctx.intern_attr(AttrData::Float { ty: elem, bits: *v.first()? }),
        _ => return None,
    })
}

/// `memref.get_global`: a descriptor of the global's address (via `llvm.mlir.addressof`
/// and a GEP), with `0xdeadbeef` as the allocated pointer since the memory is not to be
/// freed.
pub fn get_global(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(ty) = result_type(rw, op) else { return false };
    if !convertible_identity(rw, ty) {
        return false;
    }
    let (Some(desc_ty), Some(arr), Some(space)) =
        (rw.convert_type(ty), global_type(rw, ty), desc::address_space(rw, ty))
    else {
        return false;
    };
    let Some(name) = attr(rw, op, "name") else { return false };
    let Some((sizes, strides, _)) = desc::alloc_sizes(rw, ty, &[], true) else { return false };
    let ptr = ctx.llvm_ptr(space);
    let mut st = rw.state("llvm.mlir.addressof");
    st.add_attr(ctx.ident("global_name"), name);
    st.result_types.push(ptr);
    let addr = rw.insert_value(st);
    let rank = sizes.len();
    let zeros: SmallVec<[GepIndex; 4]> = (0..=rank).map(|_| GepIndex::Const(0)).collect();
    let g = desc::gep(rw, addr, arr, &zeros, GEP_NONE);
    // The poison allocated pointer is an integer of the pointer's width (64 bits).
    let i64t = ctx.common().i64;
    let dead = rw.constant(i64t, ctx.integer_attr(ctx.index_type(), 0xdeadbeef));
    let bad = desc::simple(rw, "llvm.inttoptr", &[dead], ptr);
    let d = desc::create(rw, desc_ty, bad, g, &sizes, &strides);
    rw.replace_op(op, &[d]);
    true
}
