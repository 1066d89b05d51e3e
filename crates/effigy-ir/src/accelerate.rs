//! Loop acceleration for finding deep errors (as CBMC's `goto-instrument --accelerate`): a
//! counter loop that runs 2³¹ times before it overflows (`while (x <= max) x++;` with
//! `max == INT_MAX`) is out of reach of every bound, but its effect after `n` iterations is a
//! closed form. An accelerated loop gets, on each edge that enters it, the choice to jump over
//! `n ≥ 1` iterations at once:
//!
//! - a variable every iteration changes by the same constant `c` (an *induction variable*)
//!   becomes `x + n·c`, where every value it took stays within its type;
//! - a variable each path of the body changes by a constant, not always the same (`a++` on
//!   one branch, `a--` on the other), gets any value between `a + n·min` and `a + n·max`;
//! - a temporary of the front end (a call's result) that the loop writes gets any value (a
//!   loop that writes another variable otherwise is not accelerated);
//! - the loop's condition held before each of the `n` iterations: it is a conjunction of
//!   inequalities between linear expressions of induction variables and variables the loop
//!   does not write, so, as a function of the iteration, each is a half-line, and it holds at
//!   every iteration from the first to the `n`-th when it holds at those two.
//!
//! Then the loop goes on as before, from its head. The jump only adds paths: every path of the
//! program is still a path of the accelerated one (a proof of the accelerated program proves
//! the program), and a path through a jump may stand for no execution (the variables made
//! arbitrary, the inputs the skipped iterations read): a counterexample through one is a
//! candidate that the program compiled by gcc must confirm, as every counterexample is.
//!
//! A loop is accelerated when it is innermost, leaves only from its head (whose two edges are
//! the condition and its negation), and its body only assigns and havocs integer variables of
//! at most 32 bits and tests conditions: no calls, no memory written, no allocation, no error
//! or end of the program inside. The new edges come after the function's own, so that a path
//! of the accelerated program is one of the original once they are left out
//! ([`Accelerated::original_path`]).

use std::collections::BTreeMap;

use crate::cfa::{EdgeId, EdgeKind, FuncId, HavocOrigin, LocId, Program, VarInfo, VarKind};
use crate::expr::{BinOp, Expr, ExprKind, UnOp, VarId};
use crate::loops::LoopInfo;
use crate::types::TypeTable;

/// Iterations one jump may skip: with increments of at most [`MAX_STEP`], the 64-bit
/// arithmetic of the jump cannot overflow.
const MAX_ITERATIONS: u64 = 1 << 32;
/// The largest increment (in absolute value) of an accelerated variable.
const MAX_STEP: i64 = 1 << 20;
/// The most distinct increments a variable may have over the paths of the body.
const MAX_INCREMENTS: usize = 8;

/// A program with its accelerable loops accelerated.
pub struct Accelerated {
    pub program: Program,
    /// Per function, how many edges it had before: the edges from there on are the jumps'.
    own_edges: Vec<usize>,
    /// The loops accelerated: their functions and heads.
    pub loops: Vec<(FuncId, LocId)>,
    /// Per loop, the edge that takes its jump (`assume jump`).
    jumps: Vec<(FuncId, EdgeId)>,
}

impl Accelerated {
    /// Where the loops are that a path of the accelerated program jumps over iterations of
    /// (a path that enters a loop without jumping is one of the program's).
    pub fn jumps_on(&self, path: &[(FuncId, EdgeId)]) -> Vec<String> {
        let mut out: Vec<String> = path
            .iter()
            .filter(|step| self.jumps.contains(step))
            .map(|&(f, e)| self.program.describe_span(self.program.function(f).span_of(e)))
            .collect();
        out.sort();
        out.dedup();
        out
    }

    /// A path of the accelerated program as the original's: the jumps' edges left out.
    pub fn original_path(&self, path: &[(FuncId, EdgeId)]) -> Vec<(FuncId, EdgeId)> {
        path.iter().copied().filter(|&(f, e)| (e.0 as usize) < self.own_edges[f.0 as usize]).collect()
    }
}

/// The program with a jump over any number of iterations before each accelerable loop, or
/// `None` when it has no such loop.
pub fn accelerate_loops(program: &Program) -> Option<Accelerated> {
    let found: Vec<(FuncId, Vec<Plan>)> = program
        .func_ids()
        .map(|f| {
            let func = program.function(f);
            let info = LoopInfo::of(func);
            let plans: Vec<Plan> = func.locs().filter(|&h| info.is_head(h)).filter_map(|h| plan(program, f, &info, h)).collect();
            (f, plans)
        })
        .filter(|(_, plans)| !plans.is_empty())
        .collect();
    if found.is_empty() {
        return None;
    }
    let mut p = program.clone();
    let own_edges = p.functions.iter().map(|f| f.edges.len()).collect();
    let (mut loops, mut jumps) = (Vec::new(), Vec::new());
    for (f, plans) in found {
        for plan in plans {
            loops.push((f, plan.head));
            jumps.push((f, emit(&mut p, f, &plan)));
        }
        p.function_mut(f).mark_loop_heads();
    }
    Some(Accelerated { program: p, own_edges, loops, jumps })
}

/// How a loop's variables change in one iteration.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Change {
    /// By one of these constants (depending on the path).
    By(Vec<i64>),
    /// In a way the jump does not follow.
    Any,
}

impl Change {
    fn join(&self, other: &Change) -> Change {
        match (self, other) {
            (Change::By(a), Change::By(b)) => {
                let mut all = a.clone();
                all.extend(b);
                all.sort_unstable();
                all.dedup();
                if all.len() > MAX_INCREMENTS {
                    Change::Any
                } else {
                    Change::By(all)
                }
            }
            _ => Change::Any,
        }
    }
    fn add(&self, c: i64) -> Change {
        match self {
            Change::By(v) => {
                let moved: Option<Vec<i64>> = v.iter().map(|&d| d.checked_add(c).filter(|s| s.abs() <= MAX_STEP)).collect();
                moved.map_or(Change::Any, Change::By)
            }
            Change::Any => Change::Any,
        }
    }
}

/// The changes of the variables an iteration writes (the others keep their values).
type Changes = BTreeMap<VarId, Change>;

fn join_changes(a: &Changes, b: &Changes) -> Changes {
    let unchanged = Change::By(vec![0]);
    let mut out = Changes::new();
    for v in a.keys().chain(b.keys()) {
        let x = a.get(v).unwrap_or(&unchanged);
        let y = b.get(v).unwrap_or(&unchanged);
        out.insert(*v, x.join(y));
    }
    out
}

/// What a jump over a loop does.
struct Plan {
    head: LocId,
    /// The condition under which the loop runs its body.
    guard: Expr,
    /// The edges that enter the loop from outside.
    entries: Vec<usize>,
    /// Induction variables and their increments.
    exact: Vec<(VarId, i64)>,
    /// Variables changed by one of several constants: the least and the greatest.
    ranged: Vec<(VarId, i64, i64)>,
    /// Variables changed otherwise.
    arbitrary: Vec<VarId>,
    span: crate::cfa::Span,
}

/// The plan for the loop at `h`, if it is accelerable.
fn plan(p: &Program, f: FuncId, info: &LoopInfo, h: LocId) -> Option<Plan> {
    let func = p.function(f);
    if !info.nested[h.0 as usize].is_empty() {
        return None;
    }
    let body = &info.body[h.0 as usize];
    let inside = |l: LocId| body.binary_search(&l).is_ok();
    // The head's two edges: the condition into the body, its negation out of the loop.
    let outs = func.out_edges(h);
    if outs.len() != 2 {
        return None;
    }
    let (mut guard, mut guard_edge) = (None, None);
    for &e in outs {
        let edge = func.edge(e);
        let EdgeKind::Assume(c) = &edge.kind else { return None };
        if inside(edge.to) {
            guard = Some(c.clone());
            guard_edge = Some(e);
        }
    }
    let (guard, guard_edge) = (guard?, guard_edge?);
    // The other edge leaves the loop when the condition fails (and only then).
    let exits_otherwise = outs.iter().any(|&e| {
        let edge = func.edge(e);
        !inside(edge.to) && matches!(&edge.kind, EdgeKind::Assume(c) if *c == guard.clone().not())
    });
    if !exits_otherwise {
        return None;
    }
    // Every other location of the body stays in it; its edges only assign, havoc and test.
    let int_var = |v: VarId| p.types.as_int(p.var(v).ty).is_some_and(|it| it.bits <= 32);
    for &l in body {
        for &e in func.out_edges(l) {
            let edge = func.edge(e);
            if l != h && !inside(edge.to) {
                return None;
            }
            match &edge.kind {
                EdgeKind::Skip | EdgeKind::Assume(_) => {}
                EdgeKind::Assign { lhs, .. } | EdgeKind::Havoc { lhs, .. } => match lhs.kind {
                    ExprKind::Var(v) if int_var(v) => {}
                    _ => return None,
                },
                _ => return None,
            }
        }
    }
    // The changes along the body (a DAG once the edges back to the head are left out), in
    // topological order.
    let mut order: Vec<LocId> = body.clone();
    order.sort_by_key(|l| info.topo[l.0 as usize]);
    let mut at: BTreeMap<LocId, Changes> = BTreeMap::new();
    at.insert(h, Changes::new());
    let mut back: Option<Changes> = None;
    for &l in &order {
        let Some(here) = at.get(&l).cloned() else { continue };
        for &e in func.out_edges(l) {
            let edge = func.edge(e);
            if !inside(edge.to) {
                continue;
            }
            let mut next = here.clone();
            transfer(p, &edge.kind, &mut next);
            if edge.to == h {
                back = Some(match back {
                    Some(b) => join_changes(&b, &next),
                    None => next,
                });
            } else {
                if info.topo[edge.to.0 as usize] <= info.topo[l.0 as usize] {
                    return None;
                }
                let merged = match at.get(&edge.to) {
                    Some(prev) => join_changes(prev, &next),
                    None => next,
                };
                at.insert(edge.to, merged);
            }
        }
    }
    let back = back?;
    let (mut exact, mut ranged, mut arbitrary) = (Vec::new(), Vec::new(), Vec::new());
    for (v, change) in &back {
        match change {
            Change::By(cs) if cs == &[0] => {}
            Change::By(cs) if cs.len() == 1 => exact.push((*v, cs[0])),
            Change::By(cs) => ranged.push((*v, cs[0], *cs.last().unwrap())),
            // Only the front end's temporaries (a call's result, the value of `?:`) may be
            // left arbitrary: they do not outlive their statement, where a variable the
            // program reads after the loop would be any value there, and the paths after
            // the jump would fail where the program does not.
            Change::Any if matches!(p.var(*v).kind, VarKind::Temp(_)) => arbitrary.push(*v),
            Change::Any => return None,
        }
    }
    if exact.is_empty() {
        return None;
    }
    // The condition: inequalities over induction variables and variables the loop keeps.
    let known = |v: VarId| match back.get(&v) {
        None => true,
        Some(Change::By(cs)) => cs.len() == 1,
        Some(Change::Any) => false,
    };
    if !monotone(p, &guard, &known) {
        return None;
    }
    let entries: Vec<usize> = func.edges.iter().enumerate().filter(|(_, e)| e.to == h && !inside(e.from)).map(|(i, _)| i).collect();
    if entries.is_empty() {
        return None;
    }
    Some(Plan { head: h, guard, entries, exact, ranged, arbitrary, span: func.span_of(guard_edge) })
}

/// The changes after an edge of the body.
fn transfer(p: &Program, kind: &EdgeKind, changes: &mut Changes) {
    match kind {
        EdgeKind::Assign { lhs: Expr { kind: ExprKind::Var(v), ty }, rhs } => {
            let step = increment(p, *v, *ty, rhs);
            let now = changes.get(v).cloned().unwrap_or(Change::By(vec![0]));
            changes.insert(*v, step.map_or(Change::Any, |c| now.add(c)));
        }
        EdgeKind::Havoc { lhs: Expr { kind: ExprKind::Var(v), .. }, .. } => {
            changes.insert(*v, Change::Any);
        }
        _ => {}
    }
}

/// `c` when `rhs` is `v + c` or `v - c` (or `c + v`) in `v`'s own type.
fn increment(p: &Program, v: VarId, ty: crate::types::TypeId, rhs: &Expr) -> Option<i64> {
    let it = p.types.as_int(ty)?;
    if p.var(v).ty != ty || rhs.ty != ty {
        return None;
    }
    let is_v = |e: &Expr| matches!(e.kind, ExprKind::Var(w) if w == v) && e.ty == ty;
    let constant = |e: &Expr| -> Option<i64> {
        let bits = e.as_const()?;
        if e.ty != ty {
            return None;
        }
        let value = if it.signed && it.bits < 64 && bits >> (it.bits - 1) & 1 == 1 {
            (bits | !((1u64 << it.bits) - 1)) as i64
        } else {
            i64::try_from(bits).ok()?
        };
        Some(value).filter(|c| c.abs() <= MAX_STEP)
    };
    match &rhs.kind {
        ExprKind::Var(w) if *w == v => Some(0),
        ExprKind::Binary(BinOp::Add, a, b) if is_v(a) => constant(b),
        ExprKind::Binary(BinOp::Add, a, b) if is_v(b) => constant(a),
        ExprKind::Binary(BinOp::Sub, a, b) if is_v(a) => constant(b).map(|c| -c),
        _ => None,
    }
}

/// A conjunction of inequalities (`<`, `<=`, `>`, `>=`, or their negations) between linear
/// expressions of the variables `known` accepts.
fn monotone(p: &Program, e: &Expr, known: &impl Fn(VarId) -> bool) -> bool {
    match &e.kind {
        ExprKind::Binary(BinOp::And, a, b) => monotone(p, a, known) && monotone(p, b, known),
        ExprKind::Binary(BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge, a, b) => linear(p, a, known) && linear(p, b, known),
        ExprKind::Unary(UnOp::Not, a) => {
            matches!(&a.kind, ExprKind::Binary(BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge, ..)) && monotone(p, a, known)
        }
        _ => false,
    }
}

fn linear(p: &Program, e: &Expr, known: &impl Fn(VarId) -> bool) -> bool {
    let Some(it) = p.types.as_int(e.ty) else { return false };
    match &e.kind {
        ExprKind::Const(_) => true,
        ExprKind::Var(v) => known(*v),
        ExprKind::Cast(a) => p.types.as_int(a.ty).is_some_and(|from| from.bits <= it.bits) && linear(p, a, known),
        ExprKind::Binary(BinOp::Add | BinOp::Sub, a, b) => linear(p, a, known) && linear(p, b, known),
        ExprKind::Binary(BinOp::Mul, a, b) => {
            (a.as_const().is_some() && linear(p, b, known)) || (b.as_const().is_some() && linear(p, a, known))
        }
        ExprKind::Unary(UnOp::Neg, a) => linear(p, a, known),
        _ => false,
    }
}

/// The jump: before the head, a choice between entering the loop as it is and the chain
/// that skips `n` iterations. Returns the edge that takes the jump.
fn emit(p: &mut Program, f: FuncId, plan: &Plan) -> EdgeId {
    let span = plan.span;
    let i64t = TypeTable::I64;
    let k = |v: i64| Expr::constant(i64t, v as u64);
    let add = |a: Expr, b: Expr| Expr::binary(i64t, BinOp::Add, a, b);
    let mul = |a: Expr, b: Expr| Expr::binary(i64t, BinOp::Mul, a, b);
    let cmp = |op: BinOp, a: Expr, b: Expr| Expr::binary(TypeTable::BOOL, op, a, b);
    let and = |a: Expr, b: Expr| Expr::binary(TypeTable::BOOL, BinOp::And, a, b);
    let local = |p: &mut Program, name: String, ty| {
        let v = p.add_var(VarInfo { name, ty, kind: VarKind::Temp(f), address_taken: false });
        p.function_mut(f).locals.push(v);
        v
    };
    let jump = local(p, format!("jump$L{}", plan.head.0), TypeTable::BOOL);
    let n = local(p, format!("iterations$L{}", plan.head.0), i64t);
    let mut chain: Vec<EdgeKind> = Vec::new();
    let havoc = |v: VarId, ty| EdgeKind::Havoc { lhs: Expr::var(ty, v), origin: HavocOrigin::Arbitrary };
    chain.push(havoc(n, i64t));
    let nv = Expr::var(i64t, n);
    chain.push(EdgeKind::Assume(and(cmp(BinOp::Ge, nv.clone(), k(1)), cmp(BinOp::Le, nv.clone(), k(MAX_ITERATIONS as i64)))));
    // The condition held before the first iteration.
    chain.push(EdgeKind::Assume(plan.guard.clone()));
    let range = |p: &Program, v: VarId| {
        let it = p.types.as_int(p.var(v).ty).expect("integer");
        if it.signed {
            (-(1i64 << (it.bits - 1)), (1i64 << (it.bits - 1)) - 1)
        } else {
            (0, ((1u64 << it.bits) - 1) as i64)
        }
    };
    let within = |e: Expr, (lo, hi): (i64, i64)| and(cmp(BinOp::Ge, e.clone(), k(lo)), cmp(BinOp::Le, e, k(hi)));
    // Variables changed by one of several constants: between the extremes.
    for &(v, lo, hi) in &plan.ranged {
        let ty = p.var(v).ty;
        let t = local(p, format!("ranged${}", p.var(v).name), i64t);
        let (tv, old) = (Expr::var(i64t, t), Expr::var(ty, v).cast(i64t));
        chain.push(havoc(t, i64t));
        let bounds = and(
            cmp(BinOp::Ge, tv.clone(), add(old.clone(), mul(nv.clone(), k(lo)))),
            cmp(BinOp::Le, tv.clone(), add(old, mul(nv.clone(), k(hi)))),
        );
        chain.push(EdgeKind::Assume(and(bounds, within(tv.clone(), range(p, v)))));
        chain.push(EdgeKind::Assign { lhs: Expr::var(ty, v), rhs: tv.cast(ty) });
    }
    for &v in &plan.arbitrary {
        let ty = p.var(v).ty;
        chain.push(havoc(v, ty));
    }
    // Induction variables: their values before the n-th iteration (within their types, as
    // every value before them), where the condition holds; then after it.
    let mut lasts = Vec::new();
    for &(v, c) in &plan.exact {
        let ty = p.var(v).ty;
        let t = local(p, format!("last${}", p.var(v).name), i64t);
        let tv = Expr::var(i64t, t);
        let before = add(Expr::var(ty, v).cast(i64t), mul(add(nv.clone(), k(-1)), k(c)));
        chain.push(EdgeKind::Assign { lhs: tv.clone(), rhs: before });
        chain.push(EdgeKind::Assume(and(within(tv.clone(), range(p, v)), within(add(tv.clone(), k(c)), range(p, v)))));
        lasts.push((v, ty, tv, c));
    }
    for (v, ty, tv, _) in &lasts {
        chain.push(EdgeKind::Assign { lhs: Expr::var(*ty, *v), rhs: tv.clone().cast(*ty) });
    }
    chain.push(EdgeKind::Assume(plan.guard.clone()));
    for (v, ty, tv, c) in &lasts {
        chain.push(EdgeKind::Assign { lhs: Expr::var(*ty, *v), rhs: add(tv.clone(), k(*c)).cast(*ty) });
    }
    let func = p.function_mut(f);
    let choice = func.new_loc();
    for &e in &plan.entries {
        func.edges[e].to = choice;
    }
    let decide = func.new_loc();
    func.add_edge(choice, decide, havoc(jump, TypeTable::BOOL), span);
    func.add_edge(decide, plan.head, EdgeKind::Assume(Expr::var(TypeTable::BOOL, jump).not()), span);
    let mut at = func.new_loc();
    let taken = func.add_edge(decide, at, EdgeKind::Assume(Expr::var(TypeTable::BOOL, jump)), span);
    let last = chain.len() - 1;
    for (i, kind) in chain.into_iter().enumerate() {
        let to = if i == last { plan.head } else { func.new_loc() };
        func.add_edge(at, to, kind, span);
        at = to;
    }
    taken
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_program;
    use crate::text::print_program;

    const COUNTER: &str = "effigy-ir ILP32
fn @main() -> i32 {
  local %x: i32
  local %y: i32
  local %z: i32
  entry L0 exit L8
  loop-heads L3
  L0 -> L1: %x = 12i32
  L1 -> L2: %y = 0i32
  L2 -> L3: havoc %z input __VERIFIER_nondet_int
  L3 -> L4: assume (%z > 0i32)
  L3 -> L7: assume !(%z > 0i32)
  L4 -> L5: %x = (%x + 1i32)
  L5 -> L6: %y = (%y - 1i32)
  L6 -> L3: %z = (%z - 1i32)
  L7 -> L8: return 0i32
}
";

    #[test]
    fn a_counter_loop_gets_a_jump_that_only_adds_paths() {
        let p = parse_program(COUNTER).expect("parses");
        let a = accelerate_loops(&p).expect("the loop is accelerable");
        assert_eq!(a.loops.len(), 1);
        crate::verify::verify_program(&a.program).expect("a valid program");
        let (before, after) = (p.functions[0].edges.len(), a.program.functions[0].edges.len());
        // The original edges are all there, in their places; only the entry edge moved.
        for (i, (old, new)) in p.functions[0].edges.iter().zip(&a.program.functions[0].edges).enumerate() {
            assert_eq!(old.kind, new.kind, "edge {i}");
            assert_eq!(old.from, new.from, "edge {i}");
        }
        assert!(after > before + 8, "{before} edges, then {after}");
        // The jump's text form reads back as the same program.
        let text = print_program(&a.program);
        assert!(text.contains("arbitrary"), "{text}");
        let again = parse_program(&text).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
        assert_eq!(print_program(&again), text);
        // A path through the jump maps back to the original edges only.
        let path: Vec<(FuncId, EdgeId)> = (0..after as u32).map(|e| (FuncId(0), EdgeId(e))).collect();
        assert_eq!(a.original_path(&path).len(), before);
        assert_eq!(a.jumps_on(&path).len(), 1);
        // Entering the loop without the jump (the choice's havoc and `assume !jump`) is a path
        // of the program.
        let not_taken: Vec<(FuncId, EdgeId)> = (0..before as u32 + 2).map(|e| (FuncId(0), EdgeId(e))).collect();
        assert!(a.jumps_on(&not_taken).is_empty());
    }

    #[test]
    fn loops_the_jump_cannot_summarise_stay_as_they_are() {
        // The increment depends on the variable itself; the condition is an equality; the
        // loop also leaves from its body; a variable of the program is set otherwise.
        for (body, head) in [
            ("  L4 -> L5: %x = (%x * 2i32)", "(%z > 0i32)"),
            ("  L4 -> L5: %x = (%x + 1i32)", "(%z != 0i32)"),
            ("  L4 -> L5: %x = %z", "(%z > 0i32)"),
        ] {
            let src = COUNTER
                .replace("  L4 -> L5: %x = (%x + 1i32)", body)
                .replace("assume (%z > 0i32)", &format!("assume {head}"))
                .replace("assume !(%z > 0i32)", &format!("assume !{head}"));
            let p = parse_program(&src).unwrap_or_else(|e| panic!("{e:?}\n{src}"));
            assert!(accelerate_loops(&p).is_none(), "{body} / {head}");
        }
        let leaves = COUNTER.replace("  L7 -> L8: return 0i32", "  L7 -> L8: return 0i32\n  L5 -> L7: assume (%y < 0i32)");
        let p = parse_program(&leaves).expect("parses");
        assert!(accelerate_loops(&p).is_none());
    }
}
