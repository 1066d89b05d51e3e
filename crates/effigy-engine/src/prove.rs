//! Floyd's inductive assertions proved by symbolic execution (King, CACM 1976, §8).
//!
//! The loop heads of the entry function that carry invariants are *cut points*. Every path
//! from the entry to a cut point or an end, and from a cut point to a cut point or an end, is
//! executed symbolically: a path from a cut point starts in an arbitrary state (every variable
//! and object a fresh symbol) in which the head's invariants are ASSUMEd, and a path that
//! reaches a cut point must PROVE that head's invariants (`pc ⟹ inv` valid). At an end, the
//! program's assertions are the output predicates: a path that reaches `reach_error` (a failed
//! `assert`) is not proved, nor is one that may have undefined behaviour. A loop without an
//! invariant is not cut: it is executed, up to the unwinding bound, and a path the bound cuts is
//! not proved. The program is proved when every path is.
//!
//! Invariants come as IR conditions (the front end reads them from ACSL comments); the engine
//! knows nothing of their syntax.

use std::collections::HashMap;
use std::time::Duration;

use effigy_ir::{Expr, LocId, Span};
use effigy_smt::{Feasibility, Solver, TermId};

use crate::state::State;
use crate::step::{Executor, Successor, Terminal};

/// One invariant of a loop head.
#[derive(Clone, Debug)]
pub struct Invariant {
    pub condition: Expr,
    /// As written, for reports.
    pub text: String,
    pub span: Span,
}

/// A loop head of the entry function with its invariants.
#[derive(Clone, Debug)]
pub struct CutPoint {
    pub head: LocId,
    /// Where the loop is (its condition), for reports.
    pub span: Span,
    pub invariants: Vec<Invariant>,
}

#[derive(Clone, Debug)]
pub struct ProveOptions {
    /// CPU time for all paths.
    pub timeout: Option<Duration>,
    /// Paths explored at most (all segments together).
    pub max_paths: usize,
}

/// Where a path between cut points starts or ends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Point {
    Entry,
    Head(LocId),
}

/// A verification condition that did not hold (or could not be decided).
#[derive(Clone, Debug)]
pub struct Failure {
    /// `invariant not preserved: i <= n`, `invariant does not hold on entry: …`, `assertion
    /// fails`, `possible undefined behaviour (…)`, …
    pub what: String,
    pub span: Span,
    /// A falsifying assignment of the path's symbols (inputs and the values at its start).
    pub model: Vec<(String, i128)>,
}

/// One path between cut points (or to an end).
#[derive(Clone, Debug)]
pub struct PathReport {
    pub from: Point,
    /// `None`: the path ended (returned, error, …) — see `end`.
    pub to: Option<Point>,
    pub end: Option<Terminal>,
    /// Number of conditions checked on it (invariants, assertions).
    pub checked: usize,
    pub failures: Vec<Failure>,
}

#[derive(Debug)]
pub struct ProveResult {
    pub paths: Vec<PathReport>,
    /// Set when the proof could not be completed at all (a limit, an unevaluable invariant).
    pub incomplete: Option<String>,
}

impl ProveResult {
    pub fn proved(&self) -> bool {
        self.incomplete.is_none() && self.paths.iter().all(|p| p.failures.is_empty())
    }
}

/// Proves the entry function of `initial` with the given cut points.
pub fn prove<S: Solver>(ex: &mut Executor<'_, S>, initial: State, cuts: &[CutPoint], options: &ProveOptions) -> ProveResult {
    let cpu = crate::clock::CpuClock::start();
    let entry = initial.frames[0].func;
    let cut_at: HashMap<LocId, usize> = cuts.iter().enumerate().map(|(i, c)| (c.head, i)).collect();
    let mut paths = Vec::new();
    let mut incomplete = None;
    // The first state that reached each cut point: the layout its arbitrary states keep.
    let mut arrivals: Vec<Option<State>> = vec![None; cuts.len()];
    let mut segments: Vec<(Point, State)> = vec![(Point::Entry, initial)];
    let mut started = vec![false; cuts.len()];
    let mut explored = 0usize;
    // An arbitrary state keeps the objects (and whether each is alive) of the first arrival: a
    // loop that frees memory could free an object again in a later iteration, which that state
    // would not show. Such programs are not proved here.
    let frees = ex.program.functions.iter().any(|f| f.edges.iter().any(|e| matches!(e.kind, effigy_ir::EdgeKind::Free(..))));
    if frees && !cuts.is_empty() {
        return ProveResult {
            paths,
            incomplete: Some(
                "the program frees memory: an arbitrary state at a loop head cannot tell which objects are still alive".into(),
            ),
        };
    }
    while let Some((from, start)) = segments.pop() {
        let start_steps = start.steps;
        let mut work = vec![start];
        while let Some(state) = work.pop() {
            if let Some(t) = options.timeout {
                if cpu.elapsed() >= t {
                    incomplete = Some(format!("time limit of {} s reached", crate::clock::seconds(t)));
                    break;
                }
            }
            if explored >= options.max_paths {
                incomplete = Some(format!("path limit of {} reached", options.max_paths));
                break;
            }
            if incomplete.is_some() {
                break;
            }
            for succ in ex.successors(state) {
                match succ {
                    Successor::Running(st) => {
                        let at_cut = st.frames.len() == 1 && st.frames[0].func == entry && st.steps > start_steps;
                        match cut_at.get(&st.frames[0].loc).filter(|_| at_cut) {
                            Some(&k) => {
                                explored += 1;
                                let report = arrive(ex, &from, &st, k, &cuts[k]);
                                paths.push(report);
                                match &arrivals[k] {
                                    None => arrivals[k] = Some(st),
                                    // The arbitrary state has the objects of the first arrival:
                                    // every arrival must have the same ones (no allocation on
                                    // the way in or in the loop), or that state would miss some.
                                    Some(first) if !same_objects(first, &st) => {
                                        incomplete = Some(format!(
                                            "the loop at {} is reached with different objects in memory (memory allocated before it on some paths, or in it): its invariants cannot describe them",
                                            ex.program.describe_span(cuts[k].span)
                                        ));
                                        break;
                                    }
                                    Some(_) => {}
                                }
                            }
                            None => work.push(st),
                        }
                    }
                    // A path on which an assumption fails is no path (the input predicate excludes it).
                    Successor::Done(_, Terminal::AssumeViolated(_)) => {}
                    Successor::Done(st, terminal) => {
                        explored += 1;
                        paths.push(end(ex, &from, &st, terminal));
                    }
                }
            }
        }
        if incomplete.is_some() {
            break;
        }
        // The segments from each cut point reached so far (once each).
        for k in 0..cuts.len() {
            if started[k] {
                continue;
            }
            let Some(first) = arrivals[k].clone() else { continue };
            started[k] = true;
            // No state: the invariants contradict each other, and the loop is never re-entered.
            for s in arbitrary_states(ex, first, &cuts[k]) {
                segments.push((Point::Head(cuts[k].head), s));
            }
        }
        if incomplete.is_some() {
            break;
        }
    }
    ProveResult { paths, incomplete }
}

/// Arbitrary states at a cut point in which its invariants hold (one per case of their
/// evaluation; none if no state satisfies them). A case in which an invariant cannot be
/// evaluated keeps its state without the invariant.
fn arbitrary_states<S: Solver>(ex: &mut Executor<'_, S>, first: State, cut: &CutPoint) -> Vec<State> {
    let mut s = first;
    s.path_condition = Default::default();
    crate::kind::arbitrary_state(ex, &mut s);
    let mut states = vec![s];
    for inv in &cut.invariants {
        let mut next = Vec::new();
        for st in states {
            for (case, r) in ex.eval_cases(st, &inv.condition) {
                // Where the invariant cannot be evaluated (undefined in this engine's layout, a
                // limit, the solver giving up), nothing is assumed: the case stays, unconstrained.
                // Dropping it would drop states the program may be in.
                let c = match r {
                    Ok(c) => c,
                    // Undefined behaviour of arithmetic on the state's values (overflow, a zero
                    // divisor, a shift) depends on those values only: every state the program
                    // reaches here arrived through a path whose check found the invariant
                    // defined, so these states are not among them.
                    Err(e) if e.starts_with(UNDEFINED) && arithmetic_only(ex.program, &inv.condition) => continue,
                    Err(_) => {
                        next.push(case);
                        continue;
                    }
                };
                if ex.feasible(&case.path_condition, c) == Feasibility::Unsat {
                    continue;
                }
                let mut case = case;
                let origin = (case.frames[0].func, effigy_ir::EdgeId(0));
                case.add_constraint(&ex.terms, c, origin);
                next.push(case);
            }
        }
        states = next;
    }
    states
}

/// How [`Executor::eval_cases`] names a case with undefined behaviour.
const UNDEFINED: &str = "undefined behaviour: ";

/// Whether an expression computes on values only: no dereference, index, address or pointer
/// arithmetic (whose definedness this engine judges by its own layout and resolution).
fn arithmetic_only(program: &effigy_ir::Program, e: &Expr) -> bool {
    use effigy_ir::ExprKind as K;
    let here = match &e.kind {
        K::Deref(_) | K::Index(..) | K::AddrOf(_) | K::PtrAdd(..) | K::PtrDiff(..) => false,
        _ => !program.types.is_pointer(e.ty),
    };
    here && e.children().into_iter().all(|c| arithmetic_only(program, c))
}

/// Whether two states have the same objects (by address, size and liveness).
fn same_objects(a: &State, b: &State) -> bool {
    let (x, y) = (&a.memory.objects, &b.memory.objects);
    x.len() == y.len() && x.iter().zip(y).all(|(p, q)| p.base == q.base && p.size == q.size && p.alive == q.alive && p.extent == q.extent)
}

/// A path reached cut point `k`: PROVE its invariants.
fn arrive<S: Solver>(ex: &mut Executor<'_, S>, from: &Point, st: &State, _k: usize, cut: &CutPoint) -> PathReport {
    let mut failures = Vec::new();
    for inv in &cut.invariants {
        let what = if *from == Point::Head(cut.head) {
            format!("invariant not preserved: {}", inv.text)
        } else if *from == Point::Entry {
            format!("invariant does not hold on entry: {}", inv.text)
        } else {
            format!("invariant does not hold on arrival: {}", inv.text)
        };
        for (case, r) in ex.eval_cases(st.clone(), &inv.condition) {
            match r {
                Ok(c) => {
                    let neg = ex.terms.not(c);
                    match ex.feasible(&case.path_condition, neg) {
                        Feasibility::Unsat => {}
                        Feasibility::Sat => {
                            let model = model_of(ex, &case, Some(neg));
                            failures.push(Failure { what: what.clone(), span: inv.span, model });
                            break;
                        }
                        Feasibility::Unknown(r) => {
                            failures.push(Failure { what: format!("{what} (the solver gave up: {r})"), span: inv.span, model: Vec::new() });
                            break;
                        }
                    }
                }
                Err(e) => {
                    let model = model_of(ex, &case, None);
                    failures.push(Failure { what: format!("{what} (the invariant is not defined here: {e})"), span: inv.span, model });
                    break;
                }
            }
        }
    }
    PathReport { from: from.clone(), to: Some(Point::Head(cut.head)), end: None, checked: cut.invariants.len(), failures }
}

/// A path ended: the assertions (a reached error) and undefined behaviour are its conditions.
fn end<S: Solver>(ex: &mut Executor<'_, S>, from: &Point, st: &State, terminal: Terminal) -> PathReport {
    let failure = match &terminal {
        Terminal::Error(_, span) => Some(Failure { what: "assertion fails".into(), span: *span, model: model_of(ex, st, None) }),
        Terminal::Undefined(w, span) => {
            Some(Failure { what: format!("possible undefined behaviour ({w})"), span: *span, model: model_of(ex, st, None) })
        }
        Terminal::Cut(r) => {
            Some(Failure { what: format!("path cut: {r} (give the loop an invariant)"), span: Span::NONE, model: Vec::new() })
        }
        Terminal::Unknown(r) => Some(Failure { what: format!("cannot follow the path: {r}"), span: Span::NONE, model: Vec::new() }),
        Terminal::Returned(_) | Terminal::Exited(..) | Terminal::Aborted(_) | Terminal::AssumeViolated(_) => None,
    };
    let checked = usize::from(matches!(terminal, Terminal::Error(..) | Terminal::Returned(_) | Terminal::Exited(..)));
    PathReport { from: from.clone(), to: None, end: Some(terminal), checked, failures: failure.into_iter().collect() }
}

/// A model of a path's condition (and `extra`): its symbols' values, read as signed.
fn model_of<S: Solver>(ex: &mut Executor<'_, S>, st: &State, extra: Option<TermId>) -> Vec<(String, i128)> {
    let mut conj = st.path_condition.to_vec();
    conj.extend(extra);
    match crate::explore::symbol_model(ex, &conj) {
        Ok(Some(values)) => values.into_iter().map(|(n, _, v)| (n, v)).collect(),
        _ => Vec::new(),
    }
}
