//! k-induction (as in CPAchecker and ESBMC) over the bounded model checker's unwinding.
//!
//! The program is seen as a transition system over the loop heads of `main`: a *segment*
//! runs from one visit of a loop head to the next (or to the end of the program), and the
//! property is "no segment reaches the error or undefined behaviour".
//! - **Base case** at k: bounded model checking with every loop unwound k times (which covers
//!   every path of at most k segments). An error is a counterexample; a program fully unwound
//!   is TRUE. A path cut anywhere but at a loop head of `main` (a loop in a callee, a
//!   recursion) leaves the base case incomplete: no induction at this k.
//! - **Step case** at k, per loop head h of `main`: from a state that stands for *every*
//!   state reachable at h, k + 1 segments are unwound; a counterexample to induction is a path
//!   whose first k segments are clean and whose (k+1)-th reaches the error or undefined
//!   behaviour (or a step the engine cannot follow, or a cut inside a call). None for every
//!   head, with the base case at k clean, proves the program: TRUE.
//!
//! The state standing for every state at h is the merged state of h's first visits with
//! everything the outermost loop around h (and the functions it calls) may write made
//! arbitrary: its registers fresh symbols, its objects fresh contents (all objects when it
//! writes through a pointer). What the loop cannot write keeps its value, which is the cheap,
//! sound strengthening that most loop proofs need (bounds and constants set before the loop).
//! The first visits are the base case's when h heads an outermost loop and no path was cut
//! before them (every later visit follows the first on its execution); otherwise they are
//! reached by one segment from the states of the heads that can precede h and from the entry
//! (`first_visits_over`) — an inner loop inside an `if` may first be entered in any iteration
//! of the loop around it. When neither works, every variable and object is arbitrary. Loops
//! that allocate or free memory are not handled (the objects at a head must be fixed); nor is
//! a program whose loops are all in callees (no head of `main`).

use std::rc::Rc;
use std::time::{Duration, Instant};

use effigy_ir::{BinOp, EdgeKind, Expr, ExprKind, FuncId, LocId, Program, UnOp, VarId};
use effigy_smt::hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use effigy_smt::{CheckResult, Solver, Sort, TermId};

use crate::bmc::{
    check_limits, complete, decide, query_defs, time_left, undefined_first, unwind, unwind_from, BmcResult, BmcStats, BoundAnswer, Config,
    Stop,
};
use crate::explore::Verdict;
use crate::state::{Slot, State};
use crate::step::Executor;

#[derive(Clone, Debug)]
pub struct KindOptions {
    /// The values of k tried, in order.
    pub schedule: Vec<u32>,
    /// CPU-time limit (the process's).
    pub timeout: Option<Duration>,
    pub memory_limit_mb: Option<u64>,
}

impl Default for KindOptions {
    fn default() -> Self {
        KindOptions { schedule: default_schedule(), timeout: None, memory_limit_mb: None }
    }
}

/// 1, 2, 3, 4, 6, 8, 12, 16, … : most induction proofs need a small k; larger ones grow
/// geometrically so that the base case still finds deep errors.
pub fn default_schedule() -> Vec<u32> {
    let mut out = vec![1, 2, 3];
    let mut k = 4u32;
    while k <= 1 << 20 {
        out.push(k);
        out.push(k + k / 2);
        k *= 2;
    }
    out
}

/// What the loop around a head may change.
#[derive(Default, Debug)]
pub(crate) struct Writes {
    registers: HashSet<VarId>,
    objects: HashSet<VarId>,
    all_memory: bool,
}

/// k-induction from `initial` (main with its arguments).
pub fn kind<S: Solver>(ex: &mut Executor<'_, S>, initial: State, options: &KindOptions) -> BmcResult {
    let start = Instant::now();
    let cpu = crate::clock::CpuClock::start();
    let saved = ex.limits.clone();
    let calls_before = ex.solver.stats.solver_calls;
    let time_before = ex.solver.stats.solver_time;
    let mut stats = BmcStats::default();
    let mut invariants = Vec::new();
    let mut undefined = None;
    let verdict = run(ex, &initial, options, &cpu, &mut stats, &mut invariants, &mut undefined);
    let verdict = undefined_first(undefined.as_deref(), verdict);
    if !matches!(verdict, Verdict::True) {
        invariants.clear();
    }
    ex.limits = saved;
    ex.limits.lazy = false;
    ex.foralls.clear();
    stats.solver_calls = ex.solver.stats.solver_calls - calls_before;
    stats.solver_time = ex.solver.stats.solver_time - time_before;
    stats.elapsed = start.elapsed();
    BmcResult { verdict, stats, invariants }
}

fn run<S: Solver>(
    ex: &mut Executor<'_, S>,
    initial: &State,
    options: &KindOptions,
    cpu: &crate::clock::CpuClock,
    stats: &mut BmcStats,
    invariants: &mut Vec<crate::invariant::HeadInvariant>,
    undefined: &mut Option<String>,
) -> Verdict {
    let Some(main) = initial.frames.first().map(|f| f.func) else {
        return Verdict::Unknown("no entry function".into());
    };
    let info = &ex.loops[main.0 as usize];
    let heads: Vec<LocId> = ex.program.function(main).locs().filter(|&l| info.is_head(l)).collect();
    let mut last_reason = String::from("no k was tried");
    // Invariants from Horn clauses, looked for once the plain step case has failed.
    let mut horn: Option<HashMap<LocId, Vec<crate::horn::HornInvariant>>> = None;
    let mut step_failed = false;
    for &k in &options.schedule {
        ex.solver.forget();
        ex.foralls.clear();
        stats.bound = k;
        crate::progress::level("k", k as u64);
        stats.bounds_tried += 1;
        // Base case.
        let config = Config { capture: true, ..Config::default() };
        let mut base = match unwind_from(ex, initial, k, config, options.timeout, options.memory_limit_mb, cpu, stats) {
            Ok(u) => u,
            Err(Stop::Limit(why)) => return Verdict::Unknown(why),
        };
        match decide(ex, initial, k, &mut base, undefined.as_deref(), options.timeout, cpu, stats) {
            BoundAnswer::Verdict(v) => return v,
            BoundAnswer::Incomplete(_) => {}
            BoundAnswer::Unknowable(why) => {
                // No induction from a base case with an unknown step; deeper base cases may
                // still find an error.
                last_reason = why;
                continue;
            }
            BoundAnswer::Undefined(why) => {
                // Nor with undefined behaviour possible: TRUE is out of reach, and the base
                // cases go on looking for an error path free of it.
                last_reason = format!("{why}; no error path free of it up to k = {k}");
                undefined.get_or_insert(why);
                continue;
            }
        }
        let inner_cuts: Vec<TermId> = base.cut.iter().filter(|c| !c.head_cut).map(|c| c.guard).collect();
        if !inner_cuts.is_empty() {
            ex.solver.set_query_timeout(time_left(options.timeout, cpu));
            match query_defs(ex, &base.defs, &inner_cuts, &[], stats) {
                CheckResult::Unsat => {}
                CheckResult::Sat(_) => {
                    last_reason = format!("at k = {k}, a loop inside a call or a recursion is not fully unwound");
                    continue;
                }
                CheckResult::Unknown(r) => {
                    last_reason = format!("the solver gave up: {r}");
                    continue;
                }
            }
        }
        if let Err(Stop::Limit(why)) = check_limits(options.timeout, options.memory_limit_mb, cpu) {
            return Verdict::Unknown(why);
        }
        // Step case, one head at a time (the states standing for different heads do not
        // exclude each other, so they must not be merged).
        let mut holds = true;
        invariants.clear();
        let mut memo = FirstVisits::default();
        if step_failed && horn.is_none() {
            // For a program that allocates, segments start from the step case's own states
            // (they have the objects).
            let mut given: Option<HashMap<LocId, crate::horn::HeadStart>> = None;
            if allocates_anywhere(ex.program).is_some() {
                let starts = given.get_or_insert_with(HashMap::default);
                for &h in &heads {
                    let (mut defs, mut relations) = (Vec::new(), Vec::new());
                    let states = step_states(ex, initial, main, h, &base, options, cpu, stats, &mut relations, None, &mut defs, &mut memo);
                    if let Ok([state]) = states.as_deref() {
                        let mut all = base.defs.clone();
                        all.extend(defs);
                        starts.insert(h, (state.clone(), all));
                    }
                }
            }
            horn = Some(crate::horn::invariants(ex, initial, main, &heads, given.as_ref(), options, cpu, stats));
        }
        for &h in &heads {
            let mut relations = Vec::new();
            let mut start_defs = Vec::new();
            let starts = match step_states(ex, initial, main, h, &base, options, cpu, stats, &mut relations, horn.as_ref(), &mut start_defs, &mut memo)
            {
                Ok(s) => s,
                Err(why) => return Verdict::Unknown(why),
            };
            // What the start states hold concrete is what the loop cannot write: it keeps its
            // first visit's value at every visit (the states stand for all of them). Houdini's
            // candidates that survived hold at every visit too.
            let facts = starts.iter().map(|st| crate::invariant::concrete_registers(ex, st)).collect();
            relations.extend(horn.iter().flat_map(|m| m.get(&h)).flatten().filter_map(|i| i.relation(ex.program, &ex.terms)));
            match crate::invariant::head_invariant(main, h, facts) {
                Some(mut inv) => {
                    inv.relations = relations;
                    invariants.push(inv);
                }
                None if !relations.is_empty() => invariants.push(crate::invariant::HeadInvariant {
                    func: main,
                    head: h,
                    disjuncts: Vec::new(),
                    ranges: Vec::new(),
                    relations,
                }),
                None => {}
            }
            ex.limits.unwind = Some(k + 1);
            ex.limits.lazy = true;
            let config = Config { segments: Some((main, k + 1)), ..Config::default() };
            let step = unwind(ex, starts, config, options.timeout, options.memory_limit_mb, cpu, stats);
            ex.limits.lazy = false;
            let step = match step {
                Ok(u) => u,
                Err(Stop::Limit(why)) => return Verdict::Unknown(why),
            };
            let last = k + 1;
            let mut goals: Vec<TermId> = step.errors.iter().filter(|e| e.segments == last).map(|e| e.guard).collect();
            goals.extend(step.undefined.iter().filter(|l| l.segments == last).map(|l| l.guard));
            goals.extend(step.unknown.iter().map(|l| l.guard));
            goals.extend(step.cut.iter().filter(|l| !l.head_cut).map(|l| l.guard));
            if goals.is_empty() {
                continue;
            }
            let mut defs = base.defs.clone();
            defs.extend(start_defs);
            defs.extend(step.defs.iter().copied());
            ex.solver.set_query_timeout(time_left(options.timeout, cpu));
            match query_defs(ex, &defs, &goals, &[], stats) {
                CheckResult::Unsat => {}
                CheckResult::Sat(_) => {
                    holds = false;
                    last_reason = format!("the induction step fails at k = {k} for the loop at {}", head_position(ex.program, main, h));
                    break;
                }
                CheckResult::Unknown(r) => {
                    holds = false;
                    last_reason = format!("the solver gave up on the induction step at k = {k}: {r}");
                    break;
                }
            }
        }
        if holds {
            return Verdict::True;
        }
        step_failed = true;
    }
    Verdict::Unknown(last_reason)
}

fn head_position(program: &Program, f: FuncId, h: LocId) -> String {
    let func = program.function(f);
    func.out_edges(h).first().map(|&e| program.describe_span(func.span_of(e))).unwrap_or_else(|| format!("{h}"))
}

/// The states the step case starts from at head `h`: its first visits (the base case's, or
/// `first_visits_over`'s; without them, the initial state moved to `h`), with what the loop
/// may write made arbitrary.
#[allow(clippy::too_many_arguments)]
fn step_states<S: Solver>(
    ex: &mut Executor<'_, S>,
    initial: &State,
    main: FuncId,
    h: LocId,
    base: &crate::bmc::Unwound,
    options: &KindOptions,
    cpu: &crate::clock::CpuClock,
    stats: &mut BmcStats,
    relations: &mut Vec<crate::invariant::Relation>,
    horn: Option<&HashMap<LocId, Vec<crate::horn::HornInvariant>>>,
    defs: &mut Vec<TermId>,
    memo: &mut FirstVisits,
) -> Result<Vec<State>, String> {
    let writes = outer_loop_writes(ex, main, h)?;
    // With a loop entered other than at its head (a goto into its body), a loop's body holds
    // code that runs before its head and between its visits from outside it: neither the
    // first visits nor what the loop writes say what holds there. Everything is arbitrary.
    let firsts = match entered_only_at_heads(ex, main) {
        false => None,
        true => match recorded_first_visits(ex, main, base, h) {
            Some(states) => Some(states),
            None => first_visits_over(ex, initial, main, h, base, &mut Vec::new(), defs, memo, options, cpu, stats)?,
        },
    };
    let (firsts, everything) = match firsts {
        Some(states) => (states, false),
        None => {
            if let Some(why) = allocates_anywhere(ex.program) {
                return Err(format!(
                    "k-induction needs the first visit of the loop at {} to be unwound completely, or a program without allocation ({why})",
                    head_position(ex.program, main, h)
                ));
            }
            // The initial state's block variables (and inlined callees') are not yet alive;
            // at the head they may be, and a path using them would end as a use of a dead
            // variable in an early segment, hiding a counterexample that goes on.
            let dead_local =
                initial.frames[0].vars.iter().find(|(_, slot)| matches!(slot, Slot::Memory(o) if !initial.memory.get(*o).alive));
            if let Some((&v, _)) = dead_local {
                return Err(format!(
                    "k-induction needs the first visit of the loop at {} to be unwound completely, or no block variable in memory ({} is one)",
                    head_position(ex.program, main, h),
                    ex.program.var(v).name
                ));
            }
            let mut s = initial.clone();
            s.frame_at_mut(0).loc = h;
            s.path_condition = initial.path_condition.to_unindexed(&ex.terms);
            (vec![s], true)
        }
    };
    let mut starts = firsts.clone();
    for s in &mut starts {
        make_arbitrary(ex, s, &writes, everything);
        // The invariants from Horn clauses hold at every visit of h (checked bit-precisely).
        for inv in horn.and_then(|m| m.get(&h)).map(Vec::as_slice).unwrap_or_default() {
            if let Some(t) = inv.term(ex, s) {
                s.path_condition.push(&ex.terms, t, (main, effigy_ir::EdgeId(0)));
            }
        }
    }
    if !everything && firsts.len() == 1 && houdini_applies(ex, main, h) {
        {
            let reference = firsts[0].clone();
            let mut first_defs = base.defs.clone();
            first_defs.extend(defs.iter().copied());
            let (invariants, kept) = houdini(ex, main, h, &starts[0], &reference, &writes, &first_defs, options, cpu, stats);
            for c in invariants {
                starts[0].path_condition.push(&ex.terms, c, (main, effigy_ir::EdgeId(0)));
            }
            let kept: Vec<crate::invariant::Relation> = kept.into_iter().filter_map(|c| relation(ex, c, &reference)).collect();
            relations.extend(tightest(kept));
            // (Its definitions: the first visits' — the base case's are every query's.)
            memo.arbitrary.insert(h, (starts[0].clone(), defs.clone()));
        }
    }
    Ok(starts)
}

/// Whether every loop of `main` is entered at its head only (no edge from outside a loop's
/// body leads into it elsewhere): then a head dominates its loop, and the visits of a head
/// follow each other inside its loop.
fn entered_only_at_heads<S: Solver>(ex: &Executor<'_, S>, main: FuncId) -> bool {
    let func = ex.program.function(main);
    let info = &ex.loops[main.0 as usize];
    // The entry is an entrance too (a loop whose body holds it is entered there).
    func.locs().filter(|&h| info.is_head(h)).all(|h| {
        let body = &info.body[h.0 as usize];
        let outside = |l: LocId| body.binary_search(&l).is_err();
        (func.entry == h || outside(func.entry)) && func.edges.iter().all(|e| e.to == h || outside(e.to) || !outside(e.from))
    })
}

/// The base case's first visits of head `h` of `main`, when they stand for the first visit of
/// every execution: `h` heads an outermost loop (every later visit then follows the first on
/// the same execution, whose path condition it shares) and no path was cut before them. The
/// base case records an inner loop's visits in the first iteration of the loops around it
/// only, which an execution need not make: a loop inside an `if` may first be entered in a
/// later iteration, on a path the recorded ones' condition excludes. Those are computed by
/// `first_visits_over`.
fn recorded_first_visits<S: Solver>(ex: &Executor<'_, S>, main: FuncId, base: &crate::bmc::Unwound, h: LocId) -> Option<Vec<State>> {
    if ex.loops[main.0 as usize].enclosing[h.0 as usize] != [h] {
        return None;
    }
    match base.first_arrivals.get(&h) {
        Some(Some(states)) if !states.is_empty() => Some(states.clone()),
        _ => None,
    }
}

/// States standing for every first visit of head `h` of `main` when the base case's are not
/// complete (a loop before `h` ran longer than k). On every path, the first visit of `h`
/// follows a last visit of another head `g` (not inside `h`'s loop) or the entry, within one
/// segment. So from each such `g`'s step state — its first visits (these, computed the same way
/// when incomplete) with what its outermost loop writes made arbitrary — and from the entry,
/// one segment is unwound, and the states arriving at `h` are kept: what the code between the
/// loops computes (a pointer passed to a callee, a bound copied) stays exact, where the
/// fallback makes everything arbitrary. The sources' states overlap, so a fresh selector
/// keeps them apart (states that are merged must exclude each other). `None` when a segment
/// is cut other than at a head (a loop in a call, a recursion), a path in it ends unknown, or
/// the heads precede each other in a cycle. Their definitions are added to `defs`.
#[allow(clippy::too_many_arguments)]
fn first_visits_over<S: Solver>(
    ex: &mut Executor<'_, S>,
    initial: &State,
    main: FuncId,
    h: LocId,
    base: &crate::bmc::Unwound,
    in_progress: &mut Vec<LocId>,
    defs: &mut Vec<TermId>,
    memo: &mut FirstVisits,
    options: &KindOptions,
    cpu: &crate::clock::CpuClock,
    stats: &mut BmcStats,
) -> Result<Option<Vec<State>>, String> {
    // Each head's once per step case (a later loop's first visits start from every earlier
    // loop's arbitrary visits, with their invariants: computed again per head, the work
    // would grow with the square of the loops).
    if let Some((states, added)) = memo.firsts.get(&h) {
        defs.extend(added.iter().copied());
        return Ok(states.clone());
    }
    let before = defs.len();
    let found = first_visits_uncached(ex, initial, main, h, base, in_progress, defs, memo, options, cpu, stats)?;
    memo.firsts.insert(h, (found.clone(), defs[before..].to_vec()));
    Ok(found)
}

/// What one step case has computed of its heads, with the definitions their terms use: the
/// first visits of each head, and the arbitrary visit of a head with its invariants (where
/// Houdini applies), from which the heads after it are reached.
#[derive(Default)]
struct FirstVisits {
    firsts: HashMap<LocId, (Option<Vec<State>>, Vec<TermId>)>,
    arbitrary: HashMap<LocId, (State, Vec<TermId>)>,
}

#[allow(clippy::too_many_arguments)]
fn first_visits_uncached<S: Solver>(
    ex: &mut Executor<'_, S>,
    initial: &State,
    main: FuncId,
    h: LocId,
    base: &crate::bmc::Unwound,
    in_progress: &mut Vec<LocId>,
    defs: &mut Vec<TermId>,
    memo: &mut FirstVisits,
    options: &KindOptions,
    cpu: &crate::clock::CpuClock,
    stats: &mut BmcStats,
) -> Result<Option<Vec<State>>, String> {
    // A head at the entry: its first visit is the initial state itself, which no segment
    // arrives at (the base case records it, unless h is an inner loop's head).
    if in_progress.contains(&h) || in_progress.len() > 16 || h == ex.program.function(main).entry {
        return Ok(None);
    }
    in_progress.push(h);
    let program = ex.program;
    let func = program.function(main);
    let info = &ex.loops[main.0 as usize];
    let heads: Vec<LocId> =
        func.locs().filter(|&l| info.is_head(l) && l != h && info.body[h.0 as usize].binary_search(&l).is_err()).collect();
    // (segments the unwinding allows, its start states): from the entry, none (the first head
    // visited ends it, unless the entry is one); from a head, the one it starts.
    let mut sources: Vec<(u32, Vec<State>)> = Vec::new();
    if reaches_in_one_segment(ex, main, func.entry, h) {
        sources.push((u32::from(info.is_head(func.entry)), vec![initial.clone()]));
    }
    for g in heads {
        if !reaches_in_one_segment(ex, main, g, h) {
            continue;
        }
        if let Some((start, added)) = memo.arbitrary.get(&g) {
            defs.extend(added.iter().copied());
            sources.push((1, vec![start.clone()]));
            continue;
        }
        let firsts = match recorded_first_visits(ex, main, base, g) {
            Some(states) => states,
            None => match first_visits_over(ex, initial, main, g, base, in_progress, defs, memo, options, cpu, stats)? {
                Some(states) => states,
                None => return Ok(None),
            },
        };
        let writes = outer_loop_writes(ex, main, g)?;
        let reference = (firsts.len() == 1).then(|| firsts[0].clone());
        let mut starts = firsts;
        for s in &mut starts {
            make_arbitrary(ex, s, &writes, false);
        }
        // What Houdini proves of g's visits holds where they leave for h (and its facts about
        // array cells go on holding of the arrays no later loop writes).
        if let Some(reference) = reference.filter(|_| houdini_applies(ex, main, g)) {
            let mut first_defs = base.defs.clone();
            first_defs.extend(defs.iter().copied());
            let (invariants, _) = houdini(ex, main, g, &starts[0], &reference, &writes, &first_defs, options, cpu, stats);
            for c in invariants {
                starts[0].path_condition.push(&ex.terms, c, (main, effigy_ir::EdgeId(0)));
            }
            memo.arbitrary.insert(g, (starts[0].clone(), defs.clone()));
        }
        sources.push((1, starts));
    }
    in_progress.pop();
    let mut arrivals: Vec<Vec<State>> = Vec::new();
    for (segments, starts) in sources {
        let config = Config { segments: Some((main, segments)), keep_head_states: true, ..Config::default() };
        let lazy = std::mem::replace(&mut ex.limits.lazy, true);
        let run = unwind(ex, starts, config, options.timeout, options.memory_limit_mb, cpu, stats);
        ex.limits.lazy = lazy;
        let u = match run {
            Ok(u) => u,
            Err(Stop::Limit(why)) => return Err(why),
        };
        let mut context = base.defs.clone();
        context.extend(defs.iter().copied());
        // (Within one segment no head is visited twice: every cut at a head is the segment's.)
        if u.cut.iter().any(|c| c.head_cut && !c.reason.starts_with("segment bound"))
            || !complete(ex, &u, &context, options.timeout, cpu, stats)
        {
            return Ok(None);
        }
        defs.extend(u.defs.iter().copied());
        let at_h: Vec<State> = u.head_states.into_iter().map(|(_, s)| s).filter(|s| s.frames.len() == 1 && s.frames[0].loc == h).collect();
        if !at_h.is_empty() {
            arrivals.push(at_h);
        }
    }
    if arrivals.is_empty() {
        return Ok(None);
    }
    if arrivals.len() > 1 {
        let selector = ex.terms.fresh_symbol("source", Sort::BitVec(16));
        for (i, states) in arrivals.iter_mut().enumerate() {
            let value = ex.terms.bv_const(16, i as u64);
            let this = ex.terms.eq(selector, value);
            for s in states {
                s.path_condition.push(&ex.terms, this, (main, effigy_ir::EdgeId(0)));
            }
        }
    }
    Ok(Some(arrivals.into_iter().flatten().collect()))
}

/// Whether a path from `from` (a loop head: its out-edges; the entry) reaches `to` in `main`
/// without visiting another loop head first.
fn reaches_in_one_segment<S: Solver>(ex: &Executor<'_, S>, main: FuncId, from: LocId, to: LocId) -> bool {
    let func = ex.program.function(main);
    let info = &ex.loops[main.0 as usize];
    let mut seen: HashSet<LocId> = HashSet::default();
    let mut todo = vec![from];
    while let Some(l) = todo.pop() {
        for &e in func.out_edges(l) {
            let next = func.edge(e).to;
            if next == to {
                return true;
            }
            if !info.is_head(next) && seen.insert(next) {
                todo.push(next);
            }
        }
    }
    false
}

/// The relations without repeats and without those another implies: of a variable's lower
/// (upper) bounds, the greatest (least).
fn tightest(relations: Vec<crate::invariant::Relation>) -> Vec<crate::invariant::Relation> {
    use crate::invariant::Relation;
    let mut unique: Vec<Relation> = Vec::new();
    for r in relations {
        if !unique.contains(&r) {
            unique.push(r);
        }
    }
    let implied = |r: &Relation| {
        unique.iter().any(|o| match (r, o) {
            (Relation::AtLeast(v, k), Relation::AtLeast(w, j)) => v == w && j > k,
            (Relation::AtMost(v, k), Relation::AtMost(w, j)) => v == w && j < k,
            _ => false,
        })
    };
    unique.iter().filter(|r| !implied(r)).cloned().collect()
}

/// A candidate invariant at a loop head, over the registers the loop writes, compared with
/// their values at the head's first visit (where each candidate holds by construction).
#[derive(Clone, Copy, Debug, PartialEq)]
enum Candidate {
    /// `v & mask == v₀ & mask` (parity and other low bits).
    LowBits(VarId, u64),
    /// `a - b == a₀ - b₀`.
    Difference(VarId, VarId),
    /// `v₀ ≤ v` (signed or not).
    AtLeast(VarId, bool),
    /// `v ≤ v₀`.
    AtMost(VarId, bool),
    /// `v ≥ k` for a constant `k` of the program's conditions (its bits; signed or not).
    AtLeastConst(VarId, u64, bool),
    /// `v ≤ k`.
    AtMostConst(VarId, u64, bool),
    /// `a - b ≤ a₀ - b₀`, in integers (no wrap-around): with the sums below, the octagon's
    /// constraints relative to the first visit (`a` stays below `b`, `|a|` below `b`).
    DifferenceAtMost(VarId, VarId),
    /// `a - b ≥ a₀ - b₀`.
    DifferenceAtLeast(VarId, VarId),
    /// `a + b ≤ a₀ + b₀`.
    SumAtMost(VarId, VarId),
    /// `a + b ≥ a₀ + b₀`.
    SumAtLeast(VarId, VarId),
    /// `guard ∨ fact`: one side of a comparison the loop makes (`x < 0xfff0`) or else a fact
    /// (`x` even) — the invariants of loops in phases, which hold on one side of a threshold
    /// only (the first phase counts by one, the second by two and keeps the parity).
    Either(Guard, Fact),
}

/// `v ≥ k` (`at_least`) or `v ≤ k`, signed or not: one side of a comparison with a constant.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Guard {
    v: VarId,
    k: u64,
    signed: bool,
    at_least: bool,
}

impl Guard {
    fn candidate(self) -> Candidate {
        match self.at_least {
            true => Candidate::AtLeastConst(self.v, self.k, self.signed),
            false => Candidate::AtMostConst(self.v, self.k, self.signed),
        }
    }
}

/// The second half of an [`Candidate::Either`]: low bits as at the first visit, or a bound.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Fact {
    LowBits(VarId, u64),
    Bound(Guard),
}

impl Fact {
    fn candidate(self) -> Candidate {
        match self {
            Fact::LowBits(v, mask) => Candidate::LowBits(v, mask),
            Fact::Bound(g) => g.candidate(),
        }
    }
}

impl Candidate {
    /// Whether it holds at the first visit by construction (it compares with that visit's
    /// values); the others are checked there first.
    fn relative(self) -> bool {
        match self {
            Candidate::AtLeastConst(..) | Candidate::AtMostConst(..) => false,
            Candidate::Either(_, fact) => fact.candidate().relative(),
            _ => true,
        }
    }
}

/// The sides of the comparisons of register `v` with a constant that the loop with head `h`
/// makes (`x < 0xfff0` gives `x ≤ 0xffef` and, from the other branch, `x ≥ 0xfff0`), over
/// the registers `vars` (with their signedness) and at most `MAX_GUARDS` of them: the guards
/// of [`Candidate::Either`].
fn loop_guards<S: Solver>(ex: &Executor<'_, S>, main: FuncId, h: LocId, vars: &[(VarId, u32, bool)]) -> Vec<Guard> {
    const MAX_GUARDS: usize = 8;
    let program = ex.program;
    let body = &ex.loops[main.0 as usize].body[h.0 as usize];
    // `v op k` (or `k op v`) with `v` one of `vars` compared in its own type: the guard that
    // holds when the comparison is `holds`.
    let guard = |e: &Expr, holds: bool| -> Option<Guard> {
        let ExprKind::Binary(op, x, y) = &e.kind else { return None };
        let (var, k, op) = match (&x.kind, &y.kind) {
            (ExprKind::Var(v), ExprKind::Const(k)) => (*v, *k, *op),
            (ExprKind::Const(k), ExprKind::Var(v)) => (
                *v,
                *k,
                match op {
                    BinOp::Lt => BinOp::Gt,
                    BinOp::Le => BinOp::Ge,
                    BinOp::Gt => BinOp::Lt,
                    BinOp::Ge => BinOp::Le,
                    other => *other,
                },
            ),
            _ => return None,
        };
        let &(v, w, signed) = vars.iter().find(|x| x.0 == var)?;
        let it = program.types.as_int(x.ty)?;
        if it.bits != w || it.signed != signed || program.types.as_int(program.var(v).ty) != Some(it) {
            return None;
        }
        let op = match (op, holds) {
            (op, true) => op,
            (BinOp::Lt, false) => BinOp::Ge,
            (BinOp::Le, false) => BinOp::Gt,
            (BinOp::Gt, false) => BinOp::Le,
            (BinOp::Ge, false) => BinOp::Lt,
            _ => return None,
        };
        let value = it.value(k);
        let (min, max) = if signed { (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1) } else { (0, (1i128 << w) - 1) };
        let (bound, at_least) = match op {
            BinOp::Lt => (value - 1, false),
            BinOp::Le => (value, false),
            BinOp::Gt => (value + 1, true),
            BinOp::Ge => (value, true),
            _ => return None,
        };
        if bound < min || bound > max {
            return None; // a side no value is on
        }
        Some(Guard { v, k: (bound as u64) & effigy_ir::types::mask(w), signed, at_least })
    };
    let mut out: Vec<Guard> = Vec::new();
    for e in &program.function(main).edges {
        if body.binary_search(&e.from).is_err() {
            continue;
        }
        let EdgeKind::Assume(c) = &e.kind else { continue };
        let found = match &c.kind {
            ExprKind::Unary(UnOp::Not, inner) => guard(inner, false),
            _ => guard(c, true),
        };
        if let Some(g) = found {
            if !out.contains(&g) && out.len() < MAX_GUARDS {
                out.push(g);
            }
        }
    }
    out
}

/// Houdini's candidates are checked for one loop: outermost, with no loop inside, every loop of
/// main entered at its head only (so every visit after the first comes from its own body: an
/// execution that entered it again from outside would have gone round a cycle through it, a
/// loop around it). It may be entered from another loop (`while` after `for`, the first's exit
/// is the second's entrance).
fn houdini_applies<S: Solver>(ex: &Executor<'_, S>, main: FuncId, h: LocId) -> bool {
    let info = &ex.loops[main.0 as usize];
    if info.enclosing[h.0 as usize] != [h] || !info.nested[h.0 as usize].is_empty() {
        return false;
    }
    let body = &info.body[h.0 as usize];
    ex.program
        .function(main)
        .edges
        .iter()
        .filter(|e| e.to == h && body.binary_search(&e.from).is_err())
        .all(|e| !info.enclosing[e.from.0 as usize].contains(&h))
        && entered_only_at_heads(ex, main)
}

/// The value of register `v` in `s` (entry frame or globals) as a term (`None` for an object in
/// memory).
pub(crate) fn register_value<S: Solver>(ex: &mut Executor<'_, S>, s: &State, v: VarId) -> Option<TermId> {
    let slot = s.frames[0].vars.get(&v).or_else(|| s.globals.get(&v)).copied()?;
    match slot {
        Slot::Register(t) => Some(t),
        Slot::Value(x) => match ex.sort_of(ex.program.var(v).ty) {
            Sort::BitVec(w) => Some(ex.terms.bv_const(w, x)),
            Sort::Bool => Some(ex.terms.bool_const(x != 0)),
            _ => None,
        },
        Slot::Memory(_) => None,
    }
}

fn candidate_term<S: Solver>(ex: &mut Executor<'_, S>, c: Candidate, s: &State, reference: &State) -> Option<TermId> {
    use effigy_smt::Op;
    Some(match c {
        Candidate::LowBits(v, mask) => {
            let (a, a0) = (register_value(ex, s, v)?, register_value(ex, reference, v)?);
            let w = ex.terms.sort(a).width();
            let m = ex.terms.bv_const(w, mask);
            let x = ex.terms.bv_binop(Op::BvAnd, a, m);
            let x0 = ex.terms.bv_binop(Op::BvAnd, a0, m);
            ex.terms.eq(x, x0)
        }
        Candidate::Difference(a, b) => {
            let (va, vb) = (register_value(ex, s, a)?, register_value(ex, s, b)?);
            let (ra, rb) = (register_value(ex, reference, a)?, register_value(ex, reference, b)?);
            let d = ex.terms.bv_sub(va, vb);
            let d0 = ex.terms.bv_sub(ra, rb);
            ex.terms.eq(d, d0)
        }
        Candidate::AtLeast(v, signed) => {
            let (a, a0) = (register_value(ex, s, v)?, register_value(ex, reference, v)?);
            ex.terms.bv_binop(if signed { Op::BvSle } else { Op::BvUle }, a0, a)
        }
        Candidate::AtMost(v, signed) => {
            let (a, a0) = (register_value(ex, s, v)?, register_value(ex, reference, v)?);
            ex.terms.bv_binop(if signed { Op::BvSle } else { Op::BvUle }, a, a0)
        }
        Candidate::AtLeastConst(v, k, signed) | Candidate::AtMostConst(v, k, signed) => {
            let a = register_value(ex, s, v)?;
            let w = ex.terms.sort(a).width();
            let k = ex.terms.bv_const(w, k);
            let op = if signed { Op::BvSle } else { Op::BvUle };
            match c {
                Candidate::AtLeastConst(..) => ex.terms.bv_binop(op, k, a),
                _ => ex.terms.bv_binop(op, a, k),
            }
        }
        Candidate::DifferenceAtMost(a, b)
        | Candidate::DifferenceAtLeast(a, b)
        | Candidate::SumAtMost(a, b)
        | Candidate::SumAtLeast(a, b) => {
            // Two more bits than the wider operand: their sum and difference never wrap.
            let width = |ex: &mut Executor<'_, S>, v: VarId| match ex.sort_of(ex.program.var(v).ty) {
                Sort::BitVec(w) => Some(w),
                _ => None,
            };
            let w = width(ex, a)?.max(width(ex, b)?) + 2;
            if w > 64 {
                return None; // terms are at most 64 bits wide
            }
            let wide = |ex: &mut Executor<'_, S>, st: &State, v: VarId| -> Option<TermId> {
                let t = register_value(ex, st, v)?;
                let extra = w - ex.terms.sort(t).width();
                let signed = ex.program.types.as_int(ex.program.var(v).ty).is_some_and(|it| it.signed);
                Some(if signed { ex.terms.sign_ext(extra, t) } else { ex.terms.zero_ext(extra, t) })
            };
            let (x, y) = (wide(ex, s, a)?, wide(ex, s, b)?);
            let (x0, y0) = (wide(ex, reference, a)?, wide(ex, reference, b)?);
            let sum = matches!(c, Candidate::SumAtMost(..) | Candidate::SumAtLeast(..));
            let (now, first) =
                if sum { (ex.terms.bv_add(x, y), ex.terms.bv_add(x0, y0)) } else { (ex.terms.bv_sub(x, y), ex.terms.bv_sub(x0, y0)) };
            match c {
                Candidate::DifferenceAtMost(..) | Candidate::SumAtMost(..) => ex.terms.bv_binop(Op::BvSle, now, first),
                _ => ex.terms.bv_binop(Op::BvSle, first, now),
            }
        }
        Candidate::Either(guard, fact) => {
            let g = candidate_term(ex, guard.candidate(), s, reference)?;
            let f = candidate_term(ex, fact.candidate(), s, reference)?;
            ex.terms.or(g, f)
        }
    })
}

/// A surviving candidate as a relation with constants, when the first visit's values it
/// speaks of are concrete.
fn relation<S: Solver>(ex: &mut Executor<'_, S>, c: Candidate, reference: &State) -> Option<crate::invariant::Relation> {
    use crate::invariant::{typed_value, Relation};
    let bits = |ex: &mut Executor<'_, S>, v: VarId| {
        let t = register_value(ex, reference, v)?;
        ex.terms.as_bv(t)
    };
    Some(match c {
        Candidate::LowBits(v, mask) => Relation::LowBits(v, mask, bits(ex, v)? & mask),
        Candidate::AtLeast(v, _) => Relation::AtLeast(v, typed_value(ex.program, v, bits(ex, v)?)?),
        Candidate::AtMost(v, _) => Relation::AtMost(v, typed_value(ex.program, v, bits(ex, v)?)?),
        Candidate::Difference(a, b) => {
            let (x, y) = (bits(ex, a)?, bits(ex, b)?);
            let Sort::BitVec(w) = ex.sort_of(ex.program.var(a).ty) else { return None };
            Relation::Difference(a, b, x.wrapping_sub(y) & effigy_ir::types::mask(w), w)
        }
        Candidate::AtLeastConst(v, k, _) => Relation::AtLeast(v, typed_value(ex.program, v, k)?),
        Candidate::AtMostConst(v, k, _) => Relation::AtMost(v, typed_value(ex.program, v, k)?),
        // Not among the relations a witness states.
        Candidate::DifferenceAtMost(..)
        | Candidate::DifferenceAtLeast(..)
        | Candidate::SumAtMost(..)
        | Candidate::SumAtLeast(..)
        | Candidate::Either(..) => return None,
    })
}

/// The most variables a loop may write for Houdini to try the sums and differences of pairs of
/// them and the bounds by the program's constants: each query holds one flag per candidate, and
/// loops that write many variables (state machines) are proved, when they are, without them.
const RELATIONAL_VARS: usize = 8;

/// The integer constants of `main`'s conditions (and each one's neighbours), with 0, 1 and -1:
/// at most 16 of them, the first found.
fn condition_constants(program: &Program, main: FuncId) -> Vec<i128> {
    fn walk(program: &Program, e: &Expr, out: &mut Vec<i128>) {
        if let ExprKind::Const(k) = e.kind {
            if let Some(it) = program.types.as_int(e.ty) {
                out.push(it.value(k));
            }
        }
        match &e.kind {
            ExprKind::Binary(_, x, y) => {
                walk(program, x, out);
                walk(program, y, out);
            }
            ExprKind::Unary(_, x) | ExprKind::Cast(x) => walk(program, x, out),
            _ => {}
        }
    }
    let mut found = vec![0, 1, -1];
    for e in &program.function(main).edges {
        if let EdgeKind::Assume(c) = &e.kind {
            let mut ks = Vec::new();
            walk(program, c, &mut ks);
            for k in ks {
                found.extend([k - 1, k, k + 1]);
            }
        }
    }
    let mut out = Vec::new();
    for k in found {
        if !out.contains(&k) && out.len() < 16 {
            out.push(k);
        }
    }
    out
}

/// Houdini (Flanagan and Leino): the candidates that are inductive together — assumed at an
/// arbitrary visit of `h`, they hold again at the next one — found by dropping the candidates a
/// model of the consecution query violates until none is. They hold at the first visit by
/// construction, so each one returned holds at every visit of `h` reached without undefined
/// behaviour: the step case may assume them. Returns their terms over `start`.
#[allow(clippy::too_many_arguments)]
fn houdini<S: Solver>(
    ex: &mut Executor<'_, S>,
    main: FuncId,
    h: LocId,
    start: &State,
    reference: &State,
    writes: &Writes,
    first_defs: &[TermId],
    options: &KindOptions,
    cpu: &crate::clock::CpuClock,
    stats: &mut BmcStats,
) -> (Vec<TermId>, Vec<Candidate>) {
    let mut vars: Vec<(VarId, u32, bool)> = Vec::new();
    for &v in &writes.registers {
        let info = ex.program.var(v);
        if let (Sort::BitVec(w), Some(it)) = (ex.sort_of(info.ty), ex.program.types.as_int(info.ty)) {
            if register_value(ex, start, v).is_some() {
                vars.push((v, w, it.signed));
            }
        }
    }
    vars.sort_by_key(|x| x.0);
    let mut candidates = Vec::new();
    for &(v, _, signed) in &vars {
        for mask in [1u64, 3, 7] {
            candidates.push(Candidate::LowBits(v, mask));
        }
        candidates.push(Candidate::AtLeast(v, signed));
        candidates.push(Candidate::AtMost(v, signed));
    }
    for (i, &(a, wa, _)) in vars.iter().enumerate() {
        for &(b, wb, _) in &vars[i + 1..] {
            if wa == wb {
                candidates.push(Candidate::Difference(a, b));
            }
            // (Computed two bits wider: for operands of up to 62 bits. Quadratic in the
            // variables: for loops that write few, as the constant bounds below.)
            if wa.max(wb) > 62 || vars.len() > RELATIONAL_VARS {
                continue;
            }
            candidates.extend([
                Candidate::DifferenceAtMost(a, b),
                Candidate::DifferenceAtLeast(a, b),
                Candidate::SumAtMost(a, b),
                Candidate::SumAtLeast(a, b),
            ]);
        }
    }
    // Bounds by the constants the program compares with (and their neighbours): what a guard
    // like `x > 0` or `x != -1` keeps a variable above or below.
    let constants = if vars.len() > RELATIONAL_VARS { Vec::new() } else { condition_constants(ex.program, main) };
    for &(v, w, signed) in &vars {
        let mask = effigy_ir::types::mask(w);
        let mut ks: Vec<u64> = constants.iter().map(|&k| (k as u64) & mask).collect();
        ks.sort();
        ks.dedup();
        for k in ks {
            candidates.push(Candidate::AtLeastConst(v, k, signed));
            candidates.push(Candidate::AtMostConst(v, k, signed));
        }
    }
    // One side of a comparison the loop makes, or else low bits or a sign of a register: the
    // invariants of loops in phases (`x < 0xfff0 || x % 2 == 0`, `x < 0 || y > 0`).
    if vars.len() <= RELATIONAL_VARS {
        for g in loop_guards(ex, main, h, &vars) {
            for &(v, w, signed) in &vars {
                let mut facts: Vec<Fact> = [1u64, 3].iter().map(|&m| Fact::LowBits(v, m)).collect();
                if v != g.v {
                    let mask = effigy_ir::types::mask(w);
                    let ks: &[i128] = if signed { &[-1, 0, 1] } else { &[1] };
                    for &k in ks {
                        let k = (k as u64) & mask;
                        facts.push(Fact::Bound(Guard { v, k, signed, at_least: true }));
                        facts.push(Fact::Bound(Guard { v, k, signed, at_least: false }));
                    }
                }
                candidates.extend(facts.into_iter().map(|f| Candidate::Either(g, f)));
            }
        }
    }
    // Quantified candidates over the cells of arrays (`∀k < i. a2[k] == a1[k]`).
    let counters: Vec<(VarId, u32, bool)> = vars.iter().copied().take(RELATIONAL_VARS).collect();
    let mut cells = crate::cells::candidates(ex, main, h, start, &|v| writes.objects.contains(&v) || writes.all_memory, &counters);
    if candidates.is_empty() && cells.is_empty() {
        return (Vec::new(), Vec::new());
    }
    // The bounds by constants and the cells must hold at the first visit: those its path
    // condition does not imply are dropped (a model of the first visit violating some, until
    // none is).
    let first_visit: Vec<TermId> = reference.path_condition.iter().collect();
    loop {
        let checked: Vec<Candidate> = candidates.iter().copied().filter(|c| !c.relative()).collect();
        if checked.is_empty() && cells.is_empty() {
            break;
        }
        let mut defs = first_defs.to_vec();
        defs.extend(first_visit.iter().copied());
        let mut violations = Vec::with_capacity(checked.len());
        for &c in &checked {
            let Some(t) = candidate_term(ex, c, reference, reference) else { continue };
            let broken = ex.terms.not(t);
            let flag = ex.terms.fresh_symbol("violated", Sort::Bool);
            defs.push(ex.terms.eq(flag, broken));
            violations.push((c, flag));
        }
        // A cell candidate is violated at some index: one fresh index per layout of cells is
        // enough (the query asks whether some candidate is violated somewhere; each instance
        // of a fact the query assumes is then one per index and fact).
        let mut cell_flags = Vec::with_capacity(cells.len());
        let mut index = crate::cells::Indices::default();
        cells.retain(|c| {
            let Some(k) = index.of(ex, c, reference) else { return false };
            let Some(t) = crate::cells::body(ex, c, reference, k) else { return false };
            let broken = ex.terms.not(t);
            let flag = ex.terms.fresh_symbol("violated", Sort::Bool);
            defs.push(ex.terms.eq(flag, broken));
            cell_flags.push(flag);
            true
        });
        let mut flags: Vec<TermId> = violations.iter().map(|v| v.1).collect();
        flags.extend(cell_flags.iter().copied());
        ex.solver.set_query_timeout(time_left(options.timeout, cpu));
        match query_defs(ex, &defs, &flags, &flags, stats) {
            CheckResult::Unsat => break,
            CheckResult::Sat(model) => {
                let broken: Vec<Candidate> = violations.iter().filter(|(_, f)| model.get(*f) == Some(1)).map(|(c, _)| *c).collect();
                let before = cells.len();
                let mut flag = cell_flags.iter();
                cells.retain(|_| flag.next().is_some_and(|f| model.get(*f) != Some(1)));
                if broken.is_empty() && cells.len() == before {
                    candidates.retain(|c| c.relative());
                    cells.clear();
                    break;
                }
                candidates.retain(|c| !broken.contains(c));
            }
            CheckResult::Unknown(_) => {
                candidates.retain(|c| c.relative());
                cells.clear();
                break;
            }
        }
    }
    // One segment from the arbitrary state: the states at the next visit of a head.
    ex.limits.lazy = true;
    let config = Config { segments: Some((main, 1)), keep_head_states: true, ..Config::default() };
    let next = unwind(ex, vec![start.clone()], config, options.timeout, options.memory_limit_mb, cpu, stats);
    ex.limits.lazy = false;
    let Ok(next) = next else { return (Vec::new(), Vec::new()) };
    // A path the unwinding did not follow to its end may come back to the head anyhow.
    if !complete(ex, &next, first_defs, options.timeout, cpu, stats) {
        return (Vec::new(), Vec::new());
    }
    let back: Vec<(TermId, State)> =
        next.head_states.iter().filter(|(_, s)| s.frames.len() == 1 && s.frames[0].loc == h).cloned().collect();
    // The quantified facts assumed at the start are the candidates' while they are checked,
    // and stay (for the queries of the step case and of later loops) once they are proved.
    let outer_facts = ex.foralls.len();
    loop {
        ex.foralls.truncate(outer_facts);
        if candidates.is_empty() && cells.is_empty() {
            return (Vec::new(), Vec::new());
        }
        let assumed: Vec<TermId> = candidates.iter().filter_map(|&c| candidate_term(ex, c, start, reference)).collect();
        let mut defs = first_defs.to_vec();
        defs.extend(next.defs.iter().copied());
        defs.push(ex.terms.and_all(assumed.iter().copied()));
        cells.retain(|c| match crate::cells::forall(ex, c, start) {
            Some(f) => {
                ex.foralls.push(f);
                true
            }
            None => false,
        });
        let mut violations = Vec::with_capacity(candidates.len() + cells.len());
        for &c in &candidates {
            let mut cases = Vec::new();
            for (guard, s) in &back {
                let Some(t) = candidate_term(ex, c, s, reference) else { continue };
                let broken = ex.terms.not(t);
                cases.push(ex.terms.and(*guard, broken));
            }
            let any = ex.terms.or_all(cases);
            let flag = ex.terms.fresh_symbol("violated", Sort::Bool);
            defs.push(ex.terms.eq(flag, any));
            violations.push(flag);
        }
        let mut index = crate::cells::Indices::default();
        for c in &cells {
            let mut cases = Vec::new();
            for (guard, s) in &back {
                // Violated at some index, or not said at all.
                let broken = match index.of(ex, c, s).and_then(|k| crate::cells::body(ex, c, s, k)) {
                    Some(t) => ex.terms.not(t),
                    None => ex.terms.tru(),
                };
                cases.push(ex.terms.and(*guard, broken));
            }
            let any = ex.terms.or_all(cases);
            let flag = ex.terms.fresh_symbol("violated", Sort::Bool);
            defs.push(ex.terms.eq(flag, any));
            violations.push(flag);
        }
        ex.solver.set_query_timeout(time_left(options.timeout, cpu));
        match query_defs(ex, &defs, &violations, &violations, stats) {
            CheckResult::Unsat => return (assumed, candidates),
            CheckResult::Sat(model) => {
                let before = candidates.len() + cells.len();
                let (flags, cell_flags) = violations.split_at(candidates.len());
                let kept: Vec<Candidate> =
                    candidates.iter().zip(flags).filter(|(_, f)| model.get(**f) != Some(1)).map(|(c, _)| *c).collect();
                candidates = kept;
                let mut flag = cell_flags.iter();
                cells.retain(|_| flag.next().is_some_and(|f| model.get(*f) != Some(1)));
                if candidates.len() + cells.len() == before {
                    ex.foralls.truncate(outer_facts);
                    return (Vec::new(), Vec::new());
                }
            }
            CheckResult::Unknown(_) => {
                ex.foralls.truncate(outer_facts);
                return (Vec::new(), Vec::new());
            }
        }
    }
}

/// A state at a loop head of the entry function turned into an arbitrary visit of it: the
/// entry frame only, no visits counted, what the loop may write (`everything`: every register,
/// global and object) made arbitrary. Addresses past the known objects' are left unused:
/// objects the program allocated (and freed) in iterations before this one would lie there.
fn make_arbitrary<S: Solver>(ex: &mut Executor<'_, S>, s: &mut State, writes: &Writes, everything: bool) {
    let gap = 1u64 << (ex.program.data_model().pointer_bits() - 3);
    while s.frames.len() > 1 {
        s.frames.drop_last_mut();
    }
    s.frame_at_mut(0).loop_visits.clear();
    s.segments = 0;
    s.memory.next_base = s.memory.next_base.saturating_add(gap);
    havoc(ex, s, writes, everything);
}

/// A state at a cut point with everything made arbitrary (see `make_arbitrary`), about which
/// only its invariants are known.
pub(crate) fn arbitrary_state<S: Solver>(ex: &mut Executor<'_, S>, s: &mut State) {
    make_arbitrary(ex, s, &Writes::default(), true);
}

fn havoc<S: Solver>(ex: &mut Executor<'_, S>, s: &mut State, w: &Writes, everything: bool) {
    let fresh_register = |ex: &mut Executor<'_, S>, v: VarId| {
        let info = ex.program.var(v);
        let sort = ex.sort_of(info.ty);
        let name = format!("{}_at_head", info.name);
        Slot::Register(ex.terms.fresh_symbol(&name, sort))
    };
    let vars: Vec<(VarId, Slot)> = s.frames[0].vars.iter().map(|(v, s)| (*v, *s)).collect();
    for (v, slot) in vars {
        match slot {
            Slot::Register(_) | Slot::Value(_) if everything || w.registers.contains(&v) => {
                let fresh = fresh_register(ex, v);
                Rc::make_mut(&mut s.frame_at_mut(0).vars).insert(v, fresh);
            }
            Slot::Memory(o) if everything || w.all_memory || w.objects.contains(&v) => fresh_contents(ex, s, o),
            _ => {}
        }
    }
    let globals: Vec<(VarId, Slot)> = s.globals.iter().map(|(v, s)| (*v, *s)).collect();
    let mut new_globals = (*s.globals).clone();
    for (v, slot) in globals {
        match slot {
            Slot::Register(_) | Slot::Value(_) if everything || w.registers.contains(&v) => {
                let fresh = fresh_register(ex, v);
                new_globals.insert(v, fresh);
            }
            Slot::Memory(o) if everything || w.all_memory || w.objects.contains(&v) => fresh_contents(ex, s, o),
            _ => {}
        }
    }
    s.globals = std::rc::Rc::new(new_globals);
    if everything || w.all_memory {
        for i in 0..s.memory.objects.len() {
            if s.memory.objects[i].alive {
                fresh_contents(ex, s, crate::state::ObjId(i as u32));
            }
        }
    }
}

fn fresh_contents<S: Solver>(ex: &mut Executor<'_, S>, s: &mut State, o: crate::state::ObjId) {
    let old = s.memory.get(o).bytes;
    let sort: Sort = ex.terms.sort(old);
    let name = format!("{}_at_head", s.memory.get(o).name);
    let fresh = ex.terms.fresh_symbol(&name, sort);
    s.memory.get_mut(o).bytes = fresh;
}

/// What the outermost loop around head `h` of `main` (and every function it calls) may write.
fn outer_loop_writes<S: Solver>(ex: &Executor<'_, S>, main: FuncId, h: LocId) -> Result<Writes, String> {
    let outer = ex.loops[main.0 as usize].enclosing[h.0 as usize].first().copied().unwrap_or(h);
    loop_writes(ex, main, outer)
}

/// What the loop with head `outer` of `main` (and every function it calls) may write.
fn loop_writes<S: Solver>(ex: &Executor<'_, S>, main: FuncId, outer: LocId) -> Result<Writes, String> {
    let program = ex.program;
    let info = &ex.loops[main.0 as usize];
    let body = &info.body[outer.0 as usize];
    let func = program.function(main);
    let mut w = Writes::default();
    let mut todo: Vec<FuncId> = Vec::new();
    let mut seen: HashSet<FuncId> = HashSet::default();
    let visit = |kind: &EdgeKind, own: Option<FuncId>, w: &mut Writes, todo: &mut Vec<FuncId>| -> Result<(), String> {
        match kind {
            EdgeKind::Assign { lhs, .. } | EdgeKind::Havoc { lhs, .. } => written(ex, lhs, own, w),
            EdgeKind::Call { dest, callee, .. } => {
                if let Some(d) = dest {
                    written(ex, d, own, w);
                }
                todo.push(*callee);
            }
            EdgeKind::Alloc { .. } | EdgeKind::Free(_) => {
                return Err("a loop that allocates or frees memory is not handled by k-induction".into())
            }
            EdgeKind::Primitive { dest, .. } => {
                // A floating conversion's digits go to memory.
                w.all_memory = true;
                if let Some(d) = dest {
                    written(ex, d, own, w);
                }
            }
            EdgeKind::Extern { .. } => {
                // Any object, and (unless externs are pure) any global.
                w.all_memory = true;
                if !ex.limits.pure_externs {
                    w.registers.extend(program.globals.iter().copied().filter(|&g| !ex.in_memory(g)));
                }
            }
            _ => {}
        }
        Ok(())
    };
    for e in &func.edges {
        if body.binary_search(&e.from).is_ok() {
            visit(&e.kind, None, &mut w, &mut todo)?;
        }
    }
    while let Some(f) = todo.pop() {
        if !seen.insert(f) {
            continue;
        }
        for e in &program.function(f).edges {
            visit(&e.kind, Some(f), &mut w, &mut todo)?;
        }
    }
    Ok(w)
}

/// Records what writing lvalue `lv` changes; `own`: the function whose own variables (locals,
/// parameters: objects of its activation) are not the loop's business.
fn written<S: Solver>(ex: &Executor<'_, S>, lv: &Expr, own: Option<FuncId>, w: &mut Writes) {
    let mut e = lv;
    loop {
        match &e.kind {
            ExprKind::Var(v) => {
                if own.is_some() && ex.program.var(*v).function() == own {
                    return;
                }
                let whole = std::ptr::eq(e, lv);
                if whole && !ex.in_memory(*v) {
                    w.registers.insert(*v);
                } else {
                    w.objects.insert(*v);
                }
                return;
            }
            ExprKind::Field(b, _) | ExprKind::Index(b, _) => e = b,
            _ => {
                w.all_memory = true;
                return;
            }
        }
    }
}

/// Why the program may allocate or free memory (an edge doing it), if it may.
pub(crate) fn allocates_anywhere(program: &Program) -> Option<String> {
    for f in &program.functions {
        for (i, e) in f.edges.iter().enumerate() {
            if matches!(e.kind, EdgeKind::Alloc { .. } | EdgeKind::Free(_)) {
                return Some(format!("{} allocates or frees at {}", f.name, program.describe_span(f.span_of(effigy_ir::EdgeId(i as u32)))));
            }
        }
    }
    None
}
