//! Concolic testing with SAGE's generational search (Godefroid, Levin, Molnar): run the program
//! on a concrete input while the one symbolic step records the path condition; for a run of
//! generation bound `b`, negate each branch conjunct `j ≥ b` (keeping the prefix before it),
//! solve, and run the new input as a child of bound `j`; score children by the branches they
//! newly cover and expand the best first. `Dfs` expands the newest child first without scores
//! (KLEE-style plain depth-first search over inputs). `Coverage` expands first the child whose
//! flipped branch leads nearest to a branch not covered yet (KLEE's covnew heuristic, by the
//! CFA distance to it, calls included, recomputed as coverage grows).
//!
//! A run is `Executor::successors` from the initial state, keeping at every fork the successor
//! whose new conjuncts the input satisfies — the same step as every other analysis, so tests
//! follow exactly the semantics verification uses. **Knows nothing of C syntax** or of the
//! Test-Comp format (effigy-report writes the tests).

use std::collections::{BinaryHeap, HashSet};
use std::time::Duration;

use effigy_ir::{EdgeId, EdgeKind, FuncId, Program};
use effigy_smt::{eval::eval, CheckResult, Model, Solver, TermId};

use crate::explore::{typed_value, InputValue};
use crate::state::State;
use crate::step::{Executor, Successor, Terminal};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum SearchOrder {
    /// SAGE: children scored by new coverage, the best expanded first.
    #[default]
    Generational,
    /// The newest child first, no scores.
    Dfs,
    /// The child nearest to an uncovered branch first.
    Coverage,
}

#[derive(Clone, Debug)]
pub struct ConcolicOptions {
    pub order: SearchOrder,
    /// CPU time for the whole search.
    pub timeout: Option<Duration>,
    /// Stop after this many tests.
    pub max_tests: Option<usize>,
    /// Stop at the first test that reaches an error.
    pub stop_at_error: bool,
    /// Inputs to start from (raw values in read order), each with the index of the initial
    /// state it starts from; none: the all-zero input from every initial state.
    pub seeds: Vec<(usize, Vec<i128>)>,
    /// The functions whose branches are the goals (indexed by `FuncId`; `None`: all): the
    /// program's own, not a library model's, whose branches are still negated (a parse's
    /// outcome is decided there) but neither counted nor scored.
    pub goal_functions: Option<Vec<bool>>,
    /// Functions whose branches are never negated (indexed by `FuncId`; empty: none): a
    /// library model's output formatting, say.
    pub fixed_functions: Vec<bool>,
}

impl Default for ConcolicOptions {
    fn default() -> Self {
        ConcolicOptions {
            order: SearchOrder::Generational,
            timeout: None,
            max_tests: None,
            stop_at_error: false,
            seeds: Vec::new(),
            goal_functions: None,
            fixed_functions: Vec::new(),
        }
    }
}

/// A test: an input that covered something new (or reached an error).
#[derive(Clone, Debug)]
pub struct TestCase {
    pub inputs: Vec<InputValue>,
    pub reaches_error: bool,
    /// Branches this test covered first.
    pub new_branches: usize,
    /// The undefined behaviour the run ended in (the step's description and where), if it did:
    /// the compiled program may crash there.
    pub undefined: Option<(String, effigy_ir::Span)>,
}

#[derive(Clone, Debug, Default)]
pub struct ConcolicStats {
    pub runs: u64,
    pub solver_queries: u64,
    pub covered_branches: usize,
    pub total_branches: usize,
}

pub struct ConcolicResult {
    pub tests: Vec<TestCase>,
    pub stats: ConcolicStats,
    /// The coverage goals of the source (`Function::goals`, by function and index) some test
    /// reached.
    pub covered_goals: HashSet<(FuncId, usize)>,
    /// Why the search ended before exhausting its children (time, test limit, error found).
    pub stopped: Option<String>,
}

/// The branch edges of a program: assumptions out of a location with several successors.
pub fn branch_edges(program: &Program) -> Vec<(FuncId, EdgeId)> {
    let mut out = Vec::new();
    for f in program.func_ids() {
        let func = program.function(f);
        for (i, edge) in func.edges.iter().enumerate() {
            if matches!(edge.kind, EdgeKind::Assume(_)) && func.out_edges(edge.from).len() > 1 {
                out.push((f, EdgeId(i as u32)));
            }
        }
    }
    out
}

pub(crate) struct Run {
    pub(crate) terminal: Option<Terminal>,
    /// Uninitialised storage (and observed addresses) the path condition mentions.
    pub(crate) uninitialised: Vec<TermId>,
    pub(crate) path_condition: Vec<(TermId, (FuncId, EdgeId))>,
    /// Input symbols in read order, with their types and the functions that read them.
    pub(crate) inputs: Vec<(TermId, effigy_ir::TypeId, String)>,
    /// Every edge of the path, in order.
    pub(crate) branches: Vec<(FuncId, EdgeId)>,
    pub(crate) reaches_error: bool,
    /// The run was ended by the search's time limit, not by the program.
    pub(crate) out_of_time: bool,
    /// The input satisfies the whole path condition. A step with one successor is taken
    /// without asking (an assumption, the range of a stream's byte): an input that violates
    /// one (a seed's value read where another input was, out of a byte's range) runs on, and
    /// such a run is no test and covers nothing.
    pub(crate) consistent: bool,
}

/// A child waiting to run: its input, its generation bound, its parent's score, and the branch
/// edge it was made to take (the other side of the conjunct it negates).
#[derive(PartialEq, Eq)]
struct Pending {
    score: usize,
    sequence: u64,
    /// The initial state the input starts from.
    start: usize,
    bound: usize,
    input: Vec<i128>,
    target: Option<(FuncId, EdgeId)>,
}

/// The children waiting to run, in the order of the search.
enum Frontier {
    /// Generational and DFS: by score, then newest.
    Scored(BinaryHeap<Pending>),
    /// Coverage: chosen at each pop by the current distances (coverage changes them).
    Nearest(Vec<Pending>),
}

impl Frontier {
    fn push(&mut self, p: Pending) {
        match self {
            Frontier::Scored(h) => h.push(p),
            Frontier::Nearest(v) => v.push(p),
        }
    }
    fn pop(&mut self, distance: &mut dyn FnMut(Option<(FuncId, EdgeId)>) -> u32) -> Option<Pending> {
        match self {
            Frontier::Scored(h) => h.pop(),
            Frontier::Nearest(v) => {
                // Nearest first; among equals the newest (depth-first).
                let best = (0..v.len()).min_by_key(|&i| (distance(v[i].target), std::cmp::Reverse(v[i].sequence)))?;
                Some(v.swap_remove(best))
            }
        }
    }
}

/// For every location, the number of edges to the nearest branch edge not covered yet (taking
/// it counts one), following calls into their callees; `u32::MAX` where none is reachable.
/// A multi-source breadth-first search backwards from the uncovered branches.
struct Distances {
    /// Per function and location: the locations with an edge into it (callers of a function's
    /// entry included).
    predecessors: Vec<Vec<Vec<(FuncId, effigy_ir::LocId)>>>,
    dist: Vec<Vec<u32>>,
}

impl Distances {
    fn new(program: &Program) -> Distances {
        let mut predecessors: Vec<Vec<Vec<(FuncId, effigy_ir::LocId)>>> =
            program.func_ids().map(|f| vec![Vec::new(); program.function(f).num_locs()]).collect();
        for f in program.func_ids() {
            let func = program.function(f);
            for edge in &func.edges {
                predecessors[f.0 as usize][edge.to.0 as usize].push((f, edge.from));
                if let EdgeKind::Call { callee, .. } = &edge.kind {
                    let entry = program.function(*callee).entry;
                    predecessors[callee.0 as usize][entry.0 as usize].push((f, edge.from));
                }
            }
        }
        let dist = predecessors.iter().map(|locs| vec![u32::MAX; locs.len()]).collect();
        Distances { predecessors, dist }
    }

    fn update(&mut self, program: &Program, uncovered: impl Iterator<Item = (FuncId, EdgeId)>) {
        for d in &mut self.dist {
            d.fill(u32::MAX);
        }
        let mut queue = std::collections::VecDeque::new();
        for (f, e) in uncovered {
            let from = program.function(f).edge(e).from;
            let d = &mut self.dist[f.0 as usize][from.0 as usize];
            if *d > 1 {
                *d = 1;
                queue.push_back((f, from));
            }
        }
        while let Some((f, l)) = queue.pop_front() {
            let next = self.dist[f.0 as usize][l.0 as usize] + 1;
            for &(g, m) in &self.predecessors[f.0 as usize][l.0 as usize] {
                let d = &mut self.dist[g.0 as usize][m.0 as usize];
                if *d > next {
                    *d = next;
                    queue.push_back((g, m));
                }
            }
        }
    }

    /// How near taking `edge` leads to an uncovered branch: 0 when it is one.
    fn of_edge(&self, program: &Program, edge: (FuncId, EdgeId), uncovered: bool) -> u32 {
        if uncovered {
            return 0;
        }
        let to = program.function(edge.0).edge(edge.1).to;
        self.dist[edge.0 .0 as usize][to.0 as usize]
    }
}

impl Ord for Pending {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        // Best score first; among equals the newest (depth-first within a score).
        self.score.cmp(&other.score).then(self.sequence.cmp(&other.sequence))
    }
}
impl PartialOrd for Pending {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

/// Runs the concolic search from the `initials` (built by the caller: main with its arguments;
/// several when the inputs' shape differs between them, as the command line's for each argc).
pub fn concolic<S: Solver>(
    ex: &mut Executor<'_, S>,
    initials: &[State],
    options: &ConcolicOptions,
    progress: &mut dyn FnMut(&ConcolicStats, usize),
) -> ConcolicResult {
    let cpu = crate::clock::CpuClock::start();
    let all_branches = branch_edges(ex.program);
    let branch_set: HashSet<(FuncId, EdgeId)> = all_branches.iter().copied().collect();
    let mut covered: HashSet<(FuncId, EdgeId)> = HashSet::new();
    let is_goal = |(f, _): &(FuncId, EdgeId)| options.goal_functions.as_ref().is_none_or(|g| g.get(f.0 as usize).copied().unwrap_or(true));
    let mut stats = ConcolicStats { total_branches: all_branches.iter().filter(|b| is_goal(b)).count(), ..Default::default() };
    let mut tests = Vec::new();
    let mut tried: HashSet<(usize, Vec<i128>)> = HashSet::new();
    let mut pending = match options.order {
        SearchOrder::Coverage => Frontier::Nearest(Vec::new()),
        _ => Frontier::Scored(BinaryHeap::new()),
    };
    let mut distances = (options.order == SearchOrder::Coverage).then(|| Distances::new(ex.program));
    let mut distances_stale = true;
    let mut sequence = 0u64;
    let seeds = if options.seeds.is_empty() { (0..initials.len()).map(|k| (k, Vec::new())).collect() } else { options.seeds.clone() };
    for (start, input) in seeds {
        if start < initials.len() {
            sequence += 1;
            // The initial state's own constraints (a command line's) are no branches to negate.
            let bound = initials[start].path_condition.len();
            pending.push(Pending { score: usize::MAX, sequence, start, bound, input, target: None });
        }
    }
    let mut stopped = None;
    let mut errors_seen: HashSet<effigy_ir::Span> = HashSet::new();
    // The source's coverage goals by the edges that reach them.
    let mut goal_index: std::collections::HashMap<(FuncId, EdgeId), Vec<(FuncId, usize)>> = Default::default();
    for f in ex.program.func_ids() {
        for (i, g) in ex.program.function(f).goals.iter().enumerate() {
            for &e in &g.edges {
                goal_index.entry((f, e)).or_default().push((f, i));
            }
        }
    }
    let mut covered_goals: HashSet<(FuncId, usize)> = HashSet::new();
    loop {
        if let (Some(d), true) = (distances.as_mut(), distances_stale) {
            d.update(ex.program, all_branches.iter().copied().filter(|b| !covered.contains(b)));
            distances_stale = false;
        }
        let program = ex.program;
        let mut distance = |target: Option<(FuncId, EdgeId)>| match (target, distances.as_ref()) {
            (Some(t), Some(d)) => d.of_edge(program, t, !covered.contains(&t)),
            _ => u32::MAX,
        };
        let Some(next) = pending.pop(&mut distance) else { break };
        if options.timeout.is_some_and(|t| cpu.elapsed() >= t) {
            stopped = Some(format!("time limit of {} s reached", crate::clock::seconds(options.timeout.unwrap())));
            break;
        }
        if options.max_tests.is_some_and(|m| tests.len() >= m) {
            stopped = Some(format!("test limit of {} reached", options.max_tests.unwrap()));
            break;
        }
        if !tried.insert((next.start, next.input.clone())) {
            continue;
        }
        let budget = options.timeout.map(|t| (cpu, t));
        let run = follow_lazily(ex, initials[next.start].clone(), &next.input, budget);
        stats.runs += 1;
        let new: Vec<_> = if run.consistent {
            run.branches.iter().filter(|b| branch_set.contains(b) && !covered.contains(b)).copied().collect()
        } else {
            Vec::new()
        };
        let mut new_unique = new.clone();
        new_unique.sort();
        new_unique.dedup();
        covered.extend(new_unique.iter().copied());
        distances_stale |= !new_unique.is_empty();
        let new_goal_branches = new_unique.iter().filter(|b| is_goal(b)).count();
        stats.covered_branches = covered.iter().filter(|b| is_goal(b)).count();
        // An error is a test the first time it is reached at its location (KLEE writes one test
        // per error site); reaching it again on a path that covers nothing new adds nothing.
        let new_error = match &run.terminal {
            _ if !run.consistent => false,
            Some(Terminal::Error(_, span)) => errors_seen.insert(*span),
            // Undefined behaviour too: the compiled program may crash there (KLEE writes a test
            // per error site, memory errors and divisions by zero included).
            Some(Terminal::Undefined(_, span)) => errors_seen.insert(*span),
            _ => false,
        };
        let undefined = match &run.terminal {
            Some(Terminal::Undefined(what, span)) => Some((what.clone(), *span)),
            _ => None,
        };
        let mut new_goals = 0;
        for edge in run.branches.iter().filter(|_| run.consistent) {
            for &g in goal_index.get(edge).map_or(&[][..], Vec::as_slice) {
                new_goals += covered_goals.insert(g) as usize;
            }
        }
        if new_goal_branches > 0 || new_goals > 0 || new_error {
            let inputs = run
                .inputs
                .iter()
                .enumerate()
                .filter(|(_, (_, _, function))| !function.is_empty())
                .map(|(i, (_, ty, function))| {
                    let raw = next.input.get(i).copied().unwrap_or_else(|| absent_input(function));
                    InputValue { function: function.clone(), ty: *ty, value: typed_value(ex.program, *ty, raw) }
                })
                .collect();
            tests.push(TestCase { inputs, reaches_error: run.reaches_error, new_branches: new_goal_branches, undefined });
            progress(&stats, tests.len());
            if run.reaches_error && options.stop_at_error {
                stopped = Some("an error was reached".into());
                break;
            }
        }
        // Children: negate each branch conjunct from the bound on.
        let score = match options.order {
            SearchOrder::Generational => new_goal_branches,
            SearchOrder::Dfs | SearchOrder::Coverage => 0,
        };
        let symbols: Vec<TermId> = run.inputs.iter().map(|i| i.0).collect();
        let prefix: Vec<TermId> = run.path_condition.iter().map(|p| p.0).collect();
        // A fixed function's conjuncts are neither negated nor kept in a child's query: the
        // path through them (the digits a value printed has) must not pin the values for the
        // program's later branches; a child may take another path through them.
        let fixed = |f: FuncId| options.fixed_functions.get(f.0 as usize).copied().unwrap_or(false);
        let free: Vec<bool> = run.path_condition.iter().map(|(_, (f, _))| !fixed(*f)).collect();
        for j in next.bound..run.path_condition.len() {
            let (c, (f, e)) = run.path_condition[j];
            if !branch_set.contains(&(f, e)) || fixed(f) {
                continue;
            }
            if options.timeout.is_some_and(|t| cpu.elapsed() >= t) {
                stopped = Some(format!("time limit of {} s reached", crate::clock::seconds(options.timeout.unwrap())));
                break;
            }
            let mut query: Vec<TermId> = prefix[..j].iter().zip(&free).filter(|(_, &keep)| keep).map(|(&c, _)| c).collect();
            query.push(ex.terms.not(c));
            stats.solver_queries += 1;
            // No query may outlast the search.
            let saved = ex.solver.query_timeout();
            if let Some(left) = crate::bmc::time_left(options.timeout, &cpu) {
                ex.solver.set_query_timeout(Some(saved.map_or(left, |q| q.min(left))));
            }
            let answer = ex.solver.model(&ex.terms, &query, &symbols);
            ex.solver.set_query_timeout(saved);
            let CheckResult::Sat(model) = answer else { continue };
            let child: Vec<i128> = symbols
                .iter()
                .enumerate()
                .map(|(i, &s)| model.get(s).unwrap_or_else(|| next.input.get(i).copied().unwrap_or_else(|| absent_input(&run.inputs[i].2))))
                .collect();
            if tried.contains(&(next.start, child.clone())) {
                continue;
            }
            sequence += 1;
            // The branch the child was made to take: the other side of conjunct j's edge.
            let func = ex.program.function(f);
            let target = func.out_edges(func.edge(e).from).iter().find(|&&x| x != e).map(|&x| (f, x));
            pending.push(Pending { score, sequence, start: next.start, bound: j + 1, input: child, target });
        }
        if run.out_of_time && stopped.is_none() {
            stopped = Some(format!("time limit of {} s reached", crate::clock::seconds(options.timeout.unwrap_or_default())));
        }
        if stopped.is_some() {
            break;
        }
    }
    ConcolicResult { tests, stats, covered_goals, stopped }
}

/// One concrete run: at every fork the successor whose new conjuncts the input satisfies.
/// Input `i` takes `input[i]` (raw bits), 0 once they run out; a symbol that is not an input
/// (uninitialised storage) does not decide a fork: the first successor is taken.
pub(crate) fn run_on<S: Solver>(ex: &mut Executor<'_, S>, initial: State, input: &[i128]) -> Run {
    follow_lazily(ex, initial, input, None)
}

/// `run_on` within a CPU-time budget (a clock and its limit): a run that outlasts it ends
/// where it stands, with `out_of_time` set (its path is still what the input makes it).
fn follow_lazily<S: Solver>(
    ex: &mut Executor<'_, S>,
    initial: State,
    input: &[i128],
    budget: Option<(crate::clock::CpuClock, Duration)>,
) -> Run {
    // The input decides every fork, and is itself a model of the side it takes: the step need
    // not ask the solver whether a direction is feasible (a query that gives up would end the
    // run where the compiled program goes on).
    let lazy = std::mem::replace(&mut ex.limits.lazy, true);
    let run = follow(ex, initial, input, budget);
    ex.limits.lazy = lazy;
    run
}

fn follow<S: Solver>(ex: &mut Executor<'_, S>, initial: State, input: &[i128], budget: Option<(crate::clock::CpuClock, Duration)>) -> Run {
    let mut slot = Some(initial);
    let mut model = Model { values: Default::default() };
    // Inputs are only ever appended along a path: the model grows with them, so a fork does
    // not assign every input read so far again.
    let mut assigned = 0usize;
    let mut out_of_time = false;
    let mut steps = 0u64;
    let reaches_error;
    let end;
    let state;
    loop {
        steps += 1;
        if steps % 4096 == 0 && budget.is_some_and(|(clock, limit)| clock.elapsed() >= limit) {
            if let Some(st) = slot.take() {
                out_of_time = true;
                reaches_error = false;
                end = Terminal::Cut("the time limit was reached during the run".into());
                state = st;
                break;
            }
        }
        let parent_len = slot.as_ref().map_or(0, |s| s.path_condition.len());
        // A step with one successor that needs no copy runs in place.
        let Some(mut successors) = ex.advance(&mut slot) else { continue };
        let chosen = if successors.len() == 1 {
            0
        } else {
            // The side whose new conjuncts the input makes true; where the input does not decide
            // (a conjunct over uninitialised storage), the first side whose path condition is
            // satisfiable — the lazy step asked no solver, so a side may be impossible.
            let mut decided = None;
            let mut undecided = Vec::new();
            for (k, s) in successors.iter().enumerate() {
                let st = match s {
                    Successor::Running(st) | Successor::Done(st, _) => st,
                };
                // From the same base for every side: a split may have read different symbols.
                assign_inputs(ex, st, input, &mut model, assigned);
                let recent: Vec<TermId> = st.path_condition.recent(st.path_condition.len().saturating_sub(parent_len)).collect();
                let values: Vec<Option<i128>> = recent.iter().map(|&c| eval(&ex.terms, c, &model)).collect();
                if values.iter().all(|v| v.is_some_and(|v| v != 0)) {
                    decided = Some(k);
                    break;
                }
                if !values.contains(&Some(0)) {
                    undecided.push(k);
                }
            }
            decided
                .or_else(|| {
                    undecided.into_iter().find(|&k| {
                        let st = match &successors[k] {
                            Successor::Running(st) | Successor::Done(st, _) => st,
                        };
                        let conjuncts: Vec<TermId> = st.path_condition.iter().collect();
                        matches!(ex.solver.model(&ex.terms, &conjuncts, &[]), CheckResult::Sat(_))
                    })
                })
                .unwrap_or(0)
        };
        if successors.is_empty() {
            // No successor at all (an infeasible path): nothing more to run.
            return Run {
                terminal: None,
                uninitialised: Vec::new(),
                path_condition: Vec::new(),
                inputs: Vec::new(),
                branches: Vec::new(),
                reaches_error: false,
                out_of_time: false,
                consistent: false,
            };
        }
        if successors.len() > 1 {
            assigned = match &successors[chosen] {
                Successor::Running(st) | Successor::Done(st, _) => st.inputs.len(),
            };
        }
        match successors.swap_remove(chosen) {
            Successor::Running(st) => slot = Some(st),
            Successor::Done(st, terminal) => {
                reaches_error = matches!(terminal, Terminal::Error(..));
                end = terminal;
                state = st;
                break;
            }
        }
    }
    assign_inputs(ex, &state, input, &mut model, assigned);
    let consistent = !state.path_condition.iter().any(|c| eval(&ex.terms, c, &model) == Some(0));
    let mut symbols = Vec::new();
    for c in state.path_condition.iter() {
        ex.terms.symbols(c, &mut symbols);
    }
    Run {
        terminal: Some(end),
        uninitialised: {
            let mentioned: HashSet<TermId> = symbols.into_iter().collect();
            state.uninitialised.iter().copied().filter(|u| mentioned.contains(u)).collect()
        },
        path_condition: state.path_condition.pairs().collect(),
        inputs: state.inputs.iter().map(|i| (i.symbol, i.ty, i.function.clone())).collect(),
        branches: state.path_edges(ex.program),
        reaches_error,
        out_of_time,
        consistent,
    }
}

/// The value of an input a run reads beyond those it was given: 0, or for a byte of standard
/// input or of a file of `--sym-file`, -1 (the file has ended), so that a first run reads an
/// empty input rather than zero bytes up to its step limit.
fn absent_input(function: &str) -> i128 {
    if function == effigy_ir::STDIN_INPUT || effigy_ir::file_of_input(function).is_some() {
        -1
    } else {
        0
    }
}

/// Adds the inputs `state` has read since the last call (`assigned` of them are in `model`).
fn assign_inputs<S: Solver>(ex: &Executor<'_, S>, state: &State, input: &[i128], model: &mut Model, assigned: usize) {
    for i in assigned..state.inputs.len() {
        let inp = state.inputs.get(i).expect("an input below the length");
        let raw = input.get(i).copied().unwrap_or_else(|| absent_input(&inp.function));
        let value = match ex.terms.sort(inp.symbol) {
            effigy_smt::Sort::BitVec(w) if w < 128 => raw & ((1i128 << w) - 1),
            effigy_smt::Sort::Bool => (raw != 0) as i128,
            _ => raw,
        };
        model.values.insert(inp.symbol, value);
    }
}
