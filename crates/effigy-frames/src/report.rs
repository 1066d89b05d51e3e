//! Verification results as data (SPEC §7.2): per member, verified or the failure with its kind,
//! location, path and symbolic states. Rendering to text and JSON happens here; printing is the
//! binary's job.

use serde_json::{json, Value};

use crate::syntax::{line_col, Span};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FailureKind {
    NoPermissionRead,
    NoPermissionWrite,
    ReceiverMaybeNull,
    ProduceAccMaybeNull,
    MissingChunk,
    NotProvable,
    ConsumeFalse,
    UntouchedViolated,
    IllDefinedContract,
    PureTermination,
    JoinNotEstablished,
}

impl FailureKind {
    pub fn name(self) -> &'static str {
        match self {
            FailureKind::NoPermissionRead => "no-permission-read",
            FailureKind::NoPermissionWrite => "no-permission-write",
            FailureKind::ReceiverMaybeNull => "receiver-maybe-null",
            FailureKind::ProduceAccMaybeNull => "produce-acc-maybe-null",
            FailureKind::MissingChunk => "missing-chunk",
            FailureKind::NotProvable => "not-provable",
            FailureKind::ConsumeFalse => "consume-false",
            FailureKind::UntouchedViolated => "untouched-violated",
            FailureKind::IllDefinedContract => "ill-defined-contract",
            FailureKind::PureTermination => "pure-termination",
            FailureKind::JoinNotEstablished => "join-not-established",
        }
    }
}

/// A symbolic state as printed (Figure 9's (H, G, Γ, Σ)).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StateView {
    /// Where on the path: the statement about to run, or `failure`.
    pub label: String,
    pub heap: Vec<String>,
    pub old: Vec<String>,
    pub store: Vec<(String, String)>,
    pub path_condition: Vec<String>,
}

impl StateView {
    pub fn render(&self) -> String {
        let store: Vec<String> = self.store.iter().map(|(k, v)| format!("{k} ↦ {v}")).collect();
        format!(
            "H = {{{}}}\n    G = {{{}}}\n    Γ = [{}]\n    Σ = {{{}}}",
            self.heap.join(", "),
            self.old.join(", "),
            store.join(", "),
            self.path_condition.join(", ")
        )
    }
    fn json(&self) -> Value {
        json!({
            "label": self.label,
            "heap": self.heap,
            "old_heap": self.old,
            "store": self.store.iter().map(|(k, v)| json!({"var": k, "value": v})).collect::<Vec<_>>(),
            "path_condition": self.path_condition,
        })
    }
}

#[derive(Clone, Debug)]
pub struct Failure {
    pub kind: FailureKind,
    pub message: String,
    pub span: Span,
    /// What was being checked: `well-definedness of the contract`, `body`, …
    pub phase: String,
    /// Branch decisions on the failing path.
    pub path: Vec<String>,
    /// The states along the path (the failing state last; only it without `--trace`).
    pub states: Vec<StateView>,
}

#[derive(Clone, Debug)]
pub struct MemberResult {
    /// `Class.method`, `Class.Class` for a constructor, `main` for the main routine.
    pub name: String,
    pub span: Span,
    /// Empty: verified.
    pub failure: Option<Failure>,
    /// CPU time verifying this member.
    pub seconds: f64,
}

#[derive(Clone, Debug, Default)]
pub struct Statistics {
    pub solver_calls: u64,
    pub shortcuts: u64,
    pub seconds: f64,
}

#[derive(Clone, Debug)]
pub struct Report {
    pub members: Vec<MemberResult>,
    pub statistics: Statistics,
}

impl Report {
    pub fn verified(&self) -> bool {
        self.members.iter().all(|m| m.failure.is_none())
    }

    /// The report as text: one line per member, failures with `file:line:column`, the path and
    /// the states, then `Verification result: TRUE|FALSE`.
    pub fn render(&self, file: &str, source: &str) -> String {
        let mut out = String::new();
        for m in &self.members {
            match &m.failure {
                None => out.push_str(&format!("{}: verified\n", m.name)),
                Some(f) => {
                    let lc = line_col(source, f.span.start);
                    out.push_str(&format!("{}: FAILED\n", m.name));
                    out.push_str(&format!("  {file}:{}:{}: {} [{}] ({})\n", lc.line, lc.column, f.message, f.kind.name(), f.phase));
                    if !f.path.is_empty() {
                        out.push_str(&format!("  path: {}\n", f.path.join(", ")));
                    }
                    for s in &f.states {
                        out.push_str(&format!("  state at {}:\n    {}\n", s.label, s.render()));
                    }
                }
            }
        }
        out.push_str(&format!("Verification result: {}\n", if self.verified() { "TRUE" } else { "FALSE" }));
        out
    }

    pub fn json(&self, file: &str, source: &str) -> Value {
        let members: Vec<Value> = self
            .members
            .iter()
            .map(|m| {
                let failure = m.failure.as_ref().map(|f| {
                    let lc = line_col(source, f.span.start);
                    json!({
                        "kind": f.kind.name(),
                        "message": f.message,
                        "phase": f.phase,
                        "line": lc.line,
                        "column": lc.column,
                        "path": f.path,
                        "states": f.states.iter().map(StateView::json).collect::<Vec<_>>(),
                    })
                });
                json!({
                    "member": m.name,
                    "status": if m.failure.is_none() { "verified" } else { "failed" },
                    "failure": failure,
                    "seconds": m.seconds,
                })
            })
            .collect();
        json!({
            "file": file,
            "verdict": if self.verified() { "TRUE" } else { "FALSE" },
            "members": members,
            "statistics": {
                "solver_calls": self.statistics.solver_calls,
                "shortcuts": self.statistics.shortcuts,
                "seconds": self.statistics.seconds,
            },
        })
    }
}
