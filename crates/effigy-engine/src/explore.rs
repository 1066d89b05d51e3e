//! Tree exploration (King, EFFIGY, KLEE): a worklist of states expanded by the one symbolic
//! step, with a search strategy and budgets. Produces the leaves of the execution tree and the
//! verdict: FALSE when an error is reached (the model of its path condition is the input),
//! TRUE only when the tree was explored completely with no path cut by a limit and no
//! undefined behaviour possible, UNKNOWN otherwise with the reason.

use std::time::{Duration, Instant};

use effigy_ir::{ErrorKind, FuncId, Program, Span, TypeId};
use effigy_smt::{CheckResult, Solver, TermId};

use crate::pending::Pending;
use crate::state::{Input, State};
use crate::step::{Executor, Successor, Terminal};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Strategy {
    /// Depth first: the most recent fork first (EFFIGY's order).
    #[default]
    Dfs,
    /// Breadth first: shallow states first.
    Bfs,
    /// KLEE's random path: a random walk from the root of the execution tree, i.e. a state
    /// is picked with probability 2^-depth.
    RandomPath,
    /// Depth first and random path in turn at each fork (KLEE's default interleaves random
    /// path with a coverage heuristic): a path runs on until it forks, as depth first, but an
    /// input loop that depth first would unroll forever does not starve the rest of the tree.
    Interleaved,
}

#[derive(Clone, Debug)]
pub struct ExploreOptions {
    pub strategy: Strategy,
    /// Stop at the first error path (verification) or collect every leaf (exploration).
    pub stop_at_first_error: bool,
    /// CPU time limit (the process's).
    pub timeout: Option<Duration>,
    /// Stop when the process's resident memory exceeds this many MiB. Above three quarters
    /// of it, pending states are dropped (KLEE's memory cap): the search goes on for errors
    /// with half of them, and can no longer answer TRUE.
    pub memory_limit_mb: Option<u64>,
    /// Stop after this many leaves.
    pub max_leaves: Option<usize>,
    /// Keep every leaf for the caller (King's table, the tree); verification keeps none: a
    /// leaf holds its whole path condition and path.
    pub keep_leaves: bool,
    pub seed: u64,
}

impl Default for ExploreOptions {
    fn default() -> Self {
        ExploreOptions {
            strategy: Strategy::Dfs,
            stop_at_first_error: true,
            timeout: None,
            memory_limit_mb: None,
            max_leaves: None,
            keep_leaves: true,
            seed: 1,
        }
    }
}

/// One terminal leaf of the execution tree.
#[derive(Clone, Debug)]
pub struct Leaf {
    pub terminal: Terminal,
    pub path_condition: Vec<TermId>,
    pub inputs: Vec<Input>,
    /// Scalar globals at the end of the path.
    pub globals: Vec<(effigy_ir::VarId, TermId)>,
    pub path: Vec<(FuncId, effigy_ir::EdgeId)>,
}

/// A concrete input value of a counterexample.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputValue {
    pub function: String,
    pub ty: TypeId,
    /// Interpreted in `ty` (signed or unsigned).
    pub value: i128,
}

#[derive(Clone, Debug)]
pub struct Counterexample {
    pub error: ErrorKind,
    pub span: Span,
    pub inputs: Vec<InputValue>,
    pub path: Vec<(FuncId, effigy_ir::EdgeId)>,
    /// Uninitialised storage (by name) the error path's condition depends on: values a
    /// compiled program cannot be given, so a replay may not reach the error.
    pub uninitialised: Vec<String>,
    /// Why the path is only a candidate (it went through a transformation that adds paths,
    /// an accelerated loop's jump): a FALSE only when gcc's program confirms it.
    pub candidate: Option<String>,
}

#[derive(Clone, Debug)]
pub enum Verdict {
    True,
    False(Box<Counterexample>),
    Unknown(String),
}

#[derive(Clone, Debug, Default)]
pub struct ExploreStats {
    pub states: u64,
    pub leaves: u64,
    pub forks: u64,
    pub max_depth: u32,
    /// Pending states dropped at the memory cap.
    pub dropped: u64,
    pub elapsed: Duration,
}

pub struct ExploreResult {
    pub verdict: Verdict,
    /// Every path was followed to its end, or to where no engine can go on (undefined
    /// behaviour; what the C library model leaves out, [`crate::step::NOT_MODELLED`]): no
    /// limit, budget or solver failure cut one. Another engine cannot then decide more.
    pub exhaustive: bool,
    pub leaves: Vec<Leaf>,
    pub stats: ExploreStats,
}

/// Explores the execution tree from `initial`.
pub fn explore<S: Solver>(ex: &mut Executor<'_, S>, initial: State, options: &ExploreOptions) -> ExploreResult {
    let start = Instant::now();
    let cpu = crate::clock::CpuClock::start();
    const LIMIT_CHECK_INTERVAL: Duration = Duration::from_millis(5);
    let mut worklist = Pending::new(options.strategy, initial);
    // Depth first and the interleaved search go on with a state that has a single successor
    // without a round trip through the worklist (states are moved, not shared).
    let runs_on = matches!(options.strategy, Strategy::Dfs | Strategy::Interleaved);
    let mut leaves = Vec::new();
    let mut leaf_count = 0usize;
    let mut stats = ExploreStats::default();
    let mut incomplete: Option<String> = None;
    let mut exhaustive = true;
    let mut error: Option<Counterexample> = None;
    let mut rng = options.seed.max(1);
    let mut stopped: Option<String> = None;
    // The limits are checked every few milliseconds of wall-clock time (a cheap clock): the
    // process's CPU time and resident memory each cost a system call, which per state made a
    // concrete loop spend a fifth of its time in the kernel.
    let mut next_check = Instant::now();
    let mut carry: Option<State> = None;
    // KLEE's memory cap: above it, half of the pending states are dropped.
    let mut cap = options.memory_limit_mb.map_or(u64::MAX, |l| l / 4 * 3);
    while carry.is_some() || !worklist.is_empty() {
        if stats.states % 32 == 0 && Instant::now() >= next_check {
            next_check = Instant::now() + LIMIT_CHECK_INTERVAL;
            if let Some(t) = options.timeout {
                if cpu.elapsed() >= t {
                    stopped = Some(format!("time limit of {} s reached", crate::clock::seconds(t)));
                    break;
                }
            }
            if let Some(limit) = options.memory_limit_mb {
                let resident = resident_mb();
                if resident.is_some_and(|m| m > limit) {
                    stopped = Some(format!("memory limit of {limit} MiB reached"));
                    break;
                }
                if resident.is_some_and(|m| m > cap) && worklist.len() > 1 {
                    stats.dropped += worklist.drop_half(&mut rng);
                    // SAFETY: malloc_trim only returns free memory of glibc's arenas to the system.
                    #[cfg(all(target_os = "linux", target_env = "gnu"))]
                    unsafe {
                        libc::malloc_trim(0);
                    }
                    // The next drop waits until half of what remains below the limit is used
                    // again: when the pending states were not what held the memory, a few
                    // drops bring the cap up to the limit instead of one drop per check.
                    let after = resident_mb().unwrap_or(limit).min(limit);
                    cap = cap.max(after + (limit - after) / 2);
                }
            }
        }
        if carry.is_none() {
            carry = worklist.pop(options.strategy, &mut rng);
        }
        stats.states += 1;
        crate::progress::states(1);
        let depth = carry.as_ref().map_or(0, |s| s.depth);
        if depth > stats.max_depth {
            stats.max_depth = depth;
            crate::progress::level("depth", depth as u64);
        }
        // A state with a single successor that needs no copy is stepped where it is.
        let Some(mut successors) = ex.advance(&mut carry) else {
            if !runs_on {
                worklist.push(carry.take().unwrap());
            }
            continue;
        };
        if successors.len() == 1 && matches!(successors[0], Successor::Running(_)) {
            // The common case, a state that goes on alone: straight back to the worklist.
            if let Some(Successor::Running(st)) = successors.pop() {
                if runs_on {
                    carry = Some(st);
                } else {
                    worklist.push(st);
                }
            }
            continue;
        }
        if successors.len() > 1 {
            stats.forks += 1;
        }
        let mut running = Vec::new();
        for s in successors {
            match s {
                Successor::Running(st) => running.push(st),
                Successor::Done(st, terminal) => {
                    stats.leaves += 1;
                    match &terminal {
                        Terminal::Cut(r) | Terminal::Unknown(r) => {
                            exhaustive &= matches!(&terminal, Terminal::Unknown(r) if r.starts_with(crate::step::NOT_MODELLED));
                            incomplete.get_or_insert_with(|| r.clone());
                        }
                        Terminal::Undefined(what, span) => {
                            incomplete.get_or_insert_with(|| {
                                format!("possible undefined behaviour ({what}) at {}", ex.program.describe_span(*span))
                            });
                        }
                        Terminal::Error(kind, span) if error.is_none() => match counterexample(ex, &st, kind, *span) {
                            Ok(c) => error = Some(c),
                            Err(why) => {
                                exhaustive = false;
                                incomplete.get_or_insert(why);
                            }
                        },
                        _ => {}
                    }
                    leaf_count += 1;
                    if options.keep_leaves {
                        let leaf = make_leaf(ex, st, terminal);
                        leaves.push(leaf);
                    }
                }
            }
        }
        // DFS explores the first successor (the true branch) first.
        running.reverse();
        for st in running {
            worklist.push(st);
        }
        if error.is_some() && options.stop_at_first_error {
            break;
        }
        if options.max_leaves.is_some_and(|m| leaf_count >= m) && !worklist.is_empty() {
            stopped = Some(format!("leaf limit of {} reached", options.max_leaves.unwrap()));
            break;
        }
    }
    stats.elapsed = start.elapsed();
    if worklist.len() > 100_000 {
        // Freeing a deep search's pending states takes seconds, after the time or memory limit
        // has already been reached (the watchdog would then end the process without this
        // engine's verdict); the verdict is reported next and they are not needed.
        worklist.forget();
    }
    if stats.dropped > 0 {
        let limit = options.memory_limit_mb.unwrap_or(0);
        let dropped = format!("{} pending states dropped at three quarters of the memory limit of {limit} MiB", stats.dropped);
        match &mut stopped {
            Some(r) => *r = format!("{r}; {dropped}"),
            None => incomplete = Some(incomplete.map_or_else(|| dropped.clone(), |r| format!("{dropped}; {r}"))),
        }
    }
    let cut_short = stopped.is_some();
    let verdict = match (error, stopped, incomplete) {
        (Some(c), _, _) => Verdict::False(Box::new(c)),
        (None, Some(r), _) => Verdict::Unknown(r),
        (None, None, Some(r)) => Verdict::Unknown(r),
        (None, None, None) => Verdict::True,
    };
    let exhaustive = exhaustive && !cut_short && stats.dropped == 0;
    ExploreResult { verdict, leaves, stats, exhaustive }
}

pub(crate) fn make_leaf<S: Solver>(ex: &mut Executor<'_, S>, mut state: State, terminal: Terminal) -> Leaf {
    let mut globals = Vec::new();
    for &g in &ex.program.globals.clone() {
        if ex.program.var(g).name.starts_with("str") && ex.program.var(g).address_taken {
            continue;
        }
        if let Some(v) = ex.global_value(&mut state, g) {
            globals.push((g, v));
        }
    }
    Leaf {
        terminal,
        path_condition: state.path_condition.to_vec(),
        inputs: state.inputs.iter().cloned().collect(),
        globals,
        path: state.path_edges(ex.program),
    }
}

/// The concrete inputs of an error path: a model of its path condition.
pub(crate) fn counterexample<S: Solver>(
    ex: &mut Executor<'_, S>,
    state: &State,
    kind: &ErrorKind,
    span: Span,
) -> Result<Counterexample, String> {
    let wanted: Vec<TermId> = state.inputs.iter().map(|i| i.symbol).collect();
    match path_model(ex, state, &wanted) {
        CheckResult::Sat(model) => {
            let inputs = state
                .inputs
                .iter()
                .filter(|i| i.of_program())
                .map(|i| {
                    // A symbol the model leaves free can take any value: 0.
                    let raw = model.get(i.symbol).unwrap_or(0);
                    let value = if ex.limits.math_ints && ex.program.types.is_int(i.ty) { raw } else { typed_value(ex.program, i.ty, raw) };
                    InputValue { function: i.function.clone(), ty: i.ty, value }
                })
                .collect();
            let mut symbols = ex.terms.symbols_in(&state.path_condition.to_vec());
            symbols.sort_unstable();
            let mut uninitialised: Vec<String> = state
                .uninitialised
                .iter()
                .filter(|u| symbols.binary_search(u).is_ok())
                .filter_map(|&u| match ex.terms.get(u) {
                    effigy_smt::TermData::Symbol(name, _) => Some(name.clone()),
                    _ => None,
                })
                .collect();
            uninitialised.sort();
            uninitialised.dedup();
            Ok(Counterexample { error: kind.clone(), span, inputs, path: state.path_edges(ex.program), uninitialised, candidate: None })
        }
        CheckResult::Unsat => Err("internal error: the path condition of an error path is unsatisfiable".into()),
        CheckResult::Unknown(r) => Err(format!("the solver gave up on the error path's model: {r}")),
    }
}

/// A model of `conjuncts` over the scalar symbols they mention: each symbol's name, term and
/// value (a bit-vector read as signed; a bool 0 or 1), in symbol order. `Ok(None)` when the
/// conjuncts are unsatisfiable, `Err` when the solver gives up.
pub fn symbol_model<S: Solver>(ex: &mut Executor<'_, S>, conjuncts: &[TermId]) -> Result<Option<Vec<(String, TermId, i128)>>, String> {
    let mut wanted = Vec::new();
    for &c in conjuncts {
        ex.terms.symbols(c, &mut wanted);
    }
    wanted.sort();
    wanted.dedup();
    match ex.solver.model(&ex.terms, conjuncts, &wanted) {
        CheckResult::Sat(m) => Ok(Some(
            wanted
                .iter()
                .filter_map(|&s| {
                    let effigy_smt::TermData::Symbol(name, sort) = ex.terms.get(s) else { return None };
                    let raw = m.get(s).unwrap_or(0);
                    let v = match sort {
                        // An object's contents (an array) has no one value to show.
                        effigy_smt::Sort::Array { .. } => return None,
                        effigy_smt::Sort::BitVec(w) if *w <= 64 => effigy_ir::IntType::new(*w, true).value(raw as u64),
                        _ => raw,
                    };
                    Some((name.clone(), s, v))
                })
                .collect(),
        )),
        CheckResult::Unsat => Ok(None),
        CheckResult::Unknown(r) => Err(r),
    }
}

/// A model value (unsigned bits, or 0/1) read in the input's type.
pub fn typed_value(program: &Program, ty: TypeId, raw: i128) -> i128 {
    match program.types.scalar_int(ty) {
        Some(it) => it.value(raw as u128 as u64),
        None => raw,
    }
}

/// Above this many conjuncts, an error path's model is built from batches of its independent
/// groups: one query over a loop's 10^5 conjuncts made Z3 bit-blast them all at once (4 GB on
/// an SV-COMP array task after its error was found).
const GROUPED_MODEL: usize = 2048;
const MODEL_BATCH: usize = 512;

/// A model of the state's path condition giving values to `wanted`. Groups of conjuncts that
/// share no symbol are independent (`independent_groups`): models of batches of whole groups
/// together are a model of the conjunction.
fn path_model<S: Solver>(ex: &mut Executor<'_, S>, state: &State, wanted: &[TermId]) -> CheckResult {
    let conjuncts = state.path_condition.to_vec();
    if conjuncts.len() <= GROUPED_MODEL {
        return ex.solver.model(&ex.terms, &conjuncts, wanted);
    }
    let groups = effigy_smt::query::independent_groups(&ex.terms, &conjuncts);
    let wanted_set: std::collections::HashSet<TermId> = wanted.iter().copied().collect();
    let mut values = std::collections::HashMap::new();
    let mut batch: Vec<TermId> = Vec::new();
    let mut batch_wanted: Vec<TermId> = Vec::new();
    let count = groups.len();
    for (i, (cs, syms)) in groups.into_iter().enumerate() {
        batch.extend(cs);
        batch_wanted.extend(syms.into_iter().filter(|x| wanted_set.contains(x)));
        if batch.len() >= MODEL_BATCH || i + 1 == count {
            batch_wanted.sort();
            batch_wanted.dedup();
            match ex.solver.model(&ex.terms, &batch, &batch_wanted) {
                CheckResult::Sat(m) => values.extend(m.values),
                other => return other,
            }
            batch.clear();
            batch_wanted.clear();
        }
    }
    CheckResult::Sat(effigy_smt::Model { values })
}

/// Resident memory of this process in MiB (Linux).
pub(crate) fn resident_mb() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = status.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4096 / (1 << 20))
}
