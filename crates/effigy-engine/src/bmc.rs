//! Bounded model checking (CBMC's method) over the one symbolic step.
//!
//! Loops and recursion are unwound to a bound k and the unwound program becomes **one**
//! formula: the step runs without the solver (`StepLimits::lazy`: every direction that
//! constant folding does not refute is a successor, with its condition in the path condition),
//! the states are visited in an order where every join point of the unwound program is reached
//! by all its paths before it is left, and the states that meet there are **merged**: one state
//! whose registers and object contents are `ite`s over the merged paths' guards. So the formula
//! grows with the unwound program, not with its number of paths (2^N paths through N diamonds
//! give N merges). A merged state's path condition is a fresh guard symbol `g` defined by
//! `g ⇔ p₁ ∨ … ∨ pₙ`, each `pᵢ ⇔` (the i-th state's path condition): the definitions are the
//! formula's SSA equations, and terms stay shallow.
//!
//! After the unwinding, the leaves are decided in turn, each by one query (definitions ∧ the
//! disjunction of the leaves' guards): an error leaf satisfiable is a counterexample (its inputs
//! are read off the model along the merge nodes the error path went through, and the path is
//! recovered by running the step on those inputs); undefined behaviour or a step the engine
//! could not follow satisfiable is UNKNOWN; otherwise the *unwinding assertion* — some path cut
//! by the bound is satisfiable — decides between TRUE (fully unwound) and a larger bound.
//!
//! Merging relies on an invariant of the step: the path conditions of any two states that exist
//! at the same time exclude each other (every fork splits on a condition and its negation, a
//! pointer's candidate objects are disjoint), so an `ite` on one state's guard picks its values
//! exactly where that state's paths run.

use std::collections::BTreeMap;
use std::rc::Rc;
use std::time::{Duration, Instant};

use effigy_ir::{ErrorKind, Span, VarId};
use effigy_smt::hash::FxHashMap as HashMap;
use effigy_smt::{CheckResult, Solver, Sort, TermData, TermId};
use rpds::Vector;

use crate::concolic::run_on;
use crate::explore::{resident_mb, typed_value, Counterexample, InputValue, Verdict};
use crate::state::{Frame, Input, PathCondition, Slot, State};
use crate::step::{Executor, Successor, Terminal};

#[derive(Clone, Debug)]
pub struct BmcOptions {
    /// A fixed bound (`--unwind K`): the answer at K, UNKNOWN naming the bound when the
    /// unwinding assertion fails there. `None`: iterative deepening over `schedule`.
    pub unwind: Option<u32>,
    /// The bounds iterative deepening tries, in order, up to its last.
    pub schedule: Vec<u32>,
    /// CPU-time limit (the process's).
    pub timeout: Option<Duration>,
    pub memory_limit_mb: Option<u64>,
}

impl Default for BmcOptions {
    fn default() -> Self {
        BmcOptions { unwind: None, schedule: default_schedule(), timeout: None, memory_limit_mb: None }
    }
}

/// 1, 2, 4, …, 2^20: each bound at most doubles the unwound program, so the bounds before
/// the deciding one cost no more than it does.
pub fn default_schedule() -> Vec<u32> {
    (0..=20).map(|i| 1u32 << i).collect()
}

#[derive(Clone, Debug, Default)]
pub struct BmcStats {
    /// The last bound unwound.
    pub bound: u32,
    pub bounds_tried: u32,
    /// States stepped, over all bounds.
    pub states: u64,
    /// Join points where two or more states were merged (last bound).
    pub merges: u64,
    /// Distinct terms (DAG nodes) of the last formula given to the solver.
    pub formula_terms: usize,
    /// Conjuncts asserted in the last query (definitions and the goal).
    pub conjuncts: usize,
    pub solver_calls: u64,
    pub solver_time: Duration,
    pub elapsed: Duration,
}

pub struct BmcResult {
    pub verdict: Verdict,
    pub stats: BmcStats,
    /// For TRUE by k-induction: what the proof knows at the loop heads of the entry function.
    pub invariants: Vec<crate::invariant::HeadInvariant>,
}

/// A merge: one part per merged state.
struct Node {
    parts: Vec<Part>,
}

struct Part {
    /// `p ⇔` the merged state's path condition.
    guard: TermId,
    /// The inputs that state read since the merge node it came from (shared with the state:
    /// a path through a loop that fills an array reads 100 000 of them).
    inputs: Vector<Input>,
    prev: Option<usize>,
}

/// What one unwinding produced: the definitions and the leaves, each with a guard symbol
/// equivalent to its path condition.
#[derive(Default)]
pub(crate) struct Unwound {
    /// This unwinding's number (from 1, given when a path guard is first made; 0: none yet).
    number: u32,
    pub(crate) defs: Vec<TermId>,
    nodes: Vec<Node>,
    node_of_guard: HashMap<TermId, usize>,
    pub(crate) errors: Vec<ErrorLeaf>,
    pub(crate) undefined: Vec<LeafInfo>,
    pub(crate) unknown: Vec<LeafInfo>,
    pub(crate) cut: Vec<LeafInfo>,
    merges: u64,
    /// With [`Config::capture`]: per loop head of the entry function, the states at its first
    /// visit — `None` when a path had been cut before one of them was stepped (then they need
    /// not stand for every way of arriving there).
    pub(crate) first_arrivals: HashMap<effigy_ir::LocId, Option<Vec<State>>>,
    /// With [`Config::keep_head_states`]: the states cut by the segment bound, with their guards.
    pub(crate) head_states: Vec<(TermId, State)>,
    /// The conjunctions of path-condition prefixes, [`PREFIX_CHUNK`] conjuncts at a time: the
    /// symbol (or constant) for the prefix before a chunk and the chunk's conjuncts → the
    /// symbol for the prefix through it ([`path_guard`]).
    prefixes: HashMap<Vec<TermId>, TermId>,
}

/// How many conjuncts of a path condition one prefix symbol adds ([`path_guard`]).
const PREFIX_CHUNK: usize = 8;

/// A term equivalent to the conjunction of `st`'s path condition, for the guard of a leaf or
/// merged part. Between merges a path's condition grows by a conjunct per branch, and every
/// leaf on the way (an error check in each iteration of an unwound loop) needs its whole
/// condition: written out, the leaves of a loop unwound k times hold k² conjuncts. Instead the
/// condition is cut into chunks of [`PREFIX_CHUNK`], and each prefix ending at a chunk's end
/// gets one symbol, defined once as the previous prefix's and the chunk's conjunction
/// (`p₂ ⇔ p₁ ∧ c₉ ∧ … ∧ c₁₆`): the leaves share them, and the formula grows linearly.
///
/// The condition remembers the last prefix symbol this unwinding gave it, so that a path is
/// read from there on (the exits of a search loop unwound 100 000 times each share a prefix of
/// as many conjuncts: reading it from the start per exit was quadratic).
fn path_guard<S: Solver>(ex: &mut Executor<'_, S>, u: &mut Unwound, st: &State) -> TermId {
    if u.number == 0 {
        u.number = UNWINDINGS.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
    }
    let pc = &st.path_condition;
    let len = pc.len();
    let full = len / PREFIX_CHUNK * PREFIX_CHUNK;
    let mut prefix = ex.terms.bool_const(true);
    let mut start = 0;
    if let Some((number, covered, symbol)) = pc.guard_memo() {
        if number == u.number && covered <= full {
            (start, prefix) = (covered, symbol);
        }
    }
    let conjuncts: Vec<TermId> = pc.since(start).collect();
    for chunk in conjuncts[..full - start].chunks(PREFIX_CHUNK) {
        let mut key = Vec::with_capacity(PREFIX_CHUNK + 1);
        key.push(prefix);
        key.extend_from_slice(chunk);
        prefix = match u.prefixes.get(&key) {
            Some(&t) => t,
            None => {
                let and = ex.terms.and_all(key.iter().copied());
                let t = if ex.terms.as_bool(and).is_some() {
                    and
                } else {
                    let p = ex.terms.fresh_symbol("prefix", Sort::Bool);
                    let def = ex.terms.eq(p, and);
                    u.defs.push(def);
                    p
                };
                u.prefixes.insert(key, t);
                t
            }
        };
    }
    pc.set_guard_memo(u.number, full, prefix);
    ex.terms.and_all(std::iter::once(prefix).chain(conjuncts[full - start..].iter().copied()))
}

/// Unwindings made so far (each one's prefix symbols are its own).
static UNWINDINGS: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);

pub(crate) struct ErrorLeaf {
    pub(crate) guard: TermId,
    kind: ErrorKind,
    span: Span,
    inputs: Vector<Input>,
    node: Option<usize>,
    pub(crate) segments: u32,
}

pub(crate) struct LeafInfo {
    pub(crate) guard: TermId,
    pub(crate) reason: String,
    pub(crate) segments: u32,
    /// A cut at a loop head of the entry function by the unwinding bound (not inside a call,
    /// not a recursion bound), or by the segment bound.
    pub(crate) head_cut: bool,
}

/// How to unwind.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Config {
    /// Count the visits of this function's loop heads in its bottom frame as segments and cut
    /// past the given number (k-induction's step case).
    pub(crate) segments: Option<(effigy_ir::FuncId, u32)>,
    /// Keep the states at the first visit of each loop head of the entry function.
    pub(crate) capture: bool,
    /// Keep the states cut by the segment bound, with their guards (k-induction's check that
    /// candidate invariants hold again at the next visit of a head).
    pub(crate) keep_head_states: bool,
}

pub(crate) enum Stop {
    Limit(String),
}

/// Bounded model checking of the program from `initial` (main with its arguments).
pub fn bmc<S: Solver>(ex: &mut Executor<'_, S>, initial: State, options: &BmcOptions) -> BmcResult {
    let start = Instant::now();
    let cpu = crate::clock::CpuClock::start();
    let mut stats = BmcStats::default();
    let saved = ex.limits.clone();
    let bounds: Vec<u32> = match options.unwind {
        Some(k) => vec![k],
        None => options.schedule.clone(),
    };
    let calls_before = ex.solver.stats.solver_calls;
    let time_before = ex.solver.stats.solver_time;
    let mut verdict = Verdict::Unknown("no bound was tried".into());
    // Why an earlier bound could not be decided (an unknown step on a feasible path): deeper
    // bounds may still find an error, but TRUE is out of reach.
    let mut undecidable: Option<String> = None;
    // The undefined behaviour an earlier bound found possible: TRUE is out of reach, but an
    // error path free of it may still exist deeper (see [`BoundAnswer::Undefined`]).
    let mut undefined: Option<String> = None;
    for (i, &k) in bounds.iter().enumerate() {
        stats.bound = k;
        crate::progress::level("bound", k as u64);
        stats.bounds_tried += 1;
        let last = i + 1 == bounds.len();
        let answer = decide_bound(ex, &initial, k, options, undefined.as_deref(), &cpu, &mut stats);
        // The next bound's formula is new: the translations of this one's are not needed.
        ex.solver.forget();
        match answer {
            Ok(BoundAnswer::Verdict(v)) => {
                verdict = v;
                break;
            }
            Ok(BoundAnswer::Incomplete(why)) => {
                verdict = Verdict::Unknown(if options.unwind.is_some() || last {
                    format!("unwinding bound {k} is not enough: {why}")
                } else {
                    why
                });
                if last {
                    break;
                }
            }
            Ok(BoundAnswer::Unknowable(why)) => {
                verdict = Verdict::Unknown(why.clone());
                undecidable = Some(why);
                if last {
                    break;
                }
            }
            Ok(BoundAnswer::Undefined(why)) => {
                verdict = Verdict::Unknown(format!("{why}; no error path free of it up to bound {k}"));
                undefined.get_or_insert(why);
                if last {
                    break;
                }
            }
            Err(Stop::Limit(why)) => {
                verdict = Verdict::Unknown(match &undecidable {
                    Some(earlier) if undefined.is_none() => format!("{why}; {earlier}"),
                    _ => why,
                });
                break;
            }
        }
    }
    let verdict = undefined_first(undefined.as_deref(), verdict);
    ex.limits = saved;
    stats.solver_calls = ex.solver.stats.solver_calls - calls_before;
    stats.solver_time = ex.solver.stats.solver_time - time_before;
    stats.elapsed = start.elapsed();
    BmcResult { verdict, stats, invariants: Vec::new() }
}

pub(crate) enum BoundAnswer {
    Verdict(Verdict),
    /// The unwinding assertion failed (a path longer than the bound exists): why.
    Incomplete(String),
    /// No error within the bound, but a feasible path took a step this engine cannot
    /// execute: why. A deeper bound may still find an error; TRUE is out of reach.
    Unknowable(String),
    /// No error within the bound, but undefined behaviour is possible (a feasible path ends in
    /// it; the reason names the first such leaf the model shows). TRUE is out of reach; a
    /// deeper bound may still find an error on a path free of it (every path ends at its first
    /// undefined operation), which is what an SV-COMP verdict on such a program can still be.
    Undefined(String),
}

/// An UNKNOWN after [`BoundAnswer::Undefined`]: the undefined behaviour leads the reason (the
/// portfolio reads it there), whatever ended the search for an error path free of it (a limit,
/// the solver) follows.
pub(crate) fn undefined_first(undefined: Option<&str>, verdict: Verdict) -> Verdict {
    match (undefined, verdict) {
        (Some(ub), Verdict::Unknown(why)) if !why.starts_with(ub) => {
            Verdict::Unknown(format!("{ub}; looking for an error path free of it: {why}"))
        }
        (_, verdict) => verdict,
    }
}

pub(crate) fn check_limits(timeout: Option<Duration>, memory_limit_mb: Option<u64>, cpu: &crate::clock::CpuClock) -> Result<(), Stop> {
    if let Some(t) = timeout {
        if cpu.elapsed() >= t {
            return Err(Stop::Limit(format!("time limit of {} s reached", crate::clock::seconds(t))));
        }
    }
    if let Some(limit) = memory_limit_mb {
        if resident_mb().is_some_and(|m| m > limit) {
            return Err(Stop::Limit(format!("memory limit of {limit} MiB reached")));
        }
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn decide_bound<S: Solver>(
    ex: &mut Executor<'_, S>,
    initial: &State,
    k: u32,
    options: &BmcOptions,
    undefined: Option<&str>,
    cpu: &crate::clock::CpuClock,
    stats: &mut BmcStats,
) -> Result<BoundAnswer, Stop> {
    let mut u = unwind_from(ex, initial, k, Config::default(), options.timeout, options.memory_limit_mb, cpu, stats)?;
    Ok(decide(ex, initial, k, &mut u, undefined, options.timeout, cpu, stats))
}

/// Unwinds from `initial` (a state of the ordinary step) at bound `k`.
#[allow(clippy::too_many_arguments)]
pub(crate) fn unwind_from<S: Solver>(
    ex: &mut Executor<'_, S>,
    initial: &State,
    k: u32,
    config: Config,
    timeout: Option<Duration>,
    memory_limit_mb: Option<u64>,
    cpu: &crate::clock::CpuClock,
    stats: &mut BmcStats,
) -> Result<Unwound, Stop> {
    ex.limits.unwind = Some(k);
    ex.limits.lazy = true;
    let mut start_state = initial.clone();
    start_state.path_condition = initial.path_condition.to_unindexed(&ex.terms);
    let unwound = unwind(ex, vec![start_state], config, timeout, memory_limit_mb, cpu, stats);
    ex.limits.lazy = false;
    let u = unwound?;
    stats.merges = u.merges;
    Ok(u)
}

/// The CPU time left of a limit, for one solver call.
pub(crate) fn time_left(timeout: Option<Duration>, cpu: &crate::clock::CpuClock) -> Option<Duration> {
    timeout.map(|t| t.saturating_sub(cpu.elapsed()).max(Duration::from_millis(10)))
}

/// Decides an unwinding: a counterexample; undefined behaviour or an unknown step possible;
/// else TRUE or — the unwinding assertion failing — incomplete. Leaves `u.cut` in place.
/// `undefined`: what an earlier bound found possible. The unwinding then only looks for an
/// error and, without one, tells whether a deeper bound could still find one (the unwinding
/// assertion): `Undefined` if so, else a final UNKNOWN naming it.
#[allow(clippy::too_many_arguments)]
pub(crate) fn decide<S: Solver>(
    ex: &mut Executor<'_, S>,
    initial: &State,
    k: u32,
    u: &mut Unwound,
    undefined: Option<&str>,
    timeout: Option<Duration>,
    cpu: &crate::clock::CpuClock,
    stats: &mut BmcStats,
) -> BoundAnswer {
    let time_left = |cpu: &crate::clock::CpuClock| time_left(timeout, cpu);
    // Errors first: a confirmed counterexample decides whatever else the program may do.
    if !u.errors.is_empty() {
        let goals: Vec<TermId> = u.errors.iter().map(|e| e.guard).collect();
        let mut wanted: Vec<TermId> = goals.clone();
        for n in &u.nodes {
            for p in &n.parts {
                wanted.push(p.guard);
                wanted.extend(p.inputs.iter().map(|i| i.symbol));
            }
        }
        for e in &u.errors {
            wanted.extend(e.inputs.iter().map(|i| i.symbol));
        }
        wanted.sort();
        wanted.dedup();
        ex.solver.set_query_timeout(time_left(cpu));
        match query(ex, u, &goals, &wanted, stats) {
            CheckResult::Sat(model) => {
                let Some(leaf) = u.errors.iter().find(|e| model.get(e.guard) == Some(1)) else {
                    return BoundAnswer::Verdict(Verdict::Unknown("internal error: no error leaf holds in the model".into()));
                };
                // The inputs in read order: the leaf's own, preceded by those of the part
                // of each merge node the model's path went through.
                let mut segments: Vec<&Vector<Input>> = vec![&leaf.inputs];
                let mut node = leaf.node;
                while let Some(n) = node {
                    let Some(part) = u.nodes[n].parts.iter().find(|p| model.get(p.guard) == Some(1)) else {
                        return BoundAnswer::Verdict(Verdict::Unknown("internal error: no part of a merge holds in the model".into()));
                    };
                    segments.push(&part.inputs);
                    node = part.prev;
                }
                let raw: Vec<i128> = segments.iter().rev().flat_map(|s| s.iter()).map(|i| model.get(i.symbol).unwrap_or(0)).collect();
                let (kind, span) = (leaf.kind.clone(), leaf.span);
                return BoundAnswer::Verdict(counterexample(ex, initial, &raw, k, kind, span));
            }
            CheckResult::Unsat => {}
            CheckResult::Unknown(r) => return BoundAnswer::Verdict(Verdict::Unknown(format!("the solver gave up: {r}"))),
        }
    }
    let known = undefined.is_some();
    for (leaves, what) in [(std::mem::take(&mut u.undefined), "undefined"), (std::mem::take(&mut u.unknown), "unknown")] {
        if leaves.is_empty() || known {
            continue;
        }
        let goals: Vec<TermId> = leaves.iter().map(|l| l.guard).collect();
        ex.solver.set_query_timeout(time_left(cpu));
        match query(ex, u, &goals, &goals, stats) {
            CheckResult::Sat(model) => {
                let why = leaves
                    .iter()
                    .find(|l| model.get(l.guard) == Some(1))
                    .map(|l| l.reason.clone())
                    .unwrap_or_else(|| format!("internal error: no {what} leaf holds in the model"));
                // Either leaves deeper errors to look for — unless the program has no error
                // site at all, or (with no other violation to look for) none in a function
                // main may call.
                let errors_possible = ex.program.has_error_edges()
                    && (!ex.limits.property.checks.is_empty()
                        || ex.program.function_by_name("main").is_none_or(|m| ex.program.error_in_call_graph(m)));
                return match what {
                    "undefined" if errors_possible => BoundAnswer::Undefined(why),
                    "undefined" => BoundAnswer::Verdict(Verdict::Unknown(why)),
                    _ => BoundAnswer::Unknowable(why),
                };
            }
            CheckResult::Unsat => {}
            CheckResult::Unknown(r) => return BoundAnswer::Verdict(Verdict::Unknown(format!("the solver gave up: {r}"))),
        }
    }
    // Fully unwound: no error at any bound.
    let unwound = |k: u32| match undefined {
        Some(ub) => Verdict::Unknown(format!("{ub}; no error path free of it (the program is fully unwound at bound {k})")),
        None => Verdict::True,
    };
    if u.cut.is_empty() {
        return BoundAnswer::Verdict(unwound(k));
    }
    let goals: Vec<TermId> = u.cut.iter().map(|l| l.guard).collect();
    ex.solver.set_query_timeout(time_left(cpu));
    let defs = std::mem::take(&mut u.defs);
    let answer = query_defs(ex, &defs, &goals, &goals, stats);
    u.defs = defs;
    let cut = &u.cut;
    match answer {
        CheckResult::Sat(model) => {
            let why = cut.iter().find(|l| model.get(l.guard) == Some(1)).map(|l| l.reason.clone()).unwrap_or_else(|| cut[0].reason.clone());
            match undefined {
                Some(ub) => BoundAnswer::Undefined(ub.to_string()),
                None => BoundAnswer::Incomplete(why),
            }
        }
        CheckResult::Unsat => BoundAnswer::Verdict(unwound(k)),
        CheckResult::Unknown(r) => BoundAnswer::Verdict(Verdict::Unknown(format!("the solver gave up: {r}"))),
    }
}

/// Whether an unwinding followed every path it can take to its end: no leaf that is unknown or
/// cut other than at a head of `main`, or none such that is feasible (a lazy unwinding asks no
/// solver at its forks, so it makes leaves no path reaches). `context`: the definitions the
/// start states' terms use. A solver that gives up counts as "not complete".
pub(crate) fn complete<S: Solver>(
    ex: &mut Executor<'_, S>,
    u: &Unwound,
    context: &[TermId],
    timeout: Option<Duration>,
    cpu: &crate::clock::CpuClock,
    stats: &mut BmcStats,
) -> bool {
    let open: Vec<TermId> = u.unknown.iter().chain(u.cut.iter().filter(|c| !c.head_cut)).map(|l| l.guard).collect();
    if open.is_empty() {
        return true;
    }
    let mut defs = context.to_vec();
    defs.extend(u.defs.iter().copied());
    ex.solver.set_query_timeout(time_left(timeout, cpu));
    matches!(query_defs(ex, &defs, &open, &[], stats), CheckResult::Unsat)
}

/// Definitions ∧ (goal₁ ∨ … ∨ goalₙ), with a model of `wanted`.
pub(crate) fn query<S: Solver>(
    ex: &mut Executor<'_, S>,
    u: &mut Unwound,
    goals: &[TermId],
    wanted: &[TermId],
    stats: &mut BmcStats,
) -> CheckResult {
    let defs = std::mem::take(&mut u.defs);
    let r = query_defs(ex, &defs, goals, wanted, stats);
    u.defs = defs;
    r
}

/// Definitions ∧ (goal₁ ∨ … ∨ goalₙ), with a model of `wanted`.
pub(crate) fn query_defs<S: Solver>(
    ex: &mut Executor<'_, S>,
    defs: &[TermId],
    goals: &[TermId],
    wanted: &[TermId],
    stats: &mut BmcStats,
) -> CheckResult {
    let goal = ex.terms.or_all(goals.iter().copied());
    let mut conjuncts = defs.to_vec();
    conjuncts.push(goal);
    // The quantified facts about array cells, at the cells the query reads.
    let instances = crate::cells::instances(&mut ex.terms, &ex.foralls, &conjuncts);
    conjuncts.extend(instances);
    stats.conjuncts = conjuncts.len();
    stats.formula_terms = dag_size(ex, &conjuncts);
    ex.solver.model_alone(&ex.terms, &conjuncts, wanted)
}

/// Distinct terms reachable from `roots`.
fn dag_size<S: Solver>(ex: &Executor<'_, S>, roots: &[TermId]) -> usize {
    let mut seen = effigy_smt::hash::FxHashSet::default();
    let mut stack: Vec<TermId> = roots.to_vec();
    while let Some(t) = stack.pop() {
        if !seen.insert(t) {
            continue;
        }
        match ex.terms.get(t) {
            TermData::App(_, args) => stack.extend(args.iter().copied()),
            TermData::ConstArray(_, v) => stack.push(*v),
            _ => {}
        }
    }
    seen.len()
}

/// The counterexample of an error path found at bound `k`: the step run on the model's inputs
/// gives the path (and checks that it reaches the error).
fn counterexample<S: Solver>(ex: &mut Executor<'_, S>, initial: &State, raw: &[i128], k: u32, kind: ErrorKind, span: Span) -> Verdict {
    ex.limits.unwind = Some(k);
    let run = run_on(ex, initial.clone(), raw);
    if !run.reaches_error {
        let ended = match &run.terminal {
            Some(Terminal::Returned(_)) => "main returns".to_string(),
            Some(Terminal::Aborted(_)) => "abort() is called".into(),
            Some(Terminal::Exited(..)) => "exit() is called".into(),
            Some(Terminal::AssumeViolated(_)) => "an assumption fails".into(),
            Some(Terminal::Error(..)) => "another error".into(),
            Some(Terminal::Undefined(what, _)) => format!("undefined behaviour ({what})"),
            Some(Terminal::Cut(why) | Terminal::Unknown(why)) => why.clone(),
            None => "without a successor".into(),
        };
        return Verdict::Unknown(format!(
            "the error path bounded model checking found at bound {k} is not followed on its inputs alone (the program ends \
             otherwise: {ended}); it may need values that are not inputs (uninitialised storage, what an external function \
             without a definition did, object addresses)"
        ));
    }
    let (kind, span) = match run.terminal {
        Some(Terminal::Error(kind, span)) => (kind, span),
        _ => (kind, span),
    };
    let inputs = run
        .inputs
        .iter()
        .enumerate()
        .filter(|(_, (_, _, function))| !function.is_empty())
        .map(|(i, (_, ty, function))| {
            let r = raw.get(i).copied().unwrap_or(0);
            let value = if ex.limits.math_ints && ex.program.types.is_int(*ty) { r } else { typed_value(ex.program, *ty, r) };
            InputValue { function: function.clone(), ty: *ty, value }
        })
        .collect();
    let mut uninitialised: Vec<String> = run
        .uninitialised
        .iter()
        .filter_map(|&u| match ex.terms.get(u) {
            TermData::Symbol(name, _) => Some(name.clone()),
            _ => None,
        })
        .collect();
    uninitialised.sort();
    uninitialised.dedup();
    Verdict::False(Box::new(Counterexample { error: kind, span, inputs, path: run.branches, uninitialised, candidate: None }))
}

/// Unwinds the program from `initial` (states that exclude each other) at the executor's bound,
/// merging at join points.
pub(crate) fn unwind<S: Solver>(
    ex: &mut Executor<'_, S>,
    initial: Vec<State>,
    config: Config,
    timeout: Option<Duration>,
    memory_limit_mb: Option<u64>,
    cpu: &crate::clock::CpuClock,
    stats: &mut BmcStats,
) -> Result<Unwound, Stop> {
    let mut u = Unwound::default();
    let mut queue: BTreeMap<Vec<u32>, Vec<State>> = BTreeMap::new();
    for s in initial {
        queue.entry(order_key(ex, &s, config)).or_default().push(s);
    }
    let mut steps = 0u64;
    // The limits are looked at every 256 steps, or sooner when steps are slow (a step that
    // asks the solver whether a branch is feasible may take a second on a long path).
    let mut last_check = Instant::now();
    let entry = ex.program.function_by_name("main");
    while let Some((_, bucket)) = queue.pop_first() {
        let merged = merge_bucket(ex, &mut u, bucket);
        if config.capture {
            for s in &merged {
                if let Some(h) = first_visit(ex, s, entry) {
                    let complete = u.cut.is_empty();
                    let slot = u.first_arrivals.entry(h).or_insert_with(|| Some(Vec::new()));
                    match slot {
                        Some(v) if complete => v.push(s.clone()),
                        _ => *slot = None,
                    }
                }
            }
        }
        for mut state in merged {
            steps += 1;
            stats.states += 1;
            crate::progress::states(1);
            if steps % 256 == 0 || last_check.elapsed() > Duration::from_millis(20) {
                check_limits(timeout, memory_limit_mb, cpu)?;
                last_check = Instant::now();
            }
            if let Some((f, max)) = config.segments {
                if at_segment_head(ex, &state, f) {
                    state.segments += 1;
                    if state.segments > max {
                        let kept = config.keep_head_states.then(|| state.clone());
                        let before = u.cut.len();
                        add_leaf(ex, &mut u, state, Terminal::Cut(format!("segment bound {max} reached")));
                        if let (Some(st), true) = (kept, u.cut.len() > before) {
                            u.head_states.push((u.cut[before].guard, st));
                        }
                        continue;
                    }
                }
            }
            // A long path gets its prefix symbol before it forks, and its successors inherit
            // it: each leaf's guard then reads only the conjuncts added since (see
            // `path_guard`), and the guards of a loop's n exits cost n, not n².
            let memo = state.path_condition.guard_memo().filter(|m| m.0 == u.number).map_or(0, |m| m.1);
            if state.path_condition.len() >= memo + 4 * PREFIX_CHUNK {
                path_guard(ex, &mut u, &state);
            }
            for s in ex.successors(state) {
                match s {
                    Successor::Running(st) => queue.entry(order_key(ex, &st, config)).or_default().push(st),
                    Successor::Done(st, t) => add_leaf(ex, &mut u, st, t),
                }
            }
        }
    }
    check_limits(timeout, memory_limit_mb, cpu)?;
    Ok(u)
}

/// Whether a state is about to visit a loop head of `f` in its bottom (only) frame.
fn at_segment_head<S: Solver>(ex: &Executor<'_, S>, state: &State, f: effigy_ir::FuncId) -> bool {
    state.frames.len() == 1 && state.frames[0].func == f && ex.loops[f.0 as usize].is_head(state.frames[0].loc)
}

/// The loop head a state is about to visit for the first time in the entry function (every
/// loop around it in its first iteration), if it is.
fn first_visit<S: Solver>(ex: &Executor<'_, S>, state: &State, entry: Option<effigy_ir::FuncId>) -> Option<effigy_ir::LocId> {
    let f = entry?;
    if state.frames.len() != 1 || state.frames[0].func != f {
        return None;
    }
    let frame = &state.frames[0];
    let info = &ex.loops[f.0 as usize];
    let h = frame.loc;
    if !info.is_head(h) || frame.loop_visits.get(&h).copied().unwrap_or(0) != 0 {
        return None;
    }
    info.enclosing[h.0 as usize].iter().filter(|&&e| e != h).all(|e| frame.loop_visits.get(e).copied().unwrap_or(0) == 1).then_some(h)
}

/// The position of a state in the unwound program: per frame, the loops around its location
/// (outermost first) each as (its head's position, its iteration), then the location's position
/// (for callers: the call's location). Lexicographic order of these keys is a topological order
/// of the unwound program, so a join point is left only after every path into it arrived.
fn order_key<S: Solver>(ex: &Executor<'_, S>, state: &State, config: Config) -> Vec<u32> {
    let mut key = Vec::with_capacity(8);
    if let Some((f, _)) = config.segments {
        key.push(state.segments + u32::from(at_segment_head(ex, state, f)));
    }
    let n = state.frames.len();
    for (i, frame) in state.frames.iter().enumerate() {
        let info = &ex.loops[frame.func.0 as usize];
        let top = i + 1 == n;
        let loc = if top {
            frame.loc
        } else {
            let (_, call) = state.frames[i + 1].return_to.expect("a callee frame knows its call");
            ex.program.function(frame.func).edge(call).from
        };
        for &h in &info.enclosing[loc.0 as usize] {
            key.push(info.topo[h.0 as usize]);
            // A state waiting at a head has not been counted there yet.
            let visits = frame.loop_visits.get(&h).copied().unwrap_or(0) + u32::from(top && h == loc);
            key.push(visits);
        }
        key.push(info.topo[loc.0 as usize]);
    }
    key
}

fn add_leaf<S: Solver>(ex: &mut Executor<'_, S>, u: &mut Unwound, st: State, t: Terminal) {
    let what = match &t {
        Terminal::Error(..) => "error",
        Terminal::Undefined(..) => "undefined",
        Terminal::Unknown(_) => "unknown",
        Terminal::Cut(_) => "cut",
        _ => return,
    };
    let pc = path_guard(ex, u, &st);
    if ex.terms.as_bool(pc) == Some(false) {
        return;
    }
    let guard = ex.terms.fresh_symbol(what, Sort::Bool);
    let def = ex.terms.eq(guard, pc);
    u.defs.push(def);
    let node = st.path_condition.iter().next().and_then(|c| u.node_of_guard.get(&c).copied());
    let segments = st.segments;
    match t {
        Terminal::Error(kind, span) => {
            u.errors.push(ErrorLeaf { guard, kind, span, inputs: st.inputs.clone(), node, segments })
        }
        Terminal::Undefined(what, span) => u.undefined.push(LeafInfo {
            guard,
            reason: format!("possible undefined behaviour ({what}) at {}", ex.program.describe_span(span)),
            segments,
            head_cut: false,
        }),
        Terminal::Unknown(reason) => u.unknown.push(LeafInfo { guard, reason, segments, head_cut: false }),
        Terminal::Cut(reason) => {
            let entry = ex.program.function_by_name("main");
            let head_cut = reason.starts_with("segment bound")
                || (reason.starts_with("loop unwinding bound") && entry.is_some_and(|f| at_segment_head(ex, &st, f)));
            u.cut.push(LeafInfo { guard, reason, segments, head_cut })
        }
        _ => {}
    }
}

/// Merges the states of one bucket that can be merged (same frames, same objects).
fn merge_bucket<S: Solver>(ex: &mut Executor<'_, S>, u: &mut Unwound, bucket: Vec<State>) -> Vec<State> {
    if bucket.len() == 1 {
        return bucket;
    }
    let mut groups: Vec<Vec<State>> = Vec::new();
    for s in bucket {
        match groups.iter_mut().find(|g| compatible(&g[0], &s)) {
            Some(g) => g.push(s),
            None => groups.push(vec![s]),
        }
    }
    groups.into_iter().map(|g| if g.len() == 1 { g.into_iter().next().unwrap() } else { merge(ex, u, g) }).collect()
}

fn compatible(a: &State, b: &State) -> bool {
    if a.segments != b.segments
        || a.frames.len() != b.frames.len()
        || a.memory.objects.len() != b.memory.objects.len()
        || a.memory.next_base != b.memory.next_base
    {
        return false;
    }
    let same_frame = |x: &Frame, y: &Frame| {
        x.func == y.func
            && x.loc == y.loc
            && x.return_to == y.return_to
            && x.stack_objects == y.stack_objects
            && slots_compatible(&x.vars, &y.vars)
    };
    if !a.frames.iter().zip(&b.frames).all(|(x, y)| same_frame(x, y)) {
        return false;
    }
    if !Rc::ptr_eq(&a.globals, &b.globals) && !slots_compatible(&a.globals, &b.globals) {
        return false;
    }
    a.memory.objects.iter().zip(&b.memory.objects).all(|(x, y)| {
        Rc::ptr_eq(x, y)
            || (x.base == y.base
                && x.alive == y.alive
                && (!x.alive
                    || (x.size == y.size && x.extent == y.extent && x.heap == y.heap && x.align == y.align && x.address == y.address)))
    })
}

fn slots_compatible(a: &HashMap<VarId, Slot>, b: &HashMap<VarId, Slot>) -> bool {
    a.len() == b.len()
        && a.iter().all(|(v, s)| match (s, b.get(v)) {
            (_, None) => false,
            (Slot::Memory(x), Some(Slot::Memory(y))) => x == y,
            (Slot::Memory(_), Some(_)) | (_, Some(Slot::Memory(_))) => false,
            _ => true,
        })
}

/// One state for several compatible ones: `ite`s over fresh part guards.
fn merge<S: Solver>(ex: &mut Executor<'_, S>, u: &mut Unwound, states: Vec<State>) -> State {
    u.merges += 1;
    let mut parts = Vec::with_capacity(states.len());
    let mut part_guards = Vec::with_capacity(states.len());
    for s in &states {
        let p = ex.terms.fresh_symbol("part", Sort::Bool);
        let pc = path_guard(ex, u, s);
        let def = ex.terms.eq(p, pc);
        u.defs.push(def);
        let prev = s.path_condition.iter().next().and_then(|c| u.node_of_guard.get(&c).copied());
        parts.push(Part { guard: p, inputs: s.inputs.clone(), prev });
        part_guards.push(p);
    }
    let g = ex.terms.fresh_symbol("guard", Sort::Bool);
    let any = ex.terms.or_all(part_guards.iter().copied());
    let def = ex.terms.eq(g, any);
    u.defs.push(def);
    u.nodes.push(Node { parts });
    u.node_of_guard.insert(g, u.nodes.len() - 1);

    let mut merged = states[0].clone();
    // Registers of every frame, then globals.
    for d in 0..merged.frames.len() {
        let vars: Vec<VarId> = merged.frames[d].vars.keys().copied().collect();
        for v in vars {
            let slots: Vec<Slot> = states.iter().map(|s| s.frames[d].vars[&v]).collect();
            if let Some(slot) = merge_slots(ex, v, &slots, &part_guards) {
                Rc::make_mut(&mut merged.frame_at_mut(d).vars).insert(v, slot);
            }
        }
        for s in &states[1..] {
            for (h, &n) in &s.frames[d].loop_visits {
                let e = merged.frame_at_mut(d).loop_visits.entry(*h).or_insert(0);
                *e = (*e).max(n);
            }
        }
    }
    if !states.iter().all(|s| Rc::ptr_eq(&s.globals, &states[0].globals)) {
        let vars: Vec<VarId> = merged.globals.keys().copied().collect();
        let mut globals = (*merged.globals).clone();
        for v in vars {
            let slots: Vec<Slot> = states.iter().map(|s| s.globals[&v]).collect();
            if let Some(slot) = merge_slots(ex, v, &slots, &part_guards) {
                globals.insert(v, slot);
            }
        }
        merged.globals = Rc::new(globals);
    }
    for o in 0..merged.memory.objects.len() {
        let first = &states[0].memory.objects[o];
        if states.iter().all(|s| Rc::ptr_eq(&s.memory.objects[o], first)) {
            continue;
        }
        let contents: Vec<TermId> = states.iter().map(|s| s.memory.objects[o].bytes).collect();
        let mut m = *contents.last().unwrap();
        for i in (0..contents.len() - 1).rev() {
            m = ex.terms.ite(part_guards[i], contents[i], m);
        }
        let size = states.iter().map(|s| s.memory.objects[o].size).max().unwrap_or(0);
        let obj = merged.memory.get_mut(crate::state::ObjId(o as u32));
        obj.bytes = m;
        obj.size = size;
    }
    let mut pc = PathCondition::unindexed();
    pc.push(&ex.terms, g, states[0].path_condition.pairs().next().map_or((merged.start, effigy_ir::EdgeId(0)), |p| p.1));
    merged.path_condition = pc;
    merged.inputs = Vector::new();
    // `uninitialised` stays the first state's: a counterexample's list comes from the replay
    // of its inputs by the ordinary step (and concatenating the parts' lists, which share
    // their prefixes, would double it at every merge).
    merged.path = Default::default();
    merged.steps = states.iter().map(|s| s.steps).max().unwrap_or(0);
    merged.depth = states.iter().map(|s| s.depth).max().unwrap_or(0);
    merged
}

/// The merged slot of a register, `None` when all states agree.
fn merge_slots<S: Solver>(ex: &mut Executor<'_, S>, v: VarId, slots: &[Slot], guards: &[TermId]) -> Option<Slot> {
    if slots.iter().all(|s| *s == slots[0]) {
        return None;
    }
    let ty = ex.program.var(v).ty;
    let sort = ex.sort_of(ty);
    let terms: Vec<TermId> = slots
        .iter()
        .map(|s| match *s {
            Slot::Register(t) => t,
            Slot::Value(x) => match sort {
                Sort::Bool => ex.terms.bool_const(x != 0),
                Sort::BitVec(w) => ex.terms.bv_const(w, x),
                Sort::Int => ex.terms.int_const(x as i128),
                Sort::Array { .. } => unreachable!("registers hold scalars"),
            },
            Slot::Memory(_) => unreachable!("compatible states keep objects in place"),
        })
        .collect();
    let mut m = *terms.last().unwrap();
    for i in (0..terms.len() - 1).rev() {
        m = ex.terms.ite(guards[i], terms[i], m);
    }
    Some(Slot::Register(m))
}
