//! effigy's analyses over the IR: symbolic states and memory, the one symbolic step every
//! analysis uses, and tree exploration (King's symbolic execution).
//!
//! **Engines know nothing of C syntax**: they read `effigy_ir` programs and talk to the solver
//! only through `effigy_smt`'s query layer.

pub mod absint;
pub mod bmc;
mod cells;
pub mod cegar;
pub mod clock;
pub mod concolic;
pub mod explore;
mod horn;
pub mod invariant;
pub mod kind;
mod pending;
pub mod progress;
pub mod property;
pub mod prove;
pub mod session;
pub mod state;
pub mod step;

pub use absint::{absint, head_intervals, AbsintOptions, AbsintResult, AbsintStats, HeadBound};
pub use bmc::{bmc, BmcOptions, BmcResult, BmcStats};
pub use cegar::{cegar, CegarOptions, CegarResult, CegarStats};
pub use explore::{explore, Counterexample, ExploreOptions, ExploreResult, ExploreStats, InputValue, Leaf, Strategy, Verdict};
pub use invariant::HeadInvariant;
pub use kind::{kind, KindOptions};
pub use property::Property;
pub use state::{Input, State};
pub use step::{argument_input, CommandLine, Executor, StepLimits, Successor, Terminal, ARGC_INPUT};
