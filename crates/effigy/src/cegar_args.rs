//! The options of `--engine cegar`: every choice of the thesis's configuration space, with its
//! defaults.

use std::time::Duration;

use effigy_engine::cegar::{ConstraintPrecision, InterpolationOrder, MergeOperator, PrefixPreference, StopOperator, Traversal};
use effigy_engine::CegarOptions;

use crate::symex::{SearchArgs, StrategyArg};

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum PrecisionArg {
    /// Start from an empty precision and refine it by interpolation (CEGAR).
    Empty,
    /// Track every variable and constraint: the symbolic execution CPA without CEGAR.
    Full,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum InterpolationArg {
    ConstraintsFirst,
    ValuesFirst,
    ValuesOnly,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum ConstraintPrecisionArg {
    /// Per location, the constraints (by the edge they come from) to track.
    Constraints,
    /// The locations at which every constraint is tracked.
    Locations,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum StopArg {
    Subset,
    Implication,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum MergeArg {
    Sep,
    Join,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum PrefixArg {
    None,
    Shortest,
    Longest,
    DomainGoodShort,
    DomainGoodLong,
    PivotShallow,
    PivotDeep,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum RestartArg {
    /// Lazy abstraction: re-explore below the first state whose precision changed.
    Lazy,
    /// Restart from the initial state after every refinement.
    Root,
}

/// Options of `--engine cegar` (the CPA algorithm over values and constraints, with CEGAR).
#[derive(clap::Args, Clone, Debug)]
#[command(next_help_heading = "CEGAR (--engine cegar)")]
pub struct CegarArgs {
    /// Initial precision: `empty` refines by CEGAR; `full` tracks everything (no refinement).
    #[arg(long, value_enum, default_value = "empty")]
    pub precision: PrecisionArg,
    /// Alg. 7: which parts of an interpolant are dropped first.
    #[arg(long, value_enum, default_value = "constraints-first")]
    pub interpolation: InterpolationArg,
    /// Precision type of the constraints (§3.2.6).
    #[arg(long, value_enum, default_value = "constraints")]
    pub constraint_precision: ConstraintPrecisionArg,
    /// Less-or-equal operator of the stop operator (§4.2).
    #[arg(long, value_enum, default_value = "subset")]
    pub stop: StopArg,
    /// Merge operator (§4.1); `join` only with --precision full.
    #[arg(long, value_enum, default_value = "sep")]
    pub merge: MergeArg,
    /// Sliced-prefix preference (Alg. 5, §7.2.5); `none` interpolates the whole error path.
    #[arg(long, value_enum, default_value = "domain-good-short")]
    pub prefix: PrefixArg,
    /// Sliced prefixes interpolated when the preference needs their precisions.
    #[arg(long, value_name = "N", default_value_t = 8)]
    pub max_prefixes: usize,
    /// Stop (UNKNOWN) after expanding this many abstract states, over all refinements.
    #[arg(long, value_name = "N")]
    pub max_expansions: Option<u64>,
    /// Where to resume after a refinement.
    #[arg(long, value_enum, default_value = "lazy")]
    pub restart: RestartArg,
    /// Do not replace symbols with a single possible value by that value (Alg. 10).
    #[arg(long)]
    pub no_definite_assignments: bool,
    /// Do not replace independent symbolic sums by a fresh symbol (§5.3).
    #[arg(long)]
    pub no_simplify_independent: bool,
}

impl CegarArgs {
    pub fn options(&self, search: &SearchArgs) -> Result<CegarOptions, String> {
        if self.merge == MergeArg::Join && self.precision == PrecisionArg::Empty {
            return Err("--merge join needs --precision full: refinement does not handle merged states".into());
        }
        let traversal = match search.strategy {
            None | Some(StrategyArg::Dfs) => Traversal::Dfs,
            Some(StrategyArg::Bfs) => Traversal::Bfs,
            Some(StrategyArg::RandomPath | StrategyArg::Interleaved) => {
                return Err("--engine cegar explores its reached set by --strategy dfs or bfs".into())
            }
        };
        Ok(CegarOptions {
            refinement: self.precision == PrecisionArg::Empty,
            interpolation: match self.interpolation {
                InterpolationArg::ConstraintsFirst => InterpolationOrder::ConstraintsFirst,
                InterpolationArg::ValuesFirst => InterpolationOrder::ValuesFirst,
                InterpolationArg::ValuesOnly => InterpolationOrder::ValuesOnly,
            },
            constraint_precision: match self.constraint_precision {
                ConstraintPrecisionArg::Constraints => ConstraintPrecision::Constraints,
                ConstraintPrecisionArg::Locations => ConstraintPrecision::Locations,
            },
            stop: match self.stop {
                StopArg::Subset => StopOperator::Subset,
                StopArg::Implication => StopOperator::Implication,
            },
            merge: match self.merge {
                MergeArg::Sep => MergeOperator::Sep,
                MergeArg::Join => MergeOperator::Join,
            },
            prefix: match self.prefix {
                PrefixArg::None => PrefixPreference::None,
                PrefixArg::Shortest => PrefixPreference::Shortest,
                PrefixArg::Longest => PrefixPreference::Longest,
                PrefixArg::DomainGoodShort => PrefixPreference::DomainGoodShort,
                PrefixArg::DomainGoodLong => PrefixPreference::DomainGoodLong,
                PrefixArg::PivotShallow => PrefixPreference::PivotShallow,
                PrefixArg::PivotDeep => PrefixPreference::PivotDeep,
            },
            lazy: self.restart == RestartArg::Lazy,
            definite_assignments: !self.no_definite_assignments,
            simplify_independent: !self.no_simplify_independent,
            traversal,
            max_prefixes: self.max_prefixes,
            timeout: Some(Duration::from_secs_f64(search.timeout)),
            memory_limit_mb: Some(search.memory_limit),
            max_expansions: self.max_expansions,
        })
    }
}
