//! IEEE binary32/binary64 arithmetic on bit patterns, as the IR defines it: round to nearest
//! even, IEEE comparisons, and NaNs as x86's SSE makes them: an operation with a NaN operand
//! returns the first NaN operand, quieted; an invalid operation (∞ − ∞, 0 × ∞, 0/0, √−1) the
//! default NaN (sign and quiet bit set); a conversion keeps the sign and the leading payload
//! bits. (C leaves a NaN's sign and payload unspecified; the analyses treat them so.)
//!
//! The interpreter computes with these, and the front end folds constants with them. They are
//! written with Rust's own floating point independently of the term layer's folding
//! (`effigy_smt::float`): the interpreter is the oracle the engines are tested against.

use crate::expr::{BinOp, Rounding};
use crate::types::{FloatKind, IntType};

pub fn nan(k: FloatKind) -> u64 {
    match k {
        FloatKind::F32 => 0xffc0_0000,
        FloatKind::F64 => 0xfff8_0000_0000_0000,
    }
}

/// `x` with the quiet bit set (a NaN of format `k`).
fn quiet(k: FloatKind, x: u64) -> u64 {
    match k {
        FloatKind::F32 => x | 0x0040_0000,
        FloatKind::F64 => x | 0x0008_0000_0000_0000,
    }
}

/// The first NaN among the operands, quieted (what SSE returns for it).
fn nan_operand(k: FloatKind, xs: &[u64]) -> Option<u64> {
    xs.iter().find(|&&x| k.value(x).is_nan()).map(|&x| quiet(k, x))
}

/// The bits of `v` in format `k` (rounded to nearest even from f64; NaN canonical).
fn bits(k: FloatKind, v: f64) -> u64 {
    if v.is_nan() {
        return nan(k);
    }
    match k {
        FloatKind::F32 => (v as f32).to_bits() as u64,
        FloatKind::F64 => v.to_bits(),
    }
}

/// An arithmetic operation or comparison of two floats of format `k`.
pub fn binary(k: FloatKind, op: BinOp, x: u64, y: u64) -> u64 {
    let (a, b) = (k.value(x), k.value(y));
    if matches!(op, BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div) {
        if let Some(n) = nan_operand(k, &[x, y]) {
            return n;
        }
    }
    // Binary32 arithmetic is computed in binary32: a sum or product computed in binary64 and
    // rounded once more could differ in the last place (double rounding) for division.
    let arith = |f32op: fn(f32, f32) -> f32, f64op: fn(f64, f64) -> f64| match k {
        FloatKind::F32 => {
            let r = f32op(a as f32, b as f32);
            if r.is_nan() {
                nan(k)
            } else {
                r.to_bits() as u64
            }
        }
        FloatKind::F64 => bits(k, f64op(a, b)),
    };
    match op {
        BinOp::Add => arith(|a, b| a + b, |a, b| a + b),
        BinOp::Sub => arith(|a, b| a - b, |a, b| a - b),
        BinOp::Mul => arith(|a, b| a * b, |a, b| a * b),
        BinOp::Div => arith(|a, b| a / b, |a, b| a / b),
        BinOp::Eq => (a == b) as u64,
        BinOp::Ne => (a != b) as u64,
        BinOp::Lt => (a < b) as u64,
        BinOp::Le => (a <= b) as u64,
        BinOp::Gt => (a > b) as u64,
        BinOp::Ge => (a >= b) as u64,
        _ => unreachable!("the IR verifier rejects '{}' on floats", op.symbol()),
    }
}

pub fn sqrt(k: FloatKind, x: u64) -> u64 {
    if let Some(n) = nan_operand(k, &[x]) {
        return n;
    }
    match k {
        FloatKind::F32 => {
            let r = f32::from_bits(x as u32).sqrt();
            if r.is_nan() {
                nan(k)
            } else {
                r.to_bits() as u64
            }
        }
        FloatKind::F64 => bits(k, f64::from_bits(x).sqrt()),
    }
}

/// Rounding to an integral value: exact in either format, so computed on the widened value.
pub fn round_integral(k: FloatKind, r: Rounding, x: u64) -> u64 {
    if let Some(n) = nan_operand(k, &[x]) {
        return n;
    }
    let v = k.value(x);
    bits(
        k,
        match r {
            Rounding::Down => v.floor(),
            Rounding::Up => v.ceil(),
            Rounding::TowardZero => v.trunc(),
            Rounding::NearestAway => v.round(),
            Rounding::NearestEven => v.round_ties_even(),
        },
    )
}

pub fn convert(from: FloatKind, to: FloatKind, x: u64) -> u64 {
    if from == to {
        return x;
    }
    if from.value(x).is_nan() {
        // The sign and the payload's leading bits carry over (cvtss2sd, cvtsd2ss), quieted.
        return match (from, to) {
            (FloatKind::F32, _) => quiet(to, ((x >> 31) << 63) | (0x7ff << 52) | ((x & 0x7f_ffff) << 29)),
            (_, _) => quiet(to, ((x >> 63) << 31) | (0xff << 23) | ((x >> 29) & 0x7f_ffff)),
        };
    }
    bits(to, from.value(x))
}

/// A float truncated toward zero, or `None` when the result is not representable in `it`
/// (undefined behaviour, C11 6.3.1.4p1; NaN and infinities included).
pub fn to_int(k: FloatKind, x: u64, it: IntType) -> Option<u64> {
    let t = k.value(x).trunc();
    let top = 2f64.powi(if it.signed { it.bits as i32 - 1 } else { it.bits as i32 });
    let lo = if it.signed { -top } else { 0.0 };
    if !(t >= lo && t < top) {
        return None;
    }
    Some(if it.signed { t as i64 as u64 } else { t as u64 } & it.mask())
}

/// An integer rounded to the nearest float (ties to even).
pub fn from_int(it: IntType, x: u64, k: FloatKind) -> u64 {
    let v = it.value(x);
    match k {
        // i128 → f32 rounds once, correctly (Rust's `as` rounds to nearest, ties to even).
        FloatKind::F32 => (v as f32).to_bits() as u64,
        FloatKind::F64 => (v as f64).to_bits(),
    }
}
