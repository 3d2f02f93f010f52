//! Type storage: what a `Type` handle stands for.
//!
//! Builtin types are plain data here because the parser, printer, verifier predicates and
//! the type converter all need to look inside them. Types a dialect defines in its spec
//! (`TypeDef`, e.g. the LLVM dialect's) are one generic variant holding the definition and
//! its parameters; the IR knows nothing of any particular one. Types of dialects Descent
//! does not model are kept as `Opaque` text so they round-trip.

use crate::handles::{Attribute, Ident, Type};

/// MLIR's marker for a dynamic dimension or stride/offset (`?`): `ShapedType::kDynamic`.
pub const DYNAMIC: i64 = i64::MIN;

/// How an integer type treats its sign bit: MLIR's `iN`, `siN` and `uiN`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    /// Neither signed nor unsigned (`i32`): the ops decide how to read it.
    Signless,
    /// Signed (`si32`).
    Signed,
    /// Unsigned (`ui32`).
    Unsigned,
}

/// Every floating-point type MLIR 22 prints.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum FloatKind {
    /// `f4E2M1FN`: 4-bit, finite only (OCP MX FP4).
    F4E2M1FN,
    /// `f6E2M3FN`: 6-bit, finite only (OCP MX FP6).
    F6E2M3FN,
    /// `f6E3M2FN`: 6-bit, finite only (OCP MX FP6).
    F6E3M2FN,
    /// `f8E5M2`: 8-bit IEEE-style with infinities and NaNs.
    F8E5M2,
    /// `f8E4M3`: 8-bit IEEE-style with infinities and NaNs.
    F8E4M3,
    /// `f8E4M3FN`: 8-bit, no infinities; the all-ones patterns are NaN.
    F8E4M3FN,
    /// `f8E5M2FNUZ`: 8-bit, no infinities or negative zero; that pattern is the NaN.
    F8E5M2FNUZ,
    /// `f8E4M3FNUZ`: 8-bit, no infinities or negative zero; that pattern is the NaN.
    F8E4M3FNUZ,
    /// `f8E4M3B11FNUZ`: as `f8E4M3FNUZ` with exponent bias 11.
    F8E4M3B11FNUZ,
    /// `f8E3M4`: 8-bit IEEE-style with infinities and NaNs.
    F8E3M4,
    /// `f8E8M0FNU`: 8-bit unsigned power-of-two scale (OCP MX E8M0); all-ones is NaN.
    F8E8M0FNU,
    /// `bf16`: bfloat16.
    BF16,
    /// `f16`: IEEE half.
    F16,
    /// `tf32`: NVIDIA's 19-bit TensorFloat-32.
    TF32,
    /// `f32`: IEEE single.
    F32,
    /// `f64`: IEEE double.
    F64,
    /// `f80`: x87 extended precision.
    F80,
    /// `f128`: IEEE quad.
    F128,
}

impl FloatKind {
    /// Every kind, in declaration order (the order `from_keyword` searches).
    pub const ALL: [FloatKind; 18] = [
        FloatKind::F4E2M1FN,
        FloatKind::F6E2M3FN,
        FloatKind::F6E3M2FN,
        FloatKind::F8E5M2,
        FloatKind::F8E4M3,
        FloatKind::F8E4M3FN,
        FloatKind::F8E5M2FNUZ,
        FloatKind::F8E4M3FNUZ,
        FloatKind::F8E4M3B11FNUZ,
        FloatKind::F8E3M4,
        FloatKind::F8E8M0FNU,
        FloatKind::BF16,
        FloatKind::F16,
        FloatKind::TF32,
        FloatKind::F32,
        FloatKind::F64,
        FloatKind::F80,
        FloatKind::F128,
    ];

    /// The keyword MLIR uses for the type.
    pub fn keyword(self) -> &'static str {
        match self {
            FloatKind::F4E2M1FN => "f4E2M1FN",
            FloatKind::F6E2M3FN => "f6E2M3FN",
            FloatKind::F6E3M2FN => "f6E3M2FN",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F8E4M3 => "f8E4M3",
            FloatKind::F8E4M3FN => "f8E4M3FN",
            FloatKind::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatKind::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatKind::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            FloatKind::F8E3M4 => "f8E3M4",
            FloatKind::F8E8M0FNU => "f8E8M0FNU",
            FloatKind::BF16 => "bf16",
            FloatKind::F16 => "f16",
            FloatKind::TF32 => "tf32",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
        }
    }

    /// The kind whose MLIR keyword is `s` (`"f32"`, `"f8E4M3FN"`, ...), if any.
    pub fn from_keyword(s: &str) -> Option<FloatKind> {
        FloatKind::ALL.iter().copied().find(|k| k.keyword() == s)
    }

    /// Storage width in bits.
    pub fn width(self) -> u32 {
        match self {
            FloatKind::F4E2M1FN => 4,
            FloatKind::F6E2M3FN | FloatKind::F6E3M2FN => 6,
            FloatKind::F8E5M2
            | FloatKind::F8E4M3
            | FloatKind::F8E4M3FN
            | FloatKind::F8E5M2FNUZ
            | FloatKind::F8E4M3FNUZ
            | FloatKind::F8E4M3B11FNUZ
            | FloatKind::F8E3M4
            | FloatKind::F8E8M0FNU => 8,
            FloatKind::BF16 | FloatKind::F16 => 16,
            FloatKind::TF32 => 19,
            FloatKind::F32 => 32,
            FloatKind::F64 => 64,
            FloatKind::F80 => 80,
            FloatKind::F128 => 128,
        }
    }
}

/// One parameter of a dialect type (`TypeData::Dialect`), in the kinds spec `TypeDef`
/// parameters have. Scalars are stored inline and lists as boxed slices, so a view of a
/// dialect type borrows its parameters without allocating.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeParam {
    /// A parameter that is not present (an optional one left out).
    Absent,
    /// A type (`Type`).
    Type(Type),
    /// A list of types (`Vec<Type>`).
    Types(Box<[Type]>),
    /// An integer (`u32`, `u64`, `i64`, ...), widened to 64 bits.
    Int(i64),
    /// A list of unsigned 32-bit integers (`Vec<u32>`).
    Ints(Box<[u32]>),
    /// A string (`String`).
    Str(Box<str>),
    /// A flag (`bool`).
    Bool(bool),
    /// An attribute (an `Attr` parameter).
    Attr(Attribute),
}

/// A spec `TypeDef` (the LLVM dialect's types, ...): the description generated code
/// refers to; `TypeData::Dialect` values name theirs by address.
#[derive(Debug)]
pub struct TypeDefInfo {
    /// The spec name, e.g. `LLVMPointerType`.
    pub name: &'static str,
    /// The dialect namespace, e.g. `llvm`.
    pub dialect: &'static str,
    /// `ptr` for `!llvm.ptr`.
    pub mnemonic: &'static str,
    /// One-line description from the spec.
    pub summary: &'static str,
    /// (name, how the value is written, summary) of each parameter.
    pub params: &'static [(&'static str, &'static str, &'static str)],
    /// Syntax implemented in Rust rather than given by the spec.
    pub custom: bool,
    /// Where the spec defines it (`file:line`), for messages and tool output.
    pub defined_at: crate::SpecPos,
}

/// Identity of a spec `TypeDef`'s description (compared and hashed by address, as
/// `AttrDefRef` is).
#[derive(Copy, Clone, Debug)]
pub struct TypeDefRef(pub &'static TypeDefInfo);

impl PartialEq for TypeDefRef {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.0, other.0)
    }
}
impl Eq for TypeDefRef {}
impl std::hash::Hash for TypeDefRef {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (self.0 as *const TypeDefInfo).hash(state)
    }
}

/// What a `Type` handle denotes: a builtin type, a type of a spec `TypeDef`, or an opaque
/// dialect type kept as text.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeData {
    /// `iN`, `siN`, `uiN`.
    Integer {
        /// Bit width.
        width: u32,
        /// Sign semantics.
        signedness: Signedness,
    },
    /// `index`.
    Index,
    /// A floating-point type.
    Float(FloatKind),
    /// `none`.
    None,
    /// `complex<T>`.
    Complex(Type),
    /// `tuple<...>`.
    Tuple(Box<[Type]>),
    /// `(inputs) -> results`.
    Function {
        /// Argument types.
        inputs: Box<[Type]>,
        /// Result types.
        results: Box<[Type]>,
    },
    /// `scalable[i]` marks `[4]` dims of `vector<[4]xf32>`; empty when none is scalable.
    Vector {
        /// Dimension sizes (a vector's are never dynamic).
        shape: Box<[i64]>,
        /// Which dimensions are scalable.
        scalable: Box<[bool]>,
        /// Element type.
        elem: Type,
    },
    /// `tensor<4x?xf32, encoding>`.
    RankedTensor {
        /// Dimension sizes; dynamic dims are `DYNAMIC`.
        shape: Box<[i64]>,
        /// Element type.
        elem: Type,
        /// The optional encoding attribute.
        encoding: Option<Attribute>,
    },
    /// `tensor<*xf32>`.
    UnrankedTensor {
        /// Element type.
        elem: Type,
    },
    /// `layout` is `None` for the identity layout; dynamic dims are `DYNAMIC`.
    MemRef {
        /// Dimension sizes.
        shape: Box<[i64]>,
        /// Element type.
        elem: Type,
        /// Layout attribute (`affine_map<...>`, `strided<...>`, ...).
        layout: Option<Attribute>,
        /// Memory space attribute; `None` for the default space.
        memory_space: Option<Attribute>,
    },
    /// `memref<*xf32, space>`.
    UnrankedMemRef {
        /// Element type.
        elem: Type,
        /// Memory space attribute; `None` for the default space.
        memory_space: Option<Attribute>,
    },
    /// A type of a spec `TypeDef` (the LLVM dialect's types, ...) with its parameters;
    /// the dialect's own code gives them meaning (see `descent-llvm-types`).
    Dialect {
        /// Which `TypeDef`.
        def: TypeDefRef,
        /// Parameter values, in the layout the defining dialect chose.
        params: Box<[TypeParam]>,
    },
    /// A type of a dialect Descent does not model, kept as written: `!foo.bar<...>` has
    /// dialect `foo` and body `bar<...>`.
    Opaque {
        /// The dialect namespace (`foo`).
        dialect: Ident,
        /// The rest, as written, without the `.` after the dialect (`bar<...>`, or `<...>`).
        body: Box<str>,
    },
}

/// How a float format encodes values outside the finite range (APFloat's
/// `fltNonfiniteBehavior` and `fltNanEncoding`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum NonFinite {
    /// IEEE 754: all-ones exponent is infinity (zero fraction) or NaN.
    Ieee,
    /// No infinity; only the all-ones bit pattern (per sign) is NaN (`...FN` types).
    NanAllOnes,
    /// No infinity, no negative zero; the negative-zero pattern is the only NaN (`...FNUZ`).
    NanNegZero,
    /// Every pattern is a finite number (`f4E2M1FN`, `f6...FN`).
    FiniteOnly,
}

/// The bit layout of a float format.
#[derive(Copy, Clone, Debug)]
pub struct FloatLayout {
    /// Storage width in bits.
    pub bits: u32,
    /// Exponent field width in bits.
    pub exp_bits: u32,
    /// Stored fraction bits (for `f80` the explicit integer bit is not counted).
    pub man_bits: u32,
    /// Exponent bias.
    pub bias: i32,
    /// How infinities and NaNs are encoded.
    pub nonfinite: NonFinite,
}

/// Float format conversions. Values are carried as `f64` (as `AttrData::Float` stores them);
/// these convert to and from a format's bit pattern with round-to-nearest-even, as
/// `APFloat::convert` does. `f80`/`f128` values beyond `f64` precision are rounded to `f64`.
impl FloatKind {
    /// Whether LLVM has a floating-point type of this format (the others are stored as
    /// integers once converted, and float ops on them cannot be expressed).
    pub fn llvm_has(self) -> bool {
        matches!(
            self,
            FloatKind::BF16 | FloatKind::F16 | FloatKind::F32 | FloatKind::F64 | FloatKind::F80 | FloatKind::F128
        )
    }

    /// The format's bit layout: widths of its fields, exponent bias, and NaN/infinity encoding.
    pub fn layout(self) -> FloatLayout {
        let l = |bits, exp_bits, man_bits, bias, nonfinite| FloatLayout { bits, exp_bits, man_bits, bias, nonfinite };
        match self {
            FloatKind::F4E2M1FN => l(4, 2, 1, 1, NonFinite::FiniteOnly),
            FloatKind::F6E2M3FN => l(6, 2, 3, 1, NonFinite::FiniteOnly),
            FloatKind::F6E3M2FN => l(6, 3, 2, 3, NonFinite::FiniteOnly),
            FloatKind::F8E5M2 => l(8, 5, 2, 15, NonFinite::Ieee),
            FloatKind::F8E4M3 => l(8, 4, 3, 7, NonFinite::Ieee),
            FloatKind::F8E4M3FN => l(8, 4, 3, 7, NonFinite::NanAllOnes),
            FloatKind::F8E5M2FNUZ => l(8, 5, 2, 16, NonFinite::NanNegZero),
            FloatKind::F8E4M3FNUZ => l(8, 4, 3, 8, NonFinite::NanNegZero),
            FloatKind::F8E4M3B11FNUZ => l(8, 4, 3, 11, NonFinite::NanNegZero),
            FloatKind::F8E3M4 => l(8, 3, 4, 3, NonFinite::Ieee),
            FloatKind::F8E8M0FNU => l(8, 8, 0, 127, NonFinite::NanAllOnes),
            FloatKind::BF16 => l(16, 8, 7, 127, NonFinite::Ieee),
            FloatKind::F16 => l(16, 5, 10, 15, NonFinite::Ieee),
            FloatKind::TF32 => l(19, 8, 10, 127, NonFinite::Ieee),
            FloatKind::F32 => l(32, 8, 23, 127, NonFinite::Ieee),
            FloatKind::F64 => l(64, 11, 52, 1023, NonFinite::Ieee),
            FloatKind::F80 => l(80, 15, 63, 16383, NonFinite::Ieee),
            FloatKind::F128 => l(128, 15, 112, 16383, NonFinite::Ieee),
        }
    }

    /// Significand bits including the implicit/explicit integer bit (APFloat's precision).
    pub fn precision(self) -> u32 {
        match self {
            FloatKind::F80 => 64,
            k => k.layout().man_bits + 1,
        }
    }

    /// Rounds `v` to the nearest value of this format (overflow gives infinity, NaN, or the
    /// largest finite value, depending on what the format has).
    pub fn round(self, v: f64) -> f64 {
        match self {
            FloatKind::F64 | FloatKind::F80 | FloatKind::F128 => v,
            k => k.from_bits(k.to_bits(v)),
        }
    }

    /// Encodes `v` in this format, rounding to nearest even.
    pub fn to_bits(self, v: f64) -> u128 {
        let lay = self.layout();
        match self {
            FloatKind::F64 => return v.to_bits() as u128,
            FloatKind::F80 => return f64_to_x87(v),
            FloatKind::F128 => return f64_to_quad(v),
            FloatKind::F8E8M0FNU => return f64_to_e8m0(v),
            _ => {}
        }
        let sign_bit: u128 = 1u128 << (lay.bits - 1);
        let exp_all: u128 = (1u128 << lay.exp_bits) - 1;
        let man_all: u128 = (1u128 << lay.man_bits) - 1;
        let neg = v.is_sign_negative();
        let sign = if neg { sign_bit } else { 0 };
        let nan = |p: u128| -> u128 {
            match lay.nonfinite {
                NonFinite::Ieee => sign | (exp_all << lay.man_bits) | p.max(1),
                NonFinite::NanAllOnes => sign | (exp_all << lay.man_bits) | man_all,
                NonFinite::NanNegZero => sign_bit,
                NonFinite::FiniteOnly => sign | (exp_all << lay.man_bits) | man_all,
            }
        };
        let max_finite = || -> u128 {
            match lay.nonfinite {
                NonFinite::Ieee => sign | ((exp_all - 1) << lay.man_bits) | man_all,
                NonFinite::NanAllOnes => sign | (exp_all << lay.man_bits) | (man_all - 1),
                NonFinite::NanNegZero | NonFinite::FiniteOnly => sign | (exp_all << lay.man_bits) | man_all,
            }
        };
        let overflow = || -> u128 {
            match lay.nonfinite {
                NonFinite::Ieee => sign | (exp_all << lay.man_bits),
                NonFinite::NanAllOnes | NonFinite::NanNegZero => nan(0),
                NonFinite::FiniteOnly => max_finite(),
            }
        };
        if v.is_nan() {
            let payload = (v.to_bits() & ((1u64 << 52) - 1)) >> (52 - lay.man_bits);
            return nan(payload as u128);
        }
        if v.is_infinite() {
            return overflow();
        }
        let zero = if lay.nonfinite == NonFinite::NanNegZero { 0 } else { sign };
        if v == 0.0 {
            return zero;
        }
        // |v| = m * 2^e exactly.
        let b = v.to_bits();
        let raw_exp = ((b >> 52) & 0x7ff) as i32;
        let frac = b & ((1u64 << 52) - 1);
        let (m, e) = if raw_exp == 0 { (frac, -1074) } else { (frac | (1u64 << 52), raw_exp - 1075) };
        let top = 63 - m.leading_zeros() as i32 + e; // floor(log2 |v|)
        let emin = 1 - lay.bias;
        let emax = match lay.nonfinite {
            NonFinite::Ieee => (exp_all as i32 - 1) - lay.bias,
            _ => exp_all as i32 - lay.bias,
        };
        let mut exp = top.max(emin);
        let qe = exp - lay.man_bits as i32;
        let shift = qe - e;
        let mut q: u128 = if shift <= 0 {
            if -shift > 60 {
                return overflow();
            }
            (m as u128) << (-shift)
        } else if shift > 60 {
            0
        } else {
            let s = shift as u32;
            let mm = m as u128;
            let q0 = mm >> s;
            let rem = mm & ((1u128 << s) - 1);
            let half = 1u128 << (s - 1);
            if rem > half || (rem == half && q0 & 1 == 1) {
                q0 + 1
            } else {
                q0
            }
        };
        if q == 0 {
            return zero;
        }
        if q >> (lay.man_bits + 1) != 0 {
            q >>= 1;
            exp += 1;
        }
        let (field_e, field_f) =
            if q >> lay.man_bits == 0 { (0u128, q) } else { ((exp + lay.bias) as u128, q & man_all) };
        if exp > emax || field_e > exp_all {
            return overflow();
        }
        if lay.nonfinite == NonFinite::NanAllOnes && field_e == exp_all && field_f == man_all {
            return overflow();
        }
        sign | (field_e << lay.man_bits) | field_f
    }

    /// Decodes a bit pattern of this format (excess high bits are ignored).
    pub fn from_bits(self, bits: u128) -> f64 {
        let lay = self.layout();
        match self {
            FloatKind::F64 => return f64::from_bits(bits as u64),
            FloatKind::F80 => return x87_to_f64(bits),
            FloatKind::F128 => return quad_to_f64(bits),
            FloatKind::F8E8M0FNU => {
                let e = (bits & 0xff) as i32;
                return if e == 0xff { f64::NAN } else { pow2(e - 127) };
            }
            _ => {}
        }
        let bits = bits & ((1u128 << lay.bits) - 1);
        let sign_bit: u128 = 1u128 << (lay.bits - 1);
        let exp_all: u128 = (1u128 << lay.exp_bits) - 1;
        let man_all: u128 = (1u128 << lay.man_bits) - 1;
        let neg = bits & sign_bit != 0;
        let e = (bits >> lay.man_bits) & exp_all;
        let f = bits & man_all;
        let s = if neg { -1.0 } else { 1.0 };
        match lay.nonfinite {
            NonFinite::Ieee if e == exp_all => {
                if f == 0 {
                    return s * f64::INFINITY;
                }
                // Keep the payload: shift it to the top of the f64 fraction.
                let payload = (f as u64) << (52 - lay.man_bits);
                return f64::from_bits(((neg as u64) << 63) | (0x7ffu64 << 52) | payload);
            }
            NonFinite::NanAllOnes if e == exp_all && f == man_all => {
                return if neg { -f64::NAN } else { f64::NAN };
            }
            NonFinite::NanNegZero if bits == sign_bit => return f64::NAN,
            _ => {}
        }
        let v = if e == 0 {
            f as f64 * pow2(1 - lay.bias - lay.man_bits as i32)
        } else {
            ((1u128 << lay.man_bits) | f) as f64 * pow2(e as i32 - lay.bias - lay.man_bits as i32)
        };
        s * v
    }
}

/// 2^k as an f64 (exact for the exponents small formats use).
fn pow2(k: i32) -> f64 {
    if (-1022..=1023).contains(&k) {
        f64::from_bits(((k + 1023) as u64) << 52)
    } else {
        2f64.powi(k)
    }
}

fn f64_parts(v: f64) -> (bool, i32, u64) {
    let b = v.to_bits();
    ((b >> 63) != 0, ((b >> 52) & 0x7ff) as i32, b & ((1u64 << 52) - 1))
}

fn f64_to_x87(v: f64) -> u128 {
    let (neg, e, f) = f64_parts(v);
    let sign = (neg as u128) << 79;
    if e == 0x7ff {
        let man = if f == 0 { 1u128 << 63 } else { (3u128 << 62) | ((f as u128) << 11) };
        return sign | (0x7fffu128 << 64) | man;
    }
    if e == 0 && f == 0 {
        return sign;
    }
    let (m, exp) = if e == 0 {
        let lz = f.leading_zeros() as i32 - 11;
        (f << (lz + 1), -1022 - lz - 1)
    } else {
        (f | (1u64 << 52), e - 1023)
    };
    sign | (((exp + 16383) as u128) << 64) | ((m as u128) << 11)
}

fn x87_to_f64(bits: u128) -> f64 {
    let neg = (bits >> 79) & 1 != 0;
    let e = ((bits >> 64) & 0x7fff) as i32;
    let m = bits as u64;
    let s = if neg { -1.0 } else { 1.0 };
    if e == 0x7fff {
        return if m << 1 == 0 { s * f64::INFINITY } else { f64::NAN };
    }
    // Round the 64-bit significand to 53 bits via a u128 -> f64 conversion.
    s * (m as f64) * pow2(e.max(1) - 16383 - 63)
}

fn f64_to_quad(v: f64) -> u128 {
    let (neg, e, f) = f64_parts(v);
    let sign = (neg as u128) << 127;
    if e == 0x7ff {
        return sign | (0x7fffu128 << 112) | ((f as u128) << 60);
    }
    if e == 0 && f == 0 {
        return sign;
    }
    let (frac, exp) = if e == 0 {
        let lz = f.leading_zeros() as i32 - 11;
        ((f << (lz + 1)) & ((1u64 << 52) - 1), -1022 - lz - 1)
    } else {
        (f, e - 1023)
    };
    sign | (((exp + 16383) as u128) << 112) | ((frac as u128) << 60)
}

fn quad_to_f64(bits: u128) -> f64 {
    let neg = (bits >> 127) & 1 != 0;
    let e = ((bits >> 112) & 0x7fff) as i32;
    let frac = bits & ((1u128 << 112) - 1);
    let s = if neg { -1.0 } else { 1.0 };
    if e == 0x7fff {
        return if frac == 0 { s * f64::INFINITY } else { f64::NAN };
    }
    let m = if e == 0 { frac } else { frac | (1u128 << 112) };
    s * (m as f64) * pow2(e.max(1) - 16383 - 112)
}

fn f64_to_e8m0(v: f64) -> u128 {
    if v.is_nan() || v <= 0.0 || v.is_infinite() {
        return 0xff;
    }
    let (_, e, f) = f64_parts(v);
    if e == 0 {
        return 0;
    }
    // Round the significand 1.f to 1 or 2 (ties to even exponent).
    let mut exp = e - 1023;
    if f > (1u64 << 51) || (f == (1u64 << 51) && exp & 1 != 0) {
        exp += 1;
    }
    (exp + 127).clamp(0, 0xff) as u128
}
