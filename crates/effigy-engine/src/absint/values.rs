//! The abstract values of the interval analysis: integer intervals over a C integer type's
//! values (wrap-around where C wraps), and float intervals over IEEE binary32/binary64 values
//! with a flag for NaN.
//!
//! Float bounds are computed in the format the program computes in (binary32 arithmetic in
//! `f32`, binary64 in `f64`, each rounded to nearest as the program rounds): rounding is
//! monotone and `+ - × ÷` are monotone in each operand on a box that does not cross a pole,
//! so the results at the corners are the extreme results the program can compute — the
//! bounds are exact, with no outward rounding needed, and no precision is lost to it. Zeros
//! are compared by value (−0 = +0): only a division tells them apart, and a divisor interval
//! that contains zero gives every value.

use effigy_ir::types::FloatKind;
use effigy_ir::IntType;

/// An interval of integer values `lo ..= hi` (never empty: emptiness is the state's ⊥).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Itv {
    pub lo: i128,
    pub hi: i128,
}

impl Itv {
    pub fn point(v: i128) -> Itv {
        Itv { lo: v, hi: v }
    }
    pub fn new(lo: i128, hi: i128) -> Option<Itv> {
        (lo <= hi).then_some(Itv { lo, hi })
    }
    pub fn of_type(it: IntType) -> Itv {
        let (lo, hi) = it.range();
        Itv { lo, hi }
    }
    pub fn boolean() -> Itv {
        Itv { lo: 0, hi: 1 }
    }
    pub fn join(self, o: Itv) -> Itv {
        Itv { lo: self.lo.min(o.lo), hi: self.hi.max(o.hi) }
    }
    pub fn meet(self, o: Itv) -> Option<Itv> {
        Itv::new(self.lo.max(o.lo), self.hi.min(o.hi))
    }
    pub fn contains(self, v: i128) -> bool {
        self.lo <= v && v <= self.hi
    }
    pub fn within(self, o: Itv) -> bool {
        o.lo <= self.lo && self.hi <= o.hi
    }
    pub fn as_point(self) -> Option<i128> {
        (self.lo == self.hi).then_some(self.lo)
    }
    /// `x + y` of `x` in `self`, `y` in `o` (over the integers).
    pub fn add(self, o: Itv) -> Itv {
        Itv { lo: self.lo + o.lo, hi: self.hi + o.hi }
    }
    /// `x - y` of `x` in `self`, `y` in `o` (over the integers).
    pub fn sub(self, o: Itv) -> Itv {
        Itv { lo: self.lo - o.hi, hi: self.hi - o.lo }
    }
    pub fn neg(self) -> Itv {
        Itv { lo: -self.hi, hi: -self.lo }
    }
    /// The values of `self` (any integers) converted to `it` as C converts to an integer type
    /// (modulo 2^bits; implementation-defined for signed types, which gcc defines so).
    pub fn wrap(self, it: IntType) -> Itv {
        let range = Itv::of_type(it);
        if self.within(range) {
            return self;
        }
        let m = 1i128 << it.bits;
        if self.hi - self.lo >= m - 1 {
            return range;
        }
        let norm = |v: i128| {
            let r = v.rem_euclid(m);
            if it.signed && r > range.hi {
                r - m
            } else {
                r
            }
        };
        let (lo, hi) = (norm(self.lo), norm(self.hi));
        if lo <= hi {
            Itv { lo, hi }
        } else {
            range
        }
    }
}

/// A congruence of an integer: `v ≡ r (mod m)` with `m ≥ 2` and `0 ≤ r < m`, or exactly `r`
/// when `m` is 0 (Granger's domain; `None` where it is used: any integer).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cong {
    pub m: i128,
    pub r: i128,
}

fn gcd(a: i128, b: i128) -> i128 {
    let (mut a, mut b) = (a.abs(), b.abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl Cong {
    pub fn exact(v: i128) -> Cong {
        Cong { m: 0, r: v }
    }
    /// `v ≡ r (mod m)` (`m ≥ 0`); `None` for modulus 1 (no information).
    pub fn new(m: i128, r: i128) -> Option<Cong> {
        match m {
            0 => Some(Cong::exact(r)),
            1 => None,
            _ => Some(Cong { m, r: r.rem_euclid(m) }),
        }
    }
    pub fn join(self, o: Cong) -> Option<Cong> {
        Cong::new(gcd(gcd(self.m, o.m), self.r.checked_sub(o.r)?), self.r)
    }
    /// Every value of `self` is one of `o`'s.
    pub fn within(self, o: Cong) -> bool {
        if o.m == 0 {
            return self.m == 0 && self.r == o.r;
        }
        self.m % o.m == 0 && (self.r - o.r).rem_euclid(o.m) == 0
    }
    /// The values of both, when one's modulus divides the other's; otherwise `self` (an
    /// over-approximation). `Err`: no value.
    pub fn meet(self, o: Cong) -> Result<Cong, ()> {
        let (fine, coarse) = if o.m == 0 || (self.m != 0 && self.m % o.m != 0) { (o, self) } else { (self, o) };
        if coarse.m != 0 && (fine.m == 0 || fine.m % coarse.m == 0) {
            if (fine.r - coarse.r).rem_euclid(coarse.m) != 0 {
                return Err(());
            }
            return Ok(fine);
        }
        if fine.m == 0 && coarse.m == 0 && fine.r != coarse.r {
            return Err(());
        }
        Ok(self)
    }
    pub fn add(self, o: Cong) -> Option<Cong> {
        Cong::new(gcd(self.m, o.m), self.r.checked_add(o.r)?)
    }
    pub fn neg(self) -> Option<Cong> {
        Cong::new(self.m, -self.r)
    }
    pub fn mul(self, o: Cong) -> Option<Cong> {
        let m = gcd(gcd(self.m.checked_mul(o.m)?, self.m.checked_mul(o.r)?), o.m.checked_mul(self.r)?);
        Cong::new(m, self.r.checked_mul(o.r)?)
    }
    /// As a value of `it` after C's conversion modulo 2^bits: what is left is the congruence
    /// modulo the greatest power of two that divides both the modulus and 2^bits.
    pub fn wrap(self, it: IntType) -> Option<Cong> {
        if self.m == 0 {
            return Some(Cong::exact(Itv::point(self.r).wrap(it).lo));
        }
        Cong::new(1i128 << self.m.trailing_zeros().min(it.bits), self.r)
    }
    /// The interval's bounds moved in to the nearest values of the congruence (`None`: it has
    /// none).
    pub fn tighten(self, i: Itv) -> Option<Itv> {
        if self.m == 0 {
            return i.contains(self.r).then_some(Itv::point(self.r));
        }
        let lo = i.lo + (self.r - i.lo).rem_euclid(self.m);
        let hi = i.hi - (i.hi - self.r).rem_euclid(self.m);
        Itv::new(lo, hi)
    }
}

/// An interval of float values (`lo ..= hi`, empty when `lo > hi`) and whether NaN is
/// possible. Bounds are values of the format (binary32 values held exactly in `f64`), or
/// bounds of them; infinities are values.
#[derive(Clone, Copy, Debug)]
pub struct FItv {
    pub lo: f64,
    pub hi: f64,
    pub nan: bool,
}

impl PartialEq for FItv {
    fn eq(&self, o: &FItv) -> bool {
        self.nan == o.nan && (self.is_empty() && o.is_empty() || self.lo == o.lo && self.hi == o.hi)
    }
}

/// `x + y`, `x - y`, `x * y`, `x / y` as format `k` computes them (round to nearest even).
pub fn fl(k: FloatKind, op: char, x: f64, y: f64) -> f64 {
    match k {
        FloatKind::F32 => {
            let (a, b) = (x as f32, y as f32);
            (match op {
                '+' => a + b,
                '-' => a - b,
                '*' => a * b,
                _ => a / b,
            }) as f64
        }
        FloatKind::F64 => match op {
            '+' => x + y,
            '-' => x - y,
            '*' => x * y,
            _ => x / y,
        },
    }
}

/// The next value of format `k` above `x` (`x` a value of the format).
pub fn next_up(k: FloatKind, x: f64) -> f64 {
    match k {
        FloatKind::F32 => (x as f32).next_up() as f64,
        FloatKind::F64 => x.next_up(),
    }
}

pub fn next_down(k: FloatKind, x: f64) -> f64 {
    match k {
        FloatKind::F32 => (x as f32).next_down() as f64,
        FloatKind::F64 => x.next_down(),
    }
}

impl FItv {
    pub fn top() -> FItv {
        FItv { lo: f64::NEG_INFINITY, hi: f64::INFINITY, nan: true }
    }
    /// One value of format `k` (its bit pattern).
    pub fn of_bits(k: FloatKind, bits: u64) -> FItv {
        let v = k.value(bits);
        if v.is_nan() {
            FItv { lo: f64::INFINITY, hi: f64::NEG_INFINITY, nan: true }
        } else {
            FItv { lo: v, hi: v, nan: false }
        }
    }
    pub fn range(lo: f64, hi: f64, nan: bool) -> FItv {
        FItv { lo, hi, nan }
    }
    pub fn is_empty(self) -> bool {
        // Not `lo > hi`: a NaN bound (never made here) would count as a value.
        matches!(self.lo.partial_cmp(&self.hi), Some(std::cmp::Ordering::Greater) | None)
    }
    /// No value at all (neither a number nor NaN).
    pub fn is_bottom(self) -> bool {
        self.is_empty() && !self.nan
    }
    pub fn join(self, o: FItv) -> FItv {
        match (self.is_empty(), o.is_empty()) {
            (true, _) => FItv { nan: self.nan || o.nan, ..o },
            (_, true) => FItv { nan: self.nan || o.nan, ..self },
            _ => FItv { lo: self.lo.min(o.lo), hi: self.hi.max(o.hi), nan: self.nan || o.nan },
        }
    }
    pub fn meet(self, o: FItv) -> FItv {
        FItv { lo: self.lo.max(o.lo), hi: self.hi.min(o.hi), nan: self.nan && o.nan }
    }
    pub fn within(self, o: FItv) -> bool {
        (!self.nan || o.nan) && (self.is_empty() || (!o.is_empty() && o.lo <= self.lo && self.hi <= o.hi))
    }
    pub fn contains_zero(self) -> bool {
        !self.is_empty() && self.lo <= 0.0 && 0.0 <= self.hi
    }
    fn has(self, v: f64) -> bool {
        !self.is_empty() && self.lo <= v && v <= self.hi
    }
    /// The numbers only (NaN dropped).
    pub fn numbers(self) -> FItv {
        FItv { nan: false, ..self }
    }

    /// `self op o` in format `k` (`op` one of `+ - * /`).
    pub fn arith(self, k: FloatKind, op: char, o: FItv) -> FItv {
        let mut nan = self.nan || o.nan;
        if self.is_empty() || o.is_empty() {
            return FItv { lo: f64::INFINITY, hi: f64::NEG_INFINITY, nan };
        }
        let inf = f64::INFINITY;
        match op {
            '+' => nan |= self.has(inf) && o.has(-inf) || self.has(-inf) && o.has(inf),
            '-' => nan |= self.has(inf) && o.has(inf) || self.has(-inf) && o.has(-inf),
            '*' => {
                let infinite = |x: FItv| x.has(inf) || x.has(-inf);
                nan |= self.contains_zero() && infinite(o) || o.contains_zero() && infinite(self);
            }
            _ => {
                if o.contains_zero() {
                    // x / ±0 is ±∞ or NaN (0 / 0): any value.
                    return FItv { lo: -inf, hi: inf, nan: true };
                }
                let infinite = |x: FItv| x.has(inf) || x.has(-inf);
                nan |= infinite(self) && infinite(o);
            }
        }
        let mut lo = inf;
        let mut hi = -inf;
        for x in [self.lo, self.hi] {
            for y in [o.lo, o.hi] {
                let r = fl(k, op, x, y);
                if !r.is_nan() {
                    lo = lo.min(r);
                    hi = hi.max(r);
                }
            }
        }
        // A corner that is NaN (∞ − ∞, 0 × ∞) stands for the values next to it, which are
        // infinite or zero: the other corners' hull with the infinities and zero around it.
        for x in [self.lo, self.hi] {
            for y in [o.lo, o.hi] {
                if fl(k, op, x, y).is_nan() {
                    return FItv { lo: -inf, hi: inf, nan: true };
                }
            }
        }
        FItv { lo, hi, nan }
    }

    pub fn neg(self) -> FItv {
        FItv { lo: -self.hi, hi: -self.lo, nan: self.nan }
    }

    /// A monotone (non-decreasing) function applied to the numbers; NaN stays NaN.
    pub fn monotone(self, f: impl Fn(f64) -> f64) -> FItv {
        if self.is_empty() {
            return self;
        }
        let (lo, hi) = (f(self.lo), f(self.hi));
        FItv { lo, hi, nan: self.nan || lo.is_nan() || hi.is_nan() }
    }

    pub fn sqrt(self, k: FloatKind) -> FItv {
        if self.is_empty() {
            return self;
        }
        let nan = self.nan || self.lo < 0.0;
        if self.hi < 0.0 {
            return FItv { lo: f64::INFINITY, hi: f64::NEG_INFINITY, nan: true };
        }
        let lo = self.lo.max(0.0);
        let r = |x: f64| match k {
            FloatKind::F32 => (x as f32).sqrt() as f64,
            FloatKind::F64 => x.sqrt(),
        };
        FItv { lo: r(lo), hi: r(self.hi), nan }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrapping_keeps_what_fits_and_wraps_what_does_not() {
        let u8t = IntType::new(8, false);
        let i8t = IntType::new(8, true);
        assert_eq!(Itv { lo: 3, hi: 7 }.wrap(u8t), Itv { lo: 3, hi: 7 });
        assert_eq!(Itv { lo: 256, hi: 260 }.wrap(u8t), Itv { lo: 0, hi: 4 });
        assert_eq!(Itv { lo: 250, hi: 260 }.wrap(u8t), Itv { lo: 0, hi: 255 });
        assert_eq!(Itv { lo: -1, hi: -1 }.wrap(u8t), Itv::point(255));
        assert_eq!(Itv { lo: 128, hi: 129 }.wrap(i8t), Itv { lo: -128, hi: -127 });
        assert_eq!(Itv { lo: 0, hi: 1000 }.wrap(i8t), Itv { lo: -128, hi: 127 });
    }

    #[test]
    fn congruences_join_wrap_and_tighten() {
        let c = |m, r| Cong::new(m, r).unwrap();
        assert_eq!(Cong::exact(0).join(Cong::exact(4)), Some(c(4, 0)));
        assert_eq!(c(4, 1).join(c(6, 3)), Some(c(2, 1)));
        assert_eq!(c(4, 1).join(c(4, 2)), None);
        assert!(c(8, 5).within(c(4, 1)) && !c(4, 1).within(c(8, 5)));
        assert_eq!(c(4, 3).add(Cong::exact(4)), Some(c(4, 3)));
        assert_eq!(Cong::exact(3).mul(c(4, 1)), Some(c(12, 3)));
        let u32t = IntType::new(32, false);
        assert_eq!(c(8, 5).wrap(u32t), Some(c(8, 5)));
        assert_eq!(c(3, 1).wrap(u32t), None);
        assert_eq!(c(12, 7).wrap(u32t), Some(c(4, 3)));
        assert_eq!(c(4, 1).tighten(Itv { lo: 0, hi: 10 }), Some(Itv { lo: 1, hi: 9 }));
        assert_eq!(c(4, 1).tighten(Itv { lo: 2, hi: 4 }), None);
        assert_eq!(c(4, 1).meet(c(8, 6)), Err(()));
        assert_eq!(c(4, 1).meet(c(8, 5)), Ok(c(8, 5)));
    }

    #[test]
    fn float_corners_are_what_the_program_computes() {
        let k = FloatKind::F64;
        let x = FItv::range(1.0, 3.0, false);
        let y = FItv::range(-2.0, 0.5, false);
        let p = x.arith(k, '*', y);
        assert_eq!((p.lo, p.hi, p.nan), (-6.0, 1.5, false));
        // ∞ − ∞ is NaN.
        let inf = FItv::range(0.0, f64::INFINITY, false);
        assert!(inf.arith(k, '-', inf).nan);
        // Division by an interval around zero gives everything.
        let d = x.arith(k, '/', FItv::range(-1.0, 1.0, false));
        assert!(d.nan && d.lo == f64::NEG_INFINITY && d.hi == f64::INFINITY);
        // Binary32 rounds as binary32: 0.1f + 0.2f.
        let a = FItv::range(0.1f32 as f64, 0.1f32 as f64, false);
        let b = FItv::range(0.2f32 as f64, 0.2f32 as f64, false);
        assert_eq!(a.arith(FloatKind::F32, '+', b).lo, (0.1f32 + 0.2f32) as f64);
        // 0 × ∞ inside the box.
        let z = FItv::range(-1.0, 1.0, false).arith(k, '*', FItv::range(f64::INFINITY, f64::INFINITY, false));
        assert!(z.nan);
    }
}
