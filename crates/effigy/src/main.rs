//! The effigy command line. **Only this crate prints**: the libraries return data
//! (programs, diagnostics, outcomes) and this binary renders it.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use effigy_engine::Verdict;
use effigy_ir::{DataModel, Program};

mod bench;
mod cegar_args;
mod frames;
mod input_args;
mod lsp;
mod prove;
mod repl;
mod solve_cmd;
mod status;

mod symex;
mod task;
mod testgen;
mod validate_cmd;
mod watchdog;
mod witness_file;

/// Exit code for bad input (unsupported or invalid C, unreadable files) and usage errors.
const EXIT_BAD_INPUT: u8 = 2;
/// Exit code for an internal error of effigy.
const EXIT_INTERNAL: u8 = 3;
/// Exit codes of `verify`.
const EXIT_TRUE: u8 = 0;
const EXIT_FALSE: u8 = 10;
const EXIT_UNKNOWN: u8 = 20;
/// Exit codes of `verify --math-ints`: verdicts of the ideal-integer program, never C's.
const EXIT_MATH_TRUE: u8 = 30;
const EXIT_MATH_FALSE: u8 = 31;

#[derive(Parser)]
#[command(
    name = "effigy",
    version = version_text(),
    about = "Symbolic execution and verification of C programs (SV-COMP dialect)",
    long_about = "effigy reads C programs — SV-COMP's dialect (__VERIFIER_nondet_*, __VERIFIER_assume, \
reach_error) and ordinary programs reading argv, standard input and files — and answers whether an \
error can be reached and with which input (verify), what all their paths and path conditions are \
(explore), which tests cover them (testgen), and runs them concretely or step by step (run, repl). \
`effigy COMMAND --help` describes each command's options, grouped by what they do.",
    after_long_help = "Exit codes: 0 success (verify: TRUE), 10 verify: FALSE (and explore: a leaf reaches \
the error; replay: gcc's program reaches it), 20 verify: UNKNOWN, 2 bad \
input (unsupported or invalid C, unreadable file) or usage error, 3 internal error; verify \
--math-ints: 30 TRUE and 31 FALSE of the program over mathematical integers (not verdicts about \
the C program).\n\n\
Environment: EFFIGY_Z3_PARAMS=module.name=value,... sets Z3 global parameters for the linked \
Z3 (effigy sets none; `z3 -pd` lists them), e.g. to measure the solver with \
rewriter.blast_select_store=true (a parameter that changes Z3's answers changes effigy's); \
--version lists them; an unknown parameter or value is a usage error."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Print the control-flow automata of a C program (text form, or Graphviz with --dot).
    Cfa(CfaArgs),
    /// Run a C program concretely on given inputs (the interpreter that is the engines' oracle).
    /// The program's output goes to standard output and error; effigy's summary (steps, how the
    /// run ended) to standard error. Exit status: the program's (main's return value or exit's
    /// status; 134 for abort() and 132 for __builtin_trap(), as a shell reports SIGABRT and
    /// SIGILL); 125 when the run ends otherwise (undefined behaviour, an error function reached,
    /// an assumption violated, a limit, what the C library model does not model, an unknown
    /// external function returning a pointer: the summary says which); 2 when the program is
    /// rejected. Other unknown external functions return their input and change nothing, as
    /// the gcc replay's stubs do.
    Run(RunArgs),
    /// Decide a property of a C program — by default that reach_error() is never called
    /// (SV-COMP's unreach-call; see --property for memory safety and overflow): TRUE, FALSE with
    /// a counterexample confirmed by gcc, or UNKNOWN with the reason.
    Verify(VerifyArgs),
    /// Explore the execution tree and print King's table: one row per leaf with its status,
    /// path condition, return value and globals. Exit status 10 when a leaf reaches the error.
    Explore(ExploreArgs),
    /// Run the program compiled by gcc on given inputs (as counterexamples are confirmed). Exit
    /// status 10 when it reaches the error.
    Replay(ReplayArgs),
    /// Run SV-COMP tasks under CPU-time and memory limits and score the verdicts.
    Bench(BenchArgs),
    /// Generate a Test-Comp test suite by concolic testing (SAGE's generational search).
    Testgen(testgen::TestgenArgs),
    /// King's EFFIGY as a symbolic debugger: call functions with symbols and constants, stop at
    /// forking branches and choose (go true/false), assume, prove, save/restore states, and
    /// test every path below a state. `help` inside lists the commands.
    Repl(repl::ReplArgs),
    /// King's and Floyd's verifier: loop invariants from ACSL comments (`/*@ loop invariant P; */`
    /// before a loop) cut the loops; every path between cut points is executed symbolically and
    /// its verification conditions proved. TRUE when every path is proved; FALSE only with a
    /// real counterexample from the start (confirmed by gcc); UNKNOWN listing what failed.
    Prove(prove::ProveArgs),
    /// Validate an SV-COMP witness (format 2.0): a violation witness is followed (its inputs,
    /// waypoint by waypoint, to the error; gcc's program must reach it too); a correctness
    /// witness's loop invariants must be proved inductive and to imply safety. FALSE (10) or
    /// TRUE (0) when confirmed, UNKNOWN (20) with the reason when not, 2 for a malformed witness.
    Validate(validate_cmd::ValidateArgs),
    /// Solve SMT-LIB 2 queries (as `verify --dump-queries` writes them) with one of effigy's
    /// backends, as the analyses call it: per query the answer, the time, whether the model
    /// satisfies the query and whether the answer agrees with the one recorded in the dump; then
    /// totals, medians and each backend's calls and races won. Exit code 1 when an answer
    /// disagrees or a model is wrong, 2 when a script cannot be read.
    Solve(solve_cmd::SolveArgs),
    /// A language server (LSP, over standard input and output) for editors: C files and frames
    /// programs are verified on open and on save (a newer save cancels the older run), the
    /// result shown as diagnostics — a FALSE at the error with the counterexample's steps and
    /// values as related information, an UNKNOWN as a hint with its reason, the front end's
    /// messages where they point — hover shows a counterexample's values at a line, code lenses
    /// verify a function alone, draw its execution tree or generate tests.
    Lsp(lsp::LspArgs),
}

#[derive(clap::Args)]
struct BenchArgs {
    /// An INDEX.tsv listing task files (first column), or a directory of tasks (.yml).
    tasks: PathBuf,
    /// The analysis (default: the portfolio).
    #[arg(long, value_enum, default_value = "auto")]
    engine: EngineArg,
    /// CPU seconds per task (verify's own wall-clock limit is set to the same value). 60 by
    /// default, not verify's 900 (SV-COMP's): a set of 100 tasks then takes under an hour on
    /// two cores; give 900 to compare with SV-COMP's results.
    #[arg(value_parser = crate::seconds, allow_negative_numbers = true, long, default_value_t = 60.0)]
    timeout: f64,
    /// Memory limit per task in MiB.
    #[arg(long, default_value_t = 4096)]
    memory_limit: u64,
    /// Tasks run in parallel.
    #[arg(long, default_value_t = 1)]
    jobs: usize,
    /// Engines each task's portfolio runs at once (verify's --cpus). Default: the processors
    /// this process may run on, divided among the jobs (at least 1).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    cpus: Option<u32>,
    /// Write every task's result and the summary as JSON to FILE (`-`: standard output, the
    /// table going to standard error).
    #[arg(long, value_name = "FILE")]
    json: Option<PathBuf>,
    /// Extra arguments passed to every `effigy verify` (e.g. --unwind 10).
    #[arg(long, allow_hyphen_values = true, value_delimiter = ' ')]
    verify_args: Vec<String>,
}

#[derive(Clone, Copy, ValueEnum)]
enum EngineArg {
    /// Symbolic execution by tree exploration (King, KLEE).
    Symex,
    /// The CPA algorithm over symbolic values and constraints with CEGAR (interpolation,
    /// sliced prefixes, lazy abstraction): proves programs with unbounded loops.
    Cegar,
    /// Bounded model checking (CBMC's method): loops and recursion unwound to a bound, states
    /// merged at join points, the unwound program decided as one formula; iterative deepening
    /// of the bound (1, 2, 4, …) until an error is found or an unwinding assertion proves the
    /// program fully unwound. `--unwind K` fixes the bound.
    Bmc,
    /// k-induction (as CPAchecker's and ESBMC's): the base case is bounded model checking at
    /// k; the step case unwinds k + 1 loop iterations from an arbitrary state at each loop head
    /// of main (what the loop cannot write keeps its value; the functions main calls once are
    /// inlined, so their loops count) and proves that k clean iterations are followed by a clean
    /// one. Proves loops that no bound unwinds.
    Kind,
    /// Abstract interpretation over intervals, congruences and differences (integers as C
    /// wraps them, floats as IEEE rounds them, widening to the program's constants; recursion
    /// summarised): proves a program when the intervals show every operation safe and no error
    /// reachable; never answers FALSE. Follows pointers to variables whose address goes nowhere else; not the
    /// heap.
    Absint,
    /// A portfolio (the default): the intervals, a short tree exploration, bounded model
    /// checking, k-induction, then CEGAR, each with its share of the CPU-time limit
    /// (5/10/15/40/30 %, the
    /// time an engine leaves unused going to the next); the first definite verdict wins (a
    /// FALSE only once gcc confirmed it; after possible undefined behaviour, only a FALSE). A
    /// program with ACSL loop invariants
    /// (`/*@ loop invariant P; */`) is first tried with them, as `effigy prove` does.
    Auto,
}

impl EngineArg {
    fn name(self) -> &'static str {
        match self {
            EngineArg::Symex => "symex",
            EngineArg::Cegar => "cegar",
            EngineArg::Bmc => "bmc",
            EngineArg::Kind => "kind",
            EngineArg::Absint => "absint",
            EngineArg::Auto => "auto",
        }
    }
}

/// The engine `verify` runs for `--engine`.
/// The portfolio's share for a proof with the program's own loop invariants (when it has some).
const INVARIANT_SHARE: f64 = 0.15;

fn engine_of(arg: EngineArg, search: &symex::SearchArgs, cegar: &cegar_args::CegarArgs) -> Result<symex::Engine, String> {
    let bmc = || effigy_engine::BmcOptions { unwind: search.unwind, memory_limit_mb: Some(search.memory_limit), ..Default::default() };
    // `--unwind K` bounds k-induction's k as it bounds the model checker's unwinding.
    let kind = || effigy_engine::KindOptions {
        memory_limit_mb: Some(search.memory_limit),
        schedule: effigy_engine::kind::default_schedule().into_iter().filter(|&k| search.unwind.is_none_or(|u| k <= u)).collect(),
        ..Default::default()
    };
    let mut cegar_search = search.clone();
    cegar_search.strategy = search.strategy.filter(|s| *s == symex::StrategyArg::Bfs);
    Ok(match arg {
        EngineArg::Symex => symex::Engine::Symex,
        EngineArg::Cegar => symex::Engine::Cegar(cegar.options(search)?),
        EngineArg::Bmc => symex::Engine::Bmc(bmc()),
        EngineArg::Kind => symex::Engine::Kind(kind()),
        EngineArg::Absint => symex::Engine::Absint(Default::default()),
        EngineArg::Auto => symex::Engine::Portfolio(vec![
            (symex::Engine::Absint(Default::default()), AUTO_SHARES[0]),
            (symex::Engine::Symex, AUTO_SHARES[1]),
            (symex::Engine::Bmc(bmc()), AUTO_SHARES[2]),
            (symex::Engine::Kind(kind()), AUTO_SHARES[3]),
            // The portfolio's search strategy is tree exploration's; CEGAR traverses its
            // reached set depth first unless told breadth first.
            (symex::Engine::Cegar(cegar.options(&cegar_search)?), AUTO_SHARES[4]),
        ]),
    })
}

/// `--cpus`'s default: the processors this process may run on (its affinity mask, which
/// `effigy bench` and taskset narrow).
pub(crate) fn default_cpus() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// The time shares of `--engine auto`'s engines, in the order they run: the intervals
/// (cheap, and they prove float programs no bit-precise query decides), tree exploration
/// (finds shallow errors and decides recursive programs fastest), bounded model checking
/// (long bounded loops; its doubling bounds find deep errors sooner than k-induction's base
/// case), k-induction (unbounded loops) and CEGAR (loops whose proof needs tracking only some
/// values). An engine that ends early leaves its time to the ones after it. Measured on
/// sv-dev (see the README); each engine alone decides tasks the others do not.
const AUTO_SHARES: [f64; 5] = [0.05, 0.1, 0.15, 0.4, 0.3];

// The headings of the subcommands' help, by what the options do (the rest, the common ones,
// under "Options"); the engines' own options (CEGAR's, the frames verifier's) come last.
pub(crate) const HELP_LIMITS: &str = "Limits";
pub(crate) const HELP_SEARCH: &str = "Search";
pub(crate) const HELP_SEMANTICS: &str = "Semantics of the program";
pub(crate) const HELP_SOLVER: &str = "Solver";
pub(crate) const HELP_INPUTS: &str = "Inputs of the program (its command line, standard input, files, environment)";
pub(crate) const HELP_OUTPUT: &str = "Output";
pub(crate) const HELP_PREPROCESSOR: &str = "Preprocessor";

#[derive(clap::Args)]
struct VerifyArgs {
    /// The C program (several files are one program, linked as C links them), or an SV-COMP
    /// task definition (.yml, format 2.0), which supplies the input file and the data model, or
    /// a frames program (.vc).
    #[arg(required = true, value_name = "FILE")]
    files: Vec<PathBuf>,
    /// The analysis (default: the portfolio).
    #[arg(long, value_enum, default_value = "auto")]
    engine: EngineArg,
    /// The property to check: unreach-call (reach_error() is never called; the default),
    /// valid-memsafety (valid-deref, valid-free, valid-memtrack), valid-deref, valid-free,
    /// valid-memtrack, valid-memcleanup, no-overflow (SV-COMP's meanings), runtime-errors (the
    /// first of a failing assert, reach_error, an invalid dereference or free, signed overflow,
    /// division by zero, an invalid shift), or an SV-COMP .prp file. A task (.yml) supplies its
    /// own: unreach-call when it lists it, else its only one. A violation is FALSE(subproperty).
    #[arg(long, value_name = "PROPERTY")]
    property: Option<String>,
    /// Verify one function alone, as King's EFFIGY ran a procedure: a main that calls FUNCTION
    /// with arbitrary arguments — each parameter an input named after it, a pointer one an
    /// array of 8 inputs — takes the program's main's place; the globals start as C initialises
    /// them. The engines, gcc's confirmation, the trace and the harness all run that program
    /// (the harness with its main beside it). See --args.
    #[arg(long, value_name = "FUNCTION")]
    entry: Option<String>,
    /// With --entry: its arguments, as in EFFIGY's CALL POWER("X", 3): a "quoted" name is an
    /// input of the parameter's type, a number is that constant (0 for a null pointer), and for
    /// a pointer "A"[N] is an array of N inputs ("A": 8).
    #[arg(long, requires = "entry", allow_hyphen_values = true, value_name = "ARGS")]
    args: Option<String>,
    /// Widths of long and pointers (default: the task's, else ILP32).
    #[arg(long, value_enum)]
    data_model: Option<DataModelArg>,
    #[command(flatten)]
    search: symex::SearchArgs,
    /// How many of --engine auto's engines run at once, each in a thread with its own solver
    /// (default: the processors this process may run on). Each still gets the CPU time it
    /// would get in turn, and --timeout counts the CPU of all of them (as SV-COMP measures), so
    /// the verdict comes sooner in wall time, not with more CPU; the first engine to decide
    /// stops the others. 1 runs them in turn.
    #[arg(long, value_name = "N", help_heading = HELP_LIMITS, value_parser = clap::value_parser!(u32).range(1..))]
    cpus: Option<u32>,
    /// What a function that no file of the program defines (and no library has) stands for:
    /// `incomplete` — a file is missing, so an error path that needs what it returns is UNKNOWN
    /// (the default for C files); `inputs` — the program's environment, whose results are
    /// inputs, so that path is FALSE once gcc's program reaches the error with stubs returning
    /// them (SV-COMP's reading; the default for a task .yml).
    #[arg(long, value_enum, value_name = "MEANING", help_heading = HELP_SEMANTICS)]
    undefined_functions: Option<UndefinedArg>,
    #[command(flatten)]
    command_line: input_args::CommandLineArgs,
    #[command(flatten)]
    environment: input_args::EnvironmentArgs,
    /// Do not confirm counterexamples by running the program compiled by gcc.
    #[arg(long, help_heading = HELP_OUTPUT)]
    no_validate: bool,
    /// Also write the verdict, counterexample and statistics as JSON to FILE (`-`: standard
    /// output, instead of the text).
    #[arg(long, value_name = "FILE", help_heading = HELP_OUTPUT)]
    json: Option<PathBuf>,
    /// Print statistics (states, forks, solver calls, cache hits, time).
    #[arg(long, help_heading = HELP_OUTPUT)]
    stats: bool,
    /// No status line: on a terminal, a run of more than a second otherwise shows on standard
    /// error which engine runs, its bound or depth, its states and the time.
    #[arg(long, short, help_heading = HELP_OUTPUT)]
    quiet: bool,
    /// Write an SV-COMP witness (format 2.0, YAML) of a TRUE or FALSE verdict to FILE
    /// (default: witness.yml): a violation sequence, or the invariant set.
    #[arg(long, value_name = "FILE", num_args = 0..=1, default_missing_value = "witness.yml", help_heading = HELP_OUTPUT)]
    witness: Option<PathBuf>,
    /// Write a C harness for a FALSE to FILE (default: harness.c): built with the program by gcc
    /// (the command is printed and in its first lines), it gives the program the
    /// counterexample's inputs — what __VERIFIER_nondet_* return, standard input, the files of
    /// --sym-file, the command line — and reproduces the error.
    #[arg(long, value_name = "FILE", num_args = 0..=1, default_missing_value = "harness.c", help_heading = HELP_OUTPUT)]
    harness: Option<PathBuf>,
    /// Write the result as a web page to FILE.html, or to DIR/index.html: the verdict, the source
    /// with the error path, the counterexample's steps with their values (step forward and
    /// back), the inputs and gcc's confirmation; for TRUE what proved it; the engines' outcomes.
    /// One self-contained file: it works offline.
    #[arg(long, value_name = "DIR|FILE.html", help_heading = HELP_OUTPUT)]
    report: Option<PathBuf>,
    /// The C compiler used as preprocessor.
    #[arg(long, default_value = "cc", help_heading = HELP_PREPROCESSOR)]
    cc: String,
    #[command(flatten)]
    preprocessor: PreprocessorArgs,
    #[command(flatten)]
    cegar: cegar_args::CegarArgs,
    #[command(flatten)]
    frames: frames::FramesArgs,
}

#[derive(clap::Args)]
struct ExploreArgs {
    #[command(flatten)]
    input: FrontEndArgs,
    /// The function to explore (default: main, with symbolic __VERIFIER_nondet_* inputs).
    #[arg(long, default_value = "main")]
    entry: String,
    /// Arguments of the entry function, as in EFFIGY's CALL SUM("A", 3, 5): "quoted" names are
    /// fresh symbols, numbers are constants; all concrete gives a normal run. Without it, each
    /// parameter of a function other than main is a symbol named after it (a pointer one an
    /// array of 8 symbols, "p"[8]).
    #[arg(long, allow_hyphen_values = true)]
    args: Option<String>,
    #[command(flatten)]
    command_line: input_args::CommandLineArgs,
    #[command(flatten)]
    search: symex::SearchArgs,
    /// Write the execution tree to FILE (.dot for Graphviz, .json).
    #[arg(long, value_name = "FILE", help_heading = HELP_OUTPUT)]
    tree: Option<PathBuf>,
    /// Also write the leaves as JSON to FILE (`-`: standard output, the table going to standard
    /// error).
    #[arg(long, value_name = "FILE", help_heading = HELP_OUTPUT)]
    json: Option<PathBuf>,
    /// Write a browser view of the execution tree to FILE: one self-contained HTML page (the
    /// tree, the source with the selected path's lines, the selected node's state).
    #[arg(long, value_name = "FILE", help_heading = HELP_OUTPUT)]
    html: Option<PathBuf>,
}

#[derive(clap::Args)]
struct ReplayArgs {
    #[command(flatten)]
    input: FrontEndArgs,
    /// The inputs: a JSON file as written by `verify --json` (its counterexample's inputs), or
    /// a comma-separated list of values.
    #[arg(long)]
    inputs: String,
}

#[derive(Clone, Copy, ValueEnum)]
enum UndefinedArg {
    Incomplete,
    Inputs,
}

#[derive(Clone, Copy, ValueEnum)]
enum DataModelArg {
    /// 32-bit int, long and pointers (gcc -m32); SV-COMP's default.
    #[value(name = "ILP32", alias = "ilp32")]
    Ilp32,
    /// 32-bit int, 64-bit long and pointers (gcc -m64).
    #[value(name = "LP64", alias = "lp64")]
    Lp64,
}

impl From<DataModelArg> for DataModel {
    fn from(d: DataModelArg) -> DataModel {
        match d {
            DataModelArg::Ilp32 => DataModel::Ilp32,
            DataModelArg::Lp64 => DataModel::Lp64,
        }
    }
}

#[derive(clap::Args, Clone)]
struct FrontEndArgs {
    /// The C program (.c or preprocessed .i); several files are one program, linked as C links
    /// them (each file's `static` names its own).
    #[arg(required = true, value_name = "FILE")]
    files: Vec<PathBuf>,
    /// Widths of long and pointers.
    #[arg(long, value_enum, default_value = "ILP32")]
    data_model: DataModelArg,
    /// The C compiler used as preprocessor.
    #[arg(long, default_value = "cc", help_heading = HELP_PREPROCESSOR)]
    cc: String,
    #[command(flatten)]
    environment: input_args::EnvironmentArgs,
    #[command(flatten)]
    preprocessor: PreprocessorArgs,
}

/// What reaches the preprocessor besides the file (as cc's -I, -D and -include).
#[derive(clap::Args, Clone, Default)]
struct PreprocessorArgs {
    /// Add DIR to the preprocessor's include path (repeatable).
    #[arg(short = 'I', value_name = "DIR", help_heading = HELP_PREPROCESSOR)]
    include_dirs: Vec<PathBuf>,
    /// Define a macro for the preprocessor (repeatable).
    #[arg(short = 'D', value_name = "NAME[=VALUE]", help_heading = HELP_PREPROCESSOR)]
    defines: Vec<String>,
    /// Process FILE as if included at the start of the program (cc -include; repeatable).
    #[arg(long = "include", value_name = "FILE", help_heading = HELP_PREPROCESSOR)]
    forced_includes: Vec<PathBuf>,
}

#[derive(clap::Args)]
struct CfaArgs {
    #[command(flatten)]
    input: FrontEndArgs,
    /// Print Graphviz (DOT) instead of the text form.
    #[arg(long)]
    dot: bool,
}

#[derive(clap::Args)]
struct RunArgs {
    #[command(flatten)]
    input: FrontEndArgs,
    /// Values returned by the successive __VERIFIER_nondet_* calls, comma-separated
    /// (converted to each call's type; 0 once they run out).
    #[arg(long, value_delimiter = ',', allow_negative_numbers = true)]
    inputs: Vec<i128>,
    /// The function to run.
    #[arg(long, default_value = "main")]
    entry: String,
    /// Arguments, comma-separated: for `main(int argc, char **argv)` its command-line
    /// arguments (argv[0] is the file's name); for another entry function, integers converted
    /// to its parameter types.
    #[arg(long, value_delimiter = ',', allow_hyphen_values = true)]
    args: Vec<String>,
    /// The program's standard input: the bytes of FILE (`-`: effigy's own standard input).
    /// Without it, the bytes the program reads are values of --inputs, in order with the
    /// others (-1: the end of the file).
    #[arg(long, value_name = "FILE")]
    stdin: Option<PathBuf>,
    /// Stop after this many CFA edges.
    #[arg(long, default_value_t = 10_000_000)]
    max_steps: u64,
    /// Print the run's steps in C terms with the values they computed, on standard error
    /// (assignments, inputs, branches, calls and returns; a loop as its first iteration, a
    /// count and its last), as a counterexample's trace.
    #[arg(long)]
    trace: bool,
    /// Print every edge of the control-flow automaton taken, as effigy's IR (on standard
    /// error).
    #[arg(long)]
    trace_ir: bool,
    /// No summary: only the program's own output.
    #[arg(long, short)]
    quiet: bool,
}

/// `effigy run`'s exit status when the run ends otherwise than by the program ending.
const EXIT_RUN_STOPPED: u8 = 125;

/// effigy's version and the solver's it links.
fn version_text() -> &'static str {
    Box::leak(format!("{} (Z3 {})", env!("CARGO_PKG_VERSION"), effigy_smt::solver::z3_version()).into_boxed_str())
}

/// `effigy --version`: effigy's version and every solver it can use (finding the solvers of
/// other processes runs them, so only `--version` asks).
fn long_version(z3_params: &[(String, String)]) -> String {
    // The first line as before (`effigy 0.1.0 (Z3 4.8.12.0)`): BenchExec's tool-info reads it.
    let mut out = format!("effigy {}\n", version_text());
    out.push_str(&format!("  --solver z3:        Z3 {} (linked, in-process)\n", effigy_smt::solver::z3_version()));
    if !z3_params.is_empty() {
        let params: Vec<String> = z3_params.iter().map(|(k, v)| format!("{k}={v}")).collect();
        out.push_str(&format!("                      parameters (EFFIGY_Z3_PARAMS): {}\n", params.join(" ")));
    }
    let bitwuzla = effigy_smt::ProcessKind::bitwuzla().version();
    out.push_str(&format!("  --solver bitwuzla:  {}\n", bitwuzla.unwrap_or_else(|e| format!("not available: {e}"))));
    out.push_str("  --solver portfolio: the two: Bitwuzla joins a query the in-process Z3 has not answered quickly\n");
    out
}

fn main() -> ExitCode {
    // Output piped into `head` ends the process quietly, as for any Unix tool.
    // SAFETY: restoring the default disposition of SIGPIPE before any thread starts.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    let z3_params = match z3_params_from_env() {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: EFFIGY_Z3_PARAMS: {e}");
            return ExitCode::from(EXIT_BAD_INPUT);
        }
    };
    let args: Vec<String> = std::env::args().collect();
    if args.len() == 2 && (args[1] == "--version" || args[1] == "-V") {
        print!("{}", long_version(&z3_params));
        return ExitCode::SUCCESS;
    }
    let cli = Cli::parse();
    // Analyses recurse over terms whose depth grows with the paths explored: give them a
    // stack of their own (reserved address space, touched only as deep as needed).
    let worker = std::thread::Builder::new().name("effigy".into()).stack_size(1 << 30).spawn(move || run_command(cli));
    match worker.map(|h| h.join()) {
        Ok(Ok(code)) => code,
        Ok(Err(_)) => {
            eprintln!("internal error: effigy panicked (see the message above)");
            ExitCode::from(EXIT_INTERNAL)
        }
        Err(e) => {
            eprintln!("internal error: cannot start a thread: {e}");
            ExitCode::from(EXIT_INTERNAL)
        }
    }
}

/// `EFFIGY_Z3_PARAMS=module.name=value,...`, set before the first solver; returns them.
fn z3_params_from_env() -> Result<Vec<(String, String)>, String> {
    let Some(text) = std::env::var_os("EFFIGY_Z3_PARAMS") else { return Ok(Vec::new()) };
    let text = text.into_string().map_err(|_| "not valid UTF-8".to_string())?;
    let mut params = Vec::new();
    for item in text.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let Some((k, v)) = item.split_once('=') else {
            return Err(format!("`{item}` is not `module.name=value`"));
        };
        params.push((k.trim().to_string(), v.trim().to_string()));
    }
    effigy_smt::set_z3_params(&params)?;
    Ok(params)
}

fn run_command(cli: Cli) -> ExitCode {
    match cli.command {
        Command::Cfa(args) => cmd_cfa(&args),
        Command::Run(args) => cmd_run(&args),
        Command::Verify(args) => cmd_verify(&args),
        Command::Explore(args) => cmd_explore(&args),
        Command::Replay(args) => cmd_replay(&args),
        Command::Bench(args) => cmd_bench(&args),
        Command::Testgen(args) => cmd_testgen(&args),
        Command::Repl(args) => repl::cmd_repl(&args),
        Command::Prove(args) => prove::cmd_prove(&args),
        Command::Validate(args) => validate_cmd::cmd_validate(&args),
        Command::Solve(args) => solve_cmd::cmd_solve(&args),
        Command::Lsp(args) => lsp::cmd_lsp(&args),
    }
}

/// A time limit in seconds: a finite positive number (clap's own message for `-1` would
/// suggest `-- -1`).
pub(crate) fn seconds(s: &str) -> Result<f64, String> {
    match s.trim().parse::<f64>() {
        Ok(v) if v.is_finite() && v > 0.0 => Ok(v),
        Ok(_) => Err(format!("`{s}` is not a time limit: give a positive number of seconds")),
        Err(_) => Err(format!("`{s}` is not a number of seconds")),
    }
}

/// What keeps a program file from being read: missing, or a directory.
fn unreadable(file: &Path) -> Option<String> {
    if !file.exists() {
        Some(format!("cannot read {}: no such file", file.display()))
    } else if file.is_dir() {
        Some(format!("{} is a directory, not a C program", file.display()))
    } else {
        None
    }
}

impl FrontEndArgs {
    /// The main file: the first (it names the program).
    fn file(&self) -> &Path {
        &self.files[0]
    }
}

/// Reads and lowers a C program (its files), printing diagnostics on failure.
fn load(args: &FrontEndArgs) -> Result<Program, ExitCode> {
    for file in &args.files {
        if let Some(why) = unreadable(file) {
            eprintln!("error: {why}");
            return Err(ExitCode::from(EXIT_BAD_INPUT));
        }
    }
    let options = effigy_c::Options {
        data_model: args.data_model.into(),
        cc: args.cc.clone(),
        defines: args.preprocessor.defines.clone(),
        include_dirs: args.preprocessor.include_dirs.clone(),
        forced_includes: args.preprocessor.forced_includes.clone(),
        stdin_limit: args.environment.sym_stdin,
        sym_files: args.environment.sym_file.clone(),
        file_limit: args.environment.sym_file_size,
        files_may_be_missing: args.environment.sym_file_missing,
        environment: args.environment.variables.clone(),
    };
    let (program, warnings) = effigy_c::lower_files_with_warnings(&args.files, &options).map_err(|diags| {
        let internal = diags.iter().any(|d| d.message.starts_with("internal error"));
        for d in &diags {
            eprintln!("{d}");
        }
        ExitCode::from(if internal { EXIT_INTERNAL } else { EXIT_BAD_INPUT })
    })?;
    for w in &warnings {
        eprintln!("{w}");
    }
    for line in effigy_report::externs::warnings(&program) {
        eprintln!("{line}");
    }
    Ok(program)
}

fn cmd_cfa(args: &CfaArgs) -> ExitCode {
    let program = match load(&args.input) {
        Ok(p) => p,
        Err(code) => return code,
    };
    if args.dot {
        print!("{}", effigy_ir::dot::program_to_dot(&program));
    } else {
        print!("{}", effigy_ir::text::print_program(&program));
    }
    ExitCode::SUCCESS
}

fn cmd_run(args: &RunArgs) -> ExitCode {
    let program = match load(&args.input) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let Some(entry) = program.function_by_name(&args.entry) else {
        return bad_input(format!("the program has no function named {}", args.entry));
    };
    // `main(argc, argv)` gets its command line; another entry function integers.
    let command_line = args.entry == "main" && matches!(program.function(entry).params.len(), 2 | 3);
    let mut config = effigy_interp::RunConfig {
        inputs: args.inputs.clone(),
        max_steps: args.max_steps,
        entry: args.entry.clone(),
        record_path: args.trace_ir,
        record_values: args.trace,
        ..Default::default()
    };
    if let Some(path) = &args.stdin {
        let bytes = if path.as_os_str() == "-" {
            let mut b = Vec::new();
            std::io::Read::read_to_end(&mut std::io::stdin(), &mut b).map(|_| b)
        } else {
            std::fs::read(path)
        };
        match bytes {
            Ok(b) => config.stdin = Some(b),
            Err(e) => return bad_input(format!("{}: {e}", path.display())),
        }
    }
    // A file of --sym-file that exists where effigy runs gives its bytes, as it gives them to
    // gcc's program; one that does not is missing (with --sym-file-missing), or its bytes come
    // from --inputs in order.
    for (k, name) in program.sym_files.iter().enumerate() {
        match std::fs::read(name) {
            Ok(bytes) => config.files.push(Some(bytes)),
            Err(e) if program.files_may_be_missing && e.kind() == std::io::ErrorKind::NotFound => {
                config.files.push(Some(Vec::new()));
                config.missing_files.push(k);
            }
            Err(_) => config.files.push(None),
        }
    }
    if command_line {
        config.argv = std::iter::once(args.input.file().display().to_string()).chain(args.args.iter().cloned()).collect();
    } else {
        for a in &args.args {
            match a.trim().parse::<i128>() {
                Ok(v) => config.args.push(v),
                Err(_) => return bad_input(format!("--args: `{a}` is not an integer (the arguments of {} are)", args.entry)),
            }
        }
    }
    let result = effigy_interp::run(&program, &config);
    use std::io::Write;
    let (mut out, mut err) = (std::io::stdout().lock(), std::io::stderr().lock());
    for (fd, bytes) in &result.output {
        // Written as the program wrote them; a closed pipe is not effigy's error. What it wrote
        // to the files it opened to write (descriptors from 3) is not written anywhere.
        let _ = match fd {
            1 => out.write_all(bytes),
            2 => err.write_all(bytes),
            _ => Ok(()),
        };
    }
    let _ = out.flush();
    if args.trace {
        for line in effigy_report::trace::folded_lines(&program, &result.trace) {
            let _ = writeln!(err, "{line}");
        }
    }
    if args.trace_ir {
        for &(f, e) in &result.path {
            let func = program.function(f);
            let span = func.span_of(e);
            let _ = writeln!(
                err,
                "{}: {}: {}",
                program.describe_span(span),
                func.name,
                effigy_ir::text::edge_kind(&program, &func.edge(e).kind)
            );
        }
    }
    if !args.quiet {
        for input in &result.inputs_read {
            let _ = writeln!(
                err,
                "input: {} {} = {}",
                input.function,
                program.types.display(input.ty),
                effigy_report::verify::input_text(&program, input.ty, input.value)
            );
        }
        let _ = writeln!(err, "steps: {}", result.steps);
        let _ = writeln!(err, "outcome: {}", result.outcome.describe(&program));
    }
    use effigy_interp::Outcome;
    ExitCode::from(match &result.outcome {
        Outcome::Returned(Some(v)) => (*v & 0xff) as u8,
        Outcome::Returned(None) => 0,
        Outcome::Exited { code, .. } => (*code & 0xff) as u8,
        Outcome::Aborted { .. } => 128 + 6,
        Outcome::Trapped { .. } => 128 + 4,
        _ => EXIT_RUN_STOPPED,
    })
}

fn bad_input(msg: impl std::fmt::Display) -> ExitCode {
    eprintln!("error: {msg}");
    ExitCode::from(EXIT_BAD_INPUT)
}

use std::io::Write as _;

fn write_json(path: &Path, value: &serde_json::Value) -> Result<(), ExitCode> {
    let text = serde_json::to_string_pretty(value).expect("JSON values serialise");
    write_json_text(path, &(text + "\n")).map_err(|e| bad_input(format!("cannot write {}: {e}", path.display())))
}

/// Standard output as it was before `--json -` sent the text to standard error.
static JSON_STDOUT: std::sync::OnceLock<std::sync::Mutex<std::fs::File>> = std::sync::OnceLock::new();

/// `--json -`: the JSON goes to standard output and everything else printed there (the text
/// report) to standard error, so that standard output is the JSON document alone.
fn json_to_stdout(json: Option<&Path>) {
    if json != Some(Path::new("-")) || JSON_STDOUT.get().is_some() {
        return;
    }
    use std::os::fd::FromRawFd;
    let _ = std::io::stdout().flush();
    // SAFETY: dup and dup2 on the process' own standard descriptors; the duplicate is owned by
    // the File from here on.
    unsafe {
        let saved = libc::dup(1);
        if saved >= 0 && libc::dup2(2, 1) >= 0 {
            let _ = JSON_STDOUT.set(std::sync::Mutex::new(std::fs::File::from_raw_fd(saved)));
        }
    }
}

/// Writes JSON text to `path`, or to standard output for `-` (see `json_to_stdout`).
pub(crate) fn write_json_text(path: &Path, text: &str) -> std::io::Result<()> {
    if path == Path::new("-") {
        return match JSON_STDOUT.get() {
            Some(out) => {
                let mut f = out.lock().unwrap_or_else(|e| e.into_inner());
                f.write_all(text.as_bytes())?;
                f.flush()
            }
            None => {
                let mut out = std::io::stdout().lock();
                out.write_all(text.as_bytes())?;
                out.flush()
            }
        };
    }
    std::fs::write(path, text)
}

fn cmd_verify(args: &VerifyArgs) -> ExitCode {
    json_to_stdout(args.json.as_deref());
    let file = &args.files[0];
    let single = |what: &str| bad_input(format!("{what} is verified alone: give one file, not {}", args.files.len()));
    if file.extension().is_some_and(|e| e == "vc") {
        if args.files.len() > 1 {
            return single("a frames program (.vc)");
        }
        return frames::verify(file, &args.frames, args.json.as_deref(), args.stats);
    }
    let task = if file.extension().is_some_and(|e| e == "yml" || e == "yaml") {
        if args.files.len() > 1 {
            return single("an SV-COMP task (.yml)");
        }
        match task::read_task(file) {
            Ok(t) => Some(t),
            Err(e) => return bad_input(e),
        }
    } else {
        None
    };
    let property = match property_of(args.property.as_deref(), task.as_ref()) {
        Ok(p) => p,
        Err(e) => return bad_input(e),
    };
    let (sources, task_dm) = match &task {
        Some(t) => (vec![t.input.clone()], Some(t.data_model)),
        None => (args.files.clone(), None),
    };
    let source = sources[0].clone();
    let data_model = args.data_model.map(DataModel::from).or(task_dm).unwrap_or(DataModel::Ilp32);
    let front = FrontEndArgs {
        files: sources.clone(),
        data_model: dm_arg(data_model),
        cc: args.cc.clone(),
        environment: args.environment.clone(),
        preprocessor: args.preprocessor.clone(),
    };
    // A file that cannot be read is a usage error, not a verdict.
    if let Some(why) = sources.iter().find_map(|s| unreadable(s)) {
        return bad_input(why);
    }
    let not_supported = |code| {
        println!("Verification result: UNKNOWN (the program is not supported; see the messages above)");
        code
    };
    let program = match load(&front) {
        Ok(p) => p,
        Err(code) => return not_supported(code),
    };
    // `--entry F`: the program whose main calls F with its arguments as inputs, in place of
    // the program's (its file includes the program's main file).
    let entry = match args.entry.as_deref() {
        Some("main") if args.args.is_some() => {
            return bad_input("--args gives a function's arguments: main's are its command line (--sym-args, --arg)")
        }
        Some(_) if task.is_some() => return bad_input("--entry verifies a function of a C program, not of an SV-COMP task"),
        Some(f) if f != "main" => match effigy_report::entry::entry_program(&program, &source, f, args.args.as_deref()) {
            Ok(e) => Some(e),
            Err(e) => return bad_input(e),
        },
        _ => None,
    };
    let (program, sources, source) = match &entry {
        Some(e) => {
            let sources: Vec<PathBuf> = std::iter::once(e.file.clone()).chain(sources.iter().skip(1).cloned()).collect();
            match load(&FrontEndArgs { files: sources.clone(), ..front.clone() }) {
                Ok(p) => (p, sources, e.file.clone()),
                Err(code) => return not_supported(code),
            }
        }
        None => (program, sources, source),
    };
    let label = if args.search.math_ints { "Verification result (mathematical integers)" } else { "Verification result" };
    watchdog::start(args.search.timeout, args.search.memory_limit, args.json.clone(), label);
    let mut engine = match engine_of(args.engine, &args.search, &args.cegar) {
        Ok(e) => e,
        Err(e) => return bad_input(e),
    };
    // Loop invariants the program states (ACSL comments) are candidates: the portfolio first
    // tries to prove the program with them (Floyd's method), and goes on if that fails.
    if let symex::Engine::Portfolio(list) = &mut engine {
        match effigy_c::annotations::loop_invariants(&program) {
            Ok(a) if !a.is_empty() => {
                let main = program.function_by_name("main");
                if a.iter().all(|x| Some(x.function) == main) {
                    list.insert(0, (symex::Engine::Invariants(prove::cut_points(&a)), INVARIANT_SHARE));
                } else {
                    eprintln!("warning: loop invariants outside main are not used");
                }
            }
            Ok(_) => {}
            Err(e) => eprintln!("warning: the loop invariants are not used: {e}"),
        }
    }
    // Named as people know them once nothing reads the files by these names any more.
    let program = match &entry {
        Some(e) => {
            let mut p = program;
            e.name_files(&mut p, &args.files[0]);
            p
        }
        None => program,
    };
    let property_used = property.clone();
    let command_line = match args.command_line.command_line(&source) {
        Ok(c) => c,
        Err(e) => return bad_input(e),
    };
    if let (Some(_), Some(main)) = (&command_line, program.function_by_name("main")) {
        if effigy_report::resolve_command_line(&program, main, command_line.as_ref(), b"").is_none() {
            eprintln!("warning: main does not read its parameters: --sym-args and --arg change nothing");
        }
    }
    // An SV-COMP task is a whole program whose undefined functions are its environment; files
    // given on the command line may lack one (a missing file).
    let undefined = match (args.undefined_functions, &task) {
        (Some(UndefinedArg::Inputs), _) | (None, Some(_)) => effigy_report::UndefinedFunctions::Inputs,
        (Some(UndefinedArg::Incomplete), _) | (None, None) => effigy_report::UndefinedFunctions::Incomplete,
    };
    let status = status::StatusLine::start(args.quiet || args.json.as_deref() == Some(Path::new("-")));
    let cpus = args.cpus.map_or_else(default_cpus, |n| n as usize);
    let v =
        symex::verify(&program, &sources, data_model, &args.search, property, &engine, !args.no_validate, undefined, command_line, cpus);
    if let Some(s) = status {
        s.finish();
    }
    let v = match v {
        Ok(v) => v,
        Err(e) => return bad_input(e),
    };
    print!("{}", v.report);
    if args.stats {
        print!("{}", stats_text(&v.result_stats));
    }
    if let Some(path) = &args.json {
        if let Err(code) = write_json(path, &symex::verdict_json(&program, &v, args.search.math_ints)) {
            return code;
        }
    }
    // SV-COMP's witness format has no command line: a counterexample that needs one has no
    // violation witness.
    let needs_command_line = matches!(&v.verdict, Verdict::False(_)) && v.command_line.is_some();
    if let (Some(_), Some(_)) = (&args.witness, &entry) {
        println!("No witness: --entry verifies a function, and SV-COMP's witnesses are of whole programs");
    } else if let (Some(_), true) = (&args.witness, needs_command_line) {
        println!("No witness: the counterexample gives main a command line, which SV-COMP's witness format cannot state");
    } else if let Some(path) = &args.witness {
        match witness_file::write(
            &program,
            &source,
            data_model,
            &v.verdict,
            &v.invariants,
            matches!(v.confirmation, Some(Ok(()))),
            &property_used,
            path,
        ) {
            Ok(true) => println!("Witness written to {}", path.display()),
            Ok(false) => println!("No witness: the verdict is UNKNOWN"),
            Err(e) => eprintln!("warning: no witness written: {e}"),
        }
    }
    if let Some(path) = &args.report {
        let file = if path.extension().is_some_and(|e| e == "html" || e == "htm") { path.clone() } else { path.join("index.html") };
        let read = |s: &PathBuf| (s.display().to_string(), std::fs::read_to_string(s).unwrap_or_default());
        let sources: Vec<(String, String)> = match &entry {
            // The entry's file by its name, then the program's files (the entry includes the first).
            Some(e) => std::iter::once((e.name(), e.text.clone())).chain(args.files.iter().map(read)).collect(),
            None => sources.iter().map(read).collect(),
        };
        let title = sources.iter().map(|(n, _)| n.as_str()).collect::<Vec<_>>().join(" ");
        let page = effigy_report::report::verification_page(&program, &sources, &v, &title);
        let written = file
            .parent()
            .filter(|d| !d.as_os_str().is_empty())
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|_| std::fs::write(&file, page));
        match written {
            Ok(()) => println!("Report written to {}", file.display()),
            Err(e) => eprintln!("warning: no report written to {}: {e}", file.display()),
        }
    }
    if let Some(path) = &args.harness {
        match &v.verdict {
            Verdict::False(cex) if !args.search.math_ints => {
                // With --entry, its main is written beside the harness, which is built with it.
                let sources = match &entry {
                    Some(e) => {
                        let beside = path.with_file_name(format!(
                            "{}-entry.c",
                            path.file_stem().map_or("harness".into(), |s| s.to_string_lossy().into_owned())
                        ));
                        if let Err(err) = std::fs::write(&beside, &e.text) {
                            eprintln!("warning: cannot write {}: {err}", beside.display());
                        }
                        std::iter::once(beside).chain(sources.iter().skip(1).cloned()).collect()
                    }
                    None => sources.clone(),
                };
                match effigy_report::harness::counterexample_harness(&program, &sources, data_model, cex, v.command_line.as_ref(), path)
                    .and_then(|h| std::fs::write(path, &h.source).map(|_| h).map_err(|e| format!("cannot write {}: {e}", path.display())))
                {
                    Ok(h) => println!("Harness written to {}; build and run it with the program: {}", path.display(), h.build),
                    Err(e) => eprintln!("warning: no harness written: {e}"),
                }
            }
            Verdict::False(_) => println!("No harness: the counterexample holds for mathematical integers, not for C's"),
            _ => println!("No harness: there is no counterexample"),
        }
    }
    // King's ideal integers answer for another program than C's: labelled, with its own codes.
    let math = args.search.math_ints;
    let label = if math { "Verification result (mathematical integers)" } else { "Verification result" };
    match &v.verdict {
        Verdict::True => {
            if let Some(why) = v.result_stats.get("decided_by").and_then(|d| d.as_str()) {
                println!("Proof: {why}");
            }
            println!("{label}: {}", status::verdict("TRUE"));
            ExitCode::from(if math { EXIT_MATH_TRUE } else { EXIT_TRUE })
        }
        Verdict::False(cex) => {
            match &cex.error {
                effigy_ir::ErrorKind::Violation(check, _) => println!("{label}: {}", status::verdict(&format!("FALSE({})", check.name()))),
                _ => println!("{label}: {}", status::verdict("FALSE")),
            }
            ExitCode::from(if math { EXIT_MATH_FALSE } else { EXIT_FALSE })
        }
        Verdict::Unknown(reason) => {
            println!("{label}: {} ({reason})", status::verdict("UNKNOWN"));
            ExitCode::from(EXIT_UNKNOWN)
        }
    }
}

/// The property `verify` checks: `--property` (a name or a `.prp` file), else the task's, else
/// `unreach-call`. A property effigy does not check is an error naming it.
fn property_of(arg: Option<&str>, task: Option<&task::Task>) -> Result<effigy_engine::Property, String> {
    match (arg, task) {
        (Some(a), _) if a.ends_with(".prp") || Path::new(a).is_file() => {
            let text = std::fs::read_to_string(a).map_err(|e| format!("cannot read the property file {a}: {e}"))?;
            effigy_engine::Property::from_prp(&text).map_err(|e| format!("{a}: {e}"))
        }
        (Some(a), _) => effigy_engine::Property::from_name(a),
        (None, Some(t)) => match &t.property {
            Some(name) => effigy_engine::Property::from_name(name).map_err(|e| format!("{}: {e}", t.yml.display())),
            None => {
                let listed: Vec<&str> = t.properties.iter().map(|p| p.name.as_str()).collect();
                Err(format!(
                    "{}: the task lists {} properties ({}): choose one with --property",
                    t.yml.display(),
                    listed.len(),
                    listed.join(", ")
                ))
            }
        },
        (None, None) => Ok(effigy_engine::Property::unreach_call()),
    }
}

fn cmd_testgen(args: &testgen::TestgenArgs) -> ExitCode {
    let file = &args.files[0];
    let (sources, data_model) = if file.extension().is_some_and(|e| e == "yml" || e == "yaml") {
        if args.files.len() > 1 {
            return bad_input(format!("an SV-COMP task (.yml) is tested alone: give one file, not {}", args.files.len()));
        }
        match task::read_task(file) {
            Ok(t) => (vec![t.input], t.data_model),
            Err(e) => return bad_input(e),
        }
    } else {
        (args.files.clone(), DataModel::Ilp32)
    };
    let front = FrontEndArgs {
        files: sources.clone(),
        data_model: dm_arg(data_model),
        cc: "cc".into(),
        environment: args.environment.clone(),
        preprocessor: Default::default(),
    };
    let program = match load(&front) {
        Ok(p) => p,
        Err(code) => return code,
    };
    testgen::run(args, &program, &sources, data_model).unwrap_or_else(bad_input)
}

fn dm_arg(d: DataModel) -> DataModelArg {
    match d {
        DataModel::Ilp32 => DataModelArg::Ilp32,
        DataModel::Lp64 => DataModelArg::Lp64,
    }
}

fn cmd_explore(args: &ExploreArgs) -> ExitCode {
    json_to_stdout(args.json.as_deref());
    let program = match load(&args.input) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let command_line = match args.command_line.command_line(args.input.file()) {
        Ok(c) => c,
        Err(e) => return bad_input(e),
    };
    let exploration =
        match symex::explore_program(&program, &args.entry, args.args.as_deref(), &args.search, command_line, args.input.file()) {
            Ok(e) => e,
            Err(e) => return bad_input(e),
        };
    if let Some(cl) = &exploration.command_line {
        println!("{}", effigy_report::command_line_bounds(cl));
    }
    print!("{}", symex::table(&exploration.rows));
    match &exploration.result.verdict {
        Verdict::True => {
            let n = exploration.rows.len();
            println!("The execution tree is complete: {n} {}.", if n == 1 { "leaf" } else { "leaves" })
        }
        Verdict::False(_) => println!("The execution tree is complete; an error is reachable."),
        Verdict::Unknown(r) => println!("The execution tree is incomplete: {r}."),
    }
    if let Some(path) = &args.tree {
        let text = if path.extension().is_some_and(|e| e == "json") {
            serde_json::to_string_pretty(&symex::tree_json(&program, &exploration)).unwrap() + "\n"
        } else {
            symex::tree_dot(&program, &exploration)
        };
        if let Err(e) = std::fs::write(path, text) {
            return bad_input(format!("cannot write {}: {e}", path.display()));
        }
    }
    if let Some(path) = &args.json {
        if let Err(code) = write_json(path, &symex::exploration_json(&exploration)) {
            return code;
        }
    }
    if let Some(path) = &args.html {
        let sources = program_sources(&program, args.input.file());
        let main_name = args.input.files.iter().map(|f| f.display().to_string()).collect::<Vec<_>>().join(" ");
        let mut view = effigy_report::exploration_view(&program, &exploration, sources);
        view.title = match &args.args {
            Some(a) => format!("effigy explore {main_name} --entry {} --args {a}", args.entry),
            None if args.entry != "main" => format!("effigy explore {main_name} --entry {}", args.entry),
            None => format!("effigy explore {main_name}"),
        };
        if let Err(e) = std::fs::write(path, effigy_report::render_html(&view)) {
            return bad_input(format!("cannot write {}: {e}", path.display()));
        }
    }
    // As verify's FALSE: some leaf reaches the error.
    if exploration.rows.iter().any(|r| r.status == "error") {
        ExitCode::from(EXIT_FALSE)
    } else {
        ExitCode::SUCCESS
    }
}

/// The texts of the files a program was lowered from, the main file (the argument) first;
/// names that are no readable file, such as the C library model's, are left out.
fn program_sources(program: &Program, main_file: &Path) -> Vec<(String, String)> {
    let main_name = main_file.display().to_string();
    let mut sources: Vec<(String, String)> = Vec::new();
    for name in &program.files {
        let file = if *name == main_name || Path::new(name) == main_file { main_file.to_path_buf() } else { PathBuf::from(name) };
        if let Ok(bytes) = std::fs::read(&file) {
            sources.push((name.clone(), String::from_utf8_lossy(&bytes).into_owned()));
        }
    }
    // The main file first: the view keeps it even when no line of it is executed.
    match sources.iter().position(|(name, _)| *name == main_name) {
        Some(i) => sources[..=i].rotate_right(1),
        None => {
            if let Ok(bytes) = std::fs::read(main_file) {
                sources.insert(0, (main_name, String::from_utf8_lossy(&bytes).into_owned()));
            }
        }
    }
    sources
}

fn cmd_replay(args: &ReplayArgs) -> ExitCode {
    // A counterexample of `verify` whose main was given a command line says how (its model):
    // the harness then builds the same argc and argv from the first inputs.
    let mut command_line = None;
    let mut stdin = None;
    let mut run_inputs: Option<effigy_report::replay::RunInputs> = None;
    let mut file_names: Vec<String> = Vec::new();
    let values: Vec<i128> = if Path::new(&args.inputs).exists() {
        let text = match std::fs::read_to_string(&args.inputs) {
            Ok(t) => t,
            Err(e) => return bad_input(format!("cannot read {}: {e}", args.inputs)),
        };
        let json: serde_json::Value = match serde_json::from_str(&text) {
            Ok(j) => j,
            Err(e) => return bad_input(format!("{}: not JSON: {e}", args.inputs)),
        };
        command_line = json.pointer("/counterexample/command_line/model").and_then(effigy_report::command_line_from_json);
        let list = json.pointer("/counterexample/inputs").or_else(|| json.pointer("/inputs")).and_then(|v| v.as_array());
        let Some(list) = list else {
            return bad_input(format!("{}: no counterexample inputs", args.inputs));
        };
        let mut named = Vec::new();
        for item in list {
            let v = item.get("value").and_then(|v| v.as_str().map(str::to_string).or_else(|| v.as_i64().map(|x| x.to_string())));
            let function = item.get("function").and_then(|f| f.as_str()).unwrap_or("").to_string();
            match v.and_then(|v| v.parse::<i128>().ok()) {
                Some(x) => named.push((function, x)),
                None => return bad_input(format!("{}: an input without a numeric value", args.inputs)),
            }
        }
        // The bytes of standard input go to the program's standard input, those of the files
        // of --sym-file to files.
        let split = effigy_report::replay::split_inputs(named.iter().map(|(f, v)| (f.as_str(), *v)));
        stdin = Some(split.stdin.clone());
        run_inputs = Some(split.clone());
        // The files' names: the counterexample's (or those of --sym-file).
        if let Some(files) = json.pointer("/counterexample/files").and_then(|v| v.as_array()) {
            file_names = files.iter().filter_map(|f| f.get("name").and_then(|n| n.as_str()).map(str::to_string)).collect();
        }
        split.values
    } else {
        match args.inputs.split(',').filter(|s| !s.trim().is_empty()).map(|s| s.trim().parse::<i128>()).collect() {
            Ok(v) => v,
            Err(_) => return bad_input("--inputs: a JSON file or comma-separated integers"),
        }
    };
    let program = match load(&args.input) {
        Ok(p) => p,
        Err(code) => return code,
    };
    match effigy_report::replay::replay(
        &args.input.files,
        args.input.data_model.into(),
        &values,
        &effigy_report::replay::stubs_of(&program),
        &effigy_report::replay::ReplayLimits {
            command_line,
            stdin,
            files: run_inputs
                .map(|r| r.named_files(if file_names.is_empty() { &program.sym_files } else { &file_names }))
                .unwrap_or_default(),
            environment: program.environment.clone(),
            ..Default::default()
        },
    ) {
        Ok(outcome) => {
            println!("outcome: {}", symex::native_outcome_text(&outcome));
            // As verify's FALSE: the program compiled by gcc reaches the error.
            if outcome.reached_error() {
                ExitCode::from(EXIT_FALSE)
            } else {
                ExitCode::SUCCESS
            }
        }
        Err(e) => bad_input(e),
    }
}

fn cmd_bench(args: &BenchArgs) -> ExitCode {
    let tasks = match bench::collect_tasks(&args.tasks) {
        Ok(t) => t,
        Err(e) => return bad_input(e),
    };
    if tasks.is_empty() {
        return bad_input(format!("{}: no tasks", args.tasks.display()));
    }
    let options = bench::BenchOptions {
        engine: args.engine.name().to_string(),
        timeout: args.timeout,
        memory_mb: args.memory_limit,
        jobs: args.jobs,
        cpus: args.cpus.map_or_else(|| (default_cpus() / args.jobs.max(1)).max(1), |n| n as usize),
        verify_args: args.verify_args.iter().filter(|a| !a.is_empty()).cloned().collect(),
    };
    json_to_stdout(args.json.as_deref());
    let progress = bench::progress_printer(tasks.len());
    let results = match bench::run(&tasks, &options, progress) {
        Ok(r) => r,
        Err(e) => return bad_input(e),
    };
    print!("{}", bench::table(&results));
    if let Some(path) = &args.json {
        if let Err(code) = write_json(path, &bench::json(&results)) {
            return code;
        }
    }
    ExitCode::SUCCESS
}

/// `--stats` as aligned lines: the analysis' own figures first, then the solver's and the time.
fn stats_text(stats: &serde_json::Value) -> String {
    const ORDER: &[(&str, &str)] = &[
        ("states", "states"),
        ("bound", "unwinding bound"),
        ("bounds_tried", "bounds tried"),
        ("merges", "merges (last bound)"),
        ("formula_terms", "formula size (terms)"),
        ("formula_conjuncts", "formula conjuncts"),
        ("leaves", "leaves"),
        ("forks", "forks"),
        ("max_depth", "max depth"),
        ("dropped", "pending states dropped (memory cap)"),
        ("refinements", "refinements"),
        ("path_refinements", "refinements tracking a path"),
        ("reached", "reached set (final)"),
        ("max_reached", "reached set (max)"),
        ("covered", "covered successors"),
        ("merged", "merged states"),
        ("removed", "removed by refinement"),
        ("targets", "targets reached"),
        ("feasible_targets", "targets feasible"),
        ("sliced_prefixes", "sliced prefixes"),
        ("sp_steps", "replay/interpolation steps"),
        ("definite_assignments", "definite assignments"),
        ("simplified_values", "simplified values"),
        ("precision_vars", "precision: variables"),
        ("precision_constraints", "precision: constraints"),
        ("precision_locations", "precision: locations"),
        ("queries", "queries"),
        ("solver_calls", "solver calls"),
        ("cache_hits", "cache hits"),
        ("model_reuse_hits", "model reuse hits"),
        ("bound_hits", "pinned by bounds"),
        ("exploration_time_s", "exploration time"),
        ("refinement_time_s", "refinement time"),
        ("solver_time_s", "solver time"),
        ("time_s", "total time"),
    ];
    let Some(map) = stats.as_object() else { return format!("Statistics: {stats}\n") };
    let mut out = String::from("Statistics:\n");
    let value = |k: &str, v: &serde_json::Value| match v.as_f64() {
        Some(f) if k.ends_with("_s") => format!("{f:.3} s"),
        _ => v.to_string(),
    };
    for (k, label) in ORDER {
        if let Some(v) = map.get(*k) {
            out.push_str(&format!("  {label:<28} {}\n", value(k, v)));
        }
    }
    for (k, v) in map {
        if !ORDER.iter().any(|(o, _)| o == k) && k != "engines" && k != "solver_backends" {
            out.push_str(&format!("  {k:<28} {}\n", value(k, v)));
        }
    }
    if let Some(backends) = map.get("solver_backends").and_then(|e| e.as_array()) {
        out.push_str("  solver backends (calls, answered, gave up, races won, time):\n");
        for b in backends {
            out.push_str(&format!(
                "    {:<40} {:>7} {:>7} {:>7} {:>7} {:>9.3} s\n",
                b["backend"].as_str().unwrap_or("?"),
                b["calls"].as_u64().unwrap_or(0),
                b["answered"].as_u64().unwrap_or(0),
                b["unknown"].as_u64().unwrap_or(0),
                b["wins"].as_u64().unwrap_or(0),
                b["time_s"].as_f64().unwrap_or(0.0)
            ));
        }
    }
    if let Some(engines) = map.get("engines").and_then(|e| e.as_array()) {
        out.push_str("  engines (in the portfolio's order; the statistics above are the last one taken's; CPU time of its share):\n");
        for e in engines {
            let name = e["engine"].as_str().unwrap_or("?");
            let verdict = e["verdict"].as_str().unwrap_or("?");
            let time = e["cpu_time_s"].as_f64().or_else(|| e["time_s"].as_f64()).unwrap_or(0.0);
            let budget = e["budget_s"].as_f64().unwrap_or(0.0);
            out.push_str(&format!("    {name:<6} {time:>8.3} s of {budget:.1} s  {verdict}\n"));
        }
    }
    out
}
