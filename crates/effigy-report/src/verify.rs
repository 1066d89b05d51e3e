//! Verification and exploration of a lowered program: an engine's verdict, counterexamples
//! confirmed by gcc, reports, JSON, King's table, the execution tree.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use effigy_engine::{
    bmc, cegar, explore, kind, BmcOptions, BmcStats, CegarOptions, CegarStats, Executor, ExploreOptions, ExploreResult, ExploreStats,
    KindOptions, Leaf, StepLimits, Strategy, Terminal, Verdict,
};
use effigy_ir::{DataModel, ErrorKind, Program};
use effigy_smt::{Backend, CheckResult, QueryMode, QueryOptions, QuerySolver, SolverChoice, TermId};
use serde_json::json;

use crate::replay::{NativeOutcome, ReplayLimits};

/// Budgets and search settings shared by `verify` and `explore` (the binary's options).
#[derive(Clone, Debug)]
pub struct SearchOptions {
    pub strategy: Strategy,
    /// Iterations of any one loop (and depth of any one recursion) on a path.
    pub unwind: Option<u32>,
    /// CFA edges per path (EFFIGY's TEST(n)).
    pub max_steps: Option<u64>,
    /// CPU-time limit in seconds.
    pub timeout: f64,
    /// Memory limit in MiB.
    pub memory_limit: u64,
    /// Time limit of one solver query in seconds.
    pub solver_timeout: f64,
    pub dump_queries: Option<PathBuf>,
    pub seed: u64,
    /// Disable the query layer's optimisations.
    pub no_query_layer: bool,
    /// King's ideal integers.
    pub math_ints: bool,
    /// Whether signed overflow is undefined behaviour; `None`: the command's default.
    pub signed_overflow_undefined: Option<bool>,
    /// Unknown external functions change only what their pointer arguments lead to.
    pub pure_externs: bool,
    /// The solver backend.
    pub solver: SolverChoice,
    /// A portfolio's time for the in-process Z3 before it races a query, in seconds.
    pub race_threshold: f64,
    /// How the query layer asks the backend a query (BMC and k-induction decide their
    /// formulas alone whatever this says).
    pub query_mode: QueryMode,
    /// What a path must not do (`--property`).
    pub property: effigy_engine::Property,
    /// The command line `main(argc, argv)` is given (`--sym-args`); `verify` resolves it
    /// (`resolve_command_line`): `None` then means that main does not read its parameters.
    pub command_line: Option<effigy_engine::CommandLine>,
    /// How many of a portfolio's engines run at once (`--cpus`): 1 runs them in turn.
    pub cpus: usize,
}

/// The settings of a run that is not `verify`'s (the REPL, `prove`, `testgen`, tests): each
/// sets what it needs on top of these.
impl Default for SearchOptions {
    fn default() -> Self {
        SearchOptions {
            strategy: Strategy::Dfs,
            unwind: None,
            max_steps: None,
            timeout: 60.0,
            memory_limit: 8192,
            solver_timeout: 30.0,
            dump_queries: None,
            seed: 1,
            no_query_layer: false,
            math_ints: false,
            signed_overflow_undefined: None,
            pure_externs: false,
            solver: SolverChoice::Z3,
            race_threshold: effigy_smt::DEFAULT_RACE_THRESHOLD.as_secs_f64(),
            query_mode: QueryMode::default(),
            property: effigy_engine::Property::unreach_call(),
            command_line: None,
            cpus: 1,
        }
    }
}

/// `overflow_undefined`: the command's default for `--signed-overflow`.
pub fn executor<'p>(program: &'p Program, search: &SearchOptions, overflow_undefined: bool) -> Result<Executor<'p, Backend>, String> {
    if let Some(dir) = &search.dump_queries {
        std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    let solver = Backend::new(search.solver, Duration::from_secs_f64(search.race_threshold))?;
    let mut options = QueryOptions {
        dump_dir: search.dump_queries.clone(),
        query_timeout: Some(Duration::from_secs_f64(search.solver_timeout)),
        // A solver call that would outlast the CPU-time limit is ended by the watchdog
        // (verify) or by the per-query limit; a wall-clock deadline would make a loaded machine
        // give up sooner.
        deadline: None,
        mode: search.query_mode,
        ..Default::default()
    };
    if search.no_query_layer {
        options.independence = false;
        options.cache = false;
        options.model_reuse = false;
    }
    // The memory-safety properties say nothing of arithmetic: their programs' signed
    // arithmetic wraps, as SV-COMP's MemSafety tasks assume and as the sanitizer builds that
    // confirm their violations are compiled (-fwrapv).
    let overflow_undefined = overflow_undefined && !search.property.about_memory_only();
    let signed_overflow_is_undefined = search.signed_overflow_undefined.unwrap_or(overflow_undefined);
    let limits = StepLimits {
        unwind: search.unwind,
        max_steps: search.max_steps,
        math_ints: search.math_ints,
        signed_overflow_is_undefined,
        lazy: false,
        pure_externs: search.pure_externs,
        property: search.property.clone(),
    };
    Ok(Executor::new(program, QuerySolver::new(solver, options), limits))
}

pub fn explore_options(search: &SearchOptions, stop_at_first_error: bool) -> ExploreOptions {
    ExploreOptions {
        strategy: search.strategy,
        stop_at_first_error,
        timeout: Some(Duration::from_secs_f64(search.timeout)),
        memory_limit_mb: Some(search.memory_limit),
        max_leaves: None,
        keep_leaves: !stop_at_first_error,
        seed: search.seed,
    }
}

/// The outcome of `verify`, ready to print.
pub struct Verification {
    pub verdict: Verdict,
    /// For FALSE: whether gcc confirmed the counterexample, or why it could not.
    pub confirmation: Option<Result<(), String>>,
    pub result_stats: serde_json::Value,
    pub report: String,
    /// For TRUE: the invariants the deciding engine's proof yields at loop heads of `main`
    /// (CEGAR's reached set, k-induction's unwritten values); empty for the other engines.
    pub invariants: Vec<effigy_engine::HeadInvariant>,
    /// The property checked (its name).
    pub property: String,
    /// The command line main was given (`None`: it does not read its parameters).
    pub command_line: Option<effigy_engine::CommandLine>,
    /// For FALSE: the counterexample's steps with their values, when the interpreter's run on
    /// its inputs ends where it does.
    pub trace: Option<Vec<crate::trace::TraceEntry>>,
}

/// The analysis `verify` runs.
#[derive(Clone, Debug)]
pub enum Engine {
    /// Tree exploration (King, KLEE).
    Symex,
    /// The CPA algorithm over values and constraints with CEGAR.
    Cegar(CegarOptions),
    /// Bounded model checking: the unwound program as one formula (CBMC).
    Bmc(BmcOptions),
    /// k-induction over the bounded model checker's unwinding.
    Kind(KindOptions),
    /// A portfolio: the engines in turn, each with its share of the time, until one gives a
    /// definite verdict (a FALSE only once gcc confirmed it).
    Portfolio(Vec<(Engine, f64)>),
    /// Floyd's method with the program's own loop invariants (candidates, checked: TRUE only
    /// when every verification condition is proved, never FALSE).
    Invariants(Vec<effigy_engine::prove::CutPoint>),
    /// Abstract interpretation over intervals: TRUE when the fixpoint shows every operation
    /// safe and no error reachable, never FALSE.
    Absint(effigy_engine::AbsintOptions),
}

impl Engine {
    pub fn name(&self) -> &'static str {
        match self {
            Engine::Symex => "symex",
            Engine::Cegar(_) => "cegar",
            Engine::Bmc(_) => "bmc",
            Engine::Kind(_) => "kind",
            Engine::Portfolio(_) => "auto",
            Engine::Invariants(_) => "invariants",
            Engine::Absint(_) => "absint",
        }
    }
}

/// One engine's run inside `verify`.
struct EngineRun {
    verdict: Verdict,
    stats: serde_json::Value,
    invariants: Vec<effigy_engine::HeadInvariant>,
    /// Tree exploration followed every path to its end or to where every engine stops
    /// (`ExploreResult::exhaustive`): the portfolio's verdict is then this one.
    exhaustive: bool,
}

/// What a function that no file of the program defines, and that neither the C library nor
/// effigy's model of it has, stands for in a counterexample's confirmation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UndefinedFunctions {
    /// The program is incomplete (a file is missing): a counterexample that needs what such a
    /// function returns is no FALSE, since the program gcc would link does not exist.
    Incomplete,
    /// The program's environment, as SV-COMP's tasks have it: what they return is an input,
    /// and a counterexample confirmed with stubs for them is FALSE.
    Inputs,
}

/// How the reason of an error path that needs functions no file defines begins.
const INCOMPLETE: &str = "the error is reached only if";

/// `source`: the program's files (the replay builds them all).
pub fn verify(
    program: &Program,
    source: &[PathBuf],
    data_model: DataModel,
    search: &SearchOptions,
    engine: &Engine,
    validate: bool,
    undefined_functions: UndefinedFunctions,
) -> Result<Verification, String> {
    let start = Instant::now();
    let cpu = effigy_engine::clock::CpuClock::process();
    // Stack blocks used as variables are variables for the engines (the edges keep their
    // numbers: paths and counterexamples are the program's); invariants over them are left
    // out of what is reported, since the caller's program does not have them.
    // The program's own loop invariants (ACSL) speak of the blocks through their pointers:
    // with them, the program stays as it is.
    let annotated = |e: &Engine| matches!(e, Engine::Invariants(_));
    let uses_annotations = match engine {
        Engine::Portfolio(list) => list.iter().any(|(e, _)| annotated(e)),
        e => annotated(e),
    };
    let promoted = if uses_annotations { None } else { effigy_ir::promote::promote_stack_blocks(program) };
    let own_vars = program.vars.len();
    let program = promoted.as_ref().unwrap_or(program);
    // The checks no operation of the program can fail hold on every execution (a program that
    // never allocates on the heap cannot lose or keep a heap block): they are not made, and a
    // property none of whose checks may fail holds without running an engine.
    let may_fail = effigy_engine::property::checks_that_may_fail(program);
    let mut narrowed;
    let search = if search.property.checks.iter().any(|c| !may_fail.contains(c)) {
        narrowed = search.clone();
        narrowed.property.checks.retain(|c| may_fail.contains(c));
        &narrowed
    } else {
        search
    };
    if !search.property.errors && search.property.checks.is_empty() {
        let stats = json!({
            "time_s": start.elapsed().as_secs_f64(),
            "decided_by": format!(
                "the program has no operation that {} checks (checks that may fail: {})",
                search.property.name,
                if may_fail.is_empty() { "none".to_string() } else { may_fail.iter().map(|c| c.name()).collect::<Vec<_>>().join(", ") }
            ),
        });
        return Ok(Verification {
            verdict: Verdict::True,
            confirmation: None,
            result_stats: stats,
            report: String::new(),
            invariants: Vec::new(),
            property: search.property.name.clone(),
            command_line: None,
            trace: None,
        });
    }
    // One command line for every engine (and the replay): resolved on the program as given
    // (an inlined main passes argv on as a local).
    let mut resolved = search.clone();
    let main_id = program.function_by_name("main").ok_or("the program has no main function")?;
    let name = source.first().map(|f| program_name(f)).unwrap_or_else(|| b"program".to_vec());
    resolved.command_line = resolve_command_line(program, main_id, search.command_line.as_ref(), &name);
    let search = &resolved;
    let runs: Vec<(Engine, f64)> = match engine {
        // A property checked where the program ends (memtrack, memcleanup) is proved only by
        // the engines that follow every execution to its end: the others' time goes to them.
        Engine::Portfolio(list) if search.property.needs_the_end() => {
            list.iter().filter(|(e, _)| cannot_prove(e, &search.property).is_none()).cloned().collect()
        }
        Engine::Portfolio(list) => list.clone(),
        single => vec![(single.clone(), 1.0)],
    };
    let portfolio = matches!(engine, Engine::Portfolio(_));
    // Standard input of any length (no --sym-stdin): the portfolio starts with tree
    // exploration of the inputs of at most STDIN_FIRST_BOUND bytes — short inputs first, as
    // KLEE's users bound them —, whose FALSE is the program's (a short input is an input of
    // the program) and whose TRUE proves nothing; then every engine on any length.
    let mut runs: Vec<(Engine, f64, Option<u64>)> = runs.into_iter().map(|(e, share)| (e, share, None)).collect();
    if portfolio && ((program.stdin_limit.is_none() && program.reads_stdin()) || (program.file_limit.is_none() && program.reads_files())) {
        if let Some(share) = runs.iter().find(|r| matches!(r.0, Engine::Symex)).map(|r| r.1) {
            runs.insert(0, (Engine::Symex, share, Some(STDIN_FIRST_BOUND)));
        }
    }
    let bounded_program: Option<Program> = runs.iter().any(|r| r.2.is_some()).then(|| {
        let mut p = program.clone();
        p.set_stdin_limit(Some(program.stdin_limit.unwrap_or(STDIN_FIRST_BOUND)));
        p.set_file_limit(Some(program.file_limit.unwrap_or(STDIN_FIRST_BOUND)));
        p
    });
    let mut state = PortfolioState {
        program,
        source,
        data_model,
        search,
        validate,
        undefined_functions,
        portfolio,
        main_id,
        own_vars,
        cpu,
        code: code_lines(program),
        outcomes: vec![None; runs.len()],
        last_stats: json!({}),
        reasons: Vec::new(),
        decided: None,
        undefined: None,
        incomplete: None,
        invariants: Vec::new(),
    };
    let lanes = if portfolio { search.cpus.clamp(1, runs.len().max(1)) } else { 1 };
    if lanes > 1 {
        state.run_parallel(&runs, bounded_program.as_ref(), lanes)?;
    } else {
        for (i, (e, _, stdin_bound)) in runs.iter().enumerate() {
            // The time left, shared among the engines still to run by their shares; the last
            // gets all that remains.
            let left = (search.timeout - cpu.elapsed().as_secs_f64()).max(0.0);
            if left <= 0.0 {
                state.reasons.push((usize::MAX, None, format!("time limit of {} s reached", search.timeout)));
                break;
            }
            let (budget, memory) =
                if portfolio { share_of(&runs, i, left, search.memory_limit) } else { (search.timeout, search.memory_limit) };
            let engine_program = if stdin_bound.is_some() { bounded_program.as_ref().unwrap_or(program) } else { program };
            let finished = run_in_this_thread(engine_program, search, e, budget, memory)?;
            release_freed_memory();
            if state.take(i, e, *stdin_bound, budget, finished) == Flow::Stop {
                break;
            }
        }
    }
    let PortfolioState { decided, incomplete, undefined, reasons: mut given, last_stats, outcomes, invariants, .. } = state;
    // In the engines' order, however they ended (the parallel portfolio takes them as they come).
    given.sort_by_key(|r| r.0);
    let mut reasons = Reasons::default();
    for (_, engine, reason) in given {
        reasons.add(engine, reason);
    }
    let outcomes: Vec<serde_json::Value> = outcomes.into_iter().flatten().collect();
    let (verdict, confirmation, report, trace) = decided
        .or(incomplete)
        .map(|(v, c, r, t)| (bounded_by_inputs(bounded_by_command_line(v, search), program), c, r, t))
        .unwrap_or_else(|| {
            let why = match undefined {
                Some(ub) => ub,
                None if reasons.0.is_empty() => "no engine ran".to_string(),
                None => reasons.text(),
            };
            (Verdict::Unknown(why), None, String::new(), None)
        });
    let mut stats = last_stats;
    if let Some(o) = stats.as_object_mut() {
        o.insert("time_s".into(), json!(start.elapsed().as_secs_f64()));
        if portfolio {
            o.insert("engines".into(), json!(outcomes));
        }
    }
    Ok(Verification {
        verdict,
        confirmation,
        result_stats: stats,
        report,
        invariants,
        property: search.property.name.clone(),
        command_line: search.command_line.clone(),
        trace,
    })
}

/// Engine `i`'s share of the portfolio's time `left` (its share among the engines from it on;
/// the last gets all) and its memory limit: an engine before the last may use 40 % of the
/// memory, since what it leaves behind (the allocator keeps some of what was freed) must not
/// starve the ones after it, and the limit counts the whole process when engines run at once.
fn share_of(runs: &[(Engine, f64, Option<u64>)], i: usize, left: f64, memory_limit: u64) -> (f64, u64) {
    if i + 1 == runs.len() {
        return (left, memory_limit);
    }
    let rest: f64 = runs[i..].iter().map(|r| r.1).sum();
    (left * runs[i].1 / rest.max(f64::MIN_POSITIVE), memory_limit * 2 / 5)
}

/// An engine's run as the portfolio receives it: the run, the source lines its executors
/// reached, its CPU time (its thread's and its solver processes') and its wall time.
struct Finished {
    run: EngineRun,
    reached: Vec<(u32, u32)>,
    cpu: Duration,
    wall: Duration,
}

/// Runs one engine in the calling thread, its coverage and time measured there.
fn run_in_this_thread(program: &Program, search: &SearchOptions, engine: &Engine, budget: f64, memory: u64) -> Result<Finished, String> {
    let wall = Instant::now();
    // Read directly, not by a `CpuClock`: a cancelled engine's clocks read past every limit,
    // and what it used is still worth saying.
    let cpu = effigy_engine::clock::thread_cpu_time();
    effigy_engine::progress::start(engine.name());
    let run = run_engine(program, search, engine, budget, memory)?;
    let reached = effigy_engine::progress::lines_reached();
    Ok(Finished { run, reached, cpu: effigy_engine::clock::thread_cpu_time().saturating_sub(cpu), wall: wall.elapsed() })
}

/// Whether the portfolio goes on after an engine's outcome.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Flow {
    Continue,
    Stop,
}

/// What the portfolio knows so far, and how it takes each engine's outcome (the same rules
/// whether the engines run in turn or at once).
struct PortfolioState<'a> {
    program: &'a Program,
    source: &'a [PathBuf],
    data_model: DataModel,
    search: &'a SearchOptions,
    validate: bool,
    undefined_functions: UndefinedFunctions,
    portfolio: bool,
    main_id: effigy_ir::FuncId,
    /// Variables of the program as given (invariants over promoted stack blocks are dropped).
    own_vars: usize,
    /// The whole run's CPU time (every thread, every solver process).
    cpu: effigy_engine::clock::CpuClock,
    code: std::collections::BTreeSet<(u32, u32)>,
    /// Each engine's outcome, by its place in the list (engines that did not run: none).
    outcomes: Vec<Option<serde_json::Value>>,
    last_stats: serde_json::Value,
    /// Why the engines did not decide: each engine's place, name and reason (the portfolio's
    /// own: no name, last).
    reasons: Vec<(usize, Option<&'static str>, String)>,
    decided: Option<Decided>,
    /// The first "possible undefined behaviour" an engine reported.
    undefined: Option<String>,
    /// The first counterexample that needs what functions no file defines return.
    incomplete: Option<Decided>,
    invariants: Vec<effigy_engine::HeadInvariant>,
}

impl PortfolioState<'_> {
    /// Takes engine `i`'s outcome: `Stop` once the verdict is decided or no engine could
    /// decide more.
    fn take(&mut self, i: usize, e: &Engine, stdin_bound: Option<u64>, budget: f64, finished: Finished) -> Flow {
        let (search, program, portfolio) = (self.search, self.program, self.portfolio);
        let Finished { mut run, reached, cpu, wall } = finished;
        if matches!(run.verdict, Verdict::True) {
            if let Some(why) = cannot_prove(e, &search.property) {
                run.verdict = Verdict::Unknown(why);
            } else if let Some(n) = stdin_bound {
                run.verdict = Verdict::Unknown(format!("no error for any input file of at most {n} bytes (a first, bounded search)"));
            }
        }
        let verdict_name = match &run.verdict {
            Verdict::True => "TRUE".to_string(),
            Verdict::False(_) => "FALSE".to_string(),
            Verdict::Unknown(r) => format!("UNKNOWN ({r})"),
        };
        let mut outcome = json!({"engine": e.name(), "time_s": wall.as_secs_f64(), "cpu_time_s": cpu.as_secs_f64(), "budget_s": budget});
        outcome["coverage"] = coverage_json(program, &self.code, &reached);
        if let Some(n) = stdin_bound {
            outcome["stdin_bound"] = json!(n);
        }
        for key in ["solver_calls", "solver_time_s", "solver_backends"] {
            if let Some(v) = run.stats.get(key) {
                outcome[key] = v.clone();
            }
        }
        self.last_stats = run.stats;
        match run.verdict {
            Verdict::False(cex) => {
                // The replay may use what is left of the time limit, up to a minute (at least
                // its own 10 s): a counter that overflows after 2^31 iterations takes gcc's
                // program seconds, and a candidate on which it never ends must not take the
                // time of the engines after it.
                let mut limits = ReplayLimits {
                    command_line: search.command_line.clone(),
                    environment: program.environment.clone(),
                    ..ReplayLimits::default()
                };
                let left = Duration::from_secs_f64((search.timeout - self.cpu.elapsed().as_secs_f64()).max(0.0));
                limits.time = limits.time.max(left.saturating_sub(Duration::from_secs(1)).min(Duration::from_secs(60)));
                let (verdict, confirmation, report, trace) =
                    confirm(program, self.source, self.data_model, search, *cex, self.validate, self.undefined_functions, &limits);
                outcome["verdict"] = json!(match &verdict {
                    Verdict::False(_) => "FALSE".to_string(),
                    Verdict::Unknown(r) => format!("UNKNOWN ({r})"),
                    Verdict::True => "TRUE".to_string(),
                });
                self.outcomes[i] = Some(outcome);
                if let Verdict::Unknown(r) = &verdict {
                    // A path that needs what undefined functions return: the later engines may
                    // find one that does not; if none does, this counterexample is shown.
                    if portfolio && r.starts_with(INCOMPLETE) {
                        self.incomplete.get_or_insert((verdict, confirmation, report, trace));
                        return Flow::Continue;
                    }
                    if portfolio {
                        self.reasons.push((i, Some(e.name()), r.clone()));
                        return Flow::Continue;
                    }
                }
                self.decided = Some((verdict, confirmation, report, trace));
                Flow::Stop
            }
            Verdict::True if self.incomplete.is_some() => {
                // An error path gcc's program reached with stubs: no proof can be right about
                // every definition of the missing functions.
                outcome["verdict"] = json!("TRUE (not taken: an error path needs the functions no file defines)");
                self.outcomes[i] = Some(outcome);
                Flow::Continue
            }
            Verdict::True if self.undefined.is_some() => {
                // An engine that does not look for undefined behaviour (the loop invariants'
                // proof) cannot clear what another found possible.
                outcome["verdict"] = json!("TRUE (not taken: undefined behaviour is possible)");
                self.outcomes[i] = Some(outcome);
                Flow::Continue
            }
            Verdict::True => {
                outcome["verdict"] = json!(verdict_name);
                self.outcomes[i] = Some(outcome);
                let own_vars = self.own_vars;
                self.invariants = run.invariants.into_iter().map(|i| i.restricted(|v| (v.0 as usize) < own_vars)).collect();
                self.decided = Some((Verdict::True, None, String::new(), None));
                Flow::Stop
            }
            Verdict::Unknown(r) => {
                outcome["verdict"] = json!(verdict_name);
                self.outcomes[i] = Some(outcome);
                // Tree exploration of every path, each to its end or to where every engine
                // stops (undefined behaviour, what the library model leaves out), found no
                // error: no engine can decide more (on a first, bounded search of standard
                // input, it speaks of short inputs only).
                let last_word = run.exhaustive && stdin_bound.is_none();
                // Undefined behaviour an engine found possible (its path condition satisfiable)
                // rules out TRUE. The engines still to run look for a FALSE only: the error
                // may be reachable on other inputs, on a path free of undefined behaviour (every
                // engine ends a path at its first undefined operation, and gcc confirms the
                // inputs). The first such report is the verdict's reason.
                if r.starts_with("possible undefined behaviour") {
                    // With no error edge in any function main may call, no execution free of the
                    // undefined behaviour errs: what is left to know is said (loops/bubble_sort-1:
                    // reach_error's one caller is never called).
                    if search.property.checks.is_empty() && !program.error_in_call_graph(self.main_id) {
                        self.undefined.get_or_insert(format!(
                            "{r}; no execution free of it reaches an error: no function main may call has an error call"
                        ));
                        return Flow::Stop;
                    }
                    self.undefined.get_or_insert(r);
                } else {
                    // The intervals' first unproved operation says little once the other
                    // engines have spoken (it stays in the engines' outcomes).
                    let quiet = portfolio && matches!(e, Engine::Absint(_));
                    if !quiet {
                        // Engines that ran out of their share of the time say it in many ways
                        // (their own limit, a solver query's); one line says it for them all
                        // (each engine's own words stay in its outcome).
                        let r = if portfolio && out_of_time(&r) { "its share of the time ran out".to_string() } else { r };
                        self.reasons.push((i, portfolio.then(|| e.name()), r));
                    }
                }
                if last_word {
                    Flow::Stop
                } else {
                    Flow::Continue
                }
            }
        }
    }

    /// The portfolio's engines at once, up to `lanes` of them, each in a thread of its own with
    /// its own executor and solver (`--cpus`). Each is given its share of the CPU time as if
    /// they ran in turn — the time limit counts the CPU of all of them, as SV-COMP measures —,
    /// so that the whole portfolio spends what the sequential one would, in less wall time. An
    /// engine's share is taken from what the finished engines left and the running ones have
    /// not been given; the last to start gets all of it. Outcomes are taken as they come, by the
    /// rules of `take`, except a TRUE that an earlier engine's outcome could make not taken
    /// although the engines are sound — the loop invariants' proof, which does not look for
    /// undefined behaviour, or any TRUE of a program that calls functions no file defines (an
    /// error path reached with the replay's stubs) —: it waits until the engines before it
    /// have ended, as in turn, and no engine starts while it waits. Once one outcome stops
    /// the portfolio, the running engines are cancelled (their queries interrupted, their
    /// solver processes killed) and said to be stopped.
    fn run_parallel(&mut self, runs: &[(Engine, f64, Option<u64>)], bounded: Option<&Program>, lanes: usize) -> Result<(), String> {
        use effigy_engine::clock::Cancellation;
        use std::sync::mpsc;
        let search = self.search;
        let program = self.program;
        let (tx, rx) = mpsc::channel::<(usize, Result<Finished, String>)>();
        std::thread::scope(|scope| -> Result<(), String> {
            let mut next = 0;
            // The engines running: their place, their cancellation and their budget.
            let mut running: Vec<(usize, std::sync::Arc<Cancellation>, f64)> = Vec::new();
            // The CPU time the finished engines used.
            let mut spent = 0.0;
            let mut stopping = false;
            // The engine whose outcome ended the search.
            let mut stopped_by: Option<&'static str> = None;
            let mut failure: Option<String> = None;
            // Finished engines whose TRUE waits for the engines before them, by place, and the
            // place up to which every outcome is taken.
            let mut waiting: std::collections::BTreeMap<usize, (Finished, f64)> = std::collections::BTreeMap::new();
            let mut in_turn = 0;
            let calls_undefined =
                program.functions.iter().any(|f| f.edges.iter().any(|e| matches!(e.kind, effigy_ir::EdgeKind::Extern { .. })));
            loop {
                while !stopping && waiting.is_empty() && running.len() < lanes && next < runs.len() {
                    let reserved: f64 = running.iter().map(|r| r.2).sum();
                    let left = (search.timeout - spent - reserved).min(search.timeout - self.cpu.elapsed().as_secs_f64()).max(0.0);
                    if left <= 0.0 {
                        if running.is_empty() {
                            self.reasons.push((usize::MAX, None, format!("time limit of {} s reached", search.timeout)));
                        }
                        break;
                    }
                    let i = next;
                    next += 1;
                    let (e, _, stdin_bound) = &runs[i];
                    let (budget, memory) = share_of(runs, i, left, search.memory_limit);
                    let engine_program = if stdin_bound.is_some() { bounded.unwrap_or(program) } else { program };
                    let cancel = Cancellation::new();
                    let (tx, c) = (tx.clone(), cancel.clone());
                    let spawned = std::thread::Builder::new()
                        .name(format!("effigy-{}", e.name()))
                        // The engines recurse over the program as the main analysis thread does.
                        .stack_size(1 << 30)
                        .spawn_scoped(scope, move || {
                            c.enter();
                            let finished = run_in_this_thread(engine_program, search, e, budget, memory);
                            c.leave();
                            let _ = tx.send((i, finished));
                        });
                    match spawned {
                        Ok(_) => running.push((i, cancel, budget)),
                        Err(why) => {
                            failure = Some(format!("cannot start a thread for {}: {why}", e.name()));
                            stopping = true;
                        }
                    }
                }
                if running.is_empty() {
                    break;
                }
                match rx.recv_timeout(Duration::from_millis(50)) {
                    Ok((i, finished)) => {
                        let Some(at) = running.iter().position(|r| r.0 == i) else { continue };
                        let (_, cancel, budget) = running.remove(at);
                        release_freed_memory();
                        let (e, _, stdin_bound) = &runs[i];
                        if cancel.is_cancelled() {
                            let why = stopped_by.map_or_else(|| "stopped".to_string(), |by| format!("stopped when {by} ended the search"));
                            let mut outcome = json!({"engine": e.name(), "verdict": why, "budget_s": budget});
                            if let Ok(f) = &finished {
                                outcome["time_s"] = json!(f.wall.as_secs_f64());
                                outcome["cpu_time_s"] = json!(f.cpu.as_secs_f64());
                            }
                            self.outcomes[i] = Some(outcome);
                            continue;
                        }
                        match finished {
                            Ok(finished) => {
                                spent += finished.cpu.as_secs_f64();
                                let waits = matches!(finished.run.verdict, Verdict::True)
                                    && (calls_undefined || matches!(e, Engine::Invariants(_)));
                                if waits {
                                    waiting.insert(i, (finished, budget));
                                } else if self.take(i, e, *stdin_bound, budget, finished) == Flow::Stop {
                                    stopping = true;
                                    stopped_by.get_or_insert(e.name());
                                }
                                // A waiting TRUE is taken once every engine before it is.
                                while !stopping {
                                    while in_turn < runs.len() && self.outcomes[in_turn].is_some() && !waiting.contains_key(&in_turn) {
                                        in_turn += 1;
                                    }
                                    let Some((finished, budget)) = waiting.remove(&in_turn) else { break };
                                    let (e, _, stdin_bound) = &runs[in_turn];
                                    if self.take(in_turn, e, *stdin_bound, budget, finished) == Flow::Stop {
                                        stopping = true;
                                        stopped_by.get_or_insert(e.name());
                                    }
                                }
                            }
                            Err(why) => {
                                failure.get_or_insert(why);
                                stopping = true;
                            }
                        }
                    }
                    // Each engine ends itself within its share, as in turn (and the binary's
                    // watchdog ends a run past the whole limit).
                    Err(mpsc::RecvTimeoutError::Timeout) => {}
                    Err(mpsc::RecvTimeoutError::Disconnected) => break,
                }
                if stopping {
                    // Again at every wake: a query started after the last interruption runs
                    // until it is interrupted.
                    for (_, cancel, _) in &running {
                        cancel.cancel();
                    }
                }
            }
            // TRUEs still waiting when another outcome ended the search: said, not taken.
            let by = stopped_by.unwrap_or("another engine");
            for (i, (f, budget)) in waiting {
                let verdict = match &f.run.verdict {
                    Verdict::True => "TRUE".to_string(),
                    Verdict::False(_) => "FALSE".to_string(),
                    Verdict::Unknown(r) => format!("UNKNOWN ({r})"),
                };
                self.outcomes[i] = Some(json!({
                    "engine": runs[i].0.name(),
                    "verdict": format!("{verdict} (not taken: {by} ended the search)"),
                    "time_s": f.wall.as_secs_f64(),
                    "cpu_time_s": f.cpu.as_secs_f64(),
                    "budget_s": budget,
                }));
            }
            match failure {
                Some(why) => Err(why),
                None => Ok(()),
            }
        })
    }
}

/// What decided a verdict: the verdict, gcc's confirmation of a FALSE, the counterexample's
/// report and its trace with values.
type Decided = (Verdict, Option<Result<(), String>>, String, Option<Vec<crate::trace::TraceEntry>>);

/// Whether an engine's UNKNOWN says only that its time ran out: `time limit of 3.2 s
/// reached`, or a solver query that gave up on its time limit.
fn out_of_time(reason: &str) -> bool {
    let own = reason.strip_prefix("time limit of ").and_then(|r| r.strip_suffix(" s reached")).is_some_and(|n| n.parse::<f64>().is_ok());
    let query = reason.strip_prefix("the solver gave up: ").is_some_and(|r| {
        !r.contains(';')
            && (r.ends_with(": timeout") || r == "timeout" || r == "time limit reached" || r.contains("share of the time limit ended"))
    });
    own || query
}

/// The reasons of an UNKNOWN: each distinct one once, in the order first given, with the
/// engines that gave it (none for the portfolio's own, or a single engine's).
#[derive(Default)]
struct Reasons(Vec<(Vec<&'static str>, String)>);

impl Reasons {
    fn add(&mut self, engine: Option<&'static str>, reason: String) {
        match self.0.iter_mut().find(|(_, r)| *r == reason) {
            Some((engines, _)) => engines.extend(engine.filter(|e| !engines.contains(e))),
            None => self.0.push((engine.into_iter().collect(), reason)),
        }
    }

    /// `symex, cegar: the solver gave up: timeout; bmc: …`.
    fn text(&self) -> String {
        let one = |(engines, reason): &(Vec<&str>, String)| {
            if engines.is_empty() {
                reason.clone()
            } else {
                format!("{}: {reason}", engines.join(", "))
            }
        };
        self.0.iter().map(one).collect::<Vec<_>>().join("; ")
    }
}

/// Why an engine's TRUE does not prove `property`, if it does not: k-induction and CEGAR prove
/// that no violation is reachable, but the checks of memtrack and memcleanup are made where the
/// program ends, and a run that never ends may lose memory; the loop invariants' proof checks
/// assertions only.
fn cannot_prove(engine: &Engine, property: &effigy_engine::Property) -> Option<String> {
    match engine {
        Engine::Kind(_) | Engine::Cegar(_) if property.needs_the_end() => Some(format!(
            "{} proved that no path reaches a violation, which does not decide {}: its checks are made where the program ends, and a run that never ends may lose memory",
            engine.name(),
            property.name
        )),
        Engine::Invariants(_) if !property.is_unreach_call() => {
            Some(format!("the loop invariants' proof checks assertions only, not {}", property.name))
        }
        _ => None,
    }
}

/// Runs one engine (not a portfolio) with a fresh executor and `budget` CPU seconds.
/// Returns the memory freed by an engine to the system (glibc keeps freed blocks otherwise, and
/// the memory limit counts the resident set).
fn release_freed_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        extern "C" {
            fn malloc_trim(pad: usize) -> i32;
        }
        // SAFETY: malloc_trim only returns free memory of glibc's heap to the system.
        unsafe {
            malloc_trim(0);
        }
    }
}

fn run_engine(program: &Program, search: &SearchOptions, engine: &Engine, budget: f64, memory_mb: u64) -> Result<EngineRun, String> {
    let start = Instant::now();
    let cpu_start = effigy_engine::clock::thread_cpu_time();
    let mut ex = executor(program, search, true)?;
    if budget < search.timeout {
        // In a portfolio, no solver call may outlast the engine's share (its thread's CPU
        // time): a call that did would eat the next engines' shares, and at the total limit
        // the watchdog would end the process without the engines' reasons.
        ex.solver.set_deadline(Some(cpu_start + Duration::from_secs_f64(budget)));
    }
    let main = program.function_by_name("main").ok_or("the program has no main function")?;
    // A global the engines cannot initialise (a pointer from an integer constant) leaves them
    // nothing to analyse: UNKNOWN, with the reason.
    let initial = match main_state(&mut ex, program, main, search.command_line.as_ref()) {
        Ok(s) => s,
        Err(why) => return Ok(EngineRun { verdict: Verdict::Unknown(why), stats: json!({}), invariants: Vec::new(), exhaustive: false }),
    };
    let timeout = Duration::from_secs_f64(budget);
    let mut invariants = Vec::new();
    let mut exhaustive = false;
    let (verdict, engine_stats) = match engine {
        Engine::Symex => {
            let mut options = explore_options(search, true);
            options.timeout = Some(timeout);
            options.memory_limit_mb = Some(memory_mb);
            let result = explore(&mut ex, initial, &options);
            exhaustive = result.exhaustive;
            (result.verdict, EngineStats::Explore(result.stats))
        }
        Engine::Cegar(options) => {
            let mut options = options.clone();
            options.timeout = tighter(options.timeout, timeout);
            options.memory_limit_mb = tighter(options.memory_limit_mb, memory_mb);
            let result = cegar(&mut ex, initial, options);
            invariants = result.invariants;
            (result.verdict, EngineStats::Cegar(result.stats))
        }
        Engine::Bmc(options) => {
            let mut options = options.clone();
            options.timeout = tighter(options.timeout, timeout);
            options.memory_limit_mb = tighter(options.memory_limit_mb, memory_mb);
            // Counter loops that run 2^31 times before they fail are out of every bound's
            // reach: when the program has some, the program with those loops accelerated is
            // unwound first, at small bounds and with a fifth of the time (the jump over their
            // iterations only adds paths, so its TRUE is the program's; a counterexample that
            // takes no jump is one of the program's, and one that takes a jump is a candidate
            // that gcc confirms as any other, its path mapped back to the program's edges).
            // The program itself gets the rest; a candidate through a jump is the verdict only
            // when the program's own unwinding decides nothing. (Before the unwinding, not
            // after: the unwinding of a long loop spends its time on ever deeper bounds, and
            // with Bitwuzla raced on its hard queries, the CPU time left after it could be
            // none.) Not with a bound the user fixed, nor with mathematical integers, whose
            // FALSE gcc's program does not confirm.
            let acceleration =
                if options.unwind.is_some() || search.math_ints { None } else { effigy_ir::accelerate::accelerate_loops(program) };
            match acceleration {
                Some(accelerated) => {
                    let clock = effigy_engine::clock::CpuClock::start();
                    let whole = options.timeout.unwrap_or(timeout);
                    let mut first = options.clone();
                    first.timeout = Some(whole.mul_f64(0.2));
                    first.schedule = vec![1, 2, 4, 8];
                    let fast = accelerated_bmc(&accelerated, search, budget, cpu_start, main, &first);
                    match fast {
                        Some(fast) if !matches!(&fast.verdict, Verdict::False(cex) if cex.candidate.is_some()) => {
                            (fast.verdict, EngineStats::Bmc(fast.stats))
                        }
                        candidate => {
                            // With a candidate in hand, a tenth of the time is kept for
                            // gcc's confirmation of it.
                            let mut rest = options.clone();
                            let keep = if candidate.is_some() { whole.mul_f64(0.1) } else { Duration::ZERO };
                            rest.timeout = Some(whole.saturating_sub(clock.elapsed() + keep));
                            let result = bmc(&mut ex, initial, &rest);
                            // Possible undefined behaviour is kept as it is: it rules out
                            // another engine's TRUE, which an unconfirmed candidate's reason
                            // would not.
                            let undecided =
                                matches!(&result.verdict, Verdict::Unknown(r) if !r.starts_with("possible undefined behaviour"));
                            match candidate {
                                Some(fast) if undecided => (fast.verdict, EngineStats::Bmc(fast.stats)),
                                _ => (result.verdict, EngineStats::Bmc(result.stats)),
                            }
                        }
                    }
                }
                None => {
                    let result = bmc(&mut ex, initial, &options);
                    (result.verdict, EngineStats::Bmc(result.stats))
                }
            }
        }
        Engine::Kind(options) => {
            let mut options = options.clone();
            options.timeout = tighter(options.timeout, timeout);
            options.memory_limit_mb = tighter(options.memory_limit_mb, memory_mb);
            // k-induction reasons about the loops of main: the functions main calls once are
            // inlined, so that their loops are main's (the verdict's path is mapped back).
            match effigy_ir::inline::inline_single_calls(program, main) {
                Some(inlined) => {
                    let (mut inner, initial) = match derived(&inlined.program, search, budget, cpu_start, main) {
                        Ok(x) => x,
                        Err(why) => {
                            return Ok(EngineRun {
                                verdict: Verdict::Unknown(why),
                                stats: json!({}),
                                invariants: Vec::new(),
                                exhaustive: false,
                            })
                        }
                    };
                    let mut result = kind(&mut inner, initial, &options);
                    if let Verdict::False(cex) = &mut result.verdict {
                        cex.path = inlined.original_path(main, &cex.path);
                    }
                    // Its invariants speak of the inlined program's variables: not kept.
                    (result.verdict, EngineStats::Bmc(result.stats))
                }
                None => {
                    let result = kind(&mut ex, initial, &options);
                    invariants = result.invariants;
                    (result.verdict, EngineStats::Bmc(result.stats))
                }
            }
        }
        Engine::Invariants(cuts) => {
            // Loops without an invariant are unwound; a path the bound cuts is not proved.
            ex.limits.unwind = Some(search.unwind.unwrap_or(32));
            let options = effigy_engine::prove::ProveOptions { timeout: Some(timeout), max_paths: 100_000 };
            let result = effigy_engine::prove::prove(&mut ex, initial, cuts, &options);
            let verdict = if result.proved() {
                Verdict::True
            } else {
                let first = result.paths.iter().flat_map(|p| &p.failures).next().map(|f| {
                    let at = if f.span.is_none() { String::new() } else { format!(" at {}", program.describe_span(f.span)) };
                    format!("{}{at}", f.what)
                });
                // Not "possible undefined behaviour": from an arbitrary state at a loop head,
                // a failure need not be reachable.
                Verdict::Unknown(format!(
                    "the program's loop invariants are not proved ({})",
                    result.incomplete.clone().or(first).unwrap_or_else(|| "no reason".into())
                ))
            };
            let stats = ExploreStats { states: result.paths.len() as u64, leaves: result.paths.len() as u64, ..Default::default() };
            (verdict, EngineStats::Explore(stats))
        }
        Engine::Absint(options) => {
            let result = if search.math_ints {
                effigy_engine::AbsintResult {
                    verdict: Verdict::Unknown("the intervals follow C's integers, not mathematical ones (--math-ints)".into()),
                    invariants: Vec::new(),
                    stats: Default::default(),
                }
            } else {
                let mut options = options.clone();
                options.timeout = tighter(options.timeout, timeout);
                options.errors = search.property.errors;
                effigy_engine::absint(program, main, &options)
            };
            invariants = result.invariants;
            (result.verdict, EngineStats::Absint(result.stats))
        }
        Engine::Portfolio(_) => return Err("a portfolio cannot be nested in a portfolio".into()),
    };
    let stats = stats_json(&ex, &engine_stats, start.elapsed());
    Ok(EngineRun { verdict, stats, invariants, exhaustive })
}

/// Bounded model checking of the accelerated program: its TRUE, or its FALSE with the path
/// mapped back to the program's edges (a candidate when it takes a jump); `None` when it
/// decides nothing.
fn accelerated_bmc(
    accelerated: &effigy_ir::accelerate::Accelerated,
    search: &SearchOptions,
    budget: f64,
    cpu_start: Duration,
    main: effigy_ir::FuncId,
    options: &BmcOptions,
) -> Option<effigy_engine::BmcResult> {
    let (mut ex, initial) = derived(&accelerated.program, search, budget, cpu_start, main).ok()?;
    let mut result = bmc(&mut ex, initial, options);
    match &mut result.verdict {
        Verdict::False(cex) => {
            let jumps = accelerated.jumps_on(&cex.path);
            if !jumps.is_empty() {
                cex.candidate = Some(format!("the jump over iterations of the accelerated loop at {}", jumps.join(", ")));
            }
            cex.path = accelerated.original_path(&cex.path);
        }
        Verdict::True => {}
        Verdict::Unknown(_) => return None,
    }
    Some(result)
}

/// An executor for a program derived from the one verified (inlined, accelerated), with its
/// initial state; the error is the reason for UNKNOWN.
fn derived<'p>(
    program: &'p Program,
    search: &SearchOptions,
    budget: f64,
    cpu_start: Duration,
    main: effigy_ir::FuncId,
) -> Result<(Executor<'p, Backend>, effigy_engine::State), String> {
    let mut ex = executor(program, search, true)?;
    if budget < search.timeout {
        ex.solver.set_deadline(Some(cpu_start + Duration::from_secs_f64(budget)));
    }
    let initial = main_state(&mut ex, program, main, search.command_line.as_ref())?;
    Ok((ex, initial))
}

/// The state `main` starts in: given the command line, or zeros for parameters it never reads.
pub(crate) fn main_state(
    ex: &mut Executor<'_, Backend>,
    program: &Program,
    main: effigy_ir::FuncId,
    command_line: Option<&effigy_engine::CommandLine>,
) -> Result<effigy_engine::State, String> {
    match command_line {
        Some(cl) => ex.command_line_state(main, cl),
        None => {
            let args = main_arguments(ex, program, main)?;
            ex.initial_state(main, &args)
        }
    }
}

/// The arguments of `main` when the command line is not given (`--sym-args`): none when main
/// does not read its parameters; `argc` alone, any value, when `argv` (and `envp`) are never
/// read, also not by the functions main passes them to; else effigy's default bounds,
/// [`DEFAULT_ARGUMENTS`].
/// `name`: `argv[0]` of the default command line.
pub fn resolve_command_line(
    program: &Program,
    main: effigy_ir::FuncId,
    given: Option<&effigy_engine::CommandLine>,
    name: &[u8],
) -> Option<effigy_engine::CommandLine> {
    let func = program.function(main);
    // No edge of main mentions its parameters: they are given zeros.
    let mut mentioned = false;
    for edge in &func.edges {
        edge.kind.for_each_expr(&mut |e| e.for_each_var(&mut |v| mentioned |= func.params.contains(&v)));
    }
    if !mentioned {
        return None;
    }
    if let Some(cl) = given {
        return Some(cl.clone());
    }
    if func.params.len() >= 2 && (1..func.params.len()).all(|i| param_unused(program, main, i, &mut Vec::new())) {
        return Some(effigy_engine::CommandLine::CountOnly);
    }
    if func.params.len() == 1 && param_unused(program, main, 0, &mut Vec::new()) {
        return None;
    }
    let (min, max, max_len) = DEFAULT_ARGUMENTS;
    Some(effigy_engine::CommandLine::Arguments { program: name.to_vec(), concrete: Vec::new(), min, max, max_len })
}

/// `--sym-args`' bounds when main reads argv and none are given: 0 to 2 arguments of at most 8
/// bytes (a bounded search: a TRUE within them is no proof).
pub const DEFAULT_ARGUMENTS: (u32, u32, u32) = (0, 2, 8);

/// `argv[0]`: the main file's name without its directory and extension.
pub fn program_name(main_file: &Path) -> Vec<u8> {
    main_file.file_stem().map(|s| s.to_string_lossy().as_bytes().to_vec()).unwrap_or_else(|| b"program".to_vec())
}

/// Whether parameter `index` of `f` is never read: no expression uses it except as the
/// argument at the same place of a direct call whose callee never reads that parameter
/// (`visiting`: the calls being followed; a cycle reads nothing new).
fn param_unused(program: &Program, f: effigy_ir::FuncId, index: usize, visiting: &mut Vec<(effigy_ir::FuncId, usize)>) -> bool {
    if visiting.contains(&(f, index)) {
        return true;
    }
    let func = program.function(f);
    let Some(&p) = func.params.get(index) else { return true };
    if program.var(p).address_taken {
        return false;
    }
    visiting.push((f, index));
    let mut unused = true;
    for edge in &func.edges {
        // Every use of the parameter in the edge (a call's destination and arguments too)…
        let mut uses = 0usize;
        edge.kind.for_each_expr(&mut |e| e.for_each_var(&mut |v| uses += usize::from(v == p)));
        if uses == 0 {
            continue;
        }
        // …must be an argument passed as it is to a parameter its callee never reads.
        let mut passed = 0usize;
        if let effigy_ir::EdgeKind::Call { callee, args, .. } = &edge.kind {
            for (j, a) in args.iter().enumerate() {
                if matches!(a.kind, effigy_ir::ExprKind::Var(v) if v == p) {
                    if program.function(*callee).params.len() != args.len() || !param_unused(program, *callee, j, visiting) {
                        unused = false;
                    }
                    passed += 1;
                }
            }
        }
        if uses != passed {
            unused = false;
        }
    }
    visiting.pop();
    unused
}

/// The tighter of an engine's own limit and the one verify gives it.
fn tighter<T: Ord + Copy>(own: Option<T>, given: T) -> Option<T> {
    Some(own.map_or(given, |o| o.min(given)))
}

/// The verdict policy for a counterexample: replayed on the program compiled by gcc; FALSE
/// only when gcc's program reaches the error (or validation is off), else UNKNOWN saying why.
fn confirm(
    program: &Program,
    source: &[PathBuf],
    data_model: DataModel,
    search: &SearchOptions,
    cex: effigy_engine::Counterexample,
    validate: bool,
    undefined: UndefinedFunctions,
    limits: &ReplayLimits,
) -> Decided {
    let mut report = String::new();
    let mut confirmation = None;
    let _ = writeln!(report, "Counterexample: {} reached at {}", error_name(&cex.error), program.describe_span(cex.span));
    if let Some(cl) = &search.command_line {
        let _ = writeln!(report, "  command line: {}", command_line_text(cl, &cex.inputs));
    }
    if cex.inputs.iter().any(|i| i.function == effigy_ir::STDIN_INPUT) {
        let _ = writeln!(report, "  standard input: {}", stdin_text(&cex.inputs));
    }
    for (k, name) in program.sym_files.iter().enumerate() {
        let missing = effigy_ir::file_missing_input(k);
        if cex.inputs.iter().any(|i| i.function == missing && i.value != 0) {
            let _ = writeln!(report, "  file {name}: missing (fopen fails with ENOENT)");
        } else if cex.inputs.iter().any(|i| effigy_ir::file_of_input(&i.function) == Some(k)) {
            let _ = writeln!(report, "  file {name}: {}", file_text(&cex.inputs, k));
        }
    }
    let _ = writeln!(report, "  inputs (in the order the program reads them):");
    let own: Vec<&effigy_engine::InputValue> = cex
        .inputs
        .iter()
        .filter(|i| {
            !is_command_line_input(&i.function)
                && i.function != effigy_ir::STDIN_INPUT
                && effigy_ir::file_of_input(&i.function).is_none()
                && effigy_ir::missing_file_of_input(&i.function).is_none()
        })
        .collect();
    if own.is_empty() {
        let _ = writeln!(report, "    (none)");
    }
    for (i, input) in own.into_iter().enumerate() {
        let _ = writeln!(
            report,
            "    {:>3}. {}() : {} = {}",
            i + 1,
            input.function,
            c_type_name(program, input.ty),
            input_text(program, input.ty, input.value)
        );
    }
    // The trace only shows the counterexample: a fault in showing it must not cost the verdict.
    let trace = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        crate::trace::counterexample_trace(program, &cex, search.command_line.as_ref())
    }))
    .ok()
    .flatten();
    match &trace {
        Some(trace) => {
            let _ = writeln!(report, "  trace (each step with the values it computed):");
            for line in crate::trace::trace_lines(trace) {
                let _ = writeln!(report, "    {line}");
            }
        }
        None => {
            let _ = writeln!(report, "  path:");
            for line in path_lines(program, &cex.path) {
                let _ = writeln!(report, "    {line}");
            }
        }
    }
    if let Some(through) = &cex.candidate {
        let _ = writeln!(report, "    (the path takes {through}: the iterations it skips are not listed)");
    }
    let mut verdict = None;
    if validate {
        let split = crate::replay::split_inputs(cex.inputs.iter().map(|i| (i.function.as_str(), i.value)));
        let limits = &ReplayLimits {
            stdin: Some(split.stdin.clone()),
            files: split.named_files(&program.sym_files),
            command_line: limits.command_line.clone(),
            environment: limits.environment.clone(),
            ..*limits
        };
        let values = split.values;
        let stubs = crate::replay::stubs_of(program);
        // (confirmed, what confirms it, how gcc's program ended), and the functions that ran as
        // stubs (defined nowhere)
        let mut stubbed: Vec<String> = Vec::new();
        let outcome: Result<(bool, String, String), String> = match &cex.error {
            ErrorKind::Violation(check, what) => {
                crate::replay::replay_sanitized(source, data_model, &values, &stubs, limits, *check).map(|r| {
                    stubbed = r.stubbed.clone();
                    sanitized_confirmation(source, *check, what, &r)
                })
            }
            _ => crate::replay::replay_stubbed(source, data_model, &values, &stubs, limits).map(|(o, s)| {
                stubbed = s;
                (o.reached_error(), "the program compiled by gcc reaches the error on these inputs".to_string(), o.to_string())
            }),
        };
        // Of those, the ones the path calls: the path needs what they return, that they leave
        // the program's objects as the stub does (nothing changed), and that they return at all.
        let called: std::collections::HashSet<&str> = cex
            .path
            .iter()
            .filter_map(|&(f, e)| match &program.function(f).edges[e.0 as usize].kind {
                effigy_ir::EdgeKind::Extern { name, .. } => Some(name.as_str()),
                _ => None,
            })
            .collect();
        let needed: Vec<&String> = stubbed.iter().filter(|s| called.contains(s.as_str())).collect();
        confirmation = Some(match outcome {
            Ok((true, _, _)) if !needed.is_empty() && undefined == UndefinedFunctions::Incomplete => {
                let names: Vec<&str> = needed.iter().map(|s| s.as_str()).collect();
                let why = format!(
                    "{INCOMPLETE} {} — which no file of the program defines — {} as the replay's stubs do (return the inputs listed, \
                     change nothing): the program is incomplete; give every file that defines its functions",
                    names.join(", "),
                    if names.len() == 1 { "behaves" } else { "behave" }
                );
                let _ = writeln!(report, "  {why}");
                verdict = Some(Verdict::Unknown(why.clone()));
                Err(why)
            }
            Ok((true, how, _)) => {
                let _ = writeln!(report, "  confirmed by execution: {how}");
                if !stubbed.is_empty() {
                    let _ = writeln!(
                        report,
                        "  (the external functions without a definition, {}, ran as stubs that return the inputs listed and change nothing)",
                        stubbed.join(", ")
                    );
                }
                Ok(())
            }
            Ok((_, _, o)) if search.math_ints => {
                let why = format!(
                    "not confirmed by execution: gcc's program, with C's bit-vector integers, ended with `{o}` (the counterexample holds for mathematical integers)"
                );
                let _ = writeln!(report, "  {why}");
                Err(why)
            }
            Ok((_, _, o)) if !cex.uninitialised.is_empty() => {
                // Uninitialised storage and object addresses: the compiler's choice.
                let what: Vec<String> = cex
                    .uninitialised
                    .iter()
                    .map(|n| match n.strip_prefix("address_of_") {
                        Some(obj) => format!("the address of {obj}"),
                        None => format!("uninitialised {n}"),
                    })
                    .collect();
                let why = format!(
                    "the error path depends on values a compiled program cannot be given ({}); gcc's program ended with `{o}`",
                    what.join(", ")
                );
                verdict = Some(Verdict::Unknown(why.clone()));
                Err(why)
            }
            Ok((_, _, o)) if stubs.iter().any(|s| called.contains(s.name.as_str())) => {
                // The inputs include what unknown external functions the path calls returned;
                // the C library's own functions (not stubbed) return what they compute instead.
                let names: Vec<&str> = stubs.iter().map(|s| s.name.as_str()).filter(|n| called.contains(n)).collect();
                let why = format!(
                    "the counterexample was not confirmed by execution: gcc's program ended with `{o}`; the path depends on what \
                     the external functions without a definition ({}) return or do",
                    names.join(", ")
                );
                let _ = writeln!(report, "  {why}");
                verdict = Some(Verdict::Unknown(why.clone()));
                Err(why)
            }
            Ok((_, _, o)) if matches!(cex.error, ErrorKind::Violation(..)) => {
                // gcc may have removed the operation (an overflow it folds away), or the
                // sanitizer cannot see this access (one that lands in another object).
                let why = format!("the violation was not confirmed by the program compiled by gcc with sanitizers (it ended with `{o}`)");
                let _ = writeln!(report, "  {why}");
                verdict = Some(Verdict::Unknown(why.clone()));
                Err(why)
            }
            Ok((_, _, o)) if cex.candidate.is_some() => {
                let why = format!("gcc's program ended with `{o}`");
                let _ = writeln!(report, "  not confirmed by execution: {why}");
                Err(why)
            }
            Ok((_, _, o)) => {
                let why =
                    format!("the counterexample was not confirmed by execution (gcc's program ended with `{o}`); this is a bug in effigy");
                verdict = Some(Verdict::Unknown(why.clone()));
                Err(why)
            }
            Err(e) => {
                let _ = writeln!(report, "  not confirmed by execution: {e}");
                Err(e)
            }
        });
    }
    // A path through a transformation that adds paths (an accelerated loop's jump) is only a
    // candidate: without gcc's confirmation it is no FALSE, whatever else is known of it.
    if let Some(through) = &cex.candidate {
        let why = match &confirmation {
            Some(Ok(())) => None,
            Some(Err(e)) => Some(e.clone()),
            None => Some("it was not replayed".to_string()),
        };
        if let Some(why) = why {
            verdict = Some(Verdict::Unknown(format!(
                "the error path goes through {through}, which adds paths the program may not have, and gcc's program does not \
                 confirm it: {why}"
            )));
        }
    }
    let verdict = verdict.unwrap_or_else(|| Verdict::False(Box::new(cex)));
    (verdict, confirmation, report, trace)
}

/// Whether a sanitizer build saw the violation of `check` effigy found (`what`): (confirmed,
/// the confirmation's text, how the program ended and what the sanitizer said).
fn sanitized_confirmation(
    source: &[PathBuf],
    check: effigy_ir::Check,
    what: &str,
    r: &crate::replay::SanitizerReport,
) -> (bool, String, String) {
    use effigy_ir::Check;
    let ended = match &r.found {
        Some((_, summary)) => format!("{}; {summary}", r.outcome),
        None => format!("{}; no sanitizer report", r.outcome),
    };
    match check {
        Check::Memcleanup => match r.live_blocks {
            Some(n) if n > 0 => (
                true,
                format!(
                    "the program compiled by gcc, its allocation calls counted, ends with {n} heap block(s) allocated (no sanitizer \
                     reports memory still reachable at the end: LeakSanitizer ignores it)"
                ),
                ended,
            ),
            n => (false, String::new(), format!("{}; {} heap blocks allocated at the end", r.outcome, n.unwrap_or(0))),
        },
        Check::Memtrack => {
            // The lost block's allocation site, when it is in the program's own file: the leak
            // LeakSanitizer reports must be of a block allocated there.
            let site = what.split("allocated at ").nth(1).and_then(|rest| {
                let pos = rest.split(", ").next()?;
                let mut parts = pos.rsplitn(3, ':');
                let _column = parts.next()?;
                let line: u32 = parts.next()?.parse().ok()?;
                let file = parts.next()?;
                Some((file.to_string(), line))
            });
            let leak = matches!(&r.found, Some((Check::Memtrack, _)));
            let at_site = match &site {
                Some((file, line)) if source.iter().any(|s| s.file_name() == Path::new(file).file_name()) => {
                    let name = Path::new(file).file_name().map(|f| f.to_string_lossy().to_string()).unwrap_or_default();
                    r.leaked_at.contains(&(name, *line))
                }
                _ => leak,
            };
            match (&r.found, leak && at_site) {
                (Some((_, summary)), true) => (true, format!("{summary} (the program compiled by gcc with -fsanitize=address)"), ended),
                _ => (false, String::new(), ended),
            }
        }
        _ => match &r.found {
            Some((c, summary)) if *c == check => {
                (true, format!("{summary} (the program compiled by {} with sanitizers)", r.compiler), ended)
            }
            _ => (false, String::new(), ended),
        },
    }
}

/// A TRUE within the bounded command lines of `--sym-args` (or its default) is no proof: UNKNOWN,
/// saying what was searched. (argc alone, any value, is no bound.)
fn bounded_by_command_line(verdict: Verdict, search: &SearchOptions) -> Verdict {
    match (&verdict, &search.command_line) {
        (Verdict::True, Some(effigy_engine::CommandLine::Arguments { concrete, min, max, max_len, .. })) => {
            let after = if concrete.is_empty() { String::new() } else { format!(" after the {} given", concrete.len()) };
            Verdict::Unknown(if *max == 0 {
                format!(
                    "no error for the one command line given ({} --arg words): a proof for it, not for the others (--sym-args MIN MAX N \
                     adds symbolic ones)",
                    concrete.len()
                )
            } else {
                format!(
                    "no error for any command line of {min} to {max} arguments of at most {max_len} bytes{after}: a bounded search, \
                     not a proof (--sym-args MIN MAX N sets the bounds)"
                )
            })
        }
        _ => verdict,
    }
}

/// The bound of the portfolio's first search when standard input has any length.
const STDIN_FIRST_BOUND: u64 = 16;

/// A TRUE for a program that reads standard input of at most `--sym-stdin N` bytes (or files of
/// at most `--sym-file-size N`), or its environment (`getenv`, whose environment is the one
/// given), is no proof: UNKNOWN, saying what was searched.
pub fn bounded_by_inputs(verdict: Verdict, program: &Program) -> Verdict {
    match (&verdict, program.stdin_limit, program.file_limit) {
        (Verdict::True, Some(n), _) if program.reads_stdin() => Verdict::Unknown(format!(
            "no error for any standard input of at most {n} bytes: a bounded search, not a proof (without --sym-stdin, standard \
             input has any length)"
        )),
        (Verdict::True, _, Some(n)) if program.reads_files() => Verdict::Unknown(format!(
            "no error for any contents of the files of --sym-file of at most {n} bytes: a bounded search, not a proof (without \
             --sym-file-size, a file has any length)"
        )),
        (Verdict::True, ..) if program.reads_environment() => Verdict::Unknown(if program.environment.is_empty() {
            "no error in the empty environment: the program reads its environment (getenv), which another may change (--env \
             NAME=VALUE gives variables)"
                .to_string()
        } else {
            format!(
                "no error in the environment of --env ({}): the program reads its environment (getenv), which another may change",
                program.environment.join(" ")
            )
        }),
        _ => verdict,
    }
}

/// The command-line model as JSON (what `replay` needs to give gcc's program the same
/// command line from a counterexample's inputs): `"argc-only"`, or its words and bounds.
pub fn command_line_json(cl: &effigy_engine::CommandLine) -> serde_json::Value {
    match cl {
        effigy_engine::CommandLine::CountOnly => json!("argc-only"),
        effigy_engine::CommandLine::Arguments { program, concrete, min, max, max_len } => json!({
            "program": program,
            "concrete": concrete,
            "sym_args": [min, max, max_len],
        }),
    }
}

/// The command-line model [`command_line_json`] wrote.
pub fn command_line_from_json(v: &serde_json::Value) -> Option<effigy_engine::CommandLine> {
    if v.as_str() == Some("argc-only") {
        return Some(effigy_engine::CommandLine::CountOnly);
    }
    let bytes = |v: &serde_json::Value| -> Option<Vec<u8>> { v.as_array()?.iter().map(|b| b.as_u64().map(|b| b as u8)).collect() };
    let program = bytes(v.get("program")?)?;
    let concrete = v.get("concrete")?.as_array()?.iter().map(bytes).collect::<Option<Vec<_>>>()?;
    let n: Vec<u32> = v.get("sym_args")?.as_array()?.iter().filter_map(|x| x.as_u64().map(|x| x as u32)).collect();
    let [min, max, max_len] = n[..] else { return None };
    Some(effigy_engine::CommandLine::Arguments { program, concrete, min, max, max_len })
}

/// The standard input a counterexample reads, as a C string literal, and whether the program
/// saw its end: `"12,28\n" (6 bytes, then the end of the file)`.
pub fn stdin_text(inputs: &[effigy_engine::InputValue]) -> String {
    let bytes = crate::replay::split_inputs(inputs.iter().map(|i| (i.function.as_str(), i.value))).stdin;
    let ended = inputs.iter().any(|i| i.function == effigy_ir::STDIN_INPUT && i.value < 0);
    stream_text(&bytes, ended)
}

/// The bytes a counterexample reads of a file of `--sym-file`, as [`stdin_text`] shows
/// standard input's.
pub fn file_text(inputs: &[effigy_engine::InputValue], k: usize) -> String {
    let bytes =
        crate::replay::split_inputs(inputs.iter().map(|i| (i.function.as_str(), i.value))).files.get(k).cloned().unwrap_or_default();
    let name = effigy_ir::file_input(k);
    let ended = inputs.iter().any(|i| i.function == name && i.value < 0);
    stream_text(&bytes, ended)
}

fn stream_text(bytes: &[u8], ended: bool) -> String {
    let n = bytes.len();
    format!(
        "{} ({n} byte{}{})",
        c_string_literal(bytes),
        if n == 1 { "" } else { "s" },
        if ended { ", then the end of the file" } else { "" }
    )
}

/// Bytes as a C string literal: printable ASCII as itself, `\n \t \r \\ \"` escaped, other
/// bytes in octal.
pub fn c_string_literal(bytes: &[u8]) -> String {
    let mut t = String::from("\"");
    for &b in bytes {
        match b {
            b'\n' => t.push_str("\\n"),
            b'\t' => t.push_str("\\t"),
            b'\r' => t.push_str("\\r"),
            b'\\' => t.push_str("\\\\"),
            b'"' => t.push_str("\\\""),
            0x20..=0x7e => t.push(b as char),
            _ => t.push_str(&format!("\\{b:03o}")),
        }
    }
    t.push('"');
    t
}

/// The `argc` a counterexample or a test gives main, if it reads one.
pub fn argc_input(inputs: &[effigy_engine::InputValue]) -> Option<i128> {
    inputs.iter().find(|i| i.function == effigy_engine::ARGC_INPUT).map(|i| i.value)
}

/// Whether an input is part of the command line (`argc`, the bytes of `argv[k]`).
pub fn is_command_line_input(function: &str) -> bool {
    function == effigy_engine::ARGC_INPUT || function.starts_with("argv[")
}

/// The command line a counterexample gives `main`, as a shell would type it (`prog 'a b' ''`),
/// or `argc = N` when main reads only argc.
pub fn command_line_text(cl: &effigy_engine::CommandLine, inputs: &[effigy_engine::InputValue]) -> String {
    let argc = argc_input(inputs).unwrap_or(0);
    match cl {
        effigy_engine::CommandLine::CountOnly => format!("argc = {argc} (argv is never read)"),
        effigy_engine::CommandLine::Arguments { .. } => {
            command_line_words(cl, inputs).iter().map(|w| shell_quote(w)).collect::<Vec<_>>().join(" ")
        }
    }
}

/// What a command line is, in words: `Command line: prog -n, then 0 to 2 symbolic arguments of
/// at most 8 bytes`.
pub fn command_line_bounds(cl: &effigy_engine::CommandLine) -> String {
    match cl {
        effigy_engine::CommandLine::CountOnly => "Command line: argc is any value from 0 (argv is never read)".into(),
        effigy_engine::CommandLine::Arguments { program, concrete, min, max, max_len } => {
            let given: Vec<String> = std::iter::once(program).chain(concrete).map(|w| shell_quote(w)).collect();
            let symbolic = match (*min, *max) {
                (_, 0) => String::new(),
                (a, b) if a == b => format!(", then {a} symbolic argument{} of at most {max_len} bytes", if a == 1 { "" } else { "s" }),
                (a, b) => format!(", then {a} to {b} symbolic arguments of at most {max_len} bytes"),
            };
            format!("Command line: {}{symbolic}", given.join(" "))
        }
    }
}

/// The words of the command line a counterexample gives `main` (`argv[0]` to `argv[argc - 1]`).
pub fn command_line_words(cl: &effigy_engine::CommandLine, inputs: &[effigy_engine::InputValue]) -> Vec<Vec<u8>> {
    let effigy_engine::CommandLine::Arguments { program, concrete, .. } = cl else { return Vec::new() };
    let argc = argc_input(inputs).unwrap_or(0).max(0) as usize;
    let mut words = vec![program.clone()];
    words.extend(concrete.iter().cloned());
    let mut k = words.len();
    while k < argc {
        let name = effigy_engine::argument_input(k);
        let bytes: Vec<u8> = inputs.iter().filter(|i| i.function == name).map(|i| i.value as u8).take_while(|&b| b != 0).collect();
        words.push(bytes);
        k += 1;
    }
    words
}

/// A word quoted for a shell when it needs it (`'…'`); bytes outside printable ASCII in bash's
/// `$'\xNN'` quoting.
pub(crate) fn shell_quote(word: &[u8]) -> String {
    let plain = !word.is_empty() && word.iter().all(|&b| b.is_ascii_alphanumeric() || b"-_./=+,:@%".contains(&b));
    if plain {
        return String::from_utf8_lossy(word).into_owned();
    }
    if word.iter().all(|&b| (0x20..0x7f).contains(&b)) {
        return format!("'{}'", String::from_utf8_lossy(word).replace('\'', "'\\''"));
    }
    let mut s = String::from("$'");
    for &b in word {
        match b {
            b'\'' | b'\\' => {
                s.push('\\');
                s.push(b as char);
            }
            0x20..=0x7e => s.push(b as char),
            _ => s.push_str(&format!("\\x{b:02x}")),
        }
    }
    s.push('\'');
    s
}

/// Arguments for `main(argc, argv)`: when main never reads its parameters their values cannot
/// matter (zero is passed); command-line arguments that are read are not modelled.
pub(crate) fn main_arguments(ex: &mut Executor<'_, Backend>, program: &Program, main: effigy_ir::FuncId) -> Result<Vec<TermId>, String> {
    let func = program.function(main);
    if func.params.is_empty() {
        return Ok(Vec::new());
    }
    let mut used = false;
    for edge in &func.edges {
        edge.kind.for_each_expr(&mut |e| e.for_each_var(&mut |v| used |= func.params.contains(&v)));
    }
    if used {
        return Err("main reads its parameters: give it a command line (main(argc, argv) with --sym-args and --arg)".into());
    }
    Ok(func
        .params
        .iter()
        .map(|&p| match ex.sort_of(program.var(p).ty) {
            effigy_smt::Sort::BitVec(w) => ex.terms.bv_const(w, 0),
            effigy_smt::Sort::Int => ex.terms.int_const(0),
            _ => ex.terms.fls(),
        })
        .collect())
}

/// The C name of an input's type, for reports (`int`, `unsigned char`, `_Bool`).
pub fn c_type_name(program: &Program, ty: effigy_ir::TypeId) -> String {
    use effigy_ir::TypeData;
    match program.types.get(ty) {
        TypeData::Bool => "_Bool".into(),
        TypeData::Int(it) => {
            let base = match it.bits {
                8 => "char",
                16 => "short",
                32 => "int",
                _ if program.data_model() == DataModel::Lp64 => "long",
                _ => "long long",
            };
            match (it.signed, it.bits) {
                (true, _) => base.to_string(),
                (false, 32) => "unsigned int".into(),
                (false, _) => format!("unsigned {base}"),
            }
        }
        TypeData::Float(effigy_ir::types::FloatKind::F32) => "float".into(),
        TypeData::Float(effigy_ir::types::FloatKind::F64) => "double".into(),
        _ => program.types.display(ty).to_string(),
    }
}

/// A float input's format and bit pattern (`None`: not a float).
fn float_bits(program: &Program, ty: effigy_ir::TypeId, value: i128) -> Option<(effigy_smt::float::FpFormat, u64)> {
    let f = effigy_engine::step::float::format(program.types.as_float(ty)?);
    Some((f, value as u128 as u64 & effigy_smt::term::mask(f.width())))
}

/// An input value for people: an integer in decimal; a float (whose input value is its IEEE
/// bit pattern) as the shortest decimal that reads back as it, with its bits.
pub fn input_text(program: &Program, ty: effigy_ir::TypeId, value: i128) -> String {
    match float_bits(program, ty, value) {
        Some((f, bits)) => format!("{} (bits {bits:#0w$x})", effigy_smt::float::display(f, bits), w = f.width() as usize / 4 + 2),
        None => value.to_string(),
    }
}

/// An input value as text a C program reads back exactly: a decimal integer, or a float as a
/// C99 hexadecimal constant without suffix (`0x1.8p+0`; `strtod` and `scanf("%f")` read it),
/// `nan`, `inf` or `-inf`.
pub fn input_literal(program: &Program, ty: effigy_ir::TypeId, value: i128) -> String {
    match float_bits(program, ty, value) {
        Some((f, bits)) => effigy_smt::float::hex_literal(f, bits).unwrap_or_else(|| effigy_smt::float::display(f, bits)),
        None => value.to_string(),
    }
}

/// The ACSL constraint that a call returned `value` (of type `ty`): `\result == v`; a float
/// as an exact hexadecimal constant, an infinity as a division by zero, a NaN as
/// `\result != \result`.
pub fn result_constraint(program: &Program, ty: effigy_ir::TypeId, value: i128) -> String {
    let Some((f, bits)) = float_bits(program, ty, value) else { return format!("\\result == {value}") };
    let suffix = if f == effigy_smt::float::FpFormat::F32 { "f" } else { "" };
    match effigy_smt::float::hex_literal(f, bits) {
        Some(lit) => format!("\\result == {lit}{suffix}"),
        None if effigy_smt::float::is_nan(f, bits) => "\\result != \\result".into(),
        None if bits >> (f.width() - 1) == 1 => format!("\\result == -1.0{suffix} / 0.0{suffix}"),
        None => format!("\\result == 1.0{suffix} / 0.0{suffix}"),
    }
}

pub(crate) fn error_name(e: &ErrorKind) -> String {
    match e {
        ErrorKind::ReachError(name) => format!("{name}()"),
        ErrorKind::AssertFail => "a failing assertion (__assert_fail)".into(),
        ErrorKind::Violation(check, what) => format!("a violation of {} ({what})", check.name()),
    }
}

/// A line of a counterexample's path: a source line (the file, its line — 0 for the built-in
/// C library model, whose lines are its own business — and the function), or a fold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PathLine {
    Source {
        file: String,
        line: u32,
        function: String,
    },
    /// The `len` lines before this one, taken `times` more times.
    Again {
        len: usize,
        times: u64,
    },
}

/// The source lines of a path, one per change of line. A run of lines that repeats (a loop's
/// body, up to [`PERIOD`] lines long) is given once, followed by how many more times it
/// was taken: an error behind a loop of 10^8 iterations has a path of a few lines, not of
/// 10^8 (and a line is built once per distinct line, not once per step).
pub fn folded_path(program: &Program, path: &[(effigy_ir::FuncId, effigy_ir::EdgeId)]) -> Vec<PathLine> {
    // Per edge its line's number (looked up once per edge of the program, not per step). The
    // C library model's edges are one line per call of the model from the program: the line
    // of the function the program called, whatever helpers that one calls.
    const UNSEEN: u32 = u32::MAX;
    const NO_LINE: u32 = u32::MAX - 1;
    const MODEL: u32 = u32::MAX - 2;
    let mut of_edge: Vec<Vec<u32>> = program.functions.iter().map(|f| vec![UNSEEN; f.edges.len()]).collect();
    let mut ids: std::collections::HashMap<_, u32> = std::collections::HashMap::new();
    let mut lines: Vec<PathLine> = Vec::new();
    let mut folded = RepeatCompressor::default();
    let mut model_entry: Option<effigy_ir::FuncId> = None;
    let mut id_of = |file: effigy_ir::FileId, line: u32, f: effigy_ir::FuncId, lines: &mut Vec<PathLine>| -> u32 {
        *ids.entry((file, line, f)).or_insert_with(|| {
            lines.push(PathLine::Source { file: program.file_name(file).to_string(), line, function: program.function(f).name.clone() });
            lines.len() as u32 - 1
        })
    };
    for &(f, e) in path {
        let slot = &mut of_edge[f.0 as usize][e.0 as usize];
        if *slot == UNSEEN {
            let span = program.function(f).span_of(e);
            *slot = if span.is_none() {
                NO_LINE
            } else if program.file_name(span.file).starts_with('<') {
                MODEL
            } else {
                id_of(span.file, span.line, f, &mut lines)
            };
        }
        match *slot {
            NO_LINE => {}
            MODEL => {
                let entry = *model_entry.get_or_insert(f);
                let file = program.function(f).span_of(e).file;
                folded.push(id_of(file, 0, entry, &mut lines));
            }
            id => {
                model_entry = None;
                folded.push(id);
            }
        }
    }
    folded
        .finish()
        .into_iter()
        .map(|item| match item {
            Repeated::Line(id) => lines[id as usize].clone(),
            Repeated::Again { len, times } => PathLine::Again { len, times },
        })
        .collect()
}

fn path_lines(program: &Program, path: &[(effigy_ir::FuncId, effigy_ir::EdgeId)]) -> Vec<String> {
    folded_path(program, path)
        .into_iter()
        .map(|l| match l {
            PathLine::Source { file, line: 0, function } => format!("{file} ({function})"),
            PathLine::Source { file, line, function } => format!("{file}:{line} ({function})"),
            PathLine::Again { len: 1, times } => format!("(the line above {times} more times)"),
            PathLine::Again { len, times } => format!("(the {len} lines above {times} more times)"),
        })
        .collect()
}

/// The longest run of lines that [`RepeatCompressor`] folds.
const PERIOD: usize = 32;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Repeated {
    Line(u32),
    /// The `len` lines before this item, taken `times` more times.
    Again {
        len: usize,
        times: u64,
    },
}

/// Folds repetitions of a sequence of line ids as they arrive: consecutive equal ids are one,
/// and a block of at most [`PERIOD`] lines that comes again right after itself becomes the
/// block and a count.
#[derive(Default)]
struct RepeatCompressor {
    out: Vec<Repeated>,
    last: Option<u32>,
    /// The block repeating now (its start in `out` and length), how far the current repetition
    /// has come, and how many complete repetitions were folded.
    block: Option<(usize, usize)>,
    at: usize,
    times: u64,
}

impl RepeatCompressor {
    fn push(&mut self, id: u32) {
        if self.last == Some(id) {
            return;
        }
        self.last = Some(id);
        if let Some((start, len)) = self.block {
            if self.out[start + self.at] == Repeated::Line(id) {
                self.at += 1;
                if self.at == len {
                    self.times += 1;
                    self.at = 0;
                }
                return;
            }
            self.end_block();
        }
        self.out.push(Repeated::Line(id));
        self.fold();
    }

    /// Closes the repeating block: its count, then the lines of an unfinished repetition.
    fn end_block(&mut self) {
        if let Some((start, len)) = self.block.take() {
            self.out.push(Repeated::Again { len, times: self.times });
            for i in 0..self.at {
                let line = self.out[start + i];
                self.out.push(line);
            }
            self.at = 0;
            self.times = 0;
        }
    }

    /// The last line completes a second copy of the `k` lines before it: keep one, count one.
    fn fold(&mut self) {
        let n = self.out.len();
        let last = self.out[n - 1];
        for k in 2..=PERIOD.min(n / 2) {
            if self.out[n - 1 - k] != last {
                continue;
            }
            let (a, b) = (&self.out[n - 2 * k..n - k], &self.out[n - k..]);
            if a == b && a.iter().all(|x| matches!(x, Repeated::Line(_))) {
                self.out.truncate(n - k);
                self.block = Some((n - 2 * k, k));
                self.times = 1;
                self.at = 0;
                return;
            }
        }
    }

    fn finish(mut self) -> Vec<Repeated> {
        self.end_block();
        self.out
    }
}

enum EngineStats {
    Explore(ExploreStats),
    Cegar(CegarStats),
    Bmc(BmcStats),
    Absint(effigy_engine::AbsintStats),
}

fn stats_json(ex: &Executor<'_, Backend>, stats: &EngineStats, elapsed: Duration) -> serde_json::Value {
    let q = &ex.solver.stats;
    let engine = match stats {
        EngineStats::Explore(s) => json!({
            "states": s.states,
            "leaves": s.leaves,
            "forks": s.forks,
            "max_depth": s.max_depth,
            "dropped": s.dropped,
        }),
        EngineStats::Absint(s) => json!({
            "steps": s.steps,
            "widenings": s.widenings,
            "calls": s.calls,
            "recursion_rounds": s.recursion_rounds,
        }),
        EngineStats::Bmc(s) => json!({
            "bound": s.bound,
            "bounds_tried": s.bounds_tried,
            "states": s.states,
            "merges": s.merges,
            "formula_terms": s.formula_terms,
            "formula_conjuncts": s.conjuncts,
        }),
        EngineStats::Cegar(s) => json!({
            "refinements": s.refinements,
            "path_refinements": s.path_refinements,
            "states": s.states,
            "covered": s.covered,
            "merged": s.merged,
            "removed": s.removed,
            "reached": s.reached,
            "max_reached": s.max_reached,
            "targets": s.targets,
            "feasible_targets": s.feasible_targets,
            "sliced_prefixes": s.sliced_prefixes,
            "sp_steps": s.sp_steps,
            "definite_assignments": s.definite,
            "simplified_values": s.simplified,
            "precision_vars": s.precision_vars,
            "precision_constraints": s.precision_constraints,
            "precision_locations": s.precision_locations,
            "exploration_time_s": s.exploration_time.as_secs_f64(),
            "refinement_time_s": s.refinement_time.as_secs_f64(),
        }),
    };
    let mut all = json!({
        "queries": q.queries,
        "solver_calls": q.solver_calls,
        "cache_hits": q.cache_hits,
        "model_reuse_hits": q.model_reuse_hits,
        "bound_hits": q.bound_hits,
        "solver_time_s": q.solver_time.as_secs_f64(),
        "time_s": elapsed.as_secs_f64(),
    });
    let backends: Vec<serde_json::Value> = ex
        .solver
        .backend_stats()
        .iter()
        .map(|b| {
            json!({
                "backend": b.name,
                "calls": b.calls,
                "answered": b.answered,
                "unknown": b.unknown,
                "wins": b.wins,
                "time_s": b.time.as_secs_f64(),
            })
        })
        .collect();
    if !backends.is_empty() {
        all["solver_backends"] = json!(backends);
    }
    if let (Some(all), serde_json::Value::Object(e)) = (all.as_object_mut(), engine) {
        for (k, v) in e.into_iter().rev() {
            all.insert(k, v);
        }
    }
    all
}

/// `semantics` says which program the verdict is about: `"C"`, or `"mathematical-integers"`
/// under `--math-ints` (King's ideal program, not the C program).
pub fn verdict_json(program: &Program, v: &Verification, math_ints: bool) -> serde_json::Value {
    let (verdict, reason, cex) = match &v.verdict {
        Verdict::True => ("TRUE", serde_json::Value::Null, serde_json::Value::Null),
        Verdict::Unknown(r) => ("UNKNOWN", json!(r), serde_json::Value::Null),
        Verdict::False(c) => {
            let inputs: Vec<_> = c
                .inputs
                .iter()
                .map(|i| json!({"function": i.function, "type": c_type_name(program, i.ty), "value": i.value.to_string()}))
                .collect();
            let path: Vec<_> = folded_path(program, &c.path)
                .into_iter()
                .map(|l| match l {
                    PathLine::Source { file, line, function } => json!({"file": file, "line": line, "function": function}),
                    PathLine::Again { len, times } => json!({"repeat": {"lines": len, "times": times}}),
                })
                .collect();
            let confirmed = matches!(v.confirmation, Some(Ok(())));
            let mut cex = json!({"inputs": inputs, "path": path, "confirmed_by_execution": confirmed});
            if let Some(trace) = &v.trace {
                cex["trace"] = crate::trace::trace_json(trace);
            }
            if c.inputs.iter().any(|i| i.function == effigy_ir::STDIN_INPUT) {
                let bytes = crate::replay::split_inputs(c.inputs.iter().map(|i| (i.function.as_str(), i.value))).stdin;
                let ended = c.inputs.iter().any(|i| i.function == effigy_ir::STDIN_INPUT && i.value < 0);
                cex["stdin"] = json!({"bytes": bytes, "text": c_string_literal(&bytes), "ends": ended});
            }
            if !program.sym_files.is_empty() {
                let split = crate::replay::split_inputs(c.inputs.iter().map(|i| (i.function.as_str(), i.value)));
                let files: Vec<_> = split
                    .named_files(&program.sym_files)
                    .into_iter()
                    .enumerate()
                    .map(|(k, (name, bytes))| {
                        let input = effigy_ir::file_input(k);
                        let ended = c.inputs.iter().any(|i| i.function == input && i.value < 0);
                        match bytes {
                            Some(bytes) => json!({"name": name, "bytes": bytes, "text": c_string_literal(&bytes), "ends": ended}),
                            None => json!({"name": name, "missing": true}),
                        }
                    })
                    .collect();
                cex["files"] = json!(files);
            }
            if let Some(cl) = &v.command_line {
                let argc = argc_input(&c.inputs).map(|v| v.to_string());
                let argv: Vec<String> = command_line_words(cl, &c.inputs).iter().map(|w| String::from_utf8_lossy(w).into_owned()).collect();
                cex["command_line"] =
                    json!({"argc": argc, "argv": argv, "text": command_line_text(cl, &c.inputs), "model": command_line_json(cl)});
            }
            if let ErrorKind::Violation(check, what) = &c.error {
                cex["subproperty"] = json!(check.name());
                cex["violation"] = json!(what);
                cex["location"] = json!(program.describe_span(c.span));
            }
            ("FALSE", serde_json::Value::Null, cex)
        }
    };
    let semantics = if math_ints { "mathematical-integers" } else { "C" };
    let subproperty = match &v.verdict {
        Verdict::False(c) => match &c.error {
            ErrorKind::Violation(check, _) => json!(check.name()),
            _ => serde_json::Value::Null,
        },
        _ => serde_json::Value::Null,
    };
    json!({"verdict": verdict, "property": v.property, "subproperty": subproperty, "semantics": semantics, "reason": reason, "counterexample": cex, "stats": v.result_stats})
}

/// The source lines with code: those of some function's edge, as (file index, line).
pub fn code_lines(program: &Program) -> std::collections::BTreeSet<(u32, u32)> {
    let mut lines = std::collections::BTreeSet::new();
    for f in &program.functions {
        for e in 0..f.edges.len() {
            let span = f.span_of(effigy_ir::EdgeId(e as u32));
            if span.line > 0 {
                lines.insert((span.file.0, span.line));
            }
        }
    }
    lines
}

/// An engine's coverage for `--json` and the report: how many of the lines with code (`code`)
/// its analysis reached — executed an edge of, or for the intervals had a state after — and
/// which, by file name.
fn coverage_json(program: &Program, code: &std::collections::BTreeSet<(u32, u32)>, reached: &[(u32, u32)]) -> serde_json::Value {
    let mut files: std::collections::BTreeMap<String, Vec<u32>> = std::collections::BTreeMap::new();
    let mut count = 0;
    for &(file, line) in reached.iter().filter(|l| code.contains(l)) {
        files.entry(program.file_name(effigy_ir::FileId(file)).to_string()).or_default().push(line);
        count += 1;
    }
    json!({"lines": code.len(), "reached": count, "files": files})
}

// ---- explore ----

/// One argument of `--args` (EFFIGY's `CALL SUM("A", 3, 5)`), as read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArgSpec {
    /// `"A"` (or a bare name `A`): a fresh symbol of the parameter's type.
    Symbol(String),
    /// A number, as written.
    Number(String),
    /// For a pointer parameter, `"A"[N]` (or `"A"`: N = 8): an array of N symbols `A[0]`, ….
    Array(String, u64),
}

/// The arguments of `--args` for parameters of which `pointer[i]` says whether the i-th is a
/// pointer (where `"A"` alone is an array of 8).
pub fn parse_arg_specs(function: &str, text: &str, pointer: &[bool]) -> Result<Vec<ArgSpec>, String> {
    let items: Vec<&str> = if text.trim().is_empty() { Vec::new() } else { text.split(',').map(str::trim).collect() };
    if items.len() != pointer.len() {
        return Err(format!("{function} takes {} arguments, --args gives {}", pointer.len(), items.len()));
    }
    let mut out = Vec::new();
    for (item, &is_pointer) in items.iter().zip(pointer) {
        if is_pointer {
            if let Some((name, len)) = symbolic_array_argument(item)? {
                out.push(ArgSpec::Array(name, len));
                continue;
            }
        }
        let quoted =
            item.strip_prefix('"').and_then(|s| s.strip_suffix('"')).or_else(|| item.strip_prefix('\'').and_then(|s| s.strip_suffix('\'')));
        out.push(if let Some(name) = quoted {
            ArgSpec::Symbol(name.to_string())
        } else if item.parse::<i128>().is_ok() || item.parse::<f64>().is_ok_and(f64::is_finite) {
            ArgSpec::Number(item.to_string())
        } else if item.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') && !item.is_empty() {
            ArgSpec::Symbol(item.to_string())
        } else {
            return Err(format!("cannot read the argument `{item}`: a number, a \"quoted\" symbol name or, for a pointer, \"A\"[N]"));
        });
    }
    Ok(out)
}

/// Arguments of `--args` ([`parse_arg_specs`]) as terms: quoted names are fresh symbols,
/// numbers are constants, an array argument is allocated in `state` (before the call).
pub fn parse_args(
    ex: &mut Executor<'_, Backend>,
    state: &mut effigy_engine::State,
    program: &Program,
    entry: effigy_ir::FuncId,
    text: &str,
) -> Result<Vec<TermId>, String> {
    let params = program.function(entry).params.clone();
    let pointer: Vec<bool> = params.iter().map(|&p| program.types.is_pointer(program.var(p).ty)).collect();
    let specs = parse_arg_specs(&program.function(entry).name, text, &pointer)?;
    let mut out = Vec::new();
    for (spec, &p) in specs.iter().zip(&params) {
        let ty = program.var(p).ty;
        if !program.types.is_scalar(ty) {
            return Err(format!("parameter {} is not a scalar", program.var(p).name));
        }
        let sort = ex.sort_of(ty);
        let term = match spec {
            ArgSpec::Array(name, len) => {
                let elem = program.types.pointee(ty).expect("a pointer parameter");
                ex.symbolic_array(state, elem, name, *len)?
            }
            ArgSpec::Symbol(name) => ex.terms.fresh_symbol(name, sort),
            ArgSpec::Number(text) => {
                let v: i128 = text.parse().map_err(|_| format!("`{text}`: an integer is needed for {}", program.var(p).name))?;
                match sort {
                    effigy_smt::Sort::BitVec(w) => ex.terms.bv_const(w, v as u64),
                    effigy_smt::Sort::Bool => ex.terms.bool_const(v != 0),
                    effigy_smt::Sort::Int => ex.terms.int_const(v),
                    effigy_smt::Sort::Array { .. } => return Err("unsupported parameter sort".into()),
                }
            }
        };
        out.push(term);
    }
    Ok(out)
}

/// The arguments `--args` stands for when it is not given: each parameter `"name"` (a
/// pointer one `"name"[8]`; an unnamed one `"argN"`).
pub fn default_args(program: &Program, f: effigy_ir::FuncId) -> String {
    let params = &program.function(f).params;
    params
        .iter()
        .enumerate()
        .map(|(i, &p)| {
            let v = program.var(p);
            let name = if v.name.is_empty() { format!("arg{}", i + 1) } else { v.name.clone() };
            if program.types.is_pointer(v.ty) {
                format!("\"{name}\"[8]")
            } else {
                format!("\"{name}\"")
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// `"A"[N]` (or `"A"`: 8 elements) as an array argument's name and length (1 to 4096).
pub fn symbolic_array_argument(text: &str) -> Result<Option<(String, u64)>, String> {
    let t = text.trim();
    let Some(rest) = t.strip_prefix('"') else { return Ok(None) };
    let Some(close) = rest.find('"') else { return Ok(None) };
    let name = &rest[..close];
    let after = rest[close + 1..].trim();
    if after.is_empty() {
        return Ok(Some((name.to_string(), 8)));
    }
    let Some(n) = after.strip_prefix('[').and_then(|a| a.strip_suffix(']')) else { return Ok(None) };
    let n: u64 = n.trim().parse().map_err(|_| format!("\"{name}\"[{n}]: the length must be a number"))?;
    if n == 0 || n > 4096 {
        return Err(format!("\"{name}\"[{n}]: the length must be between 1 and 4096"));
    }
    Ok(Some((name.to_string(), n)))
}

pub struct Exploration {
    pub result: ExploreResult,
    pub rows: Vec<LeafRow>,
    pub stats: serde_json::Value,
    /// The command line main started with (its symbolic arguments' bounds).
    pub command_line: Option<effigy_engine::CommandLine>,
}

/// One row of King's table.
pub struct LeafRow {
    pub status: String,
    /// The conjuncts' texts joined by ` ∧ ` (`true` when there are none).
    pub path_condition: String,
    /// The path condition's conjuncts, in the order they were added.
    pub conjuncts: Vec<String>,
    pub ret: String,
    pub globals: Vec<(String, String)>,
    /// An input that takes this path (a model of the path condition), by symbol.
    pub example: Vec<(String, String)>,
}

pub fn explore_program(program: &Program, entry: &str, args: Option<&str>, search: &SearchOptions) -> Result<Exploration, String> {
    let start = Instant::now();
    let mut ex = executor(program, search, false)?;
    let fid = program.function_by_name(entry).ok_or_else(|| format!("no function named {entry}"))?;
    // `main(argc, argv)` without EFFIGY's arguments starts from its command line (resolved
    // by the caller: `resolve_command_line`).
    let initial = match (&search.command_line, args) {
        (Some(_), Some(_)) => return Err("the arguments of main are given twice: --args, and --sym-args or --arg".into()),
        (Some(cl), None) if entry == "main" => ex.command_line_state(fid, cl)?,
        (Some(_), None) => return Err(format!("--sym-args and --arg are main's command line, not arguments of {entry}")),
        (None, _) => {
            let mut state = ex.globals_state(fid)?;
            // Without --args, each parameter a symbol named after it (a pointer one an array
            // of 8), as `verify --entry` makes them inputs.
            let default = default_args(program, fid);
            let argv = parse_args(&mut ex, &mut state, program, fid, args.unwrap_or(&default))?;
            ex.enter(&mut state, fid, &argv)?;
            state
        }
    };
    let result = explore(&mut ex, initial, &explore_options(search, false));
    let rows = result.leaves.iter().map(|l| leaf_row(&mut ex, l)).collect();
    let stats = stats_json(&ex, &EngineStats::Explore(result.stats.clone()), start.elapsed());
    Ok(Exploration {
        result,
        rows,
        stats,
        command_line: if args.is_none() && entry == "main" { search.command_line.clone() } else { None },
    })
}

pub fn leaf_row(ex: &mut Executor<'_, Backend>, leaf: &Leaf) -> LeafRow {
    let p = ex.program;
    let status = match &leaf.terminal {
        Terminal::Returned(_) => "returned".to_string(),
        Terminal::Error(..) => "error".into(),
        Terminal::Aborted(_) => "aborted".into(),
        Terminal::Exited(..) => "exited".into(),
        Terminal::AssumeViolated(_) => "assume-violated".into(),
        Terminal::Undefined(w, s) => format!("undefined ({w} at {})", p.describe_span(*s)),
        Terminal::Cut(r) => format!("cut ({r})"),
        Terminal::Unknown(r) => format!("unknown ({r})"),
    };
    // For people: each conjunct rewritten (`0 = (c ? 1 : 0)` is `¬c`, `¬(x < y)` is `y ≤ x`), and
    // the row's path condition without the bounds another conjunct implies (the tree's forks
    // keep every conjunct, in order: a fork's path condition is what its leaves' begin with).
    let readable: Vec<TermId> = leaf.path_condition.iter().map(|&c| ex.terms.readable(c)).collect();
    let conjuncts: Vec<String> = readable.iter().map(|&c| ex.terms.display_conjunct(c).to_string()).collect();
    let flat: Vec<TermId> = readable.iter().flat_map(|&c| ex.terms.conjuncts_of(c)).collect();
    let shown: Vec<String> = ex
        .terms
        .without_implied_bounds(&flat)
        .into_iter()
        .filter(|&c| ex.terms.as_bool(c) != Some(true))
        .map(|c| ex.terms.display_conjunct(c).to_string())
        .collect();
    let pc = if shown.is_empty() { "true".to_string() } else { shown.join(" ∧ ") };
    let ret = match &leaf.terminal {
        Terminal::Returned(Some(t)) | Terminal::Exited(t, _) => ex.terms.display(*t).to_string(),
        _ => String::new(),
    };
    let globals = leaf.globals.iter().map(|(g, t)| (p.var(*g).name.clone(), ex.terms.display(*t).to_string())).collect();
    let mut symbols = Vec::new();
    for &c in &leaf.path_condition {
        ex.terms.symbols(c, &mut symbols);
    }
    symbols.sort();
    symbols.dedup();
    let example = match ex.solver.model(&ex.terms, &leaf.path_condition, &symbols) {
        CheckResult::Sat(m) => symbols
            .iter()
            .filter_map(|&s| {
                let name = match ex.terms.get(s) {
                    effigy_smt::TermData::Symbol(n, _) => n.clone(),
                    _ => return None,
                };
                let v = m.get(s)?;
                let v = match ex.terms.sort(s) {
                    effigy_smt::Sort::BitVec(w) => effigy_ir::IntType::new(w, true).value(v as u64),
                    _ => v,
                };
                Some((name, v.to_string()))
            })
            .collect(),
        _ => Vec::new(),
    };
    LeafRow { status, path_condition: pc, conjuncts, ret, globals, example }
}

/// King's table: one row per leaf.
pub fn table(rows: &[LeafRow]) -> String {
    let mut out = String::new();
    let headers = ["leaf", "status", "path condition", "return", "globals"];
    let cells: Vec<[String; 5]> = rows
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let globals = r.globals.iter().map(|(n, v)| format!("{n}={v}")).collect::<Vec<_>>().join(" ");
            [(i + 1).to_string(), r.status.clone(), r.path_condition.clone(), r.ret.clone(), globals]
        })
        .collect();
    let mut widths = headers.map(|h| h.chars().count());
    for row in &cells {
        for (w, c) in widths.iter_mut().zip(row) {
            *w = (*w).max(c.chars().count());
        }
    }
    let line = |out: &mut String, row: [&str; 5]| {
        let mut l = String::new();
        for (i, (c, w)) in row.iter().zip(widths).enumerate() {
            if i > 0 {
                l.push_str("  ");
            }
            l.push_str(c);
            if i + 1 < row.len() {
                l.push_str(&" ".repeat(w - c.chars().count()));
            }
        }
        out.push_str(l.trim_end());
        out.push('\n');
    };
    line(&mut out, headers);
    for row in &cells {
        line(&mut out, [&row[0], &row[1], &row[2], &row[3], &row[4]]);
    }
    out
}

pub fn exploration_json(e: &Exploration) -> serde_json::Value {
    let leaves: Vec<_> = e
        .rows
        .iter()
        .map(|r| {
            json!({
                "status": r.status,
                "path_condition": r.path_condition,
                "return": if r.ret.is_empty() { serde_json::Value::Null } else { json!(r.ret) },
                "globals": r.globals.iter().map(|(n, v)| (n.clone(), json!(v))).collect::<serde_json::Map<_, _>>(),
                "inputs": r.example.iter().map(|(n, v)| (n.clone(), json!(v))).collect::<serde_json::Map<_, _>>(),
            })
        })
        .collect();
    json!({"leaves": leaves, "stats": e.stats})
}

/// The execution tree as DOT: the trie of the leaves' paths, showing forks and leaves.
pub fn tree_dot(program: &Program, e: &Exploration) -> String {
    let (nodes, edges) = tree(program, e);
    let mut out = String::from("digraph execution_tree {\n  node [fontname=\"monospace\", fontsize=10];\n");
    for (id, label, leaf) in &nodes {
        let shape = if *leaf { "box" } else { "circle" };
        let _ = writeln!(out, "  n{id} [label={}, shape={shape}];", dot_quote(label));
    }
    for (from, to, label) in &edges {
        let _ = writeln!(out, "  n{from} -> n{to} [label={}];", dot_quote(label));
    }
    out.push_str("}\n");
    out
}

pub fn tree_json(program: &Program, e: &Exploration) -> serde_json::Value {
    let (nodes, edges) = tree(program, e);
    json!({
        "nodes": nodes.iter().map(|(id, label, leaf)| json!({"id": id, "label": label, "leaf": leaf})).collect::<Vec<_>>(),
        "edges": edges.iter().map(|(f, t, l)| json!({"from": f, "to": t, "label": l})).collect::<Vec<_>>(),
    })
}

type Tree = (Vec<(usize, String, bool)>, Vec<(usize, usize, String)>);

/// Nodes are the root, the fork points and the leaves; an edge is labelled with the branch
/// taken (the assumption's text) at its fork.
fn tree(program: &Program, e: &Exploration) -> Tree {
    let trie = execution_trie(e);
    let mut nodes = Vec::with_capacity(trie.len());
    let mut edges = Vec::with_capacity(trie.len());
    for (id, n) in trie.iter().enumerate() {
        match n.leaf {
            Some(m) => {
                let r = &e.rows[m];
                let text = if r.ret.is_empty() { r.status.clone() } else { format!("{} {}", r.status, r.ret) };
                nodes.push((id, format!("{}\n{}", text, r.path_condition), true));
            }
            None if n.parent.is_none() => nodes.push((id, "root".to_string(), false)),
            None => nodes.push((id, format!("fork {id}"), false)),
        }
        if let Some(parent) = n.parent {
            let label =
                n.step.map(|(f, edge)| effigy_ir::text::edge_kind(program, &program.function(f).edge(edge).kind)).unwrap_or_default();
            edges.push((parent, id, label));
        }
    }
    (nodes, edges)
}

/// A node of the execution tree, built by [`execution_trie`].
pub(crate) struct TrieNode {
    /// `None` for the root (the initial state).
    pub parent: Option<usize>,
    /// The edge taken at the parent's fork towards this node; `None` for the root and its one
    /// successor.
    pub step: Option<(effigy_ir::FuncId, effigy_ir::EdgeId)>,
    /// A leaf whose path passes through this node (the leaf itself for a leaf; 0 for the root).
    pub via: usize,
    /// How many edges of that path are taken to reach this node: a fork is the state before
    /// its branching edge `path[depth]`; a leaf has taken its whole path.
    pub depth: usize,
    /// How many conjuncts of that leaf's path condition hold here: all of a leaf's; for a fork,
    /// the longest prefix common to the leaves below it (conjuncts are kept in the order they
    /// were added, so the state at the fork has exactly the ones added before the paths part).
    pub pc_len: usize,
    /// The index of the leaf (in `result.leaves` and `rows`), for a leaf.
    pub leaf: Option<usize>,
}

/// The execution tree as the trie of the leaves' paths: the root, the fork points and the
/// leaves, each node after its parent (depth first, children in the order of their first leaf).
/// Leaves whose paths do not part before one of them ends hang from the last fork together.
pub(crate) fn execution_trie(e: &Exploration) -> Vec<TrieNode> {
    let paths: Vec<&Vec<(effigy_ir::FuncId, effigy_ir::EdgeId)>> = e.result.leaves.iter().map(|l| &l.path).collect();
    let pcs: Vec<&Vec<TermId>> = e.result.leaves.iter().map(|l| &l.path_condition).collect();
    let mut nodes = vec![TrieNode { parent: None, step: None, via: 0, depth: 0, pc_len: 0, leaf: None }];
    struct Ctx<'a> {
        paths: &'a [&'a Vec<(effigy_ir::FuncId, effigy_ir::EdgeId)>],
        pcs: &'a [&'a Vec<TermId>],
    }
    fn build(
        cx: &Ctx<'_>,
        members: Vec<usize>,
        depth: usize,
        parent: usize,
        step: Option<(effigy_ir::FuncId, effigy_ir::EdgeId)>,
        nodes: &mut Vec<TrieNode>,
    ) {
        let paths = cx.paths;
        // Follow the common prefix.
        let mut d = depth;
        loop {
            let first = members[0];
            if members.len() == 1 || paths[first].len() <= d {
                break;
            }
            let step = paths[first][d];
            if members.iter().all(|&m| paths[m].len() > d && paths[m][d] == step) {
                d += 1;
            } else {
                break;
            }
        }
        if members.len() == 1 || members.iter().any(|&m| paths[m].len() <= d) {
            for m in members {
                let (depth, pc_len) = (paths[m].len(), cx.pcs[m].len());
                nodes.push(TrieNode { parent: Some(parent), step, via: m, depth, pc_len, leaf: Some(m) });
            }
            return;
        }
        let first = members[0];
        let pc_len = members
            .iter()
            .fold(cx.pcs[first].len(), |n, &m| cx.pcs[first][..n].iter().zip(cx.pcs[m].iter()).take_while(|(a, b)| a == b).count());
        let id = nodes.len();
        nodes.push(TrieNode { parent: Some(parent), step, via: first, depth: d, pc_len, leaf: None });
        let mut groups: Vec<((effigy_ir::FuncId, effigy_ir::EdgeId), Vec<usize>)> = Vec::new();
        for m in members {
            let step = paths[m][d];
            match groups.iter_mut().find(|g| g.0 == step) {
                Some(g) => g.1.push(m),
                None => groups.push((step, vec![m])),
            }
        }
        for (step, group) in groups {
            build(cx, group, d + 1, id, Some(step), nodes);
        }
    }
    if !paths.is_empty() {
        build(&Ctx { paths: &paths, pcs: &pcs }, (0..paths.len()).collect(), 0, 0, None, &mut nodes);
    }
    nodes
}

fn dot_quote(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\"").replace('\n', "\\n"))
}

pub fn native_outcome_text(o: &NativeOutcome) -> String {
    o.to_string()
}

#[cfg(test)]
mod tests {

    #[test]
    fn a_counterexample_command_line_reads_as_a_shell_would_type_it() {
        use effigy_engine::{argument_input, CommandLine, InputValue, ARGC_INPUT};
        let ty = effigy_ir::TypeTable::I8;
        let input = |f: &str, v: i128| InputValue { function: f.to_string(), ty, value: v };
        let cl = CommandLine::Arguments { program: b"prog".to_vec(), concrete: vec![b"-n".to_vec()], min: 0, max: 3, max_len: 3 };
        // argc 4: the program, "-n", then two of the three symbolic arguments; the third, and
        // the bytes after each argument's first 0, are not part of the command line.
        let mut inputs = vec![input(ARGC_INPUT, 4)];
        for (k, bytes) in [(2, [b'a', b' ', b'b']), (3, [0, b'x', b'y']), (4, [b'z', 0, 0])] {
            inputs.extend(bytes.iter().map(|&b| input(&argument_input(k), i128::from(b))));
        }
        assert_eq!(command_line_words(&cl, &inputs), vec![b"prog".to_vec(), b"-n".to_vec(), b"a b".to_vec(), Vec::new()]);
        assert_eq!(command_line_text(&cl, &inputs), "prog -n 'a b' ''");
        assert_eq!(shell_quote(b"it's"), "'it'\\''s'");
        assert_eq!(shell_quote(&[b'a', 0xff, b'\n']), "$'a\\xff\\x0a'");
        assert_eq!(command_line_text(&CommandLine::CountOnly, &[input(ARGC_INPUT, 1000)]), "argc = 1000 (argv is never read)");
    }

    use super::*;

    /// The compressed form, expanded again: every `Again` repeats the lines before it.
    fn expand(items: &[Repeated]) -> Vec<u32> {
        let mut out: Vec<u32> = Vec::new();
        let mut lines: Vec<u32> = Vec::new();
        for &item in items {
            match item {
                Repeated::Line(id) => {
                    lines.push(id);
                    out.push(id);
                }
                Repeated::Again { len, times } => {
                    let block = lines[lines.len() - len..].to_vec();
                    for _ in 0..times {
                        out.extend(&block);
                    }
                }
            }
        }
        out
    }

    fn compress(ids: &[u32]) -> Vec<Repeated> {
        let mut c = RepeatCompressor::default();
        for &id in ids {
            c.push(id);
        }
        c.finish()
    }

    #[test]
    fn an_unknown_says_each_reason_once_with_its_engines() {
        let mut r = Reasons::default();
        r.add(Some("symex"), "its share of the time ran out".into());
        r.add(Some("bmc"), "allocation of a symbolic size".into());
        r.add(Some("kind"), "its share of the time ran out".into());
        r.add(Some("kind"), "its share of the time ran out".into());
        r.add(None, "time limit of 30 s reached".into());
        assert_eq!(r.text(), "symex, kind: its share of the time ran out; bmc: allocation of a symbolic size; time limit of 30 s reached");
        assert!(out_of_time("time limit of 3.2 s reached"));
        assert!(out_of_time("the solver gave up: Z3 4.8.12.0 (in-process): timeout"));
        assert!(out_of_time("the solver gave up: the engine's share of the time limit ended during a solver call"));
        assert!(!out_of_time(
            "time limit of 12.0 s reached; 18312 pending states dropped at three quarters of the memory limit of 1638 MiB"
        ));
        assert!(!out_of_time("the solver gave up: incomplete quantifiers"));
    }

    #[test]
    fn a_loop_of_a_million_iterations_is_its_body_and_a_count() {
        let mut ids = vec![1];
        for _ in 0..1_000_000 {
            ids.extend([2, 3, 4]);
        }
        ids.extend([2, 5]);
        let c = compress(&ids);
        use Repeated::*;
        assert_eq!(c, vec![Line(1), Line(2), Line(3), Line(4), Again { len: 3, times: 999_999 }, Line(2), Line(5)]);
        assert_eq!(expand(&c), ids);
    }

    /// Random sequences over few lines (many repetitions of every length, nested loops,
    /// consecutive duplicates) expand back to themselves without their consecutive duplicates.
    #[test]
    fn compression_expands_back_to_the_path() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for round in 0..300 {
            let mut ids = Vec::new();
            while ids.len() < 400 {
                // A loop: a body of 1..6 lines from an alphabet of 5, taken 1..20 times.
                let body: Vec<u32> = (0..1 + next() % 6).map(|_| (next() % 5) as u32).collect();
                for _ in 0..1 + next() % 20 {
                    ids.extend(&body);
                }
            }
            let mut deduped = ids.clone();
            deduped.dedup();
            let c = compress(&ids);
            assert_eq!(expand(&c), deduped, "round {round}");
            assert!(c.len() <= deduped.len(), "round {round}: never longer");
        }
    }
}
