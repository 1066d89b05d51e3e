//! Which addresses the intervals follow: a flow-insensitive escape analysis over the whole
//! program, before the fixpoint.
//!
//! A scalar variable whose address is taken (`&x`) is followed — kept in the state as an
//! interval, reads and writes through pointers applied to it — when its address can only be
//! in *followed pointers*: pointer variables that live in no memory, parameters among them,
//! and return values stored into such variables. Such a pointer may be dereferenced, compared
//! and tested; any other use (stored into memory or a struct, converted, offset, passed to a
//! function the program does not define or to the C library, returned into something that
//! is not such a variable) lets the address *escape*, and what flows into an escaping pointer
//! escapes too (the flows are closed backwards). An escaped address's variable is not
//! followed: it is memory, any value, and its pointers are unknown, whose dereference the
//! proof stops at. So a pointer the analysis does not know never points to a followed
//! variable, and a write through it cannot change the state.
//!
//! The locals of a function that may call itself are never followed: its activations would
//! share them.

use effigy_ir::{EdgeKind, Expr, ExprKind, FuncId, Program, TypeData, VarId};

/// The most variables whose addresses are followed (a points-to set is a bit mask).
pub(super) const MAX_SLOTS: usize = 64;

/// The followed addresses and pointers.
pub(super) struct Pointers {
    /// Per variable: its bit in a points-to set, when its address is followed.
    pub slot: Vec<Option<u8>>,
    /// The variable of each bit.
    pub slot_var: Vec<VarId>,
    /// Per variable: a pointer variable kept in the state (it lives in no memory).
    pub pointer: Vec<bool>,
}

#[derive(Clone, Copy)]
enum Sink {
    /// The value is used up without being kept (dereferenced, compared, tested).
    Harmless,
    /// The value goes where the analysis does not follow it.
    Escape,
    /// The value flows into this node.
    Node(usize),
}

struct Flows<'p> {
    program: &'p Program,
    /// Per variable: a pointer variable that may be followed.
    pointer: Vec<bool>,
    /// Nodes: variables (`0..vars`), return values (`vars..vars + functions`), addresses of
    /// variables (`vars + functions..`).
    escaped: Vec<bool>,
    edges: Vec<(usize, usize)>,
    /// Per variable: `&v` occurs in the program.
    addressed: Vec<bool>,
}

impl Flows<'_> {
    fn var(&self, v: VarId) -> usize {
        v.0 as usize
    }
    fn ret(&self, f: FuncId) -> usize {
        self.program.vars.len() + f.0 as usize
    }
    fn addr(&self, v: VarId) -> usize {
        self.program.vars.len() + self.program.functions.len() + v.0 as usize
    }

    fn flow(&mut self, node: usize, sink: Sink) {
        match sink {
            Sink::Harmless => {}
            Sink::Escape => self.escaped[node] = true,
            Sink::Node(to) => self.edges.push((node, to)),
        }
    }

    /// The sink of a value stored into `lhs`.
    fn stored_into(&self, lhs: &Expr) -> Sink {
        match lhs.kind {
            ExprKind::Var(q) if self.pointer[q.0 as usize] => Sink::Node(self.var(q)),
            _ => Sink::Escape,
        }
    }

    fn value(&mut self, e: &Expr, sink: Sink) {
        let types = &self.program.types;
        match &e.kind {
            ExprKind::AddrOf(lv) => match lv.kind {
                ExprKind::Var(x) => {
                    self.addressed[x.0 as usize] = true;
                    self.flow(self.addr(x), sink)
                }
                _ => self.lvalue(lv),
            },
            ExprKind::Var(p) => {
                if self.pointer[p.0 as usize] {
                    self.flow(self.var(*p), sink)
                }
            }
            ExprKind::Deref(p) => self.value(p, Sink::Harmless),
            ExprKind::Field(..) | ExprKind::Index(..) => self.lvalue(e),
            ExprKind::Binary(op, a, b) if op.is_comparison() && types.is_pointer(a.ty) => {
                self.value(a, Sink::Harmless);
                self.value(b, Sink::Harmless);
            }
            ExprKind::Cast(a) if matches!(types.get(e.ty), TypeData::Bool) => self.value(a, Sink::Harmless),
            _ => {
                for c in e.children() {
                    self.value(c, Sink::Escape);
                }
            }
        }
    }

    /// An lvalue designates an object; the values inside it (pointers dereferenced, indices)
    /// are used.
    fn lvalue(&mut self, lv: &Expr) {
        match &lv.kind {
            ExprKind::Var(_) => {}
            ExprKind::Deref(p) => self.value(p, Sink::Harmless),
            ExprKind::Field(b, _) => self.lvalue(b),
            ExprKind::Index(b, i) => {
                self.lvalue(b);
                self.value(i, Sink::Escape);
            }
            _ => self.value(lv, Sink::Escape),
        }
    }
}

/// The functions that may call themselves (on a cycle of the call graph).
pub(super) fn recursive(program: &Program) -> Vec<bool> {
    let n = program.functions.len();
    let mut calls: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (i, f) in program.functions.iter().enumerate() {
        for e in &f.edges {
            if let EdgeKind::Call { callee, .. } = &e.kind {
                calls[i].push(callee.0 as usize);
            }
        }
    }
    // f is recursive when f is reachable from one of its callees.
    (0..n)
        .map(|f| {
            let mut seen = vec![false; n];
            let mut work: Vec<usize> = calls[f].clone();
            while let Some(g) = work.pop() {
                if g == f {
                    return true;
                }
                if !std::mem::replace(&mut seen[g], true) {
                    work.extend(&calls[g]);
                }
            }
            false
        })
        .collect()
}

/// The followed addresses and pointers of `program`; `in_memory`: per variable, one of a
/// nested block's objects (whose lifetime the state does not follow for addresses).
pub(super) fn analyse(program: &Program, in_memory: &[bool]) -> Pointers {
    let rec = recursive(program);
    let pointer: Vec<bool> =
        program.vars.iter().enumerate().map(|(i, v)| !v.address_taken && !in_memory[i] && program.types.is_pointer(v.ty)).collect();
    let nodes = program.vars.len() * 2 + program.functions.len();
    let mut flows = Flows {
        program,
        pointer: pointer.clone(),
        escaped: vec![false; nodes],
        edges: Vec::new(),
        addressed: vec![false; program.vars.len()],
    };
    for (fi, func) in program.functions.iter().enumerate() {
        for edge in &func.edges {
            match &edge.kind {
                EdgeKind::Assign { lhs, rhs } => {
                    flows.lvalue(lhs);
                    let sink = flows.stored_into(lhs);
                    flows.value(rhs, sink);
                }
                EdgeKind::Havoc { lhs, .. } => flows.lvalue(lhs),
                EdgeKind::Assume(c) => flows.value(c, Sink::Harmless),
                EdgeKind::Call { dest, callee, args } => {
                    let params = &program.function(*callee).params;
                    for (i, a) in args.iter().enumerate() {
                        let sink = match params.get(i) {
                            Some(&p) if pointer[p.0 as usize] => Sink::Node(flows.var(p)),
                            _ => Sink::Escape,
                        };
                        flows.value(a, sink);
                    }
                    if let Some(d) = dest {
                        flows.lvalue(d);
                        let sink = flows.stored_into(d);
                        flows.flow(flows.ret(*callee), sink);
                    }
                }
                EdgeKind::Return(Some(v)) => {
                    let sink = Sink::Node(flows.ret(FuncId(fi as u32)));
                    flows.value(v, sink);
                }
                EdgeKind::Alloc { dest, size, .. } => {
                    flows.lvalue(dest);
                    flows.value(size, Sink::Escape);
                }
                other => other.for_each_expr(&mut |e| flows.value(e, Sink::Escape)),
            }
        }
    }
    for init in &program.global_inits {
        flows.lvalue(&init.lhs);
        let sink = flows.stored_into(&init.lhs);
        flows.value(&init.rhs, sink);
    }
    // What flows into an escaping node escapes.
    let mut changed = true;
    while changed {
        changed = false;
        for &(from, to) in &flows.edges {
            if flows.escaped[to] && !flows.escaped[from] {
                flows.escaped[from] = true;
                changed = true;
            }
        }
    }
    let mut slot = vec![None; program.vars.len()];
    let mut slot_var = Vec::new();
    for (i, v) in program.vars.iter().enumerate() {
        // Not a `_Bool`: the front end keeps one in memory when it may be read uninitialised,
        // as a byte that may be neither 0 nor 1. And only a variable whose address the program
        // takes (the front end puts others in memory for such reasons too).
        let scalar = matches!(program.types.get(v.ty), TypeData::Int(_) | TypeData::Float(_)) && flows.addressed[i];
        let shared_frames = v.function().is_some_and(|f| rec[f.0 as usize]);
        let id = VarId(i as u32);
        if v.address_taken && scalar && !in_memory[i] && !shared_frames && !flows.escaped[flows.addr(id)] && slot_var.len() < MAX_SLOTS {
            slot[i] = Some(slot_var.len() as u8);
            slot_var.push(id);
        }
    }
    Pointers { slot, slot_var, pointer }
}
