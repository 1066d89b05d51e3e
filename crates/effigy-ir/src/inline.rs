//! Inlining of the functions the entry function calls once: their loops become the entry
//! function's own, for the analyses that reason about the loops of one function (k-induction
//! unwinds the entry function's loops from an arbitrary state; a loop in a callee it can only
//! unwind from the start).
//!
//! A function is inlined when it has exactly one call in the whole program, from the entry
//! function, is defined in the entry function's file (not a library model's), and it is not
//! recursive, does not jump (`setjmp`, `longjmp`) and lets no pointer
//! out — no pointer returned, stored anywhere but in its own registers, or given to a call —
//! when it allocates on its stack (`alloca`, variable-length arrays): those blocks then die with
//! the call as they should, since nothing reaches them afterwards. Its parameters and locals
//! become locals of the entry function (named `f::x`); those that live in memory start their
//! lifetime at the call and end it at the return ([`EdgeKind::Lifetime`]), so that a pointer to
//! one kept past the return is still a use of a dead object. The result behaves as the program
//! does, step for step, except that a call and its return become assignments.

use std::collections::HashMap;

use crate::cfa::{EdgeId, EdgeKind, FuncId, LocId, Primitive, Program, VarInfo, VarKind};
use crate::expr::{Expr, ExprKind, VarId};

/// A program with calls inlined into its entry function.
pub struct Inlined {
    pub program: Program,
    /// For each edge of the entry function, the original program's edge it stands for (the
    /// call, for the edges that pass parameters and start or end lifetimes): what a path of the
    /// inlined program is in the original.
    pub origin: Vec<(FuncId, EdgeId)>,
}

impl Inlined {
    /// A path of the inlined program (its edges) as the original's.
    pub fn original_path(&self, entry: FuncId, path: &[(FuncId, EdgeId)]) -> Vec<(FuncId, EdgeId)> {
        path.iter().map(|&(f, e)| if f == entry { self.origin[e.0 as usize] } else { (f, e) }).collect()
    }
}

/// The program with the functions `entry` calls once inlined (repeatedly: what an inlined
/// function calls once is inlined next), or `None` when none qualifies.
pub fn inline_single_calls(program: &Program, entry: FuncId) -> Option<Inlined> {
    let mut p = program.clone();
    let mut origin: Vec<(FuncId, EdgeId)> = (0..p.function(entry).edges.len() as u32).map(|i| (entry, EdgeId(i))).collect();
    let mut changed = false;
    for _ in 0..8 {
        let Some((callee, edge)) = candidate(&p, entry) else { break };
        inline_call(&mut p, entry, callee, edge, &mut origin);
        changed = true;
    }
    if !changed {
        return None;
    }
    let main = p.function_mut(entry);
    main.mark_loop_heads();
    main.scoped.sort();
    main.scoped.dedup();
    Some(Inlined { program: p, origin })
}

/// A function to inline and the index of its one call edge in `entry`.
fn candidate(p: &Program, entry: FuncId) -> Option<(FuncId, usize)> {
    let mut calls: HashMap<FuncId, Vec<(FuncId, usize)>> = HashMap::new();
    for caller in p.func_ids() {
        for (i, e) in p.function(caller).edges.iter().enumerate() {
            if let EdgeKind::Call { callee, .. } = e.kind {
                calls.entry(callee).or_default().push((caller, i));
            }
        }
    }
    let mut ids: Vec<FuncId> = calls.keys().copied().collect();
    ids.sort();
    // The program's own functions, defined beside the entry function (not a library model's,
    // whose loops are bounded copies the base case unwinds as they are).
    let own = |f: FuncId| p.function(f).span.file == p.function(entry).span.file;
    ids.into_iter().find_map(|f| match calls[&f].as_slice() {
        [(caller, i)] if *caller == entry && f != entry && own(f) && inlinable(p, f) => Some((f, *i)),
        _ => None,
    })
}

fn inlinable(p: &Program, f: FuncId) -> bool {
    // Not recursive: f does not reach itself through its callees.
    let mut seen = vec![false; p.functions.len()];
    let mut todo = vec![f];
    while let Some(g) = todo.pop() {
        for e in &p.function(g).edges {
            if let EdgeKind::Call { callee, .. } = e.kind {
                if callee == f {
                    return false;
                }
                if !std::mem::replace(&mut seen[callee.0 as usize], true) {
                    todo.push(callee);
                }
            }
        }
    }
    let func = p.function(f);
    let jumps = func.edges.iter().any(|e| matches!(e.kind, EdgeKind::Primitive { op: Primitive::SetJmp | Primitive::LongJmp, .. }));
    if jumps {
        return false;
    }
    let allocates_on_stack = func.edges.iter().any(|e| matches!(e.kind, EdgeKind::Alloc { stack: true, .. }));
    !allocates_on_stack || !lets_pointers_out(p, f)
}

/// Whether a pointer value may leave `f`'s own registers: returned, stored into memory or a
/// global, or given to a call.
fn lets_pointers_out(p: &Program, f: FuncId) -> bool {
    let func = p.function(f);
    let types = &p.types;
    if types.is_pointer(func.ret) {
        return true;
    }
    let own_register = |e: &Expr| match e.kind {
        ExprKind::Var(v) => p.var(v).function() == Some(f) && !p.var_in_memory(v),
        _ => false,
    };
    func.edges.iter().any(|e| match &e.kind {
        EdgeKind::Assign { lhs, rhs } => (types.is_pointer(rhs.ty) || !types.is_scalar(rhs.ty)) && !own_register(lhs),
        EdgeKind::Call { args, .. } | EdgeKind::Extern { args, .. } | EdgeKind::Primitive { args, .. } => {
            args.iter().any(|a| types.is_pointer(a.ty) || !types.is_scalar(a.ty))
        }
        EdgeKind::Alloc { dest, .. } => !own_register(dest),
        _ => false,
    })
}

fn rename(e: &Expr, map: &HashMap<VarId, VarId>) -> Expr {
    let r = |x: &Expr| Box::new(rename(x, map));
    let kind = match &e.kind {
        ExprKind::Const(k) => ExprKind::Const(*k),
        ExprKind::Var(v) => ExprKind::Var(*map.get(v).unwrap_or(v)),
        ExprKind::Deref(x) => ExprKind::Deref(r(x)),
        ExprKind::Field(x, i) => ExprKind::Field(r(x), *i),
        ExprKind::Index(x, y) => ExprKind::Index(r(x), r(y)),
        ExprKind::AddrOf(x) => ExprKind::AddrOf(r(x)),
        ExprKind::Unary(op, x) => ExprKind::Unary(*op, r(x)),
        ExprKind::Binary(op, x, y) => ExprKind::Binary(*op, r(x), r(y)),
        ExprKind::Cast(x) => ExprKind::Cast(r(x)),
        ExprKind::Reinterpret(x) => ExprKind::Reinterpret(r(x)),
        ExprKind::PtrAdd(x, y) => ExprKind::PtrAdd(r(x), r(y)),
        ExprKind::PtrDiff(x, y) => ExprKind::PtrDiff(r(x), r(y)),
        ExprKind::AllocSize(x) => ExprKind::AllocSize(r(x)),
    };
    Expr::new(e.ty, kind)
}

fn rename_edge(kind: &EdgeKind, map: &HashMap<VarId, VarId>) -> EdgeKind {
    let r = |e: &Expr| rename(e, map);
    let rv = |vs: &[VarId]| vs.iter().map(|v| *map.get(v).unwrap_or(v)).collect();
    match kind {
        EdgeKind::Assign { lhs, rhs } => EdgeKind::Assign { lhs: r(lhs), rhs: r(rhs) },
        EdgeKind::Havoc { lhs, origin } => EdgeKind::Havoc { lhs: r(lhs), origin: origin.clone() },
        EdgeKind::Assume(c) => EdgeKind::Assume(r(c)),
        EdgeKind::Call { dest, callee, args } => {
            EdgeKind::Call { dest: dest.as_ref().map(r), callee: *callee, args: args.iter().map(r).collect() }
        }
        EdgeKind::Return(v) => EdgeKind::Return(v.as_ref().map(r)),
        EdgeKind::Alloc { dest, size, zeroed, stack } => EdgeKind::Alloc { dest: r(dest), size: r(size), zeroed: *zeroed, stack: *stack },
        EdgeKind::Free(e) => EdgeKind::Free(r(e)),
        EdgeKind::Lifetime { vars, starts } => EdgeKind::Lifetime { vars: rv(vars), starts: *starts },
        EdgeKind::Extern { name, args, ret } => EdgeKind::Extern { name: name.clone(), args: args.iter().map(r).collect(), ret: *ret },
        EdgeKind::Primitive { dest, op, args } => {
            EdgeKind::Primitive { dest: dest.as_ref().map(r), op: *op, args: args.iter().map(r).collect() }
        }
        EdgeKind::Terminate(crate::cfa::Termination::Exit(code)) => EdgeKind::Terminate(crate::cfa::Termination::Exit(r(code))),
        other => other.clone(),
    }
}

/// Replaces call edge `edge` of `entry` (a call of `f`) by `f`'s body.
fn inline_call(p: &mut Program, entry: FuncId, f: FuncId, edge: usize, origin: &mut Vec<(FuncId, EdgeId)>) {
    let call_origin = origin[edge];
    let callee = p.function(f).clone();
    let EdgeKind::Call { dest, args, .. } = p.function(entry).edges[edge].kind.clone() else { unreachable!("a call edge") };
    let call_span = p.function(entry).edge_spans[edge];
    let call_to = p.function(entry).edges[edge].to;
    // The callee's variables, as the entry function's.
    let mut map = HashMap::new();
    let mut in_memory = Vec::new();
    for &v in callee.params.iter().chain(&callee.locals) {
        let info = p.var(v).clone();
        let w = p.add_var(VarInfo {
            name: format!("{}::{}", callee.name, info.name),
            ty: info.ty,
            kind: VarKind::Local(entry),
            address_taken: info.address_taken,
        });
        if let Some(&(_, align)) = p.alignments.iter().find(|(x, _)| *x == v) {
            p.alignments.push((w, align));
        }
        map.insert(v, w);
        if p.var_in_memory(w) && callee.scoped.binary_search(&v).is_err() {
            in_memory.push(w);
        }
    }
    let param_types: Vec<crate::types::TypeId> = callee.params.iter().map(|v| p.var(*v).ty).collect();
    let dest_is_scalar = dest.as_ref().is_some_and(|d| p.types.is_scalar(d.ty));
    let main = p.function_mut(entry);
    main.locals.extend(callee.params.iter().chain(&callee.locals).map(|v| map[v]));
    main.scoped.extend(callee.scoped.iter().map(|v| map[v]));
    main.scoped.extend(in_memory.iter().copied());
    // call_from → (lifetimes start) → (parameters assigned) → the body → (lifetimes end) → call_to.
    let locs: Vec<LocId> = (0..callee.num_locs()).map(|_| main.new_loc()).collect();
    let mut at = main.new_loc();
    main.edges[edge].kind = EdgeKind::Skip;
    main.edges[edge].to = at;
    if !in_memory.is_empty() {
        let next = main.new_loc();
        main.add_edge(at, next, EdgeKind::Lifetime { vars: in_memory.clone(), starts: true }, call_span);
        origin.push(call_origin);
        at = next;
    }
    for ((param, arg), &ty) in callee.params.iter().zip(&args).zip(&param_types) {
        let next = main.new_loc();
        main.add_edge(at, next, EdgeKind::Assign { lhs: Expr::var(ty, map[param]), rhs: arg.clone() }, call_span);
        origin.push(call_origin);
        at = next;
    }
    main.add_edge(at, locs[callee.entry.0 as usize], EdgeKind::Skip, call_span);
    origin.push(call_origin);
    let returned = main.new_loc();
    for (i, e) in callee.edges.iter().enumerate() {
        let span = callee.edge_spans[i];
        let from = locs[e.from.0 as usize];
        match &e.kind {
            EdgeKind::Return(value) => {
                let kind = match (&dest, value) {
                    (Some(d), Some(v)) => EdgeKind::Assign { lhs: d.clone(), rhs: rename(v, &map) },
                    // Fell off the end of a function with a value: as the call would leave it.
                    (Some(d), None) if dest_is_scalar => EdgeKind::Havoc { lhs: d.clone(), origin: crate::cfa::HavocOrigin::Uninit },
                    (Some(_), None) => EdgeKind::Undefined("use of a missing return value".into()),
                    (None, _) => EdgeKind::Skip,
                };
                main.add_edge(from, returned, kind, span);
            }
            kind => {
                main.add_edge(from, locs[e.to.0 as usize], rename_edge(kind, &map), span);
            }
        }
        origin.push((f, EdgeId(i as u32)));
    }
    let ended: Vec<VarId> = in_memory;
    if ended.is_empty() {
        main.add_edge(returned, call_to, EdgeKind::Skip, call_span);
    } else {
        main.add_edge(returned, call_to, EdgeKind::Lifetime { vars: ended, starts: false }, call_span);
    }
    origin.push(call_origin);
}
