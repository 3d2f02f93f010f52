//! Integer constant arithmetic on types wider than 128 bits, which the fold layer's
//! 128-bit `Int` cannot hold: MLIR folds APInts of any width, so `arith` folds and the
//! constant reassociations of its canonicalization fall back to these word vectors for
//! wide types only (everything at 128 bits or less keeps the `Int` path). Covers the
//! wrapping ring and bitwise operations; the others are left unfolded at these widths.

use crate::ir::fold::int_width;
use crate::ir::{AttrData, Attribute, Context, Signedness, Type, TypeData};
use descent_text::wide_int::{negate, to_i128};

/// Little-endian 64-bit words of a `width`-bit two's complement value, bits above the
/// width clear.
type Words = Vec<u64>;

fn truncate(w: Words, width: u32) -> Words {
    descent_text::wide_int::truncate(w, width as usize)
}

/// The value of integer attribute `a` when it has exactly the type `ty` of width over 128
/// (an `Integer` attribute holds the values that fit an `i128`; they sign-extend).
pub(crate) fn words_of(ctx: &Context, a: Attribute, ty: Type) -> Option<Words> {
    let width = int_width(ctx, ty).filter(|&w| w > 128)?;
    match ctx.attr_data(a) {
        AttrData::Integer { ty: t, value } if *t == ty => {
            let fill = if *value < 0 { u64::MAX } else { 0 };
            let mut w = vec![*value as u64, (*value >> 64) as u64];
            w.resize(width.div_ceil(64) as usize, fill);
            Some(truncate(w, width))
        }
        AttrData::WideInteger { ty: t, words } if *t == ty => Some(truncate(words.to_vec(), width)),
        _ => None,
    }
}

/// The attribute of type `ty` holding `w` (an `Integer` when the value fits an `i128`).
pub(crate) fn attr_of(ctx: &Context, ty: Type, w: Words) -> Option<Attribute> {
    let width = int_width(ctx, ty)?;
    let unsigned = matches!(ctx.type_data(ty), TypeData::Integer { signedness: Signedness::Unsigned, .. });
    let w = truncate(w, width);
    Some(match to_i128(&w, width, unsigned) {
        Some(v) => ctx.integer_attr(ty, v),
        None => ctx.intern_attr(AttrData::WideInteger { ty, words: w.into() }),
    })
}

fn add(a: &[u64], b: &[u64]) -> Words {
    let mut carry = false;
    a.iter()
        .zip(b)
        .map(|(&x, &y)| {
            let (s, c1) = x.overflowing_add(y);
            let (s, c2) = s.overflowing_add(u64::from(carry));
            carry = c1 || c2;
            s
        })
        .collect()
}

fn mul(a: &[u64], b: &[u64]) -> Words {
    let n = a.len();
    let mut out = vec![0u64; n];
    for (i, &x) in a.iter().enumerate() {
        let mut carry = 0u128;
        for (j, &y) in b.iter().enumerate().take(n - i) {
            let t = out[i + j] as u128 + (x as u128) * (y as u128) + carry;
            out[i + j] = t as u64;
            carry = t >> 64;
        }
    }
    out
}

/// `kind(a, b)` for the arith mnemonic `kind` at `width` bits (both already truncated to
/// it); `None` for the operations this path leaves unfolded.
pub(crate) fn eval(kind: &str, a: &[u64], b: &[u64], width: u32) -> Option<Words> {
    let v = match kind {
        "addi" => add(a, b),
        "subi" => add(a, &negate(b, width as usize)),
        "muli" => mul(a, b),
        "andi" => a.iter().zip(b).map(|(x, y)| x & y).collect(),
        "ori" => a.iter().zip(b).map(|(x, y)| x | y).collect(),
        "xori" => a.iter().zip(b).map(|(x, y)| x ^ y).collect(),
        _ => return None,
    };
    Some(truncate(v, width))
}

/// `kind(a, b)` on two wide integer attributes of type `ty`, as an attribute of that type.
pub(crate) fn fold(ctx: &Context, kind: &str, ty: Type, a: Attribute, b: Attribute) -> Option<Attribute> {
    let width = int_width(ctx, ty)?;
    let (x, y) = (words_of(ctx, a, ty)?, words_of(ctx, b, ty)?);
    attr_of(ctx, ty, eval(kind, &x, &y, width)?)
}

/// What the identity folds ask of a constant operand (`x + 0`, `x * 1`, `x & -1`, the
/// bounds of max and min), whatever its width.
#[derive(Clone, Copy, Default)]
pub(crate) struct Facts {
    pub zero: bool,
    pub one: bool,
    pub all_ones: bool,
    pub max_signed: bool,
    pub min_signed: bool,
}

impl Facts {
    /// The facts of a value of at most 128 bits.
    pub(crate) fn of_int(v: crate::ir::fold::Int) -> Facts {
        Facts {
            zero: v.is_zero(),
            one: v.is_one(),
            all_ones: v.is_all_ones(),
            max_signed: v.is_max_signed(),
            min_signed: v.is_min_signed(),
        }
    }

    /// The facts of integer attribute `a` of the wide type `ty`.
    pub(crate) fn of_wide(ctx: &Context, a: Attribute, ty: Type) -> Option<Facts> {
        let width = int_width(ctx, ty)?;
        let w = words_of(ctx, a, ty)?;
        let ones = truncate(vec![u64::MAX; w.len()], width);
        let (word, bit) = (((width - 1) / 64) as usize, 1u64 << ((width - 1) % 64));
        let mut max = ones.clone();
        max[word] &= !bit;
        let mut min = vec![0u64; w.len()];
        min[word] = bit;
        Some(Facts {
            zero: w.iter().all(|&x| x == 0),
            one: w[0] == 1 && w[1..].iter().all(|&x| x == 0),
            all_ones: w == ones,
            max_signed: w == max,
            min_signed: w == min,
        })
    }
}

/// `arith.cmpi` predicate `pred` (eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge) on two
/// wide integer attributes of type `ty`.
pub(crate) fn compare(ctx: &Context, pred: i128, ty: Type, a: Attribute, b: Attribute) -> Option<bool> {
    let width = int_width(ctx, ty)?;
    let (mut x, mut y) = (words_of(ctx, a, ty)?, words_of(ctx, b, ty)?);
    if (2..=5).contains(&pred) {
        // Signed order is the unsigned order with the sign bit flipped.
        let (word, bit) = (((width - 1) / 64) as usize, 1u64 << ((width - 1) % 64));
        x[word] ^= bit;
        y[word] ^= bit;
    }
    let ord = x.iter().rev().cmp(y.iter().rev());
    use std::cmp::Ordering::*;
    Some(match pred {
        0 => ord == Equal,
        1 => ord != Equal,
        2 | 6 => ord == Less,
        3 | 7 => ord != Greater,
        4 | 8 => ord == Greater,
        5 | 9 => ord != Less,
        _ => return None,
    })
}
