//! Invariants of `main`'s loops from constrained Horn clauses, for k-induction (the way
//! CPAchecker's k-induction takes invariants from a data-flow analysis, with Spacer as the
//! generator, as Horn-clause verifiers such as SeaHorn and Korn use it).
//!
//! The program is a transition system over the loop heads of `main` (after the single calls
//! are inlined): one predicate per head over the integer values of the integer registers
//! there; the states at the first visits of the heads are the initial clauses; one *segment*
//! from an arbitrary visit of a head to the next visit of any head is a transition; reaching
//! the error within a segment is the query. The clauses are built from the unwinder's
//! bit-precise states, then abstracted to integers (`effigy_smt::horn::IntAbstraction`: no
//! wrap-around) where Spacer is fast, once with the signed variables kept in their types'
//! ranges (so that the invariant rules overflows out) and, failing that, without.
//!
//! Nothing Spacer says is trusted: each conjunct of its invariants is a candidate, and the
//! candidates are checked bit-precisely on the same unwindings as Houdini does (Flanagan and
//! Leino): those that fail at a first visit, or that some segment from states satisfying all
//! candidates leads out of, are dropped until the rest are inductive together. What is left
//! holds at every visit of its head reached without undefined behaviour, which is all the
//! step case of k-induction needs (it checks undefined behaviour itself).
//!
//! Like the step case's fallback, the arbitrary visits have every register, global and object
//! arbitrary, so programs that allocate or free memory are left out (the objects at a head
//! must be those of the initial state).

use std::rc::Rc;

use effigy_ir::{FuncId, LocId, VarId};
use effigy_smt::hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use effigy_smt::horn::{HornAnswer, HornClause, IntAbstraction};
use effigy_smt::{CheckResult, Op, Solver, Sort, TermData, TermId};

use crate::bmc::{complete, query_defs, time_left, unwind, BmcStats, Config, Unwound};
use crate::kind::{register_value, KindOptions};
use crate::state::{Slot, State};
use crate::step::Executor;

/// An invariant candidate at a loop head: a formula over integers whose parameters stand for
/// the integer values of registers (each read as signed or not, as its type says), from
/// Spacer; or a bound of one register, from the intervals (`absint::head_intervals`).
#[derive(Clone, Debug)]
pub(crate) enum HornInvariant {
    Linear { formula: TermId, params: Rc<Vec<(TermId, VarId, bool)>> },
    Bound(VarId, Bound),
}

/// A bound of a register: an integer's, or a float's, which holds of NaN too (`!(x < lo)`)
/// unless it says the float is no NaN.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Bound {
    AtLeast(i128),
    AtMost(i128),
    /// `x ≡ r (mod m)` (`2 ≤ m` within the type, `0 ≤ r < m`).
    Congruent(i128, i128),
    /// `!(x < lo)`, the bit pattern of `lo` in the register's format.
    NotBelow(effigy_smt::float::FpFormat, u64),
    /// `!(hi < x)`.
    NotAbove(effigy_smt::float::FpFormat, u64),
    NotNan(effigy_smt::float::FpFormat),
    /// `x - y >= k` over the values as the types read them (no wrap-around).
    DifferenceAtLeast(VarId, i128),
    /// `x - y <= k`.
    DifferenceAtMost(VarId, i128),
    /// `x - y == r` modulo 2^width (both of one unsigned type).
    ModDifference(VarId, i128),
}

impl HornInvariant {
    /// The invariant as a bit-precise fact about `s` (a state at its head), if it can say it
    /// exactly.
    pub(crate) fn term<S: Solver>(&self, ex: &mut Executor<'_, S>, s: &State) -> Option<TermId> {
        match self {
            HornInvariant::Linear { formula, params } => {
                let mut map = std::collections::HashMap::new();
                for &(p, v, signed) in params.iter() {
                    map.insert(p, (register_value(ex, s, v)?, signed));
                }
                effigy_smt::horn::to_wide_bv(&mut ex.terms, *formula, &map)
            }
            HornInvariant::Bound(v, Bound::DifferenceAtLeast(y, k) | Bound::DifferenceAtMost(y, k)) => {
                // Both values extended to a width where their difference cannot wrap.
                let read = |ex: &mut Executor<'_, S>, v: VarId| -> Option<(TermId, u32, bool)> {
                    let x = register_value(ex, s, v)?;
                    let Sort::BitVec(w) = ex.terms.sort(x) else { return None };
                    Some((x, w, ex.program.types.as_int(ex.program.var(v).ty)?.signed))
                };
                let (a, wa, sa) = read(ex, *v)?;
                let (b, wb, sb) = read(ex, *y)?;
                let w = wa.max(wb) + 2;
                if w > 64 {
                    return None;
                }
                let t = &mut ex.terms;
                let a = if sa { t.sign_ext(w - wa, a) } else { t.zero_ext(w - wa, a) };
                let b = if sb { t.sign_ext(w - wb, b) } else { t.zero_ext(w - wb, b) };
                let d = t.bv_sub(a, b);
                let c = t.bv_const(w, (*k as u64) & effigy_ir::types::mask(w));
                Some(match self {
                    HornInvariant::Bound(_, Bound::DifferenceAtLeast(..)) => t.bv_binop(Op::BvSle, c, d),
                    _ => t.bv_binop(Op::BvSle, d, c),
                })
            }
            HornInvariant::Bound(v, Bound::ModDifference(y, r)) => {
                let (a, b) = (register_value(ex, s, *v)?, register_value(ex, s, *y)?);
                let Sort::BitVec(w) = ex.terms.sort(a) else { return None };
                if ex.terms.sort(b) != Sort::BitVec(w) {
                    return None;
                }
                let t = &mut ex.terms;
                let d = t.bv_sub(a, b);
                let c = t.bv_const(w, (*r as u64) & effigy_ir::types::mask(w));
                Some(t.eq(d, c))
            }
            HornInvariant::Bound(v, b) => {
                let x = register_value(ex, s, *v)?;
                let Sort::BitVec(w) = ex.terms.sort(x) else { return None };
                let signed = ex.program.types.as_int(ex.program.var(*v).ty).is_some_and(|it| it.signed);
                let t = &mut ex.terms;
                let mask = |k: i128| (k as u64) & effigy_ir::types::mask(w);
                Some(match *b {
                    Bound::AtLeast(k) => {
                        let c = t.bv_const(w, mask(k));
                        t.bv_binop(if signed { Op::BvSle } else { Op::BvUle }, c, x)
                    }
                    Bound::AtMost(k) => {
                        let c = t.bv_const(w, mask(k));
                        t.bv_binop(if signed { Op::BvSle } else { Op::BvUle }, x, c)
                    }
                    Bound::Congruent(m, r) => {
                        let (mc, rc) = (t.bv_const(w, mask(m)), t.bv_const(w, mask(r)));
                        if signed {
                            // srem takes the dividend's sign: r, or r − m for a negative x.
                            let q = t.bv_binop(Op::BvSRem, x, mc);
                            let at_r = t.eq(q, rc);
                            if r == 0 {
                                at_r
                            } else {
                                let rm = t.bv_const(w, mask(r - m));
                                let at_rm = t.eq(q, rm);
                                t.or(at_r, at_rm)
                            }
                        } else {
                            let q = t.bv_binop(Op::BvURem, x, mc);
                            t.eq(q, rc)
                        }
                    }
                    Bound::NotBelow(f, bits) => {
                        let c = t.bv_const(w, bits);
                        let below = t.fp(Op::FpLt(f), &[x, c]);
                        t.not(below)
                    }
                    Bound::NotAbove(f, bits) => {
                        let c = t.bv_const(w, bits);
                        let above = t.fp(Op::FpLt(f), &[c, x]);
                        t.not(above)
                    }
                    Bound::NotNan(f) => {
                        let nan = t.fp(Op::FpIsNan(f), &[x]);
                        t.not(nan)
                    }
                    Bound::DifferenceAtLeast(..) | Bound::DifferenceAtMost(..) | Bound::ModDifference(..) => {
                        unreachable!("matched above")
                    }
                })
            }
        }
    }

    /// The bounds the intervals give at a head, as candidates (infinite float bounds say
    /// nothing; a float bound is rounded outwards to the format).
    pub(crate) fn bounds(program: &effigy_ir::Program, v: VarId, b: crate::absint::HeadBound) -> Vec<HornInvariant> {
        use crate::absint::HeadBound;
        use effigy_ir::types::FloatKind;
        use effigy_smt::float::FpFormat;
        let mut out = Vec::new();
        match b {
            HeadBound::Int { lo, hi, cong } => {
                let Some((min, max)) = program.types.scalar_int(program.var(v).ty).map(|it| it.range()) else { return out };
                if let Some((m, r)) = cong.filter(|&(m, _)| m <= max) {
                    out.push(HornInvariant::Bound(v, Bound::Congruent(m, r)));
                }
                if lo > min {
                    out.push(HornInvariant::Bound(v, Bound::AtLeast(lo)));
                }
                if hi < max {
                    out.push(HornInvariant::Bound(v, Bound::AtMost(hi)));
                }
            }
            HeadBound::Float { lo, hi, nan, kind } => {
                let (f, below, above): (FpFormat, u64, u64) = match kind {
                    FloatKind::F32 => {
                        let down = |x: f64| {
                            let y = x as f32;
                            if (y as f64) > x {
                                y.next_down()
                            } else {
                                y
                            }
                        };
                        let up = |x: f64| {
                            let y = x as f32;
                            if (y as f64) < x {
                                y.next_up()
                            } else {
                                y
                            }
                        };
                        (FpFormat::F32, down(lo).to_bits() as u64, up(hi).to_bits() as u64)
                    }
                    FloatKind::F64 => (FpFormat::F64, lo.to_bits(), hi.to_bits()),
                };
                if lo <= hi {
                    if lo > f64::NEG_INFINITY {
                        out.push(HornInvariant::Bound(v, Bound::NotBelow(f, below)));
                    }
                    if hi < f64::INFINITY {
                        out.push(HornInvariant::Bound(v, Bound::NotAbove(f, above)));
                    }
                }
                if !nan {
                    out.push(HornInvariant::Bound(v, Bound::NotNan(f)));
                }
            }
            HeadBound::Difference { other, lo, hi } => {
                out.push(HornInvariant::Bound(v, Bound::DifferenceAtLeast(other, lo)));
                out.push(HornInvariant::Bound(v, Bound::DifferenceAtMost(other, hi)));
            }
            HeadBound::ModDifference { other, r, .. } => out.push(HornInvariant::Bound(v, Bound::ModDifference(other, r))),
        }
        out
    }
}

impl HornInvariant {
    /// The invariant as a relation over the variables (for witnesses).
    pub(crate) fn relation(&self, program: &effigy_ir::Program, terms: &effigy_smt::TermStore) -> Option<crate::invariant::Relation> {
        use crate::invariant::{Formula, IntExpr, Relation};
        // A linear relation's values stay within 32 bits.
        let bits = |v: VarId| program.types.as_int(program.var(v).ty).map(|it| it.bits);
        let narrow = |v: VarId| bits(v).is_some_and(|b| b <= 32);
        let (formula_term, params) = match *self {
            HornInvariant::Linear { formula, ref params } => (formula, params),
            HornInvariant::Bound(v, Bound::AtLeast(k)) => return Some(Relation::AtLeast(v, k)),
            HornInvariant::Bound(v, Bound::AtMost(k)) => return Some(Relation::AtMost(v, k)),
            HornInvariant::Bound(v, Bound::Congruent(m, r)) if narrow(v) => {
                return Some(Relation::Linear(Formula::Eq(IntExpr::Mod(Box::new(IntExpr::Var(v)), m), IntExpr::Const(r))))
            }
            HornInvariant::Bound(v, Bound::DifferenceAtLeast(y, k) | Bound::DifferenceAtMost(y, k)) if narrow(v) && narrow(y) => {
                let diff = IntExpr::Add(vec![IntExpr::Var(v), IntExpr::Mul(-1, Box::new(IntExpr::Var(y)))]);
                return Some(Relation::Linear(match self {
                    HornInvariant::Bound(_, Bound::DifferenceAtLeast(..)) => Formula::Le(IntExpr::Const(k), diff),
                    _ => Formula::Le(diff, IntExpr::Const(k)),
                }));
            }
            HornInvariant::Bound(v, Bound::ModDifference(y, r)) => return Some(Relation::Difference(v, y, r as u64, bits(v)?)),
            HornInvariant::Bound(..) => return None,
        };
        let var = |t: TermId| params.iter().find(|p| p.0 == t).map(|p| p.1);
        fn int(terms: &effigy_smt::TermStore, t: TermId, var: &dyn Fn(TermId) -> Option<VarId>) -> Option<IntExpr> {
            if let Some(v) = var(t) {
                return Some(IntExpr::Var(v));
            }
            match terms.get(t) {
                TermData::Int(k) => Some(IntExpr::Const(*k)),
                TermData::App(Op::IntAdd, xs) => Some(IntExpr::Add(xs.iter().map(|&x| int(terms, x, var)).collect::<Option<_>>()?)),
                TermData::App(Op::IntMul, xs) if xs.len() == 2 => {
                    let (k, x) = match (terms.as_int(xs[0]), terms.as_int(xs[1])) {
                        (Some(k), _) => (k, xs[1]),
                        (_, Some(k)) => (k, xs[0]),
                        _ => return None,
                    };
                    Some(IntExpr::Mul(k, Box::new(int(terms, x, var)?)))
                }
                TermData::App(Op::IntMod, xs) => {
                    let k = terms.as_int(xs[1]).filter(|&k| k > 0)?;
                    Some(IntExpr::Mod(Box::new(int(terms, xs[0], var)?), k))
                }
                _ => None,
            }
        }
        fn formula(terms: &effigy_smt::TermStore, t: TermId, var: &dyn Fn(TermId) -> Option<VarId>) -> Option<Formula> {
            let i = |x: TermId| int(terms, x, var);
            match terms.get(t) {
                TermData::App(Op::Not, xs) => Some(Formula::Not(Box::new(formula(terms, xs[0], var)?))),
                TermData::App(Op::And, xs) => Some(Formula::And(xs.iter().map(|&x| formula(terms, x, var)).collect::<Option<_>>()?)),
                TermData::App(Op::Or, xs) => Some(Formula::Or(xs.iter().map(|&x| formula(terms, x, var)).collect::<Option<_>>()?)),
                TermData::App(Op::IntLe, xs) => Some(Formula::Le(i(xs[0])?, i(xs[1])?)),
                TermData::App(Op::IntLt, xs) => Some(Formula::Lt(i(xs[0])?, i(xs[1])?)),
                TermData::App(Op::Eq, xs) if terms.sort(xs[0]) == Sort::Int => Some(Formula::Eq(i(xs[0])?, i(xs[1])?)),
                _ => None,
            }
        }
        formula(terms, formula_term, &var).map(Relation::Linear)
    }
}

/// The most registers a head's predicate speaks of; the most candidates per head.
const MAX_PARAMS: usize = 24;
const MAX_CANDIDATES: usize = 24;

/// Spacer's steps for one system (Z3's resource count, the same answer under any load: about a
/// second here), and its wall-clock time at most (less when the engine has less left).
const RLIMIT: u32 = 3_000_000;
const MAX_TIME: std::time::Duration = std::time::Duration::from_secs(60);

/// The values of a C integer type of `w` bits.
fn type_range(w: u32, signed: bool) -> (i128, i128) {
    if signed {
        (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1)
    } else {
        (0, (1i128 << w) - 1)
    }
}

/// One head's transitions: the arbitrary visit it starts from, its parameters there, and the
/// segment unwound from it.
struct Head {
    head: LocId,
    start: State,
    /// Definitions the start state's terms use (when k-induction made it).
    start_defs: Vec<TermId>,
    params: Vec<(VarId, bool)>,
    next: Unwound,
}

/// The start state of k-induction's step case at a loop head (standing for every visit of
/// it), with the definitions its terms use.
pub(crate) type HeadStart = (State, Vec<TermId>);

/// The invariants at the loop heads of `main` that survive the bit-precise check, per head
/// (empty when there are none, or when the program or the time does not allow looking).
/// `given`: k-induction's start state at each head (its first visits with what its loop writes
/// made arbitrary, so with the objects allocated before it), where a segment starts instead of
/// an arbitrary state — for a program that allocates or frees memory, which is otherwise left
/// out; the candidates are then the intervals' only (Spacer's clauses need arbitrary starts),
/// and none when a head some visit reaches has no start state.
#[allow(clippy::too_many_arguments)]
pub(crate) fn invariants<S: Solver>(
    ex: &mut Executor<'_, S>,
    initial: &State,
    main: FuncId,
    heads: &[LocId],
    given: Option<&HashMap<LocId, HeadStart>>,
    options: &KindOptions,
    cpu: &crate::clock::CpuClock,
    stats: &mut BmcStats,
) -> HashMap<LocId, Vec<HornInvariant>> {
    if heads.is_empty() || (given.is_none() && crate::kind::allocates_anywhere(ex.program).is_some()) {
        return HashMap::default();
    }
    let saved = ex.limits.clone();
    let found = find(ex, initial, main, heads, given, options, cpu, stats);
    ex.limits = saved;
    found.unwrap_or_default()
}

#[allow(clippy::too_many_arguments)]
fn find<S: Solver>(
    ex: &mut Executor<'_, S>,
    initial: &State,
    main: FuncId,
    heads: &[LocId],
    given: Option<&HashMap<LocId, HeadStart>>,
    options: &KindOptions,
    cpu: &crate::clock::CpuClock,
    stats: &mut BmcStats,
) -> Option<HashMap<LocId, Vec<HornInvariant>>> {
    let at_head = |s: &State| (s.frames.len() == 1).then(|| s.frames[0].loc).filter(|l| heads.contains(l));
    // Each unwinding follows calls to their end (a loop in a callee, cut, spoils it) and stops
    // at the next visit of a head of main.
    ex.limits.unwind = Some(2);
    ex.limits.lazy = true;
    // The first visits.
    let config = Config { segments: Some((main, 0)), keep_head_states: true, ..Config::default() };
    let first = unwind(ex, vec![initial.clone()], config, options.timeout, options.memory_limit_mb, cpu, stats).ok()?;
    if !complete(ex, &first, &[], options.timeout, cpu, stats) || first.head_states.iter().any(|(_, s)| at_head(s).is_none()) {
        return None;
    }
    // Which of main's objects are alive at a head: the first visits' say, and every arrival
    // must agree (a block's variables live lexically, so they do), or nothing is assumed. An
    // arbitrary visit has them so: the initial state's liveness (a nested block's variables,
    // an inlined callee's, start dead) would end, as a use of a dead variable, paths the
    // program takes, whose arrivals the check below would then never see.
    let objects: Vec<crate::state::ObjId> = {
        let mut vs: Vec<(VarId, crate::state::ObjId)> = initial.frames[0]
            .vars
            .iter()
            .filter_map(|(v, slot)| match slot {
                Slot::Memory(o) => Some((*v, *o)),
                _ => None,
            })
            .collect();
        vs.sort();
        vs.into_iter().map(|x| x.1).collect()
    };
    let alive = |s: &State| -> Vec<bool> { objects.iter().map(|&o| s.memory.get(o).alive).collect() };
    let mut lifetimes: HashMap<LocId, Vec<bool>> = HashMap::default();
    let mut todo: std::collections::VecDeque<LocId> = std::collections::VecDeque::new();
    let agree = |lifetimes: &mut HashMap<LocId, Vec<bool>>, todo: &mut std::collections::VecDeque<LocId>, h: LocId, s: &State| {
        let now = alive(s);
        match lifetimes.get(&h) {
            Some(known) => *known == now,
            None => {
                lifetimes.insert(h, now);
                todo.push_back(h);
                true
            }
        }
    };
    for (_, s) in &first.head_states {
        if !agree(&mut lifetimes, &mut todo, at_head(s)?, s) {
            return None;
        }
    }
    // One segment from an arbitrary visit of each head that some visit reaches.
    let live = live_registers(ex.program.function(main));
    let mut hs: Vec<Head> = Vec::new();
    while let Some(h) = todo.pop_front() {
        let (start, start_defs) = match given {
            Some(given) => given.get(&h)?.clone(),
            None => {
                let mut start = initial.clone();
                start.frame_at_mut(0).loc = h;
                start.path_condition = initial.path_condition.to_unindexed(&ex.terms);
                crate::kind::arbitrary_state(ex, &mut start);
                for (&o, &a) in objects.iter().zip(&lifetimes[&h]) {
                    start.memory.get_mut(o).alive = a;
                }
                (start, Vec::new())
            }
        };
        let mut params: Vec<(VarId, bool)> = Vec::new();
        // main's registers live at the head (what the rest of the run may read before writing
        // it) and the globals.
        let mut vars: Vec<VarId> = start.frames[0].vars.keys().copied().filter(|v| live[h.0 as usize].contains(v)).collect();
        vars.extend(start.globals.keys().copied());
        vars.sort();
        vars.dedup();
        for v in vars {
            let Some(it) = ex.program.types.as_int(ex.program.var(v).ty) else { continue };
            if matches!(ex.sort_of(ex.program.var(v).ty), Sort::BitVec(_)) && register_value(ex, &start, v).is_some() {
                params.push((v, it.signed));
            }
        }
        if params.len() > MAX_PARAMS {
            return None;
        }
        let config = Config { segments: Some((main, 1)), keep_head_states: true, ..Config::default() };
        let next = unwind(ex, vec![start.clone()], config, options.timeout, options.memory_limit_mb, cpu, stats).ok()?;
        if !complete(ex, &next, &start_defs, options.timeout, cpu, stats) {
            return None;
        }
        for (_, s) in &next.head_states {
            if !agree(&mut lifetimes, &mut todo, at_head(s)?, s) {
                return None;
            }
        }
        hs.push(Head { head: h, start, start_defs, params, next });
    }
    let index: HashMap<LocId, usize> = hs.iter().enumerate().map(|(i, h)| (h.head, i)).collect();
    // Spacer's invariants over integers (none when a clause cannot be said over integers, or
    // Spacer finds none).
    let answer = if given.is_none() && hs.iter().any(|h| !h.params.is_empty()) {
        spacer(ex, initial, &hs, &index, &first, heads, options, cpu)
    } else {
        None
    };
    // The candidates: the conjuncts of each head's invariant, and the intervals' bounds.
    let mut candidates: Vec<(usize, HornInvariant)> = Vec::new();
    let solution = match answer {
        Some(HornAnswer::Solved(solution)) => solution,
        _ => Vec::new(),
    };
    let interval_options = crate::absint::AbsintOptions { timeout: Some(std::time::Duration::from_secs(2)), ..Default::default() };
    if let Some(intervals) = crate::absint::head_intervals(ex.program, main, &interval_options) {
        for (i, h) in hs.iter().enumerate() {
            for &(v, b) in intervals.get(&h.head).map(Vec::as_slice).unwrap_or_default() {
                candidates.extend(HornInvariant::bounds(ex.program, v, b).into_iter().map(|c| (i, c)));
            }
        }
    }
    for (i, (ps, inv)) in solution.into_iter().enumerate() {
        let params = Rc::new(ps.iter().zip(&hs[i].params).map(|(&p, &(v, signed))| (p, v, signed)).collect::<Vec<_>>());
        let conjuncts = match ex.terms.get(inv) {
            TermData::App(Op::And, parts) => parts.clone(),
            _ => vec![inv],
        };
        candidates.extend(
            conjuncts
                .into_iter()
                .filter(|&c| ex.terms.as_bool(c).is_none())
                .take(MAX_CANDIDATES)
                .map(|formula| (i, HornInvariant::Linear { formula, params: params.clone() })),
        );
    }
    // Only what can be said exactly over bit-vectors (linear, within 64 bits).
    let mut sayable = Vec::with_capacity(candidates.len());
    for (i, c) in candidates {
        let start = hs[i].start.clone();
        if c.term(ex, &start).is_some() {
            sayable.push((i, c));
        }
    }
    let mut candidates = sayable;
    // Houdini, bit-precisely: drop the candidates some first visit or some segment from states
    // satisfying all of them violates, until none is violated.
    let mut pc: Vec<TermId> = initial.path_condition.iter().collect();
    pc.extend(first.defs.iter().copied());
    loop {
        if candidates.is_empty() {
            return None;
        }
        let mut broken = vec![false; candidates.len()];
        // Initiation.
        let mut defs = pc.clone();
        let mut flags = Vec::new();
        for (k, (i, c)) in candidates.iter().enumerate() {
            let mut cases = Vec::new();
            for (guard, s) in &first.head_states {
                if index[&at_head(s)?] == *i {
                    let t = c.term(ex, s)?;
                    let not = ex.terms.not(t);
                    cases.push(ex.terms.and(*guard, not));
                }
            }
            let any = ex.terms.or_all(cases);
            let flag = ex.terms.fresh_symbol("violated", Sort::Bool);
            defs.push(ex.terms.eq(flag, any));
            flags.push((k, flag));
        }
        violated(ex, &defs, &flags, &mut broken, options, cpu, stats)?;
        // Consecution, from each head.
        for (i, h) in hs.iter().enumerate() {
            let mut defs: Vec<TermId> = h.start.path_condition.iter().collect();
            defs.extend(h.start_defs.iter().copied());
            defs.extend(h.next.defs.iter().copied());
            for (_, c) in candidates.iter().filter(|(j, _)| *j == i) {
                let t = c.term(ex, &h.start)?;
                defs.push(t);
            }
            let mut flags = Vec::new();
            for (k, (j, c)) in candidates.iter().enumerate() {
                let mut cases = Vec::new();
                for (guard, s) in &h.next.head_states {
                    if index[&at_head(s)?] == *j {
                        let t = c.term(ex, s)?;
                        let not = ex.terms.not(t);
                        cases.push(ex.terms.and(*guard, not));
                    }
                }
                if cases.is_empty() {
                    continue;
                }
                let any = ex.terms.or_all(cases);
                let flag = ex.terms.fresh_symbol("violated", Sort::Bool);
                defs.push(ex.terms.eq(flag, any));
                flags.push((k, flag));
            }
            violated(ex, &defs, &flags, &mut broken, options, cpu, stats)?;
        }
        if !broken.contains(&true) {
            break;
        }
        let mut k = 0;
        candidates.retain(|_| {
            k += 1;
            !broken[k - 1]
        });
    }
    let mut out: HashMap<LocId, Vec<HornInvariant>> = HashMap::default();
    for (i, c) in candidates {
        out.entry(hs[i].head).or_default().push(c);
    }
    Some(out)
}

/// Spacer on the clauses of `hs`' heads over integers: `None` when a clause cannot be said over
/// integers.
#[allow(clippy::too_many_arguments)]
fn spacer<S: Solver>(
    ex: &mut Executor<'_, S>,
    initial: &State,
    hs: &[Head],
    index: &HashMap<LocId, usize>,
    first: &Unwound,
    heads: &[LocId],
    options: &KindOptions,
    cpu: &crate::clock::CpuClock,
) -> Option<HornAnswer> {
    let at_head = |s: &State| (s.frames.len() == 1).then(|| s.frames[0].loc).filter(|l| heads.contains(l));
    // The clauses over integers.
    let mut abs = IntAbstraction::new();
    let args = |ex: &mut Executor<'_, S>, abs: &mut IntAbstraction, h: usize, s: &State| -> Option<Vec<TermId>> {
        hs[h].params.iter().map(|&(v, _)| register_value(ex, s, v).and_then(|t| abs.term(&mut ex.terms, t))).collect()
    };
    let all = |ex: &mut Executor<'_, S>, abs: &mut IntAbstraction, ts: Vec<TermId>| -> Vec<TermId> {
        ts.into_iter().filter_map(|t| abs.term(&mut ex.terms, t)).collect()
    };
    // A register's value is in its type's range (the integers do not wrap: an abstract value
    // outside is an overflow); the clauses assume it of the states they start from.
    let ranges = |ex: &mut Executor<'_, S>, h: usize, args: &[TermId]| -> Vec<TermId> {
        let mut out = Vec::new();
        for (&(v, signed), &a) in hs[h].params.iter().zip(args) {
            let Sort::BitVec(w) = ex.sort_of(ex.program.var(v).ty) else { continue };
            let (lo, hi) = type_range(w, signed);
            let (lo, hi) = (ex.terms.int_const(lo), ex.terms.int_const(hi));
            out.push(ex.terms.int_op(Op::IntLe, lo, a));
            out.push(ex.terms.int_op(Op::IntLe, a, hi));
        }
        out
    };
    let mut clauses = Vec::new();
    let mut init = all(ex, &mut abs, first.defs.clone());
    init.extend(all(ex, &mut abs, initial.path_condition.iter().collect()));
    for (guard, s) in &first.head_states {
        let h = index[&at_head(s)?];
        let mut constraint = init.clone();
        constraint.push(abs.term(&mut ex.terms, *guard)?);
        let there = args(ex, &mut abs, h, s)?;
        constraint.extend(ranges(ex, h, &there));
        clauses.push(HornClause { constraint, body: Vec::new(), head: Some((h, there)) });
    }
    for e in &first.errors {
        let mut constraint = init.clone();
        constraint.push(abs.term(&mut ex.terms, e.guard)?);
        clauses.push(HornClause { constraint, body: Vec::new(), head: None });
    }
    let mut now = Vec::new();
    for i in 0..hs.len() {
        let start = hs[i].start.clone();
        let here = args(ex, &mut abs, i, &start)?;
        let mut defs = all(ex, &mut abs, hs[i].next.defs.clone());
        defs.extend(all(ex, &mut abs, start.path_condition.iter().collect()));
        defs.extend(ranges(ex, i, &here));
        let arrivals = hs[i].next.head_states.clone();
        for (guard, s) in &arrivals {
            let j = index[&at_head(s)?];
            let mut constraint = defs.clone();
            constraint.push(abs.term(&mut ex.terms, *guard)?);
            clauses.push(HornClause { constraint, body: vec![(i, here.clone())], head: Some((j, args(ex, &mut abs, j, s)?)) });
        }
        let errors: Vec<TermId> = hs[i].next.errors.iter().map(|e| e.guard).collect();
        for g in errors {
            let mut constraint = defs.clone();
            constraint.push(abs.term(&mut ex.terms, g)?);
            clauses.push(HornClause { constraint, body: vec![(i, here.clone())], head: None });
        }
        now.push(here);
    }
    // First with the signed registers kept in their types' ranges.
    let mut ranged = clauses.clone();
    for (i, h) in hs.iter().enumerate() {
        for (j, &(v, signed)) in h.params.iter().enumerate() {
            let Sort::BitVec(w) = ex.sort_of(ex.program.var(v).ty) else { continue };
            if !signed || w > 64 {
                continue;
            }
            let (lo, hi) = type_range(w, true);
            let (lo, hi) = (ex.terms.int_const(lo), ex.terms.int_const(hi));
            let below = ex.terms.int_op(Op::IntLt, now[i][j], lo);
            let above = ex.terms.int_op(Op::IntLt, hi, now[i][j]);
            let out = ex.terms.or(below, above);
            ranged.push(HornClause { constraint: vec![out], body: vec![(i, now[i].clone())], head: None });
        }
    }
    let sorts: Vec<Vec<Sort>> = hs.iter().map(|h| vec![Sort::Int; h.params.len()]).collect();
    let limit = || time_left(options.timeout, cpu).map_or(MAX_TIME, |t| t.min(MAX_TIME));
    let dump = ex.solver.dump_dir().map(std::path::Path::to_path_buf);
    let mut answer = effigy_smt::horn::solve(&mut ex.terms, &sorts, &ranged, RLIMIT, limit(), dump.as_deref());
    if !matches!(answer, HornAnswer::Solved(_)) && ranged.len() > clauses.len() {
        answer = effigy_smt::horn::solve(&mut ex.terms, &sorts, &clauses, RLIMIT, limit(), dump.as_deref());
    }
    Some(answer)
}

/// The variables live at each location of `f` (read on some path from it before being
/// written): classic backward liveness over the edges. A variable is written only by an
/// assignment, havoc or call result to it as a whole; every other mention reads it.
fn live_registers(f: &effigy_ir::Function) -> Vec<HashSet<VarId>> {
    use effigy_ir::{EdgeKind, ExprKind};
    let whole = |e: &effigy_ir::Expr| match e.kind {
        ExprKind::Var(v) => Some(v),
        _ => None,
    };
    let facts: Vec<(Vec<VarId>, Option<VarId>)> = f
        .edges
        .iter()
        .map(|e| {
            let def = match &e.kind {
                EdgeKind::Assign { lhs, .. } | EdgeKind::Havoc { lhs, .. } => whole(lhs),
                EdgeKind::Call { dest: Some(d), .. } | EdgeKind::Primitive { dest: Some(d), .. } => whole(d),
                _ => None,
            };
            let mut uses = Vec::new();
            let mut first_lhs = true;
            e.kind.for_each_expr(&mut |x| {
                // The defined variable as the whole lvalue is the first expression visited.
                if std::mem::take(&mut first_lhs) && def.is_some() && whole(x) == def {
                    return;
                }
                x.for_each_var(&mut |v| uses.push(v));
            });
            (uses, def)
        })
        .collect();
    let mut live: Vec<HashSet<VarId>> = vec![HashSet::default(); f.num_locs()];
    let mut changed = true;
    while changed {
        changed = false;
        for (e, (uses, def)) in f.edges.iter().zip(&facts).rev() {
            let mut add: Vec<VarId> = live[e.to.0 as usize].iter().copied().filter(|v| Some(*v) != *def).collect();
            add.extend(uses.iter().copied());
            let here = &mut live[e.from.0 as usize];
            for v in add {
                changed |= here.insert(v);
            }
        }
    }
    live
}

/// Marks in `broken` the candidates whose flag a model of `defs ∧ ⋁ flags` sets; `None` when the
/// solver gives up (nothing can be trusted then).
fn violated<S: Solver>(
    ex: &mut Executor<'_, S>,
    defs: &[TermId],
    flags: &[(usize, TermId)],
    broken: &mut [bool],
    options: &KindOptions,
    cpu: &crate::clock::CpuClock,
    stats: &mut BmcStats,
) -> Option<()> {
    let live: Vec<(usize, TermId)> = flags.iter().copied().filter(|&(k, _)| !broken[k]).collect();
    if live.is_empty() {
        return Some(());
    }
    let fs: Vec<TermId> = live.iter().map(|f| f.1).collect();
    ex.solver.set_query_timeout(time_left(options.timeout, cpu));
    match query_defs(ex, defs, &fs, &fs, stats) {
        CheckResult::Unsat => Some(()),
        CheckResult::Sat(model) => {
            let mut any = false;
            for &(k, f) in &live {
                if model.get(f) == Some(1) {
                    broken[k] = true;
                    any = true;
                }
            }
            // A model that sets no flag it names (values left out): drop them all.
            if !any {
                for &(k, _) in &live {
                    broken[k] = true;
                }
            }
            Some(())
        }
        CheckResult::Unknown(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// At the loop head, `i` and `n` are live (read by the condition); `t` is written before
    /// every read of it in the body and never read after the loop; `unused` is never read.
    #[test]
    fn liveness_at_a_loop_head_keeps_what_is_read_before_written() {
        let dir = std::env::temp_dir().join(format!("effigy-horn-unit-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("p.c");
        std::fs::write(
            &path,
            "extern int __VERIFIER_nondet_int(void);\n\
             int main(void) {\n\
               int n = __VERIFIER_nondet_int();\n\
               int t = 5, i = 0, unused = 3;\n\
               while (i < n) { t = i * 2; i = i + t - t + 1; }\n\
               return i;\n\
             }\n",
        )
        .unwrap();
        let options = effigy_c::Options { data_model: effigy_ir::DataModel::Ilp32, ..Default::default() };
        let program = effigy_c::lower_file(&path, &options).expect("the program lowers");
        let _ = std::fs::remove_dir_all(&dir);
        let main = program.function_by_name("main").unwrap();
        let f = program.function(main);
        let loops = effigy_ir::loops::LoopInfo::of(f);
        let head = f.locs().find(|&l| loops.is_head(l)).expect("a loop head");
        let live = live_registers(f);
        let mut names: Vec<String> = live[head.0 as usize].iter().map(|&v| program.var(v).name.clone()).collect();
        names.sort();
        assert_eq!(names, ["i", "n"]);
    }
}
