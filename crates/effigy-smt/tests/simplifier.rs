//! A randomised property test of the simplifying term builders: random bit-vector expressions
//! over a few symbols are built through `TermStore` (which folds constants, normalises sums and
//! products, cancels extracts) and evaluated under random models; the value must equal a
//! direct evaluation of the unsimplified expression with C-like machine arithmetic — and Z3,
//! given the model, must agree that the simplified term has exactly that value.

use std::collections::HashMap;

use effigy_smt::eval::eval;
use effigy_smt::term::mask;
use effigy_smt::{CheckResult, Model, Op, Solver, Sort, TermId, TermStore, Z3Solver};

mod common;
use common::*;

#[test]
fn simplified_terms_evaluate_like_the_expressions_they_simplify() {
    let mut rng = Rng(0x1234_5678_9ABC_DEF1);
    let mut store = TermStore::new();
    let syms: Vec<TermId> = (0..3).map(|i| store.fresh_symbol(&format!("s{i}"), Sort::BitVec(W))).collect();
    let mut z3 = Z3Solver::new(None);
    let mut folded = 0;
    for round in 0..1500 {
        let e = gen(&mut rng, 5);
        let t = build(&mut store, &e, &syms);
        if store.as_bv(t).is_some() {
            folded += 1;
        }
        for _ in 0..4 {
            let vals: Vec<u64> = (0..3)
                .map(|_| match rng.below(3) {
                    0 => rng.below(4),
                    1 => mask(W) - rng.below(4),
                    _ => rng.next() & mask(W),
                })
                .collect();
            let model = Model { values: syms.iter().zip(&vals).map(|(&s, &v)| (s, v as i128)).collect::<HashMap<_, _>>() };
            let want = reference(&e, &vals);
            let got = eval(&store, t, &model);
            assert_eq!(got, Some(want as i128), "round {round}: {e:?} with {vals:?} simplified to {}", store.display(t));
            // Z3 on the simplified term: with the symbols fixed, no other value is possible.
            if round % 8 == 0 {
                z3.push();
                for (&s, &v) in syms.iter().zip(&vals) {
                    let k = store.bv_const(W, v);
                    let eq = store.eq(s, k);
                    z3.assert(&store, eq);
                }
                let k = store.bv_const(W, want);
                let eq = store.eq(t, k);
                let ne = store.not(eq);
                z3.assert(&store, ne);
                let r = z3.check(&store, &[], &[]);
                assert!(matches!(r, CheckResult::Unsat), "round {round}: Z3 disagrees on {}: {r:?}", store.display(t));
                z3.pop();
            }
        }
    }
    // The simplifier must actually have had work: some expressions fold to constants.
    assert!(folded >= 10, "only {folded} expressions folded to constants");
}

/// Small-range expressions (narrow slices of the symbols, small constants, `/ % & >> + *`)
/// compared with constants at the edges of their values: the comparisons that the store's
/// interval bounds decide without a solver must come out as the machine computes them.
#[test]
fn comparisons_decided_by_value_ranges_are_right() {
    fn small(rng: &mut Rng, depth: u32) -> E {
        if depth == 0 || rng.below(3) == 0 {
            return if rng.below(2) == 0 {
                let hi = rng.below(6) as u32;
                E::Slice(hi, 0, Box::new(E::Sym(rng.below(3) as usize)))
            } else {
                E::Const(rng.below(12))
            };
        }
        let op =
            [Op::BvUDiv, Op::BvURem, Op::BvAnd, Op::BvOr, Op::BvXor, Op::BvLShr, Op::BvAdd, Op::BvMul, Op::BvShl][rng.below(9) as usize];
        let b = if matches!(op, Op::BvLShr | Op::BvShl) { E::Const(rng.below(4)) } else { small(rng, depth - 1) };
        E::Bin(op, Box::new(small(rng, depth - 1)), Box::new(b))
    }
    let mut rng = Rng(0x0DDB_A11C_AFE5_EED5);
    let mut store = TermStore::new();
    let syms: Vec<TermId> = (0..3).map(|i| store.fresh_symbol(&format!("r{i}"), Sort::BitVec(W))).collect();
    let mut decided = 0;
    for round in 0..3000 {
        let e = small(&mut rng, 3);
        let t = build(&mut store, &e, &syms);
        let vals: Vec<u64> = (0..3).map(|_| rng.next() & mask(W)).collect();
        let v = reference(&e, &vals);
        let k = match rng.below(4) {
            0 => v,
            1 => v.wrapping_add(1) & mask(W),
            2 => v.wrapping_sub(1) & mask(W),
            _ => rng.below(64),
        };
        let kt = store.bv_const(W, k);
        let model = Model { values: syms.iter().zip(&vals).map(|(&s, &v)| (s, v as i128)).collect::<HashMap<_, _>>() };
        let sv = |x: u64| ((x << (64 - W)) as i64) >> (64 - W);
        let cmp = |op: Op, x: u64, y: u64| match op {
            Op::BvUlt => x < y,
            Op::BvUle => x <= y,
            Op::BvSlt => sv(x) < sv(y),
            _ => sv(x) <= sv(y),
        };
        for op in [Op::BvUlt, Op::BvUle, Op::BvSlt, Op::BvSle] {
            for (a, b, want) in [(t, kt, cmp(op, v, k)), (kt, t, cmp(op, k, v))] {
                let c = store.bv_binop(op, a, b);
                if store.as_bool(c).is_some() {
                    decided += 1;
                }
                let got = eval(&store, c, &model);
                assert_eq!(got, Some(want as i128), "round {round}: {op:?} on {e:?} = {v} and {k} gave {}", store.display(c));
            }
        }
        let eq = store.eq(t, kt);
        assert_eq!(eval(&store, eq, &model), Some((v == k) as i128), "round {round}: {e:?} = {v} == {k} gave {}", store.display(eq));
    }
    assert!(decided >= 1000, "only {decided} comparisons were decided by ranges");
}
