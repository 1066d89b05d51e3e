//! Every solver backend against effigy's own semantics and against each other: the in-process
//! Z3, Bitwuzla and a `z3` binary (each in its process, spoken to in SMT-LIB), and a portfolio
//! that races them. Random bit-vector queries must get the same answer from all, every model
//! must satisfy its query under effigy's evaluator, and every floating-point operation must
//! agree with `effigy_smt::float` on special and random operands. Bitwuzla and the `z3` binary
//! are installed by `make deps` (pip's `bitwuzla` and `z3-solver`); these tests need them.

use std::time::Duration;

use effigy_smt::eval::eval;
use effigy_smt::float::{FpArith, FpFormat, FpRounding};
use effigy_smt::term::mask;
use effigy_smt::{Backend, CheckResult, Model, Op, ProcessKind, ProcessSolver, Solver, SolverChoice, Sort, TermId, TermStore, Z3Solver};

mod common;
use common::*;

fn backends() -> Vec<(&'static str, Box<dyn Solver>)> {
    let started = |kind: ProcessKind| {
        ProcessSolver::started(kind, Some(Duration::from_secs(60)))
            .unwrap_or_else(|e| panic!("this test needs Bitwuzla and a z3 binary (make deps installs both): {e}"))
    };
    vec![
        ("Z3 (in-process)", Box::new(Z3Solver::new(None)) as Box<dyn Solver>),
        ("Bitwuzla", Box::new(started(ProcessKind::bitwuzla()))),
        ("Z3 (process)", Box::new(started(ProcessKind::z3()))),
        // A portfolio that races every query (a zero threshold stays zero): both solvers win
        // races and lose them, Bitwuzla's queries are cancelled, query after query.
        ("Portfolio (racing every query)", Box::new(Backend::new(SolverChoice::Portfolio, Duration::ZERO).expect("portfolio"))),
    ]
}

/// The model, completed with zero for symbols it leaves free, satisfies every conjunct.
fn holds(store: &TermStore, conjuncts: &[TermId], symbols: &[TermId], model: &Model) -> bool {
    let mut m = model.clone();
    for &s in symbols {
        m.values.entry(s).or_insert(0);
    }
    conjuncts.iter().all(|&c| eval(store, c, &m) == Some(1))
}

#[test]
fn backends_agree_on_random_queries_and_their_models_satisfy_them() {
    let mut rng = Rng(0x0DDB_1A5E_5BAD_5EED);
    let mut store = TermStore::new();
    let syms: Vec<TermId> = (0..3).map(|i| store.fresh_symbol(&format!("s {i}"), Sort::BitVec(W))).collect();
    let mut all = backends();
    let (mut sat, mut unsat) = (0, 0);
    for round in 0..200 {
        let mut conjuncts = Vec::new();
        for _ in 0..1 + rng.below(2) {
            let (e1, e2) = (gen(&mut rng, 4), gen(&mut rng, 3));
            let (a, b) = (build(&mut store, &e1, &syms), build(&mut store, &e2, &syms));
            let c = match rng.below(4) {
                0 => store.eq(a, b),
                1 => store.bv_binop(Op::BvUlt, a, b),
                2 => store.bv_binop(Op::BvSlt, a, b),
                _ => {
                    let e = store.eq(a, b);
                    store.not(e)
                }
            };
            conjuncts.push(c);
        }
        let mut answers = Vec::new();
        for (name, solver) in all.iter_mut() {
            solver.push();
            for &c in &conjuncts {
                solver.assert(&store, c);
            }
            let r = solver.check(&store, &[], &syms);
            solver.pop();
            match &r {
                CheckResult::Sat(m) => assert!(
                    holds(&store, &conjuncts, &syms, m),
                    "round {round}: {name}'s model {m:?} does not satisfy {}",
                    conjuncts.iter().map(|&c| store.display(c).to_string()).collect::<Vec<_>>().join(" ∧ ")
                ),
                CheckResult::Unsat => {}
                CheckResult::Unknown(why) => panic!("round {round}: {name} gave up: {why}"),
            }
            answers.push((name.to_string(), matches!(r, CheckResult::Sat(_))));
        }
        assert!(answers.iter().all(|a| a.1 == answers[0].1), "round {round}: the backends disagree: {answers:?}");
        if answers[0].1 {
            sat += 1;
        } else {
            unsat += 1;
        }
    }
    // Both answers must have been exercised.
    assert!(sat >= 20 && unsat >= 20, "{sat} sat and {unsat} unsat queries");
}

/// A query the in-process Z3 does not answer within a 1 ms threshold is raced: a racer must
/// answer it, and its model must satisfy it.
#[test]
fn the_portfolio_races_slow_queries_and_keeps_the_winners_model() {
    let mut s = TermStore::new();
    let x = s.fresh_symbol("x", Sort::BitVec(64));
    let y = s.fresh_symbol("y", Sort::BitVec(64));
    // x * y = 1000003 * 999983 with both factors in (1, 2^20): factoring.
    let product = s.bv_const(64, 1_000_003 * 999_983);
    let xy = s.bv_mul(x, y);
    let eq = s.eq(xy, product);
    let one = s.bv_const(64, 1);
    let bound = s.bv_const(64, 1 << 20);
    let conjuncts = vec![
        eq,
        s.bv_binop(Op::BvUlt, one, x),
        s.bv_binop(Op::BvUlt, x, bound),
        s.bv_binop(Op::BvUlt, one, y),
        s.bv_binop(Op::BvUlt, y, bound),
    ];
    let mut p = Backend::new(SolverChoice::Portfolio, Duration::from_millis(1)).expect("portfolio");
    p.set_timeout(Duration::from_secs(60));
    p.push();
    for &c in &conjuncts {
        p.assert(&s, c);
    }
    let r = p.check(&s, &[], &[x, y]);
    p.pop();
    let CheckResult::Sat(m) = r else { panic!("the portfolio did not factor: {r:?}") };
    assert!(holds(&s, &conjuncts, &[x, y], &m), "{m:?}");
    let stats = p.backend_stats();
    assert_eq!(stats.len(), 2, "the in-process Z3 and Bitwuzla: {stats:?}");
    assert_eq!(stats[1].calls, 1, "Bitwuzla should have got the query after the threshold: {stats:?}");
    assert_eq!(stats.iter().map(|b| b.wins).sum::<u64>(), 1, "one solver wins the race: {stats:?}");
    assert_eq!(stats[0].answered + stats[0].unknown, 1, "{stats:?}");
}

#[test]
fn a_query_z3_answers_within_the_threshold_never_reaches_the_racers() {
    let mut s = TermStore::new();
    let x = s.fresh_symbol("x", Sort::BitVec(32));
    let k = s.bv_const(32, 7);
    let lt = s.bv_binop(Op::BvUlt, x, k);
    let mut p = Backend::new(SolverChoice::Portfolio, Duration::from_secs(5)).expect("portfolio");
    p.set_timeout(Duration::from_secs(60));
    for _ in 0..3 {
        p.push();
        p.assert(&s, lt);
        assert!(matches!(p.check(&s, &[], &[x]), CheckResult::Sat(m) if m.get(x).is_some_and(|v| v < 7)));
        p.pop();
    }
    let stats = p.backend_stats();
    assert_eq!((stats[0].calls, stats[0].answered, stats[0].wins), (3, 3, 0), "{stats:?}");
    assert_eq!(stats[1].calls, 0, "Bitwuzla should not have been started: {stats:?}");
}

#[test]
fn every_backend_agrees_with_the_concrete_float_semantics() {
    for (name, mut z) in backends() {
        float_semantics(name, z.as_mut());
    }
}

fn float_semantics(name: &str, z: &mut dyn Solver) {
    let mut rng = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        rng
    };
    for fmt in [FpFormat::F32, FpFormat::F64] {
        let w = fmt.width();
        let of = |v: f64| fmt.from_f64(v);
        let mut values: Vec<u64> = vec![
            0,
            fmt.sign_bit(),
            of(1.0),
            of(-1.5),
            of(2.5),
            of(-2.5),
            of(0.1),
            of(f64::INFINITY),
            of(f64::NEG_INFINITY),
            fmt.nan(),
            fmt.nan() & !fmt.sign_bit() | 1, // a NaN with a payload, sign clear
            1,                               // the smallest subnormal
            of(2147483648.0),
            of(-2147483648.0),
            of(-2147483649.0),
            of(4294967295.0),
            of(-0.5),
            of(16777217.0),
        ];
        for _ in 0..12 {
            values.push(next() & mask(w));
        }
        let mut s = TermStore::new();
        // A new store: translations of the last one's terms must go.
        z.forget();
        let x = s.fresh_symbol("x", Sort::BitVec(w));
        let y = s.fresh_symbol("y", Sort::BitVec(w));
        for (i, &a) in values.iter().enumerate() {
            let b = values[(i * 7 + 3) % values.len()];
            let mut ops = vec![
                (Op::Fp(FpArith::Add, fmt), vec![x, y]),
                (Op::Fp(FpArith::Sub, fmt), vec![x, y]),
                (Op::Fp(FpArith::Mul, fmt), vec![x, y]),
                (Op::Fp(FpArith::Div, fmt), vec![x, y]),
                (Op::FpSqrt(fmt), vec![x]),
                (Op::FpLt(fmt), vec![x, y]),
                (Op::FpLe(fmt), vec![x, y]),
                (Op::FpEq(fmt), vec![x, y]),
                (Op::FpIsNan(fmt), vec![x]),
                (Op::FpFromInt { fmt, signed: true }, vec![x]),
                (Op::FpFromInt { fmt, signed: false }, vec![x]),
                (Op::FpToInt { fmt, width: 32, signed: true }, vec![x]),
                (Op::FpToInt { fmt, width: 32, signed: false }, vec![x]),
                (Op::FpToInt { fmt, width: 64, signed: true }, vec![x]),
                (Op::FpConvert { from: fmt, to: if fmt == FpFormat::F32 { FpFormat::F64 } else { FpFormat::F32 } }, vec![x]),
            ];
            for r in [FpRounding::Down, FpRounding::Up, FpRounding::TowardZero, FpRounding::NearestAway, FpRounding::NearestEven] {
                ops.push((Op::FpRound(fmt, r), vec![x]));
            }
            for (op, args) in ops {
                let symbolic = s.fp(op, &args);
                let (ca, cb) = (s.bv_const(w, a), s.bv_const(w, b));
                let folded = s.fp(op, &args.iter().map(|&v| if v == x { ca } else { cb }).collect::<Vec<_>>());
                let fx = s.eq(x, ca);
                let fy = s.eq(y, cb);
                let same = s.eq(symbolic, folded);
                let differ = s.not(same);
                z.push();
                z.assert(&s, fx);
                z.assert(&s, fy);
                let r = z.check(&s, &[differ], &[]);
                z.pop();
                assert!(
                    matches!(r, CheckResult::Unsat),
                    "{name}: {op:?} on {a:#x}, {b:#x}: disagrees with the folded {} ({r:?})",
                    s.display(folded)
                );
            }
        }
    }
}
