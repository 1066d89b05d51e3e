//! Promotion of stack blocks to variables (what a compiler's mem2reg does for `alloca`): a
//! block of constant size allocated on the stack (`int *x = alloca(sizeof(int))`), reached
//! only through one pointer variable that is never changed, copied, compared or given away,
//! and accessed only as `*x` of a scalar type of the block's size (not `_Bool`), is a variable
//! `*x`.
//!
//! Every access `*x` of such a block is within it, to a live object (the block lives until its
//! function returns, and no pointer to it leaves the function's registers), so no property
//! check can fail on it; its value is the variable's, uninitialised until written as the block
//! is. The analyses then see scalars where they saw memory: k-induction and CEGAR reason about
//! a loop over `*x` as about one over a variable, and bounded model checking's formula has no
//! memory for it. The promoted program behaves as the original, step for step: the allocation
//! becomes the variable's `havoc` (uninitialised, as the block's contents are) and the
//! pointer's assignment a `skip` (the edges keep their numbers, so a path of the promoted
//! program is a path of the original).
//!
//! Only allocations on no cycle of their function (one block per call) whose pointer is
//! assigned right after them are promoted.

use std::collections::HashMap;

use crate::cfa::{EdgeKind, FuncId, HavocOrigin, LocId, Program, VarInfo, VarKind};
use crate::expr::{Expr, ExprKind, VarId};

/// The program with its promotable stack blocks as variables, or `None` when it has none.
pub fn promote_stack_blocks(program: &Program) -> Option<Program> {
    // One function's promotion changes no other's edges: the candidates are found in the
    // program as it is, which is copied only when there are some.
    let found: Vec<(FuncId, Vec<Candidate>)> =
        program.func_ids().map(|f| (f, candidates(program, f))).filter(|(_, c)| !c.is_empty()).collect();
    if found.is_empty() {
        return None;
    }
    let mut p = program.clone();
    for (f, blocks) in found {
        for (alloc, assign, pointer, ty) in blocks {
            let name = format!("*{}", p.var(pointer).name);
            let v = p.add_var(VarInfo { name, ty, kind: VarKind::Local(f), address_taken: false });
            let func = p.function_mut(f);
            func.locals.push(v);
            // The block's contents are indeterminate until written: so is the variable (a
            // register variable starts as zero otherwise).
            func.edges[alloc].kind = EdgeKind::Havoc { lhs: Expr::var(ty, v), origin: HavocOrigin::Uninit };
            if let Some(a) = assign {
                func.edges[a].kind = EdgeKind::Skip;
            }
            for e in func.edges.iter_mut() {
                e.kind.for_each_expr_mut(&mut |x| replace_deref(x, pointer, v));
            }
        }
    }
    Some(p)
}

/// A promotable block: its allocation edge, the edge that assigns the pointer variable (none
/// when the allocation's destination is the pointer itself), the pointer variable and the
/// scalar type its block is accessed as.
type Candidate = (usize, Option<usize>, VarId, crate::types::TypeId);

/// The promotable blocks of `f`.
fn candidates(p: &Program, f: FuncId) -> Vec<Candidate> {
    let func = p.function(f);
    let types = &p.types;
    // After a `longjmp` back to its `setjmp`, a variable changed since may have either value
    // (C11 7.13.2.1p3) where memory has the new one.
    if func.edges.iter().any(|e| matches!(e.kind, EdgeKind::Primitive { op: crate::cfa::Primitive::SetJmp, .. })) {
        return Vec::new();
    }
    // Each register variable's occurrences: as a whole (`x`) and dereferenced (`*x`, by type).
    let mut plain: HashMap<VarId, Vec<usize>> = HashMap::new();
    let mut derefs: HashMap<VarId, Vec<(crate::types::TypeId, usize)>> = HashMap::new();
    let mut lifetimes: Vec<VarId> = Vec::new();
    for (i, e) in func.edges.iter().enumerate() {
        e.kind.for_each_expr(&mut |x| occurrences(x, i, &mut plain, &mut derefs));
        if let EdgeKind::Lifetime { vars, .. } = &e.kind {
            lifetimes.extend(vars);
        }
    }
    let register = |v: VarId| {
        let info = p.var(v);
        matches!(info.kind, VarKind::Local(g) | VarKind::Temp(g) if g == f) && !p.var_in_memory(v) && !lifetimes.contains(&v)
    };
    let mut found = Vec::new();
    for (i, e) in func.edges.iter().enumerate() {
        let EdgeKind::Alloc { dest, size, zeroed: false, stack: true } = &e.kind else { continue };
        let (ExprKind::Var(t), ExprKind::Const(n)) = (&dest.kind, &size.kind) else { continue };
        if !register(*t) || on_cycle(func, e.from, e.to) {
            continue;
        }
        // The block's address goes from `t` to the pointer variable on the next edge, or
        // stays in `t`.
        let (pointer, assign) = match plain[t].as_slice() {
            [only] if *only == i => (*t, None),
            [a, b] if (*a == i) != (*b == i) => {
                let j = if *a == i { *b } else { *a };
                let next = &func.edges[j];
                let EdgeKind::Assign { lhs: Expr { kind: ExprKind::Var(x), .. }, rhs } = &next.kind else { continue };
                let copies_t = match &rhs.kind {
                    ExprKind::Var(y) => y == t,
                    ExprKind::Cast(inner) => matches!(inner.kind, ExprKind::Var(y) if y == *t) && types.is_pointer(rhs.ty),
                    _ => false,
                };
                if !copies_t || next.from != e.to || func.out_edges(e.to).len() != 1 || !register(*x) || x == t {
                    continue;
                }
                // The pointer is assigned only there.
                if plain.get(x).map(Vec::as_slice) != Some(&[j][..]) {
                    continue;
                }
                (*x, Some(j))
            }
            _ => continue,
        };
        if derefs.contains_key(t) && pointer != *t {
            continue;
        }
        // Every other occurrence of the pointer is `*pointer` of one scalar type of the
        // block's size.
        let Some(uses) = derefs.get(&pointer) else { continue };
        let ty = uses[0].0;
        // Not a `_Bool`: its byte in memory may be neither 0 nor 1 (undefined to read), which a
        // variable cannot hold.
        let boolean = matches!(types.get(ty), crate::types::TypeData::Bool);
        if uses.iter().any(|&(u, _)| u != ty) || !types.is_scalar(ty) || boolean || types.size_of(ty) != *n {
            continue;
        }
        // Every `*pointer` comes after the pointer's assignment (before it, the original
        // dereferences an uninitialised pointer).
        let defined_by = assign.unwrap_or(i);
        let before = reachable_without(func, defined_by);
        if uses.iter().any(|&(_, u)| before[func.edges[u].from.0 as usize]) {
            continue;
        }
        found.push((i, assign, pointer, ty));
    }
    found
}

/// Records `e`'s variables: under a `Deref` directly (by the dereference's type) or as values
/// and lvalues otherwise (by edge).
fn occurrences(
    e: &Expr,
    edge: usize,
    plain: &mut HashMap<VarId, Vec<usize>>,
    derefs: &mut HashMap<VarId, Vec<(crate::types::TypeId, usize)>>,
) {
    match &e.kind {
        ExprKind::Var(v) => plain.entry(*v).or_default().push(edge),
        // `&*p` is the pointer itself: a use that is no access.
        ExprKind::AddrOf(inner) if matches!(&inner.kind, ExprKind::Deref(x) if matches!(x.kind, ExprKind::Var(_))) => {
            let ExprKind::Deref(x) = &inner.kind else { unreachable!() };
            occurrences(x, edge, plain, derefs)
        }
        ExprKind::Deref(inner) => match inner.kind {
            ExprKind::Var(v) => derefs.entry(v).or_default().push((e.ty, edge)),
            _ => occurrences(inner, edge, plain, derefs),
        },
        _ => e.children().into_iter().for_each(|c| occurrences(c, edge, plain, derefs)),
    }
}

/// The locations reachable from the entry without taking edge `avoid`.
fn reachable_without(func: &crate::cfa::Function, avoid: usize) -> Vec<bool> {
    let mut seen = vec![false; func.num_locs()];
    let mut todo = vec![func.entry];
    while let Some(l) = todo.pop() {
        if std::mem::replace(&mut seen[l.0 as usize], true) {
            continue;
        }
        todo.extend(func.out_edges(l).iter().filter(|&&e| e.0 as usize != avoid).map(|&e| func.edge(e).to));
    }
    seen
}

/// Whether the edge `from → to` lies on a cycle: `from` is reachable from `to`.
fn on_cycle(func: &crate::cfa::Function, from: LocId, to: LocId) -> bool {
    let mut seen = vec![false; func.num_locs()];
    let mut todo = vec![to];
    while let Some(l) = todo.pop() {
        if l == from {
            return true;
        }
        if std::mem::replace(&mut seen[l.0 as usize], true) {
            continue;
        }
        todo.extend(func.out_edges(l).iter().map(|&e| func.edge(e).to));
    }
    false
}

fn replace_deref(e: &mut Expr, pointer: VarId, v: VarId) {
    if let ExprKind::Deref(inner) = &e.kind {
        if matches!(inner.kind, ExprKind::Var(x) if x == pointer) {
            e.kind = ExprKind::Var(v);
            return;
        }
    }
    e.children_mut().into_iter().for_each(|c| replace_deref(c, pointer, v));
}
