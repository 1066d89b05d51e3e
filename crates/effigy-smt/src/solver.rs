//! The solver vocabulary (assert, push, pop, check) and the in-process Z3 backend.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use z3::ast::{Array, Ast, Bool, Dynamic, Int, BV};

use crate::float::{FpArith, FpFormat, FpRounding};

use crate::term::{FunSort, FuncId, Op, Sort, TermData, TermId, TermStore, UninterpretedSort};

/// A model: values of the symbols of a satisfiable query (bit-vectors and booleans as u64,
/// integers as i128). Symbols the solver left unconstrained are absent (any value works).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Model {
    pub values: HashMap<TermId, i128>,
}

impl Model {
    pub fn get(&self, symbol: TermId) -> Option<i128> {
        self.values.get(&symbol).copied()
    }
}

/// What one backend did: the calls it answered (sat or unsat), gave up on, and lost to another
/// backend of a portfolio, and its time.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BackendStats {
    pub name: String,
    pub calls: u64,
    pub answered: u64,
    pub unknown: u64,
    /// Calls it answered first in a race (a portfolio's).
    pub wins: u64,
    pub time: Duration,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CheckResult {
    Sat(Model),
    Unsat,
    /// The solver gave up (timeout, resource limit); the reason.
    Unknown(String),
}

/// An incremental SMT solver over the terms of a [`TermStore`].
pub trait Solver {
    fn push(&mut self);
    fn pop(&mut self);
    fn assert(&mut self, store: &TermStore, t: TermId);
    /// Checks the assertions together with `assumptions`; on Sat the model gives values to
    /// `wanted` symbols (and may give more).
    fn check(&mut self, store: &TermStore, assumptions: &[TermId], wanted: &[TermId]) -> CheckResult;
    /// Limits the time of the following checks.
    fn set_timeout(&mut self, timeout: Duration);
    /// Forgets what was kept to speed up later calls (translations of terms): an engine that
    /// moves on to a new problem calls it.
    fn forget(&mut self) {}
    /// The backend's name and version, for statistics and query dumps.
    fn name(&self) -> String {
        "solver".into()
    }
    /// Calls, time and answers per backend (more than one for a portfolio).
    fn backend_stats(&self) -> Vec<BackendStats> {
        Vec::new()
    }
    /// Decides the conjunction of `conjuncts` on its own, as one problem (bounded model
    /// checking's formula): a backend may use a fresh, non-incremental solver, whose
    /// preprocessing an incremental one gives up.
    fn check_alone(&mut self, store: &TermStore, conjuncts: &[TermId], wanted: &[TermId]) -> CheckResult {
        self.push();
        for &c in conjuncts {
            self.assert(store, c);
        }
        let r = self.check(store, &[], wanted);
        self.pop();
        r
    }
}

/// The Z3 backend, through the `z3` crate linked to the system libz3.
pub struct Z3Solver {
    solver: z3::Solver,
    /// The time limit of a check, for solvers made per problem.
    timeout: Option<Duration>,
    cache: HashMap<TermId, Dynamic>,
    /// Z3 declarations of the store's uninterpreted sorts and functions, made on first use.
    sorts: HashMap<UninterpretedSort, z3::Sort>,
    funcs: HashMap<FuncId, z3::FuncDecl>,
}

impl Z3Solver {
    /// A solver with a per-query time limit.
    pub fn new(timeout: Option<Duration>) -> Z3Solver {
        let solver = z3::Solver::new();
        Z3Solver { solver, timeout, cache: HashMap::new(), sorts: HashMap::new(), funcs: HashMap::new() }
    }

    pub(crate) fn sort(s: Sort) -> z3::Sort {
        match s {
            Sort::Bool => z3::Sort::bool(),
            Sort::BitVec(w) => z3::Sort::bitvector(w),
            Sort::Int => z3::Sort::int(),
            Sort::Array { index, element } => z3::Sort::array(&z3::Sort::bitvector(index), &z3::Sort::bitvector(element)),
        }
    }

    /// Translates a term (memoised; iterative so that deep terms do not exhaust the stack).
    pub(crate) fn translate(&mut self, store: &TermStore, root: TermId) -> Dynamic {
        let mut stack = vec![(root, false)];
        while let Some((t, expanded)) = stack.pop() {
            if self.cache.contains_key(&t) {
                continue;
            }
            let children: Vec<TermId> = match store.get(t) {
                TermData::App(_, args) => args.clone(),
                TermData::ConstArray(_, v) => vec![*v],
                _ => Vec::new(),
            };
            if !expanded && children.iter().any(|c| !self.cache.contains_key(c)) {
                stack.push((t, true));
                stack.extend(children.iter().map(|&c| (c, false)));
                continue;
            }
            self.declare(store, t);
            let z = self.build(store, t, &children);
            self.cache.insert(t, z);
        }
        self.cache[&root].clone()
    }

    fn uninterpreted(&mut self, store: &TermStore, u: UninterpretedSort) -> z3::Sort {
        self.sorts.entry(u).or_insert_with(|| z3::Sort::uninterpreted(z3::Symbol::String(store.sort_name(u).to_string()))).clone()
    }

    fn fun_sort(&mut self, store: &TermStore, s: FunSort) -> z3::Sort {
        match s {
            FunSort::Builtin(s) => Self::sort(s),
            FunSort::Uninterpreted(u) => self.uninterpreted(store, u),
        }
    }

    /// Declares the uninterpreted sort or function `t` needs before it is built.
    fn declare(&mut self, store: &TermStore, t: TermId) {
        if let Some(u) = store.uninterpreted_sort(t) {
            self.uninterpreted(store, u);
        }
        if let TermData::App(Op::Apply(f), _) = store.get(t) {
            if !self.funcs.contains_key(f) {
                let decl = store.func(*f);
                let domain: Vec<z3::Sort> = decl.domain.iter().map(|&d| self.fun_sort(store, d)).collect();
                let range = self.fun_sort(store, decl.range);
                let refs: Vec<&z3::Sort> = domain.iter().collect();
                self.funcs.insert(*f, z3::FuncDecl::new(decl.name.as_str(), &refs, &range));
            }
        }
    }

    fn build(&self, store: &TermStore, t: TermId, children: &[TermId]) -> Dynamic {
        let arg = |i: usize| self.cache[&children[i]].clone();
        let bv = |i: usize| arg(i).as_bv().expect("bit-vector operand");
        let boolean = |i: usize| arg(i).as_bool().expect("boolean operand");
        let int = |i: usize| arg(i).as_int().expect("integer operand");
        match store.get(t) {
            TermData::Bool(b) => Dynamic::from_ast(&Bool::from_bool(*b)),
            TermData::Bv { width, value } => Dynamic::from_ast(&BV::from_u64(*value, *width)),
            TermData::Int(v) => Dynamic::from_ast(&Int::from_i128(*v)),
            TermData::Symbol(name, sort) => match store.uninterpreted_sort(t) {
                Some(u) => Dynamic::new_const(name.as_str(), &self.sorts[&u]),
                None => Dynamic::new_const(name.as_str(), &Self::sort(*sort)),
            },
            TermData::ConstArray(sort, _) => {
                let Sort::Array { index, .. } = sort else { unreachable!() };
                Dynamic::from_ast(&Array::const_array(&z3::Sort::bitvector(*index), &arg(0)))
            }
            TermData::App(op, args) => {
                let d = |x: &dyn Ast| Dynamic::from_ast(x);
                match op {
                    Op::Not => d(&boolean(0).not()),
                    Op::And => d(&Bool::and(&(0..args.len()).map(boolean).collect::<Vec<_>>())),
                    Op::Or => d(&Bool::or(&(0..args.len()).map(boolean).collect::<Vec<_>>())),
                    Op::Eq => d(&arg(0).eq(arg(1))),
                    Op::Ite => d(&boolean(0).ite(&arg(1), &arg(2))),
                    Op::BvAdd => {
                        let mut acc = bv(0);
                        for i in 1..args.len() {
                            acc = acc.bvadd(bv(i));
                        }
                        d(&acc)
                    }
                    Op::BvMul => {
                        let mut acc = bv(0);
                        for i in 1..args.len() {
                            acc = acc.bvmul(bv(i));
                        }
                        d(&acc)
                    }
                    Op::BvUDiv => d(&bv(0).bvudiv(bv(1))),
                    Op::BvSDiv => d(&bv(0).bvsdiv(bv(1))),
                    Op::BvURem => d(&bv(0).bvurem(bv(1))),
                    Op::BvSRem => d(&bv(0).bvsrem(bv(1))),
                    Op::BvShl => d(&bv(0).bvshl(bv(1))),
                    Op::BvLShr => d(&bv(0).bvlshr(bv(1))),
                    Op::BvAShr => d(&bv(0).bvashr(bv(1))),
                    Op::BvAnd => d(&bv(0).bvand(bv(1))),
                    Op::BvOr => d(&bv(0).bvor(bv(1))),
                    Op::BvXor => d(&bv(0).bvxor(bv(1))),
                    Op::BvNot => d(&bv(0).bvnot()),
                    Op::BvUlt => d(&bv(0).bvult(bv(1))),
                    Op::BvUle => d(&bv(0).bvule(bv(1))),
                    Op::BvSlt => d(&bv(0).bvslt(bv(1))),
                    Op::BvSle => d(&bv(0).bvsle(bv(1))),
                    Op::Concat => d(&bv(0).concat(bv(1))),
                    Op::Extract { hi, lo } => d(&bv(0).extract(*hi, *lo)),
                    Op::ZeroExt(n) => d(&bv(0).zero_ext(*n)),
                    Op::SignExt(n) => d(&bv(0).sign_ext(*n)),
                    Op::Select => arg(0).as_array().expect("array").select(&arg(1)),
                    Op::Store => d(&arg(0).as_array().expect("array").store(&arg(1), &arg(2))),
                    Op::IntAdd => d(&Int::add(&(0..args.len()).map(int).collect::<Vec<_>>())),
                    Op::IntMul => d(&Int::mul(&(0..args.len()).map(int).collect::<Vec<_>>())),
                    Op::IntDiv => d(&int(0).div(int(1))),
                    Op::IntMod => d(&int(0).modulo(int(1))),
                    Op::IntLt => d(&int(0).lt(int(1))),
                    Op::IntLe => d(&int(0).le(int(1))),
                    Op::Int2Bv(w) => d(&BV::from_int(&int(0), *w)),
                    Op::Bv2Int { signed } => d(&bv(0).to_int(*signed)),
                    Op::Apply(f) => {
                        let operands: Vec<Dynamic> = (0..args.len()).map(arg).collect();
                        let refs: Vec<&dyn Ast> = operands.iter().map(|o| o as &dyn Ast).collect();
                        self.funcs[f].apply(&refs)
                    }
                    op => {
                        let operands: Vec<Dynamic> = (0..args.len()).map(arg).collect();
                        fp_term(op, &operands, store.sort(args[0]))
                    }
                }
            }
        }
    }
}

/// A floating-point operation on bit-vector operands (IEEE bit patterns): the operands are read
/// as floats (`to_fp` of the bits: every NaN pattern is a NaN), results are written back as
/// their IEEE bits, a NaN result as the canonical NaN of [`crate::float`].
fn fp_term(op: &Op, args: &[Dynamic], first: Sort) -> Dynamic {
    use z3::ast::{Float, RoundingMode};
    let ctx = z3::Context::thread_local();
    let sort = |f: FpFormat| {
        let (e, s) = f.ebits_sbits();
        z3::Sort::float(e, s)
    };
    let bv = |i: usize| args[i].as_bv().expect("bit-vector operand of a floating-point operation");
    let to_fp = |x: &BV, f: FpFormat| -> Float {
        // SAFETY: the operands are live ASTs of the thread's context; Z3 returns a new AST.
        unsafe {
            let ast = z3_sys::Z3_mk_fpa_to_fp_bv(ctx.get_z3_context(), x.get_z3_ast(), sort(f).get_z3_sort()).expect("Z3_mk_fpa_to_fp_bv");
            Float::wrap(&ctx, ast)
        }
    };
    let fl = |i: usize, f: FpFormat| to_fp(&bv(i), f);
    let bits = |x: &Float, f: FpFormat| -> Dynamic {
        let nan = BV::from_u64(f.nan(), f.width());
        Dynamic::from_ast(&x.is_nan().ite(&nan, &x.to_ieee_bv()))
    };
    let rne = RoundingMode::round_nearest_ties_to_even();
    let mode = |r: FpRounding| match r {
        FpRounding::Down => RoundingMode::round_towards_negative(),
        FpRounding::Up => RoundingMode::round_towards_positive(),
        FpRounding::TowardZero => RoundingMode::round_towards_zero(),
        FpRounding::NearestAway => RoundingMode::round_nearest_ties_to_away(),
        FpRounding::NearestEven => RoundingMode::round_nearest_ties_to_even(),
    };
    match *op {
        Op::Fp(a, f) => {
            let (x, y) = (fl(0, f), fl(1, f));
            let r = match a {
                FpArith::Add => x.add_with_rounding_mode(y, &rne),
                FpArith::Sub => x.sub_with_rounding_mode(y, &rne),
                FpArith::Mul => x.mul_with_rounding_mode(y, &rne),
                FpArith::Div => x.div_with_rounding_mode(y, &rne),
            };
            bits(&r, f)
        }
        Op::FpSqrt(f) => bits(&fl(0, f).sqrt_with_rounding_mode(&rne), f),
        Op::FpRound(f, r) => bits(&fl(0, f).round_to_integral_with_rounding_mode(&mode(r)), f),
        Op::FpLt(f) => Dynamic::from_ast(&fl(0, f).lt(fl(1, f))),
        Op::FpLe(f) => Dynamic::from_ast(&fl(0, f).le(fl(1, f))),
        Op::FpEq(f) => Dynamic::from_ast(&fl(0, f).eq_fpa(fl(1, f))),
        Op::FpIsNan(f) => Dynamic::from_ast(&fl(0, f).is_nan()),
        Op::FpFromInt { fmt, signed } => {
            let x = bv(0);
            // SAFETY: as above.
            let r = unsafe {
                let c = ctx.get_z3_context();
                let ast = if signed {
                    z3_sys::Z3_mk_fpa_to_fp_signed(c, rne.get_z3_ast(), x.get_z3_ast(), sort(fmt).get_z3_sort())
                } else {
                    z3_sys::Z3_mk_fpa_to_fp_unsigned(c, rne.get_z3_ast(), x.get_z3_ast(), sort(fmt).get_z3_sort())
                };
                Float::wrap(&ctx, ast.expect("Z3_mk_fpa_to_fp_(un)signed"))
            };
            debug_assert_eq!(first.width(), x.get_size());
            bits(&r, fmt)
        }
        Op::FpToInt { fmt, width, signed } => {
            let x = fl(0, fmt);
            let rtz = RoundingMode::round_towards_zero();
            let (lo, hi) = crate::float::int_bound_bits(fmt, width, signed);
            let t = x.round_to_integral_with_rounding_mode(&rtz);
            let fits = Bool::and(&[t.ge(to_fp(&BV::from_u64(lo, fmt.width()), fmt)), t.lt(to_fp(&BV::from_u64(hi, fmt.width()), fmt))]);
            let v = if signed { x.to_sbv_with_rounding_mode(&rtz, width) } else { x.to_ubv_with_rounding_mode(&rtz, width) };
            let other = BV::from_u64(if signed { 1u64 << (width - 1) } else { 0 }, width);
            Dynamic::from_ast(&fits.ite(&v, &other))
        }
        Op::FpConvert { from, to } => bits(&fl(0, from).to_fp_with_rounding_mode(&rne, &sort(to)), to),
        _ => unreachable!("not a floating-point operation: {op:?}"),
    }
}

impl Solver for Z3Solver {
    fn name(&self) -> String {
        format!("Z3 {}", z3_version())
    }
    fn set_timeout(&mut self, timeout: Duration) {
        self.timeout = Some(timeout);
    }
    fn forget(&mut self) {
        self.cache = HashMap::new();
    }
    fn check_alone(&mut self, store: &TermStore, conjuncts: &[TermId], wanted: &[TermId]) -> CheckResult {
        let fresh = z3::Solver::new();
        for &c in conjuncts {
            let z = self.translate(store, c);
            fresh.assert(z.as_bool().expect("assertion of a non-boolean term"));
        }
        let incremental = std::mem::replace(&mut self.solver, fresh);
        let r = self.check(store, &[], wanted);
        self.solver = incremental;
        r
    }
    fn push(&mut self) {
        self.solver.push();
    }
    fn pop(&mut self) {
        self.solver.pop(1);
    }
    fn assert(&mut self, store: &TermStore, t: TermId) {
        let z = self.translate(store, t);
        self.solver.assert(z.as_bool().expect("assertion of a non-boolean term"));
    }
    fn check(&mut self, store: &TermStore, assumptions: &[TermId], wanted: &[TermId]) -> CheckResult {
        let assumptions: Vec<Bool> = assumptions.iter().map(|&a| self.translate(store, a).as_bool().expect("boolean")).collect();
        // Without assumptions, a plain check: Z3's non-incremental solver (its tactics
        // bit-blast floating point up front; the incremental core is ~10x slower on it) is
        // used on a solver that was never pushed.
        let alarm = self.timeout.map(deadline::Alarm::set);
        let result = if assumptions.is_empty() { self.solver.check() } else { self.solver.check_assumptions(&assumptions) };
        let timed_out = alarm.is_some_and(|a| a.rang());
        match result {
            z3::SatResult::Unsat => CheckResult::Unsat,
            z3::SatResult::Unknown if timed_out => CheckResult::Unknown("timeout".into()),
            z3::SatResult::Unknown => CheckResult::Unknown(self.solver.get_reason_unknown().unwrap_or_else(|| "unknown".to_string())),
            z3::SatResult::Sat => {
                let Some(model) = self.solver.get_model() else {
                    return CheckResult::Unknown("the solver returned no model".into());
                };
                let mut values = HashMap::new();
                for &w in wanted {
                    let z = self.translate(store, w);
                    let Some(v) = model.eval(&z, true) else { continue };
                    if store.uninterpreted_sort(w).is_some() {
                        continue;
                    }
                    let value = match store.sort(w) {
                        Sort::Bool => v.as_bool().and_then(|b| b.as_bool()).map(|b| b as i128),
                        Sort::BitVec(_) => v.as_bv().and_then(|b| b.as_u64()).map(|x| x as i128),
                        Sort::Int => v.as_int().and_then(|i| i.as_i128()),
                        Sort::Array { .. } => None,
                    };
                    if let Some(value) = value {
                        values.insert(w, value);
                    }
                }
                CheckResult::Sat(Model { values })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn z3_finds_a_model_and_refutes() {
        let mut s = TermStore::new();
        let x = s.fresh_symbol("x", Sort::BitVec(32));
        let y = s.fresh_symbol("y", Sort::BitVec(32));
        let sum = s.bv_add(x, y);
        let ten = s.bv_const(32, 10);
        let e = s.eq(sum, ten);
        let five = s.bv_const(32, 5);
        let gt = s.bv_binop(Op::BvUlt, five, x);
        let mut z = Z3Solver::new(None);
        z.assert(&s, e);
        match z.check(&s, &[gt], &[x, y]) {
            CheckResult::Sat(m) => {
                let (vx, vy) = (m.get(x).unwrap() as u64, m.get(y).unwrap() as u64);
                assert_eq!(vx.wrapping_add(vy) as u32, 10);
                assert!(vx > 5);
            }
            other => panic!("{other:?}"),
        }
        let ngt = s.not(gt);
        let lt3 = s.bv_binop(Op::BvUlt, x, five);
        z.push();
        z.assert(&s, ngt);
        let nlt = s.not(lt3);
        let eq5 = s.eq(x, five);
        let neq5 = s.not(eq5);
        assert_eq!(z.check(&s, &[nlt, neq5], &[]), CheckResult::Unsat);
        z.pop();
    }

    /// Queries with time limits in several threads at once (the parallel portfolio): each hard
    /// query ends at its limit as a timeout (Z3 4.8.12's own timer pool deadlocked here), and
    /// the interruption does not reach the thread's next query.
    #[test]
    fn time_limits_hold_in_several_threads_and_end_only_their_query() {
        let threads: Vec<_> = (0..3)
            .map(|_| {
                std::thread::spawn(|| {
                    let mut s = TermStore::new();
                    let x = s.fresh_symbol("x", Sort::BitVec(64));
                    let y = s.fresh_symbol("y", Sort::BitVec(64));
                    // The product of the two largest 32-bit primes, to be factored.
                    let n = s.bv_const(64, 0xffff_ffea_0000_0055);
                    let product = s.bv_mul(x, y);
                    let factored = s.eq(product, n);
                    let one = s.bv_const(64, 1);
                    let bound = s.bv_const(64, 1 << 32);
                    let limits = [
                        s.bv_binop(Op::BvUlt, one, x),
                        s.bv_binop(Op::BvUlt, one, y),
                        s.bv_binop(Op::BvUlt, x, bound),
                        s.bv_binop(Op::BvUlt, y, bound),
                    ];
                    let ten = s.bv_const(64, 10);
                    let easy = s.eq(x, ten);
                    let mut z = Z3Solver::new(None);
                    for _ in 0..15 {
                        let hard: Vec<TermId> = std::iter::once(factored).chain(limits).collect();
                        z.set_timeout(Duration::from_millis(20));
                        assert_eq!(z.check_alone(&s, &hard, &[]), CheckResult::Unknown("timeout".into()));
                        z.set_timeout(Duration::from_secs(600));
                        let r = z.check_alone(&s, &[easy], &[x]);
                        assert!(matches!(&r, CheckResult::Sat(m) if m.get(x) == Some(10)), "{r:?}");
                    }
                })
            })
            .collect();
        for t in threads {
            t.join().expect("a thread of queries");
        }
    }

    #[test]
    fn uninterpreted_functions_are_congruent_over_an_uninterpreted_sort() {
        let mut s = TermStore::new();
        let snap = s.declare_sort("Snap");
        let from = s.declare_fun("fromRef", vec![FunSort::Builtin(Sort::Int)], FunSort::Uninterpreted(snap));
        let get = s.declare_fun("C.get", vec![FunSort::Uninterpreted(snap), FunSort::Builtin(Sort::Int)], FunSort::Builtin(Sort::Int));
        let (a, b, o) = (s.fresh_symbol("a", Sort::Int), s.fresh_symbol("b", Sort::Int), s.fresh_symbol("o", Sort::Int));
        let sa = s.apply_fun(from, vec![a]);
        let sb = s.apply_fun(from, vec![b]);
        assert_eq!(s.uninterpreted_sort(sa), Some(snap));
        let ga = s.apply_fun(get, vec![sa, o]);
        let gb = s.apply_fun(get, vec![sb, o]);
        let ab = s.eq(a, b);
        let gab = s.eq(ga, gb);
        let ngab = s.not(gab);
        let mut z = Z3Solver::new(None);
        z.assert(&s, ab);
        // Congruence: a = b ⊢ C.get(fromRef(a), o) = C.get(fromRef(b), o).
        assert_eq!(z.check(&s, &[ngab], &[a]), CheckResult::Unsat);
        // A fresh snapshot is unrelated: satisfiable, and no value is reported for it.
        let x = s.fresh_uninterpreted("s", snap);
        let gx = s.apply_fun(get, vec![x, o]);
        let gxa = s.eq(gx, ga);
        let ngxa = s.not(gxa);
        assert!(matches!(z.check(&s, &[ngxa], &[x, a]), CheckResult::Sat(m) if m.get(x).is_none()));
        let script = crate::smtlib::query_script(&s, &[ngxa]);
        assert!(script.contains("(declare-sort Snap 0)"), "{script}");
        assert!(script.contains("(declare-fun C.get (Snap Int) Int)"), "{script}");
        assert!(script.contains("(declare-const s Snap)"), "{script}");
    }

    #[test]
    fn z3_parameters_are_checked() {
        // Z3's default, set again: harmless to the other tests of this process.
        assert_eq!(set_z3_params(&[("rewriter.blast_select_store".into(), "false".into())]), Ok(()));
        assert_eq!(z3::get_global_param("rewriter.blast_select_store").as_deref(), Some("false"));
        let e = set_z3_params(&[("no_such_module.x".into(), "1".into())]).unwrap_err();
        assert!(e.contains("unknown Z3 parameter `no_such_module.x`"), "{e}");
        let e = set_z3_params(&[("rewriter.blast_select_store".into(), "maybe".into())]).unwrap_err();
        assert!(e.contains("does not take `maybe`"), "{e}");
        // Z3 spells an accepted number its own way (`1.5`).
        assert_eq!(set_z3_params(&[("sat.restart.factor".into(), "1.50".into())]), Ok(()));
        assert_eq!(set_z3_params(&[("sat.restart.factor".into(), "1.5".into())]), Ok(()));
        assert_eq!(z3::get_global_param("rewriter.blast_select_store").as_deref(), Some("false"));
    }

    #[test]
    fn arrays_are_bytes_indexed_by_addresses() {
        let mut s = TermStore::new();
        let mem = s.fresh_symbol("mem", Sort::Array { index: 32, element: 8 });
        let i = s.fresh_symbol("i", Sort::BitVec(32));
        let v = s.bv_const(8, 42);
        let m2 = s.store(mem, i, v);
        let j = s.fresh_symbol("j", Sort::BitVec(32));
        let r = s.select(m2, j);
        let is42 = s.eq(r, v);
        let ij = s.eq(i, j);
        let nij = s.not(ij);
        let mut z = Z3Solver::new(None);
        z.assert(&s, is42);
        z.assert(&s, nij);
        // mem[j] may be 42 already: satisfiable.
        assert!(matches!(z.check(&s, &[], &[i, j]), CheckResult::Sat(_)));
    }
}

/// Sets Z3 global parameters (`module.name`, `value`), for every solver made after (Z3 reads
/// its global parameters when it makes its solvers and rewriters). effigy sets none of its own:
/// the one measured, `rewriter.blast_select_store=true`, decided 6 more of the solver
/// benchmark's 151 hardest queries but left sv-dev's verdicts as they were and made Z3 overrun a
/// 5 s limit by 33 s instead of 3 s on the largest one (ARCHITECTURE.md, *Which Z3*). An
/// unknown parameter or a value Z3 does not take is an error naming it (Z3 itself only prints
/// a warning and goes on).
pub fn set_z3_params(params: &[(String, String)]) -> Result<(), String> {
    for (k, v) in params {
        if z3::get_global_param(k).is_none() {
            return Err(format!("unknown Z3 parameter `{k}` (Z3's parameters are listed by `z3 -pd`)"));
        }
        z3::set_global_param(k, v);
        // Z3 keeps its old value when it refuses one; it may spell an accepted one its own way
        // (`True`, `1.50`).
        let now = z3::get_global_param(k).unwrap_or_default();
        let same_number = matches!((now.parse::<f64>(), v.parse::<f64>()), (Ok(a), Ok(b)) if a == b);
        if !now.eq_ignore_ascii_case(v) && !same_number {
            return Err(format!("Z3 does not take `{v}` for `{k}` (it kept `{now}`)"));
        }
    }
    Ok(())
}

/// The time limits of in-process Z3 queries, kept by one thread of effigy's that interrupts a
/// query at its deadline (`Z3_interrupt`), instead of Z3's `timeout` parameter: the linked Z3
/// (4.8.12) keeps those with a pool of timer threads that deadlocks when queries with limits
/// run in several threads at once (Z3Prover/z3#5371; the parallel portfolio hung in it).
mod deadline {
    use std::sync::{Condvar, Mutex, OnceLock};
    use std::time::{Duration, Instant};

    struct Armed {
        id: u64,
        at: Instant,
        context: z3_sys::Z3_context,
        rang: bool,
    }

    // SAFETY: the context pointer is only passed to Z3_interrupt, which Z3 allows from any
    // thread, and only while its alarm is set (the query's thread, which owns the context,
    // is inside the check: the alarm is removed, under the lock, before the check returns).
    unsafe impl Send for Armed {}

    struct Clock {
        armed: Mutex<(u64, Vec<Armed>)>,
        changed: Condvar,
    }

    fn clock() -> &'static Clock {
        static CLOCK: OnceLock<&'static Clock> = OnceLock::new();
        CLOCK.get_or_init(|| {
            let clock: &'static Clock = Box::leak(Box::new(Clock { armed: Mutex::new((0, Vec::new())), changed: Condvar::new() }));
            let spawned = std::thread::Builder::new().name("effigy-z3-timer".into()).spawn(move || ring(clock));
            if spawned.is_err() {
                // No timer thread: the limits cannot be kept; queries then run to their end
                // (the analysis' own time checks still stop it between queries).
                eprintln!("effigy: warning: no thread for the solver's time limits");
            }
            clock
        })
    }

    /// The timer thread: interrupts each query whose deadline passed, sleeping until the next.
    fn ring(clock: &Clock) {
        let Ok(mut guard) = clock.armed.lock() else { return };
        loop {
            let now = Instant::now();
            for a in guard.1.iter_mut().filter(|a| !a.rang && a.at <= now) {
                a.rang = true;
                // SAFETY: the alarm is set, so its query runs and its context is alive.
                unsafe { z3_sys::Z3_interrupt(a.context) };
            }
            let next = guard.1.iter().filter(|a| !a.rang).map(|a| a.at).min();
            guard = match next {
                Some(at) => match clock.changed.wait_timeout(guard, at.saturating_duration_since(now)) {
                    Ok((g, _)) => g,
                    Err(_) => return,
                },
                None => match clock.changed.wait(guard) {
                    Ok(g) => g,
                    Err(_) => return,
                },
            };
        }
    }

    /// An alarm for the query the calling thread is about to run in its Z3 context.
    pub struct Alarm {
        id: u64,
    }

    impl Alarm {
        pub fn set(after: Duration) -> Alarm {
            let clock = clock();
            let context = z3::Context::thread_local().get_z3_context();
            let at = Instant::now() + after;
            let mut guard = clock.armed.lock().unwrap_or_else(|e| e.into_inner());
            guard.0 += 1;
            let id = guard.0;
            guard.1.push(Armed { id, at, context, rang: false });
            clock.changed.notify_one();
            Alarm { id }
        }

        /// Whether the deadline passed and the query was interrupted (the alarm is removed).
        pub fn rang(self) -> bool {
            let mut guard = clock().armed.lock().unwrap_or_else(|e| e.into_inner());
            let Some(i) = guard.1.iter().position(|a| a.id == self.id) else { return false };
            let rang = guard.1.swap_remove(i).rang;
            std::mem::forget(self);
            rang
        }
    }

    impl Drop for Alarm {
        fn drop(&mut self) {
            let mut guard = clock().armed.lock().unwrap_or_else(|e| e.into_inner());
            guard.1.retain(|a| a.id != self.id);
        }
    }
}

/// Interrupts the in-process Z3 queries of the thread that made it, from another thread (a
/// cancelled analysis of the parallel portfolio stops inside a query, not after it): the
/// thread's Z3 context, which every query of that thread uses (`Context::thread_local`).
pub struct Interrupter {
    context: z3_sys::Z3_context,
    /// The thread's [`interrupted`] flag.
    flag: Arc<AtomicBool>,
}

thread_local! {
    /// Whether an [`Interrupter`] of this thread has been used: its queries' unknown answers
    /// since then say that they were stopped, not what the solver could do.
    static INTERRUPTED: Arc<AtomicBool> = Arc::new(AtomicBool::new(false));
}

/// Whether this thread's queries have been interrupted from another thread (an unknown answer
/// is then the interruption's, and a query dump records none).
pub fn interrupted() -> bool {
    INTERRUPTED.with(|f| f.load(Ordering::Relaxed))
}

// SAFETY: Z3_interrupt is the one call made through the pointer, and Z3 documents it as safe
// from any thread while the context exists (which `interrupt`'s caller guarantees).
unsafe impl Send for Interrupter {}
unsafe impl Sync for Interrupter {}

impl Interrupter {
    /// The interrupter of this thread's queries (the thread is not interrupted until it is used).
    pub fn of_this_thread() -> Interrupter {
        let flag = INTERRUPTED.with(|f| {
            f.store(false, Ordering::Relaxed);
            f.clone()
        });
        Interrupter { context: z3::Context::thread_local().get_z3_context(), flag }
    }

    /// Stops the query the thread is in, if any (it answers unknown); a later query runs.
    ///
    /// # Safety
    /// The thread that made the interrupter must still be running (its context alive).
    pub unsafe fn interrupt(&self) {
        self.flag.store(true, Ordering::Relaxed);
        // SAFETY: the context is alive by the caller's guarantee.
        unsafe { z3_sys::Z3_interrupt(self.context) };
    }
}

/// The version of the Z3 library linked (`Z3_get_full_version`).
pub fn z3_version() -> &'static str {
    z3::full_version()
}
