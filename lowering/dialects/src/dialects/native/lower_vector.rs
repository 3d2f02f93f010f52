//! The terms of vector -> llvm (`spec/conversion/vector_to_llvm.td`, MLIR 22's
//! VectorToLLVM): questions about vector types as written, the shuffle masks and
//! constants the rules build, and the lowerings that walk positions (extract/insert
//! through nested arrays, n-D broadcast, mixed-type shuffles, from/to_elements, the
//! runtime calls of vector.print).
//!
//! What creates ops does so in the order MLIR's patterns do, so that the printed IR
//! matches value for value.

use crate::conversion::descriptor as desc;
use crate::conversion::Rewriter;
use crate::dialects::gen::llvm_enums;
use crate::dialects::native::lower_func::call_declared_void;
use crate::ir::{AttrData, Attribute, Type, TypeData, Value, DYNAMIC};
use crate::llvm_types;

// ---- helpers ------------------------------------------------------------------------------

/// Shape and element type of a builtin vector type.
fn vector_parts(rw: &Rewriter<'_, '_>, ty: Type) -> Option<(Vec<i64>, Type)> {
    match rw.ctx.type_data(ty) {
        TypeData::Vector { shape, elem, .. } => Some((shape.to_vec(), *elem)),
        _ => None,
    }
}

fn i64s(rw: &Rewriter<'_, '_>, a: Attribute) -> Option<Vec<i64>> {
    match rw.ctx.attr_data(a) {
        AttrData::DenseArrayInt { values, .. } => Some(values.to_vec()),
        _ => None,
    }
}

/// `llvm.mlir.constant(v : ty) : ty` for an integer type.
fn int_constant(rw: &mut Rewriter<'_, '_>, ty: Type, v: i64) -> Value {
    let a = rw.ctx.integer_attr(ty, v as i128);
    rw.constant(ty, a)
}

/// `llvm.mlir.constant(v : index) : <converted index>`, as MLIR's shuffle lowering makes
/// its positions.
fn index_constant(rw: &mut Rewriter<'_, '_>, v: i64) -> Value {
    let a = rw.ctx.integer_attr(rw.ctx.index_type(), v as i128);
    let ty = rw.tc.index_type();
    rw.constant(ty, a)
}

fn extract_element(rw: &mut Rewriter<'_, '_>, v: Value, pos: Value) -> Option<Value> {
    let (_, elem) = match rw.ctx.type_data(rw.value_type(v)) {
        TypeData::Vector { shape, elem, .. } => (shape.len(), *elem),
        _ => return None,
    };
    let mut st = rw.state("llvm.extractelement");
    st.operands.extend([v, pos]);
    st.result_types.push(elem);
    Some(rw.insert_value(st))
}

fn insert_element(rw: &mut Rewriter<'_, '_>, v: Value, x: Value, pos: Value) -> Value {
    let ty = rw.value_type(v);
    let mut st = rw.state("llvm.insertelement");
    st.operands.extend([v, x, pos]);
    st.result_types.push(ty);
    rw.insert_value(st)
}

/// A position of a vector op: a static index or a (converted) dynamic value.
#[derive(Clone, Copy)]
enum Pos {
    Static(i64),
    Dynamic(Value),
}

/// The mixed static/dynamic positions of vector.extract/insert; `None` on a poison (-1)
/// index, which MLIR's folders remove before this lowering.
fn positions(rw: &Rewriter<'_, '_>, dynamic: &[Value], static_pos: Attribute) -> Option<Vec<Pos>> {
    let mut k = 0;
    let mut out = Vec::new();
    for p in i64s(rw, static_pos)? {
        if p == DYNAMIC {
            out.push(Pos::Dynamic(*dynamic.get(k)?));
            k += 1;
        } else if p < 0 {
            return None;
        } else {
            out.push(Pos::Static(p));
        }
    }
    Some(out)
}

/// MLIR's `getAsLLVMValue`: an i64 constant for a static position.
fn position_value(rw: &mut Rewriter<'_, '_>, p: Pos) -> Value {
    match p {
        Pos::Static(v) => {
            let i64t = rw.ctx.common().i64;
            int_constant(rw, i64t, v)
        }
        Pos::Dynamic(v) => v,
    }
}

fn all_static(ps: &[Pos]) -> Option<Vec<i64>> {
    ps.iter()
        .map(|p| match p {
            Pos::Static(v) => Some(*v),
            Pos::Dynamic(_) => None,
        })
        .collect()
}

// ---- type questions -----------------------------------------------------------------------

/// Term `IsVectorType`: whether a type (as written) is a builtin vector.
pub fn is_vector_type(rw: &mut Rewriter<'_, '_>, ty: Type) -> bool {
    vector_parts(rw, ty).is_some()
}

/// Term `VectorRankIs`: whether a type (as written) is a vector of rank `n`.
pub fn vector_rank_is(rw: &mut Rewriter<'_, '_>, ty: Type, n: i64) -> bool {
    vector_parts(rw, ty).is_some_and(|(s, _)| s.len() as i64 == n)
}

/// Term `VectorRankAbove`: whether a type (as written) is a vector of rank above `n`.
pub fn vector_rank_above(rw: &mut Rewriter<'_, '_>, ty: Type, n: i64) -> bool {
    vector_parts(rw, ty).is_some_and(|(s, _)| s.len() as i64 > n)
}

/// Term `IsScalableVector`: whether a type (as written) has a scalable dimension.
pub fn is_scalable_vector(rw: &mut Rewriter<'_, '_>, ty: Type) -> bool {
    matches!(rw.ctx.type_data(ty), TypeData::Vector { scalable, .. } if scalable.iter().any(|s| *s))
}

/// Term `IsIntOrIndex`: an integer or index type (as written).
pub fn is_int_or_index(rw: &mut Rewriter<'_, '_>, ty: Type) -> bool {
    matches!(rw.ctx.type_data(ty), TypeData::Integer { .. } | TypeData::Index)
}

/// Term `IsFloatType`.
pub fn is_float_type(rw: &mut Rewriter<'_, '_>, ty: Type) -> bool {
    matches!(rw.ctx.type_data(ty), TypeData::Float(_))
}

/// Term `Inner1D`: the 1-D vector inside an n-D vector's nested arrays (the type itself
/// otherwise).
pub fn inner_1d(rw: &mut Rewriter<'_, '_>, mut ty: Type) -> Type {
    while let Some((elem, _)) = llvm_types::as_array(rw.ctx, ty) {
        ty = elem;
    }
    ty
}

/// Term `KindIs`: whether a `#vector.kind<...>` attribute is the case `kw`.
pub fn kind_is(rw: &mut Rewriter<'_, '_>, kind: Attribute, kw: &str) -> bool {
    match rw.ctx.attr_data(kind) {
        AttrData::Enum { def, value } => def.0.cases.iter().any(|c| c.0 == kw && c.1 == *value),
        _ => false,
    }
}

/// Term `HasValues`: whether an optional operand is there.
pub fn has_values(_: &mut Rewriter<'_, '_>, vs: &[Value]) -> bool {
    !vs.is_empty()
}

/// Term `First`: the value of a present optional operand.
pub fn first(_: &mut Rewriter<'_, '_>, vs: &[Value]) -> Option<Value> {
    vs.first().copied()
}

// ---- attributes ---------------------------------------------------------------------------

/// Term `SplatMask`: the all-zero shuffle mask as long as the trailing dimension of a
/// vector type (as written).
pub fn splat_mask(rw: &mut Rewriter<'_, '_>, ty: Type) -> Option<Attribute> {
    let (shape, _) = vector_parts(rw, ty)?;
    let n = *shape.last()?;
    Some(rw.ctx.dense_i32_array(&vec![0; n as usize]))
}

/// Term `InterleaveMask`: `[0, n, 1, n + 1, ...]` for two vectors of `n` elements (one
/// for 0-D vectors).
pub fn interleave_mask(rw: &mut Rewriter<'_, '_>, ty: Type) -> Option<Attribute> {
    let (shape, _) = vector_parts(rw, ty)?;
    let n = shape.last().copied().unwrap_or(1);
    let mask: Vec<i64> = (0..n).flat_map(|i| [i, n + i]).collect();
    Some(rw.ctx.dense_i32_array(&mask))
}

/// Term `StridedMask`: `[start, start + 2, ...]` over a vector of `n` elements (the even or
/// odd half of a deinterleave).
pub fn strided_mask(rw: &mut Rewriter<'_, '_>, ty: Type, start: i64) -> Option<Attribute> {
    let (shape, _) = vector_parts(rw, ty)?;
    let n = *shape.last()?;
    let mask: Vec<i64> = (start..n).step_by(2).collect();
    Some(rw.ctx.dense_i32_array(&mask))
}

/// Term `I32Mask`: a dense i64 shuffle mask as the i32 one `llvm.shufflevector` takes.
pub fn i32_mask(rw: &mut Rewriter<'_, '_>, mask: Attribute) -> Option<Attribute> {
    let v = i64s(rw, mask)?;
    Some(rw.ctx.dense_i32_array(&v))
}

/// Term `ReductionFlags`: arith fast-math flags as LLVM's, plus `reassoc` under the pass
/// option `reassociate-fp-reductions`.
pub fn reduction_flags(rw: &mut Rewriter<'_, '_>, fm: Option<Attribute>) -> Attribute {
    let reassoc = rw.tc.opts.reassociate_fp_reductions;
    llvm_fastmath(rw, fm, reassoc)
}

/// arith fast-math flags `fm` as LLVM's, plus `reassoc` when `reassoc` is set.
fn llvm_fastmath(rw: &mut Rewriter<'_, '_>, fm: Option<Attribute>, reassoc: bool) -> Attribute {
    let llvm_def = &llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM;
    let bit_of = |kw: &str| llvm_def.cases.iter().find(|c| c.0 == kw).map_or(0, |c| c.1);
    // The two enums name the flags alike but number them differently: map by keyword
    // (single-bit cases only; `fast` is their union).
    let mut bits = 0;
    if let Some(AttrData::Enum { def, value }) = fm.map(|a| rw.ctx.attr_data(a)) {
        for &(kw, v) in def.0.cases.iter() {
            if v != 0 && v.is_power_of_two() && value & v == v {
                bits |= bit_of(kw);
            }
        }
    }
    if reassoc {
        bits |= bit_of("reassoc");
    }
    rw.ctx.enum_attr(llvm_def, bits)
}

/// Term `AccOrNeutral`: the accumulator if given, else `llvm.mlir.constant` of the
/// reduction's neutral value (`value`, 0 or 1) of type `ty`.
pub fn acc_or_neutral(rw: &mut Rewriter<'_, '_>, acc: &[Value], ty: Type, value: i64) -> Option<Value> {
    if let Some(&a) = acc.first() {
        return Some(a);
    }
    let attr = match rw.ctx.type_data(ty) {
        TypeData::Float(_) => rw.ctx.float_or_splat_attr(ty, value as f64),
        TypeData::Integer { .. } => rw.ctx.integer_attr(ty, value as i128),
        _ => return None,
    };
    Some(rw.constant(ty, attr))
}

/// Term `VectorAlignment`: the alignment of a vector load or store of `vector`: the op's
/// own, else the ABI alignment of the memref's (converted) element type, or under
/// `use-vector-alignment` of the (converted) vector type.
pub fn vector_alignment(
    rw: &mut Rewriter<'_, '_>,
    memref: Type,
    vector: Type,
    explicit: Option<Attribute>,
) -> Option<Attribute> {
    let ctx = rw.ctx;
    if let Some(a) = explicit {
        return Some(a);
    }
    let of = if rw.tc.opts.use_vector_alignment { vector } else { ctx.element_type_or_self(memref) };
    let elem = rw.convert_type(of)?;
    let align = abi_alignment(rw, elem)?;
    Some(ctx.integer_attr(ctx.common().i64, align as i128))
}

/// Term `AlignArgAttrs`: the `arg_attrs` of an intrinsic call with `n` arguments whose
/// argument `ptr` carries `llvm.align` of the op's alignment; declines (the rule without
/// them applies) when there is no alignment or it is 1, LLVM's default for the masked
/// expanding load and compressing store.
pub fn align_arg_attrs(rw: &mut Rewriter<'_, '_>, alignment: Option<Attribute>, ptr: i64, n: i64) -> Option<Attribute> {
    let ctx = rw.ctx;
    let align = ctx.int_value(alignment?)?;
    if align == 1 {
        return None;
    }
    let entry =
        crate::ir::NamedAttr { name: ctx.ident("llvm.align"), value: ctx.integer_attr(ctx.common().i64, align) };
    let dicts: Vec<Attribute> =
        (0..n).map(|i| if i == ptr { ctx.dictionary(&[entry]) } else { ctx.dictionary(&[]) }).collect();
    Some(ctx.array_attr(&dicts))
}

/// Constraint `LastDimUnitStride`: a memref whose innermost stride is 1 (or of rank 0),
/// MLIR's `isLastDimUnitStride`.
pub fn last_dim_unit_stride(rw: &mut Rewriter<'_, '_>, memref: Type) -> bool {
    crate::ir::layout::strides_and_offset(rw.ctx, memref).is_some_and(|(s, _)| s.last().is_none_or(|l| *l == 1))
}

/// Term `AsI32Attr`: an integer attribute as an i32 one (masked loads and stores).
pub fn as_i32_attr(rw: &mut Rewriter<'_, '_>, a: Attribute) -> Option<Attribute> {
    let v = rw.ctx.int_value(a)?;
    Some(rw.ctx.integer_attr(rw.ctx.common().i32, v))
}

/// The ABI alignment LLVM's default data layout gives a (converted) type.
fn abi_alignment(rw: &Rewriter<'_, '_>, ty: Type) -> Option<u64> {
    let bits = |rw: &Rewriter<'_, '_>, t: Type| -> Option<u64> {
        match rw.ctx.type_data(t) {
            TypeData::Integer { width, .. } => Some(u64::from(*width)),
            TypeData::Float(k) => Some(u64::from(k.width())),
            _ => None,
        }
    };
    let bytes_pow2 = |b: u64| b.div_ceil(8).max(1).next_power_of_two();
    match rw.ctx.type_data(ty) {
        TypeData::Vector { shape, elem, .. } => {
            let n: i64 = shape.iter().product();
            Some(bytes_pow2(bits(rw, *elem)? * n as u64))
        }
        TypeData::Float(k) if k.width() == 80 => Some(16),
        _ if llvm_types::is_ptr(rw.ctx, ty) => Some(8),
        _ => Some(bytes_pow2(bits(rw, ty)?).min(16)),
    }
}

// ---- lowerings that walk positions ---------------------------------------------------------

/// Term `ExtractAt`: vector.extract of `source` (converted; `written` its type as
/// written) at the mixed positions: an `llvm.extractvalue` out of the nested arrays, then
/// an `llvm.extractelement` when the result is a scalar. Fails on a dynamic position
/// into the arrays.
pub fn extract_at(
    rw: &mut Rewriter<'_, '_>,
    source: Value,
    dynamic: &[Value],
    static_pos: Attribute,
    written: Type,
) -> Option<Value> {
    let (shape, _) = vector_parts(rw, written)?;
    let rank = shape.len();
    let mut pos = positions(rw, dynamic, static_pos)?;
    let aggregate = rank >= 2;
    let scalar = pos.len() == rank;
    if rank == 0 {
        pos.push(Pos::Static(0));
    }
    let mut v = source;
    if aggregate {
        let n = if scalar { pos.len() - 1 } else { pos.len() };
        let p = all_static(&pos[..n])?;
        v = rw.extract_value(v, &p);
    }
    if scalar {
        let last = *pos.last()?;
        let at = match (rank, last) {
            // The zero MLIR adds for a 0-D vector is an index-typed constant.
            (0, Pos::Static(_)) => {
                let idx = rw.tc.index_type();
                int_constant(rw, idx, 0)
            }
            _ => position_value(rw, last),
        };
        v = extract_element(rw, v, at)?;
    }
    Some(v)
}

/// Term `InsertAt`: vector.insert of `value` into `dest` (converted; `written` its type
/// as written): for a scalar, an `llvm.insertelement` into the 1-D vector (extracted
/// from the nested arrays first); then an `llvm.insertvalue` into the arrays.
pub fn insert_at(
    rw: &mut Rewriter<'_, '_>,
    value: Value,
    dest: Value,
    dynamic: &[Value],
    static_pos: Attribute,
    written: Type,
) -> Option<Value> {
    let (shape, _) = vector_parts(rw, written)?;
    let rank = shape.len();
    let pos = positions(rw, dynamic, static_pos)?;
    let nested = llvm_types::is_array(rw.ctx, rw.value_type(dest));
    let innermost = pos.len() == rank;
    let outer = if innermost && !pos.is_empty() { &pos[..pos.len() - 1] } else { &pos[..] };
    let scalar_pos = if rank == 0 {
        Some(None)
    } else if innermost {
        Some(pos.last().copied())
    } else {
        None
    };
    let mut v = value;
    if let Some(sp) = scalar_pos {
        let into = if nested {
            let p = all_static(outer)?;
            rw.extract_value(dest, &p)
        } else {
            dest
        };
        let at = match sp {
            Some(p) => position_value(rw, p),
            None => {
                let idx = rw.tc.index_type();
                int_constant(rw, idx, 0)
            }
        };
        v = insert_element(rw, into, value, at);
    }
    if nested {
        let p = all_static(outer)?;
        v = rw.insert_value_at(dest, v, &p);
    }
    Some(v)
}

/// Term `FillArray`: `v` inserted at every position of the nested array `desc`, in
/// row-major order (MLIR's `nDVectorIterate`).
pub fn fill_array(rw: &mut Rewriter<'_, '_>, desc: Value, v: Value) -> Option<Value> {
    let mut dims = Vec::new();
    let mut t = rw.value_type(desc);
    while let Some((elem, len)) = llvm_types::as_array(rw.ctx, t) {
        dims.push(len as i64);
        t = elem;
    }
    if dims.is_empty() || dims.contains(&0) {
        return None;
    }
    let mut acc = desc;
    let mut pos = vec![0i64; dims.len()];
    loop {
        acc = rw.insert_value_at(acc, v, &pos);
        if !crate::conversion::rewriter::next_position(&mut pos, &dims) {
            return Some(acc);
        }
    }
}

/// Term `ShuffleMixed`: vector.shuffle of two operands of different types (or n-D): the
/// result built element by element (1-D: extractelement/insertelement with index
/// constants) or row by row (n-D: extractvalue/insertvalue).
pub fn shuffle_mixed(
    rw: &mut Rewriter<'_, '_>,
    v1: Value,
    v2: Value,
    mask: Attribute,
    v1_written: Type,
    result: Type,
) -> Option<Value> {
    let (shape1, _) = vector_parts(rw, v1_written)?;
    let mask = i64s(rw, mask)?;
    let len1 = shape1.first().copied().unwrap_or(1);
    let nested = llvm_types::is_array(rw.ctx, result);
    let mut acc = rw.poison(result);
    for (i, &m) in mask.iter().enumerate() {
        if m < 0 {
            continue;
        }
        let (src, at) = if m < len1 { (v1, m) } else { (v2, m - len1) };
        if nested {
            let e = rw.extract_value(src, &[at]);
            acc = rw.insert_value_at(acc, e, &[i as i64]);
        } else {
            let p = index_constant(rw, at);
            let e = extract_element(rw, src, p)?;
            let q = index_constant(rw, i as i64);
            acc = insert_element(rw, acc, e, q);
        }
    }
    Some(acc)
}

/// Term `FromElements`: a 1-D vector (`ty`, converted) built from its elements with
/// `llvm.insertelement` at i64 positions.
pub fn from_elements(rw: &mut Rewriter<'_, '_>, elements: &[Value], ty: Type) -> Option<Value> {
    if !matches!(rw.ctx.type_data(ty), TypeData::Vector { .. }) {
        return None;
    }
    let mut acc = rw.poison(ty);
    let i64t = rw.ctx.common().i64;
    for (i, &e) in elements.iter().enumerate() {
        let p = int_constant(rw, i64t, i as i64);
        acc = insert_element(rw, acc, e, p);
    }
    Some(acc)
}

/// Term `ToElements`: the elements of a 1-D vector that are used, extracted at i64
/// positions.
pub fn to_elements(rw: &mut Rewriter<'_, '_>, v: Value) -> Option<Vec<Value>> {
    let n = match rw.ctx.type_data(rw.value_type(v)) {
        TypeData::Vector { shape, scalable, .. } if shape.len() == 1 && !scalable.iter().any(|s| *s) => shape[0],
        _ => return None,
    };
    let i64t = rw.ctx.common().i64;
    // As MLIR: no extract for a result nothing uses (its replacement is never read, so
    // the source stands in for it).
    let live: Vec<bool> = match rw.root() {
        Some(op) => rw.body.results(op).map(|r| rw.body.has_uses(r)).collect(),
        None => Vec::new(),
    };
    let mut out = Vec::new();
    for i in 0..n {
        if !live.get(i as usize).copied().unwrap_or(true) {
            out.push(v);
            continue;
        }
        let p = int_constant(rw, i64t, i);
        out.push(extract_element(rw, v, p)?);
    }
    Some(out)
}

// ---- vector.print -------------------------------------------------------------------------

/// Term `PrintCalls`: the runtime calls of vector.print for a scalar (or no) source:
/// `printF32`, `printF64`, `printF16`/`printBF16` (of the bits), `printI64` (sign- or
/// zero-extended), `printU64`; then `printString` of the text, or the punctuation's
/// function. Fails on vector sources (VectorToSCF splits them) and types without one.
pub fn print_calls(
    rw: &mut Rewriter<'_, '_>,
    source: &[Value],
    written: &[Value],
    punctuation: Option<Attribute>,
    text: Option<Attribute>,
) -> Option<Vec<Value>> {
    let ctx = rw.ctx;
    if let (Some(&v), Some(&w)) = (source.first(), written.first()) {
        let ty = rw.value_type(w);
        let i64t = ctx.common().i64;
        let (name, arg) = match ctx.type_data(ty) {
            TypeData::Float(k) => match k.keyword() {
                "f32" => ("printF32", v),
                "f64" => ("printF64", v),
                kw @ ("f16" | "bf16") => {
                    let i16t = ctx.integer_type(16);
                    let mut st = rw.state("llvm.bitcast");
                    st.operands.push(v);
                    st.result_types.push(i16t);
                    let b = rw.insert_value(st);
                    (if kw == "f16" { "printF16" } else { "printBF16" }, b)
                }
                _ => return None,
            },
            TypeData::Index => ("printU64", v),
            TypeData::Integer { width, signedness } => {
                let unsigned = !matches!(signedness, crate::ir::Signedness::Signless | crate::ir::Signedness::Signed);
                if *width > 64 {
                    return None;
                }
                let ext = |rw: &mut Rewriter<'_, '_>, op: &str| {
                    let mut st = rw.state(op);
                    st.operands.push(v);
                    st.result_types.push(i64t);
                    rw.insert_value(st)
                };
                if unsigned {
                    ("printU64", if *width < 64 { ext(rw, "arith.extui") } else { v })
                } else if *width == 1 {
                    ("printI64", ext(rw, "arith.extui"))
                } else if *width < 64 {
                    ("printI64", ext(rw, "arith.extsi"))
                } else {
                    ("printI64", v)
                }
            }
            _ => return None,
        };
        if !call_declared_void(rw, name, &[arg]) {
            return None;
        }
    }
    if let Some(t) = text {
        let ptr = crate::conversion::terms::string_address(rw, "vector_print_str", t)?;
        if !call_declared_void(rw, "printString", &[ptr]) {
            return None;
        }
        return Some(Vec::new());
    }
    let kw = match punctuation.map(|p| ctx.attr_data(p)) {
        Some(AttrData::Enum { value, .. }) => *value,
        _ => 1,
    };
    let f = match kw {
        0 => return Some(Vec::new()),
        2 => "printComma",
        3 => "printOpen",
        4 => "printClose",
        _ => "printNewline",
    };
    if !call_declared_void(rw, f, &[]) {
        return None;
    }
    Some(Vec::new())
}

/// Term `ElementPtrOf`: the address of a vector load or store (MLIR's
/// `getStridedElementPtr` without wrap flags).
pub fn element_ptr_of(rw: &mut Rewriter<'_, '_>, memref: Type, descriptor: Value, indices: &[Value]) -> Option<Value> {
    desc::plain_element_ptr(rw, memref, descriptor, indices)
}

/// Term `VectorGep`: the vector of addresses `ptr[indices]` over the memref's (converted)
/// element type (gather and scatter).
pub fn vector_gep(rw: &mut Rewriter<'_, '_>, ptr: Value, indices: Value, memref: Type) -> Option<Value> {
    let ctx = rw.ctx;
    let elem = rw.convert_type(ctx.element_type_or_self(memref))?;
    let (shape, scalable) = match ctx.type_data(rw.value_type(indices)) {
        TypeData::Vector { shape, scalable, .. } if shape.len() == 1 => (shape.clone(), scalable.clone()),
        _ => return None,
    };
    let ptrs = ctx.intern_type(TypeData::Vector { shape, scalable, elem: rw.value_type(ptr) });
    let mut st = rw.state("llvm.getelementptr");
    st.operands.extend([ptr, indices]);
    st.add_attr(ctx.ident("rawConstantIndices"), ctx.dense_i32_array(&[i32::MIN as i64]));
    st.add_attr(ctx.ident("elem_type"), ctx.type_attr(elem));
    st.add_attr(ctx.ident("noWrapFlags"), ctx.integer_attr(ctx.common().i32, 0));
    st.result_types.push(ptrs);
    Some(rw.insert_value(st))
}

/// Term `TypeCastDescriptor`: vector.type_cast's result descriptor (`target` as written):
/// the source's pointers, offset 0, and the target's static sizes with contiguous
/// strides, as i64 constants (MLIR makes them i64 whatever the index width). Fails
/// unless both memrefs are static with identity layouts.
pub fn type_cast_descriptor(
    rw: &mut Rewriter<'_, '_>,
    source: Value,
    written_source: Type,
    target: Type,
) -> Option<Value> {
    use crate::ir::layout::layout_is_identity;
    let ctx = rw.ctx;
    let contiguous = |t: Type| match ctx.type_data(t) {
        TypeData::MemRef { shape, layout, .. } => {
            !shape.contains(&DYNAMIC) && layout_is_identity(ctx, shape.len(), *layout)
        }
        _ => false,
    };
    if !contiguous(written_source) || !contiguous(target) {
        return None;
    }
    let shape = ctx.shape(target)?.to_vec();
    let desc_ty = rw.convert_type(target)?;
    if !llvm_types::is_struct(ctx, rw.value_type(source)) {
        return None;
    }
    let i64t = ctx.common().i64;
    let idx_const = |rw: &mut Rewriter<'_, '_>, v: i64| {
        let a = rw.ctx.integer_attr(rw.ctx.index_type(), v as i128);
        rw.constant(i64t, a)
    };
    let mut d = rw.poison(desc_ty);
    let allocated = rw.extract_value(source, &[0]);
    d = rw.insert_value_at(d, allocated, &[0]);
    let aligned = rw.extract_value(source, &[1]);
    d = rw.insert_value_at(d, aligned, &[1]);
    let zero = idx_const(rw, 0);
    d = rw.insert_value_at(d, zero, &[2]);
    let mut stride = 1i64;
    let mut strides = vec![0i64; shape.len()];
    for i in (0..shape.len()).rev() {
        strides[i] = stride;
        stride = stride.checked_mul(shape[i])?;
    }
    for (i, (&size, &st)) in shape.iter().zip(&strides).enumerate() {
        let s = idx_const(rw, size);
        d = rw.insert_value_at(d, s, &[3, i as i64]);
        let t = idx_const(rw, st);
        d = rw.insert_value_at(d, t, &[4, i as i64]);
    }
    Some(d)
}

/// Term `IndexVectorLike`: a vector of the shape of `ty` (as written, scalable dims kept)
/// whose elements are the converted `index` type (the indices a scalable mask compares).
pub fn index_vector_like(rw: &mut Rewriter<'_, '_>, ty: Type) -> Option<Type> {
    let ctx = rw.ctx;
    match ctx.type_data(ty) {
        TypeData::Vector { shape, scalable, .. } => {
            let elem = rw.tc.index_type();
            Some(ctx.intern_type(TypeData::Vector { shape: shape.clone(), scalable: scalable.clone(), elem }))
        }
        _ => None,
    }
}

/// Term `MaskedReduction`: a vector.mask around a vector.reduction, as the
/// `llvm.intr.vp.reduce.*` of the reduction's kind: its start value (the accumulator, or
/// the kind's neutral value), the vector, the (converted) mask, and the explicit vector
/// length (the element count, times `vscale` for a scalable vector). minimumf and
/// maximumf, which have no vp reduction, select the masked-off lanes to a neutral value
/// and reduce that (MLIR's lowerMaskedReductionWithRegular). Fails on anything else in
/// the region.
pub fn masked_reduction(rw: &mut Rewriter<'_, '_>, mask: Value, region: crate::ir::RegionId) -> Option<Value> {
    let ctx = rw.ctx;
    let block = rw.body.entry_block(region)?;
    let red = rw.body.block_ops(block).next()?;
    if ctx.ident_str(rw.body.op(red).name.ident) != "vector.reduction" {
        return None;
    }
    let kind = match ctx.attr_data(rw.body.attr(red, ctx.ident("kind"))?) {
        AttrData::Enum { value, .. } => *value,
        _ => return None,
    };
    let src = *rw.body.op(red).operands.first()?;
    let acc = rw.body.op(red).operands.get(1).copied();
    let (shape, scalable) = match ctx.type_data(rw.value_type(src)) {
        TypeData::Vector { shape, scalable, .. } if shape.len() == 1 => (shape[0], scalable.iter().any(|s| *s)),
        _ => return None,
    };
    let res = rw.body.results(red).next()?;
    let elem = rw.convert_type(rw.value_type(res))?;
    let is_float = matches!(ctx.type_data(elem), TypeData::Float(_));
    let width = ctx.int_width(elem).unwrap_or(0);
    if is_float && (kind == 11 || kind == 12) {
        let fm = rw.body.attr(red, ctx.ident("fastmath"));
        return masked_min_max_reduction(rw, mask, src, acc, elem, kind == 12, fm);
    }
    // (name, neutral start value) per CombiningKind case (add, mul, minui, minsi, minnumf,
    // maxui, maxsi, maxnumf, and, or, xor).
    let (name, neutral): (&str, Neutral) = match (kind, is_float) {
        (0, false) => ("add", Neutral::Int(0)),
        (1, false) => ("mul", Neutral::Int(1)),
        (2, false) => ("umin", Neutral::Int(-1)),
        (3, false) => ("smin", Neutral::SignedMax),
        (5, false) => ("umax", Neutral::Int(0)),
        (6, false) => ("smax", Neutral::SignedMin),
        (8, false) => ("and", Neutral::Int(-1)),
        (9, false) => ("or", Neutral::Int(0)),
        (10, false) => ("xor", Neutral::Int(0)),
        (0, true) => ("fadd", Neutral::Float(0.0)),
        (1, true) => ("fmul", Neutral::Float(1.0)),
        (4, true) => ("fmin", Neutral::Float(-f64::NAN)),
        (7, true) => ("fmax", Neutral::Float(f64::NAN)),
        _ => return None,
    };
    let v = rw.remap(src)?;
    let start = match acc {
        Some(a) => rw.remap(a)?,
        None => {
            let attr = match neutral {
                Neutral::Float(f) => ctx.float_or_splat_attr(elem, f),
                Neutral::Int(i) => ctx.integer_attr(elem, crate::ir::fold::Int::new(i as i128, width).sext()),
                Neutral::SignedMax => ctx.integer_attr(elem, (1i128 << (width - 1)) - 1),
                Neutral::SignedMin => ctx.integer_attr(elem, -(1i128 << (width - 1))),
            };
            rw.constant(elem, attr)
        }
    };
    let i32t = ctx.common().i32;
    let mut evl = int_constant(rw, i32t, shape);
    if scalable {
        // As MLIR: `vector.vscale`, `arith.index_cast` and `arith.muli`, which the
        // conversion then lowers (or leaves, for the arith ops, to -convert-arith-to-llvm).
        let idx = ctx.index_type();
        let mut st = rw.state("vector.vscale");
        st.result_types.push(idx);
        let vs = rw.insert_value(st);
        let mut st = rw.state("arith.index_cast");
        st.operands.push(vs);
        st.result_types.push(i32t);
        let vs32 = rw.insert_value(st);
        let mut st = rw.state("arith.muli");
        st.operands.extend([evl, vs32]);
        st.result_types.push(i32t);
        evl = rw.insert_value(st);
    }
    let mut st = rw.state(&format!("llvm.intr.vp.reduce.{name}"));
    st.operands.extend([start, v, mask, evl]);
    st.result_types.push(elem);
    Some(rw.insert_value(st))
}

/// A masked minimumf (`max` false) or maximumf reduction of `src` (accumulator `acc`):
/// the masked-off lanes selected to MLIR's mask-neutral value (the largest finite float
/// for minimum, the negative smallest denormal for maximum), the plain reduction
/// intrinsic, then the scalar minimum/maximum with the accumulator.
fn masked_min_max_reduction(
    rw: &mut Rewriter<'_, '_>,
    mask: Value,
    src: Value,
    acc: Option<Value>,
    elem: Type,
    max: bool,
    fm: Option<Attribute>,
) -> Option<Value> {
    let ctx = rw.ctx;
    let TypeData::Float(k) = ctx.type_data(elem) else { return None };
    let l = k.layout();
    // 2^e in two steps: 2^-1074 (f64's smallest denormal) is below powi's reach in one.
    let pow2 = |e: i32| 2f64.powi(e / 2) * 2f64.powi(e - e / 2);
    let neutral = if max {
        -pow2(1 - l.bias - l.man_bits as i32)
    } else {
        let emax = (1i32 << l.exp_bits) - 2 - l.bias;
        (2.0 - pow2(-(l.man_bits as i32))) * pow2(emax)
    };
    let v = rw.remap(src)?;
    let vty = rw.value_type(v);
    let fill = rw.constant(vty, ctx.float_or_splat_attr(vty, neutral));
    let mut st = rw.state("llvm.select");
    st.operands.extend([mask, v, fill]);
    st.result_types.push(vty);
    let selected = rw.insert_value(st);
    let which = if max { "maximum" } else { "minimum" };
    let mut st = rw.state(&format!("llvm.intr.vector.reduce.f{which}"));
    st.operands.push(selected);
    // MLIR's masked lowering keeps the reduction's flags but ignores the pass option.
    st.add_attr(ctx.ident("fastmathFlags"), llvm_fastmath(rw, fm, false));
    st.result_types.push(elem);
    let mut r = rw.insert_value(st);
    if let Some(a) = acc {
        let a = rw.remap(a)?;
        let mut st = rw.state(&format!("llvm.intr.{which}"));
        st.operands.extend([r, a]);
        st.result_types.push(elem);
        r = rw.insert_value(st);
    }
    Some(r)
}

/// The neutral start value of a masked reduction.
enum Neutral {
    Int(i64),
    SignedMax,
    SignedMin,
    Float(f64),
}

// ---- vector -> scf: vector.print of a vector ------------------------------------------------

fn index_const(rw: &mut Rewriter<'_, '_>, v: i64) -> Value {
    let ctx = rw.ctx;
    let idx = ctx.index_type();
    let mut st = rw.state("arith.constant");
    st.add_attr(ctx.ident("value"), ctx.integer_attr(idx, v as i128));
    st.result_types.push(idx);
    rw.insert_value(st)
}

fn binary(rw: &mut Rewriter<'_, '_>, name: &str, a: Value, b: Value) -> Value {
    let ty = rw.value_type(a);
    let mut st = rw.state(name);
    st.operands.extend([a, b]);
    st.result_types.push(ty);
    rw.insert_value(st)
}

/// `vector.print` of `value` (or none) with punctuation case `punct`.
fn print_op(rw: &mut Rewriter<'_, '_>, value: Option<Value>, punct: u64) {
    let ctx = rw.ctx;
    let mut st = rw.state("vector.print");
    st.operands.extend(value);
    st.add_attr(
        ctx.ident("punctuation"),
        ctx.enum_attr(&crate::dialects::gen::vector::VECTOR_PRINT_PUNCTUATION_ATTR_ENUM, punct),
    );
    rw.insert(st);
}

/// A new region of one block (with arguments of `args`) ending in `scf.yield`; returns
/// the region, the block and the arguments.
pub(crate) fn scf_region(
    rw: &mut Rewriter<'_, '_>,
    args: &[Type],
) -> (crate::ir::RegionId, crate::ir::BlockId, Vec<Value>) {
    let region = rw.body.new_region();
    let block = rw.body.new_block();
    rw.body.push_block(region, block);
    let vals: Vec<Value> = args.iter().map(|&t| rw.body.add_block_arg(block, t, Some(rw.loc))).collect();
    let saved = rw.insertion();
    rw.set_insertion(block, None);
    let st = rw.state("scf.yield");
    rw.insert(st);
    rw.set_insertion(saved.0, saved.1);
    (region, block, vals)
}

/// Term `PrintVectorLoop`: MLIR's VectorToSCF lowering of vector.print of a vector
/// (`value` as written, `punctuation` the op's; fixed, or 1-D scalable; a 0-D vector
/// as one of one element): an n-D vector is
/// first flattened by a vector.shape_cast; then per dim `(`, a loop over it whose body
/// holds the next dim's loop (the innermost prints the element at the flattened index)
/// and a comma after all but the last, `)`; then the op's punctuation. Integers narrower
/// than a power of two of at least 8 bits are printed extended (i1 as i8). The IR is the
/// pattern's before MLIR's greedy driver folds and hoists its constants. Fails on n-D
/// scalable vectors and on signed/unsigned integers.
pub fn print_vector_loop(
    rw: &mut Rewriter<'_, '_>,
    value: Value,
    punctuation: Option<Attribute>,
) -> Option<Vec<Value>> {
    let ctx = rw.ctx;
    let (mut shape, scalable, elem) = match ctx.type_data(rw.value_type(value)) {
        TypeData::Vector { shape, scalable, elem } => (shape.to_vec(), scalable.to_vec(), *elem),
        _ => return None,
    };
    if shape.len() > 1 && scalable.iter().any(|s| *s) {
        return None;
    }
    let mut v = value;
    let mut elem_ty = elem;
    if let TypeData::Integer { width, signedness } = ctx.type_data(elem) {
        let (width, signedness) = (*width, *signedness);
        let legal = (std::cmp::max(8, width) - 1).checked_next_power_of_two()?.max(8);
        if legal != width {
            let vec_of = |elem: Type| {
                ctx.intern_type(TypeData::Vector {
                    shape: shape.clone().into(),
                    scalable: scalable.clone().into(),
                    elem,
                })
            };
            let signless = !matches!(signedness, crate::ir::Signedness::Signed | crate::ir::Signedness::Unsigned);
            // arith's extensions take signless integers only, so a signed or unsigned
            // vector is bitcast to signless around the extension (as MLIR's
            // DecomposePrintOpConversion does); i1 and unsigned values zero-extend.
            let bitcast = |rw: &mut Rewriter<'_, '_>, v: Value, to: Type| {
                let mut st = rw.state("vector.bitcast");
                st.operands.push(v);
                st.result_types.push(to);
                rw.insert_value(st)
            };
            if !signless {
                v = bitcast(rw, v, vec_of(ctx.integer_type(width)));
            }
            let unsigned = matches!(signedness, crate::ir::Signedness::Unsigned);
            let mut st = rw.state(if width == 1 || unsigned { "arith.extui" } else { "arith.extsi" });
            st.operands.push(v);
            st.result_types.push(vec_of(ctx.integer_type(legal)));
            v = rw.insert_value(st);
            elem_ty = ctx.intern_type(TypeData::Integer { width: legal, signedness });
            if !signless {
                v = bitcast(rw, v, vec_of(elem_ty));
            }
        }
    }
    if shape.len() > 1 {
        // Flattened so that the innermost loop can index it with one dynamic position.
        let flat = ctx.intern_type(TypeData::Vector {
            shape: Box::new([shape.iter().product()]),
            scalable: Box::new([]),
            elem: elem_ty,
        });
        let mut st = rw.state("vector.shape_cast");
        st.operands.push(v);
        st.result_types.push(flat);
        v = rw.insert_value(st);
    }
    let punct = match punctuation.map(|p| ctx.attr_data(p)) {
        Some(AttrData::Enum { value, .. }) => *value,
        _ => 1,
    };
    // A 0-D vector prints as one of one element, extracted with no position.
    let zero_d = shape.is_empty();
    if zero_d {
        shape.push(1);
    }
    // Where the op's punctuation goes: after the outermost `)`.
    let mut after_first_close = None;
    let mut ivs = Vec::new();
    for (d, &dim) in shape.iter().enumerate() {
        let lower = index_const(rw, 0);
        let mut upper = index_const(rw, dim);
        let step = index_const(rw, 1);
        if scalable.get(d).copied().unwrap_or(false) {
            let mut st = rw.state("vector.vscale");
            st.result_types.push(ctx.index_type());
            let vs = rw.insert_value(st);
            upper = binary(rw, "arith.muli", upper, vs);
        }
        let last = binary(rw, "arith.subi", upper, step);
        print_op(rw, None, 3);
        let (body, block, args) = scf_region(rw, &[ctx.index_type()]);
        let mut st = rw.state("scf.for");
        st.operands.extend([lower, upper, step]);
        st.regions.push(body);
        rw.insert(st);
        print_op(rw, None, 4);
        if after_first_close.is_none() {
            after_first_close = Some(rw.insertion());
        }
        // The loop body starts with the comma after all but the last; what the next dims
        // build goes before it.
        let iv = args[0];
        ivs.push(iv);
        let yield_op = rw.body.block(block).last;
        rw.set_insertion(block, yield_op);
        let mut st = rw.state("arith.cmpi");
        st.operands.extend([iv, last]);
        st.add_attr(ctx.ident("predicate"), ctx.integer_attr(ctx.common().i64, 6));
        st.result_types.push(ctx.common().i1);
        let cond = rw.insert_value(st);
        let cmp_op = rw.defining_op(cond)?;
        let (then_r, then_b, _) = scf_region(rw, &[]);
        let else_r = rw.body.new_region();
        let mut st = rw.state("scf.if");
        st.operands.push(cond);
        st.regions.extend([then_r, else_r]);
        rw.insert(st);
        let then_yield = rw.body.block(then_b).last;
        rw.set_insertion(then_b, then_yield);
        print_op(rw, None, 2);
        rw.set_insertion(block, Some(cmp_op));
    }
    // The flattened index, innermost dim first.
    let mut flat: Option<Value> = None;
    let mut stride = 1i64;
    for d in (0..if zero_d { 0 } else { shape.len() }).rev() {
        let s = index_const(rw, stride);
        let index = binary(rw, "arith.muli", s, ivs[d]);
        flat = Some(match flat {
            Some(f) => binary(rw, "arith.addi", f, index),
            None => index,
        });
        stride = stride.checked_mul(shape[d])?;
    }
    let mut st = rw.state("vector.extract");
    st.operands.push(v);
    st.operands.extend(flat);
    let position: &[i64] = if zero_d { &[] } else { &[DYNAMIC] };
    st.add_attr(ctx.ident("static_position"), ctx.dense_i64_array(position));
    st.result_types.push(elem_ty);
    let e = rw.insert_value(st);
    print_op(rw, Some(e), 0);
    let (b, before) = after_first_close?;
    rw.set_insertion(b, before);
    print_op(rw, None, punct);
    Some(Vec::new())
}
