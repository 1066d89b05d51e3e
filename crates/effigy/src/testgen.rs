//! `effigy testgen`: Test-Comp test suites by concolic testing with SAGE's generational search
//! (effigy-engine's `concolic`); the files are effigy-report's `testcomp`, written here.

use std::io::IsTerminal as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use effigy_engine::concolic::{ConcolicOptions, SearchOrder};
use effigy_ir::Check;
use effigy_report::testcomp::{generate, suite_files, tests_json, zip, SuiteTask};
use effigy_report::witness::Stamp;

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum TestStrategyArg {
    /// SAGE: children scored by the branches they newly cover, the best expanded first.
    Generational,
    /// The newest child first, without scores (KLEE-style plain DFS).
    Dfs,
    /// The child whose flipped branch leads nearest to an uncovered branch first (KLEE's
    /// covnew: CFA distance, calls included, recomputed as coverage grows).
    Coverage,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum GoalArg {
    /// Cover branches (Test-Comp's coverage-branches).
    Branches,
    /// Stop at the first test that calls reach_error (coverage-error-call).
    Error,
}

#[derive(clap::Args)]
pub struct TestgenArgs {
    /// The C program (its files, linked as one program), or an SV-COMP task definition (.yml).
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Directory for test-suite/, test-suite.zip and tests.json, and for a program that reads
    /// standard input or files, test-inputs/ (each test's `stdin` and files; replaced).
    #[arg(long, value_name = "DIR")]
    pub output: PathBuf,
    /// Which run of the concolic search is expanded next: each run's branches are negated one
    /// at a time (SAGE's generational search), giving new inputs whose runs are its children.
    #[arg(long, value_enum, default_value = "generational")]
    pub strategy: TestStrategyArg,
    /// What the suite is for (Test-Comp's two properties).
    #[arg(long, value_enum, default_value = "branches")]
    pub goal: GoalArg,
    /// CPU seconds for the search. 60 by default, not verify's 900: a search stops on its own
    /// only when every goal is covered, and some never are (Test-Comp gives 900).
    #[arg(value_parser = crate::seconds, allow_negative_numbers = true, long, value_name = "S", default_value_t = 60.0)]
    pub timeout: f64,
    /// Stop after this many tests.
    #[arg(long, value_name = "N")]
    pub max_tests: Option<usize>,
    /// Also write each test as a C harness, DIR/harnesses/test-N.c: built with the program by
    /// gcc (the command is in its first lines), it gives the program the test's inputs (as
    /// `verify --harness` gives a counterexample's).
    #[arg(long)]
    pub harness: bool,
    /// Start from these inputs: a file with one test per line, values comma-separated.
    #[arg(long, value_name = "FILE")]
    pub seed_inputs: Option<PathBuf>,
    /// Start from a real input (SAGE's seed; repeatable, each one seed): a file whose bytes are
    /// the program's standard input (or, for a program that reads only files of --sym-file, the
    /// first of them), or a directory as testgen writes one per test (`stdin`, and the files
    /// by name), so that an earlier suite seeds a new search. The program runs on it once
    /// (effigy's interpreter) to learn the inputs it reads, in order.
    #[arg(long, value_name = "PATH")]
    pub seed: Vec<PathBuf>,
    /// CFA edges per run (a run beyond it ends there).
    #[arg(long, value_name = "N", default_value_t = 1_000_000)]
    pub max_steps: u64,
    #[command(flatten)]
    pub environment: crate::input_args::EnvironmentArgs,
    #[command(flatten)]
    pub command_line: crate::input_args::CommandLineArgs,
}

fn read_seeds(path: &Path) -> Result<Vec<(usize, Vec<i128>)>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let mut seeds = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let values: Result<Vec<i128>, _> = line.split(',').map(|v| v.trim().parse::<i128>()).collect();
        seeds.push((0, values.map_err(|_| format!("{}:{}: expected comma-separated integers", path.display(), n + 1))?));
    }
    Ok(seeds)
}

/// Runs the search; `load` lowers the program (the binary's front end).
/// `sources`: the program's files (the first names the test suite's program).
pub fn run(
    args: &TestgenArgs,
    program: &effigy_ir::Program,
    sources: &[PathBuf],
    data_model: effigy_ir::DataModel,
) -> Result<ExitCode, String> {
    let source = sources[0].as_path();
    let mut seeds = match &args.seed_inputs {
        Some(p) => read_seeds(p)?,
        None => Vec::new(),
    };
    // The command line main gets when it reads its parameters: the options', else effigy's
    // default bounds (as `verify`).
    let main = program.function_by_name("main").ok_or("the program has no main function")?;
    let given = args.command_line.command_line(source)?;
    let command_line = effigy_report::resolve_command_line(program, main, given.as_ref(), &effigy_report::program_name(source));
    if given.is_some() && command_line.is_none() {
        eprintln!("warning: main does not read its parameters: --sym-args and --arg change nothing");
    }
    for path in &args.seed {
        seeds.push((0, real_input_seed(program, path, command_line.as_ref(), args.max_steps)?));
    }
    let options = ConcolicOptions {
        order: match args.strategy {
            TestStrategyArg::Generational => SearchOrder::Generational,
            TestStrategyArg::Dfs => SearchOrder::Dfs,
            TestStrategyArg::Coverage => SearchOrder::Coverage,
        },
        timeout: Some(Duration::from_secs_f64(args.timeout)),
        max_tests: args.max_tests,
        stop_at_error: args.goal == GoalArg::Error,
        seeds,
        // The program's branches are the goals, not the C library model's.
        fixed_functions: program
            .func_ids()
            .map(|f| effigy_c::LIBC_MODEL_OUTPUT_FUNCTIONS.contains(&program.function(f).name.as_str()))
            .collect(),
        goal_functions: Some(
            program.func_ids().map(|f| program.file_name(program.function(f).span.file) != effigy_c::LIBC_MODEL_FILE).collect(),
        ),
    };
    let search = effigy_report::SearchOptions {
        command_line: command_line.clone(),
        max_steps: Some(args.max_steps),
        timeout: args.timeout,
        solver_timeout: 10.0,
        // Tests are inputs for the compiled program: arithmetic wraps as gcc's does.
        signed_overflow_undefined: Some(false),
        ..Default::default()
    };
    let start = Instant::now();
    let terminal = std::io::stderr().is_terminal();
    let mut progress = |stats: &effigy_engine::concolic::ConcolicStats, tests: usize| {
        if terminal {
            eprint!(
                "\rtests {tests}, branches {}/{}, {:.1} s ",
                stats.covered_branches,
                stats.total_branches,
                start.elapsed().as_secs_f64()
            );
        }
    };
    let result = generate(program, &search, &options, &mut progress)?;
    if terminal {
        eprintln!();
    }
    let source_text = std::fs::read(source).map_err(|e| format!("cannot read {}: {e}", source.display()))?;
    let stamp = Stamp::now();
    let task = SuiteTask {
        program_file: &source.display().to_string(),
        source: &source_text,
        data_model,
        coverage_error_call: args.goal == GoalArg::Error,
        creation_time: &stamp.creation_time,
    };
    let files = suite_files(program, &task, &result.tests);
    let dir = args.output.join("test-suite");
    if dir.exists() {
        std::fs::remove_dir_all(&dir).map_err(|e| format!("cannot clear {}: {e}", dir.display()))?;
    }
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    for (name, bytes) in &files {
        let path = args.output.join(name);
        std::fs::write(&path, bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    let zip_path = args.output.join("test-suite.zip");
    std::fs::write(&zip_path, zip(&files)).map_err(|e| format!("cannot write {}: {e}", zip_path.display()))?;
    // Each test's standard input and files, to run the real program on.
    let absolute: Vec<PathBuf> = sources.iter().map(|p| std::fs::canonicalize(p).unwrap_or_else(|_| p.clone())).collect();
    let build = effigy_report::testcomp::ReplayBuild { sources: absolute, data_model };
    let test_files = effigy_report::testcomp::test_files(program, &result.tests, command_line.as_ref(), &build);
    if !test_files.is_empty() {
        let tests_dir = args.output.join("test-inputs");
        if tests_dir.exists() {
            std::fs::remove_dir_all(&tests_dir).map_err(|e| format!("cannot clear {}: {e}", tests_dir.display()))?;
        }
        for (name, bytes) in &test_files {
            let path = tests_dir.join(name);
            if let Some(parent) = path.parent() {
                std::fs::create_dir_all(parent).map_err(|e| format!("cannot create {}: {e}", parent.display()))?;
            }
            std::fs::write(&path, bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        }
        println!(
            "Tests for the real program: {} (each test's standard input `stdin`, files{}; `bash {}/replay.sh` runs gcc's \
             program on every test and prints gcov's coverage)",
            tests_dir.display(),
            if matches!(command_line, Some(effigy_engine::CommandLine::Arguments { .. })) { " and command line `argv`" } else { "" },
            tests_dir.display()
        );
    }
    if args.harness {
        write_harnesses(program, sources, data_model, &result.tests, command_line.as_ref(), &args.output.join("harnesses"))?;
    }
    let s = &result.stats;
    let errors = result.tests.iter().filter(|t| t.reaches_error).count();
    let json_path = args.output.join("tests.json");
    let json =
        serde_json::to_string_pretty(&tests_json(program, &result.tests, command_line.as_ref())).expect("JSON values serialise") + "\n";
    std::fs::write(&json_path, json).map_err(|e| format!("cannot write {}: {e}", json_path.display()))?;
    println!("Tests written: {} ({} reaching the error) to {}", result.tests.len(), errors, dir.display());
    let percent = if s.total_branches == 0 { 100.0 } else { 100.0 * s.covered_branches as f64 / s.total_branches as f64 };
    println!("Branch coverage (effigy): {}/{} ({percent:.1}%)", s.covered_branches, s.total_branches);
    // Test-Comp's goals (what TestCov labels): the program's own, not the library model's.
    let mut goals = (0, 0);
    for f in program.func_ids() {
        let func = program.function(f);
        if program.file_name(func.span.file) == effigy_c::LIBC_MODEL_FILE {
            continue;
        }
        goals.0 += (0..func.goals.len()).filter(|&i| result.covered_goals.contains(&(f, i))).count();
        goals.1 += func.goals.len();
    }
    if goals.1 > 0 {
        println!(
            "Branch coverage (Test-Comp goals: if/else sides, loop bodies and exits, ?: arms, case labels): {}/{} ({:.1}%)",
            goals.0,
            goals.1,
            100.0 * goals.0 as f64 / goals.1 as f64
        );
    }
    // The same suite measured by gcc's own instrumentation, independently of effigy's CFA.
    let raw: Vec<_> = result
        .tests
        .iter()
        .map(|t| {
            let split = effigy_report::replay::split_inputs(t.inputs.iter().map(|i| (i.function.as_str(), i.value)));
            let files = split.named_files(&program.sym_files);
            (split, files)
        })
        .collect();
    let stubs = effigy_report::replay::stubs_of(program);
    // Tests on which the run ended in undefined behaviour: replayed on gcc's program built with
    // the sanitizer that sees it, whose report is quoted (KLEE's .err files, checked).
    let crashes = crash_reports(program, sources, data_model, &result.tests, &raw, &stubs, command_line.as_ref());
    for line in &crashes {
        println!("{line}");
    }
    let limits = effigy_report::replay::ReplayLimits {
        command_line: command_line.clone(),
        environment: program.environment.clone(),
        ..Default::default()
    };
    match effigy_report::replay::gcov_coverage(sources, data_model, &raw, &stubs, &limits) {
        Ok(c) if c.branches == 0 => println!("Branch coverage (gcc --coverage, gcov): the program has no branches"),
        Ok(c) => println!(
            "Branch coverage (gcc --coverage, gcov): {}/{} ({:.1}%) branches taken, {}/{} lines",
            c.branches_taken,
            c.branches,
            100.0 * c.branches_taken as f64 / c.branches as f64,
            c.lines_executed,
            c.lines
        ),
        Err(e) => println!("Branch coverage (gcc --coverage, gcov): not measured: {e}"),
    }
    println!("Runs: {}, solver queries: {}, time: {:.2} s", s.runs, s.solver_queries, start.elapsed().as_secs_f64());
    match &result.stopped {
        Some(why) => println!("Search stopped: {why}"),
        None => println!("Search complete: every child input was run"),
    }
    Ok(ExitCode::SUCCESS)
}

/// For each test whose run ended in undefined behaviour that a sanitizer sees, a line saying
/// what effigy found and what gcc's program built with that sanitizer reported on the test.
fn crash_reports(
    program: &effigy_ir::Program,
    sources: &[PathBuf],
    data_model: effigy_ir::DataModel,
    tests: &[effigy_engine::concolic::TestCase],
    raw: &[(effigy_report::replay::RunInputs, Vec<(String, Option<Vec<u8>>)>)],
    stubs: &[effigy_report::replay::Stub],
    command_line: Option<&effigy_engine::CommandLine>,
) -> Vec<String> {
    let mut lines = Vec::new();
    for (i, (test, (inputs, files))) in tests.iter().zip(raw).enumerate() {
        let Some((what, span)) = &test.undefined else { continue };
        let name = effigy_report::testcomp::test_name(i);
        let mut line = format!("{name}: {what} at {}", program.describe_span(*span));
        if let Some(cl) = command_line {
            line.push_str(&format!(" (command line: {})", effigy_report::command_line_text(cl, &test.inputs)));
        }
        let check = effigy_engine::property::classify(what);
        match check {
            Some(check @ (Check::Deref | Check::Free | Check::Overflow | Check::DivisionByZero | Check::Shift)) => {
                let limits = effigy_report::replay::ReplayLimits {
                    command_line: command_line.cloned(),
                    stdin: Some(inputs.stdin.clone()),
                    files: files.clone(),
                    environment: program.environment.clone(),
                    ..Default::default()
                };
                match effigy_report::replay::replay_sanitized(sources, data_model, &inputs.values, stubs, &limits, check) {
                    Ok(r) => match r.found {
                        Some((_, report)) => line.push_str(&format!("; gcc's program reports {report}")),
                        None => line.push_str(&format!("; gcc's program with sanitizers: no report (it ended: {})", r.outcome)),
                    },
                    Err(e) => line.push_str(&format!("; not replayed: {e}")),
                }
            }
            _ => line.push_str("; no sanitizer sees it"),
        }
        lines.push(line);
    }
    lines
}

/// The inputs a real input file (or a test's directory) makes the program read, in order, as
/// the concolic search numbers them: the program runs on it in effigy's interpreter, which
/// records every input it reads. A command line comes first (argc, then every symbolic
/// argument's bytes): the fewest arguments, empty.
fn real_input_seed(
    program: &effigy_ir::Program,
    path: &Path,
    command_line: Option<&effigy_engine::CommandLine>,
    max_steps: u64,
) -> Result<Vec<i128>, String> {
    let read = |p: &Path| std::fs::read(p).map_err(|e| format!("--seed {}: {e}", p.display()));
    let mut config = effigy_interp::RunConfig { max_steps, record_path: false, ..Default::default() };
    if path.is_dir() {
        let stdin = path.join("stdin");
        config.stdin = Some(if stdin.exists() { read(&stdin)? } else { Vec::new() });
        // A file the directory lacks is missing, where it may be (--sym-file-missing), and
        // otherwise empty.
        config.files = program
            .sym_files
            .iter()
            .map(|name| {
                let file = path.join(name);
                if file.exists() {
                    read(&file).map(Some)
                } else {
                    Ok(Some(Vec::new()))
                }
            })
            .collect::<Result<_, _>>()?;
        if program.files_may_be_missing {
            config.missing_files = (0..program.sym_files.len()).filter(|&k| !path.join(&program.sym_files[k]).exists()).collect();
        }
    } else if program.reads_stdin() {
        config.stdin = Some(read(path)?);
    } else if program.reads_files() && !program.sym_files.is_empty() {
        config.files = vec![Some(read(path)?)];
    } else {
        return Err(format!(
            "--seed {}: the program reads neither standard input nor a file of --sym-file, so a real input cannot seed it",
            path.display()
        ));
    }
    let mut prefix = Vec::new();
    match command_line {
        Some(effigy_engine::CommandLine::Arguments { program: name, concrete, min, max, max_len }) => {
            config.argv = std::iter::once(String::from_utf8_lossy(name).into_owned())
                .chain(concrete.iter().map(|w| String::from_utf8_lossy(w).into_owned()))
                .chain((0..*min).map(|_| String::new()))
                .collect();
            prefix.push(1 + concrete.len() as i128 + i128::from(*min));
            prefix.extend(std::iter::repeat_n(0, *max as usize * *max_len as usize));
        }
        Some(effigy_engine::CommandLine::CountOnly) => prefix.push(1),
        None => {}
    }
    let result = effigy_interp::run(program, &config);
    prefix.extend(result.inputs_read.iter().map(|i| i.value));
    Ok(prefix)
}

/// Each test as a C harness in `dir` (replaced): `test-1.c`, … .
fn write_harnesses(
    program: &effigy_ir::Program,
    sources: &[PathBuf],
    data_model: effigy_ir::DataModel,
    tests: &[effigy_engine::concolic::TestCase],
    command_line: Option<&effigy_engine::CommandLine>,
    dir: &std::path::Path,
) -> Result<(), String> {
    if dir.exists() {
        std::fs::remove_dir_all(dir).map_err(|e| format!("cannot clear {}: {e}", dir.display()))?;
    }
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let stubs = effigy_report::replay::missing_functions(sources, data_model, &effigy_report::replay::stubs_of(program))?;
    let mut first = None;
    for (i, t) in tests.iter().enumerate() {
        let path = dir.join(format!("test-{}.c", i + 1));
        let what = match (&t.undefined, t.reaches_error) {
            (_, true) => format!("test {} of the suite: it reaches the error", i + 1),
            (Some((why, span)), _) => {
                format!("test {} of the suite: its run ends in undefined behaviour ({why} at {})", i + 1, program.describe_span(*span))
            }
            (None, false) => format!("test {} of the suite", i + 1),
        };
        let outcome = effigy_report::harness::Outcome { what, error: None };
        match effigy_report::harness::inputs_harness(program, sources, data_model, &t.inputs, &outcome, command_line, &stubs, &path) {
            Ok(h) => {
                std::fs::write(&path, h.source).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
                first.get_or_insert(h.build);
            }
            Err(e) => eprintln!("warning: no harness for test {}: {e}", i + 1),
        }
    }
    if let Some(build) = first {
        println!("Harnesses written to {} (one per test); build and run the first with the program: {build}", dir.display());
    }
    Ok(())
}
