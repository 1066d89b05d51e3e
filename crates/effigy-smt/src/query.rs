//! The query layer in front of the solver (as in KLEE): constraint independence, a cache of
//! results keyed by the (sorted) constraint set, and model reuse — a recent model that already
//! satisfies the query answers it without calling the solver. Every engine goes through it.

use std::collections::{HashMap, HashSet};
use std::path::PathBuf;
use std::time::{Duration, Instant};

use crate::eval::eval;
use crate::solver::{CheckResult, Model, Solver};
use crate::term::{mask, signed_value, Op, Sort, TermData, TermId, TermStore};

#[derive(Clone, Debug, Default)]
pub struct QueryStats {
    /// Queries asked of the layer.
    pub queries: u64,
    /// Answered from the cache.
    pub cache_hits: u64,
    /// Answered by a recent model.
    pub model_reuse_hits: u64,
    /// Answered by evaluation where the conjuncts' bounds pin every symbol to one value.
    pub bound_hits: u64,
    /// Answered by the solver.
    pub solver_calls: u64,
    pub solver_time: Duration,
    /// Conjuncts dropped by constraint independence, summed over queries.
    pub independent_dropped: u64,
}

#[derive(Clone, Debug)]
pub struct QueryOptions {
    pub independence: bool,
    pub cache: bool,
    pub model_reuse: bool,
    /// How many recent models model reuse tries.
    pub reuse_window: usize,
    /// Write every solver query as SMT-LIB here.
    pub dump_dir: Option<PathBuf>,
    /// Time limit of one solver call.
    pub query_timeout: Option<Duration>,
    /// The CPU time of the calling thread (with its solver processes', [`thread_cpu_time`])
    /// at which the analysis' time ends: no solver call is given more wall time than the CPU
    /// time left, so that a loaded machine (engines in parallel, other jobs) does not end a
    /// share before its CPU time is spent.
    pub deadline: Option<Duration>,
    /// How a query reaches the backend (see [`QueryMode`]).
    pub mode: QueryMode,
}

/// How [`QuerySolver`] asks the backend a query that is not floating point (a floating-point
/// query is always decided alone).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum QueryMode {
    /// Pushed onto the backend's long-lived solver and popped after.
    Incremental,
    /// Decided by a fresh solver (`Solver::check_alone`).
    Alone,
    /// Pushed for a short slice ([`PUSHED_SLICE`]); a query still open after it is decided
    /// alone in the time left. The analyses' default.
    #[default]
    Hybrid,
}

impl QueryMode {
    pub fn name(self) -> &'static str {
        match self {
            QueryMode::Incremental => "incremental",
            QueryMode::Alone => "alone",
            QueryMode::Hybrid => "hybrid",
        }
    }
    /// The names of the modes (the command line's choices).
    pub const NAMES: [&'static str; 3] = ["incremental", "alone", "hybrid"];
    pub fn from_name(s: &str) -> Option<QueryMode> {
        [QueryMode::Incremental, QueryMode::Alone, QueryMode::Hybrid].into_iter().find(|m| m.name() == s)
    }
}

/// The time a hybrid query has on the long-lived solver before it is decided alone.
pub const PUSHED_SLICE: Duration = Duration::from_millis(100);

impl Default for QueryOptions {
    fn default() -> Self {
        QueryOptions {
            independence: true,
            cache: true,
            model_reuse: true,
            reuse_window: 8,
            dump_dir: None,
            query_timeout: None,
            deadline: None,
            mode: QueryMode::default(),
        }
    }
}

/// CPU time of the calling thread and of the solver processes it started: an analysis's own
/// time, also when others run beside it in other threads.
pub fn thread_cpu_time() -> Duration {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: a valid out-pointer; CLOCK_THREAD_CPUTIME_ID exists on every Linux.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    Duration::new(ts.tv_sec.max(0) as u64, ts.tv_nsec.clamp(0, 999_999_999) as u32) + crate::process::thread_solver_processes_cpu_time()
}

/// Queries dumped by this process (`--dump-queries` file numbers).
static DUMPED: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// Entries of the result cache before it is emptied.
const CACHE_ENTRIES: usize = 1 << 18;

pub struct QuerySolver<S: Solver> {
    solver: S,
    options: QueryOptions,
    /// Satisfiability of constraint sets.
    cache: HashMap<Vec<TermId>, bool>,
    recent: Vec<Model>,
    /// The timeout last given to the solver: setting it again on every call costs more than
    /// many of the queries (the solver re-reads all its parameters).
    timeout_set: Option<Duration>,
    pub stats: QueryStats,
}

/// The answer of a feasibility query.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Feasibility {
    Sat,
    Unsat,
    Unknown(String),
}

impl<S: Solver> QuerySolver<S> {
    /// Calls, time and wins per backend (a portfolio's members; empty for a single in-process
    /// backend, whose figures are the query statistics).
    pub fn backend_stats(&self) -> Vec<crate::BackendStats> {
        self.solver.backend_stats()
    }
    /// The backend's name and version.
    pub fn solver_name(&self) -> String {
        self.solver.name()
    }
    pub fn new(solver: S, options: QueryOptions) -> Self {
        QuerySolver { solver, options, cache: HashMap::new(), recent: Vec::new(), timeout_set: None, stats: QueryStats::default() }
    }

    /// The time limit of each later solver call (an engine whose one query is its whole
    /// problem gives it the time left).
    pub fn set_query_timeout(&mut self, t: Option<Duration>) {
        self.options.query_timeout = t;
    }
    pub fn query_timeout(&self) -> Option<Duration> {
        self.options.query_timeout
    }

    /// The thread's CPU time ([`thread_cpu_time`]) at which solver calls stop being made.
    pub fn set_deadline(&mut self, d: Option<Duration>) {
        self.options.deadline = d;
    }

    /// Is `path_condition ∧ query` satisfiable?
    pub fn feasible(&mut self, store: &TermStore, path_condition: &[TermId], query: TermId) -> Feasibility {
        self.stats.queries += 1;
        // `true` is feasible: a path condition is satisfiable by construction.
        if let Some(b) = store.as_bool(query) {
            return if b { Feasibility::Sat } else { Feasibility::Unsat };
        }
        let conjuncts = if self.options.independence {
            let kept = independent_subset(store, path_condition, query);
            self.stats.independent_dropped += (path_condition.len() - kept.len()) as u64;
            kept
        } else {
            path_condition.to_vec()
        };
        self.check_with(store, conjuncts, query)
    }

    /// Is `conjuncts ∧ query` satisfiable, where `conjuncts` are already the part of a
    /// satisfiable path condition that `query` depends on (an index kept by the caller)?
    pub fn feasible_independent(&mut self, store: &TermStore, conjuncts: Vec<TermId>, query: TermId) -> Feasibility {
        self.stats.queries += 1;
        if let Some(b) = store.as_bool(query) {
            return if b { Feasibility::Sat } else { Feasibility::Unsat };
        }
        self.check_with(store, conjuncts, query)
    }

    fn check_with(&mut self, store: &TermStore, mut conjuncts: Vec<TermId>, query: TermId) -> Feasibility {
        conjuncts.push(query);
        conjuncts.sort();
        conjuncts.dedup();
        if self.options.cache {
            if let Some(&sat) = self.cache.get(&conjuncts) {
                self.stats.cache_hits += 1;
                return if sat { Feasibility::Sat } else { Feasibility::Unsat };
            }
        }
        let mut symbols = Vec::new();
        for &c in &conjuncts {
            store.symbols(c, &mut symbols);
        }
        symbols.sort();
        symbols.dedup();
        if self.options.model_reuse {
            if let Some(m) = self.reuse(store, &conjuncts, &symbols) {
                self.stats.model_reuse_hits += 1;
                if self.options.cache {
                    self.remember_answer(conjuncts, true);
                }
                self.remember(restrict(m, &symbols));
                return Feasibility::Sat;
            }
        }
        if let Some(sat) = decided_by_bounds(store, &conjuncts, &symbols) {
            self.stats.bound_hits += 1;
            if self.options.cache {
                self.remember_answer(conjuncts, sat.is_some());
            }
            return match sat {
                Some(m) => {
                    self.remember(m);
                    Feasibility::Sat
                }
                None => Feasibility::Unsat,
            };
        }
        match self.solve(store, &conjuncts, &symbols) {
            CheckResult::Sat(m) => {
                if self.options.cache {
                    self.remember_answer(conjuncts, true);
                }
                self.remember(m);
                Feasibility::Sat
            }
            CheckResult::Unsat => {
                if self.options.cache {
                    self.remember_answer(conjuncts, false);
                }
                Feasibility::Unsat
            }
            CheckResult::Unknown(r) => Feasibility::Unknown(r),
        }
    }

    /// Caches an answer. The cache is bounded: when full it is emptied (answers are cheap to
    /// recompute compared with the memory a long run would otherwise keep).
    fn remember_answer(&mut self, conjuncts: Vec<TermId>, sat: bool) {
        if self.cache.len() >= CACHE_ENTRIES {
            self.cache.clear();
        }
        self.cache.insert(conjuncts, sat);
    }

    /// Drops the backend's memo of translated terms (an engine moving on to a new problem).
    pub fn forget(&mut self) {
        self.solver.forget();
    }

    /// Like [`QuerySolver::model`], for one large problem decided on its own (no cache, no
    /// model reuse; the backend may use a fresh, non-incremental solver).
    pub fn model_alone(&mut self, store: &TermStore, conjuncts: &[TermId], wanted: &[TermId]) -> CheckResult {
        self.stats.queries += 1;
        self.stats.solver_calls += 1;
        let dump = self.dump(store, conjuncts);
        self.limit_to_call(self.options.query_timeout);
        let start = Instant::now();
        let (asked, free) = mentioned_and_free(store, conjuncts, wanted);
        let r = self.solver.check_alone(store, conjuncts, &asked);
        let took = start.elapsed();
        self.stats.solver_time += took;
        self.record(dump, &r, took);
        with_defaults(store, r, &free)
    }

    /// The directory queries are dumped to (`--dump-queries`), if any.
    pub fn dump_dir(&self) -> Option<&std::path::Path> {
        self.options.dump_dir.as_deref()
    }

    /// Writes the query to the dump directory, if there is one: the file it went to.
    fn dump(&self, store: &TermStore, conjuncts: &[TermId]) -> Option<PathBuf> {
        let dir = self.options.dump_dir.as_ref()?;
        // Numbered per process, not per query layer: every engine of the portfolio has its own
        // query layer, and each would otherwise overwrite the dumps of the engines before it.
        let n = DUMPED.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
        let path = dir.join(format!("query-{n:06}.smt2"));
        // Dumping is best effort: a failed write must not change the analysis.
        std::fs::write(&path, crate::smtlib::query_script(store, conjuncts)).ok()?;
        Some(path)
    }

    /// The answer and the time it took, as a comment after a dumped script: a query the
    /// analysis' time limit interrupted has none (the corpus of slow queries keeps it), nor
    /// one stopped because another engine of the parallel portfolio decided.
    fn record(&self, dump: Option<PathBuf>, r: &CheckResult, took: Duration) {
        let Some(path) = dump else { return };
        let answer = match r {
            CheckResult::Sat(_) => "sat",
            CheckResult::Unsat => "unsat",
            CheckResult::Unknown(_) if crate::solver::interrupted() => return,
            CheckResult::Unknown(_) => "unknown",
        };
        if let Ok(mut f) = std::fs::OpenOptions::new().append(true).open(path) {
            use std::io::Write;
            let _ = writeln!(f, "; effigy: {:.3} ms {answer} ({})", took.as_secs_f64() * 1e3, self.solver.name());
        }
    }

    /// A model of all the conjuncts giving values to `wanted` (the inputs of a counterexample).
    pub fn model(&mut self, store: &TermStore, conjuncts: &[TermId], wanted: &[TermId]) -> CheckResult {
        self.stats.queries += 1;
        let (asked, free) = mentioned_and_free(store, conjuncts, wanted);
        let r = self.solve(store, conjuncts, &asked);
        if let CheckResult::Sat(m) = &r {
            self.remember(m.clone());
        }
        with_defaults(store, r, &free)
    }

    /// A model satisfying every conjunct, found without the solver: a recent model, completed
    /// for the symbols it lacks with values suggested by the query's constants (c, c ± 1, 0, −1,
    /// one value for all missing symbols at a time). Evaluation decides, so a hit is a proof.
    fn reuse(&self, store: &TermStore, conjuncts: &[TermId], symbols: &[TermId]) -> Option<Model> {
        let satisfies = |m: &Model| conjuncts.iter().all(|&c| eval(store, c, m) == Some(1));
        if let Some(m) = self.recent.iter().rev().find(|m| satisfies(m)) {
            return Some(m.clone());
        }
        let mut constants: Vec<i128> = vec![0, -1, 1];
        for &c in conjuncts {
            collect_constants(store, c, &mut constants);
            if constants.len() > MAX_CANDIDATE_VALUES {
                break;
            }
        }
        constants.sort();
        constants.dedup();
        let empty = Model::default();
        let bases = self.recent.iter().rev().take(2).chain(std::iter::once(&empty));
        for base in bases {
            let missing: Vec<TermId> = symbols.iter().copied().filter(|s| !base.values.contains_key(s)).collect();
            if missing.is_empty() {
                continue;
            }
            for &v in &constants {
                let mut m = base.clone();
                for &s in &missing {
                    let value = match store.sort(s) {
                        Sort::BitVec(w) => (v as u64 & mask(w)) as i128,
                        Sort::Bool => (v != 0) as i128,
                        Sort::Int => v,
                        Sort::Array { .. } => return None,
                    };
                    m.values.insert(s, value);
                }
                if satisfies(&m) {
                    return Some(m);
                }
            }
        }
        None
    }

    fn remember(&mut self, m: Model) {
        if self.options.reuse_window == 0 {
            return;
        }
        if self.recent.len() >= self.options.reuse_window {
            self.recent.remove(0);
        }
        self.recent.push(m);
    }

    /// Gives the backend's later checks the time limit `t` (unless it already has it).
    fn limit_to(&mut self, t: Duration) {
        if self.timeout_set != Some(t) {
            self.solver.set_timeout(t);
            self.timeout_set = Some(t);
        }
    }

    /// Gives the next check this call's limit; without one, lifts a limit set before (a
    /// hybrid slice), or leaves the backend as it is if it never had one.
    fn limit_to_call(&mut self, limit: Option<Duration>) {
        match limit {
            Some(l) => self.limit_to(l),
            None if self.timeout_set.is_some() => self.limit_to(NO_LIMIT),
            None => {}
        }
    }

    /// The query pushed onto the backend's long-lived solver and popped after.
    fn check_pushed(&mut self, store: &TermStore, conjuncts: &[TermId], wanted: &[TermId]) -> CheckResult {
        self.solver.push();
        for &c in conjuncts {
            self.solver.assert(store, c);
        }
        let r = self.solver.check(store, &[], wanted);
        self.solver.pop();
        r
    }

    fn solve(&mut self, store: &TermStore, conjuncts: &[TermId], wanted: &[TermId]) -> CheckResult {
        if crate::solver::interrupted() {
            // The analysis was cancelled (another engine decided): no query is worth asking.
            return CheckResult::Unknown("the analysis was stopped".into());
        }
        // This call's limit: the query's own, cut to what is left of the analysis' time.
        let limit = match self.options.deadline {
            Some(deadline) => {
                let left = deadline.saturating_sub(thread_cpu_time());
                if left.is_zero() {
                    // No solver call: nothing to count or dump.
                    return CheckResult::Unknown("time limit reached".into());
                }
                // In steps of 50 ms, so that the backend's limit changes a few times a second,
                // not on every call: setting it costs Z3 more than many of the queries (CEGAR
                // in the portfolio of engines asked 8 times fewer queries when it did).
                let ms = left.as_millis() as u64;
                let left = Duration::from_millis(if ms >= 100 { ms / 50 * 50 } else { ms.max(1) });
                Some(self.options.query_timeout.map_or(left, |q| q.min(left)))
            }
            None => self.options.query_timeout,
        };
        self.stats.solver_calls += 1;
        let dump = self.dump(store, conjuncts);
        let start = Instant::now();
        // A floating-point query is decided by a fresh solver: Z3 then runs its tactics for
        // one problem (simplification, bit-blasting to its SAT solver), where a pushed query
        // goes to its incremental core, about ten times slower on floating point. Other
        // queries are asked as the mode says. Pushed is cheapest for the many small queries
        // of tree exploration and CEGAR (every query alone cost 25 % more solver time on
        // sv-dev at 60 s: CEGAR's 459 s against 158 s) but gives up most often on hard ones,
        // and overruns its limit (of the solver benchmark's 151 hardest queries at 5 s, Z3
        // 4.8.12 decided 38 pushed, some after 29 s, and 90 alone). Hybrid keeps both: a
        // query still open after a short pushed slice is started again alone (91 decided,
        // none past 6 s; on sv-dev 1 % less CPU than pushed).
        let fp = conjuncts.iter().any(|&c| store.mentions_fp(c));
        let mode = if fp { QueryMode::Alone } else { self.options.mode };
        let r = match mode {
            QueryMode::Alone => {
                self.limit_to_call(limit);
                self.solver.check_alone(store, conjuncts, wanted)
            }
            QueryMode::Incremental => {
                self.limit_to_call(limit);
                self.check_pushed(store, conjuncts, wanted)
            }
            QueryMode::Hybrid => {
                let slice = limit.map_or(PUSHED_SLICE, |l| l.min(PUSHED_SLICE));
                self.limit_to(slice);
                let r = self.check_pushed(store, conjuncts, wanted);
                let spent = start.elapsed();
                // Given up early (incompleteness, not time) or with no time left: that answer.
                let used_slice = spent >= slice.mul_f64(0.9);
                let left = limit.map_or(Some(NO_LIMIT), |l| l.checked_sub(spent).filter(|d| !d.is_zero()));
                match (r, left) {
                    (CheckResult::Unknown(_), Some(left)) if used_slice => {
                        self.limit_to(left);
                        self.solver.check_alone(store, conjuncts, wanted)
                    }
                    (r, _) => r,
                }
            }
        };
        let took = start.elapsed();
        self.stats.solver_time += took;
        self.record(dump, &r, took);
        match r {
            // Stopped by the deadline rather than by the query's own limit: say so.
            CheckResult::Unknown(_) if self.options.deadline.is_some_and(|d| thread_cpu_time() >= d) => {
                CheckResult::Unknown("the engine's share of the time limit ended during a solver call".into())
            }
            r => r,
        }
    }
}

/// The limit of a check when the analysis has none (Z3's is a 32-bit count of milliseconds).
const NO_LIMIT: Duration = Duration::from_millis(u32::MAX as u64);

/// The wanted symbols some conjunct mentions, and the others (sorted as `wanted` is), which no
/// conjunct constrains. Only the first are asked of the backend: reading a value out of Z3's
/// model costs a translation and an evaluation per symbol, 2.4 s of a counterexample with
/// 200 000 inputs (an SV-COMP array filled by a loop) of which the query mentioned 4.
fn mentioned_and_free(store: &TermStore, conjuncts: &[TermId], wanted: &[TermId]) -> (Vec<TermId>, Vec<TermId>) {
    let mut mentioned = store.symbols_in(conjuncts);
    mentioned.sort_unstable();
    wanted.iter().partition(|w| mentioned.binary_search(w).is_ok())
}

/// A satisfiable answer with the `free` symbols given the value a solver's model completion
/// gives a constant it never saw (0, false): any value satisfies the conjuncts, which do not
/// mention them. Arrays and uninterpreted sorts have no value in a model, as from a backend.
fn with_defaults(store: &TermStore, r: CheckResult, free: &[TermId]) -> CheckResult {
    match r {
        CheckResult::Sat(mut m) => {
            for &f in free {
                if store.uninterpreted_sort(f).is_none() && matches!(store.sort(f), Sort::Bool | Sort::BitVec(_) | Sort::Int) {
                    m.values.entry(f).or_insert(0);
                }
            }
            CheckResult::Sat(m)
        }
        r => r,
    }
}

/// The model's values of `symbols` only (models stay as small as the queries they answer).
fn restrict(mut m: Model, symbols: &[TermId]) -> Model {
    m.values.retain(|s, _| symbols.binary_search(s).is_ok());
    m
}

/// Candidate values tried per completion (the query's constants and their neighbours).
const MAX_CANDIDATE_VALUES: usize = 24;

/// Conjuncts decided without the solver where their bounds on symbols leave each symbol one
/// value (KLEE's implied-value concretisation, at the query): `k <= n` and `!(k + 1 <= n)`
/// pin `n` to k, and then `2 * sum == n * (n + 1)`, a product no bit-blasting solver likes,
/// is evaluated. `Some(Some(model))`: satisfiable; `Some(None)`: unsatisfiable (the bounds
/// contradict each other, or the only values they allow falsify a conjunct); `None`: some
/// symbol is not pinned (or not a bit-vector or Boolean), and the solver decides.
fn decided_by_bounds(store: &TermStore, conjuncts: &[TermId], symbols: &[TermId]) -> Option<Option<Model>> {
    // Per symbol: its signed and unsigned ranges, narrowed by each bound.
    let mut ranges: HashMap<TermId, ((i128, i128), (u64, u64))> = HashMap::new();
    for &x in symbols {
        let r = match store.sort(x) {
            Sort::BitVec(w) => ((-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1), (0, mask(w))),
            Sort::Bool => ((0, 1), (0, 1)),
            _ => return None,
        };
        ranges.insert(x, r);
    }
    for &c in conjuncts {
        let (positive, atom) = match store.get(c) {
            TermData::App(Op::Not, args) => (false, args[0]),
            _ => (true, c),
        };
        if let TermData::Symbol(_, Sort::Bool) = store.get(atom) {
            let r = ranges.get_mut(&atom)?;
            let v = positive as u64;
            *r = ((r.0 .0.max(v as i128), r.0 .1.min(v as i128)), (r.1 .0.max(v), r.1 .1.min(v)));
            continue;
        }
        let TermData::App(op, args) = store.get(atom) else { continue };
        if args.len() != 2 {
            continue;
        }
        // `symbol op constant` or `constant op symbol`.
        let (sym, k, symbol_left) = match (store.as_bv(args[0]), store.as_bv(args[1])) {
            (None, Some(k)) if matches!(store.get(args[0]), TermData::Symbol(..)) => (args[0], k, true),
            (Some(k), None) if matches!(store.get(args[1]), TermData::Symbol(..)) => (args[1], k, false),
            _ => continue,
        };
        let Sort::BitVec(w) = store.sort(sym) else { continue };
        let Some(r) = ranges.get_mut(&sym) else { continue };
        let ks = signed_value(w, k);
        // The bound as `sym >= lo` or `sym <= hi` (strict ones off by one), signed or not.
        match (op, positive, symbol_left) {
            (Op::Eq, true, _) => {
                r.0 = (r.0 .0.max(ks), r.0 .1.min(ks));
                r.1 = (r.1 .0.max(k), r.1 .1.min(k));
            }
            // sym < k, sym <= k, !(k < sym), !(k <= sym)
            (Op::BvSlt, true, true) | (Op::BvSle, false, false) => r.0 .1 = r.0 .1.min(ks - 1),
            (Op::BvSle, true, true) | (Op::BvSlt, false, false) => r.0 .1 = r.0 .1.min(ks),
            (Op::BvSlt, true, false) | (Op::BvSle, false, true) => r.0 .0 = r.0 .0.max(ks + 1),
            (Op::BvSle, true, false) | (Op::BvSlt, false, true) => r.0 .0 = r.0 .0.max(ks),
            // Below 0 or above the maximum: no value.
            (Op::BvUlt, true, true) | (Op::BvUle, false, false) if k == 0 => return Some(None),
            (Op::BvUlt, true, false) | (Op::BvUle, false, true) if k == mask(w) => return Some(None),
            (Op::BvUlt, true, true) | (Op::BvUle, false, false) => r.1 .1 = r.1 .1.min(k - 1),
            (Op::BvUle, true, true) | (Op::BvUlt, false, false) => r.1 .1 = r.1 .1.min(k),
            (Op::BvUlt, true, false) | (Op::BvUle, false, true) => r.1 .0 = r.1 .0.max(k + 1),
            (Op::BvUle, true, false) | (Op::BvUlt, false, true) => r.1 .0 = r.1 .0.max(k),
            _ => continue,
        }
    }
    let mut model = Model::default();
    for &x in symbols {
        let ((slo, shi), (ulo, uhi)) = ranges[&x];
        if slo > shi || ulo > uhi {
            return Some(None);
        }
        let w = match store.sort(x) {
            Sort::BitVec(w) => w,
            _ => 1,
        };
        // One value by either range, which the other range must allow.
        let v = if slo == shi {
            slo as u64 & mask(w)
        } else if ulo == uhi {
            ulo
        } else {
            return None;
        };
        let vs = if w == 1 && store.sort(x) == Sort::Bool { v as i128 } else { signed_value(w, v) };
        if vs < slo || vs > shi || v < ulo || v > uhi {
            return Some(None);
        }
        model.values.insert(x, v as i128);
    }
    let mut all_true = true;
    for &c in conjuncts {
        match eval(store, c, &model) {
            Some(0) => return Some(None),
            Some(_) => {}
            None => all_true = false,
        }
    }
    all_true.then_some(Some(model))
}

/// Constants of a term, each with its neighbours (as signed values of their width).
fn collect_constants(store: &TermStore, t: TermId, out: &mut Vec<i128>) {
    let mut stack = vec![t];
    let mut seen = HashSet::new();
    while let Some(x) = stack.pop() {
        if !seen.insert(x) || out.len() > MAX_CANDIDATE_VALUES {
            continue;
        }
        match store.get(x) {
            TermData::Bv { width, value } => {
                let v = crate::term::signed_value(*width, *value);
                out.extend([v, v + 1, v - 1]);
            }
            TermData::Int(v) => out.extend([*v, v + 1, v - 1]),
            TermData::App(_, args) => stack.extend(args.iter().copied()),
            _ => {}
        }
    }
}

/// The conjuncts of `pc` that share symbols with `query`, transitively (KLEE's constraint
/// independence): the others cannot change whether `pc ∧ query` is satisfiable, given that
/// `pc` alone is.
pub fn independent_subset(store: &TermStore, pc: &[TermId], query: TermId) -> Vec<TermId> {
    let symbols_of = |t: TermId| {
        let mut v = Vec::new();
        store.symbols(t, &mut v);
        v
    };
    let pc_symbols: Vec<Vec<TermId>> = pc.iter().map(|&c| symbols_of(c)).collect();
    let mut wanted: HashSet<TermId> = symbols_of(query).into_iter().collect();
    let mut taken = vec![false; pc.len()];
    loop {
        let mut changed = false;
        for (i, syms) in pc_symbols.iter().enumerate() {
            if !taken[i] && syms.iter().any(|s| wanted.contains(s)) {
                taken[i] = true;
                wanted.extend(syms.iter().copied());
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    pc.iter().zip(taken).filter(|(_, t)| *t).map(|(&c, _)| c).collect()
}

/// `conjuncts` partitioned into independent groups (no symbol shared between two groups), each
/// with its conjuncts in order and the symbols they mention; groups in the order of their first
/// conjunct, conjuncts without symbols in the first group (a union-find over symbols: linear
/// in the conjuncts' size, where `independent_subset` is a fixpoint for one query).
pub fn independent_groups(store: &TermStore, conjuncts: &[TermId]) -> Vec<(Vec<TermId>, Vec<TermId>)> {
    fn root(parent: &mut HashMap<TermId, TermId>, x: TermId) -> TermId {
        let mut r = x;
        while let Some(&q) = parent.get(&r) {
            if q == r {
                break;
            }
            r = q;
        }
        let mut y = x;
        while y != r {
            let q = parent[&y];
            parent.insert(y, r);
            y = q;
        }
        r
    }
    let mut parent: HashMap<TermId, TermId> = HashMap::default();
    let mut symbols_of = Vec::with_capacity(conjuncts.len());
    for &c in conjuncts {
        let mut v = Vec::new();
        store.symbols(c, &mut v);
        for &x in &v {
            parent.entry(x).or_insert(x);
        }
        for w in v.windows(2) {
            let (a, b) = (root(&mut parent, w[0]), root(&mut parent, w[1]));
            if a != b {
                parent.insert(a, b);
            }
        }
        symbols_of.push(v);
    }
    let mut group_of_root: HashMap<TermId, usize> = HashMap::default();
    let mut groups: Vec<(Vec<TermId>, Vec<TermId>)> = vec![(Vec::new(), Vec::new())];
    for (&c, syms) in conjuncts.iter().zip(symbols_of) {
        let g = match syms.first() {
            None => 0,
            Some(&x) => {
                let r = root(&mut parent, x);
                *group_of_root.entry(r).or_insert_with(|| {
                    groups.push((Vec::new(), Vec::new()));
                    groups.len() - 1
                })
            }
        };
        groups[g].0.push(c);
        groups[g].1.extend(syms);
    }
    groups
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::Z3Solver;
    use crate::term::{Op, Sort};

    /// Gauss's sum after k iterations: `k <= n` and `!(k + 1 <= n)` pin n, and the product
    /// is evaluated, never sent to a solver.
    #[test]
    fn bounds_that_pin_a_symbol_decide_a_nonlinear_query() {
        let mut s = TermStore::new();
        let n = s.fresh_symbol("n", Sort::BitVec(32));
        let k = 300u64;
        let (kc, k1) = (s.bv_const(32, k), s.bv_const(32, k + 1));
        let lower = s.bv_binop(Op::BvSle, kc, n);
        let upper = s.bv_binop(Op::BvSle, k1, n);
        let upper = s.not(upper);
        let one = s.bv_const(32, 1);
        let n1 = s.bv_add(n, one);
        let product = s.bv_mul(n, n1);
        let twice_sum = s.bv_const(32, k * (k + 1));
        let holds = s.eq(twice_sum, product);
        let fails = s.not(holds);
        let symbols = vec![n];
        assert_eq!(decided_by_bounds(&s, &[lower, upper, fails], &symbols), Some(None));
        let m = decided_by_bounds(&s, &[lower, upper, holds], &symbols).expect("decided").expect("satisfiable");
        assert_eq!(m.get(n), Some(k as i128));
        assert_eq!(decided_by_bounds(&s, &[lower, fails], &symbols), None, "n is not pinned by k <= n alone");
        let mut solver = QuerySolver::new(
            Scripted { pushed: CheckResult::Unknown("asked".into()), pushed_takes: Duration::ZERO, log: Vec::new() },
            QueryOptions::default(),
        );
        assert_eq!(solver.feasible(&s, &[lower, upper], fails), Feasibility::Unsat);
        assert_eq!((solver.stats.bound_hits, solver.stats.solver_calls), (1, 0));
    }

    /// Against every assignment of two 4-bit symbols: random conjunctions of bounds (signed,
    /// unsigned, strict, negated, either side) and a product; whatever the bounds decide is
    /// what enumeration finds.
    #[test]
    fn bounds_decide_only_what_enumeration_confirms() {
        let mut s = TermStore::new();
        let (x, y) = (s.fresh_symbol("x", Sort::BitVec(4)), s.fresh_symbol("y", Sort::BitVec(4)));
        let mut seed = 0x9e3779b97f4a7c15u64;
        let mut next = move |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        let (mut decided, mut unsat) = (0, 0);
        for _ in 0..3000 {
            let mut conjuncts = Vec::new();
            for _ in 0..1 + next(5) {
                let sym = if next(2) == 0 { x } else { y };
                let c = s.bv_const(4, next(16));
                let op = [Op::BvSlt, Op::BvSle, Op::BvUlt, Op::BvUle, Op::Eq][next(5) as usize];
                let (a, b) = if next(2) == 0 { (sym, c) } else { (c, sym) };
                let atom = if op == Op::Eq { s.eq(a, b) } else { s.bv_binop(op, a, b) };
                conjuncts.push(if next(2) == 0 { s.not(atom) } else { atom });
            }
            let p = s.bv_mul(x, y);
            let c = s.bv_const(4, next(16));
            let e = s.eq(p, c);
            conjuncts.push(if next(2) == 0 { s.not(e) } else { e });
            let mut symbols = Vec::new();
            for &c in &conjuncts {
                s.symbols(c, &mut symbols);
            }
            symbols.sort();
            symbols.dedup();
            let Some(answer) = decided_by_bounds(&s, &conjuncts, &symbols) else { continue };
            decided += 1;
            let holds = |m: &Model| conjuncts.iter().all(|&c| eval(&s, c, m) == Some(1));
            let any = (0..16)
                .flat_map(|a| (0..16).map(move |b| (a, b)))
                .any(|(a, b)| holds(&Model { values: [(x, a), (y, b)].into_iter().collect() }));
            match answer {
                Some(m) => assert!(holds(&m), "a model that falsifies a conjunct"),
                None => {
                    unsat += 1;
                    assert!(!any, "unsatisfiable, but an assignment satisfies every conjunct")
                }
            }
        }
        assert!(decided > 100 && unsat > 50, "the cases exercise both answers: {decided} decided, {unsat} unsatisfiable");
    }

    /// A backend that answers as told and writes down what it was asked: a pushed check takes
    /// `pushed_takes` and answers `pushed`; a check alone answers unsat.
    struct Scripted {
        pushed: CheckResult,
        pushed_takes: Duration,
        log: Vec<String>,
    }

    impl Solver for Scripted {
        fn push(&mut self) {
            self.log.push("push".into());
        }
        fn pop(&mut self) {
            self.log.push("pop".into());
        }
        fn assert(&mut self, _: &TermStore, _: TermId) {}
        fn check(&mut self, _: &TermStore, _: &[TermId], _: &[TermId]) -> CheckResult {
            std::thread::sleep(self.pushed_takes);
            self.log.push("check".into());
            self.pushed.clone()
        }
        fn set_timeout(&mut self, t: Duration) {
            self.log.push(format!("limit {}", t.as_millis()));
        }
        fn check_alone(&mut self, _: &TermStore, _: &[TermId], _: &[TermId]) -> CheckResult {
            self.log.push("alone".into());
            CheckResult::Unsat
        }
    }

    /// A backend that answers sat, giving 7 to every symbol it is asked for, and writes down
    /// which it was asked for.
    #[derive(Default)]
    struct Asked(Vec<Vec<TermId>>);

    impl Solver for Asked {
        fn push(&mut self) {}
        fn pop(&mut self) {}
        fn assert(&mut self, _: &TermStore, _: TermId) {}
        fn check(&mut self, _: &TermStore, _: &[TermId], wanted: &[TermId]) -> CheckResult {
            self.0.push(wanted.to_vec());
            CheckResult::Sat(Model { values: wanted.iter().map(|&w| (w, 7)).collect() })
        }
        fn set_timeout(&mut self, _: Duration) {}
        fn check_alone(&mut self, store: &TermStore, _: &[TermId], wanted: &[TermId]) -> CheckResult {
            self.check(store, &[], wanted)
        }
    }

    /// A model's symbols that no conjunct mentions are not asked of the backend (an error
    /// path's 200 000 inputs, of which its condition mentions a few): they get 0, as a
    /// solver's model completion gives them; an array has no value, as from a backend.
    #[test]
    fn a_model_asks_the_backend_only_for_the_symbols_its_conjuncts_mention() {
        let mut s = TermStore::new();
        let x = s.fresh_symbol("x", Sort::BitVec(8));
        let y = s.fresh_symbol("y", Sort::BitVec(32));
        let b = s.fresh_symbol("b", Sort::Bool);
        let a = s.fresh_symbol("a", Sort::Array { index: 32, element: 8 });
        let k = s.bv_const(8, 3);
        let c = s.bv_binop(Op::BvUlt, k, x);
        let options = QueryOptions { cache: false, model_reuse: false, ..Default::default() };
        let mut wanted = vec![x, y, b, a];
        wanted.sort();
        for alone in [false, true] {
            let mut q = QuerySolver::new(Asked::default(), options.clone());
            let r = if alone { q.model_alone(&s, &[c], &wanted) } else { q.model(&s, &[c], &wanted) };
            let CheckResult::Sat(m) = r else { panic!("{r:?}") };
            assert_eq!(q.solver.0, vec![vec![x]]);
            assert_eq!((m.get(x), m.get(y), m.get(b), m.get(a)), (Some(7), Some(0), Some(0), None));
        }
    }

    /// Hybrid: a query that uses up its pushed slice is decided alone in the time left; one
    /// the pushed solver answers, or gives up on early (incompleteness, not time), is not.
    #[test]
    fn hybrid_queries_go_alone_after_a_slice_used_up() {
        let mut s = TermStore::new();
        let x = s.fresh_symbol("x", Sort::BitVec(8));
        let k = s.bv_const(8, 3);
        let c = s.bv_binop(Op::BvUlt, x, k);
        let options = |mode| QueryOptions {
            query_timeout: Some(Duration::from_secs(5)),
            mode,
            cache: false,
            model_reuse: false,
            ..Default::default()
        };
        let ask = |pushed: CheckResult, takes: Duration, mode: QueryMode| {
            let solver = Scripted { pushed, pushed_takes: takes, log: Vec::new() };
            let mut q = QuerySolver::new(solver, options(mode));
            let r = q.model(&s, &[c], &[x]);
            (r, q.solver.log.join(", "))
        };
        let slow = PUSHED_SLICE + Duration::from_millis(10);
        let (r, log) = ask(CheckResult::Unknown("timeout".into()), slow, QueryMode::Hybrid);
        assert_eq!(r, CheckResult::Unsat);
        let prefix = format!("limit {}, push, check, pop, limit ", PUSHED_SLICE.as_millis());
        assert!(log.starts_with(&prefix) && log.ends_with(", alone"), "{log}");
        // The time left: the query's 5 s less the slice.
        let left: u128 = log[prefix.len()..].split(',').next().unwrap().parse().unwrap();
        assert!((4000..5000 - PUSHED_SLICE.as_millis()).contains(&left), "{log}");
        let first = format!("limit {}, push, check, pop", PUSHED_SLICE.as_millis());
        let first = first.as_str();
        let (r, log) = ask(CheckResult::Unknown("incomplete".into()), Duration::ZERO, QueryMode::Hybrid);
        assert_eq!((r, log.as_str()), (CheckResult::Unknown("incomplete".into()), first));
        let (r, log) = ask(CheckResult::Sat(Model::default()), Duration::ZERO, QueryMode::Hybrid);
        assert_eq!((r, log.as_str()), (CheckResult::Sat(Model::default()), first));
        // The other modes ask once, with the query's limit.
        let (_, log) = ask(CheckResult::Unknown("timeout".into()), slow, QueryMode::Incremental);
        assert_eq!(log, "limit 5000, push, check, pop");
        let (_, log) = ask(CheckResult::Unknown("timeout".into()), slow, QueryMode::Alone);
        assert_eq!(log, "limit 5000, alone");
        for name in QueryMode::NAMES {
            assert_eq!(QueryMode::from_name(name).map(QueryMode::name), Some(name));
        }
    }

    #[test]
    fn independent_groups_are_the_independent_subsets() {
        let mut s = TermStore::new();
        let v: Vec<TermId> = (0..6).map(|i| s.fresh_symbol(&format!("v{i}"), Sort::BitVec(8))).collect();
        let k = s.bv_const(8, 3);
        let pairs = [(0, 1), (2, 2), (1, 3), (4, 5), (3, 3), (5, 4)];
        let cs: Vec<TermId> =
            pairs.iter().map(|&(a, b)| if a == b { s.bv_binop(Op::BvUlt, v[a], k) } else { s.bv_binop(Op::BvUlt, v[a], v[b]) }).collect();
        let groups = independent_groups(&s, &cs);
        assert_eq!(
            groups.iter().map(|g| g.0.clone()).collect::<Vec<_>>(),
            vec![vec![], vec![cs[0], cs[2], cs[4]], vec![cs[1]], vec![cs[3], cs[5]]]
        );
        for (g, _) in &groups[1..] {
            assert_eq!(&independent_subset(&s, &cs, g[0]), g);
        }
    }

    #[test]
    fn independence_drops_unrelated_conjuncts() {
        let mut s = TermStore::new();
        let (x, y, z) = (s.fresh_symbol("x", Sort::BitVec(8)), s.fresh_symbol("y", Sort::BitVec(8)), s.fresh_symbol("z", Sort::BitVec(8)));
        let k = s.bv_const(8, 3);
        let c1 = s.bv_binop(Op::BvUlt, x, k);
        let c2 = s.eq(x, y);
        let c3 = s.bv_binop(Op::BvUlt, z, k);
        let q = s.eq(y, k);
        assert_eq!(independent_subset(&s, &[c1, c2, c3], q), vec![c1, c2]);
    }

    #[test]
    fn cache_model_reuse_and_completion_avoid_the_solver() {
        let mut s = TermStore::new();
        let x = s.fresh_symbol("x", Sort::BitVec(32));
        let sq = s.bv_mul(x, x);
        let k49 = s.bv_const(32, 49);
        let q1 = s.eq(sq, k49);
        let mut q = QuerySolver::new(Z3Solver::new(None), QueryOptions::default());
        // Nonlinear: no candidate value satisfies it, the solver must.
        assert_eq!(q.feasible(&s, &[], q1), Feasibility::Sat);
        assert_eq!(q.stats.solver_calls, 1);
        assert_eq!(q.feasible(&s, &[], q1), Feasibility::Sat);
        assert_eq!(q.stats.cache_hits, 1);
        // The solver's model of x*x = 49 also satisfies x ≠ 0.
        let zero = s.bv_const(32, 0);
        let z = s.eq(x, zero);
        let nz = s.not(z);
        assert_eq!(q.feasible(&s, &[q1], nz), Feasibility::Sat);
        assert_eq!((q.stats.solver_calls, q.stats.model_reuse_hits), (1, 1));
        // x = 3 contradicts x*x = 49: the bound pins x, and evaluation says so.
        let k3 = s.bv_const(32, 3);
        let e3 = s.eq(x, k3);
        assert_eq!(q.feasible(&s, &[q1], e3), Feasibility::Unsat);
        assert_eq!((q.stats.solver_calls, q.stats.bound_hits), (1, 1));
        // x < 7 leaves x seven values, none a root: only the solver can say so.
        let k7 = s.bv_const(32, 7);
        let below = s.bv_binop(Op::BvUlt, x, k7);
        assert_eq!(q.feasible(&s, &[q1], below), Feasibility::Unsat);
        assert_eq!((q.stats.solver_calls, q.stats.bound_hits), (2, 1));
        // A fresh symbol below a constant: completed with a value next to the constant.
        let y = s.fresh_symbol("y", Sort::BitVec(32));
        let k100 = s.bv_const(32, 100);
        let lt = s.bv_binop(Op::BvSlt, k100, y);
        assert_eq!(q.feasible(&s, &[q1], lt), Feasibility::Sat);
        assert_eq!((q.stats.solver_calls, q.stats.model_reuse_hits), (2, 2));
    }
}
