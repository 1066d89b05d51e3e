//! Path conditions for people: the same meaning, fewer symbols. A conjunct is rewritten on its
//! own ([`TermStore::readable`]: `0 = (c ? 1 : 0)` is `¬c`, a negated comparison the opposite
//! comparison, a double negation dropped); a conjunction loses the bounds another of its
//! conjuncts implies ([`TermStore::without_implied_bounds`]: of `1 < y ∧ 2 < y ∧ 5 < y` only
//! `5 < y` stays). Only what is valid is done: each rewrite is an equivalence, each conjunct
//! dropped is implied by one that stays.

use crate::term::{signed_value, Op, Sort, TermData, TermId, TermStore};

/// Which order a bound is in.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Order {
    Signed,
    Unsigned,
    Integer,
}

/// A conjunct read as a bound on a term: `term ≥ value` (`lower`) or `term ≤ value`, inclusive,
/// in `order`.
struct Bound {
    term: TermId,
    order: Order,
    lower: bool,
    value: i128,
}

impl TermStore {
    /// `t`, a Boolean term, rewritten to an equivalent one that reads more easily.
    pub fn readable(&mut self, t: TermId) -> TermId {
        let TermData::App(op, args) = self.get(t).clone() else { return t };
        match (op, args.as_slice()) {
            (Op::Not, &[a]) => {
                let a = self.readable(a);
                match self.get(a).clone() {
                    TermData::Bool(b) => self.bool_const(!b),
                    TermData::App(Op::Not, inner) => inner[0],
                    TermData::App(op @ (Op::BvUlt | Op::BvUle | Op::BvSlt | Op::BvSle | Op::IntLt | Op::IntLe), xy) => {
                        // ¬(x < y) is y ≤ x; ¬(x ≤ y) is y < x.
                        let flipped = match op {
                            Op::BvUlt => Op::BvUle,
                            Op::BvUle => Op::BvUlt,
                            Op::BvSlt => Op::BvSle,
                            Op::BvSle => Op::BvSlt,
                            Op::IntLt => Op::IntLe,
                            _ => Op::IntLt,
                        };
                        self.apply(flipped, &[xy[1], xy[0]])
                    }
                    _ => self.not(a),
                }
            }
            (Op::Eq, &[a, b]) => {
                // `k = (c ? k1 : k2)` with constants: c, ¬c, or a constant.
                for (k, other) in [(a, b), (b, a)] {
                    let Some(k) = self.as_bv(k) else { continue };
                    let TermData::App(Op::Ite, ite) = self.get(other).clone() else { continue };
                    let (Some(k1), Some(k2)) = (self.as_bv(ite[1]), self.as_bv(ite[2])) else { continue };
                    let c = self.readable(ite[0]);
                    return match (k1 == k, k2 == k) {
                        (true, true) => self.bool_const(true),
                        (false, false) => self.bool_const(false),
                        (true, false) => c,
                        (false, true) => {
                            let n = self.not(c);
                            self.readable(n)
                        }
                    };
                }
                t
            }
            (Op::And, _) => {
                let parts: Vec<TermId> = args.iter().map(|&a| self.readable(a)).collect();
                self.and_all(parts)
            }
            _ => t,
        }
    }

    /// A conjunction's conjuncts, nested conjunctions flattened (`t` itself when it is none).
    pub fn conjuncts_of(&self, t: TermId) -> Vec<TermId> {
        match self.get(t) {
            TermData::App(Op::And, args) => args.iter().flat_map(|&a| self.conjuncts_of(a)).collect(),
            _ => vec![t],
        }
    }

    /// The conjuncts without those another one implies: of the bounds of a term against
    /// constants, in one order, the tightest lower and the tightest upper bound stay (the
    /// first of equal ones). Every other conjunct stays, in order.
    pub fn without_implied_bounds(&self, conjuncts: &[TermId]) -> Vec<TermId> {
        let bounds: Vec<Option<Bound>> = conjuncts.iter().map(|&c| self.bound(c)).collect();
        // Dropped: a bound that another conjunct gives on the same term, side and order at
        // least as tightly (strictly, or equally and earlier). The first of the tightest is
        // never dropped, and it implies every one that is.
        let implied = |i: usize, b: &Bound| {
            bounds.iter().enumerate().any(|(j, o)| {
                let Some(o) = o else { return false };
                if j == i || o.term != b.term || o.order != b.order || o.lower != b.lower {
                    return false;
                }
                let tighter = if b.lower { o.value > b.value } else { o.value < b.value };
                tighter || (o.value == b.value && j < i)
            })
        };
        conjuncts
            .iter()
            .zip(&bounds)
            .enumerate()
            .filter_map(|(i, (&c, b))| match b {
                Some(b) if implied(i, b) => None,
                _ => Some(c),
            })
            .collect()
    }

    /// A conjunct as an inclusive bound of a term against a constant, if it is one.
    fn bound(&self, c: TermId) -> Option<Bound> {
        let TermData::App(op, args) = self.get(c) else { return None };
        let (order, strict) = match op {
            Op::BvSlt => (Order::Signed, true),
            Op::BvSle => (Order::Signed, false),
            Op::BvUlt => (Order::Unsigned, true),
            Op::BvUle => (Order::Unsigned, false),
            Op::IntLt => (Order::Integer, true),
            Op::IntLe => (Order::Integer, false),
            _ => return None,
        };
        let value = |t: TermId| -> Option<i128> {
            match (self.get(t), order) {
                (TermData::Int(v), Order::Integer) => Some(*v),
                (TermData::Bv { width, value }, Order::Signed) => Some(signed_value(*width, *value)),
                (TermData::Bv { value, .. }, Order::Unsigned) => Some(*value as i128),
                _ => None,
            }
        };
        let width = match self.sort(args[0]) {
            Sort::BitVec(w) => w,
            _ => 128,
        };
        let (min, max) = match order {
            Order::Signed => (-(1i128 << (width - 1)), (1i128 << (width - 1)) - 1),
            Order::Unsigned => (0, (1i128 << width) - 1),
            Order::Integer => (i128::MIN, i128::MAX),
        };
        match (value(args[0]), value(args[1])) {
            // k < t: t ≥ k + 1.
            (Some(k), None) => {
                let v = if strict { k.checked_add(1).filter(|&v| v <= max)? } else { k };
                Some(Bound { term: args[1], order, lower: true, value: v })
            }
            // t < k: t ≤ k - 1.
            (None, Some(k)) => {
                let v = if strict { k.checked_sub(1).filter(|&v| v >= min)? } else { k };
                Some(Bound { term: args[0], order, lower: false, value: v })
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::{CheckResult, Solver, Z3Solver};

    /// A small deterministic generator (xorshift).
    struct Rng(u64);
    impl Rng {
        fn next(&mut self, n: u64) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0 % n
        }
    }

    /// Conjunctions of comparisons of two symbols with constants, in every order, negated or
    /// not, as comparisons or as `k = (c ? 1 : 0)`: what the simplification shows is what the
    /// solver says the conjunction means.
    #[test]
    fn simplified_conjunctions_mean_what_they_did() {
        let mut s = TermStore::new();
        let x = s.fresh_symbol("x", Sort::BitVec(8));
        let y = s.fresh_symbol("y", Sort::BitVec(8));
        let mut z3 = Z3Solver::new(None);
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        let ops = [Op::BvSlt, Op::BvSle, Op::BvUlt, Op::BvUle];
        let mut dropped = 0;
        let mut rewritten = 0;
        for _ in 0..300 {
            let n = 1 + rng.next(5) as usize;
            let mut conjuncts = Vec::new();
            for _ in 0..n {
                let sym = if rng.next(3) == 0 { y } else { x };
                let k = s.bv_const(8, [0, 1, 2, 5, 127, 128, 200, 255][rng.next(8) as usize]);
                let op = ops[rng.next(4) as usize];
                let mut c = if rng.next(2) == 0 { s.apply(op, &[sym, k]) } else { s.apply(op, &[k, sym]) };
                if rng.next(3) == 0 {
                    c = s.not(c);
                }
                if rng.next(4) == 0 {
                    // As the front end's `int f = (c); if (f)` gives it.
                    let (one, zero) = (s.bv_const(32, 1), s.bv_const(32, 0));
                    let ite = s.ite(c, one, zero);
                    let eq = s.eq(zero, ite);
                    c = if rng.next(2) == 0 { s.not(eq) } else { eq };
                }
                conjuncts.push(c);
            }
            let readable: Vec<TermId> = conjuncts.iter().map(|&c| s.readable(c)).collect();
            rewritten += readable.iter().zip(&conjuncts).filter(|(a, b)| a != b).count();
            let shown = s.without_implied_bounds(&readable);
            dropped += readable.len() - shown.len();
            let before = s.and_all(conjuncts.iter().copied());
            let after = s.and_all(shown.iter().copied());
            let same = s.eq(before, after);
            let differ = s.not(same);
            assert_eq!(z3.check(&s, &[differ], &[]), CheckResult::Unsat, "{} vs {}", s.display(before), s.display(after));
        }
        // The generator exercises both: conjuncts rewritten and bounds dropped.
        assert!(rewritten > 50 && dropped > 50, "rewritten {rewritten}, dropped {dropped}");
    }

    #[test]
    fn the_tightest_bounds_stay() {
        let mut s = TermStore::new();
        let y = s.fresh_symbol("y", Sort::BitVec(32));
        let c = |s: &mut TermStore, k: u64| s.bv_const(32, k);
        let (k1, k2, k5) = (c(&mut s, 1), c(&mut s, 2), c(&mut s, 5));
        let a = s.apply(Op::BvSlt, &[k1, y]);
        let b = s.apply(Op::BvSlt, &[k2, y]);
        let d = s.apply(Op::BvSlt, &[k5, y]);
        assert_eq!(s.without_implied_bounds(&[a, b, d]), vec![d]);
        // ¬(5 < y) is y ≤ 5, an upper bound: all stay.
        let nd = s.not(d);
        let nd = s.readable(nd);
        let le = s.apply(Op::BvSle, &[y, k5]);
        assert_eq!(nd, le);
        assert_eq!(s.without_implied_bounds(&[a, b, nd]), vec![b, nd]);
    }
}
