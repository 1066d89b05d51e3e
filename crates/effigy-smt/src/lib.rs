//! effigy's solver layer: hash-consed terms with a simplifier, and (next) the `Solver` trait,
//! the in-process Z3 backend, the query layer and SMT-LIB printing.
//!
//! **Knows nothing of programs**: no C, no CFAs, no states.

pub mod eval;
pub mod float;
pub mod hash;
pub mod horn;
pub mod portfolio;
pub mod process;
pub mod query;
pub mod readable;
pub mod smtlib;
pub mod smtlib_read;
pub mod solver;
pub mod term;

pub use portfolio::{Backend, SolverChoice, DEFAULT_RACE_THRESHOLD};
pub use process::{ProcessKind, ProcessSolver};
pub use query::{Feasibility, QueryMode, QueryOptions, QuerySolver, QueryStats, PUSHED_SLICE};
pub use solver::{interrupted, set_z3_params, BackendStats, CheckResult, Interrupter, Model, Solver, Z3Solver};
pub use term::{FunSort, FuncDecl, FuncId, Op, Sort, TermData, TermId, TermStore, UninterpretedSort};
