//! The command-line options of `verify` and `explore`, mapped to effigy-report's options; the
//! verdict policy itself (engines, gcc confirmation, reports, JSON) lives in effigy-report.

use std::path::PathBuf;

use effigy_engine::Strategy;
use effigy_ir::{DataModel, Program};
pub use effigy_report::{
    exploration_json, native_outcome_text, table, tree_dot, tree_json, verdict_json, Engine, Exploration, SearchOptions, Verification,
};

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum StrategyArg {
    Dfs,
    Bfs,
    RandomPath,
    Interleaved,
}

impl From<StrategyArg> for Strategy {
    fn from(s: StrategyArg) -> Strategy {
        match s {
            StrategyArg::Dfs => Strategy::Dfs,
            StrategyArg::Bfs => Strategy::Bfs,
            StrategyArg::RandomPath => Strategy::RandomPath,
            StrategyArg::Interleaved => Strategy::Interleaved,
        }
    }
}

/// Budgets and search settings shared by `verify` and `explore`.
#[derive(clap::Args, Clone, Debug)]
pub struct SearchArgs {
    /// CPU-time limit in seconds (as SV-COMP's limits); reaching it gives UNKNOWN naming it.
    #[arg(help_heading = crate::HELP_LIMITS, value_parser = crate::seconds, allow_negative_numbers = true, long, value_name = "S", default_value_t = 900.0)]
    pub timeout: f64,
    /// Memory limit in MiB; reaching it gives UNKNOWN.
    #[arg(help_heading = crate::HELP_LIMITS, long, value_name = "MB", default_value_t = 8192)]
    pub memory_limit: u64,
    /// Time limit of one solver query in seconds.
    #[arg(help_heading = crate::HELP_LIMITS, value_parser = crate::seconds, allow_negative_numbers = true, long, value_name = "S", default_value_t = 30.0)]
    pub solver_timeout: f64,
    /// Search strategy over the execution tree: depth first (EFFIGY's order), breadth first,
    /// KLEE's random path (a state picked with probability 2^-depth), or interleaved (depth
    /// first and random path in turn at each fork, so that a loop reading input cannot keep
    /// the search on one path forever). Default: interleaved for `verify`, dfs for `explore`
    /// (its table lists the paths in depth-first order) and for `--engine cegar`.
    #[arg(help_heading = crate::HELP_SEARCH, long, value_enum)]
    pub strategy: Option<StrategyArg>,
    /// Iterations of any one loop (and depth of any one recursion) on a path; a path beyond it
    /// is cut, and a cut path rules out TRUE. Unbounded by default.
    #[arg(help_heading = crate::HELP_SEARCH, long, value_name = "K")]
    pub unwind: Option<u32>,
    /// CFA edges per path (EFFIGY's TEST(n)); unbounded by default.
    #[arg(help_heading = crate::HELP_SEARCH, long, value_name = "N")]
    pub max_steps: Option<u64>,
    /// Seed of the random-path and interleaved strategies.
    #[arg(help_heading = crate::HELP_SEARCH, long, default_value_t = 1)]
    pub seed: u64,
    /// The SMT solver: `portfolio` (the default: the in-process Z3 first; a query it has not
    /// answered within --race-threshold — a tenth of it for floating point — goes to Bitwuzla
    /// too while Z3 goes on, and the first answer wins; without Bitwuzla, Z3 alone), `z3` (the
    /// Z3 library effigy links, in-process, alone) or `bitwuzla` (Bitwuzla, through its Python
    /// module in a separate process: `pip install bitwuzla`). `effigy --version` lists the
    /// solvers found.
    #[arg(help_heading = crate::HELP_SOLVER, long, value_name = "SOLVER", default_value = "portfolio", value_parser = ["z3", "bitwuzla", "portfolio"])]
    pub solver: String,
    /// Seconds the in-process Z3 has a query to itself before the portfolio races it (a tenth
    /// of this for queries with floating point).
    #[arg(help_heading = crate::HELP_SOLVER, long, value_name = "S", default_value_t = 0.5)]
    pub race_threshold: f64,
    /// How tree exploration and CEGAR ask the solver a query: `incremental` (pushed onto one
    /// long-lived solver and popped after: cheapest for many small queries), `alone` (a fresh
    /// solver per query, which runs Z3's preprocessing for one problem: slower on small
    /// queries, decides more hard ones) or `hybrid` (pushed for 100 ms, then alone in the time
    /// left: both advantages). Floating-point queries, and BMC's and k-induction's formulas,
    /// are always alone.
    #[arg(help_heading = crate::HELP_SOLVER, long, value_name = "MODE", default_value = "hybrid", value_parser = effigy_smt::QueryMode::NAMES)]
    pub query_mode: String,
    /// Disable the query layer's optimisations (constraint independence, cache, model reuse).
    #[arg(help_heading = crate::HELP_SOLVER, long)]
    pub no_query_layer: bool,
    /// Write every solver query to DIR as an SMT-LIB file that replays with `z3 FILE` (and
    /// k-induction's Horn clauses as `horn-N.smt2`, for `z3 fp.spacer.global=true FILE`).
    #[arg(help_heading = crate::HELP_SOLVER, long, value_name = "DIR")]
    pub dump_queries: Option<PathBuf>,
    /// Mathematical integers instead of bit-vectors (King's ideal semantics): no wrap-around;
    /// bitwise operations give UNKNOWN; values stored in memory keep their declared width;
    /// inputs range over their C type. The verdict is about that ideal program, not the C
    /// program: it is printed as `Verification result (mathematical integers): ...` with exit
    /// codes 30 (TRUE) and 31 (FALSE).
    #[arg(help_heading = crate::HELP_SEMANTICS, long)]
    pub math_ints: bool,
    /// Signed integer overflow: `undefined` (C's rule: a possible overflow is undefined
    /// behaviour and gives UNKNOWN; the default of verify) or `wrap` (two's complement, as
    /// gcc -fwrapv; the default of explore, whose tables follow King's, and of verify under
    /// the memory-safety properties — valid-memsafety, its parts and valid-memcleanup — as
    /// SV-COMP's MemSafety tasks assume and as their sanitizer replays are compiled).
    #[arg(help_heading = crate::HELP_SEMANTICS, long, value_enum, value_name = "SEMANTICS")]
    pub signed_overflow: Option<SignedOverflowArg>,
    /// Assume that external functions without a definition (that effigy does not model) change
    /// only what their pointer arguments lead to, never a global directly. By default a call may
    /// change every object and every global; its result is always an unknown input.
    #[arg(help_heading = crate::HELP_SEMANTICS, long)]
    pub assume_pure_externs: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum SignedOverflowArg {
    Undefined,
    Wrap,
}

impl SearchArgs {
    /// `default`: the command's strategy when `--strategy` is not given.
    pub fn options(&self, default: Strategy) -> SearchOptions {
        SearchOptions {
            strategy: self.strategy.map_or(default, Strategy::from),
            unwind: self.unwind,
            max_steps: self.max_steps,
            timeout: self.timeout,
            memory_limit: self.memory_limit,
            solver_timeout: self.solver_timeout,
            dump_queries: self.dump_queries.clone(),
            seed: self.seed,
            no_query_layer: self.no_query_layer,
            math_ints: self.math_ints,
            signed_overflow_undefined: self.signed_overflow.map(|s| s == SignedOverflowArg::Undefined),
            pure_externs: self.assume_pure_externs,
            solver: self.solver.parse().expect("clap checked the solver's name"),
            race_threshold: self.race_threshold,
            query_mode: effigy_smt::QueryMode::from_name(&self.query_mode).expect("clap checked the query mode"),
            property: effigy_engine::Property::unreach_call(),
            command_line: None,
            cpus: 1,
        }
    }
}

#[allow(clippy::too_many_arguments)]
pub fn verify(
    program: &Program,
    source: &[std::path::PathBuf],
    data_model: DataModel,
    search: &SearchArgs,
    property: effigy_engine::Property,
    engine: &Engine,
    validate: bool,
    undefined: effigy_report::UndefinedFunctions,
    command_line: Option<effigy_engine::CommandLine>,
    cpus: usize,
) -> Result<Verification, String> {
    let mut options = search.options(Strategy::Interleaved);
    options.property = property;
    options.command_line = command_line;
    options.cpus = cpus;
    effigy_report::verify(program, source, data_model, &options, engine, validate, undefined)
}

/// King's execution tree of `entry`; `main(argc, argv)` without `args` gets `command_line`
/// (the options'), else effigy's default when it reads its parameters.
pub fn explore_program(
    program: &Program,
    entry: &str,
    args: Option<&str>,
    search: &SearchArgs,
    command_line: Option<effigy_engine::CommandLine>,
    main_file: &std::path::Path,
) -> Result<Exploration, String> {
    let mut options = search.options(Strategy::Dfs);
    if entry == "main" && args.is_none() {
        if let Some(main) = program.function_by_name("main") {
            options.command_line =
                effigy_report::resolve_command_line(program, main, command_line.as_ref(), &effigy_report::program_name(main_file));
            if command_line.is_some() && options.command_line.is_none() {
                eprintln!("warning: main does not read its parameters: --sym-args and --arg change nothing");
            }
        }
    } else {
        options.command_line = command_line;
    }
    effigy_report::explore_program(program, entry, args, &options)
}
