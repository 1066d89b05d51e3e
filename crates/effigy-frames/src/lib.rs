//! effigy's frames verifier: a modular verifier for the Java-like contract language of Smans,
//! Jacobs and Piessens, "Symbolic Execution for Implicit Dynamic Frames" (`../shared/frames/
//! SPEC.md`). Contracts say which locations a method may touch (`acc(o.f)`); verification is
//! symbolic execution over a heap of permission chunks, produced and consumed.
//!
//! Pipeline: [`parse`] (surface grammar) → [`check`] (resolution, typing, §1.6) →
//! [`verify::Prepared`] (combined and unfolded contracts) → [`exec`] (eval/produce/consume/exec
//! over [`state`], terms of [`snapshot`], queries through [`prover`]) → [`report`].
//!
//! **Depends only on `effigy-smt`**: nothing of C, CFAs or the C engines' states. **Never
//! prints**: results are data; the binary renders them.

pub mod check;
pub mod exec;
pub mod parse;
pub mod pretty;
pub mod prover;
pub mod report;
pub mod snapshot;
pub mod state;
pub mod syntax;
pub mod verify;

use std::time::Duration;

pub use report::{Failure, FailureKind, MemberResult, Report, StateView};
pub use syntax::{line_col, Diagnostic};
pub use verify::Prepared;

#[derive(Clone, Debug)]
pub struct Options {
    /// Mode infer (Section 4): contract unfolding, auto-close, auto-use, auto-open. Off: the
    /// paper's core rules, every ghost operation explicit.
    pub infer: bool,
    /// Record the symbolic state before every statement (symbolic debugging, §6.2).
    pub trace: bool,
    /// Bound on nested automatic closes and opens.
    pub close_bound: u32,
    /// Per-query solver limit; a query that hits it counts as "not provable".
    pub solver_timeout: Duration,
}

impl Default for Options {
    fn default() -> Options {
        Options { infer: true, trace: false, close_bound: 2, solver_timeout: Duration::from_secs(10) }
    }
}

/// Parses and checks a program.
pub fn prepare(source: &str) -> Result<Prepared, Vec<Diagnostic>> {
    let mut program = parse::parse_program(source).map_err(|d| vec![d])?;
    check::check_program(&mut program)?;
    Ok(Prepared::new(program, source.to_string()))
}

/// Parses, checks and verifies a program. Runs on a thread of its own with a large stack: the
/// continuation-passing executor nests one frame group per statement of a path.
pub fn verify_source(source: &str, options: &Options) -> Result<Report, Vec<Diagnostic>> {
    let source = source.to_string();
    let options = options.clone();
    let worker = std::thread::Builder::new().name("effigy-frames".into()).stack_size(1 << 30).spawn(move || {
        let prep = prepare(&source)?;
        Ok(verify::verify_prepared(&prep, &options))
    });
    match worker.map(|h| h.join()) {
        Ok(Ok(r)) => r,
        Ok(Err(panic)) => std::panic::resume_unwind(panic),
        Err(e) => Err(vec![Diagnostic::new(syntax::Span::default(), format!("cannot start the verifier thread: {e}"))]),
    }
}

/// Diagnostics as `file:line:column: error: message` lines.
pub fn render_diagnostics(file: &str, source: &str, diagnostics: &[Diagnostic]) -> String {
    let mut out = String::new();
    for d in diagnostics {
        let lc = line_col(source, d.span.start);
        out.push_str(&format!("{file}:{}:{}: error: {}\n", lc.line, lc.column, d.message));
    }
    out
}
