//! LLVM IR type spelling and the data layout: sizes and ABI/preferred alignments of types,
//! as LLVM's `DataLayout` computes them from the module's `llvm.data_layout` string (or
//! LLVM's defaults when there is none). Templates use them for default alignments.

use std::fmt::Write;

use crate::ir::{Context, FloatKind, Type, TypeData};
use crate::llvm_types::{self, LlvmType};

/// Writes the LLVM IR spelling of an LLVM-compatible type.
pub fn write_type(out: &mut String, ctx: &Context, ty: Type) {
    if let Some(l) = llvm_types::view(ctx, ty) {
        write_llvm_type(out, ctx, l);
        return;
    }
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => {
            let _ = write!(out, "i{width}");
        }
        TypeData::Index => out.push_str("i64"),
        TypeData::Float(k) => out.push_str(float_name(*k)),
        TypeData::Vector { shape, scalable, elem } => {
            let n: i64 = shape.iter().product();
            if scalable.iter().any(|s| *s) {
                let _ = write!(out, "<vscale x {n} x ");
            } else {
                let _ = write!(out, "<{n} x ");
            }
            write_type(out, ctx, *elem);
            out.push('>');
        }
        // `!llvm.ppc_fp128` is kept as an opaque LLVM type.
        TypeData::Opaque { dialect, body } if ctx.ident_str(*dialect) == "llvm" && &**body == "ppc_fp128" => {
            out.push_str("ppc_fp128")
        }
        // Not LLVM-compatible; the verifier of the translation rejects these first.
        _ => out.push_str("void"),
    }
}

fn write_llvm_type(out: &mut String, ctx: &Context, ty: LlvmType<'_>) {
    match ty {
        LlvmType::Ptr { addr_space } => {
            if addr_space == 0 {
                out.push_str("ptr");
            } else {
                let _ = write!(out, "ptr addrspace({addr_space})");
            }
        }
        LlvmType::Array { len, elem } => {
            let _ = write!(out, "[{len} x ");
            write_type(out, ctx, elem);
            out.push(']');
        }
        LlvmType::Struct(s) => {
            if let Some(name) = s.name {
                out.push('%');
                write_name(out, name);
                return;
            }
            write_struct_body(out, ctx, s.packed, s.body.unwrap_or(&[]));
        }
        LlvmType::Func { ret, params, var_arg } => {
            write_type(out, ctx, ret);
            out.push_str(" (");
            for (i, p) in params.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_type(out, ctx, *p);
            }
            if var_arg {
                out.push_str(if params.is_empty() { "..." } else { ", ..." });
            }
            out.push(')');
        }
        LlvmType::Void => out.push_str("void"),
        LlvmType::Token => out.push_str("token"),
        LlvmType::Label => out.push_str("label"),
        LlvmType::Metadata => out.push_str("metadata"),
        LlvmType::X86Amx => out.push_str("x86_amx"),
        LlvmType::TargetExt { name, types, ints } => {
            let _ = write!(out, "target(\"{name}\"");
            for t in types.iter() {
                out.push_str(", ");
                write_type(out, ctx, *t);
            }
            for i in ints.iter() {
                let _ = write!(out, ", {i}");
            }
            out.push(')');
        }
    }
}

/// `{ i32, float }` or `<{ i8 }>`.
pub fn write_struct_body(out: &mut String, ctx: &Context, packed: bool, body: &[Type]) {
    if packed {
        out.push('<');
    }
    if body.is_empty() {
        out.push_str("{}");
    } else {
        out.push_str("{ ");
        for (i, t) in body.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            write_type(out, ctx, *t);
        }
        out.push_str(" }");
    }
    if packed {
        out.push('>');
    }
}

/// A type in LLVM IR syntax, as a string.
pub fn type_string(ctx: &Context, ty: Type) -> String {
    let mut s = String::new();
    write_type(&mut s, ctx, ty);
    s
}

/// A global or type name, quoted when LLVM's lexer needs it.
pub fn write_name(out: &mut String, name: &str) {
    let plain = !name.is_empty()
        && !name.starts_with(|c: char| c.is_ascii_digit())
        && name.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '$' | '.' | '_'));
    if plain {
        out.push_str(name);
        return;
    }
    out.push('"');
    write_escaped(out, name.bytes());
    out.push('"');
}

/// Bytes as inside an LLVM IR string literal (LLVM's `printEscapedString`): printable
/// ASCII as is, `\` as `\\`, `"` and the rest as `\XX`.
pub fn write_escaped(out: &mut String, bytes: impl IntoIterator<Item = u8>) {
    for b in bytes {
        if b == b'\\' {
            out.push_str("\\\\");
        } else if (0x20..0x7f).contains(&b) && b != b'"' {
            out.push(b as char);
        } else {
            let _ = write!(out, "\\{b:02X}");
        }
    }
}

/// LLVM IR's name of a float kind (`half`, `bfloat`, `float`, ...); `float` for the small
/// floats LLVM IR has no type for.
pub fn float_name(k: FloatKind) -> &'static str {
    match k {
        FloatKind::F16 => "half",
        FloatKind::BF16 => "bfloat",
        FloatKind::F32 => "float",
        FloatKind::F64 => "double",
        FloatKind::F80 => "x86_fp80",
        FloatKind::F128 => "fp128",
        // Small floats are not LLVM types; conversion turns them into integers first.
        _ => "float",
    }
}

/// One `iN`/`fN`/`vN` entry: bit width, ABI and preferred alignment in bytes.
#[derive(Clone, Copy, Debug)]
struct AlignEntry {
    bits: u32,
    abi: u64,
    pref: u64,
}

/// The parts of an LLVM data layout string that decide sizes and alignments.
#[derive(Clone, Debug)]
pub struct DataLayout {
    ints: Vec<AlignEntry>,
    floats: Vec<AlignEntry>,
    vectors: Vec<AlignEntry>,
    /// (address space, size bits, abi, pref)
    pointers: Vec<(u32, u32, u64, u64)>,
    agg_abi: u64,
    agg_pref: u64,
}

impl Default for DataLayout {
    /// LLVM's defaults for an empty layout string.
    fn default() -> Self {
        let e = |bits, abi, pref| AlignEntry { bits, abi, pref };
        DataLayout {
            ints: vec![e(1, 1, 1), e(8, 1, 1), e(16, 2, 2), e(32, 4, 4), e(64, 4, 8)],
            floats: vec![e(16, 2, 2), e(32, 4, 4), e(64, 8, 8), e(128, 16, 16)],
            vectors: vec![e(64, 8, 8), e(128, 16, 16)],
            pointers: vec![(0, 64, 8, 8)],
            agg_abi: 1,
            agg_pref: 8,
        }
    }
}

impl DataLayout {
    /// Parses `e-m:e-p:64:64-i64:64-...`; unknown or malformed parts are ignored (the
    /// verifier of `llvm.data_layout` reports syntax errors).
    pub fn parse(spec: &str) -> DataLayout {
        let mut dl = DataLayout::default();
        let num = |s: &str| s.parse::<u64>().ok();
        for part in spec.split('-').filter(|p| !p.is_empty()) {
            let (head, rest) = part.split_at(1);
            let fields: Vec<&str> = rest.split(':').collect();
            match head {
                "i" | "f" | "v" => {
                    let Some(bits) = fields.first().and_then(|b| num(b)) else { continue };
                    let Some(abi) = fields.get(1).and_then(|b| num(b)) else { continue };
                    let pref = fields.get(2).and_then(|b| num(b)).unwrap_or(abi);
                    let entry = AlignEntry { bits: bits as u32, abi: (abi / 8).max(1), pref: (pref / 8).max(1) };
                    let table = match head {
                        "i" => &mut dl.ints,
                        "f" => &mut dl.floats,
                        _ => &mut dl.vectors,
                    };
                    match table.iter_mut().find(|x| x.bits == entry.bits) {
                        Some(x) => *x = entry,
                        None => {
                            table.push(entry);
                            table.sort_by_key(|x| x.bits);
                        }
                    }
                }
                "p" => {
                    let (asp, fields) = if rest.starts_with(':') || rest.is_empty() {
                        (0, fields.get(1..).unwrap_or(&[]).to_vec())
                    } else {
                        (num(fields[0]).unwrap_or(0) as u32, fields.get(1..).unwrap_or(&[]).to_vec())
                    };
                    let Some(size) = fields.first().and_then(|b| num(b)) else { continue };
                    let abi = fields.get(1).and_then(|b| num(b)).unwrap_or(size);
                    let pref = fields.get(2).and_then(|b| num(b)).unwrap_or(abi);
                    dl.pointers.retain(|p| p.0 != asp);
                    dl.pointers.push((asp, size as u32, (abi / 8).max(1), (pref / 8).max(1)));
                }
                "a" => {
                    let f: Vec<&str> = rest.trim_start_matches(':').split(':').collect();
                    if let Some(abi) = f.first().and_then(|b| num(b)) {
                        dl.agg_abi = (abi / 8).max(1);
                        dl.agg_pref = f.get(1).and_then(|b| num(b)).map(|p| (p / 8).max(1)).unwrap_or(dl.agg_abi);
                    }
                }
                _ => {}
            }
        }
        dl
    }

    fn pointer(&self, asp: u32) -> (u32, u64, u64) {
        let p = self.pointers.iter().find(|p| p.0 == asp).or_else(|| self.pointers.iter().find(|p| p.0 == 0));
        p.map(|p| (p.1, p.2, p.3)).unwrap_or((64, 8, 8))
    }

    fn int_align(&self, bits: u32) -> (u64, u64) {
        let e = self.ints.iter().find(|e| e.bits >= bits).or(self.ints.last());
        e.map(|e| (e.abi, e.pref)).unwrap_or((8, 8))
    }

    /// (ABI, preferred) alignment in bytes.
    pub fn align(&self, ctx: &Context, ty: Type) -> (u64, u64) {
        match llvm_types::view(ctx, ty) {
            Some(LlvmType::Ptr { addr_space }) => {
                let (_, a, p) = self.pointer(addr_space);
                return (a, p);
            }
            Some(LlvmType::Array { elem, .. }) => return self.align(ctx, elem),
            Some(LlvmType::Struct(s)) => {
                let fields = s.body.unwrap_or(&[]);
                let abi = if s.packed {
                    1
                } else {
                    fields.iter().map(|f| self.align(ctx, *f).0).max().unwrap_or(1).max(self.agg_abi)
                };
                return (abi, abi.max(self.agg_pref));
            }
            Some(_) => return (1, 1),
            None => {}
        }
        match ctx.type_data(ty) {
            TypeData::Integer { width, .. } => self.int_align(*width),
            TypeData::Index => self.int_align(64),
            TypeData::Float(k) => {
                let bits = match k {
                    FloatKind::F80 => 128,
                    k => k.width(),
                };
                match self.floats.iter().find(|e| e.bits == bits) {
                    Some(e) => (e.abi, e.pref),
                    None => {
                        let b = (bits as u64).div_ceil(8).next_power_of_two();
                        (b, b)
                    }
                }
            }
            TypeData::Vector { elem, shape, .. } => {
                let bits = self.size_bits(ctx, *elem) * shape.iter().product::<i64>().max(0) as u64;
                match self.vectors.iter().find(|e| e.bits as u64 == bits) {
                    Some(e) => (e.abi, e.pref),
                    None => {
                        let b = bits.div_ceil(8).max(1).next_power_of_two();
                        (b, b)
                    }
                }
            }
            _ => (1, 1),
        }
    }

    /// ABI alignment in bytes (getABITypeAlign): the first of `align`.
    pub fn abi_align(&self, ctx: &Context, ty: Type) -> u64 {
        self.align(ctx, ty).0
    }

    /// Size in bits (LLVM's getTypeSizeInBits).
    pub fn size_bits(&self, ctx: &Context, ty: Type) -> u64 {
        match llvm_types::view(ctx, ty) {
            Some(LlvmType::Ptr { addr_space }) => return self.pointer(addr_space).0 as u64,
            Some(LlvmType::Array { len, elem }) => return len * self.alloc_size(ctx, elem) * 8,
            Some(LlvmType::Struct(_)) => return self.alloc_size(ctx, ty) * 8,
            Some(_) => return 0,
            None => {}
        }
        match ctx.type_data(ty) {
            TypeData::Integer { width, .. } => *width as u64,
            TypeData::Index => 64,
            TypeData::Float(k) => k.width() as u64,
            TypeData::Vector { elem, shape, .. } => {
                self.size_bits(ctx, *elem) * shape.iter().product::<i64>().max(0) as u64
            }
            _ => 0,
        }
    }

    /// Bytes a store writes (getTypeStoreSize).
    pub fn store_size(&self, ctx: &Context, ty: Type) -> u64 {
        match llvm_types::as_struct(ctx, ty) {
            Some(s) => {
                let mut off = 0u64;
                let mut align = 1u64;
                for f in s.body.unwrap_or(&[]) {
                    let a = if s.packed { 1 } else { self.align(ctx, *f).0 };
                    align = align.max(a);
                    off = off.div_ceil(a) * a + self.alloc_size(ctx, *f);
                }
                off.div_ceil(align) * align
            }
            _ => self.size_bits(ctx, ty).div_ceil(8),
        }
    }

    /// Byte offset of field `i` of a struct type.
    pub fn field_offset(&self, ctx: &Context, ty: Type, i: usize) -> Option<u64> {
        let s = llvm_types::as_struct(ctx, ty)?;
        let fields = s.body?;
        let mut off = 0u64;
        for (k, f) in fields.iter().enumerate() {
            let a = if s.packed { 1 } else { self.align(ctx, *f).0.max(1) };
            off = off.div_ceil(a) * a;
            if k == i {
                return Some(off);
            }
            off += self.alloc_size(ctx, *f);
        }
        None
    }

    /// Byte offset of a `getelementptr` with constant indices over `elem`.
    pub fn gep_offset(&self, ctx: &Context, elem: Type, indices: &[i128]) -> Option<i128> {
        let (&first, rest) = indices.split_first()?;
        let mut off = first * self.alloc_size(ctx, elem) as i128;
        let mut cur = elem;
        for &i in rest {
            if let Some(s) = llvm_types::as_struct(ctx, cur) {
                let f = *s.body?.get(usize::try_from(i).ok()?)?;
                off += self.field_offset(ctx, cur, i as usize)? as i128;
                cur = f;
                continue;
            }
            let elem = match ctx.type_data(cur) {
                TypeData::Vector { elem, .. } => *elem,
                _ => llvm_types::as_array(ctx, cur)?.0,
            };
            off += i * self.alloc_size(ctx, elem) as i128;
            cur = elem;
        }
        Some(off)
    }

    /// Bytes an element occupies in an array (getTypeAllocSize).
    pub fn alloc_size(&self, ctx: &Context, ty: Type) -> u64 {
        let a = self.align(ctx, ty).0.max(1);
        self.store_size(ctx, ty).div_ceil(a) * a
    }
}

/// LLVM's `getMangledTypeStr`.
pub fn mangle(out: &mut String, ctx: &Context, t: Type) {
    if let Some(l) = llvm_types::view(ctx, t) {
        mangle_llvm(out, ctx, l);
        return;
    }
    match ctx.type_data(t) {
        TypeData::Integer { width, .. } => {
            let _ = write!(out, "i{width}");
        }
        TypeData::Float(k) => out.push_str(match k {
            crate::ir::FloatKind::F16 => "f16",
            crate::ir::FloatKind::BF16 => "bf16",
            crate::ir::FloatKind::F32 => "f32",
            crate::ir::FloatKind::F64 => "f64",
            crate::ir::FloatKind::F80 => "f80",
            crate::ir::FloatKind::F128 => "f128",
            _ => "f32",
        }),
        TypeData::Vector { shape, scalable, elem } => {
            let n: i64 = shape.iter().product();
            if scalable.iter().any(|s| *s) {
                out.push_str("nx");
            }
            let _ = write!(out, "v{n}");
            mangle(out, ctx, *elem);
        }
        _ => {}
    }
}

fn mangle_llvm(out: &mut String, ctx: &Context, t: LlvmType<'_>) {
    match t {
        LlvmType::Ptr { addr_space } => {
            let _ = write!(out, "p{addr_space}");
        }
        LlvmType::Array { len, elem } => {
            let _ = write!(out, "a{len}");
            mangle(out, ctx, elem);
        }
        LlvmType::Struct(s) => match s.name {
            Some(n) => {
                out.push_str("s_");
                out.push_str(n);
            }
            None => {
                out.push_str("sl_");
                for f in s.body.unwrap_or(&[]) {
                    mangle(out, ctx, *f);
                }
                out.push('s');
            }
        },
        LlvmType::Func { ret, params, var_arg } => {
            out.push_str("f_");
            mangle(out, ctx, ret);
            for p in params.iter() {
                mangle(out, ctx, *p);
            }
            if var_arg {
                out.push_str("vararg");
            }
            out.push('f');
        }
        LlvmType::Void => out.push_str("isVoid"),
        LlvmType::Token => out.push_str("token"),
        LlvmType::Metadata => out.push_str("Metadata"),
        _ => {}
    }
}

/// An alignment as LLVM holds it: `llvm::Align` keeps a power of two, and given another
/// value (which its assertion rejects in a debug build) keeps the largest power of two
/// below it, which is what mlir-translate then writes (`alignment = 6` gives `align 4`).
/// `None` for 0 (LLVM's `MaybeAlign(0)`: no alignment).
pub fn llvm_align(v: i128) -> Option<u64> {
    (v > 0).then(|| 1u64 << (127 - v.leading_zeros()).min(63))
}
