//! MLIR's float formatting: a port of `printFloatValue` (scientific form when it reads back
//! exactly, else APFloat's shortest round-trip form, else the bits in hex) and of
//! `APFloat::toString` on exact decimal expansions of binary floats.

use crate::ir::FloatKind;

/// MLIR's `printFloatValue`: `%.6e`-like scientific form when it reads back exactly, else
/// APFloat's shortest round-trip form when it contains a `.`, else the bit pattern in hex.
/// Returns the text and whether it is the hex form.
pub fn format_float(kind: FloatKind, v: f64) -> (String, bool) {
    if v.is_finite() {
        let s = apfloat_to_string(v, kind.precision(), 6, 0, false);
        if reads_back_exactly(kind, v, &s) {
            return (s, false);
        }
        let s = apfloat_to_string(v, kind.precision(), 0, 3, true);
        if s.contains('.') {
            return (s, false);
        }
    }
    (format!("0x{:X}", kind.to_bits(v)), true)
}

fn reads_back_exactly(kind: FloatKind, v: f64, s: &str) -> bool {
    match kind {
        // Values are carried as f64, so a wider format reads the text back exactly only if
        // the text is the exact value.
        FloatKind::F80 | FloatKind::F128 => {
            let exact = apfloat_to_string(v, 64, 100_000, 0, true);
            let digits = exact.split(['E', 'e']).next().unwrap_or("").bytes().filter(|b| b.is_ascii_digit()).count();
            digits <= 6 || (digits == 2 && exact.contains(".0E"))
        }
        _ => match s.parse::<f64>() {
            Ok(p) => kind.to_bits(kind.round(p)) == kind.to_bits(v),
            Err(_) => false,
        },
    }
}

/// A little arbitrary-precision unsigned integer (little-endian 32-bit limbs), enough for
/// exact decimal conversion of binary floats.
struct Big(Vec<u32>);

impl Big {
    fn from_u64(v: u64) -> Big {
        let mut b = Big(vec![v as u32, (v >> 32) as u32]);
        b.trim();
        b
    }
    fn trim(&mut self) {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }
    fn is_zero(&self) -> bool {
        self.0.is_empty()
    }
    fn bits(&self) -> u32 {
        match self.0.last() {
            Some(top) => (self.0.len() as u32 - 1) * 32 + (32 - top.leading_zeros()),
            None => 0,
        }
    }
    fn mul_small(&mut self, m: u32) {
        let mut carry = 0u64;
        for limb in self.0.iter_mut() {
            let x = *limb as u64 * m as u64 + carry;
            *limb = x as u32;
            carry = x >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }
    fn shl(&mut self, n: u32) {
        let words = (n / 32) as usize;
        let bits = n % 32;
        if bits != 0 {
            let mut carry = 0u32;
            for limb in self.0.iter_mut() {
                let x = *limb;
                *limb = (x << bits) | carry;
                carry = x >> (32 - bits);
            }
            if carry != 0 {
                self.0.push(carry);
            }
        }
        if words > 0 && !self.0.is_empty() {
            let mut v = vec![0u32; words];
            v.append(&mut self.0);
            self.0 = v;
        }
    }
    fn divrem_small(&mut self, d: u32) -> u32 {
        let mut rem = 0u64;
        for limb in self.0.iter_mut().rev() {
            let x = (rem << 32) | *limb as u64;
            *limb = (x / d as u64) as u32;
            rem = x % d as u64;
        }
        self.trim();
        rem as u32
    }
}

/// A port of `APFloat::toString` (`toStringImpl`) for a finite value: `sem_precision` is
/// the format's significand width, `format_precision` 0 means "enough to round-trip".
pub fn apfloat_to_string(
    v: f64,
    sem_precision: u32,
    format_precision: u32,
    max_padding: u32,
    truncate_zero: bool,
) -> String {
    let mut out = String::new();
    if v.is_sign_negative() {
        out.push('-');
    }
    let mut fp = format_precision;
    if v == 0.0 {
        if max_padding == 0 {
            if truncate_zero {
                out.push_str("0.0E+0");
            } else {
                out.push_str("0.0");
                for _ in 1..fp.max(1) {
                    out.push('0');
                }
                out.push_str("e+00");
            }
        } else {
            out.push('0');
        }
        return out;
    }
    if fp == 0 {
        fp = 2 + sem_precision * 59 / 196;
    }
    let b = v.to_bits();
    let raw_exp = ((b >> 52) & 0x7ff) as i32;
    let frac = b & ((1u64 << 52) - 1);
    let (mut m, mut exp) = if raw_exp == 0 { (frac, -1074) } else { (frac | (1u64 << 52), raw_exp - 1075) };
    let tz = m.trailing_zeros();
    m >>= tz;
    exp += tz as i32;
    let mut sig = Big::from_u64(m);
    if exp > 0 {
        sig.shl(exp as u32);
        exp = 0;
    } else if exp < 0 {
        // N * 2^-e == N * 5^e * 10^-e.
        let mut t = -exp;
        while t >= 13 {
            sig.mul_small(1_220_703_125); // 5^13
            t -= 13;
        }
        for _ in 0..t {
            sig.mul_small(5);
        }
    }
    // Drop decimal digits beyond what the precision can use.
    let bits = sig.bits();
    let bits_required = (fp * 196).div_ceil(59);
    if bits > bits_required {
        let tens = (bits - bits_required) * 59 / 196;
        exp += tens as i32;
        let mut t = tens;
        while t >= 9 {
            sig.divrem_small(1_000_000_000);
            t -= 9;
        }
        for _ in 0..t {
            sig.divrem_small(10);
        }
    }
    // Digits, least significant first, without trailing zeros.
    let mut buf: Vec<u8> = Vec::new();
    let mut in_trail = true;
    while !sig.is_zero() {
        let d = sig.divrem_small(10) as u8;
        if in_trail && d == 0 {
            exp += 1;
        } else {
            buf.push(b'0' + d);
            in_trail = false;
        }
    }
    if buf.is_empty() {
        buf.push(b'0');
    }
    // Round to `fp` significant digits (round half up, as APFloat does).
    let n = buf.len();
    if n > fp as usize {
        let mut first = n - fp as usize;
        if buf[first - 1] < b'5' {
            while first < n && buf[first] == b'0' {
                first += 1;
            }
            exp += first as i32;
            buf.drain(..first);
        } else {
            // Decimal add-with-carry; digits that carry out become trailing zeros to drop.
            let mut carried_all = true;
            let mut i = first;
            while i < n {
                if buf[i] == b'9' {
                    first += 1;
                    i += 1;
                } else {
                    buf[i] += 1;
                    carried_all = false;
                    break;
                }
            }
            if carried_all {
                exp += first as i32;
                buf.clear();
                buf.push(b'1');
            } else {
                exp += first as i32;
                buf.drain(..first);
            }
        }
    }
    let nd = buf.len();
    let scientific = if max_padding == 0 {
        true
    } else if exp >= 0 {
        exp as u32 > max_padding || nd as u32 + exp as u32 > fp
    } else {
        let msd = exp + nd as i32 - 1;
        if msd >= 0 {
            false
        } else {
            (-msd) as u32 > max_padding
        }
    };
    let digit = |i: usize| buf[nd - 1 - i] as char;
    if scientific {
        exp += nd as i32 - 1;
        out.push(digit(0));
        out.push('.');
        if nd == 1 && truncate_zero {
            out.push('0');
        } else {
            for i in 1..nd {
                out.push(digit(i));
            }
        }
        if !truncate_zero && fp as usize > nd - 1 {
            for _ in 0..(fp as usize - nd + 1) {
                out.push('0');
            }
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if exp >= 0 { '+' } else { '-' });
        let e = exp.unsigned_abs().to_string();
        if !truncate_zero && e.len() < 2 {
            out.push('0');
        }
        out.push_str(&e);
        return out;
    }
    if exp >= 0 {
        for i in 0..nd {
            out.push(digit(i));
        }
        for _ in 0..exp {
            out.push('0');
        }
        return out;
    }
    let whole = exp + nd as i32;
    let mut i = 0usize;
    if whole > 0 {
        while i < whole as usize {
            out.push(digit(i));
            i += 1;
        }
        out.push('.');
    } else {
        out.push_str("0.");
        for _ in 0..(-whole) {
            out.push('0');
        }
    }
    while i < nd {
        out.push(digit(i));
        i += 1;
    }
    out
}
