//! Concolic testing with SAGE's generational search (Godefroid, Levin, Molnar): run the program
//! on a concrete input while the one symbolic step records the path condition; for a run of
//! generation bound `b`, negate each branch conjunct `j ≥ b` (keeping the prefix before it),
//! solve, and run the new input as a child of bound `j`; score children by the branches they
//! newly cover and expand the best first. `Dfs` expands the newest child first without scores
//! (KLEE-style plain depth-first search over inputs).
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
    /// Inputs to start from (raw values in read order); none: the all-zero input.
    pub seeds: Vec<Vec<i128>>,
}

impl Default for ConcolicOptions {
    fn default() -> Self {
        ConcolicOptions { order: SearchOrder::Generational, timeout: None, max_tests: None, stop_at_error: false, seeds: Vec::new() }
    }
}

/// A test: an input that covered something new (or reached an error).
#[derive(Clone, Debug)]
pub struct TestCase {
    pub inputs: Vec<InputValue>,
    pub reaches_error: bool,
    /// Branches this test covered first.
    pub new_branches: usize,
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
    pub(crate) branches: Vec<(FuncId, EdgeId)>,
    pub(crate) reaches_error: bool,
}

/// A child waiting to run: its input, its generation bound, its parent's score.
#[derive(PartialEq, Eq)]
struct Pending {
    score: usize,
    sequence: u64,
    bound: usize,
    input: Vec<i128>,
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

/// Runs the concolic search from `initial` (built by the caller: main with its arguments).
pub fn concolic<S: Solver>(
    ex: &mut Executor<'_, S>,
    initial: State,
    options: &ConcolicOptions,
    progress: &mut dyn FnMut(&ConcolicStats, usize),
) -> ConcolicResult {
    let cpu = crate::clock::CpuClock::start();
    let all_branches = branch_edges(ex.program);
    let branch_set: HashSet<(FuncId, EdgeId)> = all_branches.iter().copied().collect();
    let mut covered: HashSet<(FuncId, EdgeId)> = HashSet::new();
    let mut stats = ConcolicStats { total_branches: all_branches.len(), ..Default::default() };
    let mut tests = Vec::new();
    let mut tried: HashSet<Vec<i128>> = HashSet::new();
    let mut pending: BinaryHeap<Pending> = BinaryHeap::new();
    let mut sequence = 0u64;
    let seeds = if options.seeds.is_empty() { vec![Vec::new()] } else { options.seeds.clone() };
    for input in seeds {
        sequence += 1;
        pending.push(Pending { score: usize::MAX, sequence, bound: 0, input });
    }
    let mut stopped = None;
    while let Some(next) = pending.pop() {
        if options.timeout.is_some_and(|t| cpu.elapsed() >= t) {
            stopped = Some(format!("time limit of {} s reached", crate::clock::seconds(options.timeout.unwrap())));
            break;
        }
        if options.max_tests.is_some_and(|m| tests.len() >= m) {
            stopped = Some(format!("test limit of {} reached", options.max_tests.unwrap()));
            break;
        }
        if !tried.insert(next.input.clone()) {
            continue;
        }
        let run = run_on(ex, initial.clone(), &next.input);
        stats.runs += 1;
        let new: Vec<_> = run.branches.iter().filter(|b| branch_set.contains(b) && !covered.contains(b)).copied().collect();
        let mut new_unique = new.clone();
        new_unique.sort();
        new_unique.dedup();
        covered.extend(new_unique.iter().copied());
        stats.covered_branches = covered.len();
        if !new_unique.is_empty() || run.reaches_error {
            let inputs = run
                .inputs
                .iter()
                .enumerate()
                .map(|(i, (_, ty, function))| {
                    let raw = next.input.get(i).copied().unwrap_or(0);
                    InputValue { function: function.clone(), ty: *ty, value: typed_value(ex.program, *ty, raw) }
                })
                .collect();
            tests.push(TestCase { inputs, reaches_error: run.reaches_error, new_branches: new_unique.len() });
            progress(&stats, tests.len());
            if run.reaches_error && options.stop_at_error {
                stopped = Some("an error was reached".into());
                break;
            }
        }
        // Children: negate each branch conjunct from the bound on.
        let score = match options.order {
            SearchOrder::Generational => new_unique.len(),
            SearchOrder::Dfs => 0,
        };
        let symbols: Vec<TermId> = run.inputs.iter().map(|i| i.0).collect();
        let prefix: Vec<TermId> = run.path_condition.iter().map(|p| p.0).collect();
        for j in next.bound..run.path_condition.len() {
            let (c, (f, e)) = run.path_condition[j];
            if !branch_set.contains(&(f, e)) {
                continue;
            }
            if options.timeout.is_some_and(|t| cpu.elapsed() >= t) {
                break;
            }
            let mut query = prefix[..j].to_vec();
            query.push(ex.terms.not(c));
            stats.solver_queries += 1;
            let CheckResult::Sat(model) = ex.solver.model(&ex.terms, &query, &symbols) else { continue };
            let child: Vec<i128> =
                symbols.iter().enumerate().map(|(i, &s)| model.get(s).unwrap_or_else(|| next.input.get(i).copied().unwrap_or(0))).collect();
            if tried.contains(&child) {
                continue;
            }
            sequence += 1;
            pending.push(Pending { score, sequence, bound: j + 1, input: child });
        }
    }
    ConcolicResult { tests, stats, stopped }
}

/// One concrete run: at every fork the successor whose new conjuncts the input satisfies.
/// Input `i` takes `input[i]` (raw bits), 0 once they run out; a symbol that is not an input
/// (uninitialised storage) does not decide a fork: the first successor is taken.
pub(crate) fn run_on<S: Solver>(ex: &mut Executor<'_, S>, initial: State, input: &[i128]) -> Run {
    let mut state = initial;
    let mut model = Model { values: Default::default() };
    let reaches_error;
    let end;
    loop {
        let parent_len = state.path_condition.len();
        let mut successors = ex.successors(state);
        let chosen = if successors.len() == 1 {
            0
        } else {
            let mut pick = None;
            for (k, s) in successors.iter().enumerate() {
                let st = match s {
                    Successor::Running(st) | Successor::Done(st, _) => st,
                };
                assign_inputs(ex, st, input, &mut model);
                let recent: Vec<TermId> = st.path_condition.recent(st.path_condition.len().saturating_sub(parent_len)).collect();
                if recent.iter().all(|&c| eval(&ex.terms, c, &model) != Some(0)) {
                    pick = Some(k);
                    break;
                }
            }
            pick.unwrap_or(0)
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
            };
        }
        match successors.swap_remove(chosen) {
            Successor::Running(st) => state = st,
            Successor::Done(st, terminal) => {
                reaches_error = matches!(terminal, Terminal::Error(..));
                end = terminal;
                state = st;
                break;
            }
        }
    }
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
    }
}

fn assign_inputs<S: Solver>(ex: &Executor<'_, S>, state: &State, input: &[i128], model: &mut Model) {
    for (i, inp) in state.inputs.iter().enumerate() {
        let raw = input.get(i).copied().unwrap_or(0);
        let value = match ex.terms.sort(inp.symbol) {
            effigy_smt::Sort::BitVec(w) if w < 128 => raw & ((1i128 << w) - 1),
            effigy_smt::Sort::Bool => (raw != 0) as i128,
            _ => raw,
        };
        model.values.insert(inp.symbol, value);
    }
}
