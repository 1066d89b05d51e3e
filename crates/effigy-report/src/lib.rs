//! effigy's verdict policy, shared by every engine and front end; **it never prints** (the
//! binary does).
//!
//! - `verify`: runs an engine on a program for a verdict; a FALSE is replayed on the program
//!   compiled by gcc and becomes UNKNOWN (with the reason) when gcc's program does not reach the
//!   error — this is where the rule lives; the counterexample report (inputs in read order with
//!   C type names, the path), the verdict's JSON and statistics; `explore_program`: King's table,
//!   the execution tree as DOT or JSON.
//! - `entry`: `verify --entry F`: the program whose `main` calls F with its arguments as inputs.
//! - `externs`: the warnings about unknown external functions (declared, never defined).
//! - `replay`: the gcc harness that feeds inputs to `__VERIFIER_nondet_*` and detects the call of
//!   `reach_error`, run under time and memory limits.
//! - `testcomp`: Test-Comp test suites (XML, zip, JSON) from `effigy testgen`'s concolic search.
//! - `witness`: SV-COMP witnesses (format 2.0, YAML) of FALSE and TRUE verdicts; `sha256`: the
//!   input files' hashes they carry; `invariants`: the engines' loop-head invariants as the C
//!   expressions of a correctness witness.

pub mod entry;
pub mod externs;
pub mod harness;
pub mod html;
pub mod invariants;
pub mod replay;
pub mod report;
pub mod sha256;
pub mod testcomp;
pub mod trace;
pub mod validate;
pub mod verify;
pub mod witness;

pub use html::{exploration_view, render_html, TreeView, ViewNode};
pub use verify::*;
