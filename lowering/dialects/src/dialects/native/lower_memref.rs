//! The Rust side of the memref -> llvm rules (MLIR 22's MemRefToLLVM,
//! `-finalize-memref-to-llvm`) in `spec/conversion/memref_to_llvm.td`: the memref terms the
//! rules call (runtime function calls, the allocation options and alignments, the static
//! and dynamic offsets, sizes and strides of views and transposes, `memref.dim`'s
//! questions), and the lowerings rules cannot express: the ops with regions
//! (`alloca_scope`, `generic_atomic_rmw`, `global` with its initializer) and `reshape`,
//! whose unranked form builds a loop.
//!
//! What creates ops does so in the order MLIR's patterns do, so that the printed IR
//! matches value for value.

use crate::llvm_types;
use smallvec::SmallVec;

use crate::conversion::descriptor::{self as desc, GepIndex, GEP_INBOUNDS_NUW, GEP_NONE};
use crate::conversion::Rewriter;
use crate::dialects::gen::{arith, builtin, llvm, llvm_enums, llvm_intrinsics, memref as memref_ops};
use crate::dialects::native::lower_func::{call_declared, call_declared_void};
use crate::ir::layout as memref_layout;
use crate::ir::{AttrData, Attribute, BlockId, DenseValues, OpId, OpRef, Type, TypeData, Value};

// ---- small helpers --------------------------------------------------------------------

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

fn identity_layout(rw: &Rewriter<'_, '_>, ty: Type) -> bool {
    match rw.ctx.type_data(ty) {
        TypeData::MemRef { shape, layout, .. } => memref_layout::layout_is_identity(rw.ctx, shape.len(), *layout),
        _ => false,
    }
}

/// MLIR's `isConvertibleAndHasIdentityMaps`.
fn convertible_identity(rw: &Rewriter<'_, '_>, ty: Type) -> bool {
    identity_layout(rw, ty) && rw.convert_type(ty).is_some()
}

fn rank_of(rw: &Rewriter<'_, '_>, ty: Type) -> Option<usize> {
    rw.ctx.shape(ty).map(|s| s.len())
}

fn elem_type(rw: &Rewriter<'_, '_>, ty: Type) -> Option<Type> {
    rw.convert_type(rw.ctx.element_type_or_self(ty))
}

/// `llvm.br` to `dest` passing `args`.
fn br(rw: &mut Rewriter<'_, '_>, args: &[Value], dest: BlockId) {
    let st = llvm::BrOp::build(rw.ctx, rw.loc, args, None, dest);
    rw.insert(st);
}

/// `llvm.cond_br` on `cond` to each (block, arguments) of `then` and `else_`.
fn cond_br(rw: &mut Rewriter<'_, '_>, cond: Value, then: (BlockId, &[Value]), else_: (BlockId, &[Value])) {
    let st = llvm::CondBrOp::build(rw.ctx, rw.loc, cond, then.1, else_.1, None, None, then.0, else_.0);
    rw.insert(st);
}

/// `llvm.add` without overflow flags.
fn add(rw: &mut Rewriter<'_, '_>, a: Value, b: Value) -> Value {
    let ty = rw.value_type(a);
    let st = llvm::AddOp::build(rw.ctx, rw.loc, a, b, None, ty);
    rw.insert_value(st)
}

/// `llvm.sub` without overflow flags.
fn sub(rw: &mut Rewriter<'_, '_>, a: Value, b: Value) -> Value {
    let ty = rw.value_type(a);
    let st = llvm::SubOp::build(rw.ctx, rw.loc, a, b, None, ty);
    rw.insert_value(st)
}

/// `llvm.mul` without overflow flags.
fn mul(rw: &mut Rewriter<'_, '_>, a: Value, b: Value) -> Value {
    let ty = rw.value_type(a);
    let st = llvm::MulOp::build(rw.ctx, rw.loc, a, b, None, ty);
    rw.insert_value(st)
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
            let n = shape.iter().try_fold(1u64, |acc, &d| acc.checked_mul(u64::try_from(d).ok()?))?;
            let bits = match ctx.type_data(*e) {
                TypeData::Integer { width, .. } => *width as u64,
                TypeData::Float(k) => k.width() as u64,
                TypeData::Index => index_bits,
                _ => return None,
            };
            bits.checked_mul(n)?.div_ceil(8).checked_next_power_of_two()
        }
        TypeData::MemRef { shape, .. } => Some(16 + index_bits / 8 * (1 + 2 * shape.len() as u64)),
        TypeData::UnrankedMemRef { .. } => Some(index_bits / 8 + 8),
        _ => scalar(elem),
    }
}

// ---- allocation -----------------------------------------------------------------------

/// Term `HasIdentityLayout`: whether a ranked memref type has the identity layout, the
/// only one MLIR's allocation lowerings take (`isConvertibleAndHasIdentityMaps`; a rule
/// declines types that do not convert by itself).
pub fn has_identity_layout(rw: &mut Rewriter<'_, '_>, ty: Type) -> bool {
    identity_layout(rw, ty)
}

/// Term `UseAlignedAlloc`: the `use-aligned-alloc` option.
pub fn use_aligned_alloc(rw: &mut Rewriter<'_, '_>) -> bool {
    rw.tc.opts.use_aligned_alloc
}

/// Whether `ty` is a scalar, an element `malloc` aligns for by itself.
fn is_scalar(rw: &Rewriter<'_, '_>, ty: Type) -> bool {
    matches!(rw.ctx.type_data(ty), TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_))
}

/// Term `PadsMalloc`: whether the `malloc`ed buffer of a memref type (as written) is
/// padded to align it: for an explicit alignment, or for elements that are not scalars
/// (`malloc` aligns for the largest scalar only).
pub fn pads_malloc(rw: &mut Rewriter<'_, '_>, memref: Type, alignment: Option<Attribute>) -> bool {
    alignment.is_some() || !is_scalar(rw, rw.ctx.element_type_or_self(memref))
}

/// Term `MallocAlignment`: the alignment a padded `malloc`ed buffer is rounded up to: the
/// explicit one as a constant, else the byte size of the element type.
pub fn malloc_alignment(rw: &mut Rewriter<'_, '_>, memref: Type, alignment: Option<Attribute>) -> Option<Value> {
    match alignment {
        Some(a) => {
            let a = i64::try_from(rw.ctx.int_value(a)?).ok()?;
            Some(desc::index_constant(rw, a))
        }
        None => {
            let elem = desc::element_type(rw, memref)?;
            Some(desc::size_of(rw, elem))
        }
    }
}

/// Term `AlignedAllocAlignment`: the alignment `aligned_alloc` gets for a memref type (as
/// written): the explicit one, else the element's byte size rounded up to a power of two,
/// at least 16. Fails on element types without a known size.
pub fn aligned_alloc_alignment(rw: &mut Rewriter<'_, '_>, memref: Type, alignment: Option<Attribute>) -> Option<i64> {
    let elem_size = element_byte_size(rw, rw.ctx.element_type_or_self(memref))?;
    match alignment {
        Some(a) => i64::try_from(rw.ctx.int_value(a)?).ok(),
        None => i64::try_from(elem_size.checked_next_power_of_two()?.max(16)).ok(),
    }
}

/// Term `SizeMultipleOf`: whether the byte size of a memref type (as written) is known to
/// be a multiple of `alignment`: its element size times its static sizes is.
pub fn size_multiple_of(rw: &mut Rewriter<'_, '_>, memref: Type, alignment: i64) -> bool {
    let Some(elem_size) = element_byte_size(rw, rw.ctx.element_type_or_self(memref)) else { return false };
    let divisor = rw
        .ctx
        .shape(memref)
        .unwrap_or(&[])
        .iter()
        .filter(|&&d| !memref_layout::is_dynamic(d))
        .fold(elem_size, |acc, &d| acc.wrapping_mul(d as u64));
    alignment > 0 && divisor % alignment as u64 == 0
}

/// Term `CallMalloc`: `malloc(bytes)` (`_mlir_memref_to_llvm_alloc` under
/// `use-generic-functions`), the `!llvm.ptr` it returns.
pub fn call_malloc(rw: &mut Rewriter<'_, '_>, bytes: Value) -> Option<Value> {
    let name = if rw.tc.opts.use_generic_functions { "_mlir_memref_to_llvm_alloc" } else { "malloc" };
    call_declared(rw, name, &[bytes], llvm_types::ptr(rw.ctx, 0))
}

/// Term `CallAlignedAlloc`: `aligned_alloc(alignment, bytes)`
/// (`_mlir_memref_to_llvm_aligned_alloc` under `use-generic-functions`).
pub fn call_aligned_alloc(rw: &mut Rewriter<'_, '_>, alignment: Value, bytes: Value) -> Option<Value> {
    let name = if rw.tc.opts.use_generic_functions { "_mlir_memref_to_llvm_aligned_alloc" } else { "aligned_alloc" };
    call_declared(rw, name, &[alignment, bytes], llvm_types::ptr(rw.ctx, 0))
}

/// Term `CallFree`: `free(ptr)` (`_mlir_memref_to_llvm_free` under
/// `use-generic-functions`); its results, none.
pub fn call_free(rw: &mut Rewriter<'_, '_>, ptr: Value) -> Option<Vec<Value>> {
    let name = if rw.tc.opts.use_generic_functions { "_mlir_memref_to_llvm_free" } else { "free" };
    call_declared_void(rw, name, &[ptr]).then(Vec::new)
}

/// Term `CallMemRefCopy`: `memrefCopy(elem_size, from, to)` of two unranked descriptors on
/// the stack (the runtime's strided copy); its results, none.
pub fn call_memref_copy(rw: &mut Rewriter<'_, '_>, elem_size: Value, from: Value, to: Value) -> Option<Vec<Value>> {
    call_declared_void(rw, "memrefCopy", &[elem_size, from, to]).then(Vec::new)
}

/// `memref.alloca_scope`: the body inlined between `llvm.intr.stacksave` and
/// `llvm.intr.stackrestore`, its results passed to a continuation block.
pub fn alloca_scope(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(&region) = rw.body.op(op).regions.first() else { return false };
    let blocks: SmallVec<[crate::ir::BlockId; 4]> = rw.body.region(region).blocks.iter().copied().collect();
    let (Some(&first), Some(&last)) = (blocks.first(), blocks.last()) else { return false };
    let Some(ret) = rw.body.terminator(last) else { return false };
    if memref_ops::AllocaScopeReturnOp::cast(OpRef::new(ctx, rw.body, ret)).is_none() {
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
        br(rw, &[], remaining);
        b
    };
    // The body goes right before the continuation.
    rw.inline_region_after(region, current);
    let ptr = llvm_types::ptr(ctx, 0);
    rw.set_insertion(current, None);
    let save = rw.insert_value(llvm_intrinsics::StackSaveOp::build(ctx, rw.loc, ptr));
    br(rw, &[], first);
    rw.set_insertion(last, Some(ret));
    rw.insert(llvm_intrinsics::StackRestoreOp::build(ctx, rw.loc, save));
    br(rw, &ret_values, cont);
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

/// `memref.generic_atomic_rmw`: a compare-and-swap loop. The initial load branches to a
/// block running the body on the current value, `llvm.cmpxchg acq_rel monotonic` stores
/// the result, and a failure loops with the loaded value.
pub fn generic_atomic_rmw(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some((ty, d, idx)) = access(rw, op, 0, 1) else { return false };
    let Some(elem) = elem_type(rw, ty) else { return false };
    // `llvm.cmpxchg` takes integers and pointers only: MLIR 22 leaves the op of a float
    // (or other) element type unconverted.
    if ctx.int_width(elem).is_none() && !llvm_types::is_ptr(ctx, elem) {
        return false;
    }
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
    br(rw, &[init], loop_block);
    // The body's ops move into the loop (MLIR clones them; they are converted next).
    let body_ops: SmallVec<[OpId; 8]> = rw.body.block_ops(entry).filter(|&o| o != yield_op).collect();
    for o in body_ops {
        rw.body.unlink_op(o);
        rw.body.insert_op(loop_block, Some(op), o);
    }
    rw.replace_all_uses(cur, loop_arg);
    let result = if yielded == cur { loop_arg } else { yielded };
    rw.set_insertion(loop_block, Some(op));
    let (acq_rel, monotonic) =
        (llvm_enums::AtomicOrdering::AcqRel.attr(ctx), llvm_enums::AtomicOrdering::Monotonic.attr(ctx));
    let pair_ty = llvm_types::literal_struct(ctx, &[elem, ctx.common().i1], false);
    let st = llvm::AtomicCmpXchgOp::build(
        ctx,
        rw.loc,
        p,
        loop_arg,
        result,
        Some(acq_rel),
        Some(monotonic),
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        pair_ty,
    );
    let pair = rw.insert_value(st);
    let new_loaded = rw.extract_value(pair, &[0]);
    let ok = rw.extract_value(pair, &[1]);
    cond_br(rw, ok, (end_block, &[]), (loop_block, &[new_loaded]));
    rw.replace_op(op, &[new_loaded]);
    true
}

// ---- metadata -------------------------------------------------------------------------

/// Term `ConstantIndex`: the integer an index value (as written) is a constant of: an
/// `arith.constant`, or one converted earlier in the walk (followed through its
/// replacement and the cast back).
pub fn constant_index_of(rw: &mut Rewriter<'_, '_>, v: Value) -> Option<i64> {
    let ctx = rw.ctx;
    let defining = |v: Value| match rw.body.value(v).def {
        crate::ir::ValueDef::OpResult { op, .. } => Some(OpRef::new(ctx, rw.body, op)),
        _ => None,
    };
    let mut def = defining(rw.mapped(v))?;
    if builtin::UnrealizedConversionCastOp::cast(def).is_some() {
        def = defining(*def.operands().first()?)?;
    }
    let a = match (arith::ConstantOp::cast(def), llvm::ConstantOp::cast(def)) {
        (Some(c), _) => c.value_attr(),
        (_, Some(c)) => c.value_attr(),
        _ => None,
    }?;
    ctx.int_value(a).and_then(|v| i64::try_from(v).ok())
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
    let plus = add(rw, one, index);
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
    let elem_ptr = llvm_types::ptr(rw.ctx, space);
    let p = rw.extract_value(d, &[1]);
    let a = desc::unranked_allocated_ptr(rw, p, elem_ptr);
    let b = desc::unranked_aligned_ptr(rw, p, elem_ptr);
    let o = want_offset.then(|| desc::unranked_offset(rw, p, elem_ptr));
    Some((a, b, o))
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
        if !llvm_types::is_struct(ctx, target) {
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
                // result is then bridged to the converted index type only when its type
                // differs from it (an `i64` shape under 64-bit indices is used as is).
                let pos = desc::index_constant(rw, i as i64);
                let Some(g) = desc::strided_element_ptr(rw, shape_ty, shape, &[pos], GEP_INBOUNDS_NUW) else {
                    return false;
                };
                let v = desc::load(rw, g, shape_elem);
                let orig_elem = ctx.element_type_or_self(shape_ty);
                let (v, vt) = if orig_elem == ctx.index_type() {
                    (unrealized_cast(rw, v, orig_elem), orig_elem)
                } else {
                    (v, shape_elem)
                };
                if vt == index {
                    v
                } else {
                    unrealized_cast(rw, v, index)
                }
            };
            let Some(s) = stride else { return false };
            out = rw.insert_value_at(out, size, &[3, i as i64]);
            out = rw.insert_value_at(out, s, &[4, i as i64]);
            stride = Some(mul(rw, s, size));
        }
        rw.replace_op(op, &[out]);
        return true;
    }
    // Unknown result rank: the ranked descriptor is built on the stack by a loop.
    let Some(space) = desc::address_space(rw, dst) else { return false };
    let Some(shape_elem) = elem_type(rw, shape_ty) else { return false };
    let elem_ptr = llvm_types::ptr(ctx, space);
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
    let rank_minus_one = sub(rw, result_rank, one);
    let init = rw.current_block();
    let Some(cond) = rw.split_at_current() else { return false };
    let loc = Some(rw.loc);
    let iv = rw.body.add_block_arg(cond, index, loc);
    let st_arg = rw.body.add_block_arg(cond, index, loc);
    rw.set_insertion(init, None);
    br(rw, &[rank_minus_one, one], cond);
    rw.set_insertion(cond, Some(op));
    let zero = desc::index_constant(rw, 0);
    let sge = llvm_enums::ICmpPredicate::Sge.attr(ctx);
    let pred = rw.insert_value(llvm::ICmpOp::build(ctx, rw.loc, iv, zero, Some(sge), ctx.common().i1));
    let body = rw.body.split_block(cond, op);
    rw.set_insertion(body, Some(op));
    let g = desc::gep(rw, shape_ptr, shape_elem, &[GepIndex::Value(iv)], GEP_NONE);
    let size = desc::load(rw, g, index);
    let sp = desc::gep(rw, sizes_base, index, &[GepIndex::Value(iv)], GEP_NONE);
    desc::store(rw, size, sp);
    let tp = desc::gep(rw, strides_base, index, &[GepIndex::Value(iv)], GEP_NONE);
    desc::store(rw, st_arg, tp);
    let next_stride = mul(rw, st_arg, size);
    let dec = sub(rw, iv, one);
    br(rw, &[dec, next_stride], cond);
    let rest = rw.body.split_block(body, op);
    rw.set_insertion(cond, None);
    cond_br(rw, pred, (body, &[]), (rest, &[]));
    rw.set_insertion(rest, Some(op));
    rw.replace_op(op, &[u]);
    true
}

fn unrealized_cast(rw: &mut Rewriter<'_, '_>, v: Value, ty: Type) -> Value {
    let st = builtin::UnrealizedConversionCastOp::build(rw.ctx, rw.loc, &[v], &[ty]);
    rw.insert_value(st)
}

// ---- views ----------------------------------------------------------------------------

/// The entries of a dense i64 array of static offsets, sizes or strides, `None` for the
/// dynamic ones.
fn static_entries(rw: &Rewriter<'_, '_>, statics: Attribute) -> Option<Vec<Option<i64>>> {
    match rw.ctx.attr_data(statics) {
        AttrData::DenseArrayInt { values, .. } => {
            Some(values.iter().map(|&v| (!memref_layout::is_dynamic(v)).then_some(v)).collect())
        }
        _ => None,
    }
}

/// Entry `i` of a list of offsets, sizes or strides whose static entries are `statics`
/// and dynamic ones `dynamic`: the constant, or the operand standing for it.
fn mixed_entry(rw: &mut Rewriter<'_, '_>, statics: &[Option<i64>], dynamic: &[Value], i: usize) -> Option<Value> {
    match *statics.get(i)? {
        Some(c) => Some(desc::index_constant(rw, c)),
        None => dynamic.get(statics[..i].iter().filter(|e| e.is_none()).count()).copied(),
    }
}

/// Term `StaticOrDynamic`: entry `i` of the offsets, sizes or strides of a
/// `memref.reinterpret_cast` (`statics` its `static_*` array, `dynamic` the operands of the
/// dynamic entries): a constant, or the operand standing for it.
pub fn static_or_dynamic(rw: &mut Rewriter<'_, '_>, statics: Attribute, dynamic: &[Value], i: i64) -> Option<Value> {
    let entries = static_entries(rw, statics)?;
    mixed_entry(rw, &entries, dynamic, usize::try_from(i).ok()?)
}

/// Term `InsertSizesAndStrides`: `desc` with each size, then its stride, set from the
/// mixed lists of a `memref.reinterpret_cast` (see `StaticOrDynamic`), constants made
/// as they are set. Fails unless both lists have the descriptor's rank.
pub fn insert_sizes_and_strides(
    rw: &mut Rewriter<'_, '_>,
    mut d: Value,
    static_sizes: Attribute,
    sizes: &[Value],
    static_strides: Attribute,
    strides: &[Value],
) -> Option<Value> {
    let (size_entries, stride_entries) = (static_entries(rw, static_sizes)?, static_entries(rw, static_strides)?);
    let rank = desc::descriptor_type_rank(rw, rw.value_type(d))?;
    if size_entries.len() != rank || stride_entries.len() != rank {
        return None;
    }
    for i in 0..rank {
        let size = mixed_entry(rw, &size_entries, sizes, i)?;
        d = rw.insert_value_at(d, size, &[3, i as i64]);
        let stride = mixed_entry(rw, &stride_entries, strides, i)?;
        d = rw.insert_value_at(d, stride, &[4, i as i64]);
    }
    Some(d)
}

/// Term `IsViewLayout`: whether the result type of a `memref.view` has a layout MLIR
/// lowers: strided with offset 0 and an innermost stride of 1 (or 0, in an empty memref).
pub fn is_view_layout(rw: &mut Rewriter<'_, '_>, memref: Type) -> bool {
    let Some((strides, offset)) = memref_layout::strides_and_offset(rw.ctx, memref) else { return false };
    offset == 0 && strides.last().is_none_or(|&s| s == 1 || s == 0)
}

/// Term `ViewSizesAndStrides`: `desc` with the sizes and strides of a `memref.view` result
/// of type `memref` (as written), innermost first: each size static or the next of
/// `sizes`, each stride static, or the product of the next inner stride and size (1
/// innermost).
pub fn view_sizes_and_strides(rw: &mut Rewriter<'_, '_>, mut d: Value, memref: Type, sizes: &[Value]) -> Option<Value> {
    let (strides, _) = memref_layout::strides_and_offset(rw.ctx, memref)?;
    let shape: SmallVec<[i64; 4]> = rw.ctx.shape(memref)?.iter().copied().collect();
    let mut stride: Option<Value> = None;
    let mut next_size: Option<Value> = None;
    for i in (0..shape.len()).rev() {
        let size = if memref_layout::is_dynamic(shape[i]) {
            *sizes.get(shape[..i].iter().filter(|&&s| memref_layout::is_dynamic(s)).count())?
        } else {
            desc::index_constant(rw, shape[i])
        };
        d = rw.insert_value_at(d, size, &[3, i as i64]);
        let s = match (memref_layout::is_dynamic(strides[i]), next_size, stride) {
            (false, _, _) => desc::index_constant(rw, strides[i]),
            (true, Some(inner_size), Some(inner)) => mul(rw, inner, inner_size),
            (true, Some(inner_size), None) => inner_size,
            (true, None, _) => desc::index_constant(rw, 1),
        };
        d = rw.insert_value_at(d, s, &[4, i as i64]);
        stride = Some(s);
        next_size = Some(size);
    }
    Some(d)
}

/// The permutation of a `memref.transpose` map whose results are dims.
fn permutation(rw: &Rewriter<'_, '_>, map: Attribute) -> Option<Vec<usize>> {
    let AttrData::AffineMap(m) = rw.ctx.attr_data(map) else { return None };
    m.results
        .iter()
        .map(|e| match e {
            crate::ir::AffineExpr::Dim(p) => Some(*p as usize),
            _ => None,
        })
        .collect()
}

/// Term `IsIdentityPermutation`: whether a `memref.transpose` permutation keeps every
/// dimension in place.
pub fn is_identity_permutation(rw: &mut Rewriter<'_, '_>, map: Attribute) -> bool {
    permutation(rw, map).is_some_and(|p| p.iter().enumerate().all(|(i, &d)| i == d))
}

/// Term `PermuteSizesAndStrides`: `desc` with size and stride `t` read from `source`'s at
/// the permutation's result `t`, each read just before it is set. Fails unless the
/// permutation has the descriptors' rank.
pub fn permute_sizes_and_strides(
    rw: &mut Rewriter<'_, '_>,
    mut d: Value,
    source: Value,
    map: Attribute,
) -> Option<Value> {
    let perm = permutation(rw, map)?;
    let rank = desc::descriptor_type_rank(rw, rw.value_type(source))?;
    if perm.len() != rank || perm.iter().any(|&p| p >= rank) {
        return None;
    }
    for (t, &s) in perm.iter().enumerate() {
        let v = desc::size(rw, source, s);
        d = rw.insert_value_at(d, v, &[3, t as i64]);
        let v = desc::stride(rw, source, s);
        d = rw.insert_value_at(d, v, &[4, t as i64]);
    }
    Some(d)
}

// ---- copy -----------------------------------------------------------------------------

/// Term `IsContiguous`: whether a memref type can be copied with a memcpy: an identity
/// layout, or a non-empty static shape laid out contiguously in row-major order.
pub fn is_contiguous(rw: &mut Rewriter<'_, '_>, ty: Type) -> bool {
    contiguous(rw, ty)
}

/// Whether a copy can be a memcpy: an identity layout, or a non-empty static shape laid
/// out contiguously in row-major order.
fn contiguous(rw: &Rewriter<'_, '_>, ty: Type) -> bool {
    let ctx = rw.ctx;
    let TypeData::MemRef { shape, .. } = ctx.type_data(ty) else { return false };
    if identity_layout(rw, ty) {
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

// ---- globals --------------------------------------------------------------------------

/// The LLVM type of a global holding a memref: nested arrays of the element type.
fn global_type(rw: &Rewriter<'_, '_>, ty: Type) -> Option<Type> {
    let mut t = elem_type(rw, ty)?;
    for &d in rw.ctx.shape(ty)?.iter().rev() {
        t = llvm_types::array(rw.ctx, t, u64::try_from(d).ok()?);
    }
    Some(t)
}

/// `memref.global` (identity layout) -> `llvm.mlir.global` of nested arrays: external
/// linkage when public, private otherwise; an `uninitialized` global gets an initializer
/// region returning `llvm.mlir.undef`, a 0-d one the element of its dense initializer.
pub fn global(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(g) = memref_ops::GlobalOp::cast(OpRef::new(ctx, rw.body, op)) else { return false };
    let (Some(ty), Some(name)) = (g.type_(), g.sym_name_attr()) else { return false };
    let public = g.sym_visibility().is_none_or(|v| v == "public");
    let (init, constant, alignment) = (g.initial_value_attr(), g.constant(), g.alignment().filter(|&a| a != 0));
    if !convertible_identity(rw, ty) {
        return false;
    }
    let Some(arr) = global_type(rw, ty) else { return false };
    let Some(space) = desc::address_space(rw, ty) else { return false };
    let uninitialized = init.is_some_and(|a| matches!(ctx.attr_data(a), AttrData::Unit));
    let value = match init.filter(|_| !uninitialized) {
        // A 0-d global holds the element itself.
        Some(v) if ctx.shape(ty).is_some_and(|s| s.is_empty()) => match splat_value(rw, v) {
            Some(x) => Some(x),
            None => return false,
        },
        v => v,
    };
    let linkage = if public { llvm_enums::Linkage::External } else { llvm_enums::Linkage::Private };
    let (i32t, i64t) = (ctx.common().i32, ctx.common().i64);
    let mut st = llvm::GlobalOp::build(
        ctx,
        rw.loc,
        Some(ctx.type_attr(arr)),
        constant.then(|| ctx.unit_attr()),
        Some(name),
        Some(linkage.attr(ctx)),
        None,
        None,
        None,
        value,
        alignment.map(|a| ctx.integer_attr(i64t, i128::from(a))),
        Some(ctx.integer_attr(i32t, i128::from(space))),
        None,
        None,
        None,
        None,
        Some(llvm_enums::Visibility::Default.attr(ctx)),
        None,
    );
    if uninitialized {
        let (body, region) = rw.build_body(&[], |rw, _| {
            let u = rw.insert_value(llvm::UndefOp::build(rw.ctx, rw.loc, arr));
            rw.insert(llvm::ReturnOp::build(rw.ctx, rw.loc, Some(u)));
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

/// Term `GlobalElementAddress`: the address of the first element of the global holding a
/// memref of type `memref` (as written) whose address is `addr`: a GEP of rank + 1 zeros
/// over the global's nested arrays.
pub fn global_element_address(rw: &mut Rewriter<'_, '_>, addr: Value, memref: Type) -> Option<Value> {
    let arr = global_type(rw, memref)?;
    let zeros: SmallVec<[GepIndex; 4]> = (0..=rank_of(rw, memref)?).map(|_| GepIndex::Const(0)).collect();
    Some(desc::gep(rw, addr, arr, &zeros, GEP_NONE))
}
