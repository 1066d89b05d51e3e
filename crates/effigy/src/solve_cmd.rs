//! `effigy solve`: SMT-LIB queries (the ones `--dump-queries` writes) solved by one of effigy's
//! backends exactly as an analysis calls it — the solver benchmark's way to measure the
//! in-process Z3 and the real portfolio, not only solver binaries.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use effigy_smt::smtlib_read::{read_script, Script};
use effigy_smt::{Backend, CheckResult, QueryMode, QueryOptions, QuerySolver, SolverChoice, TermStore};

use crate::EXIT_BAD_INPUT;

#[derive(clap::Args)]
pub struct SolveArgs {
    /// SMT-LIB 2 files, or directories whose `*.smt2` files are solved in name order.
    #[arg(required = true)]
    pub inputs: Vec<PathBuf>,
    /// The backend, as `verify --solver`: `z3` (in-process), `bitwuzla` (in a process) or
    /// `portfolio` (the in-process Z3, raced by Bitwuzla on queries it has not answered within
    /// --race-threshold).
    #[arg(long, default_value = "z3", value_parser = ["z3", "bitwuzla", "portfolio"])]
    pub solver: String,
    /// Seconds the in-process Z3 has a query to itself before the portfolio races it.
    #[arg(long, default_value_t = 0.5)]
    pub race_threshold: f64,
    /// Time limit of each query in seconds (an unanswered query is a timeout).
    #[arg(value_parser = crate::seconds, allow_negative_numbers = true, long, default_value_t = 20.0)]
    pub timeout: f64,
    /// How each query is asked: `incremental` (pushed onto the backend's long-lived solver,
    /// popped after), `alone` (a fresh solver over the whole query, as bounded model checking
    /// and k-induction ask their formulas) or `hybrid` (pushed for 100 ms, then alone in the
    /// time left: what tree exploration and CEGAR do by default). A floating-point query is
    /// always asked alone.
    #[arg(long, default_value = "hybrid", value_parser = effigy_smt::QueryMode::NAMES)]
    pub mode: String,
    /// Write every query's result and the summary as JSON to FILE (`-`: standard output,
    /// instead of the table).
    #[arg(long, value_name = "FILE")]
    pub json: Option<PathBuf>,
}

/// One query's outcome.
struct QueryResult {
    path: PathBuf,
    /// `sat`, `unsat`, `unknown`, `timeout`, or `error` (unreadable).
    answer: &'static str,
    seconds: f64,
    /// Why: an unknown's reason, a reading error.
    detail: String,
    /// For a sat answer: whether every assertion evaluates to true under the model
    /// (`None`: a symbol without a value in the model, e.g. an array).
    model_holds: Option<bool>,
    /// The answer effigy recorded when it dumped the query.
    recorded: Option<String>,
}

impl QueryResult {
    fn disagrees(&self) -> bool {
        matches!((self.answer, self.recorded.as_deref()), ("sat", Some("unsat")) | ("unsat", Some("sat")))
    }
}

/// The `*.smt2` files of the inputs, in order.
fn query_files(inputs: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    let mut files = Vec::new();
    for input in inputs {
        if input.is_dir() {
            let entries = std::fs::read_dir(input).map_err(|e| format!("cannot read {}: {e}", input.display()))?;
            let mut found: Vec<PathBuf> =
                entries.filter_map(|e| e.ok().map(|e| e.path())).filter(|p| p.extension().is_some_and(|x| x == "smt2")).collect();
            found.sort();
            files.extend(found);
        } else if input.exists() {
            files.push(input.clone());
        } else {
            return Err(format!("cannot read {}: no such file", input.display()));
        }
    }
    Ok(files)
}

pub fn cmd_solve(args: &SolveArgs) -> ExitCode {
    let files = match query_files(&args.inputs) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(EXIT_BAD_INPUT);
        }
    };
    if !(args.timeout > 0.0 && args.timeout.is_finite()) || !(args.race_threshold >= 0.0 && args.race_threshold.is_finite()) {
        eprintln!("error: --timeout must be positive and --race-threshold non-negative");
        return ExitCode::from(EXIT_BAD_INPUT);
    }
    let choice: SolverChoice = args.solver.parse().expect("clap checked the solver's name");
    let backend = match Backend::new(choice, Duration::from_secs_f64(args.race_threshold)) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("error: cannot start the solver: {e}");
            return ExitCode::from(EXIT_BAD_INPUT);
        }
    };
    let limit = Duration::from_secs_f64(args.timeout);
    // The analyses' query layer, without what would answer a query without the solver.
    let options = QueryOptions {
        cache: false,
        model_reuse: false,
        reuse_window: 0,
        query_timeout: Some(limit),
        mode: QueryMode::from_name(&args.mode).expect("clap checked the mode"),
        ..QueryOptions::default()
    };
    let mut solver = QuerySolver::new(backend, options);
    let table = args.json.as_deref() != Some(Path::new("-"));
    let name_width = files.iter().map(|f| display_name(f).len()).max().unwrap_or(5).clamp(5, 60);
    if table {
        println!("{:<name_width$}  {:>7}  {:>10}  {}", "query", "answer", "seconds", "notes");
    }
    let mut results = Vec::with_capacity(files.len());
    for path in &files {
        let r = solve_one(&mut solver, path, limit);
        if table {
            let mut notes = Vec::new();
            if let Some(rec) = &r.recorded {
                notes.push(format!("recorded {rec}"));
            }
            if r.disagrees() {
                notes.push("DISAGREES with the recorded answer".into());
            }
            match r.model_holds {
                Some(true) => notes.push("model holds".into()),
                Some(false) => notes.push("WRONG MODEL: an assertion is false under it".into()),
                None => {}
            }
            if !r.detail.is_empty() {
                notes.push(r.detail.clone());
            }
            println!("{:<name_width$}  {:>7}  {:>10.3}  {}", display_name(path), r.answer, r.seconds, notes.join("; "));
        }
        results.push(r);
    }
    let summary = Summary::of(&results);
    let stats = solver.backend_stats();
    if table {
        println!();
        println!("backend: {}", solver.solver_name());
        println!(
            "{} queries: {} sat, {} unsat, {} unknown, {} timeout (limit {} s), {} unreadable",
            results.len(),
            summary.sat,
            summary.unsat,
            summary.unknown,
            summary.timeout,
            args.timeout,
            summary.errors
        );
        println!(
            "time: total {:.3} s (a timeout counts its limit), median {:.3} s, solved in {:.3} s",
            summary.total, summary.median, summary.solved_time
        );
        for b in &stats {
            println!(
                "  {}: {} calls, {} answered, {} gave up, {} races won, {:.3} s",
                b.name,
                b.calls,
                b.answered,
                b.unknown,
                b.wins,
                b.time.as_secs_f64()
            );
        }
        if summary.disagreements > 0 {
            println!("BUG: {} answer(s) disagree with the answer effigy recorded", summary.disagreements);
        }
        if summary.wrong_models > 0 {
            println!("BUG: {} model(s) do not satisfy their query", summary.wrong_models);
        }
    }
    if let Some(out) = &args.json {
        let json = serde_json::json!({
            "solver": solver.solver_name(),
            "timeout": args.timeout,
            "queries": results.iter().map(|r| serde_json::json!({
                "file": r.path.display().to_string(),
                "answer": r.answer,
                "seconds": r.seconds,
                "detail": r.detail,
                "model_holds": r.model_holds,
                "recorded": r.recorded,
            })).collect::<Vec<_>>(),
            "summary": {
                "sat": summary.sat, "unsat": summary.unsat, "unknown": summary.unknown,
                "timeout": summary.timeout, "unreadable": summary.errors,
                "total_seconds": summary.total, "median_seconds": summary.median,
                "solved_seconds": summary.solved_time,
                "disagreements": summary.disagreements, "wrong_models": summary.wrong_models,
            },
            "backends": stats.iter().map(|b| serde_json::json!({
                "name": b.name, "calls": b.calls, "answered": b.answered, "unknown": b.unknown,
                "wins": b.wins, "seconds": b.time.as_secs_f64(),
            })).collect::<Vec<_>>(),
        });
        let text = serde_json::to_string_pretty(&json).expect("JSON of plain values");
        if out == Path::new("-") {
            println!("{text}");
        } else if let Err(e) = std::fs::write(out, text + "\n") {
            eprintln!("error: cannot write {}: {e}", out.display());
            return ExitCode::from(EXIT_BAD_INPUT);
        }
    }
    if summary.disagreements > 0 || summary.wrong_models > 0 {
        ExitCode::from(1)
    } else if summary.errors > 0 {
        ExitCode::from(EXIT_BAD_INPUT)
    } else {
        ExitCode::SUCCESS
    }
}

fn display_name(path: &Path) -> String {
    path.file_name().map_or_else(|| path.display().to_string(), |n| n.to_string_lossy().into_owned())
}

/// Reads one script into a store of its own and solves it.
fn solve_one(solver: &mut QuerySolver<Backend>, path: &Path, limit: Duration) -> QueryResult {
    let mut result =
        QueryResult { path: path.to_path_buf(), answer: "error", seconds: 0.0, detail: String::new(), model_holds: None, recorded: None };
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => {
            result.detail = format!("cannot read: {e}");
            eprintln!("error: cannot read {}: {e}", path.display());
            return result;
        }
    };
    let mut store = TermStore::new();
    let script: Script = match read_script(&mut store, &text) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: {}:{e}", path.display());
            result.detail = e.to_string();
            return result;
        }
    };
    result.recorded = script.recorded.as_ref().map(|r| r.answer.clone());
    // Translations of the previous query's terms belong to another store.
    solver.forget();
    let start = Instant::now();
    let r = solver.model(&store, &script.conjuncts, &script.symbols);
    let took = start.elapsed();
    result.seconds = took.as_secs_f64();
    match r {
        CheckResult::Sat(model) => {
            result.answer = "sat";
            let values: Vec<Option<i128>> = script.conjuncts.iter().map(|&c| effigy_smt::eval::eval(&store, c, &model)).collect();
            result.model_holds = if values.iter().any(|v| *v == Some(0)) {
                Some(false)
            } else if values.iter().all(|v| *v == Some(1)) {
                Some(true)
            } else {
                None
            };
        }
        CheckResult::Unsat => result.answer = "unsat",
        CheckResult::Unknown(why) => {
            result.answer = if took >= limit.mul_f64(0.95) { "timeout" } else { "unknown" };
            result.detail = why;
        }
    }
    result
}

struct Summary {
    sat: usize,
    unsat: usize,
    unknown: usize,
    timeout: usize,
    errors: usize,
    /// Seconds over all queries, a timeout counted at its limit's worth of what it took.
    total: f64,
    median: f64,
    /// Seconds of the solved (sat or unsat) queries.
    solved_time: f64,
    disagreements: usize,
    wrong_models: usize,
}

impl Summary {
    fn of(results: &[QueryResult]) -> Summary {
        let count = |a: &str| results.iter().filter(|r| r.answer == a).count();
        let mut times: Vec<f64> = results.iter().filter(|r| r.answer != "error").map(|r| r.seconds).collect();
        times.sort_by(f64::total_cmp);
        let median = match times.len() {
            0 => 0.0,
            n if n % 2 == 1 => times[n / 2],
            n => (times[n / 2 - 1] + times[n / 2]) / 2.0,
        };
        Summary {
            sat: count("sat"),
            unsat: count("unsat"),
            unknown: count("unknown"),
            timeout: count("timeout"),
            errors: count("error"),
            total: times.iter().sum::<f64>() + 0.0,
            median,
            // `+ 0.0`: an empty sum is -0.0.
            solved_time: results.iter().filter(|r| r.answer == "sat" || r.answer == "unsat").map(|r| r.seconds).sum::<f64>() + 0.0,
            disagreements: results.iter().filter(|r| r.disagrees()).count(),
            wrong_models: results.iter().filter(|r| r.model_holds == Some(false)).count(),
        }
    }
}
