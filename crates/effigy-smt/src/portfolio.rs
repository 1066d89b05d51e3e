//! The backend an analysis uses, chosen by `--solver`: the in-process Z3, Bitwuzla (in a
//! process), or a portfolio — the in-process Z3 first, and a query it has not answered within a
//! short threshold raced on the other solvers, each in its own process: the first definite
//! answer wins and the others are killed.

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
    /// The in-process Z3, then a race of Bitwuzla and a `z3` binary on the slow queries.
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
            // The racers start with the first race (most analyses never need one); one that
            // cannot start stays out of the races, its reason in their unknowns.
            SolverChoice::Portfolio => Backend::Portfolio(Portfolio::new(
                vec![ProcessSolver::new(ProcessKind::bitwuzla(), None), ProcessSolver::new(ProcessKind::z3(), None)],
                race_threshold,
            )),
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

/// The in-process Z3 for every query, with `threshold` as its time limit; on a query it has not
/// answered by then, the racers (other solvers in processes) run it with the rest of the
/// query's time, and the first definite answer wins.
pub struct Portfolio {
    primary: Z3Solver,
    primary_stats: BackendStats,
    /// The time limit last given to the primary (setting it costs: only on change).
    primary_limit: Option<Duration>,
    racers: Vec<ProcessSolver>,
    threshold: Duration,
    /// The query's own limit (from [`Solver::set_timeout`]).
    limit: Option<Duration>,
    asserted: Vec<TermId>,
    marks: Vec<usize>,
}

impl Portfolio {
    pub fn new(racers: Vec<ProcessSolver>, threshold: Duration) -> Portfolio {
        let primary = Z3Solver::new(None);
        let primary_stats = BackendStats { name: format!("{} (in-process)", primary.name()), ..BackendStats::default() };
        Portfolio { primary, primary_stats, primary_limit: None, racers, threshold, limit: None, asserted: Vec::new(), marks: Vec::new() }
    }

    /// Runs `first` on the primary within the threshold, then races the conjuncts.
    fn run(
        &mut self,
        store: &TermStore,
        standalone: Option<&[TermId]>,
        assumptions: &[TermId],
        wanted: &[TermId],
        first: impl Fn(&mut Z3Solver) -> CheckResult,
    ) -> CheckResult {
        let start = Instant::now();
        let own = self.limit.map_or(self.threshold, |l| l.min(self.threshold));
        if self.primary_limit != Some(own) {
            self.primary.set_timeout(own);
            self.primary_limit = Some(own);
        }
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
        self.primary_stats.unknown += 1;
        let rest = self.limit.map(|l| l.saturating_sub(start.elapsed()));
        if rest.is_some_and(|r| r.is_zero()) {
            return CheckResult::Unknown(primary_why);
        }
        // The race, on the query as one conjunction (built only now: most queries never race).
        let conjuncts = match standalone {
            Some(c) => c.to_vec(),
            None => self.asserted.iter().chain(assumptions).copied().collect(),
        };
        let conjuncts = &conjuncts[..];
        let mut reasons = vec![format!("{}: {primary_why}", self.primary_stats.name)];
        let mut running = Vec::new();
        for (i, racer) in self.racers.iter_mut().enumerate() {
            match racer.start(store, conjuncts, wanted, rest) {
                Ok(()) => running.push(i),
                Err(why) => {
                    racer.stats_mut().unknown += 1;
                    reasons.push(format!("{}: {why}", racer.name()));
                }
            }
        }
        if running.is_empty() {
            // No racer can take the query: the in-process Z3 gets the rest of its time.
            if let Some(rest) = rest {
                self.primary.set_timeout(rest);
                self.primary_limit = Some(rest);
            } else {
                self.primary.set_timeout(Duration::from_secs(u32::MAX as u64 / 1000));
                self.primary_limit = None;
            }
            let again = Instant::now();
            let r = first(&mut self.primary);
            self.primary_stats.time += again.elapsed();
            return r;
        }
        while !running.is_empty() {
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
                        self.racers[i].stats_mut().wins += 1;
                        for &j in &running {
                            if j != i {
                                self.racers[j].cancel();
                            }
                        }
                        return answer;
                    }
                }
            }
            if !running.is_empty() {
                std::thread::sleep(Duration::from_millis(1));
            }
        }
        CheckResult::Unknown(reasons.join("; "))
    }
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
