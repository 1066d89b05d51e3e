//! Random bit-vector expressions for the solver layer's property tests: an expression type
//! with its machine-arithmetic reference evaluation, and its construction through `TermStore`.
#![allow(dead_code)]

use effigy_smt::term::mask;
use effigy_smt::{Op, TermId, TermStore};

pub struct Rng(pub u64);
impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// An unsimplified expression of width `W`.
#[derive(Clone, Debug)]
pub enum E {
    Sym(usize),
    Const(u64),
    Bin(Op, Box<E>, Box<E>),
    Not(Box<E>),
    Neg(Box<E>),
    /// ite(a <u b, x, y) or ite(a <s b, ...).
    Ite(Op, Box<E>, Box<E>, Box<E>, Box<E>),
    /// zero_ext(extract(hi, lo, e)) back to W bits.
    Slice(u32, u32, Box<E>),
}

pub const W: u32 = 16;

pub fn gen(rng: &mut Rng, depth: u32) -> E {
    if depth == 0 || rng.below(4) == 0 {
        return if rng.below(2) == 0 {
            E::Sym(rng.below(3) as usize)
        } else {
            E::Const(match rng.below(5) {
                0 => 0,
                1 => 1,
                2 => mask(W),
                3 => rng.below(8),
                _ => rng.next() & mask(W),
            })
        };
    }
    fn sub(rng: &mut Rng, depth: u32) -> Box<E> {
        Box::new(gen(rng, depth - 1))
    }
    let d = depth;
    match rng.below(17) {
        0 => E::Bin(Op::BvAdd, sub(rng, d), sub(rng, d)),
        1 => E::Bin(Op::BvMul, sub(rng, d), sub(rng, d)),
        2 => E::Bin(Op::BvAnd, sub(rng, d), sub(rng, d)),
        3 => E::Bin(Op::BvOr, sub(rng, d), sub(rng, d)),
        4 => E::Bin(Op::BvXor, sub(rng, d), sub(rng, d)),
        5 => E::Bin(Op::BvShl, sub(rng, d), Box::new(E::Const(rng.below(W as u64 + 2)))),
        6 => E::Bin(Op::BvLShr, sub(rng, d), Box::new(E::Const(rng.below(W as u64 + 2)))),
        7 => E::Bin(Op::BvAShr, sub(rng, d), Box::new(E::Const(rng.below(W as u64)))),
        8 => E::Not(sub(rng, d)),
        9 => E::Neg(sub(rng, d)),
        10 => E::Ite(Op::BvUlt, sub(rng, d), sub(rng, d), sub(rng, d), sub(rng, d)),
        11 => E::Ite(Op::BvSlt, sub(rng, d), sub(rng, d), sub(rng, d), sub(rng, d)),
        12 => E::Bin(Op::BvUDiv, sub(rng, d), sub(rng, d)),
        13 => E::Bin(Op::BvURem, sub(rng, d), sub(rng, d)),
        14 => E::Ite(Op::BvUle, sub(rng, d), sub(rng, d), sub(rng, d), sub(rng, d)),
        15 => E::Ite(Op::BvSle, sub(rng, d), sub(rng, d), sub(rng, d), sub(rng, d)),
        _ => {
            let lo = rng.below(W as u64) as u32;
            let hi = lo + rng.below((W - lo) as u64) as u32;
            E::Slice(hi, lo, sub(rng, d))
        }
    }
}

pub fn signed(v: u64) -> i64 {
    ((v << (64 - W)) as i64) >> (64 - W)
}

/// Machine arithmetic on W-bit values (SMT-LIB semantics for shifts past the width).
pub fn reference(e: &E, vals: &[u64]) -> u64 {
    let m = mask(W);
    let r = |x: &E| reference(x, vals);
    match e {
        E::Sym(i) => vals[*i],
        E::Const(k) => *k,
        E::Bin(op, a, b) => {
            let (x, y) = (r(a), r(b));
            match op {
                Op::BvAdd => x.wrapping_add(y) & m,
                Op::BvMul => x.wrapping_mul(y) & m,
                Op::BvAnd => x & y,
                Op::BvOr => x | y,
                Op::BvXor => x ^ y,
                Op::BvShl => {
                    if y >= W as u64 {
                        0
                    } else {
                        (x << y) & m
                    }
                }
                Op::BvLShr => {
                    if y >= W as u64 {
                        0
                    } else {
                        x >> y
                    }
                }
                Op::BvAShr => ((signed(x) >> y.min(63)) as u64) & m,
                // SMT-LIB: x / 0 is all ones, x mod 0 is x.
                Op::BvUDiv => x.checked_div(y).unwrap_or(m),
                Op::BvURem => x.checked_rem(y).unwrap_or(x),
                _ => unreachable!(),
            }
        }
        E::Not(a) => !r(a) & m,
        E::Neg(a) => r(a).wrapping_neg() & m,
        E::Ite(op, a, b, x, y) => {
            let (p, q) = (r(a), r(b));
            let c = match op {
                Op::BvUlt => p < q,
                Op::BvUle => p <= q,
                Op::BvSlt => signed(p) < signed(q),
                _ => signed(p) <= signed(q),
            };
            if c {
                r(x)
            } else {
                r(y)
            }
        }
        E::Slice(hi, lo, a) => (r(a) >> lo) & mask(*hi - *lo + 1),
    }
}

pub fn build(s: &mut TermStore, e: &E, syms: &[TermId]) -> TermId {
    match e {
        E::Sym(i) => syms[*i],
        E::Const(k) => s.bv_const(W, *k),
        E::Bin(op, a, b) => {
            let (x, y) = (build(s, a, syms), build(s, b, syms));
            match op {
                Op::BvAdd => s.bv_add(x, y),
                Op::BvMul => s.bv_mul(x, y),
                _ => s.bv_binop(*op, x, y),
            }
        }
        E::Not(a) => {
            let x = build(s, a, syms);
            s.bv_not(x)
        }
        E::Neg(a) => {
            let x = build(s, a, syms);
            s.bv_neg(x)
        }
        E::Ite(op, a, b, x, y) => {
            let (p, q) = (build(s, a, syms), build(s, b, syms));
            let c = s.bv_binop(*op, p, q);
            let (t, f) = (build(s, x, syms), build(s, y, syms));
            s.ite(c, t, f)
        }
        E::Slice(hi, lo, a) => {
            let x = build(s, a, syms);
            let part = s.extract(*hi, *lo, x);
            s.zero_ext(W - (*hi - *lo + 1), part)
        }
    }
}
