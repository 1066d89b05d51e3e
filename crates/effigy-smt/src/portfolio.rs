//! The backend an analysis uses, chosen by `--solver`: the in-process Z3, Bitwuzla (in a
//! process), or a portfolio — the in-process Z3 first, and a query it has not answered within a
//! short threshold raced on Bitwuzla in its process while Z3 goes on: the first definite answer
//! wins, and the other solver is interrupted or killed.

use std::time::{Duration, Instant};

use crate::process::{ProcessKind, ProcessSolver};
use crate::solver::{BackendStats, CheckResult, Solver, Z3Solver};
use crate::term::{TermId, TermStore};

/// Which solver an analysis uses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SolverChoice {
    /// The Z3 library effigy links, in-process.
    #[default]
    Z3,
    /// Bitwuzla, in a process.
    Bitwuzla,
    /// The in-process Z3, raced by Bitwuzla on the queries it has not answered quickly.
    Portfolio,
}

impl std::str::FromStr for SolverChoice {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "z3" => Ok(SolverChoice::Z3),
            "bitwuzla" => Ok(SolverChoice::Bitwuzla),
            "portfolio" => Ok(SolverChoice::Portfolio),
            _ => Err(format!("unknown solver `{s}` (z3, bitwuzla or portfolio)")),
        }
    }
}

/// How long the in-process Z3 has a query to itself before a portfolio races it.
pub const DEFAULT_RACE_THRESHOLD: Duration = Duration::from_millis(500);

/// The backend of an analysis.
pub enum Backend {
    Z3(Z3Solver),
    Process(ProcessSolver),
    Portfolio(Portfolio),
}

impl Backend {
    pub fn new(choice: SolverChoice, race_threshold: Duration) -> Result<Backend, String> {
        Ok(match choice {
            SolverChoice::Z3 => Backend::Z3(Z3Solver::new(None)),
            SolverChoice::Bitwuzla => Backend::Process(ProcessSolver::started(ProcessKind::bitwuzla(), None)?),
            // Bitwuzla starts with the first race (most analyses never need one); if it
            // cannot start, it stays out of the races, its reason in their unknowns.
            SolverChoice::Portfolio => {
                Backend::Portfolio(Portfolio::new(vec![ProcessSolver::new(ProcessKind::bitwuzla(), None)], race_threshold))
            }
        })
    }

    fn solver(&mut self) -> &mut dyn Solver {
        match self {
            Backend::Z3(s) => s,
            Backend::Process(s) => s,
            Backend::Portfolio(s) => s,
        }
    }
    fn solver_ref(&self) -> &dyn Solver {
        match self {
            Backend::Z3(s) => s,
            Backend::Process(s) => s,
            Backend::Portfolio(s) => s,
        }
    }
}

impl Solver for Backend {
    fn push(&mut self) {
        self.solver().push()
    }
    fn pop(&mut self) {
        self.solver().pop()
    }
    fn assert(&mut self, store: &TermStore, t: TermId) {
        self.solver().assert(store, t)
    }
    fn check(&mut self, store: &TermStore, assumptions: &[TermId], wanted: &[TermId]) -> CheckResult {
        self.solver().check(store, assumptions, wanted)
    }
    fn set_timeout(&mut self, timeout: Duration) {
        self.solver().set_timeout(timeout)
    }
    fn forget(&mut self) {
        self.solver().forget()
    }
    fn name(&self) -> String {
        self.solver_ref().name()
    }
    fn backend_stats(&self) -> Vec<BackendStats> {
        self.solver_ref().backend_stats()
    }
    fn check_alone(&mut self, store: &TermStore, conjuncts: &[TermId], wanted: &[TermId]) -> CheckResult {
        self.solver().check_alone(store, conjuncts, wanted)
    }
}

/// The in-process Z3 for every query; on a query it has not answered within the threshold (a
/// tenth of it for floating point, which Bitwuzla bit-blasts far faster), the racers (solvers
/// in processes) get the query too, and Z3 goes on in doubling slices, the racers polled
/// between them: the first definite answer wins, and the racers still running are cancelled.
pub struct Portfolio {
    primary: Z3Solver,
    primary_stats: BackendStats,
    /// The time limit last given to the primary (setting it costs: only on change).
    primary_limit: Option<Duration>,
    racers: Vec<ProcessSolver>,
    /// `--race-threshold`.
    threshold: Duration,
    /// The threshold of the next query: a race costs the CPU time of both solvers, so each
    /// race Z3 wins multiplies it by [`BACKOFF`] (the CPU spent on losing racers stays a
    /// fraction of Z3's own), and a race a racer wins brings it back to `threshold`.
    current: Duration,
    /// The query's own limit (from [`Solver::set_timeout`]).
    limit: Option<Duration>,
    asserted: Vec<TermId>,
    marks: Vec<usize>,
}

/// How a race of the racers alone ended.
enum Raced {
    /// A racer answered first (the index and the answer).
    Won(usize, CheckResult),
    /// Every racer gave up; their reasons.
    GaveUp(Vec<String>),
}

/// The in-process Z3's shortest slice of a query once it is raced.
const SLICE: Duration = Duration::from_millis(100);

/// What a race that Z3 wins multiplies the next query's threshold by.
const BACKOFF: u32 = 4;

/// Limits of Z3 no longer than this mean none (the `timeout` parameter is 32 bits of ms).
const NO_LIMIT: Duration = Duration::from_secs(u32::MAX as u64 / 1000);

impl Portfolio {
    pub fn new(racers: Vec<ProcessSolver>, threshold: Duration) -> Portfolio {
        let primary = Z3Solver::new(None);
        let primary_stats = BackendStats { name: format!("{} (in-process)", primary.name()), ..BackendStats::default() };
        Portfolio {
            primary,
            primary_stats,
            primary_limit: None,
            racers,
            threshold,
            current: threshold,
            limit: None,
            asserted: Vec::new(),
            marks: Vec::new(),
        }
    }

    fn set_primary_limit(&mut self, limit: Option<Duration>) {
        if self.primary_limit != limit {
            self.primary.set_timeout(limit.unwrap_or(NO_LIMIT));
            self.primary_limit = limit;
        }
    }

    /// Runs `first` on the primary alone up to the threshold, then in doubling slices while
    /// the racers work, polling them between slices.
    fn run(
        &mut self,
        store: &TermStore,
        standalone: Option<&[TermId]>,
        assumptions: &[TermId],
        wanted: &[TermId],
        first: impl Fn(&mut Z3Solver) -> CheckResult,
    ) -> CheckResult {
        let start = Instant::now();
        let float = match standalone {
            Some(c) => c.iter().any(|&t| store.mentions_fp(t)),
            None => self.asserted.iter().chain(assumptions).any(|&t| store.mentions_fp(t)),
        };
        let threshold = if float { self.current / 10 } else { self.current };
        let limit = self.limit;
        let rest = |start: Instant| limit.map(|l| l.saturating_sub(start.elapsed()));
        // Z3 alone until the threshold.
        let alone = threshold.max(Duration::from_millis(1));
        self.set_primary_limit(Some(limit.map_or(alone, |l| l.min(alone))));
        let r = first(&mut self.primary);
        self.primary_stats.calls += 1;
        self.primary_stats.time += start.elapsed();
        let primary_why = match r {
            CheckResult::Unknown(why) => why,
            r => {
                self.primary_stats.answered += 1;
                return r;
            }
        };
        if rest(start).is_some_and(|r| r.is_zero()) {
            self.primary_stats.unknown += 1;
            return CheckResult::Unknown(primary_why);
        }
        let conjuncts = match standalone {
            Some(c) => c.to_vec(),
            None => self.asserted.iter().chain(assumptions).copied().collect(),
        };
        let (mut running, mut reasons) = start_racers(&mut self.racers, store, &conjuncts, wanted, rest(start));
        // The query's limit is CPU time, as every limit of an analysis is: while racers run
        // beside Z3, their time counts too (a query limited to 5 s that Bitwuzla races for 4
        // of them spends 9 s of CPU, which the analysis' clock counts). What is spent is the
        // CPU time of this thread and its solver processes, or the wall time if longer (on a
        // loaded machine, as before racing).
        // (Read from here on only: most queries never race, and the reading scans /proc. Z3
        // alone before this ran single-threaded, its CPU time its wall time.)
        let (alone_spent, cpu0) = (start.elapsed(), crate::query::thread_cpu_time());
        let spent = || start.elapsed().max(alone_spent + crate::query::thread_cpu_time().saturating_sub(cpu0));
        // Z3 gave up before its threshold for another reason than time (an incomplete theory,
        // memory): it would give up again; the racers alone go on.
        if start.elapsed() < alone.mul_f64(0.9) {
            self.primary_stats.unknown += 1;
            reasons.insert(0, format!("{}: {primary_why}", self.primary_stats.name));
            return match race(&mut self.racers, running) {
                Raced::Won(i, answer) => {
                    self.racers[i].stats_mut().wins += 1;
                    answer
                }
                Raced::GaveUp(why) => CheckResult::Unknown(reasons.into_iter().chain(why).collect::<Vec<_>>().join("; ")),
            };
        }
        // Z3 goes on in slices that double, the racers polled between slices. Every slice is a
        // fresh solver over the whole query (`check_alone`), which starts over — at most
        // doubling Z3's time: checking Z3 4.8.12's incremental solver again after its own
        // timeout answered `sat` with a model that falsifies the query (6 of the 320 queries of
        // the solver benchmark's corpus, `effigy solve --solver portfolio`). Z3 is never
        // interrupted from outside a check: `Z3_interrupt` that falls between two calls cancels
        // the next one's model evaluation, which then gives wrong values.
        let mut slice = alone.max(SLICE);
        loop {
            let mut k = 0;
            while k < running.len() {
                let i = running[k];
                match self.racers[i].poll() {
                    None => k += 1,
                    Some(CheckResult::Unknown(why)) => {
                        reasons.push(why);
                        running.remove(k);
                    }
                    Some(answer) => {
                        for &j in &running {
                            if j != i {
                                self.racers[j].cancel();
                            }
                        }
                        self.primary_stats.unknown += 1;
                        self.racers[i].stats_mut().wins += 1;
                        self.current = self.threshold;
                        return answer;
                    }
                }
            }
            let left = limit.map(|l| l.saturating_sub(spent()));
            if left.is_some_and(|l| l.is_zero()) {
                for &j in &running {
                    self.racers[j].cancel();
                }
                self.primary_stats.unknown += 1;
                reasons.insert(0, format!("{}: {primary_why}", self.primary_stats.name));
                return CheckResult::Unknown(reasons.join("; "));
            }
            // With no racer left, Z3 gets the rest at once; beside racers, its slice is at most
            // its share of the rest (the racers run as long).
            let share = left.map(|l| l / (1 + running.len() as u32));
            let own = if running.is_empty() { left } else { Some(share.map_or(slice, |l| l.min(slice))) };
            self.set_primary_limit(own);
            let again = Instant::now();
            let r = self.primary.check_alone(store, &conjuncts, wanted);
            self.primary_stats.time += again.elapsed();
            match r {
                CheckResult::Unknown(why) => {
                    if running.is_empty() || again.elapsed() < own.unwrap_or(NO_LIMIT).mul_f64(0.9) {
                        // Out of time, or given up: the racers (if any) have the last word.
                        self.primary_stats.unknown += 1;
                        reasons.insert(0, format!("{}: {why}", self.primary_stats.name));
                        return match race(&mut self.racers, running) {
                            Raced::Won(i, answer) => {
                                self.racers[i].stats_mut().wins += 1;
                                answer
                            }
                            Raced::GaveUp(why) => CheckResult::Unknown(reasons.into_iter().chain(why).collect::<Vec<_>>().join("; ")),
                        };
                    }
                    slice *= 2;
                }
                r => {
                    for &j in &running {
                        self.racers[j].cancel();
                    }
                    self.primary_stats.answered += 1;
                    self.primary_stats.wins += 1;
                    self.current = (self.current * BACKOFF).min(NO_LIMIT);
                    return r;
                }
            }
        }
    }
}

/// Sends the query to every racer: the ones now running, and the reasons of those that cannot
/// take it.
fn start_racers(
    racers: &mut [ProcessSolver],
    store: &TermStore,
    conjuncts: &[TermId],
    wanted: &[TermId],
    limit: Option<Duration>,
) -> (Vec<usize>, Vec<String>) {
    let mut running = Vec::new();
    let mut reasons = Vec::new();
    for (i, racer) in racers.iter_mut().enumerate() {
        match racer.start(store, conjuncts, wanted, limit) {
            Ok(()) => running.push(i),
            Err(why) => {
                racer.stats_mut().unknown += 1;
                reasons.push(format!("{}: {why}", racer.name()));
            }
        }
    }
    (running, reasons)
}

/// Waits for the `running` racers until one answers or all give up.
fn race(racers: &mut [ProcessSolver], mut running: Vec<usize>) -> Raced {
    let mut reasons = Vec::new();
    while !running.is_empty() {
        let mut k = 0;
        while k < running.len() {
            let i = running[k];
            match racers[i].poll() {
                None => k += 1,
                Some(CheckResult::Unknown(why)) => {
                    reasons.push(why);
                    running.remove(k);
                }
                Some(answer) => {
                    for &j in &running {
                        if j != i {
                            racers[j].cancel();
                        }
                    }
                    return Raced::Won(i, answer);
                }
            }
        }
        if !running.is_empty() {
            std::thread::sleep(Duration::from_millis(1));
        }
    }
    Raced::GaveUp(reasons)
}

impl Solver for Portfolio {
    fn name(&self) -> String {
        let mut names = vec![self.primary_stats.name.clone()];
        names.extend(self.racers.iter().map(|r| r.name()));
        format!("portfolio of {}", names.join(", "))
    }
    fn backend_stats(&self) -> Vec<BackendStats> {
        let mut all = vec![self.primary_stats.clone()];
        all.extend(self.racers.iter().map(|r| r.stats().clone()));
        all
    }
    fn push(&mut self) {
        self.primary.push();
        self.marks.push(self.asserted.len());
    }
    fn pop(&mut self) {
        self.primary.pop();
        let m = self.marks.pop().expect("pop without push");
        self.asserted.truncate(m);
    }
    fn assert(&mut self, store: &TermStore, t: TermId) {
        self.primary.assert(store, t);
        self.asserted.push(t);
    }
    fn set_timeout(&mut self, timeout: Duration) {
        self.limit = Some(timeout);
    }
    fn forget(&mut self) {
        self.primary.forget();
    }
    fn check(&mut self, store: &TermStore, assumptions: &[TermId], wanted: &[TermId]) -> CheckResult {
        self.run(store, None, assumptions, wanted, |z3| z3.check(store, assumptions, wanted))
    }
    fn check_alone(&mut self, store: &TermStore, conjuncts: &[TermId], wanted: &[TermId]) -> CheckResult {
        self.run(store, Some(conjuncts), &[], wanted, |z3| z3.check_alone(store, conjuncts, wanted))
    }
}
