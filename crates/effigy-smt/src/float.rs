//! IEEE 754 binary32/binary64 on bit patterns: the concrete semantics of the floating-point
//! term operations ([`crate::term::Op`]'s `Fp*`), shared by constant folding, model evaluation
//! and the engines' concrete fast path.
//!
//! A float is its bit pattern everywhere in effigy (a bit-vector of 32 or 64 bits, stored in
//! memory as bytes), so only the operations know it is a float. Rounding is to nearest, ties to
//! even (C's default mode). Every operation whose result is a NaN gives the one **canonical
//! NaN** of its format, the default NaN of x86 SSE (sign set, quiet bit set, payload zero):
//! C leaves a NaN's sign and payload unspecified, and a compiled program's NaN bits depend on
//! the instruction and even on compile-time folding; effigy fixes them so that its engines,
//! its interpreter and the solver agree. Negation, `fabs` and copying keep a NaN's bits.

/// A binary floating-point format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FpFormat {
    /// IEEE binary32 (C `float`).
    F32,
    /// IEEE binary64 (C `double`).
    F64,
}

impl FpFormat {
    pub fn width(self) -> u32 {
        match self {
            FpFormat::F32 => 32,
            FpFormat::F64 => 64,
        }
    }
    /// Exponent and significand widths (the significand counts the hidden bit), as SMT-LIB's
    /// `(_ FloatingPoint eb sb)`.
    pub fn ebits_sbits(self) -> (u32, u32) {
        match self {
            FpFormat::F32 => (8, 24),
            FpFormat::F64 => (11, 53),
        }
    }
    pub fn of_width(w: u32) -> Option<FpFormat> {
        match w {
            32 => Some(FpFormat::F32),
            64 => Some(FpFormat::F64),
            _ => None,
        }
    }
    /// The canonical NaN (x86's default NaN).
    pub fn nan(self) -> u64 {
        match self {
            FpFormat::F32 => 0xffc0_0000,
            FpFormat::F64 => 0xfff8_0000_0000_0000,
        }
    }
    pub fn sign_bit(self) -> u64 {
        1u64 << (self.width() - 1)
    }
    pub fn name(self) -> &'static str {
        match self {
            FpFormat::F32 => "f32",
            FpFormat::F64 => "f64",
        }
    }
    /// The value of a bit pattern (widened to f64: exact for binary32).
    pub fn to_f64(self, bits: u64) -> f64 {
        match self {
            FpFormat::F32 => f32::from_bits(bits as u32) as f64,
            FpFormat::F64 => f64::from_bits(bits),
        }
    }
    /// The bit pattern of `v` rounded to this format (NaN: canonical).
    pub fn from_f64(self, v: f64) -> u64 {
        if v.is_nan() {
            return self.nan();
        }
        match self {
            FpFormat::F32 => (v as f32).to_bits() as u64,
            FpFormat::F64 => v.to_bits(),
        }
    }
}

/// Rounding to an integral value (C's `floor`, `ceil`, `trunc`, `round`, `rint`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FpRounding {
    /// Towards −∞ (`floor`).
    Down,
    /// Towards +∞ (`ceil`).
    Up,
    /// Towards zero (`trunc`, and every float → integer conversion).
    TowardZero,
    /// To nearest, ties away from zero (`round`).
    NearestAway,
    /// To nearest, ties to even (`rint`, `nearbyint`: the default rounding mode).
    NearestEven,
}

impl FpRounding {
    pub fn name(self) -> &'static str {
        match self {
            FpRounding::Down => "floor",
            FpRounding::Up => "ceil",
            FpRounding::TowardZero => "trunc",
            FpRounding::NearestAway => "round",
            FpRounding::NearestEven => "rint",
        }
    }
}

/// The four arithmetic operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FpArith {
    Add,
    Sub,
    Mul,
    Div,
}

impl FpArith {
    pub fn symbol(self) -> &'static str {
        match self {
            FpArith::Add => "+.",
            FpArith::Sub => "-.",
            FpArith::Mul => "*.",
            FpArith::Div => "/.",
        }
    }
}

/// Canonicalises a NaN result.
fn canon32(v: f32) -> u64 {
    if v.is_nan() {
        FpFormat::F32.nan()
    } else {
        v.to_bits() as u64
    }
}
fn canon64(v: f64) -> u64 {
    if v.is_nan() {
        FpFormat::F64.nan()
    } else {
        v.to_bits()
    }
}

/// `a op b`, rounded to nearest even.
pub fn arith(fmt: FpFormat, op: FpArith, a: u64, b: u64) -> u64 {
    match fmt {
        FpFormat::F32 => {
            let (x, y) = (f32::from_bits(a as u32), f32::from_bits(b as u32));
            canon32(match op {
                FpArith::Add => x + y,
                FpArith::Sub => x - y,
                FpArith::Mul => x * y,
                FpArith::Div => x / y,
            })
        }
        FpFormat::F64 => {
            let (x, y) = (f64::from_bits(a), f64::from_bits(b));
            canon64(match op {
                FpArith::Add => x + y,
                FpArith::Sub => x - y,
                FpArith::Mul => x * y,
                FpArith::Div => x / y,
            })
        }
    }
}

/// The correctly rounded square root.
pub fn sqrt(fmt: FpFormat, a: u64) -> u64 {
    match fmt {
        FpFormat::F32 => canon32(f32::from_bits(a as u32).sqrt()),
        FpFormat::F64 => canon64(f64::from_bits(a).sqrt()),
    }
}

/// Rounding to an integral value in the same format: exact (an integral value of a float's
/// magnitude is representable in its format), so computed on the value widened to f64.
pub fn round_integral(fmt: FpFormat, mode: FpRounding, a: u64) -> u64 {
    let x = fmt.to_f64(a);
    fmt.from_f64(match mode {
        FpRounding::Down => x.floor(),
        FpRounding::Up => x.ceil(),
        FpRounding::TowardZero => x.trunc(),
        FpRounding::NearestAway => x.round(),
        FpRounding::NearestEven => x.round_ties_even(),
    })
}

/// IEEE comparisons: false when either operand is a NaN; `-0 == +0`.
pub fn lt(fmt: FpFormat, a: u64, b: u64) -> bool {
    fmt.to_f64(a) < fmt.to_f64(b)
}
pub fn le(fmt: FpFormat, a: u64, b: u64) -> bool {
    fmt.to_f64(a) <= fmt.to_f64(b)
}
pub fn eq(fmt: FpFormat, a: u64, b: u64) -> bool {
    fmt.to_f64(a) == fmt.to_f64(b)
}
pub fn is_nan(fmt: FpFormat, a: u64) -> bool {
    fmt.to_f64(a).is_nan()
}

/// The integer of `width` bits (two's complement when `signed`) given by `bits`, rounded to
/// the nearest float of `fmt` (ties to even).
pub fn from_int(fmt: FpFormat, bits: u64, width: u32, signed: bool) -> u64 {
    let m = if width >= 64 { u64::MAX } else { (1u64 << width) - 1 };
    let raw = bits & m;
    let sv = crate::term::signed_value(width, raw) as i64;
    match (fmt, signed) {
        (FpFormat::F32, true) => (sv as f32).to_bits() as u64,
        (FpFormat::F32, false) => (raw as f32).to_bits() as u64,
        (FpFormat::F64, true) => (sv as f64).to_bits(),
        (FpFormat::F64, false) => (raw as f64).to_bits(),
    }
}

/// The bounds a float must lie strictly between to convert to an integer of `width` bits
/// (C11 6.3.1.4: the value truncated toward zero must be representable), as exact f64 values.
fn int_bounds(width: u32, signed: bool) -> (f64, f64) {
    // Powers of two are exact in binary64 (up to 2^1023).
    let top = 2f64.powi(if signed { width as i32 - 1 } else { width as i32 });
    if signed {
        (-top, top)
    } else {
        (0.0, top)
    }
}

/// Whether `a` truncated toward zero is representable in the integer type (NaN and infinities
/// are not).
pub fn fits_int(fmt: FpFormat, a: u64, width: u32, signed: bool) -> bool {
    let t = fmt.to_f64(a).trunc();
    let (lo, hi) = int_bounds(width, signed);
    t >= lo && t < hi
}

/// The integer (`width` bits) of `a` truncated toward zero; when it does not fit (undefined in
/// C, see [`fits_int`]) the value is the one the term layer gives too: the integer's
/// minimum for signed targets, 0 for unsigned ones.
pub fn to_int(fmt: FpFormat, a: u64, width: u32, signed: bool) -> u64 {
    let m = if width >= 64 { u64::MAX } else { (1u64 << width) - 1 };
    if !fits_int(fmt, a, width, signed) {
        return if signed { 1u64 << (width - 1) } else { 0 };
    }
    let t = fmt.to_f64(a).trunc();
    (if signed { t as i64 as u64 } else { t as u64 }) & m
}

/// The bounds of [`fits_int`] as bit patterns of `fmt`: `lo ≤ trunc(x) < hi`.
pub fn int_bound_bits(fmt: FpFormat, width: u32, signed: bool) -> (u64, u64) {
    let (lo, hi) = int_bounds(width, signed);
    (fmt.from_f64(lo), fmt.from_f64(hi))
}

/// Conversion between formats (binary32 → binary64 is exact; back rounds to nearest even;
/// out of range gives an infinity, as Annex F says).
pub fn convert(from: FpFormat, to: FpFormat, a: u64) -> u64 {
    if from == to {
        return a;
    }
    to.from_f64(from.to_f64(a))
}

/// A float's value for people: the shortest decimal that reads back as it (`1.5`, `-0`, `inf`,
/// `nan`), and, when that is not exactly the value, also the C99 hexadecimal form.
pub fn display(fmt: FpFormat, bits: u64) -> String {
    let v = fmt.to_f64(bits);
    if v.is_nan() {
        return "nan".to_string();
    }
    if v.is_infinite() {
        return if v < 0.0 { "-inf".into() } else { "inf".into() };
    }
    match fmt {
        FpFormat::F32 => format!("{:?}", f32::from_bits(bits as u32)),
        FpFormat::F64 => format!("{v:?}"),
    }
}

/// The C99 hexadecimal floating constant of a finite value (`0x1.8p+0`), exact; `None` for
/// NaN and infinities (which have no literal).
pub fn hex_literal(fmt: FpFormat, bits: u64) -> Option<String> {
    let v = fmt.to_f64(bits);
    if !v.is_finite() {
        return None;
    }
    let b = v.to_bits();
    let sign = if b >> 63 == 1 { "-" } else { "" };
    let exp = ((b >> 52) & 0x7ff) as i64;
    let frac = b & ((1u64 << 52) - 1);
    if exp == 0 && frac == 0 {
        return Some(format!("{sign}0x0p+0"));
    }
    let (lead, e) = if exp == 0 { (0, -1022) } else { (1, exp - 1023) };
    let mut digits = format!("{frac:013x}");
    while digits.ends_with('0') {
        digits.pop();
    }
    let dot = if digits.is_empty() { String::new() } else { format!(".{digits}") };
    Some(format!("{sign}0x{lead}{dot}p{e:+}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic_rounds_to_nearest_even_and_canonicalises_nan() {
        let one = 1.0f32.to_bits() as u64;
        let third = arith(FpFormat::F32, FpArith::Div, one, 3.0f32.to_bits() as u64);
        assert_eq!(f32::from_bits(third as u32), 1.0f32 / 3.0);
        let inf = f32::INFINITY.to_bits() as u64;
        assert_eq!(arith(FpFormat::F32, FpArith::Sub, inf, inf), 0xffc0_0000);
        let nan_payload = 0x7f80_0001u64; // a signalling NaN with a payload
        assert_eq!(arith(FpFormat::F32, FpArith::Add, nan_payload, one), 0xffc0_0000);
        assert!(!eq(FpFormat::F32, 0xffc0_0000, 0xffc0_0000));
        assert!(eq(FpFormat::F64, 0, 1 << 63)); // -0 == +0
    }

    #[test]
    fn integer_conversions_truncate_and_know_their_range() {
        let f = |v: f32| v.to_bits() as u64;
        assert_eq!(to_int(FpFormat::F32, f(-1.5), 32, true), (-1i32) as u32 as u64);
        assert!(fits_int(FpFormat::F32, f(-0.5), 32, false));
        assert!(!fits_int(FpFormat::F32, f(-1.0), 32, false));
        assert!(!fits_int(FpFormat::F32, f(2147483648.0), 32, true));
        assert!(fits_int(FpFormat::F32, f(-2147483648.0), 32, true));
        assert!(!fits_int(FpFormat::F32, FpFormat::F32.nan(), 64, true));
        // 16777217 is not a binary32 value: it rounds to even, 16777216.
        assert_eq!(from_int(FpFormat::F32, 16777217, 32, true), f(16777216.0));
        assert_eq!(from_int(FpFormat::F64, u64::MAX, 64, false), 18446744073709551616f64.to_bits());
        assert_eq!(from_int(FpFormat::F32, 0xffff_ffff, 32, true), f(-1.0));
    }

    #[test]
    fn hex_literals_are_exact() {
        assert_eq!(hex_literal(FpFormat::F64, 1.5f64.to_bits()).unwrap(), "0x1.8p+0");
        assert_eq!(hex_literal(FpFormat::F32, 0x1).unwrap(), "0x1p-149");
        assert_eq!(hex_literal(FpFormat::F64, 1).unwrap(), "0x0.0000000000001p-1022");
        assert_eq!(hex_literal(FpFormat::F64, (-0.0f64).to_bits()).unwrap(), "-0x0p+0");
        assert_eq!(display(FpFormat::F32, 0.1f32.to_bits() as u64), "0.1");
    }
}
