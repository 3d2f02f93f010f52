//! Integer attributes wider than 128 bits whose values do not fit an `i128`
//! (`AttrData::WideInteger`): their literals read with MLIR's range rules and written in
//! decimal, as MLIR's APInt-based parser and printer do. Only these few need more than
//! 128 bits, so the words are plain vectors.

use crate::ir::Signedness;

/// Little-endian 64-bit words.
type Words = Vec<u64>;

fn bit_len(w: &[u64]) -> usize {
    w.iter().rposition(|&x| x != 0).map_or(0, |i| i * 64 + 64 - w[i].leading_zeros() as usize)
}

fn bit(w: &[u64], i: usize) -> bool {
    w.get(i / 64).is_some_and(|x| x >> (i % 64) & 1 == 1)
}

/// Keeps the low `width` bits in `(width + 63) / 64` words.
pub fn truncate(mut w: Words, width: usize) -> Words {
    w.resize(width.div_ceil(64), 0);
    if !width.is_multiple_of(64) {
        if let Some(top) = w.last_mut() {
            *top &= (1u64 << (width % 64)) - 1;
        }
    }
    w
}

/// `2^width - w` (two's complement negation within `width` bits).
pub fn negate(w: &[u64], width: usize) -> Words {
    let mut out: Words = w.iter().map(|x| !x).collect();
    out.resize(width.div_ceil(64), u64::MAX);
    for x in out.iter_mut() {
        let (v, carry) = x.overflowing_add(1);
        *x = v;
        if !carry {
            break;
        }
    }
    truncate(out, width)
}

/// The literal `text` (decimal or `0x` hex, `negative` when a `-` preceded it) as the
/// `width`-bit two's complement words of an integer of that signedness; `None` when MLIR
/// reports it out of range.
pub fn parse_words(width: u32, signedness: Signedness, negative: bool, text: &str) -> Option<Words> {
    let width = width as usize;
    let (digits, radix) = match text.strip_prefix("0x") {
        Some(h) => (h, 16u128),
        None => (text, 10u128),
    };
    if digits.is_empty() || width == 0 {
        return None;
    }
    let mut mag: Words = vec![0; width.div_ceil(64) + 1];
    for c in digits.chars() {
        let mut carry = c.to_digit(radix as u32)? as u128;
        for x in mag.iter_mut() {
            let v = *x as u128 * radix + carry;
            *x = v as u64;
            carry = v >> 64;
        }
        if carry != 0 {
            return None;
        }
    }
    let bits = bit_len(&mag);
    if negative {
        // -m needs m <= 2^(width-1); MLIR rejects `-0` as well.
        let pow2 = bits > 0 && mag.iter().map(|x| x.count_ones()).sum::<u32>() == 1;
        if bits == 0 || bits > width || (bits == width && !pow2) {
            return None;
        }
        return Some(negate(&mag, width));
    }
    let limit = if signedness == Signedness::Signed { width - 1 } else { width };
    (bits <= limit).then(|| truncate(mag, width))
}

/// The value as an `i128` when it fits one (read as signed unless `unsigned`).
pub fn to_i128(w: &[u64], width: u32, unsigned: bool) -> Option<i128> {
    let width = width as usize;
    let low = w.first().copied().unwrap_or(0) as u128 | (w.get(1).copied().unwrap_or(0) as u128) << 64;
    if !unsigned && bit(w, width - 1) {
        // Negative: every bit from 127 up is set.
        return (127..width).all(|i| bit(w, i)).then_some(low as i128);
    }
    (bit_len(w) <= 127).then_some(low as i128)
}

/// The value in decimal, read as signed unless `unsigned`.
pub fn to_decimal(w: &[u64], width: u32, unsigned: bool) -> String {
    let negative = !unsigned && bit(w, width as usize - 1);
    let mut mag: Words = if negative { negate(w, width as usize) } else { w.to_vec() };
    let mut chunks = Vec::new();
    const TEN19: u128 = 10_000_000_000_000_000_000;
    while bit_len(&mag) > 0 {
        let mut rem = 0u128;
        for x in mag.iter_mut().rev() {
            let cur = rem << 64 | *x as u128;
            *x = (cur / TEN19) as u64;
            rem = cur % TEN19;
        }
        chunks.push(rem as u64);
    }
    let mut s = String::from(if negative { "-" } else { "" });
    match chunks.split_last() {
        None => s.push('0'),
        Some((top, rest)) => {
            s.push_str(&top.to_string());
            for c in rest.iter().rev() {
                s.push_str(&format!("{c:019}"));
            }
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_round_trip_with_mlir_ranges() {
        let s = Signedness::Signless;
        let w = parse_words(256, s, false, "0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF").unwrap();
        assert_eq!(to_decimal(&w, 256, false), "1461501637330902918203684832716283019655932542975");
        let m =
            parse_words(256, s, true, "57896044618658097711785492504343953926634992332820282019728792003956564819968");
        assert_eq!(
            to_decimal(&m.unwrap(), 256, false),
            "-57896044618658097711785492504343953926634992332820282019728792003956564819968"
        );
        // 2^255 is in range for i256 (it prints negative), not for si256.
        let big = "57896044618658097711785492504343953926634992332820282019728792003956564819968";
        assert!(parse_words(256, Signedness::Signed, false, big).is_none());
        assert!(parse_words(256, s, false, big).is_some());
        assert!(parse_words(256, s, true, "0").is_none());
        assert_eq!(to_i128(&parse_words(256, s, true, "5").unwrap(), 256, false), Some(-5));
        assert_eq!(to_i128(&parse_words(256, s, false, big).unwrap(), 256, false), None);
    }
}
