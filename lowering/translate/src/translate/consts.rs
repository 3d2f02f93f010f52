//! Constants of the translation: what `llvm.mlir.constant`, `undef`, `poison`, `zero` and
//! `addressof` become, folded into their uses as LLVM IR operands, and the folding of
//! instructions whose operands are all constants (what mlir-translate's IRBuilder does).
//! Constants are uniqued like LLVM's: an aggregate of undefs is `undef`, of zeros
//! `zeroinitializer`.

use std::fmt::Write;

use super::types::{write_name, write_type};
use crate::ir::{AttrData, Attribute, Context, DenseValues, FloatKind, Type, TypeData};
use crate::llvm_types::{self, LlvmType};

/// A constant value.
#[derive(Clone, Debug, PartialEq)]
pub enum Const {
    /// An integer (or i1) kept sign-extended to its width.
    Int {
        /// The integer type.
        ty: Type,
        /// The value, sign-extended from the type's width.
        v: i128,
    },
    /// A floating-point value.
    Float {
        /// The float type.
        ty: Type,
        /// The value's bit pattern in that type's format.
        bits: u128,
    },
    /// `undef` of this type.
    Undef(Type),
    /// `poison` of this type.
    Poison(Type),
    /// `zeroinitializer`, `null`, `0`, `0.0`.
    Zero(Type),
    /// `@name`.
    Global {
        /// The pointer type (`ptr`).
        ty: Type,
        /// The symbol name, without `@`.
        name: Box<str>,
    },
    /// Struct, array or vector elements.
    Agg {
        /// The aggregate's type.
        ty: Type,
        /// The elements, in order.
        elems: Vec<Const>,
    },
    /// A constant expression, rendered: `inttoptr (i64 1 to ptr)`.
    Expr {
        /// The expression's result type.
        ty: Type,
        /// The expression as written after its type.
        text: Box<str>,
    },
    /// `blockaddress(@func, %label)` of the block tagged `tag` in `func`; the label is known
    /// once `func` is numbered, so it is written as a marker the module resolves
    /// (`resolve_block_addresses`).
    BlockAddr {
        /// The result type (`ptr`).
        ty: Type,
        /// The name of the function holding the block.
        func: Box<str>,
        /// The id of the block's `llvm.blocktag`.
        tag: i64,
    },
    /// A `getelementptr` on `null` with constant indices, rendered, and its byte offset
    /// (what `ptrtoint` of it folds to: the `sizeof` idiom).
    NullGep {
        /// The GEP's result type (`ptr`).
        ty: Type,
        /// The rendered `getelementptr` expression, without its type.
        text: Box<str>,
        /// The byte offset the indices add up to.
        offset: i128,
    },
}

impl Const {
    /// The constant's type.
    pub fn ty(&self) -> Type {
        match self {
            Const::Int { ty, .. }
            | Const::Float { ty, .. }
            | Const::Undef(ty)
            | Const::Poison(ty)
            | Const::Zero(ty)
            | Const::Global { ty, .. }
            | Const::Agg { ty, .. }
            | Const::Expr { ty, .. }
            | Const::NullGep { ty, .. }
            | Const::BlockAddr { ty, .. } => *ty,
        }
    }

    /// LLVM's `isNullValue`: zero, `+0.0`, null, or an aggregate of those.
    pub fn is_zero(&self) -> bool {
        match self {
            Const::Zero(_) => true,
            Const::Int { v, .. } => *v == 0,
            Const::Float { bits, .. } => *bits == 0,
            Const::Agg { elems, .. } => elems.iter().all(Const::is_zero),
            _ => false,
        }
    }

    /// An aggregate uniqued as LLVM does (an empty one is `zeroinitializer`).
    pub fn aggregate(ty: Type, elems: Vec<Const>) -> Const {
        if elems.is_empty() {
            return Const::Zero(ty);
        }
        {
            if elems.iter().all(|e| matches!(e, Const::Poison(_))) {
                return Const::Poison(ty);
            }
            if elems.iter().all(|e| matches!(e, Const::Undef(_))) {
                return Const::Undef(ty);
            }
            if elems.iter().all(Const::is_zero) {
                return Const::Zero(ty);
            }
        }
        Const::Agg { ty, elems }
    }

    /// An integer of type `ty`, sign-extended from its width (64 bits without one).
    pub fn int(ctx: &Context, ty: Type, v: i128) -> Const {
        let w = ctx.int_width(ty).unwrap_or(64);
        Const::Int { ty, v: sext(v, w) }
    }
}

/// The low `w` bits of `v`, sign-extended (`v` unchanged when `w` is 0 or at least 128).
pub fn sext(v: i128, w: u32) -> i128 {
    if w >= 128 || w == 0 {
        v
    } else {
        (v << (128 - w)) >> (128 - w)
    }
}

/// The low `w` bits of `v`, zero-extended (all of `v` when `w` is at least 128).
pub fn zext(v: i128, w: u32) -> u128 {
    if w >= 128 {
        v as u128
    } else {
        (v as u128) & ((1u128 << w) - 1)
    }
}

/// Writes `<type> <constant>`.
pub fn write_typed(out: &mut String, ctx: &Context, c: &Const) {
    write_type(out, ctx, c.ty());
    out.push(' ');
    write_const(out, ctx, c);
}

/// Delimiters of a block address marker: `\u{3}<tag>@<function as written>\u{4}` stands
/// for `blockaddress(@<function>, %<label>)`. Written names never hold control characters.
const BLOCK_ADDR_START: char = '\u{3}';
const BLOCK_ADDR_END: char = '\u{4}';

/// Whether `text` holds block address markers.
pub(crate) fn has_block_addresses(text: &str) -> bool {
    text.contains(BLOCK_ADDR_START)
}

/// Replaces the block address markers of `text` by `blockaddress(@f, %N)`, `label` giving
/// the number of the block tagged `tag` in the function written `f`. Fails with the
/// (function, tag) of a marker `label` does not know.
pub(crate) fn resolve_block_addresses(
    text: &str,
    label: &dyn Fn(&str, i64) -> Option<u32>,
) -> Result<String, (String, i64)> {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find(BLOCK_ADDR_START) {
        out.push_str(&rest[..i]);
        let after = &rest[i + BLOCK_ADDR_START.len_utf8()..];
        let end = after.find(BLOCK_ADDR_END).unwrap_or(after.len());
        let marker = &after[..end];
        let (tag, func) = marker.split_once('@').unwrap_or((marker, ""));
        let tag: i64 = tag.parse().map_err(|_| (func.to_string(), 0))?;
        let n = label(func, tag).ok_or_else(|| (func.to_string(), tag))?;
        let _ = write!(out, "blockaddress(@{func}, %{n})");
        rest = after.get(end + BLOCK_ADDR_END.len_utf8()..).unwrap_or("");
    }
    out.push_str(rest);
    Ok(out)
}

/// Writes a constant as an operand (without its type).
pub fn write_const(out: &mut String, ctx: &Context, c: &Const) {
    match c {
        Const::Int { ty, v } => {
            if ctx.int_width(*ty) == Some(1) {
                out.push_str(if *v != 0 { "true" } else { "false" });
            } else {
                let _ = write!(out, "{v}");
            }
        }
        Const::Float { ty, bits } => write_float(out, ctx, *ty, *bits),
        Const::Undef(_) => out.push_str("undef"),
        Const::Poison(_) => out.push_str("poison"),
        Const::Zero(ty) => match (ctx.type_data(*ty), llvm_types::view(ctx, *ty)) {
            (TypeData::Integer { .. } | TypeData::Index, _) => {
                out.push_str(if ctx.int_width(*ty) == Some(1) { "false" } else { "0" })
            }
            (TypeData::Float(_), _) => write_float(out, ctx, *ty, 0),
            (_, Some(LlvmType::Ptr { .. })) => out.push_str("null"),
            (_, Some(LlvmType::Token)) => out.push_str("none"),
            _ => out.push_str("zeroinitializer"),
        },
        Const::Global { name, .. } => {
            out.push('@');
            write_name(out, name);
        }
        Const::Expr { text, .. } | Const::NullGep { text, .. } => out.push_str(text),
        // `func` may be another function, translated in parallel: a marker naming the tag
        // and the function, replaced when the module is joined.
        Const::BlockAddr { func, tag, .. } => {
            let _ = write!(out, "{BLOCK_ADDR_START}{tag}@");
            write_name(out, func);
            out.push(BLOCK_ADDR_END);
        }
        Const::Agg { ty, elems } => write_aggregate(out, ctx, *ty, elems),
    }
}

/// `<type> <constant>, ...`.
fn write_typed_list(out: &mut String, ctx: &Context, elems: &[Const]) {
    for (i, e) in elems.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_typed(out, ctx, e);
    }
}

fn write_aggregate(out: &mut String, ctx: &Context, ty: Type, elems: &[Const]) {
    match (ctx.type_data(ty), llvm_types::view(ctx, ty)) {
        (_, Some(LlvmType::Struct(s))) => {
            if s.packed {
                out.push('<');
            }
            if elems.is_empty() {
                out.push_str("{}");
            } else {
                out.push_str("{ ");
                write_typed_list(out, ctx, elems);
                out.push_str(" }");
            }
            if s.packed {
                out.push('>');
            }
        }
        (_, Some(LlvmType::Array { elem, .. })) => {
            // Arrays of i8 data print as strings.
            if ctx.int_width(elem) == Some(8) && elems.iter().all(|e| matches!(e, Const::Int { .. } | Const::Zero(_))) {
                out.push_str("c\"");
                super::types::write_escaped(
                    out,
                    elems.iter().map(|e| match e {
                        Const::Int { v, .. } => *v as u8,
                        _ => 0,
                    }),
                );
                out.push('"');
                return;
            }
            out.push('[');
            write_typed_list(out, ctx, elems);
            out.push(']');
        }
        (TypeData::Vector { .. }, _) => {
            let simple = elems.iter().all(|e| matches!(e, Const::Int { .. } | Const::Float { .. }));
            if simple && elems.len() > 1 && elems.iter().all(|e| e == &elems[0]) {
                out.push_str("splat (");
                write_typed(out, ctx, &elems[0]);
                out.push(')');
                return;
            }
            out.push('<');
            write_typed_list(out, ctx, elems);
            out.push('>');
        }
        _ => out.push_str("zeroinitializer"),
    }
}

/// LLVM's float spelling: APFloat's 6-digit `toString` (`1.500000e+00`) when that reads
/// back exactly as a double, else the double's bits in hex; half/bfloat/fp128/x86_fp80
/// always in their hex forms. APFloat drops the decimal digits its precision cannot use
/// before rounding, so 0.7 gives `6.999990e-01`, which does not read back: hex.
pub fn write_float(out: &mut String, ctx: &Context, ty: Type, bits: u128) {
    let kind = match ctx.type_data(ty) {
        TypeData::Float(k) => *k,
        _ => FloatKind::F64,
    };
    match kind {
        FloatKind::F32 | FloatKind::F64 => {
            let v =
                if kind == FloatKind::F32 { f32::from_bits(bits as u32) as f64 } else { f64::from_bits(bits as u64) };
            if v.is_finite() {
                let text = crate::print::float::apfloat_to_string(v, kind.precision(), 6, 0, false);
                if text.parse::<f64>().ok() == Some(v) {
                    out.push_str(&text);
                    return;
                }
            }
            let dbits = if kind == FloatKind::F32 { f32_to_f64_bits(bits as u32) } else { bits as u64 };
            // `format_hex` without a width: no leading zeros.
            let _ = write!(out, "0x{dbits:X}");
        }
        FloatKind::F16 => {
            let _ = write!(out, "0xH{:04X}", bits as u16);
        }
        FloatKind::BF16 => {
            let _ = write!(out, "0xR{:04X}", bits as u16);
        }
        FloatKind::F128 => {
            // LLVM writes the low then the high 64 bits.
            let _ = write!(out, "0xL{:016X}{:016X}", bits as u64, (bits >> 64) as u64);
        }
        FloatKind::F80 => {
            let _ = write!(out, "0xK{:04X}{:016X}", (bits >> 64) as u16, bits as u64);
        }
        _ => {
            let _ = write!(out, "{}", bits);
        }
    }
}

/// Widening keeps NaN payloads (a signaling NaN stays signaling, as LLVM's writer keeps it).
fn f32_to_f64_bits(b: u32) -> u64 {
    let v = f32::from_bits(b);
    if v.is_nan() {
        let sign = ((b >> 31) as u64) << 63;
        let payload = ((b & 0x7f_ffff) as u64) << 29;
        sign | 0x7ff0_0000_0000_0000 | payload
    } else {
        (v as f64).to_bits()
    }
}

/// MLIR's complaints about a global's initializer for a struct type, which must be an
/// array attribute of one element per field (or `#llvm.zero`/`#llvm.undef`); nested
/// structs are checked likewise.
pub fn check_struct_initializer(ctx: &Context, attr: Attribute, ty: Type) -> Result<(), &'static str> {
    let Some(s) = llvm_types::as_struct(ctx, ty) else { return Ok(()) };
    let fields = s.body.unwrap_or(&[]);
    match ctx.attr_data(attr) {
        AttrData::Array(elems) if elems.len() == fields.len() => {
            elems.iter().zip(fields).try_for_each(|(e, t)| check_struct_initializer(ctx, *e, *t))
        }
        AttrData::Array(_) => Err("unsupported constant value"),
        AttrData::Dialect { .. } | AttrData::Opaque { .. }
            if matches!(crate::dialects::native::llvm::llvm_attr_mnemonic(ctx, attr), Some("zero" | "undef")) =>
        {
            Ok(())
        }
        _ => Err("expected an array attribute for a struct constant"),
    }
}

/// The constant of an attribute of type `ty` (`llvm.mlir.constant`'s value, a global's
/// initializer). None when the attribute has no LLVM constant form.
pub fn from_attr(ctx: &Context, attr: Attribute, ty: Type) -> Option<Const> {
    match ctx.attr_data(attr) {
        AttrData::Integer { value, .. } => match ctx.type_data(ty) {
            TypeData::Float(_) => None,
            TypeData::Vector { .. } => splat(ctx, ty, &|et| Some(Const::int(ctx, et, *value))),
            _ if llvm_types::is_array(ctx, ty) => splat(ctx, ty, &|et| Some(Const::int(ctx, et, *value))),
            _ => Some(Const::int(ctx, ty, *value)),
        },
        AttrData::Bool(b) => Some(Const::int(ctx, ty, *b as i128)),
        // A sparse constant is written out densely.
        AttrData::Sparse { .. } => from_attr(ctx, descent_text::parse::attrs::sparse_to_dense(ctx, attr)?, ty),
        // Wider than an `i128` holds: written in LLVM's signed decimal.
        AttrData::WideInteger { words, .. } => {
            let width = ctx.int_width(ty)?;
            Some(Const::Expr { ty, text: descent_text::wide_int::to_decimal(words, width, false).into() })
        }
        AttrData::Float { bits, ty: aty } => match ctx.type_data(ty) {
            TypeData::Float(k) => Some(Const::Float { ty, bits: k.to_bits(f64::from_bits(*bits)) }),
            // MLIR gives a float of an integer type of its width its bits (the small float
            // formats LLVM lacks, bf16 on targets without it).
            TypeData::Integer { .. } => match ctx.type_data(*aty) {
                TypeData::Float(k) if ctx.int_width(ty) == Some(k.width()) => {
                    Some(Const::int(ctx, ty, k.to_bits(f64::from_bits(*bits)) as i128))
                }
                _ => None,
            },
            _ if matches!(ctx.type_data(ty), TypeData::Vector { .. }) || llvm_types::is_array(ctx, ty) => {
                splat(ctx, ty, &|et| match ctx.type_data(et) {
                    TypeData::Float(k) => Some(Const::Float { ty: et, bits: k.to_bits(f64::from_bits(*bits)) }),
                    _ => None,
                })
            }
            _ => None,
        },
        AttrData::String { value, .. } => {
            let (elem, _) = llvm_types::as_array(ctx, ty)?;
            let bytes = crate::print::lexical::string_bytes(value);
            Some(Const::aggregate(ty, bytes.into_iter().map(|b| Const::int(ctx, elem, b as i128)).collect()))
        }
        AttrData::DenseElements { splat: is_splat, values, .. } => dense(ctx, ty, *is_splat, values),
        AttrData::DenseResource { handle, .. } => {
            resource(ctx, ty, &descent_text::print::resources::blob_data(ctx, *handle)?)
        }
        AttrData::Array(elems) => {
            let tys = field_types(ctx, ty)?;
            let mut out = Vec::with_capacity(elems.len());
            for (i, e) in elems.iter().enumerate() {
                let et = tys.get(i).copied().or(tys.first().copied())?;
                out.push(from_attr(ctx, *e, et)?);
            }
            Some(Const::aggregate(ty, out))
        }
        // `#llvm.zero` and `#llvm.undef` (MLIR translates no other LLVM attribute here).
        AttrData::Dialect { .. } | AttrData::Opaque { .. } => {
            match crate::dialects::native::llvm::llvm_attr_mnemonic(ctx, attr)? {
                "zero" => Some(Const::Zero(ty)),
                "undef" => Some(Const::Undef(ty)),
                _ => None,
            }
        }
        _ => None,
    }
}

/// Element types of an aggregate (one per field; arrays and vectors repeat theirs).
pub fn field_types(ctx: &Context, ty: Type) -> Option<Vec<Type>> {
    if element_count(ctx, ty) > MAX_EXPANDED_ELEMENTS {
        return None;
    }
    match (ctx.type_data(ty), llvm_types::view(ctx, ty)) {
        (_, Some(LlvmType::Struct(s))) => Some(s.body.unwrap_or(&[]).to_vec()),
        (_, Some(LlvmType::Array { len, elem })) => Some(vec![elem; len as usize]),
        (TypeData::Vector { shape, elem, .. }, _) => Some(vec![*elem; shape.iter().product::<i64>().max(0) as usize]),
        _ => None,
    }
}

/// Aggregates larger than this are not spelled element by element (a splat of anything but
/// zero that large is refused rather than exhausting memory).
const MAX_EXPANDED_ELEMENTS: u64 = 1 << 24;

fn splat(ctx: &Context, ty: Type, f: &dyn Fn(Type) -> Option<Const>) -> Option<Const> {
    // A splat of zero is `zeroinitializer` whatever its size, as LLVM uniques it.
    let leaf_ty = scalar_leaf(ctx, ty);
    let leaf = f(leaf_ty)?;
    if is_zero(&leaf) {
        return Some(Const::Zero(ty));
    }
    if element_count(ctx, ty) > MAX_EXPANDED_ELEMENTS {
        return None;
    }
    splat_expanded(ctx, ty, f)
}

/// The scalar type at the bottom of nested arrays and vectors.
fn scalar_leaf(ctx: &Context, mut ty: Type) -> Type {
    loop {
        match ctx.type_data(ty) {
            TypeData::Vector { elem, .. } => ty = *elem,
            _ => match llvm_types::as_array(ctx, ty) {
                Some((elem, _)) => ty = elem,
                None => return ty,
            },
        }
    }
}

/// How many scalars nested arrays and vectors of `ty` hold (saturating).
fn element_count(ctx: &Context, ty: Type) -> u64 {
    if let Some((elem, len)) = llvm_types::as_array(ctx, ty) {
        return len.saturating_mul(element_count(ctx, elem));
    }
    match ctx.type_data(ty) {
        TypeData::Vector { shape, elem, .. } => {
            shape.iter().fold(1u64, |n, &d| n.saturating_mul(d.max(0) as u64)).saturating_mul(element_count(ctx, *elem))
        }
        _ => 1,
    }
}

fn is_zero(c: &Const) -> bool {
    match c {
        Const::Int { v, .. } => *v == 0,
        // Positive zero only: -0.0 is not LLVM's null value.
        Const::Float { bits, .. } => *bits == 0,
        Const::Zero(_) => true,
        _ => false,
    }
}

fn splat_expanded(ctx: &Context, ty: Type, f: &dyn Fn(Type) -> Option<Const>) -> Option<Const> {
    if let Some((elem, len)) = llvm_types::as_array(ctx, ty) {
        let e = splat_expanded(ctx, elem, f)?;
        return Some(Const::aggregate(ty, vec![e; len as usize]));
    }
    match ctx.type_data(ty) {
        TypeData::Vector { shape, elem, .. } => {
            let e = f(*elem)?;
            Some(Const::aggregate(ty, vec![e; shape.iter().product::<i64>().max(0) as usize]))
        }
        _ => f(ty),
    }
}

/// Dense elements laid out into `ty` (a vector, or nested arrays of scalars or vectors).
fn dense(ctx: &Context, ty: Type, is_splat: bool, values: &DenseValues) -> Option<Const> {
    if is_splat {
        return splat(ctx, ty, &|et| dense_leaf(ctx, values, 0, et));
    }
    if element_count(ctx, ty) > MAX_EXPANDED_ELEMENTS {
        return None;
    }
    let leaf = |i: usize, et: Type| dense_leaf(ctx, values, i, et);
    let mut next = 0usize;
    build_dense(ctx, ty, &leaf, &mut next)
}

/// A `dense_resource` constant: its blob holds the elements packed little-endian, each
/// in whole bytes.
fn resource(ctx: &Context, ty: Type, data: &[u8]) -> Option<Const> {
    if element_count(ctx, ty) > MAX_EXPANDED_ELEMENTS {
        return None;
    }
    let leaf = |i: usize, et: Type| -> Option<Const> {
        let bits = match ctx.type_data(et) {
            TypeData::Integer { width, .. } => *width,
            TypeData::Float(k) => k.layout().bits,
            _ => return None,
        };
        let size = (bits as usize).div_ceil(8);
        let bytes = data.get(i * size..(i + 1) * size)?;
        let raw = bytes.iter().rev().fold(0u128, |acc, b| (acc << 8) | *b as u128);
        match ctx.type_data(et) {
            TypeData::Float(_) => Some(Const::Float { ty: et, bits: raw }),
            _ => Some(Const::int(ctx, et, raw as i128)),
        }
    };
    let mut next = 0usize;
    build_dense(ctx, ty, &leaf, &mut next)
}

/// Element `i` of dense values, as a constant of type `et`.
fn dense_leaf(ctx: &Context, values: &DenseValues, i: usize, et: Type) -> Option<Const> {
    let float = |t: Type, bits: u64| match ctx.type_data(t) {
        TypeData::Float(k) => Some(Const::Float { ty: t, bits: k.to_bits(f64::from_bits(bits)) }),
        _ => None,
    };
    // A complex element is a struct of its two parts.
    let parts = || match llvm_types::as_struct(ctx, et)?.body? {
        &[re, im] => Some((re, im)),
        _ => None,
    };
    match values {
        DenseValues::Int(v) => Some(Const::int(ctx, et, *v.get(i)?)),
        DenseValues::Float(v) => float(et, *v.get(i)?),
        DenseValues::ComplexInt(v) => {
            let ((re, im), &(a, b)) = (parts()?, v.get(i)?);
            Some(Const::aggregate(et, vec![Const::int(ctx, re, a), Const::int(ctx, im, b)]))
        }
        DenseValues::ComplexFloat(v) => {
            let ((re, im), &(a, b)) = (parts()?, v.get(i)?);
            Some(Const::aggregate(et, vec![float(re, a)?, float(im, b)?]))
        }
        DenseValues::String(_) => None,
    }
}

fn build_dense(
    ctx: &Context,
    ty: Type,
    leaf: &dyn Fn(usize, Type) -> Option<Const>,
    next: &mut usize,
) -> Option<Const> {
    if let Some((elem, len)) = llvm_types::as_array(ctx, ty) {
        let mut v = Vec::with_capacity(len as usize);
        for _ in 0..len {
            v.push(build_dense(ctx, elem, leaf, next)?);
        }
        return Some(Const::aggregate(ty, v));
    }
    match ctx.type_data(ty) {
        TypeData::Vector { shape, elem, .. } => {
            let n = shape.iter().product::<i64>().max(0) as usize;
            let mut v = Vec::with_capacity(n);
            for _ in 0..n {
                v.push(leaf(*next, *elem)?);
                *next += 1;
            }
            Some(Const::aggregate(ty, v))
        }
        _ => {
            let c = leaf(*next, ty)?;
            *next += 1;
            Some(c)
        }
    }
}

/// The elements of an aggregate constant (undef/poison/zero expanded).
/// A constant vector index as an unsigned number (`zeroinitializer` is 0).
pub fn const_index(ctx: &Context, c: &Const) -> Option<u64> {
    match c {
        Const::Int { ty, v } => Some(zext(*v, ctx.int_width(*ty)?) as u64),
        Const::Zero(_) => Some(0),
        _ => None,
    }
}

/// The elements (or fields) of an aggregate constant, `undef`, `poison` and
/// `zeroinitializer` spelled out.
pub fn elements(ctx: &Context, c: &Const) -> Option<Vec<Const>> {
    let tys = field_types(ctx, c.ty())?;
    Some(match c {
        Const::Agg { elems, .. } => elems.clone(),
        Const::Undef(_) => tys.into_iter().map(Const::Undef).collect(),
        Const::Poison(_) => tys.into_iter().map(Const::Poison).collect(),
        Const::Zero(_) => tys.into_iter().map(|t| zero_of(ctx, t)).collect(),
        _ => return None,
    })
}

fn zero_of(ctx: &Context, t: Type) -> Const {
    match ctx.type_data(t) {
        TypeData::Integer { .. } => Const::Int { ty: t, v: 0 },
        TypeData::Float(_) => Const::Float { ty: t, bits: 0 },
        _ => Const::Zero(t),
    }
}

/// `insertvalue` on constants.
pub fn insert_value(ctx: &Context, agg: &Const, val: Const, path: &[i64]) -> Option<Const> {
    let Some((&first, rest)) = path.split_first() else {
        return Some(val);
    };
    let mut elems = elements(ctx, agg)?;
    let slot = elems.get_mut(usize::try_from(first).ok()?)?;
    *slot = insert_value(ctx, slot, val, rest)?;
    Some(Const::aggregate(agg.ty(), elems))
}

/// `extractvalue` on constants.
pub fn extract_value(ctx: &Context, agg: &Const, path: &[i64]) -> Option<Const> {
    let Some((&first, rest)) = path.split_first() else {
        return Some(agg.clone());
    };
    let elems = elements(ctx, agg)?;
    let e = elems.get(usize::try_from(first).ok()?)?;
    extract_value(ctx, e, rest)
}

/// Folds an integer binary op; `None` when LLVM would not fold to a plain integer.
/// `flags` are (nsw, nuw, exact): a folded result that breaks one is poison.
pub fn fold_int_binop(op: &str, w: u32, a: i128, b: i128, flags: (bool, bool, bool)) -> Option<Result<i128, ()>> {
    let (ua, ub) = (zext(a, w), zext(b, w));
    let mask = |v: u128| if w >= 128 { v } else { v & ((1u128 << w) - 1) };
    let (nsw, nuw, exact) = flags;
    let r: i128 = match op {
        "add" => {
            let r = sext(a.wrapping_add(b), w);
            if (nsw && r != a + b) || (nuw && mask(ua.wrapping_add(ub)) != ua.wrapping_add(ub)) {
                return Some(Err(()));
            }
            r
        }
        "sub" => {
            let r = sext(a.wrapping_sub(b), w);
            if (nsw && r != a - b) || (nuw && ub > ua) {
                return Some(Err(()));
            }
            r
        }
        "mul" => {
            let r = sext(a.wrapping_mul(b), w);
            if nsw && a.checked_mul(b).map(|p| sext(p, w) != p).unwrap_or(true) {
                return Some(Err(()));
            }
            if nuw && ua.checked_mul(ub).map(|p| mask(p) != p).unwrap_or(true) {
                return Some(Err(()));
            }
            r
        }
        "and" => a & b,
        "or" => a | b,
        "xor" => a ^ b,
        "shl" | "lshr" | "ashr" => {
            if ub >= w as u128 {
                return Some(Err(()));
            }
            let s = ub as u32;
            match op {
                "shl" => {
                    let r = sext((ua << s) as i128, w);
                    if (nuw && (mask(ua << s) >> s) != ua) || (nsw && (r >> s) != a) {
                        return Some(Err(()));
                    }
                    r
                }
                "lshr" => {
                    if exact && (ua & ((1u128 << s) - 1)) != 0 {
                        return Some(Err(()));
                    }
                    sext((ua >> s) as i128, w)
                }
                _ => {
                    if exact && (ua & ((1u128 << s) - 1)) != 0 {
                        return Some(Err(()));
                    }
                    a >> s
                }
            }
        }
        "udiv" | "urem" => {
            if ub == 0 {
                return Some(Err(()));
            }
            if op == "udiv" {
                if exact && ua % ub != 0 {
                    return Some(Err(()));
                }
                sext((ua / ub) as i128, w)
            } else {
                sext((ua % ub) as i128, w)
            }
        }
        "sdiv" | "srem" => {
            if b == 0 || (b == -1 && a == sext(1i128 << (w.min(127) - 1), w)) {
                return Some(Err(()));
            }
            if op == "sdiv" {
                if exact && a % b != 0 {
                    return Some(Err(()));
                }
                sext(a / b, w)
            } else {
                sext(a % b, w)
            }
        }
        _ => return None,
    };
    Some(Ok(r))
}

/// Folds `icmp`.
pub fn fold_icmp(pred: &str, w: u32, a: i128, b: i128) -> Option<bool> {
    let (ua, ub) = (zext(a, w), zext(b, w));
    Some(match pred {
        "eq" => a == b,
        "ne" => a != b,
        "slt" => a < b,
        "sle" => a <= b,
        "sgt" => a > b,
        "sge" => a >= b,
        "ult" => ua < ub,
        "ule" => ua <= ub,
        "ugt" => ua > ub,
        "uge" => ua >= ub,
        _ => return None,
    })
}

/// Folds a binary float op on f32/f64 (IEEE round-to-nearest, as APFloat; f32 operations
/// are exact in f64 before the one rounding to f32). NaN results follow APFloat rather than
/// the host: a NaN operand passes through (quieted, the first one first), and an invalid
/// operation gives the positive default NaN.
pub fn fold_float_binop(op: &str, kind: FloatKind, a: u128, b: u128) -> Option<u128> {
    // (quiet bit, default NaN) of the format.
    // (Half and bfloat results are exact in f64 before their one rounding too: 53 bits
    // leave no double-rounding error for formats of at most 25.)
    let (quiet, default_nan) = match kind {
        FloatKind::F16 => (0x0200, 0x7e00),
        FloatKind::BF16 => (0x0040, 0x7fc0),
        FloatKind::F32 => (0x0040_0000, 0x7fc0_0000),
        FloatKind::F64 => (0x0008_0000_0000_0000, 0x7ff8_0000_0000_0000),
        _ => return None,
    };
    let to_f64 = |bits: u128| match kind {
        FloatKind::F32 => f32::from_bits(bits as u32) as f64,
        FloatKind::F64 => f64::from_bits(bits as u64),
        _ => kind.from_bits(bits),
    };
    let (x, y) = (to_f64(a), to_f64(b));
    let r = match op {
        "fadd" => x + y,
        "fsub" => x - y,
        "fmul" => x * y,
        "fdiv" => x / y,
        // APFloat's `mod` is C's fmod, exact in f64 for f32 operands too.
        "frem" => x % y,
        _ => return None,
    };
    Some(if !r.is_nan() {
        match kind {
            FloatKind::F32 => (r as f32).to_bits() as u128,
            FloatKind::F64 => r.to_bits() as u128,
            _ => kind.to_bits(r),
        }
    } else if x.is_nan() {
        a | quiet
    } else if y.is_nan() {
        b | quiet
    } else {
        default_nan
    })
}

/// Folds float casts and `fneg` between f32/f64 and integers; a conversion to an integer
/// that does not fit (or a NaN) is poison, as LLVM folds it.
pub fn fold_float_cast(ctx: &Context, op: &str, c: &Const, ty: Type) -> Option<Const> {
    let to_float = |v: f64, t: Type| -> Option<Const> {
        match ctx.type_data(t) {
            TypeData::Float(FloatKind::F32) => Some(Const::Float { ty: t, bits: (v as f32).to_bits() as u128 }),
            TypeData::Float(FloatKind::F64) => Some(Const::Float { ty: t, bits: v.to_bits() as u128 }),
            TypeData::Float(k @ (FloatKind::F16 | FloatKind::BF16)) => {
                Some(Const::Float { ty: t, bits: if v.is_nan() { narrow_nan(*k, v) } else { k.to_bits(v) } })
            }
            _ => None,
        }
    };
    let float_of = |c: &Const| -> Option<(FloatKind, f64)> {
        let Const::Float { ty, bits } = c else { return None };
        match ctx.type_data(*ty) {
            TypeData::Float(k @ FloatKind::F32) => Some((*k, f32::from_bits(*bits as u32) as f64)),
            TypeData::Float(k @ FloatKind::F64) => Some((*k, f64::from_bits(*bits as u64))),
            TypeData::Float(k @ (FloatKind::F16 | FloatKind::BF16)) => Some((*k, k.from_bits(*bits))),
            _ => None,
        }
    };
    match op {
        "fneg" => {
            let Const::Float { ty: t, bits } = c else { return None };
            let w = match ctx.type_data(*t) {
                TypeData::Float(k) => k.width(),
                _ => return None,
            };
            Some(Const::Float { ty: *t, bits: bits ^ (1u128 << (w - 1)) })
        }
        // APFloat keeps a NaN's sign and payload and quiets it, as the host's conversion does.
        "fpext" | "fptrunc" => {
            let (_, v) = float_of(c)?;
            to_float(v, ty)
        }
        "sitofp" | "uitofp" => {
            let Const::Int { ty: it, v } = c else { return None };
            let w = ctx.int_width(*it)?;
            match ctx.type_data(ty) {
                TypeData::Float(FloatKind::F32) => {
                    let f = if op == "sitofp" { *v as f32 } else { zext(*v, w) as f32 };
                    Some(Const::Float { ty, bits: f.to_bits() as u128 })
                }
                TypeData::Float(FloatKind::F64) => {
                    let f = if op == "sitofp" { *v as f64 } else { zext(*v, w) as f64 };
                    Some(Const::Float { ty, bits: f.to_bits() as u128 })
                }
                // Rounded to odd at 53 bits first, so that the one rounding to the narrow
                // format is the correctly rounded one.
                TypeData::Float(k @ (FloatKind::F16 | FloatKind::BF16)) if w <= 64 => {
                    let (neg, mag) =
                        if op == "sitofp" && *v < 0 { (true, v.unsigned_abs()) } else { (false, zext(*v, w)) };
                    let f = round_to_odd_f64(mag);
                    Some(Const::Float { ty, bits: k.to_bits(if neg { -f } else { f }) })
                }
                _ => None,
            }
        }
        _ => {
            let (_, v) = float_of(c)?;
            let w = ctx.int_width(ty)?;
            if w > 64 {
                return None;
            }
            if v.is_nan() {
                return Some(Const::Poison(ty));
            }
            let t = v.trunc();
            let fits = if op == "fptosi" {
                let lo = -(2f64.powi(w as i32 - 1));
                t >= lo && t < -lo
            } else {
                t >= 0.0 && t < 2f64.powi(w as i32)
            };
            if !fits {
                return Some(Const::Poison(ty));
            }
            Some(Const::int(ctx, ty, t as i128))
        }
    }
}

/// `mag` as an f64 rounded to odd (the bits shifted out set the last one), which a later
/// rounding to a format of at most 51 significand bits rounds as the exact value would.
fn round_to_odd_f64(mag: u128) -> f64 {
    let bits = 128 - mag.leading_zeros();
    if bits <= 53 {
        return mag as f64;
    }
    let shift = bits - 53;
    let mut top = mag >> shift;
    if mag & ((1u128 << shift) - 1) != 0 {
        top |= 1;
    }
    top as f64 * 2f64.powi(shift as i32)
}

/// A NaN narrowed to half or bfloat as APFloat converts it: sign kept, payload truncated
/// from the top, quiet.
fn narrow_nan(kind: FloatKind, v: f64) -> u128 {
    let b = v.to_bits();
    let mant = match kind {
        FloatKind::BF16 => 7,
        _ => 10,
    };
    let sign = (b >> 63) as u128;
    let payload = ((b & ((1u64 << 52) - 1)) >> (52 - mant)) as u128;
    let exp = (1u128 << (15 - mant)) - 1;
    (sign << 15) | (exp << mant) | payload | (1u128 << (mant - 1))
}
